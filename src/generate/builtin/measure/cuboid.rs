//! More of the cuboid (chapter `volume-du-pave-droit` 6e, mode 2): the capacity of a
//! rectangular tank in litres, and an edge from the volume and the two other edges.

use crate::generate::builtin::facts::Facts;
use crate::generate::builtin::{Ctx, Item, Qty, tr, w};
use crate::generate::visual::{cuboid, visual};

/// The capacity of a rectangular tank (a cuboid) in litres: 1 L = 1 dm³ = 1 000 cm³.
pub(super) fn tank_litres(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (l, wd, h) = (10 * ctx.int(3, 12), 10 * ctx.int(2, 6), 10 * ctx.int(2, 6));
    let cm3 = l * wd * h;
    let litres = cm3 / 1000;
    let wrongs = vec![
        w(
            ctx,
            Qty::int(cm3, "L"),
            "volume en cm³ non converti en litres",
            "volume in cm³ not converted to litres",
        ),
        w(
            ctx,
            Qty::exact(cm3 as f64 / 100.0, 0, "L"),
            "1 L pris pour 100 cm³",
            "took 1 L for 100 cm³",
        ),
        w(
            ctx,
            Qty::exact((l + wd + h) as f64, 0, "L"),
            "arêtes additionnées au lieu d'être multipliées",
            "added the edges instead of multiplying",
        ),
    ];
    let (lt, wt, ht) = (
        ctx.qty(l as f64, 0, "cm"),
        ctx.qty(wd as f64, 0, "cm"),
        ctx.qty(h as f64, 0, "cm"),
    );
    let (ct, at) = (
        ctx.qty(cm3 as f64, 0, "cm³"),
        ctx.qty(litres as f64, 0, "L"),
    );
    let thousand = ctx.qty(1000.0, 0, "cm³");
    Item {
        situation: tr!(
            lang,
            "Un aquarium a la forme d'un pavé droit de longueur {lt}, de largeur {wt} et de hauteur {ht}.",
            "A fish tank is a cuboid {lt} long, {wt} wide and {ht} high."
        ),
        question: tr!(
            lang,
            "Quelle est sa contenance, en litres ?",
            "What is its capacity, in litres?"
        ),
        claim: tr!(
            lang,
            "la contenance de l'aquarium est de {{v}}",
            "the capacity of the tank is {{v}}"
        ),
        label: tr!(lang, "pavé {lt} × {wt} × {ht}", "cuboid {lt} × {wt} × {ht}"),
        noun: tr!(lang, "contenance", "capacity"),
        answer: Qty::int(litres, "L"),
        wrongs,
        alts: vec![Qty::int(cm3, "cm³")],
        visual: visual(
            &cuboid(&lt, &wt, &ht),
            tr!(
                lang,
                "Pavé droit (aquarium) : longueur {lt}, largeur {wt}, hauteur {ht}",
                "Cuboid (fish tank): length {lt}, width {wt}, height {ht}"
            ),
        ),
        explanation: tr!(
            lang,
            "V = {l} × {wd} × {h} = {ct} ; 1 L = {thousand}, donc la contenance est {at}.",
            "V = {l} × {wd} × {h} = {ct}; 1 L = {thousand}, so the capacity is {at}."
        ),
        facts: Facts::exact(format!("{l} × {wd} × {h} ÷ 1000000")),
        steps: Vec::new(),
        variant: 1,
    }
}

/// An edge of a cuboid from its volume and its two other edges.
pub(super) fn missing_edge(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (l, wd, h) = (ctx.int(3, 15), ctx.int(2, 10), ctx.int(2, 12));
    let v = l * wd * h;
    let wrongs = vec![
        w(
            ctx,
            Qty::int(v - l - wd, "cm"),
            "arêtes soustraites au lieu de diviser",
            "subtracted the edges instead of dividing",
        ),
        w(
            ctx,
            Qty::int(v * l * wd, "cm"),
            "multiplié au lieu de diviser",
            "multiplied instead of dividing",
        ),
        w(
            ctx,
            Qty::rounded_exact(v as f64 / l as f64, 1, "cm"),
            "divisé par une seule arête",
            "divided by one edge only",
        ),
    ];
    let (lt, wt, vt) = (
        ctx.qty(l as f64, 0, "cm"),
        ctx.qty(wd as f64, 0, "cm"),
        ctx.qty(v as f64, 0, "cm³"),
    );
    let ht = ctx.qty(h as f64, 0, "cm");
    let base = l * wd;
    Item {
        situation: tr!(
            lang,
            "Un pavé droit a un volume de {vt} ; sa longueur est {lt} et sa largeur {wt}.",
            "A cuboid has a volume of {vt}; its length is {lt} and its width {wt}."
        ),
        question: tr!(
            lang,
            "Quelle est sa hauteur, en cm ?",
            "What is its height, in cm?"
        ),
        claim: tr!(
            lang,
            "la hauteur du pavé droit est de {{v}}",
            "the height of the cuboid is {{v}}"
        ),
        label: tr!(
            lang,
            "pavé de {vt}, {lt} × {wt} × ?",
            "cuboid of {vt}, {lt} × {wt} × ?"
        ),
        noun: tr!(lang, "hauteur", "height"),
        answer: Qty::int(h, "cm"),
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &cuboid(&lt, &wt, "?"),
            tr!(
                lang,
                "Pavé droit de volume {vt} : longueur {lt}, largeur {wt}, hauteur inconnue",
                "Cuboid of volume {vt}: length {lt}, width {wt}, height unknown"
            ),
        ),
        explanation: tr!(
            lang,
            "V = L × l × h, donc h = V ÷ (L × l) = {v} ÷ {base} = {ht}.",
            "V = L × w × h, so h = V ÷ (L × w) = {v} ÷ {base} = {ht}."
        ),
        facts: Facts::exact(format!("{v} ÷ ({l} × {wd}) ÷ 100")),
        steps: Vec::new(),
        variant: 2,
    }
}
