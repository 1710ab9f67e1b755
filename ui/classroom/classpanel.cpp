#include "classpanel.h"

#include "classroom/votecsv.h"
#include "language.h"
#include "qrcodeimage.h"
#include "votechart.h"
#include "voteserver.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QSaveFile>
#include <QSignalBlocker>
#include <QStyle>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <sstream>
#include <stdexcept>

ClassPanel::ClassPanel(VoteServer *server, QWidget *parent)
    : QWidget(parent), m_server(server), m_addressSource(&VoteServer::classroomAddresses)
{
    setObjectName(QStringLiteral("classPanel"));
    // Tight: the panel shares the projector with the step's view and the lesson's card.
    auto *root = new QHBoxLayout(this);
    root->setContentsMargins(4, 2, 4, 2);

    // How phones join: the QR code (or why there is none), the address, the join code.
    auto *join = m_joinColumn = new QVBoxLayout;
    join->setSpacing(2);
    m_qr = new QLabel(this);
    m_qr->setObjectName(QStringLiteral("joinQrCode"));
    m_qr->setAlignment(Qt::AlignCenter);
    join->addWidget(m_qr, 0, Qt::AlignHCenter);
    m_noNetwork = new QLabel(this);
    m_noNetwork->setObjectName(QStringLiteral("noNetwork"));
    m_noNetwork->setWordWrap(true);
    m_noNetwork->hide();
    join->addWidget(m_noNetwork);
    m_addresses = new QComboBox(this);
    m_addresses->setObjectName(QStringLiteral("joinAddress"));
    m_addresses->hide();
    join->addWidget(m_addresses);
    m_url = new QLabel(this);
    m_url->setObjectName(QStringLiteral("joinUrl"));
    m_url->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_url->setAlignment(Qt::AlignHCenter);
    join->addWidget(m_url);
    m_code = new QLabel(this);
    m_code->setObjectName(QStringLiteral("joinCode"));
    m_code->setAlignment(Qt::AlignHCenter);
    m_code->setTextInteractionFlags(Qt::TextSelectableByMouse);
    join->addWidget(m_code);
    m_joined = new QLabel(this);
    m_joined->setObjectName(QStringLiteral("joinedPhones"));
    m_joined->setAlignment(Qt::AlignHCenter);
    join->addWidget(m_joined);
    join->addStretch(1);
    m_joinScreen = new QPushButton(this);
    m_joinScreen->setObjectName(QStringLiteral("classJoinScreen"));
    m_joinScreen->setCheckable(true);
    join->addWidget(m_joinScreen, 0, Qt::AlignHCenter);
    m_export = new QPushButton(this);
    join->addWidget(m_export, 0, Qt::AlignHCenter);
    root->addLayout(join, 0);

    // The flow: the question, where it stands, the votes, the next step's button.
    auto *flow = m_flow = new QVBoxLayout;
    m_questionText = new QLabel(this);
    m_questionText->setObjectName(QStringLiteral("classQuestion"));
    m_questionText->setWordWrap(true);
    flow->addWidget(m_questionText);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("classStatus"));
    m_status->setWordWrap(true);
    flow->addWidget(m_status);
    m_chart = new VoteChart(this);
    flow->addWidget(m_chart, 1);
    flow->addStretch(0); // under the status while the chart is hidden (a vote is open)
    auto *buttons = m_buttons = new QHBoxLayout;
    m_ask = new QPushButton(this);
    m_close = new QPushButton(this);
    m_discuss = new QPushButton(this);
    m_revote = new QPushButton(this);
    m_reveal = new QPushButton(this);
    m_ask->setObjectName(QStringLiteral("classAsk"));
    m_close->setObjectName(QStringLiteral("classClose"));
    m_discuss->setObjectName(QStringLiteral("classDiscuss"));
    m_revote->setObjectName(QStringLiteral("classRevote"));
    m_reveal->setObjectName(QStringLiteral("classReveal"));
    m_export->setObjectName(QStringLiteral("classExport"));
    for (QPushButton *button : {m_ask, m_close, m_discuss, m_revote, m_reveal})
        buttons->addWidget(button);
    buttons->addStretch(1);
    m_end = new QToolButton(this);
    m_end->setObjectName(QStringLiteral("classEnd"));
    m_end->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton, nullptr, this));
    m_end->setAutoRaise(true);
    m_end->hide();
    buttons->addWidget(m_end);
    flow->addLayout(buttons);
    root->addLayout(flow, 1);

    connect(m_ask, &QPushButton::clicked, this, &ClassPanel::ask);
    connect(m_close, &QPushButton::clicked, this, [this] {
        if (m_server)
            m_server->close();
    });
    connect(m_discuss, &QPushButton::clicked, this, [this] {
        if (m_server)
            m_server->discuss();
    });
    connect(m_revote, &QPushButton::clicked, this, [this] {
        if (m_server)
            m_server->revote();
    });
    connect(m_reveal, &QPushButton::clicked, this, &ClassPanel::reveal);
    connect(m_export, &QPushButton::clicked, this, &ClassPanel::exportWithDialog);
    connect(m_joinScreen, &QPushButton::clicked, this, &ClassPanel::joinScreenRequested);
    connect(m_end, &QToolButton::clicked, this, &ClassPanel::endRequested);
    connect(m_addresses, &QComboBox::currentIndexChanged, this, &ClassPanel::syncJoin);
    if (m_server) {
        connect(m_server, &VoteServer::countsChanged, this, &ClassPanel::sync);
        connect(m_server, &VoteServer::phaseChanged, this, &ClassPanel::sync);
        connect(m_server, &VoteServer::connectionsChanged, this, &ClassPanel::sync);
        connect(m_server, &VoteServer::listeningChanged, this, [this](bool listening) {
            if (listening)
                refreshAddresses();
            else
                syncJoin();
            sync();
        });
        m_server->setLanguage(language::current());
    }
    syncFonts();
    retranslate();
    refreshAddresses();
}

