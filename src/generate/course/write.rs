//! Pass 2 of the built-in course writer: one section as blocks.
//!
//! A lesson opens with the chapter's introduction (or a transition), then for each notion its
//! definition, its rule and its figure when it has one (`figures`), a worked example, exercises, the key points and a summary. A
//! practice session opens with the method, then a worked example and graded exercises; a review
//! gathers the key points of the whole chapter and mixed exercises. Worked examples and
//! exercises are questions of the built-in question generator at high quality (each answer
//! verified a second way), drawn at the Bloom level of the section's objectives; a lesson draws
//! them from the templates of the notions it teaches (`Family::notion`), the whole chapter when
//! these notions have none. Their number follows the section's minutes and the `length`
//! instruction.

use futures_util::StreamExt;
use futures_util::stream::BoxStream;

use super::knowledge::{self, Entry, Notion};
use super::outline::chapter_title;
use super::text::typo;
use super::{Block, BlockKind, Length, SectionKind, SectionRequest};
use crate::domain::curriculum::curriculum;
use crate::domain::question::{Answer, Language, Quality, QuestionDraft, QuestionKind};
use crate::generate::{
    Blueprint, BlueprintCell, BuiltinGenerator, GenerationError, GenerationRequest, Generator,
    builtin,
};

/// The blocks of one section.
pub(crate) async fn write_section(req: &SectionRequest) -> Result<Vec<Block>, GenerationError> {
    let s = &req.section;
    let lang = req.language;
    let c = curriculum();
    let (Some(ch), Some(entry)) = (c.chapter(&s.chapter), knowledge::entry(&s.chapter)) else {
        return Err(GenerationError::InvalidTopic {
            topic: s.chapter.clone(),
            supported: super::outline::served(&req.subject, &req.level),
        });
    };
    let t = |fr: &str, en: &str| -> String {
        match lang {
            Language::Fr => typo(fr, lang),
            Language::En => en.to_owned(),
        }
    };
    let title = chapter_title(ch, lang);
    let quote = |x: &str| match lang {
        Language::Fr => format!("« {x} »"),
        Language::En => format!("“{x}”"),
    };
    // The notions the objectives name; a section naming none covers the whole chapter.
    let mut notions: Vec<&Notion> = entry
        .notions
        .iter()
        .filter(|n| {
            s.objectives
                .iter()
                .any(|o| o.notion.as_deref() == Some(n.key))
        })
        .collect();
    let named = !notions.is_empty();
    if !named {
        notions = entry.notions.iter().collect();
    }
    let instructions = s.instructions.clone().unwrap_or_default();
    let length = instructions.length;
    let seed = mix(req.seed, u64::from(req.position), s.version);
    let bloom = s
        .objectives
        .iter()
        .map(|o| o.bloom.as_str())
        .max_by_key(|b| c.bloom_level(b).map_or(0, |l| l.order))
        .unwrap_or("apply");
    // Roughly one exercise per 8 minutes (a review: per 6), as the length asks.
    let per = if s.kind == SectionKind::Review { 6 } else { 8 };
    let base = (s.minutes / per).clamp(1, 4) as usize;
    let exercises = match length {
        Length::Short => base.div_ceil(2),
        Length::Normal => base.max(2),
        Length::Long => base + 2,
    };
    let examples = usize::from(length == Length::Long) + 1;

    let mut blocks = Vec::new();
    let first_of_chapter =
        req.position == 0 || s.kind == SectionKind::Lesson && is_first(entry, &notions);
    let mut intro = match s.kind {
        SectionKind::Lesson if first_of_chapter => typo(entry.intro(lang), lang),
        SectionKind::Lesson => {
            let aim = lower_first(
                s.objectives
                    .first()
                    .map_or("", |o| o.text.as_str())
                    .trim_end_matches('.'),
            );
            t(
                &format!(
                    "Cette partie poursuit le chapitre {} : il s'agit maintenant {}.",
                    quote(&title),
                    de(&aim)
                ),
                &format!(
                    "This part carries on with {}: the aim now is to {aim}.",
                    quote(&title)
                ),
            )
        }
        SectionKind::Practice if bloom == "analyze" => t(
            &format!(
                "Ces problèmes mobilisent le chapitre {} dans des situations moins guidées : il faut d'abord analyser la situation et la découper en étapes, puis choisir pour chacune la propriété ou la méthode adaptée.",
                quote(&title)
            ),
            &format!(
                "These problems draw on {} in less guided situations: first analyze the situation and break it into steps, then choose the right property or method for each.",
                quote(&title)
            ),
        ),
        SectionKind::Practice => {
            // a chapter with few notions can have several practice sessions: a later one says
            // which it is ("S'entraîner (2)"), so that no two read the same
            let (fr, en) = match practice_number(&s.title) {
                Some(n) => (
                    format!(
                        "Cette séance d'entraînement, la n° {n}, reprend le chapitre {}.",
                        quote(&title)
                    ),
                    format!(
                        "This practice session, number {n}, revisits {}.",
                        quote(&title)
                    ),
                ),
                None => (
                    format!(
                        "Cette séance d'entraînement reprend le chapitre {}.",
                        quote(&title)
                    ),
                    format!("This practice session revisits {}.", quote(&title)),
                ),
            };
            t(
                &format!(
                    "{fr} Pour chaque exercice : repérer ce qui est donné et ce qui est demandé, choisir la propriété ou la méthode, rédiger le calcul étape par étape, puis contrôler que le résultat est plausible."
                ),
                &format!(
                    "{en} For each exercise: note what is given and what is asked, choose the property or method, write the calculation step by step, then check that the result is plausible."
                ),
            )
        }
        SectionKind::Review => t(
            &format!(
                "Ce bilan rassemble l'essentiel du chapitre {} ; les exercices qui suivent mêlent toutes ses notions. Chaque réponse doit être justifiée par une propriété ou un calcul.",
                quote(&title)
            ),
            &format!(
                "This review gathers the essentials of {}; the exercises below mix all of its notions. Every answer must be justified by a property or a calculation.",
                quote(&title)
            ),
        ),
    };
    if let Some(focus) = instructions
        .focus
        .as_deref()
        .map(str::trim)
        .filter(|f| !f.is_empty())
    {
        intro.push(' ');
        intro.push_str(&t(
            &format!("Accent de cette partie : {}.", focus.trim_end_matches('.')),
            &format!("Focus of this part: {}.", focus.trim_end_matches('.')),
        ));
    }
    blocks.push(Block::Paragraph { text: intro });

    if s.kind == SectionKind::Lesson {
        for n in &notions {
            let x = n.text(lang);
            if notions.len() > 1 {
                blocks.push(Block::Heading {
                    text: typo(x.title, lang),
                });
            }
            if !x.definition.is_empty() {
                blocks.push(Block::Definition {
                    term: typo(x.term, lang),
                    text: typo(x.definition, lang),
                });
            }
            if !x.rule.is_empty() {
                blocks.push(Block::Rule {
                    title: typo(x.rule_title, lang),
                    text: typo(x.rule, lang),
                });
            }
            // The notion's figure, right after what it illustrates (when the plan keeps one).
            if s.plan.contains(&BlockKind::Figure)
                && let Some(figure) = super::figures::figure(&s.chapter, n.key, lang)
            {
                blocks.push(figure);
            }
        }
    }
    if s.kind == SectionKind::Review {
        let mut items: Vec<String> = entry
            .notions
            .iter()
            .map(|n| typo(n.text(lang).key, lang))
            .collect();
        // a chapter of one notion: the review's list must not repeat the lesson's
        if entry.notions.len() == 1 {
            items.push(t(
                "Justifier chaque réponse par une propriété ou un calcul.",
                "Justify every answer with a property or a calculation.",
            ));
        }
        blocks.push(Block::KeyPoints { items });
    }
    let exam_bloom = if s.kind == SectionKind::Review {
        None
    } else {
        Some(bloom)
    };
    // A lesson's worked examples and exercises come from the templates of the notions it
    // teaches; from the whole chapter when none of them has a template of its own (practice
    // and review sections mix the chapter).
    let rounds = if s.kind == SectionKind::Lesson && named {
        let keys: Vec<&str> = notions.iter().map(|n| n.key).collect();
        builtin::topic(&s.chapter)
            .map(|t| builtin::notion_rounds(t, &keys, Some(bloom)))
            .unwrap_or_default()
    } else {
        Vec::new()
    };
    // A question used elsewhere in the course, or already in this section, is not repeated.
    let mut seen: Vec<String> = req.avoid.clone();
    if s.kind != SectionKind::Review {
        let pool = questions(
            req,
            &s.chapter,
            exam_bloom,
            &rounds,
            examples + 6,
            seed ^ 0xE7A3,
        )
        .await?;
        let mut picked: Vec<&QuestionDraft> = pool.iter().filter(|q| worked(q)).collect();
        picked.extend(pool.iter().filter(|q| !worked(q)));
        // written in the questions' language (français: French whatever the course's)
        let qlang = builtin::chapter_language(&s.chapter, lang);
        let mut n = 0;
        for q in picked {
            if n == examples {
                break;
            }
            // compared as written (spaced), as the other sections' statements are
            let b = spaced_block(worked_example(q, qlang), lang);
            let sig = b.signature().unwrap_or_default();
            if !seen.contains(&sig) {
                seen.push(sig);
                blocks.push(b);
                n += 1;
            }
        }
    }
    let mut n = 0;
    for q in questions(
        req,
        &s.chapter,
        exam_bloom,
        &rounds,
        2 * exercises + 6,
        seed,
    )
    .await?
    {
        if n == exercises {
            break;
        }
        let b = Block::exercise(q);
        let sig = b.signature().unwrap_or_default();
        if !seen.contains(&sig) {
            seen.push(sig);
            blocks.push(b);
            n += 1;
        }
    }
    if s.kind != SectionKind::Review {
        let items = match s.kind {
            SectionKind::Lesson => notions
                .iter()
                .map(|n| typo(n.text(lang).key, lang))
                .collect(),
            _ => {
                let tools: Vec<String> = entry
                    .notions
                    .iter()
                    .map(|n| {
                        let x = n.text(lang);
                        quote(if x.rule_title.is_empty() {
                            x.term
                        } else {
                            x.rule_title
                        })
                    })
                    .collect();
                let tools = join(&tools, lang);
                let first = if bloom == "analyze" {
                    t(
                        &format!(
                            "Décomposer le problème en étapes et choisir, pour chacune, l'outil parmi {tools}."
                        ),
                        &format!(
                            "Break the problem into steps and choose, for each, the tool among {tools}."
                        ),
                    )
                } else {
                    t(
                        &format!(
                            "Repérer ce qui est donné et ce qui est demandé, puis choisir l'outil parmi {tools}."
                        ),
                        &format!(
                            "Note what is given and what is asked, then choose the tool among {tools}."
                        ),
                    )
                };
                let n = &entry.notions[req.position as usize % entry.notions.len()];
                let first = match practice_number(&s.title) {
                    Some(k) => t(
                        &format!("Séance n° {k} : {}", lower_first(&first)),
                        &format!("Session {k}: {}", lower_first(&first)),
                    ),
                    None => first,
                };
                vec![
                    first,
                    typo(n.text(lang).key, lang),
                    t(
                        "Contrôler le résultat : ordre de grandeur, unité, cohérence avec la situation.",
                        "Check the result: order of magnitude, unit, consistency with the situation.",
                    ),
                ]
            }
        };
        blocks.push(Block::KeyPoints { items });
    }
    blocks.push(Block::Summary {
        text: summary(s, lang),
    });
    Ok(blocks.into_iter().map(|b| spaced_block(b, lang)).collect())
}

