#include "exportdialog.h"

#include "exportall.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {

// Same limits as the command line's --size.
constexpr int minSide = 16;
constexpr int maxSide = 16384;

QString withSuffix(const QString &path, imageexport::Format format)
{
    if (path.isEmpty())
        return path;
    const QString wanted = imageexport::suffix(format);
    imageexport::Format current;
    if (imageexport::formatFromPath(path, &current)) {
        if (current == format)
            return path;
        return path.left(path.size() - QFileInfo(path).suffix().size()) + wanted;
    }
    return path + QLatin1Char('.') + wanted;
}

} // namespace

ExportDialog::ExportDialog(Target target, const QString &baseName, const QString &folder,
                           QWidget *parent)
    : QDialog(parent)
{
    m_folderPath = QDir::toNativeSeparators(folder);
    m_filePath = QDir::toNativeSeparators(QDir(folder).filePath(baseName + QStringLiteral(".png")));

    auto *layout = new QVBoxLayout(this);
    m_current = new QRadioButton(this);
    m_all = new QRadioButton(this);
    layout->addWidget(m_current);
    layout->addWidget(m_all);

    auto *form = new QFormLayout;
    m_formatLabel = new QLabel(this);
    m_format = new QComboBox(this);
    m_format->addItem(QStringLiteral("PNG"), int(imageexport::Format::Png));
    m_format->addItem(QStringLiteral("SVG"), int(imageexport::Format::Svg));
    m_format->addItem(QStringLiteral("PDF"), int(imageexport::Format::Pdf));
    m_formatLabel->setBuddy(m_format);
    form->addRow(m_formatLabel, m_format);

    m_sizeLabel = new QLabel(this);
    auto *sizeRow = new QHBoxLayout;
    m_width = new QSpinBox(this);
    m_height = new QSpinBox(this);
    for (QSpinBox *box : {m_width, m_height}) {
        box->setRange(minSide, maxSide);
        box->setSuffix(QStringLiteral(" px"));
    }
    const QSize size = exportall::defaultSize();
    m_width->setValue(size.width());
    m_height->setValue(size.height());
    m_times = new QLabel(QStringLiteral("\u00d7"), this);
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(m_times);
    sizeRow->addWidget(m_height);
    sizeRow->addStretch(1);
    m_sizeLabel->setBuddy(m_width);
    form->addRow(m_sizeLabel, sizeRow);

    m_caption = new QCheckBox(this);
    m_caption->setChecked(true);
    form->addRow(m_caption);

    m_pathLabel = new QLabel(this);
    auto *pathRow = new QHBoxLayout;
    m_path = new QLineEdit(this);
    m_path->setMinimumWidth(m_path->fontMetrics().averageCharWidth() * 48);
    m_browse = new QPushButton(this);
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_browse);
    m_pathLabel->setBuddy(m_path);
    form->addRow(m_pathLabel, pathRow);
    layout->addLayout(form);

    m_allNote = new QLabel(this);
    m_allNote->setWordWrap(true);
    layout->addWidget(m_allNote);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_current, &QRadioButton::toggled, this, &ExportDialog::updateTarget);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::updateSuffix);
    connect(m_browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_path, &QLineEdit::textChanged, this, &ExportDialog::updateButtons);
    connect(m_path, &QLineEdit::textEdited, this, [this](const QString &text) {
        // A typed .svg or .pdf chooses that format.
        imageexport::Format typed;
        if (this->target() == Target::CurrentView && imageexport::formatFromPath(text, &typed)
            && typed != format()) {
            const QSignalBlocker blocker(m_format);
            m_format->setCurrentIndex(m_format->findData(int(typed)));
        }
    });

    m_path->setText(target == Target::CurrentView ? m_filePath : m_folderPath);
    if (target == Target::CurrentView)
        m_current->setChecked(true);
    else
        m_all->setChecked(true);
    updateTarget();
    retranslate();
}

ExportDialog::Target ExportDialog::target() const
{
    return m_all->isChecked() ? Target::AllViews : Target::CurrentView;
}

void ExportDialog::setTarget(Target target)
{
    (target == Target::AllViews ? m_all : m_current)->setChecked(true);
}

imageexport::Format ExportDialog::format() const
{
    return imageexport::Format(m_format->currentData().toInt());
}

