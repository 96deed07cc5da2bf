//! Statistical series: frequencies, mean, median and range of a list (chapter `statistiques`
//! 5e and 4e, modes 1–2), weighted mean, median of a frequency table and mean of two groups (3e,
//! mode 3), quartiles and interquartile range (2de, mode 4).

use super::{chart, marks, median, series_text};
use crate::domain::question::QuestionKind::{self, *};
use crate::domain::question::Visual;
use crate::generate::builtin::facts::{Check, Claim, Facts, Stat};
use crate::generate::builtin::kinds::choice_question;
use crate::generate::builtin::{Built, Ctx, Item, Qty, tr, w};
use crate::generate::visual::{table, visual};

pub(super) fn frequency(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let total = ctx.pick(&[20i64, 25, 40, 50]);
    let k = ctx.int(2, total - 1);
    let p = k as f64 * 100.0 / total as f64;
    let data = vec![k as f64, (total - k) as f64];
    let answer = Qty::exact(p, 1, "%");
    let wrongs = vec![
        w(
            ctx,
            Qty::int(k, "%"),
            "effectif donné au lieu de la fréquence",
            "gave the count instead of the frequency",
        ),
        w(
            ctx,
            Qty::rounded_exact(k as f64 / total as f64, 3, "%"),
            "fréquence non multipliée par 100",
            "frequency not multiplied by 100",
        ),
        w(
            ctx,
            Qty::rounded_exact(total as f64 / k as f64 * 100.0, 1, "%"),
            "rapport pris à l'envers",
            "ratio upside down",
        ),
    ];
    let at = answer.text(lang);
    let vis = visual(
        &table(&[
            vec![
                tr!(lang, "Réponse", "Answer"),
                tr!(lang, "Oui", "Yes"),
                tr!(lang, "Non", "No"),
            ],
            vec![
                tr!(lang, "Effectif", "Count"),
                k.to_string(),
                (total - k).to_string(),
            ],
        ]),
        {
            let no = total - k;
            tr!(
                lang,
                "Tableau d'effectifs : oui {k}, non {no}",
                "Frequency table: yes {k}, no {no}"
            )
        },
    );
    Item {
        situation: tr!(
            lang,
            "Dans une classe de {total} élèves, {k} ont répondu « oui » à un sondage.",
            "In a class of {total} pupils, {k} answered “yes” to a survey."
        ),
        question: tr!(
            lang,
            "Quelle est la fréquence des « oui », en pourcentage ?",
            "What is the frequency of “yes”, as a percentage?"
        ),
        claim: tr!(
            lang,
            "la fréquence des « oui » est de {{v}}",
            "the frequency of “yes” is {{v}}"
        ),
        label: tr!(lang, "{k} sur {total}", "{k} out of {total}"),
        noun: tr!(lang, "fréquence", "frequency"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(
            lang,
            "{k} ÷ {total} × 100 = {at}.",
            "{k} ÷ {total} × 100 = {at}."
        ),
        facts: Facts::Stat {
            data,
            stat: Stat::Percent(0),
            tol: 0.0,
        },
        steps: Vec::new(),
        variant: 1,
    }
}

pub(super) fn stat_item(ctx: &mut Ctx, stat: Stat, variant: u8) -> Item {
    let lang = ctx.lang;
    let n = ctx.int(5, 9) as usize;
    let exact = ctx.mode == 1 || ctx.chance(0.5);
    let data = marks(ctx, n, exact);
    let s = series_text(ctx, &data);
    let sum: f64 = data.iter().sum();
    let mean = sum / n as f64;
    let med = median(&data);
    let max = data.iter().copied().fold(f64::MIN, f64::max);
    let min = data.iter().copied().fold(f64::MAX, f64::min);
    let unsorted_mid = if n % 2 == 1 {
        data[n / 2]
    } else {
        (data[n / 2 - 1] + data[n / 2]) / 2.0
    };
    let (answer, wrongs, noun, expl) = match stat {
        Stat::Mean => {
            let a = if (mean * 10.0 - (mean * 10.0).round()).abs() < 1e-9 {
                Qty::rounded_exact(mean, 1, "")
            } else {
                Qty::rounded(mean, 1, "")
            };
            let (st, at) = (ctx.dec(sum, 0), a.text(lang));
            (
                a,
                vec![
                    w(
                        ctx,
                        Qty::exact(sum, 0, ""),
                        "somme non divisée par l'effectif",
                        "sum not divided by the count",
                    ),
                    w(
                        ctx,
                        Qty::rounded(sum / (n as f64 - 1.0), 1, ""),
                        "division par n - 1",
                        "divided by n - 1",
                    ),
                    w(
                        ctx,
                        Qty::exact(med, 1, ""),
                        "médiane donnée au lieu de la moyenne",
                        "gave the median instead of the mean",
                    ),
                    w(
                        ctx,
                        Qty::exact((max + min) / 2.0, 1, ""),
                        "moyenne des valeurs extrêmes seulement",
                        "averaged only the extreme values",
                    ),
                ],
                tr!(lang, "moyenne", "mean"),
                tr!(
                    lang,
                    "Moyenne = somme ÷ effectif = {st} ÷ {n} ≈ {at}.",
                    "Mean = sum ÷ count = {st} ÷ {n} ≈ {at}."
                )
                .replace(
                    "≈",
                    if (mean * 10.0 - (mean * 10.0).round()).abs() < 1e-9 {
                        "="
                    } else {
                        "≈"
                    },
                ),
            )
        }
        Stat::Median => {
            let mut sorted = data.clone();
            sorted.sort_by(f64::total_cmp);
            let st = series_text(ctx, &sorted);
            let mt = ctx.dec(med, 1);
            let mut wr = vec![
                w(
                    ctx,
                    Qty::exact(unsorted_mid, 1, ""),
                    "valeur du milieu prise sans ranger la série",
                    "took the middle value without sorting",
                ),
                w(
                    ctx,
                    Qty::rounded(mean, 1, ""),
                    "moyenne donnée au lieu de la médiane",
                    "gave the mean instead of the median",
                ),
            ];
            if n.is_multiple_of(2) {
                wr.push(w(
                    ctx,
                    Qty::exact(sorted[n / 2 - 1], 1, ""),
                    "une seule des deux valeurs centrales",
                    "only one of the two middle values",
                ));
            } else {
                wr.push(w(
                    ctx,
                    Qty::exact(sorted[n / 2 + 1], 1, ""),
                    "rang mal calculé",
                    "wrong position",
                ));
            }
            (
                Qty::exact(med, 1, ""),
                wr,
                tr!(lang, "médiane", "median"),
                tr!(
                    lang,
                    "Série rangée : {st}. Il y a {n} valeurs, la médiane est {mt}.",
                    "Sorted: {st}. There are {n} values; the median is {mt}."
                ),
            )
        }
        _ => {
            let (xt, nt, rt) = (ctx.dec(max, 1), ctx.dec(min, 1), ctx.dec(max - min, 1));
            (
                Qty::exact(max - min, 1, ""),
                vec![
                    w(
                        ctx,
                        Qty::exact(max, 1, ""),
                        "plus grande valeur seulement",
                        "the largest value only",
                    ),
                    w(
                        ctx,
                        Qty::exact((data[0] - data[n - 1]).abs(), 1, ""),
                        "première et dernière valeurs de la liste",
                        "first and last values of the list",
                    ),
                    w(
                        ctx,
                        Qty::exact(max + min, 1, ""),
                        "valeurs extrêmes additionnées",
                        "added the extreme values",
                    ),
                ],
                tr!(lang, "étendue", "range"),
                tr!(
                    lang,
                    "Étendue = plus grande valeur - plus petite valeur = {xt} - {nt} = {rt}.",
                    "Range = largest - smallest = {xt} - {nt} = {rt}."
                ),
            )
        }
    };
    let note = if answer.is_exact() {
        String::new()
    } else {
        tr!(
            lang,
            " Arrondis au dixième.",
            " Round to the nearest tenth."
        )
    };
    let vis = chart(
        ctx,
        &data,
        true,
        true,
        &tr!(lang, "notes sur 20 par élève", "marks out of 20 per pupil"),
    );
    let question = tr!(
        lang,
        "Quelle est la {noun} de cette série ?",
        "What is the {noun} of this series?"
    )
    .replace("la étendue", "l'étendue")
        + &note;
    let claim = tr!(
        lang,
        "la {noun} de la série est {{v}}",
        "the {noun} of the series is {{v}}"
    )
    .replace("la étendue", "l'étendue");
    Item {
        situation: tr!(
            lang,
            "Voici les notes sur 20 de {n} élèves : {s}.",
            "Here are the marks out of 20 of {n} pupils: {s}."
        ),
        question,
        claim,
        label: s.clone(),
        noun: noun.clone(),
        facts: Facts::Stat {
            data,
            stat,
            tol: answer.tol,
        },
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: expl,
        steps: Vec::new(),
        variant,
    }
}

pub(super) fn weighted(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let values: Vec<i64> = {
        let mut v: Vec<i64> = Vec::new();
        while v.len() < 4 {
            let x = ctx.int(8, 18);
            if !v.contains(&x) {
                v.push(x);
            }
        }
        v.sort_unstable();
        v
    };
    let counts: Vec<i64> = values.iter().map(|_| ctx.int(1, 8)).collect();
    let data: Vec<f64> = values
        .iter()
        .zip(&counts)
        .flat_map(|(&v, &c)| std::iter::repeat_n(v as f64, c as usize))
        .collect();
    let n: i64 = counts.iter().sum();
    let sum: i64 = values.iter().zip(&counts).map(|(v, c)| v * c).sum();
    let mean = sum as f64 / n as f64;
    let answer = if (mean * 10.0 - (mean * 10.0).round()).abs() < 1e-9 {
        Qty::rounded_exact(mean, 1, "")
    } else {
        Qty::rounded(mean, 1, "")
    };
    let simple = values.iter().sum::<i64>() as f64 / values.len() as f64;
    let wrongs = vec![
        w(
            ctx,
            Qty::rounded(simple, 1, ""),
            "effectifs ignorés (moyenne des valeurs seulement)",
            "ignored the counts (mean of the values only)",
        ),
        w(
            ctx,
            Qty::exact(sum as f64, 0, ""),
            "somme non divisée par l'effectif total",
            "sum not divided by the total count",
        ),
        w(
            ctx,
            Qty::rounded(sum as f64 / values.len() as f64, 1, ""),
            "division par le nombre de valeurs au lieu de l'effectif total",
            "divided by the number of values instead of the total count",
        ),
    ];
    let at = answer.text(lang);
    let mean_is_exact = answer.is_exact();
    let note = if answer.is_exact() {
        String::new()
    } else {
        tr!(
            lang,
            " Arrondis au dixième.",
            " Round to the nearest tenth."
        )
    };
    let rows = vec![
        std::iter::once(tr!(lang, "Note", "Mark"))
            .chain(values.iter().map(i64::to_string))
            .collect::<Vec<_>>(),
        std::iter::once(tr!(lang, "Effectif", "Count"))
            .chain(counts.iter().map(i64::to_string))
            .collect::<Vec<_>>(),
    ];
    // a list of numbers is separated by semicolons in French (the comma is the decimal mark)
    let sep = if ctx.fr() { " ; " } else { ", " };
    let (vs, cs) = (rows[0][1..].join(sep), rows[1][1..].join(sep));
    let alt = tr!(
        lang,
        "Tableau : notes {vs} ; effectifs {cs}",
        "Table: marks {vs}; counts {cs}"
    );
    Item {
        situation: tr!(
            lang,
            "Le tableau donne la répartition des notes d'un groupe de {n} élèves.",
            "The table gives the marks of a group of {n} pupils."
        ),
        question: tr!(
            lang,
            "Quelle est la note moyenne du groupe ?",
            "What is the group's mean mark?"
        ) + &note,
        claim: tr!(
            lang,
            "la moyenne du groupe est {{v}}",
            "the group's mean is {{v}}"
        ),
        // an ordering or matching item carries its own table: "notes 9, 10, 12 ; effectifs 3, 7, 4"
        label: tr!(
            lang,
            "notes {vs} – effectifs {cs}",
            "marks {vs}; counts {cs}"
        ),
        noun: tr!(lang, "moyenne", "mean"),
        facts: Facts::Stat {
            data,
            stat: Stat::Mean,
            tol: answer.tol,
        },
        answer,
        wrongs,
        alts: Vec::new(),
        visual: visual(&table(&rows), alt),
        explanation: tr!(
            lang,
            "Moyenne pondérée = (somme des notes × effectifs) ÷ effectif total = {sum} ÷ {n} ≈ {at}.",
            "Weighted mean = (sum of marks × counts) ÷ total count = {sum} ÷ {n} ≈ {at}."
        )
        // "≈" only when the mean is rounded
        .replace("≈", if mean_is_exact { "=" } else { "≈" }),
        steps: Vec::new(),
        variant: 0,
    }
}

pub(super) fn special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    // statements on the mean, the median and the range: the 4e's
    if ctx.mode != 2 || kind != MultipleChoice {
        return None;
    }
    let lang = ctx.lang;
    let n = ctx.int(5, 8) as usize;
    // a mean with at most two decimals, so that "the mean is 12.25" is exactly true or false
    let mut data = marks(ctx, n, true);
    for _ in 0..200 {
        let sum: f64 = data.iter().sum();
        if ((sum / n as f64) * 100.0 - (sum / n as f64 * 100.0).round()).abs() < 1e-9 {
            break;
        }
        data = marks(ctx, n, true);
    }
    let s = series_text(ctx, &data);
    let mean = data.iter().sum::<f64>() / n as f64;
    let med = median(&data);
    let max = data.iter().copied().fold(f64::MIN, f64::max);
    let min = data.iter().copied().fold(f64::MAX, f64::min);
    let mut options = Vec::new();
    let mut checks = Vec::new();
    let cands = [
        (Stat::Mean, mean, mean + 1.0, tr!(lang, "moyenne", "mean")),
        (
            Stat::Median,
            med,
            if n % 2 == 1 {
                data[n / 2]
            } else {
                mean.round() + 0.5
            },
            tr!(lang, "médiane", "median"),
        ),
        (Stat::Range, max - min, max, tr!(lang, "étendue", "range")),
    ];
    // at least one of the three statements is false (the highest mark is always true)
    let forced_false = ctx.int(0, 2) as usize;
    for (i, (stat, good, bad, name)) in cands.into_iter().enumerate() {
        let bad = if (bad - good).abs() < 1e-9 {
            good + 1.0
        } else {
            bad
        };
        let truth = i != forced_false && ctx.chance(0.6);
        let v = if truth { good } else { bad };
        let vt = ctx.dec(v, 2);
        let truth = (v - good).abs() < 1e-9;
        let text = tr!(lang, "La {name} est {vt}.", "The {name} is {vt}.")
            .replace("La étendue", "L'étendue");
        checks.push(Check::Claim {
            claim: Claim::Stat {
                data: data.clone(),
                stat,
                value: vt.clone(),
            },
            expect: truth,
        });
        let gt = ctx.dec(good, 2);
        options.push((
            text,
            truth,
            (!truth).then(|| {
                tr!(lang, "la {name} vaut {gt}", "the {name} is {gt}")
                    .replace("la étendue", "l'étendue")
            }),
        ));
    }
    let max_t = ctx.dec(max, 1);
    let text = tr!(
        lang,
        "La plus grande note est {max_t}.",
        "The highest mark is {max_t}."
    );
    checks.push(Check::Claim {
        claim: Claim::Stat {
            data: data.clone(),
            stat: Stat::Max,
            value: max_t.clone(),
        },
        expect: true,
    });
    options.push((text, true, None));
    let stem = tr!(
        lang,
        "Voici les notes sur 20 de {n} élèves : {s}. Quelles affirmations sont vraies ?",
        "Here are the marks out of 20 of {n} pupils: {s}. Which statements are true?"
    );
    let vis = chart(
        ctx,
        &data,
        true,
        true,
        &tr!(lang, "notes sur 20 par élève", "marks out of 20 per pupil"),
    );
    let (mt, md, rg) = (ctx.dec(mean, 2), ctx.dec(med, 2), ctx.dec(max - min, 2));
    let explanation = tr!(
        lang,
        "Moyenne {mt}, médiane {md}, étendue {rg}.",
        "Mean {mt}, median {md}, range {rg}."
    );
    Some(choice_question(
        ctx,
        stem,
        options,
        checks,
        vis,
        explanation,
    ))
}

