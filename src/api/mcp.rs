//! The MCP interface for AI assistants (Model Context Protocol, JSON-RPC 2.0): a tool per useful
//! operation of the REST API, derived from the OpenAPI document (name = `operationId`, input =
//! its path and query parameters plus `body`, the request body's schema), and run through
//! [`Api::handle`] with the caller's credential, so that scopes, account isolation, quotas and
//! idempotency apply exactly as on the REST routes.
//!
//! The protocol is the official Rust SDK's ([`rmcp`], pinned and re-exported): [`McpServer`]
//! is its server handler. Two transports: streamable HTTP at `POST /mcp` on the same [`Api`]
//! (stateless: no session to keep, so any node answers; JSON answers, or an event stream
//! carrying progress notifications while an exam is generated), and every other transport of
//! `rmcp` through [`McpServer::new`] (`examples/mcp_stdio.rs` serves stdio).
//!
//! A tool call counts against the account's quota as the REST request it makes, besides the
//! MCP message carrying it.

use std::sync::{Arc, OnceLock};

use bytes::Bytes;
use futures_util::StreamExt;
use http::{HeaderMap, HeaderValue, Method, Request, Response, StatusCode, header};
use http_body_util::BodyExt;
pub use rmcp;
use rmcp::model;
use rmcp::service::{RequestContext, RoleServer};
use rmcp::transport::streamable_http_server::session::never::NeverSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use serde_json::{Map, Value, json};

use super::body::Body;
use super::{Api, ClientAddr};
use crate::error::{Error, ErrorCode};

/// The path of the streamable HTTP transport.
pub const PATH: &str = "/mcp";

/// The operations offered as tools, by `operationId`, when the API serves them. Reading and
/// writing content; never credentials, subscriptions or the OAuth endpoints.
const OPERATIONS: &[&str] = &[
    // Exams: generate (with progress), read, edit a node, validate a blueprint.
    "createExam",
    "listExams",
    "getExam",
    "getExamNode",
    "updateExamNode",
    "validateBlueprint",
    // Exports, paper, corrections (when served).
    "createExamExport",
    "getExamExport",
    "createExamPaper",
    "createSubmission",
    "listCorrections",
    // Curriculum.
    "searchCurriculum",
    "listSubjects",
    "getSubject",
    "listLevels",
    "getLevel",
    "listChapters",
    "getChapter",
    "listCompetencies",
    "getBloomTaxonomy",
    // Courses and games (when served).
    "createCourse",
    "listCourses",
    "getCourse",
    "writeCourse",
    "writeCourseSection",
    "publishCourse",
    "createGame",
    "listGames",
    "getGame",
    // Analytics (when served).
    "getUsageAnalytics",
    "getExamAnalytics",
];

/// One tool: an operation of the REST API.
#[derive(Debug, Clone)]
struct Tool {
    name: String,
    method: Method,
    /// The path template (`/v1/exams/{examId}`).
    path: String,
    path_params: Vec<String>,
    query_params: Vec<String>,
    has_body: bool,
    /// The tool as `tools/list` describes it.
    listed: model::Tool,
}

/// Every tool, derived once from the OpenAPI document.
fn tools() -> &'static [Tool] {
    static TOOLS: OnceLock<Vec<Tool>> = OnceLock::new();
    TOOLS.get_or_init(|| derive_tools(&super::openapi::build()))
}

fn derive_tools(doc: &Value) -> Vec<Tool> {
    let mut out = Vec::new();
    let Some(paths) = doc["paths"].as_object() else {
        return out;
    };
    for name in OPERATIONS {
        for (path, item) in paths {
            for (method, op) in item.as_object().into_iter().flatten() {
                if op["operationId"].as_str() == Some(name)
                    && let Ok(m) = method.to_ascii_uppercase().parse::<Method>()
                {
                    out.push(tool(doc, name, m, path, op));
                }
            }
        }
    }
    out
}

fn resolve<'a>(doc: &'a Value, v: &'a Value) -> &'a Value {
    match v["$ref"].as_str().and_then(|r| r.strip_prefix('#')) {
        Some(pointer) => doc.pointer(pointer).unwrap_or(v),
        None => v,
    }
}

