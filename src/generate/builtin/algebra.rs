//! Literal calculation and equations: substitution and reduction (mode 0, 5e), simple
//! distributivity and factorisation (1, 4e), first-degree equations (2, 4e), double
//! distributivity and identities (3, 3e), rational solutions and zero-product equations
//! (4, 3e), identities and factorisation (5, 2de), equations (6, 2de). Solutions are chosen
//! first; every expression shown is checked by exact evaluation.

use super::super::rational::{Rational, gcd};
use super::super::visual::{area_model, balance, card, visual};
use super::facts::{Check, Claim, Facts};
use super::kinds::choice_question;
use super::{Built, Ctx, Family, Item, Qty, Step, tr, w};
use crate::domain::question::QuestionKind::{self, *};
use crate::domain::question::Visual;

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "algebra",
    item,
    special,
    kinds: |mode| match mode {
        2 | 4 | 6 => &[Numeric, SingleChoice, MultipleChoice, TrueFalse, Matching],
        _ => &[Numeric, SingleChoice, MultipleChoice, TrueFalse],
    },
};

/// `c2 x² + c1 x + c0`, written the usual way ("3x² - x + 5", "-2x", "0").
pub(crate) fn poly(c2: i64, c1: i64, c0: i64) -> String {
    let mut out = String::new();
    for (c, var) in [(c2, "x²"), (c1, "x"), (c0, "")] {
        if c == 0 {
            continue;
        }
        let mag = c.abs();
        let body = if var.is_empty() {
            mag.to_string()
        } else if mag == 1 {
            var.to_owned()
        } else {
            format!("{mag}{var}")
        };
        if out.is_empty() {
            if c < 0 {
                out.push('-');
            }
        } else {
            out.push_str(if c < 0 { " - " } else { " + " });
        }
        out.push_str(&body);
    }
    if out.is_empty() { "0".to_owned() } else { out }
}

fn lin(a: i64, b: i64) -> String {
    poly(0, a, b)
}

fn nz(ctx: &mut Ctx, lo: i64, hi: i64) -> i64 {
    loop {
        let v = ctx.int(lo, hi);
        if v != 0 {
            return v;
        }
    }
}

fn expr_card(ctx: &Ctx, title: &str, lines: &[String]) -> Visual {
    let alt = if ctx.fr() {
        format!("Fiche : {}", lines.join(" ; "))
    } else {
        format!("Card: {}", lines.join("; "))
    };
    visual(&card(title, lines), alt)
}

fn item(ctx: &mut Ctx) -> Item {
    match ctx.mode {
        0 => {
            if ctx.variant(2) == 0 {
                substitute(ctx)
            } else {
                reduce(ctx)
            }
        }
        1 => {
            if ctx.variant(2) == 0 {
                develop_simple(ctx)
            } else {
                substitute(ctx)
            }
        }
        2 => linear_equation(ctx, false),
        3 | 5 => double_distributivity(ctx),
        4 | 6 => {
            if ctx.variant(2) == 0 {
                linear_equation(ctx, true)
            } else {
                zero_product(ctx)
            }
        }
        _ => substitute(ctx),
    }
}

fn special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    match (ctx.mode, kind) {
        (0 | 1, SingleChoice) if ctx.chance(0.5) => Some(forms_choice(ctx)),
        (0 | 1, MultipleChoice) => Some(forms_choice(ctx)),
        (2, MultipleChoice) => Some(equations_with_solution(ctx)),
        (3 | 5, SingleChoice) if ctx.chance(0.5) => Some(identity_choice(ctx)),
        (3 | 5, MultipleChoice) => Some(identity_choice(ctx)),
        (4 | 6, MultipleChoice) => Some(zero_product_mc(ctx)),
        _ => None,
    }
}

