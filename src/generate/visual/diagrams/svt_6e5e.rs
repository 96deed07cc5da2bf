//! SVT schematics of 6e and 5e: a flower, the solar system, the digestive system, the
//! respiratory system, the heart. Shapes only: the banks number the parts.

use crate::generate::figure::{Element, Figure, Point, Style, pt};

const GREEN: &str = "#7cbf6a";
const LEAF: &str = "#a9d18e";
const PETAL: &str = "#f4a6c0";
const POLLEN: &str = "#f3d34a";
const OVARY: &str = "#c8e6a0";
const OVULE: &str = "#fff6d5";
const FLESH: &str = "#f6c6a8";
const ORGAN: &str = "#e89a8a";
const LIVER: &str = "#a0522d";
const AIR: &str = "#d6eaf8";
const LUNG: &str = "#f2a7b5";
const RED: &str = "#d9534f";
const BLUE: &str = "#5b8dd9";

fn ellipse(f: &mut Figure, x: f64, y: f64, rx: f64, ry: f64, style: Style) {
    f.push(Element::Ellipse {
        center: pt(x, y),
        rx,
        ry,
        style,
    });
}

fn poly(f: &mut Figure, points: &[(f64, f64)], style: Style) {
    let v: Vec<Point> = points.iter().map(|&(x, y)| pt(x, y)).collect();
    f.polygon(v, style);
}

fn tube(f: &mut Figure, points: &[(f64, f64)], colour: &'static str, width: f64) {
    let v: Vec<Point> = points.iter().map(|&(x, y)| pt(x, y)).collect();
    f.push(Element::Polyline {
        points: v.clone(),
        style: Style::stroke().colour("#222").width(width + 2.4),
    });
    f.push(Element::Polyline {
        points: v,
        style: Style::stroke().colour(colour).width(width),
    });
}

/// A flower cut lengthwise, 420 × 320: the stalk, two sepals, two petals, two stamens, the
/// pistil in the middle (the ovary with its ovules, the style, the stigma).
pub(crate) fn flower(f: &mut Figure) {
    // the stalk and the receptacle
    f.rect(pt(204.0, 236.0), 12.0, 76.0, Style::filled(GREEN));
    ellipse(f, 210.0, 234.0, 34.0, 9.0, Style::filled(GREEN));
    // the sepals
    poly(
        f,
        &[
            (184.0, 232.0),
            (138.0, 246.0),
            (120.0, 226.0),
            (176.0, 222.0),
        ],
        Style::filled(LEAF),
    );
    poly(
        f,
        &[
            (236.0, 232.0),
            (282.0, 246.0),
            (300.0, 226.0),
            (244.0, 222.0),
        ],
        Style::filled(LEAF),
    );
    // the petals
    poly(
        f,
        &[
            (186.0, 226.0),
            (150.0, 200.0),
            (112.0, 150.0),
            (100.0, 96.0),
            (130.0, 108.0),
            (162.0, 150.0),
            (190.0, 212.0),
        ],
        Style::filled(PETAL),
    );
    poly(
        f,
        &[
            (234.0, 226.0),
            (270.0, 200.0),
            (308.0, 150.0),
            (320.0, 96.0),
            (290.0, 108.0),
            (258.0, 150.0),
            (230.0, 212.0),
        ],
        Style::filled(PETAL),
    );
    // the stamens: a filament and an anther
    f.line(
        pt(196.0, 222.0),
        pt(172.0, 140.0),
        Style::stroke().width(2.0),
    );
    ellipse(f, 170.0, 128.0, 7.0, 13.0, Style::filled(POLLEN));
    f.line(
        pt(224.0, 222.0),
        pt(248.0, 140.0),
        Style::stroke().width(2.0),
    );
    ellipse(f, 250.0, 128.0, 7.0, 13.0, Style::filled(POLLEN));
    // the pistil: ovary, style, stigma
    f.rect(pt(205.0, 118.0), 10.0, 64.0, Style::filled(OVARY));
    ellipse(f, 210.0, 204.0, 22.0, 28.0, Style::filled(OVARY));
    ellipse(f, 210.0, 114.0, 15.0, 7.0, Style::filled(OVARY));
    for (x, y) in [
        (203.0, 194.0),
        (217.0, 194.0),
        (203.0, 212.0),
        (217.0, 212.0),
    ] {
        f.circle(pt(x, y), 4.5, Style::filled(OVULE));
    }
}

