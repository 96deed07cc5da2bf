//! Printable exams: exports in variants and paper copies with answer sheets, checked on the PDF
//! itself (rasterised with hayro, QR codes read back with rqrr, text extracted), the layout,
//! the answer keys of redrawn variants, determinism, and bad input.

use std::collections::{BTreeMap, HashMap};
use std::process::Command;
use std::time::Duration;

use edugen::generate::{BuiltinGenerator, Generator, Language, Quality, Template};
use serde_json::{Value, json};

use crate::support::TestApi;

/// A ready exam of `count` questions on `topics` (4e mathematics), seeded.
pub(crate) async fn ready_exam(t: &TestApi, topics: &[&str], count: u32, seed: u64) -> String {
    let r = t
        .post("/v1/exams")
        .json(
            json!({"subject": "mathematiques", "level": "4e", "topics": topics,
            "questionCount": count, "seed": seed}),
        )
        .send()
        .await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    let id = r.json()["id"].as_str().unwrap().to_owned();
    for _ in 0..500 {
        let v = t.get(&format!("/v1/exams/{id}")).send().await.json();
        if v["status"] == "ready" {
            return id;
        }
        assert_eq!(v["status"], "generating");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("exam {id} never got ready");
}

/// Waits for export `id` of `exam` to leave `rendering`; returns its JSON.
pub(crate) async fn wait_export(t: &TestApi, exam: &str, id: &str) -> Value {
    for _ in 0..3000 {
        let v = t
            .get(&format!("/v1/exams/{exam}/exports/{id}"))
            .send()
            .await
            .json();
        if v["status"] != "rendering" {
            return v;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("export {id} never finished");
}

/// The PDF of export `id` (with `query`, e.g. `?part=sheets`).
pub(crate) async fn pdf(t: &TestApi, exam: &str, id: &str, query: &str) -> Vec<u8> {
    let r = t
        .get(&format!("/v1/exams/{exam}/exports/{id}{query}"))
        .header("accept", "application/pdf")
        .send()
        .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    assert_eq!(r.header("content-type"), "application/pdf");
    r.bytes.to_vec()
}

const CHAPTERS: [&str; 4] = [
    "mathematiques-4e-theoreme-de-pythagore",
    "mathematiques-4e-calcul-litteral",
    "mathematiques-4e-fractions",
    "mathematiques-4e-equations",
];

/// A page rasterised in grey levels.
struct Raster {
    width: usize,
    height: usize,
    grey: Vec<u8>,
    /// Pixels per point.
    scale: f32,
}

impl Raster {
    fn at(&self, x: f32, y: f32) -> u8 {
        let (x, y) = (x.round() as isize, y.round() as isize);
        if x < 0 || y < 0 || x as usize >= self.width || y as usize >= self.height {
            return 255;
        }
        self.grey[y as usize * self.width + x as usize]
    }
}

/// Every page of `pdf` rasterised at `dpi` with hayro (pure Rust).
fn rasterise(pdf: &[u8], dpi: f32) -> Vec<Raster> {
    use hayro::hayro_interpret::InterpreterSettings;
    use hayro::vello_cpu::color::palette::css::WHITE;
    let doc = hayro::hayro_syntax::Pdf::new(pdf.to_vec()).expect("a readable PDF");
    let cache = hayro::RenderCache::new();
    let settings = InterpreterSettings::default();
    let scale = dpi / 72.0;
    doc.pages()
        .iter()
        .map(|page| {
            let pixmap = hayro::render(
                page,
                &cache,
                &settings,
                &hayro::RenderSettings::default(),
                &hayro::PixmapSettings {
                    x_scale: scale,
                    y_scale: scale,
                    bg_color: WHITE,
                },
            );
            let grey = pixmap
                .data()
                .iter()
                .map(|p| {
                    ((u32::from(p.r) * 299 + u32::from(p.g) * 587 + u32::from(p.b) * 114) / 1000)
                        as u8
                })
                .collect();
            Raster {
                width: usize::from(pixmap.width()),
                height: usize::from(pixmap.height()),
                grey,
                scale,
            }
        })
        .collect()
}

/// The text of `pdf` as `pdftotext` (poppler-utils) extracts it, whitespace collapsed.
pub(crate) fn pdftotext(pdf: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("edugen-paper-{}", ulid::Ulid::new()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("in.pdf");
    std::fs::write(&file, pdf).unwrap();
    let out = Command::new("pdftotext")
        .arg(&file)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils, installed by .ci/run) must be on PATH");
    assert!(out.status.success());
    std::fs::remove_dir_all(&dir).ok();
    collapse(&String::from_utf8(out.stdout).unwrap())
}

pub(crate) fn collapse(text: &str) -> String {
    text.replace(['\u{a0}', '\u{202f}'], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The column (x) of the darkest pixel near `x` on row `y`, and its level.
fn darkest_x(r: &Raster, x: f32, y: f32) -> (f32, u8) {
    (-4..=4)
        .map(|d| (x.round() + d as f32, r.at(x.round() + d as f32, y)))
        .min_by_key(|(_, v)| *v)
        .unwrap()
}

fn darkest_y(r: &Raster, x: f32, y: f32) -> (f32, u8) {
    (-4..=4)
        .map(|d| (y.round() + d as f32, r.at(x, y.round() + d as f32)))
        .min_by_key(|(_, v)| *v)
        .unwrap()
}

/// Asserts that the stroked rectangle `b` (points) is on `r` within one pixel: each edge's
/// darkest pixel, across the edge at its middle, is dark and at most 1 px from where the
/// layout puts it; the inside is white.
fn assert_box(r: &Raster, b: &Value, what: &str) {
    let s = r.scale;
    let (x, y) = (
        b["x"].as_f64().unwrap() as f32 * s,
        b["y"].as_f64().unwrap() as f32 * s,
    );
    let (w, h) = (
        b["width"].as_f64().unwrap() as f32 * s,
        b["height"].as_f64().unwrap() as f32 * s,
    );
    let (mx, my) = (x + w / 2.0, y + h / 2.0);
    for (found, expected, edge) in [
        (darkest_x(r, x, my), x, "left"),
        (darkest_x(r, x + w, my), x + w, "right"),
        (darkest_y(r, mx, y), y, "top"),
        (darkest_y(r, mx, y + h), y + h, "bottom"),
    ] {
        assert!(
            found.1 < 128,
            "{what}: no {edge} edge near {expected} px ({})",
            found.1
        );
        assert!(
            (found.0 - expected).abs() <= 1.0,
            "{what}: {edge} edge at {} px, layout says {expected}",
            found.0
        );
    }
    assert!(r.at(mx, my) > 200, "{what}: the inside is not blank");
}

/// Asserts that the filled disc `m` is on `r` within one pixel.
fn assert_mark(r: &Raster, m: &Value, what: &str) {
    let s = r.scale;
    let (cx, cy, rad) = (
        m["x"].as_f64().unwrap() as f32 * s,
        m["y"].as_f64().unwrap() as f32 * s,
        m["radius"].as_f64().unwrap() as f32 * s,
    );
    assert!(r.at(cx, cy) < 60, "{what}: the centre is not black");
    for (dx, dy) in [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)] {
        let inside = r.at(cx + dx * (rad - 1.5), cy + dy * (rad - 1.5));
        let outside = r.at(cx + dx * (rad + 1.5), cy + dy * (rad + 1.5));
        assert!(
            inside < 100,
            "{what}: not dark 1.5 px inside its edge ({inside})"
        );
        assert!(
            outside > 160,
            "{what}: not light 1.5 px outside its edge ({outside})"
        );
    }
}

/// Reads the QR code inside `rect` (points) of `r`.
fn read_qr(r: &Raster, rect: &Value) -> String {
    let s = r.scale;
    let margin = 20.0;
    let x0 = (rect["x"].as_f64().unwrap() as f32 * s - margin).max(0.0) as usize;
    let y0 = (rect["y"].as_f64().unwrap() as f32 * s - margin).max(0.0) as usize;
    let side = (rect["width"].as_f64().unwrap() as f32 * s + 2.0 * margin) as usize;
    let mut img = rqrr::PreparedImage::prepare_from_greyscale(side, side, |x, y| {
        r.grey
            .get((y0 + y) * r.width + x0 + x)
            .copied()
            .unwrap_or(255)
    });
    let grids = img.detect_grids();
    assert_eq!(grids.len(), 1, "one QR code in its rectangle");
    grids[0].decode().expect("a readable QR code").1
}

/// Creates a paper export and waits for it.
async fn paper(t: &TestApi, exam: &str, body: Value) -> Value {
    let r = t
        .post(&format!("/v1/exams/{exam}/paper"))
        .json(body)
        .send()
        .await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    let v = r.json();
    assert_eq!(v["kind"], "paper");
    assert_eq!(v["status"], "rendering");
    assert_eq!(
        r.header("location"),
        format!("/v1/exams/{exam}/exports/{}", v["id"].as_str().unwrap())
    );
    let done = wait_export(t, exam, v["id"].as_str().unwrap()).await;
    assert_eq!(done["status"], "completed", "{done}");
    done
}

async fn export(t: &TestApi, exam: &str, body: Value) -> Value {
    let r = t
        .post(&format!("/v1/exams/{exam}/exports"))
        .json(body)
        .send()
        .await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    let v = r.json();
    assert_eq!(v["kind"], "export");
    let done = wait_export(t, exam, v["id"].as_str().unwrap()).await;
    assert_eq!(done["status"], "completed", "{done}");
    done
}

#[tokio::test]
async fn answer_sheets_put_marks_boxes_and_qr_codes_where_the_layout_says() {
    let t = TestApi::new().await;
    let exam = ready_exam(&t, &CHAPTERS, 12, 7).await;
    let v = paper(
        &t,
        &exam,
        json!({"copies": 3, "variants": 2, "seed": 11, "studentIdDigits": 6}),
    )
    .await;
    let id = v["id"].as_str().unwrap();
    let bytes = pdf(&t, &exam, id, "").await;
    assert!(bytes.starts_with(b"%PDF-"));
    assert_eq!(v["sizeBytes"], bytes.len());
    let pages = rasterise(&bytes, 150.0);
    assert_eq!(v["pageCount"], pages.len());
    let layout = &v["layout"];
    assert_eq!(layout["unit"], "pt");
    assert_eq!(layout["origin"], "top-left");
    let copies = layout["copies"].as_array().unwrap();
    assert_eq!(copies.len(), 3);
    let mut boxes_checked = 0;
    for copy in copies {
        let n = copy["copy"].as_u64().unwrap();
        assert_eq!(copy["variant"].as_u64().unwrap(), (n - 1) % 2 + 1);
        let sheet = &layout["variants"][copy["variant"].as_u64().unwrap() as usize - 1];
        for p in copy["pages"].as_array().unwrap() {
            let geometry = &sheet["pages"][p["page"].as_u64().unwrap() as usize - 1];
            let raster = &pages[p["pdfPage"].as_u64().unwrap() as usize - 1];
            assert_eq!(geometry["width"], 595.28);
            assert_eq!(geometry["height"], 841.89);
            let marks = geometry["marks"].as_array().unwrap();
            assert_eq!(marks.len(), 4);
            for (i, m) in marks.iter().enumerate() {
                assert_mark(raster, m, &format!("copy {n} mark {i}"));
            }
            for (i, b) in geometry["boxes"].as_array().unwrap().iter().enumerate() {
                assert_box(
                    raster,
                    b,
                    &format!("copy {n} page {} box {i} {b}", p["page"]),
                );
                boxes_checked += 1;
            }
            let qr = read_qr(raster, &geometry["qr"]);
            assert_eq!(qr, p["qr"].as_str().unwrap());
            assert_eq!(
                edugen::paper::parse_qr(&qr),
                Some((id.to_owned(), n as u32, p["page"].as_u64().unwrap() as u32))
            );
        }
    }
    assert!(boxes_checked > 300, "{boxes_checked} boxes");
    // The student-number grid: 6 columns of 10 digits.
    let first = &layout["variants"][0]["pages"][0]["boxes"];
    let student = first
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| b["role"] == "student")
        .count();
    assert_eq!(student, 60);
    // The QR contents are printed under the codes, as text.
    let text = pdftotext(&pdf(&t, &exam, id, "?part=sheets").await);
    for copy in copies {
        for p in copy["pages"].as_array().unwrap() {
            assert!(text.contains(p["qr"].as_str().unwrap()), "{}", p["qr"]);
        }
    }
}

#[tokio::test]
async fn every_statement_and_choice_is_text_in_the_subject() {
    let t = TestApi::new().await;
    let exam_id = ready_exam(&t, &CHAPTERS, 16, 3).await;
    let exam = t.get(&format!("/v1/exams/{exam_id}")).send().await.json();
    let v = export(&t, &exam_id, json!({"variants": 2, "seed": 5})).await;
    // Variant 1 keeps the exam's own values.
    let subject = pdftotext(
        &pdf(
            &t,
            &exam_id,
            v["id"].as_str().unwrap(),
            "?copy=1&part=subject",
        )
        .await,
    );
    let mut checked = 0;
    for section in exam["sections"].as_array().unwrap() {
        assert!(subject.contains(&collapse(section["title"].as_str().unwrap())));
        for q in section["questions"].as_array().unwrap() {
            let stem = collapse(q["stem"].as_str().unwrap());
            assert!(
                subject.contains(&stem),
                "statement missing: {stem}\nin: {subject}"
            );
            for c in q["choices"].as_array().unwrap() {
                let text = collapse(c["text"].as_str().unwrap());
                assert!(subject.contains(&text), "choice missing: {text}");
            }
            for p in q["parts"].as_array().unwrap() {
                assert!(subject.contains(&collapse(p["stem"].as_str().unwrap())));
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 16);
    assert!(subject.contains("Mathématiques — 4e"));
    assert!(subject.contains("Sujet 1"));
    assert!(subject.contains("Nom et prénom"));
}

/// For each variant: the question drafts it prints, redrawn here from the templates with the
/// seeds the export announces.
fn redraws(exam: &Value, variant_seed: u64) -> HashMap<String, edugen::generate::QuestionDraft> {
    let mut out = HashMap::new();
    let mut index = 0;
    for section in exam["sections"].as_array().unwrap() {
        for q in section["questions"].as_array().unwrap() {
            let template: Template = serde_json::from_value(q["template"].clone()).unwrap();
            let parts = q["parts"].as_array().unwrap().len();
            let draft = (0..4)
                .map(|attempt| {
                    let seed = edugen::paper::question_seed(variant_seed, index, attempt);
                    BuiltinGenerator
                        .redraw(&template, seed, Language::Fr, Quality::Standard)
                        .unwrap()
                })
                .find(|d| {
                    serde_json::to_value(d.kind).unwrap() == q["kind"] && d.parts.len() == parts
                })
                .expect("a redraw of the same kind");
            out.insert(q["id"].as_str().unwrap().to_owned(), draft);
            index += 1;
        }
    }
    out
}

#[tokio::test]
async fn variants_differ_and_each_key_is_right_for_its_own_statements() {
    let t = TestApi::new().await;
    let exam_id = ready_exam(&t, &CHAPTERS, 12, 21).await;
    let exam = t.get(&format!("/v1/exams/{exam_id}")).send().await.json();
    let v = paper(
        &t,
        &exam_id,
        json!({"copies": 3, "variants": 3, "seed": 99}),
    )
    .await;
    let id = v["id"].as_str().unwrap();
    let variants = v["variants"].as_array().unwrap();
    assert_eq!(variants.len(), 3);
    let mut texts = Vec::new();
    for (k, variant) in variants.iter().enumerate() {
        let number = k as u64 + 1;
        assert_eq!(variant["number"], number);
        let subject =
            pdftotext(&pdf(&t, &exam_id, id, &format!("?copy={number}&part=subject")).await);
        let key = variant["answerKey"].as_object().unwrap();
        assert_eq!(key.len(), 12);
        let sheet = &v["layout"]["variants"][k];
        let drafts = (number > 1).then(|| redraws(&exam, variant["seed"].as_u64().unwrap()));
        for section in exam["sections"].as_array().unwrap() {
            for q in section["questions"].as_array().unwrap() {
                let node = q["id"].as_str().unwrap();
                let entry = &key[node];
                // What this variant prints: the exam's question (variant 1) or its redraw.
                let (stem, choices, answer): (String, Vec<(String, bool)>, Value) = match &drafts {
                    None => (
                        q["stem"].as_str().unwrap().to_owned(),
                        q["choices"]
                            .as_array()
                            .unwrap()
                            .iter()
                            .map(|c| {
                                (
                                    c["id"].as_str().unwrap().to_owned(),
                                    c["correct"].as_bool().unwrap(),
                                )
                            })
                            .collect(),
                        q["answer"].clone(),
                    ),
                    Some(d) => {
                        let d = &d[node];
                        let ids: Vec<String> = q["choices"]
                            .as_array()
                            .unwrap()
                            .iter()
                            .map(|c| c["id"].as_str().unwrap().to_owned())
                            .collect();
                        (
                            d.stem.clone(),
                            d.choices
                                .iter()
                                .enumerate()
                                .map(|(i, c)| {
                                    (
                                        ids.get(i)
                                            .cloned()
                                            .unwrap_or_else(|| format!("{node}.{i}")),
                                        c.correct,
                                    )
                                })
                                .collect(),
                            serde_json::to_value(&d.answer).unwrap(),
                        )
                    }
                };
                assert!(
                    subject.contains(&collapse(&stem)),
                    "variant {number} does not print {stem}"
                );
                match q["kind"].as_str().unwrap() {
                    "single_choice" | "multiple_choice" => {
                        let expected: Vec<&String> =
                            choices.iter().filter(|c| c.1).map(|c| &c.0).collect();
                        let mut ids: Vec<String> = entry["choiceIds"]
                            .as_array()
                            .unwrap()
                            .iter()
                            .map(|c| c.as_str().unwrap().to_owned())
                            .collect();
                        ids.sort();
                        let mut want: Vec<String> = expected.into_iter().cloned().collect();
                        want.sort();
                        assert_eq!(ids, want, "variant {number}, {node}");
                        // The letters are the sheet's boxes of those choices.
                        let boxes: BTreeMap<String, String> = sheet["pages"]
                            .as_array()
                            .unwrap()
                            .iter()
                            .flat_map(|p| p["boxes"].as_array().unwrap().iter())
                            .filter(|b| b["field"] == node)
                            .map(|b| {
                                (
                                    b["value"].as_str().unwrap().to_owned(),
                                    b["choiceId"].as_str().unwrap().to_owned(),
                                )
                            })
                            .collect();
                        let mut by_letter: Vec<String> = entry["letters"]
                            .as_array()
                            .unwrap()
                            .iter()
                            .map(|l| boxes[l.as_str().unwrap()].clone())
                            .collect();
                        by_letter.sort();
                        assert_eq!(by_letter, want);
                    }
                    "true_false" => {
                        assert_eq!(entry["letters"][0], answer["value"].to_string());
                    }
                    _ => {
                        let mut a = answer.clone();
                        let mut e = entry["answer"].clone();
                        if a["type"] == "choices" {
                            a = Value::Null;
                            e = Value::Null;
                        }
                        assert_eq!(e, a, "variant {number}, {node}");
                    }
                }
            }
        }
        texts.push(subject);
    }
    // Variants print different values and orders, so different keys.
    assert_ne!(variants[0]["answerKey"], variants[1]["answerKey"]);
    assert_ne!(variants[1]["answerKey"], variants[2]["answerKey"]);
    assert_ne!(texts[0], texts[1]);
}

#[tokio::test]
async fn the_same_seed_gives_the_same_bytes() {
    let t = TestApi::new().await;
    let exam = ready_exam(&t, &CHAPTERS, 6, 4).await;
    let a = paper(&t, &exam, json!({"copies": 2, "variants": 2, "seed": 8})).await;
    let b = paper(&t, &exam, json!({"copies": 2, "variants": 2, "seed": 8})).await;
    let c = paper(&t, &exam, json!({"copies": 2, "variants": 2, "seed": 9})).await;
    let qr_free = |v: &Value| {
        let mut v = v.clone();
        for k in ["id", "createdAt", "completedAt", "sizeBytes"] {
            v[k] = Value::Null;
        }
        v["layout"]["copies"] = Value::Null;
        v
    };
    let (fa, fb) = (qr_free(&a), qr_free(&b));
    for k in fa.as_object().unwrap().keys() {
        assert_eq!(fa[k], fb[k], "{k}");
    }
    assert_ne!(a["variants"], c["variants"]);
    // Two exports differ by their ids (printed in the QR codes); the same export gives the same
    // bytes every time, and an export's subject part is byte-identical to the other's.
    let (ia, ib) = (a["id"].as_str().unwrap(), b["id"].as_str().unwrap());
    assert_eq!(pdf(&t, &exam, ia, "").await, pdf(&t, &exam, ia, "").await);
    assert_eq!(
        pdf(&t, &exam, ia, "?part=subject").await,
        pdf(&t, &exam, ib, "?part=subject").await
    );
    let e1 = export(&t, &exam, json!({"variants": 3, "seed": 8})).await;
    let e2 = export(&t, &exam, json!({"variants": 3, "seed": 8})).await;
    assert_eq!(
        pdf(&t, &exam, e1["id"].as_str().unwrap(), "").await,
        pdf(&t, &exam, e2["id"].as_str().unwrap(), "").await
    );
}

#[tokio::test]
async fn parts_and_copies_select_pages() {
    let t = TestApi::new().await;
    let exam = ready_exam(&t, &CHAPTERS, 8, 2).await;
    let v = paper(
        &t,
        &exam,
        json!({"students": [{"id": "s1", "name": "Inès Dupré"}, {"id": "s2", "name": "Léo Martin"}],
            "variants": 2, "seed": 3}),
    )
    .await;
    let id = v["id"].as_str().unwrap();
    let parts = &v["parts"];
    let count = |r: &Value| r["last"].as_u64().unwrap() + 1 - r["first"].as_u64().unwrap();
    let pages_of = |bytes: &[u8]| rasterise(bytes, 20.0).len() as u64;
    let sheets: u64 = parts["sheets"].as_array().unwrap().iter().map(count).sum();
    let answers: u64 = parts["answers"].as_array().unwrap().iter().map(count).sum();
    let subjects: u64 = parts["subjects"]
        .as_array()
        .unwrap()
        .iter()
        .map(count)
        .sum();
    assert_eq!(
        subjects + sheets + answers,
        v["pageCount"].as_u64().unwrap()
    );
    assert_eq!(pages_of(&pdf(&t, &exam, id, "?part=sheets").await), sheets);
    assert_eq!(
        pages_of(&pdf(&t, &exam, id, "?part=answers").await),
        answers
    );
    assert_eq!(
        pages_of(&pdf(&t, &exam, id, "?part=subject").await),
        subjects
    );
    let second = pdftotext(&pdf(&t, &exam, id, "?copy=2").await);
    assert!(second.contains("Léo Martin (s2)"));
    assert!(!second.contains("Inès Dupré"));
    assert!(second.contains("Copie 2"));
    assert!(second.contains("Corrigé — Sujet 2"));
    assert!(!second.contains("Corrigé — Sujet 1"));
    assert_eq!(v["layout"]["copies"][0]["student"]["name"], "Inès Dupré");
    let r = t
        .get(&format!("/v1/exams/{exam}/exports/{id}?part=subject"))
        .header("accept", "application/pdf")
        .send()
        .await;
    assert_eq!(
        r.header("content-disposition"),
        format!("attachment; filename=\"{exam}-{id}-subject.pdf\"")
    );
}

#[tokio::test]
async fn bad_input_is_refused_with_the_field_named() {
    let t = TestApi::new().await;
    let exam = ready_exam(&t, &CHAPTERS, 4, 2).await;
    let post = |path: &'static str, body: Value| {
        let t = &t;
        let exam = exam.clone();
        async move {
            t.post(&format!("/v1/exams/{exam}/{path}"))
                .json(body)
                .send()
                .await
        }
    };
    for (path, body, field) in [
        ("exports", json!({"variants": 0}), "variants"),
        ("exports", json!({"variants": 201}), "variants"),
        ("exports", json!({"paperSize": "a3"}), "paperSize"),
        ("exports", json!({"colour": true}), "colour"),
        ("paper", json!({}), "copies"),
        ("paper", json!({"copies": 0}), "copies"),
        ("paper", json!({"copies": 501}), "copies"),
        ("paper", json!({"copies": 3, "variants": 4}), "variants"),
        (
            "paper",
            json!({"copies": 3, "studentIdDigits": 13}),
            "studentIdDigits",
        ),
        (
            "paper",
            json!({"students": [{"id": "a", "name": "A"}, {"id": "a", "name": "B"}]}),
            "students[1].id",
        ),
        (
            "paper",
            json!({"copies": 3, "students": [{"id": "a", "name": "A"}]}),
            "copies",
        ),
    ] {
        let r = post(path, body.clone()).await;
        assert_eq!(r.invalid_field(), field, "{path} {body}");
    }
    // Another account's exam, an unknown exam: 404.
    let other = TestApi::new().await;
    let r = other
        .post(&format!("/v1/exams/{exam}/exports"))
        .json(json!({}))
        .send()
        .await;
    r.assert_problem(404, "not_found");
    // An exam still generating: 409.
    let r = t
        .post("/v1/exams")
        .json(json!({"subject": "mathematiques", "level": "4e", "questionCount": 50, "seed": 1}))
        .send()
        .await;
    let generating = r.json()["id"].as_str().unwrap().to_owned();
    let r = t
        .post(&format!("/v1/exams/{generating}/exports"))
        .json(json!({}))
        .send()
        .await;
    if r.status == 409 {
        let p = r.assert_problem(409, "conflict");
        assert!(p["detail"].as_str().unwrap().contains("still generating"));
    } else {
        // Generation may already be over on a fast machine; then the export is accepted.
        assert_eq!(r.status, 202);
    }
    // An export asked as a PDF before it is rendered: 409; another exam's path: 404.
    let v = export(&t, &exam, json!({"seed": 1})).await;
    let id = v["id"].as_str().unwrap();
    let r = t
        .get(&format!("/v1/exams/{generating}/exports/{id}"))
        .send()
        .await;
    r.assert_problem(404, "not_found");
    let r = other
        .get(&format!("/v1/exams/{exam}/exports/{id}"))
        .send()
        .await;
    r.assert_problem(404, "not_found");
    for (query, field) in [
        ("?part=cover", "part"),
        ("?copy=0", "copy"),
        ("?copy=2", "copy"),
        ("?part=sheets", "part"),
    ] {
        let r = t
            .get(&format!("/v1/exams/{exam}/exports/{id}{query}"))
            .header("accept", "application/pdf")
            .send()
            .await;
        assert_eq!(r.invalid_field(), field, "{query}");
    }
}

/// A generator whose one question has a figure that is not SVG.
#[derive(Debug)]
struct BrokenFigure;

#[async_trait::async_trait]
impl Generator for BrokenFigure {
    fn capabilities(&self) -> Vec<edugen::generate::Capability> {
        BuiltinGenerator.capabilities()
    }

    fn generate(
        &self,
        _: &edugen::generate::GenerationRequest,
    ) -> Result<
        futures_core::stream::BoxStream<
            'static,
            Result<edugen::generate::QuestionDraft, edugen::generate::GenerationError>,
        >,
        edugen::generate::GenerationError,
    > {
        let draft = edugen::generate::QuestionDraft {
            kind: edugen::generate::QuestionKind::TrueFalse,
            stem: "Le triangle est rectangle.".into(),
            choices: Vec::new(),
            answer: edugen::generate::Answer::Boolean { value: true },
            points: 1.0,
            tags: edugen::generate::Tags {
                bloom: "remember".into(),
                competency: "D1.3".into(),
                chapter: CHAPTERS[0].into(),
            },
            visual: edugen::generate::Visual {
                kind: "svg".into(),
                svg: "<svg this is not".into(),
                alt: "rien".into(),
            },
            explanation: String::new(),
            parts: Vec::new(),
            template: None,
        };
        Ok(Box::pin(futures_util::stream::iter([Ok(draft)])))
    }
}

#[tokio::test]
async fn a_failed_render_leaves_the_export_failed_with_a_problem_and_no_pdf() {
    let api = edugen::Api::builder()
        .storage(edugen::storage::MemoryStorage::new())
        .generator(BrokenFigure)
        .build()
        .unwrap();
    let key = format!("eg_test_{}", "P".repeat(32));
    api.accounts()
        .bootstrap(&key, "broken", edugen::domain::account::Tier::Essentiel)
        .await
        .unwrap();
    let call = |method: http::Method, path: String, body: Option<Value>, accept: &'static str| {
        let api = api.clone();
        let key = key.clone();
        async move {
            let mut req = http::Request::builder()
                .method(method)
                .uri(path)
                .header("authorization", format!("Bearer {key}"))
                .header("accept", accept)
                .extension(edugen::ClientAddr("203.0.113.9".parse().unwrap()));
            if body.is_some() {
                req = req.header("content-type", "application/json");
            }
            let body = body.map_or_else(bytes::Bytes::new, |b| {
                serde_json::to_vec(&b).unwrap().into()
            });
            let res = api.handle(req.body(body).unwrap()).await;
            let status = res.status().as_u16();
            let bytes = res.into_body().collect().await;
            (
                status,
                serde_json::from_slice::<Value>(&bytes).unwrap_or(Value::Null),
            )
        }
    };
    let (status, exam) = call(
        http::Method::POST,
        "/v1/exams".into(),
        Some(json!({"subject": "mathematiques", "level": "4e", "questionCount": 1})),
        "application/json",
    )
    .await;
    assert_eq!(status, 202);
    let exam = exam["id"].as_str().unwrap().to_owned();
    loop {
        let (_, v) = call(
            http::Method::GET,
            format!("/v1/exams/{exam}"),
            None,
            "application/json",
        )
        .await;
        if v["status"] == "ready" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let (status, v) = call(
        http::Method::POST,
        format!("/v1/exams/{exam}/exports"),
        Some(json!({"seed": 1})),
        "application/json",
    )
    .await;
    assert_eq!(status, 202);
    let path = format!("/v1/exams/{exam}/exports/{}", v["id"].as_str().unwrap());
    let done = loop {
        let (_, v) = call(http::Method::GET, path.clone(), None, "application/json").await;
        if v["status"] != "rendering" {
            break v;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    };
    assert_eq!(done["status"], "failed");
    assert_eq!(done["error"]["code"], "render_failed");
    assert_eq!(
        done["error"]["detail"],
        "The PDF could not be rendered: the figure of question 1 could not be read"
    );
    assert!(done.get("pageCount").is_none() && done.get("sizeBytes").is_none());
    let (status, problem) = call(http::Method::GET, path, None, "application/pdf").await;
    assert_eq!(status, 409);
    assert_eq!(problem["code"], "conflict");
    assert!(
        problem["detail"]
            .as_str()
            .unwrap()
            .starts_with("The export failed: there is no PDF.")
    );
}

/// Commits fail once `fail` is set.
#[derive(Debug, Default)]
struct FailLater {
    fail: std::sync::atomic::AtomicBool,
}

#[async_trait::async_trait]
impl crate::support::Gate for FailLater {
    async fn pass(&self, op: crate::support::Op) -> Result<(), edugen::storage::StorageError> {
        if op == crate::support::Op::Commit && self.fail.load(std::sync::atomic::Ordering::SeqCst) {
            return Err(edugen::storage::StorageError::Other("disk full".into()));
        }
        Ok(())
    }
}

#[tokio::test]
async fn the_pdf_of_an_export_still_rendering_is_409() {
    let storage = std::sync::Arc::new(crate::support::Wrapped::<FailLater>::default());
    let api = edugen::Api::builder()
        .storage_arc(storage.clone())
        .build()
        .unwrap();
    let key = format!("eg_test_{}", "R".repeat(32));
    api.accounts()
        .bootstrap(&key, "slow", edugen::domain::account::Tier::Essentiel)
        .await
        .unwrap();
    let call = |method: http::Method, path: String, body: Option<Value>, accept: &'static str| {
        let api = api.clone();
        let key = key.clone();
        async move {
            let mut req = http::Request::builder()
                .method(method)
                .uri(path)
                .header("authorization", format!("Bearer {key}"))
                .header("accept", accept)
                .extension(edugen::ClientAddr("203.0.113.9".parse().unwrap()));
            if body.is_some() {
                req = req.header("content-type", "application/json");
            }
            let body = body.map_or_else(bytes::Bytes::new, |b| {
                serde_json::to_vec(&b).unwrap().into()
            });
            let res = api.handle(req.body(body).unwrap()).await;
            let status = res.status().as_u16();
            let bytes = res.into_body().collect().await;
            (
                status,
                serde_json::from_slice::<Value>(&bytes).unwrap_or(Value::Null),
            )
        }
    };
    let (_, exam) = call(
        http::Method::POST,
        "/v1/exams".into(),
        Some(json!({"subject": "mathematiques", "level": "4e", "questionCount": 20, "seed": 5})),
        "application/json",
    )
    .await;
    let exam = exam["id"].as_str().unwrap().to_owned();
    loop {
        let (_, v) = call(
            http::Method::GET,
            format!("/v1/exams/{exam}"),
            None,
            "application/json",
        )
        .await;
        if v["status"] == "ready" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // A paper of 120 copies takes a while to render; its outcome can no longer be stored.
    let (status, v) = call(
        http::Method::POST,
        format!("/v1/exams/{exam}/paper"),
        Some(json!({"copies": 120, "seed": 1})),
        "application/json",
    )
    .await;
    storage
        .gate
        .fail
        .store(true, std::sync::atomic::Ordering::SeqCst);
    assert_eq!(status, 202);
    let path = format!("/v1/exams/{exam}/exports/{}", v["id"].as_str().unwrap());
    let (status, problem) = call(http::Method::GET, path.clone(), None, "application/pdf").await;
    assert_eq!(status, 409, "{problem}");
    assert_eq!(
        problem["detail"],
        "The export is still rendering: ask again once its status is completed."
    );
    let (status, v) = call(http::Method::GET, path, None, "application/json").await;
    assert_eq!(status, 200);
    assert_eq!(v["status"], "rendering");
}

#[tokio::test]
async fn exports_and_papers_announce_their_events() {
    let rec = edugen::delivery::RecordingDeliverer::new();
    let t = TestApi::with_deliverer(rec.clone()).await;
    let hook = t
        .post("/v1/webhooks")
        .json(
            json!({"url": "https://h.example/x", "events": ["exam.export.*", "exam.paper.*"],
            "secret": "whsec_0123456789abcdefghijklmn"}),
        )
        .send()
        .await;
    assert_eq!(hook.status, 201);
    let exam = ready_exam(&t, &CHAPTERS, 4, 1).await;
    let e = export(&t, &exam, json!({"variants": 2, "seed": 1})).await;
    let p = paper(&t, &exam, json!({"copies": 3, "variants": 2, "seed": 1})).await;
    t.api.delivery_worker().run_due().await.unwrap();
    let events: Vec<Value> = rec
        .requests()
        .iter()
        .map(|r| serde_json::from_slice::<Value>(&r.body).unwrap())
        .collect();
    let of = |ty: &str| -> Vec<Value> {
        events
            .iter()
            .filter(|e| e["type"] == ty)
            .map(|e| e["data"].clone())
            .collect()
    };
    assert_eq!(
        of("exam.export.started"),
        vec![
            json!({"exam": {"id": exam}, "export": {"id": e["id"], "status": "rendering",
            "format": "pdf", "variants": 2}})
        ]
    );
    assert_eq!(
        of("exam.export.completed"),
        vec![
            json!({"exam": {"id": exam}, "export": {"id": e["id"], "status": "completed",
            "format": "pdf", "variants": 2, "pageCount": e["pageCount"], "sizeBytes": e["sizeBytes"]}})
        ]
    );
    assert_eq!(
        of("exam.paper.rendered"),
        vec![
            json!({"exam": {"id": exam}, "paper": {"id": p["id"], "status": "completed",
            "copies": 3, "variants": 2, "sizeBytes": p["sizeBytes"], "format": "pdf",
            "pageCount": p["pageCount"]}})
        ]
    );
    assert!(of("exam.export.failed").is_empty() && of("exam.paper.failed").is_empty());
}

/// The marketplace's white-label line (name, custom domain, support address) is printed in the
/// footer of subject and key pages, after the account sets it; earlier exports keep theirs.
#[tokio::test]
async fn the_white_label_line_is_printed_in_the_footers() {
    let t = TestApi::new().await;
    let exam = ready_exam(&t, &CHAPTERS, 4, 5).await;
    let before = export(&t, &exam, json!({"variants": 1, "seed": 1})).await;
    let r = t
        .patch("/v1/marketplace/settings")
        .json(
            json!({"branding": {"name": "Académie Hugo", "customDomain": "boutique.example.com",
            "supportEmail": "aide@example.com"}}),
        )
        .send()
        .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    let after = export(&t, &exam, json!({"variants": 1, "seed": 1})).await;
    let line = "Académie Hugo · boutique.example.com · aide@example.com · ";
    let text = pdftotext(&pdf(&t, &exam, after["id"].as_str().unwrap(), "").await);
    assert!(text.contains(line), "{text}");
    let text = pdftotext(&pdf(&t, &exam, before["id"].as_str().unwrap(), "").await);
    assert!(!text.contains("Académie Hugo"), "{text}");
}
