//! Quota counters (any [`QuotaStore`]): limits, windows refused together, resets, concurrent
//! hits.

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};

use super::{after, concurrently, now, ok, unique};
use crate::storage::{QuotaOutcome, QuotaStore, QuotaWindow};

async fn hit(
    s: &dyn QuotaStore,
    subject: &str,
    windows: &[QuotaWindow],
    at: DateTime<Utc>,
) -> QuotaOutcome {
    ok(s.hit(subject, windows, at).await, &format!("hit {subject}"))
}

fn window(key: &str, limit: u64, resets_at: DateTime<Utc>) -> QuotaWindow {
    QuotaWindow {
        key: key.to_owned(),
        limit,
        resets_at,
    }
}

fn outcome(allowed: bool, counts: &[u64]) -> QuotaOutcome {
    QuotaOutcome {
        allowed,
        counts: counts.to_vec(),
    }
}

/// With room in every window, hits are allowed and counted 1, 2, 3; the hit past a limit is
/// refused and leaves the counts unchanged.
pub async fn hit_allows_up_to_the_limit(s: &dyn QuotaStore) {
    let subject = unique("conf_hit");
    let t = now();
    let windows = [
        window("m:1", 3, after(t, Duration::from_secs(60))),
        window("d:1", 100, after(t, Duration::from_secs(86_400))),
    ];
    for n in 1..=3 {
        assert_eq!(
            hit(s, &subject, &windows, t).await,
            outcome(true, &[n, n]),
            "hit {n} of a window with limit 3 must be allowed with counts [{n}, {n}]"
        );
    }
    assert_eq!(
        hit(s, &subject, &windows, t).await,
        outcome(false, &[3, 3]),
        "the 4th hit of a window with limit 3 must be refused with counts unchanged"
    );
    assert_eq!(
        hit(s, &subject, &windows[1..], t).await,
        outcome(true, &[4]),
        "the refused hit must not have incremented the other window"
    );
    assert_eq!(
        hit(s, &unique("conf_hit_other"), &windows, t).await,
        outcome(true, &[1, 1]),
        "subjects must be counted separately"
    );
}

/// A full window refuses the hit for every window: none is incremented.
pub async fn hit_refused_by_one_window_increments_none(s: &dyn QuotaStore) {
    let subject = unique("conf_hit_block");
    let t = now();
    let windows = [
        window("m:2", 3, after(t, Duration::from_secs(60))),
        window("d:2", 1, after(t, Duration::from_secs(86_400))),
    ];
    assert_eq!(
        hit(s, &subject, &windows, t).await,
        outcome(true, &[1, 1]),
        "the first hit must be allowed"
    );
    for _ in 0..2 {
        assert_eq!(
            hit(s, &subject, &windows, t).await,
            outcome(false, &[1, 1]),
            "a hit past the lower limit must be refused, neither window incremented"
        );
    }
    assert_eq!(
        hit(s, &subject, &windows[..1], t).await,
        outcome(true, &[2]),
        "the window with room must not have been incremented by the refused hits"
    );
}

/// A window whose `resets_at` is at or before `now` counts from zero again.
pub async fn hit_counts_from_zero_after_the_window_resets(s: &dyn QuotaStore) {
    let subject = unique("conf_hit_reset");
    let t = now();
    let first_end = after(t, Duration::from_secs(60));
    let first = [window("m:3", 3, first_end)];
    for n in 1..=3 {
        assert_eq!(
            hit(s, &subject, &first, t).await,
            outcome(true, &[n]),
            "hit {n}"
        );
    }
    assert_eq!(
        hit(s, &subject, &first, t).await,
        outcome(false, &[3]),
        "the window is full"
    );
    let second = [window("m:3", 3, after(first_end, Duration::from_secs(60)))];
    assert_eq!(
        hit(s, &subject, &second, first_end).await,
        outcome(true, &[1]),
        "at resets_at the window must count from zero again"
    );
    assert_eq!(
        hit(s, &subject, &second, first_end).await,
        outcome(true, &[2]),
        "the new window must keep counting"
    );
}

/// 50 concurrent hits of windows with limit 20: exactly 20 allowed, counted 1 to 20.
pub async fn concurrent_hits_never_exceed_the_limit(storage: Arc<dyn QuotaStore>) {
    let subject = unique("conf_hit_race");
    let t = now();
    let windows = vec![
        window("m:4", 20, after(t, Duration::from_secs(60))),
        window("d:4", 1000, after(t, Duration::from_secs(86_400))),
    ];
    let outcomes = concurrently(&storage, 50, |s, _| {
        let (subject, windows) = (subject.clone(), windows.clone());
        async move { s.hit(&subject, &windows, t).await }
    })
    .await;
    let mut allowed_counts = Vec::new();
    for o in outcomes {
        let o = ok(o, "concurrent hit");
        assert_eq!(o.counts.len(), 2, "hit must return one count per window");
        if o.allowed {
            assert_eq!(
                o.counts[0], o.counts[1],
                "both windows count the same allowed hits"
            );
            allowed_counts.push(o.counts[0]);
        } else {
            assert_eq!(o.counts[0], 20, "a refused hit must see the full window");
        }
    }
    allowed_counts.sort_unstable();
    assert_eq!(
        allowed_counts,
        (1..=20).collect::<Vec<u64>>(),
        "50 concurrent hits with limit 20 must allow exactly 20, each with its own count"
    );
    assert_eq!(
        hit(&*storage, &subject, &windows, t).await,
        outcome(false, &[20, 20]),
        "after the race the window must be exactly full"
    );
}

/// 120 concurrent hits spread over four subjects with limits 5, 5, 10 and 10 (two pairs with
/// the same windows, named alike): each subject allows exactly its own limit, counted 1 to it,
/// whatever the others' hits around it (a store that counts several subjects in one call keeps
/// them apart).
pub async fn concurrent_hits_of_several_subjects_count_apart(storage: Arc<dyn QuotaStore>) {
    let t = now();
    let base = unique("conf_hit_many");
    let subjects: Vec<(String, u64)> = [("a", 5), ("b", 5), ("c", 10), ("d", 10)]
        .into_iter()
        .map(|(name, limit)| (format!("{base}_{name}"), limit))
        .collect();
    let windows = |limit: u64| {
        vec![
            window("m:5", limit, after(t, Duration::from_secs(60))),
            window("d:5", 1000, after(t, Duration::from_secs(86_400))),
        ]
    };
    let outcomes = concurrently(&storage, 120, |s, i| {
        let (subject, limit) = subjects[i % subjects.len()].clone();
        let windows = windows(limit);
        async move { (i % 4, s.hit(&subject, &windows, t).await) }
    })
    .await;
    let mut allowed: Vec<Vec<u64>> = vec![Vec::new(); subjects.len()];
    for (which, o) in outcomes {
        let o = ok(o, "concurrent hit of several subjects");
        let limit = subjects[which].1;
        if o.allowed {
            allowed[which].push(o.counts[0]);
        } else {
            assert_eq!(
                o.counts,
                vec![limit, limit],
                "a refused hit must see its own subject's full window"
            );
        }
    }
    for ((subject, limit), mut counts) in subjects.iter().zip(allowed) {
        counts.sort_unstable();
        assert_eq!(
            counts,
            (1..=*limit).collect::<Vec<u64>>(),
            "30 concurrent hits of a subject with limit {limit} must allow exactly {limit}"
        );
        assert_eq!(
            hit(&*storage, subject, &windows(*limit), t).await,
            outcome(false, &[*limit, *limit]),
            "after the race each subject's window must be exactly full"
        );
    }
}
