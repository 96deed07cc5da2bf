//! Transformations: axial symmetry (chapter `symetrie-axiale` 6e, mode 0), central symmetry
//! (`symetrie-centrale` 5e, mode 1), translations (`translations` 4e, mode 2), rotations and
//! homotheties (`rotations-et-homotheties` 3e, mode 3). From 5e on, points are given by their
//! coordinates in a grid and the image's coordinates are asked.

use super::figures::{half_cm, in_cm, in_cm2, it, sep};
use crate::domain::question::QuestionKind::*;
use crate::generate::builtin::facts::Facts;
use crate::generate::builtin::{Ctx, Family, Item, Qty, Wrong, tr, w};
use crate::generate::figure::{Figure, Point, Style, pt};
use crate::generate::rational::Rational;
use crate::generate::visual::{LIGHT_BLUE, card, grid_points, visual};

/// Axial symmetry (0), central symmetry (1), translations (2), rotations and homotheties (3).
pub(crate) static TRANSFORM: Family = Family {
    name: "transform",
    notion,
    item: transform_item,
    special: crate::generate::builtin::no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse, Matching],
    variants: |_| 3,
};

/// The notion of the chapter's course knowledge that each variant exercises.
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    Some(match (mode, variant) {
        (0, 0) => "mediatrice",
        (0, 1) => "conservation",
        (0, _) => "axes",
        (1, 0) => "image",
        (1, 1) => "centre",
        (1, _) => "conservation",
        (2, 0) => "image",
        (2, 1) => "parallelogramme",
        (2, _) => "conservation",
        (3, 0) => "rotation",
        (3, 1) => "homothetie",
        (3, _) => "rapport",
        _ => return None,
    })
}

fn transform_item(ctx: &mut Ctx) -> Item {
    match ctx.mode {
        0 => axial_item(ctx),
        3 => rotation_item(ctx),
        _ => image_item(ctx),
    }
}

/// A number in a calculation: in parentheses when negative.
fn par(n: i64) -> String {
    if n < 0 {
        format!("({n})")
    } else {
        n.to_string()
    }
}

/// "A(3 ; -1)" in French, "A(3, -1)" in English.
fn point(ctx: &Ctx, name: &str, p: (i64, i64)) -> String {
    let s = if ctx.fr() { " ; " } else { ", " };
    format!("{name}({}{s}{})", p.0, p.1)
}

/// A grid holding the given points (and `extra` ones, not drawn), with its alt text.
fn grid(
    ctx: &Ctx,
    shown: &[(&str, (i64, i64))],
    extra: &[(i64, i64)],
) -> crate::domain::question::Visual {
    let all: Vec<(i64, i64)> = shown
        .iter()
        .map(|s| s.1)
        .chain(extra.iter().copied())
        .collect();
    let window = (
        all.iter().map(|p| p.0).min().unwrap_or(0).min(0) - 1,
        all.iter().map(|p| p.0).max().unwrap_or(0).max(0) + 1,
        all.iter().map(|p| p.1).min().unwrap_or(0).min(0) - 1,
        all.iter().map(|p| p.1).max().unwrap_or(0).max(0) + 1,
    );
    let points: Vec<(String, f64, f64)> = shown
        .iter()
        .map(|(n, p)| ((*n).to_owned(), p.0 as f64, p.1 as f64))
        .collect();
    let list = shown
        .iter()
        .map(|(n, p)| point(ctx, n, *p))
        .collect::<Vec<_>>()
        .join(if ctx.fr() { " ; " } else { "; " });
    visual(
        &grid_points(window, &points),
        tr!(
            ctx.lang,
            "Repère orthonormé avec les points {list}",
            "Coordinate grid with points {list}"
        ),
    )
}

/// Which coordinate is asked: its name and whether it is the abscissa.
fn coordinate(ctx: &mut Ctx) -> (String, bool) {
    let x = ctx.chance(0.5);
    let name = match (ctx.fr(), x) {
        (true, true) => "l'abscisse",
        (true, false) => "l'ordonnée",
        (false, true) => "the x-coordinate",
        (false, false) => "the y-coordinate",
    };
    (name.to_owned(), x)
}

