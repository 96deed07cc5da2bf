//! What a handler gets: the request, the principal, the time, and helpers to read input.

use bytes::Bytes;
use chrono::{DateTime, Utc};
use http::{HeaderValue, Response, StatusCode, header};
use serde::{Serialize, de::DeserializeOwned};

use std::sync::Arc;

use super::body::Body;
use crate::app::App;
use crate::auth::Principal;
use crate::error::{Error, ErrorCode};

/// The request as a handler sees it.
pub(crate) struct Ctx {
    pub(crate) app: Arc<App>,
    pub(crate) parts: http::request::Parts,
    pub(crate) body: Bytes,
    pub(crate) params: Vec<(String, String)>,
    pub(crate) principal: Option<Principal>,
    pub(crate) now: DateTime<Utc>,
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

    /// The query string's parameters.
    pub(crate) fn query(&self) -> Query {
        Query(
            self.parts
                .uri
                .query()
                .map(|q| form_urlencoded::parse(q.as_bytes()).into_owned().collect())
                .unwrap_or_default(),
        )
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

/// Deserializes `bytes`, turning a failure into a `validation_error` naming the field.
pub(crate) fn parse_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, Error> {
    let de = &mut serde_json::Deserializer::from_slice(bytes);
    serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        let mut message = inner.to_string();
        // serde_json appends the position; the field path says more.
        if let Some(at) = message.rfind(" at line ") {
            message.truncate(at);
        }
        let prefix = if path == "." {
            String::new()
        } else {
            format!("{path}.")
        };
        let field = if let Some(name) = backticked(&message, "missing field `") {
            format!("{prefix}{name}")
        } else if let Some(name) = backticked(&message, "unknown field `").map(str::to_owned) {
            // The path already ends with the unknown field.
            message = format!("unknown field `{name}`");
            path
        } else if inner.is_syntax() || inner.is_eof() {
            message = format!("the body is not valid JSON: {message}");
            "body".to_owned()
        } else if path == "." {
            "body".to_owned()
        } else {
            path
        };
        Error::invalid(field, message)
    })
}

fn backticked<'a>(message: &'a str, lead: &str) -> Option<&'a str> {
    let rest = message.strip_prefix(lead)?;
    rest.split('`').next()
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
}
