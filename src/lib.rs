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
//! | `test-util` | yes | [`storage::conformance`]: the suite a storage backend must pass |
//!
//! ## What a host provides
//! - the request body, buffered (the `tower` service does it with the configured limit);
//! - the client address, as a [`ClientAddr`] or `SocketAddr` request extension, so anonymous
//!   requests are limited per client;
//! - a [`storage::Storage`] backend, and optionally a [`clock::Clock`], a
//!   [`generate::Generator`] and a [`delivery::Deliverer`];
//! - a task running [`Api::delivery_worker`] for webhooks, and now and then
//!   [`Api::purge_expired`].
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
pub mod services;
pub mod storage;

pub use api::body::Body;
pub use api::problem::ProblemDocument;
pub use api::{Api, ApiBuilder, ClientAddr, UnreadableBody};
pub use app::{App, Config, PurgeReport, Retention, SecretsKey};
pub use error::{BuildError, Error, ErrorCode, FieldError, Result};
