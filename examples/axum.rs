//! edugen mounted in an axum app, beside the host's own routes.
//!
//! ```text
//! cargo run --example axum     # 127.0.0.1:8081: /health is the host's, /v1/* is edugen's
//! ```

use std::net::SocketAddr;

use axum::Router;
use axum::extract::ConnectInfo;
use axum::routing::get;
use edugen::auth::{Environment, Preset};
use edugen::domain::account::Tier;
use edugen::services::accounts::{NewAccount, NewKey};
use edugen::storage::MemoryStorage;
use edugen::{Api, ClientAddr};

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

    // edugen reads the client address from a `ClientAddr` extension; axum provides ConnectInfo.
    // The host's routes first; everything else goes to edugen, which answers 404 problems for
    // what it does not know.
    let app = Router::new()
        .route("/health", get(|| async { "ok" }))
        .fallback(edugen_handler(api));

    let listener = tokio::net::TcpListener::bind("127.0.0.1:8081").await?;
    println!("listening on http://{}", listener.local_addr()?);
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .await?;
    Ok(())
}

/// The `Api` as an axum handler, passing the client address on.
fn edugen_handler(
    api: Api,
) -> impl Fn(
    axum::extract::Request,
)
    -> std::pin::Pin<Box<dyn std::future::Future<Output = http::Response<edugen::Body>> + Send>>
+ Clone
+ Send
+ Sync
+ 'static {
    move |req: axum::extract::Request| {
        let mut api = api.clone();
        Box::pin(async move {
            let (mut parts, body) = req.into_parts();
            if let Some(ConnectInfo(peer)) = parts.extensions.get::<ConnectInfo<SocketAddr>>() {
                let ip = peer.ip();
                parts.extensions.insert(ClientAddr(ip));
            }
            let req = http::Request::from_parts(parts, body);
            match tower_service::Service::call(&mut api, req).await {
                Ok(res) => res,
                Err(never) => match never {},
            }
        })
    }
}
