//! Documents: reads, conditional writes, all-or-nothing batches, concurrent updates.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use super::{assert_conflict, commit, concurrently, doc, get, kind_and_account, ok, unique};
use crate::storage::{Batch, Document, Expect, Storage, StorageError};

/// `get_many` answers each key in the order asked, as `get` answers it: documents of several
/// kinds, a key asked twice, missing ids and kinds as `None`.
pub async fn get_many_reads_each_key_in_order(s: &dyn Storage) {
    let kind_a = unique("conf_many_a");
    let kind_b = unique("conf_many_b");
    let account = unique("acct");
    let a1 = doc(&kind_a, "m1", &account, 1);
    let a2 = doc(&kind_a, "m2", &account, 3);
    let b1 = doc(&kind_b, "m1", &account, 2);
    commit(
        s,
        Batch::new()
            .put(a1.clone(), Expect::Absent)
            .put(a2.clone(), Expect::Absent)
            .put(b1.clone(), Expect::Absent),
        "put three documents",
    )
    .await;
    let keys = [
        (kind_b.as_str(), "m1"),
        (kind_a.as_str(), "m2"),
        (kind_a.as_str(), "missing"),
        (kind_a.as_str(), "m1"),
        ("conf_no_such_kind", "m1"),
        (kind_a.as_str(), "m2"),
    ];
    let found = ok(s.get_many(&keys).await, "get_many");
    assert_eq!(
        found,
        vec![
            Some(b1.clone()),
            Some(a2.clone()),
            None,
            Some(a1.clone()),
            None,
            Some(a2.clone())
        ],
        "get_many must answer each key in order, missing ones as None"
    );
    for ((kind, id), answer) in keys.iter().zip(&found) {
        assert_eq!(
            &get(s, kind, id).await,
            answer,
            "get_many must answer {kind}/{id} as get does"
        );
    }
    assert_eq!(
        ok(s.get_many(&[]).await, "get_many of nothing"),
        Vec::<Option<Document>>::new()
    );
    assert_eq!(
        ok(
            s.get_many(&[(kind_a.as_str(), "m1")]).await,
            "get_many of one"
        ),
        vec![Some(a1)]
    );
}

/// A put document reads back identical (kind, id, account, version, fields, body), whatever
/// its account; a missing id reads as `None`.
pub async fn put_then_get_returns_the_identical_document(s: &dyn Storage) {
    let kind = unique("conf_get");
    let full = Document {
        kind: kind.clone(),
        id: "doc_full".to_owned(),
        account: unique("acct"),
        version: 7,
        fields: BTreeMap::from([
            ("status".to_owned(), "published".to_owned()),
            ("level".to_owned(), "Terminale — spécialité".to_owned()),
            ("empty".to_owned(), String::new()),
        ]),
        body: serde_json::json!({
            "title": "Équations du second degré \u{1F4D0}",
            "questions": [
                { "n": 1, "points": 2.5, "choices": ["a", "b"], "correct": null },
                { "n": 2, "points": -0.25, "open": true }
            ],
            "big": 9_007_199_254_740_993_u64,
            "neg": -42,
            "quote": "she said \"hi\"\n\\",
            "nested": { "z": {}, "a": [] }
        }),
    };
    let bare = Document {
        kind: kind.clone(),
        id: "doc_bare".to_owned(),
        account: String::new(),
        version: 1,
        fields: BTreeMap::new(),
        body: serde_json::json!("just a string"),
    };
    commit(
        s,
        Batch::new()
            .put(full.clone(), Expect::Absent)
            .put(bare.clone(), Expect::Any),
        "put two documents",
    )
    .await;
    assert_eq!(
        get(s, &kind, "doc_full").await.as_ref(),
        Some(&full),
        "get must return the document exactly as put"
    );
    assert_eq!(
        get(s, &kind, "doc_bare").await.as_ref(),
        Some(&bare),
        "get must return a document without account or fields exactly as put"
    );
    assert_eq!(
        get(s, &kind, "doc_missing").await,
        None,
        "get of a missing id must be None"
    );
    assert_eq!(
        get(s, &unique("conf_other_kind"), "doc_full").await,
        None,
        "ids are unique within a kind only: another kind must not see the document"
    );
}

