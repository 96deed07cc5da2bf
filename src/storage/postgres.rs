//! The PostgreSQL backend (feature `postgres`): documents, idempotency keys, quota counters and
//! the job queue in one database that any number of processes share.
//!
//! Every primitive is atomic across processes:
//! - a [`Batch`] is one statement, `edugen_commit` (migration 0005), its own transaction: it
//!   takes the batch's advisory locks in their global order, then applies each write as a
//!   conditional statement (`INSERT … ON CONFLICT DO NOTHING`, `UPDATE`/`DELETE … WHERE version
//!   = $v`) checked by its row count, then the job changes: one round trip. Commits of this
//!   process that arrive while one of its commits is under way wait for it, and go together in
//!   the next statement (`edugen_commit_many`, each batch in a subtransaction of its own, so
//!   that one whose condition fails is undone alone);
//! - a quota hit inserts the missing counter rows, then locks the subject's rows in key order
//!   (`SELECT … FOR UPDATE`) before deciding, so concurrent hits queue on the rows;
//! - an idempotency claim inserts the key (`ON CONFLICT DO NOTHING`) or locks the existing row;
//! - a job claim leases rows picked with `FOR UPDATE SKIP LOCKED`, each under a fresh token;
//! - commits that enqueue or reschedule jobs `NOTIFY edugen_jobs`, which every process hears
//!   through a `LISTEN` connection and turns into [`Storage::job_signal`] wake-ups;
//! - documents of the kinds some process reads with [`Storage::get_cached`] are kept in every
//!   such process, and forgotten by all of them when a change to one commits: a trigger
//!   `NOTIFY`s `edugen_docs` from the changing transaction (migration 0003).
//!
//! The statements both SQL backends run are in [`super::sql`]; this module keeps what only
//! PostgreSQL does.

use std::collections::HashSet;
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::postgres::types::Oid;
use sqlx::postgres::{
    PgArgumentBuffer, PgConnectOptions, PgListener, PgPool, PgPoolOptions, PgQueryResult,
    PgTypeInfo, PgValueFormat, PgValueRef,
};
use sqlx::{Decode, Encode, Postgres, Row, Type};
use tokio::sync::{Notify, oneshot};

use super::cache::DocCache;
use super::sql::backend::{Backend, Core, Quotas};
use super::sql::keys::{self, KeyClaim};
use super::sql::{self, Dialect, Fail, JsonText, RowsAffected, conflict, millis};
use super::{
    Batch, Claim, Document, JobWrite, QuotaOutcome, QuotaWindow, StorageError, UsageCount, Write,
};

/// The embedded migrations (`migrations/postgres/`), applied at connect.
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/postgres");

/// The channel commits that enqueue or reschedule jobs notify.
const CHANNEL: &str = "edugen_jobs";

/// How many times a transaction runs before a deadlock or serialization failure is given up.
const MAX_ATTEMPTS: u32 = 5;

/// Every this many hits, a hit also purges expired counters.
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
    core: Core<Postgres>,
    listening: Arc<AtomicBool>,
    quotas: CounterTable,
    /// Dropping (or sending on) it stops the listener task.
    shutdown: Option<oneshot::Sender<()>>,
    /// Documents read with [`Storage::get_cached`], kept while the listener hears the
    /// invalidations every node's commits send (`edugen_docs`); cleared when it stops.
    cache: Arc<DocCache>,
    /// The kinds this process caches, each registered in the database (`cached_kinds`), so
    /// every process's writes to them notify.
    cached_kinds: std::sync::RwLock<HashSet<String>>,
    /// This node's group commit.
    group: Arc<std::sync::Mutex<Group>>,
}

/// The channel of document invalidations (payload `kind<TAB>id`, sent by the trigger of
/// migration 0003).
const DOCS_CHANNEL: &str = "edugen_docs";

