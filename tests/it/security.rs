//! The security rules of credentials and secrets: no credential grants or obtains more than it
//! holds, live and test data never mix, and no secret is kept in plain text anywhere.

use edugen::auth::{Environment, Preset, Scope};
use edugen::services::accounts::NewKey;
use http::Method;
use serde_json::{Value, json};

use crate::support::TestApi;

/// A key of the test account with exactly `scopes`, in `environment`.
async fn key_of(t: &TestApi, environment: Environment, scopes: &[Scope]) -> (String, String) {
    let mut new = NewKey::new("probe", environment, Preset::Viewer);
    new.scopes = scopes.to_vec();
    let created = t
        .api
        .accounts()
        .create_key(&t.account.id, new)
        .await
        .unwrap();
    (created.key.id, created.secret)
}

#[tokio::test]
async fn a_key_may_not_rotate_revoke_or_create_a_key_with_scopes_it_lacks() {
    let t = TestApi::new().await;
    let (_, manager) = key_of(&t, Environment::Test, &[Scope::AccountManage]).await;
    let (full_id, _) = key_of(&t, Environment::Test, &Preset::Full.scopes()).await;
    // Rotating a Full key would hand over a Full secret.
    let r = t
        .post(&format!("/v1/api-keys/{full_id}/rotate"))
        .key(&manager)
        .send()
        .await;
    let p = r.assert_problem(403, "forbidden_scope");
    assert!(p["detail"].as_str().unwrap().contains("rotate"), "{p}");
    let r = t
        .delete(&format!("/v1/api-keys/{full_id}"))
        .key(&manager)
        .send()
        .await;
    r.assert_problem(403, "forbidden_scope");
    let r = t
        .post("/v1/api-keys")
        .key(&manager)
        .json(json!({"name": "escalated", "preset": "full"}))
        .send()
        .await;
    r.assert_problem(403, "forbidden_scope");
    // The Full key is untouched.
    let key = t.api.accounts().key(&t.account.id, &full_id).await.unwrap();
    assert!(key.revoked_at.is_none() && key.replaced_by.is_none());
    // Keys within its own scopes are fine: a key holding only account:manage rotates one like
    // itself.
    let (peer_id, _) = key_of(&t, Environment::Test, &[Scope::AccountManage]).await;
    let r = t
        .post(&format!("/v1/api-keys/{peer_id}/rotate"))
        .key(&manager)
        .send()
        .await;
    assert_eq!(r.status, 201);
    assert_eq!(r.json()["scopes"], json!(["account:manage"]));
}

