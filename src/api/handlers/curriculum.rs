//! `/v1/curriculum/*`: the French curriculum, the socle commun and Bloom's taxonomy (read only,
//! scope `curriculum:read`). The data ships with the crate.

use http::{Method, StatusCode};
use serde::Serialize;
use utoipa::IntoParams;

use crate::api::ctx::{Ctx, json};
use crate::api::pagination::{Page, PageRequest};
use crate::api::router::{HandlerResult, Route, handler};
use crate::auth::Scope;
use crate::domain::curriculum::search::SearchHit;
use crate::domain::curriculum::{Chapter, Competency, Level, Sequence, Subject, curriculum};
use crate::services::curriculum::{self as service, Bloom, Filters, LevelDetail, SubjectDetail};

/// The OpenAPI paths of this module.
#[derive(utoipa::OpenApi)]
#[openapi(paths(
    list_subjects,
    get_subject,
    list_levels,
    get_level,
    list_sequences,
    list_chapters,
    get_chapter,
    list_competencies,
    bloom,
    search
))]
pub(crate) struct Doc;

pub(crate) fn routes() -> Vec<Route> {
    // The curriculum ships with the crate: an answer depends on the URI alone.
    let r = |path, h| Route::new(Method::GET, path, Scope::CurriculumRead, h).cacheable();
    vec![
        r("/v1/curriculum/subjects", handler!(list_subjects)),
        r("/v1/curriculum/subjects/{subjectId}", handler!(get_subject)),
        r("/v1/curriculum/levels", handler!(list_levels)),
        r("/v1/curriculum/levels/{levelId}", handler!(get_level)),
        r("/v1/curriculum/sequences", handler!(list_sequences)),
        r("/v1/curriculum/chapters", handler!(list_chapters)),
        r("/v1/curriculum/chapters/{chapterId}", handler!(get_chapter)),
        r("/v1/curriculum/competencies", handler!(list_competencies)),
        r("/v1/curriculum/bloom", handler!(bloom)),
        r("/v1/curriculum/search", handler!(search)),
    ]
}

/// Filters of `GET /v1/curriculum/subjects`. Each must name an existing item (else 400).
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct SubjectFilters {
    /// Subjects taught at this level (`6e`, `2de`).
    #[param(value_type = Option<crate::api::openapi::schemas::LevelId>)]
    level: Option<String>,
    /// Subjects taught in this cycle (`cycle3`, `cycle4`, `lycee`).
    #[param(value_type = Option<crate::api::openapi::schemas::CycleId>)]
    cycle: Option<String>,
}

/// Filter of `GET /v1/curriculum/levels`. It must name an existing cycle (else 400).
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct LevelFilters {
    /// The levels of this cycle (`cycle3`, `cycle4`, `lycee`).
    #[param(value_type = Option<crate::api::openapi::schemas::CycleId>)]
    cycle: Option<String>,
}

/// Filters of `GET /v1/curriculum/sequences`. Each must name an existing item (else 400).
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct SequenceFilters {
    /// Sequences of this subject (`mathematiques`).
    #[param(value_type = Option<crate::api::openapi::schemas::SubjectId>)]
    subject: Option<String>,
    /// Sequences of this level (`6e`, `2de`).
    #[param(value_type = Option<crate::api::openapi::schemas::LevelId>)]
    level: Option<String>,
    /// Sequences of the levels of this cycle.
    #[param(value_type = Option<crate::api::openapi::schemas::CycleId>)]
    cycle: Option<String>,
}

/// Filters of `GET /v1/curriculum/chapters`. Each must name an existing item (else 400).
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct ChapterFilters {
    /// Chapters of this subject (`mathematiques`).
    #[param(value_type = Option<crate::api::openapi::schemas::SubjectId>)]
    subject: Option<String>,
    /// Chapters of this level (`6e`, `2de`).
    #[param(value_type = Option<crate::api::openapi::schemas::LevelId>)]
    level: Option<String>,
    /// Chapters of the levels of this cycle.
    #[param(value_type = Option<crate::api::openapi::schemas::CycleId>)]
    cycle: Option<String>,
    /// Chapters of this sequence.
    #[param(value_type = Option<crate::api::openapi::schemas::SequenceId>)]
    sequence: Option<String>,
}

/// Query of `GET /v1/curriculum/search`.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct SearchParams {
    /// The words to look for: 1 to 200 characters once leading and trailing white space is
    /// removed; accents and case are ignored.
    q: String,
}

fn page_of<T: Serialize + Clone>(cx: &Ctx, list: &'static str, items: &[T]) -> HandlerResult {
    let page = PageRequest::from_query(&cx.query(), list)?;
    Ok(json(StatusCode::OK, &page.slice(items)?))
}

