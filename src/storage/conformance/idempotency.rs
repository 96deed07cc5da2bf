//! Idempotency keys: the claim's state machine, windows, stale holders, scopes, races.

use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use chrono::{DateTime, Utc};

use super::{after, concurrently, now, ok, unique};
use crate::storage::{Claim, Storage, StoredResponse};

const LOCK_TTL: Duration = Duration::from_secs(30);
const TTL: Duration = Duration::from_secs(24 * 3600);

fn fingerprint(byte: u8) -> [u8; 32] {
    let mut f = [byte; 32];
    f[0] = 0xfe;
    f[31] = byte.wrapping_mul(7);
    f
}

async fn claim(s: &dyn Storage, scope: &str, key: &str, fp: &[u8; 32], at: DateTime<Utc>) -> Claim {
    ok(
        s.idempotency_claim(scope, key, fp, at, LOCK_TTL, TTL).await,
        &format!("idempotency_claim {scope} {key}"),
    )
}

fn response() -> StoredResponse {
    StoredResponse {
        status: 201,
        headers: vec![
            ("location".to_owned(), "/v1/things/thing_01".to_owned()),
            ("content-type".to_owned(), "application/json".to_owned()),
            ("x-dup".to_owned(), "2".to_owned()),
            ("x-dup".to_owned(), "1".to_owned()),
            ("a-last".to_owned(), String::new()),
        ],
        body: Bytes::from_static(b"{\"id\":\"thing_01\"}\x00\xff\x9f\n"),
    }
}

/// Claimed, then in progress for the same fingerprint, mismatch for another; after complete,
/// replay of the identical response (or mismatch); after release, claimed again.
pub async fn idempotency_claim_follows_the_state_machine(s: &dyn Storage) {
    let scope = unique("conf_idem");
    let key = unique("key");
    let (a, b) = (fingerprint(1), fingerprint(2));
    let t = now();
    assert_eq!(
        claim(s, &scope, &key, &a, t).await,
        Claim::Claimed,
        "first claim"
    );
    assert_eq!(
        claim(s, &scope, &key, &a, t).await,
        Claim::InProgress,
        "second claim, same fingerprint, while held"
    );
    assert_eq!(
        claim(s, &scope, &key, &b, t).await,
        Claim::Mismatch,
        "claim with another fingerprint while held"
    );

    ok(
        s.idempotency_complete(&scope, &key, response()).await,
        "idempotency_complete",
    );
    let later = after(t, Duration::from_secs(3600));
    assert_eq!(
        claim(s, &scope, &key, &a, later).await,
        Claim::Replay(response()),
        "after complete, the same fingerprint must replay the identical response \
         (status, headers in order, body bytes), even past lock_ttl"
    );
    assert_eq!(
        claim(s, &scope, &key, &a, later).await,
        Claim::Replay(response()),
        "replay must be repeatable"
    );
    assert_eq!(
        claim(s, &scope, &key, &b, later).await,
        Claim::Mismatch,
        "after complete, another fingerprint is a mismatch"
    );

    let key2 = unique("key");
    assert_eq!(
        claim(s, &scope, &key2, &a, t).await,
        Claim::Claimed,
        "claim"
    );
    ok(
        s.idempotency_release(&scope, &key2).await,
        "idempotency_release",
    );
    assert_eq!(
        claim(s, &scope, &key2, &b, t).await,
        Claim::Claimed,
        "after release, the key must be claimable again (by any fingerprint)"
    );
    ok(
        s.idempotency_release(&scope, &unique("key_never_claimed"))
            .await,
        "release of an unknown key",
    );

    let key3 = unique("key");
    assert_eq!(
        claim(s, &scope, &key3, &a, t).await,
        Claim::Claimed,
        "claim"
    );
    let empty = StoredResponse {
        status: 204,
        headers: Vec::new(),
        body: Bytes::new(),
    };
    ok(
        s.idempotency_complete(&scope, &key3, empty.clone()).await,
        "complete with no body",
    );
    assert_eq!(
        claim(s, &scope, &key3, &a, t).await,
        Claim::Replay(empty),
        "an empty response must replay as empty"
    );
}

