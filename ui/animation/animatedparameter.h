#pragma once

#include <QString>

class LessonState;

/// The lesson parameters an animation can run over: the comparison position q, the position p,
/// the base of the denominator base^(2i/d) and the width d (Vaswani et al. 2017, section 3.5).
/// q, p and d step by a whole number; the base steps geometrically (each frame multiplies it by
/// the step), because the wavelengths 2 pi base^(2i/d) grow with its logarithm.
enum class AnimatedParameter { Comparison, Position, Base, Width };

namespace animatedparameter {

/// Every parameter, in the order the transport lists them: q, p, base, d.
inline constexpr AnimatedParameter all[]
    = {AnimatedParameter::Comparison, AnimatedParameter::Position, AnimatedParameter::Base,
       AnimatedParameter::Width};

/// The command line's name: "q", "p", "base" or "d".
QString key(AnimatedParameter parameter);
/// The parameter named key ("q", "p", "base", "d"; case-sensitive). False when none matches.
bool fromKey(const QString &key, AnimatedParameter *parameter);
/// The name shown in the interface, in the current language: "comparison position q", ...
QString displayName(AnimatedParameter parameter);
/// True for the base: its frames are from * step^k, not from + k * step.
bool isGeometric(AnimatedParameter parameter);
/// True for q, p and d: every frame is a whole number.
bool isWhole(AnimatedParameter parameter);
/// The smallest and largest value a frame may take: q and p 0 .. 2^31 - 1, d 1 .. 8192, the base
/// 1.0001 .. 10^12 (the window's base field).
double minimum(AnimatedParameter parameter);
/// The base's frames, as the README states: the transport's fields show four
/// decimals, and beyond 10^12 every pair but the first hardly turns.
inline constexpr double minBase = 1.0001;
inline constexpr double maxBase = 1e12;
double maximum(AnimatedParameter parameter);
/// The default range and step of the transport and the export dialog: q 1 .. 32 step 1 (the
/// lesson's slider), p 0 .. 32 step 1, base 10 .. 100000 step x10, d 2 .. 64 step 2 (whole
/// pairs).
double defaultFrom(AnimatedParameter parameter);
double defaultTo(AnimatedParameter parameter);
double defaultStep(AnimatedParameter parameter);
/// The parameter's current value in state.
double read(const LessonState *state, AnimatedParameter parameter);
/// Sets the parameter on state through its setter (one changed() signal); whole-number
/// parameters are rounded. False when the state refuses the value (then nothing changed).
bool write(LessonState *state, AnimatedParameter parameter, double value);

} // namespace animatedparameter
