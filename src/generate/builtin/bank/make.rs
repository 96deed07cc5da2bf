//! The builders of a bank's questions, one per way of asking ([`Way`]).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::claim::BankClaim;
use super::{Bank, Diagram, Pair, Relation, Sequence, T, Way, tx};
use crate::domain::question::{Answer, ChoiceDraft, Language, QuestionKind, Visual};
use crate::generate::builtin::facts::{Check, Claim, Facts};
use crate::generate::builtin::kinds::{
    Options, capitalize, choice_question, draft, matching_of, numeric,
};
use crate::generate::builtin::{Built, Ctx, Item, Qty};
use crate::generate::figure::{Anchor, Element, Figure, Frozen, Style, pt};
use crate::generate::num;
use crate::generate::visual::{card, visual};

fn check(claim: BankClaim, expect: bool) -> Check {
    Check::Claim {
        claim: Claim::Bank(claim),
        expect,
    }
}

/// A single-choice question's options and checks: `right` first, then each wrong option with
/// the feedback that says why; `claim` states that an option answers the question.
fn one_right(
    right: &str,
    wrongs: impl IntoIterator<Item = (String, String)>,
    claim: impl Fn(&str) -> BankClaim,
) -> (Options, Vec<Check>) {
    let mut checks = vec![check(claim(right), true)];
    let mut options = vec![(right.to_owned(), true, None)];
    for (o, why) in wrongs {
        checks.push(check(claim(&o), false));
        options.push((o, false, Some(why)));
    }
    (options, checks)
}

/// Builds the question asked `way`, on the fact of index `index` (rotating).
pub(crate) fn build(bank: &'static Bank, ctx: &mut Ctx, way: Way, index: usize) -> Built {
    use Way::*;
    match way {
        RelRight => rel_choice(bank, ctx, index, false),
        RelLeft => rel_choice(bank, ctx, index, true),
        TfRight => rel_true_false(bank, ctx, index, false),
        TfLeft => rel_true_false(bank, ctx, index, true),
        MatchRel => rel_matching(bank, ctx, index),
        TypedRel => rel_typed(bank, ctx, index),
        DiagWhich | TfDiag | MatchDiag | TypedDiag | DiagNumber => {
            diagram_question(bank, ctx, way, index)
        }
        SeqNext => seq_next(bank, ctx, index),
        TfSeq => seq_before(bank, ctx, index),
        SeqOrder => seq_order(bank, ctx, index, false),
        SeqBackward => seq_order(bank, ctx, index, true),
        GroupIn => group_choice(bank, ctx, index, false),
        GroupOut => group_choice(bank, ctx, index, true),
        NumValue => {
            let it = number_item(bank, ctx, index);
            let value = BankClaim::Value {
                chapter: bank.chapter.to_owned(),
                prompt: it.question.clone(),
                value: it.answer.value,
            };
            let mut b = numeric(ctx, it, false);
            b.checks.push(check(value, true));
            b
        }
        SeqRank => seq_rank(bank, ctx, index),
        MatchRank => seq_rank_matching(bank, ctx, index),
        MatchNum => number_matching(bank, ctx, index),
    }
}

/// A card naming the chapter and the part of the bank asked, as the figure of the questions
/// without a diagram.
fn card_fig(bank: &Bank, name: &T, lang: Language) -> Visual {
    let title = tx(&bank.title, lang);
    let line = tx(name, lang).to_owned();
    let alt = format!(
        "{title}{} {line}",
        if lang == Language::Fr { " :" } else { ":" }
    );
    visual(&card(title, &[line]), alt)
}

fn quote(s: &str, lang: Language) -> String {
    match lang {
        Language::Fr => format!("« {s} »"),
        Language::En => format!("“{s}”"),
    }
}

/// The pairs of the relations with at least `min` pairs, and only those asked for their left
/// side when `left`.
fn rel_pairs(bank: &Bank, min: usize, left: bool) -> Vec<(&'static Relation, &'static Pair)> {
    let mut out = Vec::new();
    for r in bank.relations.iter().filter(|r| r.pairs.len() >= min) {
        for p in r.pairs {
            if !left || !p.ask_left[0].is_empty() {
                out.push((r, p));
            }
        }
    }
    out
}

