#include "unitcirclesview.h"
#include "deferredrefresh.h"
#include "exportmarks.h"

#include "displayformat.h"
#include "lessonstate.h"
#include "minimumscrollarea.h"
#include "numberfield.h"
#include "numberformat.h"
#include "rotation.h"
#include "unitcircle.h"
#include "viewstyle.h"

#include <QBoxLayout>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace {

QString coloured(const QColor &colour, const QString &text)
{
    // Lightened on a dark palette, so that the blue, vermillion and green stay readable.
    return QStringLiteral("<span style=\"color:%1\">%2</span>")
        .arg(viewstyle::readable(colour).name(), text);
}

QString pairText(const pe::Pair &v)
{
    return QStringLiteral("(%1, %2)").arg(display::number(v[0]), display::number(v[1]));
}

/// The panel: a read-only text browser with the margins the label it replaces had.
class PanelBrowser : public QTextBrowser
{
public:
    explicit PanelBrowser(QWidget *parent) : QTextBrowser(parent)
    {
        setViewportMargins(8, 4, 8, 4);
    }
};

} // namespace

UnitCirclesView::UnitCirclesView(LessonState *state, QWidget *parent)
    : QWidget(parent), m_state(state)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    auto *selector = new QHBoxLayout;
    m_pairLabel = new QLabel(this);
    m_pairSpin = new NumberField(0, 0, this);
    m_pairLabel->setBuddy(m_pairSpin);
    m_functions = new QLabel(this);
    auto *picker = new QHBoxLayout;
    picker->addWidget(m_pairLabel);
    picker->addWidget(m_pairSpin);
    selector->addWidget(exportmarks::controlBar(picker, this)); // left out of exports
    selector->addSpacing(12);
    selector->addWidget(m_functions);
    selector->addStretch(1);
    layout->addLayout(selector);

    // The circle beside the panel when both have their readable width, the panel under the
    // circle otherwise; below the circle's readable height the tab scrolls.
    auto *scroll = new MinimumScrollArea(this);
    auto *content = new QWidget(scroll);
    m_body = new QBoxLayout(QBoxLayout::LeftToRight, content);
    m_body->setContentsMargins(0, 0, 0, 0);
    QBoxLayout *body = m_body;
    m_circle = new UnitCircleWidget(m_state, 0, content);
    body->addWidget(m_circle, 3);
    // A read-only text browser, not a word-wrapped rich-text label in a scroll area: new text
    // there changes the label's height for width and relayouts the scroll area on every move of
    // p or q; the browser lays out only its own document.
    m_panel = new PanelBrowser(content);
    m_panel->setFrameShape(QFrame::NoFrame);
    m_panel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_panel->setFocusPolicy(Qt::ClickFocus);
    m_panel->setOpenLinks(false);
    m_panel->document()->setDocumentMargin(0);
    m_panel->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('0')) * 44);
    applyPanelPalette();
    body->addWidget(m_panel, 2);
    scroll->setContent(content);
    layout->addWidget(scroll, 1);

    connect(m_pairSpin, &NumberField::valueChanged, this, [this](double i) {
        m_circle->setPair(int(i));
        refresh();
    });
    new DeferredRefresh(this, m_state, [this] { refresh(); });
    retranslate();
}

QString UnitCirclesView::panelText() const { return m_panel->toPlainText(); }

bool UnitCirclesView::showPair(int i)
{
    const int count = m_state->encoding().pairCount();
    if (i < 0 || i >= count)
        return false;
    setPairCount(count);
    m_pairSpin->setValue(i); // a new value refreshes the view
    return true;
}

void UnitCirclesView::setPairCount(int count)
{
    // Only a new range is set: NumberField::setRange() asks the layouts again (updateGeometry),
    // and every layout up to the window follows, each QTabWidget on the way repainting all of
    // itself, on every move of q (docs/performance.md).
    if (m_pairSpin->minimum() == 0 && m_pairSpin->maximum() == count - 1)
        return;
    const QSignalBlocker blocker(m_pairSpin);
    m_pairSpin->setRange(0, count - 1);
}

