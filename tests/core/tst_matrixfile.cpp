// Reading matrices saved by NumPy (core/matrixfile.h): the .npy files and text files NumPy itself
// wrote in tests/data/checker (tests/data/make_checker_files.py), compared value by value with the
// float64 file and with NumPy's own float32/float16 rounding (which pe::roundToDtype reproduces,
// see tst_dtype); damaged files, each refused with a one-line message; text parsing cases.
#include "matrixfile.h"

#include "testsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTest>

#include <sys/stat.h>

#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <new>

// Every allocation of this test program goes through here, so that a test can see the largest
// block requested while a file is read (a lying header must not make the reader allocate what
// it declares).
namespace {
std::atomic<bool> trackAllocations {false};
std::atomic<std::size_t> largestAllocation {0};
} // namespace

void *operator new(std::size_t size)
{
    if (trackAllocations.load(std::memory_order_relaxed)) {
        std::size_t seen = largestAllocation.load(std::memory_order_relaxed);
        while (size > seen && !largestAllocation.compare_exchange_weak(seen, size)) { }
    }
    if (void *p = std::malloc(size == 0 ? 1 : size))
        return p;
    throw std::bad_alloc();
}

void operator delete(void *p) noexcept { std::free(p); }

void operator delete(void *p, std::size_t) noexcept { std::free(p); }

Q_DECLARE_METATYPE(pe::Dtype)

namespace {

std::string checkerFile(const QByteArray &name)
{
    return std::string(PEV_TEST_DATA_DIR "/checker/") + name.toStdString();
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

class TestMatrixFile : public QObject
{
    Q_OBJECT

private slots:
    void readsNumpyFiles_data();
    void readsNumpyFiles();
    void shapes_data();
    void shapes();
    void damagedFiles_data();
    void damagedFiles();
    void lyingHeaderAllocatesLittle();
    void parsesText_data();
    void parsesText();
    void halfUnits_data();
    void halfUnits();
    void textErrors_data();
    void textErrors();
    void missingFiles();
    void filePrecision_data();
    void filePrecision();
    void byteOrderMarks();
    void notRegularFiles();
    void trueReasons();
};

// How a file's values relate to reference_f64.npy: the same doubles, NumPy's float32 or float16
// rounding of them, or text printed with 6 decimals.
void TestMatrixFile::readsNumpyFiles_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<pe::Dtype>("dtype");
    QTest::addColumn<QByteArray>("values");
    QTest::addColumn<bool>("text");
    const auto add = [](const char *file, pe::Dtype dtype, const char *values, bool text) {
        QTest::newRow(file) << QByteArray(file) << dtype << QByteArray(values) << text;
    };
    add("reference_f64.npy", pe::Dtype::Float64, "exact", false);
    add("reference_f64_fortran.npy", pe::Dtype::Float64, "exact", false);
    add("reference_f64_bigendian.npy", pe::Dtype::Float64, "exact", false);
    add("reference_version2.npy", pe::Dtype::Float64, "exact", false);
    add("reference_keys_reordered.npy", pe::Dtype::Float64, "exact", false);
    add("reference_long_header.npy", pe::Dtype::Float64, "exact", false);
    add("reference_f32.npy", pe::Dtype::Float32, "float32", false);
    add("reference_f32_fortran.npy", pe::Dtype::Float32, "float32", false);
    add("reference_f16.npy", pe::Dtype::Float16, "float16", false);
    add("reference_f16_bigendian.npy", pe::Dtype::Float16, "float16", false);
    add("reference_savetxt.txt", pe::Dtype::Float64, "exact", true);
    add("reference_positions.csv", pe::Dtype::Float64, "exact", true);
    add("reference_header.csv", pe::Dtype::Float64, "decimals6", true);
}

void TestMatrixFile::readsNumpyFiles()
{
    QFETCH(QByteArray, file);
    QFETCH(pe::Dtype, dtype);
    QFETCH(QByteArray, values);
    QFETCH(bool, text);
    const pe::MatrixData reference = pe::readNpy(checkerFile("reference_f64.npy"));
    QCOMPARE(reference.rows, std::int64_t(64));
    QCOMPARE(reference.cols, std::int64_t(16));
    // Spot values of the reference file against the formula (NumPy wrote them; 1e-15).
    QVERIFY(std::fabs(reference.at(3, 0) - std::sin(3.0)) <= 1e-15);
    QVERIFY(std::fabs(reference.at(63, 15) - std::cos(63.0 / std::pow(10000.0, 14.0 / 16)))
            <= 1e-15);

    const pe::MatrixData matrix = pe::readMatrixFile(checkerFile(file));
    QCOMPARE(matrix.rows, reference.rows);
    QCOMPARE(matrix.cols, reference.cols);
    QCOMPARE(matrix.dtype, dtype);
    QCOMPARE(matrix.format, text ? pe::MatrixFormat::Text : pe::MatrixFormat::Npy);
    QCOMPARE(matrix.halfUnits.size(), text ? matrix.values.size() : std::size_t(0));
    for (std::int64_t r = 0; r < matrix.rows; ++r) {
        for (std::int64_t c = 0; c < matrix.cols; ++c) {
            const double expected = reference.at(r, c);
            const double actual = matrix.at(r, c);
            bool ok = false;
            if (values == "exact")
                ok = actual == expected;
            else if (values == "float32")
                ok = actual == pe::roundToDtype(expected, pe::Dtype::Float32);
            else if (values == "float16")
                ok = actual == pe::roundToDtype(expected, pe::Dtype::Float16);
            else
                ok = std::fabs(actual - expected) <= 5e-7 + 1e-16;
            QVERIFY2(ok,
                     qPrintable(QStringLiteral("row %1 column %2: %3, reference %4")
                                    .arg(r)
                                    .arg(c)
                                    .arg(actual, 0, 'g', 17)
                                    .arg(expected, 0, 'g', 17)));
        }
    }
}

void TestMatrixFile::shapes_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<qint64>("rows");
    QTest::addColumn<qint64>("cols");
    QTest::newRow("(16, 64) transposed")
        << QByteArray("transposed.npy") << qint64(16) << qint64(64);
    QTest::newRow("(1, 64, 16) torch buffer")
        << QByteArray("reference_torch_buffer.npy") << qint64(64) << qint64(16);
    QTest::newRow("d = 15") << QByteArray("reference_odd_d15.npy") << qint64(64) << qint64(15);
    QTest::newRow("n = 300") << QByteArray("reference_long_n300_d8.npy") << qint64(300)
                             << qint64(8);
    QTest::newRow("tab-separated") << QByteArray("reference_tab.tsv") << qint64(64) << qint64(16);
}

