#include "animationexportdialog.h"

#include "transportbar.h"

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
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {

QString withSuffix(const QString &path, AnimationFormat format)
{
    if (path.isEmpty())
        return path;
    const QString wanted = animationformat::suffix(format);
    AnimationFormat current;
    if (animationformat::fromPath(path, &current)) {
        if (current == format)
            return path;
        return path.left(path.size() - QFileInfo(path).suffix().size()) + wanted;
    }
    return path + QLatin1Char('.') + wanted;
}

} // namespace

AnimationExportDialog::AnimationExportDialog(const QStringList &views,
                                             const AnimationRequest &request, Checker checker,
                                             QWidget *parent, const QStringList &labels)
    : QDialog(parent), m_checker(std::move(checker))
{
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;

    m_viewLabel = new QLabel(this);
    m_view = new QComboBox(this);
    for (qsizetype k = 0; k < views.size(); ++k)
        m_view->addItem(labels.size() == views.size() ? labels.at(k) : views.at(k), views.at(k));
    m_view->setCurrentIndex(qMax(0, int(views.indexOf(request.view))));
    m_viewLabel->setBuddy(m_view);
    form->addRow(m_viewLabel, m_view);

    m_parameterLabel = new QLabel(this);
    m_parameter = new QComboBox(this);
    for (AnimatedParameter parameter : animatedparameter::all)
        m_parameter->addItem(QString(), int(parameter));
    m_parameterLabel->setBuddy(m_parameter);
    form->addRow(m_parameterLabel, m_parameter);

    m_rangeLabel = new QLabel(this);
    auto *rangeRow = new QHBoxLayout;
    m_from = new QDoubleSpinBox(this);
    m_toLabel = new QLabel(this);
    m_to = new QDoubleSpinBox(this);
    m_stepLabel = new QLabel(this);
    m_step = new QDoubleSpinBox(this);
    m_toLabel->setBuddy(m_to);
    m_stepLabel->setBuddy(m_step);
    rangeRow->addWidget(m_from, 1);
    rangeRow->addWidget(m_toLabel);
    rangeRow->addWidget(m_to, 1);
    rangeRow->addWidget(m_stepLabel);
    rangeRow->addWidget(m_step, 1);
    m_rangeLabel->setBuddy(m_from);
    form->addRow(m_rangeLabel, rangeRow);

    m_fpsLabel = new QLabel(this);
    m_fps = new QSpinBox(this);
    m_fps->setRange(AnimationExport::minFps, AnimationExport::maxFps);
    m_fps->setValue(request.fps);
    m_fpsLabel->setBuddy(m_fps);
    form->addRow(m_fpsLabel, m_fps);

    m_sizeLabel = new QLabel(this);
    auto *sizeRow = new QHBoxLayout;
    m_width = new QSpinBox(this);
    m_height = new QSpinBox(this);
    for (QSpinBox *box : {m_width, m_height}) {
        box->setRange(AnimationExport::minSide, AnimationExport::maxSide);
        box->setSuffix(QStringLiteral(" px"));
    }
    m_width->setValue(request.size.width());
    m_height->setValue(request.size.height());
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(new QLabel(QStringLiteral("\u00d7"), this));
    sizeRow->addWidget(m_height);
    sizeRow->addStretch(1);
    m_sizeLabel->setBuddy(m_width);
    form->addRow(m_sizeLabel, sizeRow);

    m_caption = new QCheckBox(this);
    m_caption->setChecked(request.caption);
    form->addRow(m_caption);

    m_formatLabel = new QLabel(this);
    m_format = new QComboBox(this);
    for (AnimationFormat kind : {AnimationFormat::Gif, AnimationFormat::Mp4, AnimationFormat::WebM})
        m_format->addItem(QString(), int(kind));
    m_formatLabel->setBuddy(m_format);
    form->addRow(m_formatLabel, m_format);

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

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    layout->addWidget(m_status);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);

    AnimationFormat initial = AnimationFormat::Gif;
    animationformat::fromPath(request.path, &initial);
    m_format->setCurrentIndex(m_format->findData(int(initial)));
    m_path->setText(QDir::toNativeSeparators(request.path));
    setSequence(request.frames);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_parameter, &QComboBox::currentIndexChanged, this,
            &AnimationExportDialog::parameterPicked);
    connect(m_format, &QComboBox::currentIndexChanged, this, &AnimationExportDialog::updateSuffix);
    connect(m_browse, &QPushButton::clicked, this, &AnimationExportDialog::browse);
    connect(m_path, &QLineEdit::textEdited, this, [this](const QString &text) {
        // A typed .mp4 or .webm chooses that format.
        AnimationFormat typed;
        if (animationformat::fromPath(text, &typed) && typed != format()) {
            const QSignalBlocker blocker(m_format);
            m_format->setCurrentIndex(m_format->findData(int(typed)));
        }
    });
    connect(m_path, &QLineEdit::textChanged, this, &AnimationExportDialog::updateStatus);
    connect(m_view, &QComboBox::currentIndexChanged, this, &AnimationExportDialog::updateStatus);
    for (QDoubleSpinBox *box : {m_from, m_to, m_step})
        connect(box, &QDoubleSpinBox::valueChanged, this, &AnimationExportDialog::updateStatus);
    for (QSpinBox *box : {m_fps, m_width, m_height})
        connect(box, &QSpinBox::valueChanged, this, &AnimationExportDialog::updateStatus);
    connect(m_caption, &QCheckBox::toggled, this, &AnimationExportDialog::updateStatus);
    retranslate();
}

