//! Physique-chimie of the lycée, spécialité of 1re and Terminale: one family, one mode per
//! chapter, four ways of asking each (a law and the quantity asked), each as a numeric,
//! single-choice and true/false question (12 templates). The answer is computed from data
//! drawn answer-first; when it is not a short decimal it is rounded and the statement says to
//! what. Every question records its law and data ([`Facts::Law`]): the checks recompute the
//! value by another route ([`super::super::facts::laws`]).
//!
//! | mode | chapter | file |
//! |---|---|---|
//! | 0 | `quantite-de-matiere-et-concentration` 1re | here |
//! | 1 | `dosage-par-titrage` 1re | here |
//! | 2 | `travail-et-energie-mecanique` 1re | here |
//! | 3 | `ondes-mecaniques-periodiques` 1re | here |
//! | 4 | `lentilles-minces-convergentes` 1re | here |
//! | 5 | `acides-bases-et-ph` Tle | [`super::terminale`] |
//! | 6 | `decroissance-radioactive` Tle | [`super::terminale`] |
//! | 7 | `deuxieme-loi-de-newton` Tle | [`super::terminale`] |
//! | 8 | `mouvement-dans-un-champ-de-pesanteur` Tle | [`super::terminale`] |
//! | 9 | `condensateur-et-circuit-rc` Tle | [`super::terminale`] |
//! | 10 | `gaz-parfait-et-transferts-thermiques` Tle | [`super::terminale`] |
//! | 11 | `diffraction-interferences-et-effet-doppler` Tle | [`super::terminale`] |

use super::super::facts::Facts;
use super::super::facts::laws::Law;
use super::super::{Ctx, Family, Item, Qty, Wrong, no_special, tr, units, wrong};
use super::terminale;
use crate::domain::question::QuestionKind::*;
use crate::generate::num;
use crate::generate::visual::{card, visual};

/// The family.
pub(crate) static LYCEE: Family = Family {
    name: "physique-lycee",
    notion,
    item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse],
    variants: |_| VARIANTS,
};

/// Ways of asking per chapter.
const VARIANTS: u8 = 4;

/// The notion of the chapter's course knowledge (`generate::course::knowledge::physics_lycee`)
/// each variant exercises.
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    Some(match (mode, variant) {
        (0, 3) => "absorbance",
        (0, _) => "quantite-de-matiere",
        (1, _) => "equivalence",
        (2, 0 | 3) => "travail",
        (2, _) => "energie-mecanique",
        (3, _) => "periodicite",
        (4, _) => "conjugaison",
        (5, 0 | 1) => "ph",
        (5, _) => "pka",
        (6, _) => "demi-vie",
        (7, 0) => "deuxieme-loi",
        (7, _) => "acceleration",
        (8, _) => "chute-libre",
        (9, 0) => "capacite",
        (9, _) => "charge-rc",
        (10, 0 | 1) => "gaz-parfait",
        (10, _) => "transferts-thermiques",
        (11, 3) => "doppler",
        (11, _) => "diffraction",
        _ => return None,
    })
}

fn item(ctx: &mut Ctx) -> Item {
    let v = ctx.variant(VARIANTS);
    let q = match ctx.mode {
        0 => amounts(ctx, v),
        1 => titration(ctx, v),
        2 => mechanical_energy(ctx, v),
        3 => waves(ctx, v),
        4 => lenses(ctx, v),
        _ => terminale::question(ctx, v),
    };
    q.finish(ctx, v)
}

/// A question in the making: texts, answer, distractors, law and data (base units), and the
/// lines of its data card.
pub(super) struct Q {
    pub situation: String,
    pub question: String,
    pub claim: String,
    pub noun: String,
    pub answer: Qty,
    pub wrongs: Vec<Wrong>,
    pub explanation: String,
    pub law: Law,
    pub data: Vec<f64>,
    pub title: String,
    pub lines: Vec<String>,
}

impl Q {
    fn finish(self, ctx: &Ctx, variant: u8) -> Item {
        let tol = self.answer.tol * units::factor(self.answer.unit).unwrap_or(1.0);
        let alt = tr!(
            ctx.lang,
            "Fiche de données « {} » : {}.",
            "Data card “{}”: {}.",
            self.title,
            self.lines.join(" ; ")
        );
        let alt = if ctx.fr() {
            alt
        } else {
            alt.replace(" ; ", "; ")
        };
        let vis = visual(&card(&self.title, &self.lines), alt);
        let label = self.lines.join(", ");
        Item {
            situation: self.situation,
            question: self.question,
            claim: self.claim,
            label,
            noun: self.noun,
            answer: self.answer,
            wrongs: self.wrongs,
            alts: Vec::new(),
            visual: vis,
            explanation: self.explanation,
            facts: Facts::Law {
                law: self.law,
                data: self.data,
                tol,
            },
            steps: Vec::new(),
            variant,
        }
    }
}

/// Whether `x` is written exactly with `dp` decimals.
pub(super) fn is_short(x: f64, dp: u32) -> bool {
    let p = 10f64.powi(dp as i32);
    ((x * p).round() - x * p).abs() < 1e-6
}

/// The answer `x` shown with `dp` decimals: exact when it has no more, else rounded; and the
/// sentence that states the rounding (empty when exact).
pub(super) fn answer(ctx: &Ctx, x: f64, dp: u32, unit: &'static str) -> (Qty, String) {
    if is_short(x, dp) {
        return (Qty::exact(x, dp, unit), String::new());
    }
    let note = match dp {
        0 => tr!(
            ctx.lang,
            "Arrondis à l'unité.",
            "Round to the nearest whole number."
        ),
        1 => tr!(
            ctx.lang,
            "Arrondis au dixième.",
            "Round to the nearest tenth."
        ),
        2 => tr!(
            ctx.lang,
            "Arrondis au centième.",
            "Round to the nearest hundredth."
        ),
        _ => tr!(
            ctx.lang,
            "Arrondis au millième.",
            "Round to the nearest thousandth."
        ),
    };
    (Qty::rounded(x, dp.min(3), unit), note)
}

/// A question followed by its rounding sentence.
pub(super) fn ask(question: String, note: &str) -> String {
    if note.is_empty() {
        question
    } else {
        format!("{question} {note}")
    }
}

/// A distractor: `x` as a pupil would write it with `dp` decimals.
pub(super) fn wr(ctx: &Ctx, x: f64, dp: u32, unit: &'static str, fr: &str, en: &str) -> Wrong {
    wrong(
        Qty::rounded_exact(x, dp, unit),
        if ctx.fr() { fr } else { en }.to_owned(),
    )
}

/// A value and its unit, as shown.
pub(super) fn show(ctx: &Ctx, x: f64, dp: u32, unit: &str) -> String {
    ctx.qty(x, dp, unit)
}

/// "de " or "d'" before a French noun.
pub(super) fn de(noun: &str) -> String {
    if noun.starts_with(['a', 'e', 'é', 'i', 'o', 'u', 'h']) {
        format!("d'{noun}")
    } else {
        format!("de {noun}")
    }
}

/// One of `items`, in the question's language.
pub(super) fn pick_tr<T: Copy>(ctx: &mut Ctx, items: &[(T, T)]) -> T {
    let (fr, en) = ctx.pick(items);
    if ctx.fr() { fr } else { en }
}

// ------------------------------------------------------------------------------------------
// 1re: quantité de matière, concentration, absorbance

