//! The knowledge base of the built-in course writer: for every chapter the question generator
//! serves, its English title, an introduction, and the notions it teaches, each with its
//! objective (a Bloom level and a sentence starting with one of its verbs), a definition, a rule
//! or property, and the point to remember, in French and English.
//!
//! French text is written with ordinary spaces before `:` `;` `!` `?` and inside « »; the
//! writer applies French spacing (`text::typo`). Inline markup: `*emphasis*`, `$maths$`.
//!
//! | file | chapters |
//! |---|---|
//! | `maths_primary.rs` | mathematics, CP to CM2 |
//! | `maths.rs` | mathematics, 6e to 2de |
//! | `maths_lycee.rs` | mathematics, 1re and Tle spécialité |
//! | `physics.rs` | physics-chemistry, 6e to 2de |
//! | `francais.rs` | français, CP to Terminale (a French lesson; see the file for `en`) |
//! | `physics_lycee.rs` | physics-chemistry, 1re and Tle spécialité |
//! | `physics_bank.rs` | physics-chemistry 6e to 3e, the knowledge chapters from their fact banks |
//! | `anglais.rs` | anglais (langues vivantes), CM1 to Terminale |
//! | `svt.rs` | SVT 6e (cellule, classer, matière), from their fact banks |
//! | `svt_6e5e.rs` | SVT 6e and 5e, from their fact banks |
//! | `svt_4e3e.rs` | SVT 4e, 3e and 2de, from their fact banks |
//! | `histoire_geographie.rs` | histoire-géographie 4e and 3e, from their fact banks |
//! | `hg_6e5e.rs` | histoire 6e and 5e, from the banks of `hg/l6.rs` and `hg/l5.rs` |
//! | `hg_4e3e.rs` | histoire-géographie 3e, from the banks of `hg/l3b.rs` and `hg/geo3b.rs` |
//! | `hg_2de.rs` | histoire 2de, from the banks of `hg/l2.rs` |
//! | `hg_geo6.rs` | géographie 6e, from the banks of `hg/geo6.rs` |
//! | `hg_4e.rs` | histoire 4e, from the banks of `hg/l4b.rs` |
//! | `francais_themes.rs` | français, the literary themes of 6e to 2de, from their fact banks |
//! | `svt_lycee.rs` | SVT 1re and Tle spécialité, from the banks of `svt/l1.rs` and `svt/lt.rs` |
//! | `hg_2de_b.rs` | histoire-géographie 2de, from the banks of `hg/l2b.rs` |
//! | `hg_4e3e_b.rs` | histoire-géographie 4e and 3e, from the banks of `hg/l4c.rs` and `hg/geo3c.rs` |
//! | `hg_tle.rs` | histoire-géographie Terminale, from the banks of `hg/lt.rs` |
//! | `hg_5e.rs` | histoire-géographie 5e and géographie 6e, from the banks of `hg/l5b.rs` and `hg/geo6b.rs` |
//! | `hg_cm.rs` | histoire-géographie CM1 and CM2, from the banks of `hg/c3.rs` |
//! | `hg_1re.rs` | histoire-géographie 1re, from the banks of `hg/l1.rs` |
//! | `physics_banklycee.rs` | physique-chimie 2de, 1re and Tle, from the banks of `physics/bank2.rs`, `bank1.rs` and `bankt.rs` |
//! | `hg_1re_b.rs` | histoire-géographie 1re, themes 3 and 4 of history, from the banks of `hg/l1b.rs` |
//! | `hg_5e_b.rs` | géographie 6e, histoire-géographie 5e and histoire 2de, from the banks of `hg/l5c.rs` |
//! | `hg_geo1.rs` | géographie 1re and 2de, from the banks of `hg/g1.rs` |
//! | `maths_geo.rs` | mathematics, collège geometry: lines, figures, transformations, solids |
//! | `maths_2de.rs` | mathematics 2de (`builtin/seconde.rs`), algorithmique 5e to 2de (`builtin/algo.rs`) |
//! | `hg_geob.rs` | géographie Terminale, 4e and 3e, from the banks of `hg/geob.rs` |

