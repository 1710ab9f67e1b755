#include "worksheetdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

WorksheetDialog::WorksheetDialog(const QList<QPair<QString, QString>> &lessons,
                                 const QString &language, QWidget *parent)
    : QDialog(parent)
    , m_lesson(new QComboBox(this))
    , m_language(new QComboBox(this))
    , m_figures(new QCheckBox(tr("Add the &figures after the answer key"), this))
{
    setWindowTitle(tr("Print worksheet"));
    for (const auto &[id, title] : lessons)
        m_lesson->addItem(title, id);
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("中文（简体）"), QStringLiteral("zh_CN"));
    m_language->setCurrentIndex(language == QLatin1String("zh_CN") ? 1 : 0);
    m_figures->setChecked(false); // a class set stays short; the figures are the teacher's
    auto *intro = new QLabel(tr("An A4 PDF with the lesson's questions, space to answer, and the "
                                "answer key on separate pages."),
                             this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    auto *lessonLabel = new QLabel(tr("&Lesson:"), this);
    lessonLabel->setBuddy(m_lesson);
    auto *languageLabel = new QLabel(tr("Lan&guage:"), this);
    languageLabel->setBuddy(m_language);
    form->addRow(lessonLabel, m_lesson);
    form->addRow(languageLabel, m_language);
    form->addRow(m_figures);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Save PDF…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

QString WorksheetDialog::lessonId() const { return m_lesson->currentData().toString(); }

QString WorksheetDialog::language() const { return m_language->currentData().toString(); }

bool WorksheetDialog::figures() const { return m_figures->isChecked(); }
