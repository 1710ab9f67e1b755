#pragma once

#include "pagedview.h"
#include "pairview.h"

#include <QList>
#include <QWidget>

class NumberField;
class LessonState;
class PairChart;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class MinimumScrollArea;

/// The "Pair charts" tab: one PairChart per selected pair in a grid (all four pairs as 2x2 at
/// d = 8), a spin box for the last position N (32 by default, up to 1000) and a pair list
/// ("0-3", "0,5,255") with buttons for the first and the last four pairs. Charts never shrink
/// below their readable minimum: the grid takes the columns with which every chart fits the
/// tab unscrolled; when no count does (presentation mode on a small screen), it shows
/// the charts a page at a time, as many as fit, with buttons for the other pages under them
/// (left out of exports). A lesson step about pair i (PairView) shows the page with pair i; a
/// step may choose the pairs (its page: a pair list, "0-1" for pairs 0 and 1 side by side).
class PairChartsView : public QWidget, public PairView, public PagedView
{
    Q_OBJECT

public:
    static constexpr int maxPositionLimit = 1000;
    /// At most this many charts at once (a larger list is refused with a note).
    static constexpr int maxCharts = 16;

    explicit PairChartsView(LessonState *state, QWidget *parent = nullptr);

    QList<PairChart *> charts() const { return m_charts; }
    /// The pairs whose charts are shown now (one page of pairs() when they do not all fit).
    QList<int> shownPairs() const;
    /// Shows the page with pair i; a pair not listed brings the four pairs around it (as "First
    /// four" does). False (nothing changes) when the encoding has no pair i.
    bool showPair(int i) override;
    /// The pages are pair lists as the list field takes them ("0-1", "0,5"): shows those pairs;
    /// false (nothing changes) for a list the field would refuse or that names no pair of the
    /// encoding.
    bool showPage(const QString &id) override;
    /// The pair list in the field.
    QString currentPageId() const override;
    /// Pages of charts: 1 when every chart fits.
    int pageCount() const;
    /// The pairs currently shown.
    QList<int> pairs() const;
    NumberField *maxPositionSpinBox() const { return m_maxSpin; }
    QLineEdit *pairsEdit() const { return m_pairsEdit; }
    /// The note under the controls (encoding off, p or q beyond N, pairs skipped, input errors).
    QString noteText() const;
    /// The legend line under the controls (rich text): which components are sin and cos of pair
    /// i in the state's layout, and the p and q marks.
    QString legendText() const;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rebuild();
    /// Puts the charts into the grid, in as many columns as fit (see the class comment).
    void arrangeCharts();
    void updateNote();
    /// The legend line: the sin and cos components of pair i in the state's layout.
    void updateLegend();
    void showLegendAndNote();
    void retranslate();
    void showPairRange(bool last);
    /// The four pairs from first (fewer at the end of the encoding) as the pair list.
    void showFourFrom(int first);
    /// Moves to the page step pages on (−1, +1).
    void turnPage(int step);
    /// The page label's text and the page buttons' names.
    void updatePageLabel();

    LessonState *m_state;
    int m_lastWidth = 0;
    int m_columns = 0;
    int m_perPage = 0; // charts a page, every chart when they all fit
    int m_page = 0;
    int m_wantedPair = -1; // the pair whose page is shown (showPair, the page buttons)
    int m_lastPairCount = 0;
    QList<int> m_pairs;
    QList<PairChart *> m_charts;
    QString m_pairsError;
    int m_skipped = 0;
    QLabel *m_maxLabel = nullptr;
    NumberField *m_maxSpin = nullptr;
    QLabel *m_pairsLabel = nullptr;
    QLineEdit *m_pairsEdit = nullptr;
    QPushButton *m_firstButton = nullptr;
    QPushButton *m_lastButton = nullptr;
    QLabel *m_legend = nullptr; // the legend, then the notes (m_noteText) on the same line
    QString m_legendHtml;
    QString m_noteText;
    MinimumScrollArea *m_scroll = nullptr;
    QWidget *m_pager = nullptr; // the page buttons, shown when not every chart fits
    QPushButton *m_previousPage = nullptr;
    QPushButton *m_nextPage = nullptr;
    QLabel *m_pageLabel = nullptr;
    QWidget *m_grid = nullptr;
    QGridLayout *m_gridLayout = nullptr;
};
