//! One [`Storage`] implementation for the SQL backends: each implements [`Backend`] for what it
//! does its own way (transactions, caches, quota counters), and the statements of
//! [`super::documents`], [`super::jobs`] and [`super::keys`] do the rest.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sqlx::{Database, Pool};
use tokio::sync::{MutexGuard, Notify};

use super::keys::KeyClaim;
use super::{Dialect, documents, duration_millis, jobs, keys, millis, usage};
use crate::storage::cache::DocCache;
use crate::storage::{
    Batch, Claim, ClaimedJob, Document, ListQuery, LocalCounters, QuotaOutcome, QuotaWindow,
    Storage, StorageError, StoredResponse, UsageCount, UsageQuery,
};

/// Every this many claims, a claim also purges its scope's expired idempotency keys.
const PURGE_EVERY: u64 = 256;

/// The most keys one such purge deletes.
const PURGE_LIMIT: i64 = 1000;

/// What every SQL backend holds.
#[derive(Debug)]
pub(in crate::storage) struct Core<DB: Database> {
    /// The connection pool.
    pub pool: Pool<DB>,
    /// Notified after every commit that enqueues or reschedules jobs.
    pub signal: Arc<Notify>,
    /// Idempotency claims made, for the periodic purge.
    claims: AtomicU64,
}

impl<DB: Database> Core<DB> {
    pub(crate) fn new(pool: Pool<DB>, signal: Arc<Notify>) -> Self {
        Self {
            pool,
            signal,
            claims: AtomicU64::new(0),
        }
    }

    /// Wakes every worker of this process waiting for jobs (and the next one to wait).
    pub(crate) fn wake(&self) {
        self.signal.notify_waiters();
        self.signal.notify_one();
    }

    /// The start of a backend's `Debug` output: the pool's state, never its URL (it may carry
    /// a password).
    pub(crate) fn debug<'a, 'b>(
        &self,
        f: &'a mut fmt::Formatter<'b>,
        name: &str,
    ) -> fmt::DebugStruct<'a, 'b> {
        let mut out = f.debug_struct(name);
        out.field("connections", &self.pool.size())
            .field("idle", &self.pool.num_idle())
            .field("closed", &self.pool.is_closed());
        out
    }

    /// Counts a claim; true for every [`PURGE_EVERY`]th.
    fn purge_due(&self) -> bool {
        self.claims.fetch_add(1, Ordering::Relaxed) % PURGE_EVERY == PURGE_EVERY - 1
    }
}

/// Quota counters, as [`Storage::hit`] counts them.
#[async_trait]
pub(in crate::storage) trait Quotas: Send + Sync {
    /// See [`Storage::hit`].
    async fn hit(
        &self,
        subject: &str,
        windows: &[QuotaWindow],
        now: DateTime<Utc>,
    ) -> Result<QuotaOutcome, StorageError>;
}

/// Counters in process memory, for a backend that serves one process.
#[async_trait]
impl Quotas for LocalCounters {
    async fn hit(
        &self,
        subject: &str,
        windows: &[QuotaWindow],
        now: DateTime<Utc>,
    ) -> Result<QuotaOutcome, StorageError> {
        Ok(LocalCounters::hit(self, subject, windows, now))
    }
}

