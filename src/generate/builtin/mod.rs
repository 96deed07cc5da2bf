//! The built-in procedural generator: answer-first, exact, well-formed questions for
//! mathematics and physics-chemistry from 6e to 2de.
//!
//! Each chapter served is mapped to a *family* (fractions, Pythagoras, Ohm's law…) and a
//! *mode* (what that family does at that level). A family builds an [`Item`]: a situation, the
//! question, the exact answer, distractors built from typical mistakes, a figure and the
//! parameters ([`Facts`]) that let the checks recompute the answer independently. The generic
//! builders of [`kinds`] turn items into numeric, single-choice, true/false, multiple-choice,
//! ordering or matching questions; a family can also build its own questions of a kind
//! (`special`).

mod algebra;
// Built and tested, not served yet (see `catalog::CATALOG`).
mod algo;
#[allow(dead_code)]
pub(crate) mod anglais;
mod arith;
pub(crate) mod bank;
mod catalog;
mod convert;
pub(crate) mod facts;
mod fractions;
pub(crate) mod francais;
mod functions;
mod geometry;
pub(crate) mod hg;
pub(crate) mod kinds;
mod lycee;
mod measure;
mod numbers;
mod percent;
mod physics;
mod powers;
mod primary;
mod proba;
mod seconde;
mod stats;
pub(crate) mod svt;
pub(crate) mod units;
pub(crate) mod validate;

use rand::Rng;
#[cfg(test)]
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};

use super::num;
use super::rational::Rational;
use crate::domain::curriculum::Chapter;
use crate::domain::question::{Language, QuestionDraft, QuestionKind, Tags, Visual};

pub(crate) use self::catalog::{Topic, topic, topics};
use self::facts::{Check, Facts};

/// Translates: `tr!(ctx.lang, "français {x}", "English {x}")`.
macro_rules! tr {
    ($lang:expr, $fr:literal, $en:literal $(,)?) => {
        match $lang {
            $crate::domain::question::Language::Fr => format!($fr),
            $crate::domain::question::Language::En => format!($en),
        }
    };
    ($lang:expr, $fr:literal, $en:literal, $($arg:expr),+ $(,)?) => {
        match $lang {
            $crate::domain::question::Language::Fr => format!($fr, $($arg),+),
            $crate::domain::question::Language::En => format!($en, $($arg),+),
        }
    };
}
pub(crate) use tr;

/// School levels served, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Lvl {
    Cp,
    Ce1,
    Ce2,
    Cm1,
    Cm2,
    L6,
    L5,
    L4,
    L3,
    L2,
    L1,
    Tle,
}

impl Lvl {
    /// From a curriculum level id.
    pub(crate) fn from_id(id: &str) -> Option<Self> {
        Some(match id {
            "6e" => Lvl::L6,
            "5e" => Lvl::L5,
            "4e" => Lvl::L4,
            "3e" => Lvl::L3,
            "2de" => Lvl::L2,
            "cp" => Lvl::Cp,
            "ce1" => Lvl::Ce1,
            "ce2" => Lvl::Ce2,
            "cm1" => Lvl::Cm1,
            "cm2" => Lvl::Cm2,
            "1re" => Lvl::L1,
            "tle" => Lvl::Tle,
            _ => return None,
        })
    }
}

/// Everything a family needs to build one question.
pub(crate) struct Ctx {
    /// The question's own random generator.
    pub rng: StdRng,
    /// Language of the statement.
    pub lang: Language,
    /// Level.
    pub lvl: Lvl,
    /// The family's mode for this chapter.
    pub mode: u8,
    /// When set, families use this variant (several items of one question share it).
    pub pin: Option<u8>,
    /// The question's round in its chapter (families with a template list cycle through it).
    pub round: u64,
}

impl Ctx {
    /// A context for tests.
    #[cfg(test)]
    pub(crate) fn new(seed: u64, lang: Language, lvl: Lvl, mode: u8) -> Self {
        Ctx {
            rng: StdRng::seed_from_u64(seed),
            lang,
            lvl,
            mode,
            pin: None,
            round: 0,
        }
    }

    /// A uniform integer in `lo..=hi`.
    pub(crate) fn int(&mut self, lo: i64, hi: i64) -> i64 {
        self.rng.random_range(lo..=hi)
    }

