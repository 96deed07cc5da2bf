//! Persistence behind one narrow trait.
//!
//! A backend stores opaque JSON documents and offers the few atomic primitives the core's rules
//! rely on: all-or-nothing batches with optimistic versions, the idempotency claim, and quota
//! counters. Every domain rule lives once in the core; a backend knows no kind of document, and
//! what it caches is the caller's choice ([`Storage::get_cached`]). [`conformance`] (feature
//! `test-util`) proves a backend keeps the atomicity those rules need.
//!
//! Shipped backends: [`MemoryStorage`]; with the `sqlite` feature, [`SqliteStorage`]; with the
//! `postgres` feature, `PostgresStorage` (several nodes on one database).

use std::collections::{BTreeMap, HashMap};
use std::time::Duration;

use async_trait::async_trait;
use bytes::Bytes;
use chrono::{DateTime, Utc};

#[cfg(any(feature = "sqlite", feature = "postgres"))]
mod cache;
mod memory;
#[cfg(feature = "postgres")]
mod postgres;
#[cfg(any(feature = "sqlite", feature = "postgres"))]
mod sql;
#[cfg(feature = "sqlite")]
mod sqlite;

#[cfg(any(test, feature = "test-util"))]
pub mod conformance;
pub mod quota;
#[cfg(feature = "redis")]
mod redis_quotas;

pub use memory::MemoryStorage;
#[cfg(feature = "postgres")]
pub use postgres::{PostgresOptions, PostgresStorage};
pub use quota::{MemoryQuotas, QuotaStore, StorageQuotas, Token};
#[cfg(feature = "redis")]
pub use redis_quotas::RedisQuotas;
#[cfg(feature = "sqlite")]
pub use sqlite::SqliteStorage;

/// A stored document: one resource of the core, opaque to the backend.
#[derive(Debug, Clone, PartialEq)]
pub struct Document {
    /// What the document is (a name the core chooses). Ids are unique within a kind.
    pub kind: String,
    /// The resource id.
    pub id: String,
    /// The owning account (empty for documents owned by no account).
    pub account: String,
    /// Optimistic-concurrency version, set by the core (1 on creation, +1 on every change).
    pub version: u64,
    /// A few string fields lists can filter on with equality.
    pub fields: BTreeMap<String, String>,
    /// The resource itself.
    pub body: serde_json::Value,
}

/// What a write expects of the stored document before it applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    /// Apply whatever is stored.
    Any,
    /// Apply only if no document with this kind and id exists.
    Absent,
    /// Apply only if the stored document has this version.
    Version(u64),
}

/// One write of a [`Batch`].
#[derive(Debug, Clone, PartialEq)]
pub enum Write {
    /// Insert or replace a document.
    Put {
        /// The new document.
        doc: Document,
        /// The condition.
        expect: Expect,
    },
    /// Delete a document (a missing document with [`Expect::Any`] is not an error).
    Delete {
        /// Its kind.
        kind: String,
        /// Its id.
        id: String,
        /// The condition.
        expect: Expect,
    },
}

/// Writes applied all together or not at all.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Batch {
    /// The writes, applied in order.
    pub writes: Vec<Write>,
    /// Job changes, applied with the writes (the transactional outbox).
    pub jobs: Vec<JobWrite>,
}

/// A unit of background work, enqueued in the same batch as the change that causes it, then
/// claimed by a worker under a lease.
#[derive(Debug, Clone, PartialEq)]
pub struct Job {
    /// Unique id.
    pub id: String,
    /// The queue (a name the core chooses).
    pub queue: String,
    /// Not claimable before this time.
    pub due_at: DateTime<Utc>,
    /// What the worker needs to know.
    pub payload: serde_json::Value,
}

/// A job held by one worker until its lease ends.
#[derive(Debug, Clone, PartialEq)]
pub struct ClaimedJob {
    /// The job.
    pub job: Job,
    /// Proves the lease: [`JobWrite::Reschedule`] and [`JobWrite::Finish`] must quote it.
    pub token: String,
}

/// A change to the job queue within a [`Batch`].
#[derive(Debug, Clone, PartialEq)]
pub enum JobWrite {
    /// Adds a job (its id must be new).
    Enqueue(Job),
    /// Releases a claimed job to run again at `due_at`, if `token` still holds its lease.
    Reschedule {
        /// The job id.
        id: String,
        /// The lease token.
        token: String,
        /// When it runs next.
        due_at: DateTime<Utc>,
    },
    /// Removes a claimed job, if `token` still holds its lease.
    Finish {
        /// The job id.
        id: String,
        /// The lease token.
        token: String,
    },
}

