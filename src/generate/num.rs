//! Numbers as a reader sees them: French ("3,5", "12 500", "12 cm") or English ("3.5",
//! "12,500", "12 cm"), and back (the high-quality checks parse what is displayed).

use super::rational::Rational;
use crate::domain::question::Language;

/// Narrow no-break space: groups thousands in French ("12 500").
pub(crate) const THIN: char = '\u{202F}';
/// No-break space: between a number and its unit ("12 cm").
pub(crate) const NBSP: char = '\u{A0}';

/// `x` rounded to `decimals` digits after the point.
pub(crate) fn round_to(x: f64, decimals: u32) -> f64 {
    let p = 10f64.powi(decimals as i32);
    let r = (x * p).round() / p;
    if r == 0.0 { 0.0 } else { r }
}

fn group(int_digits: &str, lang: Language) -> String {
    if int_digits.len() < 5 {
        return int_digits.to_owned();
    }
    let sep = match lang {
        Language::Fr => THIN,
        Language::En => ',',
    };
    let mut out = String::with_capacity(int_digits.len() + 4);
    for (i, c) in int_digits.chars().enumerate() {
        if i > 0 && (int_digits.len() - i).is_multiple_of(3) {
            out.push(sep);
        }
        out.push(c);
    }
    out
}

/// `x` rounded to at most `decimals` digits, without trailing zeros, never "-0": `3,5`,
/// `-2`, `12 500`, `0,125`.
pub(crate) fn dec(x: f64, decimals: u32, lang: Language) -> String {
    decimal(x, decimals, true, lang)
}

/// `x` rounded to exactly `decimals` digits, as a value rounded to the tenth is written:
/// `2,0`, `3,50`, never "-0,0".
pub(crate) fn dec_fixed(x: f64, decimals: u32, lang: Language) -> String {
    decimal(x, decimals, false, lang)
}

fn decimal(x: f64, decimals: u32, trim: bool, lang: Language) -> String {
    let decimals = decimals.min(9);
    let p = 10i128.pow(decimals);
    let scaled = (x * p as f64).round() as i128;
    let neg = scaled < 0;
    let a = scaled.unsigned_abs();
    let int = a / p.unsigned_abs();
    let mut frac = format!(
        "{:0width$}",
        a % p.unsigned_abs(),
        width = decimals as usize
    );
    while trim && frac.ends_with('0') {
        frac.pop();
    }
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    out.push_str(&group(&int.to_string(), lang));
    if !frac.is_empty() {
        out.push(match lang {
            Language::Fr => ',',
            Language::En => '.',
        });
        out.push_str(&frac);
    }
    out
}

/// An integer, grouped: `12 500`.
pub(crate) fn int(n: i64, lang: Language) -> String {
    dec(n as f64, 0, lang)
}

/// A rational as a reduced fraction, or an integer when it is one: `3/4`, `-5/2`, `4`.
pub(crate) fn frac(r: Rational, lang: Language) -> String {
    if r.is_integer() {
        int(r.num(), lang)
    } else {
        format!("{}/{}", r.num(), r.den())
    }
}

/// A rational as a decimal when it has at most `max_decimals` digits, else as a fraction.
pub(crate) fn rat_or_dec(r: Rational, max_decimals: u32, lang: Language) -> String {
    match r.to_decimal(max_decimals) {
        Some((scaled, d)) => dec(scaled as f64 / 10f64.powi(d as i32), d, lang),
        None => frac(r, lang),
    }
}

/// A quantity: `12 cm`, `9,8 N/kg`, `35°`, `25 %`.
pub(crate) fn qty(x: f64, decimals: u32, unit: &str, lang: Language) -> String {
    with_unit(dec(x, decimals, lang), unit, lang)
}

/// A number already formatted, followed by its unit.
pub(crate) fn with_unit(number: String, unit: &str, lang: Language) -> String {
    let mut s = number;
    if unit.is_empty() {
        return s;
    }
    if unit == "°" || (unit == "%" && lang == Language::En) {
        s.push_str(unit);
    } else {
        s.push(NBSP);
        s.push_str(unit);
    }
    s
}

/// An exponent in superscript digits: `³`, `⁻²`, `¹²`.
pub(crate) fn superscript(e: i64) -> String {
    let mut out = String::new();
    if e < 0 {
        out.push('⁻');
    }
    for c in e.unsigned_abs().to_string().chars() {
        out.push(match c {
            '0' => '⁰',
            '1' => '¹',
            '2' => '²',
            '3' => '³',
            '4' => '⁴',
            '5' => '⁵',
            '6' => '⁶',
            '7' => '⁷',
            '8' => '⁸',
            _ => '⁹',
        });
    }
    out
}

