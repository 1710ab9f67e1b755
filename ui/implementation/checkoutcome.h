#pragma once

#include "matrixchecker.h"
#include "matrixgrid.h"

#include <QString>

#include <atomic>

/// What the checker view shows for one file: the verdict and its numbers
/// (pe::checkMatrix(), the residual dropped after it was sampled), the file's shape and the two
/// heat maps' grids, or the one-line message for a file that cannot be read or checked.
struct CheckOutcome
{
    QString path; ///< as given (empty for the built-in example)
    bool ok = false;
    QString error; ///< one line when !ok: what is wrong with the file
    bool cancelled = false; ///< !ok because the check was cancelled
    pe::CheckResult result; ///< result.residual is left empty
    std::int64_t fileRows = 0;
    std::int64_t fileColumns = 0;
    MatrixGrid file; ///< the matrix as stored (file rows x file columns)
    MatrixGrid residual; ///< x - PE, positions x components

    /// Reads the file at path and checks it against base (pe::readMatrixFile(),
    /// pe::checkMatrix(..., keepResidual = true)); never throws: an unreadable or damaged file,
    /// a matrix the checker refuses, or too little memory give !ok with error set; a named pipe
    /// or a device is refused before it is opened (pe::fileProblem()). Safe to run on a worker
    /// thread; cancel (may be null) is polled by the reader and the checker, and when it is set
    /// the outcome is !ok with cancelled set. progress (may be empty) hears the fraction done:
    /// the read up to 0.3, the check from there to 1 (pe::ProgressCallback).
    static CheckOutcome check(const QString &path, double base,
                              const std::atomic<bool> *cancel = nullptr,
                              const pe::ProgressCallback &progress = {});
    /// The same for a matrix in memory (the built-in example); progress from 0 to 1.
    static CheckOutcome check(const pe::MatrixData &matrix, double base,
                              const std::atomic<bool> *cancel = nullptr,
                              const pe::ProgressCallback &progress = {});
};