    /// One of `items`.
    pub(crate) fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        *items
            .choose(&mut self.rng)
            .expect("pick from an empty list")
    }

    /// True with probability `p`.
    pub(crate) fn chance(&mut self, p: f64) -> bool {
        self.rng.random_bool(p)
    }

    /// Shuffles in place.
    pub(crate) fn shuffle<T>(&mut self, v: &mut [T]) {
        v.shuffle(&mut self.rng);
    }

    /// A variant in `0..n`, or the pinned one.
    pub(crate) fn variant(&mut self, n: u8) -> u8 {
        match self.pin {
            Some(v) => v % n,
            None => self.rng.random_range(0..n),
        }
    }

    /// Whether the statement is in French.
    pub(crate) fn fr(&self) -> bool {
        self.lang == Language::Fr
    }

    /// `x` with at most `dp` decimals.
    pub(crate) fn dec(&self, x: f64, dp: u32) -> String {
        num::dec(x, dp, self.lang)
    }

    /// `x` with at most `dp` decimals and its unit.
    pub(crate) fn qty(&self, x: f64, dp: u32, unit: &str) -> String {
        num::qty(x, dp, unit, self.lang)
    }

    /// A reduced fraction (or an integer).
    pub(crate) fn frac(&self, r: Rational) -> String {
        num::frac(r, self.lang)
    }

    /// A signed number in parentheses when negative or when `always`: "(-3)", "(+5)".
    pub(crate) fn signed(&self, x: f64, dp: u32, always: bool) -> String {
        let s = self.dec(x, dp);
        if x < 0.0 {
            format!("({s})")
        } else if always {
            format!("(+{s})")
        } else {
            s
        }
    }

    /// Three vertex names for a triangle.
    pub(crate) fn triangle_names(&mut self) -> [&'static str; 3] {
        self.pick(&[
            ["A", "B", "C"],
            ["E", "F", "G"],
            ["R", "S", "T"],
            ["K", "L", "M"],
            ["D", "E", "F"],
            ["I", "J", "K"],
        ])
    }

    /// A first name and whether it is feminine (for "il/elle").
    pub(crate) fn person(&mut self) -> (&'static str, bool) {
        self.pick(&[
            ("Léa", true),
            ("Hugo", false),
            ("Inès", true),
            ("Noah", false),
            ("Chloé", true),
            ("Yanis", false),
            ("Manon", true),
            ("Lucas", false),
        ])
    }
}

/// A displayed quantity: value, precision, unit, tolerance; optionally shown as a fraction.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Qty {
    /// The value, in `unit`.
    pub value: f64,
    /// Decimals shown at most.
    pub dp: u32,
    /// Unit symbol ("" for a pure number).
    pub unit: &'static str,
    /// Accepted deviation (0: exact).
    pub tol: f64,
    /// Shown as this reduced fraction.
    pub frac: Option<Rational>,
}

impl Qty {
    /// An exact decimal value with at most `dp` decimals.
    pub(crate) fn exact(value: f64, dp: u32, unit: &'static str) -> Self {
        Qty {
            value: num::round_to(value, dp.max(6)),
            dp,
            unit,
            tol: 0.0,
            frac: None,
        }
    }

    /// `x` rounded to `dp` decimals, then taken as exact: a value as a pupil would write it (a
    /// distractor), where [`Qty::rounded`] would accept the rounding.
    pub(crate) fn rounded_exact(x: f64, dp: u32, unit: &'static str) -> Self {
        Self::exact(num::round_to(x, dp), dp, unit)
    }

    /// An exact integer.
    pub(crate) fn int(n: i64, unit: &'static str) -> Self {
        Self::exact(n as f64, 0, unit)
    }

    /// `exact` rounded to `dp` decimals, with a tolerance of half the last digit.
    pub(crate) fn rounded(exact: f64, dp: u32, unit: &'static str) -> Self {
        Qty {
            value: num::round_to(exact, dp),
            dp,
            unit,
            tol: 0.5 * 10f64.powi(-(dp as i32)),
            frac: None,
        }
    }

    /// A rational, shown as a reduced fraction (or an integer).
    pub(crate) fn rat(r: Rational, unit: &'static str) -> Self {
        if r.is_integer() {
            return Self::int(r.num(), unit);
        }
        Qty {
            value: r.to_f64(),
            dp: 6,
            unit,
            tol: 0.0,
            frac: Some(r),
        }
    }

    /// A rational shown as a decimal when it has at most `dp` decimals, else as a fraction.
    pub(crate) fn rat_or_dec(r: Rational, dp: u32, unit: &'static str) -> Self {
        match r.to_decimal(dp) {
            Some(_) => Self::exact(r.to_f64(), dp, unit),
            None => Self::rat(r, unit),
        }
    }

