#pragma once

#include "classroom/votesession.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

/// The class's votes on the projector (issue 33): one round's distribution, or the rounds before
/// and after the discussion side by side, as bars painted with QPainter. Numbers: a histogram
/// over the session's bins (pe::HistogramBinning, shared by both rounds), the votes outside them
/// as a bar at each end; choices, signs and ranges: one bar per category. Every count comes from
/// pe::VoteSession::distribution(); the view only draws it (the bars of every panel on one scale,
/// so that the rounds compare), with each bar's count above it. The right answer is not marked:
/// nothing here knows it.
class VoteChart : public QWidget
{
    Q_OBJECT

public:
    /// One round's distribution with its title ("Before: 23 votes").
    struct Panel
    {
        QString title;
        pe::VoteDistribution distribution;
    };
    /// One bar as drawn: its label (a category, or a histogram's bin "0.5–0.6") and count.
    struct Bar
    {
        QString label;
        int count = 0;
    };

    explicit VoteChart(QWidget *parent = nullptr);

    /// The panels to draw, left to right (none: an empty chart). categoryLabels name the
    /// categories of a distribution that is no histogram (its categories' order); a category
    /// without a label shows its value.
    void setPanels(const QList<Panel> &panels, const QStringList &categoryLabels = {});
    int panelCount() const { return static_cast<int>(m_panels.size()); }
    QString panelTitle(int panel) const;
    /// The bars of a panel as drawn (for tests and screen readers).
    QList<Bar> bars(int panel) const;

    /// True when every panel's title fits its panel's width at the chart's size (none is elided).
    bool titlesWhole() const;
    /// A number as the chart labels it: up to six significant digits, a true minus sign.
    static QString numberText(double value);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void updateAccessibleText();
    int panelWidth() const;
    QFont titleFont() const;

    QList<Panel> m_panels;
    QStringList m_categoryLabels;
};
