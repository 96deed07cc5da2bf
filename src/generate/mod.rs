//! Question generation: the [`Generator`] trait (a source of questions: the built-in
//! procedural generator, an LLM, a question bank) and the [`BuiltinGenerator`].
//!
//! A generator validates a [`GenerationRequest`] synchronously, then returns a stream that
//! yields one [`QuestionDraft`] at a time, each with its figure ([`Visual`]).
//!
//! ```
//! use edugen::generate::{BuiltinGenerator, GenerationRequest, Generator, QuestionKind};
//! use futures_util::StreamExt;
//!
//! # futures_util::FutureExt::now_or_never(async {
//! let mut request = GenerationRequest::new("mathematiques", "4e", 3);
//! request.topics = vec!["mathematiques-4e-theoreme-de-pythagore".into()];
//! request.seed = 42;
//! let stream = BuiltinGenerator.generate(&request)?;
//! let questions: Vec<_> = stream.collect().await;
//! assert_eq!(questions.len(), 3);
//! for q in questions {
//!     let q = q?;
//!     assert_eq!(q.tags.chapter, "mathematiques-4e-theoreme-de-pythagore");
//!     assert!(q.visual.svg.starts_with("<svg"));
//! }
//! # Ok::<(), edugen::generate::GenerationError>(())
//! # }).unwrap().unwrap();
//! ```
//!
//! ## The built-in generator
//! Answer-first and exact: parameters are drawn so that the answer is what the question intends
//! (integer solutions, reduced fractions, Pythagorean triples or a stated rounding with its
//! tolerance), numbers are written for the reader (French "3,5", "12 500", "12 cm"; English
//! "3.5"), distractors come from typical mistakes, each with a feedback naming the mistake, and
//! every question carries an SVG figure with an alt text. With [`Quality::High`] each answer is
//! re-verified a second way (substitution, an equivalent formula, enumeration, parsing back the
//! displayed text), and the question is read by an independent checker (`check/`: the answer
//! re-derived from the statement's data with exact fractions, every "a op b = c" of the
//! explanation evaluated, choices compared after reduction and unit conversion, French and
//! English typography and agreement, figure labels inside the view box and apart) before it is
//! yielded.
//!
//! ## Courses
//! [`Generator::outline`] and [`Generator::write_section`] are the two passes of a course; both
//! default to [`GenerationError::Unsupported`]. The built-in generator implements them in
//! [`course`]: a knowledge base per served chapter, with worked examples and exercises drawn
//! from its own verified questions.
//!
//! ## Where a chapter's templates live
//! The questions themselves are data of the domain ([`crate::domain::question`], re-exported
//! here). The built-in generator lives in `builtin/`: its catalog (`builtin/catalog.rs`) maps
//! every served chapter to a *family* and a *mode*, and each family is a file or folder named
//! after what it teaches. A folder's `mod.rs` opens with a table of its files and the chapters
//! each serves:
//!
//! - numbers and calculation: `numbers/` (`line`, `operations`, `division`, `priorities`,
//!   `relatives`), `fractions.rs`, `arith/` (`multiples`, `primes`, `gcd`), `powers.rs`,
//!   `algebra/` (`expressions`, `expansion`, `equations`), `functions.rs`;
//! - proportionality and data: `percent/` (`proportionality`, `evolutions`), `stats/`
//!   (`charts`, `series`), `proba.rs`;
//! - magnitudes and geometry: `convert.rs`, `measure/` (`areas`, `solids`, `scale`),
//!   `geometry/` (`pythagore`, `coordinates`, `thales`, `trigonometry`, `angles`);
//! - physics-chemistry: `physics/` (`motion`, `sound`, `density`, `weight`, `electricity`,
//!   `energy`, `solutions`).
//!
//! Figures are drawn by `visual/`, one file per kind of figure (`triangles`, `solids`,
//! `graphs`, `physics`…). The generic builders that turn a family's item into a question of
//! each kind are `builtin/kinds/`; the independent checks are `builtin/facts/`.
//!
//! ## Adding a chapter
//! 1. The chapter must exist in the curriculum (`domain/curriculum/data.rs`).
//! 2. Write its item builder (`fn(&mut Ctx) -> Item`: situation, question, exact answer,
//!    distractors from typical mistakes, figure, facts for the checks) in the family's folder,
//!    in a file named after the chapter, and dispatch to it from the family's `item` on a new
//!    mode; for a new family, add a `static FAMILY: Family` (its `item`, `special` and
//!    `kinds`) and its `mod` line in `builtin/mod.rs`. A new figure goes in `visual/`.
//! 3. Add the line `(subject, level, chapter slug, &family::FAMILY, mode)` to `CATALOG` in
//!    `builtin/catalog.rs`: the chapter is then served, listed in the capabilities, and checked
//!    by `builtin/tests.rs` (every chapter, every kind, both languages, high quality).
//! 4. A refactor that must not change questions is compared with the ignored golden dump of
//!    `generate/golden.rs`.

