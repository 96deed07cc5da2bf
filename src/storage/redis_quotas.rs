//! Quota counters on Redis ([`RedisQuotas`], feature `redis`): the nodes of a cluster count in
//! one Redis server with atomic scripts, so that the quotas stay exact without a database write
//! per request.
//!
//! Each window is a hash `{prefix}{<subject>}:<window key>` holding its count (`c`) and its end
//! in Unix milliseconds (`r`); the script reads every window, grants as many of the hits asked
//! as every window has room for, and increments them all by that number. A window whose end is
//! at or before the caller's `now` counts from zero, so the result depends on the nodes' clocks,
//! never on Redis's; the key expires a minute after the window ends, for its memory only. The
//! subject is a hash tag, so that one subject's windows share a slot on Redis Cluster.
//!
//! Hits of one subject that arrive while a script for it is under way wait, and go together in
//! the next script (at most one script per subject and window set in flight from a node): a
//! node under load sends one script per round trip for its busiest account instead of one per
//! request. The answer is what the same hits one after the other would have had: the first
//! `granted` are allowed, each with the counts it made; the others are refused with the counts
//! the granted ones left.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use redis::aio::ConnectionManager;
use tokio::sync::oneshot;

use super::quota::QuotaStore;
use super::{QuotaOutcome, QuotaWindow, StorageError};

/// KEYS: the windows. ARGV: each window's limit and end (ms), then `now` (ms), then how many
/// hits are asked. Answers `{granted, count of each window before the call...}`.
const HIT: &str = r"
local n = #KEYS
local now = tonumber(ARGV[2 * n + 1])
local granted = tonumber(ARGV[2 * n + 2])
local counts = {}
for i = 1, n do
  local v = redis.call('HMGET', KEYS[i], 'c', 'r')
  local c = 0
  if v[1] and v[2] and tonumber(v[2]) > now then c = tonumber(v[1]) end
  counts[i] = c
  local room = tonumber(ARGV[2 * i - 1]) - c
  if room < granted then granted = room end
end
if granted < 0 then granted = 0 end
if granted > 0 then
  for i = 1, n do
    local r = tonumber(ARGV[2 * i])
    redis.call('HSET', KEYS[i], 'c', counts[i] + granted, 'r', r)
    redis.call('PEXPIREAT', KEYS[i], r + 60000)
  end
end
table.insert(counts, 1, granted)
return counts
";

/// A hit waiting for the script under way for its subject to end.
struct Waiting {
    now: DateTime<Utc>,
    answer: oneshot::Sender<Result<QuotaOutcome, StorageError>>,
}

/// The hits waiting, per subject and window set, while a script for them is in flight.
type Flights = Mutex<HashMap<String, Vec<Waiting>>>;

/// Quota counters on a Redis server shared by the nodes.
#[derive(Clone)]
pub struct RedisQuotas {
    conn: ConnectionManager,
    script: redis::Script,
    prefix: String,
    flights: Arc<Flights>,
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
            flights: Arc::default(),
        })
    }

    /// Puts every key under `prefix` (default `edugen:q:`), for several deployments sharing
    /// one server, or tests.
    #[must_use]
    pub fn with_prefix(mut self, prefix: impl Into<String>) -> Self {
        self.prefix = prefix.into();
        self
    }

    /// Runs the script for `asked` hits of `subject` in `windows`: how many were granted and
    /// each window's count before.
    async fn run(
        &self,
        subject: &str,
        windows: &[QuotaWindow],
        now: DateTime<Utc>,
        asked: usize,
    ) -> Result<(u64, Vec<u64>), StorageError> {
        let mut call = self.script.prepare_invoke();
        for w in windows {
            call.key(format!("{}{{{subject}}}:{}", self.prefix, w.key));
        }
        for w in windows {
            call.arg(w.limit).arg(w.resets_at.timestamp_millis());
        }
        call.arg(now.timestamp_millis()).arg(asked);
        let mut conn = self.conn.clone();
        let answer: Vec<i64> = call
            .invoke_async(&mut conn)
            .await
            .map_err(|e| StorageError::Unavailable(format!("redis: {e}")))?;
        let Some((&granted, counts)) = answer.split_first() else {
            return Err(StorageError::Other("redis: empty answer".to_owned()));
        };
        let counts = counts.iter().map(|&c| u64::try_from(c).unwrap_or(0));
        Ok((u64::try_from(granted).unwrap_or(0), counts.collect()))
    }

    /// Runs the hits that waited for `flight` in one script, as long as some wait; ends the
    /// flight when none does.
    async fn drain(self, flight: String, subject: String, windows: Vec<QuotaWindow>) {
        loop {
            let waiting = {
                let mut flights = self.flights.lock().unwrap_or_else(|e| e.into_inner());
                match flights.get_mut(&flight) {
                    Some(queue) if !queue.is_empty() => std::mem::take(queue),
                    _ => {
                        flights.remove(&flight);
                        return;
                    }
                }
            };
            let now = waiting.iter().map(|w| w.now).max().unwrap_or_else(Utc::now);
            match self.run(&subject, &windows, now, waiting.len()).await {
                Ok((granted, before)) => {
                    for (i, w) in (0u64..).zip(waiting) {
                        let made = if i < granted { i + 1 } else { granted };
                        let _ = w.answer.send(Ok(QuotaOutcome {
                            allowed: i < granted,
                            counts: before.iter().map(|c| c + made).collect(),
                        }));
                    }
                }
                Err(e) => {
                    let message = e.to_string();
                    for w in waiting {
                        let _ = w
                            .answer
                            .send(Err(StorageError::Unavailable(message.clone())));
                    }
                }
            }
        }
    }
}

