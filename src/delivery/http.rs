//! [`HttpDeliverer`]: webhook delivery over HTTPS with reqwest and rustls (feature `webhooks-http`).
//!
//! The deliverer guards against server-side request forgery: it sends to `https://` URLs only
//! (unless [`allow_http`](HttpDelivererBuilder::allow_http)), follows no redirect, ignores proxy
//! environment variables, and resolves host names itself at connect time, dropping every address
//! in a loopback, private, link-local (cloud metadata `169.254.169.254` included), CGNAT,
//! unspecified, multicast, broadcast or otherwise reserved range (IPv4-mapped IPv6 forms too)
//! unless it lies in a network allowed with
//! [`allow_network`](HttpDelivererBuilder::allow_network). Because the check runs on the addresses
//! actually dialled, a name that resolves to a public address when a subscription is created and to
//! an internal one later (DNS rebinding) is still refused. URLs whose host is an IP literal are
//! checked before anything is sent.
//!
//! ```no_run
//! use std::time::Duration;
//! use edugen::delivery::{Deliverer, DeliveryRequest, http::HttpDeliverer};
//!
//! # async fn run() -> Result<(), Box<dyn std::error::Error>> {
//! // Production: https only, public addresses only.
//! let deliverer = HttpDeliverer::builder().build()?;
//!
//! // Local development: plain http to a receiver on this machine.
//! let local = HttpDeliverer::builder()
//!     .allow_http(true)
//!     .allow_network("127.0.0.0/8".parse()?)
//!     .timeout(Duration::from_secs(5))
//!     .build()?;
//! let outcome = local
//!     .deliver(DeliveryRequest {
//!         url: "http://127.0.0.1:9000/".into(),
//!         headers: vec![("content-type".into(), "application/json".into())],
//!         body: r#"{"id":"evt_1"}"#.into(),
//!         timeout: Duration::from_secs(10),
//!     })
//!     .await;
//! println!("{outcome:?}");
//! # Ok(()) }
//! ```

use std::fmt;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use bytes::{Bytes, BytesMut};
use http::header::{HeaderMap, HeaderName, HeaderValue, RETRY_AFTER};
use ipnet::IpNet;
use reqwest::dns::{Addrs, Name, Resolve, Resolving};

use super::deliverer::{Deliverer, DeliveryOutcome, DeliveryRequest, MAX_RESPONSE_BODY};
use crate::error::BuildError;

/// The default attempt timeout.
const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

/// A [`Deliverer`] that POSTs webhook requests over HTTPS, with SSRF protection.
///
/// Built with [`HttpDeliverer::builder`]; cheap to clone (the connection pool is shared). Every
/// attempt gets the smaller of the builder's timeout and the request's own
/// [`timeout`](DeliveryRequest::timeout), for the whole exchange (connection, TLS, request and
/// response head). Outcomes:
/// - an answer, whatever its status (a `3xx` is returned as is, never followed):
///   [`DeliveryOutcome::Response`] with the delay-seconds `Retry-After` and at most
///   [`MAX_RESPONSE_BODY`] bytes of the body (the rest is never read);
/// - no answer in time: [`DeliveryOutcome::Timeout`];
/// - DNS, connection or TLS failure: [`DeliveryOutcome::ConnectError`], whose message never
///   contains the URL (which may carry a token);
/// - an unparsable URL, a scheme other than `https` (or `http` when allowed), an IP-literal host in
///   a forbidden range, a host name whose every address is forbidden, or a header that is not
///   valid HTTP: [`DeliveryOutcome::Refused`].
#[derive(Clone)]
pub struct HttpDeliverer {
    client: reqwest::Client,
    policy: Arc<AddressPolicy>,
    allow_http: bool,
    timeout: Duration,
}

impl fmt::Debug for HttpDeliverer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HttpDeliverer")
            .field("allow_http", &self.allow_http)
            .field("allowed_networks", &self.policy.allowed)
            .field("timeout", &self.timeout)
            .finish_non_exhaustive()
    }
}