void TestMatrixFile::shapes()
{
    QFETCH(QByteArray, file);
    QFETCH(qint64, rows);
    QFETCH(qint64, cols);
    const pe::MatrixData matrix = pe::readMatrixFile(checkerFile(file));
    QCOMPARE(matrix.rows, rows);
    QCOMPARE(matrix.cols, cols);
    QCOMPARE(matrix.values.size(), std::size_t(rows * cols));
}

void TestMatrixFile::damagedFiles_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QByteArray>("phrase");
    for (const QList<QByteArray> &row : goldenRows("checker/damaged.csv", "file,message"))
        QTest::newRow(row[0].constData()) << row[0] << row[1];
}

void TestMatrixFile::damagedFiles()
{
    QFETCH(QByteArray, file);
    QFETCH(QByteArray, phrase);
    try {
        pe::readMatrixFile(checkerFile(file));
        QFAIL("no error");
    } catch (const pe::MatrixFileError &error) {
        const QByteArray message(error.what());
        QVERIFY2(message.contains(phrase), message.constData());
        QVERIFY2(!message.contains('\n'), "the message must be one line");
        QVERIFY(!message.isEmpty());
    }
}

// The header of lying_columns.npy declares 2 x 10^7 float64 values (160 MB) and 16 bytes follow:
// the reader must refuse it from the file's size without allocating anything near that.
void TestMatrixFile::lyingHeaderAllocatesLittle()
{
    largestAllocation = 0;
    trackAllocations = true;
    bool thrown = false;
    try {
        pe::readMatrixFile(checkerFile("lying_columns.npy"));
    } catch (const pe::MatrixFileError &) {
        thrown = true;
    }
    trackAllocations = false;
    QVERIFY(thrown);
    QVERIFY2(largestAllocation.load() < std::size_t(1) << 20,
             qPrintable(QString::number(largestAllocation.load())));
    // The same tracking sees a real read (64 x 16 doubles).
    largestAllocation = 0;
    trackAllocations = true;
    const pe::MatrixData matrix = pe::readMatrixFile(checkerFile("reference_f64.npy"));
    trackAllocations = false;
    QVERIFY(largestAllocation.load() >= std::size_t(64) * 16 * sizeof(double));
}

