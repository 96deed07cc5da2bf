//! Solids in cavalier perspective: cuboid, right prism, cylinder, cone or pyramid, sphere.

use super::{FONT, GREY, LIGHT_BLUE, RED, YELLOW, right_angle_mark};
use crate::generate::figure::{Anchor, Element, Figure, Style, polar, pt};

/// A cuboid in oblique projection with its three dimensions.
pub(crate) fn cuboid(l_label: &str, w_label: &str, h_label: &str) -> Figure {
    let mut f = Figure::new(360.0, 220.0);
    let (x, y, l, h, dx, dy) = (40.0, 70.0, 200.0, 120.0, 60.0, -45.0);
    let front = vec![pt(x, y), pt(x + l, y), pt(x + l, y + h), pt(x, y + h)];
    f.polygon(
        vec![
            pt(x, y),
            pt(x + dx, y + dy),
            pt(x + l + dx, y + dy),
            pt(x + l, y),
        ],
        Style::filled("#c5d5ea"),
    );
    f.polygon(
        vec![
            pt(x + l, y),
            pt(x + l + dx, y + dy),
            pt(x + l + dx, y + h + dy),
            pt(x + l, y + h),
        ],
        Style::filled("#aebfd9"),
    );
    f.polygon(front, Style::filled(LIGHT_BLUE));
    let hidden = Style::stroke().colour(GREY).dashed().width(1.0);
    f.line(pt(x, y + h), pt(x + dx, y + h + dy), hidden.clone());
    f.line(
        pt(x + dx, y + h + dy),
        pt(x + l + dx, y + h + dy),
        hidden.clone(),
    );
    f.line(pt(x + dx, y + h + dy), pt(x + dx, y + dy), hidden);
    f.text(pt(x + l / 2.0, y + h + 18.0), l_label, FONT, Anchor::Middle);
    f.text(
        pt(x + l + dx / 2.0 + 8.0, y + h + dy / 2.0 + 12.0),
        w_label,
        FONT,
        Anchor::Start,
    );
    f.text(pt(x - 8.0, y + h / 2.0), h_label, FONT, Anchor::End);
    f
}

/// A right prism with a right-triangle base, in oblique projection: the triangle in front
/// (legs `a_label` and `b_label`, right angle marked), its height `h_label` going back. `dims`
/// are the two legs and the height: the figure keeps their proportions (each edge at least
/// long enough to read, receding edges at half their length, as cavalier perspective draws them).
pub(crate) fn prism(a_label: &str, b_label: &str, h_label: &str, dims: [f64; 3]) -> Figure {
    let mut f = Figure::new(360.0, 220.0);
    let (cos, sin) = (30f64.to_radians().cos(), 30f64.to_radians().sin());
    let [la, lb, lh] = dims.map(|x| x.max(1e-9));
    // receding edges drawn at half their length, at 30°
    let (w, h) = (la + 0.5 * lh * cos, lb + 0.5 * lh * sin);
    let scale = (250.0 / w).min(150.0 / h);
    let aw = (la * scale).clamp(50.0, 200.0);
    let bh = (lb * scale).clamp(40.0, 120.0);
    let room = ((250.0 - aw) / cos).min((150.0 - bh) / sin).max(30.0);
    let depth = (0.5 * lh * scale).clamp(30.0, room);
    let (ox, oy) = (depth * cos, -depth * sin);
    let a = pt(60.0, 190.0);
    let (b, c) = (pt(a.x + aw, a.y), pt(a.x, a.y - bh));
    let back = |p: crate::generate::figure::Point| pt(p.x + ox, p.y + oy);
    let (a2, b2, c2) = (back(a), back(b), back(c));
    // the sloping face (hypotenuse side), then the front triangle
    f.polygon(vec![b, b2, c2, c], Style::filled("#c5d5ea"));
    f.polygon(vec![a, b, c], Style::filled(LIGHT_BLUE));
    let hidden = Style::stroke().colour(GREY).dashed().width(1.0);
    f.line(a, a2, hidden.clone());
    f.line(a2, b2, hidden.clone());
    f.line(a2, c2, hidden);
    // right angle at a
    f.push(Element::Polyline {
        points: vec![
            pt(a.x + 10.0, a.y),
            pt(a.x + 10.0, a.y - 10.0),
            pt(a.x, a.y - 10.0),
        ],
        style: Style::stroke().width(1.0),
    });
    f.text(
        pt((a.x + b.x) / 2.0, a.y + 18.0),
        a_label,
        FONT,
        Anchor::Middle,
    );
    f.text(pt(a.x - 8.0, (a.y + c.y) / 2.0), b_label, FONT, Anchor::End);
    f.text(
        pt((b.x + b2.x) / 2.0 + 10.0, (b.y + b2.y) / 2.0 + 8.0),
        h_label,
        FONT,
        Anchor::Start,
    );
    f
}

