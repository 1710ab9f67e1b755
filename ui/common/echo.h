#pragma once

#include <QString>

/// Input echoed in a message: what a user typed or a file held, shown so that
/// it cannot change how the message reads. Control characters and the invisible direction marks
/// and overrides (U+202E would show the rest of the line reversed) are written as escapes
/// (`\u202e`, `\n` as `\u000a`), and a long input is cut. A wrapper of the core's pe::echoed()
/// (core/echotext.h), so that the core's messages echo their input the same way.
namespace echo {

/// The most characters of an input a message shows (before its escapes are written).
constexpr int maxShown = 200;

/// Whether c is escaped by shown(): C0 and C1 controls, DEL, and the Unicode bidirectional
/// formatting characters (U+061C, U+200E, U+200F, U+202A..U+202E, U+2066..U+2069).
bool isEscaped(char16_t c);

/// text with each escaped character written as `\uXXXX`, whole (for a message as a whole: it
/// stays one line that reads left to right).
QString escaped(const QString &text);

/// input for a one-line message: its first maxShown characters with each escaped character as
/// `\uXXXX` (four lower-case hex digits) and, when it was longer, an ellipsis (U+2026) after them.
QString shown(const QString &input);

} // namespace echo
