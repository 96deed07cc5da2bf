//! Figures of the primary school: base-ten blocks (place value), regular polygons, a grid of
//! unit squares and a row of coins and notes.

use super::{BLUE, LIGHT_BLUE, ORANGE, YELLOW};
use crate::generate::figure::{Anchor, Figure, Style, pt};

/// Base-ten blocks: `hundreds` plates of 10 × 10, `tens` rods and `units` cubes, each group
/// captioned below with its count and its name.
/// `captions` label each group with its count, agreed ("1 dizaine", "3 unités").
pub(crate) fn base_ten_blocks(hundreds: i64, tens: i64, units: i64, captions: [&str; 3]) -> Figure {
    let s = 5.0;
    let (h, t, u) = (hundreds.clamp(0, 9), tens.clamp(0, 9), units.clamp(0, 9));
    let plates_w = if h > 0 {
        (h as f64) * (10.0 * s + 6.0)
    } else {
        0.0
    };
    let rods_w = (t as f64) * (s + 5.0);
    let cubes_w = if u > 0 { 3.0 * (s + 4.0) } else { 0.0 };
    let gap = 30.0;
    let w = (20.0 + plates_w + gap + rods_w + gap + cubes_w + 20.0).max(300.0);
    let mut f = Figure::new(w, 110.0 + 2.0 * s * 10.0 - 40.0);
    let top = 14.0;
    let mut x = 20.0;
    let mut groups: Vec<(f64, f64, i64, &str)> = Vec::new();
    if h > 0 {
        let x0 = x;
        for _ in 0..h {
            f.rect(pt(x, top), 10.0 * s, 10.0 * s, Style::filled(ORANGE));
            for k in 1..10 {
                let d = f64::from(k) * s;
                f.line(pt(x + d, top), pt(x + d, top + 10.0 * s), Style::thin());
                f.line(pt(x, top + d), pt(x + 10.0 * s, top + d), Style::thin());
            }
            x += 10.0 * s + 6.0;
        }
        groups.push((x0, x - 6.0, h, captions[0]));
        x += gap;
    }
    if t > 0 {
        let x0 = x;
        for _ in 0..t {
            f.rect(pt(x, top), s, 10.0 * s, Style::filled(BLUE));
            x += s + 5.0;
        }
        groups.push((x0, x - 5.0, t, captions[1]));
        x += gap;
    }
    if u > 0 {
        let x0 = x;
        for k in 0..u {
            let (cx, cy) = (
                x + (k % 3) as f64 * (s + 4.0),
                top + (k / 3) as f64 * (s + 4.0),
            );
            f.rect(pt(cx, cy), s, s, Style::filled(YELLOW));
        }
        groups.push((x0, x0 + 3.0 * (s + 4.0) - 4.0, u, captions[2]));
    }
    let base = top + 10.0 * s + 22.0;
    for (a, b, _, name) in groups {
        f.text(
            pt((a + b) / 2.0, base),
            name.to_owned(),
            12.0,
            Anchor::Middle,
        );
    }
    f.settle_labels();
    f
}

/// A regular polygon with `sides` sides (3 to 8), each side captioned with `side_label`
/// when it is not empty.
pub(crate) fn regular_polygon(sides: u32, side_label: &str) -> Figure {
    let n = sides.clamp(3, 8);
    let mut f = Figure::new(240.0, 220.0);
    let (cx, cy, r) = (120.0, 110.0, 70.0);
    let start = -90.0
        + if n.is_multiple_of(2) {
            180.0 / f64::from(n)
        } else {
            0.0
        };
    let pts: Vec<_> = (0..n)
        .map(|k| {
            let a = (start + 360.0 * f64::from(k) / f64::from(n)).to_radians();
            pt(cx + r * a.cos(), cy + r * a.sin())
        })
        .collect();
    f.polygon(pts.clone(), Style::filled(LIGHT_BLUE));
    if !side_label.is_empty() {
        // on the bottom side, below it
        let (a, b) = pts
            .iter()
            .zip(pts.iter().cycle().skip(1))
            .max_by(|p, q| (p.0.y + p.1.y).total_cmp(&(q.0.y + q.1.y)))
            .map(|(a, b)| (*a, *b))
            .unwrap_or((pts[0], pts[1]));
        f.text(
            pt((a.x + b.x) / 2.0, (a.y + b.y) / 2.0 + 18.0),
            side_label,
            13.0,
            Anchor::Middle,
        );
    }
    f.settle_labels();
    f
}

/// A grid of `cols` × `rows` unit squares, `shaded` of them filled row by row.
pub(crate) fn unit_grid(cols: i64, rows: i64, shaded: i64) -> Figure {
    let (c, r) = (cols.clamp(1, 12), rows.clamp(1, 10));
    let s = 18.0;
    let mut f = Figure::new(c as f64 * s + 40.0, r as f64 * s + 40.0);
    for k in 0..(c * r) {
        let (i, j) = (k % c, k / c);
        let style = if k < shaded {
            Style::filled(ORANGE)
        } else {
            Style::filled("#fff")
        };
        f.rect(pt(20.0 + i as f64 * s, 20.0 + j as f64 * s), s, s, style);
    }
    f
}
