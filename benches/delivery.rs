//! Webhook delivery.
//!
//! 1. Signing: `header_value` + `verify` for 1 KiB and 64 KiB bodies, beside plain HMAC-SHA256
//!    over the same bytes.
//! 2. Commit to receipt: events committed through the API (`POST /v1/webhooks/{id}/test`, over
//!    `Api::handle`) at a steady 100/s and 1,000/s, on SQLite, delivered by the delivery worker
//!    over HTTP to a local receiver that verifies each signature; prints p50/p95/p99 latency from
//!    the start of the committing request to the receipt, and the sustained events/s.
//!
//! Run with `cargo bench --bench delivery`.

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bytes::Bytes;
use edugen::Api;
use edugen::accounts::{NewAccount, NewKey};
use edugen::auth::{Environment, Preset};
use edugen::delivery::http::HttpDeliverer;
use edugen::domain::account::{Limits, Tier};
use edugen::events::signing;
use edugen::storage::SqliteStorage;
use hmac::{Hmac, Mac};
use http_body_util::BodyExt;
use hyper_util::rt::TokioIo;
use sha2::Sha256;
use tokio::net::TcpListener;

const SECRET: &str = "whsec_bench_0123456789abcdefghij";

fn signing_throughput() {
    println!("Signing (one core):");
    for size in [1024usize, 64 * 1024] {
        let body = vec![b'x'; size];
        let n = if size == 1024 { 200_000 } else { 5_000 };
        let start = Instant::now();
        for i in 0..n {
            let mut mac = Hmac::<Sha256>::new_from_slice(SECRET.as_bytes()).unwrap();
            mac.update(format!("{i}.").as_bytes());
            mac.update(&body);
            std::hint::black_box(mac.finalize().into_bytes());
        }
        let plain = start.elapsed().as_secs_f64() / n as f64;
        let start = Instant::now();
        for i in 0..n {
            let t = 1_700_000_000 + i as i64;
            let h = signing::header_value(&[SECRET], t, &body);
            std::hint::black_box(signing::verify(&h, &body, &[SECRET], t).unwrap());
        }
        let ours = start.elapsed().as_secs_f64() / n as f64;
        println!(
            "  {:>6} B body: sign+verify {:>9.0}/s ({:>7.2} µs)   plain HMAC {:>9.0}/s ({:>7.2} µs)   ratio {:.2}x (two MACs and hex)",
            size,
            1.0 / ours,
            ours * 1e6,
            1.0 / plain,
            plain * 1e6,
            ours / plain
        );
    }
}

type Receipts = Arc<Mutex<HashMap<String, Instant>>>;

/// A receiver on 127.0.0.1 that verifies signatures and notes when each event arrived.
async fn receiver(receipts: Receipts) -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        loop {
            let Ok((stream, _)) = listener.accept().await else {
                return;
            };
            let receipts = receipts.clone();
            tokio::spawn(async move {
                let svc =
                    hyper::service::service_fn(move |req: http::Request<hyper::body::Incoming>| {
                        let receipts = receipts.clone();
                        async move {
                            let sig = req.headers()["x-edugen-signature"]
                                .to_str()
                                .unwrap()
                                .to_owned();
                            let body = req.into_body().collect().await.unwrap().to_bytes();
                            let now = chrono::Utc::now().timestamp();
                            let ok = signing::verify(&sig, &body, &[SECRET], now).is_ok();
                            let env: serde_json::Value = serde_json::from_slice(&body).unwrap();
                            if ok {
                                receipts
                                    .lock()
                                    .unwrap()
                                    .insert(env["id"].as_str().unwrap().to_owned(), Instant::now());
                            }
                            let status = if ok { 200 } else { 401 };
                            Ok::<_, Infallible>(
                                http::Response::builder()
                                    .status(status)
                                    .body(http_body_util::Full::new(Bytes::new()))
                                    .unwrap(),
                            )
                        }
                    });
                let _ = hyper::server::conn::http1::Builder::new()
                    .serve_connection(TokioIo::new(stream), svc)
                    .await;
            });
        }
    });
    addr
}

