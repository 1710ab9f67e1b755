#include "walkthrough.h"

#include "attentionstate.h"
#include "lessonregistry.h"
#include "lessonstate.h"

namespace {

bool sameAttention(const AttentionState::Parameters &a, const AttentionState::Parameters &b)
{
    return a.embeddingSeed == b.embeddingSeed && a.embeddingsScaled == b.embeddingsScaled
        && a.projection == b.projection && a.projectionSeed == b.projectionSeed
        && a.ropeLayout == b.ropeLayout && a.rotaryFraction == b.rotaryFraction
        && a.queryPosition == b.queryPosition && a.keyPosition == b.keyPosition;
}

} // namespace

Walkthrough::Walkthrough(LessonState *state, QObject *parent)
    : QObject(parent), m_state(state), m_lessonId(lessonregistry::defaultId())
{
    m_steps = lessonregistry::find(m_lessonId)->steps();
}

QString Walkthrough::lessonTitle() const
{
    return lessonregistry::title(*lessonregistry::find(m_lessonId));
}

bool Walkthrough::setLesson(const QString &id)
{
    const lessonregistry::Lesson *lesson = lessonregistry::find(id);
    if (!lesson)
        return false;
    if (id == m_lessonId)
        return true;
    m_lessonId = id;
    m_steps = lesson->steps();
    m_current = 0;
    emit lessonChanged(id);
    if (m_active) {
        m_startStep = 0; // the panel's note about the parameters, again at the new lesson's start
        setCurrent(0);
    }
    return true;
}

bool Walkthrough::start(const QString &id, int index)
{
    if (!setLesson(id))
        return false;
    setCurrent(index);
    return true;
}

void Walkthrough::setCurrent(int index)
{
    m_current = qBound(0, index, count() - 1);
    if (!m_active) {
        static_cast<LessonState::Parameters &>(m_saved) = m_state->parameters();
        m_saved.attention = m_state->attention()->parameters();
        m_active = true;
        m_startStep = m_current;
        emit started();
    }
    apply(m_steps.at(m_current).setup);
    emit stepChanged(m_current);
}

void Walkthrough::apply(const LessonStep::Setup &setup)
{
    m_state->setParameters(static_cast<const LessonState::Parameters &>(setup));
    m_state->attention()->setParameters(setup.attention.value_or(AttentionState::Parameters()));
}

bool Walkthrough::parametersDiffer() const
{
    return static_cast<const LessonState::Parameters &>(m_saved) != m_state->parameters()
        || !sameAttention(m_saved.attention.value_or(AttentionState::Parameters()),
                          m_state->attention()->parameters());
}

QString Walkthrough::savedParametersText() const
{
    QString text = tr("d = %1, base = %2, p = %3, q = %4, encoding %5")
                       .arg(m_saved.d)
                       .arg(QString::number(m_saved.base, 'g', 15))
                       .arg(m_saved.p)
                       .arg(m_saved.q)
                       .arg(m_saved.encodingOn ? tr("on") : tr("off"));
    const LessonState::Parameters defaults;
    const QString separator = tr(", ", "list separator");
    if (m_saved.layout != defaults.layout)
        text += separator
            + tr("layout %1").arg(QString::fromStdString(pe::layoutId(m_saved.layout)));
    if (m_saved.method != defaults.method)
        text += separator
            + tr("method %1 (s = %2)")
                  .arg(QString::fromStdString(pe::methodId(m_saved.method)),
                       QString::number(m_saved.factor, 'g', 15));
    if (m_saved.trainLength != defaults.trainLength)
        text += separator + tr("L = %1").arg(m_saved.trainLength);
    if (m_saved.contextLength != defaults.contextLength)
        text += separator + tr("L′ = %1").arg(m_saved.contextLength);
    if (m_saved.secondBase != defaults.secondBase)
        text += separator + tr("B = %1").arg(QString::number(m_saved.secondBase, 'g', 15));
    return text;
}

void Walkthrough::leave()
{
    if (!m_active)
        return;
    m_active = false;
    emit left(false);
}

void Walkthrough::finish()
{
    if (!m_active)
        return;
    m_active = false;
    emit left(true);
}

void Walkthrough::restoreSavedParameters() { apply(m_saved); }

void Walkthrough::retranslate()
{
    m_steps = lessonregistry::find(m_lessonId)->steps();
    emit textsChanged();
}
