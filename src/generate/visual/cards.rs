//! Text layouts: a card of lines (a formula, a calculation) and a table.

use super::{BLUE, FONT, LIGHT_BLUE};
use crate::generate::figure::{Anchor, Element, Figure, Style, pt};

/// A card: a framed title and lines of text (a labelled diagram for calculations).
pub(crate) fn card(title: &str, lines: &[String]) -> Figure {
    let longest = lines
        .iter()
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0)
        .max(title.chars().count());
    let w = (longest as f64 * 8.0 + 40.0).clamp(200.0, 420.0);
    let h = 50.0 + lines.len() as f64 * 24.0;
    let mut f = Figure::new(w, h);
    f.push(Element::Rect {
        at: pt(5.0, 5.0),
        w: w - 10.0,
        h: h - 10.0,
        rx: 10.0,
        style: Style::filled("#fdfefe").colour(BLUE),
    });
    f.bold(pt(w / 2.0, 24.0), title, FONT, Anchor::Middle);
    for (i, l) in lines.iter().enumerate() {
        f.text(
            pt(w / 2.0, 50.0 + 24.0 * i as f64),
            l.clone(),
            14.0,
            Anchor::Middle,
        );
    }
    f
}

/// A table of values: a header column and rows of cells.
pub(crate) fn table(rows: &[Vec<String>]) -> Figure {
    let cols = rows.iter().map(Vec::len).max().unwrap_or(1);
    let widths: Vec<f64> = (0..cols)
        .map(|c| {
            let len = rows
                .iter()
                .filter_map(|r| r.get(c))
                .map(|s| s.chars().count())
                .max()
                .unwrap_or(1);
            (len as f64 * 8.0 + 20.0).max(44.0)
        })
        .collect();
    let total: f64 = widths.iter().sum();
    let mut f = Figure::new(total + 20.0, rows.len() as f64 * 32.0 + 20.0);
    for (r, row) in rows.iter().enumerate() {
        let mut x = 10.0;
        for (c, w) in widths.iter().enumerate() {
            let style = if c == 0 {
                Style::filled(LIGHT_BLUE)
            } else {
                Style::filled("#fff")
            };
            f.rect(pt(x, 10.0 + r as f64 * 32.0), *w, 32.0, style);
            if let Some(t) = row.get(c) {
                if c == 0 {
                    f.bold(
                        pt(x + w / 2.0, 26.0 + r as f64 * 32.0),
                        t.clone(),
                        12.0,
                        Anchor::Middle,
                    );
                } else {
                    f.text(
                        pt(x + w / 2.0, 26.0 + r as f64 * 32.0),
                        t.clone(),
                        13.0,
                        Anchor::Middle,
                    );
                }
            }
            x += w;
        }
    }
    f
}
