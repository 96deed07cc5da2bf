//! Quota announcements: the quota.* events sent when a request crosses a threshold.

use chrono::{DateTime, Utc};

use crate::app::App;
use crate::events::catalogue::quota::{
    QuotaDailyExceeded, QuotaDailyWarning, QuotaMinuteExceeded, QuotaUsage,
};
use crate::events::outbox::{self, NewEvent};
use crate::ids::timestamp;
use crate::storage::QuotaWindow;

/// Emits quota.* events when a request crossed a threshold: 80 % of the day, the whole day, or
/// the whole minute (`windows` and `counts`: the minute's, then the day's). Each crossing
/// happens once per window. A failure is logged: the request itself goes on.
pub(crate) async fn announce(
    app: &App,
    account: &str,
    windows: &[QuotaWindow; 2],
    counts: &[u64],
    now: DateTime<Utc>,
) {
    let (minute, day) = (counts.first().copied(), counts.get(1).copied());
    let usage =
        |i: usize| QuotaUsage::new(windows[i].limit, counts[i], timestamp(windows[i].resets_at));
    let day_limit = windows[1].limit;
    // Quotas are the account's, whatever the mode.
    let mut events = Vec::new();
    if day == Some(day_limit * 4 / 5) && day_limit >= 5 {
        events.push(NewEvent::account_wide(
            account,
            &QuotaDailyWarning::new(usage(1)),
        ));
    }
    if day == Some(day_limit) {
        events.push(NewEvent::account_wide(
            account,
            &QuotaDailyExceeded::new(usage(1)),
        ));
    }
    if minute == Some(windows[0].limit) {
        events.push(NewEvent::account_wide(
            account,
            &QuotaMinuteExceeded::new(usage(0)),
        ));
    }
    if events.is_empty() {
        return;
    }
    if let Err(e) = outbox::commit(app.storage(), crate::storage::Batch::new(), events, now).await {
        tracing::warn!(error = %e, "could not emit a quota event");
    }
}
