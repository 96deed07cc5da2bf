//! Powers and square roots: values of powers, rules for exponents, negative powers of ten,
//! scientific notation (mode 0, 4e); plus square roots and signs of squares (mode 1, 3e). The
//! 2de (mode 2) works on what the seconde adds: writing √n as a√b, products and quotients of
//! roots, roots of fractions, negative exponents of fractions, quotients in scientific
//! notation and chains of exponent rules with negative exponents.

use super::super::num::superscript as sup;
use super::super::rational::Rational;
use super::super::visual::{card, square_area, visual};
use super::facts::{Check, Claim, Facts};
use super::kinds::{choice_question, ordering_of};
use super::{Built, Ctx, Family, Item, Qty, Wrong, tr, w};
use crate::domain::question::QuestionKind::{self, *};
use crate::domain::question::Visual;

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "powers",
    notion,
    item,
    special,
    kinds: |mode| {
        if mode == 2 {
            &[Numeric, SingleChoice, TrueFalse, Matching]
        } else {
            &[
                Numeric,
                SingleChoice,
                MultipleChoice,
                TrueFalse,
                Ordering,
                Matching,
            ]
        }
    },
    variants: |mode| if mode == 0 { 4 } else { 6 },
};

/// The notion of the chapter's course knowledge a variant exercises. 4e: a power's value and
/// negative powers of 10 (`puissance`), scientific notation; the rules for exponents of any
/// base span the chapter. 3e: the rules for powers, square roots (scientific notation is not
/// among its notions). 2de: square roots, then powers of fractions and the rules.
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    match (mode, variant) {
        (0, 0 | 2) => Some("puissance"),
        (0, 3) => Some("notation-scientifique"),
        (0, _) => None,
        (1, 4) => Some("racine"),
        (1, 3) => None,
        (1, _) => Some("puissances"),
        (_, 0..=2) => Some("racine"),
        _ => Some("puissances"),
    }
}

fn special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    if ctx.mode == 2 {
        return None;
    }
    match kind {
        MultipleChoice => Some(equal_powers(ctx)),
        Ordering => Some(order_scientific(ctx)),
        _ => None,
    }
}

fn calc_card(ctx: &Ctx, e: &str) -> Visual {
    visual(
        &card(
            &tr!(ctx.lang, "Calcul", "Calculation"),
            &[format!("{e} = ?")],
        ),
        tr!(ctx.lang, "Fiche : calculer {e}", "Card: work out {e}"),
    )
}

