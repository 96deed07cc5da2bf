//! Angles: adjacent complementary or supplementary angles (chapter `angles` 6e), angles on
//! parallel lines (`angles-et-parallelisme` 5e), the angles of a triangle (`triangles` 5e).

use crate::domain::question::QuestionKind::{self, *};
use crate::domain::question::Visual;
use crate::generate::builtin::facts::{Check, Claim, Facts};
use crate::generate::builtin::kinds::choice_question;
use crate::generate::builtin::{Built, Ctx, Family, Item, Qty, tr, w};
use crate::generate::num;
use crate::generate::visual::{adjacent_angles, card, parallel_angles, triangle_angles, visual};

/// Angles: adjacent complementary/supplementary (0), parallel lines (1), triangles (2).
pub(crate) static ANGLES: Family = Family {
    name: "angles",
    notion: crate::generate::builtin::no_notion,
    item: angles_item,
    special: angles_special,
    kinds: |mode| match mode {
        2 => &[Numeric, SingleChoice, MultipleChoice, TrueFalse, Matching],
        _ => &[Numeric, SingleChoice, TrueFalse, Matching],
    },
    variants: |_| 2,
};

fn angles_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let deg = move |x: f64| num::qty(x, 0, "°", lang);
    match ctx.mode {
        0 => {
            let total = if ctx.variant(2) == 0 { 180.0 } else { 90.0 };
            let a = ctx.int(10, total as i64 - 10) as f64;
            let x = total - a;
            let (at, xt, tt) = (deg(a), deg(x), deg(total));
            let kind_fr = if total == 180.0 {
                "un angle plat (supplémentaires)"
            } else {
                "un angle droit (complémentaires)"
            };
            let kind_en = if total == 180.0 {
                "a straight angle (supplementary)"
            } else {
                "a right angle (complementary)"
            };
            let kind = if ctx.fr() { kind_fr } else { kind_en };
            let other = if total == 180.0 { 90.0 } else { 180.0 };
            let wrongs = vec![
                w(
                    ctx,
                    Qty::int((other - a).abs() as i64, "°"),
                    "angle plat et angle droit confondus",
                    "mixed up straight and right angles",
                ),
                w(
                    ctx,
                    Qty::int(a as i64, "°"),
                    "les deux angles ne sont pas forcément égaux",
                    "the two angles need not be equal",
                ),
                w(
                    ctx,
                    Qty::int((360.0 - a) as i64, "°"),
                    "tour complet utilisé au lieu de l'angle plat ou droit",
                    "used a full turn",
                ),
            ];
            Item {
                situation: tr!(
                    lang,
                    "Les angles xOy et yOz sont adjacents et forment ensemble {kind}. L'angle xOy mesure {at}.",
                    "Angles xOy and yOz are adjacent and together form {kind}. Angle xOy measures {at}."
                ),
                question: tr!(
                    lang,
                    "Quelle est la mesure de l'angle yOz ?",
                    "What does angle yOz measure?"
                ),
                claim: tr!(lang, "l'angle yOz mesure {{v}}", "angle yOz measures {{v}}"),
                label: tr!(lang, "{at} et {tt} au total", "{at}, {tt} in all"),
                noun: tr!(lang, "angle yOz", "angle yOz"),
                answer: Qty::int(x as i64, "°"),
                wrongs,
                alts: Vec::new(),
                visual: visual(
                    &adjacent_angles(total, a, &at, "?"),
                    tr!(
                        lang,
                        "Deux angles adjacents de sommet O formant {tt} ; xOy = {at}, yOz inconnu",
                        "Two adjacent angles at O making {tt}; xOy = {at}, yOz unknown"
                    ),
                ),
                explanation: tr!(
                    lang,
                    "yOz = {tt} - {at} = {xt}.",
                    "yOz = {tt} - {at} = {xt}."
                ),
                facts: Facts::AngleSum {
                    known: vec![a],
                    total,
                },
                steps: Vec::new(),
                variant: 0,
            }
        }
        1 => {
            let corresponding = ctx.variant(2) == 0;
            let a = ctx.int(25, 155) as f64;
            let at = deg(a);
            let (name_fr, name_en) = if corresponding {
                ("correspondants", "corresponding")
            } else {
                ("alternes-internes", "alternate interior")
            };
            let name = if ctx.fr() { name_fr } else { name_en };
            let wrongs = vec![
                w(
                    ctx,
                    Qty::int((180.0 - a) as i64, "°"),
                    "angles égaux confondus avec des angles supplémentaires",
                    "mistook equal angles for supplementary ones",
                ),
                w(
                    ctx,
                    Qty::int((90.0 - a).abs() as i64, "°"),
                    "complément calculé sans raison",
                    "took the complement for no reason",
                ),
                w(
                    ctx,
                    Qty::int((a / 2.0).round() as i64, "°"),
                    "angle partagé en deux",
                    "halved the angle",
                ),
            ];
            Item {
                situation: tr!(
                    lang,
                    "Les droites (d) et (d′) sont parallèles et coupées par une sécante. Les deux angles marqués sont {name} ; l'un mesure {at}.",
                    "Lines (d) and (d′) are parallel and cut by a transversal. The two marked angles are {name}; one measures {at}."
                ),
                question: tr!(
                    lang,
                    "Quelle est la mesure de l'autre angle ?",
                    "What does the other angle measure?"
                ),
                claim: tr!(
                    lang,
                    "l'autre angle mesure {{v}}",
                    "the other angle measures {{v}}"
                ),
                label: tr!(lang, "{name}, {at}", "{name}, {at}"),
                noun: tr!(lang, "angle", "angle"),
                answer: Qty::int(a as i64, "°"),
                wrongs,
                alts: Vec::new(),
                visual: visual(
                    &parallel_angles(corresponding, &at, "?"),
                    tr!(
                        lang,
                        "Deux droites parallèles coupées par une sécante ; angles {name} marqués, l'un de {at}",
                        "Two parallel lines cut by a transversal; {name} angles marked, one of {at}"
                    ),
                ),
                explanation: tr!(
                    lang,
                    "Deux angles {name} formés par deux droites parallèles et une sécante ont la même mesure : {at}.",
                    "{name} angles formed by two parallel lines and a transversal are equal: {at}."
                ),
                facts: Facts::AngleSum {
                    known: Vec::new(),
                    total: a,
                },
                steps: Vec::new(),
                variant: u8::from(corresponding),
            }
        }
        _ => {
            let [pa, pb, pc] = ctx.triangle_names();
            let iso = ctx.variant(2) == 1;
            if iso {
                let apex = 2 * ctx.int(10, 75);
                let base = (180 - apex) / 2;
                let (apt, bt) = (deg(apex as f64), deg(base as f64));
                let wrongs = vec![
                    w(
                        ctx,
                        Qty::int(180 - apex, "°"),
                        "somme non partagée entre les deux angles à la base",
                        "did not share between the two base angles",
                    ),
                    w(
                        ctx,
                        Qty::int(apex, "°"),
                        "angle au sommet recopié",
                        "copied the apex angle",
                    ),
                    w(
                        ctx,
                        Qty::int((360 - apex) / 2, "°"),
                        "360° utilisé au lieu de 180°",
                        "used 360° instead of 180°",
                    ),
                ];
                Item {
                    situation: tr!(
                        lang,
                        "Le triangle {pa}{pb}{pc} est isocèle en {pa} et l'angle {pb}{pa}{pc} mesure {apt}.",
                        "Triangle {pa}{pb}{pc} is isosceles with apex {pa}, and angle {pb}{pa}{pc} measures {apt}."
                    ),
                    question: tr!(
                        lang,
                        "Quelle est la mesure de l'angle {pa}{pb}{pc} ?",
                        "What does angle {pa}{pb}{pc} measure?"
                    ),
                    claim: tr!(
                        lang,
                        "l'angle {pa}{pb}{pc} mesure {{v}}",
                        "angle {pa}{pb}{pc} measures {{v}}"
                    ),
                    label: tr!(lang, "isocèle, sommet {apt}", "isosceles, apex {apt}"),
                    noun: tr!(lang, "angle à la base", "base angle"),
                    answer: Qty::int(base, "°"),
                    wrongs,
                    alts: Vec::new(),
                    visual: visual(
                        &triangle_angles(
                            [pa, pb, pc],
                            [apex as f64, base as f64, base as f64],
                            [Some(apt.clone()), Some("?".to_owned()), None],
                        ),
                        tr!(
                            lang,
                            "Triangle {pa}{pb}{pc} isocèle en {pa}, angle en {pa} : {apt}",
                            "Triangle {pa}{pb}{pc}, isosceles with apex {pa}, angle at {pa}: {apt}"
                        ),
                    ),
                    explanation: tr!(
                        lang,
                        "Les angles à la base d'un triangle isocèle sont égaux : (180° - {apt}) ÷ 2 = {bt}.",
                        "The base angles of an isosceles triangle are equal: (180° - {apt}) ÷ 2 = {bt}."
                    ),
                    facts: Facts::exact(format!("(180 - {apex}) ÷ 2")),
                    steps: Vec::new(),
                    variant: 1,
                }
            } else {
                let a = ctx.int(20, 100);
                let b = ctx.int(20, 150 - a);
                let x = 180 - a - b;
                let (at, bt, xt) = (deg(a as f64), deg(b as f64), deg(x as f64));
                let wrongs = vec![
                    w(
                        ctx,
                        Qty::int(360 - a - b, "°"),
                        "somme des angles prise égale à 360°",
                        "took the angle sum as 360°",
                    ),
                    w(
                        ctx,
                        Qty::int((a + b) % 180, "°"),
                        "somme des deux angles donnés",
                        "added the two given angles",
                    ),
                    w(
                        ctx,
                        Qty::int((90 - a - b).abs(), "°"),
                        "somme des angles prise égale à 90°",
                        "took the angle sum as 90°",
                    ),
                ];
                Item {
                    situation: tr!(
                        lang,
                        "Dans le triangle {pa}{pb}{pc}, l'angle en {pa} mesure {at} et l'angle en {pb} mesure {bt}.",
                        "In triangle {pa}{pb}{pc}, the angle at {pa} measures {at} and the angle at {pb} measures {bt}."
                    ),
                    question: tr!(
                        lang,
                        "Quelle est la mesure de l'angle en {pc} ?",
                        "What does the angle at {pc} measure?"
                    ),
                    claim: tr!(
                        lang,
                        "l'angle en {pc} mesure {{v}}",
                        "the angle at {pc} measures {{v}}"
                    ),
                    label: format!("{at} ; {bt}"),
                    noun: tr!(lang, "troisième angle", "third angle"),
                    answer: Qty::int(x, "°"),
                    wrongs,
                    alts: Vec::new(),
                    visual: visual(
                        &triangle_angles(
                            [pa, pb, pc],
                            [a as f64, b as f64, x as f64],
                            [Some(at.clone()), Some(bt.clone()), Some("?".to_owned())],
                        ),
                        tr!(
                            lang,
                            "Triangle {pa}{pb}{pc} : angle en {pa} {at}, angle en {pb} {bt}, angle en {pc} inconnu",
                            "Triangle {pa}{pb}{pc}: angle at {pa} {at}, at {pb} {bt}, at {pc} unknown"
                        ),
                    ),
                    explanation: tr!(
                        lang,
                        "La somme des angles d'un triangle vaut 180° : 180° - {at} - {bt} = {xt}.",
                        "The angles of a triangle add up to 180°: 180° - {at} - {bt} = {xt}."
                    ),
                    facts: Facts::AngleSum {
                        known: vec![a as f64, b as f64],
                        total: 180.0,
                    },
                    steps: Vec::new(),
                    variant: 0,
                }
            }
        }
    }
}

