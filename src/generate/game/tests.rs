//! The builders, tested as algorithms: every content valid, answers right, values equal.

use proptest::prelude::*;

use super::*;
use crate::domain::curriculum::curriculum;
use crate::domain::game::content::{Content, Orientation};
use crate::domain::game::modules::{CrosswordOptions, PairSource, WordSearchOptions};
use crate::generate::num;

fn chapters(ids: &[&str]) -> Vec<&'static Chapter> {
    ids.iter()
        .map(|id| curriculum().chapter(id).expect(id))
        .collect()
}

fn all_maths(level: &str) -> Vec<&'static Chapter> {
    curriculum()
        .chapters()
        .iter()
        .filter(|c| c.subject_id == "mathematiques" && c.level_id == level)
        .collect()
}

fn options(t: ModuleType, v: serde_json::Value) -> ModuleOptions {
    ModuleOptions::parse(t, Some(&v), "o").unwrap()
}

#[test]
fn fraction_and_decimal_cards_are_equal_in_value_and_all_different() {
    for seed in 0..50 {
        let ch = chapters(&["mathematiques-5e-fractions"]);
        let s = Source {
            chapters: &ch,
            language: Language::Fr,
            seed,
        };
        let pairs = pairs::fraction_decimals(12, &s);
        let mut values = std::collections::HashSet::new();
        for (f, d) in &pairs {
            let fv = num::parse(f, Language::Fr).unwrap();
            let dv = num::parse(d, Language::Fr).unwrap();
            assert!((fv - dv).abs() < 1e-12, "{f} ≠ {d}");
            assert!(values.insert(d.clone()), "two cards worth {d}");
        }
    }
}

#[test]
fn every_module_type_builds_valid_content_in_both_languages() {
    let ch = all_maths("4e");
    for language in [Language::Fr, Language::En] {
        for (i, t) in ModuleType::ALL.into_iter().enumerate() {
            if matches!(t, ModuleType::Quiz) {
                continue; // needs the question generator: tested by the service
            }
            let s = Source {
                chapters: &ch,
                language,
                seed: 7 + i as u64,
            };
            let o = ModuleOptions::parse(t, None, "o").unwrap();
            check(&o, &s).unwrap();
            let c = build(&o, &s, Vec::new()).unwrap_or_else(|e| panic!("{t:?}: {e}"));
            assert_eq!(c.module_type(), t);
            assert_eq!(c.items(), o.items(), "{t:?}");
        }
    }
}

#[test]
fn memory_sources_follow_the_chapter() {
    let geo = chapters(&["mathematiques-5e-triangles"]);
    let s = Source {
        chapters: &geo,
        language: Language::En,
        seed: 3,
    };
    let o = options(ModuleType::Memory, serde_json::json!({"pairCount": 6}));
    let Content::Memory(m) = build(&o, &s, Vec::new()).unwrap() else {
        panic!()
    };
    assert!(m.pairs.iter().all(|p| p.left.svg.is_some()));
    assert_eq!(m.deck.len(), 12);
    let o = options(
        ModuleType::Memory,
        serde_json::json!({"pairCount": 3, "pairs": "term_definition"}),
    );
    let Content::Memory(m) = build(&o, &s, Vec::new()).unwrap() else {
        panic!()
    };
    assert!(m.pairs.iter().all(|p| p.left.svg.is_none()));
}

#[test]
fn a_module_that_cannot_be_filled_says_why() {
    let ch = chapters(&["mathematiques-6e-angles"]);
    let s = Source {
        chapters: &ch,
        language: Language::Fr,
        seed: 1,
    };
    let o = options(ModuleType::Crossword, serde_json::json!({"wordCount": 12}));
    let e = check(&o, &s).unwrap_err();
    assert!(
        e.starts_with("needs 12 one-word terms and the chapters have "),
        "{e}"
    );
}

