//! What the SQL backends share: the statements, the mapping of rows to documents, jobs and
//! idempotency keys, the logic of batches and claims, and one [`Storage`](super::Storage)
//! implementation for both ([`backend`]).
//!
//! The statements are written once, with `$n` placeholders (SQLite reads them too). A backend
//! implements [`Dialect`] for the little that differs in them: what its errors mean, its locking
//! clauses, its job-claim statement, list filters on JSON fields, and how a JSON column is
//! encoded ([`JsonText`]); and [`backend::Backend`] for what differs around them (transactions,
//! caches, quota counters). Statements run through [`SqlDb`], which binds [`Arg`]s and reads
//! typed columns on any `sqlx` database that can.
//!
//! - [`documents`]: reads, lists, purges and the writes of a batch;
//! - [`jobs`]: the job changes of a batch, claims and the next due time;
//! - [`keys`]: idempotency claims, responses, releases and purges;
//! - [`usage`]: usage counters, added to and read per bucket.

pub(in crate::storage) mod backend;
pub(in crate::storage) mod documents;
pub(in crate::storage) mod jobs;
pub(in crate::storage) mod keys;
pub(in crate::storage) mod usage;

use std::future::Future;
use std::time::Duration;

use chrono::{DateTime, TimeZone, Utc};
use sqlx::query::Query;
use sqlx::{ColumnIndex, Database, Decode, Encode, Executor, IntoArguments, Pool, Row, Type};

use super::{Batch, StorageError};

// ---------------------------------------------------------------------------------------------
// Running statements on any database

/// A value bound to a statement's placeholder.
#[derive(Debug, Clone, Copy)]
pub(super) enum Arg<'a> {
    /// Text.
    Text(&'a str),
    /// A 64-bit integer.
    Int(i64),
    /// A 32-bit integer (the `INTEGER` column of a stored HTTP status).
    Int32(i32),
    /// Bytes.
    Bytes(&'a [u8]),
    /// JSON text, for a JSON column.
    Json(&'a str),
}

/// JSON text in the backend's JSON column type: `TEXT` in SQLite, `JSONB` in PostgreSQL (each
/// backend encodes it). Bound as `JsonText<&str>`, read as `JsonText<String>`.
#[derive(Debug)]
pub(super) struct JsonText<T>(pub T);

/// The number of rows a statement changed.
pub(super) trait RowsAffected {
    fn rows_affected(&self) -> u64;
}

/// A type a column can be read into.
pub(super) trait FromColumn<DB: Database>: for<'r> Decode<'r, DB> + Type<DB> {}

impl<DB: Database, T: for<'r> Decode<'r, DB> + Type<DB>> FromColumn<DB> for T {}

/// Statements with bound [`Arg`]s, on any database whose driver takes them.
pub(super) trait SqlDb: Database {
    /// Runs `sql`; the number of rows it changed.
    fn execute<'c>(
        conn: &'c mut Self::Connection,
        sql: &'c str,
        args: &'c [Arg<'c>],
    ) -> impl Future<Output = Result<u64, sqlx::Error>> + Send + 'c;

    /// Runs `sql`; its first row, if any.
    fn fetch_optional<'c>(
        conn: &'c mut Self::Connection,
        sql: &'c str,
        args: &'c [Arg<'c>],
    ) -> impl Future<Output = Result<Option<Self::Row>, sqlx::Error>> + Send + 'c;

    /// Runs `sql`; all its rows.
    fn fetch_all<'c>(
        conn: &'c mut Self::Connection,
        sql: &'c str,
        args: &'c [Arg<'c>],
    ) -> impl Future<Output = Result<Vec<Self::Row>, sqlx::Error>> + Send + 'c;

    /// The text column `name` of `row`.
    fn text(row: &Self::Row, name: &str) -> Result<String, sqlx::Error>;
    /// The integer column `name` of `row`.
    fn int(row: &Self::Row, name: &str) -> Result<Option<i64>, sqlx::Error>;
    /// The 32-bit integer column `name` of `row`.
    fn int32(row: &Self::Row, name: &str) -> Result<Option<i32>, sqlx::Error>;
    /// The bytes column `name` of `row`.
    fn bytes(row: &Self::Row, name: &str) -> Result<Option<Vec<u8>>, sqlx::Error>;
    /// The JSON column `name` of `row`, as text.
    fn json(row: &Self::Row, name: &str) -> Result<Option<String>, sqlx::Error>;
}

