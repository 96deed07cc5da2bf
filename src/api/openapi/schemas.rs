//! Schemas the derives cannot write: the ids of the shipped curriculum and the webhook event
//! patterns as enumerations (the server refuses any other value with 400), strings bounded after
//! trimming, and the data of the exam stream's events.

use std::borrow::Cow;
use std::collections::BTreeSet;

use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::{PartialSchema, ToSchema};

use crate::domain::curriculum::curriculum;
use crate::domain::exam::QuestionNode;
use crate::events::catalogue::EVENT_TYPES;
use crate::events::pattern::Pattern;

/// A string schema listing `values`.
fn one_of_strings(description: &str, values: impl IntoIterator<Item = String>) -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .description(Some(description))
        .enum_values(Some(values))
        .into()
}

macro_rules! enumerated {
    ($($name:ident: $doc:literal => $values:expr;)*) => {$(
        #[doc = $doc]
        #[allow(dead_code)]
        pub(crate) struct $name;

        impl PartialSchema for $name {
            fn schema() -> RefOr<Schema> {
                one_of_strings($doc, $values)
            }
        }

        impl ToSchema for $name {
            fn name() -> Cow<'static, str> {
                Cow::Borrowed(stringify!($name))
            }
        }
    )*};
}

enumerated! {
    SubjectId: "A subject id of the shipped curriculum (`mathematiques`, `physique-chimie`)."
        => curriculum().subjects().iter().map(|s| s.id.clone());
    LevelId: "A level id of the shipped curriculum, PS to Tle (`6e`, `2de`)."
        => curriculum().levels().iter().map(|l| l.id.clone());
    CycleId: "A cycle id of the shipped curriculum (`cycle3`, `lycee`)."
        => curriculum().cycles().iter().map(|c| c.id.clone());
    SequenceId: "A sequence id of the shipped curriculum (`mathematiques-4e-espace-et-geometrie`)."
        => curriculum().sequences().iter().map(|s| s.id.clone());
    ChapterId: "A chapter id of the shipped curriculum (`mathematiques-4e-theoreme-de-pythagore`)."
        => curriculum().chapters().iter().map(|c| c.id.clone());
    BloomLevelId: "A level of the revised Bloom taxonomy."
        => curriculum().bloom_levels().iter().map(|b| b.id.clone());
    CompetencyId: "A domain or component of the socle commun (`D1.3`, `D4`)."
        => curriculum().competencies().iter().map(|c| c.id.clone());
    EventPattern: "An event type pattern: `*` (every type), a family such as `exam.*` (every type under \
        `exam.` at any depth), segments replaced by `*` (`exam.*.completed`: exactly one segment), \
        or an exact type name. A pattern must select at least one of the 60 event types; these are \
        all the patterns that do." => event_patterns();
}

/// Every pattern that selects at least one event type: `*`, each type's families (`a.*`,
/// `a.b.*`) and each type with any of its segments replaced by `*`.
pub(crate) fn event_patterns() -> Vec<String> {
    let mut out = BTreeSet::from(["*".to_owned()]);
    for t in EVENT_TYPES {
        let segments: Vec<&str> = t.name.split('.').collect();
        for n in 1..segments.len() {
            out.insert(format!("{}.*", segments[..n].join(".")));
        }
        for mask in 0u32..(1 << segments.len()) {
            let p: Vec<&str> = segments
                .iter()
                .enumerate()
                .map(|(i, s)| if mask & (1 << i) != 0 { "*" } else { *s })
                .collect();
            out.insert(p.join("."));
        }
    }
    out.into_iter()
        .filter(|p| Pattern::parse(p).is_ok())
        .collect()
}

/// The characters Rust's `str::trim` removes (Unicode `White_Space`), as a regex class body.
const WHITE_SPACE: &str =
    r"\t\n\u000B\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000";

/// A pattern matching strings of `min..=max` characters once leading and trailing white space is
/// removed (the server trims such strings before it counts them).
pub(crate) fn trimmed_length(max: usize) -> String {
    format!(
        "^[{WHITE_SPACE}]*[^{WHITE_SPACE}](?:[\\s\\S]{{0,{}}}[^{WHITE_SPACE}])?[{WHITE_SPACE}]*$",
        max.saturating_sub(2)
    )
}

