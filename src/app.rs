//! [`App`]: what the services run on — the storage, the generator, the webhook deliverer, the
//! clock and the settings. The HTTP layer (`Api`) wraps one; the delivery worker and
//! every service take it, never the `Api`.

use std::sync::Arc;
use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

use crate::auth::seal::{self, SealKey};
use crate::clock::Clock;
use crate::delivery::Deliverer;
use crate::domain::account::Limits;
use crate::error::Error;
use crate::generate::Generator;
use crate::services::exam_stream::Live;
use crate::storage::{Batch, Document, Expect, Storage, StorageError};

/// Settings of an [`App`] (and so of the HTTP API serving it).
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
    /// The key sealing webhook secrets at rest (default: one generated once and kept in the
    /// storage; set one kept outside the database in production).
    pub secrets_key: Option<SecretsKey>,
    /// The OAuth authorization server's issuer: the public base URL the API is served at
    /// (default `http://localhost`), named in the metadata document and in every authorization
    /// response (`iss`, RFC 9207).
    pub issuer: String,
    /// Hosts the MCP endpoint answers (the `Host` and any `Origin` header must name one; `*`
    /// for any), against DNS rebinding. Default: `localhost`, `127.0.0.1`, `[::1]`.
    pub mcp_allowed_hosts: Vec<String>,
    /// Collects marketplace payments (default: [`TestPayments`](crate::services::marketplace::TestPayments),
    /// which captures every payment at once).
    pub payments: Option<Arc<dyn crate::services::marketplace::PaymentProvider>>,
    /// How many sections of a course one writing pass asks the generator for at the same
    /// time (default [`DEFAULT_COURSE_WRITERS`], at least 1): the sections are still stored and
    /// streamed in the outline's order.
    pub course_writers: usize,
}

/// The default of [`Config::course_writers`].
pub const DEFAULT_COURSE_WRITERS: usize = 3;

impl Default for Config {
    fn default() -> Self {
        Self {
            max_body_bytes: 1024 * 1024,
            idempotency_ttl: Duration::from_secs(24 * 3600),
            idempotency_lock_ttl: Duration::from_secs(300),
            anonymous_limits: Limits::new(60, 1_000),
            allow_http_webhooks: false,
            signature_header: crate::events::signing::DEFAULT_HEADER.to_owned(),
            secrets_key: None,
            issuer: "http://localhost".to_owned(),
            mcp_allowed_hosts: vec![
                "localhost".to_owned(),
                "127.0.0.1".to_owned(),
                "[::1]".to_owned(),
            ],
            payments: None,
            course_writers: DEFAULT_COURSE_WRITERS,
        }
    }
}

/// How long the retention job keeps things (`Api::purge_expired`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Retention {
    /// Idempotency keys, from their first use (default 24 h, their window).
    pub idempotency_keys: Duration,
    /// Stored events (default 30 days).
    pub events: Duration,
    /// Delivery logs (default 30 days; a delivery is retried for 24 h at most).
    pub deliveries: Duration,
    /// OAuth codes and tokens, from their creation (default 31 days: a refresh token works 30
    /// days unused, a code 60 seconds, an access token one hour); a grant goes this long after
    /// its year ([`crate::auth::oauth::GRANT_TTL`]) ends. Clients stay.
    pub oauth_records: Duration,
}

impl Default for Retention {
    fn default() -> Self {
        Self {
            idempotency_keys: Duration::from_secs(24 * 3600),
            events: Duration::from_secs(30 * 24 * 3600),
            deliveries: Duration::from_secs(30 * 24 * 3600),
            oauth_records: Duration::from_secs(31 * 24 * 3600),
        }
    }
}

/// What the retention job (`Api::purge_expired`) deleted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct PurgeReport {
    /// Idempotency keys.
    pub idempotency_keys: u64,
    /// Events.
    pub events: u64,
    /// Delivery logs.
    pub deliveries: u64,
    /// OAuth codes and tokens.
    pub oauth_records: u64,
}

/// The parts the services run on. Built by `ApiBuilder`; shared (`Arc`) by the API,
/// the delivery worker and the generation tasks.
pub struct App {
    pub(crate) storage: Arc<dyn Storage>,
    /// Where the quota counters live (default: the storage's own).
    pub(crate) quotas: Arc<dyn crate::storage::QuotaStore>,
    pub(crate) deliverer: Arc<dyn Deliverer>,
    pub(crate) generator: Arc<dyn Generator>,
    pub(crate) clock: Arc<dyn Clock>,
    pub(crate) config: Config,
    /// The exam generations running in this process, for their followers.
    pub(crate) live: Live,
    /// The key sealing stored secrets, once known.
    secrets: tokio::sync::OnceCell<SealKey>,
    /// Usage counts, batched in memory and flushed into the storage.
    pub(crate) usage: Arc<crate::services::usage::UsageRecorder>,
    /// The API keys verified by this process (by digest), while their records stay unchanged.
    pub(crate) verified_keys: crate::auth::cache::KeyCache,
}

