use std::collections::{HashMap, HashSet};

use chrono::{TimeZone, Utc};
use serde_json::{Value, json};

use super::*;

fn required(schema: &Value) -> HashSet<&str> {
    schema["required"]
        .as_array()
        .expect("required is an array")
        .iter()
        .map(|v| v.as_str().expect("required names are strings"))
        .collect()
}

// ---------------------------------------------------------------------------------------------
// A validator of the JSON Schema subset the catalogue uses: type, const, enum, pattern, format
// (date-time, uri), minimum, maximum, required, properties, additionalProperties, items, allOf,
// anyOf, oneOf. A `$ref` is an error: the catalogue's schemas are self-contained.
// ---------------------------------------------------------------------------------------------

/// The errors of `value` against `schema`, each with its JSON path.
fn validate(schema: &Value, value: &Value) -> Vec<String> {
    let mut errors = Vec::new();
    check(schema, value, "$", &mut errors);
    errors
}

fn check(schema: &Value, value: &Value, path: &str, errors: &mut Vec<String>) {
    let Some(s) = schema.as_object() else {
        if schema == &Value::Bool(false) {
            errors.push(format!("{path}: no value is allowed"));
        }
        return;
    };
    if s.contains_key("$ref") {
        errors.push(format!("{path}: unresolved $ref {}", s["$ref"]));
        return;
    }
    if let Some(t) = s.get("type") {
        let types: Vec<&str> = match t {
            Value::String(t) => vec![t.as_str()],
            Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
            _ => vec![],
        };
        if !types.iter().any(|t| has_type(value, t)) {
            errors.push(format!("{path}: {value} is not of type {t}"));
            return;
        }
    }
    if let Some(c) = s.get("const")
        && c != value
    {
        errors.push(format!("{path}: {value} is not {c}"));
    }
    if let Some(Value::Array(values)) = s.get("enum")
        && !values.contains(value)
    {
        errors.push(format!("{path}: {value} is not one of {values:?}"));
    }
    if let (Some(Value::String(p)), Some(v)) = (s.get("pattern"), value.as_str())
        && !Regex::new(p).is_match(v)
    {
        errors.push(format!("{path}: {v:?} does not match {p}"));
    }
    if let (Some(Value::String(f)), Some(v)) = (s.get("format"), value.as_str()) {
        let ok = match f.as_str() {
            "date-time" => chrono::DateTime::parse_from_rfc3339(v).is_ok(),
            "uri" => v.split_once("://").is_some_and(|(scheme, rest)| {
                !scheme.is_empty() && !rest.is_empty() && !v.contains(char::is_whitespace)
            }),
            _ => true,
        };
        if !ok {
            errors.push(format!("{path}: {v:?} is not a {f}"));
        }
    }
    if let Some(n) = value.as_f64() {
        if s.get("minimum")
            .and_then(Value::as_f64)
            .is_some_and(|m| n < m)
        {
            errors.push(format!("{path}: {n} is below the minimum {}", s["minimum"]));
        }
        if s.get("maximum")
            .and_then(Value::as_f64)
            .is_some_and(|m| n > m)
        {
            errors.push(format!("{path}: {n} is above the maximum {}", s["maximum"]));
        }
    }
    if let Some(object) = value.as_object() {
        for r in s
            .get("required")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let r = r.as_str().unwrap_or_default();
            if !object.contains_key(r) {
                errors.push(format!("{path}: required {r} is missing"));
            }
        }
        let properties = s.get("properties").and_then(Value::as_object);
        for (k, v) in object {
            match properties.and_then(|p| p.get(k)) {
                Some(p) => check(p, v, &format!("{path}.{k}"), errors),
                None => {
                    if let Some(extra) = s.get("additionalProperties") {
                        check(extra, v, &format!("{path}.{k}"), errors);
                    }
                }
            }
        }
    }
    if let (Some(items), Some(array)) = (s.get("items"), value.as_array()) {
        for (i, v) in array.iter().enumerate() {
            check(items, v, &format!("{path}[{i}]"), errors);
        }
    }
    if let Some(Value::Array(all)) = s.get("allOf") {
        for part in all {
            check(part, value, path, errors);
        }
    }
    let passing = |parts: &Vec<Value>| {
        parts
            .iter()
            .filter(|p| validate(p, value).is_empty())
            .count()
    };
    if let Some(Value::Array(any)) = s.get("anyOf")
        && passing(any) == 0
    {
        errors.push(format!("{path}: matches none of anyOf"));
    }
    if let Some(Value::Array(one)) = s.get("oneOf")
        && passing(one) != 1
    {
        errors.push(format!("{path}: matches {} of oneOf, not 1", passing(one)));
    }
}