#[allow(clippy::too_many_arguments)]
fn base_item(
    ctx: &Ctx,
    question: String,
    e: &str,
    answer: Qty,
    wrongs: Vec<Wrong>,
    explanation: String,
    facts: Facts,
    variant: u8,
) -> Item {
    let lang = ctx.lang;
    Item {
        situation: String::new(),
        question,
        claim: tr!(lang, "{e} = {{v}}", "{e} = {{v}}"),
        label: e.to_owned(),
        noun: tr!(lang, "valeur", "value"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: calc_card(ctx, e),
        explanation,
        facts,
        steps: Vec::new(),
        variant,
    }
}

fn item(ctx: &mut Ctx) -> Item {
    let n = if ctx.mode == 0 { 4 } else { 6 };
    let v = ctx.variant(n);
    if ctx.mode == 2 {
        return match v {
            0 => root_simplify(ctx, v),
            1 => root_product(ctx, v),
            2 => root_fraction(ctx, v),
            3 => fraction_power(ctx, v),
            4 => scientific_quotient(ctx, v),
            _ => exponent_chain(ctx, v),
        };
    }
    match v {
        0 => power_value(ctx, v),
        1 => exponent_rule(ctx, v),
        2 => negative_ten(ctx, v),
        3 => scientific(ctx, v),
        4 => root(ctx, v),
        _ => sign_of_square(ctx, v),
    }
}

fn power_value(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let (a, n) = loop {
        let a = ctx.pick(&[2i64, 3, 4, 5, 10, -2, -3]);
        let n = ctx.int(2, 6);
        if a.abs().pow(n as u32) <= 100_000 && !(a.abs() == 10 && n > 5) {
            break (a, n);
        }
    };
    let e = if a < 0 {
        format!("({a}){}", sup(n))
    } else {
        format!("{a}{}", sup(n))
    };
    let value = a.pow(n as u32);
    let mut wrongs = vec![
        w(
            ctx,
            Qty::int(a * n, ""),
            "base multipliée par l'exposant",
            "multiplied the base by the exponent",
        ),
        w(
            ctx,
            Qty::int(a.pow(n as u32 - 1), ""),
            "un facteur de moins",
            "one factor too few",
        ),
    ];
    if a > 0 {
        wrongs.push(w(
            ctx,
            Qty::int(n.pow(a as u32).min(10_000_000), ""),
            "base et exposant inversés",
            "swapped base and exponent",
        ));
    } else {
        wrongs.push(w(
            ctx,
            Qty::int(-value, ""),
            "signe mal déterminé (nombre de facteurs négatifs)",
            "wrong sign (count the negative factors)",
        ));
    }
    let factors = std::iter::repeat_n(
        if a < 0 {
            format!("({a})")
        } else {
            a.to_string()
        },
        n as usize,
    )
    .collect::<Vec<_>>()
    .join(" × ");
    let v = super::super::num::int(value, lang);
    base_item(
        ctx,
        tr!(lang, "Calcule {e}.", "Work out {e}."),
        &e,
        Qty::int(value, ""),
        wrongs,
        tr!(lang, "{e} = {factors} = {v}.", "{e} = {factors} = {v}."),
        Facts::exact(e.clone()),
        variant,
    )
}

fn exponent_rule(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let a = ctx.pick(&[2i64, 3, 5, 7, 10]);
    let (m, n) = (ctx.int(2, 7), ctx.int(2, 6));
    let rule = ctx.int(0, 2);
    let (e, k, wrongs, why) = match rule {
        0 => (
            format!("{a}{} × {a}{}", sup(m), sup(n)),
            m + n,
            vec![
                w(
                    ctx,
                    Qty::int(m * n, ""),
                    "exposants multipliés au lieu d'être additionnés",
                    "multiplied the exponents instead of adding",
                ),
                w(
                    ctx,
                    Qty::int((m - n).abs(), ""),
                    "exposants soustraits au lieu d'être additionnés",
                    "subtracted the exponents instead of adding",
                ),
            ],
            tr!(lang, "aᵐ × aⁿ = aᵐ⁺ⁿ", "aᵐ × aⁿ = aᵐ⁺ⁿ"),
        ),
        1 => {
            let (m, n) = (m.max(n) + 1, m.min(n));
            (
                format!("{a}{} ÷ {a}{}", sup(m), sup(n)),
                m - n,
                vec![
                    w(
                        ctx,
                        Qty::int(m + n, ""),
                        "exposants additionnés au lieu d'être soustraits",
                        "added the exponents instead of subtracting",
                    ),
                    w(
                        ctx,
                        Qty::exact(m as f64 / n as f64, 2, ""),
                        "exposants divisés",
                        "divided the exponents",
                    ),
                ],
                tr!(lang, "aᵐ ÷ aⁿ = aᵐ⁻ⁿ", "aᵐ ÷ aⁿ = aᵐ⁻ⁿ"),
            )
        }
        _ => {
            let (m, n) = (m.min(4), n.min(4));
            (
                format!("({a}{}){}", sup(m), sup(n)),
                m * n,
                vec![
                    w(
                        ctx,
                        Qty::int(m + n, ""),
                        "exposants additionnés au lieu d'être multipliés",
                        "added the exponents instead of multiplying",
                    ),
                    w(
                        ctx,
                        Qty::int(m.pow(n as u32), ""),
                        "exposant élevé à la puissance",
                        "raised the exponent to a power",
                    ),
                ],
                tr!(lang, "(aᵐ)ⁿ = aᵐˣⁿ", "(aᵐ)ⁿ = aᵐˣⁿ"),
            )
        }
    };
    let mut wrongs = wrongs;
    wrongs.push(w(
        ctx,
        Qty::int(k + 1, ""),
        "erreur de calcul sur l'exposant",
        "slip on the exponent",
    ));
    let result = format!("{a}{}", sup(k));
    base_item(
        ctx,
        tr!(
            lang,
            "On écrit {e} sous la forme {a}ⁿ. Quel est l'exposant n ?",
            "{e} is written as {a}ⁿ. What is the exponent n?"
        ),
        &e,
        Qty::int(k, ""),
        wrongs,
        tr!(lang, "{why} : {e} = {result}.", "{why}: {e} = {result}."),
        Facts::PowerExp {
            base: Rational::int(a),
            expr: e.clone(),
        },
        variant,
    )
    .with_claim(tr!(
        lang,
        "si {e} = {a}ⁿ, alors n = {{v}}",
        "if {e} = {a}ⁿ, then n = {{v}}"
    ))
}

impl Item {
    fn with_claim(mut self, claim: String) -> Item {
        self.claim = claim;
        self
    }
}

fn negative_ten(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let n = ctx.int(1, 6);
    let e = format!("10{}", sup(-n));
    let value = Rational::new(1, 10i64.pow(n as u32));
    let zeros = "0".repeat(n as usize);
    let wrongs = vec![
        w(
            ctx,
            Qty::int(-(10i64.pow(n as u32)), ""),
            "exposant négatif compris comme un nombre négatif",
            "read the negative exponent as a negative number",
        ),
        w(
            ctx,
            Qty::exact(value.to_f64() / 10.0, n as u32 + 1, ""),
            "un zéro de trop après la virgule",
            "one zero too many after the point",
        ),
        w(
            ctx,
            Qty::exact(-(n as f64) * 10.0, 0, ""),
            "produit de 10 par l'exposant",
            "multiplied 10 by the exponent",
        ),
    ];
    let v = Qty::exact(value.to_f64(), n as u32, "").text(lang);
    base_item(
        ctx,
        tr!(
            lang,
            "Donne l'écriture décimale de {e}.",
            "Write {e} as a decimal."
        ),
        &e,
        Qty::exact(value.to_f64(), n as u32, ""),
        wrongs,
        tr!(
            lang,
            "{e} = 1 ÷ 1{zeros} = {v} : le chiffre 1 est au rang {n} après la virgule.",
            "{e} = 1 ÷ 1{zeros} = {v}: the digit 1 is in place {n} after the point."
        ),
        Facts::exact(e.clone()),
        variant,
    )
}

fn scientific(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let mantissa = ctx.int(11, 99);
    let mantissa = if mantissa % 10 == 0 {
        mantissa + 1
    } else {
        mantissa
    };
    let k = ctx.int(-5, 6);
    let m = Rational::new(mantissa, 10);
    let x = m * Rational::int(10)
        .checked_pow(k as i32)
        .unwrap_or(Rational::ONE);
    let xt = super::super::num::rat_or_dec(x, 8, lang);
    let mt = ctx.dec(m.to_f64(), 1);
    let e = format!("{mt} × 10ⁿ");
    let digits = xt.chars().filter(char::is_ascii_digit).count() as i64;
    let wrongs = vec![
        w(
            ctx,
            Qty::int(-k, ""),
            "signe de l'exposant inversé",
            "sign of the exponent reversed",
        ),
        w(
            ctx,
            Qty::int(k + 1, ""),
            "décalage de la virgule mal compté",
            "miscounted the shift of the point",
        ),
        w(
            ctx,
            Qty::int(digits, ""),
            "nombre de chiffres compté au lieu du décalage de la virgule",
            "counted the digits instead of the shift",
        ),
    ];
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "On écrit {xt} en notation scientifique : {e}. Quel est l'exposant n ?",
            "{xt} in scientific notation is {e}. What is the exponent n?"
        ),
        claim: tr!(
            lang,
            "si {xt} = {e}, alors n = {{v}}",
            "if {xt} = {e}, then n = {{v}}"
        ),
        label: xt.clone(),
        noun: tr!(lang, "exposant", "exponent"),
        answer: Qty::int(k, ""),
        wrongs,
        alts: Vec::new(),
        visual: calc_card(ctx, &format!("{xt} = {e}")),
        explanation: tr!(
            lang,
            "La virgule se déplace de {k} rang(s) : {xt} = {mt} × 10^{k}.",
            "The point moves {k} place(s): {xt} = {mt} × 10^{k}."
        )
        .replace(&format!("10^{k}"), &format!("10{}", sup(k))),
        facts: Facts::PowerExp {
            base: Rational::int(10),
            expr: format!("{xt} ÷ {mt}"),
        },
        steps: Vec::new(),
        variant,
    }
}

