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

use edugen::domain::export::ExportKind;
use edugen::paper::{self, Part, Selection};

#[path = "support/print.rs"]
mod print;
use print::{exam, job, variants};

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
