//! Triangles and angles: the right triangle, Thales configurations, a triangle's angles,
//! adjacent angles and angles on parallel lines.

use super::{
    BLUE, FONT, LIGHT_BLUE, angle_arc, label, right_angle_mark, side_label_pos, vertex_label,
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
