//! The expected figures below were computed independently with numpy 2 (population variances,
//! `np.corrcoef`, groups ranked by total then by row), by the script kept in the test's doc:
//!
//! ```text
//! X = answers below as 0/1 (question D: 0/2); T = X.sum(1); g = round(0.27 N) = 3
//! p = X.mean(0)/max; D = X[up].mean(0)/max - X[lo].mean(0)/max
//! rpb_j = corrcoef(X[:,j], T - X[:,j]); alpha = k/(k-1)(1 - X.var(0).sum()/T.var())
//! sem = T.std() sqrt(1 - alpha); kr20 on (X > 0)
//! ```
//!
//! and checked again without numpy, in plain Python 3.11 (`statistics.fmean`, `pvariance`,
//! `pstdev`, `median`, `correlation`; groups from `sorted(range(N), key=lambda i: -T[i])`),
//! which gives the same figures to the last digit or two.

use super::*;

/// Ten students: A single choice (a0 right), B single choice (b1 right), C true/false (true
/// right), D numeric for 2 points.
const TICKS: [(&str, &str, &str, f64); 10] = [
    ("a0", "b1", "true", 2.0),
    ("a0", "b1", "true", 2.0),
    ("a0", "b0", "true", 2.0),
    ("a1", "b1", "true", 0.0),
    ("a0", "b1", "false", 2.0),
    ("a1", "b0", "true", 0.0),
    ("a0", "b0", "false", 0.0),
    ("a1", "b1", "false", 0.0),
    ("a1", "b0", "false", 2.0),
    ("a1", "b0", "false", 0.0),
];

fn meta(id: &str, kind: QuestionKind, max: f64, comp: &str, options: &[(&str, bool)]) -> ItemMeta {
    ItemMeta {
        question_id: id.to_owned(),
        kind,
        max,
        // A and C remember, B and D apply.
        bloom: if id == "A" || id == "C" {
            "se-souvenir"
        } else {
            "appliquer"
        }
        .to_owned(),
        competency: comp.to_owned(),
        chapter: "ch".to_owned(),
        options: options.iter().map(|(o, c)| ((*o).to_owned(), *c)).collect(),
    }
}

fn data() -> (Vec<ItemMeta>, Vec<Response>) {
    let items = vec![
        meta(
            "A",
            QuestionKind::SingleChoice,
            1.0,
            "D1",
            &[("a0", true), ("a1", false), ("a2", false)],
        ),
        meta(
            "B",
            QuestionKind::SingleChoice,
            1.0,
            "D1",
            &[("b0", false), ("b1", true), ("b2", false)],
        ),
        meta(
            "C",
            QuestionKind::TrueFalse,
            1.0,
            "D2",
            &[("true", true), ("false", false)],
        ),
        meta("D", QuestionKind::Numeric, 2.0, "D2", &[]),
    ];
    let responses = TICKS
        .iter()
        .map(|(a, b, c, d)| Response {
            scores: vec![
                f64::from(u8::from(*a == "a0")),
                f64::from(u8::from(*b == "b1")),
                f64::from(u8::from(*c == "true")),
                *d,
            ],
            ticked: vec![
                vec![(*a).into()],
                vec![(*b).into()],
                vec![(*c).into()],
                vec![],
            ],
        })
        .collect();
    (items, responses)
}

fn close(a: Option<f64>, b: f64) {
    let a = a.expect("a value");
    assert!((a - b).abs() < 1e-12, "{a} != {b}");
}

#[test]
fn test_statistics_match_numpy() {
    let (items, responses) = data();
    let r = analyse("exam_x", &items, &responses);
    assert_eq!(r.corrections, 10);
    assert_eq!(r.max_score, 5.0);
    close(r.mean, 2.5);
    close(r.median, 2.0);
    close(r.standard_deviation, 1.746424919657298);
    close(r.min, 0.0);
    close(r.max, 5.0);
    let hist: Vec<usize> = r.histogram.iter().map(|b| b.count).collect();
    assert_eq!(hist, [1, 0, 3, 0, 2, 0, 0, 0, 2, 2]);
    close(r.cronbach_alpha, 0.5683060109289616);
    close(r.sem, 1.1474609652039005);
    close(r.kr20, 0.5925925925925926);
    assert!(
        r.warning
            .as_deref()
            .unwrap()
            .contains("Only 10 correction(s)")
    );
}