void TestMatrixFile::parsesText_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<qint64>("rows");
    QTest::addColumn<qint64>("cols");
    QTest::addColumn<QList<double>>("values");
    const QList<double> v = {1, 2, 3, 4};
    QTest::newRow("spaces") << QByteArray("1 2\n3 4\n") << qint64(2) << qint64(2) << v;
    QTest::newRow("runs of spaces, no final newline")
        << QByteArray("  1   2\n3 4") << qint64(2) << qint64(2) << v;
    QTest::newRow("CRLF") << QByteArray("1,2\r\n3,4\r\n") << qint64(2) << qint64(2) << v;
    QTest::newRow("tabs") << QByteArray("1\t2\n3\t4\n") << qint64(2) << qint64(2) << v;
    QTest::newRow("spaces around commas")
        << QByteArray("1 , 2\n3,  4\n") << qint64(2) << qint64(2) << v;
    QTest::newRow("header row") << QByteArray("a,b\n1,2\n3,4\n") << qint64(2) << qint64(2) << v;
    QTest::newRow("position column")
        << QByteArray("position,pe_0,pe_1\n0,1,2\n3,3,4\n") << qint64(2) << qint64(2) << v;
    QTest::newRow("pandas index column")
        << QByteArray(",0,1\n0,1,2\n1,3,4\n") << qint64(2) << qint64(2) << v;
    QTest::newRow("comments and blank lines")
        << QByteArray("# made by np.savetxt\n\n1 2 # first\n\n3 4\n# end\n") << qint64(2)
        << qint64(2) << v;
    QTest::newRow("signs and exponents")
        << QByteArray("+1 2e0\n3.0E+00 4.000000000000000000e+00\n") << qint64(2) << qint64(2) << v;
    QTest::newRow("negative and tiny") << QByteArray("-0.5,1e-320\n-1e-5,0\n") << qint64(2)
                                       << qint64(2) << QList<double> {-0.5, 1e-320, -1e-5, 0};
    QTest::newRow("3 x 2") << QByteArray("1 2\n3 4\n5 6\n") << qint64(3) << qint64(2)
                           << QList<double> {1, 2, 3, 4, 5, 6};
    // Old Mac line ends, names with digits, NumPy's printouts.
    QTest::newRow("CR only") << QByteArray("1 2\r3 4\r") << qint64(2) << qint64(2) << v;
    QTest::newRow("names with digits")
        << QByteArray("pe_0,pe_10\n1,2\n3,4\n") << qint64(2) << qint64(2) << v;
    QTest::newRow("pandas integer column names")
        << QByteArray("0,1\n1,2\n3,4\n") << qint64(3) << qint64(2)
        << QList<double> {0, 1, 1, 2, 3, 4}; // all numbers: a data row, as before
    QTest::newRow("NumPy str()") << QByteArray("[[1. 2.]\n [3. 4.]]\n") << qint64(2) << qint64(2)
                                 << v;
    QTest::newRow("NumPy str(), a row wrapped")
        << QByteArray("[[ 1.  2.\n   3.]\n [ 4.  5. -6.]]") << qint64(2) << qint64(3)
        << QList<double> {1, 2, 3, 4, 5, -6};
    QTest::newRow("NumPy repr()") << QByteArray("array([[1., 2.],\n       [3., 4.]])\n")
                                  << qint64(2) << qint64(2) << v;
    QTest::newRow("NumPy repr() with its dtype")
        << QByteArray("array([[1., 2.],\n       [3., 4.]], dtype=float32)") << qint64(2)
        << qint64(2) << v;
}

