//! Unit tests of the reader's pure parts (the corpus from real PDFs is in `tests/it/omr.rs`).

use super::*;

#[test]
fn otsu_splits_two_levels() {
    let mut data = vec![30u8; 100];
    data.extend(vec![220u8; 300]);
    let t = otsu(&data);
    assert!((30..220).contains(&t), "{t}");
}