fn substitute(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let negative = ctx.mode >= 1;
    let x = if negative {
        nz(ctx, -6, 6)
    } else {
        ctx.int(2, 9)
    };
    let t = ctx.int(0, 2);
    let (a, b) = (ctx.int(2, 9), nz(ctx, -9, 12));
    let (e, value, wrongs) = match t {
        0 => {
            let e = lin(a, b);
            let glued = if x >= 0 { (a * 10 + x) + b } else { a + x + b };
            (
                e,
                a * x + b,
                vec![
                    w(
                        ctx,
                        Qty::int(glued, ""),
                        "ax lu comme un nombre à deux chiffres (ou a + x)",
                        "read ax as a two-digit number (or a + x)",
                    ),
                    w(
                        ctx,
                        Qty::int(a * (x + b), ""),
                        "addition effectuée avant la multiplication",
                        "added before multiplying",
                    ),
                ],
            )
        }
        1 => {
            let e = format!("x² + {}", b.abs());
            let b = b.abs();
            (
                e,
                x * x + b,
                vec![
                    w(
                        ctx,
                        Qty::int(2 * x + b, ""),
                        "x² confondu avec 2x",
                        "mistook x² for 2x",
                    ),
                    w(
                        ctx,
                        Qty::int(-(x * x) + b, ""),
                        "carré d'un nombre négatif pris négatif",
                        "took the square of a negative number as negative",
                    ),
                ],
            )
        }
        _ => {
            let c = nz(ctx, -5, 5);
            let e = format!("{a}(x {} {})", if c < 0 { "-" } else { "+" }, c.abs());
            (
                e,
                a * (x + c),
                vec![
                    w(
                        ctx,
                        Qty::int(a * x + c, ""),
                        "distributivité oubliée sur le second terme",
                        "did not distribute to the second term",
                    ),
                    w(
                        ctx,
                        Qty::int(a + x + c, ""),
                        "multiplication remplacée par une addition",
                        "added instead of multiplying",
                    ),
                ],
            )
        }
    };
    let xs = x.to_string();
    let v = value.to_string();
    let shown = if x >= 0 {
        let t = e.replace('x', &format!(" × {x}")).replace("( × ", "(");
        t.strip_prefix(" × ").map(str::to_owned).unwrap_or(t)
    } else {
        e.replace('x', &format!("({x})"))
    };
    Item {
        situation: tr!(
            lang,
            "On considère l'expression A = {e}.",
            "Consider the expression A = {e}."
        ),
        question: tr!(
            lang,
            "Calcule A pour x = {xs}.",
            "Work out A when x = {xs}."
        ),
        claim: tr!(lang, "pour x = {xs}, A = {{v}}", "when x = {xs}, A = {{v}}"),
        label: format!("A = {e}, x = {xs}"),
        noun: tr!(lang, "valeur de A", "value of A"),
        answer: Qty::int(value, ""),
        wrongs,
        alts: Vec::new(),
        visual: expr_card(
            ctx,
            &tr!(lang, "Expression littérale", "Algebraic expression"),
            &[format!("A = {e}"), format!("x = {xs}")],
        ),
        explanation: tr!(
            lang,
            "On remplace x par {xs} : A = {shown} = {v}.",
            "Replace x with {xs}: A = {shown} = {v}."
        ),
        facts: Facts::Expr {
            expr: e.clone(),
            x: Some(Rational::int(x)),
            tol: 0.0,
        },
        steps: Vec::new(),
        variant: 0,
    }
}

fn reduce(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (a, b, c, d) = (ctx.int(2, 9), ctx.int(1, 9), nz(ctx, -7, 7), nz(ctx, -9, 9));
    let e = format!(
        "{a}x + {b} {} {}x {} {}",
        if c < 0 { "-" } else { "+" },
        c.abs(),
        if d < 0 { "-" } else { "+" },
        d.abs()
    )
    .replace(" 1x", " x");
    let coef = a + c;
    let reduced = lin(coef, b + d);
    let wrongs = vec![
        w(
            ctx,
            Qty::int(a + b + c + d, ""),
            "nombres et termes en x additionnés ensemble",
            "added numbers and x-terms together",
        ),
        w(
            ctx,
            Qty::int(a + c.abs(), ""),
            "signe du terme en x ignoré",
            "ignored the sign of the x-term",
        ),
        w(
            ctx,
            Qty::int(a * c, ""),
            "coefficients multipliés",
            "multiplied the coefficients",
        ),
    ];
    Item {
        situation: tr!(
            lang,
            "On réduit l'expression B = {e} sous la forme ax + b.",
            "B = {e} is simplified to the form ax + b."
        ),
        question: tr!(
            lang,
            "Quelle est la valeur de a ?",
            "What is the value of a?"
        ),
        claim: tr!(
            lang,
            "dans la forme réduite, a = {{v}}",
            "in the simplified form, a = {{v}}"
        ),
        label: format!("B = {e}"),
        noun: tr!(lang, "coefficient de x", "coefficient of x"),
        answer: Qty::int(coef, ""),
        wrongs,
        alts: Vec::new(),
        visual: expr_card(
            ctx,
            &tr!(lang, "Réduire", "Simplify"),
            &[format!("B = {e}")],
        ),
        explanation: tr!(
            lang,
            "On regroupe les termes en x et les nombres : B = {reduced}, donc a = {coef}.",
            "Group the x-terms and the numbers: B = {reduced}, so a = {coef}."
        ),
        facts: Facts::Coef {
            expr: e.clone(),
            degree: 1,
        },
        steps: Vec::new(),
        variant: 1,
    }
}

