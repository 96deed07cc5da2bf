//! The checker run over generated questions: a sample in `cargo test`, the full run ignored.

use std::collections::{HashMap, HashSet};

use futures_util::{FutureExt, StreamExt};
use rand::SeedableRng;
use rand::rngs::StdRng;

use super::*;
use crate::generate::builtin::{self, Lvl};
use crate::generate::{BuiltinGenerator, GenerationRequest, Generator, Quality};

const LANGS: [Language; 2] = [Language::Fr, Language::En];

/// The languages a chapter is written in (français and anglais: French instructions only).
fn langs(topic: &builtin::Topic) -> &'static [Language] {
    if matches!(
        topic.chapter.subject_id.as_str(),
        "francais" | "langues-vivantes"
    ) {
        &LANGS[..1]
    } else {
        &LANGS
    }
}

/// Checks `per` questions of every served chapter in both languages, and one 50-question exam
/// of every chapter per language and exam seed.
fn run(per: u64, exam_seeds: u64) -> Tally {
    let mut tally = Tally::default();
    for topic in builtin::topics() {
        let blooms = builtin::served_bloom(topic.chapter);
        for &lang in langs(topic) {
            for s in 0..per {
                let bloom = (s % 3 == 2 && !blooms.is_empty())
                    .then(|| blooms[(s as usize / 3) % blooms.len()].as_str());
                let rng = StdRng::seed_from_u64(builtin::question_seed(7 + s, s));
                let (built, _) = builtin::build(topic, bloom, s, rng, lang);
                let mut defects = draft_defects(&built.draft, lang);
                defects.extend(facts_defects(&built.draft, &built.checks, lang));
                tally.questions += 1;
                tally.add(&topic.chapter.id, defects);
            }
            for seed in 0..exam_seeds {
                let mut r = GenerationRequest::new(
                    topic.chapter.subject_id.clone(),
                    topic.chapter.level_id.clone(),
                    50,
                );
                r.topics = vec![topic.chapter.id.clone()];
                r.seed = seed;
                r.language = lang;
                let qs: Vec<QuestionDraft> = BuiltinGenerator
                    .generate(&r)
                    .expect("served")
                    .collect::<Vec<_>>()
                    .now_or_never()
                    .expect("ready")
                    .into_iter()
                    .map(|q| q.expect("a question"))
                    .collect();
                let mut seen = HashSet::new();
                let mut defects = Vec::new();
                for q in &qs {
                    if !seen.insert(statement(q)) {
                        defects.push(("exam-duplicate-statement", q.stem.clone()));
                    }
                }
                tally.add(&topic.chapter.id, defects);
            }
        }
    }
    tally
}

/// Shares of prompts common to a chapter and the same chapter one level below: the whole
/// statement as a student reads it ([`statement`]: stem, parts, choices, the figure's text), or
/// with `stems_only` the stem alone (an ordering's "Put these in order" then counts as shared
/// whatever its items).
fn level_overlap(per: u64, stems_only: bool) -> Vec<(String, f64)> {
    let mut out = Vec::new();
    let topics = builtin::topics();
    let slug = |id: &str, level: &str| id.replacen(&format!("-{level}-"), "-", 1);
    for upper in topics {
        let below = topics.iter().find(|t| {
            t.chapter.subject_id == upper.chapter.subject_id
                && slug(&t.chapter.id, &t.chapter.level_id)
                    == slug(&upper.chapter.id, &upper.chapter.level_id)
                && (t.lvl as u8) + 1 == upper.lvl as u8
        });
        let Some(below) = below else { continue };
        let prompts = |t: &builtin::Topic| -> HashSet<String> {
            let mut set = HashSet::new();
            for &lang in langs(t) {
                for s in 0..per {
                    let rng = StdRng::seed_from_u64(builtin::question_seed(11 + s, s));
                    let d = builtin::build(t, None, s, rng, lang).0.draft;
                    set.insert(if stems_only { d.stem } else { statement(&d) });
                }
            }
            set
        };
        let (a, b) = (prompts(upper), prompts(below));
        let shared = a.intersection(&b).count();
        out.push((
            format!("{} / {}", upper.chapter.id, below.chapter.level_id),
            shared as f64 / a.len().max(1) as f64,
        ));
    }
    out
}

/// The 50 questions of a one-chapter exam in `lang`, seeded with `seed`.
fn exam(topic: &builtin::Topic, lang: Language, seed: u64) -> Vec<QuestionDraft> {
    let mut r = GenerationRequest::new(
        topic.chapter.subject_id.clone(),
        topic.chapter.level_id.clone(),
        50,
    );
    r.topics = vec![topic.chapter.id.clone()];
    r.seed = seed;
    r.language = lang;
    BuiltinGenerator
        .generate(&r)
        .expect("served")
        .collect::<Vec<_>>()
        .now_or_never()
        .expect("ready")
        .into_iter()
        .map(|q| q.expect("a question"))
        .collect()
}

#[test]
fn adjacent_levels_of_a_chapter_share_at_most_5_percent_of_their_prompts() {
    let overlap = level_overlap(40, false);
    // every chapter taught at two adjacent levels is compared
    assert!(overlap.len() >= 39, "{overlap:?}");
    let over: Vec<String> = overlap
        .iter()
        .filter(|(_, s)| *s > 0.05)
        .map(|(c, s)| format!("{c}: {:.1} %", s * 100.0))
        .collect();
    assert!(
        over.is_empty(),
        "{} pairs above 5 %:\n{}",
        over.len(),
        over.join("\n")
    );
}