/// Values (distinct, increasing) and counts of a frequency table of marks.
fn mark_table(ctx: &mut Ctx, k: usize) -> (Vec<i64>, Vec<i64>) {
    let mut values: Vec<i64> = Vec::new();
    while values.len() < k {
        let x = ctx.int(6, 19);
        if !values.contains(&x) {
            values.push(x);
        }
    }
    values.sort_unstable();
    let counts = values.iter().map(|_| ctx.int(1, 7)).collect();
    (values, counts)
}

/// The table of marks and counts, its alt text, and the lists as text.
fn table_visual(ctx: &Ctx, values: &[i64], counts: &[i64]) -> (Visual, String, String) {
    let lang = ctx.lang;
    let rows = vec![
        std::iter::once(tr!(lang, "Note", "Mark"))
            .chain(values.iter().map(i64::to_string))
            .collect::<Vec<_>>(),
        std::iter::once(tr!(lang, "Effectif", "Count"))
            .chain(counts.iter().map(i64::to_string))
            .collect::<Vec<_>>(),
    ];
    let sep = if ctx.fr() { " ; " } else { ", " };
    let (vs, cs) = (rows[0][1..].join(sep), rows[1][1..].join(sep));
    let alt = tr!(
        lang,
        "Tableau : notes {vs} ; effectifs {cs}",
        "Table: marks {vs}; counts {cs}"
    );
    (visual(&table(&rows), alt), vs, cs)
}

