//! `/v1/api-keys` and the rules of keys: one-time value, scopes, revocation, rotation, IPs.

use edugen::auth::Preset;
use http::Method;
use serde_json::json;

use crate::support::TestApi;

#[tokio::test]
async fn created_key_value_is_shown_once_and_works() {
    let t = TestApi::new().await;
    let r = t
        .post("/v1/api-keys")
        .json(json!({"name": "ci", "preset": "viewer", "environment": "test"}))
        .send()
        .await;
    assert_eq!(r.status, 201);
    let v = r.json();
    let secret = v["secret"].as_str().unwrap().to_owned();
    assert!(secret.starts_with("eg_test_") && secret.len() == 40);
    assert_eq!(v["prefix"], &secret[..12]);
    assert_eq!(v["object"], "api_key");
    assert_eq!(v["environment"], "test");
    assert_eq!(v["livemode"], false);
    assert_eq!(v["accountId"], t.account.id.as_str());
    assert_eq!(
        v["scopes"],
        json!([
            "curriculum:read",
            "exams:read",
            "courses:read",
            "games:read",
            "webhooks:read",
            "marketplace:read",
            "analytics:read"
        ])
    );
    let created_at = v["createdAt"].as_str().unwrap();
    assert_eq!(created_at, "2026-01-01T00:00:10.000Z");

    // The list shows the key, never its value.
    let list = t.get("/v1/api-keys").send().await;
    assert_eq!(list.status, 200);
    assert!(!String::from_utf8_lossy(&list.bytes).contains(&secret));
    let ids: Vec<_> = list.json()["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["id"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(ids.len(), 2);
    assert_eq!(ids[0], v["id"].as_str().unwrap(), "newest first");
    assert!(list.json()["data"][0].get("secret").is_none());

    // The new key authenticates, with its own scopes.
    let r = t.get("/v1/curriculum/levels").key(&secret).send().await;
    assert_eq!(r.status, 200);
    let r = t.get("/v1/api-keys").key(&secret).send().await;
    let p = r.assert_problem(403, "forbidden_scope");
    assert_eq!(
        p["detail"],
        "The credential lacks the scope `account:manage` this route needs."
    );
}

#[tokio::test]
async fn granular_scopes_and_validation() {
    let t = TestApi::new().await;
    let r = t
        .post("/v1/api-keys")
        .json(json!({"name": "hooks", "scopes": ["webhooks:write", "webhooks:read", "webhooks:read"]}))
        .send()
        .await;
    assert_eq!(r.status, 201);
    assert_eq!(
        r.json()["scopes"],
        json!(["webhooks:read", "webhooks:write"])
    );
    assert_eq!(r.json()["environment"], "test", "defaults to the caller's");

    let r = t
        .post("/v1/api-keys")
        .json(json!({"name": "x", "scopes": ["exams:admin"]}))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "scopes[0]");
    let r = t
        .post("/v1/api-keys")
        .json(json!({"name": "x", "preset": "full", "scopes": ["exams:read"]}))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "scopes");
    let r = t
        .post("/v1/api-keys")
        .json(json!({"name": "  "}))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "name");
    let r = t.post("/v1/api-keys").json(json!({})).send().await;
    assert_eq!(r.invalid_field(), "name");
    let r = t
        .post("/v1/api-keys")
        .json(json!({"name": "x", "allowedIps": ["10.0.0.0/8", "not-an-ip"]}))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "allowedIps[1]");
}

#[tokio::test]
async fn a_key_cannot_grant_scopes_it_lacks() {
    let t = TestApi::new().await;
    let manager = t
        .post("/v1/api-keys")
        .json(json!({"name": "mgr", "scopes": ["account:manage", "exams:read"]}))
        .send()
        .await
        .json()["secret"]
        .as_str()
        .unwrap()
        .to_owned();
    let r = t
        .post("/v1/api-keys")
        .key(&manager)
        .json(json!({"name": "escalate", "preset": "full"}))
        .send()
        .await;
    r.assert_problem(403, "forbidden_scope");
    let r = t
        .post("/v1/api-keys")
        .key(&manager)
        .json(json!({"name": "ok", "scopes": ["exams:read"]}))
        .send()
        .await;
    assert_eq!(r.status, 201);
}