async fn run_rate(rate: u32, seconds: u64) {
    let dir = std::env::temp_dir().join(format!("edugen-delivery-{}-{rate}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let storage = SqliteStorage::connect(dir.join("bench.db").to_str().unwrap())
        .await
        .unwrap();
    let deliverer = HttpDeliverer::builder()
        .allow_http(true)
        .allow_network("127.0.0.0/8".parse().unwrap())
        .build()
        .unwrap();
    let api = Api::builder()
        .storage(storage)
        .deliverer(deliverer)
        .allow_http_webhooks(true)
        .build()
        .unwrap();
    let mut account = NewAccount::new("bench", Tier::Enterprise);
    account.custom_limits = Some(Limits::new(10_000_000, 100_000_000));
    let account = api.accounts().create(account).await.unwrap();
    let key = api
        .accounts()
        .create_key(
            &account.id,
            NewKey::new("b", Environment::Test, Preset::Full),
        )
        .await
        .unwrap()
        .secret;
    let receipts: Receipts = Arc::default();
    let addr = receiver(receipts.clone()).await;
    let body = serde_json::json!({
        "url": format!("http://{addr}/hooks"),
        "events": ["webhook.test"],
        "secret": SECRET,
        "rateLimit": {"perSecond": 1000, "burst": 10000}
    });
    let req = http::Request::post("/v1/webhooks")
        .header("authorization", format!("Bearer {key}"))
        .header("content-type", "application/json")
        .body(Bytes::from(body.to_string()))
        .unwrap();
    let res = api.handle(req).await;
    let created: serde_json::Value =
        serde_json::from_slice(&res.into_body().collect().await).unwrap();
    let webhook = created["id"].as_str().unwrap().to_owned();

    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let worker = tokio::spawn(api.delivery_worker().run(async {
        let _ = stopped.await;
    }));

    let committed: Arc<Mutex<Vec<(String, Instant)>>> = Arc::default();
    let total = rate as u64 * seconds;
    let interval = Duration::from_secs_f64(1.0 / rate as f64);
    let start = Instant::now();
    let mut tasks = Vec::new();
    for i in 0..total {
        let due = start + interval.mul_f64(i as f64);
        tokio::time::sleep_until(due.into()).await;
        let (api, key, webhook, committed) =
            (api.clone(), key.clone(), webhook.clone(), committed.clone());
        tasks.push(tokio::spawn(async move {
            let t0 = Instant::now();
            let req = http::Request::post(format!("/v1/webhooks/{webhook}/test"))
                .header("authorization", format!("Bearer {key}"))
                .body(Bytes::new())
                .unwrap();
            let res = api.handle(req).await;
            assert_eq!(res.status(), 202);
            let v: serde_json::Value =
                serde_json::from_slice(&res.into_body().collect().await).unwrap();
            committed
                .lock()
                .unwrap()
                .push((v["eventId"].as_str().unwrap().to_owned(), t0));
        }));
    }
    for t in tasks {
        t.await.unwrap();
    }
    let sent_for = start.elapsed();
    // Wait for the last deliveries (at most 30 s).
    let wait_until = Instant::now() + Duration::from_secs(30);
    while receipts.lock().unwrap().len() < total as usize && Instant::now() < wait_until {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let done = start.elapsed();
    let _ = stop.send(());
    let _ = worker.await;

    let receipts = receipts.lock().unwrap();
    let mut latencies: Vec<Duration> = committed
        .lock()
        .unwrap()
        .iter()
        .filter_map(|(id, t0)| receipts.get(id).map(|r| r.duration_since(*t0)))
        .collect();
    latencies.sort_unstable();
    let pct = |p: f64| latencies[((latencies.len() as f64 * p) as usize).min(latencies.len() - 1)];
    println!(
        "  {rate:>5} events/s for {seconds} s: {}/{} received, sustained {:>6.0} events/s, commit→receipt p50 {:>7.2} ms  p95 {:>7.2} ms  p99 {:>7.2} ms   (target p95 < 50 ms; contract < 2000 ms)",
        latencies.len(),
        total,
        latencies.len() as f64 / done.as_secs_f64().max(sent_for.as_secs_f64()),
        pct(0.50).as_secs_f64() * 1e3,
        pct(0.95).as_secs_f64() * 1e3,
        pct(0.99).as_secs_f64() * 1e3,
    );
    std::fs::remove_dir_all(&dir).ok();
}

fn main() {
    signing_throughput();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    println!("\nCommit to receipt over HTTP on loopback, SQLite storage, one delivery worker:");
    rt.block_on(async {
        run_rate(100, 5).await;
        run_rate(1000, 5).await;
    });
}
