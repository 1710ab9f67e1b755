// Tests of TransientNote, the note floating over a window: where it is placed (below its anchor,
// above it when there is no room, always inside the window), that its text fits, and when it
// goes away (its time, a click).
#include "transientnote.h"

#include <QLineEdit>
#include <QTest>

class TestTransientNote : public QObject
{
    Q_OBJECT

private slots:
    void placement_data();
    void placement();
    void centred();
    void hidesAfterItsTime();
    void hidesOnClick();
    void followsItsAnchor();
};

void TestTransientNote::placement_data()
{
    QTest::addColumn<int>("anchorY");
    QTest::addColumn<bool>("below");
    QTest::newRow("top of the window: below") << 10 << true;
    QTest::newRow("bottom of the window: above") << 360 << false;
}

void TestTransientNote::placement()
{
    QFETCH(int, anchorY);
    QFETCH(bool, below);
    QWidget window;
    window.resize(300, 400);
    auto *anchor = new QLineEdit(&window);
    anchor->setGeometry(200, anchorY, 90, 30);
    window.show();
    TransientNote note(&window);
    const QString text = QStringLiteral(
        "d must be a whole number from 1 to 8192: “9999” was not applied, d stays 8.");
    note.showNear(anchor, text, 0);
    QVERIFY(note.isVisible());
    QCOMPARE(note.text(), text);
    QCOMPARE(note.anchor(), anchor);
    QVERIFY(window.rect().contains(note.geometry()));
    QVERIFY(!note.geometry().intersects(anchor->geometry()));
    if (below)
        QVERIFY(note.y() >= anchor->geometry().bottom());
    else
        QVERIFY(note.geometry().bottom() <= anchor->y());
    // Wrapped within the window, tall enough for every line.
    QVERIFY(note.width() <= window.width());
    QVERIFY(note.height() >= note.heightForWidth(note.width()));
}

void TestTransientNote::centred()
{
    QWidget window;
    window.resize(800, 600);
    window.show();
    TransientNote note(&window);
    note.showCentred(QStringLiteral("Zoom 120 %"), 0);
    QVERIFY(note.isVisible());
    QCOMPARE(note.anchor(), nullptr);
    QVERIFY(qAbs(note.geometry().center().x() - 400) <= 1);
    QVERIFY(window.rect().contains(note.geometry()));
}

void TestTransientNote::hidesAfterItsTime()
{
    QWidget window;
    window.resize(300, 200);
    window.show();
    TransientNote note(&window);
    note.showCentred(QStringLiteral("Zoom 90 %"), 20);
    QVERIFY(note.isVisible());
    QTRY_VERIFY(!note.isVisible());
}

void TestTransientNote::hidesOnClick()
{
    QWidget window;
    window.resize(300, 200);
    window.show();
    TransientNote note(&window);
    note.showCentred(QStringLiteral("Zoom 90 %"), 0);
    QTest::mouseClick(&note, Qt::LeftButton);
    QVERIFY(!note.isVisible());
}

void TestTransientNote::followsItsAnchor()
{
    // A zoom or a new window size moves the field: the note moves with it, refits to a new
    // font, and goes when the field is hidden.
    QWidget window;
    window.resize(400, 400);
    auto *anchor = new QLineEdit(&window);
    anchor->setGeometry(10, 10, 90, 30);
    window.show();
    TransientNote note(&window);
    note.showNear(anchor, QStringLiteral("p must be a whole number from 0 to 2147483647"), 0);
    QCOMPARE(note.pos(), QPoint(10, 44));
    anchor->setGeometry(30, 100, 90, 40);
    QTRY_COMPARE(note.pos(), QPoint(30, 144));
    const int width = note.width();
    QFont font = note.font();
    font.setPointSizeF(font.pointSizeF() * 1.5);
    note.setFont(font);
    QTRY_VERIFY(note.width() > width);
    QVERIFY(note.height() >= note.heightForWidth(note.width()));
    anchor->hide();
    QVERIFY(!note.isVisible());
}

QTEST_MAIN(TestTransientNote)
#include "tst_transientnote.moc"
