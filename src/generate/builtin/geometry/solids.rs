//! Solids (chapter `solides` 6e): the faces, edges and vertices of prisms and pyramids, and
//! the area of the net of a cuboid.

use super::figures::{in_cm2, it};
use crate::domain::question::QuestionKind::*;
use crate::generate::builtin::facts::Facts;
use crate::generate::builtin::{Ctx, Family, Item, Qty, tr, w};
use crate::generate::visual::{card, cuboid, visual};

/// Faces (0), edges and vertices (1), the net of a cuboid (2).
pub(crate) static SOLIDS: Family = Family {
    name: "solids",
    notion,
    item: solids_item,
    special: crate::generate::builtin::no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse, Matching],
    variants: |_| 3,
};

/// The notion of the chapter's course knowledge that each variant exercises.
fn notion(_mode: u8, variant: u8) -> Option<&'static str> {
    Some(match variant {
        0 => "faces",
        1 => "aretes-sommets",
        _ => "patron",
    })
}

/// The polygon of a base with `n` sides: (French adjective, English noun).
fn base(n: i64) -> (&'static str, &'static str) {
    match n {
        3 => ("triangulaire", "triangle"),
        4 => ("quadrilatère", "quadrilateral"),
        5 => ("pentagonale", "pentagon"),
        6 => ("hexagonale", "hexagon"),
        _ => ("octogonale", "octagon"),
    }
}

/// A prism or a pyramid: its names (with article) and its base's number of sides.
fn solid(ctx: &mut Ctx) -> (bool, i64, String) {
    let prism = ctx.chance(0.5);
    let n = ctx.pick(&[3i64, 4, 5, 6, 8]);
    let (adj, noun) = base(n);
    let name = match (ctx.fr(), prism, n) {
        (true, true, 4) => "un prisme droit dont la base est un quadrilatère".to_owned(),
        (true, false, 4) => "une pyramide dont la base est un quadrilatère".to_owned(),
        (true, true, _) => format!("un prisme droit à base {adj}"),
        (true, false, _) => format!("une pyramide à base {adj}"),
        (false, true, _) => format!("a right prism with a {noun} base"),
        (false, false, _) => format!("a pyramid with a {noun} base"),
    };
    (prism, n, name)
}

