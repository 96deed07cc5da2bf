//! Usage counting and reports (`GET /v1/analytics/usage`).
//!
//! Counting costs the request path a map update: [`UsageRecorder`] keeps this process's counts
//! in memory, per account, mode, hour, route family and metric, and a task flushes them every
//! second into the storage as additions ([`Storage::add_usage`]), so several nodes add up and
//! no request writes. A report flushes this process's counts first (what this node counted is
//! in its own answers); other nodes' counts appear within about a second.

use std::collections::{BTreeMap, HashMap};

/// The pending counts: by account, then slot (hashed with foldhash: every request adds).
type Counts =
    HashMap<String, HashMap<Slot, u64, foldhash::fast::RandomState>, foldhash::fast::RandomState>;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

use chrono::{DateTime, Utc};

use crate::app::App;
use crate::domain::account::Limits;
use crate::domain::split_owner;
use crate::domain::usage::{
    Family, Granularity, Metric, QuotaUse, UsageBucket, UsageCounters, UsageLimits, UsageReport,
};
use crate::error::Error;
use crate::storage::{Storage, StorageError, UsageCount, UsageQuery};

/// How often pending counts are written.
pub const FLUSH_EVERY: Duration = Duration::from_secs(1);

/// An hour, in milliseconds.
const HOUR_MS: i64 = 3_600_000;

/// The most hourly buckets a report spans (31 days).
pub const MAX_HOURS: i64 = 31 * 24;
/// The most daily buckets a report spans.
pub const MAX_DAYS: i64 = 366;

/// One counter's slot: mode (`true`: live), hour (Unix ms), family, metric.
type Slot = (bool, i64, Family, Metric);

#[derive(Default)]
struct Pending {
    /// Counts by account, then slot.
    counts: Counts,
    /// The task flushing them, while there is one.
    flusher: Option<tokio::task::JoinHandle<()>>,
}

/// Counts usage in memory and flushes it into the storage (see the module's documentation).
pub struct UsageRecorder {
    storage: Arc<dyn Storage>,
    pending: Mutex<Pending>,
    /// One flush at a time, so that a report's flush waits for one under way.
    flushing: Arc<tokio::sync::Mutex<()>>,
}

impl std::fmt::Debug for UsageRecorder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("UsageRecorder").finish_non_exhaustive()
    }
}

impl UsageRecorder {
    pub(crate) fn new(storage: Arc<dyn Storage>) -> Arc<Self> {
        Arc::new(Self {
            storage,
            pending: Mutex::new(Pending::default()),
            flushing: Arc::new(tokio::sync::Mutex::new(())),
        })
    }

    /// Counts one request of `account` answered with `status`; `quota` when it counted against
    /// the account's quota.
    pub(crate) fn request(
        self: &Arc<Self>,
        account: &str,
        livemode: bool,
        family: Family,
        status: u16,
        quota: bool,
        now: DateTime<Utc>,
    ) {
        let hour = hour_of(now);
        let mut metrics = [
            (Metric::Requests, 1),
            (Metric::Quota, 0),
            (Metric::Quota, 0),
        ];
        if quota {
            metrics[1].1 = 1;
        }
        if status >= 400 {
            metrics[2] = (Metric::Status(status), 1);
        }
        self.add_many(account, livemode, hour, family, &metrics);
    }

    /// Counts `n` of `metric` for the account and mode of `owner` (a document owner).
    pub(crate) fn add_for_owner(
        self: &Arc<Self>,
        owner: &str,
        family: Family,
        metric: Metric,
        n: u64,
        now: DateTime<Utc>,
    ) {
        let (account, livemode) = split_owner(owner);
        self.add(account, livemode, family, metric, n, now);
    }

    /// Counts `n` of `metric` for `account` in one mode.
    pub(crate) fn add(
        self: &Arc<Self>,
        account: &str,
        livemode: bool,
        family: Family,
        metric: Metric,
        n: u64,
        now: DateTime<Utc>,
    ) {
        self.add_many(account, livemode, hour_of(now), family, &[(metric, n)]);
    }

    fn add_many(
        self: &Arc<Self>,
        account: &str,
        livemode: bool,
        hour: i64,
        family: Family,
        metrics: &[(Metric, u64)],
    ) {
        let mut guard = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        let p = &mut *guard;
        if !p.counts.contains_key(account) {
            p.counts.insert(account.to_owned(), HashMap::default());
        }
        let Some(slots) = p.counts.get_mut(account) else {
            return;
        };
        for &(metric, n) in metrics {
            if n > 0 {
                let c = slots.entry((livemode, hour, family, metric)).or_default();
                *c = c.saturating_add(n);
            }
        }
        if p.flusher.as_ref().is_none_or(|h| h.is_finished())
            && let Ok(rt) = tokio::runtime::Handle::try_current()
        {
            p.flusher = Some(rt.spawn(run_flusher(Arc::downgrade(self))));
        }
    }