/// The median mark of a frequency table (3e).
pub(super) fn table_median(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (values, counts) = mark_table(ctx, 5);
    let data: Vec<f64> = values
        .iter()
        .zip(&counts)
        .flat_map(|(&v, &c)| std::iter::repeat_n(v as f64, c as usize))
        .collect();
    let n = data.len();
    let med = median(&data);
    let middle = values[values.len() / 2] as f64;
    let mean = data.iter().sum::<f64>() / n as f64;
    let mut wrongs = vec![
        w(
            ctx,
            Qty::exact(middle, 1, ""),
            "valeur du milieu du tableau, sans tenir compte des effectifs",
            "middle value of the table, ignoring the counts",
        ),
        w(
            ctx,
            Qty::rounded(mean, 1, ""),
            "moyenne donnée au lieu de la médiane",
            "gave the mean instead of the median",
        ),
    ];
    let top = *counts.iter().max().unwrap_or(&0);
    let mode_value = values[counts.iter().position(|&c| c == top).unwrap_or(0)];
    wrongs.push(w(
        ctx,
        Qty::int(mode_value, ""),
        "note la plus fréquente donnée au lieu de la médiane",
        "gave the most frequent mark instead of the median",
    ));
    let (vis, vs, cs) = table_visual(ctx, &values, &counts);
    let mt = ctx.dec(med, 1);
    let rank = if n % 2 == 1 {
        tr!(lang, "la {}e valeur", "value number {}", n / 2 + 1)
    } else {
        tr!(
            lang,
            "la moyenne des {}e et {}e valeurs",
            "the mean of values {} and {}",
            n / 2,
            n / 2 + 1
        )
    };
    Item {
        situation: tr!(
            lang,
            "Le tableau donne les notes d'un groupe de {n} élèves.",
            "The table gives the marks of a group of {n} pupils."
        ),
        question: tr!(
            lang,
            "Quelle est la note médiane du groupe ?",
            "What is the group's median mark?"
        ),
        claim: tr!(
            lang,
            "la médiane des notes est {{v}}",
            "the median mark is {{v}}"
        ),
        label: tr!(
            lang,
            "notes {vs} – effectifs {cs}",
            "marks {vs}; counts {cs}"
        ),
        noun: tr!(lang, "médiane", "median"),
        facts: Facts::Stat {
            data,
            stat: Stat::Median,
            tol: 0.0,
        },
        answer: Qty::exact(med, 1, ""),
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(
            lang,
            "Il y a {n} notes, rangées dans l'ordre croissant par le tableau ; la médiane est {rank}, en cumulant les effectifs : {mt}.",
            "There are {n} marks, already in increasing order in the table; the median is {rank}, found by adding up the counts: {mt}."
        ),
        steps: Vec::new(),
        variant: 1,
    }
}

