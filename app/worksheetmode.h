#pragma once

struct CommandLineOptions;

/// `pe-visualiser --worksheet FILE.pdf [--lang zh_CN|en] [--exercises FILE.json] [--lesson ID]
/// [--figures]`: writes the lesson's exercises (the built-in ones, or the
/// teacher's file) as an A4 PDF worksheet with an answer key (worksheet::write()), atomically,
/// and prints its path. Returns 0; 2 with one line on stderr for an invalid exercise file or an
/// unknown lesson (or a lesson without exercises); 1 when the PDF cannot be written.
int runWorksheet(const CommandLineOptions &options);
