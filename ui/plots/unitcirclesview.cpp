#include "unitcirclesview.h"
#include "deferredrefresh.h"
#include "exportmarks.h"

#include "appearance.h"
#include "displayformat.h"
#include "lessonstate.h"
#include "minimumscrollarea.h"
#include "numberfield.h"
#include "numberformat.h"
#include "rotation.h"
#include "steadylabel.h"
#include "steadywrapbox.h"
#include "unitcircle.h"
#include "viewstyle.h"

#include <QBoxLayout>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

namespace {

const QColor chordColour(0x00, 0x7A, 0x59);

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

/// A font that sets only what it names (bold, italic): the rest follows the readout's font
/// (zoom, presentation mode).
QFont emphasis(bool bold, bool italic = false)
{
    QFont font;
    if (bold)
        font.setBold(true);
    if (italic)
        font.setItalic(true);
    return font;
}

/// A plain-text label of the readout.
QLabel *plainLabel(QWidget *parent, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(alignment);
    return label;
}

/// A word-wrapped plain-text label (a sentence that changes with the pair or the language).
QLabel *wrappedLabel(QWidget *parent)
{
    QLabel *label = plainLabel(parent, Qt::AlignLeft | Qt::AlignTop);
    label->setWordWrap(true);
    return label;
}

/// A block of the readout: a grid without margins.
QGridLayout *blockGrid(QWidget *block)
{
    auto *grid = new QGridLayout(block);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(2);
    return grid;
}

/// Sets a label's text colour alone (the rest of its palette follows its parent).
void setTextColour(QLabel *label, const QColor &colour)
{
    QPalette palette;
    palette.setColor(QPalette::WindowText, viewstyle::readable(colour));
    label->setPalette(palette);
}

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

    // The circle beside the readout when both have their readable width, the readout under the
    // circle otherwise; below the circle's readable height the tab scrolls.
    auto *scroll = new MinimumScrollArea(this);
    m_scroll = scroll;
    auto *content = new QWidget(scroll);
    m_body = new QBoxLayout(QBoxLayout::LeftToRight, content);
    m_body->setContentsMargins(0, 0, 0, 0);
    m_circle = new UnitCircleWidget(m_state, 0, content);
    m_body->addWidget(m_circle, 3);
    // The readout scrolls inside itself when the room left by the circle is too short for it.
    m_panelScroll = new QScrollArea(content);
    m_panelScroll->setFrameShape(QFrame::NoFrame);
    m_panelScroll->setWidgetResizable(true);
    m_panel = new QWidget;
    m_panel->setObjectName(QStringLiteral("readout"));
    buildPanel();
    m_panelScroll->setWidget(m_panel);
    m_body->addWidget(m_panelScroll, 2);
    scroll->setContent(content);
    content->installEventFilter(this); // its new size arranges the readout again
    layout->addWidget(scroll, 1);

    connect(m_pairSpin, &NumberField::valueChanged, this, [this](double i) {
        m_circle->setPair(int(i));
        refresh();
        // Another pair's numbers: the labels fitted to them alone (not to the widest a pair
        // shown before needed), so that the readout does not depend on the pairs seen before
        // (the window's export equals the command line's).
        refitPanel();
    });
    new DeferredRefresh(this, m_state, [this] { refresh(); });
    connect(Appearance::instance(), &Appearance::changed, this, [this] { arrange(); });
    applyPanelPalette();
    retranslate();
}

