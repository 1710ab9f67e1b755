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

JoinScreen::JoinScreen(QWidget *parent) : ViewCover(parent)
{
    setObjectName(QStringLiteral("joinScreen"));
    // White, as the QR code's quiet zone: one large light card over the view.
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

void JoinScreen::showEvent(QShowEvent *event)
{
    ViewCover::showEvent(event);
    relayout();
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
    const bool wide = area.width() >= area.height();
    const int modules = m_url.isEmpty() ? 0 : qrCodeModules(m_url);
    const int quiet = 4; // the standard's quiet zone, in modules
    const int lines = 5; // hint, address, code title, code (two lines tall), joined, button
    // Beside the text (wide) or above it (tall), and never below 62 % of the shorter side plus
    // a module's rounding (the code's modules are whole pixels).
    int side = wide ? area.width() * 11 / 20 : area.height() * 2 / 3;
    side = std::max(side, std::min(width(), height()) * 62 / 100 + modules + 2 * quiet);
    side = std::min({side, area.width(), area.height()});
    const QRect textArea = wide ? QRect(area.left() + side + margin, area.top(),
                                        area.width() - side - margin, area.height())
                                : QRect(area.left(), area.top() + side + margin, area.width(),
                                        area.height() - side - margin);
    const int line = std::max(8, textArea.height() / (lines + 3));

    if (modules > 0 && side > 0) {
        const qreal ratio = devicePixelRatioF();
        // Whole pixels a module: sharp edges for the phone's camera.
        const int pixels = std::max(1, static_cast<int>(side * ratio) / (modules + 2 * quiet));
        QPixmap pixmap = QPixmap::fromImage(qrCodeImage(m_url, pixels, quiet));
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

    // The texts top down in sizes relative to a line; a smaller line until they and the button
    // fit the text area's height.
    const QSize button = m_back->sizeHint();
    for (int step = 0; step < 20; ++step) {
        const int unit = std::max(8, line * (20 - step) / 20);
        int y = textArea.top();
        auto place = [&](QLabel *label, int maxPixels, bool bold) {
            QFont font = this->font();
            font.setBold(bold);
            font.setPixelSize(fittingPixelSize(font, label->text(), textArea.width(), maxPixels));
            label->setFont(font);
            const int height = QFontMetrics(font).height();
            label->setGeometry(textArea.left(), y, textArea.width(), height);
            label->setAlignment(wide ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter);
            y += height + unit / 4;
        };
        place(m_hint, unit * 3 / 4, false);
        place(m_address, unit, true);
        place(m_codeTitle, unit * 3 / 4, false);
        place(m_code, 2 * unit, true);
        place(m_joined, unit * 3 / 4, false);
        m_back->setGeometry(wide ? textArea.left()
                                 : textArea.left() + (textArea.width() - button.width()) / 2,
                            y, button.width(), button.height());
        if (y + button.height() <= textArea.bottom() || unit == 8)
            break;
    }
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