/// Configures an [`HttpDeliverer`]; from [`HttpDeliverer::builder`].
#[derive(Debug, Clone)]
pub struct HttpDelivererBuilder {
    allow_http: bool,
    allowed: Vec<IpNet>,
    timeout: Duration,
}

impl Default for HttpDelivererBuilder {
    fn default() -> Self {
        Self {
            allow_http: false,
            allowed: Vec::new(),
            timeout: DEFAULT_TIMEOUT,
        }
    }
}

impl HttpDelivererBuilder {
    /// Allows plain `http://` URLs as well as `https://` (local development and tests only).
    /// Default: `false`.
    pub fn allow_http(mut self, allow: bool) -> Self {
        self.allow_http = allow;
        self
    }

    /// Allows addresses in `network` even when they are loopback, private or otherwise forbidden
    /// (for example `127.0.0.0/8` for a receiver on the same machine, or an internal subnet).
    /// Repeatable; the networks add up.
    pub fn allow_network(mut self, network: IpNet) -> Self {
        self.allowed.push(network);
        self
    }

    /// The longest an attempt may take (default 10 s); a request's own, shorter timeout wins.
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// Builds the deliverer.
    pub fn build(self) -> Result<HttpDeliverer, BuildError> {
        let policy = Arc::new(AddressPolicy {
            allowed: self.allowed,
        });
        let client = reqwest::Client::builder()
            .use_rustls_tls()
            .https_only(!self.allow_http)
            .redirect(reqwest::redirect::Policy::none())
            // A proxy would resolve the target itself and bypass the address filter.
            .no_proxy()
            .dns_resolver(Arc::new(FilteringResolver {
                policy: Arc::clone(&policy),
            }))
            .timeout(self.timeout)
            .user_agent(concat!("edugen-webhooks/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| {
                BuildError::Deliverer(format!("cannot build the webhook HTTP client: {e}"))
            })?;
        Ok(HttpDeliverer {
            client,
            policy,
            allow_http: self.allow_http,
            timeout: self.timeout,
        })
    }
}

impl HttpDeliverer {
    /// A builder: https only, no forbidden range allowed, 10-second timeout.
    pub fn builder() -> HttpDelivererBuilder {
        HttpDelivererBuilder::default()
    }

    /// Checks the URL before anything is sent.
    fn check_url(&self, raw: &str) -> Result<reqwest::Url, String> {
        let url = reqwest::Url::parse(raw).map_err(|e| format!("invalid URL: {e}"))?;
        match url.scheme() {
            "https" => {}
            "http" if self.allow_http => {}
            "http" => return Err("plain http:// URLs are not allowed; use https://".to_owned()),
            other => return Err(format!("unsupported URL scheme {other:?}")),
        }
        let host = url
            .host_str()
            .ok_or_else(|| "the URL has no host".to_owned())?;
        // The URL parser normalises IP literals (`0x7f.1` becomes `127.0.0.1`), and reqwest does
        // not call the resolver for them, so they are checked here.
        let literal = match host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
            Some(v6) => v6.parse::<Ipv6Addr>().ok().map(IpAddr::V6),
            None => host.parse::<Ipv4Addr>().ok().map(IpAddr::V4),
        };
        if let Some(ip) = literal
            && !self.policy.permits(ip)
        {
            return Err(format!(
                "{ip} is in a forbidden range (loopback, private, link-local, reserved)"
            ));
        }
        Ok(url)
    }
}

fn header_map(headers: &[(String, String)]) -> Result<HeaderMap, String> {
    let mut map = HeaderMap::with_capacity(headers.len());
    for (name, value) in headers {
        let name = HeaderName::from_bytes(name.as_bytes())
            .map_err(|_| format!("invalid header name {name:?}"))?;
        let value =
            HeaderValue::from_str(value).map_err(|_| format!("invalid value for header {name}"))?;
        map.append(name, value);
    }
    Ok(map)
}

