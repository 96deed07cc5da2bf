//! Greatest common divisor and irreducible fractions (chapter `arithmetique` 3e and 2de, modes
//! 2 and 3).

use super::{factorize, power_form};
use crate::domain::question::QuestionKind::*;
use crate::domain::question::{Answer, Visual};
use crate::generate::builtin::facts::{Check, Claim, Facts};
use crate::generate::builtin::kinds::{choice_question, draft, join};
use crate::generate::builtin::{Built, Ctx, Item, Qty, tr, w};
use crate::generate::rational::{Rational, gcd};
use crate::generate::visual::{card, visual};

/// Two numbers with a non-trivial gcd.
fn pair(ctx: &mut Ctx) -> (i64, i64, i64) {
    loop {
        let g = ctx.pick(&[2i64, 3, 4, 5, 6, 7, 8, 9, 12, 14, 15, 18, 21, 24]);
        let (x, y) = (ctx.int(2, 15), ctx.int(2, 15));
        if x != y && gcd(x, y) == 1 && g * x.max(y) <= 400 {
            return (g * x, g * y, g);
        }
    }
}

/// A common divisor short of the gcd `g` (a distractor): `g` over its smallest prime factor,
/// 1 when `g` is prime.
fn partial_divisor(g: i64) -> i64 {
    let f = factorize(g);
    if f.len() > 1 || f[0].1 > 1 {
        g / f[0].0
    } else {
        1
    }
}

pub(super) fn gcd_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (a, b, g) = pair(ctx);
    let lcm = a / g * b;
    let partial = partial_divisor(g);
    let mut wrongs = vec![
        w(
            ctx,
            Qty::int(lcm, ""),
            "confusion avec le plus petit multiple commun",
            "confused with the least common multiple",
        ),
        w(
            ctx,
            Qty::int(a.min(b), ""),
            "le plus petit des deux nombres ne divise pas l'autre",
            "the smaller number does not divide the other",
        ),
        w(
            ctx,
            Qty::int(a * b, ""),
            "produit des deux nombres",
            "product of the two numbers",
        ),
    ];
    if partial > 1 {
        wrongs.push(w(
            ctx,
            Qty::int(partial, ""),
            "diviseur commun, mais pas le plus grand",
            "a common divisor, but not the greatest",
        ));
    }
    let (fa, fb) = (power_form(&factorize(a)), power_form(&factorize(b)));
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "Quel est le plus grand diviseur commun de {a} et {b} ?",
            "What is the greatest common divisor of {a} and {b}?"
        ),
        claim: tr!(
            lang,
            "le PGCD de {a} et {b} est {{v}}",
            "the GCD of {a} and {b} is {{v}}"
        ),
        label: format!("{a} ; {b}"),
        noun: tr!(
            lang,
            "plus grand diviseur commun",
            "greatest common divisor"
        ),
        answer: Qty::int(g, ""),
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &card(
                &tr!(
                    lang,
                    "Plus grand diviseur commun",
                    "Greatest common divisor"
                ),
                &[format!("{a} = {fa}"), format!("{b} = ?")],
            ),
            tr!(
                lang,
                "Fiche : {a} = {fa} ; décomposer {b}",
                "Card: {a} = {fa}; factorise {b}"
            ),
        ),
        explanation: tr!(
            lang,
            "{a} = {fa} et {b} = {fb} : le produit des facteurs communs vaut {g}.",
            "{a} = {fa} and {b} = {fb}: the common factors multiply to {g}."
        ),
        facts: Facts::Gcd { a, b },
        steps: Vec::new(),
        variant: 0,
    }
}

fn fraction_card(ctx: &Ctx, a: i64, b: i64) -> Visual {
    let lang = ctx.lang;
    visual(
        &card(
            &tr!(lang, "Fraction à simplifier", "Fraction to simplify"),
            &[format!("{a}/{b}")],
        ),
        tr!(
            lang,
            "Fiche : la fraction {a}/{b}",
            "Card: the fraction {a}/{b}"
        ),
    )
}