void UnitCirclesView::setPanelHtml(const QString &html)
{
    // Where the reader has scrolled to stays (setHtml moves to the top).
    QScrollBar *bar = m_panel->verticalScrollBar();
    const int scrolled = bar->value();
    m_panel->setHtml(html);
    bar->setValue(scrolled);
}

void UnitCirclesView::applyPanelPalette()
{
    QPalette panel = palette();
    panel.setColor(QPalette::Base, panel.color(QPalette::Window));
    panel.setColor(QPalette::Text, panel.color(QPalette::WindowText));
    m_panel->setPalette(panel);
}

void UnitCirclesView::refresh()
{
    const pe::PositionalEncoding &encoding = m_state->encoding();
    setPairCount(encoding.pairCount());
    const int i = m_pairSpin->intValue();
    m_circle->setPair(i);
    const double denominator = encoding.denominator(i);
    const bool full = m_circle->hasCircle();
    m_functions->setText(full
                             ? tr("%1 and %2, denominator %3")
                                   .arg(QString::fromStdString(
                                            pe::componentLabel(encoding, encoding.sinComponent(i))),
                                        QString::fromStdString(
                                            pe::componentLabel(encoding, encoding.cosComponent(i))),
                                        display::denominatorText(denominator))
                             : tr("%1 only, denominator %2")
                                   .arg(QString::fromStdString(
                                            pe::componentLabel(encoding, encoding.sinComponent(i))),
                                        display::denominatorText(denominator)));
    m_matrixTexts.clear();
    m_errorText.clear();
    m_chordText.clear();

    const qint64 p = m_state->position();
    const qint64 q = m_state->comparison();
    const qint64 k = q - p;
    const QString sub = display::subscript(i);
    const QString pName = coloured(viewstyle::pColour(), QStringLiteral("p = %1").arg(p));
    const QString qName = coloured(viewstyle::qColour(), QStringLiteral("q = %1").arg(q));
    QString html;
    html += QStringLiteral("<p>%1, %2, %3</p>")
                .arg(pName, qName,
                     tr("frequency ω%1 = 1/%2 = %3 rad per position")
                         .arg(sub, display::denominatorText(denominator),
                              display::number(encoding.frequency(i))));
    if (!full) {
        html += QStringLiteral("<p>%1</p>").arg(m_circle->noteText().toHtmlEscaped());
        setPanelHtml(html);
        return;
    }

    const double angleP = encoding.angle(p, i);
    const double angleQ = encoding.angle(q, i);
    const double turn = pe::relativeAngle(encoding, k, i);
    const double wrapped = pe::wrappedAngle(turn);
    const QString direction = wrapped > 0 ? tr("clockwise in the figure")
        : wrapped < 0                     ? tr("counter-clockwise in the figure")
                                          : tr("no turn");
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Angles (radians)"));
    html += QStringLiteral("<table cellspacing=\"2\">");
    const auto row = [](const QString &left, const QString &right) {
        return QStringLiteral("<tr><td>%1</td><td align=\"right\">&nbsp;%2</td></tr>")
            .arg(left, right);
    };
    html += row(coloured(viewstyle::pColour(), QStringLiteral("p·ω%1").arg(sub)),
                display::number(angleP));
    html += row(coloured(viewstyle::qColour(), QStringLiteral("q·ω%1").arg(sub)),
                display::number(angleQ));
    html += row(tr("k = q − p = %1: k·ω%2").arg(k).arg(sub), display::number(turn));
    html += row(tr("wrapped into (−π, π]"),
                QStringLiteral("<b>%1</b>").arg(display::number(wrapped)));
    html += QStringLiteral("</table>");
    // Why the figure shows another number than k·ω_i: the whole turns taken away.
    if (pe::wholeTurns(turn) != 0)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("%1: a whole turn of 2π ends where it started.")
                             .arg(UnitCircleWidget::reducedAngleText(turn)));
    html += QStringLiteral("<p>%1</p>").arg(direction);

    m_chordText = display::number(encoding.pairDistance(p, q, i));
    html += QStringLiteral("<h3>%1</h3><p>%2 <b>%3</b></p>")
                .arg(tr("Chord"),
                     tr("Distance between the two points, |pair %1 of PE(q) − pair %1 of PE(p)|:")
                         .arg(i),
                     coloured(QColor(0x00, 0x7A, 0x59), m_chordText));

    const pe::Matrix2 m = pe::relativeRotation(encoding, k, i);
    for (const double v : m)
        m_matrixTexts << display::number(v);
    html += QStringLiteral("<h3>%1</h3>").arg(tr("The shift by k as a rotation"));
    html += QStringLiteral("<p>M(k, i) = [[cos kω%1, sin kω%1], [−sin kω%1, cos kω%1]] =</p>")
                .arg(sub);
    html
        += QStringLiteral(
               "<table border=\"1\" cellspacing=\"0\" cellpadding=\"5\" style=\"margin-left:16px; "
               "border-color:#888\"><tr><td align=\"right\">%1</td><td align=\"right\">%2</td></tr>"
               "<tr><td align=\"right\">%3</td><td align=\"right\">%4</td></tr></table>")
               .arg(m_matrixTexts.at(0), m_matrixTexts.at(1), m_matrixTexts.at(2),
                    m_matrixTexts.at(3));
    const pe::Pair fromP = pe::encodingPair(encoding, p, i);
    const pe::Pair toQ = pe::encodingPair(encoding, q, i);
    const pe::Pair rotated = pe::apply(m, fromP);
    const double error = pe::rotationError(encoding, p, q, i);
    m_errorText = display::scientific(error);
    html += QStringLiteral("<table cellspacing=\"2\">");
    html += row(tr("pair %1 of PE(p)").arg(i), coloured(viewstyle::pColour(), pairText(fromP)));
    html += row(tr("M(k, i) · pair %1 of PE(p)").arg(i), pairText(rotated));
    html += row(tr("pair %1 of PE(q)").arg(i), coloured(viewstyle::qColour(), pairText(toQ)));
    html += row(tr("error |M·PE(p) − PE(q)|"), QStringLiteral("<b>%1</b>").arg(m_errorText));
    html += QStringLiteral("</table>");
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("M depends only on the shift k, not on p: the same matrix takes every "
                        "position to the one k places later. A model can use this structure; "
                        "that it can does not mean a trained model does."));
    if (!m_state->encodingOn())
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(tr("The encoding is switched off: the inputs get A(p) = 0. The numbers "
                            "here are PE itself, which the switch does not change."));
    setPanelHtml(html);
}

