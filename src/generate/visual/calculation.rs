//! Calculation layouts: posed operations, long division, unit conversion tables, the
//! balance of an equation and the area model of a product.

use super::{LIGHT_BLUE, RED, YELLOW};
use crate::generate::figure::{Anchor, Element, Figure, Style, pt};

/// A calculation set out in columns (`rows` right-aligned on their decimal separator), with
/// the operator on the left of the last row and a bar below.
pub(crate) fn posed_operation(rows: &[String], op: &str, sep: char) -> Figure {
    let cw = 14.0;
    let split = |s: &str| -> (usize, usize) {
        match s.find(sep) {
            Some(i) => (s[..i].chars().count(), s[i..].chars().count()),
            None => (s.chars().count(), 0),
        }
    };
    let int_w = rows.iter().map(|r| split(r).0).max().unwrap_or(1);
    let dec_w = rows.iter().map(|r| split(r).1).max().unwrap_or(0);
    let w = (int_w + dec_w + 3) as f64 * cw + 40.0;
    let h = 40.0 + rows.len() as f64 * 26.0 + 30.0;
    let mut f = Figure::new(w.max(160.0), h);
    let right_of_int = 40.0 + (int_w + 1) as f64 * cw;
    for (i, r) in rows.iter().enumerate() {
        let y = 30.0 + i as f64 * 26.0;
        let (iw, _) = split(r);
        for (k, c) in r.chars().enumerate() {
            let x = right_of_int - (iw as f64 - k as f64) * cw + cw / 2.0;
            f.text(pt(x, y), c.to_string(), 17.0, Anchor::Middle);
        }
        if i + 1 == rows.len() {
            f.bold(pt(28.0, y), op, 17.0, Anchor::Middle);
        }
    }
    let yb = 30.0 + rows.len() as f64 * 26.0 - 10.0;
    f.line(
        pt(18.0, yb),
        pt(right_of_int + (dec_w as f64 + 1.0) * cw, yb),
        Style::stroke().width(2.0),
    );
    f
}

/// A division set out "à la française": dividend on the left, divisor on the right of the bar.
pub(crate) fn division_layout(dividend: &str, divisor: &str) -> Figure {
    let mut f = Figure::new(240.0, 120.0);
    f.text(pt(110.0, 30.0), dividend, 18.0, Anchor::End);
    f.line(
        pt(125.0, 12.0),
        pt(125.0, 100.0),
        Style::stroke().width(2.0),
    );
    f.line(pt(125.0, 45.0), pt(220.0, 45.0), Style::stroke().width(2.0));
    f.text(pt(140.0, 30.0), divisor, 18.0, Anchor::Start);
    f.text(pt(140.0, 70.0), "?", 18.0, Anchor::Start);
    f
}

/// A conversion table: column headers `units`, with the digits of `digits` (an integer part and
/// a decimal part) placed so the last integer digit falls in column `unit_col`. Digits that
/// reach beyond the named units go in unnamed columns added at that end, so that the whole
/// number is in the table.
pub(crate) fn conversion_table(
    units: &[&str],
    int_digits: &str,
    dec_digits: &str,
    unit_col: usize,
) -> Figure {
    let int: Vec<char> = int_digits.chars().collect();
    let dec: Vec<char> = dec_digits.chars().collect();
    let left = int.len().saturating_sub(unit_col + 1);
    let right = (unit_col + 1 + dec.len()).saturating_sub(units.len());
    let n = left + units.len() + right;
    let cw = (360.0 / n as f64).min(52.0);
    let mut f = Figure::new(cw * n as f64 + 40.0, 100.0);
    let x0 = 20.0;
    for i in 0..n {
        let x = x0 + cw * i as f64;
        let named = i.checked_sub(left).and_then(|k| units.get(k));
        f.rect(
            pt(x, 15.0),
            cw,
            28.0,
            Style::filled(if named.is_some() { LIGHT_BLUE } else { "#eee" }),
        );
        if let Some(u) = named {
            f.bold(pt(x + cw / 2.0, 29.0), *u, 12.0, Anchor::Middle);
        }
        f.rect(pt(x, 43.0), cw, 36.0, Style::filled("#fff"));
    }
    let unit_col = unit_col + left;
    let digit = |f: &mut Figure, col: usize, c: char| {
        f.text(
            pt(x0 + cw * col as f64 + cw / 2.0, 61.0),
            c.to_string(),
            16.0,
            Anchor::Middle,
        );
    };
    for (k, c) in int.iter().rev().enumerate() {
        digit(&mut f, unit_col - k, *c);
    }
    for (k, c) in dec.iter().enumerate() {
        digit(&mut f, unit_col + 1 + k, *c);
    }
    if !dec.is_empty() {
        let x = x0 + cw * (unit_col + 1) as f64;
        f.push(Element::Text {
            at: pt(x - 3.0, 68.0),
            text: ",".to_owned(),
            size: 20.0,
            anchor: Anchor::Middle,
            bold: true,
            colour: RED,
        });
    }
    f
}

/// A balance: `left` and `right` expressions on the two pans.
pub(crate) fn balance(left: &str, right: &str) -> Figure {
    let mut f = Figure::new(380.0, 190.0);
    f.polygon(
        vec![pt(190.0, 70.0), pt(170.0, 175.0), pt(210.0, 175.0)],
        Style::filled("#ccc"),
    );
    f.line(pt(40.0, 70.0), pt(340.0, 70.0), Style::stroke().width(4.0));
    for (x, t) in [(90.0, left), (290.0, right)] {
        f.line(
            pt(x - 40.0, 70.0),
            pt(x - 60.0, 120.0),
            Style::stroke().width(1.0),
        );
        f.line(
            pt(x + 40.0, 70.0),
            pt(x + 60.0, 120.0),
            Style::stroke().width(1.0),
        );
        f.push(Element::Rect {
            at: pt(x - 75.0, 120.0),
            w: 150.0,
            h: 30.0,
            rx: 8.0,
            style: Style::filled(LIGHT_BLUE),
        });
        f.bold(pt(x, 135.0), t, 14.0, Anchor::Middle);
    }
    f.bold(pt(190.0, 40.0), "=", 20.0, Anchor::Middle);
    f
}

/// An area model: a rectangle of height label `k` split in columns labelled `terms`.
pub(crate) fn area_model(k: &str, terms: &[String]) -> Figure {
    let n = terms.len().max(1) as f64;
    let cw = 260.0 / n;
    let mut f = Figure::new(330.0, 170.0);
    for (i, t) in terms.iter().enumerate() {
        let x = 50.0 + cw * i as f64;
        f.rect(
            pt(x, 40.0),
            cw,
            100.0,
            Style::filled(if i % 2 == 0 { LIGHT_BLUE } else { YELLOW }),
        );
        f.text(pt(x + cw / 2.0, 26.0), t.clone(), 14.0, Anchor::Middle);
        f.text(pt(x + cw / 2.0, 90.0), "?", 16.0, Anchor::Middle);
    }
    f.text(pt(40.0, 90.0), k, 14.0, Anchor::End);
    f
}