pub(super) fn irreducible_choice(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let (a, b, g) = pair(ctx);
    let r = Rational::new(a, b);
    let good = ctx.frac(r);
    let f = factorize(g);
    let of = format!("{a}/{b}");
    let mut options = vec![(good.clone(), true, None)];
    let small = f[0].0;
    if small != g {
        options.push((
            format!("{}/{}", a / small, b / small),
            false,
            Some(tr!(
                lang,
                "simplifiée par {small} seulement : elle n'est pas irréductible",
                "simplified by {small} only: it is not irreducible"
            )),
        ));
    }
    options.push((
        format!("{}/{}", r.den(), r.num()),
        false,
        Some(tr!(
            lang,
            "fraction renversée",
            "fraction turned upside down"
        )),
    ));
    options.push((
        format!("{}/{}", a - g, b - g),
        false,
        Some(tr!(
            lang,
            "le diviseur commun a été soustrait au lieu de diviser",
            "subtracted the common divisor instead of dividing"
        )),
    ));
    options.push((
        format!("{}/{}", r.num() + 1, r.den()),
        false,
        Some(tr!(
            lang,
            "erreur dans la division du numérateur",
            "slip dividing the numerator"
        )),
    ));
    let mut seen = Vec::new();
    options.retain(|o| {
        let fresh = !seen.contains(&o.0);
        seen.push(o.0.clone());
        fresh
    });
    let checks = options
        .iter()
        .map(|(t, c, _)| Check::Claim {
            claim: Claim::IrreducibleFormOf {
                text: t.clone(),
                of: of.clone(),
            },
            expect: *c,
        })
        .collect();
    let stem = tr!(
        lang,
        "Quelle est la forme irréductible de la fraction {a}/{b} ?",
        "What is the fraction {a}/{b} in its simplest form?"
    );
    let vis = fraction_card(ctx, a, b);
    let explanation = tr!(
        lang,
        "Le PGCD de {a} et {b} est {g} ; on divise le numérateur et le dénominateur par {g} : {a}/{b} = {good}.",
        "The GCD of {a} and {b} is {g}; divide both by {g}: {a}/{b} = {good}."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

pub(super) fn irreducible_text(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let (a, b, g) = pair(ctx);
    let good = ctx.frac(Rational::new(a, b));
    let of = format!("{a}/{b}");
    let stem = tr!(
        lang,
        "Écris la fraction {a}/{b} sous forme irréductible (sous la forme a/b).",
        "Write the fraction {a}/{b} in its simplest form (as a/b)."
    );
    let checks = vec![Check::Claim {
        claim: Claim::IrreducibleFormOf {
            text: good.clone(),
            of,
        },
        expect: true,
    }];
    let explanation = tr!(
        lang,
        "PGCD({a} ; {b}) = {g}, donc {a}/{b} = {good}.",
        "GCD({a}, {b}) = {g}, so {a}/{b} = {good}."
    );
    let vis = fraction_card(ctx, a, b);
    Built {
        draft: draft(
            ShortText,
            stem,
            Vec::new(),
            Answer::Text {
                accepted: vec![good],
            },
            1.0,
            vis,
            explanation,
        ),
        checks,
    }
}

/// A situation where two collections are shared into identical packs: (French, English)
/// sentences with `{a}`, `{b}` replaced, the packs' name, the two item names.
struct Packs {
    fr: &'static str,
    en: &'static str,
    packs: [&'static str; 2],
    items: [[&'static str; 2]; 2],
}

const PACKS: [Packs; 3] = [
    Packs {
        fr: "Un fleuriste dispose de {a} roses et de {b} tulipes. Il veut composer des bouquets identiques (le même nombre de roses et le même nombre de tulipes dans chacun) en utilisant toutes ses fleurs.",
        en: "A florist has {a} roses and {b} tulips. He wants to make identical bouquets (the same number of roses and the same number of tulips in each) using all his flowers.",
        packs: ["bouquets", "bouquets"],
        items: [["roses", "roses"], ["tulipes", "tulips"]],
    },
    Packs {
        fr: "Un enfant possède {a} billes et {b} cartes. Il veut les répartir en paquets identiques (le même nombre de billes et le même nombre de cartes dans chacun) en utilisant toutes ses billes et toutes ses cartes.",
        en: "A child has {a} marbles and {b} cards. He wants to share them into identical packs (the same number of marbles and the same number of cards in each) using all his marbles and cards.",
        packs: ["paquets", "packs"],
        items: [["billes", "marbles"], ["cartes", "cards"]],
    },
    Packs {
        fr: "Un boulanger a préparé {a} croissants et {b} brioches. Il veut garnir des plateaux identiques (le même nombre de croissants et le même nombre de brioches sur chacun) en utilisant tout ce qu'il a préparé.",
        en: "A baker has made {a} croissants and {b} brioches. He wants to fill identical trays (the same number of croissants and the same number of brioches on each) using everything he has made.",
        packs: ["plateaux", "trays"],
        items: [["croissants", "croissants"], ["brioches", "brioches"]],
    },
];

fn packs_situation(ctx: &Ctx, p: &Packs, a: i64, b: i64) -> String {
    let t = if ctx.fr() { p.fr } else { p.en };
    t.replace("{a}", &a.to_string())
        .replace("{b}", &b.to_string())
}

fn lang_ix(ctx: &Ctx) -> usize {
    usize::from(!ctx.fr())
}

/// The largest number of identical packs: the gcd in a situation.
pub(super) fn packs_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (a, b, g) = pair(ctx);
    let p = &PACKS[ctx.int(0, PACKS.len() as i64 - 1) as usize];
    let l = lang_ix(ctx);
    let (packs, ia, ib) = (p.packs[l], p.items[0][l], p.items[1][l]);
    let partial = partial_divisor(g);
    let mut wrongs = vec![
        w(
            ctx,
            Qty::int(a / g * b, ""),
            "confusion avec le plus petit multiple commun",
            "confused with the least common multiple",
        ),
        w(
            ctx,
            Qty::int(a / g, ""),
            "nombre d'objets d'un paquet donné au lieu du nombre de paquets",
            "gave the number of items in a pack instead of the number of packs",
        ),
        w(
            ctx,
            Qty::int(a.min(b), ""),
            "le plus petit des deux nombres ne divise pas l'autre",
            "the smaller number does not divide the other",
        ),
    ];
    if partial > 1 {
        wrongs.push(w(
            ctx,
            Qty::int(partial, ""),
            "diviseur commun, mais pas le plus grand",
            "a common divisor, but not the greatest",
        ));
    }
    let (fa, fb) = (power_form(&factorize(a)), power_form(&factorize(b)));
    let (x, y) = (a / g, b / g);
    Item {
        situation: packs_situation(ctx, p, a, b),
        question: tr!(
            lang,
            "Quel est le plus grand nombre de {packs} qu'il peut faire ?",
            "What is the largest number of {packs} he can make?"
        ),
        claim: tr!(
            lang,
            "il peut faire au plus {{v}} {packs}",
            "he can make at most {{v}} {packs}"
        ),
        label: format!("{a} {ia} ; {b} {ib}"),
        noun: tr!(lang, "nombre de {packs}", "number of {packs}"),
        answer: Qty::int(g, ""),
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &card(
                &tr!(lang, "{packs} identiques", "identical {packs}"),
                &[format!("{a} {ia}"), format!("{b} {ib}")],
            ),
            tr!(
                lang,
                "Fiche : {a} {ia} et {b} {ib} à répartir en {packs} identiques",
                "Card: {a} {ia} and {b} {ib} to share into identical {packs}"
            ),
        ),
        explanation: tr!(
            lang,
            "Le nombre de {packs} divise {a} et {b} : le plus grand est leur PGCD. {a} = {fa} et {b} = {fb}, donc PGCD({a} ; {b}) = {g}. Chacun contient {a} ÷ {g} = {x} {ia} et {b} ÷ {g} = {y} {ib}.",
            "The number of {packs} divides {a} and {b}: the largest is their GCD. {a} = {fa} and {b} = {fb}, so GCD({a}, {b}) = {g}. Each holds {a} ÷ {g} = {x} {ia} and {b} ÷ {g} = {y} {ib}."
        ),
        facts: Facts::Gcd { a, b },
        steps: Vec::new(),
        variant: 1,
    }
}

/// What each pack holds when the most packs are made (written as text).
pub(super) fn packs_text(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let (a, b, g) = pair(ctx);
    let p = &PACKS[ctx.int(0, PACKS.len() as i64 - 1) as usize];
    let l = lang_ix(ctx);
    let (packs, ia, ib) = (p.packs[l], p.items[0][l], p.items[1][l]);
    let (x, y) = (a / g, b / g);
    let and = if ctx.fr() { "et" } else { "and" };
    let accepted = vec![
        format!("{x} {ia} {and} {y} {ib}"),
        format!("{y} {ib} {and} {x} {ia}"),
        format!("{x} {ia}, {y} {ib}"),
        format!("{x} {ia} ; {y} {ib}"),
    ];
    let checks = vec![
        // as many packs of each kind, and no larger number of packs possible
        Check::Claim {
            claim: Claim::ExprEq {
                a: format!("{a}/{x}"),
                b: format!("{b}/{y}"),
            },
            expect: true,
        },
        Check::Claim {
            claim: Claim::IrreducibleFormOf {
                text: format!("{x}/{y}"),
                of: format!("{a}/{b}"),
            },
            expect: true,
        },
    ];
    let stem = join(&[
        &packs_situation(ctx, p, a, b),
        &tr!(
            lang,
            "Il fait le plus grand nombre possible de {packs}. Combien de {ia} et de {ib} chacun contient-il ? Réponds sous la forme « x {ia} et y {ib} ».",
            "He makes as many {packs} as possible. How many {ia} and {ib} does each hold? Answer in the form “x {ia} and y {ib}”."
        ),
    ]);
    let (fa, fb) = (power_form(&factorize(a)), power_form(&factorize(b)));
    let explanation = tr!(
        lang,
        "Le plus grand nombre de {packs} est PGCD({a} ; {b}) : {a} = {fa} et {b} = {fb}, donc PGCD = {g}. Chacun contient {a} ÷ {g} = {x} {ia} et {b} ÷ {g} = {y} {ib}.",
        "The largest number of {packs} is GCD({a}, {b}): {a} = {fa} and {b} = {fb}, so the GCD is {g}. Each holds {a} ÷ {g} = {x} {ia} and {b} ÷ {g} = {y} {ib}."
    );
    let vis = visual(
        &card(
            &tr!(lang, "{packs} identiques", "identical {packs}"),
            &[format!("{a} {ia}"), format!("{b} {ib}")],
        ),
        tr!(
            lang,
            "Fiche : {a} {ia} et {b} {ib} à répartir en {packs} identiques",
            "Card: {a} {ia} and {b} {ib} to share into identical {packs}"
        ),
    );
    Built {
        draft: draft(
            ShortText,
            stem,
            Vec::new(),
            Answer::Text { accepted },
            1.0,
            vis,
            explanation,
        ),
        checks,
    }
}

/// Which numbers are common divisors of two numbers; with `packs`, which numbers of identical
/// packs can be made.
pub(super) fn common_divisors_mc(ctx: &mut Ctx, packs: bool) -> Built {
    let lang = ctx.lang;
    let (a, b, g, common, single) = loop {
        let (a, b, g) = pair(ctx);
        let common: Vec<i64> = (2..=g).filter(|d| g % d == 0).collect();
        let single: Vec<i64> = (2..=a.max(b) / 2)
            .filter(|&d| (a % d == 0) != (b % d == 0) && d != a && d != b)
            .collect();
        if common.len() >= 2 && single.len() >= 3 {
            break (a, b, g, common, single);
        }
    };
    let n_good = ctx.int(2, 3.min(common.len() as i64)) as usize;
    let mut good = common.clone();
    ctx.shuffle(&mut good);
    good.truncate(n_good);
    if !good.contains(&g) && ctx.chance(0.5) {
        good[0] = g;
    }
    let mut bad = single.clone();
    ctx.shuffle(&mut bad);
    bad.truncate(5 - n_good);
    let mut nums: Vec<i64> = good.iter().chain(bad.iter()).copied().collect();
    nums.sort_unstable();
    let mut options = Vec::new();
    let mut checks = Vec::new();
    for &d in &nums {
        let ok = a % d == 0 && b % d == 0;
        let fb = (!ok).then(|| {
            let (yes, no) = if a % d == 0 { (a, b) } else { (b, a) };
            tr!(
                lang,
                "{d} divise {yes} mais pas {no}",
                "{d} divides {yes} but not {no}"
            )
        });
        checks.push(Check::Claim {
            claim: Claim::Divides { d, n: a },
            expect: a % d == 0,
        });
        checks.push(Check::Claim {
            claim: Claim::Divides { d, n: b },
            expect: b % d == 0,
        });
        options.push((d.to_string(), ok, fb));
    }
    let list = common
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let (fa, fb) = (power_form(&factorize(a)), power_form(&factorize(b)));
    let (stem, vis, explanation) = if packs {
        let p = &PACKS[ctx.int(0, PACKS.len() as i64 - 1) as usize];
        let l = lang_ix(ctx);
        let (pk, ia, ib) = (p.packs[l], p.items[0][l], p.items[1][l]);
        (
            join(&[
                &packs_situation(ctx, p, a, b),
                &tr!(
                    lang,
                    "Parmi ces nombres, lesquels peuvent être le nombre de {pk} ?",
                    "Which of these numbers can be the number of {pk}?"
                ),
            ]),
            visual(
                &card(
                    &tr!(lang, "{pk} identiques", "identical {pk}"),
                    &[format!("{a} {ia}"), format!("{b} {ib}")],
                ),
                tr!(
                    lang,
                    "Fiche : {a} {ia} et {b} {ib} à répartir en {pk} identiques",
                    "Card: {a} {ia} and {b} {ib} to share into identical {pk}"
                ),
            ),
            tr!(
                lang,
                "Le nombre de {pk} doit diviser {a} et {b}. {a} = {fa} et {b} = {fb} : leurs diviseurs communs autres que 1 sont {list}.",
                "The number of {pk} must divide {a} and {b}. {a} = {fa} and {b} = {fb}: their common divisors other than 1 are {list}."
            ),
        )
    } else {
        (
            tr!(
                lang,
                "Parmi ces nombres, lesquels sont des diviseurs communs à {a} et {b} ?",
                "Which of these numbers are common divisors of {a} and {b}?"
            ),
            visual(
                &card(
                    &tr!(lang, "Diviseurs communs", "Common divisors"),
                    &[format!("{a} = {fa}"), format!("{b} = {fb}")],
                ),
                tr!(
                    lang,
                    "Fiche : {a} = {fa} et {b} = {fb}",
                    "Card: {a} = {fa} and {b} = {fb}"
                ),
            ),
            tr!(
                lang,
                "Les diviseurs communs à {a} et {b} sont les diviseurs de leur PGCD {g} : en dehors de 1, ce sont {list}.",
                "The common divisors of {a} and {b} are the divisors of their GCD {g}: apart from 1, they are {list}."
            ),
        )
    };
    choice_question(ctx, stem, options, checks, vis, explanation)
}

/// The number to divide both terms of a fraction by to make it irreducible in one step.
pub(super) fn simplifier_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (a, b, g) = pair(ctx);
    let f = factorize(g);
    let partial = partial_divisor(g);
    let mut wrongs = vec![
        w(
            ctx,
            Qty::int(a / g * b, ""),
            "confusion avec le plus petit multiple commun",
            "confused with the least common multiple",
        ),
        w(
            ctx,
            Qty::int((b - a).abs(), ""),
            "différence du dénominateur et du numérateur",
            "difference of the denominator and the numerator",
        ),
    ];
    if partial > 1 {
        wrongs.push(w(
            ctx,
            Qty::int(partial, ""),
            "diviseur commun, mais pas le plus grand : la fraction obtenue se simplifie encore",
            "a common divisor, but not the greatest: the fraction obtained still simplifies",
        ));
    }
    if f[0].0 != g {
        wrongs.push(w(
            ctx,
            Qty::int(f[0].0, ""),
            "plus petit facteur commun seulement : la fraction obtenue se simplifie encore",
            "the smallest common factor only: the fraction obtained still simplifies",
        ));
    }
    let (fa, fb) = (power_form(&factorize(a)), power_form(&factorize(b)));
    let (x, y) = (a / g, b / g);
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "Par quel nombre faut-il diviser le numérateur {a} et le dénominateur {b} de la fraction {a}/{b} pour la rendre irréductible en une seule simplification ?",
            "By which number must the numerator {a} and the denominator {b} of the fraction {a}/{b} be divided to make it irreducible in a single simplification?"
        ),
        claim: tr!(
            lang,
            "pour rendre {a}/{b} irréductible en une seule étape, on divise son numérateur {a} et son dénominateur {b} par {{v}}",
            "to make {a}/{b} irreducible in one step, divide its numerator {a} and its denominator {b} by {{v}}"
        ),
        label: format!("{a}/{b}"),
        noun: tr!(lang, "diviseur", "divisor"),
        answer: Qty::int(g, ""),
        wrongs,
        alts: Vec::new(),
        visual: fraction_card(ctx, a, b),
        explanation: tr!(
            lang,
            "On divise par le PGCD : {a} = {fa} et {b} = {fb}, donc PGCD({a} ; {b}) = {g}. {a} ÷ {g} = {x} et {b} ÷ {g} = {y} : {a}/{b} = {x}/{y}, irréductible.",
            "Divide by the GCD: {a} = {fa} and {b} = {fb}, so GCD({a}, {b}) = {g}. {a} ÷ {g} = {x} and {b} ÷ {g} = {y}: {a}/{b} = {x}/{y}, irreducible."
        ),
        facts: Facts::Gcd { a, b },
        steps: Vec::new(),
        variant: 2,
    }
}

