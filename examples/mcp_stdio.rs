//! The MCP interface over stdio, for an AI assistant that starts it as a subprocess: one JSON-RPC
//! message per line on stdin, answers and progress notifications one per line on stdout, logs on
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
use edugen::domain::account::Tier;
use edugen::storage::{MemoryStorage, SqliteStorage, Storage};
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::sync::mpsc;

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

    // One writer, so that lines never interleave.
    let (out, mut lines) = mpsc::unbounded_channel::<Value>();
    let writer = tokio::spawn(async move {
        let mut stdout = tokio::io::stdout();
        while let Some(v) = lines.recv().await {
            let mut line = v.to_string();
            line.push('\n');
            if stdout.write_all(line.as_bytes()).await.is_err() || stdout.flush().await.is_err() {
                break;
            }
        }
    });
    let mut input = BufReader::new(tokio::io::stdin()).lines();
    let mut tasks = tokio::task::JoinSet::new();
    while let Some(line) = input.next_line().await? {
        if line.trim().is_empty() {
            continue;
        }
        let message: Value = match serde_json::from_str(&line) {
            Ok(v) => v,
            Err(_) => {
                let _ = out.send(json!({"jsonrpc": "2.0", "id": null,
                    "error": {"code": -32700, "message": "the line is not JSON"}}));
                continue;
            }
        };
        // Calls run concurrently: a long generation does not hold up a ping.
        let (server, out) = (server.clone(), out.clone());
        tasks.spawn(async move {
            if let Some(answer) = server.handle(message, &out).await {
                let _ = out.send(answer);
            }
        });
    }
    while tasks.join_next().await.is_some() {}
    drop(out);
    let _ = writer.await;
    Ok(())
}
