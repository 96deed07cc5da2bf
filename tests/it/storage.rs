//! The storage backends against the conformance suite.
#![cfg(feature = "test-util")]

use std::path::PathBuf;
use std::sync::Arc;

use edugen::storage::{MemoryStorage, conformance};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn memory_backend_passes_the_conformance_suite() {
    conformance::run(Arc::new(MemoryStorage::new())).await;
}

/// A database file under the temp dir, removed (with its WAL files) when dropped.
#[cfg(feature = "sqlite")]
struct TempDb(PathBuf);

#[cfg(feature = "sqlite")]
impl TempDb {
    fn new(name: &str) -> Self {
        let unique = format!(
            "edugen-{name}-{}-{:016x}.db",
            std::process::id(),
            rand::random::<u64>()
        );
        Self(std::env::temp_dir().join(unique))
    }

    fn path(&self) -> &str {
        self.0.to_str().expect("temp dir path is UTF-8")
    }
}

#[cfg(feature = "sqlite")]
impl Drop for TempDb {
    fn drop(&mut self) {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let mut path = self.0.clone().into_os_string();
            path.push(suffix);
            let _ = std::fs::remove_file(path);
        }
    }
}

#[cfg(feature = "sqlite")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_file_backend_passes_the_conformance_suite() {
    use edugen::storage::SqliteStorage;

    let db = TempDb::new("conformance");
    let storage = SqliteStorage::connect(db.path()).await.expect("connect");
    assert!(
        std::fs::metadata(&db.0).is_ok(),
        "connect must create the file"
    );
    let storage = Arc::new(storage);
    conformance::run(storage.clone()).await;
    // The suite uses fresh names each run: it passes again on the same database.
    conformance::run(storage.clone()).await;
    storage.pool().close().await;
}

#[cfg(feature = "sqlite")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_url_backend_passes_the_conformance_suite() {
    use edugen::storage::SqliteStorage;

    let db = TempDb::new("url");
    let storage = SqliteStorage::connect(&format!("sqlite://{}", db.path()))
        .await
        .expect("connect");
    let storage = Arc::new(storage);
    conformance::run(storage.clone()).await;
    storage.pool().close().await;
}

#[cfg(feature = "sqlite")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_memory_backend_passes_the_conformance_suite() {
    use edugen::storage::SqliteStorage;

    for url in ["sqlite::memory:", "memory"] {
        let storage = SqliteStorage::connect(url).await.expect("connect");
        conformance::run(Arc::new(storage)).await;
    }
}

#[cfg(feature = "sqlite")]
#[tokio::test]
async fn sqlite_memory_databases_are_private() {
    use edugen::storage::{Batch, Document, Expect, SqliteStorage, Storage};

    let one = SqliteStorage::connect("sqlite::memory:")
        .await
        .expect("connect");
    let two = SqliteStorage::connect("sqlite::memory:")
        .await
        .expect("connect");
    let doc = Document {
        kind: "exam".to_owned(),
        id: "exam_1".to_owned(),
        account: "acct_1".to_owned(),
        version: 1,
        fields: Default::default(),
        body: serde_json::json!({}),
    };
    one.commit(Batch::new().put(doc, Expect::Absent))
        .await
        .expect("commit");
    assert!(one.get("exam", "exam_1").await.expect("get").is_some());
    assert!(two.get("exam", "exam_1").await.expect("get").is_none());
}

