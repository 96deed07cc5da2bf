//! Time as the crate sees it: a [`Clock`] trait with a system clock and a manual clock.
//!
//! Everything that depends on time (quotas, idempotency windows, key expiry, retry schedules)
//! reads the clock given to the API's builder, so tests can move time forward by hours
//! in microseconds with [`ManualClock`].

use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, TimeZone, Utc};

/// A source of the current time.
pub trait Clock: Send + Sync + std::fmt::Debug + 'static {
    /// The current time, UTC.
    fn now(&self) -> DateTime<Utc>;
}

/// The operating system's clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

/// A clock that only moves when told to. Clones share the same time.
#[derive(Debug, Clone)]
pub struct ManualClock {
    now: Arc<Mutex<DateTime<Utc>>>,
}

impl ManualClock {
    /// A manual clock set to `start`.
    pub fn new(start: DateTime<Utc>) -> Self {
        Self {
            now: Arc::new(Mutex::new(start)),
        }
    }

    /// A manual clock set to 2026-01-01T00:00:00Z.
    pub fn at_epoch_2026() -> Self {
        Self::new(
            Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0)
                .single()
                .expect("valid date"),
        )
    }

    /// Moves the clock forward (or backward, with a negative duration).
    pub fn advance(&self, by: Duration) {
        let mut now = self.now.lock().unwrap_or_else(|e| e.into_inner());
        *now += by;
    }

    /// Sets the clock to `to`.
    pub fn set(&self, to: DateTime<Utc>) {
        *self.now.lock().unwrap_or_else(|e| e.into_inner()) = to;
    }
}

impl Clock for ManualClock {
    fn now(&self) -> DateTime<Utc> {
        *self.now.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manual_clock_moves_only_when_told_and_clones_share_time() {
        let clock = ManualClock::at_epoch_2026();
        let other = clock.clone();
        let start = clock.now();
        assert_eq!(clock.now(), start);
        other.advance(Duration::hours(24));
        assert_eq!(clock.now() - start, Duration::hours(24));
    }
}
