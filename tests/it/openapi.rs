//! The OpenAPI document: every routed path documented and nothing else, valid OpenAPI 3.1.

use std::collections::BTreeSet;

use http::Method;
use serde_json::Value;

use crate::support::TestApi;

async fn document() -> Value {
    let t = TestApi::new().await;
    let r = t.anonymous(Method::GET, "/v1/openapi.json").send().await;
    assert_eq!(r.status, 200);
    r.json()
}

#[tokio::test]
async fn documented_operations_are_exactly_the_routed_ones() {
    let t = TestApi::new().await;
    let doc = document().await;
    let routed: BTreeSet<(String, String)> = t
        .api
        .routes()
        .into_iter()
        .map(|(m, p)| (m.as_str().to_ascii_lowercase(), p.to_owned()))
        .collect();
    let mut documented = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for method in item.as_object().unwrap().keys() {
            documented.insert((method.clone(), path.clone()));
        }
    }
    let missing: Vec<_> = routed.difference(&documented).collect();
    let unrouted: Vec<_> = documented.difference(&routed).collect();
    assert!(missing.is_empty(), "routed but not documented: {missing:?}");
    assert!(
        unrouted.is_empty(),
        "documented but not routed: {unrouted:?}"
    );
}

#[tokio::test]
async fn every_operation_documents_its_scope_and_the_shared_responses() {
    let t = TestApi::new().await;
    let doc = document().await;
    for (method, path, scope) in t.api.route_scopes() {
        let op = &doc["paths"][path][method.as_str().to_ascii_lowercase()];
        match scope {
            Some(scope) => {
                assert_eq!(
                    op["security"],
                    serde_json::json!([{"bearer": [scope.as_str()]}, {"oauth2": [scope.as_str()]}]),
                    "{method} {path}"
                );
                // GET needs a :read scope, everything else a :write (or account:manage).
                let s = scope.as_str();
                if method == Method::GET {
                    assert!(s.ends_with(":read") || s == "account:manage", "{path}");
                } else {
                    assert!(s.ends_with(":write") || s == "account:manage", "{path}");
                }
                for code in ["401", "403", "429"] {
                    assert!(op["responses"][code].is_object(), "{method} {path} {code}");
                }
            }
            None => assert!(op.get("security").is_none(), "{path}"),
        }
        assert!(op["responses"]["500"].is_object());
        let ok = op["responses"]
            .as_object()
            .unwrap()
            .iter()
            // The consent form answers redirects only.
            .find(|(k, _)| k.starts_with('2') || k.starts_with('3'))
            .unwrap()
            .1;
        for h in [
            "X-Trace-Id",
            "X-RateLimit-Limit",
            "X-RateLimit-Remaining",
            "X-RateLimit-Reset",
        ] {
            assert!(ok["headers"][h].is_object(), "{method} {path} lacks {h}");
        }
        // Public routes (the OAuth endpoints) take no Idempotency-Key.
        let mutation = method != Method::GET && scope.is_some();
        let has_idem = op["parameters"].as_array().is_some_and(|ps| {
            ps.iter()
                .any(|p| p["$ref"] == "#/components/parameters/IdempotencyKey")
        });
        assert_eq!(mutation, has_idem, "{method} {path}");
    }
}

fn refs<'a>(v: &'a Value, out: &mut Vec<&'a str>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                if k == "$ref" {
                    if let Some(s) = x.as_str() {
                        out.push(s);
                    }
                } else {
                    refs(x, out);
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| refs(x, out)),
        _ => {}
    }
}

#[tokio::test]
async fn the_document_is_valid_openapi_3_1() {
    let doc = document().await;
    assert_eq!(doc["openapi"], "3.1.0");
    assert_eq!(doc["info"]["version"], "v1");
    // A typed OpenAPI 3.1 parser accepts it.
    let text = serde_json::to_string(&doc).unwrap();
    let spec = oas3::from_json(&text).expect("parses as OpenAPI 3.1");
    assert!(spec.openapi.starts_with("3.1"));
    // Every internal reference resolves.
    let mut all = Vec::new();
    refs(&doc, &mut all);
    assert!(!all.is_empty());
    for r in all {
        let pointer = r.strip_prefix('#').expect("internal reference");
        assert!(doc.pointer(pointer).is_some(), "unresolved {r}");
    }
    // Operation ids are unique.
    let mut ids = BTreeSet::new();
    for item in doc["paths"].as_object().unwrap().values() {
        for op in item.as_object().unwrap().values() {
            let id = op["operationId"].as_str().unwrap();
            assert!(ids.insert(id.to_owned()), "duplicate operationId {id}");
        }
    }
}