impl fmt::Debug for PostgresStorage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let listening = self.listening.load(Ordering::Relaxed);
        (self.core.debug(f, "PostgresStorage"))
            .field("listening", &listening)
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
        let cache = Arc::new(DocCache::default());
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
            quotas: CounterTable {
                pool: pool.clone(),
                hits: AtomicU64::new(0),
            },
            core: Core::new(pool, signal),
            listening,
            shutdown: Some(shutdown_tx),
            cache,
            cached_kinds: Default::default(),
            group: Arc::default(),
        })
    }

    /// The connection pool (for closing it, or for the host's own queries).
    pub fn pool(&self) -> &PgPool {
        &self.core.pool
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
    cache: Arc<DocCache>,
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
    cache: &DocCache,
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

/// Runs `op` (one transaction) until it succeeds, fails for good, or ran [`MAX_ATTEMPTS`] times.
async fn retrying<T, F, Fut>(mut op: F) -> Result<T, Fail>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, Fail>>,
{
    let mut attempt = 1;
    loop {
        match op().await {
            Err(f) if f.retryable::<Postgres>() && attempt < MAX_ATTEMPTS => {
                let jitter = rand::random_range(5..25u64);
                tokio::time::sleep(Duration::from_millis(jitter * u64::from(attempt))).await;
                attempt += 1;
            }
            result => return result,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// What differs from SQLite

impl Dialect for Postgres {
    const SKIP_LOCKED: &'static str = " FOR UPDATE SKIP LOCKED";
    const LOCK_ROW: &'static str = " FOR UPDATE";
    const GREATEST: &'static str = "GREATEST";
    // One statement: the rows are picked and locked (skipping rows another claim holds), then
    // leased, each under its own random token.
    const CLAIM_JOBS: &'static str = "WITH picked AS ( \
             SELECT id FROM jobs \
             WHERE queue = $1 AND due_at_ms <= $2 \
             AND (lease_until_ms IS NULL OR lease_until_ms <= $2) \
             ORDER BY due_at_ms, id LIMIT $3 FOR UPDATE SKIP LOCKED) \
         UPDATE jobs SET lease_until_ms = $4, token = gen_random_uuid()::text \
         FROM picked WHERE jobs.id = picked.id \
         RETURNING jobs.id, jobs.due_at_ms, jobs.payload, jobs.token";

    fn storage_error(e: sqlx::Error) -> StorageError {
        map_err(e)
    }

    fn is_retryable(e: &sqlx::Error) -> bool {
        is_retryable(e)
    }

    fn field_filter(name: &str, name_at: usize, value_at: usize) -> (String, String) {
        // `->>` takes the field name as a plain key (never a path), so any name is compared as is.
        let condition = format!(" AND fields ->> ${name_at} = ${value_at}");
        (condition, name.to_owned())
    }
}

/// The type of JSON columns.
const JSONB: Oid = Oid(3802);

impl<T> Type<Postgres> for JsonText<T> {
    fn type_info() -> PgTypeInfo {
        PgTypeInfo::with_oid(JSONB)
    }

    fn compatible(ty: &PgTypeInfo) -> bool {
        ty.oid() == Some(JSONB)
    }
}

/// JSONB's binary format: a version byte (1), then the JSON text.
impl<'q> Encode<'q, Postgres> for JsonText<&'q str> {
    fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
        buf.push(1);
        buf.extend_from_slice(self.0.as_bytes());
        Ok(IsNull::No)
    }
}

impl<'r> Decode<'r, Postgres> for JsonText<String> {
    fn decode(value: PgValueRef<'r>) -> Result<Self, BoxDynError> {
        let bytes = value.as_bytes()?;
        let text = match (value.format(), bytes.split_first()) {
            (PgValueFormat::Text, _) => bytes,
            (PgValueFormat::Binary, Some((1, text))) => text,
            (PgValueFormat::Binary, _) => return Err("unsupported JSONB format version".into()),
        };
        Ok(JsonText(std::str::from_utf8(text)?.to_owned()))
    }
}

impl RowsAffected for PgQueryResult {
    fn rows_affected(&self) -> u64 {
        PgQueryResult::rows_affected(self)
    }
}

// ---------------------------------------------------------------------------------------------
// Batches

/// The first key of the advisory locks batches take (`edug`): the second is a hash of a row's
/// identity, so the locks never meet other users' single-key advisory locks.
const LOCK_NAMESPACE: i32 = 0x6564_7567;

/// The most advisory locks one batch takes.
const MAX_BATCH_LOCKS: usize = 32;

/// A batch as `edugen_commit` takes it.
struct CommitArgs {
    locks: Vec<i32>,
    writes: String,
    jobs: String,
    /// Whether it enqueues or reschedules jobs (the workers are then woken).
    wakes: bool,
}

/// A batch waiting for the group commit under way to end.
struct Queued {
    args: CommitArgs,
    answer: oneshot::Sender<Result<bool, StorageError>>,
}

/// This node's group commit: whether a commit is under way, and the batches waiting for it.
#[derive(Default)]
struct Group {
    running: bool,
    queue: Vec<Queued>,
}

/// The most batches one group commit takes.
const MAX_GROUP: usize = 128;

/// The commit under way: when it drops, the batches that queued behind it go in a task.
struct Lead<'a> {
    group: &'a Arc<std::sync::Mutex<Group>>,
    pool: &'a PgPool,
}

impl Drop for Lead<'_> {
    fn drop(&mut self) {
        {
            let mut group = self.group.lock().unwrap_or_else(|e| e.into_inner());
            if group.queue.is_empty() {
                group.running = false;
                return;
            }
        }
        match tokio::runtime::Handle::try_current() {
            Ok(runtime) => {
                runtime.spawn(drain(self.group.clone(), self.pool.clone()));
            }
            Err(_) => {
                // No runtime to run them on: they are answered as abandoned (not applied).
                let mut group = self.group.lock().unwrap_or_else(|e| e.into_inner());
                group.queue.clear();
                group.running = false;
            }
        }
    }
}

