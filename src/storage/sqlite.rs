//! The SQLite backend (feature `sqlite`): documents and idempotency keys in one database file.

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use async_trait::async_trait;
use bytes::Bytes;
use chrono::{DateTime, TimeZone, Utc};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteRow,
    SqliteSynchronous,
};
use sqlx::{Row, SqliteConnection};

use super::{
    Batch, Claim, ClaimedJob, Document, Expect, Job, JobWrite, ListQuery, LocalCounters,
    QuotaOutcome, QuotaWindow, Storage, StorageError, StoredResponse, Write,
};

/// The embedded migrations (`migrations/sqlite/`), applied at connect.
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/sqlite");

/// Connections of a file database's pool unless the caller brings its own pool.
const DEFAULT_MAX_CONNECTIONS: u32 = 8;

/// How long a statement waits for another connection's write lock before failing.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Every this many claims, the claim also purges its scope's expired idempotency keys.
const PURGE_EVERY: u64 = 256;

/// Documents and idempotency keys in a SQLite database (WAL, embedded migrations).
///
/// One process owns the database file; quota counters are kept in process memory and restart
/// with the process, and documents read are kept in a read cache that this process's own
/// commits keep exact. Batches and idempotency claims run in `BEGIN IMMEDIATE` transactions, so
/// they are atomic across the connections of the pool.
///
/// ```no_run
/// # async fn demo() -> Result<(), edugen::storage::StorageError> {
/// use edugen::storage::SqliteStorage;
/// let storage = SqliteStorage::connect("edugen.db").await?;
/// let in_memory = SqliteStorage::connect("sqlite::memory:").await?;
/// # Ok(()) }
/// ```
pub struct SqliteStorage {
    pool: SqlitePool,
    counters: LocalCounters,
    claims: AtomicU64,
    signal: std::sync::Arc<tokio::sync::Notify>,
    cache: std::sync::Mutex<ReadCache>,
    /// Writers of this process take turns here rather than in SQLite's busy handler, which
    /// sleeps for milliseconds when the database is locked.
    writer: tokio::sync::Mutex<()>,
}

/// Documents read, kept until a commit of this process writes them. A read that raced a commit
/// (the generation moved while it queried) is not kept.
#[derive(Debug, Default)]
struct ReadCache {
    generation: u64,
    docs: std::collections::HashMap<(String, String), Option<Document>>,
}

/// Most documents kept in the read cache; it starts over when full.
const READ_CACHE_SIZE: usize = 16_384;

impl fmt::Debug for SqliteStorage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SqliteStorage")
            .field("connections", &self.pool.size())
            .field("idle", &self.pool.num_idle())
            .field("closed", &self.pool.is_closed())
            .finish_non_exhaustive()
    }
}

/// Whether `url` names an in-memory database: `memory`, `:memory:`, `sqlite::memory:` or a
/// `sqlite:` URL with `mode=memory`.
fn is_in_memory(url: &str) -> bool {
    if url == "memory" || url == ":memory:" {
        return true;
    }
    let Some(rest) = url.strip_prefix("sqlite:") else {
        return false;
    };
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    let (database, params) = rest.split_once('?').unwrap_or((rest, ""));
    database == ":memory:"
        || form_urlencoded::parse(params.as_bytes()).any(|(k, v)| k == "mode" && v == "memory")
}