    /// Writes every pending count into the storage (after any flush under way). On failure the
    /// counts stay pending, to be written by the next flush. The write runs to its end even if
    /// the caller goes away.
    pub async fn flush(self: &Arc<Self>) -> Result<(), StorageError> {
        let turn = self.flushing.clone().lock_owned().await;
        let taken = {
            let mut p = self.pending.lock().unwrap_or_else(|e| e.into_inner());
            std::mem::take(&mut p.counts)
        };
        if taken.is_empty() {
            return Ok(());
        }
        let counts = to_counts(&taken);
        let this = self.clone();
        let task = tokio::spawn(async move {
            let _turn = turn;
            let written = this.storage.add_usage(&counts).await;
            if written.is_err() {
                this.restore(taken);
            }
            written
        });
        task.await
            .map_err(|e| StorageError::Other(format!("a usage flush ended abnormally: {e}")))?
    }

    /// Puts counts that could not be written back among the pending ones.
    fn restore(&self, taken: Counts) {
        let mut p = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        for (account, slots) in taken {
            let mine = p.counts.entry(account).or_default();
            for (slot, n) in slots {
                let c = mine.entry(slot).or_default();
                *c = c.saturating_add(n);
            }
        }
    }
}

impl Drop for UsageRecorder {
    /// The last counts of an API being dropped (the host shutting down) are written by a task,
    /// when a runtime is at hand.
    fn drop(&mut self) {
        let p = self.pending.get_mut().unwrap_or_else(|e| e.into_inner());
        let taken = std::mem::take(&mut p.counts);
        if taken.is_empty() {
            return;
        }
        if let Ok(rt) = tokio::runtime::Handle::try_current() {
            let storage = self.storage.clone();
            let counts = to_counts(&taken);
            rt.spawn(async move {
                if let Err(e) = storage.add_usage(&counts).await {
                    tracing::warn!(error = %e, "could not write the last usage counts");
                }
            });
        }
    }
}

/// Flushes every [`FLUSH_EVERY`] while counts keep coming; ends when none are pending, or with
/// the recorder.
async fn run_flusher(recorder: Weak<UsageRecorder>) {
    loop {
        tokio::time::sleep(FLUSH_EVERY).await;
        let Some(recorder) = recorder.upgrade() else {
            return;
        };
        if let Err(e) = recorder.flush().await {
            tracing::warn!(error = %e, "could not write usage counts; they are kept for the next try");
        }
        let mut p = recorder.pending.lock().unwrap_or_else(|e| e.into_inner());
        if p.counts.is_empty() {
            // The next count starts another flusher.
            p.flusher = None;
            return;
        }
    }
}

fn hour_of(now: DateTime<Utc>) -> i64 {
    crate::storage::bucket_start(now.timestamp_millis(), HOUR_MS)
}

fn to_counts(taken: &Counts) -> Vec<UsageCount> {
    let mut counts = Vec::new();
    for (account, slots) in taken {
        for (&(livemode, hour, family, metric), &n) in slots {
            counts.push(UsageCount {
                account: account.clone(),
                mode: mode_name(livemode).to_owned(),
                start: DateTime::from_timestamp_millis(hour).unwrap_or_default(),
                family: family.as_str().to_owned(),
                metric: metric.name().into_owned(),
                count: n,
            });
        }
    }
    counts
}

fn mode_name(livemode: bool) -> &'static str {
    if livemode { "live" } else { "test" }
}

/// What a report covers: `[from, to)` cut in buckets of `granularity`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Span {
    pub(crate) from: DateTime<Utc>,
    pub(crate) to: DateTime<Utc>,
    pub(crate) granularity: Granularity,
}