/// The mean of two groups from their sizes and means (3e).
pub(super) fn two_groups(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (n1, n2) = loop {
        let (a, b) = (ctx.int(8, 30), ctx.int(8, 30));
        if a != b {
            break (a, b);
        }
    };
    let (m1, m2) = loop {
        let (a, b) = (ctx.int(7, 16), ctx.int(7, 16));
        // a mean ending in 5 hundredths would round either way: drawn again
        let hundredths = (n1 * a + n2 * b) * 100 % (n1 + n2) == 0
            && (n1 * a + n2 * b) * 100 / (n1 + n2) % 10 == 5;
        if a != b && !hundredths {
            break (a, b);
        }
    };
    let total = n1 * m1 + n2 * m2;
    let mean = total as f64 / (n1 + n2) as f64;
    let exact = (mean * 10.0 - (mean * 10.0).round()).abs() < 1e-9;
    let answer = if exact {
        Qty::rounded_exact(mean, 1, "")
    } else {
        Qty::rounded(mean, 1, "")
    };
    let note = if exact {
        String::new()
    } else {
        tr!(
            lang,
            " Arrondis au dixième.",
            " Round to the nearest tenth."
        )
    };
    let wrongs = vec![
        w(
            ctx,
            Qty::exact((m1 + m2) as f64 / 2.0, 1, ""),
            "moyenne des deux moyennes, sans tenir compte des effectifs",
            "averaged the two means, ignoring the group sizes",
        ),
        w(
            ctx,
            Qty::rounded(total as f64 / 2.0, 1, ""),
            "total divisé par le nombre de groupes",
            "divided the total by the number of groups",
        ),
        w(
            ctx,
            Qty::rounded((n1 * m2 + n2 * m1) as f64 / (n1 + n2) as f64, 1, ""),
            "effectifs et moyennes associés à l'envers",
            "paired each size with the other group's mean",
        ),
    ];
    let at = answer.text(lang);
    let eq = if exact { "=" } else { "≈" };
    let n = n1 + n2;
    let vis = visual(
        &table(&[
            vec![
                tr!(lang, "Groupe", "Group"),
                tr!(lang, "Effectif", "Size"),
                tr!(lang, "Moyenne", "Mean"),
            ],
            vec!["A".into(), n1.to_string(), m1.to_string()],
            vec!["B".into(), n2.to_string(), m2.to_string()],
        ]),
        tr!(
            lang,
            "Tableau : groupe A, {n1} élèves, moyenne {m1} ; groupe B, {n2} élèves, moyenne {m2}",
            "Table: group A, {n1} pupils, mean {m1}; group B, {n2} pupils, mean {m2}"
        ),
    );
    Item {
        situation: tr!(
            lang,
            "Au même contrôle, les {n1} élèves du groupe A ont une moyenne de {m1} et les {n2} élèves du groupe B une moyenne de {m2}.",
            "In the same test, the {n1} pupils of group A have a mean of {m1} and the {n2} pupils of group B a mean of {m2}."
        ),
        question: tr!(
            lang,
            "Quelle est la moyenne de l'ensemble des {n} élèves ?",
            "What is the mean of all {n} pupils?"
        ) + &note,
        claim: tr!(
            lang,
            "la moyenne des deux groupes réunis est {{v}}",
            "the mean of both groups together is {{v}}"
        ),
        label: tr!(
            lang,
            "{n1} élèves à {m1} et {n2} élèves à {m2}",
            "{n1} pupils at {m1} and {n2} pupils at {m2}"
        ),
        noun: tr!(lang, "moyenne", "mean"),
        facts: Facts::Expr {
            expr: format!("({n1} × {m1} + {n2} × {m2}) ÷ ({n1} + {n2})"),
            x: None,
            tol: answer.tol,
        },
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(
            lang,
            "Total des notes : {n1} × {m1} + {n2} × {m2} = {total} ; moyenne : {total} ÷ {n} {eq} {at}.",
            "Sum of the marks: {n1} × {m1} + {n2} × {m2} = {total}; mean: {total} ÷ {n} {eq} {at}."
        ),
        steps: Vec::new(),
        variant: 2,
    }
}

