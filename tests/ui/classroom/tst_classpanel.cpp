// Tests of the class session's projector panel (ui/classroom/classpanel.h) with a real server on
// 127.0.0.1 and real WebSocket phones: the join code, QR code and address, peer instruction's flow
// driven through the panel's buttons (the count only while a round is open, the distributions
// after it, side by side after the revote; the reveal through the lesson's handler), the counts
// shown equal to the votes cast, the message without a network, and the CSV export. Every wait is
// bounded (QTRY_* with a timeout).

#include "classpanel.h"
#include "classroom/votecsv.h"
#include "language.h"
#include "simulatedphone.h"
#include "votechart.h"
#include "voteserver.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QToolButton>
#include <QWebSocket>
#include <QtTest>

#include <memory>
#include <sstream>

namespace {

const QHostAddress loopback(QHostAddress::LocalHost);

using testsupport::Phone;

int sumOf(const QList<VoteChart::Bar> &bars)
{
    int sum = 0;
    for (const VoteChart::Bar &bar : bars)
        sum += bar.count;
    return sum;
}

ClassPanel::Question numberQuestion()
{
    ClassPanel::Question q;
    q.question.kind = pe::AnswerKind::Number;
    q.texts = {{QStringLiteral("en"), QStringLiteral("What is sin(1)?")},
               {QStringLiteral("zh_CN"), QStringLiteral("sin(1) 是多少？")}};
    return q;
}

} // namespace

class TestClassPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(language::install(QStringLiteral("en"))); }
    void init();
    void cleanup();
    void joinCodeAndQrCode();
    void flowThroughTheButtons();
    void choiceBars();
    void categoryLabels_data();
    void categoryLabels();
    void noNetwork();
    void severalAddresses();
    void anotherQuestionEndsTheFlow();
    void noQuestion();
    void exportCsv();
    void chinese();
    void advanceAndStepBack();
    void compactPutsTheChartInItsHost();

private:
    /// Phones that joined the session.
    std::vector<std::unique_ptr<Phone>> joinPhones(int count);

    std::unique_ptr<VoteServer> m_server;
    std::unique_ptr<ClassPanel> m_panel;
};

void TestClassPanel::init()
{
    m_server = std::make_unique<VoteServer>();
    m_panel = std::make_unique<ClassPanel>(m_server.get());
    m_panel->setAddressSource([] { return QList<QHostAddress> {loopback}; });
    QVERIFY(m_server->start(loopback));
    m_panel->resize(1000, 320);
    m_panel->show();
}

void TestClassPanel::cleanup()
{
    m_panel.reset();
    m_server.reset();
}

std::vector<std::unique_ptr<Phone>> TestClassPanel::joinPhones(int count)
{
    std::vector<std::unique_ptr<Phone>> phones;
    for (int i = 0; i < count; ++i)
        phones.push_back(std::make_unique<Phone>(m_server->port()));
    for (auto &phone : phones) {
        if (!QTest::qWaitFor([&] { return phone->connected(); }, 5000))
            return {};
        phone->join(m_server->joinCode());
    }
    for (auto &phone : phones)
        if (!QTest::qWaitFor([&] { return phone->welcomed; }, 5000))
            return {};
    return phones;
}

