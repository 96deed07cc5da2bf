//! Head-of-line blocking in webhook delivery: a receiver that never answers holds only its own
//! share of the worker, and every other endpoint's deliveries go on; at shutdown the worker hands
//! its claimed deliveries back to the queue, unchanged.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use bytes::Bytes;
use edugen::Api;
use edugen::delivery::{
    Deliverer, DeliveryOutcome, DeliveryRequest, PER_ENDPOINT, RecordingDeliverer,
};
use edugen::domain::account::Tier;
use edugen::storage::MemoryStorage;
use serde_json::{Value, json};

const SECRET: &str = "whsec_0123456789abcdefghijklmnop";

/// Records every request; the ones to a URL containing `/hang` never get an answer.
#[derive(Debug, Clone, Default)]
struct HangingEndpoint {
    answered: RecordingDeliverer,
    hanging: Arc<AtomicUsize>,
}

#[async_trait::async_trait]
impl Deliverer for HangingEndpoint {
    async fn deliver(&self, request: DeliveryRequest) -> DeliveryOutcome {
        if request.url.contains("/hang") {
            self.hanging.fetch_add(1, Ordering::SeqCst);
            std::future::pending::<()>().await;
        }
        self.answered.deliver(request).await
    }
}

async fn call(api: &Api, key: &str, path: &str, body: Option<Value>) -> (u16, Value) {
    let req = http::Request::post(path)
        .header("authorization", format!("Bearer {key}"))
        .header("content-type", "application/json")
        .body(Bytes::from(body.map(|b| b.to_string()).unwrap_or_default()))
        .unwrap();
    let res = api.handle(req).await;
    let status = res.status().as_u16();
    let bytes = res.into_body().collect().await;
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

async fn subscribe(api: &Api, key: &str, url: &str) -> String {
    let (status, v) = call(
        api,
        key,
        "/v1/webhooks",
        Some(json!({"url": url, "events": ["webhook.test"], "secret": SECRET})),
    )
    .await;
    assert_eq!(status, 201, "{v}");
    v["id"].as_str().unwrap().to_owned()
}

/// Commits one `webhook.test` event for `webhook`; answers its event id.
async fn test_event(api: &Api, key: &str, webhook: &str) -> String {
    let (status, v) = call(api, key, &format!("/v1/webhooks/{webhook}/test"), None).await;
    assert_eq!(status, 202, "{v}");
    v["eventId"].as_str().unwrap().to_owned()
}

fn header<'a>(r: &'a DeliveryRequest, name: &str) -> &'a str {
    r.headers
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_receiver_that_never_answers_does_not_hold_up_other_endpoints() {
    let deliverer = HangingEndpoint::default();
    // The system clock: the worker runs for real.
    let api = Api::builder()
        .storage(MemoryStorage::new())
        .deliverer(deliverer.clone())
        .build()
        .unwrap();
    let key = format!("eg_test_{}", "H".repeat(32));
    api.accounts()
        .bootstrap(&key, "hol", Tier::Integral)
        .await
        .unwrap();
    let hang = subscribe(&api, &key, "https://slow.example/hang").await;
    let a = subscribe(&api, &key, "https://a.example/hook").await;
    let b = subscribe(&api, &key, "https://b.example/hook").await;

    // The hanging endpoint's deliveries are committed first: they are the oldest in the queue.
    for _ in 0..40 {
        test_event(&api, &key, &hang).await;
    }
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let worker = tokio::spawn(
        api.delivery_worker()
            .drain_timeout(Duration::ZERO)
            .run(async {
                let _ = stopped.await;
            }),
    );
    let mut expected = Vec::new();
    for _ in 0..20 {
        expected.push(test_event(&api, &key, &a).await);
        expected.push(test_event(&api, &key, &b).await);
    }

    // Every delivery to the healthy endpoints arrives while the 40 others hang.
    assert!(
        deliverer
            .answered
            .wait_for(40, Duration::from_secs(60))
            .await,
        "healthy endpoints got {} of 40 deliveries",
        deliverer.answered.requests().len()
    );
    let sent = deliverer.answered.requests();
    let mut got: Vec<String> = sent
        .iter()
        .map(|r| header(r, "x-edugen-event-id").to_owned())
        .collect();
    got.sort();
    expected.sort();
    assert_eq!(got, expected, "each healthy delivery once");
    assert!(sent.iter().all(|r| !r.url.contains("/hang")));
    // The hanging endpoint holds its own share of the worker, no more.
    assert_eq!(deliverer.hanging.load(Ordering::SeqCst), PER_ENDPOINT);

    // Shutdown: the attempts still running are abandoned and every claimed delivery is handed
    // back to the queue at once, unchanged: pending, no attempt counted, claimable now.
    stop.send(()).unwrap();
    worker.await.unwrap();
    let (status, list) = {
        let req = http::Request::get(format!("/v1/webhooks/{hang}/deliveries?limit=100"))
            .header("authorization", format!("Bearer {key}"))
            .body(Bytes::new())
            .unwrap();
        let res = api.handle(req).await;
        let status = res.status().as_u16();
        let bytes = res.into_body().collect().await;
        (status, serde_json::from_slice::<Value>(&bytes).unwrap())
    };
    assert_eq!(status, 200);
    let list = list["data"].as_array().unwrap();
    assert_eq!(list.len(), 40);
    assert!(
        list.iter()
            .all(|d| d["status"] == "pending" && d["attempts"].as_array().unwrap().is_empty())
    );
    let storage = api.app().storage();
    let claimable = storage
        .claim_jobs(
            "webhooks",
            api.app().now() + chrono::Duration::seconds(1),
            Duration::from_secs(60),
            1000,
        )
        .await
        .unwrap();
    assert_eq!(
        claimable.len(),
        40,
        "every hanging delivery is back in the queue"
    );
}