/// A quartile or the interquartile range of a list of marks (2de).
pub(super) fn quartile_item(ctx: &mut Ctx, stat: Stat, variant: u8) -> Item {
    let lang = ctx.lang;
    let n = ctx.int(8, 13) as usize;
    let data = marks(ctx, n, false);
    let mut sorted = data.clone();
    sorted.sort_by(f64::total_cmp);
    let (r1, r3) = (n.div_ceil(4), (3 * n).div_ceil(4));
    let (q1, q3) = (sorted[r1 - 1], sorted[r3 - 1]);
    let med = median(&data);
    let st = series_text(ctx, &sorted);
    let s = series_text(ctx, &data);
    let (answer, wrongs, noun, expl) = match stat {
        Stat::Quartile(1) => (
            q1,
            vec![
                (
                    data[r1 - 1],
                    "rang pris dans la série non rangée",
                    "took the rank in the unsorted series",
                ),
                (
                    med,
                    "médiane donnée au lieu du premier quartile",
                    "gave the median instead of Q1",
                ),
                (
                    sorted[r1.min(n - 1)],
                    "rang mal arrondi (arrondir n/4 à l'entier supérieur)",
                    "wrong rank (round n/4 up)",
                ),
            ],
            tr!(lang, "premier quartile Q1", "first quartile Q1"),
            tr!(
                lang,
                "Série rangée : {st}. n/4 = {n}/4, arrondi à l'entier supérieur : {r1} ; Q1 est la {r1}e valeur, {}.",
                "Sorted: {st}. n/4 = {n}/4, rounded up: {r1}; Q1 is value number {r1}, {}.",
                ctx.dec(q1, 1)
            ),
        ),
        Stat::Quartile(_) => (
            q3,
            vec![
                (
                    data[r3 - 1],
                    "rang pris dans la série non rangée",
                    "took the rank in the unsorted series",
                ),
                (
                    med,
                    "médiane donnée au lieu du troisième quartile",
                    "gave the median instead of Q3",
                ),
                (
                    sorted[r3 - 2],
                    "rang mal arrondi (arrondir 3n/4 à l'entier supérieur)",
                    "wrong rank (round 3n/4 up)",
                ),
            ],
            tr!(lang, "troisième quartile Q3", "third quartile Q3"),
            tr!(
                lang,
                "Série rangée : {st}. 3n/4 = {}/4, arrondi à l'entier supérieur : {r3} ; Q3 est la {r3}e valeur, {}.",
                "Sorted: {st}. 3n/4 = {}/4, rounded up: {r3}; Q3 is value number {r3}, {}.",
                3 * n,
                ctx.dec(q3, 1)
            ),
        ),
        _ => (
            q3 - q1,
            vec![
                (
                    sorted[n - 1] - sorted[0],
                    "étendue donnée au lieu de l'écart interquartile",
                    "gave the range instead of the interquartile range",
                ),
                (q3 + q1, "quartiles additionnés", "added the quartiles"),
                (
                    (data[r3 - 1] - data[r1 - 1]).abs(),
                    "quartiles lus dans la série non rangée",
                    "read the quartiles in the unsorted series",
                ),
            ],
            tr!(lang, "écart interquartile", "interquartile range"),
            tr!(
                lang,
                "Série rangée : {st}. Q1 est la {r1}e valeur, {} ; Q3 est la {r3}e valeur, {} ; Q3 - Q1 = {} - {} = {}.",
                "Sorted: {st}. Q1 is value number {r1}, {}; Q3 is value number {r3}, {}; Q3 - Q1 = {} - {} = {}.",
                ctx.dec(q1, 1),
                ctx.dec(q3, 1),
                ctx.dec(q3, 1),
                ctx.dec(q1, 1),
                ctx.dec(q3 - q1, 1)
            ),
        ),
    };
    let mut wr = Vec::new();
    for (x, fr, en) in wrongs {
        wr.push(w(ctx, Qty::exact(x, 1, ""), fr, en));
    }
    let wrongs = wr;
    let vis = chart(
        ctx,
        &data,
        true,
        true,
        &tr!(lang, "notes sur 20 par élève", "marks out of 20 per pupil"),
    );
    let article = if matches!(stat, Stat::Interquartile) {
        tr!(lang, "l'", "the ")
    } else {
        tr!(lang, "le ", "the ")
    };
    Item {
        situation: tr!(
            lang,
            "Voici les notes sur 20 de {n} élèves : {s}.",
            "Here are the marks out of 20 of {n} pupils: {s}."
        ),
        question: tr!(
            lang,
            "Quel est {article}{noun} de cette série ?",
            "What is {article}{noun} of this series?"
        ),
        claim: tr!(
            lang,
            "{article}{noun} de la série est {{v}}",
            "{article}{noun} of the series is {{v}}"
        ),
        label: s.clone(),
        noun: noun.clone(),
        facts: Facts::Stat {
            data,
            stat,
            tol: 0.0,
        },
        answer: Qty::exact(answer, 1, ""),
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: expl,
        steps: Vec::new(),
        variant,
    }
}