/// Axial symmetry without coordinates: the perpendicular bisector (0), what is preserved (1),
/// the axes of symmetry of a figure (2).
fn axial_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let v = ctx.variant(3);
    let cm = move |x: f64| crate::generate::num::qty(x, 1, "cm", lang);
    match v {
        0 => {
            let d = half_cm(ctx, 1, 7);
            let (dt, aat) = (cm(d), cm(2.0 * d));
            let (dd, aad) = (ctx.dec(d, 1), ctx.dec(2.0 * d, 1));
            let rule = tr!(
                lang,
                "La droite (d) est la médiatrice du segment [AA′] : elle lui est perpendiculaire et passe par son milieu",
                "Line (d) is the perpendicular bisector of segment [AA′]: it is perpendicular to it and goes through its midpoint"
            );
            if ctx.chance(0.5) {
                let wrongs = vec![
                    w(
                        ctx,
                        Qty::exact(d, 1, "cm"),
                        "distance de A à l'axe au lieu de la longueur AA′",
                        "distance from A to the axis instead of length AA′",
                    ),
                    w(
                        ctx,
                        Qty::exact(d / 2.0, 2, "cm"),
                        "distance divisée par 2 au lieu d'être doublée",
                        "halved the distance instead of doubling it",
                    ),
                ];
                it(
                    tr!(
                        lang,
                        "Le point A est à {dt} de la droite (d), et A′ est le symétrique de A par rapport à (d).",
                        "Point A is {dt} from line (d), and A′ is the reflection of A in (d)."
                    ),
                    tr!(
                        lang,
                        "Quelle est la longueur AA′ ?",
                        "What is the length AA′?"
                    ),
                    tr!(lang, "la longueur AA′ est {{v}}", "length AA′ is {{v}}"),
                    tr!(
                        lang,
                        "A à {dt} de l'axe, AA′ ?",
                        "A {dt} from the axis, AA′?"
                    ),
                    tr!(lang, "longueur cherchée", "length asked for"),
                    Qty::exact(2.0 * d, 1, "cm"),
                    wrongs,
                    visual(
                        &card(
                            &tr!(lang, "Symétrie d'axe (d)", "Reflection in line (d)"),
                            &[tr!(
                                lang,
                                "A à {dt} de (d) ; A′ symétrique de A",
                                "A {dt} from (d); A′ the image of A"
                            )],
                        ),
                        tr!(
                            lang,
                            "Fiche : le point A est à {dt} de l'axe (d) ; A′ est son symétrique",
                            "Card: point A is {dt} from the axis (d); A′ is its image"
                        ),
                    ),
                    tr!(
                        lang,
                        "{rule}. A′ est donc lui aussi à {dt} de (d), de l'autre côté : AA′ = 2 × {dd} = {aat}.",
                        "{rule}. So A′ is also {dt} from (d), on the other side: AA′ = 2 × {dd} = {aat}."
                    ),
                    in_cm(format!("2 × {dd}")),
                    0,
                )
            } else {
                let wrongs = vec![
                    w(
                        ctx,
                        Qty::exact(2.0 * d, 1, "cm"),
                        "longueur AA′ recopiée au lieu de sa moitié",
                        "copied length AA′ instead of halving it",
                    ),
                    w(
                        ctx,
                        Qty::exact(4.0 * d, 1, "cm"),
                        "longueur doublée au lieu d'être partagée en deux",
                        "doubled the length instead of halving it",
                    ),
                ];
                it(
                    tr!(
                        lang,
                        "Le point A′ est le symétrique du point A par rapport à la droite (d), et AA′ = {aat}.",
                        "Point A′ is the reflection of point A in line (d), and AA′ = {aat}."
                    ),
                    tr!(
                        lang,
                        "À quelle distance de la droite (d) se trouve le point A ?",
                        "How far is point A from line (d)?"
                    ),
                    tr!(
                        lang,
                        "le point A est à {{v}} de la droite (d)",
                        "point A is {{v}} from line (d)"
                    ),
                    tr!(
                        lang,
                        "AA′ = {aat}, distance de A à l'axe ?",
                        "AA′ = {aat}, distance from A to the axis?"
                    ),
                    tr!(lang, "longueur cherchée", "length asked for"),
                    Qty::exact(d, 1, "cm"),
                    wrongs,
                    visual(
                        &card(
                            &tr!(lang, "Symétrie d'axe (d)", "Reflection in line (d)"),
                            &[format!("AA′ = {aat}")],
                        ),
                        tr!(
                            lang,
                            "Fiche : A′ symétrique de A par rapport à (d), AA′ = {aat}",
                            "Card: A′ the image of A in (d), AA′ = {aat}"
                        ),
                    ),
                    tr!(
                        lang,
                        "{rule}. A est donc à la moitié de AA′ de la droite (d) : {aad} ÷ 2 = {dt}.",
                        "{rule}. So A is half of AA′ away from line (d): {aad} ÷ 2 = {dt}."
                    ),
                    in_cm(format!("{aad} ÷ 2")),
                    0,
                )
            }
        }
        1 => {
            let (a, b) = (ctx.int(3, 9), ctx.int(3, 9));
            let c = ctx.int((a - b).abs() + 1, a + b - 1);
            let s = sep(ctx);
            let sides = format!(
                "AB = {}{s}BC = {}{s}CA = {}",
                cm(a as f64),
                cm(b as f64),
                cm(c as f64)
            );
            if ctx.chance(0.5) {
                let p = cm((a + b + c) as f64);
                let wrongs = vec![
                    w(
                        ctx,
                        Qty::int(2 * (a + b + c), "cm"),
                        "périmètre doublé : la symétrie ne double pas les longueurs",
                        "doubled the perimeter: a reflection does not double lengths",
                    ),
                    w(
                        ctx,
                        Qty::int(a + b, "cm"),
                        "un côté oublié",
                        "left out a side",
                    ),
                ];
                it(
                    tr!(
                        lang,
                        "Le triangle A′B′C′ est le symétrique du triangle ABC par rapport à une droite (d), avec {sides}.",
                        "Triangle A′B′C′ is the reflection of triangle ABC in a line (d), with {sides}."
                    ),
                    tr!(
                        lang,
                        "Quel est le périmètre du triangle A′B′C′ ?",
                        "What is the perimeter of triangle A′B′C′?"
                    ),
                    tr!(
                        lang,
                        "le périmètre du triangle A′B′C′ est {{v}}",
                        "the perimeter of triangle A′B′C′ is {{v}}"
                    ),
                    sides.clone(),
                    tr!(lang, "périmètre de A′B′C′", "perimeter of A′B′C′"),
                    Qty::int(a + b + c, "cm"),
                    wrongs,
                    visual(
                        &card(
                            &tr!(lang, "Triangle ABC", "Triangle ABC"),
                            std::slice::from_ref(&sides),
                        ),
                        tr!(
                            lang,
                            "Fiche : triangle ABC, {sides}",
                            "Card: triangle ABC, {sides}"
                        ),
                    ),
                    tr!(
                        lang,
                        "La symétrie axiale conserve les longueurs : A′B′C′ a les mêmes côtés que ABC, et son périmètre vaut {a} + {b} + {c} = {p}.",
                        "A reflection preserves lengths: A′B′C′ has the same sides as ABC, and its perimeter is {a} + {b} + {c} = {p}."
                    ),
                    in_cm(format!("{a} + {b} + {c}")),
                    1,
                )
            } else {
                let angle = 5 * ctx.int(4, 28);
                let at = format!("{angle}°");
                let mut wrongs = vec![w(
                    ctx,
                    Qty::int(180 - angle, "°"),
                    "angle supplémentaire : la symétrie conserve les angles",
                    "the supplement: a reflection preserves angles",
                )];
                if angle < 90 {
                    wrongs.push(w(
                        ctx,
                        Qty::int(90 - angle, "°"),
                        "angle complémentaire : la symétrie conserve les angles",
                        "the complement: a reflection preserves angles",
                    ));
                }
                wrongs.push(w(
                    ctx,
                    Qty::int(2 * angle, "°"),
                    "angle doublé : la symétrie conserve les angles",
                    "doubled the angle: a reflection preserves angles",
                ));
                it(
                    tr!(
                        lang,
                        "Le triangle A′B′C′ est le symétrique du triangle ABC par rapport à une droite (d), et l'angle ABC mesure {at}.",
                        "Triangle A′B′C′ is the reflection of triangle ABC in a line (d), and angle ABC measures {at}."
                    ),
                    tr!(
                        lang,
                        "Quelle est la mesure de l'angle A′B′C′ ?",
                        "What does angle A′B′C′ measure?"
                    ),
                    tr!(
                        lang,
                        "l'angle A′B′C′ mesure {{v}}",
                        "angle A′B′C′ measures {{v}}"
                    ),
                    tr!(lang, "ABC = {at}, angle A′B′C′", "ABC = {at}, angle A′B′C′"),
                    tr!(lang, "angle A′B′C′", "angle A′B′C′"),
                    Qty::int(angle, "°"),
                    wrongs,
                    visual(
                        &card(
                            &tr!(lang, "Triangle ABC", "Triangle ABC"),
                            &[format!("ABC = {at}")],
                        ),
                        tr!(
                            lang,
                            "Fiche : triangle ABC, angle ABC = {at}",
                            "Card: triangle ABC, angle ABC = {at}"
                        ),
                    ),
                    tr!(
                        lang,
                        "La symétrie axiale conserve les angles : A′B′C′ = ABC = {at}.",
                        "A reflection preserves angles: A′B′C′ = ABC = {at}."
                    ),
                    Facts::AngleSum {
                        known: Vec::new(),
                        total: angle as f64,
                    },
                    1,
                )
            }
        }
        _ => {
            // (fr, en, axes, a tempting wrong count and why)
            let figures: [(&str, &str, i64, i64, &str, &str); 9] = [
                (
                    "un carré",
                    "a square",
                    4,
                    2,
                    "les diagonales sont aussi des axes",
                    "the diagonals are axes too",
                ),
                (
                    "un rectangle qui n'est pas un carré",
                    "a rectangle that is not a square",
                    2,
                    4,
                    "les diagonales d'un rectangle ne sont pas des axes de symétrie",
                    "the diagonals of a rectangle are not axes of symmetry",
                ),
                (
                    "un losange qui n'est pas un carré",
                    "a rhombus that is not a square",
                    2,
                    4,
                    "seules les diagonales d'un losange sont des axes",
                    "only the diagonals of a rhombus are axes",
                ),
                (
                    "un triangle équilatéral",
                    "an equilateral triangle",
                    3,
                    1,
                    "chaque médiatrice d'un côté est un axe",
                    "each side's perpendicular bisector is an axis",
                ),
                (
                    "un triangle isocèle qui n'est pas équilatéral",
                    "an isosceles triangle that is not equilateral",
                    1,
                    3,
                    "seule la médiatrice de la base est un axe",
                    "only the perpendicular bisector of the base is an axis",
                ),
                (
                    "un hexagone régulier",
                    "a regular hexagon",
                    6,
                    3,
                    "les droites joignant les milieux de côtés opposés sont aussi des axes",
                    "the lines joining the midpoints of opposite sides are axes too",
                ),
                (
                    "un pentagone régulier",
                    "a regular pentagon",
                    5,
                    10,
                    "un axe passe par un sommet et le milieu du côté opposé",
                    "an axis goes through a vertex and the midpoint of the opposite side",
                ),
                (
                    "un parallélogramme qui n'est ni un rectangle ni un losange",
                    "a parallelogram that is neither a rectangle nor a rhombus",
                    0,
                    2,
                    "un parallélogramme quelconque n'a pas d'axe de symétrie",
                    "a general parallelogram has no axis of symmetry",
                ),
                (
                    "un octogone régulier",
                    "a regular octagon",
                    8,
                    4,
                    "les droites joignant les milieux de côtés opposés sont aussi des axes",
                    "the lines joining the midpoints of opposite sides are axes too",
                ),
            ];
            let (fr, en, n, bad, why_fr, why_en) = ctx.pick(&figures);
            let name = if ctx.fr() { fr } else { en };
            let why = if ctx.fr() { why_fr } else { why_en };
            let wrongs = vec![
                w(ctx, Qty::int(bad, ""), why_fr, why_en),
                w(
                    ctx,
                    Qty::int(n + 1, ""),
                    "un axe compté en trop",
                    "counted one axis too many",
                ),
            ];
            let nt = n.to_string();
            it(
                tr!(lang, "On considère {name}.", "Consider {name}."),
                tr!(
                    lang,
                    "Combien d'axes de symétrie cette figure a-t-elle ?",
                    "How many axes of symmetry does this figure have?"
                ),
                tr!(
                    lang,
                    "le nombre d'axes de symétrie de cette figure est {{v}}",
                    "the number of axes of symmetry of this figure is {{v}}"
                ),
                name.to_owned(),
                tr!(
                    lang,
                    "nombre d'axes de symétrie",
                    "number of axes of symmetry"
                ),
                Qty::int(n, ""),
                wrongs,
                visual(
                    &outline(fr),
                    tr!(
                        lang,
                        "Figure : {name} (ses axes ne sont pas tracés)",
                        "Figure: {name} (its axes are not drawn)"
                    ),
                ),
                tr!(
                    lang,
                    "Un axe de symétrie partage la figure en deux parties qui se superposent par pliage. Ici, {why} : {nt}.",
                    "An axis of symmetry splits the figure into two parts that fit onto each other when folded. Here, {why}: {nt}."
                ),
                Facts::exact(nt.clone()),
                2,
            )
        }
    }
}

