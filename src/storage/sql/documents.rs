//! Documents: reads, lists, purges, and the writes of a batch.

use sqlx::Pool;

use super::{Arg, Dialect, Fail, execute_on, limit, other, present, reported};
use crate::storage::{Document, Expect, ListQuery, StorageError, Write, sql::conflict};

/// The columns of a document, as [`document_from_row`] reads them.
macro_rules! select_documents {
    () => {
        "SELECT kind, id, account, version, fields, body FROM documents"
    };
}

const GET_DOCUMENT: &str = concat!(select_documents!(), " WHERE kind = $1 AND id = $2");

const PUT_ABSENT: &str = "INSERT INTO documents (kind, id, account, version, fields, body) \
                          VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (kind, id) DO NOTHING";

const PUT_ANY: &str = "INSERT INTO documents (kind, id, account, version, fields, body) \
                       VALUES ($1, $2, $3, $4, $5, $6) \
                       ON CONFLICT (kind, id) DO UPDATE SET account = excluded.account, \
                       version = excluded.version, fields = excluded.fields, body = excluded.body";

const PUT_VERSION: &str = "UPDATE documents SET account = $3, version = $4, fields = $5, \
                           body = $6 WHERE kind = $1 AND id = $2 AND version = $7";

const DOCUMENT_EXISTS: &str = "SELECT 1 AS found FROM documents WHERE kind = $1 AND id = $2";

const DELETE_ANY: &str = "DELETE FROM documents WHERE kind = $1 AND id = $2";

const DELETE_VERSION: &str = "DELETE FROM documents WHERE kind = $1 AND id = $2 AND version = $3";

/// The document a row of `select_documents!()` holds.
pub(in crate::storage) fn document_from_row<DB: Dialect>(row: &DB::Row) -> Result<Document, Fail> {
    let version = present(DB::int(row, "version")?, "version")?;
    let fields = present(DB::json(row, "fields")?, "fields")?;
    let body = present(DB::json(row, "body")?, "body")?;
    Ok(Document {
        kind: DB::text(row, "kind")?,
        id: DB::text(row, "id")?,
        account: DB::text(row, "account")?,
        version: u64::try_from(version).map_err(|_| other("negative document version"))?,
        fields: serde_json::from_str(&fields)
            .map_err(|e| other(format_args!("undecodable document fields: {e}")))?,
        body: serde_json::from_str(&body)
            .map_err(|e| other(format_args!("undecodable document body: {e}")))?,
    })
}

/// The document of `kind` with `id`.
pub(super) async fn get_document<DB: Dialect>(
    pool: &Pool<DB>,
    kind: &str,
    id: &str,
) -> Result<Option<Document>, StorageError> {
    reported::<DB, _>(
        async {
            let mut conn = pool.acquire().await?;
            let key = [Arg::Text(kind), Arg::Text(id)];
            let row = DB::fetch_optional(&mut conn, GET_DOCUMENT, &key).await?;
            row.as_ref().map(document_from_row::<DB>).transpose()
        }
        .await,
    )
}

/// One page of documents.
pub(super) async fn list_documents<DB: Dialect>(
    pool: &Pool<DB>,
    q: &ListQuery,
) -> Result<Vec<Document>, StorageError> {
    if q.limit == 0 {
        return Ok(Vec::new());
    }
    // Only placeholders are formatted into the statement; every value is bound.
    let mut sql = String::from(concat!(
        select_documents!(),
        " WHERE kind = $1 AND account = $2"
    ));
    let mut args = vec![Arg::Text(&q.kind), Arg::Text(&q.account)];
    if let Some(before) = &q.before {
        args.push(Arg::Text(before));
        sql.push_str(&format!(" AND id < ${}", args.len()));
    }
    let first = args.len() + 1;
    let filters: Vec<(String, String)> = (q.filters.iter().enumerate())
        .map(|(i, (name, _))| DB::field_filter(name, first + 2 * i, first + 2 * i + 1))
        .collect();
    for ((condition, name), (_, value)) in filters.iter().zip(&q.filters) {
        sql.push_str(condition);
        args.extend([Arg::Text(name), Arg::Text(value)]);
    }
    args.push(Arg::Int(limit(q.limit)));
    sql.push_str(&format!(" ORDER BY id DESC LIMIT ${}", args.len()));

    reported::<DB, _>(
        async {
            let mut conn = pool.acquire().await?;
            let rows = DB::fetch_all(&mut conn, &sql, &args).await?;
            rows.iter().map(document_from_row::<DB>).collect()
        }
        .await,
    )
}