void UnitCirclesView::buildPanel()
{
    m_panelGrid = new QGridLayout(m_panel);
    m_panelGrid->setContentsMargins(8, 4, 8, 4);
    m_panelGrid->setHorizontalSpacing(24);
    m_panelGrid->setVerticalSpacing(10);
    const auto steady = [this](QWidget *parent, Qt::Alignment alignment) {
        QLabel *label = plainLabel(parent, alignment);
        m_steady.append(label);
        return label;
    };
    const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
    const Qt::Alignment left = Qt::AlignLeft | Qt::AlignVCenter;

    // p, q and the frequency; the note that replaces the rest without a cos partner.
    m_introBlock = new QWidget(m_panel);
    auto *intro = blockGrid(m_introBlock);
    m_intro = new QLabel;
    m_intro->setTextFormat(Qt::RichText);
    m_intro->setWordWrap(true);
    intro->addWidget(new SteadyWrapBox(m_intro, m_introBlock), 0, 0);
    m_lone = wrappedLabel(m_introBlock);
    intro->addWidget(m_lone, 1, 0);

    // The angles: p·ω, q·ω, k·ω and k·ω wrapped, the whole turns taken away, the direction.
    m_anglesBlock = new QWidget(m_panel);
    auto *angles = blockGrid(m_anglesBlock);
    m_anglesHeading = plainLabel(m_anglesBlock);
    m_anglesHeading->setFont(emphasis(true));
    angles->addWidget(m_anglesHeading, 0, 0, 1, 2);
    for (int row = 0; row < 4; ++row) {
        m_angles[row].name = steady(m_anglesBlock, left);
        m_angles[row].value = steady(m_anglesBlock, right);
        angles->addWidget(m_angles[row].name, row + 1, 0);
        angles->addWidget(m_angles[row].value, row + 1, 1, Qt::AlignRight);
    }
    m_angles[3].value->setFont(emphasis(true));
    m_turnNote = wrappedLabel(nullptr);
    m_turnNoteBox = new SteadyWrapBox(m_turnNote, m_anglesBlock);
    angles->addWidget(m_turnNoteBox, 5, 0, 1, 2);
    m_direction = steady(m_anglesBlock, left);
    angles->addWidget(m_direction, 6, 0, 1, 2, Qt::AlignLeft);
    // The compact readout's frequency (the line on p, q and the frequency left out).
    m_frequency.name = steady(m_anglesBlock, left);
    m_frequency.value = steady(m_anglesBlock, right);
    angles->addWidget(m_frequency.name, 7, 0);
    angles->addWidget(m_frequency.value, 7, 1, Qt::AlignRight);
    angles->setColumnStretch(2, 1);

    // The chord.
    m_chordBlock = new QWidget(m_panel);
    auto *chord = blockGrid(m_chordBlock);
    m_chordHeading = plainLabel(m_chordBlock);
    m_chordHeading->setFont(emphasis(true));
    chord->addWidget(m_chordHeading, 0, 0);
    m_chordSentence = wrappedLabel(m_chordBlock);
    chord->addWidget(m_chordSentence, 1, 0);
    m_chord = steady(m_chordBlock, left);
    m_chord->setFont(emphasis(true));
    chord->addWidget(m_chord, 2, 0, Qt::AlignLeft);

    // The rotation M(k, i) as a formula and as a 2 × 2 matrix in a box.
    m_rotationBlock = new QWidget(m_panel);
    auto *rotation = blockGrid(m_rotationBlock);
    m_rotationHeading = plainLabel(m_rotationBlock);
    m_rotationHeading->setFont(emphasis(true));
    rotation->addWidget(m_rotationHeading, 0, 0);
    m_formula = wrappedLabel(m_rotationBlock);
    rotation->addWidget(m_formula, 1, 0);
    m_matrixFrame = new QFrame(m_rotationBlock);
    m_matrixFrame->setFrameShape(QFrame::Box);
    auto *matrix = new QGridLayout(m_matrixFrame);
    matrix->setContentsMargins(8, 4, 8, 4);
    matrix->setHorizontalSpacing(16);
    for (int k = 0; k < 4; ++k) {
        m_matrix[k] = steady(m_matrixFrame, right);
        matrix->addWidget(m_matrix[k], k / 2, k % 2, Qt::AlignRight);
    }
    auto *indent = new QHBoxLayout;
    indent->addSpacing(16);
    indent->addWidget(m_matrixFrame);
    indent->addStretch(1);
    rotation->addLayout(indent, 2, 0);

    // The check that M(k, i) takes pair i of PE(p) to pair i of PE(q).
    m_checkBlock = new QWidget(m_panel);
    auto *check = blockGrid(m_checkBlock);
    for (int row = 0; row < 4; ++row) {
        m_check[row].name = steady(m_checkBlock, left);
        m_check[row].value = steady(m_checkBlock, right);
        check->addWidget(m_check[row].name, row, 0);
        check->addWidget(m_check[row].value, row, 1, Qt::AlignRight);
    }
    m_check[3].value->setFont(emphasis(true));
    check->setColumnStretch(2, 1);

    // What M means, and the note on the encoding switched off.
    m_remarksBlock = new QWidget(m_panel);
    auto *remarks = blockGrid(m_remarksBlock);
    m_explanation = wrappedLabel(m_remarksBlock);
    remarks->addWidget(m_explanation, 0, 0);
    m_offNote = wrappedLabel(m_remarksBlock);
    m_offNote->setFont(emphasis(false, true));
    remarks->addWidget(m_offNote, 1, 0);

    placeBlocks(false);
}

