//! What a handler gets: the request, the principal, the time, and helpers to read input.

use bytes::Bytes;
use chrono::{DateTime, Utc};
use http::{HeaderMap, HeaderValue, Response, StatusCode, header};
use serde::{Serialize, de::DeserializeOwned};

use std::sync::Arc;

use super::body::Body;
use crate::app::App;
use crate::auth::Principal;
use crate::error::{Error, ErrorCode};

mod strict;

/// The request as a handler sees it.
pub(crate) struct Ctx {
    pub(crate) app: Arc<App>,
    pub(crate) parts: http::request::Parts,
    pub(crate) body: Bytes,
    pub(crate) params: Vec<(String, String)>,
    pub(crate) principal: Option<Principal>,
    pub(crate) now: DateTime<Utc>,
    /// The host's OAuth sign-in hook, if it set one.
    pub(crate) sign_in: Option<Arc<dyn super::oauth::SignIn>>,
}

impl Ctx {
    /// A path parameter.
    pub(crate) fn param(&self, name: &str) -> &str {
        self.params
            .iter()
            .find(|(k, _)| k == name)
            .map_or("", |(_, v)| v.as_str())
    }

    /// The authenticated principal (every route with a scope has one).
    pub(crate) fn principal(&self) -> Result<&Principal, Error> {
        self.principal
            .as_ref()
            .ok_or_else(|| Error::new(ErrorCode::Unauthorized, "This route needs a credential."))
    }

    /// The caller's account id.
    ///
    /// In the key's mode: the owner of the account's live or test resources, so that every
    /// service reading or writing with it sees only the data of that mode.
    pub(crate) fn account_id(&self) -> Result<&str, Error> {
        Ok(self.principal()?.owner())
    }

    /// The query string's parameters (checked by the pipeline before the handler runs:
    /// [`check_query`]).
    pub(crate) fn query(&self) -> Query {
        Query(parse_query(self.parts.uri.query().unwrap_or("")).unwrap_or_default())
    }

    /// The JSON body as `T`; an empty body reads as `{}`. Errors name the offending field.
    pub(crate) fn json<T: DeserializeOwned>(&self) -> Result<T, Error> {
        let body: &[u8] = if self.body.iter().all(u8::is_ascii_whitespace) {
            b"{}"
        } else {
            let ct = self
                .parts
                .headers
                .get(header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("");
            let essence = ct
                .split(';')
                .next()
                .unwrap_or("")
                .trim()
                .to_ascii_lowercase();
            if essence != "application/json" && !essence.ends_with("+json") {
                return Err(Error::new(
                    ErrorCode::UnsupportedMediaType,
                    "The request body must be JSON, sent with Content-Type: application/json.",
                ));
            }
            &self.body
        };
        parse_json(body)
    }
}

/// Deserializes `bytes` (one JSON value, nothing after it), turning a failure into a
/// `validation_error` naming the field. A struct is read from a JSON object only (never from an
/// array, by position), at every depth; unknown fields are refused by the request types
/// themselves (`deny_unknown_fields`).
pub(crate) fn parse_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, Error> {
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let value = serde_path_to_error::deserialize(strict::Strict(&mut de)).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        let mut message = plain(&inner.to_string());
        let prefix = if path == "." {
            String::new()
        } else {
            format!("{path}.")
        };
        let field = if let Some(name) = backticked(&message, "missing field `") {
            format!("{prefix}{name}")
        } else if let Some(name) = backticked(&message, "unknown field `").map(str::to_owned) {
            message = format!("unknown field `{name}`");
            // The path ends with the unknown field, except inside a value serde buffers (an
            // internally tagged enum), where it ends with that value.
            if path == name || path.ends_with(&format!(".{name}")) {
                path
            } else {
                format!("{prefix}{name}")
            }
        } else if inner.is_syntax() || inner.is_eof() {
            message = format!("the body is not valid JSON: {message}");
            "body".to_owned()
        } else if path == "." {
            if message.starts_with("invalid type") {
                message = format!("the body must be a JSON object ({message})");
            }
            "body".to_owned()
        } else {
            path
        };
        Error::invalid(field, message)
    })?;
    de.end().map_err(|_| {
        Error::invalid(
            "body",
            "the body must hold one JSON value and nothing after it",
        )
    })?;
    Ok(value)
}

