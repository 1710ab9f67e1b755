#pragma once

#include "mainwindow.h"
#include "viewcatalogue.h"

#include <QString>

/// Builds every view of the catalogue in window (the window builds a view when it is first shown
/// or asked for), for the tests that read every widget of the window: the same widgets as a
/// window whose every tab has been visited.
inline void buildEveryView(MainWindow &window)
{
    for (const viewcatalogue::View &view : viewcatalogue::views())
        if (view.tab)
            window.viewById(view.id);
}
