//! Games: an ordered list of modules (quiz, memory, crossword…) with their generated content, one
//! scoring model shared by every module, and a progression (modules unlock in order, or all are
//! open as on a map).
//!
//! - [`modules`]: the catalogue of module types, their options and scoring rules;
//! - [`content`]: what each module holds;
//! - [`validate`]: the rules every content keeps (valid crosswords and word searches, unique
//!   answers, no two cards alike);
//! - [`scoring`]: the one scoring model, which the playable page implements too;
//! - [`page`]: the playable page, one self-contained HTML document.

pub mod content;
pub mod modules;
pub mod page;
pub mod scoring;
pub mod validate;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub use self::content::Content;
pub use self::modules::{ModuleOptions, ModuleType};
use super::Resource;
use super::question::Language;

/// Where a game stands: `generating` → `ready` | `failed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum GameStatus {
    /// Modules are being generated.
    Generating,
    /// Every module is there.
    Ready,
    /// Generation stopped on an error.
    Failed,
}

impl GameStatus {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Generating => "generating",
            Self::Ready => "ready",
            Self::Failed => "failed",
        }
    }
}

/// How modules open to the pupil.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Progression {
    /// Each module opens once the one before it is finished.
    #[default]
    Linear,
    /// Every module is open from the start, as stages on a map.
    Map,
}

/// The game-wide part of the scoring model.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GameScoring {
    /// The share of the maximum score that passes, in percent (0 to 100; default 50).
    #[serde(default = "GameScoring::pass")]
    #[schema(minimum = 0, maximum = 100, default = 50)]
    pub pass_mark: u32,
    /// Lives (1 to 10): each counted mistake costs one, and the game ends when none is left;
    /// 0 (default) plays without lives.
    #[serde(default)]
    #[schema(minimum = 0, maximum = 10, default = 0)]
    pub lives: u32,
    /// Whether finishing a timed module early earns a bonus (up to half its score).
    #[serde(default)]
    pub time_bonus: bool,
}

impl GameScoring {
    fn pass() -> u32 {
        50
    }
}

impl Default for GameScoring {
    fn default() -> Self {
        Self {
            pass_mark: 50,
            lives: 0,
            time_bonus: false,
        }
    }
}

/// A module of a game, with its content.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Module {
    /// Its id within the game (`m1`, `m2`…), stable across edits.
    pub id: String,
    /// Its type (see GET /v1/games/modules).
    #[serde(rename = "type")]
    pub module_type: ModuleType,
    /// Its title.
    pub title: String,
    /// The instruction shown to the pupil.
    pub instructions: String,
    /// Its options, every default filled in.
    #[schema(value_type = Object)]
    pub options: serde_json::Value,
    /// Scored items.
    pub items: u32,
    /// Points per item.
    pub points_per_item: u32,
    /// The most it can score without bonus: `items × pointsPerItem`.
    pub max_points: u32,
    /// Its time limit in seconds, if any.
    pub time_limit_seconds: Option<u32>,
    /// Bumped by every change of the module.
    pub version: u64,
    /// What the pupil plays.
    pub content: Content,
}

/// The error of a failed generation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GameError {
    /// A problem code.
    pub code: String,
    /// What happened.
    pub detail: String,
}

/// A game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct Game {
    /// `game_…`
    pub id: String,
    /// Always `game`.
    pub object: String,
    /// The owning account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode: each mode sees only its own data.
    pub livemode: bool,
    /// The title.
    pub title: String,
    /// Subject id.
    pub subject: String,
    /// Level id.
    pub level: String,
    /// Chapter ids the content is drawn from.
    pub chapters: Vec<String>,
    /// `fr` or `en`: the content's and the page's language.
    pub language: Language,
    /// The generation seed (the same request and seed give the same content).
    pub seed: u64,
    /// How modules open.
    pub progression: Progression,
    /// The game-wide scoring.
    pub scoring: GameScoring,
    /// Where it stands.
    pub status: GameStatus,
    /// Modules asked for.
    pub module_count: u32,
    /// The modules generated so far, in play order.
    pub modules: Vec<Module>,
    /// The sum of the modules' `maxPoints`.
    pub max_points: u32,
    /// Bumped by every change: send it in `If-Match` to edit.
    pub version: u64,
    /// Why generation failed.
    pub error: Option<GameError>,
    /// Creation time.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
    /// Last change.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub updated_at: DateTime<Utc>,
}

