//! The stream of one pass of a course, as typed events: the stored events after a position,
//! then the new ones as they are stored, until `done` or `error`. Any number of followers (the
//! request that started the pass, idempotent replays) read the same stored events; the HTTP
//! layer frames them as server-sent events.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::mpsc;

use super::courses::live_key;
use super::exam_stream::is_last;
use crate::app::App;
use crate::domain::Resource;
use crate::domain::course::{Course, CourseEvent};

/// How often a follower looks for new events of a pass running in another process.
const POLL: Duration = Duration::from_millis(200);

/// Follows the stored events of pass `pass` of `course` after `after`, then the new ones as
/// they are stored, until `done` or `error`. Following stops when the receiver is dropped (the
/// client went away); the pass does not.
pub(crate) fn follow(
    app: &Arc<App>,
    course: &str,
    pass: u32,
    after: u32,
) -> mpsc::Receiver<CourseEvent> {
    let (out, rx) = mpsc::channel::<CourseEvent>(64);
    let app = app.clone();
    let course = course.to_owned();
    tokio::spawn(async move {
        let key = live_key(&course, pass);
        let mut next = after + 1;
        let mut live = app.live.watch(&key);
        let read = |next: u32| {
            let app = app.clone();
            let id = CourseEvent::doc_id(&course, pass, next);
            async move {
                app.storage
                    .get(CourseEvent::KIND, &id)
                    .await
                    .map(|d| d.and_then(|d| CourseEvent::from_doc(d).ok().map(|(e, _)| e)))
            }
        };
        loop {
            match read(next).await {
                Ok(Some(ev)) => {
                    let last = is_last(&ev.event);
                    if out.send(ev).await.is_err() || last {
                        return;
                    }
                    next += 1;
                    continue;
                }
                Ok(None) => {}
                Err(e) => {
                    tracing::warn!(course = %course, error = %e, "reading a course stream failed");
                    tokio::select! {
                        _ = tokio::time::sleep(POLL) => continue,
                        _ = out.closed() => return,
                    }
                }
            }
            // Nothing new yet. A pass that is over (or a course gone) has nothing more to say,
            // but its last event may have been stored just now: look once more.
            let over = match app.storage.get(Course::KIND, &course).await {
                Ok(Some(d)) => {
                    Course::from_doc(d).is_ok_and(|(c, _)| c.passes != pass || !c.status.running())
                }
                Ok(None) => true,
                Err(_) => false,
            };
            if over {
                if let Ok(Some(ev)) = read(next).await {
                    let last = is_last(&ev.event);
                    if out.send(ev).await.is_err() || last {
                        return;
                    }
                    next += 1;
                    continue;
                }
                return;
            }
            if live.is_none() {
                live = app.live.watch(&key);
            }
            let changed = async {
                match live.as_mut() {
                    Some(w) => {
                        if w.changed().await.is_err() {
                            tokio::time::sleep(POLL).await;
                        }
                    }
                    None => tokio::time::sleep(POLL).await,
                }
            };
            tokio::select! {
                _ = changed => {}
                _ = out.closed() => return,
            }
        }
    });
    rx
}