/// The outline of a figure of the axes-of-symmetry item (named by its French name), drawn to
/// shape and without its axes.
fn outline(fr: &str) -> Figure {
    let regular = |n: u32| -> Vec<Point> {
        // a side at the bottom
        let start = 90.0 + 180.0 / f64::from(n);
        (0..n)
            .map(|k| {
                let a = (start + 360.0 * f64::from(k) / f64::from(n)).to_radians();
                pt(120.0 + 80.0 * a.cos(), 100.0 + 80.0 * a.sin())
            })
            .collect()
    };
    let points = match fr {
        f if f.starts_with("un carré") => regular(4),
        f if f.starts_with("un rectangle") => {
            vec![
                pt(20.0, 45.0),
                pt(220.0, 45.0),
                pt(220.0, 155.0),
                pt(20.0, 155.0),
            ]
        }
        f if f.starts_with("un losange") => {
            vec![
                pt(120.0, 20.0),
                pt(200.0, 100.0),
                pt(120.0, 180.0),
                pt(40.0, 100.0),
            ]
        }
        f if f.starts_with("un triangle équilatéral") => regular(3),
        f if f.starts_with("un triangle isocèle") => {
            vec![pt(120.0, 15.0), pt(175.0, 185.0), pt(65.0, 185.0)]
        }
        f if f.starts_with("un hexagone") => regular(6),
        f if f.starts_with("un pentagone") => regular(5),
        f if f.starts_with("un parallélogramme") => {
            vec![
                pt(15.0, 160.0),
                pt(165.0, 160.0),
                pt(225.0, 40.0),
                pt(75.0, 40.0),
            ]
        }
        _ => regular(8),
    };
    let mut f = Figure::new(240.0, 200.0);
    f.polygon(points, Style::filled(LIGHT_BLUE));
    f
}

