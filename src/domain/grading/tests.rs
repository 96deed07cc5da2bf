use chrono::TimeZone;
use proptest::prelude::*;
use serde_json::json;

use super::*;
use crate::domain::exam::{ExamStatus, PartNode, SectionNode};
use crate::domain::question::{Language, Quality, Tags, Visual};

fn choice(id: &str, text: &str, correct: bool) -> ChoiceNode {
    ChoiceNode {
        id: id.to_owned(),
        node_type: "choice".to_owned(),
        version: 1,
        text: text.to_owned(),
        correct,
        feedback: None,
    }
}

fn question(
    id: &str,
    kind: QuestionKind,
    points: f64,
    answer: Answer,
    choices: Vec<ChoiceNode>,
) -> QuestionNode {
    QuestionNode {
        id: id.to_owned(),
        node_type: "question".to_owned(),
        version: 1,
        kind,
        stem: format!("Question {id}"),
        points,
        tags: Tags {
            bloom: "appliquer".to_owned(),
            competency: "D1.3".to_owned(),
            chapter: "ch".to_owned(),
        },
        visual: Visual {
            kind: "svg".to_owned(),
            svg: String::new(),
            alt: String::new(),
        },
        answer,
        explanation: format!("Explanation of {id}."),
        choices,
        parts: Vec::new(),
        template: None,
    }
}

/// One question of each kind, plus a question with two parts.
pub(crate) fn sample_exam() -> Exam {
    let t = chrono::Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap();
    let mut with_parts = question(
        "q_parts",
        QuestionKind::Numeric,
        0.0,
        Answer::Numeric {
            value: 2.0,
            tolerance: 0.0,
            unit: None,
            display: "2".into(),
        },
        Vec::new(),
    );
    with_parts.parts = vec![
        PartNode {
            id: "p_a".into(),
            node_type: "part".into(),
            version: 1,
            stem: "a)".into(),
            answer: Answer::Numeric {
                value: 1.5,
                tolerance: 0.0,
                unit: Some("m".into()),
                display: "1,5".into(),
            },
            points: 1.0,
        },
        PartNode {
            id: "p_b".into(),
            node_type: "part".into(),
            version: 1,
            stem: "b)".into(),
            answer: Answer::Boolean { value: false },
            points: 0.5,
        },
    ];
    let questions = vec![
        question(
            "q_single",
            QuestionKind::SingleChoice,
            1.0,
            Answer::Choices { correct: vec![1] },
            vec![
                choice("c_s0", "12", false),
                choice("c_s1", "14", true),
                choice("c_s2", "16", false),
            ],
        ),
        question(
            "q_multi",
            QuestionKind::MultipleChoice,
            2.0,
            Answer::Choices {
                correct: vec![0, 2],
            },
            vec![
                choice("c_m0", "2", true),
                choice("c_m1", "4", false),
                choice("c_m2", "3", true),
                choice("c_m3", "9", false),
            ],
        ),
        question(
            "q_tf",
            QuestionKind::TrueFalse,
            1.0,
            Answer::Boolean { value: true },
            Vec::new(),
        ),
        question(
            "q_num",
            QuestionKind::Numeric,
            2.0,
            Answer::Numeric {
                value: 3.5,
                tolerance: 0.05,
                unit: Some("cm".into()),
                display: "3,5".into(),
            },
            Vec::new(),
        ),
        question(
            "q_text",
            QuestionKind::ShortText,
            1.0,
            Answer::Text {
                accepted: vec!["Théorème de Pythagore".into(), "Pythagore".into()],
            },
            Vec::new(),
        ),
        question(
            "q_match",
            QuestionKind::Matching,
            3.0,
            Answer::Matching {
                pairs: vec![
                    ("France".into(), "Paris".into()),
                    ("Italie".into(), "Rome".into()),
                    ("Espagne".into(), "Madrid".into()),
                ],
            },
            vec![
                choice("c_x0", "Rome", true),
                choice("c_x1", "Madrid", true),
                choice("c_x2", "Paris", true),
            ],
        ),
        question(
            "q_order",
            QuestionKind::Ordering,
            1.0,
            Answer::Ordering {
                items: vec!["1".into(), "2".into(), "3".into()],
            },
            vec![
                choice("c_o0", "3", true),
                choice("c_o1", "1", true),
                choice("c_o2", "2", true),
            ],
        ),
        question(
            "q_open",
            QuestionKind::Open,
            4.0,
            Answer::Open { rubric: "r".into() },
            Vec::new(),
        ),
        with_parts,
    ];
    let mut exam = Exam {
        id: "exam_1".into(),
        object: "exam".into(),
        account_id: "acc_1".into(),
        livemode: false,
        subject: "mathematiques".into(),
        level: "4e".into(),
        topics: Vec::new(),
        question_count: 9,
        quality: Quality::Standard,
        language: Language::Fr,
        seed: 1,
        status: ExamStatus::Ready,
        node_count: 9,
        total_points: 0.0,
        version: 1,
        sections: vec![SectionNode {
            id: "s1".into(),
            node_type: "section".into(),
            version: 1,
            title: "Chapitre".into(),
            chapter: "ch".into(),
            points: 0.0,
            questions,
        }],
        error: None,
        created_at: t,
        updated_at: t,
    };
    exam.recount();
    exam
}