void TestClassPanel::joinCodeAndQrCode()
{
    QCOMPARE(m_panel->joinCodeLabel()->text(), m_server->joinCode());
    QCOMPARE(m_panel->joinCodeLabel()->text().size(), pe::VoteSession::joinCodeLength);
    QCOMPARE(m_panel->joinUrl(), m_server->joinUrl(loopback).toString());
    QVERIFY(m_panel->joinUrl().startsWith(QLatin1String("http://127.0.0.1:")));
    QVERIFY(m_panel->joinUrl().contains(m_server->joinCode()));
    QVERIFY(!m_panel->qrLabel()->isHidden());
    QVERIFY(!m_panel->qrLabel()->pixmap().isNull());
    QVERIFY(m_panel->noNetworkLabel()->isHidden());
    QVERIFY(m_panel->addressChooser()->isHidden()); // one address: nothing to choose
    QCOMPARE(m_panel->joinedLabel()->text(), QStringLiteral("0 phones joined"));
    // The QR code is a few lines of text tall: readable from the room.
    QVERIFY2(m_panel->qrLabel()->pixmap().height() >= 5 * m_panel->fontMetrics().height(),
             qPrintable(QStringLiteral("%1 px, a line %2 px")
                            .arg(m_panel->qrLabel()->pixmap().height())
                            .arg(m_panel->fontMetrics().height())));
    // Stopped: no code, no QR code.
    m_server->stop();
    QVERIFY(m_panel->joinCodeLabel()->text().isEmpty());
    QVERIFY(m_panel->qrLabel()->isHidden());
    QVERIFY(m_panel->joinUrl().isEmpty());
}

