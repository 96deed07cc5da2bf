//! The PostgreSQL backend (feature `postgres`): documents, idempotency keys, quota counters and
//! the job queue in one database that any number of processes share.
//!
//! Every primitive is atomic across processes:
//! - a [`Batch`] is one transaction whose writes are conditional statements (`INSERT … ON
//!   CONFLICT DO NOTHING`, `UPDATE`/`DELETE … WHERE version = $v`) checked by their row counts;
//! - a quota hit inserts the missing counter rows, then locks the subject's rows in key order
//!   (`SELECT … FOR UPDATE`) before deciding, so concurrent hits queue on the rows;
//! - an idempotency claim inserts the key (`ON CONFLICT DO NOTHING`) or locks the existing row;
//! - a job claim leases rows picked with `FOR UPDATE SKIP LOCKED`, each under a fresh token;
//! - commits that enqueue or reschedule jobs `NOTIFY edugen_jobs`, which every process hears
//!   through a `LISTEN` connection and turns into [`Storage::job_signal`] wake-ups.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use async_trait::async_trait;
use bytes::Bytes;
use chrono::{DateTime, TimeZone, Utc};
use sqlx::postgres::{PgConnectOptions, PgListener, PgPool, PgPoolOptions, PgRow};
use sqlx::{PgConnection, Postgres, Row, Transaction};
use tokio::sync::{Notify, oneshot};

use super::{
    Batch, Claim, ClaimedJob, Document, Expect, Job, JobWrite, ListQuery, QuotaOutcome,
    QuotaWindow, Storage, StorageError, StoredResponse, Write,
};

/// The embedded migrations (`migrations/postgres/`), applied at connect.
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/postgres");

/// The channel commits that enqueue or reschedule jobs notify.
const CHANNEL: &str = "edugen_jobs";

/// How many times a transaction runs before a deadlock or serialization failure is given up.
const MAX_ATTEMPTS: u32 = 5;

/// Every this many calls, a hit (or a claim) also purges expired counters (or keys).
const PURGE_EVERY: u64 = 256;

/// The most rows one purge deletes.
const PURGE_LIMIT: i64 = 1000;

/// Counters are purged this long after their window ended, so processes whose clocks disagree
/// by less than this never lose a live count to another's purge.
const COUNTER_PURGE_GRACE_MS: i64 = 10 * 60 * 1000;

/// The first and the longest pause before the listener reconnects.
const LISTEN_BACKOFF: (Duration, Duration) = (Duration::from_millis(100), Duration::from_secs(30));

/// Connection pool settings of [`PostgresStorage::connect_with`].
///
/// ```
/// use std::time::Duration;
/// use edugen::storage::PostgresOptions;
/// let options = PostgresOptions {
///     max_connections: 32,
///     statement_timeout: Some(Duration::from_secs(10)),
///     ..PostgresOptions::default()
/// };
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PostgresOptions {
    /// The most connections the pool opens (default 16). The job listener holds one more
    /// connection of its own.
    pub max_connections: u32,
    /// Connections the pool keeps open even when idle (default 0).
    pub min_connections: u32,
    /// How long an operation waits for a free connection before failing with
    /// [`StorageError::Unavailable`] (default 5 s).
    pub acquire_timeout: Duration,
    /// The server cancels any statement running longer than this (PostgreSQL's
    /// `statement_timeout`); the operation fails with [`StorageError::Unavailable`]. Default:
    /// none (the server's setting applies).
    pub statement_timeout: Option<Duration>,
}

impl Default for PostgresOptions {
    fn default() -> Self {
        Self {
            max_connections: 16,
            min_connections: 0,
            acquire_timeout: Duration::from_secs(5),
            statement_timeout: None,
        }
    }
}

/// Documents, idempotency keys, quota counters and the job queue in a PostgreSQL database
/// (PostgreSQL 13 or later), shared exactly by any number of processes.
///
/// Connecting applies the embedded migrations (under sqlx's advisory lock, so several processes
/// may start at once) and starts a background task that `LISTEN`s on `edugen_jobs`, so a job
/// enqueued by any process wakes the workers of every process; it reconnects with backoff when
/// its connection drops, and stops when the storage is dropped. Quota counters live in an
/// `UNLOGGED` table: fast, but reset to zero if the database server crashes.
///
/// ```no_run
/// # async fn demo() -> Result<(), edugen::storage::StorageError> {
/// use edugen::storage::PostgresStorage;
/// let storage = PostgresStorage::connect("postgres://edugen@db.internal/edugen").await?;
/// # Ok(()) }
/// ```
pub struct PostgresStorage {
    pool: PgPool,
    signal: Arc<Notify>,
    listening: Arc<AtomicBool>,
    hits: AtomicU64,
    claims: AtomicU64,
    /// Dropping (or sending on) it stops the listener task.
    shutdown: Option<oneshot::Sender<()>>,
    /// Credentials and accounts read on every request, kept while the listener hears the
    /// invalidations every node's commits send (`edugen_docs`).
    cache: Arc<AuthCache>,
}

/// The kinds read by every request's authentication, rarely written: cached on every node, and
/// invalidated across nodes by `NOTIFY edugen_docs` from the committing transaction.
const CACHED_KINDS: [&str; 3] = ["api_key_hash", "api_key", "account"];

/// The channel of document invalidations.
const DOCS_CHANNEL: &str = "edugen_docs";

/// Most documents kept; the cache starts over when full.
const AUTH_CACHE_SIZE: usize = 16_384;

/// Documents of [`CACHED_KINDS`] read, valid only while the listener is connected (a dropped
/// listener may have missed invalidations: the cache is cleared and bypassed until it is back).
#[derive(Debug, Default)]
struct AuthCache {
    inner: std::sync::Mutex<AuthCacheState>,
}

#[derive(Debug, Default)]
struct AuthCacheState {
    /// Bumped by every invalidation, so a read that raced one is not kept.
    generation: u64,
    docs: std::collections::HashMap<(String, String), Option<Document>>,
}