/// Commits the batches that queued, together, as long as some queue; then ends the group.
async fn drain(group: Arc<std::sync::Mutex<Group>>, pool: PgPool) {
    loop {
        let queued: Vec<Queued> = {
            let mut g = group.lock().unwrap_or_else(|e| e.into_inner());
            if g.queue.is_empty() {
                g.running = false;
                return;
            }
            let take = g.queue.len().min(MAX_GROUP);
            g.queue.drain(..take).collect()
        };
        if let [one] = queued.as_slice() {
            let result = retrying(|| commit_one(&pool, &one.args)).await;
            let result = result.map_err(|f| f.into_storage::<Postgres>(deadlocked));
            if let Some(q) = queued.into_iter().next() {
                let _ = q.answer.send(result);
            }
            continue;
        }
        let mut locks = Vec::new();
        let mut batches = String::from("[");
        for (i, q) in queued.iter().enumerate() {
            locks.extend_from_slice(&q.args.locks);
            if i > 0 {
                batches.push(',');
            }
            batches.push_str("{\"writes\":");
            batches.push_str(&q.args.writes);
            batches.push_str(",\"jobs\":");
            batches.push_str(&q.args.jobs);
            batches.push('}');
        }
        batches.push(']');
        let locks = bounded_locks(locks);
        let result = retrying(|| commit_many(&pool, &locks, &batches)).await;
        match result {
            Ok(outcomes) if outcomes.len() == queued.len() => {
                for (q, outcome) in queued.into_iter().zip(outcomes) {
                    let answer = match outcome {
                        None => Ok(q.args.wakes),
                        Some((kind, id)) => Err(conflict(&kind, &id)),
                    };
                    let _ = q.answer.send(answer);
                }
            }
            Ok(_) => {
                for q in queued {
                    let _ = q.answer.send(Err(sql::other(
                        "edugen_commit_many answered another number of batches",
                    )));
                }
            }
            Err(f) => match f.into_storage::<Postgres>(deadlocked) {
                e @ StorageError::Unavailable(_) => {
                    for q in queued {
                        let _ = q.answer.send(Err(duplicate(&e)));
                    }
                }
                _ => {
                    // One batch the database refuses as a whole (a value it cannot store)
                    // fails the group's statement: each batch then goes alone, so that only
                    // its own commit fails.
                    for q in queued {
                        let result = retrying(|| commit_one(&pool, &q.args)).await;
                        let _ = q
                            .answer
                            .send(result.map_err(|f| f.into_storage::<Postgres>(deadlocked)));
                    }
                }
            },
        }
    }
}

/// The error of a group that deadlocked again and again with other batches.
fn deadlocked() -> StorageError {
    conflict("transaction", "40P01")
}

/// The same error, for each batch of a group.
fn duplicate(e: &StorageError) -> StorageError {
    match e {
        StorageError::Conflict { kind, id } => conflict(kind, id),
        StorageError::Unavailable(m) => StorageError::Unavailable(m.clone()),
        other => StorageError::Other(other.to_string()),
    }
}

/// One batch in one statement (`edugen_commit`, migration 0005), its own transaction; true
/// when it notified the workers.
async fn commit_one(pool: &PgPool, args: &CommitArgs) -> Result<bool, Fail> {
    let result = sqlx::query_scalar::<_, bool>("SELECT edugen_commit($1, $2, $3, $4, $5)")
        .bind(LOCK_NAMESPACE)
        .bind(&args.locks)
        .bind(JsonText(args.writes.as_str()))
        .bind(JsonText(args.jobs.as_str()))
        .bind(CHANNEL)
        .fetch_one(pool)
        .await;
    match result {
        Ok(wake) => Ok(wake),
        Err(sqlx::Error::Database(e)) if e.code().as_deref() == Some(COMMIT_CONFLICT) => {
            let id = e
                .try_downcast_ref::<sqlx::postgres::PgDatabaseError>()
                .and_then(|e| e.detail())
                .unwrap_or_default();
            Err(Fail::Storage(conflict(e.message(), id)))
        }
        Err(e) => Err(e.into()),
    }
}