pub(crate) mod builtin;
mod check;
pub mod course;
mod expr;
pub mod figure;
pub(crate) mod game;
pub(crate) mod metrics;
mod model;
pub(crate) mod num;
pub(crate) mod rational;
mod typeset;
mod visual;

use std::collections::HashSet;
use std::sync::Arc;

use futures_core::stream::BoxStream;
use rand::SeedableRng;
use rand::rngs::StdRng;

pub use self::model::{Blueprint, BlueprintCell, Capability, GenerationRequest};
// The question vocabulary lives in the domain; re-exported for the generators' users.
pub use crate::domain::question::{
    Answer, ChoiceDraft, Language, PartDraft, Quality, QuestionDraft, QuestionKind, Tags, Template,
    Visual,
};

/// Why a generation could not start, or a question could not be produced.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum GenerationError {
    /// The subject and level (or what was asked of them) is not something this generator does.
    #[error("{message}")]
    Unsupported {
        /// What is not supported.
        message: String,
        /// What the generator can do.
        supported: Vec<Capability>,
    },
    /// A requested topic (chapter id, or `chapter:bloom` for a blueprint cell) is not served
    /// for the request's subject and level.
    #[error("the topic {topic:?} is not served; supported: {}", supported.join(", "))]
    InvalidTopic {
        /// The topic as given.
        topic: String,
        /// The topics served for the request's subject and level.
        supported: Vec<String>,
    },
    /// A question could not be produced (or failed its verification).
    #[error("generation failed: {0}")]
    Failed(String),
}

/// A source of questions: the built-in procedural generator, an LLM, a question bank.
#[async_trait::async_trait]
pub trait Generator: Send + Sync + std::fmt::Debug + 'static {
    /// What it can generate.
    fn capabilities(&self) -> Vec<Capability>;

    /// Starts generating: questions are yielded one at a time, as each is produced.
    fn generate(
        &self,
        request: &GenerationRequest,
    ) -> Result<BoxStream<'static, Result<QuestionDraft, GenerationError>>, GenerationError>;

    /// Draws the question of `template` again with the values of `seed` (same chapter, kind
    /// and wording; other numbers, figure and answer), as printable variants do. The default
    /// answers [`GenerationError::Unsupported`]: the question is then printed as it is.
    fn redraw(
        &self,
        template: &Template,
        seed: u64,
        language: Language,
        quality: Quality,
    ) -> Result<QuestionDraft, GenerationError> {
        let _ = (seed, language, quality);
        Err(GenerationError::Unsupported {
            message: format!(
                "this generator cannot redraw a `{}` question",
                template.generator
            ),
            supported: self.capabilities(),
        })
    }

    /// Pass 1 of a course: checks the request at once, then yields the outlined sections one at
    /// a time. The default answers [`GenerationError::Unsupported`].
    fn outline(
        &self,
        request: &course::CourseRequest,
    ) -> Result<BoxStream<'static, Result<course::PlannedSection, GenerationError>>, GenerationError>
    {
        let _ = request;
        Err(no_courses())
    }

    /// Pass 2 of a course: writes one section as blocks. The default answers
    /// [`GenerationError::Unsupported`].
    async fn write_section(
        &self,
        request: &course::SectionRequest,
    ) -> Result<Vec<course::Block>, GenerationError> {
        let _ = request;
        Err(no_courses())
    }
}

