//! The primary school, cycles 2 and 3 (CP to CM2): numeration with base-ten blocks, addition
//! and subtraction set out in columns, mental arithmetic, multiplication, division, money,
//! lengths, durations, perimeters and plane figures, fractions, decimals, proportionality and
//! areas, and problems in words. One mode per chapter kind; the level sets the size of the
//! numbers. Every answer is recorded as the calculation that gives it ([`Facts::exact`]), which
//! the checker evaluates with its own exact arithmetic.
//!
//! | mode | chapters |
//! |---|---|
//! | 0 | `nombres-jusqu-a-100` CP, `nombres-jusqu-a-1000` CE1, `nombres-jusqu-a-10000` CE2, `grands-nombres` CM1–CM2 |
//! | 1 | `additions-et-soustractions` CP–CE1 |
//! | 2 | `calcul-mental` CP–CE2 |
//! | 3 | `multiplication` CE1–CE2 |
//! | 4 | `division` CE2–CM2 |
//! | 5 | `monnaie` CE1, `longueurs-et-monnaie` CP |
//! | 6 | `mesures-de-longueurs` CE1 |
//! | 7 | `heures-et-durees` CE2–CM2 |
//! | 8 | `perimetres` CE2–CM1, `figures-planes` CP–CE1 |
//! | 9 | `fractions` CM1–CM2 |
//! | 10 | `nombres-decimaux` CM1–CM2, `operations-sur-les-decimaux` CM2 |
//! | 11 | `proportionnalite` CM2 |
//! | 12 | `aires` CM2 |
//! | 13 | `problemes` CP–CM1 |

use super::facts::Facts;
use super::{Ctx, Family, Item, Lvl, Qty, Wrong, no_special, tr, w};
use crate::domain::question::QuestionKind::*;
use crate::domain::question::Visual;
use crate::generate::num;
use crate::generate::rational::Rational;
use crate::generate::visual::{
    base_ten_blocks, card, fraction_disc, posed_operation, regular_polygon, table, unit_grid,
    visual,
};

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "primary",
    notion,
    item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse],
    variants: |_| VARIANTS,
};

/// The notion of the chapter's course knowledge a variant exercises: every chapter of the
/// primary school teaches one notion, which every variant exercises except the mental
/// addition by rounding (not a double, a half or a complement), the perimeters' variants that
/// count sides, vertices or squares in CP–CE1, and the area of a triangle (the notion is the
/// area of a rectangle or a square).
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    Some(match (mode, variant) {
        (0, _) => "valeur-de-position",
        (1, _) => "calcul-pose",
        (2, 3) | (8, 0..=2) | (12, 3) => return None,
        (2, _) => "doubles-moities",
        (3, _) => "produit",
        (4, _) => "division-euclidienne",
        (5, _) => "euros-centimes",
        (6, _) => "unites-de-longueur",
        (7, _) => "durees",
        (8, _) => "perimetre",
        (9, _) => "fraction",
        (10, _) => "dixiemes-centiemes",
        (11, _) => "proportion",
        (12, _) => "aire-rectangle",
        _ => "resoudre",
    })
}

/// Variants per mode: each variant is a way of asking, built in each kind.
pub(crate) const VARIANTS: u8 = 4;

fn item(ctx: &mut Ctx) -> Item {
    let v = ctx.variant(VARIANTS);
    let mut it = match ctx.mode {
        0 => numeration(ctx, v),
        1 => add_sub(ctx, v),
        2 => mental(ctx, v),
        3 => multiplication(ctx, v),
        4 => division(ctx, v),
        5 => money(ctx, v),
        6 => lengths(ctx, v),
        7 => durations(ctx, v),
        8 => perimeters(ctx, v),
        9 => fractions(ctx, v),
        10 => decimals(ctx, v),
        11 => proportionality(ctx, v),
        12 => areas(ctx, v),
        _ => problems(ctx, v),
    };
    it.variant = v;
    it
}

/// The level, from 0 (CP) to 4 (CM2): each level draws its numbers from its own range, so
/// that a chapter taught at two levels asks different questions at each.
fn lv(ctx: &Ctx) -> i64 {
    match ctx.lvl {
        Lvl::Cp => 0,
        Lvl::Ce1 => 1,
        Lvl::Ce2 => 2,
        Lvl::Cm1 => 3,
        _ => 4,
    }
}

/// A number in the level's own part of `lo..=hi` (split in five bands, one per level).
fn band(ctx: &mut Ctx, lo: i64, hi: i64) -> i64 {
    let w = ((hi - lo + 1) / 5).max(1);
    let l = lv(ctx);
    let a = lo + l * w;
    let b = if l == 4 { hi.max(a) } else { a + w - 1 };
    ctx.int(a, b)
}

/// The largest number of the level's numeration.
fn top(ctx: &Ctx) -> i64 {
    match ctx.lvl {
        Lvl::Cp => 100,
        Lvl::Ce1 => 1000,
        Lvl::Ce2 => 10_000,
        Lvl::Cm1 => 1_000_000,
        _ => 1_000_000_000,
    }
}

/// An item whose answer is the value of `expr` (a calculation in the question's language),
/// in `unit` (the calculation gives the value in that unit).
#[allow(clippy::too_many_arguments)]
fn it(
    ctx: &Ctx,
    question: String,
    claim: String,
    noun: String,
    answer: Qty,
    expr: String,
    wrongs: Vec<Wrong>,
    vis: Visual,
    explanation: String,
) -> Item {
    let base = match answer.unit {
        "cm" => format!("({expr})÷100"),
        "mm" => format!("({expr})÷1000"),
        "km" => format!("({expr})×1000"),
        "min" => format!("({expr})×60"),
        "h" => format!("({expr})×3600"),
        "cm²" => format!("({expr})÷10000"),
        "g" => format!("({expr})÷1000"),
        _ => expr,
    };
    let label = claim.replace(" = {v}", "").replace("{v}", "…");
    let _ = ctx;
    Item {
        situation: String::new(),
        question,
        claim,
        label,
        noun,
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation,
        facts: Facts::exact(base),
        steps: Vec::new(),
        variant: 0,
    }
}

fn n(ctx: &Ctx, x: i64) -> String {
    num::int(x, ctx.lang)
}

/// `x` and its noun, agreed: singular below 2 in French ("1 unité", "0 dizaine"), for 1 only in
/// English.
fn count(ctx: &Ctx, x: i64, fr: [&str; 2], en: [&str; 2]) -> String {
    agree(ctx, x, if ctx.fr() { fr } else { en })
}

/// `x` and its noun in the question's language, `forms` being its singular and plural.
fn agree(ctx: &Ctx, x: i64, forms: [&str; 2]) -> String {
    let one = if ctx.fr() { x.abs() < 2 } else { x == 1 };
    format!("{} {}", n(ctx, x), forms[usize::from(!one)])
}

fn cards(ctx: &Ctx, title_fr: &str, title_en: &str, lines: Vec<String>, alt: String) -> Visual {
    let title = if ctx.fr() { title_fr } else { title_en };
    visual(&card(title, &lines), alt)
}

// ------------------------------------------------------------------------------------------
// 0: numeration
// ------------------------------------------------------------------------------------------

