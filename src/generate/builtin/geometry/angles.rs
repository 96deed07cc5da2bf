//! Angles: adjacent complementary or supplementary angles and reading a protractor (chapter
//! `angles` 6e), angles on parallel lines (`angles-et-parallelisme` 5e), the angles of a
//! triangle and the triangle inequality (`triangles` 5e).

use crate::domain::question::QuestionKind::{self, *};
use crate::domain::question::Visual;
use crate::generate::builtin::facts::{Check, Claim, Facts};
use crate::generate::builtin::kinds::choice_question;
use crate::generate::builtin::{Built, Ctx, Family, Item, Qty, tr, w};
use crate::generate::num;
use crate::generate::visual::{
    adjacent_angles, card, parallel_angles_marked, protractor, triangle_angles, visual,
};

/// Angles: adjacent complementary/supplementary and the protractor (0), parallel lines (1),
/// triangles (2).
pub(crate) static ANGLES: Family = Family {
    name: "angles",
    notion,
    item: angles_item,
    special: angles_special,
    kinds: |mode| match mode {
        2 => &[Numeric, SingleChoice, MultipleChoice, TrueFalse, Matching],
        _ => &[Numeric, SingleChoice, TrueFalse, Matching],
    },
    variants: |_| 3,
};

/// The notion of the chapter's course knowledge that each variant exercises.
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    Some(match (mode, variant) {
        // a flat angle is 180°, a right angle 90°
        (0, 0 | 1) => "nommer",
        (0, _) => "mesurer",
        (1, 0 | 1) => "parallelisme",
        // which angle corresponds, which is adjacent
        (1, _) => "angles",
        (2, 0 | 1) => "somme-des-angles",
        (2, _) => "inegalite",
        _ => return None,
    })
}

