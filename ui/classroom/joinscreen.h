#pragma once

#include "viewcover.h"

#include <QString>

class QLabel;
class QPushButton;

/// The class session's join screen: the join URL's QR code as large as the area it covers allows
/// (at least 60 % of its shorter side, so that a phone scans it from the back of a room), the
/// address to type and the join code in large type, and how many phones have joined. It covers
/// its parent (the window's view area) while shown; Esc or its Back button hides it (closed()).
/// It only shows what it is given (setJoin()): the class panel owns the address and the code.
class JoinScreen : public ViewCover
{
    Q_OBJECT

public:
    /// Hidden until shown; covers parent (not null).
    explicit JoinScreen(QWidget *parent);

    /// What to show: the URL the QR code holds (empty: no QR code), the address as typed on a
    /// phone, the join code and the line of phones joined.
    void setJoin(const QString &url, const QString &address, const QString &code,
                 const QString &joined);

    // The parts, for tests.
    QLabel *qrLabel() const { return m_qr; }
    QLabel *addressLabel() const { return m_address; }
    QLabel *codeLabel() const { return m_code; }
    QLabel *joinedLabel() const { return m_joined; }
    QPushButton *backButton() const { return m_back; }

signals:
    /// Esc or Back: the screen asks to be hidden.
    void closed();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void relayout();
    void retranslate();

    QString m_url;
    QLabel *m_qr = nullptr;
    QLabel *m_hint = nullptr;
    QLabel *m_address = nullptr;
    QLabel *m_codeTitle = nullptr;
    QLabel *m_code = nullptr;
    QLabel *m_joined = nullptr;
    QPushButton *m_back = nullptr;
};