#[test]
fn every_served_chapter_has_12_templates_and_a_50_question_exam_uses_them_all() {
    let mut short = Vec::new();
    for topic in builtin::topics() {
        let n = builtin::template_count(topic);
        if n > 50 {
            short.push(format!(
                "{}: {n} templates for 50 questions",
                topic.chapter.id
            ));
        }
        // the templates drawn: (kind of the question built, variant of the template)
        let mut drawn = u64::MAX;
        for &lang in langs(topic) {
            let qs = exam(topic, lang, 3);
            assert_eq!(qs.len(), 50);
            let mut slots = HashSet::new();
            let mut made = HashSet::new();
            let mut seen = HashSet::new();
            for q in &qs {
                let round = q.template.as_ref().expect("a builtin template").round;
                let (_, variant) = builtin::template(topic, round);
                slots.insert(round % n);
                made.insert((format!("{:?}", q.kind), variant));
                if !seen.insert(statement(q)) {
                    short.push(format!("{}: statement twice: {}", topic.chapter.id, q.stem));
                }
            }
            if slots.len() as u64 != n.min(50) {
                short.push(format!(
                    "{} ({lang:?}): {} of {n} templates drawn",
                    topic.chapter.id,
                    slots.len()
                ));
            }
            drawn = drawn.min(made.len() as u64);
        }
        if drawn < 12 {
            short.push(format!("{}: {drawn} templates drawn", topic.chapter.id));
        }
    }
    assert!(short.is_empty(), "{}\n{}", short.len(), short.join("\n"));
}

#[test]
fn content_check_sample() {
    let t = run(12, 1);
    let expected: usize = builtin::topics().iter().map(|x| langs(x).len() * 12).sum();
    assert!(t.questions >= expected);
    assert!(t.counts.is_empty(), "{}\n{:#?}", t.report(), t.examples);
}

#[test]
#[ignore = "the full read-through: more than 20,000 questions; prints the counts per defect"]
fn content_check_full() {
    let t = run(140, 3);
    println!("{}", t.report());
    for (k, ex) in &t.examples {
        println!("--- {k}");
        for e in ex {
            println!("    {e}");
        }
    }
    for stems_only in [false, true] {
        let overlap = level_overlap(60, stems_only);
        let over: Vec<&(String, f64)> = overlap.iter().filter(|(_, s)| *s > 0.05).collect();
        println!(
            "level overlap ({}): {} chapter pairs, {} above 5 %",
            if stems_only {
                "stems only"
            } else {
                "whole statements"
            },
            overlap.len(),
            over.len()
        );
        for (c, s) in &overlap {
            println!("    {c}: {:.1} %", s * 100.0);
        }
    }
    let _ = (HashMap::<u8, u8>::new(), Quality::High, Lvl::L6);
}

/// Writes 50 random questions (French first, a few in English) with their figures as HTML
/// pages to `$EDUGEN_SAMPLE_DIR` (default `/tmp/content-sample`), for a read-through.
#[test]
#[ignore = "writes 50 questions as HTML pages for a teacher's read-through"]
fn content_sample_pages() {
    let dir = std::env::var("EDUGEN_SAMPLE_DIR").unwrap_or_else(|_| "/tmp/content-sample".into());
    std::fs::create_dir_all(&dir).expect("sample dir");
    let topics = builtin::topics();
    for i in 0..50u64 {
        let seed = builtin::question_seed(2026, i);
        let topic = &topics[(seed % topics.len() as u64) as usize];
        let lang = if i % 5 == 4 {
            Language::En
        } else {
            Language::Fr
        };
        let rng = StdRng::seed_from_u64(seed);
        let (built, _) = builtin::build(topic, None, seed % 7, rng, lang);
        let d = built.draft;
        let esc = |s: &str| {
            let mut o = String::new();
            crate::generate::figure::escape_xml(s, &mut o);
            o
        };
        let mut html = format!(
            "<html><head><meta charset=\"utf-8\"><style>body{{font-family:'Liberation Sans',Arial;width:760px;margin:12px}} .s{{font-size:15px}} li{{margin:2px}} .e{{color:#555;font-size:13px}}</style></head><body><div class=\"e\">{} — {:?}</div><p class=\"s\">{}</p>",
            esc(&d.tags.chapter),
            d.kind,
            esc(&d.stem)
        );
        for p in &d.parts {
            html.push_str(&format!("<p class=\"s\">– {}</p>", esc(&p.stem)));
        }
        html.push_str("<ol>");
        for c in &d.choices {
            html.push_str(&format!(
                "<li>{}{}</li>",
                esc(&c.text),
                if c.correct { " ✔" } else { "" }
            ));
        }
        html.push_str("</ol>");
        html.push_str(&d.visual.svg);
        html.push_str(&format!(
            "<p class=\"e\">Réponse : {}</p><p class=\"e\">{}</p></body></html>",
            esc(&serde_json::to_string(&d.answer).unwrap_or_default()),
            esc(&d.explanation)
        ));
        std::fs::write(format!("{dir}/q{i:02}.html"), html).expect("write a page");
    }
}