fn no_courses() -> GenerationError {
    GenerationError::Unsupported {
        message: "this generator does not write courses".to_owned(),
        supported: Vec::new(),
    }
}

/// The built-in procedural generator: mathematics and physics-chemistry, 6e to 2de.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BuiltinGenerator;

/// One planned question source: a chapter, optionally at a Bloom level.
#[derive(Debug)]
struct Slot {
    topic: &'static builtin::Topic,
    bloom: Option<String>,
    /// Offset of the kind rotation, so that seeds do not all start with the same kind.
    offset: u64,
    /// The chapter's templates this slot draws from, in turn (empty: all of them).
    rounds: Vec<u64>,
}

/// What a request expands to: `total` questions drawn from the slots.
#[derive(Debug)]
struct Plan {
    slots: Vec<Slot>,
    /// For a blueprint: the cumulative counts of the slots; empty to cycle over the slots.
    cumulative: Vec<u64>,
    total: u64,
    seed: u64,
    language: Language,
    verify: bool,
}

impl Plan {
    /// Question `index`; a later `attempt` draws it again with other numbers (to avoid a
    /// statement already in the request), from the next templates of the chapter after the
    /// first half of the attempts (a template with few possible statements is exhausted).
    fn question(&self, index: u64, attempt: u64) -> Result<QuestionDraft, GenerationError> {
        let (slot, round) = if self.cumulative.is_empty() {
            let n = self.slots.len() as u64;
            (&self.slots[(index % n) as usize], index / n)
        } else {
            let s = self.cumulative.partition_point(|&c| c <= index);
            let start = if s == 0 { 0 } else { self.cumulative[s - 1] };
            (&self.slots[s], index - start)
        };
        let seed = if attempt == 0 {
            self.seed
        } else {
            self.seed ^ attempt.wrapping_mul(0xA076_1D64_78BD_642F)
        };
        // the template keeps the seed this attempt drew with, so that drawing it again gives
        // this very question
        let drawn = builtin::question_seed(seed, index);
        let rng = StdRng::seed_from_u64(drawn);
        let round = round + attempt.saturating_sub(MAX_REDRAWS / 2) + slot.offset;
        let round = match slot.rounds.len() as u64 {
            0 => round,
            n => slot.rounds[(round % n) as usize],
        };
        let (built, _) =
            builtin::build(slot.topic, slot.bloom.as_deref(), round, rng, self.language);
        if self.verify {
            let fail = |why: String| {
                GenerationError::Failed(format!(
                    "question {index} ({}): {why}",
                    slot.topic.chapter.id
                ))
            };
            verify(&built, builtin::language_of(slot.topic, self.language)).map_err(fail)?;
        }
        let mut draft = built.draft;
        draft.template = Some(Template {
            generator: BUILTIN.to_owned(),
            chapter: slot.topic.chapter.id.clone(),
            bloom: slot.bloom.clone(),
            round,
            seed: drawn,
        });
        Ok(draft)
    }
}

/// The name of the built-in generator in a [`Template`].
const BUILTIN: &str = "builtin";

fn verify(built: &builtin::Built, language: Language) -> Result<(), String> {
    builtin::validate::structure(&built.draft, language)?;
    for check in &built.checks {
        check.run(language)?;
    }
    // the independent reading: answers re-derived from the question's data, explanation
    // arithmetic, choices, typography and agreement, figure labels
    let mut defects = check::draft_defects(&built.draft, language);
    defects.extend(check::facts_defects(&built.draft, &built.checks, language));
    match defects.into_iter().next() {
        Some((kind, detail)) => Err(format!("{kind}: {detail}")),
        None => Ok(()),
    }
}

