//! Tests of the public generation API.

use futures_util::{FutureExt, StreamExt};

use super::*;

/// The built-in stream never waits: every poll is ready.
fn block_on<F: std::future::Future>(f: F) -> F::Output {
    f.now_or_never()
        .expect("the built-in stream is always ready")
}

fn collect(
    g: &BuiltinGenerator,
    r: &GenerationRequest,
) -> Vec<Result<QuestionDraft, GenerationError>> {
    block_on(g.generate(r).expect("request accepted").collect::<Vec<_>>())
}

fn request(subject: &str, level: &str, n: u32) -> GenerationRequest {
    GenerationRequest::new(subject, level, n)
}

#[test]
fn capabilities_list_served_chapters_by_subject_and_level() {
    let caps = BuiltinGenerator.capabilities();
    let pairs: Vec<(&str, &str)> = caps
        .iter()
        .map(|c| (c.subject.as_str(), c.level.as_str()))
        .collect();
    for level in ["6e", "5e", "4e", "3e", "2de"] {
        assert!(pairs.contains(&("mathematiques", level)), "maths {level}");
        assert!(
            pairs.contains(&("physique-chimie", level)),
            "physics {level}"
        );
    }
    let c = crate::domain::curriculum::curriculum();
    for cap in &caps {
        assert!(!cap.chapters.is_empty());
        for ch in &cap.chapters {
            let chapter = c.chapter(ch).expect("chapter exists");
            assert_eq!(
                (chapter.subject_id.as_str(), chapter.level_id.as_str()),
                (cap.subject.as_str(), cap.level.as_str())
            );
        }
    }
    let m4 = caps
        .iter()
        .find(|c| c.subject == "mathematiques" && c.level == "4e")
        .unwrap();
    assert!(
        m4.chapters
            .contains(&"mathematiques-4e-theoreme-de-pythagore".to_owned())
    );
    let p4 = caps
        .iter()
        .find(|c| c.subject == "physique-chimie" && c.level == "4e")
        .unwrap();
    assert!(
        p4.chapters
            .contains(&"physique-chimie-4e-loi-d-ohm".to_owned())
    );
    assert!(
        p4.chapters
            .contains(&"physique-chimie-4e-vitesse".to_owned())
    );
}

#[test]
fn unsupported_subject_or_level_lists_capabilities() {
    for (s, l) in [
        ("svt", "ps"),
        ("mathematiques", "ps"),
        ("emc", "tle"),
        ("latin", "4e"),
    ] {
        match BuiltinGenerator.generate(&request(s, l, 3)).err() {
            Some(GenerationError::Unsupported { message, supported }) => {
                assert!(message.contains(s));
                assert_eq!(supported, BuiltinGenerator.capabilities());
            }
            other => panic!("{s} {l}: {other:?}"),
        }
    }
}

