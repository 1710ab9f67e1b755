// The checker (core/matrixchecker.h) on files NumPy wrote for every variant
// (tests/data/checker, made by tests/data/make_checker_files.py): each file's verdict, its n, d,
// orientation and dtypes, its largest residual against the reference (mpmath at 30 digits, within
// 1e-12) and, for interleaved files, the estimated base. Then the rules on matrices built here.
#include "matrixchecker.h"
#include "precisionlab.h"
#include "testsupport.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <functional>
#include <stdexcept>

namespace {

std::string checkerFile(const QByteArray &name)
{
    return std::string(PEV_TEST_DATA_DIR "/checker/") + name.toStdString();
}

// rows x cols, row r from the function, stored in the given dtype's values.
pe::MatrixData matrixOf(std::int64_t rows, int cols,
                        const std::function<std::vector<double>(std::int64_t)> &row,
                        pe::Dtype dtype = pe::Dtype::Float64)
{
    pe::MatrixData m;
    m.rows = rows;
    m.cols = cols;
    m.dtype = dtype;
    for (std::int64_t r = 0; r < rows; ++r) {
        for (double v : row(r))
            m.values.push_back(pe::roundToDtype(v, dtype));
    }
    return m;
}

} // namespace

namespace {

// The rows of a golden file of tests/data; qFatal when the file is missing or its header is not
// the expected one (an empty table would let the data-driven test pass without a single case).
QList<QList<QByteArray>> goldenRows(const char *name, const char *header)
{
    QList<QList<QByteArray>> rows = testsupport::readCsv(name, header);
    if (rows.isEmpty())
        qFatal("golden file %s missing, empty or with another header", name);
    return rows;
}

} // namespace

class TestMatrixChecker : public QObject
{
    Q_OBJECT

private slots:
    void numpyFiles_data();
    void numpyFiles();
    void residualMatrix();
    void keepResidualOff();
    void frameworkFloat16InFloat64();
    void exponentDoubledWinsOverBase();
    void onlyTransposedFits();
    void baseOtherThanDefault();
    void estimates_data();
    void estimates();
    void float32EveryFormat();
    void outliersAreNotReference_data();
    void outliersAreNotReference();
    void fewValuesOffAreNamed_data();
    void fewValuesOffAreNamed();
    void nearestRatioCoversEveryValue_data();
    void nearestRatioCoversEveryValue();
    void undeterminedAtOneDecimal();
    void float16OtherBaseIsNotReference();
    void cancel();
    void narrowAngles_data();
    void narrowAngles();
    void roundedOnceOrComputed();
    void progress();
    void tolerance_data();
    void tolerance();
    void ids();
    void rejectsBadInput();
};

void TestMatrixChecker::numpyFiles_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QByteArray>("verdict");
    QTest::addColumn<qint64>("n");
    QTest::addColumn<int>("d");
    QTest::addColumn<bool>("transposed");
    QTest::addColumn<QByteArray>("fileDtype");
    QTest::addColumn<QByteArray>("valuesDtype");
    QTest::addColumn<double>("residualReference");
    QTest::addColumn<double>("baseEstimate"); // 0: not checked
    QTest::addColumn<qint64>("identicalRow");
    const char *header = "file,verdict,n,d,transposed,file_dtype,values_dtype,residual_reference,"
                         "base_estimate,identical_row";
    for (const QList<QByteArray> &row : goldenRows("checker/expected.csv", header)) {
        QCOMPARE(row.size(), 10);
        QTest::newRow(row[0].constData())
            << row[0] << row[1] << row[2].toLongLong() << row[3].toInt() << (row[4] == "1")
            << row[5] << row[6] << testsupport::toDouble(row[7])
            << (row[8].isEmpty() ? 0.0 : testsupport::toDouble(row[8])) << row[9].toLongLong();
    }
}

