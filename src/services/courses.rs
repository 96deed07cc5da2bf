//! Courses: pass 1 (the architecture) and pass 2 (writing, every unwritten section or one),
//! each run by the generator in its own task (a client that disconnects never stops it), with
//! every stream event stored as it goes; outline edits with optimistic versions; publication to
//! the teacher library; deletion, which cancels a running pass. [`super::course_stream`] serves
//! the stored streams.

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use futures_util::StreamExt;
use serde::Deserialize;
use serde_json::json;
use tokio::sync::watch;
use utoipa::ToSchema;

use crate::app::App;
use crate::domain::course::{
    Course, CourseEdit, CourseError, CourseEvent, CourseStatus, CourseTombstone, DURATION,
    Publication, Section, SectionStatus, WriteInstructions, check_text,
};
use crate::domain::curriculum::curriculum;
use crate::domain::question::Language;
use crate::domain::usage::{Family, Metric};
use crate::domain::{Resource, owner, split_owner};
use crate::error::{Error, ErrorCode, FieldError};
use crate::events::catalogue::course::{
    ChangedCourse, CourseArchitectureCompleted, CourseArchitectureFailed,
    CourseArchitectureStarted, CourseDeleted, CourseHead, CoursePublished, CourseRef,
    CourseSectionFailed, CourseSectionWritten, CourseState, CourseUpdated, CourseWritingCompleted,
    CourseWritingFailed, DeletedCourse, OutlinedCourse, PublishedCourse, SectionHead,
    UnwrittenCourse, WrittenCourse, WrittenSection as WrittenSectionPayload,
};
use crate::events::catalogue::shared::EventError;
use crate::events::outbox::{self, NewEvent};
use crate::generate::GenerationError;
use crate::generate::course::{CourseRequest, SectionRequest, default_title};
use crate::ids::timestamp;
use crate::services::{Window, list as list_of, load};
use crate::storage::{Batch, Expect};

/// Most chapters in one course.
pub(crate) const MAX_CHAPTERS: usize = 20;

/// Body of `POST /v1/courses`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct CreateCourseRequest {
    /// Subject id; the generator must write courses of it at `level`, else 400.
    #[schema(value_type = crate::domain::schema::SubjectId)]
    pub subject: String,
    /// Level id.
    #[schema(value_type = crate::domain::schema::LevelId)]
    pub level: String,
    /// 1 to 20 chapter ids of `subject` at `level`, in teaching order; default: every chapter
    /// of `subject` at `level` the generator writes courses of.
    #[serde(default)]
    #[schema(max_items = 20, value_type = Vec<crate::domain::schema::ChapterId>)]
    pub chapters: Vec<String>,
    /// The title (1 to 300 characters); default: the chapter's title, or the subject, level
    /// and chapters.
    #[schema(min_length = 1, max_length = 300)]
    pub title: Option<String>,
    /// `fr` (default) or `en`.
    #[serde(default)]
    pub language: Language,
    /// 15 to 600, at least 5 per section; default: 12 per section, rounded to 5.
    #[schema(minimum = 15, maximum = 600)]
    pub duration_minutes: Option<u32>,
    /// 2 to 20, at least one per chapter; default: 4 per chapter, at most 20.
    #[schema(minimum = 2, maximum = 20)]
    pub section_count: Option<u32>,
    /// Same request, same seed: same course. Default: random.
    pub seed: Option<u64>,
}

/// Body of `POST /v1/courses/{courseId}/sections/{sectionId}/write`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct WriteSectionRequest {
    /// How to write it; kept with the section (and replacing the ones it had).
    #[serde(default)]
    pub instructions: Option<WriteInstructions>,
}

fn err(field: &str, message: impl Into<String>) -> FieldError {
    FieldError {
        field: field.to_owned(),
        message: message.into(),
    }
}

