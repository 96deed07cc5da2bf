//! The example server: edugen on hyper 1, with a SQLite file by default.
//!
//! ```text
//! cargo run --example server                        # 127.0.0.1:8080, ./edugen.db
//! cargo run --example server -- --bind 0.0.0.0:3000 --db memory
//! cargo run --example server -- --db postgres://postgres@127.0.0.1:5432/edugen   # several nodes
//! cargo run --example server -- --bootstrap-key eg_test_<32 letters or digits> --tier integral
//! cargo run --example server -- --bootstrap-key eg_test_<…> --tier enterprise --limits rpm=12000,daily=5000000
//! cargo run --example server -- --insecure-webhooks   # allow http:// and loopback webhook URLs
//! cargo run --example server -- --oauth-client name=My app,redirect_uri=http://127.0.0.1/cb
//! cargo run --example server -- --help               # every flag, with its default
//! ```
//! On first start with a database it creates a development account and prints its key once
//! (on stdout; logs go to stderr). The webhook delivery worker runs beside the server and stops
//! with it. SIGINT (Ctrl-C) or SIGTERM stops accepting, lets open requests finish for the grace
//! period, hands claimed webhook deliveries back to the queue, and exits; a second signal exits
//! at once.

mod serve;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use edugen::Api;
use edugen::auth::oauth::ClientType;
use edugen::auth::{Environment, Preset};
use edugen::delivery::http::HttpDeliverer;
use edugen::domain::account::{Limits, Tier};
use edugen::services::accounts::{NewAccount, NewKey};
use edugen::services::oauth::NewClient;
use edugen::storage::{
    Batch, Document, Expect, MemoryStorage, PostgresStorage, SqliteStorage, Storage,
};
use tokio::net::TcpListener;

struct Args {
    bind: SocketAddr,
    db: String,
    bootstrap_key: Option<String>,
    tier: Tier,
    limits: Option<Limits>,
    insecure_webhooks: bool,
    anonymous_limits: Option<Limits>,
    oauth_clients: Vec<NewClient>,
    issuer: Option<String>,
    mcp_hosts: Vec<String>,
    redis: Option<String>,
    run_payouts: Option<String>,
    serve: serve::Options,
}

