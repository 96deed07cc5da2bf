//! Quota counters on Redis ([`RedisQuotas`], feature `redis`): the nodes of a cluster count in
//! one Redis server, one atomic script per request, so that the quotas stay exact without a
//! database write per request.
//!
//! Each window is a hash `{prefix}{<subject>}:<window key>` holding its count (`c`) and its end
//! in Unix milliseconds (`r`); the script reads every window, refuses if one is full, else
//! increments them all. A window whose end is at or before the caller's `now` counts from zero,
//! so the result depends on the nodes' clocks, never on Redis's; the key expires a minute after
//! the window ends, for its memory only. The subject is a hash tag, so that one subject's
//! windows share a slot on Redis Cluster.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use redis::aio::ConnectionManager;

use super::quota::QuotaStore;
use super::{QuotaOutcome, QuotaWindow, StorageError};

/// KEYS: the windows. ARGV: each window's limit and end (ms), then `now` (ms).
/// Answers `{allowed (0 or 1), count of each window after the call...}`.
const HIT: &str = r"
local n = #KEYS
local now = tonumber(ARGV[2 * n + 1])
local counts = {}
local allowed = 1
for i = 1, n do
  local v = redis.call('HMGET', KEYS[i], 'c', 'r')
  local c = 0
  if v[1] and v[2] and tonumber(v[2]) > now then c = tonumber(v[1]) end
  counts[i] = c
  if c >= tonumber(ARGV[2 * i - 1]) then allowed = 0 end
end
if allowed == 1 then
  for i = 1, n do
    counts[i] = counts[i] + 1
    local r = tonumber(ARGV[2 * i])
    redis.call('HSET', KEYS[i], 'c', counts[i], 'r', r)
    redis.call('PEXPIREAT', KEYS[i], r + 60000)
  end
end
table.insert(counts, 1, allowed)
return counts
";

/// Quota counters on a Redis server shared by the nodes.
#[derive(Clone)]
pub struct RedisQuotas {
    conn: ConnectionManager,
    script: redis::Script,
    prefix: String,
}

impl std::fmt::Debug for RedisQuotas {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Not the URL: it may carry a password.
        f.debug_struct("RedisQuotas")
            .field("prefix", &self.prefix)
            .finish_non_exhaustive()
    }
}

impl RedisQuotas {
    /// Connects to `url` (`redis://[:password@]host:port[/db]`); the connection reconnects by
    /// itself when the server comes back.
    pub async fn connect(url: &str) -> Result<Self, StorageError> {
        let client = redis::Client::open(url)
            .map_err(|e| StorageError::Unavailable(format!("redis: {}", e.category())))?;
        let conn = ConnectionManager::new(client)
            .await
            .map_err(|e| StorageError::Unavailable(format!("redis: {e}")))?;
        Ok(Self {
            conn,
            script: redis::Script::new(HIT),
            prefix: "edugen:q:".to_owned(),
        })
    }

    /// Puts every key under `prefix` (default `edugen:q:`), for several deployments sharing
    /// one server, or tests.
    #[must_use]
    pub fn with_prefix(mut self, prefix: impl Into<String>) -> Self {
        self.prefix = prefix.into();
        self
    }
}

#[async_trait]
impl QuotaStore for RedisQuotas {
    async fn hit(
        &self,
        subject: &str,
        windows: &[QuotaWindow],
        now: DateTime<Utc>,
    ) -> Result<QuotaOutcome, StorageError> {
        let mut call = self.script.prepare_invoke();
        for w in windows {
            call.key(format!("{}{{{subject}}}:{}", self.prefix, w.key));
        }
        for w in windows {
            call.arg(w.limit).arg(w.resets_at.timestamp_millis());
        }
        call.arg(now.timestamp_millis());
        let mut conn = self.conn.clone();
        let answer: Vec<i64> = call
            .invoke_async(&mut conn)
            .await
            .map_err(|e| StorageError::Unavailable(format!("redis: {e}")))?;
        let Some((&allowed, counts)) = answer.split_first() else {
            return Err(StorageError::Other("redis: empty answer".to_owned()));
        };
        Ok(QuotaOutcome {
            allowed: allowed == 1,
            counts: counts
                .iter()
                .map(|&c| u64::try_from(c).unwrap_or(0))
                .collect(),
        })
    }
}
