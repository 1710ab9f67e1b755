#include "ladderwidget.h"

#include "appearance.h"
#include "contextscaling.h"
#include "deferredrefresh.h"
#include "displayformat.h"
#include "lessonstate.h"
#include "textfit.h"
#include "textrecorder.h"
#include "viewstyle.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace {

QString superscript(int value)
{
    static const QChar digits[]
        = {QChar(0x2070), QChar(0x00B9), QChar(0x00B2), QChar(0x00B3), QChar(0x2074),
           QChar(0x2075), QChar(0x2076), QChar(0x2077), QChar(0x2078), QChar(0x2079)};
    QString text;
    if (value < 0)
        text.append(QChar(0x207B)); // superscript minus
    for (const QChar c : QString::number(std::abs(static_cast<qint64>(value))))
        text.append(digits[c.digitValue()]);
    return text;
}

} // namespace

LadderWidget::LadderWidget(LessonState *state, QWidget *parent) : QWidget(parent), m_state(state)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    new DeferredRefresh(this, m_state, [this] { refresh(); });
    connect(Appearance::instance(), &Appearance::changed, this, [this] {
        updateGeometry();
        update();
    });
    refresh();
}

void LadderWidget::refresh()
{
    const pe::PositionalEncoding *encodings[ladderCount]
        = {&m_state->encoding(), &m_state->secondEncoding()};
    const auto L = static_cast<double>(m_state->trainLength());
    const auto context = static_cast<double>(m_state->contextLength());
    m_lo = std::min(L, context);
    m_hi = std::max(L, context);
    for (int k = 0; k < ladderCount; ++k) {
        const pe::PositionalEncoding &encoding = *encodings[k];
        m_wavelengths[k].clear();
        m_wavelengths[k].reserve(encoding.pairCount());
        for (int i = 0; i < encoding.pairCount(); ++i) {
            const double lambda = encoding.wavelength(i);
            m_wavelengths[k].append(lambda);
            m_lo = std::min(m_lo, lambda);
            m_hi = std::max(m_hi, lambda);
        }
        m_crossing[k] = pe::crossingPair(encoding, m_state->trainLength());
    }
    m_names[0] = tr("base %1").arg(display::compact(m_state->base()));
    m_names[1] = tr("B = %1").arg(display::compact(m_state->secondBase()));
    m_title = tr("Wavelength λᵢ = 2π / ωᵢ of each pair, in positions (log scale)");
    m_title.replace(QStringLiteral(" = "), QStringLiteral("\u00A0=\u00A0"));
    m_title.replace(QStringLiteral(" / "), QStringLiteral("\u00A0/\u00A0"));
    if (m_hoverLadder >= 0 && m_hoverPair >= m_wavelengths[m_hoverLadder].size())
        m_hoverPair = -1;
    emit hoverTextChanged(m_hoverPair >= 0 ? pairText(m_hoverLadder, m_hoverPair) : QString());
    updateGeometry();
    update();
}

LadderWidget::Geometry LadderWidget::geometry() const
{
    Geometry g;
    g.font = font();
    const QFontMetricsF metrics(g.font);
    g.line = metrics.height();
    const qreal margin = std::ceil(g.line * 0.5);
    qreal gutter = 0;
    for (const QString &name : m_names)
        gutter = std::max(gutter, textfit::size(name, g.font).width());
    gutter = std::ceil(gutter + g.line);
    // The last decade label may stand half out of the plot on the right.
    const qreal right = std::ceil(metrics.horizontalAdvance(QStringLiteral("10⁰⁰")) / 2 + margin);
    // The strips take the height there is, from their least (minimumSizeHint()) to four lines.
    const qreal least = std::max<qreal>(24.0, std::ceil(g.line * 1.5));
    const qreal spare = height() - minimumSizeHint().height();
    const qreal stripHeight
        = std::floor(std::clamp<qreal>(least + spare / 2, least, std::max(least, g.line * 4)));
    const qreal top = margin + std::ceil(g.line * 1.3); // L and L' labels
    g.plot = QRectF(margin + gutter, top, std::max<qreal>(10.0, width() - margin - gutter - right),
                    2 * stripHeight + std::ceil(g.line * 0.6));
    g.strips[0] = QRectF(g.plot.left(), top, g.plot.width(), stripHeight);
    g.strips[1] = QRectF(g.plot.left(), g.strips[0].bottom() + std::ceil(g.line * 0.6),
                         g.plot.width(), stripHeight);
    g.axisY = g.strips[1].bottom() + std::ceil(g.line * 0.3);
    // A little room beyond the outermost marks; at least one decade in all.
    // Wavelengths beyond double's range (a base near DBL_MAX) or none yet (0) give no finite
    // logarithm: the axis then keeps to the decades a double can show.
    const auto finiteLog = [](double positions, qreal fallback) {
        const qreal value = std::log10(positions);
        return std::isfinite(value) ? std::clamp<qreal>(value, -320.0, 310.0) : fallback;
    };
    qreal lo = finiteLog(m_lo, 0.0);
    qreal hi = finiteLog(m_hi, std::max<qreal>(lo + 1.0, 310.0));
    if (hi < lo)
        std::swap(lo, hi);
    if (hi - lo < 1.0) {
        const qreal middle = (lo + hi) / 2;
        lo = middle - 0.5;
        hi = middle + 0.5;
    }
    const qreal pad = (hi - lo) * 0.03;
    g.logMin = lo - pad;
    g.logMax = hi + pad;
    return g;
}

