#pragma once

#include "rotation.h"

#include <QColor>
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
class UnitCircleWidget : public QWidget
{
    Q_OBJECT

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

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
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
};