/// [`Storage::get_cached`] reads what [`Storage::get`] reads, and sees the storage's own
/// commits at once: a put (of a document first read as missing), an update, a failed batch, a
/// delete.
pub async fn get_cached_reads_what_get_reads(s: &dyn Storage) {
    // One kind for every run: a backend may keep a note of each kind it caches.
    let kind = "conformance_cached";
    let (id, account) = (unique("doc"), unique("acct"));
    let cached = |what: &'static str| {
        let id = id.clone();
        async move { ok(s.get_cached(kind, &id).await, what) }
    };
    assert_eq!(
        cached("get_cached of a missing document").await,
        None,
        "get_cached of a missing id must be None"
    );
    let v1 = doc(kind, &id, &account, 1);
    commit(s, Batch::new().put(v1.clone(), Expect::Absent), "put").await;
    assert_eq!(
        cached("get_cached after a put").await,
        Some(v1.clone()),
        "get_cached must see a put, even of a document it read as missing"
    );
    assert_eq!(
        cached("get_cached again").await,
        get(s, kind, &id).await,
        "get_cached must return what get returns"
    );

    let v2 = doc(kind, &id, &account, 2);
    commit(
        s,
        Batch::new().put(v2.clone(), Expect::Version(1)),
        "update",
    )
    .await;
    assert_eq!(
        cached("get_cached after an update").await,
        Some(v2.clone()),
        "get_cached must see an update at once"
    );
    let failing = Batch::new()
        .put(doc(kind, &id, &account, 3), Expect::Version(2))
        .put(doc(kind, &id, &account, 9), Expect::Version(9));
    assert!(
        s.commit(failing).await.is_err(),
        "a batch whose last write fails must fail"
    );
    assert_eq!(
        cached("get_cached after a failed batch").await,
        Some(v2),
        "get_cached must not see the writes of a failed batch"
    );

    commit(
        s,
        Batch::new().delete(kind, &id, Expect::Version(2)),
        "delete",
    )
    .await;
    assert_eq!(
        cached("get_cached after a delete").await,
        None,
        "get_cached must see a delete at once"
    );
}

/// `Absent` fails on an existing document, `Version(v)` holds only for the stored version, and
/// a delete expecting a stale version conflicts; each conflict names kind and id.
pub async fn commit_enforces_expectations(s: &dyn Storage) {
    let (kind, account) = kind_and_account("conf_expect");
    let v1 = doc(&kind, "a", &account, 1);
    commit(
        s,
        Batch::new().put(v1.clone(), Expect::Absent),
        "put Absent of a new id",
    )
    .await;

    assert_conflict(
        s.commit(Batch::new().put(doc(&kind, "a", &account, 1), Expect::Absent))
            .await,
        &kind,
        "a",
        "put Absent of an existing document",
    );
    assert_conflict(
        s.commit(Batch::new().put(doc(&kind, "a", &account, 3), Expect::Version(2)))
            .await,
        &kind,
        "a",
        "put Version(2) when version 1 is stored",
    );
    assert_conflict(
        s.commit(Batch::new().put(doc(&kind, "b", &account, 2), Expect::Version(1)))
            .await,
        &kind,
        "b",
        "put Version(1) of a missing document",
    );
    assert_eq!(
        get(s, &kind, "a").await,
        Some(v1),
        "a failed put must change nothing"
    );
    assert_eq!(
        get(s, &kind, "b").await,
        None,
        "a failed put must create nothing"
    );

    let v2 = doc(&kind, "a", &account, 2);
    commit(
        s,
        Batch::new().put(v2.clone(), Expect::Version(1)),
        "put Version(1) when version 1 is stored",
    )
    .await;
    assert_eq!(
        get(s, &kind, "a").await,
        Some(v2.clone()),
        "the update must be stored"
    );

    assert_conflict(
        s.commit(Batch::new().delete(&kind, "a", Expect::Version(1)))
            .await,
        &kind,
        "a",
        "delete Version(1) when version 2 is stored",
    );
    assert_eq!(
        get(s, &kind, "a").await,
        Some(v2),
        "a failed delete must change nothing"
    );
    assert_conflict(
        s.commit(Batch::new().delete(&kind, "a", Expect::Absent))
            .await,
        &kind,
        "a",
        "delete Absent of an existing document",
    );

    commit(
        s,
        Batch::new().delete(&kind, "a", Expect::Version(2)),
        "delete Version(2) when version 2 is stored",
    )
    .await;
    assert_eq!(get(s, &kind, "a").await, None, "the delete must be applied");
    commit(
        s,
        Batch::new().delete(&kind, "a", Expect::Any),
        "delete Any of a missing document",
    )
    .await;
    commit(
        s,
        Batch::new().put(doc(&kind, "a", &account, 1), Expect::Any),
        "put Any of a missing document",
    )
    .await;
    commit(
        s,
        Batch::new().put(doc(&kind, "a", &account, 5), Expect::Any),
        "put Any over an existing document",
    )
    .await;
    assert_eq!(
        get(s, &kind, "a").await.map(|d| d.version),
        Some(5),
        "put Any must replace"
    );
}

