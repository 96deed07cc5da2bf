//! The content check of the built-in course writer: for every chapter it serves, in both
//! languages, a course is outlined and every section written, then read as a teacher would
//! check it.

use std::collections::HashSet;

use futures_util::{FutureExt, StreamExt};

use super::text;
use super::*;
use crate::domain::question::Answer;
use crate::generate::{BuiltinGenerator, Generator};

fn outline_of(req: &CourseRequest) -> Vec<PlannedSection> {
    BuiltinGenerator
        .outline(req)
        .expect("a served chapter is accepted")
        .collect::<Vec<_>>()
        .now_or_never()
        .expect("the outline is ready at once")
        .into_iter()
        .collect::<Result<_, _>>()
        .expect("every section is outlined")
}

fn write_all(req: &CourseRequest, outline: Vec<PlannedSection>) -> Vec<Section> {
    let now = chrono::Utc::now();
    let mut used = Vec::new();
    outline
        .into_iter()
        .enumerate()
        .map(|(i, p)| {
            let mut section = Section::planned(p, now);
            let mut r = SectionRequest::new(
                &req.subject,
                &req.level,
                req.chapters.clone(),
                req.language,
                req.seed,
                i as u32,
                section.clone(),
            );
            r.avoid = used.clone();
            let blocks = BuiltinGenerator
                .write_section(&r)
                .now_or_never()
                .expect("the built-in writer is ready at once")
                .unwrap_or_else(|e| panic!("{}: {e}", section.title));
            section.write(blocks, now);
            used.extend(section.statements());
            section
        })
        .collect()
}

#[test]
#[ignore = "prints a course: cargo test --lib generate::course::tests::dump -- --ignored --nocapture"]
fn dump() {
    let chapter = std::env::var("EDUGEN_CHAPTER")
        .unwrap_or_else(|_| "mathematiques-4e-theoreme-de-pythagore".to_owned());
    let ch = crate::domain::curriculum::curriculum()
        .chapter(&chapter)
        .unwrap();
    let mut req = CourseRequest::new(&ch.subject_id, &ch.level_id, [chapter.clone()], 55, 5);
    if std::env::var("EDUGEN_LANG").as_deref() == Ok("en") {
        req.language = Language::En;
    }
    let sections = write_all(&req, outline_of(&req));
    println!("{}", serde_json::to_string_pretty(&sections).unwrap());
}

/// Every text of a section.
fn texts(s: &Section) -> Vec<String> {
    let mut out = vec![s.title.clone()];
    out.extend(s.objectives.iter().map(|o| o.text.clone()));
    for b in &s.blocks {
        out.extend(b.texts().into_iter().map(str::to_owned));
    }
    out
}