fn develop_simple(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (k, a, b, c) = (
        nz(ctx, -6, 7),
        ctx.int(1, 6),
        nz(ctx, -9, 9),
        nz(ctx, -5, 5),
    );
    let e = format!("{k}({}) + {}", lin(a, b), lin(c, 0)).replace("+ -", "- ");
    let e = if k == 1 { e.replacen("1(", "(", 1) } else { e };
    let want_const = ctx.chance(0.4);
    let (ans, degree) = if want_const {
        (k * b, 0)
    } else {
        (k * a + c, 1)
    };
    let dev = lin(k * a + c, k * b);
    let wrongs = if want_const {
        vec![
            w(
                ctx,
                Qty::int(b, ""),
                "le facteur n'a pas été distribué au second terme",
                "did not distribute to the second term",
            ),
            w(ctx, Qty::int(-k * b, ""), "erreur de signe", "sign error"),
            w(
                ctx,
                Qty::int(k + b, ""),
                "facteur ajouté au lieu d'être multiplié",
                "added the factor instead of multiplying",
            ),
        ]
    } else {
        vec![
            w(
                ctx,
                Qty::int(k * a, ""),
                "terme en x ajouté oublié",
                "forgot the added x-term",
            ),
            w(
                ctx,
                Qty::int(a + c, ""),
                "le facteur n'a pas été distribué",
                "did not distribute the factor",
            ),
            w(
                ctx,
                Qty::int(k * a - c, ""),
                "erreur de signe",
                "sign error",
            ),
        ]
    };
    let which = if want_const {
        tr!(lang, "le terme constant", "the constant term")
    } else {
        tr!(lang, "le coefficient de x", "the coefficient of x")
    };
    Item {
        situation: tr!(
            lang,
            "On développe et on réduit C = {e}.",
            "C = {e} is expanded and simplified."
        ),
        question: tr!(
            lang,
            "Quel est {which} de la forme développée ?",
            "What is {which} of the expanded form?"
        ),
        claim: tr!(
            lang,
            "{which} de la forme développée est {{v}}",
            "{which} of the expanded form is {{v}}"
        ),
        label: format!("C = {e}"),
        noun: which.clone(),
        answer: Qty::int(ans, ""),
        wrongs,
        alts: Vec::new(),
        visual: visual(&area_model(&k.to_string(), &[lin(a, 0), b.to_string()]), {
            let ax = lin(a, 0);
            tr!(
                lang,
                "Rectangle de largeur {k} partagé en deux parties de longueurs {ax} et {b}",
                "Rectangle of width {k} split into parts of lengths {ax} and {b}"
            )
        }),
        explanation: tr!(
            lang,
            "k(a + b) = ka + kb : C = {dev}.",
            "k(a + b) = ka + kb: C = {dev}."
        ),
        facts: Facts::Coef {
            expr: e.clone(),
            degree,
        },
        steps: Vec::new(),
        variant: 0,
    }
}