impl SqliteStorage {
    /// Opens (creating it if missing) the database at `url` and applies the migrations.
    ///
    /// `url` is a path (`edugen.db`), a `sqlite:` URL (`sqlite://data/edugen.db?mode=rwc`), or
    /// `memory` / `sqlite::memory:` for a private in-memory database served by exactly one
    /// connection (it lives as long as this storage). A file database runs in WAL mode with
    /// `synchronous = NORMAL`, a 5 s busy timeout and foreign keys on, behind a pool of at most
    /// 8 connections.
    pub async fn connect(url: &str) -> Result<Self, StorageError> {
        let in_memory = is_in_memory(url);
        let options = if in_memory {
            SqliteConnectOptions::from_str("sqlite::memory:").map_err(map_err)?
        } else if url.starts_with("sqlite:") {
            SqliteConnectOptions::from_str(url).map_err(map_err)?
        } else {
            SqliteConnectOptions::new().filename(url)
        };
        let mut options = options
            .create_if_missing(true)
            .busy_timeout(BUSY_TIMEOUT)
            .foreign_keys(true)
            .synchronous(SqliteSynchronous::Normal);
        if !in_memory {
            options = options.journal_mode(SqliteJournalMode::Wal);
        }
        let pool_options = if in_memory {
            // The database lives only while a connection is open: keep exactly one, forever.
            SqlitePoolOptions::new()
                .max_connections(1)
                .min_connections(1)
                .idle_timeout(None)
                .max_lifetime(None)
        } else {
            SqlitePoolOptions::new().max_connections(DEFAULT_MAX_CONNECTIONS)
        };
        let pool = pool_options.connect_with(options).await.map_err(map_err)?;
        Self::from_pool(pool).await
    }

    /// Wraps an existing pool (configured by the caller) and applies the migrations.
    pub async fn from_pool(pool: SqlitePool) -> Result<Self, StorageError> {
        MIGRATOR.run(&pool).await.map_err(|e| match e {
            sqlx::migrate::MigrateError::Execute(e) => map_err(e),
            other => StorageError::Other(format!("migration failed: {other}")),
        })?;
        Ok(Self {
            pool,
            counters: LocalCounters::default(),
            claims: AtomicU64::new(0),
            signal: Default::default(),
            cache: Default::default(),
            writer: Default::default(),
        })
    }

    /// The connection pool (for closing it, or for the host's own queries).
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }
}