/// The served document is the committed snapshot: any change to it is deliberate. After a
/// deliberate change, run with `UPDATE_SNAPSHOTS=1` to rewrite the snapshot, and list the change in
/// CHANGELOG.md.
#[tokio::test]
async fn the_document_matches_its_snapshot() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/it/snapshots/openapi.json"
    );
    let doc = document().await;
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        let text = serde_json::to_string_pretty(&doc).unwrap() + "\n";
        std::fs::write(path, text).unwrap();
        return;
    }
    let snapshot: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    if doc != snapshot {
        let mut differences = Vec::new();
        diff("", &snapshot, &doc, &mut differences);
        panic!(
            "the OpenAPI document changed ({} differences; UPDATE_SNAPSHOTS=1 rewrites the \
             snapshot):\n{}",
            differences.len(),
            differences
                .iter()
                .take(20)
                .cloned()
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

/// The JSON pointers where `a` and `b` differ.
fn diff(at: &str, a: &Value, b: &Value, out: &mut Vec<String>) {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for k in x.keys().chain(y.keys().filter(|k| !x.contains_key(*k))) {
                let p = format!("{at}/{k}");
                match (x.get(k), y.get(k)) {
                    (Some(u), Some(v)) => diff(&p, u, v, out),
                    (Some(_), None) => out.push(format!("removed {p}")),
                    _ => out.push(format!("added {p}")),
                }
            }
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            for (i, (u, v)) in x.iter().zip(y).enumerate() {
                diff(&format!("{at}/{i}"), u, v, out);
            }
        }
        _ if a != b => out.push(format!("changed {at}")),
        _ => {}
    }
}

/// Every enumeration lists its values as serde writes them on the wire.
#[tokio::test]
async fn enumerations_are_written_as_on_the_wire() {
    use edugen::auth::{Environment, Preset, Scope};
    use edugen::domain::exam::ExamStatus;
    use edugen::domain::webhook::DeliveryStatus;
    use edugen::generate::{Language, Quality, QuestionKind};
    fn wire<T: serde::Serialize>(values: &[T]) -> Value {
        Value::Array(
            values
                .iter()
                .map(|v| serde_json::to_value(v).unwrap())
                .collect(),
        )
    }
    let doc = document().await;
    let s = &doc["components"]["schemas"];
    assert_eq!(s["Scope"]["enum"], wire(Scope::ALL));
    assert_eq!(s["Scope"]["enum"][0], "curriculum:read");
    assert_eq!(
        s["Preset"]["enum"],
        wire(&[Preset::Viewer, Preset::Creator, Preset::Full])
    );
    assert_eq!(
        s["Environment"]["enum"],
        wire(&[Environment::Live, Environment::Test])
    );
    assert_eq!(
        s["ExamStatus"]["enum"],
        wire(&[
            ExamStatus::Generating,
            ExamStatus::Ready,
            ExamStatus::Failed
        ])
    );
    assert_eq!(
        s["DeliveryStatus"]["enum"],
        wire(&[
            DeliveryStatus::Pending,
            DeliveryStatus::Succeeded,
            DeliveryStatus::Failed
        ])
    );
    assert_eq!(
        s["Quality"]["enum"],
        wire(&[Quality::Standard, Quality::High])
    );
    assert_eq!(s["Language"]["enum"], wire(&[Language::Fr, Language::En]));
    assert_eq!(s["QuestionKind"]["enum"][0], "single_choice");
    assert_eq!(
        serde_json::to_value(QuestionKind::TrueFalse).unwrap(),
        s["QuestionKind"]["enum"][2]
    );
}

/// A node is exactly one of the four kinds: the `oneOf` is discriminated by `type`, each branch
/// holding its tag as a required `const`.
#[tokio::test]
async fn nodes_are_discriminated_by_their_type() {
    let doc = document().await;
    let s = &doc["components"]["schemas"];
    assert_eq!(s["Node"]["discriminator"]["propertyName"], "type");
    for (tag, target) in s["Node"]["discriminator"]["mapping"].as_object().unwrap() {
        let name = target.as_str().unwrap().rsplit('/').next().unwrap();
        assert_eq!(
            s[name]["properties"]["type"]["const"],
            tag.as_str(),
            "{name}"
        );
        assert!(
            s[name]["required"]
                .as_array()
                .unwrap()
                .contains(&Value::from("type"))
        );
    }
    assert_eq!(s["Node"]["oneOf"].as_array().unwrap().len(), 4);
}

/// Both exam streams describe their events: a discriminated schema of one event, and `x-events`
/// naming the schema of each event's data.
#[tokio::test]
async fn the_exam_streams_name_the_schema_of_each_event() {
    let doc = document().await;
    for (path, method, status) in [
        ("/v1/exams", "post", "200"),
        ("/v1/exams/{examId}/stream", "get", "200"),
    ] {
        let media =
            &doc["paths"][path][method]["responses"][status]["content"]["text/event-stream"];
        assert_eq!(
            media["schema"]["$ref"],
            "#/components/schemas/ExamStreamEvent"
        );
        for (event, data) in [
            ("started", "ExamStreamStarted"),
            ("question", "ExamStreamQuestion"),
            ("done", "ExamStreamDone"),
            ("error", "Problem"),
        ] {
            assert_eq!(
                media["x-events"][event]["$ref"],
                format!("#/components/schemas/{data}"),
                "{path} {event}"
            );
        }
    }
    let event = &doc["components"]["schemas"]["ExamStreamEvent"];
    assert_eq!(event["discriminator"]["propertyName"], "event");
    assert_eq!(event["oneOf"].as_array().unwrap().len(), 4);
}