    /// How the value was rounded, said after it in a claim ("valeur arrondie au dixième"),
    /// or `None` for an exact value.
    pub(crate) fn rounding(&self, lang: Language) -> Option<&'static str> {
        if self.is_exact() {
            return None;
        }
        Some(match (lang, self.dp) {
            (Language::Fr, 0) => "valeur arrondie à l'unité",
            (Language::Fr, 1) => "valeur arrondie au dixième",
            (Language::Fr, 2) => "valeur arrondie au centième",
            (Language::Fr, _) => "valeur arrondie au millième",
            (Language::En, 0) => "value rounded to the nearest whole number",
            (Language::En, 1) => "value rounded to the nearest tenth",
            (Language::En, 2) => "value rounded to the nearest hundredth",
            (Language::En, _) => "value rounded to the nearest thousandth",
        })
    }

    /// Whether the value is exact (no rounding).
    pub(crate) fn is_exact(&self) -> bool {
        self.tol == 0.0
    }

    /// The number as shown ("3,5", "3/4").
    pub(crate) fn number(&self, lang: Language) -> String {
        match self.frac {
            Some(r) => num::frac(r, lang),
            // a rounded value keeps its last decimals: "2,0 cm" rounded to the tenth
            None if !self.is_exact() => num::dec_fixed(self.value, self.dp, lang),
            None => num::dec(self.value, self.dp, lang),
        }
    }

    /// The number and its unit ("3,5 cm").
    pub(crate) fn text(&self, lang: Language) -> String {
        num::with_unit(self.number(lang), self.unit, lang)
    }

    /// The number and its unit without the zeros a rounding keeps ("2 cm" for "2,0 cm"): a
    /// distractor of an exact answer, where no rounding is asked.
    pub(crate) fn plain_text(&self, lang: Language) -> String {
        match self.frac {
            Some(_) => self.text(lang),
            None => num::with_unit(num::dec(self.value, self.dp, lang), self.unit, lang),
        }
    }

    /// The value in base units.
    pub(crate) fn base(&self) -> f64 {
        self.value * units::factor(self.unit).unwrap_or(f64::NAN)
    }

    /// Whether `other` is a different value (beyond both tolerances), so that it can be a
    /// distractor of `self`.
    pub(crate) fn differs(&self, other: &Qty) -> bool {
        let k = units::factor(self.unit).unwrap_or(1.0);
        let (a, b) = (self.base(), other.base());
        a.is_finite()
            && b.is_finite()
            && (a - b).abs() > (self.tol + other.tol) * k + 1e-9 * a.abs().max(b.abs()).max(1e-6)
    }
}

/// A distractor: a wrong value and the mistake that produces it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Wrong {
    /// The wrong value.
    pub qty: Qty,
    /// The mistake, in the question's language.
    pub why: String,
}

/// Shorthand for a [`Wrong`].
pub(crate) fn wrong(qty: Qty, why: String) -> Wrong {
    Wrong { qty, why }
}

/// A [`Wrong`] whose mistake is given in French (`fr`) and English (`en`): the question's
/// language is kept.
pub(crate) fn w(ctx: &Ctx, qty: Qty, fr: &str, en: &str) -> Wrong {
    wrong(qty, if ctx.fr() { fr } else { en }.to_owned())
}

/// An intermediate step, asked as a part of an analysis question.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Step {
    /// The sub-question.
    pub prompt: String,
    /// Its answer.
    pub answer: Qty,
    /// Its parameters.
    pub facts: Facts,
}

/// The core of a question: one quantity to find in a situation.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Item {
    /// The situation (one or more sentences).
    pub situation: String,
    /// The question (ends with "?" or is an instruction), with any rounding instruction.
    pub question: String,
    /// A statement about the answer with `{v}` where the value goes, lower-case start:
    /// "la vitesse moyenne est de {v}".
    pub claim: String,
    /// A short self-contained description for ordering and matching ("36 km en 2 h").
    pub label: String,
    /// The name of the quantity asked for ("vitesse moyenne").
    pub noun: String,
    /// The answer.
    pub answer: Qty,
    /// Distractors from typical mistakes.
    pub wrongs: Vec<Wrong>,
    /// Other correct ways of writing the answer (other units, a decimal for a fraction).
    pub alts: Vec<Qty>,
    /// The figure.
    pub visual: Visual,
    /// Worked solution.
    pub explanation: String,
    /// Parameters, for the checks.
    pub facts: Facts,
    /// Intermediate steps (for multi-part questions).
    pub steps: Vec<Step>,
    /// The variant used (see [`Ctx::variant`]).
    pub variant: u8,
}

/// A question as built, with the checks that verify it.
#[derive(Debug, Clone)]
pub(crate) struct Built {
    /// The question (tags are filled in afterwards).
    pub draft: QuestionDraft,
    /// Independent verifications.
    pub checks: Vec<Check>,
}