impl BuiltinGenerator {
    /// A new built-in generator.
    pub const fn new() -> Self {
        BuiltinGenerator
    }

    fn plan(request: &GenerationRequest) -> Result<Plan, GenerationError> {
        let served: Vec<&'static builtin::Topic> = builtin::topics()
            .iter()
            .filter(|t| {
                t.chapter.subject_id == request.subject && t.chapter.level_id == request.level
            })
            .collect();
        if served.is_empty() {
            return Err(GenerationError::Unsupported {
                message: format!(
                    "the built-in generator does not serve the subject {:?} at the level {:?}",
                    request.subject, request.level
                ),
                supported: BuiltinGenerator.capabilities(),
            });
        }
        let served_ids = || {
            served
                .iter()
                .map(|t| t.chapter.id.clone())
                .collect::<Vec<_>>()
        };
        let find = |id: &str| {
            served
                .iter()
                .copied()
                .find(|t| t.chapter.id == id)
                .ok_or_else(|| GenerationError::InvalidTopic {
                    topic: id.to_owned(),
                    supported: served_ids(),
                })
        };
        let offset = |t: &builtin::Topic, i: usize| {
            builtin::question_seed(request.seed ^ 0x5EED, i as u64 + t.chapter.order as u64) % 1024
        };
        let mut slots = Vec::new();
        let mut cumulative = Vec::new();
        let total;
        if let Some(bp) = &request.blueprint {
            let mut sum = 0u64;
            for (i, cell) in bp.cells.iter().enumerate() {
                let topic = find(&cell.chapter)?;
                let blooms = builtin::served_bloom(topic.chapter);
                if !blooms.contains(&cell.bloom) {
                    return Err(GenerationError::InvalidTopic {
                        topic: format!("{}:{}", cell.chapter, cell.bloom),
                        supported: blooms
                            .iter()
                            .map(|b| format!("{}:{b}", cell.chapter))
                            .collect(),
                    });
                }
                if cell.count == 0 {
                    continue;
                }
                sum += u64::from(cell.count);
                slots.push(Slot {
                    topic,
                    bloom: Some(cell.bloom.clone()),
                    offset: offset(topic, i),
                    rounds: Vec::new(),
                });
                cumulative.push(sum);
            }
            total = sum;
        } else {
            let chosen: Vec<&'static builtin::Topic> = if request.topics.is_empty() {
                served.clone()
            } else {
                request
                    .topics
                    .iter()
                    .map(|t| find(t))
                    .collect::<Result<_, _>>()?
            };
            for (i, topic) in chosen.into_iter().enumerate() {
                slots.push(Slot {
                    topic,
                    bloom: None,
                    offset: offset(topic, i),
                    rounds: Vec::new(),
                });
            }
            total = if slots.is_empty() {
                0
            } else {
                u64::from(request.question_count)
            };
        }
        Ok(Plan {
            slots,
            cumulative,
            total,
            seed: request.seed,
            language: request.language,
            verify: request.quality == Quality::High,
        })
    }
}

impl BuiltinGenerator {
    /// The questions of a plan, produced lazily: each when the stream is polled for it; a
    /// statement already produced is drawn again (a few times at most).
    fn stream(plan: Plan) -> BoxStream<'static, Result<QuestionDraft, GenerationError>> {
        let plan = Arc::new(plan);
        let total = plan.total;
        let mut seen: HashSet<String> = HashSet::new();
        let iter = (0..total).map(move |i| {
            let mut attempt = 0;
            loop {
                let q = plan.question(i, attempt)?;
                if seen.insert(statement_key(&q)) || attempt >= MAX_REDRAWS {
                    return Ok(q);
                }
                attempt += 1;
            }
        });
        Box::pin(futures_util::stream::iter(iter))
    }

    /// The questions of `request` (its chapters, without a blueprint), drawn only from the
    /// templates `rounds` of each chapter, in turn from a seeded start (see
    /// [`builtin::notion_rounds`]); every other rule of [`Generator::generate`] holds, and a
    /// question's [`Template`] redraws it.
    pub(crate) fn generate_rounds(
        &self,
        request: &GenerationRequest,
        rounds: &[u64],
    ) -> Result<BoxStream<'static, Result<QuestionDraft, GenerationError>>, GenerationError> {
        let mut plan = Self::plan(request)?;
        if plan.cumulative.is_empty() {
            for slot in &mut plan.slots {
                slot.rounds = rounds.to_vec();
            }
        }
        Ok(Self::stream(plan))
    }
}