QString UnitCirclesView::panelText() const
{
    QStringList lines;
    const auto add = [&](const QLabel *label) {
        if (label->isVisibleTo(m_panel) && !label->text().isEmpty())
            lines << (label->textFormat() == Qt::RichText
                          ? QTextDocumentFragment::fromHtml(label->text()).toPlainText()
                          : label->text());
    };
    const auto addRow = [&](const Row &row) {
        if (row.name->isVisibleTo(m_panel))
            lines << row.name->text() + QLatin1Char(' ') + row.value->text();
    };
    add(m_intro);
    add(m_lone);
    add(m_anglesHeading);
    addRow(m_frequency);
    for (const Row &row : m_angles)
        addRow(row);
    add(m_turnNote);
    add(m_direction);
    add(m_chordHeading);
    add(m_chordSentence);
    add(m_chord);
    add(m_rotationHeading);
    add(m_formula);
    if (m_matrixFrame->isVisibleTo(m_panel))
        for (int row = 0; row < 2; ++row)
            lines << m_matrix[2 * row]->text() + QLatin1Char(' ') + m_matrix[2 * row + 1]->text();
    for (const Row &row : m_check)
        addRow(row);
    add(m_explanation);
    add(m_offNote);
    return lines.join(QLatin1Char('\n'));
}

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

void UnitCirclesView::applyPanelPalette()
{
    setTextColour(m_angles[0].name, viewstyle::pColour());
    setTextColour(m_angles[1].name, viewstyle::qColour());
    setTextColour(m_check[0].value, viewstyle::pColour());
    setTextColour(m_check[2].value, viewstyle::qColour());
    setTextColour(m_chord, chordColour);
}

void UnitCirclesView::refitPanel()
{
    for (QLabel *label : std::as_const(m_steady))
        refitSteadyLabel(label);
}

