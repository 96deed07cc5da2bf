//! What the seconde adds (chapters `calcul-litteral` 2de, mode 5, and
//! `equations-et-inequations` 2de, mode 6): expressions that combine the identities and
//! factorisations by a common factor; inequations (also asked in 3e with positive
//! coefficients and a whole bound), equations (x + a)² = b² and quotient equations. Every answer is re-derived from the expression shown ([`Facts::Coef`]) or from
//! the equation ([`Facts::Solution`]).

use super::{expr_card, lin, nz, poly};
use crate::generate::builtin::facts::Facts;
use crate::generate::builtin::{Ctx, Item, Qty, Wrong, tr, w};
use crate::generate::rational::Rational;

/// Which coefficient is asked: its degree and its name.
fn which(ctx: &mut Ctx) -> (u32, String) {
    let lang = ctx.lang;
    match ctx.int(0, 2) {
        2 => (
            2,
            tr!(lang, "le coefficient de x²", "the coefficient of x²"),
        ),
        1 => (1, tr!(lang, "le coefficient de x", "the coefficient of x")),
        _ => (0, tr!(lang, "le terme constant", "the constant term")),
    }
}

#[allow(clippy::too_many_arguments)]
fn coef_item(
    ctx: &Ctx,
    e: &str,
    card: Vec<String>,
    degree: u32,
    noun: String,
    coefs: [i64; 3],
    wrongs: Vec<Wrong>,
    explanation: String,
    facts_expr: String,
    variant: u8,
) -> Item {
    let lang = ctx.lang;
    let ans = coefs[2 - degree as usize];
    Item {
        situation: tr!(
            lang,
            "On développe et on réduit E = {e}.",
            "E = {e} is expanded and simplified."
        ),
        question: tr!(lang, "Quel est {noun} ?", "What is {noun}?"),
        claim: tr!(
            lang,
            "{noun} de la forme réduite de E est {{v}}",
            "{noun} of the simplified form of E is {{v}}"
        ),
        label: format!("E = {e}"),
        noun: noun.clone(),
        answer: Qty::int(ans, ""),
        wrongs,
        alts: Vec::new(),
        visual: expr_card(ctx, &tr!(lang, "Calcul littéral", "Algebra"), &card),
        explanation,
        facts: Facts::Coef {
            expr: facts_expr,
            degree,
        },
        steps: Vec::new(),
        variant,
    }
}

/// E = (ax + b)² - (cx + d)²: two identities and a minus sign to distribute.
pub(super) fn difference_of_squares(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (a, c) = loop {
        let (a, c) = (ctx.int(1, 5), ctx.int(1, 5));
        if a != c {
            break (a, c);
        }
    };
    let (b, d) = (nz(ctx, -7, 7), nz(ctx, -7, 7));
    let e = format!("({})² - ({})²", lin(a, b), lin(c, d));
    let coefs = [a * a - c * c, 2 * a * b - 2 * c * d, b * b - d * d];
    let plus = [a * a + c * c, 2 * a * b + 2 * c * d, b * b + d * d];
    let no_double = [a * a - c * c, 0, b * b - d * d];
    let (degree, noun) = which(ctx);
    let k = 2 - degree as usize;
    let mut wrongs = vec![w(
        ctx,
        Qty::int(plus[k], ""),
        "signe - non distribué sur le second carré",
        "the minus sign not applied to the whole second square",
    )];
    if no_double[k] != coefs[k] {
        wrongs.push(w(
            ctx,
            Qty::int(no_double[k], ""),
            "doubles produits oubliés : (a + b)² ≠ a² + b²",
            "forgot the middle terms: (a + b)² ≠ a² + b²",
        ));
    }
    wrongs.push(w(
        ctx,
        Qty::int(-coefs[k], ""),
        "erreur de signe",
        "sign error",
    ));
    wrongs.push(w(
        ctx,
        Qty::int(coefs[k] + 1, ""),
        "erreur de calcul",
        "arithmetic slip",
    ));
    let (p1, p2, r) = (
        poly(a * a, 2 * a * b, b * b),
        poly(c * c, 2 * c * d, d * d),
        poly(coefs[0], coefs[1], coefs[2]),
    );
    let explanation = tr!(
        lang,
        "({})² = {p1} et ({})² = {p2} ; E = {p1} - ({p2}) = {r}.",
        "({})² = {p1} and ({})² = {p2}; E = {p1} - ({p2}) = {r}.",
        lin(a, b),
        lin(c, d)
    );
    coef_item(
        ctx,
        &e,
        vec![format!("E = {e}")],
        degree,
        noun,
        coefs,
        wrongs,
        explanation,
        e.clone(),
        0,
    )
}

