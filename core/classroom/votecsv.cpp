#include "classroom/votecsv.h"

#include "numberformat.h"

#include <string>

namespace pe {

namespace {

std::string csvText(const std::string &text)
{
    std::string field = text;
    if (!field.empty()
        && (field[0] == '=' || field[0] == '+' || field[0] == '-' || field[0] == '@'
            || field[0] == '\t' || field[0] == '\r'))
        field.insert(field.begin(), '\'');
    if (field.find_first_of(",\"\r\n") == std::string::npos)
        return field;
    std::string quoted = "\"";
    for (char c : field) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + '"';
}

} // namespace

void writeVoteCsv(std::ostream &out, const VoteSession &session)
{
    out << "seat,nickname,round1_answer,round1_value,round2_answer,round2_value\r\n";
    for (int seat = 0; seat < session.seatCount() && out; ++seat) {
        out << seat << ',' << csvText(session.nickname(seat));
        for (int round = 1; round <= 2; ++round) {
            const auto answer = session.voteOf(seat, round);
            const auto value = session.valueOf(seat, round);
            out << ',' << (answer ? csvText(*answer) : std::string()) << ','
                << (value ? formatCsv(*value) : std::string());
        }
        out << "\r\n";
    }
}

} // namespace pe