void UnitCirclesView::refresh()
{
    const pe::PositionalEncoding &encoding = m_state->encoding();
    setPairCount(encoding.pairCount());
    const int i = m_pairSpin->intValue();
    m_circle->setPair(i);
    const double denominator = encoding.denominator(i);
    const bool full = m_circle->hasCircle();
    const QString functions = full
        ? tr("%1 and %2, denominator %3")
              .arg(QString::fromStdString(pe::componentLabel(encoding, encoding.sinComponent(i))),
                   QString::fromStdString(pe::componentLabel(encoding, encoding.cosComponent(i))),
                   display::denominatorText(denominator))
        : tr("%1 only, denominator %2")
              .arg(QString::fromStdString(pe::componentLabel(encoding, encoding.sinComponent(i))),
                   display::denominatorText(denominator));
    if (m_functions->text() != functions)
        m_functions->setText(functions);
    m_matrixTexts.clear();
    m_errorText.clear();
    m_chordText.clear();
    // Only what changed is set: a label given its own text again still asks for a relayout.
    const auto set = [](QLabel *label, const QString &text) {
        if (label->text() != text)
            label->setText(text);
    };

    const qint64 p = m_state->position();
    const qint64 q = m_state->comparison();
    const qint64 k = q - p;
    const QString sub = display::subscript(i);
    set(m_intro,
        QStringLiteral("%1, %2, %3")
            .arg(coloured(viewstyle::pColour(), QStringLiteral("p = %1").arg(p)),
                 coloured(viewstyle::qColour(), QStringLiteral("q = %1").arg(q)),
                 tr("frequency ω%1 = 1/%2 = %3 rad per position")
                     .arg(sub, display::denominatorText(denominator),
                          display::number(encoding.frequency(i)))
                     .toHtmlEscaped()));
    set(m_lone, full ? QString() : m_circle->noteText());
    m_lone->setVisible(!full);
    // The compact readout leaves out the line on p and q (the figure's labels and the
    // presentation line name them) and gives the frequency among the angles, for a taller
    // circle; the clockwise or counter-clockwise turn is the arc's arrow.
    m_introBlock->setVisible(!full || !m_compact);
    m_direction->setVisible(!m_compact);
    m_frequency.name->setVisible(m_compact);
    m_frequency.value->setVisible(m_compact);
    setSteadyText(m_frequency.name,
                  QStringLiteral("ω%1 = 1/%2").arg(sub, display::denominatorText(denominator)));
    setSteadyText(m_frequency.value, display::number(encoding.frequency(i)));
    for (QWidget *block :
         {m_anglesBlock, m_chordBlock, m_rotationBlock, m_checkBlock, m_remarksBlock})
        block->setVisible(full);
    if (!full)
        return;

    const double angleP = encoding.angle(p, i);
    const double angleQ = encoding.angle(q, i);
    const double turn = pe::relativeAngle(encoding, k, i);
    const double wrapped = pe::wrappedAngle(turn);
    set(m_anglesHeading, tr("Angles (radians)"));
    const QString angleNames[] = {QStringLiteral("p·ω%1").arg(sub), QStringLiteral("q·ω%1").arg(sub),
                                  tr("k = q − p = %1: k·ω%2").arg(k).arg(sub),
                                  tr("wrapped into (−π, π]")};
    const double angleValues[] = {angleP, angleQ, turn, wrapped};
    for (int row = 0; row < 4; ++row) {
        setSteadyText(m_angles[row].name, angleNames[row]);
        setSteadyText(m_angles[row].value, display::number(angleValues[row]));
    }
    // Why the figure shows another number than k·ω_i: the whole turns taken away.
    const bool turns = pe::wholeTurns(turn) != 0;
    set(m_turnNote,
        turns ? tr("%1: a whole turn of 2π ends where it started.")
                    .arg(UnitCircleWidget::reducedAngleText(turn))
              : QString());
    m_turnNoteBox->setVisible(turns);
    setSteadyText(m_direction,
                  wrapped > 0       ? tr("clockwise in the figure")
                      : wrapped < 0 ? tr("counter-clockwise in the figure")
                                    : tr("no turn"));

    m_chordText = display::number(encoding.pairDistance(p, q, i));
    set(m_chordHeading, tr("Chord"));
    set(m_chordSentence,
        tr("Distance between the two points, |pair %1 of PE(q) − pair %1 of PE(p)|:").arg(i));
    setSteadyText(m_chord, m_chordText);

    const pe::Matrix2 m = pe::relativeRotation(encoding, k, i);
    for (const double v : m)
        m_matrixTexts << display::number(v);
    set(m_rotationHeading, tr("The shift by k as a rotation"));
    set(m_formula,
        QStringLiteral("M(k, i) = [[cos kω%1, sin kω%1], [−sin kω%1, cos kω%1]] =").arg(sub));
    for (int cell = 0; cell < 4; ++cell)
        setSteadyText(m_matrix[cell], m_matrixTexts.at(cell));
    const pe::Pair fromP = pe::encodingPair(encoding, p, i);
    const pe::Pair toQ = pe::encodingPair(encoding, q, i);
    const pe::Pair rotated = pe::apply(m, fromP);
    m_errorText = display::scientific(pe::rotationError(encoding, p, q, i));
    // The compact readout names the pairs as the error's formula does (the view's title names
    // the pair i): short enough for half the readout's width.
    const QString checkNames[]
        = {m_compact ? QStringLiteral("PE(p)") : tr("pair %1 of PE(p)").arg(i),
           m_compact ? QStringLiteral("M·PE(p)") : tr("M(k, i) · pair %1 of PE(p)").arg(i),
           m_compact ? QStringLiteral("PE(q)") : tr("pair %1 of PE(q)").arg(i),
           m_compact ? QStringLiteral("|M·PE(p) − PE(q)|") : tr("error |M·PE(p) − PE(q)|")};
    const QString checkValues[] = {pairText(fromP), pairText(rotated), pairText(toQ),
                                   m_errorText};
    for (int row = 0; row < 4; ++row) {
        setSteadyText(m_check[row].name, checkNames[row]);
        setSteadyText(m_check[row].value, checkValues[row]);
    }
    set(m_explanation,
        tr("M depends only on the shift k, not on p: the same matrix takes every "
           "position to the one k places later. A model can use this structure; "
           "that it can does not mean a trained model does."));
    set(m_offNote,
        m_state->encodingOn()
            ? QString()
            : tr("The encoding is switched off: the inputs get A(p) = 0. The numbers "
                 "here are PE itself, which the switch does not change."));
    m_offNote->setVisible(!m_state->encodingOn());
    arrange(); // the note on whole turns or the one on the switch may come or go
}