void TestMatrixChecker::numpyFiles()
{
    QFETCH(QByteArray, file);
    QFETCH(QByteArray, verdict);
    QFETCH(qint64, n);
    QFETCH(int, d);
    QFETCH(bool, transposed);
    QFETCH(QByteArray, fileDtype);
    QFETCH(QByteArray, valuesDtype);
    QFETCH(double, residualReference);
    QFETCH(double, baseEstimate);
    QFETCH(qint64, identicalRow);
    const pe::MatrixData matrix = pe::readMatrixFile(checkerFile(file));
    const pe::CheckResult result = pe::checkMatrix(matrix);
    QCOMPARE(QByteArray::fromStdString(pe::verdictId(result.verdict)), verdict);
    QCOMPARE(result.n, n);
    QCOMPARE(result.d, d);
    QCOMPARE(result.transposed, transposed);
    QCOMPARE(QByteArray::fromStdString(pe::dtypeId(result.fileDtype)), fileDtype);
    QCOMPARE(QByteArray::fromStdString(pe::dtypeId(result.valuesDtype)), valuesDtype);
    QCOMPARE(result.base, 10000.0);
    PEV_VERIFY_NEAR(result.maxResidualReference, residualReference, 1e-12);
    if (baseEstimate > 0.0) {
        const double tolerance = matrix.dtype == pe::Dtype::Float64 ? 1e-6 : 1e-4;
        QVERIFY2(std::fabs(result.estimatedBase / baseEstimate - 1.0) <= tolerance,
                 qPrintable(QString::number(result.estimatedBase, 'g', 17)));
    }
    QCOMPARE(result.residual.size(), std::size_t(n * d));
    double largest = 0.0;
    for (double r : result.residual)
        largest = std::max(largest, std::fabs(r));
    QCOMPARE(largest, result.maxResidualReference);
    if (result.verdict == pe::Verdict::Unknown) {
        QVERIFY(std::isnan(result.maxResidualVariant));
        QVERIFY(result.nearestRatio > 1.0);
    } else {
        // The named variant fits at least as well as the reference; a structural variant far
        // better (a precision variant is the reference rounded: it names the values' dtype).
        QVERIFY(result.maxResidualVariant <= result.maxResidualReference);
        const bool precision = result.verdict == pe::Verdict::Float32
            || result.verdict == pe::Verdict::BFloat16 || result.verdict == pe::Verdict::Float16;
        const bool matches = result.verdict == pe::Verdict::Reference
            || result.verdict == pe::Verdict::Transposed
            || result.verdict == pe::Verdict::Undetermined || result.verdict == pe::Verdict::Scaled;
        if (precision) // the dtype the values, or the positions and angles, were rounded to
            QCOMPARE(pe::verdictId(result.verdict), pe::dtypeId(result.precisionDtype));
        else if (!matches)
            QVERIFY(result.maxResidualVariant < 0.01 * result.maxResidualReference);
    }
    const bool precisionVerdict = result.verdict == pe::Verdict::Float32
        || result.verdict == pe::Verdict::BFloat16 || result.verdict == pe::Verdict::Float16;
    if (precisionVerdict
        || (result.valuesDtype != pe::Dtype::Float64 && result.verdict == pe::Verdict::Reference))
        QCOMPARE(result.identicalRow, identicalRow);
    else
        QCOMPARE(identicalRow, qint64(-1));
    QCOMPARE(result.paddingRow, file == "fairseq_table.npy" ? std::int64_t(1) : std::int64_t(-1));
}

// The conventions each new file must give (checker/estimates.csv, written
// with the files by make_checker_files.py).
void TestMatrixChecker::estimates_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QByteArray>("layout");
    QTest::addColumn<qint64>("first");
    QTest::addColumn<qint64>("last");
    QTest::addColumn<double>("amplitude");
    QTest::addColumn<QByteArray>("deviations");
    for (const QList<QByteArray> &row :
         goldenRows("checker/estimates.csv", "file,layout,first,last,amplitude,deviations")) {
        QCOMPARE(row.size(), 6);
        QTest::newRow(row[0].constData())
            << row[0] << row[1] << row[2].toLongLong() << row[3].toLongLong()
            << testsupport::toDouble(row[4]) << row[5];
    }
}

void TestMatrixChecker::estimates()
{
    QFETCH(QByteArray, file);
    QFETCH(QByteArray, layout);
    QFETCH(qint64, first);
    QFETCH(qint64, last);
    QFETCH(double, amplitude);
    QFETCH(QByteArray, deviations);
    const pe::CheckResult result = pe::checkMatrix(pe::readMatrixFile(checkerFile(file)));
    const pe::ConventionEstimate &e = result.estimate;
    QVERIFY(e.valid);
    QVERIFY(e.fits);
    const QByteArray shownLayout
        = !e.halves ? "interleaved" : (e.tensor2tensorRule ? "halves-t2t" : "halves");
    QCOMPARE(shownLayout, layout);
    QCOMPARE(e.firstPosition, first);
    QCOMPARE(e.firstPosition + (e.descending ? -1 : 1) * (result.n - 1), last);
    QVERIFY2(std::fabs(e.amplitude / amplitude - 1.0) <= 1e-6,
             qPrintable(QString::number(e.amplitude, 'g', 17)));
    QList<QByteArray> ids;
    for (pe::Verdict v : result.deviations)
        ids << QByteArray::fromStdString(pe::verdictId(v));
    QCOMPARE(ids.join('+'), deviations);
    QCOMPARE(QByteArray::fromStdString(pe::verdictId(result.verdict)), ids.value(0));
    // The residual against the model of all estimates is at the file's precision.
    QVERIFY2(e.residual < 5e-3, qPrintable(QString::number(e.residual)));
}

