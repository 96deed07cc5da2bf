//! Fact banks: the questions of a chapter built from facts written down once (definitions,
//! dates, places, processes, values, labelled diagrams), in French and English.
//!
//! A subject (SVT, histoire-géographie, physique-chimie…) keeps its banks in a
//! `static BANKS: &[&Bank]` and declares one [`Family`] whose functions read them (see
//! [`family`] below); a catalog entry's *mode* is the index of the chapter's bank in that slice.
//! The engine turns a bank into templates of seven kinds, two ways of asking each:
//!
//! | kind | first way | second way |
//! |---|---|---|
//! | single choice | a relation's question, its answer among answers of the same relation | a diagram: "which element is number n?" (else: the relation asked the other way, or the step after a step) |
//! | true/false | a relation's question and a proposed answer, right or from the same relation | a diagram: "number n is X" (else: the other way, or "A comes before B") |
//! | matching | 4 pairs of a relation (each side distinct, no cross pair true) | a diagram's numbers and parts (else: quantities and their values, or steps and their positions) |
//! | short text | a relation's term, typed (accepted with or without its article) | a diagram's part, typed |
//! | multiple choice | "which of these are …" (a group's members) | "which of these are not …" |
//! | ordering | a process or a timeline, first to last | the same, last to first |
//! | numeric | a value (a year, a quantity with its unit) | a diagram: "which number shows X?" (else: the position of a step) |
//!
//! A kind is served when the bank offers two ways of asking it; a chapter needs six kinds (12
//! templates). Question `round` of a chapter takes the fact of index `round / templates`
//! (rotating), so that the questions of a 50-question exam of one template are different.
//!
//! Every question carries [`claim::BankClaim`]s that the checks decide by reading the bank
//! again: the answer is among the accepted answers of its prompt, no distractor is, an
//! ordering agrees with the sequence, a matching is a bijection of true pairs.
//!
//! # Writing a chapter's bank
//!
//! Texts are `[french, english]` pairs ([`T`]); write each phrase whole, with its article
//! ("le noyau", "the nucleus"): the engine never glues words, it only quotes them (« »). French
//! is written with ordinary spaces before `? : ; !` (the typesetter puts the no-break spaces).
//!
//! ```ignore
//! use crate::generate::builtin::bank::*;
//!
//! pub(crate) static CELL: Bank = Bank {
//!     chapter: "svt-6e-la-cellule",
//!     title: ["La cellule", "The cell"],
//!     relations: &[Relation {
//!         name: ["Les parties de la cellule", "The parts of the cell"],
//!         matching: ["Associe chaque partie de la cellule à son rôle.", "Match each part of the cell with its role."],
//!         typed: true, // the left side is a term a pupil can type
//!         pairs: &[
//!             pair(
//!                 ["le noyau", "the nucleus"],
//!                 ["contient l'information génétique", "contains the genetic information"],
//!                 ["Quel est le rôle du noyau ?", "What is the role of the nucleus?"],
//!                 ["Quelle partie de la cellule contient l'information génétique ?", "Which part of the cell contains the genetic information?"],
//!             ),
//!             // … at least 6 pairs, so that 4-pair matchings vary
//!         ],
//!     }],
//!     groups: &[Group {
//!         name: ["Êtres unicellulaires", "Single-celled organisms"],
//!         which: ["Parmi ces êtres vivants, lesquels sont unicellulaires ?", "Which of these living things are single-celled?"],
//!         which_not: ["Parmi ces êtres vivants, lesquels ne sont pas unicellulaires ?", "Which of these living things are not single-celled?"],
//!         members: &[["la paramécie", "the paramecium"], /* … */],
//!         others: &[["le chêne", "the oak"], /* … */],
//!     }],
//!     sequences: &[Sequence {
//!         name: ["Observer au microscope", "Using a microscope"],
//!         order: ["Range dans l'ordre les étapes d'une observation au microscope.", "Put the steps of a microscope observation in order."],
//!         backward: ["Range ces étapes de la dernière à la première.", "Put these steps in order from last to first."],
//!         next: ["Lors d'une observation au microscope, quelle étape vient juste après « {} » ?", "When using a microscope, which step comes right after “{}”?"],
//!         before: ["Vrai ou faux : lors d'une observation au microscope, « {a} » vient avant « {b} ».", "True or false: when using a microscope, “{a}” comes before “{b}”."],
//!         steps: &[["préparer la lame", "prepare the slide"], /* … at least 4 */],
//!     }],
//!     numbers: &[Number {
//!         ask: ["Combien de chromosomes une cellule humaine contient-elle ?", "How many chromosomes does a human cell contain?"],
//!         about: ["le nombre de chromosomes d'une cellule humaine", "the number of chromosomes in a human cell"],
//!         value: 46.0, dp: 0, unit: "",
//!     }],
//!     diagrams: &[&diagrams::svt::ANIMAL_CELL],
//! };
//! ```
//!
//! Then: add `&CELL` to the subject's `BANKS`, a catalog entry `(subject, level, slug,
//! &FAMILY, index in BANKS)`, the chapter's course knowledge, and run the bank tests
//! (`cargo test --all-features --lib generate::builtin::bank`), which check every bank: enough
//! facts for each kind, distractors never right, matchings bijective, orderings right.
//!
//! The relations of one bank need distinct `matching` instructions: a claim names its relation
//! by that instruction.
//!
//! A relation must be complete for what it lists: if a left side is also true of a right
//! side listed for another pair, write that pair too (several pairs may share a left side
//! and its question, or a right side and its question). A diagram ([`Diagram`]) is a drawing
//! function that names nothing and its parts with a point on each and where its number goes.

