//! Courses: what a [`Generator`](super::Generator) is asked for the two passes of a course
//! ([`CourseRequest`] for the outline, [`SectionRequest`] for one section), and the built-in
//! course writer.
//!
//! The built-in writer draws on a hand-written knowledge base (`knowledge/`): for every chapter
//! the question generator serves, the notions taught (each with its objective, definition,
//! rule and key point, in French and English). Worked examples, exercises and figures come from
//! the question generator itself, at [`Quality::High`](super::Quality::High): every answer shown
//! is verified a second way before it is written.
//!
//! ```
//! use edugen::generate::{BuiltinGenerator, Generator};
//! use edugen::generate::course::CourseRequest;
//! use futures_util::StreamExt;
//!
//! # futures_util::FutureExt::now_or_never(async {
//! let request = CourseRequest::new("mathematiques", "4e", ["mathematiques-4e-theoreme-de-pythagore"], 60, 4);
//! let outline: Vec<_> = BuiltinGenerator.outline(&request)?.collect().await;
//! assert_eq!(outline.len(), 4);
//! let minutes: u32 = outline.iter().map(|s| s.as_ref().unwrap().minutes).sum();
//! assert_eq!(minutes, 60);
//! # Ok::<(), edugen::generate::GenerationError>(())
//! # }).unwrap().unwrap();
//! ```

mod figures;
pub(crate) mod knowledge;
mod outline;
pub(crate) mod text;
mod write;

use serde::{Deserialize, Serialize};

pub use crate::domain::course::{
    Block, BlockKind, Length, Objective, PlannedSection, Section, SectionKind, WriteInstructions,
};
use crate::domain::question::Language;

pub(crate) use self::outline::outline;
pub(crate) use self::write::write_section;

/// What pass 1 is asked: an outline of `section_count` sections over `chapters`, whose
/// minutes add up to `duration_minutes`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct CourseRequest {
    /// Subject id.
    pub subject: String,
    /// Level id.
    pub level: String,
    /// Chapter ids, in order (at least one).
    pub chapters: Vec<String>,
    /// The language of the course.
    pub language: Language,
    /// The minutes the sections add up to.
    pub duration_minutes: u32,
    /// How many sections.
    pub section_count: u32,
    /// Same request, same seed: same course.
    pub seed: u64,
}

impl CourseRequest {
    /// A French course over `chapters`, seed 0.
    pub fn new<I, S>(
        subject: &str,
        level: &str,
        chapters: I,
        duration_minutes: u32,
        section_count: u32,
    ) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        Self {
            subject: subject.to_owned(),
            level: level.to_owned(),
            chapters: chapters.into_iter().map(Into::into).collect(),
            language: Language::Fr,
            duration_minutes,
            section_count,
            seed: 0,
        }
    }
}

/// What pass 2 is asked for one section.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct SectionRequest {
    /// Subject id.
    pub subject: String,
    /// Level id.
    pub level: String,
    /// The course's chapters.
    pub chapters: Vec<String>,
    /// The language of the course.
    pub language: Language,
    /// The course's seed.
    pub seed: u64,
    /// The course's title.
    pub course_title: String,
    /// The section's position in the course, from 0.
    pub position: u32,
    /// The section as outlined (title, objectives, minutes, plan), with its instructions.
    pub section: Section,
    /// Statements the other sections already use (worked examples and exercises): a writer
    /// does not repeat them, nor anything that starts with one of them.
    pub avoid: Vec<String>,
}

impl SectionRequest {
    /// A request for `section` of a course.
    pub fn new(
        subject: &str,
        level: &str,
        chapters: Vec<String>,
        language: Language,
        seed: u64,
        position: u32,
        section: Section,
    ) -> Self {
        Self {
            subject: subject.to_owned(),
            level: level.to_owned(),
            chapters,
            language,
            seed,
            course_title: String::new(),
            position,
            section,
            avoid: Vec::new(),
        }
    }
}

/// The title a course gets when none is given: its chapter's title, or for several chapters
/// the subject and level with the chapters' titles.
pub fn default_title(request: &CourseRequest) -> String {
    let c = crate::domain::curriculum::curriculum();
    let lang = request.language;
    let titles: Vec<String> = request
        .chapters
        .iter()
        .filter_map(|id| c.chapter(id))
        .map(|ch| outline::chapter_title(ch, lang))
        .collect();
    match titles.as_slice() {
        [one] => one.clone(),
        _ => {
            let subject = match (lang, request.subject.as_str()) {
                (Language::En, "mathematiques") => "Mathematics".to_owned(),
                (Language::En, "physique-chimie") => "Physics and chemistry".to_owned(),
                _ => c
                    .subject(&request.subject)
                    .map_or_else(|| request.subject.clone(), |s| s.name.clone()),
            };
            let level = c
                .level(&request.level)
                .map_or_else(|| request.level.clone(), |l| l.short_name.clone());
            text::typo(&format!("{subject} {level} : {}", titles.join(", ")), lang)
        }
    }
}

#[cfg(test)]
mod tests;
