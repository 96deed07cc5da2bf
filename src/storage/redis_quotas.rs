//! Quota counters on Redis ([`RedisQuotas`], feature `redis`): the nodes of a cluster count in
//! one Redis server with atomic scripts, so that the quotas stay exact without a database write
//! per request.
//!
//! Each window is a hash `{prefix}{<subject>}:<window key>` holding its count (`c`) and its end
//! in Unix milliseconds (`r`); the script reads every window of a subject, grants as many of the
//! hits asked as every window has room for, and increments them all by that number. A window
//! whose end is at or before the caller's `now` counts from zero, so the result depends on the
//! nodes' clocks, never on Redis's; the key expires a minute after the window ends, for its
//! memory only.
//!
//! A node keeps at most [`IN_FLIGHT`] quota scripts under way. Hits that arrive meanwhile, of any
//! subject, wait and go together in the next script, grouped by subject (at most [`BATCH`] hits
//! a script): under load a node sends one script per round trip, whatever the number of
//! accounts, instead of one per request (a script's fixed cost in Redis is several times that
//! of a subject's counting). A subject's answer is what its hits one after the other would have
//! had: the first `granted` are allowed, each with the counts it made; the others are refused
//! with the counts the granted ones left. One script touches several subjects' keys: the store
//! needs one Redis server (with replicas or Sentinel), not Redis Cluster.
//!
//! The store also keeps the webhook delivery buckets ([`QuotaStore::take_token`]): a hash per
//! subscription with its tokens and when they were counted, taken from by one script, so that
//! the nodes together deliver at the subscription's rate.

use std::sync::{Arc, Mutex};

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use redis::aio::ConnectionManager;
use tokio::sync::oneshot;

use super::quota::{QuotaStore, Token};
use super::{QuotaOutcome, QuotaWindow, StorageError};

/// Quota scripts a node keeps under way at once.
const IN_FLIGHT: usize = 2;

/// Most hits in one script.
const BATCH: usize = 256;

/// KEYS: the windows of every group, one group after the other. ARGV, per group: its number of
/// windows `n`, its `now` (ms), how many hits it asks, then each window's limit and end (ms).
/// Answers, per group: `granted`, then the count of each of its windows before the call.
const HIT: &str = r"
local out = {}
local k = 0
local a = 1
while a <= #ARGV do
  local n = tonumber(ARGV[a])
  local now = tonumber(ARGV[a + 1])
  local granted = tonumber(ARGV[a + 2])
  a = a + 3
  local counts = {}
  for i = 1, n do
    local v = redis.call('HMGET', KEYS[k + i], 'c', 'r')
    local c = 0
    if v[1] and v[2] and tonumber(v[2]) > now then c = tonumber(v[1]) end
    counts[i] = c
    local room = tonumber(ARGV[a + 2 * i - 2]) - c
    if room < granted then granted = room end
  end
  if granted < 0 then granted = 0 end
  out[#out + 1] = granted
  for i = 1, n do
    out[#out + 1] = counts[i]
    if granted > 0 then
      local r = tonumber(ARGV[a + 2 * i - 1])
      redis.call('HSET', KEYS[k + i], 'c', counts[i] + granted, 'r', r)
      redis.call('PEXPIREAT', KEYS[k + i], r + 60000)
    end
  end
  k = k + n
  a = a + 2 * n
end
return out
";

/// KEYS: the bucket. ARGV: its rate (tokens a second), its size, `now` (ms). Takes a token and
/// answers 0, or answers the milliseconds until the next one. The bucket holds its tokens (`t`,
/// fractional) as of `a` (ms); a caller whose clock is behind that refills nothing.
const TAKE: &str = r"
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local v = redis.call('HMGET', KEYS[1], 't', 'a')
local tokens = burst
local at = now
if v[1] and v[2] then
  tokens = tonumber(v[1])
  at = tonumber(v[2])
  if now > at then
    tokens = math.min(burst, tokens + (now - at) * rate / 1000)
    at = now
  end
end
local wait = 0
if tokens >= 1 then
  tokens = tokens - 1
else
  wait = math.ceil((1 - tokens) * 1000 / rate)
end
redis.call('HSET', KEYS[1], 't', tostring(tokens), 'a', tostring(at))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * 1000 / rate) + 60000)
return wait
";

