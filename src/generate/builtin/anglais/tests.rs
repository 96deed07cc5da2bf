//! The anglais tables: sizes, uniqueness, and the sentences' answers.

use std::collections::HashSet;

use super::sentences::{GROUPS, TENSE_SENTENCES};
use super::verbs::{FORMS, IRREGULAR, Tense, conjugate, wrong_forms};
use super::vocab::THEMES;
use super::*;

#[test]
fn at_least_120_irregular_verbs_each_known_to_the_checker() {
    assert!(IRREGULAR.len() >= 120, "{}", IRREGULAR.len());
    let mut bases = HashSet::new();
    let mut meanings = HashSet::new();
    for (base, pret, pp, fr) in IRREGULAR {
        assert!(bases.insert(*base), "{base} twice");
        assert!(meanings.insert(*fr), "{fr} twice");
        assert_eq!(
            crate::generate::check::english::past_form(base, false, pret),
            Some(true),
            "{base}: {pret}"
        );
        assert_eq!(
            crate::generate::check::english::past_form(base, true, pp),
            Some(true),
            "{base}: {pp}"
        );
        for w in 0..2 {
            let wrong = wrong_past((base, pret, pp, fr), w);
            assert_eq!(wrong.len(), 3, "{base}: {wrong:?}");
            for x in &wrong {
                assert_eq!(
                    crate::generate::check::english::past_form(base, w == 1, x),
                    Some(false),
                    "{base}: {x}"
                );
            }
        }
    }
}

#[test]
fn every_level_has_four_themes_of_ten_words() {
    let mut english = HashSet::new();
    for level in 0..9 {
        let themes = vocab::themes(level);
        assert_eq!(themes.len(), 4, "level {level}");
        for (theme, words) in themes {
            assert_eq!(words.len(), 10, "{theme}");
            let fr: HashSet<&str> = words.iter().map(|w| w.1).collect();
            assert_eq!(fr.len(), words.len(), "{theme}: a French word twice");
            for (en, _) in words {
                assert!(english.insert(*en), "{en} twice");
            }
        }
    }
    assert_eq!(english.len(), THEMES.len() * 10);
}

#[test]
fn every_sentence_has_its_answer_and_each_half_four_different_ones() {
    let mut texts = HashSet::new();
    for band in &TENSE_SENTENCES {
        for (i, list) in band.iter().enumerate() {
            let t = Tense::ALL[i];
            for h in 0..2 {
                let hs = half(list, h);
                let verbs: HashSet<&str> = hs.iter().map(|s| s.1).collect();
                assert!(verbs.len() >= 4, "{:?} half {h}: {verbs:?}", t);
            }
            for s in list.iter() {
                assert!(texts.insert(s.0), "{} twice", s.0);
                assert_eq!(s.0.matches("___").count(), 1, "{}", s.0);
                let right = conjugate(s.1, s.2, t).expect(s.1);
                let wrong = wrong_forms(s.1, s.2, t);
                assert!(wrong.len() >= 3, "{}: {wrong:?}", s.0);
                assert!(!wrong.contains(&right));
                assert_eq!(answers(s.0, &right), Some(true), "{}", s.0);
                for w in &wrong {
                    assert_eq!(answers(s.0, w), Some(false), "{}", s.0);
                }
                let full = s.0.replace("___", &right);
                assert_eq!(answers(&format!("temps de {full}"), t.name()), Some(true));
            }
        }
    }
    for b in 0..3 {
        for v in 1..3 {
            assert!(
                GROUPS.iter().any(|g| g.0 == b && g.1 == v && g.3),
                "band {b} variant {v}: no group to match"
            );
        }
    }
    for (_, _, rule, matchable, items) in GROUPS {
        for (s, right, wrong) in items.iter() {
            assert!(texts.insert(s), "{s} twice");
            assert_eq!(s.matches("___").count(), 1, "{s}");
            assert!(!wrong.contains(right), "{s}");
            let distinct: HashSet<&&str> = wrong.iter().collect();
            assert_eq!(distinct.len(), 3, "{s}");
            assert_eq!(answers(s, right), Some(true), "{s}");
        }
        for h in 0..2 {
            let answers: HashSet<&str> = half(items, h).iter().map(|s| s.1).collect();
            assert!(
                !matchable || answers.len() >= 4,
                "{rule} half {h}: {answers:?}"
            );
            assert!(half(items, h).len() >= 4, "{rule}");
        }
    }
    for f in FORMS {
        assert!(f.1.ends_with('s') && f.2.ends_with("ing"), "{f:?}");
    }
}

#[test]
fn every_template_builds_at_every_level() {
    use crate::domain::question::Language;
    for lvl in [
        Lvl::Cm1,
        Lvl::Cm2,
        Lvl::L6,
        Lvl::L5,
        Lvl::L4,
        Lvl::L3,
        Lvl::L2,
        Lvl::L1,
        Lvl::Tle,
    ] {
        for m in 0..4 {
            for v in 0..variants(m) {
                for (k, kind) in KINDS.iter().enumerate() {
                    for seed in 0..20 {
                        let mut ctx = Ctx::new(seed, Language::Fr, lvl, m);
                        ctx.pin = Some(v);
                        let b = special(&mut ctx, *kind).expect("built");
                        assert_eq!(b.draft.kind, *kind, "{lvl:?} mode {m} variant {v} kind {k}");
                    }
                }
            }
        }
    }
}
