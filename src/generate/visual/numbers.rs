//! Number figures: number lines, fraction bars and discs, percentage bars.

use super::{BLUE, FONT, ORANGE, RED, label};
use crate::generate::figure::{Anchor, Element, Figure, Style, pt};

/// A graduated number line from `min` to `max`: a tick every `minor`, a labelled tick every
/// `major` (labels given by `fmt`), and lettered points.
pub(crate) fn number_line(
    min: f64,
    max: f64,
    minor: f64,
    major_every: u32,
    labels: &dyn Fn(f64) -> String,
    points: &[(String, f64)],
) -> Figure {
    let (w, h) = (400.0, 90.0);
    let mut f = Figure::new(w, h);
    let (x0, x1, y) = (20.0, 370.0, 50.0);
    let n = ((max - min) / minor).round().max(1.0) as u32;
    let map = |v: f64| x0 + (v - min) / (max - min) * (x1 - x0);
    f.arrow(pt(x0 - 10.0, y), pt(x1 + 22.0, y), Style::stroke());
    for i in 0..=n {
        let v = min + f64::from(i) * minor;
        let x = map(v);
        let major = major_every > 0 && i % major_every == 0;
        let t = if major { 8.0 } else { 4.0 };
        f.line(
            pt(x, y - t),
            pt(x, y + t),
            Style::stroke().width(if major { 1.5 } else { 1.0 }),
        );
        if major {
            label(&mut f, pt(x, y + 22.0), &labels(v));
        }
    }
    for (name, v) in points {
        let x = map(*v);
        f.circle(pt(x, y), 3.5, Style::filled(RED));
        f.bold(pt(x, y - 20.0), name.clone(), FONT, Anchor::Middle);
    }
    f
}

/// Fraction bars: each `(parts, shaded, caption)` is a bar cut in `parts` equal parts with
/// `shaded` of them coloured (more than `parts`: several bars).
pub(crate) fn fraction_bars(bars: &[(i64, i64, String)]) -> Figure {
    let rows: usize = bars
        .iter()
        .map(|(n, k, _)| ((k + n - 1) / n).max(1) as usize)
        .sum();
    let mut f = Figure::new(400.0, 20.0 + rows as f64 * 42.0);
    let mut y = 14.0;
    for (n, k, caption) in bars {
        let (n, k) = ((*n).max(1), (*k).max(0));
        let whole = ((k + n - 1) / n).max(1);
        for b in 0..whole {
            let w = 280.0 / n as f64;
            for i in 0..n {
                let idx = b * n + i;
                let style = if idx < k {
                    Style::filled(BLUE).opacity(0.8)
                } else {
                    Style::filled("#fff")
                };
                f.rect(pt(20.0 + i as f64 * w, y), w, 26.0, style);
            }
            if b == 0 {
                f.text(pt(312.0, y + 13.0), caption.clone(), FONT, Anchor::Start);
            }
            y += 42.0;
        }
    }
    f
}

/// A disc cut in `parts` equal sectors, `shaded` of them coloured.
pub(crate) fn fraction_disc(parts: i64, shaded: i64) -> Figure {
    let mut f = Figure::new(200.0, 200.0);
    let c = pt(100.0, 100.0);
    let n = parts.max(1);
    for i in 0..n {
        let s = 90.0 - 360.0 * i as f64 / n as f64;
        let e = s - 360.0 / n as f64;
        f.push(Element::Arc {
            center: c,
            r: 80.0,
            start: e,
            end: s,
            sector: true,
            style: if i < shaded {
                Style::filled(ORANGE)
            } else {
                Style::filled("#fff")
            },
        });
    }
    f
}

/// A horizontal 100 % bar with `percent` shaded, and captions.
pub(crate) fn percent_bar(percent: f64, shaded_caption: &str, whole_caption: &str) -> Figure {
    let mut f = Figure::new(400.0, 110.0);
    let (x0, w) = (20.0, 340.0);
    f.rect(pt(x0, 40.0), w, 30.0, Style::filled("#fff"));
    let sw = w * (percent / 100.0).clamp(0.0, 1.0);
    f.rect(pt(x0, 40.0), sw, 30.0, Style::filled(ORANGE).opacity(0.85));
    for i in 0..=10 {
        let x = x0 + w * f64::from(i) / 10.0;
        f.line(pt(x, 70.0), pt(x, 76.0), Style::stroke().width(1.0));
    }
    f.text(pt(x0, 88.0), "0", 11.0, Anchor::Middle);
    f.text(pt(x0 + w, 88.0), "100", 11.0, Anchor::Middle);
    f.text(
        pt(x0 + sw / 2.0, 25.0),
        shaded_caption,
        12.0,
        Anchor::Middle,
    );
    f.text(pt(x0 + w / 2.0, 102.0), whole_caption, 12.0, Anchor::Middle);
    f
}