/// Checks a request for a course, then starts pass 1.
pub(crate) async fn create(
    app: &Arc<App>,
    account: &str,
    req: CreateCourseRequest,
    now: DateTime<Utc>,
) -> Result<Course, Error> {
    let c = curriculum();
    let mut errors = Vec::new();
    if c.subject(&req.subject).is_none() {
        errors.push(err("subject", format!("unknown subject `{}`", req.subject)));
    }
    if c.level(&req.level).is_none() {
        errors.push(err("level", format!("unknown level `{}`", req.level)));
    }
    if let Some(t) = &req.title {
        check_text("title", t, &mut errors);
    }
    if req.chapters.len() > MAX_CHAPTERS {
        errors.push(err("chapters", "at most 20 chapters"));
    }
    for (i, id) in req.chapters.iter().enumerate() {
        match c.chapter(id) {
            None => errors.push(err(
                &format!("chapters[{i}]"),
                format!("unknown chapter `{id}`"),
            )),
            Some(ch) if ch.subject_id != req.subject || ch.level_id != req.level => {
                errors.push(err(
                    &format!("chapters[{i}]"),
                    format!(
                        "`{id}` is not a chapter of {} at {}",
                        req.subject, req.level
                    ),
                ))
            }
            Some(_) if req.chapters[..i].contains(id) => {
                errors.push(err(&format!("chapters[{i}]"), "appears twice"));
            }
            Some(_) => {}
        }
    }
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    let chapters = if req.chapters.is_empty() {
        let served = served_chapters(app, &req.subject, &req.level);
        if served.is_empty() {
            return Err(Error::invalid(
                "level",
                format!(
                    "the generator writes no course of {} at {}",
                    req.subject, req.level
                ),
            ));
        }
        served.into_iter().take(MAX_CHAPTERS).collect()
    } else {
        req.chapters
    };
    let k = chapters.len() as u32;
    let sections = req.section_count.unwrap_or_else(|| (4 * k).clamp(2, 20));
    if !(2..=20).contains(&sections) {
        errors.push(err("sectionCount", "must be from 2 to 20"));
    } else if sections < k {
        errors.push(err(
            "sectionCount",
            format!("must be at least the number of chapters ({k})"),
        ));
    }
    let duration = req
        .duration_minutes
        .unwrap_or_else(|| (sections * 12).div_ceil(5).clamp(3, 120) * 5);
    if !DURATION.contains(&duration) {
        errors.push(err("durationMinutes", "must be from 15 to 600"));
    } else if errors.is_empty() && duration < 5 * sections {
        errors.push(err(
            "durationMinutes",
            format!(
                "must allow 5 minutes per section (at least {})",
                5 * sections
            ),
        ));
    }
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    let mut request = CourseRequest::new(&req.subject, &req.level, chapters, duration, sections);
    request.language = req.language;
    request.seed = req.seed.unwrap_or_else(rand::random);
    let stream = app
        .generator
        .outline(&request)
        .map_err(|e| course_problem(e, &request))?;
    let title = match req.title {
        Some(t) => t.trim().to_owned(),
        None => default_title(&request),
    };
    let course = Course::new(
        split_owner(account),
        title,
        request.subject.clone(),
        request.level.clone(),
        request.chapters.clone(),
        request.language,
        duration,
        request.seed,
        now,
    );
    let mut course = course;
    course.last_event_id = 1;
    let started = course.stream_event(
        1,
        1,
        "started",
        json!({ "courseId": course.id, "pass": 1 }).to_string(),
    );
    let batch = Batch::new()
        .put(course.to_doc(course.version), Expect::Absent)
        .put(started.to_doc(1), Expect::Absent);
    let event = NewEvent::of(
        account,
        &CourseArchitectureStarted {
            course: state(&course),
        },
    );
    outbox::commit(app.storage(), batch, vec![event], now).await?;
    let (tx, cancelled) = app.live.start(&live_key(&course.id, 1));
    let runner = Runner {
        app: app.clone(),
        course: course.clone(),
        pass: 1,
        seq: 1,
        tx,
        cancelled,
    };
    tokio::spawn(runner.architect(stream));
    Ok(course)
}

/// The chapters of `subject` at `level` the generator writes courses of, in curriculum order.
fn served_chapters(app: &App, subject: &str, level: &str) -> Vec<String> {
    curriculum()
        .chapters()
        .iter()
        .filter(|ch| ch.subject_id == subject && ch.level_id == level)
        .filter(|ch| {
            let probe = CourseRequest::new(subject, level, [ch.id.clone()], 15, 2);
            app.generator.outline(&probe).is_ok()
        })
        .map(|ch| ch.id.clone())
        .collect()
}

