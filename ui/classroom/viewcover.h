#pragma once

#include <QWidget>

/// A widget that covers its parent (the window's view area) while shown, following its size,
/// above the parent's other children: the base of the class session's projector screens (the
/// join screen, the distribution in presentation mode).
class ViewCover : public QWidget
{
    Q_OBJECT

public:
    /// Hidden until shown; covers parent (not null) from then on.
    explicit ViewCover(QWidget *parent);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void followParent();
};
