//! Subscription patterns: which event types a webhook subscription receives.
//!
//! A pattern is made of dotted segments, each `[a-z0-9_]+` or `*`:
//! - `*` alone matches every event type;
//! - a pattern ending in `.*` whose other segments are all literal (`exam.*`, `paper.correction.*`)
//!   matches every type under that prefix, at any depth (`exam.*` matches `exam.updated` and
//!   `exam.generation.completed`, but neither `exam` nor `examination.x`);
//! - otherwise a `*` stands for exactly one segment and the segment counts must be equal
//!   (`exam.*.completed` matches `exam.generation.completed`, not `exam.updated`);
//! - a pattern without `*` is an exact type name.
//!
//! [`Pattern::parse`] also refuses a pattern that matches none of the catalogue's types.

use std::fmt;
use std::str::FromStr;

use super::catalogue::{EVENT_TYPES, EventType};

/// The longest pattern accepted, in characters.
pub const MAX_PATTERN_LEN: usize = 200;

/// A validated subscription pattern.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Pattern(String);

impl Pattern {
    /// Checks the syntax of `s` and that it matches at least one type of the catalogue.
    pub fn parse(s: &str) -> Result<Pattern, PatternError> {
        check_syntax(s)?;
        let pattern = Pattern(s.to_owned());
        if EVENT_TYPES.iter().any(|t| pattern.matches(t.name)) {
            Ok(pattern)
        } else {
            Err(PatternError::MatchesNothing)
        }
    }

    /// Whether the event type named `event_type` is selected by this pattern.
    pub fn matches(&self, event_type: &str) -> bool {
        let pattern = self.0.as_str();
        if pattern == "*" {
            return true;
        }
        if let Some(prefix) = pattern.strip_suffix('*')
            && !prefix.contains('*')
        {
            // `exam.*`: every type under `exam.`, at any depth (`prefix` keeps its final dot).
            return event_type
                .strip_prefix(prefix)
                .is_some_and(|rest| !rest.is_empty());
        }
        let mut wanted = pattern.split('.');
        let mut actual = event_type.split('.');
        loop {
            match (wanted.next(), actual.next()) {
                (None, None) => return true,
                (Some(w), Some(a)) if (w == "*" && !a.is_empty()) || w == a => {}
                _ => return false,
            }
        }
    }

    /// The pattern as written.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The catalogue's event types this pattern selects.
    pub fn event_types(&self) -> impl Iterator<Item = &'static EventType> + '_ {
        EVENT_TYPES.iter().filter(|t| self.matches(t.name))
    }
}

impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl AsRef<str> for Pattern {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl FromStr for Pattern {
    type Err = PatternError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Pattern::parse(s)
    }
}

/// Why a subscription pattern was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PatternError {
    /// The pattern is the empty string.
    #[error("The pattern is empty.")]
    Empty,
    /// The pattern breaks the syntax; the string says how.
    #[error("The pattern is malformed: {0}.")]
    Malformed(String),
    /// The pattern is well formed but selects none of the event types.
    #[error("The pattern matches none of the {} event types.", EVENT_TYPES.len())]
    MatchesNothing,
}

/// Whether any of `patterns` selects the event type named `event_type`.
pub fn matches_any(patterns: &[Pattern], event_type: &str) -> bool {
    patterns.iter().any(|p| p.matches(event_type))
}