fn angles_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let deg = move |x: f64| num::qty(x, 0, "°", lang);
    let mode = ctx.mode;
    match mode {
        0 => {
            let v = ctx.variant(3);
            if v == 2 {
                return protractor_item(ctx);
            }
            let total = if v == 0 { 180.0 } else { 90.0 };
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
                variant: v,
            }
        }
        1 => parallel_item(ctx),
        _ if ctx.variant(3) == 2 => inequality_item(ctx),
        _ => {
            let [pa, pb, pc] = ctx.triangle_names();
            // the variant drawn above, or a fresh draw when none is pinned
            let iso = ctx.pin.map_or_else(|| ctx.chance(0.5), |v| v % 3 == 1);
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
    match ctx.variant(3) {
        2 => return Some(inequality_mc(ctx)),
        1 => return Some(isosceles_mc(ctx)),
        _ => {}
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

/// Where a marked angle lies at the point of (d) or (d′), for the alt text: corners 0 above
/// right, 1 above left, 2 below left, 3 below right of the transversal.
fn corner_text(ctx: &Ctx, corner: u8, line: &str) -> String {
    match (ctx.fr(), corner % 4) {
        (true, 0) => format!("au-dessus de {line}, à droite de la sécante"),
        (true, 1) => format!("au-dessus de {line}, à gauche de la sécante"),
        (true, 2) => format!("au-dessous de {line}, à gauche de la sécante"),
        (true, _) => format!("au-dessous de {line}, à droite de la sécante"),
        (false, 0) => format!("above {line}, right of the transversal"),
        (false, 1) => format!("above {line}, left of the transversal"),
        (false, 2) => format!("below {line}, left of the transversal"),
        (false, _) => format!("below {line}, right of the transversal"),
    }
}

/// Two parallel lines cut by a transversal at A and B: a marked angle at one point, the
/// marked angle to find at the other. Variant 0: corresponding angles; 1: alternate interior
/// angles; 2: the angle adjacent to the corresponding one (its supplement).
fn parallel_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let deg = |x: i64| num::qty(x as f64, 0, "°", lang);
    let v = ctx.variant(3);
    let mut a = ctx.int(25, 155);
    if v == 2 && a == 90 {
        a = ctx.pick(&[70, 110]);
    }
    let known_on_b = ctx.chance(0.5);
    let (known, unknown) = match v {
        0 => {
            let c = ctx.int(0, 3) as u8;
            ((known_on_b, c), (!known_on_b, c))
        }
        1 => {
            // interior: below (d) at A, above (d′) at B; alternate: on either side
            let (ca, cb) = if ctx.chance(0.5) { (2u8, 0u8) } else { (3, 1) };
            if known_on_b {
                ((true, cb), (false, ca))
            } else {
                ((false, ca), (true, cb))
            }
        }
        _ => {
            let c = ctx.int(0, 3) as u8;
            let next = (c + if ctx.chance(0.5) { 1 } else { 3 }) % 4;
            ((known_on_b, c), (!known_on_b, next))
        }
    };
    // corners 0 and 2 measure the drawing's angle, corners 1 and 3 its supplement
    let drawn = if known.1 % 2 == 0 { a } else { 180 - a };
    let x = if v == 2 { 180 - a } else { a };
    let (at, xt) = (deg(a), deg(x));
    let name_of = |on_b: bool| if on_b { "B" } else { "A" };
    let line_of = |on_b: bool| if on_b { "(d′)" } else { "(d)" };
    let (k, u) = (name_of(known.0), name_of(unknown.0));
    let (kind_fr, kind_en) = match v {
        0 => ("correspondants", "corresponding"),
        _ => ("alternes-internes", "alternate interior"),
    };
    let kind = if ctx.fr() { kind_fr } else { kind_en };
    let where_k = corner_text(ctx, known.1, line_of(known.0));
    let where_u = corner_text(ctx, unknown.1, line_of(unknown.0));
    let alt = tr!(
        lang,
        "Droites parallèles (d) et (d′) coupées par une sécante en A (sur (d)) et en B (sur (d′)) ; angle marqué en {k} ({where_k}) : {at} ; angle marqué en {u} ({where_u}) : inconnu",
        "Parallel lines (d) and (d′) cut by a transversal at A (on (d)) and B (on (d′)); angle marked at {k} ({where_k}): {at}; angle marked at {u} ({where_u}): unknown"
    );
    let fig = parallel_angles_marked(drawn as f64, known, unknown, &at, "?");
    let mut wrongs = vec![
        w(
            ctx,
            Qty::int((90 - a).abs(), "°"),
            "complément calculé sans raison",
            "took the complement for no reason",
        ),
        w(
            ctx,
            Qty::int(360 - a, "°"),
            "tour complet utilisé au lieu de l'angle plat",
            "used a full turn instead of a straight angle",
        ),
    ];
    let (situation, label, explanation, facts) = if v == 2 {
        wrongs.push(w(
            ctx,
            Qty::int(a, "°"),
            "angle correspondant recopié, sans passer à l'angle adjacent",
            "copied the corresponding angle instead of the adjacent one",
        ));
        (
            tr!(
                lang,
                "Les droites (d) et (d′) sont parallèles et coupées par une sécante en A et en B. L'angle marqué en {k} mesure {at}.",
                "Lines (d) and (d′) are parallel and cut by a transversal at A and B. The angle marked at {k} measures {at}."
            ),
            tr!(
                lang,
                "{at}, angle adjacent à son correspondant",
                "{at}, the angle next to its corresponding angle"
            ),
            tr!(
                lang,
                "L'angle correspondant à l'angle marqué en {k} a son sommet en {u} et mesure aussi {at}, car les droites sont parallèles. L'angle marqué en {u} lui est adjacent et forme avec lui un angle plat : 180° - {at} = {xt}.",
                "The angle corresponding to the one marked at {k} has its vertex at {u} and also measures {at}, as the lines are parallel. The angle marked at {u} is adjacent to it and together they make a straight angle: 180° - {at} = {xt}."
            ),
            Facts::AngleSum {
                known: vec![a as f64],
                total: 180.0,
            },
        )
    } else {
        wrongs.push(w(
            ctx,
            Qty::int(180 - a, "°"),
            "angles égaux confondus avec des angles supplémentaires",
            "mistook equal angles for supplementary ones",
        ));
        wrongs.push(w(
            ctx,
            Qty::int((a as f64 / 2.0).round() as i64, "°"),
            "angle partagé en deux",
            "halved the angle",
        ));
        (
            tr!(
                lang,
                "Les droites (d) et (d′) sont parallèles et coupées par une sécante en A et en B. Les deux angles marqués sont {kind} ; celui de sommet {k} mesure {at}.",
                "Lines (d) and (d′) are parallel and cut by a transversal at A and B. The two marked angles are {kind}; the one at {k} measures {at}."
            ),
            tr!(lang, "{kind}, {at}", "{kind}, {at}"),
            tr!(
                lang,
                "Deux angles {kind} formés par deux droites parallèles et une sécante ont la même mesure : {at}.",
                "{kind} angles formed by two parallel lines and a transversal are equal: {at}."
            ),
            Facts::AngleSum {
                known: Vec::new(),
                total: a as f64,
            },
        )
    };
    let explanation = {
        let mut c = explanation.chars();
        c.next()
            .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
            .unwrap_or_default()
    };
    Item {
        situation,
        question: tr!(
            lang,
            "Quelle est la mesure de l'angle marqué en {u} ?",
            "What does the angle marked at {u} measure?"
        ),
        claim: tr!(
            lang,
            "l'angle marqué en {u} mesure {{v}}",
            "the angle marked at {u} measures {{v}}"
        ),
        label,
        noun: tr!(lang, "angle", "angle"),
        answer: Qty::int(x, "°"),
        wrongs,
        alts: Vec::new(),
        visual: visual(&fig, alt),
        explanation,
        facts,
        steps: Vec::new(),
        variant: v,
    }
}

/// Reading an angle on a protractor: [Ox) and [Oy) go through two graduations.
fn protractor_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let deg = |x: i64| num::qty(x as f64, 0, "°", lang);
    let from = ctx.pick(&[0i64, 0, 10, 20, 30, 40, 50]);
    let d = 10 * ctx.int(3, ((180 - from) / 10).min(15));
    let to = from + d;
    let dt = deg(d);
    let mut wrongs = vec![
        w(
            ctx,
            Qty::int(d + 10, "°"),
            "une graduation de 10° comptée en trop",
            "counted one 10° graduation too many",
        ),
        w(
            ctx,
            Qty::int(d - 10, "°"),
            "une graduation de 10° oubliée",
            "missed one 10° graduation",
        ),
    ];
    if d != 90 {
        wrongs.push(w(
            ctx,
            Qty::int(180 - d, "°"),
            "angle supplémentaire lu (mauvais sens de lecture)",
            "read the supplement (wrong way round)",
        ));
    }
    if from > 0 {
        wrongs.push(w(
            ctx,
            Qty::int(to, "°"),
            "graduation de [Oy) lue sans retrancher celle de [Ox)",
            "read [Oy)'s graduation without subtracting [Ox)'s",
        ));
    }
    let explanation = if from == 0 {
        tr!(
            lang,
            "[Ox) passe par le 0 du rapporteur et [Oy) par la graduation {to} : l'angle xOy mesure {dt}.",
            "[Ox) goes through the protractor's 0 and [Oy) through graduation {to}: angle xOy measures {dt}."
        )
    } else {
        tr!(
            lang,
            "[Ox) passe par la graduation {from} et [Oy) par la graduation {to} : l'angle xOy mesure {to}° - {from}° = {dt}.",
            "[Ox) goes through graduation {from} and [Oy) through graduation {to}: angle xOy measures {to}° - {from}° = {dt}."
        )
    };
    Item {
        situation: tr!(
            lang,
            "On a posé un rapporteur sur l'angle xOy, son centre sur le sommet O (voir la figure).",
            "A protractor is laid on angle xOy, its centre on the vertex O (see the figure)."
        ),
        question: tr!(
            lang,
            "Quelle est la mesure de l'angle xOy ?",
            "What does angle xOy measure?"
        ),
        claim: tr!(lang, "l'angle xOy mesure {{v}}", "angle xOy measures {{v}}"),
        label: tr!(
            lang,
            "[Ox) sur {from}, [Oy) sur {to}",
            "[Ox) on {from}, [Oy) on {to}"
        ),
        noun: tr!(lang, "angle xOy", "angle xOy"),
        answer: Qty::int(d, "°"),
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &protractor(from as f64, to as f64, "?"),
            tr!(
                lang,
                "Rapporteur gradué de 0 à 180 de 10 en 10, centré sur le sommet O de l'angle xOy : la demi-droite [Ox) passe par la graduation {from} et [Oy) par la graduation {to}",
                "Protractor graduated from 0 to 180 every 10, centred on the vertex O of angle xOy: half-line [Ox) goes through graduation {from} and [Oy) through graduation {to}"
            ),
        ),
        explanation,
        facts: Facts::AngleSum {
            known: vec![from as f64],
            total: to as f64,
        },
        steps: Vec::new(),
        variant: 2,
    }
}

