//! Probability with urns: one draw, a fair die with an event on its faces and a card drawn from
//! the letters of a word (mode 0: 5e), the complementary event and observed frequencies of a
//! die (1: 4e), two draws with replacement (2: 3e), two draws without replacement (3: 2de).
//! Answers are reduced fractions; the checks count the outcomes one by one (a frequency, a die's
//! or a word's probability is the quotient of the counts stated).

use super::super::rational::Rational;
use super::super::visual::{BLUE, GREEN, RED, YELLOW, card, probability_tree, table, urn, visual};
use super::facts::{Event, Facts};
use super::{Ctx, Family, Item, Qty, no_special, tr, w};
use crate::domain::question::QuestionKind::*;
use crate::domain::question::Visual;

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "probability",
    notion,
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
        1 => 2,
        _ => 3,
    },
};

/// The notion of the 5e–4e knowledge (`probabilites`) each variant exercises.
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    match (mode, variant) {
        // one draw from an urn, a die, a word's letters; the complementary event
        (0, _) | (1, 0) => Some("equiprobabilite"),
        _ => None,
    }
}

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
        0 => match ctx.variant(3) {
            0 => one_draw(ctx),
            1 => die(ctx),
            _ => letters(ctx),
        },
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
/// frequency as a decimal (the totals have no prime factor but 2 and 5, so it terminates), its
/// fraction and percentage being other correct forms.
fn frequency(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let total = ctx.pick(&[50i64, 80, 100, 125, 200, 250]);
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
    let alts = vec![Qty::rat(f, ""), Qty::exact(f.to_f64() * 100.0, 2, "%")];
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
        alts,
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

/// The wrong probabilities of an event with `fav` favourable outcomes out of `total`
/// equally likely ones, from the usual mistakes; `kinds`: the favourable and all the different
/// values when outcomes repeat (letters of a word).
fn count_wrongs(ctx: &Ctx, fav: i64, total: i64, kinds: Option<(i64, i64)>) -> Vec<super::Wrong> {
    let mut out = vec![
        w(
            ctx,
            Qty::rat(Rational::new(fav, (total - fav).max(1)), ""),
            "cas favorables divisés par les cas défavorables",
            "favourable outcomes divided by unfavourable ones",
        ),
        w(
            ctx,
            Qty::rat(Rational::new(total - fav, total), ""),
            "événement contraire calculé",
            "worked out the opposite event",
        ),
        w(
            ctx,
            Qty::rat(Rational::new(1, total), ""),
            "probabilité d'une seule issue",
            "probability of a single outcome",
        ),
        w(
            ctx,
            Qty::rat(Rational::new(fav + 1, total), ""),
            "une issue favorable de trop comptée",
            "counted one favourable outcome too many",
        ),
    ];
    if fav > 1 {
        out.push(w(
            ctx,
            Qty::rat(Rational::new(fav - 1, total), ""),
            "une issue favorable oubliée",
            "missed one favourable outcome",
        ));
    }
    if let Some((k_fav, k_all)) = kinds {
        out.push(w(
            ctx,
            Qty::rat(Rational::new(k_fav, k_all), ""),
            "issues différentes comptées une seule fois, comme si elles étaient équiprobables",
            "counted each different outcome once, as if they were equally likely",
        ));
    }
    out
}

/// An event: which outcomes realise it.
type Outcomes<T> = Box<dyn Fn(T) -> bool>;

/// "3/6 = 1/2", or "3/8" when the fraction is already reduced.
fn quotient(ctx: &Ctx, fav: i64, total: i64) -> String {
    let r = ctx.frac(Rational::new(fav, total));
    let raw = format!("{fav}/{total}");
    if r == raw {
        raw
    } else {
        format!("{raw} = {r}")
    }
}

/// A fair die with `n` faces numbered from 1 and an event on the number shown (5e): the
/// favourable faces counted among the equally likely ones.
fn die(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let n = ctx.pick(&[4i64, 6, 6, 8, 10, 12]);
    let faces: Vec<i64> = (1..=n).collect();
    let (fav_faces, fr, en) = loop {
        let k = ctx.int(2, n - 1);
        let m = ctx.pick(&[3i64, 4, 5]);
        let d = ctx.pick(&[12i64, 18, 20, 24]);
        let (keep, fr, en): (Outcomes<i64>, String, String) = match ctx.int(0, 6) {
            0 => (
                Box::new(|x| x % 2 == 0),
                "un nombre pair".to_owned(),
                "an even number".to_owned(),
            ),
            1 => (
                Box::new(|x| x % 2 == 1),
                "un nombre impair".to_owned(),
                "an odd number".to_owned(),
            ),
            2 => (
                Box::new(move |x| x % m == 0),
                format!("un multiple de {m}"),
                format!("a multiple of {m}"),
            ),
            3 => (
                Box::new(move |x| x >= k),
                format!("un nombre supérieur ou égal à {k}"),
                format!("a number greater than or equal to {k}"),
            ),
            4 => (
                Box::new(move |x| x < k),
                format!("un nombre strictement inférieur à {k}"),
                format!("a number less than {k}"),
            ),
            5 => (
                Box::new(|x| x >= 2 && (2..x).all(|p| x % p != 0)),
                "un nombre premier".to_owned(),
                "a prime number".to_owned(),
            ),
            _ => (
                Box::new(move |x| d % x == 0),
                format!("un diviseur de {d}"),
                format!("a divisor of {d}"),
            ),
        };
        let fav: Vec<i64> = faces.iter().copied().filter(|&x| keep(x)).collect();
        if !fav.is_empty() && fav.len() < faces.len() {
            break (fav, fr, en);
        }
    };
    let fav = fav_faces.len() as i64;
    let event = if ctx.fr() { fr } else { en };
    let p = Rational::new(fav, n);
    let (answer, alts) = prob(p);
    let mut wrongs = count_wrongs(ctx, fav, n, None);
    if n != 6 {
        wrongs.push(w(
            ctx,
            Qty::rat(Rational::new(fav.min(6), 6), ""),
            "dé supposé à six faces",
            "assumed a six-sided die",
        ));
    }
    let list = fav_faces
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let q = quotient(ctx, fav, n);
    let explanation = if fav == 1 {
        tr!(
            lang,
            "Le dé est équilibré : ses {n} faces sont équiprobables. La seule face favorable est {list}, soit 1 issue sur {n}, donc P = {q}.",
            "The die is fair: its {n} faces are equally likely. The only favourable face is {list}, that is 1 outcome out of {n}, so P = {q}."
        )
    } else {
        tr!(
            lang,
            "Le dé est équilibré : ses {n} faces sont équiprobables. Les faces favorables sont {list}, soit {fav} issues sur {n}, donc P = {q}.",
            "The die is fair: its {n} faces are equally likely. The favourable faces are {list}, that is {fav} outcomes out of {n}, so P = {q}."
        )
    };
    let card_lines = [
        tr!(
            lang,
            "{n} faces numérotées de 1 à {n}",
            "{n} faces numbered 1 to {n}"
        ),
        tr!(lang, "Événement : {event}", "Event: {event}"),
    ];
    let alt = tr!(
        lang,
        "Dé équilibré à {n} faces numérotées de 1 à {n} ; événement : obtenir {event}",
        "Fair die with {n} faces numbered 1 to {n}; event: rolling {event}"
    );
    let title = tr!(lang, "Dé équilibré", "Fair die");
    Item {
        situation: tr!(
            lang,
            "On lance un dé équilibré à {n} faces numérotées de 1 à {n}.",
            "A fair die with {n} faces numbered 1 to {n} is rolled."
        ),
        question: tr!(
            lang,
            "Quelle est la probabilité d'obtenir {event} ?",
            "What is the probability of rolling {event}?"
        ),
        claim: tr!(
            lang,
            "la probabilité d'obtenir {event} est {{v}}",
            "the probability of rolling {event} is {{v}}"
        ),
        label: tr!(
            lang,
            "dé à {n} faces (1 à {n}) : obtenir {event}",
            "die with {n} faces (1 to {n}): rolling {event}"
        ),
        noun: tr!(lang, "probabilité", "probability"),
        answer,
        wrongs,
        alts,
        visual: visual(&card(&title, &card_lines), alt),
        explanation,
        facts: Facts::exact(format!("{fav} ÷ {n}")),
        steps: Vec::new(),
        variant: 1,
    }
}

/// Words whose letters are written on cards, one letter a card (capitals without accents).
const WORDS_FR: [&str; 10] = [
    "ADDITION",
    "DIVISION",
    "FRACTION",
    "TRIANGLE",
    "RECTANGLE",
    "POURCENTAGE",
    "STATISTIQUE",
    "ALGORITHME",
    "MULTIPLICATION",
    "SOUSTRACTION",
];
const WORDS_EN: [&str; 10] = [
    "ADDITION",
    "DIVISION",
    "FRACTION",
    "TRIANGLE",
    "RECTANGLE",
    "PERCENTAGE",
    "STATISTICS",
    "ALGORITHM",
    "MULTIPLICATION",
    "MATHEMATICS",
];

/// A card drawn from the letters of a word, one letter a card (5e): the cards are equally
/// likely, the letters are not.
fn letters(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let word = if ctx.fr() {
        ctx.pick(&WORDS_FR)
    } else {
        ctx.pick(&WORDS_EN)
    };
    let chars: Vec<char> = word.chars().collect();
    let n = chars.len() as i64;
    let mut distinct = chars.clone();
    distinct.sort_unstable();
    distinct.dedup();
    let vowel = |c: &char| "AEIOUY".contains(*c);
    // a letter written on two cards or more, or the vowels, or the consonants
    let repeated: Vec<char> = distinct
        .iter()
        .copied()
        .filter(|c| chars.iter().filter(|x| *x == c).count() >= 2)
        .collect();
    let (keep, event_fr, event_en): (Outcomes<&char>, String, String) = match ctx.int(0, 2) {
        0 if !repeated.is_empty() => {
            let c = ctx.pick(&repeated);
            (
                Box::new(move |x| *x == c),
                format!("la lettre {c}"),
                format!("the letter {c}"),
            )
        }
        1 => (
            Box::new(move |c| !vowel(c)),
            "une consonne".to_owned(),
            "a consonant".to_owned(),
        ),
        _ => (
            Box::new(vowel),
            "une voyelle".to_owned(),
            "a vowel".to_owned(),
        ),
    };
    let fav = chars.iter().filter(|c| keep(c)).count() as i64;
    let kinds_fav = distinct.iter().filter(|c| keep(c)).count() as i64;
    let event = if ctx.fr() { event_fr } else { event_en };
    let p = Rational::new(fav, n);
    let (answer, alts) = prob(p);
    let wrongs = count_wrongs(ctx, fav, n, Some((kinds_fav, distinct.len() as i64)));
    let spaced = chars
        .iter()
        .map(char::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    let q = quotient(ctx, fav, n);
    let explanation = tr!(
        lang,
        "Il y a {n} cartons, un par lettre du mot, tous équiprobables. {fav} d'entre eux portent {event}, donc P = {q}.",
        "There are {n} cards, one for each letter of the word, all equally likely. {fav} of them show {event}, so P = {q}."
    );
    let title = tr!(lang, "{n} cartons", "{n} cards");
    let alt = tr!(
        lang,
        "{n} cartons portant les lettres du mot {word} : {spaced}",
        "{n} cards showing the letters of the word {word}: {spaced}"
    );
    Item {
        situation: tr!(
            lang,
            "On écrit chacune des {n} lettres du mot {word} sur un carton ; les cartons sont identiques et on en tire un au hasard.",
            "Each of the {n} letters of the word {word} is written on a card; the cards are identical and one is drawn at random."
        ),
        question: tr!(
            lang,
            "Quelle est la probabilité que le carton tiré porte {event} ?",
            "What is the probability that the card drawn shows {event}?"
        ),
        claim: tr!(
            lang,
            "la probabilité que le carton tiré porte {event} est {{v}}",
            "the probability that the card drawn shows {event} is {{v}}"
        ),
        label: tr!(
            lang,
            "lettres du mot {word} : tirer {event}",
            "letters of the word {word}: drawing {event}"
        ),
        noun: tr!(lang, "probabilité", "probability"),
        answer,
        wrongs,
        alts,
        visual: visual(&card(&title, &[spaced]), alt),
        explanation,
        facts: Facts::exact(format!("{fav} ÷ {n}")),
        steps: Vec::new(),
        variant: 2,
    }
}

#[cfg(test)]
mod tests {
    use crate::generate::builtin::topics;
    use crate::generate::course::knowledge;

    /// The notions the percent, algebra, statistics and probability families name exist in
    /// their chapter's course knowledge, and every variant of the 6e proportionality, 5e
    /// literal calculation, 4e equations, 5e statistics and 5e probability chapters names one.
    #[test]
    fn notions_of_variants_exist_in_the_chapter_knowledge() {
        let families = ["percent", "algebra", "statistics", "probability"];
        let every_variant = [
            "mathematiques-6e-proportionnalite-et-pourcentages",
            "mathematiques-5e-calcul-litteral",
            "mathematiques-4e-equations",
            "mathematiques-5e-statistiques",
            "mathematiques-5e-probabilites",
        ];
        let mut named = 0;
        for t in topics() {
            if !families.contains(&t.family.name) {
                continue;
            }
            let id = t.chapter.id.as_str();
            for v in 0..(t.family.variants)(t.mode) {
                match (t.family.notion)(t.mode, v) {
                    Some(key) => {
                        let entry = knowledge::entry(id)
                            .unwrap_or_else(|| panic!("{id}: no course knowledge"));
                        assert!(
                            entry.notions.iter().any(|n| n.key == key),
                            "{id}: variant {v} names {key}, not a notion of the chapter"
                        );
                        named += 1;
                    }
                    None => assert!(
                        !every_variant.contains(&id),
                        "{id}: variant {v} names no notion"
                    ),
                }
            }
        }
        // 3 variants in each of the five chapters, and the 4e complementary event
        assert_eq!(named, 16);
    }
}