/// A serde message in the words of JSON: no position, no Rust type names.
fn plain(message: &str) -> String {
    let mut message = message.to_owned();
    // serde_json appends the position; the field path says more.
    if let Some(at) = message.rfind(" at line ") {
        message.truncate(at);
    }
    for kind in ["expected struct ", "expected internally tagged enum "] {
        if let Some(at) = message.find(kind) {
            message.truncate(at);
            message.push_str("expected an object");
        }
    }
    message
        .replace("invalid type: sequence", "invalid type: array")
        .replace("invalid type: map", "invalid type: object")
        .replace("expected a sequence", "expected an array")
}

fn backticked<'a>(message: &'a str, lead: &str) -> Option<&'a str> {
    let rest = message.strip_prefix(lead)?;
    rest.split('`').next()
}

/// Parses a query string strictly: `&`-separated `name=value` pairs (a pair without `=` has an
/// empty value; empty pairs are skipped), `+` is a space, and every `%` must start a `%XX`
/// escape of valid UTF-8. A malformed pair is a `validation_error` naming its parameter.
pub(crate) fn parse_query(raw: &str) -> Result<Vec<(String, String)>, Error> {
    let mut out = Vec::new();
    for pair in raw.split('&').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        let decoded_name = decode_component(name);
        let field = match &decoded_name {
            Ok(n) => n.clone(),
            Err(_) => String::from_utf8_lossy(name.as_bytes()).into_owned(),
        };
        let name = decoded_name.map_err(|why| Error::invalid(field.clone(), why))?;
        let value = decode_component(value).map_err(|why| Error::invalid(field, why))?;
        out.push((name, value));
    }
    Ok(out)
}

/// One component of `application/x-www-form-urlencoded`, decoded strictly.
fn decode_component(s: &str) -> Result<String, &'static str> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = |b: u8| char::from(b).to_digit(16);
                let (Some(hi), Some(lo)) = (
                    bytes.get(i + 1).copied().and_then(hex),
                    bytes.get(i + 2).copied().and_then(hex),
                ) else {
                    return Err(
                        "is not valid percent-encoding: `%` must be followed by two hex digits",
                    );
                };
                out.push((hi * 16 + lo) as u8);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| "is not valid UTF-8 once percent-decoded")
}

/// Checks a request's query string against the parameters its route takes: each must be one of
/// `allowed`, given once, with a value. The first problem is a `validation_error` naming the
/// parameter.
pub(crate) fn check_query(raw: Option<&str>, allowed: &[String]) -> Result<(), Error> {
    let params = parse_query(raw.unwrap_or(""))?;
    for (i, (name, value)) in params.iter().enumerate() {
        if !allowed.iter().any(|a| a == name) {
            let takes = if allowed.is_empty() {
                "this route takes no query parameter".to_owned()
            } else {
                format!("this route takes: {}", allowed.join(", "))
            };
            return Err(Error::invalid(
                name.clone(),
                format!("unknown query parameter; {takes}"),
            ));
        }
        if value.is_empty() {
            return Err(Error::invalid(
                name.clone(),
                "must not be empty; leave the parameter out instead",
            ));
        }
        if params[..i].iter().any(|(n, _)| n == name) {
            return Err(Error::invalid(name.clone(), "is given more than once"));
        }
    }
    Ok(())
}

/// What a route takes and produces, as its OpenAPI operation documents it.
#[derive(Debug, Default)]
pub(crate) struct Shape {
    /// The query parameters it takes.
    pub(crate) query: Vec<String>,
    /// The media types its responses may have.
    pub(crate) produces: Vec<String>,
}