void TestMatrixFile::parsesText()
{
    QFETCH(QByteArray, text);
    QFETCH(qint64, rows);
    QFETCH(qint64, cols);
    QFETCH(QList<double>, values);
    const pe::MatrixData matrix
        = pe::parseTextMatrix(std::string_view(text.constData(), std::size_t(text.size())));
    QCOMPARE(matrix.rows, rows);
    QCOMPARE(matrix.cols, cols);
    QCOMPARE(matrix.dtype, pe::Dtype::Float64);
    QCOMPARE(matrix.format, pe::MatrixFormat::Text);
    QCOMPARE(int(matrix.values.size()), values.size());
    for (int k = 0; k < values.size(); ++k)
        QVERIFY(matrix.values[std::size_t(k)] == values[k]);
}

void TestMatrixFile::halfUnits_data()
{
    QTest::addColumn<QByteArray>("number");
    QTest::addColumn<double>("halfUnit");
    QTest::newRow("%.6f") << QByteArray("0.841471") << 5e-7;
    QTest::newRow("integer") << QByteArray("1") << 0.5;
    QTest::newRow("%.18e") << QByteArray("8.414709848078965049e-01") << 5e-20;
    QTest::newRow("%g small") << QByteArray("1.23457e-05") << 5e-11;
    QTest::newRow("exponent only") << QByteArray("1e-05") << 5e-6;
    QTest::newRow("trailing point") << QByteArray("2.") << 0.5;
    QTest::newRow("repr") << QByteArray("0.1411200080598672") << 5e-17;
}

void TestMatrixFile::halfUnits()
{
    QFETCH(QByteArray, number);
    QFETCH(double, halfUnit);
    const QByteArray text = number + " 0\n0 0\n";
    const pe::MatrixData matrix
        = pe::parseTextMatrix(std::string_view(text.constData(), std::size_t(text.size())));
    QVERIFY2(std::fabs(double(matrix.halfUnits[0]) - halfUnit) <= 1e-6 * halfUnit,
             qPrintable(QString::number(double(matrix.halfUnits[0]), 'g', 9)));
}

void TestMatrixFile::textErrors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("phrase");
    QTest::newRow("word in a later row")
        << QByteArray("1 2\nx y\n") << QByteArray("line 2, column 1");
    QTest::newRow("header only") << QByteArray("a b\n") << QByteArray("no numbers");
    QTest::newRow("ragged") << QByteArray("1 2\n3 4 5\n") << QByteArray("ragged");
    QTest::newRow("empty field") << QByteArray("1,2,3\n4,,6\n") << QByteArray("line 2, column 2");
    QTest::newRow("inf") << QByteArray("1 inf\n3 4\n") << QByteArray("infinite");
    QTest::newRow("-inf") << QByteArray("1 -inf\n3 4\n") << QByteArray("infinite");
    QTest::newRow("overflow") << QByteArray("1 2e400\n3 4\n") << QByteArray("infinite");
    QTest::newRow("nan") << QByteArray("nan 1\n3 4\n") << QByteArray("NaN");
    QTest::newRow("single column") << QByteArray("1\n2\n3\n") << QByteArray("3 x 1");
    QTest::newRow("single row") << QByteArray("1 2 3\n") << QByteArray("1 x 3");
    QTest::newRow("decimal comma") << QByteArray("1 2\n0;5 1\n") << QByteArray("not a number");
    QTest::newRow("binary") << QByteArray("1 2\n\0\n", 6) << QByteArray("binary");
    QTest::newRow("double sign") << QByteArray("1 2\n++3 4\n") << QByteArray("line 2, column 1");
    QTest::newRow("non-numeric first row with one row after")
        << QByteArray("x y\n1 2\n") << QByteArray("1 x 2");
    // The header rule: a first line with a field that looks like a number is data, not a header.
    QTest::newRow("typo in the first value")
        << QByteArray("O.000000e+00 1\n3 4\n5 6\n")
        << QByteArray("line 1, column 1: 'O.000000e+00' is not a number");
    QTest::newRow("short typo in the first value")
        << QByteArray("O.5 1\n3 4\n5 6\n") << QByteArray("line 1, column 1: 'O.5'");
    QTest::newRow("override before the first value")
        << QByteArray("\xe2\x80\xae"
                      "0.5 1\n3 4\n5 6\n")
        << QByteArray("line 1, column 1: '\\u202e0.5' is not a number");
    QTest::newRow("CR only, a word in line 3")
        << QByteArray("1 2\r3 4\rx y\r") << QByteArray("line 3, column 1");
    QTest::newRow("CR LF counted once")
        << QByteArray("1 2\r\n3 4\r\nx y\r\n") << QByteArray("line 3, column 1");
    QTest::newRow("NumPy summarised")
        << QByteArray("[[1. ... 2.]\n [3. ... 4.]]\n") << QByteArray("summarised printout");
    QTest::newRow("NumPy 3-D") << QByteArray("[[[1. 2.]\n  [3. 4.]]]") << QByteArray("3 or more");
    QTest::newRow("NumPy 1-D") << QByteArray("[1. 2. 3.]") << QByteArray("1-D array");
    QTest::newRow("NumPy cut") << QByteArray("[[1. 2.]\n [3. 4.]") << QByteArray("unbalanced");
    QTest::newRow("NumPy, text after")
        << QByteArray("[[1. 2.]\n [3. 4.]] junk") << QByteArray("text after");
    QTest::newRow("NumPy, a word in row 2")
        << QByteArray("[[1. 2.]\n [3. x]]") << QByteArray("row 2, column 2: 'x'");
}