/// Copies `schema`, moving every `#/components/schemas/X` it reaches into `defs` and pointing
/// at `#/$defs/X` instead.
fn localize(doc: &Value, schema: &Value, defs: &mut Map<String, Value>) -> Value {
    match schema {
        Value::Object(m) => {
            let mut out = Map::new();
            for (k, v) in m {
                if k == "$ref"
                    && let Some(name) = v
                        .as_str()
                        .and_then(|r| r.strip_prefix("#/components/schemas/"))
                {
                    if !defs.contains_key(name) {
                        defs.insert(name.to_owned(), Value::Null);
                        let target = &doc["components"]["schemas"][name];
                        let local = localize(doc, target, defs);
                        defs.insert(name.to_owned(), local);
                    }
                    out.insert(k.clone(), json!(format!("#/$defs/{name}")));
                } else {
                    out.insert(k.clone(), localize(doc, v, defs));
                }
            }
            Value::Object(out)
        }
        Value::Array(a) => Value::Array(a.iter().map(|v| localize(doc, v, defs)).collect()),
        v => v.clone(),
    }
}

fn tool(doc: &Value, name: &str, method: Method, path: &str, op: &Value) -> Tool {
    let mut defs = Map::new();
    let mut properties = Map::new();
    let mut required = Vec::new();
    let (mut path_params, mut query_params) = (Vec::new(), Vec::new());
    for p in op["parameters"].as_array().into_iter().flatten() {
        let p = resolve(doc, p);
        let (Some(pname), Some(place)) = (p["name"].as_str(), p["in"].as_str()) else {
            continue;
        };
        let mut schema = localize(doc, &p["schema"], &mut defs);
        if let (Some(d), Some(obj)) = (p["description"].as_str(), schema.as_object_mut()) {
            obj.insert("description".to_owned(), json!(d));
        }
        match place {
            "path" => {
                path_params.push(pname.to_owned());
                required.push(json!(pname));
            }
            "query" => query_params.push(pname.to_owned()),
            _ => continue,
        }
        properties.insert(pname.to_owned(), schema);
    }
    let body = op
        .pointer("/requestBody/content/application~1json/schema")
        .map(|s| localize(doc, s, &mut defs));
    let has_body = body.is_some();
    if let Some(mut body) = body {
        if let Some(obj) = body.as_object_mut() {
            obj.insert(
                "description".to_owned(),
                json!("The request body, as the REST operation takes it."),
            );
        }
        if op["requestBody"]["required"] == json!(true) {
            required.push(json!("body"));
        }
        properties.insert("body".to_owned(), body);
    }
    if method != Method::GET {
        properties.insert(
            "idempotencyKey".to_owned(),
            json!({
                "type": "string", "minLength": 1, "maxLength": 255, "pattern": "^[ -~]{1,255}$",
                "description": "Sent as Idempotency-Key: a repeated call with the same key and arguments returns the first result."
            }),
        );
    }
    let mut input = json!({
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": false,
    });
    if !defs.is_empty() {
        input["$defs"] = Value::Object(defs);
    }
    let summary = op["summary"].as_str().unwrap_or(name);
    let description = match op["description"].as_str() {
        Some(d) => format!("{summary}\n\n{d}"),
        None => summary.to_owned(),
    };
    let description = json!({
        "name": name,
        "title": summary,
        "description": format!("{description}\n\nREST: {method} {path}"),
        "inputSchema": input,
        "annotations": {
            "title": summary,
            "readOnlyHint": method == Method::GET,
            "destructiveHint": method == Method::DELETE,
            "idempotentHint": method == Method::GET || method == Method::DELETE,
            "openWorldHint": false,
        },
    });
    let listed = serde_json::from_value(description)
        .unwrap_or_else(|_| model::Tool::new(name.to_owned(), summary.to_owned(), Map::new()));
    Tool {
        listed,
        name: name.to_owned(),
        method,
        path: path.to_owned(),
        path_params,
        query_params,
        has_body,
    }
}

/// Who a tool call acts for: the API, the credential's `Authorization` header, the client's
/// address (for the limits keyed on it).
#[derive(Clone)]
struct Caller {
    api: Api,
    authorization: HeaderValue,
    client: Option<ClientAddr>,
}

