//! The [`Deliverer`] trait: how one signed webhook request reaches a receiver.

use std::time::Duration;

use async_trait::async_trait;
use bytes::Bytes;

/// One HTTP POST to a webhook endpoint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeliveryRequest {
    /// The endpoint URL.
    pub url: String,
    /// Headers to send (content type, signature, event id…), in order.
    pub headers: Vec<(String, String)>,
    /// The raw body (the event envelope, JSON).
    pub body: Bytes,
    /// Give up after this long (10 s by default).
    pub timeout: Duration,
}

/// What happened to one attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeliveryOutcome {
    /// The receiver answered.
    Response {
        /// HTTP status.
        status: u16,
        /// `Retry-After` in seconds, when the receiver sent one (delay-seconds form).
        retry_after: Option<u64>,
        /// The start of the response body (at most [`MAX_RESPONSE_BODY`] bytes).
        body: Bytes,
    },
    /// No answer within the timeout.
    Timeout,
    /// The connection failed (DNS, refused, reset, TLS…).
    ConnectError(String),
    /// The deliverer refused to send (a forbidden address or scheme); not retried.
    Refused(String),
}

/// Most response-body bytes kept for the delivery log.
pub const MAX_RESPONSE_BODY: usize = 1024;

/// Sends webhook requests. The crate ships `HttpDeliverer` (feature `webhooks-http`) and
/// [`RecordingDeliverer`](super::RecordingDeliverer) for tests.
#[async_trait]
pub trait Deliverer: Send + Sync + std::fmt::Debug + 'static {
    /// Whether a webhook URL may name `ip`: asked when a subscription's URL is set, for an IP
    /// literal and for each address its host name resolves to then. Default: every address
    /// outside the forbidden ranges ([`super::address::is_forbidden`]); a deliverer with an
    /// allow-list says so here.
    fn permits(&self, ip: std::net::IpAddr) -> bool {
        super::address::permitted(ip, &[])
    }

    /// Sends `request` once; never retries by itself, never follows redirects.
    async fn deliver(&self, request: DeliveryRequest) -> DeliveryOutcome;
}
