//! Usage counters: additions (upserts that add, never overwrite) and reads summed per bucket.

use sqlx::Pool;

use super::{Arg, Dialect, Fail, other, present, reported};
use crate::storage::{StorageError, UsageCount, UsageQuery, merge_usage};

/// Rows per statement (six placeholders each, far below either database's limit).
const CHUNK: usize = 100;

const READ_USAGE: &str = "SELECT (start_ms / $4) * $4 AS bucket_ms, mode, family, metric, \
                          CAST(SUM(total) AS BIGINT) AS total FROM usage_counters \
                          WHERE account = $1 AND start_ms >= $2 AND start_ms < $3 \
                          GROUP BY bucket_ms, mode, family, metric \
                          ORDER BY bucket_ms, mode, family, metric";

/// Adds `counts` inside the caller's transaction, in key order (so that concurrent additions
/// lock rows in one order).
pub(in crate::storage) async fn add_usage<DB: Dialect>(
    conn: &mut DB::Connection,
    counts: &[UsageCount],
) -> Result<(), Fail> {
    let merged: Vec<_> = merge_usage(counts).into_iter().collect();
    for chunk in merged.chunks(CHUNK) {
        let mut sql = String::from(
            "INSERT INTO usage_counters (account, mode, start_ms, family, metric, total) VALUES ",
        );
        let mut args = Vec::with_capacity(chunk.len() * 6);
        for (i, &((account, mode, start, family, metric), n)) in chunk.iter().enumerate() {
            let at = i * 6;
            if i > 0 {
                sql.push_str(", ");
            }
            sql.push_str(&format!(
                "(${}, ${}, ${}, ${}, ${}, ${})",
                at + 1,
                at + 2,
                at + 3,
                at + 4,
                at + 5,
                at + 6
            ));
            args.extend([
                Arg::Text(account),
                Arg::Text(mode),
                Arg::Int(start),
                Arg::Text(family),
                Arg::Text(metric),
                Arg::Int(i64::try_from(n).unwrap_or(i64::MAX)),
            ]);
        }
        sql.push_str(
            " ON CONFLICT (account, start_ms, mode, family, metric) \
             DO UPDATE SET total = usage_counters.total + excluded.total",
        );
        DB::execute(conn, &sql, &args).await?;
    }
    Ok(())
}

/// The account's counters in the query's range, summed per bucket.
pub(in crate::storage) async fn read_usage<DB: Dialect>(
    pool: &Pool<DB>,
    q: &UsageQuery,
) -> Result<Vec<UsageCount>, StorageError> {
    let bucket = i64::try_from(q.bucket.as_millis())
        .unwrap_or(i64::MAX)
        .max(1);
    let args = [
        Arg::Text(&q.account),
        Arg::Int(q.from.timestamp_millis()),
        Arg::Int(q.to.timestamp_millis()),
        Arg::Int(bucket),
    ];
    let rows = reported::<DB, _>(
        async {
            let mut conn = pool.acquire().await?;
            Ok(DB::fetch_all(&mut conn, READ_USAGE, &args).await?)
        }
        .await,
    )?;
    rows.iter()
        .map(|row| {
            let read = |e: sqlx::Error| DB::storage_error(e);
            let start = present(DB::int(row, "bucket_ms").map_err(read)?, "bucket_ms")?;
            let total = present(DB::int(row, "total").map_err(read)?, "total")?;
            Ok(UsageCount {
                account: q.account.clone(),
                mode: DB::text(row, "mode").map_err(read)?,
                start: chrono::DateTime::from_timestamp_millis(start)
                    .ok_or_else(|| other("bucket_ms out of range"))?,
                family: DB::text(row, "family").map_err(read)?,
                metric: DB::text(row, "metric").map_err(read)?,
                count: u64::try_from(total).unwrap_or(0),
            })
        })
        .collect()
}
