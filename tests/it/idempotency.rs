//! Idempotency-Key: byte-identical replay, conflicts, release on 5xx, scope per account.

use serde_json::json;

use crate::support::{Gate, Op, TestApi, Wrapped};

#[tokio::test]
async fn same_key_same_request_replays_byte_for_byte() {
    let t = TestApi::new().await;
    let send = || {
        t.post("/v1/api-keys")
            .header("idempotency-key", "create-ci-key-1")
            .json(json!({"name": "ci"}))
            .send()
    };
    let first = send().await;
    assert_eq!(first.status, 201);
    assert!(first.headers.get("idempotent-replayed").is_none());
    let again = send().await;
    assert_eq!(again.status, 201);
    assert_eq!(again.header("idempotent-replayed"), "true");
    assert_eq!(again.bytes, first.bytes);
    assert_eq!(again.header("content-type"), "application/json");
    assert_ne!(again.header("x-trace-id"), first.header("x-trace-id"));
    // Executed once: two keys in the list (the fixture's and this one).
    let list = t.get("/v1/api-keys").send().await.json();
    assert_eq!(list["data"].as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn same_key_other_payload_is_409() {
    let t = TestApi::new().await;
    let r = t
        .post("/v1/api-keys")
        .header("idempotency-key", "k1")
        .json(json!({"name": "a"}))
        .send()
        .await;
    assert_eq!(r.status, 201);
    let r = t
        .post("/v1/api-keys")
        .header("idempotency-key", "k1")
        .json(json!({"name": "b"}))
        .send()
        .await;
    let v = r.assert_problem(409, "conflict");
    assert!(v["detail"].as_str().unwrap().contains("different request"));
}

#[tokio::test]
async fn validation_errors_are_replayed_too() {
    let t = TestApi::new().await;
    let send = || {
        t.post("/v1/api-keys")
            .header("idempotency-key", "bad-1")
            .json(json!({"name": ""}))
            .send()
    };
    let first = send().await;
    first.assert_problem(400, "validation_error");
    let again = send().await;
    assert_eq!(again.status, 400);
    assert_eq!(again.bytes, first.bytes);
    assert_eq!(again.header("idempotent-replayed"), "true");
}

#[tokio::test]
async fn keys_are_scoped_per_account_and_expire_after_24_hours() {
    let a = TestApi::new().await;
    let b_acc = a
        .api
        .accounts()
        .create(edugen::services::accounts::NewAccount::new(
            "B",
            edugen::domain::account::Tier::Essentiel,
        ))
        .await
        .unwrap();
    let b_key = a
        .api
        .accounts()
        .create_key(
            &b_acc.id,
            edugen::services::accounts::NewKey::new(
                "b",
                edugen::auth::Environment::Test,
                edugen::auth::Preset::Full,
            ),
        )
        .await
        .unwrap()
        .secret;
    let body = json!({"name": "same"});
    let ra = a
        .post("/v1/api-keys")
        .header("idempotency-key", "shared")
        .json(body.clone())
        .send()
        .await;
    let rb = a
        .post("/v1/api-keys")
        .key(&b_key)
        .header("idempotency-key", "shared")
        .json(body.clone())
        .send()
        .await;
    assert_eq!((ra.status.as_u16(), rb.status.as_u16()), (201, 201));
    assert!(rb.headers.get("idempotent-replayed").is_none());
    assert_ne!(ra.json()["id"], rb.json()["id"]);

    a.clock.advance(chrono::Duration::hours(24));
    let again = a
        .post("/v1/api-keys")
        .header("idempotency-key", "shared")
        .json(body)
        .send()
        .await;
    assert_eq!(again.status, 201);
    assert!(again.headers.get("idempotent-replayed").is_none());
    assert_ne!(again.json()["id"], ra.json()["id"]);
}

#[tokio::test]
async fn invalid_keys_are_400_naming_the_header() {
    let t = TestApi::new().await;
    let long = "x".repeat(256);
    for bad in ["", long.as_str(), "tab\there"] {
        let r = t
            .post("/v1/api-keys")
            .header("idempotency-key", bad)
            .json(json!({"name": "a"}))
            .send()
            .await;
        assert_eq!(r.invalid_field(), "Idempotency-Key", "{bad:?}");
    }
}

#[tokio::test]
async fn deletes_are_idempotent_too() {
    let t = TestApi::new().await;
    let k = t
        .post("/v1/api-keys")
        .json(json!({"name": "d"}))
        .send()
        .await
        .json();
    let path = format!("/v1/api-keys/{}", k["id"].as_str().unwrap());
    let first = t
        .delete(&path)
        .header("idempotency-key", "del-1")
        .send()
        .await;
    t.clock.advance(chrono::Duration::seconds(5));
    let again = t
        .delete(&path)
        .header("idempotency-key", "del-1")
        .send()
        .await;
    assert_eq!(again.bytes, first.bytes);
    assert_eq!(again.header("idempotent-replayed"), "true");
}

#[tokio::test]
async fn get_requests_ignore_the_header() {
    let t = TestApi::new().await;
    let a = t
        .get("/v1/api-keys")
        .header("idempotency-key", "g")
        .send()
        .await;
    let b = t
        .get("/v1/api-keys")
        .header("idempotency-key", "g")
        .send()
        .await;
    assert!(a.headers.get("idempotent-replayed").is_none());
    assert!(b.headers.get("idempotent-replayed").is_none());
}

/// Commits that can be held or made to fail, to observe a request mid-way.
#[derive(Debug, Default)]
struct Gated {
    hold: tokio::sync::Mutex<()>,
    fail_commits: std::sync::atomic::AtomicBool,
}

#[async_trait::async_trait]
impl Gate for Gated {
    async fn pass(&self, op: Op) -> Result<(), edugen::storage::StorageError> {
        if op == Op::Commit {
            let _held = self.hold.lock().await;
            if self.fail_commits.load(std::sync::atomic::Ordering::SeqCst) {
                return Err(edugen::storage::StorageError::Other("disk full".into()));
            }
        }
        Ok(())
    }
}

async fn gated_api() -> (edugen::Api, std::sync::Arc<Wrapped<Gated>>, String) {
    let storage = std::sync::Arc::new(Wrapped::<Gated>::default());
    let api = edugen::Api::builder()
        .storage_arc(storage.clone())
        .build()
        .unwrap();
    let key = format!("eg_test_{}", "G".repeat(32));
    api.accounts()
        .bootstrap(&key, "gated", edugen::domain::account::Tier::Essentiel)
        .await
        .unwrap();
    (api, storage, key)
}

fn create_key_request(key: &str, idem: &str) -> http::Request<bytes::Bytes> {
    http::Request::post("/v1/api-keys")
        .header("authorization", format!("Bearer {key}"))
        .header("content-type", "application/json")
        .header("idempotency-key", idem)
        .body(bytes::Bytes::from_static(br#"{"name":"slow"}"#))
        .unwrap()
}

#[tokio::test]
async fn a_request_still_running_makes_the_same_key_409_in_progress() {
    let (api, storage, key) = gated_api().await;
    let held = storage.gate.hold.lock().await;
    let first = tokio::spawn({
        let api = api.clone();
        let req = create_key_request(&key, "slow-1");
        async move { api.handle(req).await }
    });
    // Let the first request reach its (held) commit.
    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    let second = api.handle(create_key_request(&key, "slow-1")).await;
    assert_eq!(second.status(), 409);
    assert_eq!(second.headers()["retry-after"], "1");
    let body: serde_json::Value =
        serde_json::from_slice(&second.into_body().collect().await).unwrap();
    assert_eq!(body["code"], "conflict");
    assert!(
        body["detail"]
            .as_str()
            .unwrap()
            .contains("still in progress")
    );
    drop(held);
    assert_eq!(first.await.unwrap().status(), 201);
    let third = api.handle(create_key_request(&key, "slow-1")).await;
    assert_eq!(third.status(), 201);
    assert_eq!(third.headers()["idempotent-replayed"], "true");
}

#[tokio::test]
async fn a_5xx_is_not_stored_and_the_retry_executes() {
    let (api, storage, key) = gated_api().await;
    storage
        .gate
        .fail_commits
        .store(true, std::sync::atomic::Ordering::SeqCst);
    let first = api.handle(create_key_request(&key, "retry-1")).await;
    assert_eq!(first.status(), 500);
    let body: serde_json::Value =
        serde_json::from_slice(&first.into_body().collect().await).unwrap();
    assert_eq!(body["code"], "internal_error");
    assert!(!body.to_string().contains("disk full"));
    storage
        .gate
        .fail_commits
        .store(false, std::sync::atomic::Ordering::SeqCst);
    let retry = api.handle(create_key_request(&key, "retry-1")).await;
    assert_eq!(retry.status(), 201);
    assert!(retry.headers().get("idempotent-replayed").is_none());
}
