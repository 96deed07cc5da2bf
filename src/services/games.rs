//! Games: checks a request against the module catalogue and the chapters, generates the modules
//! in a task of their own (a client that disconnects never stops it), storing each module as it
//! is made, and announces `game.*` events; lists, reads, edits (If-Match) and deletes games;
//! renders the playable page.

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use futures_util::StreamExt;
use serde::Deserialize;
use tokio::sync::{mpsc, watch};
use utoipa::ToSchema;

use crate::app::App;
use crate::domain::curriculum::{Chapter, curriculum};
use crate::domain::game::modules::{ModuleCatalogue, catalogue};
use crate::domain::game::{
    Content, Game, GameError, GameScoring, GameStatus, Module, ModuleOptions, ModuleType,
    Progression, default_title, instructions, validate,
};
use crate::domain::question::{Language, QuestionDraft};
use crate::domain::usage::{Family, Metric};
use crate::domain::{Resource, owner, split_owner};
use crate::error::{Error, ErrorCode, FieldError};
use crate::events::catalogue::game::{
    ChangedGame, DeletedGame, GameDeleted, GameGenerationCompleted, GameGenerationFailed,
    GameGenerationStarted, GameRecord, GameState, GameUpdated,
};
use crate::events::catalogue::shared::EventError;
use crate::events::outbox::{self, NewEvent};
use crate::generate::GenerationRequest;
use crate::generate::game::{self as builders, Source};
use crate::ids::{new_id, timestamp};
use crate::services::{Window, list as list_of, load};
use crate::storage::{Batch, Expect, StorageError};

/// Most modules in one game.
pub(crate) const MAX_MODULES: usize = 12;
/// Most chapters a game draws from.
pub(crate) const MAX_CHAPTERS: usize = 20;
/// Longest title, in characters.
pub(crate) const MAX_TITLE: usize = 200;

/// The module catalogue.
pub(crate) fn modules() -> ModuleCatalogue {
    ModuleCatalogue { data: catalogue() }
}

/// A module asked for.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct ModuleRequest {
    /// The module type (see GET /v1/games/modules).
    #[serde(rename = "type")]
    pub module_type: ModuleType,
    /// Its options, as the type's `optionsSchema` describes them; absent ones take their
    /// default.
    #[schema(value_type = Option<Object>)]
    pub options: Option<serde_json::Map<String, serde_json::Value>>,
    /// Its title (1 to 200 characters); default: the type's title.
    #[schema(min_length = 1, max_length = 200)]
    pub title: Option<String>,
}

/// Body of `POST /v1/games`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct CreateGameRequest {
    /// Subject id (`mathematiques`, `physique-chimie`).
    #[schema(value_type = crate::domain::schema::SubjectId)]
    pub subject: String,
    /// Level id (`6e` … `2de`).
    #[schema(value_type = crate::domain::schema::LevelId)]
    pub level: String,
    /// At most 20 chapter ids, each a chapter of `subject` at `level`; default: every chapter of
    /// the subject at the level.
    #[serde(default)]
    #[schema(max_items = 20, value_type = Vec<crate::domain::schema::ChapterId>)]
    pub chapters: Vec<String>,
    /// The title (1 to 200 characters); default: made from the chapters.
    #[schema(min_length = 1, max_length = 200)]
    pub title: Option<String>,
    /// `fr` (default) or `en`: the content's and the page's language.
    #[serde(default)]
    pub language: Language,
    /// Same request, same seed: same content. Default: random.
    pub seed: Option<u64>,
    /// The modules, in play order (1 to 12). Give either `modules` or `durationMinutes`.
    #[schema(min_items = 1, max_items = 12)]
    pub modules: Option<Vec<ModuleRequest>>,
    /// How long the game should last (1 to 120 minutes): the generator composes a sequence of
    /// modules for that time. Give either `modules` or `durationMinutes`.
    #[schema(minimum = 1, maximum = 120)]
    pub duration_minutes: Option<u32>,
    /// `linear` (default: each module opens when the one before is done) or `map` (all open).
    #[serde(default)]
    pub progression: Progression,
    /// Pass mark, lives and time bonus.
    #[serde(default)]
    pub scoring: GameScoring,
}

