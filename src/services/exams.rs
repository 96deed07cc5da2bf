//! Exam generation: validates a request against the generator, runs the generator in its own
//! task (a client that disconnects never stops it), stores the tree and every stream event as it
//! goes, and emits the webhook events. [`super::exam_stream`] serves the stored stream.

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use futures_util::StreamExt;
use serde_json::json;
use tokio::sync::watch;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::app::App;
use crate::domain::curriculum::curriculum;
use crate::domain::exam::{Exam, ExamError, ExamStatus, QuestionNode, StreamEvent};
use crate::domain::usage::{Family, Metric};
use crate::domain::{Resource, owner, split_owner};
use crate::error::{Error, ErrorCode, FieldError};
use crate::events::catalogue::exam::{
    ExamDeleted, ExamGenerationCompleted, ExamGenerationFailed, ExamGenerationStarted, ExamHead,
};
use crate::events::catalogue::shared::EventError;
use crate::events::outbox::{self, NewEvent};
pub(crate) use crate::generate::Blueprint;
use crate::generate::{GenerationError, GenerationRequest, Language, Quality, QuestionDraft};
use crate::ids::new_id;
use crate::services::{Window, list_stored, load_stored};
use crate::storage::{Batch, Expect};

/// Most questions in one exam.
pub(crate) const MAX_QUESTIONS: u32 = 50;

/// Body of `POST /v1/exams`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct CreateExamRequest {
    /// Subject id (`mathematiques`, `physique-chimie`); the generator must serve it at `level`
    /// (the built-in one serves mathematics and physics-chemistry, 6e to 2de), else 400.
    #[schema(value_type = crate::domain::schema::SubjectId)]
    pub subject: String,
    /// Level id (`6e` … `2de`).
    #[schema(value_type = crate::domain::schema::LevelId)]
    pub level: String,
    /// At most 20 chapter ids, each a chapter of `subject` at `level` that the generator serves;
    /// default: every such chapter.
    #[serde(default)]
    #[schema(max_items = 20, value_type = Vec<crate::domain::schema::ChapterId>)]
    pub topics: Vec<String>,
    /// 1 to 50; required unless a blueprint is given (with a blueprint it is ignored).
    pub question_count: Option<u32>,
    /// `standard` (default) or `high` (every answer verified a second way before it is sent).
    #[serde(default)]
    pub quality: Quality,
    /// `fr` (default) or `en`.
    #[serde(default)]
    pub language: Language,
    /// Same request, same seed: same exam. Default: random.
    pub seed: Option<u64>,
    /// A table of specifications shaping the exam (replaces `topics` and `questionCount`).
    pub blueprint: Option<Blueprint>,
}

pub(crate) fn err(field: &str, message: impl Into<String>) -> FieldError {
    FieldError {
        field: field.to_owned(),
        message: message.into(),
    }
}

/// Checks a request for an exam of `account`, then starts its generation ([`start`]).
pub(crate) async fn create(
    app: &Arc<App>,
    account: &str,
    req: CreateExamRequest,
    now: DateTime<Utc>,
) -> Result<Exam, Error> {
    let mut errors = Vec::new();
    let c = curriculum();
    if c.subject(&req.subject).is_none() {
        errors.push(err("subject", format!("unknown subject `{}`", req.subject)));
    }
    if c.level(&req.level).is_none() {
        errors.push(err("level", format!("unknown level `{}`", req.level)));
    }
    if req.topics.len() > 20 {
        errors.push(err("topics", "at most 20 chapters"));
    }
    for (i, t) in req.topics.iter().enumerate() {
        match c.chapter(t) {
            None => errors.push(err(
                &format!("topics[{i}]"),
                format!("unknown chapter `{t}`"),
            )),
            Some(ch) if ch.subject_id != req.subject || ch.level_id != req.level => {
                errors.push(err(
                    &format!("topics[{i}]"),
                    format!("`{t}` is not a chapter of {} at {}", req.subject, req.level),
                ))
            }
            Some(_) => {}
        }
    }
    let count = match (&req.blueprint, req.question_count) {
        (Some(b), _) => {
            // Summed wide: counts near u32::MAX must not wrap into a small total.
            let wide: u64 = b.cells.iter().map(|c| u64::from(c.count)).sum();
            let n = u32::try_from(wide).unwrap_or(u32::MAX);
            if b.cells.is_empty() || !(1..=MAX_QUESTIONS).contains(&n) {
                errors.push(err(
                    "blueprint.cells",
                    "must ask for 1 to 50 questions in all",
                ));
            }
            n
        }
        (None, Some(n)) if (1..=MAX_QUESTIONS).contains(&n) => n,
        (None, Some(_)) => {
            errors.push(err("questionCount", "must be from 1 to 50"));
            0
        }
        (None, None) => {
            errors.push(err(
                "questionCount",
                "is required (1 to 50) unless a blueprint is given",
            ));
            0
        }
    };
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    let request = GenerationRequest {
        subject: req.subject,
        level: req.level,
        topics: req.topics,
        question_count: count,
        quality: req.quality,
        seed: req.seed.unwrap_or_else(rand::random),
        language: req.language,
        blueprint: req.blueprint,
    };
    start(app, account, request, now).await
}