/// (French name, English name, molar mass in g/mol).
const SPECIES: &[(&str, &str, f64)] = &[
    ("eau", "water", 18.0),
    ("dioxyde de carbone", "carbon dioxide", 44.0),
    ("chlorure de sodium", "sodium chloride", 58.5),
    ("glucose", "glucose", 180.0),
    ("dioxygène", "oxygen", 32.0),
    ("éthanol", "ethanol", 46.0),
    ("hydroxyde de sodium", "sodium hydroxide", 40.0),
    ("méthane", "methane", 16.0),
    ("saccharose", "sucrose", 342.0),
];

/// Solids that dissolve in water: (French, English, g/mol).
const SOLUTES: &[(&str, &str, f64)] = &[
    ("chlorure de sodium", "sodium chloride", 58.5),
    ("glucose", "glucose", 180.0),
    ("hydroxyde de sodium", "sodium hydroxide", 40.0),
    ("saccharose", "sucrose", 342.0),
    (
        "sulfate de cuivre anhydre",
        "anhydrous copper sulfate",
        159.6,
    ),
    ("permanganate de potassium", "potassium permanganate", 158.0),
];

fn amounts(ctx: &mut Ctx, v: u8) -> Q {
    let lang = ctx.lang;
    match v {
        0 => {
            let (fr, en, mm) = ctx.pick(SPECIES);
            let n = ctx.pick(&[
                0.02, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.75, 0.8, 1.2, 1.5, 2.0, 2.5,
            ]);
            let m = num::round_to(n * mm, 3);
            let (ms, mms) = (show(ctx, m, 3, "g"), show(ctx, mm, 1, "g/mol"));
            let (a, note) = answer(ctx, n, 3, "mol");
            let sp = if ctx.fr() { de(fr) } else { format!("of {en}") };
            let nt = a.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "Un échantillon {sp} a une masse m = {ms}. La masse molaire {sp} vaut M = {mms}.",
                    "A sample {sp} has a mass m = {ms}. The molar mass {sp} is M = {mms}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle quantité de matière n contient l'échantillon, en mol ?",
                        "What amount of substance n does the sample contain, in mol?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "l'échantillon contient {{v}} {sp}",
                    "the sample contains {{v}} {sp}"
                ),
                noun: tr!(lang, "quantité de matière", "amount of substance"),
                answer: a,
                wrongs: vec![
                    wr(
                        ctx,
                        m * mm,
                        1,
                        "mol",
                        "m × M au lieu de m ÷ M",
                        "m × M instead of m ÷ M",
                    ),
                    wr(
                        ctx,
                        mm / m,
                        3,
                        "mol",
                        "formule inversée : M ÷ m",
                        "inverted formula: M ÷ m",
                    ),
                    wr(
                        ctx,
                        n / 1000.0,
                        6,
                        "mol",
                        "masse convertie en kg",
                        "mass converted into kg",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "n = m ÷ M = {ms} ÷ {mms} = {nt}.",
                    "n = m ÷ M = {ms} ÷ {mms} = {nt}."
                ),
                law: Law::MolesFromMass,
                data: vec![m * 1e-3, mm * 1e-3],
                title: tr!(lang, "Échantillon", "Sample"),
                lines: vec![format!("m = {ms}"), format!("M = {mms}"), "n = ?".into()],
            }
        }
        1 => {
            let (fr, en, mm) = ctx.pick(SOLUTES);
            let mut tries = 0;
            let (vml, m) = loop {
                let c = ctx.pick(&[0.01, 0.02, 0.025, 0.04, 0.05, 0.08, 0.1, 0.2, 0.25, 0.5]);
                let vml = ctx.pick(&[50.0, 100.0, 200.0, 250.0, 500.0]);
                let m = c * vml / 1000.0 * mm;
                tries += 1;
                if is_short(m, 3) || tries > 40 {
                    break (vml, m);
                }
            };
            let m = num::round_to(m, 3);
            let (ms, mms, vs) = (
                show(ctx, m, 3, "g"),
                show(ctx, mm, 1, "g/mol"),
                show(ctx, vml, 0, "mL"),
            );
            let (a, note) = answer(ctx, m / mm / (vml / 1000.0), 3, "mol/L");
            let sp = if ctx.fr() { de(fr) } else { en.to_owned() };
            let ct = a.text(lang);
            let vl = show(ctx, vml / 1000.0, 3, "L");
            Q {
                situation: tr!(
                    lang,
                    "On dissout une masse m = {ms} {sp} dans de l'eau distillée pour obtenir un volume V = {vs} de solution. La masse molaire {sp} vaut M = {mms}.",
                    "A mass m = {ms} of {sp} is dissolved in distilled water to make a volume V = {vs} of solution. The molar mass of {sp} is M = {mms}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est la concentration en quantité de matière c de la solution, en mol/L ?",
                        "What is the molar concentration c of the solution, in mol/L?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "la concentration de la solution est de {{v}}",
                    "the concentration of the solution is {{v}}"
                ),
                noun: tr!(lang, "concentration", "concentration"),
                answer: a,
                wrongs: vec![
                    wr(
                        ctx,
                        m / mm / vml,
                        6,
                        "mol/L",
                        "volume laissé en mL",
                        "volume left in mL",
                    ),
                    wr(
                        ctx,
                        m / (vml / 1000.0),
                        3,
                        "mol/L",
                        "concentration en masse m ÷ V",
                        "mass concentration m ÷ V",
                    ),
                    wr(
                        ctx,
                        m / mm,
                        4,
                        "mol/L",
                        "volume oublié : n = m ÷ M",
                        "volume forgotten: n = m ÷ M",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "c = m ÷ (M × V) avec V = {vl} : c = {ms} ÷ ({mms} × {vl}) = {ct}.",
                    "c = m ÷ (M × V) with V = {vl}: c = {ms} ÷ ({mms} × {vl}) = {ct}."
                ),
                law: Law::ConcFromMass,
                data: vec![m * 1e-3, mm * 1e-3, vml * 1e-6],
                title: tr!(lang, "Solution", "Solution"),
                lines: vec![
                    format!("m = {ms}"),
                    format!("M = {mms}"),
                    format!("V = {vs}"),
                ],
            }
        }
        2 => {
            let (fr, en) = ctx.pick(&[
                ("dioxygène", "oxygen"),
                ("dioxyde de carbone", "carbon dioxide"),
                ("méthane", "methane"),
                ("diazote", "nitrogen"),
                ("dihydrogène", "hydrogen"),
                ("propane", "propane"),
            ]);
            let n = ctx.pick(&[
                0.005, 0.01, 0.02, 0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5,
            ]);
            let vm = 24.0;
            let vl = num::round_to(n * vm, 3);
            let (vs, vms) = (show(ctx, vl, 3, "L"), show(ctx, vm, 1, "L/mol"));
            let (a, note) = answer(ctx, n, 4, "mol");
            let sp = if ctx.fr() { de(fr) } else { en.to_owned() };
            let nt = a.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "Dans les conditions de l'expérience, le volume molaire des gaz vaut Vm = {vms}. Un flacon contient un volume V = {vs} {sp}.",
                    "In the conditions of the experiment, the molar volume of gases is Vm = {vms}. A flask holds a volume V = {vs} of {sp}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle quantité de matière de gaz contient le flacon, en mol ?",
                        "What amount of gas does the flask hold, in mol?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "le flacon contient {{v}} {sp}",
                    "the flask holds {{v}} of {sp}"
                ),
                noun: tr!(lang, "quantité de matière", "amount of substance"),
                answer: a,
                wrongs: vec![
                    wr(
                        ctx,
                        vl * vm,
                        2,
                        "mol",
                        "V × Vm au lieu de V ÷ Vm",
                        "V × Vm instead of V ÷ Vm",
                    ),
                    wr(
                        ctx,
                        vm / vl,
                        3,
                        "mol",
                        "formule inversée : Vm ÷ V",
                        "inverted formula: Vm ÷ V",
                    ),
                    wr(
                        ctx,
                        vl / 22.4,
                        4,
                        "mol",
                        "volume molaire à 0 °C (22,4 L/mol) utilisé",
                        "molar volume at 0 °C (22.4 L/mol) used",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "n = V ÷ Vm = {vs} ÷ {vms} = {nt}.",
                    "n = V ÷ Vm = {vs} ÷ {vms} = {nt}."
                ),
                law: Law::GasMoles,
                data: vec![vl * 1e-3, vm * 1e-3],
                title: tr!(lang, "Gaz", "Gas"),
                lines: vec![format!("V = {vs}"), format!("Vm = {vms}"), "n = ?".into()],
            }
        }
        _ => {
            let (fr, en) = ctx.pick(&[
                ("permanganate de potassium", "potassium permanganate"),
                ("sulfate de cuivre", "copper sulfate"),
                ("diiode", "iodine"),
                ("bleu patenté", "patent blue"),
            ]);
            let c0 = ctx.pick(&[0.2, 0.4, 0.5, 0.8, 1.0, 2.0, 2.5, 4.0, 5.0]);
            let a0 = ctx.pick(&[0.15, 0.2, 0.24, 0.3, 0.32, 0.4, 0.48, 0.6]);
            let k = ctx.pick(&[0.25, 0.5, 0.75, 1.25, 1.5, 1.75, 2.0, 2.5]);
            let ab = num::round_to(a0 * k, 4);
            let c = c0 * k;
            let (c0s, a0s, abs) = (show(ctx, c0, 2, "mmol/L"), ctx.dec(a0, 3), ctx.dec(ab, 4));
            let (a, note) = answer(ctx, c, 3, "mmol/L");
            let sp = if ctx.fr() { de(fr) } else { en.to_owned() };
            let ct = a.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "Une solution étalon {sp} de concentration c₀ = {c0s} a une absorbance A₀ = {a0s}. Une solution S {sp}, mesurée à la même longueur d'onde et dans la même cuve, a une absorbance A = {abs}.",
                    "A standard solution of {sp} with concentration c₀ = {c0s} has an absorbance A₀ = {a0s}. A solution S of {sp}, measured at the same wavelength in the same cell, has an absorbance A = {abs}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "D'après la loi de Beer-Lambert, quelle est la concentration c de la solution S, en mmol/L ?",
                        "By the Beer-Lambert law, what is the concentration c of solution S, in mmol/L?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "la concentration de la solution S est de {{v}}",
                    "the concentration of solution S is {{v}}"
                ),
                noun: tr!(lang, "concentration", "concentration"),
                answer: a,
                wrongs: vec![
                    wr(
                        ctx,
                        c0 * a0 / ab,
                        3,
                        "mmol/L",
                        "rapport inversé : c₀ × A₀ ÷ A",
                        "inverted ratio: c₀ × A₀ ÷ A",
                    ),
                    wr(ctx, c0 * ab, 3, "mmol/L", "c₀ × A", "c₀ × A"),
                    wr(
                        ctx,
                        c0 + ab - a0,
                        3,
                        "mmol/L",
                        "écart d'absorbance ajouté",
                        "absorbance difference added",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "L'absorbance est proportionnelle à la concentration : c = c₀ × A ÷ A₀ = {c0s} × {abs} ÷ {a0s} = {ct}.",
                    "The absorbance is proportional to the concentration: c = c₀ × A ÷ A₀ = {c0s} × {abs} ÷ {a0s} = {ct}."
                ),
                law: Law::BeerLambert,
                data: vec![c0, a0, ab],
                title: tr!(lang, "Spectrophotométrie", "Spectrophotometry"),
                lines: vec![
                    format!("c₀ = {c0s}"),
                    format!("A₀ = {a0s}"),
                    format!("A = {abs}"),
                ],
            }
        }
    }
}