fn err(field: impl Into<String>, message: impl Into<String>) -> FieldError {
    FieldError {
        field: field.into(),
        message: message.into(),
    }
}

/// A module ready to be generated: its type, checked options and title.
#[derive(Debug, Clone)]
struct Planned {
    module_type: ModuleType,
    options: ModuleOptions,
    title: Option<String>,
}

fn check_title(field: &str, title: &Option<String>, errors: &mut Vec<FieldError>) {
    if let Some(t) = title
        && (t.trim().is_empty() || t.chars().count() > MAX_TITLE)
    {
        errors.push(err(field, "must be 1 to 200 characters"));
    }
}

fn check_scoring(s: &GameScoring, errors: &mut Vec<FieldError>) {
    if s.pass_mark > 100 {
        errors.push(err("scoring.passMark", "must be from 0 to 100"));
    }
    if s.lives > 10 {
        errors.push(err("scoring.lives", "must be from 0 to 10"));
    }
}

/// The chapters of the request (each a chapter of `subject` at `level`), or every chapter of
/// the subject at the level.
fn chapters(
    subject: &str,
    level: &str,
    given: &[String],
    errors: &mut Vec<FieldError>,
) -> Vec<&'static Chapter> {
    let c = curriculum();
    if given.len() > MAX_CHAPTERS {
        errors.push(err("chapters", "at most 20 chapters"));
        return Vec::new();
    }
    if given.is_empty() {
        return c
            .chapters()
            .iter()
            .filter(|ch| ch.subject_id == subject && ch.level_id == level)
            .collect();
    }
    let mut out = Vec::new();
    for (i, id) in given.iter().enumerate() {
        match c.chapter(id) {
            Some(ch) if ch.subject_id == subject && ch.level_id == level => {
                if !out.iter().any(|o: &&Chapter| o.id == ch.id) {
                    out.push(ch);
                }
            }
            Some(_) => errors.push(err(
                format!("chapters[{i}]"),
                format!("`{id}` is not a chapter of {subject} at {level}"),
            )),
            None => errors.push(err(
                format!("chapters[{i}]"),
                format!("unknown chapter `{id}`"),
            )),
        }
    }
    out
}

