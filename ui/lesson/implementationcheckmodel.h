#pragma once

#include "implementationcheck.h"

#include <QAbstractTableModel>

#include <vector>

class LessonState;
class QWidget;

/// The implementation-check lab as a table: one row per implementation (the correct one and each
/// mistake), one column per check of the lesson (same word in two slots, sin² + cos² = 1, width d)
/// plus the difference length. Cells say "passes" or "caught"; VerdictRole gives the bool and
/// DetailRole (and the tooltip) the number behind the verdict. Numbers come from core
/// runImplementationChecks() at the state's p and q (q = p + 3 when they are equal).
class ImplementationCheckModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, SlotColumn, UnitColumn, WidthColumn, NormColumn, ColumnCount };
    enum Role {
        VerdictRole = Qt::UserRole + 1, //!< bool: the check passes
        DetailRole, //!< QString: the number behind the verdict
    };

    explicit ImplementationCheckModel(LessonState *state, QObject *parent = nullptr);
    /// From now on, while `gate` (the view showing this model) is hidden inside a shown window,
    /// parameter changes are only noted and the checks rerun once when it is shown (see
    /// DeferredRefresh). Without a gate every change reruns them at once.
    void deferWhileHidden(QWidget *gate);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// Headers in two lines (the check columns' names broken at the space nearest their middle;
    /// names without a space, such as the Chinese ones, stay whole), so that a narrow table
    /// leaves its name column room. headerDataChanged() when it changes.
    void setTwoLineHeaders(bool twoLines);
    bool twoLineHeaders() const { return m_twoLineHeaders; }

    pe::Implementation implementation(int row) const;
    const pe::CheckReport &report(int row) const;
    /// Translated name and explanation of an implementation.
    static QString name(pe::Implementation implementation);
    static QString explanation(pe::Implementation implementation);
    void retranslate();

private:
    void recompute();

    void stateChanged();

    LessonState *m_state;
    QMetaObject::Connection m_stateConnection;
    std::vector<pe::Implementation> m_implementations;
    std::vector<pe::CheckReport> m_reports;
    bool m_twoLineHeaders = false;
};
