#include "permutationdiagram.h"

#include "layoutcomparison.h"
#include "textrecorder.h"
#include "viewstyle.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

PermutationDiagram::PermutationDiagram(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("permutationDiagram"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setWidth(8);
}

void PermutationDiagram::setWidth(int d)
{
    m_d = d;
    m_targets = pe::interleavedToConcatenated(d);
    updateGeometry();
    update();
}

int PermutationDiagram::boxWidth() const
{
    // As wide as the widest label of this d: "cos <last pair>" or "[d - 1]".
    const QFontMetrics metrics(font());
    const int last = std::max(0, m_d - 1);
    return std::max(metrics.horizontalAdvance(tr("cos %1").arg(last / 2)),
                    metrics.horizontalAdvance(QStringLiteral("[%1]").arg(last)))
        + 2 * metrics.averageCharWidth();
}

int PermutationDiagram::boxHeight() const { return QFontMetrics(font()).height() * 2 + 6; }

int PermutationDiagram::gapWidth() const { return QFontMetrics(font()).averageCharWidth() * 3; }

int PermutationDiagram::shownPairs() const
{
    const int pairs = (m_d + 1) / 2;
    const int spacing = 4;
    // Both rows hold 2 boxes per pair, and the lower one a gap mark.
    const int room = std::max(0, width() - 2 * gapWidth());
    const int fit = room / (2 * (boxWidth() + spacing));
    return std::clamp(fit, 1, std::max(1, pairs));
}

QSize PermutationDiagram::sizeHint() const
{
    const int line = QFontMetrics(font()).height();
    return {(boxWidth() + 4) * std::min(m_d, 16) + 2 * gapWidth(), boxHeight() * 2 + line * 3};
}

QSize PermutationDiagram::minimumSizeHint() const
{
    const int line = QFontMetrics(font()).height();
    return {2 * (boxWidth() + 4) + 2 * gapWidth(), boxHeight() * 2 + line * 3};
}

QList<TextBox> PermutationDiagram::textBoxes() const
{
    return textrecorder::record(const_cast<PermutationDiagram *>(this));
}

void PermutationDiagram::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange) {
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

void PermutationDiagram::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const int spacing = 4;
    const int w = boxWidth();
    const int h = boxHeight();
    const int pairs = shownPairs();
    const int shown = std::min(m_d, 2 * pairs);
    const int topY = 2;
    const int bottomY = height() - h - 2;

    const auto label = [this](int j) {
        // The function held by interleaved component j.
        return j % 2 == 0 ? tr("sin %1").arg(j / 2) : tr("cos %1").arg(j / 2);
    };
    const QColor sinColour = viewstyle::sinColour();
    const QColor cosColour = viewstyle::cosColour();
    const auto drawBox = [&](const QRect &box, int index, int j) {
        QColor fill = j % 2 == 0 ? sinColour : cosColour;
        fill.setAlpha(60);
        painter.setPen(QPen(j % 2 == 0 ? sinColour : cosColour, 1.5));
        painter.setBrush(fill);
        painter.drawRect(box);
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(box.adjusted(0, 2, 0, -h / 2), Qt::AlignCenter,
                         QStringLiteral("[%1]").arg(index));
        painter.drawText(box.adjusted(0, h / 2 - 2, 0, -2), Qt::AlignCenter, label(j));
    };

    // The upper row: interleaved components 0 .. shown-1.
    std::vector<QRect> upper;
    for (int j = 0; j < shown; ++j) {
        const QRect box(j * (w + spacing), topY, w, h);
        upper.push_back(box);
        drawBox(box, j, j);
    }
    // The lower row: their targets in ascending order, a gap mark where the indices jump.
    std::vector<std::pair<int, int>> lower; // (target, source j)
    for (int j = 0; j < shown; ++j)
        lower.emplace_back(m_targets[std::size_t(j)], j);
    std::sort(lower.begin(), lower.end());
    std::vector<QRect> lowerBoxes(static_cast<std::size_t>(shown));
    int x = 0;
    for (std::size_t k = 0; k < lower.size(); ++k) {
        if (k > 0 && lower[k].first != lower[k - 1].first + 1) {
            // Three dots (drawn, not text) for the components left out in between.
            painter.setPen(Qt::NoPen);
            painter.setBrush(palette().color(QPalette::WindowText));
            const qreal dot = std::max<qreal>(1.5, QFontMetricsF(font()).height() / 10.0);
            for (int n = -1; n <= 1; ++n)
                painter.drawEllipse(QPointF(x + gapWidth() / 2.0 + n * 3 * dot, bottomY + h / 2.0),
                                    dot, dot);
            x += gapWidth();
        }
        const QRect box(x, bottomY, w, h);
        lowerBoxes[std::size_t(lower[k].second)] = box;
        drawBox(box, lower[k].first, lower[k].second);
        x += w + spacing;
    }
    // Arrows from each interleaved component to its place in the concatenated vector.
    for (int j = 0; j < shown; ++j) {
        const QPointF from(upper[std::size_t(j)].center().x(), upper[std::size_t(j)].bottom() + 2);
        const QPointF to(lowerBoxes[std::size_t(j)].center().x(),
                         lowerBoxes[std::size_t(j)].top() - 2);
        const QColor colour = j % 2 == 0 ? sinColour : cosColour;
        painter.setPen(QPen(colour, 1.5));
        painter.setBrush(Qt::NoBrush);
        painter.drawLine(from, to);
        const double angle = std::atan2(to.y() - from.y(), to.x() - from.x());
        const double size = 7.0;
        QPainterPath head;
        head.moveTo(to);
        head.lineTo(to.x() - size * std::cos(angle - 0.4), to.y() - size * std::sin(angle - 0.4));
        head.lineTo(to.x() - size * std::cos(angle + 0.4), to.y() - size * std::sin(angle + 0.4));
        head.closeSubpath();
        painter.setBrush(colour);
        painter.drawPath(head);
    }
}
