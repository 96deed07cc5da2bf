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

/// Every course of every served chapter, in both languages (55 minutes, 5 sections, seed 7),
/// outlined and written once for the tests that read them.
fn all_courses() -> &'static [(String, Language, Vec<Section>)] {
    static COURSES: std::sync::OnceLock<Vec<(String, Language, Vec<Section>)>> =
        std::sync::OnceLock::new();
    COURSES.get_or_init(|| {
        let c = crate::domain::curriculum::curriculum();
        let chapters: Vec<String> = BuiltinGenerator
            .capabilities()
            .into_iter()
            .flat_map(|c| c.chapters)
            .filter(|c| super::knowledge::served(c))
            .collect();
        let mut out = Vec::new();
        for chapter in chapters {
            let ch = c.chapter(&chapter).unwrap();
            for lang in [Language::Fr, Language::En] {
                let mut req =
                    CourseRequest::new(&ch.subject_id, &ch.level_id, [chapter.clone()], 55, 5);
                req.language = lang;
                req.seed = 7;
                let sections = write_all(&req, outline_of(&req));
                out.push((chapter.clone(), lang, sections));
            }
        }
        out
    })
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
    let courses = all_courses();
    assert!(!courses.is_empty());
    for (chapter, lang, sections) in courses {
        let (chapter, lang) = (chapter, *lang);
        let ch = c.chapter(chapter).unwrap();
        assert_eq!(sections.len(), 5, "{chapter}");
        assert_eq!(
            sections.iter().map(|s| s.minutes).sum::<u32>(),
            55,
            "{chapter}"
        );
        let mut blocks_seen = HashSet::new();
        let mut signatures = HashSet::new();
        for s in sections {
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
            let questions = crate::generate::builtin::chapter_language(chapter, lang);
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

/// A figure's SVG is a well-formed document with its alt text as its title.
fn assert_figure(v: &crate::domain::question::Visual, at: &str) {
    assert_eq!(v.kind, "svg", "{at}");
    assert!(!v.alt.trim().is_empty(), "{at}: a figure without alt text");
    assert!(
        v.svg.starts_with("<svg") && v.svg.trim_end().ends_with("</svg>"),
        "{at}"
    );
    assert!(v.svg.contains("role=\"img\""), "{at}");
    let mut title = String::new();
    crate::generate::figure::escape_xml(&v.alt, &mut title);
    assert!(
        v.svg.contains(&format!("<title>{title}</title>")),
        "{at}: the alt text is not the SVG's title"
    );
    assert!(
        crate::generate::check::figure::labels(&v.svg).is_some(),
        "{at}: the SVG does not parse"
    );
    #[cfg(feature = "pdf")]
    {
        let tree = usvg::Tree::from_str(&v.svg, &usvg::Options::default())
            .unwrap_or_else(|e| panic!("{at}: the SVG does not parse: {e}"));
        assert!(
            tree.size().width() > 0.0 && tree.root().has_children(),
            "{at}"
        );
    }
}

#[test]
fn lessons_whose_notion_has_a_natural_figure_carry_it_with_a_caption_and_alt_text() {
    let (mut lessons, mut with_figure, mut figures) = (0, 0, 0);
    let mut chapters_with = HashSet::new();
    for (chapter, lang, sections) in all_courses() {
        for s in sections {
            let at = format!("{chapter} {lang:?} {:?}", s.title);
            let planned = s.plan.contains(&BlockKind::Figure);
            let here: Vec<&Block> = s
                .blocks
                .iter()
                .filter(|b| matches!(b, Block::Figure { .. }))
                .collect();
            // A figure is planned exactly when the lesson teaches a notion that has one.
            let notions: Vec<&str> = s
                .objectives
                .iter()
                .filter_map(|o| o.notion.as_deref())
                .collect();
            let expected = notions
                .iter()
                .filter(|n| super::figures::has_figure(chapter, n))
                .count();
            // the share is measured where figures are drawn: the mathematics and physics
            // chapters of the procedural families (a fact bank's lesson has no natural figure)
            let drawn = procedural_maths_or_physics(chapter);
            if s.kind == SectionKind::Lesson {
                lessons += usize::from(drawn);
                assert_eq!(planned, expected > 0, "{at}");
                assert_eq!(here.len(), expected, "{at}");
            } else {
                assert!(here.is_empty() && !planned, "{at}");
            }
            if !here.is_empty() {
                with_figure += 1;
                chapters_with.insert(chapter.clone());
            }
            for (i, b) in s.blocks.iter().enumerate() {
                let Block::Figure { visual, caption } = b else {
                    continue;
                };
                figures += 1;
                assert_figure(visual, &at);
                assert!(caption.split_whitespace().count() >= 8, "{at}: {caption:?}");
                // right after the rule (or the definition) it illustrates, before the examples
                assert!(
                    matches!(
                        s.blocks[i - 1],
                        Block::Rule { .. } | Block::Definition { .. }
                    ),
                    "{at}: a figure after {:?}",
                    s.blocks[i - 1].kind()
                );
                let first_example = s
                    .blocks
                    .iter()
                    .position(|b| matches!(b, Block::WorkedExample { .. }))
                    .unwrap_or(usize::MAX);
                assert!(i < first_example, "{at}");
            }
            // Every figure of a worked example or an exercise is well formed too.
            for b in &s.blocks {
                match b {
                    Block::WorkedExample {
                        visual: Some(v), ..
                    } => assert_figure(v, &at),
                    Block::Exercise { question } => assert_figure(&question.visual, &at),
                    _ => {}
                }
            }
        }
    }
    // A good share of the mathematics and physics chapters and lessons.
    let served: HashSet<&String> = all_courses()
        .iter()
        .map(|(c, _, _)| c)
        .filter(|c| procedural_maths_or_physics(c))
        .collect();
    println!(
        "{figures} figures in {with_figure} of {lessons} lessons, {} of {} chapters",
        chapters_with.len(),
        served.len()
    );
    assert!(
        with_figure * 4 >= lessons,
        "{with_figure} of {lessons} lessons"
    );
    assert!(chapters_with.len() * 3 >= served.len(), "{chapters_with:?}");
}

/// Whether `chapter` is a mathematics or physics chapter of a procedural family (not a fact
/// bank).
fn procedural_maths_or_physics(chapter: &str) -> bool {
    (chapter.starts_with("mathematiques-") || chapter.starts_with("physique-"))
        && crate::generate::builtin::bank::bank_of(chapter).is_none()
}

/// What the independent checker of exam content (`generate::check`) finds in a text of a
/// course: typography, agreement, and every "a op b = c" that is false.
fn text_defects(t: &str, lang: Language, out: &mut Vec<(&'static str, String)>) {
    use crate::generate::check;
    // the inline markup is not shown: `$a:b$` is a ratio, not a colon
    let shown: String = t.replace(['*', '$'], "");
    if lang == Language::En && t.contains('*') {
        // an English text quotes French in italics (français courses): the quotes are read
        // as French, the rest as English
        let (mut english, mut french) = (String::new(), Vec::new());
        for (i, part) in t.split('*').enumerate() {
            if i % 2 == 1 && (part.contains('\u{202F}') || part.contains("\u{A0}:")) {
                french.push(part.replace('$', ""));
                english.push('x');
            } else {
                english.push_str(&part.replace('$', ""));
            }
        }
        out.extend(check::text::typography(&english, lang));
        for f in french {
            out.extend(check::text::typography(&f, Language::Fr));
        }
    } else {
        out.extend(check::text::typography(&shown, lang));
    }
    if lang == Language::Fr {
        out.extend(
            check::text::agreement(&shown)
                .into_iter()
                .map(|e| ("fr-agreement", e)),
        );
    }
    out.extend(
        check::text::number_agreement(&shown, lang)
            .into_iter()
            .map(|e| ("number-agreement", e)),
    );
    out.extend(
        check::false_equalities(&shown, lang)
            .into_iter()
            .map(|e| ("false-equality", e)),
    );
}

/// The exercise as the draft it was made from.
fn draft_of(q: &crate::domain::exam::QuestionNode) -> crate::domain::question::QuestionDraft {
    use crate::domain::question::{ChoiceDraft, PartDraft, QuestionDraft};
    QuestionDraft {
        kind: q.kind,
        stem: q.stem.clone(),
        choices: q
            .choices
            .iter()
            .map(|c| ChoiceDraft {
                text: c.text.clone(),
                correct: c.correct,
                feedback: c.feedback.clone(),
            })
            .collect(),
        answer: q.answer.clone(),
        points: q.points,
        tags: q.tags.clone(),
        visual: q.visual.clone(),
        explanation: q.explanation.clone(),
        parts: q
            .parts
            .iter()
            .map(|p| PartDraft {
                stem: p.stem.clone(),
                answer: p.answer.clone(),
                points: p.points,
            })
            .collect(),
        template: q.template.clone(),
    }
}

/// What the checker finds in a block. An exercise is read as an exam question (its draft's
/// defects), and drawn again from its template to re-derive its answer from its data (the
/// facts' checks): the answer shown must be that one.
fn block_defects(b: &Block, lang: Language) -> Vec<(&'static str, String)> {
    use crate::generate::{builtin, check};
    use rand::SeedableRng;
    let mut out = Vec::new();
    match b {
        Block::Exercise { question } => {
            let draft = draft_of(question);
            out.extend(check::draft_defects(&draft, lang));
            let t = question
                .template
                .as_ref()
                .expect("an exercise keeps its template");
            let topic = builtin::topics()
                .iter()
                .find(|x| x.chapter.id == t.chapter)
                .expect("a served chapter");
            let (built, _) = builtin::build(
                topic,
                t.bloom.as_deref(),
                t.round,
                rand::rngs::StdRng::seed_from_u64(t.seed),
                lang,
            );
            let lang = builtin::language_of(topic, lang);
            out.extend(check::facts_defects(&built.draft, &built.checks, lang));
            for c in &built.checks {
                if let Err(e) = c.run(lang) {
                    out.push(("exercise-check", e));
                }
            }
            let again = super::write::spaced(built.draft, lang);
            if again.stem != question.stem || again.answer != question.answer {
                out.push((
                    "exercise-not-its-template",
                    format!("{:?} / {:?}", question.stem, again.stem),
                ));
            }
        }
        Block::WorkedExample {
            statement,
            steps,
            result,
            visual,
        } => {
            for t in [statement, result].into_iter().chain(steps) {
                text_defects(t, lang, &mut out);
            }
            if let Some(v) = visual {
                text_defects(&v.alt, lang, &mut out);
                out.extend(check::figure::defects(&v.svg));
            }
        }
        Block::Figure { visual, caption } => {
            text_defects(caption, lang, &mut out);
            text_defects(&visual.alt, lang, &mut out);
            out.extend(check::figure::defects(&visual.svg));
        }
        _ => {
            for t in b.texts() {
                text_defects(t, lang, &mut out);
            }
        }
    }
    out
}

#[test]
fn every_block_of_every_course_passes_the_independent_checker() {
    let (mut blocks, mut exercises, mut steps) = (0, 0, 0);
    let mut defects = Vec::new();
    for (chapter, lang, sections) in all_courses() {
        let mut seen = HashSet::new();
        for s in sections {
            assert!(!s.blocks.is_empty(), "{chapter}: an empty section");
            for b in &s.blocks {
                blocks += 1;
                let at = format!("{chapter} {lang:?} {:?} {:?}", s.title, b.kind());
                // no empty block, no block twice in a course
                assert!(
                    !b.texts().is_empty() && b.texts().iter().all(|t| !t.trim().is_empty()),
                    "{at}: an empty block"
                );
                if let Block::KeyPoints { items } = b {
                    let unique: HashSet<&String> = items.iter().collect();
                    assert_eq!(unique.len(), items.len(), "{at}: a key point twice");
                }
                if let Block::WorkedExample { steps: st, .. } = b {
                    steps += st.len();
                    let unique: HashSet<&String> = st.iter().collect();
                    assert_eq!(unique.len(), st.len(), "{at}: a step twice: {st:?}");
                }
                exercises += usize::from(matches!(b, Block::Exercise { .. }));
                assert!(
                    seen.insert(serde_json::to_string(b).unwrap()),
                    "{at}: a block twice"
                );
                // exercises and worked examples are in their questions' language (français
                // and anglais instructions: French whatever the course's language)
                let blang = match b {
                    Block::Exercise { .. } | Block::WorkedExample { .. } => {
                        crate::generate::builtin::chapter_language(chapter, *lang)
                    }
                    _ => *lang,
                };
                for (kind, what) in block_defects(b, blang) {
                    defects.push(format!("{at}: {kind}: {what}"));
                }
            }
        }
    }
    println!("{blocks} blocks, {exercises} exercises, {steps} worked steps checked");
    assert!(exercises > 0 && steps > 0);
    assert!(
        defects.is_empty(),
        "{} defects:\n{}",
        defects.len(),
        defects.join("\n")
    );
}

#[test]
fn the_checker_reads_a_false_step_of_a_worked_example() {
    let b = Block::WorkedExample {
        statement: "Calcule 12 × 3.".to_owned(),
        steps: vec!["12 × 3 = 35".to_owned()],
        result: "36".to_owned(),
        visual: None,
    };
    let d = block_defects(&b, Language::En);
    assert!(d.iter().any(|(k, _)| *k == "false-equality"), "{d:?}");
    let b = Block::Paragraph {
        text: "Attention: 3.5 cm".to_owned(),
    };
    assert!(!block_defects(&b, Language::Fr).is_empty());
}
