//! `N` questions of the built-in generator at the standard quality, mixed over every served
//! subject and level like the generation bench, on one thread: the program to count the
//! generator's instructions with `valgrind --tool=callgrind` (repeatable whatever else the
//! machine runs) and see which functions they go to:
//!
//! ```text
//! cargo build --release --example profile_generation
//! N=4000 valgrind --tool=callgrind --callgrind-out-file=/tmp/gen.cg target/release/examples/profile_generation
//! callgrind_annotate --inclusive=yes /tmp/gen.cg | head -60
//! ```
use edugen::generate::{BuiltinGenerator, GenerationRequest, Generator, Language};
use futures_util::{FutureExt, StreamExt};

fn main() {
    let n: u32 = std::env::var("N")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4000);
    let caps = BuiltinGenerator.capabilities();
    let per = (n / caps.len() as u32).max(1);
    let mut made = 0usize;
    let mut svg = 0usize;
    for (i, c) in caps.iter().enumerate() {
        let mut r = GenerationRequest::new(c.subject.clone(), c.level.clone(), per);
        r.seed = 0xED06 + i as u64;
        r.language = if i % 3 == 2 {
            Language::En
        } else {
            Language::Fr
        };
        let mut s = BuiltinGenerator.generate(&r).expect("request accepted");
        while let Some(q) = s.next().now_or_never().expect("always ready") {
            let q = q.expect("question generated");
            svg += q.visual.svg.len();
            made += 1;
        }
    }
    println!("{made} questions, {svg} bytes of SVG");
}
