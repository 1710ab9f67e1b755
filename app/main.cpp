// pe-visualiser: the window, the headless exporters (--export, --export-animation), and the
// modes that print (--csv, --check, --rope; one file each).
#include "animationactions.h"
#include "animationexport.h"
#include "animationsettings.h"
#include "appearance.h"
#include "checkmode.h"
#include "classroomstyle.h"
#include "commandline.h"
#include "console.h"
#include "echo.h"
#include "exportactions.h"
#include "csvmode.h"
#include "exportall.h"
#include "exportviews.h"
#include "fileopen.h"
#include "language.h"
#include "lessonstate.h"
#include "manpage.h"
#include "mainwindow.h"
#include "provenance.h"
#include "ropemode.h"
#include "trainmode.h"
#include "settingsguard.h"
#include "settingsstore.h"
#include "transportbar.h"
#include "viewcatalogue.h"
#include "worksheetmode.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QIcon>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

#include <chrono>
#include <cstdio>
#include <memory>
#include <stdexcept>

#include <unistd.h>

namespace {

class Main
{
    Q_DECLARE_TR_FUNCTIONS(Main)
};

// A look at the raw arguments before any QCoreApplication exists, only to choose the kind of
// application; QCommandLineParser does the real parsing and validation afterwards.
bool hasArgument(int argc, char **argv, const char *name)
{
    const QByteArray option(name);
    const QByteArray withValue = option + QByteArray("=");
    for (int k = 1; k < argc; ++k) {
        const QByteArray arg(argv[k]);
        if (arg == option || arg.startsWith(withValue))
            return true;
    }
    return false;
}

QString argumentValue(int argc, char **argv, const char *name)
{
    const QByteArray option(name);
    const QByteArray withValue = option + QByteArray("=");
    for (int k = 1; k < argc; ++k) {
        const QByteArray arg(argv[k]);
        if (arg.startsWith(withValue))
            return QString::fromLocal8Bit(arg.mid(withValue.size()));
        if (arg == option && k + 1 < argc)
            return QString::fromLocal8Bit(argv[k + 1]);
    }
    return {};
}

bool haveDisplay()
{
    return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
            || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

// Headless runs print only what the user asked for: two harmless platform notices (no
// XDG_RUNTIME_DIR on a bare machine, the offscreen plugin's missing size hints) are dropped.
QtMessageHandler s_defaultHandler = nullptr;
void quietHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg
        && (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR"))
            || message.contains(QLatin1String("propagateSizeHints"))))
        return;
    s_defaultHandler(type, context, message);
}