fn numeration(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let max = top(ctx);
    let x = loop {
        let x = ctx.int(max / 10 + 1, max - 1);
        if x % 10 != 0 {
            break x;
        }
    };
    let xs = n(ctx, x);
    match v {
        0 if max <= 1000 => {
            // base-ten blocks up to 999
            let (h, t, u) = (x / 100, (x / 10) % 10, x % 10);
            let caps = [
                count(ctx, h, ["centaine", "centaines"], ["hundred", "hundreds"]),
                count(ctx, t, ["dizaine", "dizaines"], ["ten", "tens"]),
                count(ctx, u, ["unité", "unités"], ["one", "ones"]),
            ];
            let caps = [caps[0].as_str(), caps[1].as_str(), caps[2].as_str()];
            let blocks = base_ten_blocks(h, t, u, caps);
            let flats = count(
                ctx,
                h,
                ["plaque de cent", "plaques de cent"],
                ["hundred flat", "hundred flats"],
            );
            let rods = count(
                ctx,
                t,
                ["barre de dix", "barres de dix"],
                ["ten rod", "ten rods"],
            );
            let cubes = count(
                ctx,
                u,
                ["cube-unité", "cubes-unités"],
                ["unit cube", "unit cubes"],
            );
            let alt = if h > 0 {
                tr!(
                    lang,
                    "Blocs de base dix : {flats}, {rods} et {cubes}.",
                    "Base-ten blocks: {flats}, {rods} and {cubes}."
                )
            } else {
                tr!(
                    lang,
                    "Blocs de base dix : {rods} et {cubes}.",
                    "Base-ten blocks: {rods} and {cubes}."
                )
            };
            let q = tr!(
                lang,
                "Quel nombre représentent ces blocs ?",
                "What number do these blocks show?"
            );
            let expr = if h > 0 {
                format!("{h}×100+{t}×10+{u}")
            } else {
                format!("{t}×10+{u}")
            };
            let mut wr = vec![
                w(
                    ctx,
                    Qty::int(h + t + u, ""),
                    "les blocs comptés un par un sans leur valeur",
                    "counted the blocks one by one, not their value",
                ),
                w(
                    ctx,
                    Qty::int(u * 100 + t * 10 + h, ""),
                    "chiffres écrits dans le désordre",
                    "digits written in the wrong order",
                ),
                w(
                    ctx,
                    Qty::int(h * 100 + u * 10 + t, ""),
                    "dizaines et unités inversées",
                    "tens and ones swapped",
                ),
            ];
            wr.retain(|x| x.qty.value > 0.0);
            // no "0 × 100" for a number under a hundred: the blocks show no flat
            let ex = if h > 0 {
                format!("{h} × 100 + {t} × 10 + {u} = {xs}.")
            } else {
                format!("{t} × 10 + {u} = {xs}.")
            };
            it(
                ctx,
                q,
                tr!(
                    lang,
                    "ces blocs représentent {{v}}",
                    "these blocks show {{v}}"
                ),
                tr!(lang, "nombre", "number"),
                Qty::int(x, ""),
                expr,
                wr,
                visual(&blocks, alt),
                ex,
            )
        }
        0 => {
            // a place-value table
            // the two highest groups, plural, and their singular
            let (hi, lo, names, sing): (i64, i64, [&str; 2], [&str; 2]) = if max <= 10_000 {
                (
                    1000,
                    1,
                    if ctx.fr() {
                        ["milliers", "unités"]
                    } else {
                        ["thousands", "ones"]
                    },
                    if ctx.fr() {
                        ["millier", "unité"]
                    } else {
                        ["thousand", "one"]
                    },
                )
            } else {
                (
                    1_000_000,
                    1000,
                    if ctx.fr() {
                        ["millions", "milliers"]
                    } else {
                        ["millions", "thousands"]
                    },
                    if ctx.fr() {
                        ["million", "millier"]
                    } else {
                        ["million", "thousand"]
                    },
                )
            };
            let a = x / hi;
            let b = (x % hi) / lo;
            let c = x % lo;
            let (mid, rest) = (n(ctx, b), n(ctx, c));
            let ones = |ctx: &Ctx, k| count(ctx, k, ["unité", "unités"], ["one", "ones"]);
            let q = if lo == 1 {
                let (top, mid) = (agree(ctx, a, [sing[0], names[0]]), ones(ctx, b));
                tr!(
                    lang,
                    "Quel nombre s'écrit avec {top} et {mid} ?",
                    "Which number is made of {top} and {mid}?"
                )
            } else {
                let (top, mid, rest) = (
                    agree(ctx, a, [sing[0], names[0]]),
                    agree(ctx, b, [sing[1], names[1]]),
                    ones(ctx, c),
                );
                tr!(
                    lang,
                    "Quel nombre s'écrit avec {top}, {mid} et {rest} ?",
                    "Which number is made of {top}, {mid} and {rest}?"
                )
            };
            let expr = if lo == 1 {
                format!("{a}×{hi}+{b}")
            } else {
                format!("{a}×{hi}+{b}×{lo}+{c}")
            };
            let wr = vec![
                w(
                    ctx,
                    Qty::int(a * hi / 10 + b * lo + c, ""),
                    "un rang de trop peu pour la classe la plus haute",
                    "the highest group put one place too low",
                ),
                w(
                    ctx,
                    Qty::int(a * hi * 10 + b * lo + c, ""),
                    "un rang de trop pour la classe la plus haute",
                    "the highest group put one place too high",
                ),
                w(
                    ctx,
                    Qty::int(a + b + c, ""),
                    "nombres ajoutés sans leur valeur de position",
                    "added the numbers without their place value",
                ),
            ];
            let ex = if lo == 1 {
                tr!(
                    lang,
                    "{a} × {} + {mid} = {xs}.",
                    "{a} × {} + {mid} = {xs}.",
                    n(ctx, hi)
                )
            } else {
                tr!(
                    lang,
                    "{a} × {} + {mid} × {} + {rest} = {xs}.",
                    "{a} × {} + {mid} × {} + {rest} = {xs}.",
                    n(ctx, hi),
                    n(ctx, lo)
                )
            };
            let rows = vec![
                vec![
                    capital(names[0]),
                    capital(if lo == 1 {
                        if ctx.fr() { "unités" } else { "ones" }
                    } else {
                        names[1]
                    }),
                ]
                .into_iter()
                .chain((lo != 1).then(|| capital(if ctx.fr() { "unités" } else { "ones" })))
                .collect(),
                vec![n(ctx, a), mid.clone()]
                    .into_iter()
                    .chain((lo != 1).then(|| rest.clone()))
                    .collect::<Vec<_>>(),
            ];
            let alt = {
                let top = agree(ctx, a, [sing[0], names[0]]);
                let tail = if lo == 1 {
                    agree(ctx, b, [sing[1], names[1]])
                } else {
                    format!(
                        "{}, {}",
                        agree(ctx, b, [sing[1], names[1]]),
                        count(ctx, c, ["unité", "unités"], ["one", "ones"])
                    )
                };
                tr!(
                    lang,
                    "Tableau de numération : {top}, puis {tail}.",
                    "Place-value table: {top}, then {tail}."
                )
            };
            it(
                ctx,
                q,
                tr!(lang, "ce nombre est {{v}}", "this number is {{v}}"),
                tr!(lang, "nombre", "number"),
                Qty::int(x, ""),
                expr,
                wr,
                visual(&table(&rows), alt),
                ex,
            )
        }
        1 => {
            let (p, name_fr, name_en) = if max <= 100 || ctx.chance(0.5) {
                (10, "dizaines", "tens")
            } else {
                (100, "centaines", "hundreds")
            };
            let r = x % p;
            let k = x / p;
            let q = tr!(
                lang,
                "Combien y a-t-il de {name_fr} en tout dans {xs} ?",
                "How many {name_en} are there in all in {xs}?"
            );
            let digit = (x / p) % 10;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(digit, ""),
                    "seul le chiffre des {name_fr} est donné, pas le nombre de {name_fr}",
                    "gave the {name_en} digit, not the number of {name_en}",
                ),
                w(
                    ctx,
                    Qty::int(x % 10, ""),
                    "chiffre des unités donné",
                    "gave the ones digit",
                ),
                w(ctx, Qty::int(k + 1, ""), "arrondi au-dessus", "rounded up"),
            ];
            let how_many = if p == 10 {
                count(ctx, k, ["dizaine", "dizaines"], ["ten", "tens"])
            } else {
                count(ctx, k, ["centaine", "centaines"], ["hundred", "hundreds"])
            };
            let ex = tr!(
                lang,
                "{xs} = {} × {p} + {r} : il y a {how_many} en tout.",
                "{xs} = {} × {p} + {r}: there are {how_many} in all.",
                n(ctx, k)
            );
            it(
                ctx,
                q,
                // the count is the claim's last word: no noun to agree with a distractor
                tr!(
                    lang,
                    "le nombre de {name_fr} en tout dans {xs} est {{v}}",
                    "the number of {name_en} in all in {xs} is {{v}}"
                ),
                name_fr.to_owned(),
                Qty::int(k, ""),
                format!("({x}-{r})÷{p}"),
                wr,
                cards(
                    ctx,
                    "Nombre",
                    "Number",
                    vec![xs.clone()],
                    tr!(lang, "Le nombre {xs}.", "The number {xs}."),
                ),
                ex,
            )
        }
        2 => {
            let step = *[1i64, 10, 100, 1000]
                .iter()
                .rfind(|s| **s * 10 <= max)
                .unwrap_or(&1);
            let step = if ctx.chance(0.5) {
                1.max(step / 10)
            } else {
                step
            };
            let after = ctx.chance(0.5);
            let ans = if after { x + step } else { x - step };
            let ss = n(ctx, step);
            let q = if after {
                tr!(
                    lang,
                    "Quel nombre obtient-on en ajoutant {ss} à {xs} ?",
                    "What number do you get by adding {ss} to {xs}?"
                )
            } else {
                tr!(
                    lang,
                    "Quel nombre obtient-on en retirant {ss} à {xs} ?",
                    "What number do you get by taking {ss} away from {xs}?"
                )
            };
            let op = if after { '+' } else { '-' };
            let wr = vec![
                w(
                    ctx,
                    Qty::int(if after { x - step } else { x + step }, ""),
                    "sens de l'opération inversé",
                    "went the wrong way",
                ),
                w(
                    ctx,
                    Qty::int(if after { x + step * 10 } else { x - step * 10 }, ""),
                    "mauvais rang modifié",
                    "changed the wrong place",
                ),
                w(
                    ctx,
                    Qty::int(
                        if after {
                            x + 1.max(step / 10)
                        } else {
                            x - 1.max(step / 10)
                        },
                        "",
                    ),
                    "mauvais rang modifié",
                    "changed the wrong place",
                ),
            ];
            let ex = format!("{xs} {op} {ss} = {}.", n(ctx, ans));
            it(
                ctx,
                q,
                format!("{xs} {op} {ss} = {{v}}"),
                tr!(lang, "résultat", "result"),
                Qty::int(ans, ""),
                format!("{x}{op}{step}"),
                wr,
                cards(
                    ctx,
                    "Nombre",
                    "Number",
                    vec![xs.clone()],
                    tr!(lang, "Le nombre {xs}.", "The number {xs}."),
                ),
                ex,
            )
        }
        _ => {
            let (p, fr, en) = if max <= 100 || ctx.chance(0.5) {
                (10, "dizaines", "tens")
            } else {
                (100, "centaines", "hundreds")
            };
            let digit = (x / p) % 10;
            let low = x % p;
            let high = x / (p * 10);
            let q = tr!(
                lang,
                "Quel est le chiffre des {fr} de {xs} ?",
                "What is the {en} digit of {xs}?"
            );
            let wr = vec![
                w(
                    ctx,
                    Qty::int(x % 10, ""),
                    "chiffre des unités donné",
                    "gave the ones digit",
                ),
                w(
                    ctx,
                    Qty::int(x / p, ""),
                    "nombre de {fr} au lieu du chiffre",
                    "gave the number of {en}, not the digit",
                ),
                w(
                    ctx,
                    Qty::int((x / (p * 10)) % 10, ""),
                    "chiffre du rang voisin",
                    "gave the next place's digit",
                ),
            ];
            let ex = tr!(
                lang,
                "Dans {xs}, le chiffre des {fr} est {digit}.",
                "In {xs}, the {en} digit is {digit}."
            );
            it(
                ctx,
                q,
                tr!(
                    lang,
                    "le chiffre des {fr} de {xs} est {{v}}",
                    "the {en} digit of {xs} is {{v}}"
                ),
                tr!(lang, "chiffre", "digit"),
                Qty::int(digit, ""),
                format!("({x}-{low})÷{p}-{high}×10"),
                wr,
                cards(
                    ctx,
                    "Nombre",
                    "Number",
                    vec![xs.clone()],
                    tr!(lang, "Le nombre {xs}.", "The number {xs}."),
                ),
                ex,
            )
        }
    }
}

fn capital(s: &str) -> String {
    super::kinds::capitalize(s)
}

// ------------------------------------------------------------------------------------------
// 1: addition and subtraction
// ------------------------------------------------------------------------------------------

fn add_sub(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let max = top(ctx).min(1000);
    let a = ctx.int(max / 10 + 2, max / 2);
    let b = ctx.int(max / 20 + 2, max / 2 - 1);
    let (a, b) = if a == b { (a + 1, b) } else { (a, b) };
    let (big, small) = (a.max(b), a.min(b));
    let (as_, bs, bg, sm) = (n(ctx, a), n(ctx, b), n(ctx, big), n(ctx, small));
    let sep = if ctx.fr() { ',' } else { '.' };
    match v {
        0 => {
            let s = a + b;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(s - 10, ""),
                    "retenue oubliée",
                    "forgot a carry",
                ),
                w(
                    ctx,
                    Qty::int(s + 10, ""),
                    "retenue en trop",
                    "an extra carry",
                ),
                w(
                    ctx,
                    Qty::int(big - small, ""),
                    "soustraction au lieu d'une addition",
                    "subtracted instead of adding",
                ),
            ];
            let ex = format!("{as_} + {bs} = {}.", n(ctx, s));
            it(
                ctx,
                tr!(
                    lang,
                    "Calcule {as_} + {bs} (l'addition est posée).",
                    "Work out {as_} + {bs} (set out in columns)."
                ),
                format!("{as_} + {bs} = {{v}}"),
                tr!(lang, "somme", "sum"),
                Qty::int(s, ""),
                format!("{a}+{b}"),
                wr,
                visual(
                    &posed_operation(&[as_.clone(), bs.clone()], "+", sep),
                    tr!(
                        lang,
                        "Addition posée : {as_} + {bs}.",
                        "Addition in columns: {as_} + {bs}."
                    ),
                ),
                ex,
            )
        }
        1 => {
            let d = big - small;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(d + 10, ""),
                    "retenue oubliée",
                    "forgot to borrow",
                ),
                w(
                    ctx,
                    Qty::int(big + small, ""),
                    "addition au lieu d'une soustraction",
                    "added instead of subtracting",
                ),
                w(
                    ctx,
                    Qty::int(d - 10, ""),
                    "retenue en trop",
                    "borrowed once too often",
                ),
            ];
            let ex = format!("{bg} - {sm} = {}.", n(ctx, d));
            it(
                ctx,
                tr!(
                    lang,
                    "Calcule {bg} - {sm} (la soustraction est posée).",
                    "Work out {bg} - {sm} (set out in columns)."
                ),
                format!("{bg} - {sm} = {{v}}"),
                tr!(lang, "différence", "difference"),
                Qty::int(d, ""),
                format!("{big}-{small}"),
                wr,
                visual(
                    &posed_operation(&[bg.clone(), sm.clone()], "-", sep),
                    tr!(
                        lang,
                        "Soustraction posée : {bg} - {sm}.",
                        "Subtraction in columns: {bg} - {sm}."
                    ),
                ),
                ex,
            )
        }
        2 => {
            let d = big - small;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(big + small, ""),
                    "les deux nombres ajoutés",
                    "added the two numbers",
                ),
                w(
                    ctx,
                    Qty::int(d + 1, ""),
                    "compté un de trop",
                    "counted one too many",
                ),
                w(
                    ctx,
                    Qty::int(d - 1, ""),
                    "compté un de trop peu",
                    "counted one too few",
                ),
            ];
            let ex = tr!(
                lang,
                "On cherche {bg} - {sm} = {} ; vérification : {sm} + {} = {bg}.",
                "Find {bg} - {sm} = {}; check: {sm} + {} = {bg}.",
                n(ctx, d),
                n(ctx, d)
            );
            it(
                ctx,
                tr!(
                    lang,
                    "Quel nombre faut-il ajouter à {sm} pour obtenir {bg} ?",
                    "What number must be added to {sm} to make {bg}?"
                ),
                tr!(
                    lang,
                    "il faut ajouter {{v}} à {sm} pour obtenir {bg}",
                    "{{v}} must be added to {sm} to make {bg}"
                ),
                tr!(lang, "nombre", "number"),
                Qty::int(d, ""),
                format!("{big}-{small}"),
                wr,
                cards(
                    ctx,
                    "Addition à trou",
                    "Missing number",
                    vec![format!("{sm} + … = {bg}")],
                    tr!(
                        lang,
                        "{sm} plus un nombre inconnu égale {bg}.",
                        "{sm} plus an unknown number equals {bg}."
                    ),
                ),
                ex,
            )
        }
        _ => {
            let (name, fem) = ctx.person();
            let d = big - small;
            // feminine nouns all: "données" agrees with each
            let (one_fr, obj_fr, one_en, obj_en) = ctx.pick(&[
                ("bille", "billes", "marble", "marbles"),
                ("carte", "cartes", "card", "cards"),
                ("perle", "perles", "bead", "beads"),
            ]);
            let il = if fem { "elle" } else { "il" };
            let il_cap = capital(il);
            let q = tr!(
                lang,
                "{name} a {bg} {obj_fr}. {il_cap} en donne {sm}. Combien de {obj_fr} lui reste-t-il ?",
                "{name} has {bg} {obj_en} and gives {sm} away. How many {obj_en} are left?"
            );
            let wr = vec![
                w(
                    ctx,
                    Qty::int(big + small, ""),
                    "addition au lieu d'une soustraction",
                    "added instead of subtracting",
                ),
                w(
                    ctx,
                    Qty::int(d + 10, ""),
                    "retenue oubliée",
                    "forgot to borrow",
                ),
                w(
                    ctx,
                    Qty::int(small, ""),
                    "nombre donné recopié",
                    "copied the number given away",
                ),
            ];
            let left = count(ctx, d, [one_fr, obj_fr], [one_en, obj_en]);
            let ex = tr!(
                lang,
                "Il reste {bg} - {sm} = {left}.",
                "{bg} - {sm} = {left} left."
            );
            it(
                ctx,
                q,
                // the count ends the claim: no noun to agree with a distractor
                tr!(
                    lang,
                    "le nombre de {obj_fr} qui restent à {name} est {{v}}",
                    "the number of {obj_en} {name} has left is {{v}}"
                ),
                obj_fr.to_owned(),
                Qty::int(d, ""),
                format!("{big}-{small}"),
                wr,
                cards(
                    ctx,
                    "Problème",
                    "Problem",
                    vec![
                        tr!(lang, "Au départ : {bg}", "At first: {bg}"),
                        tr!(lang, "Données : {sm}", "Given away: {sm}"),
                    ],
                    tr!(
                        lang,
                        "Au départ {bg} {obj_fr}, {sm} données.",
                        "{bg} {obj_en} at first, {sm} given away."
                    ),
                ),
                ex,
            )
        }
    }
}

