//! The one scoring model of every game, for every module type. The playable page implements
//! the same integer arithmetic in JavaScript; a browser test checks that the two agree.
//!
//! - A module has `items` items worth `pointsPerItem` each: its maximum is their product.
//! - Playing it gives `right` items right (first try; for memory: pairs found) and `mistakes`.
//! - Counted mistakes = `mistakes − freeMistakesPerItem × items` (never below 0); each costs
//!   `mistakePenaltyPercent` % of an item's points (rounded down) and, when the game has lives,
//!   one life.
//! - Base score = `right × pointsPerItem − counted × penalty`, never below 0.
//! - Time bonus (when the game has one and the module a time limit): `⌊base × secondsLeft /
//!   (2 × limit)⌋`, so at most half the base.
//! - When the lives run out the game ends: modules not played score 0.
//! - The game passes when `total × 100 ≥ passMark × maxPoints` (the bonus counts in `total`,
//!   not in `maxPoints`).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{Game, GameScoring, Module};

/// What a pupil did in one module.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModulePlay {
    /// Items right.
    pub right: u32,
    /// Mistakes made.
    pub mistakes: u32,
    /// Seconds left on the module's clock when it ended (0 without a time limit).
    pub seconds_left: u32,
}

/// The score of one module.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModuleScore {
    /// Points scored, bonus included.
    pub points: u32,
    /// The time bonus within `points`.
    pub bonus: u32,
    /// Mistakes that counted (each cost points and a life).
    pub counted_mistakes: u32,
}

/// Scores one module.
pub fn module_score(module: &Module, play: ModulePlay, scoring: &GameScoring) -> ModuleScore {
    let rule = module.module_type.scoring();
    let p = module.points_per_item;
    let right = play.right.min(module.items);
    let free = rule.free_mistakes_per_item.saturating_mul(module.items);
    let counted = play.mistakes.saturating_sub(free);
    let penalty = p * rule.mistake_penalty_percent / 100;
    let base = (right * p).saturating_sub(counted.saturating_mul(penalty));
    let bonus = match module.time_limit_seconds {
        Some(limit) if scoring.time_bonus && limit > 0 => {
            let left = u64::from(play.seconds_left.min(limit));
            u32::try_from(u64::from(base) * left / (2 * u64::from(limit))).unwrap_or(0)
        }
        _ => 0,
    };
    ModuleScore {
        points: base + bonus,
        bonus,
        counted_mistakes: counted,
    }
}

/// The result of a whole game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GameResult {
    /// Each module's score, in order (0 for modules not reached).
    pub modules: Vec<ModuleScore>,
    /// The total, bonuses included.
    pub total: u32,
    /// The maximum without bonus.
    pub max: u32,
    /// Lives left (none without lives).
    pub lives_left: Option<u32>,
    /// Whether the pass mark is reached.
    pub passed: bool,
}

/// Scores a game played module by module (`plays[i]` for module `i`; missing plays were not
/// reached).
pub fn game_result(game: &Game, plays: &[ModulePlay]) -> GameResult {
    let mut lives = (game.scoring.lives > 0).then_some(game.scoring.lives);
    let mut modules = Vec::new();
    let mut total = 0u32;
    for (i, m) in game.modules.iter().enumerate() {
        let over = lives == Some(0);
        match plays.get(i) {
            Some(play) if !over => {
                let s = module_score(m, *play, &game.scoring);
                if let Some(l) = lives.as_mut() {
                    *l = l.saturating_sub(s.counted_mistakes);
                }
                total += s.points;
                modules.push(s);
            }
            _ => modules.push(ModuleScore {
                points: 0,
                bonus: 0,
                counted_mistakes: 0,
            }),
        }
    }
    let max = game.max_points;
    GameResult {
        modules,
        total,
        max,
        lives_left: lives,
        passed: u64::from(total) * 100 >= u64::from(game.scoring.pass_mark) * u64::from(max),
    }
}
