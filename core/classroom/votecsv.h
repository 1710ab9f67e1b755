#pragma once

#include "classroom/votesession.h"

#include <ostream>

namespace pe {

/// Writes the session's votes on the current question as CSV (the teacher's export; nothing is
/// stored otherwise): a header `seat,nickname,round1_answer,round1_value,round2_answer,
/// round2_value` and one row per seat in seat order (0-based seat). The answers as typed (UTF-8),
/// the values as read (Sign: -1, 0, 1; formatCsv(): 17 significant digits, ASCII '-' and '.');
/// both empty where the seat did not vote in that round. Text fields are quoted when they hold a
/// comma, quote, CR or LF (quotes doubled, RFC 4180), and a nickname or answer that a spreadsheet
/// would take for a formula (starting with =, +, -, @, tab or CR) gets a leading apostrophe.
/// Lines end in CRLF. Stops at the first row the stream fails to take (check out's state).
void writeVoteCsv(std::ostream &out, const VoteSession &session);

} // namespace pe
