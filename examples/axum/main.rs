//! edugen mounted in an axum app, beside the host's own routes, with header, body and request
//! timeouts, a concurrency limit and a cap on open connections (see `host.rs`).
//!
//! ```text
//! cargo run --example axum     # 127.0.0.1:8081: /health is the host's, /v1/* is edugen's
//! ```
//! Ctrl-C (or SIGTERM) stops accepting and lets open connections finish for 10 seconds.

mod host;

use std::time::Duration;

use edugen::Api;
use edugen::auth::{Environment, Preset};
use edugen::domain::account::Tier;
use edugen::services::accounts::{NewAccount, NewKey};
use edugen::storage::MemoryStorage;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let api = Api::builder().storage(MemoryStorage::new()).build()?;
    let account = api
        .accounts()
        .create(NewAccount::new("Development", Tier::Essentiel))
        .await?;
    let key = api
        .accounts()
        .create_key(
            &account.id,
            NewKey::new("dev", Environment::Test, Preset::Full),
        )
        .await?;
    println!("API key (shown once): {}", key.secret);

    // The delivery worker runs beside the server and stops with it.
    let (stop_worker, worker_stopped) = tokio::sync::oneshot::channel::<()>();
    let worker = tokio::spawn(
        api.delivery_worker()
            .drain_timeout(Duration::from_secs(1))
            .run(async {
                let _ = worker_stopped.await;
            }),
    );

    let listener = tokio::net::TcpListener::bind("127.0.0.1:8081").await?;
    eprintln!("listening on http://{}", listener.local_addr()?);
    host::serve(
        listener,
        host::router(api),
        host::Limits::default(),
        stop_signal(),
    )
    .await;
    let _ = stop_worker.send(());
    let _ = worker.await;
    Ok(())
}

/// Completes on Ctrl-C or SIGTERM.
async fn stop_signal() {
    #[cfg(unix)]
    if let Ok(mut term) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
    {
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
        return;
    }
    let _ = tokio::signal::ctrl_c().await;
}
