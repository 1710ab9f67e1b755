#pragma once

struct CommandLineOptions;

/// `pe-visualiser --check FILE [--base B]`: reads the matrix
/// (pe::readMatrixFile: .npy or text), diagnoses it with pe::checkMatrix against base B, and
/// prints checkreport::report(): `verdict: <id>`, for "base" `base: <estimate>`, the explanation
/// in the interface language and the largest residuals. Returns the exit code: 0 for the verdict
/// "reference", 1 for any other verdict (or when stdout cannot be written), 2 when the file cannot
/// be read (one line on stderr naming the file and the problem, nothing on stdout).
int runCheck(const CommandLineOptions &options);
