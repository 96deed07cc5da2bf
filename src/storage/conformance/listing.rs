//! Lists: one account's documents of one kind, newest first, filtered and paged.

use std::collections::BTreeMap;

use super::{commit, doc, ids, kind_and_account, ok, unique};
use crate::storage::{Batch, Document, Expect, ListQuery, Storage};

/// The 25 documents `list_*` checks work on: ids `id_00`..`id_24` of one account and kind,
/// with fields `parity` (`even`/`odd`) and `mod3` (`0`..`2`); plus documents of another
/// account and of another kind that must never show.
async fn list_fixture(s: &dyn Storage) -> (String, String, Vec<Document>) {
    let (kind, account) = kind_and_account("conf_list");
    let mut docs = Vec::new();
    let mut batch = Batch::new();
    for i in 0..25u32 {
        let mut d = doc(&kind, &format!("id_{i:02}"), &account, 1);
        d.fields = BTreeMap::from([
            (
                "parity".to_owned(),
                if i % 2 == 0 { "even" } else { "odd" }.to_owned(),
            ),
            ("mod3".to_owned(), (i % 3).to_string()),
        ]);
        batch = batch.put(d.clone(), Expect::Absent);
        docs.push(d);
    }
    let other_account = unique("acct_other");
    for i in [3u32, 30, 99] {
        let mut d = doc(&kind, &format!("id_{i:02}_other"), &other_account, 1);
        d.fields = BTreeMap::from([("parity".to_owned(), "odd".to_owned())]);
        batch = batch.put(d, Expect::Absent);
    }
    let other_kind = unique("conf_list_other");
    for i in [5u32, 50] {
        batch = batch.put(
            doc(&other_kind, &format!("id_{i:02}"), &account, 1),
            Expect::Absent,
        );
    }
    commit(s, batch, "put the list fixture").await;
    docs.reverse(); // id descending
    (kind, account, docs)
}

fn query(kind: &str, account: &str, limit: usize) -> ListQuery {
    ListQuery {
        kind: kind.to_owned(),
        account: account.to_owned(),
        filters: Vec::new(),
        before: None,
        limit,
    }
}

async fn list(s: &dyn Storage, q: &ListQuery) -> Vec<Document> {
    ok(s.list(q).await, &format!("list {q:?}"))
}

/// A list holds one account's documents of one kind only, by id descending; `before` excludes
/// ids at or above it; `limit` caps the page.
pub async fn list_returns_one_account_and_kind_by_id_descending(s: &dyn Storage) {
    let (kind, account, all) = list_fixture(s).await;

    let got = list(s, &query(&kind, &account, 100)).await;
    assert_eq!(
        got, all,
        "list must return exactly the account's 25 documents of the kind, id descending, as put"
    );

    let got = list(s, &query(&kind, &account, 5)).await;
    assert_eq!(
        ids(&got),
        ["id_24", "id_23", "id_22", "id_21", "id_20"],
        "limit 5 must return the 5 highest ids"
    );
    assert!(
        list(s, &query(&kind, &account, 0)).await.is_empty(),
        "limit 0 must return nothing"
    );

    let mut q = query(&kind, &account, 100);
    q.before = Some("id_10".to_owned());
    let got = list(s, &q).await;
    let expected: Vec<String> = (0..10).rev().map(|i| format!("id_{i:02}")).collect();
    assert_eq!(
        ids(&got),
        expected,
        "before id_10 must return id_09..id_00, excluding id_10"
    );

    q.before = Some("id_10x".to_owned());
    let got = list(s, &q).await;
    assert_eq!(
        ids(&got).first().map(String::as_str),
        Some("id_10"),
        "before a value that is not an id must return the ids strictly lower"
    );
    q.before = Some("id_00".to_owned());
    assert!(
        list(s, &q).await.is_empty(),
        "nothing is before the lowest id"
    );

    assert!(
        list(s, &query(&kind, &unique("acct_nobody"), 100))
            .await
            .is_empty(),
        "another account must see nothing"
    );
}

/// Filters are equalities on `fields`, all of which must match.
pub async fn list_filters_on_fields(s: &dyn Storage) {
    let (kind, account, all) = list_fixture(s).await;

    let mut q = query(&kind, &account, 100);
    q.filters = vec![("parity".to_owned(), "even".to_owned())];
    let got = list(s, &q).await;
    let expected: Vec<Document> = all
        .iter()
        .filter(|d| d.fields["parity"] == "even")
        .cloned()
        .collect();
    assert_eq!(expected.len(), 13);
    assert_eq!(
        got, expected,
        "filter parity=even must return the 13 even ids, id descending"
    );

    q.filters.push(("mod3".to_owned(), "0".to_owned()));
    let got = list(s, &q).await;
    assert_eq!(
        ids(&got),
        ["id_24", "id_18", "id_12", "id_06", "id_00"],
        "filters parity=even and mod3=0 must both apply"
    );

    q.limit = 2;
    q.before = Some("id_18".to_owned());
    assert_eq!(
        ids(&list(s, &q).await),
        ["id_12", "id_06"],
        "filters, before and limit must combine"
    );

    let mut q = query(&kind, &account, 100);
    q.filters = vec![("parity".to_owned(), "Even".to_owned())];
    assert!(
        list(s, &q).await.is_empty(),
        "filters must compare exactly (case-sensitive)"
    );
    q.filters = vec![("missing".to_owned(), "even".to_owned())];
    assert!(
        list(s, &q).await.is_empty(),
        "a filter on an absent field must match nothing"
    );
    q.filters = vec![("parity".to_owned(), "odd' OR '1'='1".to_owned())];
    assert!(
        list(s, &q).await.is_empty(),
        "filter values must be compared, never interpreted"
    );
    q.filters = vec![("par\"ity".to_owned(), "odd".to_owned())];
    assert!(
        list(s, &q).await.is_empty(),
        "filter names must be compared, never interpreted"
    );
}

/// Paging 10 at a time through 25 documents with `before` = the last id of the previous page
/// yields every document exactly once, in order.
pub async fn list_pages_through_every_document_once(s: &dyn Storage) {
    let (kind, account, all) = list_fixture(s).await;
    let mut seen = Vec::new();
    let mut sizes = Vec::new();
    let mut q = query(&kind, &account, 10);
    loop {
        let page = list(s, &q).await;
        sizes.push(page.len());
        let Some(last) = page.last() else { break };
        q.before = Some(last.id.clone());
        seen.extend(page);
        assert!(
            sizes.len() <= 4,
            "paging must end (pages so far: {sizes:?})"
        );
    }
    assert_eq!(
        sizes,
        [10, 10, 5, 0],
        "25 documents page as 10, 10, 5, then an empty page"
    );
    assert_eq!(
        seen, all,
        "paging must yield all 25 documents exactly once, id descending"
    );
}