/// The edugen MCP server, an [`rmcp::ServerHandler`]: `tools/list` gives the tools derived
/// from the OpenAPI document, `tools/call` runs the tool's REST request through
/// [`Api::handle`] with the caller's credential.
///
/// Over streamable HTTP (`/mcp` on the [`Api`]) the credential is the request's own; over
/// stdio or any other transport of `rmcp`, it is the one given to [`McpServer::new`]:
///
/// ```no_run
/// # async fn run(api: edugen::Api) -> Result<(), Box<dyn std::error::Error>> {
/// use edugen::api::mcp::{McpServer, rmcp::ServiceExt};
///
/// let server = McpServer::new(api, "eg_test_0123456789abcdefghijklmnopqrstuv")?;
/// server.serve(edugen::api::mcp::rmcp::transport::stdio()).await?.waiting().await?;
/// # Ok(()) }
/// ```
#[derive(Clone, Default)]
pub struct McpServer {
    caller: Option<Caller>,
}

impl std::fmt::Debug for McpServer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the credential.
        f.debug_struct("McpServer")
            .field("credential", &self.caller.as_ref().map(|_| "…"))
            .finish()
    }
}

impl McpServer {
    /// A server acting with `credential` (an API key or an OAuth access token), as a stdio
    /// transport holds it.
    pub fn new(api: Api, credential: &str) -> Result<Self, Error> {
        let mut authorization = HeaderValue::from_str(&format!("Bearer {credential}"))
            .map_err(|_| Error::invalid("credential", "must be printable ASCII"))?;
        authorization.set_sensitive(true);
        Ok(Self {
            caller: Some(Caller {
                api,
                authorization,
                client: None,
            }),
        })
    }
}

type Failure = rmcp::ErrorData;

impl rmcp::ServerHandler for McpServer {
    fn get_info(&self) -> model::ServerConfig {
        model::ServerConfig::new(model::ServerCapabilities::builder().enable_tools().build())
            .with_server_info(
                model::Implementation::new("edugen", env!("CARGO_PKG_VERSION"))
                    .with_title("edugen"),
            )
            .with_instructions(
                "Educational content: generate and edit exams, search the French curriculum. \
                 Each tool is one operation of the edugen REST API and needs that operation's \
                 scope.",
            )
    }

    async fn list_tools(
        &self,
        _request: Option<model::PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<model::ListToolsResult, Failure> {
        Ok(model::ListToolsResult::with_all_items(
            tools().iter().map(|t| t.listed.clone()).collect(),
        ))
    }

    async fn call_tool(
        &self,
        request: model::CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<model::CallToolResponse, Failure> {
        let caller = match &self.caller {
            Some(c) => c.clone(),
            None => context
                .extensions
                .get::<http::request::Parts>()
                .and_then(|p| p.extensions.get::<Caller>())
                .cloned()
                .ok_or_else(|| Failure::internal_error("no credential for this call", None))?,
        };
        let name = request.name.as_ref();
        let tool = tools()
            .iter()
            .find(|t| t.name == name)
            .ok_or_else(|| Failure::invalid_params(format!("unknown tool `{name}`"), None))?;
        let empty = Map::new();
        let args = request.arguments.as_ref().unwrap_or(&empty);
        let http_request = caller.request(tool, args)?;
        let mut res = caller.dispatch(http_request).await;
        if tool.name == "createExam" && res.status() == StatusCode::OK {
            let total = args
                .get("body")
                .and_then(|b| b.get("questionCount"))
                .and_then(Value::as_u64);
            let progress = Progress {
                token: context.meta.get_progress_token(),
                total,
                peer: &context.peer,
            };
            return Ok(caller.follow_exam(&mut res, progress).await.into());
        }
        Ok(tool_result(res).await.into())
    }
}

/// Where the progress of a generation goes: the caller's progress token, if it sent one.
struct Progress<'a> {
    token: Option<model::ProgressToken>,
    total: Option<u64>,
    peer: &'a rmcp::Peer<RoleServer>,
}

impl Progress<'_> {
    #[allow(clippy::cast_precision_loss)] // counts of questions, far below 2^52
    async fn question(&self, n: u64) {
        let Some(token) = self.token.clone() else {
            return;
        };
        let mut param = model::ProgressNotificationParam::new(token, n as f64)
            .with_message(format!("question {n} generated"));
        if let Some(t) = self.total {
            param = param.with_total(t as f64);
        }
        // A client gone away stops receiving progress; the generation itself goes on.
        let _ = self.peer.notify_progress(param).await;
    }
}

