//! `/v1/games`: the module catalogue, generation (streamed module by module, or in the
//! background), reading, editing with `If-Match`, deletion, and the playable page.

use http::{HeaderValue, Method, StatusCode, header};
use utoipa::IntoParams;

use crate::api::ctx::{Ctx, json, prefers_over_json};
use crate::api::pagination::{Page, PageRequest};
use crate::api::router::{HandlerResult, ReplayOf, Route, handler};
use crate::api::{problem, sse};
use crate::app::App;
use crate::auth::Scope;
use crate::domain::game::modules::ModuleCatalogue;
use crate::domain::game::{Game, GameStatus};
use crate::error::Error;
use crate::services::games::{self, CreateGameRequest, StreamEvent, UpdateGameRequest};

/// The OpenAPI paths of this module.
#[derive(utoipa::OpenApi)]
#[openapi(paths(modules, create, list, get, update, delete))]
pub(crate) struct Doc;

pub(crate) fn routes() -> Vec<Route> {
    let (r, w) = (Scope::GamesRead, Scope::GamesWrite);
    vec![
        Route::new(Method::GET, "/v1/games/modules", r, handler!(modules)).cacheable(),
        Route::new(Method::POST, "/v1/games", w, handler!(create))
            .generation()
            .replay(game_sse),
        Route::new(Method::GET, "/v1/games", r, handler!(list)),
        Route::new(Method::GET, "/v1/games/{gameId}", r, handler!(get)),
        Route::new(Method::PATCH, "/v1/games/{gameId}", w, handler!(update)),
        Route::new(Method::DELETE, "/v1/games/{gameId}", w, handler!(delete)),
    ]
}

/// Filters of `GET /v1/games`.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct GameFilters {
    /// Subject id.
    subject: Option<String>,
    /// Level id.
    level: Option<String>,
    /// `generating`, `ready` or `failed`.
    status: Option<GameStatus>,
}

/// The module catalogue: every module type with its titles and description (French and
/// English), the subjects and question kinds it suits, its options' JSON schema and its scoring
/// rule.
#[utoipa::path(get, path = "/v1/games/modules", operation_id = "listGameModules", tag = "Games",
    responses((status = 200, description = "The module types", body = ModuleCatalogue)),
    security(("bearer" = ["games:read"])))]
pub(crate) async fn modules(_cx: Ctx) -> HandlerResult {
    Ok(json(StatusCode::OK, &games::modules()))
}

/// Generate a game.
///
/// Give the modules (`modules: [{type, options}]`) or a duration (`durationMinutes`: the
/// modules are composed for that time). A module that cannot be filled from the chapters is 400,
/// naming the module and why. With `Accept: text/event-stream` the answer is a stream:
/// `started` {gameId}, one `module` {gameId, index, module} per module, then `done` {gameId,
/// moduleCount, maxPoints}, or `error` {a problem}. Otherwise the answer is 202 with the game
/// (status `generating`). Either way generation goes on if the client leaves; the events
/// `game.generation.started` and `game.generation.completed` (or `failed`) are sent by webhook.
#[utoipa::path(post, path = "/v1/games", operation_id = "createGame", tag = "Games",
    request_body = CreateGameRequest,
    responses(
        (status = 200, description = "The generation stream (Accept: text/event-stream)", content_type = "text/event-stream", body = String),
        (status = 202, description = "The game, generating", body = Game),
    ),
    security(("bearer" = ["games:write"])))]
pub(crate) async fn create(cx: Ctx) -> HandlerResult {
    let req: CreateGameRequest = cx.json()?;
    let stream = prefers_over_json(&cx.parts.headers, "text/event-stream");
    let account = cx.account_id()?.to_owned();
    let game = games::create(&cx.app, &account, req, cx.now).await?;
    if stream {
        let mut res = game_sse(&cx.app, &game.id);
        res.extensions_mut().insert(ReplayOf(game.id.clone()));
        return Ok(res);
    }
    let mut res = json(StatusCode::ACCEPTED, &game);
    if let Ok(v) = HeaderValue::from_str(&format!("/v1/games/{}", game.id)) {
        res.headers_mut().insert(header::LOCATION, v);
    }
    Ok(res)
}

/// The generation stream of a game, as server-sent events.
fn game_sse(app: &std::sync::Arc<App>, game: &str) -> http::Response<crate::Body> {
    sse::response(games::follow(app, game), frame)
}

/// One stream event on the wire: an `error` event carries a problem document.
fn frame(ev: &StreamEvent) -> (u32, String, String) {
    let data = match &ev.data {
        Ok(v) => v.to_string(),
        Err(e) => {
            let path = "/v1/games";
            serde_json::to_string(&problem::document(e, "", path)).unwrap_or_default()
        }
    };
    (ev.seq, ev.event.to_owned(), data)
}

