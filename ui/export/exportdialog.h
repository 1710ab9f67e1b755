#pragma once

#include "imageexport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

/// Asks how to export: the current view to one file (PNG, SVG or PDF) or all views to a folder,
/// the pixel size (default 1200 x 800), whether to draw the parameter caption, and the file or
/// folder. It only collects the choice; the caller writes the files.
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
    void retranslate();

    QRadioButton *m_current = nullptr;
    QRadioButton *m_all = nullptr;
    QLabel *m_formatLabel = nullptr;
    QComboBox *m_format = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QSpinBox *m_width = nullptr;
    QLabel *m_times = nullptr;
    QSpinBox *m_height = nullptr;
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
