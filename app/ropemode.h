#pragma once

struct CommandLineOptions;

/// `pe-visualiser --rope`: prints `position,r_0,...,r_{d-1}` and, for each position m of
/// options.positions, options.vector rotated to m by RoPE (pe::Rope with options.d, base,
/// ropeLayout and rotaryFraction; Su et al. 2021, eq. 14), 17 significant digits. Returns the
/// exit code: 0, 1 when stdout cannot be written, 2 on input the core refuses (which
/// parseCommandLine() already refuses).
int runRope(const CommandLineOptions &options);
