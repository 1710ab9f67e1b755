#pragma once

#include "animationexport.h"

#include <QDialog>

#include <functional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

/// File > Export animation…: asks which view (by its file name in "Export all": pairs,
/// circle-0, heatmap, ...), which parameter over which range and step, the frame rate, the pixel
/// size, the caption, the format (GIF, MP4, WebM) and the file. It only collects the choice (the
/// caller runs the export); a checker says live how many frames that makes or what is wrong, and
/// Export is enabled only for a request that passes it.
class AnimationExportDialog : public QDialog
{
    Q_OBJECT

public:
    /// Checks a request (AnimationExport::check()); false with a one-line reason.
    using Checker = std::function<bool(const AnimationRequest &, QString *)>;

    /// views: the view names offered, in order (the file names of Export all); labels, when
    /// given (one per view): what the list shows for them (exportviews::label()); request: the
    /// first choice (its view, frames, fps, size, caption and path, whose suffix chooses the
    /// format).
    AnimationExportDialog(const QStringList &views, const AnimationRequest &request,
                          Checker checker, QWidget *parent = nullptr,
                          const QStringList &labels = QStringList());

    /// The choice as it stands.
    AnimationRequest request() const;
    AnimationFormat format() const;
    void setFormat(AnimationFormat format);

    QComboBox *viewBox() const { return m_view; }
    QComboBox *parameterBox() const { return m_parameter; }
    QDoubleSpinBox *fromSpinBox() const { return m_from; }
    QDoubleSpinBox *toSpinBox() const { return m_to; }
    QDoubleSpinBox *stepSpinBox() const { return m_step; }
    QSpinBox *fpsSpinBox() const { return m_fps; }
    QSpinBox *widthSpinBox() const { return m_width; }
    QSpinBox *heightSpinBox() const { return m_height; }
    QComboBox *formatBox() const { return m_format; }
    QLineEdit *pathEdit() const { return m_path; }
    /// "32 frames, 3.2 s" or what is wrong with the request.
    QLabel *statusLabel() const { return m_status; }
    QPushButton *exportButton() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void parameterPicked();
    void updateSuffix();
    void updateStatus();
    void browse();
    void retranslate();
    void setSequence(const FrameSequence &sequence);

    Checker m_checker;
    QLabel *m_viewLabel = nullptr;
    QComboBox *m_view = nullptr;
    QLabel *m_parameterLabel = nullptr;
    QComboBox *m_parameter = nullptr;
    QLabel *m_rangeLabel = nullptr;
    QDoubleSpinBox *m_from = nullptr;
    QLabel *m_toLabel = nullptr;
    QDoubleSpinBox *m_to = nullptr;
    QLabel *m_stepLabel = nullptr;
    QDoubleSpinBox *m_step = nullptr;
    QLabel *m_fpsLabel = nullptr;
    QSpinBox *m_fps = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QSpinBox *m_width = nullptr;
    QSpinBox *m_height = nullptr;
    QCheckBox *m_caption = nullptr;
    QLabel *m_formatLabel = nullptr;
    QComboBox *m_format = nullptr;
    QLabel *m_pathLabel = nullptr;
    QLineEdit *m_path = nullptr;
    QPushButton *m_browse = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};