/// How many times a question whose statement is already in the request is drawn again.
const MAX_REDRAWS: u64 = 24;

/// What a student reads of a question: statement, parts, options and the figure's text.
fn statement_key(q: &QuestionDraft) -> String {
    let mut choices: Vec<&str> = q.choices.iter().map(|c| c.text.as_str()).collect();
    choices.sort_unstable();
    let parts: Vec<&str> = q.parts.iter().map(|p| p.stem.as_str()).collect();
    format!(
        "{}|{}|{}|{}",
        q.stem,
        parts.join("|"),
        choices.join("|"),
        q.visual.alt
    )
}

#[async_trait::async_trait]
impl Generator for BuiltinGenerator {
    fn capabilities(&self) -> Vec<Capability> {
        let mut out: Vec<Capability> = Vec::new();
        let mut seen = HashSet::new();
        let mut topics: Vec<&builtin::Topic> = builtin::topics().iter().collect();
        // subjects in a fixed order, then levels in school order
        topics.sort_by_key(|t| (t.chapter.subject_id != "mathematiques", t.lvl));
        for t in topics {
            let key = (t.chapter.subject_id.clone(), t.chapter.level_id.clone());
            if seen.insert(key.clone()) {
                out.push(Capability {
                    subject: key.0,
                    level: key.1,
                    chapters: Vec::new(),
                });
            }
            if let Some(c) = out
                .iter_mut()
                .find(|c| c.subject == t.chapter.subject_id && c.level == t.chapter.level_id)
            {
                c.chapters.push(t.chapter.id.clone());
            }
        }
        out
    }

    fn generate(
        &self,
        request: &GenerationRequest,
    ) -> Result<BoxStream<'static, Result<QuestionDraft, GenerationError>>, GenerationError> {
        Ok(Self::stream(Self::plan(request)?))
    }

    fn redraw(
        &self,
        template: &Template,
        seed: u64,
        language: Language,
        quality: Quality,
    ) -> Result<QuestionDraft, GenerationError> {
        let unsupported = || GenerationError::Unsupported {
            message: format!(
                "the built-in generator cannot redraw `{}` from `{}`",
                template.chapter, template.generator
            ),
            supported: self.capabilities(),
        };
        if template.generator != BUILTIN {
            return Err(unsupported());
        }
        let topic = builtin::topic(&template.chapter).ok_or_else(unsupported)?;
        let (built, _) = builtin::build(
            topic,
            template.bloom.as_deref(),
            template.round,
            StdRng::seed_from_u64(seed),
            language,
        );
        if quality == Quality::High {
            verify(&built, builtin::language_of(topic, language)).map_err(|why| {
                GenerationError::Failed(format!("redrawn question ({}): {why}", template.chapter))
            })?;
        }
        let mut draft = built.draft;
        draft.template = Some(Template {
            seed,
            ..template.clone()
        });
        Ok(draft)
    }

    fn outline(
        &self,
        request: &course::CourseRequest,
    ) -> Result<BoxStream<'static, Result<course::PlannedSection, GenerationError>>, GenerationError>
    {
        let sections = course::outline(request)?;
        Ok(Box::pin(futures_util::stream::iter(
            sections.into_iter().map(Ok),
        )))
    }

    async fn write_section(
        &self,
        request: &course::SectionRequest,
    ) -> Result<Vec<course::Block>, GenerationError> {
        course::write_section(request).await
    }
}

#[cfg(test)]
mod golden;
#[cfg(test)]
mod tests;
