//! `GET /v1/analytics/usage`: exact counts after a known sequence of requests (errors, a
//! generated exam, an export, webhook deliveries), hourly and daily, per route family and
//! mode; the quota used; bad parameters; another account's usage never shows.

use std::time::Duration;

use edugen::auth::{Environment, Preset};
use edugen::delivery::{DeliveryOutcome, RecordingDeliverer};
use edugen::services::accounts::NewKey;
use serde_json::{Value, json};

use crate::support::TestApi;

const SECRET: &str = "whsec_usage_test_0123456789abcdef";

/// Waits for the exam to leave `generating`, reading the storage (no request is counted).
async fn wait_ready(t: &TestApi, exam: &str) {
    for _ in 0..500 {
        let doc = t
            .api
            .app()
            .storage()
            .get("exam", exam)
            .await
            .unwrap()
            .unwrap();
        if doc.body["status"] != "generating" {
            assert_eq!(doc.body["status"], "ready");
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("exam {exam} never finished");
}

fn counters(v: &Value) -> Value {
    json!({
        "requests": v["requests"], "errors": v["errors"], "questions": v["questions"],
        "courses": v["courses"], "games": v["games"], "exports": v["exports"],
        "paperPages": v["paperPages"], "webhookDeliveries": v["webhookDeliveries"],
        "webhookFailures": v["webhookFailures"],
    })
}

/// Counters with zeros where not given.
fn expect(v: Value) -> Value {
    let mut base = json!({
        "requests": 0, "errors": {}, "questions": 0, "courses": 0, "games": 0, "exports": 0,
        "paperPages": 0, "webhookDeliveries": 0, "webhookFailures": 0,
    });
    for (k, x) in v.as_object().unwrap() {
        base[k] = x.clone();
    }
    base
}

#[tokio::test]
async fn usage_counts_requests_errors_and_generation_per_hour_day_family_and_mode() {
    let rec = RecordingDeliverer::new();
    let t = TestApi::with_deliverer(rec.clone()).await;
    let viewer = t.key_with(Preset::Viewer).await;
    let live = t
        .api
        .accounts()
        .create_key(
            &t.account.id,
            NewKey::new("live", Environment::Live, Preset::Full),
        )
        .await
        .unwrap()
        .secret;
    // Another account on the same API, busy at the same time.
    let other = t
        .api
        .accounts()
        .create(edugen::services::accounts::NewAccount::new(
            "Lycée Voisin",
            edugen::domain::account::Tier::Essentiel,
        ))
        .await
        .unwrap();
    let other_key = t
        .api
        .accounts()
        .create_key(&other.id, NewKey::new("o", Environment::Test, Preset::Full))
        .await
        .unwrap()
        .secret;

    // Hour 0 (2026-01-01T00:00:10Z), test mode.
    let r = t
        .post("/v1/webhooks")
        .json(json!({"url": "https://hooks.example.com/usage",
                     "events": ["exam.generation.completed"], "secret": SECRET}))
        .send()
        .await;
    assert_eq!(r.status, 201, "{}", String::from_utf8_lossy(&r.bytes));
    assert_eq!(t.get("/v1/curriculum/subjects").send().await.status, 200);
    t.get("/v1/curriculum/chapters?limit=0")
        .send()
        .await
        .assert_problem(400, "validation_error");
    t.get("/v1/exams/exam_01JD0000000000000000000000")
        .send()
        .await
        .assert_problem(404, "not_found");
    let r = t
        .post("/v1/exams")
        .json(json!({"subject": "mathematiques", "level": "4e", "questionCount": 3, "seed": 7}))
        .send()
        .await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    let exam = r.json()["id"].as_str().unwrap().to_owned();
    wait_ready(&t, &exam).await;
    let r = t
        .post(&format!("/v1/exams/{exam}/exports"))
        .json(json!({"variants": 2, "seed": 3}))
        .send()
        .await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    t.get("/v1/nowhere")
        .send()
        .await
        .assert_problem(404, "not_found");
    t.post("/v1/exams")
        .key(&viewer)
        .json(json!({"subject": "mathematiques", "level": "4e", "questionCount": 3}))
        .send()
        .await
        .assert_problem(403, "forbidden_scope");
    // A refused credential is nobody's request.
    t.get("/v1/exams")
        .key("eg_test_0000000000000000000000000000000")
        .send()
        .await
        .assert_problem(401, "unauthorized");
    // Live mode, and the other account.
    assert_eq!(
        t.get("/v1/curriculum/levels")
            .key(&live)
            .send()
            .await
            .status,
        200
    );
    for _ in 0..3 {
        let r = t
            .get("/v1/curriculum/subjects")
            .key(&other_key)
            .send()
            .await;
        assert_eq!(r.status, 200);
    }
    // The exam's completion is delivered: a 500 first (retried), then a 200.
    rec.push_outcome(DeliveryOutcome::Response {
        status: 500,
        retry_after: None,
        body: Default::default(),
    });
    assert_eq!(t.api.delivery_worker().run_due().await.unwrap(), 1);

    // Hour 1.
    t.clock.advance(chrono::Duration::hours(1));
    assert_eq!(t.api.delivery_worker().run_due().await.unwrap(), 1);
    assert_eq!(rec.requests().len(), 2);
    assert_eq!(t.get("/v1/exams").send().await.status, 200);

    let r = t
        .get("/v1/analytics/usage?granularity=hour&from=2026-01-01T00:00:00Z&to=2026-01-01T03:00:00Z")
        .send()
        .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    let v = r.json();
    assert_eq!(v["object"], "usage_report");
    assert_eq!(v["livemode"], false);
    assert_eq!(v["granularity"], "hour");
    assert_eq!(v["from"], "2026-01-01T00:00:00.000Z");
    assert_eq!(v["to"], "2026-01-01T03:00:00.000Z");
    assert_eq!(
        v["limits"],
        json!({"requestsPerMinute": 600, "requestsPerDay": 25000})
    );
    let data = v["data"].as_array().unwrap();
    assert_eq!(data.len(), 3);
    let h0 = &data[0];
    assert_eq!(h0["start"], "2026-01-01T00:00:00.000Z");
    assert_eq!(h0["end"], "2026-01-01T01:00:00.000Z");
    assert_eq!(
        counters(&h0["totals"]),
        expect(json!({
            "requests": 8, "errors": {"400": 1, "403": 1, "404": 2},
            "questions": 3, "exports": 1, "webhookDeliveries": 1, "webhookFailures": 1,
        }))
    );
    let families = h0["families"].as_object().unwrap();
    assert_eq!(
        families.keys().collect::<Vec<_>>(),
        ["curriculum", "exams", "other", "webhooks"]
    );
    assert_eq!(
        counters(&h0["families"]["curriculum"]),
        expect(json!({"requests": 2, "errors": {"400": 1}}))
    );
    assert_eq!(
        counters(&h0["families"]["exams"]),
        expect(
            json!({"requests": 4, "errors": {"403": 1, "404": 1}, "questions": 3, "exports": 1})
        )
    );
    assert_eq!(
        counters(&h0["families"]["other"]),
        expect(json!({"requests": 1, "errors": {"404": 1}}))
    );
    assert_eq!(
        counters(&h0["families"]["webhooks"]),
        expect(json!({"requests": 1, "webhookDeliveries": 1, "webhookFailures": 1}))
    );
    // The quota is the account's: the live request counts too. An hour holds 60 minutes of
    // 600 requests.
    assert_eq!(h0["quota"], json!({"used": 9, "limit": 25000}));
    let h1 = &data[1];
    assert_eq!(
        counters(&h1["totals"]),
        expect(json!({"requests": 1, "webhookDeliveries": 1}))
    );
    assert_eq!(h1["quota"]["used"], 1);
    let h2 = &data[2];
    assert_eq!(counters(&h2["totals"]), expect(json!({})));
    assert_eq!(h2["families"], json!({}));
    assert_eq!(h2["quota"], json!({"used": 0, "limit": 25000}));

    // Daily, by default the 7 days up to the end of today; the hourly report above is counted
    // now (account family).
    let r = t.get("/v1/analytics/usage").send().await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    let v = r.json();
    assert_eq!(v["granularity"], "day");
    assert_eq!(v["from"], "2025-12-26T00:00:00.000Z");
    assert_eq!(v["to"], "2026-01-02T00:00:00.000Z");
    let data = v["data"].as_array().unwrap();
    assert_eq!(data.len(), 7);
    for d in &data[..6] {
        assert_eq!(counters(&d["totals"]), expect(json!({})), "{d}");
    }
    let today = &data[6];
    assert_eq!(today["start"], "2026-01-01T00:00:00.000Z");
    assert_eq!(
        counters(&today["totals"]),
        expect(json!({
            "requests": 10, "errors": {"400": 1, "403": 1, "404": 2},
            "questions": 3, "exports": 1, "webhookDeliveries": 2, "webhookFailures": 1,
        }))
    );
    assert_eq!(
        counters(&today["families"]["account"]),
        expect(json!({"requests": 1}))
    );
    assert_eq!(today["quota"], json!({"used": 11, "limit": 25000}));

    // The live key sees live usage only.
    let r = t
        .get("/v1/analytics/usage?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z")
        .key(&live)
        .send()
        .await;
    let v = r.json();
    assert_eq!(v["livemode"], true);
    assert_eq!(v["data"].as_array().unwrap().len(), 1);
    assert_eq!(
        v["data"][0]["families"],
        json!({"curriculum": expect(json!({"requests": 1}))})
    );
    assert_eq!(v["data"][0]["quota"]["used"], 12);

    // The other account sees its own three requests, and nothing of the first account's.
    let r = t
        .get("/v1/analytics/usage?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z")
        .key(&other_key)
        .send()
        .await;
    let v = r.json();
    assert_eq!(
        v["data"][0]["families"],
        json!({"curriculum": expect(json!({"requests": 3}))})
    );
    assert_eq!(v["data"][0]["quota"]["used"], 3);
}

#[tokio::test]
async fn usage_parameters_are_checked_and_bad_ones_name_their_field() {
    let t = TestApi::new().await;
    for (query, field) in [
        ("granularity=week", "granularity"),
        ("from=yesterday", "from"),
        ("to=2026-13-01T00:00:00Z", "to"),
        ("from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z", "to"),
        ("from=2026-01-01T00:00:00Z&to=2026-01-01T00:00:00Z", "to"),
        ("from=2025-01-01T00:00:00Z&to=2026-01-03T00:00:00Z", "to"),
        (
            "granularity=hour&from=2025-12-01T00:00:00Z&to=2026-01-02T00:00:01Z",
            "to",
        ),
        ("from=1969-12-31T00:00:00Z&to=1970-01-02T00:00:00Z", "from"),
        ("since=2026-01-01T00:00:00Z", "since"),
    ] {
        let r = t.get(&format!("/v1/analytics/usage?{query}")).send().await;
        assert_eq!(r.invalid_field(), field, "{query}");
    }
    // The longest spans allowed; a time inside a bucket takes the whole bucket.
    let r = t
        .get("/v1/analytics/usage?from=2025-01-01T00:00:00Z&to=2026-01-02T00:00:00Z")
        .send()
        .await;
    assert_eq!(r.json()["data"].as_array().unwrap().len(), 366);
    let r = t
        .get("/v1/analytics/usage?granularity=hour&from=2025-12-01T00:30:00%2B01:00&to=2025-12-31T22:59:59Z")
        .send()
        .await;
    let v = r.json();
    assert_eq!(v["from"], "2025-11-30T23:00:00.000Z");
    assert_eq!(v["to"], "2025-12-31T23:00:00.000Z");
    assert_eq!(v["data"].as_array().unwrap().len(), 31 * 24);
}

/// Counts reach the storage without any report: by the periodic flush (about every second), or
/// at once by `Api::flush_usage`; two APIs on one storage (two nodes) add up.
#[tokio::test]
async fn counts_are_flushed_in_batches_and_nodes_add_up() {
    let storage: std::sync::Arc<dyn edugen::storage::Storage> =
        std::sync::Arc::new(edugen::storage::MemoryStorage::new());
    let clock = edugen::clock::ManualClock::at_epoch_2026();
    let node = |s: std::sync::Arc<dyn edugen::storage::Storage>| {
        edugen::Api::builder()
            .storage_arc(s)
            .clock(clock.clone())
            .deliverer(RecordingDeliverer::new())
            .build()
            .unwrap()
    };
    let (a, b) = (node(storage.clone()), node(storage.clone()));
    let account = a
        .accounts()
        .create(edugen::services::accounts::NewAccount::new(
            "nodes",
            edugen::domain::account::Tier::Essentiel,
        ))
        .await
        .unwrap();
    let key = a
        .accounts()
        .create_key(
            &account.id,
            NewKey::new("k", Environment::Test, Preset::Full),
        )
        .await
        .unwrap()
        .secret;
    let get = |api: &edugen::Api| {
        let req = http::Request::get("/v1/curriculum/subjects")
            .header("authorization", format!("Bearer {key}"))
            .body(bytes::Bytes::new())
            .unwrap();
        let api = api.clone();
        async move { assert_eq!(api.handle(req).await.status(), 200) }
    };
    for _ in 0..5 {
        get(&a).await;
    }
    for _ in 0..4 {
        get(&b).await;
    }
    let query = edugen::storage::UsageQuery {
        account: account.id.clone(),
        from: chrono::DateTime::from_timestamp(1_767_225_600, 0).unwrap(),
        to: chrono::DateTime::from_timestamp(1_767_225_600 + 3600, 0).unwrap(),
        bucket: Duration::from_secs(3600),
    };
    let requests = |rows: Vec<edugen::storage::UsageCount>| {
        rows.iter()
            .filter(|r| r.metric == "requests")
            .map(|r| r.count)
            .sum::<u64>()
    };
    // A flush writes this node's counts (after any periodic flush under way).
    a.flush_usage().await.unwrap();
    let after_a = requests(storage.usage(&query).await.unwrap());
    assert!((5..=9).contains(&after_a), "{after_a}");
    // Node b's counts arrive by its own periodic flush.
    for _ in 0..300 {
        if requests(storage.usage(&query).await.unwrap()) == 9 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(requests(storage.usage(&query).await.unwrap()), 9);
    let rows = storage.usage(&query).await.unwrap();
    assert!(
        rows.iter()
            .all(|r| r.mode == "test" && r.family == "curriculum"),
        "{rows:?}"
    );
}
