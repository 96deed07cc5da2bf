//! The example server: edugen on hyper 1, with a SQLite file by default.
//!
//! ```text
//! cargo run --example server                        # 127.0.0.1:8080, ./edugen.db
//! cargo run --example server -- --bind 0.0.0.0:3000 --db memory
//! cargo run --example server -- --db postgres://postgres@127.0.0.1:5432/edugen   # several nodes
//! cargo run --example server -- --bootstrap-key eg_test_<32 letters or digits> --tier integral
//! cargo run --example server -- --insecure-webhooks   # allow http:// and loopback webhook URLs
//! ```
//! On first start with a database it creates a development account and prints its key once.
//! The webhook delivery worker runs beside the server and stops with it.

use std::net::SocketAddr;
use std::sync::Arc;

use edugen::auth::{Environment, Preset};
use edugen::delivery::http::HttpDeliverer;
use edugen::domain::account::Tier;
use edugen::services::accounts::{NewAccount, NewKey};
use edugen::storage::{
    Batch, Document, Expect, MemoryStorage, PostgresStorage, SqliteStorage, Storage,
};
use edugen::{Api, ClientAddr};
use hyper_util::rt::{TokioExecutor, TokioIo};
use hyper_util::server::conn::auto;
use hyper_util::server::graceful::GracefulShutdown;
use tokio::net::TcpListener;

struct Args {
    bind: SocketAddr,
    db: String,
    bootstrap_key: Option<String>,
    tier: Tier,
    insecure_webhooks: bool,
}

const USAGE: &str =
    "usage: server [--bind ADDR] [--db PATH|URL|memory] [--bootstrap-key eg_test_… [--tier NAME]]";

fn args() -> Result<Args, String> {
    let mut out = Args {
        bind: "127.0.0.1:8080".parse().map_err(|e| format!("{e}"))?,
        db: "edugen.db".to_owned(),
        bootstrap_key: None,
        tier: Tier::Essentiel,
        insecure_webhooks: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))
        };
        match flag.as_str() {
            "--bind" => out.bind = value()?.parse().map_err(|e| format!("--bind: {e}"))?,
            "--db" => out.db = value()?,
            "--bootstrap-key" => out.bootstrap_key = Some(value()?),
            "--tier" => {
                let v = value()?;
                out.tier = Tier::parse(&v).ok_or_else(|| {
                    format!("--tier: `{v}` is not discovery, essentiel, integral or enterprise")
                })?
            }
            "--insecure-webhooks" => out.insecure_webhooks = true,
            "-h" | "--help" => return Err(USAGE.to_owned()),
            other => return Err(format!("unknown argument `{other}`\n{USAGE}")),
        }
    }
    Ok(out)
}

async fn storage(db: &str) -> Result<Arc<dyn Storage>, Box<dyn std::error::Error>> {
    Ok(if db == "memory" {
        Arc::new(MemoryStorage::new())
    } else if db.starts_with("postgres://") || db.starts_with("postgresql://") {
        // Several servers may share one PostgreSQL database.
        Arc::new(PostgresStorage::connect(db).await?)
    } else {
        Arc::new(SqliteStorage::connect(db).await?)
    })
}

