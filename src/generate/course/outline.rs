//! Pass 1 of the built-in course writer: the outline.
//!
//! The sections are shared among the chapters in order (the first chapters take one more when
//! the count does not divide). Within a chapter given `m` sections for its `n` notions: with
//! `m ≤ n` the notions are grouped into `m` lessons; with more, one lesson per notion, then
//! practice sessions (applying, then analysing, alternately) and a closing review. Minutes are
//! shared in proportion to the work (three units per notion taught or practice session, two for
//! a review), in steps of 5 minutes when the duration allows, each section at least 5 minutes,
//! and they add up to the duration exactly.

use super::knowledge::{self, Entry};
use super::text::typo;
use super::{BlockKind, CourseRequest, Objective, PlannedSection, SectionKind};
use crate::domain::curriculum::{Chapter, curriculum};
use crate::domain::question::Language;
use crate::generate::GenerationError;

/// A section before minutes are given.
struct Draft {
    section: PlannedSection,
    weight: u32,
}

/// The outline of a course, or why it cannot be drawn.
pub(crate) fn outline(req: &CourseRequest) -> Result<Vec<PlannedSection>, GenerationError> {
    let c = curriculum();
    let mut entries = Vec::new();
    for id in &req.chapters {
        let chapter = c
            .chapter(id)
            .filter(|ch| ch.subject_id == req.subject && ch.level_id == req.level);
        match (chapter, knowledge::entry(id)) {
            (Some(ch), Some(e)) => entries.push((ch, e)),
            _ => {
                return Err(GenerationError::InvalidTopic {
                    topic: id.clone(),
                    supported: served(&req.subject, &req.level),
                });
            }
        }
    }
    let k = entries.len() as u32;
    if k == 0 || req.section_count < k {
        return Err(GenerationError::Failed(format!(
            "{} sections cannot cover {k} chapters",
            req.section_count
        )));
    }
    let many = k > 1;
    let mut drafts = Vec::new();
    for (i, (ch, e)) in entries.iter().enumerate() {
        let m = req.section_count / k + u32::from((i as u32) < req.section_count % k);
        drafts.extend(chapter_sections(ch, e, m as usize, many, req.language));
    }
    let minutes = share(
        &drafts.iter().map(|d| d.weight).collect::<Vec<_>>(),
        req.duration_minutes,
    );
    Ok(drafts
        .into_iter()
        .zip(minutes)
        .map(|(mut d, m)| {
            d.section.minutes = m;
            d.section
        })
        .collect())
}

/// The chapters of `subject` at `level` the writer serves.
pub(crate) fn served(subject: &str, level: &str) -> Vec<String> {
    curriculum()
        .chapters()
        .iter()
        .filter(|ch| ch.subject_id == subject && ch.level_id == level)
        .filter(|ch| knowledge::served(&ch.id))
        .map(|ch| ch.id.clone())
        .collect()
}

/// The title of `chapter` in `lang`.
pub(crate) fn chapter_title(chapter: &Chapter, lang: Language) -> String {
    match (lang, knowledge::entry(&chapter.id)) {
        (Language::En, Some(e)) => e.title_en.to_owned(),
        _ => chapter.title.clone(),
    }
}

/// An objective from its Bloom level and text (the verb is its first word).
pub(crate) fn objective(
    chapter: &Chapter,
    bloom: &str,
    text: &str,
    competency: usize,
    notion: Option<&str>,
    lang: Language,
) -> Objective {
    let text = typo(text, lang);
    let verb = text.split(' ').next().unwrap_or_default().to_lowercase();
    let competency = if chapter.competencies.is_empty() {
        String::new()
    } else {
        chapter.competencies[competency % chapter.competencies.len()].clone()
    };
    Objective {
        bloom: bloom.to_owned(),
        verb,
        text,
        competency,
        chapter: chapter.id.clone(),
        notion: notion.map(str::to_owned),
    }
}

/// The blocks a lesson on `notions` of `chapter` plans (a figure when one of them has one).
pub(crate) fn lesson_plan(chapter: &str, notions: &[&knowledge::Notion]) -> Vec<BlockKind> {
    let mut plan = vec![BlockKind::Paragraph];
    if notions.len() > 1 {
        plan.push(BlockKind::Heading);
    }
    if notions.iter().any(|n| !n.fr.definition.is_empty()) {
        plan.push(BlockKind::Definition);
    }
    if notions.iter().any(|n| !n.fr.rule.is_empty()) {
        plan.push(BlockKind::Rule);
    }
    if notions
        .iter()
        .any(|n| super::figures::has_figure(chapter, n.key))
    {
        plan.push(BlockKind::Figure);
    }
    plan.extend([
        BlockKind::WorkedExample,
        BlockKind::Exercise,
        BlockKind::KeyPoints,
        BlockKind::Summary,
    ]);
    plan
}

/// The texts of a practice session (`analyze` every second one) or a review: title, Bloom
/// level, objective.
pub(crate) fn extra_texts(
    kind: SectionKind,
    nth: usize,
    lang: Language,
) -> (&'static str, &'static str, &'static str) {
    match (kind, nth % 2, lang) {
        (SectionKind::Review, _, Language::Fr) => (
            "Bilan",
            "evaluate",
            "Vérifier ses acquis sur l'ensemble du chapitre et justifier chaque réponse",
        ),
        (SectionKind::Review, _, Language::En) => (
            "Review",
            "evaluate",
            "Check what has been learnt across the chapter and justify every answer",
        ),
        (_, 0, Language::Fr) => (
            "S'entraîner",
            "apply",
            "Utiliser les méthodes du chapitre dans des exercices variés",
        ),
        (_, 0, Language::En) => (
            "Practice",
            "apply",
            "Use the methods of the chapter in varied exercises",
        ),
        (_, _, Language::Fr) => (
            "Résoudre des problèmes",
            "analyze",
            "Analyser une situation pour choisir la méthode adaptée et la mener à bien",
        ),
        (_, _, Language::En) => (
            "Solving problems",
            "analyze",
            "Analyze a situation to choose the right method and carry it through",
        ),
    }
}

