#pragma once

#include <string>
#include <string_view>

/// Input echoed in a message, the one implementation for the core's messages
/// and the window's and command line's (ui/common/echo.h wraps it): what a user typed or a file
/// held, shown so that it cannot change how the message reads.
namespace pe {

/// The most characters (UTF-16 code units, as Qt counts them) of an input a message shows.
constexpr std::size_t maxEchoed = 200;

/// Whether code point c is written as an escape: C0 and C1 controls, DEL, and the Unicode
/// bidirectional formatting characters (U+061C, U+200E, U+200F, U+202A..U+202E, U+2066..U+2069;
/// U+202E would show the rest of the line reversed).
bool isEscapedCodePoint(char32_t c);

/// utf8 with each escaped code point written as `\uXXXX` (four lower-case hex digits) and each
/// byte that is not valid UTF-8 as U+FFFD, whole (for a message as a whole: it stays one line that
/// reads left to right).
std::string escapedText(std::string_view utf8);

/// utf8 for a one-line message: escapedText() of its first maxEchoed characters (a character
/// outside the BMP counts two, and one across the limit is left out whole) and, when it was
/// longer, an ellipsis (U+2026) after them.
std::string echoed(std::string_view utf8);

} // namespace pe