#[test]
fn categorize_items_belong_to_exactly_one_category() {
    for (chapter, sort) in [
        ("mathematiques-5e-nombres-premiers", "primes"),
        ("mathematiques-4e-fractions", "fraction_vs_one"),
        ("mathematiques-5e-nombres-relatifs", "sign"),
        ("physique-chimie-4e-vitesse", "units"),
    ] {
        let ch = chapters(&[chapter]);
        let s = Source {
            chapters: &ch,
            language: Language::Fr,
            seed: 5,
        };
        let o = options(ModuleType::Categorize, serde_json::json!({"itemCount": 12}));
        let Content::Categorize(c) = build(&o, &s, Vec::new()).unwrap() else {
            panic!()
        };
        for item in &c.items {
            let v = |t: &str| num::parse(&t.replace('\u{2212}', "-"), Language::Fr);
            let right = match sort {
                "primes" => {
                    let n: u32 = item.text.parse().unwrap();
                    let prime = n > 1 && (2..n).all(|d| !n.is_multiple_of(d));
                    u32::from(!prime)
                }
                "fraction_vs_one" => {
                    let x = v(&item.text).unwrap();
                    if x < 1.0 {
                        0
                    } else if x == 1.0 {
                        1
                    } else {
                        2
                    }
                }
                "sign" => u32::from(v(&item.text).unwrap() < 0.0),
                _ => item.category,
            };
            assert_eq!(item.category, right, "{chapter}: {}", item.text);
        }
        let used: std::collections::HashSet<u32> = c.items.iter().map(|i| i.category).collect();
        assert_eq!(
            used.len(),
            c.categories.len(),
            "{chapter}: an empty category"
        );
    }
}

#[test]
fn ordering_items_are_in_increasing_order() {
    let ch = chapters(&["mathematiques-6e-nombres-entiers-et-decimaux"]);
    let s = Source {
        chapters: &ch,
        language: Language::Fr,
        seed: 9,
    };
    let o = options(ModuleType::Ordering, serde_json::json!({"itemCount": 8}));
    let Content::Ordering(c) = build(&o, &s, Vec::new()).unwrap() else {
        panic!()
    };
    let values: Vec<f64> = c
        .items
        .iter()
        .map(|t| num::parse(t, Language::Fr).unwrap())
        .collect();
    assert!(values.windows(2).all(|w| w[0] < w[1]), "{:?}", c.items);
}

#[test]
fn fill_blank_answers_are_unique_and_absent_from_the_text() {
    for seed in 0..20 {
        let ch = all_maths("3e");
        let s = Source {
            chapters: &ch,
            language: Language::Fr,
            seed,
        };
        let o = options(ModuleType::FillBlanks, serde_json::json!({"blankCount": 8}));
        let Content::FillBlanks(f) = build(&o, &s, Vec::new()).unwrap() else {
            panic!()
        };
        let answers: std::collections::HashSet<_> = f.sentences.iter().map(|s| &s.answer).collect();
        assert_eq!(answers.len(), 8);
    }
}