// ------------------------------------------------------------------------------------------
// 2: mental arithmetic
// ------------------------------------------------------------------------------------------

fn mental(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let card_of = |ctx: &Ctx, line: String| {
        cards(
            ctx,
            "Calcul mental",
            "Mental arithmetic",
            vec![line.clone()],
            tr!(lang, "Calcul : {line}", "Calculation: {line}"),
        )
    };
    match v {
        0 => {
            let x = band(ctx, 3, 402);
            let xs = n(ctx, x);
            let wr = vec![
                w(
                    ctx,
                    Qty::int(x + 2, ""),
                    "ajouté 2 au lieu de doubler",
                    "added 2 instead of doubling",
                ),
                w(
                    ctx,
                    Qty::int(x * 2 - 10, ""),
                    "retenue oubliée",
                    "forgot a carry",
                ),
                w(
                    ctx,
                    Qty::int(x * 3, ""),
                    "triple au lieu du double",
                    "tripled instead of doubling",
                ),
            ];
            let ex = tr!(
                lang,
                "Le double de {xs} : {xs} + {xs} = {}.",
                "Double {xs}: {xs} + {xs} = {}.",
                n(ctx, 2 * x)
            );
            it(
                ctx,
                tr!(lang, "Quel est le double de {xs} ?", "What is double {xs}?"),
                tr!(lang, "le double de {xs} est {{v}}", "double {xs} is {{v}}"),
                tr!(lang, "double", "double"),
                Qty::int(2 * x, ""),
                format!("{x}+{x}"),
                wr,
                card_of(ctx, tr!(lang, "double de {xs}", "double {xs}")),
                ex,
            )
        }
        1 => {
            let h = band(ctx, 2, 301);
            let x = 2 * h;
            let xs = n(ctx, x);
            let wr = vec![
                w(
                    ctx,
                    Qty::int(x * 2, ""),
                    "double au lieu de la moitié",
                    "doubled instead of halving",
                ),
                w(
                    ctx,
                    Qty::int(x - 2, ""),
                    "retiré 2 au lieu de partager en deux",
                    "took 2 away instead of halving",
                ),
                w(ctx, Qty::int(h + 5, ""), "partage inégal", "unequal halves"),
            ];
            let ex = tr!(
                lang,
                "La moitié de {xs} : {xs} ÷ 2 = {}.",
                "Half of {xs}: {xs} ÷ 2 = {}.",
                n(ctx, h)
            );
            it(
                ctx,
                tr!(
                    lang,
                    "Quelle est la moitié de {xs} ?",
                    "What is half of {xs}?"
                ),
                tr!(lang, "la moitié de {xs} est {{v}}", "half of {xs} is {{v}}"),
                tr!(lang, "moitié", "half"),
                Qty::int(h, ""),
                format!("{x}÷2"),
                wr,
                card_of(ctx, tr!(lang, "moitié de {xs}", "half of {xs}")),
                ex,
            )
        }
        2 => {
            let target = [10, 100, 1000, 1000, 1000][lv(ctx) as usize];
            let x = if target == 10 {
                ctx.int(1, 9)
            } else {
                ctx.int(target / 10 + 1, target - target / 10 - 1)
            };
            let (xs, ts) = (n(ctx, x), n(ctx, target));
            let c = target - x;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(c + 10.min(target / 10), ""),
                    "compté une dizaine de trop",
                    "counted ten too many",
                ),
                w(
                    ctx,
                    Qty::int(target + x, ""),
                    "addition au lieu du complément",
                    "added instead of completing",
                ),
                w(
                    ctx,
                    Qty::int(c - 1, ""),
                    "compté un de trop peu",
                    "counted one too few",
                ),
            ];
            let ex = format!("{xs} + {} = {ts}.", n(ctx, c));
            it(
                ctx,
                tr!(
                    lang,
                    "Combien faut-il ajouter à {xs} pour faire {ts} ?",
                    "How much must be added to {xs} to make {ts}?"
                ),
                tr!(
                    lang,
                    "il faut ajouter {{v}} à {xs} pour faire {ts}",
                    "{{v}} must be added to {xs} to make {ts}"
                ),
                tr!(lang, "complément", "complement"),
                Qty::int(c, ""),
                format!("{target}-{x}"),
                wr,
                card_of(ctx, format!("{xs} + … = {ts}")),
                ex,
            )
        }
        _ => {
            let x = band(ctx, 12, 1011);
            let k = ctx.pick(&[9i64, 11, 19, 21]);
            let (xs, ks) = (n(ctx, x), n(ctx, k));
            let r = x + k;
            let near = (k + 1) / 10 * 10;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(x + near, ""),
                    "ajouté la dizaine sans corriger",
                    "added the round number without adjusting",
                ),
                w(
                    ctx,
                    Qty::int(x + 2 * near - k, ""),
                    "correction faite dans le mauvais sens",
                    "adjusted the wrong way",
                ),
                w(ctx, Qty::int(r + 10, ""), "dizaine en trop", "ten too many"),
            ];
            let adj = k - near;
            let ex = if adj < 0 {
                format!(
                    "{xs} + {ks} = {xs} + {} - {} = {}.",
                    n(ctx, near),
                    n(ctx, -adj),
                    n(ctx, r)
                )
            } else {
                format!(
                    "{xs} + {ks} = {xs} + {} + {} = {}.",
                    n(ctx, near),
                    n(ctx, adj),
                    n(ctx, r)
                )
            };
            it(
                ctx,
                tr!(
                    lang,
                    "Calcule mentalement {xs} + {ks}.",
                    "Work out {xs} + {ks} in your head."
                ),
                format!("{xs} + {ks} = {{v}}"),
                tr!(lang, "somme", "sum"),
                Qty::int(r, ""),
                format!("{x}+{k}"),
                wr,
                card_of(ctx, format!("{xs} + {ks}")),
                ex,
            )
        }
    }
}

// ------------------------------------------------------------------------------------------
// 3: multiplication
// ------------------------------------------------------------------------------------------

