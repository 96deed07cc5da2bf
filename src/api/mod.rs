//! The HTTP surface: [`Api`], its builder, and the request pipeline every route goes through.
//!
//! Order of the pipeline, for every request:
//! 1. trace id (`traceparent`'s trace id, or a fresh one), echoed as `X-Trace-Id`;
//! 2. credential resolution (an absent credential is anonymous; a bad one is remembered);
//! 3. quota: the account's tier, or the client address for anonymous and refused credentials,
//!    so that key guessing is throttled too; `X-RateLimit-*` on every response, 429 when spent;
//! 4. 401 for a refused credential; 413 for an oversized body;
//! 5. routing: 404, 405 with `Allow`;
//! 6. 401 when the route needs a credential, 403 when it lacks the route's scope;
//! 7. idempotency on POST/PATCH/PUT/DELETE carrying `Idempotency-Key`;
//! 8. the handler.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use futures_util::FutureExt;
use http::{HeaderMap, HeaderName, HeaderValue, Method, Request, Response, StatusCode};
use tracing::Instrument;

pub mod body;
pub(crate) mod ctx;
pub(crate) mod handlers;
pub mod openapi;
pub mod pagination;
pub mod problem;
pub(crate) mod router;
#[cfg(feature = "tower")]
mod service;
pub(crate) mod sse;

use crate::accounts::Accounts;
use crate::auth::{self, Auth};
use crate::clock::{Clock, SystemClock};
use crate::delivery::{Deliverer, DeliveryWorker};
use crate::domain::account::Limits;
use crate::generate::Generator;
use crate::limits::idempotency;
use crate::limits::quota::{self, RateLimitStatus};
use crate::storage::{Claim, Storage, StoredResponse};
use body::Body;
use ctx::Ctx;
use problem::{ErrorCode, Problem};
use router::{Match, Router};

/// The client's address, passed by the host as a request extension. A
/// [`std::net::SocketAddr`] extension is read as well.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientAddr(pub IpAddr);

/// Marks a request whose body could not be read (the connection broke); answered 400.
#[derive(Debug, Clone, Copy)]
pub struct UnreadableBody;

/// Settings of an [`Api`].
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Config {
    /// Largest request body accepted, in bytes (default 1 MiB); larger is 413.
    pub max_body_bytes: usize,
    /// How long an idempotency key is remembered from its first use (default 24 h).
    pub idempotency_ttl: Duration,
    /// After how long an unfinished request's claim on a key is presumed dead (default 5 min).
    pub idempotency_lock_ttl: Duration,
    /// Quotas of requests without a valid credential, per client address
    /// (default: Discovery's, 60 a minute and 1,000 a day).
    pub anonymous_limits: Limits,
    /// Accept `http://` webhook URLs (local development and tests; default false).
    pub allow_http_webhooks: bool,
    /// The name of the signature header of webhook deliveries (default `X-Edugen-Signature`).
    pub signature_header: String,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            max_body_bytes: 1024 * 1024,
            idempotency_ttl: Duration::from_secs(24 * 3600),
            idempotency_lock_ttl: Duration::from_secs(300),
            anonymous_limits: Limits::new(60, 1_000),
            allow_http_webhooks: false,
            signature_header: crate::events::signing::DEFAULT_HEADER.to_owned(),
        }
    }
}

/// How long the retention job keeps things ([`Api::purge_expired`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Retention {
    /// Idempotency keys, from their first use (default 24 h, their window).
    pub idempotency_keys: Duration,
    /// Stored events (default 30 days).
    pub events: Duration,
    /// Delivery logs (default 30 days; a delivery is retried for 24 h at most).
    pub deliveries: Duration,
}

impl Default for Retention {
    fn default() -> Self {
        Self {
            idempotency_keys: Duration::from_secs(24 * 3600),
            events: Duration::from_secs(30 * 24 * 3600),
            deliveries: Duration::from_secs(30 * 24 * 3600),
        }
    }
}

/// What [`Api::purge_expired`] deleted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PurgeReport {
    /// Idempotency keys.
    pub idempotency_keys: u64,
    /// Events.
    pub events: u64,
    /// Delivery logs.
    pub deliveries: u64,
}

/// Why [`ApiBuilder::build`] failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BuildError {
    /// No storage was given.
    #[error("a storage backend is required: call ApiBuilder::storage")]
    MissingStorage,
    /// The signature header name is not a valid HTTP header name.
    #[error("the signature header name is not a valid HTTP header name")]
    InvalidSignatureHeader,
    /// The default HTTP deliverer could not be built.
    #[error("the HTTP deliverer could not be built: {0}")]
    Deliverer(String),
}

