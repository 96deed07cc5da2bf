//! The job queue: the job changes of a batch, claims, and the next due time.

use std::time::Duration;

use chrono::{DateTime, Utc};
use sqlx::Pool;

use super::{
    Arg, Dialect, Fail, conflict, duration_millis, from_millis, limit, millis, other, present,
    reported,
};
use crate::storage::{ClaimedJob, Job, JobWrite, StorageError};

const ENQUEUE_JOB: &str = "INSERT INTO jobs (id, queue, due_at_ms, payload) \
                           VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING";

const RESCHEDULE_JOB: &str = "UPDATE jobs SET due_at_ms = $3, lease_until_ms = NULL, \
                              token = NULL WHERE id = $1 AND token = $2";

const FINISH_JOB: &str = "DELETE FROM jobs WHERE id = $1 AND token = $2";

/// Applies job changes inside the batch's transaction; true when workers should be woken.
pub(super) async fn apply_jobs<DB: Dialect>(
    conn: &mut DB::Connection,
    jobs: &[JobWrite],
) -> Result<bool, Fail> {
    let mut wake = false;
    for w in jobs {
        let (id, changed) = match w {
            JobWrite::Enqueue(job) => {
                wake = true;
                let payload = serde_json::to_string(&job.payload).map_err(other)?;
                let args = [
                    Arg::Text(&job.id),
                    Arg::Text(&job.queue),
                    Arg::Int(millis(job.due_at)),
                    Arg::Json(&payload),
                ];
                (&job.id, DB::execute(conn, ENQUEUE_JOB, &args).await?)
            }
            JobWrite::Reschedule { id, token, due_at } => {
                wake = true;
                let args = [Arg::Text(id), Arg::Text(token), Arg::Int(millis(*due_at))];
                (id, DB::execute(conn, RESCHEDULE_JOB, &args).await?)
            }
            JobWrite::Finish { id, token } => {
                let args = [Arg::Text(id), Arg::Text(token)];
                (id, DB::execute(conn, FINISH_JOB, &args).await?)
            }
        };
        if changed != 1 {
            return Err(conflict("job", id).into());
        }
    }
    Ok(wake)
}

/// Leases up to `max` due jobs of `queue` with the backend's [`Dialect::CLAIM_JOBS`], earliest
/// first.
pub(super) async fn claim_jobs<DB: Dialect>(
    pool: &Pool<DB>,
    queue: &str,
    now: DateTime<Utc>,
    lease: Duration,
    max: usize,
) -> Result<Vec<ClaimedJob>, StorageError> {
    if max == 0 {
        return Ok(Vec::new());
    }
    let now_ms = millis(now);
    let until = now_ms.saturating_add(duration_millis(lease));
    let args = [
        Arg::Text(queue),
        Arg::Int(now_ms),
        Arg::Int(limit(max)),
        Arg::Int(until),
    ];
    let mut claimed: Vec<ClaimedJob> = reported::<DB, _>(
        async {
            let mut conn = pool.acquire().await?;
            let rows = DB::fetch_all(&mut conn, DB::CLAIM_JOBS, &args).await?;
            rows.iter()
                .map(|row| claimed_job::<DB>(row, queue))
                .collect()
        }
        .await,
    )?;
    // RETURNING keeps no order: earliest first, as documented.
    claimed.sort_by(|a, b| (a.job.due_at, &a.job.id).cmp(&(b.job.due_at, &b.job.id)));
    Ok(claimed)
}

/// The job a row of [`Dialect::CLAIM_JOBS`] leased.
fn claimed_job<DB: Dialect>(row: &DB::Row, queue: &str) -> Result<ClaimedJob, Fail> {
    let due_ms = present(DB::int(row, "due_at_ms")?, "due_at_ms")?;
    let payload = present(DB::json(row, "payload")?, "payload")?;
    Ok(ClaimedJob {
        job: Job {
            id: DB::text(row, "id")?,
            queue: queue.to_owned(),
            due_at: from_millis(due_ms, "job due time")?,
            payload: serde_json::from_str(&payload)
                .map_err(|e| other(format_args!("undecodable job payload: {e}")))?,
        },
        token: DB::text(row, "token")?,
    })
}

/// When the next job of `queue` becomes claimable.
pub(super) async fn next_job_at<DB: Dialect>(
    pool: &Pool<DB>,
    queue: &str,
) -> Result<Option<DateTime<Utc>>, StorageError> {
    let sql = format!(
        "SELECT MIN({}(due_at_ms, COALESCE(lease_until_ms, due_at_ms))) AS next_ms FROM jobs \
         WHERE queue = $1",
        DB::GREATEST
    );
    let next = reported::<DB, _>(
        async {
            let mut conn = pool.acquire().await?;
            let row = DB::fetch_optional(&mut conn, &sql, &[Arg::Text(queue)]).await?;
            Ok(match &row {
                Some(row) => DB::int(row, "next_ms")?,
                None => None,
            })
        }
        .await,
    )?;
    next.map(|ms| from_millis(ms, "job due time")).transpose()
}
