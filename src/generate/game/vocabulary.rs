//! The vocabulary of a game's chapters, gathered from everything the generator knows about
//! them:
//!
//! 1. the glossary (`glossary.rs`), written for the word games;
//! 2. the chapter's fact bank: the typed relations that pair a term or a person with its
//!    definition, description or role, when the right side is a noun phrase ("le principe selon
//!    lequel le pouvoir appartient à la nation");
//! 3. the course knowledge: a notion's term and its definition, when the definition reads
//!    "Le sacre est la cérémonie…" (the noun phrase after the verb is kept);
//! 4. anglais: the words of the level's themes and its irregular verbs, English ↔ French.
//!
//! A term keeps the form it takes in a sentence ([`Form`]): a common noun without its article
//! (as the glossary writes it), a name with its article ("la Renaissance", "Louis XVI"), or a
//! word to translate. French texts get French spacing here (the banks and the knowledge are
//! written with ordinary spaces).

use std::collections::HashMap;

use crate::domain::curriculum::Chapter;
use crate::domain::game::validate::normalized;
use crate::domain::question::Language;
use crate::generate::builtin::{anglais, bank};
use crate::generate::course::{knowledge, text};

use super::glossary;

/// How a term reads in a sentence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Form {
    /// A common noun without article: "On appelle {term} {définition}."
    Word,
    /// A name, with its article when it has one: "{Term} est {définition}."
    Name {
        /// Whether the name is plural ("les Lumières sont…").
        plural: bool,
    },
    /// An English word and its French translation (anglais).
    Translation,
}

/// A term and its definition (or translation) in the game's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Term {
    /// The term.
    pub(crate) term: String,
    /// Its definition, a noun phrase with its article (or its French translation).
    pub(crate) def: String,
    /// How it reads.
    pub(crate) form: Form,
    /// The ids of the game's chapters it belongs to.
    pub(crate) chapters: Vec<&'static str>,
}

