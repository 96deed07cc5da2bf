//! The stream of an exam's generation, as typed events: the stored events after a position,
//! then the new ones as they are stored, until `done` or `error`. Any number of followers (the
//! creating request, replays, resumes with `Last-Event-ID`) read the same stored events; the HTTP
//! layer frames them as server-sent events.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{mpsc, watch};

use crate::app::App;
use crate::domain::Resource;
use crate::domain::exam::{Exam, ExamStatus, StreamEvent};

/// The latest stored event of each generation running in this process, so followers wake at
/// once; followers of a generation running elsewhere poll the storage.
#[derive(Debug, Default)]
pub(crate) struct Live {
    running: Mutex<HashMap<String, Running>>,
}

/// A generation running in this process.
#[derive(Debug)]
struct Running {
    /// The latest stored sequence number, for the followers.
    seq: watch::Sender<u32>,
    /// Set when the exam is deleted: the runner stops.
    cancel: watch::Sender<bool>,
}

impl Live {
    pub(crate) fn watch(&self, exam: &str) -> Option<watch::Receiver<u32>> {
        let map = self.running.lock().unwrap_or_else(|e| e.into_inner());
        map.get(exam).map(|r| r.seq.subscribe())
    }

    /// Registers a generation starting in this process; its runner sends each new sequence
    /// number on the returned sender, and stops when the receiver says it was cancelled.
    pub(crate) fn start(&self, exam: &str) -> (watch::Sender<u32>, watch::Receiver<bool>) {
        let (seq, _) = watch::channel(1);
        let (cancel, cancelled) = watch::channel(false);
        self.running
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(
                exam.to_owned(),
                Running {
                    seq: seq.clone(),
                    cancel,
                },
            );
        (seq, cancelled)
    }

    /// Forgets a generation that ended.
    pub(crate) fn end(&self, exam: &str) {
        self.running
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(exam);
    }

    /// Stops a generation running in this process (its exam was deleted, and its last event,
    /// `seq`, stored): the runner stops and the followers wake to read that event.
    pub(crate) fn cancel(&self, exam: &str, seq: u32) {
        let running = self
            .running
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(exam);
        if let Some(r) = running {
            r.cancel.send_replace(true);
            r.seq.send_replace(seq);
        }
    }
}

/// How often a follower looks for new events of a generation running in another process.
const POLL: Duration = Duration::from_millis(200);

/// The event names that end a stream.
pub(crate) fn is_last(event: &str) -> bool {
    event == "done" || event == "error"
}

/// Follows the stored events of `exam` after `after` (a `Last-Event-ID`), then the new ones as
/// they are stored, until `done` or `error`. Following stops when the receiver is dropped (the
/// client went away); the generation does not.
pub(crate) fn follow(app: &Arc<App>, exam: &str, after: u32) -> mpsc::Receiver<StreamEvent> {
    let (out, rx) = mpsc::channel::<StreamEvent>(64);
    let app = app.clone();
    let exam = exam.to_owned();
    tokio::spawn(async move {
        let mut next = after + 1;
        let mut live = app.live.watch(&exam);
        // The last position read again because the watch said it was stored.
        let mut reread = 0u32;
        loop {
            let doc = match app
                .storage
                .get(StreamEvent::KIND, &StreamEvent::doc_id(&exam, next))
                .await
            {
                Ok(d) => d,
                Err(e) => {
                    tracing::warn!(exam = %exam, error = %e, "reading the exam stream failed");
                    tokio::select! {
                        _ = tokio::time::sleep(POLL) => continue,
                        _ = out.closed() => return,
                    }
                }
            };
            if let Some(doc) = doc {
                let Ok((ev, _)) = StreamEvent::from_doc(doc) else {
                    return;
                };
                let last = is_last(&ev.event);
                if out.send(ev).await.is_err() || last {
                    return;
                }
                next += 1;
                continue;
            }
            // Nothing new yet. A generation running in this process says when it stores its
            // next event (or ends): wait for that, without reading the exam.
            if live.is_none() {
                live = app.live.watch(&exam);
            }
            if let Some(w) = live.as_mut() {
                // Stored since the read above (the watch holds the latest number)? Read again,
                // once: an event that is still missing is looked for as below.
                let latest = *w.borrow_and_update();
                if latest >= next && reread != next {
                    reread = next;
                    continue;
                }
            }
            if let Some(w) = live.as_mut().filter(|w| *w.borrow() < next) {
                tokio::select! {
                    changed = w.changed() => {
                        if changed.is_err() {
                            // The runner ended: what it stored last is read below.
                            live = None;
                        }
                        continue;
                    }
                    _ = out.closed() => return,
                }
            }
            // Running elsewhere, or over: a generation that is over (or gone) has nothing more
            // to say.
            match app.storage.get(Exam::KIND, &exam).await {
                Ok(Some(d)) => {
                    let over =
                        Exam::from_doc(d).is_ok_and(|(e, _)| e.status != ExamStatus::Generating);
                    // Its last event may have been stored just now: look once more.
                    if over {
                        let last = app
                            .storage
                            .get(StreamEvent::KIND, &StreamEvent::doc_id(&exam, next))
                            .await
                            .ok()
                            .flatten();
                        if last.is_none() {
                            return;
                        }
                        continue;
                    }
                }
                // Deleted: its last event (`error`) was stored with the deletion.
                Ok(None) => {
                    if let Ok(Some(doc)) = app
                        .storage
                        .get(StreamEvent::KIND, &StreamEvent::doc_id(&exam, next))
                        .await
                        && let Ok((ev, _)) = StreamEvent::from_doc(doc)
                    {
                        let _ = out.send(ev).await;
                    }
                    return;
                }
                Err(_) => {}
            }
            tokio::select! {
                () = tokio::time::sleep(POLL) => {}
                _ = out.closed() => return,
            }
        }
    });
    rx
}