void TestClassPanel::flowThroughTheButtons()
{
    m_panel->setQuestion(numberQuestion());
    int revealed = 0;
    m_panel->setRevealHandler([&revealed] {
        ++revealed;
        return QStringLiteral("0.841471");
    });
    auto phones = joinPhones(4);
    QCOMPARE(phones.size(), std::size_t(4));
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->joinedLabel()->text(), QStringLiteral("4 phones joined"),
                              5000);
    QVERIFY(!m_panel->askButton()->isHidden());
    QVERIFY(m_panel->askButton()->isEnabled());
    for (QPushButton *b : {m_panel->closeButton(), m_panel->discussButton(),
                           m_panel->revoteButton(), m_panel->revealButton()})
        QVERIFY2(b->isHidden(), qPrintable(b->objectName()));
    QVERIFY(!m_panel->exportButton()->isEnabled()); // no votes yet

    // Ask: the phones get the question; the panel shows the count only.
    QTest::mouseClick(m_panel->askButton(), Qt::LeftButton);
    QCOMPARE(m_server->session()->phase(), pe::VotePhase::Asking);
    for (auto &phone : phones)
        QTRY_COMPARE_WITH_TIMEOUT(phone->phase(), QStringLiteral("asking"), 5000);
    const QStringList first {QStringLiteral("0.8"), QStringLiteral("0.84"), QStringLiteral("0.9"),
                             QStringLiteral("-0.5")};
    for (std::size_t i = 0; i < phones.size(); ++i)
        phones[i]->vote(first.at(static_cast<int>(i)));
    for (auto &phone : phones)
        QTRY_COMPARE_WITH_TIMEOUT(phone->accepted, 1, 5000);
    QTRY_VERIFY_WITH_TIMEOUT(m_panel->statusLabel()->text().startsWith(QLatin1String("4 votes")),
                             5000);
    QVERIFY(m_panel->chart()->isHidden()); // no distribution while the vote is open
    QVERIFY(m_panel->askButton()->isHidden());
    QVERIFY(!m_panel->closeButton()->isHidden());

    // Close: round 1's distribution, the counts the phones cast.
    QTest::mouseClick(m_panel->closeButton(), Qt::LeftButton);
    QCOMPARE(m_server->session()->phase(), pe::VotePhase::Closed);
    QVERIFY(!m_panel->chart()->isHidden());
    QCOMPARE(m_panel->chart()->panelCount(), 1);
    const pe::VoteDistribution d1 = m_server->session()->distribution(1);
    QVERIFY(d1.histogram);
    QCOMPARE(sumOf(m_panel->chart()->bars(0)), 4);
    QCOMPARE(d1.total, 4);
    QCOMPARE(m_panel->chart()->panelTitle(0), QStringLiteral("Before: 4 votes"));
    // Every bin of the session is a bar with its count (and the votes outside them at the ends).
    const QList<VoteChart::Bar> bars1 = m_panel->chart()->bars(0);
    int offset = d1.below > 0 ? 1 : 0;
    for (std::size_t i = 0; i < d1.counts.size(); ++i)
        QCOMPARE(bars1.at(static_cast<int>(i) + offset).count, d1.counts.at(i));
    QVERIFY(!m_panel->discussButton()->isHidden());
    QVERIFY(!m_panel->revealButton()->isHidden());
    QVERIFY(m_panel->closeButton()->isHidden());
    QVERIFY(m_panel->exportButton()->isEnabled());
    for (auto &phone : phones)
        QTRY_COMPARE_WITH_TIMEOUT(phone->phase(), QStringLiteral("closed"), 5000);

    // Discuss: round 1 stays up; then Revote opens round 2 with the count only.
    QTest::mouseClick(m_panel->discussButton(), Qt::LeftButton);
    QCOMPARE(m_server->session()->phase(), pe::VotePhase::Discussing);
    QCOMPARE(m_panel->statusLabel()->text(),
             QStringLiteral("Discuss with your neighbour, then vote again."));
    QCOMPARE(m_panel->chart()->panelCount(), 1);
    QVERIFY(!m_panel->revoteButton()->isHidden());
    QVERIFY(m_panel->revealButton()->isHidden());
    QTest::mouseClick(m_panel->revoteButton(), Qt::LeftButton);
    QCOMPARE(m_server->session()->phase(), pe::VotePhase::Revoting);
    QVERIFY(m_panel->chart()->isHidden());
    for (auto &phone : phones)
        QTRY_COMPARE_WITH_TIMEOUT(phone->phase(), QStringLiteral("revoting"), 5000);
    const QStringList second {QStringLiteral("0.84"), QStringLiteral("0.841"),
                              QStringLiteral("0.85")};
    for (int i = 0; i < second.size(); ++i)
        phones[static_cast<std::size_t>(i)]->vote(second.at(i));
    for (int i = 0; i < second.size(); ++i)
        QTRY_COMPARE_WITH_TIMEOUT(phones[static_cast<std::size_t>(i)]->accepted, 2, 5000);
    QTRY_VERIFY_WITH_TIMEOUT(
        m_panel->statusLabel()->text().startsWith(QLatin1String("Second vote: 3 votes")), 5000);

    // Close again: both rounds side by side, each with its own count.
    QTest::mouseClick(m_panel->closeButton(), Qt::LeftButton);
    QCOMPARE(m_panel->chart()->panelCount(), 2);
    QCOMPARE(sumOf(m_panel->chart()->bars(0)), 4);
    QCOMPARE(sumOf(m_panel->chart()->bars(1)), 3);
    QCOMPARE(m_panel->chart()->panelTitle(1), QStringLiteral("After: 3 votes"));
    // Shared bins: the two rounds' bars line up label by label.
    QCOMPARE(m_panel->chart()->bars(0).size() - (d1.below > 0) - (d1.above > 0),
             static_cast<qsizetype>(m_server->session()->distribution(2).counts.size()));
    QVERIFY(m_panel->discussButton()->isHidden()); // one discussion per question
    QVERIFY(!m_panel->revealButton()->isHidden());

    // Reveal: the lesson's own reveal (the handler), then the phones get the answer.
    QTest::mouseClick(m_panel->revealButton(), Qt::LeftButton);
    QCOMPARE(revealed, 1);
    QCOMPARE(m_server->session()->phase(), pe::VotePhase::Revealed);
    for (auto &phone : phones) {
        QTRY_COMPARE_WITH_TIMEOUT(phone->phase(), QStringLiteral("revealed"), 5000);
        QCOMPARE(phone->state.value(QStringLiteral("answer")).toString(),
                 QStringLiteral("0.841471"));
    }
    QCOMPARE(m_panel->chart()->panelCount(), 2);
    QVERIFY(!m_panel->askButton()->isHidden()); // ask again from the start
}