// A correct float32 computation is "reference" whatever the format, with the
// precision found and where the largest error is.
void TestMatrixChecker::float32EveryFormat()
{
    for (const char *file : {"float32_in_float64.npy", "float32_savetxt.txt",
                             "float32_savetxt_9g.txt", "float32_savetxt_6f.csv", "float32_str.txt",
                             "float32_savetxt_odd_d15.txt", "float32_savetxt_6f_n1000_d8.csv"}) {
        const pe::CheckResult result = pe::checkMatrix(pe::readMatrixFile(checkerFile(file)));
        QCOMPARE(pe::verdictId(result.verdict), std::string("reference"));
        QCOMPARE(result.precisionDtype, pe::Dtype::Float32);
        QVERIFY(result.maxResidualReference > 1e-8); // not float64's
        QVERIFY(result.expectedResidual > 0.0);
        const double x
            = pe::readMatrixFile(checkerFile(file)).at(result.largestRow, result.largestColumn);
        const pe::PositionalEncoding encoding(result.d, 10000.0);
        PEV_VERIFY_NEAR(std::fabs(x - encoding.component(result.largestRow, result.largestColumn)),
                        result.maxResidualReference, 1e-12);
    }
    // Wider than float32's rounding is no longer the reference.
    pe::MatrixData off = pe::readMatrixFile(checkerFile("float32_in_float64.npy"));
    off.values[5 * 16 + 3] += 1e-4;
    QVERIFY(pe::checkMatrix(off).verdict != pe::Verdict::Reference);
}

// The consistency rules: values no dtype's computation gives make a file "unknown", each named,
// while the rest is PE (rows 0..63 x 16 of reference_f64.npy, exact float64, changed at (row,
// column); transposed: the file stored with positions as columns).
void TestMatrixChecker::outliersAreNotReference_data()
{
    QTest::addColumn<qint64>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<double>("value"); // NaN: PE + delta
    QTest::addColumn<double>("delta");
    QTest::addColumn<bool>("transposed");
    const double nan = std::nan("");
    // Within float32's tolerance at p = 40 (about 7e-6 there), 1 value in 1008 off.
    QTest::newRow("5e-6 off at p = 40") << qint64(40) << 3 << nan << 5e-6 << false;
    QTest::newRow("5e-6 off at p = 40, transposed") << qint64(40) << 3 << nan << 5e-6 << true;
    // No dtype gives cos 0 other than 1.
    QTest::newRow("PE(0)[1] = 1.0000001") << qint64(0) << 1 << 1.0000001 << 0.0 << false;
    QTest::newRow("PE(0)[0] = 1e-7") << qint64(0) << 0 << 1e-7 << 0.0 << false;
    // Beyond cos's range where PE is 1 - 5e-8 (the slowest pair at p = 1).
    QTest::newRow("above 1") << qint64(1) << 15 << 1.0000002 << 0.0 << false;
}

void TestMatrixChecker::outliersAreNotReference()
{
    QFETCH(qint64, row);
    QFETCH(int, column);
    QFETCH(double, value);
    QFETCH(double, delta);
    QFETCH(bool, transposed);
    const pe::MatrixData reference = pe::readMatrixFile(checkerFile("reference_f64.npy"));
    QCOMPARE(pe::verdictId(pe::checkMatrix(reference).verdict), std::string("reference"));
    pe::MatrixData changed = reference;
    double &x = changed.values[std::size_t(row * 16 + column)];
    const double expected = x;
    x = std::isnan(value) ? x + delta : value;
    const double written = x;
    if (transposed) {
        pe::MatrixData t = changed;
        t.rows = changed.cols;
        t.cols = changed.rows;
        for (std::int64_t r = 0; r < changed.rows; ++r)
            for (std::int64_t c = 0; c < changed.cols; ++c)
                t.values[std::size_t(c * changed.rows + r)]
                    = changed.values[std::size_t(r * changed.cols + c)];
        changed = t;
    }
    const pe::CheckResult result = pe::checkMatrix(changed);
    QCOMPARE(pe::verdictId(result.verdict), std::string("unknown"));
    QCOMPARE(result.nearest, transposed ? pe::Verdict::Transposed : pe::Verdict::Reference);
    QCOMPARE(result.transposed, transposed);
    QCOMPARE(result.outlierCount, std::int64_t(1));
    QCOMPARE(result.outliers.size(), std::size_t(1));
    QCOMPARE(result.outliers[0].row, row);
    QCOMPARE(result.outliers[0].column, column);
    QCOMPARE(result.outliers[0].value, written);
    PEV_VERIFY_NEAR(result.outliers[0].expected, expected, 1e-14);
}