/// Distances of the planets' centres from the left edge in [`solar_system`], with their radius
/// and colour.
const PLANETS: [(f64, f64, &str); 8] = [
    (78.0, 3.0, "#a8a8a8"),
    (106.0, 6.0, "#e8c27a"),
    (138.0, 6.5, "#4f8fd6"),
    (170.0, 4.0, "#c1440e"),
    (240.0, 22.0, "#d8b58a"),
    (330.0, 18.0, "#e3cf8c"),
    (420.0, 11.0, "#9fd8e0"),
    (500.0, 11.0, "#4060c8"),
];

/// The Sun (its edge, on the left) and the eight planets in order, on their orbits, 560 × 240
/// (sizes roughly to scale among the planets, distances not).
pub(crate) fn solar_system(f: &mut Figure) {
    let sun = (-70.0, 120.0);
    for (x, _, _) in PLANETS {
        let r = x - sun.0;
        let half = (110.0_f64 / r).asin().to_degrees();
        f.push(Element::Arc {
            center: pt(sun.0, sun.1),
            r,
            start: -half,
            end: half,
            sector: false,
            style: Style::stroke().colour("#999").width(0.8).dashed(),
        });
    }
    f.circle(pt(sun.0, sun.1), 118.0, Style::filled("#f9d71c"));
    for (x, r, colour) in PLANETS {
        f.circle(pt(x, 120.0), r, Style::filled(colour));
    }
    // Saturn's rings
    ellipse(
        f,
        PLANETS[5].0,
        120.0,
        32.0,
        6.0,
        Style::stroke().colour("#8a7a4a").width(2.0),
    );
}

/// The human digestive system, 420 × 380: the mouth, the oesophagus, the stomach, the liver,
/// the pancreas, the small intestine (coils), the large intestine (a frame around it).
pub(crate) fn digestive_system(f: &mut Figure) {
    // the outline of the body
    poly(
        f,
        &[
            (170.0, 10.0),
            (250.0, 10.0),
            (262.0, 60.0),
            (236.0, 80.0),
            (330.0, 110.0),
            (320.0, 370.0),
            (100.0, 370.0),
            (90.0, 110.0),
            (184.0, 80.0),
            (158.0, 60.0),
        ],
        Style::filled(FLESH),
    );
    // the mouth
    ellipse(f, 210.0, 52.0, 16.0, 6.0, Style::filled("#c0392b"));
    // the oesophagus
    tube(
        f,
        &[(210.0, 58.0), (212.0, 120.0), (222.0, 150.0)],
        ORGAN,
        7.0,
    );
    // the liver (left of the picture is the body's right)
    poly(
        f,
        &[
            (110.0, 140.0),
            (215.0, 132.0),
            (200.0, 165.0),
            (150.0, 190.0),
            (112.0, 180.0),
        ],
        Style::filled(LIVER),
    );
    // the stomach
    poly(
        f,
        &[
            (220.0, 146.0),
            (262.0, 140.0),
            (290.0, 160.0),
            (286.0, 200.0),
            (250.0, 214.0),
            (214.0, 206.0),
            (226.0, 186.0),
            (240.0, 176.0),
        ],
        Style::filled(ORGAN),
    );
    // the pancreas
    poly(
        f,
        &[
            (170.0, 214.0),
            (250.0, 218.0),
            (270.0, 226.0),
            (180.0, 230.0),
        ],
        Style::filled("#f0c36d"),
    );
    // the large intestine: up the body's right, across, down the left, to the rectum
    tube(
        f,
        &[
            (140.0, 340.0),
            (130.0, 250.0),
            (136.0, 240.0),
            (290.0, 240.0),
            (296.0, 250.0),
            (290.0, 330.0),
            (230.0, 345.0),
            (212.0, 362.0),
        ],
        "#c9976b",
        16.0,
    );
    // the small intestine: coils inside the frame
    tube(
        f,
        &[
            (214.0, 206.0),
            (206.0, 258.0),
            (260.0, 262.0),
            (262.0, 280.0),
            (160.0, 280.0),
            (160.0, 298.0),
            (262.0, 298.0),
            (262.0, 316.0),
            (164.0, 316.0),
            (150.0, 330.0),
        ],
        "#f2b8a0",
        9.0,
    );
}

