//! Volumes of solids: cuboid (chapter `volume-du-pave-droit` 6e, mode 2), prism and cylinder
//! (`volumes` 5e, mode 3), pyramid and cone (`volumes` 4e, mode 4), sphere and ball
//! (`sphere-et-boule` 3e, mode 5, with the section of a sphere by a plane).

use std::f64::consts::PI;

use super::{Given, Texts, unit_of};
use crate::generate::builtin::facts::{Facts, Shape};
use crate::generate::builtin::{Ctx, Item, Qty, tr, w};
use crate::generate::num;
use crate::generate::visual::{
    cone_or_pyramid, cuboid, cylinder, prism, sphere, sphere_section, visual,
};

/// The texts of a solid's volume (or a sphere's area).
pub(super) fn texts(ctx: &Ctx, g: &Given<'_>) -> Texts {
    let Given {
        lang,
        shape,
        d,
        ref at,
        approx: _,
        ref note,
    } = *g;
    let unit = unit_of(shape);
    let c = |x: f64| g.cm(x);
    let q = |fr: &str, en: &str| g.say(fr, en);
    let rq = |x: f64, u: &'static str| g.like_answer(x, u);
    match shape {
        Shape::CuboidVolume => {
            let (l, wd, h) = (c(d[0]), c(d[1]), c(d[2]));
            (
                tr!(
                    lang,
                    "Un pavé droit mesure {l} de longueur, {wd} de largeur et {h} de hauteur.",
                    "A cuboid is {l} long, {wd} wide and {h} high."
                ),
                q(
                    "Quel est son volume, en cm³ ?",
                    "What is its volume, in cm³?",
                ),
                q("volume", "volume"),
                format!("{l} × {wd} × {h}"),
                visual(
                    &cuboid(&l, &wd, &h),
                    tr!(
                        lang,
                        "Pavé droit de dimensions {l}, {wd} et {h}",
                        "Cuboid measuring {l}, {wd} and {h}"
                    ),
                ),
                vec![
                    w(
                        ctx,
                        Qty::exact(d[0] + d[1] + d[2], 0, "cm³"),
                        "dimensions additionnées",
                        "added the dimensions",
                    ),
                    w(
                        ctx,
                        Qty::exact(d[0] * d[1], 0, "cm³"),
                        "aire de la base seulement",
                        "base area only",
                    ),
                    w(
                        ctx,
                        Qty::exact(2.0 * (d[0] * d[1] + d[0] * d[2] + d[1] * d[2]), 0, "cm³"),
                        "aire totale des faces calculée au lieu du volume",
                        "worked out the surface area instead",
                    ),
                ],
                tr!(
                    lang,
                    "V = L × l × h = {l} × {wd} × {h} = {at}.",
                    "V = L × w × h = {l} × {wd} × {h} = {at}."
                ),
            )
        }
        Shape::PrismVolume => {
            let (a, b, h) = (c(d[0]), c(d[1]), c(d[2]));
            (
                tr!(
                    lang,
                    "Un prisme droit a pour base un triangle rectangle dont les côtés de l'angle droit mesurent {a} et {b}. Sa hauteur est {h}.",
                    "A right prism has a right-triangle base with legs {a} and {b}. Its height is {h}."
                ),
                q(
                    "Quel est son volume, en cm³ ?",
                    "What is its volume, in cm³?",
                ),
                q("volume", "volume"),
                tr!(
                    lang,
                    "base de côtés {a} et {b}, hauteur {h}",
                    "base legs {a} and {b}, height {h}"
                ),
                visual(
                    &prism(&a, &b, &h, [d[0], d[1], d[2]]),
                    tr!(
                        lang,
                        "Prisme droit (schéma) : base triangle rectangle de côtés {a} et {b}, hauteur {h}",
                        "Right prism (sketch): right-triangle base with legs {a} and {b}, height {h}"
                    ),
                ),
                vec![
                    w(
                        ctx,
                        Qty::exact(d[0] * d[1] * d[2], 0, "cm³"),
                        "aire du triangle sans division par 2",
                        "triangle area not divided by 2",
                    ),
                    w(
                        ctx,
                        Qty::rounded_exact(d[0] * d[1] * d[2] / 3.0, 2, "cm³"),
                        "division par 3 comme pour une pyramide",
                        "divided by 3 as for a pyramid",
                    ),
                    w(
                        ctx,
                        Qty::exact(d[0] * d[1] / 2.0 + d[2], 1, "cm³"),
                        "hauteur ajoutée au lieu d'être multipliée",
                        "added the height instead of multiplying",
                    ),
                ],
                tr!(
                    lang,
                    "V = aire de la base × hauteur = ({a} × {b} ÷ 2) × {h} = {at}.",
                    "V = base area × height = ({a} × {b} ÷ 2) × {h} = {at}."
                ),
            )
        }
        Shape::CylinderVolume | Shape::ConeVolume => {
            let (r, h) = (c(d[0]), c(d[1]));
            let cone = shape == Shape::ConeVolume;
            let u = unit;
            (
                if cone {
                    tr!(
                        lang,
                        "Un cône de révolution a un rayon de base de {r} et une hauteur de {h}.",
                        "A cone has a base radius of {r} and a height of {h}."
                    )
                } else {
                    tr!(
                        lang,
                        "Un cylindre a un rayon de base de {r} et une hauteur de {h}.",
                        "A cylinder has a base radius of {r} and a height of {h}."
                    )
                },
                q(
                    "Quel est son volume, en cm³ ?",
                    "What is its volume, in cm³?",
                ) + note,
                q("volume", "volume"),
                format!("r = {r}, h = {h}"),
                if cone {
                    visual(
                        &cone_or_pyramid(
                            false,
                            &format!("r = {r}"),
                            &format!("h = {h}"),
                            d[1] / d[0],
                        ),
                        tr!(
                            lang,
                            "Cône de rayon {r} et de hauteur {h}",
                            "Cone with radius {r} and height {h}"
                        ),
                    )
                } else {
                    visual(
                        &cylinder(&format!("r = {r}"), &format!("h = {h}"), d[1] / d[0]),
                        tr!(
                            lang,
                            "Cylindre de rayon {r} et de hauteur {h}",
                            "Cylinder with radius {r} and height {h}"
                        ),
                    )
                },
                if cone {
                    vec![
                        w(
                            ctx,
                            rq(PI * d[0] * d[0] * d[1], u),
                            "division par 3 oubliée",
                            "forgot to divide by 3",
                        ),
                        w(
                            ctx,
                            rq(PI * 2.0 * d[0] * d[1] / 3.0, u),
                            "rayon multiplié par 2 au lieu d'être élevé au carré",
                            "doubled the radius instead of squaring it",
                        ),
                        w(
                            ctx,
                            rq(PI * 4.0 * d[0] * d[0] * d[1] / 3.0, u),
                            "diamètre utilisé à la place du rayon",
                            "used the diameter instead of the radius",
                        ),
                    ]
                } else {
                    vec![
                        w(
                            ctx,
                            rq(PI * d[0] * d[0] * d[1] / 3.0, u),
                            "division par 3 comme pour un cône",
                            "divided by 3 as for a cone",
                        ),
                        w(
                            ctx,
                            rq(PI * 2.0 * d[0] * d[1], u),
                            "rayon multiplié par 2 au lieu d'être élevé au carré",
                            "doubled the radius instead of squaring it",
                        ),
                        w(
                            ctx,
                            rq(PI * 4.0 * d[0] * d[0] * d[1], u),
                            "diamètre utilisé à la place du rayon",
                            "used the diameter instead of the radius",
                        ),
                    ]
                },
                if cone {
                    tr!(
                        lang,
                        "V = π × r² × h ÷ 3 = π × ({r})² × {h} ÷ 3 ≈ {at}.",
                        "V = π × r² × h ÷ 3 = π × ({r})² × {h} ÷ 3 ≈ {at}."
                    )
                } else {
                    tr!(
                        lang,
                        "V = π × r² × h = π × ({r})² × {h} ≈ {at}.",
                        "V = π × r² × h = π × ({r})² × {h} ≈ {at}."
                    )
                },
            )
        }
        Shape::PyramidVolume => {
            let (s, h) = (c(d[0]), c(d[1]));
            (
                tr!(
                    lang,
                    "Une pyramide a pour base un carré de côté {s} et pour hauteur {h}.",
                    "A pyramid has a square base of side {s} and a height of {h}."
                ),
                q(
                    "Quel est son volume, en cm³ ?",
                    "What is its volume, in cm³?",
                ),
                q("volume", "volume"),
                tr!(lang, "côté {s}, hauteur {h}", "side {s}, height {h}"),
                visual(
                    &cone_or_pyramid(true, &format!("c = {s}"), &format!("h = {h}"), d[1] / d[0]),
                    tr!(
                        lang,
                        "Pyramide à base carrée de côté {s} et de hauteur {h}",
                        "Square-based pyramid with side {s} and height {h}"
                    ),
                ),
                vec![
                    w(
                        ctx,
                        Qty::exact(d[0] * d[0] * d[1], 0, "cm³"),
                        "division par 3 oubliée",
                        "forgot to divide by 3",
                    ),
                    w(
                        ctx,
                        Qty::rounded_exact(d[0] * d[1] / 3.0, 2, "cm³"),
                        "côté de la base non élevé au carré",
                        "base side not squared",
                    ),
                    w(
                        ctx,
                        Qty::exact(d[0] * d[0] * d[1] / 2.0, 1, "cm³"),
                        "division par 2 au lieu de 3",
                        "divided by 2 instead of 3",
                    ),
                ],
                tr!(
                    lang,
                    "V = aire de la base × hauteur ÷ 3 = {s} × {s} × {h} ÷ 3 = {at}.",
                    "V = base area × height ÷ 3 = {s} × {s} × {h} ÷ 3 = {at}."
                ),
            )
        }
        Shape::SphereVolume | Shape::SphereArea => {
            let r = c(d[0]);
            let vol = shape == Shape::SphereVolume;
            let u = unit;
            (
                tr!(
                    lang,
                    "Une boule a un rayon de {r}.",
                    "A ball has a radius of {r}."
                ),
                if vol {
                    q(
                        "Quel est son volume, en cm³ ?",
                        "What is its volume, in cm³?",
                    )
                } else {
                    q(
                        "Quelle est l'aire de la sphère qui la délimite, en cm² ?",
                        "What is the area of its surface, in cm²?",
                    )
                } + note,
                if vol {
                    q("volume", "volume")
                } else {
                    q("aire", "area")
                },
                format!("r = {r}"),
                visual(
                    &sphere(&format!("r = {r}")),
                    tr!(
                        lang,
                        "Boule de centre O et de rayon {r}",
                        "Ball with centre O and radius {r}"
                    ),
                ),
                if vol {
                    vec![
                        w(
                            ctx,
                            rq(4.0 * PI * d[0].powi(3), u),
                            "coefficient 4/3 remplacé par 4",
                            "used 4 instead of 4/3",
                        ),
                        w(
                            ctx,
                            rq(4.0 / 3.0 * PI * d[0] * d[0], u),
                            "rayon élevé au carré au lieu du cube",
                            "squared the radius instead of cubing it",
                        ),
                        w(
                            ctx,
                            rq(4.0 / 3.0 * PI * (2.0 * d[0]).powi(3), u),
                            "diamètre utilisé à la place du rayon",
                            "used the diameter instead of the radius",
                        ),
                    ]
                } else {
                    vec![
                        w(
                            ctx,
                            rq(PI * d[0] * d[0], u),
                            "aire d'un disque au lieu de la sphère",
                            "area of a disc instead of the sphere",
                        ),
                        w(
                            ctx,
                            rq(4.0 / 3.0 * PI * d[0].powi(3), u),
                            "formule du volume utilisée",
                            "used the volume formula",
                        ),
                        w(
                            ctx,
                            rq(4.0 * PI * d[0], u),
                            "rayon non élevé au carré",
                            "radius not squared",
                        ),
                    ]
                },
                if vol {
                    tr!(
                        lang,
                        "V = 4/3 × π × r³ = 4/3 × π × ({r})³ ≈ {at}.",
                        "V = 4/3 × π × r³ = 4/3 × π × ({r})³ ≈ {at}."
                    )
                } else {
                    tr!(
                        lang,
                        "A = 4 × π × r² = 4 × π × ({r})² ≈ {at}.",
                        "A = 4 × π × r² = 4 × π × ({r})² ≈ {at}."
                    )
                },
            )
        }
        other => unreachable!("{other:?} is measured in another file"),
    }
}

