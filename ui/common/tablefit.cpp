#include "tablefit.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QResizeEvent>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>

#include <algorithm>

namespace {

/// Fits of one change: the table relays its columns out after each font, so a fit takes two or
/// three passes; more would mean widths that do not follow the font.
constexpr int maximumPasses = 6;
/// A table of at most this many rows shows every row (a larger one scrolls up and down).
constexpr int wholeRows = 16;

} // namespace

TableFit::TableFit(QTableView *table, double minimumScale)
    : QObject(table), m_table(table), m_minimumScale(minimumScale)
{
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    m_timer->setInterval(0);
    connect(m_timer, &QTimer::timeout, this, &TableFit::fit);
    m_table->installEventFilter(this);
    m_table->viewport()->installEventFilter(this);
    if (m_table->parentWidget())
        m_table->parentWidget()->installEventFilter(this);
    const auto later = [this] {
        restart();
    };
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this] {
        if (!m_applying)
            m_timer->start();
    });
    if (QAbstractItemModel *model = m_table->model()) {
        connect(model, &QAbstractItemModel::modelReset, this, later);
        connect(model, &QAbstractItemModel::layoutChanged, this, later);
        connect(model, &QAbstractItemModel::columnsInserted, this, later);
        connect(model, &QAbstractItemModel::columnsRemoved, this, later);
        connect(model, &QAbstractItemModel::headerDataChanged, this, later);
        connect(model, &QAbstractItemModel::rowsInserted, this, later);
        connect(model, &QAbstractItemModel::rowsRemoved, this, later);
    }
}

QFont TableFit::inheritedFont() const
{
    return m_table->parentWidget() ? m_table->parentWidget()->font() : QApplication::font(m_table);
}

void TableFit::apply(double scale)
{
    m_scale = scale;
    QFont font = inheritedFont();
    if (scale < 1.0) {
        if (font.pointSizeF() > 0)
            font.setPointSizeF(font.pointSizeF() * scale);
        else
            font.setPixelSize(std::max(1, qRound(font.pixelSize() * scale)));
    }
    if (m_table->font() == font)
        return;
    m_applying = true;
    m_table->setFont(font);
    emit fontChanged();
    m_applying = false;
}

void TableFit::restart()
{
    m_passes = 0;
    m_ceiling = 1.0;
    m_timer->start();
}

void TableFit::fit()
{
    m_timer->stop();
    // A table not on screen has no room of its own yet: it is fitted when shown.
    if (!m_table->isVisible())
        return;
    const QHeaderView *header = m_table->horizontalHeader();
    // The room the columns have: the viewport (less a vertical scroll bar when one is shown).
    int room = m_table->viewport()->width();
    if (room <= 0)
        return;
    // Overflowing: the header is longer than the room (a stretched last section is then at its
    // least size). Fitting: the columns would be as long as the sections not stretched plus what
    // the stretched ones need, which tells whether the font may grow again.
    const int actual = header->length();
    int natural = 0;
    for (int column = 0; column < header->count(); ++column) {
        if (header->isSectionHidden(column))
            continue;
        const bool stretched = header->sectionResizeMode(column) == QHeaderView::Stretch
            || (header->stretchLastSection() && column == header->count() - 1);
        natural += stretched ? std::max(header->sectionSizeHint(column),
                                        static_cast<const QAbstractItemView *>(m_table)
                                            ->sizeHintForColumn(column))
                             : header->sectionSize(column);
    }
    if (actual <= 0 || natural <= 0)
        return;
    // A table of up to wholeRows rows shows them all: its rows' height counts as its columns'
    // width does (a larger table scrolls up and down by design).
    const QHeaderView *rowsHeader = m_table->verticalHeader();
    const bool allRows = m_table->model() && m_table->model()->rowCount() <= wholeRows;
    const int tall = allRows ? rowsHeader->length() : 0;
    const int roomHigh = m_table->viewport()->height();
    double wanted = m_scale;
    const bool wide = actual > room;
    const bool high = allRows && roomHigh > 0 && tall > roomHigh;
    if (wide || high) {
        // Never as large again within this change: a font that overflowed once does again.
        m_ceiling = std::min(m_ceiling, m_scale - 0.01);
        wanted = m_scale * 0.98
            * std::min(wide ? double(room) / actual : 1.0, high ? double(roomHigh) / tall : 1.0);
    } else if (m_scale < 1.0 && natural < 0.94 * room && (!allRows || tall < 0.94 * roomHigh)) {
        wanted = m_scale * 0.98 * double(room) / natural;
        if (allRows && tall > 0)
            wanted = std::min(wanted, m_scale * 0.98 * double(roomHigh) / tall);
        wanted = std::min(wanted, m_ceiling);
    }
    wanted = std::clamp(wanted, m_minimumScale, 1.0);
    if (std::abs(wanted - m_scale) < 0.005 || ++m_passes > maximumPasses)
        return;
    apply(wanted);
    m_timer->start(); // measured again once the table has laid its columns out in the new font
}

bool TableFit::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::Resize: {
        // Another width: fitted from scratch; another height (its rows may no longer fit): fitted
        // again within the passes of the change that may have caused it.
        const auto *resize = static_cast<QResizeEvent *>(event);
        if (watched == m_table->viewport()) {
            if (resize->size().width() != resize->oldSize().width())
                restart();
            else
                m_timer->start();
        }
        break;
    }
    case QEvent::FontChange:
    case QEvent::ApplicationFontChange:
        // The inherited font changed (presentation mode, zoom): from the full size again.
        if (!m_applying && watched == m_table->parentWidget()) {
            apply(1.0);
            restart();
        }
        break;
    case QEvent::Show:
        if (watched == m_table)
            restart();
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}
