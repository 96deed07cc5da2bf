//! The SQLite backend (feature `sqlite`): documents and idempotency keys in one database file.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use async_trait::async_trait;
use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteQueryResult,
    SqliteSynchronous, SqliteTypeInfo, SqliteValueRef,
};
use sqlx::{Decode, Encode, Sqlite, Type};
use tokio::sync::MutexGuard;

use super::cache::DocCache;
use super::sql::backend::{Backend, Core, Quotas};
use super::sql::keys::{self, KeyClaim};
use super::sql::{self, Dialect, Fail, JsonText, RowsAffected};
use super::{Batch, Claim, LocalCounters, StorageError, UsageCount};

/// The embedded migrations (`migrations/sqlite/`), applied at connect.
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/sqlite");

/// Connections of a file database's pool unless the caller brings its own pool.
const DEFAULT_MAX_CONNECTIONS: u32 = 8;

/// How long a statement waits for another connection's write lock before failing.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

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
    core: Core<Sqlite>,
    counters: LocalCounters,
    /// Documents read, kept until a commit of this process writes them.
    cache: std::sync::Arc<DocCache>,
    /// Writers of this process take turns here rather than in SQLite's busy handler, which
    /// sleeps for milliseconds when the database is locked.
    writer: std::sync::Arc<tokio::sync::Mutex<()>>,
}

impl fmt::Debug for SqliteStorage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.core.debug(f, "SqliteStorage").finish_non_exhaustive()
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
            core: Core::new(pool, Default::default()),
            counters: LocalCounters::default(),
            cache: Default::default(),
            writer: Default::default(),
        })
    }

    /// The connection pool (for closing it, or for the host's own queries).
    pub fn pool(&self) -> &SqlitePool {
        &self.core.pool
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

impl Dialect for Sqlite {
    // One writer at a time holds the whole database: no row is ever locked by another.
    const SKIP_LOCKED: &'static str = "";
    const LOCK_ROW: &'static str = "";
    const GREATEST: &'static str = "MAX";
    // One statement (atomic on its own) leases the due jobs, each under its own random token.
    const CLAIM_JOBS: &'static str = "UPDATE jobs SET lease_until_ms = $4, \
         token = lower(hex(randomblob(16))) \
         WHERE id IN (SELECT id FROM jobs WHERE queue = $1 AND due_at_ms <= $2 \
         AND (lease_until_ms IS NULL OR lease_until_ms <= $2) ORDER BY due_at_ms, id LIMIT $3) \
         RETURNING id, due_at_ms, payload, token";

    fn storage_error(e: sqlx::Error) -> StorageError {
        map_err(e)
    }

    fn field_filter(name: &str, name_at: usize, value_at: usize) -> (String, String) {
        if name.contains('"') {
            // A JSON path cannot quote this name: match the object's keys instead.
            let condition = format!(
                " AND EXISTS (SELECT 1 FROM json_each(documents.fields) AS f \
                 WHERE f.key = ${name_at} AND f.type = 'text' AND f.value = ${value_at})"
            );
            (condition, name.to_owned())
        } else {
            let condition = format!(" AND json_extract(fields, ${name_at}) = ${value_at}");
            (condition, format!("$.\"{name}\""))
        }
    }
}

/// JSON columns are `TEXT`.
impl<T> Type<Sqlite> for JsonText<T> {
    fn type_info() -> SqliteTypeInfo {
        <String as Type<Sqlite>>::type_info()
    }

    fn compatible(ty: &SqliteTypeInfo) -> bool {
        <String as Type<Sqlite>>::compatible(ty)
    }
}

impl<'q> Encode<'q, Sqlite> for JsonText<&'q str> {
    fn encode_by_ref(
        &self,
        buf: &mut <Sqlite as sqlx::Database>::ArgumentBuffer<'q>,
    ) -> Result<IsNull, BoxDynError> {
        <&str as Encode<'q, Sqlite>>::encode_by_ref(&self.0, buf)
    }
}

impl<'r> Decode<'r, Sqlite> for JsonText<String> {
    fn decode(value: SqliteValueRef<'r>) -> Result<Self, BoxDynError> {
        <String as Decode<'r, Sqlite>>::decode(value).map(JsonText)
    }
}

impl RowsAffected for SqliteQueryResult {
    fn rows_affected(&self) -> u64 {
        SqliteQueryResult::rows_affected(self)
    }
}

/// A failure of a transaction, reported (nothing is retried: writers of this process take turns,
/// and a `BEGIN IMMEDIATE` transaction holds the whole database).
fn reported(f: Fail) -> StorageError {
    f.into_error::<Sqlite>()
}

#[async_trait]
impl Backend for SqliteStorage {
    type Db = Sqlite;