fn has_type(value: &Value, t: &str) -> bool {
    match t {
        "object" => value.is_object(),
        "array" => value.is_array(),
        "string" => value.is_string(),
        "integer" => value.is_i64() || value.is_u64(),
        "number" => value.is_number(),
        "boolean" => value.is_boolean(),
        "null" => value.is_null(),
        other => panic!("unknown JSON Schema type {other}"),
    }
}

/// The regular expressions of the schemas: literals, classes (`[A-Z]`), groups, and the
/// quantifiers `+` and `{n}`, with the anchors `^` and `$`. Other syntax panics, so a new
/// pattern cannot pass unchecked.
struct Regex {
    pieces: Vec<Piece>,
    start: bool,
    end: bool,
}

#[derive(Debug)]
enum Atom {
    Char(char),
    Class(Vec<(char, char)>),
    Group(Vec<Piece>),
}

#[derive(Debug)]
struct Piece {
    atom: Atom,
    min: usize,
    max: usize,
}

impl Regex {
    fn new(pattern: &str) -> Self {
        let mut chars: Vec<char> = pattern.chars().collect();
        let start = chars.first() == Some(&'^');
        if start {
            chars.remove(0);
        }
        let end = chars.last() == Some(&'$') && chars.len() > 1 && chars[chars.len() - 2] != '\\';
        if end {
            chars.pop();
        }
        let mut i = 0;
        let pieces = Self::sequence(&chars, &mut i);
        assert_eq!(i, chars.len(), "unbalanced pattern {pattern}");
        Self { pieces, start, end }
    }

    fn sequence(chars: &[char], i: &mut usize) -> Vec<Piece> {
        let mut pieces = Vec::new();
        while let Some(&c) = chars.get(*i) {
            let atom = match c {
                ')' => break,
                '(' => {
                    *i += 1;
                    let group = Self::sequence(chars, i);
                    assert_eq!(chars.get(*i), Some(&')'), "unclosed group");
                    *i += 1;
                    Atom::Group(group)
                }
                '[' => {
                    *i += 1;
                    let mut ranges = Vec::new();
                    while chars[*i] != ']' {
                        let a = chars[*i];
                        if chars.get(*i + 1) == Some(&'-') && chars.get(*i + 2) != Some(&']') {
                            ranges.push((a, chars[*i + 2]));
                            *i += 3;
                        } else {
                            ranges.push((a, a));
                            *i += 1;
                        }
                    }
                    *i += 1;
                    Atom::Class(ranges)
                }
                '\\' => {
                    *i += 2;
                    Atom::Char(chars[*i - 1])
                }
                '.' | '*' | '?' | '|' | '^' | '$' | '{' | '+' => {
                    panic!("unsupported pattern syntax {c:?}")
                }
                c => {
                    *i += 1;
                    Atom::Char(c)
                }
            };
            let (min, max) = match chars.get(*i) {
                Some('+') => {
                    *i += 1;
                    (1, usize::MAX)
                }
                Some('{') => {
                    let close = chars[*i..].iter().position(|&c| c == '}').unwrap() + *i;
                    let n: usize = chars[*i + 1..close]
                        .iter()
                        .collect::<String>()
                        .parse()
                        .unwrap();
                    *i = close + 1;
                    (n, n)
                }
                _ => (1, 1),
            };
            pieces.push(Piece { atom, min, max });
        }
        pieces
    }

    fn is_match(&self, text: &str) -> bool {
        let s: Vec<char> = text.chars().collect();
        let starts = if self.start { 0..1 } else { 0..s.len() + 1 };
        starts
            .into_iter()
            .any(|from| Self::pieces(&self.pieces, &s, from, &|end| !self.end || end == s.len()))
    }

    fn pieces(pieces: &[Piece], s: &[char], pos: usize, k: &dyn Fn(usize) -> bool) -> bool {
        match pieces.split_first() {
            None => k(pos),
            Some((first, rest)) => Self::repeat(first, 0, s, pos, &|p| Self::pieces(rest, s, p, k)),
        }
    }

    fn repeat(
        piece: &Piece,
        count: usize,
        s: &[char],
        pos: usize,
        k: &dyn Fn(usize) -> bool,
    ) -> bool {
        (count < piece.max
            && Self::atom(&piece.atom, s, pos, &|p| {
                p != pos && Self::repeat(piece, count + 1, s, p, k)
            }))
            || (count >= piece.min && k(pos))
    }