mod anglais;
mod francais;
mod francais_themes;
mod hg_1re;
mod hg_1re_b;
mod hg_2de;
mod hg_2de_b;
mod hg_4e;
mod hg_4e3e;
mod hg_4e3e_b;
mod hg_5e;
mod hg_5e_b;
mod hg_6e5e;
mod hg_cm;
mod hg_geo1;
mod hg_geo6;
mod hg_geob;
mod hg_tle;
mod histoire_geographie;
mod maths;
mod maths_2de;
mod maths_geo;
mod maths_lycee;
mod maths_primary;
mod physics;
mod physics_bank;
mod physics_bank3b;
mod physics_banklycee;
mod physics_lycee;
mod svt;
mod svt_4e3e;
mod svt_6e5e;
mod svt_lycee;

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::domain::question::Language;

/// One language's text of a notion.
#[derive(Debug)]
pub(crate) struct NotionText {
    /// A section title for it.
    pub title: &'static str,
    /// The objective, starting with a verb of the notion's Bloom level.
    pub objective: &'static str,
    /// The term defined ("" when the notion has no definition).
    pub term: &'static str,
    /// The definition.
    pub definition: &'static str,
    /// The name of the rule or property ("" when none).
    pub rule_title: &'static str,
    /// The rule or property.
    pub rule: &'static str,
    /// The point to remember.
    pub key: &'static str,
}

/// A notion taught in a chapter.
#[derive(Debug)]
pub(crate) struct Notion {
    /// A key, unique in its chapter.
    pub key: &'static str,
    /// The Bloom level of its objective.
    pub bloom: &'static str,
    /// French.
    pub fr: NotionText,
    /// English.
    pub en: NotionText,
}

impl Notion {
    pub(crate) fn text(&self, lang: Language) -> &NotionText {
        match lang {
            Language::Fr => &self.fr,
            Language::En => &self.en,
        }
    }
}

/// The knowledge of one or more chapters (the same notions serve close chapters of several
/// levels).
#[derive(Debug)]
pub(crate) struct Entry {
    /// Chapter ids served.
    pub chapters: &'static [&'static str],
    /// English title of the chapter.
    pub title_en: &'static str,
    /// Why the chapter matters, in French and English.
    pub intro: [&'static str; 2],
    /// The notions, in teaching order.
    pub notions: &'static [Notion],
}

impl Entry {
    pub(crate) fn intro(&self, lang: Language) -> &'static str {
        match lang {
            Language::Fr => self.intro[0],
            Language::En => self.intro[1],
        }
    }
}

/// `[title, objective, term, definition, rule title, rule, key point]`.
pub(crate) type Texts = [&'static str; 7];

/// A notion from its key, Bloom level and texts.
pub(crate) const fn notion(key: &'static str, bloom: &'static str, fr: Texts, en: Texts) -> Notion {
    const fn t(x: Texts) -> NotionText {
        NotionText {
            title: x[0],
            objective: x[1],
            term: x[2],
            definition: x[3],
            rule_title: x[4],
            rule: x[5],
            key: x[6],
        }
    }
    Notion {
        key,
        bloom,
        fr: t(fr),
        en: t(en),
    }
}

/// Every entry.
fn entries() -> impl Iterator<Item = &'static Entry> {
    maths_primary::ENTRIES
        .iter()
        .chain(maths::ENTRIES.iter())
        .chain(maths_lycee::ENTRIES.iter())
        .chain(physics::ENTRIES.iter())
        .chain(francais::ENTRIES.iter())
        .chain(physics_lycee::ENTRIES.iter())
        .chain(anglais::ENTRIES.iter())
        .chain(svt::ENTRIES.iter())
        .chain(svt_4e3e::ENTRIES.iter())
        .chain(svt_6e5e::ENTRIES.iter())
        .chain(histoire_geographie::ENTRIES.iter())
        .chain(hg_2de::ENTRIES.iter())
        .chain(francais_themes::ENTRIES.iter())
        .chain(hg_6e5e::ENTRIES.iter())
        .chain(hg_4e3e::ENTRIES.iter())
        .chain(physics_bank::ENTRIES.iter())
        .chain(hg_geo6::ENTRIES.iter())
        .chain(hg_4e::ENTRIES.iter())
        .chain(physics_bank3b::ENTRIES.iter())
        .chain(svt_lycee::ENTRIES.iter())
        .chain(hg_2de_b::ENTRIES.iter())
        .chain(hg_4e3e_b::ENTRIES.iter())
        .chain(hg_tle::ENTRIES.iter())
        .chain(hg_5e::ENTRIES.iter())
        .chain(hg_cm::ENTRIES.iter())
        .chain(hg_1re::ENTRIES.iter())
        .chain(physics_banklycee::ENTRIES.iter())
        .chain(hg_1re_b::ENTRIES.iter())
        .chain(hg_5e_b::ENTRIES.iter())
        .chain(hg_geo1::ENTRIES.iter())
        .chain(maths_geo::ENTRIES.iter())
        .chain(maths_2de::ENTRIES.iter())
        .chain(hg_geob::ENTRIES.iter())
}

