#include "checkoutcome.h"

#include "matrixfile.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cmath>
#include <exception>
#include <new>

CheckOutcome CheckOutcome::check(const QString &path, double base, const std::atomic<bool> *cancel,
                                 const pe::ProgressCallback &progress)
{
    // The read takes the first 30 %, the check the rest.
    constexpr double readShare = 0.3;
    const auto scaled = [&progress](double from, double to) -> pe::ProgressCallback {
        if (!progress)
            return {};
        return [&progress, from, to](double f) { progress(from + (to - from) * f); };
    };
    CheckOutcome outcome;
    try {
        const pe::MatrixData matrix = pe::readMatrixFile(QFile::encodeName(path).toStdString(),
                                                         cancel, scaled(0.0, readShare));
        outcome = check(matrix, base, cancel, scaled(readShare, 1.0));
    } catch (const pe::Cancelled &) {
        outcome.ok = false;
        outcome.cancelled = true;
        outcome.error = QCoreApplication::translate("CheckerView", "the check was cancelled");
    } catch (const std::bad_alloc &) {
        outcome.ok = false;
        outcome.error = QCoreApplication::translate("CheckerView", "not enough memory");
    } catch (const std::exception &e) {
        outcome.ok = false;
        outcome.error = QString::fromStdString(e.what());
    }
    outcome.path = path;
    return outcome;
}

CheckOutcome CheckOutcome::check(const pe::MatrixData &matrix, double base,
                                 const std::atomic<bool> *cancel,
                                 const pe::ProgressCallback &progress)
{
    CheckOutcome outcome;
    try {
        outcome.result = pe::checkMatrix(matrix, base, true, cancel, progress);
        outcome.fileRows = matrix.rows;
        outcome.fileColumns = matrix.cols;
        // The colour scale reaches 1, or the largest value of a scaled file.
        double largest = 1.0;
        for (double v : matrix.values)
            largest = std::max(largest, std::fabs(v));
        outcome.file = MatrixGrid::sample(matrix.values.data(), matrix.rows, matrix.cols, largest);
        const pe::CheckResult &r = outcome.result;
        if (!r.residual.empty()) {
            // The colour scale reaches the largest residual of the whole matrix.
            outcome.residual
                = MatrixGrid::sample(r.residual.data(), r.n, r.d, r.maxResidualReference);
        }
        outcome.result.residual.clear();
        outcome.result.residual.shrink_to_fit();
        outcome.ok = true;
    } catch (const pe::Cancelled &) {
        outcome.ok = false;
        outcome.cancelled = true;
        outcome.error = QCoreApplication::translate("CheckerView", "the check was cancelled");
    } catch (const std::bad_alloc &) {
        outcome.ok = false;
        outcome.error = QCoreApplication::translate("CheckerView", "not enough memory");
    } catch (const std::exception &e) {
        outcome.ok = false;
        outcome.error = QString::fromStdString(e.what());
    }
    return outcome;
}