fn solids_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let v = ctx.variant(3);
    if v == 2 {
        return net_item(ctx);
    }
    let (prism, n, name) = solid(ctx);
    let nt = n.to_string();
    let rule = if prism {
        tr!(
            lang,
            "Ce prisme droit a deux bases superposables à {nt} côtés, reliées par {nt} faces latérales rectangulaires",
            "This right prism has two identical bases with {nt} sides, joined by {nt} rectangular side faces"
        )
    } else {
        tr!(
            lang,
            "Cette pyramide a une base à {nt} côtés et {nt} faces latérales triangulaires qui se rejoignent au sommet principal",
            "This pyramid has a base with {nt} sides and {nt} triangular side faces meeting at its apex"
        )
    };
    let title = tr!(lang, "Solide", "Solid");
    let vis = visual(
        &card(&title, std::slice::from_ref(&name)),
        tr!(lang, "Fiche : {name}", "Card: {name}"),
    );
    let cap = crate::generate::builtin::kinds::capitalize(&name);
    if v == 0 {
        let (answer, expr) = if prism {
            (n + 2, format!("{n} + 2"))
        } else {
            (n + 1, format!("{n} + 1"))
        };
        let at = answer.to_string();
        let wrongs = vec![
            w(
                ctx,
                Qty::int(n, ""),
                "seules les faces latérales comptées",
                "only counted the side faces",
            ),
            w(
                ctx,
                Qty::int(if prism { n + 1 } else { n + 2 }, ""),
                "prisme et pyramide confondus : une base de trop ou de moins",
                "mixed up prism and pyramid: one base too many or too few",
            ),
            w(
                ctx,
                Qty::int(if prism { 3 * n } else { 2 * n }, ""),
                "arêtes comptées au lieu des faces",
                "counted the edges instead of the faces",
            ),
        ];
        return it(
            tr!(lang, "On considère {name}.", "Consider {name}."),
            tr!(
                lang,
                "Combien de faces ce solide a-t-il ?",
                "How many faces does this solid have?"
            ),
            tr!(
                lang,
                "ce solide a {{v}} faces",
                "this solid has {{v}} faces"
            ),
            cap.clone(),
            tr!(lang, "nombre de faces", "number of faces"),
            Qty::int(answer, ""),
            wrongs,
            vis,
            tr!(
                lang,
                "{rule} : {expr} = {at} faces.",
                "{rule}: {expr} = {at} faces."
            ),
            Facts::exact(expr),
            0,
        );
    }
    let edges = ctx.chance(0.5);
    let (answer, expr) = match (prism, edges) {
        (true, true) => (3 * n, format!("3 × {n}")),
        (true, false) => (2 * n, format!("2 × {n}")),
        (false, true) => (2 * n, format!("2 × {n}")),
        (false, false) => (n + 1, format!("{n} + 1")),
    };
    let at = answer.to_string();
    let how = match (prism, edges) {
        (true, true) => tr!(
            lang,
            "{nt} arêtes sur chacune des deux bases et {nt} arêtes latérales",
            "{nt} edges on each of the two bases and {nt} side edges"
        ),
        (true, false) => tr!(
            lang,
            "{nt} sommets sur chacune des deux bases",
            "{nt} vertices on each of the two bases"
        ),
        (false, true) => tr!(
            lang,
            "{nt} arêtes sur la base et {nt} arêtes qui montent au sommet principal",
            "{nt} edges on the base and {nt} edges rising to the apex"
        ),
        (false, false) => tr!(
            lang,
            "{nt} sommets sur la base et le sommet principal",
            "{nt} vertices on the base and the apex"
        ),
    };
    let (what_fr, what_en, of_fr) = if edges {
        ("arêtes", "edges", "d'arêtes")
    } else {
        ("sommets", "vertices", "de sommets")
    };
    let wrongs = vec![
        w(
            ctx,
            Qty::int(
                match (prism, edges) {
                    (true, true) => 2 * n,
                    (true, false) => n + 2,
                    (false, true) => n + 1,
                    (false, false) => n,
                },
                "",
            ),
            "une partie des éléments oubliée",
            "left some of them out",
        ),
        w(
            ctx,
            Qty::int(if prism { n + 2 } else { n + 1 }, ""),
            "faces comptées au lieu des arêtes ou des sommets",
            "counted the faces instead",
        ),
        w(
            ctx,
            Qty::int(
                match (prism, edges) {
                    (true, true) => 4 * n,
                    (true, false) => 3 * n,
                    (false, true) => 3 * n,
                    (false, false) => 2 * n,
                },
                "",
            ),
            "des éléments comptés deux fois",
            "counted some of them twice",
        ),
    ];
    let what = if ctx.fr() { what_fr } else { what_en };
    let of = of_fr;
    it(
        tr!(lang, "On considère {name}.", "Consider {name}."),
        tr!(
            lang,
            "Combien {of} ce solide a-t-il ?",
            "How many {what} does this solid have?"
        ),
        tr!(
            lang,
            "ce solide a {{v}} {what}",
            "this solid has {{v}} {what}"
        ),
        cap,
        tr!(lang, "nombre {of}", "number of {what}"),
        Qty::int(answer, ""),
        wrongs,
        vis,
        tr!(
            lang,
            "{rule}. On compte {how} : {expr} = {at} {what}.",
            "{rule}. Count {how}: {expr} = {at} {what}."
        ),
        Facts::exact(expr),
        1,
    )
}