/// List subjects, optionally those taught at a level or in a cycle.
#[utoipa::path(operation_id = "listSubjects", get, path = "/v1/curriculum/subjects", tag = "Curriculum",
    params(SubjectFilters, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of subjects", body = Page<Subject>)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn list_subjects(cx: Ctx) -> HandlerResult {
    let query = cx.query();
    let f = Filters::read(|name| query.get(name))?;
    page_of(
        &cx,
        "subjects",
        &curriculum().subjects_filtered(f.level, f.cycle),
    )
}

/// A subject, with its sequences.
#[utoipa::path(operation_id = "getSubject", get, path = "/v1/curriculum/subjects/{subjectId}", tag = "Curriculum",
    params(("subjectId" = String, Path, description = "Subject id (`mathematiques`)")),
    responses((status = 200, description = "The subject", body = SubjectDetail)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn get_subject(cx: Ctx) -> HandlerResult {
    Ok(json(
        StatusCode::OK,
        &service::subject(cx.param("subjectId"))?,
    ))
}

/// List school levels, from PS to Tle, optionally of one cycle.
#[utoipa::path(operation_id = "listLevels", get, path = "/v1/curriculum/levels", tag = "Curriculum",
    params(LevelFilters, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of levels", body = Page<Level>)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn list_levels(cx: Ctx) -> HandlerResult {
    let query = cx.query();
    let f = Filters::read(|name| query.get(name))?;
    page_of(&cx, "levels", &curriculum().levels_filtered(f.cycle))
}

/// A level, with its cycle and subjects.
#[utoipa::path(operation_id = "getLevel", get, path = "/v1/curriculum/levels/{levelId}", tag = "Curriculum",
    params(("levelId" = String, Path, description = "Level id (`6e`, `2de`)")),
    responses((status = 200, description = "The level", body = LevelDetail)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn get_level(cx: Ctx) -> HandlerResult {
    Ok(json(StatusCode::OK, &service::level(cx.param("levelId"))?))
}

/// List sequences (themed blocks of a year), by subject, level or cycle.
#[utoipa::path(operation_id = "listSequences", get, path = "/v1/curriculum/sequences", tag = "Curriculum",
    params(SequenceFilters, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of sequences", body = Page<Sequence>)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn list_sequences(cx: Ctx) -> HandlerResult {
    let query = cx.query();
    let f = Filters::read(|name| query.get(name))?;
    let sequences = curriculum().sequences_filtered(f.subject, f.level, f.cycle);
    page_of(&cx, "sequences", &sequences)
}

/// List chapters, by subject, level, cycle or sequence.
#[utoipa::path(operation_id = "listChapters", get, path = "/v1/curriculum/chapters", tag = "Curriculum",
    params(ChapterFilters, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of chapters", body = Page<Chapter>)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn list_chapters(cx: Ctx) -> HandlerResult {
    let query = cx.query();
    let f = Filters::read(|name| query.get(name))?;
    let chapters = curriculum().chapters_filtered(f.subject, f.level, f.cycle, f.sequence);
    page_of(&cx, "chapters", &chapters)
}

/// A chapter.
#[utoipa::path(operation_id = "getChapter", get, path = "/v1/curriculum/chapters/{chapterId}", tag = "Curriculum",
    params(("chapterId" = String, Path, description = "Chapter id (`mathematiques-4e-theoreme-de-pythagore`)")),
    responses((status = 200, description = "The chapter", body = Chapter)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn get_chapter(cx: Ctx) -> HandlerResult {
    Ok(json(
        StatusCode::OK,
        service::chapter(cx.param("chapterId"))?,
    ))
}

/// List the socle commun's domains and components (D1.1 to D5).
#[utoipa::path(operation_id = "listCompetencies", get, path = "/v1/curriculum/competencies", tag = "Curriculum",
    params(crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of competencies", body = Page<Competency>)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn list_competencies(cx: Ctx) -> HandlerResult {
    page_of(&cx, "competencies", curriculum().competencies())
}

/// The revised Bloom taxonomy: six levels with French and English verbs, and the knowledge
/// dimension.
#[utoipa::path(operation_id = "getBloomTaxonomy", get, path = "/v1/curriculum/bloom", tag = "Curriculum",
    responses((status = 200, description = "The taxonomy", body = Bloom)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn bloom(_cx: Ctx) -> HandlerResult {
    Ok(json(StatusCode::OK, &service::bloom()))
}

/// Search subjects, levels, sequences, chapters, competencies and Bloom levels; accents and case
/// are ignored; best matches first.
#[utoipa::path(operation_id = "searchCurriculum", get, path = "/v1/curriculum/search", tag = "Curriculum",
    params(SearchParams, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of hits, best first", body = Page<SearchHit>)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn search(cx: Ctx) -> HandlerResult {
    let query = cx.query();
    let hits = service::search(query.get("q").unwrap_or(""))?;
    let page = PageRequest::from_query(&query, "search")?;
    Ok(json(StatusCode::OK, &page.slice(&hits)?))
}