fn check_syntax(s: &str) -> Result<(), PatternError> {
    let malformed = |why: &str| Err(PatternError::Malformed(why.to_owned()));
    if s.is_empty() {
        return Err(PatternError::Empty);
    }
    if s.chars().count() > MAX_PATTERN_LEN {
        return Err(PatternError::Malformed(format!(
            "it is longer than {MAX_PATTERN_LEN} characters"
        )));
    }
    if let Some(c) = s
        .chars()
        .find(|c| !matches!(c, 'a'..='z' | '0'..='9' | '_' | '.' | '*'))
    {
        return if c.is_uppercase() {
            malformed("uppercase letters are not allowed; event types are lowercase")
        } else if c.is_whitespace() {
            malformed("spaces are not allowed")
        } else {
            Err(PatternError::Malformed(format!(
                "the character {c:?} is not allowed; use a-z, 0-9, `_`, `.` and `*`"
            )))
        };
    }
    for segment in s.split('.') {
        if segment.is_empty() {
            return malformed("it has an empty segment (a leading, trailing or doubled dot)");
        }
        if segment.contains("**") {
            return malformed("`**` is not allowed; `*` alone or `prefix.*` matches at any depth");
        }
        if segment.contains('*') && segment != "*" {
            return malformed("`*` must be a whole segment, as in `exam.*`");
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::events::catalogue::*;

    fn p(s: &str) -> Pattern {
        Pattern::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    fn selected(s: &str) -> Vec<&'static str> {
        p(s).event_types().map(|t| t.name).collect()
    }

    fn malformed(s: &str) -> bool {
        matches!(Pattern::parse(s), Err(PatternError::Malformed(_)))
    }

    #[test]
    fn star_alone_matches_all_60() {
        let all = p("*");
        assert!(EVENT_TYPES.iter().all(|t| all.matches(t.name)));
        assert_eq!(selected("*").len(), 60);
    }

    #[test]
    fn family_patterns_match_at_any_depth() {
        let exam = p("exam.*");
        assert!(exam.matches("exam.updated"));
        assert!(exam.matches("exam.generation.completed"));
        assert!(!exam.matches("exam"));
        assert!(!exam.matches("examination.x"));
        let names = selected("exam.*");
        assert_eq!(names.len(), 15);
        assert!(names.iter().all(|n| n.starts_with("exam.")));

        assert_eq!(
            selected("paper.correction.*"),
            [
                PAPER_CORRECTION_STARTED,
                PAPER_CORRECTION_COMPLETED,
                PAPER_CORRECTION_FAILED,
                PAPER_CORRECTION_NEEDS_REVIEW,
            ]
        );
        assert!(!p("paper.correction.*").matches("paper.correction"));
        assert!(!p("paper.correction.*").matches(PAPER_COPY_RECEIVED));
        assert_eq!(selected("paper.*").len(), 5);
    }

    #[test]
    fn inner_star_stands_for_exactly_one_segment() {
        let completed = p("exam.*.completed");
        assert!(completed.matches("exam.generation.completed"));
        assert!(completed.matches("exam.export.completed"));
        assert!(!completed.matches("exam.updated"));
        assert!(!completed.matches("exam.a.b.completed"));
        assert_eq!(
            selected("exam.*.completed"),
            [EXAM_GENERATION_COMPLETED, EXAM_EXPORT_COMPLETED]
        );

        assert_eq!(
            selected("*.deleted"),
            [EXAM_DELETED, COURSE_DELETED, GAME_DELETED, WEBHOOK_DELETED]
        );
        assert!(!p("*.deleted").matches("exam.node.deleted"));

        assert_eq!(
            selected("marketplace.*.created"),
            [
                MARKETPLACE_PRODUCT_CREATED,
                MARKETPLACE_ENROLLMENT_CREATED,
                MARKETPLACE_PAYOUT_CREATED,
            ]
        );

        // A trailing `*` after another `*` is one segment, not any depth.
        assert!(p("*.*").matches(EXAM_UPDATED));
        assert!(!p("*.*").matches(EXAM_GENERATION_COMPLETED));
        assert!(p("exam.*.*").matches(EXAM_GENERATION_COMPLETED));
        assert!(!p("exam.*.*").matches(EXAM_UPDATED));
    }

    #[test]
    fn exact_names_match_only_themselves() {
        let exact = p("exam.generation.completed");
        assert!(exact.matches(EXAM_GENERATION_COMPLETED));
        assert!(!exact.matches(EXAM_GENERATION_FAILED));
        assert!(!exact.matches("exam.generation.completed.x"));
        assert!(!exact.matches("exam.generation"));
        assert_eq!(selected("api_key.rotated"), [API_KEY_ROTATED]);
        assert_eq!(exact.as_str(), "exam.generation.completed");
        assert_eq!(exact.to_string(), "exam.generation.completed");
        assert_eq!("exam.*".parse::<Pattern>(), Ok(p("exam.*")));
        for t in EVENT_TYPES {
            assert_eq!(selected(t.name), [t.name]);
        }
    }

    #[test]
    fn matches_any_of_several_patterns() {
        let patterns = [p("paper.correction.*"), p("exam.generation.completed")];
        assert!(matches_any(&patterns, PAPER_CORRECTION_FAILED));
        assert!(matches_any(&patterns, EXAM_GENERATION_COMPLETED));
        assert!(!matches_any(&patterns, EXAM_GENERATION_FAILED));
        assert!(!matches_any(&[], EXAM_GENERATION_COMPLETED));
    }

    #[test]
    fn empty_is_its_own_error() {
        assert_eq!(Pattern::parse(""), Err(PatternError::Empty));
    }

    #[test]
    fn malformed_patterns_are_refused() {
        for bad in [
            ".",
            "exam.",
            ".exam",
            "exam..updated",
            "Exam.updated",
            "exam.UPDATED",
            "exam updated",
            " exam.updated",
            "exam.updated ",
            "**",
            "exam.**",
            "exam*",
            "exam.*ed",
            "*exam.updated",
            "exam-updated",
            "exam/updated",
            "examé.updated",
        ] {
            assert!(malformed(bad), "{bad:?} should be malformed");
        }
        let long = format!("exam.{}", "a".repeat(MAX_PATTERN_LEN));
        assert!(malformed(&long));
        // Length alone: exactly 200 characters is well formed (and here matches nothing).
        let exactly = format!("exam.{}", "a".repeat(MAX_PATTERN_LEN - 5));
        assert_eq!(exactly.len(), MAX_PATTERN_LEN);
        assert_eq!(Pattern::parse(&exactly), Err(PatternError::MatchesNothing));
    }

    #[test]
    fn well_formed_patterns_matching_nothing_are_refused() {
        for none in [
            "exam.nope",
            "nothing.*",
            "exam",
            "examination.*",
            "exam.*.nope",
            "*.*.*.*",
            "paper.correction.completed.*",
        ] {
            assert_eq!(
                Pattern::parse(none),
                Err(PatternError::MatchesNothing),
                "{none}"
            );
        }
    }

    #[test]
    fn errors_read_as_sentences() {
        assert_eq!(PatternError::Empty.to_string(), "The pattern is empty.");
        assert_eq!(
            PatternError::MatchesNothing.to_string(),
            "The pattern matches none of the 60 event types."
        );
        let e = Pattern::parse("exam*").unwrap_err();
        assert_eq!(
            e.to_string(),
            "The pattern is malformed: `*` must be a whole segment, as in `exam.*`."
        );
        let e: Box<dyn std::error::Error> = Box::new(PatternError::Empty);
        assert!(e.source().is_none());
    }
}

/// Property tests of pattern parsing and matching over any text.
#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    use crate::props::check;

    fn patterns(cases: u32) {
        let pattern = prop_oneof![
            any::<String>(),
            "[a-z_.*]{0,30}",
            "[a-z]{1,10}(\\.([a-z]{1,12}|\\*)){0,4}",
            proptest::sample::select(EVENT_TYPES.iter().map(|t| t.name).collect::<Vec<_>>())
                .prop_flat_map(|name| {
                    let segments: Vec<String> = name.split('.').map(str::to_owned).collect();
                    let n = segments.len();
                    (Just(segments), 0..n, any::<bool>()).prop_map(|(mut s, i, tail)| {
                        if tail {
                            s.truncate(i + 1);
                            s.push("*".to_owned());
                        } else {
                            s[i] = "*".to_owned();
                        }
                        s.join(".")
                    })
                }),
        ];
        let event = prop_oneof![any::<String>(), "[a-z_.]{0,30}"];
        check("pattern", cases, (pattern, event), |(p, event)| {
            match Pattern::parse(&p) {
                Ok(parsed) => {
                    prop_assert!(parsed.event_types().next().is_some());
                    prop_assert_eq!(parsed.as_str(), p.as_str());
                    let _ = parsed.matches(&event);
                }
                Err(e) => prop_assert!(!e.to_string().is_empty()),
            }
            Ok(())
        });
    }

    #[test]
    fn every_type_matches_itself_and_star() {
        let star = Pattern::parse("*").unwrap();
        for t in EVENT_TYPES {
            let exact = Pattern::parse(t.name).unwrap();
            assert!(exact.matches(t.name) && star.matches(t.name), "{}", t.name);
        }
    }

    #[test]
    fn props_patterns() {
        patterns(1_000);
    }

    /// Part of the long run (see the README).
    #[test]
    #[ignore]
    fn long_props_patterns() {
        patterns(150_000);
    }
}
