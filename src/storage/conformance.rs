//! The conformance suite a [`Storage`] backend must pass (feature `test-util`).
//!
//! Each check is a `pub async fn` named after the behaviour it proves and panics with a clear
//! message when the backend breaks it; [`run`] runs them all. Every check uses kinds, ids,
//! subjects and scopes with a random suffix, so the suite can run again and again against the
//! same database. The checks that prove atomicity under concurrency spawn Tokio tasks and so take
//! an `Arc<dyn Storage>`; call them from inside a Tokio runtime (a multi-threaded one exercises
//! the backend best).
//!
//! ```no_run
//! # async fn demo() {
//! use std::sync::Arc;
//! use edugen::storage::{conformance, MemoryStorage};
//! conformance::run(Arc::new(MemoryStorage::new())).await;
//! # }
//! ```

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use chrono::{DateTime, Utc};

use super::{
    Batch, Claim, Document, Expect, Job, JobWrite, ListQuery, QuotaOutcome, QuotaWindow, Storage,
    StorageError, StoredResponse,
};

/// Runs every check of the suite against `storage`, panicking on the first failure.
pub async fn run(storage: Arc<dyn Storage>) {
    let s = &*storage;
    put_then_get_returns_the_identical_document(s).await;
    commit_enforces_expectations(s).await;
    commit_is_all_or_nothing(s).await;
    writes_of_one_batch_see_each_other(s).await;
    list_returns_one_account_and_kind_by_id_descending(s).await;
    list_filters_on_fields(s).await;
    list_pages_through_every_document_once(s).await;
    hit_allows_up_to_the_limit(s).await;
    hit_refused_by_one_window_increments_none(s).await;
    hit_counts_from_zero_after_the_window_resets(s).await;
    concurrent_hits_never_exceed_the_limit(storage.clone()).await;
    idempotency_claim_follows_the_state_machine(s).await;
    idempotency_key_is_claimed_anew_after_ttl(s).await;
    idempotency_stale_holder_is_taken_over(s).await;
    idempotency_scopes_are_independent(s).await;
    concurrent_claims_of_one_key_claim_once(storage.clone()).await;
    concurrent_versioned_updates_succeed_once(storage.clone()).await;
    jobs_are_enqueued_with_the_writes_or_not_at_all(s).await;
    jobs_are_claimed_when_due_under_a_lease(s).await;
    only_the_lease_holder_finishes_or_reschedules_a_job(s).await;
    concurrent_claims_take_each_job_once(storage.clone()).await;
    purges_delete_only_what_is_older(s).await;
    commits_that_enqueue_jobs_wake_the_workers(storage).await;
}

/// The retention primitives delete exactly what sorts (or was first used) before the bound.
pub async fn purges_delete_only_what_is_older(s: &dyn Storage) {
    let kind = unique("purge");
    let mut batch = Batch::new();
    for id in ["evt_01", "evt_02", "evt_03", "evt_04"] {
        batch = batch.put(doc(&kind, id, "acc_1", 1), Expect::Absent);
    }
    s.commit(batch).await.unwrap();
    assert_eq!(
        s.purge_documents(&kind, "evt_03", 1).await.unwrap(),
        1,
        "limit"
    );
    assert_eq!(s.purge_documents(&kind, "evt_03", 10).await.unwrap(), 1);
    assert!(s.get(&kind, "evt_02").await.unwrap().is_none());
    assert!(
        s.get(&kind, "evt_03").await.unwrap().is_some(),
        "the bound itself stays"
    );
    assert!(s.get(&kind, "evt_04").await.unwrap().is_some());

    let scope = unique("scope");
    let t = now();
    // A window of 48 h: without the purge, the old key would still be held.
    let ttl = Duration::from_secs(2 * 86_400);
    let fp = [7u8; 32];
    for (key, at) in [("old", t - chrono::Duration::hours(25)), ("new", t)] {
        assert_eq!(
            s.idempotency_claim(&scope, key, &fp, at, ttl, ttl)
                .await
                .unwrap(),
            Claim::Claimed
        );
    }
    let purged = s
        .purge_idempotency_keys(t - chrono::Duration::hours(24), 1000)
        .await
        .unwrap();
    assert!(purged >= 1, "the old key is purged");
    // The new key is still held; the old one is free again.
    assert_eq!(
        s.idempotency_claim(&scope, "new", &fp, t, ttl, ttl)
            .await
            .unwrap(),
        Claim::InProgress
    );
    assert_eq!(
        s.idempotency_claim(&scope, "old", &[8u8; 32], t, ttl, ttl)
            .await
            .unwrap(),
        Claim::Claimed
    );
}

// ---------------------------------------------------------------------------------------------
// Jobs (the transactional outbox)

fn job(queue: &str, id: &str, due_at: DateTime<Utc>) -> Job {
    Job {
        id: id.to_owned(),
        queue: queue.to_owned(),
        due_at,
        payload: serde_json::json!({ "deliveryId": id }),
    }
}