/// Pool, connection and I/O failures are [`StorageError::Unavailable`]; so is a database still
/// busy or locked after the busy timeout, or that cannot be opened or read. Anything else is
/// [`StorageError::Other`].
fn map_err(e: sqlx::Error) -> StorageError {
    let unavailable = match &e {
        sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::Io(_)
        | sqlx::Error::WorkerCrashed => true,
        sqlx::Error::Database(db) => db
            .code()
            .and_then(|c| c.parse::<i32>().ok())
            // Primary result codes: SQLITE_BUSY, SQLITE_LOCKED, SQLITE_IOERR, SQLITE_CANTOPEN.
            .is_some_and(|c| matches!(c & 0xff, 5 | 6 | 10 | 14)),
        _ => false,
    };
    if unavailable {
        StorageError::Unavailable(e.to_string())
    } else {
        StorageError::Other(e.to_string())
    }
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

/// Unix milliseconds.
fn millis(t: DateTime<Utc>) -> i64 {
    t.timestamp_millis()
}

/// A duration in milliseconds, saturating.
fn duration_millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

fn document_from_row(row: &SqliteRow) -> Result<Document, StorageError> {
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

/// The stored version of a document, inside the transaction.
async fn stored_version(
    conn: &mut SqliteConnection,
    kind: &str,
    id: &str,
) -> Result<Option<i64>, StorageError> {
    sqlx::query_scalar("SELECT version FROM documents WHERE kind = ?1 AND id = ?2")
        .bind(kind)
        .bind(id)
        .fetch_optional(conn)
        .await
        .map_err(map_err)
}

async fn check(
    conn: &mut SqliteConnection,
    kind: &str,
    id: &str,
    expect: Expect,
) -> Result<(), StorageError> {
    let ok = match expect {
        Expect::Any => true,
        Expect::Absent => stored_version(conn, kind, id).await?.is_none(),
        Expect::Version(v) => {
            let stored = stored_version(conn, kind, id).await?;
            stored.is_some_and(|s| u64::try_from(s).is_ok_and(|s| s == v))
        }
    };
    if ok { Ok(()) } else { Err(conflict(kind, id)) }
}

/// Applies the writes in order, each condition checked by the statement that writes (a row
/// count of zero is a conflict), against the state the earlier writes left.
async fn apply(conn: &mut SqliteConnection, writes: &[Write]) -> Result<(), StorageError> {
    for write in writes {
        match write {
            Write::Put { doc, expect } => {
                let version = i64::try_from(doc.version)
                    .map_err(|_| other("document version does not fit SQLite's INTEGER"))?;
                let fields = serde_json::to_string(&doc.fields).map_err(other)?;
                let body = serde_json::to_string(&doc.body).map_err(other)?;
                let sql = match expect {
                    Expect::Any => {
                        "INSERT INTO documents (kind, id, account, version, fields, body) \
                         VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
                         ON CONFLICT (kind, id) DO UPDATE SET account = excluded.account, \
                         version = excluded.version, fields = excluded.fields, body = excluded.body"
                    }
                    Expect::Absent => {
                        "INSERT INTO documents (kind, id, account, version, fields, body) \
                         VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (kind, id) DO NOTHING"
                    }
                    Expect::Version(_) => {
                        "UPDATE documents SET account = ?3, version = ?4, fields = ?5, body = ?6 \
                         WHERE kind = ?1 AND id = ?2 AND version = ?7"
                    }
                };
                let mut q = sqlx::query(sql)
                    .bind(&doc.kind)
                    .bind(&doc.id)
                    .bind(&doc.account)
                    .bind(version)
                    .bind(fields)
                    .bind(body);
                if let Expect::Version(v) = expect {
                    let Ok(v) = i64::try_from(*v) else {
                        return Err(conflict(&doc.kind, &doc.id));
                    };
                    q = q.bind(v);
                }
                let n = q
                    .execute(&mut *conn)
                    .await
                    .map_err(map_err)?
                    .rows_affected();
                if n == 0 {
                    return Err(conflict(&doc.kind, &doc.id));
                }
            }
            Write::Delete { kind, id, expect } => {
                let n = match expect {
                    Expect::Version(v) => {
                        let Ok(v) = i64::try_from(*v) else {
                            return Err(conflict(kind, id));
                        };
                        sqlx::query(
                            "DELETE FROM documents WHERE kind = ?1 AND id = ?2 AND version = ?3",
                        )
                        .bind(kind)
                        .bind(id)
                        .bind(v)
                        .execute(&mut *conn)
                        .await
                        .map_err(map_err)?
                        .rows_affected()
                    }
                    Expect::Absent => {
                        // Deleting what must not exist: a no-op when it holds.
                        check(conn, kind, id, Expect::Absent).await?;
                        1
                    }
                    Expect::Any => {
                        sqlx::query("DELETE FROM documents WHERE kind = ?1 AND id = ?2")
                            .bind(kind)
                            .bind(id)
                            .execute(&mut *conn)
                            .await
                            .map_err(map_err)?;
                        1
                    }
                };
                if n == 0 {
                    return Err(conflict(kind, id));
                }
            }
        }
    }
    Ok(())
}

fn job_conflict(id: &str) -> StorageError {
    conflict("job", id)
}

/// Applies job changes inside the batch's transaction; true when workers should be woken.
async fn apply_jobs(conn: &mut SqliteConnection, jobs: &[JobWrite]) -> Result<bool, StorageError> {
    let mut wake = false;
    for w in jobs {
        let changed = match w {
            JobWrite::Enqueue(job) => {
                wake = true;
                sqlx::query(
                    "INSERT INTO jobs (id, queue, due_at_ms, payload) VALUES (?1, ?2, ?3, ?4) \
                     ON CONFLICT (id) DO NOTHING",
                )
                .bind(&job.id)
                .bind(&job.queue)
                .bind(millis(job.due_at))
                .bind(serde_json::to_string(&job.payload).map_err(other)?)
                .execute(&mut *conn)
                .await
                .map_err(map_err)?
                .rows_affected()
            }
            JobWrite::Reschedule { id, token, due_at } => {
                wake = true;
                sqlx::query(
                    "UPDATE jobs SET due_at_ms = ?1, lease_until_ms = NULL, token = NULL \
                     WHERE id = ?2 AND token = ?3",
                )
                .bind(millis(*due_at))
                .bind(id)
                .bind(token)
                .execute(&mut *conn)
                .await
                .map_err(map_err)?
                .rows_affected()
            }
            JobWrite::Finish { id, token } => {
                sqlx::query("DELETE FROM jobs WHERE id = ?1 AND token = ?2")
                    .bind(id)
                    .bind(token)
                    .execute(&mut *conn)
                    .await
                    .map_err(map_err)?
                    .rows_affected()
            }
        };
        if changed != 1 {
            let id = match w {
                JobWrite::Enqueue(job) => &job.id,
                JobWrite::Reschedule { id, .. } | JobWrite::Finish { id, .. } => id,
            };
            return Err(job_conflict(id));
        }
    }
    Ok(wake)
}

/// The decision of a claim, made inside its transaction.
async fn claim_in(
    conn: &mut SqliteConnection,
    scope: &str,
    key: &str,
    fingerprint: &[u8; 32],
    now_ms: i64,
    lock_ttl_ms: i64,
    ttl_ms: i64,
) -> Result<Claim, StorageError> {
    let row = sqlx::query(
        "SELECT fingerprint, first_used_ms, locked_at_ms, status, headers, body \
         FROM idempotency_keys WHERE scope = ?1 AND key = ?2",
    )
    .bind(scope)
    .bind(key)
    .fetch_optional(&mut *conn)
    .await
    .map_err(map_err)?;

    let fresh = match &row {
        None => true,
        Some(row) => {
            let first_used_ms: i64 = row.try_get("first_used_ms").map_err(map_err)?;
            first_used_ms.saturating_add(ttl_ms) <= now_ms
        }
    };
    if fresh {
        sqlx::query(
            "INSERT INTO idempotency_keys \
             (scope, key, fingerprint, first_used_ms, locked_at_ms, status, headers, body) \
             VALUES (?1, ?2, ?3, ?4, ?4, NULL, NULL, NULL) \
             ON CONFLICT (scope, key) DO UPDATE SET fingerprint = excluded.fingerprint, \
             first_used_ms = excluded.first_used_ms, locked_at_ms = excluded.locked_at_ms, \
             status = NULL, headers = NULL, body = NULL",
        )
        .bind(scope)
        .bind(key)
        .bind(&fingerprint[..])
        .bind(now_ms)
        .execute(&mut *conn)
        .await
        .map_err(map_err)?;
        return Ok(Claim::Claimed);
    }
    let Some(row) = row else {
        return Ok(Claim::Claimed);
    };

    let stored_fingerprint: Vec<u8> = row.try_get("fingerprint").map_err(map_err)?;
    if stored_fingerprint[..] != fingerprint[..] {
        return Ok(Claim::Mismatch);
    }
    let status: Option<i64> = row.try_get("status").map_err(map_err)?;
    if let Some(status) = status {
        let headers: Option<String> = row.try_get("headers").map_err(map_err)?;
        let body: Option<Vec<u8>> = row.try_get("body").map_err(map_err)?;
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
    let locked_at_ms: i64 = row.try_get("locked_at_ms").map_err(map_err)?;
    if locked_at_ms.saturating_add(lock_ttl_ms) <= now_ms {
        // The holder is presumed dead: take the key over.
        sqlx::query("UPDATE idempotency_keys SET locked_at_ms = ?3 WHERE scope = ?1 AND key = ?2")
            .bind(scope)
            .bind(key)
            .bind(now_ms)
            .execute(&mut *conn)
            .await
            .map_err(map_err)?;
        return Ok(Claim::Claimed);
    }
    Ok(Claim::InProgress)
}

impl SqliteStorage {
    /// Reads a document from the database.
    async fn get_uncached(&self, kind: &str, id: &str) -> Result<Option<Document>, StorageError> {
        let row = sqlx::query(
            "SELECT kind, id, account, version, fields, body FROM documents \
             WHERE kind = ?1 AND id = ?2",
        )
        .bind(kind)
        .bind(id)
        .fetch_optional(&self.pool)
        .await
        .map_err(map_err)?;
        row.as_ref().map(document_from_row).transpose()
    }

    /// Lists documents from the database.
    async fn list_uncached(&self, q: &ListQuery) -> Result<Vec<Document>, StorageError> {
        if q.limit == 0 {
            return Ok(Vec::new());
        }
        // Only placeholders are formatted into the statement; every value is bound.
        let mut sql = String::from(
            "SELECT kind, id, account, version, fields, body FROM documents \
             WHERE kind = ? AND account = ?",
        );
        if q.before.is_some() {
            sql.push_str(" AND id < ?");
        }
        let mut paths = Vec::with_capacity(q.filters.len());
        for (name, _) in &q.filters {
            if name.contains('"') {
                // A JSON path cannot quote this name: match the object's keys instead.
                sql.push_str(
                    " AND EXISTS (SELECT 1 FROM json_each(documents.fields) AS f \
                     WHERE f.key = ? AND f.type = 'text' AND f.value = ?)",
                );
                paths.push(name.clone());
            } else {
                sql.push_str(" AND json_extract(fields, ?) = ?");
                paths.push(format!("$.\"{name}\""));
            }
        }
        sql.push_str(" ORDER BY id DESC LIMIT ?");

        let mut query = sqlx::query(&sql).bind(&q.kind).bind(&q.account);
        if let Some(before) = &q.before {
            query = query.bind(before);
        }
        for (path, (_, value)) in paths.iter().zip(&q.filters) {
            query = query.bind(path).bind(value);
        }
        let query = query.bind(i64::try_from(q.limit).unwrap_or(i64::MAX));
        let rows = query.fetch_all(&self.pool).await.map_err(map_err)?;
        rows.iter().map(document_from_row).collect()
    }

    /// Applies a batch in one `BEGIN IMMEDIATE` transaction.
    async fn commit_uncached(&self, batch: &Batch) -> Result<(), StorageError> {
        let _writer = self.writer.lock().await;
        if batch.writes.is_empty() && batch.jobs.is_empty() {
            return Ok(());
        }
        let mut tx = self
            .pool
            .begin_with("BEGIN IMMEDIATE")
            .await
            .map_err(map_err)?;
        let applied = match apply(&mut tx, &batch.writes).await {
            Ok(()) => apply_jobs(&mut tx, &batch.jobs).await,
            Err(e) => Err(e),
        };
        match applied {
            Ok(wake) => {
                tx.commit().await.map_err(map_err)?;
                if wake {
                    self.signal.notify_waiters();
                    self.signal.notify_one();
                }
                Ok(())
            }
            Err(e) => {
                // Dropping the transaction would roll back too; do it now to free the lock.
                let _ = tx.rollback().await;
                Err(e)
            }
        }
    }
}

#[async_trait]
impl Storage for SqliteStorage {
    async fn get(&self, kind: &str, id: &str) -> Result<Option<Document>, StorageError> {
        let key = (kind.to_owned(), id.to_owned());
        let generation = {
            let cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(hit) = cache.docs.get(&key) {
                return Ok(hit.clone());
            }
            cache.generation
        };
        let doc = self.get_uncached(kind, id).await?;
        let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
        if cache.generation == generation {
            if cache.docs.len() >= READ_CACHE_SIZE {
                cache.docs.clear();
            }
            cache.docs.insert(key, doc.clone());
        }
        Ok(doc)
    }

    async fn list(&self, q: &ListQuery) -> Result<Vec<Document>, StorageError> {
        self.list_uncached(q).await
    }

    async fn commit(&self, batch: Batch) -> Result<(), StorageError> {
        let result = self.commit_uncached(&batch).await;
        // Make racing reads skip the cache. After a commit, keep what it wrote (the workers read
        // it next); after a failure, forget what the batch touched: a failed commit may still
        // have been applied (a lost connection).
        let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
        cache.generation += 1;
        if cache.docs.len() + batch.writes.len() > READ_CACHE_SIZE {
            cache.docs.clear();
        }
        for w in batch.writes {
            let (key, after) = match w {
                Write::Put { doc, .. } => ((doc.kind.clone(), doc.id.clone()), Some(doc)),
                Write::Delete { kind, id, .. } => ((kind, id), None),
            };
            if result.is_ok() {
                cache.docs.insert(key, after);
            } else {
                cache.docs.remove(&key);
            }
        }
        drop(cache);
        result
    }
    async fn claim_jobs(
        &self,
        queue: &str,
        now: DateTime<Utc>,
        lease: Duration,
        limit: usize,
    ) -> Result<Vec<ClaimedJob>, StorageError> {
        let _writer = self.writer.lock().await;
        let now_ms = millis(now);
        let until = now_ms.saturating_add(duration_millis(lease));
        // One statement (atomic on its own) leases the due jobs, each under its own random token.
        let rows = sqlx::query(
            "UPDATE jobs SET lease_until_ms = ?4, token = lower(hex(randomblob(16))) \
             WHERE id IN (SELECT id FROM jobs WHERE queue = ?1 AND due_at_ms <= ?2 \
             AND (lease_until_ms IS NULL OR lease_until_ms <= ?2) \
             ORDER BY due_at_ms, id LIMIT ?3) \
             RETURNING id, due_at_ms, payload, token",
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
            let id: String = row.try_get("id").map_err(map_err)?;
            let due_ms: i64 = row.try_get("due_at_ms").map_err(map_err)?;
            let payload: String = row.try_get("payload").map_err(map_err)?;
            let token: String = row.try_get("token").map_err(map_err)?;
            claimed.push(ClaimedJob {
                job: Job {
                    id,
                    queue: queue.to_owned(),
                    due_at: Utc
                        .timestamp_millis_opt(due_ms)
                        .single()
                        .ok_or_else(|| other("job due time out of range"))?,
                    payload: serde_json::from_str(&payload).map_err(other)?,
                },
                token,
            });
        }
        // RETURNING gives no order: earliest first, as documented.
        claimed.sort_by(|a, b| (a.job.due_at, &a.job.id).cmp(&(b.job.due_at, &b.job.id)));
        Ok(claimed)
    }

    async fn next_job_at(&self, queue: &str) -> Result<Option<DateTime<Utc>>, StorageError> {
        let next: Option<i64> = sqlx::query_scalar(
            "SELECT MIN(MAX(due_at_ms, COALESCE(lease_until_ms, due_at_ms))) FROM jobs \
             WHERE queue = ?1",
        )
        .bind(queue)
        .fetch_one(&self.pool)
        .await
        .map_err(map_err)?;
        Ok(next.and_then(|ms| Utc.timestamp_millis_opt(ms).single()))
    }

    async fn purge_documents(
        &self,
        kind: &str,
        before: &str,
        limit: usize,
    ) -> Result<u64, StorageError> {
        let n = {
            let _writer = self.writer.lock().await;
            sqlx::query(
                "DELETE FROM documents WHERE rowid IN (SELECT rowid FROM documents \
                 WHERE kind = ?1 AND id < ?2 LIMIT ?3)",
            )
            .bind(kind)
            .bind(before)
            .bind(i64::try_from(limit).unwrap_or(i64::MAX))
            .execute(&self.pool)
            .await
            .map_err(map_err)?
            .rows_affected()
        };
        if n > 0 {
            // Forget the kind's cached documents (and make racing reads skip the cache).
            let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
            cache.generation += 1;
            cache
                .docs
                .retain(|(k, id), _| k != kind || id.as_str() >= before);
        }
        Ok(n)
    }

    async fn purge_idempotency_keys(
        &self,
        before: DateTime<Utc>,
        limit: usize,
    ) -> Result<u64, StorageError> {
        let _writer = self.writer.lock().await;
        Ok(sqlx::query(
            "DELETE FROM idempotency_keys WHERE rowid IN (SELECT rowid FROM idempotency_keys \
             WHERE first_used_ms < ?1 LIMIT ?2)",
        )
        .bind(millis(before))
        .bind(i64::try_from(limit).unwrap_or(i64::MAX))
        .execute(&self.pool)
        .await
        .map_err(map_err)?
        .rows_affected())
    }

    fn job_signal(&self) -> std::sync::Arc<tokio::sync::Notify> {
        self.signal.clone()
    }

    async fn hit(
        &self,
        subject: &str,
        windows: &[QuotaWindow],
        now: DateTime<Utc>,
    ) -> Result<QuotaOutcome, StorageError> {
        Ok(self.counters.hit(subject, windows, now))
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
        let _writer = self.writer.lock().await;
        let now_ms = millis(now);
        let ttl_ms = duration_millis(ttl);
        let mut tx = self
            .pool
            .begin_with("BEGIN IMMEDIATE")
            .await
            .map_err(map_err)?;
        let result = claim_in(
            &mut tx,
            scope,
            key,
            fingerprint,
            now_ms,
            duration_millis(lock_ttl),
            ttl_ms,
        )
        .await;
        let claim = match result {
            Ok(claim) => claim,
            Err(e) => {
                let _ = tx.rollback().await;
                return Err(e);
            }
        };
        if self.claims.fetch_add(1, Ordering::Relaxed) % PURGE_EVERY == PURGE_EVERY - 1 {
            // Keys whose window has passed would be claimed anew anyway: forget them.
            sqlx::query(
                "DELETE FROM idempotency_keys WHERE scope = ?1 AND first_used_ms <= ?2 AND key <> ?3",
            )
            .bind(scope)
            .bind(now_ms.saturating_sub(ttl_ms))
            .bind(key)
            .execute(&mut *tx)
            .await
            .map_err(map_err)?;
        }
        tx.commit().await.map_err(map_err)?;
        Ok(claim)
    }

    async fn idempotency_complete(
        &self,
        scope: &str,
        key: &str,
        response: StoredResponse,
    ) -> Result<(), StorageError> {
        let _writer = self.writer.lock().await;
        let headers = serde_json::to_string(&response.headers).map_err(other)?;
        sqlx::query(
            "UPDATE idempotency_keys SET status = ?3, headers = ?4, body = ?5 \
             WHERE scope = ?1 AND key = ?2",
        )
        .bind(scope)
        .bind(key)
        .bind(i64::from(response.status))
        .bind(headers)
        .bind(&response.body[..])
        .execute(&self.pool)
        .await
        .map_err(map_err)?;
        Ok(())
    }

    async fn idempotency_release(&self, scope: &str, key: &str) -> Result<(), StorageError> {
        let _writer = self.writer.lock().await;
        sqlx::query("DELETE FROM idempotency_keys WHERE scope = ?1 AND key = ?2")
            .bind(scope)
            .bind(key)
            .execute(&self.pool)
            .await
            .map_err(map_err)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::is_in_memory;

    #[test]
    fn in_memory_urls_are_recognised() {
        for url in [
            "memory",
            ":memory:",
            "sqlite::memory:",
            "sqlite://:memory:",
            "sqlite://?mode=memory",
            "sqlite:shared?mode=memory&cache=shared",
        ] {
            assert!(is_in_memory(url), "{url}");
        }
        for url in [
            "edugen.db",
            "sqlite:edugen.db",
            "sqlite://data/edugen.db?mode=rwc",
        ] {
            assert!(!is_in_memory(url), "{url}");
        }
    }
}