fn root(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    if ctx.chance(0.5) {
        let r = ctx.int(4, 25);
        let n = r * r;
        let wrongs = vec![
            w(
                ctx,
                Qty::exact(n as f64 / 2.0, 1, ""),
                "division par 2 au lieu de la racine carrée",
                "halved instead of taking the square root",
            ),
            w(
                ctx,
                Qty::int(n * n, ""),
                "carré au lieu de la racine carrée",
                "squared instead of taking the square root",
            ),
            w(
                ctx,
                Qty::int(-r, ""),
                "la racine carrée est positive",
                "a square root is positive",
            ),
        ];
        let e = format!("√{n}");
        let mut it = base_item(
            ctx,
            tr!(
                lang,
                "Un carré a une aire de {n} unités d'aire. Quelle est la longueur de son côté (en unités de longueur) ?",
                "A square has an area of {n} square units. How long is its side (in units)?"
            ),
            &e,
            Qty::int(r, ""),
            wrongs,
            tr!(
                lang,
                "Le côté c vérifie c² = {n}, donc c = √{n} = {r} car {r}² = {n}.",
                "The side c satisfies c² = {n}, so c = √{n} = {r} since {r}² = {n}."
            ),
            Facts::exact(e.clone()),
            variant,
        );
        it.visual = visual(
            &square_area(&tr!(lang, "Aire = {n}", "Area = {n}"), "?"),
            tr!(
                lang,
                "Carré d'aire {n}, côté inconnu",
                "Square of area {n}, unknown side"
            ),
        );
        it.claim = tr!(lang, "le côté mesure {{v}}", "the side is {{v}}");
        return it;
    }
    let inner = ctx.pick(&[2i64, 3, 5, 6, 7]);
    let a = ctx.int(2, 9);
    let n = a * a * inner;
    let e = format!("√{n}");
    let wrongs = vec![
        w(
            ctx,
            Qty::int(a * a, ""),
            "carré parfait laissé sans racine",
            "left the perfect square without its root",
        ),
        w(
            ctx,
            Qty::int(n / inner / 2, ""),
            "division par 2 au lieu de la racine carrée",
            "halved instead of taking the square root",
        ),
        w(
            ctx,
            Qty::int(a + 1, ""),
            "erreur dans la recherche du carré parfait",
            "slip finding the perfect square",
        ),
    ];
    let sq = a * a;
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "On écrit {e} sous la forme a√{inner} avec a entier. Quelle est la valeur de a ?",
            "{e} is written as a√{inner} with a a whole number. What is a?"
        ),
        claim: tr!(lang, "{e} = {{v}}√{inner}", "{e} = {{v}}√{inner}"),
        label: e.clone(),
        noun: tr!(lang, "coefficient", "coefficient"),
        answer: Qty::int(a, ""),
        wrongs,
        alts: Vec::new(),
        visual: calc_card(ctx, &format!("{e} = a√{inner}")),
        explanation: tr!(
            lang,
            "{e} = √({sq} × {inner}) = √{sq} × √{inner} = {a}√{inner}.",
            "{e} = √({sq} × {inner}) = √{sq} × √{inner} = {a}√{inner}."
        ),
        facts: Facts::exact(format!("√({n} ÷ {inner})")),
        steps: Vec::new(),
        variant,
    }
}

