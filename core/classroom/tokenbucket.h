#pragma once

#include <cstdint>

namespace pe {

/// A token bucket: the rate limiter of one client of the class session (issue 33).
///
/// The bucket holds at most capacity() tokens and starts full. Each message takes one token
/// (tryTake()); tokens come back at refillPerSecond(), continuously, never above the capacity. A
/// client may so send a burst of capacity() messages at once and refillPerSecond() messages a
/// second in the long run; a message that finds less than one token is refused.
///
/// The time is passed in (milliseconds of a monotonic clock, any origin), so that tests can step
/// it by hand. A time earlier than the last one seen is taken as that last time (no refill, no
/// harm): a clock that steps back does not give tokens.
class TokenBucket
{
public:
    /// A full bucket of capacity tokens (> 0) refilled at refillPerSecond tokens a second (>= 0),
    /// its clock starting at nowMs. Throws std::invalid_argument on a capacity that is not finite
    /// and > 0 or a refill rate that is not finite and >= 0.
    TokenBucket(double capacity, double refillPerSecond, std::int64_t nowMs);

    /// Takes one token at time nowMs (after the refill since the last call): true when there was
    /// at least one, false (nothing taken) otherwise.
    bool tryTake(std::int64_t nowMs);
    /// The tokens in the bucket at time nowMs (refills first; in [0, capacity()]).
    double tokens(std::int64_t nowMs);

    /// The most tokens the bucket holds (the constructor's capacity).
    double capacity() const { return m_capacity; }
    /// Tokens added a second (the constructor's refillPerSecond).
    double refillPerSecond() const { return m_refillPerSecond; }

private:
    void refill(std::int64_t nowMs);

    double m_capacity = 1.0;
    double m_refillPerSecond = 0.0;
    double m_tokens = 1.0;
    std::int64_t m_lastMs = 0;
};

} // namespace pe
