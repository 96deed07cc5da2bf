//! Several nodes on one PostgreSQL.
//!
//! 1. Requests/s and p50/p99 of an authenticated, rate-limited `GET /v1/curriculum/subjects`
//!    served by 1, 2 and 3 nodes (each an `Api` with its own pool, served by hyper on its own
//!    port) on one PostgreSQL, driven by 64 keep-alive connections spread over the nodes; beside
//!    one SQLite node in the same run. Each configuration runs twice: every connection on one
//!    account (one hot quota row) and spread over 64 accounts, to show whether the quota row is
//!    the bottleneck; each is compared with the SQLite node serving as many accounts.
//!    The same on 1, 2 and 3 PostgreSQL nodes counting quotas in Redis, each node with its own
//!    connection (`EDUGEN_TEST_REDIS_URL`, default `redis://127.0.0.1:6379`), the configuration
//!    of a cluster. The rows run in turn, one second each, five rounds; each row's median round
//!    is printed.
//! 2. One node in its own process (the bench binary started again as a node): its resident
//!    memory idle and under the read load of run 1 (64 connections, 64 accounts), then with
//!    10,000 exam streams held open (`POST /v1/exams` as SSE, each generation held after its
//!    first question), beside a fresh node holding as many idle connections; on PostgreSQL (+
//!    Redis) and on SQLite. `EDUGEN_BENCH_ONLY=memory` runs this part alone.
//! 3. Commit-to-receipt delivery latency on PostgreSQL beside SQLite.
//!
//! Needs PostgreSQL at `EDUGEN_TEST_DATABASE_URL` (default
//! `postgres://postgres@127.0.0.1:5432/test`). Run with `cargo bench --bench cluster`.

#[path = "support/mod.rs"]
mod support;

#[path = "support/node.rs"]
mod node;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use edugen::Api;
use edugen::storage::{PostgresStorage, RedisQuotas, SqliteStorage, Storage};
use support::{Row, delivery_latency, keys, load, run_rows, serve};

const PATH: &str = "/v1/curriculum/subjects";

async fn serve_api(storage: Arc<dyn Storage>, redis: Option<RedisQuotas>) -> (Api, SocketAddr) {
    let mut builder = Api::builder()
        .storage_arc(storage)
        .deliverer(edugen::delivery::RecordingDeliverer::new());
    if let Some(r) = redis {
        builder = builder.quota_store(r);
    }
    let api = builder.build().unwrap();
    let addr = serve({
        let api = api.clone();
        move |req| {
            let api = api.clone();
            async move { api.handle(req).await }
        }
    })
    .await;
    (api, addr)
}

/// Opens `n` exam streams on `addr` (`POST /v1/exams` as SSE), 64 at a time, each read until
/// its first `question` event; answers the open sockets.
async fn open_streams(addr: SocketAddr, key: &str, n: usize) -> Vec<tokio::net::TcpStream> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let gate = Arc::new(tokio::sync::Semaphore::new(64));
    let mut tasks = Vec::with_capacity(n);
    for i in 0..n {
        let gate = gate.clone();
        let body =
            format!(r#"{{"subject":"mathematiques","level":"4e","questionCount":20,"seed":{i}}}"#);
        let request = format!(
            "POST /v1/exams HTTP/1.1\r\nhost: bench\r\nauthorization: Bearer {key}\r\n\
             content-type: application/json\r\naccept: text/event-stream\r\n\
             content-length: {}\r\n\r\n{body}",
            body.len()
        );
        tasks.push(tokio::spawn(async move {
            let _turn = gate.acquire().await.unwrap();
            let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
            stream.write_all(request.as_bytes()).await.unwrap();
            let mut seen = Vec::new();
            let mut buf = [0u8; 4096];
            while !seen.windows(15).any(|w| w == b"event: question") {
                let read = stream.read(&mut buf).await.unwrap();
                assert!(read > 0, "the stream ended before its first question");
                seen.extend_from_slice(&buf[..read]);
            }
            assert!(seen.starts_with(b"HTTP/1.1 200"), "the exam was refused");
            stream
        }));
    }
    let mut open = Vec::with_capacity(n);
    for t in tasks {
        open.push(t.await.unwrap());
    }
    open
}