#[test]
fn every_course_of_every_served_chapter_reads_as_a_lesson() {
    let c = crate::domain::curriculum::curriculum();
    let chapters: Vec<String> = BuiltinGenerator
        .capabilities()
        .into_iter()
        .flat_map(|c| c.chapters)
        .filter(|c| super::knowledge::served(c))
        .collect();
    assert!(!chapters.is_empty());
    for chapter in &chapters {
        let ch = c.chapter(chapter).unwrap();
        for lang in [Language::Fr, Language::En] {
            let mut req =
                CourseRequest::new(&ch.subject_id, &ch.level_id, [chapter.clone()], 55, 5);
            req.language = lang;
            req.seed = 7;
            let outline = outline_of(&req);
            assert_eq!(outline.len(), 5, "{chapter}");
            assert_eq!(
                outline.iter().map(|s| s.minutes).sum::<u32>(),
                55,
                "{chapter}"
            );
            let sections = write_all(&req, outline);
            let mut blocks_seen = HashSet::new();
            let mut signatures = HashSet::new();
            for s in &sections {
                let at = format!("{chapter} {lang:?} {:?}", s.title);
                assert!(!s.objectives.is_empty(), "{at}: no objective");
                for o in &s.objectives {
                    let level = c.bloom_level(&o.bloom).expect("a Bloom level");
                    let verbs = match lang {
                        Language::Fr => &level.verbs_fr,
                        Language::En => &level.verbs_en,
                    };
                    assert!(
                        verbs.contains(&o.verb),
                        "{at}: verb {:?} of {}",
                        o.verb,
                        o.bloom
                    );
                    assert!(
                        o.text.to_lowercase().starts_with(&o.verb),
                        "{at}: {:?}",
                        o.text
                    );
                    assert!(
                        ch.competencies.contains(&o.competency),
                        "{at}: {}",
                        o.competency
                    );
                    assert_eq!(&o.chapter, chapter);
                }
                // The blocks are the ones planned, every planned kind is there, none is empty.
                let kinds: HashSet<BlockKind> = s.blocks.iter().map(Block::kind).collect();
                let planned: HashSet<BlockKind> = s.plan.iter().copied().collect();
                assert_eq!(kinds, planned, "{at}");
                for b in &s.blocks {
                    for t in b.texts() {
                        assert!(!t.trim().is_empty(), "{at}: an empty text in {b:?}");
                    }
                    let key = serde_json::to_string(b).unwrap();
                    assert!(blocks_seen.insert(key), "{at}: a block twice: {b:?}");
                    if let Some(sig) = b.signature() {
                        assert!(signatures.insert(sig), "{at}: a question twice: {b:?}");
                    }
                    match b {
                        Block::Exercise { question } => {
                            assert_eq!(&question.tags.chapter, chapter);
                            assert!(question.id.starts_with("node_"));
                            assert!(!question.visual.alt.is_empty());
                            if let Answer::Numeric { value, display, .. } = &question.answer {
                                assert!(value.is_finite() && !display.is_empty(), "{at}");
                            }
                        }
                        Block::WorkedExample {
                            steps,
                            result,
                            visual,
                            ..
                        } => {
                            assert!(!steps.is_empty() && !result.is_empty(), "{at}");
                            assert!(visual.as_ref().is_some_and(|v| v.svg.starts_with("<svg")));
                        }
                        Block::KeyPoints { items } => assert!(!items.is_empty(), "{at}"),
                        _ => {}
                    }
                }
                // français exercises are in French whatever the course's language, as exams
                let questions = crate::generate::builtin::topics()
                    .iter()
                    .find(|t| t.chapter.id == *chapter)
                    .map_or(lang, |t| crate::generate::builtin::language_of(t, lang));
                for t in texts(s) {
                    text::check(&t, lang)
                        .or_else(|m| {
                            if questions == lang {
                                Err(m)
                            } else {
                                text::check(&t, questions)
                            }
                        })
                        .unwrap_or_else(|m| panic!("{at}: {m}"));
                }
                assert!(s.word_count > 40, "{at}: {} words", s.word_count);
            }
        }
    }
}

#[test]
fn every_notion_a_template_is_tied_to_is_one_of_its_chapter() {
    let mut tied = 0;
    for topic in crate::generate::builtin::topics() {
        let Some(entry) = super::knowledge::entry(&topic.chapter.id) else {
            continue;
        };
        let f = topic.family;
        for v in 0..(f.variants)(topic.mode).max(1) {
            if let Some(key) = (f.notion)(topic.mode, v) {
                tied += 1;
                assert!(
                    entry.notions.iter().any(|n| n.key == key),
                    "{} ({}, mode {}, variant {v}): no notion {key:?} in its knowledge",
                    topic.chapter.id,
                    f.name,
                    topic.mode
                );
            }
        }
    }
    assert!(tied > 0);
}

