//! Statements about a bank question that the checks decide by reading the chapter's bank
//! again (by the texts shown), not through the builder's choices.

use super::{Bank, T, bank_of, tx};
use crate::domain::question::Language;

/// A statement decided by a chapter's fact bank.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum BankClaim {
    /// `answer` answers the question `prompt` (a relation's question, either way).
    Answers {
        chapter: String,
        prompt: String,
        answer: String,
    },
    /// `left` and `right` are a pair of the relation whose matching instruction is `matching`,
    /// or `left` is what the value `right` measures (the bank's numbers).
    Pair {
        chapter: String,
        matching: String,
        left: String,
        right: String,
    },
    /// `item` is a right answer of the group question `which` (members for `which`, the
    /// others for `which_not`).
    Member {
        chapter: String,
        which: String,
        item: String,
    },
    /// The items are steps of one sequence, in its order (`backward`: in reverse).
    Order {
        chapter: String,
        items: Vec<String>,
        backward: bool,
    },
    /// `b` comes right after `a` in a sequence.
    Next {
        chapter: String,
        a: String,
        b: String,
    },
    /// `a` comes before `b` in a sequence.
    Before {
        chapter: String,
        a: String,
        b: String,
    },
    /// `numbering` (names, number 1 first) numbers every part of the diagram `title`, and
    /// number `number` is `name`.
    Label {
        chapter: String,
        title: String,
        numbering: Vec<String>,
        number: usize,
        name: String,
    },
    /// `value` (in the number's unit) answers the question `prompt`.
    Value {
        chapter: String,
        prompt: String,
        value: f64,
    },
}

fn has(list: &[T], text: &str, lang: Language) -> bool {
    list.iter().any(|t| tx(t, lang) == text)
}

impl BankClaim {
    /// The chapter whose bank decides it.
    #[cfg(test)]
    pub(crate) fn chapter(&self) -> &str {
        match self {
            BankClaim::Answers { chapter, .. }
            | BankClaim::Pair { chapter, .. }
            | BankClaim::Member { chapter, .. }
            | BankClaim::Order { chapter, .. }
            | BankClaim::Next { chapter, .. }
            | BankClaim::Before { chapter, .. }
            | BankClaim::Label { chapter, .. }
            | BankClaim::Value { chapter, .. } => chapter,
        }
    }

    /// Whether the statement is true (`None`: the bank or the prompt is unknown).
    pub(crate) fn holds(&self, lang: Language) -> Option<bool> {
        let bank = |c: &str| -> Option<&'static Bank> { bank_of(c) };
        Some(match self {
            BankClaim::Answers {
                chapter,
                prompt,
                answer,
            } => {
                let b = bank(chapter)?;
                let mut known = false;
                let mut right = false;
                for p in b.relations.iter().flat_map(|r| r.pairs) {
                    if tx(&p.ask_right, lang) == prompt {
                        known = true;
                        right |= tx(&p.right, lang) == answer;
                    }
                    if !p.ask_left[0].is_empty() && tx(&p.ask_left, lang) == prompt {
                        known = true;
                        right |= tx(&p.left, lang) == answer;
                    }
                }
                if !known {
                    return None;
                }
                right
            }
            BankClaim::Pair {
                chapter,
                matching,
                left,
                right,
            } => {
                let b = bank(chapter)?;
                let rel = b
                    .relations
                    .iter()
                    .find(|r| tx(&r.matching, lang) == matching);
                match rel {
                    Some(r) => r
                        .pairs
                        .iter()
                        .any(|p| tx(&p.left, lang) == left && tx(&p.right, lang) == right),
                    None => {
                        let n = b.numbers.iter().find(|n| tx(&n.about, lang) == left)?;
                        let shown = crate::generate::num::qty(n.value, n.dp, n.unit, lang);
                        shown == *right
                    }
                }
            }
            BankClaim::Member {
                chapter,
                which,
                item,
            } => {
                let b = bank(chapter)?;
                if let Some(g) = b.groups.iter().find(|g| tx(&g.which, lang) == which) {
                    has(g.members, item, lang)
                } else {
                    let g = b.groups.iter().find(|g| tx(&g.which_not, lang) == which)?;
                    has(g.others, item, lang)
                }
            }
            BankClaim::Order {
                chapter,
                items,
                backward,
            } => {
                let b = bank(chapter)?;
                let first = items.first()?;
                let s = b.sequences.iter().find(|s| has(s.steps, first, lang))?;
                let pos: Option<Vec<usize>> = items
                    .iter()
                    .map(|i| s.steps.iter().position(|t| tx(t, lang) == i))
                    .collect();
                let pos = pos?;
                pos.windows(2)
                    .all(|w| if *backward { w[0] > w[1] } else { w[0] < w[1] })
            }
            BankClaim::Next { chapter, a, b: nb } => {
                let b = bank(chapter)?;
                b.sequences.iter().any(|s| {
                    s.steps
                        .windows(2)
                        .any(|w| tx(&w[0], lang) == a && tx(&w[1], lang) == nb)
                })
            }
            BankClaim::Before { chapter, a, b: nb } => {
                let b = bank(chapter)?;
                let s = b.sequences.iter().find(|s| has(s.steps, a, lang))?;
                let i = s.steps.iter().position(|t| tx(t, lang) == a)?;
                let j = s.steps.iter().position(|t| tx(t, lang) == nb)?;
                i < j
            }
            BankClaim::Label {
                chapter,
                title,
                numbering,
                number,
                name,
            } => {
                let b = bank(chapter)?;
                let d = b.diagrams.iter().find(|d| tx(&d.title, lang) == title)?;
                let mut names: Vec<&str> = d.parts.iter().map(|p| tx(&p.name, lang)).collect();
                let mut shown: Vec<&str> = numbering.iter().map(String::as_str).collect();
                names.sort_unstable();
                shown.sort_unstable();
                if names != shown {
                    return None;
                }
                *number >= 1 && numbering.get(number - 1) == Some(name)
            }
            BankClaim::Value {
                chapter,
                prompt,
                value,
            } => {
                let b = bank(chapter)?;
                let n = b.numbers.iter().find(|n| tx(&n.ask, lang) == prompt)?;
                (n.value - value).abs() <= 1e-9 * n.value.abs().max(1.0)
            }
        })
    }
}