void TestClassPanel::choiceBars()
{
    ClassPanel::Question q;
    q.question.kind = pe::AnswerKind::Choice;
    q.question.choices = {1, 2, 4, 8};
    q.texts = {{QStringLiteral("en"), QStringLiteral("How many?")}};
    m_panel->setQuestion(q);
    auto phones = joinPhones(5);
    QCOMPARE(phones.size(), std::size_t(5));
    m_panel->askButton()->click();
    for (auto &phone : phones)
        QTRY_COMPARE_WITH_TIMEOUT(phone->phase(), QStringLiteral("asking"), 5000);
    const QStringList votes {QStringLiteral("2"), QStringLiteral("2"), QStringLiteral("4"),
                             QStringLiteral("8"), QStringLiteral("2")};
    for (std::size_t i = 0; i < phones.size(); ++i)
        phones[i]->vote(votes.at(static_cast<int>(i)));
    for (auto &phone : phones)
        QTRY_COMPARE_WITH_TIMEOUT(phone->accepted, 1, 5000);
    m_panel->closeButton()->click();
    const QList<VoteChart::Bar> bars = m_panel->chart()->bars(0);
    QCOMPARE(bars.size(), 4);
    const QStringList labels {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("4"),
                              QStringLiteral("8")};
    const QList<int> counts {0, 3, 1, 1};
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(bars.at(i).label, labels.at(i));
        QCOMPARE(bars.at(i).count, counts.at(i));
    }
    // The chart paints without trouble at the panel's size.
    const QImage image = m_panel->chart()->grab().toImage();
    QVERIFY(!image.isNull());
}

void TestClassPanel::categoryLabels_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QStringList>("labels");
    QTest::addColumn<QStringList>("votes");
    QTest::addColumn<QList<int>>("counts");
    QTest::newRow("sign") << static_cast<int>(pe::AnswerKind::Sign)
                          << QStringList {QString(QChar(0x2212)), QStringLiteral("0"),
                                          QStringLiteral("+")}
                          << QStringList {QStringLiteral("+"), QString(QChar(0x2212)),
                                          QStringLiteral("-"), QStringLiteral("0")}
                          << QList<int> {2, 1, 1};
    QTest::newRow("range") << static_cast<int>(pe::AnswerKind::Range)
                           << QStringList {QStringLiteral("< 50 %"), QStringLiteral("50–90 %"),
                                           QStringLiteral("≥ 90 %")}
                           << QStringList {QStringLiteral("95"), QStringLiteral("60 %"),
                                           QStringLiteral("10")}
                           << QList<int> {1, 1, 1};
}

// Answers in categories: one bar per category under the label the lesson gives it.
void TestClassPanel::categoryLabels()
{
    QFETCH(int, kind);
    QFETCH(QStringList, labels);
    QFETCH(QStringList, votes);
    QFETCH(QList<int>, counts);
    ClassPanel::Question q;
    q.question.kind = static_cast<pe::AnswerKind>(kind);
    if (q.question.kind == pe::AnswerKind::Range)
        q.question.bounds = {50.0, 90.0};
    q.categoryLabels = labels;
    m_panel->setQuestion(q);
    auto phones = joinPhones(static_cast<int>(votes.size()));
    QCOMPARE(phones.size(), static_cast<std::size_t>(votes.size()));
    m_panel->askButton()->click();
    for (std::size_t i = 0; i < phones.size(); ++i) {
        QTRY_COMPARE_WITH_TIMEOUT(phones[i]->phase(), QStringLiteral("asking"), 5000);
        phones[i]->vote(votes.at(static_cast<int>(i)));
    }
    for (auto &phone : phones)
        QTRY_COMPARE_WITH_TIMEOUT(phone->accepted, 1, 5000);
    m_panel->closeButton()->click();
    const QList<VoteChart::Bar> bars = m_panel->chart()->bars(0);
    QCOMPARE(bars.size(), labels.size());
    for (int i = 0; i < bars.size(); ++i) {
        QCOMPARE(bars.at(i).label, labels.at(i));
        QCOMPARE(bars.at(i).count, counts.at(i));
    }
}