    fn atom(atom: &Atom, s: &[char], pos: usize, k: &dyn Fn(usize) -> bool) -> bool {
        match atom {
            Atom::Char(c) => s.get(pos) == Some(c) && k(pos + 1),
            Atom::Class(ranges) => {
                s.get(pos)
                    .is_some_and(|c| ranges.iter().any(|(a, b)| a <= c && c <= b))
                    && k(pos + 1)
            }
            Atom::Group(pieces) => Self::pieces(pieces, s, pos, k),
        }
    }
}

#[test]
fn the_validator_checks_what_the_schemas_say() {
    let s = json!({
        "type": "object",
        "required": ["id", "n", "status"],
        "properties": {
            "id": {"type": "string", "pattern": "^exam_"},
            "n": {"type": "integer", "minimum": 1},
            "status": {"type": "string", "const": "failed"},
            "kind": {"type": "string", "enum": ["a", "b"]},
            "at": {"type": "string", "format": "date-time"},
            "url": {"type": "string", "format": "uri"},
            "tags": {"type": "array", "items": {"type": "string", "pattern": "^[A-Z]{3}$"}}
        },
        "additionalProperties": true
    });
    let good = json!({"id": "exam_1", "n": 2, "status": "failed", "kind": "a",
        "at": "2025-11-22T10:04:25.123Z", "url": "https://x.example/a", "tags": ["EUR"], "extra": 1});
    assert_eq!(validate(&s, &good), Vec::<String>::new());
    for bad in [
        json!({"n": 2, "status": "failed"}),
        json!({"id": "crs_1", "n": 2, "status": "failed"}),
        json!({"id": "exam_1", "n": 0, "status": "failed"}),
        json!({"id": "exam_1", "n": 1.5, "status": "failed"}),
        json!({"id": "exam_1", "n": 2, "status": "ready"}),
        json!({"id": "exam_1", "n": 2, "status": "failed", "kind": "c"}),
        json!({"id": "exam_1", "n": 2, "status": "failed", "at": "yesterday"}),
        json!({"id": "exam_1", "n": 2, "status": "failed", "url": "not a uri"}),
        json!({"id": "exam_1", "n": 2, "status": "failed", "tags": ["eur"]}),
        json!({"id": "exam_1", "n": 2, "status": "failed", "tags": ["EURO"]}),
        json!("exam_1"),
    ] {
        assert!(!validate(&s, &bad).is_empty(), "{bad} passed");
    }
    assert!(!validate(&json!({"$ref": "#/components/schemas/X"}), &json!(1)).is_empty());
    let signature = Regex::new("^t=[0-9]+(,v1=[0-9a-f]{64})+$");
    let hex = "5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd";
    assert!(signature.is_match(&format!("t=1763805865,v1={hex}")));
    assert!(signature.is_match(&format!("t=1,v1={hex},v1={hex}")));
    assert!(!signature.is_match("t=1763805865,v1=abc"));
    assert!(!signature.is_match(&format!("t=,v1={hex}")));
    assert!(Regex::new("_").is_match("api_key"));
}

// ---------------------------------------------------------------------------------------------
// The catalogue.
// ---------------------------------------------------------------------------------------------

#[test]
fn there_are_exactly_60_types_with_unique_names() {
    assert_eq!(EVENT_TYPES.len(), 60);
    let names: HashSet<_> = EVENT_TYPES.iter().map(|t| t.name).collect();
    assert_eq!(names.len(), 60);
}

