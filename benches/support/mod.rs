//! Shared by the benchmarks: a hyper server for any handler, a keep-alive load client, and the
//! way figures are printed.
#![allow(dead_code)]

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use edugen::Api;
use edugen::auth::{Environment, Preset};
use edugen::delivery::http::HttpDeliverer;
use edugen::domain::account::{Limits, Tier};
use edugen::events::signing;
use edugen::services::accounts::{NewAccount, NewKey};

use bytes::Bytes;
use edugen::{Body, ClientAddr};
use http_body_util::{BodyExt, Empty};
use hyper_util::rt::TokioIo;
use tokio::net::{TcpListener, TcpStream};

/// Serves `handler` with hyper http1 on 127.0.0.1:0.
pub(crate) async fn serve<H, Fut>(handler: H) -> SocketAddr
where
    H: Fn(http::Request<Bytes>) -> Fut + Clone + Send + Sync + 'static,
    Fut: std::future::Future<Output = http::Response<Body>> + Send + 'static,
{
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        loop {
            let Ok((stream, peer)) = listener.accept().await else {
                return;
            };
            stream.set_nodelay(true).ok();
            let handler = handler.clone();
            tokio::spawn(async move {
                let svc =
                    hyper::service::service_fn(move |req: http::Request<hyper::body::Incoming>| {
                        let handler = handler.clone();
                        async move {
                            let (mut parts, body) = req.into_parts();
                            parts.extensions.insert(ClientAddr(peer.ip()));
                            let bytes = body
                                .collect()
                                .await
                                .map(|c| c.to_bytes())
                                .unwrap_or_default();
                            Ok::<_, Infallible>(
                                handler(http::Request::from_parts(parts, bytes)).await,
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

pub(crate) struct Load {
    /// Requests completed.
    pub requests: usize,
    /// Wall time.
    pub elapsed: Duration,
    /// Median latency.
    pub p50: Duration,
    /// 99th percentile latency.
    pub p99: Duration,
}

/// 64 keep-alive connections, spread over `addrs` and `keys` in turn, each sending `GET path`
/// back to back for `duration`.
pub(crate) async fn load(
    addrs: &[SocketAddr],
    path: &str,
    keys: &[String],
    duration: Duration,
) -> Load {
    let connections = 64;
    let start = Instant::now();
    let deadline = start + duration;
    let mut tasks = Vec::new();
    for c in 0..connections {
        let key = keys[c % keys.len()].clone();
        let addr = addrs[c % addrs.len()];
        let path = path.to_owned();
        tasks.push(tokio::spawn(async move {
            let stream = TcpStream::connect(addr).await.unwrap();
            stream.set_nodelay(true).ok();
            let (mut sender, conn) =
                hyper::client::conn::http1::handshake::<_, Empty<Bytes>>(TokioIo::new(stream))
                    .await
                    .unwrap();
            tokio::spawn(conn);
            let mut latencies = Vec::new();
            while Instant::now() < deadline {
                let req = http::Request::get(path.as_str())
                    .header("host", "bench")
                    .header("authorization", format!("Bearer {key}"))
                    .body(Empty::new())
                    .unwrap();
                let t = Instant::now();
                let res = sender.send_request(req).await.unwrap();
                assert_eq!(res.status(), 200, "load request failed");
                res.into_body().collect().await.unwrap();
                latencies.push(t.elapsed());
            }
            latencies
        }));
    }
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await.unwrap());
    }
    let elapsed = start.elapsed();
    all.sort_unstable();
    let pct = |p: f64| all[((all.len() as f64 * p) as usize).min(all.len() - 1)];
    Load {
        requests: all.len(),
        elapsed,
        p50: pct(0.50),
        p99: pct(0.99),
    }
}

/// A configuration of the read load and its rounds.
pub(crate) struct Row {
    label: String,
    addrs: Vec<SocketAddr>,
    keys: Vec<String>,
    /// The row it is compared with.
    baseline: usize,
    rounds: Vec<Load>,
}

impl Row {
    pub(crate) fn new(
        label: &str,
        addrs: Vec<SocketAddr>,
        keys: Vec<String>,
        baseline: usize,
    ) -> Self {
        Self {
            label: label.to_owned(),
            addrs,
            keys,
            baseline,
            rounds: Vec::new(),
        }
    }

    /// The median round's requests/s and its index.
    fn median(&self) -> (f64, usize) {
        let rps = |l: &Load| l.requests as f64 / l.elapsed.as_secs_f64();
        let mut order: Vec<usize> = (0..self.rounds.len()).collect();
        order.sort_by(|&a, &b| rps(&self.rounds[a]).total_cmp(&rps(&self.rounds[b])));
        let at = order[order.len() / 2];
        (rps(&self.rounds[at]), at)
    }
}

/// Runs `rows` in turn, `rounds` times `round` each after a short warm-up of each, and prints
/// each row's median round against its baseline row's: a slower moment of the machine weighs
/// on every row alike.
pub(crate) async fn run_rows(rows: &mut [Row], path: &str, rounds: usize, round: Duration) {
    for row in rows.iter() {
        load(&row.addrs, path, &row.keys, Duration::from_millis(200)).await;
    }
    for _ in 0..rounds {
        for row in rows.iter_mut() {
            let l = load(&row.addrs, path, &row.keys, round).await;
            row.rounds.push(l);
        }
    }
    let medians: Vec<(f64, usize)> = rows.iter().map(Row::median).collect();
    for (row, &(_, at)) in rows.iter().zip(&medians) {
        let (base, name) = (medians[row.baseline].0, &rows[row.baseline].label);
        print_load(&row.label, &row.rounds[at], base, name);
    }
}

/// Creates `n` accounts with huge limits on `api`, one test key each; answers the keys.
pub(crate) async fn keys(api: &Api, n: usize) -> Vec<String> {
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let mut account = NewAccount::new(format!("bench {i}"), Tier::Enterprise);
        account.custom_limits = Some(Limits::new(u64::MAX / 4, u64::MAX / 4));
        let account = api.accounts().create(account).await.unwrap();
        out.push(
            api.accounts()
                .create_key(
                    &account.id,
                    NewKey::new("b", Environment::Test, Preset::Full),
                )
                .await
                .unwrap()
                .secret,
        );
    }
    out
}

/// Prints a load run beside the baseline's requests/s (`baseline_name`).
pub(crate) fn print_load(label: &str, l: &Load, baseline_rps: f64, baseline_name: &str) -> f64 {
    let rps = l.requests as f64 / l.elapsed.as_secs_f64();
    println!(
        "  {label:<34} {rps:>10.0} req/s   p50 {:>7.3} ms   p99 {:>7.3} ms   {:>5.1} % of {baseline_name}",
        l.p50.as_secs_f64() * 1000.0,
        l.p99.as_secs_f64() * 1000.0,
        100.0 * rps / baseline_rps
    );
    rps
}

/// The webhook secret of the delivery benchmarks.
pub(crate) const SECRET: &str = "whsec_bench_0123456789abcdefghij";

pub(crate) type Receipts = Arc<Mutex<HashMap<String, Instant>>>;

/// A receiver on 127.0.0.1 that verifies signatures and notes when each event arrived.
pub(crate) async fn receiver(receipts: Receipts) -> SocketAddr {
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

/// A receiver on 127.0.0.1 that accepts connections and never answers (nor reads); counts them.
pub(crate) async fn hanging_receiver() -> (SocketAddr, Arc<std::sync::atomic::AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let accepted = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let count = accepted.clone();
    tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((stream, _)) = listener.accept().await {
            count.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            held.push(stream);
        }
    });
    (addr, accepted)
}

/// What [`delivery_latency_with`] measured, for the healthy endpoint.
pub(crate) struct DeliveryRun {
    /// Events committed for the healthy endpoint.
    pub total: usize,
    /// Of those, received.
    pub received: usize,
    /// Received per second over the run.
    pub sustained: f64,
    pub p50: Duration,
    pub p95: Duration,
    pub p99: Duration,
}

/// Commits `rate` events a second for `seconds` through the API on `storage`, delivered over HTTP
/// to a local receiver by one delivery worker; prints what it measured under `label`.
pub(crate) async fn delivery_latency(
    label: &str,
    storage: std::sync::Arc<dyn edugen::storage::Storage>,
    rate: u32,
    seconds: u64,
) {
    let run = delivery_latency_with(storage, None, rate, seconds, 0).await;
    print_delivery(label, rate, seconds, &run, "");
}

/// Prints a [`DeliveryRun`].
pub(crate) fn print_delivery(label: &str, rate: u32, seconds: u64, run: &DeliveryRun, note: &str) {
    println!(
        "  {label:<7} {rate:>5} events/s for {seconds} s: {}/{} received, sustained {:>6.0} events/s, commit→receipt p50 {:>7.2} ms  p95 {:>7.2} ms  p99 {:>7.2} ms{note}   (target p95 < 50 ms; contract < 2000 ms)",
        run.received,
        run.total,
        run.sustained,
        run.p50.as_secs_f64() * 1e3,
        run.p95.as_secs_f64() * 1e3,
        run.p99.as_secs_f64() * 1e3,
    );
}

/// Commits `rate` events a second for `seconds` through the API on `storage` to a healthy local
/// receiver (which verifies every signature; [`ENDPOINTS`] subscriptions), and, when `hanging_rate` is above 0, that many
/// more a second to a second endpoint that accepts connections and never answers; one delivery
/// worker delivers both. Answers the figures of the healthy endpoint, from the start of the
/// committing request to the receipt.
pub(crate) async fn delivery_latency_with(
    storage: std::sync::Arc<dyn edugen::storage::Storage>,
    quotas: Option<std::sync::Arc<dyn edugen::storage::QuotaStore>>,
    rate: u32,
    seconds: u64,
    hanging_rate: u32,
) -> DeliveryRun {
    delivery_on_nodes(vec![storage], quotas, rate, seconds, hanging_rate).await
}

/// Subscriptions of the healthy receiver in a delivery run (the events go to each in turn).
pub(crate) const ENDPOINTS: usize = 8;

/// As [`delivery_latency_with`], on several nodes sharing one database: each storage is a node
/// (an `Api` and its delivery worker), the events are committed through the nodes in turn, and
/// every node's worker delivers.
pub(crate) async fn delivery_on_nodes(
    storages: Vec<std::sync::Arc<dyn edugen::storage::Storage>>,
    quotas: Option<std::sync::Arc<dyn edugen::storage::QuotaStore>>,
    rate: u32,
    seconds: u64,
    hanging_rate: u32,
) -> DeliveryRun {
    let deliverer = HttpDeliverer::builder()
        .allow_http(true)
        .allow_network("127.0.0.0/8".parse().unwrap())
        .build()
        .unwrap();
    let mut apis = Vec::with_capacity(storages.len());
    for storage in storages {
        let mut builder = Api::builder()
            .storage_arc(storage)
            .deliverer(deliverer.clone())
            .allow_http_webhooks(true);
        if let Some(quotas) = &quotas {
            builder = builder.quota_store_arc(quotas.clone());
        }
        apis.push(builder.build().unwrap());
    }
    let api = apis[0].clone();
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
    let subscribe = |url: String| {
        let body = serde_json::json!({
            "url": url,
            "events": ["webhook.test"],
            "secret": SECRET,
            "rateLimit": {"perSecond": 1000, "burst": 10000}
        });
        let req = http::Request::post("/v1/webhooks")
            .header("authorization", format!("Bearer {key}"))
            .header("content-type", "application/json")
            .body(Bytes::from(body.to_string()))
            .unwrap();
        let api = api.clone();
        async move {
            let res = api.handle(req).await;
            let created: serde_json::Value =
                serde_json::from_slice(&res.into_body().collect().await).unwrap();
            created["id"].as_str().unwrap().to_owned()
        }
    };
    // Several subscriptions, the events in turn: one subscription may not ask more than 1,000
    // deliveries a second (its token bucket), and a node's events go to many receivers.
    let mut webhooks = Vec::with_capacity(ENDPOINTS);
    for k in 0..ENDPOINTS {
        webhooks.push(subscribe(format!("http://{addr}/hooks/{k}")).await);
    }
    let hanging = if hanging_rate > 0 {
        let (hang_addr, _) = hanging_receiver().await;
        Some(subscribe(format!("http://{hang_addr}/hooks")).await)
    } else {
        None
    };

    let (stop, stopped) = tokio::sync::watch::channel(false);
    let workers: Vec<_> = apis
        .iter()
        .map(|api| {
            let mut stopped = stopped.clone();
            tokio::spawn(
                api.delivery_worker()
                    .drain_timeout(Duration::ZERO)
                    .run(async move {
                        let _ = stopped.wait_for(|s| *s).await;
                    }),
            )
        })
        .collect();

    let committed: Arc<Mutex<Vec<(String, Instant)>>> = Arc::default();
    let total = rate as u64 * seconds;
    let interval = Duration::from_secs_f64(1.0 / rate as f64);
    // Every `hang_every`-th healthy event, one for the hanging endpoint too.
    let hang_every = rate
        .checked_div(hanging_rate)
        .map_or(u64::MAX, |n| u64::from(n.max(1)));
    let start = Instant::now();
    let mut tasks = Vec::new();
    for i in 0..total {
        let due = start + interval.mul_f64(i as f64);
        tokio::time::sleep_until(due.into()).await;
        let api = apis[i as usize % apis.len()].clone();
        let webhook = webhooks[i as usize % webhooks.len()].clone();
        let (key, committed) = (key.clone(), committed.clone());
        let hang = hanging.clone().filter(|_| i % hang_every == 0);
        tasks.push(tokio::spawn(async move {
            if let Some(hang) = hang {
                let req = http::Request::post(format!("/v1/webhooks/{hang}/test"))
                    .header("authorization", format!("Bearer {key}"))
                    .body(Bytes::new())
                    .unwrap();
                assert_eq!(api.handle(req).await.status(), 202);
            }
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
    let _ = stop.send(true);
    for worker in workers {
        let _ = worker.await;
    }

    let receipts = receipts.lock().unwrap();
    let mut latencies: Vec<Duration> = committed
        .lock()
        .unwrap()
        .iter()
        .filter_map(|(id, t0)| receipts.get(id).map(|r| r.duration_since(*t0)))
        .collect();
    latencies.sort_unstable();
    let pct = |p: f64| {
        latencies
            .get(((latencies.len() as f64 * p) as usize).min(latencies.len().saturating_sub(1)))
            .copied()
            .unwrap_or(Duration::MAX)
    };
    DeliveryRun {
        total: total as usize,
        received: latencies.len(),
        sustained: latencies.len() as f64 / done.as_secs_f64().max(sent_for.as_secs_f64()),
        p50: pct(0.50),
        p95: pct(0.95),
        p99: pct(0.99),
    }
}

/// Time from sending `POST /v1/exams` (Accept: text/event-stream) to the arrival of the first
/// `question` event, `runs` times in a row on one keep-alive connection (sorted). The server runs
/// on its own runtime with `workers` worker threads (memory storage), the client on a thread of
/// its own, as a client on another machine would: a client sharing the server's workers measures
/// when its own task gets a turn.
pub(crate) fn first_question_over_http(
    runs: usize,
    questions: u32,
    workers: usize,
) -> Vec<Duration> {
    let server = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(workers)
        .enable_all()
        .build()
        .unwrap();
    let addr = server.block_on(async {
        let api = Api::builder()
            .storage(edugen::storage::MemoryStorage::new())
            .deliverer(edugen::delivery::RecordingDeliverer::new())
            .build()
            .unwrap();
        api.accounts()
            .bootstrap(&bench_key(), "bench", Tier::Enterprise)
            .await
            .unwrap();
        serve(move |req| {
            let api = api.clone();
            async move { api.handle(req).await }
        })
        .await
    });
    let client = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let out = client.block_on(first_questions(addr, runs, questions));
    drop(server);
    out
}

fn bench_key() -> String {
    format!("eg_test_{}", "B".repeat(32))
}

async fn first_questions(addr: SocketAddr, runs: usize, questions: u32) -> Vec<Duration> {
    let key = bench_key();
    let stream = TcpStream::connect(addr).await.unwrap();
    stream.set_nodelay(true).ok();
    let (mut sender, conn) =
        hyper::client::conn::http1::handshake::<_, http_body_util::Full<Bytes>>(TokioIo::new(
            stream,
        ))
        .await
        .unwrap();
    tokio::spawn(conn);
    let mut out = Vec::with_capacity(runs);
    for i in 0..runs {
        let body = format!(
            r#"{{"subject":"mathematiques","level":"4e","questionCount":{questions},"seed":{i}}}"#
        );
        let req = http::Request::post("/v1/exams")
            .header("host", "bench")
            .header("authorization", format!("Bearer {key}"))
            .header("content-type", "application/json")
            .header("accept", "text/event-stream")
            .body(http_body_util::Full::new(Bytes::from(body)))
            .unwrap();
        // The previous stream has ended; wait until the connection takes a new request.
        sender.ready().await.unwrap();
        let t = Instant::now();
        let res = sender.send_request(req).await.unwrap();
        assert_eq!(res.status(), 200);
        let mut body = res.into_body();
        let mut seen = String::new();
        let mut first = None;
        while let Some(frame) = body.frame().await {
            if let Some(data) = frame.unwrap().data_ref() {
                seen.push_str(&String::from_utf8_lossy(data));
                if first.is_none() && seen.contains("event: question") {
                    first = Some(t.elapsed());
                }
            }
        }
        out.push(first.expect("a question event"));
    }
    out.sort_unstable();
    out
}
