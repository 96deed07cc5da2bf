//! Figure builders for the built-in generator: number lines, fraction bars, triangles, Thales
//! configurations, graphs, charts, trees, circuits, conversion tables and labelled diagrams.
//! Each returns a [`Figure`]; [`visual`] renders it with its alt text.

use super::figure::{Anchor, Element, Figure, Point, Style, polar, pt};
use crate::domain::question::Visual;

/// Palette.
pub(crate) const BLUE: &str = "#4f81bd";
pub(crate) const LIGHT_BLUE: &str = "#dce6f2";
pub(crate) const ORANGE: &str = "#f39c12";
pub(crate) const RED: &str = "#c0392b";
pub(crate) const GREEN: &str = "#27ae60";
pub(crate) const GREY: &str = "#888";
pub(crate) const YELLOW: &str = "#f7dc6f";

/// Renders `fig` with `alt` as its title and alt text.
pub(crate) fn visual(fig: &Figure, alt: String) -> Visual {
    Visual {
        kind: "svg".to_owned(),
        svg: fig.to_svg(&alt),
        alt,
    }
}

const FONT: f64 = 13.0;

fn label(f: &mut Figure, at: Point, text: &str) {
    f.text(at, text, FONT, Anchor::Middle);
}

/// Offsets the midpoint of `a`-`b` by `d` units along the normal pointing away from `away`.
fn side_label_pos(a: Point, b: Point, away: Point, d: f64) -> Point {
    let m = pt((a.x + b.x) / 2.0, (a.y + b.y) / 2.0);
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let len = (dx * dx + dy * dy).sqrt().max(1e-9);
    let (mut nx, mut ny) = (-dy / len, dx / len);
    if (away.x - m.x) * nx + (away.y - m.y) * ny > 0.0 {
        nx = -nx;
        ny = -ny;
    }
    pt(m.x + nx * d, m.y + ny * d)
}

fn vertex_label(f: &mut Figure, p: Point, centroid: Point, name: &str) {
    let (dx, dy) = (p.x - centroid.x, p.y - centroid.y);
    let len = (dx * dx + dy * dy).sqrt().max(1e-9);
    f.bold(
        pt(p.x + dx / len * 14.0, p.y + dy / len * 14.0),
        name,
        FONT,
        Anchor::Middle,
    );
}

/// Degrees of the direction from `a` to `b`, counter-clockwise on screen.
fn dir(a: Point, b: Point) -> f64 {
    (-(b.y - a.y)).atan2(b.x - a.x).to_degrees()
}

fn angle_arc(
    f: &mut Figure,
    at: Point,
    towards1: Point,
    towards2: Point,
    r: f64,
    text: Option<&str>,
) {
    let (mut s, mut e) = (dir(at, towards1), dir(at, towards2));
    if (e - s).rem_euclid(360.0) > 180.0 {
        std::mem::swap(&mut s, &mut e);
    }
    f.push(Element::Arc {
        center: at,
        r,
        start: s,
        end: e,
        sector: false,
        style: Style::stroke().colour(RED).width(1.2),
    });
    if let Some(t) = text {
        let mid = s + (e - s).rem_euclid(360.0) / 2.0;
        let p = polar(at, r + 14.0, mid);
        f.push(Element::Text {
            at: p,
            text: t.to_owned(),
            size: 12.0,
            anchor: Anchor::Middle,
            bold: false,
            colour: RED,
        });
    }
}

fn right_angle_mark(f: &mut Figure, at: Point, a: Point, b: Point, s: f64) {
    let unit = |p: Point| {
        let (dx, dy) = (p.x - at.x, p.y - at.y);
        let l = (dx * dx + dy * dy).sqrt().max(1e-9);
        (dx / l * s, dy / l * s)
    };
    let (ux, uy) = unit(a);
    let (vx, vy) = unit(b);
    f.push(Element::Polyline {
        points: vec![
            pt(at.x + ux, at.y + uy),
            pt(at.x + ux + vx, at.y + uy + vy),
            pt(at.x + vx, at.y + vy),
        ],
        style: Style::stroke().width(1.0),
    });
}

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

/// A right triangle with vertex names `names = [A, B, C]`, right angle at B, legs AB and BC of
/// lengths `ab`, `bc` (for the drawing only), side labels, and an optional angle label at A.
pub(crate) fn right_triangle(
    names: [&str; 3],
    ab: f64,
    bc: f64,
    side_labels: [Option<String>; 3],
    angle_at_a: Option<String>,
) -> Figure {
    let ratio = (ab / bc).clamp(0.35, 1.6);
    let (mut w, mut h) = (260.0, 260.0 * ratio);
    if h > 170.0 {
        w *= 170.0 / h;
        h = 170.0;
    }
    let mut f = Figure::new(w + 100.0, h + 60.0);
    let b = pt(50.0, 25.0 + h);
    let a = pt(50.0, 25.0);
    let c = pt(50.0 + w, 25.0 + h);
    f.polygon(vec![a, b, c], Style::filled(LIGHT_BLUE));
    right_angle_mark(&mut f, b, a, c, 12.0);
    let g = pt((a.x + b.x + c.x) / 3.0, (a.y + b.y + c.y) / 3.0);
    for (p, n) in [(a, names[0]), (b, names[1]), (c, names[2])] {
        vertex_label(&mut f, p, g, n);
    }
    let [lab, lbc, lac] = side_labels;
    if let Some(t) = lab {
        let p = side_label_pos(a, b, g, 14.0);
        f.text(pt(p.x - 4.0, p.y), t, FONT, Anchor::End);
    }
    if let Some(t) = lbc {
        let p = side_label_pos(b, c, g, 16.0);
        label(&mut f, p, &t);
    }
    if let Some(t) = lac {
        let p = side_label_pos(a, c, g, 18.0);
        f.text(pt(p.x + 4.0, p.y), t, FONT, Anchor::Start);
    }
    if let Some(t) = angle_at_a {
        angle_arc(&mut f, a, b, c, 26.0, Some(&t));
    }
    f
}

