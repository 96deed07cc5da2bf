//! Points in a coordinate grid for the transformations (symmetries, translations, rotations,
//! homotheties): each name is set on the side of its point away from the axes.

use super::graphs::axes;
use super::{BLUE, FONT, RED};
use crate::generate::figure::{Anchor, Figure, Point, Style, pt};

/// The points `(name, x, y)` in the grid over `window` (integers, containing 0); each name sits
/// in the middle of the grid square next to its point on the side away from both axes, so that
/// no name crosses a line of the grid or meets the graduations.
pub(crate) fn grid_points(window: (i64, i64, i64, i64), points: &[(String, f64, f64)]) -> Figure {
    let (x0, x1, y0, y1) = window;
    let (mut f, map) = axes(x0, x1, y0, y1);
    let unit = map(1.0, 0.0).x - map(0.0, 0.0).x;
    for (n, x, y) in points {
        let p = map(*x, *y);
        f.circle(p, 3.5, Style::filled(RED));
        let sx = if *x >= 0.0 { 1.0 } else { -1.0 };
        let sy = if *y >= 0.0 { 1.0 } else { -1.0 };
        f.bold(
            pt(p.x + sx * unit / 2.0, p.y - sy * unit / 2.0 + 4.0),
            n.clone(),
            12.0,
            Anchor::Middle,
        );
    }
    f
}

/// A line (d) and a point A with the foot H of its perpendicular on (d), the distance AH marked
/// `length` (`parallel` false); or two parallel lines (d) and (d′) cut at H and K by a common
/// perpendicular, the distance HK marked `length` (`parallel` true). Right angles are coded.
pub(crate) fn perpendicular(parallel: bool, length: &str) -> Figure {
    let mut f = Figure::new(340.0, 200.0);
    let (y_d, y_top, x) = (160.0, 50.0, 150.0);
    let (h, top) = (pt(x, y_d), pt(x, y_top));
    f.line(pt(20.0, y_d), pt(320.0, y_d), Style::stroke());
    f.text(pt(305.0, y_d - 8.0), "(d)", FONT, Anchor::Middle);
    if parallel {
        f.line(pt(20.0, y_top), pt(320.0, y_top), Style::stroke());
        f.text(pt(305.0, y_top - 8.0), "(d′)", FONT, Anchor::Middle);
        f.line(pt(x, 15.0), pt(x, 190.0), Style::stroke().colour(BLUE));
        super::right_angle_mark(&mut f, top, pt(x + 50.0, y_top), h, 10.0);
        f.bold(pt(x - 8.0, y_top - 8.0), "K", 12.0, Anchor::End);
    } else {
        f.circle(top, 3.5, Style::filled(RED));
        f.bold(pt(x - 8.0, y_top - 4.0), "A", 12.0, Anchor::End);
    }
    f.line(top, h, Style::stroke().colour(RED).dashed());
    super::right_angle_mark(&mut f, h, pt(x + 50.0, y_d), top, 10.0);
    f.bold(pt(x - 8.0, y_d + 18.0), "H", 12.0, Anchor::End);
    f.text(
        pt(x + 10.0, (y_d + y_top) / 2.0 + 4.0),
        length,
        FONT,
        Anchor::Start,
    );
    f
}

/// The parallelogram ABCD with its diagonals meeting at its centre O; the two halves of each
/// diagonal carry the same code (one stroke on [AC], two on [BD]).
pub(crate) fn parallelogram_diagonals() -> Figure {
    let mut f = Figure::new(340.0, 190.0);
    let (a, b, c, d) = (
        pt(30.0, 160.0),
        pt(230.0, 160.0),
        pt(310.0, 40.0),
        pt(110.0, 40.0),
    );
    let o = pt((a.x + c.x) / 2.0, (a.y + c.y) / 2.0);
    f.polygon(vec![a, b, c, d], Style::filled(super::LIGHT_BLUE));
    f.line(a, c, Style::stroke().colour(BLUE));
    f.line(b, d, Style::stroke().colour(BLUE));
    // equal halves: short strokes across the middle of each half
    let tick = |f: &mut Figure, p: Point, q: Point, n: usize| {
        let m = pt((p.x + q.x) / 2.0, (p.y + q.y) / 2.0);
        let (dx, dy) = (q.x - p.x, q.y - p.y);
        let l = (dx * dx + dy * dy).sqrt();
        let (ux, uy) = (dx / l, dy / l);
        for i in 0..n {
            let s = (i as f64 - (n as f64 - 1.0) / 2.0) * 5.0;
            let c = pt(m.x + ux * s, m.y + uy * s);
            f.line(
                pt(c.x - uy * 6.0, c.y + ux * 6.0),
                pt(c.x + uy * 6.0, c.y - ux * 6.0),
                Style::stroke().colour(RED),
            );
        }
    };
    tick(&mut f, a, o, 1);
    tick(&mut f, o, c, 1);
    tick(&mut f, b, o, 2);
    tick(&mut f, o, d, 2);
    f.circle(o, 3.0, Style::filled(RED));
    f.bold(pt(o.x, o.y + 20.0), "O", 12.0, Anchor::Middle);
    f.bold(pt(a.x - 4.0, a.y + 18.0), "A", 12.0, Anchor::End);
    f.bold(pt(b.x + 4.0, b.y + 18.0), "B", 12.0, Anchor::Start);
    f.bold(pt(c.x + 4.0, c.y - 6.0), "C", 12.0, Anchor::Start);
    f.bold(pt(d.x - 4.0, d.y - 6.0), "D", 12.0, Anchor::End);
    f
}
