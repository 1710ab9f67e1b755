#pragma once

#include "rotation.h"
#include "textboxes.h"

#include <QColor>
#include <QFont>
#include <QStringList>
#include <QWidget>

class LessonState;

/// Pair i of the encoding as a point on the unit circle, drawn like a textbook figure: the
/// horizontal axis is the sin component PE[2i], the vertical axis the cos component PE[2i+1];
/// the point of position p (blue) sits at angle p·ω_i measured clockwise from the top, the point
/// of q (vermillion) at q·ω_i; the arc between them is the rotation k·ω_i (k = q − p, wrapped
/// into (−π, π] so its sign shows the direction) and the chord is labelled with the pair
/// distance. Integer positions between p and q appear as small dots (up to 64 of them).
/// With odd d the last pair has no cos partner: the widget shows a note instead of a circle.
/// Every number comes from the core (encodingPair, angle, relativeAngle, wrappedAngle,
/// pairDistance).
///
/// Texts (issue 11): the title is broken into lines, never cut; the labels of the points, the
/// angle and the chord are placed by a LabelPlacer clear of each other, of the fixed texts
/// (title, axis names, ticks) and of the points; the widget keeps a readable minimum size.
/// textBoxes() reads what paintEvent() drew (textrecorder); dataMarks() are the p and q points.
class UnitCircleWidget : public QWidget, public TextBoxSource
{
    Q_OBJECT
    Q_INTERFACES(TextBoxSource)

public:
    explicit UnitCircleWidget(LessonState *state, int pair, QWidget *parent = nullptr);

    int pair() const { return m_pair; }
    void setPair(int pair);
    /// True when pair i has both components (a point on the circle can be drawn).
    bool hasCircle() const;

    /// Texts as drawn, for tests: the chord label ("0.282240"), the arc label
    /// ("k·ω = −0.283185 rad"), the note shown instead of the circle (empty when there is one).
    QString chordText() const { return m_chordText; }
    QString angleText() const { return m_angleText; }
    QString noteText() const { return m_noteText; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    QList<TextBox> textBoxes() const override;
    QList<DataMark> dataMarks() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// Where everything goes at the current size (shared by paintEvent() and dataMarks()).
    struct Geometry
    {
        QFont font;
        QFont bold;
        qreal line = 0;
        qreal pointRadius = 0;
        QStringList titleLines;
        QRectF titleBox;
        QRectF offBox; // the encoding-off note (empty when on)
        QRectF figure; // between them
        // With a circle: its centre and radius, the axes' reach, the two points.
        QPointF centre;
        qreal radius = 0;
        qreal reach = 0;
        // The points of p and q (on the circle, or on the number line of a lone sin).
        QPointF p;
        QPointF q;
        // Without a circle: the note's box and the number line's middle and half length.
        QRectF noteBox;
        QPointF lineMiddle;
        qreal lineHalf = 0;
    };
    Geometry geometry() const;
    /// The size below which the title, axes and labels would not fit, for the current fonts.
    QSize readableMinimum() const;
    void refresh();

    LessonState *m_state;
    int m_pair;
    bool m_valid = false;
    pe::Pair m_pPoint {0.0, 1.0};
    pe::Pair m_qPoint {0.0, 1.0};
    double m_startAngle = 0.0; // p·ω_i wrapped into (−π, π], radians
    double m_sweep = 0.0; // k·ω_i wrapped into (−π, π], radians
    QList<pe::Pair> m_trail; // integer positions strictly between p and q
    QString m_title;
    QString m_chordText;
    QString m_angleText;
    QString m_noteText;
    QString m_offText;
    QString m_sinAxis;
    QString m_cosAxis;
    QSize m_minimum;
};
