//! Unit tests of the pure parts (and, with `pdf`, a smoke render).

use super::*;

#[test]
fn qr_round_trip_and_checksum() {
    let qr = qr_content("exp_1", 12, 2);
    assert_eq!(parse_qr(&qr), Some(("exp_1".to_owned(), 12, 2)));
    assert_eq!(parse_qr("EG1|exp_1|12|2|00000000"), None);
    assert_eq!(parse_qr("EG2|exp_1|12|2|00000000"), None);
}

#[test]
fn shuffles_are_deterministic_permutations() {
    let mut a: Vec<u32> = (0..20).collect();
    let mut b = a.clone();
    Mix::new(7).shuffle(&mut a);
    Mix::new(7).shuffle(&mut b);
    assert_eq!(a, b);
    let mut sorted = a.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, (0..20).collect::<Vec<_>>());
    assert_ne!(a, (0..20).collect::<Vec<_>>());
}