/// Turns a generator's refusal of a course into the 400 a caller sees.
fn course_problem(e: GenerationError, req: &CourseRequest) -> Error {
    match e {
        GenerationError::Unsupported { message, .. } => Error::invalid("subject", message),
        GenerationError::InvalidTopic { topic, supported } => {
            let field = req
                .chapters
                .iter()
                .position(|c| *c == topic)
                .map_or_else(|| "chapters".to_owned(), |i| format!("chapters[{i}]"));
            let served = if supported.is_empty() {
                "none".to_owned()
            } else {
                supported.join(", ")
            };
            Error::invalid(
                field,
                format!("the generator writes no course of `{topic}`; it serves: {served}"),
            )
        }
        GenerationError::Failed(msg) => Error::invalid("sectionCount", msg),
    }
}

/// The key under which the followers of pass `pass` of `course` wait.
pub(crate) fn live_key(course: &str, pass: u32) -> String {
    format!("{course}.{pass}")
}

/// The filters of a list of courses from the values given.
pub(crate) fn filters(given: &[(&str, Option<&str>)]) -> Result<Vec<(String, String)>, Error> {
    let mut out = Vec::new();
    for (name, value) in given {
        let Some(v) = value else { continue };
        match *name {
            "status" => super::one_of(
                "status",
                v,
                &[
                    "architecting",
                    "outlined",
                    "writing",
                    "written",
                    "published",
                    "failed",
                ],
            )?,
            "published" => super::one_of("published", v, &["true", "false"])?,
            // the curriculum is the reference: a misspelt filter is named, not an empty page
            "subject" if curriculum().subject(v).is_none() => {
                return Err(Error::invalid("subject", format!("unknown subject `{v}`")));
            }
            "level" if curriculum().level(v).is_none() => {
                return Err(Error::invalid("level", format!("unknown level `{v}`")));
            }
            _ => {}
        }
        out.push(((*name).to_owned(), (*v).to_owned()));
    }
    Ok(out)
}

/// A window of the account's courses matching `filters`, newest first.
pub(crate) async fn list(
    app: &App,
    account: &str,
    filters: Vec<(String, String)>,
    window: Window,
) -> Result<Vec<Course>, Error> {
    list_of::<Course>(app, account, filters, window).await
}

/// A course of the account.
pub(crate) async fn get(app: &App, account: &str, id: &str) -> Result<Course, Error> {
    load::<Course>(app, account, id).await.map(|(c, _)| c)
}

/// The published copy of a course of the account (what the teacher library shows).
pub(crate) async fn published(app: &App, account: &str, id: &str) -> Result<Course, Error> {
    let course = get(app, account, id).await?;
    if course.published_at.is_none() {
        return Err(Error::conflict("The course has never been published."));
    }
    load::<Publication>(app, account, id)
        .await
        .map(|(p, _)| p.course)
}

/// A course of the account to change: 404 if there never was one, 409 if it was deleted.
async fn load_to_change(app: &App, account: &str, id: &str) -> Result<(Course, u64), Error> {
    match load::<Course>(app, account, id).await {
        Err(e) if e.code == ErrorCode::NotFound => {
            match load::<CourseTombstone>(app, account, id).await {
                Ok(_) => Err(Error::conflict(
                    "The course was deleted; it can no longer be edited, written or published.",
                )),
                Err(_) => Err(e),
            }
        }
        other => other,
    }
}

fn head(c: &Course) -> CourseHead {
    let mut h = CourseHead::new(&c.id);
    h.title = Some(c.title.clone());
    h.subject = Some(c.subject.clone());
    h.level = Some(c.level.clone());
    h
}

fn state(c: &Course) -> CourseState {
    CourseState {
        head: head(c),
        status: c.status.as_str().to_owned(),
    }
}

fn section_head(s: &Section, position: usize) -> SectionHead {
    SectionHead {
        id: s.id.clone(),
        title: Some(s.title.clone()),
        position: Some(position as u32),
    }
}

