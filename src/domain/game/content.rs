//! What each module holds: its generated content, one type per module type.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::modules::{Direction, ModuleType};
use crate::domain::question::{Answer, QuestionKind, Visual};

/// A question of a quiz.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct QuizQuestion {
    /// `single_choice`, `multiple_choice`, `true_false` or `numeric`.
    pub kind: QuestionKind,
    /// The statement.
    pub stem: String,
    /// The options of a choice question, in display order (empty otherwise).
    #[serde(default)]
    pub choices: Vec<String>,
    /// The expected answer (`choices` indices, a boolean, or a number with its tolerance).
    pub answer: Answer,
    /// A worked solution, shown as feedback.
    pub explanation: String,
    /// The figure, if any.
    #[serde(default)]
    pub visual: Option<Visual>,
}

/// `quiz` content.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct QuizContent {
    /// The questions, in order.
    pub questions: Vec<QuizQuestion>,
}

/// A statement to judge.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Statement {
    /// The statement.
    pub text: String,
    /// Whether it is true.
    pub value: bool,
    /// Why, shown as feedback.
    pub explanation: String,
}

/// `true_false_race` content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RaceContent {
    /// The statements, in order.
    pub statements: Vec<Statement>,
}

/// A flashcard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Card {
    /// The front: a term.
    pub front: String,
    /// The back: its definition.
    pub back: String,
}

/// `flashcards` content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FlashcardsContent {
    /// The cards, in order.
    pub cards: Vec<Card>,
}

/// One side of a pair: a text, or a figure with its text alternative.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Face {
    /// The text shown (for a figure: its text alternative, read by screen readers).
    pub text: String,
    /// A standalone SVG figure shown instead of the text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub svg: Option<String>,
}

/// Two faces that go together.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Pair {
    /// The left face (a fraction, a term, a figure).
    pub left: Face,
    /// The right face (a decimal, a definition, a name).
    pub right: Face,
}

/// A card of a memory deck: a side of a pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DeckCard {
    /// Index into `pairs`.
    pub pair: u32,
    /// `false`: the left face, `true`: the right one.
    pub right: bool,
}

/// `memory` content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MemoryContent {
    /// The pairs.
    pub pairs: Vec<Pair>,
    /// The cards as laid out face down, row by row: each side of each pair once.
    pub deck: Vec<DeckCard>,
}

/// `matching` content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MatchingContent {
    /// The pairs, in the order of the left column.
    pub pairs: Vec<Pair>,
    /// The right column's display order (a permutation of the pair indices).
    pub right_order: Vec<u32>,
}

/// `ordering` content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OrderingContent {
    /// What to do ("Range du plus petit au plus grand.").
    pub prompt: String,
    /// The items in their right order.
    pub items: Vec<String>,
    /// The order they are shown in at first (a permutation of the item indices, not the
    /// right order).
    pub shuffled: Vec<u32>,
}

/// A sentence with one blank.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClozeSentence {
    /// The text before the blank.
    pub before: String,
    /// The word that fills the blank.
    pub answer: String,
    /// The text after the blank.
    pub after: String,
}

/// `fill_blanks` content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FillBlanksContent {
    /// The sentences, each with one blank.
    pub sentences: Vec<ClozeSentence>,
    /// The word bank: every answer once, in display order.
    pub bank: Vec<String>,
}

/// An item to categorize.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CategoryItem {
    /// The text shown.
    pub text: String,
    /// Index of its category.
    pub category: u32,
}

/// `categorize` content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CategorizeContent {
    /// The categories' names.
    pub categories: Vec<String>,
    /// The items, in display order; each belongs to exactly one category.
    pub items: Vec<CategoryItem>,
}

/// Across (left to right) or down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Orientation {
    /// Left to right.
    Across,
    /// Top to bottom.
    Down,
}

/// A word of a crossword.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CrosswordWord {
    /// The clue's number (shown in the word's first cell).
    pub number: u32,
    /// Across or down.
    pub orientation: Orientation,
    /// Row of the first letter, from 0.
    pub row: u32,
    /// Column of the first letter, from 0.
    pub col: u32,
    /// The word: capital letters A to Z.
    pub answer: String,
    /// The clue.
    pub clue: String,
}

/// `crossword` content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CrosswordContent {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// The words, across first, each by number.
    pub words: Vec<CrosswordWord>,
}