#[tokio::test]
async fn revoked_key_is_401_at_once() {
    let t = TestApi::new().await;
    let created = t
        .post("/v1/api-keys")
        .json(json!({"name": "temp", "preset": "viewer"}))
        .send()
        .await
        .json();
    let secret = created["secret"].as_str().unwrap();
    let id = created["id"].as_str().unwrap();
    assert_eq!(
        t.get("/v1/curriculum/levels")
            .key(secret)
            .send()
            .await
            .status,
        200
    );
    let r = t.delete(&format!("/v1/api-keys/{id}")).send().await;
    assert_eq!(r.status, 200);
    assert_eq!(r.json()["revokedAt"], "2026-01-01T00:00:10.000Z");
    let r = t.get("/v1/curriculum/levels").key(secret).send().await;
    r.assert_problem(401, "unauthorized");
    // Revoking again answers the same record.
    let again = t.delete(&format!("/v1/api-keys/{id}")).send().await;
    assert_eq!(again.status, 200);
    assert_eq!(again.json()["revokedAt"], "2026-01-01T00:00:10.000Z");
}

#[tokio::test]
async fn another_accounts_key_is_404() {
    let a = TestApi::new().await;
    let b_account = a
        .api
        .accounts()
        .create(edugen::services::accounts::NewAccount::new(
            "B",
            edugen::domain::account::Tier::Integral,
        ))
        .await
        .unwrap();
    let b_key = a
        .api
        .accounts()
        .create_key(
            &b_account.id,
            edugen::services::accounts::NewKey::new(
                "b",
                edugen::auth::Environment::Test,
                Preset::Full,
            ),
        )
        .await
        .unwrap();
    let path = format!("/v1/api-keys/{}", b_key.key.id);
    let r = a.delete(&path).send().await;
    let v = r.assert_problem(404, "not_found");
    assert_eq!(v["detail"], "No such API key.");
    let r = a.post(&format!("{path}/rotate")).send().await;
    r.assert_problem(404, "not_found");
    // B's key still works, and A's list does not show it.
    assert_eq!(
        a.get("/v1/curriculum/levels")
            .key(&b_key.secret)
            .send()
            .await
            .status,
        200
    );
    let list = a.get("/v1/api-keys").send().await.json();
    assert!(!list.to_string().contains(&b_key.key.id));
    let r = a.delete("/v1/api-keys/key_nonsense").send().await;
    r.assert_problem(404, "not_found");
}

#[tokio::test]
async fn rotation_keeps_the_old_value_for_the_grace_period() {
    let t = TestApi::new().await;
    let created = t
        .post("/v1/api-keys")
        .json(json!({"name": "rotating", "preset": "creator", "allowedIps": ["203.0.113.0/24"]}))
        .send()
        .await
        .json();
    let old_secret = created["secret"].as_str().unwrap().to_owned();
    let id = created["id"].as_str().unwrap();
    let r = t
        .post(&format!("/v1/api-keys/{id}/rotate"))
        .json(json!({"gracePeriodSeconds": 3600}))
        .send()
        .await;
    assert_eq!(r.status, 201);
    let new = r.json();
    let new_secret = new["secret"].as_str().unwrap().to_owned();
    assert_ne!(new_secret, old_secret);
    assert_ne!(new["id"], created["id"]);
    assert_eq!(new["name"], "rotating");
    assert_eq!(new["scopes"], created["scopes"]);
    assert_eq!(new["allowedIps"], json!(["203.0.113.0/24"]));

    let ok = |s: String| {
        let t = &t;
        async move {
            t.get("/v1/curriculum/levels")
                .key(&s)
                .send()
                .await
                .status
                .as_u16()
        }
    };
    assert_eq!(ok(old_secret.clone()).await, 200);
    assert_eq!(ok(new_secret.clone()).await, 200);
    t.clock.advance(chrono::Duration::seconds(3599));
    assert_eq!(ok(old_secret.clone()).await, 200);
    t.clock.advance(chrono::Duration::seconds(1));
    assert_eq!(ok(old_secret.clone()).await, 401);
    assert_eq!(ok(new_secret.clone()).await, 200);

    // The old key records its replacement; it cannot be rotated again.
    let list = t.get("/v1/api-keys?limit=100").send().await.json();
    let old = list["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["id"] == created["id"])
        .unwrap()
        .clone();
    assert_eq!(old["replacedBy"], new["id"]);
    assert_eq!(old["expiresAt"], "2026-01-01T01:00:10.000Z");
    let r = t.post(&format!("/v1/api-keys/{id}/rotate")).send().await;
    r.assert_problem(409, "conflict");

    let r = t
        .post(&format!(
            "/v1/api-keys/{}/rotate",
            new["id"].as_str().unwrap()
        ))
        .json(json!({"gracePeriodSeconds": 86401}))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "gracePeriodSeconds");
}

