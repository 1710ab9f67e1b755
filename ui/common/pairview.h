#pragma once

/// A view that shows one pair i at a time (the unit circle) and can be asked for a pair: a lesson
/// step about pair i (LessonStep::highlightPairs) or a figure made of pair i (circle-2.png, File >
/// Open figure parameters…) shows that pair, whatever pair the student chose before. The main
/// window asks the current view for this interface, as for PagedView.
class PairView
{
public:
    virtual ~PairView() = default;
    /// Shows pair i; false (and nothing changes) when the encoding has no pair i.
    virtual bool showPair(int i) = 0;
};
