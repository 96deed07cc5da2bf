//! A node in its own process, so that its resident memory can be read apart from the load
//! client's: the bench binary runs itself again with `EDUGEN_BENCH_NODE` set, and the child
//! serves one `Api` on loopback, prints `ready <address> <key>…` and runs until its standard
//! input closes.
//!
//! The child's generator is the built-in one, held after the first question of each exam (the
//! stream then stays open, as a long generation would keep it), so that the parent can hold
//! thousands of exam streams open at once.

use std::io::{BufRead, BufReader, Write};
use std::net::SocketAddr;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::Arc;

use edugen::Api;
use edugen::generate::{
    BuiltinGenerator, Capability, GenerationError, GenerationRequest, Generator, QuestionDraft,
};
use edugen::storage::Storage;
use futures_util::StreamExt;
use futures_util::stream::BoxStream;

/// The variable that makes the bench binary a node.
const ROLE: &str = "EDUGEN_BENCH_NODE";

/// The built-in generator, whose exams stop after their first question and never end.
#[derive(Debug)]
struct Held(BuiltinGenerator);

impl Generator for Held {
    fn capabilities(&self) -> Vec<Capability> {
        self.0.capabilities()
    }

    fn generate(
        &self,
        request: &GenerationRequest,
    ) -> Result<BoxStream<'static, Result<QuestionDraft, GenerationError>>, GenerationError> {
        let first = self.0.generate(request)?.take(1);
        Ok(first.chain(futures_util::stream::pending()).boxed())
    }
}

/// A node running in a child process.
pub(crate) struct Node {
    child: Child,
    stdin: Option<ChildStdin>,
    /// Where it serves.
    pub(crate) addr: SocketAddr,
    /// One key per account it made.
    pub(crate) keys: Vec<String>,
}

impl Node {
    /// Starts a node on `storage` (`sqlite` for a file, or a PostgreSQL URL), counting quotas
    /// in Redis at `redis` if given, with `accounts` accounts.
    pub(crate) fn start(storage: &str, redis: Option<&str>, accounts: usize) -> Node {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .env(ROLE, storage)
            .env("EDUGEN_BENCH_NODE_REDIS", redis.unwrap_or(""))
            .env("EDUGEN_BENCH_NODE_ACCOUNTS", accounts.to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let mut words = line.split_whitespace();
        assert_eq!(
            words.next(),
            Some("ready"),
            "the node did not start: {line}"
        );
        let addr = words.next().unwrap().parse().unwrap();
        let keys = words.map(str::to_owned).collect();
        let stdin = child.stdin.take();
        Node {
            child,
            stdin,
            addr,
            keys,
        }
    }

    /// Its process id.
    pub(crate) fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Its resident memory and the peak of it, in bytes (`VmRSS`, `VmHWM`).
    pub(crate) fn memory(&self) -> (u64, u64) {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .unwrap_or_default();
        (field(&status, "VmRSS:"), field(&status, "VmHWM:"))
    }
}

/// A size field of a `/proc/<pid>/status` text, in bytes (0 when absent).
fn field(status: &str, name: &str) -> u64 {
    status
        .lines()
        .find_map(|l| l.strip_prefix(name))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .map_or(0, |kb| kb * 1024)
}

/// The resident memory of the process whose status file is `status`, in bytes.
pub(crate) fn rss_of(status: &str) -> u64 {
    field(
        &std::fs::read_to_string(status).unwrap_or_default(),
        "VmRSS:",
    )
}

impl Drop for Node {
    fn drop(&mut self) {
        drop(self.stdin.take());
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// When this process was started as a node: serves until standard input closes, then exits.
pub(crate) fn run_if_node() {
    let Ok(storage) = std::env::var(ROLE) else {
        return;
    };
    let redis = std::env::var("EDUGEN_BENCH_NODE_REDIS").unwrap_or_default();
    let accounts: usize = std::env::var("EDUGEN_BENCH_NODE_ACCOUNTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async move {
        let store: Arc<dyn Storage> = if storage == "sqlite" {
            let dir = std::env::temp_dir().join(format!("edugen-node-{}", std::process::id()));
            std::fs::create_dir_all(&dir).unwrap();
            let file = dir.join("node.db");
            Arc::new(
                edugen::storage::SqliteStorage::connect(file.to_str().unwrap())
                    .await
                    .unwrap(),
            )
        } else {
            Arc::new(
                edugen::storage::PostgresStorage::connect(&storage)
                    .await
                    .unwrap(),
            )
        };
        let mut builder = Api::builder()
            .storage_arc(store)
            .generator(Held(BuiltinGenerator::new()))
            .deliverer(edugen::delivery::RecordingDeliverer::new());
        if !redis.is_empty() {
            let prefix = format!("edugen:bench-node:{}:", std::process::id());
            let quotas = edugen::storage::RedisQuotas::connect(&redis)
                .await
                .unwrap()
                .with_prefix(prefix);
            builder = builder.quota_store(quotas);
        }
        let api = builder.build().unwrap();
        let keys = crate::support::keys(&api, accounts).await;
        let addr = crate::support::serve({
            let api = api.clone();
            move |req| {
                let api = api.clone();
                async move { api.handle(req).await }
            }
        })
        .await;
        let mut out = std::io::stdout().lock();
        writeln!(out, "ready {addr} {}", keys.join(" ")).unwrap();
        out.flush().unwrap();
        drop(out);
        // Until the parent closes our standard input (or dies).
        tokio::task::spawn_blocking(|| {
            let mut sink = String::new();
            while std::io::stdin().read_line(&mut sink).unwrap_or(0) > 0 {
                sink.clear();
            }
        })
        .await
        .unwrap();
    });
    std::process::exit(0);
}
