//! The atomicity a double-entry ledger relies on (the marketplace's balances and entries):
//! concurrent postings that read balances and write them back under their versions, with the
//! entry that records them, never lose or create money.

use std::sync::Arc;

use serde_json::json;

use super::{concurrently, get, kind_and_account, list_all};
use crate::storage::{Batch, Document, Expect, Storage, StorageError};

/// Balances each transfer touches.
const ACCOUNTS: usize = 4;
/// What each balance holds at the start.
const OPENING: i64 = 1_000;

fn balance(kind: &str, account: &str, n: usize, amount: i64, version: u64) -> Document {
    Document {
        kind: kind.to_owned(),
        id: format!("bal{n}"),
        account: account.to_owned(),
        version,
        fields: Default::default(),
        body: json!({ "amount": amount }),
    }
}

fn amount(d: &Document) -> i64 {
    d.body["amount"].as_i64().unwrap_or(i64::MIN)
}

/// 16 tasks each make 10 transfers between two of 4 balances (read both, write both under
/// their versions with the entry recording the transfer, retry on conflict, never below zero).
/// Afterwards the balances sum to what they opened with, every entry committed is stored once,
/// and each balance is its opening plus the postings of the entries: no update was lost.
pub async fn concurrent_ledger_postings_never_lose_money(storage: Arc<dyn Storage>) {
    let (kind, account) = kind_and_account("conf_ledger");
    let entries_kind = format!("{kind}_entry");
    let mut opening = Batch::new();
    for n in 0..ACCOUNTS {
        opening = opening.put(balance(&kind, &account, n, OPENING, 1), Expect::Absent);
    }
    super::commit(&*storage, opening, "opening balances").await;
    let committed = concurrently(&storage, 16, |s, task| {
        let (kind, entries_kind, account) = (kind.clone(), entries_kind.clone(), account.clone());
        async move {
            let mut made = 0u32;
            for transfer in 0..10 {
                let from = (task + transfer) % ACCOUNTS;
                let to = (from + 1 + transfer % (ACCOUNTS - 1)) % ACCOUNTS;
                let value = 1 + ((task * 7 + transfer * 13) % 50) as i64;
                for attempt in 0.. {
                    assert!(attempt < 10_000, "a transfer never got through");
                    let (Ok(Some(a)), Ok(Some(b))) = (
                        s.get(&kind, &format!("bal{from}")).await,
                        s.get(&kind, &format!("bal{to}")).await,
                    ) else {
                        panic!("a balance could not be read");
                    };
                    if amount(&a) < value {
                        break;
                    }
                    let entry = Document {
                        kind: entries_kind.clone(),
                        id: format!("e{task:02}_{transfer:02}"),
                        account: account.clone(),
                        version: 1,
                        fields: Default::default(),
                        body: json!({ "from": from, "to": to, "amount": value }),
                    };
                    let batch = Batch::new()
                        .put(
                            balance(&kind, &account, from, amount(&a) - value, a.version + 1),
                            Expect::Version(a.version),
                        )
                        .put(
                            balance(&kind, &account, to, amount(&b) + value, b.version + 1),
                            Expect::Version(b.version),
                        )
                        .put(entry, Expect::Absent);
                    match s.commit(batch).await {
                        Ok(()) => {
                            made += 1;
                            break;
                        }
                        Err(StorageError::Conflict { .. }) => tokio::task::yield_now().await,
                        Err(e) => panic!("a transfer failed: {e:?}"),
                    }
                }
            }
            made
        }
    })
    .await;
    let mut balances = Vec::new();
    for n in 0..ACCOUNTS {
        let d = get(&*storage, &kind, &format!("bal{n}")).await;
        balances.push(amount(&d.expect("a balance disappeared")));
    }
    assert_eq!(
        balances.iter().sum::<i64>(),
        OPENING * ACCOUNTS as i64,
        "the balances {balances:?} must sum to what they opened with"
    );
    assert!(balances.iter().all(|b| *b >= 0), "{balances:?}");
    let entries = list_all(&*storage, &entries_kind, &account).await;
    assert_eq!(
        entries.len() as u32,
        committed.iter().sum::<u32>(),
        "every committed transfer must have exactly one stored entry"
    );
    let mut expected = vec![OPENING; ACCOUNTS];
    for e in &entries {
        let value = e.body["amount"].as_i64().unwrap_or(0);
        expected[e.body["from"].as_u64().unwrap_or(0) as usize] -= value;
        expected[e.body["to"].as_u64().unwrap_or(0) as usize] += value;
    }
    assert_eq!(
        balances, expected,
        "each balance must be its opening plus its postings (no lost update)"
    );
}
