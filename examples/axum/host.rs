//! edugen in an axum app, served with the protections a public server needs (shared with the
//! tests through `#[path]`):
//! - a **header read timeout**: hyper's, which needs a timer (`TokioTimer`); `axum::serve` sets
//!   none, so the router is served here by hyper directly. hyper starts it whenever the
//!   connection waits for a request head, so it also closes keep-alive connections left idle;
//! - a **request body timeout** (`tower_http::timeout::RequestBodyTimeoutLayer`): a body that
//!   stalls between two frames fails, and edugen answers `400 validation_error` (`body`);
//! - a **request timeout** (`tower_http::timeout::TimeoutLayer`): a response head not ready in
//!   time is `408` (bodiless, from tower-http), which also bounds a body sent a byte at a time;
//! - a **concurrency limit** (`tower::limit::GlobalConcurrencyLimitLayer`): requests beyond it
//!   wait for a slot;
//! - a **cap on open connections**: beyond it, new connections wait to be accepted;
//! - a **graceful shutdown**: no more connections, open ones finish within a grace period.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use axum::routing::get;
use edugen::{Api, ClientAddr};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tower::ServiceExt;

/// The limits of [`serve`].
#[derive(Debug, Clone)]
pub(crate) struct Limits {
    /// A request head must arrive within this (default 5 s).
    pub header_timeout: Duration,
    /// A request body may stall this long between two frames (default 30 s).
    pub body_timeout: Duration,
    /// A response head must be ready within this of the request (default 60 s).
    pub request_timeout: Duration,
    /// Requests handled at once; more wait (default 1,024).
    pub max_in_flight: usize,
    /// Connections open at once; more wait to be accepted (default 10,000).
    pub max_connections: usize,
    /// At shutdown, how long open connections may take to finish (default 10 s).
    pub shutdown_grace: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            header_timeout: Duration::from_secs(5),
            body_timeout: Duration::from_secs(30),
            request_timeout: Duration::from_secs(60),
            max_in_flight: 1024,
            max_connections: 10_000,
            shutdown_grace: Duration::from_secs(10),
        }
    }
}

/// The host's routes, with edugen as the fallback: it answers 404 problems for what it does not
/// know.
pub(crate) fn router(api: Api) -> Router {
    Router::new()
        .route("/health", get(|| async { "ok" }))
        .fallback(edugen_handler(api))
}

/// Serves `router` on `listener` with `limits` until `shutdown` completes.
pub(crate) async fn serve(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    shutdown: impl std::future::Future<Output = ()>,
) {
    let service = tower::ServiceBuilder::new()
        .layer(tower_http::timeout::TimeoutLayer::with_status_code(
            http::StatusCode::REQUEST_TIMEOUT,
            limits.request_timeout,
        ))
        .layer(tower_http::timeout::RequestBodyTimeoutLayer::new(
            limits.body_timeout,
        ))
        .layer(tower::limit::GlobalConcurrencyLimitLayer::new(
            limits.max_in_flight,
        ))
        .service(router);
    let permits = Arc::new(Semaphore::new(limits.max_connections));
    let graceful = GracefulShutdown::new();
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let permit = tokio::select! {
            permit = permits.clone().acquire_owned() => permit.expect("never closed"),
            _ = &mut shutdown => break,
        };
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    eprintln!("accept failed: {e}");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            _ = &mut shutdown => break,
        };
        let service = service.clone();
        let hyper_service =
            hyper::service::service_fn(move |mut req: http::Request<hyper::body::Incoming>| {
                // What `into_make_service_with_connect_info` would insert.
                req.extensions_mut().insert(ConnectInfo(peer));
                service.clone().oneshot(req)
            });
        let conn = hyper::server::conn::http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(limits.header_timeout)
            .serve_connection(TokioIo::new(stream), hyper_service);
        let conn = graceful.watch(conn);
        tokio::spawn(async move {
            let _permit = permit;
            let _ = conn.await;
        });
    }
    drop(listener);
    let _ = tokio::time::timeout(limits.shutdown_grace, graceful.shutdown()).await;
}

/// The `Api` as an axum handler, passing the client address on.
fn edugen_handler(
    api: Api,
) -> impl Fn(
    axum::extract::Request,
)
    -> std::pin::Pin<Box<dyn std::future::Future<Output = http::Response<edugen::Body>> + Send>>
+ Clone
+ Send
+ Sync
+ 'static {
    move |req: axum::extract::Request| {
        let mut api = api.clone();
        Box::pin(async move {
            let (mut parts, body) = req.into_parts();
            if let Some(ConnectInfo(peer)) = parts.extensions.get::<ConnectInfo<SocketAddr>>() {
                let ip = peer.ip();
                parts.extensions.insert(ClientAddr(ip));
            }
            let req = http::Request::from_parts(parts, body);
            match tower_service::Service::call(&mut api, req).await {
                Ok(res) => res,
                Err(never) => match never {},
            }
        })
    }
}