/// A family of generators.
pub(crate) struct Family {
    /// Name, for diagnostics.
    pub name: &'static str,
    /// Builds the core item.
    pub item: fn(&mut Ctx) -> Item,
    /// Builds a question of a kind its own way (`None`: use the generic builder).
    pub special: fn(&mut Ctx, QuestionKind) -> Option<Built>,
    /// The kinds it mixes, for a mode.
    pub kinds: fn(u8) -> &'static [QuestionKind],
    /// The ways of asking its item in a mode (the variants [`Ctx::variant`] draws from): a
    /// chapter's templates are its kinds × these variants.
    pub variants: fn(u8) -> u8,
    /// The notion of the chapter's course knowledge (its key in
    /// `generate::course::knowledge`) that variant `v` of mode `m` exercises, or `None` when the
    /// variant spans the chapter. Courses draw a lesson's worked examples and exercises from the
    /// variants of its notions.
    pub notion: fn(u8, u8) -> Option<&'static str>,
}

/// No variant tied to one notion.
pub(crate) fn no_notion(_: u8, _: u8) -> Option<&'static str> {
    None
}

/// No special builder.
pub(crate) fn no_special(_: &mut Ctx, _: QuestionKind) -> Option<Built> {
    None
}

/// Kinds that suit each Bloom level, most typical first.
fn kinds_for_bloom(bloom: &str) -> &'static [QuestionKind] {
    use QuestionKind::*;
    match bloom {
        "remember" => &[TrueFalse, Matching, SingleChoice],
        "understand" => &[TrueFalse, Matching, Ordering, SingleChoice, MultipleChoice],
        "apply" => &[Numeric, SingleChoice, ShortText],
        "analyze" => &[MultipleChoice, Numeric, Ordering],
        _ => &[TrueFalse],
    }
}

/// Bloom levels that suit each kind, best first.
fn blooms_for_kind(kind: QuestionKind) -> &'static [&'static str] {
    use QuestionKind::*;
    match kind {
        Numeric => &["apply", "analyze", "understand"],
        SingleChoice => &["apply", "understand", "remember", "analyze"],
        TrueFalse => &["understand", "remember", "evaluate", "apply"],
        MultipleChoice => &["analyze", "understand", "apply"],
        Ordering => &["understand", "analyze", "apply"],
        Matching => &["understand", "remember", "apply"],
        ShortText => &["apply", "remember", "understand"],
        Open => &["evaluate", "analyze"],
    }
}

/// Bloom levels the built-in generator can target.
pub(crate) const SERVED_BLOOM: [&str; 5] =
    ["remember", "understand", "apply", "analyze", "evaluate"];

/// The chapter's Bloom levels that the generator can target.
pub(crate) fn served_bloom(chapter: &Chapter) -> Vec<String> {
    chapter
        .bloom
        .iter()
        .filter(|b| SERVED_BLOOM.contains(&b.as_str()))
        .cloned()
        .collect()
}

fn competency(chapter: &Chapter, bloom: &str) -> String {
    let c = &chapter.competencies;
    let idx = match bloom {
        "analyze" | "evaluate" => 1,
        "apply" if chapter.subject_id == "physique-chimie" => c.len().saturating_sub(1),
        _ => 0,
    };
    c.get(idx.min(c.len().saturating_sub(1)))
        .cloned()
        .unwrap_or_default()
}

/// Builds question `round` of `topic` (optionally at a Bloom level), with its checks.
pub(crate) fn build(
    topic: &Topic,
    bloom: Option<&str>,
    round: u64,
    rng: StdRng,
    lang: Language,
) -> (Built, String) {
    let lang = language_of(topic, lang);
    let mut ctx = Ctx {
        rng,
        lang,
        lvl: topic.lvl,
        mode: topic.mode,
        pin: None,
        round,
    };
    let family = topic.family;
    let offered = (family.kinds)(topic.mode);
    let chapter_bloom = served_bloom(topic.chapter);
    let (kind, bloom) = match bloom {
        Some(b) => {
            let fitting: Vec<QuestionKind> = kinds_for_bloom(b)
                .iter()
                .copied()
                .filter(|k| offered.contains(k))
                .collect();
            let kind = if fitting.is_empty() {
                kinds_for_bloom(b)[0]
            } else {
                fitting[(round as usize) % fitting.len()]
            };
            (kind, b.to_owned())
        }
        None => {
            let (kind, pin) = template(topic, round);
            ctx.pin = pin;
            let bloom = blooms_for_kind(kind)
                .iter()
                .find(|b| chapter_bloom.iter().any(|c| c == *b))
                .map(|b| (*b).to_owned())
                .or_else(|| chapter_bloom.first().cloned())
                .unwrap_or_else(|| "apply".to_owned());
            (kind, bloom)
        }
    };
    let mut built = kinds::build_kind(&mut ctx, family, kind, &bloom);
    super::typeset::draft(&mut built.draft, lang);
    built.draft.tags = Tags {
        competency: competency(topic.chapter, &bloom),
        bloom: bloom.clone(),
        chapter: topic.chapter.id.clone(),
    };
    (built, bloom)
}