/// A block with the spacing of its language in every text (idempotent: the knowledge base and
/// the writer's own sentences alike); an exercise is left as the question generator made it.
fn spaced_block(b: Block, lang: Language) -> Block {
    let f = |x: String| typo(&x, lang);
    match b {
        Block::Heading { text } => Block::Heading { text: f(text) },
        Block::Paragraph { text } => Block::Paragraph { text: f(text) },
        Block::Summary { text } => Block::Summary { text: f(text) },
        Block::Definition { term, text } => Block::Definition {
            term: f(term),
            text: f(text),
        },
        Block::Rule { title, text } => Block::Rule {
            title: f(title),
            text: f(text),
        },
        Block::KeyPoints { items } => Block::KeyPoints {
            items: items.into_iter().map(f).collect(),
        },
        Block::WorkedExample {
            statement,
            steps,
            result,
            visual,
        } => Block::WorkedExample {
            statement: f(statement),
            steps: steps.into_iter().map(f).collect(),
            result: f(result),
            visual,
        },
        Block::Figure { visual, caption } => Block::Figure {
            visual,
            caption: f(caption),
        },
        b @ Block::Exercise { .. } => b,
    }
}

/// Whether this lesson starts its chapter (it teaches the chapter's first notion).
/// The number of a later practice session, from its title ("S'entraîner (2)").
fn practice_number(title: &str) -> Option<String> {
    title
        .rsplit_once('(')
        .map(|(_, n)| n.trim_end_matches(')').to_owned())
        .filter(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
}

fn is_first(entry: &Entry, notions: &[&Notion]) -> bool {
    notions.first().map(|n| n.key) == entry.notions.first().map(|n| n.key)
}

/// The summary: what can now be done, from the objectives.
fn summary(s: &super::Section, lang: Language) -> String {
    let items: Vec<String> = s
        .objectives
        .iter()
        .map(|o| lower_first(o.text.trim_end_matches('.')))
        .collect();
    let list = join(&items, lang);
    match lang {
        Language::Fr => typo(&format!("On sait désormais {list}."), lang),
        Language::En => format!("You can now {list}."),
    }
}

/// "de" before `x`, elided before a vowel ("d'utiliser", "de calculer").
fn de(x: &str) -> String {
    match x.chars().next() {
        Some(c) if "aeiouyàâéèêëîïôûAEIOUYÀÂÉÈÊÎÔÛ".contains(c) => {
            format!("d'{x}")
        }
        _ => format!("de {x}"),
    }
}

/// The text with a lowercase first letter (an objective inside a sentence).
fn lower_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(f) => f.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// "a, b et c" / "a, b and c".
fn join(items: &[String], lang: Language) -> String {
    let and = match lang {
        Language::Fr => " et ",
        Language::En => " and ",
    };
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}{and}{last}", init.join(", ")),
    }
}

