#pragma once

#include "embeddingtable.h"

#include <QObject>
#include <QString>

#include <cstdint>

class LessonState;

/// The numeric embeddings the attention views share: one pe::EmbeddingTable
/// of the lesson's sentence at its d with AttentionState's seed and sqrt(d) switch, together
/// with the user's edits, so that an edit in the Embeddings tab shows in the score terms.
///
/// It follows the state at once (it is cheap: wordCount x d values): a new sentence, d or seed
/// builds a new table (the edits are dropped, as the generated values they replaced are no
/// longer those of the table); the sqrt(d) switch only changes how the table is read
/// (pe::EmbeddingTable::setScaled). Every change of what table() reads emits changed() once and
/// advances revision().
///
/// One object per LessonState (of()): it lives as a child of the state's AttentionState.
class AttentionEmbeddings : public QObject
{
    Q_OBJECT

public:
    /// The shared object of state, created on first use.
    static AttentionEmbeddings *of(LessonState *state);

    const pe::EmbeddingTable &table() const { return m_table; }
    /// Advances whenever table() reads differently (a new table, an edit, a reset, the scale).
    quint64 revision() const { return m_revision; }
    /// True when some stored entry differs from its generated value by an edit.
    bool hasEdits() const { return m_edits > 0; }

    /// Sets a stored (unscaled) entry; false (nothing changed) for a row or component out of
    /// range or a value that is not finite.
    bool setStoredValue(int row, int j, double value);
    /// Puts every generated value back.
    void resetEdits();

signals:
    /// table() reads differently (see revision()).
    void changed();
    /// Every entry changed or the rows changed (a new table, a reset, the scale): models reset.
    void tableReplaced();

private:
    explicit AttentionEmbeddings(LessonState *state);
    void follow();

    LessonState *m_state;
    pe::EmbeddingTable m_table;
    std::string m_sentence;
    int m_edits = 0;
    quint64 m_revision = 0;
};
