//! Physics diagrams: a circuit, a formula triangle, a journey, a weight, a flask.

use super::{BLUE, FONT, LIGHT_BLUE, RED, YELLOW};
use crate::generate::figure::{Anchor, Element, Figure, Style, pt};

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