#[cfg(feature = "webhooks-http")]
fn default_deliverer() -> Result<Arc<dyn Deliverer>, BuildError> {
    crate::delivery::http::HttpDeliverer::builder()
        .build()
        .map(|d| Arc::new(d) as Arc<dyn Deliverer>)
        .map_err(|e| BuildError::Deliverer(e.to_string()))
}

#[cfg(not(feature = "webhooks-http"))]
fn default_deliverer() -> Result<Arc<dyn Deliverer>, BuildError> {
    Err(BuildError::Deliverer(
        "no deliverer given and the `webhooks-http` feature is off".to_owned(),
    ))
}

/// Builds an [`Api`].
#[derive(Debug, Default)]
pub struct ApiBuilder {
    storage: Option<Arc<dyn Storage>>,
    generator: Option<Arc<dyn Generator>>,
    deliverer: Option<Arc<dyn Deliverer>>,
    clock: Option<Arc<dyn Clock>>,
    config: Config,
}

impl ApiBuilder {
    /// The storage backend (required).
    pub fn storage(mut self, storage: impl Storage) -> Self {
        self.storage = Some(Arc::new(storage));
        self
    }

    /// The storage backend, already shared.
    pub fn storage_arc(mut self, storage: Arc<dyn Storage>) -> Self {
        self.storage = Some(storage);
        self
    }

    /// The webhook deliverer (default: [`crate::delivery::http::HttpDeliverer`] with its
    /// strict defaults: https only, no private addresses).
    pub fn deliverer(mut self, deliverer: impl Deliverer) -> Self {
        self.deliverer = Some(Arc::new(deliverer));
        self
    }

    /// The question generator (default: [`crate::generate::BuiltinGenerator`]).
    pub fn generator(mut self, generator: impl Generator) -> Self {
        self.generator = Some(Arc::new(generator));
        self
    }

    /// Accepts `http://` webhook URLs (local development and tests).
    pub fn allow_http_webhooks(mut self, allow: bool) -> Self {
        self.config.allow_http_webhooks = allow;
        self
    }

    /// The name of the signature header of deliveries (default `X-Edugen-Signature`).
    pub fn signature_header(mut self, name: impl Into<String>) -> Self {
        self.config.signature_header = name.into();
        self
    }

    /// The clock (default: the system clock).
    pub fn clock(mut self, clock: impl Clock) -> Self {
        self.clock = Some(Arc::new(clock));
        self
    }

    /// All settings at once.
    pub fn config(mut self, config: Config) -> Self {
        self.config = config;
        self
    }

    /// The largest request body accepted, in bytes.
    pub fn max_body_bytes(mut self, bytes: usize) -> Self {
        self.config.max_body_bytes = bytes;
        self
    }

    /// Builds the API.
    pub fn build(self) -> Result<Api, BuildError> {
        let deliverer = match self.deliverer {
            Some(d) => d,
            None => default_deliverer()?,
        };
        if http::HeaderName::try_from(self.config.signature_header.as_str()).is_err() {
            return Err(BuildError::InvalidSignatureHeader);
        }
        Ok(Api {
            inner: Arc::new(Inner {
                storage: self.storage.ok_or(BuildError::MissingStorage)?,
                deliverer,
                generator: self
                    .generator
                    .unwrap_or_else(|| Arc::new(crate::generate::BuiltinGenerator)),
                live: Default::default(),
                clock: self.clock.unwrap_or_else(|| Arc::new(SystemClock)),
                config: self.config,
                router: Router::new(router::routes()),
                answers: AnswerCache::default(),
            }),
        })
    }
}

/// The educational content API. Cheap to clone; clones share everything.
///
/// Hand it requests with [`Api::handle`]; every response carries `X-Trace-Id` and the
/// `X-RateLimit-*` headers, and every error is an RFC 7807 problem.
#[derive(Clone)]
pub struct Api {
    pub(crate) inner: Arc<Inner>,
}

pub(crate) struct Inner {
    pub(crate) storage: Arc<dyn Storage>,
    pub(crate) deliverer: Arc<dyn Deliverer>,
    pub(crate) generator: Arc<dyn Generator>,
    pub(crate) live: crate::exams::Live,
    pub(crate) clock: Arc<dyn Clock>,
    pub(crate) config: Config,
    pub(crate) router: Router,
    /// Answers of cacheable routes (static data), by URI.
    pub(crate) answers: AnswerCache,
}