void TestMatrixFile::textErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, phrase);
    try {
        pe::parseTextMatrix(std::string_view(text.constData(), std::size_t(text.size())));
        QFAIL("no error");
    } catch (const pe::MatrixFileError &error) {
        QVERIFY2(QByteArray(error.what()).contains(phrase), error.what());
        QVERIFY(!QByteArray(error.what()).contains('\n'));
    }
}

void TestMatrixFile::missingFiles()
{
    const auto message = [](const std::string &path) {
        try {
            pe::readMatrixFile(path);
        } catch (const pe::MatrixFileError &error) {
            return QByteArray(error.what());
        }
        return QByteArray("no error");
    };
    QVERIFY(message(checkerFile("no_such_file.npy")).contains("does not exist"));
    QVERIFY(message(checkerFile("no_such_file.csv")).contains("does not exist"));
    QVERIFY(message(std::string(PEV_TEST_DATA_DIR "/checker")).contains("directory"));
}

// The printed precision is the file's, not each value's: "0.5" in a file of
// %.9g values was printed with 9 significant digits.
void TestMatrixFile::filePrecision_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<double>("firstHalfUnit");
    QTest::addColumn<int>("significant");
    QTest::newRow("%.9g") << QByteArray("0.5 0.123456789\n1 0.987654321\n") << 5e-10 << 9;
    QTest::newRow("%.6f") << QByteArray("0.500000,0.123457\n1.000000,0.000001\n") << 5e-7 << 7;
    QTest::newRow("%.1f") << QByteArray("0,1\n0.8,0.5\n") << 0.05 << 1;
    QTest::newRow("%.18e") << QByteArray("5.000000000000000000e-01 1.0e+00\n0 0\n") << 5e-20 << 19;
}

void TestMatrixFile::filePrecision()
{
    QFETCH(QByteArray, text);
    QFETCH(double, firstHalfUnit);
    QFETCH(int, significant);
    const pe::MatrixData matrix
        = pe::parseTextMatrix(std::string_view(text.constData(), std::size_t(text.size())));
    QCOMPARE(matrix.significantDigits, significant);
    QVERIFY2(std::fabs(double(matrix.halfUnits[0]) - firstHalfUnit) <= 1e-6 * firstHalfUnit,
             qPrintable(QString::number(double(matrix.halfUnits[0]), 'g', 9)));
}