fn angles_special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    if ctx.mode != 2 || kind != MultipleChoice {
        return None;
    }
    let lang = ctx.lang;
    let n_ok = ctx.int(2, 3);
    let mut options: Vec<(String, bool, Option<String>)> = Vec::new();
    let mut checks = Vec::new();
    while options.len() < 5 {
        let ok = (options.iter().filter(|o| o.1).count() as i64) < n_ok;
        let a = ctx.int(15, 110);
        let b = ctx.int(15, 160 - a);
        let c = if ok {
            180 - a - b
        } else {
            180 - a - b + ctx.pick(&[-20i64, -10, 10, 20, 30])
        };
        if c <= 0 {
            continue;
        }
        let t = format!("{a}° ; {b}° ; {c}°").replace(" ; ", if ctx.fr() { " ; " } else { ", " });
        if options.iter().any(|o| o.0 == t) {
            continue;
        }
        let sum = a + b + c;
        let fb = (!ok).then(|| {
            tr!(
                lang,
                "la somme vaut {sum}° et non 180°",
                "they add up to {sum}°, not 180°"
            )
        });
        checks.push(Check::Claim {
            claim: Claim::TriangleAngles { angles: [a, b, c] },
            expect: ok,
        });
        options.push((t, ok, fb));
    }
    let stem = tr!(
        lang,
        "Lesquels de ces triplets peuvent être les mesures des trois angles d'un triangle ?",
        "Which of these could be the three angles of a triangle?"
    );
    let vis: Visual = visual(
        &card(
            &tr!(
                lang,
                "Somme des angles d'un triangle",
                "Angle sum of a triangle"
            ),
            &["? + ? + ? = 180°".to_owned()],
        ),
        tr!(
            lang,
            "Fiche : la somme des angles d'un triangle vaut 180°",
            "Card: the angles of a triangle add up to 180°"
        ),
    );
    let explanation = tr!(
        lang,
        "Trois angles forment un triangle si et seulement si leur somme vaut 180°.",
        "Three angles make a triangle exactly when they add up to 180°."
    );
    Some(choice_question(
        ctx,
        stem,
        options,
        checks,
        vis,
        explanation,
    ))
}
