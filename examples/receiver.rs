//! A webhook receiver: verifies `X-Edugen-Signature`, drops duplicate events, prints the rest.
//!
//! ```text
//! EDUGEN_WEBHOOK_SECRET=whsec_at_least_24_characters_long cargo run --example receiver
//! EDUGEN_WEBHOOK_SECRET=… cargo run --example receiver -- --bind 127.0.0.1:9001
//! ```
//! Against the example server (`cargo run --example server`, which prints a development key and
//! allows plain http to loopback), subscribe with the same secret, then send a test event:
//! ```text
//! curl -s localhost:8080/v1/webhooks -H "authorization: Bearer $KEY" -H 'content-type: application/json' \
//!   -d '{"url":"http://127.0.0.1:9000/","events":["*"],"secret":"whsec_at_least_24_characters_long"}'
//! curl -s -X POST localhost:8080/v1/webhooks/whk_…/test -H "authorization: Bearer $KEY"
//! ```
//! Each event prints `<created_at> <type> <id>`; a redelivery prints `duplicate <id>`; a bad
//! signature is answered 401 and printed with the reason.

use std::collections::{HashSet, VecDeque};
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

use bytes::Bytes;
use edugen::events::signing;
use http_body_util::{BodyExt, Full, Limited};
use hyper::body::Incoming;
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use tokio::net::TcpListener;

/// How many recent event ids are remembered for deduplication.
const REMEMBERED: usize = 10_000;

/// The last [`REMEMBERED`] event ids (a set, and their order of arrival).
#[derive(Default)]
struct Seen {
    set: HashSet<String>,
    order: VecDeque<String>,
}

impl Seen {
    fn insert(&mut self, id: &str) -> bool {
        if !self.set.insert(id.to_owned()) {
            return false;
        }
        self.order.push_back(id.to_owned());
        if self.order.len() > REMEMBERED
            && let Some(old) = self.order.pop_front()
        {
            self.set.remove(&old);
        }
        true
    }
}

fn reply(status: StatusCode, text: impl Into<Bytes>) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(text.into()));
    *response.status_mut() = status;
    response
}

async fn handle(
    request: Request<Incoming>,
    secret: Arc<str>,
    seen: Arc<Mutex<Seen>>,
) -> Result<Response<Full<Bytes>>, Infallible> {
    let header = request.headers().get(signing::DEFAULT_HEADER).cloned();
    // The raw body, exactly as received (capped at 1 MiB): the signature covers these bytes.
    let Ok(body) = Limited::new(request.into_body(), 1 << 20).collect().await else {
        return Ok(reply(
            StatusCode::BAD_REQUEST,
            "unreadable or too large body",
        ));
    };
    let body = body.to_bytes();
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    let header = header.as_ref().and_then(|h| h.to_str().ok()).unwrap_or("");
    if let Err(why) = signing::verify(header, &body, &[&*secret], now) {
        println!("rejected: {why}");
        return Ok(reply(StatusCode::UNAUTHORIZED, why.to_string()));
    }
    let Ok(event) = serde_json::from_slice::<serde_json::Value>(&body) else {
        return Ok(reply(StatusCode::BAD_REQUEST, "the body is not JSON"));
    };
    let field = |name: &str| event[name].as_str().unwrap_or("?").to_owned();
    let id = field("id");
    if seen.lock().unwrap().insert(&id) {
        println!("{} {} {id}", field("created_at"), field("type"));
    } else {
        println!("duplicate {id}");
    }
    Ok(reply(StatusCode::OK, ""))
}

#[tokio::main]
async fn main() {
    let mut bind: SocketAddr = "127.0.0.1:9000".parse().unwrap();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next().map(|v| v.parse())) {
            ("--bind", Some(Ok(addr))) => bind = addr,
            _ => {
                eprintln!("usage: receiver [--bind ADDR]   (secret in EDUGEN_WEBHOOK_SECRET)");
                std::process::exit(2);
            }
        }
    }
    let secret: Arc<str> = match std::env::var("EDUGEN_WEBHOOK_SECRET") {
        Ok(secret) if secret.chars().count() >= 24 => secret.into(),
        _ => {
            eprintln!("EDUGEN_WEBHOOK_SECRET must hold the secret (24+ characters)");
            std::process::exit(2);
        }
    };
    let listener = TcpListener::bind(bind).await.unwrap_or_else(|e| {
        eprintln!("cannot listen on {bind}: {e}");
        std::process::exit(1);
    });
    println!("listening on http://{bind}/");
    let seen = Arc::new(Mutex::new(Seen::default()));
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        let (secret, seen) = (secret.clone(), seen.clone());
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |request| {
                handle(request, secret.clone(), seen.clone())
            });
            let connection = hyper::server::conn::http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service);
            if let Err(e) = connection.await {
                eprintln!("connection error: {e}");
            }
        });
    }
}