// ------------------------------------------------------------------------------------------
// 1re: dosage par titrage

/// A titration: equation, titrated species (French, English), titrant (French, English), the
/// coefficients a (titrated) and b (titrant), the titrated species' molar mass in g/mol.
struct Reaction {
    equation: &'static str,
    titrated: (&'static str, &'static str),
    titrant: (&'static str, &'static str),
    a: f64,
    b: f64,
    molar: f64,
}

const REACTIONS: &[Reaction] = &[
    Reaction {
        equation: "MnO₄⁻ + 5 Fe²⁺ + 8 H⁺ → Mn²⁺ + 5 Fe³⁺ + 4 H₂O",
        titrated: ("ions fer(II) Fe²⁺", "iron(II) ions Fe²⁺"),
        titrant: (
            "permanganate de potassium (ions MnO₄⁻)",
            "potassium permanganate (MnO₄⁻ ions)",
        ),
        a: 5.0,
        b: 1.0,
        molar: 55.8,
    },
    Reaction {
        equation: "I₂ + 2 S₂O₃²⁻ → 2 I⁻ + S₄O₆²⁻",
        titrated: ("diiode I₂", "iodine I₂"),
        titrant: (
            "thiosulfate de sodium (ions S₂O₃²⁻)",
            "sodium thiosulfate (S₂O₃²⁻ ions)",
        ),
        a: 1.0,
        b: 2.0,
        molar: 253.8,
    },
    Reaction {
        equation: "Ce⁴⁺ + Fe²⁺ → Ce³⁺ + Fe³⁺",
        titrated: ("ions fer(II) Fe²⁺", "iron(II) ions Fe²⁺"),
        titrant: ("ions cérium(IV) Ce⁴⁺", "cerium(IV) ions Ce⁴⁺"),
        a: 1.0,
        b: 1.0,
        molar: 55.8,
    },
    Reaction {
        equation: "2 MnO₄⁻ + 5 H₂O₂ + 6 H⁺ → 2 Mn²⁺ + 5 O₂ + 8 H₂O",
        titrated: ("peroxyde d'hydrogène H₂O₂", "hydrogen peroxide H₂O₂"),
        titrant: (
            "permanganate de potassium (ions MnO₄⁻)",
            "potassium permanganate (MnO₄⁻ ions)",
        ),
        a: 5.0,
        b: 2.0,
        molar: 34.0,
    },
];