/// A Thales configuration: triangle ABC with M on [AB], N on [AC] at ratio `k` from A and
/// (MN) ∥ (BC); `butterfly`: M and N on the other side of A. `labels` are texts for AM, AB,
/// MN, BC (and AN, AC when given).
pub(crate) fn thales(
    names: [&str; 5],
    k: f64,
    butterfly: bool,
    labels: [Option<String>; 6],
) -> Figure {
    let mut f = Figure::new(380.0, 250.0);
    let (a, b, c) = if butterfly {
        (pt(190.0, 110.0), pt(90.0, 220.0), pt(330.0, 220.0))
    } else {
        (pt(150.0, 25.0), pt(40.0, 220.0), pt(340.0, 220.0))
    };
    let s = if butterfly {
        -k.min(0.9)
    } else {
        k.clamp(0.2, 0.85)
    };
    let m = pt(a.x + (b.x - a.x) * s, a.y + (b.y - a.y) * s);
    let n = pt(a.x + (c.x - a.x) * s, a.y + (c.y - a.y) * s);
    f.polygon(vec![a, b, c], Style::filled(LIGHT_BLUE).opacity(0.6));
    if butterfly {
        f.polygon(vec![a, m, n], Style::filled(LIGHT_BLUE).opacity(0.6));
    }
    f.line(m, n, Style::stroke().colour(BLUE).width(2.0));
    f.line(b, c, Style::stroke().colour(BLUE).width(2.0));
    // parallel marks: small chevrons in the middle of [MN] and [BC]
    for (p, q) in [(m, n), (b, c)] {
        let mid = pt((p.x + q.x) / 2.0, (p.y + q.y) / 2.0);
        f.push(Element::Polyline {
            points: vec![
                pt(mid.x - 4.0, mid.y - 5.0),
                pt(mid.x + 2.0, mid.y),
                pt(mid.x - 4.0, mid.y + 5.0),
            ],
            style: Style::stroke().colour(BLUE),
        });
    }
    let g = pt((a.x + b.x + c.x) / 3.0, (a.y + b.y + c.y) / 3.0);
    let g_small = pt((a.x + m.x + n.x) / 3.0, (a.y + m.y + n.y) / 3.0);
    vertex_label(&mut f, b, g, names[1]);
    vertex_label(&mut f, c, g, names[2]);
    if butterfly {
        vertex_label(&mut f, m, g_small, names[3]);
        vertex_label(&mut f, n, g_small, names[4]);
        f.bold(pt(a.x + 16.0, a.y + 2.0), names[0], FONT, Anchor::Start);
    } else {
        vertex_label(&mut f, a, g, names[0]);
        f.bold(pt(m.x - 14.0, m.y), names[3], FONT, Anchor::End);
        f.bold(pt(n.x + 14.0, n.y), names[4], FONT, Anchor::Start);
    }
    let [am, ab, mn, bc, an, ac] = labels;
    let put = |f: &mut Figure, p: Point, q: Point, away: Point, t: Option<String>, d: f64| {
        if let Some(t) = t {
            let at = side_label_pos(p, q, away, d);
            f.text(at, t, 12.0, Anchor::Middle);
        }
    };
    if butterfly {
        put(&mut f, a, m, c, am, 16.0);
        put(&mut f, a, b, c, ab, 16.0);
        put(&mut f, m, n, a, mn, 12.0);
        put(&mut f, a, n, b, an, 16.0);
        put(&mut f, a, c, b, ac, 16.0);
    } else {
        // AB and AC labels on the outer side, AM and AN a little inside the small triangle
        put(&mut f, a, m, c, am, 30.0);
        put(&mut f, a, b, c, ab, 16.0);
        put(&mut f, m, n, a, mn, 12.0);
        put(&mut f, a, n, b, an, 30.0);
        put(&mut f, a, c, b, ac, 16.0);
    }
    put(&mut f, b, c, a, bc, 16.0);
    f
}