fn answers(list: &[(&str, Value)]) -> Vec<GivenAnswer> {
    list.iter()
        .map(|(n, v)| GivenAnswer {
            node_id: (*n).to_owned(),
            value: v.clone(),
        })
        .collect()
}

fn one(node: &str, value: Value) -> ItemResult {
    let items = score(&sample_exam(), &answers(&[(node, value)])).unwrap();
    items.into_iter().find(|i| i.node_id == node).unwrap()
}

fn awarded(node: &str, value: Value) -> f64 {
    one(node, value).awarded.unwrap()
}

#[test]
fn single_choice_is_all_or_nothing() {
    assert_eq!(awarded("q_single", json!("c_s1")), 1.0);
    assert_eq!(awarded("q_single", json!("c_s0")), 0.0);
    let i = one("q_single", json!("c_s1"));
    assert_eq!(i.expected, json!("c_s1"));
    assert_eq!(i.given, json!("c_s1"));
    assert_eq!(i.correct, Some(true));
    assert_eq!(i.feedback, "Explanation of q_single.");
}

#[test]
fn multiple_choice_gives_right_minus_wrong_per_side() {
    // C = 2 correct options, I = 2 distractors, 2 points.
    assert_eq!(awarded("q_multi", json!(["c_m0", "c_m2"])), 2.0);
    assert_eq!(awarded("q_multi", json!(["c_m2", "c_m0"])), 2.0);
    // R/C = 1/2: 1 point.
    assert_eq!(awarded("q_multi", json!(["c_m0"])), 1.0);
    // 2/2 − 1/2 = 1/2: 1 point.
    assert_eq!(awarded("q_multi", json!(["c_m0", "c_m2", "c_m3"])), 1.0);
    // 1/2 − 1/2 = 0.
    assert_eq!(awarded("q_multi", json!(["c_m0", "c_m1"])), 0.0);
    // Everything ticked: 1 − 1 = 0; nothing ticked: 0.
    assert_eq!(
        awarded("q_multi", json!(["c_m0", "c_m1", "c_m2", "c_m3"])),
        0.0
    );
    assert_eq!(awarded("q_multi", json!([])), 0.0);
    assert_eq!(one("q_multi", json!(["c_m0"])).correct, Some(false));
    assert_eq!(one("q_multi", json!([])).expected, json!(["c_m0", "c_m2"]));
}