impl<DB> SqlDb for DB
where
    DB: Database,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    for<'q> DB::Arguments<'q>: IntoArguments<'q, DB>,
    for<'q> &'q str: Encode<'q, DB> + Type<DB>,
    for<'q> &'q [u8]: Encode<'q, DB> + Type<DB>,
    for<'q> i64: Encode<'q, DB> + Type<DB>,
    for<'q> i32: Encode<'q, DB> + Type<DB>,
    for<'q> JsonText<&'q str>: Encode<'q, DB> + Type<DB>,
    for<'n> &'n str: ColumnIndex<DB::Row>,
    String: FromColumn<DB>,
    i64: FromColumn<DB>,
    i32: FromColumn<DB>,
    Vec<u8>: FromColumn<DB>,
    JsonText<String>: FromColumn<DB>,
    DB::QueryResult: RowsAffected,
{
    fn execute<'c>(
        conn: &'c mut DB::Connection,
        sql: &'c str,
        args: &'c [Arg<'c>],
    ) -> impl Future<Output = Result<u64, sqlx::Error>> + Send + 'c {
        let query = bound(sqlx::query(sql), args);
        async move { Ok(query.execute(conn).await?.rows_affected()) }
    }

    fn fetch_optional<'c>(
        conn: &'c mut DB::Connection,
        sql: &'c str,
        args: &'c [Arg<'c>],
    ) -> impl Future<Output = Result<Option<DB::Row>, sqlx::Error>> + Send + 'c {
        bound(sqlx::query(sql), args).fetch_optional(conn)
    }

    fn fetch_all<'c>(
        conn: &'c mut DB::Connection,
        sql: &'c str,
        args: &'c [Arg<'c>],
    ) -> impl Future<Output = Result<Vec<DB::Row>, sqlx::Error>> + Send + 'c {
        bound(sqlx::query(sql), args).fetch_all(conn)
    }

    fn text(row: &DB::Row, name: &str) -> Result<String, sqlx::Error> {
        row.try_get(name)
    }

    fn int(row: &DB::Row, name: &str) -> Result<Option<i64>, sqlx::Error> {
        row.try_get(name)
    }

    fn int32(row: &DB::Row, name: &str) -> Result<Option<i32>, sqlx::Error> {
        row.try_get(name)
    }

    fn bytes(row: &DB::Row, name: &str) -> Result<Option<Vec<u8>>, sqlx::Error> {
        row.try_get(name)
    }

    fn json(row: &DB::Row, name: &str) -> Result<Option<String>, sqlx::Error> {
        let json: Option<JsonText<String>> = row.try_get(name)?;
        Ok(json.map(|JsonText(text)| text))
    }
}

/// `query` with `args` bound in order.
fn bound<'q, DB>(
    mut query: Query<'q, DB, DB::Arguments<'q>>,
    args: &'q [Arg<'q>],
) -> Query<'q, DB, DB::Arguments<'q>>
where
    DB: Database,
    for<'a> &'a str: Encode<'a, DB> + Type<DB>,
    for<'a> &'a [u8]: Encode<'a, DB> + Type<DB>,
    for<'a> i64: Encode<'a, DB> + Type<DB>,
    for<'a> i32: Encode<'a, DB> + Type<DB>,
    for<'a> JsonText<&'a str>: Encode<'a, DB> + Type<DB>,
{
    for arg in args {
        query = match *arg {
            Arg::Text(v) => query.bind(v),
            Arg::Int(v) => query.bind(v),
            Arg::Int32(v) => query.bind(v),
            Arg::Bytes(v) => query.bind(v),
            Arg::Json(v) => query.bind(JsonText(v)),
        };
    }
    query
}

/// What differs between the SQL backends.
pub(super) trait Dialect: SqlDb {
    /// Appended to a sub-select of rows to delete, so purges skip rows other transactions hold.
    const SKIP_LOCKED: &'static str;
    /// Appended to the read of an idempotency key inside its claim, so claims queue on the row.
    const LOCK_ROW: &'static str;
    /// The function giving the greater of two values.
    const GREATEST: &'static str;
    /// Leases the due jobs of a queue, each under a fresh random token: queue `$1`, now `$2`,
    /// limit `$3`, end of the lease `$4`; returns `id`, `due_at_ms`, `payload` and `token`.
    const CLAIM_JOBS: &'static str;