impl Batch {
    /// An empty batch.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a put.
    pub fn put(mut self, doc: Document, expect: Expect) -> Self {
        self.writes.push(Write::Put { doc, expect });
        self
    }

    /// Adds a job change.
    pub fn job(mut self, job: JobWrite) -> Self {
        self.jobs.push(job);
        self
    }

    /// Adds a delete.
    pub fn delete(mut self, kind: &str, id: &str, expect: Expect) -> Self {
        self.writes.push(Write::Delete {
            kind: kind.to_owned(),
            id: id.to_owned(),
            expect,
        });
        self
    }
}

/// A page request over one account's documents of one kind, newest (highest id) first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListQuery {
    /// The kind.
    pub kind: String,
    /// The owning account.
    pub account: String,
    /// Equality filters on [`Document::fields`]; all must match.
    pub filters: Vec<(String, String)>,
    /// Only documents whose id is strictly lower than this (the cursor).
    pub before: Option<String>,
    /// At most this many documents.
    pub limit: usize,
}

/// One fixed counting window of a quota: a key naming the window (e.g. the minute it covers),
/// the most hits it allows, and when its count may be forgotten.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuotaWindow {
    /// Names the window, unique for its subject (`m:29412345`, `d:20426`).
    pub key: String,
    /// Hits allowed in the window.
    pub limit: u64,
    /// When the window ends.
    pub resets_at: DateTime<Utc>,
}

/// The result of [`Storage::hit`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuotaOutcome {
    /// True when every window had room and all were incremented; false when at least one was
    /// full and none was incremented.
    pub allowed: bool,
    /// The count of each window after the call, in the order given.
    pub counts: Vec<u64>,
}

/// A response kept for idempotent replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredResponse {
    /// The HTTP status.
    pub status: u16,
    /// Response headers worth replaying (content type, location…), in order.
    pub headers: Vec<(String, String)>,
    /// The body bytes.
    pub body: Bytes,
}

/// The result of [`Storage::idempotency_claim`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// The caller now owns the key and must complete or release it.
    Claimed,
    /// The key completed with the same fingerprint: replay this response.
    Replay(StoredResponse),
    /// The key is held by a request that has not finished (same fingerprint).
    InProgress,
    /// The key was used with another fingerprint.
    Mismatch,
}

/// One usage counter ([`Storage::add_usage`], [`Storage::usage`]): how many times `metric`
/// happened for one account's mode and route family in the hour (or, when read, the bucket)
/// starting at `start`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsageCount {
    /// The account id.
    pub account: String,
    /// The key mode (`test` or `live`): part of the counter's key, so modes never mix.
    pub mode: String,
    /// The start of the hour (as added) or of the bucket (as read).
    pub start: DateTime<Utc>,
    /// The route family (`exams`, `courses`…).
    pub family: String,
    /// What is counted (`requests`, `status.404`…).
    pub metric: String,
    /// How many: added to the stored count (as added), the sum (as read).
    pub count: u64,
}

/// A read of one account's usage counters ([`Storage::usage`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsageQuery {
    /// The account id.
    pub account: String,
    /// Counters whose hour starts at or after this…
    pub from: DateTime<Utc>,
    /// …and before this.
    pub to: DateTime<Utc>,
    /// Counters are summed per bucket of this length, buckets aligned on the Unix epoch (an
    /// hour, a day); at least a millisecond.
    pub bucket: Duration,
}

/// A storage failure.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum StorageError {
    /// A write's [`Expect`] did not hold.
    #[error("conflict on {kind} {id}")]
    Conflict {
        /// Kind of the document.
        kind: String,
        /// Its id.
        id: String,
    },
    /// The backend cannot be reached (answered as 503).
    #[error("storage unavailable: {0}")]
    Unavailable(String),
    /// Anything else (answered as 500, logged).
    #[error("storage error: {0}")]
    Other(String),
}

