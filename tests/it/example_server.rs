//! The example server (`examples/server`) over real sockets: slow clients are cut off by the
//! header, body and idle timeouts while others are served; the connection cap holds; requests
//! hyper cannot parse get a problem document with a trace id; shutdown hands every queued
//! delivery back. The connection handling is run in process (`examples/server/serve.rs`); the
//! binary itself is started for SIGTERM, the log stream and the `--limits` flag.
#![cfg(all(feature = "sqlite", feature = "tower", feature = "webhooks-http"))]

#[allow(dead_code)]
#[path = "../../examples/server/serve.rs"]
mod serve;

#[path = "../../examples/axum/host.rs"]
mod axum_host;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use bytes::Bytes;
use edugen::Api;
use edugen::delivery::RecordingDeliverer;
use edugen::delivery::http::HttpDeliverer;
use edugen::domain::account::Tier;
use edugen::storage::{ListQuery, SqliteStorage, Storage};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

const KEY: &str = "eg_test_SERVERSERVERSERVERSERVERSERVERXY";
const SECRET: &str = "whsec_0123456789abcdefghijklmnop";
/// A bound on waits that only a broken server reaches (no timing is asserted with it).
const LIVENESS: Duration = Duration::from_secs(30);

/// An API on memory storage with [`KEY`] (Essentiel).
async fn memory_api() -> Api {
    let api = Api::builder()
        .storage(edugen::storage::MemoryStorage::new())
        .deliverer(RecordingDeliverer::new())
        .build()
        .unwrap();
    api.accounts()
        .bootstrap(KEY, "server", Tier::Essentiel)
        .await
        .unwrap();
    api
}

/// Serves `api` in process with `options`; the sender stops it.
async fn start(
    api: Api,
    options: serve::Options,
) -> (
    SocketAddr,
    tokio::sync::oneshot::Sender<()>,
    tokio::task::JoinHandle<()>,
) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(serve::serve(listener, api, options, async {
        let _ = stopped.await;
    }));
    (addr, stop, task)
}

/// One HTTP response read from a raw socket.
#[derive(Debug)]
struct Raw {
    status: u16,
    headers: HashMap<String, String>,
    body: Vec<u8>,
}

impl Raw {
    fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&self.body)))
    }

    /// Asserts a problem document of `status` whose traceId is the X-Trace-Id header.
    fn assert_problem(&self, status: u16) -> Value {
        assert_eq!(self.status, status, "{self:?}");
        assert_eq!(self.headers["content-type"], "application/problem+json");
        let v = self.json();
        assert_eq!(v["status"], status);
        assert_eq!(v["traceId"], self.headers["x-trace-id"].as_str());
        assert_eq!(self.headers["x-trace-id"].len(), 32);
        v
    }
}

/// Reads one response (with a content-length body) from `s`.
async fn read_response(s: &mut TcpStream) -> Raw {
    let mut buf = Vec::new();
    let mut chunk = [0u8; 8192];
    let head_end = loop {
        if let Some(i) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            break i + 4;
        }
        let n = tokio::time::timeout(LIVENESS, s.read(&mut chunk))
            .await
            .expect("no response")
            .unwrap();
        assert!(
            n > 0,
            "closed before a response: {:?}",
            String::from_utf8_lossy(&buf)
        );
        buf.extend_from_slice(&chunk[..n]);
    };
    let head = String::from_utf8_lossy(&buf[..head_end]).into_owned();
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers: HashMap<String, String> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    let len: usize = headers
        .get("content-length")
        .map_or(0, |v| v.parse().unwrap());
    let mut body = buf[head_end..].to_vec();
    while body.len() < len {
        let n = tokio::time::timeout(LIVENESS, s.read(&mut chunk))
            .await
            .expect("body")
            .unwrap();
        assert!(n > 0);
        body.extend_from_slice(&chunk[..n]);
    }
    Raw {
        status,
        headers,
        body,
    }
}

/// Sends `bytes` on a fresh connection and reads the response.
async fn raw(addr: SocketAddr, bytes: &[u8]) -> Raw {
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(bytes).await.unwrap();
    read_response(&mut s).await
}

async fn get_ok(addr: SocketAddr) -> Raw {
    raw(
        addr,
        format!(
            "GET /v1/curriculum/levels?limit=1 HTTP/1.1\r\nhost: t\r\nauthorization: Bearer {KEY}\r\n\r\n"
        )
        .as_bytes(),
    )
    .await
}

