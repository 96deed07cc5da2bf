//! [`App`]: what the services run on — the storage, the generator, the webhook deliverer, the
//! clock and the settings. The HTTP layer ([`crate::Api`]) wraps one; the delivery worker and
//! every service take it, never the `Api`.

use std::sync::Arc;
use std::time::Duration;

use crate::clock::Clock;
use crate::delivery::Deliverer;
use crate::domain::account::Limits;
use crate::generate::Generator;
use crate::services::exam_stream::Live;
use crate::storage::Storage;

/// Settings of an [`App`] (and so of the [`crate::Api`] serving it).
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

/// What [`crate::Api::purge_expired`] deleted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PurgeReport {
    /// Idempotency keys.
    pub idempotency_keys: u64,
    /// Events.
    pub events: u64,
    /// Delivery logs.
    pub deliveries: u64,
}

/// The parts the services run on. Built by [`crate::ApiBuilder`]; shared (`Arc`) by the API,
/// the delivery worker and the generation tasks.
pub struct App {
    pub(crate) storage: Arc<dyn Storage>,
    pub(crate) deliverer: Arc<dyn Deliverer>,
    pub(crate) generator: Arc<dyn Generator>,
    pub(crate) clock: Arc<dyn Clock>,
    pub(crate) config: Config,
    /// The exam generations running in this process, for their followers.
    pub(crate) live: Live,
}

impl App {
    pub(crate) fn new(
        storage: Arc<dyn Storage>,
        deliverer: Arc<dyn Deliverer>,
        generator: Arc<dyn Generator>,
        clock: Arc<dyn Clock>,
        config: Config,
    ) -> Self {
        Self {
            storage,
            deliverer,
            generator,
            clock,
            config,
            live: Live::default(),
        }
    }

    /// The storage backend.
    pub fn storage(&self) -> &dyn Storage {
        self.storage.as_ref()
    }

    /// The settings in force.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The current time, by the configured clock.
    pub fn now(&self) -> chrono::DateTime<chrono::Utc> {
        self.clock.now()
    }
}

impl std::fmt::Debug for App {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("App")
            .field("storage", &self.storage)
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}
