//! Property tests over every chapter served: each generated question is well formed and every
//! answer (and every option) is re-verified independently from the question's parameters.

use std::collections::{HashMap, HashSet};

use rand::SeedableRng;
use rand::rngs::StdRng;

use super::super::figure::check_xml;
use super::facts::{Check, Facts};
use super::{build, question_seed, served_bloom, topics, validate};
use crate::domain::question::{Answer, Language, QuestionDraft, QuestionKind};

const SEEDS: u64 = 500;

fn lang_of(seed: u64) -> Language {
    if seed % 3 == 2 {
        Language::En
    } else {
        Language::Fr
    }
}

fn escape(s: &str) -> String {
    let mut out = String::new();
    super::super::figure::escape_xml(s, &mut out);
    out
}

/// Everything a question must satisfy, plus its own checks.
fn verify(d: &QuestionDraft, checks: &[Check], lang: Language) -> Result<(), String> {
    validate::structure(d, lang)?;
    if checks.is_empty() {
        return Err("no checks".into());
    }
    for c in checks {
        c.run(lang)?;
    }
    check_xml(&d.visual.svg).map_err(|e| format!("svg: {e}"))?;
    if !d
        .visual
        .svg
        .contains(&format!("<title>{}</title>", escape(&d.visual.alt)))
    {
        return Err("the svg title is not the alt text".into());
    }
    // every numeric answer is covered by a check on its value
    if let Answer::Numeric { .. } = d.answer
        && !checks.iter().any(|c| matches!(c, Check::Value { .. }))
    {
        return Err("numeric answer without a value check".into());
    }
    // every option of a choice question is decided by a check
    if matches!(
        d.kind,
        QuestionKind::SingleChoice | QuestionKind::MultipleChoice
    ) && checks.len() < d.choices.len()
    {
        return Err(format!(
            "{} options but {} checks",
            d.choices.len(),
            checks.len()
        ));
    }
    Ok(())
}