fn linear_equation(ctx: &mut Ctx, rational: bool) -> Item {
    let lang = ctx.lang;
    let two_sided = rational || ctx.chance(0.5);
    let (eq, sol, mut wrongs, steps_info);
    let mut word: Option<String> = None;
    if two_sided {
        // ax + b = cx + d, solution chosen first
        let (a, c) = loop {
            let (a, c) = (nz(ctx, -9, 9), nz(ctx, -9, 9));
            if a != c {
                break (a, c);
            }
        };
        let x = if rational {
            let q = (a - c).abs();
            let p = nz(ctx, -12, 12);
            Rational::new(p, q.max(2))
        } else {
            Rational::int(ctx.int(-9, 9))
        };
        // choose b, then d = (a - c) x + b must be an integer
        let b = nz(ctx, -12, 12);
        let dd = Rational::int(a - c) * x + Rational::int(b);
        let d = if dd.is_integer() { dd.num() } else { 0 };
        if !dd.is_integer() {
            return linear_equation(ctx, false);
        }
        eq = format!("{} = {}", lin(a, b), lin(c, d));
        sol = x;
        let k = a - c;
        let rhs = d - b;
        wrongs = vec![
            w(
                ctx,
                Qty::rat(Rational::new(d + b, k), ""),
                "terme changé de membre sans changer de signe",
                "moved a term without changing its sign",
            ),
            w(ctx, Qty::rat(-x, ""), "erreur de signe", "sign error"),
        ];
        if a + c != 0 {
            wrongs.push(w(
                ctx,
                Qty::rat(Rational::new(d - b, a + c), ""),
                "terme en x changé de membre sans changer de signe",
                "moved the x-term without changing its sign",
            ));
        }
        if rhs != 0 {
            wrongs.push(w(
                ctx,
                Qty::rat(Rational::new(k, rhs), ""),
                "division dans le mauvais sens",
                "divided the wrong way round",
            ));
        }
        steps_info = (lin(k, 0), rhs, k);
    } else {
        let (a, x) = (nz(ctx, -9, 9), nz(ctx, -10, 10));
        let b = nz(ctx, -20, 20);
        let c = a * x + b;
        eq = format!("{} = {c}", lin(a, b));
        sol = Rational::int(x);
        wrongs = vec![
            w(
                ctx,
                Qty::rat(Rational::new(c + b, a), ""),
                "terme changé de membre sans changer de signe",
                "moved a term without changing its sign",
            ),
            w(
                ctx,
                Qty::int(c - b - a, ""),
                "soustraction de a au lieu d'une division par a",
                "subtracted a instead of dividing by a",
            ),
            w(
                ctx,
                Qty::rat(
                    Rational::checked_new(a, c - b).unwrap_or(Rational::int(a * 10)),
                    "",
                ),
                "division dans le mauvais sens",
                "divided the wrong way round",
            ),
            w(ctx, Qty::int(-x, ""), "erreur de signe", "sign error"),
        ];
        steps_info = (lin(a, 0), c - b, a);
        if ctx.mode == 2 && a > 1 && ctx.chance(0.3) {
            let then = if b > 0 {
                tr!(lang, "j'ajoute {b}", "add {b}")
            } else {
                let m = -b;
                tr!(lang, "je retranche {m}", "subtract {m}")
            };
            word = Some(tr!(
                lang,
                "Je pense à un nombre x. Je le multiplie par {a}, puis {then} : j'obtiens {c}.",
                "I think of a number x. I multiply it by {a}, then {then}: I get {c}."
            ));
        }
    }
    let s = ctx.frac(sol);
    let (ax, rhs, k) = steps_info;
    let situation = word.unwrap_or_else(|| {
        tr!(
            lang,
            "On considère l'équation {eq}.",
            "Consider the equation {eq}."
        )
    });
    let (l, r) = eq.split_once(" = ").unwrap_or((&eq, "0"));
    let vis = visual(
        &balance(l, r),
        tr!(
            lang,
            "Balance en équilibre : {l} d'un côté, {r} de l'autre",
            "Balanced scales: {l} on one side, {r} on the other"
        ),
    );
    Item {
        situation,
        question: if rational {
            tr!(
                lang,
                "Quelle est sa solution ? (Donne une fraction irréductible si nécessaire.)",
                "What is its solution? (Give a fraction in simplest form if needed.)"
            )
        } else {
            tr!(
                lang,
                "Quelle est la solution de l'équation ?",
                "What is the solution of the equation?"
            )
        },
        claim: tr!(
            lang,
            "la solution de cette équation est {{v}}",
            "the solution of this equation is {{v}}"
        ),
        label: eq.clone(),
        noun: tr!(lang, "solution", "solution"),
        answer: Qty::rat(sol, ""),
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: {
            let ks = if k < 0 {
                format!("({k})")
            } else {
                k.to_string()
            };
            tr!(
                lang,
                "On isole x : {ax} = {rhs}, donc x = {rhs} ÷ {ks} = {s}. Vérification : en remplaçant x par {s}, les deux membres sont égaux.",
                "Isolate x: {ax} = {rhs}, so x = {rhs} ÷ {ks} = {s}. Check: with x = {s}, both sides are equal."
            )
        },
        facts: Facts::Solution {
            equation: eq.clone(),
        },
        steps: vec![Step {
            prompt: tr!(
                lang,
                "Après avoir regroupé les termes en x dans un membre et les nombres dans l'autre, on obtient {ax} = … Quel nombre ?",
                "After gathering the x-terms on one side and the numbers on the other, you get {ax} = … Which number?"
            ),
            answer: Qty::int(rhs, ""),
            facts: Facts::exact(format!("{k} × ({s})")),
        }],
        variant: 0,
    }
}

