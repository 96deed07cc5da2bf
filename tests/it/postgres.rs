//! The PostgreSQL backend: the conformance suite, and exactness across several processes
//! ("nodes": independent connection pools) sharing one database.
//!
//! Set `EDUGEN_TEST_DATABASE_URL` (e.g. `postgres://postgres@127.0.0.1:5432/test`) to run them;
//! without it they are skipped, unless `CI=true`.
#![cfg(feature = "postgres")]

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use edugen::storage::{
    Batch, Claim, Job, JobWrite, PostgresOptions, PostgresStorage, QuotaWindow, Storage,
    StorageError, conformance,
};

const URL_VAR: &str = "EDUGEN_TEST_DATABASE_URL";

fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
}

fn database_url() -> Option<String> {
    crate::support::service_url(URL_VAR)
}

async fn connect(url: &str, options: PostgresOptions) -> Option<PostgresStorage> {
    match PostgresStorage::connect_with(url, options).await {
        Ok(storage) => Some(storage),
        Err(e) if in_ci() => panic!("{URL_VAR} is set but the database is unreachable: {e}"),
        Err(e) => {
            println!("skipped: the database at {URL_VAR} is unreachable: {e}");
            None
        }
    }
}

/// The test database, or `None` (after saying why) when the tests are skipped.
async fn database() -> Option<PostgresStorage> {
    connect(&database_url()?, PostgresOptions::default()).await
}

/// `n` independent storages on the test database, as `n` processes would hold them.
async fn nodes(n: usize) -> Option<Vec<Arc<PostgresStorage>>> {
    let url = database_url()?;
    let options = PostgresOptions {
        max_connections: 8,
        ..PostgresOptions::default()
    };
    let mut nodes = Vec::with_capacity(n);
    for _ in 0..n {
        nodes.push(Arc::new(connect(&url, options.clone()).await?));
    }
    Some(nodes)
}

fn unique(prefix: &str) -> String {
    format!("{prefix}_{:016x}", rand::random::<u64>())
}

/// The current time in whole milliseconds.
fn now() -> DateTime<Utc> {
    DateTime::from_timestamp_millis(Utc::now().timestamp_millis()).expect("now is in range")
}