impl AuthCache {
    fn get(&self, kind: &str, id: &str) -> Result<Option<Document>, u64> {
        let state = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        match state.docs.get(&(kind.to_owned(), id.to_owned())) {
            Some(doc) => Ok(doc.clone()),
            None => Err(state.generation),
        }
    }

    fn put(&self, generation: u64, kind: &str, id: &str, doc: Option<Document>) {
        let mut state = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        if state.generation != generation {
            return;
        }
        if state.docs.len() >= AUTH_CACHE_SIZE {
            state.docs.clear();
        }
        state.docs.insert((kind.to_owned(), id.to_owned()), doc);
    }

    fn forget(&self, keys: impl IntoIterator<Item = (String, String)>) {
        let mut state = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        state.generation += 1;
        for k in keys {
            state.docs.remove(&k);
        }
    }

    fn clear(&self) {
        let mut state = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        state.generation += 1;
        state.docs.clear();
    }
}

/// The cached documents a batch writes, as `kind\tid` lines (the notification's payload).
fn cached_writes(batch: &Batch) -> Vec<(String, String)> {
    batch
        .writes
        .iter()
        .map(|w| match w {
            Write::Put { doc, .. } => (doc.kind.clone(), doc.id.clone()),
            Write::Delete { kind, id, .. } => (kind.clone(), id.clone()),
        })
        .filter(|(k, _)| CACHED_KINDS.contains(&k.as_str()))
        .collect()
}

impl fmt::Debug for PostgresStorage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Never the URL: it may carry a password.
        f.debug_struct("PostgresStorage")
            .field("connections", &self.pool.size())
            .field("idle", &self.pool.num_idle())
            .field("closed", &self.pool.is_closed())
            .field("listening", &self.listening.load(Ordering::Relaxed))
            .finish_non_exhaustive()
    }
}

impl Drop for PostgresStorage {
    fn drop(&mut self) {
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
    }
}

impl PostgresStorage {
    /// Connects to the database at `url` (`postgres://user:password@host:port/database?…`)
    /// with the default [`PostgresOptions`] and applies the migrations.
    pub async fn connect(url: &str) -> Result<Self, StorageError> {
        Self::connect_with(url, PostgresOptions::default()).await
    }

    /// Connects to the database at `url` with `options` and applies the migrations.
    ///
    /// Fails with [`StorageError::Unavailable`] when the server cannot be reached. Returns once
    /// the job listener listens, or after `acquire_timeout` if it cannot yet (it keeps trying in
    /// the background). Must be called inside a Tokio runtime.
    pub async fn connect_with(url: &str, options: PostgresOptions) -> Result<Self, StorageError> {
        let mut connect = PgConnectOptions::from_str(url).map_err(map_err)?;
        if connect.get_application_name().is_none() {
            connect = connect.application_name("edugen");
        }
        if let Some(timeout) = options.statement_timeout {
            let ms = timeout.as_millis().max(1);
            connect = connect.options([("statement_timeout", format!("{ms}ms"))]);
        }
        let max_connections = options.max_connections.max(1);
        let pool = PgPoolOptions::new()
            .max_connections(max_connections)
            .min_connections(options.min_connections.min(max_connections))
            .acquire_timeout(options.acquire_timeout)
            .connect_with(connect.clone())
            .await
            .map_err(map_err)?;
        MIGRATOR.run(&pool).await.map_err(|e| match e {
            sqlx::migrate::MigrateError::Execute(e) => map_err(e),
            other => StorageError::Other(format!("migration failed: {other}")),
        })?;

        let signal = Arc::new(Notify::new());
        let listening = Arc::new(AtomicBool::new(false));
        let cache = Arc::new(AuthCache::default());
        let (ready_tx, ready_rx) = oneshot::channel();
        let (shutdown_tx, shutdown_rx) = oneshot::channel();
        tokio::spawn(listen(
            connect,
            options.acquire_timeout,
            signal.clone(),
            listening.clone(),
            cache.clone(),
            ready_tx,
            shutdown_rx,
        ));
        if tokio::time::timeout(options.acquire_timeout, ready_rx)
            .await
            .is_err()
        {
            tracing::warn!("job notifications are not yet listened to; retrying in the background");
        }
        Ok(Self {
            pool,
            signal,
            listening,
            hits: AtomicU64::new(0),
            claims: AtomicU64::new(0),
            shutdown: Some(shutdown_tx),
            cache,
        })
    }

    /// Reads a document from the database.
    async fn get_uncached(&self, kind: &str, id: &str) -> Result<Option<Document>, StorageError> {
        let row = sqlx::query(&format!(
            "SELECT {DOCUMENT_COLUMNS} FROM documents WHERE kind = $1 AND id = $2"
        ))
        .bind(kind)
        .bind(id)
        .fetch_optional(&self.pool)
        .await
        .map_err(map_err)?;
        row.as_ref().map(document_from_row).transpose()
    }

    /// The connection pool (for closing it, or for the host's own queries).
    pub fn pool(&self) -> &PgPool {
        &self.pool
    }
}

// ---------------------------------------------------------------------------------------------
// The job listener

fn wake(signal: &Notify) {
    signal.notify_waiters();
    signal.notify_one();
}

/// Listens on [`CHANNEL`] until `shutdown` fires (or its sender is dropped), waking `signal` on
/// every notification and after every reconnection (notifications sent while disconnected are
/// lost, so the workers look for themselves).
async fn listen(
    options: PgConnectOptions,
    acquire_timeout: Duration,
    signal: Arc<Notify>,
    listening: Arc<AtomicBool>,
    cache: Arc<AuthCache>,
    ready: oneshot::Sender<()>,
    shutdown: oneshot::Receiver<()>,
) {
    // A pool of one connection of its own, used to reconnect.
    let pool = PgPoolOptions::new()
        .max_connections(1)
        .min_connections(0)
        .acquire_timeout(acquire_timeout)
        .max_lifetime(None)
        .idle_timeout(None)
        .connect_lazy_with(options);
    tokio::select! {
        _ = shutdown => {}
        () = listen_loop(&pool, &signal, &listening, &cache, ready) => {}
    }
    listening.store(false, Ordering::Relaxed);
    let _ = tokio::time::timeout(Duration::from_secs(5), pool.close()).await;
}