qreal LadderWidget::xOf(const Geometry &g, double positions) const
{
    const qreal t = (std::log10(positions) - g.logMin) / (g.logMax - g.logMin);
    return g.plot.left() + t * g.plot.width();
}

qreal LadderWidget::xOf(double positions) const { return xOf(geometry(), positions); }

QRectF LadderWidget::stripRect(int ladder) const { return geometry().strips[ladder]; }

int LadderWidget::pairNear(int ladder, qreal x) const
{
    const Geometry g = geometry();
    int best = -1;
    qreal distance = 0;
    for (int i = 0; i < m_wavelengths[ladder].size(); ++i) {
        const qreal d = std::abs(xOf(g, m_wavelengths[ladder].at(i)) - x);
        if (best < 0 || d < distance) {
            best = i;
            distance = d;
        }
    }
    return best;
}

int LadderWidget::occupiedColumns(int ladder) const
{
    const Geometry g = geometry();
    QList<int> columns;
    for (const double lambda : m_wavelengths[ladder])
        columns.append(static_cast<int>(std::floor(xOf(g, lambda))));
    std::sort(columns.begin(), columns.end());
    return static_cast<int>(std::unique(columns.begin(), columns.end()) - columns.begin());
}

QString LadderWidget::pairText(int ladder, int pair) const
{
    if (ladder < 0 || ladder >= ladderCount || pair < 0 || pair >= m_wavelengths[ladder].size())
        return QString();
    const pe::PositionalEncoding &encoding
        = ladder == 0 ? m_state->encoding() : m_state->secondEncoding();
    const qint64 L = m_state->trainLength();
    QString text = tr("%1, pair i = %2: wavelength λ = %3 positions, frequency ω = %4 rad per "
                      "position, %5 turns within L = %6")
                       .arg(m_names[ladder])
                       .arg(pair)
                       .arg(display::full(encoding.wavelength(pair)),
                            display::full(encoding.frequency(pair)),
                            display::full(pe::turnsWithin(encoding, pair, L)))
                       .arg(L);
    if (encoding.wavelength(pair) > static_cast<double>(L))
        text += tr(": never a full turn in training");
    return text;
}

void LadderWidget::setHovered(int ladder, int pair)
{
    if (ladder == m_hoverLadder && pair == m_hoverPair)
        return;
    m_hoverLadder = pair < 0 ? -1 : ladder;
    m_hoverPair = pair;
    emit hoverTextChanged(pairText(m_hoverLadder, m_hoverPair));
    update();
}

QList<int> LadderWidget::labelledDecades(const Geometry &g) const
{
    const int first = static_cast<int>(std::ceil(g.logMin));
    const int last = static_cast<int>(std::floor(g.logMax));
    const QFontMetricsF metrics(g.font);
    qreal widest = 0;
    for (int e = first; e <= last; ++e)
        widest = std::max(widest, metrics.horizontalAdvance(decadeText(e)));
    const qreal spacing = g.plot.width() / std::max<qreal>(g.logMax - g.logMin, 1e-9);
    const int step = std::max(1, static_cast<int>(std::ceil((widest + g.line) / spacing)));
    QList<int> decades;
    for (int e = first; e <= last; ++e)
        if (e % step == 0)
            decades.append(e);
    return decades;
}

