//! Physique-chimie schematics: states of matter, a filtration, a wind turbine, circuits, the
//! particles of matter, an atom, the solar system…

use crate::generate::figure::{Element, Figure, Point, Style, polar, pt};

const SOLID: &str = "#b0b7c3";
const WATER: &str = "#cfe6fb";
const GAS: &str = "#7fb3d5";
const GLASS: &str = "#f4f8fb";
const MUD: &str = "#a0785a";
const PAPER: &str = "#fbfbf3";
const METAL: &str = "#d5d8dc";
const WHITE: &str = "#ffffff";

fn polyline(f: &mut Figure, points: Vec<Point>, style: Style) {
    f.push(Element::Polyline { points, style });
}

/// The three states of matter, 480 × 260: a solid block (left), a liquid in an open glass
/// with its flat free surface (middle), a gas filling a closed flask (right, dots).
pub(crate) fn states(f: &mut Figure) {
    f.line(pt(20.0, 210.0), pt(460.0, 210.0), Style::stroke());
    // the solid
    f.rect(pt(45.0, 130.0), 80.0, 80.0, Style::filled(SOLID));
    // the liquid in a glass
    f.rect(
        pt(192.0, 140.0),
        96.0,
        70.0,
        Style::filled(WATER).width(0.0),
    );
    polyline(
        f,
        vec![
            pt(190.0, 80.0),
            pt(190.0, 210.0),
            pt(290.0, 210.0),
            pt(290.0, 80.0),
        ],
        Style::stroke().width(2.0),
    );
    f.line(
        pt(191.0, 140.0),
        pt(289.0, 140.0),
        Style::stroke().colour("#2e86c1"),
    );
    // the gas in a closed flask
    f.push(Element::Rect {
        at: pt(350.0, 70.0),
        w: 100.0,
        h: 140.0,
        rx: 10.0,
        style: Style::filled(GLASS).width(2.0),
    });
    f.rect(pt(380.0, 56.0), 40.0, 14.0, Style::filled(MUD));
    for (x, y) in [
        (365.0, 90.0),
        (400.0, 84.0),
        (432.0, 96.0),
        (378.0, 122.0),
        (415.0, 118.0),
        (440.0, 140.0),
        (362.0, 150.0),
        (398.0, 158.0),
        (430.0, 178.0),
        (372.0, 192.0),
        (405.0, 196.0),
    ] {
        f.circle(pt(x, y), 4.0, Style::filled(GAS));
    }
}

/// A filtration, 360 × 320: a funnel lined with filter paper holding the solid residue, over a
/// beaker collecting the clear filtrate.
pub(crate) fn filtration(f: &mut Figure) {
    // the funnel
    f.polygon(
        vec![
            pt(110.0, 40.0),
            pt(250.0, 40.0),
            pt(188.0, 140.0),
            pt(172.0, 140.0),
        ],
        Style::filled(GLASS).width(2.0),
    );
    f.rect(
        pt(172.0, 140.0),
        16.0,
        60.0,
        Style::filled(GLASS).width(2.0),
    );
    // the filter paper
    f.polygon(
        vec![pt(122.0, 46.0), pt(238.0, 46.0), pt(180.0, 132.0)],
        Style::filled(PAPER),
    );
    // the residue at the bottom of the paper
    f.polygon(
        vec![pt(152.0, 92.0), pt(208.0, 92.0), pt(180.0, 132.0)],
        Style::filled(MUD),
    );
    // the beaker and the filtrate
    f.rect(
        pt(122.0, 250.0),
        116.0,
        50.0,
        Style::filled(WATER).width(0.0),
    );
    polyline(
        f,
        vec![
            pt(120.0, 190.0),
            pt(120.0, 300.0),
            pt(240.0, 300.0),
            pt(240.0, 190.0),
        ],
        Style::stroke().width(2.0),
    );
    f.circle(pt(180.0, 215.0), 3.0, Style::filled(WATER));
    f.circle(pt(180.0, 232.0), 3.0, Style::filled(WATER));
}