/// Edits the title and the outline of a course. `if_match` is the version the caller read; a
/// stale one is 409. `course.updated` is announced when something changed.
pub(crate) async fn update(
    app: &App,
    account: &str,
    id: &str,
    if_match: Option<u64>,
    edit: CourseEdit,
    now: DateTime<Utc>,
) -> Result<Course, Error> {
    let (mut course, version) = load_to_change(app, account, id).await?;
    if let Some(v) = if_match
        && v != course.version
    {
        return Err(Error::conflict(format!(
            "The course is at version {}, not {v}: read it again and retry.",
            course.version
        )));
    }
    if !course.edit(edit, now)?.changed {
        return Ok(course);
    }
    let batch = Batch::new().put(course.to_doc(version + 1), Expect::Version(version));
    let payload = CourseUpdated {
        course: ChangedCourse {
            head: head(&course),
            status: course.status.as_str().to_owned(),
            updated_at: Some(timestamp(now)),
        },
    };
    outbox::commit(
        app.storage(),
        batch,
        vec![NewEvent::of(account, &payload)],
        now,
    )
    .await?;
    Ok(course)
}

/// Publishes a fully written course to the account's teacher library.
pub(crate) async fn publish(
    app: &App,
    account: &str,
    id: &str,
    now: DateTime<Utc>,
) -> Result<Course, Error> {
    let (mut course, version) = load_to_change(app, account, id).await?;
    course.check_publishable()?;
    course.status = CourseStatus::Published;
    course.version += 1;
    course.published_at = Some(now);
    course.published_version = Some(course.version);
    course.updated_at = now;
    let copy = Publication {
        course: course.clone(),
    };
    let batch = Batch::new()
        .put(course.to_doc(version + 1), Expect::Version(version))
        .put(copy.to_doc(1), Expect::Any);
    let payload = CoursePublished {
        course: PublishedCourse {
            head: head(&course),
            status: course.status.as_str().to_owned(),
            published_at: timestamp(now),
        },
    };
    outbox::commit(
        app.storage(),
        batch,
        vec![NewEvent::of(account, &payload)],
        now,
    )
    .await?;
    Ok(course)
}

/// Starts pass 2 over every section not yet written.
pub(crate) async fn write(
    app: &Arc<App>,
    account: &str,
    id: &str,
    now: DateTime<Utc>,
) -> Result<Course, Error> {
    let (course, version) = load_to_change(app, account, id).await?;
    course.check_writable()?;
    let todo: Vec<usize> = (0..course.sections.len())
        .filter(|&i| course.sections[i].status != SectionStatus::Written)
        .collect();
    start_writing(app, course, version, todo, now).await
}

/// Starts (re)writing one section, with its new instructions if any.
pub(crate) async fn write_section(
    app: &Arc<App>,
    account: &str,
    (id, section): (&str, &str),
    req: WriteSectionRequest,
    now: DateTime<Utc>,
) -> Result<Course, Error> {
    let (mut course, version) = load_to_change(app, account, id).await?;
    let Some(i) = course.sections.iter().position(|s| s.id == section) else {
        return Err(Error::not_found("section"));
    };
    course.check_section_writable()?;
    if let Some(ins) = req.instructions {
        if let Some(f) = &ins.focus {
            let mut errors = Vec::new();
            check_text("instructions.focus", f, &mut errors);
            if !errors.is_empty() {
                return Err(Error::validation(errors));
            }
        }
        course.sections[i].instructions = Some(ins);
    }
    start_writing(app, course, version, vec![i], now).await
}

async fn start_writing(
    app: &Arc<App>,
    mut course: Course,
    version: u64,
    todo: Vec<usize>,
    now: DateTime<Utc>,
) -> Result<Course, Error> {
    course.status = CourseStatus::Writing;
    course.error = None;
    course.passes += 1;
    course.last_event_id = 1;
    course.version += 1;
    course.updated_at = now;
    let pass = course.passes;
    let started = course.stream_event(
        pass,
        1,
        "started",
        json!({ "courseId": course.id, "pass": pass }).to_string(),
    );
    let batch = Batch::new()
        .put(course.to_doc(version + 1), Expect::Version(version))
        .put(started.to_doc(1), Expect::Absent);
    outbox::commit(app.storage(), batch, Vec::new(), now).await?;
    let (tx, cancelled) = app.live.start(&live_key(&course.id, pass));
    let runner = Runner {
        app: app.clone(),
        course: course.clone(),
        pass,
        seq: 1,
        tx,
        cancelled,
    };
    tokio::spawn(runner.write(todo));
    Ok(course)
}

/// How often a deletion is tried again when the course changed under it (a pass storing a
/// section meanwhile).
const DELETE_ATTEMPTS: u32 = 20;

/// The detail of the `error` event that ends the stream of a course deleted during a pass.
pub(crate) const DELETED: &str = "The course was deleted.";