/// The mark a pupil needs at the next test for a target mean (5e): the total the mean requires,
/// less the marks already obtained.
pub(super) fn needed_mark(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (name, fem) = ctx.person();
    let (data, target, x) = loop {
        let n = ctx.int(3, 5) as usize;
        let data: Vec<i64> = (0..n).map(|_| ctx.int(6, 18)).collect();
        let target = ctx.int(10, 15);
        let x = target * (n as i64 + 1) - data.iter().sum::<i64>();
        if (4..=20).contains(&x) && !data.contains(&x) && x != target {
            break (data, target, x);
        }
    };
    let n = data.len() as i64;
    let sum: i64 = data.iter().sum();
    let total = target * (n + 1);
    let marks: Vec<f64> = data.iter().map(|&v| v as f64).collect();
    let s = series_text(ctx, &marks);
    let plus = data
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(" + ");
    let mut wrongs = vec![
        w(
            ctx,
            Qty::int(target, ""),
            "moyenne visée donnée comme note",
            "gave the target mean as the mark",
        ),
        w(
            ctx,
            Qty::rounded_exact(2.0 * target as f64 - sum as f64 / n as f64, 1, ""),
            "moyenne des notes obtenues prise comme une seule note",
            "took the mean of the marks obtained as a single mark",
        ),
        w(
            ctx,
            Qty::int(total - sum + 1, ""),
            "erreur de calcul sur le total",
            "slip in the total",
        ),
    ];
    if target * n >= sum {
        wrongs.push(w(
            ctx,
            Qty::int(target * n - sum, ""),
            "total calculé avec le nombre de notes déjà obtenues, sans la nouvelle",
            "worked out the total with the marks already obtained only, not the new one",
        ));
    }
    let pron = if ctx.fr() {
        if fem { "elle" } else { "il" }
    } else if fem {
        "she"
    } else {
        "he"
    };
    let next = n + 1;
    let xs = x.to_string();
    Item {
        situation: tr!(
            lang,
            "{name} a obtenu les notes sur 20 suivantes : {s}. Il reste un contrôle avant la fin du trimestre.",
            "{name} got the following marks out of 20: {s}. One more test is left before the end of term."
        ),
        question: tr!(
            lang,
            "Quelle note doit-{pron} obtenir à ce contrôle pour avoir exactement {target} de moyenne sur les {next} notes ?",
            "What mark must {pron} get in this test to have a mean of exactly {target} over the {next} marks?"
        ),
        claim: tr!(
            lang,
            "{pron} doit obtenir {{v}} pour avoir {target} de moyenne",
            "{pron} must get {{v}} to have a mean of {target}"
        ),
        label: tr!(
            lang,
            "notes {s}, moyenne visée {target}",
            "marks {s}, target mean {target}"
        ),
        noun: tr!(lang, "note nécessaire", "mark needed"),
        answer: Qty::int(x, ""),
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &table(&[
                std::iter::once(tr!(lang, "Contrôle", "Test"))
                    .chain((1..=next).map(|i| i.to_string()))
                    .collect(),
                std::iter::once(tr!(lang, "Note", "Mark"))
                    .chain(data.iter().map(i64::to_string))
                    .chain(std::iter::once("?".to_owned()))
                    .collect(),
            ]),
            tr!(
                lang,
                "Tableau des notes de {name} : {s}, puis une note inconnue ; moyenne visée {target}",
                "Table of {name}'s marks: {s}, then an unknown mark; target mean {target}"
            ),
        ),
        explanation: tr!(
            lang,
            "Pour une moyenne de {target} sur {next} notes, leur somme doit être {target} × {next} = {total}. Les notes obtenues font {plus} = {sum}, il faut donc {total} - {sum} = {xs}.",
            "For a mean of {target} over {next} marks, their sum must be {target} × {next} = {total}. The marks obtained add up to {plus} = {sum}, so the mark needed is {total} - {sum} = {xs}."
        ),
        facts: Facts::exact(format!("{target} × {next} - ({plus})")),
        steps: Vec::new(),
        variant: 2,
    }
}