/// (question, answer, the accepted answers, the other answers of the relation).
fn sides(
    r: &Relation,
    p: &Pair,
    left: bool,
    lang: Language,
) -> (String, String, Vec<String>, Vec<String>) {
    #[allow(clippy::type_complexity)]
    let (ask, side): (fn(&Pair) -> &T, fn(&Pair) -> &T) = if left {
        (|p| &p.ask_left, |p| &p.left)
    } else {
        (|p| &p.ask_right, |p| &p.right)
    };
    let prompt = tx(ask(p), lang).to_owned();
    let answer = tx(side(p), lang).to_owned();
    let mut accepted: Vec<String> = Vec::new();
    for q in r.pairs {
        let t = tx(side(q), lang).to_owned();
        if tx(ask(q), lang) == prompt && !accepted.contains(&t) {
            accepted.push(t);
        }
    }
    let mut others: Vec<String> = Vec::new();
    for q in r.pairs {
        let t = tx(side(q), lang).to_owned();
        if !accepted.contains(&t) && !others.contains(&t) {
            others.push(t);
        }
    }
    (prompt, answer, accepted, others)
}

fn rel_choice(bank: &'static Bank, ctx: &mut Ctx, index: usize, left: bool) -> Built {
    let lang = ctx.lang;
    let all = rel_pairs(bank, 4, left);
    let (r, p) = all[index % all.len()];
    let (prompt, answer, _, mut others) = sides(r, p, left, lang);
    ctx.shuffle(&mut others);
    others.truncate(3);
    let claim = |a: &str| BankClaim::Answers {
        chapter: bank.chapter.to_owned(),
        prompt: prompt.clone(),
        answer: a.to_owned(),
    };
    let why = match lang {
        Language::Fr => format!("Non : la réponse est « {answer} »."),
        Language::En => format!("No: the answer is “{answer}”."),
    };
    let (options, checks) = one_right(&answer, others.into_iter().map(|o| (o, why.clone())), claim);
    let expl = explain(&prompt, &answer, lang);
    let fig = card_fig(bank, &r.name, lang);
    choice_question(ctx, prompt, options, checks, fig, expl)
}

fn explain(prompt: &str, answer: &str, lang: Language) -> String {
    match lang {
        Language::Fr => format!("{prompt} Réponse : {answer}."),
        Language::En => format!("{prompt} Answer: {answer}."),
    }
}

fn true_false(stem: String, value: bool, checks: Vec<Check>, fig: Visual, expl: String) -> Built {
    Built {
        draft: draft(
            QuestionKind::TrueFalse,
            stem,
            Vec::new(),
            Answer::Boolean { value },
            1.0,
            fig,
            expl,
        ),
        checks,
    }
}

fn rel_true_false(bank: &'static Bank, ctx: &mut Ctx, index: usize, left: bool) -> Built {
    let lang = ctx.lang;
    let all = rel_pairs(bank, 4, left);
    let (r, p) = all[index % all.len()];
    let (prompt, answer, _, others) = sides(r, p, left, lang);
    let truth = others.is_empty() || ctx.chance(0.5);
    let shown = if truth {
        answer.clone()
    } else {
        others[ctx.int(0, others.len() as i64 - 1) as usize].clone()
    };
    let stem = match lang {
        Language::Fr => format!(
            "Vrai ou faux : {} répond à la question {}.",
            quote(&shown, lang),
            quote(&prompt, lang)
        ),
        Language::En => format!(
            "True or false: {} answers the question {}.",
            quote(&shown, lang),
            quote(&prompt, lang)
        ),
    };
    let checks = vec![check(
        BankClaim::Answers {
            chapter: bank.chapter.to_owned(),
            prompt: prompt.clone(),
            answer: shown.clone(),
        },
        truth,
    )];
    let expl = explain(&prompt, &answer, lang);
    true_false(stem, truth, checks, card_fig(bank, &r.name, lang), expl)
}

fn rel_matching(bank: &'static Bank, ctx: &mut Ctx, index: usize) -> Built {
    let lang = ctx.lang;
    let rels: Vec<&Relation> = bank
        .relations
        .iter()
        .filter(|r| r.pairs.len() >= 5)
        .collect();
    let r = rels[index % rels.len()];
    let start = index / rels.len();
    let holds = |l: &str, rt: &str| {
        r.pairs
            .iter()
            .any(|p| tx(&p.left, lang) == l && tx(&p.right, lang) == rt)
    };
    let n = r.pairs.len();
    let mut chosen: Vec<(String, String)> = Vec::new();
    for k in 0..n {
        let p = &r.pairs[(start + k) % n];
        let (l, rt) = (tx(&p.left, lang).to_owned(), tx(&p.right, lang).to_owned());
        let clash = chosen
            .iter()
            .any(|(a, b)| *a == l || *b == rt || holds(a, &rt) || holds(&l, b));
        if !clash {
            chosen.push((l, rt));
        }
        if chosen.len() == 4 {
            break;
        }
    }
    let matching = tx(&r.matching, lang).to_owned();
    let chapter = bank.chapter;
    let m = matching.clone();
    let claim = move |l: &str, rt: &str| {
        Claim::Bank(BankClaim::Pair {
            chapter: chapter.to_owned(),
            matching: m.clone(),
            left: l.to_owned(),
            right: rt.to_owned(),
        })
    };
    let expl = chosen
        .iter()
        .map(|(l, rt)| format!("{} : {rt}.", capitalize(l)))
        .collect::<Vec<_>>()
        .join(" ");
    let expl = if lang == Language::En {
        expl.replace(" : ", ": ")
    } else {
        expl
    };
    let fig = card_fig(bank, &r.name, lang);
    matching_of(ctx, matching, chosen, &claim, fig, expl)
}

