//! Time to outline and write a course with the built-in generator, on one core.
//!
//! `cargo bench --bench courses` prints, over a 6-section, 60-minute course of every chapter the
//! generator serves (French and English): the median and p99 time of pass 1 (the outline) and of
//! pass 2 (every section written, exercises verified at `high` quality), and a baseline measured
//! in the same run: serializing the written course to JSON.
//!
//! Target: under 50 ms for both passes of one course.

use std::time::{Duration, Instant};

use edugen::domain::course::Section;
use edugen::generate::course::{CourseRequest, SectionRequest};
use edugen::generate::{BuiltinGenerator, Generator, Language};
use futures_util::{FutureExt, StreamExt};

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn main() {
    let now = chrono::Utc::now();
    let chapters: Vec<(String, String, String)> = BuiltinGenerator
        .capabilities()
        .into_iter()
        .flat_map(|c| {
            c.chapters
                .into_iter()
                .map(move |ch| (c.subject.clone(), c.level.clone(), ch))
        })
        .collect();
    let (mut outline_t, mut write_t, mut json_t) = (Vec::new(), Vec::new(), Vec::new());
    let mut words = 0u64;
    for round in 0..3u64 {
        for (i, (subject, level, chapter)) in chapters.iter().enumerate() {
            let mut req = CourseRequest::new(subject, level, [chapter.clone()], 60, 6);
            req.language = if i % 2 == 0 {
                Language::Fr
            } else {
                Language::En
            };
            req.seed = round;
            let start = Instant::now();
            let planned: Vec<_> = BuiltinGenerator
                .outline(&req)
                .expect("a served chapter")
                .collect::<Vec<_>>()
                .now_or_never()
                .expect("ready at once");
            outline_t.push(start.elapsed());
            let start = Instant::now();
            let mut sections: Vec<Section> = Vec::new();
            let mut used = Vec::new();
            for (k, p) in planned.into_iter().enumerate() {
                let mut s = Section::planned(p.expect("outlined"), now);
                let mut r = SectionRequest::new(
                    subject,
                    level,
                    req.chapters.clone(),
                    req.language,
                    req.seed,
                    k as u32,
                    s.clone(),
                );
                r.avoid = used.clone();
                let blocks = BuiltinGenerator
                    .write_section(&r)
                    .now_or_never()
                    .expect("ready at once")
                    .expect("written");
                s.write(blocks, now);
                used.extend(s.statements());
                sections.push(s);
            }
            write_t.push(start.elapsed());
            words += sections
                .iter()
                .map(|s| u64::from(s.word_count))
                .sum::<u64>();
            let start = Instant::now();
            let bytes = serde_json::to_vec(&sections).expect("serializes");
            json_t.push(start.elapsed());
            std::hint::black_box(bytes);
        }
    }
    for v in [&mut outline_t, &mut write_t, &mut json_t] {
        v.sort();
    }
    let n = outline_t.len();
    println!(
        "courses: {n} six-section courses over {} chapters, {} words each on average",
        chapters.len(),
        words / n as u64
    );
    for (name, v) in [
        ("pass 1 (outline)", &outline_t),
        ("pass 2 (write 6 sections)", &write_t),
        ("baseline: course to JSON", &json_t),
    ] {
        println!(
            "  {name:<28} median {:>9.3} ms   p99 {:>9.3} ms",
            percentile(v, 0.5).as_secs_f64() * 1e3,
            percentile(v, 0.99).as_secs_f64() * 1e3
        );
    }
    let both = percentile(&outline_t, 0.5) + percentile(&write_t, 0.5);
    println!(
        "  both passes, median: {:.3} ms (target: under 50 ms); pass 2 is {:.1}× the JSON baseline",
        both.as_secs_f64() * 1e3,
        percentile(&write_t, 0.5).as_secs_f64() / percentile(&json_t, 0.5).as_secs_f64()
    );
}