/// The section of a sphere by a plane: its radius from the sphere's radius and the plane's
/// distance to the centre (Pythagoras in triangle OHM, right-angled at H).
pub(super) fn sphere_section_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    // (distance OH, sphere's radius OM) in cm
    let (d, r) = if ctx.chance(0.5) {
        let (a, b, c) = ctx.pick(&[
            (3i64, 4i64, 5i64),
            (6, 8, 10),
            (5, 12, 13),
            (9, 12, 15),
            (8, 15, 17),
            (12, 16, 20),
        ]);
        if ctx.chance(0.5) { (a, c) } else { (b, c) }
    } else {
        // a plane far enough from O that the section is visibly smaller than the sphere
        let r = ctx.int(5, 15);
        (ctx.int(r / 3 + 1, r - 2), r)
    };
    let (df, rf) = (d as f64, r as f64);
    let sq = r * r - d * d;
    let hm = (sq as f64).sqrt();
    let exact = ((hm * 10.0).round() - hm * 10.0).abs() < 1e-9;
    let like = |x: f64| {
        if exact {
            Qty::rounded_exact(x, 1, "cm")
        } else {
            Qty::rounded(x, 1, "cm")
        }
    };
    let answer = like(hm);
    let c = |x: f64| num::qty(x, 2, "cm", lang);
    let (dt, rt, at) = (c(df), c(rf), answer.text(lang));
    let note = if exact {
        String::new()
    } else {
        tr!(
            lang,
            " Arrondis au dixième.",
            " Round to the nearest tenth."
        )
    };
    let approx = if exact { "=" } else { "≈" };
    let (r2, d2) = (r * r, d * d);
    let wrongs = vec![
        w(
            ctx,
            Qty::rounded_exact(rf - df, 1, "cm"),
            "longueurs soustraites sans les élever au carré",
            "subtracted the lengths without squaring",
        ),
        w(
            ctx,
            like((rf * rf + df * df).sqrt()),
            "carrés additionnés au lieu d'être soustraits",
            "added the squares instead of subtracting",
        ),
        w(
            ctx,
            Qty::int(sq, "cm"),
            "racine carrée oubliée",
            "forgot the square root",
        ),
        w(
            ctx,
            Qty::int(r, "cm"),
            "rayon de la sphère donné au lieu de celui de la section",
            "gave the sphere's radius instead of the section's",
        ),
    ];
    Item {
        situation: tr!(
            lang,
            "Une sphère de centre O et de rayon {rt} est coupée par un plan situé à {dt} de O. La section est un cercle de centre H, le point de ce plan le plus proche de O, et M est un point de ce cercle : OH = {dt} et OM = {rt}.",
            "A sphere with centre O and radius {rt} is cut by a plane {dt} away from O. The section is a circle with centre H, the point of the plane closest to O, and M is a point of this circle: OH = {dt} and OM = {rt}."
        ),
        question: tr!(
            lang,
            "Quel est le rayon HM de cette section ?{note}",
            "What is the radius HM of this section?{note}"
        ),
        claim: tr!(
            lang,
            "le rayon HM de la section vaut {{v}}",
            "the radius HM of the section is {{v}}"
        ),
        label: tr!(
            lang,
            "Sphère : rayon {rt}, plan à {dt} du centre",
            "Sphere: radius {rt}, plane {dt} from the centre"
        ),
        noun: tr!(lang, "rayon de la section", "radius of the section"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &sphere_section(df / rf, &dt, &rt, "?"),
            tr!(
                lang,
                "Sphère de centre O coupée par un plan ; la section est un cercle de centre H passant par M ; OH = {dt}, OM = {rt}, HM inconnu, angle droit en H",
                "Sphere with centre O cut by a plane; the section is a circle with centre H through M; OH = {dt}, OM = {rt}, HM unknown, right angle at H"
            ),
        ),
        explanation: tr!(
            lang,
            "La section d'une sphère par un plan est un cercle, de centre H, et le triangle OHM est rectangle en H. D'après le théorème de Pythagore : HM² = OM² - OH² = {r2} - {d2} = {sq}, donc HM = √{sq} {approx} {at}.",
            "The section of a sphere by a plane is a circle with centre H, and triangle OHM has a right angle at H. By Pythagoras' theorem: HM² = OM² - OH² = {r2} - {d2} = {sq}, so HM = √{sq} {approx} {at}."
        ),
        facts: Facts::Pythagoras {
            sides: [df / 100.0, 0.0, rf / 100.0],
            slot: 1,
            tol: if exact { 0.0 } else { 0.0005 },
        },
        steps: Vec::new(),
        variant: 2,
    }
}
