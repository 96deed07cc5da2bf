//! SVT schematics of the cycle 4 (4e, 3e): the Earth's internal structure, a flower in
//! section, a neuron, a cell and an enlarged chromosome. Shapes only: the banks number the parts.

use crate::generate::figure::{Element, Figure, Style, pt};

fn ellipse(f: &mut Figure, x: f64, y: f64, rx: f64, ry: f64, style: Style) {
    f.push(Element::Ellipse {
        center: pt(x, y),
        rx,
        ry,
        style,
    });
}

fn poly(f: &mut Figure, points: &[(f64, f64)], style: Style) {
    f.polygon(points.iter().map(|&(x, y)| pt(x, y)).collect(), style);
}

fn polyline(f: &mut Figure, points: &[(f64, f64)], style: Style) {
    f.push(Element::Polyline {
        points: points.iter().map(|&(x, y)| pt(x, y)).collect(),
        style,
    });
}

/// The Earth cut in half, 420 × 300: concentric layers centred on (210, 150), the crust drawn
/// thicker than it is (radii 125, 117, 68, 24).
pub(crate) fn earth_layers(f: &mut Figure) {
    f.circle(pt(210.0, 150.0), 125.0, Style::filled("#8d6e63"));
    f.circle(pt(210.0, 150.0), 117.0, Style::filled("#f0a35e"));
    f.circle(pt(210.0, 150.0), 68.0, Style::filled("#f7dc6f"));
    f.circle(pt(210.0, 150.0), 24.0, Style::filled("#fdfefe"));
}

/// A flower cut lengthwise, 420 × 320: stalk, receptacle, two sepals, two petals, two stamens,
/// and the pistil in the middle (ovary with two ovules, style, stigma).
pub(crate) fn flower_section(f: &mut Figure) {
    const GREEN: &str = "#7cb342";
    const PETAL: &str = "#f8bbd0";
    const PISTIL: &str = "#c5e1a5";
    const ANTHER: &str = "#fbc02d";
    f.rect(pt(200.0, 250.0), 16.0, 62.0, Style::filled(GREEN));
    ellipse(f, 208.0, 247.0, 42.0, 12.0, Style::filled(GREEN));
    // sepals
    poly(
        f,
        &[(178.0, 246.0), (112.0, 218.0), (150.0, 254.0)],
        Style::filled(GREEN),
    );
    poly(
        f,
        &[(238.0, 246.0), (304.0, 218.0), (266.0, 254.0)],
        Style::filled(GREEN),
    );
    // petals
    poly(
        f,
        &[
            (186.0, 240.0),
            (104.0, 150.0),
            (112.0, 100.0),
            (150.0, 118.0),
            (194.0, 232.0),
        ],
        Style::filled(PETAL),
    );
    poly(
        f,
        &[
            (230.0, 240.0),
            (312.0, 150.0),
            (304.0, 100.0),
            (266.0, 118.0),
            (222.0, 232.0),
        ],
        Style::filled(PETAL),
    );
    // stamens: filament and anther
    f.line(
        pt(190.0, 236.0),
        pt(166.0, 160.0),
        Style::stroke().width(2.5),
    );
    f.line(
        pt(226.0, 236.0),
        pt(250.0, 160.0),
        Style::stroke().width(2.5),
    );
    ellipse(f, 164.0, 150.0, 8.0, 14.0, Style::filled(ANTHER));
    ellipse(f, 252.0, 150.0, 8.0, 14.0, Style::filled(ANTHER));
    // pistil: style, stigma, ovary and its ovules
    f.rect(pt(203.0, 128.0), 10.0, 66.0, Style::filled(PISTIL));
    ellipse(f, 208.0, 124.0, 15.0, 7.0, Style::filled("#aed581"));
    ellipse(f, 208.0, 214.0, 25.0, 31.0, Style::filled(PISTIL));
    f.circle(pt(208.0, 203.0), 6.0, Style::filled("#fffde7"));
    f.circle(pt(208.0, 227.0), 6.0, Style::filled("#fffde7"));
}