fn multiplication(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let sep = if ctx.fr() { ',' } else { '.' };
    match v {
        0 => {
            let a = if ctx.lvl >= Lvl::Ce2 {
                ctx.int(6, 9)
            } else {
                ctx.int(2, 5)
            };
            let b = ctx.int(3, 10);
            let p = a * b;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(a + b, ""),
                    "addition au lieu d'une multiplication",
                    "added instead of multiplying",
                ),
                w(
                    ctx,
                    Qty::int(p + a, ""),
                    "une fois de trop",
                    "one group too many",
                ),
                w(
                    ctx,
                    Qty::int(p - b, ""),
                    "une fois de trop peu",
                    "one group too few",
                ),
            ];
            it(
                ctx,
                tr!(lang, "Combien font {a} × {b} ?", "What is {a} × {b}?"),
                format!("{a} × {b} = {{v}}"),
                tr!(lang, "produit", "product"),
                Qty::int(p, ""),
                format!("{a}×{b}"),
                wr,
                visual(
                    &unit_grid(b, a, 0),
                    tr!(
                        lang,
                        "Un quadrillage de {a} lignes de {b} carreaux.",
                        "A grid of {a} rows of {b} squares."
                    ),
                ),
                format!("{a} × {b} = {p}."),
            )
        }
        1 => {
            let a = if ctx.lvl >= Lvl::Ce2 {
                ctx.int(46, 98)
            } else {
                ctx.int(12, 45)
            };
            let b = ctx.int(3, 9);
            let p = a * b;
            let (as_, ps) = (n(ctx, a), n(ctx, p));
            let wr = vec![
                w(
                    ctx,
                    Qty::int((a / 10) * b * 10 + (a % 10) * b % 10, ""),
                    "retenue oubliée",
                    "forgot the carry",
                ),
                w(
                    ctx,
                    Qty::int((a / 10) * b + (a % 10) * b, ""),
                    "dizaines multipliées comme des unités",
                    "treated the tens as ones",
                ),
                w(
                    ctx,
                    Qty::int(a + b, ""),
                    "addition au lieu d'une multiplication",
                    "added instead of multiplying",
                ),
            ];
            let (t, u) = (a / 10 * 10, a % 10);
            it(
                ctx,
                tr!(
                    lang,
                    "Calcule {as_} × {b} (la multiplication est posée).",
                    "Work out {as_} × {b} (set out in columns)."
                ),
                format!("{as_} × {b} = {{v}}"),
                tr!(lang, "produit", "product"),
                Qty::int(p, ""),
                format!("{a}×{b}"),
                wr,
                visual(
                    &posed_operation(&[as_.clone(), b.to_string()], "×", sep),
                    tr!(
                        lang,
                        "Multiplication posée : {as_} × {b}.",
                        "Multiplication in columns: {as_} × {b}."
                    ),
                ),
                format!(
                    "{as_} × {b} = {t} × {b} + {u} × {b} = {} + {} = {ps}.",
                    n(ctx, t * b),
                    n(ctx, u * b)
                ),
            )
        }
        2 => {
            let g = if ctx.lvl >= Lvl::Ce2 {
                ctx.int(9, 15)
            } else {
                ctx.int(3, 8)
            };
            let k = ctx.int(2, 9);
            let (obj_fr, obj_en) = ctx.pick(&[
                ("biscuits", "biscuits"),
                ("crayons", "pencils"),
                ("gâteaux", "cakes"),
            ]);
            let p = g * k;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(g + k, ""),
                    "addition au lieu d'une multiplication",
                    "added instead of multiplying",
                ),
                w(
                    ctx,
                    Qty::int(p - k, ""),
                    "une boîte oubliée",
                    "left out one box",
                ),
                w(
                    ctx,
                    Qty::int(p + g, ""),
                    "une rangée de trop",
                    "one row too many",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Il y a {g} boîtes de {k} {obj_fr}. Combien y a-t-il de {obj_fr} en tout ?",
                    "There are {g} boxes of {k} {obj_en}. How many {obj_en} are there in all?"
                ),
                tr!(
                    lang,
                    "il y a {{v}} {obj_fr} en tout",
                    "there are {{v}} {obj_en} in all"
                ),
                obj_fr.to_owned(),
                Qty::int(p, ""),
                format!("{g}×{k}"),
                wr,
                visual(
                    &unit_grid(k, g, 0),
                    tr!(
                        lang,
                        "{g} rangées de {k} cases, une par objet.",
                        "{g} rows of {k} boxes, one per object."
                    ),
                ),
                tr!(
                    lang,
                    "{g} × {k} = {p} {obj_fr}.",
                    "{g} × {k} = {p} {obj_en}."
                ),
            )
        }
        _ => {
            let a = if ctx.lvl >= Lvl::Ce2 {
                ctx.int(100, 999)
            } else {
                ctx.int(3, 99)
            };
            let k = if ctx.chance(0.5) { 10 } else { 100 };
            let p = a * k;
            let (as_, ks, ps) = (n(ctx, a), n(ctx, k), n(ctx, p));
            let wr = vec![
                w(
                    ctx,
                    Qty::int(a * k / 10, ""),
                    "un zéro de trop peu",
                    "one zero too few",
                ),
                w(
                    ctx,
                    Qty::int(a * k * 10, ""),
                    "un zéro de trop",
                    "one zero too many",
                ),
                w(
                    ctx,
                    Qty::int(a + k, ""),
                    "addition au lieu d'une multiplication",
                    "added instead of multiplying",
                ),
            ];
            it(
                ctx,
                tr!(lang, "Combien font {as_} × {ks} ?", "What is {as_} × {ks}?"),
                format!("{as_} × {ks} = {{v}}"),
                tr!(lang, "produit", "product"),
                Qty::int(p, ""),
                format!("{a}×{k}"),
                wr,
                cards(
                    ctx,
                    "Multiplier par 10 ou 100",
                    "Multiply by 10 or 100",
                    vec![format!("{as_} × {ks}")],
                    tr!(lang, "Calcul : {as_} × {ks}.", "Calculation: {as_} × {ks}."),
                ),
                tr!(
                    lang,
                    "Chaque chiffre prend une valeur {ks} fois plus grande : {as_} × {ks} = {ps}.",
                    "Each digit becomes {ks} times bigger: {as_} × {ks} = {ps}."
                ),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------
// 4: division
// ------------------------------------------------------------------------------------------

fn division(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let d = ctx.int(2, 9);
    let q = match lv(ctx) {
        0..=2 => ctx.int(3, 25),
        3 => ctx.int(26, 150),
        _ => ctx.int(151, 999),
    };
    let r = ctx.int(1, d - 1);
    match v {
        0 => {
            let total = d * q;
            let (ts, qs) = (n(ctx, total), n(ctx, q));
            let (obj_fr, obj_en) = ctx.pick(&[
                ("bonbons", "sweets"),
                ("cartes", "cards"),
                ("billes", "marbles"),
            ]);
            let wr = vec![
                w(
                    ctx,
                    Qty::int(total - d, ""),
                    "soustraction au lieu d'un partage",
                    "subtracted instead of sharing",
                ),
                w(
                    ctx,
                    Qty::int(q + 1, ""),
                    "partage arrondi au-dessus",
                    "rounded the share up",
                ),
                w(
                    ctx,
                    Qty::int(total * d, ""),
                    "multiplication au lieu d'une division",
                    "multiplied instead of dividing",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "On partage {ts} {obj_fr} entre {d} enfants, de façon égale. Combien chacun en reçoit-il ?",
                    "{ts} {obj_en} are shared equally among {d} children. How many does each get?"
                ),
                tr!(
                    lang,
                    "le nombre de {obj_fr} que reçoit chaque enfant est {{v}}",
                    "the number of {obj_en} each child gets is {{v}}"
                ),
                obj_fr.to_owned(),
                Qty::int(q, ""),
                format!("{total}÷{d}"),
                wr,
                cards(
                    ctx,
                    "Partage",
                    "Sharing",
                    vec![format!("{ts} ÷ {d}")],
                    tr!(
                        lang,
                        "Partage de {ts} en {d} parts égales.",
                        "{ts} shared into {d} equal parts."
                    ),
                ),
                format!("{ts} ÷ {d} = {qs}."),
            )
        }
        1 | 2 => {
            let a = d * q + r;
            let (as_, qs) = (n(ctx, a), n(ctx, q));
            let want_r = v == 2;
            let ans = if want_r { r } else { q };
            let wr = if want_r {
                vec![
                    w(
                        ctx,
                        Qty::int(q, ""),
                        "quotient donné au lieu du reste",
                        "gave the quotient, not the remainder",
                    ),
                    w(
                        ctx,
                        Qty::int(r + d, ""),
                        "reste plus grand que le diviseur",
                        "a remainder larger than the divisor",
                    ),
                    w(
                        ctx,
                        Qty::int(0, ""),
                        "division supposée exacte",
                        "took the division as exact",
                    ),
                ]
            } else {
                vec![
                    w(
                        ctx,
                        Qty::int(q + 1, ""),
                        "quotient trop grand : le produit dépasse le dividende",
                        "quotient too large: the product exceeds the dividend",
                    ),
                    w(
                        ctx,
                        Qty::int(r, ""),
                        "reste donné au lieu du quotient",
                        "gave the remainder, not the quotient",
                    ),
                    w(
                        ctx,
                        Qty::int(q - 1, ""),
                        "quotient trop petit : le reste dépasse le diviseur",
                        "quotient too small: the remainder exceeds the divisor",
                    ),
                ]
            };
            let question = if want_r {
                tr!(
                    lang,
                    "Quel est le reste de la division euclidienne de {as_} par {d} ?",
                    "What is the remainder of the division of {as_} by {d}?"
                )
            } else {
                tr!(
                    lang,
                    "Quel est le quotient de la division euclidienne de {as_} par {d} ?",
                    "What is the quotient of the division of {as_} by {d}?"
                )
            };
            let claim = if want_r {
                tr!(
                    lang,
                    "le reste de la division de {as_} par {d} est {{v}}",
                    "the remainder of {as_} divided by {d} is {{v}}"
                )
            } else {
                tr!(
                    lang,
                    "le quotient de la division de {as_} par {d} est {{v}}",
                    "the quotient of {as_} divided by {d} is {{v}}"
                )
            };
            let expr = if want_r {
                format!("{a}-{d}×{q}")
            } else {
                format!("({a}-{r})÷{d}")
            };
            it(
                ctx,
                question,
                claim,
                if want_r {
                    tr!(lang, "reste", "remainder")
                } else {
                    tr!(lang, "quotient", "quotient")
                },
                Qty::int(ans, ""),
                expr,
                wr,
                visual(
                    &crate::generate::visual::division_layout(&as_, &d.to_string()),
                    tr!(
                        lang,
                        "Division posée de {as_} par {d}.",
                        "Long division of {as_} by {d}."
                    ),
                ),
                format!("{as_} = {d} × {qs} + {r}, {r} < {d}."),
            )
        }
        _ => {
            let per = ctx.int(4, 12);
            let boxes = band(ctx, 3, 252);
            let total = per * boxes;
            let ts = n(ctx, total);
            let wr = vec![
                w(
                    ctx,
                    Qty::int(total - per, ""),
                    "soustraction au lieu d'une division",
                    "subtracted instead of dividing",
                ),
                w(
                    ctx,
                    Qty::int(boxes + 1, ""),
                    "une boîte de trop",
                    "one box too many",
                ),
                w(
                    ctx,
                    Qty::int(total * per, ""),
                    "multiplication au lieu d'une division",
                    "multiplied instead of dividing",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "On range {ts} œufs dans des boîtes de {per}. Combien de boîtes pleines obtient-on ?",
                    "{ts} eggs are packed in boxes of {per}. How many full boxes are there?"
                ),
                tr!(
                    lang,
                    "on obtient {{v}} boîtes pleines",
                    "there are {{v}} full boxes"
                ),
                tr!(lang, "nombre de boîtes", "number of boxes"),
                Qty::int(boxes, ""),
                format!("{total}÷{per}"),
                wr,
                cards(
                    ctx,
                    "Groupements",
                    "Grouping",
                    vec![tr!(
                        lang,
                        "{ts} œufs, boîtes de {per}",
                        "{ts} eggs, boxes of {per}"
                    )],
                    tr!(
                        lang,
                        "{ts} œufs rangés par boîtes de {per}.",
                        "{ts} eggs packed in boxes of {per}."
                    ),
                ),
                format!("{ts} ÷ {per} = {boxes}."),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------
// 5: money
// ------------------------------------------------------------------------------------------

fn money(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let eur = |ctx: &Ctx, x: i64| num::with_unit(n(ctx, x), "€", ctx.lang);
    match v {
        0 => {
            let (a, b) = (ctx.int(2, 40), ctx.int(2, 30));
            let (itm1, itm2) = ctx.pick(&[
                (("un livre", "a book"), ("un stylo", "a pen")),
                (("un ballon", "a ball"), ("une casquette", "a cap")),
                (("un jeu", "a game"), ("une gourde", "a bottle")),
            ]);
            let (as_, bs, ss) = (eur(ctx, a), eur(ctx, b), eur(ctx, a + b));
            let wr = vec![
                w(
                    ctx,
                    Qty::int((a - b).abs(), "€"),
                    "différence au lieu de la somme",
                    "took the difference, not the sum",
                ),
                w(
                    ctx,
                    Qty::int(a + b + 10, "€"),
                    "retenue en trop",
                    "an extra carry",
                ),
                w(
                    ctx,
                    Qty::int(a + b - 1, "€"),
                    "erreur de calcul d'un euro",
                    "one euro out",
                ),
            ];
            let q = tr!(
                lang,
                "On achète {} à {as_} et {} à {bs}. Combien paie-t-on en tout ?",
                "You buy {} for {as_} and {} for {bs}. How much do you pay in all?",
                if ctx.fr() { itm1.0 } else { itm1.1 },
                if ctx.fr() { itm2.0 } else { itm2.1 }
            );
            it(
                ctx,
                q,
                tr!(lang, "on paie {{v}} en tout", "you pay {{v}} in all"),
                tr!(lang, "prix total", "total price"),
                Qty::int(a + b, "€"),
                format!("{a}+{b}"),
                wr,
                cards(
                    ctx,
                    "Prix",
                    "Prices",
                    vec![as_.clone(), bs.clone()],
                    tr!(
                        lang,
                        "Deux prix : {as_} et {bs}.",
                        "Two prices: {as_} and {bs}."
                    ),
                ),
                format!("{as_} + {bs} = {ss}."),
            )
        }
        1 => {
            let price = ctx.int(3, 47);
            let paid = if price < 20 { 20 } else { 50 };
            let c = paid - price;
            let (ps, pds) = (eur(ctx, price), eur(ctx, paid));
            let wr = vec![
                w(
                    ctx,
                    Qty::int(paid + price, "€"),
                    "addition au lieu d'une soustraction",
                    "added instead of subtracting",
                ),
                w(
                    ctx,
                    Qty::int(c + 10, "€"),
                    "dizaine mal retenue",
                    "borrowed wrongly",
                ),
                w(
                    ctx,
                    Qty::int(c - 1, "€"),
                    "un euro de moins",
                    "one euro short",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Un article coûte {ps}. On paie avec un billet de {pds}. Combien le vendeur rend-il ?",
                    "An item costs {ps}. You pay with a {pds} note. How much change do you get?"
                ),
                tr!(lang, "le vendeur rend {{v}}", "the change is {{v}}"),
                tr!(lang, "monnaie rendue", "change"),
                Qty::int(c, "€"),
                format!("{paid}-{price}"),
                wr,
                cards(
                    ctx,
                    "Achat",
                    "Purchase",
                    vec![
                        tr!(lang, "Prix : {ps}", "Price: {ps}"),
                        tr!(lang, "Billet : {pds}", "Note: {pds}"),
                    ],
                    tr!(
                        lang,
                        "Prix {ps}, billet de {pds}.",
                        "Price {ps}, a {pds} note."
                    ),
                ),
                format!("{pds} - {ps} = {}.", eur(ctx, c)),
            )
        }
        2 => {
            let (c2, n5, n10) = (ctx.int(1, 6), ctx.int(1, 4), ctx.int(1, 3));
            let t = c2 * 2 + n5 * 5 + n10 * 10;
            let lines = vec![
                count(
                    ctx,
                    c2,
                    ["pièce de 2 €", "pièces de 2 €"],
                    ["€2 coin", "€2 coins"],
                ),
                count(
                    ctx,
                    n5,
                    ["billet de 5 €", "billets de 5 €"],
                    ["€5 note", "€5 notes"],
                ),
                count(
                    ctx,
                    n10,
                    ["billet de 10 €", "billets de 10 €"],
                    ["€10 note", "€10 notes"],
                ),
            ];
            let (coins, fives, tens) = (&lines[0], &lines[1], &lines[2]);
            let wr = vec![
                w(
                    ctx,
                    Qty::int(c2 + n5 + n10, "€"),
                    "pièces et billets comptés sans leur valeur",
                    "counted coins and notes, not their value",
                ),
                w(
                    ctx,
                    Qty::int(t - 2, "€"),
                    "une pièce oubliée",
                    "left out a coin",
                ),
                w(
                    ctx,
                    Qty::int(t + 5, "€"),
                    "un billet de trop",
                    "one note too many",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Dans la tirelire, il y a {coins}, {fives} et {tens}. Combien d'argent y a-t-il ?",
                    "The money box holds {coins}, {fives} and {tens}. How much money is there?"
                ),
                tr!(
                    lang,
                    "il y a {{v}} dans la tirelire",
                    "there is {{v}} in the money box"
                ),
                tr!(lang, "somme", "amount"),
                Qty::int(t, "€"),
                format!("{c2}×2+{n5}×5+{n10}×10"),
                wr,
                cards(
                    ctx,
                    "Tirelire",
                    "Money box",
                    lines.clone(),
                    lines.join(", "),
                ),
                format!("{c2} × 2 + {n5} × 5 + {n10} × 10 = {t} €."),
            )
        }
        _ => {
            let (e, c) = (ctx.int(1, 19), ctx.int(5, 95));
            let t = e * 100 + c;
            let es = eur(ctx, e);
            let wr = vec![
                w(
                    ctx,
                    Qty::int(e * 10 + c, ""),
                    "1 € compté pour 10 centimes",
                    "took €1 as 10 cents",
                ),
                w(
                    ctx,
                    Qty::int(e + c, ""),
                    "euros et centimes ajoutés sans conversion",
                    "added euros and cents without converting",
                ),
                w(
                    ctx,
                    Qty::int(e * 1000 + c, ""),
                    "1 € compté pour mille centimes",
                    "took €1 as 1,000 cents",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Combien de centimes y a-t-il dans {es} et {c} centimes ?",
                    "How many cents are there in {es} and {c} cents?"
                ),
                tr!(
                    lang,
                    "{es} et {c} centimes font {{v}} centimes",
                    "{es} and {c} cents make {{v}} cents"
                ),
                tr!(lang, "nombre de centimes", "number of cents"),
                Qty::int(t, ""),
                format!("{e}×100+{c}"),
                wr,
                cards(
                    ctx,
                    "1 € = 100 centimes",
                    "€1 = 100 cents",
                    vec![tr!(lang, "{es} et {c} centimes", "{es} and {c} cents")],
                    tr!(
                        lang,
                        "{es} et {c} centimes ; 1 € vaut 100 centimes.",
                        "{es} and {c} cents; €1 is 100 cents."
                    ),
                ),
                format!("{e} × 100 + {c} = {} centimes.", n(ctx, t)),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------
// 6: lengths
// ------------------------------------------------------------------------------------------

fn lengths(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    match v {
        0 | 3 => {
            let (from, to, k) = if v == 0 {
                ("m", "cm", 100)
            } else {
                ("km", "m", 1000)
            };
            let x = ctx.int(2, 19);
            let r = x * k;
            let xs = num::with_unit(n(ctx, x), from, lang);
            let unit: &'static str = if v == 0 { "cm" } else { "m" };
            let wr = vec![
                w(
                    ctx,
                    Qty::int(x * k / 10, unit),
                    "facteur de conversion trop petit",
                    "conversion factor too small",
                ),
                w(
                    ctx,
                    Qty::int(x * k * 10, unit),
                    "facteur de conversion trop grand",
                    "conversion factor too large",
                ),
                w(
                    ctx,
                    Qty::int(x + k, unit),
                    "addition au lieu d'une multiplication",
                    "added instead of multiplying",
                ),
            ];
            it(
                ctx,
                tr!(lang, "Convertis {xs} en {to}.", "Convert {xs} to {to}."),
                tr!(lang, "{xs} = {{v}}", "{xs} = {{v}}"),
                tr!(lang, "longueur", "length"),
                Qty::int(r, unit),
                format!("{x}×{k}"),
                wr,
                cards(
                    ctx,
                    "Conversion",
                    "Conversion",
                    vec![format!("1 {from} = {} {to}", n(ctx, k))],
                    tr!(
                        lang,
                        "1 {from} = {} {to}.",
                        "1 {from} = {} {to}.",
                        n(ctx, k)
                    ),
                ),
                format!("{x} × {} = {} {to}.", n(ctx, k), n(ctx, r)),
            )
        }
        1 => {
            let (a, b, c) = (ctx.int(3, 14), ctx.int(2, 12), ctx.int(2, 9));
            let s = a + b + c;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(a + b, "cm"),
                    "un segment oublié",
                    "left out a segment",
                ),
                w(
                    ctx,
                    Qty::int(s + 1, "cm"),
                    "erreur d'un centimètre",
                    "one centimetre out",
                ),
                w(
                    ctx,
                    Qty::int(a * b, "cm"),
                    "multiplication au lieu d'une addition",
                    "multiplied instead of adding",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Une ligne brisée est faite de trois segments de {a} cm, {b} cm et {c} cm. Quelle est sa longueur ?",
                    "A broken line is made of three segments of {a} cm, {b} cm and {c} cm. How long is it?"
                ),
                tr!(
                    lang,
                    "la ligne brisée mesure {{v}}",
                    "the broken line is {{v}} long"
                ),
                tr!(lang, "longueur", "length"),
                Qty::int(s, "cm"),
                format!("{a}+{b}+{c}"),
                wr,
                cards(
                    ctx,
                    "Ligne brisée",
                    "Broken line",
                    vec![format!("{a} cm + {b} cm + {c} cm")],
                    tr!(
                        lang,
                        "Trois segments : {a} cm, {b} cm et {c} cm.",
                        "Three segments: {a} cm, {b} cm and {c} cm."
                    ),
                ),
                format!("{a} + {b} + {c} = {s} cm."),
            )
        }
        _ => {
            let (a, b) = (ctx.int(40, 150), ctx.int(10, 39));
            let d = a - b;
            let (name1, _) = ctx.person();
            let wr = vec![
                w(
                    ctx,
                    Qty::int(a + b, "cm"),
                    "addition au lieu d'une différence",
                    "added instead of subtracting",
                ),
                w(
                    ctx,
                    Qty::int(d + 10, "cm"),
                    "retenue oubliée",
                    "forgot to borrow",
                ),
                w(
                    ctx,
                    Qty::int(b, "cm"),
                    "longueur donnée recopiée",
                    "copied a given length",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "{name1} a une ficelle de {a} cm. Elle en coupe {b} cm. Quelle longueur de ficelle reste-t-il ?",
                    "{name1} has a {a} cm string and cuts off {b} cm. What length of string is left?"
                ),
                tr!(lang, "il reste {{v}} de ficelle", "{{v}} of string is left"),
                tr!(lang, "longueur", "length"),
                Qty::int(d, "cm"),
                format!("{a}-{b}"),
                wr,
                cards(
                    ctx,
                    "Ficelle",
                    "String",
                    vec![tr!(
                        lang,
                        "{a} cm, on coupe {b} cm",
                        "{a} cm, {b} cm cut off"
                    )],
                    tr!(
                        lang,
                        "Ficelle de {a} cm dont on coupe {b} cm.",
                        "A {a} cm string, {b} cm cut off."
                    ),
                ),
                format!("{a} - {b} = {d} cm."),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------
// 7: durations
// ------------------------------------------------------------------------------------------

fn durations(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let hm = |h: i64, m: i64| {
        if m == 0 {
            format!("{h} h")
        } else {
            format!("{h} h {m:02}")
        }
    };
    match v {
        0 => {
            let (h1, m1) = (ctx.int(8, 15), ctx.pick(&[0i64, 10, 15, 20, 30, 40, 45]));
            let dur = band(ctx, 5, 254);
            let end = h1 * 60 + m1 + dur;
            let (h2, m2) = (end / 60, end % 60);
            let (s, e) = (hm(h1, m1), hm(h2, m2));
            let wr = vec![
                w(
                    ctx,
                    Qty::int(dur + 40, "min"),
                    "heures comptées pour 100 minutes",
                    "took an hour as 100 minutes",
                ),
                w(
                    ctx,
                    Qty::int((h2 - h1) * 60, "min"),
                    "minutes oubliées",
                    "ignored the minutes",
                ),
                w(
                    ctx,
                    Qty::int(dur - 10, "min"),
                    "dix minutes oubliées",
                    "ten minutes out",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Un film commence à {s} et finit à {e}. Combien de minutes dure-t-il ?",
                    "A film starts at {s} and ends at {e}. How many minutes does it last?"
                ),
                tr!(lang, "le film dure {{v}}", "the film lasts {{v}}"),
                tr!(lang, "durée", "duration"),
                Qty::int(dur, "min"),
                format!("{h2}×60+{m2}-({h1}×60+{m1})"),
                wr,
                cards(
                    ctx,
                    "Horaires",
                    "Times",
                    vec![
                        tr!(lang, "Début : {s}", "Start: {s}"),
                        tr!(lang, "Fin : {e}", "End: {e}"),
                    ],
                    tr!(lang, "Début {s}, fin {e}.", "Start {s}, end {e}."),
                ),
                tr!(
                    lang,
                    "De {s} à {e} : {} min - {} min = {dur} min.",
                    "From {s} to {e}: {} min - {} min = {dur} min.",
                    h2 * 60 + m2,
                    h1 * 60 + m1
                ),
            )
        }
        1 => {
            let (h, m) = (band(ctx, 1, 25), ctx.int(5, 55));
            let t = h * 60 + m;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(h * 100 + m, "min"),
                    "1 h comptée pour 100 min",
                    "took 1 h as 100 min",
                ),
                w(
                    ctx,
                    Qty::int(h + m, "min"),
                    "heures et minutes ajoutées sans conversion",
                    "added hours and minutes without converting",
                ),
                w(
                    ctx,
                    Qty::int(h * 60, "min"),
                    "minutes oubliées",
                    "left out the minutes",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Combien de minutes y a-t-il dans {h} h {m} min ?",
                    "How many minutes are there in {h} h {m} min?"
                ),
                tr!(lang, "{h} h {m} min = {{v}}", "{h} h {m} min = {{v}}"),
                tr!(lang, "durée", "duration"),
                Qty::int(t, "min"),
                format!("{h}×60+{m}"),
                wr,
                cards(
                    ctx,
                    "1 h = 60 min",
                    "1 h = 60 min",
                    vec![format!("{h} h {m} min")],
                    tr!(
                        lang,
                        "{h} h {m} min ; 1 h vaut 60 min.",
                        "{h} h {m} min; 1 h is 60 min."
                    ),
                ),
                format!("{h} × 60 + {m} = {t} min."),
            )
        }
        2 => {
            let (wk, d) = (band(ctx, 1, 50), ctx.int(1, 6));
            let t = wk * 7 + d;
            let span = {
                let (a, b) = (
                    count(ctx, wk, ["semaine", "semaines"], ["week", "weeks"]),
                    count(ctx, d, ["jour", "jours"], ["day", "days"]),
                );
                tr!(lang, "{a} et {b}", "{a} and {b}")
            };
            let wr = vec![
                w(
                    ctx,
                    Qty::int(wk * 10 + d, ""),
                    "semaine comptée pour 10 jours",
                    "took a week as 10 days",
                ),
                w(
                    ctx,
                    Qty::int(wk + d, ""),
                    "semaines et jours ajoutés sans conversion",
                    "added weeks and days without converting",
                ),
                w(
                    ctx,
                    Qty::int(wk * 5 + d, ""),
                    "semaine comptée pour 5 jours",
                    "took a week as 5 days",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Combien de jours y a-t-il dans {span} ?",
                    "How many days are there in {span}?"
                ),
                // the count ends the claim: no noun to agree with a distractor
                tr!(
                    lang,
                    "le nombre de jours dans {span} est {{v}}",
                    "the number of days in {span} is {{v}}"
                ),
                tr!(lang, "nombre de jours", "number of days"),
                Qty::int(t, ""),
                format!("{wk}×7+{d}"),
                wr,
                cards(
                    ctx,
                    "1 semaine = 7 jours",
                    "1 week = 7 days",
                    vec![span.clone()],
                    tr!(
                        lang,
                        "{span} ; une semaine a 7 jours.",
                        "{span}; a week has 7 days."
                    ),
                ),
                format!("{wk} × 7 + {d} = {t}."),
            )
        }
        _ => {
            let m = band(ctx, 2, 151);
            let s = ctx.int(5, 55);
            let t = m * 60 + s;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(m * 100 + s, "s"),
                    "1 min comptée pour 100 s",
                    "took 1 min as 100 s",
                ),
                w(
                    ctx,
                    Qty::int(m + s, "s"),
                    "minutes et secondes ajoutées sans conversion",
                    "added minutes and seconds without converting",
                ),
                w(
                    ctx,
                    Qty::int(m * 60, "s"),
                    "secondes oubliées",
                    "left out the seconds",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Combien de secondes y a-t-il dans {m} min {s} s ?",
                    "How many seconds are there in {m} min {s} s?"
                ),
                tr!(lang, "{m} min {s} s = {{v}}", "{m} min {s} s = {{v}}"),
                tr!(lang, "durée", "duration"),
                Qty::int(t, "s"),
                format!("{m}×60+{s}"),
                wr,
                cards(
                    ctx,
                    "1 min = 60 s",
                    "1 min = 60 s",
                    vec![format!("{m} min {s} s")],
                    tr!(
                        lang,
                        "{m} min {s} s ; 1 min vaut 60 s.",
                        "{m} min {s} s; 1 min is 60 s."
                    ),
                ),
                format!("{m} × 60 + {s} = {t} s."),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------
// 8: perimeters and plane figures
// ------------------------------------------------------------------------------------------

const POLYGONS: [(u32, &str, &str); 6] = [
    (3, "triangle", "triangle"),
    (4, "carré", "square"),
    (5, "pentagone", "pentagon"),
    (6, "hexagone", "hexagon"),
    (7, "heptagone", "heptagon"),
    (8, "octogone", "octagon"),
];

fn perimeters(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    // CP: triangle, square, pentagon; CE1: hexagon to octagon
    let (k, fr, en) = match ctx.lvl {
        Lvl::Cp => ctx.pick(&POLYGONS[..3]),
        Lvl::Ce1 => ctx.pick(&POLYGONS[3..]),
        _ => ctx.pick(&POLYGONS),
    };
    let early = ctx.lvl <= Lvl::Ce1;
    match (v, early) {
        (0, true) | (1, true) => {
            let what_fr = if v == 0 { "côtés" } else { "sommets" };
            let what_en = if v == 0 { "sides" } else { "vertices" };
            let wr = vec![
                w(
                    ctx,
                    Qty::int(i64::from(k) + 1, ""),
                    "un de trop",
                    "one too many",
                ),
                w(
                    ctx,
                    Qty::int(i64::from(k) - 1, ""),
                    "un oublié",
                    "left one out",
                ),
                w(
                    ctx,
                    Qty::int(i64::from(k) * 2, ""),
                    "côtés et sommets comptés ensemble",
                    "counted sides and vertices together",
                ),
            ];
            let art = if fr.starts_with('h') || fr.starts_with('o') {
                "Cet"
            } else {
                "Ce"
            };
            it(
                ctx,
                tr!(
                    lang,
                    "{art} {fr} est dessiné. Combien a-t-il de {what_fr} ?",
                    "This {en} is drawn. How many {what_en} does it have?"
                ),
                tr!(
                    lang,
                    "un {fr} a {{v}} {what_fr}",
                    "a {en} has {{v}} {what_en}"
                ),
                what_fr.to_owned(),
                Qty::int(i64::from(k), ""),
                format!("{k}"),
                wr,
                visual(
                    &regular_polygon(k, ""),
                    tr!(lang, "Un {fr} régulier.", "A regular {en}."),
                ),
                tr!(
                    lang,
                    "Un {fr} a {k} côtés et {k} sommets.",
                    "A {en} has {k} sides and {k} vertices."
                ),
            )
        }
        (0, _) => {
            let (l, wd) = (band(ctx, 5, 154), ctx.int(2, 19));
            let (l, wd) = if l == wd { (l + 1, wd) } else { (l, wd) };
            let p = 2 * (l + wd);
            let wr = vec![
                w(
                    ctx,
                    Qty::int(l + wd, "cm"),
                    "deux côtés seulement",
                    "only two sides",
                ),
                w(
                    ctx,
                    Qty::int(l * wd, "cm"),
                    "aire au lieu du périmètre",
                    "area instead of perimeter",
                ),
                w(
                    ctx,
                    Qty::int(2 * l + wd, "cm"),
                    "un côté oublié",
                    "left out a side",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Quel est le périmètre d'un rectangle de longueur {l} cm et de largeur {wd} cm ?",
                    "What is the perimeter of a rectangle {l} cm long and {wd} cm wide?"
                ),
                tr!(
                    lang,
                    "le périmètre du rectangle est {{v}}",
                    "the rectangle's perimeter is {{v}}"
                ),
                tr!(lang, "périmètre", "perimeter"),
                Qty::int(p, "cm"),
                format!("{l}+{wd}+{l}+{wd}"),
                wr,
                visual(
                    &crate::generate::visual::rectangle(
                        l as f64,
                        wd as f64,
                        &format!("{l} cm"),
                        &format!("{wd} cm"),
                    ),
                    tr!(
                        lang,
                        "Rectangle de {l} cm sur {wd} cm.",
                        "A {l} cm by {wd} cm rectangle."
                    ),
                ),
                format!("2 × ({l} + {wd}) = {p} cm."),
            )
        }
        (1, _) | (3, _) => {
            let a = band(ctx, 2, 101);
            let p = i64::from(k) * a;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(a * (i64::from(k) - 1), "cm"),
                    "un côté oublié",
                    "left out a side",
                ),
                w(
                    ctx,
                    Qty::int(a * 4, "cm"),
                    "compté comme un carré",
                    "counted as a square",
                ),
                w(
                    ctx,
                    Qty::int(a + i64::from(k), "cm"),
                    "addition au lieu d'une multiplication",
                    "added instead of multiplying",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Quel est le périmètre d'un {fr} régulier de côté {a} cm ?",
                    "What is the perimeter of a regular {en} with {a} cm sides?"
                ),
                tr!(
                    lang,
                    "le périmètre du {fr} est {{v}}",
                    "the {en}'s perimeter is {{v}}"
                ),
                tr!(lang, "périmètre", "perimeter"),
                Qty::int(p, "cm"),
                format!("{k}×{a}"),
                wr,
                visual(
                    &regular_polygon(k, &format!("{a} cm")),
                    tr!(
                        lang,
                        "Un {fr} régulier de côté {a} cm.",
                        "A regular {en} with {a} cm sides."
                    ),
                ),
                format!("{k} × {a} = {p} cm."),
            )
        }
        (2, true) => {
            let (c, r) = if ctx.lvl == Lvl::Cp {
                (ctx.int(2, 5), ctx.int(2, 4))
            } else {
                (ctx.int(6, 10), ctx.int(5, 8))
            };
            let t = c * r;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(c + r, ""),
                    "lignes et colonnes ajoutées",
                    "added rows and columns",
                ),
                w(
                    ctx,
                    Qty::int(t - c, ""),
                    "une ligne oubliée",
                    "left out a row",
                ),
                w(
                    ctx,
                    Qty::int(2 * (c + r), ""),
                    "carreaux du bord seulement",
                    "counted the border only",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Combien de carreaux compte ce rectangle de {r} lignes de {c} carreaux ?",
                    "How many squares does this rectangle of {r} rows of {c} squares have?"
                ),
                tr!(
                    lang,
                    "le rectangle compte {{v}} carreaux",
                    "the rectangle has {{v}} squares"
                ),
                tr!(lang, "nombre de carreaux", "number of squares"),
                Qty::int(t, ""),
                format!("{r}×{c}"),
                wr,
                visual(
                    &unit_grid(c, r, c * r),
                    tr!(
                        lang,
                        "Un rectangle de {r} lignes de {c} carreaux.",
                        "A rectangle of {r} rows of {c} squares."
                    ),
                ),
                format!("{r} × {c} = {t}."),
            )
        }
        _ => {
            let (a, b, c) = (band(ctx, 3, 152), ctx.int(4, 12), ctx.int(5, 14));
            let (a, b, c) = if a + b <= c { (a + c, b, c) } else { (a, b, c) };
            let p = a + b + c;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(a + b, "cm"),
                    "un côté oublié",
                    "left out a side",
                ),
                w(
                    ctx,
                    Qty::int(p + 1, "cm"),
                    "erreur d'un centimètre",
                    "one centimetre out",
                ),
                w(
                    ctx,
                    Qty::int(3 * c, "cm"),
                    "compté comme un triangle équilatéral",
                    "counted as equilateral",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Un triangle a des côtés de {a} cm, {b} cm et {c} cm. Quel est son périmètre ?",
                    "A triangle has sides of {a} cm, {b} cm and {c} cm. What is its perimeter?"
                ),
                tr!(
                    lang,
                    "le périmètre du triangle est {{v}}",
                    "the triangle's perimeter is {{v}}"
                ),
                tr!(lang, "périmètre", "perimeter"),
                Qty::int(p, "cm"),
                format!("{a}+{b}+{c}"),
                wr,
                cards(
                    ctx,
                    "Triangle",
                    "Triangle",
                    vec![format!("{a} cm, {b} cm, {c} cm")],
                    tr!(
                        lang,
                        "Triangle de côtés {a} cm, {b} cm et {c} cm.",
                        "A triangle with sides {a} cm, {b} cm and {c} cm."
                    ),
                ),
                format!("{a} + {b} + {c} = {p} cm."),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------
// 9: fractions
// ------------------------------------------------------------------------------------------

fn fractions(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let d = if ctx.lvl >= Lvl::Cm2 {
        ctx.pick(&[7i64, 9, 11, 12])
    } else {
        ctx.pick(&[2i64, 3, 4, 5, 6, 8, 10])
    };
    let k = ctx.int(1, d - 1);
    let f = format!("{k}/{d}");
    match v {
        0 => {
            let r = Rational::new(k, d);
            let wr = vec![
                w(
                    ctx,
                    Qty::rat(Rational::new(d - k, d), ""),
                    "parts non coloriées comptées",
                    "counted the white parts",
                ),
                w(
                    ctx,
                    Qty::rat(Rational::new(k, d + 1), ""),
                    "une part de trop au dénominateur",
                    "one part too many below",
                ),
                w(
                    ctx,
                    Qty::rat(Rational::new(1, d), ""),
                    "une seule part comptée",
                    "counted one part only",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Le disque est partagé en {d} parts égales. Quelle fraction du disque est coloriée ?",
                    "The disc is cut into {d} equal parts. What fraction of the disc is shaded?"
                ),
                tr!(
                    lang,
                    "la fraction coloriée est {{v}}",
                    "the shaded fraction is {{v}}"
                ),
                tr!(lang, "fraction", "fraction"),
                Qty::rat(r, ""),
                format!("{k}/{d}"),
                wr,
                visual(
                    &fraction_disc(d, k),
                    tr!(
                        lang,
                        "Disque partagé en {d} parts égales, dont {k} coloriées.",
                        "A disc cut into {d} equal parts, {k} of them shaded."
                    ),
                ),
                {
                    let shaded = count(
                        ctx,
                        k,
                        ["part coloriée", "parts coloriées"],
                        ["shaded part", "shaded parts"],
                    );
                    tr!(lang, "{shaded} sur {d} : {f}.", "{shaded} out of {d}: {f}.")
                },
            )
        }
        1 => {
            let m = if ctx.lvl >= Lvl::Cm2 {
                ctx.int(13, 60)
            } else {
                ctx.int(2, 12)
            };
            let total = d * m;
            let r = k * m;
            let ts = n(ctx, total);
            let wr = vec![
                w(
                    ctx,
                    Qty::int(m, ""),
                    "seulement 1/{d} calculé",
                    "worked out 1/{d} only",
                ),
                w(
                    ctx,
                    Qty::int(total - r, ""),
                    "la part restante calculée",
                    "worked out the rest",
                ),
                w(
                    ctx,
                    Qty::int(total * k, ""),
                    "multiplié sans diviser",
                    "multiplied without dividing",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Combien font les {f} de {ts} ?",
                    "What is {f} of {ts}?"
                ),
                tr!(lang, "les {f} de {ts} font {{v}}", "{f} of {ts} is {{v}}"),
                tr!(lang, "résultat", "result"),
                Qty::int(r, ""),
                format!("{total}÷{d}×{k}"),
                wr,
                visual(
                    &crate::generate::visual::fraction_bars(&[(d, k, f.clone())]),
                    tr!(
                        lang,
                        "Une bande partagée en {d} parts, {k} coloriées.",
                        "A bar cut into {d} parts, {k} shaded."
                    ),
                ),
                format!("{ts} ÷ {d} × {k} = {m} × {k} = {r}."),
            )
        }
        2 => {
            let k2 = ctx.int(1, d);
            let s = Rational::new(k + k2, d);
            let wr = vec![
                w(
                    ctx,
                    Qty::rat(Rational::new(k + k2, 2 * d), ""),
                    "dénominateurs ajoutés",
                    "added the denominators",
                ),
                w(
                    ctx,
                    Qty::rat(Rational::new(k * k2, d), ""),
                    "numérateurs multipliés",
                    "multiplied the numerators",
                ),
                w(
                    ctx,
                    Qty::rat(Rational::new(k + k2 + 1, d), ""),
                    "un de trop au numérateur",
                    "one too many on top",
                ),
            ];
            let f2 = format!("{k2}/{d}");
            it(
                ctx,
                tr!(lang, "Calcule {f} + {f2}.", "Work out {f} + {f2}."),
                format!("{f} + {f2} = {{v}}"),
                tr!(lang, "somme", "sum"),
                Qty::rat(s, ""),
                format!("{k}/{d}+{k2}/{d}"),
                wr,
                visual(
                    &crate::generate::visual::fraction_bars(&[
                        (d, k, f.clone()),
                        (d, k2, f2.clone()),
                    ]),
                    tr!(
                        lang,
                        "Deux bandes de {d} parts : {} sur la première, {} sur la seconde.",
                        "Two bars of {d} parts: {} on the first, {} on the second.",
                        count(
                            ctx,
                            k,
                            ["part coloriée", "parts coloriées"],
                            ["shaded part", "shaded parts"]
                        ),
                        count(
                            ctx,
                            k2,
                            ["part coloriée", "parts coloriées"],
                            ["shaded part", "shaded parts"]
                        )
                    ),
                ),
                tr!(
                    lang,
                    "{f} + {f2} = {}/{d}, soit {}.",
                    "{f} + {f2} = {}/{d}, that is {}.",
                    k + k2,
                    num::frac(s, lang)
                ),
            )
        }
        _ => {
            let den = if ctx.lvl >= Lvl::Cm2 { 100 } else { 10 };
            let nu = ctx.int(1, den * 3 - 1);
            let nu = if nu % 10 == 0 { nu + 1 } else { nu };
            let r = Rational::new(nu, den);
            let dp = if den == 10 { 1 } else { 2 };
            let wr = vec![
                w(
                    ctx,
                    Qty::rounded_exact(nu as f64 / den as f64 * 10.0, dp, ""),
                    "virgule décalée d'un rang",
                    "decimal point one place off",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(nu as f64 / den as f64 / 10.0, dp + 1, ""),
                    "virgule décalée d'un rang",
                    "decimal point one place off",
                ),
                w(
                    ctx,
                    Qty::int(nu, ""),
                    "dénominateur ignoré",
                    "ignored the denominator",
                ),
            ];
            let fs = format!("{nu}/{den}");
            it(
                ctx,
                tr!(
                    lang,
                    "Écris la fraction décimale {fs} sous forme d'un nombre décimal.",
                    "Write the decimal fraction {fs} as a decimal number."
                ),
                tr!(lang, "{fs} = {{v}}", "{fs} = {{v}}"),
                tr!(lang, "nombre décimal", "decimal"),
                Qty::exact(r.to_f64(), dp, ""),
                format!("{nu}/{den}"),
                wr,
                cards(
                    ctx,
                    "Fraction décimale",
                    "Decimal fraction",
                    vec![fs.clone()],
                    tr!(lang, "La fraction {fs}.", "The fraction {fs}."),
                ),
                tr!(lang, "{fs} = {}.", "{fs} = {}.", ctx.dec(r.to_f64(), dp)),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------
// 10: decimals
// ------------------------------------------------------------------------------------------

fn decimals(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    match v {
        0 => {
            let (u, t, h) = (band(ctx, 0, 99), ctx.int(1, 9), ctx.int(1, 9));
            let x = (u * 100 + t * 10 + h) as f64 / 100.0;
            let wr = vec![
                w(
                    ctx,
                    Qty::exact((u * 100 + h * 10 + t) as f64 / 100.0, 2, ""),
                    "dixièmes et centièmes inversés",
                    "tenths and hundredths swapped",
                ),
                w(
                    ctx,
                    Qty::exact((u * 1000 + t * 10 + h) as f64 / 1000.0, 3, ""),
                    "les centièmes placés au rang des millièmes",
                    "put the hundredths in the thousandths",
                ),
                w(
                    ctx,
                    Qty::exact(u as f64 + (t + h) as f64 / 10.0, 1, ""),
                    "dixièmes et centièmes ajoutés",
                    "added tenths and hundredths",
                ),
            ];
            let (us, ts, hs) = (
                count(ctx, u, ["unité", "unités"], ["one", "ones"]),
                count(ctx, t, ["dixième", "dixièmes"], ["tenth", "tenths"]),
                count(
                    ctx,
                    h,
                    ["centième", "centièmes"],
                    ["hundredth", "hundredths"],
                ),
            );
            // a place-value table holds one digit per column: tens get their own
            let (head, digits, alt) = if u >= 10 {
                let tens = count(ctx, u / 10, ["dizaine", "dizaines"], ["ten", "tens"]);
                let ones = count(ctx, u % 10, ["unité", "unités"], ["one", "ones"]);
                (
                    vec![tr!(lang, "Dizaines", "Tens"), tr!(lang, "Unités", "Ones")],
                    vec![(u / 10).to_string(), (u % 10).to_string()],
                    tr!(
                        lang,
                        "Tableau : {tens}, {ones}, {ts}, {hs}.",
                        "Table: {tens}, {ones}, {ts}, {hs}."
                    ),
                )
            } else {
                (
                    vec![tr!(lang, "Unités", "Ones")],
                    vec![u.to_string()],
                    tr!(
                        lang,
                        "Tableau : {us}, {ts}, {hs}.",
                        "Table: {us}, {ts}, {hs}."
                    ),
                )
            };
            let head = head
                .into_iter()
                .chain([
                    tr!(lang, "Dixièmes", "Tenths"),
                    tr!(lang, "Centièmes", "Hundredths"),
                ])
                .collect();
            let digits = digits
                .into_iter()
                .chain([t.to_string(), h.to_string()])
                .collect();
            it(
                ctx,
                tr!(
                    lang,
                    "Quel nombre est formé de {us}, {ts} et {hs} ?",
                    "Which number is made of {us}, {ts} and {hs}?"
                ),
                tr!(lang, "ce nombre est {{v}}", "this number is {{v}}"),
                tr!(lang, "nombre", "number"),
                Qty::exact(x, 2, ""),
                format!("{u}+{t}/10+{h}/100"),
                wr,
                visual(&table(&[head, digits]), alt),
                format!("{u} + {t}/10 + {h}/100 = {}.", ctx.dec(x, 2)),
            )
        }
        1 => {
            let (a, b) = (band(ctx, 11, 5010), ctx.int(11, 999));
            let (a, b) = (
                if a % 10 == 0 { a + 1 } else { a },
                if b % 10 == 0 { b + 3 } else { b },
            );
            let (x, y) = (a as f64 / 10.0, b as f64 / 100.0);
            let s = (a * 10 + b) as f64 / 100.0;
            let (xs, ys) = (ctx.dec(x, 1), ctx.dec(y, 2));
            let sep = if ctx.fr() { ',' } else { '.' };
            let wr = vec![
                w(
                    ctx,
                    Qty::exact((a + b) as f64 / 100.0, 2, ""),
                    "nombres alignés à droite au lieu d'aligner les virgules",
                    "aligned on the right instead of on the point",
                ),
                w(
                    ctx,
                    Qty::exact((a + b) as f64 / 10.0, 1, ""),
                    "nombres alignés à droite au lieu d'aligner les virgules",
                    "aligned on the right instead of on the point",
                ),
                w(
                    ctx,
                    Qty::exact(s + 1.0, 2, ""),
                    "retenue en trop",
                    "an extra carry",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Calcule {xs} + {ys} (l'addition est posée).",
                    "Work out {xs} + {ys} (set out in columns)."
                ),
                format!("{xs} + {ys} = {{v}}"),
                tr!(lang, "somme", "sum"),
                Qty::exact(s, 2, ""),
                format!("{xs}+{ys}"),
                wr,
                visual(
                    &posed_operation(&[xs.clone(), ys.clone()], "+", sep),
                    tr!(
                        lang,
                        "Addition posée : {xs} + {ys}.",
                        "Addition in columns: {xs} + {ys}."
                    ),
                ),
                format!("{xs} + {ys} = {}.", ctx.dec(s, 2)),
            )
        }
        2 => {
            let a = band(ctx, 101, 50100);
            let a = if a % 10 == 0 { a + 1 } else { a };
            let x = a as f64 / 100.0;
            let k = ctx.pick(&[10i64, 100, 1000]);
            let r = x * k as f64;
            let xs = ctx.dec(x, 2);
            let ks = n(ctx, k);
            let wr = vec![
                w(
                    ctx,
                    Qty::rounded_exact(r / 10.0, 3, ""),
                    "virgule déplacée d'un rang de trop peu",
                    "moved the point one place too few",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(r * 10.0, 2, ""),
                    "virgule déplacée d'un rang de trop",
                    "moved the point one place too many",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(x / k as f64, 5, ""),
                    "division au lieu d'une multiplication",
                    "divided instead of multiplying",
                ),
            ];
            it(
                ctx,
                tr!(lang, "Calcule {xs} × {ks}.", "Work out {xs} × {ks}."),
                format!("{xs} × {ks} = {{v}}"),
                tr!(lang, "produit", "product"),
                Qty::rounded_exact(r, 2, ""),
                format!("{xs}×{k}"),
                wr,
                cards(
                    ctx,
                    "Multiplier par 10, 100 ou 1000",
                    "Multiply by 10, 100, 1,000",
                    vec![format!("{xs} × {ks}")],
                    tr!(lang, "Calcul : {xs} × {ks}.", "Calculation: {xs} × {ks}."),
                ),
                tr!(
                    lang,
                    "Chaque chiffre prend une valeur {ks} fois plus grande : {xs} × {ks} = {}.",
                    "Each digit becomes {ks} times bigger: {xs} × {ks} = {}.",
                    ctx.dec(r, 2)
                ),
            )
        }
        _ => {
            let mut xs: Vec<i64> = Vec::new();
            while xs.len() < 3 {
                let c = band(ctx, 101, 5100);
                if c % 10 != 0 && !xs.contains(&c) {
                    xs.push(c);
                }
            }
            let max = *xs.iter().max().unwrap_or(&0);
            let shown: Vec<String> = xs.iter().map(|c| ctx.dec(*c as f64 / 100.0, 2)).collect();
            let list = shown.join(" ; ");
            let min = *xs.iter().min().unwrap_or(&0);
            let wr = vec![
                w(
                    ctx,
                    Qty::exact(min as f64 / 100.0, 2, ""),
                    "le plus petit donné au lieu du plus grand",
                    "gave the smallest, not the largest",
                ),
                w(
                    ctx,
                    Qty::exact(
                        xs.iter().sum::<i64>() as f64 / 100.0 - (max + min) as f64 / 100.0,
                        2,
                        "",
                    ),
                    "le nombre du milieu",
                    "the middle number",
                ),
                w(
                    ctx,
                    Qty::exact(max as f64 / 10.0, 1, ""),
                    "virgule déplacée",
                    "moved the point",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Quel est le plus grand de ces nombres : {list} ?",
                    "Which is the largest of these numbers: {list}?"
                ),
                tr!(
                    lang,
                    "le plus grand de ces nombres est {{v}}",
                    "the largest of these numbers is {{v}}"
                ),
                tr!(lang, "plus grand nombre", "largest number"),
                Qty::exact(max as f64 / 100.0, 2, ""),
                ctx.dec(max as f64 / 100.0, 2),
                wr,
                cards(
                    ctx,
                    "Nombres",
                    "Numbers",
                    shown.clone(),
                    tr!(lang, "Les nombres {list}.", "The numbers {list}."),
                ),
                tr!(
                    lang,
                    "On compare les unités, puis les dixièmes, puis les centièmes : le plus grand est {}.",
                    "Compare the ones, then the tenths, then the hundredths: the largest is {}.",
                    ctx.dec(max as f64 / 100.0, 2)
                ),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------
// 11: proportionality
// ------------------------------------------------------------------------------------------

fn proportionality(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    match v {
        0 => {
            let unit = ctx.int(2, 9);
            let (m, k) = (ctx.int(2, 5), ctx.int(6, 15));
            let (pm, pk) = (unit * m, unit * k);
            let wr = vec![
                w(
                    ctx,
                    Qty::int(pm + (k - m), "€"),
                    "écart ajouté au lieu d'un rapport",
                    "added the difference instead of scaling",
                ),
                w(
                    ctx,
                    Qty::int(pm * k, "€"),
                    "multiplié par le nombre total",
                    "multiplied by the whole count",
                ),
                w(
                    ctx,
                    Qty::int(unit, "€"),
                    "prix d'un seul cahier",
                    "the price of one",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "{m} cahiers coûtent {pm} €. Combien coûtent {k} cahiers au même prix ?",
                    "{m} notebooks cost €{pm}. How much do {k} notebooks cost at the same price?"
                ),
                tr!(
                    lang,
                    "{k} cahiers coûtent {{v}}",
                    "{k} notebooks cost {{v}}"
                ),
                tr!(lang, "prix", "price"),
                Qty::int(pk, "€"),
                format!("{pm}÷{m}×{k}"),
                wr,
                visual(
                    &table(&[
                        vec![
                            tr!(lang, "Cahiers", "Notebooks"),
                            m.to_string(),
                            k.to_string(),
                        ],
                        vec![
                            tr!(lang, "Prix (€)", "Price (€)"),
                            pm.to_string(),
                            "?".into(),
                        ],
                    ]),
                    tr!(
                        lang,
                        "Tableau de proportionnalité : {m} cahiers pour {pm} €, {k} cahiers pour un prix inconnu.",
                        "Proportionality table: {m} notebooks for €{pm}, {k} for an unknown price."
                    ),
                ),
                tr!(
                    lang,
                    "Un cahier coûte {pm} ÷ {m} = {unit} €, donc {k} × {unit} = {pk} €.",
                    "One costs {pm} ÷ {m} = €{unit}, so {k} × {unit} = €{pk}."
                ),
            )
        }
        1 => {
            let per = ctx.pick(&[2i64, 4, 5, 6, 8]);
            let g = ctx.int(20, 60) * 5;
            let want = ctx.pick(&[3i64, 6, 10, 12]);
            let (g, want) = if want == per {
                (g, want + 2)
            } else {
                (g, want)
            };
            let gram = g * want / per;
            let g = if (g * want) % per != 0 {
                g / per * per
            } else {
                g
            };
            let gram = if (g * want) % per == 0 {
                g * want / per
            } else {
                gram
            };
            let wr = vec![
                w(
                    ctx,
                    Qty::int(g + (want - per) * 10, "g"),
                    "écart ajouté au lieu d'un rapport",
                    "added instead of scaling",
                ),
                w(
                    ctx,
                    Qty::int(g * want, "g"),
                    "oublié de diviser",
                    "forgot to divide",
                ),
                w(
                    ctx,
                    Qty::int(g, "g"),
                    "quantité recopiée",
                    "copied the amount",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Pour {per} personnes, une recette demande {g} g de farine. Quelle masse de farine faut-il pour {want} personnes ?",
                    "A recipe for {per} people needs {g} g of flour. How much flour is needed for {want} people?"
                ),
                tr!(
                    lang,
                    "il faut {{v}} de farine pour {want} personnes",
                    "{want} people need {{v}} of flour"
                ),
                tr!(lang, "masse de farine", "mass of flour"),
                Qty::int(gram, "g"),
                format!("{g}×{want}÷{per}"),
                wr,
                visual(
                    &table(&[
                        vec![
                            tr!(lang, "Personnes", "People"),
                            per.to_string(),
                            want.to_string(),
                        ],
                        vec![
                            tr!(lang, "Farine (g)", "Flour (g)"),
                            g.to_string(),
                            "?".into(),
                        ],
                    ]),
                    tr!(
                        lang,
                        "Recette : {per} personnes pour {g} g, {want} personnes pour une masse inconnue.",
                        "Recipe: {per} people for {g} g, {want} people for an unknown mass."
                    ),
                ),
                format!("{g} × {want} ÷ {per} = {gram} g."),
            )
        }
        2 => {
            let p = ctx.pick(&[10i64, 20, 25, 50]);
            let base = ctx.int(2, 40) * 20;
            let r = base * p / 100;
            let bs = n(ctx, base);
            let wr = vec![
                w(
                    ctx,
                    Qty::int(base - r, "€"),
                    "part restante calculée",
                    "worked out the rest",
                ),
                w(
                    ctx,
                    Qty::int(p, "€"),
                    "pourcentage recopié",
                    "copied the percentage",
                ),
                w(
                    ctx,
                    Qty::int(base * p / 10, "€"),
                    "divisé par 10 au lieu de 100",
                    "divided by 10, not 100",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Un vélo coûte {bs} €. Il est soldé de {p} %. De combien d'euros le prix baisse-t-il ?",
                    "A bike costs €{bs}. It is reduced by {p}%. By how many euros does the price drop?"
                ),
                tr!(lang, "le prix baisse de {{v}}", "the price drops by {{v}}"),
                tr!(lang, "réduction", "reduction"),
                Qty::int(r, "€"),
                format!("{base}×{p}/100"),
                wr,
                visual(
                    &crate::generate::visual::percent_bar(p as f64, &format!("{p} %"), "100 %"),
                    tr!(
                        lang,
                        "Barre de 100 % dont {p} % coloriés.",
                        "A 100% bar with {p}% shaded."
                    ),
                ),
                format!("{bs} × {p} ÷ 100 = {r} €."),
            )
        }
        _ => {
            let speed = ctx.pick(&[4i64, 5, 12, 15, 60, 80, 90]);
            let h = ctx.int(2, 6);
            let d = speed * h;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(speed + h, "km"),
                    "addition au lieu d'une multiplication",
                    "added instead of multiplying",
                ),
                w(
                    ctx,
                    Qty::int(speed * (h - 1), "km"),
                    "une heure oubliée",
                    "left out an hour",
                ),
                w(
                    ctx,
                    Qty::int(speed, "km"),
                    "distance d'une seule heure",
                    "the distance of one hour",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Un cycliste parcourt {speed} km en 1 h, toujours à la même allure. Quelle distance parcourt-il en {h} h ?",
                    "A cyclist rides {speed} km in 1 h at a steady pace. How far does he ride in {h} h?"
                ),
                tr!(
                    lang,
                    "en {h} h, il parcourt {{v}}",
                    "in {h} h he rides {{v}}"
                ),
                tr!(lang, "distance", "distance"),
                Qty::int(d, "km"),
                format!("{speed}×{h}"),
                wr,
                visual(
                    &table(&[
                        vec![
                            tr!(lang, "Durée (h)", "Time (h)"),
                            "1".into(),
                            h.to_string(),
                        ],
                        vec![
                            tr!(lang, "Distance (km)", "Distance (km)"),
                            speed.to_string(),
                            "?".into(),
                        ],
                    ]),
                    tr!(
                        lang,
                        "{speed} km en 1 h ; distance en {h} h inconnue.",
                        "{speed} km in 1 h; distance in {h} h unknown."
                    ),
                ),
                format!("{speed} × {h} = {d} km."),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------
// 12: areas
// ------------------------------------------------------------------------------------------

fn areas(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    match v {
        0 | 1 => {
            let l = ctx.int(3, 25);
            let wd = if v == 1 { l } else { ctx.int(2, l.max(3) - 1) };
            let a = l * wd;
            let shape_fr = if v == 1 {
                "un carré de côté"
            } else {
                "un rectangle de"
            };
            let q = if v == 1 {
                tr!(
                    lang,
                    "Quelle est l'aire d'un carré de côté {l} cm ?",
                    "What is the area of a square with {l} cm sides?"
                )
            } else {
                tr!(
                    lang,
                    "Quelle est l'aire d'un rectangle de longueur {l} cm et de largeur {wd} cm ?",
                    "What is the area of a rectangle {l} cm long and {wd} cm wide?"
                )
            };
            let _ = shape_fr;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(2 * (l + wd), "cm²"),
                    "périmètre au lieu de l'aire",
                    "perimeter instead of area",
                ),
                w(
                    ctx,
                    Qty::int(l + wd, "cm²"),
                    "longueur et largeur ajoutées",
                    "added length and width",
                ),
                w(
                    ctx,
                    Qty::int(a + l, "cm²"),
                    "une rangée de trop",
                    "one row too many",
                ),
            ];
            let noun = if v == 1 {
                tr!(lang, "carré", "square")
            } else {
                tr!(lang, "rectangle", "rectangle")
            };
            it(
                ctx,
                q,
                tr!(
                    lang,
                    "l'aire du {noun} est {{v}}",
                    "the {noun}'s area is {{v}}"
                ),
                tr!(lang, "aire", "area"),
                Qty::int(a, "cm²"),
                format!("{l}×{wd}"),
                wr,
                visual(
                    &crate::generate::visual::rectangle(
                        l as f64,
                        wd as f64,
                        &format!("{l} cm"),
                        &format!("{wd} cm"),
                    ),
                    tr!(
                        lang,
                        "{} de {l} cm sur {wd} cm.",
                        "A {l} cm by {wd} cm {}.",
                        capital(&noun)
                    ),
                ),
                format!("{l} × {wd} = {a} cm²."),
            )
        }
        2 => {
            let (c, r, s) = (ctx.int(3, 10), ctx.int(2, 8), ctx.int(1, 20));
            let s = s.min(c * r - 1);
            let wr = vec![
                w(
                    ctx,
                    Qty::int(c * r, ""),
                    "tous les carreaux comptés",
                    "counted every square",
                ),
                w(
                    ctx,
                    Qty::int(c * r - s, ""),
                    "carreaux blancs comptés",
                    "counted the white squares",
                ),
                w(
                    ctx,
                    Qty::int(s + 1, ""),
                    "un carreau de trop",
                    "one square too many",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Sur ce quadrillage de {r} lignes de {c} carreaux, on a colorié {s} carreaux à la suite. Quelle est l'aire coloriée, en carreaux ?",
                    "On this grid of {r} rows of {c} squares, {s} squares are shaded in a row. What is the shaded area, in squares?"
                ),
                tr!(
                    lang,
                    "l'aire coloriée est de {{v}} carreaux",
                    "the shaded area is {{v}} squares"
                ),
                tr!(lang, "aire", "area"),
                Qty::int(s, ""),
                format!("{s}"),
                wr,
                visual(
                    &unit_grid(c, r, s),
                    tr!(
                        lang,
                        "Quadrillage de {r} lignes de {c} carreaux, {s} coloriés.",
                        "A grid of {r} rows of {c} squares, {s} shaded."
                    ),
                ),
                tr!(
                    lang,
                    "On compte les carreaux coloriés : {s}.",
                    "Count the shaded squares: {s}."
                ),
            )
        }
        _ => {
            let (a, b) = (ctx.int(2, 9) * 2, ctx.int(2, 12));
            let area = a * b / 2;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(a * b, "cm²"),
                    "oublié de diviser par 2",
                    "forgot to halve",
                ),
                w(
                    ctx,
                    Qty::int(a + b, "cm²"),
                    "côtés ajoutés",
                    "added the sides",
                ),
                w(
                    ctx,
                    Qty::int(area + b, "cm²"),
                    "erreur de calcul",
                    "slip in the calculation",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "Un triangle rectangle a des côtés de l'angle droit de {a} cm et {b} cm. Quelle est son aire (la moitié du rectangle) ?",
                    "A right triangle has legs of {a} cm and {b} cm. What is its area (half the rectangle)?"
                ),
                tr!(
                    lang,
                    "l'aire du triangle est {{v}}",
                    "the triangle's area is {{v}}"
                ),
                tr!(lang, "aire", "area"),
                Qty::int(area, "cm²"),
                format!("{a}×{b}÷2"),
                wr,
                visual(
                    &crate::generate::visual::rectangle(
                        a as f64,
                        b as f64,
                        &format!("{a} cm"),
                        &format!("{b} cm"),
                    ),
                    tr!(
                        lang,
                        "Rectangle de {a} cm sur {b} cm, coupé par sa diagonale en deux triangles rectangles.",
                        "A {a} cm by {b} cm rectangle cut by its diagonal into two right triangles."
                    ),
                ),
                format!("{a} × {b} ÷ 2 = {area} cm²."),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------
// 13: problems in words
// ------------------------------------------------------------------------------------------

fn problems(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let (name, fem) = ctx.person();
    let il = if fem { "elle" } else { "il" };
    let big = ctx.lvl >= Lvl::Ce2;
    match v {
        0 => {
            let (p, k, extra) = (band(ctx, 2, 26), ctx.int(2, 10), ctx.int(1, 9));
            let t = p * k + extra;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(p + k + extra, ""),
                    "tout additionné",
                    "added everything",
                ),
                w(
                    ctx,
                    Qty::int(p * k, ""),
                    "les images en plus oubliées",
                    "left out the extra stickers",
                ),
                w(
                    ctx,
                    Qty::int(p * (k + extra), ""),
                    "les images en plus ajoutées à chaque paquet",
                    "added the extras to every pack",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "{name} achète {p} paquets de {k} images. On lui en donne {extra} de plus. Combien d'images a-t-{il} ?",
                    "{name} buys {p} packs of {k} stickers and is given {extra} more. How many stickers does {name} have?"
                ),
                tr!(lang, "{name} a {{v}} images", "{name} has {{v}} stickers"),
                tr!(lang, "nombre d'images", "number of stickers"),
                Qty::int(t, ""),
                format!("{p}×{k}+{extra}"),
                wr,
                cards(
                    ctx,
                    "Problème",
                    "Problem",
                    vec![
                        tr!(lang, "{p} paquets de {k}", "{p} packs of {k}"),
                        format!(
                            "+ {}",
                            count(ctx, extra, ["image", "images"], ["sticker", "stickers"])
                        ),
                    ],
                    tr!(
                        lang,
                        "{p} paquets de {k} images et {extra} de plus.",
                        "{p} packs of {k} stickers and {extra} more."
                    ),
                ),
                format!("{p} × {k} + {extra} = {t}."),
            )
        }
        1 => {
            let (a, more) = (band(ctx, 8, 1007), ctx.int(3, if big { 150 } else { 30 }));
            let b = a + more;
            let (name2, _) = ctx.person();
            let name2 = if name2 == name { "Sam" } else { name2 };
            let wr = vec![
                w(
                    ctx,
                    Qty::int(a - more, ""),
                    "« de plus » traduit par une soustraction",
                    "read “more” as a subtraction",
                ),
                w(
                    ctx,
                    Qty::int(more, ""),
                    "écart donné au lieu du nombre",
                    "gave the difference",
                ),
                w(
                    ctx,
                    Qty::int(b + 10, ""),
                    "retenue en trop",
                    "an extra carry",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "{name} a {a} points. {name2} a {more} points de plus que {name}. Combien de points a {name2} ?",
                    "{name} has {a} points. {name2} has {more} points more than {name}. How many points does {name2} have?"
                ),
                tr!(lang, "{name2} a {{v}} points", "{name2} has {{v}} points"),
                tr!(lang, "nombre de points", "number of points"),
                Qty::int(b, ""),
                format!("{a}+{more}"),
                wr,
                cards(
                    ctx,
                    "Comparaison",
                    "Comparison",
                    vec![
                        tr!(lang, "{name} : {a}", "{name}: {a}"),
                        tr!(lang, "{name2} : {more} de plus", "{name2}: {more} more"),
                    ],
                    tr!(
                        lang,
                        "{name} a {a} points, {name2} {more} de plus.",
                        "{name} has {a} points, {name2} {more} more."
                    ),
                ),
                format!("{a} + {more} = {b}."),
            )
        }
        2 => {
            let (price, qty) = (band(ctx, 2, 41), ctx.int(2, 5));
            let cost = price * qty;
            let paid = (cost / 50 + 1) * 50;
            let change = paid - cost;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(cost, "€"),
                    "prix payé au lieu de la monnaie",
                    "gave the cost, not the change",
                ),
                w(
                    ctx,
                    Qty::int(paid - price, "€"),
                    "un seul objet payé",
                    "paid for one only",
                ),
                w(
                    ctx,
                    Qty::int(change + 10, "€"),
                    "erreur de retenue",
                    "borrowing slip",
                ),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "{name} achète {qty} livres à {price} € chacun et paie avec {paid} €. Combien lui rend-on ?",
                    "{name} buys {qty} books at €{price} each and pays with €{paid}. How much change is given?"
                ),
                tr!(lang, "on rend {{v}} à {name}", "{name} gets {{v}} back"),
                tr!(lang, "monnaie rendue", "change"),
                Qty::int(change, "€"),
                format!("{paid}-{qty}×{price}"),
                wr,
                cards(
                    ctx,
                    "Achat",
                    "Purchase",
                    vec![
                        tr!(lang, "{qty} livres à {price} €", "{qty} books at €{price}"),
                        tr!(lang, "Payé : {paid} €", "Paid: €{paid}"),
                    ],
                    tr!(
                        lang,
                        "{qty} livres à {price} € payés avec {paid} €.",
                        "{qty} books at €{price} paid with €{paid}."
                    ),
                ),
                tr!(
                    lang,
                    "{qty} × {price} = {cost} € ; {paid} - {cost} = {change} €.",
                    "{qty} × {price} = €{cost}; {paid} - {cost} = €{change}."
                ),
            )
        }
        _ => {
            let k = ctx.int(2, 8);
            let each = band(ctx, 3, 52);
            let total = k * each;
            let wr = vec![
                w(
                    ctx,
                    Qty::int(total - k, ""),
                    "soustraction au lieu d'un partage",
                    "subtracted instead of sharing",
                ),
                w(
                    ctx,
                    Qty::int(total * k, ""),
                    "multiplication au lieu d'un partage",
                    "multiplied instead of sharing",
                ),
                w(ctx, Qty::int(each + 1, ""), "un de trop", "one too many"),
            ];
            it(
                ctx,
                tr!(
                    lang,
                    "{name} range {total} livres sur {k} étagères, autant sur chacune. Combien de livres y a-t-il par étagère ?",
                    "{name} puts {total} books on {k} shelves, the same number on each. How many books are on each shelf?"
                ),
                tr!(
                    lang,
                    "il y a {{v}} livres par étagère",
                    "there are {{v}} books per shelf"
                ),
                tr!(lang, "nombre de livres", "number of books"),
                Qty::int(each, ""),
                format!("{total}÷{k}"),
                wr,
                cards(
                    ctx,
                    "Partage",
                    "Sharing",
                    vec![tr!(
                        lang,
                        "{total} livres, {k} étagères",
                        "{total} books, {k} shelves"
                    )],
                    tr!(
                        lang,
                        "{total} livres sur {k} étagères.",
                        "{total} books on {k} shelves."
                    ),
                ),
                format!("{total} ÷ {k} = {each}."),
            )
        }
    }
}