impl Caller {
    /// Runs a REST request through the whole pipeline (boxed: the pipeline serves MCP too).
    fn dispatch(
        &self,
        req: Request<Bytes>,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = Response<Body>> + Send + '_>> {
        Box::pin(self.api.handle(req))
    }

    /// The REST request of a tool call.
    fn request(&self, tool: &Tool, args: &Map<String, Value>) -> Result<Request<Bytes>, Failure> {
        let invalid = |m: String| Failure::invalid_params(m, None);
        for k in args.keys() {
            let known = tool.path_params.contains(k)
                || tool.query_params.contains(k)
                || (k == "body" && tool.has_body)
                || (k == "idempotencyKey" && tool.method != Method::GET);
            if !known {
                return Err(invalid(format!("unknown argument `{k}` of {}", tool.name)));
            }
        }
        let text = |v: &Value| match v {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        let mut path = tool.path.clone();
        for p in &tool.path_params {
            let v = args
                .get(p)
                .map(text)
                .ok_or_else(|| invalid(format!("missing argument `{p}`")))?;
            let encoded: String = form_urlencoded::byte_serialize(v.as_bytes())
                .collect::<String>()
                .replace('+', "%20");
            path = path.replace(&format!("{{{p}}}"), &encoded);
        }
        let mut query = form_urlencoded::Serializer::new(String::new());
        let mut any = false;
        for q in &tool.query_params {
            if let Some(v) = args.get(q).filter(|v| !v.is_null()) {
                query.append_pair(q, &text(v));
                any = true;
            }
        }
        if any {
            path = format!("{path}?{}", query.finish());
        }
        let accept = if tool.name == "createExam" {
            "text/event-stream"
        } else {
            "application/json"
        };
        let mut builder = Request::builder()
            .method(tool.method.clone())
            .uri(path)
            .header(header::AUTHORIZATION, self.authorization.clone())
            .header(header::ACCEPT, accept);
        if let Some(key) = args.get("idempotencyKey") {
            builder = builder.header("idempotency-key", text(key));
        }
        let body = match args.get("body") {
            Some(b) => {
                builder = builder.header(header::CONTENT_TYPE, "application/json");
                Bytes::from(serde_json::to_vec(b).unwrap_or_default())
            }
            None => Bytes::new(),
        };
        if let Some(addr) = self.client {
            builder = builder.extension(addr);
        }
        builder
            .body(body)
            .map_err(|e| invalid(format!("the arguments make no valid request: {e}")))
    }

    /// Reads an exam's generation stream, sending a progress notification per question, then
    /// answers the finished exam.
    async fn follow_exam(
        &self,
        res: &mut Response<Body>,
        progress: Progress<'_>,
    ) -> model::CallToolResult {
        let mut buffer: Vec<u8> = Vec::new();
        let mut exam_id = None;
        let mut failure = None;
        'read: while let Some(chunk) = res.body_mut().next_chunk().await {
            buffer.extend_from_slice(&chunk);
            // Frames end with a blank line; a chunk may split a frame (or a character).
            while let Some(end) = buffer.windows(2).position(|w| w == b"\n\n") {
                let frame: Vec<u8> = buffer.drain(..end + 2).collect();
                let frame = String::from_utf8_lossy(&frame);
                let (mut event, mut data) = ("message", String::new());
                for line in frame.lines() {
                    if let Some(e) = line.strip_prefix("event: ") {
                        event = e;
                    } else if let Some(d) = line.strip_prefix("data: ") {
                        data.push_str(d);
                    }
                }
                let data: Value = serde_json::from_str(&data).unwrap_or(Value::Null);
                match event {
                    "started" => exam_id = data["examId"].as_str().map(str::to_owned),
                    "question" => {
                        progress
                            .question(data["index"].as_u64().unwrap_or(0) + 1)
                            .await
                    }
                    "done" => break 'read,
                    "error" => {
                        failure = Some(data);
                        break 'read;
                    }
                    _ => {}
                }
            }
        }
        if let Some(problem) = failure {
            return model::CallToolResult::structured_error(problem);
        }
        let Some(id) = exam_id else {
            return model::CallToolResult::structured_error(
                json!({"detail": "the generation stream ended early"}),
            );
        };
        let mut req = Request::builder()
            .method(Method::GET)
            .uri(format!("/v1/exams/{id}"))
            .header(header::AUTHORIZATION, self.authorization.clone())
            .header(header::ACCEPT, "application/json");
        if let Some(addr) = self.client {
            req = req.extension(addr);
        }
        match req.body(Bytes::new()) {
            Ok(req) => tool_result(self.dispatch(req).await).await,
            Err(_) => model::CallToolResult::structured_error(json!({"detail": "no exam id"})),
        }
    }
}

