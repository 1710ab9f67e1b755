#pragma once

#include "rotation.h"
#include "textboxes.h"

#include <QColor>
#include <QFont>
#include <QPixmap>
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
/// Texts: the title is broken into lines, never cut; the labels of the points, the
/// angle and the chord are placed by a LabelPlacer clear of each other, of the fixed texts
/// (title, axis names, ticks) and of the points; the widget keeps a readable minimum size.
/// textBoxes() reads what paintEvent() drew (textrecorder); dataMarks() are the p and q points.
///
/// Readable at projector distance: the tick labels sit outside the rotation's arc on
/// the axes, where neither the arc nor a point can cover them; labels are drawn after every
/// leader line, which they cover; under the
/// circle a caption gives the rotation unreduced and reduced with its reason ("k·ω₀ = 4.000000
/// rad = −2.283185 rad + 2π"). What does not change with p and q (title, axes, ticks, circle)
/// is drawn once into a pixmap per size, palette and font and reused for every move of q.
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
    /// The caption under the circle: the rotation k·ω_i, reduced into (−π, π] with the whole
    /// turns taken away named ("k·ω₀ = 4.000000 rad = −2.283185 rad + 2π: …"); empty without a
    /// circle.
    QString captionText() const { return m_captionText; }
    /// Whether the caption is drawn (and its room kept) under the circle; on by default. Off
    /// beside a readout that gives the same numbers (the compact readout's k·ω_i and its value
    /// in (−π, π]), so that the circle takes the room.
    void setCaptionShown(bool shown);
    bool captionShown() const { return m_captionShown; }
    /// theta as the figure shows it reduced: "3.000000 rad" when it lies in (−π, π], else
    /// "4.000000 rad = −2.283185 rad + 2π" (with "− 2π", "+ 3 × 2π" ...): the whole turns from
    /// pe::wholeTurns(), the rest from pe::wrappedAngle().
    static QString reducedAngleText(double theta);

    /// The radius in pixels of the circle drawn at size (at the widget's fonts and texts; 0
    /// without a circle): the views choose the arrangement that gives the largest circle.
    qreal radiusAt(const QSize &size) const;
    /// The radius of the circle as drawn now, in pixels (0 without a circle).
    qreal radius() const { return radiusAt(size()); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    QList<TextBox> textBoxes() const override;
    QList<DataMark> dataMarks() const override;

    /// The least radius at which the labels on and around the circle find room: five lines of
    /// the widget's text. Below it an exported figure is marked cut (exportmarks::markCut()).
    qreal readableRadius() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

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
        // With a circle: the caption's lines and box, and the fixed texts' boxes (tick labels
        // and axis names), which labels must keep clear of.
        QStringList captionLines;
        QRectF captionBox;
        QList<QRectF> tickBoxes; // "1" and "−1" on the sin axis, then on the cos axis
        QRectF sinNameBox;
        QRectF cosNameBox;
    };
    /// The layout at the current size without the points (cached until size, font, texts or
    /// appearance change), then with them.
    Geometry geometry() const;
    Geometry frame() const;
    /// frame() at any size (not cached).
    Geometry frameAt(const QSizeF &size) const;
    /// Draws what does not move with p and q: background, title, the encoding-off note, axes,
    /// ticks and their labels, axis names and the circle.
    void paintStatic(QPainter &painter, const Geometry &g) const;
    /// The cache of paintStatic() for the current state (a key of everything it depends on).
    QString staticKey() const;
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
    QString m_captionText;
    QString m_captionReserve; // the longest caption form, for a height that does not jump
    bool m_captionShown = true;
    QString m_sinAxis;
    QString m_cosAxis;
    QSize m_minimum;
    mutable QPixmap m_static;
    mutable QString m_staticKey;
    mutable Geometry m_frame;
    mutable QString m_frameKey;
};