/// The leader of a flight: when it drops, the hits that queued behind it run in a task.
struct Lead<'a> {
    store: &'a RedisQuotas,
    flight: Option<String>,
    subject: &'a str,
    windows: &'a [QuotaWindow],
}

impl Drop for Lead<'_> {
    fn drop(&mut self) {
        let Some(flight) = self.flight.take() else {
            return;
        };
        {
            let mut flights = self.store.flights.lock().unwrap_or_else(|e| e.into_inner());
            if flights.get(&flight).is_none_or(Vec::is_empty) {
                // Nothing queued: the flight ends here, without a task.
                flights.remove(&flight);
                return;
            }
        }
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            let drain =
                self.store
                    .clone()
                    .drain(flight, self.subject.to_owned(), self.windows.to_vec());
            runtime.spawn(drain);
        } else {
            // No runtime to run them on: the waiting hits are answered as failed.
            let mut flights = self.store.flights.lock().unwrap_or_else(|e| e.into_inner());
            flights.remove(&flight);
        }
    }
}

/// What hits must share to go in one script: the key prefix (clones of a store share its
/// flights), the subject and every window's key, limit and end.
fn flight_key(prefix: &str, subject: &str, windows: &[QuotaWindow]) -> String {
    use std::fmt::Write as _;
    let mut key = String::with_capacity(prefix.len() + subject.len() + 32 * windows.len());
    key.push_str(prefix);
    key.push('\0');
    key.push_str(subject);
    for w in windows {
        let _ = write!(
            key,
            "\0{}\0{}\0{}",
            w.key,
            w.limit,
            w.resets_at.timestamp_millis()
        );
    }
    key
}

#[async_trait]
impl QuotaStore for RedisQuotas {
    async fn hit(
        &self,
        subject: &str,
        windows: &[QuotaWindow],
        now: DateTime<Utc>,
    ) -> Result<QuotaOutcome, StorageError> {
        let flight = flight_key(&self.prefix, subject, windows);
        let waiting = {
            let mut flights = self.flights.lock().unwrap_or_else(|e| e.into_inner());
            match flights.get_mut(&flight) {
                Some(queue) => {
                    let (answer, waiting) = oneshot::channel();
                    queue.push(Waiting { now, answer });
                    Some(waiting)
                }
                None => {
                    flights.insert(flight.clone(), Vec::new());
                    None
                }
            }
        };
        if let Some(waiting) = waiting {
            return waiting.await.unwrap_or_else(|_| {
                Err(StorageError::Unavailable(
                    "redis: the quota script was abandoned".to_owned(),
                ))
            });
        }
        // This hit leads the flight: its own script at once; whatever queued meanwhile goes on
        // in a task of its own (started when `lead` drops, even if this request is dropped
        // midway), so that this request is not held back.
        let lead = Lead {
            store: self,
            flight: Some(flight),
            subject,
            windows,
        };
        let result = lead.store.run(subject, windows, now, 1).await;
        drop(lead);
        let (granted, counts) = result?;
        Ok(QuotaOutcome {
            allowed: granted == 1,
            counts: counts.iter().map(|c| c + granted).collect(),
        })
    }
}