/// Whether a question makes a good worked example: an answer to compute, not a choice.
fn worked(q: &QuestionDraft) -> bool {
    matches!(q.kind, QuestionKind::Numeric | QuestionKind::ShortText) || !q.parts.is_empty()
}

/// A worked example from a question: its statement, its explanation as steps, its answer.
fn worked_example(q: &QuestionDraft, lang: Language) -> Block {
    let mut statement = q.stem.clone();
    if !q.choices.is_empty()
        && matches!(
            q.kind,
            QuestionKind::SingleChoice | QuestionKind::MultipleChoice
        )
    {
        let options: Vec<String> = q.choices.iter().map(|c| c.text.clone()).collect();
        statement.push(' ');
        statement.push_str(&match lang {
            Language::Fr => typo(&format!("(Propositions : {}.)", options.join(" ; ")), lang),
            Language::En => format!("(Options: {}.)", options.join("; ")),
        });
    }
    let mut steps: Vec<String> = q
        .parts
        .iter()
        .map(|p| format!("{} {}", p.stem.trim(), answer_text(&p.answer, &[], lang)))
        .collect();
    // "…, donc x = 8 cm." is two steps: the calculation, then its conclusion.
    for sentence in sentences(&q.explanation) {
        let cut = [", donc ", ", so "]
            .iter()
            .find_map(|c| sentence.find(c).map(|i| (i, c.len())));
        match cut {
            Some((i, len)) if i > 0 && i + len < sentence.len() => {
                steps.push(sentence[..i].to_owned());
                let rest = &sentence[i + len..];
                let mut chars = rest.chars();
                if let Some(f) = chars.next() {
                    let word = if lang == Language::Fr { "Donc " } else { "So " };
                    steps.push(format!("{word}{}{}", f, chars.as_str()));
                }
            }
            _ => steps.push(sentence),
        }
    }
    let result = answer_text(&q.answer, &q.choices, lang);
    Block::WorkedExample {
        statement,
        steps,
        result,
        visual: Some(q.visual.clone()),
    }
}

