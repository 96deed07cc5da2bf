//! Prefixed, time-sortable identifiers (`exam_01JD…`) and wire timestamps.

use std::sync::Mutex;

use chrono::{DateTime, SecondsFormat, Utc};
use ulid::Ulid;

/// The last id made in each recent millisecond.
static LAST: Mutex<Option<std::collections::HashMap<u64, u128>>> = Mutex::new(None);

/// A new id `<prefix>_<ULID>` whose time part is `now`. Ids made by one process are strictly
/// increasing, so a list sorted by id is sorted by creation, even within one millisecond.
pub(crate) fn new_id(prefix: &str, now: DateTime<Utc>) -> String {
    let ms = u64::try_from(now.timestamp_millis()).unwrap_or(0);
    let fresh = Ulid::from_parts(ms, rand::random::<u128>()).0;
    let mut guard = LAST.lock().unwrap_or_else(|e| e.into_inner());
    let last = guard.get_or_insert_with(Default::default);
    if last.len() > 4096 {
        last.clear();
    }
    // Within one millisecond, keep increasing from the last id of that millisecond. Each clock
    // (a test's manual clock beside the system clock) keeps ids of its own time: the time part
    // stays true, since retention bounds are made from it.
    let slot = last.entry(ms).or_insert(0);
    let value = if fresh <= *slot { *slot + 1 } else { fresh };
    *slot = value;
    format!("{prefix}_{}", Ulid(value))
}

/// The lowest id of `prefix` made at `t`: every id made before `t` sorts below it.
pub(crate) fn id_floor(prefix: &str, t: DateTime<Utc>) -> String {
    let ms = u64::try_from(t.timestamp_millis()).unwrap_or(0);
    format!("{prefix}_{}", Ulid::from_parts(ms, 0))
}

/// True when `id` has the form `<prefix>_<26 Crockford base32 characters>`.
#[cfg(test)]
pub(crate) fn is_id(prefix: &str, id: &str) -> bool {
    id.strip_prefix(prefix)
        .and_then(|rest| rest.strip_prefix('_'))
        .is_some_and(|ulid| ulid.len() == 26 && Ulid::from_string(ulid).is_ok())
}

/// An RFC 3339 UTC timestamp with exactly three fractional digits: `2026-11-22T10:04:25.123Z`.
pub(crate) fn timestamp(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Millis, true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn ids_are_prefixed_and_strictly_increasing_within_a_millisecond() {
        let now = Utc.timestamp_millis_opt(1_700_000_000_123).unwrap();
        let a = new_id("exam", now);
        let b = new_id("exam", now);
        assert!(a.starts_with("exam_") && a.len() == 5 + 26);
        assert!(b > a);
        assert!(is_id("exam", &a));
        assert!(!is_id("node", &a));
        assert!(!is_id("exam", "exam_123"));
    }

    #[test]
    fn timestamps_have_exactly_three_fraction_digits() {
        let t = Utc.timestamp_millis_opt(1_700_000_000_000).unwrap();
        assert_eq!(timestamp(t), "2023-11-14T22:13:20.000Z");
        let t = Utc.timestamp_millis_opt(1_700_000_000_120).unwrap();
        assert_eq!(timestamp(t), "2023-11-14T22:13:20.120Z");
    }
}

/// Serde for `DateTime<Utc>` as [`timestamp`] strings.
pub(crate) mod ts {
    use chrono::{DateTime, Utc};
    use serde::{Deserialize, Deserializer, Serializer};

    pub(crate) fn serialize<S: Serializer>(t: &DateTime<Utc>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&super::timestamp(*t))
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<DateTime<Utc>, D::Error> {
        let s = String::deserialize(d)?;
        DateTime::parse_from_rfc3339(&s)
            .map(|t| t.with_timezone(&Utc))
            .map_err(serde::de::Error::custom)
    }

    /// The same for `Option<DateTime<Utc>>` (`null` when absent).
    pub(crate) mod option {
        use chrono::{DateTime, Utc};
        use serde::{Deserialize, Deserializer, Serializer};

        pub(crate) fn serialize<S: Serializer>(
            t: &Option<DateTime<Utc>>,
            s: S,
        ) -> Result<S::Ok, S::Error> {
            match t {
                Some(t) => s.serialize_str(&super::super::timestamp(*t)),
                None => s.serialize_none(),
            }
        }

        pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
            d: D,
        ) -> Result<Option<DateTime<Utc>>, D::Error> {
            Option::<String>::deserialize(d)?
                .map(|s| {
                    DateTime::parse_from_rfc3339(&s)
                        .map(|t| t.with_timezone(&Utc))
                        .map_err(serde::de::Error::custom)
                })
                .transpose()
        }
    }
}