/// A cylinder with radius and height captions, drawn with its proportions: `ratio` is the
/// height ÷ the radius (kept between a flat disc and a tall tube the figure can hold).
pub(crate) fn cylinder(r_label: &str, h_label: &str, ratio: f64) -> Figure {
    let mut f = Figure::new(300.0, 240.0);
    let (cx, bottom, rx, ry) = (130.0, 190.0, 80.0, 22.0);
    let top = bottom - (rx * ratio).clamp(50.0, 140.0);
    f.rect(
        pt(cx - rx, top),
        2.0 * rx,
        bottom - top,
        Style {
            stroke: None,
            ..Style::filled(LIGHT_BLUE)
        },
    );
    f.push(Element::Ellipse {
        center: pt(cx, bottom),
        rx,
        ry,
        style: Style::filled(LIGHT_BLUE),
    });
    f.rect(
        pt(cx - rx + 0.8, top),
        2.0 * rx - 1.6,
        bottom - top,
        Style {
            stroke: None,
            ..Style::filled(LIGHT_BLUE)
        },
    );
    f.line(pt(cx - rx, top), pt(cx - rx, bottom), Style::stroke());
    f.line(pt(cx + rx, top), pt(cx + rx, bottom), Style::stroke());
    f.push(Element::Ellipse {
        center: pt(cx, top),
        rx,
        ry,
        style: Style::filled("#c5d5ea"),
    });
    f.circle(pt(cx, top), 2.0, Style::filled("#222"));
    f.line(pt(cx, top), pt(cx + rx, top), Style::stroke().colour(RED));
    f.push(Element::Text {
        at: pt(cx + rx / 2.0, top - 10.0),
        text: r_label.to_owned(),
        size: FONT,
        anchor: Anchor::Middle,
        bold: false,
        colour: RED,
    });
    f.text(
        pt(cx + rx + 10.0, (top + bottom) / 2.0),
        h_label,
        FONT,
        Anchor::Start,
    );
    f
}

/// A cone (or, with `pyramid`, a square-based pyramid) with its base radius/side and height,
/// drawn with its proportions: `ratio` is the height ÷ the radius (a cone) or ÷ the base's side
/// (a pyramid), kept between a flat and a slender solid the figure can hold.
pub(crate) fn cone_or_pyramid(
    pyramid: bool,
    base_label: &str,
    h_label: &str,
    ratio: f64,
) -> Figure {
    let mut f = Figure::new(320.0, 240.0);
    let apex = if pyramid {
        // the base's front edge is 150 units long; its centre is at (150, 185)
        pt(150.0, 185.0 - (150.0 * ratio).clamp(60.0, 165.0))
    } else {
        pt(140.0, 190.0 - (90.0 * ratio).clamp(60.0, 165.0))
    };
    let base_c = pt(140.0, 190.0);
    if pyramid {
        let (a, b, c, d) = (
            pt(50.0, 200.0),
            pt(200.0, 200.0),
            pt(250.0, 170.0),
            pt(100.0, 170.0),
        );
        f.polygon(vec![apex, a, b], Style::filled(LIGHT_BLUE));
        f.polygon(vec![apex, b, c], Style::filled("#aebfd9"));
        let hidden = Style::stroke().colour(GREY).dashed().width(1.0);
        f.line(a, d, hidden.clone());
        f.line(d, c, hidden.clone());
        f.line(apex, d, hidden);
        f.line(apex, pt(150.0, 185.0), Style::stroke().colour(RED).dashed());
        f.circle(pt(150.0, 185.0), 1.5, Style::filled(RED));
        f.text(pt(125.0, 218.0), base_label, FONT, Anchor::Middle);
    } else {
        f.push(Element::Ellipse {
            center: base_c,
            rx: 90.0,
            ry: 22.0,
            style: Style::filled(LIGHT_BLUE),
        });
        f.polygon(
            vec![apex, pt(50.0, 190.0), pt(230.0, 190.0)],
            Style::filled(LIGHT_BLUE),
        );
        f.line(base_c, pt(230.0, 190.0), Style::stroke().colour(RED));
        f.line(apex, base_c, Style::stroke().colour(RED).dashed());
        f.push(Element::Text {
            at: pt(185.0, 203.0),
            text: base_label.to_owned(),
            size: FONT,
            anchor: Anchor::Middle,
            bold: false,
            colour: RED,
        });
    }
    // a pyramid's height is captioned beside its dashed height; a cone's, right of the cone at
    // mid-height, clear of its side whatever its proportions
    let h_at = if pyramid {
        pt(156.0, (apex.y + 185.0) / 2.0 + 4.0)
    } else {
        pt(240.0, (apex.y + 190.0) / 2.0)
    };
    f.push(Element::Text {
        at: h_at,
        text: h_label.to_owned(),
        size: FONT,
        anchor: Anchor::Start,
        bold: false,
        colour: RED,
    });
    f
}