/// Deletes a course of the account (and its published copy); a running pass is cancelled: its
/// stream ends with an `error` event (`not_found`), and nothing more is stored.
pub(crate) async fn delete(
    app: &App,
    account: &str,
    id: &str,
    now: DateTime<Utc>,
) -> Result<(), Error> {
    let mut attempt = 0;
    loop {
        let (course, version) = load::<Course>(app, account, id).await?;
        let tombstone = CourseTombstone {
            id: course.id.clone(),
            account_id: course.account_id.clone(),
            livemode: course.livemode,
            deleted_at: now,
        };
        let mut batch = Batch::new()
            .delete(Course::KIND, &course.id, Expect::Version(version))
            .delete(Publication::KIND, &course.id, Expect::Any)
            .put(tombstone.to_doc(1), Expect::Any);
        let last = course
            .status
            .running()
            .then_some((course.passes, course.last_event_id + 1));
        if let Some((pass, seq)) = last {
            let error = Error::new(ErrorCode::NotFound, DELETED);
            let ended = course.stream_event(
                pass,
                seq,
                "error",
                json!({ "code": error.code, "detail": error.detail }).to_string(),
            );
            batch = batch.put(ended.to_doc(1), Expect::Absent);
        }
        let payload = CourseDeleted {
            course: DeletedCourse {
                head: head(&course),
                status: Some(course.status.as_str().to_owned()),
                deleted_at: Some(timestamp(now)),
            },
        };
        match outbox::commit(
            app.storage(),
            batch,
            vec![NewEvent::of(account, &payload)],
            now,
        )
        .await
        {
            Ok(()) => {
                if let Some((pass, seq)) = last {
                    app.live.cancel(&live_key(&course.id, pass), seq);
                }
                return Ok(());
            }
            Err(e) if e.code == ErrorCode::Conflict && attempt + 1 < DELETE_ATTEMPTS => {
                attempt += 1;
                tokio::time::sleep(Duration::from_millis(u64::from(attempt) * 5)).await;
            }
            Err(e) => return Err(e),
        }
    }
}

/// Runs one pass of one course in its own task.
struct Runner {
    app: Arc<App>,
    course: Course,
    pass: u32,
    seq: u32,
    tx: watch::Sender<u32>,
    /// Set when the course is deleted.
    cancelled: watch::Receiver<bool>,
}

/// How a pass ended.
enum End {
    Done,
    Failed(String, Vec<String>),
    Stopped,
}

impl Runner {
    fn owner(&self) -> String {
        owner(&self.course.account_id, self.course.livemode)
    }

    fn forget(&self) {
        self.app.live.end(&live_key(&self.course.id, self.pass));
    }

    fn next_event(&mut self, event: &str, data: serde_json::Value) -> CourseEvent {
        self.seq += 1;
        self.course.last_event_id = self.seq;
        self.course
            .stream_event(self.pass, self.seq, event, data.to_string())
    }

    /// Pass 1: stores each outlined section as it comes, then the outcome.
    async fn architect(
        mut self,
        mut stream: futures_core::stream::BoxStream<
            'static,
            Result<crate::domain::course::PlannedSection, GenerationError>,
        >,
    ) {
        let end = loop {
            let mut cancelled = self.cancelled.clone();
            let item = tokio::select! {
                biased;
                _ = cancelled.wait_for(|c| *c) => break End::Stopped,
                item = stream.next() => item,
            };
            match item {
                None => break End::Done,
                Some(Err(e)) => break End::Failed(failure(e), Vec::new()),
                Some(Ok(planned)) => {
                    let now = self.app.clock.now();
                    let section = Section::planned(planned, now);
                    let index = self.course.sections.len();
                    self.course.sections.push(section.clone());
                    let event = self.next_event(
                        "section",
                        json!({ "courseId": self.course.id, "index": index, "section": section }),
                    );
                    if !self.store(event, None, now).await {
                        break End::Stopped;
                    }
                }
            }
        };
        self.finish(end, true).await;
        self.forget();
    }

