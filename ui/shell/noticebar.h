#pragma once

#include <QFrame>

#include <functional>

class QLabel;
class QPushButton;
class QToolButton;

/// A non-modal message across the window (an information bar): an icon, a word-wrapped text, an
/// optional action button and a close button (×). Hidden until showNotice(); nothing waits for
/// it, and the window stays usable around it. It follows the palette (no style sheet).
class NoticeBar : public QFrame
{
    Q_OBJECT

public:
    explicit NoticeBar(QWidget *parent = nullptr);

    /// Shows text (plain text) and, when actionText is not empty, a button that calls action and
    /// then closes the bar.
    void showNotice(const QString &text, const QString &actionText = QString(),
                    std::function<void()> action = {});
    QString text() const;
    QPushButton *actionButton() const { return m_action; }
    QToolButton *closeButton() const { return m_close; }

signals:
    /// The bar was closed by its close button or its action.
    void closed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateIcon();

    QLabel *m_icon = nullptr;
    QLabel *m_text = nullptr;
    QPushButton *m_action = nullptr;
    QToolButton *m_close = nullptr;
    std::function<void()> m_callback;
};