/// Once `ttl` has passed since first use, the key is claimed anew, even by another fingerprint.
pub async fn idempotency_key_is_claimed_anew_after_ttl(s: &dyn Storage) {
    let scope = unique("conf_idem_ttl");
    let (a, b) = (fingerprint(3), fingerprint(4));
    let t = now();

    let done = unique("key");
    assert_eq!(
        claim(s, &scope, &done, &a, t).await,
        Claim::Claimed,
        "claim"
    );
    ok(
        s.idempotency_complete(&scope, &done, response()).await,
        "complete",
    );
    let just_before = after(t, TTL - Duration::from_millis(1));
    assert_eq!(
        claim(s, &scope, &done, &b, just_before).await,
        Claim::Mismatch,
        "1 ms before ttl passes, another fingerprint is still a mismatch"
    );
    let expired = after(t, TTL);
    assert_eq!(
        claim(s, &scope, &done, &b, expired).await,
        Claim::Claimed,
        "at first use + ttl a completed key must be claimed anew, even by another fingerprint"
    );
    assert_eq!(
        claim(s, &scope, &done, &b, expired).await,
        Claim::InProgress,
        "the new claim must hold the key"
    );
    assert_eq!(
        claim(s, &scope, &done, &a, expired).await,
        Claim::Mismatch,
        "the new claim's fingerprint must replace the old one"
    );

    let held = unique("key");
    assert_eq!(
        claim(s, &scope, &held, &a, t).await,
        Claim::Claimed,
        "claim"
    );
    assert_eq!(
        claim(s, &scope, &held, &b, expired).await,
        Claim::Claimed,
        "at first use + ttl a held key must be claimed anew, even by another fingerprint"
    );
}

/// A key held for `lock_ttl` or longer is presumed abandoned: the same fingerprint claims it.
pub async fn idempotency_stale_holder_is_taken_over(s: &dyn Storage) {
    let scope = unique("conf_idem_lock");
    let key = unique("key");
    let (a, b) = (fingerprint(5), fingerprint(6));
    let t = now();
    assert_eq!(claim(s, &scope, &key, &a, t).await, Claim::Claimed, "claim");
    let almost = after(t, LOCK_TTL - Duration::from_millis(1));
    assert_eq!(
        claim(s, &scope, &key, &a, almost).await,
        Claim::InProgress,
        "1 ms before lock_ttl the holder still holds the key"
    );
    let stale = after(t, LOCK_TTL);
    assert_eq!(
        claim(s, &scope, &key, &b, stale).await,
        Claim::Mismatch,
        "a stale holder is taken over by the same fingerprint only"
    );
    assert_eq!(
        claim(s, &scope, &key, &a, stale).await,
        Claim::Claimed,
        "a holder older than lock_ttl must be taken over"
    );
    assert_eq!(
        claim(s, &scope, &key, &a, stale).await,
        Claim::InProgress,
        "the takeover must hold the key anew (its lock restarts)"
    );
    assert_eq!(
        claim(s, &scope, &key, &a, after(stale, LOCK_TTL)).await,
        Claim::Claimed,
        "lock_ttl after the takeover, the key can be taken over again"
    );
}

/// The same key in two scopes is two keys.
pub async fn idempotency_scopes_are_independent(s: &dyn Storage) {
    let (scope1, scope2) = (unique("conf_idem_s1"), unique("conf_idem_s2"));
    let key = unique("key");
    let (a, b) = (fingerprint(7), fingerprint(8));
    let t = now();
    assert_eq!(
        claim(s, &scope1, &key, &a, t).await,
        Claim::Claimed,
        "claim in scope 1"
    );
    assert_eq!(
        claim(s, &scope2, &key, &b, t).await,
        Claim::Claimed,
        "the same key in another scope must be claimed independently"
    );
    ok(
        s.idempotency_complete(&scope1, &key, response()).await,
        "complete in scope 1",
    );
    assert_eq!(
        claim(s, &scope2, &key, &b, t).await,
        Claim::InProgress,
        "completing in scope 1 must not complete scope 2"
    );
    ok(
        s.idempotency_release(&scope2, &key).await,
        "release in scope 2",
    );
    assert_eq!(
        claim(s, &scope1, &key, &a, t).await,
        Claim::Replay(response()),
        "releasing in scope 2 must not release scope 1"
    );
}

/// Of 20 concurrent claims of one key, exactly one is claimed; the others are in progress.
pub async fn concurrent_claims_of_one_key_claim_once(storage: Arc<dyn Storage>) {
    let scope = unique("conf_idem_race");
    let key = unique("key");
    let fp = fingerprint(9);
    let t = now();
    let claims: Vec<Claim> = concurrently(&storage, 20, |s, _| {
        let (scope, key) = (scope.clone(), key.clone());
        async move {
            let claimed = s.idempotency_claim(&scope, &key, &fp, t, LOCK_TTL, TTL);
            ok(claimed.await, "concurrent claim")
        }
    })
    .await;
    let claimed = claims.iter().filter(|c| **c == Claim::Claimed).count();
    assert_eq!(
        claimed, 1,
        "exactly one of 20 concurrent claims must be Claimed: {claims:?}"
    );
    assert!(
        claims
            .iter()
            .all(|c| *c == Claim::Claimed || *c == Claim::InProgress),
        "the other concurrent claims must be InProgress: {claims:?}"
    );
}
