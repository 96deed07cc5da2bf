//! `/v1/curriculum/*`: the French curriculum, the socle commun and Bloom's taxonomy (read only,
//! scope `curriculum:read`). The data ships with the crate.

use http::{Method, StatusCode};
use serde::Serialize;
use utoipa::{IntoParams, ToSchema};

use crate::api::ctx::{Ctx, Query, json};
use crate::api::pagination::{Page, PageRequest};
use crate::api::router::{HandlerResult, Route, handler};
use crate::auth::Scope;
use crate::domain::curriculum::search::SearchHit;
use crate::domain::curriculum::{
    BloomLevel, Chapter, Competency, Curriculum, Cycle, KnowledgeDimension, Level, Sequence,
    Subject, curriculum,
};
use crate::error::Error;

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

/// Filters of the curriculum lists. Each must name an existing item (else 400).
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct CurriculumFilters {
    /// A subject id (`mathematiques`).
    subject: Option<String>,
    /// A level id (`6e`, `2de`).
    level: Option<String>,
    /// A cycle id (`cycle3`, `cycle4`, `lycee`).
    cycle: Option<String>,
    /// A sequence id (chapters only).
    sequence: Option<String>,
}

/// Query of `GET /v1/curriculum/search`.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct SearchParams {
    /// The words to look for, 1 to 200 characters; accents and case are ignored.
    q: String,
}

/// A subject with its sequences.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubjectDetail {
    /// The subject.
    #[serde(flatten)]
    pub subject: Subject,
    /// Its sequences, by level.
    pub sequences: Vec<Sequence>,
}

/// A level with its cycle and the subjects taught there.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LevelDetail {
    /// The level.
    #[serde(flatten)]
    pub level: Level,
    /// Its cycle.
    pub cycle_detail: Option<Cycle>,
    /// Ids of the subjects taught at the level.
    pub subject_ids: Vec<String>,
}

/// The revised Bloom taxonomy (Anderson & Krathwohl, 2001).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Bloom {
    /// The six cognitive process levels, lowest first.
    pub levels: Vec<BloomLevel>,
    /// The four knowledge dimensions.
    pub knowledge_dimensions: Vec<KnowledgeDimension>,
}

/// Reads a filter that must name something `exists` knows.
fn filter<'q>(
    q: &'q Query,
    name: &str,
    exists: impl Fn(&str) -> bool,
) -> Result<Option<&'q str>, Error> {
    match q.get(name) {
        None => Ok(None),
        Some(v) if exists(v) => Ok(Some(v)),
        Some(v) => Err(Error::invalid(name, format!("unknown {name} `{v}`"))),
    }
}

struct Filters<'q> {
    subject: Option<&'q str>,
    level: Option<&'q str>,
    cycle: Option<&'q str>,
    sequence: Option<&'q str>,
}

fn filters<'q>(c: &Curriculum, q: &'q Query) -> Result<Filters<'q>, Error> {
    Ok(Filters {
        subject: filter(q, "subject", |v| c.subject(v).is_some())?,
        level: filter(q, "level", |v| c.level(v).is_some())?,
        cycle: filter(q, "cycle", |v| c.cycle(v).is_some())?,
        sequence: filter(q, "sequence", |v| c.sequence(v).is_some())?,
    })
}

fn page_of<T: Serialize + Clone>(cx: &Ctx, list: &'static str, items: &[T]) -> HandlerResult {
    let page = PageRequest::from_query(&cx.query(), list)?;
    Ok(json(StatusCode::OK, &page.slice(items)?))
}

/// List subjects, optionally those taught at a level or in a cycle.
#[utoipa::path(operation_id = "listSubjects", get, path = "/v1/curriculum/subjects", tag = "Curriculum",
    params(CurriculumFilters, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of subjects", body = Page<Subject>)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn list_subjects(cx: Ctx) -> HandlerResult {
    let c = curriculum();
    let query = cx.query();
    let f = filters(c, &query)?;
    page_of(&cx, "subjects", &c.subjects_filtered(f.level, f.cycle))
}