#[test]
fn a_crossword_grid_reads_back_its_answers() {
    let ch = all_maths("4e");
    let s = Source {
        chapters: &ch,
        language: Language::Fr,
        seed: 4,
    };
    let o = options(ModuleType::Crossword, serde_json::json!({"wordCount": 8}));
    let Content::Crossword(c) = build(&o, &s, Vec::new()).unwrap() else {
        panic!()
    };
    let cells = crate::domain::game::validate::crossword_cells(&c).unwrap();
    for w in &c.words {
        let read: String = (0..w.answer.len() as u32)
            .map(|k| {
                let p = match w.orientation {
                    Orientation::Across => (w.row, w.col + k),
                    Orientation::Down => (w.row + k, w.col),
                };
                cells[&p] as char
            })
            .collect();
        assert_eq!(read, w.answer);
    }
    assert!(c.words.iter().any(|w| w.number == 1));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Any chapters and seed: the crossword is valid (crossings agree, no stray words,
    /// connected, numbered in reading order).
    #[test]
    fn crosswords_are_valid(seed in any::<u64>(), level in 0usize..5, words in 4u32..=8, en in any::<bool>()) {
        let ch = all_maths(["6e", "5e", "4e", "3e", "2de"][level]);
        let s = Source { chapters: &ch, language: if en { Language::En } else { Language::Fr }, seed };
        let o = ModuleOptions::Crossword(CrosswordOptions { word_count: words, points_per_item: 10, time_limit_seconds: None });
        let c = build(&o, &s, Vec::new()).map_err(TestCaseError::fail)?;
        let Content::Crossword(c) = c else { panic!() };
        prop_assert_eq!(c.words.len(), words as usize);
        prop_assert!(crate::domain::game::validate::crossword(&c).is_ok());
    }

    /// Any seed, size and directions: every word is found exactly once, in an allowed direction.
    #[test]
    fn word_searches_find_each_word_once(seed in any::<u64>(), size in 10u32..=14, dirs in 1usize..=3, backwards in any::<bool>()) {
        use crate::domain::game::modules::Direction::*;
        let ch = all_maths("3e");
        let s = Source { chapters: &ch, language: Language::Fr, seed };
        let o = ModuleOptions::WordSearch(WordSearchOptions {
            word_count: 8, size, directions: [Horizontal, Vertical, Diagonal][..dirs].to_vec(),
            backwards, points_per_item: 10, time_limit_seconds: None,
        });
        let Content::WordSearch(w) = build(&o, &s, Vec::new()).map_err(TestCaseError::fail)? else { panic!() };
        let grid: Vec<Vec<u8>> = w.grid.iter().map(|r| r.as_bytes().to_vec()).collect();
        for h in &w.words {
            let found = crate::domain::game::validate::occurrences(&grid, h.word.as_bytes());
            prop_assert_eq!(found, vec![(h.row as usize, h.col as usize, h.dr, h.dc)]);
            prop_assert!(backwards || (h.dr >= 0 && h.dc >= 0) || (h.dr == -1 && h.dc == 1));
        }
    }
}

#[test]
fn memory_pairs_never_repeat_a_face() {
    for seed in 0..30 {
        for src in [
            PairSource::FractionDecimal,
            PairSource::TermDefinition,
            PairSource::FigureName,
        ] {
            let ch = all_maths("5e");
            let s = Source {
                chapters: &ch,
                language: Language::Fr,
                seed,
            };
            let p = pairs::pairs(src, 10, &s).unwrap();
            let mut faces = std::collections::HashSet::new();
            for pair in &p {
                assert!(faces.insert(pair.left.text.clone()));
                assert!(faces.insert(pair.right.text.clone()));
            }
        }
    }
}

/// Every word module, on its defaults, for the chapters of each served (subject, level), in
/// both languages: built, valid, and with French typography in French.
#[test]
fn every_served_subject_and_level_fills_the_word_modules() {
    use crate::generate::check::text::typography;
    use crate::generate::{BuiltinGenerator, Generator};
    let word = [
        ModuleType::Flashcards,
        ModuleType::Memory,
        ModuleType::Matching,
        ModuleType::FillBlanks,
        ModuleType::Crossword,
        ModuleType::WordSearch,
    ];
    let mut failed = Vec::new();
    let mut built = 0;
    for cap in BuiltinGenerator.capabilities() {
        let ids: Vec<&str> = cap.chapters.iter().map(String::as_str).collect();
        let ch = chapters(&ids);
        for language in [Language::Fr, Language::En] {
            for (i, t) in word.into_iter().enumerate() {
                let s = Source {
                    chapters: &ch,
                    language,
                    seed: 11 + i as u64,
                };
                let o = ModuleOptions::parse(t, None, "o").unwrap();
                let c = check(&o, &s).and_then(|()| build(&o, &s, Vec::new()));
                match c {
                    Ok(c) => {
                        built += 1;
                        if language == Language::Fr {
                            let json = serde_json::to_value(&c).unwrap();
                            for text in strings(&json) {
                                let errors = typography(&text, language);
                                assert!(errors.is_empty(), "{text}: {errors:?}");
                            }
                        }
                    }
                    Err(e) => failed.push(format!(
                        "{} {} {language:?} {t:?}: {e}",
                        cap.subject, cap.level
                    )),
                }
            }
        }
    }
    assert!(
        failed.is_empty(),
        "{built} built, failed:\n{}",
        failed.join("\n")
    );
}

/// The strings of a JSON value, but for SVG markup.
fn strings(v: &serde_json::Value) -> Vec<String> {
    match v {
        serde_json::Value::String(s) if !s.starts_with('<') => vec![s.clone()],
        serde_json::Value::Array(a) => a.iter().flat_map(strings).collect(),
        serde_json::Value::Object(o) => o
            .iter()
            .filter(|(k, _)| *k != "svg")
            .flat_map(|(_, v)| strings(v))
            .collect(),
        _ => Vec::new(),
    }
}
