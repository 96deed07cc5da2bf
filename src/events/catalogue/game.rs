//! `game.*`: generation and edits of educational games.

use serde::Serialize;
use utoipa::ToSchema;

use super::shared::EventError;
use super::*;

const EXAMPLE_GAME_ID: &str = "game_01KAMZ7F9G1H3J5K7M9N1P3Q5R";

/// Where a game stands: `generating` → `ready` | `failed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum GameState {
    /// Being generated.
    Generating,
    /// Generated.
    Ready,
    /// Generation stopped on an error.
    Failed,
}

/// A game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GameRecord {
    /// Game id (`game_…`).
    #[schema(pattern = "^game_")]
    pub id: String,
    /// Game title.
    pub title: String,
    /// Subject slug.
    pub subject: String,
    /// Level slug.
    pub level: String,
    /// Its modules' types, in play order (see GET /v1/games/modules).
    pub modules: Vec<String>,
    /// Game state.
    pub status: GameState,
}

impl GameRecord {
    /// The game `id` titled `title`, of `subject` at `level`, with these module types, in
    /// `status`.
    pub fn new(
        id: impl Into<String>,
        title: impl Into<String>,
        (subject, level): (&str, &str),
        modules: Vec<String>,
        status: GameState,
    ) -> Self {
        Self {
            id: id.into(),
            title: title.into(),
            subject: subject.to_owned(),
            level: level.to_owned(),
            modules,
            status,
        }
    }

    fn example(status: GameState) -> Self {
        Self {
            id: EXAMPLE_GAME_ID.to_owned(),
            title: "Les fractions en jeu".to_owned(),
            subject: "mathematiques".to_owned(),
            level: "5e".to_owned(),
            modules: vec![
                "memory".to_owned(),
                "quiz".to_owned(),
                "crossword".to_owned(),
            ],
            status,
        }
    }
}

/// A changed game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangedGame {
    /// The game as it is now.
    #[serde(flatten)]
    pub game: GameRecord,
    /// When it changed.
    #[schema(format = DateTime)]
    pub updated_at: String,
}

/// A deleted game: what it was, and when it went.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeletedGame {
    /// The game as it was.
    #[serde(flatten)]
    pub game: GameRecord,
    /// When it was deleted.
    #[schema(format = DateTime)]
    pub deleted_at: String,
}

/// `data` of `game.generation.started`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GameGenerationStarted {
    /// The game.
    pub game: GameRecord,
}

impl EventPayload for GameGenerationStarted {
    const TYPE: &'static str = GAME_GENERATION_STARTED;

    fn example() -> Self {
        Self {
            game: GameRecord::example(GameState::Generating),
        }
    }
}

/// `data` of `game.generation.completed`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GameGenerationCompleted {
    /// The game.
    pub game: GameRecord,
}

impl EventPayload for GameGenerationCompleted {
    const TYPE: &'static str = GAME_GENERATION_COMPLETED;

    fn example() -> Self {
        Self {
            game: GameRecord::example(GameState::Ready),
        }
    }
}

/// `data` of `game.generation.failed`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GameGenerationFailed {
    /// The game.
    pub game: GameRecord,
    /// Why it failed.
    pub error: EventError,
}

impl EventPayload for GameGenerationFailed {
    const TYPE: &'static str = GAME_GENERATION_FAILED;

    fn example() -> Self {
        Self {
            game: GameRecord::example(GameState::Failed),
            error: EventError::new(
                "generation_failed",
                "modules[2] (crossword): could not cross 12 of the chapters' words in a grid.",
            ),
        }
    }
}

/// `data` of `game.updated`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GameUpdated {
    /// The game.
    pub game: ChangedGame,
}

impl EventPayload for GameUpdated {
    const TYPE: &'static str = GAME_UPDATED;

    fn example() -> Self {
        Self {
            game: ChangedGame {
                game: GameRecord::example(GameState::Ready),
                updated_at: "2025-11-22T10:04:25.123Z".to_owned(),
            },
        }
    }
}

/// `data` of `game.deleted`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GameDeleted {
    /// The game.
    pub game: DeletedGame,
}

impl EventPayload for GameDeleted {
    const TYPE: &'static str = GAME_DELETED;

    fn example() -> Self {
        Self {
            game: DeletedGame {
                game: GameRecord::example(GameState::Ready),
                deleted_at: "2025-11-22T10:04:25.123Z".to_owned(),
            },
        }
    }
}