#[test]
fn every_chapter_every_seed_is_verified() {
    let mut kinds_seen: HashMap<&str, HashSet<QuestionKind>> = HashMap::new();
    let mut failures = Vec::new();
    for t in topics() {
        for s in 0..SEEDS {
            let lang = lang_of(s);
            let rng = StdRng::seed_from_u64(question_seed(s, 7));
            let (b, _) = build(t, None, s, rng, lang);
            if let Err(e) = verify(&b.draft, &b.checks, super::language_of(t, lang)) {
                failures.push(format!(
                    "{} seed {s} {:?}: {e}\n  stem: {}\n  answer: {:?}",
                    t.chapter.id, b.draft.kind, b.draft.stem, b.draft.answer
                ));
            }
            kinds_seen
                .entry(t.chapter.id.as_str())
                .or_default()
                .insert(b.draft.kind);
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures, first ones:\n{}",
        failures.len(),
        failures
            .iter()
            .take(std::env::var("EDUGEN_ALL").map_or(12, |_| usize::MAX))
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    for (ch, kinds) in kinds_seen {
        assert!(kinds.len() >= 3, "{ch} mixes only {kinds:?}");
    }
}

#[test]
fn every_bloom_level_of_every_chapter() {
    let mut failures = Vec::new();
    for t in topics() {
        for bloom in served_bloom(t.chapter) {
            for s in 0..40 {
                let lang = lang_of(s);
                let rng = StdRng::seed_from_u64(question_seed(s, 99));
                let (b, got) = build(t, Some(&bloom), s, rng, lang);
                assert_eq!(got, bloom);
                assert_eq!(b.draft.tags.bloom, bloom);
                if let Err(e) = verify(&b.draft, &b.checks, super::language_of(t, lang)) {
                    failures.push(format!(
                        "{} {bloom} seed {s}: {e}\n  stem: {}",
                        t.chapter.id, b.draft.stem
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures
            .iter()
            .take(10)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn same_seed_same_question_and_seeds_vary() {
    for t in topics() {
        let mut distinct = HashSet::new();
        for s in 0..40 {
            let make = || {
                build(
                    t,
                    None,
                    s,
                    StdRng::seed_from_u64(question_seed(s, 1)),
                    Language::Fr,
                )
                .0
                .draft
            };
            let (a, b) = (make(), make());
            assert_eq!(a, b, "{} is not deterministic", t.chapter.id);
            distinct.insert(format!("{}|{:?}", a.stem, a.answer));
        }
        assert!(
            distinct.len() >= 20,
            "{}: only {} distinct questions in 40 seeds",
            t.chapter.id,
            distinct.len()
        );
    }
}

/// The answers of the numeric items, checked family by family against the statement's
/// relation written out here (not through the generator's own code).
#[test]
fn numeric_answers_satisfy_their_relations() {
    let mut counts: HashMap<&'static str, usize> = HashMap::new();
    // français and anglais build every question from templates, without items
    for t in topics()
        .iter()
        .filter(|t| !["francais", "anglais"].contains(&t.family.name))
    {
        for s in 0..200 {
            let mut ctx = super::Ctx::new(question_seed(s, 3), Language::Fr, t.lvl, t.mode);
            let item = (t.family.item)(&mut ctx);
            let a = item.answer.base();
            let ok = match &item.facts {
                Facts::Product { abc, slot, tol } => {
                    let mut v = *abc;
                    v[*slot] = a;
                    *counts.entry("product").or_default() += 1;
                    (v[0] * v[1] - v[2]).abs()
                        <= 1e-9 * v[2].abs().max(1.0) + tol * v[0].abs().max(v[1].abs()).max(1.0)
                }
                Facts::Pythagoras { sides, slot, tol } => {
                    let mut v = *sides;
                    v[*slot] = a;
                    *counts.entry("pythagoras").or_default() += 1;
                    (v[0] * v[0] + v[1] * v[1] - v[2] * v[2]).abs()
                        <= 2.0 * a * tol + tol * tol + 1e-9
                }
                Facts::Solution { equation } => {
                    *counts.entry("equation").or_default() += 1;
                    let (l, r) = equation.split_once('=').unwrap();
                    // the answer as a fraction with the smallest denominator
                    let d = (1..=1000i64)
                        .find(|&d| ((a * d as f64).round() - a * d as f64).abs() < 1e-9)
                        .unwrap();
                    let x = Some(super::super::rational::Rational::new(
                        (a * d as f64).round() as i64,
                        d,
                    ));
                    let (l, r) = (
                        super::super::expr::eval_with(l, Language::Fr, x),
                        super::super::expr::eval_with(r, Language::Fr, x),
                    );
                    l.is_some() && l == r
                }
                Facts::Ratio { abcd, slot, tol } => {
                    let mut v = *abcd;
                    v[*slot] = a;
                    *counts.entry("ratio").or_default() += 1;
                    (v[0] * v[3] - v[1] * v[2]).abs()
                        <= tol * v.iter().fold(0.0f64, |m, x| m.max(x.abs())) + 1e-9
                }
                Facts::Kinetic { mve, slot, .. } => {
                    let mut v = *mve;
                    v[*slot] = a;
                    *counts.entry("kinetic").or_default() += 1;
                    (0.5 * v[0] * v[1] * v[1] - v[2]).abs() <= 1e-6 * v[2].max(1.0)
                }
                other => {
                    *counts.entry("other").or_default() += 1;
                    other.satisfies(a, Language::Fr)
                }
            };
            assert!(
                ok,
                "{} seed {s}: answer {} does not satisfy {:?}",
                t.chapter.id,
                item.answer.text(Language::Fr),
                item.facts
            );
        }
    }
    assert!(counts.get("product").copied().unwrap_or(0) > 0);
}

#[test]
fn french_and_english_numbers() {
    for t in topics() {
        for s in 0..60 {
            for lang in [Language::Fr, Language::En] {
                let (b, _) = build(
                    t,
                    Some("apply"),
                    s,
                    StdRng::seed_from_u64(question_seed(s, 5)),
                    lang,
                );
                let d = &b.draft;
                let texts: Vec<&str> = std::iter::once(d.stem.as_str())
                    .chain(d.choices.iter().map(|c| c.text.as_str()))
                    .collect();
                let rounded = validate::asks_rounding(&d.stem);
                for text in texts {
                    validate::lint(text, super::language_of(t, lang), rounded)
                        .unwrap_or_else(|e| panic!("{}: {e}", t.chapter.id));
                }
                let lang = super::language_of(t, lang);
                if let Answer::Numeric { display, value, .. } = &d.answer
                    && value.fract() != 0.0
                    && !display.contains('/')
                {
                    match lang {
                        Language::Fr => {
                            assert!(display.contains(',') && !display.contains('.'), "{display}")
                        }
                        Language::En => {
                            assert!(display.contains('.') && !display.contains(','), "{display}")
                        }
                    }
                }
            }
        }
    }
}

/// The geometry, measure and function chapters tie every variant they serve to a notion of
/// their chapter's course knowledge, and every key named exists there.
#[test]
fn geometry_measure_and_function_notions_are_keys_of_their_chapters() {
    use crate::generate::course::knowledge;
    let tied = [
        ("mathematiques-6e-angles", 3),
        ("mathematiques-5e-angles-et-parallelisme", 3),
        ("mathematiques-5e-triangles", 3),
        ("mathematiques-4e-theoreme-de-pythagore", 3),
        ("mathematiques-3e-agrandissement-et-reduction", 3),
        ("mathematiques-3e-sphere-et-boule", 3),
        ("mathematiques-3e-fonctions-lineaires-et-affines", 2),
        ("mathematiques-2de-fonctions-affines", 3),
    ];
    let mut seen = 0;
    for topic in topics() {
        let f = topic.family;
        if !["angles", "pythagoras", "measure", "functions"].contains(&f.name) {
            continue;
        }
        let keys: Vec<&str> = knowledge::entry(&topic.chapter.id)
            .map(|e| e.notions.iter().map(|n| n.key).collect())
            .unwrap_or_default();
        let named: Vec<&str> = (0..(f.variants)(topic.mode))
            .filter_map(|v| (f.notion)(topic.mode, v))
            .collect();
        for k in &named {
            assert!(
                keys.contains(k),
                "{}: notion {k:?} not in {keys:?}",
                topic.chapter.id
            );
        }
        if let Some((_, n)) = tied.iter().find(|(id, _)| *id == topic.chapter.id) {
            assert_eq!(named.len(), *n, "{}: {named:?}", topic.chapter.id);
            seen += 1;
        }
    }
    assert_eq!(seen, tied.len());
}

/// The README's coverage table, computed from the catalog: for each subject, the number of
/// chapters served at each level and the range of their template counts.
fn coverage_table() -> String {
    const LEVELS: [&str; 12] = [
        "cp", "ce1", "ce2", "cm1", "cm2", "6e", "5e", "4e", "3e", "2de", "1re", "tle",
    ];
    const SUBJECTS: [(&str, &str); 6] = [
        ("mathematiques", "mathématiques"),
        ("francais", "français"),
        ("langues-vivantes", "anglais"),
        ("physique-chimie", "physique-chimie"),
        ("svt", "SVT"),
        ("histoire-geographie", "histoire-géographie"),
    ];
    let mut out = String::from("| subject |");
    for l in LEVELS {
        let name = match l {
            "cp" | "ce1" | "ce2" | "cm1" | "cm2" => l.to_uppercase(),
            "tle" => "Tle".to_owned(),
            _ => l.to_owned(),
        };
        out.push_str(&format!(" {name} |"));
    }
    out.push_str("\n|---|");
    out.push_str(&"---|".repeat(LEVELS.len()));
    out.push('\n');
    let (mut chapters, mut templates) = (0, 0);
    for (id, name) in SUBJECTS {
        out.push_str(&format!("| {name} |"));
        for l in LEVELS {
            let counts: Vec<u64> = topics()
                .iter()
                .filter(|t| t.chapter.subject_id == id && t.chapter.level_id == l)
                .map(super::template_count)
                .collect();
            chapters += counts.len();
            templates += counts.iter().sum::<u64>();
            let cell = match (counts.iter().min(), counts.iter().max()) {
                (Some(a), Some(b)) if a == b => format!("{} ({a})", counts.len()),
                (Some(a), Some(b)) => format!("{} ({a}–{b})", counts.len()),
                _ => "–".to_owned(),
            };
            out.push_str(&format!(" {cell} |"));
        }
        out.push('\n');
    }
    out.push_str(&format!(
        "\n{chapters} chapters served, {templates} templates in all.\n"
    ));
    out
}

#[test]
fn the_readme_coverage_table_is_the_catalog() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("the README");
    let table = coverage_table();
    let (start, end) = ("<!-- coverage:start -->\n", "<!-- coverage:end -->");
    let shown = readme
        .split_once(start)
        .and_then(|(_, rest)| rest.split_once(end))
        .map(|(t, _)| t)
        .unwrap_or_default();
    assert_eq!(
        shown, table,
        "the README's coverage table (between the coverage markers) should be:\n{table}"
    );
}
