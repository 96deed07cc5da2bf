//! Throughput of the built-in question generator, with visuals, on one core.
//!
//! `cargo bench --bench generation` prints:
//! - questions/s over 20,000 questions mixed across every subject and level served (standard
//!   quality; the median of five passes, with the fastest and the slowest), and with `quality: high` (every answer re-verified);
//! - a baseline measured in the same run: serializing the same drafts to JSON;
//! - the time to the first question of a 20-question request (median and p99 of 500 runs);
//! - the time to the first `question` event of `POST /v1/exams` over HTTP on loopback (1,000
//!   exams, p50/p90/p99/max), the server on one worker thread then on two, the client on a
//!   thread of its own (issue 19's target: p50 ≤ 0.5 ms, p99 ≤ 1 ms).
//!
//! Target: 40,000 questions/s per core (issue 14; it was 10,000).

#[path = "support/mod.rs"]
mod support;

use std::time::{Duration, Instant};

use edugen::generate::{
    BuiltinGenerator, GenerationRequest, Generator, Language, Quality, QuestionDraft,
};
use futures_util::{FutureExt, StreamExt};

const TOTAL: u32 = 20_000;

fn requests(quality: Quality) -> Vec<GenerationRequest> {
    let caps = BuiltinGenerator.capabilities();
    let per = TOTAL / caps.len() as u32;
    caps.iter()
        .enumerate()
        .map(|(i, c)| {
            let mut r = GenerationRequest::new(
                c.subject.clone(),
                c.level.clone(),
                per + u32::from((i as u32) < TOTAL % caps.len() as u32),
            );
            r.seed = 0xED06 + i as u64;
            r.quality = quality;
            r.language = if i % 3 == 2 {
                Language::En
            } else {
                Language::Fr
            };
            r
        })
        .collect()
}

/// Drains the stream of every request on this thread.
fn generate_all(reqs: &[GenerationRequest]) -> (Vec<QuestionDraft>, Duration) {
    let start = Instant::now();
    let mut out = Vec::with_capacity(TOTAL as usize);
    for r in reqs {
        let mut s = BuiltinGenerator.generate(r).expect("request accepted");
        while let Some(q) = s
            .next()
            .now_or_never()
            .expect("the built-in stream is always ready")
        {
            out.push(q.expect("question generated"));
        }
    }
    (out, start.elapsed())
}

fn per_sec(n: usize, d: Duration) -> f64 {
    n as f64 / d.as_secs_f64()
}

fn main() {
    // warm-up: curriculum, catalogue, allocator
    let _ = generate_all(&requests(Quality::Standard)[..1]);

    // five passes: the median is reported, with the fastest and the slowest
    let standard = requests(Quality::Standard);
    let mut passes: Vec<(Vec<QuestionDraft>, Duration)> =
        (0..5).map(|_| generate_all(&standard)).collect();
    passes.sort_by_key(|p| p.1);
    let (fastest, slowest) = (passes[0].1, passes[4].1);
    let (drafts, gen_time) = passes.swap_remove(2);
    let n = drafts.len();
    let svg_bytes: usize = drafts.iter().map(|d| d.visual.svg.len()).sum();

    let start = Instant::now();
    let mut json_bytes = 0;
    for d in &drafts {
        json_bytes += serde_json::to_string(d).expect("serializable").len();
    }
    let json_time = start.elapsed();

    let (high, high_time) = generate_all(&requests(Quality::High));

    let mut firsts = Vec::with_capacity(500);
    let caps = BuiltinGenerator.capabilities();
    for i in 0..500u64 {
        let c = &caps[i as usize % caps.len()];
        let mut r = GenerationRequest::new(c.subject.clone(), c.level.clone(), 20);
        r.seed = i;
        let start = Instant::now();
        let mut s = BuiltinGenerator.generate(&r).expect("request accepted");
        let first = s.next().now_or_never().flatten().expect("a first question");
        firsts.push(start.elapsed());
        assert!(first.is_ok());
    }
    firsts.sort();
    let median = firsts[firsts.len() / 2];
    let p99 = firsts[firsts.len() * 99 / 100];

    println!(
        "built-in generator, one core, {n} questions mixed over {} subject/level pairs",
        caps.len()
    );
    println!(
        "  generate (standard, with SVG visuals): {:>9.0} questions/s  ({:.1} ms total, {:.1} µs/question, {:.1} KiB SVG/question)",
        per_sec(n, gen_time),
        gen_time.as_secs_f64() * 1e3,
        gen_time.as_secs_f64() * 1e6 / n as f64,
        svg_bytes as f64 / n as f64 / 1024.0
    );
    println!(
        "  (median of 5 passes; fastest {:.0}/s, slowest {:.0}/s)",
        per_sec(n, fastest),
        per_sec(n, slowest)
    );
    println!(
        "  generate (high: re-verified):          {:>9.0} questions/s  ({:.1} ms total)",
        per_sec(high.len(), high_time),
        high_time.as_secs_f64() * 1e3
    );
    println!(
        "  baseline, serde_json of the same drafts: {:>7.0} questions/s  ({:.1} ms total, {:.1} KiB JSON/question)",
        per_sec(n, json_time),
        json_time.as_secs_f64() * 1e3,
        json_bytes as f64 / n as f64 / 1024.0
    );
    println!(
        "  generation costs {:.1}× a JSON serialization of its output",
        gen_time.as_secs_f64() / json_time.as_secs_f64()
    );
    println!(
        "  time to first question of a 20-question request: median {:?}, p99 {:?}",
        median, p99
    );
    let target = 40_000.0;
    let rate = per_sec(n, gen_time);
    println!(
        "  target 40,000 questions/s per core: {}",
        if rate >= target { "met" } else { "NOT met" }
    );

    // Over HTTP: POST /v1/exams with Accept: text/event-stream, served by hyper on loopback,
    // until the first `question` frame arrives. The client runs on a thread of its own; the
    // server first on one worker (the client keeps the other core, as if it ran elsewhere), then
    // on two (server and client share both cores).
    let generation_alone = median;
    for workers in [1, 2] {
        let times = support::first_question_over_http(1000, 20, workers);
        let pick = |p: f64| times[((times.len() as f64 * p) as usize).min(times.len() - 1)];
        let (p50, p99) = (pick(0.5), pick(0.99));
        let met = p50 <= std::time::Duration::from_micros(500)
            && p99 <= std::time::Duration::from_millis(1);
        println!(
            "\nover HTTP/1.1 on loopback, 1,000 exams of 20 questions, server on {workers} worker \
             thread{}: first `question` event p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms \
             (generation alone above: median {generation_alone:?}); target p50 ≤ 0.5 ms, p99 ≤ 1 ms: {}",
            if workers == 1 { "" } else { "s" },
            p50.as_secs_f64() * 1e3,
            pick(0.9).as_secs_f64() * 1e3,
            p99.as_secs_f64() * 1e3,
            pick(1.0).as_secs_f64() * 1e3,
            if met { "met" } else { "NOT met" }
        );
    }
}
