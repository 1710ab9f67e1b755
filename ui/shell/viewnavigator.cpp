#include "viewnavigator.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

ViewNavigator::ViewNavigator(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("viewNavigator"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_familyTabs = new QTabWidget(this);
    m_familyTabs->setObjectName(QStringLiteral("familyTabs"));
    // The families' tabs carry no frame of their own: the views' tabs inside draw the one frame.
    m_familyTabs->setDocumentMode(true);
    layout->addWidget(m_familyTabs);
    connect(m_familyTabs, &QTabWidget::currentChanged, this, &ViewNavigator::emitCurrent);
    retranslate();
}

int ViewNavigator::addFamily(const QString &id, const char *title)
{
    for (int k = 0; k < m_families.size(); ++k)
        if (m_families[k].id == id)
            return k;
    auto *tabs = new QTabWidget(m_familyTabs);
    tabs->setObjectName(QStringLiteral("viewTabs-") + id);
    tabs->setTabBarAutoHide(true); // a family of one view needs no second row of tabs
    connect(tabs, &QTabWidget::currentChanged, this, &ViewNavigator::emitCurrent);
    m_families.append({id, title, tabs});
    m_familyTabs->addTab(tabs, QCoreApplication::translate("MainWindow", title));
    retranslate(); // the accessible names
    return static_cast<int>(m_families.size()) - 1;
}

int ViewNavigator::addView(Builder build, const char *title, const QString &familyId)
{
    int family = -1;
    for (int k = 0; k < m_families.size(); ++k)
        if (m_families[k].id == familyId)
            family = k;
    if (family < 0 || !build)
        return -1;
    QTabWidget *tabs = m_families[family].tabs;
    auto *page = new QWidget(tabs);
    page->setObjectName(QStringLiteral("viewPage"));
    (new QVBoxLayout(page))->setContentsMargins(0, 0, 0, 0);
    m_views.append({page, std::move(build), nullptr, title, family});
    tabs->addTab(page, QCoreApplication::translate("MainWindow", title));
    emitCurrent();
    return static_cast<int>(m_views.size()) - 1;
}

QWidget *ViewNavigator::widget(int index) const
{
    if (index < 0 || index >= m_views.size())
        return nullptr;
    View &view = m_views[index];
    if (!view.widget) {
        view.widget = view.build(view.page);
        view.page->layout()->addWidget(view.widget);
        emit viewBuilt(index, view.widget);
    }
    return view.widget;
}

bool ViewNavigator::isBuilt(int index) const
{
    return index >= 0 && index < m_views.size() && m_views[index].widget;
}

int ViewNavigator::indexOf(QWidget *view) const
{
    if (!view)
        return -1;
    for (int k = 0; k < m_views.size(); ++k)
        if (m_views[k].widget == view || m_views[k].page == view)
            return k;
    return -1;
}

QString ViewNavigator::tabText(int index) const
{
    if (index < 0 || index >= m_views.size())
        return {};
    const View &view = m_views[index];
    const QTabWidget *tabs = m_families[view.family].tabs;
    return tabs->tabText(tabs->indexOf(view.page));
}

int ViewNavigator::currentIndex() const
{
    const auto *tabs = qobject_cast<QTabWidget *>(m_familyTabs->currentWidget());
    return tabs ? indexOf(tabs->currentWidget()) : -1;
}

QWidget *ViewNavigator::currentWidget() const { return widget(currentIndex()); }

void ViewNavigator::setCurrentIndex(int index)
{
    if (index < 0 || index >= m_views.size())
        return;
    const View &view = m_views[index];
    QTabWidget *tabs = m_families[view.family].tabs;
    // Inner tab first: the family page then shows with its view already chosen (one change).
    widget(index); // built before its page shows
    tabs->setCurrentWidget(view.page);
    m_familyTabs->setCurrentWidget(tabs);
}

void ViewNavigator::setCurrentWidget(QWidget *view) { setCurrentIndex(indexOf(view)); }

QString ViewNavigator::familyOf(QWidget *view) const
{
    const int index = indexOf(view);
    return index < 0 ? QString() : m_families[m_views[index].family].id;
}

QTabWidget *ViewNavigator::viewTabs(int family) const
{
    return family >= 0 && family < m_families.size() ? m_families[family].tabs : nullptr;
}

QList<QTabBar *> ViewNavigator::tabBars() const
{
    QList<QTabBar *> bars {m_familyTabs->tabBar()};
    for (const Family &family : m_families)
        bars.append(family.tabs->tabBar());
    return bars;
}

void ViewNavigator::setTabsShown(bool shown)
{
    m_familyTabs->tabBar()->setVisible(shown);
    for (const Family &family : std::as_const(m_families))
        family.tabs->tabBar()->setVisible(shown && family.tabs->count() > 1);
}

void ViewNavigator::emitCurrent()
{
    // Only the current page counts for the navigator's size: a page of another view (a chart
    // that needs more height than the table) must not make the window larger. Pages with an
    // ignored size policy have no say in their QTabWidget's size hints.
    bool changed = false;
    const auto follow = [&changed](QTabWidget *tabs) {
        for (int k = 0; k < tabs->count(); ++k) {
            QWidget *page = tabs->widget(k);
            const bool current = page == tabs->currentWidget();
            const QSizePolicy::Policy policy
                = current ? QSizePolicy::Preferred : QSizePolicy::Ignored;
            if (page->sizePolicy().horizontalPolicy() != policy) {
                QSizePolicy sizePolicy = page->sizePolicy();
                sizePolicy.setHorizontalPolicy(policy);
                sizePolicy.setVerticalPolicy(policy);
                page->setSizePolicy(sizePolicy);
                changed = true;
            }
        }
    };
    for (const Family &family : std::as_const(m_families))
        follow(family.tabs);
    follow(m_familyTabs);
    if (changed) {
        // A hidden page's new policy does not reach the layouts above it by itself.
        for (const Family &family : std::as_const(m_families))
            family.tabs->updateGeometry();
        m_familyTabs->updateGeometry();
    }
    const int current = currentIndex();
    widget(current); // the view shown is built (a click on its tab)
    if (current == m_lastCurrent)
        return;
    m_lastCurrent = current;
    emit currentChanged(current);
}

void ViewNavigator::retranslate()
{
    const QString families = QCoreApplication::translate("MainWindow", "View families");
    m_familyTabs->setAccessibleName(families);
    m_familyTabs->tabBar()->setAccessibleName(families);
    for (int k = 0; k < m_families.size(); ++k) {
        const Family &family = m_families[k];
        m_familyTabs->setTabText(k, QCoreApplication::translate("MainWindow", family.title));
        const QString views = QCoreApplication::translate("MainWindow", "Views of %1")
                                  .arg(m_familyTabs->tabText(k));
        family.tabs->setAccessibleName(views);
        family.tabs->tabBar()->setAccessibleName(views);
    }
    for (const View &view : std::as_const(m_views)) {
        QTabWidget *tabs = m_families[view.family].tabs;
        tabs->setTabText(tabs->indexOf(view.page),
                         QCoreApplication::translate("MainWindow", view.title));
    }
}

void ViewNavigator::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
