//! The MCP interface over stdio, for an AI assistant that starts it as a subprocess: JSON-RPC
//! messages one per line on stdin and stdout (the official SDK's stdio transport), logs on
//! stderr.
//!
//! ```text
//! EDUGEN_API_KEY=eg_test_<32 letters or digits> cargo run --example mcp_stdio
//! EDUGEN_API_KEY=… EDUGEN_DB=memory cargo run --example mcp_stdio
//! ```
//!
//! The key acts as on the REST API (its scopes, its account, its mode); it is created with its
//! account (Full preset) when the database does not know it yet, so the example runs alone.
//! `EDUGEN_DB` is a SQLite file (default `edugen.db`, shared with the example server) or
//! `memory`.

use std::sync::Arc;

use edugen::Api;
use edugen::api::mcp::McpServer;
use edugen::api::mcp::rmcp::{ServiceExt, transport::stdio};
use edugen::domain::account::Tier;
use edugen::storage::{MemoryStorage, SqliteStorage, Storage};

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "warn".into()),
        )
        .init();
    let key = std::env::var("EDUGEN_API_KEY")
        .map_err(|_| "set EDUGEN_API_KEY to an API key (eg_test_… or eg_live_…)")?;
    let db = std::env::var("EDUGEN_DB").unwrap_or_else(|_| "edugen.db".to_owned());
    let storage: Arc<dyn Storage> = if db == "memory" {
        Arc::new(MemoryStorage::new())
    } else {
        Arc::new(SqliteStorage::connect(&db).await?)
    };
    let api = Api::builder().storage_arc(storage).build()?;
    api.accounts()
        .bootstrap(&key, "MCP", Tier::Essentiel)
        .await
        .map_err(|e| e.detail)?;
    let server = McpServer::new(api, &key).map_err(|e| e.detail)?;
    // Serves until stdin closes; calls run concurrently, so a long generation does not hold up
    // a ping.
    server.serve(stdio()).await?.waiting().await?;
    Ok(())
}