// The paper's encoding (reference::encoding, base 10000) at positions 0 .. n-1 x d, with the
// values of bumps ("row,column,delta;...") moved by delta, stored as dtype; text: printed with
// 17 significant digits and read back (np.savetxt's "%.17g").
pe::MatrixData bumpedEncoding(std::int64_t n, int d, const QString &bumps, pe::Dtype dtype,
                              bool text)
{
    pe::MatrixData m = matrixOf(
        n, d, [d](std::int64_t p) { return reference::encoding(d, 10000.0, p); }, dtype);
    for (const QString &bump : bumps.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QStringList f = bump.split(QLatin1Char(','));
        double &x = m.values[std::size_t(f[0].toLongLong() * d + f[1].toInt())];
        x = pe::roundToDtype(x + f[2].toDouble(), dtype);
    }
    if (!text)
        return m;
    QString printed;
    for (std::int64_t r = 0; r < n; ++r) {
        for (int j = 0; j < d; ++j)
            printed += (j > 0 ? QStringLiteral(",") : QString())
                + QString::number(m.values[std::size_t(r * d + j)], 'g', 17);
        printed += QLatin1Char('\n');
    }
    return pe::parseTextMatrix(printed.toStdString());
}

// A few values off in a file that is PE elsewhere are each named, whatever the size of the
// deviation (a float64-exact file bumped by 1e-6 at p = 37, component 9, where float32's
// tolerance is about 1e-6, was "unknown" without a word about the value); more than
// maxListedOutliers: the count and the largest of them. Beyond one in a hundred values after
// position 0 it is no longer a few.
void TestMatrixChecker::fewValuesOffAreNamed_data()
{
    QTest::addColumn<qint64>("n");
    QTest::addColumn<QString>("bumps");
    QTest::addColumn<int>("dtype"); // pe::Dtype
    QTest::addColumn<bool>("text");
    QTest::addColumn<qint64>("count"); // -1: not named (too many)
    QTest::addColumn<QString>("listed"); // "row,column;..." in row order
    const int f64 = int(pe::Dtype::Float64);
    const int f32 = int(pe::Dtype::Float32);
    QTest::newRow("float64, +8e-7 at (37, 9)")
        << qint64(64) << "37,9,8e-7" << f64 << false << qint64(1) << "37,9";
    QTest::newRow("float64, +1e-6 at (37, 9)")
        << qint64(64) << "37,9,1e-6" << f64 << false << qint64(1) << "37,9";
    QTest::newRow("float64, +1e-4 at (37, 9)")
        << qint64(64) << "37,9,1e-4" << f64 << false << qint64(1) << "37,9";
    QTest::newRow("float64, +0.1 at (37, 9)")
        << qint64(64) << "37,9,0.1" << f64 << false << qint64(1) << "37,9";
    QTest::newRow("float64, -0.5 at (20, 0)")
        << qint64(64) << "20,0,-0.5" << f64 << false << qint64(1) << "20,0";
    QTest::newRow("float64, two values")
        << qint64(64) << "37,9,1e-6;50,14,3e-3" << f64 << false << qint64(2) << "37,9;50,14";
    QTest::newRow("text at 17 digits, +1e-6 at (37, 9)")
        << qint64(64) << "37,9,1e-6" << f64 << true << qint64(1) << "37,9";
    QTest::newRow("text at 17 digits, two values")
        << qint64(64) << "11,2,2e-6;37,9,1e-6" << f64 << true << qint64(2) << "11,2;37,9";
    // float32's tolerance at (37, 9) is about 1e-6; 5e-6 is beyond it.
    QTest::newRow("float32, +5e-6 at (37, 9)")
        << qint64(64) << "37,9,5e-6" << f32 << false << qint64(1) << "37,9";
    // 12 values of 255 x 16 = 4080: the 10 largest named, in row order.
    QTest::newRow("float64, 12 values: the 10 largest")
        << qint64(256)
        << "5,1,1e-3;17,4,2e-6;30,9,1e-6;41,2,5e-3;60,7,4e-3;77,3,3e-3;90,12,2e-3;101,5,6e-3;"
           "150,0,7e-3;170,15,8e-3;200,6,9e-3;230,11,1e-2"
        << f64 << false << qint64(12) << "5,1;41,2;60,7;77,3;90,12;101,5;150,0;170,15;200,6;230,11";
    // 11 values of 63 x 16 = 1008: more than one in a hundred.
    QTest::newRow("float64, 11 values in 1008: not a few")
        << qint64(64)
        << "5,1,1e-3;10,4,1e-3;15,9,1e-3;20,2,1e-3;25,7,1e-3;30,3,1e-3;35,12,1e-3;40,5,1e-3;"
           "45,0,1e-3;50,15,1e-3;55,6,1e-3"
        << f64 << false << qint64(-1) << "";
}

