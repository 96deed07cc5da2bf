//! Builders for a family's own questions: a choice question from explicit options and
//! claims, the ordering or the matching of explicit items.

use super::{draft, join};
use crate::domain::question::{Answer, ChoiceDraft, QuestionKind, Visual};
use crate::generate::builtin::facts::{Check, Claim};
use crate::generate::builtin::{Built, Ctx, tr};

/// A choice's text, whether it is right, and the feedback a wrong one gets.
pub(crate) type Options = Vec<(String, bool, Option<String>)>;

/// A choice question from explicit options `(text, correct, feedback)` and claims.
pub(crate) fn choice_question(
    ctx: &mut Ctx,
    stem: String,
    options: Options,
    checks: Vec<Check>,
    visual: Visual,
    explanation: String,
) -> Built {
    let n_correct = options.iter().filter(|o| o.1).count();
    let mut options = options;
    if n_correct == 1 {
        // a single choice has exactly four options
        let mut wrong_kept = 0;
        options.retain(|o| {
            if o.1 {
                return true;
            }
            wrong_kept += 1;
            wrong_kept <= 3
        });
    }
    let kind = if n_correct == 1 {
        QuestionKind::SingleChoice
    } else {
        QuestionKind::MultipleChoice
    };
    let mut choices: Vec<ChoiceDraft> = options
        .into_iter()
        .map(|(text, correct, feedback)| ChoiceDraft {
            text,
            correct,
            feedback,
        })
        .collect();
    ctx.shuffle(&mut choices);
    let correct: Vec<usize> = choices
        .iter()
        .enumerate()
        .filter(|(_, c)| c.correct)
        .map(|(i, _)| i)
        .collect();
    let stem = if kind == QuestionKind::MultipleChoice {
        let hint = tr!(
            ctx.lang,
            "Plusieurs réponses peuvent être justes.",
            "More than one answer may be correct."
        );
        join(&[&stem, &hint])
    } else {
        stem
    };
    let points = if kind == QuestionKind::MultipleChoice {
        1.5
    } else {
        1.0
    };
    Built {
        draft: draft(
            kind,
            stem,
            choices,
            Answer::Choices { correct },
            points,
            visual,
            explanation,
        ),
        checks,
    }
}

/// An ordering question on explicit values (displayed texts), sorted by the caller.
pub(crate) fn ordering_of(
    ctx: &mut Ctx,
    stem: String,
    sorted: Vec<String>,
    visual: Visual,
    explanation: String,
    descending: bool,
) -> Built {
    let mut checks_items = sorted.clone();
    if descending {
        checks_items.reverse();
    }
    let checks = vec![Check::Claim {
        claim: Claim::Ascending {
            items: checks_items,
        },
        expect: true,
    }];
    let mut choices: Vec<ChoiceDraft> = sorted
        .iter()
        .map(|t| ChoiceDraft {
            text: t.clone(),
            correct: true,
            feedback: None,
        })
        .collect();
    ctx.shuffle(&mut choices);
    Built {
        draft: draft(
            QuestionKind::Ordering,
            stem,
            choices,
            Answer::Ordering { items: sorted },
            1.5,
            visual,
            explanation,
        ),
        checks,
    }
}

/// A matching question on explicit pairs, with a claim deciding each (left, right) pairing.
pub(crate) fn matching_of(
    ctx: &mut Ctx,
    stem: String,
    pairs: Vec<(String, String)>,
    claim: &dyn Fn(&str, &str) -> Claim,
    visual: Visual,
    explanation: String,
) -> Built {
    let mut checks = Vec::new();
    for (i, (l, _)) in pairs.iter().enumerate() {
        for (j, (_, r)) in pairs.iter().enumerate() {
            checks.push(Check::Claim {
                claim: claim(l, r),
                expect: i == j,
            });
        }
    }
    let mut choices: Vec<ChoiceDraft> = pairs
        .iter()
        .map(|(_, r)| ChoiceDraft {
            text: r.clone(),
            correct: true,
            feedback: None,
        })
        .collect();
    ctx.shuffle(&mut choices);
    Built {
        draft: draft(
            QuestionKind::Matching,
            stem,
            choices,
            Answer::Matching { pairs },
            2.0,
            visual,
            explanation,
        ),
        checks,
    }
}
