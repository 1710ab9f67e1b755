// The window's number fields accept exactly what the command line accepts:
// each typed string is given to parseCommandLine() (app/commandline.cpp) as --dim, --base,
// --position and --comparison, and to the field's NumberRule (ui/common/numberrule.h) in the C
// locale; both must accept it or both refuse it, and accept it as the same number.
#include "commandline.h"
#include "numberrule.h"
#include "optiontable.h"
#include "positionalencoding.h"
#include "trainingconfigdiff.h"

#include <QTest>

#include <cfloat>

class TestCommandLineRules : public QObject
{
    Q_OBJECT

private slots:
    void sameAsTheCommandLine_data();
    void sameAsTheCommandLine();
    void trainingDefaults();
};

void TestCommandLineRules::sameAsTheCommandLine_data()
{
    QTest::addColumn<QString>("text");
    for (const char *text : {"0",
                             "1",
                             "7",
                             " 7 ",
                             "007",
                             "+5",
                             "-0",
                             "-4",
                             "3.0",
                             "3.5",
                             "1e3",
                             "1,000",
                             "1 000",
                             "0x10",
                             "",
                             "abc",
                             "8192",
                             "8193",
                             "9999",
                             "2147483647",
                             "2147483648",
                             "99999999999999999999",
                             "10000",
                             "1.0001",
                             "1.0000001",
                             "40889.9424",
                             "1e6",
                             "1E+12",
                             "1e308",
                             "1e309",
                             "1.7976931348623157e308",
                             "1.0000000000000002",
                             "1.00000000000000011",
                             ".5",
                             "5.",
                             "+2.5",
                             "1",
                             "1.0",
                             "inf",
                             "nan",
                             "-5",
                             "2,5",
                             "1e",
                             "1e-3"})
        QTest::newRow(qPrintable(QStringLiteral("'%1'").arg(QString::fromLatin1(text))))
            << QString::fromLatin1(text);
}

void TestCommandLineRules::sameAsTheCommandLine()
{
    QFETCH(QString, text);
    struct Parameter
    {
        const char *option;
        NumberRule rule;
    };
    const Parameter parameters[] = {
        {"--dim",
         NumberRule::integers(pe::PositionalEncoding::minWidth, pe::PositionalEncoding::maxWidth)},
        {"--position", NumberRule::integers(0, pe::PositionalEncoding::maxPosition)},
        {"--comparison", NumberRule::integers(0, pe::PositionalEncoding::maxPosition)},
        {"--base", NumberRule::realsAbove(1.0, DBL_MAX)},
    };
    for (const Parameter &parameter : parameters) {
        const CommandLineResult result
            = parseCommandLine({QStringLiteral("pe-visualiser"),
                                QString::fromLatin1(parameter.option) + QLatin1Char('=') + text});
        double value = 0.0;
        const bool field = parameter.rule.parse(text, &value, QLocale::c());
        const bool commandLine = result.status == CommandLineResult::Status::Ok;
        QVERIFY2(field == commandLine,
                 qPrintable(QStringLiteral("%1=%2: field %3, command line %4 (%5)")
                                .arg(QString::fromLatin1(parameter.option), text)
                                .arg(field)
                                .arg(commandLine)
                                .arg(result.text)));
        if (!field)
            continue;
        const CommandLineOptions &o = result.options;
        const QString option = QString::fromLatin1(parameter.option);
        const double given = option == QLatin1String("--dim") ? double(o.d)
            : option == QLatin1String("--position")           ? double(o.p)
            : option == QLatin1String("--comparison")         ? double(o.q)
                                                              : o.base;
        QVERIFY(given == value);
    }
}

// `--train TASK` alone trains the core's defaults (pe::TrainingConfig), the Training view's too
// (tst_trainingview), and --help names the core's defaults and its one steps limit.
void TestCommandLineRules::trainingDefaults()
{
    const CommandLineResult result = parseCommandLine(
        {QStringLiteral("pe-visualiser"), QStringLiteral("--train"), QStringLiteral("reverse")});
    QCOMPARE(result.status, CommandLineResult::Status::Ok);
    const pe::TrainingConfig &config = result.options.training.config;
    const pe::TrainingConfig core;
    const QStringList differences = trainingConfigDifferences(config, core);
    QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QStringLiteral(", "))));
    QCOMPARE(result.options.training.schemes.size(), pe::allSchemeKinds().size());
    const QString steps = optiontable::help(optiontable::option(optiontable::Id::Steps));
    QVERIFY2(steps.contains(QStringLiteral("1 to %1 (default %2)")
                                .arg(pe::maxTrainingSteps)
                                .arg(core.steps)),
             qPrintable(steps));
    const QString train = optiontable::help(optiontable::option(optiontable::Id::Train));
    QVERIFY2(train.contains(QStringLiteral("(default %1)").arg(core.trainLength)), qPrintable(train));
    QVERIFY(!train.contains(QLatin1Char('%')));
}

QTEST_GUILESS_MAIN(TestCommandLineRules)
#include "tst_commandlinerules.moc"
