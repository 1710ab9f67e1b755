#pragma once

#include "imageexport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

/// Asks how to export: the current view to one file (PNG, SVG or PDF) or all views to a folder,
/// the medium (a preset of mediapresets.h, or the pixel size, scale and resolution set by hand;
/// default the screen's 1200 x 800 at scale 1), whether to draw the parameter caption, and the
/// file or folder. It only collects the choice; the caller writes the files.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Target { CurrentView, AllViews };

    /// baseName names the current view's file ("table" gives table.png).
    explicit ExportDialog(Target target, const QString &baseName, const QString &folder,
                          QWidget *parent = nullptr);

    Target target() const;
    void setTarget(Target target);
    imageexport::Format format() const;
    void setFormat(imageexport::Format format);
    QSize pixelSize() const;
    void setPixelSize(const QSize &size);
    /// The pixel size with the scale and resolution (figuresize.h).
    imageexport::FigureSize figureSize() const;
    void setFigureSize(const imageexport::FigureSize &size);
    /// The preset chosen (its id, mediapresets.h), or empty when the size was set by hand.
    QString mediumId() const;
    /// Chooses the preset with id (its size, scale and resolution); false for an unknown id.
    bool setMedium(const QString &id);
    QComboBox *mediumBox() const { return m_medium; }
    bool captionOn() const;
    void setCaptionOn(bool on);
    /// The file (current view; its suffix always matches format()) or the folder (all views).
    QString path() const;
    void setPath(const QString &path);
    /// True when path() is a file the user chose with Browse, whose file dialog already asked
    /// before replacing it (the caller need not ask again).
    bool overwriteConfirmed() const;

    QComboBox *formatBox() const { return m_format; }
    QLineEdit *pathEdit() const { return m_path; }
    QPushButton *exportButton() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void browse();
    void updateTarget();
    void updateSuffix();
    void updateButtons();
    void applyMedium();
    /// The medium box shows the preset the size, scale and resolution match, else "Custom".
    void matchMedium();
    void retranslate();

    QRadioButton *m_current = nullptr;
    QRadioButton *m_all = nullptr;
    QLabel *m_formatLabel = nullptr;
    QComboBox *m_format = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QSpinBox *m_width = nullptr;
    QLabel *m_times = nullptr;
    QSpinBox *m_height = nullptr;
    QLabel *m_mediumLabel = nullptr;
    QComboBox *m_medium = nullptr;
    QLabel *m_scaleLabel = nullptr;
    QDoubleSpinBox *m_scale = nullptr;
    QLabel *m_dpiLabel = nullptr;
    QSpinBox *m_dpi = nullptr;
    QCheckBox *m_caption = nullptr;
    QLabel *m_pathLabel = nullptr;
    QLineEdit *m_path = nullptr;
    QPushButton *m_browse = nullptr;
    QLabel *m_allNote = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QString m_filePath;
    QString m_folderPath;
    QString m_confirmedPath; // chosen with Browse: its file dialog asked about replacing it
};