/// How many templates a chapter has: every kind its family mixes in its mode, each asked in
/// every variant of the mode.
pub(crate) fn template_count(topic: &Topic) -> u64 {
    let f = topic.family;
    (f.kinds)(topic.mode).len() as u64 * u64::from((f.variants)(topic.mode).max(1))
}

/// Template `round` (modulo [`template_count`]) of a chapter: its kind and its variant (`None`
/// when the mode has a single one). The kind turns fastest, so that consecutive questions
/// change kind, and the rounds of one exam (consecutive) go through every template.
pub(crate) fn template(topic: &Topic, round: u64) -> (QuestionKind, Option<u8>) {
    let f = topic.family;
    let kinds = (f.kinds)(topic.mode);
    let variants = u64::from((f.variants)(topic.mode).max(1));
    let t = round % template_count(topic);
    let kind = kinds[(t % kinds.len() as u64) as usize];
    let variant = (variants > 1).then_some((t / kinds.len() as u64) as u8);
    (kind, variant)
}

/// The notion of the chapter's course knowledge that template `round` of `topic` exercises
/// (`None`: the template spans the chapter).
pub(crate) fn notion_of(topic: &Topic, round: u64) -> Option<&'static str> {
    let (kind, pin) = template(topic, round);
    if builds_its_own(topic, kind, pin) {
        return None;
    }
    (topic.family.notion)(topic.mode, pin.unwrap_or(0))
}

/// Whether the family builds questions of `kind` its own way in the chapter's mode (its
/// `special` builder, which may ignore the variant): such a template is not tied to its
/// variant's notion. A builder may decide by chance; it is tried with 32 fixed seeds.
fn builds_its_own(topic: &Topic, kind: QuestionKind, pin: Option<u8>) -> bool {
    // français and anglais build every question by the template its variant names
    if std::ptr::eq(topic.family, &francais::FAMILY) || std::ptr::eq(topic.family, &anglais::FAMILY)
    {
        return false;
    }
    (0..32).any(|seed| {
        let mut ctx = Ctx {
            rng: rand::SeedableRng::seed_from_u64(seed),
            lang: Language::Fr,
            lvl: topic.lvl,
            mode: topic.mode,
            pin,
            round: 0,
        };
        (topic.family.special)(&mut ctx, kind).is_some()
    })
}

/// The templates of `topic` (their rounds, in `0..template_count`) that exercise one of
/// `notions`; when some of them are of a kind that suits `bloom`, only those. Empty when no
/// template of the chapter is tied to these notions.
pub(crate) fn notion_rounds(topic: &Topic, notions: &[&str], bloom: Option<&str>) -> Vec<u64> {
    let tied: Vec<u64> = (0..template_count(topic))
        .filter(|&r| notion_of(topic, r).is_some_and(|n| notions.contains(&n)))
        .collect();
    let suits: Vec<u64> = match bloom {
        Some(b) => tied
            .iter()
            .copied()
            .filter(|&r| kinds_for_bloom(b).contains(&template(topic, r).0))
            .collect(),
        None => Vec::new(),
    };
    if suits.is_empty() { tied } else { suits }
}

/// The language a chapter's questions are written in for a request in `lang`: français, and
/// the instructions of anglais, are in French whatever the request's language.
pub(crate) fn chapter_language(id: &str, lang: Language) -> Language {
    topic(id).map_or(lang, |t| language_of(t, lang))
}

/// The language of a topic's questions asked in `lang`: French for français and anglais
/// (its instructions), whatever `lang`.
pub(crate) fn language_of(topic: &Topic, lang: Language) -> Language {
    if matches!(
        topic.chapter.subject_id.as_str(),
        "francais" | "langues-vivantes"
    ) {
        Language::Fr
    } else {
        lang
    }
}

/// The seed of question `index` of a request seeded with `seed` (SplitMix64 of both).
pub(crate) fn question_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed
        ^ index
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(0x6A09_E667_F3BC_C909);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests;