/// Keeps the answers of routes whose answer depends on the URI alone (the shipped curriculum),
/// so a repeated request costs a map lookup instead of filtering and serializing.
#[derive(Debug, Default)]
pub(crate) struct AnswerCache {
    map: std::sync::RwLock<std::collections::HashMap<String, (HeaderValue, Bytes)>>,
}

/// Most answers kept; the cache starts over when full.
const ANSWER_CACHE_SIZE: usize = 4096;

impl AnswerCache {
    fn get(&self, uri: &str) -> Option<Response<Body>> {
        let map = self.map.read().unwrap_or_else(|e| e.into_inner());
        let (content_type, bytes) = map.get(uri)?;
        let mut res = Response::new(Body::full(bytes.clone()));
        res.headers_mut()
            .insert(http::header::CONTENT_TYPE, content_type.clone());
        Some(res)
    }

    fn put(&self, uri: String, res: &Response<Body>) {
        let (Some(bytes), Some(ct)) = (
            res.body().as_bytes(),
            res.headers().get(http::header::CONTENT_TYPE),
        ) else {
            return;
        };
        if res.status() != StatusCode::OK {
            return;
        }
        let mut map = self.map.write().unwrap_or_else(|e| e.into_inner());
        if map.len() >= ANSWER_CACHE_SIZE {
            map.clear();
        }
        map.insert(uri, (ct.clone(), Bytes::copy_from_slice(bytes)));
    }
}

impl std::fmt::Debug for Api {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Api")
            .field("storage", &self.inner.storage)
            .field("config", &self.inner.config)
            .finish_non_exhaustive()
    }
}

/// Marks a stored idempotent result that is the generation stream of an exam.
const STREAM_OF_EXAM: &str = "x-edugen-stream-of-exam";

const MUTATIONS: [Method; 4] = [Method::POST, Method::PATCH, Method::PUT, Method::DELETE];

impl Api {
    /// A builder.
    pub fn builder() -> ApiBuilder {
        ApiBuilder::default()
    }