/// The triangle inequality: the longest whole third side of a non-flat triangle.
fn inequality_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (s1, s2) = loop {
        let (a, b) = (ctx.int(3, 15), ctx.int(3, 15));
        if a != b {
            break (a.min(b), a.max(b));
        }
    };
    let cm = |x: i64| num::qty(x as f64, 0, "cm", lang);
    let (t1, t2, sum, best) = (cm(s1), cm(s2), cm(s1 + s2), cm(s1 + s2 - 1));
    let wrongs = vec![
        w(
            ctx,
            Qty::int(s1 + s2, "cm"),
            "triangle aplati : le troisième côté égal à la somme des deux autres",
            "a flat triangle: the third side equal to the sum of the other two",
        ),
        w(
            ctx,
            Qty::int(s2 - s1 + 1, "cm"),
            "plus petite longueur possible au lieu de la plus grande",
            "the smallest possible length instead of the largest",
        ),
        w(
            ctx,
            Qty::int(s2, "cm"),
            "troisième côté pris plus court que le plus long des deux autres",
            "assumed the third side is shorter than the longest given side",
        ),
        w(
            ctx,
            Qty::int(s1 + s2 + 1, "cm"),
            "inégalité prise dans le mauvais sens",
            "inequality taken the wrong way round",
        ),
    ];
    Item {
        situation: tr!(
            lang,
            "Un triangle non aplati a deux côtés de {t1} et {t2}. Son troisième côté mesure un nombre entier de centimètres.",
            "A triangle that is not flat has two sides of {t1} and {t2}. Its third side is a whole number of centimetres."
        ),
        question: tr!(
            lang,
            "Quelle est la plus grande longueur possible de ce troisième côté ?",
            "What is the greatest possible length of this third side?"
        ),
        claim: tr!(
            lang,
            "le troisième côté mesure au plus {{v}}",
            "the third side is at most {{v}}"
        ),
        label: tr!(lang, "côtés {t1} et {t2}", "sides {t1} and {t2}"),
        noun: tr!(
            lang,
            "plus grande longueur possible",
            "greatest possible length"
        ),
        answer: Qty::int(s1 + s2 - 1, "cm"),
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &card(
                &tr!(lang, "Inégalité triangulaire", "Triangle inequality"),
                &[tr!(lang, "côtés : {t1} ; {t2} ; ?", "sides: {t1}, {t2}, ?")],
            ),
            tr!(
                lang,
                "Fiche : triangle non aplati de côtés {t1}, {t2} et un troisième côté inconnu",
                "Card: a triangle that is not flat with sides {t1}, {t2} and an unknown third side"
            ),
        ),
        explanation: tr!(
            lang,
            "Dans un triangle non aplati, chaque côté est strictement plus court que la somme des deux autres : le troisième côté est inférieur à {t1} + {t2} = {sum}. Le plus grand nombre entier de centimètres possible est donc {best}.",
            "In a triangle that is not flat, each side is strictly shorter than the sum of the other two: the third side is less than {t1} + {t2} = {sum}. The greatest whole number of centimetres is therefore {best}."
        ),
        facts: Facts::exact(format!("({s1} + {s2} - 1) ÷ 100")),
        steps: Vec::new(),
        variant: 2,
    }
}

