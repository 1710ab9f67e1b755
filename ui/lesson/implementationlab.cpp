#include "implementationlab.h"

#include "tablefit.h"
#include "implementationcheckmodel.h"
#include "lessonstate.h"
#include "steadywrapbox.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

ImplementationLab::ImplementationLab(LessonState *state, QWidget *parent)
    : QWidget(parent)
    , m_model(new ImplementationCheckModel(state, this))
    , m_view(new QTableView(this))
    , m_intro(new QLabel(this))
    , m_explanation(new QLabel(this))
{
    m_model->deferWhileHidden(this);
    auto *layout = new QVBoxLayout(this);
    m_intro->setWordWrap(true);
    m_explanation->setWordWrap(true);
    m_explanation->setFrameShape(QFrame::StyledPanel);
    m_explanation->setMargin(8);
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(true);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(ImplementationCheckModel::NameColumn,
                                                     QHeaderView::Stretch);
    m_view->horizontalHeader()->setStretchLastSection(false);
    new TableFit(m_view); // every column in view, the font smaller rather than scroll
    layout->addWidget(m_intro);
    layout->addWidget(m_view, 1);
    layout->addWidget(new SteadyWrapBox(m_explanation, this));
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ImplementationLab::updateExplanation);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ImplementationLab::updateExplanation);
    m_view->setCurrentIndex(m_model->index(0, 0));
    m_view->installEventFilter(this);
    m_view->viewport()->installEventFilter(this);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ImplementationLab::fitHeaders);
    retranslate();
}

void ImplementationLab::updateExplanation()
{
    const int row = qMax(0, m_view->currentIndex().row());
    const pe::Implementation implementation = m_model->implementation(row);
    QString checks;
    for (int column : {ImplementationCheckModel::SlotColumn, ImplementationCheckModel::UnitColumn,
                       ImplementationCheckModel::WidthColumn}) {
        const QModelIndex index = m_model->index(row, column);
        checks
            += QStringLiteral("<li>%1 \u2014 %2 (%3)</li>")
                   .arg(
                       m_model->headerData(column, Qt::Horizontal, Qt::ToolTipRole)
                           .toString()
                           .toHtmlEscaped(),
                       index.data().toString().toHtmlEscaped(),
                       index.data(ImplementationCheckModel::DetailRole).toString().toHtmlEscaped());
    }
    m_explanation->setText(
        QStringLiteral("<b>%1</b><br>%2<ul>%3</ul>")
            .arg(ImplementationCheckModel::name(implementation).toHtmlEscaped(),
                 ImplementationCheckModel::explanation(implementation).toHtmlEscaped(), checks));
}

void ImplementationLab::retranslate()
{
    m_intro->setText(tr("The same word sits in slots p and q. Each row adds the position signal "
                        "its own way; the lesson's checks run without knowing the embedding E. "
                        "Select a row to read what goes wrong."));
    m_view->setAccessibleName(tr("Implementation checks"));
    m_model->retranslate();
    updateExplanation();
}

void ImplementationLab::fitHeaders()
{
    QHeaderView *header = m_view->horizontalHeader();
    const QFontMetrics headerMetrics(header->font());
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    // The check columns as wide as they would be with one-line headers (a two-line header is
    // the one-line text with one space turned into a line break).
    int checks = 0;
    for (int column = ImplementationCheckModel::SlotColumn;
         column < ImplementationCheckModel::ColumnCount; ++column) {
        const QString text = m_model->headerData(column, Qt::Horizontal)
                                 .toString()
                                 .replace(QLatin1Char('\n'), QLatin1Char(' '));
        checks += std::max(headerMetrics.horizontalAdvance(text) + 2 * margin + 4,
                           static_cast<QAbstractItemView *>(m_view)->sizeHintForColumn(column));
    }
    // The name column needs at least its longest word.
    const QFontMetrics cellMetrics(m_view->font());
    int longestWord = headerMetrics.horizontalAdvance(
        m_model->headerData(ImplementationCheckModel::NameColumn, Qt::Horizontal).toString());
    for (int row = 0; row < m_model->rowCount(); ++row)
        for (const QString &word : m_model->index(row, ImplementationCheckModel::NameColumn)
                                       .data()
                                       .toString()
                                       .split(QLatin1Char(' '), Qt::SkipEmptyParts))
            longestWord = std::max(longestWord, cellMetrics.horizontalAdvance(word));
    const int nameNeeds = longestWord + 4 * cellMetrics.averageCharWidth();
    m_model->setTwoLineHeaders(m_view->viewport()->width() < checks + nameNeeds);
}

void ImplementationLab::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitHeaders();
}

void ImplementationLab::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    fitHeaders();
}

bool ImplementationLab::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == m_view->viewport() && event->type() == QEvent::Resize)
        || (watched == m_view && event->type() == QEvent::FontChange))
        fitHeaders();
    return QWidget::eventFilter(watched, event);
}

void ImplementationLab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        fitHeaders();
}