fn sign_of_square(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let a = ctx.int(2, 9);
    let with_brackets = ctx.chance(0.5);
    let (e, value) = if with_brackets {
        (format!("(-{a})²"), a * a)
    } else {
        (format!("-{a}²"), -a * a)
    };
    let wrongs = vec![
        w(
            ctx,
            Qty::int(-value, ""),
            "priorité de la puissance sur le signe moins mal appliquée",
            "the power comes before the minus sign",
        ),
        w(
            ctx,
            Qty::int(-2 * a, ""),
            "multiplication par 2 au lieu d'élever au carré",
            "doubled instead of squaring",
        ),
        w(
            ctx,
            Qty::int(2 * a, ""),
            "multiplication par 2 au lieu d'élever au carré",
            "doubled instead of squaring",
        ),
    ];
    let v = value.to_string();
    let expl = if with_brackets {
        tr!(
            lang,
            "Le carré porte sur -{a} : (-{a}) × (-{a}) = {v}.",
            "The square applies to -{a}: (-{a}) × (-{a}) = {v}."
        )
    } else {
        tr!(
            lang,
            "Le carré porte seulement sur {a} : -({a} × {a}) = {v}.",
            "The square applies to {a} only: -({a} × {a}) = {v}."
        )
    };
    base_item(
        ctx,
        tr!(lang, "Calcule {e}.", "Work out {e}."),
        &e,
        Qty::int(value, ""),
        wrongs,
        expl,
        Facts::exact(e.clone()),
        variant,
    )
}