impl Resource for Game {
    const KIND: &'static str = "game";
    const NAME: &'static str = "game";
    fn id(&self) -> &str {
        &self.id
    }
    fn account(&self) -> &str {
        &self.account_id
    }
    fn livemode(&self) -> bool {
        self.livemode
    }
    fn fields(&self) -> std::collections::BTreeMap<String, String> {
        [
            ("subject".to_owned(), self.subject.clone()),
            ("level".to_owned(), self.level.clone()),
            ("status".to_owned(), self.status.as_str().to_owned()),
        ]
        .into()
    }
}

impl Game {
    /// Recomputes `maxPoints` from the modules'.
    pub fn recount(&mut self) {
        for m in &mut self.modules {
            m.items = m.content.items();
            m.max_points = m.items.saturating_mul(m.points_per_item);
        }
        self.max_points = self
            .modules
            .iter()
            .fold(0u32, |s, m| s.saturating_add(m.max_points));
    }

    /// The next free module id (`m<n>`).
    pub fn next_module_id(&self) -> String {
        let n = self
            .modules
            .iter()
            .filter_map(|m| m.id.strip_prefix('m')?.parse::<u32>().ok())
            .max()
            .unwrap_or(0);
        format!("m{}", n + 1)
    }
}

/// The instruction of a module type, in `language`.
pub fn instructions(t: ModuleType, language: Language) -> &'static str {
    let fr = language == Language::Fr;
    match (t, fr) {
        (ModuleType::Quiz, true) => "Réponds à chaque question.",
        (ModuleType::Quiz, false) => "Answer each question.",
        (ModuleType::TrueFalseRace, true) => {
            "Vrai ou faux\u{202f}? Réponds avant la fin du chrono."
        }
        (ModuleType::TrueFalseRace, false) => "True or false? Answer before time runs out.",
        (ModuleType::Flashcards, true) => {
            "Lis le mot, retourne la carte, puis dis si tu le savais."
        }
        (ModuleType::Flashcards, false) => {
            "Read the term, turn the card, then say whether you knew it."
        }
        (ModuleType::Memory, true) => "Retourne deux cartes à la fois pour trouver les paires.",
        (ModuleType::Memory, false) => "Turn two cards at a time to find the pairs.",
        (ModuleType::Matching, true) => "Relie chaque élément à son partenaire.",
        (ModuleType::Matching, false) => "Link each item to its partner.",
        (ModuleType::Ordering, true) => "Remets les éléments dans l’ordre.",
        (ModuleType::Ordering, false) => "Put the items in order.",
        (ModuleType::FillBlanks, true) => "Complète chaque phrase avec un mot de la liste.",
        (ModuleType::FillBlanks, false) => "Complete each sentence with a word from the list.",
        (ModuleType::Categorize, true) => "Range chaque élément dans sa catégorie.",
        (ModuleType::Categorize, false) => "Put each item in its category.",
        (ModuleType::Crossword, true) => "Remplis la grille à l’aide des définitions.",
        (ModuleType::Crossword, false) => "Fill the grid from the clues.",
        (ModuleType::WordSearch, true) => "Retrouve les mots cachés dans la grille.",
        (ModuleType::WordSearch, false) => "Find the words hidden in the grid.",
    }
}

/// A module's default title, in `language`.
pub fn default_title(t: ModuleType, language: Language) -> String {
    let info = modules::catalogue()
        .into_iter()
        .find(|m| m.module_type == t)
        .map(|m| m.title);
    match (info, language) {
        (Some(l), Language::Fr) => l.fr,
        (Some(l), Language::En) => l.en,
        (None, _) => t.as_str().to_owned(),
    }
}