/// The persistence the API runs on. Object-safe: the API holds an `Arc<dyn Storage>`.
///
/// Each method documents the atomicity it must provide; [`conformance`] checks it.
#[async_trait]
pub trait Storage: Send + Sync + std::fmt::Debug + 'static {
    /// The document of `kind` with `id`, whatever its account.
    async fn get(&self, kind: &str, id: &str) -> Result<Option<Document>, StorageError>;

    /// The document of `kind` with `id`, as [`Storage::get`] returns it, for a caller that reads
    /// documents of this kind very often and rarely writes them: a backend may serve it from a
    /// cache it keeps in the process. Such a cache must reflect this process's commits at
    /// once, and another process's commits as soon as it hears of them (a backend shared by
    /// several processes notifies them). The default reads through [`Storage::get`].
    async fn get_cached(&self, kind: &str, id: &str) -> Result<Option<Document>, StorageError> {
        self.get(kind, id).await
    }

    /// The documents of `keys` (kind, id), in the order of `keys`, `None` for each that does
    /// not exist: what [`Storage::get`] answers for each, which a backend may read at once (one
    /// round trip for a batch of jobs to load). The default reads them one by one.
    async fn get_many(&self, keys: &[(&str, &str)]) -> Result<Vec<Option<Document>>, StorageError> {
        let mut docs = Vec::with_capacity(keys.len());
        for (kind, id) in keys {
            docs.push(self.get(kind, id).await?);
        }
        Ok(docs)
    }

    /// A number that changes whenever a document of `kind` may have changed, as far as this
    /// process knows: its own commits at once, another process's as soon as it hears of them
    /// (the same promise as [`Storage::get_cached`]). A caller may keep what it derived from
    /// documents of `kind` for as long as their numbers stay the same (the credential cache
    /// does). `None`: the backend cannot tell (the default, or while it cannot hear of other
    /// processes' commits); nothing may then be kept.
    fn generation(&self, kind: &str) -> Option<u64> {
        let _ = kind;
        None
    }

    /// One page of an account's documents of a kind, ordered by id descending.
    async fn list(&self, query: &ListQuery) -> Result<Vec<Document>, StorageError>;

    /// Applies every write and job change of `batch` or none: if any [`Expect`] fails, or a job
    /// change quotes a token that no longer holds the job's lease (or enqueues an existing id),
    /// nothing is written and [`StorageError::Conflict`] names the first failure (kind `job` for
    /// jobs). A batch that enqueues or reschedules jobs notifies [`Storage::job_signal`] once
    /// committed.
    async fn commit(&self, batch: Batch) -> Result<(), StorageError>;

    /// Claims up to `limit` jobs of `queue` that are due at `now` and not leased (or whose lease
    /// has ended), earliest first, leasing each until `now + lease` under a fresh token. Of
    /// concurrent claims (from any number of processes), each job goes to one claimer only.
    async fn claim_jobs(
        &self,
        queue: &str,
        now: DateTime<Utc>,
        lease: Duration,
        limit: usize,
    ) -> Result<Vec<ClaimedJob>, StorageError>;

    /// When the next job of `queue` becomes claimable (its due time, or the end of its lease),
    /// or `None` when the queue is empty.
    async fn next_job_at(&self, queue: &str) -> Result<Option<DateTime<Utc>>, StorageError>;

    /// Deletes up to `limit` documents of `kind` whose id sorts below `before`; returns how many.
    /// Ids are time-ordered, so a bound made with [`crate::ids::id_floor`] deletes what was
    /// created before a time (the retention job).
    async fn purge_documents(
        &self,
        kind: &str,
        before: &str,
        limit: usize,
    ) -> Result<u64, StorageError>;

    /// Deletes up to `limit` idempotency keys, of any scope, first used before `before`; returns
    /// how many.
    async fn purge_idempotency_keys(
        &self,
        before: DateTime<Utc>,
        limit: usize,
    ) -> Result<u64, StorageError>;

    /// Notified after every commit that enqueues or reschedules jobs, so workers wake at once.
    fn job_signal(&self) -> std::sync::Arc<tokio::sync::Notify>;

    /// Atomically: if every window of `subject` has a count below its limit, increments all of
    /// them by one; otherwise changes nothing. Concurrent hits (from any number of processes
    /// sharing the backend) never let a window exceed its limit. Windows past `resets_at` may
    /// be forgotten.
    async fn hit(
        &self,
        subject: &str,
        windows: &[QuotaWindow],
        now: DateTime<Utc>,
    ) -> Result<QuotaOutcome, StorageError>;

    /// Atomically claims `(scope, key)` for a request with `fingerprint`:
    /// - unknown key, or a key whose window (`ttl` from its first use) has passed: claimed;
    /// - completed key, same fingerprint: the stored response;
    /// - held key, same fingerprint, held for less than `lock_ttl`: in progress
    ///   (a holder older than `lock_ttl` is presumed dead and the key is claimed anew);
    /// - any other fingerprint: mismatch.
    ///
    /// Of concurrent claims of one key, exactly one gets [`Claim::Claimed`].
    async fn idempotency_claim(
        &self,
        scope: &str,
        key: &str,
        fingerprint: &[u8; 32],
        now: DateTime<Utc>,
        lock_ttl: Duration,
        ttl: Duration,
    ) -> Result<Claim, StorageError>;

    /// Stores the response of a claimed key; later claims with its fingerprint replay it.
    async fn idempotency_complete(
        &self,
        scope: &str,
        key: &str,
        response: StoredResponse,
    ) -> Result<(), StorageError>;

    /// Releases a claimed key without a response (the request failed with a 5xx), so a retry
    /// executes again.
    async fn idempotency_release(&self, scope: &str, key: &str) -> Result<(), StorageError>;

    /// Adds every count to its counter (account, mode, start, family, metric), a counter
    /// missing counting from zero: all of them or none. Additions never overwrite: concurrent
    /// ones, from any number of processes sharing the backend, all add up. A count may name
    /// the same counter twice.
    async fn add_usage(&self, counts: &[UsageCount]) -> Result<(), StorageError>;

    /// The account's counters whose start is in `[from, to)`, summed per bucket (their `start`
    /// becomes the bucket's), mode, family and metric; ordered by start, mode, family, metric.
    async fn usage(&self, query: &UsageQuery) -> Result<Vec<UsageCount>, StorageError>;
}