/// Axes with a grid and integer ticks over `[x0, x1] × [y0, y1]` (all integers, containing 0),
/// returning the figure and the mapping from plane to figure coordinates.
pub(crate) fn axes(
    x0: i64,
    x1: i64,
    y0: i64,
    y1: i64,
) -> (Figure, impl Fn(f64, f64) -> Point + Copy) {
    let unit = (300.0 / (x1 - x0) as f64)
        .min(220.0 / (y1 - y0) as f64)
        .min(40.0);
    let (w, h) = (
        unit * (x1 - x0) as f64 + 60.0,
        unit * (y1 - y0) as f64 + 50.0,
    );
    let ox = 30.0 - unit * x0 as f64;
    let oy = 25.0 + unit * y1 as f64;
    let map = move |x: f64, y: f64| pt(ox + unit * x, oy - unit * y);
    let mut f = Figure::new(w, h);
    for i in x0..=x1 {
        f.line(
            map(i as f64, y0 as f64),
            map(i as f64, y1 as f64),
            Style::thin(),
        );
    }
    for j in y0..=y1 {
        f.line(
            map(x0 as f64, j as f64),
            map(x1 as f64, j as f64),
            Style::thin(),
        );
    }
    f.arrow(
        map(x0 as f64, 0.0),
        pt(map(x1 as f64, 0.0).x + 14.0, oy),
        Style::stroke().width(1.2),
    );
    f.arrow(
        map(0.0, y0 as f64),
        pt(ox, map(0.0, y1 as f64).y - 14.0),
        Style::stroke().width(1.2),
    );
    let step_x = if x1 - x0 > 12 { 2 } else { 1 };
    let step_y = if y1 - y0 > 12 { 2 } else { 1 };
    for i in x0..=x1 {
        if i != 0 && i % step_x == 0 {
            let p = map(i as f64, 0.0);
            f.line(
                pt(p.x, p.y - 3.0),
                pt(p.x, p.y + 3.0),
                Style::stroke().width(1.0),
            );
            f.text(pt(p.x, p.y + 12.0), i.to_string(), 10.0, Anchor::Middle);
        }
    }
    for j in y0..=y1 {
        if j != 0 && j % step_y == 0 {
            let p = map(0.0, j as f64);
            f.line(
                pt(p.x - 3.0, p.y),
                pt(p.x + 3.0, p.y),
                Style::stroke().width(1.0),
            );
            f.text(pt(p.x - 6.0, p.y), j.to_string(), 10.0, Anchor::End);
        }
    }
    f.text(pt(ox - 6.0, oy + 10.0), "0", 10.0, Anchor::End);
    (f, map)
}

/// The graph of `func` over the window, named `name`, with optional marked points.
pub(crate) fn function_graph(
    window: (i64, i64, i64, i64),
    func: &dyn Fn(f64) -> f64,
    name: &str,
    marks: &[(String, f64, f64)],
) -> Figure {
    let (x0, x1, y0, y1) = window;
    let (mut f, map) = axes(x0, x1, y0, y1);
    let mut seg: Vec<Point> = Vec::new();
    let steps = 80;
    let mut label_at = None;
    for i in 0..=steps {
        let x = x0 as f64 + (x1 - x0) as f64 * f64::from(i) / f64::from(steps);
        let y = func(x);
        if y.is_finite() && y >= y0 as f64 - 1e-9 && y <= y1 as f64 + 1e-9 {
            seg.push(map(x, y));
            if i >= steps * 3 / 4 && label_at.is_none() {
                label_at = Some(map(x, y));
            }
        } else if seg.len() > 1 {
            f.push(Element::Polyline {
                points: std::mem::take(&mut seg),
                style: Style::stroke().colour(BLUE).width(2.0),
            });
        } else {
            seg.clear();
        }
    }
    if seg.len() > 1 {
        f.push(Element::Polyline {
            points: seg,
            style: Style::stroke().colour(BLUE).width(2.0),
        });
    }
    if let Some(p) = label_at {
        f.push(Element::Text {
            at: pt(p.x + 8.0, p.y - 10.0),
            text: name.to_owned(),
            size: FONT,
            anchor: Anchor::Start,
            bold: true,
            colour: BLUE,
        });
    }
    for (n, x, y) in marks {
        let p = map(*x, *y);
        f.circle(p, 3.5, Style::filled(RED));
        f.bold(pt(p.x + 7.0, p.y - 9.0), n.clone(), 12.0, Anchor::Start);
    }
    f
}

