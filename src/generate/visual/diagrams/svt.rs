//! SVT schematics: cells, organs, the Earth, food chains…

use crate::generate::figure::{Element, Figure, Style, pt};

const WALL: &str = "#a9d18e";
const CYTOPLASM: &str = "#fdf5e0";
const NUCLEUS: &str = "#c9a0dc";
const VACUOLE: &str = "#d6eaf8";
const CHLOROPLAST: &str = "#58a55c";

fn ellipse(f: &mut Figure, x: f64, y: f64, rx: f64, ry: f64, style: Style) {
    f.push(Element::Ellipse {
        center: pt(x, y),
        rx,
        ry,
        style,
    });
}

/// A plant cell, 420 × 300: wall (a band around the cell), membrane, cytoplasm, a large
/// vacuole right of centre, a nucleus left of centre, chloroplasts along the edge.
pub(crate) fn plant_cell(f: &mut Figure) {
    f.push(Element::Rect {
        at: pt(82.0, 32.0),
        w: 256.0,
        h: 216.0,
        rx: 6.0,
        style: Style::filled(WALL),
    });
    f.push(Element::Rect {
        at: pt(94.0, 44.0),
        w: 232.0,
        h: 192.0,
        rx: 4.0,
        style: Style::filled(CYTOPLASM),
    });
    ellipse(f, 255.0, 135.0, 55.0, 62.0, Style::filled(VACUOLE));
    f.circle(pt(150.0, 140.0), 26.0, Style::filled(NUCLEUS));
    f.circle(pt(146.0, 136.0), 7.0, Style::filled("#8e5ba8"));
    for (x, y) in [
        (125.0, 62.0),
        (205.0, 60.0),
        (300.0, 64.0),
        (118.0, 214.0),
        (290.0, 218.0),
        (200.0, 222.0),
    ] {
        ellipse(f, x, y, 12.0, 6.0, Style::filled(CHLOROPLAST));
    }
}