#[test]
fn true_false_compares_booleans() {
    assert_eq!(awarded("q_tf", json!(true)), 1.0);
    assert_eq!(awarded("q_tf", json!(false)), 0.0);
    assert_eq!(awarded("p_b", json!(false)), 0.5);
}

#[test]
fn numeric_reads_commas_units_and_tolerance() {
    for (v, points) in [
        (json!(3.5), 2.0),
        (json!("3,5"), 2.0),
        (json!("3.5"), 2.0),
        (json!(" 3,5 cm "), 2.0),
        (json!("3,54cm"), 2.0),
        (json!("3,56 cm"), 0.0),
        (json!("35 mm"), 2.0),
        (json!("0,035 m"), 2.0),
        (json!("3.5e-2 m"), 2.0),
        (json!("3,5 kg"), 0.0),
        (json!("3,5 furlongs"), 0.0),
        (json!("trois"), 0.0),
        (json!(""), 0.0),
        (json!(3.45), 2.0),
        (json!(3.44), 0.0),
    ] {
        assert_eq!(awarded("q_num", v.clone()), points, "{v}");
    }
    assert_eq!(one("q_num", json!(1)).expected, json!("3,5 cm"));
    // Part a): 1,5 m.
    assert_eq!(awarded("p_a", json!("150 cm")), 1.0);
    assert_eq!(awarded("p_a", json!("1 500 mm")), 1.0);
    assert_eq!(awarded("p_a", json!("0,0015 km")), 1.0);
}

#[test]
fn fractions_are_scored_exactly_as_rationals() {
    // Question q_num keyed −5/7 (tolerance 0), as a fraction answer is printed.
    let mut exam = sample_exam();
    let q = exam
        .sections
        .iter_mut()
        .flat_map(|s| s.questions.iter_mut())
        .find(|q| q.id == "q_num")
        .unwrap();
    q.answer = Answer::Numeric {
        value: -5.0 / 7.0,
        tolerance: 0.0,
        unit: None,
        display: "\u{2212}5/7".into(),
    };
    let score_of = |v: Value| {
        score(&exam, &answers(&[("q_num", v)]))
            .unwrap()
            .into_iter()
            .find(|i| i.node_id == "q_num")
            .unwrap()
            .awarded
            .unwrap()
    };
    for (v, points) in [
        (json!("-5/7"), 2.0),
        (json!("\u{2212}5/7"), 2.0),
        (json!("-10/14"), 2.0),
        (json!("5/-7"), 2.0),
        (json!("-500/700"), 2.0),
        (json!("5/7"), 0.0),
        (json!("-5/8"), 0.0),
        (json!("-0,7143"), 0.0),
        (json!(-0.714_285_714_285_714_3), 0.0),
        // Within 1e-9 of the value, yet another rational.
        (json!("-714285714/1000000000"), 0.0),
        (json!("-5/0"), 0.0),
        (json!(""), 0.0),
    ] {
        assert_eq!(score_of(v.clone()), points, "{v}");
    }
    assert_eq!(exact_ratio("-10/-30"), Some((-10, -30)));
    assert_eq!(exact_ratio("1\u{202f}250,5"), Some((12505, 10)));
    assert_eq!(exact_ratio("3"), Some((3, 1)));
    assert_eq!(exact_ratio("3/4,5"), None);
    assert_eq!(exact_ratio("3 cm"), None);
    assert_eq!(exact_ratio("1/0"), None);
    assert_eq!(exact_ratio("1234567890123456789"), None);
    // A decimal key is compared exactly too: 3,5 with no tolerance.
    let mut exam = sample_exam();
    for q in exam
        .sections
        .iter_mut()
        .flat_map(|s| s.questions.iter_mut())
    {
        if q.id == "q_num" {
            q.answer = Answer::Numeric {
                value: 3.5,
                tolerance: 0.0,
                unit: Some("cm".into()),
                display: "3,5".into(),
            };
        }
    }
    for (v, points) in [
        (json!("7/2"), 2.0),
        (json!("3.50"), 2.0),
        (json!(3.5), 2.0),
        (json!("35 mm"), 2.0),
        (json!("3,51"), 0.0),
    ] {
        let got = score(&exam, &answers(&[("q_num", v.clone())])).unwrap();
        let item = got.iter().find(|i| i.node_id == "q_num").unwrap();
        assert_eq!(item.awarded, Some(points), "{v}");
    }
}

