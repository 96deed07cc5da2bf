//! The numbers family: notions tied to the chapters' course knowledge, every template of the
//! six chapters clean under the independent checker.

use rand::SeedableRng;
use rand::rngs::StdRng;

use super::FAMILY;
use crate::domain::question::{Answer, Language};
use crate::generate::builtin::{self, Topic};
use crate::generate::check::{draft_defects, facts_defects};
use crate::generate::course::knowledge;

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

#[test]
fn every_template_of_the_six_chapters_passes_the_checker() {
    let mut bad = Vec::new();
    for t in topics() {
        let n = builtin::template_count(t);
        assert!(n >= 12, "{}: {n} templates", t.chapter.id);
        for lang in [Language::Fr, Language::En] {
            for round in 0..n * 4 {
                let rng = StdRng::seed_from_u64(builtin::question_seed(round, 41));
                let (built, _) = builtin::build(t, None, round, rng, lang);
                let mut d = draft_defects(&built.draft, lang);
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