pub(crate) mod claim;
mod make;
#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use super::{Built, Ctx, Item};
use crate::domain::question::{Language, QuestionKind};
use crate::generate::figure::Figure;

/// A text in French and English.
pub(crate) type T = [&'static str; 2];

/// The text of `t` in `lang`.
pub(crate) fn tx(t: &T, lang: Language) -> &'static str {
    match lang {
        Language::Fr => t[0],
        Language::En => t[1],
    }
}

/// A chapter's facts.
#[derive(Debug)]
pub(crate) struct Bank {
    /// The chapter id ("svt-6e-la-cellule").
    pub chapter: &'static str,
    /// A short title, shown on the cards of the questions without a diagram.
    pub title: T,
    /// Pairs of a relation (organ ↔ function, event ↔ place, term ↔ definition).
    pub relations: &'static [Relation],
    /// Sets ("which of these are vertebrates?").
    pub groups: &'static [Group],
    /// Processes and timelines, in order.
    pub sequences: &'static [Sequence],
    /// Values: years, quantities with their unit.
    pub numbers: &'static [Number],
    /// Labelled diagrams.
    pub diagrams: &'static [&'static Diagram],
}

/// Pairs of one relation.
#[derive(Debug)]
pub(crate) struct Relation {
    /// Its name, on the cards ("Les parties de la cellule").
    pub name: T,
    /// The matching instruction ("Associe chaque organe à sa fonction.").
    pub matching: T,
    /// Whether the left side is a term a pupil can type (short text questions ask it).
    pub typed: bool,
    /// The pairs (at least 4; 6 or more so that matchings vary).
    pub pairs: &'static [Pair],
}

/// One fact of a relation: a left and a right side, and a question for each.
#[derive(Debug)]
pub(crate) struct Pair {
    /// The left side, a whole phrase ("le cœur").
    pub left: T,
    /// The right side, a whole phrase ("met le sang en mouvement").
    pub right: T,
    /// A question whose answer is `right`.
    pub ask_right: T,
    /// A question whose answer is `left` (`["", ""]`: not asked that way).
    pub ask_left: T,
}

/// A [`Pair`].
pub(crate) const fn pair(left: T, right: T, ask_right: T, ask_left: T) -> Pair {
    Pair {
        left,
        right,
        ask_right,
        ask_left,
    }
}

/// A set and things outside it.
#[derive(Debug)]
pub(crate) struct Group {
    /// Its name, on the cards.
    pub name: T,
    /// "Parmi ces …, lesquels sont … ?"
    pub which: T,
    /// "Parmi ces …, lesquels ne sont pas … ?"
    pub which_not: T,
    /// In the set (at least 2).
    pub members: &'static [T],
    /// Not in it, of the same kind (at least 2).
    pub others: &'static [T],
}

/// A process or a timeline, in order.
#[derive(Debug)]
pub(crate) struct Sequence {
    /// Its name, on the cards.
    pub name: T,
    /// The ordering instruction, first to last.
    pub order: T,
    /// The ordering instruction, last to first.
    pub backward: T,
    /// A question with `{}` where a step goes: which step comes right after it?
    pub next: T,
    /// A true-or-false statement with `{a}` and `{b}`: a comes before b.
    pub before: T,
    /// The steps, first to last (at least 4).
    pub steps: &'static [T],
}

/// A value.
#[derive(Debug)]
pub(crate) struct Number {
    /// The question ("En quelle année … ?").
    pub ask: T,
    /// What it is, for matchings ("la prise de la Bastille").
    pub about: T,
    /// The value, in `unit`.
    pub value: f64,
    /// Decimals shown.
    pub dp: u32,
    /// Its unit symbol ("" for a count or a year).
    pub unit: &'static str,
}