/// The entry of `chapter`, if the knowledge base covers it.
pub(crate) fn entry(chapter: &str) -> Option<&'static Entry> {
    static BY_CHAPTER: OnceLock<HashMap<&'static str, &'static Entry>> = OnceLock::new();
    BY_CHAPTER
        .get_or_init(|| {
            entries()
                .flat_map(|e| e.chapters.iter().map(move |c| (*c, e)))
                .collect()
        })
        .get(chapter)
        .copied()
}

/// Whether the knowledge base covers `chapter`.
pub(crate) fn served(chapter: &str) -> bool {
    entry(chapter).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::curriculum::curriculum;
    use crate::generate::course::text;
    use crate::generate::{BuiltinGenerator, Generator};

    #[test]
    fn every_chapter_the_question_generator_serves_has_its_knowledge() {
        let missing: Vec<String> = BuiltinGenerator
            .capabilities()
            .into_iter()
            .flat_map(|c| c.chapters)
            .filter(|c| !served(c))
            .collect();
        assert!(missing.is_empty(), "no knowledge for {missing:?}");
    }

    #[test]
    fn the_knowledge_is_well_formed_in_both_languages() {
        let c = curriculum();
        let mut chapters = std::collections::HashSet::new();
        for e in entries() {
            assert!(!e.notions.is_empty(), "{:?}", e.chapters);
            for ch in e.chapters {
                assert!(c.chapter(ch).is_some(), "unknown chapter {ch}");
                assert!(chapters.insert(*ch), "{ch} has two entries");
            }
            let mut keys = std::collections::HashSet::new();
            for n in e.notions {
                assert!(keys.insert(n.key), "{} twice in {:?}", n.key, e.chapters);
                let bloom = c.bloom_level(n.bloom).expect("a Bloom level");
                for (lang, verbs) in [
                    (Language::Fr, &bloom.verbs_fr),
                    (Language::En, &bloom.verbs_en),
                ] {
                    let t = n.text(lang);
                    let first = t.objective.split(' ').next().unwrap().to_lowercase();
                    assert!(
                        verbs.contains(&first),
                        "{}: the objective {:?} does not start with a verb of {}",
                        n.key,
                        t.objective,
                        n.bloom
                    );
                    assert!(!t.title.is_empty() && !t.key.is_empty(), "{}", n.key);
                    assert!(!t.definition.is_empty() || !t.rule.is_empty(), "{}", n.key);
                    assert_eq!(t.term.is_empty(), t.definition.is_empty(), "{}", n.key);
                    assert_eq!(t.rule_title.is_empty(), t.rule.is_empty(), "{}", n.key);
                    for s in [
                        t.title,
                        t.objective,
                        t.term,
                        t.definition,
                        t.rule_title,
                        t.rule,
                        t.key,
                        e.intro(lang),
                    ] {
                        let s = text::typo(s, lang);
                        text::check(&s, lang).unwrap_or_else(|m| panic!("{}: {m}", n.key));
                        assert!(!s.contains("  "), "{s:?}");
                    }
                }
            }
        }
    }
}
