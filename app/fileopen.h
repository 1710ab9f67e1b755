#pragma once

#include <QString>

class MainWindow;
struct CommandLineOptions;

/// `pe-visualiser FILE` (and a double click in a file manager, Exec=pe-visualiser %f): opens the
/// file parseCommandLine() classified in the window. An exercise file is loaded as File > Open
/// exercises… loads it and the lesson of its first exercise starts; a matrix (.npy, .csv, .txt,
/// .tsv) is checked in the checker view, on its worker thread. A figure needs nothing here (its
/// parameters came through --from-figure's path). False with a one-line translated message in
/// `error` when the exercise file is refused (the window then opens as usual).
bool openGivenFile(MainWindow &window, const CommandLineOptions &options, QString *error);