void TestMatrixChecker::fewValuesOffAreNamed()
{
    QFETCH(qint64, n);
    QFETCH(QString, bumps);
    QFETCH(int, dtype);
    QFETCH(bool, text);
    QFETCH(qint64, count);
    QFETCH(QString, listed);
    const int d = 16;
    const auto stored = static_cast<pe::Dtype>(dtype);
    QCOMPARE(pe::checkMatrix(bumpedEncoding(n, d, QString(), stored, text)).verdict,
             pe::Verdict::Reference);
    const pe::MatrixData matrix = bumpedEncoding(n, d, bumps, stored, text);
    const pe::CheckResult result = pe::checkMatrix(matrix);
    QCOMPARE(pe::verdictId(result.verdict), std::string("unknown"));
    if (count < 0) {
        QCOMPARE(result.outlierCount, std::int64_t(0));
        QVERIFY(result.outliers.empty());
        QVERIFY2(result.nearestRatio > 1.0, QByteArray::number(result.nearestRatio));
        return;
    }
    QCOMPARE(result.nearest, pe::Verdict::Reference);
    QCOMPARE(result.outlierCount, std::int64_t(count));
    QStringList where;
    for (const pe::CheckOutlier &o : result.outliers) {
        where << QStringLiteral("%1,%2").arg(o.row).arg(o.column);
        QCOMPARE(o.value, matrix.values[std::size_t(o.row * d + o.column)]);
        PEV_VERIFY_NEAR(o.expected, reference::component(d, 10000.0, o.row, o.column), 1e-12);
    }
    QCOMPARE(where.join(QLatin1Char(';')), listed);
    QCOMPARE(result.largestOutliers, true);
    // Every other value is PE: the ratio stated is an outlier's, beyond the tolerance.
    QVERIFY2(result.nearestRatio > 1.0, QByteArray::number(result.nearestRatio));
}

// "unknown": the nearest variant's ratio of residual to tolerance is over every value, not only
// the rows the screening looked at (a float64 file with 5% of its values 1e-3 off between them
// said "1.47e-10 times the tolerance").
void TestMatrixChecker::nearestRatioCoversEveryValue_data()
{
    QTest::addColumn<int>("dtype"); // pe::Dtype
    QTest::addColumn<double>("delta");
    QTest::newRow("float64, 1e-3") << int(pe::Dtype::Float64) << 1e-3;
    QTest::newRow("float64, 1e-6") << int(pe::Dtype::Float64) << 1e-6;
    QTest::newRow("float32, 5e-5") << int(pe::Dtype::Float32) << 5e-5;
}

void TestMatrixChecker::nearestRatioCoversEveryValue()
{
    QFETCH(int, dtype);
    QFETCH(double, delta);
    const std::int64_t n = 512;
    const int d = 16;
    // Rows 0 .. 3, the last two and ten spread between (k (n - 1) / 11) are screened: bump every
    // third value of every other row but those.
    std::vector<std::int64_t> screened = {0, 1, 2, 3, n - 2, n - 1};
    for (int k = 1; k <= 10; ++k)
        screened.push_back(std::llround(double(k) * double(n - 1) / 11.0));
    QString bumps;
    std::int64_t bumped = 0;
    for (std::int64_t p = 0; p < n; ++p) {
        if (std::find(screened.begin(), screened.end(), p) != screened.end())
            continue;
        for (int j = 0; j < d; j += 3) {
            bumps += QStringLiteral("%1,%2,%3;").arg(p).arg(j).arg(delta, 0, 'g', 17);
            ++bumped;
        }
    }
    QVERIFY(bumped * 100 > (n - 1) * d); // more than a few
    const pe::CheckResult result
        = pe::checkMatrix(bumpedEncoding(n, d, bumps, static_cast<pe::Dtype>(dtype), false));
    QCOMPARE(pe::verdictId(result.verdict), std::string("unknown"));
    QCOMPARE(result.outlierCount, std::int64_t(0));
    QVERIFY2(result.nearestRatio > 1.0, QByteArray::number(result.nearestRatio));
}

// One decimal cannot decide; the file is not called the reference.
void TestMatrixChecker::undeterminedAtOneDecimal()
{
    const pe::CheckResult result
        = pe::checkMatrix(pe::readMatrixFile(checkerFile("reference_1f.csv")));
    QCOMPARE(result.verdict, pe::Verdict::Undetermined);
    QVERIFY(result.decidingDecimals >= 3);
    QCOMPARE(result.significantDigitsPrinted, 2); // "-0.9", "1.0": at most two
    const pe::MatrixData tiny = pe::parseTextMatrix("0,1\n0.8,0.5\n");
    QCOMPARE(pe::checkMatrix(tiny).verdict, pe::Verdict::Undetermined);
    // Six decimals decide.
    QCOMPARE(pe::checkMatrix(pe::readMatrixFile(checkerFile("reference_header.csv"))).verdict,
             pe::Verdict::Reference);
}