#[test]
fn unknown_topic_is_invalid_topic() {
    let mut r = request("mathematiques", "4e", 3);
    r.topics = vec![
        "mathematiques-4e-theoreme-de-pythagore".into(),
        "mathematiques-3e-trigonometrie".into(),
    ];
    match BuiltinGenerator.generate(&r).err() {
        Some(GenerationError::InvalidTopic { topic, supported }) => {
            assert_eq!(topic, "mathematiques-3e-trigonometrie");
            assert!(supported.contains(&"mathematiques-4e-theoreme-de-pythagore".to_owned()));
            assert!(!supported.contains(&topic));
        }
        other => panic!("{other:?}"),
    }
    r.topics = vec!["nope".into()];
    assert!(matches!(
        BuiltinGenerator.generate(&r),
        Err(GenerationError::InvalidTopic { .. })
    ));
    // a blueprint cell at a Bloom level the chapter does not have
    let mut r = request("mathematiques", "4e", 0);
    r.blueprint = Some(Blueprint {
        cells: vec![BlueprintCell {
            chapter: "mathematiques-4e-theoreme-de-pythagore".into(),
            bloom: "remember".into(),
            count: 2,
        }],
    });
    match BuiltinGenerator.generate(&r).err() {
        Some(GenerationError::InvalidTopic { topic, supported }) => {
            assert_eq!(topic, "mathematiques-4e-theoreme-de-pythagore:remember");
            assert!(supported.contains(&"mathematiques-4e-theoreme-de-pythagore:apply".to_owned()));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn cycles_over_topics_and_is_deterministic() {
    let mut r = request("physique-chimie", "4e", 9);
    r.topics = vec![
        "physique-chimie-4e-vitesse".into(),
        "physique-chimie-4e-loi-d-ohm".into(),
        "physique-chimie-4e-masse-volumique".into(),
    ];
    r.seed = 7;
    let a: Vec<QuestionDraft> = collect(&BuiltinGenerator, &r)
        .into_iter()
        .map(Result::unwrap)
        .collect();
    let b: Vec<QuestionDraft> = collect(&BuiltinGenerator, &r)
        .into_iter()
        .map(Result::unwrap)
        .collect();
    assert_eq!(a, b);
    assert_eq!(a.len(), 9);
    for (i, q) in a.iter().enumerate() {
        assert_eq!(q.tags.chapter, r.topics[i % 3]);
    }
    // kinds are mixed within a chapter
    let kinds: std::collections::HashSet<QuestionKind> =
        a.iter().step_by(3).map(|q| q.kind).collect();
    assert!(kinds.len() >= 2, "{kinds:?}");
    r.seed = 8;
    let c: Vec<QuestionDraft> = collect(&BuiltinGenerator, &r)
        .into_iter()
        .map(Result::unwrap)
        .collect();
    assert_ne!(a, c);
    // question i depends only on (seed, i): a longer request starts with the same questions
    r.seed = 7;
    r.question_count = 12;
    let d: Vec<QuestionDraft> = collect(&BuiltinGenerator, &r)
        .into_iter()
        .map(Result::unwrap)
        .collect();
    assert_eq!(&d[..9], &a[..]);
}

#[test]
fn every_question_is_its_template_drawn_again_even_after_a_redraw() {
    // 50 questions of a chapter with few sentences: some statements come twice and are drawn
    // again with other values; each keeps the seed it was drawn with
    let mut r = request("francais", "cp", 50);
    r.topics = vec!["francais-cp-homophones".into()];
    r.seed = 11;
    let mut redrawn = 0;
    for (i, q) in collect(&BuiltinGenerator, &r).into_iter().enumerate() {
        let q = q.unwrap();
        let t = q.template.clone().expect("a template");
        redrawn += usize::from(t.seed != builtin::question_seed(r.seed, i as u64));
        let again = BuiltinGenerator
            .redraw(&t, t.seed, r.language, r.quality)
            .expect("served");
        assert_eq!((&again.stem, &again.answer), (&q.stem, &q.answer), "{t:?}");
    }
    assert!(redrawn > 0, "no statement was drawn again");
}

#[test]
fn all_chapters_when_no_topic_is_given() {
    let r = request("mathematiques", "3e", 40);
    let qs: Vec<QuestionDraft> = collect(&BuiltinGenerator, &r)
        .into_iter()
        .map(Result::unwrap)
        .collect();
    let chapters: std::collections::HashSet<&str> =
        qs.iter().map(|q| q.tags.chapter.as_str()).collect();
    let cap = BuiltinGenerator
        .capabilities()
        .into_iter()
        .find(|c| c.subject == "mathematiques" && c.level == "3e")
        .unwrap();
    assert_eq!(chapters.len(), cap.chapters.len());
}

#[test]
fn blueprint_cells_give_chapter_and_bloom() {
    let mut r = request("mathematiques", "4e", 0);
    r.quality = Quality::High;
    r.blueprint = Some(Blueprint {
        cells: vec![
            BlueprintCell {
                chapter: "mathematiques-4e-theoreme-de-pythagore".into(),
                bloom: "apply".into(),
                count: 3,
            },
            BlueprintCell {
                chapter: "mathematiques-4e-fractions".into(),
                bloom: "analyze".into(),
                count: 0,
            },
            BlueprintCell {
                chapter: "mathematiques-4e-equations".into(),
                bloom: "analyze".into(),
                count: 2,
            },
            BlueprintCell {
                chapter: "mathematiques-4e-theoreme-de-pythagore".into(),
                bloom: "evaluate".into(),
                count: 1,
            },
        ],
    });
    let qs: Vec<QuestionDraft> = collect(&BuiltinGenerator, &r)
        .into_iter()
        .map(Result::unwrap)
        .collect();
    let got: Vec<(&str, &str)> = qs
        .iter()
        .map(|q| (q.tags.chapter.as_str(), q.tags.bloom.as_str()))
        .collect();
    assert_eq!(
        got,
        vec![
            ("mathematiques-4e-theoreme-de-pythagore", "apply"),
            ("mathematiques-4e-theoreme-de-pythagore", "apply"),
            ("mathematiques-4e-theoreme-de-pythagore", "apply"),
            ("mathematiques-4e-equations", "analyze"),
            ("mathematiques-4e-equations", "analyze"),
            ("mathematiques-4e-theoreme-de-pythagore", "evaluate"),
        ]
    );
    assert_eq!(qs[5].kind, QuestionKind::TrueFalse);
}

#[test]
fn high_quality_verifies_every_served_chapter_in_both_languages() {
    for cap in BuiltinGenerator.capabilities() {
        for (language, seed) in [(Language::Fr, 1), (Language::En, 2)] {
            let mut r = request(&cap.subject, &cap.level, cap.chapters.len() as u32 * 40);
            r.quality = Quality::High;
            r.language = language;
            r.seed = seed;
            for q in collect(&BuiltinGenerator, &r) {
                let q = q.unwrap_or_else(|e| panic!("{e}"));
                assert!(!q.visual.alt.is_empty());
            }
        }
    }
}

#[test]
fn the_stream_is_lazy() {
    // a huge request starts at once and yields its first questions without producing the rest
    let mut r = request("mathematiques", "2de", u32::MAX);
    r.seed = 3;
    let start = std::time::Instant::now();
    let mut s = BuiltinGenerator.generate(&r).unwrap();
    let first = block_on(s.next()).unwrap().unwrap();
    assert!(!first.stem.is_empty());
    assert!(start.elapsed() < std::time::Duration::from_secs(5));
    let (lo, _) = s.size_hint();
    assert!(lo > 1_000_000);
}

#[test]
fn drafts_serialize_in_camel_case_with_tagged_answers() {
    let mut r = request("mathematiques", "4e", 1);
    r.topics = vec!["mathematiques-4e-theoreme-de-pythagore".into()];
    let q = collect(&BuiltinGenerator, &r).remove(0).unwrap();
    let v = serde_json::to_value(&q).unwrap();
    assert!(v["answer"]["type"].is_string());
    assert_eq!(v["visual"]["type"], "svg");
    assert!(v["tags"]["bloom"].is_string());
    let back: QuestionDraft = serde_json::from_value(v).unwrap();
    assert_eq!(back, q);
    let req: GenerationRequest = serde_json::from_str(r#"{"subject":"mathematiques","level":"4e","questionCount":2,"quality":"high","language":"en"}"#).unwrap();
    assert_eq!(
        (req.quality, req.language, req.seed),
        (Quality::High, Language::En, 0)
    );
    let n = serde_json::to_value(Answer::Numeric {
        value: 3.5,
        tolerance: 0.0,
        unit: Some("cm".into()),
        display: "3,5".into(),
    })
    .unwrap();
    assert_eq!(
        n,
        serde_json::json!({"type": "numeric", "value": 3.5, "tolerance": 0.0, "unit": "cm", "display": "3,5"})
    );
    assert_eq!(
        serde_json::to_value(QuestionKind::SingleChoice).unwrap(),
        "single_choice"
    );
}

#[test]
fn tampered_answers_fail_the_checks() {
    use rand::SeedableRng;
    let mut caught = 0;
    let mut missed = Vec::new();
    for t in builtin::topics() {
        for s in 0..20 {
            let rng = rand::rngs::StdRng::seed_from_u64(s);
            let (b, _) = builtin::build(t, Some("apply"), 0, rng, Language::Fr);
            let mut d = b.draft.clone();
            let checks: Vec<builtin::facts::Check> = b
                .checks
                .iter()
                .map(|c| match c {
                    builtin::facts::Check::Value { facts, value, unit } => {
                        builtin::facts::Check::Value {
                            facts: facts.clone(),
                            value: value + 1.0 + value.abs() * 0.5,
                            unit,
                        }
                    }
                    builtin::facts::Check::Shown {
                        facts,
                        text,
                        expect,
                    } => builtin::facts::Check::Shown {
                        facts: facts.clone(),
                        text: text.clone(),
                        expect: !expect,
                    },
                    builtin::facts::Check::Claim { claim, expect } => {
                        builtin::facts::Check::Claim {
                            claim: claim.clone(),
                            expect: !expect,
                        }
                    }
                })
                .collect();
            if checks.iter().all(|c| c.run(Language::Fr).is_err()) {
                caught += 1;
            } else {
                missed.push(format!(
                    "{} seed {s}: {:?}",
                    t.chapter.id,
                    checks.iter().find(|c| c.run(Language::Fr).is_ok())
                ));
            }
            // and a single choice whose flags are shuffled fails the structure check
            if d.kind == QuestionKind::SingleChoice {
                let i = d.choices.iter().position(|c| c.correct).unwrap();
                d.choices[i].correct = false;
                d.choices[(i + 1) % 4].correct = true;
                assert!(builtin::validate::structure(&d, Language::Fr).is_err());
            }
        }
    }
    assert_eq!(caught, builtin::topics().len() * 20, "{missed:?}");
}

/// `EDUGEN_DUMP=chapter-id cargo test --lib dump -- --ignored --nocapture` prints questions.
#[test]
#[ignore = "prints questions for a manual review"]
fn dump() {
    let id = std::env::var("EDUGEN_DUMP")
        .unwrap_or_else(|_| "mathematiques-4e-theoreme-de-pythagore".into());
    let lang = if std::env::var("EDUGEN_EN").is_ok() {
        Language::En
    } else {
        Language::Fr
    };
    let t = builtin::topics()
        .iter()
        .find(|t| t.chapter.id == id)
        .expect("served chapter");
    let mut r = request(&t.chapter.subject_id, &t.chapter.level_id, 8);
    r.topics = vec![id];
    r.language = lang;
    r.quality = Quality::High;
    r.seed = std::env::var("EDUGEN_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    for q in collect(&BuiltinGenerator, &r) {
        let q = q.unwrap();
        println!(
            "--- {:?} [{} / {}] {} pts",
            q.kind, q.tags.bloom, q.tags.competency, q.points
        );
        println!("{}", q.stem);
        for c in &q.choices {
            println!(
                "  [{}] {}  {}",
                if c.correct { "x" } else { " " },
                c.text,
                c.feedback.as_deref().unwrap_or("")
            );
        }
        for p in &q.parts {
            println!("  part: {} -> {:?}", p.stem, p.answer);
        }
        println!("  answer: {:?}", q.answer);
        println!("  explanation: {}", q.explanation);
        println!("  alt: {}", q.visual.alt);
    }
}

/// The chapters of issue 14's mathematics (collège geometry, 2de, algorithmique), to read.
#[test]
#[ignore = "prints the questions of the new mathematics chapters for a teacher's reading"]
fn read_new_maths() {
    let ids = [
        "mathematiques-6e-droites-paralleles-et-perpendiculaires",
        "mathematiques-6e-solides",
        "mathematiques-6e-symetrie-axiale",
        "mathematiques-6e-triangles-quadrilateres-et-cercle",
        "mathematiques-5e-parallelogrammes",
        "mathematiques-5e-symetrie-centrale",
        "mathematiques-4e-translations",
        "mathematiques-3e-rotations-et-homotheties",
        "mathematiques-2de-ensembles-de-nombres",
        "mathematiques-2de-vecteurs",
        "mathematiques-2de-droites-et-systemes",
        "mathematiques-2de-fonctions-de-reference",
        "mathematiques-2de-variations-et-extremums",
        "mathematiques-2de-echantillonnage",
        "mathematiques-5e-algorithmique-et-programmation",
        "mathematiques-4e-algorithmique-et-programmation",
        "mathematiques-3e-algorithmique-et-programmation",
        "mathematiques-2de-algorithmique-et-programmation",
    ];
    let dir = std::env::temp_dir().join("edugen-read");
    let _ = std::fs::create_dir_all(&dir);
    for id in ids {
        let t = builtin::topics()
            .iter()
            .find(|t| t.chapter.id == id)
            .expect("served chapter");
        for lang in [Language::Fr, Language::En] {
            let mut r = request(&t.chapter.subject_id, &t.chapter.level_id, 12);
            r.topics = vec![id.to_owned()];
            r.language = lang;
            r.quality = Quality::High;
            r.seed = 3;
            println!("===== {id} {lang:?}");
            for (i, q) in collect(&BuiltinGenerator, &r).into_iter().enumerate() {
                let q = q.unwrap();
                println!("--- {:?} {}", q.kind, q.stem);
                for c in &q.choices {
                    println!("  [{}] {}", if c.correct { "x" } else { " " }, c.text);
                }
                for p in &q.parts {
                    println!("  part: {} -> {:?}", p.stem, p.answer);
                }
                println!("  answer: {:?}", q.answer);
                println!("  explanation: {}", q.explanation);
                println!("  alt: {}", q.visual.alt);
                if i < 3 && lang == Language::Fr {
                    let _ = std::fs::write(dir.join(format!("{id}-{i}.svg")), &q.visual.svg);
                }
            }
        }
    }
}

/// `EDUGEN_PREFIX=mathematiques-6e cargo test --lib figure_share -- --ignored --nocapture`
/// prints, per served chapter, the share of its first 48 questions whose visual draws shapes
/// (not only a card of text).
#[test]
#[ignore = "prints a report for a manual review"]
fn figure_share() {
    let prefix = std::env::var("EDUGEN_PREFIX").unwrap_or_default();
    for t in builtin::topics() {
        if !t.chapter.id.starts_with(&prefix) {
            continue;
        }
        let mut r = request(&t.chapter.subject_id, &t.chapter.level_id, 48);
        r.topics = vec![t.chapter.id.clone()];
        let qs = collect(&BuiltinGenerator, &r);
        let drawn = qs
            .iter()
            .filter(|q| {
                q.as_ref().is_ok_and(|q| {
                    [
                        "<polygon",
                        "<line",
                        "<circle",
                        "<path",
                        "<ellipse",
                        "<polyline",
                    ]
                    .iter()
                    .any(|tag| q.visual.svg.contains(tag))
                })
            })
            .count();
        println!("{:>3}/{} {}", drawn, qs.len(), t.chapter.id);
    }
}