#[test]
fn quantities_are_parsed_as_people_write_them() {
    assert_eq!(
        parse_quantity("-1 250,75 cm"),
        Some((-1250.75, Some("cm".into())))
    );
    assert_eq!(
        parse_quantity("\u{2212}2\u{202f}000"),
        Some((-2000.0, None))
    );
    assert_eq!(parse_quantity("12 %"), Some((12.0, Some("%".into()))));
    assert_eq!(parse_quantity("2.5E3m"), Some((2500.0, Some("m".into()))));
    assert_eq!(parse_quantity("7 e"), Some((7.0, Some("e".into()))));
    assert_eq!(parse_quantity("abc"), None);
    assert_eq!(parse_quantity("3/5"), Some((0.6, None)));
    assert_eq!(parse_quantity("-7/4 cm"), Some((-1.75, Some("cm".into()))));
    assert_eq!(parse_quantity("1/0"), None);
    assert_eq!(parse_quantity("90 km/h"), Some((90.0, Some("km/h".into()))));
    assert_eq!(convert(90.0, Some("km/h"), Some("m/s")), Some(25.0));
    assert_eq!(convert(2.0, Some("kWh"), Some("J")), Some(7.2e6));
    assert_eq!(convert(250.0, Some("mL"), Some("L")), Some(0.25));
    assert_eq!(convert(3.0, Some("m2"), Some("m²")), Some(3.0));
    assert_eq!(convert(1.0, Some("cm3"), Some("mL")), Some(1.0));
    assert_eq!(convert(1.0, Some("V"), Some("A")), None);
    assert_eq!(convert(1.0, Some("m"), None), None);
}

#[test]
fn short_text_ignores_case_accents_spaces_and_a_final_stop() {
    for (v, ok) in [
        ("Théorème de Pythagore", true),
        ("  theoreme   DE pythagore. ", true),
        ("pythagore", true),
        ("Thalès", false),
    ] {
        assert_eq!(
            awarded("q_text", json!(v)),
            if ok { 1.0 } else { 0.0 },
            "{v}"
        );
    }
    assert_eq!(fold_text("L’Œuvre  d'Élève."), "l oeuvre d eleve");
}

#[test]
fn matching_gives_a_share_per_right_pair() {
    let all = json!({"France": "c_x2", "Italie": "c_x0", "Espagne": "c_x1"});
    assert_eq!(awarded("q_match", all.clone()), 3.0);
    assert_eq!(one("q_match", json!({})).expected, all);
    assert_eq!(
        awarded(
            "q_match",
            json!({"France": "c_x2", "Italie": "c_x1", "Espagne": "c_x0"})
        ),
        1.0
    );
    assert_eq!(
        awarded("q_match", json!({"France": "c_x2", "Italie": "c_x0"})),
        2.0
    );
}

#[test]
fn ordering_is_all_or_nothing() {
    assert_eq!(awarded("q_order", json!(["c_o1", "c_o2", "c_o0"])), 1.0);
    assert_eq!(awarded("q_order", json!(["c_o2", "c_o1", "c_o0"])), 0.0);
    assert_eq!(
        one("q_order", json!(["c_o1", "c_o2", "c_o0"])).expected,
        json!(["c_o1", "c_o2", "c_o0"])
    );
}

