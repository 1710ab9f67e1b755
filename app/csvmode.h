#pragma once

struct CommandLineOptions;

/// `pe-visualiser --csv`: prints `position,pe_0,...,pe_{d-1}` and one row per position of
/// options.positions to stdout, 17 significant digits, for the encoding options.spec() describes
/// (layout and context scaling applied). With --dtype, the values are computed in that dtype the
/// way a framework does (pe::PrecisionPath::Framework), so each is a value of the dtype.
/// Returns the exit code: 0, 1 when stdout cannot be written, 2 on a bad position (which
/// parseCommandLine() already refuses).
int runCsv(const CommandLineOptions &options);
