//! Greatest common divisor and irreducible fractions (chapter `arithmetique` 3e and 2de, modes
//! 2 and 3).

use super::{factorize, power_form};
use crate::domain::question::QuestionKind::*;
use crate::domain::question::{Answer, Visual};
use crate::generate::builtin::facts::{Check, Claim, Facts};
use crate::generate::builtin::kinds::{choice_question, draft};
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

pub(super) fn gcd_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (a, b, g) = pair(ctx);
    let lcm = a / g * b;
    let f = factorize(g);
    let partial = if f.len() > 1 || f[0].1 > 1 {
        g / f[0].0
    } else {
        1
    };
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