/// Counts of the same counter summed, in key order (the order SQL backends lock rows in).
pub(crate) fn merge_usage(counts: &[UsageCount]) -> BTreeMap<(&str, &str, i64, &str, &str), u64> {
    let mut merged = BTreeMap::new();
    for c in counts {
        let key = (
            c.account.as_str(),
            c.mode.as_str(),
            c.start.timestamp_millis(),
            c.family.as_str(),
            c.metric.as_str(),
        );
        let sum: &mut u64 = merged.entry(key).or_default();
        *sum = sum.saturating_add(c.count);
    }
    merged
}

/// The start (Unix ms) of the bucket of `bucket_ms` holding `start_ms`.
pub(crate) fn bucket_start(start_ms: i64, bucket_ms: i64) -> i64 {
    start_ms - start_ms.rem_euclid(bucket_ms.max(1))
}

/// Counts, per window, as [`Storage::hit`] does, for backends that keep counters in process
/// memory (the memory backend; the SQLite backend, which serves one process).
#[derive(Debug, Default)]
pub(crate) struct LocalCounters {
    inner: std::sync::Mutex<CounterMap>,
}

/// The windows of each subject: a lookup borrows the subject, and a subject's few windows are
/// searched in place (no key is built per request).
#[derive(Debug, Default)]
struct CounterMap {
    counts: HashMap<String, Vec<Slot>, foldhash::fast::RandomState>,
    ops: u64,
}

/// One window's count.
#[derive(Debug)]
struct Slot {
    key: String,
    count: u64,
    resets_at: DateTime<Utc>,
}

impl LocalCounters {
    pub(crate) fn hit(
        &self,
        subject: &str,
        windows: &[QuotaWindow],
        now: DateTime<Utc>,
    ) -> QuotaOutcome {
        let mut map = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        map.ops += 1;
        if map.ops.is_multiple_of(4096) {
            map.counts.retain(|_, slots| {
                slots.retain(|s| s.resets_at > now);
                !slots.is_empty()
            });
        }
        if !map.counts.contains_key(subject) {
            map.counts
                .insert(subject.to_owned(), Vec::with_capacity(windows.len()));
        }
        let slots = map.counts.get_mut(subject).expect("inserted above");
        let current = |slots: &[Slot], w: &QuotaWindow| {
            slots
                .iter()
                .find(|s| s.key == w.key && s.resets_at > now)
                .map_or(0, |s| s.count)
        };
        let allowed = windows.iter().all(|w| current(slots, w) < w.limit);
        if !allowed {
            return QuotaOutcome {
                allowed,
                counts: windows.iter().map(|w| current(slots, w)).collect(),
            };
        }
        let counts = windows
            .iter()
            .map(|w| {
                if let Some(s) = slots.iter_mut().find(|s| s.key == w.key) {
                    if s.resets_at <= now {
                        s.count = 0;
                    }
                    s.resets_at = w.resets_at;
                    s.count += 1;
                    return s.count;
                }
                // A new window: an ended one's slot is reused.
                let fresh = Slot {
                    key: w.key.clone(),
                    count: 1,
                    resets_at: w.resets_at,
                };
                match slots.iter_mut().find(|s| s.resets_at <= now) {
                    Some(old) => *old = fresh,
                    None => slots.push(fresh),
                }
                1
            })
            .collect();
        QuotaOutcome { allowed, counts }
    }
}

impl From<StorageError> for crate::error::Error {
    fn from(e: StorageError) -> Self {
        match e {
            StorageError::Unavailable(msg) => {
                tracing::error!(error = %msg, "storage unavailable");
                Self::unavailable()
            }
            StorageError::Conflict { kind, id } => Self::conflict(format!(
                "The {kind} {id} was changed by another request; retry."
            )),
            other => {
                tracing::error!(error = %other, "storage error");
                Self::internal()
            }
        }
    }
}
