//! The example server's HTTP side, apart from its command line so that the tests can run it in
//! process: the accept loop with a cap on open connections; hyper with header, body and idle
//! timeouts; malformed requests answered with a problem document; the delivery worker and the
//! retention job beside; the graceful shutdown.
//!
//! Timeouts, per connection:
//! - **header**: a request head (request line and headers) must arrive in full within
//!   `header_timeout` of its first byte (of the connection's opening, for the first request);
//!   otherwise the connection is closed. A client sending one byte at a time is cut off.
//! - **body**: a request body must arrive in full within `body_timeout` of its head; otherwise
//!   the core answers `400 validation_error` (`body: could not be read`) and the connection closes.
//! - **idle**: a keep-alive connection with no request for `idle_timeout` is closed.
//!
//! hyper's own answers to requests it cannot parse (400, 414, 431) carry no body and no trace
//! id; [`Guarded`] replaces them on the wire with the same status and an
//! `application/problem+json` body whose `traceId` equals its `X-Trace-Id`.

use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, ready};
use std::time::Duration;

use bytes::Bytes;
use edugen::{Api, ClientAddr};
use http_body::{Body as HttpBody, Frame, SizeHint};
use hyper::body::Incoming;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Notify, OwnedSemaphorePermit, Semaphore, watch};
use tokio::task::JoinSet;
use tokio::time::Instant;

/// Most bytes of a request head; a larger head is answered 431.
pub(crate) const MAX_HEAD_BYTES: usize = 64 * 1024;

/// How the server treats connections, and how long it gives them at shutdown.
#[derive(Debug, Clone)]
pub(crate) struct Options {
    /// A request head must arrive within this of its first byte (default 5 s).
    pub header_timeout: Duration,
    /// A request body must arrive within this of its head (default 30 s).
    pub body_timeout: Duration,
    /// A keep-alive connection without a request for this long is closed (default 60 s).
    pub idle_timeout: Duration,
    /// Most connections open at once; beyond, new ones wait to be accepted (default 10,000).
    pub max_connections: usize,
    /// At shutdown, how long running requests and open streams may take to finish (default 10 s).
    pub shutdown_grace: Duration,
    /// Run the webhook delivery worker beside the server (default true; without it, the
    /// deliveries committed here are made by the workers of other nodes on the same database).
    pub delivery_worker: bool,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            header_timeout: Duration::from_secs(5),
            body_timeout: Duration::from_secs(30),
            idle_timeout: Duration::from_secs(60),
            max_connections: 10_000,
            shutdown_grace: Duration::from_secs(10),
            delivery_worker: true,
        }
    }
}

/// Serves `api` on `listener`, with the webhook delivery worker and the hourly retention job,
/// until `shutdown` completes. Then it stops accepting, lets running requests and open streams
/// finish for up to `shutdown_grace` (closing what is still open after it), stops the delivery
/// worker (attempts in flight get at most one second, then their deliveries are handed back to
/// the queue unchanged), and returns: within the grace period plus about half a second.
pub(crate) async fn serve(
    listener: TcpListener,
    api: Api,
    options: Options,
    shutdown: impl Future<Output = ()>,
) {
    let drain = options.shutdown_grace.min(Duration::from_secs(1));
    let (stop_worker, worker_stopped) = tokio::sync::oneshot::channel::<()>();
    let worker = options.delivery_worker.then(|| {
        tokio::spawn(api.delivery_worker().drain_timeout(drain).run(async {
            let _ = worker_stopped.await;
        }))
    });
    let retention = tokio::spawn(retention(api.clone()));

    let permits = Arc::new(Semaphore::new(options.max_connections));
    let (closing, closing_seen) = watch::channel(false);
    let mut connections = JoinSet::new();
    let mut shutdown = std::pin::pin!(shutdown);
    let mut warned: Option<Instant> = None;
    loop {
        while connections.try_join_next().is_some() {}
        let permit = match permits.clone().try_acquire_owned() {
            Ok(permit) => permit,
            Err(_) => {
                // Once a minute at most: under a flood this is reached at every close.
                if warned.is_none_or(|t| t.elapsed() >= Duration::from_secs(60)) {
                    tracing::warn!(
                        max = options.max_connections,
                        "connection cap reached: new connections wait until one closes"
                    );
                    warned = Some(Instant::now());
                }
                tokio::select! {
                    permit = permits.clone().acquire_owned() => match permit {
                        Ok(p) => p,
                        Err(_) => break,
                    },
                    _ = &mut shutdown => break,
                }
            }
        };
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    // Out of file descriptors, most likely: give connections time to close.
                    tracing::warn!(error = %e, "accept failed");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            _ = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        connections.spawn(connection(
            stream,
            peer,
            api.clone(),
            options.clone(),
            closing_seen.clone(),
            permit,
        ));
    }
    drop(listener);
    tracing::info!(
        open = connections.len(),
        grace = ?options.shutdown_grace,
        "shutting down: no longer accepting; open requests may finish"
    );
    let _ = closing.send(true);
    let _ = stop_worker.send(());
    let drained = tokio::time::timeout(options.shutdown_grace, async {
        while connections.join_next().await.is_some() {}
    })
    .await
    .is_ok();
    if drained {
        tracing::info!("all connections closed");
    } else {
        tracing::warn!(
            open = connections.len(),
            "grace period over: closing the connections still open"
        );
        connections.shutdown().await;
    }
    retention.abort();
    if let Some(worker) = worker {
        match tokio::time::timeout(drain + Duration::from_millis(500), worker).await {
            Ok(_) => tracing::info!(
                "delivery worker stopped; its claimed deliveries are back in the queue"
            ),
            Err(_) => tracing::warn!("delivery worker still busy: its leases will expire in 60 s"),
        }
    }
    // The last second of usage counts.
    if let Err(e) = api.flush_usage().await {
        tracing::warn!(error = %e.detail, "could not write the last usage counts");
    }
}