fn job(queue: &str, id: &str, due_at: DateTime<Utc>) -> Job {
    Job {
        id: id.to_owned(),
        queue: queue.to_owned(),
        due_at,
        payload: serde_json::json!({ "deliveryId": id }),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_backend_passes_the_conformance_suite() {
    let Some(storage) = database().await else {
        return;
    };
    let storage = Arc::new(storage);
    conformance::run(storage.clone()).await;
    // The suite uses fresh names each run: it passes again on the same database.
    conformance::run(storage.clone()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_nodes_share_quotas_exactly() {
    let Some(nodes) = nodes(3).await else {
        return;
    };
    let subject = unique("pg_quota");
    let t = now();
    let windows = vec![
        QuotaWindow {
            key: "m:1".to_owned(),
            limit: 50,
            resets_at: t + chrono::Duration::seconds(60),
        },
        QuotaWindow {
            key: "d:1".to_owned(),
            limit: 10_000,
            resets_at: t + chrono::Duration::days(1),
        },
    ];
    let mut tasks = Vec::new();
    for node in &nodes {
        for _ in 0..40 {
            let (node, subject, windows) = (node.clone(), subject.clone(), windows.clone());
            tasks.push(tokio::spawn(async move {
                node.hit(&subject, &windows, t).await
            }));
        }
    }
    let mut allowed = Vec::new();
    for task in tasks {
        let outcome = task.await.unwrap().expect("hit");
        if outcome.allowed {
            assert_eq!(outcome.counts[0], outcome.counts[1]);
            allowed.push(outcome.counts[0]);
        } else {
            assert_eq!(outcome.counts[0], 50, "a refused hit sees the full window");
        }
    }
    allowed.sort_unstable();
    assert_eq!(
        allowed,
        (1..=50).collect::<Vec<u64>>(),
        "120 hits from three nodes with limit 50: exactly 50 allowed, each with its own count"
    );
    for node in &nodes {
        let o = node.hit(&subject, &windows, t).await.unwrap();
        assert!(!o.allowed);
        assert_eq!(o.counts, [50, 50], "every node sees the same full window");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_nodes_claim_an_idempotency_key_once() {
    let Some(nodes) = nodes(3).await else {
        return;
    };
    let (scope, key) = (unique("pg_idem"), unique("key"));
    let fingerprint = [7u8; 32];
    let t = now();
    let (lock_ttl, ttl) = (Duration::from_secs(30), Duration::from_secs(86_400));
    let mut tasks = Vec::new();
    for node in &nodes {
        for _ in 0..10 {
            let (node, scope, key) = (node.clone(), scope.clone(), key.clone());
            tasks.push(tokio::spawn(async move {
                node.idempotency_claim(&scope, &key, &fingerprint, t, lock_ttl, ttl)
                    .await
            }));
        }
    }
    let mut claims = Vec::new();
    for task in tasks {
        claims.push(task.await.unwrap().expect("claim"));
    }
    let claimed = claims.iter().filter(|c| **c == Claim::Claimed).count();
    assert_eq!(
        claimed, 1,
        "exactly one of 30 claims is Claimed: {claims:?}"
    );
    assert!(
        claims
            .iter()
            .all(|c| *c == Claim::Claimed || *c == Claim::InProgress),
        "{claims:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_nodes_claim_each_job_once() {
    let Some(nodes) = nodes(3).await else {
        return;
    };
    let queue = unique("pg_q");
    let t = now();
    let mut batch = Batch::new();
    let mut expected = Vec::new();
    for i in 0..60 {
        let id = format!("{queue}-{i:02}");
        batch = batch.job(JobWrite::Enqueue(job(&queue, &id, t)));
        expected.push(id);
    }
    nodes[0].commit(batch).await.expect("enqueue");
    let mut tasks = Vec::new();
    for node in &nodes {
        for _ in 0..3 {
            let (node, queue) = (node.clone(), queue.clone());
            tasks.push(tokio::spawn(async move {
                let mut mine = Vec::new();
                loop {
                    let got = node
                        .claim_jobs(&queue, t, Duration::from_secs(60), 4)
                        .await
                        .expect("claim");
                    if got.is_empty() {
                        return mine;
                    }
                    mine.extend(got.into_iter().map(|c| (c.job.id, c.token)));
                }
            }));
        }
    }
    let mut all = Vec::new();
    for task in tasks {
        all.extend(task.await.unwrap());
    }
    let tokens: std::collections::BTreeSet<&String> = all.iter().map(|(_, t)| t).collect();
    assert_eq!(tokens.len(), all.len(), "every lease has its own token");
    let mut ids: Vec<String> = all.into_iter().map(|(id, _)| id).collect();
    ids.sort();
    assert_eq!(ids, expected, "each of 60 jobs claimed exactly once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_commit_on_one_node_wakes_workers_on_another() {
    let Some(nodes) = nodes(2).await else {
        return;
    };
    let (a, b) = (&nodes[0], &nodes[1]);
    let signal = b.job_signal();
    // `connect` returns once B listens; drop any wake-up already stored (other tests enqueue
    // jobs on the same database) so the one awaited below comes after A's commit.
    let _ = tokio::time::timeout(Duration::from_millis(50), signal.notified()).await;
    let waiter = tokio::spawn(async move { signal.notified().await });
    tokio::task::yield_now().await;
    tokio::time::sleep(Duration::from_millis(20)).await;
    let queue = unique("pg_wake");
    let started = std::time::Instant::now();
    a.commit(Batch::new().job(JobWrite::Enqueue(job(&queue, &unique("job"), now()))))
        .await
        .expect("enqueue");
    tokio::time::timeout(Duration::from_secs(2), waiter)
        .await
        .expect("a commit on node A must wake node B's workers within 2 s")
        .unwrap();
    println!("node B woken {:?} after node A's commit", started.elapsed());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lost_lease_is_taken_over_by_another_node() {
    let Some(nodes) = nodes(2).await else {
        return;
    };
    let (a, b) = (&nodes[0], &nodes[1]);
    let queue = unique("pg_lease");
    let id = unique("job");
    let t = now();
    a.commit(Batch::new().job(JobWrite::Enqueue(job(&queue, &id, t))))
        .await
        .expect("enqueue");
    let lease = Duration::from_secs(1);
    let mut held_by_a = a.claim_jobs(&queue, t, lease, 10).await.unwrap();
    assert_eq!(held_by_a.len(), 1);
    let held_by_a = held_by_a.remove(0);
    assert!(
        b.claim_jobs(&queue, t, lease, 10).await.unwrap().is_empty(),
        "while A's lease runs, B gets nothing"
    );
    // A never finishes; once its lease has passed, B takes the job over.
    let later = t + chrono::Duration::seconds(2);
    let mut held_by_b = b.claim_jobs(&queue, later, lease, 10).await.unwrap();
    assert_eq!(held_by_b.len(), 1, "B takes over the job whose lease ended");
    let held_by_b = held_by_b.remove(0);
    assert_eq!(held_by_b.job, job(&queue, &id, t));
    assert_ne!(held_by_b.token, held_by_a.token);

    let stale = Batch::new().job(JobWrite::Finish {
        id: id.clone(),
        token: held_by_a.token,
    });
    match a.commit(stale).await {
        Err(StorageError::Conflict { kind, id: got }) => {
            assert_eq!((kind.as_str(), got.as_str()), ("job", id.as_str()))
        }
        other => panic!("A's finish with its lost lease must conflict, got {other:?}"),
    }
    b.commit(Batch::new().job(JobWrite::Finish {
        id: id.clone(),
        token: held_by_b.token,
    }))
    .await
    .expect("B's finish");
    assert_eq!(
        a.next_job_at(&queue).await.unwrap(),
        None,
        "the job is gone"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn debug_output_never_shows_the_url() {
    let Some(url) = database_url() else {
        return;
    };
    // With trust authentication the password is ignored, but it is in the URL.
    let Some((scheme, rest)) = url.split_once("://") else {
        return;
    };
    let Some((user, host)) = rest.split_once('@') else {
        return;
    };
    if user.contains(':') {
        return; // the URL has a password of its own
    }
    let with_password = format!("{scheme}://{user}:hunter2-secret@{host}");
    let Some(storage) = connect(&with_password, PostgresOptions::default()).await else {
        return;
    };
    let debug = format!("{storage:?}");
    assert!(debug.starts_with("PostgresStorage"), "{debug}");
    assert!(!debug.contains("hunter2"), "{debug}");
    assert!(!debug.contains(user), "{debug}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unreachable_database_is_unavailable() {
    // Nothing listens on port 1: the connection is refused.
    let options = PostgresOptions {
        acquire_timeout: Duration::from_secs(1),
        ..PostgresOptions::default()
    };
    match PostgresStorage::connect_with("postgres://edugen:secret@127.0.0.1:1/edugen", options)
        .await
    {
        Err(StorageError::Unavailable(message)) => {
            assert!(!message.contains("secret"), "{message}")
        }
        other => panic!("an unreachable database must be Unavailable, got {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn documents_keep_byte_order_and_exact_json() {
    let Some(storage) = database().await else {
        return;
    };
    let kind = unique("pg_order");
    let account = unique("acct");
    // Byte order, whatever the database's collation: upper case before lower, '_' between.
    let ids = ["B", "_", "a", "a_b", "ab", "é"];
    let mut batch = Batch::new();
    for id in ids {
        batch = batch.put(
            edugen::storage::Document {
                kind: kind.clone(),
                id: id.to_owned(),
                account: account.clone(),
                version: 1,
                fields: BTreeMap::from([("path.like".to_owned(), "$.x".to_owned())]),
                body: serde_json::json!({ "f": 0.1, "e": 1e-7, "big": 1e300, "n": u64::MAX }),
            },
            edugen::storage::Expect::Absent,
        );
    }
    storage.commit(batch).await.expect("put");
    let listed = storage
        .list(&edugen::storage::ListQuery {
            kind: kind.clone(),
            account: account.clone(),
            filters: vec![("path.like".to_owned(), "$.x".to_owned())],
            before: None,
            limit: 100,
        })
        .await
        .unwrap();
    let got: Vec<&str> = listed.iter().map(|d| d.id.as_str()).collect();
    let mut expected = ids.to_vec();
    expected.sort_unstable();
    expected.reverse();
    assert_eq!(got, expected, "ids by byte order, descending");
    assert_eq!(
        listed[0].body,
        serde_json::json!({ "f": 0.1, "e": 1e-7, "big": 1e300, "n": u64::MAX }),
        "numbers read back exactly"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_keeps_hearing_jobs_after_its_listener_connection_is_cut() {
    let Some(url) = database_url() else {
        return;
    };
    let Some(a) = connect(&url, PostgresOptions::default()).await else {
        return;
    };
    // B's connections carry a name of their own, so only B's listener is cut.
    let name = unique("edugen_cut");
    let Some(b) = connect(&named(&url, &name), PostgresOptions::default()).await else {
        return;
    };
    let cut: Vec<bool> = sqlx::query_scalar(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE application_name = $1 AND query LIKE 'LISTEN%'",
    )
    .bind(&name)
    .fetch_all(a.pool())
    .await
    .expect("terminate B's listener");
    assert_eq!(cut, [true], "B has one listener connection");
    // The listener reconnects and listens again.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        let listening: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM pg_stat_activity \
             WHERE application_name = $1 AND query LIKE 'LISTEN%'",
        )
        .bind(&name)
        .fetch_one(a.pool())
        .await
        .unwrap();
        if listening == 1 {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "B's listener must reconnect"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Drop the wake-up of the reconnection: the one awaited below must come from A's commit.
    let signal = b.job_signal();
    tokio::time::sleep(Duration::from_millis(50)).await;
    let _ = tokio::time::timeout(Duration::from_millis(50), signal.notified()).await;
    let waiter = tokio::spawn(async move { signal.notified().await });
    tokio::time::sleep(Duration::from_millis(20)).await;
    a.commit(Batch::new().job(JobWrite::Enqueue(job(
        &unique("pg_cut"),
        &unique("job"),
        now(),
    ))))
    .await
    .expect("enqueue");
    tokio::time::timeout(Duration::from_secs(2), waiter)
        .await
        .expect("after reconnecting, B must hear A's commits")
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn expired_quota_counters_are_purged() {
    let Some(storage) = database().await else {
        return;
    };
    let t = now();
    // A window that ended 11 minutes ago (purges keep 10 minutes of grace, for clock skew).
    let old = unique("pg_purge_old");
    let ended = [QuotaWindow {
        key: "m:old".to_owned(),
        limit: 5,
        resets_at: t - chrono::Duration::minutes(11),
    }];
    storage
        .hit(&old, &ended, t - chrono::Duration::minutes(12))
        .await
        .unwrap();
    let rows = |subject: String| {
        let pool = storage.pool().clone();
        async move {
            sqlx::query_scalar::<_, i64>("SELECT count(*) FROM quota_counters WHERE subject = $1")
                .bind(subject)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    assert_eq!(rows(old.clone()).await, 1);
    // Every 256th hit of a storage purges.
    let live = unique("pg_purge_live");
    let window = [QuotaWindow {
        key: "m:live".to_owned(),
        limit: 1000,
        resets_at: t + chrono::Duration::minutes(1),
    }];
    for n in 1..=255u64 {
        assert_eq!(storage.hit(&live, &window, t).await.unwrap().counts, [n]);
    }
    assert_eq!(rows(old.clone()).await, 0, "the expired counter is purged");
    assert_eq!(
        storage.hit(&live, &window, t).await.unwrap().counts,
        [256],
        "live counters are kept"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn expired_idempotency_keys_are_purged() {
    let Some(storage) = database().await else {
        return;
    };
    let scope = unique("pg_purge_idem");
    let (lock_ttl, ttl) = (Duration::from_secs(30), Duration::from_secs(3600));
    let t = now();
    let fingerprint = [1u8; 32];
    let old = unique("key_old");
    assert_eq!(
        storage
            .idempotency_claim(&scope, &old, &fingerprint, t, lock_ttl, ttl)
            .await
            .unwrap(),
        Claim::Claimed
    );
    // Every 256th claim of a storage purges its scope's keys whose window has passed.
    let later = t + chrono::Duration::hours(1);
    for _ in 0..255 {
        storage
            .idempotency_claim(&scope, &unique("key"), &fingerprint, later, lock_ttl, ttl)
            .await
            .unwrap();
    }
    let left: i64 =
        sqlx::query_scalar("SELECT count(*) FROM idempotency_keys WHERE scope = $1 AND key = $2")
            .bind(&scope)
            .bind(&old)
            .fetch_one(storage.pool())
            .await
            .unwrap();
    assert_eq!(left, 0, "the expired key is purged");
    let kept: i64 = sqlx::query_scalar("SELECT count(*) FROM idempotency_keys WHERE scope = $1")
        .bind(&scope)
        .fetch_one(storage.pool())
        .await
        .unwrap();
    assert_eq!(kept, 255, "keys within their window are kept");
}

/// Appends `application_name=<name>` to `url`, so a test can find its connections.
fn named(url: &str, name: &str) -> String {
    let separator = if url.contains('?') { '&' } else { '?' };
    format!("{url}{separator}application_name={name}")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn options_apply_and_dropping_the_storage_stops_its_listener() {
    let Some(url) = database_url() else {
        return;
    };
    let Some(observer) = database().await else {
        return;
    };
    let name = unique("edugen_drop");
    let options = PostgresOptions {
        max_connections: 2,
        min_connections: 1,
        statement_timeout: Some(Duration::from_millis(1500)),
        ..PostgresOptions::default()
    };
    let Some(storage) = connect(&named(&url, &name), options).await else {
        return;
    };
    let timeout: String = sqlx::query_scalar("SHOW statement_timeout")
        .fetch_one(storage.pool())
        .await
        .unwrap();
    assert_eq!(timeout, "1500ms");
    let count = |query: &'static str| {
        let (pool, name) = (observer.pool().clone(), name.clone());
        async move {
            sqlx::query_scalar::<_, i64>(query)
                .bind(name)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    const LISTENERS: &str = "SELECT count(*) FROM pg_stat_activity \
                             WHERE application_name = $1 AND query LIKE 'LISTEN%'";
    assert_eq!(
        count(LISTENERS).await,
        1,
        "one listener while the storage lives"
    );
    drop(storage);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while count(LISTENERS).await != 0 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the listener must stop when the storage is dropped"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn crossing_batches_queue_instead_of_deadlocking() {
    let Some(nodes) = nodes(3).await else {
        return;
    };
    let kind = unique("pg_cross");
    let account = unique("acct");
    let doc = |id: &str, n: u64| edugen::storage::Document {
        kind: kind.clone(),
        id: id.to_owned(),
        account: account.clone(),
        version: n,
        fields: BTreeMap::new(),
        body: serde_json::json!({ "n": n }),
    };
    // Batches writing the same two documents in opposite orders would deadlock on the rows;
    // the backend locks a batch's rows in one global order first, so they queue instead.
    let mut tasks = Vec::new();
    for (i, node) in nodes.iter().enumerate() {
        for j in 0..6u64 {
            let node = node.clone();
            let (x, y) = (doc("x", j), doc("y", j));
            let forward = (i as u64 + j).is_multiple_of(2);
            tasks.push(tokio::spawn(async move {
                let mut results = Vec::new();
                for _ in 0..5 {
                    let (first, second) = if forward {
                        (x.clone(), y.clone())
                    } else {
                        (y.clone(), x.clone())
                    };
                    let batch = Batch::new()
                        .put(first, edugen::storage::Expect::Any)
                        .put(second, edugen::storage::Expect::Any);
                    results.push(node.commit(batch).await);
                }
                results
            }));
        }
    }
    let started = std::time::Instant::now();
    let mut ok = 0;
    for task in tasks {
        for result in task.await.unwrap() {
            match result {
                Ok(()) => ok += 1,
                Err(StorageError::Conflict { .. }) => {}
                Err(e) => panic!("a deadlocked batch must be retried (or conflict), got {e:?}"),
            }
        }
    }
    println!(
        "{ok} of 90 crossing batches committed in {:?}",
        started.elapsed()
    );
    assert_eq!(ok, 90, "no batch may exhaust its retries");

    // Large batches (coarser locks) cross without deadlocking too.
    let ids: Vec<String> = (0..60).map(|i| format!("big_{i:02}")).collect();
    let mut tasks = Vec::new();
    for (i, node) in nodes.iter().enumerate() {
        for j in 0..4usize {
            let node = node.clone();
            let mut docs: Vec<_> = ids.iter().map(|id| doc(id, j as u64)).collect();
            if !(i + j).is_multiple_of(2) {
                docs.reverse();
            }
            tasks.push(tokio::spawn(async move {
                let batch = docs
                    .into_iter()
                    .fold(Batch::new(), |b, d| b.put(d, edugen::storage::Expect::Any));
                node.commit(batch).await
            }));
        }
    }
    for task in tasks {
        task.await.unwrap().expect("a large crossing batch commits");
    }
}

/// A batch PostgreSQL refuses as a whole (a body holding U+0000, which JSONB cannot store)
/// fails alone: the batches committed beside it, grouped with it or not, are all stored.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_batch_the_database_refuses_fails_alone_beside_concurrent_ones() {
    let Some(storage) = database().await else {
        return;
    };
    let storage = Arc::new(storage);
    let kind = unique("pg_refused");
    let account = unique("acct");
    let mut tasks = Vec::new();
    for n in 0..40 {
        let (storage, kind, account) = (storage.clone(), kind.clone(), account.clone());
        tasks.push(tokio::spawn(async move {
            let text = if n == 17 { "a\u{0}b" } else { "ab" };
            let doc = edugen::storage::Document {
                kind,
                id: format!("d{n:02}"),
                account,
                version: 1,
                fields: BTreeMap::new(),
                body: serde_json::json!({ "text": text }),
            };
            let batch = Batch::new().put(doc, edugen::storage::Expect::Absent);
            (n, storage.commit(batch).await)
        }));
    }
    for t in tasks {
        let (n, result) = t.await.unwrap();
        let stored = storage.get(&kind, &format!("d{n:02}")).await.unwrap();
        if n == 17 {
            assert!(result.is_err(), "a body JSONB cannot store must be refused");
            assert!(stored.is_none(), "the refused batch must write nothing");
        } else {
            assert!(
                result.is_ok(),
                "batch {n} must not fail with its neighbour: {result:?}"
            );
            assert!(stored.is_some(), "batch {n} must be stored");
        }
    }
}
