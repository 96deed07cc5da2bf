//! An Enterprise account's own limits, set from Rust (`Accounts::set_limits`), are in force on
//! the next request; other plans are refused; the change is announced by `account.updated`.

use edugen::ErrorCode;
use edugen::delivery::RecordingDeliverer;
use edugen::domain::account::{Limits, Tier};
use serde_json::{Value, json};

use crate::support::TestApi;

#[tokio::test]
async fn enterprise_limits_set_from_rust_are_in_force_at_once() {
    let rec = RecordingDeliverer::new();
    let t = TestApi::with_deliverer(rec.clone()).await;
    // TestApi's account is Essentiel; an Enterprise one with its own key:
    let key = format!("eg_test_{}", "E".repeat(32));
    let (account, _) = t
        .api
        .accounts()
        .bootstrap(&key, "Académie", Tier::Enterprise)
        .await
        .unwrap();
    let r = t.get("/v1/curriculum/levels").key(&key).send().await;
    assert_eq!(r.status, 200);
    assert_eq!(
        r.header("x-ratelimit-limit"),
        "6000",
        "Enterprise's default"
    );

    let r = t
        .post("/v1/webhooks")
        .key(&key)
        .json(
            json!({"url": "https://h.example/x", "events": ["account.*"],
                     "secret": "whsec_0123456789abcdefghijklmnop"}),
        )
        .send()
        .await;
    assert_eq!(r.status, 201);

    let updated = t
        .api
        .accounts()
        .set_limits(&account.id, Limits::new(5, 10))
        .await
        .unwrap();
    assert_eq!(updated.custom_limits, Some(Limits::new(5, 10)));
    assert_eq!(updated.limits(), Limits::new(5, 10));

    // A fresh minute (two requests of today are already counted).
    t.clock.advance(chrono::Duration::minutes(1));
    for i in 1..=5u64 {
        let r = t.get("/v1/curriculum/levels").key(&key).send().await;
        assert_eq!(r.status, 200, "request {i}");
        assert_eq!(r.header("x-ratelimit-limit"), "5");
        // The minute binds: 5 - i left in it, 8 - i today.
        assert_eq!(r.header("x-ratelimit-remaining"), (5 - i).to_string());
    }
    let r = t.get("/v1/curriculum/levels").key(&key).send().await;
    r.assert_problem(429, "rate_limited");
    assert_eq!(r.header("x-ratelimit-limit"), "5");

    // The change is announced to the account's subscriptions.
    t.api.delivery_worker().run_due().await.unwrap();
    let sent = rec.requests();
    let events: Vec<Value> = sent
        .iter()
        .map(|r| serde_json::from_slice(&r.body).unwrap())
        .filter(|e: &Value| e["type"] == "account.updated")
        .collect();
    assert_eq!(events.len(), 1, "{sent:?}");
    let data = &events[0]["data"]["account"];
    assert_eq!(data["id"], account.id.as_str());
    assert_eq!(data["tier"], "enterprise");
    assert_eq!(data["limits"], json!({"perMinute": 5, "perDay": 10}));

    // Setting the same limits again changes nothing and announces nothing.
    t.api
        .accounts()
        .set_limits(&account.id, Limits::new(5, 10))
        .await
        .unwrap();
    rec.clear();
    t.api.delivery_worker().run_due().await.unwrap();
    assert!(rec.requests().is_empty());
}

#[tokio::test]
async fn only_enterprise_accounts_take_custom_limits() {
    let t = TestApi::with_tier(Tier::Integral).await;
    let err = t
        .api
        .accounts()
        .set_limits(&t.account.id, Limits::new(10_000, 1_000_000))
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::ValidationError);
    assert_eq!(err.details.as_ref().unwrap()[0].field, "tier");
    // Still the plan's limits.
    let r = t.get("/v1/curriculum/levels").send().await;
    assert_eq!(r.header("x-ratelimit-limit"), "1800");

    let key = format!("eg_test_{}", "F".repeat(32));
    let (account, _) = t
        .api
        .accounts()
        .bootstrap(&key, "Enterprise", Tier::Enterprise)
        .await
        .unwrap();
    let err = t
        .api
        .accounts()
        .set_limits(&account.id, Limits::new(0, 10))
        .await
        .unwrap_err();
    assert_eq!(err.details.as_ref().unwrap()[0].field, "perMinute");
    let err = t
        .api
        .accounts()
        .set_limits("acc_01JD000000000000000000000", Limits::new(1, 1))
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::NotFound);
}