/// The retention job: old idempotency keys, events and delivery logs, hourly.
async fn retention(api: Api) {
    let mut every = tokio::time::interval(Duration::from_secs(3600));
    loop {
        every.tick().await;
        match api.purge_expired(&edugen::Retention::default()).await {
            Ok(r) => tracing::info!(
                keys = r.idempotency_keys,
                events = r.events,
                deliveries = r.deliveries,
                oauth_records = r.oauth_records,
                "retention job"
            ),
            Err(e) => tracing::warn!(error = %e, "retention job failed"),
        }
    }
}

/// Serves one connection until it ends, a timeout closes it, or the server shuts down.
async fn connection(
    stream: TcpStream,
    peer: SocketAddr,
    api: Api,
    options: Options,
    mut closing: watch::Receiver<bool>,
    _permit: OwnedSemaphorePermit,
) {
    let state = Arc::new(ConnState::new());
    let io = TokioIo::new(Guarded {
        inner: stream,
        state: state.clone(),
        out: None,
    });
    let service = {
        let state = state.clone();
        let body_timeout = options.body_timeout;
        hyper::service::service_fn(move |req: http::Request<Incoming>| {
            let guard = state.begin();
            let mut api = api.clone();
            async move {
                let (mut parts, body) = req.into_parts();
                parts.extensions.insert(ClientAddr(peer.ip()));
                let req = http::Request::from_parts(parts, Deadline::new(body, body_timeout));
                // The tower service reads the body up to the configured limit.
                let res = match tower_service::Service::call(&mut api, req).await {
                    Ok(res) => res,
                    Err(never) => match never {},
                };
                Ok::<_, Infallible>(res.map(|body| Tracked {
                    inner: body,
                    _guard: guard,
                }))
            }
        })
    };
    let mut builder = auto::Builder::new(TokioExecutor::new());
    builder.http1().max_buf_size(MAX_HEAD_BYTES);
    builder
        .http2()
        .timer(TokioTimer::new())
        .max_header_list_size(MAX_HEAD_BYTES as u32);
    let conn = builder.serve_connection_with_upgrades(io, service);
    let mut conn = std::pin::pin!(conn);
    // Once closing (server shutdown or idle), only the header timeout and `hard` still apply.
    let mut graceful = false;
    let mut hard: Option<Instant> = None;
    loop {
        let deadline = state.deadline(&options, graceful);
        let wake = match (deadline, hard) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        tokio::select! {
            result = conn.as_mut() => {
                if let Err(e) = result {
                    tracing::debug!(%peer, error = %e, "connection ended with an error");
                }
                return;
            }
            _ = state.changed.notified() => {}
            _ = closing.changed(), if !graceful => {
                graceful = true;
                conn.as_mut().graceful_shutdown();
            }
            _ = tokio::time::sleep_until(wake.unwrap_or_else(Instant::now)), if wake.is_some() => {
                let now = Instant::now();
                if hard.is_some_and(|h| h <= now) {
                    return;
                }
                match state.expired(&options, graceful, now) {
                    Some(Expired::Header) => {
                        tracing::debug!(%peer, "no complete request head within the header timeout: connection closed");
                        return;
                    }
                    Some(Expired::Idle) => {
                        graceful = true;
                        hard = Some(now + Duration::from_secs(1));
                        conn.as_mut().graceful_shutdown();
                    }
                    None => {}
                }
            }
        }
    }
}