/// Central symmetry (mode 1) and translations (mode 2) in a grid.
fn image_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let v = ctx.variant(3);
    let translation = ctx.mode == 2;
    if v == 2 {
        return preserved_item(ctx, translation);
    }
    let (cname, is_x) = coordinate(ctx);
    let pick = move |p: (i64, i64)| if is_x { p.0 } else { p.1 };
    if !translation {
        let o = (ctx.int(-1, 1), ctx.int(-1, 1));
        let a = loop {
            let a = (ctx.int(-3, 3), ctx.int(-2, 2));
            if a != o && a != (0, 0) {
                break a;
            }
        };
        let image = (2 * o.0 - a.0, 2 * o.1 - a.1);
        let (ot, at) = (point(ctx, "Ω", o), point(ctx, "A", a));
        if v == 0 {
            let (oc, ac, ic) = (pick(o), pick(a), pick(image));
            let expr = format!("2 × {} - {}", par(oc), par(ac));
            let wrongs = vec![
                w(
                    ctx,
                    Qty::int(-ac, ""),
                    "symétrique par rapport à l'origine du repère au lieu de Ω",
                    "reflected through the origin instead of Ω",
                ),
                w(
                    ctx,
                    Qty::int(oc - ac, ""),
                    "différence des coordonnées sans doubler celle du centre",
                    "took the difference without doubling the centre's coordinate",
                ),
                w(
                    ctx,
                    Qty::int((oc + ac) / 2, ""),
                    "milieu de [ΩA] au lieu du symétrique",
                    "the midpoint of [ΩA] instead of the image",
                ),
                w(
                    ctx,
                    Qty::int(2 * oc + ac, ""),
                    "coordonnée de A ajoutée au lieu d'être retranchée",
                    "added A's coordinate instead of subtracting it",
                ),
            ];
            return it(
                tr!(
                    lang,
                    "Dans un repère, on donne les points {ot} et {at}. Le point A′ est le symétrique de A par rapport au point Ω.",
                    "In a coordinate plane, take the points {ot} and {at}. Point A′ is the image of A under the point reflection in Ω."
                ),
                tr!(
                    lang,
                    "Quelle est {cname} du point A′ ?",
                    "What is {cname} of point A′?"
                ),
                tr!(
                    lang,
                    "{cname} du point A′ est {{v}}",
                    "{cname} of point A′ is {{v}}"
                ),
                tr!(
                    lang,
                    "{ot}, {at} : {cname} de A′",
                    "{ot}, {at}: {cname} of A′"
                ),
                tr!(lang, "coordonnée de A′", "coordinate of A′"),
                Qty::int(ic, ""),
                wrongs,
                grid(ctx, &[("Ω", o), ("A", a)], &[image]),
                tr!(
                    lang,
                    "Ω est le milieu du segment [AA′], donc chaque coordonnée de A′ vaut le double de celle de Ω moins celle de A : {expr} = {ic}.",
                    "Ω is the midpoint of segment [AA′], so each coordinate of A′ is twice that of Ω minus that of A: {expr} = {ic}."
                ),
                Facts::exact(expr),
                0,
            );
        }
        // the centre from a point and its image
        let (ac, ic) = (pick(a), pick(image));
        let at2 = point(ctx, "A′", image);
        let mid = (ac + ic) as f64 / 2.0;
        let expr = format!("({} + {}) ÷ 2", par(ac), par(ic));
        let mt = ctx.dec(mid, 1);
        let wrongs = vec![
            w(
                ctx,
                Qty::int(ac + ic, ""),
                "somme non divisée par 2",
                "sum not divided by 2",
            ),
            w(
                ctx,
                Qty::exact((ic - ac) as f64 / 2.0, 1, ""),
                "demi-différence au lieu de la demi-somme",
                "half the difference instead of half the sum",
            ),
            w(
                ctx,
                Qty::int(2 * ac - ic, ""),
                "symétrique de A′ par rapport à A calculé au lieu du centre",
                "worked out the image of A′ in A instead of the centre",
            ),
        ];
        return it(
            tr!(
                lang,
                "Dans un repère, on donne les points {at} et {at2}. Le point A′ est le symétrique de A par rapport à un point Ω.",
                "In a coordinate plane, take the points {at} and {at2}. Point A′ is the image of A under the point reflection in a point Ω."
            ),
            tr!(
                lang,
                "Quelle est {cname} du centre de symétrie Ω ?",
                "What is {cname} of the centre of symmetry Ω?"
            ),
            tr!(
                lang,
                "{cname} du point Ω est {{v}}",
                "{cname} of point Ω is {{v}}"
            ),
            tr!(
                lang,
                "{at}, {at2} : {cname} de Ω",
                "{at}, {at2}: {cname} of Ω"
            ),
            tr!(lang, "coordonnée du centre", "coordinate of the centre"),
            Qty::exact(mid, 1, ""),
            wrongs,
            grid(ctx, &[("A", a), ("A′", image)], &[o]),
            tr!(
                lang,
                "Le centre de symétrie Ω est le milieu du segment [AA′] : {expr} = {mt}.",
                "The centre of symmetry Ω is the midpoint of segment [AA′]: {expr} = {mt}."
            ),
            Facts::exact(expr),
            1,
        );
    }
    // translations
    let a = (ctx.int(-3, 3), ctx.int(-2, 2));
    let (dx, dy) = loop {
        let d = (ctx.int(-3, 3), ctx.int(-2, 2));
        if d.0 != 0 && d.1 != 0 {
            break d;
        }
    };
    let b = (a.0 + dx, a.1 + dy);
    let c = loop {
        let c = (ctx.int(-3, 3), ctx.int(-2, 2));
        if c != a && c != b {
            break c;
        }
    };
    let (at, bt, ct) = (point(ctx, "A", a), point(ctx, "B", b), point(ctx, "C", c));
    if v == 0 {
        let image = (c.0 + dx, c.1 + dy);
        let (ac, bc, cc, ic) = (pick(a), pick(b), pick(c), pick(image));
        let expr = format!("{} + ({} - {})", par(cc), par(bc), par(ac));
        let wrongs = vec![
            w(
                ctx,
                Qty::int(cc - (bc - ac), ""),
                "translation appliquée dans le mauvais sens (de B vers A)",
                "applied the translation the wrong way (from B to A)",
            ),
            w(
                ctx,
                Qty::int(cc + bc, ""),
                "coordonnée de B ajoutée au lieu du déplacement de A à B",
                "added B's coordinate instead of the shift from A to B",
            ),
            w(
                ctx,
                Qty::int(bc - ac, ""),
                "déplacement de A à B seul, sans partir de C",
                "the shift from A to B alone, not starting from C",
            ),
        ];
        return it(
            tr!(
                lang,
                "Dans un repère, on donne les points {at}, {bt} et {ct}. Le point C′ est l'image de C par la translation qui transforme A en B.",
                "In a coordinate plane, take the points {at}, {bt} and {ct}. Point C′ is the image of C under the translation that maps A to B."
            ),
            tr!(
                lang,
                "Quelle est {cname} du point C′ ?",
                "What is {cname} of point C′?"
            ),
            tr!(
                lang,
                "{cname} du point C′ est {{v}}",
                "{cname} of point C′ is {{v}}"
            ),
            tr!(
                lang,
                "{at}, {bt}, {ct} : {cname} de C′",
                "{at}, {bt}, {ct}: {cname} of C′"
            ),
            tr!(lang, "coordonnée de C′", "coordinate of C′"),
            Qty::int(ic, ""),
            wrongs,
            grid(ctx, &[("A", a), ("B", b), ("C", c)], &[image]),
            tr!(
                lang,
                "La translation déplace chaque point comme elle déplace A en B : on ajoute à la coordonnée de C le déplacement de A à B. {expr} = {ic}.",
                "The translation moves every point the way it moves A to B: add the shift from A to B to C's coordinate. {expr} = {ic}."
            ),
            Facts::exact(expr),
            0,
        );
    }
    // the fourth vertex of parallelogram ABCD: the translation mapping A to B maps D to C
    let (ac, bc, cc) = (pick(a), pick(b), pick(c));
    let d = (a.0 + c.0 - b.0, a.1 + c.1 - b.1);
    let dc = pick(d);
    let expr = format!("{} + {} - {}", par(ac), par(cc), par(bc));
    let wrongs = vec![
        w(
            ctx,
            Qty::int(bc + cc - ac, ""),
            "quatrième sommet du parallélogramme ABDC au lieu de ABCD",
            "the fourth vertex of parallelogram ABDC instead of ABCD",
        ),
        w(
            ctx,
            Qty::int(ac + bc - cc, ""),
            "quatrième sommet du parallélogramme ACBD au lieu de ABCD",
            "the fourth vertex of parallelogram ACBD instead of ABCD",
        ),
        w(
            ctx,
            Qty::int(cc + bc - ac + 1, ""),
            "erreur de calcul",
            "calculation slip",
        ),
    ];
    if d == a || d == b || d == c || (b.0 - a.0) * (c.1 - a.1) == (b.1 - a.1) * (c.0 - a.0) {
        // a flat parallelogram: draw again
        return image_item(ctx);
    }
    it(
        tr!(
            lang,
            "Dans un repère, on donne les points {at}, {bt} et {ct}. La translation qui transforme A en B transforme le point D en C, de sorte que ABCD est un parallélogramme.",
            "In a coordinate plane, take the points {at}, {bt} and {ct}. The translation that maps A to B maps point D to C, so that ABCD is a parallelogram."
        ),
        tr!(
            lang,
            "Quelle est {cname} du point D ?",
            "What is {cname} of point D?"
        ),
        tr!(
            lang,
            "{cname} du point D est {{v}}",
            "{cname} of point D is {{v}}"
        ),
        tr!(
            lang,
            "{at}, {bt}, {ct} : {cname} de D",
            "{at}, {bt}, {ct}: {cname} of D"
        ),
        tr!(lang, "coordonnée de D", "coordinate of D"),
        Qty::int(dc, ""),
        wrongs,
        grid(ctx, &[("A", a), ("B", b), ("C", c)], &[d]),
        tr!(
            lang,
            "D se déplace en C comme A en B : la coordonnée de D est celle de C moins le déplacement de A à B, soit {expr} = {dc}.",
            "D moves to C as A moves to B: D's coordinate is C's minus the shift from A to B, that is {expr} = {dc}."
        ),
        Facts::exact(expr),
        1,
    )
}

