//! Physics-chemistry, 6e to 2de.

use super::Entry;

pub(super) static ENTRIES: &[Entry] = &[];