fn titration(ctx: &mut Ctx, v: u8) -> Q {
    let lang = ctx.lang;
    let r = &REACTIONS[ctx.int(0, REACTIONS.len() as i64 - 1) as usize];
    let (ta, tb) = if ctx.fr() {
        (de(r.titrated.0), de(r.titrant.0))
    } else {
        (
            format!("of {}", r.titrated.1),
            format!("of {}", r.titrant.1),
        )
    };
    // titrant c₂ (mol/L), sample V₁ (mL), equivalence Vₑ (mL), titrated c₁ (mmol/L)
    let (mut c2, mut v1, mut ve, mut c1) = (0.02, 20.0, 12.0, 0.0);
    for _ in 0..60 {
        c2 = ctx.pick(&[0.01, 0.02, 0.04, 0.05, 0.1]);
        v1 = ctx.pick(&[10.0, 20.0, 25.0]);
        ve = f64::from(ctx.int(40, 100) as i32) / 5.0;
        c1 = r.a * c2 * ve / (r.b * v1) * 1000.0;
        if is_short(c1, 3) {
            break;
        }
    }
    let c1 = num::round_to(c1, 3);
    let (c2s, v1s, ves, c1s) = (
        show(ctx, c2, 3, "mol/L"),
        show(ctx, v1, 0, "mL"),
        show(ctx, ve, 1, "mL"),
        show(ctx, c1, 3, "mmol/L"),
    );
    let eq = r.equation;
    let (a, b) = (r.a, r.b);
    let rel = format!("n₁ ÷ {} = n₂ ÷ {}", a, b);
    let setup = tr!(
        lang,
        "On titre un volume V₁ = {v1s} d'une solution {ta} par une solution {tb} de concentration c₂ = {c2s}. L'équation de la réaction support du titrage est : {eq}.",
        "A volume V₁ = {v1s} of a solution {ta} is titrated with a solution {tb} of concentration c₂ = {c2s}. The equation of the titration reaction is: {eq}."
    );
    let at_eq = tr!(
        lang,
        "Le changement de couleur repère l'équivalence pour un volume versé Vₑ = {ves}.",
        "The colour change marks the equivalence for an added volume Vₑ = {ves}."
    );
    let si = [a, b, c2 * 1000.0, ve * 1e-6, v1 * 1e-6];
    let title = tr!(lang, "Titrage", "Titration");
    let mut lines = vec![eq.to_owned()];
    match v {
        0 => {
            let (ans, note) = answer(ctx, c1, 3, "mmol/L");
            let ct = ans.text(lang);
            lines.extend([
                format!("V₁ = {v1s}"),
                format!("c₂ = {c2s}"),
                format!("Vₑ = {ves}"),
            ]);
            Q {
                situation: format!("{setup} {at_eq}"),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est la concentration c₁ de la solution titrée, en mmol/L ?",
                        "What is the concentration c₁ of the titrated solution, in mmol/L?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "la solution titrée a une concentration de {{v}}",
                    "the titrated solution has a concentration of {{v}}"
                ),
                noun: tr!(lang, "concentration", "concentration"),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        c2 * ve / v1 * 1000.0,
                        3,
                        "mmol/L",
                        "coefficients stœchiométriques oubliés",
                        "stoichiometric coefficients forgotten",
                    ),
                    wr(
                        ctx,
                        b * c2 * ve / (a * v1) * 1000.0,
                        3,
                        "mmol/L",
                        "rapport des coefficients inversé",
                        "ratio of the coefficients inverted",
                    ),
                    wr(
                        ctx,
                        a * c2 * v1 / (b * ve) * 1000.0,
                        3,
                        "mmol/L",
                        "volumes V₁ et Vₑ échangés",
                        "volumes V₁ and Vₑ swapped",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "À l'équivalence, {rel} : c₁ × V₁ ÷ {a} = c₂ × Vₑ ÷ {b}, donc c₁ = {a} × {c2s} × {ves} ÷ ({b} × {v1s}) = {ct}.",
                    "At equivalence, {rel}: c₁ × V₁ ÷ {a} = c₂ × Vₑ ÷ {b}, so c₁ = {a} × {c2s} × {ves} ÷ ({b} × {v1s}) = {ct}."
                ),
                law: Law::TitratedConc,
                data: si.to_vec(),
                title,
                lines,
            }
        }
        1 => {
            let (ans, note) = answer(ctx, ve, 2, "mL");
            let vt = ans.text(lang);
            lines.extend([
                format!("V₁ = {v1s}"),
                format!("c₁ = {c1s}"),
                format!("c₂ = {c2s}"),
            ]);
            Q {
                situation: tr!(
                    lang,
                    "On titre un volume V₁ = {v1s} d'une solution {ta} de concentration c₁ = {c1s} par une solution {tb} de concentration c₂ = {c2s}. L'équation de la réaction support du titrage est : {eq}.",
                    "A volume V₁ = {v1s} of a solution {ta} with concentration c₁ = {c1s} is titrated with a solution {tb} of concentration c₂ = {c2s}. The equation of the titration reaction is: {eq}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quel volume Vₑ de solution titrante faut-il verser pour atteindre l'équivalence, en mL ?",
                        "What volume Vₑ of titrant must be added to reach the equivalence, in mL?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "l'équivalence est atteinte pour Vₑ = {{v}}",
                    "the equivalence is reached for Vₑ = {{v}}"
                ),
                noun: tr!(lang, "volume à l'équivalence", "equivalence volume"),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        c1 / 1000.0 * v1 / c2,
                        2,
                        "mL",
                        "coefficients stœchiométriques oubliés",
                        "stoichiometric coefficients forgotten",
                    ),
                    wr(
                        ctx,
                        a * c1 / 1000.0 * v1 / (b * c2),
                        2,
                        "mL",
                        "rapport des coefficients inversé",
                        "ratio of the coefficients inverted",
                    ),
                    wr(
                        ctx,
                        c2 * v1 / (c1 / 1000.0),
                        2,
                        "mL",
                        "concentrations échangées",
                        "concentrations swapped",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "À l'équivalence, {rel} : Vₑ = {b} × c₁ × V₁ ÷ ({a} × c₂) = {b} × {c1s} × {v1s} ÷ ({a} × {c2s}) = {vt}.",
                    "At equivalence, {rel}: Vₑ = {b} × c₁ × V₁ ÷ ({a} × c₂) = {b} × {c1s} × {v1s} ÷ ({a} × {c2s}) = {vt}."
                ),
                law: Law::EquivalenceVolume,
                data: vec![a, b, c1, v1 * 1e-6, c2 * 1000.0],
                title,
                lines,
            }
        }
        2 => {
            let n1 = a * c2 * ve / b;
            let (ans, note) = answer(ctx, n1, 4, "mmol");
            let nt = ans.text(lang);
            lines.extend([format!("c₂ = {c2s}"), format!("Vₑ = {ves}")]);
            Q {
                situation: format!("{setup} {at_eq}"),
                question: ask(
                    tr!(
                        lang,
                        "Quelle quantité de matière n₁ de l'espèce titrée contenait le volume V₁, en mmol ?",
                        "What amount n₁ of the titrated species did the volume V₁ hold, in mmol?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "le volume V₁ contenait {{v}} de l'espèce titrée",
                    "the volume V₁ held {{v}} of the titrated species"
                ),
                noun: tr!(lang, "quantité de matière", "amount of substance"),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        c2 * ve,
                        4,
                        "mmol",
                        "quantité de réactif titrant, sans les coefficients",
                        "amount of titrant, without the coefficients",
                    ),
                    wr(
                        ctx,
                        b * c2 * ve / a,
                        4,
                        "mmol",
                        "rapport des coefficients inversé",
                        "ratio of the coefficients inverted",
                    ),
                    wr(
                        ctx,
                        a * c2 * ve / b / 1000.0,
                        6,
                        "mmol",
                        "mL convertis deux fois",
                        "mL converted twice",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "À l'équivalence, {rel} avec n₂ = c₂ × Vₑ : n₁ = {a} × {c2s} × {ves} ÷ {b} = {nt}.",
                    "At equivalence, {rel} with n₂ = c₂ × Vₑ: n₁ = {a} × {c2s} × {ves} ÷ {b} = {nt}."
                ),
                law: Law::TitratedAmount,
                data: si[..4].to_vec(),
                title,
                lines,
            }
        }
        _ => {
            let mm = r.molar;
            let mms = show(ctx, mm, 1, "g/mol");
            let m = a * c2 * ve / b * mm;
            let (ans, note) = answer(ctx, m, 1, "mg");
            let mt = ans.text(lang);
            let species = r.titrated.0.split(' ').next_back().unwrap_or("A");
            lines.extend([
                format!("c₂ = {c2s}"),
                format!("Vₑ = {ves}"),
                format!("M({species}) = {mms}"),
            ]);
            Q {
                situation: format!(
                    "{setup} {at_eq} {}",
                    tr!(
                        lang,
                        "La masse molaire de l'espèce titrée {species} vaut {mms}.",
                        "The molar mass of the titrated species {species} is {mms}."
                    )
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle masse de l'espèce titrée contenait le volume V₁, en mg ?",
                        "What mass of the titrated species did the volume V₁ hold, in mg?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "le volume V₁ contenait {{v}} de l'espèce titrée",
                    "the volume V₁ held {{v}} of the titrated species"
                ),
                noun: tr!(lang, "masse", "mass"),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        c2 * ve * mm,
                        1,
                        "mg",
                        "coefficients stœchiométriques oubliés",
                        "stoichiometric coefficients forgotten",
                    ),
                    wr(
                        ctx,
                        b * c2 * ve / a * mm,
                        1,
                        "mg",
                        "rapport des coefficients inversé",
                        "ratio of the coefficients inverted",
                    ),
                    wr(
                        ctx,
                        a * c2 * ve / b / mm,
                        3,
                        "mg",
                        "quantité divisée par M au lieu de multipliée",
                        "amount divided by M instead of multiplied",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "À l'équivalence, {rel} : n₁ = {a} × {c2s} × {ves} ÷ {b}, puis m = n₁ × M ≈ {mt}.",
                    "At equivalence, {rel}: n₁ = {a} × {c2s} × {ves} ÷ {b}, then m = n₁ × M ≈ {mt}."
                ),
                law: Law::TitratedMass,
                data: vec![a, b, c2 * 1000.0, ve * 1e-6, mm * 1e-3],
                title,
                lines,
            }
        }
    }
}