/// The filters of a list of exams (`subject`, `level`, `status`) from the values given.
pub(crate) fn filters(given: &[(&str, Option<&str>)]) -> Result<Vec<(String, String)>, Error> {
    super::status_filters(given, &["generating", "ready", "failed"])
}

/// A window of the account's exams matching `filters`, newest first.
pub(crate) async fn list(
    app: &App,
    account: &str,
    filters: Vec<(String, String)>,
    window: Window,
) -> Result<Vec<Exam>, Error> {
    let mut exams = list_stored::<Exam>(app, account, filters, window).await?;
    for exam in &mut exams {
        restore(app, exam).await?;
    }
    Ok(exams)
}

/// An exam of the account, with its whole tree.
pub(crate) async fn get(app: &App, account: &str, id: &str) -> Result<Exam, Error> {
    load_exam(app, account, id).await.map(|(e, _)| e)
}

/// An exam of the account with its whole tree, and its document's version: the questions of
/// an exam stored while it generates are read from their events ([`Exam::head_doc`]). Every
/// read that needs the questions goes through here (the generic loaders refuse `Exam`).
pub(crate) async fn load_exam(app: &App, account: &str, id: &str) -> Result<(Exam, u64), Error> {
    let (mut exam, version) = load_stored::<Exam>(app, account, id).await?;
    restore(app, &mut exam).await?;
    Ok((exam, version))
}

/// Puts back the questions of an exam read from its head document ([`Exam::head_doc`]), all
/// from their events; an exam that holds its whole tree is left as it is.
async fn restore(app: &App, exam: &mut Exam) -> Result<(), Error> {
    let count = exam.node_count;
    if exam.held() == count as usize {
        return Ok(());
    }
    for s in &mut exam.sections {
        s.questions.clear();
    }
    // The question events are 2, 3…: event 1 is `started`. The head and each event were
    // stored together, so each of the `count` questions has its event.
    let ids: Vec<String> = (2..count + 2)
        .map(|seq| StreamEvent::doc_id(&exam.id, seq))
        .collect();
    let keys: Vec<(&str, &str)> = ids
        .iter()
        .map(|id| (StreamEvent::KIND, id.as_str()))
        .collect();
    #[derive(Deserialize)]
    struct Stored {
        node: QuestionNode,
    }
    for doc in app.storage.get_many(&keys).await? {
        let node = doc
            .and_then(|d| StreamEvent::from_doc(d).ok())
            .and_then(|(ev, _)| serde_json::from_str::<Stored>(&ev.data).ok());
        if !node.is_some_and(|Stored { node }| exam.restore(node)) {
            tracing::error!(exam = %exam.id, "a stored question of a generating exam is missing");
            return Err(Error::internal());
        }
    }
    Ok(())
}

/// How often a deletion is tried again when the exam changed under it (a question stored by a
/// generation running elsewhere).
const DELETE_ATTEMPTS: u32 = 20;