/// A pattern matching strings holding at least one character that is not white space.
pub(crate) fn not_blank() -> String {
    format!("[^{WHITE_SPACE}]")
}

/// Data of the `started` event of an exam stream: the exam exists, generation begins.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
#[allow(dead_code)]
pub(crate) struct ExamStreamStarted {
    /// `exam_…`
    exam_id: String,
}

/// Data of a `question` event of an exam stream: one generated question, with its visual.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
#[allow(dead_code)]
pub(crate) struct ExamStreamQuestion {
    /// `exam_…`
    exam_id: String,
    /// 0 for the first question.
    index: u32,
    /// The question node, as stored in the exam's tree.
    node: QuestionNode,
}

/// Data of the `done` event of an exam stream, sent last: the exam is `ready`.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
#[allow(dead_code)]
pub(crate) struct ExamStreamDone {
    /// `exam_…`
    exam_id: String,
    /// Questions generated.
    node_count: u32,
}

const IPV4: &str = r"(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])";
const IPV6: &str = concat!(
    r"(?:(?:[0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|(?:[0-9a-fA-F]{1,4}:){1,7}:",
    r"|(?:[0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|(?:[0-9a-fA-F]{1,4}:){1,5}(?::[0-9a-fA-F]{1,4}){1,2}",
    r"|(?:[0-9a-fA-F]{1,4}:){1,4}(?::[0-9a-fA-F]{1,4}){1,3}|(?:[0-9a-fA-F]{1,4}:){1,3}(?::[0-9a-fA-F]{1,4}){1,4}",
    r"|(?:[0-9a-fA-F]{1,4}:){1,2}(?::[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:(?::[0-9a-fA-F]{1,4}){1,6}",
    r"|:(?:(?::[0-9a-fA-F]{1,4}){1,7}|:))"
);

/// The patterns of an IPv4 and an IPv6 CIDR network (`192.0.2.0/24`, `2001:db8::/32`).
pub(crate) fn cidr_patterns() -> [String; 2] {
    [
        format!("^{IPV4}/(?:3[0-2]|[12]?[0-9])$"),
        format!("^{IPV6}/(?:12[0-8]|1[01][0-9]|[1-9]?[0-9])$"),
    ]
}

/// A client address or CIDR network of an API key's allow-list.
#[allow(dead_code)]
pub(crate) struct IpNetwork;

impl PartialSchema for IpNetwork {
    fn schema() -> RefOr<Schema> {
        use utoipa::openapi::schema::{AnyOfBuilder, KnownFormat, SchemaFormat};
        let [v4, v6] = cidr_patterns();
        let format = |f| {
            ObjectBuilder::new()
                .schema_type(Type::String)
                .format(Some(SchemaFormat::KnownFormat(f)))
        };
        let pattern = |p: String| {
            ObjectBuilder::new()
                .schema_type(Type::String)
                .pattern(Some(p))
        };
        AnyOfBuilder::new()
            .description(Some(
                "An IPv4 or IPv6 address (`203.0.113.7`, `2001:db8::1`) or CIDR network \
                 (`192.0.2.0/24`, `2001:db8::/32`).",
            ))
            .item(format(KnownFormat::Ipv4))
            .item(format(KnownFormat::Ipv6))
            .item(pattern(v4))
            .item(pattern(v6))
            .into()
    }
}

impl ToSchema for IpNetwork {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("IpNetwork")
    }
}

/// The webhook URLs the schema promises the server accepts: `https://`, a host name, an optional
/// port, path and query (the server parses with `http::Uri`; a URL it reads differently, such as
/// one with user information, may be refused).
pub(crate) const WEBHOOK_URL: &str = concat!(
    r"^https://[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?(?::[0-9]{1,4})?",
    r"(?:/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*)?(?:\?[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*)?$"
);

/// The pattern of an `If-Match` value the server reads: a node version (an unsigned integer),
/// quoted as its `ETag` (`"3"`), weak (`W/"3"`) or bare.
pub(crate) const IF_MATCH: &str = r#"^(?:W/)?"?[0-9]{1,19}"?$"#;