/// Several batches in one statement (`edugen_commit_many`): per batch, `None` when applied,
/// else the kind and id of the write whose condition failed.
async fn commit_many(
    pool: &PgPool,
    locks: &[i32],
    batches: &str,
) -> Result<Vec<Option<(String, String)>>, Fail> {
    let answer =
        sqlx::query_scalar::<_, JsonText<String>>("SELECT edugen_commit_many($1, $2, $3, $4)")
            .bind(LOCK_NAMESPACE)
            .bind(locks)
            .bind(JsonText(batches))
            .bind(CHANNEL)
            .fetch_one(pool)
            .await?;
    #[derive(serde::Deserialize)]
    struct Failed {
        kind: String,
        id: String,
    }
    let outcomes: Vec<Option<Failed>> = serde_json::from_str(&answer.0)
        .map_err(|e| sql::other(format_args!("undecodable group commit answer: {e}")))?;
    Ok(outcomes
        .into_iter()
        .map(|o| o.map(|f| (f.kind, f.id)))
        .collect())
}

/// Documents by (kind, id) pairs, in one statement.
const LOAD_MANY: &str = "SELECT kind, id, account, version, fields, body FROM documents \
                         WHERE (kind, id) IN (SELECT k, i FROM unnest($1::text[], $2::text[]) AS t(k, i))";

/// The SQLSTATE `edugen_commit` raises when a write's condition fails.
const COMMIT_CONFLICT: &str = "EG409";

/// A document write as `edugen_commit` reads it.
#[derive(serde::Serialize)]
struct WriteArg<'a> {
    op: &'static str,
    kind: &'a str,
    id: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    account: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    version: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fields: Option<&'a std::collections::BTreeMap<String, String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    body: Option<&'a serde_json::Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    expected: Option<i64>,
}

/// A job change as `edugen_commit` reads it.
#[derive(serde::Serialize)]
struct JobArg<'a> {
    op: &'static str,
    id: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    queue: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    due: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    payload: Option<&'a serde_json::Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    token: Option<&'a str>,
}

/// The batch's writes and job changes as the two JSON arrays `edugen_commit` takes. A version
/// no stored document can have (beyond `i64`) is a conflict at once, as the statement would
/// find it.
fn commit_arguments(batch: &Batch) -> Result<(String, String), StorageError> {
    use super::Expect;
    let wide = |v: u64, kind: &str, id: &str| i64::try_from(v).map_err(|_| conflict(kind, id));
    let mut writes = Vec::with_capacity(batch.writes.len());
    for write in &batch.writes {
        writes.push(match write {
            Write::Put { doc, expect } => {
                let version = i64::try_from(doc.version).map_err(|_| {
                    sql::other("document version does not fit a signed 64-bit integer")
                })?;
                let (op, expected) = match expect {
                    Expect::Absent => ("put_absent", None),
                    Expect::Any => ("put_any", None),
                    Expect::Version(v) => ("put_version", Some(wide(*v, &doc.kind, &doc.id)?)),
                };
                WriteArg {
                    op,
                    kind: &doc.kind,
                    id: &doc.id,
                    account: Some(&doc.account),
                    version: Some(version),
                    fields: Some(&doc.fields),
                    body: Some(&doc.body),
                    expected,
                }
            }
            Write::Delete { kind, id, expect } => {
                let (op, expected) = match expect {
                    Expect::Absent => ("delete_absent", None),
                    Expect::Any => ("delete_any", None),
                    Expect::Version(v) => ("delete_version", Some(wide(*v, kind, id)?)),
                };
                WriteArg {
                    op,
                    kind,
                    id,
                    account: None,
                    version: None,
                    fields: None,
                    body: None,
                    expected,
                }
            }
        });
    }
    let jobs: Vec<JobArg<'_>> = batch
        .jobs
        .iter()
        .map(|change| match change {
            JobWrite::Enqueue(job) => JobArg {
                op: "enqueue",
                id: &job.id,
                queue: Some(&job.queue),
                due: Some(millis(job.due_at)),
                payload: Some(&job.payload),
                token: None,
            },
            JobWrite::Reschedule { id, token, due_at } => JobArg {
                op: "reschedule",
                id,
                queue: None,
                due: Some(millis(*due_at)),
                payload: None,
                token: Some(token),
            },
            JobWrite::Finish { id, token } => JobArg {
                op: "finish",
                id,
                queue: None,
                due: None,
                payload: None,
                token: Some(token),
            },
        })
        .collect();
    let writes = serde_json::to_string(&writes).map_err(sql::other)?;
    let jobs = serde_json::to_string(&jobs).map_err(sql::other)?;
    Ok((writes, jobs))
}

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
    bounded_locks(docs.chain(jobs).collect())
}