// ------------------------------------------------------------------------------------------
// 1re: travail d'une force, énergies

const G: f64 = 9.81;

fn mechanical_energy(ctx: &mut Ctx, v: u8) -> Q {
    let lang = ctx.lang;
    let gs = show(ctx, G, 2, "N/kg");
    match v {
        0 => {
            let f = ctx.int(5, 80) as f64 * 10.0;
            let d = ctx.int(2, 60) as f64;
            let alpha: f64 = ctx.pick(&[0.0, 60.0, 120.0, 180.0]);
            let w = f * d * alpha.to_radians().cos();
            let w = num::round_to(w, 3);
            let (fs, ds) = (show(ctx, f, 0, "N"), show(ctx, d, 0, "m"));
            let als = format!("{}°", alpha);
            let (a, note) = answer(ctx, w, 1, "J");
            let wt = a.text(lang);
            let cos = ctx.dec(alpha.to_radians().cos(), 1);
            Q {
                situation: tr!(
                    lang,
                    "Une force constante F d'intensité {fs} s'exerce sur un objet qui se déplace en ligne droite de A à B, avec AB = {ds}. L'angle entre la force et le déplacement vaut α = {als}.",
                    "A constant force F of {fs} acts on an object moving in a straight line from A to B, with AB = {ds}. The angle between the force and the displacement is α = {als}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quel est le travail W de la force F entre A et B, en J ?",
                        "What is the work W of the force F from A to B, in J?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "le travail de la force F entre A et B vaut {{v}}",
                    "the work of the force F from A to B is {{v}}"
                ),
                noun: tr!(lang, "travail", "work"),
                answer: a,
                wrongs: vec![
                    wr(
                        ctx,
                        f * d,
                        1,
                        "J",
                        "angle oublié : W = F × AB",
                        "angle forgotten: W = F × AB",
                    ),
                    wr(ctx, f / d, 2, "J", "F ÷ AB", "F ÷ AB"),
                    wr(ctx, -w, 1, "J", "signe du cosinus", "sign of the cosine"),
                    wr(
                        ctx,
                        f * d * alpha.to_radians().sin().abs(),
                        0,
                        "J",
                        "sinus au lieu du cosinus",
                        "sine instead of cosine",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "W = F × AB × cos α = {fs} × {ds} × {cos} = {wt}.",
                    "W = F × AB × cos α = {fs} × {ds} × {cos} = {wt}."
                ),
                law: Law::Work,
                data: vec![f, d, alpha],
                title: tr!(lang, "Travail d'une force", "Work of a force"),
                lines: vec![
                    format!("F = {fs}"),
                    format!("AB = {ds}"),
                    format!("α = {als}"),
                ],
            }
        }
        1 => {
            let (what, lo, hi) = ctx.pick(&[
                (("Une pierre", "A stone"), 2, 50),
                (("Un sac de ciment", "A bag of cement"), 200, 400),
                (("Un randonneur", "A hiker"), 500, 900),
                (("Une balle", "A ball"), 1, 6),
            ]);
            let what = if ctx.fr() { what.0 } else { what.1 };
            let m = ctx.int(lo, hi) as f64 / 10.0;
            // Epp below 10 000 J
            let top = ((9_999.0 / (m * G * 5.0)).floor() as i64).clamp(1, 60);
            let z = ctx.int(1, top) as f64 * 5.0;
            let e = num::round_to(m * G * z, 3);
            let (ms, zs) = (show(ctx, m, 1, "kg"), show(ctx, z, 0, "m"));
            let (a, note) = answer(ctx, e, 3, "J");
            let et = a.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "{what} de masse m = {ms} se trouve à l'altitude z = {zs}. On prend g = {gs} et l'origine de l'énergie potentielle au niveau z = 0.",
                    "{what} of mass m = {ms} is at a height z = {zs}. Take g = {gs} and the zero of potential energy at z = 0."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est son énergie potentielle de pesanteur, en J ?",
                        "What is its gravitational potential energy, in J?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "son énergie potentielle de pesanteur vaut {{v}}",
                    "its gravitational potential energy is {{v}}"
                ),
                noun: tr!(lang, "énergie potentielle", "potential energy"),
                answer: a,
                wrongs: vec![
                    wr(ctx, m * z, 1, "J", "g oublié : m × z", "g forgotten: m × z"),
                    wr(
                        ctx,
                        0.5 * m * G * z,
                        3,
                        "J",
                        "facteur ½ en trop",
                        "extra factor ½",
                    ),
                    wr(ctx, m * G / z, 3, "J", "division par z", "divided by z"),
                ],
                explanation: tr!(
                    lang,
                    "Epp = m × g × z = {ms} × {gs} × {zs} = {et}.",
                    "Epp = m × g × z = {ms} × {gs} × {zs} = {et}."
                ),
                law: Law::PotentialEnergy,
                data: vec![m, G, z],
                title: tr!(lang, "Énergie potentielle", "Potential energy"),
                lines: vec![
                    format!("m = {ms}"),
                    format!("z = {zs}"),
                    format!("g = {gs}"),
                ],
            }
        }
        2 => {
            let h = ctx.int(4, 160) as f64 / 4.0;
            let speed = (2.0 * G * h).sqrt();
            let hs = show(ctx, h, 2, "m");
            let (a, note) = answer(ctx, speed, 1, "m/s");
            let vt = a.text(lang);
            let what = pick_tr(
                ctx,
                &[
                    ("Une balle", "A ball"),
                    ("Une bille", "A marble"),
                    ("Une pierre", "A stone"),
                ],
            );
            Q {
                situation: tr!(
                    lang,
                    "{what} est lâchée sans vitesse initiale d'une hauteur h = {hs} au-dessus du sol. On néglige les frottements et on prend g = {gs}.",
                    "{what} is dropped from rest from a height h = {hs} above the ground. Friction is neglected and g = {gs}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Par la conservation de l'énergie mécanique, quelle est sa vitesse juste avant de toucher le sol, en m/s ?",
                        "By conservation of mechanical energy, what is its speed just before it hits the ground, in m/s?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "sa vitesse juste avant le sol vaut {{v}}",
                    "its speed just before the ground is {{v}}"
                ),
                noun: tr!(lang, "vitesse", "speed"),
                answer: a,
                wrongs: vec![
                    wr(
                        ctx,
                        2.0 * G * h,
                        1,
                        "m/s",
                        "racine carrée oubliée",
                        "square root forgotten",
                    ),
                    wr(
                        ctx,
                        (G * h).sqrt(),
                        1,
                        "m/s",
                        "facteur 2 oublié : √(g h)",
                        "factor 2 forgotten: √(g h)",
                    ),
                    wr(ctx, G * h / 2.0, 1, "m/s", "g h ÷ 2", "g h ÷ 2"),
                ],
                explanation: tr!(
                    lang,
                    "½ m v² = m g h, donc v = √(2 g h) = √(2 × {gs} × {hs}) ≈ {vt}.",
                    "½ m v² = m g h, so v = √(2 g h) = √(2 × {gs} × {hs}) ≈ {vt}."
                ),
                law: Law::DropSpeed,
                data: vec![G, h],
                title: tr!(lang, "Chute sans frottement", "Fall without friction"),
                lines: vec![format!("h = {hs}"), format!("g = {gs}"), "v = ?".into()],
            }
        }
        _ => {
            let m = ctx.int(16, 36) as f64 * 50.0;
            let v1 = ctx.int(0, 30) as f64;
            let mut v2 = ctx.int(0, 30) as f64;
            if v2 == v1 {
                v2 = if v1 > 5.0 { v1 - 5.0 } else { v1 + 7.0 };
            }
            let w = 0.5 * m * (v2 * v2 - v1 * v1);
            let (ms, v1s, v2s) = (
                show(ctx, m, 0, "kg"),
                show(ctx, v1, 0, "m/s"),
                show(ctx, v2, 0, "m/s"),
            );
            let (a, note) = answer(ctx, w, 1, "J");
            let wt = a.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "Sur une route horizontale, une voiture de masse m = {ms} passe d'une vitesse v₁ = {v1s} à une vitesse v₂ = {v2s}.",
                    "On a level road, a car of mass m = {ms} goes from a speed v₁ = {v1s} to a speed v₂ = {v2s}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "D'après le théorème de l'énergie cinétique, quelle est la somme W des travaux des forces qui s'exercent sur la voiture, en J ?",
                        "By the work-energy theorem, what is the total work W of the forces acting on the car, in J?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "la somme des travaux des forces vaut {{v}}",
                    "the total work of the forces is {{v}}"
                ),
                noun: tr!(lang, "travail", "work"),
                answer: a,
                wrongs: vec![
                    wr(
                        ctx,
                        0.5 * m * (v2 - v1).powi(2),
                        1,
                        "J",
                        "½ m (v₂ - v₁)²",
                        "½ m (v₂ - v₁)²",
                    ),
                    wr(
                        ctx,
                        m * (v2 * v2 - v1 * v1),
                        1,
                        "J",
                        "facteur ½ oublié",
                        "factor ½ forgotten",
                    ),
                    wr(
                        ctx,
                        0.5 * m * (v2 - v1),
                        1,
                        "J",
                        "vitesses non élevées au carré",
                        "speeds not squared",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "W = ½ m v₂² - ½ m v₁² = ½ × {ms} × (({v2s})² - ({v1s})²) = {wt}.",
                    "W = ½ m v₂² - ½ m v₁² = ½ × {ms} × (({v2s})² - ({v1s})²) = {wt}."
                ),
                law: Law::WorkEnergy,
                data: vec![m, v1, v2],
                title: tr!(
                    lang,
                    "Théorème de l'énergie cinétique",
                    "Work-energy theorem"
                ),
                lines: vec![
                    format!("m = {ms}"),
                    format!("v₁ = {v1s}"),
                    format!("v₂ = {v2s}"),
                ],
            }
        }
    }
}

