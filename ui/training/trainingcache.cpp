#include "trainingcache.h"

#include <QStringList>

namespace trainingcache {

namespace {

struct Store
{
    QHash<QString, std::shared_ptr<const TrainedScheme>> runs;
    QStringList order; // oldest first
};

Store &store()
{
    static Store s;
    return s;
}

} // namespace

std::shared_ptr<const TrainedScheme> find(const QString &key) { return store().runs.value(key); }

void store(const QString &key, std::shared_ptr<const TrainedScheme> run)
{
    if (!run || run->result.cancelled)
        return;
    Store &s = store();
    if (!s.runs.contains(key))
        s.order.append(key);
    s.runs.insert(key, std::move(run));
    while (s.order.size() > capacity)
        s.runs.remove(s.order.takeFirst());
}

void clear()
{
    store().runs.clear();
    store().order.clear();
}

int size() { return int(store().runs.size()); }

} // namespace trainingcache