#[test]
fn item_statistics_match_numpy() {
    let (items, responses) = data();
    let r = analyse("exam_x", &items, &responses);
    let difficulty = [0.5, 0.5, 0.5, 0.5];
    let discrimination = [0.6666666666666667, 0.3333333333333333, 1.0, 1.0];
    let rpb = [
        0.5656854249492379,
        0.2581988897471611,
        0.2581988897471611,
        0.48795003647426666,
    ];
    let alpha_if = [0.375, 0.5625, 0.5625, 0.42857142857142855];
    for (j, item) in r.items.iter().enumerate() {
        close(item.difficulty, difficulty[j]);
        close(item.discrimination, discrimination[j]);
        close(item.point_biserial, rpb[j]);
        close(item.alpha_if_deleted, alpha_if[j]);
    }
    // Distractors: shares overall, upper (students 0, 1, 2), lower (6, 7, 9).
    let a = &r.items[0].options;
    let shares: Vec<(f64, f64, f64)> = a
        .iter()
        .map(|o| (o.share, o.upper_share, o.lower_share))
        .collect();
    assert_eq!(
        shares,
        [
            (0.5, 1.0, 1.0 / 3.0),
            (0.5, 0.0, 2.0 / 3.0),
            (0.0, 0.0, 0.0)
        ]
    );
    let c = &r.items[2].options;
    let shares: Vec<(f64, f64, f64)> = c
        .iter()
        .map(|o| (o.share, o.upper_share, o.lower_share))
        .collect();
    assert_eq!(shares, [(0.5, 1.0, 0.0), (0.5, 0.0, 1.0)]);
    assert_eq!(r.items[0].flags, ["non_functional_distractor"]);
    assert!(r.items[2].flags.is_empty());
    assert!(r.items[3].options.is_empty());
}

#[test]
fn negative_discrimination_is_flagged_and_mastery_is_per_tag() {
    let (items, mut responses) = data();
    // Question B right only for students 6, 7 and 9: totals 4 4 4 1 3 1 2 1 2 1, so the upper
    // group is 0, 1, 2 (B: 0/3) and the lower one 5, 7, 9 (B: 2/3).
    for (i, r) in responses.iter_mut().enumerate() {
        r.scores[1] = f64::from(u8::from([6, 7, 9].contains(&i)));
    }
    let r = analyse("exam_x", &items, &responses);
    close(r.items[1].discrimination, -2.0 / 3.0);
    assert!(
        r.items[1]
            .flags
            .contains(&"negative_discrimination".to_owned())
    );
    // D1: A 5 + B 3 points of 20; D2: C 5 + D 10 of 30.
    let comp: Vec<(&str, usize, Option<f64>)> = r
        .mastery
        .competencies
        .iter()
        .map(|m| (m.id.as_str(), m.questions, m.mastery))
        .collect();
    assert_eq!(comp, [("D1", 2, Some(0.4)), ("D2", 2, Some(0.5))]);
    // Bloom: appliquer B 3 + D 10 of 30; se-souvenir A 5 + C 5 of 20. Chapter: 23 of 50.
    let bloom: Vec<(&str, usize, Option<f64>)> = r
        .mastery
        .bloom
        .iter()
        .map(|m| (m.id.as_str(), m.questions, m.mastery))
        .collect();
    assert_eq!(
        bloom,
        [
            ("appliquer", 2, Some(13.0 / 30.0)),
            ("se-souvenir", 2, Some(0.5))
        ]
    );
    let chapters: Vec<(&str, usize, Option<f64>)> = r
        .mastery
        .chapters
        .iter()
        .map(|m| (m.id.as_str(), m.questions, m.mastery))
        .collect();
    assert_eq!(chapters, [("ch", 4, Some(23.0 / 50.0))]);
}

#[test]
fn the_warning_goes_from_twenty_corrections() {
    let (items, responses) = data();
    let twice: Vec<Response> = responses.iter().chain(&responses).cloned().collect();
    let r = analyse("exam_x", &items, &twice[..19]);
    assert!(
        r.warning
            .as_deref()
            .unwrap()
            .contains("Only 19 correction(s)")
    );
    let r = analyse("exam_x", &items, &twice);
    assert_eq!(r.corrections, 20);
    assert_eq!(r.warning, None);
}

#[test]
fn nothing_to_analyse_gives_nulls_not_panics() {
    let (items, _) = data();
    let r = analyse("exam_x", &items, &[]);
    assert_eq!(r.corrections, 0);
    assert_eq!(
        (r.mean, r.cronbach_alpha, r.kr20, r.sem),
        (None, None, None, None)
    );
    assert!(
        r.items
            .iter()
            .all(|i| i.difficulty.is_none() && i.options.is_empty())
    );
    let (items, responses) = data();
    let one = analyse("exam_x", &items, &responses[..1]);
    assert_eq!(one.items[0].discrimination, None);
    assert_eq!(one.standard_deviation, Some(0.0));
    assert_eq!(one.cronbach_alpha, None);
}