/// The terms of `chapters` in `language`, each term once (the first one wins; a term met in
/// several chapters belongs to each), chapter by chapter.
pub(crate) fn terms(chapters: &[&'static Chapter], language: Language) -> Vec<Term> {
    let mut out: Vec<Term> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    let mut defs: HashMap<String, usize> = HashMap::new();
    for c in chapters {
        for t in of_chapter(c, language) {
            let key = normalized(&t.term);
            if key.is_empty() {
                continue;
            }
            if let Some(&i) = index.get(&key) {
                if !out[i].chapters.contains(&c.id.as_str()) {
                    out[i].chapters.push(c.id.as_str());
                }
                continue;
            }
            // Two terms with one definition (synonyms, two translations of a word) would make a
            // pair ambiguous: the first one is kept.
            if defs.contains_key(&normalized(&t.def)) {
                continue;
            }
            index.insert(key, out.len());
            defs.insert(normalized(&t.def), out.len());
            out.push(t);
        }
    }
    out
}

/// The terms of one chapter, from every source, in order.
fn of_chapter(c: &'static Chapter, language: Language) -> Vec<Term> {
    let fr = language == Language::Fr;
    let id = c.id.as_str();
    let mut out = Vec::new();
    for e in glossary::for_chapter(&c.level_id, super::slug(c)) {
        let (term, def) = if fr {
            (e.fr, e.fr_def)
        } else {
            (e.en, e.en_def)
        };
        out.push(Term {
            term: term.to_owned(),
            def: def.to_owned(),
            form: Form::Word,
            chapters: vec![id],
        });
    }
    if let Some(b) = bank::bank_of(id) {
        for r in b
            .relations
            .iter()
            .filter(|r| r.typed && defining(r.matching[0]))
        {
            for p in r.pairs {
                if let Some(t) = from_phrases(p.left, p.right, language, id) {
                    out.push(t);
                }
            }
        }
    }
    let lexicon = anglais::lexicon(id);
    // The anglais knowledge names grammar in French: its words are the lexicon's.
    if let Some(e) = knowledge::entry(id).filter(|_| lexicon.is_empty()) {
        for n in e.notions {
            if let Some(t) = from_notion(n, language, id) {
                out.push(t);
            }
        }
    }
    for (en, fr_word) in lexicon {
        out.push(Term {
            term: en.to_owned(),
            def: fr_word.to_owned(),
            form: Form::Translation,
            chapters: vec![id],
        });
    }
    out
}

/// Whether a relation's matching instruction pairs its left side with a definition, a
/// description or a role (and not with a date, a place, an author or a country).
fn defining(matching_fr: &str) -> bool {
    const KEYS: [&str; 8] = [
        "définition",
        "description",
        "son énoncé",
        "ce qu'il désigne",
        "personnage à ce qu'il a fait",
        "personnage à son rôle",
        "personnage à ce qui le rend célèbre",
        "personnage à ce qui le caractérise",
    ];
    KEYS.iter().any(|k| matching_fr.contains(k))
}

const FR_ARTICLES: [&str; 10] = [
    "le ", "la ", "les ", "l'", "l’", "un ", "une ", "des ", "du ", "de la ",
];
const EN_ARTICLES: [&str; 3] = ["the ", "a ", "an "];

/// The phrase without its leading article, and the article.
fn strip_article(s: &str, language: Language) -> (&str, &str) {
    let articles: &[&str] = match language {
        Language::Fr => &FR_ARTICLES,
        Language::En => &EN_ARTICLES,
    };
    for a in articles {
        if let Some(head) = s.get(..a.len())
            && head.eq_ignore_ascii_case(a)
        {
            return (&s[a.len()..], head);
        }
    }
    (s, "")
}

/// Whether a phrase is a noun phrase: it starts with an article.
fn noun_phrase(s: &str, language: Language) -> bool {
    !strip_article(s, language).1.is_empty()
}

/// Whether the French phrase names someone or something proper: its first letter after the
/// article is a capital.
fn proper(fr: &str) -> bool {
    strip_article(fr, Language::Fr)
        .0
        .chars()
        .next()
        .is_some_and(char::is_uppercase)
}

/// The first letter in lower case when it only starts a sentence ("Romanisation").
fn uncapitalized(s: &str) -> String {
    let mut c = s.chars();
    match (c.next(), c.next()) {
        (Some(f), Some(g)) if f.is_uppercase() && g.is_lowercase() => {
            f.to_lowercase().chain(s.chars().skip(1)).collect()
        }
        _ => s.to_owned(),
    }
}

/// French spacing for French text; the text as written otherwise.
fn typeset(s: &str, language: Language) -> String {
    match language {
        Language::Fr => text::typo(s, language),
        Language::En => s.to_owned(),
    }
}

/// A term from a bank pair: `left` is the term (or a name), `right` its definition.
fn from_phrases(
    left: [&'static str; 2],
    right: [&'static str; 2],
    language: Language,
    chapter: &'static str,
) -> Option<Term> {
    let i = usize::from(language == Language::En);
    if !noun_phrase(right[0], Language::Fr) || !noun_phrase(right[1], Language::En) {
        return None;
    }
    let (term, form) = term_and_form(left[0], left[i], Some(left[1]), false, language);
    plain(&term, right[i]).then(|| Term {
        term: typeset(&term, language),
        def: typeset(right[i], language),
        form,
        chapters: vec![chapter],
    })
}

/// The term a phrase names in `language` (`phrase`), and its form, decided on its French
/// (`fr`): a name keeps its article, a common noun loses it. `sentence`: the phrase starts a
/// sentence (a definition of the knowledge), so a name's article is lower-cased ("Le Code
/// noir"); a bank's phrases are written as they are named ("La Fayette", "La Réunion"). A
/// French plural name ("les Lumières") stays plural in English only when its English (`en`,
/// if known) ends with an s ("the Enlightenment" is singular).
fn term_and_form(
    fr: &str,
    phrase: &str,
    en: Option<&str>,
    sentence: bool,
    language: Language,
) -> (String, Form) {
    if !proper(fr) {
        return (uncapitalized(strip_article(phrase, language).0), Form::Word);
    }
    let plural = strip_article(fr, Language::Fr)
        .1
        .eq_ignore_ascii_case("les ")
        && (language == Language::Fr || en.is_some_and(|e| e.ends_with('s')));
    let term = if sentence && !strip_article(phrase, language).1.is_empty() {
        uncapitalized(phrase)
    } else {
        phrase.to_owned()
    };
    (term, Form::Name { plural })
}

/// A term and definition without markup or several sentences.
fn plain(term: &str, def: &str) -> bool {
    let clean = |s: &str| !s.is_empty() && !s.contains(['$', '*', '`', '\n']);
    clean(term) && clean(def) && !def.trim_end_matches('.').contains(". ")
}

/// A term from a notion of the course knowledge: its definition must read "{Le terme} est
/// {une définition}." ("{The term} is {a definition}.").
fn from_notion(
    n: &'static knowledge::Notion,
    language: Language,
    chapter: &'static str,
) -> Option<Term> {
    let t = n.text(language);
    if t.term.is_empty() {
        return None;
    }
    let (fr_head, _) = defined(n.fr.definition, n.fr.term, Language::Fr)?;
    let (head, def) = defined(t.definition, t.term, language)?;
    let (term, form) = term_and_form(fr_head, head, None, true, language);
    plain(&term, def).then(|| Term {
        term: typeset(&term, language),
        def: typeset(def, language),
        form,
        chapters: vec![chapter],
    })
}

/// The subject and the noun phrase of a definition "{Le terme} est {une définition}.", when its
/// subject is the term (with or without an article) and its attribute a noun phrase.
fn defined<'a>(definition: &'a str, term: &str, language: Language) -> Option<(&'a str, &'a str)> {
    let verbs: &[&str] = match language {
        Language::Fr => &[" est ", " sont "],
        Language::En => &[" is ", " are "],
    };
    let (at, verb) = verbs
        .iter()
        .filter_map(|v| definition.find(v).map(|i| (i, v.len())))
        .min()?;
    let head = &definition[..at];
    let rest = definition[at + verb..].trim_end().strip_suffix('.')?;
    // "… : an example" goes beyond the noun phrase
    if rest.contains(':') {
        return None;
    }
    let same = normalized(strip_article(head, language).0) == normalized(term);
    (same && noun_phrase(rest, language)).then_some((head, rest))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_definition_sentence_gives_its_noun_phrase() {
        assert_eq!(
            defined(
                "La romanisation est l'adoption par les Gaulois du mode de vie des Romains.",
                "Romanisation",
                Language::Fr
            ),
            Some((
                "La romanisation",
                "l'adoption par les Gaulois du mode de vie des Romains"
            ))
        );
        assert_eq!(
            defined(
                "Romanisation is the adoption by the Gauls of the Roman way of life.",
                "Romanisation",
                Language::En
            ),
            Some((
                "Romanisation",
                "the adoption by the Gauls of the Roman way of life"
            ))
        );
        // Another subject, or an attribute that is not a noun phrase: not a definition.
        assert_eq!(
            defined("Le roi est sacré à Reims.", "Sacre", Language::Fr),
            None
        );
        assert_eq!(
            defined("Le sacre est célébré à Reims.", "Sacre", Language::Fr),
            None
        );
    }

    #[test]
    fn articles_and_names() {
        assert_eq!(strip_article("l'atome", Language::Fr), ("atome", "l'"));
        assert_eq!(
            strip_article("la Renaissance", Language::Fr),
            ("Renaissance", "la ")
        );
        assert_eq!(strip_article("Louis XVI", Language::Fr), ("Louis XVI", ""));
        assert_eq!(
            strip_article("the nucleus", Language::En),
            ("nucleus", "the ")
        );
        assert!(proper("la Renaissance") && proper("Louis XVI") && !proper("le noyau"));
        assert_eq!(uncapitalized("Romanisation"), "romanisation");
        assert_eq!(uncapitalized("ADN"), "ADN");
    }

    /// Every slug of the glossaries names a served chapter (`slug` at some level, or
    /// `level/slug`), and every entry has its four texts.
    #[test]
    fn the_glossaries_name_served_chapters() {
        use crate::domain::curriculum::curriculum;
        use crate::generate::{BuiltinGenerator, Generator};
        let mut slugs = std::collections::HashSet::new();
        for cap in BuiltinGenerator.capabilities() {
            for id in &cap.chapters {
                let c = curriculum().chapter(id).unwrap();
                slugs.insert(super::super::slug(c).to_owned());
                slugs.insert(format!("{}/{}", c.level_id, super::super::slug(c)));
            }
        }
        let all = glossary::GLOSSARY
            .iter()
            .chain(super::super::glossary_ecole::GLOSSARY)
            .chain(super::super::glossary_lycee::GLOSSARY);
        for e in all {
            for s in e.slugs {
                assert!(slugs.contains(*s), "{}: no served chapter {s}", e.fr);
            }
            for t in [e.fr, e.fr_def, e.en, e.en_def] {
                assert!(!t.is_empty() && t.trim() == t, "{}: {t:?}", e.fr);
            }
        }
    }

    /// The terms of the chapters whose id starts with `EDUGEN_TERMS`, printed to be read, and
    /// the count per (subject, level).
    #[test]
    #[ignore = "a report: EDUGEN_TERMS=chapter-id-prefix"]
    fn report() {
        use crate::domain::curriculum::curriculum;
        use crate::generate::{BuiltinGenerator, Generator};
        let prefix = std::env::var("EDUGEN_TERMS").unwrap_or_default();
        for cap in BuiltinGenerator.capabilities() {
            let ch: Vec<&'static Chapter> = cap
                .chapters
                .iter()
                .filter_map(|id| curriculum().chapter(id))
                .collect();
            let counts = [Language::Fr, Language::En].map(|l| terms(&ch, l).len());
            println!("{} {}: {counts:?}", cap.subject, cap.level);
            for c in ch
                .iter()
                .filter(|c| !prefix.is_empty() && c.id.starts_with(&prefix))
            {
                for l in [Language::Fr, Language::En] {
                    for t in of_chapter(c, l) {
                        println!("  {} | {:?} | {} | {}", c.id, t.form, t.term, t.def);
                    }
                    let one = [*c];
                    let s = super::super::Source {
                        chapters: &one,
                        language: l,
                        seed: 5,
                    };
                    for st in super::super::words::statements(&s, 6) {
                        println!("  > {} [{}] {}", st.text, st.value, st.explanation);
                    }
                    for (w, clue) in super::super::crossword::candidates(&s).iter().take(6) {
                        println!("  # {w}: {clue}");
                    }
                    if let Ok(f) = super::super::words::fill_blanks(&s, 4) {
                        for b in f.sentences {
                            println!("  _ {}[{}]{}", b.before, b.answer, b.after);
                        }
                    }
                }
            }
        }
    }
}