async fn listen_loop(
    pool: &PgPool,
    signal: &Notify,
    listening: &AtomicBool,
    cache: &AuthCache,
    ready: oneshot::Sender<()>,
) {
    let mut ready = Some(ready);
    let mut backoff = LISTEN_BACKOFF.0;
    loop {
        let subscribed = async {
            let mut listener = PgListener::connect_with(pool).await?;
            listener.listen_all([CHANNEL, DOCS_CHANNEL]).await?;
            Ok::<_, sqlx::Error>(listener)
        }
        .await;
        match subscribed {
            Ok(mut listener) => {
                // Invalidations may have been missed while disconnected.
                cache.clear();
                listening.store(true, Ordering::Relaxed);
                backoff = LISTEN_BACKOFF.0;
                // `connect_with` waits for the first subscription; after a later one (or if it
                // stopped waiting), wake the workers: they may have missed notifications.
                if ready.take().is_none_or(|r| r.send(()).is_err()) {
                    wake(signal);
                }
                loop {
                    match listener.try_recv().await {
                        Ok(Some(n)) if n.channel() == DOCS_CHANNEL => {
                            cache.forget(n.payload().lines().filter_map(|l| {
                                let (k, id) = l.split_once('\t')?;
                                Some((k.to_owned(), id.to_owned()))
                            }))
                        }
                        Ok(Some(_)) => wake(signal),
                        // The connection dropped and was re-established: look for missed jobs
                        // and forget what may have changed meanwhile.
                        Ok(None) => {
                            listening.store(false, Ordering::Relaxed);
                            cache.clear();
                            listening.store(true, Ordering::Relaxed);
                            wake(signal);
                        }
                        Err(e) => {
                            tracing::warn!(error = %e, "job listener disconnected; reconnecting");
                            break;
                        }
                    }
                }
                listening.store(false, Ordering::Relaxed);
                cache.clear();
            }
            Err(e) => {
                tracing::warn!(error = %e, retry_in = ?backoff, "job listener cannot subscribe");
            }
        }
        tokio::time::sleep(backoff).await;
        backoff = (backoff * 2).min(LISTEN_BACKOFF.1);
    }
}

// ---------------------------------------------------------------------------------------------
// Errors

/// SQLSTATE codes of deadlocks and serialization failures: the transaction may be run again.
fn is_retryable(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(db) if db.code().is_some_and(|c| c == "40001" || c == "40P01"))
}

/// Pool, connection and I/O failures, connection exceptions (class `08`), server shutdown or
/// start-up (`57P01`–`57P03`), cancelled statements (`57014`, the statement timeout), exhausted
/// resources (class `53`) and read-only standbys (`25006`) are [`StorageError::Unavailable`];
/// unique and exclusion violations, deadlocks and serialization failures are
/// [`StorageError::Conflict`]; anything else is [`StorageError::Other`]. Messages are sqlx's
/// (PostgreSQL's message without its detail, which may quote values).
fn map_err(e: sqlx::Error) -> StorageError {
    let unavailable = match &e {
        sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::WorkerCrashed => true,
        sqlx::Error::Database(db) => db.code().is_some_and(|c| {
            c.starts_with("08")
                || c.starts_with("53")
                || matches!(&*c, "57P01" | "57P02" | "57P03" | "57014" | "25006")
        }),
        _ => false,
    };
    if unavailable {
        return StorageError::Unavailable(e.to_string());
    }
    if let sqlx::Error::Database(db) = &e {
        match db.code().as_deref() {
            Some("23505" | "23P01") => {
                return StorageError::Conflict {
                    kind: db.table().unwrap_or("row").to_owned(),
                    id: db.constraint().unwrap_or_default().to_owned(),
                };
            }
            Some(code @ ("40001" | "40P01")) => {
                return StorageError::Conflict {
                    kind: "transaction".to_owned(),
                    id: code.to_owned(),
                };
            }
            _ => {}
        }
    }
    StorageError::Other(e.to_string())
}

fn other(msg: impl fmt::Display) -> StorageError {
    StorageError::Other(msg.to_string())
}

fn conflict(kind: &str, id: &str) -> StorageError {
    StorageError::Conflict {
        kind: kind.to_owned(),
        id: id.to_owned(),
    }
}

/// Why one run of a transaction failed.
enum Fail {
    /// A definite answer (a conflict, an undecodable row…).
    Storage(StorageError),
    /// A database error: run again if it is a deadlock or a serialization failure.
    Db(sqlx::Error),
    /// A row vanished between two statements (a concurrent purge or release): run again.
    Again,
}

impl From<sqlx::Error> for Fail {
    fn from(e: sqlx::Error) -> Self {
        Self::Db(e)
    }
}

impl From<StorageError> for Fail {
    fn from(e: StorageError) -> Self {
        Self::Storage(e)
    }
}

impl Fail {
    fn retryable(&self) -> bool {
        match self {
            Self::Storage(_) => false,
            Self::Db(e) => is_retryable(e),
            Self::Again => true,
        }
    }

    /// The error to report; `exhausted` when the retries ran out.
    fn into_storage(self, exhausted: impl FnOnce() -> StorageError) -> StorageError {
        match self {
            Self::Storage(e) => e,
            Self::Db(e) if is_retryable(&e) => exhausted(),
            Self::Db(e) => map_err(e),
            Self::Again => exhausted(),
        }
    }
}

/// Runs `op` (one transaction) until it succeeds, fails for good, or ran [`MAX_ATTEMPTS`] times.
async fn retrying<T, F, Fut>(mut op: F) -> Result<T, Fail>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, Fail>>,
{
    let mut attempt = 1;
    loop {
        match op().await {
            Err(f) if f.retryable() && attempt < MAX_ATTEMPTS => {
                let jitter = rand::random_range(5..25u64);
                tokio::time::sleep(Duration::from_millis(jitter * u64::from(attempt))).await;
                attempt += 1;
            }
            result => return result,
        }
    }
}