void TestClassPanel::noNetwork()
{
    m_panel->setAddressSource([] { return QList<QHostAddress> {}; });
    QVERIFY(!m_panel->noNetworkLabel()->isHidden());
    QVERIFY(m_panel->noNetworkLabel()->text().contains(QLatin1String("hotspot")));
    QVERIFY(m_panel->qrLabel()->isHidden());
    QVERIFY(m_panel->joinUrl().isEmpty());
    QCOMPARE(m_panel->joinCodeLabel()->text(), m_server->joinCode()); // still shown
    // A network joined later: the address and its QR code come back.
    m_panel->setAddressSource([] { return QList<QHostAddress> {loopback}; });
    QVERIFY(m_panel->noNetworkLabel()->isHidden());
    QVERIFY(!m_panel->qrLabel()->isHidden());
}

void TestClassPanel::severalAddresses()
{
    const QHostAddress other(QStringLiteral("127.0.0.2"));
    m_panel->setAddressSource([other] { return QList<QHostAddress> {loopback, other}; });
    QVERIFY(!m_panel->addressChooser()->isHidden());
    QCOMPARE(m_panel->addressChooser()->count(), 2);
    QVERIFY(m_panel->joinUrl().startsWith(QLatin1String("http://127.0.0.1:")));
    const QImage before = m_panel->qrLabel()->pixmap().toImage();
    m_panel->addressChooser()->setCurrentIndex(1);
    QVERIFY(m_panel->joinUrl().startsWith(QLatin1String("http://127.0.0.2:")));
    QVERIFY(m_panel->qrLabel()->pixmap().toImage() != before);
}

void TestClassPanel::anotherQuestionEndsTheFlow()
{
    m_panel->setQuestion(numberQuestion());
    auto phones = joinPhones(1);
    QCOMPARE(phones.size(), std::size_t(1));
    m_panel->askButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(phones[0]->phase(), QStringLiteral("asking"), 5000);
    ClassPanel::Question sign;
    sign.question.kind = pe::AnswerKind::Sign;
    m_panel->setQuestion(sign);
    QCOMPARE(m_server->session()->phase(), pe::VotePhase::Idle);
    QTRY_COMPARE_WITH_TIMEOUT(phones[0]->phase(), QStringLiteral("idle"), 5000);
    QVERIFY(!m_panel->askButton()->isHidden());
    QVERIFY(m_panel->closeButton()->isHidden());
}

void TestClassPanel::noQuestion()
{
    m_panel->setQuestion(std::nullopt);
    QVERIFY(!m_panel->askButton()->isHidden());
    QVERIFY(!m_panel->askButton()->isEnabled());
    QVERIFY(m_panel->statusLabel()->text().contains(QLatin1String("no question")));
    m_panel->askButton()->click(); // disabled: nothing happens
    QCOMPARE(m_server->session()->phase(), pe::VotePhase::Idle);
}

void TestClassPanel::exportCsv()
{
    m_panel->setQuestion(numberQuestion());
    auto phones = joinPhones(2);
    QCOMPARE(phones.size(), std::size_t(2));
    m_panel->askButton()->click();
    for (auto &phone : phones)
        QTRY_COMPARE_WITH_TIMEOUT(phone->phase(), QStringLiteral("asking"), 5000);
    phones[0]->vote(QStringLiteral("0.5"));
    phones[1]->vote(QStringLiteral("-0.25"));
    for (auto &phone : phones)
        QTRY_COMPARE_WITH_TIMEOUT(phone->accepted, 1, 5000);
    m_panel->closeButton()->click();

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("votes.csv"));
    {
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("an older file\n");
    }
    QString error;
    QVERIFY2(m_panel->exportCsv(path, &error), qPrintable(error));
    std::ostringstream expected;
    pe::writeVoteCsv(expected, *m_server->session());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    QCOMPARE(written, QByteArray::fromStdString(expected.str()));
    QVERIFY(written.startsWith("seat,nickname,round1_answer"));
    QVERIFY(written.contains("-0.25"));
    file.close();
    // Nothing else was left in the folder (QSaveFile's temporary file is gone).
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList {QStringLiteral("votes.csv")});

    // A folder that does not exist: refused with a message, nothing written.
    const QString bad = dir.filePath(QStringLiteral("missing/votes.csv"));
    QVERIFY(!m_panel->exportCsv(bad, &error));
    QVERIFY(error.contains(QLatin1String("missing")));
    QVERIFY(!QFile::exists(bad));

    // No session: nothing to export.
    m_server->stop();
    QVERIFY(!m_panel->exportCsv(path, &error));
    QVERIFY(!error.isEmpty());
}

