//! Idempotency keys: claims, responses, releases and purges.

use bytes::Bytes;
use chrono::{DateTime, Utc};
use sqlx::Pool;

use super::{Arg, Dialect, Fail, execute_on, limit, millis, other, present};
use crate::storage::{Claim, StorageError, StoredResponse};

const INSERT_KEY: &str = "INSERT INTO idempotency_keys \
                          (scope, key, fingerprint, first_used_ms, locked_at_ms) \
                          VALUES ($1, $2, $3, $4, $4) ON CONFLICT (scope, key) DO NOTHING";

const READ_KEY: &str = "SELECT fingerprint, first_used_ms, locked_at_ms, status, headers, body \
                        FROM idempotency_keys WHERE scope = $1 AND key = $2";

const RENEW_KEY: &str = "UPDATE idempotency_keys SET fingerprint = $3, first_used_ms = $4, \
                         locked_at_ms = $4, status = NULL, headers = NULL, body = NULL \
                         WHERE scope = $1 AND key = $2";

const TAKE_OVER_KEY: &str =
    "UPDATE idempotency_keys SET locked_at_ms = $3 WHERE scope = $1 AND key = $2";

const COMPLETE_KEY: &str = "UPDATE idempotency_keys SET status = $3, headers = $4, body = $5 \
                            WHERE scope = $1 AND key = $2";

const RELEASE_KEY: &str = "DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2";

/// A claim of an idempotency key, times in Unix milliseconds (see
/// [`Storage::idempotency_claim`](crate::storage::Storage::idempotency_claim)).
#[derive(Debug, Clone, Copy)]
pub(in crate::storage) struct KeyClaim<'a> {
    pub scope: &'a str,
    pub key: &'a str,
    pub fingerprint: &'a [u8; 32],
    pub now_ms: i64,
    pub lock_ttl_ms: i64,
    pub ttl_ms: i64,
}

/// The decision of a claim, inside its transaction.
pub(in crate::storage) async fn claim_key<DB: Dialect>(
    conn: &mut DB::Connection,
    claim: &KeyClaim<'_>,
) -> Result<Claim, Fail> {
    let KeyClaim {
        scope,
        key,
        fingerprint,
        now_ms,
        lock_ttl_ms,
        ttl_ms,
    } = *claim;
    let new = [
        Arg::Text(scope),
        Arg::Text(key),
        Arg::Bytes(&fingerprint[..]),
        Arg::Int(now_ms),
    ];
    if DB::execute(conn, INSERT_KEY, &new).await? == 1 {
        return Ok(Claim::Claimed);
    }
    // The key exists: read it (locked where rows have locks, so concurrent claims decide one
    // after another).
    let read = format!("{READ_KEY}{}", DB::LOCK_ROW);
    let Some(row) = DB::fetch_optional(conn, &read, &new[..2]).await? else {
        // Released or purged in between.
        return Err(Fail::Again);
    };

    let first_used_ms = present(DB::int(&row, "first_used_ms")?, "first_used_ms")?;
    if first_used_ms.saturating_add(ttl_ms) <= now_ms {
        // The key's window has passed: it is claimed anew, whatever it held.
        DB::execute(conn, RENEW_KEY, &new).await?;
        return Ok(Claim::Claimed);
    }
    let stored_fingerprint = present(DB::bytes(&row, "fingerprint")?, "fingerprint")?;
    if stored_fingerprint[..] != fingerprint[..] {
        return Ok(Claim::Mismatch);
    }
    if let Some(status) = DB::int32(&row, "status")? {
        let body = DB::bytes(&row, "body")?;
        let headers: Vec<(String, String)> = match DB::json(&row, "headers")? {
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
    let locked_at_ms = present(DB::int(&row, "locked_at_ms")?, "locked_at_ms")?;
    if locked_at_ms.saturating_add(lock_ttl_ms) <= now_ms {
        // The holder is presumed dead: take the key over.
        let args = [new[0], new[1], Arg::Int(now_ms)];
        DB::execute(conn, TAKE_OVER_KEY, &args).await?;
        return Ok(Claim::Claimed);
    }
    Ok(Claim::InProgress)
}

/// Deletes up to `max` keys of the claim's scope (but its key) whose window has passed.
pub(super) async fn purge_expired_keys<DB: Dialect>(
    pool: &Pool<DB>,
    claim: &KeyClaim<'_>,
    max: i64,
) -> Result<u64, StorageError> {
    let sql = format!(
        "DELETE FROM idempotency_keys WHERE (scope, key) IN (SELECT scope, key \
         FROM idempotency_keys WHERE scope = $1 AND first_used_ms <= $2 AND key <> $3 \
         LIMIT $4{})",
        DB::SKIP_LOCKED
    );
    let args = [
        Arg::Text(claim.scope),
        Arg::Int(claim.now_ms.saturating_sub(claim.ttl_ms)),
        Arg::Text(claim.key),
        Arg::Int(max),
    ];
    execute_on(pool, &sql, &args).await
}

/// Stores the response of a claimed key.
pub(super) async fn complete_key<DB: Dialect>(
    pool: &Pool<DB>,
    scope: &str,
    key: &str,
    response: &StoredResponse,
) -> Result<(), StorageError> {
    let headers = serde_json::to_string(&response.headers).map_err(other)?;
    let args = [
        Arg::Text(scope),
        Arg::Text(key),
        Arg::Int32(i32::from(response.status)),
        Arg::Json(&headers),
        Arg::Bytes(&response.body[..]),
    ];
    execute_on(pool, COMPLETE_KEY, &args).await?;
    Ok(())
}

/// Releases a claimed key.
pub(in crate::storage) async fn release_key<DB: Dialect>(
    pool: &Pool<DB>,
    scope: &str,
    key: &str,
) -> Result<(), StorageError> {
    execute_on(pool, RELEASE_KEY, &[Arg::Text(scope), Arg::Text(key)]).await?;
    Ok(())
}

/// Deletes up to `max` idempotency keys, of any scope, first used before `before`.
pub(super) async fn purge_idempotency_keys<DB: Dialect>(
    pool: &Pool<DB>,
    before: DateTime<Utc>,
    max: usize,
) -> Result<u64, StorageError> {
    let sql = format!(
        "DELETE FROM idempotency_keys WHERE (scope, key) IN (SELECT scope, key \
         FROM idempotency_keys WHERE first_used_ms < $1 LIMIT $2{})",
        DB::SKIP_LOCKED
    );
    let args = [Arg::Int(millis(before)), Arg::Int(limit(max))];
    execute_on(pool, &sql, &args).await
}