/// A text split into sentences (at ". " or "\n" before a capital letter or a digit).
pub(crate) fn sentences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let chars: Vec<char> = line.chars().collect();
        let mut start = 0;
        for i in 0..chars.len() {
            let end = matches!(chars[i], '.' | '!' | '?' | ';')
                && chars.get(i + 1) == Some(&' ')
                && chars
                    .get(i + 2)
                    .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit());
            if end && chars[i] != ';' {
                let s: String = chars[start..=i].iter().collect();
                if !s.trim().is_empty() {
                    out.push(s.trim().to_owned());
                }
                start = i + 2;
            }
        }
        let s: String = chars[start.min(chars.len())..].iter().collect();
        if !s.trim().is_empty() {
            out.push(s.trim().to_owned());
        }
    }
    out
}

/// An answer as a reader sees it.
fn answer_text(
    a: &Answer,
    choices: &[crate::domain::question::ChoiceDraft],
    lang: Language,
) -> String {
    let fr = lang == Language::Fr;
    match a {
        Answer::Numeric { display, unit, .. } => match unit {
            // "25%" in English
            Some(u) if u == "%" && !fr && !display.ends_with('%') => format!("{display}%"),
            Some(u) if !u.is_empty() && !display.ends_with(u.as_str()) => {
                format!("{display}\u{A0}{u}")
            }
            _ => display.clone(),
        },
        Answer::Choices { correct } => {
            let items: Vec<String> = correct
                .iter()
                .filter_map(|&i| choices.get(i).map(|c| c.text.clone()))
                .collect();
            join(&items, lang)
        }
        Answer::Boolean { value } => match (value, fr) {
            (true, true) => "Vrai".to_owned(),
            (false, true) => "Faux".to_owned(),
            (true, false) => "True".to_owned(),
            (false, false) => "False".to_owned(),
        },
        Answer::Text { accepted } => accepted.first().cloned().unwrap_or_default(),
        Answer::Matching { pairs } => pairs
            .iter()
            .map(|(l, r)| format!("{l} → {r}"))
            .collect::<Vec<_>>()
            .join(if fr { "\u{202F}; " } else { "; " }),
        Answer::Ordering { items } => items.join(" < "),
        Answer::Open { rubric } => rubric.clone(),
    }
}