/// The human respiratory system, 420 × 340: the nasal cavity and mouth, the trachea, the
/// two bronchi, the two lungs with bronchioles, the diaphragm below them.
pub(crate) fn respiratory_system(f: &mut Figure) {
    // the head's airway: nose and mouth
    ellipse(f, 210.0, 40.0, 34.0, 26.0, Style::filled(FLESH));
    ellipse(f, 200.0, 32.0, 16.0, 6.0, Style::filled(AIR));
    ellipse(f, 204.0, 54.0, 12.0, 4.0, Style::filled("#c0392b"));
    // the lungs
    poly(
        f,
        &[
            (196.0, 120.0),
            (160.0, 110.0),
            (118.0, 150.0),
            (100.0, 240.0),
            (108.0, 280.0),
            (196.0, 268.0),
        ],
        Style::filled(LUNG),
    );
    poly(
        f,
        &[
            (224.0, 120.0),
            (260.0, 110.0),
            (302.0, 150.0),
            (320.0, 240.0),
            (312.0, 280.0),
            (224.0, 268.0),
        ],
        Style::filled(LUNG),
    );
    // the trachea, with its rings
    f.rect(pt(203.0, 64.0), 14.0, 96.0, Style::filled(AIR));
    for k in 0..7 {
        let y = 74.0 + f64::from(k) * 12.0;
        f.line(pt(203.0, y), pt(217.0, y), Style::stroke().width(0.8));
    }
    // the bronchi and bronchioles
    tube(
        f,
        &[(206.0, 160.0), (176.0, 186.0), (150.0, 214.0)],
        AIR,
        8.0,
    );
    tube(
        f,
        &[(214.0, 160.0), (244.0, 186.0), (270.0, 214.0)],
        AIR,
        8.0,
    );
    for (a, b) in [
        ((176.0, 186.0), (150.0, 170.0)),
        ((150.0, 214.0), (128.0, 206.0)),
        ((150.0, 214.0), (146.0, 244.0)),
        ((244.0, 186.0), (270.0, 170.0)),
        ((270.0, 214.0), (292.0, 206.0)),
        ((270.0, 214.0), (274.0, 244.0)),
    ] {
        f.line(
            pt(a.0, a.1),
            pt(b.0, b.1),
            Style::stroke().colour("#4a6fa5").width(2.0),
        );
    }
    // the diaphragm
    f.push(Element::Polyline {
        points: vec![
            pt(90.0, 300.0),
            pt(140.0, 284.0),
            pt(210.0, 276.0),
            pt(280.0, 284.0),
            pt(330.0, 300.0),
        ],
        style: Style::stroke().colour("#8e3b46").width(6.0),
    });
}

/// The human heart seen from the front, 420 × 320 (the body's right on the left of the
/// picture): two atria above two ventricles, the wall between the two halves, the aorta and
/// the vena cava.
pub(crate) fn heart(f: &mut Figure) {
    // the vena cava (blue), coming down into the right atrium
    tube(f, &[(150.0, 14.0), (150.0, 110.0)], BLUE, 18.0);
    // the atria
    ellipse(f, 160.0, 130.0, 44.0, 34.0, Style::filled(BLUE));
    ellipse(f, 260.0, 130.0, 44.0, 34.0, Style::filled(RED));
    // the aorta (red), rising from the left ventricle and arching over
    tube(
        f,
        &[
            (232.0, 176.0),
            (232.0, 60.0),
            (250.0, 34.0),
            (290.0, 28.0),
            (316.0, 54.0),
            (318.0, 140.0),
        ],
        RED,
        18.0,
    );
    // the ventricles: the right one (deoxygenated blood) on the left of the picture
    poly(
        f,
        &[
            (116.0, 170.0),
            (204.0, 170.0),
            (204.0, 290.0),
            (190.0, 300.0),
            (140.0, 250.0),
        ],
        Style::filled(BLUE),
    );
    poly(
        f,
        &[
            (216.0, 170.0),
            (304.0, 170.0),
            (280.0, 250.0),
            (230.0, 300.0),
            (216.0, 290.0),
        ],
        Style::filled(RED),
    );
    // the wall between the two halves
    f.rect(pt(204.0, 100.0), 12.0, 200.0, Style::filled("#8e3b46"));
}
