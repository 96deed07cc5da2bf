//! Coordinate planes: axes, the graph of a function, points in a grid.

use super::{BLUE, FONT, GREY, RED};
use crate::generate::figure::{Anchor, Element, Figure, Point, Style, pt};

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
            f.text_on_ground(pt(p.x, p.y + 12.0), i.to_string(), 10.0, Anchor::Middle);
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
            f.text_on_ground(pt(p.x - 6.0, p.y), j.to_string(), 10.0, Anchor::End);
        }
    }
    f.text_on_ground(pt(ox - 6.0, oy + 10.0), "0", 10.0, Anchor::End);
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
