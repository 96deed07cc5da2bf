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

#[test]
fn fractions_without_a_short_decimal_form_get_a_fraction_zone() {
    let numeric = |value: f64, tolerance: f64, display: &str| Answer::Numeric {
        value,
        tolerance,
        unit: None,
        display: display.to_owned(),
    };
    let zone = |n, d| {
        Some(FractionFormat {
            numerator_digits: n,
            denominator_digits: d,
        })
    };
    assert_eq!(fraction_format(&numeric(1.0 / 3.0, 0.0, "1/3")), zone(2, 2));
    assert_eq!(
        fraction_format(&numeric(-125.0 / 7.0, 0.0, "\u{2212}125/7")),
        zone(4, 2)
    );
    assert_eq!(
        fraction_format(&numeric(7.0 / 120.0, 0.0, "7/120")),
        zone(2, 4)
    );
    // A decimal form within four decimals: the digit grid, with those decimals.
    assert_eq!(fraction_format(&numeric(-15.0 / 16.0, 0.0, "-15/16")), None);
    assert_eq!(
        numeric_format(&numeric(-15.0 / 16.0, 0.0, "-15/16")),
        Some(NumericFormat {
            integer_digits: 2,
            decimals: 4
        })
    );
    // An approximation accepted, or a decimal key: the digit grid.
    assert_eq!(fraction_format(&numeric(1.0 / 3.0, 0.01, "1/3")), None);
    assert_eq!(fraction_format(&numeric(0.25, 0.0, "0,25")), None);
    assert_eq!(fraction_format(&Answer::Boolean { value: true }), None);
}
