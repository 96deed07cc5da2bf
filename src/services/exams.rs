//! Exam generation: validates a request against the generator, runs the generator in its own
//! task (a client that disconnects never stops it), stores the tree and every stream event as it
//! goes, and emits the webhook events. [`super::exam_stream`] serves the stored stream.

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use futures_util::StreamExt;
use serde_json::json;
use tokio::sync::watch;

use crate::app::App;
use crate::domain::Resource;
use crate::domain::curriculum::curriculum;
use crate::domain::exam::{Exam, ExamError, ExamStatus, StreamEvent};
use crate::error::{Error, ErrorCode};
use crate::events::catalogue as types;
use crate::events::outbox::{self, NewEvent};
use crate::generate::{GenerationError, GenerationRequest, QuestionDraft};
use crate::ids::new_id;
use crate::storage::{Batch, Expect};

/// Turns a generator error about `subject` into the 400 a caller sees: it names `level` when the
/// generator serves the subject at other levels, `subject` otherwise.
pub(crate) fn generation_problem(e: GenerationError, subject: &str) -> Error {
    match e {
        GenerationError::Unsupported { message, supported } => {
            let list: Vec<String> = supported
                .iter()
                .map(|c| format!("{} {}", c.subject, c.level))
                .collect();
            let field = if supported.iter().any(|c| c.subject == subject) {
                "level"
            } else {
                "subject"
            };
            Error::invalid(
                field,
                format!("{message}; the generator serves: {}", list.join(", ")),
            )
        }
        GenerationError::InvalidTopic { topic, supported } => Error::invalid(
            "topics",
            format!(
                "the generator cannot serve `{topic}` here; it serves: {}",
                supported.join(", ")
            ),
        ),
        GenerationError::Failed(msg) => {
            tracing::error!(error = %msg, "generation failed");
            Error::internal()
        }
    }
}

/// Creates the exam, stores its `started` event, and starts the generator in a task.
pub(crate) async fn start(
    app: &Arc<App>,
    account: &str,
    request: GenerationRequest,
    now: DateTime<Utc>,
) -> Result<Exam, Error> {
    let stream = app
        .generator
        .generate(&request)
        .map_err(|e| generation_problem(e, &request.subject))?;
    let count = match &request.blueprint {
        Some(b) => b.cells.iter().map(|c| c.count).sum(),
        None => request.question_count,
    };
    let exam = Exam {
        id: new_id("exam", now),
        object: "exam".to_owned(),
        account_id: account.to_owned(),
        subject: request.subject.clone(),
        level: request.level.clone(),
        topics: request.topics.clone(),
        question_count: count,
        quality: request.quality,
        language: request.language,
        seed: request.seed,
        status: ExamStatus::Generating,
        node_count: 0,
        total_points: 0.0,
        version: 1,
        sections: Vec::new(),
        error: None,
        created_at: now,
        updated_at: now,
    };
    let started = StreamEvent {
        id: StreamEvent::doc_id(&exam.id, 1),
        account_id: account.to_owned(),
        exam_id: exam.id.clone(),
        seq: 1,
        event: "started".to_owned(),
        data: json!({ "examId": exam.id }).to_string(),
    };
    let batch = Batch::new()
        .put(exam.to_doc(1), Expect::Absent)
        .put(started.to_doc(1), Expect::Absent);
    let event = NewEvent {
        account,
        event_type: types::EXAM_GENERATION_STARTED,
        data: exam_data(&exam),
        only: None,
    };
    outbox::commit(app.storage(), batch, vec![event], now).await?;
    let tx = app.live.start(&exam.id);
    let runner = Runner {
        app: app.clone(),
        exam: exam.clone(),
        seq: 1,
        tx,
    };
    tokio::spawn(runner.run(stream));
    Ok(exam)
}

/// The webhook payload of exam.* events.
pub(crate) fn exam_data(exam: &Exam) -> serde_json::Value {
    json!({ "exam": {
        "id": exam.id,
        "subject": exam.subject,
        "level": exam.level,
        "status": exam.status.as_str(),
        "nodeCount": exam.node_count,
    }})
}

struct Runner {
    app: Arc<App>,
    exam: Exam,
    seq: u32,
    tx: watch::Sender<u32>,
}

impl Runner {
    async fn run(
        mut self,
        mut stream: futures_core::stream::BoxStream<
            'static,
            Result<QuestionDraft, GenerationError>,
        >,
    ) {
        let mut index = 0u32;
        while let Some(item) = stream.next().await {
            let ok = match item {
                Ok(draft) => self.question(draft, index).await,
                Err(e) => {
                    let detail = match e {
                        GenerationError::Failed(m) => m,
                        other => other.to_string(),
                    };
                    self.finish(Some(detail)).await;
                    false
                }
            };
            if !ok {
                self.forget();
                return;
            }
            index += 1;
        }
        self.finish(None).await;
        self.forget();
    }

