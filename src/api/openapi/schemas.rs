//! Schemas the derives cannot write: the ids of the shipped curriculum and the webhook event
//! patterns as enumerations (the server refuses any other value with 400), strings bounded after
//! trimming, and the data of the exam stream's events.

use utoipa::ToSchema;

use crate::domain::exam::QuestionNode;

pub(crate) use crate::domain::schema::{
    BloomLevelId, ChapterId, CompetencyId, CycleId, IpNetwork, LevelId, SequenceId, SubjectId,
};
pub(crate) use crate::events::schema::EventPattern;

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

/// Data of the `started` event of a game stream: the game exists, generation begins.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
#[allow(dead_code)]
pub(crate) struct GameStreamStarted {
    /// `game_…`
    game_id: String,
}

/// Data of a `module` event of a game stream: one generated module, with its content.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
#[allow(dead_code)]
pub(crate) struct GameStreamModule {
    /// `game_…`
    game_id: String,
    /// 0 for the first module.
    index: u32,
    /// The module, as stored in the game.
    module: crate::domain::game::Module,
}

/// Data of the `done` event of a game stream, sent last: the game is `ready`.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
#[allow(dead_code)]
pub(crate) struct GameStreamDone {
    /// `game_…`
    game_id: String,
    /// Modules generated.
    module_count: u32,
    /// The game's maximum score.
    max_points: u32,
}

/// Data of the `started` event of a course pass's stream.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
#[allow(dead_code)]
pub(crate) struct CourseStreamStarted {
    /// `crs_…`
    course_id: String,
    /// The pass: 1 for the architecture, then one per writing request.
    pass: u32,
}

/// Data of a `section` event of a course pass's stream: one section outlined or written.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
#[allow(dead_code)]
pub(crate) struct CourseStreamSection {
    /// `crs_…`
    course_id: String,
    /// The section's position in the course, from 0.
    index: u32,
    /// The section, as stored in the course.
    section: crate::domain::course::Section,
}

/// Data of the `done` event of a course pass's stream, sent last.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
#[allow(dead_code)]
pub(crate) struct CourseStreamDone {
    /// `crs_…`
    course_id: String,
    /// The pass.
    pass: u32,
    /// Sections in the course.
    section_count: u32,
    /// The course's state after the pass: `outlined` or `written`.
    status: crate::domain::course::CourseStatus,
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
    use crate::domain::schema::cidr_patterns;
    use crate::events::pattern::Pattern;
    use crate::events::schema::event_patterns;

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
