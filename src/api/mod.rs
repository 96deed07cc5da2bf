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
//! 7. idempotency on POST/PATCH/PUT/DELETE carrying `Idempotency-Key` (routes with a scope:
//!    the public OAuth endpoints answer credentials that are never kept);
//! 8. the handler.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use bytes::Bytes;
use futures_util::FutureExt;
use http::{HeaderMap, HeaderName, HeaderValue, Method, Request, Response, StatusCode};
use tracing::Instrument;

pub mod body;
pub(crate) mod ctx;
pub(crate) mod handlers;
#[cfg(feature = "mcp")]
pub mod mcp;
pub mod oauth;
pub mod openapi;
pub mod pagination;
pub mod problem;
pub(crate) mod router;
#[cfg(feature = "tower")]
mod service;
pub(crate) mod sse;

use crate::app::{App, Config, PurgeReport, Retention};
use crate::auth::{self, Auth};
use crate::clock::{Clock, SystemClock};
use crate::delivery::{Deliverer, DeliveryWorker};
use crate::error::{BuildError, Error, ErrorCode};
use crate::generate::Generator;
use crate::limits::idempotency;
use crate::limits::quota::{self, RateLimitStatus};
use crate::services::accounts::Accounts;
use crate::storage::{Claim, Storage, StoredResponse};
use body::Body;
use ctx::Ctx;
use router::{Match, Router};

/// The client's address, passed by the host as a request extension. A
/// [`std::net::SocketAddr`] extension is read as well.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientAddr(pub IpAddr);

/// Marks a request whose body could not be read (the connection broke); answered 400.
#[derive(Debug, Clone, Copy)]
pub struct UnreadableBody;