/// The delay-seconds form of `Retry-After`; an HTTP date or garbage gives `None`.
fn retry_after(headers: &HeaderMap) -> Option<u64> {
    headers.get(RETRY_AFTER)?.to_str().ok()?.trim().parse().ok()
}

/// A readable message from an error and its sources, without the URL.
fn describe(error: reqwest::Error) -> String {
    let error = error.without_url();
    let mut message = error.to_string();
    let mut source = std::error::Error::source(&error);
    while let Some(cause) = source {
        let text = cause.to_string();
        if !message.contains(&text) {
            message.push_str(": ");
            message.push_str(&text);
        }
        source = cause.source();
    }
    message
}

/// The resolver's refusal, when it is somewhere in the error's sources.
fn forbidden_resolution(error: &reqwest::Error) -> Option<&ForbiddenAddresses> {
    let mut source = std::error::Error::source(error);
    while let Some(cause) = source {
        if let Some(forbidden) = cause.downcast_ref::<ForbiddenAddresses>() {
            return Some(forbidden);
        }
        source = cause.source();
    }
    None
}

#[async_trait]
impl Deliverer for HttpDeliverer {
    fn permits(&self, ip: IpAddr) -> bool {
        self.policy.permits(ip)
    }

    async fn deliver(&self, request: DeliveryRequest) -> DeliveryOutcome {
        let url = match self.check_url(&request.url) {
            Ok(url) => url,
            Err(reason) => return DeliveryOutcome::Refused(reason),
        };
        let headers = match header_map(&request.headers) {
            Ok(headers) => headers,
            Err(reason) => return DeliveryOutcome::Refused(reason),
        };
        let sent = self
            .client
            .post(url)
            .timeout(self.timeout.min(request.timeout))
            .headers(headers)
            .body(request.body)
            .send()
            .await;
        let mut response = match sent {
            Ok(response) => response,
            Err(error) if error.is_timeout() => return DeliveryOutcome::Timeout,
            Err(error) => {
                if let Some(forbidden) = forbidden_resolution(&error) {
                    return DeliveryOutcome::Refused(forbidden.to_string());
                }
                return DeliveryOutcome::ConnectError(describe(error));
            }
        };
        let status = response.status().as_u16();
        let retry_after = retry_after(response.headers());
        let mut body = BytesMut::new();
        while body.len() < MAX_RESPONSE_BODY {
            match response.chunk().await {
                Ok(Some(chunk)) => {
                    let room = MAX_RESPONSE_BODY - body.len();
                    body.extend_from_slice(&chunk[..chunk.len().min(room)]);
                }
                // The receiver answered; a body cut short does not change that.
                Ok(None) | Err(_) => break,
            }
        }
        // Dropping the response closes the connection if the body was not read to the end.
        drop(response);
        DeliveryOutcome::Response {
            status,
            retry_after,
            body: Bytes::from(body),
        }
    }
}

/// Which addresses may be dialled.
#[derive(Debug)]
struct AddressPolicy {
    allowed: Vec<IpNet>,
}

impl AddressPolicy {
    fn permits(&self, ip: IpAddr) -> bool {
        super::address::permitted(ip, &self.allowed)
    }
}

/// Resolves host names with the system resolver (through tokio) and drops forbidden addresses.
struct FilteringResolver {
    policy: Arc<AddressPolicy>,
}

/// Every address of a host name was in a forbidden range.
#[derive(Debug)]
struct ForbiddenAddresses {
    host: String,
    dropped: Vec<IpAddr>,
}

impl fmt::Display for ForbiddenAddresses {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} resolves only to forbidden addresses (loopback, private, link-local, reserved):",
            self.host
        )?;
        for (i, ip) in self.dropped.iter().enumerate() {
            write!(f, "{}{ip}", if i == 0 { " " } else { ", " })?;
        }
        Ok(())
    }
}

impl std::error::Error for ForbiddenAddresses {}

