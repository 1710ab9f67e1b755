#include "tokenbucket.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace pe {

TokenBucket::TokenBucket(double capacity, double refillPerSecond, std::int64_t nowMs)
    : m_capacity(capacity), m_refillPerSecond(refillPerSecond), m_tokens(capacity), m_lastMs(nowMs)
{
    if (!std::isfinite(capacity) || capacity <= 0.0)
        throw std::invalid_argument("token bucket: the capacity must be finite and > 0");
    if (!std::isfinite(refillPerSecond) || refillPerSecond < 0.0)
        throw std::invalid_argument("token bucket: the refill rate must be finite and >= 0");
}

void TokenBucket::refill(std::int64_t nowMs)
{
    if (nowMs <= m_lastMs)
        return;
    const double elapsedSeconds = static_cast<double>(nowMs - m_lastMs) / 1000.0;
    m_tokens = std::min(m_capacity, m_tokens + elapsedSeconds * m_refillPerSecond);
    m_lastMs = nowMs;
}

bool TokenBucket::tryTake(std::int64_t nowMs)
{
    refill(nowMs);
    if (m_tokens < 1.0)
        return false;
    m_tokens -= 1.0;
    return true;
}

double TokenBucket::tokens(std::int64_t nowMs)
{
    refill(nowMs);
    return m_tokens;
}

} // namespace pe
