//! The in-memory backend: for tests and for hosts that keep nothing across restarts.

use std::collections::{BTreeMap, HashMap};
use std::sync::Mutex;
use std::time::Duration;

use async_trait::async_trait;
use chrono::{DateTime, Utc};

use super::{
    Batch, Claim, ClaimedJob, Document, Expect, Job, JobWrite, ListQuery, LocalCounters,
    QuotaOutcome, QuotaWindow, Storage, StorageError, StoredResponse, UsageCount, UsageQuery,
    Write,
};

/// Documents, idempotency keys and counters in process memory, behind mutexes.
#[derive(Debug, Default)]
pub struct MemoryStorage {
    docs: std::sync::RwLock<BTreeMap<String, BTreeMap<String, Document>>>,
    idempotency: Mutex<HashMap<(String, String), IdemEntry>>,
    counters: LocalCounters,
    jobs: Mutex<BTreeMap<String, JobRow>>,
    signal: std::sync::Arc<tokio::sync::Notify>,
    usage: Mutex<BTreeMap<UsageKey, u64>>,
    /// Commits per kind of document, for [`Storage::generation`].
    generations: std::sync::RwLock<HashMap<String, u64, foldhash::fast::RandomState>>,
}

/// A usage counter's key: account, mode, start (Unix ms), family, metric.
type UsageKey = (String, String, i64, String, String);

#[derive(Debug, Clone)]
struct JobRow {
    job: Job,
    lease: Option<(DateTime<Utc>, String)>,
}

impl JobRow {
    /// When the job can next be claimed.
    fn claimable_at(&self) -> DateTime<Utc> {
        match &self.lease {
            Some((until, _)) => (*until).max(self.job.due_at),
            None => self.job.due_at,
        }
    }
}

fn job_conflict(id: &str) -> StorageError {
    StorageError::Conflict {
        kind: "job".to_owned(),
        id: id.to_owned(),
    }
}

