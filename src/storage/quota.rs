//! Where the quota counters live: [`QuotaStore`], which the host picks.
//!
//! - [`StorageQuotas`] (the default): the storage backend's own counters
//!   ([`Storage::hit`]); exact across every node sharing the backend, at the cost of a database
//!   round trip per request on PostgreSQL.
//! - [`MemoryQuotas`]: this process's memory; exact for one node, nothing shared.
//! - `RedisQuotas` (feature `redis`): atomic scripts on a Redis server shared by the nodes;
//!   exact across nodes without touching the database. It also keeps the webhook delivery
//!   buckets ([`QuotaStore::take_token`]) for the whole cluster.
//!
//! Every store passes the same checks ([`crate::storage::conformance::run_quotas`]).

use std::sync::Arc;

use async_trait::async_trait;
use chrono::{DateTime, Utc};

use super::{LocalCounters, QuotaOutcome, QuotaWindow, Storage, StorageError};

/// Fixed-window counters, as [`Storage::hit`] documents them: atomically, if every window of
/// `subject` has a count below its limit, increments all of them by one; otherwise changes
/// nothing. Concurrent hits, from any number of processes sharing the store, never let a
/// window exceed its limit. A window whose `resets_at` is at or before `now` counts from zero.
#[async_trait]
pub trait QuotaStore: Send + Sync + std::fmt::Debug + 'static {
    /// Counts one request of `subject` in `windows`, if they all have room.
    async fn hit(
        &self,
        subject: &str,
        windows: &[QuotaWindow],
        now: DateTime<Utc>,
    ) -> Result<QuotaOutcome, StorageError>;

    /// Takes one token from the bucket `subject`, refilled at `per_second` and holding at most
    /// `burst` (full when first used), shared by every node using the store: the webhook
    /// delivery rate of a subscription. The default keeps no buckets ([`Token::Unshared`]):
    /// each node's delivery worker then keeps its own, and several nodes may together deliver
    /// up to their number times the rate.
    async fn take_token(
        &self,
        subject: &str,
        per_second: u32,
        burst: u32,
        now: DateTime<Utc>,
    ) -> Result<Token, StorageError> {
        let _ = (subject, per_second, burst, now);
        Ok(Token::Unshared)
    }
}

/// What [`QuotaStore::take_token`] answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Token {
    /// A token was taken.
    Taken,
    /// The bucket is empty: the next token is there after this long.
    Wait(std::time::Duration),
    /// The store keeps no buckets shared by the nodes.
    Unshared,
}

/// The storage backend's counters (the default store).
#[derive(Debug, Clone)]
pub struct StorageQuotas(pub Arc<dyn Storage>);

#[async_trait]
impl QuotaStore for StorageQuotas {
    async fn hit(
        &self,
        subject: &str,
        windows: &[QuotaWindow],
        now: DateTime<Utc>,
    ) -> Result<QuotaOutcome, StorageError> {
        self.0.hit(subject, windows, now).await
    }
}

/// Counters in this process's memory: for a single node.
#[derive(Debug, Default)]
pub struct MemoryQuotas(LocalCounters);

impl MemoryQuotas {
    /// Empty counters.
    pub fn new() -> Self {
        Self::default()
    }
}

#[async_trait]
impl QuotaStore for MemoryQuotas {
    async fn hit(
        &self,
        subject: &str,
        windows: &[QuotaWindow],
        now: DateTime<Utc>,
    ) -> Result<QuotaOutcome, StorageError> {
        Ok(self.0.hit(subject, windows, now))
    }
}