/// A tool result carrying a REST answer: its JSON, and `isError` for a 4xx or 5xx (the problem
/// document, with its `status` and `code`).
async fn tool_result(res: Response<Body>) -> model::CallToolResult {
    let status = res.status();
    let bytes = res.into_body().collect().await;
    let value: Value = serde_json::from_slice(&bytes).unwrap_or_else(|_| json!({}));
    if status.is_client_error() || status.is_server_error() {
        return model::CallToolResult::structured_error(value);
    }
    if value.is_object() {
        model::CallToolResult::structured(value)
    } else {
        model::CallToolResult::structured(json!({ "result": value }))
    }
}

/// Whether `host` (a `Host` value or an `Origin` URL) names one of `allowed` (`*` allows any).
fn host_allowed(value: &str, allowed: &[String]) -> bool {
    let host = value
        .split_once("://")
        .map_or(value, |(_, rest)| rest)
        .split('/')
        .next()
        .unwrap_or("");
    let name = if host.starts_with('[') {
        host.split_inclusive(']').next().unwrap_or(host)
    } else {
        host.rsplit_once(':').map_or(host, |(h, _)| h)
    };
    allowed
        .iter()
        .any(|a| a == "*" || a.eq_ignore_ascii_case(name))
}

/// The streamable HTTP transport of `rmcp`, stateless (no `Mcp-Session-Id`: any node of a
/// cluster answers any message), answering JSON unless a call sends progress first. The
/// `Host` and `Origin` checks and the body limit are the [`Api`]'s own, made before.
fn transport() -> &'static StreamableHttpService<McpServer, NeverSessionManager> {
    static SERVICE: OnceLock<StreamableHttpService<McpServer, NeverSessionManager>> =
        OnceLock::new();
    SERVICE.get_or_init(|| {
        let config = StreamableHttpServerConfig::default()
            .with_legacy_session_mode(false)
            .with_json_response(true)
            .with_sse_keep_alive(Some(std::time::Duration::from_secs(15)))
            .with_sse_retry(None)
            .disable_allowed_hosts()
            .disable_allowed_origins();
        StreamableHttpService::new(
            || Ok(McpServer::default()),
            Arc::new(NeverSessionManager::default()),
            config,
        )
    })
}

/// Serves the streamable HTTP transport: `POST /mcp` with one JSON-RPC message.
pub(crate) async fn serve(
    api: &Api,
    mut parts: http::request::Parts,
    body: Bytes,
    authenticated: bool,
) -> Result<Response<Body>, Error> {
    let allowed = &api.inner.app.config.mcp_allowed_hosts;
    let headers = &parts.headers;
    let named = |h: header::HeaderName| headers.get(h).and_then(|v| v.to_str().ok());
    let host = named(header::HOST).or_else(|| parts.uri.authority().map(|a| a.as_str()));
    if host.is_some_and(|h| !host_allowed(h, allowed))
        || named(header::ORIGIN).is_some_and(|o| !host_allowed(o, allowed))
    {
        return Err(Error::new(
            ErrorCode::ForbiddenScope,
            "The Host or Origin header names a host this MCP endpoint does not serve.",
        ));
    }
    if parts.method != Method::POST {
        return Err(Error::new(
            ErrorCode::MethodNotAllowed,
            format!("{} is not allowed here; allowed: POST.", parts.method),
        ));
    }
    if !authenticated {
        return Err(Error::new(
            ErrorCode::Unauthorized,
            "The MCP endpoint needs a credential: send Authorization: Bearer <API key or access token>.",
        ));
    }
    let Some(authorization) = headers.get(header::AUTHORIZATION).cloned() else {
        return Err(Error::new(ErrorCode::Unauthorized, "No credential."));
    };
    let client = parts.extensions.get::<ClientAddr>().copied().or_else(|| {
        parts
            .extensions
            .get::<std::net::SocketAddr>()
            .map(|a| ClientAddr(a.ip()))
    });
    // Messages that are not JSON get a JSON-RPC answer, and a client that cannot read the
    // answers the problem document every route gives, before the SDK sees the request.
    if serde_json::from_slice::<serde::de::IgnoredAny>(&body).is_err() {
        let answer = json!({"jsonrpc": "2.0", "id": null,
            "error": {"code": -32700, "message": "the body is not JSON"}});
        let mut res = super::ctx::json(StatusCode::BAD_REQUEST, &answer);
        res.headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        return Ok(res);
    }
    let accepts =
        |m: &str| super::ctx::acceptance(&parts.headers, m).is_some_and(|(q, s)| q > 0 && s > 0);
    if !(accepts("application/json") && accepts("text/event-stream")) {
        return Err(Error::new(
            ErrorCode::NotAcceptable,
            "An MCP client accepts both application/json and text/event-stream (Accept header).",
        ));
    }
    parts.extensions.insert(Caller {
        api: api.clone(),
        authorization,
        client,
    });
    let req = Request::from_parts(parts, http_body_util::Full::new(body));
    let res = transport().handle(req).await;
    let (mut head, body) = res.into_parts();
    head.headers
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    let stream = body
        .into_data_stream()
        .filter_map(|chunk| std::future::ready(chunk.ok()));
    Ok(Response::from_parts(head, Body::stream(stream)))
}

