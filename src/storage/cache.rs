//! A read cache of documents, for the SQL backends: exact as long as its owner tells it of
//! every write (its own commits, other processes' notifications).

use std::collections::HashMap;
use std::future::Future;
use std::sync::Mutex;

use super::{Document, StorageError, Write};

/// Most documents kept; the cache starts over when full.
const CAPACITY: usize = 16_384;

/// Documents read (or known missing) by kind and id. Every change the owner notes bumps a
/// generation, so a read that raced it is not kept.
#[derive(Debug, Default)]
pub(super) struct DocCache {
    inner: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    generation: u64,
    docs: HashMap<(String, String), Option<Document>>,
    /// Changes noted per kind (see [`DocCache::generation`]).
    kinds: HashMap<String, u64>,
    /// Times everything was forgotten.
    epoch: u64,
}

impl State {
    fn changed(&mut self, kind: &str) {
        match self.kinds.get_mut(kind) {
            Some(n) => *n += 1,
            None => {
                self.kinds.insert(kind.to_owned(), 1);
            }
        }
    }
}

impl DocCache {
    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A number that grows with every change noted to a document of `kind` (and with every
    /// [`DocCache::clear`]).
    pub(super) fn generation(&self, kind: &str) -> u64 {
        let state = self.state();
        state.epoch + state.kinds.get(kind).copied().unwrap_or(0)
    }

    /// The cached document, or the read `load` makes (then kept, unless a change was noted
    /// while it ran).
    pub(super) async fn get_or_load(
        &self,
        kind: &str,
        id: &str,
        load: impl Future<Output = Result<Option<Document>, StorageError>>,
    ) -> Result<Option<Document>, StorageError> {
        let key = (kind.to_owned(), id.to_owned());
        let generation = {
            let state = self.state();
            if let Some(hit) = state.docs.get(&key) {
                return Ok(hit.clone());
            }
            state.generation
        };
        let doc = load.await?;
        let mut state = self.state();
        if state.generation == generation {
            if state.docs.len() >= CAPACITY {
                state.docs.clear();
            }
            state.docs.insert(key, doc.clone());
        }
        Ok(doc)
    }

    /// After the owner committed `writes`: keeps what they wrote when `applied`, or forgets the
    /// documents they touch (a failed commit may still have been applied: a lost connection).
    pub(super) fn write_through(&self, writes: Vec<Write>, applied: bool) {
        let mut state = self.state();
        state.generation += 1;
        if state.docs.len() + writes.len() > CAPACITY {
            state.docs.clear();
        }
        for w in writes {
            let (key, after) = match w {
                Write::Put { doc, .. } => ((doc.kind.clone(), doc.id.clone()), Some(doc)),
                Write::Delete { kind, id, .. } => ((kind, id), None),
            };
            state.changed(&key.0);
            if applied {
                state.docs.insert(key, after);
            } else {
                state.docs.remove(&key);
            }
        }
    }

    /// Forgets these documents (by kind and id).
    pub(super) fn forget(&self, keys: impl IntoIterator<Item = (String, String)>) {
        let mut state = self.state();
        state.generation += 1;
        for k in keys {
            state.changed(&k.0);
            state.docs.remove(&k);
        }
    }

    /// Forgets the documents of `kind` whose id sorts below `before` (a purge).
    pub(super) fn forget_below(&self, kind: &str, before: &str) {
        let mut state = self.state();
        state.generation += 1;
        state.changed(kind);
        state
            .docs
            .retain(|(k, id), _| k != kind || id.as_str() >= before);
    }

    /// Forgets everything.
    pub(super) fn clear(&self) {
        let mut state = self.state();
        state.generation += 1;
        state.epoch += 1;
        state.docs.clear();
    }
}
