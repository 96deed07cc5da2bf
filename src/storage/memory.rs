//! The in-memory backend: for tests and for hosts that keep nothing across restarts.

use std::collections::{BTreeMap, HashMap};
use std::sync::Mutex;
use std::time::Duration;

use async_trait::async_trait;
use chrono::{DateTime, Utc};

use super::{
    Batch, Claim, Document, Expect, ListQuery, LocalCounters, QuotaOutcome, QuotaWindow, Storage,
    StorageError, StoredResponse, Write,
};

/// Documents, idempotency keys and counters in process memory, behind mutexes.
#[derive(Debug, Default)]
pub struct MemoryStorage {
    docs: Mutex<BTreeMap<(String, String), Document>>,
    idempotency: Mutex<HashMap<(String, String), IdemEntry>>,
    counters: LocalCounters,
}

#[derive(Debug, Clone)]
struct IdemEntry {
    fingerprint: [u8; 32],
    first_used: DateTime<Utc>,
    locked_at: DateTime<Utc>,
    response: Option<StoredResponse>,
}

impl MemoryStorage {
    /// An empty store.
    pub fn new() -> Self {
        Self::default()
    }
}

fn check(
    current: Option<&Document>,
    kind: &str,
    id: &str,
    expect: Expect,
) -> Result<(), StorageError> {
    let ok = match expect {
        Expect::Any => true,
        Expect::Absent => current.is_none(),
        Expect::Version(v) => current.is_some_and(|d| d.version == v),
    };
    if ok {
        Ok(())
    } else {
        Err(StorageError::Conflict {
            kind: kind.to_owned(),
            id: id.to_owned(),
        })
    }
}

pub(crate) fn chrono_duration(d: Duration) -> chrono::Duration {
    chrono::Duration::from_std(d).unwrap_or(chrono::Duration::MAX)
}

#[async_trait]
impl Storage for MemoryStorage {
    async fn get(&self, kind: &str, id: &str) -> Result<Option<Document>, StorageError> {
        let docs = self.docs.lock().unwrap_or_else(|e| e.into_inner());
        Ok(docs.get(&(kind.to_owned(), id.to_owned())).cloned())
    }

    async fn list(&self, q: &ListQuery) -> Result<Vec<Document>, StorageError> {
        let docs = self.docs.lock().unwrap_or_else(|e| e.into_inner());
        let lower = (q.kind.clone(), String::new());
        // Every (kind, id) sorts below (kind + "\0", "").
        let upper = match &q.before {
            Some(b) => (q.kind.clone(), b.clone()),
            None => (format!("{}\0", q.kind), String::new()),
        };
        Ok(docs
            .range((
                std::ops::Bound::Included(lower),
                std::ops::Bound::Excluded(upper),
            ))
            .rev()
            .map(|(_, d)| d)
            .take_while(|d| d.kind == q.kind)
            .filter(|d| {
                d.account == q.account
                    && q.filters
                        .iter()
                        .all(|(k, v)| d.fields.get(k).is_some_and(|x| x == v))
            })
            .take(q.limit)
            .cloned()
            .collect())
    }

    async fn commit(&self, batch: Batch) -> Result<(), StorageError> {
        let mut docs = self.docs.lock().unwrap_or_else(|e| e.into_inner());
        // Check every condition against the state as the earlier writes of the batch left it.
        let mut staged: BTreeMap<(String, String), Option<Document>> = BTreeMap::new();
        for w in &batch.writes {
            let (kind, id, expect) = match w {
                Write::Put { doc, expect } => (&doc.kind, &doc.id, *expect),
                Write::Delete { kind, id, expect } => (kind, id, *expect),
            };
            let key = (kind.clone(), id.clone());
            let current = match staged.get(&key) {
                Some(state) => state.as_ref(),
                None => docs.get(&key),
            };
            check(current, kind, id, expect)?;
            let after = match w {
                Write::Put { doc, .. } => Some(doc.clone()),
                Write::Delete { .. } => None,
            };
            staged.insert(key, after);
        }
        for (key, after) in staged {
            match after {
                Some(doc) => {
                    docs.insert(key, doc);
                }
                None => {
                    docs.remove(&key);
                }
            }
        }
        Ok(())
    }

    async fn hit(
        &self,
        subject: &str,
        windows: &[QuotaWindow],
        now: DateTime<Utc>,
    ) -> Result<QuotaOutcome, StorageError> {
        Ok(self.counters.hit(subject, windows, now))
    }

    async fn idempotency_claim(
        &self,
        scope: &str,
        key: &str,
        fingerprint: &[u8; 32],
        now: DateTime<Utc>,
        lock_ttl: Duration,
        ttl: Duration,
    ) -> Result<Claim, StorageError> {
        let mut map = self.idempotency.lock().unwrap_or_else(|e| e.into_inner());
        let k = (scope.to_owned(), key.to_owned());
        let fresh = IdemEntry {
            fingerprint: *fingerprint,
            first_used: now,
            locked_at: now,
            response: None,
        };
        let Some(entry) = map.get_mut(&k) else {
            map.insert(k, fresh);
            return Ok(Claim::Claimed);
        };
        if entry.first_used + chrono_duration(ttl) <= now {
            *entry = fresh;
            return Ok(Claim::Claimed);
        }
        if entry.fingerprint != *fingerprint {
            return Ok(Claim::Mismatch);
        }
        match &entry.response {
            Some(r) => Ok(Claim::Replay(r.clone())),
            None if entry.locked_at + chrono_duration(lock_ttl) <= now => {
                entry.locked_at = now;
                Ok(Claim::Claimed)
            }
            None => Ok(Claim::InProgress),
        }
    }

    async fn idempotency_complete(
        &self,
        scope: &str,
        key: &str,
        response: StoredResponse,
    ) -> Result<(), StorageError> {
        let mut map = self.idempotency.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(entry) = map.get_mut(&(scope.to_owned(), key.to_owned())) {
            entry.response = Some(response);
        }
        Ok(())
    }

    async fn idempotency_release(&self, scope: &str, key: &str) -> Result<(), StorageError> {
        let mut map = self.idempotency.lock().unwrap_or_else(|e| e.into_inner());
        map.remove(&(scope.to_owned(), key.to_owned()));
        Ok(())
    }
}