impl Shape {
    /// The shape of an undocumented route: JSON only, no query parameter.
    pub(crate) fn none() -> &'static Shape {
        static NONE: Shape = Shape {
            query: Vec::new(),
            produces: Vec::new(),
        };
        &NONE
    }
}

/// The documented shape of the route `method path` (a path template of the route table).
pub(crate) fn shape(method: &http::Method, path: &str) -> &'static Shape {
    use std::collections::HashMap;
    use std::sync::OnceLock;
    static SHAPES: OnceLock<HashMap<(String, String), Shape>> = OnceLock::new();
    let shapes = SHAPES.get_or_init(|| {
        let doc = super::openapi::build();
        let mut shapes = HashMap::new();
        let Some(paths) = doc["paths"].as_object() else {
            return shapes;
        };
        for (path, item) in paths {
            let Some(item) = item.as_object() else {
                continue;
            };
            for (method, op) in item {
                let mut shape = Shape::default();
                let params = op["parameters"].as_array().into_iter().flatten();
                for p in params {
                    // A shared parameter is a reference into the components.
                    let p = match p["$ref"].as_str() {
                        Some(r) => {
                            let name = r.rsplit('/').next().unwrap_or("");
                            &doc["components"]["parameters"][name]
                        }
                        None => p,
                    };
                    if let (Some("query"), Some(name)) = (p["in"].as_str(), p["name"].as_str()) {
                        shape.query.push(name.to_owned());
                    }
                }
                let responses = op["responses"].as_object().into_iter().flatten();
                for (_, r) in responses {
                    for media in r["content"].as_object().into_iter().flat_map(|c| c.keys()) {
                        if !shape.produces.contains(media) {
                            shape.produces.push(media.clone());
                        }
                    }
                }
                shapes.insert((method.to_ascii_uppercase(), path.clone()), shape);
            }
        }
        shapes
    });
    let method = if method == http::Method::HEAD {
        "GET"
    } else {
        method.as_str()
    };
    shapes
        .get(&(method.to_owned(), path.to_owned()))
        .unwrap_or(Shape::none())
}

/// One media range of an `Accept` header: type, subtype (lowercase, `*` for any) and quality in
/// thousandths.
type MediaRange = (String, String, u16);

/// The valid media ranges of the request's `Accept` headers; `None` when there is no header or
/// no valid range in it (then anything is acceptable). An invalid range (no `/`, a bad `q`) is
/// skipped.
fn media_ranges(headers: &HeaderMap) -> Option<Vec<MediaRange>> {
    let mut out = Vec::new();
    for value in headers.get_all(header::ACCEPT) {
        let Ok(value) = value.to_str() else {
            continue;
        };
        for range in value.split(',') {
            if let Some(r) = media_range(range) {
                out.push(r);
            }
        }
    }
    (!out.is_empty()).then_some(out)
}

fn media_range(range: &str) -> Option<MediaRange> {
    let mut parts = range.split(';');
    let (ty, sub) = parts.next()?.trim().split_once('/')?;
    let token = |s: &str| {
        !s.is_empty()
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b))
    };
    if !token(ty) || !token(sub) || (ty == "*" && sub != "*") {
        return None;
    }
    let mut q = 1000;
    for param in parts {
        let Some((k, v)) = param.split_once('=') else {
            continue;
        };
        if k.trim().eq_ignore_ascii_case("q") {
            q = qvalue(v.trim())?;
        }
    }
    Some((ty.to_ascii_lowercase(), sub.to_ascii_lowercase(), q))
}

