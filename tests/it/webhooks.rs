//! Webhooks end to end: subscriptions, the envelope, signatures, the retry schedule over 24
//! hours on the manual clock, 410, the per-endpoint rate, replay, secret rotation.

use std::time::Duration;

use bytes::Bytes;
use edugen::delivery::{DeliveryOutcome, DeliveryRequest, RecordingDeliverer};
use edugen::events::signing;
use serde_json::{Value, json};

use crate::support::TestApi;

const SECRET: &str = "whsec_0123456789abcdefghijklmnop";

fn status(code: u16) -> DeliveryOutcome {
    DeliveryOutcome::Response {
        status: code,
        retry_after: None,
        body: Bytes::from_static(b"{\"ok\":false}"),
    }
}

fn header<'a>(r: &'a DeliveryRequest, name: &str) -> &'a str {
    r.headers
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
        .unwrap_or_else(|| panic!("no {name} in {:?}", r.headers))
}

async fn setup(events: Value) -> (TestApi, RecordingDeliverer, String) {
    let rec = RecordingDeliverer::new();
    let t = TestApi::with_deliverer(rec.clone()).await;
    let r = t
        .post("/v1/webhooks")
        .json(
            json!({"url": "https://hooks.example.com/edugen", "events": events, "secret": SECRET}),
        )
        .send()
        .await;
    assert_eq!(r.status, 201, "{}", String::from_utf8_lossy(&r.bytes));
    let id = r.json()["id"].as_str().unwrap().to_owned();
    (t, rec, id)
}

/// Commits one `api_key.created` event.
async fn trigger(t: &TestApi) -> String {
    let r = t
        .post("/v1/api-keys")
        .json(json!({"name": "trigger"}))
        .send()
        .await;
    assert_eq!(r.status, 201);
    r.json()["id"].as_str().unwrap().to_owned()
}

async fn deliveries(t: &TestApi, webhook: &str) -> Vec<Value> {
    let v = t
        .get(&format!("/v1/webhooks/{webhook}/deliveries?limit=100"))
        .send()
        .await
        .json();
    v["data"]
        .as_array()
        .unwrap_or_else(|| panic!("{v}"))
        .clone()
}

#[tokio::test]
async fn create_validates_and_never_returns_the_secret() {
    let (t, _, id) = setup(json!(["exam.*", "api_key.created"])).await;
    let r = t.get(&format!("/v1/webhooks/{id}")).send().await;
    assert_eq!(r.status, 200);
    let v = r.json();
    assert_eq!(v["url"], "https://hooks.example.com/edugen");
    assert_eq!(v["events"], json!(["exam.*", "api_key.created"]));
    assert_eq!(v["enabled"], true);
    assert_eq!(v["rateLimit"], json!({"perSecond": 20, "burst": 100}));
    assert!(!String::from_utf8_lossy(&r.bytes).contains(SECRET));
    let list = t.get("/v1/webhooks").send().await;
    assert!(!String::from_utf8_lossy(&list.bytes).contains(SECRET));
    assert_eq!(list.json()["data"][0]["id"], id.as_str());

    let bad = |body: Value| {
        let t = &t;
        async move {
            t.post("/v1/webhooks")
                .json(body)
                .send()
                .await
                .invalid_field()
        }
    };
    let ok_events = json!(["*"]);
    assert_eq!(
        bad(json!({"url": "http://hooks.example.com", "events": ok_events, "secret": SECRET}))
            .await,
        "url"
    );
    assert_eq!(
        bad(json!({"url": "not a url", "events": ok_events, "secret": SECRET})).await,
        "url"
    );
    assert_eq!(
        bad(json!({"url": "https://h.example", "events": ["exam.nope"], "secret": SECRET})).await,
        "events[0]"
    );
    assert_eq!(
        bad(json!({"url": "https://h.example", "events": ["*", "Exam.*"], "secret": SECRET})).await,
        "events[1]"
    );
    assert_eq!(
        bad(json!({"url": "https://h.example", "events": [], "secret": SECRET})).await,
        "events"
    );
    assert_eq!(
        bad(json!({"url": "https://h.example", "events": ok_events, "secret": "short"})).await,
        "secret"
    );
    let r = t
        .post("/v1/webhooks")
        .json(json!({"url": "https://h.example", "events": ["nothing.*"], "secret": SECRET}))
        .send()
        .await;
    let p = r.assert_problem(400, "validation_error");
    assert!(
        p["details"][0]["message"]
            .as_str()
            .unwrap()
            .contains("nothing.*")
    );
}

