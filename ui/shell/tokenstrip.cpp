#include "tokenstrip.h"

#include "appearance.h"
#include "lessonstate.h"
#include "viewstyle.h"

#include <QCoreApplication>
#include <QEvent>
#include <QPainter>
#include <QPainterPath>

namespace {
constexpr int chipSpacing = 10;
constexpr int chipPaddingX = 14;
constexpr int chipPaddingY = 6;
} // namespace

TokenStrip::TokenStrip(LessonState *state, QWidget *parent) : QWidget(parent), m_state(state)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    connect(m_state, &LessonState::changed, this, [this] {
        updateAccessibleText();
        // A relayout of the window only when the chips need another size (not on every move
        // of the q slider: "q = 7" and "q = 8" take the same room).
        const QSize hint = sizeHint();
        if (hint != m_laidOutHint) {
            m_laidOutHint = hint;
            updateGeometry();
        }
        update();
    });
    m_laidOutHint = sizeHint();
    updateAccessibleText();
}

QList<TokenStrip::Chip> TokenStrip::chips() const
{
    const QString word = QString::fromStdString(m_state->scenario().repeatedWord());
    const qint64 p = m_state->position();
    const qint64 q = m_state->comparison();
    Chip first {word, tr("p = %1").arg(p), 0};
    Chip second {word, tr("q = %1").arg(q), 1};
    if (q < p)
        std::swap(first, second);
    QList<Chip> list {first};
    const qint64 between = (q > p ? q - p : p - q) - 1;
    if (between > 0)
        list.append(Chip {
            QStringLiteral("\u22EF"),
            // p and q are below 2^31, so between (at most 2^31 − 2) fits an int.
            tr("%n token(s) between", nullptr, static_cast<int>(between)),
            2});
    if (q != p)
        list.append(second);
    return list;
}

QStringList TokenStrip::chipTexts() const
{
    QStringList texts;
    for (const Chip &chip : chips())
        texts.append(chip.word + QStringLiteral(" \u00B7 ") + chip.label);
    return texts;
}

void TokenStrip::updateAccessibleText()
{
    setAccessibleName(tr("Token strip"));
    setAccessibleDescription(chipTexts().join(QStringLiteral(", ")));
}

QSize TokenStrip::sizeHint() const
{
    const QFontMetrics fm(font());
    int width = 0;
    for (const Chip &chip : chips())
        width += qMax(fm.horizontalAdvance(chip.word), fm.horizontalAdvance(chip.label))
            + 2 * chipPaddingX + chipSpacing;
    return {width, 2 * fm.height() + 2 * chipPaddingY + 4};
}

QSize TokenStrip::minimumSizeHint() const { return sizeHint(); }

void TokenStrip::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        updateAccessibleText();
        m_laidOutHint = sizeHint();
        updateGeometry();
        update();
    } else if (event->type() == QEvent::FontChange) {
        m_laidOutHint = sizeHint();
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

void TokenStrip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm(font());
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics fmBold(bold);
    // Between window and text: visible on the light, projector and dark palettes alike.
    const QColor gapColour = viewstyle::mix(palette().color(QPalette::Window),
                                            palette().color(QPalette::WindowText), 0.45);
    const qreal lw = Appearance::instance()->lineWidthScale();
    int x = 1;
    const int h = height() - 2;
    for (const Chip &chip : chips()) {
        const int w = qMax(fmBold.horizontalAdvance(chip.word), fm.horizontalAdvance(chip.label))
            + 2 * chipPaddingX;
        const QRectF rect(x, 1, w, h);
        QPainterPath path;
        path.addRoundedRect(rect, 8, 8);
        const QColor colour = chip.kind == 0 ? viewstyle::pColour()
            : chip.kind == 1                 ? viewstyle::qColour()
                                             : gapColour;
        if (chip.kind == 2) {
            painter.setPen(QPen(colour, 1.5 * lw, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
        } else {
            painter.setPen(QPen(colour, 2 * lw));
            QColor fill = colour;
            fill.setAlpha(40);
            painter.setBrush(fill);
        }
        painter.drawPath(path);
        painter.setPen(palette().color(QPalette::WindowText));
        painter.setFont(bold);
        painter.drawText(QRectF(x, 1 + chipPaddingY / 2.0, w, fm.height()), Qt::AlignCenter,
                         chip.word);
        painter.setFont(font());
        // On a dark palette the blue and vermillion labels are lightened to stay readable.
        const bool darkPalette = palette().color(QPalette::Window).lightness() < 128;
        painter.setPen(chip.kind == 2    ? palette().color(QPalette::WindowText)
                           : darkPalette ? colour.lighter(170)
                                         : colour.darker(120));
        painter.drawText(QRectF(x, 1 + chipPaddingY / 2.0 + fm.height(), w, fm.height()),
                         Qt::AlignCenter, chip.label);
        x += w + chipSpacing;
    }
}

QString TokenStrip::beyondSentenceNote(const LessonState &state)
{
    // The texts kept the window's translation context ("MainWindow") when they moved here.
    const auto words = static_cast<qint64>(state.scenario().tokens().size());
    const qint64 p = state.position();
    const qint64 q = state.comparison();
    const int n = static_cast<int>(words);
    if (p >= words && q >= words)
        return QCoreApplication::translate("MainWindow",
                                           "p = %1 and q = %2 lie beyond the %n-word sentence: "
                                           "the same word is imagined in those slots.",
                                           nullptr, n)
            .arg(p)
            .arg(q);
    if (p >= words)
        return QCoreApplication::translate("MainWindow",
                                           "p = %1 lies beyond the %n-word sentence: the same "
                                           "word is imagined in slot %1.",
                                           nullptr, n)
            .arg(p);
    if (q >= words)
        return QCoreApplication::translate("MainWindow",
                                           "q = %1 lies beyond the %n-word sentence: the same "
                                           "word is imagined in slot %1.",
                                           nullptr, n)
            .arg(q);
    return QString();
}
