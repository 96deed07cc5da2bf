//! Game content: one builder per module type, filling a module of a game from the curriculum
//! (the chapters' vocabulary in `glossary`, numbers drawn exactly, figures) and from questions
//! of a [`Generator`](super::Generator) that the caller collected.
//!
//! | file | builds |
//! |---|---|
//! | `glossary.rs`, `glossary_ecole.rs`, `glossary_lycee.rs` | terms and definitions written for the games (French and English): collège, école, lycée |
//! | `vocabulary.rs` | the chapters' terms: the glossary's, the fact banks' and the course knowledge's definitions, anglais words |
//! | `words.rs` | flashcards, term ↔ definition pairs, fill in the blanks, true/false statements |
//! | `pairs.rs` | memory and matching: fraction ↔ decimal, term ↔ definition, figure ↔ name |
//! | `numbers.rs` | ordering (numbers, timelines) and categorize |
//! | `crossword.rs` | a crossword layout with consistent crossings and numbered clues |
//! | `word_search.rs` | a word search where every word is found exactly once |
//!
//! Every builder is deterministic for a seed, and its result passes
//! [`crate::domain::game::validate::content`] (checked again before it is returned).

pub(crate) mod crossword;
pub(crate) mod glossary;
mod glossary_ecole;
mod glossary_lycee;
mod numbers;
mod pairs;
mod vocabulary;
pub(crate) mod word_search;
mod words;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::domain::curriculum::Chapter;
use crate::domain::game::content::{Content, QuizContent, QuizQuestion, RaceContent};
use crate::domain::game::validate;
use crate::domain::game::{ModuleOptions, ModuleType};
use crate::domain::question::{Language, QuestionDraft, QuestionKind};

/// What a module is built from: the game's chapters, language and the module's seed.
#[derive(Debug, Clone)]
pub(crate) struct Source<'a> {
    /// The chapters, in order.
    pub(crate) chapters: &'a [&'static Chapter],
    /// The content's language.
    pub(crate) language: Language,
    /// The module's seed.
    pub(crate) seed: u64,
}

impl Source<'_> {
    fn rng(&self, salt: u64) -> StdRng {
        StdRng::seed_from_u64(self.seed ^ salt.wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }

    /// The chapters' slugs (their id after `<subject>-<level>-`).
    fn slugs(&self) -> Vec<&'static str> {
        self.chapters.iter().map(|c| slug(c)).collect()
    }

    fn fr(&self) -> bool {
        self.language == Language::Fr
    }
}

