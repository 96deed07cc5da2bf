//! Algorithmique et programmation, 5e to 2de: "what is the value of x at the end", "what
//! does this program display", on a short program (at most 8 lines) shown as a code card:
//! Scratch blocks in 5e, 4e and 3e, Python in 2de. The generator builds each program as a
//! tree and runs it its own way; the question records the program as Python text
//! ([`Facts::Program`]), which the checker reads and runs with its own interpreter
//! (`check::program`). Distractors come from running the same tree with a typical slip: one
//! turn of a loop too few or too many, the other branch of a test, the first value only.
//!
//! | mode | chapter `algorithmique-et-programmation` |
//! |---|---|
//! | 0 | 5e (Scratch: sequences, loops, conditions) |
//! | 1 | 4e (Scratch: variables, loops) |
//! | 2 | 3e (Scratch: solving a problem) |
//! | 3 | 2de (Python: loops, functions, tests) |

use std::collections::HashMap;

use super::facts::Facts;
use super::{Ctx, Family, Item, Qty, no_special, tr, w};
use crate::domain::question::QuestionKind::*;
use crate::domain::question::Visual;
use crate::generate::figure::{Anchor, Element, Figure, Style, pt};
use crate::generate::visual::{BLUE, visual};

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "algo",
    notion,
    item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse],
    variants: |_| VARIANTS,
};

/// Variants per mode.
const VARIANTS: u8 = 4;

/// The notion of the chapter's course knowledge (`knowledge/maths_2de.rs`) a variant exercises.
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    Some(match (mode, variant) {
        (0, 0) => "sequence-instructions",
        (0, 2) => "conditions",
        (0, _) => "boucles",
        (1, 0) => "variables",
        (1, 2) => "conditions",
        (1, _) => "boucles",
        (2, 2 | 3) => "conditions",
        (2, _) => "boucles",
        (3, 2) => "fonctions-python",
        (3, 3) => "conditions",
        _ => "boucles",
    })
}

// ------------------------------------------------------------------------------------------
// Programs as trees