/// The area of the net of a cuboid (or a cube): its six rectangular faces.
fn net_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let cube = ctx.chance(0.3);
    let cm = move |x: i64| crate::generate::num::qty(x as f64, 0, "cm", lang);
    let cm2 = move |x: i64| crate::generate::num::qty(x as f64, 0, "cm²", lang);
    if cube {
        let c = ctx.int(2, 12);
        let area = 6 * c * c;
        let (ct, at) = (cm(c), cm2(area));
        let wrongs = vec![
            w(
                ctx,
                Qty::int(4 * c * c, "cm²"),
                "seulement quatre faces comptées",
                "only counted four faces",
            ),
            w(
                ctx,
                Qty::int(c * c * c, "cm²"),
                "volume calculé au lieu de l'aire du patron",
                "worked out the volume instead of the area of the net",
            ),
            w(
                ctx,
                Qty::int(6 * c, "cm²"),
                "côté multiplié par 6 sans calculer l'aire d'une face",
                "multiplied the side by 6 without the area of a face",
            ),
        ];
        return it(
            tr!(
                lang,
                "On découpe le patron d'un cube d'arête {ct}.",
                "The net of a cube with edge {ct} is cut out."
            ),
            tr!(
                lang,
                "Quelle est l'aire de ce patron ?",
                "What is the area of this net?"
            ),
            tr!(
                lang,
                "l'aire de ce patron est {{v}}",
                "the area of this net is {{v}}"
            ),
            tr!(lang, "cube d'arête {ct}", "cube with edge {ct}"),
            tr!(lang, "aire du patron", "area of the net"),
            Qty::int(area, "cm²"),
            wrongs,
            visual(
                &cuboid(&ct, &ct, &ct),
                tr!(
                    lang,
                    "Cube d'arête {ct} en perspective cavalière",
                    "Cube with edge {ct} in oblique projection"
                ),
            ),
            tr!(
                lang,
                "Le patron d'un cube est formé de 6 carrés de côté {ct} : 6 × {c} × {c} = {at}.",
                "The net of a cube is made of 6 squares with side {ct}: 6 × {c} × {c} = {at}."
            ),
            in_cm2(format!("6 × {c} × {c}")),
            2,
        );
    }
    let (l, wd, h) = loop {
        let (a, b, c) = (ctx.int(2, 10), ctx.int(2, 8), ctx.int(2, 9));
        if a > b && a != c && b != c {
            break (a, b, c);
        }
    };
    let area = 2 * (l * wd + l * h + wd * h);
    let (lt, wt, ht, at) = (cm(l), cm(wd), cm(h), cm2(area));
    let wrongs = vec![
        w(
            ctx,
            Qty::int(l * wd + l * h + wd * h, "cm²"),
            "chaque sorte de face comptée une seule fois au lieu de deux",
            "counted each kind of face once instead of twice",
        ),
        w(
            ctx,
            Qty::int(l * wd * h, "cm²"),
            "volume calculé au lieu de l'aire du patron",
            "worked out the volume instead of the area of the net",
        ),
        w(
            ctx,
            Qty::int(6 * l * wd, "cm²"),
            "six faces prises égales à la base",
            "took all six faces equal to the base",
        ),
    ];
    let s = super::figures::sep(ctx);
    it(
        tr!(
            lang,
            "On découpe le patron d'un pavé droit de longueur {lt}, de largeur {wt} et de hauteur {ht}.",
            "The net of a cuboid {lt} long, {wt} wide and {ht} high is cut out."
        ),
        tr!(
            lang,
            "Quelle est l'aire de ce patron ?",
            "What is the area of this net?"
        ),
        tr!(
            lang,
            "l'aire de ce patron est {{v}}",
            "the area of this net is {{v}}"
        ),
        tr!(
            lang,
            "pavé droit {lt}{s}{wt}{s}{ht}",
            "cuboid {lt}{s}{wt}{s}{ht}"
        ),
        tr!(lang, "aire du patron", "area of the net"),
        Qty::int(area, "cm²"),
        wrongs,
        visual(
            &cuboid(&lt, &wt, &ht),
            tr!(
                lang,
                "Pavé droit de longueur {lt}, de largeur {wt} et de hauteur {ht} en perspective cavalière",
                "Cuboid {lt} long, {wt} wide and {ht} high in oblique projection"
            ),
        ),
        tr!(
            lang,
            "Le patron d'un pavé droit est formé de six rectangles, égaux deux à deux : 2 × ({l} × {wd} + {l} × {h} + {wd} × {h}) = {at}.",
            "The net of a cuboid is made of six rectangles, equal in pairs: 2 × ({l} × {wd} + {l} × {h} + {wd} × {h}) = {at}."
        ),
        in_cm2(format!("2 × ({l} × {wd} + {l} × {h} + {wd} × {h})")),
        2,
    )
}
