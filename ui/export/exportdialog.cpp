#include "exportdialog.h"

#include "exportall.h"
#include "mediapresets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
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

    // The medium: a preset sets the size, the scale and the resolution; "Custom" leaves them.
    m_mediumLabel = new QLabel(this);
    m_medium = new QComboBox(this);
    for (qsizetype k = 0; k < imageexport::mediaPresets().size(); ++k)
        m_medium->addItem(QString(), int(k));
    m_medium->addItem(QString(), -1);
    m_mediumLabel->setBuddy(m_medium);
    form->addRow(m_mediumLabel, m_medium);

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

    m_scaleLabel = new QLabel(this);
    m_scale = new QDoubleSpinBox(this);
    m_scale->setRange(imageexport::FigureSize::minScale, imageexport::FigureSize::maxScale);
    m_scale->setDecimals(2);
    m_scale->setSingleStep(0.25);
    m_scale->setValue(1.0);
    m_scaleLabel->setBuddy(m_scale);
    form->addRow(m_scaleLabel, m_scale);
    m_dpiLabel = new QLabel(this);
    m_dpi = new QSpinBox(this);
    m_dpi->setRange(qRound(imageexport::FigureSize::screenDpi * imageexport::FigureSize::minScale),
                    qRound(imageexport::FigureSize::screenDpi * imageexport::FigureSize::maxScale));
    m_dpi->setValue(qRound(imageexport::FigureSize::screenDpi));
    m_dpi->setSuffix(QStringLiteral(" dpi"));
    m_dpiLabel->setBuddy(m_dpi);
    form->addRow(m_dpiLabel, m_dpi);

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
    connect(m_medium, &QComboBox::activated, this, &ExportDialog::applyMedium);
    connect(m_width, &QSpinBox::valueChanged, this, &ExportDialog::matchMedium);
    connect(m_height, &QSpinBox::valueChanged, this, &ExportDialog::matchMedium);
    // Alone, the scale and the resolution follow each other (dpi = 96 x scale), as on the
    // command line.
    connect(m_scale, &QDoubleSpinBox::valueChanged, this, [this](double scale) {
        const QSignalBlocker blocker(m_dpi);
        m_dpi->setValue(qRound(scale * imageexport::FigureSize::screenDpi));
        matchMedium();
    });
    connect(m_dpi, &QSpinBox::valueChanged, this, [this](int dpi) {
        const QSignalBlocker blocker(m_scale);
        m_scale->setValue(dpi / imageexport::FigureSize::screenDpi);
        matchMedium();
    });
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
    matchMedium();
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

imageexport::FigureSize ExportDialog::figureSize() const
{
    return imageexport::FigureSize(pixelSize(), m_scale->value(), m_dpi->value());
}

void ExportDialog::setFigureSize(const imageexport::FigureSize &size)
{
    const QSignalBlocker scaleBlocker(m_scale);
    const QSignalBlocker dpiBlocker(m_dpi);
    m_scale->setValue(size.scale);
    m_dpi->setValue(qRound(size.dpi));
    setPixelSize(size.pixels); // matches the medium
    matchMedium();
}

QString ExportDialog::mediumId() const
{
    const int k = m_medium->currentData().toInt();
    return k >= 0 ? QLatin1String(imageexport::mediaPresets().at(k).id) : QString();
}

bool ExportDialog::setMedium(const QString &id)
{
    const imageexport::MediaPreset *preset = imageexport::mediaPreset(id.toLatin1().constData());
    if (!preset)
        return false;
    setFigureSize(imageexport::figureSize(*preset, imageexport::applicationTextPixels()));
    return true;
}

void ExportDialog::applyMedium()
{
    const int k = m_medium->currentData().toInt();
    if (k >= 0)
        setMedium(QLatin1String(imageexport::mediaPresets().at(k).id));
}

void ExportDialog::matchMedium()
{
    int match = -1;
    const imageexport::FigureSize chosen = figureSize();
    for (qsizetype k = 0; k < imageexport::mediaPresets().size() && match < 0; ++k) {
        const imageexport::FigureSize preset = imageexport::figureSize(
            imageexport::mediaPresets().at(k), imageexport::applicationTextPixels());
        // The spin boxes hold the scale to two decimals and the resolution to a whole dpi.
        if (preset.pixels == chosen.pixels && qAbs(preset.scale - chosen.scale) < 0.006
            && qAbs(preset.dpi - chosen.dpi) < 0.5)
            match = int(k);
    }
    const QSignalBlocker blocker(m_medium);
    m_medium->setCurrentIndex(m_medium->findData(match));
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
    m_mediumLabel->setText(tr("&Medium:"));
    for (int k = 0; k < m_medium->count(); ++k) {
        const int preset = m_medium->itemData(k).toInt();
        const auto &presets = imageexport::mediaPresets();
        m_medium->setItemText(k, preset >= 0 ? imageexport::presetName(presets.at(preset))
                                             : tr("Custom"));
    }
    m_sizeLabel->setText(tr("&Size:"));
    m_scaleLabel->setText(tr("S&cale:"));
    m_scale->setToolTip(tr("The view is laid out at the size divided by the scale and drawn at "
                           "the scale: text, lines and markers grow with it."));
    m_scale->setAccessibleName(tr("Scale"));
    m_dpiLabel->setText(tr("&Resolution:"));
    m_dpi->setToolTip(tr("The resolution the file declares: a PNG's print size, an SVG's or "
                         "PDF's physical size (pixels divided by the resolution)."));
    m_dpi->setAccessibleName(tr("Resolution in dots per inch"));
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