/// Points in a coordinate plane, with optional dashed right-triangle legs between the first two.
pub(crate) fn plane_points(
    window: (i64, i64, i64, i64),
    points: &[(String, f64, f64)],
    legs: bool,
) -> Figure {
    let (x0, x1, y0, y1) = window;
    let (mut f, map) = axes(x0, x1, y0, y1);
    if legs && points.len() >= 2 {
        let (a, b) = (&points[0], &points[1]);
        let corner = map(b.1, a.2);
        f.line(map(a.1, a.2), corner, Style::stroke().colour(GREY).dashed());
        f.line(corner, map(b.1, b.2), Style::stroke().colour(GREY).dashed());
        f.line(
            map(a.1, a.2),
            map(b.1, b.2),
            Style::stroke().colour(BLUE).width(2.0),
        );
    }
    for (n, x, y) in points {
        let p = map(*x, *y);
        f.circle(p, 3.5, Style::filled(RED));
        f.bold(pt(p.x + 7.0, p.y - 9.0), n.clone(), 12.0, Anchor::Start);
    }
    f
}

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
        f.text(pt(x0 - 6.0, y), t, 10.0, Anchor::End);
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
            f.text(
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

/// A series circuit: generator, resistor, ammeter; a voltmeter across the resistor. `labels`:
/// resistor, voltmeter and ammeter captions.
pub(crate) fn circuit(r_label: &str, u_label: &str, i_label: &str) -> Figure {
    let mut f = Figure::new(360.0, 230.0);
    let (l, r, t, b) = (50.0, 300.0, 90.0, 200.0);
    let wire = Style::stroke();
    // generator on the left side (long and short plates)
    f.line(pt(l, t), pt(l, 135.0), wire.clone());
    f.line(pt(l, 155.0), pt(l, b), wire.clone());
    f.line(
        pt(l - 16.0, 135.0),
        pt(l + 16.0, 135.0),
        Style::stroke().width(2.5),
    );
    f.line(
        pt(l - 8.0, 155.0),
        pt(l + 8.0, 155.0),
        Style::stroke().width(4.0),
    );
    f.text(pt(l - 22.0, 130.0), "+", 12.0, Anchor::Middle);
    // top wire with the resistor
    f.line(pt(l, t), pt(140.0, t), wire.clone());
    f.rect(pt(140.0, t - 10.0), 60.0, 20.0, Style::filled("#fff"));
    f.line(pt(200.0, t), pt(r, t), wire.clone());
    f.text(pt(170.0, t + 26.0), r_label, 12.0, Anchor::Middle);
    // right side with the ammeter
    f.line(pt(r, t), pt(r, 130.0), wire.clone());
    f.circle(pt(r, 145.0), 15.0, Style::filled("#fff"));
    f.bold(pt(r, 145.0), "A", FONT, Anchor::Middle);
    f.line(pt(r, 160.0), pt(r, b), wire.clone());
    f.text(pt(r + 20.0, 145.0), i_label, 12.0, Anchor::Start);
    f.line(pt(l, b), pt(r, b), wire.clone());
    // voltmeter across the resistor
    f.line(pt(120.0, t), pt(120.0, 40.0), wire.clone());
    f.line(pt(220.0, t), pt(220.0, 40.0), wire.clone());
    f.line(pt(120.0, 40.0), pt(155.0, 40.0), wire.clone());
    f.line(pt(185.0, 40.0), pt(220.0, 40.0), wire);
    f.circle(pt(170.0, 40.0), 15.0, Style::filled("#fff"));
    f.bold(pt(170.0, 40.0), "V", FONT, Anchor::Middle);
    f.text(pt(230.0, 30.0), u_label, 12.0, Anchor::Start);
    for p in [pt(120.0, t), pt(220.0, t)] {
        f.circle(p, 2.5, Style::filled("#222"));
    }
    f
}

/// A conversion table: column headers `units`, with the digits of `digits` (an integer part and
/// a decimal part) placed so the last integer digit falls in column `unit_col`.
pub(crate) fn conversion_table(
    units: &[&str],
    int_digits: &str,
    dec_digits: &str,
    unit_col: usize,
) -> Figure {
    let n = units.len();
    let cw = (360.0 / n as f64).min(52.0);
    let mut f = Figure::new(cw * n as f64 + 40.0, 100.0);
    let x0 = 20.0;
    for (i, u) in units.iter().enumerate() {
        let x = x0 + cw * i as f64;
        f.rect(pt(x, 15.0), cw, 28.0, Style::filled(LIGHT_BLUE));
        f.bold(pt(x + cw / 2.0, 29.0), *u, 12.0, Anchor::Middle);
        f.rect(pt(x, 43.0), cw, 36.0, Style::filled("#fff"));
    }
    let int: Vec<char> = int_digits.chars().collect();
    for (k, c) in int.iter().rev().enumerate() {
        if k <= unit_col {
            let col = unit_col - k;
            f.text(
                pt(x0 + cw * col as f64 + cw / 2.0, 61.0),
                c.to_string(),
                16.0,
                Anchor::Middle,
            );
        }
    }
    for (k, c) in dec_digits.chars().enumerate() {
        let col = unit_col + 1 + k;
        if col < n {
            f.text(
                pt(x0 + cw * col as f64 + cw / 2.0, 61.0),
                c.to_string(),
                16.0,
                Anchor::Middle,
            );
        }
    }
    if !dec_digits.is_empty() {
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

/// A formula triangle (`top` over `left` × `right`) with caption lines on its right.
pub(crate) fn formula_triangle(top: &str, left: &str, right: &str, captions: &[String]) -> Figure {
    let mut f = Figure::new(380.0, 170.0);
    let (a, b, c) = (pt(90.0, 15.0), pt(15.0, 150.0), pt(165.0, 150.0));
    f.polygon(vec![a, b, c], Style::filled(YELLOW).opacity(0.7));
    f.line(pt(52.5, 82.5), pt(127.5, 82.5), Style::stroke());
    f.line(pt(90.0, 82.5), pt(90.0, 150.0), Style::stroke());
    f.bold(pt(90.0, 60.0), top, 18.0, Anchor::Middle);
    f.bold(pt(62.0, 120.0), left, 18.0, Anchor::Middle);
    f.bold(pt(118.0, 120.0), right, 18.0, Anchor::Middle);
    for (i, cap) in captions.iter().enumerate() {
        f.text(
            pt(190.0, 40.0 + 24.0 * i as f64),
            cap.clone(),
            FONT,
            Anchor::Start,
        );
    }
    f
}

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

/// A rectangle `w` × `h` (drawing proportions) with side captions.
pub(crate) fn rectangle(w: f64, h: f64, w_label: &str, h_label: &str) -> Figure {
    let s = (260.0 / w).min(150.0 / h);
    let (rw, rh) = ((w * s).max(40.0), (h * s).max(30.0));
    let mut f = Figure::new(rw + 120.0, rh + 60.0);
    f.rect(pt(40.0, 20.0), rw, rh, Style::filled(LIGHT_BLUE));
    f.text(
        pt(40.0 + rw / 2.0, 20.0 + rh + 18.0),
        w_label,
        FONT,
        Anchor::Middle,
    );
    f.text(pt(48.0 + rw, 20.0 + rh / 2.0), h_label, FONT, Anchor::Start);
    for (x, y) in [
        (40.0, 20.0 + rh),
        (40.0 + rw, 20.0 + rh),
        (40.0, 20.0),
        (40.0 + rw, 20.0),
    ] {
        let p = pt(x, y);
        let a = pt(if x > 40.0 { x - 1.0 } else { x + 1.0 }, y);
        let b = pt(x, if y > 20.0 { y - 1.0 } else { y + 1.0 });
        right_angle_mark(&mut f, p, a, b, 8.0);
    }
    f
}

/// A triangle with base and dashed height, captions for both.
pub(crate) fn triangle_with_height(base_label: &str, height_label: &str) -> Figure {
    let mut f = Figure::new(340.0, 200.0);
    let (a, b, c) = (pt(30.0, 170.0), pt(290.0, 170.0), pt(190.0, 30.0));
    let hfoot = pt(190.0, 170.0);
    f.polygon(vec![a, b, c], Style::filled(LIGHT_BLUE));
    f.line(c, hfoot, Style::stroke().colour(RED).dashed());
    right_angle_mark(&mut f, hfoot, c, b, 9.0);
    f.text(pt(160.0, 188.0), base_label, FONT, Anchor::Middle);
    f.push(Element::Text {
        at: pt(198.0, 100.0),
        text: height_label.to_owned(),
        size: FONT,
        anchor: Anchor::Start,
        bold: false,
        colour: RED,
    });
    f
}

/// A parallelogram with base and dashed height.
pub(crate) fn parallelogram(base_label: &str, height_label: &str) -> Figure {
    let mut f = Figure::new(360.0, 190.0);
    let pts = vec![
        pt(30.0, 160.0),
        pt(250.0, 160.0),
        pt(320.0, 40.0),
        pt(100.0, 40.0),
    ];
    f.polygon(pts, Style::filled(LIGHT_BLUE));
    f.line(
        pt(120.0, 40.0),
        pt(120.0, 160.0),
        Style::stroke().colour(RED).dashed(),
    );
    right_angle_mark(
        &mut f,
        pt(120.0, 160.0),
        pt(120.0, 40.0),
        pt(250.0, 160.0),
        9.0,
    );
    f.text(pt(140.0, 178.0), base_label, FONT, Anchor::Middle);
    f.push(Element::Text {
        at: pt(128.0, 100.0),
        text: height_label.to_owned(),
        size: FONT,
        anchor: Anchor::Start,
        bold: false,
        colour: RED,
    });
    f
}

/// A disc with its centre and a radius (or diameter) caption.
pub(crate) fn disc(caption: &str, diameter: bool) -> Figure {
    let mut f = Figure::new(260.0, 200.0);
    let c = pt(110.0, 100.0);
    f.circle(c, 80.0, Style::filled(LIGHT_BLUE));
    f.circle(c, 2.5, Style::filled("#222"));
    let start = if diameter { pt(30.0, 100.0) } else { c };
    f.line(start, pt(190.0, 100.0), Style::stroke().colour(RED));
    f.push(Element::Text {
        at: pt(if diameter { 110.0 } else { 150.0 }, 88.0),
        text: caption.to_owned(),
        size: FONT,
        anchor: Anchor::Middle,
        bold: false,
        colour: RED,
    });
    f
}

/// A cuboid in oblique projection with its three dimensions.
pub(crate) fn cuboid(l_label: &str, w_label: &str, h_label: &str) -> Figure {
    let mut f = Figure::new(360.0, 220.0);
    let (x, y, l, h, dx, dy) = (40.0, 70.0, 200.0, 120.0, 60.0, -45.0);
    let front = vec![pt(x, y), pt(x + l, y), pt(x + l, y + h), pt(x, y + h)];
    f.polygon(
        vec![
            pt(x, y),
            pt(x + dx, y + dy),
            pt(x + l + dx, y + dy),
            pt(x + l, y),
        ],
        Style::filled("#c5d5ea"),
    );
    f.polygon(
        vec![
            pt(x + l, y),
            pt(x + l + dx, y + dy),
            pt(x + l + dx, y + h + dy),
            pt(x + l, y + h),
        ],
        Style::filled("#aebfd9"),
    );
    f.polygon(front, Style::filled(LIGHT_BLUE));
    let hidden = Style::stroke().colour(GREY).dashed().width(1.0);
    f.line(pt(x, y + h), pt(x + dx, y + h + dy), hidden.clone());
    f.line(
        pt(x + dx, y + h + dy),
        pt(x + l + dx, y + h + dy),
        hidden.clone(),
    );
    f.line(pt(x + dx, y + h + dy), pt(x + dx, y + dy), hidden);
    f.text(pt(x + l / 2.0, y + h + 18.0), l_label, FONT, Anchor::Middle);
    f.text(
        pt(x + l + dx / 2.0 + 8.0, y + h + dy / 2.0 + 12.0),
        w_label,
        FONT,
        Anchor::Start,
    );
    f.text(pt(x - 8.0, y + h / 2.0), h_label, FONT, Anchor::End);
    f
}

/// A cylinder with radius and height captions.
pub(crate) fn cylinder(r_label: &str, h_label: &str) -> Figure {
    let mut f = Figure::new(300.0, 240.0);
    let (cx, top, bottom, rx, ry) = (130.0, 50.0, 190.0, 80.0, 22.0);
    f.rect(
        pt(cx - rx, top),
        2.0 * rx,
        bottom - top,
        Style {
            stroke: None,
            ..Style::filled(LIGHT_BLUE)
        },
    );
    f.push(Element::Ellipse {
        center: pt(cx, bottom),
        rx,
        ry,
        style: Style::filled(LIGHT_BLUE),
    });
    f.rect(
        pt(cx - rx + 0.8, top),
        2.0 * rx - 1.6,
        bottom - top,
        Style {
            stroke: None,
            ..Style::filled(LIGHT_BLUE)
        },
    );
    f.line(pt(cx - rx, top), pt(cx - rx, bottom), Style::stroke());
    f.line(pt(cx + rx, top), pt(cx + rx, bottom), Style::stroke());
    f.push(Element::Ellipse {
        center: pt(cx, top),
        rx,
        ry,
        style: Style::filled("#c5d5ea"),
    });
    f.circle(pt(cx, top), 2.0, Style::filled("#222"));
    f.line(pt(cx, top), pt(cx + rx, top), Style::stroke().colour(RED));
    f.push(Element::Text {
        at: pt(cx + rx / 2.0, top - 10.0),
        text: r_label.to_owned(),
        size: FONT,
        anchor: Anchor::Middle,
        bold: false,
        colour: RED,
    });
    f.text(
        pt(cx + rx + 10.0, (top + bottom) / 2.0),
        h_label,
        FONT,
        Anchor::Start,
    );
    f
}

/// A cone (or, with `pyramid`, a square-based pyramid) with its base radius/side and height.
pub(crate) fn cone_or_pyramid(pyramid: bool, base_label: &str, h_label: &str) -> Figure {
    let mut f = Figure::new(320.0, 240.0);
    let apex = pt(140.0, 25.0);
    let base_c = pt(140.0, 190.0);
    if pyramid {
        let (a, b, c, d) = (
            pt(50.0, 200.0),
            pt(200.0, 200.0),
            pt(250.0, 170.0),
            pt(100.0, 170.0),
        );
        f.polygon(vec![apex, a, b], Style::filled(LIGHT_BLUE));
        f.polygon(vec![apex, b, c], Style::filled("#aebfd9"));
        let hidden = Style::stroke().colour(GREY).dashed().width(1.0);
        f.line(a, d, hidden.clone());
        f.line(d, c, hidden.clone());
        f.line(apex, d, hidden);
        f.line(apex, pt(150.0, 185.0), Style::stroke().colour(RED).dashed());
        f.text(pt(125.0, 218.0), base_label, FONT, Anchor::Middle);
    } else {
        f.push(Element::Ellipse {
            center: base_c,
            rx: 90.0,
            ry: 22.0,
            style: Style::filled(LIGHT_BLUE),
        });
        f.polygon(
            vec![apex, pt(50.0, 190.0), pt(230.0, 190.0)],
            Style::filled(LIGHT_BLUE),
        );
        f.line(base_c, pt(230.0, 190.0), Style::stroke().colour(RED));
        f.line(apex, base_c, Style::stroke().colour(RED).dashed());
        f.push(Element::Text {
            at: pt(185.0, 203.0),
            text: base_label.to_owned(),
            size: FONT,
            anchor: Anchor::Middle,
            bold: false,
            colour: RED,
        });
    }
    f.push(Element::Text {
        at: pt(148.0, 110.0),
        text: h_label.to_owned(),
        size: FONT,
        anchor: Anchor::Start,
        bold: false,
        colour: RED,
    });
    f
}

/// A sphere with its radius caption.
pub(crate) fn sphere(r_label: &str) -> Figure {
    let mut f = Figure::new(240.0, 220.0);
    let c = pt(120.0, 110.0);
    f.circle(c, 90.0, Style::filled(LIGHT_BLUE));
    f.push(Element::Ellipse {
        center: c,
        rx: 90.0,
        ry: 24.0,
        style: Style::stroke().colour(GREY).dashed().width(1.0),
    });
    f.circle(c, 2.5, Style::filled("#222"));
    f.line(c, polar(c, 90.0, 35.0), Style::stroke().colour(RED));
    f.push(Element::Text {
        at: polar(c, 55.0, 60.0),
        text: r_label.to_owned(),
        size: FONT,
        anchor: Anchor::Middle,
        bold: false,
        colour: RED,
    });
    f
}

/// A triangle with given angle captions at its vertices (`None`: no arc).
pub(crate) fn triangle_angles(
    names: [&str; 3],
    angles_deg: [f64; 3],
    captions: [Option<String>; 3],
) -> Figure {
    let mut f = Figure::new(360.0, 230.0);
    // Build the triangle from its angles: A at the origin, B on the x axis.
    let (a_ang, b_ang) = (angles_deg[0].to_radians(), angles_deg[1].to_radians());
    let ab = 1.0;
    let ac = ab * b_ang.sin() / (a_ang + b_ang).sin();
    let (ax, ay) = (0.0f64, 0.0f64);
    let (bx, by) = (ab, 0.0);
    let (cx, cy) = (ac * a_ang.cos(), ac * a_ang.sin());
    let (minx, maxx) = (ax.min(cx), bx.max(cx));
    let maxy = cy.max(0.01);
    let s = (280.0 / (maxx - minx)).min(170.0 / maxy);
    let map = |x: f64, y: f64| pt(40.0 + (x - minx) * s, 200.0 - y * s);
    let (a, b, c) = (map(ax, ay), map(bx, by), map(cx, cy));
    f.polygon(vec![a, b, c], Style::filled(LIGHT_BLUE));
    let g = pt((a.x + b.x + c.x) / 3.0, (a.y + b.y + c.y) / 3.0);
    let verts = [(a, b, c), (b, c, a), (c, a, b)];
    for (i, (p, q, r)) in verts.iter().enumerate() {
        vertex_label(&mut f, *p, g, names[i]);
        if let Some(t) = &captions[i] {
            angle_arc(&mut f, *p, *q, *r, 22.0, Some(t));
        }
    }
    f
}

/// Two adjacent angles on a straight line (supplementary) or in a right angle (complementary).
pub(crate) fn adjacent_angles(
    total: f64,
    first: f64,
    first_caption: &str,
    second_caption: &str,
) -> Figure {
    let mut f = Figure::new(320.0, 180.0);
    let o = pt(160.0, 140.0);
    let end1 = polar(o, 130.0, 0.0);
    let ray = polar(o, 130.0, first);
    let end2 = polar(o, 130.0, total);
    f.line(o, end1, Style::stroke());
    f.line(o, end2, Style::stroke());
    f.line(o, ray, Style::stroke().colour(BLUE).width(2.0));
    if (total - 90.0).abs() < 1e-9 {
        right_angle_mark(&mut f, o, end1, end2, 10.0);
    }
    angle_arc(&mut f, o, end1, ray, 30.0, Some(first_caption));
    angle_arc(&mut f, o, ray, end2, 42.0, Some(second_caption));
    f.bold(pt(o.x, o.y + 16.0), "O", FONT, Anchor::Middle);
    f
}

/// Two parallel lines cut by a transversal, with the two marked angles (alternate interior or
/// corresponding).
pub(crate) fn parallel_angles(corresponding: bool, known: &str, unknown: &str) -> Figure {
    let mut f = Figure::new(340.0, 200.0);
    let (y1, y2) = (60.0, 140.0);
    f.line(pt(20.0, y1), pt(320.0, y1), Style::stroke());
    f.line(pt(20.0, y2), pt(320.0, y2), Style::stroke());
    let p = pt(200.0, y1);
    let q = pt(140.0, y2);
    f.line(
        pt(230.0, y1 - 40.0),
        pt(110.0, y2 + 40.0),
        Style::stroke().colour(BLUE).width(2.0),
    );
    f.text(pt(300.0, y1 - 12.0), "(d)", 12.0, Anchor::Middle);
    f.text(pt(300.0, y2 - 12.0), "(d′)", 12.0, Anchor::Middle);
    // known angle at P between the line to the right and the transversal going down-left
    angle_arc(
        &mut f,
        p,
        pt(320.0, y1),
        pt(230.0, y1 - 40.0),
        20.0,
        Some(known),
    );
    if corresponding {
        angle_arc(&mut f, q, pt(320.0, y2), p, 20.0, Some(unknown));
    } else {
        angle_arc(&mut f, q, pt(20.0, y2), p, 20.0, Some(unknown));
    }
    f
}

/// A mass with its weight vector, on Earth or another body.
pub(crate) fn weight_diagram(body: &str, mass_caption: &str, force_caption: &str) -> Figure {
    let mut f = Figure::new(320.0, 220.0);
    f.rect(pt(20.0, 180.0), 280.0, 20.0, Style::filled("#d5c4a1"));
    f.text(pt(280.0, 210.0), body, 11.0, Anchor::End);
    f.rect(pt(110.0, 100.0), 80.0, 80.0, Style::filled(LIGHT_BLUE));
    f.text(pt(150.0, 80.0), mass_caption, FONT, Anchor::Middle);
    f.circle(pt(150.0, 140.0), 3.0, Style::filled("#222"));
    f.arrow(
        pt(150.0, 140.0),
        pt(150.0, 205.0),
        Style::stroke().colour(RED).width(2.5),
    );
    f.push(Element::Text {
        at: pt(160.0, 196.0),
        text: force_caption.to_owned(),
        size: FONT,
        anchor: Anchor::Start,
        bold: true,
        colour: RED,
    });
    f
}

/// A volumetric flask with captions.
pub(crate) fn flask(captions: &[String]) -> Figure {
    let mut f = Figure::new(340.0, 220.0);
    let c = pt(90.0, 150.0);
    f.circle(c, 55.0, Style::filled("#d6eaf8"));
    f.rect(pt(78.0, 20.0), 24.0, 80.0, Style::filled("#fff"));
    f.line(pt(78.0, 45.0), pt(102.0, 45.0), Style::stroke().colour(RED));
    f.rect(
        pt(79.0, 46.0),
        22.0,
        52.0,
        Style {
            stroke: None,
            ..Style::filled("#d6eaf8")
        },
    );
    for (i, cap) in captions.iter().enumerate() {
        f.text(
            pt(170.0, 80.0 + 26.0 * i as f64),
            cap.clone(),
            FONT,
            Anchor::Start,
        );
    }
    f
}

/// Two similar rectangles, the second scaled by `k`.
pub(crate) fn scaling(
    k: f64,
    caption_small: &str,
    caption_big: &str,
    arrow_caption: &str,
) -> Figure {
    let mut f = Figure::new(380.0, 200.0);
    let (w, h) = (60.0, 40.0);
    let (sw, sh) = if k >= 1.0 {
        (w, h)
    } else {
        (w / k.max(0.2), h / k.max(0.2))
    };
    let (bw, bh) = if k >= 1.0 {
        ((w * k).min(200.0), (h * k).min(140.0))
    } else {
        (w, h)
    };
    let (first_w, first_h, second_w, second_h) = if k >= 1.0 {
        (sw, sh, bw, bh)
    } else {
        (sw.min(200.0), sh.min(140.0), bw, bh)
    };
    f.rect(
        pt(20.0, 170.0 - first_h),
        first_w,
        first_h,
        Style::filled(LIGHT_BLUE),
    );
    let x2 = 20.0 + first_w + 70.0;
    f.rect(
        pt(x2, 170.0 - second_h),
        second_w,
        second_h,
        Style::filled(YELLOW),
    );
    f.text(
        pt(20.0 + first_w / 2.0, 185.0),
        caption_small,
        12.0,
        Anchor::Middle,
    );
    f.text(
        pt(x2 + second_w / 2.0, 185.0),
        caption_big,
        12.0,
        Anchor::Middle,
    );
    f.arrow(
        pt(25.0 + first_w, 110.0),
        pt(x2 - 5.0, 110.0),
        Style::stroke().colour(RED),
    );
    f.push(Element::Text {
        at: pt(x2 - 35.0, 96.0),
        text: arrow_caption.to_owned(),
        size: FONT,
        anchor: Anchor::Middle,
        bold: true,
        colour: RED,
    });
    f
}

/// A square of area caption `area` with an unknown side.
pub(crate) fn square_area(area: &str, side: &str) -> Figure {
    let mut f = Figure::new(240.0, 200.0);
    f.rect(pt(40.0, 20.0), 150.0, 150.0, Style::filled(LIGHT_BLUE));
    f.text(pt(115.0, 95.0), area, 14.0, Anchor::Middle);
    f.text(pt(115.0, 186.0), side, FONT, Anchor::Middle);
    f
}

/// A road between two points with a moving object and captions (speed questions).
pub(crate) fn journey(start: &str, end: &str, captions: &[String]) -> Figure {
    let mut f = Figure::new(380.0, 60.0 + captions.len() as f64 * 22.0 + 40.0);
    f.rect(pt(20.0, 40.0), 340.0, 14.0, Style::filled("#bbb"));
    f.line(
        pt(20.0, 47.0),
        pt(360.0, 47.0),
        Style::stroke().colour("#fff").dashed().width(1.5),
    );
    for (x, t) in [(20.0, start), (360.0, end)] {
        f.circle(pt(x, 47.0), 6.0, Style::filled(RED));
        f.bold(pt(x, 24.0), t, 12.0, Anchor::Middle);
    }
    f.arrow(
        pt(40.0, 72.0),
        pt(340.0, 72.0),
        Style::stroke().colour(BLUE).width(2.0),
    );
    for (i, c) in captions.iter().enumerate() {
        f.text(
            pt(190.0, 96.0 + 22.0 * i as f64),
            c.clone(),
            FONT,
            Anchor::Middle,
        );
    }
    f
}

#[cfg(test)]
mod tests {
    use super::super::figure::check_xml;
    use super::*;

    #[test]
    fn every_builder_is_well_formed() {
        let lbl = |v: f64| format!("{v}");
        let figs = vec![
            number_line(0.0, 2.0, 0.1, 5, &lbl, &[("A".into(), 1.3)]),
            fraction_bars(&[(4, 3, "3/4".into()), (3, 5, "5/3".into())]),
            fraction_disc(8, 3),
            right_triangle(
                ["A", "B", "C"],
                3.0,
                4.0,
                [Some("3 cm".into()), Some("4 cm".into()), Some("?".into())],
                Some("37°".into()),
            ),
            thales(
                ["A", "B", "C", "M", "N"],
                0.4,
                false,
                [
                    Some("2".into()),
                    Some("5".into()),
                    Some("?".into()),
                    Some("7".into()),
                    None,
                    None,
                ],
            ),
            thales(
                ["A", "B", "C", "M", "N"],
                0.5,
                true,
                [
                    Some("2".into()),
                    Some("5".into()),
                    Some("?".into()),
                    Some("7".into()),
                    None,
                    None,
                ],
            ),
            function_graph(
                (-5, 5, -4, 6),
                &|x| 2.0 * x - 1.0,
                "f",
                &[("A".into(), 1.0, 1.0)],
            ),
            plane_points(
                (-2, 6, -2, 5),
                &[("A".into(), 1.0, 1.0), ("B".into(), 4.0, 5.0)],
                true,
            ),
            bar_chart(
                &[("Lun".into(), 12.0), ("Mar".into(), 7.0)],
                2.0,
                true,
                "Effectif",
            ),
            probability_tree(
                &[("R".into(), "3/5".into()), ("B".into(), "2/5".into())],
                &[("R".into(), "3/5".into()), ("B".into(), "2/5".into())],
            ),
            urn(&[(3, RED), (2, BLUE)]),
            circuit("R = 100 Ω", "U = ?", "I = 0,2 A"),
            conversion_table(&["km", "hm", "dam", "m", "dm", "cm", "mm"], "25", "3", 3),
            formula_triangle("d", "v", "t", &["d = 120 km".into()]),
            card("Calcul", &["2³ × 2²".into()]),
            posed_operation(&["12,5".into(), "3,75".into()], "+", ','),
            division_layout("125", "7"),
            percent_bar(25.0, "25 %", "80 €"),
            table(&[vec!["x".into(), "1".into()], vec!["y".into(), "?".into()]]),
            balance("3x + 5", "20"),
            area_model("3", &["2x".into(), "5".into()]),
            rectangle(8.0, 5.0, "8 cm", "5 cm"),
            triangle_with_height("6 cm", "4 cm"),
            parallelogram("6 cm", "4 cm"),
            disc("r = 3 cm", false),
            cuboid("5 cm", "3 cm", "2 cm"),
            cylinder("r", "h"),
            cone_or_pyramid(true, "c", "h"),
            cone_or_pyramid(false, "r", "h"),
            sphere("r"),
            triangle_angles(
                ["A", "B", "C"],
                [50.0, 60.0, 70.0],
                [Some("50°".into()), Some("60°".into()), Some("?".into())],
            ),
            adjacent_angles(180.0, 70.0, "70°", "?"),
            adjacent_angles(90.0, 30.0, "30°", "?"),
            parallel_angles(true, "65°", "?"),
            weight_diagram("Terre", "m = 5 kg", "P"),
            flask(&["V = 250 mL".into()]),
            scaling(2.0, "a", "b", "× 2"),
            scaling(0.5, "a", "b", "× 0,5"),
            square_area("49 cm²", "?"),
            journey("A", "B", &["d = 12 km".into()]),
        ];
        for f in figs {
            let svg = f.to_svg("alt");
            assert_eq!(check_xml(&svg), Ok("svg".to_owned()), "{svg}");
            assert!(!svg.contains("NaN") && !svg.contains("inf"), "{svg}");
        }
    }
}