/// A batch whose write fails enqueues nothing; one that succeeds enqueues its jobs.
pub async fn jobs_are_enqueued_with_the_writes_or_not_at_all(s: &dyn Storage) {
    let queue = unique("q");
    let kind = unique("kind");
    let t = now();
    let failing = Batch::new()
        .put(doc(&kind, "a", "acc_1", 1), Expect::Version(7))
        .job(JobWrite::Enqueue(job(&queue, &unique("job"), t)));
    assert!(
        matches!(s.commit(failing).await, Err(StorageError::Conflict { .. })),
        "a failing write must fail the batch"
    );
    assert_eq!(
        s.next_job_at(&queue).await.unwrap(),
        None,
        "no job may survive a failed batch"
    );
    let id = unique("job");
    let ok = Batch::new()
        .put(doc(&kind, "a", "acc_1", 1), Expect::Absent)
        .job(JobWrite::Enqueue(job(&queue, &id, t)));
    s.commit(ok).await.unwrap();
    assert_eq!(s.next_job_at(&queue).await.unwrap(), Some(t));
    let dup = Batch::new().job(JobWrite::Enqueue(job(&queue, &id, t)));
    match s.commit(dup).await {
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
    let (early, late) = (unique("job"), unique("job"));
    let batch = Batch::new()
        .job(JobWrite::Enqueue(job(
            &queue,
            &late,
            t + chrono::Duration::seconds(10),
        )))
        .job(JobWrite::Enqueue(job(&queue, &early, t)));
    s.commit(batch).await.unwrap();
    let lease = Duration::from_secs(60);
    let got = s.claim_jobs(&queue, t, lease, 10).await.unwrap();
    assert_eq!(got.len(), 1, "only the due job is claimed");
    assert_eq!(got[0].job, job(&queue, &early, t));
    assert!(
        s.claim_jobs(&queue, t, lease, 10).await.unwrap().is_empty(),
        "leased"
    );
    // The earliest claimable moment is now the later job's due time.
    assert_eq!(
        s.next_job_at(&queue).await.unwrap(),
        Some(t + chrono::Duration::seconds(10))
    );
    let later = s
        .claim_jobs(&queue, t + chrono::Duration::seconds(10), lease, 10)
        .await
        .unwrap();
    assert_eq!(later.len(), 1);
    assert_eq!(later[0].job.id, late);
    // A lease that has ended lets another worker claim the job, under a new token.
    let again = s
        .claim_jobs(&queue, t + chrono::Duration::seconds(60), lease, 10)
        .await
        .unwrap();
    assert_eq!(again.len(), 1);
    assert_eq!(again[0].job.id, early);
    assert_ne!(again[0].token, got[0].token);
}

/// Finish and reschedule need the current lease's token; a lost lease is a conflict.
pub async fn only_the_lease_holder_finishes_or_reschedules_a_job(s: &dyn Storage) {
    let queue = unique("q");
    let t = now();
    let id = unique("job");
    s.commit(Batch::new().job(JobWrite::Enqueue(job(&queue, &id, t))))
        .await
        .unwrap();
    let lease = Duration::from_secs(30);
    let first = s.claim_jobs(&queue, t, lease, 1).await.unwrap().remove(0);
    let second = s
        .claim_jobs(&queue, t + chrono::Duration::seconds(30), lease, 1)
        .await
        .unwrap()
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
    s.commit(resched).await.unwrap();
    assert_eq!(s.next_job_at(&queue).await.unwrap(), Some(due));
    assert!(
        s.claim_jobs(&queue, due - chrono::Duration::milliseconds(1), lease, 1)
            .await
            .unwrap()
            .is_empty()
    );
    let third = s.claim_jobs(&queue, due, lease, 1).await.unwrap().remove(0);
    // The rescheduled job keeps its id and payload, with its new due time.
    assert_eq!(third.job, job(&queue, &id, due));
    s.commit(Batch::new().job(JobWrite::Finish {
        id: id.clone(),
        token: third.token,
    }))
    .await
    .unwrap();
    assert_eq!(s.next_job_at(&queue).await.unwrap(), None);
}

/// Concurrent claimers never get the same job.
pub async fn concurrent_claims_take_each_job_once(storage: Arc<dyn Storage>) {
    let queue = unique("q");
    let t = now();
    let mut batch = Batch::new();
    for i in 0..40 {
        batch = batch.job(JobWrite::Enqueue(job(
            &queue,
            &format!("{queue}-{i:02}"),
            t,
        )));
    }
    storage.commit(batch).await.unwrap();
    let mut tasks = Vec::new();
    for _ in 0..8 {
        let s = storage.clone();
        let queue = queue.clone();
        tasks.push(tokio::spawn(async move {
            let mut mine = Vec::new();
            loop {
                let got = s
                    .claim_jobs(&queue, t, Duration::from_secs(60), 3)
                    .await
                    .unwrap();
                if got.is_empty() {
                    return mine;
                }
                mine.extend(got.into_iter().map(|c| c.job.id));
            }
        }));
    }
    let mut all = Vec::new();
    for task in tasks {
        all.extend(task.await.unwrap());
    }
    all.sort();
    let expected: Vec<String> = (0..40).map(|i| format!("{queue}-{i:02}")).collect();
    assert_eq!(all, expected, "each job claimed exactly once");
}

/// A commit that enqueues a job notifies the job signal.
pub async fn commits_that_enqueue_jobs_wake_the_workers(storage: Arc<dyn Storage>) {
    let queue = unique("q");
    let signal = storage.job_signal();
    let waiter = tokio::spawn(async move { signal.notified().await });
    tokio::task::yield_now().await;
    storage
        .commit(Batch::new().job(JobWrite::Enqueue(job(&queue, &unique("job"), now()))))
        .await
        .unwrap();
    tokio::time::timeout(Duration::from_secs(5), waiter)
        .await
        .expect("the commit must wake a waiting worker")
        .unwrap();
}

// ---------------------------------------------------------------------------------------------
// Helpers

/// A name unique to this run of a check.
fn unique(prefix: &str) -> String {
    format!("{prefix}_{:016x}", rand::random::<u64>())
}

/// The current time, whole milliseconds (backends may store milliseconds).
fn now() -> DateTime<Utc> {
    DateTime::from_timestamp_millis(Utc::now().timestamp_millis()).unwrap_or_else(Utc::now)
}

fn doc(kind: &str, id: &str, account: &str, version: u64) -> Document {
    Document {
        kind: kind.to_owned(),
        id: id.to_owned(),
        account: account.to_owned(),
        version,
        fields: BTreeMap::new(),
        body: serde_json::json!({ "id": id, "version": version }),
    }
}

fn ok<T>(result: Result<T, StorageError>, what: &str) -> T {
    match result {
        Ok(v) => v,
        Err(e) => panic!("{what}: expected success, got the error {e:?}"),
    }
}

fn assert_conflict(result: Result<(), StorageError>, kind: &str, id: &str, what: &str) {
    match result {
        Err(StorageError::Conflict { kind: k, id: i }) if k == kind && i == id => {}
        other => {
            panic!("{what}: expected Conflict {{ kind: {kind:?}, id: {id:?} }}, got {other:?}")
        }
    }
}

async fn get(s: &dyn Storage, kind: &str, id: &str) -> Option<Document> {
    ok(s.get(kind, id).await, &format!("get {kind} {id}"))
}

async fn commit(s: &dyn Storage, batch: Batch, what: &str) {
    ok(s.commit(batch).await, what);
}

fn ids(docs: &[Document]) -> Vec<String> {
    docs.iter().map(|d| d.id.clone()).collect()
}

fn fingerprint(byte: u8) -> [u8; 32] {
    let mut f = [byte; 32];
    f[0] = 0xfe;
    f[31] = byte.wrapping_mul(7);
    f
}

const LOCK_TTL: Duration = Duration::from_secs(30);
const TTL: Duration = Duration::from_secs(24 * 3600);

fn after(t: DateTime<Utc>, d: Duration) -> DateTime<Utc> {
    t + chrono::Duration::from_std(d).expect("test durations fit chrono")
}

async fn claim(s: &dyn Storage, scope: &str, key: &str, fp: &[u8; 32], at: DateTime<Utc>) -> Claim {
    ok(
        s.idempotency_claim(scope, key, fp, at, LOCK_TTL, TTL).await,
        &format!("idempotency_claim {scope} {key}"),
    )
}

async fn hit(
    s: &dyn Storage,
    subject: &str,
    windows: &[QuotaWindow],
    at: DateTime<Utc>,
) -> QuotaOutcome {
    ok(s.hit(subject, windows, at).await, &format!("hit {subject}"))
}

fn window(key: &str, limit: u64, resets_at: DateTime<Utc>) -> QuotaWindow {
    QuotaWindow {
        key: key.to_owned(),
        limit,
        resets_at,
    }
}

fn outcome(allowed: bool, counts: &[u64]) -> QuotaOutcome {
    QuotaOutcome {
        allowed,
        counts: counts.to_vec(),
    }
}

// ---------------------------------------------------------------------------------------------
// Documents

/// A put document reads back identical (kind, id, account, version, fields, body), whatever
/// its account; a missing id reads as `None`.
pub async fn put_then_get_returns_the_identical_document(s: &dyn Storage) {
    let kind = unique("conf_get");
    let full = Document {
        kind: kind.clone(),
        id: "doc_full".to_owned(),
        account: unique("acct"),
        version: 7,
        fields: BTreeMap::from([
            ("status".to_owned(), "published".to_owned()),
            ("level".to_owned(), "Terminale — spécialité".to_owned()),
            ("empty".to_owned(), String::new()),
        ]),
        body: serde_json::json!({
            "title": "Équations du second degré \u{1F4D0}",
            "questions": [
                { "n": 1, "points": 2.5, "choices": ["a", "b"], "correct": null },
                { "n": 2, "points": -0.25, "open": true }
            ],
            "big": 9_007_199_254_740_993_u64,
            "neg": -42,
            "quote": "she said \"hi\"\n\\",
            "nested": { "z": {}, "a": [] }
        }),
    };
    let bare = Document {
        kind: kind.clone(),
        id: "doc_bare".to_owned(),
        account: String::new(),
        version: 1,
        fields: BTreeMap::new(),
        body: serde_json::json!("just a string"),
    };
    commit(
        s,
        Batch::new()
            .put(full.clone(), Expect::Absent)
            .put(bare.clone(), Expect::Any),
        "put two documents",
    )
    .await;
    assert_eq!(
        get(s, &kind, "doc_full").await.as_ref(),
        Some(&full),
        "get must return the document exactly as put"
    );
    assert_eq!(
        get(s, &kind, "doc_bare").await.as_ref(),
        Some(&bare),
        "get must return a document without account or fields exactly as put"
    );
    assert_eq!(
        get(s, &kind, "doc_missing").await,
        None,
        "get of a missing id must be None"
    );
    assert_eq!(
        get(s, &unique("conf_other_kind"), "doc_full").await,
        None,
        "ids are unique within a kind only: another kind must not see the document"
    );
}

/// `Absent` fails on an existing document, `Version(v)` holds only for the stored version, and
/// a delete expecting a stale version conflicts; each conflict names kind and id.
pub async fn commit_enforces_expectations(s: &dyn Storage) {
    let kind = unique("conf_expect");
    let account = unique("acct");
    let v1 = doc(&kind, "a", &account, 1);
    commit(
        s,
        Batch::new().put(v1.clone(), Expect::Absent),
        "put Absent of a new id",
    )
    .await;

    assert_conflict(
        s.commit(Batch::new().put(doc(&kind, "a", &account, 1), Expect::Absent))
            .await,
        &kind,
        "a",
        "put Absent of an existing document",
    );
    assert_conflict(
        s.commit(Batch::new().put(doc(&kind, "a", &account, 3), Expect::Version(2)))
            .await,
        &kind,
        "a",
        "put Version(2) when version 1 is stored",
    );
    assert_conflict(
        s.commit(Batch::new().put(doc(&kind, "b", &account, 2), Expect::Version(1)))
            .await,
        &kind,
        "b",
        "put Version(1) of a missing document",
    );
    assert_eq!(
        get(s, &kind, "a").await,
        Some(v1),
        "a failed put must change nothing"
    );
    assert_eq!(
        get(s, &kind, "b").await,
        None,
        "a failed put must create nothing"
    );

    let v2 = doc(&kind, "a", &account, 2);
    commit(
        s,
        Batch::new().put(v2.clone(), Expect::Version(1)),
        "put Version(1) when version 1 is stored",
    )
    .await;
    assert_eq!(
        get(s, &kind, "a").await,
        Some(v2.clone()),
        "the update must be stored"
    );

    assert_conflict(
        s.commit(Batch::new().delete(&kind, "a", Expect::Version(1)))
            .await,
        &kind,
        "a",
        "delete Version(1) when version 2 is stored",
    );
    assert_eq!(
        get(s, &kind, "a").await,
        Some(v2),
        "a failed delete must change nothing"
    );
    assert_conflict(
        s.commit(Batch::new().delete(&kind, "a", Expect::Absent))
            .await,
        &kind,
        "a",
        "delete Absent of an existing document",
    );

    commit(
        s,
        Batch::new().delete(&kind, "a", Expect::Version(2)),
        "delete Version(2) when version 2 is stored",
    )
    .await;
    assert_eq!(get(s, &kind, "a").await, None, "the delete must be applied");
    commit(
        s,
        Batch::new().delete(&kind, "a", Expect::Any),
        "delete Any of a missing document",
    )
    .await;
    commit(
        s,
        Batch::new().put(doc(&kind, "a", &account, 1), Expect::Any),
        "put Any of a missing document",
    )
    .await;
    commit(
        s,
        Batch::new().put(doc(&kind, "a", &account, 5), Expect::Any),
        "put Any over an existing document",
    )
    .await;
    assert_eq!(
        get(s, &kind, "a").await.map(|d| d.version),
        Some(5),
        "put Any must replace"
    );
}

/// A batch whose last write fails writes nothing: neither its earlier puts nor its deletes.
pub async fn commit_is_all_or_nothing(s: &dyn Storage) {
    let kind = unique("conf_atomic");
    let account = unique("acct");
    let result = s
        .commit(
            Batch::new()
                .put(doc(&kind, "first", &account, 1), Expect::Absent)
                .put(doc(&kind, "second", &account, 1), Expect::Absent)
                .put(doc(&kind, "third", &account, 2), Expect::Version(1)),
        )
        .await;
    assert_conflict(
        result,
        &kind,
        "third",
        "a batch whose 3rd write expects a missing version",
    );
    assert_eq!(
        get(s, &kind, "first").await,
        None,
        "the 1st write of a failed batch must not be applied"
    );
    assert_eq!(
        get(s, &kind, "second").await,
        None,
        "the 2nd write of a failed batch must not be applied"
    );
    assert_eq!(
        get(s, &kind, "third").await,
        None,
        "the failing write must not be applied"
    );

    // Deletes and replacements roll back too, and the conflict names the first failure.
    let kept = doc(&kind, "kept", &account, 1);
    let taken = doc(&kind, "taken", &account, 1);
    commit(
        s,
        Batch::new()
            .put(kept.clone(), Expect::Absent)
            .put(taken.clone(), Expect::Absent),
        "setup",
    )
    .await;
    let result = s
        .commit(
            Batch::new()
                .delete(&kind, "kept", Expect::Version(1))
                .put(doc(&kind, "taken", &account, 2), Expect::Version(1))
                .put(doc(&kind, "taken", &account, 1), Expect::Absent)
                .put(doc(&kind, "kept", &account, 9), Expect::Version(9)),
        )
        .await;
    assert_conflict(
        result,
        &kind,
        "taken",
        "a batch whose 3rd write re-creates an existing id",
    );
    assert_eq!(
        get(s, &kind, "kept").await,
        Some(kept),
        "a failed batch must not delete"
    );
    assert_eq!(
        get(s, &kind, "taken").await,
        Some(taken),
        "a failed batch must not update"
    );
}

/// Later writes of a batch see the earlier ones: a put `Absent` then a put `Version(1)` of the
/// same id succeeds; two puts `Absent` of one id conflict.
pub async fn writes_of_one_batch_see_each_other(s: &dyn Storage) {
    let kind = unique("conf_same_batch");
    let account = unique("acct");
    let v2 = doc(&kind, "x", &account, 2);
    commit(
        s,
        Batch::new()
            .put(doc(&kind, "x", &account, 1), Expect::Absent)
            .put(v2.clone(), Expect::Version(1)),
        "put Absent then put Version(1) of the same id in one batch",
    )
    .await;
    assert_eq!(
        get(s, &kind, "x").await,
        Some(v2),
        "the last write of the batch must win"
    );

    commit(
        s,
        Batch::new()
            .put(doc(&kind, "y", &account, 1), Expect::Absent)
            .delete(&kind, "y", Expect::Version(1)),
        "put Absent then delete Version(1) of the same id in one batch",
    )
    .await;
    assert_eq!(
        get(s, &kind, "y").await,
        None,
        "the delete after the put must win"
    );

    assert_conflict(
        s.commit(
            Batch::new()
                .put(doc(&kind, "z", &account, 1), Expect::Absent)
                .put(doc(&kind, "z", &account, 1), Expect::Absent),
        )
        .await,
        &kind,
        "z",
        "two puts Absent of one id in one batch",
    );
    assert_eq!(
        get(s, &kind, "z").await,
        None,
        "the failed batch must write nothing"
    );

    commit(
        s,
        Batch::new()
            .delete(&kind, "x", Expect::Version(2))
            .put(doc(&kind, "x", &account, 1), Expect::Absent),
        "delete then put Absent of the same id in one batch",
    )
    .await;
    assert_eq!(
        get(s, &kind, "x").await.map(|d| d.version),
        Some(1),
        "re-created in one batch"
    );
}

/// The 25 documents `list_*` checks work on: ids `id_00`..`id_24` of one account and kind,
/// with fields `parity` (`even`/`odd`) and `mod3` (`0`..`2`); plus documents of another
/// account and of another kind that must never show.
async fn list_fixture(s: &dyn Storage) -> (String, String, Vec<Document>) {
    let kind = unique("conf_list");
    let account = unique("acct");
    let mut docs = Vec::new();
    let mut batch = Batch::new();
    for i in 0..25u32 {
        let mut d = doc(&kind, &format!("id_{i:02}"), &account, 1);
        d.fields = BTreeMap::from([
            (
                "parity".to_owned(),
                if i % 2 == 0 { "even" } else { "odd" }.to_owned(),
            ),
            ("mod3".to_owned(), (i % 3).to_string()),
        ]);
        batch = batch.put(d.clone(), Expect::Absent);
        docs.push(d);
    }
    let other_account = unique("acct_other");
    for i in [3u32, 30, 99] {
        let mut d = doc(&kind, &format!("id_{i:02}_other"), &other_account, 1);
        d.fields = BTreeMap::from([("parity".to_owned(), "odd".to_owned())]);
        batch = batch.put(d, Expect::Absent);
    }
    let other_kind = unique("conf_list_other");
    for i in [5u32, 50] {
        batch = batch.put(
            doc(&other_kind, &format!("id_{i:02}"), &account, 1),
            Expect::Absent,
        );
    }
    commit(s, batch, "put the list fixture").await;
    docs.reverse(); // id descending
    (kind, account, docs)
}

fn query(kind: &str, account: &str, limit: usize) -> ListQuery {
    ListQuery {
        kind: kind.to_owned(),
        account: account.to_owned(),
        filters: Vec::new(),
        before: None,
        limit,
    }
}

async fn list(s: &dyn Storage, q: &ListQuery) -> Vec<Document> {
    ok(s.list(q).await, &format!("list {q:?}"))
}

/// A list holds one account's documents of one kind only, by id descending; `before` excludes
/// ids at or above it; `limit` caps the page.
pub async fn list_returns_one_account_and_kind_by_id_descending(s: &dyn Storage) {
    let (kind, account, all) = list_fixture(s).await;

    let got = list(s, &query(&kind, &account, 100)).await;
    assert_eq!(
        got, all,
        "list must return exactly the account's 25 documents of the kind, id descending, as put"
    );

    let got = list(s, &query(&kind, &account, 5)).await;
    assert_eq!(
        ids(&got),
        ["id_24", "id_23", "id_22", "id_21", "id_20"],
        "limit 5 must return the 5 highest ids"
    );
    assert!(
        list(s, &query(&kind, &account, 0)).await.is_empty(),
        "limit 0 must return nothing"
    );

    let mut q = query(&kind, &account, 100);
    q.before = Some("id_10".to_owned());
    let got = list(s, &q).await;
    let expected: Vec<String> = (0..10).rev().map(|i| format!("id_{i:02}")).collect();
    assert_eq!(
        ids(&got),
        expected,
        "before id_10 must return id_09..id_00, excluding id_10"
    );

    q.before = Some("id_10x".to_owned());
    let got = list(s, &q).await;
    assert_eq!(
        ids(&got).first().map(String::as_str),
        Some("id_10"),
        "before a value that is not an id must return the ids strictly lower"
    );
    q.before = Some("id_00".to_owned());
    assert!(
        list(s, &q).await.is_empty(),
        "nothing is before the lowest id"
    );

    assert!(
        list(s, &query(&kind, &unique("acct_nobody"), 100))
            .await
            .is_empty(),
        "another account must see nothing"
    );
}

/// Filters are equalities on `fields`, all of which must match.
pub async fn list_filters_on_fields(s: &dyn Storage) {
    let (kind, account, all) = list_fixture(s).await;

    let mut q = query(&kind, &account, 100);
    q.filters = vec![("parity".to_owned(), "even".to_owned())];
    let got = list(s, &q).await;
    let expected: Vec<Document> = all
        .iter()
        .filter(|d| d.fields["parity"] == "even")
        .cloned()
        .collect();
    assert_eq!(expected.len(), 13);
    assert_eq!(
        got, expected,
        "filter parity=even must return the 13 even ids, id descending"
    );

    q.filters.push(("mod3".to_owned(), "0".to_owned()));
    let got = list(s, &q).await;
    assert_eq!(
        ids(&got),
        ["id_24", "id_18", "id_12", "id_06", "id_00"],
        "filters parity=even and mod3=0 must both apply"
    );

    q.limit = 2;
    q.before = Some("id_18".to_owned());
    assert_eq!(
        ids(&list(s, &q).await),
        ["id_12", "id_06"],
        "filters, before and limit must combine"
    );

    let mut q = query(&kind, &account, 100);
    q.filters = vec![("parity".to_owned(), "Even".to_owned())];
    assert!(
        list(s, &q).await.is_empty(),
        "filters must compare exactly (case-sensitive)"
    );
    q.filters = vec![("missing".to_owned(), "even".to_owned())];
    assert!(
        list(s, &q).await.is_empty(),
        "a filter on an absent field must match nothing"
    );
    q.filters = vec![("parity".to_owned(), "odd' OR '1'='1".to_owned())];
    assert!(
        list(s, &q).await.is_empty(),
        "filter values must be compared, never interpreted"
    );
    q.filters = vec![("par\"ity".to_owned(), "odd".to_owned())];
    assert!(
        list(s, &q).await.is_empty(),
        "filter names must be compared, never interpreted"
    );
}

/// Paging 10 at a time through 25 documents with `before` = the last id of the previous page
/// yields every document exactly once, in order.
pub async fn list_pages_through_every_document_once(s: &dyn Storage) {
    let (kind, account, all) = list_fixture(s).await;
    let mut seen = Vec::new();
    let mut sizes = Vec::new();
    let mut q = query(&kind, &account, 10);
    loop {
        let page = list(s, &q).await;
        sizes.push(page.len());
        let Some(last) = page.last() else { break };
        q.before = Some(last.id.clone());
        seen.extend(page);
        assert!(
            sizes.len() <= 4,
            "paging must end (pages so far: {sizes:?})"
        );
    }
    assert_eq!(
        sizes,
        [10, 10, 5, 0],
        "25 documents page as 10, 10, 5, then an empty page"
    );
    assert_eq!(
        seen, all,
        "paging must yield all 25 documents exactly once, id descending"
    );
}

// ---------------------------------------------------------------------------------------------
// Quotas

/// With room in every window, hits are allowed and counted 1, 2, 3; the hit past a limit is
/// refused and leaves the counts unchanged.
pub async fn hit_allows_up_to_the_limit(s: &dyn Storage) {
    let subject = unique("conf_hit");
    let t = now();
    let windows = [
        window("m:1", 3, after(t, Duration::from_secs(60))),
        window("d:1", 100, after(t, Duration::from_secs(86_400))),
    ];
    for n in 1..=3 {
        assert_eq!(
            hit(s, &subject, &windows, t).await,
            outcome(true, &[n, n]),
            "hit {n} of a window with limit 3 must be allowed with counts [{n}, {n}]"
        );
    }
    assert_eq!(
        hit(s, &subject, &windows, t).await,
        outcome(false, &[3, 3]),
        "the 4th hit of a window with limit 3 must be refused with counts unchanged"
    );
    assert_eq!(
        hit(s, &subject, &windows[1..], t).await,
        outcome(true, &[4]),
        "the refused hit must not have incremented the other window"
    );
    assert_eq!(
        hit(s, &unique("conf_hit_other"), &windows, t).await,
        outcome(true, &[1, 1]),
        "subjects must be counted separately"
    );
}

/// A full window refuses the hit for every window: none is incremented.
pub async fn hit_refused_by_one_window_increments_none(s: &dyn Storage) {
    let subject = unique("conf_hit_block");
    let t = now();
    let windows = [
        window("m:2", 3, after(t, Duration::from_secs(60))),
        window("d:2", 1, after(t, Duration::from_secs(86_400))),
    ];
    assert_eq!(
        hit(s, &subject, &windows, t).await,
        outcome(true, &[1, 1]),
        "the first hit must be allowed"
    );
    for _ in 0..2 {
        assert_eq!(
            hit(s, &subject, &windows, t).await,
            outcome(false, &[1, 1]),
            "a hit past the lower limit must be refused, neither window incremented"
        );
    }
    assert_eq!(
        hit(s, &subject, &windows[..1], t).await,
        outcome(true, &[2]),
        "the window with room must not have been incremented by the refused hits"
    );
}

/// A window whose `resets_at` is at or before `now` counts from zero again.
pub async fn hit_counts_from_zero_after_the_window_resets(s: &dyn Storage) {
    let subject = unique("conf_hit_reset");
    let t = now();
    let first_end = after(t, Duration::from_secs(60));
    let first = [window("m:3", 3, first_end)];
    for n in 1..=3 {
        assert_eq!(
            hit(s, &subject, &first, t).await,
            outcome(true, &[n]),
            "hit {n}"
        );
    }
    assert_eq!(
        hit(s, &subject, &first, t).await,
        outcome(false, &[3]),
        "the window is full"
    );
    let second = [window("m:3", 3, after(first_end, Duration::from_secs(60)))];
    assert_eq!(
        hit(s, &subject, &second, first_end).await,
        outcome(true, &[1]),
        "at resets_at the window must count from zero again"
    );
    assert_eq!(
        hit(s, &subject, &second, first_end).await,
        outcome(true, &[2]),
        "the new window must keep counting"
    );
}

/// 50 concurrent hits of windows with limit 20: exactly 20 allowed, counted 1 to 20.
pub async fn concurrent_hits_never_exceed_the_limit(storage: Arc<dyn Storage>) {
    let subject = unique("conf_hit_race");
    let t = now();
    let windows = vec![
        window("m:4", 20, after(t, Duration::from_secs(60))),
        window("d:4", 1000, after(t, Duration::from_secs(86_400))),
    ];
    let tasks: Vec<_> = (0..50)
        .map(|_| {
            let storage = storage.clone();
            let subject = subject.clone();
            let windows = windows.clone();
            tokio::spawn(async move { storage.hit(&subject, &windows, t).await })
        })
        .collect();
    let mut allowed_counts = Vec::new();
    for task in tasks {
        let o = ok(task.await.expect("hit task panicked"), "concurrent hit");
        assert_eq!(o.counts.len(), 2, "hit must return one count per window");
        if o.allowed {
            assert_eq!(
                o.counts[0], o.counts[1],
                "both windows count the same allowed hits"
            );
            allowed_counts.push(o.counts[0]);
        } else {
            assert_eq!(o.counts[0], 20, "a refused hit must see the full window");
        }
    }
    allowed_counts.sort_unstable();
    assert_eq!(
        allowed_counts,
        (1..=20).collect::<Vec<u64>>(),
        "50 concurrent hits with limit 20 must allow exactly 20, each with its own count"
    );
    assert_eq!(
        hit(&*storage, &subject, &windows, t).await,
        outcome(false, &[20, 20]),
        "after the race the window must be exactly full"
    );
}

// ---------------------------------------------------------------------------------------------
// Idempotency

fn response() -> StoredResponse {
    StoredResponse {
        status: 201,
        headers: vec![
            ("location".to_owned(), "/v1/exams/exam_01".to_owned()),
            ("content-type".to_owned(), "application/json".to_owned()),
            ("x-dup".to_owned(), "2".to_owned()),
            ("x-dup".to_owned(), "1".to_owned()),
            ("a-last".to_owned(), String::new()),
        ],
        body: Bytes::from_static(b"{\"id\":\"exam_01\"}\x00\xff\x9f\n"),
    }
}

/// Claimed, then in progress for the same fingerprint, mismatch for another; after complete,
/// replay of the identical response (or mismatch); after release, claimed again.
pub async fn idempotency_claim_follows_the_state_machine(s: &dyn Storage) {
    let scope = unique("conf_idem");
    let key = unique("key");
    let (a, b) = (fingerprint(1), fingerprint(2));
    let t = now();
    assert_eq!(
        claim(s, &scope, &key, &a, t).await,
        Claim::Claimed,
        "first claim"
    );
    assert_eq!(
        claim(s, &scope, &key, &a, t).await,
        Claim::InProgress,
        "second claim, same fingerprint, while held"
    );
    assert_eq!(
        claim(s, &scope, &key, &b, t).await,
        Claim::Mismatch,
        "claim with another fingerprint while held"
    );

    ok(
        s.idempotency_complete(&scope, &key, response()).await,
        "idempotency_complete",
    );
    let later = after(t, Duration::from_secs(3600));
    assert_eq!(
        claim(s, &scope, &key, &a, later).await,
        Claim::Replay(response()),
        "after complete, the same fingerprint must replay the identical response \
         (status, headers in order, body bytes), even past lock_ttl"
    );
    assert_eq!(
        claim(s, &scope, &key, &a, later).await,
        Claim::Replay(response()),
        "replay must be repeatable"
    );
    assert_eq!(
        claim(s, &scope, &key, &b, later).await,
        Claim::Mismatch,
        "after complete, another fingerprint is a mismatch"
    );

    let key2 = unique("key");
    assert_eq!(
        claim(s, &scope, &key2, &a, t).await,
        Claim::Claimed,
        "claim"
    );
    ok(
        s.idempotency_release(&scope, &key2).await,
        "idempotency_release",
    );
    assert_eq!(
        claim(s, &scope, &key2, &b, t).await,
        Claim::Claimed,
        "after release, the key must be claimable again (by any fingerprint)"
    );
    ok(
        s.idempotency_release(&scope, &unique("key_never_claimed"))
            .await,
        "release of an unknown key",
    );

    let key3 = unique("key");
    assert_eq!(
        claim(s, &scope, &key3, &a, t).await,
        Claim::Claimed,
        "claim"
    );
    let empty = StoredResponse {
        status: 204,
        headers: Vec::new(),
        body: Bytes::new(),
    };
    ok(
        s.idempotency_complete(&scope, &key3, empty.clone()).await,
        "complete with no body",
    );
    assert_eq!(
        claim(s, &scope, &key3, &a, t).await,
        Claim::Replay(empty),
        "an empty response must replay as empty"
    );
}

/// Once `ttl` has passed since first use, the key is claimed anew, even by another fingerprint.
pub async fn idempotency_key_is_claimed_anew_after_ttl(s: &dyn Storage) {
    let scope = unique("conf_idem_ttl");
    let (a, b) = (fingerprint(3), fingerprint(4));
    let t = now();

    let done = unique("key");
    assert_eq!(
        claim(s, &scope, &done, &a, t).await,
        Claim::Claimed,
        "claim"
    );
    ok(
        s.idempotency_complete(&scope, &done, response()).await,
        "complete",
    );
    let just_before = after(t, TTL - Duration::from_millis(1));
    assert_eq!(
        claim(s, &scope, &done, &b, just_before).await,
        Claim::Mismatch,
        "1 ms before ttl passes, another fingerprint is still a mismatch"
    );
    let expired = after(t, TTL);
    assert_eq!(
        claim(s, &scope, &done, &b, expired).await,
        Claim::Claimed,
        "at first use + ttl a completed key must be claimed anew, even by another fingerprint"
    );
    assert_eq!(
        claim(s, &scope, &done, &b, expired).await,
        Claim::InProgress,
        "the new claim must hold the key"
    );
    assert_eq!(
        claim(s, &scope, &done, &a, expired).await,
        Claim::Mismatch,
        "the new claim's fingerprint must replace the old one"
    );

    let held = unique("key");
    assert_eq!(
        claim(s, &scope, &held, &a, t).await,
        Claim::Claimed,
        "claim"
    );
    assert_eq!(
        claim(s, &scope, &held, &b, expired).await,
        Claim::Claimed,
        "at first use + ttl a held key must be claimed anew, even by another fingerprint"
    );
}

/// A key held for `lock_ttl` or longer is presumed abandoned: the same fingerprint claims it.
pub async fn idempotency_stale_holder_is_taken_over(s: &dyn Storage) {
    let scope = unique("conf_idem_lock");
    let key = unique("key");
    let (a, b) = (fingerprint(5), fingerprint(6));
    let t = now();
    assert_eq!(claim(s, &scope, &key, &a, t).await, Claim::Claimed, "claim");
    let almost = after(t, LOCK_TTL - Duration::from_millis(1));
    assert_eq!(
        claim(s, &scope, &key, &a, almost).await,
        Claim::InProgress,
        "1 ms before lock_ttl the holder still holds the key"
    );
    let stale = after(t, LOCK_TTL);
    assert_eq!(
        claim(s, &scope, &key, &b, stale).await,
        Claim::Mismatch,
        "a stale holder is taken over by the same fingerprint only"
    );
    assert_eq!(
        claim(s, &scope, &key, &a, stale).await,
        Claim::Claimed,
        "a holder older than lock_ttl must be taken over"
    );
    assert_eq!(
        claim(s, &scope, &key, &a, stale).await,
        Claim::InProgress,
        "the takeover must hold the key anew (its lock restarts)"
    );
    assert_eq!(
        claim(s, &scope, &key, &a, after(stale, LOCK_TTL)).await,
        Claim::Claimed,
        "lock_ttl after the takeover, the key can be taken over again"
    );
}

/// The same key in two scopes is two keys.
pub async fn idempotency_scopes_are_independent(s: &dyn Storage) {
    let (scope1, scope2) = (unique("conf_idem_s1"), unique("conf_idem_s2"));
    let key = unique("key");
    let (a, b) = (fingerprint(7), fingerprint(8));
    let t = now();
    assert_eq!(
        claim(s, &scope1, &key, &a, t).await,
        Claim::Claimed,
        "claim in scope 1"
    );
    assert_eq!(
        claim(s, &scope2, &key, &b, t).await,
        Claim::Claimed,
        "the same key in another scope must be claimed independently"
    );
    ok(
        s.idempotency_complete(&scope1, &key, response()).await,
        "complete in scope 1",
    );
    assert_eq!(
        claim(s, &scope2, &key, &b, t).await,
        Claim::InProgress,
        "completing in scope 1 must not complete scope 2"
    );
    ok(
        s.idempotency_release(&scope2, &key).await,
        "release in scope 2",
    );
    assert_eq!(
        claim(s, &scope1, &key, &a, t).await,
        Claim::Replay(response()),
        "releasing in scope 2 must not release scope 1"
    );
}

/// Of 20 concurrent claims of one key, exactly one is claimed; the others are in progress.
pub async fn concurrent_claims_of_one_key_claim_once(storage: Arc<dyn Storage>) {
    let scope = unique("conf_idem_race");
    let key = unique("key");
    let fp = fingerprint(9);
    let t = now();
    let tasks: Vec<_> = (0..20)
        .map(|_| {
            let storage = storage.clone();
            let (scope, key) = (scope.clone(), key.clone());
            tokio::spawn(async move {
                storage
                    .idempotency_claim(&scope, &key, &fp, t, LOCK_TTL, TTL)
                    .await
            })
        })
        .collect();
    let mut claims = Vec::new();
    for task in tasks {
        claims.push(ok(
            task.await.expect("claim task panicked"),
            "concurrent claim",
        ));
    }
    let claimed = claims.iter().filter(|c| **c == Claim::Claimed).count();
    assert_eq!(
        claimed, 1,
        "exactly one of 20 concurrent claims must be Claimed: {claims:?}"
    );
    assert!(
        claims
            .iter()
            .all(|c| *c == Claim::Claimed || *c == Claim::InProgress),
        "the other concurrent claims must be InProgress: {claims:?}"
    );
}

// ---------------------------------------------------------------------------------------------
// Commit concurrency

/// Of 20 concurrent updates expecting version 1 of one document, exactly one succeeds; the
/// others conflict, and the stored document is the winner's.
pub async fn concurrent_versioned_updates_succeed_once(storage: Arc<dyn Storage>) {
    let kind = unique("conf_race");
    let account = unique("acct");
    commit(
        &*storage,
        Batch::new().put(doc(&kind, "doc", &account, 1), Expect::Absent),
        "setup",
    )
    .await;
    let tasks: Vec<_> = (0..20u32)
        .map(|n| {
            let storage = storage.clone();
            let mut update = doc(&kind, "doc", &account, 2);
            update.body = serde_json::json!({ "writer": n });
            tokio::spawn(async move {
                let result = storage
                    .commit(Batch::new().put(update.clone(), Expect::Version(1)))
                    .await;
                (update, result)
            })
        })
        .collect();
    let mut winners = Vec::new();
    for task in tasks {
        let (update, result) = task.await.expect("commit task panicked");
        match result {
            Ok(()) => winners.push(update),
            Err(StorageError::Conflict { kind: k, id }) if k == kind && id == "doc" => {}
            Err(e) => panic!("a losing concurrent update must be a Conflict on the doc, got {e:?}"),
        }
    }
    assert_eq!(
        winners.len(),
        1,
        "exactly one of 20 concurrent Version(1) updates must succeed"
    );
    assert_eq!(
        get(&*storage, &kind, "doc").await.as_ref(),
        winners.first(),
        "the stored document must be the winner's"
    );
}