/// The key that seals secrets kept at rest (webhook signing secrets): 32 random bytes the host
/// keeps outside the database (a file, a secret manager). Never printed.
#[derive(Clone, PartialEq, Eq)]
pub struct SecretsKey(pub(crate) [u8; 32]);

impl SecretsKey {
    /// A key from its 32 bytes.
    pub fn new(bytes: [u8; 32]) -> Self {
        Self(bytes)
    }

    /// A fresh random key.
    pub fn generate() -> Self {
        Self(rand::random())
    }
}

impl std::fmt::Debug for SecretsKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SecretsKey(..)")
    }
}

/// Where the generated key is kept when the host configures none.
const KEYRING: (&str, &str) = ("keyring", "secrets");
/// The prefix of a sealed secret.
const SEALED: &str = "sealed:v1:";

impl App {
    pub(crate) fn new(
        storage: Arc<dyn Storage>,
        deliverer: Arc<dyn Deliverer>,
        generator: Arc<dyn Generator>,
        clock: Arc<dyn Clock>,
        config: Config,
    ) -> Self {
        Self {
            quotas: Arc::new(crate::storage::StorageQuotas(storage.clone())),
            usage: crate::services::usage::UsageRecorder::new(storage.clone()),
            verified_keys: crate::auth::cache::KeyCache::default(),
            storage,
            deliverer,
            generator,
            clock,
            config,
            live: Live::default(),
            secrets: tokio::sync::OnceCell::new(),
        }
    }

    /// The key sealing stored secrets: the configured one, else one generated once and kept in
    /// the storage (shared by every node of a cluster). Configure one so that a copy of the
    /// database alone does not reveal the secrets.
    async fn secrets_key(&self) -> Result<&SealKey, Error> {
        self.secrets
            .get_or_try_init(|| async {
                if let Some(key) = &self.config.secrets_key {
                    return Ok(seal::derive(&key.0, "stored secrets"));
                }
                let (kind, id) = KEYRING;
                for _ in 0..2 {
                    if let Some(doc) = self.storage.get(kind, id).await? {
                        let bytes = doc.body["key"]
                            .as_str()
                            .and_then(|k| URL_SAFE_NO_PAD.decode(k).ok())
                            .and_then(|k| <[u8; 32]>::try_from(k).ok())
                            .ok_or_else(Error::internal)?;
                        return Ok(seal::derive(&bytes, "stored secrets"));
                    }
                    let doc = Document {
                        kind: kind.to_owned(),
                        id: id.to_owned(),
                        account: String::new(),
                        version: 1,
                        fields: Default::default(),
                        body: serde_json::json!({
                            "key": URL_SAFE_NO_PAD.encode(rand::random::<[u8; 32]>())
                        }),
                    };
                    match self
                        .storage
                        .commit(Batch::new().put(doc, Expect::Absent))
                        .await
                    {
                        // Another node created it at the same moment: read theirs.
                        Ok(()) | Err(StorageError::Conflict { .. }) => {}
                        Err(e) => return Err(e.into()),
                    }
                }
                Err(Error::internal())
            })
            .await
    }

    /// A key for `context` derived from the secrets key (never stored): HMAC keys of values the
    /// server must recognise later without keeping them (OAuth consent forms).
    pub(crate) async fn derived_key(&self, context: &str) -> Result<SealKey, Error> {
        Ok(seal::derive(self.secrets_key().await?, context))
    }

    /// `secret` sealed for keeping in the resource `id` (only that resource's record opens it).
    pub(crate) async fn seal_secret(&self, id: &str, secret: &str) -> Result<String, Error> {
        let key = self.secrets_key().await?;
        let sealed = seal::seal(key, secret.as_bytes(), id.as_bytes());
        Ok(format!("{SEALED}{}", URL_SAFE_NO_PAD.encode(sealed)))
    }

    /// The secret kept sealed in the resource `id`.
    pub(crate) async fn open_secret(&self, id: &str, sealed: &str) -> Result<String, Error> {
        let key = self.secrets_key().await?;
        sealed
            .strip_prefix(SEALED)
            .and_then(|s| URL_SAFE_NO_PAD.decode(s).ok())
            .and_then(|s| seal::open(key, &s, id.as_bytes()))
            .and_then(|s| String::from_utf8(s).ok())
            .ok_or_else(|| {
                tracing::error!(resource = id, "a stored secret does not open with the key");
                Error::internal()
            })
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
