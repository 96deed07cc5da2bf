//! Data and chance: bar charts, probability trees, urns.

use super::{BLUE, FONT};
use crate::generate::figure::{Anchor, Element, Figure, Style, pt};

/// A bar chart of `bars` (category, value) with horizontal grid lines every `step`.
pub(crate) fn bar_chart(
    bars: &[(String, f64)],
    step: f64,
    show_values: bool,
    y_caption: &str,
) -> Figure {
    let max = bars.iter().map(|b| b.1).fold(step, f64::max);
    let top = (max / step).ceil() * step;
    let n = bars.len().max(1) as f64;
    let bw = (300.0 / n).min(60.0);
    let w = 70.0 + bw * n + 20.0;
    let mut f = Figure::new(w.max(240.0), 240.0);
    let (x0, y0, hh) = (50.0, 200.0, 165.0);
    let map = |v: f64| y0 - v / top * hh;
    let lines = (top / step).round() as i64;
    for i in 0..=lines {
        let v = i as f64 * step;
        let y = map(v);
        f.line(pt(x0, y), pt(x0 + bw * n + 10.0, y), Style::thin());
        let t = if (v - v.round()).abs() < 1e-9 {
            format!("{}", v.round() as i64)
        } else {
            format!("{v}")
        };
        f.text_on_ground(pt(x0 - 6.0, y), t, 10.0, Anchor::End);
    }
    for (i, (cat, v)) in bars.iter().enumerate() {
        let x = x0 + 5.0 + bw * i as f64;
        f.rect(
            pt(x + bw * 0.15, map(*v)),
            bw * 0.7,
            y0 - map(*v),
            Style::filled(BLUE).opacity(0.85),
        );
        f.text(
            pt(x + bw * 0.5, y0 + 14.0),
            cat.clone(),
            11.0,
            Anchor::Middle,
        );
        if show_values {
            // a value above its bar may sit on a grid line
            f.text_on_ground(
                pt(x + bw * 0.5, map(*v) - 9.0),
                format!("{v}"),
                10.0,
                Anchor::Middle,
            );
        }
    }
    f.line(pt(x0, y0), pt(x0 + bw * n + 10.0, y0), Style::stroke());
    f.line(pt(x0, y0), pt(x0, y0 - hh - 10.0), Style::stroke());
    f.text(pt(x0 - 40.0, 14.0), y_caption, 11.0, Anchor::Start);
    f
}

/// A probability tree: first-level branches `(outcome, probability text)`, each followed by
/// the second-level branches (empty: a one-stage tree).
pub(crate) fn probability_tree(first: &[(String, String)], second: &[(String, String)]) -> Figure {
    let leaves = if second.is_empty() {
        first.len()
    } else {
        first.len() * second.len()
    };
    let h = 30.0 + leaves as f64 * 30.0;
    let mut f = Figure::new(if second.is_empty() { 240.0 } else { 400.0 }, h);
    let root = pt(20.0, h / 2.0);
    f.circle(root, 3.0, Style::filled("#222"));
    let per = if second.is_empty() { 1 } else { second.len() };
    for (i, (name, p)) in first.iter().enumerate() {
        let y = 15.0 + (i * per) as f64 * 30.0 + per as f64 * 15.0;
        let node = pt(170.0, y);
        f.line(root, pt(node.x - 12.0, y), Style::stroke());
        let mid = pt((root.x + node.x - 12.0) / 2.0, (root.y + y) / 2.0);
        f.push(Element::Text {
            at: pt(mid.x, mid.y - 9.0),
            text: p.clone(),
            size: 11.0,
            anchor: Anchor::Middle,
            bold: false,
            colour: BLUE,
        });
        f.bold(node, name.clone(), FONT, Anchor::Middle);
        for (j, (n2, p2)) in second.iter().enumerate() {
            let y2 = 15.0 + (i * per + j) as f64 * 30.0 + 15.0;
            let leaf = pt(340.0, y2);
            f.line(pt(node.x + 12.0, y), pt(leaf.x - 12.0, y2), Style::stroke());
            let m2 = pt((node.x + leaf.x) / 2.0, (y + y2) / 2.0);
            f.push(Element::Text {
                at: pt(m2.x, m2.y - 9.0),
                text: p2.clone(),
                size: 11.0,
                anchor: Anchor::Middle,
                bold: false,
                colour: BLUE,
            });
            f.bold(leaf, n2.clone(), FONT, Anchor::Middle);
        }
    }
    f
}

/// An urn with `balls` (count, colour), drawn in rows.
pub(crate) fn urn(balls: &[(i64, &'static str)]) -> Figure {
    let total: i64 = balls.iter().map(|b| b.0).sum();
    let per_row = 6;
    let rows = ((total + per_row - 1) / per_row).max(1);
    let h = 40.0 + rows as f64 * 26.0;
    let mut f = Figure::new(220.0, h + 20.0);
    f.push(Element::Polyline {
        points: vec![pt(25.0, 15.0), pt(25.0, h), pt(195.0, h), pt(195.0, 15.0)],
        style: Style::stroke().width(2.5),
    });
    let mut i = 0;
    for (n, colour) in balls {
        for _ in 0..*n {
            let (r, c) = (i / per_row, i % per_row);
            f.circle(
                pt(45.0 + c as f64 * 26.0, h - 16.0 - r as f64 * 26.0),
                11.0,
                Style::filled(colour),
            );
            i += 1;
        }
    }
    f
}