/// What a SQL backend does its own way.
#[async_trait]
pub(in crate::storage) trait Backend:
    Send + Sync + std::fmt::Debug + 'static
{
    /// The database.
    type Db: Dialect;

    /// The pool and the job signal.
    fn core(&self) -> &Core<Self::Db>;

    /// The cache every [`Storage::get`] reads through, if the backend keeps one.
    fn read_cache(&self) -> Option<&DocCache> {
        None
    }

    /// [`Storage::generation`]: the read cache's, which hears of every change this backend
    /// makes.
    fn cache_generation(&self, kind: &str) -> Option<u64> {
        self.read_cache().map(|c| c.generation(kind))
    }

    /// The cache [`Storage::get_cached`] reads documents of `kind` through, if any.
    async fn cache_for(&self, kind: &str) -> Option<&DocCache> {
        let _ = kind;
        self.read_cache()
    }

    /// Several documents read from the database (no cache), in the order of `keys`; the
    /// default reads them one by one.
    async fn load_many(
        &self,
        keys: &[(&str, &str)],
    ) -> Result<Vec<Option<Document>>, StorageError> {
        let mut docs = Vec::with_capacity(keys.len());
        for (kind, id) in keys {
            docs.push(documents::get_document(&self.core().pool, kind, id).await?);
        }
        Ok(docs)
    }

    /// Held by each write made outside a transaction (purges, responses, job claims), where
    /// writers of this process take turns.
    async fn write_turn(&self) -> Option<MutexGuard<'_, ()>> {
        None
    }

    /// Applies a batch in a transaction (retried where the backend retries); true when workers
    /// should be woken.
    async fn run_batch(&self, batch: &Batch) -> Result<bool, StorageError>;

    /// After [`Backend::run_batch`]: tells the caches what the batch wrote (`applied` false when
    /// it failed, though a failed commit may still have been applied).
    fn committed(&self, batch: Batch, applied: bool);

    /// The quota counters.
    fn quotas(&self) -> &dyn Quotas;

    /// Decides a claim in a transaction (retried where the backend retries).
    async fn claim_key(&self, claim: &KeyClaim<'_>) -> Result<Claim, StorageError>;

    /// Adds usage counts in a transaction (retried where the backend retries).
    async fn run_usage(&self, counts: &[UsageCount]) -> Result<(), StorageError>;
}

/// Tells a backend's caches of a batch whose commit was abandoned midway (dropped before it
/// ended), as of a failed one: the documents it touches are forgotten.
struct Settle<'a, B: Backend> {
    backend: &'a B,
    batch: Option<Batch>,
}

impl<B: Backend> Drop for Settle<'_, B> {
    fn drop(&mut self) {
        if let Some(batch) = self.batch.take() {
            self.backend.committed(batch, false);
        }
    }
}

/// When dropped, forgets the cached documents of `kind` whose id sorts below `before`.
struct ForgetBelow<'a> {
    cache: Option<&'a DocCache>,
    kind: &'a str,
    before: &'a str,
}

impl Drop for ForgetBelow<'_> {
    fn drop(&mut self) {
        if let Some(cache) = self.cache {
            cache.forget_below(self.kind, self.before);
        }
    }
}

#[async_trait]
impl<B: Backend> Storage for B {
    async fn get(&self, kind: &str, id: &str) -> Result<Option<Document>, StorageError> {
        let load = documents::get_document(&self.core().pool, kind, id);
        match self.read_cache() {
            Some(cache) => cache.get_or_load(kind, id, load).await,
            None => load.await,
        }
    }

    async fn get_many(&self, keys: &[(&str, &str)]) -> Result<Vec<Option<Document>>, StorageError> {
        if self.read_cache().is_none() && keys.len() > 1 {
            return self.load_many(keys).await;
        }
        let mut docs = Vec::with_capacity(keys.len());
        for (kind, id) in keys {
            docs.push(self.get(kind, id).await?);
        }
        Ok(docs)
    }

    async fn get_cached(&self, kind: &str, id: &str) -> Result<Option<Document>, StorageError> {
        let load = documents::get_document(&self.core().pool, kind, id);
        match self.cache_for(kind).await {
            Some(cache) => cache.get_or_load(kind, id, load).await,
            None => load.await,
        }
    }

    fn generation(&self, kind: &str) -> Option<u64> {
        self.cache_generation(kind)
    }

    async fn list(&self, query: &ListQuery) -> Result<Vec<Document>, StorageError> {
        documents::list_documents(&self.core().pool, query).await
    }

