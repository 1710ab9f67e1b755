// The startup reference of compare.sh: a minimal Qt Widgets window (one label) with the same
// first-paint probe as pe-visualiser's PEV_STARTUP_PROBE: at its first paint it prints
// "first-paint-epoch-ns N" (wall clock, ns since the Unix epoch) and quits.
#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QTimer>

#include <chrono>
#include <cstdio>

namespace {

class FirstPaint : public QObject
{
protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            QTimer::singleShot(0, this, [] {
                const auto wall = std::chrono::system_clock::now().time_since_epoch();
                std::printf("first-paint-epoch-ns %lld\n",
                            static_cast<long long>(
                                    std::chrono::duration_cast<std::chrono::nanoseconds>(wall)
                                            .count()));
                std::fflush(stdout);
                QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_seen = false;
};

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QLabel label(QStringLiteral("Hello, world"));
    FirstPaint probe;
    label.installEventFilter(&probe);
    label.resize(1280, 800);
    label.show();
    return QApplication::exec();
}