/// E = (ax + b)(cx + d) + (ax + b)(ex + f), factorised by ax + b: the other factor.
pub(super) fn common_factor(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (a, b) = (ctx.int(1, 4), nz(ctx, -9, 9));
    let (c, d, e2, f) = loop {
        let (c, d, e2, f) = (
            nz(ctx, -5, 6),
            nz(ctx, -9, 9),
            nz(ctx, -5, 6),
            nz(ctx, -9, 9),
        );
        if c + e2 != 0 && d + f != 0 {
            break (c, d, e2, f);
        }
    };
    let (u, v, t) = (lin(a, b), lin(c, d), lin(e2, f));
    let e = format!("({u})({v}) + ({u})({t})");
    let bracket = format!("({v}) + ({t})");
    let (m, p) = (c + e2, d + f);
    let one = ctx.chance(0.5);
    let (degree, noun, ans) = if one {
        (
            1,
            tr!(
                lang,
                "le coefficient de x dans le second facteur",
                "the coefficient of x in the second factor"
            ),
            m,
        )
    } else {
        (
            0,
            tr!(
                lang,
                "le terme constant du second facteur",
                "the constant term of the second factor"
            ),
            p,
        )
    };
    let wrongs = vec![
        w(
            ctx,
            Qty::int(if one { c * e2 } else { d * f }, ""),
            "termes multipliés au lieu d'être additionnés",
            "multiplied the terms instead of adding them",
        ),
        w(
            ctx,
            Qty::int(if one { c - e2 } else { d - f }, ""),
            "termes soustraits",
            "subtracted the terms",
        ),
        w(
            ctx,
            Qty::int(if one { m + a } else { p + b }, ""),
            "facteur commun compté deux fois",
            "counted the common factor twice",
        ),
    ];
    let r = lin(m, p);
    let pa = |x: i64| {
        if x < 0 {
            format!("({x})")
        } else {
            x.to_string()
        }
    };
    // the coefficient is the sum of the two brackets' (their numbers are in the statement)
    let sum = if one {
        format!("{} + {}", pa(c), pa(e2))
    } else {
        format!("{} + {}", pa(d), pa(f))
    };
    let mut it = coef_item(
        ctx,
        &e,
        vec![format!("E = {e}"), format!("E = ({u})[{bracket}]")],
        degree,
        noun.clone(),
        [0, m, p],
        wrongs,
        tr!(
            lang,
            "On met {u} en facteur : E = ({u})[{bracket}] = ({u})({r}).",
            "Take out the common factor {u}: E = ({u})[{bracket}] = ({u})({r})."
        ),
        bracket,
        1,
    );
    it.facts = Facts::exact(sum);
    it.answer = Qty::int(ans, "");
    it.situation = tr!(
        lang,
        "On factorise E = {e} sous la forme E = ({u})(mx + p).",
        "E = {e} is factorised as E = ({u})(mx + p)."
    );
    it.claim = tr!(
        lang,
        "{noun} de la forme factorisée est {{v}}",
        "{noun} of the factorised form is {{v}}"
    );
    it
}

/// E = (ax + b)² - (ax + b)(cx + d): an identity and a product to subtract.
pub(super) fn square_minus_product(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (a, b) = (ctx.int(1, 4), nz(ctx, -6, 6));
    let (c, d) = loop {
        let (c, d) = (ctx.int(1, 5), nz(ctx, -6, 6));
        if (c, d) != (a, b) {
            break (c, d);
        }
    };
    let (u, v) = (lin(a, b), lin(c, d));
    let e = format!("({u})² - ({u})({v})");
    let sq = [a * a, 2 * a * b, b * b];
    let pr = [a * c, a * d + b * c, b * d];
    let coefs = [sq[0] - pr[0], sq[1] - pr[1], sq[2] - pr[2]];
    let (degree, noun) = which(ctx);
    let k = 2 - degree as usize;
    let wrongs = vec![
        w(
            ctx,
            Qty::int(sq[k] + pr[k], ""),
            "signe - non distribué sur le produit",
            "the minus sign not applied to the whole product",
        ),
        w(
            ctx,
            Qty::int(-coefs[k], ""),
            "erreur de signe",
            "sign error",
        ),
        w(
            ctx,
            Qty::int(coefs[k] + 2, ""),
            "erreur de calcul",
            "arithmetic slip",
        ),
    ];
    let (ps, pp, r) = (
        poly(sq[0], sq[1], sq[2]),
        poly(pr[0], pr[1], pr[2]),
        poly(coefs[0], coefs[1], coefs[2]),
    );
    let explanation = tr!(
        lang,
        "({u})² = {ps} et ({u})({v}) = {pp} ; E = {ps} - ({pp}) = {r}.",
        "({u})² = {ps} and ({u})({v}) = {pp}; E = {ps} - ({pp}) = {r}."
    );
    coef_item(
        ctx,
        &e,
        vec![format!("E = {e}")],
        degree,
        noun,
        coefs,
        wrongs,
        explanation,
        e.clone(),
        2,
    )
}