/// The notion of the template an exercise was drawn from.
fn notion_of_exercise(b: &Block) -> Option<Option<&'static str>> {
    let Block::Exercise { question } = b else {
        return None;
    };
    let t = question
        .template
        .as_ref()
        .expect("an exercise keeps its template");
    let topic = crate::generate::builtin::topics()
        .iter()
        .find(|x| x.chapter.id == t.chapter)
        .expect("a served chapter");
    Some(crate::generate::builtin::notion_of(topic, t.round))
}

/// Writes section `i` of `outline` (nothing else written before it).
fn write_one(req: &CourseRequest, outline: &[PlannedSection], i: usize) -> Vec<Block> {
    let section = Section::planned(outline[i].clone(), chrono::Utc::now());
    let r = SectionRequest::new(
        &req.subject,
        &req.level,
        req.chapters.clone(),
        req.language,
        req.seed,
        i as u32,
        section,
    );
    BuiltinGenerator
        .write_section(&r)
        .now_or_never()
        .expect("the built-in writer is ready at once")
        .expect("the section is written")
}

#[test]
fn a_lesson_on_one_notion_draws_only_exercises_of_that_notion() {
    let mut checked = Vec::new();
    for chapter in [
        "mathematiques-4e-conversions-d-unites",
        "mathematiques-6e-conversions-d-unites",
        "mathematiques-4e-puissances",
        "mathematiques-3e-puissances-et-racines-carrees",
        "mathematiques-2de-puissances-et-racines-carrees",
    ] {
        let ch = crate::domain::curriculum::curriculum()
            .chapter(chapter)
            .unwrap();
        for lang in [Language::Fr, Language::En] {
            let mut req = CourseRequest::new(&ch.subject_id, &ch.level_id, [chapter], 55, 5);
            req.language = lang;
            req.seed = 11;
            let outline = outline_of(&req);
            for (i, p) in outline.iter().enumerate() {
                let keys: Vec<&str> = p
                    .objectives
                    .iter()
                    .filter_map(|o| o.notion.as_deref())
                    .collect();
                if p.kind != SectionKind::Lesson || keys.is_empty() {
                    continue;
                }
                let blocks = write_one(&req, &outline, i);
                let notions: Vec<Option<&str>> =
                    blocks.iter().filter_map(notion_of_exercise).collect();
                assert!(!notions.is_empty(), "{chapter} {:?}: no exercise", p.title);
                for n in &notions {
                    assert!(
                        n.is_some_and(|n| keys.contains(&n)),
                        "{chapter} {lang:?} {:?} on {keys:?}: an exercise of {n:?}",
                        p.title
                    );
                }
                // same request, same section
                assert_eq!(blocks, write_one(&req, &outline, i), "{chapter}");
                checked.push((chapter, keys.join("+")));
            }
        }
    }
    // both notions of each chapter were taught in a lesson of their own
    for key in [
        "vitesses",
        "aires-volumes",
        "longueurs-masses",
        "durees",
        "puissance",
        "notation-scientifique",
        "racine",
        "puissances",
    ] {
        assert!(
            checked.iter().any(|(_, k)| k == key),
            "no lesson on {key} alone: {checked:?}"
        );
    }
}

#[test]
fn a_lesson_whose_notions_have_no_template_of_their_own_draws_from_the_chapter() {
    // the density chapter's templates all calculate: its first notion (the definition) has none
    let chapter = "physique-chimie-4e-masse-volumique";
    let req = CourseRequest::new("physique-chimie", "4e", [chapter], 55, 5);
    let outline = outline_of(&req);
    let i = outline
        .iter()
        .position(|p| {
            p.kind == SectionKind::Lesson
                && p.objectives
                    .iter()
                    .all(|o| o.notion.as_deref() == Some("definition"))
        })
        .expect("a lesson on the definition");
    let notions: Vec<Option<&str>> = write_one(&req, &outline, i)
        .iter()
        .filter_map(notion_of_exercise)
        .collect();
    assert!(!notions.is_empty());
    assert!(notions.iter().all(|n| *n == Some("calcul")), "{notions:?}");
}
