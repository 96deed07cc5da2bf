//! Text layouts: a card of lines (a formula, a calculation) and a table.

use super::{BLUE, FONT, LIGHT_BLUE};
use crate::generate::figure::{Anchor, Element, Figure, Style, pt};

/// A card: a framed title and lines of text (a labelled diagram for calculations).
pub(crate) fn card(title: &str, lines: &[String]) -> Figure {
    // a line longer than the widest card wraps at its spaces
    let lines: Vec<String> = lines.iter().flat_map(|l| wrap(l, CARD_CHARS)).collect();
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
    for (i, l) in lines.into_iter().enumerate() {
        f.text(pt(w / 2.0, 50.0 + 24.0 * i as f64), l, 14.0, Anchor::Middle);
    }
    f
}

/// The longest line of a card, in characters (a card is at most 420 units wide).
const CARD_CHARS: usize = 44;

/// A table of values: a header column and rows of cells.
pub(crate) fn table(rows: &[Vec<String>]) -> Figure {
    // long cells wrap at spaces, so that a table of situations stays readable once printed
    let cells: Vec<Vec<Vec<String>>> = rows
        .iter()
        .map(|r| r.iter().map(|t| wrap(t, CELL_CHARS)).collect())
        .collect();
    let cols = rows.iter().map(Vec::len).max().unwrap_or(1);
    let widths: Vec<f64> = (0..cols)
        .map(|c| {
            let len = cells
                .iter()
                .filter_map(|r| r.get(c))
                .flatten()
                .map(|s| s.chars().count())
                .max()
                .unwrap_or(1);
            (len as f64 * 8.0 + 20.0).max(44.0)
        })
        .collect();
    let heights: Vec<f64> = cells
        .iter()
        .map(|r| {
            let lines = r.iter().map(Vec::len).max().unwrap_or(1).max(1);
            32.0 + (lines - 1) as f64 * LINE
        })
        .collect();
    let total: f64 = widths.iter().sum();
    let mut f = Figure::new(total + 20.0, heights.iter().sum::<f64>() + 20.0);
    let mut y = 10.0;
    for (row, h) in cells.iter().zip(&heights) {
        let mut x = 10.0;
        for (c, w) in widths.iter().enumerate() {
            let style = if c == 0 {
                Style::filled(LIGHT_BLUE)
            } else {
                Style::filled("#fff")
            };
            f.rect(pt(x, y), *w, *h, style);
            if let Some(lines) = row.get(c) {
                // the lines centred in the row
                let first = y + h / 2.0 + 4.0 - (lines.len() - 1) as f64 * LINE / 2.0;
                for (k, t) in lines.iter().enumerate() {
                    let at = pt(x + w / 2.0, first + k as f64 * LINE);
                    if c == 0 {
                        f.bold(at, t.clone(), 12.0, Anchor::Middle);
                    } else {
                        f.text(at, t.clone(), 13.0, Anchor::Middle);
                    }
                }
            }
            x += w;
        }
        y += h;
    }
    f
}

/// Characters of a table cell's line before it wraps.
const CELL_CHARS: usize = 34;
/// Height of a wrapped line in a table cell.
const LINE: f64 = 16.0;

/// `text` cut into lines of at most `max` characters at its plain spaces (a no-break space
/// never breaks; a word longer than `max` stays whole).
fn wrap(text: &str, max: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > max {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}

#[cfg(test)]
mod wrap_tests {
    #[test]
    fn long_cells_wrap_at_plain_spaces() {
        assert_eq!(super::wrap("court", 34), ["court"]);
        assert_eq!(
            super::wrap(
                "7 boules rouges, 1 boule bleue et 1 boule verte : probabilité que la boule tirée soit verte",
                34
            ),
            [
                "7 boules rouges, 1 boule bleue et",
                "1 boule verte : probabilité que la",
                "boule tirée soit verte"
            ]
        );
        assert_eq!(super::wrap("12\u{a0}cm", 2), ["12\u{a0}cm"]);
    }
}