/// ax + b < cx + d (or >): the bound of the solutions. The 3e (`seconde` false) keeps
/// positive coefficients of x and a whole bound; the seconde any sign and a fractional bound.
pub(super) fn inequation(ctx: &mut Ctx, seconde: bool) -> Item {
    let (a, c) = loop {
        let (a, c) = if seconde {
            (nz(ctx, -6, 8), nz(ctx, -6, 8))
        } else {
            (ctx.int(2, 9), ctx.int(1, 5))
        };
        if a != c {
            break (a, c);
        }
    };
    if !seconde {
        // a whole bound: d - b a multiple of a - c
        let (b, k) = (nz(ctx, -15, 15), ctx.int(-6, 9));
        let mut it = inequation_item(ctx, a, b, c, b + k * (a - c));
        // the third way of asking of the 3e's equations
        it.variant = 2;
        return it;
    }
    let (b, d) = (nz(ctx, -12, 12), nz(ctx, -12, 12));
    inequation_item(ctx, a, b, c, d)
}

fn inequation_item(ctx: &mut Ctx, a: i64, b: i64, c: i64, d: i64) -> Item {
    let lang = ctx.lang;
    let less = ctx.chance(0.5);
    let sign = if less { "<" } else { ">" };
    let ineq = format!("{} {sign} {}", lin(a, b), lin(c, d));
    let k = Rational::new(d - b, a - c);
    // dividing by a - c < 0 turns the inequality round
    let rel = if less == (a - c > 0) { "<" } else { ">" };
    let kt = ctx.frac(k);
    let wrongs = vec![
        w(
            ctx,
            Qty::rat(-k, ""),
            "signe de la borne inversé",
            "sign of the bound reversed",
        ),
        w(
            ctx,
            Qty::rat(Rational::new(d + b, a - c), ""),
            "terme constant changé de membre sans changer de signe",
            "moved the constant without changing its sign",
        ),
        w(
            ctx,
            Qty::rat(Rational::new(d - b, (a + c).max(1)), ""),
            "terme en x changé de membre sans changer de signe",
            "moved the x-term without changing its sign",
        ),
    ];
    let ac = a - c;
    let db = d - b;
    let acx = lin(ac, 0);
    let turn = if ac < 0 {
        tr!(
            lang,
            " ; on divise par {ac} < 0, donc le sens de l'inégalité change",
            "; dividing by {ac} < 0 turns the inequality round"
        )
    } else {
        String::new()
    };
    let eq = format!("{} = {}", lin(a, b), lin(c, d));
    Item {
        situation: tr!(
            lang,
            "On résout l'inéquation {ineq} ; ses solutions sont les nombres x tels que x {rel} k.",
            "Solving the inequality {ineq} gives the numbers x such that x {rel} k."
        ),
        question: tr!(
            lang,
            "Quelle est la valeur de k ?",
            "What is the value of k?"
        ),
        claim: tr!(
            lang,
            "les solutions de {ineq} sont les x tels que x {rel} {{v}}",
            "the solutions of {ineq} are the x such that x {rel} {{v}}"
        ),
        label: ineq.clone(),
        noun: tr!(lang, "borne", "bound"),
        answer: Qty::rat(k, ""),
        wrongs,
        alts: Vec::new(),
        visual: expr_card(
            ctx,
            &tr!(lang, "Inéquation", "Inequality"),
            std::slice::from_ref(&ineq),
        ),
        explanation: tr!(
            lang,
            "On regroupe les termes en x : {acx} {sign} {db}{turn} ; x {rel} {kt}.",
            "Gather the x-terms: {acx} {sign} {db}{turn}; x {rel} {kt}."
        ),
        facts: Facts::Solution { equation: eq },
        steps: Vec::new(),
        variant: 0,
    }
}

