//! The retention job: deletes what is old enough to go.

use std::time::Duration;

use crate::app::{App, PurgeReport, Retention};
use crate::domain::Resource;
use crate::error::Error;

/// Most rows deleted by one statement.
const BATCH: usize = 1000;

/// Deletes what `retention` says is old enough: idempotency keys past their window, and events
/// and delivery logs older than their retention. Deletes in batches, never blocking requests.
pub(crate) async fn purge_expired(app: &App, retention: &Retention) -> Result<PurgeReport, Error> {
    let storage = &app.storage;
    let now = app.clock.now();
    let ago = |d: Duration| now - chrono::Duration::from_std(d).unwrap_or(chrono::Duration::MAX);
    let mut report = PurgeReport::default();
    loop {
        let n = storage
            .purge_idempotency_keys(ago(retention.idempotency_keys), BATCH)
            .await?;
        report.idempotency_keys += n;
        if n < BATCH as u64 {
            break;
        }
    }
    for (kind, prefix, keep, count) in [
        ("event", "evt", retention.events, &mut report.events),
        (
            "delivery",
            "dlv",
            retention.deliveries,
            &mut report.deliveries,
        ),
    ] {
        let before = crate::ids::id_floor(prefix, ago(keep));
        loop {
            let n = storage.purge_documents(kind, &before, BATCH).await?;
            *count += n;
            if n < BATCH as u64 {
                break;
            }
        }
    }
    let before = crate::auth::oauth::record_floor(ago(retention.oauth_records));
    for kind in [
        crate::auth::oauth::AuthCode::KIND,
        crate::auth::oauth::Token::KIND,
    ] {
        loop {
            let n = storage.purge_documents(kind, &before, BATCH).await?;
            report.oauth_records += n;
            if n < BATCH as u64 {
                break;
            }
        }
    }
    // A grant ends at most GRANT_TTL after its creation; its last tokens go oauth_records
    // after that.
    let before = crate::ids::id_floor(
        crate::auth::oauth::GRANT_ID_PREFIX,
        ago(retention.oauth_records) - crate::auth::oauth::GRANT_TTL,
    );
    loop {
        let n = storage
            .purge_documents(crate::auth::oauth::Grant::KIND, &before, BATCH)
            .await?;
        report.oauth_records += n;
        if n < BATCH as u64 {
            break;
        }
    }
    Ok(report)
}
