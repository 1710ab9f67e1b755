#pragma once

#include <QFont>
#include <QObject>

class QTableView;
class QTimer;

/// Keeps every column of a table inside its viewport, and every row of a table of up to 16 rows:
/// when the columns, as the table sizes them (its own section sizes, ResizeToContents or set by
/// its page), are wider than the viewport, or those rows higher, the table's font is made
/// smaller, down to minimumScale times the font it inherits, until they fit; when there is room
/// again, it grows back up to the inherited font. Below the least scale the table scrolls as any
/// table does. Only a table on screen is fitted. Follows the viewport's size, the model's rows
/// and the inherited font (presentation mode, zoom), each change taken once the event loop comes
/// round. A page that sets its columns' widths from the font refits them on fontChanged().
class TableFit : public QObject
{
    Q_OBJECT

public:
    /// Fits table; owned by it. minimumScale: the least font, as a factor of the inherited one.
    explicit TableFit(QTableView *table, double minimumScale = 0.6);

    /// The font's factor now (1: the inherited font).
    double scale() const { return m_scale; }
    /// Fits at once (the event loop still refits after the table's own relayout).
    void fit();

signals:
    /// The table's font was changed by the fit: widths set from the font are to be set again.
    void fontChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QFont inheritedFont() const;
    void apply(double scale);
    /// A new change to fit: the passes counted and the ceiling from scratch.
    void restart();

    QTableView *m_table = nullptr;
    QTimer *m_timer = nullptr;
    double m_minimumScale = 0.6;
    double m_scale = 1.0;
    bool m_applying = false;
    int m_passes = 0;
    double m_ceiling = 1.0; //!< the largest scale still allowed in this change
};