/// Which triples of lengths make a triangle that is not flat.
fn inequality_mc(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let n_ok = ctx.int(2, 3);
    let mut options: Vec<(String, bool, Option<String>)> = Vec::new();
    let mut checks = Vec::new();
    let mut flat_shown = false;
    while options.len() < 5 {
        let ok = (options.iter().filter(|o| o.1).count() as i64) < n_ok;
        let a = ctx.int(2, 12);
        let b = ctx.int(2, 12);
        let longest = if ok {
            ctx.int(a.max(b), a + b - 1)
        } else if !flat_shown {
            a + b
        } else {
            a + b + ctx.int(1, 6)
        };
        let mut sides = [a, b, longest];
        ctx.shuffle(&mut sides);
        let t = sides
            .iter()
            .map(|x| num::qty(*x as f64, 0, "cm", lang))
            .collect::<Vec<_>>()
            .join(if ctx.fr() { " ; " } else { ", " });
        if options.iter().any(|o| o.0 == t) {
            continue;
        }
        flat_shown |= !ok && longest == a + b;
        let (lt, st) = (
            num::qty(longest as f64, 0, "cm", lang),
            num::qty((a + b) as f64, 0, "cm", lang),
        );
        let fb = (!ok).then(|| {
            if longest == a + b {
                tr!(
                    lang,
                    "triangle aplati : {lt} est égal à la somme des deux autres côtés",
                    "a flat triangle: {lt} equals the sum of the other two sides"
                )
            } else {
                tr!(
                    lang,
                    "{lt} dépasse la somme des deux autres côtés, {st}",
                    "{lt} exceeds the sum of the other two sides, {st}"
                )
            }
        });
        checks.push(Check::Claim {
            claim: Claim::Ascending {
                items: vec![lt.clone(), st.clone()],
            },
            expect: ok,
        });
        options.push((t, ok, fb));
    }
    let stem = tr!(
        lang,
        "Avec lesquels de ces triplets de longueurs peut-on construire un triangle non aplati ?",
        "With which of these triples of lengths can you construct a triangle that is not flat?"
    );
    let vis: Visual = visual(
        &card(
            &tr!(lang, "Inégalité triangulaire", "Triangle inequality"),
            &[tr!(
                lang,
                "plus grand côté < somme des deux autres",
                "longest side < sum of the other two"
            )],
        ),
        tr!(
            lang,
            "Fiche : dans un triangle non aplati, le plus grand côté est plus court que la somme des deux autres",
            "Card: in a triangle that is not flat, the longest side is shorter than the sum of the other two"
        ),
    );
    let explanation = tr!(
        lang,
        "On compare le plus grand côté à la somme des deux autres : le triangle existe sans être aplati si et seulement s'il est strictement plus court.",
        "Compare the longest side with the sum of the other two: a triangle that is not flat exists exactly when it is strictly shorter."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

/// Which triples of angles can be those of an isosceles triangle: two equal angles and a sum
/// of 180°.
fn isosceles_mc(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let n_ok = ctx.int(2, 3);
    let mut options: Vec<(String, bool, Option<String>)> = Vec::new();
    let mut checks = Vec::new();
    let mut tries = 0;
    while options.len() < 5 && tries < 100 {
        tries += 1;
        let ok = (options.iter().filter(|o| o.1).count() as i64) < n_ok;
        let base = ctx.int(2, 8) * 10 + ctx.pick(&[0i64, 5]);
        let mut angles = if ok {
            [base, base, 180 - 2 * base]
        } else if ctx.chance(0.5) {
            // two equal angles, a wrong sum
            [
                base,
                base,
                180 - 2 * base + ctx.pick(&[-20i64, -10, 10, 20]),
            ]
        } else {
            // a sum of 180°, three different angles
            let other = base + ctx.pick(&[-15i64, -10, 10, 15]);
            [base, other, 180 - base - other]
        };
        if angles.iter().any(|x| *x <= 0) || (ok && base == 60) {
            continue;
        }
        let [a, b, c] = angles;
        let sum = a + b + c;
        let two_equal = a == b || b == c || a == c;
        if ok != (sum == 180 && two_equal) {
            continue;
        }
        ctx.shuffle(&mut angles);
        let t = angles
            .iter()
            .map(|x| format!("{x}°"))
            .collect::<Vec<_>>()
            .join(if ctx.fr() { " ; " } else { ", " });
        if options.iter().any(|o| o.0 == t) {
            continue;
        }
        let fb = if ok {
            None
        } else if sum != 180 {
            Some(tr!(
                lang,
                "la somme vaut {sum}° et non 180°",
                "they add up to {sum}°, not 180°"
            ))
        } else {
            Some(tr!(
                lang,
                "les trois angles sont différents : le triangle n'est pas isocèle",
                "the three angles differ: the triangle is not isosceles"
            ))
        };
        checks.push(Check::Claim {
            claim: Claim::TriangleAngles { angles },
            expect: sum == 180,
        });
        // two angles are equal exactly when this product is zero
        checks.push(Check::Claim {
            claim: Claim::ExprEq {
                a: format!("({a} - {b}) × ({b} - {c}) × ({a} - {c})"),
                b: "0".to_owned(),
            },
            expect: two_equal,
        });
        options.push((t, ok, fb));
    }
    let stem = tr!(
        lang,
        "Lesquels de ces triplets peuvent être les mesures des trois angles d'un triangle isocèle ?",
        "Which of these could be the three angles of an isosceles triangle?"
    );
    let vis: Visual = visual(
        &card(
            &tr!(lang, "Triangle isocèle", "Isosceles triangle"),
            &[tr!(
                lang,
                "deux angles égaux ; somme 180°",
                "two equal angles; sum 180°"
            )],
        ),
        tr!(
            lang,
            "Fiche : un triangle isocèle a deux angles égaux et la somme de ses angles vaut 180°",
            "Card: an isosceles triangle has two equal angles and its angles add up to 180°"
        ),
    );
    let explanation = tr!(
        lang,
        "Un triangle isocèle a deux angles égaux, ses angles à la base, et la somme de ses trois angles vaut 180°.",
        "An isosceles triangle has two equal angles, its base angles, and its three angles add up to 180°."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}