#[tokio::test]
async fn another_accounts_webhook_is_404() {
    let (t, _, id) = setup(json!(["*"])).await;
    let other = edugen::services::accounts::NewAccount::new(
        "other",
        edugen::domain::account::Tier::Integral,
    );
    let acc = t.api.accounts().create(other).await.unwrap();
    let key = t
        .api
        .accounts()
        .create_key(
            &acc.id,
            edugen::services::accounts::NewKey::new(
                "o",
                edugen::auth::Environment::Test,
                edugen::auth::Preset::Full,
            ),
        )
        .await
        .unwrap()
        .secret;
    for path in [
        format!("/v1/webhooks/{id}"),
        format!("/v1/webhooks/{id}/deliveries"),
    ] {
        t.get(&path)
            .key(&key)
            .send()
            .await
            .assert_problem(404, "not_found");
    }
    t.post(&format!("/v1/webhooks/{id}/test"))
        .key(&key)
        .send()
        .await
        .assert_problem(404, "not_found");
    t.delete(&format!("/v1/webhooks/{id}"))
        .key(&key)
        .send()
        .await
        .assert_problem(404, "not_found");
    // Read-only keys cannot subscribe.
    let viewer = t.key_with(edugen::auth::Preset::Viewer).await;
    t.post("/v1/webhooks")
        .key(&viewer)
        .json(json!({"url": "https://h.example", "events": ["*"], "secret": SECRET}))
        .send()
        .await
        .assert_problem(403, "forbidden_scope");
}

#[tokio::test]
async fn a_committed_event_is_delivered_signed_in_the_contract_envelope() {
    let (t, rec, webhook) = setup(json!(["api_key.*"])).await;
    let key_id = trigger(&t).await;
    assert_eq!(t.api.delivery_worker().run_due().await.unwrap(), 1);
    let sent = rec.requests();
    assert_eq!(sent.len(), 1);
    let req = &sent[0];
    assert_eq!(req.url, "https://hooks.example.com/edugen");
    assert_eq!(req.timeout, Duration::from_secs(10));
    assert_eq!(header(req, "content-type"), "application/json");
    let env: Value = serde_json::from_slice(&req.body).unwrap();
    assert_eq!(env.as_object().unwrap().len(), 7);
    // The fields in the contract's order.
    let raw = String::from_utf8_lossy(&req.body);
    let at = |f: &str| {
        raw.find(&format!("\"{f}\":"))
            .unwrap_or_else(|| panic!("{f}"))
    };
    let order = [
        "id",
        "type",
        "created_at",
        "api_version",
        "account_id",
        "idempotency_key",
        "data",
    ];
    assert!(order.windows(2).all(|w| at(w[0]) < at(w[1])), "{raw}");
    assert!(raw.starts_with("{\"id\":\"evt_"));
    assert!(env["id"].as_str().unwrap().starts_with("evt_"));
    assert_eq!(env["type"], "api_key.created");
    assert_eq!(env["created_at"], "2026-01-01T00:00:10.000Z");
    assert_eq!(env["api_version"], "v1");
    assert_eq!(env["account_id"], t.account.id.as_str());
    assert!(
        env["idempotency_key"]
            .as_str()
            .unwrap()
            .starts_with("idem_")
    );
    assert_eq!(env["data"]["apiKey"]["id"], key_id.as_str());
    assert_eq!(env["data"]["apiKey"]["name"], "trigger");
    // The key's value never travels, only its 12-character prefix.
    assert_eq!(env["data"]["apiKey"]["prefix"].as_str().unwrap().len(), 12);
    assert_eq!(raw.matches("eg_test_").count(), 1);
    assert_eq!(
        header(req, "x-edugen-event-id"),
        env["id"].as_str().unwrap()
    );
    assert_eq!(header(req, "x-edugen-event-type"), "api_key.created");
    assert_eq!(header(req, "x-edugen-attempt"), "1");

    // The signature verifies with the shipped verifier at the clock's time.
    let sig = header(req, "x-edugen-signature");
    let now = 1_767_225_610; // 2026-01-01T00:00:10Z
    assert_eq!(sig, signing::header_value(&[SECRET], now, &req.body));
    assert_eq!(signing::verify(sig, &req.body, &[SECRET], now), Ok(now));

    let d = deliveries(&t, &webhook).await;
    assert_eq!(d.len(), 1);
    assert_eq!(d[0]["status"], "succeeded");
    assert_eq!(d[0]["eventType"], "api_key.created");
    assert_eq!(d[0]["attempts"][0]["status"], 200);
    assert_eq!(d[0]["nextAttemptAt"], Value::Null);
    // Nothing is left to do.
    assert_eq!(t.api.delivery_worker().run_due().await.unwrap(), 0);
}