/// A wind turbine, 300 × 340: three blades on a hub, the nacelle behind it, on a tall mast.
pub(crate) fn wind_turbine(f: &mut Figure) {
    f.line(pt(20.0, 320.0), pt(280.0, 320.0), Style::stroke());
    f.polygon(
        vec![
            pt(140.0, 320.0),
            pt(164.0, 320.0),
            pt(157.0, 120.0),
            pt(147.0, 120.0),
        ],
        Style::filled(METAL),
    );
    f.push(Element::Rect {
        at: pt(130.0, 100.0),
        w: 58.0,
        h: 24.0,
        rx: 8.0,
        style: Style::filled(METAL),
    });
    let hub = pt(128.0, 112.0);
    for deg in [90.0_f64, 210.0, 330.0] {
        let tip = polar(hub, 95.0, deg);
        let a = polar(hub, 10.0, deg + 25.0);
        let b = polar(hub, 10.0, deg - 25.0);
        f.polygon(vec![a, tip, b], Style::filled(WHITE));
    }
    f.circle(hub, 11.0, Style::filled(SOLID));
}

const OIL: &str = "#f7dc6f";
const PARTICLE: &str = "#5dade2";
const LIGHT: &str = "#f9e79f";
const SHADOW: &str = "#7f8c8d";
const DARK: &str = "#2c3e50";

/// The particle model of the three states, 480 × 260: three boxes, the particles packed and in
/// rows (left), packed in disorder at the bottom (middle), far apart (right).
pub(crate) fn particles(f: &mut Figure) {
    for x in [30.0, 180.0, 330.0] {
        f.rect(pt(x, 60.0), 120.0, 130.0, Style::stroke());
    }
    for row in 0..5 {
        for col in 0..5 {
            let (x, y) = (50.0 + 20.0 * f64::from(col), 100.0 + 20.0 * f64::from(row));
            f.circle(pt(x, y), 9.0, Style::filled(PARTICLE));
        }
    }
    for (x, y) in [
        (192.0, 180.0),
        (211.0, 178.0),
        (229.0, 181.0),
        (249.0, 179.0),
        (268.0, 180.0),
        (287.0, 178.0),
        (200.0, 162.0),
        (219.0, 160.0),
        (240.0, 163.0),
        (259.0, 161.0),
        (279.0, 160.0),
        (193.0, 143.0),
        (226.0, 142.0),
        (246.0, 144.0),
        (270.0, 141.0),
        (289.0, 145.0),
        (211.0, 128.0),
    ] {
        f.circle(pt(x, y), 9.0, Style::filled(PARTICLE));
    }
    for (x, y) in [
        (350.0, 80.0),
        (420.0, 95.0),
        (385.0, 130.0),
        (345.0, 165.0),
        (432.0, 170.0),
        (395.0, 178.0),
    ] {
        f.circle(pt(x, y), 9.0, Style::filled(PARTICLE));
    }
}

/// A separatory funnel, 320 × 360: its stopper, oil floating on water, its tap.
pub(crate) fn separatory_funnel(f: &mut Figure) {
    f.polygon(
        vec![
            pt(150.0, 60.0),
            pt(170.0, 60.0),
            pt(230.0, 150.0),
            pt(220.0, 200.0),
            pt(170.0, 275.0),
            pt(150.0, 275.0),
            pt(100.0, 200.0),
            pt(90.0, 150.0),
        ],
        Style::filled(GLASS).width(2.0),
    );
    f.polygon(
        vec![
            pt(110.0, 120.0),
            pt(210.0, 120.0),
            pt(230.0, 150.0),
            pt(225.0, 175.0),
            pt(95.0, 175.0),
            pt(90.0, 150.0),
        ],
        Style::filled(OIL),
    );
    f.polygon(
        vec![
            pt(95.0, 175.0),
            pt(225.0, 175.0),
            pt(220.0, 200.0),
            pt(170.0, 275.0),
            pt(150.0, 275.0),
            pt(100.0, 200.0),
        ],
        Style::filled(WATER),
    );
    f.rect(pt(148.0, 42.0), 24.0, 18.0, Style::filled(DARK));
    f.rect(
        pt(154.0, 275.0),
        12.0,
        60.0,
        Style::filled(GLASS).width(2.0),
    );
    f.rect(pt(138.0, 298.0), 44.0, 10.0, Style::filled(SOLID));
}

