#include "checkerview.h"

#include "checkreport.h"
#include "deferredrefresh.h"
#include "displayformat.h"
#include "exportmarks.h"
#include "implementationcheck.h"
#include "lessonstate.h"
#include "matrixplot.h"
#include "minimumscrollarea.h"
#include "numberformat.h"
#include "positionalencoding.h"

#include <QCoreApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

namespace {

constexpr int exampleRows = 64;
constexpr int exampleWidth = 16;
constexpr int progressSteps = 1000;

} // namespace

CheckerView::CheckerView(LessonState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_intro(new QLabel(this))
    , m_openButton(new QPushButton(this))
    , m_cancelButton(new QPushButton(this))
    , m_busy(new QProgressBar(this))
    , m_fileLabel(new QLabel(this))
    , m_message(new QLabel(this))
    , m_verdict(new QLabel(this))
    , m_explanation(new QLabel(this))
    , m_details(new QLabel(this))
    , m_filePlot(new MatrixPlot(this))
    , m_residualPlot(new MatrixPlot(this))
{
    setAcceptDrops(true);
    // The worker's fraction done, in per mille; the bar shows it as a percentage.
    m_busy->setRange(0, progressSteps);
    m_busy->setTextVisible(true);
    m_busy->setMaximumWidth(160);
    m_busy->setObjectName(QStringLiteral("checkProgress"));
    m_busy->hide();
    m_openButton->setObjectName(QStringLiteral("checkFileButton"));
    m_cancelButton->setObjectName(QStringLiteral("cancelCheckButton"));
    m_cancelButton->hide();
    m_fileLabel->setWordWrap(true);
    m_fileLabel->setTextFormat(Qt::PlainText);
    for (QLabel *label : {m_intro, m_message, m_verdict, m_explanation, m_details}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
    }
    QFont bold = m_verdict->font();
    bold.setBold(true);
    m_verdict->setFont(bold);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setObjectName(QStringLiteral("checkerMessage"));
    m_message->hide();

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_openButton);
    controls->addWidget(m_busy);
    controls->addWidget(m_cancelButton);
    controls->addWidget(m_fileLabel, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(exportmarks::controlBar(controls, this));
    auto *scroll = new MinimumScrollArea(this);
    auto *body = new QWidget(scroll);
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addWidget(m_intro);
    bodyLayout->addWidget(m_message);
    bodyLayout->addWidget(m_verdict);
    bodyLayout->addWidget(m_explanation);
    bodyLayout->addWidget(m_details);
    auto *plots = new QHBoxLayout;
    plots->addWidget(m_filePlot, 1);
    plots->addWidget(m_residualPlot, 1);
    bodyLayout->addLayout(plots, 1);
    scroll->setContent(body);
    layout->addWidget(scroll, 1);

    connect(&m_watcher, &QFutureWatcher<CheckOutcome>::progressValueChanged, m_busy,
            &QProgressBar::setValue);
    connect(m_openButton, &QPushButton::clicked, this, &CheckerView::chooseFile);
    connect(m_cancelButton, &QPushButton::clicked, this, &CheckerView::cancelCheck);
    connect(&m_watcher, &QFutureWatcher<CheckOutcome>::finished, this, [this] {
        m_busy->hide();
        m_cancelButton->hide();
        m_openButton->setEnabled(true);
        m_running = false;
        present(m_watcher.result());
        emit checked();
    });
    // The example follows the base; a checked file keeps the base it was checked with.
    new DeferredRefresh(this, m_state, [this] {
        if (m_outcome.path.isEmpty() && m_exampleBase != m_state->base())
            showExample();
    });
    showExample();
}

CheckerView::~CheckerView()
{
    // The window closes: the worker stops at its next poll instead of running on.
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
}

void CheckerView::cancelCheck()
{
    if (m_running && m_cancel)
        m_cancel->store(true);
}

pe::MatrixData CheckerView::exampleMatrix()
{
    pe::EncodingSpec spec;
    spec.d = exampleWidth;
    const pe::PositionalEncoding encoding(spec);
    pe::MatrixData matrix;
    matrix.rows = exampleRows;
    matrix.cols = exampleWidth;
    matrix.dtype = pe::Dtype::Float64;
    matrix.format = pe::MatrixFormat::Npy;
    for (std::int64_t p = 0; p < exampleRows; ++p) {
        const std::vector<double> row
            = pe::implementationContribution(pe::Implementation::DoubledExponent, encoding, p);
        matrix.values.insert(matrix.values.end(), row.begin(), row.end());
    }
    return matrix;
}

void CheckerView::showExample()
{
    // The example is made with base 10000; it is checked with the state's base, as a file is.
    m_exampleBase = m_state->base();
    CheckOutcome outcome = CheckOutcome::check(exampleMatrix(), m_exampleBase);
    present(outcome);
}

void CheckerView::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Check an implementation"), QString(),
        tr("Matrices saved by NumPy (*.npy *.csv *.txt *.tsv);;All files (*)"));
    if (!path.isEmpty())
        checkFile(path);
}