/// Locks sorted and distinct, at most [`MAX_BATCH_LOCKS`] of them.
fn bounded_locks(mut locks: Vec<i32>) -> Vec<i32> {
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

// ---------------------------------------------------------------------------------------------
// The node cache

impl PostgresStorage {
    /// Whether this process may cache documents of `kind`: once the kind is registered in the
    /// database, every process's changes to its documents notify `edugen_docs`. Registering
    /// waits for the transactions then writing documents, so none of them can commit a change
    /// unannounced after this process's next read.
    async fn caches(&self, kind: &str) -> bool {
        if self.cached_kinds().contains(kind) {
            return true;
        }
        let registered = sqlx::query("SELECT edugen_cache_kind($1)")
            .bind(kind)
            .execute(&self.core.pool)
            .await;
        match registered {
            Ok(_) => {
                let mut kinds = self.cached_kinds.write().unwrap_or_else(|e| e.into_inner());
                kinds.insert(kind.to_owned());
                true
            }
            Err(e) => {
                tracing::warn!(error = %e, kind, "cannot register a cached kind; reading uncached");
                false
            }
        }
    }

    /// The kinds this process caches.
    fn cached_kinds(&self) -> std::sync::RwLockReadGuard<'_, HashSet<String>> {
        self.cached_kinds.read().unwrap_or_else(|e| e.into_inner())
    }

    /// The documents of kinds this process caches that `batch` writes.
    fn cached_writes(&self, batch: &Batch) -> Vec<(String, String)> {
        let known = self.cached_kinds();
        batch
            .writes
            .iter()
            .map(|w| match w {
                Write::Put { doc, .. } => (&doc.kind, &doc.id),
                Write::Delete { kind, id, .. } => (kind, id),
            })
            .filter(|(kind, _)| known.contains(kind.as_str()))
            .map(|(kind, id)| (kind.clone(), id.clone()))
            .collect()
    }
}

// ---------------------------------------------------------------------------------------------
// Quotas

/// Quota counters in an `UNLOGGED` table; each hit decided by a server-side function
/// (migration 0002).
#[derive(Debug)]
struct CounterTable {
    pool: PgPool,
    /// Hits counted, for the periodic purge.
    hits: AtomicU64,
}

#[async_trait]
impl Quotas for CounterTable {
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
                f.into_storage::<Postgres>(|| {
                    StorageError::Unavailable("quota counters are too contended".to_owned())
                })
            })?;
        if self.hits.fetch_add(1, Ordering::Relaxed) % PURGE_EVERY == PURGE_EVERY - 1 {
            self.purge_counters(now_ms).await;
        }
        Ok(outcome)
    }
}

impl CounterTable {
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
}

// ---------------------------------------------------------------------------------------------
// Transactions

impl PostgresStorage {
    async fn try_claim(&self, claim: &KeyClaim<'_>) -> Result<Claim, Fail> {
        let mut tx = self.core.pool.begin().await?;
        let decided = keys::claim_key::<Postgres>(&mut tx, claim).await;
        sql::finish(tx, decided).await
    }

    async fn try_add_usage(&self, counts: &[UsageCount]) -> Result<(), Fail> {
        let mut tx = self.core.pool.begin().await?;
        let added = sql::usage::add_usage::<Postgres>(&mut tx, counts).await;
        sql::finish(tx, added).await
    }
}

#[async_trait]
impl Backend for PostgresStorage {
    type Db = Postgres;

    fn core(&self) -> &Core<Postgres> {
        &self.core
    }

    fn cache_generation(&self, kind: &str) -> Option<u64> {
        // Only while other nodes' changes to `kind` are heard of: listening, and the kind
        // registered for notifications.
        (self.listening.load(Ordering::Relaxed) && self.cached_kinds().contains(kind))
            .then(|| self.cache.generation(kind))
    }

