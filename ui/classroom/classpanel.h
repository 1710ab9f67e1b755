#pragma once

#include "classroom/votesession.h"

#include <QHostAddress>
#include <QList>
#include <QMap>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <optional>

class QComboBox;
class QHBoxLayout;
class QVBoxLayout;
class QLabel;
class QPushButton;
class QToolButton;
class VoteChart;
class VoteServer;

/// The class session on the projector (issue 33): how phones join (the join URL's QR code, an
/// address to choose when the computer has several, the join code in large type, the phones
/// joined) and peer instruction's flow on the lesson step's question, one button at a time:
/// Ask -> the count of votes only -> Close -> the distribution (VoteChart: a histogram for
/// numbers, bars for choices; the right answer not marked) -> "Discuss with your neighbour" ->
/// Revote -> both distributions side by side -> Reveal (the lesson's own reveal, through the
/// reveal handler). Export… writes the session's votes as CSV (pe::writeVoteCsv), atomically.
/// Every number it shows comes from the server's pe::VoteSession. It follows the server's
/// signals; the server lives elsewhere (the shell starts and stops it).
class ClassPanel : public QWidget
{
    Q_OBJECT

public:
    /// The question the class is asked: how answers are read, its text per language ("en",
    /// "zh_CN", shown on the phones) and, for answers in categories, each category's label.
    struct Question
    {
        pe::VoteQuestion question;
        QMap<QString, QString> texts;
        QStringList categoryLabels;
    };

    explicit ClassPanel(VoteServer *server, QWidget *parent = nullptr);

    /// The step's question (none: the step has no question, Ask is off). A question other than
    /// the one shown ends the flow on the old one (VoteServer::reset(): the phones wait).
    void setQuestion(const std::optional<Question> &question);
    bool hasQuestion() const { return m_question.has_value(); }
    /// Called by Reveal: reveals the answer in the lesson and returns its text for the phones
    /// (empty: the phones are only told that it is revealed).
    void setRevealHandler(std::function<QString()> handler)
    {
        m_revealHandler = std::move(handler);
    }
    /// Where the join URL's addresses come from (VoteServer::classroomAddresses() unless set;
    /// tests give 127.0.0.1 or none). Read again at each start and by refreshAddresses().
    void setAddressSource(std::function<QList<QHostAddress>()> source);
    /// Reads the addresses again (a network joined after the start).
    void refreshAddresses();

    /// A clicker's Page Down: the flow's next stage on the step's question, as its button does
    /// (Ask; Close; Discuss after round 1; Vote again; Close; Reveal after round 2). False when
    /// there is none to go to (no session, no question, already revealed): the lesson moves on.
    bool advance();
    /// A clicker's Page Up: one stage back (VoteServer::back()). False at the flow's start (no
    /// session, no question, nothing asked): the lesson goes back a step.
    bool stepBack();

    /// Writes the session's votes to path as CSV through a QSaveFile (the old file stays whole
    /// on failure); false with a translated *error when it cannot.
    bool exportCsv(const QString &path, QString *error) const;
    /// Export…: asks for a file (the dialog asks before replacing one), then exportCsv().
    void exportWithDialog();

    // The parts, for tests.
    QLabel *qrLabel() const { return m_qr; }
    QLabel *joinCodeLabel() const { return m_code; }
    QLabel *joinUrlLabel() const { return m_url; }
    QLabel *joinedLabel() const { return m_joined; }
    QLabel *noNetworkLabel() const { return m_noNetwork; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *questionLabel() const { return m_questionText; }
    QComboBox *addressChooser() const { return m_addresses; }
    VoteChart *chart() const;
    QPushButton *askButton() const { return m_ask; }
    QPushButton *closeButton() const { return m_close; }
    QPushButton *discussButton() const { return m_discuss; }
    QPushButton *revoteButton() const { return m_revote; }
    QPushButton *revealButton() const { return m_reveal; }
    QPushButton *exportButton() const { return m_export; }
    /// "Show join screen": checkable, checked while the join screen is shown
    /// (setJoinScreenShown()).
    QPushButton *joinScreenButton() const { return m_joinScreen; }
    /// Ends the session (compact only: the dock's close button is gone with its title bar).
    QToolButton *endButton() const { return m_end; }
    /// Checks the join screen's button (the shell shows or hides the screen).
    void setJoinScreenShown(bool shown);
    /// Compact (presentation mode, where the step's view needs the screen): the panel keeps one
    /// row of text and buttons, the join code and the phones joined, and the chart when the flow
    /// shows a distribution; the QR code and the address move to the join screen, the question
    /// is the lesson card's.
    void setCompact(bool compact);
    bool isCompact() const { return m_compact; }
    /// Where the chart goes while compact (a ViewCover over the view area: the distribution as
    /// large as the step's view, the panel one row): shown while the flow shows a distribution.
    /// None: the chart stays in the panel.
    void setChartHost(QWidget *host);
    /// The join URL the QR code holds (empty without an address or session).
    QString joinUrl() const { return m_joinUrl; }

signals:
    /// The join screen's button was pressed: show (true) or hide it.
    void joinScreenRequested(bool shown);
    /// The join URL, address, code or phones joined changed (the join screen follows).
    void joinChanged();
    /// The compact panel's End button: end the class session (its dock has no title bar then).
    void endRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void ask();
    void reveal();
    void sync();
    void syncJoin();
    void syncFonts();
    void placeChart();
    void retranslate();

    QPointer<VoteServer> m_server;
    std::optional<Question> m_question;
    std::function<QString()> m_revealHandler;
    std::function<QList<QHostAddress>()> m_addressSource;
    QString m_joinUrl;
    QString m_error; // why the last Ask failed
    QLabel *m_qr = nullptr;
    QLabel *m_noNetwork = nullptr;
    QComboBox *m_addresses = nullptr;
    QLabel *m_url = nullptr;
    QLabel *m_code = nullptr;
    QLabel *m_joined = nullptr;
    QLabel *m_questionText = nullptr;
    QLabel *m_status = nullptr;
    // Guarded: while compact it lives in the chart host, which may go first (the window's end).
    QPointer<VoteChart> m_chart;
    QPushButton *m_ask = nullptr;
    QPushButton *m_close = nullptr;
    QPushButton *m_discuss = nullptr;
    QPushButton *m_revote = nullptr;
    QPushButton *m_reveal = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_joinScreen = nullptr;
    QToolButton *m_end = nullptr;
    QVBoxLayout *m_joinColumn = nullptr;
    QVBoxLayout *m_flow = nullptr;
    QPointer<QWidget> m_chartHost;
    QHBoxLayout *m_buttons = nullptr;
    bool m_compact = false;
};