/// What a point reflection or a translation preserves, and the length AA′ of a point
/// reflection.
fn preserved_item(ctx: &mut Ctx, translation: bool) -> Item {
    let lang = ctx.lang;
    let cm = move |x: f64| crate::generate::num::qty(x, 1, "cm", lang);
    let (tf, te) = if translation {
        ("une translation", "a translation")
    } else {
        ("une symétrie centrale", "a point reflection")
    };
    let t = if ctx.fr() { tf } else { te };
    let case = ctx.int(0, 2);
    if case == 0 && !translation {
        let d = half_cm(ctx, 1, 8);
        let (dt, dd, aat) = (cm(d), ctx.dec(d, 1), cm(2.0 * d));
        let wrongs = vec![
            w(
                ctx,
                Qty::exact(d, 1, "cm"),
                "longueur OA recopiée : O est le milieu de [AA′]",
                "copied OA: O is the midpoint of [AA′]",
            ),
            w(
                ctx,
                Qty::exact(d / 2.0, 2, "cm"),
                "moitié de OA au lieu du double",
                "half of OA instead of twice it",
            ),
        ];
        return it(
            tr!(
                lang,
                "Le point A′ est le symétrique du point A par rapport au point O, et OA = {dt}.",
                "Point A′ is the image of point A under the point reflection in O, and OA = {dt}."
            ),
            tr!(
                lang,
                "Quelle est la longueur AA′ ?",
                "What is the length AA′?"
            ),
            tr!(lang, "la longueur AA′ est {{v}}", "length AA′ is {{v}}"),
            tr!(lang, "OA = {dt}, longueur AA′", "OA = {dt}, length AA′"),
            tr!(lang, "longueur cherchée", "length asked for"),
            Qty::exact(2.0 * d, 1, "cm"),
            wrongs,
            visual(
                &card(
                    &tr!(lang, "Symétrie de centre O", "Point reflection in O"),
                    &[format!("OA = {dt}")],
                ),
                tr!(
                    lang,
                    "Fiche : A′ symétrique de A par rapport à O, OA = {dt}",
                    "Card: A′ the image of A in O, OA = {dt}"
                ),
            ),
            tr!(
                lang,
                "O est le milieu du segment [AA′] : AA′ = 2 × {dd} = {aat}.",
                "O is the midpoint of segment [AA′]: AA′ = 2 × {dd} = {aat}."
            ),
            in_cm(format!("2 × {dd}")),
            2,
        );
    }
    if case == 1 || (case == 0 && translation) {
        let area = ctx.int(6, 60);
        let at = crate::generate::num::qty(area as f64, 0, "cm²", lang);
        let wrongs = vec![
            w(
                ctx,
                Qty::int(2 * area, "cm²"),
                "aire doublée : une translation ou une symétrie conserve les aires",
                "doubled the area: the transformation preserves areas",
            ),
            w(
                ctx,
                Qty::exact(area as f64 / 2.0, 1, "cm²"),
                "aire partagée en deux : la transformation conserve les aires",
                "halved the area: the transformation preserves areas",
            ),
            w(
                ctx,
                Qty::int(4 * area, "cm²"),
                "aire multipliée par 4 : la figure n'est pas agrandie",
                "multiplied the area by 4: the figure is not enlarged",
            ),
        ];
        return it(
            tr!(
                lang,
                "Le triangle ABC a une aire de {at}. Le triangle A′B′C′ est son image par {t}.",
                "Triangle ABC has an area of {at}. Triangle A′B′C′ is its image under {t}."
            ),
            tr!(
                lang,
                "Quelle est l'aire du triangle A′B′C′ ?",
                "What is the area of triangle A′B′C′?"
            ),
            tr!(
                lang,
                "l'aire du triangle A′B′C′ est {{v}}",
                "the area of triangle A′B′C′ is {{v}}"
            ),
            tr!(lang, "aire de ABC : {at}", "area of ABC: {at}"),
            tr!(lang, "aire de l'image", "area of the image"),
            Qty::int(area, "cm²"),
            wrongs,
            visual(
                &card(
                    &tr!(lang, "Triangle ABC", "Triangle ABC"),
                    &[tr!(lang, "aire : {at}", "area: {at}")],
                ),
                tr!(
                    lang,
                    "Fiche : triangle ABC d'aire {at}",
                    "Card: triangle ABC with area {at}"
                ),
            ),
            tr!(
                lang,
                "{} conserve les longueurs, les angles et les aires : A′B′C′ a la même aire que ABC, {at}.",
                "{} preserves lengths, angles and areas: A′B′C′ has the same area as ABC, {at}.",
                crate::generate::builtin::kinds::capitalize(t)
            ),
            in_cm2(area),
            2,
        );
    }
    let angle = 5 * ctx.int(4, 28);
    let at = format!("{angle}°");
    let mut wrongs = vec![w(
        ctx,
        Qty::int(180 - angle, "°"),
        "angle supplémentaire : la transformation conserve les angles",
        "the supplement: the transformation preserves angles",
    )];
    wrongs.push(w(
        ctx,
        Qty::int(2 * angle, "°"),
        "angle doublé : la transformation conserve les angles",
        "doubled the angle: the transformation preserves angles",
    ));
    it(
        tr!(
            lang,
            "Le triangle A′B′C′ est l'image du triangle ABC par {t}, et l'angle ABC mesure {at}.",
            "Triangle A′B′C′ is the image of triangle ABC under {t}, and angle ABC measures {at}."
        ),
        tr!(
            lang,
            "Quelle est la mesure de l'angle A′B′C′ ?",
            "What does angle A′B′C′ measure?"
        ),
        tr!(
            lang,
            "l'angle A′B′C′ mesure {{v}}",
            "angle A′B′C′ measures {{v}}"
        ),
        tr!(lang, "ABC = {at}, angle A′B′C′", "ABC = {at}, angle A′B′C′"),
        tr!(lang, "angle A′B′C′", "angle A′B′C′"),
        Qty::int(angle, "°"),
        wrongs,
        visual(
            &card(
                &tr!(lang, "Triangle ABC", "Triangle ABC"),
                &[format!("ABC = {at}")],
            ),
            tr!(
                lang,
                "Fiche : triangle ABC, angle ABC = {at}",
                "Card: triangle ABC, angle ABC = {at}"
            ),
        ),
        tr!(
            lang,
            "{} conserve les angles : A′B′C′ = ABC = {at}.",
            "{} preserves angles: A′B′C′ = ABC = {at}.",
            crate::generate::builtin::kinds::capitalize(t)
        ),
        Facts::AngleSum {
            known: Vec::new(),
            total: angle as f64,
        },
        2,
    )
}

