//! Helpers: an API on a manual clock with an account and a Full key, a request builder, and a
//! storage wrapper that lets a test make an operation fail or wait.

use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use chrono::{DateTime, Utc};
use edugen::auth::{Environment, Preset};
use edugen::clock::ManualClock;
use edugen::domain::account::{Account, Tier};
use edugen::services::accounts::{NewAccount, NewKey};
use edugen::storage::{
    Batch, Claim, ClaimedJob, Document, ListQuery, MemoryStorage, QuotaOutcome, QuotaWindow,
    Storage, StorageError, StoredResponse, UsageCount, UsageQuery,
};
use edugen::{Api, ClientAddr};
use http::{HeaderMap, Method, Request, StatusCode};
use serde_json::Value;
use tokio::sync::Notify;

/// The URL of a service a test needs (`EDUGEN_TEST_DATABASE_URL`, `EDUGEN_TEST_REDIS_URL`):
/// `None`, and the test says it is skipped, when `var` is unset; unset under `CI=true` fails.
pub(crate) fn service_url(var: &str) -> Option<String> {
    match std::env::var(var) {
        Ok(url) if !url.is_empty() => Some(url),
        _ => {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "{var} must be set when CI=true"
            );
            println!("skipped: {var} is not set");
            None
        }
    }
}

pub(crate) struct TestApi {
    pub api: Api,
    pub clock: ManualClock,
    pub account: Account,
    pub key: String,
}

impl TestApi {
    /// An Essentiel account (600/min) with a Full key, on memory storage at 2026-01-01T00:00:10Z.
    pub(crate) async fn new() -> Self {
        Self::with_tier(Tier::Essentiel).await
    }

    pub(crate) async fn with_tier(tier: Tier) -> Self {
        Self::build(tier, edugen::delivery::RecordingDeliverer::new()).await
    }

    /// An Essentiel account whose webhook deliveries go to `deliverer`.
    pub(crate) async fn with_deliverer(deliverer: edugen::delivery::RecordingDeliverer) -> Self {
        Self::build(Tier::Essentiel, deliverer).await
    }

    async fn build(tier: Tier, deliverer: edugen::delivery::RecordingDeliverer) -> Self {
        let clock = ManualClock::at_epoch_2026();
        clock.advance(chrono::Duration::seconds(10));
        let api = Api::builder()
            .storage(MemoryStorage::new())
            .clock(clock.clone())
            .deliverer(deliverer)
            .build()
            .unwrap();
        Self::around(api, clock, "Collège Victor Hugo", tier).await
    }

    /// A test harness around `api` (built by the caller, on `clock`): a new account `name` of
    /// `tier` and its Full test key.
    pub(crate) async fn around(api: Api, clock: ManualClock, name: &str, tier: Tier) -> Self {
        let account = api
            .accounts()
            .create(NewAccount::new(name, tier))
            .await
            .unwrap();
        let key = api
            .accounts()
            .create_key(
                &account.id,
                NewKey::new("test", Environment::Test, Preset::Full),
            )
            .await
            .unwrap()
            .secret;
        Self {
            api,
            clock,
            account,
            key,
        }
    }

    /// The manual clock's time, Unix seconds.
    pub(crate) fn clock_unix(&self) -> i64 {
        use edugen::clock::Clock;
        self.clock.now().timestamp()
    }

    /// A key of this account with `preset`.
    pub(crate) async fn key_with(&self, preset: Preset) -> String {
        self.api
            .accounts()
            .create_key(
                &self.account.id,
                NewKey::new("other", Environment::Test, preset),
            )
            .await
            .unwrap()
            .secret
    }

    pub(crate) fn get(&self, path: &str) -> Req<'_> {
        Req::new(self, Method::GET, path).key(&self.key)
    }

    pub(crate) fn post(&self, path: &str) -> Req<'_> {
        Req::new(self, Method::POST, path).key(&self.key)
    }

    pub(crate) fn patch(&self, path: &str) -> Req<'_> {
        Req::new(self, Method::PATCH, path).key(&self.key)
    }

    pub(crate) fn delete(&self, path: &str) -> Req<'_> {
        Req::new(self, Method::DELETE, path).key(&self.key)
    }

    pub(crate) fn anonymous(&self, method: Method, path: &str) -> Req<'_> {
        Req::new(self, method, path)
    }
}