/// A series circuit in standard symbols, 420 × 300: a cell (left), an open switch (top), a
/// lamp (right), a light-emitting diode (bottom), joined by wires.
pub(crate) fn series_circuit(f: &mut Figure) {
    let wire = Style::stroke().width(2.0);
    // left side, with the cell
    f.line(pt(60.0, 60.0), pt(60.0, 140.0), wire.clone());
    f.line(pt(60.0, 155.0), pt(60.0, 240.0), wire.clone());
    f.line(pt(40.0, 140.0), pt(80.0, 140.0), Style::stroke().width(2.0));
    f.line(pt(50.0, 155.0), pt(70.0, 155.0), Style::stroke().width(5.0));
    // top, with the open switch
    f.line(pt(60.0, 60.0), pt(150.0, 60.0), wire.clone());
    f.line(pt(150.0, 60.0), pt(184.0, 40.0), wire.clone());
    f.circle(pt(150.0, 60.0), 2.5, Style::filled(DARK));
    f.circle(pt(190.0, 60.0), 2.5, Style::filled(DARK));
    f.line(pt(190.0, 60.0), pt(360.0, 60.0), wire.clone());
    // right side, with the lamp
    f.line(pt(360.0, 60.0), pt(360.0, 132.0), wire.clone());
    f.line(pt(360.0, 168.0), pt(360.0, 240.0), wire.clone());
    f.circle(pt(360.0, 150.0), 18.0, Style::filled(WHITE));
    f.line(pt(347.3, 137.3), pt(372.7, 162.7), Style::stroke());
    f.line(pt(347.3, 162.7), pt(372.7, 137.3), Style::stroke());
    // bottom, with the light-emitting diode
    f.line(pt(60.0, 240.0), pt(195.0, 240.0), wire.clone());
    f.line(pt(219.0, 240.0), pt(360.0, 240.0), wire);
    f.polygon(
        vec![pt(195.0, 227.0), pt(195.0, 253.0), pt(219.0, 240.0)],
        Style::filled(WHITE),
    );
    f.line(
        pt(219.0, 227.0),
        pt(219.0, 253.0),
        Style::stroke().width(2.0),
    );
    f.arrow(pt(210.0, 224.0), pt(222.0, 208.0), Style::stroke());
    f.arrow(pt(218.0, 226.0), pt(230.0, 210.0), Style::stroke());
}

/// A shadow, 480 × 260: a small light source, an opaque ball lit on one side, its cone of
/// shadow and the shadow it casts on a screen.
pub(crate) fn shadow(f: &mut Figure) {
    let source = pt(50.0, 130.0);
    f.polygon(
        vec![
            pt(200.0, 100.0),
            pt(430.0, 54.0),
            pt(430.0, 206.0),
            pt(200.0, 160.0),
        ],
        Style::filled(SHADOW).width(0.0).opacity(0.35),
    );
    f.line(source, pt(430.0, 54.0), Style::stroke().colour("#d4ac0d"));
    f.line(source, pt(430.0, 206.0), Style::stroke().colour("#d4ac0d"));
    f.circle(source, 12.0, Style::filled(LIGHT));
    let ball = pt(200.0, 130.0);
    f.circle(ball, 30.0, Style::filled(LIGHT));
    let half: Vec<Point> = (0..=18)
        .map(|k| polar(ball, 30.0, -90.0 + 10.0 * f64::from(k)))
        .collect();
    f.polygon(half, Style::filled(SHADOW));
    f.rect(pt(430.0, 20.0), 8.0, 220.0, Style::filled(WHITE));
    f.rect(pt(430.0, 54.0), 8.0, 152.0, Style::filled(DARK));
}