void CheckerView::checkFile(const QString &path)
{
    if (m_running) {
        cancelCheck();
        m_watcher.waitForFinished();
    }
    m_busy->setValue(0);
    m_busy->show();
    m_cancelButton->show();
    m_openButton->setEnabled(false);
    m_fileLabel->setText(tr("Checking %1 …").arg(QDir::toNativeSeparators(path)));
    const double base = m_state->base();
    m_running = true;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancel;
    // The worker reports its fraction done through the promise (the watcher's
    // progressValueChanged, throttled by Qt) and the view's bar follows.
    m_watcher.setFuture(QtConcurrent::run([path, base, cancel](QPromise<CheckOutcome> &promise) {
        promise.setProgressRange(0, progressSteps);
        const pe::ProgressCallback progress = [&promise](double fraction) {
            promise.setProgressValue(static_cast<int>(std::lround(fraction * progressSteps)));
        };
        promise.addResult(CheckOutcome::check(path, base, cancel.get(), progress));
    }));
}

bool CheckerView::busy() const { return m_running; }

void CheckerView::waitForCheck()
{
    if (!m_running)
        return;
    m_watcher.waitForFinished();
    // The watcher's finished() arrives as a posted event.
    for (int k = 0; k < 100 && m_running; ++k) {
        QCoreApplication::sendPostedEvents(&m_watcher);
        QCoreApplication::processEvents();
    }
}

void CheckerView::present(const CheckOutcome &outcome)
{
    m_outcome = outcome;
    retranslate();
}

void CheckerView::retranslate()
{
    m_openButton->setText(tr("Chec&k a file…"));
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->setToolTip(tr("Stop checking this file"));
    m_openButton->setToolTip(
        tr("Open a matrix saved by NumPy (.npy, or text from np.savetxt or a CSV file) and "
           "compare it with the paper's encoding; you can also drop a file on this view"));
    m_intro->setText(
        tr("Rows are positions and columns components (or the transpose). The checker infers n "
           "and d, compares the matrix with PE (the paper's interleaved encoding, base %1, "
           "positions 0 to n − 1) and names the nearest known mistake.")
            .arg(display::compact(m_outcome.ok ? m_outcome.result.base : m_state->base())));
    const bool example = m_outcome.path.isEmpty();
    if (example)
        m_fileLabel->setText(tr("Example (no file checked yet): the article's code, which steps "
                                "i by 2 and still writes 2*i, at positions 0 to %1, d = %2")
                                 .arg(exampleRows - 1)
                                 .arg(exampleWidth));
    else
        m_fileLabel->setText(QDir::toNativeSeparators(m_outcome.path));
    m_message->setVisible(!m_outcome.ok);
    for (QWidget *widget :
         {static_cast<QWidget *>(m_verdict), static_cast<QWidget *>(m_explanation),
          static_cast<QWidget *>(m_details), static_cast<QWidget *>(m_filePlot),
          static_cast<QWidget *>(m_residualPlot)})
        widget->setVisible(m_outcome.ok);
    if (!m_outcome.ok) {
        m_message->setText(
            tr("Cannot check %1: %2").arg(QFileInfo(m_outcome.path).fileName(), m_outcome.error));
        return;
    }
    const pe::CheckResult &result = m_outcome.result;
    QString verdict = tr("Verdict: %1").arg(checkreport::named(result.verdict));
    // The base estimate, as `--check` prints it (17 significant digits).
    if (result.verdict == pe::Verdict::Base)
        verdict += QStringLiteral("\nbase: ")
            + QString::fromStdString(pe::formatCsv(result.estimatedBase));
    if (example)
        verdict = tr("Example: %1").arg(verdict);
    m_verdict->setText(verdict);
    m_explanation->setText(checkreport::explanation(result));
    m_details->setText(checkreport::details(result).join(QLatin1Char('\n')));
    const QString fileTitle = m_outcome.file.sampled(m_outcome.fileRows, m_outcome.fileColumns)
        ? tr("The file: %1 × %2 values (every few rows and columns shown)")
              .arg(m_outcome.fileRows)
              .arg(m_outcome.fileColumns)
        : tr("The file: %1 × %2 values").arg(m_outcome.fileRows).arg(m_outcome.fileColumns);
    m_filePlot->setGrid(m_outcome.file, fileTitle, tr("row"), tr("column"));
    const QString residualTitle = tr("Residual x − PE (%1 positions × %2 components), largest %3")
                                      .arg(result.n)
                                      .arg(result.d)
                                      .arg(display::scientific(result.maxResidualReference, 3));
    m_residualPlot->setGrid(m_outcome.residual, residualTitle, tr("position p"), tr("component j"));
}

void CheckerView::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls() && !event->mimeData()->urls().isEmpty()
        && event->mimeData()->urls().first().isLocalFile())
        event->acceptProposedAction();
}

void CheckerView::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    checkFile(urls.first().toLocalFile());
}

void CheckerView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