// ------------------------------------------------------------------------------------------
// 1re: ondes mécaniques périodiques

fn waves(ctx: &mut Ctx, v: u8) -> Q {
    let lang = ctx.lang;
    match v {
        0 => {
            let (speed, tau_ms, sound) = if ctx.chance(0.5) {
                let s = ctx.pick(&[330.0, 340.0, 345.0, 350.0]);
                (s, ctx.int(4, 40) as f64 / 2.0, true)
            } else {
                let s = ctx.int(2, 15) as f64;
                (s, ctx.int(2, 20) as f64 * 100.0, false)
            };
            let d = num::round_to(speed * tau_ms / 1000.0, 4);
            let (ds, ts) = (show(ctx, d, 4, "m"), show(ctx, tau_ms, 1, "ms"));
            let (a, note) = answer(ctx, speed, 1, "m/s");
            let vt = a.text(lang);
            let situation = if sound {
                tr!(
                    lang,
                    "Deux microphones sont placés à une distance d = {ds} l'un de l'autre, alignés avec une source sonore. Le son arrive au second microphone avec un retard τ = {ts} sur le premier.",
                    "Two microphones stand a distance d = {ds} apart, in line with a sound source. The sound reaches the second microphone with a delay τ = {ts} after the first."
                )
            } else {
                tr!(
                    lang,
                    "Une perturbation se propage le long d'une corde. Elle passe au point M puis, avec un retard τ = {ts}, au point N situé à une distance d = {ds} de M.",
                    "A disturbance travels along a rope. It passes point M and then, with a delay τ = {ts}, point N at a distance d = {ds} from M."
                )
            };
            Q {
                situation,
                question: ask(
                    tr!(
                        lang,
                        "Quelle est la célérité de l'onde, en m/s ?",
                        "What is the speed of the wave, in m/s?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "la célérité de l'onde vaut {{v}}",
                    "the wave speed is {{v}}"
                ),
                noun: tr!(lang, "célérité", "wave speed"),
                answer: a,
                wrongs: vec![
                    wr(
                        ctx,
                        d / tau_ms,
                        4,
                        "m/s",
                        "retard laissé en ms",
                        "delay left in ms",
                    ),
                    wr(
                        ctx,
                        tau_ms / 1000.0 / d,
                        5,
                        "m/s",
                        "formule inversée : τ ÷ d",
                        "inverted formula: τ ÷ d",
                    ),
                    wr(ctx, d * tau_ms / 1000.0, 5, "m/s", "d × τ", "d × τ"),
                ],
                explanation: tr!(
                    lang,
                    "v = d ÷ τ avec τ en secondes : v = {ds} ÷ {} = {vt}.",
                    "v = d ÷ τ with τ in seconds: v = {ds} ÷ {} = {vt}.",
                    show(ctx, tau_ms / 1000.0, 4, "s")
                ),
                law: Law::Celerity,
                data: vec![d, tau_ms / 1000.0],
                title: tr!(lang, "Retard", "Delay"),
                lines: vec![format!("d = {ds}"), format!("τ = {ts}"), "v = ?".into()],
            }
        }
        1 => {
            let water = ctx.chance(0.5);
            let speed = if water { 1500.0 } else { 340.0 };
            let f = ctx.int(10, 300) as f64 * 10.0;
            let medium = if water {
                tr!(lang, "dans l'eau", "in water")
            } else {
                tr!(lang, "dans l'air", "in air")
            };
            let (vs, fs) = (show(ctx, speed, 0, "m/s"), show(ctx, f, 0, "Hz"));
            let (a, note) = answer(ctx, speed / f, 3, "m");
            let lt = a.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "Une onde sonore sinusoïdale de fréquence f = {fs} se propage {medium}, où sa célérité vaut v = {vs}.",
                    "A sinusoidal sound wave of frequency f = {fs} travels {medium}, where its speed is v = {vs}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est sa longueur d'onde λ, en m ?",
                        "What is its wavelength λ, in m?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "sa longueur d'onde vaut {{v}}",
                    "its wavelength is {{v}}"
                ),
                noun: tr!(lang, "longueur d'onde", "wavelength"),
                answer: a,
                wrongs: vec![
                    wr(ctx, speed * f, 0, "m", "v × f", "v × f"),
                    wr(
                        ctx,
                        f / speed,
                        3,
                        "m",
                        "formule inversée : f ÷ v",
                        "inverted formula: f ÷ v",
                    ),
                    wr(
                        ctx,
                        speed / f / 2.0,
                        3,
                        "m",
                        "demi-longueur d'onde",
                        "half a wavelength",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "λ = v × T = v ÷ f = {vs} ÷ {fs} = {lt}.",
                    "λ = v × T = v ÷ f = {vs} ÷ {fs} = {lt}."
                ),
                law: Law::Wavelength,
                data: vec![speed, f],
                title: tr!(lang, "Onde sonore", "Sound wave"),
                lines: vec![format!("f = {fs}"), format!("v = {vs}"), "λ = ?".into()],
            }
        }
        2 => {
            let f = ctx.int(5, 40) as f64;
            let l_mm = ctx.int(5, 30) as f64;
            let speed = num::round_to(f * l_mm / 1000.0, 4);
            let (vs, ls) = (show(ctx, speed, 4, "m/s"), show(ctx, l_mm / 10.0, 1, "cm"));
            let (a, note) = answer(ctx, f, 1, "Hz");
            let ft = a.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "Dans une cuve à ondes, un vibreur crée une onde périodique à la surface de l'eau. On mesure sa longueur d'onde λ = {ls} et sa célérité v = {vs}.",
                    "In a ripple tank, a vibrator makes a periodic wave on the water surface. Its wavelength is λ = {ls} and its speed v = {vs}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est la fréquence f du vibreur, en Hz ?",
                        "What is the frequency f of the vibrator, in Hz?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "la fréquence du vibreur vaut {{v}}",
                    "the frequency of the vibrator is {{v}}"
                ),
                noun: tr!(lang, "fréquence", "frequency"),
                answer: a,
                wrongs: vec![
                    wr(
                        ctx,
                        speed / (l_mm / 10.0),
                        3,
                        "Hz",
                        "λ laissée en cm",
                        "λ left in cm",
                    ),
                    wr(ctx, speed * l_mm / 1000.0, 5, "Hz", "v × λ", "v × λ"),
                    wr(
                        ctx,
                        l_mm / 1000.0 / speed,
                        3,
                        "Hz",
                        "formule inversée : λ ÷ v",
                        "inverted formula: λ ÷ v",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "f = v ÷ λ avec λ = {} : f = {vs} ÷ {} = {ft}.",
                    "f = v ÷ λ with λ = {}: f = {vs} ÷ {} = {ft}.",
                    show(ctx, l_mm / 1000.0, 3, "m"),
                    show(ctx, l_mm / 1000.0, 3, "m")
                ),
                law: Law::Frequency,
                data: vec![speed, l_mm / 1000.0],
                title: tr!(lang, "Cuve à ondes", "Ripple tank"),
                lines: vec![format!("λ = {ls}"), format!("v = {vs}"), "f = ?".into()],
            }
        }
        _ => {
            let mut tries = 0;
            let (n, dt_ms) = loop {
                let f = ctx.int(2, 40) as f64 * 50.0;
                let n = ctx.int(2, 6) as f64;
                let dt_ms = n / f * 1000.0;
                tries += 1;
                if is_short(dt_ms, 2) || tries > 40 {
                    break (n, dt_ms);
                }
            };
            let dt_ms = num::round_to(dt_ms, 2);
            let ns = ctx.dec(n, 0);
            let ts = show(ctx, dt_ms, 2, "ms");
            let (a, note) = answer(ctx, n / (dt_ms / 1000.0), 1, "Hz");
            let ft = a.text(lang);
            let t1 = show(ctx, dt_ms / n / 1000.0, 6, "s");
            Q {
                situation: tr!(
                    lang,
                    "Sur l'écran d'un oscilloscope, un signal sonore périodique montre {ns} périodes complètes sur une durée Δt = {ts}.",
                    "On an oscilloscope screen, a periodic sound signal shows {ns} complete periods over a time Δt = {ts}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est la fréquence f du signal, en Hz ?",
                        "What is the frequency f of the signal, in Hz?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "la fréquence du signal vaut {{v}}",
                    "the frequency of the signal is {{v}}"
                ),
                noun: tr!(lang, "fréquence", "frequency"),
                answer: a,
                wrongs: vec![
                    wr(
                        ctx,
                        1000.0 / dt_ms,
                        1,
                        "Hz",
                        "Δt pris pour une seule période",
                        "Δt taken as one period",
                    ),
                    wr(
                        ctx,
                        n / dt_ms,
                        4,
                        "Hz",
                        "durée laissée en ms",
                        "time left in ms",
                    ),
                    wr(
                        ctx,
                        dt_ms / n,
                        3,
                        "Hz",
                        "période prise pour la fréquence",
                        "period taken for the frequency",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "T = Δt ÷ {ns} = {t1}, puis f = 1 ÷ T = {ns} ÷ Δt = {ft}.",
                    "T = Δt ÷ {ns} = {t1}, then f = 1 ÷ T = {ns} ÷ Δt = {ft}."
                ),
                law: Law::FrequencyFromPeriods,
                data: vec![n, dt_ms / 1000.0],
                title: tr!(lang, "Oscillogramme", "Oscillogram"),
                lines: vec![
                    tr!(lang, "{ns} périodes", "{ns} periods"),
                    format!("Δt = {ts}"),
                    "f = ?".into(),
                ],
            }
        }
    }
}