void UnitCirclesView::retranslate()
{
    m_pairLabel->setText(tr("Pair &i:"));
    m_pairSpin->setAccessibleName(tr("Pair i"));
    m_pairSpin->setName(QStringLiteral("i"));
    m_pairSpin->setHelp(tr("The pair shown on the circle"));
    m_circle->setAccessibleDescription(tr("Unit circle of the selected pair"));
    refresh();
}

bool UnitCirclesView::stacked() const { return m_body->direction() == QBoxLayout::TopToBottom; }

void UnitCirclesView::arrange()
{
    // Beside each other when the circle's share (3 of 5) is at least its readable width and
    // the panel's (2 of 5) at least its own.
    const int room = width() - 12 - m_body->spacing();
    const bool side = room * 3 / 5 >= m_circle->minimumSizeHint().width()
        && room * 2 / 5 >= m_panel->minimumWidth();
    const QBoxLayout::Direction direction
        = side ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_body->direction() != direction) {
        m_body->setDirection(direction);
        // Under the circle the panel scrolls: the circle takes most of the height.
        m_body->setStretch(1, direction == QBoxLayout::TopToBottom ? 1 : 2);
    }
}

void UnitCirclesView::resizeEvent(QResizeEvent *event)
{
    arrange();
    // Larger text in the panel when there is room for it (a projector at 1920 x 1080).
    QFont panelFont = font();
    if (width() >= 1300)
        panelFont.setPointSizeF(panelFont.pointSizeF() * 1.15);
    if (m_panel->font() != panelFont)
        m_panel->setFont(panelFont);
    QWidget::resizeEvent(event);
}

void UnitCirclesView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPanelPalette();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        retranslate();
    QWidget::changeEvent(event);
}