/// Applies job changes to `jobs`, or changes nothing and names the first that cannot apply.
fn apply_jobs(
    jobs: &mut BTreeMap<String, JobRow>,
    writes: &[JobWrite],
) -> Result<bool, StorageError> {
    let mut next = jobs.clone();
    let mut wake = false;
    for w in writes {
        match w {
            JobWrite::Enqueue(job) => {
                if next.contains_key(&job.id) {
                    return Err(job_conflict(&job.id));
                }
                next.insert(
                    job.id.clone(),
                    JobRow {
                        job: job.clone(),
                        lease: None,
                    },
                );
                wake = true;
            }
            JobWrite::Reschedule { id, token, due_at } => {
                let row = next
                    .get_mut(id)
                    .filter(|r| r.lease.as_ref().is_some_and(|(_, t)| t == token))
                    .ok_or_else(|| job_conflict(id))?;
                row.job.due_at = *due_at;
                row.lease = None;
                wake = true;
            }
            JobWrite::Finish { id, token } => {
                next.get(id)
                    .filter(|r| r.lease.as_ref().is_some_and(|(_, t)| t == token))
                    .ok_or_else(|| job_conflict(id))?;
                next.remove(id);
            }
        }
    }
    *jobs = next;
    Ok(wake)
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

/// Whether `since + d <= now`; a sum past the end of time never passes.
fn passed(since: DateTime<Utc>, d: Duration, now: DateTime<Utc>) -> bool {
    chrono::Duration::from_std(d)
        .ok()
        .and_then(|d| since.checked_add_signed(d))
        .is_some_and(|end| end <= now)
}

#[async_trait]
impl Storage for MemoryStorage {
    fn generation(&self, kind: &str) -> Option<u64> {
        let generations = self.generations.read().unwrap_or_else(|e| e.into_inner());
        Some(generations.get(kind).copied().unwrap_or(0))
    }

    async fn get(&self, kind: &str, id: &str) -> Result<Option<Document>, StorageError> {
        let docs = self.docs.read().unwrap_or_else(|e| e.into_inner());
        // Kind, then id: a lookup borrows both and allocates nothing.
        Ok(docs.get(kind).and_then(|of_kind| of_kind.get(id)).cloned())
    }

    async fn list(&self, q: &ListQuery) -> Result<Vec<Document>, StorageError> {
        let docs = self.docs.read().unwrap_or_else(|e| e.into_inner());
        let Some(of_kind) = docs.get(&q.kind) else {
            return Ok(Vec::new());
        };
        let upper = match &q.before {
            Some(b) => std::ops::Bound::Excluded(b.as_str()),
            None => std::ops::Bound::Unbounded,
        };
        Ok(of_kind
            .range::<str, _>((std::ops::Bound::Unbounded, upper))
            .rev()
            .map(|(_, d)| d)
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
        let Batch { writes, jobs } = batch;
        // What the batch replaces, dropped once the locks are released.
        let mut replaced: Vec<Document> = Vec::new();
        let wake = {
            // Lock order: documents, then jobs.
            let mut docs = self.docs.write().unwrap_or_else(|e| e.into_inner());
            let mut queue = self.jobs.lock().unwrap_or_else(|e| e.into_inner());
            // Check every condition against the state as the earlier writes of the batch left
            // it: (kind, id) → the index of the put that last wrote it, or `None` for a delete.
            let mut staged: BTreeMap<(String, String), Option<usize>> = BTreeMap::new();
            for (i, w) in writes.iter().enumerate() {
                let (kind, id, expect) = match w {
                    Write::Put { doc, expect } => (&doc.kind, &doc.id, *expect),
                    Write::Delete { kind, id, expect } => (kind, id, *expect),
                };
                let key = (kind.clone(), id.clone());
                let current = match staged.get(&key) {
                    Some(Some(at)) => match &writes[*at] {
                        Write::Put { doc, .. } => Some(doc),
                        Write::Delete { .. } => None,
                    },
                    Some(None) => None,
                    None => docs.get(kind).and_then(|of_kind| of_kind.get(id)),
                };
                check(current, kind, id, expect)?;
                let after = match w {
                    Write::Put { .. } => Some(i),
                    Write::Delete { .. } => None,
                };
                staged.insert(key, after);
            }
            let wake = apply_jobs(&mut queue, &jobs)?;
            {
                // Bumped while the documents are locked: a reader sees the new number no later
                // than the new documents.
                let mut generations = self.generations.write().unwrap_or_else(|e| e.into_inner());
                for (kind, _) in staged.keys() {
                    *generations.entry(kind.clone()).or_default() += 1;
                }
            }
            // The documents move from the batch into the map (no copy).
            let mut writes: Vec<Option<Write>> = writes.into_iter().map(Some).collect();
            for ((kind, id), after) in staged {
                match after.and_then(|at| writes[at].take()) {
                    Some(Write::Put { doc, .. }) => {
                        if let Some(old) = docs.entry(kind).or_default().insert(id, doc) {
                            replaced.push(old);
                        }
                    }
                    _ => {
                        if let Some(of_kind) = docs.get_mut(&kind) {
                            if let Some(old) = of_kind.remove(&id) {
                                replaced.push(old);
                            }
                            if of_kind.is_empty() {
                                docs.remove(&kind);
                            }
                        }
                    }
                }
            }
            wake
        };
        drop(replaced);
        if wake {
            self.signal.notify_waiters();
            self.signal.notify_one();
        }
        Ok(())
    }

    async fn claim_jobs(
        &self,
        queue: &str,
        now: DateTime<Utc>,
        lease: Duration,
        limit: usize,
    ) -> Result<Vec<ClaimedJob>, StorageError> {
        let mut jobs = self.jobs.lock().unwrap_or_else(|e| e.into_inner());
        let mut due: Vec<&mut JobRow> = jobs
            .values_mut()
            .filter(|r| r.job.queue == queue && r.claimable_at() <= now)
            .collect();
        due.sort_by(|a, b| (a.job.due_at, &a.job.id).cmp(&(b.job.due_at, &b.job.id)));
        let until = chrono::Duration::from_std(lease)
            .ok()
            .and_then(|d| now.checked_add_signed(d))
            .unwrap_or(DateTime::<Utc>::MAX_UTC);
        Ok(due
            .into_iter()
            .take(limit)
            .map(|row| {
                let token = format!("{:032x}", rand::random::<u128>());
                row.lease = Some((until, token.clone()));
                ClaimedJob {
                    job: row.job.clone(),
                    token,
                }
            })
            .collect())
    }

    async fn next_job_at(&self, queue: &str) -> Result<Option<DateTime<Utc>>, StorageError> {
        let jobs = self.jobs.lock().unwrap_or_else(|e| e.into_inner());
        Ok(jobs
            .values()
            .filter(|r| r.job.queue == queue)
            .map(JobRow::claimable_at)
            .min())
    }

    async fn purge_documents(
        &self,
        kind: &str,
        before: &str,
        limit: usize,
    ) -> Result<u64, StorageError> {
        let mut docs = self.docs.write().unwrap_or_else(|e| e.into_inner());
        let Some(of_kind) = docs.get_mut(kind) else {
            return Ok(0);
        };
        let doomed: Vec<String> = of_kind
            .range::<str, _>((
                std::ops::Bound::Unbounded,
                std::ops::Bound::Excluded(before),
            ))
            .take(limit)
            .map(|(id, _)| id.clone())
            .collect();
        for id in &doomed {
            of_kind.remove(id);
        }
        if !doomed.is_empty() {
            let mut generations = self.generations.write().unwrap_or_else(|e| e.into_inner());
            *generations.entry(kind.to_owned()).or_default() += 1;
        }
        if of_kind.is_empty() {
            docs.remove(kind);
        }
        Ok(doomed.len() as u64)
    }

    async fn purge_idempotency_keys(
        &self,
        before: DateTime<Utc>,
        limit: usize,
    ) -> Result<u64, StorageError> {
        let mut map = self.idempotency.lock().unwrap_or_else(|e| e.into_inner());
        let doomed: Vec<(String, String)> = map
            .iter()
            .filter(|(_, e)| e.first_used < before)
            .take(limit)
            .map(|(k, _)| k.clone())
            .collect();
        for k in &doomed {
            map.remove(k);
        }
        Ok(doomed.len() as u64)
    }

    fn job_signal(&self) -> std::sync::Arc<tokio::sync::Notify> {
        self.signal.clone()
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
        if passed(entry.first_used, ttl, now) {
            *entry = fresh;
            return Ok(Claim::Claimed);
        }
        if entry.fingerprint != *fingerprint {
            return Ok(Claim::Mismatch);
        }
        match &entry.response {
            Some(r) => Ok(Claim::Replay(r.clone())),
            None if passed(entry.locked_at, lock_ttl, now) => {
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

    async fn add_usage(&self, counts: &[UsageCount]) -> Result<(), StorageError> {
        let merged = super::merge_usage(counts);
        let mut usage = self.usage.lock().unwrap_or_else(|e| e.into_inner());
        for ((account, mode, start, family, metric), n) in merged {
            let key = (
                account.to_owned(),
                mode.to_owned(),
                start,
                family.to_owned(),
                metric.to_owned(),
            );
            let count = usage.entry(key).or_default();
            *count = count.saturating_add(n);
        }
        Ok(())
    }

    async fn usage(&self, q: &UsageQuery) -> Result<Vec<UsageCount>, StorageError> {
        let (from, to) = (q.from.timestamp_millis(), q.to.timestamp_millis());
        let bucket = i64::try_from(q.bucket.as_millis()).unwrap_or(i64::MAX);
        let mut sums: BTreeMap<(i64, &str, &str, &str), u64> = BTreeMap::new();
        let usage = self.usage.lock().unwrap_or_else(|e| e.into_inner());
        for ((account, mode, start, family, metric), n) in usage.iter() {
            if *account != q.account || *start < from || *start >= to {
                continue;
            }
            let key = (
                super::bucket_start(*start, bucket),
                &**mode,
                &**family,
                &**metric,
            );
            let sum = sums.entry(key).or_default();
            *sum = sum.saturating_add(*n);
        }
        Ok(sums
            .into_iter()
            .map(|((start, mode, family, metric), count)| UsageCount {
                account: q.account.clone(),
                mode: mode.to_owned(),
                start: DateTime::from_timestamp_millis(start).unwrap_or_default(),
                family: family.to_owned(),
                metric: metric.to_owned(),
                count,
            })
            .collect())
    }
}