/// Which fractions are irreducible.
pub(super) fn irreducible_mc(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let n_good = ctx.int(2, 3) as usize;
    let mut options: Vec<(String, bool, Option<String>)> = Vec::new();
    let mut checks = Vec::new();
    let mut values: Vec<Rational> = Vec::new();
    while options.len() < 5 {
        let good = options.iter().filter(|o| o.1).count() < n_good;
        let (n, d, g) = if good {
            let (x, y) = (ctx.int(4, 40), ctx.int(5, 60));
            (x, y, gcd(x, y))
        } else {
            let g = ctx.pick(&[3i64, 7, 11, 13, 17]);
            let (x, y) = (ctx.int(2, 9), ctx.int(3, 12));
            (g * x, g * y, gcd(g * x, g * y))
        };
        let r = Rational::new(n, d);
        if n >= d || (g == 1) != good || values.contains(&r) {
            continue;
        }
        let text = format!("{n}/{d}");
        let fb = (!good).then(|| {
            tr!(
                lang,
                "{n} et {d} sont tous deux divisibles par {g}",
                "{n} and {d} are both divisible by {g}"
            )
        });
        checks.push(Check::Claim {
            claim: Claim::IrreducibleFormOf {
                text: text.clone(),
                of: text.clone(),
            },
            expect: good,
        });
        values.push(r);
        options.push((text, good, fb));
    }
    let stem = tr!(
        lang,
        "Parmi ces fractions, lesquelles sont irréductibles ?",
        "Which of these fractions are irreducible?"
    );
    let list = options
        .iter()
        .map(|o| o.0.clone())
        .collect::<Vec<_>>()
        .join(" ; ");
    let vis = visual(
        &card(
            &tr!(lang, "Fractions", "Fractions"),
            std::slice::from_ref(&list),
        ),
        tr!(
            lang,
            "Fiche : les fractions {list}",
            "Card: the fractions {list}"
        ),
    );
    let reduced = values
        .iter()
        .zip(&options)
        .filter(|(_, o)| !o.1)
        .map(|(r, o)| format!("{} = {}/{}", o.0, r.num(), r.den()))
        .collect::<Vec<_>>()
        .join(" ; ");
    let explanation = tr!(
        lang,
        "Une fraction est irréductible quand son numérateur et son dénominateur n'ont pas d'autre diviseur commun que 1. Les autres se simplifient : {reduced}.",
        "A fraction is irreducible when its numerator and denominator have no common divisor other than 1. The others simplify: {reduced}."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}