    /// What a driver error means to the caller.
    fn storage_error(e: sqlx::Error) -> StorageError;

    /// Whether a transaction that failed with `e` may simply run again.
    fn is_retryable(_e: &sqlx::Error) -> bool {
        false
    }

    /// A list condition: documents whose field `name` equals placeholder `$value_at`. Returns the
    /// condition (` AND …`) and the text to bind at placeholder `$name_at` to name the field.
    fn field_filter(name: &str, name_at: usize, value_at: usize) -> (String, String);
}

// ---------------------------------------------------------------------------------------------
// Errors and conversions

/// Why one run of a transaction failed.
#[derive(Debug)]
pub(super) enum Fail {
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
    /// Whether the transaction may run again.
    pub(super) fn retryable<DB: Dialect>(&self) -> bool {
        match self {
            Self::Storage(_) => false,
            Self::Db(e) => DB::is_retryable(e),
            Self::Again => true,
        }
    }

    /// The error to report, once the transaction has run for the last time: `exhausted` when
    /// the failure called for another run.
    pub(super) fn into_storage<DB: Dialect>(
        self,
        exhausted: impl FnOnce() -> StorageError,
    ) -> StorageError {
        if self.retryable::<DB>() {
            exhausted()
        } else {
            self.into_error::<DB>()
        }
    }

    /// The error to report, of a statement not retried.
    pub(super) fn into_error<DB: Dialect>(self) -> StorageError {
        match self {
            Self::Storage(e) => e,
            Self::Db(e) => DB::storage_error(e),
            Self::Again => other("a row vanished during the transaction"),
        }
    }
}

/// `result`, its failure reported as is.
fn reported<DB: Dialect, T>(result: Result<T, Fail>) -> Result<T, StorageError> {
    result.map_err(Fail::into_error::<DB>)
}

/// A column that must not be NULL.
fn present<T>(value: Option<T>, name: &str) -> Result<T, StorageError> {
    value.ok_or_else(|| other(format_args!("column {name} is NULL")))
}

pub(super) fn other(msg: impl std::fmt::Display) -> StorageError {
    StorageError::Other(msg.to_string())
}

pub(super) fn conflict(kind: &str, id: &str) -> StorageError {
    StorageError::Conflict {
        kind: kind.to_owned(),
        id: id.to_owned(),
    }
}

/// Unix milliseconds.
pub(super) fn millis(t: DateTime<Utc>) -> i64 {
    t.timestamp_millis()
}

fn from_millis(ms: i64, what: &str) -> Result<DateTime<Utc>, StorageError> {
    Utc.timestamp_millis_opt(ms)
        .single()
        .ok_or_else(|| other(format_args!("{what} out of range")))
}

/// A duration in milliseconds, saturating.
pub(super) fn duration_millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

/// A row count as a bound `LIMIT`, saturating.
fn limit(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// Commits `tx` after `result` succeeded, or rolls it back.
pub(super) async fn finish<DB: Database, T>(
    tx: sqlx::Transaction<'_, DB>,
    result: Result<T, Fail>,
) -> Result<T, Fail> {
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

/// Runs `sql` on a connection of `pool`; the number of rows it changed.
async fn execute_on<DB: Dialect>(
    pool: &Pool<DB>,
    sql: &str,
    args: &[Arg<'_>],
) -> Result<u64, StorageError> {
    reported::<DB, _>(
        async {
            let mut conn = pool.acquire().await?;
            Ok(DB::execute(&mut conn, sql, args).await?)
        }
        .await,
    )
}

// ---------------------------------------------------------------------------------------------
// Batches

/// Applies a batch's writes, then its job changes, inside the caller's transaction; true when
/// workers should be woken.
pub(super) async fn apply_batch<DB: Dialect>(
    conn: &mut DB::Connection,
    batch: &Batch,
) -> Result<bool, Fail> {
    documents::apply_writes::<DB>(conn, &batch.writes).await?;
    jobs::apply_jobs::<DB>(conn, &batch.jobs).await
}
