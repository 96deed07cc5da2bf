//! `limit` and opaque `cursor` query parameters, and the `{data, next_cursor}` list body.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::Serialize;
use sha2::{Digest, Sha256};
use utoipa::ToSchema;

use super::ctx::Query;
use crate::error::Error;

/// Items per page when `limit` is not given.
pub const DEFAULT_LIMIT: usize = 20;
/// The largest `limit`.
pub const MAX_LIMIT: usize = 100;

/// A page of a list: `{"data": [...], "next_cursor": "..." | null}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Page<T> {
    /// The items.
    pub data: Vec<T>,
    /// Pass as `cursor` to get the next page; `null` on the last page.
    pub next_cursor: Option<String>,
}

/// A validated page request of one list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PageRequest {
    pub(crate) limit: usize,
    /// Where the previous page ended (an id or an offset), from the cursor.
    pub(crate) after: Option<String>,
    list: &'static str,
}

impl PageRequest {
    /// Reads `limit` and `cursor` for the list named `list` (a cursor of another list is refused).
    pub(crate) fn from_query(q: &Query, list: &'static str) -> Result<Self, Error> {
        let limit = match q.get("limit") {
            None => DEFAULT_LIMIT,
            Some(s) => s
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=MAX_LIMIT).contains(n))
                .ok_or_else(|| {
                    Error::invalid("limit", format!("must be an integer from 1 to {MAX_LIMIT}"))
                })?,
        };
        let after = q.get("cursor").map(|c| decode(list, c)).transpose()?;
        Ok(Self { limit, after, list })
    }

    /// The window of the list to read: one more item than the page holds, to know whether
    /// another page follows.
    pub(crate) fn window(&self) -> crate::services::Window {
        crate::services::Window {
            after: self.after.clone(),
            limit: self.limit + 1,
        }
    }

    /// The cursor that resumes after `position`.
    pub(crate) fn cursor_after(&self, position: &str) -> String {
        encode(self.list, position)
    }

    /// Splits `fetched` (up to `limit + 1` items) into a page, with a cursor after the last
    /// item kept when there are more.
    pub(crate) fn page<T, F: Fn(&T) -> String>(&self, mut fetched: Vec<T>, position: F) -> Page<T> {
        let more = fetched.len() > self.limit;
        fetched.truncate(self.limit);
        let next_cursor = if more {
            fetched
                .last()
                .map(|last| self.cursor_after(&position(last)))
        } else {
            None
        };
        Page {
            data: fetched,
            next_cursor,
        }
    }

    /// One page of an in-memory list, by offset.
    pub(crate) fn slice<T: Clone>(&self, all: &[T]) -> Result<Page<T>, Error> {
        let start = match &self.after {
            None => 0,
            Some(s) => s.parse::<usize>().map_err(|_| bad_cursor())?,
        };
        let end = (start + self.limit).min(all.len());
        let data = all.get(start..end).unwrap_or_default().to_vec();
        let next_cursor = (end < all.len()).then(|| self.cursor_after(&end.to_string()));
        Ok(Page { data, next_cursor })
    }
}

fn check(list: &str, position: &str) -> String {
    let digest = Sha256::digest(format!("edugen-cursor\n{list}\n{position}").as_bytes());
    hex::encode(&digest[..6])
}

fn encode(list: &str, position: &str) -> String {
    URL_SAFE_NO_PAD.encode(format!("{list}\n{position}\n{}", check(list, position)))
}

fn bad_cursor() -> Error {
    Error::invalid("cursor", "is not a cursor returned by this list")
}