/// A sphere with its radius caption.
pub(crate) fn sphere(r_label: &str) -> Figure {
    let mut f = Figure::new(240.0, 220.0);
    let c = pt(120.0, 110.0);
    f.circle(c, 90.0, Style::filled(LIGHT_BLUE));
    f.push(Element::Ellipse {
        center: c,
        rx: 90.0,
        ry: 24.0,
        style: Style::stroke().colour(GREY).dashed().width(1.0),
    });
    f.circle(c, 2.5, Style::filled("#222"));
    f.line(c, polar(c, 90.0, 35.0), Style::stroke().colour(RED));
    f.push(Element::Text {
        at: polar(c, 55.0, 60.0),
        text: r_label.to_owned(),
        size: FONT,
        anchor: Anchor::Middle,
        bold: false,
        colour: RED,
    });
    f
}

/// A sphere of centre O cut by a plane at the distance OH from O: the section is the circle of
/// centre H through M (drawn as an ellipse), with OH (`d_label`), the sphere's radius OM
/// (`r_label`) and the section's radius HM (`section_label`); `ratio` is OH ÷ OM, for the
/// drawing.
pub(crate) fn sphere_section(
    ratio: f64,
    d_label: &str,
    r_label: &str,
    section_label: &str,
) -> Figure {
    let mut f = Figure::new(300.0, 230.0);
    let c = pt(130.0, 125.0);
    let big = 95.0;
    let h = big * ratio.clamp(0.15, 0.85);
    let rx = (big * big - h * h).sqrt();
    let hc = pt(c.x, c.y - h);
    let m = pt(c.x + rx, hc.y);
    f.circle(c, big, Style::filled(LIGHT_BLUE));
    f.push(Element::Ellipse {
        center: hc,
        rx,
        ry: rx * 0.22,
        style: Style::filled(YELLOW).colour(GREY).width(1.0),
    });
    f.line(c, hc, Style::stroke().colour(RED).dashed().width(1.2));
    f.line(c, m, Style::stroke().width(1.2));
    f.line(hc, m, Style::stroke().colour(RED).width(1.5));
    right_angle_mark(&mut f, hc, c, m, 7.0);
    for (p, name, dx, dy) in [
        (c, "O", -12.0, 8.0),
        (hc, "H", -12.0, -8.0),
        (m, "M", 14.0, -4.0),
    ] {
        f.circle(p, 2.0, Style::filled("#222"));
        f.bold(pt(p.x + dx, p.y + dy), name, FONT, Anchor::Middle);
    }
    f.text(
        pt(c.x - 8.0, (c.y + hc.y) / 2.0),
        d_label,
        FONT,
        Anchor::End,
    );
    f.text(
        pt((c.x + m.x) / 2.0 + 10.0, (c.y + m.y) / 2.0 + 12.0),
        r_label,
        FONT,
        Anchor::Start,
    );
    f.push(Element::Text {
        at: pt((hc.x + m.x) / 2.0, hc.y - rx * 0.22 - 12.0),
        text: section_label.to_owned(),
        size: FONT,
        anchor: Anchor::Middle,
        bold: false,
        colour: RED,
    });
    f
}
