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
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub title: Option<String>,
    /// Game module (see GET /v1/games/modules).
    pub module: String,
    /// Subject slug.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub subject: Option<String>,
    /// Level slug.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub level: Option<String>,
    /// Game state.
    pub status: GameState,
}

impl GameRecord {
    /// The game `id` of `module` in `status`, with no title, subject or level.
    pub fn new(id: impl Into<String>, module: impl Into<String>, status: GameState) -> Self {
        Self {
            id: id.into(),
            title: None,
            module: module.into(),
            subject: None,
            level: None,
            status,
        }
    }

    fn example(status: GameState) -> Self {
        Self {
            id: EXAMPLE_GAME_ID.to_owned(),
            title: Some("Le verbe au présent".to_owned()),
            module: "memory".to_owned(),
            subject: Some("francais".to_owned()),
            level: Some("cm1".to_owned()),
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
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub updated_at: Option<String>,
}

/// A deleted game: its id, and what was known of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeletedGame {
    /// Game id (`game_…`).
    #[schema(pattern = "^game_")]
    pub id: String,
    /// Game title.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub title: Option<String>,
    /// Game module (see GET /v1/games/modules).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub module: Option<String>,
    /// Subject slug.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub subject: Option<String>,
    /// Level slug.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub level: Option<String>,
    /// Game state.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub status: Option<GameState>,
    /// When it was deleted.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub deleted_at: Option<String>,
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
                "Too few distinct pairs for a memory game.",
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
                updated_at: Some("2025-11-22T10:04:25.123Z".to_owned()),
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
        let game = GameRecord::example(GameState::Ready);
        Self {
            game: DeletedGame {
                id: game.id,
                title: game.title,
                module: Some(game.module),
                subject: game.subject,
                level: game.level,
                status: Some(game.status),
                deleted_at: Some("2025-11-22T10:04:25.123Z".to_owned()),
            },
        }
    }
}