fn chapter_sections(
    ch: &Chapter,
    e: &'static Entry,
    m: usize,
    many: bool,
    lang: Language,
) -> Vec<Draft> {
    let n = e.notions.len();
    let ch_title = chapter_title(ch, lang);
    let with_chapter = |t: &str| {
        if many {
            typo(&format!("{t} : {ch_title}"), lang)
        } else {
            typo(t, lang)
        }
    };
    let mut out = Vec::new();
    let lessons = m.min(n);
    for j in 0..lessons {
        let group: Vec<&knowledge::Notion> = e.notions[j * n / lessons..(j + 1) * n / lessons]
            .iter()
            .collect();
        let title = if group.len() == n && n > 1 {
            ch_title.clone()
        } else {
            group
                .iter()
                .map(|x| typo(x.text(lang).title, lang))
                .collect::<Vec<_>>()
                .join(" – ")
        };
        let objectives = group
            .iter()
            .map(|x| {
                let idx = e.notions.iter().position(|y| y.key == x.key).unwrap_or(0);
                objective(ch, x.bloom, x.text(lang).objective, idx, Some(x.key), lang)
            })
            .collect();
        out.push(Draft {
            section: PlannedSection {
                kind: SectionKind::Lesson,
                title: if many && group.len() < n {
                    typo(&format!("{ch_title} : {title}"), lang)
                } else {
                    title
                },
                chapter: ch.id.clone(),
                objectives,
                minutes: 0,
                plan: lesson_plan(&ch.id, &group),
            },
            weight: 3 * group.len() as u32,
        });
    }
    let extra = m - lessons;
    for x in 0..extra {
        let kind = if x + 1 == extra {
            SectionKind::Review
        } else {
            SectionKind::Practice
        };
        let (title, bloom, text) = extra_texts(kind, x, lang);
        let title = if kind == SectionKind::Practice && x >= 2 {
            format!("{title} ({})", x / 2 + 1)
        } else {
            title.to_owned()
        };
        // a later session of the same kind says which it is, so that no two read the same
        let session_text = if kind == SectionKind::Practice && x >= 2 {
            match lang {
                Language::Fr => format!("{text} (séance {})", x / 2 + 1),
                Language::En => format!("{text} (session {})", x / 2 + 1),
            }
        } else {
            text.to_owned()
        };
        let plan = match kind {
            SectionKind::Review => vec![
                BlockKind::Paragraph,
                BlockKind::KeyPoints,
                BlockKind::Exercise,
                BlockKind::Summary,
            ],
            _ => vec![
                BlockKind::Paragraph,
                BlockKind::WorkedExample,
                BlockKind::Exercise,
                BlockKind::KeyPoints,
                BlockKind::Summary,
            ],
        };
        out.push(Draft {
            section: PlannedSection {
                kind,
                title: with_chapter(&title),
                chapter: ch.id.clone(),
                objectives: vec![objective(ch, bloom, &session_text, x + n, None, lang)],
                minutes: 0,
                plan,
            },
            weight: if kind == SectionKind::Review { 2 } else { 3 },
        });
    }
    out
}

/// Shares `total` minutes in proportion to `weights`: at least 5 each, in steps of 5 when
/// `total` is a multiple of 5 (else the odd minutes go to the first section), summing exactly
/// to `total` (which must be at least 5 per section).
pub(crate) fn share(weights: &[u32], total: u32) -> Vec<u32> {
    let n = weights.len() as u32;
    if n == 0 {
        return Vec::new();
    }
    let units = total / 5;
    let odd = total % 5;
    // One unit each, the rest in proportion (largest remainder).
    let rest = units.saturating_sub(n);
    let sum: u32 = weights.iter().sum::<u32>().max(1);
    let mut out: Vec<u32> = weights.iter().map(|w| 1 + rest * w / sum).collect();
    let mut left = units.saturating_sub(out.iter().sum());
    let mut order: Vec<usize> = (0..weights.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse((rest * weights[i]) % sum));
    for &i in order.iter().cycle() {
        if left == 0 {
            break;
        }
        out[i] += 1;
        left -= 1;
    }
    let mut minutes: Vec<u32> = out.into_iter().map(|u| u * 5).collect();
    minutes[0] += odd;
    minutes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minutes_are_shared_in_steps_of_five_and_add_up() {
        assert_eq!(share(&[3, 3, 3, 2], 60), vec![15, 15, 15, 15]);
        assert_eq!(share(&[6, 3, 2], 55), vec![25, 15, 15]);
        assert_eq!(share(&[3, 3], 17), vec![12, 5]);
        for total in 15..=600 {
            for n in 1..=(total / 5).min(20) {
                let w: Vec<u32> = (0..n).map(|i| 2 + i % 3).collect();
                let m = share(&w, total);
                assert_eq!(m.iter().sum::<u32>(), total, "{total} {n}");
                assert!(m.iter().all(|&x| x >= 5), "{m:?}");
            }
        }
    }
}
