//! Unit tests of the reader's pure parts (the corpus from real PDFs is in `tests/it/omr.rs`).

use super::*;

#[test]
fn otsu_splits_two_levels() {
    let mut data = vec![30u8; 100];
    data.extend(vec![220u8; 300]);
    let t = otsu(&data);
    assert!((30..220).contains(&t), "{t}");
}

#[test]
fn confidence_is_the_smallest_margin_to_the_threshold_crossed() {
    let reading = |role: BoxRole, ratio: f64, decision: Decision| BoxReading {
        field: "node_1".to_owned(),
        role,
        value: "A".to_owned(),
        row: None,
        column: None,
        ratio,
        decision,
    };
    let boxes = vec![
        reading(BoxRole::Choice, 0.02, Decision::Empty),
        reading(BoxRole::Choice, 0.31, Decision::Filled),
        reading(BoxRole::Choice, 0.9, Decision::Filled),
        // A handwriting zone's ratio is not a box decision.
        reading(BoxRole::Zone, 0.001, Decision::Empty),
    ];
    assert_eq!(confidence(&boxes), 0.06);
    let mut with_near_empty = boxes.clone();
    with_near_empty.push(reading(BoxRole::Digit, 0.097, Decision::Empty));
    assert_eq!(confidence(&with_near_empty), 0.003);
    let mut uncertain = boxes;
    uncertain.push(reading(BoxRole::Choice, 0.17, Decision::Uncertain));
    assert_eq!(confidence(&uncertain), 0.0);
    assert_eq!(confidence(&[]), 1.0);
}
