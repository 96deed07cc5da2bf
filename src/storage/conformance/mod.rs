//! The conformance suite a [`Storage`] backend must pass (feature `test-util`).
//!
//! Each check is a `pub async fn` named after the behaviour it proves and panics with a clear
//! message when the backend breaks it; [`run`] runs them all. Every check uses kinds, ids,
//! subjects and scopes with a random suffix, so the suite can run again and again against the
//! same database. The checks that prove atomicity under concurrency spawn Tokio tasks and so take
//! an `Arc<dyn Storage>`; call them from inside a Tokio runtime (a multi-threaded one exercises
//! the backend best).
//!
//! The checks, by concern: documents and batches (`documents.rs`), lists and pages
//! (`listing.rs`), quota counters (`quotas.rs`), idempotency keys (`idempotency.rs`), the job
//! queue of the transactional outbox (`jobs.rs`), the retention purges (`retention.rs`), the
//! balances and entries of a double-entry ledger under concurrent postings (`ledger.rs`), and
//! the usage counters that nodes add to (`usage.rs`).
//!
//! ```no_run
//! # async fn demo() {
//! use std::sync::Arc;
//! use edugen::storage::{conformance, MemoryStorage};
//! conformance::run(Arc::new(MemoryStorage::new())).await;
//! # }
//! ```

use std::collections::BTreeMap;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};

use super::{Batch, Document, QuotaStore, Storage, StorageError};

mod documents;
mod idempotency;
mod jobs;
mod ledger;
mod listing;
mod quotas;
mod retention;
mod usage;

pub use documents::{
    commit_enforces_expectations, commit_is_all_or_nothing,
    concurrent_batches_succeed_or_fail_each_on_its_own, concurrent_versioned_updates_succeed_once,
    generation_changes_with_every_write_of_its_kind, get_cached_reads_what_get_reads,
    get_many_reads_each_key_in_order, put_then_get_returns_the_identical_document,
    writes_of_one_batch_see_each_other,
};
pub use idempotency::{
    concurrent_claims_of_one_key_claim_once, idempotency_claim_follows_the_state_machine,
    idempotency_key_is_claimed_anew_after_ttl, idempotency_scopes_are_independent,
    idempotency_stale_holder_is_taken_over,
};
pub use jobs::{
    commits_that_enqueue_jobs_wake_the_workers, concurrent_claims_take_each_job_once,
    jobs_are_claimed_when_due_under_a_lease, jobs_are_enqueued_with_the_writes_or_not_at_all,
    only_the_lease_holder_finishes_or_reschedules_a_job,
};
pub use ledger::concurrent_ledger_postings_never_lose_money;
pub use listing::{
    list_filters_on_fields, list_pages_through_every_document_once,
    list_returns_one_account_and_kind_by_id_descending,
};
pub use quotas::{
    concurrent_hits_never_exceed_the_limit, concurrent_hits_of_several_subjects_count_apart,
    hit_allows_up_to_the_limit, hit_counts_from_zero_after_the_window_resets,
    hit_refused_by_one_window_increments_none,
};
pub use retention::purges_delete_only_what_is_older;
pub use usage::{
    concurrent_usage_additions_all_count, usage_counters_add_up_and_are_read_per_bucket,
};

/// Runs the quota checks against a [`QuotaStore`] (run by [`run`] on the storage's own
/// counters; a host's other store runs them alone).
pub async fn run_quotas(quotas: Arc<dyn QuotaStore>) {
    let q = &*quotas;
    hit_allows_up_to_the_limit(q).await;
    hit_refused_by_one_window_increments_none(q).await;
    hit_counts_from_zero_after_the_window_resets(q).await;
    concurrent_hits_never_exceed_the_limit(quotas.clone()).await;
    concurrent_hits_of_several_subjects_count_apart(quotas).await;
}