#[test]
fn open_answers_wait_for_review_and_blank_ones_score_zero() {
    let i = one("q_open", json!("Parce que…"));
    assert_eq!((i.awarded, i.correct), (None, None));
    let items = score(&sample_exam(), &answers(&[("q_open", json!("x"))])).unwrap();
    assert_eq!(status_of(&items), CorrectionStatus::NeedsReview);
    let items = score(&sample_exam(), &answers(&[("q_open", json!("  "))])).unwrap();
    assert_eq!(status_of(&items), CorrectionStatus::Corrected);
}

#[test]
fn a_whole_copy_is_scored_item_by_item_in_exam_order() {
    let exam = sample_exam();
    let items = score(
        &exam,
        &answers(&[
            ("q_single", json!("c_s1")),
            ("q_multi", json!(["c_m0"])),
            ("q_num", json!("35 mm")),
            ("p_a", json!("2 m")),
            ("p_b", json!(false)),
        ]),
    )
    .unwrap();
    let ids: Vec<&str> = items.iter().map(|i| i.node_id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "q_single", "q_multi", "q_tf", "q_num", "q_text", "q_match", "q_order", "q_open",
            "p_a", "p_b"
        ]
    );
    let total: f64 = items.iter().filter_map(|i| i.awarded).sum();
    assert_eq!(total, 1.0 + 1.0 + 2.0 + 0.5);
    assert_eq!(items[8].question_id, "q_parts");
    assert_eq!(items[2].given, Value::Null);
}

#[test]
fn bad_answers_name_their_field() {
    let exam = sample_exam();
    let e = score(
        &exam,
        &answers(&[
            ("node_nope", json!(1)),
            ("q_single", json!(["c_s1"])),
            ("q_parts", json!(2)),
            ("q_tf", json!("true")),
            ("q_tf", json!(true)),
            ("q_multi", json!(["c_m0", "c_m0"])),
            ("q_match", json!({"Allemagne": "c_x0"})),
            ("q_order", json!(["c_o1"])),
            ("q_num", json!([1])),
        ]),
    )
    .unwrap_err();
    let fields: Vec<&str> = e.iter().map(|f| f.field.as_str()).collect();
    assert_eq!(
        fields,
        [
            "answers[0].nodeId",
            "answers[2].nodeId",
            "answers[4].nodeId",
            "answers[1].value",
            "answers[5].value",
            "answers[3].value",
            "answers[8].value",
            "answers[6].value",
            "answers[7].value",
        ]
    );
    assert!(e[0].message.contains("not a question of this exam"));
    assert!(e[1].message.contains("not an answerable node"));
    assert!(e[2].message.contains("answered twice"));
}

proptest! {
    /// Whatever is ticked, a multiple choice scores between 0 and its points, and full marks
    /// only for exactly the correct options.
    #[test]
    fn multiple_choice_scores_stay_in_bounds(mask in 0u8..16) {
        let ids = ["c_m0", "c_m1", "c_m2", "c_m3"];
        let ticked: Vec<&str> = (0..4).filter(|b| mask & (1 << b) != 0).map(|b| ids[b]).collect();
        let a = awarded("q_multi", json!(ticked));
        prop_assert!((0.0..=2.0).contains(&a));
        prop_assert_eq!(a == 2.0, mask == 0b0101);
    }

    /// A value within the tolerance is right, written with a comma or a point, in cm or mm.
    #[test]
    fn numeric_tolerance_holds_in_any_unit(delta in -0.2f64..0.2) {
        let x = 3.5 + delta;
        // The texts carry six decimals: a value within 1e-6 of the bound may round across it.
        let right = delta.abs() <= 0.05 - 2e-6;
        let wrong = delta.abs() > 0.05 + 2e-6;
        let comma = format!("{x:.6}").replace('.', ",");
        for v in [json!(x), json!(comma), json!(format!("{:.6} mm", x * 10.0))] {
            let a = awarded("q_num", v);
            if right { prop_assert_eq!(a, 2.0); }
            if wrong { prop_assert_eq!(a, 0.0); }
        }
    }
}