// Startup measurement (tests/benchmarks/compare.sh): with PEV_STARTUP_PROBE set, the first
// paint of the main window prints the wall clock ("first-paint-epoch-ns N", nanoseconds since
// the Unix epoch, for the caller that noted its own clock before starting the process) and the
// time since main() began, then quits.
class StartupProbe : public QObject
{
public:
    explicit StartupProbe(std::chrono::steady_clock::time_point mainStart, QObject *parent = nullptr)
        : QObject(parent), m_mainStart(mainStart)
    {
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            // Runs after this paint event and the flush of the window's backing store.
            QTimer::singleShot(0, this, [this] {
                const auto wall = std::chrono::system_clock::now().time_since_epoch();
                const auto sinceMain = std::chrono::steady_clock::now() - m_mainStart;
                std::printf("first-paint-epoch-ns %lld\nfirst-paint-since-main-ms %.3f\n",
                            static_cast<long long>(
                                    std::chrono::duration_cast<std::chrono::nanoseconds>(wall)
                                            .count()),
                            std::chrono::duration<double, std::milli>(sinceMain).count());
                std::fflush(stdout);
                QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::chrono::steady_clock::time_point m_mainStart;
    bool m_seen = false;
};

using console::printError;

// --from-figure: the parameters and the view name read from the figure (set in main()).
struct FigureOption
{
    bool given = false;
    provenance::Figure figure;
};
FigureOption s_figure;

// Reads --from-figure's file into s_figure and its encoding into o (for --csv). False with one
// line on stderr for a file without (valid) pe-visualiser parameters.
bool readFigure(CommandLineOptions *o)
{
    QString text;
    QString error;
    if (!provenance::readFile(o->fromFigure, &text, &error)
        || !provenance::parse(text, &s_figure.figure, &error)) {
        printError(QStringLiteral("--from-figure: ") + error);
        return false;
    }
    LessonState probe;
    if (!provenance::apply(s_figure.figure, &probe)) {
        printError(QStringLiteral("--from-figure: ")
                   + provenance::refusal(s_figure.figure, o->fromFigure));
        return false;
    }
    s_figure.given = true;
    // The figure's language, unless --lang chose one: its texts as the figure shows them.
    if (!s_figure.figure.language.isEmpty() && !o->given.contains(QLatin1String("lang"))) {
        language::install(s_figure.figure.language);
        o->lang = s_figure.figure.language;
        o->given << QStringLiteral("lang"); // the remembered language does not override it
    }
    const LessonState::Parameters &p = s_figure.figure.parameters;
    o->d = p.d;
    o->base = p.base;
    o->p = p.p;
    o->q = p.q;
    o->encodingOn = p.encodingOn;
    o->layout = p.layout;
    o->paddingIndex = p.paddingIndex;
    o->method = p.method;
    o->factor = p.factor;
    o->factorGiven = !p.factorFollowsLengths;
    o->trainLength = p.trainLength;
    o->contextLength = p.contextLength;
    o->yarnAlpha = p.yarnAlpha;
    o->yarnBeta = p.yarnBeta;
    // The window's remembered parameters do not override the figure's.
    o->given << QStringLiteral("dim") << QStringLiteral("base") << QStringLiteral("position")
             << QStringLiteral("comparison") << QStringLiteral("encoding") << QStringLiteral("layout")
             << QStringLiteral("train-length") << QStringLiteral("context")
             << QStringLiteral("scaling") << QStringLiteral("factor") << QStringLiteral("yarn-alpha")
             << QStringLiteral("yarn-beta");
    return true;
}

// The command line's values on the state, all at once (parseCommandLine() validated the
// combination).
void configure(LessonState &state, const CommandLineOptions &o)
{
    LessonState::Parameters values = state.parameters();
    values.d = o.d;
    values.base = o.base;
    values.p = o.p;
    values.q = o.q;
    values.encodingOn = o.encodingOn;
    values.layout = o.layout;
    values.method = o.method;
    values.factor = o.factor;
    values.factorFollowsLengths = !o.factorGiven;
    values.trainLength = o.trainLength;
    values.contextLength = o.contextLength;
    values.yarnAlpha = o.yarnAlpha;
    values.yarnBeta = o.yarnBeta;
    state.setParameters(values);
    if (s_figure.given) // every parameter, sentence, B and the attention parameters included
        provenance::apply(s_figure.figure, &state);
}

// Says once on stderr, in English and Chinese, when the interface is Chinese and no installed
// font can show it (the exported images would hold empty boxes).
void warnIfChineseFontMissing()
{
    if (language::chineseFontMissing(language::current()))
        printError(language::chineseFontNotice());
}

// --export DIR --view VIEW: the files of that one view (every format of its entry), written as
// --export writes them. A usage error (exit 2) for a name the table does not have, checked
// before the folder is made.
bool exportOneView(const QList<exportall::ViewEntry> &table, LessonState &state,
                   const CommandLineOptions &o, const QString &dir, QStringList *written,
                   QString *error, bool *refused)
{
    exportviews::Choice choice;
    exportviews::find(table, &state, o.view, &choice);
    const exportall::ViewEntry &entry = table[choice.entry];
    for (const QString &format : entry.formats) {
        const QString path = QDir(dir).filePath(o.view + QLatin1Char('.') + format);
        if (!exportall::exportOne(entry, &state, choice.index, path,
                                  imageexport::FigureSize(o.size, o.scale, o.dpi), error, true,
                                  refused))
            return false;
        written->append(path);
    }
    return true;
}

// The folders of path, deepest first, that do not exist yet (those mkpath() would create).
QStringList missingFolders(const QString &path)
{
    QStringList missing;
    for (QFileInfo folder(path); !folder.exists() && !folder.isRoot();
         folder.setFile(folder.absolutePath()))
        missing.append(folder.absoluteFilePath());
    return missing;
}

// Removes the folders (deepest first) an export created when it wrote nothing into them: a
// refused export leaves the disk as it was. A folder that holds anything stays.
void removeEmptyFolders(const QStringList &folders)
{
    for (const QString &folder : folders)
        if (!QDir().rmdir(folder))
            return;
}

int runExport(LessonState &state, const CommandLineOptions &o)
{
    const QList<exportall::ViewEntry> table = viewcatalogue::exportTable();
    if (!o.view.isEmpty() && !exportviews::find(table, &state, o.view, nullptr)) {
        printError(Main::tr("--view: '%1' is not one of %2")
                       .arg(echo::shown(o.view), exportviews::summary(table, &state)));
        return 2;
    }
    warnIfChineseFontMissing();
    const QString dir = QDir::cleanPath(o.exportDir);
    const QStringList created = missingFolders(dir);
    if (!QDir().mkpath(dir) || !QFileInfo(dir).isDir()) {
        printError(Main::tr("cannot create the folder %1").arg(dir));
        return 1;
    }
    // --presentation: the images File > Export current view writes in presentation mode (larger
    // text, thicker lines).
    if (o.presentation)
        Appearance::instance()->setPresentation(true);
    QStringList written;
    QString error;
    bool refused = false; // a view not whole at the size: a usage error
    const bool ok = o.view.isEmpty()
        ? exportall::exportAll(table, &state, dir, imageexport::FigureSize(o.size, o.scale, o.dpi),
                               &written, &error, true, &refused)
        : exportOneView(table, state, o, dir, &written, &error, &refused);
    QStringList shown;
    for (const QString &path : std::as_const(written))
        shown.append(QDir::toNativeSeparators(path));
    const bool reported = console::printLines(shown);
    if (!ok) {
        printError(error);
        if (written.isEmpty())
            removeEmptyFolders(created);
        return refused ? 2 : 1;
    }
    if (!reported) {
        printError(console::cannotWriteOutput());
        return 1;
    }
    return 0;
}

// --export-animation: one view's frames into a GIF, MP4 or WebM file, written atomically.
// Progress goes to stderr only when it is a terminal; the path written goes to stdout.
int runExportAnimation(LessonState &state, const CommandLineOptions &o)
{
    const CommandLineOptions::Animation &a = o.animation;
    AnimatedParameter parameter = AnimatedParameter::Comparison;
    animatedparameter::fromKey(a.parameter, &parameter);
    AnimationRequest request;
    request.path = a.file;
    request.view = o.view;
    request.frames = FrameSequence(parameter, a.from, a.to, a.step);
    request.fps = a.fps;
    request.size = o.size;
    AnimationExport job(viewcatalogue::exportTable(), &state, request);
    QString error;
    if (!job.check(&error)) {
        printError(QStringLiteral("--export-animation: ") + error);
        return 2;
    }
    const bool terminal = isatty(fileno(stderr)) != 0;
    bool progressShown = false;
    const auto progress = [terminal, &progressShown](qint64 done, qint64 total) {
        if (!terminal)
            return;
        std::fprintf(stderr, "\r%s",
                     qUtf8Printable(Main::tr("frame %1 / %2").arg(done).arg(total)));
        std::fflush(stderr);
        progressShown = true;
    };
    AnimationExport::Failure failure = AnimationExport::Failure::None;
    const bool ok = job.run(progress, &error, &failure);
    if (progressShown)
        std::fputs("\n", stderr);
    if (!ok) {
        printError(error);
        return failure == AnimationExport::Failure::Usage ? 2 : 1;
    }
    if (!console::printLines({QDir::toNativeSeparators(a.file)})) {
        printError(console::cannotWriteOutput());
        return 1;
    }
    return 0;
}

// The interactive run: the only one that reads and writes the remembered settings. Options
// given on the command line win over them.
int runGui(LessonState &state, const CommandLineOptions &o,
           std::chrono::steady_clock::time_point mainStart)
{
    // Before any QSettings: a pipe, device, folder or huge file is never opened.
    SettingsGuard guard;
    StoredSettings stored;
    bool unparsable = false;
    QString settingsFile;
    {
        QSettings settings;
        stored = settingsstore::load(settings);
        unparsable = settings.status() != QSettings::NoError;
        settingsFile = settings.fileName();
    }
    if (!o.given.contains(QLatin1String("lang")) && !stored.language.isEmpty())
        language::install(stored.language);
    if (!settingsstore::applyParameters(stored, &state, o.given))
        stored.problem = true; // a remembered value that does not fit the others
    if (s_figure.given)
        provenance::apply(s_figure.figure, &state);
    Appearance *appearance = Appearance::instance();
    appearance->setPaletteKind(stored.palette);
    appearance->setZoomStep(stored.zoomStep);

    MainWindow window(&state);
    window.exportActions()->setExportFolder(stored.exportFolder);
    {
        QSettings settings;
        animationsettings::apply(animationsettings::load(settings),
                                 window.animation()->transportBar()->controller());
    }
    StartupProbe probe(mainStart);
    if (qEnvironmentVariableIsSet("PEV_STARTUP_PROBE"))
        window.installEventFilter(&probe);
    // Qt refuses a geometry saved on a screen of another size (a laptop's, then a projector's),
    // and the window ignores one smaller than its minimum (a damaged value) or off every screen:
    // the window then opens at its default size, which is no damaged setting to report.
    if (!stored.geometry.isEmpty())
        window.restoreSavedGeometry(stored.geometry);
    if (!stored.windowState.isEmpty() && !window.restoreState(stored.windowState))
        stored.problem = true;
    if (stored.problem || guard.refused())
        window.statusBar()->showMessage(
                Main::tr("The saved settings could not all be read; the defaults are used instead."));
    if (s_figure.given)
        window.showFigureView(s_figure.figure.view);
    if (o.presentation)
        window.setPresentation(true);
    else
        window.show();
    // pe-visualiser FILE: an exercise file on its lesson, a matrix in the checker.
    QString openError;
    if (!openGivenFile(window, o, &openError)) {
        printError(openError);
        window.statusBar()->showMessage(openError);
    }
    const int code = QApplication::exec();

    stored.language = language::current();
    stored.geometry = window.normalGeometry();
    stored.windowState = window.saveState();
    stored.palette = appearance->paletteKind();
    stored.zoomStep = appearance->zoomStep();
    stored.exportFolder = window.exportActions()->lastExportFolder();
    settingsstore::captureParameters(state, &stored);
    if (!guard.prepareWrite()) // a pipe, device or folder: nothing is written into it
        return code;
    if (unparsable) // QSettings would keep the broken file: start a new one
        QFile::remove(settingsFile);
    // Only what changed is set, so a quit that changed nothing writes nothing; QSettings writes
    // through a temporary file, so a failed write (a full disk) keeps the earlier file whole.
    QSettings settings;
    settingsstore::save(settings, stored);
    animationsettings::save(
        settings, animationsettings::capture(window.animation()->transportBar()->controller()));
    settings.sync();
    if (settings.status() == QSettings::AccessError) {
        printError(Main::tr("cannot save the settings to %1").arg(settings.fileName()));
        return code == 0 ? 1 : code;
    }
    return code;
}

} // namespace

int main(int argc, char **argv)
{
    const auto mainStart = std::chrono::steady_clock::now();
    const bool light = hasArgument(argc, argv, "--csv") || hasArgument(argc, argv, "--check")
            || hasArgument(argc, argv, "--rope") || hasArgument(argc, argv, "--train")
            || hasArgument(argc, argv, "--bias") || hasArgument(argc, argv, "--help")
            || hasArgument(argc, argv, "-h") || hasArgument(argc, argv, "--help-man")
            || hasArgument(argc, argv, "--version")
            || hasArgument(argc, argv, "-v");
    const bool exporting = hasArgument(argc, argv, "--export")
            || hasArgument(argc, argv, "--export-animation")
            || hasArgument(argc, argv, "--worksheet");
    if (exporting)
        qputenv("QT_QPA_PLATFORM", "offscreen"); // export never needs a display
    // "--export -v" exports into a folder named "-v" (the parser reads -v as the folder), so an
    // export always gets a widget application, whatever else the raw arguments hold.
    const bool gui = exporting || (!light && haveDisplay());
    // The interface language, from the raw arguments like the kind of application.
    const QString requestedLang = argumentValue(argc, argv, "--lang").trimmed();
    const QString lang
        = language::supported().contains(requestedLang) ? requestedLang : language::systemDefault();
    // A Chinese --csv run looks at the installed fonts (warnIfChineseFontMissing()), which takes a
    // QGuiApplication; the offscreen platform needs no display.
    const bool csvFonts
        = !gui && hasArgument(argc, argv, "--csv") && lang == QLatin1String("zh_CN");
    if (csvFonts)
        qputenv("QT_QPA_PLATFORM", "offscreen");

    s_defaultHandler = qInstallMessageHandler(quietHandler);
    std::unique_ptr<QCoreApplication> app;
    if (gui)
        app = std::make_unique<QApplication>(argc, argv);
    else if (csvFonts)
        app = std::make_unique<QGuiApplication>(argc, argv);
    else
        app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("pe-visualiser"));
    QCoreApplication::setOrganizationName(QStringLiteral("pe-visualiser"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PEV_VERSION));
    if (gui) {
        QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/pe-visualiser.svg")));
        ClassroomStyle::install(); // indicators that grow with the text and stand out
    }
    language::install(lang);

    const CommandLineResult parsed = parseCommandLine(QCoreApplication::arguments());
    switch (parsed.status) {
    case CommandLineResult::Status::Help:
    case CommandLineResult::Status::Version:
        if (!console::printOut(parsed.text)) {
            printError(console::cannotWriteOutput());
            return 1;
        }
        return 0;
    case CommandLineResult::Status::Error:
        printError(parsed.text);
        return 2;
    case CommandLineResult::Status::ManPage:
        std::fputs(qUtf8Printable(
                           manPage(QStringLiteral(PEV_VERSION), QStringLiteral(PEV_RELEASE_DATE))),
                   stdout);
        return 0;
    case CommandLineResult::Status::Ok:
        break;
    }
    CommandLineOptions options = parsed.options;
    if (!options.fromFigure.isEmpty() && !readFigure(&options))
        return 2;
    const CommandLineOptions &o = options;

    if (o.mode == CommandLineOptions::Mode::Csv) {
        warnIfChineseFontMissing();
        return runCsv(o);
    }
    if (o.mode == CommandLineOptions::Mode::Check)
        return runCheck(o);
    if (o.mode == CommandLineOptions::Mode::Rope)
        return runRope(o);
    if (o.mode == CommandLineOptions::Mode::Train)
        return runTrain(o.training);
    if (o.mode == CommandLineOptions::Mode::Bias)
        return runBias(o.training);

    if (!gui) {
        printError(Main::tr("no display found (DISPLAY is not set); use --export DIR to render "
                            "the views without one"));
        return 1;
    }

    LessonState state;
    configure(state, o);
    if (o.mode == CommandLineOptions::Mode::Export)
        return runExport(state, o);
    if (o.mode == CommandLineOptions::Mode::ExportAnimation)
        return runExportAnimation(state, o);
    if (o.mode == CommandLineOptions::Mode::Worksheet) {
        warnIfChineseFontMissing();
        return runWorksheet(o);
    }

    return runGui(state, o, mainStart);
}
