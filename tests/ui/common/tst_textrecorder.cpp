// Tests of textrecorder: the texts a widget's paintEvent draws, with their boxes, runs of one
// string joined, rotated titles, and cut or elided texts reported.
#include "textrecorder.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTest>
#include <QWidget>

namespace {

/// Draws what the test names, at fixed places.
class Drawing : public QWidget
{
public:
    enum Kind { Plain, Mixed, Rotated, Clipped, Elided, Nothing };
    explicit Drawing(Kind kind) : m_kind(kind) { resize(300, 200); }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.fillRect(rect(), Qt::white);
        switch (m_kind) {
        case Plain:
            painter.drawText(QPointF(20, 50), QStringLiteral("position"));
            painter.drawText(QRectF(20, 100, 200, 30), Qt::AlignCenter, QStringLiteral("q = 3"));
            break;
        case Mixed:
            painter.drawText(QPointF(20, 50), QStringLiteral("PE[1]，余弦 cos"));
            break;
        case Rotated:
            painter.translate(30, 100);
            painter.rotate(-90);
            painter.drawText(QPointF(-30, 0), QStringLiteral("component"));
            break;
        case Clipped:
            painter.drawText(QRectF(20, 40, 30, 20), Qt::AlignLeft, QStringLiteral("wavelength"));
            break;
        case Elided:
            painter.drawText(QPointF(20, 50), QStringLiteral("wavele\u2026"));
            break;
        case Nothing:
            painter.drawLine(0, 0, 100, 100);
            break;
        }
    }

private:
    Kind m_kind;
};

} // namespace

class TestTextRecorder : public QObject
{
    Q_OBJECT

private slots:
    void texts_data();
    void texts();
    void plainBoxes();
    void rotatedBox();
};

void TestTextRecorder::texts_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QStringList>("texts");
    QTest::addColumn<bool>("elided");
    QTest::newRow("plain") << int(Drawing::Plain)
                           << QStringList {QStringLiteral("position"), QStringLiteral("q = 3")}
                           << false;
    QTest::newRow("Latin and Chinese, one box")
        << int(Drawing::Mixed) << QStringList {QStringLiteral("PE[1]，余弦 cos")} << false;
    QTest::newRow("rotated") << int(Drawing::Rotated) << QStringList {QStringLiteral("component")}
                             << false;
    QTest::newRow("cut by its rectangle")
        << int(Drawing::Clipped) << QStringList {QStringLiteral("wavelength")} << true;
    QTest::newRow("elided") << int(Drawing::Elided) << QStringList {QStringLiteral("wavele\u2026")}
                            << true;
    QTest::newRow("no text") << int(Drawing::Nothing) << QStringList {} << false;
}

void TestTextRecorder::texts()
{
    QFETCH(int, kind);
    QFETCH(QStringList, texts);
    QFETCH(bool, elided);
    Drawing drawing(static_cast<Drawing::Kind>(kind));
    const QList<TextBox> boxes = textrecorder::record(&drawing);
    QStringList got;
    for (const TextBox &box : boxes) {
        got << box.text;
        QCOMPARE(box.elided, elided);
    }
    QCOMPARE(got, texts);
}

void TestTextRecorder::plainBoxes()
{
    // The box of a text drawn at a baseline: its advance from there, ascent above, descent under.
    Drawing drawing(Drawing::Plain);
    const QList<TextBox> boxes = textrecorder::record(&drawing);
    QCOMPARE(boxes.size(), 2);
    const QFontMetricsF fm(drawing.font());
    const QRectF first = boxes.at(0).rect;
    QVERIFY(qAbs(first.left() - 20) < 0.5);
    QVERIFY(qAbs(first.width() - fm.horizontalAdvance(QStringLiteral("position"))) < 1);
    QVERIFY(qAbs(first.top() - (50 - fm.ascent())) < 1);
    QVERIFY(qAbs(first.bottom() - (50 + fm.descent())) < 1);
    // Centred in its rectangle.
    QVERIFY(qAbs(boxes.at(1).rect.center().x() - 120) < 1);
    QVERIFY(QRectF(20, 100, 200, 30).contains(boxes.at(1).rect));
}

void TestTextRecorder::rotatedBox()
{
    // Rotated by −90° about (30, 100): the box stands upright, as wide as the line is high.
    Drawing drawing(Drawing::Rotated);
    const QList<TextBox> boxes = textrecorder::record(&drawing);
    QCOMPARE(boxes.size(), 1);
    const QFontMetricsF fm(drawing.font());
    const QRectF box = boxes.first().rect;
    QVERIFY(qAbs(box.height() - fm.horizontalAdvance(QStringLiteral("component"))) < 1);
    QVERIFY(qAbs(box.width() - (fm.ascent() + fm.descent())) < 1);
    QVERIFY(qAbs(box.bottom() - 130) < 1); // the text starts 30 below the centre, reads upwards
}

QTEST_MAIN(TestTextRecorder)
#include "tst_textrecorder.moc"
