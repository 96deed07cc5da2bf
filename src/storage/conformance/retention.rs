//! Retention: the purges delete exactly what is older than their bound.

use std::time::Duration;

use super::{commit, doc, get, now, ok, unique};
use crate::storage::{Batch, Claim, Expect, Storage};

/// The retention primitives delete exactly what sorts (or was first used) before the bound.
pub async fn purges_delete_only_what_is_older(s: &dyn Storage) {
    let kind = unique("purge");
    let ids = ["doc_01", "doc_02", "doc_03", "doc_04"];
    let batch = (ids.iter()).fold(Batch::new(), |b, id| {
        b.put(doc(&kind, id, "acc_1", 1), Expect::Absent)
    });
    commit(s, batch, "put four documents").await;
    let kind = kind.as_str();
    let purge = |max| async move {
        let purged = s.purge_documents(kind, "doc_03", max).await;
        ok(purged, "purge_documents")
    };
    assert_eq!(purge(1).await, 1, "limit");
    assert_eq!(purge(10).await, 1);
    assert!(get(s, kind, "doc_02").await.is_none());
    assert!(
        get(s, kind, "doc_03").await.is_some(),
        "the bound itself stays"
    );
    assert!(get(s, kind, "doc_04").await.is_some());

    let scope = unique("scope");
    let t = now();
    // A window of 48 h: without the purge, the old key would still be held.
    let ttl = Duration::from_secs(2 * 86_400);
    let claim = |key: &'static str, fp: [u8; 32], at| {
        let scope = scope.clone();
        async move {
            let claimed = s.idempotency_claim(&scope, key, &fp, at, ttl, ttl).await;
            ok(claimed, &format!("idempotency_claim {key}"))
        }
    };
    let fp = [7u8; 32];
    assert_eq!(
        claim("old", fp, t - chrono::Duration::hours(25)).await,
        Claim::Claimed
    );
    assert_eq!(claim("new", fp, t).await, Claim::Claimed);
    let purged = s
        .purge_idempotency_keys(t - chrono::Duration::hours(24), 1000)
        .await
        .unwrap();
    assert!(purged >= 1, "the old key is purged");
    // The new key is still held; the old one is free again.
    assert_eq!(claim("new", fp, t).await, Claim::InProgress);
    assert_eq!(claim("old", [8u8; 32], t).await, Claim::Claimed);
}