void ClassPanel::setAddressSource(std::function<QList<QHostAddress>()> source)
{
    m_addressSource = std::move(source);
    refreshAddresses();
}

void ClassPanel::refreshAddresses()
{
    const QString chosen = m_addresses->currentText();
    const QList<QHostAddress> addresses
        = m_addressSource ? m_addressSource() : QList<QHostAddress>();
    const QSignalBlocker blocker(m_addresses);
    m_addresses->clear();
    for (const QHostAddress &address : addresses)
        m_addresses->addItem(address.toString());
    const int kept = m_addresses->findText(chosen);
    m_addresses->setCurrentIndex(kept >= 0 ? kept : (addresses.isEmpty() ? -1 : 0));
    // A chooser only when there is a choice (a laptop on the Wi-Fi and on a cable, a hotspot).
    m_addresses->setVisible(addresses.size() > 1);
    syncJoin();
}

void ClassPanel::setQuestion(const std::optional<Question> &question)
{
    m_question = question;
    m_error.clear();
    if (m_server && m_server->session() && m_server->session()->phase() != pe::VotePhase::Idle)
        m_server->reset(); // the flow was on another question
    sync();
}

void ClassPanel::ask()
{
    if (!m_server || !m_question)
        return;
    m_error.clear();
    try {
        m_server->ask(m_question->question, m_question->texts);
    } catch (const std::invalid_argument &) {
        m_error = tr("This question cannot be asked of the class (its choices or ranges are not "
                     "valid).");
    }
    sync();
}

void ClassPanel::reveal()
{
    if (!m_server)
        return;
    const QString answer = m_revealHandler ? m_revealHandler() : QString();
    m_server->reveal(answer);
}

void ClassPanel::setJoinScreenShown(bool shown)
{
    const QSignalBlocker blocker(m_joinScreen);
    m_joinScreen->setChecked(shown);
    retranslate();
}

void ClassPanel::setCompact(bool compact)
{
    if (compact == m_compact)
        return;
    m_compact = compact;
    // The join screen's and the export's buttons: under the join code, or in the row of the
    // flow's buttons.
    if (compact) {
        m_buttons->insertWidget(m_buttons->indexOf(m_end) - 1, m_joinScreen);
    } else {
        m_joinColumn->insertWidget(m_joinColumn->indexOf(m_export), m_joinScreen, 0,
                                   Qt::AlignHCenter);
    }
    // The row fits a projector's width: no export there (a desk's task, outside presentation).
    m_export->setVisible(!compact);
    m_end->setVisible(compact);
    retranslate();
    placeChart();
    syncFonts();
    sync();
}

VoteChart *ClassPanel::chart() const { return m_chart; }

void ClassPanel::setChartHost(QWidget *host)
{
    if (m_chartHost && m_chartHost != host)
        m_chartHost->hide();
    m_chartHost = host;
    placeChart();
    sync();
}

void ClassPanel::placeChart()
{
    if (!m_chart)
        return;
    const bool hosted = m_compact && m_chartHost;
    if (hosted && m_chart->parentWidget() != m_chartHost) {
        if (!m_chartHost->layout())
            new QVBoxLayout(m_chartHost);
        m_chartHost->layout()->addWidget(m_chart);
    } else if (!hosted && m_chart->parentWidget() != this) {
        if (m_chartHost)
            m_chartHost->hide();
        m_flow->insertWidget(m_flow->indexOf(m_status) + 1, m_chart, 1);
    }
}