/// Rotations of a quarter or half turn (0), the image by a homothety (1), lengths and areas
/// under a homothety (2).
fn rotation_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let v = ctx.variant(3);
    if v == 2 {
        return ratio_item(ctx);
    }
    let (cname, is_x) = coordinate(ctx);
    let pick = move |p: (i64, i64)| if is_x { p.0 } else { p.1 };
    let o = (ctx.int(-1, 1), ctx.int(-1, 1));
    let ot = point(ctx, "Ω", o);
    if v == 0 {
        let a = loop {
            let a = (ctx.int(-2, 2), ctx.int(-2, 2));
            if a != o {
                break a;
            }
        };
        let at = point(ctx, "A", a);
        let turn = ctx.int(0, 2);
        let (u, w0) = (a.0 - o.0, a.1 - o.1);
        let (image, expr, how_fr, how_en) = match turn {
            0 => (
                (o.0 - w0, o.1 + u),
                if is_x {
                    format!("{} - ({} - {})", par(o.0), par(a.1), par(o.1))
                } else {
                    format!("{} + ({} - {})", par(o.1), par(a.0), par(o.0))
                },
                "d'angle 90° dans le sens inverse des aiguilles d'une montre",
                "through 90° anticlockwise",
            ),
            1 => (
                (o.0 + w0, o.1 - u),
                if is_x {
                    format!("{} + ({} - {})", par(o.0), par(a.1), par(o.1))
                } else {
                    format!("{} - ({} - {})", par(o.1), par(a.0), par(o.0))
                },
                "d'angle 90° dans le sens des aiguilles d'une montre",
                "through 90° clockwise",
            ),
            _ => (
                (2 * o.0 - a.0, 2 * o.1 - a.1),
                format!("2 × {} - {}", par(pick(o)), par(pick(a))),
                "d'angle 180°",
                "through 180°",
            ),
        };
        let how = if ctx.fr() { how_fr } else { how_en };
        let ic = pick(image);
        let other = if is_x { image.1 } else { image.0 };
        let mirrored = match turn {
            0 => pick((o.0 + w0, o.1 - u)),
            1 => pick((o.0 - w0, o.1 + u)),
            _ => pick(a),
        };
        let wrongs = vec![
            w(
                ctx,
                Qty::int(mirrored, ""),
                "rotation tournée dans l'autre sens",
                "turned the other way",
            ),
            w(
                ctx,
                Qty::int(other, ""),
                "abscisse et ordonnée de l'image confondues",
                "mixed up the image's x- and y-coordinates",
            ),
            w(
                ctx,
                Qty::int(-pick(a), ""),
                "centre pris à l'origine du repère",
                "took the origin as the centre",
            ),
        ];
        let explanation = match turn {
            2 => tr!(
                lang,
                "Une rotation d'angle 180° est la symétrie de centre Ω : Ω est le milieu de [AA′], donc {expr} = {ic}.",
                "A rotation through 180° is the point reflection in Ω: Ω is the midpoint of [AA′], so {expr} = {ic}."
            ),
            _ => tr!(
                lang,
                "Dans un quart de tour de centre Ω, le déplacement de Ω à A (horizontal puis vertical) tourne aussi d'un quart de tour : le déplacement horizontal devient vertical et inversement, avec un changement de sens. Ici : {expr} = {ic}.",
                "In a quarter turn about Ω, the shift from Ω to A (across, then up or down) turns by a quarter turn too: the horizontal shift becomes vertical and the other way round, with one direction reversed. Here: {expr} = {ic}."
            ),
        };
        return it(
            tr!(
                lang,
                "Dans un repère orthonormé, on donne les points {ot} et {at}. Le point A′ est l'image de A par la rotation de centre Ω {how}.",
                "In a coordinate plane with a square grid, take the points {ot} and {at}. Point A′ is the image of A under the rotation about Ω {how}."
            ),
            tr!(
                lang,
                "Quelle est {cname} du point A′ ?",
                "What is {cname} of point A′?"
            ),
            tr!(
                lang,
                "{cname} du point A′ est {{v}}",
                "{cname} of point A′ is {{v}}"
            ),
            tr!(
                lang,
                "{ot}, {at}, rotation {how} : {cname} de A′",
                "{ot}, {at}, rotation {how}: {cname} of A′"
            ),
            tr!(lang, "coordonnée de A′", "coordinate of A′"),
            Qty::int(ic, ""),
            wrongs,
            grid(ctx, &[("Ω", o), ("A", a)], &[image]),
            explanation,
            Facts::exact(expr),
            0,
        );
    }
    // homothety of centre O and ratio k: A′ = O + k (A - O)
    let k: i64 = ctx.pick(&[2, 3, -1, -2, 2, -2]);
    let a = loop {
        let a = (ctx.int(-3, 3), ctx.int(-2, 2));
        let image = (o.0 + k * (a.0 - o.0), o.1 + k * (a.1 - o.1));
        if a != o && image.0.abs() <= 6 && image.1.abs() <= 4 {
            break a;
        }
    };
    let image = (o.0 + k * (a.0 - o.0), o.1 + k * (a.1 - o.1));
    let at = point(ctx, "A", a);
    let (oc, ac, ic) = (pick(o), pick(a), pick(image));
    let expr = format!("{} + {} × ({} - {})", par(oc), par(k), par(ac), par(oc));
    let wrongs = vec![
        w(
            ctx,
            Qty::int(k * ac, ""),
            "coordonnée de A multipliée par k sans tenir compte du centre",
            "multiplied A's coordinate by k ignoring the centre",
        ),
        w(
            ctx,
            Qty::int(oc - k * (ac - oc), ""),
            "signe du rapport ignoré",
            "ignored the sign of the ratio",
        ),
        w(
            ctx,
            Qty::int(oc + k * (ac - oc) + if k > 0 { 1 } else { -1 }, ""),
            "erreur de calcul",
            "calculation slip",
        ),
    ];
    let kt = k.to_string();
    it(
        tr!(
            lang,
            "Dans un repère, on donne les points {ot} et {at}. Le point A′ est l'image de A par l'homothétie de centre Ω et de rapport {kt}.",
            "In a coordinate plane, take the points {ot} and {at}. Point A′ is the image of A under the enlargement with centre Ω and scale factor {kt}."
        ),
        tr!(
            lang,
            "Quelle est {cname} du point A′ ?",
            "What is {cname} of point A′?"
        ),
        tr!(
            lang,
            "{cname} du point A′ est {{v}}",
            "{cname} of point A′ is {{v}}"
        ),
        tr!(
            lang,
            "{ot}, {at}, rapport {kt} : {cname} de A′",
            "{ot}, {at}, factor {kt}: {cname} of A′"
        ),
        tr!(lang, "coordonnée de A′", "coordinate of A′"),
        Qty::int(ic, ""),
        wrongs,
        grid(ctx, &[("Ω", o), ("A", a)], &[image]),
        tr!(
            lang,
            "L'homothétie de centre Ω et de rapport k multiplie par k le déplacement de Ω à A : la coordonnée de A′ est celle de Ω plus k fois (A - Ω), soit {expr} = {ic}.",
            "The enlargement with centre Ω and scale factor k multiplies the shift from Ω to A by k: A′'s coordinate is Ω's plus k times (A - Ω), that is {expr} = {ic}."
        ),
        Facts::exact(expr),
        1,
    )
}