QPushButton *AnimationExportDialog::exportButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

AnimationFormat AnimationExportDialog::format() const
{
    return AnimationFormat(m_format->currentData().toInt());
}

void AnimationExportDialog::setFormat(AnimationFormat format)
{
    m_format->setCurrentIndex(m_format->findData(int(format)));
}

AnimationRequest AnimationExportDialog::request() const
{
    AnimationRequest request;
    request.path = QDir::fromNativeSeparators(m_path->text().trimmed());
    request.view = m_view->currentData().toString();
    request.frames = FrameSequence(AnimatedParameter(m_parameter->currentData().toInt()),
                                   m_from->value(), m_to->value(), m_step->value());
    request.fps = m_fps->value();
    request.size = QSize(m_width->value(), m_height->value());
    request.caption = m_caption->isChecked();
    return request;
}

void AnimationExportDialog::setSequence(const FrameSequence &sequence)
{
    const QSignalBlocker b0(m_parameter), b1(m_from), b2(m_to), b3(m_step);
    m_parameter->setCurrentIndex(m_parameter->findData(int(sequence.parameter())));
    TransportBar::configureValueField(m_from, sequence.parameter());
    TransportBar::configureValueField(m_to, sequence.parameter());
    TransportBar::configureStepField(m_step, sequence.parameter());
    // Here the values are checked as a whole (from > to is reported), not held apart.
    for (QDoubleSpinBox *box : {m_from, m_to, m_step})
        box->setKeyboardTracking(true);
    m_from->setValue(sequence.from());
    m_to->setValue(sequence.to());
    m_step->setValue(sequence.step());
    updateStatus();
}

void AnimationExportDialog::parameterPicked()
{
    setSequence(FrameSequence::defaults(AnimatedParameter(m_parameter->currentData().toInt())));
}

void AnimationExportDialog::updateSuffix()
{
    const QString path = m_path->text();
    const QString changed = withSuffix(path, format());
    if (changed != path)
        m_path->setText(changed);
    updateStatus();
}

void AnimationExportDialog::updateStatus()
{
    const AnimationRequest r = request();
    QString reason;
    bool ok = !r.path.isEmpty();
    if (!ok)
        reason = tr("Choose a file.");
    else if (m_checker)
        ok = m_checker(r, &reason);
    if (ok) {
        const qint64 n = r.frames.count();
        m_status->setText(tr("%n frame(s), %1 s at %2 frames per second", "", int(n))
                              .arg(QLocale().toString(double(n) / r.fps, 'f', 1))
                              .arg(r.fps));
    } else {
        m_status->setText(reason);
    }
    exportButton()->setEnabled(ok);
}

void AnimationExportDialog::browse()
{
    const QString filter = tr("GIF animations (*.gif);;MP4 videos (*.mp4);;WebM videos (*.webm)");
    const QStringList filters = filter.split(QStringLiteral(";;"));
    const int index = m_format->currentIndex();
    QString selected = filters.value(index);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export animation"), m_path->text(),
                                                      filter, &selected);
    if (path.isEmpty())
        return;
    const int picked = int(filters.indexOf(selected));
    if (picked >= 0 && picked != index)
        m_format->setCurrentIndex(picked);
    m_path->setText(QDir::toNativeSeparators(withSuffix(path, format())));
}

void AnimationExportDialog::retranslate()
{
    setWindowTitle(tr("Export animation"));
    m_viewLabel->setText(tr("&View:"));
    m_view->setToolTip(tr("The view, named as its file in Export all"));
    m_parameterLabel->setText(tr("&Animate:"));
    for (int k = 0; k < m_parameter->count(); ++k)
        m_parameter->setItemText(
            k, animatedparameter::displayName(AnimatedParameter(m_parameter->itemData(k).toInt())));
    m_rangeLabel->setText(tr("&From:"));
    m_toLabel->setText(tr("to"));
    m_stepLabel->setText(tr("step"));
    m_step->setToolTip(tr("q, p, d: added per frame; base: multiplied per frame"));
    m_fpsLabel->setText(tr("Frames per &second:"));
    m_fps->setToolTip(tr("1 to 120; GIF at most 50 (its delays are hundredths of a second)"));
    m_sizeLabel->setText(tr("Si&ze:"));
    m_caption->setText(tr("&Caption with the parameters of each frame"));
    m_formatLabel->setText(tr("F&ormat:"));
    for (int k = 0; k < m_format->count(); ++k)
        m_format->setItemText(
            k, animationformat::displayName(AnimationFormat(m_format->itemData(k).toInt())));
    m_pathLabel->setText(tr("F&ile:"));
    m_browse->setText(tr("&Browse…"));
    exportButton()->setText(tr("&Export"));
    updateStatus();
}

void AnimationExportDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}