/// A schematic with numbered parts.
#[derive(Debug)]
pub(crate) struct Diagram {
    /// What it shows ("Une cellule animale"), said in the statement and the alt text.
    pub title: T,
    /// The drawing's size.
    pub size: (f64, f64),
    /// Draws the schematic (shapes only: it names nothing).
    pub draw: fn(&mut Figure),
    /// The parts (at least 4).
    pub parts: &'static [Part],
}

/// A part of a diagram.
#[derive(Debug)]
pub(crate) struct Part {
    /// Its name, a whole phrase ("le noyau").
    pub name: T,
    /// A point on the part, where its leader line ends.
    pub at: (f64, f64),
    /// Where its number goes (in the margin of the drawing).
    pub label: (f64, f64),
}

/// A way of asking (a template, with its kind).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Way {
    /// A relation's question, its right side among others.
    RelRight,
    /// The element numbered n of a diagram.
    DiagWhich,
    /// A relation asked for its left side, among others.
    RelLeft,
    /// The step right after a step.
    SeqNext,
    /// A relation's question and a proposed right side.
    TfRight,
    /// "Number n is X".
    TfDiag,
    /// A relation's question for its left side and a proposed left side.
    TfLeft,
    /// "A comes before B".
    TfSeq,
    /// Four pairs of a relation.
    MatchRel,
    /// A diagram's numbers and parts.
    MatchDiag,
    /// Quantities and their values.
    MatchNum,
    /// A relation's left side, typed.
    TypedRel,
    /// A diagram's part, typed.
    TypedDiag,
    /// A group's members among others.
    GroupIn,
    /// The things outside a group.
    GroupOut,
    /// Steps first to last.
    SeqOrder,
    /// Steps last to first.
    SeqBackward,
    /// A value.
    NumValue,
    /// The number of a part on a diagram.
    DiagNumber,
    /// The position of a step in its sequence.
    SeqRank,
    /// Steps and their positions.
    MatchRank,
}

/// The kinds, in the order a chapter's templates go through them, with their ways of asking
/// in order of preference.
const WAYS: [(QuestionKind, &[Way]); 7] = {
    use QuestionKind::*;
    use Way::*;
    [
        (SingleChoice, &[RelRight, DiagWhich, RelLeft, SeqNext]),
        (TrueFalse, &[TfRight, TfDiag, TfLeft, TfSeq]),
        (Matching, &[MatchRel, MatchDiag, MatchNum, MatchRank]),
        (ShortText, &[TypedRel, TypedDiag]),
        (MultipleChoice, &[GroupIn, GroupOut]),
        (Ordering, &[SeqOrder, SeqBackward]),
        (Numeric, &[NumValue, DiagNumber, SeqRank]),
    ]
};

/// Ways of asking each kind.
pub(crate) const VARIANTS: u8 = 2;

impl Bank {
    /// Whether the bank can ask `way`.
    pub(crate) fn offers(&self, way: Way) -> bool {
        use Way::*;
        let rel = |f: &dyn Fn(&Relation) -> bool| self.relations.iter().any(f);
        let diag = self.diagrams.iter().any(|d| d.parts.len() >= 4);
        let seq = self.sequences.iter().any(|s| s.steps.len() >= 4);
        let group = self
            .groups
            .iter()
            .any(|g| g.members.len() >= 2 && g.others.len() >= 2);
        match way {
            RelRight | TfRight => rel(&|r| r.pairs.len() >= 4),
            RelLeft | TfLeft => rel(&|r| r.pairs.len() >= 4 && has_left_questions(r)),
            MatchRel => rel(&|r| r.pairs.len() >= 5),
            TypedRel => rel(&|r| r.typed && has_left_questions(r)),
            DiagWhich | TfDiag | MatchDiag | TypedDiag | DiagNumber => diag,
            SeqNext | TfSeq | SeqOrder | SeqRank | MatchRank => seq,
            SeqBackward => seq && self.sequences.iter().any(|s| !s.backward[0].is_empty()),
            MatchNum => self.numbers.len() >= 5,
            GroupIn | GroupOut => group,
            NumValue => !self.numbers.is_empty(),
        }
    }

    /// The bank's templates: for each kind served, its two ways of asking.
    pub(crate) fn templates(&self) -> Vec<(QuestionKind, [Way; 2])> {
        WAYS.iter()
            .filter_map(|(kind, ways)| {
                let offered: Vec<Way> = ways.iter().copied().filter(|w| self.offers(*w)).collect();
                (offered.len() >= 2).then(|| (*kind, [offered[0], offered[1]]))
            })
            .collect()
    }
}