impl Span {
    /// The span asked for by `from`, `to` (RFC 3339) and `granularity` (`hour` or `day`,
    /// default `day`), at `now`: `from` is rounded down and `to` up to whole buckets; `to`
    /// defaults to the end of the current bucket and `from` to 7 days (24 hours) before `to`.
    /// A span must hold from 1 to 366 days (744 hours).
    pub(crate) fn parse(
        from: Option<&str>,
        to: Option<&str>,
        granularity: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<Self, Error> {
        let granularity = match granularity {
            None | Some("day") => Granularity::Day,
            Some("hour") => Granularity::Hour,
            Some(_) => return Err(Error::invalid("granularity", "must be hour or day")),
        };
        let size = granularity.millis();
        let time = |field: &str, value: Option<&str>| -> Result<Option<i64>, Error> {
            value
                .map(|v| {
                    DateTime::parse_from_rfc3339(v)
                        .map(|t| t.timestamp_millis())
                        .map_err(|_| Error::invalid(field, "must be an RFC 3339 time"))
                })
                .transpose()
        };
        let (from_ms, to_ms) = (time("from", from)?, time("to", to)?);
        let floor = |ms: i64| crate::storage::bucket_start(ms, size);
        let ceil = |ms: i64| {
            let f = floor(ms);
            if f == ms { ms } else { f.saturating_add(size) }
        };
        let (max, default) = match granularity {
            Granularity::Hour => (MAX_HOURS, 24),
            Granularity::Day => (MAX_DAYS, 7),
        };
        let to_ms = ceil(to_ms.unwrap_or_else(|| now.timestamp_millis().saturating_add(1)));
        let from_ms = floor(from_ms.unwrap_or_else(|| to_ms.saturating_sub(default * size)));
        if from_ms < 0 {
            return Err(Error::invalid("from", "must be after 1970-01-01T00:00:00Z"));
        }
        if to_ms <= from_ms {
            return Err(Error::invalid("to", "must be after from"));
        }
        if (to_ms - from_ms) / size > max {
            let what = match granularity {
                Granularity::Hour => "must be at most 31 days after from with hourly granularity",
                Granularity::Day => "must be at most 366 days after from",
            };
            return Err(Error::invalid("to", what));
        }
        let at = |ms| {
            DateTime::from_timestamp_millis(ms)
                .ok_or_else(|| Error::invalid("to", "is out of range"))
        };
        Ok(Self {
            from: at(from_ms)?,
            to: at(to_ms)?,
            granularity,
        })
    }
}

/// The usage report of `owner` (an account in one mode) over `span`, after this process's
/// pending counts are written.
pub(crate) async fn report(
    app: &App,
    owner: &str,
    limits: Limits,
    span: Span,
) -> Result<UsageReport, Error> {
    app.usage.flush().await?;
    let (account, livemode) = split_owner(owner);
    let size = span.granularity.millis();
    let rows = app
        .storage
        .usage(&UsageQuery {
            account: account.to_owned(),
            from: span.from,
            to: span.to,
            bucket: Duration::from_millis(size as u64),
        })
        .await?;
    let limit = match span.granularity {
        Granularity::Day => limits.per_day,
        Granularity::Hour => limits.per_minute.saturating_mul(60).min(limits.per_day),
    };
    let mut buckets: BTreeMap<i64, UsageBucket> = BTreeMap::new();
    let (from_ms, to_ms) = (span.from.timestamp_millis(), span.to.timestamp_millis());
    let mut start = from_ms;
    while start < to_ms {
        let at = |ms| DateTime::from_timestamp_millis(ms).unwrap_or_default();
        buckets.insert(
            start,
            UsageBucket {
                start: at(start),
                end: at(start + size),
                totals: UsageCounters::default(),
                quota: QuotaUse { used: 0, limit },
                families: BTreeMap::new(),
            },
        );
        start += size;
    }
    let mode = mode_name(livemode);
    for row in rows {
        let Some(bucket) = buckets.get_mut(&row.start.timestamp_millis()) else {
            continue;
        };
        let (Some(family), Some(metric)) = (
            Family::from_name(&row.family),
            Metric::from_name(&row.metric),
        ) else {
            continue;
        };
        if metric == Metric::Quota {
            // The quota is the account's, whichever mode used it.
            bucket.quota.used = bucket.quota.used.saturating_add(row.count);
            continue;
        }
        if row.mode != mode {
            continue;
        }
        bucket.totals.add(metric, row.count);
        bucket
            .families
            .entry(family.as_str().to_owned())
            .or_default()
            .add(metric, row.count);
    }
    Ok(UsageReport {
        object: "usage_report".to_owned(),
        livemode,
        granularity: span.granularity,
        from: span.from,
        to: span.to,
        limits: UsageLimits {
            requests_per_minute: limits.per_minute,
            requests_per_day: limits.per_day,
        },
        data: buckets.into_values().collect(),
    })
}
