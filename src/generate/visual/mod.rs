//! Figure builders for the built-in generator, by kind of figure: numbers and fractions
//! ([`numbers`]), calculation layouts ([`calculation`]), cards and tables ([`cards`]),
//! triangles and angles ([`triangles`]), plane shapes ([`shapes`]), solids ([`solids`]),
//! coordinate planes and graphs ([`graphs`]), charts, trees and urns ([`charts`]), physics
//! diagrams ([`physics`]). Each returns a [`Figure`]; [`visual`] renders it with its alt text.

mod calculation;
mod cards;
mod charts;
pub(crate) mod diagrams;
mod graphs;
pub(crate) mod map;
mod numbers;
mod physics;
mod primary;
mod shapes;
mod solids;
mod transform;
mod triangles;

use super::figure::{Anchor, Element, Figure, Point, Style, polar, pt};
use crate::domain::question::Visual;

pub(crate) use self::calculation::{
    area_model, balance, conversion_table, division_layout, posed_operation,
};
pub(crate) use self::cards::{card, table};
pub(crate) use self::charts::{bar_chart, probability_tree, urn};
pub(crate) use self::graphs::{function_graph, plane_points};
pub(crate) use self::numbers::{fraction_bars, fraction_disc, number_line, percent_bar};
pub(crate) use self::physics::{circuit, flask, formula_triangle, journey, weight_diagram};
pub(crate) use self::primary::{base_ten_blocks, regular_polygon, unit_grid};
pub(crate) use self::shapes::{
    disc, parallelogram, rectangle, scaling, square_area, triangle_with_height,
};
pub(crate) use self::solids::{cone_or_pyramid, cuboid, cylinder, prism, sphere, sphere_section};
pub(crate) use self::transform::{grid_points, parallelogram_diagonals, perpendicular};
pub(crate) use self::triangles::{
    adjacent_angles, parallel_angles_marked, protractor, right_triangle, thales, triangle_angles,
    triangle_from_sides,
};

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

#[cfg(test)]
mod tests;
