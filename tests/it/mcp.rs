//! The MCP interface at `POST /mcp`: initialize, the tool list derived from the OpenAPI
//! operations, tool calls through the REST pipeline (scopes, account isolation), progress
//! notifications while an exam is generated, and the transport's refusals.
#![cfg(feature = "mcp")]

use edugen::auth::{Environment, Preset};
use edugen::domain::account::Tier;
use edugen::services::accounts::{NewAccount, NewKey};
use http::Method;
use serde_json::{Value, json};

use crate::support::{Res, TestApi};

async fn rpc(t: &TestApi, key: &str, message: Value) -> Res {
    t.post("/mcp")
        .key(key)
        .header("host", "localhost:8080")
        .header("accept", "application/json, text/event-stream")
        .json(message)
        .send()
        .await
}

async fn call(t: &TestApi, key: &str, tool: &str, arguments: Value) -> Value {
    let r = rpc(
        t,
        key,
        json!({"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": tool, "arguments": arguments}}),
    )
    .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    let v = r.json();
    assert_eq!(v["id"], 7);
    v["result"].clone()
}

#[tokio::test]
async fn initialize_list_and_call_tools() {
    let t = TestApi::new().await;
    let r = rpc(
        &t,
        &t.key,
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "test", "version": "1"}}}),
    )
    .await;
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-type"), "application/json");
    let v = r.json();
    assert_eq!(v["jsonrpc"], "2.0");
    assert_eq!(v["id"], 1);
    assert_eq!(v["result"]["protocolVersion"], "2025-06-18");
    assert_eq!(v["result"]["serverInfo"]["name"], "edugen");
    assert_eq!(v["result"]["capabilities"], json!({"tools": {}}));
    // A notification has no answer.
    let r = rpc(
        &t,
        &t.key,
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
    )
    .await;
    assert_eq!(r.status, 202);
    assert!(r.bytes.is_empty());

    let v = rpc(
        &t,
        &t.key,
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}),
    )
    .await
    .json();
    let tools = v["result"]["tools"].as_array().unwrap();
    let names: Vec<&str> = tools.iter().map(|t| t["name"].as_str().unwrap()).collect();
    for n in [
        "createExam",
        "listExams",
        "getExam",
        "getExamNode",
        "updateExamNode",
        "searchCurriculum",
        "listSubjects",
    ] {
        assert!(names.contains(&n), "{n} not in {names:?}");
    }
    for n in ["createApiKey", "oauthToken", "createWebhook"] {
        assert!(!names.contains(&n), "{n} in {names:?}");
    }
    let search = tools
        .iter()
        .find(|t| t["name"] == "searchCurriculum")
        .unwrap();
    assert_eq!(search["annotations"]["readOnlyHint"], true);
    assert_eq!(search["inputSchema"]["type"], "object");
    assert!(search["inputSchema"]["properties"]["q"].is_object());
    assert!(
        search["description"]
            .as_str()
            .unwrap()
            .ends_with("REST: GET /v1/curriculum/search")
    );

    // A read tool answers the REST route's JSON.
    let result = call(
        &t,
        &t.key,
        "searchCurriculum",
        json!({"q": "Thalès", "limit": 2}),
    )
    .await;
    assert_eq!(result["isError"], false);
    let rest = t
        .get("/v1/curriculum/search?q=Thal%C3%A8s&limit=2")
        .send()
        .await
        .json();
    assert_eq!(result["structuredContent"], rest);
    assert_eq!(result["content"][0]["type"], "text");
    assert_eq!(
        serde_json::from_str::<Value>(result["content"][0]["text"].as_str().unwrap()).unwrap(),
        rest
    );
    // A REST validation error is the tool's error, with the problem document.
    let result = call(
        &t,
        &t.key,
        "searchCurriculum",
        json!({"q": "x", "limit": 0}),
    )
    .await;
    assert_eq!(result["isError"], true);
    assert_eq!(result["structuredContent"]["code"], "validation_error");
    assert_eq!(result["structuredContent"]["details"][0]["field"], "limit");
}

/// Reads the frames of an event-stream answer as JSON-RPC messages.
fn messages(r: &Res) -> Vec<Value> {
    let text = String::from_utf8(r.bytes.to_vec()).unwrap();
    text.split("\n\n")
        .filter(|f| !f.is_empty())
        .map(|f| {
            let data = f
                .lines()
                .find_map(|l| l.strip_prefix("data: "))
                .unwrap_or_else(|| panic!("no data in {f:?}"));
            serde_json::from_str(data).unwrap()
        })
        .collect()
}