bool ClassPanel::advance()
{
    const pe::VoteSession *session = m_server ? m_server->session() : nullptr;
    if (!session || !m_question)
        return false;
    switch (session->phase()) {
    case pe::VotePhase::Idle:
        ask();
        return true;
    case pe::VotePhase::Asking:
    case pe::VotePhase::Revoting:
        return m_server->close();
    case pe::VotePhase::Closed:
        // Peer instruction: the discussion after the first round, the reveal after the second.
        if (session->round() == 1)
            return m_server->discuss();
        reveal();
        return true;
    case pe::VotePhase::Discussing:
        return m_server->revote();
    case pe::VotePhase::Revealed:
        return false;
    }
    return false;
}

bool ClassPanel::stepBack()
{
    if (!m_server || !m_question)
        return false;
    m_error.clear();
    return m_server->back();
}

bool ClassPanel::exportCsv(const QString &path, QString *error) const
{
    const pe::VoteSession *session = m_server ? m_server->session() : nullptr;
    if (!session) {
        if (error)
            *error = tr("No class session is running: there are no votes to export.");
        return false;
    }
    std::ostringstream out;
    pe::writeVoteCsv(out, *session);
    const std::string text = out.str();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(text.data(), static_cast<qint64>(text.size()))
            != static_cast<qint64>(text.size())
        || !file.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        file.cancelWriting();
        return false;
    }
    return true;
}

