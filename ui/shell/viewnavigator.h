#pragma once

#include <QList>
#include <QString>
#include <QWidget>

#include <functional>

class QTabBar;
class QTabWidget;

/// The window's navigation among the views: the families as outer tabs, each family's views as
/// inner tabs (a family of one view shows no inner tab bar), so that every view is at most two
/// clicks away and a row of tabs never holds more than one family's views. Views are numbered in
/// the order they were added (the view catalogue's order) and the QTabWidget-like functions
/// (count(), widget(), indexOf(), tabText(), currentWidget(), setCurrentIndex()) speak of views,
/// never of family pages. A view is built when it is first shown or asked for. Titles are source
/// texts in the "MainWindow" translation context, translated again on every language change.
class ViewNavigator : public QWidget
{
    Q_OBJECT

public:
    explicit ViewNavigator(QWidget *parent = nullptr);

    /// Adds a family as the next outer tab (title: QT_TRANSLATE_NOOP("MainWindow", ...)).
    /// Adding an id twice does nothing. Returns the family's index.
    int addFamily(const QString &id, const char *title);
    /// Makes a view, a child of parent (the tab's page).
    using Builder = std::function<QWidget *(QWidget *parent)>;
    /// Adds a view as the last inner tab of the family id (which must have been added), built
    /// by build when it is first shown or asked for (widget(), currentWidget()): the window
    /// starts with only the views it shows. Returns the view's index, or -1 when the family is
    /// unknown or build is empty.
    int addView(Builder build, const char *title, const QString &familyId);

    /// The number of views (not families).
    int count() const { return static_cast<int>(m_views.size()); }
    /// The view of index, built now if it was not yet (viewBuilt()); nullptr out of range.
    QWidget *widget(int index) const;
    /// Whether the view of index has been built.
    bool isBuilt(int index) const;
    /// The index of a built view (or of its tab's page), -1 when none.
    int indexOf(QWidget *view) const;
    /// The view's tab title as shown (translated).
    QString tabText(int index) const;
    int currentIndex() const;
    /// The current view (the current family's current view), never a family page.
    QWidget *currentWidget() const;
    void setCurrentIndex(int index);
    void setCurrentWidget(QWidget *view);

    /// The family id of a view ("" when unknown) and the number of families.
    QString familyOf(QWidget *view) const;
    int familyCount() const { return static_cast<int>(m_families.size()); }
    /// The outer tabs (one page per family).
    QTabWidget *familyTabs() const { return m_familyTabs; }
    /// The inner tabs of family index.
    QTabWidget *viewTabs(int family) const;
    /// The tab bars for the keyboard's focus chain: the families' bar, then each family's views'
    /// bar (only the current family's is shown; a family of one view shows none).
    QList<QTabBar *> tabBars() const;
    /// Shows or hides every row of tabs (the presentation layout hides them while a lesson
    /// chooses the view); shown, a family of one view still shows no inner tab bar.
    void setTabsShown(bool shown);

    /// False: the views take the room the window gives them. (A QTabWidget answers its page's
    /// preferred height for a width as the least height it needs, which would make the window's
    /// content scroll as soon as it is lower than the views' preferred height.)
    bool hasHeightForWidth() const override { return false; }

signals:
    /// The current view changed (to the view of that index).
    void currentChanged(int index);
    /// The view of index was just built (before it shows, before currentChanged()).
    void viewBuilt(int index, QWidget *view) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Family
    {
        QString id;
        const char *title;
        QTabWidget *tabs;
    };
    struct View
    {
        QWidget *page; //!< the tab's page, holding the view once built
        Builder build;
        QWidget *widget; //!< nullptr until built
        const char *title;
        int family;
    };
    void retranslate();
    void emitCurrent();

    QTabWidget *m_familyTabs = nullptr;
    QList<Family> m_families;
    /// Built on demand from const accessors (building changes no observable state but the
    /// children of a page).
    mutable QList<View> m_views;
    int m_lastCurrent = -1;
};