/// Mixes the course seed with the section's position and version (a rewrite draws anew).
fn mix(seed: u64, position: u64, version: u64) -> u64 {
    let mut x = seed ^ position.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ version.rotate_left(29);
    x ^= x >> 33;
    x = x.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    x ^ (x >> 33)
}

/// `count` verified questions of `chapter`: from its templates `rounds` when there are some
/// (see [`builtin::notion_rounds`]), else at `bloom` when the question generator serves it
/// there (else at its nearest served level), or of any level.
async fn questions(
    req: &SectionRequest,
    chapter: &str,
    bloom: Option<&str>,
    rounds: &[u64],
    count: usize,
    seed: u64,
) -> Result<Vec<QuestionDraft>, GenerationError> {
    let mut g = GenerationRequest::new(&req.subject, &req.level, count as u32);
    g.topics = vec![chapter.to_owned()];
    g.quality = Quality::High;
    g.seed = seed;
    g.language = req.language;
    if !rounds.is_empty() {
        return drafts(BuiltinGenerator.generate_rounds(&g, rounds)?, req.language).await;
    }
    let cell = |b: &str| Blueprint {
        cells: vec![BlueprintCell {
            chapter: chapter.to_owned(),
            bloom: b.to_owned(),
            count: count as u32,
        }],
    };
    g.blueprint = bloom.map(cell);
    let stream = match BuiltinGenerator.generate(&g) {
        Ok(s) => s,
        Err(GenerationError::InvalidTopic { supported, .. }) if bloom.is_some() => {
            // The nearest Bloom level the generator serves for the chapter.
            let c = curriculum();
            let want = bloom.and_then(|b| c.bloom_level(b)).map_or(3, |l| l.order) as i64;
            let nearest = supported
                .iter()
                .filter_map(|s| s.rsplit(':').next())
                .min_by_key(|b| {
                    let o = c.bloom_level(b).map_or(9, |l| l.order) as i64;
                    ((o - want).abs(), -o)
                });
            g.blueprint = nearest.map(cell);
            BuiltinGenerator.generate(&g)?
        }
        Err(e) => return Err(e),
    };
    drafts(stream, req.language).await
}