void ExportDialog::setFormat(imageexport::Format format)
{
    m_format->setCurrentIndex(m_format->findData(int(format)));
}

QSize ExportDialog::pixelSize() const { return {m_width->value(), m_height->value()}; }

void ExportDialog::setPixelSize(const QSize &size)
{
    m_width->setValue(size.width());
    m_height->setValue(size.height());
}

bool ExportDialog::captionOn() const { return m_caption->isChecked(); }

void ExportDialog::setCaptionOn(bool on) { m_caption->setChecked(on); }

QString ExportDialog::path() const
{
    const QString text = QDir::fromNativeSeparators(m_path->text().trimmed());
    if (target() == Target::AllViews)
        return text;
    return withSuffix(text, format());
}

void ExportDialog::setPath(const QString &path)
{
    imageexport::Format typed;
    if (target() == Target::CurrentView && imageexport::formatFromPath(path, &typed))
        setFormat(typed);
    m_path->setText(QDir::toNativeSeparators(path));
}

QPushButton *ExportDialog::exportButton() const { return m_buttons->button(QDialogButtonBox::Ok); }

void ExportDialog::browse()
{
    if (target() == Target::AllViews) {
        const QString dir
            = QFileDialog::getExistingDirectory(this, tr("Export all views to a folder"), path());
        if (!dir.isEmpty())
            setPath(dir);
        return;
    }
    const QString filters = tr("PNG images (*.png)") + QStringLiteral(";;")
        + tr("SVG drawings (*.svg)") + QStringLiteral(";;") + tr("PDF documents (*.pdf)");
    QString selected;
    switch (format()) {
    case imageexport::Format::Png:
        selected = tr("PNG images (*.png)");
        break;
    case imageexport::Format::Svg:
        selected = tr("SVG drawings (*.svg)");
        break;
    case imageexport::Format::Pdf:
        selected = tr("PDF documents (*.pdf)");
        break;
    }
    const QString file
        = QFileDialog::getSaveFileName(this, tr("Export current view"), path(), filters, &selected);
    if (!file.isEmpty()) {
        setPath(file);
        m_confirmedPath = path();
    }
}

bool ExportDialog::overwriteConfirmed() const
{
    return !m_confirmedPath.isEmpty() && target() == Target::CurrentView
        && path() == m_confirmedPath;
}

void ExportDialog::updateTarget()
{
    const bool all = target() == Target::AllViews;
    // Keep what was typed for the other target.
    if (all && m_path->text() != m_folderPath) {
        m_filePath = m_path->text();
        m_path->setText(m_folderPath);
    } else if (!all && m_path->text() != m_filePath) {
        m_folderPath = m_path->text();
        m_path->setText(m_filePath);
    }
    m_format->setEnabled(!all);
    m_formatLabel->setEnabled(!all);
    m_allNote->setVisible(all);
    retranslate();
    updateButtons();
}

void ExportDialog::updateSuffix()
{
    if (target() == Target::CurrentView)
        m_path->setText(QDir::toNativeSeparators(path()));
}

void ExportDialog::updateButtons()
{
    exportButton()->setEnabled(!m_path->text().trimmed().isEmpty());
}

void ExportDialog::retranslate()
{
    const bool all = target() == Target::AllViews;
    setWindowTitle(all ? tr("Export all views") : tr("Export current view"));
    m_current->setText(tr("&Current view to one file"));
    m_all->setText(tr("&All views to a folder"));
    m_formatLabel->setText(tr("&Format:"));
    m_sizeLabel->setText(tr("&Size:"));
    m_width->setAccessibleName(tr("Width in pixels"));
    m_height->setAccessibleName(tr("Height in pixels"));
    m_caption->setText(tr("Add a caption with the &parameters (d, base, p, q, encoding)"));
    m_pathLabel->setText(all ? tr("F&older:") : tr("F&ile:"));
    m_browse->setText(tr("&Browse…"));
    m_allNote->setText(tr("Writes table.csv and every view in its formats (PNG, SVG, PDF), the "
                          "same files as --export; before files of the same name in the folder "
                          "are replaced, you are asked."));
    exportButton()->setText(tr("&Export"));
}

void ExportDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}