impl Resolve for FilteringResolver {
    fn resolve(&self, name: Name) -> Resolving {
        let policy = Arc::clone(&self.policy);
        let host = name.as_str().to_owned();
        Box::pin(async move {
            let resolved: Vec<SocketAddr> =
                tokio::net::lookup_host((host.as_str(), 0)).await?.collect();
            if resolved.is_empty() {
                return Err(format!("{host} has no address").into());
            }
            let (kept, dropped): (Vec<SocketAddr>, Vec<SocketAddr>) = resolved
                .into_iter()
                .partition(|addr| policy.permits(addr.ip()));
            if kept.is_empty() {
                let mut dropped: Vec<IpAddr> = dropped.iter().map(SocketAddr::ip).collect();
                dropped.dedup();
                return Err(Box::new(ForbiddenAddresses { host, dropped }) as _);
            }
            if !dropped.is_empty() {
                tracing::debug!(
                    host,
                    dropped = dropped.len(),
                    "dropped forbidden webhook addresses"
                );
            }
            Ok(Box::new(kept.into_iter()) as Addrs)
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio::net::{TcpListener, TcpStream};
    use tokio::sync::mpsc;

    use super::*;

    /// One request as the test server read it.
    #[derive(Debug)]
    struct Received {
        head: String,
        body: Vec<u8>,
    }

    impl Received {
        fn header(&self, name: &str) -> Option<&str> {
            self.head.lines().skip(1).find_map(|line| {
                let (n, v) = line.split_once(':')?;
                n.trim().eq_ignore_ascii_case(name).then(|| v.trim())
            })
        }
    }

    /// A minimal HTTP/1.1 server on 127.0.0.1: it reads one request per connection, reports it,
    /// and answers `response` (or never answers when `None`).
    struct TestServer {
        addr: SocketAddr,
        received: mpsc::UnboundedReceiver<Received>,
        connections: Arc<AtomicUsize>,
    }

    async fn serve(response: Option<Vec<u8>>) -> TestServer {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let (tx, received) = mpsc::unbounded_channel();
        let connections = Arc::new(AtomicUsize::new(0));
        let count = Arc::clone(&connections);
        let response = response.map(Arc::new);
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                count.fetch_add(1, Ordering::SeqCst);
                let tx = tx.clone();
                let response = response.clone();
                tokio::spawn(handle(stream, tx, response));
            }
        });
        TestServer {
            addr,
            received,
            connections,
        }
    }