/// What a connection's watchdog knows: requests running, when it went idle, whether a request
/// head is on its way.
#[derive(Debug)]
struct ConnState {
    inner: Mutex<Watch>,
    /// Told when a deadline may have moved.
    changed: Notify,
}

#[derive(Debug)]
struct Watch {
    /// Requests in the service or sending their response.
    active: usize,
    /// Since when no request runs (the connection's opening at first).
    idle_since: Instant,
    /// The first byte of the next request head, read while no request ran.
    head_started: Option<Instant>,
    /// Requests served so far.
    served: u64,
    /// The first bytes were the HTTP/2 preface: no header timeout (frames such as pings may
    /// come while no request runs).
    h2: bool,
    seen_bytes: bool,
}

#[derive(Debug, PartialEq, Eq)]
enum Expired {
    Header,
    Idle,
}

impl ConnState {
    fn new() -> Self {
        Self {
            inner: Mutex::new(Watch {
                active: 0,
                idle_since: Instant::now(),
                head_started: None,
                served: 0,
                h2: false,
                seen_bytes: false,
            }),
            changed: Notify::new(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Watch> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A request reached the service; the guard ends it when its response is sent (or dropped).
    fn begin(self: &Arc<Self>) -> Guard {
        {
            let mut w = self.lock();
            w.active += 1;
            w.served += 1;
            w.head_started = None;
        }
        self.changed.notify_one();
        Guard(self.clone())
    }

    /// Bytes were read from the client.
    fn read(&self, bytes: &[u8]) {
        let mut w = self.lock();
        if !w.seen_bytes {
            w.seen_bytes = true;
            w.h2 = bytes.starts_with(b"PRI ");
        }
        if w.active == 0 && w.head_started.is_none() && !w.h2 {
            w.head_started = Some(Instant::now());
            drop(w);
            self.changed.notify_one();
        }
    }

    fn is_idle(&self) -> bool {
        self.lock().active == 0
    }

    /// When the header or idle timeout closes the connection, if nothing happens before.
    fn deadline(&self, o: &Options, graceful: bool) -> Option<Instant> {
        let w = self.lock();
        if w.active > 0 {
            return None;
        }
        if !w.h2 {
            if let Some(t) = w.head_started {
                return Some(t + o.header_timeout);
            }
            if w.served == 0 {
                return Some(w.idle_since + o.header_timeout);
            }
        }
        (!graceful).then(|| w.idle_since + o.idle_timeout)
    }

    fn expired(&self, o: &Options, graceful: bool, now: Instant) -> Option<Expired> {
        let deadline = self.deadline(o, graceful)?;
        if deadline > now {
            return None;
        }
        let w = self.lock();
        if !w.h2 && (w.head_started.is_some() || w.served == 0) {
            Some(Expired::Header)
        } else {
            Some(Expired::Idle)
        }
    }
}

/// Ends a request for the watchdog when dropped (with its response body).
#[derive(Debug)]
struct Guard(Arc<ConnState>);

impl Drop for Guard {
    fn drop(&mut self) {
        {
            let mut w = self.0.lock();
            w.active -= 1;
            if w.active == 0 {
                w.idle_since = Instant::now();
            }
        }
        self.0.changed.notify_one();
    }
}

/// A response body that ends its request for the watchdog when hyper is done with it.
struct Tracked {
    inner: edugen::Body,
    _guard: Guard,
}

impl HttpBody for Tracked {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Infallible>>> {
        Pin::new(&mut self.inner).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

/// A request body that fails when it has not arrived in full within its timeout.
struct Deadline {
    inner: Incoming,
    at: Instant,
    timeout: Duration,
    sleep: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl Deadline {
    fn new(inner: Incoming, timeout: Duration) -> Self {
        Self {
            inner,
            at: Instant::now() + timeout,
            timeout,
            sleep: None,
        }
    }
}

impl HttpBody for Deadline {
    type Data = Bytes;
    type Error = Box<dyn std::error::Error + Send + Sync>;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        let this = self.get_mut();
        if let Poll::Ready(frame) = Pin::new(&mut this.inner).poll_frame(cx) {
            return Poll::Ready(frame.map(|f| f.map_err(Into::into)));
        }
        let at = this.at;
        let sleep = this
            .sleep
            .get_or_insert_with(|| Box::pin(tokio::time::sleep_until(at)));
        ready!(sleep.as_mut().poll(cx));
        Poll::Ready(Some(Err(format!(
            "the request body did not arrive within {:?}",
            this.timeout
        )
        .into())))
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

/// The client socket, seen by the watchdog on the way in; on the way out, hyper's bodiless
/// answers to unparsable requests are replaced by problem documents.
struct Guarded {
    inner: TcpStream,
    state: Arc<ConnState>,
    /// A replacement answer, and how much of it is written.
    out: Option<(Vec<u8>, usize)>,
}

impl Guarded {
    /// Writes what is left of a replacement answer.
    fn write_out(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while let Some((bytes, at)) = &mut self.out {
            let n = ready!(Pin::new(&mut self.inner).poll_write(cx, &bytes[*at..]))?;
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            *at += n;
            if *at == bytes.len() {
                self.out = None;
            }
        }
        Poll::Ready(Ok(()))
    }

    /// If `buf` is hyper's own answer to a request it could not parse, queues a problem
    /// document in its place and answers how many bytes of `buf` it stands for.
    fn replace(&mut self, cx: &mut Context<'_>, buf: &[u8]) -> Option<usize> {
        let status = automatic_answer(buf)?;
        if !self.state.is_idle() {
            return None;
        }
        self.out = Some((problem_answer(status), 0));
        // Written now if the socket takes it; poll_flush finishes otherwise.
        let _ = self.write_out(cx);
        Some(buf.len())
    }
}

impl AsyncRead for Guarded {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        ready!(Pin::new(&mut this.inner).poll_read(cx, buf))?;
        let new = &buf.filled()[before..];
        if !new.is_empty() {
            this.state.read(new);
        }
        Poll::Ready(Ok(()))
    }
}

impl AsyncWrite for Guarded {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        ready!(this.write_out(cx))?;
        if let Some(n) = this.replace(cx, buf) {
            return Poll::Ready(Ok(n));
        }
        Pin::new(&mut this.inner).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        ready!(this.write_out(cx))?;
        let nonempty: Vec<&io::IoSlice<'_>> = bufs.iter().filter(|b| !b.is_empty()).collect();
        if let [only] = nonempty.as_slice()
            && let Some(n) = this.replace(cx, only)
        {
            return Poll::Ready(Ok(n));
        }
        Pin::new(&mut this.inner).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        ready!(this.write_out(cx))?;
        Pin::new(&mut this.inner).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        ready!(this.write_out(cx))?;
        Pin::new(&mut this.inner).poll_shutdown(cx)
    }
}

/// The status of `buf` if it is, whole, one of the answers hyper writes by itself for a request
/// it cannot parse: 400 (request line, method, URI, version or a header invalid), 414 (URI too
/// long) or 431 (head over [`MAX_HEAD_BYTES`] or over 100 header fields). Those carry no body
/// and no `X-Trace-Id`, which every answer of the core has.
fn automatic_answer(buf: &[u8]) -> Option<u16> {
    let rest = buf
        .strip_prefix(b"HTTP/1.1 ")
        .or_else(|| buf.strip_prefix(b"HTTP/1.0 "))?;
    let status: u16 = std::str::from_utf8(rest.get(..3)?).ok()?.parse().ok()?;
    if !matches!(status, 400 | 414 | 431) || !buf.ends_with(b"\r\n\r\n") {
        return None;
    }
    let head = String::from_utf8_lossy(buf).to_ascii_lowercase();
    if head.contains("\r\nx-trace-id:") || head.matches("\r\n\r\n").count() != 1 {
        return None;
    }
    Some(status)
}

/// A problem answer in place of hyper's bodiless one, with a fresh trace id (logged).
fn problem_answer(status: u16) -> Vec<u8> {
    let trace_id = format!("{:032x}", rand::random::<u128>());
    let (reason, field, message) = match status {
        414 => ("URI Too Long", "uri", "is too long"),
        431 => (
            "Request Header Fields Too Large",
            "headers",
            "the request head is over 64 KiB or has over 100 header fields",
        ),
        _ => (
            "Bad Request",
            "request",
            "is not valid HTTP/1.1 (request line, method, URI, version or a header)",
        ),
    };
    tracing::debug!(%trace_id, status, field, "unparsable request answered with a problem");
    let error = edugen::Error::invalid(field, message);
    let mut doc = edugen::api::problem::document(&error, &trace_id, "");
    doc.status = status;
    let body = serde_json::to_vec(&doc).unwrap_or_default();
    let date = chrono::Utc::now().format("%a, %d %b %Y %H:%M:%S GMT");
    let mut out = format!(
        "HTTP/1.1 {status} {reason}\r\ncontent-type: application/problem+json\r\n\
         content-length: {}\r\nx-trace-id: {trace_id}\r\nconnection: close\r\ndate: {date}\r\n\r\n",
        body.len()
    )
    .into_bytes();
    out.extend_from_slice(&body);
    out
}