/// The accepted spellings of a typed term: as written, and without its article.
fn spellings(term: &str) -> Vec<String> {
    let mut out = vec![term.to_owned()];
    for a in [
        "le ", "la ", "les ", "l'", "l’", "un ", "une ", "des ", "the ", "a ", "an ",
    ] {
        if let Some(rest) = term.strip_prefix(a)
            && !rest.is_empty()
        {
            out.push(rest.to_owned());
        }
    }
    out
}

/// [`spellings`], for the tests.
#[cfg(test)]
pub(crate) fn spellings_for_tests(term: &str) -> Vec<String> {
    spellings(term)
}

fn typed(
    stem: String,
    accepted: Vec<String>,
    checks: Vec<Check>,
    fig: Visual,
    expl: String,
) -> Built {
    Built {
        draft: draft(
            QuestionKind::ShortText,
            stem,
            Vec::new(),
            Answer::Text { accepted },
            1.0,
            fig,
            expl,
        ),
        checks,
    }
}

fn rel_typed(bank: &'static Bank, ctx: &mut Ctx, index: usize) -> Built {
    let lang = ctx.lang;
    let all: Vec<(&Relation, &Pair)> = rel_pairs(bank, 1, true)
        .into_iter()
        .filter(|(r, _)| r.typed)
        .collect();
    let (r, p) = all[index % all.len()];
    let (prompt, answer, accepted, _) = sides(r, p, true, lang);
    let mut spelled = Vec::new();
    for a in &accepted {
        for s in spellings(a) {
            if !spelled.contains(&s) {
                spelled.push(s);
            }
        }
    }
    let checks = accepted
        .iter()
        .map(|a| {
            check(
                BankClaim::Answers {
                    chapter: bank.chapter.to_owned(),
                    prompt: prompt.clone(),
                    answer: a.clone(),
                },
                true,
            )
        })
        .collect();
    let stem = match lang {
        Language::Fr => format!("{prompt} Écris ta réponse."),
        Language::En => format!("{prompt} Write your answer."),
    };
    let expl = explain(&prompt, &answer, lang);
    typed(stem, spelled, checks, card_fig(bank, &r.name, lang), expl)
}

// ---------------------------------------------------------------------------------------------
// Diagrams
// ---------------------------------------------------------------------------------------------

/// Where a point is on the drawing, in words.
fn place(x: f64, y: f64, w: f64, h: f64, lang: Language) -> &'static str {
    let col = if x < w / 3.0 {
        0
    } else if x > 2.0 * w / 3.0 {
        2
    } else {
        1
    };
    let row = if y < h / 3.0 {
        0
    } else if y > 2.0 * h / 3.0 {
        2
    } else {
        1
    };
    const FR: [[&str; 3]; 3] = [
        ["en haut à gauche", "en haut", "en haut à droite"],
        ["à gauche", "au centre", "à droite"],
        ["en bas à gauche", "en bas", "en bas à droite"],
    ];
    const EN: [[&str; 3]; 3] = [
        ["top left", "top", "top right"],
        ["left", "centre", "right"],
        ["bottom left", "bottom", "bottom right"],
    ];
    match lang {
        Language::Fr => FR[row][col],
        Language::En => EN[row][col],
    }
}

/// The schematic of `d` ([`Diagram::draw`]: shapes only), drawn and rendered once per diagram
/// (a map of France is some 2,500 points).
fn schematic(d: &Diagram) -> Arc<Frozen> {
    static DRAWN: OnceLock<Mutex<HashMap<usize, Arc<Frozen>>>> = OnceLock::new();
    let key = d.draw as usize;
    let mut drawn = DRAWN
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    Arc::clone(drawn.entry(key).or_insert_with(|| {
        let mut f = Figure::new(d.size.0, d.size.1);
        (d.draw)(&mut f);
        Arc::new(f.freeze())
    }))
}