/// A batch whose last write fails writes nothing: neither its earlier puts nor its deletes.
pub async fn commit_is_all_or_nothing(s: &dyn Storage) {
    let (kind, account) = kind_and_account("conf_atomic");
    let result = s
        .commit(
            Batch::new()
                .put(doc(&kind, "first", &account, 1), Expect::Absent)
                .put(doc(&kind, "second", &account, 1), Expect::Absent)
                .put(doc(&kind, "third", &account, 2), Expect::Version(1)),
        )
        .await;
    assert_conflict(
        result,
        &kind,
        "third",
        "a batch whose 3rd write expects a missing version",
    );
    assert_eq!(
        get(s, &kind, "first").await,
        None,
        "the 1st write of a failed batch must not be applied"
    );
    assert_eq!(
        get(s, &kind, "second").await,
        None,
        "the 2nd write of a failed batch must not be applied"
    );
    assert_eq!(
        get(s, &kind, "third").await,
        None,
        "the failing write must not be applied"
    );

    // Deletes and replacements roll back too, and the conflict names the first failure.
    let kept = doc(&kind, "kept", &account, 1);
    let taken = doc(&kind, "taken", &account, 1);
    commit(
        s,
        Batch::new()
            .put(kept.clone(), Expect::Absent)
            .put(taken.clone(), Expect::Absent),
        "setup",
    )
    .await;
    let result = s
        .commit(
            Batch::new()
                .delete(&kind, "kept", Expect::Version(1))
                .put(doc(&kind, "taken", &account, 2), Expect::Version(1))
                .put(doc(&kind, "taken", &account, 1), Expect::Absent)
                .put(doc(&kind, "kept", &account, 9), Expect::Version(9)),
        )
        .await;
    assert_conflict(
        result,
        &kind,
        "taken",
        "a batch whose 3rd write re-creates an existing id",
    );
    assert_eq!(
        get(s, &kind, "kept").await,
        Some(kept),
        "a failed batch must not delete"
    );
    assert_eq!(
        get(s, &kind, "taken").await,
        Some(taken),
        "a failed batch must not update"
    );
}

/// Later writes of a batch see the earlier ones: a put `Absent` then a put `Version(1)` of the
/// same id succeeds; two puts `Absent` of one id conflict.
pub async fn writes_of_one_batch_see_each_other(s: &dyn Storage) {
    let (kind, account) = kind_and_account("conf_same_batch");
    let v2 = doc(&kind, "x", &account, 2);
    commit(
        s,
        Batch::new()
            .put(doc(&kind, "x", &account, 1), Expect::Absent)
            .put(v2.clone(), Expect::Version(1)),
        "put Absent then put Version(1) of the same id in one batch",
    )
    .await;
    assert_eq!(
        get(s, &kind, "x").await,
        Some(v2),
        "the last write of the batch must win"
    );

    commit(
        s,
        Batch::new()
            .put(doc(&kind, "y", &account, 1), Expect::Absent)
            .delete(&kind, "y", Expect::Version(1)),
        "put Absent then delete Version(1) of the same id in one batch",
    )
    .await;
    assert_eq!(
        get(s, &kind, "y").await,
        None,
        "the delete after the put must win"
    );

    assert_conflict(
        s.commit(
            Batch::new()
                .put(doc(&kind, "z", &account, 1), Expect::Absent)
                .put(doc(&kind, "z", &account, 1), Expect::Absent),
        )
        .await,
        &kind,
        "z",
        "two puts Absent of one id in one batch",
    );
    assert_eq!(
        get(s, &kind, "z").await,
        None,
        "the failed batch must write nothing"
    );

    commit(
        s,
        Batch::new()
            .delete(&kind, "x", Expect::Version(2))
            .put(doc(&kind, "x", &account, 1), Expect::Absent),
        "delete then put Absent of the same id in one batch",
    )
    .await;
    assert_eq!(
        get(s, &kind, "x").await.map(|d| d.version),
        Some(1),
        "re-created in one batch"
    );
}

