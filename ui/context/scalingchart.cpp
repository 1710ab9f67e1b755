#include "scalingchart.h"

#include "appearance.h"
#include "displayformat.h"
#include "scalingmodel.h"
#include "textfit.h"
#include "textrecorder.h"
#include "viewstyle.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

ScalingChart::ScalingChart(ScalingModel *model, double factor, QWidget *parent)
    : QWidget(parent), m_model(model), m_factor(factor)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    connect(m_model, &QAbstractItemModel::modelReset, this, qOverload<>(&QWidget::update));
    connect(Appearance::instance(), &Appearance::changed, this, [this] {
        updateGeometry();
        update();
    });
}

void ScalingChart::setFactor(double factor)
{
    m_factor = factor;
    update();
}

ScalingChart::Range ScalingChart::range() const
{
    double lo = std::min(1.0, 1.0 / m_factor);
    double hi = std::max(1.0, 1.0 / m_factor);
    for (const double ratio : m_model->ratios()) {
        lo = std::min(lo, ratio);
        hi = std::max(hi, ratio);
    }
    Range r;
    r.logLo = std::log10(lo);
    r.logHi = std::log10(hi);
    if (r.logHi - r.logLo < 0.2) {
        const double middle = (r.logLo + r.logHi) / 2;
        r.logLo = middle - 0.1;
        r.logHi = middle + 0.1;
    }
    const double pad = (r.logHi - r.logLo) * 0.08;
    r.logLo -= pad;
    r.logHi += pad;
    return r;
}

qreal ScalingChart::yOf(const QRectF &plot, const Range &r, double ratio) const
{
    const qreal t = (std::log10(ratio) - r.logLo) / (r.logHi - r.logLo);
    return plot.bottom() - t * plot.height();
}

QRectF ScalingChart::plotRect() const
{
    const QFontMetricsF metrics(font());
    const qreal line = metrics.height();
    const QString oneOverS = tr("1/s = %1").arg(display::compact(1.0 / m_factor));
    const qreal left = std::ceil(
        std::max({metrics.horizontalAdvance(tr("unchanged: 1")),
                  metrics.horizontalAdvance(oneOverS), metrics.horizontalAdvance(tr("ω′ᵢ / ωᵢ"))})
        + line);
    return QRectF(left, line * 1.6, std::max<qreal>(10.0, width() - left - line),
                  std::max<qreal>(10.0, height() - line * 1.6 - line * 2.6));
}

QPointF ScalingChart::dotOf(int pair) const
{
    const QRectF plot = plotRect();
    const int pairs = static_cast<int>(m_model->ratios().size());
    const qreal x
        = pairs <= 1 ? plot.center().x() : plot.left() + plot.width() * pair / qreal(pairs - 1);
    return {x, yOf(plot, range(), m_model->ratios().at(pair))};
}

QSize ScalingChart::sizeHint() const { return QSize(640, minimumSizeHint().height() + 60); }

QSize ScalingChart::minimumSizeHint() const
{
    const qreal line = QFontMetricsF(font()).height();
    return QSize(static_cast<int>(line * 16), static_cast<int>(std::ceil(line * 4.2 + 60)));
}

QList<TextBox> ScalingChart::textBoxes() const
{
    return textrecorder::record(const_cast<ScalingChart *>(this));
}

QList<DataMark> ScalingChart::dataMarks() const { return {{QStringLiteral("plot"), plotRect()}}; }

void ScalingChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QColor background = palette().color(QPalette::Base);
    const QColor ink = palette().color(QPalette::WindowText);
    const QColor grid = viewstyle::mix(background, ink, 0.35);
    const qreal lw = Appearance::instance()->lineWidthScale();
    painter.fillRect(rect(), background);
    painter.setFont(font());
    const QFontMetricsF metrics(font());
    const qreal line = metrics.height();
    const QRectF plot = plotRect();
    const Range r = range();
    painter.setPen(QPen(grid, 1.0));
    painter.drawRect(plot);

    // The reference lines 1 and 1/s, labelled left of the plot.
    const auto reference = [&](double ratio, const QString &text, Qt::PenStyle style) {
        const qreal y = yOf(plot, r, ratio);
        painter.setPen(QPen(grid, 1.5 * lw, style));
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setPen(ink);
        const QSizeF size = textfit::size(text, font());
        painter.drawText(QPointF(plot.left() - line * 0.4 - size.width(),
                                 y - size.height() / 2 + metrics.ascent()),
                         text);
    };
    const bool same = std::abs(m_factor - 1.0) < 1e-12;
    reference(1.0, tr("unchanged: 1"), Qt::SolidLine);
    if (!same && std::abs(yOf(plot, r, 1.0) - yOf(plot, r, 1.0 / m_factor)) > line)
        reference(1.0 / m_factor, tr("1/s = %1").arg(display::compact(1.0 / m_factor)),
                  Qt::DashLine);

    // The dots, one per pixel column when they crowd.
    const std::vector<double> &ratios = m_model->ratios();
    const auto &check = m_model->check();
    const int pairs = static_cast<int>(ratios.size());
    const qreal radius = pairs * 4 < plot.width() ? 3.0 * lw : 1.0 * lw;
    const QColor pass = viewstyle::readable(viewstyle::pColour());
    const QColor fail = viewstyle::readable(viewstyle::qColour());
    painter.setPen(Qt::NoPen);
    int lastColumn = -1;
    for (int i = 0; i < pairs; ++i) {
        const QPointF dot = dotOf(i);
        const int column = static_cast<int>(std::floor(dot.x()));
        if (column == lastColumn && radius <= 1.0 * lw)
            continue;
        lastColumn = column;
        painter.setBrush(check.at(i).passes ? pass : fail);
        painter.drawEllipse(dot, radius, radius);
    }

    // Titles: the quantity over the plot, pairs under it.
    painter.setPen(ink);
    painter.drawText(QPointF(plot.left(), plot.top() - line * 0.4 - metrics.descent()),
                     tr("ω′ᵢ / ωᵢ"));
    const QString first = QStringLiteral("0");
    const QString last = QString::number(std::max(0, pairs - 1));
    const qreal labelY = plot.bottom() + line * 0.2 + metrics.ascent();
    painter.drawText(QPointF(plot.left(), labelY), first);
    if (pairs > 1)
        painter.drawText(QPointF(plot.right() - metrics.horizontalAdvance(last), labelY), last);
    const QString title = tr("pair i");
    const qreal titleWidth = metrics.horizontalAdvance(title);
    painter.drawText(
        QPointF(std::max<qreal>(0.0, plot.center().x() - titleWidth / 2), labelY + line * 1.2),
        title);
}

void ScalingChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange) {
        updateGeometry();
        update();
    }
}
