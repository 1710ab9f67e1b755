// SteadyWrapBox: a word-wrapped label whose new text needs the same height does not relayout
// the widgets above it; a text that needs another height, or a font change, does, and the box
// then gets the label's height for its width.
#include "steadywrapbox.h"

#include <QLabel>
#include <QTest>
#include <QVBoxLayout>

namespace {

// Counts the layout requests a widget receives.
class RequestCounter : public QObject
{
public:
    int requests = 0;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest)
            ++requests;
        return QObject::eventFilter(watched, event);
    }
};

void settle()
{
    for (int k = 0; k < 4; ++k) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

} // namespace

class TestSteadyWrapBox : public QObject
{
    Q_OBJECT
private slots:
    void relayoutsOnlyForAnotherHeight_data();
    void relayoutsOnlyForAnotherHeight();
};

void TestSteadyWrapBox::relayoutsOnlyForAnotherHeight_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<bool>("relayout");
    const QString line = QStringLiteral("q = 40 lies beyond N = 32: raise N to see it.");
    const QString lines = QString(line + QLatin1Char(' ')).repeated(12);
    QTest::newRow("another number, same height")
        << line << QStringLiteral("q = 41 lies beyond N = 32: raise N to see it.") << false;
    QTest::newRow("same text") << line << line << false;
    QTest::newRow("more lines") << line << lines << true;
    QTest::newRow("fewer lines") << lines << line << true;
    QTest::newRow("a word wider than the box")
        << line << QStringLiteral("q = ") + QString(120, QLatin1Char('9')) << true;
}

void TestSteadyWrapBox::relayoutsOnlyForAnotherHeight()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(bool, relayout);
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *label = new QLabel(before);
    label->setWordWrap(true);
    auto *box = new SteadyWrapBox(label, &window);
    layout->addWidget(box);
    layout->addStretch(1);
    window.resize(300, 400);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settle();
    QCOMPARE(label->parentWidget(), box);
    QCOMPARE(label->geometry(), box->rect());
    QCOMPARE(box->height(), label->heightForWidth(box->width()));
    RequestCounter counter;
    window.installEventFilter(&counter);
    label->setText(after);
    settle();
    QCOMPARE(counter.requests > 0, relayout);
    QCOMPARE(label->text(), after);
    // Whatever happened, the label fills the box, which is as high as the label needs.
    QCOMPARE(label->geometry(), box->rect());
    QCOMPARE(box->height(), label->heightForWidth(box->width()));
    QVERIFY(box->hasHeightForWidth());
    QCOMPARE(box->heightForWidth(180), label->heightForWidth(180));
    QCOMPARE(box->sizeHint(), label->sizeHint());
}

QTEST_MAIN(TestSteadyWrapBox)
#include "tst_steadywrapbox.moc"