/// Creates a development account on the first start against a database, and prints its key.
async fn first_start(api: &Api, storage: &dyn Storage) -> Result<(), Box<dyn std::error::Error>> {
    // Claim the first start atomically, so that of several nodes starting together on one
    // database only one creates the account.
    let marker = Document {
        kind: "example_server".into(),
        id: "dev_account".into(),
        account: String::new(),
        version: 1,
        fields: Default::default(),
        body: serde_json::json!({}),
    };
    match storage
        .commit(Batch::new().put(marker, Expect::Absent))
        .await
    {
        Ok(()) => {}
        Err(edugen::storage::StorageError::Conflict { .. }) => return Ok(()),
        Err(e) => return Err(e.into()),
    }
    let account = api
        .accounts()
        .create(NewAccount::new("Development", Tier::Essentiel))
        .await?;
    let key = api
        .accounts()
        .create_key(
            &account.id,
            NewKey::new("development", Environment::Test, Preset::Full),
        )
        .await?;
    println!(
        "Development account {} created. Its API key, shown this once:",
        account.id
    );
    println!("\n    {}\n", key.secret);
    Ok(())
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,sqlx=warn".into()),
        )
        .init();
    let args = match args() {
        Ok(a) => a,
        Err(msg) => {
            eprintln!("{msg}");
            std::process::exit(2);
        }
    };
    let storage = storage(&args.db).await?;
    let mut deliverer = HttpDeliverer::builder();
    if args.insecure_webhooks {
        // Local development: http:// URLs, and receivers on this machine or a private network.
        deliverer = deliverer.allow_http(true);
        for net in [
            "127.0.0.0/8",
            "::1/128",
            "10.0.0.0/8",
            "172.16.0.0/12",
            "192.168.0.0/16",
        ] {
            deliverer = deliverer.allow_network(net.parse()?);
        }
        tracing::warn!("--insecure-webhooks: http:// and private webhook URLs are allowed");
    }
    let api = Api::builder()
        .storage_arc(storage.clone())
        .deliverer(deliverer.build()?)
        .allow_http_webhooks(args.insecure_webhooks)
        .build()?;
    match &args.bootstrap_key {
        Some(key) => {
            let (account, created) = api
                .accounts()
                .bootstrap(key, "Bootstrap", args.tier)
                .await?;
            let verb = if created {
                "created"
            } else {
                "already present"
            };
            tracing::info!(account = %account.id, tier = ?account.tier, "bootstrap key {verb}");
        }
        None => first_start(&api, storage.as_ref()).await?,
    }

    let (stop_worker, worker_stopped) = tokio::sync::oneshot::channel::<()>();
    let worker = tokio::spawn(api.delivery_worker().run(async {
        let _ = worker_stopped.await;
    }));

    // The retention job: old idempotency keys, events and delivery logs, hourly.
    let retention = tokio::spawn({
        let api = api.clone();
        async move {
            let mut every = tokio::time::interval(std::time::Duration::from_secs(3600));
            loop {
                every.tick().await;
                match api.purge_expired(&edugen::Retention::default()).await {
                    Ok(r) => tracing::info!(
                        keys = r.idempotency_keys,
                        events = r.events,
                        deliveries = r.deliveries,
                        "retention job"
                    ),
                    Err(e) => tracing::warn!(error = %e, "retention job failed"),
                }
            }
        }
    });

    let listener = TcpListener::bind(args.bind).await?;
    tracing::info!(addr = %listener.local_addr()?, db = %args.db, "edugen listening");
    let graceful = GracefulShutdown::new();
    let mut ctrl_c = std::pin::pin!(tokio::signal::ctrl_c());
    loop {
        tokio::select! {
            accepted = listener.accept() => {
                let (stream, peer) = match accepted {
                    Ok(a) => a,
                    Err(e) => { tracing::warn!(error = %e, "accept failed"); continue; }
                };
                let api = api.clone();
                let service = hyper::service::service_fn(move |mut req: http::Request<hyper::body::Incoming>| {
                    req.extensions_mut().insert(ClientAddr(peer.ip()));
                    let mut api = api.clone();
                    // The tower service reads the body up to the configured limit.
                    async move { tower_service::Service::call(&mut api, req).await }
                });
                let conn = auto::Builder::new(TokioExecutor::new())
                    .serve_connection_with_upgrades(TokioIo::new(stream), service)
                    .into_owned();
                let conn = graceful.watch(conn);
                tokio::spawn(async move {
                    if let Err(e) = conn.await {
                        tracing::debug!(error = %e, "connection ended with an error");
                    }
                });
            }
            _ = &mut ctrl_c => {
                tracing::info!("shutting down: waiting for open connections");
                break;
            }
        }
    }
    drop(listener);
    tokio::select! {
        _ = graceful.shutdown() => tracing::info!("all connections closed"),
        _ = tokio::time::sleep(std::time::Duration::from_secs(10)) => tracing::warn!("timed out waiting for connections"),
    }
    retention.abort();
    let _ = stop_worker.send(());
    let _ = worker.await;
    tracing::info!("delivery worker stopped");
    Ok(())
}
