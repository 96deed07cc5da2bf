//! A golden dump of the built-in generator, for refactors that must not change its output.
//!
//! ```text
//! EDUGEN_GOLDEN=/tmp/gen-before.json \
//!     cargo test --all-features --lib generate::golden -- --ignored --nocapture
//! # refactor, then dump to /tmp/gen-after.json and
//! cmp /tmp/gen-before.json /tmp/gen-after.json
//! ```
//!
//! For every served chapter, both languages and 30 seeds it writes every question of a
//! 6-question request (cycling over the chapter's kinds), and for every Bloom level the
//! chapter serves, 10 seeds of a 2-question blueprint cell: each question as its full JSON
//! (statement, choices, answer, SVG), or the error it failed with, one line per request.

use std::io::Write;

use futures_util::{FutureExt, StreamExt};
use sha2::{Digest, Sha256};

use super::*;

const SEEDS: u64 = 30;
const PER_REQUEST: u32 = 6;
const BLOOM_SEEDS: u64 = 10;
const PER_CELL: u32 = 2;

fn run(request: &GenerationRequest) -> Vec<serde_json::Value> {
    let stream = BuiltinGenerator
        .generate(request)
        .expect("a served chapter is accepted");
    stream
        .collect::<Vec<_>>()
        .now_or_never()
        .expect("the built-in stream is always ready")
        .into_iter()
        .map(|q| match q {
            Ok(q) => serde_json::to_value(&q).expect("a draft serializes"),
            Err(e) => serde_json::json!({ "error": e.to_string() }),
        })
        .collect()
}

#[test]
#[ignore = "writes the golden dump to $EDUGEN_GOLDEN (default /tmp/gen-golden.json)"]
fn golden_dump() {
    let path = std::env::var("EDUGEN_GOLDEN").unwrap_or_else(|_| "/tmp/gen-golden.json".into());
    let mut out = std::io::BufWriter::new(std::fs::File::create(&path).expect("dump file"));
    let (mut questions, mut errors) = (0usize, 0usize);
    for topic in builtin::topics() {
        let chapter = &topic.chapter;
        let mut hash = Sha256::new();
        let mut requests = Vec::new();
        for language in [Language::Fr, Language::En] {
            for seed in 0..SEEDS {
                let mut r = GenerationRequest::new(
                    chapter.subject_id.clone(),
                    chapter.level_id.clone(),
                    PER_REQUEST,
                );
                r.topics = vec![chapter.id.clone()];
                r.seed = seed;
                r.language = language;
                r.quality = Quality::High;
                requests.push(r);
            }
            for bloom in builtin::served_bloom(chapter) {
                for seed in 0..BLOOM_SEEDS {
                    let mut r = GenerationRequest::new(
                        chapter.subject_id.clone(),
                        chapter.level_id.clone(),
                        0,
                    );
                    r.blueprint = Some(Blueprint {
                        cells: vec![BlueprintCell {
                            chapter: chapter.id.clone(),
                            bloom: bloom.clone(),
                            count: PER_CELL,
                        }],
                    });
                    r.seed = seed;
                    r.language = language;
                    r.quality = Quality::High;
                    requests.push(r);
                }
            }
        }
        let mut n = 0;
        for r in &requests {
            let qs = run(r);
            n += qs.len();
            errors += qs.iter().filter(|q| q.get("error").is_some()).count();
            let line = serde_json::json!({
                "chapter": chapter.id,
                "language": r.language,
                "seed": r.seed,
                "bloom": r.blueprint.as_ref().map(|b| b.cells[0].bloom.clone()),
                "questions": qs,
            })
            .to_string();
            hash.update(line.as_bytes());
            writeln!(out, "{line}").expect("write the dump");
        }
        questions += n;
        let digest: String = hash.finalize().iter().map(|b| format!("{b:02x}")).collect();
        println!("{} {n} {}", &digest[..16], chapter.id);
    }
    out.flush().expect("write the dump");
    println!(
        "{questions} questions ({errors} errors) from {} chapters written to {path}",
        builtin::topics().len()
    );
}