#[tokio::test]
async fn generating_an_exam_reports_progress_then_the_exam() {
    let t = TestApi::new().await;
    let r = rpc(
        &t,
        &t.key,
        json!({"jsonrpc": "2.0", "id": "gen-1", "method": "tools/call", "params": {
            "name": "createExam",
            "arguments": {"body": {"subject": "mathematiques", "level": "4e", "questionCount": 3, "seed": 7}},
            "_meta": {"progressToken": "p-1"}}}),
    )
    .await;
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-type"), "text/event-stream");
    let msgs = messages(&r);
    assert_eq!(msgs.len(), 4, "{msgs:?}");
    for (i, m) in msgs[..3].iter().enumerate() {
        // Progress is a JSON number (the SDK writes it as a float).
        let n = (i + 1) as f64;
        assert_eq!(
            m,
            &json!({"jsonrpc": "2.0", "method": "notifications/progress", "params": {
                "progressToken": "p-1", "progress": n, "total": 3.0,
                "message": format!("question {} generated", i + 1)}})
        );
    }
    let last = &msgs[3];
    assert_eq!(last["id"], "gen-1");
    let exam = &last["result"]["structuredContent"];
    assert_eq!(last["result"]["isError"], false);
    assert_eq!(exam["status"], "ready");
    let id = exam["id"].as_str().unwrap();
    // The same exam through REST.
    let rest = t.get(&format!("/v1/exams/{id}")).send().await.json();
    assert_eq!(&rest, exam);

    // Without a progress token: one JSON answer, the finished exam.
    let result = call(
        &t,
        &t.key,
        "createExam",
        json!({"body": {"subject": "mathematiques", "level": "4e", "questionCount": 2}}),
    )
    .await;
    assert_eq!(result["isError"], false);
    assert_eq!(result["structuredContent"]["status"], "ready");
}

#[tokio::test]
async fn tools_keep_the_scopes_and_the_account_of_the_credential() {
    let t = TestApi::new().await;
    let viewer = t.key_with(Preset::Viewer).await;
    let result = call(
        &t,
        &viewer,
        "createExam",
        json!({"body": {"subject": "mathematiques", "level": "4e", "questionCount": 2}}),
    )
    .await;
    assert_eq!(result["isError"], true);
    let problem = &result["structuredContent"];
    assert_eq!(problem["status"], 403);
    assert_eq!(problem["code"], "forbidden_scope");
    assert_eq!(
        problem["detail"],
        "The credential lacks the scope `exams:write` this route needs."
    );
    // Reading is allowed to the viewer.
    let result = call(&t, &viewer, "listExams", json!({})).await;
    assert_eq!(result["isError"], false);

    // Another account's exam is not found.
    let other = t
        .api
        .accounts()
        .create(NewAccount::new("Other", Tier::Essentiel))
        .await
        .unwrap();
    let other_key = t
        .api
        .accounts()
        .create_key(&other.id, NewKey::new("o", Environment::Test, Preset::Full))
        .await
        .unwrap()
        .secret;
    let theirs = t
        .post("/v1/exams")
        .key(&other_key)
        .json(json!({"subject": "mathematiques", "level": "4e", "questionCount": 1}))
        .send()
        .await
        .json()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let result = call(&t, &t.key, "getExam", json!({"examId": theirs})).await;
    assert_eq!(result["isError"], true);
    assert_eq!(result["structuredContent"]["status"], 404);
    assert_eq!(result["structuredContent"]["code"], "not_found");
    // Arguments the operation does not take.
    let v = rpc(
        &t,
        &t.key,
        json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "getExam", "arguments": {"examId": "x", "extra": 1}}}),
    )
    .await
    .json();
    assert_eq!(v["error"]["code"], -32602);
    assert_eq!(v["error"]["message"], "unknown argument `extra` of getExam");
}