/// A word hidden in a word search.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct HiddenWord {
    /// The word as hidden: capital letters A to Z.
    pub word: String,
    /// The word as listed to the pupil (with its accents).
    pub label: String,
    /// Row of the first letter, from 0.
    pub row: u32,
    /// Column of the first letter, from 0.
    pub col: u32,
    /// Row step: -1, 0 or 1.
    pub dr: i32,
    /// Column step: -1, 0 or 1.
    pub dc: i32,
}

/// `word_search` content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WordSearchContent {
    /// The rows of the square grid, capital letters A to Z.
    pub grid: Vec<String>,
    /// The hidden words, each found exactly once in the allowed directions.
    pub words: Vec<HiddenWord>,
    /// The directions words run in.
    pub directions: Vec<Direction>,
    /// Whether words may run backwards.
    pub backwards: bool,
}

/// The content of a module, by its type.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum Content {
    /// `quiz`.
    Quiz(QuizContent),
    /// `true_false_race`.
    Race(RaceContent),
    /// `flashcards`.
    Flashcards(FlashcardsContent),
    /// `memory`.
    Memory(MemoryContent),
    /// `matching`.
    Matching(MatchingContent),
    /// `ordering`.
    Ordering(OrderingContent),
    /// `fill_blanks`.
    FillBlanks(FillBlanksContent),
    /// `categorize`.
    Categorize(CategorizeContent),
    /// `crossword`.
    Crossword(CrosswordContent),
    /// `word_search`.
    WordSearch(WordSearchContent),
}

impl Content {
    /// Reads the content of a module of type `ty` from JSON; the error is serde's, with its path.
    pub fn from_value(ty: ModuleType, value: serde_json::Value) -> Result<Self, (String, String)> {
        fn read<T: serde::de::DeserializeOwned>(
            v: serde_json::Value,
        ) -> Result<T, (String, String)> {
            serde_path_to_error::deserialize(v).map_err(|e| {
                let path = e.path().to_string();
                let message = e.into_inner().to_string();
                let message = message.split(", expected").next().unwrap_or("").to_owned();
                (if path == "." { String::new() } else { path }, message)
            })
        }
        Ok(match ty {
            ModuleType::Quiz => Self::Quiz(read(value)?),
            ModuleType::TrueFalseRace => Self::Race(read(value)?),
            ModuleType::Flashcards => Self::Flashcards(read(value)?),
            ModuleType::Memory => Self::Memory(read(value)?),
            ModuleType::Matching => Self::Matching(read(value)?),
            ModuleType::Ordering => Self::Ordering(read(value)?),
            ModuleType::FillBlanks => Self::FillBlanks(read(value)?),
            ModuleType::Categorize => Self::Categorize(read(value)?),
            ModuleType::Crossword => Self::Crossword(read(value)?),
            ModuleType::WordSearch => Self::WordSearch(read(value)?),
        })
    }

    /// The module type this content belongs to.
    pub fn module_type(&self) -> ModuleType {
        match self {
            Self::Quiz(_) => ModuleType::Quiz,
            Self::Race(_) => ModuleType::TrueFalseRace,
            Self::Flashcards(_) => ModuleType::Flashcards,
            Self::Memory(_) => ModuleType::Memory,
            Self::Matching(_) => ModuleType::Matching,
            Self::Ordering(_) => ModuleType::Ordering,
            Self::FillBlanks(_) => ModuleType::FillBlanks,
            Self::Categorize(_) => ModuleType::Categorize,
            Self::Crossword(_) => ModuleType::Crossword,
            Self::WordSearch(_) => ModuleType::WordSearch,
        }
    }

    /// How many scored items it holds.
    pub fn items(&self) -> u32 {
        let n = match self {
            Self::Quiz(c) => c.questions.len(),
            Self::Race(c) => c.statements.len(),
            Self::Flashcards(c) => c.cards.len(),
            Self::Memory(c) => c.pairs.len(),
            Self::Matching(c) => c.pairs.len(),
            Self::Ordering(c) => c.items.len(),
            Self::FillBlanks(c) => c.sentences.len(),
            Self::Categorize(c) => c.items.len(),
            Self::Crossword(c) => c.words.len(),
            Self::WordSearch(c) => c.words.len(),
        };
        u32::try_from(n).unwrap_or(u32::MAX)
    }
}