fn zero_product(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (p, q) = loop {
        let (p, q) = (ctx.int(1, 9), ctx.int(1, 9));
        if p != q {
            break (p, q);
        }
    };
    let a = ctx.pick(&[1i64, 1, 2, 3]);
    // (x - p)(a x + a q) = 0 has solutions p and -q
    let eq = format!("(x - {p})({}) = 0", lin(a, a * q));
    let wrongs = vec![
        w(
            ctx,
            Qty::int(-p, ""),
            "signe de la solution inversé",
            "sign of the solution reversed",
        ),
        w(
            ctx,
            Qty::int(q, ""),
            "signe de la solution inversé",
            "sign of the solution reversed",
        ),
        w(
            ctx,
            Qty::int(p * q, ""),
            "produit des nombres au lieu de résoudre",
            "multiplied the numbers instead of solving",
        ),
    ];
    let mq = -q;
    Item {
        situation: tr!(
            lang,
            "On considère l'équation produit {eq}.",
            "Consider the zero-product equation {eq}."
        ),
        question: tr!(
            lang,
            "Quelle est sa solution positive ?",
            "What is its positive solution?"
        ),
        claim: tr!(
            lang,
            "la solution positive de cette équation est {{v}}",
            "the positive solution of this equation is {{v}}"
        ),
        label: eq.clone(),
        noun: tr!(lang, "solution positive", "positive solution"),
        answer: Qty::int(p, ""),
        wrongs,
        alts: Vec::new(),
        visual: expr_card(
            ctx,
            &tr!(lang, "Équation produit nul", "Zero-product equation"),
            std::slice::from_ref(&eq),
        ),
        explanation: {
            let f2 = lin(a, a * q);
            tr!(
                lang,
                "Un produit est nul si l'un de ses facteurs est nul : x - {p} = 0 ou {f2} = 0, soit x = {p} ou x = {mq}.",
                "A product is zero when a factor is zero: x - {p} = 0 or {f2} = 0, so x = {p} or x = {mq}."
            )
        },
        facts: Facts::Solution {
            equation: eq.clone(),
        },
        steps: Vec::new(),
        variant: 1,
    }
}

fn double_distributivity(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (a, b, c, d) = (ctx.int(1, 5), nz(ctx, -9, 9), ctx.int(1, 5), nz(ctx, -9, 9));
    let identity = ctx.chance(0.4);
    let (e, c2, c1, c0) = if identity {
        let s = if b < 0 { "-" } else { "+" };
        (
            format!("({} {s} {})²", lin(a, 0), b.abs()),
            a * a,
            2 * a * b,
            b * b,
        )
    } else {
        (
            format!("({})({})", lin(a, b), lin(c, d)),
            a * c,
            a * d + b * c,
            b * d,
        )
    };
    let degree = ctx.int(0, 2) as u32;
    let (ans, which) = match degree {
        2 => (
            c2,
            tr!(lang, "le coefficient de x²", "the coefficient of x²"),
        ),
        1 => (c1, tr!(lang, "le coefficient de x", "the coefficient of x")),
        _ => (c0, tr!(lang, "le terme constant", "the constant term")),
    };
    let wrongs = match (degree, identity) {
        (1, true) => vec![
            w(
                ctx,
                Qty::int(0, ""),
                "double produit oublié : (a + b)² ≠ a² + b²",
                "forgot the middle term: (a + b)² ≠ a² + b²",
            ),
            w(
                ctx,
                Qty::int(a * b, ""),
                "double produit non doublé",
                "middle term not doubled",
            ),
            w(ctx, Qty::int(-c1, ""), "erreur de signe", "sign error"),
        ],
        (1, false) => vec![
            w(
                ctx,
                Qty::int(a * d, ""),
                "un seul produit croisé",
                "only one cross product",
            ),
            w(
                ctx,
                Qty::int(a + c, ""),
                "coefficients additionnés",
                "added the coefficients",
            ),
            w(
                ctx,
                Qty::int(a * d - b * c, ""),
                "erreur de signe",
                "sign error",
            ),
        ],
        (0, _) => vec![
            w(
                ctx,
                Qty::int(if identity { 2 * b } else { b + d }, ""),
                "nombres additionnés au lieu d'être multipliés",
                "added the numbers instead of multiplying",
            ),
            w(ctx, Qty::int(-c0, ""), "erreur de signe", "sign error"),
            w(
                ctx,
                Qty::int(c0 + c1, ""),
                "terme en x ajouté au terme constant",
                "added the x-term to the constant",
            ),
        ],
        _ => vec![
            w(
                ctx,
                Qty::int(if identity { 2 * a } else { a + c }, ""),
                "coefficients additionnés au lieu d'être multipliés",
                "added the coefficients instead of multiplying",
            ),
            w(
                ctx,
                Qty::int(c2 + c1, ""),
                "termes de degrés différents additionnés",
                "added terms of different degrees",
            ),
            w(ctx, Qty::int(-c2, ""), "erreur de signe", "sign error"),
        ],
    };
    let dev = poly(c2, c1, c0);
    Item {
        situation: tr!(
            lang,
            "On développe et on réduit D = {e}.",
            "D = {e} is expanded and simplified."
        ),
        question: tr!(lang, "Quel est {which} ?", "What is {which}?"),
        claim: tr!(
            lang,
            "{which} de la forme développée est {{v}}",
            "{which} of the expanded form is {{v}}"
        ),
        label: format!("D = {e}"),
        noun: which.clone(),
        answer: Qty::int(ans, ""),
        wrongs,
        alts: Vec::new(),
        visual: expr_card(
            ctx,
            &tr!(lang, "Développer", "Expand"),
            &[format!("D = {e}")],
        ),
        explanation: if identity && b < 0 {
            tr!(
                lang,
                "(a - b)² = a² - 2ab + b² : D = {dev}.",
                "(a - b)² = a² - 2ab + b²: D = {dev}."
            )
        } else if identity {
            tr!(
                lang,
                "(a + b)² = a² + 2ab + b² : D = {dev}.",
                "(a + b)² = a² + 2ab + b²: D = {dev}."
            )
        } else {
            tr!(
                lang,
                "(a + b)(c + d) = ac + ad + bc + bd : D = {dev}.",
                "(a + b)(c + d) = ac + ad + bc + bd: D = {dev}."
            )
        },
        facts: Facts::Coef {
            expr: e.clone(),
            degree,
        },
        steps: Vec::new(),
        variant: 0,
    }
}

