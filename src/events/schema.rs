//! The schema of an event type pattern: every pattern that selects at least one event type, as
//! an enumeration.

use std::collections::BTreeSet;

use crate::domain::schema::enumerated;
use crate::events::catalogue::EVENT_TYPES;
use crate::events::pattern::Pattern;

enumerated! {
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
