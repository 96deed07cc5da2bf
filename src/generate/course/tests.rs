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
                for t in texts(s) {
                    text::check(&t, lang).unwrap_or_else(|m| panic!("{at}: {m}"));
                }
                assert!(s.word_count > 40, "{at}: {} words", s.word_count);
            }
        }
    }
}