// float16 of base 10200 stays within the loose old tolerance of base 10000;
// judged by float16's own error it is another base.
void TestMatrixChecker::float16OtherBaseIsNotReference()
{
    const pe::CheckResult result
        = pe::checkMatrix(pe::readMatrixFile(checkerFile("base_10200_f16.npy")));
    QCOMPARE(result.verdict, pe::Verdict::Base);
    // The float16 files of base 10000, cast or computed in float16, stay the reference.
    for (const char *file : {"reference_f16.npy", "reference_f16_framework.npy"})
        QCOMPARE(pe::checkMatrix(pe::readMatrixFile(checkerFile(file))).verdict,
                 pe::Verdict::Reference);
}

void TestMatrixChecker::cancel()
{
    const pe::MatrixData matrix = pe::readMatrixFile(checkerFile("unknown_noise.npy"));
    std::atomic<bool> stop(true);
    QVERIFY_THROWS_EXCEPTION(pe::Cancelled, pe::checkMatrix(matrix, 10000.0, true, &stop));
    QVERIFY_THROWS_EXCEPTION(pe::Cancelled,
                             pe::readMatrixFile(checkerFile("reference_f64.npy"), &stop));
    stop = false;
    QCOMPARE(pe::checkMatrix(matrix, 10000.0, true, &stop).verdict, pe::Verdict::Unknown);
}

// float32 files whose positions or angles were rounded to a narrow dtype
// (checker/narrow_angles.csv): that dtype's verdict, the collided rows, and the first break of
// the rotation identity no later than where the script sees it plainly broken.
void TestMatrixChecker::narrowAngles_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QByteArray>("dtype");
    QTest::addColumn<qint64>("identicalRow");
    QTest::addColumn<qint64>("breakRow");
    for (const QList<QByteArray> &row :
         goldenRows("checker/narrow_angles.csv", "file,dtype,identical_row,break_row"))
        QTest::newRow(row[0].constData())
            << row[0] << row[1] << row[2].toLongLong() << row[3].toLongLong();
}

void TestMatrixChecker::narrowAngles()
{
    QFETCH(QByteArray, file);
    QFETCH(QByteArray, dtype);
    QFETCH(qint64, identicalRow);
    QFETCH(qint64, breakRow);
    const pe::CheckResult result = pe::checkMatrix(pe::readMatrixFile(checkerFile(file)));
    QCOMPARE(QByteArray::fromStdString(pe::verdictId(result.verdict)), dtype);
    QCOMPARE(QByteArray::fromStdString(pe::dtypeId(result.precisionDtype)), dtype);
    QVERIFY(result.valuesDtype == pe::Dtype::Float32 || result.valuesDtype == pe::Dtype::Float64);
    QCOMPARE(result.identicalRow, identicalRow);
    QVERIFY2(result.rotationRow >= 0 && result.rotationRow <= breakRow,
             qPrintable(QString::number(result.rotationRow)));
    QVERIFY(result.rotationPair >= 0 && result.rotationPair < result.d / 2);
    QVERIFY(result.rotationError > result.rotationBound);
    QVERIFY(result.rotationBound > 0.0);
    QVERIFY(!result.roundedOnce);
    // Collided rows break the identity at the step into them.
    if (identicalRow >= 0)
        QCOMPARE(result.rotationRow, identicalRow - 1);
    // The same matrix computed in float32 throughout is the reference.
    const pe::MatrixData f32 = matrixOf(result.n, result.d, [&](std::int64_t p) {
        return pe::precisionRow(pe::PositionalEncoding(result.d, 10000.0), p, pe::Dtype::Float32,
                                pe::PrecisionPath::Framework);
    });
    const pe::CheckResult clean = pe::checkMatrix(f32);
    QCOMPARE(clean.verdict, pe::Verdict::Reference);
    QCOMPARE(clean.rotationRow, std::int64_t(-1));
}

// Values of float16 rounded once from an exact computation, or computed in float16.
void TestMatrixChecker::roundedOnceOrComputed()
{
    const pe::CheckResult cast
        = pe::checkMatrix(pe::readMatrixFile(checkerFile("float16_in_float64.npy")));
    QCOMPARE(cast.verdict, pe::Verdict::Float16);
    QVERIFY(cast.roundedOnce);
    QVERIFY(cast.maxResidualReference <= std::ldexp(1.0, -12));
    const pe::CheckResult computed
        = pe::checkMatrix(pe::readMatrixFile(checkerFile("float16_collisions.npy")));
    QCOMPARE(computed.verdict, pe::Verdict::Float16);
    QVERIFY(!computed.roundedOnce);
    // The app's own float16 path is measured where the file's error is largest too: the file is
    // that path, so the two agree.
    PEV_VERIFY_NEAR(computed.expectedResidual, computed.maxResidualReference, 1e-3);
}