    fn core(&self) -> &Core<Sqlite> {
        &self.core
    }

    async fn write_turn(&self) -> Option<MutexGuard<'_, ()>> {
        Some(self.writer.lock().await)
    }

    fn read_cache(&self) -> Option<&DocCache> {
        Some(&self.cache)
    }

    async fn run_batch(&self, batch: &Batch) -> Result<bool, StorageError> {
        // The transaction runs in its own task, to its end, even if the caller goes away:
        // abandoned midway, it would keep the database's write lock on a pooled connection
        // (every other writer then waits out the busy timeout), or commit without the cache
        // hearing of it. The task tells the cache itself.
        let turn = self.writer.clone().lock_owned().await;
        let pool = self.core.pool.clone();
        let cache = self.cache.clone();
        let batch = batch.clone();
        let task = tokio::spawn(async move {
            let _turn = turn;
            let result = async {
                let mut tx = pool.begin_with("BEGIN IMMEDIATE").await.map_err(map_err)?;
                let applied = sql::apply_batch::<Sqlite>(&mut tx, &batch).await;
                sql::finish(tx, applied).await.map_err(reported)
            }
            .await;
            cache.write_through(batch.writes, result.is_ok());
            result
        });
        task.await
            .map_err(|e| StorageError::Other(format!("a commit task ended abnormally: {e}")))?
    }

    fn committed(&self, _batch: Batch, _applied: bool) {
        // The commit's own task told the cache, under the writer's turn, before the next
        // commit could start. Telling it again here, after the turn, would put back what this
        // batch wrote over what a later commit wrote meanwhile.
    }

    async fn claim_key(&self, claim: &KeyClaim<'_>) -> Result<Claim, StorageError> {
        // Like a batch, the claim runs in its own task, to its end, even if the caller goes
        // away: abandoned midway, it would keep the write lock on a pooled connection. A key
        // claimed for a caller that has gone is released by the task, so no claim is left held
        // by nobody until its lock expires.
        let turn = self.writer.clone().lock_owned().await;
        let pool = self.core.pool.clone();
        let owned = OwnedClaim::of(claim);
        let (tx_done, mut rx_done) = tokio::sync::oneshot::channel::<Result<Claim, StorageError>>();
        let task = tokio::spawn(async move {
            let _turn = turn;
            let decided = async {
                let mut tx = pool.begin_with("BEGIN IMMEDIATE").await.map_err(map_err)?;
                let decided = keys::claim_key::<Sqlite>(&mut tx, &owned.claim()).await;
                sql::finish(tx, decided).await.map_err(reported)
            }
            .await;
            if let Err(Ok(Claim::Claimed)) = tx_done.send(decided) {
                // Nobody will complete or release it: release it now.
                let released = keys::release_key::<Sqlite>(&pool, &owned.scope, &owned.key).await;
                if let Err(e) = released {
                    tracing::warn!(error = %e, "could not release an abandoned idempotency claim");
                }
            }
        });
        // The caller's end of the channel is dropped with this future: the task then knows.
        match (&mut rx_done).await {
            Ok(decided) => decided,
            Err(_) => Err(match task.await {
                Err(e) => StorageError::Other(format!("a claim task ended abnormally: {e}")),
                Ok(()) => StorageError::Other("a claim task ended without an answer".to_owned()),
            }),
        }
    }

    fn quotas(&self) -> &dyn Quotas {
        &self.counters
    }

    async fn run_usage(&self, counts: &[UsageCount]) -> Result<(), StorageError> {
        // In its own task, to its end, like a batch (see `run_batch`).
        let turn = self.writer.clone().lock_owned().await;
        let pool = self.core.pool.clone();
        let counts = counts.to_vec();
        let task = tokio::spawn(async move {
            let _turn = turn;
            let mut tx = pool.begin_with("BEGIN IMMEDIATE").await.map_err(map_err)?;
            let added = sql::usage::add_usage::<Sqlite>(&mut tx, &counts).await;
            sql::finish(tx, added).await.map_err(reported)
        });
        task.await
            .map_err(|e| StorageError::Other(format!("a usage task ended abnormally: {e}")))?
    }
}

/// A [`KeyClaim`] that owns its strings, for the task that decides it.
struct OwnedClaim {
    scope: String,
    key: String,
    fingerprint: [u8; 32],
    now_ms: i64,
    lock_ttl_ms: i64,
    ttl_ms: i64,
}

impl OwnedClaim {
    fn of(c: &KeyClaim<'_>) -> Self {
        Self {
            scope: c.scope.to_owned(),
            key: c.key.to_owned(),
            fingerprint: *c.fingerprint,
            now_ms: c.now_ms,
            lock_ttl_ms: c.lock_ttl_ms,
            ttl_ms: c.ttl_ms,
        }
    }