/// A hit waiting for a script.
struct Waiting {
    prefix: Arc<str>,
    subject: String,
    windows: Vec<QuotaWindow>,
    now: DateTime<Utc>,
    answer: oneshot::Sender<Result<QuotaOutcome, StorageError>>,
}

/// The scripts under way and the hits waiting for the next.
#[derive(Default)]
struct Queue {
    in_flight: usize,
    waiting: Vec<Waiting>,
}

/// One subject's hits in a script.
struct Group<'a> {
    prefix: &'a str,
    subject: &'a str,
    windows: &'a [QuotaWindow],
    now: DateTime<Utc>,
    asked: usize,
}

/// Quota counters on a Redis server shared by the nodes.
#[derive(Clone)]
pub struct RedisQuotas {
    conn: ConnectionManager,
    script: redis::Script,
    take: redis::Script,
    prefix: Arc<str>,
    /// Shared by clones (and clones under another prefix: each hit carries its own).
    queue: Arc<Mutex<Queue>>,
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
            take: redis::Script::new(TAKE),
            prefix: Arc::from("edugen:q:"),
            queue: Arc::default(),
        })
    }

    /// Puts every key under `prefix` (default `edugen:q:`), for several deployments sharing
    /// one server, or tests.
    #[must_use]
    pub fn with_prefix(mut self, prefix: impl Into<String>) -> Self {
        self.prefix = Arc::from(prefix.into());
        self
    }

    fn queue(&self) -> std::sync::MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs the script for `groups`: for each, how many hits were granted and each window's
    /// count before.
    async fn run(&self, groups: &[Group<'_>]) -> Result<Vec<(u64, Vec<u64>)>, StorageError> {
        let mut call = self.script.prepare_invoke();
        for g in groups {
            for w in g.windows {
                call.key(format!("{}{{{}}}:{}", g.prefix, g.subject, w.key));
            }
        }
        for g in groups {
            call.arg(g.windows.len())
                .arg(g.now.timestamp_millis())
                .arg(g.asked);
            for w in g.windows {
                call.arg(w.limit).arg(w.resets_at.timestamp_millis());
            }
        }
        let mut conn = self.conn.clone();
        let answer: Vec<i64> = call
            .invoke_async(&mut conn)
            .await
            .map_err(|e| StorageError::Unavailable(format!("redis: {e}")))?;
        let count = |c: i64| u64::try_from(c).unwrap_or(0);
        let mut rest = answer.as_slice();
        let mut out = Vec::with_capacity(groups.len());
        for g in groups {
            let Some((&granted, tail)) = rest.split_first() else {
                return Err(StorageError::Other("redis: short answer".to_owned()));
            };
            let Some((before, tail)) = tail.split_at_checked(g.windows.len()) else {
                return Err(StorageError::Other("redis: short answer".to_owned()));
            };
            out.push((count(granted), before.iter().map(|&c| count(c)).collect()));
            rest = tail;
        }
        Ok(out)
    }

    /// Runs the hits that waited, a batch per script, until none waits.
    async fn drain(self) {
        // Given back when the queue is empty, or if this task is dropped midway.
        let _slot = Slot(&self);
        loop {
            let batch: Vec<Waiting> = {
                let mut queue = self.queue();
                let n = queue.waiting.len().min(BATCH);
                if n == 0 {
                    break;
                }
                queue.waiting.drain(..n).collect()
            };
            self.answer(batch).await;
        }
    }

    /// Runs `batch` in one script, its hits grouped by subject in the order they came, and
    /// answers each.
    async fn answer(&self, mut batch: Vec<Waiting>) {
        // A stable sort: each subject's hits keep their order, and each group below is a run
        // of consecutive hits.
        batch.sort_by(|a, b| (&*a.prefix, &a.subject).cmp(&(&*b.prefix, &b.subject)));
        // Runs of one prefix, subject and window set.
        let mut groups: Vec<Group<'_>> = Vec::new();
        for w in &batch {
            match groups.last_mut() {
                Some(g)
                    if g.prefix == &*w.prefix
                        && g.subject == w.subject
                        && g.windows == w.windows.as_slice() =>
                {
                    g.asked += 1;
                    g.now = g.now.max(w.now);
                }
                _ => groups.push(Group {
                    prefix: &w.prefix,
                    subject: &w.subject,
                    windows: &w.windows,
                    now: w.now,
                    asked: 1,
                }),
            }
        }
        let result = self.run(&groups).await;
        let sizes: Vec<usize> = groups.iter().map(|g| g.asked).collect();
        drop(groups);
        let mut answers = batch.into_iter().map(|w| w.answer);
        match result {
            Ok(outcomes) => {
                for ((granted, before), size) in outcomes.into_iter().zip(sizes) {
                    for (n, answer) in (0u64..).zip(answers.by_ref().take(size)) {
                        let made = if n < granted { n + 1 } else { granted };
                        let _ = answer.send(Ok(QuotaOutcome {
                            allowed: n < granted,
                            counts: before.iter().map(|c| c + made).collect(),
                        }));
                    }
                }
            }
            Err(e) => {
                let message = e.to_string();
                for answer in answers {
                    let _ = answer.send(Err(StorageError::Unavailable(message.clone())));
                }
            }
        }
    }

    /// Gives back a script slot: the hits that queued meanwhile go on in a task of their own
    /// (keeping the slot), else the slot is free.
    fn release(&self) {
        let mut queue = self.queue();
        if queue.waiting.is_empty() {
            queue.in_flight -= 1;
            return;
        }
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            drop(queue);
            runtime.spawn(self.clone().drain());
        } else {
            // No runtime to run them on: the waiting hits are answered as abandoned.
            queue.in_flight -= 1;
            let abandoned = std::mem::take(&mut queue.waiting);
            drop(queue);
            drop(abandoned);
        }
    }
}