#[cfg(feature = "sqlite")]
#[tokio::test]
async fn sqlite_data_survives_reopening_the_file() {
    use std::collections::BTreeMap;

    use bytes::Bytes;
    use edugen::storage::{Batch, Claim, Document, Expect, SqliteStorage, Storage, StoredResponse};

    let db = TempDb::new("reopen");
    let doc = Document {
        kind: "exam".to_owned(),
        id: "exam_01".to_owned(),
        account: "acct_01".to_owned(),
        version: 3,
        fields: BTreeMap::from([("status".to_owned(), "published".to_owned())]),
        body: serde_json::json!({ "title": "Fractions", "questions": [1, 2, 3] }),
    };
    let response = StoredResponse {
        status: 201,
        headers: vec![("content-type".to_owned(), "application/json".to_owned())],
        body: Bytes::from_static(b"{}"),
    };
    let fp = [7u8; 32];
    let now = chrono::Utc::now();
    let (lock_ttl, ttl) = (
        std::time::Duration::from_secs(30),
        std::time::Duration::from_secs(86_400),
    );
    {
        let storage = SqliteStorage::connect(db.path()).await.expect("connect");
        storage
            .commit(Batch::new().put(doc.clone(), Expect::Absent))
            .await
            .expect("commit");
        let claim = storage
            .idempotency_claim("acct_01", "idem-1", &fp, now, lock_ttl, ttl)
            .await
            .expect("claim");
        assert_eq!(claim, Claim::Claimed);
        storage
            .idempotency_complete("acct_01", "idem-1", response.clone())
            .await
            .expect("complete");
        storage.pool().close().await;
    }
    let storage = SqliteStorage::connect(db.path()).await.expect("reconnect");
    assert_eq!(
        storage.get("exam", "exam_01").await.expect("get"),
        Some(doc)
    );
    let claim = storage
        .idempotency_claim("acct_01", "idem-1", &fp, now, lock_ttl, ttl)
        .await
        .expect("claim");
    assert_eq!(claim, Claim::Replay(response));
    storage.pool().close().await;
}

#[cfg(feature = "sqlite")]
#[tokio::test]
async fn sqlite_debug_shows_no_path() {
    use edugen::storage::SqliteStorage;

    let db = TempDb::new("debug");
    let storage = SqliteStorage::connect(db.path()).await.expect("connect");
    let debug = format!("{storage:?}");
    assert!(debug.starts_with("SqliteStorage"), "{debug}");
    assert!(!debug.contains(db.path()), "{debug}");
    storage.pool().close().await;
}

/// The in-memory quota store (one node) against the quota checks.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn memory_quotas_pass_the_quota_checks() {
    conformance::run_quotas(Arc::new(edugen::storage::MemoryQuotas::new())).await;
}

/// The Redis quota store against the quota checks, then two stores ("nodes") on one server
/// counting as one. Set `EDUGEN_TEST_REDIS_URL` (e.g. `redis://127.0.0.1:6379`) to run it;
/// without it the test is skipped, unless `CI=true`.
#[cfg(feature = "redis")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn redis_quotas_pass_the_quota_checks_and_count_across_nodes() {
    use chrono::Utc;
    use edugen::storage::{QuotaStore, QuotaWindow, RedisQuotas};

    const VAR: &str = "EDUGEN_TEST_REDIS_URL";
    let Some(url) = crate::support::service_url(VAR) else {
        return;
    };
    let prefix = format!("edugen-test:{:016x}:", rand::random::<u64>());
    let connect = || async {
        RedisQuotas::connect(&url)
            .await
            .unwrap_or_else(|e| panic!("{VAR} is set but Redis is unreachable: {e}"))
            .with_prefix(prefix.clone())
    };
    conformance::run_quotas(Arc::new(connect().await)).await;

    // Two nodes, 3 × 40 concurrent hits each on a window of 50: exactly 50 allowed in all.
    let nodes: Vec<Arc<dyn QuotaStore>> =
        vec![Arc::new(connect().await), Arc::new(connect().await)];
    let now = Utc::now();
    let windows = vec![QuotaWindow {
        key: "m:nodes".to_owned(),
        limit: 50,
        resets_at: now + chrono::Duration::seconds(60),
    }];
    let mut tasks = Vec::new();
    for node in &nodes {
        for _ in 0..60 {
            let (node, windows) = (node.clone(), windows.clone());
            tasks.push(tokio::spawn(async move {
                node.hit("acc_nodes", &windows, now).await.unwrap().allowed
            }));
        }
    }
    let mut allowed = 0;
    for t in tasks {
        allowed += usize::from(t.await.unwrap());
    }
    assert_eq!(
        allowed, 50,
        "two nodes on one Redis must allow exactly the limit"
    );

    // Clones of one store under two prefixes (two deployments sharing the connection and its
    // grouping of concurrent hits): each prefix counts its own hits, 30 of 40 concurrent ones
    // allowed in each.
    let base = connect().await;
    let other = format!("edugen-test:{:016x}:", rand::random::<u64>());
    let stores: Vec<Arc<dyn QuotaStore>> =
        vec![Arc::new(base.clone()), Arc::new(base.with_prefix(other))];
    let windows = vec![QuotaWindow {
        key: "m:prefixes".to_owned(),
        limit: 30,
        resets_at: now + chrono::Duration::seconds(60),
    }];
    let mut tasks = Vec::new();
    for (i, store) in stores.iter().enumerate() {
        for _ in 0..40 {
            let (store, windows) = (store.clone(), windows.clone());
            tasks.push(tokio::spawn(async move {
                (
                    i,
                    store
                        .hit("acc_prefixes", &windows, now)
                        .await
                        .unwrap()
                        .allowed,
                )
            }));
        }
    }
    let mut allowed = [0usize; 2];
    for t in tasks {
        let (i, ok) = t.await.unwrap();
        allowed[i] += usize::from(ok);
    }
    assert_eq!(
        allowed,
        [30, 30],
        "each prefix must count its own hits, whatever the other's"
    );
}