const PROTON: &str = "#e74c3c";
const NEUTRON: &str = "#bdc3c7";
const ELECTRON: &str = "#2e86c1";
const NUCLEUS: &str = "#fdebd0";
const SUN: &str = "#f5b041";

/// An atom, 360 × 300: a nucleus (enlarged) of protons and neutrons, and electrons moving
/// round it in a dashed cloud.
pub(crate) fn atom(f: &mut Figure) {
    let c = pt(180.0, 150.0);
    f.circle(c, 100.0, Style::stroke().colour(ELECTRON).dashed());
    f.circle(c, 26.0, Style::filled(NUCLEUS).width(0.8));
    for (x, y, colour) in [
        (172.0, 143.0, PROTON),
        (188.0, 141.0, NEUTRON),
        (170.0, 159.0, NEUTRON),
        (188.0, 157.0, PROTON),
        (180.0, 150.0, NEUTRON),
    ] {
        f.circle(pt(x, y), 8.0, Style::filled(colour));
    }
    for deg in [30.0_f64, 110.0, 250.0, 330.0] {
        f.circle(polar(c, 100.0, deg), 6.0, Style::filled(ELECTRON));
    }
}

/// The solar system, 520 × 200 (sizes and distances not to scale): the Sun on the left, then
/// the eight planets in order on a line.
pub(crate) fn solar_system(f: &mut Figure) {
    f.line(pt(80.0, 100.0), pt(500.0, 100.0), Style::thin().dashed());
    f.circle(pt(40.0, 100.0), 38.0, Style::filled(SUN));
    for (x, r, colour) in [
        (105.0, 3.5, "#a6acaf"),
        (130.0, 6.0, "#f0b27a"),
        (158.0, 6.5, "#5dade2"),
        (184.0, 4.5, "#cb4335"),
        (245.0, 22.0, "#dc9f6b"),
        (410.0, 11.0, "#a3e4d7"),
        (475.0, 11.0, "#2e86c1"),
    ] {
        f.circle(pt(x, 100.0), r, Style::filled(colour));
    }
    f.push(Element::Ellipse {
        center: pt(330.0, 100.0),
        rx: 32.0,
        ry: 7.0,
        style: Style::stroke().colour("#b7950b").width(2.0),
    });
    f.circle(pt(330.0, 100.0), 16.0, Style::filled("#f7dc6f"));
}

