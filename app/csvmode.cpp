#include "csvmode.h"

#include "commandline.h"
#include "console.h"
#include "csvexport.h"

#include <iostream>
#include <stdexcept>

int runCsv(const CommandLineOptions &o)
{
    std::ios::sync_with_stdio(false);
    try {
        const pe::PositionalEncoding encoding(o.spec());
        if (o.dtype)
            pe::writePrecisionCsv(std::cout, encoding, o.positions, *o.dtype,
                                  pe::PrecisionPath::Framework);
        else
            pe::writeEncodingCsv(std::cout, encoding, o.positions);
    } catch (const std::invalid_argument &e) {
        console::printError(QString::fromStdString(e.what()));
        return 2;
    }
    return console::finishStandardOutput();
}