pub(crate) struct Req<'a> {
    t: &'a TestApi,
    builder: http::request::Builder,
    body: Bytes,
}

impl<'a> Req<'a> {
    fn new(t: &'a TestApi, method: Method, path: &str) -> Self {
        let builder = Request::builder()
            .method(method)
            .uri(path)
            .extension(ClientAddr("203.0.113.7".parse().unwrap()));
        Self {
            t,
            builder,
            body: Bytes::new(),
        }
    }

    pub(crate) fn key(mut self, key: &str) -> Self {
        if let Some(h) = self.builder.headers_mut() {
            h.insert("authorization", format!("Bearer {key}").parse().unwrap());
        }
        self
    }

    pub(crate) fn no_key(mut self) -> Self {
        if let Some(h) = self.builder.headers_mut() {
            h.remove("authorization");
        }
        self
    }

    pub(crate) fn header(mut self, name: &str, value: &str) -> Self {
        let b = std::mem::take(&mut self.builder);
        self.builder = b.header(name, value);
        self
    }

    pub(crate) fn client_ip(mut self, ip: &str) -> Self {
        let b = std::mem::take(&mut self.builder);
        self.builder = b.extension(ClientAddr(ip.parse().unwrap()));
        self
    }

    pub(crate) fn json(mut self, v: Value) -> Self {
        self.body = Bytes::from(serde_json::to_vec(&v).unwrap());
        self.header("content-type", "application/json")
    }

    pub(crate) fn raw(mut self, body: impl Into<Bytes>) -> Self {
        self.body = body.into();
        self
    }

    pub(crate) async fn send(self) -> Res {
        let req = self.builder.body(self.body).unwrap();
        let res = self.t.api.handle(req).await;
        let (parts, body) = res.into_parts();
        let bytes = body.collect().await;
        Res {
            status: parts.status,
            headers: parts.headers,
            bytes,
        }
    }
}

#[derive(Debug)]
pub(crate) struct Res {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub bytes: Bytes,
}

impl Res {
    pub(crate) fn json(&self) -> Value {
        serde_json::from_slice(&self.bytes).unwrap_or_else(|e| {
            panic!("not JSON ({e}): {:?}", String::from_utf8_lossy(&self.bytes))
        })
    }

    pub(crate) fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .unwrap_or_else(|| panic!("no {name} header in {:?}", self.headers))
            .to_str()
            .unwrap()
    }

    /// Asserts a problem response with `status` and `code`, whose traceId is the header's.
    pub(crate) fn assert_problem(&self, status: u16, code: &str) -> Value {
        assert_eq!(
            self.status.as_u16(),
            status,
            "body: {}",
            String::from_utf8_lossy(&self.bytes)
        );
        assert_eq!(self.header("content-type"), "application/problem+json");
        let v = self.json();
        assert_eq!(v["code"], code);
        assert_eq!(v["status"], status);
        assert_eq!(v["traceId"], self.header("x-trace-id"));
        assert_eq!(v["type"], format!("https://edugen.dev/problems/{code}"));
        v
    }

    /// The single field named by a validation_error.
    pub(crate) fn invalid_field(&self) -> String {
        let v = self.assert_problem(400, "validation_error");
        v["details"][0]["field"].as_str().unwrap().to_owned()
    }
}

/// A storage operation, as a [`Gate`] sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Op {
    Get,
    List,
    Commit,
    ClaimJobs,
    NextJobAt,
    PurgeDocuments,
    PurgeIdempotencyKeys,
    Hit,
    IdempotencyClaim,
    IdempotencyComplete,
    IdempotencyRelease,
    AddUsage,
    Usage,
}

/// Decides, before each operation, whether a [`Wrapped`] storage forwards it.
#[async_trait::async_trait]
pub(crate) trait Gate: Send + Sync + std::fmt::Debug + 'static {
    /// Runs before `op` is forwarded (and may wait); an error is returned instead.
    async fn pass(&self, op: Op) -> Result<(), StorageError>;
}

/// A storage that forwards every call to `inner` once `gate` lets it pass: a test makes one
/// operation fail or wait without implementing the whole trait.
#[derive(Debug, Default)]
pub(crate) struct Wrapped<G, S = MemoryStorage> {
    pub gate: G,
    pub inner: S,
}

