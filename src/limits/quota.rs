//! Fixed-window quotas: exact counts per UTC minute and per UTC day.
//!
//! Each request counts once in the current minute window and once in the current day window,
//! atomically and only if both have room ([`crate::storage::Storage::hit`]); a refused request
//! counts in neither. So no minute ever serves more than the tier's per-minute limit and no UTC
//! day more than its daily limit, whatever the number of servers sharing the storage.

use chrono::{DateTime, TimeZone, Utc};
use http::{HeaderMap, HeaderName, HeaderValue};

use crate::domain::account::Limits;
use crate::storage::{QuotaOutcome, QuotaWindow};

/// The two windows covering `now` for `limits`.
pub(crate) fn windows(limits: Limits, now: DateTime<Utc>) -> [QuotaWindow; 2] {
    let secs = now.timestamp();
    let minute = secs.div_euclid(60);
    let day = secs.div_euclid(86_400);
    let at = |s: i64| Utc.timestamp_opt(s, 0).single().unwrap_or(now);
    // "m:29412345", "d:20426", written without the formatting machinery (every request)
    let key = |tag: &str, n: i64| {
        let mut digits = itoa::Buffer::new();
        let digits = digits.format(n);
        let mut k = String::with_capacity(tag.len() + digits.len());
        k.push_str(tag);
        k.push_str(digits);
        k
    };
    [
        QuotaWindow {
            key: key("m:", minute),
            limit: limits.per_minute,
            resets_at: at((minute + 1) * 60),
        },
        QuotaWindow {
            key: key("d:", day),
            limit: limits.per_day,
            resets_at: at((day + 1) * 86_400),
        },
    ]
}

/// What the `X-RateLimit-*` headers (and `Retry-After`) say about one request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RateLimitStatus {
    /// `X-RateLimit-Limit`: the per-minute limit.
    pub limit: u64,
    /// `X-RateLimit-Remaining`: the smaller of what is left this minute and today.
    pub remaining: u64,
    /// `X-RateLimit-Reset`: Unix seconds when the binding window resets.
    pub reset: i64,
    /// Seconds to wait when the request was refused.
    pub retry_after: Option<u64>,
}

impl RateLimitStatus {
    /// Reads a storage outcome for `windows`.
    pub(crate) fn from_outcome(
        windows: &[QuotaWindow; 2],
        outcome: &QuotaOutcome,
        now: DateTime<Utc>,
    ) -> Self {
        let left = |i: usize| {
            windows[i]
                .limit
                .saturating_sub(outcome.counts.get(i).copied().unwrap_or(0))
        };
        let (minute_left, day_left) = (left(0), left(1));
        // The binding window is the one with less left; on a tie, the one resetting later
        // (the day), since waiting for the minute would not help.
        let binding = if day_left <= minute_left { 1 } else { 0 };
        let retry_after = (!outcome.allowed).then(|| {
            let wait = windows
                .iter()
                .zip(&outcome.counts)
                .filter(|(w, c)| **c >= w.limit)
                .map(|(w, _)| w.resets_at)
                .max()
                .unwrap_or(windows[0].resets_at)
                - now;
            // Whole seconds, rounded up, at least one.
            u64::try_from((wait.num_milliseconds() + 999) / 1000)
                .unwrap_or(1)
                .max(1)
        });
        Self {
            limit: windows[0].limit,
            remaining: minute_left.min(day_left),
            reset: windows[binding].resets_at.timestamp(),
            retry_after,
        }
    }

    /// Writes the `X-RateLimit-*` headers.
    pub(crate) fn write(&self, h: &mut HeaderMap) {
        // Names made once, at compile time: every response carries these three headers.
        const LIMIT: HeaderName = HeaderName::from_static("x-ratelimit-limit");
        const REMAINING: HeaderName = HeaderName::from_static("x-ratelimit-remaining");
        const RESET: HeaderName = HeaderName::from_static("x-ratelimit-reset");
        h.reserve(3);
        h.insert(LIMIT, HeaderValue::from(self.limit));
        h.insert(REMAINING, HeaderValue::from(self.remaining));
        // Unix seconds are positive: the unsigned conversion skips the signed formatter.
        h.insert(
            RESET,
            HeaderValue::from(u64::try_from(self.reset).unwrap_or(0)),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
    }

    #[test]
    fn windows_are_the_utc_minute_and_day() {
        let now = at("2026-11-23T10:04:25.123Z");
        let [m, d] = windows(Limits::new(60, 1000), now);
        assert_eq!(m.resets_at, at("2026-11-23T10:05:00Z"));
        assert_eq!(d.resets_at, at("2026-11-24T00:00:00Z"));
        assert_eq!((m.limit, d.limit), (60, 1000));
    }

    #[test]
    fn headers_report_the_binding_window_and_retry_after_rounds_up() {
        let now = at("2026-11-23T10:04:25.123Z");
        let w = windows(Limits::new(60, 1000), now);
        let ok = QuotaOutcome {
            allowed: true,
            counts: vec![10, 100],
        };
        let s = RateLimitStatus::from_outcome(&w, &ok, now);
        assert_eq!(
            (s.limit, s.remaining, s.reset),
            (60, 50, w[0].resets_at.timestamp())
        );
        assert_eq!(s.retry_after, None);

        let full_minute = QuotaOutcome {
            allowed: false,
            counts: vec![60, 100],
        };
        let s = RateLimitStatus::from_outcome(&w, &full_minute, now);
        assert_eq!(s.remaining, 0);
        assert_eq!(s.retry_after, Some(35));
        assert_eq!(s.reset, w[0].resets_at.timestamp());

        let full_day = QuotaOutcome {
            allowed: false,
            counts: vec![3, 1000],
        };
        let s = RateLimitStatus::from_outcome(&w, &full_day, now);
        assert_eq!(s.reset, w[1].resets_at.timestamp());
        assert_eq!(s.retry_after, Some(13 * 3600 + 55 * 60 + 35));
    }
}