/// Whether the server has closed `s` (reading waits at most `wait` for it).
async fn closed_within(s: &mut TcpStream, wait: Duration) -> bool {
    let mut b = [0u8; 64];
    matches!(
        tokio::time::timeout(wait, s.read(&mut b)).await,
        Ok(Ok(0)) | Ok(Err(_))
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_sending_one_byte_at_a_time_is_cut_off_while_others_are_served() {
    let options = serve::Options {
        header_timeout: Duration::from_secs(1),
        ..Default::default()
    };
    let (addr, stop, task) = start(memory_api().await, options).await;
    let head = format!(
        "GET /v1/curriculum/levels HTTP/1.1\r\nhost: t\r\nauthorization: Bearer {KEY}\r\n\r\n"
    );
    // Slow clients: one byte every 200 ms, the first right away and one after a request.
    let slow = |first_request: bool| {
        let head = head.clone();
        tokio::spawn(async move {
            let mut s = TcpStream::connect(addr).await.unwrap();
            if first_request {
                s.write_all(head.as_bytes()).await.unwrap();
                assert_eq!(read_response(&mut s).await.status, 200);
            }
            for (sent, byte) in head.bytes().enumerate() {
                if s.write_all(&[byte]).await.is_err()
                    || closed_within(&mut s, Duration::from_millis(200)).await
                {
                    return sent;
                }
            }
            head.len()
        })
    };
    let slow_first = slow(false);
    let slow_later = slow(true);
    // Meanwhile normal clients are served.
    for _ in 0..5 {
        let r = get_ok(addr).await;
        assert_eq!(r.status, 200);
        assert_eq!(r.headers["x-ratelimit-limit"], "600");
    }
    for slow in [slow_first, slow_later] {
        let sent = slow.await.unwrap();
        assert!(
            sent < head.len(),
            "the slow client sent its whole head ({sent} bytes) without being cut off"
        );
    }
    let _ = stop.send(());
    task.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_keep_alive_connection_is_closed_and_a_slow_body_is_answered_400() {
    let options = serve::Options {
        idle_timeout: Duration::from_millis(500),
        body_timeout: Duration::from_millis(500),
        header_timeout: Duration::from_secs(60),
        ..Default::default()
    };
    let (addr, stop, task) = start(memory_api().await, options).await;

    // Idle: a request, its response, then nothing: the server closes the connection.
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(
        format!(
            "GET /v1/curriculum/levels HTTP/1.1\r\nhost: t\r\nauthorization: Bearer {KEY}\r\n\r\n"
        )
        .as_bytes(),
    )
    .await
    .unwrap();
    assert_eq!(read_response(&mut s).await.status, 200);
    assert!(
        closed_within(&mut s, LIVENESS).await,
        "idle connection left open"
    );

    // A body announced as 64 bytes of which one comes: the core answers 400.
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(
        format!("POST /v1/api-keys HTTP/1.1\r\nhost: t\r\nauthorization: Bearer {KEY}\r\ncontent-type: application/json\r\ncontent-length: 64\r\n\r\n{{")
            .as_bytes(),
    )
    .await
    .unwrap();
    let v = read_response(&mut s).await.assert_problem(400);
    assert_eq!(v["code"], "validation_error");
    assert_eq!(v["details"][0]["field"], "body");
    let _ = stop.send(());
    task.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_hyper_cannot_parse_get_a_problem_with_a_trace_id() {
    let (addr, stop, task) = start(memory_api().await, serve::Options::default()).await;
    for bad in [
        &b"GARBAGE\r\n\r\n"[..],
        b"GET / HTTP/1.1\r\nno colon here\r\n\r\n",
        b"GET /v1/curriculum/levels\x01 HTTP/1.1\r\nhost: t\r\n\r\n",
        b"GET / HTTP/9.9\r\nhost: t\r\n\r\n",
    ] {
        let r = raw(addr, bad).await;
        let v = r.assert_problem(400);
        assert_eq!(
            v["code"],
            "validation_error",
            "{}",
            String::from_utf8_lossy(bad)
        );
        assert_eq!(r.headers["connection"], "close");
    }
    // A head over 64 KiB: 431.
    let big = format!(
        "GET /v1/curriculum/levels HTTP/1.1\r\nhost: t\r\nx-padding: {}\r\n\r\n",
        "a".repeat(serve::MAX_HEAD_BYTES + 1)
    );
    let v = raw(addr, big.as_bytes()).await.assert_problem(431);
    assert_eq!(v["details"][0]["field"], "headers");
    // The core's own answers are untouched, and the server still serves.
    let r = raw(addr, b"GET /v1/api-keys HTTP/1.1\r\nhost: t\r\n\r\n").await;
    assert_eq!(r.assert_problem(401)["code"], "unauthorized");
    assert!(r.headers.contains_key("x-ratelimit-limit"));
    assert_eq!(get_ok(addr).await.status, 200);
    let _ = stop.send(());
    task.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn past_the_connection_cap_a_client_waits_until_a_connection_closes() {
    let options = serve::Options {
        max_connections: 2,
        header_timeout: Duration::from_secs(60),
        ..Default::default()
    };
    let (addr, stop, task) = start(memory_api().await, options).await;
    let first = TcpStream::connect(addr).await.unwrap();
    let _second = TcpStream::connect(addr).await.unwrap();
    let third = tokio::spawn(get_ok(addr));
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(!third.is_finished(), "served beyond the cap");
    drop(first);
    let r = tokio::time::timeout(LIVENESS, third)
        .await
        .expect("never served")
        .unwrap();
    assert_eq!(r.status, 200);
    let _ = stop.send(());
    task.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_axum_example_cuts_off_slow_clients_and_serves_others() {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let limits = axum_host::Limits {
        header_timeout: Duration::from_secs(1),
        body_timeout: Duration::from_millis(500),
        ..Default::default()
    };
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(axum_host::serve(
        listener,
        axum_host::router(memory_api().await),
        limits,
        async {
            let _ = stopped.await;
        },
    ));
    let head = format!(
        "GET /v1/curriculum/levels HTTP/1.1\r\nhost: t\r\nauthorization: Bearer {KEY}\r\n\r\n"
    );
    let slow = tokio::spawn({
        let head = head.clone();
        async move {
            let mut s = TcpStream::connect(addr).await.unwrap();
            for (sent, byte) in head.bytes().enumerate() {
                if s.write_all(&[byte]).await.is_err()
                    || closed_within(&mut s, Duration::from_millis(200)).await
                {
                    return sent;
                }
            }
            head.len()
        }
    });
    for _ in 0..3 {
        assert_eq!(get_ok(addr).await.status, 200);
        let r = raw(addr, b"GET /health HTTP/1.1\r\nhost: t\r\n\r\n").await;
        assert_eq!((r.status, r.body.as_slice()), (200, &b"ok"[..]));
    }
    // A body that stalls: edugen answers 400 with a problem document.
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(
        format!("POST /v1/api-keys HTTP/1.1\r\nhost: t\r\nauthorization: Bearer {KEY}\r\ncontent-type: application/json\r\ncontent-length: 64\r\n\r\n{{")
            .as_bytes(),
    )
    .await
    .unwrap();
    let v = read_response(&mut s).await.assert_problem(400);
    assert_eq!(v["details"][0]["field"], "body");
    let sent = slow.await.unwrap();
    assert!(sent < head.len(), "the slow client was never cut off");
    let _ = stop.send(());
    task.await.unwrap();
}

/// A receiver that accepts connections and never answers; counts them.
async fn hanging_receiver() -> (SocketAddr, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let accepted = Arc::new(AtomicUsize::new(0));
    let count = accepted.clone();
    tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((s, _)) = listener.accept().await {
            count.fetch_add(1, Ordering::SeqCst);
            held.push(s);
        }
    });
    (addr, accepted)
}

/// Fills the SQLite database at `db` with `events` × 50 pending deliveries to `url`, for the
/// account of [`KEY`] (Enterprise); answers the account id.
async fn queue_deliveries(db: &Path, url: &str, events: usize) -> String {
    let api = Api::builder()
        .storage(SqliteStorage::connect(db.to_str().unwrap()).await.unwrap())
        // Only its address policy serves here (the receiver is on loopback); nothing is sent.
        .deliverer(
            edugen::delivery::http::HttpDeliverer::builder()
                .allow_http(true)
                .allow_network("127.0.0.0/8".parse().unwrap())
                .build()
                .unwrap(),
        )
        .allow_http_webhooks(true)
        .build()
        .unwrap();
    let (account, _) = api
        .accounts()
        .bootstrap(KEY, "queued", Tier::Enterprise)
        .await
        .unwrap();
    let post = |path: &str, body: Value| {
        http::Request::post(path)
            .header("authorization", format!("Bearer {KEY}"))
            .header("content-type", "application/json")
            .body(Bytes::from(body.to_string()))
            .unwrap()
    };
    for _ in 0..50 {
        let res = api
            .handle(post(
                "/v1/webhooks",
                json!({"url": url, "events": ["api_key.created"], "secret": SECRET}),
            ))
            .await;
        assert_eq!(res.status(), 201);
    }
    for i in 0..events {
        let res = api
            .handle(post("/v1/api-keys", json!({"name": format!("k{i}")})))
            .await;
        assert_eq!(res.status(), 201);
    }
    account.id
}

/// Reopens `db` and checks that `expected` deliveries are pending with no attempt, and that
/// every one still has its job in the queue (claimable once any hold has passed).
async fn assert_all_pending(db: &Path, account: &str, expected: usize) {
    let storage = SqliteStorage::connect(db.to_str().unwrap()).await.unwrap();
    let docs = storage
        .list(&ListQuery {
            kind: "delivery".into(),
            // The bootstrap key is a test key: its resources are kept as the account's test
            // mode.
            account: format!("{account}~test"),
            filters: Vec::new(),
            before: None,
            limit: expected * 2,
        })
        .await
        .unwrap();
    assert_eq!(docs.len(), expected);
    let pending = docs
        .iter()
        .filter(|d| d.body["status"] == "pending")
        .count();
    assert_eq!(pending, expected, "every delivery still pending");
    let attempted = docs
        .iter()
        .filter(|d| !d.body["attempts"].as_array().unwrap().is_empty())
        .count();
    assert_eq!(
        attempted, 0,
        "no attempt was recorded for an abandoned send"
    );
    let later = chrono::Utc::now() + chrono::Duration::minutes(5);
    let jobs = storage
        .claim_jobs("webhooks", later, Duration::from_secs(60), expected * 2)
        .await
        .unwrap();
    assert_eq!(jobs.len(), expected, "every delivery's job is in the queue");
}

fn temp_db(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "edugen-{name}-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("edugen.db")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_with_deliveries_queued_to_a_hanging_receiver_hands_them_all_back() {
    let (receiver, accepted) = hanging_receiver().await;
    let db = temp_db("shutdown");
    let account = queue_deliveries(&db, &format!("http://{receiver}/hook"), 20).await;
    let api = Api::builder()
        .storage(SqliteStorage::connect(db.to_str().unwrap()).await.unwrap())
        .deliverer(
            HttpDeliverer::builder()
                .allow_http(true)
                .allow_network("127.0.0.0/8".parse().unwrap())
                .build()
                .unwrap(),
        )
        .allow_http_webhooks(true)
        .build()
        .unwrap();
    let grace = Duration::from_secs(1);
    let (addr, stop, task) = start(
        api,
        serve::Options {
            shutdown_grace: grace,
            ..Default::default()
        },
    )
    .await;
    // Attempts are under way (hanging), and a keep-alive client is connected.
    let until = Instant::now() + LIVENESS;
    while accepted.load(Ordering::SeqCst) == 0 && Instant::now() < until {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(accepted.load(Ordering::SeqCst) > 0, "no attempt started");
    let mut client = TcpStream::connect(addr).await.unwrap();
    client
        .write_all(format!("GET /v1/curriculum/levels HTTP/1.1\r\nhost: t\r\nauthorization: Bearer {KEY}\r\n\r\n").as_bytes())
        .await
        .unwrap();
    assert_eq!(read_response(&mut client).await.status, 200);

    let stopping = Instant::now();
    stop.send(()).unwrap();
    tokio::time::timeout(LIVENESS, task)
        .await
        .expect("the server did not stop")
        .unwrap();
    assert!(
        stopping.elapsed() <= grace + Duration::from_secs(1),
        "stopped after {:?}",
        stopping.elapsed()
    );
    assert!(closed_within(&mut client, LIVENESS).await);
    assert_all_pending(&db, &account, 20 * 50).await;
    std::fs::remove_dir_all(db.parent().unwrap()).ok();
}

/// The example server binary, built by `cargo test` (or `cargo build --example server`) beside
/// this test binary; `None` when it is missing or older than its sources.
fn server_binary() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let bin = exe.parent()?.parent()?.join("examples").join("server");
    let built = bin.metadata().and_then(|m| m.modified()).ok();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut newest = std::time::SystemTime::UNIX_EPOCH;
    let mut dirs = vec![root.join("src"), root.join("examples").join("server")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).ok()?.flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if let Ok(t) = entry.metadata().and_then(|m| m.modified()) {
                newest = newest.max(t);
            }
        }
    }
    match built {
        Some(t) if t >= newest => Some(bin),
        _ => {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "the example server binary is missing or stale"
            );
            println!("skipped: build the example first (cargo build --example server)");
            None
        }
    }
}

struct Child(std::process::Child);

impl Drop for Child {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_binary_in_time_with_10000_deliveries_queued_and_loses_none() {
    let Some(bin) = server_binary() else { return };
    let (receiver, accepted) = hanging_receiver().await;
    let db = temp_db("sigterm");
    let account = queue_deliveries(&db, &format!("http://{receiver}/hook"), 200).await;
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
    let grace = 2;
    let mut child = Child(
        std::process::Command::new(&bin)
            .args(["--bind", &addr.to_string(), "--db", db.to_str().unwrap()])
            .args(["--bootstrap-key", KEY, "--tier", "enterprise"])
            .args(["--limits", "rpm=7,daily=1000", "--insecure-webhooks"])
            .args(["--shutdown-grace", &grace.to_string()])
            .env("RUST_LOG", "info")
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap(),
    );
    // Read both streams as they come, so that the child never blocks on a full pipe.
    let drain = |mut r: Box<dyn std::io::Read + Send>| {
        std::thread::spawn(move || {
            let mut s = String::new();
            let _ = r.read_to_string(&mut s);
            s
        })
    };
    let stdout = drain(Box::new(child.0.stdout.take().unwrap()));
    let stderr = drain(Box::new(child.0.stderr.take().unwrap()));
    // Up, with the bootstrap account's own limits in force.
    let until = Instant::now() + LIVENESS;
    let mut limit = None;
    while Instant::now() < until {
        if let Ok(mut s) = TcpStream::connect(addr).await {
            s.write_all(format!("GET /v1/curriculum/levels HTTP/1.1\r\nhost: t\r\nauthorization: Bearer {KEY}\r\n\r\n").as_bytes())
                .await
                .unwrap();
            let r = read_response(&mut s).await;
            assert_eq!(r.status, 200);
            limit = Some(r.headers["x-ratelimit-limit"].clone());
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(limit.as_deref(), Some("7"), "--limits rpm=7 in force");
    while accepted.load(Ordering::SeqCst) == 0 && Instant::now() < until {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(
        accepted.load(Ordering::SeqCst) > 0,
        "no delivery attempt started"
    );

    let stopping = Instant::now();
    let kill = std::process::Command::new("kill")
        .args(["-TERM", &child.0.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let status = loop {
        if let Some(status) = child.0.try_wait().unwrap() {
            break Some(status);
        }
        if stopping.elapsed() > Duration::from_secs(grace + 1) {
            break None;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    let status = status.unwrap_or_else(|| {
        panic!(
            "still running {} s after SIGTERM (grace {grace} s)",
            grace + 1
        )
    });
    assert!(status.success(), "{status}");
    let stdout = stdout.join().unwrap();
    let stderr = stderr.join().unwrap();
    // Logs go to stderr; stdout has nothing to say with a bootstrap key.
    assert_eq!(stdout, "", "stdout: {stdout}");
    assert!(stderr.contains("edugen listening"), "stderr: {stderr}");
    assert!(stderr.contains("SIGTERM"), "stderr: {stderr}");
    assert_all_pending(&db, &account, 200 * 50).await;
    std::fs::remove_dir_all(db.parent().unwrap()).ok();
}

/// `--oauth-client` registers clients and prints their ids (and a confidential one's secret);
/// the whole code flow then runs over the socket with the development sign-in.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oauth_clients_registered_by_flag_run_the_code_flow_over_a_socket() {
    let Some(bin) = server_binary() else { return };
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
    let mut child = Child(
        std::process::Command::new(&bin)
            .args(["--bind", &addr.to_string(), "--db", "memory"])
            .args(["--bootstrap-key", KEY])
            .args([
                "--oauth-client",
                "name=Socket app,redirect_uri=https://app.example/cb",
            ])
            .args([
                "--oauth-client",
                "name=SPA,redirect_uri=http://127.0.0.1/spa,type=public",
            ])
            .env("RUST_LOG", "warn")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap(),
    );
    let (lines_tx, lines) = std::sync::mpsc::channel::<String>();
    let stderr = child.0.stderr.take().unwrap();
    std::thread::spawn(move || {
        use std::io::BufRead;
        for line in std::io::BufReader::new(stderr)
            .lines()
            .map_while(Result::ok)
        {
            let _ = lines_tx.send(line);
        }
    });
    let mut printed = Vec::new();
    while printed.len() < 2 {
        let line = lines.recv_timeout(LIVENESS).expect("the clients' lines");
        if line.starts_with("oauth client ") {
            printed.push(line);
        }
    }
    let confidential = regex::Regex::new(
        r"^oauth client (cli_[0-9A-Z]{26}) registered client_secret=egcs_[0-9A-Za-z]{40}$",
    )
    .unwrap();
    let public = regex::Regex::new(r"^oauth client (cli_[0-9A-Z]{26}) registered$").unwrap();
    assert!(confidential.is_match(&printed[0]), "{}", printed[0]);
    let client_id = public.captures(&printed[1]).expect(&printed[1])[1].to_owned();

    let until = Instant::now() + LIVENESS;
    while TcpStream::connect(addr).await.is_err() && Instant::now() < until {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let meta = raw(
        addr,
        b"GET /.well-known/oauth-authorization-server HTTP/1.1\r\nhost: t\r\n\r\n",
    )
    .await;
    assert_eq!(meta.json()["issuer"], format!("http://{addr}"));

    let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    let redirect = "http://127.0.0.1:49152/spa";
    let mut q = form_urlencoded::Serializer::new(String::new());
    q.append_pair("response_type", "code")
        .append_pair("client_id", &client_id)
        .append_pair("redirect_uri", redirect)
        .append_pair("scope", "exams:read curriculum:read")
        .append_pair("state", "s1")
        .append_pair(
            "code_challenge",
            &edugen::auth::oauth::s256_challenge(verifier),
        )
        .append_pair("code_challenge_method", "S256");
    let q = q.finish();
    let page = raw(
        addr,
        format!("GET /v1/oauth/authorize?{q} HTTP/1.1\r\nhost: t\r\naccept: text/html\r\n\r\n")
            .as_bytes(),
    )
    .await;
    assert_eq!(page.status, 200, "{}", String::from_utf8_lossy(&page.body));
    let cookie = page.headers["set-cookie"]
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    let html = String::from_utf8(page.body.clone()).unwrap();
    assert!(html.contains("<h1>Authorize SPA</h1>"));
    let csrf = regex::Regex::new(r#"name="csrf" value="([^"]+)""#)
        .unwrap()
        .captures(&html)
        .unwrap()[1]
        .to_owned();
    let form = format!("{q}&csrf={csrf}&decision=approve&api_key={KEY}");
    let approved = raw(
        addr,
        format!(
            "POST /v1/oauth/authorize HTTP/1.1\r\nhost: t\r\ncookie: {cookie}\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: {}\r\n\r\n{form}",
            form.len()
        )
        .as_bytes(),
    )
    .await;
    assert_eq!(
        approved.status,
        303,
        "{}",
        String::from_utf8_lossy(&approved.body)
    );
    let location = &approved.headers["location"];
    assert!(
        location.starts_with("http://127.0.0.1:49152/spa?code="),
        "{location}"
    );
    let code: String = form_urlencoded::parse(location.split_once('?').unwrap().1.as_bytes())
        .find(|(k, _)| k == "code")
        .unwrap()
        .1
        .into_owned();
    let mut t = form_urlencoded::Serializer::new(String::new());
    t.append_pair("grant_type", "authorization_code")
        .append_pair("code", &code)
        .append_pair("redirect_uri", redirect)
        .append_pair("code_verifier", verifier)
        .append_pair("client_id", &client_id);
    let t = t.finish();
    let tokens = raw(
        addr,
        format!(
            "POST /v1/oauth/token HTTP/1.1\r\nhost: t\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: {}\r\n\r\n{t}",
            t.len()
        )
        .as_bytes(),
    )
    .await;
    assert_eq!(
        tokens.status,
        200,
        "{}",
        String::from_utf8_lossy(&tokens.body)
    );
    let v = tokens.json();
    assert_eq!(v["scope"], "curriculum:read exams:read");
    let access = v["access_token"].as_str().unwrap();
    let exams = raw(
        addr,
        format!("GET /v1/curriculum/levels?limit=1 HTTP/1.1\r\nhost: t\r\nauthorization: Bearer {access}\r\n\r\n").as_bytes(),
    )
    .await;
    assert_eq!(exams.status, 200);
    let refused = raw(
        addr,
        format!("GET /v1/webhooks HTTP/1.1\r\nhost: t\r\nauthorization: Bearer {access}\r\n\r\n")
            .as_bytes(),
    )
    .await;
    refused.assert_problem(403);
}