    async fn commit(&self, batch: Batch) -> Result<(), StorageError> {
        if batch.writes.is_empty() && batch.jobs.is_empty() {
            return Ok(());
        }
        // If this future is dropped while the batch runs (its caller went away), the batch
        // may still reach the database: the guard then tells the caches as a failure would.
        let mut guard = Settle {
            backend: self,
            batch: Some(batch),
        };
        let result = match guard.batch.as_ref() {
            Some(batch) => self.run_batch(batch).await,
            None => Ok(false),
        };
        if let Some(batch) = guard.batch.take() {
            self.committed(batch, result.is_ok());
        }
        if result? {
            // This process's workers wake at once, without waiting for any notification.
            self.core().wake();
        }
        Ok(())
    }

    async fn claim_jobs(
        &self,
        queue: &str,
        now: DateTime<Utc>,
        lease: Duration,
        limit: usize,
    ) -> Result<Vec<ClaimedJob>, StorageError> {
        let _turn = self.write_turn().await;
        jobs::claim_jobs(&self.core().pool, queue, now, lease, limit).await
    }

    async fn next_job_at(&self, queue: &str) -> Result<Option<DateTime<Utc>>, StorageError> {
        jobs::next_job_at(&self.core().pool, queue).await
    }

    async fn purge_documents(
        &self,
        kind: &str,
        before: &str,
        limit: usize,
    ) -> Result<u64, StorageError> {
        // Dropped midway, the purge may still have deleted documents: forget them then too.
        let forget = ForgetBelow {
            cache: self.read_cache(),
            kind,
            before,
        };
        let purged = {
            let _turn = self.write_turn().await;
            documents::purge_documents(&self.core().pool, kind, before, limit).await?
        };
        let forget = ForgetBelow {
            cache: forget.cache.filter(|_| purged > 0),
            ..forget
        };
        // Dropping it forgets the kind's cached documents (and makes racing reads skip the
        // cache).
        drop(forget);
        Ok(purged)
    }

    async fn purge_idempotency_keys(
        &self,
        before: DateTime<Utc>,
        limit: usize,
    ) -> Result<u64, StorageError> {
        let _turn = self.write_turn().await;
        keys::purge_idempotency_keys(&self.core().pool, before, limit).await
    }

    fn job_signal(&self) -> Arc<Notify> {
        self.core().signal.clone()
    }

    async fn hit(
        &self,
        subject: &str,
        windows: &[QuotaWindow],
        now: DateTime<Utc>,
    ) -> Result<QuotaOutcome, StorageError> {
        self.quotas().hit(subject, windows, now).await
    }

    async fn idempotency_claim(
        &self,
        scope: &str,
        key: &str,
        fingerprint: &[u8; 32],
        now: DateTime<Utc>,
        lock_ttl: Duration,
        ttl: Duration,
    ) -> Result<Claim, StorageError> {
        let claim = KeyClaim {
            scope,
            key,
            fingerprint,
            now_ms: millis(now),
            lock_ttl_ms: duration_millis(lock_ttl),
            ttl_ms: duration_millis(ttl),
        };
        let decided = self.claim_key(&claim).await?;
        if self.core().purge_due() {
            // Keys whose window has passed would be claimed anew anyway: forget them, skipping
            // rows other claims hold.
            let _turn = self.write_turn().await;
            let purged = keys::purge_expired_keys(&self.core().pool, &claim, PURGE_LIMIT).await;
            if let Err(e) = purged {
                tracing::debug!(error = %e, "purging expired idempotency keys failed");
            }
        }
        Ok(decided)
    }

    async fn idempotency_complete(
        &self,
        scope: &str,
        key: &str,
        response: StoredResponse,
    ) -> Result<(), StorageError> {
        let _turn = self.write_turn().await;
        keys::complete_key(&self.core().pool, scope, key, &response).await
    }

    async fn idempotency_release(&self, scope: &str, key: &str) -> Result<(), StorageError> {
        let _turn = self.write_turn().await;
        keys::release_key(&self.core().pool, scope, key).await
    }

    async fn add_usage(&self, counts: &[UsageCount]) -> Result<(), StorageError> {
        if counts.is_empty() {
            return Ok(());
        }
        self.run_usage(counts).await
    }

    async fn usage(&self, query: &UsageQuery) -> Result<Vec<UsageCount>, StorageError> {
        usage::read_usage(&self.core().pool, query).await
    }
}