#[derive(Debug, Clone)]
enum E {
    N(i64),
    V(&'static str),
    Add(Box<E>, Box<E>),
    Sub(Box<E>, Box<E>),
    Mul(Box<E>, Box<E>),
    /// Floor division by a positive number (Scratch shows it as "/", on exact cases only).
    Div(Box<E>, Box<E>),
    Mod(Box<E>, Box<E>),
    Call(&'static str, Box<E>),
}

#[derive(Debug, Clone, Copy)]
enum Cmp {
    Lt,
    Gt,
    Le,
    Eq,
}

#[derive(Debug, Clone)]
struct C(E, Cmp, E);

#[derive(Debug, Clone)]
enum S {
    Set(&'static str, E),
    /// Repeat n times (Python: `for _ in range(n)`).
    Repeat(i64, Vec<S>),
    /// `for var in range(n)` (Python only).
    For(&'static str, i64, Vec<S>),
    /// While the condition holds (Scratch: repeat until its negation).
    While(C, Vec<S>),
    If(C, Vec<S>, Vec<S>),
    Print(E),
    /// `def name(param): return body` (Python only).
    Def(&'static str, &'static str, E),
}

fn n(x: i64) -> E {
    E::N(x)
}
fn v(x: &'static str) -> E {
    E::V(x)
}
fn add(a: E, b: E) -> E {
    E::Add(Box::new(a), Box::new(b))
}
fn sub(a: E, b: E) -> E {
    E::Sub(Box::new(a), Box::new(b))
}
fn mul(a: E, b: E) -> E {
    E::Mul(Box::new(a), Box::new(b))
}

/// How a run goes wrong on purpose (a pupil's slip).
#[derive(Debug, Clone, Copy, Default)]
struct Slip {
    /// Added to every loop count.
    turns: i64,
    /// Takes the other branch of every test.
    flip: bool,
}

#[derive(Default, Clone)]
struct Env {
    vars: HashMap<&'static str, i64>,
    funcs: HashMap<&'static str, (&'static str, E)>,
    printed: Vec<i64>,
    /// The values taken by the traced variable.
    trace: Vec<i64>,
    steps: u32,
}

fn eval(e: &E, env: &Env) -> Option<i64> {
    Some(match e {
        E::N(x) => *x,
        E::V(x) => *env.vars.get(x)?,
        E::Add(a, b) => eval(a, env)?.checked_add(eval(b, env)?)?,
        E::Sub(a, b) => eval(a, env)?.checked_sub(eval(b, env)?)?,
        E::Mul(a, b) => eval(a, env)?.checked_mul(eval(b, env)?)?,
        E::Div(a, b) => {
            let d = eval(b, env)?;
            if d <= 0 {
                return None;
            }
            eval(a, env)?.div_euclid(d)
        }
        E::Mod(a, b) => {
            let d = eval(b, env)?;
            if d <= 0 {
                return None;
            }
            eval(a, env)?.rem_euclid(d)
        }
        E::Call(f, a) => {
            let (param, body) = env.funcs.get(f)?.clone();
            let x = eval(a, env)?;
            let mut local = Env::default();
            local.vars.insert(param, x);
            eval(&body, &local)?
        }
    })
}

fn holds(c: &C, env: &Env) -> Option<bool> {
    let (a, b) = (eval(&c.0, env)?, eval(&c.2, env)?);
    Some(match c.1 {
        Cmp::Lt => a < b,
        Cmp::Gt => a > b,
        Cmp::Le => a <= b,
        Cmp::Eq => a == b,
    })
}

fn exec(prog: &[S], env: &mut Env, slip: Slip, traced: &str) -> Option<()> {
    for s in prog {
        env.steps += 1;
        if env.steps > 5000 {
            return None;
        }
        match s {
            S::Set(x, e) => {
                let val = eval(e, env)?;
                env.vars.insert(x, val);
                if *x == traced {
                    env.trace.push(val);
                }
            }
            S::Repeat(k, body) => {
                for _ in 0..(k + slip.turns).max(0) {
                    exec(body, env, slip, traced)?;
                }
            }
            S::For(x, k, body) => {
                for i in 0..(k + slip.turns).max(0) {
                    env.vars.insert(x, i);
                    exec(body, env, slip, traced)?;
                }
            }
            S::While(c, body) => {
                // the number of turns the loop makes, then that number plus the slip
                let mut dry = env.clone();
                let mut turns = 0i64;
                while holds(c, &dry)? {
                    exec(body, &mut dry, slip, traced)?;
                    turns += 1;
                    if turns > 1000 {
                        return None;
                    }
                }
                env.steps = dry.steps;
                for _ in 0..(turns + slip.turns).max(0) {
                    exec(body, env, slip, traced)?;
                }
            }
            S::If(c, a, b) => {
                if holds(c, env)? != slip.flip {
                    exec(a, env, slip, traced)?;
                } else {
                    exec(b, env, slip, traced)?;
                }
            }
            S::Print(e) => {
                let val = eval(e, env)?;
                env.printed.push(val);
                if traced.is_empty() {
                    env.trace.push(val);
                }
            }
            S::Def(f, p, body) => {
                env.funcs.insert(f, (p, body.clone()));
            }
        }
    }
    Some(())
}

/// The answer of `prog`: the final value of `var`, or the last value printed (`var` empty).
fn answer(prog: &[S], var: &str, slip: Slip) -> Option<(i64, Vec<i64>)> {
    let mut env = Env::default();
    exec(prog, &mut env, slip, var)?;
    let a = if var.is_empty() {
        *env.printed.last()?
    } else {
        *env.vars.get(var)?
    };
    Some((a, env.trace))
}

// ------------------------------------------------------------------------------------------
// Showing programs

/// Binding strength of an expression (higher binds tighter).
fn prec(e: &E) -> u8 {
    match e {
        E::Add(..) | E::Sub(..) => 1,
        E::Mul(..) | E::Div(..) | E::Mod(..) => 2,
        _ => 3,
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Style2 {
    Python,
    ScratchFr,
    ScratchEn,
}

fn show(e: &E, st: Style2) -> String {
    let bin = |a: &E, b: &E, op: &str, p: u8, right_strict: bool| {
        let l = if prec(a) < p {
            format!("({})", show(a, st))
        } else {
            show(a, st)
        };
        let r = if prec(b) < p || (right_strict && prec(b) == p) {
            format!("({})", show(b, st))
        } else {
            show(b, st)
        };
        format!("{l} {op} {r}")
    };
    let py = st == Style2::Python;
    match e {
        E::N(x) if *x < 0 && !py => format!("({x})"),
        E::N(x) => x.to_string(),
        E::V(x) => (*x).to_owned(),
        E::Add(a, b) => bin(a, b, "+", 1, false),
        E::Sub(a, b) => bin(a, b, "-", 1, true),
        E::Mul(a, b) => bin(a, b, if py { "*" } else { "×" }, 2, false),
        E::Div(a, b) => bin(a, b, if py { "//" } else { "/" }, 2, true),
        E::Mod(a, b) => bin(
            a,
            b,
            match st {
                Style2::Python => "%",
                Style2::ScratchFr => "modulo",
                Style2::ScratchEn => "mod",
            },
            2,
            true,
        ),
        E::Call(f, a) => format!("{f}({})", show(a, st)),
    }
}

fn show_cond(c: &C, st: Style2) -> String {
    let op = match (c.1, st) {
        (Cmp::Lt, _) => "<",
        (Cmp::Gt, _) => ">",
        (Cmp::Le, _) => "<=",
        (Cmp::Eq, Style2::Python) => "==",
        (Cmp::Eq, _) => "=",
    };
    format!("{} {op} {}", show(&c.0, st), show(&c.2, st))
}

/// The negation of a condition, as Scratch writes it with < > = only.
fn negate(c: &C) -> C {
    match c.1 {
        // x <= L is "until x > L"; x < L is "until x > L - 1"
        Cmp::Le => C(c.0.clone(), Cmp::Gt, c.2.clone()),
        Cmp::Lt => C(c.0.clone(), Cmp::Gt, sub_one(&c.2)),
        Cmp::Gt => C(c.0.clone(), Cmp::Lt, add_one(&c.2)),
        Cmp::Eq => C(c.0.clone(), Cmp::Eq, c.2.clone()),
    }
}

fn sub_one(e: &E) -> E {
    match e {
        E::N(x) => E::N(x - 1),
        _ => sub(e.clone(), n(1)),
    }
}

fn add_one(e: &E) -> E {
    match e {
        E::N(x) => E::N(x + 1),
        _ => add(e.clone(), n(1)),
    }
}

/// The lines of a program with their indentation level; `colon` ends a Python block's header
/// (":", in French too: code is shown verbatim, see `Figure::code`).
fn lines(prog: &[S], st: Style2, colon: &str, level: usize, out: &mut Vec<(usize, String)>) {
    let fr = st == Style2::ScratchFr;
    for s in prog {
        match s {
            S::Set(x, e) => {
                let t = match (st, e) {
                    (Style2::Python, _) => format!("{x} = {}", show(e, st)),
                    (_, E::Add(a, b))
                        if matches!(**a, E::V(y) if y == *x) && matches!(**b, E::N(_)) =>
                    {
                        let k = match **b {
                            E::N(k) => k,
                            _ => 0,
                        };
                        if fr {
                            format!("ajouter {k} à {x}")
                        } else {
                            format!("change {x} by {k}")
                        }
                    }
                    _ => {
                        if fr {
                            format!("mettre {x} à {}", show(e, st))
                        } else {
                            format!("set {x} to {}", show(e, st))
                        }
                    }
                };
                out.push((level, t));
            }
            S::Repeat(k, body) => {
                let t = match st {
                    Style2::Python => format!("for _ in range({k}){colon}"),
                    Style2::ScratchFr => format!("répéter {k} fois"),
                    Style2::ScratchEn => format!("repeat {k}"),
                };
                out.push((level, t));
                lines(body, st, colon, level + 1, out);
            }
            S::For(x, k, body) => {
                out.push((level, format!("for {x} in range({k}){colon}")));
                lines(body, st, colon, level + 1, out);
            }
            S::While(c, body) => {
                let t = match st {
                    Style2::Python => format!("while {}{colon}", show_cond(c, st)),
                    Style2::ScratchFr => {
                        format!("répéter jusqu'à ce que {}", show_cond(&negate(c), st))
                    }
                    Style2::ScratchEn => format!("repeat until {}", show_cond(&negate(c), st)),
                };
                out.push((level, t));
                lines(body, st, colon, level + 1, out);
            }
            S::If(c, a, b) => {
                let t = match st {
                    Style2::Python => format!("if {}{colon}", show_cond(c, st)),
                    Style2::ScratchFr => format!("si {} alors", show_cond(c, st)),
                    Style2::ScratchEn => format!("if {} then", show_cond(c, st)),
                };
                out.push((level, t));
                lines(a, st, colon, level + 1, out);
                if !b.is_empty() {
                    let t = match st {
                        Style2::Python => format!("else{colon}"),
                        Style2::ScratchFr => "sinon".to_owned(),
                        Style2::ScratchEn => "else".to_owned(),
                    };
                    out.push((level, t));
                    lines(b, st, colon, level + 1, out);
                }
            }
            S::Print(e) => {
                let t = match st {
                    Style2::Python => format!("print({})", show(e, st)),
                    Style2::ScratchFr => format!("dire {}", show(e, st)),
                    Style2::ScratchEn => format!("say {}", show(e, st)),
                };
                out.push((level, t));
            }
            S::Def(f, p, body) => {
                out.push((level, format!("def {f}({p}){colon}")));
                out.push((level + 1, format!("return {}", show(body, st))));
            }
        }
    }
}

/// A code card: the program's lines, left-aligned and indented by level.
fn code_card(title: &str, code: &[(usize, String)], python: bool) -> Figure {
    let longest = code
        .iter()
        .map(|(l, t)| *l as f64 * 24.0 + t.chars().count() as f64 * 8.5)
        .fold(0.0, f64::max);
    let w = (longest + 50.0)
        .max(title.chars().count() as f64 * 9.0 + 40.0)
        .max(220.0);
    let h = 56.0 + code.len() as f64 * 24.0;
    let mut f = Figure::new(w, h);
    f.push(Element::Rect {
        at: pt(5.0, 5.0),
        w: w - 10.0,
        h: h - 10.0,
        rx: 8.0,
        style: Style::filled("#fdfefe").colour(BLUE),
    });
    f.bold(pt(w / 2.0, 24.0), title, 14.0, Anchor::Middle);
    for (i, (level, t)) in code.iter().enumerate() {
        let at = pt(20.0 + *level as f64 * 24.0, 52.0 + 24.0 * i as f64);
        if python {
            // code, not prose: verbatim, in a monospace font
            f.code(at, t.clone(), 14.0);
        } else {
            f.text(at, t.clone(), 14.0, Anchor::Start);
        }
    }
    f
}

// ------------------------------------------------------------------------------------------
// The questions

/// A program and what is asked about it.
struct Task {
    prog: Vec<S>,
    /// The variable asked for, or "" for the last value displayed.
    var: &'static str,
}

fn item(ctx: &mut Ctx) -> Item {
    let var = ctx.variant(VARIANTS);
    let task = match ctx.mode {
        0 => grade5(ctx, var),
        1 => grade4(ctx, var),
        2 => grade3(ctx, var),
        _ => seconde(ctx, var),
    };
    let mut it = build(ctx, task);
    it.variant = var;
    it
}

fn build(ctx: &mut Ctx, task: Task) -> Item {
    let lang = ctx.lang;
    let python = ctx.mode == 3;
    let (ans, trace) = answer(&task.prog, task.var, Slip::default()).expect("a program that runs");
    // the program as shown, and as the checker reads it
    let st = match (python, ctx.fr()) {
        (true, _) => Style2::Python,
        (false, true) => Style2::ScratchFr,
        (false, false) => Style2::ScratchEn,
    };
    let colon = ":";
    let mut shown = Vec::new();
    if !python {
        shown.push((
            0,
            tr!(
                lang,
                "quand le drapeau vert est cliqué",
                "when green flag clicked"
            ),
        ));
    }
    lines(&task.prog, st, colon, 0, &mut shown);
    let mut py = Vec::new();
    lines(&task.prog, Style2::Python, ":", 0, &mut py);
    let source: Vec<String> = py
        .iter()
        .map(|(l, t)| format!("{}{t}", "    ".repeat(*l)))
        .collect();
    let title = match (python, ctx.fr()) {
        (true, true) => "Programme Python",
        (true, false) => "Python program",
        (false, true) => "Script Scratch",
        (false, false) => "Scratch script",
    };
    let alt_lines: Vec<String> = shown
        .iter()
        .map(|(l, t)| {
            if python {
                // a code span: the typesetter leaves it verbatim
                format!("{}`{t}`", "· ".repeat(*l))
            } else {
                format!("{}{t}", "· ".repeat(*l))
            }
        })
        .collect();
    let alt = if ctx.fr() {
        format!("{title} : {}", alt_lines.join(" / "))
    } else {
        format!("{title}: {}", alt_lines.join(" / "))
    };
    let vis: Visual = visual(&code_card(title, &shown, python), alt);
    // distractors: the same program run with a pupil's slip
    let mut wrongs = Vec::new();
    for (slip, fr, en) in [
        (
            Slip {
                turns: -1,
                flip: false,
            },
            "un tour de boucle oublié",
            "one turn of the loop forgotten",
        ),
        (
            Slip {
                turns: 1,
                flip: false,
            },
            "un tour de boucle de trop",
            "one turn of the loop too many",
        ),
        (
            Slip {
                turns: 0,
                flip: true,
            },
            "test mal lu : l'autre branche a été exécutée",
            "test misread: the other branch was run",
        ),
    ] {
        if let Some((x, _)) = answer(&task.prog, task.var, slip)
            && x != ans
        {
            wrongs.push(w(ctx, Qty::int(x, ""), fr, en));
        }
    }
    if let Some(&first) = trace.first()
        && first != ans
    {
        wrongs.push(w(
            ctx,
            Qty::int(first, ""),
            "seule la première valeur a été prise",
            "only the first value was taken",
        ));
    }
    let (situation, question, claim) = match (python, task.var) {
        (true, "") => (
            tr!(
                lang,
                "Voici un programme écrit en Python.",
                "Here is a program written in Python."
            ),
            tr!(
                lang,
                "Quel nombre ce programme affiche-t-il ?",
                "What number does this program display?"
            ),
            tr!(
                lang,
                "ce programme affiche {{v}}",
                "this program displays {{v}}"
            ),
        ),
        (true, x) => (
            tr!(
                lang,
                "Voici un programme écrit en Python.",
                "Here is a program written in Python."
            ),
            tr!(
                lang,
                "Que vaut la variable {x} à la fin du programme ?",
                "What is the value of the variable {x} at the end of the program?"
            ),
            tr!(
                lang,
                "à la fin du programme, {x} vaut {{v}}",
                "at the end of the program, {x} is {{v}}"
            ),
        ),
        (false, "") => (
            tr!(
                lang,
                "Voici un script Scratch.",
                "Here is a Scratch script."
            ),
            tr!(
                lang,
                "Quel nombre le lutin dit-il à la fin ?",
                "What number does the sprite say at the end?"
            ),
            tr!(
                lang,
                "à la fin, le lutin dit {{v}}",
                "at the end, the sprite says {{v}}"
            ),
        ),
        (false, x) => (
            tr!(
                lang,
                "Voici un script Scratch.",
                "Here is a Scratch script."
            ),
            tr!(
                lang,
                "Que vaut la variable {x} à la fin du script ?",
                "What is the value of the variable {x} at the end of the script?"
            ),
            tr!(
                lang,
                "à la fin du script, {x} vaut {{v}}",
                "at the end of the script, {x} is {{v}}"
            ),
        ),
    };
    let sep = if ctx.fr() { " ; " } else { ", " };
    let steps: Vec<String> = trace.iter().map(|x| x.to_string()).collect();
    let explanation = match (task.var, steps.len()) {
        ("", 1) => tr!(
            lang,
            "En exécutant les instructions dans l'ordre, la valeur affichée est {ans}.",
            "Running the instructions in order, the value displayed is {ans}."
        ),
        ("", _) => tr!(
            lang,
            "Les valeurs affichées sont {} : la dernière est {ans}.",
            "The values displayed are {}: the last one is {ans}.",
            steps.join(sep)
        ),
        (x, k) if k <= 12 => tr!(
            lang,
            "En exécutant les instructions dans l'ordre, {x} prend successivement les valeurs {} ; à la fin, {x} vaut {ans}.",
            "Running the instructions in order, {x} takes the values {} in turn; at the end, {x} is {ans}.",
            steps.join(sep)
        ),
        (x, _) => tr!(
            lang,
            "En exécutant les instructions dans l'ordre, {x} prend successivement les valeurs {}, … ; à la fin, {x} vaut {ans}.",
            "Running the instructions in order, {x} takes the values {}, … in turn; at the end, {x} is {ans}.",
            steps[..6].join(sep)
        ),
    };
    let label = claim.replace(" {v}", "").replace("{v}", "");
    Item {
        situation,
        question,
        claim,
        label,
        noun: tr!(lang, "valeur", "value"),
        answer: Qty::int(ans, ""),
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation,
        facts: Facts::Program {
            lines: source,
            var: task.var.to_owned(),
        },
        steps: Vec::new(),
        variant: 0,
    }
}

/// 5e: sequences, loops, conditions.
fn grade5(ctx: &mut Ctx, var: u8) -> Task {
    let x = ctx.pick(&["x", "y", "n"]);
    match var {
        0 => {
            let (a, b, c, d) = (ctx.int(2, 12), ctx.int(2, 9), ctx.int(2, 5), ctx.int(1, 9));
            Task {
                prog: vec![
                    S::Set(x, n(a)),
                    S::Set(x, add(v(x), n(b))),
                    S::Set(x, mul(v(x), n(c))),
                    S::Set(x, sub(v(x), n(d))),
                ],
                var: x,
            }
        }
        1 => {
            let (a, k, b) = (
                ctx.int(0, 20),
                ctx.int(3, 8),
                ctx.pick(&[2i64, 3, 4, 5, 10, -2, -3]),
            );
            Task {
                prog: vec![
                    S::Set(x, n(a)),
                    S::Repeat(k, vec![S::Set(x, add(v(x), n(b)))]),
                ],
                var: x,
            }
        }
        2 => {
            let c = ctx.int(8, 20);
            let a = c + ctx.int(-6, 6);
            let a = if a == c { c + 1 } else { a };
            let k = ctx.int(2, 4);
            let b = ctx.int(5, 15);
            Task {
                prog: vec![
                    S::Set(x, n(a)),
                    S::If(
                        C(v(x), Cmp::Gt, n(c)),
                        vec![S::Set(x, mul(v(x), n(k)))],
                        vec![S::Set(x, add(v(x), n(b)))],
                    ),
                    S::Print(v(x)),
                ],
                var: "",
            }
        }
        _ => {
            let (a, k, m) = (ctx.int(1, 5), ctx.int(3, 6), ctx.pick(&[2i64, 3]));
            Task {
                prog: vec![
                    S::Set(x, n(a)),
                    S::Repeat(k, vec![S::Set(x, mul(v(x), n(m)))]),
                ],
                var: x,
            }
        }
    }
}

/// A variable name in the statement's language.
fn nm(ctx: &Ctx, fr: &'static str, en: &'static str) -> &'static str {
    if ctx.fr() { fr } else { en }
}

/// 4e: variables, loops.
fn grade4(ctx: &mut Ctx, var: u8) -> Task {
    match var {
        0 => {
            let (p, q) = (ctx.int(2, 15), ctx.int(2, 15));
            let q = if p == q { q + 3 } else { q };
            let ask = ctx.pick(&["a", "b"]);
            Task {
                prog: vec![
                    S::Set("a", n(p)),
                    S::Set("b", n(q)),
                    S::Set("a", add(v("a"), v("b"))),
                    S::Set("b", sub(v("a"), v("b"))),
                    S::Set("a", sub(v("a"), v("b"))),
                ],
                var: ask,
            }
        }
        1 => {
            let (k0, d, m) = (ctx.int(1, 5), ctx.int(1, 3), ctx.int(3, 6));
            let s = nm(ctx, "somme", "sum");
            Task {
                prog: vec![
                    S::Set(s, n(0)),
                    S::Set("k", n(k0)),
                    S::Repeat(
                        m,
                        vec![S::Set(s, add(v(s), v("k"))), S::Set("k", add(v("k"), n(d)))],
                    ),
                ],
                var: s,
            }
        }
        2 => {
            let c = ctx.int(10, 25);
            let a = c - ctx.int(3, 9);
            let (b, e) = (ctx.int(3, 7), ctx.int(2, 6));
            let k = ctx.int(3, 6);
            Task {
                prog: vec![
                    S::Set("x", n(a)),
                    S::Repeat(
                        k,
                        vec![S::If(
                            C(v("x"), Cmp::Lt, n(c)),
                            vec![S::Set("x", add(v("x"), n(b)))],
                            vec![S::Set("x", sub(v("x"), n(e)))],
                        )],
                    ),
                ],
                var: "x",
            }
        }
        _ => {
            let a = ctx.int(1, 9);
            let m = ctx.pick(&[2i64, 3]);
            let l = ctx.pick(&[50i64, 100, 200, 500, 1000]);
            Task {
                prog: vec![
                    S::Set("x", n(a)),
                    S::Set("n", n(0)),
                    S::While(
                        C(v("x"), Cmp::Le, n(l)),
                        vec![
                            S::Set("x", mul(v("x"), n(m))),
                            S::Set("n", add(v("n"), n(1))),
                        ],
                    ),
                ],
                var: "n",
            }
        }
    }
}

/// 3e: solving a problem.
fn grade3(ctx: &mut Ctx, var: u8) -> Task {
    match var {
        0 => {
            let s0 = ctx.pick(&[50i64, 100, 120, 150, 200]);
            let k = ctx.pick(&[15i64, 20, 25, 30, 40, 45]);
            let l = s0 + k * ctx.int(3, 9) + ctx.int(1, k - 1);
            let (s, m) = (nm(ctx, "somme", "savings"), nm(ctx, "mois", "months"));
            Task {
                prog: vec![
                    S::Set(s, n(s0)),
                    S::Set(m, n(0)),
                    S::While(
                        C(v(s), Cmp::Le, n(l)),
                        vec![S::Set(s, add(v(s), n(k))), S::Set(m, add(v(m), n(1)))],
                    ),
                ],
                var: m,
            }
        }
        1 => {
            let m = ctx.int(3, 6);
            let ask = ctx.pick(&["a", "b"]);
            Task {
                prog: vec![
                    S::Set("a", n(1)),
                    S::Set("b", n(1)),
                    S::Repeat(
                        m,
                        vec![
                            S::Set("c", add(v("a"), v("b"))),
                            S::Set("a", v("b")),
                            S::Set("b", v("c")),
                        ],
                    ),
                ],
                var: ask,
            }
        }
        2 => {
            let k = ctx.pick(&[3i64, 4, 5, 6, 7]);
            let m = ctx.int(10, 30);
            let c = nm(ctx, "compte", "count");
            Task {
                prog: vec![
                    S::Set(c, n(0)),
                    S::Set("i", n(1)),
                    S::Repeat(
                        m,
                        vec![
                            S::If(
                                C(E::Mod(Box::new(v("i")), Box::new(n(k))), Cmp::Eq, n(0)),
                                vec![S::Set(c, add(v(c), n(1)))],
                                Vec::new(),
                            ),
                            S::Set("i", add(v("i"), n(1))),
                        ],
                    ),
                ],
                var: c,
            }
        }
        _ => {
            let a = ctx.pick(&[3i64, 6, 7, 9, 11, 12, 13, 15, 17, 20]);
            let m = ctx.int(3, 6);
            Task {
                prog: vec![
                    S::Set("x", n(a)),
                    S::Repeat(
                        m,
                        vec![S::If(
                            C(E::Mod(Box::new(v("x")), Box::new(n(2))), Cmp::Eq, n(0)),
                            vec![S::Set("x", E::Div(Box::new(v("x")), Box::new(n(2))))],
                            vec![S::Set("x", add(mul(n(3), v("x")), n(1)))],
                        )],
                    ),
                ],
                var: "x",
            }
        }
    }
}

/// 2de: Python.
fn seconde(ctx: &mut Ctx, var: u8) -> Task {
    match var {
        0 => {
            let a = ctx.int(0, 10);
            let k = ctx.int(4, 9);
            Task {
                prog: vec![
                    S::Set("s", n(a)),
                    S::For("i", k, vec![S::Set("s", add(v("s"), v("i")))]),
                    S::Print(v("s")),
                ],
                var: "",
            }
        }
        1 => {
            let a = ctx.int(1, 9);
            let m = ctx.pick(&[2i64, 3]);
            let l = ctx.pick(&[50i64, 100, 300, 500, 1000]);
            Task {
                prog: vec![
                    S::Set("x", n(a)),
                    S::Set("n", n(0)),
                    S::While(
                        C(v("x"), Cmp::Lt, n(l)),
                        vec![
                            S::Set("x", mul(n(m), v("x"))),
                            S::Set("n", add(v("n"), n(1))),
                        ],
                    ),
                    S::Print(v("n")),
                ],
                var: "",
            }
        }
        2 => {
            let k = ctx.int(-6, 6);
            let body = if ctx.chance(0.5) {
                let (a, b) = (ctx.int(2, 7), ctx.int(-9, 9));
                if b < 0 {
                    sub(mul(n(a), v("x")), n(-b))
                } else {
                    add(mul(n(a), v("x")), n(b))
                }
            } else {
                let c = ctx.int(1, 12);
                sub(mul(v("x"), v("x")), n(c))
            };
            let arg = if k < 0 { E::N(k) } else { n(k) };
            Task {
                prog: vec![
                    S::Def("f", "x", body),
                    S::Set("y", E::Call("f", Box::new(arg))),
                    S::Print(add(v("y"), n(1))),
                ],
                var: "",
            }
        }
        _ => {
            let k = ctx.pick(&[2i64, 3, 4, 5]);
            let m = ctx.int(8, 20);
            let c = nm(ctx, "compte", "count");
            Task {
                prog: vec![
                    S::Set(c, n(0)),
                    S::For(
                        "i",
                        m,
                        vec![S::If(
                            C(E::Mod(Box::new(v("i")), Box::new(n(k))), Cmp::Eq, n(0)),
                            vec![S::Set(c, add(v(c), n(1)))],
                            Vec::new(),
                        )],
                    ),
                    S::Print(v(c)),
                ],
                var: "",
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::question::Language;

    /// The generator's run and the checker's interpreter agree on every program drawn.
    #[test]
    fn the_checker_runs_every_program_to_the_same_answer() {
        for mode in 0..4u8 {
            for seed in 0..200u64 {
                for lang in [Language::Fr, Language::En] {
                    let mut ctx = Ctx::new(seed, lang, super::super::Lvl::L2, mode);
                    let it = item(&mut ctx);
                    let Facts::Program { lines, var } = &it.facts else {
                        panic!("not a program")
                    };
                    assert!(lines.len() <= 8, "{lines:?}");
                    let r = crate::generate::check::program::run(lines).expect("runs");
                    let got = if var.is_empty() {
                        *r.printed.last().unwrap()
                    } else {
                        r.vars[var.as_str()]
                    };
                    assert_eq!(got as f64, it.answer.value, "{lines:?}");
                }
            }
        }
    }
}