/// List games, newest first.
#[utoipa::path(get, path = "/v1/games", operation_id = "listGames", tag = "Games",
    params(GameFilters, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of games", body = Page<Game>)),
    security(("bearer" = ["games:read"])))]
pub(crate) async fn list(cx: Ctx) -> HandlerResult {
    let query = cx.query();
    let filters = ["subject", "level", "status"].map(|name| (name, query.get(name)));
    let filters = games::filters(&filters)?;
    let page = PageRequest::from_query(&query, "games")?;
    let found = games::list(&cx.app, cx.account_id()?, filters, page.window()).await?;
    Ok(json(StatusCode::OK, &page.page(found, |g| g.id.clone())))
}

fn with_etag(mut res: http::Response<crate::Body>, version: u64) -> http::Response<crate::Body> {
    if let Ok(v) = HeaderValue::from_str(&format!("\"{version}\"")) {
        res.headers_mut().insert(header::ETAG, v);
    }
    res
}

/// A game with its modules and their content, its version as `ETag`.
///
/// With `Accept: text/html` the answer is the game's playable page: one self-contained HTML
/// document (inline CSS, JavaScript and SVG, no network, works opened from disk) in the game's
/// language, playable with mouse, touch or keyboard alone, scoring with the game's model and
/// ending on a result screen. A game still generating (or failed) has no page: 409.
#[utoipa::path(get, path = "/v1/games/{gameId}", operation_id = "getGame", tag = "Games",
    params(("gameId" = String, Path, description = "`game_…`")),
    responses(
        (status = 200, description = "The game (JSON), or its playable page (Accept: text/html)",
            content((Game = "application/json"), (String = "text/html"))),
    ),
    security(("bearer" = ["games:read"])))]
pub(crate) async fn get(cx: Ctx) -> HandlerResult {
    if prefers_over_json(&cx.parts.headers, "text/html") {
        let page = games::page(&cx.app, cx.account_id()?, cx.param("gameId")).await?;
        let mut res = http::Response::new(crate::Body::full(page.into_bytes()));
        res.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/html; charset=utf-8"),
        );
        return Ok(res);
    }
    let game = games::get(&cx.app, cx.account_id()?, cx.param("gameId")).await?;
    let version = game.version;
    Ok(with_etag(json(StatusCode::OK, &game), version))
}

/// Edit a game: its title, progression or scoring; its modules reordered, removed, replaced
/// (a new module generated from its type and options) or with edited content, checked as
/// generated content is. Send the game's version in `If-Match` (from its `ETag`); a stale
/// version is 409. `game.updated` is sent.
#[utoipa::path(patch, path = "/v1/games/{gameId}", operation_id = "updateGame", tag = "Games",
    params(("gameId" = String, Path, description = "`game_…`"),
        ("If-Match" = Option<String>, Header, description = "The game's version, as its ETag (`\"3\"`, `W/\"3\"` or `3`); a stale version is 409, anything else 400")),
    request_body(content = Option<UpdateGameRequest>, description = "The fields to change; an empty body changes nothing"),
    responses((status = 200, description = "The game", body = Game)),
    security(("bearer" = ["games:write"])))]
pub(crate) async fn update(cx: Ctx) -> HandlerResult {
    let req: UpdateGameRequest = cx.json()?;
    let if_match = match cx.parts.headers.get(header::IF_MATCH) {
        None => None,
        Some(v) => Some(
            v.to_str()
                .ok()
                .map(|s| s.trim().trim_start_matches("W/").trim_matches('"'))
                .and_then(|s| s.parse::<u64>().ok())
                .ok_or_else(|| {
                    Error::invalid("If-Match", "must be the game's version, as in its ETag")
                })?,
        ),
    };
    let account = cx.account_id()?;
    let game = games::update(&cx.app, account, cx.param("gameId"), if_match, req, cx.now).await?;
    let version = game.version;
    Ok(with_etag(json(StatusCode::OK, &game), version))
}

/// Delete a game; it is gone (404) afterwards. A generation still running stops, and its
/// open streams end with an `error` event (`not_found`). `game.deleted` is sent.
#[utoipa::path(delete, path = "/v1/games/{gameId}", operation_id = "deleteGame", tag = "Games",
    params(("gameId" = String, Path, description = "`game_…`")),
    responses((status = 204, description = "Deleted (no body)")),
    security(("bearer" = ["games:write"])))]
pub(crate) async fn delete(cx: Ctx) -> HandlerResult {
    games::delete(&cx.app, cx.account_id()?, cx.param("gameId"), cx.now).await?;
    let mut res = http::Response::new(crate::Body::empty());
    *res.status_mut() = StatusCode::NO_CONTENT;
    Ok(res)
}