#[async_trait::async_trait]
impl<G: Gate, S: Storage> Storage for Wrapped<G, S> {
    async fn get(&self, kind: &str, id: &str) -> Result<Option<Document>, StorageError> {
        self.gate.pass(Op::Get).await?;
        self.inner.get(kind, id).await
    }

    async fn get_cached(&self, kind: &str, id: &str) -> Result<Option<Document>, StorageError> {
        self.gate.pass(Op::Get).await?;
        self.inner.get_cached(kind, id).await
    }

    async fn list(&self, q: &ListQuery) -> Result<Vec<Document>, StorageError> {
        self.gate.pass(Op::List).await?;
        self.inner.list(q).await
    }

    async fn commit(&self, batch: Batch) -> Result<(), StorageError> {
        self.gate.pass(Op::Commit).await?;
        self.inner.commit(batch).await
    }

    async fn claim_jobs(
        &self,
        queue: &str,
        now: DateTime<Utc>,
        lease: Duration,
        limit: usize,
    ) -> Result<Vec<ClaimedJob>, StorageError> {
        self.gate.pass(Op::ClaimJobs).await?;
        self.inner.claim_jobs(queue, now, lease, limit).await
    }

    async fn next_job_at(&self, queue: &str) -> Result<Option<DateTime<Utc>>, StorageError> {
        self.gate.pass(Op::NextJobAt).await?;
        self.inner.next_job_at(queue).await
    }

    async fn purge_documents(
        &self,
        kind: &str,
        before: &str,
        limit: usize,
    ) -> Result<u64, StorageError> {
        self.gate.pass(Op::PurgeDocuments).await?;
        self.inner.purge_documents(kind, before, limit).await
    }

    async fn purge_idempotency_keys(
        &self,
        before: DateTime<Utc>,
        limit: usize,
    ) -> Result<u64, StorageError> {
        self.gate.pass(Op::PurgeIdempotencyKeys).await?;
        self.inner.purge_idempotency_keys(before, limit).await
    }

    fn job_signal(&self) -> Arc<Notify> {
        self.inner.job_signal()
    }

    async fn hit(
        &self,
        subject: &str,
        windows: &[QuotaWindow],
        now: DateTime<Utc>,
    ) -> Result<QuotaOutcome, StorageError> {
        self.gate.pass(Op::Hit).await?;
        self.inner.hit(subject, windows, now).await
    }

    async fn idempotency_claim(
        &self,
        scope: &str,
        key: &str,
        fingerprint: &[u8; 32],
        now: DateTime<Utc>,
        lock_ttl: Duration,
        ttl: Duration,
    ) -> Result<Claim, StorageError> {
        self.gate.pass(Op::IdempotencyClaim).await?;
        (self.inner)
            .idempotency_claim(scope, key, fingerprint, now, lock_ttl, ttl)
            .await
    }

    async fn idempotency_complete(
        &self,
        scope: &str,
        key: &str,
        response: StoredResponse,
    ) -> Result<(), StorageError> {
        self.gate.pass(Op::IdempotencyComplete).await?;
        self.inner.idempotency_complete(scope, key, response).await
    }

    async fn idempotency_release(&self, scope: &str, key: &str) -> Result<(), StorageError> {
        self.gate.pass(Op::IdempotencyRelease).await?;
        self.inner.idempotency_release(scope, key).await
    }

    async fn add_usage(&self, counts: &[UsageCount]) -> Result<(), StorageError> {
        self.gate.pass(Op::AddUsage).await?;
        self.inner.add_usage(counts).await
    }

    async fn usage(&self, query: &UsageQuery) -> Result<Vec<UsageCount>, StorageError> {
        self.gate.pass(Op::Usage).await?;
        self.inner.usage(query).await
    }
}

/// A fresh database of its own beside the test database, so that no other test's delivery
/// workers take this test's jobs (every worker of a database serves its one job queue), and so
/// that a test can read every table knowing all it holds is its own.
#[cfg(feature = "postgres")]
pub(crate) async fn own_database(url: &str) -> Result<String, sqlx::Error> {
    use sqlx::Connection;
    let mut admin = sqlx::PgConnection::connect(url).await?;
    let name = format!(
        "edugen_it_{}",
        (0..16)
            .map(|_| (b'a' + rand::random::<u8>() % 26) as char)
            .collect::<String>()
    );
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await?;
    let (base, _) = url.rsplit_once('/').unwrap_or((url, ""));
    Ok(format!("{base}/{name}"))
}