#[tokio::test]
async fn run_due_still_delivers_everything_due_to_one_busy_endpoint() {
    // More deliveries to one endpoint than it may have in flight: the rest wait their turn in
    // the worker, none is left behind, none is sent twice.
    let rec = RecordingDeliverer::new();
    let t = crate::support::TestApi::with_deliverer(rec.clone()).await;
    let r = t
        .post("/v1/webhooks")
        .json(
            json!({"url": "https://busy.example/hook", "events": ["webhook.test"],
                     "secret": SECRET, "rateLimit": {"perSecond": 1000, "burst": 1000}}),
        )
        .send()
        .await;
    let webhook = r.json()["id"].as_str().unwrap().to_owned();
    for _ in 0..(PER_ENDPOINT * 10) {
        let r = t.post(&format!("/v1/webhooks/{webhook}/test")).send().await;
        assert_eq!(r.status, 202);
    }
    let handled = t.api.delivery_worker().run_due().await.unwrap();
    assert_eq!(handled, PER_ENDPOINT * 10);
    let mut ids: Vec<String> = rec
        .requests()
        .iter()
        .map(|r| header(r, "x-edugen-delivery-id").to_owned())
        .collect();
    assert_eq!(ids.len(), PER_ENDPOINT * 10);
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), PER_ENDPOINT * 10);
    assert_eq!(t.api.delivery_worker().run_due().await.unwrap(), 0);
}

/// A quota store whose one delivery bucket, shared by the nodes, holds three tokens and is not
/// refilled within the test.
#[derive(Debug, Default)]
struct ThreeTokens {
    taken: AtomicUsize,
    quotas: edugen::storage::MemoryQuotas,
}

#[async_trait::async_trait]
impl edugen::storage::QuotaStore for ThreeTokens {
    async fn hit(
        &self,
        subject: &str,
        windows: &[edugen::storage::QuotaWindow],
        now: chrono::DateTime<chrono::Utc>,
    ) -> Result<edugen::storage::QuotaOutcome, edugen::storage::StorageError> {
        self.quotas.hit(subject, windows, now).await
    }

    async fn take_token(
        &self,
        _subject: &str,
        _per_second: u32,
        _burst: u32,
        _now: chrono::DateTime<chrono::Utc>,
    ) -> Result<edugen::storage::Token, edugen::storage::StorageError> {
        Ok(if self.taken.fetch_add(1, Ordering::SeqCst) < 3 {
            edugen::storage::Token::Taken
        } else {
            edugen::storage::Token::Wait(Duration::from_secs(10))
        })
    }
}

#[tokio::test]
async fn the_bucket_shared_by_the_nodes_holds_the_worker_to_its_tokens() {
    // The worker's own bucket (20 a second, 100 at once) would let all ten go: the shared one
    // lets three, and hands the seven others back for 10 s later, no attempt counted.
    let rec = RecordingDeliverer::new();
    let api = Api::builder()
        .storage(MemoryStorage::new())
        .deliverer(rec.clone())
        .quota_store(ThreeTokens::default())
        .build()
        .unwrap();
    let key = format!("eg_test_{}", "S".repeat(32));
    api.accounts()
        .bootstrap(&key, "shared", Tier::Integral)
        .await
        .unwrap();
    let hook = subscribe(&api, &key, "https://shared.example/hook").await;
    for _ in 0..10 {
        test_event(&api, &key, &hook).await;
    }
    api.delivery_worker().run_due().await.unwrap();
    assert_eq!(rec.requests().len(), 3, "three tokens, three deliveries");

    let req = http::Request::get(format!("/v1/webhooks/{hook}/deliveries?limit=100"))
        .header("authorization", format!("Bearer {key}"))
        .body(Bytes::new())
        .unwrap();
    let list: Value =
        serde_json::from_slice(&api.handle(req).await.into_body().collect().await).unwrap();
    let list = list["data"].as_array().unwrap();
    let attempted = |d: &&Value| !d["attempts"].as_array().unwrap().is_empty();
    assert_eq!(list.iter().filter(attempted).count(), 3);
    assert!(
        list.iter()
            .filter(|d| !attempted(d))
            .all(|d| d["status"] == "pending"),
        "the others wait, pending, without an attempt"
    );
    // The jobs due by `secs` seconds from now.
    let due_in = async |secs: i64| {
        api.app()
            .storage()
            .claim_jobs(
                "webhooks",
                api.app().now() + chrono::Duration::seconds(secs),
                Duration::from_secs(60),
                100,
            )
            .await
            .unwrap()
    };
    assert!(
        due_in(5).await.is_empty(),
        "nothing is due before the bucket's 10 s"
    );
    let later = due_in(11).await;
    assert_eq!(later.len(), 7, "the seven are handed back for 10 s later");
}