#[test]
fn families_are_the_first_segment_and_names_are_well_formed() {
    for t in EVENT_TYPES {
        assert_eq!(t.family, t.name.split('.').next().unwrap(), "{}", t.name);
        assert!(t.name.split('.').count() >= 2, "{}", t.name);
        assert!(
            t.name.split('.').all(|seg| !seg.is_empty()
                && seg
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')),
            "{}",
            t.name
        );
        assert!(t.description.ends_with('.'), "{}", t.name);
    }
}

#[test]
fn family_counts() {
    let count = |family: &str| EVENT_TYPES.iter().filter(|t| t.family == family).count();
    assert_eq!(count("exam"), 15);
    assert_eq!(count("paper"), 5);
    assert_eq!(count("course"), 10);
    assert_eq!(count("game"), 5);
    assert_eq!(count("webhook"), 5);
    assert_eq!(count("marketplace"), 10);
    assert_eq!(count("api_key"), 4);
    assert_eq!(count("quota"), 3);
    assert_eq!(count("account"), 1);
    assert_eq!(count("oauth"), 2);
}

#[test]
fn every_schema_is_a_self_contained_open_object_schema_with_declared_required_fields() {
    fn walk(name: &str, path: &str, s: &Value) {
        let node = s.as_object().unwrap_or_else(|| panic!("{name} {path}"));
        for key in ["$ref", "allOf", "oneOf", "anyOf", "nullable"] {
            assert!(!node.contains_key(key), "{name} {path} has {key}");
        }
        assert!(s["type"].is_string(), "{name} {path}: one type, never null");
        if let Some(values) = s.get("enum") {
            assert!(values.as_array().unwrap().len() > 1, "{name} {path}");
        }
        if s["type"] == "object" {
            assert_eq!(s["additionalProperties"], true, "{name} {path}");
            let props = s["properties"]
                .as_object()
                .unwrap_or_else(|| panic!("{name} {path}"));
            for r in required(s) {
                assert!(
                    props.contains_key(r),
                    "{name} {path} requires undeclared {r}"
                );
            }
            for (k, v) in props {
                assert!(!k.contains('_'), "{name} {path}.{k} is not camelCase");
                let described = v["description"].as_str().is_some_and(|d| !d.is_empty());
                assert!(described, "{name} {path}.{k} has no description");
                walk(name, &format!("{path}.{k}"), v);
            }
        }
        if let Some(items) = s.get("items") {
            walk(name, &format!("{path}[]"), items);
        }
    }
    for t in EVENT_TYPES {
        let s = t.schema();
        assert_eq!(s["type"], "object", "{}", t.name);
        assert!(!required(&s).is_empty(), "{}", t.name);
        walk(t.name, "data", &s);
        assert_eq!(schema(t.name), Some(s));
    }
}

#[test]
fn every_example_validates_against_its_schema() {
    for t in EVENT_TYPES {
        let example = t.example();
        assert!(example.is_object(), "{}", t.name);
        let errors = validate(&t.schema(), &example);
        assert!(errors.is_empty(), "{}: {errors:#?}\n{example:#}", t.name);
    }
}

#[test]
fn examples_use_camel_case_keys_and_well_formed_ids() {
    fn keys(name: &str, v: &Value) {
        match v {
            Value::Object(m) => {
                for (k, x) in m {
                    let mut chars = k.chars();
                    assert!(
                        chars.next().is_some_and(|c| c.is_ascii_lowercase())
                            && chars.all(|c| c.is_ascii_alphanumeric()),
                        "{name}: key {k} is not camelCase"
                    );
                    keys(name, x);
                }
            }
            Value::Array(a) => a.iter().for_each(|x| keys(name, x)),
            _ => {}
        }
    }
    fn ids(name: &str, s: &Value, v: &Value) {
        if let (Some(p), Some(id)) = (s["pattern"].as_str(), v.as_str())
            && let Some(prefix) = p.strip_prefix('^').and_then(|p| p.strip_suffix('_'))
        {
            assert!(
                crate::ids::is_id(prefix, id),
                "{name}: {id} is not a {prefix} id"
            );
        }
        if let (Some(props), Some(m)) = (s["properties"].as_object(), v.as_object()) {
            for (k, x) in m {
                if let Some(p) = props.get(k) {
                    ids(name, p, x);
                }
            }
        }
        if let Some(a) = v.as_array() {
            a.iter().for_each(|x| ids(name, &s["items"], x));
        }
    }
    for t in EVENT_TYPES {
        keys(t.name, &t.example());
        ids(t.name, &t.schema(), &t.example());
    }
}

/// Every component a payload type references: one schema per name, so inlining by name is sound.
#[test]
fn component_names_are_unambiguous() {
    fn components<P: EventPayload>(all: &mut HashMap<String, Value>) {
        let mut list = Vec::new();
        P::schemas(&mut list);
        for (name, s) in list {
            let s = serde_json::to_value(s).unwrap();
            let previous = all.insert(name.clone(), s.clone());
            assert!(
                previous.is_none_or(|p| p == s),
                "two schemas are named {name}"
            );
        }
    }
    let mut all = HashMap::new();
    components::<exam::ExamGenerationStarted>(&mut all);
    components::<exam::ExamUpdated>(&mut all);
    components::<exam::ExamExportFailed>(&mut all);
    components::<exam::ExamSubmissionCorrected>(&mut all);
    components::<paper::PaperCorrectionNeedsReview>(&mut all);
    components::<paper::PaperCorrectionFailed>(&mut all);
    components::<course::CourseWritingFailed>(&mut all);
    components::<course::CourseSectionWritten>(&mut all);
    components::<game::GameUpdated>(&mut all);
    components::<webhook::WebhookTest>(&mut all);
    components::<marketplace::MarketplacePurchaseRefunded>(&mut all);
    components::<marketplace::MarketplacePayoutPaid>(&mut all);
    components::<account::ApiKeyRevoked>(&mut all);
    components::<account::AccountUpdated>(&mut all);
    components::<quota::QuotaDailyWarning>(&mut all);
    components::<quota::QuotaMinuteExceeded>(&mut all);
    components::<oauth::OauthTokenRevoked>(&mut all);
    assert!(all.contains_key("EventError") && all.contains_key("Fixed_failed"));
}

#[test]
fn constants_equal_their_names() {
    assert_eq!(EXAM_GENERATION_STARTED, "exam.generation.started");
    assert_eq!(EXAM_GENERATION_COMPLETED, "exam.generation.completed");
    assert_eq!(EXAM_NODE_UPDATED, "exam.node.updated");
    assert_eq!(EXAM_EXPORT_FAILED, "exam.export.failed");
    assert_eq!(EXAM_PAPER_RENDERED, "exam.paper.rendered");
    assert_eq!(EXAM_SUBMISSION_CORRECTED, "exam.submission.corrected");
    assert_eq!(
        PAPER_CORRECTION_NEEDS_REVIEW,
        "paper.correction.needs_review"
    );
    assert_eq!(COURSE_SECTION_WRITTEN, "course.section.written");
    assert_eq!(GAME_DELETED, "game.deleted");
    assert_eq!(WEBHOOK_TEST, "webhook.test");
    assert_eq!(
        MARKETPLACE_COMMISSION_UPDATED,
        "marketplace.commission.updated"
    );
    assert_eq!(API_KEY_ROTATED, "api_key.rotated");
    assert_eq!(QUOTA_MINUTE_EXCEEDED, "quota.minute.exceeded");
    assert_eq!(ACCOUNT_UPDATED, "account.updated");
    assert_eq!(OAUTH_TOKEN_REVOKED, "oauth.token.revoked");
    assert_eq!(
        exam::ExamGenerationCompleted::TYPE,
        EXAM_GENERATION_COMPLETED
    );
    assert_eq!(account::ApiKeyRotated::TYPE, API_KEY_ROTATED);
    for t in EVENT_TYPES {
        assert_eq!(event_type(t.name), Some(t));
    }
    assert_eq!(event_type("exam.nope"), None);
    assert_eq!(schema("exam.nope"), None);
}

#[test]
fn exam_generation_completed_carries_exactly_the_contract_fields() {
    let s = schema(EXAM_GENERATION_COMPLETED).unwrap();
    assert_eq!(required(&s), HashSet::from(["exam"]));
    let exam = &s["properties"]["exam"];
    assert_eq!(exam["type"], "object");
    assert_eq!(
        required(exam),
        HashSet::from(["id", "subject", "level", "nodeCount"])
    );
    let props = exam["properties"].as_object().unwrap();
    assert_eq!(props.len(), 4);
    assert_eq!(props["id"]["type"], "string");
    assert_eq!(props["id"]["pattern"], "^exam_");
    assert_eq!(props["subject"]["type"], "string");
    assert_eq!(props["level"]["type"], "string");
    assert_eq!(props["nodeCount"]["type"], "integer");
    assert_eq!(exam["description"], "The generated exam.");
    assert_eq!(props["id"]["description"], "Exam id (`exam_…`).");
}

#[test]
fn shapes_fixed_by_the_brief() {
    let api_key = schema(API_KEY_CREATED).unwrap();
    let key = &api_key["properties"]["apiKey"];
    assert_eq!(
        required(key),
        HashSet::from(["id", "name", "prefix", "scopes", "environment"])
    );
    assert!(key["properties"].get("value").is_none());
    assert_eq!(
        key["properties"]["environment"]["enum"],
        json!(["live", "test"])
    );
    let rotated = schema(API_KEY_ROTATED).unwrap();
    let rotated = &rotated["properties"]["apiKey"];
    assert!(required(rotated).is_superset(&HashSet::from(["replacedBy", "expiresAt"])));

    for name in [
        WEBHOOK_CREATED,
        WEBHOOK_UPDATED,
        WEBHOOK_DELETED,
        WEBHOOK_DISABLED,
    ] {
        let s = schema(name).unwrap();
        assert_eq!(
            required(&s["properties"]["webhook"]),
            HashSet::from(["id", "url", "events", "enabled"])
        );
    }
    let disabled = schema(WEBHOOK_DISABLED).unwrap();
    assert_eq!(required(&disabled), HashSet::from(["webhook", "reason"]));
    let test = schema(WEBHOOK_TEST).unwrap();
    assert_eq!(required(&test), HashSet::from(["webhook", "message"]));
    assert_eq!(
        required(&test["properties"]["webhook"]),
        HashSet::from(["id"])
    );

    for (name, window) in [
        (QUOTA_DAILY_WARNING, "day"),
        (QUOTA_DAILY_EXCEEDED, "day"),
        (QUOTA_MINUTE_EXCEEDED, "minute"),
    ] {
        let s = schema(name).unwrap();
        let q = &s["properties"]["quota"];
        assert!(required(q).is_superset(&HashSet::from(["window", "limit", "used", "resetsAt"])));
        assert_eq!(q["properties"]["resetsAt"]["format"], "date-time");
        assert_eq!(q["properties"]["window"]["const"], window);
    }

    let failed = schema(EXAM_GENERATION_FAILED).unwrap();
    assert_eq!(
        required(&failed["properties"]["error"]),
        HashSet::from(["code", "detail"])
    );
    assert_eq!(
        failed["properties"]["error"]["description"],
        "Why it failed."
    );
    assert_eq!(
        failed["properties"]["exam"]["properties"]["status"]["const"],
        "failed"
    );
    let started = schema(EXAM_GENERATION_STARTED).unwrap();
    let status = &started["properties"]["exam"]["properties"]["status"];
    assert_eq!(status["const"], "generating");
    assert_eq!(status["type"], "string");
    assert_eq!(status["description"], "Exam state.");
    let updated = schema(EXAM_UPDATED).unwrap();
    assert_eq!(
        updated["properties"]["exam"]["properties"]["status"]["enum"],
        json!(["generating", "ready", "failed"])
    );
    let node = schema(EXAM_NODE_UPDATED).unwrap();
    assert_eq!(
        required(&node["properties"]["node"]),
        HashSet::from(["id", "version"])
    );
    let blueprint = schema(EXAM_BLUEPRINT_VALIDATED).unwrap();
    assert_eq!(
        required(&blueprint["properties"]["blueprint"]),
        HashSet::from(["valid", "errors", "warnings"])
    );
    let review = schema(PAPER_CORRECTION_NEEDS_REVIEW).unwrap();
    let nodes = &review["properties"]["correction"]["properties"]["uncertainNodes"];
    assert_eq!(nodes["type"], "array");
    assert_eq!(nodes["items"]["pattern"], "^node_");
    let purchase = schema(MARKETPLACE_PURCHASE_REFUNDED).unwrap();
    let purchase = &purchase["properties"]["purchase"];
    assert_eq!(
        required(purchase),
        HashSet::from(["id", "productId", "price", "status"])
    );
    assert_eq!(
        purchase["properties"]["price"]["properties"]["currency"]["pattern"],
        "^[A-Z]{3}$"
    );
    assert_eq!(
        purchase["properties"]["price"]["description"],
        "Amount paid."
    );
    assert_eq!(
        purchase["properties"]["commission"]["description"],
        "Platform commission on the sale."
    );
}

#[test]
fn resource_ids_carry_their_prefix() {
    let cases = [
        (COURSE_PUBLISHED, "course", "^crs_"),
        (COURSE_SECTION_WRITTEN, "section", "^sec_"),
        (GAME_UPDATED, "game", "^game_"),
        (EXAM_EXPORT_COMPLETED, "export", "^exp_"),
        (EXAM_SUBMISSION_RECEIVED, "submission", "^sub_"),
        (MARKETPLACE_PRODUCT_CREATED, "product", "^prod_"),
        (MARKETPLACE_PURCHASE_COMPLETED, "purchase", "^pur_"),
        (MARKETPLACE_ENROLLMENT_CREATED, "enrollment", "^enr_"),
        (MARKETPLACE_PAYOUT_PAID, "payout", "^pay_"),
        (OAUTH_CLIENT_AUTHORIZED, "client", "^cli_"),
        (ACCOUNT_UPDATED, "account", "^acc_"),
        (WEBHOOK_CREATED, "webhook", "^whk_"),
        (API_KEY_REVOKED, "apiKey", "^key_"),
    ];
    for (name, key, pattern) in cases {
        let s = schema(name).unwrap();
        let resource = &s["properties"][key];
        assert!(required(&s).contains(key), "{name}");
        assert!(required(resource).contains("id"), "{name}");
        assert_eq!(resource["properties"]["id"]["pattern"], pattern, "{name}");
    }
}

// ---------------------------------------------------------------------------------------------
// The payloads the emit sites build serialize exactly as the `json!` they build today.
// ---------------------------------------------------------------------------------------------

#[test]
fn exam_payloads_serialize_as_the_emit_sites_data() {
    let head = || exam::ExamHead::new("exam_1", "mathematiques", "4e");
    // exams::exam_data: {id, subject, level, status, nodeCount}.
    let exam_data = |status: &str, n: u32| {
        json!({ "exam": { "id": "exam_1", "subject": "mathematiques", "level": "4e",
            "status": status, "nodeCount": n } })
    };
    assert_eq!(
        exam::ExamGenerationStarted::new(head(), 0).to_data(),
        exam_data("generating", 0)
    );
    assert_eq!(
        exam::ExamGenerationCompleted::new(head(), 31).to_data(),
        json!({ "exam": { "id": "exam_1", "subject": "mathematiques", "level": "4e", "nodeCount": 31 } })
    );
    let mut failed = exam_data("failed", 9);
    failed["error"] = json!({ "code": "generation_failed", "detail": "boom" });
    let error = shared::EventError::new("generation_failed", "boom");
    assert_eq!(
        exam::ExamGenerationFailed::new(head(), 9, error).to_data(),
        failed
    );
    let status = crate::domain::exam::ExamStatus::Ready;
    assert_eq!(
        exam::ExamUpdated::new(head(), status, 31).to_data(),
        exam_data("ready", 31)
    );
    assert_eq!(
        exam::ExamDeleted::new(head(), status, 31).to_data(),
        exam_data("ready", 31)
    );
    assert_eq!(
        exam::ExamNodeUpdated::new("exam_1", "node_2", 3).to_data(),
        json!({ "exam": { "id": "exam_1" }, "node": { "id": "node_2", "version": 3 } })
    );
    assert_eq!(
        exam::ExamBlueprintValidated::new(false, 2, 1).to_data(),
        json!({ "blueprint": { "valid": false, "errors": 2, "warnings": 1 } })
    );
    for data in [
        exam::ExamGenerationStarted::new(head(), 0).to_data(),
        exam::ExamUpdated::new(head(), status, 31).to_data(),
    ] {
        let name = if data["exam"]["status"] == "generating" {
            EXAM_GENERATION_STARTED
        } else {
            EXAM_UPDATED
        };
        let errors = validate(&schema(name).unwrap(), &data);
        assert!(errors.is_empty(), "{errors:?}");
    }
}

#[test]
fn account_payloads_serialize_as_the_emit_sites_data() {
    use crate::auth::keys::{ApiKey, Environment};
    use crate::auth::scopes::Scope;
    let now = Utc.with_ymd_and_hms(2025, 11, 22, 10, 4, 25).unwrap();
    let mut key = ApiKey {
        id: "key_1".to_owned(),
        object: "api_key".to_owned(),
        account_id: "acc_1".to_owned(),
        livemode: false,
        name: "ci".to_owned(),
        environment: Environment::Test,
        prefix: "eg_test_AbCd".to_owned(),
        scopes: vec![Scope::ExamsRead, Scope::ExamsWrite],
        allowed_ips: Vec::new(),
        created_at: now,
        expires_at: None,
        revoked_at: None,
        replaced_by: None,
    };
    // accounts::key_data.
    let key_json = json!({ "id": "key_1", "name": "ci", "prefix": "eg_test_AbCd",
        "scopes": ["exams:read", "exams:write"], "environment": "test" });
    assert_eq!(
        account::ApiKeyCreated::from(&key).to_data(),
        json!({ "apiKey": key_json })
    );
    key.replaced_by = Some("key_2".to_owned());
    key.expires_at = Some(now);
    let mut rotated = key_json.clone();
    rotated["replacedBy"] = json!("key_2");
    rotated["expiresAt"] = json!("2025-11-22T10:04:25.000Z");
    assert_eq!(
        account::ApiKeyRotated::of(&key).unwrap().to_data(),
        json!({ "apiKey": rotated })
    );
    // A rotated key revoked during its grace period: key_data's fields, and when it was revoked.
    key.revoked_at = Some(now);
    rotated["revokedAt"] = json!("2025-11-22T10:04:25.000Z");
    let revoked = account::ApiKeyRevoked::from(&key).to_data();
    assert_eq!(revoked, json!({ "apiKey": rotated }));
    let errors = validate(&schema(API_KEY_REVOKED).unwrap(), &revoked);
    assert!(errors.is_empty(), "{errors:?}");
    key.replaced_by = None;
    assert!(account::ApiKeyRotated::of(&key).is_none());
}

#[test]
fn webhook_and_quota_payloads_serialize_as_the_emit_sites_data() {
    assert_eq!(
        webhook::WebhookTest::new("whk_1").to_data(),
        json!({ "webhook": { "id": "whk_1" }, "message": "This is a test event from edugen." })
    );
    let subscription = webhook::Subscription {
        id: "whk_1".to_owned(),
        url: "https://example.com/h".to_owned(),
        events: vec!["exam.*".to_owned()],
        enabled: false,
    };
    assert_eq!(
        webhook::WebhookDisabled::new(subscription, "the receiver answered 410 Gone").to_data(),
        json!({
            "webhook": { "id": "whk_1", "url": "https://example.com/h", "events": ["exam.*"], "enabled": false },
            "reason": "the receiver answered 410 Gone",
        })
    );
    let usage = || quota::QuotaUsage::new(1_000, 800, "2025-11-23T00:00:00.000Z");
    let data = |window: &str, used: u64| {
        json!({ "quota": { "window": window, "limit": 1_000, "used": used,
            "resetsAt": "2025-11-23T00:00:00.000Z" } })
    };
    assert_eq!(
        quota::QuotaDailyWarning::new(usage()).to_data(),
        data("day", 800)
    );
    assert_eq!(
        quota::QuotaDailyExceeded::new(usage()).to_data(),
        data("day", 800)
    );
    assert_eq!(
        quota::QuotaMinuteExceeded::new(usage()).to_data(),
        data("minute", 800)
    );
}

// ---------------------------------------------------------------------------------------------
// The OpenAPI `webhooks` section.
// ---------------------------------------------------------------------------------------------

#[test]
fn openapi_webhooks_parse_as_an_openapi_3_1_document() {
    let doc = json!({
        "openapi": "3.1.0",
        "info": { "title": "edugen", "version": "v1" },
        "paths": {},
        "webhooks": openapi_webhooks()
    });
    let spec = oas3::from_json(doc.to_string()).expect("parses as OpenAPI 3.1");
    assert_eq!(spec.webhooks.len(), 60);
    let op = spec.webhooks[EXAM_GENERATION_COMPLETED]
        .post
        .as_ref()
        .unwrap();
    assert_eq!(op.operation_id.as_deref(), Some("examGenerationCompleted"));
    assert!(!doc.to_string().contains("$ref"));
}

#[test]
fn openapi_webhooks_has_one_operation_per_type_with_an_example() {
    let webhooks = openapi_webhooks();
    let webhooks = webhooks.as_object().unwrap();
    assert_eq!(webhooks.len(), 60);
    let mut ids = HashSet::new();
    for t in EVENT_TYPES {
        let op = &webhooks[t.name]["post"];
        assert!(
            ids.insert(op["operationId"].as_str().unwrap().to_owned()),
            "{}",
            t.name
        );
        assert_eq!(op["summary"], t.description);
        let content = &op["requestBody"]["content"]["application/json"];
        let body = &content["schema"];
        assert_eq!(body["properties"]["type"]["const"], t.name);
        assert_eq!(body["properties"]["api_version"]["const"], "v1");
        assert_eq!(body["properties"]["id"]["pattern"], "^evt_");
        assert_eq!(body["properties"]["account_id"]["pattern"], "^acc_");
        assert_eq!(body["properties"]["idempotency_key"]["pattern"], "^idem_");
        assert_eq!(body["properties"]["created_at"]["format"], "date-time");
        assert_eq!(body["properties"]["data"], schema(t.name).unwrap());
        assert_eq!(required(body).len(), 7);
        let example = &content["example"];
        assert_eq!(example["type"], t.name);
        assert_eq!(example["data"], t.example());
        let errors = validate(body, example);
        assert!(errors.is_empty(), "{}: {errors:?}", t.name);
        let header = &op["parameters"][0];
        assert_eq!(header["name"], "X-Edugen-Signature");
        assert_eq!(header["in"], "header");
        assert_eq!(header["required"], true);
        assert!(validate(&header["schema"], &header["example"]).is_empty());
        assert!(op["responses"]["2XX"]["description"].is_string());
    }
    assert_eq!(ids.len(), 60);
    assert_eq!(
        webhooks[EXAM_GENERATION_COMPLETED]["post"]["operationId"],
        "examGenerationCompleted"
    );
    assert_eq!(
        webhooks[API_KEY_CREATED]["post"]["operationId"],
        "apiKeyCreated"
    );
    assert_eq!(
        webhooks[PAPER_CORRECTION_NEEDS_REVIEW]["post"]["operationId"],
        "paperCorrectionNeedsReview"
    );
}