// The progress callback: fractions in [0, 1], never decreasing, ending at 1, several of them on
// a matrix of many blocks.
void TestMatrixChecker::progress()
{
    const pe::MatrixData matrix = matrixOf(20000, 16, [](std::int64_t p) {
        return pe::precisionRow(pe::PositionalEncoding(16, 10000.0), p, pe::Dtype::Float64,
                                pe::PrecisionPath::Framework);
    });
    std::vector<double> seen;
    const pe::CheckResult result = pe::checkMatrix(matrix, 10000.0, false, nullptr,
                                                   [&seen](double f) { seen.push_back(f); });
    QCOMPARE(result.verdict, pe::Verdict::Reference);
    QVERIFY(seen.size() >= 5);
    QVERIFY(std::is_sorted(seen.begin(), seen.end()));
    QVERIFY(seen.front() >= 0.0);
    QCOMPARE(seen.back(), 1.0);
    // Some reports fall inside the full pass, not only at its ends.
    QVERIFY(std::any_of(seen.begin(), seen.end(), [](double f) { return f > 0.1 && f < 0.55; }));
}

// The residual heat map is x - PE in positions x components, also for a transposed file.
void TestMatrixChecker::residualMatrix()
{
    for (const char *file : {"positions_from_1.npy", "concatenated_transposed.npy"}) {
        const pe::MatrixData matrix = pe::readMatrixFile(checkerFile(file));
        const pe::CheckResult result = pe::checkMatrix(matrix);
        const bool transposed = result.transposed;
        for (std::int64_t p = 0; p < result.n; ++p) {
            for (int j = 0; j < result.d; ++j) {
                const double x = transposed ? matrix.at(j, p) : matrix.at(p, j);
                const double expected = x - reference::component(result.d, 10000.0, p, j);
                PEV_VERIFY_NEAR(result.residual[std::size_t(p * result.d + j)], expected, 1e-13);
            }
        }
    }
}

void TestMatrixChecker::keepResidualOff()
{
    const pe::MatrixData matrix = pe::readMatrixFile(checkerFile("degrees.npy"));
    const pe::CheckResult kept = pe::checkMatrix(matrix, 10000.0, true);
    const pe::CheckResult dropped = pe::checkMatrix(matrix, 10000.0, false);
    QVERIFY(dropped.residual.empty());
    QCOMPARE(dropped.verdict, kept.verdict);
    QCOMPARE(dropped.maxResidualReference, kept.maxResidualReference);
    QCOMPARE(dropped.maxResidualVariant, kept.maxResidualVariant);
}

// The precision lab's float16 framework rows stored as float64 (positions up to 2048, before any
// collision): the values are float16 values, and PE only within float16's tolerance.
void TestMatrixChecker::frameworkFloat16InFloat64()
{
    const pe::PositionalEncoding encoding(32, 10000.0);
    const pe::MatrixData matrix = matrixOf(400, 32, [&](std::int64_t p) {
        return pe::precisionRow(encoding, p, pe::Dtype::Float16, pe::PrecisionPath::Framework);
    });
    const pe::CheckResult result = pe::checkMatrix(matrix);
    QCOMPARE(result.verdict, pe::Verdict::Float16);
    QCOMPARE(result.valuesDtype, pe::Dtype::Float16);
    QCOMPARE(result.fileDtype, pe::Dtype::Float64);
    // Framework rounding differs from the cast of PE by more than half an ulp somewhere.
    QVERIFY(result.maxResidualVariant > std::ldexp(1.0, -12));
    // Stored as float16, the same values are the file dtype's best: "reference".
    pe::MatrixData asFloat16 = matrix;
    asFloat16.dtype = pe::Dtype::Float16;
    QCOMPARE(pe::checkMatrix(asFloat16).verdict, pe::Verdict::Reference);
}

// The article's loop gives exactly base B^2: the fitted base says so, the verdict names the
// exponent, at several bases.
void TestMatrixChecker::exponentDoubledWinsOverBase()
{
    for (double base : {10000.0, 100.0, 2.5}) {
        const pe::PositionalEncoding doubled(16, base * base);
        const pe::MatrixData matrix
            = matrixOf(64, 16, [&](std::int64_t p) { return doubled.vector(p); });
        const pe::CheckResult result = pe::checkMatrix(matrix, base);
        QCOMPARE(pe::verdictId(result.verdict), std::string("exponent-doubled"));
        QVERIFY(std::fabs(result.estimatedBase / (base * base) - 1.0) < 1e-9);
        const pe::PositionalEncoding other(16, base * 3.0);
        const pe::MatrixData otherMatrix
            = matrixOf(64, 16, [&](std::int64_t p) { return other.vector(p); });
        const pe::CheckResult otherResult = pe::checkMatrix(otherMatrix, base);
        QCOMPARE(pe::verdictId(otherResult.verdict), std::string("base"));
        QVERIFY(std::fabs(otherResult.estimatedBase / (base * 3.0) - 1.0) < 1e-9);
    }
}

