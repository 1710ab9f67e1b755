#pragma once

#include "positionalencoding.h"
#include "tokenscenario.h"

#include <QObject>
#include <QString>

/// The one owner of the lesson's parameters: sentence, width d, base, position p, comparison
/// position q and the encoding switch. Views read it and the core computes from it; nobody else
/// keeps a copy. Every setter validates, emits its own signal and then changed() once; a setter
/// given an invalid value changes nothing and returns false.
class LessonState : public QObject
{
    Q_OBJECT

public:
    /// The comparison position's range on the slider (lesson: "对比位置可选整数 1–32").
    static constexpr int minComparison = 1;
    static constexpr int maxComparison = 32;

    /// One named set of parameters (lesson: "presets jump straight to the evidence").
    struct Preset
    {
        const char *id;   // stable key, e.g. "lesson-default"
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

    explicit LessonState(QObject *parent = nullptr);

    QString sentence() const { return m_sentence; }
    int width() const { return m_encoding.width(); }
    double base() const { return m_encoding.base(); }
    qint64 position() const { return m_p; }
    qint64 comparison() const { return m_q; }
    bool encodingOn() const { return m_encodingOn; }
    const pe::PositionalEncoding &encoding() const { return m_encoding; }
    const pe::TokenScenario &scenario() const { return m_scenario; }

    /// A sentence with a repeated word; resets p and q to its two slots.
    bool setSentence(const QString &sentence);
    bool setWidth(int d);
    bool setBase(double base);
    bool setPosition(qint64 p);
    bool setComparison(qint64 q);
    void setEncodingOn(bool on);
    /// Sets d, base, p, q and the switch at once, emitting changed() once. False (and nothing
    /// changed) if any value is invalid.
    bool setParameters(int d, double base, qint64 p, qint64 q, bool encodingOn);
    /// Sets every parameter of the preset with id, emitting changed() once. False if unknown.
    bool applyPreset(const QString &id);
    /// Back to the lesson's defaults ("the cat saw the dog", d 8, base 10000, 0 vs 3, on).
    void reset();

signals:
    void sentenceChanged(const QString &sentence);
    void widthChanged(int d);
    void baseChanged(double base);
    void positionChanged(qint64 p);
    void comparisonChanged(qint64 q);
    void encodingOnChanged(bool on);
    /// After any parameter change; once per setter call or preset.
    void changed();

private:
    bool setAll(const QString &sentence, int d, double base, qint64 p, qint64 q, bool on);

    QString m_sentence;
    pe::TokenScenario m_scenario;
    pe::PositionalEncoding m_encoding;
    qint64 m_p = 0;
    qint64 m_q = 3;
    bool m_encodingOn = true;
};
