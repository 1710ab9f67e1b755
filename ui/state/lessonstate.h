#pragma once

#include "encodingspec.h"
#include "positionalencoding.h"
#include "tokenscenario.h"

#include <QList>
#include <QObject>
#include <QString>

class AttentionState;

/// The one owner of the lesson's parameters: sentence, width d, base, position p, comparison
/// position q and the encoding switch; the encoding's layout and fairseq's padding index; the
/// training length L, the context length L', the context-extension method with its factor s and
/// YaRN's alpha and beta; and a second base B for A/B comparisons. It also owns the
/// AttentionState (the attention and RoPE parameters), reachable with attention().
///
/// Views read it and the core computes from it; nobody else keeps a copy. Every setter
/// validates with the core's rules (pe::validate() of the whole EncodingSpec, for base A and for
/// base B), emits its own signal(s) and then changed() once; a setter given an invalid value, or
/// a value that makes the combination invalid (e.g. the fairseq layout with d < 4, NTK-aware
/// scaling with d < 3), changes nothing and returns false.
///
/// The factor s: by default it follows the lengths, s = L' / L (4 for the defaults 2048 / 512),
/// and changes whenever L or L' changes (factorFollowsLengths() true). setScalingFactor() sets s
/// itself and stops the following: L and L' then no longer change s, until
/// setFactorFollowsLengths(true) or reset() makes s = L' / L again.
class LessonState : public QObject
{
    Q_OBJECT

public:
    /// The comparison position's range on the slider (lesson: "对比位置可选整数 1–32").
    static constexpr int minComparison = 1;
    static constexpr int maxComparison = 32;
    /// L and L': a number of positions, 1 .. 2^31 - 1.
    static constexpr qint64 minLength = 1;
    static constexpr qint64 maxLength = pe::PositionalEncoding::maxPosition;
    static constexpr qint64 defaultTrainLength = 512;
    static constexpr qint64 defaultContextLength = 2048;
    static constexpr double defaultYarnAlpha = 1.0; // Peng et al. 2023, section 3.2 (Llama)
    static constexpr double defaultYarnBeta = 32.0;
    static constexpr int defaultPaddingIndex = 1; // fairseq's padding_idx
    /// Llama 3's rope_theta (see basePresets()).
    static constexpr double defaultSecondBase = 500000.0;

    /// Every parameter at once (setParameters()); the defaults are the lesson's.
    struct Parameters
    {
        QString sentence = QString::fromLatin1(pe::TokenScenario::defaultSentence);
        int d = pe::PositionalEncoding::defaultWidth;
        double base = pe::PositionalEncoding::defaultBase;
        qint64 p = 0;
        qint64 q = 3;
        bool encodingOn = true;
        pe::Layout layout = pe::Layout::Interleaved;
        int paddingIndex = defaultPaddingIndex; ///< fairseq only, 0 .. pe::maxPaddingIdx
        pe::ContextMethod method = pe::ContextMethod::None;
        /// s; ignored (replaced by contextLength / trainLength) while factorFollowsLengths.
        double factor = 4.0;
        bool factorFollowsLengths = true;
        double yarnAlpha = defaultYarnAlpha;
        double yarnBeta = defaultYarnBeta;
        qint64 trainLength = defaultTrainLength; ///< L
        qint64 contextLength = defaultContextLength; ///< L'
        double secondBase = defaultSecondBase; ///< B

        bool operator==(const Parameters &other) const;
        bool operator!=(const Parameters &other) const { return !(*this == other); }
    };

    /// One named set of parameters (lesson: "presets jump straight to the evidence").
    struct Preset
    {
        const char *id; // stable key, e.g. "lesson-default"
        const char *name; // QT_TRANSLATE_NOOP("LessonState", ...)
        qint64 p;
        qint64 q;
        int d;
        double base;
        bool encodingOn;
    };
    static const QList<Preset> &presets();
    /// The display name of a preset in the current language.
    static QString presetName(const Preset &preset);

    /// A base used by a well-known model, for the base fields (A or B). Each
    /// value has its public source in a comment in lessonstate.cpp.
    struct BasePreset
    {
        const char *id; // stable key, e.g. "llama-3"
        const char *name; // QT_TRANSLATE_NOOP("LessonState", ...)
        double base;
    };
    static const QList<BasePreset> &basePresets();
    static QString basePresetName(const BasePreset &preset);

    explicit LessonState(QObject *parent = nullptr);
    ~LessonState() override;

    QString sentence() const { return m_parameters.sentence; }
    int width() const { return m_parameters.d; }
    double base() const { return m_parameters.base; }
    qint64 position() const { return m_parameters.p; }
    qint64 comparison() const { return m_parameters.q; }
    bool encodingOn() const { return m_parameters.encodingOn; }
    pe::Layout layout() const { return m_parameters.layout; }
    int paddingIndex() const { return m_parameters.paddingIndex; }
    pe::ContextMethod contextMethod() const { return m_parameters.method; }
    /// s as used: contextLength() / trainLength() while factorFollowsLengths().
    double scalingFactor() const { return m_parameters.factor; }
    bool factorFollowsLengths() const { return m_parameters.factorFollowsLengths; }
    double yarnAlpha() const { return m_parameters.yarnAlpha; }
    double yarnBeta() const { return m_parameters.yarnBeta; }
    qint64 trainLength() const { return m_parameters.trainLength; }
    qint64 contextLength() const { return m_parameters.contextLength; }
    double secondBase() const { return m_parameters.secondBase; }
    /// Every parameter (factor already the effective s).
    const Parameters &parameters() const { return m_parameters; }