// 2 x 9000: only the transposed orientation has d <= 8192 (d = 2, n = 9000).
void TestMatrixChecker::onlyTransposedFits()
{
    const std::size_t n = 9000;
    pe::MatrixData matrix;
    matrix.rows = 2;
    matrix.cols = std::int64_t(n);
    matrix.values.resize(2 * n);
    for (std::size_t p = 0; p < n; ++p) {
        matrix.values[p] = std::sin(double(p));
        matrix.values[n + p] = std::cos(double(p));
    }
    const pe::CheckResult result = pe::checkMatrix(matrix);
    QCOMPARE(result.verdict, pe::Verdict::Transposed);
    QCOMPARE(result.n, std::int64_t(n));
    QCOMPARE(result.d, 2);
    QVERIFY(result.transposed);
}

void TestMatrixChecker::baseOtherThanDefault()
{
    const pe::PositionalEncoding encoding(12, 250.0);
    const pe::MatrixData matrix
        = matrixOf(100, 12, [&](std::int64_t p) { return encoding.vector(p); });
    QCOMPARE(pe::checkMatrix(matrix, 250.0).verdict, pe::Verdict::Reference);
    QCOMPARE(pe::checkMatrix(matrix, 10000.0).verdict, pe::Verdict::Base);
}

void TestMatrixChecker::tolerance_data()
{
    QTest::addColumn<pe::Dtype>("dtype");
    QTest::addColumn<double>("theta");
    QTest::addColumn<double>("omega");
    QTest::addColumn<double>("expected");
    QTest::newRow("f32 pair 0") << pe::Dtype::Float32 << 100.0 << 1.0
                                << std::ldexp(1.0, -24) * (400.0 + 8.0) + 1e-14;
    // bfloat16 and float16 by their own path's error, u (|theta| (2.5 + |ln omega|) + 1).
    QTest::newRow("f16 slow pair") << pe::Dtype::Float16 << 2.0 << std::exp(-4.0)
                                   << std::ldexp(1.0, -11) * (2.0 * 6.5 + 1.0) + 1e-14;
    QTest::newRow("f64 zero column")
        << pe::Dtype::Float64 << 0.0 << 0.0 << std::ldexp(1.0, -53) * 8.0 + 1e-14;
}

void TestMatrixChecker::tolerance()
{
    QFETCH(pe::Dtype, dtype);
    QFETCH(double, theta);
    QFETCH(double, omega);
    QFETCH(double, expected);
    PEV_VERIFY_NEAR(pe::checkTolerance(dtype, theta, omega), expected, 1e-15 * expected);
}

void TestMatrixChecker::ids()
{
    const char *expected[] = {"reference",
                              "concatenated",
                              "tensor2tensor",
                              "fairseq",
                              "exponent-doubled",
                              "exponent-halved",
                              "sin-cos-swapped",
                              "positions-from-1",
                              "positions-shifted",
                              "base",
                              "degrees",
                              "float32",
                              "bfloat16",
                              "float16",
                              "transposed",
                              "scaled",
                              "positions-reversed",
                              "undetermined",
                              "unknown"};
    const std::vector<pe::Verdict> all = pe::allVerdicts();
    QCOMPARE(all.size(), std::size(expected));
    for (std::size_t k = 0; k < all.size(); ++k)
        QCOMPARE(pe::verdictId(all[k]), std::string(expected[k]));
}

void TestMatrixChecker::rejectsBadInput()
{
    const pe::MatrixData matrix = pe::readMatrixFile(checkerFile("reference_f64.npy"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::checkMatrix(matrix, 1.0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::checkMatrix(matrix, std::nan("")));
    pe::MatrixData wrongSize = matrix;
    wrongSize.values.pop_back();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::checkMatrix(wrongSize));
    pe::MatrixData notFinite = matrix;
    notFinite.values[5] = std::numeric_limits<double>::infinity();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::checkMatrix(notFinite));
    pe::MatrixData tiny;
    tiny.rows = 1;
    tiny.cols = 1;
    tiny.values = {0.0};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pe::checkMatrix(tiny));
}

QTEST_APPLESS_MAIN(TestMatrixChecker)
#include "tst_matrixchecker.moc"
