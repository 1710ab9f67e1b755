#pragma once

#include "attentionstate.h"
#include "lessonstate.h"

#include <QList>
#include <QString>

#include <optional>

/// One step of the guided lesson (seed lesson 000: "step-by-step walkthrough" and the sections
/// after it; the article's three properties). Texts are translated and their numbers are filled
/// in by the core from the state at the time of the call, never typed in.
struct LessonStep
{
    /// What the step sets before it is shown: the FULL parameter set (d, base, p, q, the switch,
    /// layout, method, s, L, L', alpha, beta, B ...), starting from the lesson's defaults, so that
    /// a student's earlier layout or method never changes a lesson's numbers.
    struct Setup : LessonState::Parameters
    {
        /// The attention parameters; none: the attention defaults.
        std::optional<AttentionState::Parameters> attention;
    };
    QString id; //!< stable key, e.g. "first-pair"
    QString title; //!< translated
    QString html; //!< translated body, numbers from the core
    Setup setup; //!< the state the step shows
    QString viewId; //!< the view it needs: "table", "pairs", "circles", "heatmap",
                    //!< "distance", "similarity", "lab"
    QList<int> highlightPairs; //!< table rows of these pairs are highlighted
    QList<int> highlightColumns; //!< lesson table columns highlighted (lessontable::Column)
    /// The page of the view the step opens, for a view with pages (PagedView), e.g. "layouts"
    /// of the RoPE view; empty: the view as the student left it.
    QString pageId = QString();
    /// What the step's training run shows (the lesson "training"), said under html once the
    /// step's prediction has been revealed, so that the text never answers the question before
    /// the run does; empty for the other lessons.
    QString outcomeHtml = QString();
    /// Lesson table columns (lessontable::Column) the step leaves out, where the table would not
    /// fit beside the card with them and the step does not speak of them; empty: every column.
    QList<int> hiddenColumns = {};
};

/// The seed lesson "encoding" (lessonregistry), its steps in order: the seven walkthrough steps,
/// then the sections (several frequencies, rotation, cost, implementation check, edge cases, common
/// mistakes, the article's properties, what the model leaves out). Every number is computed by the
/// core from the step's own setup, in the current language.
QList<LessonStep> lessonSteps();