    /// Accounts and their keys, for the host (bootstrap, administration, tests).
    pub fn accounts(&self) -> Accounts<'_> {
        Accounts::new(self)
    }

    /// A worker delivering this API's webhook events; run it as a task
    /// (`tokio::spawn(api.delivery_worker().run(shutdown))`), or call
    /// [`DeliveryWorker::run_due`] yourself.
    pub fn delivery_worker(&self) -> DeliveryWorker {
        DeliveryWorker::new(self.clone())
    }

    /// Deletes what `retention` says is old enough: idempotency keys past their window, and
    /// events and delivery logs older than their retention. Run it periodically (the example
    /// server does, hourly); it deletes in batches and never blocks requests.
    pub async fn purge_expired(&self, retention: &Retention) -> Result<PurgeReport, Problem> {
        const BATCH: usize = 1000;
        let storage = &self.inner.storage;
        let now = self.inner.clock.now();
        let ago =
            |d: Duration| now - chrono::Duration::from_std(d).unwrap_or(chrono::Duration::MAX);
        let mut report = PurgeReport::default();
        loop {
            let n = storage
                .purge_idempotency_keys(ago(retention.idempotency_keys), BATCH)
                .await?;
            report.idempotency_keys += n;
            if n < BATCH as u64 {
                break;
            }
        }
        for (kind, prefix, keep, count) in [
            ("event", "evt", retention.events, &mut report.events),
            (
                "delivery",
                "dlv",
                retention.deliveries,
                &mut report.deliveries,
            ),
        ] {
            let before = crate::ids::id_floor(prefix, ago(keep));
            loop {
                let n = storage.purge_documents(kind, &before, BATCH).await?;
                *count += n;
                if n < BATCH as u64 {
                    break;
                }
            }
        }
        Ok(report)
    }

    /// Every route served, as (method, path template), in the order they were declared.
    pub fn routes(&self) -> Vec<(Method, &'static str)> {
        self.inner
            .router
            .routes()
            .iter()
            .map(|r| (r.method.clone(), r.path))
            .collect()
    }

    /// The scope each route needs (`None`: public), as (method, path template, scope).
    pub fn route_scopes(&self) -> Vec<(Method, &'static str, Option<crate::auth::Scope>)> {
        self.inner
            .router
            .routes()
            .iter()
            .map(|r| (r.method.clone(), r.path, r.scope))
            .collect()
    }

    /// The settings in force.
    pub fn config(&self) -> &Config {
        &self.inner.config
    }

    /// Serves one request. Never panics; every failure is a problem response.
    pub async fn handle(&self, req: Request<Bytes>) -> Response<Body> {
        let trace_id = trace_id(req.headers());
        let span = tracing::info_span!(
            "request",
            trace_id = %trace_id,
            method = %req.method(),
            path = %req.uri().path(),
        );
        async {
            let mut res = self.pipeline(req, &trace_id).await;
            if let Ok(v) = HeaderValue::from_str(&trace_id) {
                res.headers_mut().insert("x-trace-id", v);
            }
            tracing::debug!(status = res.status().as_u16(), "answered");
            res
        }
        .instrument(span)
        .await
    }

    async fn pipeline(&self, req: Request<Bytes>, trace_id: &str) -> Response<Body> {
        let inner = &self.inner;
        let now = inner.clock.now();
        let ip = client_ip(&req);
        let (parts, body) = req.into_parts();
        let path = parts.uri.path().to_owned();
        let fail = |p: Problem, rl: &RateLimitStatus| {
            let mut res = p.into_response(trace_id, &path).map(Body::from);
            rl.write(res.headers_mut());
            res
        };

        // Credential, then quota for whoever the request counts against.
        let auth = auth::authenticate(inner.storage.as_ref(), &parts.headers, ip, now).await;
        let (subject, limits) = match &auth {
            Auth::Principal(p) => (format!("acc:{}", p.account.id), p.account.limits()),
            _ => (
                format!(
                    "ip:{}",
                    ip.map_or_else(|| "unknown".to_owned(), |ip| ip.to_string())
                ),
                inner.config.anonymous_limits,
            ),
        };
        let windows = quota::windows(limits, now);
        let rl = match inner.storage.hit(&subject, &windows, now).await {
            Ok(outcome) => {
                if let (Auth::Principal(p), true) = (&auth, outcome.allowed) {
                    self.quota_events(&p.account.id, &windows, &outcome.counts, now)
                        .await;
                }
                RateLimitStatus::from_outcome(&windows, &outcome, now)
            }
            Err(e) => {
                let rl = RateLimitStatus {
                    limit: limits.per_minute,
                    remaining: 0,
                    reset: windows[0].resets_at.timestamp(),
                    retry_after: None,
                };
                return fail(e.into(), &rl);
            }
        };
        if let Some(wait) = rl.retry_after {
            let mut p = Problem::new(
                ErrorCode::RateLimited,
                format!("The request quota is spent; retry in {wait} s."),
            );
            p.retry_after = Some(wait);
            return fail(p, &rl);
        }
        let principal = match auth {
            Auth::Rejected(p) => return fail(p, &rl),
            Auth::Principal(p) => Some(*p),
            Auth::Anonymous => None,
        };
        if body.len() > inner.config.max_body_bytes {
            let p = Problem::new(
                ErrorCode::PayloadTooLarge,
                format!(
                    "The request body is larger than {} bytes.",
                    inner.config.max_body_bytes
                ),
            );
            return fail(p, &rl);
        }
        if parts.extensions.get::<UnreadableBody>().is_some() {
            return fail(Problem::invalid("body", "could not be read"), &rl);
        }

        let (route, params) = match inner.router.find(&parts.method, &path) {
            Match::Found(route, params) => (route, params),
            Match::NotFound => {
                return fail(Problem::new(ErrorCode::NotFound, "No such route."), &rl);
            }
            Match::MethodNotAllowed(allow) => {
                let mut p = Problem::new(
                    ErrorCode::MethodNotAllowed,
                    format!("{} is not allowed here; allowed: {allow}.", parts.method),
                );
                p.allow = Some(allow);
                return fail(p, &rl);
            }
        };
        if let Some(scope) = route.scope {
            let Some(principal) = &principal else {
                let p = Problem::new(
                    ErrorCode::Unauthorized,
                    "This route needs an API key: send Authorization: Bearer <key>.",
                );
                return fail(p, &rl);
            };
            if !principal.has(scope) {
                let p = Problem::new(
                    ErrorCode::ForbiddenScope,
                    format!("The credential lacks the scope `{scope}` this route needs."),
                );
                return fail(p, &rl);
            }
            if route.generation && !principal.account.may_generate() {
                let p = Problem::new(
                    ErrorCode::ForbiddenScope,
                    "Discovery accounts without a payment method may only make read calls; \
                     add a payment method to generate content.",
                );
                return fail(p, &rl);
            }
        }

        let cache_key = route.cacheable.then(|| {
            parts
                .uri
                .path_and_query()
                .map_or_else(|| path.clone(), |p| p.as_str().to_owned())
        });
        if let Some(mut res) = cache_key.as_deref().and_then(|k| inner.answers.get(k)) {
            rl.write(res.headers_mut());
            return res;
        }

        let idem_key = if MUTATIONS.contains(&parts.method) {
            parts.headers.get(idempotency::HEADER).cloned()
        } else {
            None
        };
        let account = principal.as_ref().map(|p| p.account.id.clone());
        let cx = Ctx {
            api: self.clone(),
            parts,
            body,
            params,
            principal,
            now,
        };
        let handler = route.handler;
        let mut res = match (idem_key, account) {
            (Some(key), Some(account)) => match idempotency::validate(key.as_bytes()) {
                Ok(key) => {
                    self.idempotent(cx, handler, (&account, key), (trace_id, &path))
                        .await
                }
                Err(p) => Err(p),
            },
            _ => run(handler, cx).await,
        }
        .unwrap_or_else(|p| p.into_response(trace_id, &path).map(Body::from));
        if let Some(key) = cache_key {
            inner.answers.put(key, &res);
        }
        rl.write(res.headers_mut());
        res
    }

    /// Emits quota.* events when this request crossed a threshold: 80 % of the day, the whole
    /// day, or the whole minute. Each crossing happens once per window.
    async fn quota_events(
        &self,
        account: &str,
        windows: &[crate::storage::QuotaWindow; 2],
        counts: &[u64],
        now: chrono::DateTime<chrono::Utc>,
    ) {
        use crate::events::catalogue as types;
        let (minute, day) = (counts.first().copied(), counts.get(1).copied());
        let day_limit = windows[1].limit;
        let mut events = Vec::new();
        if day == Some(day_limit * 4 / 5) && day_limit >= 5 {
            events.push((types::QUOTA_DAILY_WARNING, "day", 1));
        }
        if day == Some(day_limit) {
            events.push((types::QUOTA_DAILY_EXCEEDED, "day", 1));
        }
        if minute == Some(windows[0].limit) {
            events.push((types::QUOTA_MINUTE_EXCEEDED, "minute", 0));
        }
        for (event_type, window, i) in events {
            let data = serde_json::json!({ "quota": {
                "window": window,
                "limit": windows[i].limit,
                "used": counts[i],
                "resetsAt": crate::ids::timestamp(windows[i].resets_at),
            }});
            let event = crate::events::outbox::NewEvent {
                account,
                event_type,
                data,
                only: None,
            };
            if let Err(p) = crate::events::outbox::emit(self, event, now).await {
                tracing::warn!(error = %p, "could not emit a quota event");
            }
        }
    }

    /// The stored response of an idempotency key, again, with `Idempotent-Replayed: true`.
    fn replay(&self, stored: StoredResponse) -> Response<Body> {
        let exam = stored
            .headers
            .iter()
            .find(|(k, _)| k == STREAM_OF_EXAM)
            .map(|(_, v)| v.clone());
        let mut res = match exam {
            Some(exam) => sse::response(crate::exams::follow(self, &exam, 0)),
            None => {
                let mut res = Response::new(Body::full(stored.body));
                for (k, v) in stored.headers {
                    if let (Ok(k), Ok(v)) = (HeaderName::try_from(k), HeaderValue::try_from(v)) {
                        res.headers_mut().append(k, v);
                    }
                }
                res
            }
        };
        *res.status_mut() = StatusCode::from_u16(stored.status).unwrap_or(StatusCode::OK);
        res.headers_mut()
            .insert("idempotent-replayed", HeaderValue::from_static("true"));
        res
    }

    /// Runs a handler under an idempotency key: claim, then replay, refuse or execute.
    async fn idempotent(
        &self,
        cx: Ctx,
        handler: router::Handler,
        (account, key): (&str, &str),
        (trace_id, path): (&str, &str),
    ) -> router::HandlerResult {
        let storage = &self.inner.storage;
        let config = &self.inner.config;
        let target = cx
            .parts
            .uri
            .path_and_query()
            .map_or("/", |p| p.as_str())
            .to_owned();
        let fp = idempotency::fingerprint(cx.parts.method.as_str(), &target, &cx.body);
        let claim = storage
            .idempotency_claim(
                account,
                key,
                &fp,
                cx.now,
                config.idempotency_lock_ttl,
                config.idempotency_ttl,
            )
            .await?;
        match claim {
            Claim::Replay(stored) => Ok(self.replay(stored)),
            Claim::Mismatch => Err(Problem::conflict(
                "This Idempotency-Key was already used with a different request (method, path \
                 or body); use a new key for a new request.",
            )),
            Claim::InProgress => {
                let mut p = Problem::conflict(
                    "A request with this Idempotency-Key is still in progress; retry when it \
                     has finished.",
                );
                p.retry_after = Some(1);
                Err(p)
            }
            Claim::Claimed => {
                let mut guard = ReleaseOnDrop {
                    storage: Some(storage.clone()),
                    scope: account.to_owned(),
                    key: key.to_owned(),
                };
                // A handler's 4xx problem is part of its result and is replayed like a success.
                let res = run(handler, cx)
                    .await
                    .unwrap_or_else(|p| p.into_response(trace_id, path).map(Body::from));
                let body = res.body().as_bytes();
                if let (Some(exam), None) = (
                    res.extensions().get::<handlers::exams::ExamStreamOf>(),
                    body,
                ) {
                    // A generation stream: its stored events are the result; a replay streams
                    // them again.
                    let stored = StoredResponse {
                        status: res.status().as_u16(),
                        headers: vec![(STREAM_OF_EXAM.to_owned(), exam.0.clone())],
                        body: Bytes::new(),
                    };
                    match storage.idempotency_complete(account, key, stored).await {
                        Ok(()) => guard.storage = None,
                        Err(e) => {
                            tracing::error!(error = %e, "could not store an idempotent stream")
                        }
                    }
                    return Ok(res);
                }
                if res.status().is_server_error() || body.is_none() {
                    // Not stored: release now so that a retry executes again.
                    guard.storage = None;
                    storage.idempotency_release(account, key).await?;
                    return Ok(res);
                }
                let stored = StoredResponse {
                    status: res.status().as_u16(),
                    headers: res
                        .headers()
                        .iter()
                        .filter_map(|(k, v)| Some((k.to_string(), v.to_str().ok()?.to_owned())))
                        .collect(),
                    body: Bytes::copy_from_slice(body.unwrap_or_default()),
                };
                match storage.idempotency_complete(account, key, stored).await {
                    Ok(()) => guard.storage = None,
                    Err(e) => tracing::error!(error = %e, "could not store an idempotent response"),
                }
                Ok(res)
            }
        }
    }
}