/// The `WWW-Authenticate` challenge of a refused MCP request, naming the protected-resource
/// metadata (RFC 9728) where an MCP client finds the authorization server.
pub(crate) fn challenge(api: &Api, headers: &mut HeaderMap) {
    let metadata = format!(
        "{}{}",
        api.inner.app.config.issuer,
        super::handlers::oauth::RESOURCE_METADATA
    );
    let value = format!("Bearer realm=\"edugen\", resource_metadata=\"{metadata}\"");
    if let Ok(v) = HeaderValue::from_str(&value) {
        headers.insert(header::WWW_AUTHENTICATE, v);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_are_matched_without_their_port() {
        let allowed = [
            "localhost".to_owned(),
            "127.0.0.1".to_owned(),
            "[::1]".to_owned(),
        ];
        assert!(host_allowed("localhost:8080", &allowed));
        assert!(host_allowed("127.0.0.1", &allowed));
        assert!(host_allowed("[::1]:3000", &allowed));
        assert!(host_allowed("http://localhost:5173", &allowed));
        assert!(!host_allowed("evil.example", &allowed));
        assert!(!host_allowed("http://evil.example:80", &allowed));
        assert!(!host_allowed("localhost.evil.example", &allowed));
        assert!(host_allowed("anything", &["*".to_owned()]));
    }

    #[test]
    fn tools_are_derived_from_the_openapi_operations() {
        let names: Vec<&str> = tools().iter().map(|t| t.name.as_str()).collect();
        for n in [
            "createExam",
            "getExam",
            "updateExamNode",
            "searchCurriculum",
        ] {
            assert!(names.contains(&n), "{n} in {names:?}");
        }
        assert!(!names.contains(&"createApiKey"));
        let create = tools().iter().find(|t| t.name == "createExam").unwrap();
        let listed = serde_json::to_value(&create.listed).unwrap();
        let schema = &listed["inputSchema"];
        assert_eq!(schema["required"], json!(["body"]));
        // The body's schema is the OpenAPI one, its references moved into `$defs`.
        let doc = crate::api::openapi::build();
        let body_ref = doc
            .pointer("/paths/~1v1~1exams/post/requestBody/content/application~1json/schema/$ref")
            .and_then(Value::as_str)
            .unwrap();
        let name = body_ref.rsplit('/').next().unwrap();
        assert_eq!(
            schema["properties"]["body"]["$ref"],
            format!("#/$defs/{name}")
        );
        assert!(schema["$defs"][name]["properties"]["subject"].is_object());
        assert!(!schema.to_string().contains("#/components/"));
        let get = tools().iter().find(|t| t.name == "getExamNode").unwrap();
        assert_eq!(get.path_params, ["examId", "nodeId"]);
        let listed = serde_json::to_value(&get.listed).unwrap();
        assert_eq!(listed["annotations"]["readOnlyHint"], true);
    }
}