void ClassPanel::exportWithDialog()
{
    // The dialog asks before it replaces a file (QFileDialog's own question).
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Export the class's votes"),
                                       QStringLiteral("class-votes.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportCsv(path, &error))
        QMessageBox::warning(this, tr("Export failed"), error);
}

void ClassPanel::syncJoin()
{
    const bool listening = m_server && m_server->isListening();
    const int index = m_addresses->currentIndex();
    const QHostAddress host
        = index >= 0 ? QHostAddress(m_addresses->itemText(index)) : QHostAddress();
    m_joinUrl = listening && !host.isNull() ? m_server->joinUrl(host).toString() : QString();
    const QString code = listening ? m_server->joinCode() : QString();
    m_code->setText(code);
    // The address without its query, to type on a phone that cannot scan (the page then asks
    // for the join code shown under it).
    m_url->setText(
        m_joinUrl.isEmpty()
            ? QString()
            : QUrl(m_joinUrl).adjusted(QUrl::RemoveQuery | QUrl::StripTrailingSlash).toString());
    m_url->setVisible(!m_joinUrl.isEmpty() && !m_compact);
    m_noNetwork->setVisible(listening && m_addresses->count() == 0);
    // The code as large as a few lines of text: a phone reads it from the back of the room.
    const int side = 7 * fontMetrics().height();
    const int modules = m_joinUrl.isEmpty() ? 0 : qrCodeModules(m_joinUrl);
    if (modules > 0 && !m_compact) {
        const qreal ratio = devicePixelRatioF();
        const int pixels = std::max(1, static_cast<int>(side * ratio) / (modules + 8));
        QPixmap pixmap = QPixmap::fromImage(qrCodeImage(m_joinUrl, pixels));
        pixmap.setDevicePixelRatio(ratio);
        m_qr->setPixmap(pixmap);
        m_qr->setAccessibleName(tr("QR code of %1").arg(m_joinUrl));
        m_qr->show();
    } else {
        m_qr->clear();
        m_qr->hide();
    }
    m_joinScreen->setEnabled(!m_joinUrl.isEmpty());
    emit joinChanged();
}

void ClassPanel::sync()
{
    const pe::VoteSession *session = m_server ? m_server->session() : nullptr;
    const int joined = m_server ? m_server->joinedCount() : 0;
    const QString joinedText = tr("%n phone(s) joined", "", joined);
    if (joinedText != m_joined->text()) {
        m_joined->setText(joinedText);
        emit joinChanged();
    }
    const QString language = language::current();
    m_questionText->setText(m_question ? m_question->texts.value(
                                language, m_question->texts.value(QStringLiteral("en")))
                                       : QString());
    m_questionText->setVisible(m_question.has_value() && !m_questionText->text().isEmpty()
                               && !m_compact);

    const pe::VotePhase phase = session ? session->phase() : pe::VotePhase::Idle;
    const int round = session ? session->round() : 0;
    const int votes = session ? session->voteCount(round) : 0;
    QString status;
    QList<VoteChart::Panel> panels;
    auto firstRound = [&] {
        const pe::VoteDistribution d = session->distribution(1);
        panels.append({tr("Before: %n vote(s)", "", d.total), d});
    };
    auto secondRound = [&] {
        const pe::VoteDistribution d = session->distribution(2);
        panels.append({tr("After: %n vote(s)", "", d.total), d});
    };
    // Compact (presentation mode): one short line; the buttons say what comes next.
    const bool brief = m_compact;
    if (!session) {
        status = tr("The class session is not running.");
    } else {
        switch (phase) {
        case pe::VotePhase::Idle:
            if (brief)
                status = m_question ? tr("Ready to ask the class") : tr("No question in this step");
            else
                status = m_question ? tr("Press Ask to send this question to the phones.")
                                    : tr("This step has no question for the class. Go to a step "
                                         "with a question.");
            break;
        case pe::VotePhase::Asking:
            status = brief
                ? tr("Voting: %n vote(s)", "", votes)
                : tr("%n vote(s) so far. Close the vote when the class has answered.", "", votes);
            break;
        case pe::VotePhase::Closed:
            if (brief)
                status = round == 1 ? tr("The vote is closed") : tr("Before and after");
            else
                status = round == 1
                    ? tr("The vote is closed. Discuss, or reveal the answer.")
                    : tr("The second vote is closed: before and after the discussion.");
            firstRound();
            if (round == 2)
                secondRound();
            break;
        case pe::VotePhase::Discussing:
            status = brief ? tr("Discuss with your neighbour")
                           : tr("Discuss with your neighbour, then vote again.");
            firstRound();
            break;
        case pe::VotePhase::Revoting:
            status = brief
                ? tr("Second vote: %n vote(s)", "", votes)
                : tr("Second vote: %n vote(s) so far. Close it when the class has answered.", "",
                     votes);
            break;
        case pe::VotePhase::Revealed:
            status = brief ? tr("The answer is revealed")
                           : tr("The answer is revealed in the lesson.");
            firstRound();
            if (round == 2)
                secondRound();
            break;
        }
    }
    if (!m_error.isEmpty())
        status = m_error;
    m_status->setText(status);
    if (m_chart) {
        m_chart->setPanels(panels, m_question ? m_question->categoryLabels : QStringList());
        m_chart->setVisible(!panels.isEmpty());
    }
    if (m_compact && m_chartHost)
        m_chartHost->setVisible(!panels.isEmpty());

    // One step of the flow at a time: only the buttons that lead on from here.
    const bool running = session != nullptr;
    m_ask->setVisible(running
                      && (phase == pe::VotePhase::Idle || phase == pe::VotePhase::Revealed));
    m_ask->setEnabled(m_question.has_value());
    m_close->setVisible(running && session->isVoteOpen());
    m_discuss->setVisible(running && phase == pe::VotePhase::Closed && round == 1);
    m_revote->setVisible(running && phase == pe::VotePhase::Discussing);
    m_reveal->setVisible(running && phase == pe::VotePhase::Closed);
    m_export->setEnabled(running && (session->voteCount(1) > 0 || session->voteCount(2) > 0));
}

void ClassPanel::syncFonts()
{
    QFont code = font();
    code.setPointSizeF(code.pointSizeF() * (m_compact ? 1.5 : 2.2));
    code.setBold(true);
    code.setLetterSpacing(QFont::PercentageSpacing, 115);
    m_code->setFont(code);
    QFont status = font();
    status.setPointSizeF(status.pointSizeF() * (m_compact ? 1.1 : 1.3));
    status.setBold(true);
    m_status->setFont(status);
    syncJoin(); // the QR code follows the font's size
}

void ClassPanel::retranslate()
{
    m_noNetwork->setText(tr("No network: connect this computer to the classroom Wi-Fi or start a "
                            "hotspot, then stop and start the class session again."));
    m_addresses->setToolTip(tr("The network the phones are on"));
    m_code->setAccessibleName(tr("Join code"));
    m_code->setToolTip(tr("Join code"));
    m_ask->setText(tr("Ask"));
    m_ask->setToolTip(tr("Send the step's question to the phones"));
    m_close->setText(tr("Close the vote"));
    m_discuss->setText(tr("Discuss with your neighbour"));
    m_revote->setText(tr("Vote again"));
    m_reveal->setText(tr("Reveal"));
    m_reveal->setToolTip(tr("Reveal the answer in the lesson and on the phones"));
    if (m_compact)
        m_joinScreen->setText(tr("Join screen"));
    else
        m_joinScreen->setText(m_joinScreen->isChecked() ? tr("Hide join screen")
                                                        : tr("Show join screen"));
    m_joinScreen->setToolTip(tr("The QR code and the join code as large as the view (J); Esc "
                                "returns"));
    m_export->setText(tr("Export votes…"));
    m_end->setToolTip(tr("End the class session"));
    m_end->setAccessibleName(tr("End the class session"));
    m_export->setToolTip(tr("Save the votes of this question as a CSV file"));
    if (m_server)
        m_server->setLanguage(language::current());
    sync();
}

void ClassPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        syncFonts();
    QWidget::changeEvent(event);
}