/// Resident memory of one node in its own process: idle, under the read load (sampled every
/// 50 ms), then holding 10,000 exam streams open; beside a node holding as many idle
/// connections.
async fn node_memory(storage: &str, redis: Option<&str>, label: &str) {
    const MB: f64 = 1024.0 * 1024.0;
    const STREAMS: usize = 10_000;
    let node = node::Node::start(storage, redis, 64);
    let (idle, _) = node.memory();
    let sampling = Arc::new(std::sync::atomic::AtomicBool::new(true));
    let sampler = {
        let sampling = sampling.clone();
        let pid_node = &node;
        let status = format!("/proc/{}/status", pid_node.pid());
        tokio::spawn(async move {
            let mut peak = 0u64;
            while sampling.load(std::sync::atomic::Ordering::Relaxed) {
                peak = peak.max(node::rss_of(&status));
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            peak
        })
    };
    let l = load(&[node.addr], PATH, &node.keys, Duration::from_secs(3)).await;
    sampling.store(false, std::sync::atomic::Ordering::Relaxed);
    let sampled = sampler.await.unwrap();
    let (after, hwm) = node.memory();
    let rps = l.requests as f64 / l.elapsed.as_secs_f64();
    println!(
        "  {label}: idle {:.1} MB; under the read load (64 connections, 64 accounts, {rps:.0} req/s) peak {:.1} MB (sampled {:.1} MB, {:.1} MB after); target <= 100 MB",
        idle as f64 / MB,
        hwm as f64 / MB,
        sampled as f64 / MB,
        after as f64 / MB,
    );

    let (before, _) = node.memory();
    let t = std::time::Instant::now();
    let streams = open_streams(node.addr, &node.keys[0], STREAMS).await;
    let opened = t.elapsed();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (with_streams, _) = node.memory();
    let per = with_streams.saturating_sub(before) as f64 / STREAMS as f64;
    let held = streams.len();
    drop(streams);
    drop(node);

    let bare = node::Node::start(storage, redis, 1);
    let (bare_before, _) = bare.memory();
    let mut idle_conns = Vec::with_capacity(STREAMS);
    for _ in 0..STREAMS {
        idle_conns.push(tokio::net::TcpStream::connect(bare.addr).await.unwrap());
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (bare_after, _) = bare.memory();
    let per_idle = bare_after.saturating_sub(bare_before) as f64 / STREAMS as f64;
    println!(
        "  {label}: {} exam streams open (opened in {:.1} s): RSS {:.1} -> {:.1} MB, {:.1} KB per stream (target <= 50 KB); baseline: {} idle connections to a fresh node, {:.1} KB each",
        held,
        opened.as_secs_f64(),
        before as f64 / MB,
        with_streams as f64 / MB,
        per / 1024.0,
        idle_conns.len(),
        per_idle / 1024.0,
    );
    drop(idle_conns);
}

fn main() {
    node::run_if_node();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let url = std::env::var("EDUGEN_TEST_DATABASE_URL")
            .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned());
        if let Err(e) = PostgresStorage::connect(&url).await {
            println!("skipped: PostgreSQL at {url} is unreachable: {e}");
            return;
        }
        let redis_url = std::env::var("EDUGEN_TEST_REDIS_URL")
            .unwrap_or_else(|_| "redis://127.0.0.1:6379".to_owned());
        if std::env::var("EDUGEN_BENCH_ONLY").as_deref() == Ok("memory") {
            println!("One node in its own process (resident memory read from /proc):");
            let redis = RedisQuotas::connect(&redis_url).await.is_ok().then_some(redis_url.as_str());
            node_memory(&url, redis, if redis.is_some() { "postgres + redis quotas" } else { "postgres" }).await;
            node_memory("sqlite", None, "sqlite").await;
            return;
        }
        let dir = std::env::temp_dir().join(format!("edugen-cluster-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();

        let sqlite: Arc<dyn Storage> = Arc::new(
            SqliteStorage::connect(dir.join("cluster.db").to_str().unwrap())
                .await
                .unwrap(),
        );
        let (sql_api, sql_addr) = serve_api(sqlite, None).await;
        let sql_keys = keys(&sql_api, 64).await;
        // Each row compares with the SQLite node serving as many accounts (rows 0 and 1).
        let mut rows = vec![
            Row::new("sqlite, 1 node, 1 account", vec![sql_addr], sql_keys[..1].to_vec(), 0),
            Row::new("sqlite, 1 node, 64 accounts", vec![sql_addr], sql_keys.clone(), 1),
        ];

        // Three nodes, each with its own pool; the Redis rows below serve other `Api`s on the
        // same pools (PostgreSQL's 100 connections would not hold six pools).
        let mut storages: Vec<Arc<dyn Storage>> = Vec::new();
        for _ in 0..3 {
            storages.push(Arc::new(PostgresStorage::connect(&url).await.unwrap()));
        }
        let mut nodes = Vec::new();
        for storage in &storages {
            nodes.push(serve_api(storage.clone(), None).await);
        }
        let pg_keys = keys(&nodes[0].0, 64).await;
        for n in 1..=3 {
            let addrs: Vec<SocketAddr> = nodes[..n].iter().map(|(_, a)| *a).collect();
            rows.push(Row::new(&format!("postgres, {n} node(s), 1 account"), addrs.clone(), pg_keys[..1].to_vec(), 0));
            rows.push(Row::new(&format!("postgres, {n} node(s), 64 accounts"), addrs, pg_keys.clone(), 1));
        }

        // The cluster's configuration: quotas counted in Redis, each node with its own
        // connection (and its own batching of the scripts).
        let prefix = format!("edugen:bench:{}:", std::process::id());
        let mut nodes = Vec::new();
        for storage in &storages {
            match RedisQuotas::connect(&redis_url).await {
                Ok(redis) => nodes.push(serve_api(storage.clone(), Some(redis.with_prefix(prefix.clone()))).await),
                Err(e) => {
                    println!("no Redis rows: {redis_url} is unreachable: {e}");
                    break;
                }
            }
        }
        if nodes.len() == 3 {
            let keys = keys(&nodes[0].0, 64).await;
            for n in 1..=3 {
                let addrs: Vec<SocketAddr> = nodes[..n].iter().map(|(_, a)| *a).collect();
                rows.push(Row::new(&format!("postgres + redis quotas, {n} node(s), 1 account"), addrs.clone(), keys[..1].to_vec(), 0));
                rows.push(Row::new(&format!("postgres + redis quotas, {n} node(s), 64 accounts"), addrs, keys.clone(), 1));
            }
        }

        const ROUNDS: usize = 5;
        let round = Duration::from_secs(1);
        println!(
            "Over HTTP/1.1 on loopback, 64 connections, {ROUNDS} rounds of {} s per row, the rows in turn, median round (2 cores shared by client and servers):",
            round.as_secs()
        );
        run_rows(&mut rows, PATH, ROUNDS, round).await;

        println!("\nOne node in its own process (resident memory read from /proc):");
        let redis = RedisQuotas::connect(&redis_url).await.is_ok().then_some(redis_url.as_str());
        node_memory(&url, redis, if redis.is_some() { "postgres + redis quotas" } else { "postgres" }).await;
        node_memory("sqlite", None, "sqlite").await;

        println!("\nCommit to receipt over HTTP on loopback, one delivery worker:");
        for rate in [100, 1000] {
            let db = dir.join(format!("delivery-{rate}.db"));
            let sqlite = SqliteStorage::connect(db.to_str().unwrap()).await.unwrap();
            delivery_latency("sqlite", Arc::new(sqlite), rate, 5).await;
            let pg = PostgresStorage::connect(&url).await.unwrap();
            delivery_latency("postgres", Arc::new(pg), rate, 5).await;
        }
        std::fs::remove_dir_all(&dir).ok();
    });
}
