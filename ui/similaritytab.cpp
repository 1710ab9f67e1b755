#include "similaritytab.h"

#include "similaritymatrix.h"
#include "similarityview.h"

SimilarityView *createSimilarityTab(LessonState *state, QWidget *parent)
{
    auto *matrix = new SimilarityMatrix(state);
    auto *view = new SimilarityView(state, matrix, parent);
    matrix->setPositions(view->positions());
    QObject::connect(view, &SimilarityView::positionsChanged, matrix,
                     &SimilarityMatrix::setPositions);
    QObject::connect(matrix, &SimilarityMatrix::hoverTextChanged, view,
                     &SimilarityView::setHoverText);
    return view;
}