void UnitCirclesView::retranslate()
{
    m_pairLabel->setText(tr("Pair &i:"));
    m_pairSpin->setAccessibleName(tr("Pair i"));
    m_pairSpin->setName(QStringLiteral("i"));
    m_pairSpin->setHelp(tr("The pair shown on the circle"));
    m_circle->setAccessibleDescription(tr("Unit circle of the selected pair"));
    refresh();
    // Steady labels only grow: a language with shorter texts lets them shrink here.
    refitPanel();
}

bool UnitCirclesView::stacked() const { return m_body->direction() == QBoxLayout::TopToBottom; }

void UnitCirclesView::placeBlocks(bool twoColumns)
{
    for (QWidget *block : {m_introBlock, m_anglesBlock, m_chordBlock, m_rotationBlock,
                           m_checkBlock, m_remarksBlock})
        m_panelGrid->removeWidget(block);
    for (int row = 0; row < m_panelGrid->rowCount(); ++row)
        m_panelGrid->setRowStretch(row, 0);
    for (int column = 0; column < m_panelGrid->columnCount(); ++column)
        m_panelGrid->setColumnStretch(column, 0);
    const Qt::Alignment top = Qt::AlignTop;
    // The chord's value beside its heading in the compact readout, under its sentence otherwise.
    auto *chord = static_cast<QGridLayout *>(m_chordBlock->layout());
    chord->removeWidget(m_chord);
    if (m_compact)
        chord->addWidget(m_chord, 0, 1, Qt::AlignLeft);
    else
        chord->addWidget(m_chord, 2, 0, Qt::AlignLeft);
    // The error's name and value share the row's whole width in the compact readout.
    auto *check = static_cast<QGridLayout *>(m_checkBlock->layout());
    check->removeWidget(m_check[3].name);
    check->removeWidget(m_check[3].value);
    check->addWidget(m_check[3].name, 3, 0, 1, twoColumns && m_compact ? 2 : 1);
    check->addWidget(m_check[3].value, 3, twoColumns && m_compact ? 0 : 1, 1,
                     twoColumns && m_compact ? 2 : 1, Qt::AlignRight);
    if (twoColumns && m_compact) {
        // Presentation mode, under the circle or beside it in two columns: the angles and the chord
        // beside the rotation and the check, the remarks across.
        m_panelGrid->addWidget(m_introBlock, 0, 0, 1, 2, top);
        m_panelGrid->addWidget(m_anglesBlock, 1, 0, 2, 1, top);
        m_panelGrid->addWidget(m_chordBlock, 3, 0, top);
        m_panelGrid->addWidget(m_rotationBlock, 1, 1, top);
        m_panelGrid->addWidget(m_checkBlock, 2, 1, 2, 1, top);
        m_panelGrid->addWidget(m_remarksBlock, 4, 0, 1, 2, top);
        m_panelGrid->setColumnStretch(0, 1);
        m_panelGrid->setColumnStretch(1, 1);
        m_panelGrid->setRowStretch(5, 1);
    } else if (twoColumns) {
        // Under the circle, in two columns: the angles and the chord beside the rotation, the
        // check and the remarks across.
        m_panelGrid->addWidget(m_introBlock, 0, 0, 1, 2, top);
        m_panelGrid->addWidget(m_anglesBlock, 1, 0, top);
        m_panelGrid->addWidget(m_chordBlock, 2, 0, top);
        m_panelGrid->addWidget(m_rotationBlock, 1, 1, 2, 1, top);
        m_panelGrid->addWidget(m_checkBlock, 3, 0, 1, 2, top);
        m_panelGrid->addWidget(m_remarksBlock, 4, 0, 1, 2, top);
        m_panelGrid->setColumnStretch(0, 1);
        m_panelGrid->setColumnStretch(1, 1);
        m_panelGrid->setRowStretch(2, 1);
    } else {
        // Beside the circle, one block under another from the top.
        int row = 0;
        for (QWidget *block : {m_introBlock, m_anglesBlock, m_chordBlock, m_rotationBlock,
                               m_checkBlock, m_remarksBlock})
            m_panelGrid->addWidget(block, row++, 0, top);
        m_panelGrid->setColumnStretch(0, 1);
        m_panelGrid->setRowStretch(row, 1);
    }
}

