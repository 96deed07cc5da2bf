//! What an attempt's outcome means, and when the next attempt runs.

use std::time::Duration;

use chrono::{DateTime, Utc};

use super::DeliveryOutcome;

/// Delays after the 1st, 2nd, … failed attempt: 5 s, 1 min, 5 min, 30 min, 2 h, 5 h, 8 h, 8 h.
pub const RETRY_DELAYS: [Duration; 8] = [
    Duration::from_secs(5),
    Duration::from_secs(60),
    Duration::from_secs(5 * 60),
    Duration::from_secs(30 * 60),
    Duration::from_secs(2 * 3600),
    Duration::from_secs(5 * 3600),
    Duration::from_secs(8 * 3600),
    Duration::from_secs(8 * 3600),
];

/// Each delay is moved at random by up to this fraction, either way.
pub const JITTER: f64 = 0.2;

/// No attempt is made later than this after the event was committed.
pub const HORIZON: chrono::Duration = chrono::Duration::hours(24);

/// What to do after an attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// 2xx: done.
    Delivered,
    /// 5xx, 408, 429, a timeout or a connection error: try again (not before `retry_after`).
    Retry {
        /// The receiver's `Retry-After`, in seconds.
        retry_after: Option<u64>,
    },
    /// Another answer (3xx, other 4xx) or a refused address: give up now.
    Fail(String),
    /// 410 Gone: give up and disable the subscription.
    Disable,
}

/// Reads an attempt's outcome.
pub fn classify(outcome: &DeliveryOutcome) -> Verdict {
    match outcome {
        DeliveryOutcome::Response {
            status,
            retry_after,
            ..
        } => match status {
            200..=299 => Verdict::Delivered,
            410 => Verdict::Disable,
            408 | 429 | 500..=599 => Verdict::Retry {
                retry_after: *retry_after,
            },
            other => Verdict::Fail(format!("the receiver answered {other}")),
        },
        DeliveryOutcome::Timeout | DeliveryOutcome::ConnectError(_) => {
            Verdict::Retry { retry_after: None }
        }
        DeliveryOutcome::Refused(why) => Verdict::Fail(format!("refused: {why}")),
    }
}

/// When to try again after `attempts` failed attempts, or `None` when the schedule or the
/// 24-hour horizon from `created_at` is exhausted. `jitter` is in `[-1, 1]` and scales
/// [`JITTER`]; a `retry_after` longer than the scheduled delay wins.
pub fn next_attempt(
    attempts: usize,
    now: DateTime<Utc>,
    created_at: DateTime<Utc>,
    retry_after: Option<u64>,
    jitter: f64,
) -> Option<DateTime<Utc>> {
    let base = RETRY_DELAYS.get(attempts.checked_sub(1)?)?;
    let factor = 1.0 + JITTER * jitter.clamp(-1.0, 1.0);
    // Whole milliseconds, as the wire shows times.
    let mut delay = Duration::from_millis(base.mul_f64(factor).as_millis() as u64);
    if let Some(secs) = retry_after {
        delay = delay.max(Duration::from_secs(secs));
    }
    let deadline = created_at + HORIZON;
    if now >= deadline {
        return None;
    }
    let at = now + chrono::Duration::from_std(delay).ok()?;
    Some(at.min(deadline))
}

#[cfg(test)]
mod tests {
    use super::*;
    use bytes::Bytes;

    fn response(status: u16) -> DeliveryOutcome {
        DeliveryOutcome::Response {
            status,
            retry_after: None,
            body: Bytes::new(),
        }
    }

    #[test]
    fn outcomes_are_classified_as_documented() {
        assert_eq!(classify(&response(200)), Verdict::Delivered);
        assert_eq!(classify(&response(204)), Verdict::Delivered);
        for s in [500, 502, 503, 408, 429] {
            assert_eq!(
                classify(&response(s)),
                Verdict::Retry { retry_after: None },
                "{s}"
            );
        }
        assert_eq!(classify(&response(410)), Verdict::Disable);
        for s in [301, 302, 400, 401, 404] {
            assert!(matches!(classify(&response(s)), Verdict::Fail(_)), "{s}");
        }
        assert_eq!(
            classify(&DeliveryOutcome::Timeout),
            Verdict::Retry { retry_after: None }
        );
        assert_eq!(
            classify(&DeliveryOutcome::ConnectError("refused".into())),
            Verdict::Retry { retry_after: None }
        );
        assert!(matches!(
            classify(&DeliveryOutcome::Refused("private address".into())),
            Verdict::Fail(_)
        ));
    }

    #[test]
    fn the_schedule_runs_5s_to_8h_within_jitter_and_stops_at_24h() {
        let t0 = DateTime::parse_from_rfc3339("2026-01-01T00:00:00Z")
            .unwrap()
            .with_timezone(&Utc);
        let mut now = t0;
        let mut waits = Vec::new();
        for attempts in 1..=8 {
            let next = next_attempt(attempts, now, t0, None, 0.0).unwrap();
            waits.push((next - now).num_seconds());
            now = next;
        }
        assert_eq!(waits, [5, 60, 300, 1800, 7200, 18_000, 28_800, 28_800]);
        // Nine attempts in all, the last 23 h 36 min 5 s after the event; nothing comes after.
        assert_eq!((now - t0).num_seconds(), 84_965);
        assert_eq!(next_attempt(9, now, t0, None, 0.0), None);
        // A retry that would fall past the horizon is made at the horizon.
        let late = t0 + chrono::Duration::hours(23);
        assert_eq!(next_attempt(8, late, t0, None, 0.0), Some(t0 + HORIZON));
        assert_eq!(next_attempt(3, t0 + HORIZON, t0, None, 0.0), None);
        // Jitter moves a delay by at most 20 % either way.
        assert_eq!(
            (next_attempt(2, t0, t0, None, 1.0).unwrap() - t0).num_seconds(),
            72
        );
        assert_eq!(
            (next_attempt(2, t0, t0, None, -1.0).unwrap() - t0).num_seconds(),
            48
        );
        // Retry-After beyond the scheduled delay wins.
        assert_eq!(
            (next_attempt(1, t0, t0, Some(120), 0.0).unwrap() - t0).num_seconds(),
            120
        );
        assert_eq!(
            (next_attempt(1, t0, t0, Some(2), 0.0).unwrap() - t0).num_seconds(),
            5
        );
    }
}
