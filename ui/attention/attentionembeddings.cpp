#include "attentionembeddings.h"

#include "attentionstate.h"
#include "lessonstate.h"

#include <cmath>

namespace {
const char *const sharedName = "pev_attention_embeddings";
}

AttentionEmbeddings *AttentionEmbeddings::of(LessonState *state)
{
    AttentionState *attention = state->attention();
    auto *existing = attention->findChild<AttentionEmbeddings *>(QLatin1String(sharedName),
                                                                 Qt::FindDirectChildrenOnly);
    return existing ? existing : new AttentionEmbeddings(state);
}

AttentionEmbeddings::AttentionEmbeddings(LessonState *state)
    : QObject(state->attention())
    , m_state(state)
    , m_table(state->attention()->embeddings())
    , m_sentence(state->sentence().toStdString())
{
    setObjectName(QLatin1String(sharedName));
    connect(state, &LessonState::changed, this, &AttentionEmbeddings::follow);
    connect(state->attention(), &AttentionState::changed, this, &AttentionEmbeddings::follow);
}

void AttentionEmbeddings::follow()
{
    const AttentionState *attention = m_state->attention();
    const std::string sentence = m_state->sentence().toStdString();
    if (sentence != m_sentence || m_state->width() != m_table.width()
        || attention->embeddingSeed() != m_table.seed()) {
        m_table = attention->embeddings();
        m_sentence = sentence;
        m_edits = 0;
    } else if (attention->embeddingsScaled() != m_table.isScaled()) {
        m_table.setScaled(attention->embeddingsScaled());
    } else {
        return;
    }
    ++m_revision;
    emit tableReplaced();
    emit changed();
}

bool AttentionEmbeddings::setStoredValue(int row, int j, double value)
{
    if (row < 0 || row >= m_table.wordCount() || j < 0 || j >= m_table.width()
        || !std::isfinite(value))
        return false;
    if (m_table.storedValue(row, j) == value)
        return true;
    const bool wasEdited = m_table.isEdited(row, j);
    m_table.setStoredValue(row, j, value);
    if (!wasEdited)
        ++m_edits;
    ++m_revision;
    emit changed();
    return true;
}

void AttentionEmbeddings::resetEdits()
{
    if (m_edits == 0)
        return;
    m_table.resetEdits();
    m_edits = 0;
    ++m_revision;
    emit tableReplaced();
    emit changed();
}