#[cfg(feature = "webhooks-http")]
fn default_deliverer() -> Result<Arc<dyn Deliverer>, BuildError> {
    crate::delivery::http::HttpDeliverer::builder()
        .build()
        .map(|d| Arc::new(d) as Arc<dyn Deliverer>)
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
    sign_in: Option<Arc<dyn oauth::SignIn>>,
    quotas: Option<Arc<dyn crate::storage::QuotaStore>>,
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

    /// Where the quota counters live (default: the storage backend's own,
    /// [`crate::storage::StorageQuotas`]). Several nodes on one PostgreSQL count faster in a
    /// shared Redis (`storage::RedisQuotas`, feature `redis`); one node alone can count in
    /// memory ([`crate::storage::MemoryQuotas`]).
    pub fn quota_store(mut self, quotas: impl crate::storage::QuotaStore) -> Self {
        self.quotas = Some(Arc::new(quotas));
        self
    }

    /// [`ApiBuilder::quota_store`] with a store already shared (several `Api`s of one process
    /// counting in one store).
    pub fn quota_store_arc(mut self, quotas: Arc<dyn crate::storage::QuotaStore>) -> Self {
        self.quotas = Some(quotas);
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

    /// The key sealing webhook secrets at rest. Without one, a key is generated once and kept in
    /// the storage; with one kept outside the database, a copy of the database alone reveals no
    /// secret.
    pub fn secrets_key(mut self, key: crate::app::SecretsKey) -> Self {
        self.config.secrets_key = Some(key);
        self
    }

    /// The host's payment service, which captures marketplace purchases and makes refunds
    /// (default: `TestPayments`, which captures everything at once).
    pub fn payment_provider(
        mut self,
        provider: impl crate::services::marketplace::PaymentProvider,
    ) -> Self {
        self.config.payments = Some(Arc::new(provider));
        self
    }

    /// The clock (default: the system clock).
    pub fn clock(mut self, clock: impl Clock) -> Self {
        self.clock = Some(Arc::new(clock));
        self
    }

    /// The OAuth authorization server's issuer: the public base URL of the API
    /// (default `http://localhost`).
    pub fn issuer(mut self, url: impl Into<String>) -> Self {
        self.config.issuer = url.into().trim_end_matches('/').to_owned();
        self
    }

    /// The hook that tells the OAuth authorization endpoint who is signed in (the host's
    /// session); [`oauth::ApiKeySignIn`] is a development sign-in where the account's API key is
    /// the login. Without one, the authorization endpoint answers that sign-in is unavailable.
    pub fn oauth_sign_in(mut self, hook: impl oauth::SignIn) -> Self {
        self.sign_in = Some(Arc::new(hook));
        self
    }

    /// The hosts the MCP endpoint (`/mcp`) answers: its `Host` header, and `Origin` when sent,
    /// must name one of them (`*`: any). Default: `localhost`, `127.0.0.1`, `[::1]`.
    pub fn mcp_allowed_hosts<I: IntoIterator<Item = S>, S: Into<String>>(
        mut self,
        hosts: I,
    ) -> Self {
        self.config.mcp_allowed_hosts = hosts.into_iter().map(Into::into).collect();
        self
    }

    /// All settings at once.
    pub fn config(mut self, config: Config) -> Self {
        self.config = config;
        self
    }

    /// How many sections of a course one writing pass (`POST /v1/courses/{courseId}/write`)
    /// asks the generator for at the same time (default
    /// [`DEFAULT_COURSE_WRITERS`](crate::app::DEFAULT_COURSE_WRITERS), 3; clamped to 1..=64).
    /// A generator calling a model server sets it to what the server takes at once; the
    /// sections are stored and streamed in the outline's order whatever it is.
    pub fn course_writers(mut self, sections: usize) -> Self {
        self.config.course_writers = sections.clamp(1, MAX_COURSE_WRITERS);
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
        let mut app = App::new(
            self.storage.ok_or(BuildError::MissingStorage)?,
            deliverer,
            self.generator
                .unwrap_or_else(|| Arc::new(crate::generate::BuiltinGenerator)),
            self.clock.unwrap_or_else(|| Arc::new(SystemClock)),
            self.config,
        );
        if let Some(quotas) = self.quotas {
            app.quotas = quotas;
        }
        Ok(Api {
            inner: Arc::new(Inner {
                app: Arc::new(app),
                router: Router::new(router::routes()),
                answers: AnswerCache::default(),
                sign_in: self.sign_in,
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
    /// What the services run on.
    pub(crate) app: Arc<App>,
    pub(crate) router: Router,
    /// Answers of cacheable routes (static data), by URI.
    pub(crate) answers: AnswerCache,
    /// The host's OAuth sign-in hook.
    pub(crate) sign_in: Option<Arc<dyn oauth::SignIn>>,
}

/// Keeps the answers of routes whose answer depends on the URI alone (the shipped curriculum),
/// so a repeated request costs a map lookup instead of filtering and serializing.
#[derive(Debug, Default)]
pub(crate) struct AnswerCache {
    map: std::sync::RwLock<
        std::collections::HashMap<String, (HeaderValue, Bytes), foldhash::fast::RandomState>,
    >,
}

/// The most sections of a course written at the same time ([`ApiBuilder::course_writers`]).
const MAX_COURSE_WRITERS: usize = 64;

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
            .field("app", &self.inner.app)
            .finish_non_exhaustive()
    }
}

/// Marks a stored idempotent result that the route replays itself (a stream), naming what.
const REPLAY_OF: &str = "x-edugen-replay-of";

/// The header every response carries its trace id in.
const X_TRACE_ID: HeaderName = HeaderName::from_static("x-trace-id");

const MUTATIONS: [Method; 4] = [Method::POST, Method::PATCH, Method::PUT, Method::DELETE];

impl Api {
    /// A builder.
    pub fn builder() -> ApiBuilder {
        ApiBuilder::default()
    }

    /// Accounts and their keys, for the host (bootstrap, administration, tests).
    pub fn accounts(&self) -> Accounts<'_> {
        Accounts::new(&self.inner.app)
    }

    /// OAuth clients, registered by the host (there is no public registration route).
    pub fn oauth_clients(&self) -> crate::services::oauth::OauthClients<'_> {
        crate::services::oauth::OauthClients::new(&self.inner.app)
    }

    /// A worker delivering this API's webhook events; run it as a task
    /// (`tokio::spawn(api.delivery_worker().run(shutdown))`), or call
    /// [`DeliveryWorker::run_due`] yourself.
    pub fn delivery_worker(&self) -> DeliveryWorker {
        DeliveryWorker::new(self.inner.app.clone())
    }

    /// Deletes what `retention` says is old enough: idempotency keys past their window, and
    /// events and delivery logs older than their retention. Run it periodically (the example
    /// server does, hourly); it deletes in batches and never blocks requests.
    pub async fn purge_expired(&self, retention: &Retention) -> Result<PurgeReport, Error> {
        crate::services::retention::purge_expired(&self.inner.app, retention).await
    }

    /// What the services run on: the storage, the clock, the settings.
    pub fn app(&self) -> &Arc<App> {
        &self.inner.app
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

    /// Writes this process's pending usage counts into the storage now (they are otherwise
    /// written every second). Call it at shutdown, once the last requests are answered.
    pub async fn flush_usage(&self) -> Result<(), Error> {
        Ok(self.inner.app.usage.flush().await?)
    }

    /// The settings in force.
    pub fn config(&self) -> &Config {
        &self.inner.app.config
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
            let family = crate::domain::usage::Family::of_path(req.uri().path());
            let mut usage = None;
            let mut res = self.pipeline(req, &trace_id, &mut usage).await;
            if let Some(u) = usage {
                let app = &self.inner.app;
                let status = res.status().as_u16();
                app.usage.request(
                    &u.account.id,
                    u.livemode,
                    family,
                    status,
                    u.quota,
                    app.clock.now(),
                );
            }
            // A replayed problem keeps the trace id its body carries.
            if let (false, Ok(v)) = (
                res.headers().contains_key(&X_TRACE_ID),
                HeaderValue::from_str(&trace_id),
            ) {
                res.headers_mut().insert(X_TRACE_ID, v);
            }
            tracing::debug!(status = res.status().as_u16(), "answered");
            res
        }
        .instrument(span)
        .await
    }

    /// Answers `req`; sets `usage` once the request is known to be an account's.
    async fn pipeline(
        &self,
        req: Request<Bytes>,
        trace_id: &str,
        usage: &mut Option<UsageTag>,
    ) -> Response<Body> {
        let inner = &self.inner;
        let app = &inner.app;
        let now = app.clock.now();
        let ip = client_ip(&req);
        let (parts, body) = req.into_parts();
        let path = parts.uri.path().to_owned();
        let fail = |p: Error, rl: &RateLimitStatus| {
            let mut res = problem::response(&p, trace_id, &path).map(Body::from);
            rl.write(res.headers_mut());
            res
        };

        // Credential, then quota for whoever the request counts against.
        // The OAuth token and revocation endpoints authenticate clients with HTTP Basic
        // themselves (RFC 6749 §2.3.1): there, a Basic header is no API credential.
        let auth = if handlers::oauth::client_authenticated(&path, &parts.headers) {
            Auth::Anonymous
        } else {
            auth::authenticate(app.storage(), &app.verified_keys, &parts.headers, ip, now).await
        };
        let (subject, limits) = match &auth {
            Auth::Principal(p) => {
                let mut subject = String::with_capacity(4 + p.account.id.len());
                subject.push_str("acc:");
                subject.push_str(&p.account.id);
                (subject, p.account.limits())
            }
            _ => (
                format!(
                    "ip:{}",
                    ip.map_or_else(|| "unknown".to_owned(), |ip| ip.to_string())
                ),
                app.config.anonymous_limits,
            ),
        };
        let windows = quota::windows(limits, now);
        if let Auth::Principal(p) = &auth {
            *usage = Some(UsageTag {
                account: p.account.clone(),
                livemode: p.key.livemode,
                quota: false,
            });
        }
        let rl = match app.quotas.hit(&subject, &windows, now).await {
            Ok(outcome) => {
                if let Some(u) = usage.as_mut() {
                    u.quota = outcome.allowed;
                }
                if let (Auth::Principal(p), true) = (&auth, outcome.allowed) {
                    crate::services::quotas::announce(
                        app,
                        &p.account.id,
                        &windows,
                        &outcome.counts,
                        now,
                    )
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
            let mut p = Error::new(
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
        let limit = body_limit(app.config.max_body_bytes, &parts.method, parts.uri.path());
        if body.len() > limit {
            let p = Error::new(
                ErrorCode::PayloadTooLarge,
                format!("The request body is larger than {limit} bytes."),
            );
            return fail(p, &rl);
        }
        if parts.extensions.get::<UnreadableBody>().is_some() {
            return fail(Error::invalid("body", "could not be read"), &rl);
        }

        #[cfg(feature = "mcp")]
        if path == mcp::PATH {
            // Boxed, as the idempotent path below: their futures are far larger than the
            // common path's, and a future holds room for the largest it awaits.
            let mut res = match Box::pin(mcp::serve(self, parts, body, principal.is_some())).await {
                Ok(res) => res,
                Err(p) => {
                    let mut res = problem::response(&p, trace_id, &path).map(Body::from);
                    match p.code {
                        ErrorCode::Unauthorized => mcp::challenge(self, res.headers_mut()),
                        ErrorCode::MethodNotAllowed => {
                            res.headers_mut()
                                .insert(http::header::ALLOW, HeaderValue::from_static("POST"));
                        }
                        _ => {}
                    }
                    res
                }
            };
            rl.write(res.headers_mut());
            return res;
        }

        let (route, params) = match inner.router.find(&parts.method, &path) {
            Match::Found(route, params) => (route, params),
            Match::NotFound => {
                return fail(Error::new(ErrorCode::NotFound, "No such route."), &rl);
            }
            Match::MethodNotAllowed(allow) => {
                let p = Error::new(
                    ErrorCode::MethodNotAllowed,
                    format!("{} is not allowed here; allowed: {allow}.", parts.method),
                );
                let mut res = fail(p, &rl);
                if let Ok(allow) = HeaderValue::from_str(&allow) {
                    res.headers_mut().insert(http::header::ALLOW, allow);
                }
                return res;
            }
        };
        if let Some(scope) = route.scope {
            let Some(principal) = &principal else {
                let p = Error::new(
                    ErrorCode::Unauthorized,
                    "This route needs an API key: send Authorization: Bearer <key>.",
                );
                return fail(p, &rl);
            };
            if !principal.has(scope) {
                let p = Error::new(
                    ErrorCode::ForbiddenScope,
                    format!("The credential lacks the scope `{scope}` this route needs."),
                );
                return fail(p, &rl);
            }
            if route.generation && !principal.account.may_generate() {
                let p = Error::new(
                    ErrorCode::ForbiddenScope,
                    "Discovery accounts without a payment method may only make read calls; \
                     add a payment method to generate content.",
                );
                return fail(p, &rl);
            }
        }

        // The request may ask only for what the route answers (406), with only the query
        // parameters it documents, each once and with a value (400).
        let shape = route.shape;
        let mut offered: Vec<&str> = Vec::new();
        if parts.headers.contains_key(http::header::ACCEPT) {
            offered.extend(shape.produces.iter().map(String::as_str));
            offered.push("application/json");
        }
        // No `Accept` header accepts anything: nothing to read, nothing to allocate.
        if !offered.is_empty() && !ctx::accepts_any(&parts.headers, &offered) {
            let p = Error::new(
                ErrorCode::NotAcceptable,
                format!(
                    "The Accept header allows none of the types this route answers: {}.",
                    offered.join(", ")
                ),
            );
            return fail(p, &rl);
        }
        if !route.lenient_query
            && let Err(p) = ctx::check_query(parts.uri.query(), &shape.query)
        {
            return fail(p, &rl);
        }

        // The URI shares its bytes with the request: the key is copied only to be kept.
        let uri = route.cacheable.then(|| parts.uri.clone());
        let cache_key = uri
            .as_ref()
            .map(|u| u.path_and_query().map_or(path.as_str(), |p| p.as_str()));
        if let Some(mut res) = cache_key.and_then(|k| inner.answers.get(k)) {
            rl.write(res.headers_mut());
            return res;
        }

        // Public routes (the OAuth endpoints) are never idempotent: their answers carry
        // credentials that must not be kept.
        let idem_key = if MUTATIONS.contains(&parts.method) && route.scope.is_some() {
            parts.headers.get(idempotency::HEADER).cloned()
        } else {
            None
        };
        // Keys are remembered per account and mode: live and test never share one.
        let account = principal.as_ref().map(|p| p.owner().to_owned());
        let cx = Ctx {
            app: app.clone(),
            parts,
            body,
            params,
            principal,
            now,
            sign_in: inner.sign_in.clone(),
        };
        let mut res = match (idem_key, account) {
            (Some(key), Some(account)) => match idempotency::validate(key.as_bytes()) {
                Ok(key) => {
                    Box::pin(self.idempotent(cx, route, (&account, key), (trace_id, &path))).await
                }
                Err(p) => Err(p),
            },
            _ => run(route.handler, cx).await,
        }
        .unwrap_or_else(|p| problem::response(&p, trace_id, &path).map(Body::from));
        if let Some(key) = cache_key {
            inner.answers.put(key.to_owned(), &res);
        }
        rl.write(res.headers_mut());
        res
    }

    /// The stored response of an idempotency key, again, with `Idempotent-Replayed: true`.
    fn replay(
        &self,
        route: &router::Route,
        mut stored: StoredResponse,
        sealer: Option<&Sealer>,
        (account, key): (&str, &str),
    ) -> router::HandlerResult {
        if let Some(at) = stored.headers.iter().position(|(k, _)| k == SEALED_FOR) {
            let (_, owner) = stored.headers.remove(at);
            let body = sealer
                .filter(|s| s.key_id == owner)
                .and_then(|s| s.open(&stored.body, account, key))
                .ok_or_else(|| {
                    Error::conflict(
                        "This Idempotency-Key was first used by another credential, and its \
                         response carries a secret: it is replayed only to the credential that \
                         made the first request. Use a new key for a new request.",
                    )
                })?;
            stored.body = Bytes::from(body);
        }
        let of = stored
            .headers
            .iter()
            .find(|(k, _)| k == REPLAY_OF)
            .map(|(_, v)| v.clone());
        let mut res = match (of, route.replay) {
            (Some(of), Some(replay)) => replay(&self.inner.app, &of),
            _ => {
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
        // The body is replayed byte for byte: a problem's `traceId` is the first request's, and
        // so is the `X-Trace-Id` header of the replay.
        if let Some(v) = problem_trace_id(&res) {
            res.headers_mut().insert("x-trace-id", v);
        }
        Ok(res)
    }

    /// Runs a handler under an idempotency key: claim, then replay, refuse or execute.
    async fn idempotent(
        &self,
        cx: Ctx,
        route: &router::Route,
        (account, key): (&str, &str),
        (trace_id, path): (&str, &str),
    ) -> router::HandlerResult {
        let storage = &self.inner.app.storage;
        let config = &self.inner.app.config;
        let target = cx
            .parts
            .uri
            .path_and_query()
            .map_or("/", |p| p.as_str())
            .to_owned();
        let fp = idempotency::fingerprint(cx.parts.method.as_str(), &target, &cx.body);
        let sealer = cx.principal.as_ref().map(|p| Sealer {
            key_id: p.key.id.clone(),
            credential: p.credential_key.clone(),
        });
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
            Claim::Replay(stored) => self.replay(route, stored, sealer.as_ref(), (account, key)),
            Claim::Mismatch => Err(Error::conflict(
                "This Idempotency-Key was already used with a different request (method, path \
                 or body); use a new key for a new request.",
            )),
            Claim::InProgress => Err(Error::conflict(
                "A request with this Idempotency-Key is still in progress; retry when it \
                     has finished.",
            )
            .retry_after(1)),
            Claim::Claimed => {
                let mut guard = ReleaseOnDrop {
                    storage: Some(storage.clone()),
                    scope: account.to_owned(),
                    key: key.to_owned(),
                };
                // A handler's 4xx problem is part of its result and is replayed like a success.
                let res = run(route.handler, cx)
                    .await
                    .unwrap_or_else(|p| problem::response(&p, trace_id, path).map(Body::from));
                let body = res.body().as_bytes();
                if let (Some(of), None) = (res.extensions().get::<router::ReplayOf>(), body) {
                    // A stream whose content is stored elsewhere: the route replays it from
                    // there.
                    let stored = StoredResponse {
                        status: res.status().as_u16(),
                        headers: vec![(REPLAY_OF.to_owned(), of.0.clone())],
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
                let mut stored = StoredResponse {
                    status: res.status().as_u16(),
                    headers: res
                        .headers()
                        .iter()
                        .filter_map(|(k, v)| Some((k.to_string(), v.to_str().ok()?.to_owned())))
                        .collect(),
                    body: Bytes::copy_from_slice(body.unwrap_or_default()),
                };
                if res.extensions().get::<router::CarriesSecret>().is_some() {
                    // Never kept in plain text: sealed under a key only the requesting
                    // credential's value gives back.
                    let Some(sealer) = &sealer else {
                        guard.storage = None;
                        storage.idempotency_release(account, key).await?;
                        return Ok(res);
                    };
                    stored.body = Bytes::from(sealer.seal(&stored.body, account, key));
                    stored
                        .headers
                        .push((SEALED_FOR.to_owned(), sealer.key_id.clone()));
                }
                match storage.idempotency_complete(account, key, stored).await {
                    Ok(()) => guard.storage = None,
                    Err(e) => tracing::error!(error = %e, "could not store an idempotent response"),
                }
                Ok(res)
            }
        }
    }
}

/// Whose a request is, for usage counting.
struct UsageTag {
    /// Shared with the request's principal: nothing copied.
    account: Arc<crate::domain::account::Account>,
    livemode: bool,
    /// Counted against the account's quota.
    quota: bool,
}

/// Marks a stored response sealed for one credential (the key id of that credential).
const SEALED_FOR: &str = "x-edugen-sealed-for";

/// Seals a stored response that carries a secret so that only the credential that made the
/// request can have it replayed: the key is derived from that credential's value, which is never
/// stored, and bound to the account and the idempotency key.
struct Sealer {
    key_id: String,
    credential: auth::CredentialKey,
}

impl Sealer {
    fn key(&self, account: &str, key: &str) -> auth::seal::SealKey {
        auth::seal::derive(
            &self.credential.key(),
            &format!("idempotency\n{account}\n{key}"),
        )
    }

    fn seal(&self, body: &[u8], account: &str, key: &str) -> Vec<u8> {
        auth::seal::seal(&self.key(account, key), body, self.key_id.as_bytes())
    }

    fn open(&self, sealed: &[u8], account: &str, key: &str) -> Option<Vec<u8>> {
        auth::seal::open(&self.key(account, key), sealed, self.key_id.as_bytes())
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
            Err(Error::internal())
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
    incoming.unwrap_or_else(|| {
        let mut out = [0u8; 32];
        hex::encode_to_slice(rand::random::<u128>().to_be_bytes(), &mut out)
            .expect("32 hex digits for 16 bytes");
        String::from_utf8(out.to_vec()).expect("hex digits are ASCII")
    })
}

/// The `traceId` of a problem document held in a full body.
fn problem_trace_id(res: &Response<Body>) -> Option<HeaderValue> {
    let ct = res.headers().get(http::header::CONTENT_TYPE)?;
    if ct.as_bytes() != b"application/problem+json" {
        return None;
    }
    #[derive(serde::Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Traced {
        trace_id: String,
    }
    let doc: Traced = serde_json::from_slice(res.body().as_bytes()?).ok()?;
    HeaderValue::from_str(&doc.trace_id).ok()
}

fn client_ip<B>(req: &Request<B>) -> Option<IpAddr> {
    req.extensions()
        .get::<ClientAddr>()
        .map(|a| a.0)
        .or_else(|| req.extensions().get::<SocketAddr>().map(SocketAddr::ip))
}

/// Scans sent to `POST /v1/exams/{examId}/paper-copies` may be this large.
pub(crate) const SCAN_BODY_BYTES: usize = 25 * 1024 * 1024;

/// The body limit of a request: the configured one, or [`SCAN_BODY_BYTES`] for scans.
pub(crate) fn body_limit(configured: usize, method: &http::Method, path: &str) -> usize {
    let scan = method == http::Method::POST
        && path.starts_with("/v1/exams/")
        && path.ends_with("/paper-copies")
        && path.matches('/').count() == 4;
    if scan {
        configured.max(SCAN_BODY_BYTES)
    } else {
        configured
    }
}