/// Options that are expressions; `correct` decided by [`Claim::PolyEq`] against `target`.
fn poly_options(
    ctx: &mut Ctx,
    stem: String,
    target: &str,
    good: Vec<String>,
    bad: Vec<(String, String)>,
    vis: Visual,
    explanation: String,
) -> Built {
    let mut options: Vec<(String, bool, Option<String>)> = Vec::new();
    for g in good {
        if !options.iter().any(|o| o.0 == g) {
            options.push((g, true, None));
        }
    }
    for (b, why) in bad {
        if options.len() >= 5 {
            break;
        }
        if !options.iter().any(|o| o.0 == b) {
            options.push((b, false, Some(why)));
        }
    }
    let checks = options
        .iter()
        .map(|(t, c, _)| Check::Claim {
            claim: Claim::PolyEq {
                a: t.clone(),
                b: target.to_owned(),
            },
            expect: *c,
        })
        .collect();
    choice_question(ctx, stem, options, checks, vis, explanation)
}

fn forms_choice(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let factor = ctx.mode == 1 && ctx.chance(0.5);
    if factor {
        // factorise k·a x + k·b
        let k = ctx.int(2, 7);
        let (a, b) = loop {
            let (a, b) = (ctx.int(1, 6), nz(ctx, -9, 9));
            if gcd(a, b) == 1 && a > 1 {
                break (a, b);
            }
        };
        let target = lin(k * a, k * b);
        let good = format!("{k}({})", lin(a, b));
        let bad = vec![
            (
                format!("{k}({})", lin(a, k * b)),
                tr!(
                    lang,
                    "seul le premier terme a été divisé par le facteur",
                    "only the first term was divided by the factor"
                ),
            ),
            (
                format!("{}(x + {})", k * a, b.abs() * k).replace("+ -", "- "),
                tr!(
                    lang,
                    "facteur mal choisi : le développement ne redonne pas l'expression",
                    "wrong factor: expanding does not give the expression back"
                ),
            ),
            (
                format!("{k}({})", lin(a, -b)),
                tr!(lang, "erreur de signe", "sign error"),
            ),
            (
                format!("{}({})", k + 1, lin(a, b)),
                tr!(
                    lang,
                    "facteur commun mal calculé",
                    "common factor miscalculated"
                ),
            ),
        ];
        let stem = tr!(
            lang,
            "Quelle est une factorisation de {target} ?",
            "Which is a factorisation of {target}?"
        );
        let vis = expr_card(
            ctx,
            &tr!(lang, "Factoriser", "Factorise"),
            std::slice::from_ref(&target),
        );
        let explanation = tr!(
            lang,
            "{k} est un facteur commun : {target} = {good}.",
            "{k} is a common factor: {target} = {good}."
        );
        return poly_options(ctx, stem, &target, vec![good], bad, vis, explanation);
    }
    let (k, a, b, c) = (ctx.int(2, 6), ctx.int(1, 5), nz(ctx, -9, 9), nz(ctx, -5, 5));
    let e = format!("{k}({}) + {}", lin(a, b), lin(c, 0)).replace("+ -", "- ");
    let good = vec![
        lin(k * a + c, k * b),
        format!("{} + {}", lin(k * a, k * b), lin(c, 0)).replace("+ -", "- "),
    ];
    let bad = vec![
        (
            lin(k * a + c, b),
            tr!(
                lang,
                "le facteur n'a pas été distribué au second terme",
                "did not distribute to the second term"
            ),
        ),
        (
            lin(a + c, k * b),
            tr!(
                lang,
                "le facteur n'a pas été distribué au premier terme",
                "did not distribute to the first term"
            ),
        ),
        (
            lin(k * a - c, k * b),
            tr!(lang, "erreur de signe", "sign error"),
        ),
        (
            poly(0, 0, k * a + c + k * b) + "x",
            tr!(
                lang,
                "termes en x et nombres additionnés ensemble",
                "added x-terms and numbers together"
            ),
        ),
    ];
    let n_good = if ctx.chance(0.5) { 1 } else { 2 };
    let stem = tr!(
        lang,
        "Quelle(s) expression(s) sont égales à E = {e} pour toute valeur de x ?",
        "Which expression(s) are equal to E = {e} for every value of x?"
    );
    let vis = visual(
        &area_model(&k.to_string(), &[lin(a, 0), b.to_string()]),
        tr!(
            lang,
            "Rectangle de largeur {k} partagé en deux parties",
            "Rectangle of width {k} split into two parts"
        ),
    );
    let dev = lin(k * a + c, k * b);
    let explanation = tr!(
        lang,
        "On distribue {k} aux deux termes, puis on réduit : E = {dev}.",
        "Distribute {k} to both terms, then simplify: E = {dev}."
    );
    poly_options(
        ctx,
        stem,
        &e,
        good.into_iter().take(n_good).collect(),
        bad,
        vis,
        explanation,
    )
}