const USAGE: &str = "usage: server [FLAGS]

  --bind ADDR                  listen address (default 127.0.0.1:8080)
  --db PATH|URL|memory         SQLite file, postgres:// URL, or memory (default edugen.db)
  --redis URL                  count the quotas and the webhook delivery buckets in this
                               Redis (redis://host:port), shared by every node started with
                               it, instead of in the database (quotas) and in each node
  --bootstrap-key eg_test_…    create this key (Full preset) and its account when missing
  --tier NAME                  the bootstrap account's plan: discovery, essentiel (default),
                               integral or enterprise
  --limits rpm=N,daily=M       with --tier enterprise: the bootstrap account's own requests
                               per minute and per UTC day (applied whether the account is new
                               or existing)
  --insecure-webhooks          allow http:// and loopback/private webhook URLs (development)
  --anonymous-limits M,D       requests per minute and per day of clients without a valid key,
                               per client address (default 60,1000)
  --no-delivery-worker         serve the API only: webhook deliveries are made by the workers
                               of other nodes sharing the database
  --header-timeout SECONDS     a request head must arrive within this of its first byte
                               (default 5)
  --body-timeout SECONDS       a request body must arrive within this of its head (default 30)
  --idle-timeout SECONDS       close a keep-alive connection idle this long (default 60)
  --max-connections N          most connections open at once; more wait to be accepted
                               (default 10000; keep `ulimit -n` above it)
  --shutdown-grace SECONDS     on SIGINT/SIGTERM, how long open requests and streams may take
                               to finish (default 10)
  --oauth-client name=NAME,redirect_uri=URI[,type=public|confidential]
                               register an OAuth client (repeatable; default type confidential;
                               every scope); prints `oauth client cli_… registered` on stderr,
                               with `client_secret=…` for a confidential one. The consent page
                               uses the development sign-in: an API key of the account is the login
  --issuer URL                 the OAuth issuer, the API's public base URL
                               (default http://<bind address>)
  --mcp-allowed-host HOST      a host name the MCP endpoint (/mcp) answers, besides localhost,
                               127.0.0.1 and [::1] (repeatable; `*` for any)
  --run-payouts ACCOUNT_ID     close the marketplace payout period ending now for this account
                               (test and live mode), print the pending payouts made as JSON
                               lines, and exit without serving (with SQLite, while no server
                               runs on the file)
  -h, --help                   this text

Logs go to stderr (RUST_LOG sets the filter, default info).";

fn seconds(flag: &str, v: &str) -> Result<Duration, String> {
    v.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s >= 0.0)
        .map(Duration::from_secs_f64)
        .ok_or_else(|| format!("{flag}: `{v}` is not a number of seconds"))
}

/// `rpm=N,daily=M`.
fn limits(v: &str) -> Result<Limits, String> {
    let (mut rpm, mut daily) = (None, None);
    for part in v.split(',') {
        let (name, n) = part
            .split_once('=')
            .ok_or_else(|| format!("--limits: `{part}` is not name=value"))?;
        let n: u64 = n
            .trim()
            .parse()
            .ok()
            .filter(|n| *n > 0)
            .ok_or_else(|| format!("--limits: {name} must be a whole number above 0"))?;
        match name.trim() {
            "rpm" => rpm = Some(n),
            "daily" => daily = Some(n),
            other => return Err(format!("--limits: unknown limit `{other}` (rpm, daily)")),
        }
    }
    match (rpm, daily) {
        (Some(rpm), Some(daily)) => Ok(Limits::new(rpm, daily)),
        _ => Err("--limits needs both rpm=N and daily=M".to_owned()),
    }
}

/// `name=NAME,redirect_uri=URI[,type=public|confidential]`.
fn oauth_client(spec: &str) -> Result<NewClient, String> {
    let (mut name, mut redirect_uri, mut client_type) = (None, None, ClientType::Confidential);
    for part in spec.split(',') {
        let (k, v) = part
            .split_once('=')
            .ok_or_else(|| format!("--oauth-client: `{part}` is not name=value"))?;
        match k {
            "name" => name = Some(v.to_owned()),
            "redirect_uri" => redirect_uri = Some(v.to_owned()),
            "type" => {
                client_type = match v {
                    "public" => ClientType::Public,
                    "confidential" => ClientType::Confidential,
                    _ => {
                        return Err(format!(
                            "--oauth-client: type `{v}` is not public or confidential"
                        ));
                    }
                }
            }
            other => {
                return Err(format!(
                    "--oauth-client: unknown field `{other}` (name, redirect_uri, type)"
                ));
            }
        }
    }
    match (name, redirect_uri) {
        (Some(n), Some(r)) => Ok(NewClient::new(n, client_type, r)),
        _ => Err("--oauth-client needs name=… and redirect_uri=…".to_owned()),
    }
}

/// The arguments, or what to print and the exit code.
fn args() -> Result<Args, (String, i32)> {
    let usage = |msg: String| (format!("{msg}\n\n{USAGE}"), 2);
    let mut out = Args {
        bind: "127.0.0.1:8080".parse().expect("a valid address"),
        db: "edugen.db".to_owned(),
        bootstrap_key: None,
        tier: Tier::Essentiel,
        limits: None,
        insecure_webhooks: false,
        anonymous_limits: None,
        oauth_clients: Vec::new(),
        issuer: None,
        mcp_hosts: Vec::new(),
        redis: None,
        run_payouts: None,
        serve: serve::Options::default(),
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .ok_or_else(|| usage(format!("{flag} needs a value")))
        };
        match flag.as_str() {
            "--bind" => {
                out.bind = value()?
                    .parse()
                    .map_err(|e| usage(format!("--bind: {e}")))?
            }
            "--db" => out.db = value()?,
            "--bootstrap-key" => out.bootstrap_key = Some(value()?),
            "--tier" => {
                let v = value()?;
                out.tier = Tier::parse(&v).ok_or_else(|| {
                    usage(format!(
                        "--tier: `{v}` is not discovery, essentiel, integral or enterprise"
                    ))
                })?
            }
            "--limits" => out.limits = Some(limits(&value()?).map_err(usage)?),
            "--insecure-webhooks" => out.insecure_webhooks = true,
            "--anonymous-limits" => {
                let v = value()?;
                let parsed = v.split_once(',').and_then(|(m, d)| {
                    Some(Limits::new(m.trim().parse().ok()?, d.trim().parse().ok()?))
                });
                out.anonymous_limits = Some(parsed.ok_or_else(|| {
                    usage(format!(
                        "--anonymous-limits: `{v}` is not PER_MINUTE,PER_DAY"
                    ))
                })?);
            }
            "--oauth-client" => out
                .oauth_clients
                .push(oauth_client(&value()?).map_err(usage)?),
            "--issuer" => out.issuer = Some(value()?),
            "--mcp-allowed-host" => out.mcp_hosts.push(value()?),
            "--redis" => out.redis = Some(value()?),
            "--run-payouts" => out.run_payouts = Some(value()?),
            "--no-delivery-worker" => out.serve.delivery_worker = false,
            "--header-timeout" => {
                out.serve.header_timeout = seconds(&flag, &value()?).map_err(usage)?
            }
            "--body-timeout" => {
                out.serve.body_timeout = seconds(&flag, &value()?).map_err(usage)?
            }
            "--idle-timeout" => {
                out.serve.idle_timeout = seconds(&flag, &value()?).map_err(usage)?
            }
            "--shutdown-grace" => {
                out.serve.shutdown_grace = seconds(&flag, &value()?).map_err(usage)?
            }
            "--max-connections" => {
                let v = value()?;
                out.serve.max_connections = v.parse().ok().filter(|n| *n > 0).ok_or_else(|| {
                    usage(format!(
                        "--max-connections: `{v}` is not a whole number above 0"
                    ))
                })?
            }
            "-h" | "--help" => return Err((USAGE.to_owned(), 0)),
            other => return Err(usage(format!("unknown argument `{other}`"))),
        }
    }
    if out.limits.is_some() && (out.bootstrap_key.is_none() || out.tier != Tier::Enterprise) {
        return Err(usage(
            "--limits applies to the bootstrap account: it needs --bootstrap-key and --tier enterprise"
                .to_owned(),
        ));
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

/// Completes on SIGINT or SIGTERM; a second one exits at once.
async fn stop_signal() {
    let name = next_signal().await;
    tracing::info!(
        signal = name,
        "stop requested (a second signal exits at once)"
    );
    tokio::spawn(async {
        let name = next_signal().await;
        tracing::warn!(signal = name, "second stop signal: exiting now");
        std::process::exit(130);
    });
}

#[cfg(unix)]
async fn next_signal() -> &'static str {
    use tokio::signal::unix::{SignalKind, signal};
    match signal(SignalKind::terminate()) {
        Ok(mut term) => tokio::select! {
            _ = tokio::signal::ctrl_c() => "SIGINT",
            _ = term.recv() => "SIGTERM",
        },
        Err(_) => {
            let _ = tokio::signal::ctrl_c().await;
            "SIGINT"
        }
    }
}

#[cfg(not(unix))]
async fn next_signal() -> &'static str {
    let _ = tokio::signal::ctrl_c().await;
    "Ctrl-C"
}

