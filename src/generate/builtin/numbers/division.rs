//! Euclidean and decimal division (chapter `division-euclidienne-et-decimale` 6e, mode 2).

use super::expr_item;
use crate::domain::question::Language;
use crate::generate::builtin::facts::Facts;
use crate::generate::builtin::{Ctx, Item, Qty, tr, w};
use crate::generate::num;
use crate::generate::rational::Rational;
use crate::generate::visual::{division_layout, visual};

pub(super) fn division(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(3);
    if variant == 2 {
        let b = ctx.pick(&[2i64, 4, 5, 8]);
        let mut a = ctx.int(11, 199);
        if a % b == 0 {
            a += 1;
        }
        let value = Rational::new(a, b);
        let (q, r) = (a / b, a % b);
        let expr = format!("{a} ÷ {b}");
        let answer = Qty::rat_or_dec(value, 3, "");
        let v = answer.text(lang);
        let wrongs = vec![
            w(
                ctx,
                Qty::int(q, ""),
                "division arrêtée au quotient entier",
                "stopped at the whole quotient",
            ),
            w(
                ctx,
                Qty::exact(
                    num::parse(&format!("{q},{r}"), Language::Fr).unwrap_or(0.0),
                    3,
                    "",
                ),
                "reste écrit après la virgule",
                "remainder written after the point",
            ),
            w(
                ctx,
                Qty::rat_or_dec(Rational::new(b, a), 4, "").clone_rounded(),
                "dividende et diviseur inversés",
                "dividend and divisor swapped",
            ),
        ];
        let fig = division_layout(&a.to_string(), &b.to_string());
        let alt = tr!(
            lang,
            "Division posée de {a} par {b}",
            "Long division of {a} by {b}"
        );
        return expr_item(
            ctx,
            String::new(),
            tr!(
                lang,
                "Calcule le quotient décimal exact de {a} par {b}.",
                "Work out the exact decimal quotient of {a} by {b}."
            ),
            &expr,
            answer,
            wrongs,
            visual(&fig, alt),
            tr!(
                lang,
                "{a} = {b} × {q} + {r}, on continue la division après la virgule : {a} ÷ {b} = {v}.",
                "{a} = {b} × {q} + {r}; carry on after the point: {a} ÷ {b} = {v}."
            ),
            2,
        );
    }
    let b = ctx.int(3, 25);
    let q = ctx.int(6, 99);
    let r = ctx.int(1, b - 1);
    let a = b * q + r;
    let remainder = variant == 1;
    let (answer, wrongs, question, claim, noun) = if remainder {
        (
            Qty::int(r, ""),
            vec![
                w(
                    ctx,
                    Qty::int(b - r, ""),
                    "calcul de ce qui manque pour atteindre le multiple suivant",
                    "worked out what is missing to the next multiple",
                ),
                w(
                    ctx,
                    Qty::int(q, ""),
                    "confusion entre quotient et reste",
                    "confused quotient and remainder",
                ),
                w(
                    ctx,
                    Qty::int(r + b, ""),
                    "quotient trop petit d'une unité : le reste dépasse le diviseur",
                    "quotient one too small: the remainder exceeds the divisor",
                ),
            ],
            tr!(
                lang,
                "Quel est le reste de la division euclidienne de {a} par {b} ?",
                "What is the remainder of the division of {a} by {b}?"
            ),
            tr!(
                lang,
                "le reste de la division euclidienne de {a} par {b} est {{v}}",
                "the remainder of {a} divided by {b} is {{v}}"
            ),
            tr!(lang, "reste", "remainder"),
        )
    } else {
        (
            Qty::int(q, ""),
            vec![
                w(
                    ctx,
                    Qty::int(q + 1, ""),
                    "quotient trop grand d'une unité",
                    "quotient one too big",
                ),
                w(
                    ctx,
                    Qty::int(q - 1, ""),
                    "quotient trop petit d'une unité",
                    "quotient one too small",
                ),
                w(
                    ctx,
                    Qty::int(r, ""),
                    "confusion entre quotient et reste",
                    "confused quotient and remainder",
                ),
            ],
            tr!(
                lang,
                "Quel est le quotient de la division euclidienne de {a} par {b} ?",
                "What is the quotient of the division of {a} by {b}?"
            ),
            tr!(
                lang,
                "le quotient de la division euclidienne de {a} par {b} est {{v}}",
                "the quotient of {a} divided by {b} is {{v}}"
            ),
            tr!(lang, "quotient", "quotient"),
        )
    };
    let fig = division_layout(&a.to_string(), &b.to_string());
    let alt = tr!(
        lang,
        "Division euclidienne posée de {a} par {b}",
        "Long division of {a} by {b}"
    );
    Item {
        situation: String::new(),
        question,
        claim,
        label: format!("{a} ÷ {b}"),
        noun,
        answer,
        wrongs,
        alts: Vec::new(),
        visual: visual(&fig, alt),
        explanation: tr!(
            lang,
            "{a} = {b} × {q} + {r} avec {r} < {b} : le quotient est {q} et le reste {r}.",
            "{a} = {b} × {q} + {r} with {r} < {b}: the quotient is {q} and the remainder {r}."
        ),
        facts: Facts::Euclid { a, b, remainder },
        steps: Vec::new(),
        variant,
    }
}

impl Qty {
    /// Rounds a non-decimal rational to three decimals (for a distractor that needs no
    /// exactness).
    fn clone_rounded(&self) -> Qty {
        match self.frac {
            Some(r) => Qty::rounded_exact(r.to_f64(), 3, self.unit),
            None => self.clone(),
        }
    }
}
