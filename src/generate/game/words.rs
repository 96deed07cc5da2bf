//! Word modules from the glossary: flashcards, fill in the blanks, true/false statements.

use std::collections::HashSet;

use rand::seq::SliceRandom;

use super::Source;
use super::glossary::{self, Entry};
use crate::domain::game::content::{
    Card, ClozeSentence, FillBlanksContent, FlashcardsContent, Statement,
};
use crate::domain::game::validate::normalized;

/// A term and its definition in the source's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Term {
    pub(crate) term: &'static str,
    pub(crate) def: &'static str,
    /// The glossary entry.
    pub(crate) entry: &'static Entry,
}

/// The chapters' terms, each term once (the first entry wins), in glossary order.
pub(crate) fn terms(source: &Source<'_>) -> Vec<Term> {
    let mut seen = HashSet::new();
    glossary::for_slugs(&source.slugs())
        .into_iter()
        .map(|e| {
            let (term, def) = if source.fr() {
                (e.fr, e.fr_def)
            } else {
                (e.en, e.en_def)
            };
            Term {
                term,
                def,
                entry: e,
            }
        })
        .filter(|t| seen.insert(normalized(t.term)))
        .collect()
}

/// `n` terms drawn at random.
fn draw(source: &Source<'_>, n: usize, salt: u64) -> Result<Vec<Term>, String> {
    let mut all = terms(source);
    if all.len() < n {
        return Err(format!(
            "needs {n} terms and the chapters have {}; choose other chapters or fewer items",
            all.len()
        ));
    }
    all.shuffle(&mut source.rng(salt));
    all.truncate(n);
    Ok(all)
}

/// The first letter in capitals.
pub(crate) fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Whether a definition describes an adjective ("qualifie…", "describes…").
fn adjective(def: &str) -> bool {
    def.starts_with("qualifie ") || def.starts_with("describes ")
}

/// The definition as a sentence: "Le côté opposé… ."
pub(crate) fn definition(t: &Term) -> String {
    format!("{}.", capitalized(t.def))
}

pub(super) fn flashcards(source: &Source<'_>, n: usize) -> Result<FlashcardsContent, String> {
    let cards = draw(source, n, 1)?
        .iter()
        .map(|t| Card {
            front: capitalized(t.term),
            back: definition(t),
        })
        .collect();
    Ok(FlashcardsContent { cards })
}

/// The sentence "On appelle {term} {def}." split around the term.
fn frame(t: &Term, fr: bool) -> (String, String) {
    match (fr, adjective(t.def)) {
        (true, false) => ("On appelle ".to_owned(), format!(" {}.", t.def)),
        (true, true) => ("Le mot ".to_owned(), format!(" {}.", t.def)),
        (false, true) => ("The word ".to_owned(), format!(" {}.", t.def)),
        (false, false) => ("The word ".to_owned(), format!(" means {}.", t.def)),
    }
}

pub(super) fn fill_blanks(source: &Source<'_>, n: usize) -> Result<FillBlanksContent, String> {
    let mut all = terms(source);
    all.shuffle(&mut source.rng(2));
    // A blank's answer must be unique in context: no chosen answer appears as a word in
    // another chosen sentence.
    let mut chosen: Vec<ClozeSentence> = Vec::new();
    for t in all {
        if chosen.len() == n {
            break;
        }
        let (before, after) = frame(&t, source.fr());
        let shown = normalized(&format!("{before} {after}"));
        let answer = normalized(t.term);
        let clash = chosen.iter().any(|s| {
            let other = normalized(&format!("{} {}", s.before, s.after));
            normalized(&s.answer) == answer
                || has_word(&other, &answer)
                || has_word(&shown, &normalized(&s.answer))
        }) || has_word(&shown, &answer);
        if !clash {
            chosen.push(ClozeSentence {
                before,
                answer: t.term.to_owned(),
                after,
            });
        }
    }
    if chosen.len() < n {
        return Err(format!(
            "needs {n} blanks with unique answers and the chapters' terms give {}; choose other chapters or fewer blanks",
            chosen.len()
        ));
    }
    let mut bank: Vec<String> = chosen.iter().map(|s| s.answer.clone()).collect();
    bank.sort_by_key(|b| normalized(b));
    Ok(FillBlanksContent {
        sentences: chosen,
        bank,
    })
}

fn has_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// Up to `n` statements about the vocabulary, true and false alternately: a term with its own
/// definition, or with another term's.
pub(super) fn statements(source: &Source<'_>, n: usize) -> Vec<Statement> {
    let mut all = terms(source);
    all.shuffle(&mut source.rng(3));
    let fr = source.fr();
    let mut out = Vec::new();
    for (i, t) in all.iter().enumerate() {
        if out.len() == n {
            break;
        }
        let truth = i % 2 == 0;
        // A false statement borrows the definition of another term of the same form.
        let def = if truth {
            Some(*t)
        } else {
            all.iter()
                .cycle()
                .skip(i + 1)
                .take(all.len())
                .find(|o| o.term != t.term && adjective(o.def) == adjective(t.def))
                .copied()
        };
        let Some(d) = def else {
            continue;
        };
        let (before, after) = frame(&Term { def: d.def, ..*t }, fr);
        let text = format!("{before}{}{after}", t.term);
        let explanation = match (truth, fr) {
            (true, true) => format!("Vrai. {}\u{a0}: {}.", capitalized(t.term), t.def),
            (true, false) => format!("True. {}: {}.", capitalized(t.term), t.def),
            (false, true) => format!(
                "Faux. {}\u{a0}: {}. Cette définition est celle de «\u{202f}{}\u{202f}».",
                capitalized(t.term),
                t.def,
                d.term
            ),
            (false, false) => format!(
                "False. {}: {}. That definition is the one of “{}”.",
                capitalized(t.term),
                t.def,
                d.term
            ),
        };
        out.push(Statement {
            text,
            value: truth,
            explanation,
        });
    }
    out
}