fn identity_choice(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let a = ctx.int(1, 9);
    let kind = ctx.int(0, 2);
    let (target, good, bad) = match kind {
        0 => (
            format!("(x + {a})²"),
            vec![poly(1, 2 * a, a * a), format!("(x + {a})(x + {a})")],
            vec![
                (
                    poly(1, 0, a * a),
                    tr!(lang, "double produit oublié", "forgot the middle term"),
                ),
                (
                    poly(1, a, a * a),
                    tr!(lang, "double produit non doublé", "middle term not doubled"),
                ),
                (
                    poly(0, 2, 2 * a),
                    tr!(
                        lang,
                        "carré confondu avec le double",
                        "mistook squaring for doubling"
                    ),
                ),
            ],
        ),
        1 => (
            format!("(x - {a})²"),
            vec![poly(1, -2 * a, a * a), format!("(x - {a})(x - {a})")],
            vec![
                (
                    poly(1, 0, -a * a),
                    tr!(
                        lang,
                        "double produit oublié et signe faux",
                        "forgot the middle term and wrong sign"
                    ),
                ),
                (
                    poly(1, -2 * a, -a * a),
                    tr!(
                        lang,
                        "le carré de -{a} est positif",
                        "the square of -{a} is positive"
                    ),
                ),
                (
                    poly(1, 2 * a, a * a),
                    tr!(
                        lang,
                        "erreur de signe sur le double produit",
                        "sign error in the middle term"
                    ),
                ),
            ],
        ),
        _ => (
            format!("(x - {a})(x + {a})"),
            vec![poly(1, 0, -a * a), format!("(x + {a})(x - {a})")],
            vec![
                (
                    poly(1, 0, a * a),
                    tr!(
                        lang,
                        "erreur de signe : (a - b)(a + b) = a² - b²",
                        "sign error: (a - b)(a + b) = a² - b²"
                    ),
                ),
                (
                    poly(1, -2 * a, -a * a),
                    tr!(lang, "confusion avec (a - b)²", "confused with (a - b)²"),
                ),
                (
                    format!("(x - {a})²"),
                    tr!(
                        lang,
                        "les deux facteurs ne sont pas égaux",
                        "the two factors are not equal"
                    ),
                ),
            ],
        ),
    };
    let n_good = if ctx.chance(0.5) { 1 } else { 2 };
    let good: Vec<String> = good.into_iter().take(n_good).collect();
    let dev = good[0].clone();
    let stem = tr!(
        lang,
        "Quelle(s) expression(s) sont égales à {target} pour toute valeur de x ?",
        "Which expression(s) are equal to {target} for every value of x?"
    );
    let vis = expr_card(
        ctx,
        &tr!(lang, "Identités remarquables", "Special products"),
        &[
            "(a + b)² = a² + 2ab + b²".to_owned(),
            "(a - b)² = a² - 2ab + b²".to_owned(),
            "(a + b)(a - b) = a² - b²".to_owned(),
        ],
    );
    let explanation = tr!(
        lang,
        "Avec les identités remarquables : {target} = {dev}.",
        "With the special products: {target} = {dev}."
    );
    poly_options(ctx, stem, &target, good, bad, vis, explanation)
}

