//! Probability with urns: one draw (mode 0: 5e), the complementary event and observed
//! frequencies of a die (1: 4e), two draws with replacement (2: 3e), two draws without
//! replacement (3: 2de). Answers are reduced fractions; the checks count the outcomes one by
//! one (a frequency is the quotient of the counts shown).

use super::super::rational::Rational;
use super::super::visual::{BLUE, GREEN, RED, YELLOW, probability_tree, table, urn, visual};
use super::facts::{Event, Facts};
use super::{Ctx, Family, Item, Qty, no_special, tr, w};
use crate::domain::question::QuestionKind::*;
use crate::domain::question::Visual;

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "probability",
    notion: crate::generate::builtin::no_notion,
    item,
    special: no_special,
    kinds: |_| {
        &[
            Numeric,
            SingleChoice,
            MultipleChoice,
            TrueFalse,
            Ordering,
            Matching,
        ]
    },
    variants: |mode| match mode {
        0 => 1,
        1 => 2,
        _ => 3,
    },
};

const COLOURS: [(&str, &str, &str); 4] = [
    ("rouge", "red", RED),
    ("bleue", "blue", BLUE),
    ("verte", "green", GREEN),
    ("jaune", "yellow", YELLOW),
];

fn name(ctx: &Ctx, c: usize, plural: bool) -> String {
    let (fr, en, _) = COLOURS[c];
    if ctx.fr() {
        if plural {
            format!("{fr}s")
        } else {
            fr.to_owned()
        }
    } else {
        en.to_owned()
    }
}

fn balls(ctx: &Ctx, counts: &[i64]) -> String {
    let parts: Vec<String> = counts
        .iter()
        .enumerate()
        .map(|(c, &n)| {
            let nm = name(ctx, c, n > 1);
            if ctx.fr() {
                format!("{n} boule{} {nm}", if n > 1 { "s" } else { "" })
            } else {
                format!("{n} {nm} ball{}", if n > 1 { "s" } else { "" })
            }
        })
        .collect();
    let (last, first) = parts.split_last().expect("at least one colour");
    format!(
        "{} {} {last}",
        first.join(", "),
        if ctx.fr() { "et" } else { "and" }
    )
}

/// Qty of a probability, with its decimal and percent forms as equivalent answers.
fn prob(r: Rational) -> (Qty, Vec<Qty>) {
    let q = Qty::rat(r, "");
    let mut alts = Vec::new();
    if let Some((scaled, d)) = r.to_decimal(4) {
        let x = scaled as f64 / 10f64.powi(d as i32);
        if !r.is_integer() {
            alts.push(Qty::exact(x, d, ""));
        }
        alts.push(Qty::exact(x * 100.0, d.saturating_sub(2), "%"));
    }
    (q, alts)
}