/// The diagram with its parts numbered in `order` (part indices, number 1 first): numbered
/// circles in the margin, leader lines to the parts; the alt text says where each number is
/// and where its line points, without naming the part.
pub(crate) fn diagram_visual(d: &Diagram, order: &[usize], lang: Language) -> Visual {
    let (w, h) = d.size;
    let mut f = Figure::new(w, h);
    f.push(Element::Frozen(schematic(d)));
    let mut spots = Vec::new();
    for (k, &i) in order.iter().enumerate() {
        let p = &d.parts[i];
        let (lx, ly) = p.label;
        let (ax, ay) = p.at;
        // the line starts just clear of the number
        let (dx, dy) = (ax - lx, ay - ly);
        let len = (dx * dx + dy * dy).sqrt().max(1e-9);
        let from = pt(lx + dx / len * 11.0, ly + dy / len * 11.0);
        f.line(from, pt(ax, ay), Style::stroke().width(1.0));
        f.circle(pt(ax, ay), 2.5, Style::filled("#222"));
        f.bold(pt(lx, ly + 5.0), (k + 1).to_string(), 15.0, Anchor::Middle);
        let (lab, pointed) = (place(lx, ly, w, h, lang), place(ax, ay, w, h, lang));
        spots.push(match lang {
            Language::Fr => format!(
                "le numéro {} est {lab}, son trait désigne une partie située {pointed}",
                k + 1
            ),
            Language::En => format!(
                "number {} is at the {lab}, its line points to a part at the {pointed}",
                k + 1
            ),
        });
    }
    let title = tx(&d.title, lang);
    let alt = match lang {
        Language::Fr => format!(
            "Le schéma représente {title} ; ses parties sont numérotées : {}.",
            spots.join(" ; ")
        ),
        Language::En => format!(
            "The diagram shows {title}; its parts are numbered: {}.",
            spots.join("; ")
        ),
    };
    visual(&f, alt)
}