void TestClassPanel::chinese()
{
    m_panel->setQuestion(numberQuestion());
    QVERIFY(language::install(QStringLiteral("zh_CN")));
    const auto restore = qScopeGuard([] { QVERIFY(language::install(QStringLiteral("en"))); });
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->questionLabel()->text(), QStringLiteral("sin(1) 是多少？"),
                              5000);
    QCOMPARE(m_server->language(), QStringLiteral("zh_CN")); // the phones' page follows
    QCOMPARE(m_panel->joinedLabel()->text(), QStringLiteral("已加入 0 部手机"));
    QCOMPARE(m_panel->askButton()->text(), QStringLiteral("提问"));
    m_panel->askButton()->click();
    m_panel->closeButton()->click();
    m_panel->discussButton()->click();
    QCOMPARE(m_panel->statusLabel()->text(), QStringLiteral("请与同桌讨论，然后再投一次票。"));
}

void TestClassPanel::advanceAndStepBack()
{
    // The clicker's stages: nothing without a question; then the flow's next stage each time,
    // the reveal through the handler, nothing past it; back one stage at a time to the start.
    QVERIFY(!m_panel->advance());
    QVERIFY(!m_panel->stepBack());
    m_panel->setQuestion(numberQuestion());
    int revealed = 0;
    m_panel->setRevealHandler([&revealed] {
        ++revealed;
        return QStringLiteral("0.757");
    });
    const QList<pe::VotePhase> forward
        = {pe::VotePhase::Asking,   pe::VotePhase::Closed, pe::VotePhase::Discussing,
           pe::VotePhase::Revoting, pe::VotePhase::Closed, pe::VotePhase::Revealed};
    for (pe::VotePhase phase : forward) {
        QVERIFY(m_panel->advance());
        QCOMPARE(m_server->session()->phase(), phase);
    }
    QCOMPARE(revealed, 1);
    QVERIFY(!m_panel->advance());
    for (int i = static_cast<int>(forward.size()) - 2; i >= 0; --i) {
        QVERIFY(m_panel->stepBack());
        QCOMPARE(m_server->session()->phase(), forward.at(i));
    }
    QVERIFY(m_panel->stepBack());
    QCOMPARE(m_server->session()->phase(), pe::VotePhase::Idle);
    QVERIFY(!m_panel->stepBack());
    // Stopped: nothing to move.
    m_server->stop();
    QVERIFY(!m_panel->advance());
}

void TestClassPanel::compactPutsTheChartInItsHost()
{
    QWidget host;
    m_panel->setChartHost(&host);
    m_panel->setQuestion(numberQuestion());
    QVERIFY(m_panel->chart()->parentWidget() == m_panel.get());
    m_panel->setCompact(true);
    QVERIFY(m_panel->chart()->parentWidget() == &host);
    QVERIFY(m_panel->qrLabel()->isHidden());
    QVERIFY(m_panel->questionLabel()->isHidden());
    QVERIFY(m_panel->exportButton()->isHidden());
    QVERIFY(!m_panel->endButton()->isHidden());
    QVERIFY(m_panel->advance()); // asked: no distribution, the host hidden
    QVERIFY(host.isHidden());
    QVERIFY(m_panel->advance()); // closed: the distribution in the host
    QVERIFY(!host.isHidden());
    QVERIFY(!m_panel->chart()->isHidden());
    m_panel->setCompact(false);
    QVERIFY(m_panel->chart()->parentWidget() == m_panel.get());
    QVERIFY(host.isHidden());
    QVERIFY(!m_panel->qrLabel()->isHidden());
    m_panel->setChartHost(nullptr);
}

QTEST_MAIN(TestClassPanel)
#include "tst_classpanel.moc"