/// The webhook delivery buckets: two stores ("nodes") on one Redis take from one bucket (rate
/// 10 a second, size 3), at the callers' clock; the in-process stores keep none.
#[cfg(feature = "redis")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn redis_delivery_buckets_are_shared_by_the_nodes() {
    use chrono::{Duration, Utc};
    use edugen::storage::{MemoryQuotas, QuotaStore, RedisQuotas, StorageQuotas, Token};
    use std::time::Duration as Wait;

    let t = Utc::now();
    assert_eq!(
        MemoryQuotas::new()
            .take_token("whk_1", 10, 3, t)
            .await
            .unwrap(),
        Token::Unshared
    );
    let storage = Arc::new(MemoryStorage::new());
    assert_eq!(
        StorageQuotas(storage)
            .take_token("whk_1", 10, 3, t)
            .await
            .unwrap(),
        Token::Unshared
    );

    const VAR: &str = "EDUGEN_TEST_REDIS_URL";
    let Some(url) = crate::support::service_url(VAR) else {
        return;
    };
    let prefix = format!("edugen-test:{:016x}:", rand::random::<u64>());
    let mut nodes = Vec::new();
    for _ in 0..2 {
        nodes.push(
            RedisQuotas::connect(&url)
                .await
                .unwrap_or_else(|e| panic!("{VAR} is set but Redis is unreachable: {e}"))
                .with_prefix(prefix.clone()),
        );
    }
    // Full at first: three tokens, taken by either node, then the fourth waits 100 ms.
    for i in 0..3 {
        assert_eq!(
            nodes[i % 2].take_token("whk_1", 10, 3, t).await.unwrap(),
            Token::Taken,
            "token {i}"
        );
    }
    assert_eq!(
        nodes[1].take_token("whk_1", 10, 3, t).await.unwrap(),
        Token::Wait(Wait::from_millis(100)),
        "the bucket is empty for both nodes"
    );
    // 25 ms later, a quarter of a token: 75 ms to go. At 125 ms, 1.25 tokens: one is taken.
    assert_eq!(
        nodes[0]
            .take_token("whk_1", 10, 3, t + Duration::milliseconds(25))
            .await
            .unwrap(),
        Token::Wait(Wait::from_millis(75))
    );
    assert_eq!(
        nodes[0]
            .take_token("whk_1", 10, 3, t + Duration::milliseconds(125))
            .await
            .unwrap(),
        Token::Taken
    );
    // A node whose clock is behind refills nothing: still a quarter.
    assert_eq!(
        nodes[1]
            .take_token("whk_1", 10, 3, t + Duration::milliseconds(50))
            .await
            .unwrap(),
        Token::Wait(Wait::from_millis(75))
    );
    // Another subscription has its own bucket.
    assert_eq!(
        nodes[1].take_token("whk_2", 10, 3, t).await.unwrap(),
        Token::Taken
    );
}