/// Runs every check of the suite against `storage`, panicking on the first failure.
pub async fn run(storage: Arc<dyn Storage>) {
    let s = &*storage;
    put_then_get_returns_the_identical_document(s).await;
    get_cached_reads_what_get_reads(s).await;
    get_many_reads_each_key_in_order(s).await;
    generation_changes_with_every_write_of_its_kind(s).await;
    commit_enforces_expectations(s).await;
    commit_is_all_or_nothing(s).await;
    writes_of_one_batch_see_each_other(s).await;
    list_returns_one_account_and_kind_by_id_descending(s).await;
    list_filters_on_fields(s).await;
    list_pages_through_every_document_once(s).await;
    run_quotas(Arc::new(crate::storage::StorageQuotas(storage.clone()))).await;
    idempotency_claim_follows_the_state_machine(s).await;
    idempotency_key_is_claimed_anew_after_ttl(s).await;
    idempotency_stale_holder_is_taken_over(s).await;
    idempotency_scopes_are_independent(s).await;
    concurrent_claims_of_one_key_claim_once(storage.clone()).await;
    concurrent_versioned_updates_succeed_once(storage.clone()).await;
    concurrent_batches_succeed_or_fail_each_on_its_own(storage.clone()).await;
    concurrent_ledger_postings_never_lose_money(storage.clone()).await;
    jobs_are_enqueued_with_the_writes_or_not_at_all(s).await;
    jobs_are_claimed_when_due_under_a_lease(s).await;
    only_the_lease_holder_finishes_or_reschedules_a_job(s).await;
    concurrent_claims_take_each_job_once(storage.clone()).await;
    purges_delete_only_what_is_older(s).await;
    usage_counters_add_up_and_are_read_per_bucket(s).await;
    concurrent_usage_additions_all_count(storage.clone()).await;
    commits_that_enqueue_jobs_wake_the_workers(storage).await;
}

// ---------------------------------------------------------------------------------------------
// Helpers

/// A name unique to this run of a check.
fn unique(prefix: &str) -> String {
    format!("{prefix}_{:016x}", rand::random::<u64>())
}

/// A fresh kind named after `prefix`, and a fresh account.
fn kind_and_account(prefix: &str) -> (String, String) {
    (unique(prefix), unique("acct"))
}

/// The current time, whole milliseconds (backends may store milliseconds).
fn now() -> DateTime<Utc> {
    DateTime::from_timestamp_millis(Utc::now().timestamp_millis()).unwrap_or_else(Utc::now)
}

/// `t` plus `d`.
fn after(t: DateTime<Utc>, d: Duration) -> DateTime<Utc> {
    t + chrono::Duration::from_std(d).expect("test durations fit chrono")
}

/// A document without fields whose body names its id and version.
fn doc(kind: &str, id: &str, account: &str, version: u64) -> Document {
    Document {
        kind: kind.to_owned(),
        id: id.to_owned(),
        account: account.to_owned(),
        version,
        fields: BTreeMap::new(),
        body: serde_json::json!({ "id": id, "version": version }),
    }
}

/// The value of a call expected to succeed (`what` names it in the panic message).
fn ok<T>(result: Result<T, StorageError>, what: &str) -> T {
    match result {
        Ok(v) => v,
        Err(e) => panic!("{what}: expected success, got the error {e:?}"),
    }
}

fn assert_conflict(result: Result<(), StorageError>, kind: &str, id: &str, what: &str) {
    match result {
        Err(StorageError::Conflict { kind: k, id: i }) if k == kind && i == id => {}
        other => {
            panic!("{what}: expected Conflict {{ kind: {kind:?}, id: {id:?} }}, got {other:?}")
        }
    }
}

async fn get(s: &dyn Storage, kind: &str, id: &str) -> Option<Document> {
    ok(s.get(kind, id).await, &format!("get {kind} {id}"))
}

async fn commit(s: &dyn Storage, batch: Batch, what: &str) {
    ok(s.commit(batch).await, what);
}

/// Every document of `kind` of `account` (at most 10,000).
async fn list_all(s: &dyn Storage, kind: &str, account: &str) -> Vec<Document> {
    let q = super::ListQuery {
        kind: kind.to_owned(),
        account: account.to_owned(),
        filters: Vec::new(),
        before: None,
        limit: 10_000,
    };
    ok(s.list(&q).await, &format!("list {kind}"))
}

fn ids(docs: &[Document]) -> Vec<String> {
    docs.iter().map(|d| d.id.clone()).collect()
}

/// Runs `n` tasks at once, task `i` being `task(storage, i)`; their results, in order.
async fn concurrently<S, T, F, Fut>(storage: &Arc<S>, n: usize, task: F) -> Vec<T>
where
    S: ?Sized,
    F: Fn(Arc<S>, usize) -> Fut,
    Fut: Future<Output = T> + Send + 'static,
    T: Send + 'static,
{
    let tasks: Vec<_> = (0..n)
        .map(|i| tokio::spawn(task(storage.clone(), i)))
        .collect();
    let mut results = Vec::with_capacity(n);
    for t in tasks {
        results.push(t.await.expect("a concurrent task panicked"));
    }
    results
}