/// The question generator's request for a module, or `None` when the module needs no
/// questions; an error when the generator serves none of the chapters.
fn question_request(
    app: &App,
    game: (&str, &str, Language),
    chapters: &[&'static Chapter],
    options: &ModuleOptions,
    seed: u64,
) -> Result<Option<GenerationRequest>, String> {
    let count = builders::questions_wanted(options);
    if count == 0 {
        return Ok(None);
    }
    let (subject, level, language) = game;
    let served: Vec<String> = app
        .generator
        .capabilities()
        .into_iter()
        .filter(|c| c.subject == subject && c.level == level)
        .flat_map(|c| c.chapters)
        .collect();
    let topics: Vec<String> = chapters
        .iter()
        .filter(|c| served.contains(&c.id))
        .map(|c| c.id.clone())
        .collect();
    if topics.is_empty() {
        return Err("the question generator serves none of the game's chapters".to_owned());
    }
    let mut request = GenerationRequest::new(subject, level, count);
    request.topics = topics;
    request.seed = seed;
    request.language = language;
    app.generator
        .generate(&request)
        .map(|_| Some(request))
        .map_err(|e| e.to_string())
}

/// The seed of module `id` (`m<n>`) of a game seeded `seed`.
fn module_seed(seed: u64, id: &str) -> u64 {
    let n: u64 = id.trim_start_matches('m').parse().unwrap_or(0);
    seed ^ n.wrapping_mul(0xA076_1D64_78BD_642F)
}

/// Checks that a planned module can be filled; the error names `field`.
fn feasible(
    app: &App,
    game: (&str, &str, Language),
    chapters: &[&'static Chapter],
    planned: &Planned,
    field: &str,
) -> Result<(), FieldError> {
    let source = Source {
        chapters,
        language: game.2,
        seed: 0,
    };
    let why = builders::check(&planned.options, &source)
        .and_then(|()| question_request(app, game, chapters, &planned.options, 0).map(|_| ()));
    why.map_err(|m| {
        err(
            field,
            format!("{} cannot be filled: {m}", planned.module_type.as_str()),
        )
    })
}

/// Reads the modules asked for; errors name `modules[i]…`.
fn plan_modules(list: &[ModuleRequest], errors: &mut Vec<FieldError>) -> Vec<Planned> {
    if list.is_empty() || list.len() > MAX_MODULES {
        errors.push(err("modules", "must hold 1 to 12 modules"));
        return Vec::new();
    }
    let mut out = Vec::new();
    for (i, m) in list.iter().enumerate() {
        check_title(&format!("modules[{i}].title"), &m.title, errors);
        let options = m.options.clone().map(serde_json::Value::Object);
        match ModuleOptions::parse(
            m.module_type,
            options.as_ref(),
            &format!("modules[{i}].options"),
        ) {
            Ok(options) => out.push(Planned {
                module_type: m.module_type,
                options,
                title: m.title.clone(),
            }),
            Err(e) => errors.extend(e),
        }
    }
    out
}

/// A sequence of modules lasting about `minutes`, from the types that can be filled.
fn compose(
    app: &App,
    game: (&str, &str, Language),
    chapters: &[&'static Chapter],
    minutes: u32,
) -> Vec<Planned> {
    let usable: Vec<Planned> = builders::composition(game.0)
        .iter()
        .filter_map(|&t| {
            let planned = Planned {
                module_type: t,
                options: ModuleOptions::parse(t, None, "").ok()?,
                title: None,
            };
            feasible(app, game, chapters, &planned, "").ok()?;
            Some(planned)
        })
        .collect();
    let mut out: Vec<Planned> = Vec::new();
    let mut total = 0;
    for p in usable.iter().cycle().take(MAX_MODULES) {
        if total >= minutes {
            break;
        }
        total += p.options.minutes();
        out.push(p.clone());
    }
    out
}

/// The default title of a game.
fn default_game_title(chapters: &[&'static Chapter], language: Language) -> String {
    match (chapters, language) {
        ([one], Language::Fr) => format!("En jeu\u{a0}: {}", one.title),
        ([one], Language::En) => format!("Game: {}", one.title),
        (_, Language::Fr) => "Jeu de révision".to_owned(),
        (_, Language::En) => "Revision game".to_owned(),
    }
}

/// The game's head in the payloads of `game.*` events.
pub(crate) fn record(game: &Game) -> GameRecord {
    let state = match game.status {
        GameStatus::Generating => GameState::Generating,
        GameStatus::Ready => GameState::Ready,
        GameStatus::Failed => GameState::Failed,
    };
    GameRecord::new(
        &game.id,
        &game.title,
        (&game.subject, &game.level),
        game.modules
            .iter()
            .map(|m| m.module_type.as_str().to_owned())
            .collect(),
        state,
    )
}

/// Checks a request for a game of `account`, stores the game (`generating`) and starts
/// generating its modules in a task.
pub(crate) async fn create(
    app: &Arc<App>,
    account: &str,
    req: CreateGameRequest,
    now: DateTime<Utc>,
) -> Result<Game, Error> {
    let mut errors = Vec::new();
    let c = curriculum();
    if c.subject(&req.subject).is_none() {
        errors.push(err("subject", format!("unknown subject `{}`", req.subject)));
    }
    if c.level(&req.level).is_none() {
        errors.push(err("level", format!("unknown level `{}`", req.level)));
    }
    check_title("title", &req.title, &mut errors);
    check_scoring(&req.scoring, &mut errors);
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    let chapters = chapters(&req.subject, &req.level, &req.chapters, &mut errors);
    if req.chapters.is_empty() && chapters.is_empty() {
        errors.push(err(
            "level",
            format!("{} has no chapter at {}", req.subject, req.level),
        ));
    }
    let game_key = (req.subject.as_str(), req.level.as_str(), req.language);
    let planned = match (&req.modules, req.duration_minutes) {
        (Some(_), Some(_)) => {
            errors.push(err(
                "durationMinutes",
                "give either modules or durationMinutes, not both",
            ));
            Vec::new()
        }
        (None, None) => {
            errors.push(err("modules", "give either modules or durationMinutes"));
            Vec::new()
        }
        (Some(list), None) => plan_modules(list, &mut errors),
        (None, Some(m)) if !(1..=120).contains(&m) => {
            errors.push(err("durationMinutes", "must be from 1 to 120"));
            Vec::new()
        }
        (None, Some(m)) => {
            if errors.is_empty() {
                let composed = compose(app, game_key, &chapters, m);
                if composed.is_empty() {
                    errors.push(err(
                        "chapters",
                        "no module type can be filled from these chapters",
                    ));
                }
                composed
            } else {
                Vec::new()
            }
        }
    };
    if errors.is_empty() {
        for (i, p) in planned.iter().enumerate() {
            if let Err(e) = feasible(app, game_key, &chapters, p, &format!("modules[{i}]")) {
                errors.push(e);
            }
        }
    }
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    let (account_id, livemode) = split_owner(account);
    let title = req
        .title
        .clone()
        .unwrap_or_else(|| default_game_title(&chapters, req.language));
    let game = Game {
        id: new_id("game", now),
        object: "game".to_owned(),
        account_id: account_id.to_owned(),
        livemode,
        title,
        subject: req.subject,
        level: req.level,
        chapters: chapters.iter().map(|c| c.id.clone()).collect(),
        language: req.language,
        seed: req.seed.unwrap_or_else(rand::random),
        progression: req.progression,
        scoring: req.scoring,
        status: GameStatus::Generating,
        module_count: planned.len() as u32,
        modules: Vec::new(),
        max_points: 0,
        version: 1,
        error: None,
        created_at: now,
        updated_at: now,
    };
    let event = NewEvent::of(
        account,
        &GameGenerationStarted {
            game: record(&game),
        },
    );
    let batch = Batch::new().put(game.to_doc(game.version), Expect::Absent);
    outbox::commit(app.storage(), batch, vec![event], now).await?;
    let (tx, cancelled) = app.live.start(&game.id);
    let runner = Runner {
        app: app.clone(),
        game: game.clone(),
        tx,
        cancelled,
    };
    tokio::spawn(runner.run(planned));
    Ok(game)
}

/// Builds the content of a planned module (collecting the question generator's questions when
/// it needs some).
async fn generate_module(
    app: &App,
    game: &Game,
    id: String,
    planned: &Planned,
) -> Result<Module, String> {
    let chapters: Vec<&'static Chapter> = game
        .chapters
        .iter()
        .filter_map(|c| curriculum().chapter(c))
        .collect();
    let seed = module_seed(game.seed, &id);
    let key = (game.subject.as_str(), game.level.as_str(), game.language);
    let mut questions: Vec<QuestionDraft> = Vec::new();
    if let Some(request) = question_request(app, key, &chapters, &planned.options, seed)? {
        let mut stream = app
            .generator
            .generate(&request)
            .map_err(|e| e.to_string())?;
        while let Some(q) = stream.next().await {
            questions.push(q.map_err(|e| e.to_string())?);
        }
    }
    let source = Source {
        chapters: &chapters,
        language: game.language,
        seed,
    };
    let content = builders::build(&planned.options, &source, questions)?;
    let t = planned.module_type;
    Ok(new_module(id, t, planned, content, game.language))
}

fn new_module(
    id: String,
    t: ModuleType,
    planned: &Planned,
    content: Content,
    language: Language,
) -> Module {
    let items = content.items();
    let per = planned.options.points_per_item();
    Module {
        id,
        module_type: t,
        title: planned
            .title
            .clone()
            .unwrap_or_else(|| default_title(t, language)),
        instructions: instructions(t, language).to_owned(),
        options: planned.options.to_value(),
        items,
        points_per_item: per,
        max_points: items.saturating_mul(per),
        time_limit_seconds: planned.options.time_limit_seconds(),
        version: 1,
        content,
    }
}

struct Runner {
    app: Arc<App>,
    game: Game,
    tx: watch::Sender<u32>,
    /// Set when the game is deleted.
    cancelled: watch::Receiver<bool>,
}

impl Runner {
    async fn run(mut self, planned: Vec<Planned>) {
        for (i, p) in planned.iter().enumerate() {
            if *self.cancelled.borrow() {
                break;
            }
            let id = format!("m{}", i + 1);
            match generate_module(&self.app, &self.game, id, p).await {
                Ok(module) => {
                    if !self.store(module).await {
                        self.app.live.end(&self.game.id);
                        return;
                    }
                }
                Err(why) => {
                    let detail = format!("modules[{i}] ({}): {why}", p.module_type.as_str());
                    self.finish(Some(detail)).await;
                    self.app.live.end(&self.game.id);
                    return;
                }
            }
        }
        if !*self.cancelled.borrow() {
            self.finish(None).await;
        }
        self.app.live.end(&self.game.id);
    }

    /// Stores one more module; false when the game is gone or the storage keeps failing.
    async fn store(&mut self, module: Module) -> bool {
        let before = self.game.version;
        self.game.modules.push(module);
        self.game.recount();
        self.game.version += 1;
        self.game.updated_at = self.app.clock.now();
        let batch = Batch::new().put(self.game.to_doc(self.game.version), Expect::Version(before));
        self.commit(batch).await
    }

    /// Marks the game ready (or failed) and announces it.
    async fn finish(&mut self, error: Option<String>) {
        let now = self.app.clock.now();
        let before = self.game.version;
        self.game.version += 1;
        self.game.updated_at = now;
        let account = owner(&self.game.account_id, self.game.livemode);
        let completed = error.is_none();
        let webhook = match error {
            None => {
                self.game.status = GameStatus::Ready;
                let payload = GameGenerationCompleted {
                    game: record(&self.game),
                };
                NewEvent::of(&account, &payload)
            }
            Some(detail) => {
                self.game.status = GameStatus::Failed;
                self.game.error = Some(GameError {
                    code: "generation_failed".to_owned(),
                    detail: detail.clone(),
                });
                let payload = GameGenerationFailed {
                    game: record(&self.game),
                    error: EventError::new("generation_failed", detail),
                };
                NewEvent::of(&account, &payload)
            }
        };
        let batch = Batch::new().put(self.game.to_doc(self.game.version), Expect::Version(before));
        match outbox::stage(self.app.storage(), batch, webhook, now).await {
            Ok((batch, _, _)) => {
                if self.commit(batch).await && completed {
                    self.app.usage.add(
                        &self.game.account_id,
                        self.game.livemode,
                        Family::Games,
                        Metric::Games,
                        1,
                        now,
                    );
                }
            }
            Err(e) => {
                tracing::error!(game = %self.game.id, error = %e, "could not stage the final event")
            }
        }
    }

    async fn commit(&mut self, batch: Batch) -> bool {
        for attempt in 0..5u32 {
            match self.app.storage.commit(batch.clone()).await {
                Ok(()) => {
                    let _ = self.tx.send(self.game.version as u32);
                    // Let the woken followers send this item before the next is made.
                    tokio::task::yield_now().await;
                    return true;
                }
                Err(StorageError::Conflict { .. }) => {
                    tracing::info!(game = %self.game.id, "game deleted during generation; stopping");
                    return false;
                }
                Err(e) => {
                    tracing::warn!(game = %self.game.id, error = %e, attempt, "storing a generated module failed; retrying");
                    tokio::time::sleep(Duration::from_millis(100 << attempt)).await;
                }
            }
        }
        tracing::error!(game = %self.game.id, "giving up a generation: the storage keeps failing");
        false
    }
}

/// One event of a game's generation stream: `started`, `module`, `done` or `error`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct StreamEvent {
    /// 1, 2, 3…: the SSE `id:`.
    pub(crate) seq: u32,
    /// The SSE `event:`.
    pub(crate) event: &'static str,
    /// The SSE `data:`: JSON, or for `error` the error.
    pub(crate) data: Result<serde_json::Value, Error>,
}

/// The detail of the `error` event that ends the stream of a game deleted while generating.
pub(crate) const DELETED: &str = "The game was deleted.";

/// How often a follower looks for new modules of a generation running in another process.
const POLL: Duration = Duration::from_millis(100);

/// The generation stream of a game: `started`, one `module` per module as it is stored, then
/// `done` (or `error`). Following stops when the receiver is dropped; generation does not.
pub(crate) fn follow(app: &Arc<App>, game_id: &str) -> mpsc::Receiver<StreamEvent> {
    let (out, rx) = mpsc::channel::<StreamEvent>(16);
    let app = app.clone();
    let id = game_id.to_owned();
    tokio::spawn(async move {
        let mut seq = 1u32;
        let started = StreamEvent {
            seq,
            event: "started",
            data: Ok(serde_json::json!({ "gameId": id })),
        };
        if out.send(started).await.is_err() {
            return;
        }
        let mut sent = 0usize;
        let mut live = app.live.watch(&id);
        loop {
            let game = match app.storage.get(Game::KIND, &id).await {
                Ok(Some(doc)) => match Game::from_doc(doc) {
                    Ok((g, _)) => Some(g),
                    Err(_) => return,
                },
                Ok(None) => None,
                Err(e) => {
                    tracing::warn!(game = %id, error = %e, "reading the game stream failed");
                    tokio::time::sleep(POLL).await;
                    continue;
                }
            };
            let Some(game) = game else {
                seq += 1;
                let _ = out
                    .send(StreamEvent {
                        seq,
                        event: "error",
                        data: Err(Error::new(ErrorCode::NotFound, DELETED)),
                    })
                    .await;
                return;
            };
            while sent < game.modules.len() {
                seq += 1;
                let ev = StreamEvent {
                    seq,
                    event: "module",
                    data: Ok(serde_json::json!({
                        "gameId": game.id, "index": sent, "module": game.modules[sent],
                    })),
                };
                if out.send(ev).await.is_err() {
                    return;
                }
                sent += 1;
            }
            let last = match game.status {
                GameStatus::Generating => None,
                GameStatus::Ready => Some(StreamEvent {
                    seq: seq + 1,
                    event: "done",
                    data: Ok(serde_json::json!({
                        "gameId": game.id,
                        "moduleCount": game.modules.len(),
                        "maxPoints": game.max_points,
                    })),
                }),
                GameStatus::Failed => Some(StreamEvent {
                    seq: seq + 1,
                    event: "error",
                    data: Err(Error::new(
                        ErrorCode::InternalError,
                        format!(
                            "Generation failed: {}",
                            game.error.map(|e| e.detail).unwrap_or_default()
                        ),
                    )),
                }),
            };
            if let Some(ev) = last {
                let _ = out.send(ev).await;
                return;
            }
            if live.is_none() {
                live = app.live.watch(&id);
            }
            let changed = async {
                match live.as_mut() {
                    Some(w) => {
                        if w.changed().await.is_err() {
                            tokio::time::sleep(POLL).await;
                        }
                    }
                    None => tokio::time::sleep(POLL).await,
                }
            };
            tokio::select! {
                _ = changed => {}
                _ = out.closed() => return,
            }
        }
    });
    rx
}

/// The filters of a list of games (`subject`, `level`, `status`) from the values given.
pub(crate) fn filters(given: &[(&str, Option<&str>)]) -> Result<Vec<(String, String)>, Error> {
    super::status_filters(given, &["generating", "ready", "failed"])
}

/// A window of the account's games matching `filters`, newest first.
pub(crate) async fn list(
    app: &App,
    account: &str,
    filters: Vec<(String, String)>,
    window: Window,
) -> Result<Vec<Game>, Error> {
    list_of::<Game>(app, account, filters, window).await
}

/// A game of the account.
pub(crate) async fn get(app: &App, account: &str, id: &str) -> Result<Game, Error> {
    load::<Game>(app, account, id).await.map(|(g, _)| g)
}

/// The playable page of a ready game of the account: one self-contained HTML document.
pub(crate) async fn page(app: &App, account: &str, id: &str) -> Result<String, Error> {
    let game = get(app, account, id).await?;
    if game.status != GameStatus::Ready {
        return Err(Error::conflict(format!(
            "The game is {}; its page exists once it is ready.",
            game.status.as_str()
        )));
    }
    let page = crate::domain::game::page::render(&game);
    crate::services::marketplace::brand_page(app, account, page).await
}

/// A module in `PATCH /v1/games/{gameId}`: an existing one by `id` (kept, moved, retitled or with
/// edited content), or a new one by `type` (generated from `options`, or with the `content`
/// given).
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct ModulePatch {
    /// An existing module's id (`m1`…). Without it, the entry is a new module.
    pub id: Option<String>,
    /// A new module's type (required without `id`; with `id`, must be the module's type).
    #[serde(rename = "type")]
    pub module_type: Option<ModuleType>,
    /// A new module's options (not allowed with `id`: replace the module instead).
    #[schema(value_type = Option<Object>)]
    pub options: Option<serde_json::Map<String, serde_json::Value>>,
    /// The module's title (1 to 200 characters).
    #[schema(min_length = 1, max_length = 200)]
    pub title: Option<String>,
    /// The module's whole content, as the module type holds it; checked as generated content
    /// is (valid grids, unique answers, no two cards alike).
    #[schema(value_type = Option<Object>)]
    pub content: Option<serde_json::Value>,
}

/// Body of `PATCH /v1/games/{gameId}`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct UpdateGameRequest {
    /// The title (1 to 200 characters).
    #[schema(min_length = 1, max_length = 200)]
    pub title: Option<String>,
    /// `linear` or `map`.
    pub progression: Option<Progression>,
    /// Pass mark, lives and time bonus.
    pub scoring: Option<GameScoring>,
    /// The modules in their new order (1 to 12): an existing module left out is removed.
    #[schema(min_items = 1, max_items = 12)]
    pub modules: Option<Vec<ModulePatch>>,
}

/// Edits a ready game of the account (`if_match`: the version the caller read).
pub(crate) async fn update(
    app: &App,
    account: &str,
    id: &str,
    if_match: Option<u64>,
    req: UpdateGameRequest,
    now: DateTime<Utc>,
) -> Result<Game, Error> {
    let (mut game, doc_version) = load::<Game>(app, account, id).await?;
    if game.status != GameStatus::Ready {
        return Err(Error::conflict(format!(
            "The game is {}; only a ready game can be edited.",
            game.status.as_str()
        )));
    }
    if let Some(wanted) = if_match
        && wanted != game.version
    {
        return Err(Error::conflict(format!(
            "The game is at version {}, not {wanted}; read it again and retry.",
            game.version
        )));
    }
    let mut errors = Vec::new();
    check_title("title", &req.title, &mut errors);
    if let Some(s) = &req.scoring {
        check_scoring(s, &mut errors);
    }
    let mut modules = None;
    if let Some(list) = &req.modules {
        modules = Some(patch_modules(app, &game, list, &mut errors).await);
    }
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    if let Some(t) = req.title {
        game.title = t;
    }
    if let Some(p) = req.progression {
        game.progression = p;
    }
    if let Some(s) = req.scoring {
        game.scoring = s;
    }
    if let Some(m) = modules {
        game.modules = m;
        game.module_count = game.modules.len() as u32;
    }
    game.recount();
    game.version += 1;
    game.updated_at = now;
    let payload = GameUpdated {
        game: ChangedGame {
            game: record(&game),
            updated_at: timestamp(now),
        },
    };
    let batch = Batch::new().put(game.to_doc(doc_version + 1), Expect::Version(doc_version));
    outbox::commit(
        app.storage(),
        batch,
        vec![NewEvent::of(account, &payload)],
        now,
    )
    .await
    .map_err(|e| {
        if e.code == ErrorCode::Conflict {
            Error::conflict("The game changed meanwhile; read it again and retry.")
        } else {
            e
        }
    })?;
    Ok(game)
}

/// The new module list of a PATCH; problems go to `errors`.
async fn patch_modules(
    app: &App,
    game: &Game,
    list: &[ModulePatch],
    errors: &mut Vec<FieldError>,
) -> Vec<Module> {
    if list.is_empty() || list.len() > MAX_MODULES {
        errors.push(err("modules", "must hold 1 to 12 modules"));
        return Vec::new();
    }
    let chapters: Vec<&'static Chapter> = game
        .chapters
        .iter()
        .filter_map(|c| curriculum().chapter(c))
        .collect();
    let key = (game.subject.as_str(), game.level.as_str(), game.language);
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut next = game.next_module_id();
    for (i, p) in list.iter().enumerate() {
        let at = |f: &str| {
            if f.is_empty() {
                format!("modules[{i}]")
            } else {
                format!("modules[{i}].{f}")
            }
        };
        check_title(&at("title"), &p.title, errors);
        let content = |t: ModuleType, errors: &mut Vec<FieldError>| -> Option<Content> {
            let v = p.content.clone()?;
            match Content::from_value(t, v) {
                Ok(c) => match validate::content(&c) {
                    Ok(()) => Some(c),
                    Err((path, m)) => {
                        errors.push(err(format!("{}.{path}", at("content")), m));
                        None
                    }
                },
                Err((path, m)) => {
                    let f = if path.is_empty() {
                        at("content")
                    } else {
                        format!("{}.{path}", at("content"))
                    };
                    errors.push(err(f, m));
                    None
                }
            }
        };
        match &p.id {
            Some(id) => {
                let Some(existing) = game.modules.iter().find(|m| &m.id == id) else {
                    errors.push(err(
                        at("id"),
                        format!("`{id}` is not a module of this game"),
                    ));
                    continue;
                };
                if !seen.insert(id.clone()) {
                    errors.push(err(at("id"), format!("`{id}` is listed twice")));
                    continue;
                }
                if p.module_type.is_some_and(|t| t != existing.module_type) {
                    errors.push(err(
                        at("type"),
                        "cannot change an existing module's type: leave out its id to replace it",
                    ));
                    continue;
                }
                if p.options.is_some() {
                    errors.push(err(
                        at("options"),
                        "cannot change an existing module's options: leave out its id to replace it",
                    ));
                    continue;
                }
                let mut m = existing.clone();
                let mut changed = false;
                if let Some(t) = &p.title {
                    m.title = t.clone();
                    changed = true;
                }
                if p.content.is_some() {
                    match content(m.module_type, errors) {
                        Some(c) => {
                            m.content = c;
                            changed = true;
                        }
                        None => continue,
                    }
                }
                if changed {
                    m.version += 1;
                }
                out.push(m);
            }
            None => {
                let Some(t) = p.module_type else {
                    errors.push(err(at("type"), "is required for a new module (no id)"));
                    continue;
                };
                let options = p.options.clone().map(serde_json::Value::Object);
                let options = match ModuleOptions::parse(t, options.as_ref(), &at("options")) {
                    Ok(o) => o,
                    Err(e) => {
                        errors.extend(e);
                        continue;
                    }
                };
                let planned = Planned {
                    module_type: t,
                    options,
                    title: p.title.clone(),
                };
                let id = next.clone();
                next = format!("m{}", id[1..].parse::<u32>().unwrap_or(0) + 1);
                if p.content.is_some() {
                    if let Some(c) = content(t, errors) {
                        out.push(new_module(id, t, &planned, c, game.language));
                    }
                    continue;
                }
                if let Err(e) = feasible(app, key, &chapters, &planned, &at("")) {
                    errors.push(e);
                    continue;
                }
                match generate_module(app, game, id, &planned).await {
                    Ok(m) => out.push(m),
                    Err(why) => errors.push(err(
                        at(""),
                        format!("{} cannot be filled: {why}", t.as_str()),
                    )),
                }
            }
        }
    }
    out
}

/// Deletes a game of the account; it is gone (not found) afterwards, and `game.deleted` is
/// announced. A generation still running stops at its next module.
pub(crate) async fn delete(
    app: &App,
    account: &str,
    id: &str,
    now: DateTime<Utc>,
) -> Result<(), Error> {
    for attempt in 0..20u32 {
        let (game, version) = load::<Game>(app, account, id).await?;
        let batch = Batch::new().delete(Game::KIND, &game.id, Expect::Version(version));
        let payload = GameDeleted {
            game: DeletedGame {
                game: record(&game),
                deleted_at: timestamp(now),
            },
        };
        match outbox::commit(
            app.storage(),
            batch,
            vec![NewEvent::of(account, &payload)],
            now,
        )
        .await
        {
            Ok(()) => {
                if game.status == GameStatus::Generating {
                    app.live.cancel(&game.id, u32::MAX);
                }
                return Ok(());
            }
            // A module was stored meanwhile: read the game again.
            Err(e) if e.code == ErrorCode::Conflict && attempt < 19 => {
                tokio::time::sleep(Duration::from_millis(u64::from(attempt + 1) * 5)).await;
            }
            Err(e) => return Err(e),
        }
    }
    Err(Error::conflict("The game keeps changing; retry."))
}