/// Of 20 concurrent updates expecting version 1 of one document, exactly one succeeds; the
/// others conflict, and the stored document is the winner's.
pub async fn concurrent_versioned_updates_succeed_once(storage: Arc<dyn Storage>) {
    let (kind, account) = kind_and_account("conf_race");
    commit(
        &*storage,
        Batch::new().put(doc(&kind, "doc", &account, 1), Expect::Absent),
        "setup",
    )
    .await;
    let results = concurrently(&storage, 20, |s, n| {
        let mut update = doc(&kind, "doc", &account, 2);
        update.body = serde_json::json!({ "writer": n });
        async move {
            let result = s
                .commit(Batch::new().put(update.clone(), Expect::Version(1)))
                .await;
            (update, result)
        }
    })
    .await;
    let mut winners = Vec::new();
    for (update, result) in results {
        match result {
            Ok(()) => winners.push(update),
            Err(StorageError::Conflict { kind: k, id }) if k == kind && id == "doc" => {}
            Err(e) => panic!("a losing concurrent update must be a Conflict on the doc, got {e:?}"),
        }
    }
    assert_eq!(
        winners.len(),
        1,
        "exactly one of 20 concurrent Version(1) updates must succeed"
    );
    assert_eq!(
        get(&*storage, &kind, "doc").await.as_ref(),
        winners.first(),
        "the stored document must be the winner's"
    );
}

/// Of 40 concurrent batches, every fourth expects a document absent that exists: each of those
/// conflicts on that document and writes nothing, whatever the others do (a backend that
/// commits concurrent batches together still decides each on its own); the others all apply,
/// their jobs included.
pub async fn concurrent_batches_succeed_or_fail_each_on_its_own(storage: Arc<dyn Storage>) {
    let (kind, account) = kind_and_account("conf_group");
    let queue = unique("conf_group_q");
    commit(
        &*storage,
        Batch::new().put(doc(&kind, "taken", &account, 1), Expect::Absent),
        "setup",
    )
    .await;
    let results = concurrently(&storage, 40, |s, n| {
        let (kind, account, queue) = (kind.clone(), account.clone(), queue.clone());
        async move {
            let mut batch = Batch::new()
                .put(
                    doc(&kind, &format!("new_{n:02}"), &account, 1),
                    Expect::Absent,
                )
                .job(crate::storage::JobWrite::Enqueue(crate::storage::Job {
                    id: format!("{queue}_{n:02}"),
                    queue: queue.clone(),
                    due_at: super::now(),
                    payload: serde_json::json!({ "n": n }),
                }));
            if n % 4 == 0 {
                batch = batch.put(doc(&kind, "taken", &account, 2), Expect::Absent);
            }
            (n, s.commit(batch).await)
        }
    })
    .await;
    for (n, result) in results {
        let id = format!("new_{n:02}");
        if n % 4 == 0 {
            assert_conflict(
                result,
                &kind,
                "taken",
                "a batch putting an existing document",
            );
            assert_eq!(
                get(&*storage, &kind, &id).await,
                None,
                "a batch that conflicted must write nothing ({id})"
            );
        } else {
            ok(result, "a batch without conflict, beside conflicting ones");
            assert!(
                get(&*storage, &kind, &id).await.is_some(),
                "a batch that succeeded must be stored ({id})"
            );
        }
    }
    let claimed = ok(
        storage
            .claim_jobs(&queue, super::now(), Duration::from_secs(60), 100)
            .await,
        "claim the batches' jobs",
    );
    let mut ns: Vec<u64> = claimed
        .iter()
        .filter_map(|c| c.job.payload["n"].as_u64())
        .collect();
    ns.sort_unstable();
    assert_eq!(
        ns,
        (0..40).filter(|n| n % 4 != 0).collect::<Vec<u64>>(),
        "exactly the jobs of the batches that applied must be enqueued"
    );
}

/// [`Storage::generation`] of a kind, when the backend tells it, changes with every commit that
/// writes or deletes a document of that kind (what is derived from such documents may be kept
/// only while it stays the same).
pub async fn generation_changes_with_every_write_of_its_kind(s: &dyn Storage) {
    // The kind `get_cached_reads_what_get_reads` read through the cache (a backend may tell
    // the generation only of kinds it caches).
    let kind = "conformance_cached";
    let (id, account) = (unique("doc"), unique("acct"));
    let _ = s.get_cached(kind, &id).await;
    let Some(before) = s.generation(kind) else {
        return;
    };
    commit(
        s,
        Batch::new().put(doc(kind, &id, &account, 1), Expect::Absent),
        "put",
    )
    .await;
    let after_put = s.generation(kind).expect("a generation, as before");
    assert_ne!(after_put, before, "a put must change its kind's generation");
    commit(
        s,
        Batch::new().delete(kind, &id, Expect::Version(1)),
        "delete",
    )
    .await;
    let after_delete = s.generation(kind).expect("a generation, as before");
    assert_ne!(
        after_delete, after_put,
        "a delete must change its kind's generation"
    );
}
