//! # edugen
//!
//! An embeddable educational content API: exams, courses, games, the French curriculum,
//! corrections, a marketplace and signed webhooks, behind the v1 REST contract. A host links the
//! crate and mounts one [`Api`] in its server; the whole integration contract is
//! [`Api::handle`]: an `http::Request<Bytes>` in, an `http::Response<`[`Body`]`>` out.
//!
//! ```
//! use bytes::Bytes;
//! use edugen::{Api, storage::MemoryStorage};
//! use edugen::services::accounts::{NewAccount, NewKey};
//! use edugen::auth::{Environment, Preset};
//! use edugen::domain::account::Tier;
//!
//! # tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap().block_on(async {
//! let api = Api::builder().storage(MemoryStorage::new()).build()?;
//! let account = api.accounts().create(NewAccount::new("Lycée Jean Moulin", Tier::Essentiel)).await?;
//! let key = api
//!     .accounts()
//!     .create_key(&account.id, NewKey::new("backend", Environment::Test, Preset::Viewer))
//!     .await?;
//!
//! let request = http::Request::get("/v1/curriculum/subjects?limit=2")
//!     .header("authorization", format!("Bearer {}", key.secret))
//!     .body(Bytes::new())?;
//! let response = api.handle(request).await;
//! assert_eq!(response.status(), 200);
//! assert!(response.headers().contains_key("x-trace-id"));
//! assert_eq!(response.headers()["x-ratelimit-limit"], "600");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! # }).unwrap();
//! ```
//!
//! ## Cargo features
//! | feature | default | what it adds |
//! |---|---|---|
//! | `sqlite` | yes | [`storage::SqliteStorage`] (sqlx, WAL, embedded migrations) |
//! | `tower` | yes | `impl tower_service::Service` for [`Api`] (axum, tower-based hosts) |
//! | `postgres` | yes | `storage::PostgresStorage`: several nodes on one database |
//! | `webhooks-http` | yes | `delivery::http::HttpDeliverer` (reqwest, rustls) |
//! | `mcp` | yes | `POST /mcp` and `api::mcp::McpServer`: the API as tools for AI assistants |
//! | `pdf` | no | [`paper::render`]: printable exams as vector, tagged PDFs with answer sheets (krilla, fonts shipped in the crate); without it the export routes answer 503 |
//! | `test-util` | no | `storage::conformance`: the suite a storage backend must pass |
//!
//! ## What a host provides
//! - the request body, buffered (the `tower` service does it with the configured limit);
//! - the client address, as a [`ClientAddr`] or `SocketAddr` request extension, so anonymous
//!   requests are limited per client;
//! - a [`storage::Storage`] backend, and optionally a [`clock::Clock`], a
//!   [`generate::Generator`] and a [`delivery::Deliverer`];
//! - a task running [`Api::delivery_worker`] for webhooks, and now and then
//!   [`Api::purge_expired`];
//! - in production, a [`SecretsKey`] kept outside the database ([`ApiBuilder::secrets_key`]),
//!   which seals webhook signing secrets at rest.
//! - for OAuth (third-party applications), its sign-in hook ([`ApiBuilder::oauth_sign_in`]),
//!   its public base URL ([`ApiBuilder::issuer`]) and its clients ([`Api::oauth_clients`]).
//!
//! ## The layers
//! Every arrow points one way; a test (`tests/it/layering.rs`) fails on an import to the left.
//!
//! ```text
//! api ──▶ services, app, delivery ──▶ domain, events, generate, paper, auth, limits ──▶ storage ──▶ error, ids, clock
//! HTTP     use cases on the App        models, payloads, questions,              documents,   the crate's one
//! only     (no HTTP, no wire bytes)    credentials, quotas (no I/O but storage)  jobs, keys   error; ids; time
//! ```
//! - [`api`]: the pipeline (trace id, credential, quota, routing, scope, idempotency), the
//!   handlers (`api/handlers/<domain>.rs`: parse, call one service, render), problem+json
//!   ([`api::problem`], the only place that knows statuses), SSE framing and the OpenAPI document.
//! - [`services`] and [`app`]: the use cases, each taking the [`App`] (storage, generator,
//!   deliverer, clock, settings) and returning [`Result`]; [`delivery`] runs webhook deliveries.
//! - [`domain`] (exams, questions, courses, games, the curriculum, webhooks), [`events`] (the 60
//!   payload types, patterns, signatures), [`generate`] (the question generator, course writing,
//!   game content), [`paper`] (printable variants, answer keys, answer-sheet geometry and the PDF
//!   renderer), [`auth`] (keys, scopes, sealing).
//! - [`storage`]: one narrow trait (documents, batches with an outbox, quotas, idempotency, jobs)
//!   with memory, SQLite and PostgreSQL backends that know no domain word.
//!
//! ## How to add…
//! - **a route**: a handler in `src/api/handlers/<domain>.rs` with its `#[utoipa::path]` doc,
//!   one line in that file's `routes()` and its `Doc` paths; the logic in
//!   `src/services/<domain>.rs`. A new domain file adds one line to `handlers::MODULES`. The
//!   OpenAPI tests fail if a route has no doc, and the snapshot test shows the change to review.
//! - **an event type**: a payload struct deriving `Serialize` and `ToSchema` in
//!   `src/events/catalogue/<family>.rs` implementing `EventPayload`, and one line in the list of
//!   `events/catalogue/mod.rs`; emit it with `NewEvent::of(owner, &payload)` in the write's batch.
//! - **a storage backend**: implement [`storage::Storage`] (about a dozen methods); prove it with
//!   `storage::conformance::run` (feature `test-util`), as the three shipped backends do.
//! - **a generator chapter**: the curriculum data, an item builder in the family's folder under
//!   `src/generate/builtin/`, one line in `builtin/catalog.rs` (see [`generate`]'s docs).
#![forbid(unsafe_code)]

pub mod api;
pub mod app;
pub mod auth;
pub mod clock;
pub mod delivery;
pub mod domain;
pub mod error;
pub mod events;
pub mod generate;
pub(crate) mod ids;
pub(crate) mod limits;
pub mod paper;
#[cfg(test)]
mod props;
pub mod services;
pub mod storage;

pub use api::body::Body;
pub use api::problem::ProblemDocument;
pub use api::{Api, ApiBuilder, ClientAddr, UnreadableBody};
pub use app::{App, Config, PurgeReport, Retention, SecretsKey};
pub use error::{BuildError, Error, ErrorCode, FieldError, Result};