/// A chapter's slug: its id after `<subject>-<level>-`.
pub(crate) fn slug(c: &'static Chapter) -> &'static str {
    let prefix = c.subject_id.len() + c.level_id.len() + 2;
    c.id.get(prefix..).unwrap_or(&c.id)
}

/// How many questions of the question generator a module needs (0: none).
pub(crate) fn questions_wanted(options: &ModuleOptions) -> u32 {
    match options {
        // Not every kind is playable in a quiz: ask for more than needed.
        ModuleOptions::Quiz(o) => (o.question_count * 2 + 4).min(50),
        // True/false questions are one kind in several: ask for many.
        ModuleOptions::TrueFalseRace(_) => 50,
        _ => 0,
    }
}

/// Checks that a module of these options can be filled from `source` before anything is
/// generated; the message says why not.
pub(crate) fn check(options: &ModuleOptions, source: &Source<'_>) -> Result<(), String> {
    let n = options.items() as usize;
    let have = |what: &str, k: usize, needed: usize| {
        if k < needed {
            Err(format!(
                "needs {needed} {what} and the chapters have {k}; choose other chapters or fewer items"
            ))
        } else {
            Ok(())
        }
    };
    match options {
        ModuleOptions::Flashcards(_) => have("terms", words::terms(source).len(), n),
        ModuleOptions::FillBlanks(_) => have("terms", words::terms(source).len(), n),
        ModuleOptions::Memory(o) => pairs::check(o.pairs, n, source),
        ModuleOptions::Matching(o) => pairs::check(o.pairs, n, source),
        ModuleOptions::Crossword(_) => {
            have("one-word terms", crossword::candidates(source).len(), n)
        }
        ModuleOptions::WordSearch(o) => have(
            "one-word terms that fit the grid",
            word_search::candidates(source, o.size as usize).len(),
            n,
        ),
        ModuleOptions::Ordering(o) => numbers::check_ordering(o, source),
        ModuleOptions::Categorize(o) => numbers::check_categorize(o, source),
        ModuleOptions::Quiz(_) | ModuleOptions::TrueFalseRace(_) => Ok(()),
    }
}

/// Builds the content of a module; `questions` are the question generator's drafts for it
/// (see [`questions_wanted`]). The message of an error says why the module cannot be filled.
pub(crate) fn build(
    options: &ModuleOptions,
    source: &Source<'_>,
    questions: Vec<QuestionDraft>,
) -> Result<Content, String> {
    let n = options.items() as usize;
    let content = match options {
        ModuleOptions::Quiz(_) => Content::Quiz(quiz(questions, n)?),
        ModuleOptions::TrueFalseRace(_) => Content::Race(race(questions, n, source)?),
        ModuleOptions::Flashcards(_) => Content::Flashcards(words::flashcards(source, n)?),
        ModuleOptions::Memory(o) => Content::Memory(pairs::memory(o.pairs, n, source)?),
        ModuleOptions::Matching(o) => Content::Matching(pairs::matching(o.pairs, n, source)?),
        ModuleOptions::Ordering(o) => Content::Ordering(numbers::ordering(o, source)?),
        ModuleOptions::FillBlanks(_) => Content::FillBlanks(words::fill_blanks(source, n)?),
        ModuleOptions::Categorize(o) => Content::Categorize(numbers::categorize(o, source)?),
        ModuleOptions::Crossword(_) => {
            Content::Crossword(crossword::build(&crossword::candidates(source), n, source)?)
        }
        ModuleOptions::WordSearch(o) => Content::WordSearch(word_search::build(o, source)?),
    };
    validate::content(&content)
        .map_err(|(path, message)| format!("generated an invalid content ({path}: {message})"))?;
    Ok(content)
}

/// The kinds a quiz plays.
pub(crate) fn playable(kind: QuestionKind) -> bool {
    matches!(
        kind,
        QuestionKind::SingleChoice
            | QuestionKind::MultipleChoice
            | QuestionKind::TrueFalse
            | QuestionKind::Numeric
    )
}

fn quiz_question(q: QuestionDraft) -> QuizQuestion {
    let choices = match q.kind {
        QuestionKind::SingleChoice | QuestionKind::MultipleChoice => {
            q.choices.into_iter().map(|c| c.text).collect()
        }
        _ => Vec::new(),
    };
    QuizQuestion {
        kind: q.kind,
        stem: q.stem,
        choices,
        answer: q.answer,
        explanation: q.explanation,
        visual: Some(q.visual),
    }
}

fn quiz(questions: Vec<QuestionDraft>, n: usize) -> Result<QuizContent, String> {
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for q in questions {
        if out.len() == n {
            break;
        }
        // One-step questions only: a quiz asks one thing at a time.
        if !playable(q.kind) || !q.parts.is_empty() || !seen.insert(q.stem.clone()) {
            continue;
        }
        let q = quiz_question(q);
        if validate::content(&Content::Quiz(QuizContent {
            questions: vec![q.clone()],
        }))
        .is_ok()
        {
            out.push(q);
        }
    }
    if out.len() < n {
        return Err(format!(
            "needs {n} questions and the question generator gave {} it can play",
            out.len()
        ));
    }
    Ok(QuizContent { questions: out })
}

fn race(
    questions: Vec<QuestionDraft>,
    n: usize,
    source: &Source<'_>,
) -> Result<RaceContent, String> {
    let mut statements = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for q in questions {
        if let (QuestionKind::TrueFalse, crate::domain::question::Answer::Boolean { value }) =
            (q.kind, &q.answer)
            && q.parts.is_empty()
            && q.stem.chars().count() <= 300
            && seen.insert(validate::normalized(&q.stem))
        {
            statements.push(crate::domain::game::content::Statement {
                text: q.stem.clone(),
                value: *value,
                explanation: q.explanation.clone(),
            });
        }
    }
    // Half of the race at most from the generator, the rest from the vocabulary, mixed.
    statements.truncate(n / 2);
    for s in words::statements(source, n) {
        if statements.len() == n {
            break;
        }
        if seen.insert(validate::normalized(&s.text)) {
            statements.push(s);
        }
    }
    if statements.len() < n {
        return Err(format!(
            "needs {n} statements and found {}; choose other chapters or fewer statements",
            statements.len()
        ));
    }
    use rand::seq::SliceRandom;
    statements.shuffle(&mut source.rng(7));
    Ok(RaceContent { statements })
}

/// Which module types suit a subject, in the order a composed game uses them.
pub(crate) fn composition(subject: &str) -> &'static [ModuleType] {
    use ModuleType::*;
    if subject == "mathematiques" {
        &[
            Flashcards,
            Memory,
            Quiz,
            Ordering,
            Categorize,
            FillBlanks,
            Crossword,
            TrueFalseRace,
            Matching,
            WordSearch,
        ]
    } else {
        &[
            Flashcards,
            Matching,
            Quiz,
            FillBlanks,
            WordSearch,
            TrueFalseRace,
            Crossword,
            Memory,
            Categorize,
            Ordering,
        ]
    }
}

#[cfg(test)]
mod tests;