// ------------------------------------------------------------------------------------------
// 1re: lentilles minces convergentes

/// Configurations (f', OA, OA') in cm with integer positions, a real image and a
/// magnification with at most two decimals.
fn lens_cases() -> Vec<(f64, f64, f64)> {
    let mut out = Vec::new();
    for f in [5i64, 8, 10, 12, 15, 20, 25, 30] {
        for img in (f + 1)..=(4 * f) {
            // OA = OA' f' / (f' - OA'), negative
            let num = img * f;
            let den = f - img;
            if num % den != 0 {
                continue;
            }
            let oa = num / den;
            if oa.abs() > 150 {
                continue;
            }
            let gamma = img as f64 / oa as f64;
            if is_short(gamma, 2) {
                out.push((f as f64, oa as f64, img as f64));
            }
        }
    }
    out
}

fn lenses(ctx: &mut Ctx, v: u8) -> Q {
    let lang = ctx.lang;
    let cases = lens_cases();
    let (f, oa, img) = cases[ctx.int(0, cases.len() as i64 - 1) as usize];
    let gamma = img / oa;
    let (fs, oas, imgs) = (
        show(ctx, f, 0, "cm"),
        show(ctx, oa, 0, "cm"),
        show(ctx, img, 0, "cm"),
    );
    let rel = tr!(
        lang,
        "On rappelle la relation de conjugaison 1/OA' - 1/OA = 1/f' et le grandissement γ = OA'/OA = A'B'/AB (mesures algébriques).",
        "Recall the lens equation 1/OA' - 1/OA = 1/f' and the magnification γ = OA'/OA = A'B'/AB (signed distances)."
    );
    let lens = tr!(
        lang,
        "Un objet AB est placé perpendiculairement à l'axe optique d'une lentille mince convergente de centre O et de distance focale f' = {fs}, le point A étant sur l'axe.",
        "An object AB stands perpendicular to the optical axis of a thin converging lens with centre O and focal length f' = {fs}, point A on the axis."
    );
    let title = tr!(lang, "Lentille convergente", "Converging lens");
    match v {
        0 => {
            let (a, note) = answer(ctx, img, 1, "cm");
            let it = a.text(lang);
            Q {
                situation: format!(
                    "{lens} {} {rel}",
                    tr!(lang, "On a OA = {oas}.", "OA = {oas}.")
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est la position OA' de l'image, en cm ?",
                        "What is the position OA' of the image, in cm?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "l'image est en OA' = {{v}}",
                    "the image is at OA' = {{v}}"
                ),
                noun: tr!(lang, "position de l'image", "image position"),
                answer: a,
                wrongs: vec![
                    wr(
                        ctx,
                        1.0 / (1.0 / f - 1.0 / oa),
                        1,
                        "cm",
                        "signe de OA oublié",
                        "sign of OA forgotten",
                    ),
                    wr(
                        ctx,
                        -oa,
                        1,
                        "cm",
                        "image symétrique de l'objet",
                        "image mirrored from the object",
                    ),
                    wr(ctx, f + oa.abs(), 1, "cm", "f' + |OA|", "f' + |OA|"),
                ],
                explanation: tr!(
                    lang,
                    "1/OA' = 1/OA + 1/f' = 1/({}) + 1/{} avec les distances en cm, d'où OA' = {it}.",
                    "1/OA' = 1/OA + 1/f' = 1/({}) + 1/{} with distances in cm, so OA' = {it}.",
                    ctx.dec(oa, 0),
                    ctx.dec(f, 0)
                ),
                law: Law::LensImage,
                data: vec![oa / 100.0, f / 100.0],
                title,
                lines: vec![
                    format!("f' = {fs}"),
                    format!("OA = {oas}"),
                    "OA' = ?".into(),
                ],
            }
        }
        1 => {
            let (a, note) = answer(ctx, gamma, 2, "");
            let gt = a.text(lang);
            Q {
                situation: format!(
                    "{lens} {} {rel}",
                    tr!(
                        lang,
                        "L'objet est en OA = {oas} et son image nette en OA' = {imgs}.",
                        "The object is at OA = {oas} and its sharp image at OA' = {imgs}."
                    )
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quel est le grandissement γ ?",
                        "What is the magnification γ?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "le grandissement vaut γ = {{v}}",
                    "the magnification is γ = {{v}}"
                ),
                noun: tr!(lang, "grandissement", "magnification"),
                answer: a,
                wrongs: vec![
                    wr(
                        ctx,
                        oa / img,
                        2,
                        "",
                        "rapport inversé : OA ÷ OA'",
                        "inverted ratio: OA ÷ OA'",
                    ),
                    wr(ctx, -gamma, 2, "", "signe oublié", "sign forgotten"),
                    wr(ctx, img / f, 2, "", "OA' ÷ f'", "OA' ÷ f'"),
                ],
                explanation: tr!(
                    lang,
                    "γ = OA' ÷ OA = {imgs} ÷ ({oas}) = {gt} : l'image est renversée.",
                    "γ = OA' ÷ OA = {imgs} ÷ ({oas}) = {gt}: the image is upside down."
                ),
                law: Law::LensMagnification,
                data: vec![oa / 100.0, f / 100.0],
                title,
                lines: vec![
                    format!("f' = {fs}"),
                    format!("OA = {oas}"),
                    format!("OA' = {imgs}"),
                ],
            }
        }
        2 => {
            let ab = ctx.int(2, 10) as f64 / 2.0;
            let abs = show(ctx, ab, 1, "cm");
            let (a, note) = answer(ctx, gamma * ab, 2, "cm");
            let at = a.text(lang);
            let gs = ctx.dec(gamma, 2);
            Q {
                situation: format!(
                    "{lens} {} {rel}",
                    tr!(
                        lang,
                        "L'objet, de taille AB = {abs}, est en OA = {oas} ; son image nette se forme en OA' = {imgs}.",
                        "The object, of size AB = {abs}, is at OA = {oas}; its sharp image forms at OA' = {imgs}."
                    )
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est la mesure algébrique A'B' de l'image, en cm ?",
                        "What is the signed size A'B' of the image, in cm?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "l'image mesure A'B' = {{v}}",
                    "the image measures A'B' = {{v}}"
                ),
                noun: tr!(lang, "taille de l'image", "image size"),
                answer: a,
                wrongs: vec![
                    wr(ctx, -gamma * ab, 2, "cm", "signe oublié", "sign forgotten"),
                    wr(ctx, ab / gamma, 2, "cm", "division par γ", "divided by γ"),
                    wr(ctx, ab * img / f, 2, "cm", "AB × OA' ÷ f'", "AB × OA' ÷ f'"),
                ],
                explanation: tr!(
                    lang,
                    "γ = OA' ÷ OA = {gs}, puis A'B' = γ × AB = {gs} × {abs} = {at}.",
                    "γ = OA' ÷ OA = {gs}, then A'B' = γ × AB = {gs} × {abs} = {at}."
                ),
                law: Law::LensImageSize,
                data: vec![oa / 100.0, f / 100.0, ab / 100.0],
                title,
                lines: vec![
                    format!("OA = {oas}"),
                    format!("OA' = {imgs}"),
                    format!("AB = {abs}"),
                ],
            }
        }
        _ => {
            let (a, note) = answer(ctx, f, 1, "cm");
            let ft = a.text(lang);
            let lens = tr!(
                lang,
                "Un objet AB est placé perpendiculairement à l'axe optique d'une lentille mince convergente de centre O, le point A étant sur l'axe, en OA = {oas}. On obtient une image nette sur un écran placé en OA' = {imgs}.",
                "An object AB stands perpendicular to the optical axis of a thin converging lens with centre O, point A on the axis at OA = {oas}. A sharp image forms on a screen at OA' = {imgs}."
            );
            Q {
                situation: format!("{lens} {rel}"),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est la distance focale f' de la lentille, en cm ?",
                        "What is the focal length f' of the lens, in cm?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "la distance focale vaut f' = {{v}}",
                    "the focal length is f' = {{v}}"
                ),
                noun: tr!(lang, "distance focale", "focal length"),
                answer: a,
                wrongs: vec![
                    wr(
                        ctx,
                        1.0 / (1.0 / img + 1.0 / oa),
                        1,
                        "cm",
                        "erreur de signe : 1/OA' + 1/OA",
                        "sign error: 1/OA' + 1/OA",
                    ),
                    wr(ctx, img + oa, 1, "cm", "OA' + OA", "OA' + OA"),
                    wr(
                        ctx,
                        (img - oa) / 2.0,
                        1,
                        "cm",
                        "moitié de la distance objet-image",
                        "half the object-image distance",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "1/f' = 1/OA' - 1/OA = 1/{} - 1/({}) avec les distances en cm, d'où f' = {ft}.",
                    "1/f' = 1/OA' - 1/OA = 1/{} - 1/({}) with distances in cm, so f' = {ft}.",
                    ctx.dec(img, 0),
                    ctx.dec(oa, 0)
                ),
                law: Law::LensFocal,
                data: vec![oa / 100.0, img / 100.0],
                title,
                lines: vec![
                    format!("OA = {oas}"),
                    format!("OA' = {imgs}"),
                    "f' = ?".into(),
                ],
            }
        }
    }
}