    async fn cache_for(&self, kind: &str) -> Option<&DocCache> {
        // While the listener is down, invalidations may be missed: the cache is bypassed.
        let listening = self.listening.load(Ordering::Relaxed);
        (listening && self.caches(kind).await).then_some(&*self.cache)
    }

    async fn run_batch(&self, batch: &Batch) -> Result<bool, StorageError> {
        let (writes, jobs) = commit_arguments(batch)?;
        let args = CommitArgs {
            locks: batch_locks(batch),
            writes,
            jobs,
            wakes: batch
                .jobs
                .iter()
                .any(|j| matches!(j, JobWrite::Enqueue(_) | JobWrite::Reschedule { .. })),
        };
        // A commit while another of this node's is under way waits for it, and goes with the
        // others that waited in one statement (group commit).
        let waiting = {
            let mut group = self.group.lock().unwrap_or_else(|e| e.into_inner());
            if group.running {
                let (answer, waiting) = oneshot::channel();
                group.queue.push(Queued { args, answer });
                Ok(waiting)
            } else {
                group.running = true;
                Err(args)
            }
        };
        let args = match waiting {
            Ok(waiting) => {
                return waiting.await.unwrap_or_else(|_| {
                    Err(StorageError::Unavailable(
                        "the group commit was abandoned".to_owned(),
                    ))
                });
            }
            Err(args) => args,
        };
        let lead = Lead {
            group: &self.group,
            pool: &self.core.pool,
        };
        let result = retrying(|| commit_one(&self.core.pool, &args)).await;
        drop(lead);
        result.map_err(|f| {
            // Deadlocked again and again with other batches: report it on the first write.
            f.into_storage::<Postgres>(|| match (batch.writes.first(), batch.jobs.first()) {
                (Some(Write::Put { doc, .. }), _) => conflict(&doc.kind, &doc.id),
                (Some(Write::Delete { kind, id, .. }), _) => conflict(kind, id),
                (None, Some(JobWrite::Enqueue(job))) => conflict("job", &job.id),
                (None, Some(JobWrite::Reschedule { id, .. } | JobWrite::Finish { id, .. })) => {
                    conflict("job", id)
                }
                (None, None) => conflict("batch", ""),
            })
        })
    }

    async fn load_many(
        &self,
        keys: &[(&str, &str)],
    ) -> Result<Vec<Option<Document>>, StorageError> {
        let kinds: Vec<&str> = keys.iter().map(|k| k.0).collect();
        let ids: Vec<&str> = keys.iter().map(|k| k.1).collect();
        let rows = sqlx::query(LOAD_MANY)
            .bind(&kinds)
            .bind(&ids)
            .fetch_all(&self.core.pool)
            .await
            .map_err(map_err)?;
        let mut found = std::collections::HashMap::with_capacity(rows.len());
        for row in &rows {
            let doc = sql::documents::document_from_row::<Postgres>(row)
                .map_err(Fail::into_error::<Postgres>)?;
            found.insert((doc.kind.clone(), doc.id.clone()), doc);
        }
        Ok(keys
            .iter()
            .map(|(kind, id)| found.get(&((*kind).to_owned(), (*id).to_owned())).cloned())
            .collect())
    }

    fn committed(&self, batch: Batch, _applied: bool) {
        // This node forgets what the batch wrote at once (the others when they hear of it),
        // whatever the outcome: a failed commit may still have been applied.
        let cached = self.cached_writes(&batch);
        if !cached.is_empty() {
            self.cache.forget(cached);
        }
    }

    async fn claim_key(&self, claim: &KeyClaim<'_>) -> Result<Claim, StorageError> {
        let result = retrying(|| self.try_claim(claim)).await;
        result.map_err(|f| {
            f.into_storage::<Postgres>(|| {
                StorageError::Unavailable("idempotency key is too contended".to_owned())
            })
        })
    }

    fn quotas(&self) -> &dyn Quotas {
        &self.quotas
    }

    async fn run_usage(&self, counts: &[UsageCount]) -> Result<(), StorageError> {
        // Rows are added to in one order (deadlocks are still possible with the other nodes'
        // row locks, and retried).
        let result = retrying(|| self.try_add_usage(counts)).await;
        result.map_err(|f| {
            f.into_storage::<Postgres>(|| {
                StorageError::Unavailable("usage counters are too contended".to_owned())
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::{Document, Expect};

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
