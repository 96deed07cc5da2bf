//! The French curriculum, the socle commun and Bloom's taxonomy, as the read routes present
//! them. The data ships with the crate ([`crate::domain::curriculum`]).

use serde::Serialize;
use utoipa::ToSchema;

use crate::domain::curriculum::search::SearchHit;
use crate::domain::curriculum::{
    BloomLevel, Chapter, Cycle, KnowledgeDimension, Level, Sequence, Subject, curriculum,
};
use crate::error::Error;

/// A subject with its sequences.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct SubjectDetail {
    /// The subject.
    #[serde(flatten)]
    pub subject: Subject,
    /// Its sequences, by level.
    pub sequences: Vec<Sequence>,
}

/// A level with its cycle and the subjects taught there.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct LevelDetail {
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
pub(crate) struct Bloom {
    /// The six cognitive process levels, lowest first.
    pub levels: Vec<BloomLevel>,
    /// The four knowledge dimensions.
    pub knowledge_dimensions: Vec<KnowledgeDimension>,
}

/// The list filters: each, when given, must name an existing item.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Filters<'q> {
    pub(crate) subject: Option<&'q str>,
    pub(crate) level: Option<&'q str>,
    pub(crate) cycle: Option<&'q str>,
    pub(crate) sequence: Option<&'q str>,
}

impl<'q> Filters<'q> {
    /// Reads the filters from `get` (a parameter's value by name); an unknown value is a
    /// validation error naming the parameter.
    pub(crate) fn read(get: impl Fn(&str) -> Option<&'q str>) -> Result<Self, Error> {
        let c = curriculum();
        let known = |name: &str, exists: &dyn Fn(&str) -> bool| match get(name) {
            None => Ok(None),
            Some(v) if exists(v) => Ok(Some(v)),
            Some(v) => Err(Error::invalid(name, format!("unknown {name} `{v}`"))),
        };
        Ok(Self {
            subject: known("subject", &|v| c.subject(v).is_some())?,
            level: known("level", &|v| c.level(v).is_some())?,
            cycle: known("cycle", &|v| c.cycle(v).is_some())?,
            sequence: known("sequence", &|v| c.sequence(v).is_some())?,
        })
    }
}

/// A subject, with its sequences.
pub(crate) fn subject(id: &str) -> Result<SubjectDetail, Error> {
    let c = curriculum();
    let subject = c.subject(id).ok_or_else(|| Error::not_found("subject"))?;
    let sequences = c
        .sequences_filtered(Some(&subject.id), None, None)
        .into_iter()
        .cloned()
        .collect();
    Ok(SubjectDetail {
        subject: subject.clone(),
        sequences,
    })
}

/// A level, with its cycle and the subjects taught there.
pub(crate) fn level(id: &str) -> Result<LevelDetail, Error> {
    let c = curriculum();
    let level = c.level(id).ok_or_else(|| Error::not_found("level"))?;
    Ok(LevelDetail {
        level: level.clone(),
        cycle_detail: c.cycle(&level.cycle).cloned(),
        subject_ids: c
            .subjects_filtered(Some(&level.id), None)
            .into_iter()
            .map(|s| s.id.clone())
            .collect(),
    })
}

/// A chapter.
pub(crate) fn chapter(id: &str) -> Result<&'static Chapter, Error> {
    curriculum()
        .chapter(id)
        .ok_or_else(|| Error::not_found("chapter"))
}

/// The revised Bloom taxonomy.
pub(crate) fn bloom() -> Bloom {
    let c = curriculum();
    Bloom {
        levels: c.bloom_levels().to_vec(),
        knowledge_dimensions: c.knowledge_dimensions().to_vec(),
    }
}

/// The hits of a search for `q` (1 to 200 characters; accents and case ignored), best first.
pub(crate) fn search(q: &str) -> Result<Vec<SearchHit>, Error> {
    let q = q.trim();
    if q.is_empty() || q.chars().count() > 200 {
        return Err(Error::invalid("q", "must be 1 to 200 characters"));
    }
    Ok(curriculum().search(q))
}
