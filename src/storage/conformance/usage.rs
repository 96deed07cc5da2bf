//! Usage counters: additions that add up (never overwrite), read per bucket, one account and
//! range at a time.

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};

use super::{concurrently, ok, unique};
use crate::storage::{Storage, UsageCount, UsageQuery};

const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;

/// A day far from any other check's (ms): 2026-01-05T00:00:00Z.
const BASE: i64 = 1_767_571_200_000;

fn at(ms: i64) -> DateTime<Utc> {
    DateTime::from_timestamp_millis(ms).expect("a valid time")
}

fn count(account: &str, mode: &str, start: i64, family: &str, metric: &str, n: u64) -> UsageCount {
    UsageCount {
        account: account.to_owned(),
        mode: mode.to_owned(),
        start: at(start),
        family: family.to_owned(),
        metric: metric.to_owned(),
        count: n,
    }
}

fn query(account: &str, from: i64, to: i64, bucket: i64) -> UsageQuery {
    UsageQuery {
        account: account.to_owned(),
        from: at(from),
        to: at(to),
        bucket: Duration::from_millis(bucket as u64),
    }
}

/// What a read answers, as (start, mode, family, metric, count).
fn rows(read: Vec<UsageCount>) -> Vec<(i64, String, String, String, u64)> {
    read.into_iter()
        .map(|c| {
            (
                c.start.timestamp_millis(),
                c.mode,
                c.family,
                c.metric,
                c.count,
            )
        })
        .collect()
}

fn row(
    start: i64,
    mode: &str,
    family: &str,
    metric: &str,
    n: u64,
) -> (i64, String, String, String, u64) {
    (
        start,
        mode.to_owned(),
        family.to_owned(),
        metric.to_owned(),
        n,
    )
}

/// Two additions to a counter add up (a repeated counter within one call too); modes, families,
/// metrics, hours and accounts are counted apart; a read covers `[from, to)` of one account,
/// per hour or summed per day, ordered by start, mode, family and metric.
pub async fn usage_counters_add_up_and_are_read_per_bucket(s: &dyn Storage) {
    let (a, b) = (unique("acct"), unique("acct"));
    let first = [
        count(&a, "test", BASE, "exams", "requests", 2),
        count(&a, "test", BASE, "exams", "requests", 1),
        count(&a, "live", BASE, "exams", "requests", 5),
        count(&a, "test", BASE + HOUR, "curriculum", "status.404", 1),
        count(&a, "test", BASE + 23 * HOUR, "exams", "requests", 4),
        count(&a, "test", BASE + DAY, "exams", "requests", 7),
        count(&b, "test", BASE, "exams", "requests", 100),
    ];
    ok(s.add_usage(&first).await, "add_usage");
    ok(
        s.add_usage(&[count(&a, "test", BASE, "exams", "requests", 10)])
            .await,
        "add_usage again",
    );
    ok(s.add_usage(&[]).await, "add_usage of nothing");

    let hourly = rows(ok(
        s.usage(&query(&a, BASE, BASE + DAY, HOUR)).await,
        "usage",
    ));
    assert_eq!(
        hourly,
        vec![
            row(BASE, "live", "exams", "requests", 5),
            row(BASE, "test", "exams", "requests", 13),
            row(BASE + HOUR, "test", "curriculum", "status.404", 1),
            row(BASE + 23 * HOUR, "test", "exams", "requests", 4),
        ],
        "hourly counters of the first day: additions add up, the next day and the other \
         account are left out"
    );
    let daily = rows(ok(
        s.usage(&query(&a, BASE, BASE + 2 * DAY, DAY)).await,
        "usage",
    ));
    assert_eq!(
        daily,
        vec![
            row(BASE, "live", "exams", "requests", 5),
            row(BASE, "test", "curriculum", "status.404", 1),
            row(BASE, "test", "exams", "requests", 17),
            row(BASE + DAY, "test", "exams", "requests", 7),
        ],
        "daily sums"
    );
    let late = rows(ok(
        s.usage(&query(&a, BASE + HOUR, BASE + 2 * HOUR, HOUR))
            .await,
        "usage",
    ));
    assert_eq!(
        late,
        vec![row(BASE + HOUR, "test", "curriculum", "status.404", 1)],
        "from is inclusive, to exclusive"
    );
    let other = rows(ok(
        s.usage(&query(&b, BASE, BASE + DAY, DAY)).await,
        "usage",
    ));
    assert_eq!(other, vec![row(BASE, "test", "exams", "requests", 100)]);
    let none = ok(
        s.usage(&query(&unique("acct"), BASE, BASE + DAY, DAY))
            .await,
        "usage",
    );
    assert!(none.is_empty(), "an account without counters reads nothing");
}

/// 8 tasks each add 1 to the same two counters 25 times (each call naming them in its own
/// order), as nodes flushing at once would: every addition counts.
pub async fn concurrent_usage_additions_all_count(storage: Arc<dyn Storage>) {
    let account = unique("acct");
    let tasks = 8;
    let rounds = 25;
    let acc = account.clone();
    let results = concurrently(&storage, tasks, move |s, i| {
        let account = acc.clone();
        async move {
            for r in 0..rounds {
                let mut counts = vec![
                    count(&account, "live", BASE, "exams", "requests", 1),
                    count(&account, "live", BASE, "marketplace", "requests", 1),
                ];
                if (i + r) % 2 == 1 {
                    counts.reverse();
                }
                s.add_usage(&counts).await?;
            }
            Ok::<_, crate::storage::StorageError>(())
        }
    })
    .await;
    for r in results {
        ok(r, "a concurrent add_usage");
    }
    let read = rows(ok(
        storage
            .usage(&query(&account, BASE, BASE + HOUR, HOUR))
            .await,
        "usage",
    ));
    let n = (tasks * rounds) as u64;
    assert_eq!(
        read,
        vec![
            row(BASE, "live", "exams", "requests", n),
            row(BASE, "live", "marketplace", "requests", n),
        ],
        "concurrent additions all count"
    );
}