fn urn_visual(ctx: &Ctx, counts: &[i64]) -> Visual {
    let b: Vec<(i64, &'static str)> = counts
        .iter()
        .enumerate()
        .map(|(c, &n)| (n, COLOURS[c].2))
        .collect();
    let desc = balls(ctx, counts);
    visual(
        &urn(&b),
        tr!(ctx.lang, "Urne contenant {desc}", "Urn holding {desc}"),
    )
}

fn item(ctx: &mut Ctx) -> Item {
    let frequencies = ctx.mode == 1 && ctx.variant(2) == 1;
    match ctx.mode {
        0 => one_draw(ctx),
        1 if frequencies => frequency(ctx),
        1 => one_draw(ctx),
        _ => two_draws(ctx, ctx.mode == 2),
    }
}

fn one_draw(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let k = ctx.int(2, 3) as usize;
    let counts: Vec<i64> = (0..k).map(|_| ctx.int(1, 9)).collect();
    let total: i64 = counts.iter().sum();
    let c = ctx.int(0, k as i64 - 1) as usize;
    // in 4e, the complementary event
    let not = ctx.mode == 1;
    let fav = if not { total - counts[c] } else { counts[c] };
    let p = Rational::new(fav, total);
    let (answer, alts) = prob(p);
    let desc = balls(ctx, &counts);
    let col = name(ctx, c, false);
    let event = if not {
        tr!(lang, "ne soit pas {col}", "is not {col}")
    } else {
        tr!(lang, "soit {col}", "is {col}")
    };
    let wrongs = vec![
        w(
            ctx,
            Qty::rat(Rational::new(fav, (total - fav).max(1)), ""),
            "cas favorables divisés par les cas défavorables",
            "favourable outcomes divided by unfavourable ones",
        ),
        w(
            ctx,
            Qty::rat(Rational::new(1, k as i64), ""),
            "chaque couleur supposée équiprobable",
            "assumed each colour equally likely",
        ),
        w(
            ctx,
            Qty::rat(Rational::new(total - fav, total), ""),
            "événement contraire calculé",
            "worked out the opposite event",
        ),
        w(
            ctx,
            Qty::rat(Rational::new(1, fav.max(1) + 1), ""),
            "nombre de boules favorables mal utilisé",
            "misused the number of favourable balls",
        ),
    ];
    let at = answer.text(lang);
    let expl = if not {
        let pc = ctx.frac(Rational::new(counts[c], total));
        tr!(
            lang,
            "Les boules sont équiprobables. P(« {col} ») = {pc}, donc la probabilité de l'événement contraire est 1 - {pc} = {at}.",
            "All balls are equally likely. P({col}) = {pc}, so the opposite event has probability 1 - {pc} = {at}."
        )
    } else {
        tr!(
            lang,
            "Les boules sont équiprobables : {fav} cas favorables sur {total}, donc P = {fav}/{total} = {at}.",
            "All balls are equally likely: {fav} favourable out of {total}, so P = {fav}/{total} = {at}."
        )
    };
    Item {
        situation: tr!(
            lang,
            "Une urne contient {desc}, indiscernables au toucher. On tire une boule au hasard.",
            "An urn holds {desc}, identical to the touch. One ball is drawn at random."
        ),
        question: tr!(
            lang,
            "Quelle est la probabilité que la boule tirée {event} ?",
            "What is the probability that the ball drawn {event}?"
        ),
        claim: tr!(
            lang,
            "la probabilité que la boule tirée {event} est {{v}}",
            "the probability that the ball drawn {event} is {{v}}"
        ),
        label: tr!(
            lang,
            "{desc} : probabilité que la boule tirée {event}",
            "{desc}: probability that the ball drawn {event}"
        ),
        noun: tr!(lang, "probabilité", "probability"),
        answer,
        wrongs,
        alts,
        visual: urn_visual(ctx, &counts),
        explanation: expl,
        facts: Facts::Proba {
            counts: counts.clone(),
            draws: 1,
            replace: true,
            event: if not {
                Event::NotColour(c)
            } else {
                Event::Colour(c)
            },
        },
        steps: Vec::new(),
        variant: 0,
    }
}

fn two_draws(ctx: &mut Ctx, replace: bool) -> Item {
    let lang = ctx.lang;
    let counts: Vec<i64> = (0..2).map(|_| ctx.int(2, 6)).collect();
    let total: i64 = counts.iter().sum();
    let variant = ctx.variant(3);
    let (a, b) = (ctx.int(0, 1) as usize, ctx.int(0, 1) as usize);
    let (na, nb) = (counts[a], counts[b]);
    let second_total = if replace { total } else { total - 1 };
    let nb2 = if !replace && a == b { nb - 1 } else { nb };
    let (event, p, desc_event, wrongs) = match variant {
        0 => {
            let p = Rational::new(na * nb2, total * second_total);
            let (ca, cb) = (name(ctx, a, false), name(ctx, b, false));
            (
                Event::Then(a, b),
                p,
                tr!(
                    lang,
                    "la première boule soit {ca} et la seconde {cb}",
                    "the first ball is {ca} and the second {cb}"
                ),
                vec![
                    w(
                        ctx,
                        Qty::rat(
                            Rational::new(na, total) + Rational::new(nb2, second_total),
                            "",
                        ),
                        "probabilités additionnées au lieu d'être multipliées le long du chemin",
                        "added the probabilities along the path instead of multiplying",
                    ),
                    w(
                        ctx,
                        Qty::rat(
                            if replace {
                                Rational::new(
                                    na * (nb - i64::from(a == b)).max(0),
                                    total * (total - 1),
                                )
                            } else {
                                Rational::new(na * nb, total * total)
                            },
                            "",
                        ),
                        if replace {
                            "tirage sans remise alors qu'il est avec remise"
                        } else {
                            "tirage avec remise alors qu'il est sans remise"
                        },
                        if replace {
                            "treated it as without replacement"
                        } else {
                            "treated it as with replacement"
                        },
                    ),
                    w(
                        ctx,
                        Qty::rat(Rational::new(na + nb2, total + second_total), ""),
                        "cas favorables et cas possibles additionnés",
                        "added favourable and possible outcomes",
                    ),
                ],
            )
        }
        1 => {
            let same = if replace {
                Rational::new(counts[0] * counts[0] + counts[1] * counts[1], total * total)
            } else {
                Rational::new(
                    counts[0] * (counts[0] - 1) + counts[1] * (counts[1] - 1),
                    total * (total - 1),
                )
            };
            (
                Event::Same,
                same,
                tr!(
                    lang,
                    "les deux boules soient de la même couleur",
                    "both balls are the same colour"
                ),
                vec![
                    w(
                        ctx,
                        Qty::rat(Rational::ONE - same, ""),
                        "événement contraire calculé",
                        "worked out the opposite event",
                    ),
                    w(
                        ctx,
                        Qty::rat(Rational::new(counts[0] * counts[0], total * total), ""),
                        "une seule des deux couleurs comptée",
                        "counted only one colour",
                    ),
                    w(
                        ctx,
                        Qty::rat(Rational::new(1, 2), ""),
                        "deux issues supposées équiprobables (même couleur ou non)",
                        "assumed two equally likely outcomes",
                    ),
                ],
            )
        }
        _ => {
            let none = if replace {
                Rational::new((total - na) * (total - na), total * total)
            } else {
                Rational::new((total - na) * (total - na - 1), total * (total - 1))
            };
            let p = Rational::ONE - none;
            let ca = name(ctx, a, false);
            (
                Event::AtLeastOne(a),
                p,
                tr!(
                    lang,
                    "au moins une des deux boules soit {ca}",
                    "at least one of the two balls is {ca}"
                ),
                vec![
                    w(
                        ctx,
                        Qty::rat(none, ""),
                        "probabilité de n'obtenir aucune boule de cette couleur",
                        "probability of getting none of that colour",
                    ),
                    w(
                        ctx,
                        Qty::rat(Rational::new(na, total) * Rational::new(na, total), ""),
                        "« deux boules » au lieu de « au moins une »",
                        "“both” instead of “at least one”",
                    ),
                    w(
                        ctx,
                        Qty::rat(Rational::new(2 * na, total).min(Rational::new(99, 100)), ""),
                        "probabilités des deux tirages additionnées",
                        "added the probabilities of the two draws",
                    ),
                ],
            )
        }
    };
    let (answer, alts) = prob(p);
    let desc = balls(ctx, &counts);
    let mode = if replace {
        tr!(lang, "avec remise", "with replacement")
    } else {
        tr!(lang, "sans remise", "without replacement")
    };
    let at = answer.text(lang);
    // "que la…", "qu'au moins…"
    let que_event = if desc_event.starts_with(['a', 'e', 'i', 'o', 'u', 'é']) {
        format!("qu'{desc_event}")
    } else {
        format!("que {desc_event}")
    };
    let first: Vec<(String, String)> = (0..2)
        .map(|c| {
            (
                name(ctx, c, false)
                    .chars()
                    .next()
                    .unwrap_or('?')
                    .to_uppercase()
                    .to_string(),
                ctx.frac(Rational::new(counts[c], total)),
            )
        })
        .collect();
    let second: Vec<(String, String)> = (0..2)
        .map(|c| (first[c].0.clone(), "…".to_owned()))
        .collect();
    let firsts = first
        .iter()
        .map(|(n, p)| format!("{n} {p}"))
        .collect::<Vec<_>>()
        .join(", ");
    let tree_alt = tr!(
        lang,
        "Arbre de probabilités à deux niveaux ; au premier tirage : {firsts} ; probabilités du second tirage à compléter",
        "Two-level probability tree; first draw: {firsts}; second-draw probabilities to fill in"
    );
    let expl = tr!(
        lang,
        "On construit l'arbre des deux tirages ({mode}) et on multiplie les probabilités le long de chaque chemin favorable, puis on additionne : P = {at}.",
        "Draw the tree of the two draws ({mode}), multiply along each favourable path, then add: P = {at}."
    );
    Item {
        situation: tr!(
            lang,
            "Une urne contient {desc}. On tire successivement deux boules {mode}.",
            "An urn holds {desc}. Two balls are drawn one after the other {mode}."
        ),
        question: tr!(
            lang,
            "Quelle est la probabilité {que_event} ?",
            "What is the probability that {desc_event}?"
        ),
        claim: tr!(
            lang,
            "la probabilité {que_event} est {{v}}",
            "the probability that {desc_event} is {{v}}"
        ),
        label: tr!(
            lang,
            "{desc}, deux tirages {mode} : probabilité {que_event}",
            "{desc}, two draws {mode}: probability that {desc_event}"
        ),
        noun: tr!(lang, "probabilité", "probability"),
        answer,
        wrongs,
        alts,
        visual: visual(&probability_tree(&first, &second), tree_alt),
        explanation: expl,
        facts: Facts::Proba {
            counts,
            draws: 2,
            replace,
            event,
        },
        steps: Vec::new(),
        variant,
    }
}

/// The observed frequency of a face of a die thrown many times (4e): counts in a table, the
/// frequency as a decimal (or a fraction when it does not terminate).
fn frequency(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let total = ctx.pick(&[50i64, 60, 80, 100, 120, 150, 200, 250]);
    // six counts adding up to the total, none far from total/6
    let mut counts: Vec<i64> = vec![total / 6; 6];
    counts[5] += total - counts.iter().sum::<i64>();
    for _ in 0..12 {
        let (i, j) = (ctx.int(0, 5) as usize, ctx.int(0, 5) as usize);
        let d = ctx.int(1, (total / 30).max(2));
        if i != j && counts[i] > d + 2 {
            counts[i] -= d;
            counts[j] += d;
        }
    }
    let face = ctx.int(1, 6) as usize;
    let k = counts[face - 1];
    let f = Rational::new(k, total);
    let answer = Qty::rat_or_dec(f, 4, "");
    let wrongs = vec![
        w(
            ctx,
            Qty::rat(Rational::new(1, 6), ""),
            "probabilité théorique donnée au lieu de la fréquence observée",
            "gave the theoretical probability instead of the observed frequency",
        ),
        w(
            ctx,
            Qty::rat_or_dec(Rational::new(total, k.max(1)), 4, ""),
            "quotient pris à l'envers",
            "ratio upside down",
        ),
        w(
            ctx,
            Qty::int(k, ""),
            "effectif donné au lieu de la fréquence",
            "gave the count instead of the frequency",
        ),
    ];
    let head = std::iter::once(tr!(lang, "Face", "Face"))
        .chain((1..=6).map(|i| i.to_string()))
        .collect::<Vec<_>>();
    let row = std::iter::once(tr!(lang, "Effectif", "Count"))
        .chain(counts.iter().map(i64::to_string))
        .collect::<Vec<_>>();
    let sep = if ctx.fr() { " ; " } else { ", " };
    let list = (1..=6)
        .map(|i| format!("{i} : {}", counts[i - 1]))
        .collect::<Vec<_>>()
        .join(sep);
    let list = if ctx.fr() {
        list
    } else {
        list.replace(" : ", ": ")
    };
    let at = answer.text(lang);
    Item {
        situation: tr!(
            lang,
            "On a lancé {total} fois un dé à six faces ; le tableau donne le nombre de sorties de chaque face.",
            "A six-sided die was thrown {total} times; the table gives how often each face came up."
        ),
        question: tr!(
            lang,
            "Quelle est la fréquence d'apparition de la face {face} ?",
            "What is the frequency of face {face}?"
        ),
        claim: tr!(
            lang,
            "la fréquence d'apparition de la face {face} est {{v}}",
            "the frequency of face {face} is {{v}}"
        ),
        label: tr!(
            lang,
            "face {face} sortie {k} fois sur {total}",
            "face {face} out {k} times in {total}"
        ),
        noun: tr!(lang, "fréquence", "frequency"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &table(&[head, row]),
            tr!(
                lang,
                "Tableau des sorties de {total} lancers d'un dé : {list}",
                "Table of {total} throws of a die: {list}"
            ),
        ),
        explanation: tr!(
            lang,
            "Fréquence = effectif ÷ effectif total = {k} ÷ {total} = {at}{}",
            "Frequency = count ÷ total = {k} ÷ {total} = {at}{}",
            if f == Rational::new(1, 6) {
                tr!(
                    lang,
                    " : ici, elle est égale à la probabilité 1/6.",
                    ": here it equals the probability 1/6."
                )
            } else {
                tr!(
                    lang,
                    " : elle est proche de la probabilité 1/6 sans lui être égale.",
                    ": it is close to the probability 1/6 without being equal to it."
                )
            }
        ),
        facts: Facts::exact(format!("{k} ÷ {total}")),
        steps: Vec::new(),
        variant: 1,
    }
}
