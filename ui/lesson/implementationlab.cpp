#include "implementationlab.h"

#include "implementationcheckmodel.h"
#include "lessonstate.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

ImplementationLab::ImplementationLab(LessonState *state, QWidget *parent)
    : QWidget(parent),
      m_model(new ImplementationCheckModel(state, this)),
      m_view(new QTableView(this)),
      m_intro(new QLabel(this)),
      m_explanation(new QLabel(this))
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
    layout->addWidget(m_intro);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_explanation);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ImplementationLab::updateExplanation);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ImplementationLab::updateExplanation);
    m_view->setCurrentIndex(m_model->index(0, 0));
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
        checks += QStringLiteral("<li>%1 \u2014 %2 (%3)</li>")
                          .arg(m_model->headerData(column, Qt::Horizontal, Qt::ToolTipRole)
                                       .toString()
                                       .toHtmlEscaped(),
                               index.data().toString().toHtmlEscaped(),
                               index.data(ImplementationCheckModel::DetailRole).toString().toHtmlEscaped());
    }
    m_explanation->setText(QStringLiteral("<b>%1</b><br>%2<ul>%3</ul>")
                                   .arg(ImplementationCheckModel::name(implementation).toHtmlEscaped(),
                                        ImplementationCheckModel::explanation(implementation)
                                                .toHtmlEscaped(),
                                        checks));
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

void ImplementationLab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