    /// The full spec: d, base, layout, padding index and the context scaling (method, s, L,
    /// alpha, beta).
    pe::EncodingSpec spec() const { return m_encoding.spec(); }
    /// The encoding of spec(): the layout and, when the method is not none, the scaled
    /// frequencies. Every view computes from it, so every view follows the layout and the method.
    const pe::PositionalEncoding &encoding() const { return m_encoding; }
    /// A number that changes whenever encoding() changes (d, base, layout, padding index, method,
    /// s, L, alpha, beta), and only then: views that cache what they computed from encoding()
    /// compare it instead of d and base alone.
    quint64 encodingRevision() const { return m_encodingRevision; }
    /// The same spec with the method none (the layout kept): the encoding as trained, for views
    /// that compare the scaled with the unscaled frequencies.
    const pe::PositionalEncoding &unscaledEncoding() const { return m_unscaled; }
    /// spec() with the second base B instead of the base (layout and method kept), for A/B views.
    const pe::PositionalEncoding &secondEncoding() const { return m_second; }
    const pe::TokenScenario &scenario() const { return m_scenario; }
    /// The attention and RoPE parameters, a child of this state; reset() resets it
    /// too.
    AttentionState *attention() const { return m_attention; }

    /// A sentence with a repeated word; resets p and q to its two slots.
    bool setSentence(const QString &sentence);
    bool setWidth(int d);
    bool setBase(double base);
    bool setPosition(qint64 p);
    bool setComparison(qint64 q);
    void setEncodingOn(bool on);
    bool setLayout(pe::Layout layout);
    /// fairseq's padding_idx, 0 .. pe::maxPaddingIdx (used by the fairseq layout only).
    bool setPaddingIndex(int index);
    bool setContextMethod(pe::ContextMethod method);
    /// Sets s (finite, > 0) and stops it following L' / L.
    bool setScalingFactor(double s);
    /// true: s = L' / L from now on (and at once); false: s keeps its current value.
    bool setFactorFollowsLengths(bool follow);
    /// YaRN's ramp ends, finite, 0 <= alpha < beta (setYarnRamp() sets both at once).
    bool setYarnAlpha(double alpha);
    bool setYarnBeta(double beta);
    bool setYarnRamp(double alpha, double beta);
    /// L and L', 1 .. 2^31 - 1 each.
    bool setTrainLength(qint64 length);
    bool setContextLength(qint64 length);
    /// B, a finite number > 1.
    bool setSecondBase(double base);
    /// Sets d, base, p, q and the switch at once, emitting changed() once. False (and nothing
    /// changed) if any value is invalid.
    bool setParameters(int d, double base, qint64 p, qint64 q, bool encodingOn);
    /// Sets every parameter at once: each changed value's signal, then changed() once. False (and
    /// nothing changed) if any value or the combination is invalid. p and q are taken as given
    /// (not reset to the sentence's slots).
    bool setParameters(const Parameters &parameters);
    /// Sets every parameter of the preset with id, emitting changed() once. False if unknown.
    bool applyPreset(const QString &id);
    /// Back to the lesson's defaults ("the cat saw the dog", d 8, base 10000, 0 vs 3, on,
    /// interleaved, padding index 1, no scaling, s following L' / L, L 512, L' 2048, alpha 1,
    /// beta 32, B 500000) and the attention state's defaults.
    void reset();

signals:
    void sentenceChanged(const QString &sentence);
    void widthChanged(int d);
    void baseChanged(double base);
    void positionChanged(qint64 p);
    void comparisonChanged(qint64 q);
    void encodingOnChanged(bool on);
    void layoutChanged(pe::Layout layout);
    void paddingIndexChanged(int index);
    void contextMethodChanged(pe::ContextMethod method);
    /// The effective s changed (set, or L or L' moved while it follows them).
    void scalingFactorChanged(double s);
    void factorFollowsLengthsChanged(bool follow);
    void yarnAlphaChanged(double alpha);
    void yarnBetaChanged(double beta);
    void trainLengthChanged(qint64 length);
    void contextLengthChanged(qint64 length);
    void secondBaseChanged(double base);
    /// After any parameter change; once per setter call or preset.
    void changed();

private:
    bool setAll(Parameters next);

    Parameters m_parameters;
    pe::TokenScenario m_scenario;
    pe::PositionalEncoding m_encoding;
    pe::PositionalEncoding m_unscaled;
    pe::PositionalEncoding m_second;
    quint64 m_encodingRevision = 0;
    AttentionState *m_attention = nullptr;
};
