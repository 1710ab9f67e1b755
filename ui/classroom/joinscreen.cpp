#include "joinscreen.h"

#include "qrcodeimage.h"

#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QPalette>
#include <QPixmap>
#include <QPushButton>
#include <QShortcut>

#include <algorithm>
#include <cmath>

namespace {

/// The largest pixel size (at most maxPixels, at least 8) at which text in font fits width.
int fittingPixelSize(QFont font, const QString &text, int width, int maxPixels)
{
    font.setPixelSize(100);
    const int advance = std::max(1, QFontMetrics(font).horizontalAdvance(text));
    const int fit = static_cast<int>(std::floor(100.0 * width / advance));
    return std::clamp(fit, 8, std::max(8, maxPixels));
}

} // namespace

JoinScreen::JoinScreen(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("joinScreen"));
    // White, as the QR code's quiet zone: one large light card over the view.
    setAutoFillBackground(true);
    QPalette palette = this->palette();
    palette.setColor(QPalette::Window, Qt::white);
    palette.setColor(QPalette::WindowText, Qt::black);
    setPalette(palette);
    m_qr = new QLabel(this);
    m_qr->setObjectName(QStringLiteral("joinScreenQrCode"));
    m_qr->setAlignment(Qt::AlignCenter);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("joinScreenHint"));
    m_address = new QLabel(this);
    m_address->setObjectName(QStringLiteral("joinScreenAddress"));
    m_codeTitle = new QLabel(this);
    m_code = new QLabel(this);
    m_code->setObjectName(QStringLiteral("joinScreenCode"));
    m_joined = new QLabel(this);
    m_joined->setObjectName(QStringLiteral("joinScreenJoined"));
    m_back = new QPushButton(this);
    m_back->setObjectName(QStringLiteral("joinScreenBack"));
    connect(m_back, &QPushButton::clicked, this, &JoinScreen::closed);
    // Only while the screen is shown (a hidden widget's shortcut is off).
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WindowShortcut);
    connect(escape, &QShortcut::activated, this, &JoinScreen::closed);
    if (parent)
        parent->installEventFilter(this);
    hide();
    retranslate();
}

void JoinScreen::setJoin(const QString &url, const QString &address, const QString &code,
                         const QString &joined)
{
    m_url = url;
    m_address->setText(address);
    m_code->setText(code);
    m_joined->setText(joined);
    relayout();
}

bool JoinScreen::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        followParent();
    return QWidget::eventFilter(watched, event);
}

void JoinScreen::followParent()
{
    if (parentWidget())
        setGeometry(parentWidget()->rect());
}

void JoinScreen::showEvent(QShowEvent *event)
{
    followParent();
    raise();
    relayout();
    QWidget::showEvent(event);
}

void JoinScreen::resizeEvent(QResizeEvent *event)
{
    relayout();
    QWidget::resizeEvent(event);
}

void JoinScreen::relayout()
{
    // Laid out by hand: the QR code takes a square as large as the area allows with the text
    // beside it (a wide area) or under it (a tall one), each text in the largest type that fits.
    const int margin = std::max(8, std::min(width(), height()) / 40);
    const QRect area = rect().adjusted(margin, margin, -margin, -margin);
    const bool wide = area.width() >= area.height() * 5 / 4;
    const int lines = 5; // hint, address, code title, code (two lines tall), joined, button
    int side = wide ? std::min(area.height(), area.width() * 11 / 20)
                    : std::min(area.width(), area.height() * 3 / 5);
    const QRect textArea = wide ? QRect(area.left() + side + margin, area.top(),
                                        area.width() - side - margin, area.height())
                                : QRect(area.left(), area.top() + side + margin, area.width(),
                                        area.height() - side - margin);
    const int line = std::max(8, textArea.height() / (lines + 3));

    const int modules = m_url.isEmpty() ? 0 : qrCodeModules(m_url);
    if (modules > 0 && side > 0) {
        const qreal ratio = devicePixelRatioF();
        // Whole pixels a module: sharp edges for the phone's camera.
        const int pixels = std::max(1, static_cast<int>(side * ratio) / (modules + 8));
        QPixmap pixmap = QPixmap::fromImage(qrCodeImage(m_url, pixels));
        pixmap.setDevicePixelRatio(ratio);
        m_qr->setPixmap(pixmap);
        m_qr->setAccessibleName(tr("QR code of %1").arg(m_url));
        side = static_cast<int>(std::ceil(pixmap.width() / ratio));
        m_qr->show();
    } else {
        m_qr->clear();
        m_qr->hide();
    }
    m_qr->setGeometry(wide
                          ? QRect(area.left(), area.top() + (area.height() - side) / 2, side, side)
                          : QRect(area.left() + (area.width() - side) / 2, area.top(), side, side));

    int y = textArea.top();
    auto place = [&](QLabel *label, int maxPixels, bool bold) {
        QFont font = this->font();
        font.setBold(bold);
        font.setPixelSize(fittingPixelSize(font, label->text(), textArea.width(), maxPixels));
        label->setFont(font);
        const int height = QFontMetrics(font).height();
        label->setGeometry(textArea.left(), y, textArea.width(), height);
        label->setAlignment(wide ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter);
        y += height + line / 4;
    };
    place(m_hint, line * 3 / 4, false);
    place(m_address, line, true);
    place(m_codeTitle, line * 3 / 4, false);
    place(m_code, 2 * line, true);
    place(m_joined, line * 3 / 4, false);
    const QSize button = m_back->sizeHint();
    m_back->setGeometry(
        wide ? textArea.left() : textArea.left() + (textArea.width() - button.width()) / 2,
        std::min(y, textArea.bottom() - button.height()), button.width(), button.height());
}

void JoinScreen::retranslate()
{
    m_hint->setText(tr("Scan the code, or open this address:"));
    m_codeTitle->setText(tr("and type the join code:"));
    m_code->setAccessibleName(tr("Join code"));
    m_back->setText(tr("Back to the lesson"));
    m_back->setToolTip(tr("Hide the join screen (Esc)"));
    relayout();
}

void JoinScreen::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        relayout();
    QWidget::changeEvent(event);
}