/// A figure of the course for `notion` of the chapter keyed `pc-<level>-<slug>`: the drawing,
/// its alt text and its caption, in French and English (`None`: none for that notion).
#[allow(clippy::type_complexity)]
pub(crate) fn course_figure(
    key: &str,
    notion: &str,
) -> Option<(Figure, [&'static str; 2], [&'static str; 2])> {
    let (draw, (w, h), alt, caption): (fn(&mut Figure), _, _, _) = match (key, notion) {
        ("pc-6e-etats-de-la-matiere", "etats") => (
            states as fn(&mut Figure),
            (480.0, 260.0),
            [
                "Un bloc solide posé sur la table, un liquide dans un verre ouvert avec sa surface plane et horizontale, un gaz remplissant tout un flacon fermé.",
                "A solid block on the table, a liquid in an open glass with its flat, horizontal surface, a gas filling a whole closed flask.",
            ],
            [
                "Le solide garde sa forme ; le liquide prend la forme du bas du verre et sa surface libre est horizontale ; le gaz occupe tout le volume du flacon.",
                "The solid keeps its shape; the liquid takes the shape of the bottom of the glass and its free surface is horizontal; the gas fills the whole flask.",
            ],
        ),
        ("pc-5e-etats-et-changements-d-etat", "particules") => (
            particles,
            (480.0, 260.0),
            [
                "Trois boîtes de particules : à gauche serrées et rangées, au milieu serrées et en désordre, à droite éloignées et en désordre.",
                "Three boxes of particles: on the left packed and in rows, in the middle packed and in disorder, on the right far apart and in disorder.",
            ],
            [
                "À gauche, l'état solide : particules serrées et ordonnées. Au milieu, l'état liquide : particules serrées mais désordonnées. À droite, l'état gazeux : particules éloignées et désordonnées.",
                "On the left, the solid state: particles packed and ordered. In the middle, the liquid state: particles packed but disordered. On the right, the gaseous state: particles far apart and disordered.",
            ],
        ),
        ("pc-5e-circuits-electriques", "schema") => (
            series_circuit,
            (420.0, 300.0),
            [
                "Schéma normalisé d'un circuit en une seule boucle : une pile, un interrupteur ouvert, une lampe et une diode électroluminescente reliés par des fils.",
                "Standard diagram of a circuit with a single loop: a cell, an open switch, a lamp and a light-emitting diode joined by wires.",
            ],
            [
                "Les dipôles forment une seule boucle : c'est un circuit en série. L'interrupteur est ouvert, le courant ne circule pas : la lampe et la diode sont éteintes.",
                "The components form a single loop: it is a series circuit. The switch is open, no current flows: the lamp and the diode are off.",
            ],
        ),
        ("pc-5e-propagation-de-la-lumiere", "propagation") => (
            shadow,
            (480.0, 260.0),
            [
                "Une petite source de lumière éclaire une boule opaque ; derrière la boule, une zone sans lumière s'étend jusqu'à un écran.",
                "A small light source lights an opaque ball; behind the ball, an area without light stretches to a screen.",
            ],
            [
                "La moitié de la boule tournée vers la source est éclairée, l'autre moitié est son ombre propre. Les rayons rectilignes qui frôlent la boule délimitent le cône d'ombre et l'ombre portée sur l'écran.",
                "The half of the ball facing the source is lit, the other half is its own shadow. The straight rays grazing the ball bound the shadow cone and the shadow cast on the screen.",
            ],
        ),
        ("pc-3e-atomes-et-ions", "structure") => (
            atom,
            (360.0, 300.0),
            [
                "Un atome : au centre, un noyau très agrandi formé de protons et de neutrons ; autour, des électrons dans un nuage en pointillés.",
                "An atom: in the centre, a greatly enlarged nucleus made of protons and neutrons; around it, electrons in a dotted cloud.",
            ],
            [
                "Le noyau, au centre, contient les protons et les neutrons ; les électrons se déplacent autour, dans le nuage électronique.",
                "The nucleus, in the centre, holds the protons and the neutrons; the electrons move around it, in the electron cloud.",
            ],
        ),
        ("pc-3e-univers-et-systeme-solaire", "systeme-solaire") => (
            solar_system,
            (520.0, 200.0),
            [
                "Le Soleil à gauche, puis les huit planètes alignées, de la plus proche à la plus éloignée ; tailles et distances ne sont pas à l'échelle.",
                "The Sun on the left, then the eight planets in a row, from nearest to farthest; sizes and distances are not to scale.",
            ],
            [
                "Après le Soleil viennent Mercure, Vénus, la Terre et Mars, petites et rocheuses, puis les géantes gazeuses Jupiter, Saturne et ses anneaux, Uranus et Neptune.",
                "After the Sun come Mercury, Venus, the Earth and Mars, small and rocky, then the gas giants Jupiter, Saturn with its rings, Uranus and Neptune.",
            ],
        ),
        _ => return None,
    };
    let mut f = Figure::new(w, h);
    draw(&mut f);
    Some((f, alt, caption))
}