fn has_left_questions(r: &Relation) -> bool {
    r.pairs.iter().filter(|p| !p.ask_left[0].is_empty()).count() >= 4
}

/// The kinds a bank serves (leaked once per bank: a fixed, small number).
pub(crate) fn kinds(banks: &'static [&'static Bank], mode: u8) -> &'static [QuestionKind] {
    static KINDS: OnceLock<Mutex<HashMap<usize, &'static [QuestionKind]>>> = OnceLock::new();
    let bank = banks[usize::from(mode)];
    let key = bank as *const Bank as usize;
    let mut map = KINDS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    map.entry(key).or_insert_with(|| {
        let v: Vec<QuestionKind> = bank.templates().iter().map(|t| t.0).collect();
        Box::leak(v.into_boxed_slice())
    })
}

/// Builds the question of `kind` (its variant pinned in `ctx`) from the chapter's bank.
pub(crate) fn special(
    banks: &'static [&'static Bank],
    ctx: &mut Ctx,
    kind: QuestionKind,
) -> Option<Built> {
    let bank = banks[usize::from(ctx.mode)];
    let templates = bank.templates();
    // a kind the bank does not serve (a Bloom level asking for it): one of its templates
    let ways = templates
        .iter()
        .find(|t| t.0 == kind)
        .or_else(|| templates.get((ctx.round % templates.len().max(1) as u64) as usize))
        .map(|t| t.1)?;
    let way = match ctx.pin {
        Some(v) => ways[usize::from(v % VARIANTS)],
        None => ways[usize::from(ctx.variant(VARIANTS))],
    };
    let per = (templates.len() as u64 * u64::from(VARIANTS)).max(1);
    let index = (ctx.round / per) as usize;
    Some(make::build(bank, ctx, way, index))
}

/// A numeric item of the bank (for the generic builders and the numeric tests).
pub(crate) fn item(banks: &'static [&'static Bank], ctx: &mut Ctx) -> Item {
    let bank = banks[usize::from(ctx.mode)];
    make::item(bank, ctx)
}

/// The family of a subject's banks:
///
/// ```ignore
/// pub(crate) static FAMILY: Family = bank::family!("svt", BANKS);
/// ```
macro_rules! family {
    ($name:literal, $banks:path) => {
        $crate::generate::builtin::Family {
            name: $name,
            item: |ctx| $crate::generate::builtin::bank::item($banks, ctx),
            special: |ctx, kind| $crate::generate::builtin::bank::special($banks, ctx, kind),
            kinds: |mode| $crate::generate::builtin::bank::kinds($banks, mode),
            variants: |_| $crate::generate::builtin::bank::VARIANTS,
            notion: $crate::generate::builtin::no_notion,
        }
    };
}
pub(crate) use family;

/// Every subject's banks (a subject adds its `BANKS` slice here), for the checks and tests.
pub(crate) static SUBJECTS: &[&[&Bank]] = &[
    super::svt::BANKS,
    super::hg::BANKS,
    super::francais::themes::BANKS,
    super::svt::l4::BANKS,
    super::svt::l3::BANKS,
    super::svt::l2::BANKS,
    super::hg::l6::BANKS,
    super::hg::l5::BANKS,
    super::svt::c3::BANKS,
    super::svt::l5::BANKS,
    super::hg::l3b::BANKS,
    super::hg::geo3b::BANKS,
    super::hg::l2::BANKS,
    super::physics::bank6::BANKS,
    super::physics::bank5::BANKS,
    super::physics::bank4::BANKS,
    super::physics::bank3::BANKS,
    super::hg::geo6::BANKS,
    super::hg::l4b::BANKS,
    super::physics::bank3b::BANKS,
    super::svt::l1::BANKS,
    super::svt::lt::BANKS,
    super::hg::l2b::BANKS,
    super::hg::l4c::BANKS,
    super::hg::geo3c::BANKS,
    super::hg::lt::BANKS,
    super::hg::l5b::BANKS,
    super::hg::geo6b::BANKS,
    super::hg::c3::BANKS,
    super::hg::l1::BANKS,
    super::physics::bank2::BANKS,
    super::physics::bank1::BANKS,
    super::physics::bankt::BANKS,
    super::hg::l1b::BANKS,
    super::hg::l5c::BANKS,
    super::hg::g1::BANKS,
    super::hg::geob::BANKS,
];

/// Every bank.
pub(crate) fn all_banks() -> impl Iterator<Item = &'static Bank> {
    SUBJECTS.iter().flat_map(|s| s.iter()).copied()
}

/// The bank of `chapter`.
pub(crate) fn bank_of(chapter: &str) -> Option<&'static Bank> {
    all_banks().find(|b| b.chapter == chapter)
}