/// Commits `tx` after `result` succeeded, or rolls it back.
async fn finish<T>(tx: Transaction<'_, Postgres>, result: Result<T, Fail>) -> Result<T, Fail> {
    match result {
        Ok(value) => {
            tx.commit().await?;
            Ok(value)
        }
        Err(e) => {
            // Dropping the transaction would roll back too; do it now to free the locks.
            let _ = tx.rollback().await;
            Err(e)
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Conversions

/// Unix milliseconds.
fn millis(t: DateTime<Utc>) -> i64 {
    t.timestamp_millis()
}

fn from_millis(ms: i64, what: &str) -> Result<DateTime<Utc>, StorageError> {
    Utc.timestamp_millis_opt(ms)
        .single()
        .ok_or_else(|| other(format_args!("{what} out of range")))
}

/// A duration in milliseconds, saturating.
fn duration_millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

fn document_from_row(row: &PgRow) -> Result<Document, StorageError> {
    let version: i64 = row.try_get("version").map_err(map_err)?;
    let fields: String = row.try_get("fields").map_err(map_err)?;
    let body: String = row.try_get("body").map_err(map_err)?;
    Ok(Document {
        kind: row.try_get("kind").map_err(map_err)?,
        id: row.try_get("id").map_err(map_err)?,
        account: row.try_get("account").map_err(map_err)?,
        version: u64::try_from(version).map_err(|_| other("negative document version"))?,
        fields: serde_json::from_str(&fields)
            .map_err(|e| other(format_args!("undecodable document fields: {e}")))?,
        body: serde_json::from_str(&body)
            .map_err(|e| other(format_args!("undecodable document body: {e}")))?,
    })
}

const DOCUMENT_COLUMNS: &str =
    "kind, id, account, version, fields::text AS fields, body::text AS body";

// ---------------------------------------------------------------------------------------------
// Batches

/// Applies the writes in order; each statement checks its own condition, and sees what the
/// earlier writes of the transaction did.
async fn apply(conn: &mut PgConnection, writes: &[Write]) -> Result<(), Fail> {
    for write in writes {
        let ok = match write {
            Write::Put { doc, expect } => put(conn, doc, *expect).await?,
            Write::Delete { kind, id, expect } => delete(conn, kind, id, *expect).await?,
        };
        if !ok {
            let (kind, id) = match write {
                Write::Put { doc, .. } => (&doc.kind, &doc.id),
                Write::Delete { kind, id, .. } => (kind, id),
            };
            return Err(conflict(kind, id).into());
        }
    }
    Ok(())
}

/// One put; false when its expectation does not hold.
async fn put(conn: &mut PgConnection, doc: &Document, expect: Expect) -> Result<bool, Fail> {
    let version = i64::try_from(doc.version)
        .map_err(|_| other("document version does not fit PostgreSQL's BIGINT"))?;
    let fields = serde_json::to_string(&doc.fields).map_err(other)?;
    let body = serde_json::to_string(&doc.body).map_err(other)?;
    let (sql, expected) = match expect {
        Expect::Absent => (
            "INSERT INTO documents (kind, id, account, version, fields, body) \
             VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb) ON CONFLICT (kind, id) DO NOTHING",
            None,
        ),
        Expect::Any => (
            "INSERT INTO documents (kind, id, account, version, fields, body) \
             VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb) \
             ON CONFLICT (kind, id) DO UPDATE SET account = excluded.account, \
             version = excluded.version, fields = excluded.fields, body = excluded.body",
            None,
        ),
        Expect::Version(expected) => {
            let Ok(expected) = i64::try_from(expected) else {
                return Ok(false); // no stored version is that large
            };
            (
                "UPDATE documents SET account = $3, version = $4, fields = $5::jsonb, \
                 body = $6::jsonb WHERE kind = $1 AND id = $2 AND version = $7",
                Some(expected),
            )
        }
    };
    let mut query = sqlx::query(sql)
        .bind(&doc.kind)
        .bind(&doc.id)
        .bind(&doc.account)
        .bind(version)
        .bind(fields)
        .bind(body);
    if let Some(expected) = expected {
        query = query.bind(expected);
    }
    let changed = query.execute(&mut *conn).await?.rows_affected();
    // Any: an upsert always changes one row; Absent and Version: one row or the condition failed.
    Ok(changed == 1)
}

/// One delete; false when its expectation does not hold.
async fn delete(
    conn: &mut PgConnection,
    kind: &str,
    id: &str,
    expect: Expect,
) -> Result<bool, Fail> {
    match expect {
        Expect::Absent => {
            // Nothing to delete; the write only asserts the document does not exist.
            let exists: bool = sqlx::query_scalar(
                "SELECT EXISTS (SELECT 1 FROM documents WHERE kind = $1 AND id = $2)",
            )
            .bind(kind)
            .bind(id)
            .fetch_one(&mut *conn)
            .await?;
            Ok(!exists)
        }
        Expect::Any => {
            sqlx::query("DELETE FROM documents WHERE kind = $1 AND id = $2")
                .bind(kind)
                .bind(id)
                .execute(&mut *conn)
                .await?;
            Ok(true)
        }
        Expect::Version(expected) => {
            let Ok(expected) = i64::try_from(expected) else {
                return Ok(false);
            };
            let changed =
                sqlx::query("DELETE FROM documents WHERE kind = $1 AND id = $2 AND version = $3")
                    .bind(kind)
                    .bind(id)
                    .bind(expected)
                    .execute(&mut *conn)
                    .await?
                    .rows_affected();
            Ok(changed == 1)
        }
    }
}

/// The first key of the advisory locks batches take (`edug`): the second is a hash of a row's
/// identity, so the locks never meet other users' single-key advisory locks.
const LOCK_NAMESPACE: i32 = 0x6564_7567;

/// The most advisory locks one batch takes.
const MAX_BATCH_LOCKS: usize = 32;

/// The advisory lock keys of the rows a batch writes (documents and jobs), sorted and distinct.
/// Two rows sharing a key only make their batches queue; they never make them wrong.
fn batch_locks(batch: &Batch) -> Vec<i32> {
    use sha2::{Digest, Sha256};
    let key = |parts: [&str; 3]| {
        let mut hash = Sha256::new();
        for part in parts {
            hash.update(part.as_bytes());
            hash.update([0]);
        }
        let digest = hash.finalize();
        i32::from_be_bytes([digest[0], digest[1], digest[2], digest[3]])
    };
    let docs = batch.writes.iter().map(|w| match w {
        Write::Put { doc, .. } => key(["document", &doc.kind, &doc.id]),
        Write::Delete { kind, id, .. } => key(["document", kind, id]),
    });
    let jobs = batch.jobs.iter().map(|j| match j {
        JobWrite::Enqueue(job) => key(["job", &job.id, ""]),
        JobWrite::Reschedule { id, .. } | JobWrite::Finish { id, .. } => key(["job", id, ""]),
    });
    let mut locks: Vec<i32> = docs.chain(jobs).collect();
    locks.sort_unstable();
    locks.dedup();
    if locks.len() > MAX_BATCH_LOCKS {
        // A large batch takes fewer, coarser locks (PostgreSQL's lock table is small); it then
        // queues behind more batches, but still in the one global order.
        let buckets = i32::try_from(MAX_BATCH_LOCKS).unwrap_or(i32::MAX);
        for lock in &mut locks {
            *lock = lock.rem_euclid(buckets);
        }
        locks.sort_unstable();
        locks.dedup();
    }
    locks
}

/// Applies job changes inside the batch's transaction; true when workers should be woken.
async fn apply_jobs(conn: &mut PgConnection, jobs: &[JobWrite]) -> Result<bool, Fail> {
    let mut wake = false;
    for w in jobs {
        let (id, changed) = match w {
            JobWrite::Enqueue(job) => {
                wake = true;
                let payload = serde_json::to_string(&job.payload).map_err(other)?;
                let changed = sqlx::query(
                    "INSERT INTO jobs (id, queue, due_at_ms, payload) \
                     VALUES ($1, $2, $3, $4::jsonb) ON CONFLICT (id) DO NOTHING",
                )
                .bind(&job.id)
                .bind(&job.queue)
                .bind(millis(job.due_at))
                .bind(payload)
                .execute(&mut *conn)
                .await?
                .rows_affected();
                (&job.id, changed)
            }
            JobWrite::Reschedule { id, token, due_at } => {
                wake = true;
                let changed = sqlx::query(
                    "UPDATE jobs SET due_at_ms = $3, lease_until_ms = NULL, token = NULL \
                     WHERE id = $1 AND token = $2",
                )
                .bind(id)
                .bind(token)
                .bind(millis(*due_at))
                .execute(&mut *conn)
                .await?
                .rows_affected();
                (id, changed)
            }
            JobWrite::Finish { id, token } => {
                let changed = sqlx::query("DELETE FROM jobs WHERE id = $1 AND token = $2")
                    .bind(id)
                    .bind(token)
                    .execute(&mut *conn)
                    .await?
                    .rows_affected();
                (id, changed)
            }
        };
        if changed != 1 {
            return Err(conflict("job", id).into());
        }
    }
    Ok(wake)
}

// ---------------------------------------------------------------------------------------------
// Quotas

// ---------------------------------------------------------------------------------------------
// Idempotency

/// The decision of a claim, inside its transaction.
async fn claim_in(
    conn: &mut PgConnection,
    scope: &str,
    key: &str,
    fingerprint: &[u8; 32],
    now_ms: i64,
    lock_ttl_ms: i64,
    ttl_ms: i64,
) -> Result<Claim, Fail> {
    let inserted = sqlx::query(
        "INSERT INTO idempotency_keys (scope, key, fingerprint, first_used_ms, locked_at_ms) \
         VALUES ($1, $2, $3, $4, $4) ON CONFLICT (scope, key) DO NOTHING",
    )
    .bind(scope)
    .bind(key)
    .bind(&fingerprint[..])
    .bind(now_ms)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    if inserted == 1 {
        return Ok(Claim::Claimed);
    }
    // The key exists: lock it, so concurrent claims decide one after another.
    let Some(row) = sqlx::query(
        "SELECT fingerprint, first_used_ms, locked_at_ms, status, headers::text AS headers, body \
         FROM idempotency_keys WHERE scope = $1 AND key = $2 FOR UPDATE",
    )
    .bind(scope)
    .bind(key)
    .fetch_optional(&mut *conn)
    .await?
    else {
        // Released or purged in between.
        return Err(Fail::Again);
    };

    let first_used_ms: i64 = row.try_get("first_used_ms")?;
    if first_used_ms.saturating_add(ttl_ms) <= now_ms {
        // The key's window has passed: it is claimed anew, whatever it held.
        sqlx::query(
            "UPDATE idempotency_keys SET fingerprint = $3, first_used_ms = $4, \
             locked_at_ms = $4, status = NULL, headers = NULL, body = NULL \
             WHERE scope = $1 AND key = $2",
        )
        .bind(scope)
        .bind(key)
        .bind(&fingerprint[..])
        .bind(now_ms)
        .execute(&mut *conn)
        .await?;
        return Ok(Claim::Claimed);
    }
    let stored_fingerprint: Vec<u8> = row.try_get("fingerprint")?;
    if stored_fingerprint[..] != fingerprint[..] {
        return Ok(Claim::Mismatch);
    }
    let status: Option<i32> = row.try_get("status")?;
    if let Some(status) = status {
        let headers: Option<String> = row.try_get("headers")?;
        let body: Option<Vec<u8>> = row.try_get("body")?;
        let headers: Vec<(String, String)> = match headers {
            Some(h) => serde_json::from_str(&h)
                .map_err(|e| other(format_args!("undecodable stored headers: {e}")))?,
            None => Vec::new(),
        };
        return Ok(Claim::Replay(StoredResponse {
            status: u16::try_from(status).map_err(|_| other("stored status out of range"))?,
            headers,
            body: Bytes::from(body.unwrap_or_default()),
        }));
    }
    let locked_at_ms: i64 = row.try_get("locked_at_ms")?;
    if locked_at_ms.saturating_add(lock_ttl_ms) <= now_ms {
        // The holder is presumed dead: take the key over.
        sqlx::query("UPDATE idempotency_keys SET locked_at_ms = $3 WHERE scope = $1 AND key = $2")
            .bind(scope)
            .bind(key)
            .bind(now_ms)
            .execute(&mut *conn)
            .await?;
        return Ok(Claim::Claimed);
    }
    Ok(Claim::InProgress)
}

// ---------------------------------------------------------------------------------------------
// The trait

impl PostgresStorage {
    async fn try_commit(&self, batch: &Batch) -> Result<bool, Fail> {
        let locks = batch_locks(batch);
        let mut tx = self.pool.begin().await?;
        let result = async {
            if locks.len() > 1 {
                // Lock every row the batch writes, in one global order, before writing: batches
                // writing the same rows in different orders queue instead of deadlocking.
                sqlx::query("SELECT pg_advisory_xact_lock($1, k) FROM unnest($2::int4[]) AS k")
                    .bind(LOCK_NAMESPACE)
                    .bind(&locks)
                    .execute(&mut *tx)
                    .await?;
            }
            apply(&mut tx, &batch.writes).await?;
            let wake = apply_jobs(&mut tx, &batch.jobs).await?;
            let cached = cached_writes(batch);
            if !cached.is_empty() {
                // Every node forgets these documents when (and only if) the batch commits.
                let payload: Vec<String> =
                    cached.iter().map(|(k, id)| format!("{k}\t{id}")).collect();
                sqlx::query("SELECT pg_notify($1, $2)")
                    .bind(DOCS_CHANNEL)
                    .bind(payload.join("\n"))
                    .execute(&mut *tx)
                    .await?;
            }
            if wake {
                // Delivered to every listening process when (and only if) the batch commits.
                sqlx::query("SELECT pg_notify($1, '')")
                    .bind(CHANNEL)
                    .execute(&mut *tx)
                    .await?;
            }
            Ok(wake)
        }
        .await;
        finish(tx, result).await
    }

    async fn try_hit(
        &self,
        subject: &str,
        windows: &[QuotaWindow],
        keys: &[&str],
        resets: &[i64],
        now_ms: i64,
    ) -> Result<QuotaOutcome, Fail> {
        // The decision runs in the server in one round trip (migration 0002).
        let limits: Vec<i64> = keys
            .iter()
            .map(|k| {
                windows
                    .iter()
                    .filter(|w| w.key == *k)
                    .map(|w| i64::try_from(w.limit).unwrap_or(i64::MAX))
                    .min()
                    .unwrap_or(i64::MAX)
            })
            .collect();
        let row = sqlx::query(
            "SELECT allowed, counts FROM edugen_quota_hit($1, $2::text[], $3::bigint[], \
             $4::bigint[], $5)",
        )
        .bind(subject)
        .bind(keys)
        .bind(&limits)
        .bind(resets)
        .bind(now_ms)
        .fetch_one(&self.pool)
        .await?;
        let allowed: bool = row.try_get("allowed")?;
        let Some(by_key): Option<Vec<i64>> = row.try_get("counts")? else {
            // A purge deleted a row between the server's two statements.
            return Err(Fail::Again);
        };
        let counts = windows
            .iter()
            .map(|w| {
                keys.iter()
                    .position(|k| *k == w.key)
                    .and_then(|i| by_key.get(i))
                    .map_or(0, |c| u64::try_from(*c).unwrap_or(0))
            })
            .collect();
        Ok(QuotaOutcome { allowed, counts })
    }

    async fn try_claim(
        &self,
        scope: &str,
        key: &str,
        fingerprint: &[u8; 32],
        now_ms: i64,
        lock_ttl_ms: i64,
        ttl_ms: i64,
    ) -> Result<Claim, Fail> {
        let mut tx = self.pool.begin().await?;
        let result = claim_in(
            &mut tx,
            scope,
            key,
            fingerprint,
            now_ms,
            lock_ttl_ms,
            ttl_ms,
        )
        .await;
        finish(tx, result).await
    }

    /// Deletes counters whose window ended [`COUNTER_PURGE_GRACE_MS`] before `now_ms`, skipping
    /// rows a hit holds (so the purge never waits, nor deadlocks).
    async fn purge_counters(&self, now_ms: i64) {
        let result = sqlx::query(
            "DELETE FROM quota_counters AS q USING ( \
                 SELECT subject, window_key FROM quota_counters WHERE resets_at_ms <= $1 \
                 LIMIT $2 FOR UPDATE SKIP LOCKED) AS old \
             WHERE q.subject = old.subject AND q.window_key = old.window_key",
        )
        .bind(now_ms.saturating_sub(COUNTER_PURGE_GRACE_MS))
        .bind(PURGE_LIMIT)
        .execute(&self.pool)
        .await;
        if let Err(e) = result {
            tracing::debug!(error = %e, "purging expired quota counters failed");
        }
    }

    /// Deletes the scope's keys (but `key`) whose window has passed, skipping locked rows.
    async fn purge_keys(&self, scope: &str, key: &str, expired_ms: i64) {
        let result = sqlx::query(
            "DELETE FROM idempotency_keys AS k USING ( \
                 SELECT scope, key FROM idempotency_keys \
                 WHERE scope = $1 AND first_used_ms <= $2 AND key <> $3 \
                 LIMIT $4 FOR UPDATE SKIP LOCKED) AS old \
             WHERE k.scope = old.scope AND k.key = old.key",
        )
        .bind(scope)
        .bind(expired_ms)
        .bind(key)
        .bind(PURGE_LIMIT)
        .execute(&self.pool)
        .await;
        if let Err(e) = result {
            tracing::debug!(error = %e, "purging expired idempotency keys failed");
        }
    }
}

#[async_trait]
impl Storage for PostgresStorage {
    async fn get(&self, kind: &str, id: &str) -> Result<Option<Document>, StorageError> {
        let cacheable = CACHED_KINDS.contains(&kind) && self.listening.load(Ordering::Relaxed);
        let generation = if cacheable {
            match self.cache.get(kind, id) {
                Ok(doc) => return Ok(doc),
                Err(generation) => Some(generation),
            }
        } else {
            None
        };
        let doc = self.get_uncached(kind, id).await?;
        if let Some(generation) = generation {
            self.cache.put(generation, kind, id, doc.clone());
        }
        Ok(doc)
    }
    async fn list(&self, q: &ListQuery) -> Result<Vec<Document>, StorageError> {
        if q.limit == 0 {
            return Ok(Vec::new());
        }
        // Only placeholders are formatted into the statement; every value is bound. `->>` takes
        // the field name as a plain key (never a path), so any name is compared as is.
        let mut sql =
            format!("SELECT {DOCUMENT_COLUMNS} FROM documents WHERE kind = $1 AND account = $2");
        let mut n = 2;
        if q.before.is_some() {
            n += 1;
            sql.push_str(&format!(" AND id < ${n}"));
        }
        for _ in &q.filters {
            sql.push_str(&format!(" AND fields ->> ${} = ${}", n + 1, n + 2));
            n += 2;
        }
        sql.push_str(&format!(" ORDER BY id DESC LIMIT ${}", n + 1));

        let mut query = sqlx::query(&sql).bind(&q.kind).bind(&q.account);
        if let Some(before) = &q.before {
            query = query.bind(before);
        }
        for (name, value) in &q.filters {
            query = query.bind(name).bind(value);
        }
        let query = query.bind(i64::try_from(q.limit).unwrap_or(i64::MAX));
        let rows = query.fetch_all(&self.pool).await.map_err(map_err)?;
        rows.iter().map(document_from_row).collect()
    }

    async fn commit(&self, batch: Batch) -> Result<(), StorageError> {
        if batch.writes.is_empty() && batch.jobs.is_empty() {
            return Ok(());
        }
        let b = &batch;
        let result = retrying(|| self.try_commit(b)).await;
        // This node forgets what the batch wrote at once (the others when they hear of it),
        // whatever the outcome: a failed commit may still have been applied.
        let cached = cached_writes(b);
        if !cached.is_empty() {
            self.cache.forget(cached);
        }
        let wake = result.map_err(|f| {
            // Deadlocked again and again with other batches: report it on the first write.
            f.into_storage(|| match (b.writes.first(), b.jobs.first()) {
                (Some(Write::Put { doc, .. }), _) => conflict(&doc.kind, &doc.id),
                (Some(Write::Delete { kind, id, .. }), _) => conflict(kind, id),
                (None, Some(JobWrite::Enqueue(job))) => conflict("job", &job.id),
                (None, Some(JobWrite::Reschedule { id, .. } | JobWrite::Finish { id, .. })) => {
                    conflict("job", id)
                }
                (None, None) => conflict("batch", ""),
            })
        })?;
        if wake {
            wake_local(&self.signal);
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
        if limit == 0 {
            return Ok(Vec::new());
        }
        let now_ms = millis(now);
        let until = now_ms.saturating_add(duration_millis(lease));
        // One statement: the rows are picked and locked (skipping rows another claim holds),
        // then leased, each under its own random token.
        let rows = sqlx::query(
            "WITH picked AS ( \
                 SELECT id FROM jobs \
                 WHERE queue = $1 AND due_at_ms <= $2 \
                 AND (lease_until_ms IS NULL OR lease_until_ms <= $2) \
                 ORDER BY due_at_ms, id LIMIT $3 FOR UPDATE SKIP LOCKED) \
             UPDATE jobs SET lease_until_ms = $4, token = gen_random_uuid()::text \
             FROM picked WHERE jobs.id = picked.id \
             RETURNING jobs.id, jobs.due_at_ms, jobs.payload::text AS payload, jobs.token",
        )
        .bind(queue)
        .bind(now_ms)
        .bind(i64::try_from(limit).unwrap_or(i64::MAX))
        .bind(until)
        .fetch_all(&self.pool)
        .await
        .map_err(map_err)?;
        let mut claimed = Vec::with_capacity(rows.len());
        for row in rows {
            let due_ms: i64 = row.try_get("due_at_ms").map_err(map_err)?;
            let payload: String = row.try_get("payload").map_err(map_err)?;
            claimed.push(ClaimedJob {
                job: Job {
                    id: row.try_get("id").map_err(map_err)?,
                    queue: queue.to_owned(),
                    due_at: from_millis(due_ms, "job due time")?,
                    payload: serde_json::from_str(&payload)
                        .map_err(|e| other(format_args!("undecodable job payload: {e}")))?,
                },
                token: row.try_get("token").map_err(map_err)?,
            });
        }
        // RETURNING keeps no order: earliest first, as picked.
        claimed.sort_by(|a, b| (a.job.due_at, &a.job.id).cmp(&(b.job.due_at, &b.job.id)));
        Ok(claimed)
    }

    async fn next_job_at(&self, queue: &str) -> Result<Option<DateTime<Utc>>, StorageError> {
        let next: Option<i64> = sqlx::query_scalar(
            "SELECT MIN(GREATEST(due_at_ms, COALESCE(lease_until_ms, due_at_ms))) FROM jobs \
             WHERE queue = $1",
        )
        .bind(queue)
        .fetch_one(&self.pool)
        .await
        .map_err(map_err)?;
        next.map(|ms| from_millis(ms, "job due time")).transpose()
    }

    fn job_signal(&self) -> Arc<Notify> {
        self.signal.clone()
    }

    async fn hit(
        &self,
        subject: &str,
        windows: &[QuotaWindow],
        now: DateTime<Utc>,
    ) -> Result<QuotaOutcome, StorageError> {
        if windows.is_empty() {
            return Ok(QuotaOutcome {
                allowed: true,
                counts: Vec::new(),
            });
        }
        let now_ms = millis(now);
        // Distinct keys in byte order (the columns' "C" collation); a key given twice is stored
        // with the last window's end.
        let mut keys: Vec<&str> = windows.iter().map(|w| w.key.as_str()).collect();
        keys.sort_unstable();
        keys.dedup();
        let resets: Vec<i64> = keys
            .iter()
            .map(|k| {
                windows
                    .iter()
                    .rev()
                    .find(|w| w.key == *k)
                    .map_or(now_ms, |w| millis(w.resets_at))
            })
            .collect();
        let (keys, resets) = (&keys[..], &resets[..]);
        let outcome = retrying(|| self.try_hit(subject, windows, keys, resets, now_ms))
            .await
            .map_err(|f| {
                f.into_storage(|| {
                    StorageError::Unavailable("quota counters are too contended".to_owned())
                })
            })?;
        if self.hits.fetch_add(1, Ordering::Relaxed) % PURGE_EVERY == PURGE_EVERY - 1 {
            self.purge_counters(now_ms).await;
        }
        Ok(outcome)
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
        let now_ms = millis(now);
        let ttl_ms = duration_millis(ttl);
        let lock_ttl_ms = duration_millis(lock_ttl);
        let claim =
            retrying(|| self.try_claim(scope, key, fingerprint, now_ms, lock_ttl_ms, ttl_ms))
                .await
                .map_err(|f| {
                    f.into_storage(|| {
                        StorageError::Unavailable("idempotency key is too contended".to_owned())
                    })
                })?;
        if self.claims.fetch_add(1, Ordering::Relaxed) % PURGE_EVERY == PURGE_EVERY - 1 {
            // Keys whose window has passed would be claimed anew anyway: forget them.
            self.purge_keys(scope, key, now_ms.saturating_sub(ttl_ms))
                .await;
        }
        Ok(claim)
    }

    async fn idempotency_complete(
        &self,
        scope: &str,
        key: &str,
        response: StoredResponse,
    ) -> Result<(), StorageError> {
        let headers = serde_json::to_string(&response.headers).map_err(other)?;
        sqlx::query(
            "UPDATE idempotency_keys SET status = $3, headers = $4::jsonb, body = $5 \
             WHERE scope = $1 AND key = $2",
        )
        .bind(scope)
        .bind(key)
        .bind(i32::from(response.status))
        .bind(headers)
        .bind(&response.body[..])
        .execute(&self.pool)
        .await
        .map_err(map_err)?;
        Ok(())
    }

    async fn idempotency_release(&self, scope: &str, key: &str) -> Result<(), StorageError> {
        sqlx::query("DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2")
            .bind(scope)
            .bind(key)
            .execute(&self.pool)
            .await
            .map_err(map_err)?;
        Ok(())
    }

    async fn purge_documents(
        &self,
        kind: &str,
        before: &str,
        limit: usize,
    ) -> Result<u64, StorageError> {
        // SKIP LOCKED: the retention job never waits for, nor blocks, live requests.
        Ok(sqlx::query(
            "DELETE FROM documents WHERE (kind, id) IN (SELECT kind, id FROM documents \
             WHERE kind = $1 AND id < $2 ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)",
        )
        .bind(kind)
        .bind(before)
        .bind(i64::try_from(limit).unwrap_or(i64::MAX))
        .execute(&self.pool)
        .await
        .map_err(map_err)?
        .rows_affected())
    }

    async fn purge_idempotency_keys(
        &self,
        before: DateTime<Utc>,
        limit: usize,
    ) -> Result<u64, StorageError> {
        Ok(sqlx::query(
            "DELETE FROM idempotency_keys WHERE (scope, key) IN (SELECT scope, key \
             FROM idempotency_keys WHERE first_used_ms < $1 LIMIT $2 FOR UPDATE SKIP LOCKED)",
        )
        .bind(before.timestamp_millis())
        .bind(i64::try_from(limit).unwrap_or(i64::MAX))
        .execute(&self.pool)
        .await
        .map_err(map_err)?
        .rows_affected())
    }
}

/// Wakes this process's workers at once, without waiting for the notification to come back.
fn wake_local(signal: &Notify) {
    wake(signal);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(id: &str) -> Document {
        Document {
            kind: "k".to_owned(),
            id: id.to_owned(),
            account: String::new(),
            version: 1,
            fields: Default::default(),
            body: serde_json::Value::Null,
        }
    }

    #[test]
    fn batch_locks_are_sorted_distinct_and_bounded() {
        let forward = Batch::new()
            .put(doc("a"), Expect::Any)
            .put(doc("b"), Expect::Any)
            .delete("k", "a", Expect::Any);
        let backward = Batch::new()
            .put(doc("b"), Expect::Any)
            .put(doc("a"), Expect::Any);
        let locks = batch_locks(&forward);
        assert_eq!(locks.len(), 2);
        assert!(locks.is_sorted());
        assert_eq!(
            locks,
            batch_locks(&backward),
            "one order, whatever the batch's"
        );
        let job = Batch::new().job(JobWrite::Finish {
            id: "a".to_owned(),
            token: "t".to_owned(),
        });
        assert!(
            !locks.contains(&batch_locks(&job)[0]),
            "jobs and documents differ"
        );

        let mut big = Batch::new();
        for i in 0..500 {
            big = big.put(doc(&format!("doc_{i}")), Expect::Any);
        }
        let locks = batch_locks(&big);
        assert!(locks.len() <= MAX_BATCH_LOCKS && locks.len() > 1);
        assert!(locks.is_sorted());
    }

    #[test]
    fn errors_are_classified() {
        assert!(matches!(
            map_err(sqlx::Error::PoolTimedOut),
            StorageError::Unavailable(_)
        ));
        assert!(matches!(
            map_err(sqlx::Error::Io(std::io::ErrorKind::ConnectionReset.into())),
            StorageError::Unavailable(_)
        ));
        assert!(matches!(
            map_err(sqlx::Error::RowNotFound),
            StorageError::Other(_)
        ));
    }
}