#[tokio::test]
async fn only_matching_enabled_subscriptions_receive_an_event() {
    let (t, rec, _) = setup(json!(["exam.*"])).await;
    let r = t
        .post("/v1/webhooks")
        .json(json!({"url": "https://b.example/h", "events": ["api_key.created"], "secret": SECRET, "enabled": false}))
        .send()
        .await;
    assert_eq!(r.status, 201);
    trigger(&t).await;
    assert_eq!(t.api.delivery_worker().run_due().await.unwrap(), 0);
    assert!(rec.requests().is_empty());
}

#[tokio::test]
async fn a_500_then_200_is_retried_after_5_seconds_with_a_fresh_signature() {
    let (t, rec, webhook) = setup(json!(["api_key.created"])).await;
    rec.push_outcome(status(500));
    trigger(&t).await;
    let worker = t.api.delivery_worker();
    worker.run_due().await.unwrap();
    let d = &deliveries(&t, &webhook).await[0];
    assert_eq!(d["status"], "pending");
    assert_eq!(d["attempts"][0]["status"], 500);
    assert_eq!(d["attempts"][0]["responseBody"], "{\"ok\":false}");
    let next = chrono::DateTime::parse_from_rfc3339(d["nextAttemptAt"].as_str().unwrap()).unwrap();
    let wait = (next.timestamp_millis() - 1_767_225_610_000) as f64 / 1000.0;
    assert!((4.0..=6.0).contains(&wait), "5 s ± 20 %, got {wait}");
    // Not before it is due.
    t.clock.advance(chrono::Duration::seconds(3));
    assert_eq!(worker.run_due().await.unwrap(), 0);
    t.clock.advance(chrono::Duration::seconds(3));
    assert_eq!(worker.run_due().await.unwrap(), 1);
    let sent = rec.requests();
    assert_eq!(sent.len(), 2);
    assert_eq!(sent[0].body, sent[1].body, "the same bytes every attempt");
    let (s1, s2) = (
        header(&sent[0], "x-edugen-signature"),
        header(&sent[1], "x-edugen-signature"),
    );
    assert_ne!(s1, s2, "each attempt is signed afresh");
    assert_eq!(header(&sent[1], "x-edugen-attempt"), "2");
    let now = t.clock_unix();
    assert!(signing::verify(s2, &sent[1].body, &[SECRET], now).is_ok());
    // The first signature is now 6 s old; both verify within 300 s.
    assert!(signing::verify(s1, &sent[0].body, &[SECRET], now).is_ok());
    let d = &deliveries(&t, &webhook).await[0];
    assert_eq!(d["status"], "succeeded");
    assert_eq!(d["attempts"].as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn a_receiver_down_for_24_hours_sees_the_whole_schedule_then_replay_delivers() {
    let (t, rec, webhook) = setup(json!(["api_key.created"])).await;
    rec.respond_with(status(503));
    trigger(&t).await;
    let start = t.clock_unix();
    let worker = t.api.delivery_worker();
    let mut sent_at = Vec::new();
    loop {
        worker.run_due().await.unwrap();
        let d = &deliveries(&t, &webhook).await[0];
        if d["status"] != "pending" {
            break;
        }
        assert!(sent_at.len() < 20, "stuck: {d}");
        let next = chrono::DateTime::parse_from_rfc3339(d["nextAttemptAt"].as_str().unwrap())
            .unwrap()
            .with_timezone(&chrono::Utc);
        t.clock.set(next);
        sent_at.push(next.timestamp() - start);
    }
    let d = &deliveries(&t, &webhook).await[0];
    assert_eq!(d["status"], "failed");
    assert_eq!(d["failureReason"], "no successful answer within 24 hours");
    let attempts = d["attempts"].as_array().unwrap();
    assert_eq!(attempts.len(), 9, "the first attempt and 8 retries");
    assert_eq!(rec.requests().len(), 9);
    // Each wait is its scheduled delay ± 20 %, and the last attempt is within 24 hours.
    let expected = [5.0, 60.0, 300.0, 1800.0, 7200.0, 18000.0, 28800.0, 28800.0];
    let mut prev = 0;
    for (i, at) in sent_at.iter().enumerate() {
        let wait = (*at - prev) as f64;
        // The last retry may be pulled in to the 24-hour horizon.
        let clamped = i == 7 && *at == 24 * 3600;
        assert!(
            (wait >= expected[i] * 0.8 - 1.0 || clamped) && wait <= expected[i] * 1.2 + 1.0,
            "retry {i}: waited {wait} s"
        );
        prev = *at;
    }
    assert!(*sent_at.last().unwrap() <= 24 * 3600);
    for (i, a) in attempts.iter().enumerate() {
        assert_eq!(a["number"], i + 1);
        assert_eq!(a["status"], 503);
    }

    // Replay: the receiver is back.
    rec.respond_with(status(200));
    let r = t
        .post(&format!("/v1/webhooks/{webhook}/replay"))
        .send()
        .await;
    assert_eq!(r.status, 202);
    let ids = r.json()["deliveryIds"].as_array().unwrap().clone();
    assert_eq!(ids.len(), 1);
    worker.run_due().await.unwrap();
    let all = deliveries(&t, &webhook).await;
    let replayed = all.iter().find(|d| d["id"] == ids[0]).unwrap();
    assert_eq!(replayed["status"], "succeeded");
    assert_eq!(replayed["replayOf"], d["id"]);
    assert_eq!(replayed["eventId"], d["eventId"]);
    let last = rec.requests().pop().unwrap();
    assert!(
        signing::verify(
            header(&last, "x-edugen-signature"),
            &last.body,
            &[SECRET],
            t.clock_unix()
        )
        .is_ok()
    );
    // Filters.
    let failed = t
        .get(&format!("/v1/webhooks/{webhook}/deliveries?status=failed"))
        .send()
        .await
        .json();
    assert_eq!(failed["data"].as_array().unwrap().len(), 1);
    assert_eq!(
        t.get(&format!("/v1/webhooks/{webhook}/deliveries?status=lost"))
            .send()
            .await
            .invalid_field(),
        "status"
    );
}

#[tokio::test]
async fn gone_disables_the_subscription_and_other_4xx_fail_at_once() {
    let (t, rec, webhook) = setup(json!(["api_key.created"])).await;
    rec.push_outcome(status(404));
    trigger(&t).await;
    t.api.delivery_worker().run_due().await.unwrap();
    let d = &deliveries(&t, &webhook).await[0];
    assert_eq!(d["status"], "failed");
    assert_eq!(d["failureReason"], "the receiver answered 404");
    assert_eq!(d["attempts"].as_array().unwrap().len(), 1);

    rec.push_outcome(status(410));
    trigger(&t).await;
    t.api.delivery_worker().run_due().await.unwrap();
    let w = t
        .get(&format!("/v1/webhooks/{webhook}"))
        .send()
        .await
        .json();
    assert_eq!(w["enabled"], false);
    assert_eq!(w["disabledReason"], "the receiver answered 410 Gone");
    // Disabled: later events are not delivered to it.
    let before = rec.requests().len();
    trigger(&t).await;
    t.api.delivery_worker().run_due().await.unwrap();
    assert_eq!(rec.requests().len(), before);
    // Re-enabling clears the reason.
    let r = t
        .patch(&format!("/v1/webhooks/{webhook}"))
        .json(json!({"enabled": true}))
        .send()
        .await;
    assert_eq!(r.json()["disabledReason"], Value::Null);
}

#[tokio::test]
async fn retry_after_of_a_429_is_honoured() {
    let (t, rec, webhook) = setup(json!(["api_key.created"])).await;
    rec.push_outcome(DeliveryOutcome::Response {
        status: 429,
        retry_after: Some(120),
        body: Bytes::new(),
    });
    trigger(&t).await;
    t.api.delivery_worker().run_due().await.unwrap();
    let d = &deliveries(&t, &webhook).await[0];
    assert_eq!(d["nextAttemptAt"], "2026-01-01T00:02:10.000Z");
}

#[tokio::test]
async fn deliveries_over_the_endpoint_rate_wait_without_counting_attempts() {
    let rec = RecordingDeliverer::new();
    let t = TestApi::with_deliverer(rec.clone()).await;
    let r = t
        .post("/v1/webhooks")
        .json(
            json!({"url": "https://h.example/x", "events": ["api_key.created"], "secret": SECRET,
                     "rateLimit": {"perSecond": 1, "burst": 2}}),
        )
        .send()
        .await;
    let webhook = r.json()["id"].as_str().unwrap().to_owned();
    for _ in 0..5 {
        trigger(&t).await;
    }
    let worker = t.api.delivery_worker();
    worker.run_due().await.unwrap();
    assert_eq!(rec.requests().len(), 2, "the burst");
    let all = deliveries(&t, &webhook).await;
    let waiting: Vec<_> = all.iter().filter(|d| d["status"] == "pending").collect();
    assert_eq!(waiting.len(), 3);
    assert!(
        waiting
            .iter()
            .all(|d| d["attempts"].as_array().unwrap().is_empty())
    );
    for second in 1..=3 {
        t.clock.advance(chrono::Duration::seconds(1));
        worker.run_due().await.unwrap();
        assert_eq!(rec.requests().len(), 2 + second, "one more per second");
    }
    let all = deliveries(&t, &webhook).await;
    assert!(
        all.iter()
            .all(|d| d["status"] == "succeeded" && d["attempts"].as_array().unwrap().len() == 1)
    );
}

#[tokio::test]
async fn a_rotated_secret_signs_beside_the_new_one_for_24_hours() {
    let (t, rec, webhook) = setup(json!(["api_key.created"])).await;
    let new_secret = "whsec_NEW_0123456789abcdefghijklmn";
    let r = t
        .patch(&format!("/v1/webhooks/{webhook}"))
        .json(json!({"secret": new_secret}))
        .send()
        .await;
    assert_eq!(r.status, 200);
    assert_eq!(
        r.json()["previousSecretExpiresAt"],
        "2026-01-02T00:00:10.000Z"
    );
    assert!(!String::from_utf8_lossy(&r.bytes).contains(new_secret));
    trigger(&t).await;
    t.api.delivery_worker().run_due().await.unwrap();
    let req = rec.requests().pop().unwrap();
    let sig = header(&req, "x-edugen-signature").to_owned();
    assert_eq!(sig.matches("v1=").count(), 2);
    let now = t.clock_unix();
    assert!(signing::verify(&sig, &req.body, &[SECRET], now).is_ok());
    assert!(signing::verify(&sig, &req.body, &[new_secret], now).is_ok());
    t.clock.advance(chrono::Duration::hours(24));
    trigger(&t).await;
    t.api.delivery_worker().run_due().await.unwrap();
    let req = rec.requests().pop().unwrap();
    let sig = header(&req, "x-edugen-signature");
    assert_eq!(sig.matches("v1=").count(), 1);
    let now = t.clock_unix();
    assert!(signing::verify(sig, &req.body, &[SECRET], now).is_err());
    assert!(signing::verify(sig, &req.body, &[new_secret], now).is_ok());
}

#[tokio::test]
async fn the_test_route_sends_webhook_test_to_that_subscription_only() {
    let (t, rec, webhook) = setup(json!(["exam.*"])).await;
    let r = t.post(&format!("/v1/webhooks/{webhook}/test")).send().await;
    assert_eq!(r.status, 202);
    let v = r.json();
    assert!(v["eventId"].as_str().unwrap().starts_with("evt_"));
    assert_eq!(v["deliveryIds"].as_array().unwrap().len(), 1);
    t.api.delivery_worker().run_due().await.unwrap();
    let req = rec.requests().pop().unwrap();
    let env: Value = serde_json::from_slice(&req.body).unwrap();
    assert_eq!(env["type"], "webhook.test");
    assert_eq!(env["data"]["webhook"]["id"], webhook.as_str());
}

#[tokio::test]
async fn deleting_a_subscription_drops_its_pending_deliveries() {
    let (t, rec, webhook) = setup(json!(["api_key.created"])).await;
    trigger(&t).await;
    let r = t.delete(&format!("/v1/webhooks/{webhook}")).send().await;
    assert_eq!(r.status, 200);
    t.api.delivery_worker().run_due().await.unwrap();
    assert!(rec.requests().is_empty());
    t.get(&format!("/v1/webhooks/{webhook}"))
        .send()
        .await
        .assert_problem(404, "not_found");
}

#[tokio::test]
async fn two_workers_never_deliver_the_same_attempt_twice() {
    let (t, rec, webhook) = setup(json!(["api_key.created"])).await;
    for _ in 0..30 {
        trigger(&t).await;
    }
    let (a, b) = (t.api.delivery_worker(), t.api.delivery_worker());
    let (x, y) = tokio::join!(a.run_due(), b.run_due());
    assert_eq!(x.unwrap() + y.unwrap(), 30);
    let sent = rec.requests();
    assert_eq!(sent.len(), 30);
    let mut ids: Vec<_> = sent
        .iter()
        .map(|r| header(r, "x-edugen-delivery-id").to_owned())
        .collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 30);
    assert_eq!(deliveries(&t, &webhook).await.len(), 30);
}

#[tokio::test]
async fn a_running_worker_is_woken_by_the_commit() {
    let rec = RecordingDeliverer::new();
    // The system clock: the worker runs for real.
    let api = edugen::Api::builder()
        .storage(edugen::storage::MemoryStorage::new())
        .deliverer(rec.clone())
        .build()
        .unwrap();
    let key = format!("eg_test_{}", "W".repeat(32));
    api.accounts()
        .bootstrap(&key, "w", edugen::domain::account::Tier::Essentiel)
        .await
        .unwrap();
    let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
    let worker = tokio::spawn(api.delivery_worker().run(async {
        let _ = stop_rx.await;
    }));
    let req = |body: &str, path: &str| {
        http::Request::post(path)
            .header("authorization", format!("Bearer {key}"))
            .header("content-type", "application/json")
            .body(Bytes::from(body.to_owned()))
            .unwrap()
    };
    let body =
        json!({"url": "https://h.example/x", "events": ["api_key.created"], "secret": SECRET});
    assert_eq!(
        api.handle(req(&body.to_string(), "/v1/webhooks"))
            .await
            .status(),
        201
    );
    let started = std::time::Instant::now();
    assert_eq!(
        api.handle(req(r#"{"name":"k"}"#, "/v1/api-keys"))
            .await
            .status(),
        201
    );
    assert!(rec.wait_for(1, Duration::from_secs(5)).await);
    // Woken by the commit, not by the 1-second sweep.
    assert!(
        started.elapsed() < Duration::from_millis(900),
        "{:?}",
        started.elapsed()
    );
    stop_tx.send(()).unwrap();
    worker.await.unwrap();
}

#[tokio::test]
async fn over_http_a_receiver_failing_with_500_then_200_gets_a_fresh_valid_signature() {
    use http_body_util::BodyExt;
    use std::sync::{Arc, Mutex};
    // A receiver on loopback: 500 the first time, 200 after; it keeps what it got.
    type Seen = Arc<Mutex<Vec<(String, Bytes)>>>;
    let seen: Seen = Arc::default();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn({
        let seen = seen.clone();
        async move {
            loop {
                let Ok((stream, _)) = listener.accept().await else {
                    return;
                };
                let seen = seen.clone();
                tokio::spawn(async move {
                    let svc = hyper::service::service_fn(
                        move |req: http::Request<hyper::body::Incoming>| {
                            let seen = seen.clone();
                            async move {
                                let sig = req.headers()["x-edugen-signature"]
                                    .to_str()
                                    .unwrap()
                                    .to_owned();
                                let body = req.into_body().collect().await.unwrap().to_bytes();
                                let n = {
                                    let mut s = seen.lock().unwrap();
                                    s.push((sig, body));
                                    s.len()
                                };
                                let status = if n == 1 { 500 } else { 200 };
                                Ok::<_, std::convert::Infallible>(
                                    http::Response::builder()
                                        .status(status)
                                        .body(http_body_util::Full::new(Bytes::from_static(
                                            b"noted",
                                        )))
                                        .unwrap(),
                                )
                            }
                        },
                    );
                    let _ = hyper::server::conn::http1::Builder::new()
                        .serve_connection(hyper_util::rt::TokioIo::new(stream), svc)
                        .await;
                });
            }
        }
    });
    let clock = edugen::clock::ManualClock::at_epoch_2026();
    let deliverer = edugen::delivery::http::HttpDeliverer::builder()
        .allow_http(true)
        .allow_network("127.0.0.0/8".parse().unwrap())
        .build()
        .unwrap();
    let api = edugen::Api::builder()
        .storage(edugen::storage::MemoryStorage::new())
        .clock(clock.clone())
        .deliverer(deliverer)
        .allow_http_webhooks(true)
        .build()
        .unwrap();
    let key = format!("eg_test_{}", "H".repeat(32));
    api.accounts()
        .bootstrap(&key, "http", edugen::domain::account::Tier::Essentiel)
        .await
        .unwrap();
    let post = |path: String, body: Value| {
        let api = api.clone();
        let key = key.clone();
        async move {
            let req = http::Request::post(path)
                .header("authorization", format!("Bearer {key}"))
                .header("content-type", "application/json")
                .body(Bytes::from(body.to_string()))
                .unwrap();
            let res = api.handle(req).await;
            let status = res.status();
            let v: Value = serde_json::from_slice(&res.into_body().collect().await).unwrap();
            (status, v)
        }
    };
    let (s, w) = post(
        "/v1/webhooks".into(),
        json!({"url": format!("http://{addr}/hooks"), "events": ["webhook.test"], "secret": SECRET}),
    )
    .await;
    assert_eq!(s, 201);
    let (s, _) = post(
        format!("/v1/webhooks/{}/test", w["id"].as_str().unwrap()),
        json!({}),
    )
    .await;
    assert_eq!(s, 202);
    let worker = api.delivery_worker();
    worker.run_due().await.unwrap();
    clock.advance(chrono::Duration::seconds(7));
    worker.run_due().await.unwrap();
    let seen = seen.lock().unwrap().clone();
    assert_eq!(seen.len(), 2);
    assert_eq!(seen[0].1, seen[1].1);
    assert_ne!(seen[0].0, seen[1].0);
    let t0 = 1_767_225_600; // 2026-01-01T00:00:00Z
    assert_eq!(
        signing::verify(&seen[0].0, &seen[0].1, &[SECRET], t0),
        Ok(t0)
    );
    assert_eq!(
        signing::verify(&seen[1].0, &seen[1].1, &[SECRET], t0 + 7),
        Ok(t0 + 7)
    );
    let req = http::Request::get(format!(
        "/v1/webhooks/{}/deliveries",
        w["id"].as_str().unwrap()
    ))
    .header("authorization", format!("Bearer {key}"))
    .body(Bytes::new())
    .unwrap();
    let v: Value =
        serde_json::from_slice(&api.handle(req).await.into_body().collect().await).unwrap();
    let d = &v["data"][0];
    assert_eq!(d["status"], "succeeded");
    assert_eq!(d["attempts"][0]["status"], 500);
    assert_eq!(d["attempts"][0]["responseBody"], "noted");
    assert_eq!(d["attempts"][1]["status"], 200);
}

#[tokio::test]
async fn the_retention_job_deletes_old_events_deliveries_and_keys_only() {
    let (t, _, webhook) = setup(json!(["api_key.created"])).await;
    let r = t
        .post("/v1/api-keys")
        .header("idempotency-key", "old-key")
        .json(json!({"name": "old"}))
        .send()
        .await;
    assert_eq!(r.status, 201);
    t.api.delivery_worker().run_due().await.unwrap();
    assert_eq!(deliveries(&t, &webhook).await.len(), 1);
    // 31 days later, one more event.
    t.clock.advance(chrono::Duration::days(31));
    trigger(&t).await;
    t.api.delivery_worker().run_due().await.unwrap();
    let report = t
        .api
        .purge_expired(&edugen::Retention::default())
        .await
        .unwrap();
    assert_eq!(report.idempotency_keys, 1);
    // Day 0's events (the fixture's key, the subscription, the "old" key); the new one stays.
    assert_eq!(report.events, 3);
    assert_eq!(report.deliveries, 1);
    let left = deliveries(&t, &webhook).await;
    assert_eq!(left.len(), 1);
    assert_eq!(left[0]["createdAt"].as_str().unwrap()[..10], *"2026-02-01");
    // A second run finds nothing more.
    let again = t
        .api
        .purge_expired(&edugen::Retention::default())
        .await
        .unwrap();
    assert_eq!(again, edugen::PurgeReport::default());
}

#[tokio::test]
async fn key_rotation_and_revocation_are_announced() {
    let (t, rec, _) = setup(json!(["api_key.*"])).await;
    let key_id = trigger(&t).await;
    let r = t
        .post(&format!("/v1/api-keys/{key_id}/rotate"))
        .json(json!({"gracePeriodSeconds": 60}))
        .send()
        .await;
    assert_eq!(r.status, 201);
    let new_id = r.json()["id"].as_str().unwrap().to_owned();
    assert_eq!(
        t.delete(&format!("/v1/api-keys/{new_id}"))
            .send()
            .await
            .status,
        200
    );
    t.api.delivery_worker().run_due().await.unwrap();
    let events: Vec<Value> = rec
        .requests()
        .iter()
        .map(|r| serde_json::from_slice(&r.body).unwrap())
        .collect();
    let mut kinds: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    kinds.sort_unstable();
    assert_eq!(
        kinds,
        [
            "api_key.created",
            "api_key.created",
            "api_key.revoked",
            "api_key.rotated"
        ]
    );
    let rotated = events
        .iter()
        .find(|e| e["type"] == "api_key.rotated")
        .unwrap();
    assert_eq!(rotated["data"]["apiKey"]["id"], key_id.as_str());
    assert_eq!(rotated["data"]["apiKey"]["replacedBy"], new_id.as_str());
    assert_eq!(
        rotated["data"]["apiKey"]["expiresAt"],
        "2026-01-01T00:01:10.000Z"
    );
}
