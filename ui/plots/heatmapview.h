#pragma once

#include <QWidget>

class NumberField;
class HeatmapWidget;
class LessonState;
class QLabel;
class QComboBox;
class QPushButton;

/// The heat map tab: the number of positions n, a zoom reset and the article's figure preset
/// (50 positions, d = 128) above the heat map with its colour bar, and below it the hover line and
/// a note when there are more cells than pixels.
class HeatmapView : public QWidget
{
    Q_OBJECT

public:
    explicit HeatmapView(LessonState *state, QWidget *parent = nullptr);

    HeatmapWidget *heatmap() const { return m_heatmap; }
    NumberField *positionsSpinBox() const { return m_positionsSpin; }
    QPushButton *articlePresetButton() const { return m_articleButton; }
    QPushButton *resetZoomButton() const { return m_resetButton; }
    /// The choice shown while positions outnumber pixel columns: one position per pixel column
    /// (aliased) or the envelope (HeatmapWidget::Sampling, in that order).
    QComboBox *samplingBox() const { return m_sampling; }
    /// The note under the map ("n × d cells on w × h pixels ...", or empty).
    QString noteText() const;
    QString hoverLineText() const;

    /// The article's figure: 50 positions, d = 128.
    static constexpr int articlePositions = 50;
    static constexpr int articleWidth = 128;
    void applyArticlePreset();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateNote();
    void showHover(const QString &text);

    LessonState *m_state;
    HeatmapWidget *m_heatmap = nullptr;
    QLabel *m_positionsLabel = nullptr;
    NumberField *m_positionsSpin = nullptr;
    QPushButton *m_resetButton = nullptr;
    QPushButton *m_articleButton = nullptr;
    QLabel *m_samplingLabel = nullptr;
    QComboBox *m_sampling = nullptr;
    QLabel *m_hint = nullptr;
    QLabel *m_hoverLine = nullptr;
    QLabel *m_note = nullptr;
};
