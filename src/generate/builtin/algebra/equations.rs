//! Equations: first-degree equations (chapter `equations` 4e, mode 2), with rational solutions
//! and zero-product equations (`equations-et-inequations` 3e and 2de, modes 4 and 6).

use super::{expr_card, lin, nz};
use crate::generate::builtin::facts::{Check, Claim, Facts};
use crate::generate::builtin::kinds::choice_question;
use crate::generate::builtin::{Built, Ctx, Item, Qty, Step, tr, w};
use crate::generate::rational::Rational;
use crate::generate::visual::{balance, visual};

pub(super) fn linear_equation(ctx: &mut Ctx, rational: bool) -> Item {
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

pub(super) fn zero_product(ctx: &mut Ctx) -> Item {
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

/// Which equations of a form have a given solution: `form` 0 is a x + b = c, 1 is
/// k(x + a) = c, 2 is a x + b = c x + d.
pub(super) fn equations_with_solution(ctx: &mut Ctx, form: u8) -> Built {
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
        let slip = if good { 0 } else { nz(ctx, -3, 3) };
        let (lhs, lhs_at, rhs_at, rhs) = match form {
            0 => {
                let c = a * x + b + slip;
                (lin(a, b), a * x + b, c, c.to_string())
            }
            1 => {
                let k = ctx.int(2, 6);
                let c = k * (x + b) + slip;
                (format!("{k}({})", lin(1, b)), k * (x + b), c, c.to_string())
            }
            _ => {
                let c = nz(ctx, -6, 6);
                if c == a {
                    continue;
                }
                let d = (a - c) * x + b + slip;
                (lin(a, b), a * x + b, c * x + d, lin(c, d))
            }
        };
        let eq = format!("{lhs} = {rhs}");
        if options.iter().any(|o| o.0 == eq) {
            continue;
        }
        let c = rhs_at;
        let fb = (!good).then(|| {
            tr!(
                lang,
                "pour x = {xs}, le membre de gauche vaut {lhs_at} et celui de droite {c}",
                "when x = {xs}, the left side is {lhs_at} and the right side {c}"
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

pub(super) fn zero_product_mc(ctx: &mut Ctx) -> Built {
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

/// An equation with brackets, k(x + a) = c or k(x + a) = m x + d, solved after expanding
/// (4e).
pub(super) fn bracket_equation(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let k = ctx.int(2, 7);
    let a = nz(ctx, -9, 9);
    let x = nz(ctx, -8, 10);
    let two_sided = ctx.chance(0.5);
    let m = if two_sided {
        loop {
            let m = nz(ctx, -6, 9);
            if m != k {
                break m;
            }
        }
    } else {
        0
    };
    // k x + k a = m x + d with d chosen so that x solves it
    let d = (k - m) * x + k * a;
    let inner = lin(1, a);
    let lhs = format!("{k}({inner})");
    let rhs = lin(m, d);
    let eq = format!("{lhs} = {rhs}");
    let expanded = lin(k, k * a);
    let coef = k - m;
    let num = d - k * a;
    let mut wrongs = vec![
        w(ctx, Qty::int(-x, ""), "erreur de signe", "sign error"),
        w(
            ctx,
            Qty::rat(Rational::new(d + k * a, coef), ""),
            "terme changé de membre sans changer de signe",
            "moved a term without changing its sign",
        ),
    ];
    // k distributed to x only: k x + a = m x + d
    if (d - a) % coef == 0 {
        wrongs.push(w(
            ctx,
            Qty::int((d - a) / coef, ""),
            "le facteur n'a été distribué qu'au premier terme de la parenthèse",
            "the factor was distributed to the first term of the bracket only",
        ));
    }
    if num != 0 {
        wrongs.push(w(
            ctx,
            Qty::rat(Rational::new(coef, num), ""),
            "division dans le mauvais sens",
            "divided the wrong way round",
        ));
    }
    let cs = if coef < 0 {
        format!("({coef})")
    } else {
        coef.to_string()
    };
    let gathered = lin(coef, 0);
    let steps = if two_sided {
        tr!(
            lang,
            "On développe : {expanded} = {rhs}. On regroupe : {gathered} = {num}",
            "Expand: {expanded} = {rhs}. Gather the terms: {gathered} = {num}"
        )
    } else {
        tr!(
            lang,
            "On développe : {expanded} = {rhs}, donc {gathered} = {num}",
            "Expand: {expanded} = {rhs}, so {gathered} = {num}"
        )
    };
    let (l, r) = (lhs.clone(), rhs.clone());
    Item {
        situation: tr!(
            lang,
            "On considère l'équation {eq}.",
            "Consider the equation {eq}."
        ),
        question: tr!(
            lang,
            "Quelle est la solution de cette équation ?",
            "What is the solution of this equation?"
        ),
        claim: tr!(
            lang,
            "la solution de cette équation est {{v}}",
            "the solution of this equation is {{v}}"
        ),
        label: eq.clone(),
        noun: tr!(lang, "solution", "solution"),
        answer: Qty::int(x, ""),
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &balance(&l, &r),
            tr!(
                lang,
                "Balance en équilibre : {l} d'un côté, {r} de l'autre",
                "Balanced scales: {l} on one side, {r} on the other"
            ),
        ),
        explanation: tr!(
            lang,
            "{steps}, puis x = {num} ÷ {cs} = {x}. Vérification : pour x = {x}, les deux membres valent {}.",
            "{steps}, then x = {num} ÷ {cs} = {x}. Check: when x = {x}, both sides equal {}.",
            k * (x + a)
        ),
        facts: Facts::Solution {
            equation: eq.clone(),
        },
        steps: Vec::new(),
        variant: 1,
    }
}

/// A problem put into an equation (4e): two prices that become equal, or a rectangle whose
/// length exceeds its width and whose perimeter is known.
pub(super) fn word_equation(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (situation, question, claim, label, eq, x, wrongs, explanation);
    if ctx.chance(0.5) {
        // a x = b + c x: the number of sessions for which both prices are equal
        let c = ctx.int(2, 8);
        let a = c + ctx.int(2, 6);
        let n = ctx.int(4, 15);
        let b = (a - c) * n;
        x = n;
        eq = format!("{a}x = {b} + {c}x");
        situation = tr!(
            lang,
            "À la piscine, le tarif A coûte {a} € la séance ; le tarif B demande un abonnement de {b} € puis {c} € la séance.",
            "At the pool, price plan A costs €{a} a session; plan B has a €{b} membership fee, then €{c} a session."
        );
        question = tr!(
            lang,
            "Pour combien de séances les deux tarifs coûtent-ils le même prix ?",
            "For how many sessions do both plans cost the same?"
        );
        claim = tr!(
            lang,
            "les deux tarifs coûtent le même prix pour {{v}} séances",
            "both plans cost the same for {{v}} sessions"
        );
        label = tr!(
            lang,
            "A : {a} € la séance ; B : {b} € + {c} € la séance",
            "A: €{a} a session; B: €{b} + €{c} a session"
        );
        let d = a - c;
        let total = a * n;
        let mut ws = vec![
            w(
                ctx,
                Qty::int(total, ""),
                "prix commun des deux tarifs donné au lieu du nombre de séances",
                "gave the common price instead of the number of sessions",
            ),
            w(
                ctx,
                Qty::int(b, ""),
                "montant de l'abonnement recopié",
                "copied the membership fee",
            ),
            w(
                ctx,
                Qty::int(b - d, ""),
                &format!("{d}x = {b} résolu par une soustraction au lieu d'une division"),
                &format!("solved {d}x = {b} by subtracting instead of dividing"),
            ),
        ];
        for (div, fr, en) in [
            (
                a + c,
                "prix des séances additionnés au lieu d'être soustraits",
                "added the session prices instead of subtracting them",
            ),
            (
                a,
                "abonnement divisé par le prix du tarif A seulement",
                "divided the fee by plan A's price only",
            ),
            (
                c,
                "abonnement divisé par le prix du tarif B seulement",
                "divided the fee by plan B's price only",
            ),
        ] {
            if b % div == 0 {
                ws.push(w(ctx, Qty::int(b / div, ""), fr, en));
            }
        }
        wrongs = ws;
        explanation = tr!(
            lang,
            "Avec x séances, le tarif A coûte {a}x € et le tarif B ({b} + {c}x) €. On résout {a}x = {b} + {c}x : {d}x = {b}, donc x = {b} ÷ {d} = {n}. Vérification : {a} × {n} = {total} et {b} + {c} × {n} = {total}.",
            "With x sessions, plan A costs €{a}x and plan B €({b} + {c}x). Solve {a}x = {b} + {c}x: {d}x = {b}, so x = {b} ÷ {d} = {n}. Check: {a} × {n} = {total} and {b} + {c} × {n} = {total}."
        );
    } else {
        // 2(x + x + a) = p: the width of a rectangle whose length exceeds it by a
        let a = ctx.int(2, 9);
        let l = ctx.int(3, 20);
        let p = 2 * (2 * l + a);
        x = l;
        eq = format!("x + x + {a} + x + x + {a} = {p}");
        situation = tr!(
            lang,
            "La longueur d'un rectangle dépasse sa largeur de {a} cm, et son périmètre mesure {p} cm. On note x sa largeur, en cm.",
            "A rectangle's length is {a} cm more than its width, and its perimeter is {p} cm. Let x be its width, in cm."
        );
        question = tr!(
            lang,
            "Quelle est la largeur x de ce rectangle, en cm ?",
            "What is the width x of this rectangle, in cm?"
        );
        claim = tr!(
            lang,
            "la largeur de ce rectangle est {{v}} cm",
            "the width of this rectangle is {{v}} cm"
        );
        label = tr!(
            lang,
            "longueur = largeur + {a} cm, périmètre {p} cm",
            "length = width + {a} cm, perimeter {p} cm"
        );
        let half = p / 2;
        let twice = half - a;
        let long = l + a;
        wrongs = vec![
            w(
                ctx,
                Qty::rat_or_dec(Rational::new(p - a, 2), 2, ""),
                "périmètre pris pour la somme d'une longueur et d'une largeur",
                "took the perimeter for one length plus one width",
            ),
            w(
                ctx,
                Qty::rat_or_dec(Rational::new(p - 2 * a, 4), 2, ""),
                "différence comptée une seule fois dans le périmètre",
                "counted the difference only once in the perimeter",
            ),
            w(
                ctx,
                Qty::int(long, ""),
                "longueur donnée au lieu de la largeur",
                "gave the length instead of the width",
            ),
            w(
                ctx,
                Qty::int(twice, ""),
                "2x trouvé, mais pas divisé par 2",
                "found 2x but did not divide it by 2",
            ),
        ];
        explanation = tr!(
            lang,
            "La longueur vaut x + {a}, donc le périmètre est 2(x + x + {a}) = 2(2x + {a}). On résout 2(2x + {a}) = {p} : on divise par 2, 2x + {a} = {half}, puis 2x = {twice} et x = {twice} ÷ 2 = {l}. Vérification : 2 × ({l} + {long}) = {p}.",
            "The length is x + {a}, so the perimeter is 2(x + x + {a}) = 2(2x + {a}). Solve 2(2x + {a}) = {p}: dividing by 2, 2x + {a} = {half}, then 2x = {twice} and x = {twice} ÷ 2 = {l}. Check: 2 × ({l} + {long}) = {p}."
        );
    }
    let vis = expr_card(
        ctx,
        &tr!(lang, "Mettre en équation", "Setting up an equation"),
        std::slice::from_ref(&label),
    );
    Item {
        situation,
        question,
        claim,
        label,
        noun: tr!(lang, "solution", "solution"),
        answer: Qty::int(x, ""),
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation,
        facts: Facts::Solution { equation: eq },
        steps: Vec::new(),
        variant: 2,
    }
}
