#include "ropemode.h"

#include "commandline.h"
#include "console.h"
#include "csvexport.h"

#include <iostream>
#include <stdexcept>

int runRope(const CommandLineOptions &o)
{
    std::ios::sync_with_stdio(false);
    try {
        const pe::Rope rope(o.d, o.base, o.ropeLayout, o.rotaryFraction);
        pe::writeRotatedCsv(std::cout, rope, o.vector, o.positions);
    } catch (const std::invalid_argument &e) {
        console::printError(QString::fromStdString(e.what()));
        return 2;
    }
    return console::finishStandardOutput();
}