fn equal_powers(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let a = ctx.pick(&[2i64, 3]);
    let n = if a == 2 { ctx.int(5, 8) } else { ctx.int(4, 6) };
    let target = format!("{a}{}", sup(n));
    let value = a.pow(n as u32);
    let m = ctx.int(2, n - 2);
    let mut good = vec![
        format!("{a}{} × {a}{}", sup(m), sup(n - m)),
        super::super::num::int(value, lang),
    ];
    if n % 2 == 0 {
        good.push(format!("({a}{})²", sup(n / 2)));
    } else {
        good.push(format!("{a}{} ÷ {a}", sup(n + 1)));
    }
    let mut options: Vec<(String, bool, Option<String>)> = Vec::new();
    let n_good = ctx.int(2, 3) as usize;
    ctx.shuffle(&mut good);
    for g in good.into_iter().take(n_good) {
        options.push((g, true, None));
    }
    let bad = [
        (
            format!("{a}{} + {a}{}", sup(m), sup(n - m)),
            tr!(
                lang,
                "une somme de puissances n'est pas un produit",
                "a sum of powers is not a product"
            ),
        ),
        (
            format!("{a} × {n}"),
            tr!(
                lang,
                "base multipliée par l'exposant",
                "base multiplied by the exponent"
            ),
        ),
        (
            format!("{n}{}", sup(a)),
            tr!(
                lang,
                "base et exposant inversés",
                "base and exponent swapped"
            ),
        ),
        (
            format!("{a}{} × {a}{}", sup(m), sup(n)),
            tr!(lang, "exposants mal additionnés", "exponents added wrongly"),
        ),
    ];
    for (t, why) in bad {
        if options.len() >= 5 {
            break;
        }
        options.push((t, false, Some(why)));
    }
    let checks = options
        .iter()
        .map(|(t, c, _)| Check::Claim {
            claim: Claim::ExprEq {
                a: t.clone(),
                b: target.clone(),
            },
            expect: *c,
        })
        .collect();
    let v = super::super::num::int(value, lang);
    let stem = tr!(
        lang,
        "Quelles expressions sont égales à {target} ?",
        "Which expressions are equal to {target}?"
    );
    let vis = calc_card(ctx, &target);
    let explanation = tr!(
        lang,
        "{target} = {v} ; aᵐ × aⁿ = aᵐ⁺ⁿ et (aᵐ)ⁿ = aᵐˣⁿ, mais une somme de puissances ne se simplifie pas ainsi.",
        "{target} = {v}; aᵐ × aⁿ = aᵐ⁺ⁿ and (aᵐ)ⁿ = aᵐˣⁿ, but a sum of powers does not simplify that way."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

fn order_scientific(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let mut vals: Vec<(Rational, String)> = Vec::new();
    while vals.len() < 4 {
        let m = Rational::new(ctx.int(11, 99), 10);
        let k = ctx.int(-4, 5) as i32;
        let x = m * Rational::int(10).checked_pow(k).unwrap_or(Rational::ONE);
        let t = format!("{} × 10{}", ctx.dec(m.to_f64(), 1), sup(i64::from(k)));
        if vals.iter().all(|(v, _)| *v != x) {
            vals.push((x, t));
        }
    }
    vals.sort_by_key(|a| a.0);
    let texts: Vec<String> = vals.into_iter().map(|v| v.1).collect();
    let stem = tr!(
        lang,
        "Range ces nombres écrits en notation scientifique dans l'ordre croissant.",
        "Put these numbers in scientific notation in increasing order."
    );
    let vis = visual(
        &card(
            &tr!(lang, "Notation scientifique", "Scientific notation"),
            &[tr!(
                lang,
                "a × 10ⁿ avec 1 ≤ a < 10",
                "a × 10ⁿ with 1 ≤ a < 10"
            )],
        ),
        tr!(
            lang,
            "Fiche : la notation scientifique a × 10ⁿ",
            "Card: scientific notation a × 10ⁿ"
        ),
    );
    let list = texts.join(" < ");
    let explanation = tr!(
        lang,
        "On compare d'abord les exposants, puis les mantisses : {list}.",
        "Compare the exponents first, then the leading numbers: {list}."
    );
    ordering_of(ctx, stem, texts, vis, explanation, false)
}

// ---------------------------------------------------------------------------------------------
// Seconde (mode 2)
// ---------------------------------------------------------------------------------------------

/// An item of the seconde: `e` on the card, a question, a claim and a label of its own.
#[allow(clippy::too_many_arguments)]
fn seconde(
    ctx: &Ctx,
    e: &str,
    question: String,
    claim: String,
    label: String,
    answer: Qty,
    wrongs: Vec<Wrong>,
    explanation: String,
    facts: Facts,
    variant: u8,
) -> Item {
    let mut it = base_item(
        ctx,
        question,
        e,
        answer,
        wrongs,
        explanation,
        facts,
        variant,
    );
    it.claim = claim;
    it.label = label;
    it
}

/// √n written a√m (n = a²m, m without square factor).
fn root_simplify(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let m = ctx.pick(&[2i64, 3, 5, 6, 7, 10]);
    let k = ctx.int(2, 9);
    let (k2, n) = (k * k, k * k * m);
    let e = format!("√{n}");
    let wrongs = vec![
        w(
            ctx,
            Qty::int(k2, ""),
            "a² donné au lieu de a",
            "gave a² instead of a",
        ),
        w(
            ctx,
            Qty::int(n / 2, ""),
            "n divisé par 2 au lieu de sa racine",
            "halved n instead of taking its root",
        ),
        w(
            ctx,
            Qty::int(k + 1, ""),
            "carré parfait mal choisi",
            "wrong perfect square",
        ),
    ];
    seconde(
        ctx,
        &e,
        tr!(
            lang,
            "On écrit √{n} sous la forme a√{m}, avec a entier. Quelle est la valeur de a ?",
            "√{n} is written as a√{m} with a a whole number. What is a?"
        ),
        tr!(
            lang,
            "si √{n} = a√{m}, alors a = {{v}}",
            "if √{n} = a√{m}, then a = {{v}}"
        ),
        tr!(lang, "a tel que √{n} = a√{m}", "a such that √{n} = a√{m}"),
        Qty::int(k, ""),
        wrongs,
        tr!(
            lang,
            "{n} = {k2} × {m} et √{k2} = {k}, donc √{n} = {k}√{m}.",
            "{n} = {k2} × {m} and √{k2} = {k}, so √{n} = {k}√{m}."
        ),
        Facts::exact(format!("√({n} ÷ {m})")),
        variant,
    )
}

/// √a × √b or √a ÷ √b when the result is a whole number.
fn root_product(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let m = ctx.pick(&[2i64, 3, 5, 6, 7]);
    let (p, q) = (ctx.int(1, 4), ctx.int(2, 5));
    let quotient = ctx.chance(0.5);
    // a product √(m p²) × √(m q²) = m p q; a quotient √(m p² q²) ÷ √(m p²) = q
    let (a, b) = if quotient {
        (m * p * p * q * q, m * p * p)
    } else {
        (m * p * p, m * q * q)
    };
    let (e, value, expr, expl_fr, expl_en) = if quotient {
        let (hi, lo) = (a, b);
        let r = q;
        (
            format!("√{hi} ÷ √{lo}"),
            r,
            format!("√({hi} ÷ {lo})"),
            format!("√{hi} ÷ √{lo} = √({hi} ÷ {lo}) = √{} = {r}.", hi / lo),
            format!("√{hi} ÷ √{lo} = √({hi} ÷ {lo}) = √{} = {r}.", hi / lo),
        )
    } else {
        let r = m * p * q;
        (
            format!("√{a} × √{b}"),
            r,
            format!("√({a} × {b})"),
            format!("√{a} × √{b} = √({a} × {b}) = √{} = {r}.", a * b),
            format!("√{a} × √{b} = √({a} × {b}) = √{} = {r}.", a * b),
        )
    };
    let (x, y) = (a, b);
    let wrongs = vec![
        w(
            ctx,
            Qty::int(if quotient { x / y } else { x * y }, ""),
            "racine oubliée",
            "forgot the square root",
        ),
        w(
            ctx,
            Qty::int(value * value + 1, ""),
            "carré parfait mal calculé",
            "wrong perfect square",
        ),
        w(
            ctx,
            Qty::int(if quotient { x - y } else { x + y }, ""),
            "opération faite sur les nombres sous les racines sans racine",
            "combined the numbers under the roots and dropped the root",
        ),
    ];
    let expl = if lang == crate::domain::question::Language::Fr {
        expl_fr
    } else {
        expl_en
    };
    seconde(
        ctx,
        &e,
        tr!(
            lang,
            "Calcule {e} sans calculatrice (le résultat est un nombre entier).",
            "Work out {e} without a calculator (the result is a whole number)."
        ),
        tr!(lang, "{e} = {{v}}", "{e} = {{v}}"),
        e.clone(),
        Qty::int(value, ""),
        wrongs,
        expl,
        Facts::exact(expr),
        variant,
    )
}

/// √(p²/q²) = p/q.
fn root_fraction(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let (p, q) = loop {
        let (p, q) = (ctx.int(1, 9), ctx.int(2, 12));
        if p != q && Rational::new(p, q).den() == q {
            break (p, q);
        }
    };
    let (p2, q2) = (p * p, q * q);
    let e = format!("√({p2}/{q2})");
    let r = Rational::new(p, q);
    let wrongs = vec![
        w(
            ctx,
            Qty::rat(Rational::new(p2, q2), ""),
            "racine oubliée",
            "forgot the square root",
        ),
        w(
            ctx,
            Qty::rat(Rational::new(p, q2), ""),
            "racine prise au numérateur seulement",
            "took the root of the numerator only",
        ),
        w(
            ctx,
            Qty::rat(Rational::new(p2, q), ""),
            "racine prise au dénominateur seulement",
            "took the root of the denominator only",
        ),
    ];
    let rt = ctx.frac(r);
    seconde(
        ctx,
        &e,
        tr!(
            lang,
            "Calcule {e}. Donne le résultat sous forme de fraction irréductible.",
            "Work out {e}. Give the result as an irreducible fraction."
        ),
        tr!(lang, "{e} = {{v}}", "{e} = {{v}}"),
        e.clone(),
        Qty::rat(r, ""),
        wrongs,
        tr!(
            lang,
            "√({p2}/{q2}) = √{p2} ÷ √{q2} = {p} ÷ {q} = {rt}.",
            "√({p2}/{q2}) = √{p2} ÷ √{q2} = {p} ÷ {q} = {rt}."
        ),
        Facts::exact(e.clone()),
        variant,
    )
}

/// (p/q)⁻ⁿ = qⁿ/pⁿ.
fn fraction_power(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let (p, q) = loop {
        let (p, q) = (ctx.int(1, 5), ctx.int(2, 7));
        if p != q && Rational::new(p, q).den() == q {
            break (p, q);
        }
    };
    let n = ctx.int(1, 3);
    let e = format!("({p}/{q}){}", sup(-n));
    let (pn, qn) = (p.pow(n as u32), q.pow(n as u32));
    let r = Rational::new(qn, pn);
    let mut wrongs = vec![
        w(
            ctx,
            Qty::rat(Rational::new(pn, qn), ""),
            "exposant négatif ignoré (la fraction n'est pas inversée)",
            "ignored the minus sign (the fraction is not inverted)",
        ),
        w(
            ctx,
            Qty::rat(Rational::new(-pn, qn), ""),
            "exposant négatif lu comme un signe moins",
            "read the negative exponent as a minus sign",
        ),
    ];
    if n > 1 {
        wrongs.push(w(
            ctx,
            Qty::rat(Rational::new(q * n, p * n), ""),
            "multiplié par l'exposant au lieu d'élever à la puissance",
            "multiplied by the exponent instead of raising to the power",
        ));
    }
    let rt = ctx.frac(r);
    let inv = format!("({q}/{p}){}", sup(n));
    seconde(
        ctx,
        &e,
        tr!(
            lang,
            "Calcule {e}. Donne le résultat sous forme de fraction irréductible ou d'entier.",
            "Work out {e}. Give the result as an irreducible fraction or a whole number."
        ),
        tr!(lang, "{e} = {{v}}", "{e} = {{v}}"),
        e.clone(),
        Qty::rat(r, ""),
        wrongs,
        tr!(
            lang,
            "a⁻ⁿ = 1/aⁿ, donc {e} = {inv} = {qn}/{pn} = {rt}.",
            "a⁻ⁿ = 1/aⁿ, so {e} = {inv} = {qn}/{pn} = {rt}."
        ),
        Facts::exact(e.clone()),
        variant,
    )
}

/// (a × 10ᵐ) ÷ (b × 10ⁿ) as a decimal number.
fn scientific_quotient(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let (b, k) = (ctx.int(2, 5), ctx.int(2, 4));
    let a = b * k;
    let (m, n) = loop {
        let (m, n) = (ctx.int(-2, 7), ctx.int(-3, 5));
        if (-3..=4).contains(&(m - n)) && m != n {
            break (m, n);
        }
    };
    let d = m - n;
    let value = k as f64 * 10f64.powi(d as i32);
    let dp = (-d).max(0) as u32;
    let e = format!("({a} × 10{}) ÷ ({b} × 10{})", sup(m), sup(n));
    let wrongs = vec![
        w(
            ctx,
            Qty::exact(
                k as f64 * 10f64.powi((m + n) as i32),
                (-(m + n)).max(0) as u32,
                "",
            ),
            "exposants additionnés au lieu d'être soustraits",
            "added the exponents instead of subtracting",
        ),
        w(
            ctx,
            Qty::exact(
                k as f64 * 10f64.powi((n - m) as i32),
                (m - n).max(0) as u32,
                "",
            ),
            "exposants soustraits dans le mauvais ordre",
            "subtracted the exponents the wrong way round",
        ),
        w(
            ctx,
            Qty::exact(value * 10.0, dp.saturating_sub(1), ""),
            "un rang de décalage de la virgule",
            "decimal point moved one place too far",
        ),
    ];
    let vt = Qty::exact(value, dp, "").text(lang);
    let pd = sup(d);
    seconde(
        ctx,
        &e,
        tr!(
            lang,
            "Calcule {e} et donne le résultat en écriture décimale.",
            "Work out {e} and give the result as a decimal number."
        ),
        tr!(lang, "{e} = {{v}}", "{e} = {{v}}"),
        e.clone(),
        Qty::exact(value, dp, ""),
        wrongs,
        tr!(
            lang,
            "{a} ÷ {b} = {k} et 10{} ÷ 10{} = 10{pd}, donc le quotient vaut {k} × 10{pd} = {vt}.",
            "{a} ÷ {b} = {k} and 10{} ÷ 10{} = 10{pd}, so the quotient is {k} × 10{pd} = {vt}.",
            sup(m),
            sup(n)
        ),
        Facts::exact(e.clone()),
        variant,
    )
}

/// aᵐ × a⁻ⁿ ÷ aᵖ = aᵏ: the exponent k, negative exponents included.
fn exponent_chain(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let a = ctx.pick(&[2i64, 3, 5, 10]);
    let (m, n, p) = (ctx.int(2, 9), ctx.int(1, 6), ctx.int(-5, 6));
    let p = if p == 0 { 1 } else { p };
    let k = m - n - p;
    let e = format!("{a}{} × {a}{} ÷ {a}{}", sup(m), sup(-n), sup(p));
    let wrongs = vec![
        w(
            ctx,
            Qty::int(m + n - p, ""),
            "signe de l'exposant négatif oublié",
            "dropped the sign of the negative exponent",
        ),
        w(
            ctx,
            Qty::int(m - n + p, ""),
            "exposant du diviseur ajouté au lieu d'être soustrait",
            "added the divisor's exponent instead of subtracting it",
        ),
        w(
            ctx,
            Qty::int(-m * n - p, ""),
            "exposants multipliés au lieu d'être additionnés",
            "multiplied the exponents instead of adding",
        ),
    ];
    let result = format!("{a}{}", sup(k));
    let (sm, sn, sp) = (p_(m), p_(-n), p_(p));
    seconde(
        ctx,
        &e,
        tr!(
            lang,
            "On écrit {e} sous la forme {a}ᵏ. Quel est l'exposant k ?",
            "{e} is written as {a}ᵏ. What is the exponent k?"
        ),
        tr!(
            lang,
            "si {e} = {a}ᵏ, alors k = {{v}}",
            "if {e} = {a}ᵏ, then k = {{v}}"
        ),
        tr!(lang, "k tel que {e} = {a}ᵏ", "k such that {e} = {a}ᵏ"),
        Qty::int(k, ""),
        wrongs,
        tr!(
            lang,
            "Les exposants s'ajoutent dans un produit et se soustraient dans un quotient : {sm} + {sn} - {sp} = {k}, donc {e} = {result}.",
            "Exponents add in a product and subtract in a quotient: {sm} + {sn} - {sp} = {k}, so {e} = {result}."
        ),
        Facts::PowerExp {
            base: Rational::int(a),
            expr: e.clone(),
        },
        variant,
    )
}

/// A whole number in parentheses when negative.
fn p_(x: i64) -> String {
    if x < 0 {
        format!("({x})")
    } else {
        x.to_string()
    }
}
