#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QStyledItemDelegate>

/// Shows a cell's full-precision text (EncodingTableModel::FullTextRole, 17 significant digits)
/// when the cell is selected or has focus, and the six-decimal DisplayRole text otherwise
/// (lesson, edge cases: "focus shows more digits").
///
/// It paints the cell's panel (background, selection, focus frame) through the style and the text
/// itself, from a cache of laid-out texts (QStaticText): a slider move repaints the table twice
/// (its data, then Qt's relayout after the header's p/q change), and most cells keep their text,
/// so text is shaped once per distinct string instead of several times per cell and paint.
class PrecisionDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit PrecisionDelegate(QObject *parent = nullptr);

    /// Paints as QStyledItemDelegate does (text in the cell's alignment, inside the style's text
    /// margins, in the palette's Text or HighlightedText colour), but shrinks the font (down to
    /// 70 %) when the text would not fit the cell, so that no digit is elided. A selected cell
    /// whose 17 digits do not fit even so shows its six decimals (the focus line under the table
    /// has all 17, TablePage); only a cell too narrow for those is elided at the right.
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    /// QStyledItemDelegate's size with textMargin() on either side of the text in place of the
    /// style's: a table drawn in large type (an export at 3840 px) keeps room between columns.
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    /// The room between a cell's edge and its text, in pixels: the style's margin (as
    /// QCommonStyle places item text), or half a digit of font where that is more.
    static int textMargin(const QStyle *style, const QWidget *widget, const QFont &font);

    /// The smallest scale paint() shrinks a text to before it gives up on it.
    static constexpr double minScale = 0.7;
    /// What a cell `available` pixels wide shows in font: full (the 17-digit text of a selected
    /// cell) when it fits at minScale of the font or more, else display (its six-decimal text).
    static QString fittingText(const QString &full, const QString &display, const QFont &font,
                               qreal available);

    /// The number of laid-out texts held (bounded by maxCachedTexts; for tests).
    int cachedTexts() const { return static_cast<int>(m_texts.size()); }
    static constexpr int maxCachedTexts = 4096;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    const QStaticText &laidOut(const QString &text, const QFont &font) const;

    mutable QHash<QString, QStaticText> m_texts; // laid out in m_textFont
    mutable QFont m_textFont;
};
