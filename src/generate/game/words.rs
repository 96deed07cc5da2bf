//! Word modules from the glossary: flashcards, fill in the blanks, true/false statements.

use rand::seq::SliceRandom;

use super::Source;
pub(crate) use super::vocabulary::{Form, Term};
use crate::domain::game::content::{
    Card, ClozeSentence, FillBlanksContent, FlashcardsContent, Statement,
};
use crate::domain::game::validate::normalized;

/// The chapters' terms (see [`super::vocabulary`]).
pub(crate) fn terms(source: &Source<'_>) -> Vec<Term> {
    super::vocabulary::terms(source.chapters, source.language)
}

const NNBSP: char = '\u{202f}';

impl Term {
    /// The front of a card: the term (a word to translate as written).
    pub(crate) fn front(&self) -> String {
        match self.form {
            Form::Translation => self.term.clone(),
            _ => capitalized(&self.term),
        }
    }

    /// The back of a card: the definition as a sentence, or the translation.
    pub(crate) fn back(&self) -> String {
        match self.form {
            Form::Translation => self.def.clone(),
            _ => format!("{}.", capitalized(&self.def)),
        }
    }

    /// A crossword clue whose answer is the term.
    pub(crate) fn clue(&self, fr: bool) -> String {
        match (self.form, fr) {
            (Form::Translation, true) => format!("«{NNBSP}{}{NNBSP}» en anglais", self.def),
            (Form::Translation, false) => format!("“{}” in English", self.def),
            _ => capitalized(&self.def),
        }
    }

    /// Whether a definition of `other` can stand in for this term's in a false statement.
    fn alike(&self, other: &Term) -> bool {
        let kind = |t: &Term| match t.form {
            Form::Word => u8::from(adjective(&t.def)),
            Form::Name { .. } => 2,
            Form::Translation => 3,
        };
        kind(self) == kind(other)
    }
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

pub(super) fn flashcards(source: &Source<'_>, n: usize) -> Result<FlashcardsContent, String> {
    let cards = draw(source, n, 1)?
        .iter()
        .map(|t| Card {
            front: t.front(),
            back: t.back(),
        })
        .collect();
    Ok(FlashcardsContent { cards })
}

/// The sentence that defines `t` with `def`, split around the term: "On appelle {term} {def}.",
/// "{Name} est {def}.", "En anglais, « {def} » se dit {term}."
fn frame(t: &Term, def: &str, fr: bool) -> (String, String) {
    match (t.form, fr) {
        (Form::Word, true) if adjective(def) => ("Le mot ".to_owned(), format!(" {def}.")),
        (Form::Word, false) if adjective(def) => ("The word ".to_owned(), format!(" {def}.")),
        (Form::Word, true) => ("On appelle ".to_owned(), format!(" {def}.")),
        (Form::Word, false) if t.term.contains(' ') => {
            ("The term ".to_owned(), format!(" means {def}."))
        }
        (Form::Word, false) => ("The word ".to_owned(), format!(" means {def}.")),
        (Form::Name { plural }, true) => {
            let verb = if plural { "sont" } else { "est" };
            (String::new(), format!(" {verb} {def}."))
        }
        (Form::Name { plural }, false) => {
            let verb = if plural { "are" } else { "is" };
            (String::new(), format!(" {verb} {def}."))
        }
        (Form::Translation, true) => (
            format!("En anglais, «{NNBSP}{def}{NNBSP}» se dit "),
            ".".to_owned(),
        ),
        (Form::Translation, false) => (format!("In English, “{def}” is "), ".".to_owned()),
    }
}

/// The term as it fills a blank: capitalized at the start of a sentence.
fn filler(t: &Term, before: &str) -> String {
    if before.is_empty() {
        capitalized(&t.term)
    } else {
        t.term.clone()
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
        let (before, after) = frame(&t, &t.def, source.fr());
        let shown = normalized(&format!("{before} {after}"));
        let answer = normalized(&t.term);
        let clash = chosen.iter().any(|s| {
            let other = normalized(&format!("{} {}", s.before, s.after));
            normalized(&s.answer) == answer
                || has_word(&other, &answer)
                || has_word(&shown, &normalized(&s.answer))
        }) || has_word(&shown, &answer);
        if !clash {
            chosen.push(ClozeSentence {
                answer: filler(&t, &before),
                before,
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
/// definition, or with another term's of the same form.
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
        let d = if truth {
            Some(t)
        } else {
            all.iter()
                .cycle()
                .skip(i + 1)
                .take(all.len())
                .find(|o| o.term != t.term && t.alike(o))
        };
        let Some(d) = d else {
            continue;
        };
        let (before, after) = frame(t, &d.def, fr);
        let text = format!("{before}{}{after}", filler(t, &before));
        out.push(Statement {
            text,
            value: truth,
            explanation: explanation(t, d, truth, fr),
        });
    }
    out
}

/// Why a statement about `t` with the definition of `d` is true or false: the right sentence,
/// and whose definition was shown.
fn explanation(t: &Term, d: &Term, truth: bool, fr: bool) -> String {
    let (before, after) = frame(t, &t.def, fr);
    let right = format!("{before}{}{after}", filler(t, &before));
    let other = &d.term;
    match (t.form, truth, fr) {
        (_, true, true) => format!("Vrai. {right}"),
        (_, true, false) => format!("True. {right}"),
        (Form::Translation, false, true) => format!(
            "Faux. {right} «{NNBSP}{}{NNBSP}» se dit {other}.",
            capitalized(&d.def)
        ),
        (Form::Translation, false, false) => {
            format!("False. {right} “{}” is {other}.", capitalized(&d.def))
        }
        (Form::Name { .. }, false, true) => {
            format!(
                "Faux. {right} Cette description est celle {}.",
                of_fr(other)
            )
        }
        (_, false, true) => format!("Faux. {right} Cette définition est celle {}.", of_fr(other)),
        (_, false, false) => format!("False. {right} That definition is the one of “{other}”."),
    }
}

/// "de « X »", or "d’« X »" before a vowel.
fn of_fr(x: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    let first = x.nfd().next().map(|c| c.to_ascii_lowercase());
    let elided = first.is_some_and(|c| "aeiouy".contains(c));
    let de = if elided { "d’" } else { "de " };
    format!("{de}«{NNBSP}{x}{NNBSP}»")
}