/// Deletes an exam of the account; it is gone (not found) afterwards, and `exam.deleted` is
/// announced. A generation still running is cancelled: its stream ends with an `error` event
/// (`not_found`, "The exam was deleted."), stored with the deletion, and no further question is
/// stored (a runner in another process finds the exam gone at its next write and stops).
pub(crate) async fn delete(
    app: &App,
    account: &str,
    id: &str,
    now: DateTime<Utc>,
) -> Result<(), Error> {
    let mut attempt = 0;
    loop {
        // The head is enough: the questions go with their events' documents.
        let (exam, version) = load_stored::<Exam>(app, account, id).await?;
        let mut batch = Batch::new().delete(Exam::KIND, &exam.id, Expect::Version(version));
        // The stream's next event: `started` is 1, then one per question stored.
        let last = (exam.status == ExamStatus::Generating).then(|| exam.node_count + 2);
        if let Some(seq) = last {
            let error = Error::new(ErrorCode::NotFound, DELETED);
            let ended = StreamEvent {
                id: StreamEvent::doc_id(&exam.id, seq),
                account_id: exam.account_id.clone(),
                livemode: exam.livemode,
                exam_id: exam.id.clone(),
                seq,
                event: "error".to_owned(),
                data: json!({ "code": error.code, "detail": error.detail }).to_string(),
            };
            batch = batch.put(ended.to_doc(1), Expect::Absent);
        }
        let event = NewEvent::of(
            account,
            &ExamDeleted::new(head(&exam), exam.status, exam.node_count),
        );
        match outbox::commit(app.storage(), batch, vec![event], now).await {
            Ok(()) => {
                if let Some(seq) = last {
                    app.live.cancel(&exam.id, seq);
                }
                return Ok(());
            }
            // A question was stored meanwhile: read the exam again.
            Err(e) if e.code == ErrorCode::Conflict && attempt + 1 < DELETE_ATTEMPTS => {
                attempt += 1;
                tokio::time::sleep(Duration::from_millis(u64::from(attempt) * 5)).await;
            }
            Err(e) => return Err(e),
        }
    }
}

/// The detail of the `error` event that ends the stream of an exam deleted while generating.
pub(crate) const DELETED: &str = "The exam was deleted.";

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
        Some(b) => b
            .cells
            .iter()
            .fold(0u32, |sum, c| sum.saturating_add(c.count)),
        None => request.question_count,
    };
    let (account_id, livemode) = split_owner(account);
    let exam = Exam {
        id: new_id("exam", now),
        object: "exam".to_owned(),
        account_id: account_id.to_owned(),
        livemode,
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
        account_id: account_id.to_owned(),
        livemode,
        exam_id: exam.id.clone(),
        seq: 1,
        event: "started".to_owned(),
        data: json!({ "examId": exam.id }).to_string(),
    };
    let batch = Batch::new()
        .put(exam.to_doc(1), Expect::Absent)
        .put(started.to_doc(1), Expect::Absent);
    let event = NewEvent::of(
        account,
        &ExamGenerationStarted::new(head(&exam), exam.node_count),
    );
    outbox::commit(app.storage(), batch, vec![event], now).await?;
    let (tx, cancelled) = app.live.start(&exam.id);
    let runner = Runner {
        app: app.clone(),
        exam: exam.clone(),
        seq: 1,
        tx,
        cancelled,
    };
    tokio::spawn(runner.run(stream));
    Ok(exam)
}

/// The head of an exam in the payloads of exam.* events.
pub(crate) fn head(exam: &Exam) -> ExamHead {
    ExamHead::new(&exam.id, &exam.subject, &exam.level)
}

/// The `data` of a `question` event.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct QuestionData<'a> {
    exam_id: &'a str,
    index: u32,
    node: &'a QuestionNode,
}

