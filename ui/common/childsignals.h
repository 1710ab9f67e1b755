#pragma once

class QObject;

namespace childsignals {

/// Disconnects every signal of receiver's descendants (its children, their children, ...) from
/// receiver. For a widget's destructor: closing a shown widget hides its children, and what they
/// emit then (a header's geometriesChanged, a TableFit's fontChanged) would otherwise reach a
/// receiver whose own destructor has already run (UBSan: "not an object of type ...").
void disconnectFrom(QObject *receiver);

} // namespace childsignals