/// Parses a number as displayed ("3,5", "12 500", "-2", "3/4", "12,500" in English),
/// ignoring a trailing unit after a space.
pub(crate) fn parse(s: &str, lang: Language) -> Option<f64> {
    let s = s.trim();
    let (number, _) = split_unit(s);
    let number = number.replace('\u{2212}', "-");
    if let Some((n, d)) = number.split_once('/') {
        let n = parse(n, lang)?;
        let d = parse(d, lang)?;
        return (d != 0.0).then_some(n / d);
    }
    let mut cleaned = String::with_capacity(number.len());
    for c in number.chars() {
        match (c, lang) {
            (THIN | NBSP | ' ', _) => {}
            (',', Language::Fr) => cleaned.push('.'),
            (',', Language::En) => {}
            ('.', Language::Fr) => return None,
            ('0'..='9' | '.' | '-' | '+', _) => cleaned.push(c),
            _ => return None,
        }
    }
    if cleaned.is_empty() {
        return None;
    }
    cleaned.parse().ok()
}

/// Splits "12,5 km/h" into ("12,5", "km/h"); "35°" into ("35", "°"); a plain number into
/// (number, "").
pub(crate) fn split_unit(s: &str) -> (&str, &str) {
    let s = s.trim();
    if let Some(i) = s.find(NBSP) {
        return (&s[..i], s[i + NBSP.len_utf8()..].trim());
    }
    let end = s
        .char_indices()
        .find(|&(_, c)| {
            !(c.is_ascii_digit()
                || matches!(c, ',' | '.' | '-' | '+' | '/' | ' ' | THIN | '\u{2212}'))
        })
        .map_or(s.len(), |(i, _)| i);
    (s[..end].trim(), s[end..].trim())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn french_and_english() {
        assert_eq!(dec(3.5, 2, Language::Fr), "3,5");
        assert_eq!(dec(3.5, 2, Language::En), "3.5");
        assert_eq!(dec(3.500_000_01, 6, Language::Fr), "3,5");
        assert_eq!(dec(-0.000_1, 2, Language::Fr), "0");
        assert_eq!(dec(-2.0, 2, Language::Fr), "-2");
        assert_eq!(dec(12500.0, 0, Language::Fr), "12\u{202F}500");
        assert_eq!(dec(12500.25, 2, Language::En), "12,500.25");
        assert_eq!(dec(1234.5, 1, Language::Fr), "1234,5");
        assert_eq!(frac(Rational::new(6, 8), Language::Fr), "3/4");
        assert_eq!(frac(Rational::new(4, 1), Language::Fr), "4");
        assert_eq!(rat_or_dec(Rational::new(7, 4), 3, Language::Fr), "1,75");
        assert_eq!(qty(9.8, 1, "N/kg", Language::Fr), "9,8\u{A0}N/kg");
        assert_eq!(qty(35.0, 0, "°", Language::Fr), "35°");
        assert_eq!(
            parse("12\u{202F}500,5\u{A0}cm", Language::Fr),
            Some(12500.5)
        );
        assert_eq!(parse("12,500.5", Language::En), Some(12500.5));
        assert_eq!(parse("-3/4", Language::Fr), Some(-0.75));
        assert_eq!(parse("35°", Language::Fr), Some(35.0));
        assert_eq!(parse("3.5", Language::Fr), None);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]
        #[test]
        fn display_round_trips(scaled in -10_000_000i64..10_000_000, d in 0u32..4) {
            let x = scaled as f64 / 10f64.powi(d as i32);
            for lang in [Language::Fr, Language::En] {
                let s = dec(x, d, lang);
                prop_assert!(!s.starts_with("-0") || s.starts_with("-0,") || s.starts_with("-0."));
                prop_assert_ne!(s.as_str(), "-0");
                if s.contains([',', '.']) && (lang != Language::En || s.contains('.')) {
                    prop_assert!(!s.ends_with('0'), "trailing zero in {}", s);
                }
                match lang {
                    Language::Fr => prop_assert!(!s.contains('.')),
                    Language::En => prop_assert!(!s.contains(THIN)),
                }
                let back = parse(&s, lang).unwrap();
                prop_assert!((back - x).abs() < 1e-9, "{} -> {}", s, back);
            }
        }
    }
}