fn equations_with_solution(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let x = ctx.int(-6, 9);
    let xs = x.to_string();
    let mut options: Vec<(String, bool, Option<String>)> = Vec::new();
    let n_good = ctx.int(2, 3);
    let mut tries = 0;
    while options.len() < 5 && tries < 100 {
        tries += 1;
        let good = (options.iter().filter(|o| o.1).count() as i64) < n_good;
        let (a, b) = (nz(ctx, -6, 6), nz(ctx, -12, 12));
        let c = a * x + b + if good { 0 } else { nz(ctx, -3, 3) };
        let eq = format!("{} = {c}", lin(a, b));
        if options.iter().any(|o| o.0 == eq) {
            continue;
        }
        let lhs_at = a * x + b;
        let fb = (!good).then(|| {
            tr!(
                lang,
                "pour x = {xs}, le membre de gauche vaut {lhs_at}, pas {c}",
                "when x = {xs}, the left side is {lhs_at}, not {c}"
            )
        });
        options.push((eq, good, fb));
    }
    let checks = options
        .iter()
        .map(|(t, c, _)| Check::Claim {
            claim: Claim::Solves {
                equation: t.clone(),
                x: xs.clone(),
            },
            expect: *c,
        })
        .collect();
    let stem = tr!(
        lang,
        "Quelles équations ont pour solution x = {xs} ?",
        "Which equations have x = {xs} as a solution?"
    );
    let vis = expr_card(
        ctx,
        &tr!(lang, "Tester une solution", "Testing a solution"),
        &[format!("x = {xs}")],
    );
    let explanation = tr!(
        lang,
        "On remplace x par {xs} dans chaque équation et on vérifie si les deux membres sont égaux.",
        "Replace x with {xs} in each equation and check whether both sides are equal."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

fn zero_product_mc(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let (p, q) = loop {
        let (p, q) = (nz(ctx, -9, 9), nz(ctx, -9, 9));
        if p != q && p != -q {
            break (p, q);
        }
    };
    let a = ctx.pick(&[1i64, 2, 3]);
    // (x - p)(a x - a q) = 0 → solutions p and q
    let eq = format!("({})({}) = 0", lin(1, -p), lin(a, -a * q));
    let cands = [
        (p, true),
        (q, true),
        (-p, false),
        (-q, false),
        (a * q, a == 1),
        (p + q, false),
    ];
    let mut options: Vec<(String, bool, Option<String>)> = Vec::new();
    for (v, _) in cands {
        let t = v.to_string();
        if options.iter().any(|o| o.0 == t) {
            continue;
        }
        let good = v == p || v == q;
        let fb = (!good).then(|| {
            tr!(
                lang,
                "pour x = {v}, aucun facteur n'est nul",
                "when x = {v}, no factor is zero"
            )
        });
        options.push((t, good, fb));
    }
    options.truncate(5);
    let checks = options
        .iter()
        .map(|(t, c, _)| Check::Claim {
            claim: Claim::Solves {
                equation: eq.clone(),
                x: t.clone(),
            },
            expect: *c,
        })
        .collect();
    let stem = tr!(
        lang,
        "Quelles sont les solutions de l'équation {eq} ?",
        "What are the solutions of the equation {eq}?"
    );
    let vis = expr_card(
        ctx,
        &tr!(lang, "Équation produit nul", "Zero-product equation"),
        std::slice::from_ref(&eq),
    );
    let explanation = tr!(
        lang,
        "Un produit est nul si et seulement si l'un des facteurs est nul : x = {p} ou x = {q}.",
        "A product is zero exactly when one factor is zero: x = {p} or x = {q}."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}
