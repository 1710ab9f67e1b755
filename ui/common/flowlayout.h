#pragma once

#include <QLayout>
#include <QList>

/// A layout that places its items left to right and starts a new row when the next item does not
/// fit the width (the compact parameter bar of a narrow window). Each widget gets its size hint
/// (never less than its minimum size), so no text is cut; a nested layout wider than a row gets
/// the row's width (a nested FlowLayout, e.g. a label with its field, then wraps inside itself).
/// The items of a row are centred vertically on the row. The layout's height follows its width
/// (heightForWidth()), so a parent layout gives it as many rows as the width needs. Items are
/// owned by the layout.
class FlowLayout : public QLayout
{
public:
    /// hSpacing: room between items of a row; vSpacing: room between rows (logical pixels; -1:
    /// the style's layout spacing).
    explicit FlowLayout(QWidget *parent = nullptr, int hSpacing = -1, int vSpacing = -1);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    /// Adds a layout as one item (e.g. a label with its field in a QHBoxLayout); the flow layout
    /// becomes its parent.
    void addLayout(QLayout *layout);
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

    /// The number of rows the items take at the layout's current width (for tests).
    int rowCount() const { return m_rows; }

private:
    /// Lays the items out in rect (when apply), returns the height used; counts the rows.
    int arrange(const QRect &rect, bool apply) const;
    int spacingOf(Qt::Orientation orientation) const;

    QList<QLayoutItem *> m_items;
    int m_hSpacing;
    int m_vSpacing;
    mutable int m_rows = 0;
};