/// An RFC 9110 qvalue (`0`, `0.5`, `1.000`) in thousandths.
fn qvalue(v: &str) -> Option<u16> {
    let (int, frac) = v.split_once('.').unwrap_or((v, ""));
    if frac.len() > 3 || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths = format!("{frac:0<3}").parse::<u16>().ok()?;
    match int {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

/// How much the request wants `media` (`type/subtype`): the quality (thousandths) of the most
/// specific range matching it, with that specificity (2 exact, 1 `type/*`, 0 `*/*`); `None`
/// when no range matches. Without an `Accept` header everything is wanted: `Some((1000, 0))`.
pub(crate) fn acceptance(headers: &HeaderMap, media: &str) -> Option<(u16, u8)> {
    match media_ranges(headers) {
        None => Some((1000, 0)),
        Some(ranges) => acceptance_in(&ranges, media),
    }
}

/// [`acceptance`] against ranges already read.
fn acceptance_in(ranges: &[MediaRange], media: &str) -> Option<(u16, u8)> {
    let (ty, sub) = media.split_once('/')?;
    ranges
        .iter()
        .filter_map(|(t, s, q)| {
            let specificity = match (t.as_str(), s.as_str()) {
                ("*", "*") => 0,
                (t, "*") if t.eq_ignore_ascii_case(ty) => 1,
                (t, s) if t.eq_ignore_ascii_case(ty) && s.eq_ignore_ascii_case(sub) => 2,
                _ => return None,
            };
            Some((specificity, *q))
        })
        .max()
        .map(|(specificity, q)| (q, specificity))
}

/// Whether the request accepts at least one of `offered`.
pub(crate) fn accepts_any(headers: &HeaderMap, offered: &[&str]) -> bool {
    // The header is read once, whatever the number of types offered.
    let Some(ranges) = media_ranges(headers) else {
        return true;
    };
    offered
        .iter()
        .any(|m| acceptance_in(&ranges, m).is_some_and(|(q, _)| q > 0))
}

/// Whether the request asks for `media` rather than JSON: `media` is acceptable, named by a range
/// more specific than `*/*`, and wanted at least as much as `application/json`.
pub(crate) fn prefers_over_json(headers: &HeaderMap, media: &str) -> bool {
    match acceptance(headers, media) {
        Some((q, specificity)) if q > 0 && specificity > 0 => {
            let json = acceptance(headers, "application/json").unwrap_or((0, 0));
            (q, specificity) >= json
        }
        _ => false,
    }
}

/// Query string parameters.
pub(crate) struct Query(pub(crate) Vec<(String, String)>);

impl Query {
    /// The first value of `name`.
    pub(crate) fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A JSON response.
pub(crate) fn json<T: Serialize>(status: StatusCode, value: &T) -> Response<Body> {
    let bytes = serde_json::to_vec(value).unwrap_or_default();
    let mut res = Response::new(Body::full(bytes));
    *res.status_mut() = status;
    res.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields, rename_all = "camelCase")]
    #[allow(dead_code)]
    struct Body {
        name: String,
        question_count: u32,
        inner: Option<Inner>,
    }

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Inner {
        depth: u8,
    }

    fn field(json: &str) -> (String, String) {
        let p = parse_json::<Body>(json.as_bytes()).unwrap_err();
        let d = &p.details.unwrap()[0];
        (d.field.clone(), d.message.clone())
    }

    #[test]
    fn json_errors_name_the_field() {
        assert_eq!(
            field(r#"{"name":"a","questionCount":"x"}"#),
            (
                "questionCount".into(),
                "invalid type: string \"x\", expected u32".into()
            )
        );
        assert_eq!(
            field(r#"{"questionCount":3}"#),
            ("name".into(), "missing field `name`".into())
        );
        assert_eq!(
            field(r#"{"name":"a","questionCount":3,"inner":{"depth":300}}"#).0,
            "inner.depth"
        );
        assert_eq!(
            field(r#"{"name":"a","questionCount":3,"extra":1}"#),
            ("extra".into(), "unknown field `extra`".into())
        );
        assert_eq!(field(r#"{"name":"#).0, "body");
    }

    #[test]
    fn only_objects_are_read_as_structs_and_nothing_may_follow() {
        // serde's derive would read these by position.
        assert_eq!(field(r#"["a", 3, null]"#).0, "body");
        assert!(
            field("[]").1.contains("must be a JSON object"),
            "{:?}",
            field("[]")
        );
        assert_eq!(field("null").0, "body");
        assert_eq!(field("42").0, "body");
        assert_eq!(field(r#""text""#).0, "body");
        let (f, m) = field(r#"{"name":"a","questionCount":3,"inner":[7]}"#);
        assert_eq!(
            (f.as_str(), m.as_str()),
            ("inner", "invalid type: array, expected an object")
        );
        // Data after the value.
        let (f, m) = field(r#"{"name":"a","questionCount":3} {}"#);
        assert_eq!(f, "body");
        assert!(m.contains("nothing after it"), "{m}");
        assert_eq!(field(r#"{"name":"a","questionCount":3}x"#).0, "body");
        // Whitespace after the value is fine.
        assert!(parse_json::<Body>(b"{\"name\":\"a\",\"questionCount\":3} \n").is_ok());
        // A typo is not a missing optional field.
        assert_eq!(
            field(r#"{"name":"a","questioncount":3}"#),
            (
                "questioncount".into(),
                "unknown field `questioncount`".into()
            )
        );
    }

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct WithAnswer {
        answer: Option<crate::generate::Answer>,
    }

    #[test]
    fn tagged_enums_are_objects_too_and_name_their_unknown_fields() {
        let p = parse_json::<WithAnswer>(br#"{"answer": ["boolean", true]}"#).unwrap_err();
        let d = &p.details.unwrap()[0];
        assert_eq!(
            (d.field.as_str(), d.message.as_str()),
            ("answer", "invalid type: array, expected an object")
        );
        let p =
            parse_json::<WithAnswer>(br#"{"answer": {"type": "boolean", "value": true, "x": 1}}"#)
                .unwrap_err();
        let d = &p.details.unwrap()[0];
        assert_eq!(
            (d.field.as_str(), d.message.as_str()),
            ("answer.x", "unknown field `x`")
        );
        assert!(
            parse_json::<WithAnswer>(br#"{"answer": {"type": "boolean", "value": true}}"#).is_ok()
        );
    }

    fn decoded(raw: &str) -> Result<Vec<(String, String)>, String> {
        parse_query(raw).map_err(|e| e.details.unwrap()[0].field.clone())
    }

    #[test]
    fn queries_are_decoded_strictly() {
        assert_eq!(
            decoded("q=th%C3%A9or%C3%A8me+de+Thal%C3%A8s&limit=5&&flag").unwrap(),
            [
                ("q".to_owned(), "théorème de Thalès".to_owned()),
                ("limit".to_owned(), "5".to_owned()),
                ("flag".to_owned(), String::new()),
            ]
        );
        assert_eq!(decoded("q=%ZZ"), Err("q".to_owned()));
        assert_eq!(decoded("limit=5&q=100%"), Err("q".to_owned()));
        assert_eq!(decoded("q=%4"), Err("q".to_owned()));
        assert_eq!(decoded("q=%FF%FE"), Err("q".to_owned()));
        assert_eq!(decoded("%ZZ=1"), Err("%ZZ".to_owned()));
        assert_eq!(decoded("").unwrap(), []);
    }

    #[test]
    fn query_parameters_must_be_known_given_once_and_not_empty() {
        let allowed = ["limit".to_owned(), "cursor".to_owned()];
        let check = |raw: &str| {
            check_query(Some(raw), &allowed).map_err(|e| {
                let d = &e.details.unwrap()[0];
                (d.field.clone(), d.message.clone())
            })
        };
        assert!(check("limit=5&cursor=abc").is_ok());
        assert!(check("").is_ok());
        let (f, m) = check("limt=5").unwrap_err();
        assert_eq!(f, "limt");
        assert!(m.contains("this route takes: limit, cursor"), "{m}");
        assert_eq!(check("limit=").unwrap_err().0, "limit");
        assert_eq!(check("cursor").unwrap_err().0, "cursor");
        assert_eq!(check("limit=1&limit=2").unwrap_err().0, "limit");
        let (f, m) = check_query(Some("x=1"), &[])
            .map_err(|e| e.details.unwrap()[0].clone())
            .map_err(|d| (d.field, d.message))
            .unwrap_err();
        assert_eq!(f, "x");
        assert!(m.contains("no query parameter"), "{m}");
    }

    fn accept(values: &[&str]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for v in values {
            h.append(header::ACCEPT, HeaderValue::from_str(v).unwrap());
        }
        h
    }

    #[test]
    fn accept_headers_are_negotiated_with_q_values() {
        let json = ["application/json"];
        let both = ["application/json", "text/event-stream"];
        for ok in [
            &[][..],
            &["*/*"],
            &["application/*"],
            &["application/json;q=0.5, text/html"],
            &["text/html", "application/json"],
            &["APPLICATION/JSON"],
            &["garbage"],
            &["application/json;q=2"],
        ] {
            assert!(accepts_any(&accept(ok), &json), "{ok:?}");
        }
        for refused in [
            &["application/xml"][..],
            &["text/html, application/xml;q=0.9"],
            &["application/json;q=0"],
            &["application/json;q=0.000, */*;q=0"],
            &["*/*;q=0"],
            &["text/event-stream"],
        ] {
            assert!(!accepts_any(&accept(refused), &json), "{refused:?}");
        }
        // The most specific range wins.
        assert!(!accepts_any(&accept(&["*/*, application/json;q=0"]), &json));
        assert!(accepts_any(
            &accept(&["application/*;q=0, application/json"]),
            &json
        ));
        assert!(accepts_any(&accept(&["text/event-stream"]), &both));
        // The stream is chosen only when asked for by name, at least as much as JSON.
        let sse = |v: &[&str]| prefers_over_json(&accept(v), "text/event-stream");
        assert!(sse(&["text/event-stream"]));
        assert!(sse(&["application/json, text/event-stream"]));
        assert!(sse(&["text/*"]));
        assert!(!sse(&[]));
        assert!(!sse(&["*/*"]));
        assert!(!sse(&["application/json"]));
        assert!(!sse(&["text/event-stream;q=0.5, application/json"]));
        assert!(!sse(&["text/event-stream;q=0"]));
    }

    #[test]
    fn qvalues_follow_rfc_9110() {
        assert_eq!(qvalue("0"), Some(0));
        assert_eq!(qvalue("0.5"), Some(500));
        assert_eq!(qvalue("0.125"), Some(125));
        assert_eq!(qvalue("1"), Some(1000));
        assert_eq!(qvalue("1.000"), Some(1000));
        assert_eq!(qvalue("1."), Some(1000));
        for bad in ["", "2", "1.5", "0.1234", "-0", ".5", "0.a", "+1", "0x1"] {
            assert_eq!(qvalue(bad), None, "{bad}");
        }
    }

    /// Property tests of the parsers of this module: outside input never panics, and every
    /// refusal is a `validation_error` naming a field.
    mod props {
        use super::*;
        use proptest::prelude::*;
        use proptest::test_runner::TestCaseError;

        pub(super) use crate::props::check;

        fn refusal_names_a_field(e: &Error) -> Result<(), TestCaseError> {
            prop_assert_eq!(e.code, ErrorCode::ValidationError);
            let d = e.details.as_deref().unwrap_or_default();
            prop_assert!(d.len() == 1);
            Ok(())
        }

        /// Query strings: arbitrary text, and pairs that round-trip through the encoder.
        pub(super) fn query(cases: u32) {
            let text = prop_oneof![
                any::<String>(),
                "[a-z%+=&0-9A-F]{0,40}",
                proptest::collection::vec(("[a-z]{1,6}", "\\PC{0,8}"), 0..5).prop_map(|pairs| {
                    let mut s = form_urlencoded::Serializer::new(String::new());
                    for (k, v) in &pairs {
                        s.append_pair(k, v);
                    }
                    s.finish()
                }),
            ];
            let allowed = ["limit".to_owned(), "cursor".to_owned(), "q".to_owned()];
            check("query", cases, text, |raw| {
                match parse_query(&raw) {
                    Ok(pairs) => {
                        // What parsed strictly, the lenient decoder reads the same way.
                        let lenient: Vec<(String, String)> = form_urlencoded::parse(raw.as_bytes())
                            .into_owned()
                            .collect();
                        prop_assert_eq!(pairs, lenient);
                    }
                    Err(e) => refusal_names_a_field(&e)?,
                }
                if let Err(e) = check_query(Some(&raw), &allowed) {
                    refusal_names_a_field(&e)?;
                }
                Ok(())
            });
        }

        /// `Accept` headers: any visible text (and tricky q-values) never panics; an absent or
        /// wildcard header always allows JSON.
        pub(super) fn accept(cases: u32) {
            let value = prop_oneof![
                "[ -~]{0,60}",
                "(application|text|\\*)/(json|\\*|xml|event-stream)(;q=[0-9.]{0,6})?(, ?[a-z*]{1,5}/[a-z*]{1,5}(;q=[0-9.]{0,5})?){0,3}",
            ];
            check("accept", cases, value, |v| {
                let Ok(hv) = HeaderValue::from_str(&v) else {
                    return Ok(());
                };
                let mut h = HeaderMap::new();
                h.insert(header::ACCEPT, hv);
                let json = accepts_any(&h, &["application/json"]);
                let _ = prefers_over_json(&h, "text/event-stream");
                if v.trim() == "*/*" || v.trim() == "application/json" {
                    prop_assert!(json);
                }
                Ok(())
            });
        }

        /// JSON bodies: arbitrary bytes and arbitrary JSON values never panic; every refusal
        /// names a field.
        pub(super) fn json_bodies(cases: u32) {
            let leaf = prop_oneof![
                Just(serde_json::Value::Null),
                any::<bool>().prop_map(serde_json::Value::from),
                any::<i64>().prop_map(serde_json::Value::from),
                any::<f64>().prop_map(serde_json::Value::from),
                "\\PC{0,6}".prop_map(serde_json::Value::from),
                prop_oneof![
                    Just("name"),
                    Just("questionCount"),
                    Just("inner"),
                    Just("depth")
                ]
                .prop_map(serde_json::Value::from),
            ];
            let value = leaf.prop_recursive(4, 32, 6, |inner| {
                prop_oneof![
                    proptest::collection::vec(inner.clone(), 0..6)
                        .prop_map(serde_json::Value::from),
                    proptest::collection::vec(
                        (
                            prop_oneof![
                                Just("name".to_owned()),
                                Just("questionCount".to_owned()),
                                Just("inner".to_owned()),
                                Just("depth".to_owned()),
                                "[a-z]{1,8}",
                            ],
                            inner
                        ),
                        0..6
                    )
                    .prop_map(|kv| serde_json::Value::Object(kv.into_iter().collect())),
                ]
            });
            let bytes = prop_oneof![
                value.prop_map(|v| serde_json::to_vec(&v).unwrap()),
                proptest::collection::vec(any::<u8>(), 0..64),
                "[\\[\\]{}\":, 0-9a-z]{0,40}".prop_map(String::into_bytes),
            ];
            check("json", cases, bytes, |b| {
                if let Err(e) = parse_json::<Body>(&b) {
                    refusal_names_a_field(&e)?;
                }
                if let Err(e) = parse_json::<serde_json::Value>(&b) {
                    refusal_names_a_field(&e)?;
                }
                Ok(())
            });
        }
    }

    #[test]
    fn props_query() {
        props::query(500);
    }

    #[test]
    fn props_accept() {
        props::accept(500);
    }

    #[test]
    fn props_json_bodies() {
        props::json_bodies(500);
    }

    /// The long run (see the README): `cargo test --all-features --lib --test it -- --ignored
    /// long_props`.
    #[test]
    #[ignore]
    fn long_props_ctx() {
        props::query(150_000);
        props::accept(150_000);
        props::json_bodies(150_000);
    }
}