/// A length or an area under a homothety of ratio k: multiplied by |k| or k².
fn ratio_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (num, den) = ctx.pick(&[(2, 1), (3, 1), (-2, 1), (-3, 1), (1, 2), (-1, 2), (5, 2)]);
    let k = Rational::new(num, den);
    let kabs = Rational::new(num.abs(), den);
    let kt = ctx.dec(k.to_f64(), 1);
    let area = ctx.chance(0.5);
    // an original whose image is a whole number of tenths
    let original = (ctx.int(2, 12) * if den == 2 { 2 } else { 1 }) as f64;
    let factor = kabs.to_f64();
    let (power, unit) = if area { (2u32, "cm²") } else { (1, "cm") };
    let value = original * factor.powi(power as i32);
    let ot = crate::generate::num::qty(original, 1, unit, lang);
    let vt = crate::generate::num::qty(value, 2, unit, lang);
    let ka = ctx.dec(factor, 1);
    let wrongs: Vec<Wrong> = if area {
        vec![
            w(
                ctx,
                Qty::exact(original * factor, 2, unit),
                "aire multipliée par |k| au lieu de k²",
                "multiplied the area by |k| instead of k²",
            ),
            w(
                ctx,
                Qty::exact(original * factor * 2.0, 2, unit),
                "aire multipliée par 2|k| au lieu de k²",
                "multiplied the area by 2|k| instead of k²",
            ),
            w(
                ctx,
                Qty::exact(original * factor.powi(3), 3, unit),
                "rapport mis au cube au lieu du carré",
                "cubed the factor instead of squaring it",
            ),
        ]
    } else {
        vec![
            w(
                ctx,
                Qty::exact(original * factor * factor, 2, unit),
                "longueur multipliée par k² au lieu de |k|",
                "multiplied the length by k² instead of |k|",
            ),
            w(
                ctx,
                Qty::exact(original + factor, 2, unit),
                "rapport ajouté au lieu d'être multiplié",
                "added the factor instead of multiplying",
            ),
            w(
                ctx,
                Qty::exact(original / factor, 2, unit),
                "longueur divisée par le rapport",
                "divided the length by the factor",
            ),
        ]
    };
    let (what_fr, what_en) = if area {
        ("a une aire de", "has an area of")
    } else {
        ("a un périmètre de", "has a perimeter of")
    };
    let what = if ctx.fr() { what_fr } else { what_en };
    let (noun, rule) = if area {
        (
            tr!(lang, "aire de l'image", "area of the image"),
            tr!(
                lang,
                "Une homothétie de rapport k multiplie les aires par k² : {ot} × {ka}² = {vt}.",
                "An enlargement with scale factor k multiplies areas by k²: {ot} × {ka}² = {vt}."
            ),
        )
    } else {
        (
            tr!(lang, "périmètre de l'image", "perimeter of the image"),
            tr!(
                lang,
                "Une homothétie de rapport k multiplie les longueurs par la distance à zéro de k, ici {ka} : {ot} × {ka} = {vt}.",
                "An enlargement with scale factor k multiplies lengths by the size of k without its sign, here {ka}: {ot} × {ka} = {vt}."
            ),
        )
    };
    let q = if area {
        tr!(
            lang,
            "Quelle est l'aire du triangle A′B′C′ ?",
            "What is the area of triangle A′B′C′?"
        )
    } else {
        tr!(
            lang,
            "Quel est le périmètre du triangle A′B′C′ ?",
            "What is the perimeter of triangle A′B′C′?"
        )
    };
    let c = if area {
        tr!(
            lang,
            "l'aire du triangle A′B′C′ est {{v}}",
            "the area of triangle A′B′C′ is {{v}}"
        )
    } else {
        tr!(
            lang,
            "le périmètre du triangle A′B′C′ est {{v}}",
            "the perimeter of triangle A′B′C′ is {{v}}"
        )
    };
    it(
        tr!(
            lang,
            "Le triangle ABC {what} {ot}. Le triangle A′B′C′ est son image par une homothétie de rapport {kt}.",
            "Triangle ABC {what} {ot}. Triangle A′B′C′ is its image under an enlargement with scale factor {kt}."
        ),
        q,
        c,
        tr!(lang, "{ot}, rapport {kt}", "{ot}, factor {kt}"),
        noun,
        Qty::exact(value, 2, unit),
        wrongs,
        visual(
            &card(
                &tr!(
                    lang,
                    "Homothétie de rapport {kt}",
                    "Enlargement, scale factor {kt}"
                ),
                &[tr!(lang, "triangle ABC : {ot}", "triangle ABC: {ot}")],
            ),
            tr!(
                lang,
                "Fiche : triangle ABC ({ot}), homothétie de rapport {kt}",
                "Card: triangle ABC ({ot}), enlargement with scale factor {kt}"
            ),
        ),
        rule,
        Facts::Scale {
            k: kabs,
            power,
            original: original * if area { 1e-4 } else { 1e-2 },
        },
        2,
    )
}