#[tokio::test]
async fn test_and_live_keys_see_only_their_own_mode() {
    let t = TestApi::new().await;
    let (_, live) = key_of(&t, Environment::Live, &Preset::Full.scopes()).await;
    // A test key creates only test keys.
    let r = t
        .post("/v1/api-keys")
        .json(json!({"name": "promoted", "environment": "live"}))
        .send()
        .await;
    r.assert_problem(403, "forbidden_scope");
    // Resources made with a test key are test resources, invisible to live keys, and the
    // reverse.
    let hook = |url: &str| json!({"url": url, "events": ["*"], "secret": "whsec_0123456789abcdefghijklmn"});
    let test_hook = t
        .post("/v1/webhooks")
        .json(hook("https://t.example/x"))
        .send()
        .await;
    assert_eq!(test_hook.status, 201);
    assert_eq!(test_hook.json()["livemode"], false);
    let live_hook = t
        .post("/v1/webhooks")
        .key(&live)
        .json(hook("https://l.example/x"))
        .send()
        .await;
    assert_eq!(live_hook.status, 201);
    assert_eq!(live_hook.json()["livemode"], true);
    let test_id = test_hook.json()["id"].as_str().unwrap().to_owned();
    let live_id = live_hook.json()["id"].as_str().unwrap().to_owned();
    t.get(&format!("/v1/webhooks/{live_id}"))
        .send()
        .await
        .assert_problem(404, "not_found");
    t.get(&format!("/v1/webhooks/{test_id}"))
        .key(&live)
        .send()
        .await
        .assert_problem(404, "not_found");
    let ids = |v: Value| -> Vec<String> {
        v["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w["id"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(
        ids(t.get("/v1/webhooks").send().await.json()),
        std::slice::from_ref(&test_id)
    );
    assert_eq!(
        ids(t.get("/v1/webhooks").key(&live).send().await.json()),
        std::slice::from_ref(&live_id)
    );
    // Keys too: the live key lists live keys only.
    let keys = t.get("/v1/api-keys").key(&live).send().await.json();
    assert!(
        keys["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|k| k["environment"] == "live" && k["livemode"] == true)
    );
    // A test-mode event goes to test-mode subscriptions only: a key created with the test key
    // announces api_key.created to the test subscription alone.
    let r = t
        .post("/v1/api-keys")
        .json(json!({"name": "another test key"}))
        .send()
        .await;
    assert_eq!(r.status, 201);
    let page = |id: &str, key: Option<&str>| {
        let mut req = t.get(&format!("/v1/webhooks/{id}/deliveries"));
        if let Some(k) = key {
            req = req.key(k);
        }
        req
    };
    let test_deliveries = page(&test_id, None).send().await.json();
    let live_deliveries = page(&live_id, Some(&live)).send().await.json();
    let types = |v: &Value| -> Vec<String> {
        v["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["eventType"].as_str().unwrap().to_owned())
            .collect()
    };
    assert!(types(&test_deliveries).contains(&"api_key.created".to_owned()));
    assert!(!types(&live_deliveries).contains(&"api_key.created".to_owned()));
    // Quotas stay per account: both modes count against one quota.
    let before = t.get("/v1/webhooks").send().await;
    let after = t.get("/v1/webhooks").key(&live).send().await;
    let remaining =
        |r: &crate::support::Res| r.header("x-ratelimit-remaining").parse::<u64>().unwrap();
    assert_eq!(remaining(&before), remaining(&after) + 1);
}

#[tokio::test]
async fn a_stored_response_with_a_secret_is_replayed_only_to_its_credential() {
    let t = TestApi::new().await;
    let first = t
        .post("/v1/api-keys")
        .header("idempotency-key", "make-a-key")
        .json(json!({"name": "ci"}))
        .send()
        .await;
    assert_eq!(first.status, 201);
    // The same credential gets the same response again, byte for byte.
    let again = t
        .post("/v1/api-keys")
        .header("idempotency-key", "make-a-key")
        .json(json!({"name": "ci"}))
        .send()
        .await;
    assert_eq!(again.status, 201);
    assert_eq!(again.header("idempotent-replayed"), "true");
    assert_eq!(again.bytes, first.bytes);
    // Another credential of the same account is refused, and told why.
    let other = t.key_with(Preset::Full).await;
    let r = t
        .post("/v1/api-keys")
        .key(&other)
        .header("idempotency-key", "make-a-key")
        .json(json!({"name": "ci"}))
        .send()
        .await;
    let p = r.assert_problem(409, "conflict");
    assert!(p["detail"].as_str().unwrap().contains("credential"), "{p}");
    assert!(!String::from_utf8_lossy(&r.bytes).contains("eg_test_"));
}

#[tokio::test]
async fn other_routes_replay_to_every_credential_of_the_account() {
    let t = TestApi::new().await;
    let body = json!({"url": "https://h.example/x", "events": ["*"], "secret": "whsec_0123456789abcdefghijklmn"});
    let first = t
        .post("/v1/webhooks")
        .header("idempotency-key", "hook-1")
        .json(body.clone())
        .send()
        .await;
    assert_eq!(first.status, 201);
    let other = t.key_with(Preset::Full).await;
    let again = t
        .post("/v1/webhooks")
        .key(&other)
        .header("idempotency-key", "hook-1")
        .json(body)
        .send()
        .await;
    assert_eq!(again.status, 201);
    assert_eq!(again.bytes, first.bytes);
}

/// Creates and rotates keys under Idempotency-Keys and creates a webhook through `api`; answers
/// every secret that went by.
async fn make_secrets(api: &edugen::Api) -> Vec<String> {
    let (_, key) = api
        .accounts()
        .bootstrap(
            "eg_test_SecretsAtRest0123456789abcdefghi",
            "Lycée Condorcet",
            edugen::domain::account::Tier::Integral,
        )
        .await
        .map(|(a, _)| (a, "eg_test_SecretsAtRest0123456789abcdefghi".to_owned()))
        .unwrap();
    let call = |method: Method, path: &str, idem: &str, body: Value| {
        http::Request::builder()
            .method(method)
            .uri(path)
            .header("authorization", format!("Bearer {key}"))
            .header("content-type", "application/json")
            .header("idempotency-key", idem)
            .body(bytes::Bytes::from(body.to_string()))
            .unwrap()
    };
    let read = |res: http::Response<edugen::Body>| async move {
        let bytes = res.into_body().collect().await;
        serde_json::from_slice::<Value>(&bytes).unwrap()
    };
    let mut secrets = vec![key.clone()];
    let created = read(
        api.handle(call(
            Method::POST,
            "/v1/api-keys",
            "k-1",
            json!({"name": "ci"}),
        ))
        .await,
    )
    .await;
    secrets.push(created["secret"].as_str().unwrap().to_owned());
    let id = created["id"].as_str().unwrap();
    let rotated = read(
        api.handle(call(
            Method::POST,
            &format!("/v1/api-keys/{id}/rotate"),
            "k-2",
            json!({}),
        ))
        .await,
    )
    .await;
    secrets.push(rotated["secret"].as_str().unwrap().to_owned());
    let webhook_secret = "whsec_NeverStoredInPlainText_0123456789";
    let hook = read(
        api.handle(call(
            Method::POST,
            "/v1/webhooks",
            "w-1",
            json!({"url": "https://h.example/x", "events": ["*"], "secret": webhook_secret}),
        ))
        .await,
    )
    .await;
    assert!(hook["id"].as_str().is_some(), "{hook}");
    secrets.push(webhook_secret.to_owned());
    // Replays read the sealed records back.
    let replay = api
        .handle(call(
            Method::POST,
            "/v1/api-keys",
            "k-1",
            json!({"name": "ci"}),
        ))
        .await;
    assert_eq!(replay.status(), 201);
    secrets
}

/// Where in `haystack` a secret shows, if anywhere.
fn find_any(haystack: &[u8], secrets: &[String]) -> Option<String> {
    secrets
        .iter()
        .find(|s| haystack.windows(s.len()).any(|w| w == s.as_bytes()))
        .cloned()
}

#[tokio::test]
async fn no_secret_is_readable_in_the_sqlite_file() {
    let dir = std::env::temp_dir().join(format!("edugen-secrets-{}", rand::random::<u64>()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("edugen.db");
    let storage = edugen::storage::SqliteStorage::connect(path.to_str().unwrap())
        .await
        .unwrap();
    let api = edugen::Api::builder().storage(storage).build().unwrap();
    let secrets = make_secrets(&api).await;
    drop(api);
    let mut all = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        all.extend(std::fs::read(entry.unwrap().path()).unwrap());
    }
    assert!(all.len() > 10_000, "the database files were read");
    assert_eq!(find_any(&all, &secrets), None);
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(feature = "postgres")]
#[tokio::test]
async fn no_secret_is_readable_in_any_postgresql_table() {
    use sqlx::{Connection, Row};
    let Ok(url) = std::env::var("EDUGEN_TEST_DATABASE_URL") else {
        assert!(std::env::var("CI").as_deref() != Ok("true"));
        println!("skipped: EDUGEN_TEST_DATABASE_URL is not set");
        return;
    };
    let url = crate::support::own_database(&url).await.unwrap();
    let storage = edugen::storage::PostgresStorage::connect(&url)
        .await
        .unwrap();
    let api = edugen::Api::builder().storage(storage).build().unwrap();
    let secrets = make_secrets(&api).await;
    let mut db = sqlx::PgConnection::connect(&url).await.unwrap();
    let tables: Vec<String> = sqlx::query(
        "SELECT table_name::text FROM information_schema.tables WHERE table_schema = 'public'",
    )
    .fetch_all(&mut db)
    .await
    .unwrap()
    .iter()
    .map(|r| r.get(0))
    .collect();
    assert!(tables.len() >= 3, "{tables:?}");
    let mut dump = Vec::new();
    for table in &tables {
        let rows = sqlx::query(&format!("SELECT row_to_json(t)::text FROM \"{table}\" t"))
            .fetch_all(&mut db)
            .await
            .unwrap();
        for row in rows {
            let text: String = row.get(0);
            dump.extend(text.into_bytes());
        }
    }
    assert!(dump.len() > 1_000);
    assert_eq!(find_any(&dump, &secrets), None);
}
