//! Triangles and angles: the right triangle, Thales configurations, a triangle's angles,
//! adjacent angles and angles on parallel lines.

use super::{
    BLUE, FONT, GREY, LIGHT_BLUE, angle_arc, label, right_angle_mark, side_label_pos, vertex_label,
};
use crate::generate::figure::{Anchor, Element, Figure, Point, Style, polar, pt};

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

/// A triangle drawn to scale from its three sides `ab`, `bc`, `ac` (any unit), with vertex
/// names `names = [A, B, C]` and side labels, and no angle coded: what a pupil must decide
/// (is it right-angled?) is not given away by the drawing.
pub(crate) fn triangle_from_sides(
    names: [&str; 3],
    ab: f64,
    bc: f64,
    ac: f64,
    side_labels: [Option<String>; 3],
) -> Figure {
    // B at the origin, C on the x axis, A above: the angle at B by the law of cosines.
    let cos_b = ((ab * ab + bc * bc - ac * ac) / (2.0 * ab * bc)).clamp(-1.0, 1.0);
    let sin_b = (1.0 - cos_b * cos_b).sqrt();
    let raw = [(ab * cos_b, ab * sin_b), (0.0, 0.0), (bc, 0.0)];
    let min_x = raw.iter().map(|p| p.0).fold(f64::INFINITY, f64::min);
    let max_x = raw.iter().map(|p| p.0).fold(f64::NEG_INFINITY, f64::max);
    let max_y = raw.iter().map(|p| p.1).fold(0.0, f64::max);
    let scale = (260.0 / (max_x - min_x)).min(170.0 / max_y.max(1e-9));
    let (w, h) = ((max_x - min_x) * scale, max_y * scale);
    let mut f = Figure::new(w + 100.0, h + 60.0);
    let at = |(x, y): (f64, f64)| pt(50.0 + (x - min_x) * scale, 25.0 + h - y * scale);
    let (a, b, c) = (at(raw[0]), at(raw[1]), at(raw[2]));
    f.polygon(vec![a, b, c], Style::filled(LIGHT_BLUE));
    let g = pt((a.x + b.x + c.x) / 3.0, (a.y + b.y + c.y) / 3.0);
    for (p, n) in [(a, names[0]), (b, names[1]), (c, names[2])] {
        vertex_label(&mut f, p, g, n);
    }
    for ((p, q), t) in [(a, b), (b, c), (a, c)].into_iter().zip(side_labels) {
        if let Some(t) = t {
            let at = side_label_pos(p, q, g, 24.0);
            label(&mut f, at, &t);
        }
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
    // a sketch: the small triangle is kept large enough to carry its labels
    let s = if butterfly {
        -k.clamp(0.45, 0.9)
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
        // AM and AN beside their segments; AB and AC on dimension lines spanning the whole
        // sides, further out, so that no length reads as the part beyond M or N
        put(&mut f, a, m, c, am, 24.0);
        put(&mut f, a, n, b, an, 24.0);
        put(&mut f, m, n, a, mn, 12.0);
        for (p, q, away, t) in [(a, b, c, ab), (a, c, b, ac)] {
            if let Some(t) = t {
                dimension_line(&mut f, p, q, away, 48.0);
                f.text(side_label_pos(p, q, away, 66.0), t, 12.0, Anchor::Middle);
            }
        }
    }
    put(&mut f, b, c, a, bc, 16.0);
    f
}

/// A dimension line: a thin line parallel to [PQ] at `off` from it on the side away from
/// `away`, spanning P to Q, with a tick at each end.
fn dimension_line(f: &mut Figure, p: Point, q: Point, away: Point, off: f64) {
    let (dx, dy) = (q.x - p.x, q.y - p.y);
    let len = (dx * dx + dy * dy).sqrt().max(1e-9);
    let (ux, uy) = (dx / len, dy / len);
    let mid = pt((p.x + q.x) / 2.0, (p.y + q.y) / 2.0);
    let o = side_label_pos(p, q, away, off);
    let (nx, ny) = ((o.x - mid.x) / off, (o.y - mid.y) / off);
    let (p2, q2) = (
        pt(p.x + nx * off + ux * 4.0, p.y + ny * off + uy * 4.0),
        pt(q.x + nx * off - ux * 4.0, q.y + ny * off - uy * 4.0),
    );
    let thin = Style::stroke().colour(GREY).width(0.8);
    f.line(p2, q2, thin.clone());
    for e in [p2, q2] {
        f.line(
            pt(e.x - nx * 5.0, e.y - ny * 5.0),
            pt(e.x + nx * 5.0, e.y + ny * 5.0),
            thin.clone(),
        );
    }
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

/// Two parallel lines (d) (top) and (d′) cut by a transversal at A (on (d)) and B (on (d′)),
/// with two marked angles. `angle` is the angle, in degrees, between (d) on the right of A and
/// the transversal above A (drawn between 35° and 145°). A mark is `(on (d′), corner)` with the
/// corners 0 above right, 1 above left, 2 below left, 3 below right of the transversal.
pub(crate) fn parallel_angles_marked(
    angle: f64,
    known: (bool, u8),
    unknown: (bool, u8),
    known_caption: &str,
    unknown_caption: &str,
) -> Figure {
    let mut f = Figure::new(400.0, 230.0);
    let (y1, y2) = (75.0, 155.0);
    let t = angle.clamp(35.0, 145.0);
    let run = (y2 - y1) / t.to_radians().tan();
    let a = pt(200.0 + run / 2.0, y1);
    let b = pt(200.0 - run / 2.0, y2);
    let ext = 50.0 / t.to_radians().tan();
    let top = pt(a.x + ext, y1 - 50.0);
    let bottom = pt(b.x - ext, y2 + 50.0);
    f.line(pt(20.0, y1), pt(380.0, y1), Style::stroke());
    f.line(pt(20.0, y2), pt(380.0, y2), Style::stroke());
    f.line(top, bottom, Style::stroke().colour(BLUE).width(2.0));
    f.text(pt(360.0, y1 - 12.0), "(d)", 12.0, Anchor::Middle);
    f.text(pt(360.0, y2 - 12.0), "(d′)", 12.0, Anchor::Middle);
    // the four rays from each point, in corner order: right, up the transversal, left, down
    let rays = |p: Point| {
        [
            pt(p.x + 60.0, p.y),
            polar(p, 60.0, t),
            pt(p.x - 60.0, p.y),
            polar(p, 60.0, t + 180.0),
        ]
    };
    for ((on_b, corner), caption) in [(known, known_caption), (unknown, unknown_caption)] {
        let p = if on_b { b } else { a };
        let r = rays(p);
        let c = usize::from(corner % 4);
        angle_arc(&mut f, p, r[c], r[(c + 1) % 4], 22.0, Some(caption));
    }
    // the points' names in a corner without a mark, away from the transversal
    for (p, name, on_b) in [(a, "A", false), (b, "B", true)] {
        let used: Vec<u8> = [known, unknown]
            .iter()
            .filter(|m| m.0 == on_b)
            .map(|m| m.1 % 4)
            .collect();
        let free = [1u8, 3, 0, 2]
            .into_iter()
            .find(|c| !used.contains(c))
            .unwrap_or(1);
        let bis = match free {
            0 => t / 2.0,
            1 => (t + 180.0) / 2.0,
            2 => 180.0 + t / 2.0,
            _ => (t + 540.0) / 2.0,
        };
        f.bold(polar(p, 18.0, bis), name, FONT, Anchor::Middle);
    }
    f
}

/// A protractor laid on an angle xOy: its centre on O, graduations every 10° (numbered every
/// 30°, from 0 on the right to 180 on the left), the half-lines [Ox) and [Oy) through the
/// graduations `from` and `to`, and the angle marked with `caption`.
pub(crate) fn protractor(from: f64, to: f64, caption: &str) -> Figure {
    let mut f = Figure::new(340.0, 200.0);
    let o = pt(170.0, 170.0);
    let r = 130.0;
    f.push(Element::Arc {
        center: o,
        r,
        start: 0.0,
        end: 180.0,
        sector: true,
        style: Style::filled(LIGHT_BLUE).colour("#555"),
    });
    for g in (0..=18).map(|k| f64::from(k) * 10.0) {
        let inner = if (g % 30.0).abs() < 1e-9 {
            r - 14.0
        } else {
            r - 8.0
        };
        f.line(
            polar(o, inner, g),
            polar(o, r, g),
            Style::stroke().width(1.0),
        );
    }
    for (deg, name) in [(from, "x"), (to, "y")] {
        f.line(
            o,
            polar(o, r + 22.0, deg),
            Style::stroke().colour(BLUE).width(2.0),
        );
        f.bold(polar(o, r + 34.0, deg), name, FONT, Anchor::Middle);
    }
    angle_arc(
        &mut f,
        o,
        polar(o, 10.0, from),
        polar(o, 10.0, to),
        26.0,
        Some(caption),
    );
    for g in (0..=6).map(|k| f64::from(k) * 30.0) {
        f.text_on_ground(polar(o, r - 26.0, g), format!("{g}"), 10.0, Anchor::Middle);
    }
    f.bold(pt(o.x, o.y + 16.0), "O", FONT, Anchor::Middle);
    f
}