QString LadderWidget::decadeText(int exponent) const
{
    if (exponent >= 0 && exponent <= 3)
        return QString::number(static_cast<int>(std::pow(10, exponent)));
    return QStringLiteral("10") + superscript(exponent);
}

QStringList LadderWidget::tickTexts() const
{
    QStringList texts;
    for (const int e : labelledDecades(geometry()))
        texts.append(decadeText(e));
    return texts;
}

QSize LadderWidget::sizeHint() const
{
    // Strips of four lines each, where there is the room.
    const QSize minimum = minimumSizeHint();
    const qreal line = QFontMetricsF(font()).height();
    const qreal least = std::max<qreal>(24.0, std::ceil(line * 1.5));
    const int grow = static_cast<int>(2 * std::max<qreal>(0.0, std::floor(line * 4) - least));
    return QSize(std::max(minimum.width(), 640), minimum.height() + grow);
}

QSize LadderWidget::minimumSizeHint() const
{
    const QFontMetricsF metrics(font());
    const qreal line = metrics.height();
    qreal gutter = 0;
    for (const QString &name : m_names)
        gutter = std::max(gutter, textfit::size(name, font()).width());
    const qreal stripHeight = std::max<qreal>(24.0, std::ceil(line * 1.5));
    // Margins, L labels, two strips and their gap, the axis, its labels and the title's lines
    // (as many as it takes at this least width).
    const qreal width = std::ceil(gutter + line + 260);
    const qreal titleLines
        = std::max<qreal>(1, textfit::lines(m_title, font(), width - line, QString()).size());
    const qreal height = line * 0.5 * 2 + std::ceil(line * 1.3) + 2 * stripHeight
        + std::ceil(line * 0.6) + std::ceil(line * 0.3) + line * 1.6 + titleLines * line;
    return QSize(static_cast<int>(std::ceil(width)), static_cast<int>(std::ceil(height)));
}

QList<TextBox> LadderWidget::textBoxes() const
{
    return textrecorder::record(const_cast<LadderWidget *>(this));
}

QList<DataMark> LadderWidget::dataMarks() const
{
    const Geometry g = geometry();
    return {{QStringLiteral("ladder A"), g.strips[0]}, {QStringLiteral("ladder B"), g.strips[1]}};
}

void LadderWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const Geometry g = geometry();
    const QColor background = palette().color(QPalette::Base);
    const QColor ink = palette().color(QPalette::WindowText);
    const QColor axisColour = viewstyle::mix(background, ink, 0.55);
    const QColor seen = viewstyle::readable(viewstyle::pColour());
    const QColor unseen = viewstyle::readable(viewstyle::qColour());
    const qreal lw = Appearance::instance()->lineWidthScale();
    painter.fillRect(rect(), background);
    painter.setFont(g.font);
    const QFontMetricsF metrics(g.font);
    const auto L = static_cast<double>(m_state->trainLength());
    const auto context = static_cast<double>(m_state->contextLength());

    // The strips: a light frame, the marks per pixel column.
    for (int k = 0; k < ladderCount; ++k) {
        const QRectF strip = g.strips[k];
        painter.setPen(QPen(viewstyle::mix(background, ink, 0.25), 1.0));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(strip);
        painter.setPen(ink);
        painter.drawText(QRectF(0, strip.top(), g.plot.left() - g.line * 0.5, strip.height()),
                         Qt::AlignRight | Qt::AlignVCenter, m_names[k]);
        const QList<double> &lambdas = m_wavelengths[k];
        // Wide columns for few pairs, one pixel when they crowd.
        const qreal markWidth
            = lambdas.size() * 3 < g.plot.width() ? std::max<qreal>(2.0, 2.0 * lw) : 1.0;
        int lastColumn = std::numeric_limits<int>::min();
        for (int i = 0; i < lambdas.size(); ++i) {
            const qreal x = xOf(g, lambdas.at(i));
            const int column = static_cast<int>(std::floor(x));
            const bool crossing = i == m_crossing[k];
            if (column == lastColumn && !crossing)
                continue; // a dense strip: the column is already filled
            lastColumn = column;
            const QColor colour = lambdas.at(i) > L ? unseen : seen;
            const qreal inset = crossing ? 1.0 : strip.height() * 0.2;
            const qreal w = crossing ? std::max<qreal>(markWidth, 3.0 * lw) : markWidth;
            painter.fillRect(QRectF(x - w / 2, strip.top() + inset, w, strip.height() - 2 * inset),
                             colour);
        }
        if (k == m_hoverLadder && m_hoverPair >= 0 && m_hoverPair < lambdas.size()) {
            const qreal x = xOf(g, lambdas.at(m_hoverPair));
            painter.setPen(QPen(ink, 1.5 * lw));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(QRectF(x - 3 * lw, strip.top() - 2, 6 * lw, strip.height() + 4));
        }
    }

    // The axis with its decades.
    painter.setPen(QPen(axisColour, lw));
    painter.drawLine(QPointF(g.plot.left(), g.axisY), QPointF(g.plot.right(), g.axisY));
    const QList<int> labelled = labelledDecades(g);
    for (int e = static_cast<int>(std::ceil(g.logMin)); e <= static_cast<int>(std::floor(g.logMax));
         ++e) {
        const qreal x = xOf(g, std::pow(10.0, e));
        painter.setPen(QPen(axisColour, lw));
        painter.drawLine(QPointF(x, g.axisY), QPointF(x, g.axisY + g.line * 0.3));
        if (!labelled.contains(e))
            continue;
        const QString text = decadeText(e);
        const qreal w = metrics.horizontalAdvance(text);
        painter.setPen(ink);
        painter.drawText(QPointF(x - w / 2, g.axisY + g.line * 0.4 + metrics.ascent()), text);
    }
    // The axis title, in lines that fit the widget (two at most at its least width).
    const QStringList titleLines = textfit::lines(m_title, g.font, width() - g.line, QString());
    qreal baseline = g.axisY + g.line * 1.6 + metrics.ascent();
    for (const QString &text : titleLines) {
        const qreal w = textfit::size(text, g.font).width();
        painter.drawText(QPointF(std::max<qreal>((width() - w) / 2, 0.0), baseline), text);
        baseline += g.line;
    }

    // L (solid) and L' (dashed) through both strips; the smaller's label left of its line.
    const bool same = m_state->trainLength() == m_state->contextLength();
    struct Length
    {
        double value;
        QString text;
        Qt::PenStyle style;
    };
    QList<Length> lengths;
    if (same) {
        lengths.append({L, tr("L = L′ = %1").arg(m_state->trainLength()), Qt::SolidLine});
    } else {
        lengths.append({L, tr("L = %1").arg(m_state->trainLength()), Qt::SolidLine});
        lengths.append({context, tr("L′ = %1").arg(m_state->contextLength()), Qt::DashLine});
    }
    for (const Length &length : std::as_const(lengths)) {
        const qreal x = xOf(g, length.value);
        QPen pen(ink, 1.5 * lw, length.style);
        painter.setPen(pen);
        painter.drawLine(QPointF(x, g.strips[0].top() - g.line * 0.3),
                         QPointF(x, g.strips[1].bottom() + 1));
        const qreal w = metrics.horizontalAdvance(length.text);
        const bool smaller = !same && length.value == std::min(L, context);
        qreal left = smaller ? x - w - g.line * 0.3 : x + g.line * 0.3;
        left = std::clamp<qreal>(left, 1.0, std::max<qreal>(1.0, width() - w - 1));
        painter.setPen(ink);
        painter.drawText(QPointF(left, g.strips[0].top() - g.line * 0.4 - metrics.descent()),
                         length.text);
    }
}

void LadderWidget::mouseMoveEvent(QMouseEvent *event)
{
    const Geometry g = geometry();
    const QPointF at = event->position();
    for (int k = 0; k < ladderCount; ++k)
        if (g.strips[k].adjusted(0, -3, 0, 3).contains(at)) {
            setHovered(k, pairNear(k, at.x()));
            return;
        }
    setHovered(-1, -1);
}

void LadderWidget::leaveEvent(QEvent *event)
{
    setHovered(-1, -1);
    QWidget::leaveEvent(event);
}

void LadderWidget::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        refresh();
    else if (event->type() == QEvent::FontChange) {
        updateGeometry();
        update();
    }
}
