//! The claims of fact-bank questions, decided from the chapter's bank as a table of facts
//! built here (every (question, answer) pair, every sequence's positions), apart from the
//! lookups of the builder's own claims.

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use crate::domain::question::Language;
use crate::generate::builtin::bank::claim::BankClaim;
use crate::generate::builtin::bank::{Bank, T, all_banks, bank_of, tx};

type Answers = HashMap<&'static str, HashSet<&'static str>>;
type Positions = HashMap<&'static str, (usize, usize)>;

/// The answers and step positions of `chapter`'s bank in `lang`, built once for every bank
/// (every claim of every checked question reads them).
fn tables(chapter: &str, lang: Language) -> Option<&'static (Answers, Positions)> {
    static TABLES: OnceLock<HashMap<&'static str, [(Answers, Positions); 2]>> = OnceLock::new();
    let by_chapter = TABLES.get_or_init(|| {
        all_banks()
            .map(|b| {
                let of = |l| (answers(b, l), positions(b, l));
                (b.chapter, [of(Language::Fr), of(Language::En)])
            })
            .collect()
    });
    let [fr, en] = by_chapter.get(chapter)?;
    Some(match lang {
        Language::Fr => fr,
        Language::En => en,
    })
}

/// Every (question, answer) of a bank's relations, both ways, in `lang`.
fn answers(b: &Bank, lang: Language) -> Answers {
    let mut m: HashMap<&'static str, HashSet<&'static str>> = HashMap::new();
    for r in b.relations {
        for p in r.pairs {
            m.entry(tx(&p.ask_right, lang))
                .or_default()
                .insert(tx(&p.right, lang));
            if !p.ask_left[0].is_empty() {
                m.entry(tx(&p.ask_left, lang))
                    .or_default()
                    .insert(tx(&p.left, lang));
            }
        }
    }
    m
}

/// The (sequence, position) of every step.
fn positions(b: &Bank, lang: Language) -> Positions {
    let mut m = HashMap::new();
    for (s, seq) in b.sequences.iter().enumerate() {
        for (i, t) in seq.steps.iter().enumerate() {
            m.insert(tx(t, lang), (s, i));
        }
    }
    m
}

fn texts(list: &[T], lang: Language) -> HashSet<&'static str> {
    list.iter().map(|t| tx(t, lang)).collect()
}

/// Whether the claim holds (`None`: the bank or what it names is unknown).
pub(crate) fn truth(c: &BankClaim, lang: Language) -> Option<bool> {
    Some(match c {
        BankClaim::Answers {
            chapter,
            prompt,
            answer,
        } => tables(chapter, lang)?
            .0
            .get(prompt.as_str())?
            .contains(answer.as_str()),
        BankClaim::Pair {
            chapter,
            matching,
            left,
            right,
        } => {
            let b = bank_of(chapter)?;
            let table: HashSet<(&str, String)> = b
                .relations
                .iter()
                .filter(|r| tx(&r.matching, lang) == matching)
                .flat_map(|r| r.pairs.iter())
                .map(|p| (tx(&p.left, lang), tx(&p.right, lang).to_owned()))
                .chain(b.numbers.iter().map(|n| {
                    (
                        tx(&n.about, lang),
                        crate::generate::num::qty(n.value, n.dp, n.unit, lang),
                    )
                }))
                .collect();
            table.contains(&(left.as_str(), right.clone()))
        }
        BankClaim::Member {
            chapter,
            which,
            item,
        } => {
            let b = bank_of(chapter)?;
            let mut set = None;
            for g in b.groups {
                if tx(&g.which, lang) == which {
                    set = Some(texts(g.members, lang));
                } else if tx(&g.which_not, lang) == which {
                    set = Some(texts(g.others, lang));
                }
            }
            set?.contains(item.as_str())
        }
        BankClaim::Order {
            chapter,
            items,
            backward,
        } => {
            let pos = &tables(chapter, lang)?.1;
            let p: Option<Vec<(usize, usize)>> =
                items.iter().map(|i| pos.get(i.as_str()).copied()).collect();
            let p = p?;
            let same = p.iter().all(|x| x.0 == p[0].0);
            let sorted = p.windows(2).all(|w| {
                if *backward {
                    w[0].1 > w[1].1
                } else {
                    w[0].1 < w[1].1
                }
            });
            same && sorted
        }
        BankClaim::Next { chapter, a, b } => {
            let pos = &tables(chapter, lang)?.1;
            let (x, y) = (pos.get(a.as_str())?, pos.get(b.as_str())?);
            x.0 == y.0 && x.1 + 1 == y.1
        }
        BankClaim::Before { chapter, a, b } => {
            let pos = &tables(chapter, lang)?.1;
            let (x, y) = (pos.get(a.as_str())?, pos.get(b.as_str())?);
            x.0 == y.0 && x.1 < y.1
        }
        BankClaim::Label {
            chapter,
            title,
            numbering,
            number,
            name,
        } => {
            let b = bank_of(chapter)?;
            let d = b.diagrams.iter().find(|d| tx(&d.title, lang) == title)?;
            let parts: HashSet<&str> = d.parts.iter().map(|p| tx(&p.name, lang)).collect();
            let shown: HashSet<&str> = numbering.iter().map(String::as_str).collect();
            if parts != shown || numbering.len() != parts.len() {
                return None;
            }
            numbering.get(number.checked_sub(1)?)? == name
        }
        BankClaim::Value {
            chapter,
            prompt,
            value,
        } => {
            let b = bank_of(chapter)?;
            let n = b.numbers.iter().find(|n| tx(&n.ask, lang) == prompt)?;
            n.value == *value
        }
    })
}
