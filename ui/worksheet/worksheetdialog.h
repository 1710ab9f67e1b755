#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;

/// File > Print worksheet…: the lesson, the language (English or Chinese,
/// whatever the interface's) and whether the answer key shows the figures; the caller then asks
/// for the PDF's path and writes it with worksheet::write().
class WorksheetDialog : public QDialog
{
    Q_OBJECT

public:
    /// lessons: id -> title, in order.
    explicit WorksheetDialog(const QList<QPair<QString, QString>> &lessons, const QString &language,
                             QWidget *parent = nullptr);

    QString lessonId() const;
    QString language() const;
    bool figures() const;
    QComboBox *lessonBox() const { return m_lesson; }
    QComboBox *languageBox() const { return m_language; }
    QCheckBox *figuresBox() const { return m_figures; }

private:
    QComboBox *m_lesson;
    QComboBox *m_language;
    QCheckBox *m_figures;
};