fn diagram_question(bank: &'static Bank, ctx: &mut Ctx, way: Way, index: usize) -> Built {
    let lang = ctx.lang;
    let ds: Vec<&Diagram> = bank
        .diagrams
        .iter()
        .copied()
        .filter(|d| d.parts.len() >= 4)
        .collect();
    let d = ds[index % ds.len()];
    let mut order: Vec<usize> = (0..d.parts.len()).collect();
    ctx.shuffle(&mut order);
    let names: Vec<String> = order
        .iter()
        .map(|&i| tx(&d.parts[i].name, lang).to_owned())
        .collect();
    // the part asked turns with the index; its number is where the shuffle put it
    let asked = (index / ds.len()) % d.parts.len();
    let number = order.iter().position(|&i| i == asked).expect("numbered") + 1;
    let name = names[number - 1].clone();
    let title = tx(&d.title, lang);
    let label = |n: usize, nm: &str| BankClaim::Label {
        chapter: bank.chapter.to_owned(),
        title: title.to_owned(),
        numbering: names.clone(),
        number: n,
        name: nm.to_owned(),
    };
    let intro = match lang {
        Language::Fr => format!("Le schéma représente {title}."),
        Language::En => format!("The diagram shows {title}."),
    };
    let fig = diagram_visual(d, &order, lang);
    let expl = match lang {
        Language::Fr => format!("Le numéro {number} désigne {name}."),
        Language::En => format!("Number {number} shows {name}."),
    };
    match way {
        Way::DiagWhich => {
            let stem = match lang {
                Language::Fr => format!("{intro} Que désigne le numéro {number} ?"),
                Language::En => format!("{intro} What does number {number} show?"),
            };
            let mut others: Vec<usize> = (1..=names.len()).filter(|&n| n != number).collect();
            ctx.shuffle(&mut others);
            let wrongs = others.iter().take(3).map(|&n| {
                let why = match lang {
                    Language::Fr => format!("Non : le numéro {n} le désigne."),
                    Language::En => format!("No: number {n} shows it."),
                };
                (names[n - 1].clone(), why)
            });
            let (options, checks) = one_right(&name, wrongs, |x| label(number, x));
            choice_question(ctx, stem, options, checks, fig, expl)
        }
        Way::TfDiag => {
            let truth = ctx.chance(0.5);
            let shown = if truth {
                name.clone()
            } else {
                let others: Vec<usize> = (1..=names.len()).filter(|&n| n != number).collect();
                names[others[ctx.int(0, others.len() as i64 - 1) as usize] - 1].clone()
            };
            let stem = match lang {
                Language::Fr => {
                    format!("{intro} Vrai ou faux : le numéro {number} désigne {shown}.")
                }
                Language::En => format!("{intro} True or false: number {number} shows {shown}."),
            };
            let checks = vec![check(label(number, &shown), truth)];
            true_false(stem, truth, checks, fig, expl)
        }
        Way::MatchDiag => {
            let mut nums: Vec<usize> = (1..=names.len()).collect();
            ctx.shuffle(&mut nums);
            nums.truncate(4);
            nums.sort_unstable();
            let tag = |n: usize| match lang {
                Language::Fr => format!("Numéro {n}"),
                Language::En => format!("Number {n}"),
            };
            let pairs: Vec<(String, String)> = nums
                .iter()
                .map(|&n| (tag(n), names[n - 1].clone()))
                .collect();
            let stem = match lang {
                Language::Fr => format!("{intro} Associe chaque numéro à l'élément qu'il désigne."),
                Language::En => format!("{intro} Match each number with the part it shows."),
            };
            let numbering = names.clone();
            let chapter = bank.chapter;
            let t = title.to_owned();
            let claim = move |l: &str, r: &str| {
                let n: usize = l
                    .rsplit(' ')
                    .next()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(0);
                Claim::Bank(BankClaim::Label {
                    chapter: chapter.to_owned(),
                    title: t.clone(),
                    numbering: numbering.clone(),
                    number: n,
                    name: r.to_owned(),
                })
            };
            let expl = pairs
                .iter()
                .map(|(l, r)| match lang {
                    Language::Fr => format!("{l} : {r}."),
                    Language::En => format!("{l}: {r}."),
                })
                .collect::<Vec<_>>()
                .join(" ");
            matching_of(ctx, stem, pairs, &claim, fig, expl)
        }
        Way::TypedDiag => {
            let stem = match lang {
                Language::Fr => {
                    format!("{intro} Écris le nom de ce que désigne le numéro {number}.")
                }
                Language::En => format!("{intro} Write the name of what number {number} shows."),
            };
            let checks = vec![check(label(number, &name), true)];
            typed(stem, spellings(&name), checks, fig, expl)
        }
        _ => {
            let question = match lang {
                Language::Fr => format!("Quel numéro désigne {name} ?"),
                Language::En => format!("Which number shows {name}?"),
            };
            let it = Item {
                situation: intro.clone(),
                question,
                claim: String::new(),
                label: String::new(),
                noun: String::new(),
                answer: Qty::int(number as i64, ""),
                wrongs: Vec::new(),
                alts: Vec::new(),
                visual: fig,
                explanation: expl,
                facts: Facts::exact(number.to_string()),
                steps: Vec::new(),
                variant: 0,
            };
            let mut b = numeric(ctx, it, false);
            b.checks.push(check(label(number, &name), true));
            b
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Sequences
// ---------------------------------------------------------------------------------------------

fn seqs(bank: &'static Bank) -> Vec<&'static Sequence> {
    bank.sequences
        .iter()
        .filter(|s| s.steps.len() >= 4)
        .collect()
}

fn seq_next(bank: &'static Bank, ctx: &mut Ctx, index: usize) -> Built {
    let lang = ctx.lang;
    let ss: Vec<&Sequence> = bank
        .sequences
        .iter()
        .filter(|s| s.steps.len() >= 4)
        .collect();
    let s = ss[index % ss.len()];
    let i = (index / ss.len()) % (s.steps.len() - 1);
    let a = tx(&s.steps[i], lang).to_owned();
    let b = tx(&s.steps[i + 1], lang).to_owned();
    let prompt = tx(&s.next, lang).replace("{}", &a);
    let mut others: Vec<String> = s
        .steps
        .iter()
        .enumerate()
        .filter(|(j, _)| *j != i && *j != i + 1)
        .map(|(_, t)| tx(t, lang).to_owned())
        .collect();
    ctx.shuffle(&mut others);
    others.truncate(3);
    let claim = |x: &str| BankClaim::Next {
        chapter: bank.chapter.to_owned(),
        a: a.clone(),
        b: x.to_owned(),
    };
    let why = match lang {
        Language::Fr => format!("Non : l'étape qui suit est « {b} »."),
        Language::En => format!("No: the next step is “{b}”."),
    };
    let (options, checks) = one_right(&b, others.into_iter().map(|o| (o, why.clone())), claim);
    let expl = explain(&prompt, &b, lang);
    let fig = card_fig(bank, &s.name, lang);
    choice_question(ctx, prompt, options, checks, fig, expl)
}

fn seq_rank(bank: &'static Bank, ctx: &mut Ctx, index: usize) -> Built {
    let lang = ctx.lang;
    let ss = seqs(bank);
    let s = ss[index % ss.len()];
    let i = (index / ss.len()) % s.steps.len();
    let x = tx(&s.steps[i], lang);
    let order = tx(&s.order, lang);
    let question = match lang {
        Language::Fr => {
            format!("Quel est alors le rang de l'élément « {x} », en comptant 1 pour le premier ?")
        }
        Language::En => {
            format!("What is then the position of the item “{x}”, counting 1 for the first?")
        }
    };
    let situation = match lang {
        Language::Fr => format!("L'encadré donne ces éléments dans le désordre. {order}"),
        Language::En => format!("The box gives these items out of order. {order}"),
    };
    let mut shown: Vec<String> = s.steps.iter().map(|t| tx(t, lang).to_owned()).collect();
    ctx.shuffle(&mut shown);
    let title = tx(&s.name, lang);
    let alt = format!(
        "{title}{} {}",
        if lang == Language::Fr { " :" } else { ":" },
        shown.join(if lang == Language::Fr { " ; " } else { "; " })
    );
    let fig = visual(&card(title, &shown), alt);
    let rank = i + 1;
    let expl = match lang {
        Language::Fr => format!("L'ordre : {}.", joined(s, lang, ", puis ")),
        Language::En => format!("The order: {}.", joined(s, lang, ", then ")),
    };
    let it = Item {
        situation,
        question,
        claim: String::new(),
        label: String::new(),
        noun: String::new(),
        answer: Qty::int(rank as i64, ""),
        wrongs: Vec::new(),
        alts: Vec::new(),
        visual: fig,
        explanation: expl,
        facts: Facts::exact(rank.to_string()),
        steps: Vec::new(),
        variant: 0,
    };
    let mut b = numeric(ctx, it, false);
    // the step before it (if any) comes before it, the one after it after
    if i > 0 {
        b.checks.push(check(
            BankClaim::Next {
                chapter: bank.chapter.to_owned(),
                a: tx(&s.steps[i - 1], lang).to_owned(),
                b: x.to_owned(),
            },
            true,
        ));
    }
    b.checks.push(check(
        BankClaim::Order {
            chapter: bank.chapter.to_owned(),
            items: s.steps[..=i]
                .iter()
                .map(|t| tx(t, lang).to_owned())
                .collect(),
            backward: false,
        },
        true,
    ));
    b
}

fn seq_rank_matching(bank: &'static Bank, ctx: &mut Ctx, index: usize) -> Built {
    let lang = ctx.lang;
    let ss = seqs(bank);
    let s = ss[index % ss.len()];
    let n = s.steps.len();
    // four steps, the left-out ones by turn
    let start = (index / ss.len()) % n;
    let mut picked: Vec<usize> = (0..4).map(|k| (start + k) % n).collect();
    picked.sort_unstable();
    let rank = |i: usize| match lang {
        Language::Fr => format!("Rang {}", i + 1),
        Language::En => format!("Position {}", i + 1),
    };
    let pairs: Vec<(String, String)> = picked
        .iter()
        .map(|&i| (tx(&s.steps[i], lang).to_owned(), rank(i)))
        .collect();
    let order = tx(&s.order, lang);
    let stem = match lang {
        Language::Fr => format!(
            "L'encadré donne tous les éléments dans le désordre. {order} Associe alors chacun de ces éléments à son rang, en comptant 1 pour le premier."
        ),
        Language::En => format!(
            "The box gives all the items out of order. {order} Then match each of these items with its position, counting 1 for the first."
        ),
    };
    let mut shown: Vec<String> = s.steps.iter().map(|t| tx(t, lang).to_owned()).collect();
    ctx.shuffle(&mut shown);
    let title = tx(&s.name, lang);
    let alt = format!(
        "{title}{} {}",
        if lang == Language::Fr { " :" } else { ":" },
        shown.join(if lang == Language::Fr { " ; " } else { "; " })
    );
    let fig = visual(&card(title, &shown), alt);
    let chapter = bank.chapter;
    let steps: Vec<String> = s.steps.iter().map(|t| tx(t, lang).to_owned()).collect();
    // (step, rank k): the step comes right after step k − 1, or before step 2 for the first
    let claim = move |l: &str, r: &str| {
        let k: usize = r
            .rsplit(' ')
            .next()
            .and_then(|x| x.parse().ok())
            .unwrap_or(0);
        Claim::Bank(if k >= 2 && k <= steps.len() {
            BankClaim::Next {
                chapter: chapter.to_owned(),
                a: steps[k - 2].clone(),
                b: l.to_owned(),
            }
        } else {
            BankClaim::Order {
                chapter: chapter.to_owned(),
                items: vec![l.to_owned(), steps[1].clone()],
                backward: false,
            }
        })
    };
    let expl = match lang {
        Language::Fr => format!("L'ordre : {}.", joined(s, lang, ", puis ")),
        Language::En => format!("The order: {}.", joined(s, lang, ", then ")),
    };
    matching_of(ctx, stem, pairs, &claim, fig, expl)
}

fn joined(s: &Sequence, lang: Language, sep: &str) -> String {
    s.steps
        .iter()
        .map(|t| tx(t, lang))
        .collect::<Vec<_>>()
        .join(sep)
}

fn seq_before(bank: &'static Bank, ctx: &mut Ctx, index: usize) -> Built {
    let lang = ctx.lang;
    let ss: Vec<&Sequence> = bank
        .sequences
        .iter()
        .filter(|s| s.steps.len() >= 4)
        .collect();
    let s = ss[index % ss.len()];
    let n = s.steps.len();
    let i = (index / ss.len()) % n;
    let mut j = ctx.int(0, n as i64 - 2) as usize;
    if j >= i {
        j += 1;
    }
    let (a, b) = (tx(&s.steps[i], lang), tx(&s.steps[j], lang));
    let stem = tx(&s.before, lang).replace("{a}", a).replace("{b}", b);
    let truth = i < j;
    let checks = vec![check(
        BankClaim::Before {
            chapter: bank.chapter.to_owned(),
            a: a.to_owned(),
            b: b.to_owned(),
        },
        truth,
    )];
    let (first, second) = if truth { (a, b) } else { (b, a) };
    let expl = match lang {
        Language::Fr => format!("« {first} » vient avant « {second} »."),
        Language::En => format!("“{first}” comes before “{second}”."),
    };
    true_false(stem, truth, checks, card_fig(bank, &s.name, lang), expl)
}

fn seq_order(bank: &'static Bank, ctx: &mut Ctx, index: usize, backward: bool) -> Built {
    let lang = ctx.lang;
    let mut ss: Vec<&Sequence> = seqs(bank);
    if backward {
        ss.retain(|s| !s.backward[0].is_empty());
    }
    let s = ss[index % ss.len()];
    let n = s.steps.len();
    // four or five steps, in order; a longer sequence leaves out others, by turn
    let keep = n.min(5);
    let mut picked: Vec<usize> = (0..n).collect();
    if n > keep {
        let start = (index / ss.len()) % n;
        let mut drop: Vec<usize> = (0..n).map(|k| (start + k * 3) % n).collect();
        drop.dedup();
        let mut dropped = std::collections::HashSet::new();
        for d in drop {
            if dropped.len() == n - keep {
                break;
            }
            dropped.insert(d);
        }
        picked.retain(|i| !dropped.contains(i));
    }
    let mut sorted: Vec<String> = picked
        .iter()
        .map(|&i| tx(&s.steps[i], lang).to_owned())
        .collect();
    if backward {
        sorted.reverse();
    }
    let stem = tx(if backward { &s.backward } else { &s.order }, lang).to_owned();
    let checks = vec![check(
        BankClaim::Order {
            chapter: bank.chapter.to_owned(),
            items: sorted.clone(),
            backward,
        },
        true,
    )];
    let mut choices: Vec<ChoiceDraft> = sorted
        .iter()
        .map(|t| ChoiceDraft {
            text: t.clone(),
            correct: true,
            feedback: None,
        })
        .collect();
    ctx.shuffle(&mut choices);
    let expl = match lang {
        Language::Fr => format!("L'ordre : {}.", sorted.join(", puis ")),
        Language::En => format!("The order: {}.", sorted.join(", then ")),
    };
    Built {
        draft: draft(
            QuestionKind::Ordering,
            stem,
            choices,
            Answer::Ordering { items: sorted },
            1.5,
            card_fig(bank, &s.name, lang),
            expl,
        ),
        checks,
    }
}

// ---------------------------------------------------------------------------------------------
// Groups
// ---------------------------------------------------------------------------------------------

fn group_choice(bank: &'static Bank, ctx: &mut Ctx, index: usize, out: bool) -> Built {
    let lang = ctx.lang;
    let gs: Vec<&super::Group> = bank
        .groups
        .iter()
        .filter(|g| g.members.len() >= 2 && g.others.len() >= 2)
        .collect();
    let g = gs[index % gs.len()];
    let (right, wrong) = if out {
        (g.others, g.members)
    } else {
        (g.members, g.others)
    };
    let which = tx(if out { &g.which_not } else { &g.which }, lang).to_owned();
    let mut r: Vec<&T> = right.iter().collect();
    let mut w: Vec<&T> = wrong.iter().collect();
    ctx.shuffle(&mut r);
    ctx.shuffle(&mut w);
    let nr = if ctx.chance(0.5) { 2 } else { 3 }.min(r.len());
    let nw = (5 - nr).min(w.len()).max(1);
    let mut options = Vec::new();
    let mut checks = Vec::new();
    for (t, ok) in r
        .iter()
        .take(nr)
        .map(|t| (*t, true))
        .chain(w.iter().take(nw).map(|t| (*t, false)))
    {
        let text = tx(t, lang).to_owned();
        checks.push(check(
            BankClaim::Member {
                chapter: bank.chapter.to_owned(),
                which: which.clone(),
                item: text.clone(),
            },
            ok,
        ));
        let why = (!ok).then(|| match lang {
            Language::Fr => {
                format!("Non : « {text} » n'est pas une bonne réponse à cette question.")
            }
            Language::En => format!("No: “{text}” is not a right answer to this question."),
        });
        options.push((text, ok, why));
    }
    let rights: Vec<String> = options
        .iter()
        .filter(|o| o.1)
        .map(|o| o.0.clone())
        .collect();
    let expl = match lang {
        Language::Fr => format!("{which} Réponses : {}.", rights.join(", ")),
        Language::En => format!("{which} Answers: {}.", rights.join(", ")),
    };
    let fig = card_fig(bank, &g.name, lang);
    choice_question(ctx, which, options, checks, fig, expl)
}

// ---------------------------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------------------------

fn number_item(bank: &'static Bank, ctx: &mut Ctx, index: usize) -> Item {
    let lang = ctx.lang;
    let n = &bank.numbers[index % bank.numbers.len()];
    let prompt = tx(&n.ask, lang).to_owned();
    let answer = Qty::exact(n.value, n.dp, n.unit);
    let base = n.value * crate::generate::builtin::units::factor(n.unit).unwrap_or(f64::NAN);
    let shown = num::qty(n.value, n.dp, n.unit, lang);
    Item {
        situation: String::new(),
        question: prompt.clone(),
        claim: String::new(),
        label: tx(&n.about, lang).to_owned(),
        noun: String::new(),
        answer,
        wrongs: Vec::new(),
        alts: Vec::new(),
        visual: card_fig(bank, &n.about, lang),
        explanation: explain(&prompt, &shown, lang),
        // a value learnt, not computed: the value itself (in base units) is the fact
        facts: stated(base, lang),
        steps: Vec::new(),
        variant: 0,
    }
}

fn number_matching(bank: &'static Bank, ctx: &mut Ctx, index: usize) -> Built {
    let lang = ctx.lang;
    let len = bank.numbers.len();
    let mut chosen: Vec<(String, String)> = Vec::new();
    for k in 0..len {
        let n = &bank.numbers[(index + k) % len];
        let (l, r) = (
            tx(&n.about, lang).to_owned(),
            num::qty(n.value, n.dp, n.unit, lang),
        );
        if !chosen.iter().any(|(a, b)| *a == l || *b == r) {
            chosen.push((l, r));
        }
        if chosen.len() == 4 {
            break;
        }
    }
    let stem = match lang {
        Language::Fr => "Associe chaque grandeur à sa valeur.".to_owned(),
        Language::En => "Match each quantity with its value.".to_owned(),
    };
    let chapter = bank.chapter;
    let m = stem.clone();
    let claim = move |l: &str, r: &str| {
        Claim::Bank(BankClaim::Pair {
            chapter: chapter.to_owned(),
            matching: m.clone(),
            left: l.to_owned(),
            right: r.to_owned(),
        })
    };
    let expl = chosen
        .iter()
        .map(|(l, r)| match lang {
            Language::Fr => format!("{} : {r}.", capitalize(l)),
            Language::En => format!("{}: {r}.", capitalize(l)),
        })
        .collect::<Vec<_>>()
        .join(" ");
    let fig = card_fig(bank, &bank.title, lang);
    matching_of(ctx, stem, chosen, &claim, fig, expl)
}

/// A numeric item: a value of the bank, or the number of a part of its diagram.
pub(crate) fn item(bank: &'static Bank, ctx: &mut Ctx) -> Item {
    let index = ctx.round as usize;
    if !bank.numbers.is_empty() {
        return number_item(bank, ctx, index);
    }
    let b = diagram_question(bank, ctx, Way::DiagNumber, index);
    let Answer::Numeric { value, .. } = b.draft.answer else {
        unreachable!("a numeric question")
    };
    Item {
        situation: String::new(),
        question: b.draft.stem.clone(),
        claim: String::new(),
        label: String::new(),
        noun: String::new(),
        answer: Qty::exact(value, 0, ""),
        wrongs: Vec::new(),
        alts: Vec::new(),
        visual: b.draft.visual,
        explanation: b.draft.explanation,
        facts: stated(value, ctx.lang),
        steps: Vec::new(),
        variant: 0,
    }
}

/// The fact of a value the bank states (a date, a count, a quantity in base units): the
/// number itself, written as the checks read an expression in `lang` (no thousands groups, the
/// language's decimal separator).
fn stated(value: f64, lang: Language) -> Facts {
    let plain = num::round_to(value, 9).to_string();
    Facts::exact(match lang {
        Language::Fr => plain.replace('.', ","),
        Language::En => plain,
    })
}