#[cfg(test)]
mod outline_tests {
    #[test]
    fn the_outlines_have_the_shape_they_name() {
        use crate::generate::figure::Element;
        let sides = |fr: &str| -> Vec<f64> {
            let f = super::outline(fr);
            let Some(Element::Polygon { points, .. }) = f.elements.first() else {
                panic!("{fr}: no polygon");
            };
            (0..points.len())
                .map(|i| {
                    let (p, q) = (points[i], points[(i + 1) % points.len()]);
                    ((q.x - p.x).powi(2) + (q.y - p.y).powi(2)).sqrt()
                })
                .collect()
        };
        let all_equal = |s: &[f64]| s.iter().all(|x| (x - s[0]).abs() < 1e-6);
        assert_eq!(sides("un carré").len(), 4);
        assert!(all_equal(&sides("un carré")));
        assert!(all_equal(&sides("un losange qui n'est pas un carré")));
        assert!(!all_equal(&sides("un rectangle qui n'est pas un carré")));
        assert!(all_equal(&sides("un triangle équilatéral")));
        let iso = sides("un triangle isocèle qui n'est pas équilatéral");
        assert!((iso[0] - iso[2]).abs() < 1e-6 && (iso[0] - iso[1]).abs() > 10.0);
        assert_eq!(sides("un pentagone régulier").len(), 5);
        assert!(all_equal(&sides("un hexagone régulier")));
        assert_eq!(sides("un octogone régulier").len(), 8);
        let para = sides("un parallélogramme qui n'est ni un rectangle ni un losange");
        assert!((para[0] - para[2]).abs() < 1e-6 && (para[0] - para[1]).abs() > 10.0);
    }
}