    async fn handle(
        mut stream: TcpStream,
        tx: mpsc::UnboundedSender<Received>,
        response: Option<Arc<Vec<u8>>>,
    ) {
        let mut buf = Vec::new();
        let mut chunk = [0u8; 4096];
        let head_end = loop {
            if let Some(i) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
                break i + 4;
            }
            match stream.read(&mut chunk).await {
                Ok(0) | Err(_) => return,
                Ok(n) => buf.extend_from_slice(&chunk[..n]),
            }
        };
        let head = String::from_utf8_lossy(&buf[..head_end]).into_owned();
        let length = head
            .lines()
            .find_map(|l| {
                let (n, v) = l.split_once(':')?;
                n.eq_ignore_ascii_case("content-length")
                    .then(|| v.trim().parse::<usize>().ok())?
            })
            .unwrap_or(0);
        while buf.len() < head_end + length {
            match stream.read(&mut chunk).await {
                Ok(0) | Err(_) => return,
                Ok(n) => buf.extend_from_slice(&chunk[..n]),
            }
        }
        let body = buf[head_end..head_end + length].to_vec();
        let _ = tx.send(Received { head, body });
        match response {
            Some(response) => {
                let _ = stream.write_all(&response).await;
                let _ = stream.shutdown().await;
            }
            None => tokio::time::sleep(Duration::from_secs(3600)).await,
        }
    }

    fn answer(status: &str, extra_headers: &str, body: &[u8]) -> Vec<u8> {
        let mut out = format!(
            "HTTP/1.1 {status}\r\ncontent-length: {}\r\nconnection: close\r\n{extra_headers}\r\n",
            body.len()
        )
        .into_bytes();
        out.extend_from_slice(body);
        out
    }

    fn request(url: String) -> DeliveryRequest {
        DeliveryRequest {
            url,
            headers: vec![
                ("content-type".into(), "application/json".into()),
                ("x-edugen-signature".into(), "t=1700000000,v1=00ff".into()),
                ("webhook-id".into(), "evt_01JD3".into()),
            ],
            body: Bytes::from_static(br#"{"id":"evt_01JD3","type":"exam.generation.completed"}"#),
            timeout: Duration::from_secs(10),
        }
    }

    fn local() -> HttpDeliverer {
        HttpDeliverer::builder()
            .allow_http(true)
            .allow_network("127.0.0.0/8".parse().unwrap())
            .timeout(Duration::from_secs(5))
            .build()
            .unwrap()
    }

    #[tokio::test]
    async fn delivers_body_and_headers_to_an_allowed_loopback() {
        let mut server = serve(Some(answer("200 OK", "", b"thanks"))).await;
        let outcome = local()
            .deliver(request(format!("http://{}/hooks/edugen", server.addr)))
            .await;
        assert_eq!(
            outcome,
            DeliveryOutcome::Response {
                status: 200,
                retry_after: None,
                body: Bytes::from_static(b"thanks"),
            }
        );
        let got = server.received.recv().await.unwrap();
        assert!(
            got.head.starts_with("POST /hooks/edugen HTTP/1.1\r\n"),
            "{}",
            got.head
        );
        assert_eq!(got.body, request(String::new()).body.to_vec());
        assert_eq!(got.header("content-type"), Some("application/json"));
        assert_eq!(
            got.header("x-edugen-signature"),
            Some("t=1700000000,v1=00ff")
        );
        assert_eq!(got.header("webhook-id"), Some("evt_01JD3"));
        let length = request(String::new()).body.len().to_string();
        assert_eq!(got.header("content-length"), Some(length.as_str()));
        assert!(
            got.header("user-agent")
                .unwrap()
                .starts_with("edugen-webhooks/")
        );
    }

    #[tokio::test]
    async fn host_names_are_filtered_but_allowed_networks_pass() {
        // `localhost` resolves to 127.0.0.1 (and maybe ::1, which is dropped here).
        let mut server = serve(Some(answer("204 No Content", "", b""))).await;
        let port = server.addr.port();
        let outcome = local()
            .deliver(request(format!("http://localhost:{port}/")))
            .await;
        assert!(
            matches!(outcome, DeliveryOutcome::Response { status: 204, .. }),
            "{outcome:?}"
        );
        assert!(server.received.recv().await.is_some());
    }

    #[tokio::test]
    async fn refuses_plain_http_without_allow_http() {
        let server = serve(Some(answer("200 OK", "", b""))).await;
        let deliverer = HttpDeliverer::builder()
            .allow_network("127.0.0.0/8".parse().unwrap())
            .build()
            .unwrap();
        let outcome = deliverer
            .deliver(request(format!("http://{}/", server.addr)))
            .await;
        assert!(
            matches!(outcome, DeliveryOutcome::Refused(ref m) if m.contains("http")),
            "{outcome:?}"
        );
        let outcome = deliverer
            .deliver(request("http://example.com/".into()))
            .await;
        assert!(
            matches!(outcome, DeliveryOutcome::Refused(_)),
            "{outcome:?}"
        );
        assert_eq!(server.connections.load(Ordering::SeqCst), 0);
    }

    #[tokio::test]
    async fn refuses_bad_urls_schemes_and_headers() {
        let deliverer = HttpDeliverer::builder().allow_http(true).build().unwrap();
        for url in [
            "not a url",
            "ftp://example.com/",
            "file:///etc/passwd",
            "https://",
            "",
        ] {
            let outcome = deliverer.deliver(request(url.into())).await;
            assert!(
                matches!(outcome, DeliveryOutcome::Refused(_)),
                "{url}: {outcome:?}"
            );
        }
        let mut bad = request("https://example.com/".into());
        bad.headers.push(("bad header".into(), "x".into()));
        assert!(matches!(
            deliverer.deliver(bad).await,
            DeliveryOutcome::Refused(_)
        ));
        let mut bad = request("https://example.com/".into());
        bad.headers.push(("x-ok".into(), "line\nbreak".into()));
        assert!(matches!(
            deliverer.deliver(bad).await,
            DeliveryOutcome::Refused(_)
        ));
    }

    #[tokio::test]
    async fn refuses_forbidden_ip_literals_by_default() {
        let deliverer = HttpDeliverer::builder().build().unwrap();
        for url in [
            "https://127.0.0.1/",
            "https://169.254.169.254/latest/meta-data/",
            "https://[::1]/",
            "https://[::ffff:127.0.0.1]/",
            "https://[::ffff:169.254.169.254]/",
            "https://10.1.2.3:8443/",
            "https://192.168.1.1/",
            "https://172.20.0.1/",
            "https://100.64.0.1/",
            "https://0.0.0.0/",
            "https://[::]/",
            "https://[fd00::1]/",
            "https://[fe80::1]/",
            "https://224.0.0.1/",
            "https://255.255.255.255/",
            "https://2130706433/", // 127.0.0.1 in decimal
            "https://0x7f.1/",
        ] {
            let outcome = deliverer.deliver(request(url.into())).await;
            assert!(
                matches!(outcome, DeliveryOutcome::Refused(ref m) if m.contains("forbidden")),
                "{url}: {outcome:?}"
            );
        }
        // Allowed networks lift the ban for literals too.
        let mut server = serve(Some(answer("200 OK", "", b""))).await;
        let outcome = local()
            .deliver(request(format!("http://{}/", server.addr)))
            .await;
        assert!(matches!(
            outcome,
            DeliveryOutcome::Response { status: 200, .. }
        ));
        assert!(server.received.recv().await.is_some());
    }

    #[tokio::test]
    async fn a_name_resolving_to_loopback_is_refused_at_connect_time() {
        let server = serve(Some(answer("200 OK", "", b""))).await;
        let port = server.addr.port();
        let https_only = HttpDeliverer::builder().build().unwrap();
        let with_http = HttpDeliverer::builder().allow_http(true).build().unwrap();
        for (deliverer, url) in [
            (&https_only, format!("https://localhost:{port}/")),
            (&with_http, format!("http://localhost:{port}/")),
        ] {
            let outcome = deliverer.deliver(request(url.clone())).await;
            match &outcome {
                DeliveryOutcome::Refused(m) => assert!(m.contains("forbidden"), "{m}"),
                DeliveryOutcome::ConnectError(_) => {}
                other => panic!("{url}: {other:?}"),
            }
            // The URL (which may carry a token) is not in the message.
            assert!(!format!("{outcome:?}").contains(&format!(":{port}/")));
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(server.connections.load(Ordering::SeqCst), 0);
    }

    #[tokio::test]
    async fn redirects_are_returned_not_followed() {
        let mut target = serve(Some(answer("200 OK", "", b""))).await;
        let location = format!("location: http://{}/elsewhere\r\n", target.addr);
        let mut server = serve(Some(answer("302 Found", &location, b""))).await;
        let outcome = local()
            .deliver(request(format!("http://{}/", server.addr)))
            .await;
        assert!(
            matches!(outcome, DeliveryOutcome::Response { status: 302, .. }),
            "{outcome:?}"
        );
        assert!(server.received.recv().await.is_some());
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(target.connections.load(Ordering::SeqCst), 0);
        assert!(target.received.try_recv().is_err());
    }

    #[tokio::test]
    async fn a_large_body_is_truncated_to_max_response_body() {
        let big: Vec<u8> = (0..5 * 1024 * 1024)
            .map(|i| b'a' + (i % 26) as u8)
            .collect();
        let server = serve(Some(answer("500 Internal Server Error", "", &big))).await;
        let outcome = local()
            .deliver(request(format!("http://{}/", server.addr)))
            .await;
        match outcome {
            DeliveryOutcome::Response { status, body, .. } => {
                assert_eq!(status, 500);
                assert_eq!(body.len(), MAX_RESPONSE_BODY);
                assert_eq!(&body[..], &big[..MAX_RESPONSE_BODY]);
            }
            other => panic!("{other:?}"),
        }
    }

    #[tokio::test]
    async fn a_silent_server_times_out() {
        let mut server = serve(None).await;
        let deliverer = HttpDeliverer::builder()
            .allow_http(true)
            .allow_network("127.0.0.0/8".parse().unwrap())
            .timeout(Duration::from_millis(200))
            .build()
            .unwrap();
        let started = std::time::Instant::now();
        let outcome = deliverer
            .deliver(request(format!("http://{}/", server.addr)))
            .await;
        assert_eq!(outcome, DeliveryOutcome::Timeout);
        assert!(started.elapsed() < Duration::from_secs(5));
        assert!(server.received.recv().await.is_some());
        // The request's own shorter timeout wins over the builder's.
        let mut short = request(format!("http://{}/", server.addr));
        short.timeout = Duration::from_millis(100);
        assert_eq!(local().deliver(short).await, DeliveryOutcome::Timeout);
    }

    #[tokio::test]
    async fn retry_after_delay_seconds_is_parsed() {
        let server = serve(Some(answer(
            "429 Too Many Requests",
            "retry-after: 7\r\n",
            b"slow down",
        )))
        .await;
        let outcome = local()
            .deliver(request(format!("http://{}/", server.addr)))
            .await;
        assert_eq!(
            outcome,
            DeliveryOutcome::Response {
                status: 429,
                retry_after: Some(7),
                body: Bytes::from_static(b"slow down"),
            }
        );
        let date = "retry-after: Wed, 21 Oct 2015 07:28:00 GMT\r\n";
        let server = serve(Some(answer("503 Service Unavailable", date, b""))).await;
        let outcome = local()
            .deliver(request(format!("http://{}/", server.addr)))
            .await;
        assert!(matches!(
            outcome,
            DeliveryOutcome::Response {
                status: 503,
                retry_after: None,
                ..
            }
        ));
    }

    #[tokio::test]
    async fn connection_refused_is_a_connect_error() {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        drop(listener);
        let outcome = local()
            .deliver(request(format!("http://{addr}/?token=s3cr3t")))
            .await;
        match outcome {
            DeliveryOutcome::ConnectError(message) => {
                assert!(!message.contains("s3cr3t"), "{message}");
                assert!(!message.is_empty());
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn forbidden_ranges() {
        let policy = AddressPolicy {
            allowed: vec!["127.0.0.0/8".parse().unwrap(), "fd00::/8".parse().unwrap()],
        };
        for ip in ["127.0.0.1", "::ffff:127.0.0.1", "fd00::5", "8.8.8.8"] {
            assert!(policy.permits(ip.parse().unwrap()), "{ip}");
        }
        for ip in ["::1", "10.0.0.1", "169.254.169.254", "fc00::1"] {
            assert!(!policy.permits(ip.parse().unwrap()), "{ip}");
        }
    }

    #[test]
    fn debug_shows_the_policy_not_the_client() {
        let deliverer = HttpDeliverer::builder()
            .allow_network("10.0.0.0/8".parse().unwrap())
            .build()
            .unwrap();
        let debug = format!("{deliverer:?}");
        assert!(debug.starts_with("HttpDeliverer {"), "{debug}");
        assert!(
            debug.contains("allow_http: false") && debug.contains("10.0.0.0/8"),
            "{debug}"
        );
        assert!(debug.contains("10s"), "{debug}");
    }
}