#[tokio::test]
async fn the_transport_refuses_what_it_must() {
    let t = TestApi::new().await;
    let init = json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}});
    // No credential: 401 with a Bearer challenge.
    let r = t
        .anonymous(Method::POST, "/mcp")
        .header("host", "localhost")
        .json(init.clone())
        .send()
        .await;
    r.assert_problem(401, "unauthorized");
    assert_eq!(
        r.header("www-authenticate"),
        "Bearer realm=\"edugen\", resource_metadata=\"http://localhost/.well-known/oauth-protected-resource\""
    );
    // RFC 9728: where the authorization server is.
    let meta = t
        .anonymous(Method::GET, "/.well-known/oauth-protected-resource")
        .send()
        .await
        .json();
    assert_eq!(meta["resource"], "http://localhost");
    assert_eq!(meta["authorization_servers"], json!(["http://localhost"]));
    assert_eq!(meta["bearer_methods_supported"], json!(["header"]));
    // A host or origin it does not serve (DNS rebinding).
    let r = t
        .post("/mcp")
        .header("host", "evil.example")
        .json(init.clone())
        .send()
        .await;
    r.assert_problem(403, "forbidden_scope");
    let r = t
        .post("/mcp")
        .header("host", "localhost")
        .header("origin", "https://evil.example")
        .json(init.clone())
        .send()
        .await;
    r.assert_problem(403, "forbidden_scope");
    // POST only.
    let r = t.get("/mcp").header("host", "localhost").send().await;
    r.assert_problem(405, "method_not_allowed");
    assert_eq!(r.header("allow"), "POST");
    // JSON-RPC errors.
    let r = t
        .post("/mcp")
        .header("host", "localhost")
        .header("accept", "application/json, text/event-stream")
        .header("content-type", "application/json")
        .raw("{nope")
        .send()
        .await;
    assert_eq!(r.status, 400);
    assert_eq!(r.json()["error"]["code"], -32700);
    // A client that cannot read both kinds of answer.
    let r = t
        .post("/mcp")
        .header("host", "localhost")
        .header("accept", "application/json")
        .json(init.clone())
        .send()
        .await;
    r.assert_problem(406, "not_acceptable");
    let v = rpc(
        &t,
        &t.key,
        json!({"jsonrpc": "2.0", "id": 9, "method": "resources/list"}),
    )
    .await
    .json();
    assert_eq!(v["error"]["code"], -32601);
    let v = rpc(
        &t,
        &t.key,
        json!({"jsonrpc": "2.0", "id": 9, "method": "tools/call", "params": {"name": "createApiKey"}}),
    )
    .await
    .json();
    assert_eq!(v["error"]["code"], -32602);
    assert_eq!(v["error"]["message"], "unknown tool `createApiKey`");
    // The message counts against the account's quota like any request.
    let r = rpc(
        &t,
        &t.key,
        json!({"jsonrpc": "2.0", "id": 1, "method": "ping"}),
    )
    .await;
    assert_eq!(r.json()["result"], json!({}));
    assert!(r.headers.contains_key("x-ratelimit-remaining"));
}

/// `examples/mcp_stdio.rs`: one JSON-RPC message per line each way, progress included.
#[tokio::test]
async fn the_stdio_example_answers_line_by_line() {
    use std::io::{BufRead, Write};
    let exe = std::env::current_exe().unwrap();
    let bin = exe
        .parent()
        .and_then(|p| p.parent())
        .unwrap()
        .join("examples")
        .join("mcp_stdio");
    if !bin.exists() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "the mcp_stdio example is not built"
        );
        println!("skipped: build the example first (cargo build --example mcp_stdio)");
        return;
    }
    let mut child = std::process::Command::new(&bin)
        .env("EDUGEN_DB", "memory")
        .env("EDUGEN_API_KEY", "eg_test_STDIOSTDIOSTDIOSTDIOSTDIOSTDIOST")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    for line in [
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "test", "version": "1"}}}),
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {
            "name": "createExam", "_meta": {"progressToken": 1},
            "arguments": {"body": {"subject": "mathematiques", "level": "4e", "questionCount": 2}}}}),
    ] {
        writeln!(stdin, "{line}").unwrap();
    }
    // An assistant keeps stdin open while it waits for its answers; closing it ends the server.
    let out = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut lines: Vec<Value> = Vec::new();
    for l in out.lines() {
        let v: Value = serde_json::from_str(&l.unwrap()).unwrap();
        let last = v["id"] == 2;
        lines.push(v);
        if last {
            break;
        }
    }
    drop(stdin);
    assert!(child.wait().unwrap().success());
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert_eq!(lines[0]["id"], 1);
    assert_eq!(lines[0]["result"]["protocolVersion"], "2025-06-18");
    assert_eq!(lines[1]["method"], "notifications/progress");
    assert_eq!(lines[1]["params"]["progress"], 1.0);
    assert_eq!(lines[2]["params"]["progress"], 2.0);
    assert_eq!(lines[3]["id"], 2);
    assert_eq!(lines[3]["result"]["structuredContent"]["status"], "ready");
}
