#pragma once

class LessonState;
class SimilarityView;
class QWidget;

/// The similarity tab as the window shows it and "Export all" writes it: a SimilarityView whose
/// matrix pane is the SimilarityMatrix of the same positions.
SimilarityView *createSimilarityTab(LessonState *state, QWidget *parent = nullptr);