    fn claim(&self) -> KeyClaim<'_> {
        KeyClaim {
            scope: &self.scope,
            key: &self.key,
            fingerprint: &self.fingerprint,
            now_ms: self.now_ms,
            lock_ttl_ms: self.lock_ttl_ms,
            ttl_ms: self.ttl_ms,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::is_in_memory;
    use super::*;
    use crate::storage::{Batch, Document, Expect, Storage};

    fn doc(id: &str, version: u64) -> Document {
        Document {
            kind: "note".to_owned(),
            id: id.to_owned(),
            account: "acc_1".to_owned(),
            version,
            fields: Default::default(),
            body: serde_json::json!({ "v": version }),
        }
    }

    /// A storage on a new database file in a directory of its own (removed by the caller).
    async fn fresh(name: &str) -> (SqliteStorage, std::path::PathBuf) {
        let dir = std::env::temp_dir().join(format!(
            "edugen-{name}-{}-{}",
            std::process::id(),
            crate::ids::new_id("t", chrono::Utc::now())
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let s = SqliteStorage::connect(dir.join("db.sqlite").to_str().unwrap())
            .await
            .unwrap();
        (s, dir)
    }

    /// A commit abandoned at any point (its caller went away: a client disconnected) may
    /// still reach the database; the read cache must then not keep serving the old document.
    /// Each round caches the document, polls a commit of its next version a few more times
    /// than the last round, drops it, waits for the database to settle (the next commit takes
    /// the write lock after the abandoned transaction ended), and compares what `get` serves
    /// with the database's row.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_abandoned_commit_leaves_no_stale_document_in_the_read_cache() {
        let (s, dir) = fresh("cache").await;
        s.commit(Batch::new().put(doc("n", 1), Expect::Absent))
            .await
            .unwrap();
        let mut stale = Vec::new();
        for polls in 0..60 {
            let cached = s.get("note", "n").await.unwrap().unwrap();
            let next = doc("n", cached.version + 1);
            let mut commit =
                Box::pin(s.commit(Batch::new().put(next, Expect::Version(cached.version))));
            let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
            for _ in 0..polls {
                if commit.as_mut().poll(&mut cx).is_ready() {
                    break;
                }
                tokio::task::yield_now().await;
            }
            drop(commit);
            let settle = doc(&format!("settle-{polls}"), 1);
            s.commit(Batch::new().put(settle, Expect::Absent))
                .await
                .unwrap();
            let stored: i64 = sqlx::query_scalar(
                "SELECT version FROM documents WHERE kind = 'note' AND id = 'n'",
            )
            .fetch_one(&s.core.pool)
            .await
            .unwrap();
            let served = s.get("note", "n").await.unwrap().unwrap();
            if served.version as i64 != stored {
                stale.push((polls, served.version as i64, stored));
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(stale, Vec::new(), "(polls, served, stored)");
    }

    /// An idempotency claim abandoned at any point (its caller went away) neither keeps the
    /// write lock nor leaves its key held by nobody: each round polls a claim of a fresh key a
    /// few more times than the last round, drops it (releasing the key itself when the claim
    /// had already answered `Claimed`, as the API does), lets the database settle (the next
    /// commit takes the write lock after the abandoned claim's task ended), and claims the key
    /// again: it must be free.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_abandoned_idempotency_claim_holds_no_lock_and_no_key() {
        let (s, dir) = fresh("claim").await;
        let fp = [7u8; 32];
        let (lock_ttl, ttl) = (Duration::from_secs(300), Duration::from_secs(86_400));
        let mut held = Vec::new();
        for polls in 0..60 {
            let key = format!("k{polls}");
            let now = chrono::Utc::now();
            let mut claim = Box::pin(s.idempotency_claim("scope", &key, &fp, now, lock_ttl, ttl));
            let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
            let mut answered = None;
            for _ in 0..polls {
                if let std::task::Poll::Ready(r) = claim.as_mut().poll(&mut cx) {
                    answered = Some(r.unwrap());
                    break;
                }
                tokio::task::yield_now().await;
            }
            drop(claim);
            if answered == Some(Claim::Claimed) {
                s.idempotency_release("scope", &key).await.unwrap();
            }
            let settle = doc(&format!("settle-{polls}"), 1);
            s.commit(Batch::new().put(settle, Expect::Absent))
                .await
                .unwrap();
            let again = s
                .idempotency_claim("scope", &key, &fp, chrono::Utc::now(), lock_ttl, ttl)
                .await
                .unwrap();
            if again != Claim::Claimed {
                held.push((polls, again));
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(held, Vec::new(), "(polls, claim of the abandoned key)");
    }

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