void UnitCirclesView::configure(bool side, bool compact, bool twoColumns)
{
    twoColumns = twoColumns && side;
    if (m_configured && m_side == side && m_compact == compact && m_twoColumns == twoColumns)
        return;
    const bool compactChanged = !m_configured || m_compact != compact;
    m_configured = true;
    m_side = side;
    m_compact = compact;
    m_twoColumns = twoColumns;
    // The compact readout leaves out the texts the lesson step's card carries (what M means, M's
    // formula, the chord in words) and names the check's pairs short.
    for (QLabel *label : {m_explanation, m_chordSentence, m_formula})
        label->setVisible(!compact);
    // The compact readout gives k·ω_i and its value in (−π, π]: the circle drops its caption.
    m_circle->setCaptionShown(!compact);
    m_body->setDirection(side ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    placeBlocks(!side || twoColumns);
    if (compactChanged) {
        refresh(); // the check's names
        refitPanel();
    }
}

QSize UnitCirclesView::panelNeed(int width) const
{
    // Beside the circle: the readout's narrowest width without a cut (and a readable line);
    // under it: the whole width. The height is its text's at that width.
    const int digit = m_panel->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    const int narrowest = m_panel->minimumSizeHint().width();
    const int panelWidth = m_twoColumns
        ? narrowest
        : (m_side ? qMax(narrowest, digit * (m_compact ? 24 : 44)) : qMax(narrowest, width));
    const int height = m_panel->hasHeightForWidth() ? m_panel->heightForWidth(panelWidth)
                                                    : m_panel->sizeHint().height();
    return QSize(panelWidth, qMax(height, m_panel->minimumSizeHint().height()));
}

void UnitCirclesView::arrange()
{
    if (m_arranging)
        return;
    const QSize room = m_scroll->maximumViewportSize();
    const bool presentation = Appearance::instance()->presentation();
    // What the choice depends on: the room, the mode, the fonts, the texts (the readout's size
    // as now arranged stands for them) and the circle's minimum.
    const QSize panelHint = m_panel->minimumSizeHint();
    const QSize circleHint = m_circle->minimumSizeHint();
    const QString key = QStringLiteral("%1x%2|%3|%4|%5|%6x%7|%8x%9")
                            .arg(room.width())
                            .arg(room.height())
                            .arg(presentation)
                            .arg(m_panel->font().toString(), m_circle->accessibleName())
                            .arg(panelHint.width())
                            .arg(panelHint.height())
                            .arg(circleHint.width())
                            .arg(circleHint.height())
        + QStringLiteral("|%1|%2|%3")
              .arg(m_turnNoteBox->isVisibleTo(m_panel))
              .arg(m_offNote->isVisibleTo(m_panel))
              .arg(m_intro->text().size());
    if (key == m_arrangedKey)
        return;
    m_arranging = true;
    m_arrangedKey = key;
    // Every arrangement whose readout lies whole beside or under a circle of at least its
    // readable size: the full readout before the compact one (presentation mode: the compact
    // one only), then the one that draws the largest circle (beside a wide room, under a tall
    // one). None: the compact readout under the circle, scrolling inside itself.
    const int spacing = m_body->spacing();
    const QSize circleMinimum = m_circle->minimumSizeHint();
    bool found = false;
    bool bestSide = false;
    bool bestCompact = true;
    bool bestTwoColumns = false;
    QSize bestPanel;
    qreal bestRadius = -1;
    struct Candidate
    {
        bool side;
        bool twoColumns;
    };
    // Beside in one column, under in two; the compact readout also beside in two columns (a
    // wide, short room).
    const QList<Candidate> fullCandidates {{true, false}, {false, false}};
    const QList<Candidate> compactCandidates {{true, false}, {false, false}, {true, true}};
    for (const bool compact : {false, true}) {
        if (found || (!compact && presentation))
            continue;
        for (const Candidate &c : compact ? compactCandidates : fullCandidates) {
            configure(c.side, compact, c.twoColumns);
            const QSize panel = panelNeed(room.width());
            const QSize circle = c.side
                ? QSize(room.width() - panel.width() - spacing, room.height())
                : QSize(room.width(), room.height() - panel.height() - spacing);
            if (panel.height() > room.height() || panel.width() > room.width()
                || circle.width() < circleMinimum.width()
                || circle.height() < circleMinimum.height())
                continue;
            const qreal radius = m_circle->radiusAt(circle);
            if (radius > bestRadius) {
                found = true;
                bestRadius = radius;
                bestSide = c.side;
                bestCompact = compact;
                bestTwoColumns = c.twoColumns;
                bestPanel = panel;
            }
        }
    }
    configure(bestSide, bestCompact, bestTwoColumns);
    if (!found) {
        const QSize panel = panelNeed(room.width());
        const int left = room.height() - circleMinimum.height() - spacing;
        bestPanel = QSize(room.width(),
                          qMin(panel.height(), qMax(left, 3 * m_panel->fontMetrics().height())));
    }
    // The circle takes the rest of the room.
    m_body->setStretch(0, 1);
    m_body->setStretch(1, 0);
    if (bestSide) {
        m_panelScroll->setMinimumSize(bestPanel.width(), 0);
        m_panelScroll->setMaximumSize(bestPanel.width(), QWIDGETSIZE_MAX);
    } else {
        m_panelScroll->setMinimumSize(0, bestPanel.height());
        m_panelScroll->setMaximumSize(QWIDGETSIZE_MAX, bestPanel.height());
    }
    m_arranging = false;
}

void UnitCirclesView::applyPanelFont()
{
    // Larger text in the readout when there is room for it (a projector at 1920 x 1080).
    QFont panelFont = font();
    if (width() >= 1300)
        panelFont.setPointSizeF(panelFont.pointSizeF() * 1.15);
    if (m_panel->font() != panelFont) {
        m_panel->setFont(panelFont);
        refitPanel();
    }
}

void UnitCirclesView::resizeEvent(QResizeEvent *event)
{
    applyPanelFont();
    arrange();
    QWidget::resizeEvent(event);
}

bool UnitCirclesView::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize && watched == m_body->parentWidget())
        arrange();
    return QWidget::eventFilter(watched, event);
}

void UnitCirclesView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPanelPalette();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        retranslate();
    if (event->type() == QEvent::FontChange) {
        // The readout's labels may have taken the new font already: refitted in any case.
        applyPanelFont();
        refitPanel();
        arrange();
    }
    QWidget::changeEvent(event);
}