fn decode(list: &str, cursor: &str) -> Result<String, Error> {
    let bytes = URL_SAFE_NO_PAD.decode(cursor).map_err(|_| bad_cursor())?;
    let text = String::from_utf8(bytes).map_err(|_| bad_cursor())?;
    let mut parts = text.split('\n');
    match (parts.next(), parts.next(), parts.next(), parts.next()) {
        (Some(l), Some(position), Some(sum), None) if l == list && sum == check(l, position) => {
            Ok(position.to_owned())
        }
        _ => Err(bad_cursor()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query(s: &str) -> Query {
        Query(form_urlencoded::parse(s.as_bytes()).into_owned().collect())
    }

    #[test]
    fn limit_defaults_to_20_and_must_be_1_to_100() {
        assert_eq!(PageRequest::from_query(&query(""), "x").unwrap().limit, 20);
        assert_eq!(
            PageRequest::from_query(&query("limit=100"), "x")
                .unwrap()
                .limit,
            100
        );
        for bad in ["limit=0", "limit=101", "limit=-1", "limit=ten", "limit="] {
            let p = PageRequest::from_query(&query(bad), "x").unwrap_err();
            assert_eq!(p.details.unwrap()[0].field, "limit", "{bad}");
        }
    }

    #[test]
    fn cursors_round_trip_and_tampering_is_refused() {
        let r = PageRequest::from_query(&query(""), "keys").unwrap();
        let c = r.cursor_after("key_01ABC");
        let back = PageRequest::from_query(&query(&format!("cursor={c}")), "keys").unwrap();
        assert_eq!(back.after.as_deref(), Some("key_01ABC"));
        // Another list's cursor, a flipped character, garbage: all 400 naming `cursor`.
        let mut flipped = c.clone().into_bytes();
        flipped[3] = if flipped[3] == b'A' { b'B' } else { b'A' };
        let flipped = String::from_utf8(flipped).unwrap();
        for bad in [
            format!("cursor={c}"),
            format!("cursor={flipped}"),
            "cursor=%%%".to_owned(),
        ] {
            let list = if bad.contains(&c) { "exams" } else { "keys" };
            let p = PageRequest::from_query(&query(&bad), list).unwrap_err();
            assert_eq!(p.details.unwrap()[0].field, "cursor");
        }
    }

    #[test]
    fn slices_page_through_a_static_list() {
        let all: Vec<u32> = (0..45).collect();
        let r = PageRequest::from_query(&query("limit=20"), "n").unwrap();
        let p1 = r.slice(&all).unwrap();
        assert_eq!(p1.data, (0..20).collect::<Vec<_>>());
        let q = format!("limit=20&cursor={}", p1.next_cursor.unwrap());
        let p2 = PageRequest::from_query(&query(&q), "n")
            .unwrap()
            .slice(&all)
            .unwrap();
        assert_eq!(p2.data, (20..40).collect::<Vec<_>>());
        let q = format!("limit=20&cursor={}", p2.next_cursor.unwrap());
        let p3 = PageRequest::from_query(&query(&q), "n")
            .unwrap()
            .slice(&all)
            .unwrap();
        assert_eq!(p3.data, (40..45).collect::<Vec<_>>());
        assert_eq!(p3.next_cursor, None);
    }
}

/// Property tests of `limit` and cursors: any input is a page request or a `validation_error`
/// naming `limit` or `cursor`; cursors round-trip and never cross lists.
#[cfg(test)]
mod props {
    use super::*;
    use crate::error::ErrorCode;
    use proptest::prelude::*;

    use crate::props::check;

    fn query(pairs: &[(&str, &str)]) -> Query {
        Query(
            pairs
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect(),
        )
    }

    fn cursors(cases: u32) {
        let cursor = prop_oneof![
            any::<String>(),
            "[A-Za-z0-9_=%-]{0,64}",
            // Valid-looking: base64url of text with newlines.
            "[a-z]{0,6}\n[ -~]{0,12}\n[0-9a-f]{0,12}".prop_map(|t| URL_SAFE_NO_PAD.encode(t)),
            // A real cursor, one byte changed.
            ("[a-z0-9_]{1,20}", any::<prop::sample::Index>(), any::<u8>()).prop_map(
                |(pos, at, b)| {
                    let mut c = encode("exams", &pos).into_bytes();
                    let i = at.index(c.len());
                    c[i] = b'A' + b % 26;
                    String::from_utf8(c).unwrap()
                }
            ),
        ];
        let limit = prop_oneof!["[0-9]{0,4}", "[ -~]{0,6}", any::<String>()];
        check(
            "cursor",
            cases,
            (cursor, limit, "[a-z0-9_]{1,30}"),
            |(cursor, limit, position)| {
                for q in [
                    query(&[("cursor", &cursor)]),
                    query(&[("limit", &limit)]),
                    query(&[("limit", &limit), ("cursor", &cursor)]),
                ] {
                    match PageRequest::from_query(&q, "exams") {
                        Ok(p) => {
                            prop_assert!((1..=MAX_LIMIT).contains(&p.limit));
                            if let Ok(r) = p.slice(&[0u8; 3]) {
                                prop_assert!(r.data.len() <= p.limit);
                            }
                        }
                        Err(e) => {
                            prop_assert_eq!(e.code, ErrorCode::ValidationError);
                            let field = &e.details.as_deref().unwrap_or_default()[0].field;
                            prop_assert!(field == "cursor" || field == "limit", "{}", field);
                        }
                    }
                }
                // Round trip, and no crossing to another list.
                let c = encode("exams", &position);
                prop_assert_eq!(decode("exams", &c).ok(), Some(position.clone()));
                prop_assert!(decode("keys", &c).is_err());
                Ok(())
            },
        );
    }

    #[test]
    fn props_cursors() {
        cursors(1_000);
    }

    /// Part of the long run (see the README).
    #[test]
    #[ignore]
    fn long_props_cursors() {
        cursors(150_000);
    }
}
