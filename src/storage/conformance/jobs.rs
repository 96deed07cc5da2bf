//! The job queue (the transactional outbox): jobs enqueued with the writes or not at all,
//! claims under a lease, finishing and rescheduling, concurrent claims, wake-ups.

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};

use super::{commit, concurrently, doc, now, ok, unique};
use crate::storage::{Batch, ClaimedJob, Expect, Job, JobWrite, Storage, StorageError};

fn job(queue: &str, id: &str, due_at: DateTime<Utc>) -> Job {
    Job {
        id: id.to_owned(),
        queue: queue.to_owned(),
        due_at,
        payload: serde_json::json!({ "taskId": id }),
    }
}

/// A batch enqueuing one job.
fn enqueue(queue: &str, id: &str, due_at: DateTime<Utc>) -> Batch {
    Batch::new().job(JobWrite::Enqueue(job(queue, id, due_at)))
}

/// The jobs of `queue` due at `at`, leased for `lease`.
async fn lease(
    s: &dyn Storage,
    queue: &str,
    at: DateTime<Utc>,
    lease: Duration,
    max: usize,
) -> Vec<ClaimedJob> {
    ok(
        s.claim_jobs(queue, at, lease, max).await,
        &format!("claim_jobs {queue}"),
    )
}

async fn next_job_at(s: &dyn Storage, queue: &str) -> Option<DateTime<Utc>> {
    ok(s.next_job_at(queue).await, &format!("next_job_at {queue}"))
}

/// A batch whose write fails enqueues nothing; one that succeeds enqueues its jobs.
pub async fn jobs_are_enqueued_with_the_writes_or_not_at_all(s: &dyn Storage) {
    let queue = unique("q");
    let kind = unique("kind");
    let t = now();
    let failing =
        enqueue(&queue, &unique("job"), t).put(doc(&kind, "a", "acc_1", 1), Expect::Version(7));
    assert!(
        matches!(s.commit(failing).await, Err(StorageError::Conflict { .. })),
        "a failing write must fail the batch"
    );
    assert_eq!(
        next_job_at(s, &queue).await,
        None,
        "no job may survive a failed batch"
    );
    let id = unique("job");
    let succeeding = enqueue(&queue, &id, t).put(doc(&kind, "a", "acc_1", 1), Expect::Absent);
    commit(s, succeeding, "a batch that writes and enqueues").await;
    assert_eq!(next_job_at(s, &queue).await, Some(t));
    match s.commit(enqueue(&queue, &id, t)).await {
        Err(StorageError::Conflict { kind, id: got }) => {
            assert_eq!((kind.as_str(), got.as_str()), ("job", id.as_str()))
        }
        other => panic!("enqueuing an existing job id must conflict, got {other:?}"),
    }
}

/// Jobs are claimed only when due, earliest first, and not again while leased.
pub async fn jobs_are_claimed_when_due_under_a_lease(s: &dyn Storage) {
    let queue = unique("q");
    let t = now();
    let later_t = t + chrono::Duration::seconds(10);
    let (early, late) = (unique("job"), unique("job"));
    let batch = enqueue(&queue, &late, later_t).job(JobWrite::Enqueue(job(&queue, &early, t)));
    commit(s, batch, "enqueue two jobs").await;
    let d = Duration::from_secs(60);
    let got = lease(s, &queue, t, d, 10).await;
    assert_eq!(got.len(), 1, "only the due job is claimed");
    assert_eq!(got[0].job, job(&queue, &early, t));
    assert!(lease(s, &queue, t, d, 10).await.is_empty(), "leased");
    // The earliest claimable moment is now the later job's due time.
    assert_eq!(next_job_at(s, &queue).await, Some(later_t));
    let later = lease(s, &queue, later_t, d, 10).await;
    assert_eq!(later.len(), 1);
    assert_eq!(later[0].job.id, late);
    // A lease that has ended lets another worker claim the job, under a new token.
    let again = lease(s, &queue, t + chrono::Duration::seconds(60), d, 10).await;
    assert_eq!(again.len(), 1);
    assert_eq!(again[0].job.id, early);
    assert_ne!(again[0].token, got[0].token);
}

/// Finish and reschedule need the current lease's token; a lost lease is a conflict.
pub async fn only_the_lease_holder_finishes_or_reschedules_a_job(s: &dyn Storage) {
    let queue = unique("q");
    let t = now();
    let id = unique("job");
    commit(s, enqueue(&queue, &id, t), "enqueue").await;
    let d = Duration::from_secs(30);
    let first = lease(s, &queue, t, d, 1).await.remove(0);
    let second = lease(s, &queue, t + chrono::Duration::seconds(30), d, 1)
        .await
        .remove(0);
    let stale = Batch::new().job(JobWrite::Finish {
        id: id.clone(),
        token: first.token.clone(),
    });
    assert!(matches!(
        s.commit(stale).await,
        Err(StorageError::Conflict { .. })
    ));
    let due = t + chrono::Duration::seconds(300);
    let resched = Batch::new().job(JobWrite::Reschedule {
        id: id.clone(),
        token: second.token.clone(),
        due_at: due,
    });
    commit(s, resched, "reschedule under the current lease").await;
    assert_eq!(next_job_at(s, &queue).await, Some(due));
    let just_before = due - chrono::Duration::milliseconds(1);
    assert!(lease(s, &queue, just_before, d, 1).await.is_empty());
    let third = lease(s, &queue, due, d, 1).await.remove(0);
    // The rescheduled job keeps its id and payload, with its new due time.
    assert_eq!(third.job, job(&queue, &id, due));
    let finish = Batch::new().job(JobWrite::Finish {
        id: id.clone(),
        token: third.token,
    });
    commit(s, finish, "finish under the current lease").await;
    assert_eq!(next_job_at(s, &queue).await, None);
}

/// Concurrent claimers never get the same job.
pub async fn concurrent_claims_take_each_job_once(storage: Arc<dyn Storage>) {
    let queue = unique("q");
    let t = now();
    let expected: Vec<String> = (0..40).map(|i| format!("{queue}-{i:02}")).collect();
    let batch = (expected.iter()).fold(Batch::new(), |b, id| {
        b.job(JobWrite::Enqueue(job(&queue, id, t)))
    });
    commit(&*storage, batch, "enqueue 40 jobs").await;
    let claimed = concurrently(&storage, 8, |s, _| {
        let queue = queue.clone();
        async move {
            let mut mine = Vec::new();
            loop {
                let got = lease(&*s, &queue, t, Duration::from_secs(60), 3).await;
                if got.is_empty() {
                    return mine;
                }
                mine.extend(got.into_iter().map(|c| c.job.id));
            }
        }
    })
    .await;
    let mut all: Vec<String> = claimed.into_iter().flatten().collect();
    all.sort();
    assert_eq!(all, expected, "each job claimed exactly once");
}

/// A commit that enqueues a job notifies the job signal.
pub async fn commits_that_enqueue_jobs_wake_the_workers(storage: Arc<dyn Storage>) {
    let queue = unique("q");
    let signal = storage.job_signal();
    let waiter = tokio::spawn(async move { signal.notified().await });
    tokio::task::yield_now().await;
    let batch = enqueue(&queue, &unique("job"), now());
    commit(&*storage, batch, "enqueue").await;
    tokio::time::timeout(Duration::from_secs(5), waiter)
        .await
        .expect("the commit must wake a waiting worker")
        .unwrap();
}