// A UTF-8 byte-order mark is skipped (the first row stays); UTF-16 is named.
void TestMatrixFile::byteOrderMarks()
{
    const pe::MatrixData bom = pe::parseTextMatrix("\xEF\xBB\xBF"
                                                   "0,1\n0.8,0.5\n");
    QCOMPARE(bom.rows, std::int64_t(2));
    QCOMPARE(bom.values[0], 0.0);
    const QByteArray utf16 = QByteArray("\xFF\xFE", 2)
        + QByteArray::fromRawData(reinterpret_cast<const char *>(u"0,1\n0.8,0.5\n"), 24);
    try {
        pe::parseTextMatrix(std::string_view(utf16.constData(), std::size_t(utf16.size())));
        QFAIL("UTF-16 accepted");
    } catch (const pe::MatrixFileError &e) {
        QVERIFY2(QByteArray(e.what()).contains("UTF-16"), e.what());
    }
    const QByteArray noMark = utf16.mid(2);
    QVERIFY_THROWS_EXCEPTION(
        pe::MatrixFileError,
        pe::parseTextMatrix(std::string_view(noMark.constData(), std::size_t(noMark.size()))));
}

// A file that is not a regular file: the true reason, found without opening the file.
void TestMatrixFile::notRegularFiles()
{
    const std::string dir = std::string(PEV_TEST_DATA_DIR "/checker");
    QVERIFY(pe::fileProblem(dir + "/reference_f64.npy").empty());
    QVERIFY(QByteArray::fromStdString(pe::fileProblem("/dev/zero")).contains("device"));
    QVERIFY(QByteArray::fromStdString(pe::fileProblem(dir + "/none.npy")).contains("does not"));
    const std::string tmp = QDir::tempPath().toStdString() + "/pev-tst-matrixfile-"
        + std::to_string(QCoreApplication::applicationPid());
    const std::string fifo = tmp + ".fifo";
    const std::string loop = tmp + ".loop";
    QVERIFY(::mkfifo(fifo.c_str(), 0600) == 0);
    QVERIFY(QFile::link(QString::fromStdString(loop), QString::fromStdString(loop)));
    const QByteArray pipeProblem = QByteArray::fromStdString(pe::fileProblem(fifo));
    const QByteArray loopProblem = QByteArray::fromStdString(pe::fileProblem(loop));
    QString pipeMessage;
    try {
        pe::readMatrixFile(fifo); // must not wait for a writer
    } catch (const pe::MatrixFileError &e) {
        pipeMessage = QString::fromUtf8(e.what());
    }
    std::remove(fifo.c_str());
    std::remove(loop.c_str());
    QVERIFY2(pipeProblem.contains("named pipe"), pipeProblem.constData());
    QVERIFY2(pipeMessage.contains(QStringLiteral("named pipe")), qPrintable(pipeMessage));
    QVERIFY2(!loopProblem.contains("does not exist") && !loopProblem.isEmpty(),
             loopProblem.constData());
    QVERIFY(QByteArray::fromStdString(pe::fileProblem(dir + "/" + std::string(300, 'x')))
                .contains("too long"));
}

// True reasons: an .npy header giving a key twice is refused naming it (Python would keep the
// last); a kernel file that says it is empty but is not is "not a regular file".
void TestMatrixFile::trueReasons()
{
    try {
        pe::readMatrixFile(PEV_TEST_DATA_DIR "/hostile/matrix-descr-twice.npy");
        QFAIL("no error");
    } catch (const pe::MatrixFileError &error) {
        QVERIFY2(QByteArray(error.what()).contains("the key 'descr' is given twice"), error.what());
    }
    const QByteArray status = QByteArray::fromStdString(pe::fileProblem("/proc/self/status"));
    QVERIFY2(status.contains("not a regular file"), status.constData());
    const std::string empty = QDir::tempPath().toStdString() + "/pev-tst-matrixfile-empty-"
        + std::to_string(QCoreApplication::applicationPid());
    {
        std::ofstream touch(empty);
    }
    const QByteArray emptyProblem = QByteArray::fromStdString(pe::fileProblem(empty));
    std::remove(empty.c_str());
    QCOMPARE(emptyProblem, QByteArray("the file is empty"));
}

QTEST_APPLESS_MAIN(TestMatrixFile)
#include "tst_matrixfile.moc"