/// A script slot held: released on drop, even when the holder is dropped midway.
struct Slot<'a>(&'a RedisQuotas);

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        self.0.release();
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
        let waiting = {
            let mut queue = self.queue();
            if queue.in_flight < IN_FLIGHT {
                queue.in_flight += 1;
                None
            } else {
                let (answer, waiting) = oneshot::channel();
                queue.waiting.push(Waiting {
                    prefix: self.prefix.clone(),
                    subject: subject.to_owned(),
                    windows: windows.to_vec(),
                    now,
                    answer,
                });
                Some(waiting)
            }
        };
        if let Some(waiting) = waiting {
            return waiting.await.unwrap_or_else(|_| {
                Err(StorageError::Unavailable(
                    "redis: the quota script was abandoned".to_owned(),
                ))
            });
        }
        // A free slot: this hit's own script at once. What queues meanwhile goes on in a task
        // when the slot is given back, so that this request is not held back.
        let slot = Slot(self);
        let group = Group {
            prefix: &self.prefix,
            subject,
            windows,
            now,
            asked: 1,
        };
        let result = self.run(std::slice::from_ref(&group)).await;
        drop(slot);
        let (granted, counts) = result?
            .pop()
            .ok_or_else(|| StorageError::Other("redis: short answer".to_owned()))?;
        Ok(QuotaOutcome {
            allowed: granted == 1,
            counts: counts.iter().map(|c| c + granted).collect(),
        })
    }

    async fn take_token(
        &self,
        subject: &str,
        per_second: u32,
        burst: u32,
        now: DateTime<Utc>,
    ) -> Result<Token, StorageError> {
        let mut call = self.take.prepare_invoke();
        call.key(format!("{}b:{{{subject}}}", self.prefix))
            .arg(per_second.max(1))
            .arg(burst.max(1))
            .arg(now.timestamp_millis());
        let mut conn = self.conn.clone();
        let wait: i64 = call
            .invoke_async(&mut conn)
            .await
            .map_err(|e| StorageError::Unavailable(format!("redis: {e}")))?;
        Ok(match u64::try_from(wait) {
            Ok(0) | Err(_) => Token::Taken,
            Ok(ms) => Token::Wait(std::time::Duration::from_millis(ms)),
        })
    }
}