/// Warns when the process may not open as many files as connections are allowed (Linux).
fn check_open_files(max_connections: usize) {
    let Ok(limits) = std::fs::read_to_string("/proc/self/limits") else {
        return;
    };
    let soft = limits
        .lines()
        .find(|l| l.starts_with("Max open files"))
        .and_then(|l| l.split_whitespace().nth(3))
        .and_then(|v| v.parse::<usize>().ok());
    if let Some(soft) = soft
        && soft < max_connections + 64
    {
        tracing::warn!(
            open_files = soft,
            max_connections,
            "the open-file limit is below --max-connections: raise `ulimit -n` or lower the cap"
        );
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = match args() {
        Ok(a) => a,
        Err((msg, 0)) => {
            println!("{msg}");
            return Ok(());
        }
        Err((msg, code)) => {
            eprintln!("{msg}");
            std::process::exit(code);
        }
    };
    // Logs go to stderr; stdout carries only the development key of a first start.
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,sqlx=warn".into()),
        )
        .init();
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
    let mut config = edugen::Config::default();
    config
        .mcp_allowed_hosts
        .extend(args.mcp_hosts.iter().cloned());
    if let Some(limits) = args.anonymous_limits {
        config.anonymous_limits = limits;
    }
    let issuer = args
        .issuer
        .clone()
        .unwrap_or_else(|| format!("http://{}", args.bind));
    let mut builder = Api::builder();
    if let Some(url) = &args.redis {
        builder = builder.quota_store(edugen::storage::RedisQuotas::connect(url).await?);
    }
    let api = builder
        .config(config)
        .issuer(issuer)
        .oauth_sign_in(edugen::api::oauth::ApiKeySignIn)
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
            if let Some(limits) = args.limits {
                match api.accounts().set_limits(&account.id, limits).await {
                    Ok(_) => tracing::info!(
                        account = %account.id,
                        per_minute = limits.per_minute,
                        per_day = limits.per_day,
                        "bootstrap account limits set"
                    ),
                    Err(e) => {
                        eprintln!(
                            "--limits: {} (the bootstrap key's account is {:?})",
                            e.detail, account.tier
                        );
                        std::process::exit(2);
                    }
                }
            }
        }
        None => first_start(&api, storage.as_ref()).await?,
    }
    if let Some(account) = &args.run_payouts {
        // Idempotent: a second run for the same period pays nothing more.
        let end = api.app().now();
        for livemode in [false, true] {
            let made =
                edugen::services::marketplace::run_payouts(api.app(), account, livemode, end)
                    .await?;
            for payout in made {
                println!("{}", serde_json::to_string(&payout)?);
            }
        }
        return Ok(());
    }

    for client in args.oauth_clients {
        match api.oauth_clients().register(client).await {
            Ok(r) => match r.secret {
                Some(secret) => eprintln!(
                    "oauth client {} registered client_secret={secret}",
                    r.client.id
                ),
                None => eprintln!("oauth client {} registered", r.client.id),
            },
            Err(e) => {
                let why = e.details.as_ref().and_then(|d| d.first()).map_or_else(
                    || e.detail.clone(),
                    |d| format!("{}: {}", d.field, d.message),
                );
                eprintln!("--oauth-client: {why}");
                std::process::exit(2);
            }
        }
    }

    check_open_files(args.serve.max_connections);
    let listener = TcpListener::bind(args.bind).await?;
    tracing::info!(
        addr = %listener.local_addr()?,
        db = %args.db,
        header_timeout = ?args.serve.header_timeout,
        body_timeout = ?args.serve.body_timeout,
        idle_timeout = ?args.serve.idle_timeout,
        max_connections = args.serve.max_connections,
        shutdown_grace = ?args.serve.shutdown_grace,
        delivery_worker = args.serve.delivery_worker,
        "edugen listening"
    );
    serve::serve(listener, api, args.serve, stop_signal()).await;
    tracing::info!("stopped");
    Ok(())
}