/// Releases a claimed idempotency key if the request ends without completing it (an error, a
/// panic, or the host dropping the request future when the client goes away).
struct ReleaseOnDrop {
    storage: Option<Arc<dyn Storage>>,
    scope: String,
    key: String,
}

impl Drop for ReleaseOnDrop {
    fn drop(&mut self) {
        if let (Some(storage), Ok(rt)) =
            (self.storage.take(), tokio::runtime::Handle::try_current())
        {
            let (scope, key) = (
                std::mem::take(&mut self.scope),
                std::mem::take(&mut self.key),
            );
            rt.spawn(async move {
                if let Err(e) = storage.idempotency_release(&scope, &key).await {
                    tracing::warn!(error = %e, "could not release an idempotency key");
                }
            });
        }
    }
}

/// Runs a handler, turning a panic into a 500.
async fn run(handler: router::Handler, cx: Ctx) -> router::HandlerResult {
    match std::panic::AssertUnwindSafe(handler(cx))
        .catch_unwind()
        .await
    {
        Ok(res) => res,
        Err(_) => {
            tracing::error!("handler panicked");
            Err(Problem::internal())
        }
    }
}

/// The trace id of a request: the W3C `traceparent` trace id when valid, else a fresh one.
fn trace_id(headers: &HeaderMap) -> String {
    let incoming = headers
        .get("traceparent")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| {
            let mut parts = v.trim().split('-');
            let (version, trace, parent, flags) =
                (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
            let hex = |s: &str, n: usize| {
                s.len() == n && s.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
            };
            (hex(version, 2)
                && version != "ff"
                && hex(trace, 32)
                && trace.bytes().any(|b| b != b'0')
                && hex(parent, 16)
                && hex(flags, 2))
            .then(|| trace.to_owned())
        });
    incoming.unwrap_or_else(|| format!("{:032x}", rand::random::<u128>()))
}

fn client_ip<B>(req: &Request<B>) -> Option<IpAddr> {
    req.extensions()
        .get::<ClientAddr>()
        .map(|a| a.0)
        .or_else(|| req.extensions().get::<SocketAddr>().map(SocketAddr::ip))
}