    /// Pass 2: writes the sections `todo` (positions), a few at a time, storing each in order.
    async fn write(mut self, todo: Vec<usize>) {
        let generator = self.app.generator.clone();
        // At most this many `write_section` calls at once (`ApiBuilder::course_writers`);
        // `buffered` yields their results in the outline's order.
        let writers = self.app.config.course_writers.max(1);
        let requests: Vec<(usize, SectionRequest)> = todo
            .iter()
            .map(|&i| {
                let c = &self.course;
                let mut r = SectionRequest::new(
                    &c.subject,
                    &c.level,
                    c.chapters.clone(),
                    c.language,
                    c.seed,
                    i as u32,
                    c.sections[i].clone(),
                );
                r.course_title = c.title.clone();
                (i, r)
            })
            .collect();
        // What the other sections already use, so no section repeats another's examples; the
        // sections written at the same time cannot see each other's.
        let used = Arc::new(std::sync::Mutex::new(
            self.course
                .sections
                .iter()
                .enumerate()
                .filter(|(i, _)| !todo.contains(i))
                .flat_map(|(_, s)| s.statements())
                .collect::<Vec<String>>(),
        ));
        let seen = used.clone();
        let mut results = futures_util::stream::iter(requests)
            .map(move |(i, mut r)| {
                let g = generator.clone();
                r.avoid = seen.lock().unwrap_or_else(|e| e.into_inner()).clone();
                async move { (i, g.write_section(&r).await) }
            })
            .buffered(writers);
        let end = loop {
            let mut cancelled = self.cancelled.clone();
            let item = tokio::select! {
                biased;
                _ = cancelled.wait_for(|c| *c) => break End::Stopped,
                item = results.next() => item,
            };
            let Some((i, result)) = item else {
                break End::Done;
            };
            let now = self.app.clock.now();
            match result {
                Ok(blocks) => {
                    self.course.sections[i].write(blocks, now);
                    used.lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .extend(self.course.sections[i].statements());
                    let section = self.course.sections[i].clone();
                    let payload = CourseSectionWritten {
                        course: CourseRef::new(&self.course.id),
                        section: WrittenSectionPayload {
                            head: section_head(&section, i),
                            word_count: Some(section.word_count),
                        },
                    };
                    let event = self.next_event(
                        "section",
                        json!({ "courseId": self.course.id, "index": i, "section": section }),
                    );
                    let owner = self.owner();
                    if !self
                        .store(event, Some(NewEvent::of(&owner, &payload)), now)
                        .await
                    {
                        break End::Stopped;
                    }
                }
                Err(e) => {
                    let detail = failure(e);
                    let s = &mut self.course.sections[i];
                    s.status = SectionStatus::Failed;
                    s.error = Some(CourseError {
                        code: "writing_failed".to_owned(),
                        detail: detail.clone(),
                    });
                    s.version += 1;
                    break End::Failed(detail, vec![s.id.clone()]);
                }
            }
        };
        self.finish(end, false).await;
        self.forget();
    }

    /// Stores the course with one stream event (and a webhook event); false when the course
    /// is gone or the storage keeps failing.
    async fn store(
        &mut self,
        event: CourseEvent,
        webhook: Option<NewEvent<'_>>,
        now: DateTime<Utc>,
    ) -> bool {
        let before = self.course.version;
        self.course.version += 1;
        self.course.updated_at = now;
        let mut batch = Batch::new()
            .put(
                self.course.to_doc(self.course.version),
                Expect::Version(before),
            )
            .put(event.to_doc(1), Expect::Absent);
        if let Some(w) = webhook {
            match outbox::stage(self.app.storage(), batch, w, now).await {
                Ok((b, _, _)) => batch = b,
                Err(e) => {
                    tracing::error!(course = %self.course.id, error = %e, "could not stage an event");
                    return false;
                }
            }
        }
        self.commit(batch).await
    }