/// Deletes up to `max` documents of `kind` whose id sorts below `before`.
pub(super) async fn purge_documents<DB: Dialect>(
    pool: &Pool<DB>,
    kind: &str,
    before: &str,
    max: usize,
) -> Result<u64, StorageError> {
    let sql = format!(
        "DELETE FROM documents WHERE (kind, id) IN (SELECT kind, id FROM documents \
         WHERE kind = $1 AND id < $2 ORDER BY id LIMIT $3{})",
        DB::SKIP_LOCKED
    );
    let args = [Arg::Text(kind), Arg::Text(before), Arg::Int(limit(max))];
    execute_on(pool, &sql, &args).await
}

/// Applies the writes in order; each statement checks its own condition, and sees what the
/// earlier writes of the transaction did.
pub(super) async fn apply_writes<DB: Dialect>(
    conn: &mut DB::Connection,
    writes: &[Write],
) -> Result<(), Fail> {
    for write in writes {
        let (kind, id, held) = match write {
            Write::Put { doc, expect } => {
                (&doc.kind, &doc.id, put::<DB>(conn, doc, *expect).await?)
            }
            Write::Delete { kind, id, expect } => {
                (kind, id, delete::<DB>(conn, kind, id, *expect).await?)
            }
        };
        if !held {
            return Err(conflict(kind, id).into());
        }
    }
    Ok(())
}

/// One put; false when its expectation does not hold.
async fn put<DB: Dialect>(
    conn: &mut DB::Connection,
    doc: &Document,
    expect: Expect,
) -> Result<bool, Fail> {
    let version = i64::try_from(doc.version)
        .map_err(|_| other("document version does not fit a signed 64-bit integer"))?;
    let (sql, expected) = match expect {
        Expect::Absent => (PUT_ABSENT, None),
        Expect::Any => (PUT_ANY, None),
        Expect::Version(expected) => {
            let Ok(expected) = i64::try_from(expected) else {
                return Ok(false); // no stored version is that large
            };
            (PUT_VERSION, Some(expected))
        }
    };
    let fields = serde_json::to_string(&doc.fields).map_err(other)?;
    let body = serde_json::to_string(&doc.body).map_err(other)?;
    let args = [
        Arg::Text(&doc.kind),
        Arg::Text(&doc.id),
        Arg::Text(&doc.account),
        Arg::Int(version),
        Arg::Json(&fields),
        Arg::Json(&body),
        Arg::Int(expected.unwrap_or_default()),
    ];
    let bound = if expected.is_some() { 7 } else { 6 };
    let changed = DB::execute(conn, sql, &args[..bound]).await?;
    // Any: an upsert always changes one row; Absent and Version: one row or the condition failed.
    Ok(changed == 1)
}

/// One delete; false when its expectation does not hold.
async fn delete<DB: Dialect>(
    conn: &mut DB::Connection,
    kind: &str,
    id: &str,
    expect: Expect,
) -> Result<bool, Fail> {
    let key = [Arg::Text(kind), Arg::Text(id)];
    match expect {
        Expect::Absent => {
            // Nothing to delete; the write only asserts the document does not exist.
            let found = DB::fetch_optional(conn, DOCUMENT_EXISTS, &key).await?;
            Ok(found.is_none())
        }
        Expect::Any => {
            DB::execute(conn, DELETE_ANY, &key).await?;
            Ok(true)
        }
        Expect::Version(expected) => {
            let Ok(expected) = i64::try_from(expected) else {
                return Ok(false);
            };
            let args = [key[0], key[1], Arg::Int(expected)];
            Ok(DB::execute(conn, DELETE_VERSION, &args).await? == 1)
        }
    }
}
