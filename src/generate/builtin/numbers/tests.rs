//! The numbers family: notions tied to the chapters' course knowledge, every template of the
//! six chapters clean under the independent checker.

use rand::SeedableRng;
use rand::rngs::StdRng;

use super::FAMILY;
use crate::domain::question::{Answer, Language, QuestionDraft};
use crate::generate::builtin::{self, Topic};
use crate::generate::check::{draft_defects, facts_defects};
use crate::generate::course::knowledge;
use crate::generate::{expr, num};

fn topics() -> Vec<&'static Topic> {
    builtin::topics()
        .iter()
        .filter(|t| t.family.name == "numbers")
        .collect()
}

#[test]
fn every_notion_of_a_variant_is_one_of_its_chapter() {
    let mut tied = 0;
    for t in topics() {
        let entry = knowledge::entry(&t.chapter.id).expect("a knowledge entry");
        for v in 0..(FAMILY.variants)(t.mode) {
            if let Some(key) = (FAMILY.notion)(t.mode, v) {
                tied += 1;
                assert!(
                    entry.notions.iter().any(|n| n.key == key),
                    "{} variant {v}: {key} is not a notion of the chapter",
                    t.chapter.id
                );
            }
        }
    }
    assert!(tied >= 18, "{tied} variants tied to a notion");
}

/// A matching or an ordering that calls its items calculations and their answers results
/// must hold exactly: each calculation's value is its result.
fn calculations_hold(d: &QuestionDraft, lang: Language) -> Result<(), String> {
    let value = |s: &str| expr::eval(s, lang).map(|r| r.to_f64());
    match &d.answer {
        Answer::Matching { pairs } if d.stem.contains("calcul") => {
            for (l, r) in pairs {
                let (a, b) = (value(l), num::parse(r, lang));
                if a.is_none() || a != b {
                    return Err(format!("{l} → {r} in {}", d.stem));
                }
            }
        }
        Answer::Ordering { items } if d.stem.contains("calcul") => {
            let v: Vec<Option<f64>> = items.iter().map(|i| value(i)).collect();
            if v.iter().any(Option::is_none) || v.windows(2).any(|w| w[0] >= w[1]) {
                return Err(format!("{items:?} in {}", d.stem));
            }
        }
        _ => {}
    }
    Ok(())
}

#[test]
fn every_template_of_the_six_chapters_passes_the_checker() {
    let mut bad = Vec::new();
    for t in topics() {
        let n = builtin::template_count(t);
        assert!(n >= 12, "{}: {n} templates", t.chapter.id);
        let blooms = builtin::served_bloom(t.chapter);
        for lang in [Language::Fr, Language::En] {
            for round in 0..n * 6 {
                let rng = StdRng::seed_from_u64(builtin::question_seed(round, 41));
                // two rounds in three by template, one by Bloom level (variants drawn)
                let bloom = (round % 3 == 2 && !blooms.is_empty())
                    .then(|| blooms[(round as usize / 3) % blooms.len()].as_str());
                let (built, _) = builtin::build(t, bloom, round, rng, lang);
                let mut d = draft_defects(&built.draft, lang);
                if let Err(e) = calculations_hold(&built.draft, lang) {
                    d.push(("calculation", e));
                }
                d.extend(facts_defects(&built.draft, &built.checks, lang));
                for c in &built.checks {
                    if let Err(e) = c.run(lang) {
                        d.push(("check", e));
                    }
                }
                if !d.is_empty() {
                    bad.push(format!("{} {lang:?} {round}: {d:?}", t.chapter.id));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}\n{}", bad.len(), bad.join("\n"));
}

/// Prints two questions of every template of the six chapters, in French and English, with
/// their answers, explanations and the checker's findings (for a read-through).
#[test]
#[ignore = "prints questions for a read-through"]
fn print_numbers_templates() {
    let only = std::env::var("NUMBERS_MODE").ok();
    for t in topics() {
        if only.as_deref().is_some_and(|m| m != t.mode.to_string()) {
            continue;
        }
        let n = builtin::template_count(t);
        for round in 0..n {
            let (kind, variant) = builtin::template(t, round);
            for lang in [Language::Fr, Language::En] {
                for seed in 0..2 {
                    let rng = StdRng::seed_from_u64(builtin::question_seed(seed, round));
                    let (built, _) = builtin::build(t, None, round, rng, lang);
                    let d = &built.draft;
                    println!(
                        "=== {} m{} {kind:?}/{variant:?} built {:?} {lang:?}",
                        t.chapter.id, t.mode, d.kind
                    );
                    println!("Q: {}", d.stem);
                    for c in &d.choices {
                        println!(
                            "  - {}{}{}",
                            c.text,
                            if c.correct { " ✔" } else { "" },
                            c.feedback
                                .as_ref()
                                .map(|f| format!(" ({f})"))
                                .unwrap_or_default()
                        );
                    }
                    match &d.answer {
                        Answer::Choices { .. } => {}
                        a => println!("A: {a:?}"),
                    }
                    println!("E: {}", d.explanation);
                    println!("alt: {}", d.visual.alt);
                    let mut defects = draft_defects(d, lang);
                    defects.extend(facts_defects(d, &built.checks, lang));
                    if !defects.is_empty() {
                        println!("DEFECTS: {defects:?}");
                    }
                }
            }
        }
    }
}