#[tokio::test]
async fn rotation_without_grace_stops_the_old_value_at_once() {
    let t = TestApi::new().await;
    let other = t.key_with(Preset::Viewer).await;
    let list = t.get("/v1/api-keys").send().await.json();
    let id = list["data"][0]["id"].as_str().unwrap().to_owned();
    let r = t.post(&format!("/v1/api-keys/{id}/rotate")).send().await;
    assert_eq!(r.status, 201);
    let r = t.get("/v1/curriculum/levels").key(&other).send().await;
    r.assert_problem(401, "unauthorized");
}

#[tokio::test]
async fn ip_allow_list_refuses_other_addresses() {
    let t = TestApi::new().await;
    let secret = t
        .post("/v1/api-keys")
        .json(json!({"name": "office", "allowedIps": ["198.51.100.0/24", "2001:db8::1"]}))
        .send()
        .await
        .json()["secret"]
        .as_str()
        .unwrap()
        .to_owned();
    let from = |ip: &'static str| {
        let t = &t;
        let secret = secret.clone();
        async move {
            t.get("/v1/curriculum/levels")
                .key(&secret)
                .client_ip(ip)
                .send()
                .await
        }
    };
    assert_eq!(from("198.51.100.20").await.status, 200);
    assert_eq!(from("2001:db8::1").await.status, 200);
    let r = from("203.0.113.7").await;
    let v = r.assert_problem(401, "unauthorized");
    assert_eq!(
        v["detail"],
        "The API key may not be used from this client address."
    );
}

#[tokio::test]
async fn api_keys_list_paginates_with_cursors() {
    let t = TestApi::new().await;
    for i in 0..4 {
        let r = t
            .post("/v1/api-keys")
            .json(json!({"name": format!("k{i}")}))
            .send()
            .await;
        assert_eq!(r.status, 201);
    }
    let p1 = t.get("/v1/api-keys?limit=2").send().await.json();
    assert_eq!(p1["data"].as_array().unwrap().len(), 2);
    assert_eq!(p1["data"][0]["name"], "k3");
    let c = p1["next_cursor"].as_str().unwrap();
    let p2 = t
        .get(&format!("/v1/api-keys?limit=2&cursor={c}"))
        .send()
        .await
        .json();
    assert_eq!(p2["data"][0]["name"], "k1");
    let c = p2["next_cursor"].as_str().unwrap();
    let p3 = t
        .get(&format!("/v1/api-keys?limit=2&cursor={c}"))
        .send()
        .await
        .json();
    assert_eq!(p3["data"].as_array().unwrap().len(), 1);
    assert_eq!(p3["data"][0]["name"], "test");
    assert_eq!(p3["next_cursor"], serde_json::Value::Null);
    let r = t.get("/v1/api-keys?limit=101").send().await;
    assert_eq!(r.invalid_field(), "limit");
    let r = t.get("/v1/api-keys?cursor=AAAA").send().await;
    assert_eq!(r.invalid_field(), "cursor");
    let _ = Method::GET;
}

#[tokio::test]
async fn revocation_is_immediate_on_sqlite_despite_its_read_cache() {
    let storage = edugen::storage::SqliteStorage::connect("sqlite::memory:")
        .await
        .unwrap();
    let api = edugen::Api::builder()
        .storage(storage)
        .deliverer(edugen::delivery::RecordingDeliverer::new())
        .build()
        .unwrap();
    let admin = format!("eg_test_{}", "S".repeat(32));
    let (account, _) = api
        .accounts()
        .bootstrap(&admin, "sqlite", edugen::domain::account::Tier::Essentiel)
        .await
        .unwrap();
    let created = api
        .accounts()
        .create_key(
            &account.id,
            edugen::services::accounts::NewKey::new(
                "k",
                edugen::auth::Environment::Test,
                Preset::Viewer,
            ),
        )
        .await
        .unwrap();
    let get = |key: String| {
        let api = api.clone();
        async move {
            let req = http::Request::get("/v1/curriculum/levels")
                .header("authorization", format!("Bearer {key}"))
                .body(bytes::Bytes::new())
                .unwrap();
            api.handle(req).await.status().as_u16()
        }
    };
    // Read twice so the key is in the read cache.
    assert_eq!(get(created.secret.clone()).await, 200);
    assert_eq!(get(created.secret.clone()).await, 200);
    let req = http::Request::delete(format!("/v1/api-keys/{}", created.key.id))
        .header("authorization", format!("Bearer {admin}"))
        .body(bytes::Bytes::new())
        .unwrap();
    assert_eq!(api.handle(req).await.status(), 200);
    assert_eq!(get(created.secret).await, 401);
}