    /// Stores `done` (or `error`), the settled state, and the completed (or failed) events.
    async fn finish(&mut self, end: End, architecture: bool) {
        let now = self.app.clock.now();
        let owner = self.owner();
        let outlined = architecture && matches!(end, End::Done);
        let (event, webhooks) = match end {
            End::Stopped => return,
            End::Done => {
                self.course.status = self.course.settled_status();
                let count = self.course.sections.len() as u32;
                let data = json!({
                    "courseId": self.course.id,
                    "pass": self.pass,
                    "sectionCount": count,
                    "status": self.course.status,
                });
                let ev = self.next_event("done", data);
                let (h, status) = (head(&self.course), self.course.status.as_str().to_owned());
                let w = if architecture {
                    NewEvent::of(
                        &owner,
                        &CourseArchitectureCompleted {
                            course: OutlinedCourse {
                                head: h,
                                status,
                                section_count: count,
                            },
                        },
                    )
                } else {
                    NewEvent::of(
                        &owner,
                        &CourseWritingCompleted {
                            course: WrittenCourse {
                                head: h,
                                status,
                                section_count: count,
                            },
                        },
                    )
                };
                (ev, vec![w])
            }
            End::Failed(detail, failed) => {
                self.course.status = CourseStatus::Failed;
                let code = if architecture {
                    "architecture_failed"
                } else {
                    "writing_failed"
                };
                self.course.error = Some(CourseError {
                    code: code.to_owned(),
                    detail: detail.clone(),
                });
                let error = Error::new(
                    ErrorCode::InternalError,
                    format!("Generation failed: {detail}"),
                );
                let ev = self.next_event(
                    "error",
                    json!({ "code": error.code, "detail": error.detail }),
                );
                let mut out = Vec::new();
                if architecture {
                    out.push(NewEvent::of(
                        &owner,
                        &CourseArchitectureFailed {
                            course: state(&self.course),
                            error: EventError::new(code, detail),
                        },
                    ));
                } else {
                    let s = &self.course.sections;
                    let written = s
                        .iter()
                        .filter(|x| x.status == SectionStatus::Written)
                        .count();
                    if let Some(i) = failed
                        .first()
                        .and_then(|id| s.iter().position(|x| &x.id == id))
                    {
                        out.push(NewEvent::of(
                            &owner,
                            &CourseSectionFailed {
                                course: CourseRef::new(&self.course.id),
                                section: section_head(&s[i], i),
                                error: EventError::new(code, detail.clone()),
                            },
                        ));
                    }
                    out.push(NewEvent::of(
                        &owner,
                        &CourseWritingFailed {
                            course: UnwrittenCourse {
                                head: head(&self.course),
                                status: "failed".to_owned(),
                                failed_sections: failed,
                            },
                            error: EventError::new(
                                code,
                                format!("{detail} ({written} of {} sections written)", s.len()),
                            ),
                        },
                    ));
                }
                (ev, out)
            }
        };
        if self.finish_with(event, webhooks, now).await && outlined {
            self.app.usage.add(
                &self.course.account_id,
                self.course.livemode,
                Family::Courses,
                Metric::Courses,
                1,
                now,
            );
        }
    }

    /// Stores the final event and state; false when it could not.
    async fn finish_with(
        &mut self,
        event: CourseEvent,
        webhooks: Vec<NewEvent<'_>>,
        now: DateTime<Utc>,
    ) -> bool {
        let before = self.course.version;
        self.course.version += 1;
        self.course.updated_at = now;
        let mut batch = Batch::new()
            .put(
                self.course.to_doc(self.course.version),
                Expect::Version(before),
            )
            .put(event.to_doc(1), Expect::Absent);
        for w in webhooks {
            match outbox::stage(self.app.storage(), batch.clone(), w, now).await {
                Ok((b, _, _)) => batch = b,
                Err(e) => {
                    tracing::error!(course = %self.course.id, error = %e, "could not stage the final event");
                    return false;
                }
            }
        }
        self.commit(batch).await
    }

    /// Commits, retrying a storage outage a few times; wakes the followers.
    async fn commit(&mut self, batch: Batch) -> bool {
        for attempt in 0..5u32 {
            match self.app.storage.commit(batch.clone()).await {
                Ok(()) => {
                    let _ = self.tx.send(self.seq);
                    // Let the woken followers send this event before the next is made.
                    tokio::task::yield_now().await;
                    return true;
                }
                Err(crate::storage::StorageError::Conflict { .. }) => {
                    tracing::info!(course = %self.course.id, "course changed or deleted during a pass; stopping");
                    return false;
                }
                Err(e) => {
                    tracing::warn!(course = %self.course.id, error = %e, attempt, "storing a course pass failed; retrying");
                    tokio::time::sleep(Duration::from_millis(100 << attempt)).await;
                }
            }
        }
        tracing::error!(course = %self.course.id, "giving up a course pass: the storage keeps failing");
        false
    }
}

fn failure(e: GenerationError) -> String {
    match e {
        GenerationError::Failed(m) => m,
        other => other.to_string(),
    }
}