#[cfg(test)]
mod tests {
    use super::*;

    fn matches(pattern: &str, s: &str) -> bool {
        // `regex` reads these patterns as ECMA-262 does with the `u` flag (JSON Schema's dialect).
        regex::Regex::new(pattern).unwrap().is_match(s)
    }

    #[test]
    fn trimmed_lengths_count_what_the_server_counts() {
        let p = trimmed_length(100);
        let server = |s: &str| !s.trim().is_empty() && s.trim().chars().count() <= 100;
        let a100 = "a".repeat(100);
        for s in [
            "a",
            " a ",
            "\u{a0}b\u{2003}",
            "\u{1c}",
            "\u{feff}",
            "",
            "   ",
            "\u{3000}\t\n",
            &a100,
            &format!("  {a100}  "),
            &format!("{a100}a"),
            &format!("é{}é", "\u{1F600}".repeat(98)),
        ] {
            assert_eq!(matches(&p, s), server(s), "{s:?}");
        }
        let blank = not_blank();
        for s in ["a", " a", "", " \u{2028}", "\u{1c}"] {
            assert_eq!(matches(&blank, s), !s.trim().is_empty(), "{s:?}");
        }
    }

    #[test]
    fn every_listed_pattern_is_accepted_and_they_are_all_there() {
        let all = event_patterns();
        for p in [
            "*",
            "exam.*",
            "exam.*.completed",
            "exam.generation.completed",
        ] {
            assert!(all.contains(&p.to_owned()), "{p}");
        }
        assert!(!all.contains(&"exam.generation.completed.*".to_owned()));
        assert!(all.iter().all(|p| Pattern::parse(p).is_ok()));
    }

    #[test]
    fn network_patterns_match_what_the_server_parses() {
        let [v4, v6] = cidr_patterns();
        for ok in ["192.0.2.0/24", "10.0.0.1/32", "0.0.0.0/0"] {
            assert!(matches(&v4, ok), "{ok}");
            assert!(ok.parse::<ipnet::IpNet>().is_ok(), "{ok}");
        }
        for ok in ["2001:db8::/32", "::/0", "::1/128", "fe80::1:2/64", "1::/8"] {
            assert!(matches(&v6, ok), "{ok}");
            assert!(ok.parse::<ipnet::IpNet>().is_ok(), "{ok}");
        }
        for bad in ["192.0.2.0/33", "256.0.0.0/8", "01.2.3.4/8", "1.2.3/8"] {
            assert!(!matches(&v4, bad), "{bad}");
        }
        assert!(!matches(&v6, "2001:db8::/129"));
    }

    proptest::proptest! {
        #[test]
        fn webhook_urls_of_the_pattern_are_accepted(
            url in proptest::string::string_regex(&WEBHOOK_URL[1..WEBHOOK_URL.len() - 1]).unwrap()
        ) {
            let uri: http::Uri = url.parse().unwrap();
            proptest::prop_assert_eq!(uri.scheme_str(), Some("https"));
            proptest::prop_assert!(uri.host().is_some_and(|h| !h.is_empty()));
            proptest::prop_assert!(url.len() <= 2048);
        }

        #[test]
        fn trimmed_strings_of_the_pattern_are_accepted(
            s in proptest::string::string_regex(&{
                let p = trimmed_length(100);
                p[1..p.len() - 1].to_owned()
            }).unwrap()
        ) {
            proptest::prop_assert!(!s.trim().is_empty() && s.trim().chars().count() <= 100);
        }
    }

    #[test]
    fn if_match_values_of_the_pattern_are_read_by_the_server() {
        for ok in ["\"3\"", "W/\"3\"", "3", "\"9999999999999999999\""] {
            assert!(matches(IF_MATCH, ok), "{ok}");
            let v = ok.trim().trim_start_matches("W/").trim_matches('"');
            assert!(v.parse::<u64>().is_ok(), "{ok}");
        }
        for bad in ["", "W/", "\"x\"", "3.0"] {
            assert!(!matches(IF_MATCH, bad), "{bad}");
        }
    }
}