/// A neuron, 440 × 240: branched dendrites around a cell body (with its nucleus) on the left,
/// a long axon to the right ending in branched terminals.
pub(crate) fn neuron(f: &mut Figure) {
    const BODY: &str = "#f9d9b6";
    let branch = Style::stroke().colour("#b5835a").width(4.0);
    let twig = Style::stroke().colour("#b5835a").width(2.5);
    for (a, b, c) in [
        ((90.0, 94.0), (62.0, 62.0), [(40.0, 58.0), (60.0, 36.0)]),
        ((84.0, 126.0), (48.0, 134.0), [(28.0, 120.0), (30.0, 150.0)]),
        ((96.0, 150.0), (76.0, 186.0), [(52.0, 196.0), (82.0, 208.0)]),
        ((122.0, 90.0), (134.0, 54.0), [(120.0, 34.0), (154.0, 40.0)]),
        (
            (124.0, 152.0),
            (140.0, 186.0),
            [(132.0, 208.0), (162.0, 196.0)],
        ),
    ] {
        polyline(f, &[a, b], branch.clone());
        for end in c {
            polyline(f, &[b, end], twig.clone());
        }
    }
    // axon
    f.rect(pt(136.0, 116.0), 236.0, 8.0, Style::filled(BODY));
    // terminals, each ending in a small button
    for end in [(408.0, 84.0), (418.0, 120.0), (408.0, 156.0)] {
        polyline(f, &[(370.0, 120.0), end], twig.clone());
        f.circle(pt(end.0, end.1), 5.0, Style::filled(BODY));
    }
    f.circle(pt(110.0, 120.0), 32.0, Style::filled(BODY));
    f.circle(pt(106.0, 118.0), 11.0, Style::filled("#c9a0dc"));
}

/// One chromosome as two sister chromatids joined at a centromere, centred on (`x`, `y`),
/// `h` high.
fn chromosome(f: &mut Figure, x: f64, y: f64, h: f64, colour: &'static str) {
    let (t, b) = (y - h / 2.0, y + h / 2.0);
    let w = h / 6.0;
    poly(
        f,
        &[
            (x - 2.2 * w, t + 2.0),
            (x - w, t),
            (x - 0.2 * w, y),
            (x - w, b),
            (x - 2.2 * w, b - 2.0),
            (x - 1.4 * w, y),
        ],
        Style::filled(colour),
    );
    poly(
        f,
        &[
            (x + 2.2 * w, t + 2.0),
            (x + w, t),
            (x + 0.2 * w, y),
            (x + w, b),
            (x + 2.2 * w, b - 2.0),
            (x + 1.4 * w, y),
        ],
        Style::filled(colour),
    );
}

/// A cell with chromosomes in its nucleus, and one chromosome enlarged, 440 × 300: the cell on
/// the left (membrane, cytoplasm, nucleus), the enlarged chromosome on the right (two
/// chromatids, the centromere).
pub(crate) fn cell_and_chromosome(f: &mut Figure) {
    ellipse(f, 130.0, 150.0, 100.0, 86.0, Style::filled("#fdf5e0"));
    f.circle(pt(130.0, 150.0), 46.0, Style::filled("#e8daef"));
    for (x, y) in [
        (112.0, 132.0),
        (146.0, 134.0),
        (118.0, 168.0),
        (150.0, 166.0),
    ] {
        chromosome(f, x, y, 22.0, "#7e57c2");
    }
    // the magnifying lines from the nucleus to the enlarged chromosome
    let dash = Style::thin().dashed();
    f.line(pt(176.0, 150.0), pt(300.0, 60.0), dash.clone());
    f.line(pt(176.0, 150.0), pt(300.0, 240.0), dash);
    chromosome(f, 345.0, 150.0, 190.0, "#7e57c2");
    f.circle(pt(345.0, 150.0), 9.0, Style::filled("#4a2c82"));
}
