//! Printable exams on one core: answer-sheet pages per second, subject pages per second, and
//! the time to draw and render 30 variants of a 20-question exam.
//!
//! `cargo bench --bench paper` prints each figure with baselines measured in the same run:
//! drawing the variants' values without rendering, and serializing the print job to JSON (what
//! storing it costs).
//!
//! Targets: at least 200 answer-sheet pages per second per core; 30 variants × 20 questions in
//! under 1 s.

use std::time::{Duration, Instant};

use edugen::domain::exam::{ChoiceNode, PartNode, QuestionNode};
use edugen::domain::export::{ExportKind, PaperSize, PrintCopy, PrintJob, PrintVariant};
use edugen::generate::{BuiltinGenerator, GenerationRequest, Generator, Language, Quality};
use edugen::paper::{self, Part, Selection};
use futures_util::{FutureExt, StreamExt};

/// A 20-question 4e mathematics exam as nodes, in sections by chapter.
fn exam() -> Vec<(String, Vec<QuestionNode>)> {
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
fn variants(exam: &[(String, Vec<QuestionNode>)], count: u32) -> Vec<PrintVariant> {
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

fn job(kind: ExportKind, variants: Vec<PrintVariant>, copies: u32) -> PrintJob {
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
    }
}

fn best_of<T>(runs: usize, mut f: impl FnMut() -> T) -> (T, Duration) {
    let mut best = Duration::MAX;
    let mut out = None;
    for _ in 0..runs {
        let start = Instant::now();
        let v = f();
        best = best.min(start.elapsed());
        out = Some(v);
    }
    (out.expect("one run"), best)
}

fn main() {
    let exam = exam();
    // Warm up the fonts.
    let _ = paper::render(
        &job(ExportKind::Export, variants(&exam, 1), 0),
        Selection::default(),
    );

    // 1. Answer sheets: 100 copies of 4 variants.
    let sheets_job = job(ExportKind::Paper, variants(&exam, 4), 100);
    let (r, t) = best_of(3, || {
        paper::render(
            &sheets_job,
            Selection {
                part: Some(Part::Sheets),
                copy: None,
            },
        )
        .expect("rendered")
    });
    let sheet_pages = r.page_count;
    println!(
        "answer sheets: {sheet_pages} pages in {:.1} ms = {:.0} pages/s (target ≥ 200)",
        t.as_secs_f64() * 1e3,
        f64::from(sheet_pages) / t.as_secs_f64()
    );

    // 2. Subjects: 10 variants.
    let subject_job = job(ExportKind::Export, variants(&exam, 10), 0);
    let (r, t) = best_of(3, || {
        paper::render(
            &subject_job,
            Selection {
                part: Some(Part::Subject),
                copy: None,
            },
        )
        .expect("rendered")
    });
    println!(
        "subjects: {} pages in {:.1} ms = {:.0} pages/s ({} KiB)",
        r.page_count,
        t.as_secs_f64() * 1e3,
        f64::from(r.page_count) / t.as_secs_f64(),
        r.pdf.len() / 1024
    );

    // 3. 30 variants × 20 questions: drawing the values, then rendering subjects and keys.
    let ((drawn, rendered), t) = best_of(3, || {
        let start = Instant::now();
        let v = variants(&exam, 30);
        let drawn = start.elapsed();
        let r =
            paper::render(&job(ExportKind::Export, v, 0), Selection::default()).expect("rendered");
        (drawn, r)
    });
    println!(
        "30 variants × 20 questions: {:.1} ms in all (target < 1000 ms), {} pages, {} KiB; \
         of which drawing the values {:.1} ms",
        t.as_secs_f64() * 1e3,
        rendered.page_count,
        rendered.pdf.len() / 1024,
        drawn.as_secs_f64() * 1e3
    );

    // Baselines: the print job's JSON (what storing it costs).
    let big = job(ExportKind::Export, variants(&exam, 30), 0);
    let (bytes, t) = best_of(5, || serde_json::to_vec(&big).expect("JSON").len());
    println!(
        "baseline: the 30-variant print job to JSON: {} KiB in {:.2} ms",
        bytes / 1024,
        t.as_secs_f64() * 1e3
    );
}
