#include "childsignals.h"

#include <QObject>

namespace childsignals {

void disconnectFrom(QObject *receiver)
{
    const QList<QObject *> descendants = receiver->findChildren<QObject *>();
    for (QObject *child : descendants)
        child->disconnect(receiver);
}

} // namespace childsignals
