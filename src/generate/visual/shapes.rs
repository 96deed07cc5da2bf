//! Plane shapes for perimeters and areas, and enlargements.

use super::{FONT, LIGHT_BLUE, RED, YELLOW, right_angle_mark};
use crate::generate::figure::{Anchor, Element, Figure, Style, pt};

/// A rectangle `w` × `h` (drawing proportions) with side captions.
pub(crate) fn rectangle(w: f64, h: f64, w_label: &str, h_label: &str) -> Figure {
    let s = (260.0 / w).min(150.0 / h);
    let (rw, rh) = ((w * s).max(40.0), (h * s).max(30.0));
    let mut f = Figure::new(rw + 120.0, rh + 60.0);
    f.rect(pt(40.0, 20.0), rw, rh, Style::filled(LIGHT_BLUE));
    f.text(
        pt(40.0 + rw / 2.0, 20.0 + rh + 18.0),
        w_label,
        FONT,
        Anchor::Middle,
    );
    f.text(pt(48.0 + rw, 20.0 + rh / 2.0), h_label, FONT, Anchor::Start);
    for (x, y) in [
        (40.0, 20.0 + rh),
        (40.0 + rw, 20.0 + rh),
        (40.0, 20.0),
        (40.0 + rw, 20.0),
    ] {
        let p = pt(x, y);
        let a = pt(if x > 40.0 { x - 1.0 } else { x + 1.0 }, y);
        let b = pt(x, if y > 20.0 { y - 1.0 } else { y + 1.0 });
        right_angle_mark(&mut f, p, a, b, 8.0);
    }
    f
}

/// A triangle with base and dashed height, captions for both.
pub(crate) fn triangle_with_height(base_label: &str, height_label: &str) -> Figure {
    let mut f = Figure::new(340.0, 200.0);
    let (a, b, c) = (pt(30.0, 170.0), pt(290.0, 170.0), pt(190.0, 30.0));
    let hfoot = pt(190.0, 170.0);
    f.polygon(vec![a, b, c], Style::filled(LIGHT_BLUE));
    f.line(c, hfoot, Style::stroke().colour(RED).dashed());
    right_angle_mark(&mut f, hfoot, c, b, 9.0);
    f.text(pt(160.0, 188.0), base_label, FONT, Anchor::Middle);
    f.push(Element::Text {
        at: pt(198.0, 100.0),
        text: height_label.to_owned(),
        size: FONT,
        anchor: Anchor::Start,
        bold: false,
        colour: RED,
    });
    f
}

/// A parallelogram with base and dashed height.
pub(crate) fn parallelogram(base_label: &str, height_label: &str) -> Figure {
    let mut f = Figure::new(360.0, 190.0);
    let pts = vec![
        pt(30.0, 160.0),
        pt(250.0, 160.0),
        pt(320.0, 40.0),
        pt(100.0, 40.0),
    ];
    f.polygon(pts, Style::filled(LIGHT_BLUE));
    f.line(
        pt(120.0, 40.0),
        pt(120.0, 160.0),
        Style::stroke().colour(RED).dashed(),
    );
    right_angle_mark(
        &mut f,
        pt(120.0, 160.0),
        pt(120.0, 40.0),
        pt(250.0, 160.0),
        9.0,
    );
    f.text(pt(140.0, 178.0), base_label, FONT, Anchor::Middle);
    f.push(Element::Text {
        at: pt(128.0, 100.0),
        text: height_label.to_owned(),
        size: FONT,
        anchor: Anchor::Start,
        bold: false,
        colour: RED,
    });
    f
}

/// A disc with its centre and a radius (or diameter) caption.
pub(crate) fn disc(caption: &str, diameter: bool) -> Figure {
    let mut f = Figure::new(260.0, 200.0);
    let c = pt(110.0, 100.0);
    f.circle(c, 80.0, Style::filled(LIGHT_BLUE));
    f.circle(c, 2.5, Style::filled("#222"));
    let start = if diameter { pt(30.0, 100.0) } else { c };
    f.line(start, pt(190.0, 100.0), Style::stroke().colour(RED));
    f.push(Element::Text {
        at: pt(if diameter { 110.0 } else { 150.0 }, 88.0),
        text: caption.to_owned(),
        size: FONT,
        anchor: Anchor::Middle,
        bold: false,
        colour: RED,
    });
    f
}

/// A square of area caption `area` with an unknown side.
pub(crate) fn square_area(area: &str, side: &str) -> Figure {
    let mut f = Figure::new(240.0, 200.0);
    f.rect(pt(40.0, 20.0), 150.0, 150.0, Style::filled(LIGHT_BLUE));
    f.text(pt(115.0, 95.0), area, 14.0, Anchor::Middle);
    f.text(pt(115.0, 186.0), side, FONT, Anchor::Middle);
    f
}

/// Two similar rectangles, the second scaled by `k`.
pub(crate) fn scaling(
    k: f64,
    caption_small: &str,
    caption_big: &str,
    arrow_caption: &str,
) -> Figure {
    let mut f = Figure::new(380.0, 200.0);
    let (w, h) = (60.0, 40.0);
    let (sw, sh) = if k >= 1.0 {
        (w, h)
    } else {
        (w / k.max(0.2), h / k.max(0.2))
    };
    let (bw, bh) = if k >= 1.0 {
        ((w * k).min(200.0), (h * k).min(140.0))
    } else {
        (w, h)
    };
    let (first_w, first_h, second_w, second_h) = if k >= 1.0 {
        (sw, sh, bw, bh)
    } else {
        (sw.min(200.0), sh.min(140.0), bw, bh)
    };
    f.rect(
        pt(20.0, 170.0 - first_h),
        first_w,
        first_h,
        Style::filled(LIGHT_BLUE),
    );
    let x2 = 20.0 + first_w + 70.0;
    f.rect(
        pt(x2, 170.0 - second_h),
        second_w,
        second_h,
        Style::filled(YELLOW),
    );
    f.text(
        pt(20.0 + first_w / 2.0, 185.0),
        caption_small,
        12.0,
        Anchor::Middle,
    );
    f.text(
        pt(x2 + second_w / 2.0, 185.0),
        caption_big,
        12.0,
        Anchor::Middle,
    );
    f.arrow(
        pt(25.0 + first_w, 110.0),
        pt(x2 - 5.0, 110.0),
        Style::stroke().colour(RED),
    );
    f.push(Element::Text {
        at: pt(x2 - 35.0, 96.0),
        text: arrow_caption.to_owned(),
        size: FONT,
        anchor: Anchor::Middle,
        bold: true,
        colour: RED,
    });
    f
}
