//! One integration-test binary: each module proves one area through `Api::handle` or a socket.

mod api_keys; // creation, listing, revocation, rotation, scopes, IP allow-lists
mod cluster; // three nodes on one PostgreSQL: quotas, idempotency, deliveries, dead workers
mod courses; // two passes over SSE and 202, outline edits, rewrites, publication, HTML
mod coverage; // français from CP to Terminale: chapters, exams and games of every level
mod curriculum; // the ten curriculum routes, filters, search, pagination
mod custom_limits; // Enterprise limits set from Rust, in force at once, announced
mod delivery_isolation; // a hanging receiver holds only its share; shutdown hands claims back
mod example_server; // examples/server: timeouts, connection cap, malformed HTTP, shutdown, logs
mod exams; // generation over SSE, 202 mode, resume, replay, the tree, nodes, blueprints
mod game_page; // the playable page in headless Chromium: played to the end, scored as the model says
mod games; // the module catalogue, generation, edits with If-Match, deletion, events, content
mod grading; // submissions scored per kind, events, corrections, CSV, item analysis
mod grading_paper; // scanned paper copies end to end, and the bad input of the route
mod idempotency; // replay, conflicts, release on 5xx, per-account scope
mod layering; // no module imports a layer to its left
mod marketplace; // products, purchases, refunds, enrollments, payouts, settings, events
mod mcp; // POST /mcp: initialize, tools from the OpenAPI operations, progress, scopes
mod oauth; // the code flow with PKCE, consent, tokens, refresh rotation, revocation, scopes
mod omr; // the mark reader on a corpus of printed, filled and degraded sheets
#[cfg(feature = "webhooks-http")]
mod openai_courses; // the openai_courses example: course prose from a fake chat-completions server
mod openapi; // the document matches the routes and is valid OpenAPI 3.1
mod paper; // printable exams: PDF exports, answer sheets, layout, keys, determinism
mod pipeline; // trace ids, problem+json, 401/404/405/413, body errors
mod postgres; // the PostgreSQL backend: conformance, several nodes on one database
mod props; // random bodies, headers and queries to every route: never a 5xx, always a problem
mod quotas; // per-minute and per-day windows, headers, anonymous limits
mod security; // scopes of keys, test and live modes, secrets replayed to their credential only
mod socket; // the same API served over a real socket by hyper
mod storage; // the conformance suite on every backend
mod support;
mod usage; // GET /v1/analytics/usage: exact counts per hour, day, family and mode; batching
mod webhooks; // subscriptions, signed deliveries, retries over 24 hours, replay, rate
mod wire; // JSON objects only, Accept, strict queries, RFC 6750, replayed trace ids, SSRF
