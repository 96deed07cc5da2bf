//! The API served by hyper over a real loopback socket.

use std::net::SocketAddr;

use bytes::Bytes;
use edugen::Api;
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::rt::{TokioExecutor, TokioIo};
use tokio::net::TcpListener;

use crate::support::TestApi;

/// Serves `api` on 127.0.0.1:0 until the test ends; returns the address.
pub(crate) async fn serve(api: Api) -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        loop {
            let Ok((stream, peer)) = listener.accept().await else {
                return;
            };
            let api = api.clone();
            tokio::spawn(async move {
                let svc =
                    hyper::service::service_fn(move |req: http::Request<hyper::body::Incoming>| {
                        let api = api.clone();
                        async move {
                            let (mut parts, body) = req.into_parts();
                            parts.extensions.insert(peer);
                            let bytes = body
                                .collect()
                                .await
                                .map(|c| c.to_bytes())
                                .unwrap_or_default();
                            Ok::<_, std::convert::Infallible>(
                                api.handle(http::Request::from_parts(parts, bytes)).await,
                            )
                        }
                    });
                let _ = hyper::server::conn::http1::Builder::new()
                    .serve_connection(TokioIo::new(stream), svc)
                    .await;
            });
        }
    });
    addr
}

#[tokio::test]
async fn served_over_a_socket_with_all_headers() {
    let t = TestApi::new().await;
    let addr = serve(t.api.clone()).await;
    let client = Client::builder(TokioExecutor::new()).build_http::<Full<Bytes>>();
    let req = http::Request::get(format!("http://{addr}/v1/curriculum/levels?limit=3"))
        .header("authorization", format!("Bearer {}", t.key))
        .body(Full::new(Bytes::new()))
        .unwrap();
    let res = client.request(req).await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["x-ratelimit-limit"], "600");
    assert_eq!(res.headers()["x-trace-id"].len(), 32);
    let body = res.into_body().collect().await.unwrap().to_bytes();
    let v: serde_json::Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(v["data"].as_array().unwrap().len(), 3);

    // Anonymous calls are limited per peer address handed in by the host.
    let req = http::Request::get(format!("http://{addr}/v1/api-keys"))
        .body(Full::new(Bytes::new()))
        .unwrap();
    let res = client.request(req).await.unwrap();
    assert_eq!(res.status(), 401);
    assert_eq!(res.headers()["x-ratelimit-limit"], "60");
    assert_eq!(res.headers()["content-type"], "application/problem+json");
}

#[tokio::test]
async fn the_tower_service_enforces_the_body_limit_while_reading() {
    use tower_service::Service;
    let t = TestApi::new().await;
    let mut svc = t.api.clone();
    let big = Full::new(Bytes::from(vec![b'x'; 2 * 1024 * 1024]));
    let req = http::Request::post("/v1/api-keys")
        .header("authorization", format!("Bearer {}", t.key))
        .body(big)
        .unwrap();
    let res = svc.call(req).await.unwrap();
    assert_eq!(res.status(), 413);
    let ok = Full::new(Bytes::from_static(br#"{"name":"via tower"}"#));
    let req = http::Request::post("/v1/api-keys")
        .header("authorization", format!("Bearer {}", t.key))
        .header("content-type", "application/json")
        .body(ok)
        .unwrap();
    let res = svc.call(req).await.unwrap();
    assert_eq!(res.status(), 201);
}