    fn forget(&self) {
        self.app.live.end(&self.exam.id);
    }

    fn next_event(&mut self, event: &str, data: serde_json::Value) -> StreamEvent {
        self.seq += 1;
        StreamEvent {
            id: StreamEvent::doc_id(&self.exam.id, self.seq),
            account_id: self.exam.account_id.clone(),
            exam_id: self.exam.id.clone(),
            seq: self.seq,
            event: event.to_owned(),
            data: data.to_string(),
        }
    }

    /// Stores one question and its event; false when the exam is gone (deleted) or the
    /// storage keeps failing.
    async fn question(&mut self, draft: QuestionDraft, index: u32) -> bool {
        let now = self.app.clock.now();
        let title = curriculum()
            .chapter(&draft.tags.chapter)
            .map_or_else(|| draft.tags.chapter.clone(), |c| c.title.clone());
        let before = self.exam.version;
        let node = self.exam.push(draft, &title, now);
        let event = self.next_event(
            "question",
            json!({ "examId": self.exam.id, "index": index, "node": node }),
        );
        let batch = Batch::new()
            .put(self.exam.to_doc(self.exam.version), Expect::Version(before))
            .put(event.to_doc(1), Expect::Absent);
        self.commit(batch).await
    }

    /// Stores `done` (or `error`), the final state, and the completed (or failed) event.
    async fn finish(&mut self, error: Option<String>) {
        let now = self.app.clock.now();
        let before = self.exam.version;
        self.exam.version += 1;
        self.exam.updated_at = now;
        let (event, event_type) = match &error {
            None => {
                self.exam.status = ExamStatus::Ready;
                let data = json!({ "examId": self.exam.id, "nodeCount": self.exam.node_count });
                (
                    self.next_event("done", data),
                    types::EXAM_GENERATION_COMPLETED,
                )
            }
            Some(detail) => {
                self.exam.status = ExamStatus::Failed;
                self.exam.error = Some(ExamError {
                    code: "generation_failed".to_owned(),
                    detail: detail.clone(),
                });
                let error = Error::new(
                    ErrorCode::InternalError,
                    format!("Generation failed: {detail}"),
                );
                let data = json!({ "code": error.code, "detail": error.detail });
                (
                    self.next_event("error", data),
                    types::EXAM_GENERATION_FAILED,
                )
            }
        };
        let mut data = if error.is_none() {
            // exam.generation.completed carries exactly {id, subject, level, nodeCount}.
            json!({ "exam": {
                "id": self.exam.id,
                "subject": self.exam.subject,
                "level": self.exam.level,
                "nodeCount": self.exam.node_count,
            }})
        } else {
            exam_data(&self.exam)
        };
        if let Some(detail) = &error {
            data["error"] = json!({ "code": "generation_failed", "detail": detail });
        }
        let batch = Batch::new()
            .put(self.exam.to_doc(self.exam.version), Expect::Version(before))
            .put(event.to_doc(1), Expect::Absent);
        let account = self.exam.account_id.clone();
        let staged = outbox::stage(
            self.app.storage(),
            batch,
            NewEvent {
                account: &account,
                event_type,
                data,
                only: None,
            },
            now,
        )
        .await;
        match staged {
            Ok((batch, _, _)) => {
                self.commit(batch).await;
            }
            Err(p) => {
                tracing::error!(exam = %self.exam.id, error = %p, "could not stage the final event")
            }
        }
    }

    /// Commits, retrying a storage outage a few times; wakes the followers.
    async fn commit(&mut self, batch: Batch) -> bool {
        for attempt in 0..5u32 {
            match self.app.storage.commit(batch.clone()).await {
                Ok(()) => {
                    let _ = self.tx.send(self.seq);
                    return true;
                }
                Err(crate::storage::StorageError::Conflict { .. }) => {
                    tracing::info!(exam = %self.exam.id, "exam changed or deleted during generation; stopping");
                    return false;
                }
                Err(e) => {
                    tracing::warn!(exam = %self.exam.id, error = %e, attempt, "storing a generated question failed; retrying");
                    tokio::time::sleep(Duration::from_millis(100 << attempt)).await;
                }
            }
        }
        tracing::error!(exam = %self.exam.id, "giving up a generation: the storage keeps failing");
        false
    }
}