struct Runner {
    app: Arc<App>,
    exam: Exam,
    seq: u32,
    tx: watch::Sender<u32>,
    /// Set when the exam is deleted.
    cancelled: watch::Receiver<bool>,
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
        loop {
            // A deleted exam stops at once: the next question is not even produced.
            let mut cancelled = self.cancelled.clone();
            let item = tokio::select! {
                biased;
                _ = cancelled.wait_for(|c| *c) => {
                    tracing::info!(exam = %self.exam.id, "exam deleted during generation; stopping");
                    self.forget();
                    return;
                }
                item = stream.next() => item,
            };
            let Some(item) = item else {
                break;
            };
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

    fn next_event(&mut self, event: &str, data: String) -> StreamEvent {
        self.seq += 1;
        StreamEvent {
            id: StreamEvent::doc_id(&self.exam.id, self.seq),
            account_id: self.exam.account_id.clone(),
            livemode: self.exam.livemode,
            exam_id: self.exam.id.clone(),
            seq: self.seq,
            event: event.to_owned(),
            data,
        }
    }

    /// Stores one question and its event; false when the exam is gone (deleted) or the
    /// storage keeps failing. The exam is stored without its questions ([`Exam::head_doc`]):
    /// each question is stored once, in its event, and [`load_exam`] puts it back.
    async fn question(&mut self, draft: QuestionDraft, index: u32) -> bool {
        let now = self.app.clock.now();
        let title = curriculum()
            .chapter(&draft.tags.chapter)
            .map_or_else(|| draft.tags.chapter.clone(), |c| c.title.clone());
        let before = self.exam.version;
        let node = self.exam.push(draft, &title, now);
        let data = QuestionData {
            exam_id: &self.exam.id,
            index,
            node: &node,
        };
        let data = serde_json::to_string(&data).unwrap_or_default();
        let event = self.next_event("question", data);
        let batch = Batch::new()
            .put(
                self.exam.head_doc(self.exam.version),
                Expect::Version(before),
            )
            .put(event.to_doc(1), Expect::Absent);
        let stored = self.commit(batch).await;
        if stored {
            self.app.usage.add(
                &self.exam.account_id,
                self.exam.livemode,
                Family::Exams,
                Metric::Questions,
                1,
                now,
            );
        }
        stored
    }

    /// Stores `done` (or `error`), the final state, and the completed (or failed) event.
    async fn finish(&mut self, error: Option<String>) {
        let now = self.app.clock.now();
        let before = self.exam.version;
        self.exam.version += 1;
        self.exam.updated_at = now;
        let account = owner(&self.exam.account_id, self.exam.livemode);
        let (event, webhook) = match &error {
            None => {
                self.exam.status = ExamStatus::Ready;
                let data = json!({ "examId": self.exam.id, "nodeCount": self.exam.node_count })
                    .to_string();
                let payload = ExamGenerationCompleted::new(head(&self.exam), self.exam.node_count);
                (
                    self.next_event("done", data),
                    NewEvent::of(&account, &payload),
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
                let data = json!({ "code": error.code, "detail": error.detail }).to_string();
                let payload = ExamGenerationFailed::new(
                    head(&self.exam),
                    self.exam.node_count,
                    EventError::new("generation_failed", detail.clone()),
                );
                (
                    self.next_event("error", data),
                    NewEvent::of(&account, &payload),
                )
            }
        };
        let batch = Batch::new()
            .put(self.exam.to_doc(self.exam.version), Expect::Version(before))
            .put(event.to_doc(1), Expect::Absent);
        let staged = outbox::stage(self.app.storage(), batch, webhook, now).await;
        match staged {
            Ok((batch, _, _)) => {
                self.commit(batch).await;
            }
            Err(p) => {
                tracing::error!(exam = %self.exam.id, error = %p, "could not stage the final event")
            }
        }
    }

    /// Commits `batch`, retrying a storage outage a few times; wakes the followers.
    async fn commit(&self, batch: Batch) -> bool {
        for attempt in 0..5u32 {
            match self.app.storage.commit(batch.clone()).await {
                Ok(()) => {
                    let _ = self.tx.send(self.seq);
                    // Let the woken followers run: the generator and the memory storage never
                    // wait, and a woken task waits in this worker's slot until this one
                    // yields, so without this the whole exam would reach the client at once.
                    tokio::task::yield_now().await;
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
