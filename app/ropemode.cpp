#include "ropemode.h"

#include "commandline.h"
#include "console.h"
#include "csvexport.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>
#include <iostream>
#include <limits>
#include <stdexcept>

namespace {

class RopeMode
{
    Q_DECLARE_TR_FUNCTIONS(RopeMode)
};

QString shortest(double v) { return QString::number(v, 'g', QLocale::FloatingPointShortest); }

} // namespace

int runRope(const CommandLineOptions &o)
{
    // A rotated component is x_a cos t - x_b sin t: at most |x_a| + |x_b|, so half the largest
    // double is the largest magnitude whose rotation cannot overflow to inf.
    const double limit = std::numeric_limits<double>::max() / 2;
    for (std::size_t j = 0; j < o.vector.size(); ++j) {
        if (std::abs(o.vector[j]) > limit) {
            console::printError(RopeMode::tr("--vector: x%1 = %2 is larger in magnitude than %3 "
                                             "(half the largest double): its rotation could "
                                             "overflow")
                                    .arg(j)
                                    .arg(shortest(o.vector[j]), shortest(limit)));
            return 2;
        }
    }
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
