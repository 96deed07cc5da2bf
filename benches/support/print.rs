//! Shared by the printing and mark-reading benches: a 20-question exam, its variants and the
//! print job of an export.
#![allow(dead_code)]

use edugen::domain::exam::{ChoiceNode, PartNode, QuestionNode};
use edugen::domain::export::{ExportKind, PaperSize, PrintCopy, PrintJob, PrintVariant};
use edugen::generate::{BuiltinGenerator, GenerationRequest, Generator, Language, Quality};
use edugen::paper;
use futures_util::{FutureExt, StreamExt};

/// A 20-question 4e mathematics exam as nodes, in sections by chapter.
pub(crate) fn exam() -> Vec<(String, Vec<QuestionNode>)> {
    let mut request = GenerationRequest::new("mathematiques", "4e", 20);
    request.seed = 2026;
    let mut stream = BuiltinGenerator.generate(&request).expect("accepted");
    let mut sections: Vec<(String, Vec<QuestionNode>)> = Vec::new();
    let mut n = 0;
    while let Some(q) = stream.next().now_or_never().expect("ready") {
        let d = q.expect("a question");
        n += 1;
        let id = format!("node_{n:04}");
        let node = QuestionNode {
            id: id.clone(),
            node_type: "question".into(),
            version: 1,
            kind: d.kind,
            stem: d.stem,
            points: d.points,
            tags: d.tags.clone(),
            visual: d.visual,
            answer: d.answer,
            explanation: d.explanation,
            choices: d
                .choices
                .into_iter()
                .enumerate()
                .map(|(i, c)| ChoiceNode {
                    id: format!("{id}c{i}"),
                    node_type: "choice".into(),
                    version: 1,
                    text: c.text,
                    correct: c.correct,
                    feedback: c.feedback,
                })
                .collect(),
            parts: d
                .parts
                .into_iter()
                .enumerate()
                .map(|(i, p)| PartNode {
                    id: format!("{id}p{i}"),
                    node_type: "part".into(),
                    version: 1,
                    stem: p.stem,
                    answer: p.answer,
                    points: p.points,
                })
                .collect(),
            template: d.template,
        };
        match sections.iter_mut().find(|(c, _)| *c == d.tags.chapter) {
            Some((_, qs)) => qs.push(node),
            None => sections.push((d.tags.chapter.clone(), vec![node])),
        }
    }
    sections
}

/// `count` variants, values redrawn (variant 1 as generated), shuffled.
pub(crate) fn variants(exam: &[(String, Vec<QuestionNode>)], count: u32) -> Vec<PrintVariant> {
    (1..=count)
        .map(|number| {
            let seed = paper::variant_seed(7, number);
            let mut index = 0;
            let sections = exam
                .iter()
                .map(|(title, qs)| {
                    let qs = qs
                        .iter()
                        .map(|q| {
                            let i = index;
                            index += 1;
                            match (&q.template, number > 1) {
                                (Some(t), true) => BuiltinGenerator
                                    .redraw(
                                        t,
                                        paper::question_seed(seed, i, 0),
                                        Language::Fr,
                                        Quality::Standard,
                                    )
                                    .map_or_else(|_| q.clone(), |d| paper::redrawn(q, d)),
                                _ => q.clone(),
                            }
                        })
                        .collect();
                    (title.clone(), qs)
                })
                .collect();
            paper::variant(number, seed, sections, true, true)
        })
        .collect()
}

pub(crate) fn job(kind: ExportKind, variants: Vec<PrintVariant>, copies: u32) -> PrintJob {
    let count = variants.len() as u32;
    PrintJob {
        id: "exp_01KAMZ0N6P8Q2R4S6T8V0W2X4Y".into(),
        account_id: "acc_bench".into(),
        livemode: false,
        kind,
        title: "Mathématiques — 4e".into(),
        subtitle: "Banc d’essai".into(),
        language: Language::Fr,
        paper_size: PaperSize::A4,
        answer_key: true,
        student_id_digits: 8,
        variants,
        copies: (1..=copies)
            .map(|n| PrintCopy {
                number: n,
                variant: (n - 1) % count + 1,
                student: None,
            })
            .collect(),
        brand: None,
    }
}