/// (x + a)² = b²: the larger solution.
pub(super) fn square_equation(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (a, b) = loop {
        let (a, b) = (nz(ctx, -7, 7), ctx.int(1, 9));
        if a != -b && a != b {
            break (a, b);
        }
    };
    let b2 = b * b;
    let eq = format!("({})² = {b2}", lin(1, a));
    let (hi, lo) = (b - a, -b - a);
    let wrongs = vec![
        w(
            ctx,
            Qty::int(b + a, ""),
            "signe de a mal géré",
            "wrong sign for a",
        ),
        w(
            ctx,
            Qty::int(b2 - a, ""),
            "racine carrée oubliée",
            "forgot the square root",
        ),
        w(
            ctx,
            Qty::int(b, ""),
            "seulement la racine de b², sans résoudre",
            "only the root of b², without solving",
        ),
    ];
    let x = lin(1, a);
    let mut wrongs = wrongs;
    wrongs.push(w(
        ctx,
        Qty::int(lo, ""),
        "plus petite des deux solutions",
        "the smaller of the two solutions",
    ));
    let pa = if a < 0 {
        format!("({a})")
    } else {
        a.to_string()
    };
    Item {
        situation: tr!(
            lang,
            "On considère l'équation {eq}.",
            "Consider the equation {eq}."
        ),
        question: tr!(
            lang,
            "Quelle est la plus grande de ses deux solutions ?",
            "What is the larger of its two solutions?"
        ),
        claim: tr!(
            lang,
            "la plus grande solution de {eq} est {{v}}",
            "the larger solution of {eq} is {{v}}"
        ),
        label: eq.clone(),
        noun: tr!(lang, "plus grande solution", "larger solution"),
        answer: Qty::int(hi, ""),
        wrongs,
        alts: Vec::new(),
        visual: expr_card(
            ctx,
            &tr!(lang, "Équation", "Equation"),
            std::slice::from_ref(&eq),
        ),
        explanation: tr!(
            lang,
            "X² = {b2} a deux solutions, {b} et -{b} : {x} = {b} ou {x} = -{b}, soit x = {hi} ou x = {lo}.",
            "X² = {b2} has two solutions, {b} and -{b}: {x} = {b} or {x} = -{b}, so x = {hi} or x = {lo}."
        ),
        // the larger root: √b² - a
        facts: Facts::exact(format!("√{b2} - {pa}")),
        steps: Vec::new(),
        variant: 1,
    }
}

/// (ax + b)/(cx + d) = 0: the numerator is zero where the denominator is not.
pub(super) fn quotient_equation(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let r = nz(ctx, -8, 8);
    let a = ctx.int(1, 5);
    let b = -a * r;
    let (c, d) = loop {
        let (c, d) = (ctx.int(1, 4), nz(ctx, -9, 9));
        if c * r + d != 0 && d != b {
            break (c, d);
        }
    };
    let (num, den) = (lin(a, b), lin(c, d));
    let eq = format!("({num})/({den}) = 0");
    let forbidden = Rational::new(-d, c);
    let ft = ctx.frac(forbidden);
    let wrongs = vec![
        w(
            ctx,
            Qty::rat(forbidden, ""),
            "valeur qui annule le dénominateur (interdite)",
            "the value that makes the denominator zero (forbidden)",
        ),
        w(
            ctx,
            Qty::int(-r, ""),
            "signe de la solution inversé",
            "sign of the solution reversed",
        ),
        w(
            ctx,
            Qty::int(b, ""),
            "terme constant du numérateur pris pour la solution",
            "took the numerator's constant for the solution",
        ),
    ];
    Item {
        situation: tr!(
            lang,
            "On considère l'équation quotient {eq}.",
            "Consider the quotient equation {eq}."
        ),
        question: tr!(lang, "Quelle est sa solution ?", "What is its solution?"),
        claim: tr!(
            lang,
            "la solution de {eq} est {{v}}",
            "the solution of {eq} is {{v}}"
        ),
        label: eq.clone(),
        noun: tr!(lang, "solution", "solution"),
        answer: Qty::int(r, ""),
        wrongs,
        alts: Vec::new(),
        visual: expr_card(
            ctx,
            &tr!(lang, "Équation quotient", "Quotient equation"),
            std::slice::from_ref(&eq),
        ),
        explanation: tr!(
            lang,
            "Un quotient est nul si son numérateur est nul et son dénominateur non nul : {num} = 0 donne x = {r}, et {den} ≠ 0 pour x = {r} (la valeur interdite est {ft}).",
            "A quotient is zero when its numerator is zero and its denominator is not: {num} = 0 gives x = {r}, and {den} ≠ 0 at x = {r} (the forbidden value is {ft})."
        ),
        facts: Facts::Solution {
            equation: format!("{num} = 0"),
        },
        steps: Vec::new(),
        variant: 2,
    }
}