/// The questions of a stream, with French spacing.
async fn drafts(
    stream: BoxStream<'static, Result<QuestionDraft, GenerationError>>,
    lang: Language,
) -> Result<Vec<QuestionDraft>, GenerationError> {
    let drafts: Vec<QuestionDraft> = stream
        .collect::<Vec<_>>()
        .await
        .into_iter()
        .collect::<Result<_, _>>()?;
    // each in its own language (français and anglais instructions: French whatever the course's)
    Ok(drafts
        .into_iter()
        .map(|q| {
            let ql = builtin::chapter_language(&q.tags.chapter, lang);
            spaced(q, ql)
        })
        .collect())
}

/// A question with French spacing in its texts (the same spacing in the choices and in the
/// answers that quote them, so they still agree); the figure is left as drawn.
pub(super) fn spaced(mut q: QuestionDraft, lang: Language) -> QuestionDraft {
    if lang == Language::Fr {
        let f = |x: &str| typo(x, lang);
        q.stem = f(&q.stem);
        q.explanation = f(&q.explanation);
        for c in &mut q.choices {
            c.text = f(&c.text);
            c.feedback = c.feedback.as_deref().map(f);
        }
        match &mut q.answer {
            Answer::Ordering { items } => items.iter_mut().for_each(|i| *i = f(i)),
            Answer::Matching { pairs } => pairs.iter_mut().for_each(|(l, r)| {
                *l = f(l);
                *r = f(r);
            }),
            Answer::Text { accepted } => accepted.iter_mut().for_each(|a| *a = f(a)),
            _ => {}
        }
        for p in &mut q.parts {
            p.stem = typo(&p.stem, lang);
        }
    }
    q
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explanations_are_cut_into_sentences() {
        assert_eq!(
            sentences("On calcule 3,5 × 2. Cela donne 7. 7 est pair.\nDonc oui"),
            vec![
                "On calcule 3,5 × 2.",
                "Cela donne 7.",
                "7 est pair.",
                "Donc oui"
            ]
        );
        assert_eq!(
            sentences("AB = 3.5 cm. So x = 2."),
            vec!["AB = 3.5 cm.", "So x = 2."]
        );
    }
}