/// A subject, with its sequences.
#[utoipa::path(operation_id = "getSubject", get, path = "/v1/curriculum/subjects/{subjectId}", tag = "Curriculum",
    params(("subjectId" = String, Path, description = "Subject id (`mathematiques`)")),
    responses((status = 200, description = "The subject", body = SubjectDetail)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn get_subject(cx: Ctx) -> HandlerResult {
    let c = curriculum();
    let subject = c
        .subject(cx.param("subjectId"))
        .ok_or_else(|| Error::not_found("subject"))?;
    let sequences = c
        .sequences_filtered(Some(&subject.id), None, None)
        .into_iter()
        .cloned()
        .collect();
    Ok(json(
        StatusCode::OK,
        &SubjectDetail {
            subject: subject.clone(),
            sequences,
        },
    ))
}

/// List school levels, from PS to Tle, optionally of one cycle.
#[utoipa::path(operation_id = "listLevels", get, path = "/v1/curriculum/levels", tag = "Curriculum",
    params(CurriculumFilters, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of levels", body = Page<Level>)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn list_levels(cx: Ctx) -> HandlerResult {
    let c = curriculum();
    let query = cx.query();
    let f = filters(c, &query)?;
    page_of(&cx, "levels", &c.levels_filtered(f.cycle))
}

/// A level, with its cycle and subjects.
#[utoipa::path(operation_id = "getLevel", get, path = "/v1/curriculum/levels/{levelId}", tag = "Curriculum",
    params(("levelId" = String, Path, description = "Level id (`6e`, `2de`)")),
    responses((status = 200, description = "The level", body = LevelDetail)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn get_level(cx: Ctx) -> HandlerResult {
    let c = curriculum();
    let level = c
        .level(cx.param("levelId"))
        .ok_or_else(|| Error::not_found("level"))?;
    let detail = LevelDetail {
        level: level.clone(),
        cycle_detail: c.cycle(&level.cycle).cloned(),
        subject_ids: c
            .subjects_filtered(Some(&level.id), None)
            .into_iter()
            .map(|s| s.id.clone())
            .collect(),
    };
    Ok(json(StatusCode::OK, &detail))
}

/// List sequences (themed blocks of a year), by subject, level or cycle.
#[utoipa::path(operation_id = "listSequences", get, path = "/v1/curriculum/sequences", tag = "Curriculum",
    params(CurriculumFilters, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of sequences", body = Page<Sequence>)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn list_sequences(cx: Ctx) -> HandlerResult {
    let c = curriculum();
    let query = cx.query();
    let f = filters(c, &query)?;
    page_of(
        &cx,
        "sequences",
        &c.sequences_filtered(f.subject, f.level, f.cycle),
    )
}

/// List chapters, by subject, level, cycle or sequence.
#[utoipa::path(operation_id = "listChapters", get, path = "/v1/curriculum/chapters", tag = "Curriculum",
    params(CurriculumFilters, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of chapters", body = Page<Chapter>)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn list_chapters(cx: Ctx) -> HandlerResult {
    let c = curriculum();
    let query = cx.query();
    let f = filters(c, &query)?;
    let chapters = c.chapters_filtered(f.subject, f.level, f.cycle, f.sequence);
    page_of(&cx, "chapters", &chapters)
}

/// A chapter.
#[utoipa::path(operation_id = "getChapter", get, path = "/v1/curriculum/chapters/{chapterId}", tag = "Curriculum",
    params(("chapterId" = String, Path, description = "Chapter id (`mathematiques-4e-theoreme-de-pythagore`)")),
    responses((status = 200, description = "The chapter", body = Chapter)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn get_chapter(cx: Ctx) -> HandlerResult {
    let chapter = curriculum()
        .chapter(cx.param("chapterId"))
        .ok_or_else(|| Error::not_found("chapter"))?;
    Ok(json(StatusCode::OK, chapter))
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
    let c = curriculum();
    Ok(json(
        StatusCode::OK,
        &Bloom {
            levels: c.bloom_levels().to_vec(),
            knowledge_dimensions: c.knowledge_dimensions().to_vec(),
        },
    ))
}

/// Search subjects, levels, sequences, chapters, competencies and Bloom levels; accents and case
/// are ignored; best matches first.
#[utoipa::path(operation_id = "searchCurriculum", get, path = "/v1/curriculum/search", tag = "Curriculum",
    params(SearchParams, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of hits, best first", body = Page<SearchHit>)),
    security(("bearer" = ["curriculum:read"])))]
pub(crate) async fn search(cx: Ctx) -> HandlerResult {
    let query = cx.query();
    let q = query.get("q").unwrap_or("").trim();
    if q.is_empty() || q.chars().count() > 200 {
        return Err(Error::invalid("q", "must be 1 to 200 characters"));
    }
    let page = PageRequest::from_query(&query, "search")?;
    let hits = curriculum().search(q);
    Ok(json(StatusCode::OK, &page.slice(&hits)?))
}
