//! Generic question builders: from one [`Item`] (numeric, single choice, true/false, multiple
//! choice with equivalent forms, multi-part) or several items of one family (ordering,
//! matching). A family's own questions are built from explicit options with [`explicit`].

mod explicit;

use super::super::visual::{table, visual};
use super::facts::{Check, Claim};
use super::{Built, Ctx, Family, Item, Qty, tr};
use crate::domain::question::{
    Answer, ChoiceDraft, Language, PartDraft, QuestionDraft, QuestionKind, Tags, Visual,
};

pub(crate) use self::explicit::{Options, choice_question, matching_of, ordering_of};

/// Upper-cases the first letter.
pub(crate) fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Joins sentences with a space, skipping empty ones.
pub(crate) fn join(parts: &[&str]) -> String {
    parts
        .iter()
        .filter(|s| !s.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Numeric answer of a quantity.
pub(crate) fn numeric_answer(q: &Qty, ctx: &Ctx) -> Answer {
    Answer::Numeric {
        value: q.value,
        tolerance: q.tol,
        unit: (!q.unit.is_empty()).then(|| q.unit.to_owned()),
        display: q.number(ctx.lang),
    }
}

/// A draft with empty tags (filled in by the caller).
pub(crate) fn draft(
    kind: QuestionKind,
    stem: String,
    choices: Vec<ChoiceDraft>,
    answer: Answer,
    points: f64,
    visual: Visual,
    explanation: String,
) -> QuestionDraft {
    QuestionDraft {
        kind,
        stem,
        choices,
        answer,
        points,
        tags: Tags {
            bloom: String::new(),
            competency: String::new(),
            chapter: String::new(),
        },
        visual,
        explanation,
        parts: Vec::new(),
        template: None,
    }
}

/// Builds a question of `kind` from `family`, falling back to a kind it can always build.
pub(crate) fn build_kind(ctx: &mut Ctx, family: &Family, kind: QuestionKind, bloom: &str) -> Built {
    if let Some(b) = (family.special)(ctx, kind) {
        return b;
    }
    match kind {
        QuestionKind::Numeric => {
            let item = (family.item)(ctx);
            numeric(ctx, item, bloom == "analyze")
        }
        QuestionKind::TrueFalse => {
            let item = (family.item)(ctx);
            true_false(ctx, item, bloom == "evaluate")
        }
        QuestionKind::MultipleChoice => {
            let item = (family.item)(ctx);
            if item.alts.is_empty() {
                single_choice(ctx, item)
            } else {
                multiple_choice(ctx, item)
            }
        }
        QuestionKind::Ordering => ordering(ctx, family).unwrap_or_else(|| {
            let item = (family.item)(ctx);
            single_choice(ctx, item)
        }),
        QuestionKind::Matching => matching(ctx, family).unwrap_or_else(|| {
            let item = (family.item)(ctx);
            single_choice(ctx, item)
        }),
        _ => {
            let item = (family.item)(ctx);
            single_choice(ctx, item)
        }
    }
}

/// A fraction without a finite decimal form (1/3) cannot be typed exactly as a decimal: the
/// statement asks for the fraction or a value rounded to the hundredth, and the tolerance
/// accepts that rounding.
fn exact_or_rounded(ctx: &Ctx, answer: &mut Qty, question: &mut String) {
    let Some(r) = answer.frac else { return };
    if !answer.is_exact() || r.to_decimal(6).is_some() {
        return;
    }
    answer.tol = 0.005;
    // a statement that already asks for the irreducible fraction only adds the rounding
    let low = question.to_lowercase();
    let asks_fraction = ["irréductible", "irreducible", "simplest form"]
        .iter()
        .any(|w| low.contains(w));
    let note = match (asks_fraction, ctx.lang) {
        (true, Language::Fr) => "Une valeur arrondie au centième est aussi acceptée.".to_owned(),
        (true, Language::En) => "A value rounded to the hundredth is also accepted.".to_owned(),
        (false, lang) => tr!(
            lang,
            "Donne la fraction irréductible ou une valeur arrondie au centième.",
            "Give the irreducible fraction or a value rounded to the hundredth."
        ),
    };
    *question = join(&[question, &note]);
}

/// A numeric question; with `parts` and steps, a multi-part question ending with the answer.
pub(crate) fn numeric(ctx: &mut Ctx, mut item: Item, parts: bool) -> Built {
    exact_or_rounded(ctx, &mut item.answer, &mut item.question);
    for s in &mut item.steps {
        exact_or_rounded(ctx, &mut s.answer, &mut s.prompt);
    }
    let mut checks = vec![
        Check::Value {
            facts: item.facts.clone(),
            value: item.answer.value,
            unit: item.answer.unit,
        },
        Check::Shown {
            facts: item.facts.clone(),
            text: item.answer.text(ctx.lang),
            expect: true,
        },
    ];
    let answer = numeric_answer(&item.answer, ctx);
    if parts && !item.steps.is_empty() {
        let mut ps = Vec::new();
        for s in &item.steps {
            checks.push(Check::Shown {
                facts: s.facts.clone(),
                text: s.answer.text(ctx.lang),
                expect: true,
            });
            ps.push(PartDraft {
                stem: s.prompt.clone(),
                answer: numeric_answer(&s.answer, ctx),
                points: 1.0,
            });
        }
        ps.push(PartDraft {
            stem: item.question.clone(),
            answer: answer.clone(),
            points: 1.0,
        });
        let points = ps.len() as f64;
        let mut d = draft(
            QuestionKind::Numeric,
            item.situation,
            Vec::new(),
            answer,
            points,
            item.visual,
            item.explanation,
        );
        d.parts = ps;
        return Built { draft: d, checks };
    }
    let stem = join(&[&item.situation, &item.question]);
    Built {
        draft: draft(
            QuestionKind::Numeric,
            stem,
            Vec::new(),
            answer,
            1.0,
            item.visual,
            item.explanation,
        ),
        checks,
    }
}

/// Fallback distractors when a family supplied too few: a decimal point shifted, a doubling.
fn generic_wrongs(ctx: &Ctx, answer: &Qty) -> Vec<(Qty, String)> {
    let mut out = Vec::new();
    for (k, fr, en) in [
        (
            10.0,
            "erreur d'un facteur 10 (virgule mal placée)",
            "off by a factor of 10 (misplaced decimal point)",
        ),
        (
            0.1,
            "erreur d'un facteur 10 (virgule mal placée)",
            "off by a factor of 10 (misplaced decimal point)",
        ),
        (
            2.0,
            "résultat doublé (erreur de calcul)",
            "result doubled (calculation slip)",
        ),
        (
            0.5,
            "résultat divisé par 2 (erreur de calcul)",
            "result halved (calculation slip)",
        ),
        (100.0, "erreur d'un facteur 100", "off by a factor of 100"),
    ] {
        let q = match answer.frac {
            Some(r) => {
                let kk = super::super::rational::Rational::new((k * 10.0) as i64, 10);
                Qty::rat(r * kk, answer.unit)
            }
            None => {
                let mut q = answer.clone();
                q.value = super::super::num::round_to(answer.value * k, answer.dp.max(1) + 1);
                q.dp = answer.dp + u32::from(k < 1.0);
                q
            }
        };
        out.push((
            q,
            if ctx.fr() {
                fr.to_owned()
            } else {
                en.to_owned()
            },
        ));
    }
    // additive slips on the last digit shown, and the opposite
    let step = if answer.frac.is_some() {
        1.0
    } else {
        10f64.powi(-(answer.dp.min(6) as i32))
    };
    let slip = if ctx.fr() {
        "erreur de calcul"
    } else {
        "calculation slip"
    };
    for k in [1.0, -1.0, 2.0, -2.0] {
        let mut q = answer.clone();
        q.frac = None;
        q.value = super::super::num::round_to(
            answer.value + k * step.max(answer.tol * 4.0),
            answer.dp.min(6) + 1,
        );
        out.push((q, slip.to_owned()));
    }
    if answer.value != 0.0 {
        let mut q = answer.clone();
        q.value = -answer.value;
        q.frac = answer.frac.map(|r| -r);
        out.push((
            q,
            if ctx.fr() {
                "erreur de signe".to_owned()
            } else {
                "sign error".to_owned()
            },
        ));
    }
    out
}

/// Up to `n` distractors of `item`, distinct from the answer and from each other.
fn pick_wrongs(
    ctx: &mut Ctx,
    item: &Item,
    n: usize,
    exclude: &[String],
) -> Vec<(String, String, Qty)> {
    let mut out: Vec<(String, String, Qty)> = Vec::new();
    let mut pool: Vec<(Qty, String)> = item
        .wrongs
        .iter()
        .map(|w| (w.qty.clone(), w.why.clone()))
        .collect();
    ctx.shuffle(&mut pool);
    pool.extend(generic_wrongs(ctx, &item.answer));
    let answer_text = item.answer.text(ctx.lang);
    for (q, why) in pool {
        if out.len() == n {
            break;
        }
        // no rounding asked for an exact answer: its distractors are written plainly
        let t = if item.answer.is_exact() {
            q.plain_text(ctx.lang)
        } else {
            q.text(ctx.lang)
        };
        let fine = q.value.is_finite()
            && item.answer.differs(&q)
            && item.alts.iter().all(|a| a.differs(&q))
            && t != answer_text
            && !exclude.contains(&t)
            && out.iter().all(|(o, _, oq)| *o != t && oq.differs(&q));
        if fine {
            out.push((t, why, q));
        }
    }
    out
}

/// A single-choice question: the answer and three distractors.
pub(crate) fn single_choice(ctx: &mut Ctx, item: Item) -> Built {
    let answer_text = item.answer.text(ctx.lang);
    let wrongs = pick_wrongs(ctx, &item, 3, &[]);
    let mut choices: Vec<ChoiceDraft> = vec![ChoiceDraft {
        text: answer_text.clone(),
        correct: true,
        feedback: None,
    }];
    let mut checks = vec![Check::Shown {
        facts: item.facts.clone(),
        text: answer_text,
        expect: true,
    }];
    for (t, why, _) in wrongs {
        checks.push(Check::Shown {
            facts: item.facts.clone(),
            text: t.clone(),
            expect: false,
        });
        choices.push(ChoiceDraft {
            text: t,
            correct: false,
            feedback: Some(why),
        });
    }
    ctx.shuffle(&mut choices);
    let correct: Vec<usize> = choices
        .iter()
        .enumerate()
        .filter(|(_, c)| c.correct)
        .map(|(i, _)| i)
        .collect();
    let stem = join(&[&item.situation, &item.question]);
    Built {
        draft: draft(
            QuestionKind::SingleChoice,
            stem,
            choices,
            Answer::Choices { correct },
            1.0,
            item.visual,
            item.explanation,
        ),
        checks,
    }
}

/// A multiple-choice question: the answer and its other correct forms among distractors.
pub(crate) fn multiple_choice(ctx: &mut Ctx, item: Item) -> Built {
    let mut corrects: Vec<Qty> = vec![item.answer.clone()];
    let n_alts = ctx.int(1, item.alts.len().min(2) as i64) as usize;
    let mut alts = item.alts.clone();
    ctx.shuffle(&mut alts);
    for a in alts.into_iter().take(n_alts) {
        let t = a.text(ctx.lang);
        if corrects.iter().all(|c| c.text(ctx.lang) != t) {
            corrects.push(a);
        }
    }
    let correct_texts: Vec<String> = corrects.iter().map(|q| q.text(ctx.lang)).collect();
    let n_wrong = 5 - corrects.len().min(3);
    let wrongs = pick_wrongs(ctx, &item, n_wrong, &correct_texts);
    let mut choices = Vec::new();
    let mut checks = Vec::new();
    for t in correct_texts {
        checks.push(Check::Shown {
            facts: item.facts.clone(),
            text: t.clone(),
            expect: true,
        });
        choices.push(ChoiceDraft {
            text: t,
            correct: true,
            feedback: None,
        });
    }
    for (t, why, _) in wrongs {
        checks.push(Check::Shown {
            facts: item.facts.clone(),
            text: t.clone(),
            expect: false,
        });
        choices.push(ChoiceDraft {
            text: t,
            correct: false,
            feedback: Some(why),
        });
    }
    ctx.shuffle(&mut choices);
    let correct: Vec<usize> = choices
        .iter()
        .enumerate()
        .filter(|(_, c)| c.correct)
        .map(|(i, _)| i)
        .collect();
    let hint = tr!(
        ctx.lang,
        "Plusieurs réponses peuvent être justes.",
        "More than one answer may be correct."
    );
    let stem = join(&[&item.situation, &item.question, &hint]);
    Built {
        draft: draft(
            QuestionKind::MultipleChoice,
            stem,
            choices,
            Answer::Choices { correct },
            1.5,
            item.visual,
            item.explanation,
        ),
        checks,
    }
}

/// A true/false question on the item's claim with the answer or a distractor; with
/// `evaluate`, framed as judging someone's claim.
pub(crate) fn true_false(ctx: &mut Ctx, item: Item, evaluate: bool) -> Built {
    let wrongs = pick_wrongs(ctx, &item, 1, &[]);
    let truth = wrongs.is_empty() || ctx.chance(0.5);
    let (shown, why) = if truth {
        (item.answer.text(ctx.lang), None)
    } else {
        (wrongs[0].0.clone(), Some(wrongs[0].1.clone()))
    };
    // a rounded value says so: "its perimeter is 44.0 cm (value rounded to the nearest tenth)"
    let claim = match item.answer.rounding(ctx.lang) {
        Some(r) => item.claim.replace("{v}", &format!("{shown} ({r})")),
        None => item.claim.replace("{v}", &shown),
    };
    let stem = if evaluate {
        let (name, fem) = ctx.person();
        let c = capitalize(&claim);
        let q = if ctx.fr() {
            format!(
                "{name} affirme : « {c} ». A-t-{} raison ?",
                if fem { "elle" } else { "il" }
            )
        } else {
            format!(
                "{name} claims: “{c}”. Is {} right?",
                if fem { "she" } else { "he" }
            )
        };
        join(&[&item.situation, &q])
    } else {
        let q = tr!(
            ctx.lang,
            "Vrai ou faux : {claim}.",
            "True or false: {claim}."
        );
        join(&[&item.situation, &q])
    };
    let explanation = match why {
        None => item.explanation.clone(),
        Some(w) => {
            let right = item.answer.text(ctx.lang);
            if ctx.fr() {
                format!(
                    "Faux ({w}) : la bonne valeur est {right}. {}",
                    item.explanation
                )
            } else {
                format!(
                    "False ({w}): the right value is {right}. {}",
                    item.explanation
                )
            }
        }
    };
    Built {
        draft: draft(
            QuestionKind::TrueFalse,
            stem,
            Vec::new(),
            Answer::Boolean { value: truth },
            1.0,
            item.visual,
            explanation,
        ),
        checks: vec![Check::Shown {
            facts: item.facts,
            text: shown,
            expect: truth,
        }],
    }
}

/// 3 or 4 items of the same variant with distinct labels and well-separated answers.
fn several(ctx: &mut Ctx, family: &Family, n: usize) -> Option<Vec<Item>> {
    let first = (family.item)(ctx);
    let saved = ctx.pin;
    ctx.pin = Some(first.variant);
    let mut items = vec![first];
    for _ in 0..30 {
        if items.len() == n {
            break;
        }
        let it = (family.item)(ctx);
        let t = it.answer.text(ctx.lang);
        let ok = items.iter().all(|o| {
            o.label != it.label
                && o.answer.text(ctx.lang) != t
                && o.answer.differs(&it.answer)
                && o.noun == it.noun
        });
        if ok {
            items.push(it);
        }
    }
    ctx.pin = saved;
    (items.len() == n).then_some(items)
}

fn overview(ctx: &Ctx, items: &[Item], values: bool) -> Visual {
    let head = "Situation";
    let mut rows = vec![vec![head.to_owned(), capitalize(&items[0].noun)]];
    for it in items {
        let v = if values {
            it.answer.text(ctx.lang)
        } else {
            "?".to_owned()
        };
        rows.push(vec![it.label.clone(), v]);
    }
    let alt = if ctx.fr() {
        format!(
            "Tableau : {} situations ({}), valeur de « {} » à trouver",
            items.len(),
            items
                .iter()
                .map(|i| i.label.as_str())
                .collect::<Vec<_>>()
                .join(" ; "),
            items[0].noun
        )
    } else {
        format!(
            "Table: {} situations ({}), value of “{}” to find",
            items.len(),
            items
                .iter()
                .map(|i| i.label.as_str())
                .collect::<Vec<_>>()
                .join("; "),
            items[0].noun
        )
    };
    visual(&table(&rows), alt)
}

/// Whether the items' labels are calculations (expressions that evaluate).
fn is_calc(ctx: &Ctx, items: &[Item]) -> bool {
    items
        .iter()
        .all(|i| super::super::expr::eval(&i.label, ctx.lang).is_some())
}

/// Orders four situations by their answer.
pub(crate) fn ordering(ctx: &mut Ctx, family: &Family) -> Option<Built> {
    let mut items = several(ctx, family, 4)?;
    items.sort_by(|a, b| a.answer.base().total_cmp(&b.answer.base()));
    let noun = items[0].noun.clone();
    let stem = if is_calc(ctx, &items) {
        tr!(
            ctx.lang,
            "Range ces calculs dans l'ordre croissant de leur résultat.",
            "Put these calculations in increasing order of their results."
        )
    } else {
        tr!(
            ctx.lang,
            "Range ces situations dans l'ordre croissant de la grandeur cherchée ({noun}).",
            "Put these situations in increasing order of the quantity asked for ({noun})."
        )
    };
    let labels: Vec<String> = items.iter().map(|i| i.label.clone()).collect();
    let mut checks: Vec<Check> = items
        .iter()
        .map(|i| Check::Shown {
            facts: i.facts.clone(),
            text: i.answer.text(ctx.lang),
            expect: true,
        })
        .collect();
    checks.push(Check::Claim {
        claim: Claim::Ascending {
            items: items.iter().map(|i| i.answer.text(ctx.lang)).collect(),
        },
        expect: true,
    });
    let explanation = items
        .iter()
        .map(|i| {
            let approx = if i.answer.is_exact() { "" } else { "≈ " };
            format!("{} : {approx}{}", i.label, i.answer.text(ctx.lang))
        })
        .collect::<Vec<_>>()
        .join(" ; ");
    let vis = overview(ctx, &items, false);
    let mut choices: Vec<ChoiceDraft> = labels
        .iter()
        .map(|l| ChoiceDraft {
            text: l.clone(),
            correct: true,
            feedback: None,
        })
        .collect();
    ctx.shuffle(&mut choices);
    Some(Built {
        draft: draft(
            QuestionKind::Ordering,
            stem,
            choices,
            Answer::Ordering { items: labels },
            1.5,
            vis,
            explanation,
        ),
        checks,
    })
}

/// Matches three or four situations with their answers.
pub(crate) fn matching(ctx: &mut Ctx, family: &Family) -> Option<Built> {
    let n = ctx.int(3, 4) as usize;
    let items = several(ctx, family, n)?;
    let noun = items[0].noun.clone();
    let stem = if is_calc(ctx, &items) {
        tr!(
            ctx.lang,
            "Associe chaque calcul à son résultat.",
            "Match each calculation with its result."
        )
    } else {
        tr!(
            ctx.lang,
            "Associe chaque situation à la valeur de la grandeur cherchée ({noun}).",
            "Match each situation with the value of the quantity asked for ({noun})."
        )
    };
    let stem = if items.iter().any(|i| !i.answer.is_exact()) {
        let note = tr!(
            ctx.lang,
            "Les valeurs sont arrondies.",
            "Values are rounded."
        );
        join(&[&stem, &note])
    } else {
        stem
    };
    let pairs: Vec<(String, String)> = items
        .iter()
        .map(|i| (i.label.clone(), i.answer.text(ctx.lang)))
        .collect();
    let mut checks = Vec::new();
    for (i, it) in items.iter().enumerate() {
        for (j, (_, v)) in pairs.iter().enumerate() {
            checks.push(Check::Shown {
                facts: it.facts.clone(),
                text: v.clone(),
                expect: i == j,
            });
        }
    }
    let explanation = pairs
        .iter()
        .map(|(l, v)| format!("{l} → {v}"))
        .collect::<Vec<_>>()
        .join(" ; ");
    let vis = overview(ctx, &items, false);
    let mut choices: Vec<ChoiceDraft> = pairs
        .iter()
        .map(|(_, v)| ChoiceDraft {
            text: v.clone(),
            correct: true,
            feedback: None,
        })
        .collect();
    ctx.shuffle(&mut choices);
    Some(Built {
        draft: draft(
            QuestionKind::Matching,
            stem,
            choices,
            Answer::Matching { pairs },
            2.0,
            vis,
            explanation,
        ),
        checks,
    })
}
