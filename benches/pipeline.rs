//! Request pipeline cost.
//!
//! 1. In process: an authenticated, rate-limited `GET /v1/curriculum/subjects` through
//!    `Api::handle`, on memory and on SQLite, beside a bare handler answering the same bytes.
//! 2. Over HTTP: the same, served by hyper on loopback and driven by 64 concurrent keep-alive
//!    connections, beside a bare hyper server answering the same bytes; the three servers in
//!    turn, five rounds of one second, each one's median round.
//!
//! Run with `cargo bench --bench pipeline`. Every figure is printed beside its baseline from the
//! same run.

#[path = "support/mod.rs"]
mod support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use bytes::Bytes;
use edugen::auth::{Environment, Preset};
use edugen::domain::account::{Limits, Tier};
use edugen::services::accounts::{NewAccount, NewKey};
use edugen::storage::{MemoryStorage, SqliteStorage, Storage};
use edugen::{Api, Body, ClientAddr};
use support::{Row, run_rows, serve};

const PATH: &str = "/v1/curriculum/subjects";

async fn api_on(storage: Arc<dyn Storage>) -> (Api, String) {
    let api = Api::builder().storage_arc(storage).build().unwrap();
    let mut account = NewAccount::new("bench", Tier::Enterprise);
    account.custom_limits = Some(Limits::new(u64::MAX / 4, u64::MAX / 4));
    let account = api.accounts().create(account).await.unwrap();
    let key = api
        .accounts()
        .create_key(
            &account.id,
            NewKey::new("bench", Environment::Test, Preset::Full),
        )
        .await
        .unwrap()
        .secret;
    (api, key)
}

fn request(key: &str) -> http::Request<Bytes> {
    http::Request::get(PATH)
        .header("authorization", format!("Bearer {key}"))
        .extension(ClientAddr([127, 0, 0, 1].into()))
        .body(Bytes::new())
        .unwrap()
}

/// The baseline: a handler that answers the same bytes with no pipeline.
async fn bare(body: Bytes) -> http::Response<Body> {
    let mut res = http::Response::new(Body::full(body));
    res.headers_mut().insert(
        http::header::CONTENT_TYPE,
        http::HeaderValue::from_static("application/json"),
    );
    res
}

/// Mean time per call of `f`, over as many calls as fit in `budget` (after a warm-up).
async fn per_call<F, Fut>(budget: Duration, mut f: F) -> Duration
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let warm = Instant::now();
    while warm.elapsed() < budget / 5 {
        f().await;
    }
    let start = Instant::now();
    let mut n = 0u32;
    while start.elapsed() < budget {
        for _ in 0..64 {
            f().await;
        }
        n += 64;
    }
    start.elapsed() / n
}

async fn handle_once(api: &Api, key: &str) {
    let res = api.handle(request(key)).await;
    assert_eq!(res.status(), 200);
    std::hint::black_box(res.into_body().collect().await);
}

fn median(mut v: Vec<Duration>) -> f64 {
    v.sort_unstable();
    v[v.len() / 2].as_nanos() as f64
}

fn print_in_process(label: &str, ns: f64, bare_ns: f64) {
    println!(
        "  Api::handle on {label:<7} {:>9.2} µs/request   bare {:>7.3} µs   overhead {:>8.2} µs   ratio {:>6.1}x",
        ns / 1000.0,
        bare_ns / 1000.0,
        (ns - bare_ns) / 1000.0,
        ns / bare_ns
    );
}

fn main() {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let dir = std::env::temp_dir().join(format!("edugen-bench-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let db = dir.join("bench.db");
        let sqlite: Arc<dyn Storage> =
            Arc::new(SqliteStorage::connect(db.to_str().unwrap()).await.unwrap());
        let memory: Arc<dyn Storage> = Arc::new(MemoryStorage::new());
        let (mem_api, mem_key) = api_on(memory).await;
        let (sql_api, sql_key) = api_on(sqlite).await;

        let body = mem_api
            .handle(request(&mem_key))
            .await
            .into_body()
            .collect()
            .await;
        println!(
            "GET {PATH}: {} bytes of JSON, authenticated and rate limited",
            body.len()
        );

        println!(
            "\nIn process ({} cores):",
            std::thread::available_parallelism().map_or(1, |n| n.get())
        );
        // Seven rounds, each measuring the three in turn (0.3 s each): the medians are printed,
        // so that a slower moment of the machine weighs on all three alike.
        let round = Duration::from_millis(300);
        let (mut bare_t, mut mem_t, mut sql_t) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..7 {
            bare_t.push(
                per_call(round, || {
                    let body = body.clone();
                    async move {
                        std::hint::black_box(bare(body).await.into_body().collect().await);
                    }
                })
                .await,
            );
            mem_t.push(per_call(round, || handle_once(&mem_api, &mem_key)).await);
            sql_t.push(per_call(round, || handle_once(&sql_api, &sql_key)).await);
        }
        let bare_ns = median(bare_t);
        println!("  (median of 7 rounds)");
        print_in_process("memory", median(mem_t), bare_ns);
        print_in_process("sqlite", median(sql_t), bare_ns);

        println!(
            "\nOver HTTP/1.1 on loopback, 64 connections, 5 rounds of 1 s per server, the servers in turn, median round:"
        );
        let bare_addr = serve({
            let body = body.clone();
            move |_req| bare(body.clone())
        })
        .await;
        let mem_addr = serve({
            let api = mem_api.clone();
            move |req| {
                let api = api.clone();
                async move { api.handle(req).await }
            }
        })
        .await;
        let sql_addr = serve({
            let api = sql_api.clone();
            move |req| {
                let api = api.clone();
                async move { api.handle(req).await }
            }
        })
        .await;
        // The three servers in turn, five rounds of one second, each row's median round.
        let mut rows = vec![
            Row::new("bare hyper (baseline)", vec![bare_addr], vec![mem_key.clone()], 0),
            Row::new("edugen, memory", vec![mem_addr], vec![mem_key.clone()], 0),
            Row::new("edugen, sqlite", vec![sql_addr], vec![sql_key.clone()], 0),
        ];
        run_rows(&mut rows, PATH, 5, Duration::from_secs(1)).await;
        std::fs::remove_dir_all(&dir).ok();
    });
}
