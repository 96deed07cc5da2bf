//! Physique-chimie of Terminale spécialité (modes 5 to 11 of [`super::lycee::LYCEE`]): pH and
//! acid-base couples, radioactive decay, Newton's second law, motion in a uniform
//! gravitational field, the RC circuit, the ideal gas and heat transfers, diffraction,
//! interference and the Doppler effect.

use super::super::Ctx;
use super::super::facts::laws::Law;
use super::super::tr;
use super::lycee::{Q, answer, ask, pick_tr, show, wr};
use crate::generate::num;

/// Question `v` of the chapter of `ctx.mode`.
pub(super) fn question(ctx: &mut Ctx, v: u8) -> Q {
    match ctx.mode {
        5 => acid_base(ctx, v),
        6 => decay(ctx, v),
        7 => newton(ctx, v),
        8 => free_fall(ctx, v),
        9 => rc(ctx, v),
        10 => thermo(ctx, v),
        _ => optics(ctx, v),
    }
}

const G: f64 = 9.81;

/// "2,5 × 10⁻³" for `a` × 10^`e`.
fn sci(ctx: &Ctx, a: f64, e: i64) -> String {
    format!("{} × 10{}", ctx.dec(a, 2), num::superscript(e))
}

// ------------------------------------------------------------------------------------------
// Acides, bases et pH

/// Acid-base couples (acid, base, pKa at 25 °C).
const COUPLES: &[(&str, &str, f64)] = &[
    ("CH₃COOH", "CH₃COO⁻", 4.8),
    ("HCOOH", "HCOO⁻", 3.8),
    ("NH₄⁺", "NH₃", 9.2),
    ("C₆H₅COOH", "C₆H₅COO⁻", 4.2),
    ("HClO", "ClO⁻", 7.5),
];

fn acid_base(ctx: &mut Ctx, v: u8) -> Q {
    let lang = ctx.lang;
    let title = tr!(lang, "Solution aqueuse", "Aqueous solution");
    match v {
        0 => {
            let a = ctx.pick(&[1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 7.5, 8.0]);
            let e = ctx.int(2, 5);
            let c = a * 10f64.powi(-(e as i32));
            let cs = format!("{}\u{a0}mol/L", sci(ctx, a, -e));
            let ph = -c.log10();
            let (ans, note) = answer(ctx, ph, 2, "");
            let pt = ans.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "Une solution aqueuse a une concentration en ions oxonium [H₃O⁺] = {cs}.",
                    "An aqueous solution has an oxonium ion concentration [H₃O⁺] = {cs}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quel est le pH de cette solution ?",
                        "What is the pH of this solution?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "le pH de la solution vaut {{v}}",
                    "the pH of the solution is {{v}}"
                ),
                noun: "pH".into(),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        -ph,
                        2,
                        "",
                        "signe oublié : log c",
                        "sign forgotten: log c",
                    ),
                    wr(
                        ctx,
                        -c.ln(),
                        2,
                        "",
                        "logarithme népérien au lieu du logarithme décimal",
                        "natural logarithm instead of log base 10",
                    ),
                    wr(
                        ctx,
                        ph - 3.0,
                        2,
                        "",
                        "concentration prise en mmol/L",
                        "concentration taken in mmol/L",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "pH = -log([H₃O⁺]) = -log({}) ≈ {pt}.",
                    "pH = -log([H₃O⁺]) = -log({}) ≈ {pt}.",
                    sci(ctx, a, -e)
                ),
                law: Law::PhFromConc,
                data: vec![c * 1000.0],
                title,
                lines: vec![format!("[H₃O⁺] = {cs}"), "pH = ?".into()],
            }
        }
        1 => {
            let ph = ctx.int(41, 79) as f64 / 20.0;
            let c_mol = 10f64.powf(-ph);
            let what = pick_tr(
                ctx,
                &[
                    (
                        "Une solution d'acide chlorhydrique",
                        "A hydrochloric acid solution",
                    ),
                    ("Un jus de citron dilué", "A diluted lemon juice"),
                    ("Une boisson gazeuse", "A fizzy drink"),
                    ("Un vinaigre dilué", "A diluted vinegar"),
                    ("Une solution d'acide nitrique", "A nitric acid solution"),
                ],
            );
            let phs = ctx.dec(ph, 2);
            let (ans, note, unit_text) = if ph < 3.0 {
                let (a, n) = answer(ctx, c_mol * 1000.0, 2, "mmol/L");
                (a, n, "mmol/L")
            } else {
                let (a, n) = answer(ctx, c_mol * 1e6, 0, "µmol/L");
                (a, n, "µmol/L")
            };
            let k = if unit_text == "mmol/L" { 1000.0 } else { 1e6 };
            let dp = ans.dp;
            let ct = ans.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "{what} a un pH égal à {phs}.",
                    "{what} has a pH of {phs}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est sa concentration en ions oxonium [H₃O⁺], en {unit_text} ?",
                        "What is its oxonium ion concentration [H₃O⁺], in {unit_text}?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "sa concentration en ions oxonium vaut {{v}}",
                    "its oxonium ion concentration is {{v}}"
                ),
                noun: tr!(lang, "concentration", "concentration"),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        10f64.powf(-ph.floor()) * k,
                        dp,
                        unit_text,
                        "pH arrondi à l'entier avant le calcul",
                        "pH rounded to a whole number first",
                    ),
                    wr(
                        ctx,
                        (-ph).exp() * k,
                        dp,
                        unit_text,
                        "exponentielle au lieu de la puissance de 10",
                        "exponential instead of 10 to the power",
                    ),
                    wr(
                        ctx,
                        c_mol * k * 10.0,
                        dp,
                        unit_text,
                        "erreur d'un facteur 10",
                        "off by a factor of 10",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "[H₃O⁺] = 10^(-pH) = 10^(-{phs}) mol/L ≈ {ct}.",
                    "[H₃O⁺] = 10^(-pH) = 10^(-{phs}) mol/L ≈ {ct}."
                ),
                law: Law::ConcFromPh,
                data: vec![ph],
                title,
                lines: vec![format!("pH = {phs}"), "[H₃O⁺] = ?".into()],
            }
        }
        2 => {
            let (acid, base, pka) = ctx.pick(COUPLES);
            let cb = ctx.int(1, 40) as f64 / 2.0;
            let mut ca = ctx.int(1, 40) as f64 / 2.0;
            if ca == cb {
                ca += 1.5;
            }
            let ph = pka + (cb / ca).log10();
            let (pks, cbs, cas) = (
                ctx.dec(pka, 1),
                show(ctx, cb, 1, "mmol/L"),
                show(ctx, ca, 1, "mmol/L"),
            );
            let (ans, note) = answer(ctx, ph, 2, "");
            let pt = ans.text(lang);
            let (cbn, can) = (ctx.dec(cb, 1), ctx.dec(ca, 1));
            Q {
                situation: tr!(
                    lang,
                    "Une solution contient l'acide {acid} et sa base conjuguée {base} : [{acid}] = {cas} et [{base}] = {cbs}. Le pKa du couple {acid}/{base} vaut {pks}.",
                    "A solution holds the acid {acid} and its conjugate base {base}: [{acid}] = {cas} and [{base}] = {cbs}. The pKa of the couple {acid}/{base} is {pks}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quel est le pH de la solution ?",
                        "What is the pH of the solution?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "le pH de la solution vaut {{v}}",
                    "the pH of the solution is {{v}}"
                ),
                noun: "pH".into(),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        pka + (ca / cb).log10(),
                        2,
                        "",
                        "rapport inversé : [acide]/[base]",
                        "inverted ratio: [acid]/[base]",
                    ),
                    wr(
                        ctx,
                        pka * cb / ca,
                        2,
                        "",
                        "pKa multiplié par le rapport",
                        "pKa multiplied by the ratio",
                    ),
                    wr(
                        ctx,
                        pka + cb / ca,
                        2,
                        "",
                        "logarithme oublié",
                        "logarithm forgotten",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "pH = pKa + log([{base}]/[{acid}]) = {pks} + log({cbn}/{can}) ≈ {pt}.",
                    "pH = pKa + log([{base}]/[{acid}]) = {pks} + log({cbn}/{can}) ≈ {pt}."
                ),
                law: Law::Henderson,
                data: vec![pka, cb, ca],
                title: tr!(lang, "Couple acide/base", "Acid/base couple"),
                lines: vec![
                    format!("pKa = {pks}"),
                    format!("[{acid}] = {cas}"),
                    format!("[{base}] = {cbs}"),
                ],
            }
        }
        _ => {
            let (acid, base, pka) = ctx.pick(COUPLES);
            let mut d = ctx.int(-15, 15);
            if d == 0 {
                d = 3;
            }
            let ph = pka + d as f64 / 10.0;
            let (pks, phs) = (ctx.dec(pka, 1), ctx.dec(ph, 1));
            let r = 10f64.powf(ph - pka);
            let (ans, note) = answer(ctx, r, 2, "");
            let rt = ans.text(lang);
            let diff = ctx.dec(ph - pka, 1);
            Q {
                situation: tr!(
                    lang,
                    "Une solution contenant le couple {acid}/{base}, de pKa = {pks}, a un pH égal à {phs}.",
                    "A solution of the couple {acid}/{base}, with pKa = {pks}, has a pH of {phs}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est la valeur du rapport [{base}]/[{acid}] ?",
                        "What is the ratio [{base}]/[{acid}]?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "le rapport [{base}]/[{acid}] vaut {{v}}",
                    "the ratio [{base}]/[{acid}] is {{v}}"
                ),
                noun: tr!(lang, "rapport", "ratio"),
                answer: ans,
                wrongs: vec![
                    wr(ctx, 1.0 / r, 2, "", "rapport inversé", "inverted ratio"),
                    wr(
                        ctx,
                        ph - pka,
                        2,
                        "",
                        "pH - pKa sans la puissance de 10",
                        "pH - pKa without the power of 10",
                    ),
                    wr(
                        ctx,
                        (ph - pka).exp(),
                        2,
                        "",
                        "exponentielle au lieu de la puissance de 10",
                        "exponential instead of 10 to the power",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "pH = pKa + log([{base}]/[{acid}]), donc [{base}]/[{acid}] = 10^(pH - pKa) = 10^({diff}) ≈ {rt}.",
                    "pH = pKa + log([{base}]/[{acid}]), so [{base}]/[{acid}] = 10^(pH - pKa) = 10^({diff}) ≈ {rt}."
                ),
                law: Law::BaseAcidRatio,
                data: vec![pka, ph],
                title: tr!(lang, "Couple acide/base", "Acid/base couple"),
                lines: vec![format!("pKa = {pks}"), format!("pH = {phs}")],
            }
        }
    }
}

// ------------------------------------------------------------------------------------------
// Décroissance radioactive

/// Nuclides (French, English), half-life and its unit ("ans" is shown "years" in English).
const NUCLIDES: &[(&str, &str, f64, &str)] = &[
    ("carbone 14", "carbon-14", 5730.0, "ans"),
    ("cobalt 60", "cobalt-60", 5.27, "ans"),
    ("césium 137", "caesium-137", 30.2, "ans"),
    ("strontium 90", "strontium-90", 28.8, "ans"),
    ("tritium", "tritium", 12.3, "ans"),
    ("sodium 24", "sodium-24", 15.0, "h"),
    ("fluor 18", "fluorine-18", 110.0, "min"),
];

fn time_unit(ctx: &Ctx, u: &'static str) -> &'static str {
    match (u, ctx.fr()) {
        ("ans", false) => "years",
        _ => u,
    }
}

fn decay(ctx: &mut Ctx, v: u8) -> Q {
    let lang = ctx.lang;
    let (fr, en, th, u) = ctx.pick(NUCLIDES);
    let name = if ctx.fr() { fr } else { en };
    let unit = time_unit(ctx, u);
    let k = super::super::units::factor(unit).unwrap_or(1.0);
    let n = ctx.int(1, 5) as f64;
    let p2 = 2f64.powf(n);
    let ths = show(ctx, th, 2, unit);
    let title = tr!(lang, "Décroissance radioactive", "Radioactive decay");
    match v {
        0 | 1 => {
            let t = n * th;
            let ts = show(ctx, t, 2, unit);
            let (q0, qunit, noun, what) = if v == 0 {
                let m0 = ctx.pick(&[
                    2.0, 4.0, 5.0, 8.0, 10.0, 12.0, 16.0, 20.0, 40.0, 50.0, 64.0, 80.0, 100.0,
                ]);
                (
                    m0,
                    "mg",
                    tr!(lang, "masse", "mass"),
                    tr!(lang, "la masse de {name}", "the mass of {name}"),
                )
            } else {
                let a0 = ctx.pick(&[
                    120.0, 160.0, 200.0, 240.0, 320.0, 400.0, 480.0, 640.0, 800.0, 960.0,
                ]);
                (
                    a0,
                    "kBq",
                    tr!(lang, "activité", "activity"),
                    tr!(
                        lang,
                        "l'activité de l'échantillon",
                        "the activity of the sample"
                    ),
                )
            };
            let qk = super::super::units::factor(qunit).unwrap_or(1.0);
            let q0s = show(ctx, q0, 0, qunit);
            let (ans, note) = answer(ctx, q0 / p2, 4, qunit);
            let at = ans.text(lang);
            let ns = ctx.dec(n, 0);
            let start = if v == 0 {
                tr!(
                    lang,
                    "Un échantillon contient initialement une masse m₀ = {q0s} de {name}, dont la demi-vie vaut t½ = {ths}.",
                    "A sample initially holds a mass m₀ = {q0s} of {name}, whose half-life is t½ = {ths}."
                )
            } else {
                tr!(
                    lang,
                    "Un échantillon de {name}, dont la demi-vie vaut t½ = {ths}, a initialement une activité A₀ = {q0s}.",
                    "A sample of {name}, whose half-life is t½ = {ths}, initially has an activity A₀ = {q0s}."
                )
            };
            Q {
                situation: start,
                question: ask(
                    tr!(
                        lang,
                        "Que vaut {what} au bout d'une durée t = {ts}, en {qunit} ?",
                        "What is {what} after a time t = {ts}, in {qunit}?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "au bout de {ts}, {what} vaut {{v}}",
                    "after {ts}, {what} is {{v}}"
                ),
                noun,
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        q0 / (2.0 * n),
                        4,
                        qunit,
                        "division par 2 × n au lieu de 2ⁿ",
                        "divided by 2 × n instead of 2ⁿ",
                    ),
                    wr(
                        ctx,
                        q0 / 2.0f64.powf(n - 1.0),
                        4,
                        qunit,
                        "une demi-vie de moins",
                        "one half-life short",
                    ),
                    wr(
                        ctx,
                        q0 - q0 / p2,
                        4,
                        qunit,
                        "part désintégrée au lieu de la part restante",
                        "decayed part instead of what is left",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "t = {ns} × t½ : la quantité est divisée par 2 à chaque demi-vie, soit par 2^{ns}. Il reste {q0s} ÷ 2^{ns} = {at}.",
                    "t = {ns} × t½: the quantity halves at each half-life, so it is divided by 2^{ns}. What is left is {q0s} ÷ 2^{ns} = {at}."
                ),
                law: Law::Decay,
                data: vec![q0 * qk, t * k, th * k],
                title,
                lines: vec![
                    format!("t½ = {ths}"),
                    format!("t = {ts}"),
                    format!("{} = {q0s}", if v == 0 { "m₀" } else { "A₀" }),
                ],
            }
        }
        2 => {
            let pct = 100.0 / p2;
            let ps = ctx.qty(pct, 4, "%");
            let (ans, note) = answer(ctx, n * th, 2, unit);
            let tt = ans.text(lang);
            let ns = ctx.dec(n, 0);
            Q {
                situation: tr!(
                    lang,
                    "La demi-vie du {name} vaut t½ = {ths}. Dans un échantillon, il ne reste plus que {ps} des noyaux de {name} initialement présents.",
                    "The half-life of {name} is t½ = {ths}. In a sample, only {ps} of the {name} nuclei present at the start are left."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle durée s'est écoulée, en {unit} ?",
                        "How much time has passed, in {unit}?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "la durée écoulée vaut {{v}}",
                    "the time passed is {{v}}"
                ),
                noun: tr!(lang, "durée", "time"),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        (n + 1.0) * th,
                        2,
                        unit,
                        "une demi-vie de trop",
                        "one half-life too many",
                    ),
                    wr(
                        ctx,
                        th * 100.0 / pct / 2.0,
                        2,
                        unit,
                        "t½ × 2ⁿ ÷ 2",
                        "t½ × 2ⁿ ÷ 2",
                    ),
                    wr(
                        ctx,
                        th * (100.0 - pct) / 100.0,
                        2,
                        unit,
                        "t½ × part désintégrée",
                        "t½ × decayed share",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "{ps} = 100 % ÷ 2^{ns} : il s'est écoulé {ns} demi-vies, soit {ns} × {ths} = {tt}.",
                    "{ps} = 100 % ÷ 2^{ns}: {ns} half-lives have passed, that is {ns} × {ths} = {tt}."
                ),
                law: Law::DecayTime,
                data: vec![1.0, pct / 100.0, th * k],
                title,
                lines: vec![
                    format!("t½ = {ths}"),
                    format!("N/N₀ = {ps}"),
                    "t = ?".into(),
                ],
            }
        }
        _ => {
            let tu = ctx.pick(&[("h", "h"), ("min", "min")]).0;
            let tk = super::super::units::factor(tu).unwrap_or(1.0);
            let half = ctx.pick(&[
                2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 7.5, 8.0, 10.0, 12.0, 15.0, 20.0,
            ]);
            let t = n * half;
            let a0 = ctx.pick(&[160.0, 320.0, 480.0, 640.0, 800.0, 960.0, 1280.0, 1600.0]);
            let a = a0 / p2;
            let (a0s, as_, ts) = (
                show(ctx, a0, 0, "Bq"),
                show(ctx, a, 2, "Bq"),
                show(ctx, t, 1, tu),
            );
            let (ans, note) = answer(ctx, half, 2, tu);
            let ht = ans.text(lang);
            let ns = ctx.dec(n, 0);
            Q {
                situation: tr!(
                    lang,
                    "L'activité d'un échantillon radioactif passe de A₀ = {a0s} à A = {as_} en une durée t = {ts}.",
                    "The activity of a radioactive sample drops from A₀ = {a0s} to A = {as_} in a time t = {ts}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est la demi-vie t½ du noyau radioactif, en {tu} ?",
                        "What is the half-life t½ of the radioactive nucleus, in {tu}?"
                    ),
                    &note,
                ),
                claim: tr!(lang, "la demi-vie vaut {{v}}", "the half-life is {{v}}"),
                noun: tr!(lang, "demi-vie", "half-life"),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        t / 2.0,
                        2,
                        tu,
                        "durée t divisée par 2",
                        "time t halved",
                    ),
                    wr(ctx, t * a / a0, 2, tu, "t × A ÷ A₀", "t × A ÷ A₀"),
                    wr(ctx, t / p2, 2, tu, "t ÷ (A₀ ÷ A)", "t ÷ (A₀ ÷ A)"),
                ],
                explanation: tr!(
                    lang,
                    "A₀ ÷ A = 2^{ns} : la durée t vaut {ns} demi-vies, donc t½ = {ts} ÷ {ns} = {ht}.",
                    "A₀ ÷ A = 2^{ns}: the time t is {ns} half-lives, so t½ = {ts} ÷ {ns} = {ht}."
                ),
                law: Law::HalfLife,
                data: vec![a0, a, t * tk],
                title,
                lines: vec![
                    format!("A₀ = {a0s}"),
                    format!("A = {as_}"),
                    format!("t = {ts}"),
                ],
            }
        }
    }
}

// ------------------------------------------------------------------------------------------
// Deuxième loi de Newton

fn newton(ctx: &mut Ctx, v: u8) -> Q {
    let lang = ctx.lang;
    match v {
        0 => {
            let (what, m) = if ctx.chance(0.5) {
                (
                    tr!(lang, "Un chariot", "A trolley"),
                    ctx.int(2, 40) as f64 / 4.0,
                )
            } else {
                (
                    tr!(lang, "Une voiture", "A car"),
                    ctx.int(16, 40) as f64 * 50.0,
                )
            };
            let a = ctx.int(1, 16) as f64 / 4.0;
            let f = m * a;
            let (ms, fs) = (show(ctx, m, 2, "kg"), show(ctx, f, 4, "N"));
            let (ans, note) = answer(ctx, a, 2, "m/s²");
            let at = ans.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "{what} de masse m = {ms} se déplace en ligne droite. La somme des forces extérieures appliquées a une valeur ΣF = {fs} et le sens du mouvement.",
                    "{what} of mass m = {ms} moves in a straight line. The sum of the forces acting on it has a value ΣF = {fs}, in the direction of motion."
                ),
                question: ask(
                    tr!(
                        lang,
                        "D'après la deuxième loi de Newton, quelle est la valeur de son accélération, en m/s² ?",
                        "By Newton's second law, what is the value of its acceleration, in m/s²?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "son accélération vaut {{v}}",
                    "its acceleration is {{v}}"
                ),
                noun: tr!(lang, "accélération", "acceleration"),
                answer: ans,
                wrongs: vec![
                    wr(ctx, f * m, 1, "m/s²", "ΣF × m", "ΣF × m"),
                    wr(
                        ctx,
                        m / f,
                        3,
                        "m/s²",
                        "formule inversée : m ÷ ΣF",
                        "inverted formula: m ÷ ΣF",
                    ),
                    wr(
                        ctx,
                        f / (m * G),
                        3,
                        "m/s²",
                        "division par le poids",
                        "divided by the weight",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "ΣF = m × a, donc a = ΣF ÷ m = {fs} ÷ {ms} = {at}.",
                    "ΣF = m × a, so a = ΣF ÷ m = {fs} ÷ {ms} = {at}."
                ),
                law: Law::Acceleration,
                data: vec![f, m],
                title: tr!(lang, "Deuxième loi de Newton", "Newton's second law"),
                lines: vec![format!("m = {ms}"), format!("ΣF = {fs}"), "a = ?".into()],
            }
        }
        1 => {
            let a = ctx.int(1, 10) as f64 / 2.0;
            let t = ctx.int(2, 15) as f64;
            let x = 0.5 * a * t * t;
            let (as_, ts) = (show(ctx, a, 1, "m/s²"), show(ctx, t, 0, "s"));
            let (ans, note) = answer(ctx, x, 2, "m");
            let xt = ans.text(lang);
            let what = pick_tr(
                ctx,
                &[
                    ("Un cycliste", "A cyclist"),
                    ("Un scooter", "A scooter"),
                    ("Un train", "A train"),
                    ("Un mobile", "A body"),
                ],
            );
            Q {
                situation: tr!(
                    lang,
                    "{what} part du repos et se déplace en ligne droite avec une accélération constante a = {as_}.",
                    "{what} starts from rest and moves in a straight line with a constant acceleration a = {as_}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle distance parcourt-il pendant les {ts} qui suivent le départ, en m ?",
                        "What distance does it cover in the {ts} after the start, in m?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "il parcourt {{v}} pendant les {ts} qui suivent le départ",
                    "it covers {{v}} in the {ts} after the start"
                ),
                noun: tr!(lang, "distance", "distance"),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        a * t * t,
                        2,
                        "m",
                        "facteur ½ oublié",
                        "factor ½ forgotten",
                    ),
                    wr(
                        ctx,
                        a * t,
                        2,
                        "m",
                        "a × t (la vitesse)",
                        "a × t (the speed)",
                    ),
                    wr(
                        ctx,
                        0.5 * a * t,
                        2,
                        "m",
                        "t non élevé au carré",
                        "t not squared",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "Départ du repos : x(t) = ½ a t² = ½ × {as_} × ({ts})² = {xt}.",
                    "Starting from rest: x(t) = ½ a t² = ½ × {as_} × ({ts})² = {xt}."
                ),
                law: Law::DistanceFromRest,
                data: vec![a, t],
                title: tr!(
                    lang,
                    "Mouvement uniformément accéléré",
                    "Uniformly accelerated motion"
                ),
                lines: vec![format!("a = {as_}"), format!("t = {ts}"), "x = ?".into()],
            }
        }
        2 => {
            let speed = ctx.int(5, 30) as f64;
            let r = ctx.int(2, 30) as f64 * 10.0;
            let (vs, rs) = (show(ctx, speed, 0, "m/s"), show(ctx, r, 0, "m"));
            let (ans, note) = answer(ctx, speed * speed / r, 2, "m/s²");
            let at = ans.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "Une voiture parcourt un virage circulaire de rayon R = {rs} à la vitesse constante v = {vs}.",
                    "A car drives round a circular bend of radius R = {rs} at a constant speed v = {vs}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est la valeur de son accélération, en m/s² ?",
                        "What is the value of its acceleration, in m/s²?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "son accélération vaut {{v}}",
                    "its acceleration is {{v}}"
                ),
                noun: tr!(lang, "accélération", "acceleration"),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        0.0,
                        0,
                        "m/s²",
                        "vitesse constante confondue avec accélération nulle",
                        "constant speed taken for zero acceleration",
                    ),
                    wr(ctx, speed / r, 3, "m/s²", "v ÷ R", "v ÷ R"),
                    wr(
                        ctx,
                        speed * speed / (2.0 * r),
                        2,
                        "m/s²",
                        "v² ÷ (2 × R)",
                        "v² ÷ (2 × R)",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "Mouvement circulaire uniforme : l'accélération est centripète, a = v² ÷ R = ({vs})² ÷ {rs} ≈ {at}.",
                    "Uniform circular motion: the acceleration points to the centre, a = v² ÷ R = ({vs})² ÷ {rs} ≈ {at}."
                ),
                law: Law::Centripetal,
                data: vec![speed, r],
                title: tr!(
                    lang,
                    "Mouvement circulaire uniforme",
                    "Uniform circular motion"
                ),
                lines: vec![format!("R = {rs}"), format!("v = {vs}"), "a = ?".into()],
            }
        }
        _ => {
            let v0 = ctx.int(8, 40) as f64;
            let a = ctx.pick(&[2.0, 2.5, 4.0, 5.0, 6.0, 7.5, 8.0]);
            let (vs, as_) = (show(ctx, v0, 0, "m/s"), show(ctx, a, 1, "m/s²"));
            let (ans, note) = answer(ctx, v0 * v0 / (2.0 * a), 1, "m");
            let dt = ans.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "Un véhicule roulant à v₀ = {vs} freine en ligne droite avec une décélération constante de valeur {as_}, jusqu'à l'arrêt.",
                    "A vehicle moving at v₀ = {vs} brakes in a straight line with a constant deceleration of {as_}, until it stops."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est sa distance de freinage, en m ?",
                        "What is its braking distance, in m?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "sa distance de freinage vaut {{v}}",
                    "its braking distance is {{v}}"
                ),
                noun: tr!(lang, "distance de freinage", "braking distance"),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        v0 * v0 / a,
                        1,
                        "m",
                        "facteur 2 oublié",
                        "factor 2 forgotten",
                    ),
                    wr(
                        ctx,
                        v0 / a,
                        1,
                        "m",
                        "durée de freinage v₀ ÷ a",
                        "braking time v₀ ÷ a",
                    ),
                    wr(ctx, v0 * v0 * a / 2.0, 1, "m", "v₀² × a ÷ 2", "v₀² × a ÷ 2"),
                ],
                explanation: tr!(
                    lang,
                    "L'arrêt a lieu à t = v₀ ÷ a ; la distance parcourue vaut d = v₀² ÷ (2 × a) = ({vs})² ÷ (2 × {as_}) = {dt}.",
                    "It stops at t = v₀ ÷ a; the distance covered is d = v₀² ÷ (2 × a) = ({vs})² ÷ (2 × {as_}) = {dt}."
                ),
                law: Law::BrakingDistance,
                data: vec![v0, a],
                title: tr!(lang, "Freinage", "Braking"),
                lines: vec![format!("v₀ = {vs}"), format!("a = {as_}"), "d = ?".into()],
            }
        }
    }
}

// ------------------------------------------------------------------------------------------
// Mouvement dans un champ de pesanteur uniforme

fn free_fall(ctx: &mut Ctx, v: u8) -> Q {
    let lang = ctx.lang;
    let gs = show(ctx, G, 2, "m/s²");
    let air = tr!(
        lang,
        "On néglige l'action de l'air et on prend g = {gs}.",
        "Air resistance is neglected and g = {gs}."
    );
    let title = tr!(lang, "Chute libre", "Free fall");
    match v {
        0 => {
            let h = ctx.int(2, 160) as f64 / 2.0;
            let hs = show(ctx, h, 1, "m");
            let (ans, note) = answer(ctx, (2.0 * h / G).sqrt(), 2, "s");
            let tt = ans.text(lang);
            let what = pick_tr(
                ctx,
                &[
                    ("Une pomme", "An apple"),
                    ("Une bille d'acier", "A steel ball"),
                    ("Une balle", "A ball"),
                    ("Une clé", "A key"),
                ],
            );
            Q {
                situation: format!(
                    "{} {air}",
                    tr!(
                        lang,
                        "{what} est lâchée sans vitesse initiale d'une hauteur h = {hs}.",
                        "{what} is dropped from rest from a height h = {hs}."
                    )
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est la durée de la chute, en s ?",
                        "How long does the fall last, in s?"
                    ),
                    &note,
                ),
                claim: tr!(lang, "la chute dure {{v}}", "the fall lasts {{v}}"),
                noun: tr!(lang, "durée de chute", "fall time"),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        2.0 * h / G,
                        2,
                        "s",
                        "racine carrée oubliée",
                        "square root forgotten",
                    ),
                    wr(
                        ctx,
                        (h / G).sqrt(),
                        2,
                        "s",
                        "facteur 2 oublié",
                        "factor 2 forgotten",
                    ),
                    wr(ctx, h / G, 2, "s", "h ÷ g", "h ÷ g"),
                ],
                explanation: tr!(
                    lang,
                    "z(t) = ½ g t², donc h = ½ g t² et t = √(2 × h ÷ g) = √(2 × {hs} ÷ {gs}) ≈ {tt}.",
                    "z(t) = ½ g t², so h = ½ g t² and t = √(2 × h ÷ g) = √(2 × {hs} ÷ {gs}) ≈ {tt}."
                ),
                law: Law::FallTime,
                data: vec![h, G],
                title,
                lines: vec![format!("h = {hs}"), format!("g = {gs}"), "t = ?".into()],
            }
        }
        1 => {
            let v0 = ctx.int(2, 15) as f64;
            let h = ctx.int(2, 40) as f64 / 2.0;
            let (vs, hs) = (show(ctx, v0, 0, "m/s"), show(ctx, h, 1, "m"));
            let x = v0 * (2.0 * h / G).sqrt();
            let (ans, note) = answer(ctx, x, 2, "m");
            let xt = ans.text(lang);
            Q {
                situation: format!(
                    "{} {air}",
                    tr!(
                        lang,
                        "Une balle est lancée horizontalement avec une vitesse v₀ = {vs} depuis une hauteur h = {hs} au-dessus d'un sol horizontal.",
                        "A ball is thrown horizontally at v₀ = {vs} from a height h = {hs} above level ground."
                    )
                ),
                question: ask(
                    tr!(
                        lang,
                        "À quelle distance horizontale du point de lancement touche-t-elle le sol, en m ?",
                        "How far from the launch point, horizontally, does it land, in m?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "elle touche le sol à {{v}} du point de lancement",
                    "it lands {{v}} from the launch point"
                ),
                noun: tr!(lang, "portée", "range"),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        v0 * (h / G).sqrt(),
                        2,
                        "m",
                        "durée de chute sans le facteur 2",
                        "fall time without the factor 2",
                    ),
                    wr(
                        ctx,
                        v0 * 2.0 * h / G,
                        2,
                        "m",
                        "racine carrée oubliée",
                        "square root forgotten",
                    ),
                    wr(ctx, v0 * v0 / G, 2, "m", "v₀² ÷ g", "v₀² ÷ g"),
                ],
                explanation: tr!(
                    lang,
                    "x(t) = v₀ t et z(t) = h - ½ g t² ; la balle touche le sol à t = √(2 × h ÷ g), donc x = v₀ × √(2 × h ÷ g) = {vs} × √(2 × {hs} ÷ {gs}) ≈ {xt}.",
                    "x(t) = v₀ t and z(t) = h - ½ g t²; the ball lands at t = √(2 × h ÷ g), so x = v₀ × √(2 × h ÷ g) = {vs} × √(2 × {hs} ÷ {gs}) ≈ {xt}."
                ),
                law: Law::HorizontalRange,
                data: vec![v0, h, G],
                title: tr!(lang, "Lancer horizontal", "Horizontal launch"),
                lines: vec![
                    format!("v₀ = {vs}"),
                    format!("h = {hs}"),
                    format!("g = {gs}"),
                ],
            }
        }
        2 => {
            let v0 = ctx.int(6, 50) as f64 / 2.0;
            let vs = show(ctx, v0, 1, "m/s");
            let (ans, note) = answer(ctx, v0 * v0 / (2.0 * G), 2, "m");
            let ht = ans.text(lang);
            Q {
                situation: format!(
                    "{} {air}",
                    tr!(
                        lang,
                        "Une balle est lancée verticalement vers le haut avec une vitesse v₀ = {vs}.",
                        "A ball is thrown straight up at a speed v₀ = {vs}."
                    )
                ),
                question: ask(
                    tr!(
                        lang,
                        "De quelle hauteur monte-t-elle au-dessus du point de lancement, en m ?",
                        "How high does it rise above the launch point, in m?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "elle monte de {{v}} au-dessus du point de lancement",
                    "it rises {{v}} above the launch point"
                ),
                noun: tr!(lang, "hauteur", "height"),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        v0 * v0 / G,
                        2,
                        "m",
                        "facteur 2 oublié",
                        "factor 2 forgotten",
                    ),
                    wr(
                        ctx,
                        v0 / G,
                        2,
                        "m",
                        "durée de montée v₀ ÷ g",
                        "rise time v₀ ÷ g",
                    ),
                    wr(
                        ctx,
                        v0 / (2.0 * G),
                        2,
                        "m",
                        "v₀ non élevée au carré",
                        "v₀ not squared",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "Au sommet la vitesse est nulle : v₀² = 2 g h, donc h = v₀² ÷ (2 × g) = ({vs})² ÷ (2 × {gs}) ≈ {ht}.",
                    "At the top the speed is zero: v₀² = 2 g h, so h = v₀² ÷ (2 × g) = ({vs})² ÷ (2 × {gs}) ≈ {ht}."
                ),
                law: Law::MaxHeight,
                data: vec![v0, G],
                title: tr!(lang, "Lancer vertical", "Vertical throw"),
                lines: vec![format!("v₀ = {vs}"), format!("g = {gs}"), "h = ?".into()],
            }
        }
        _ => {
            let v0 = ctx.int(5, 30) as f64;
            let alpha: f64 = ctx.pick(&[15.0, 20.0, 30.0, 40.0, 45.0, 50.0, 60.0, 70.0, 75.0]);
            let (vs, als) = (show(ctx, v0, 0, "m/s"), format!("{alpha}°"));
            let r = v0 * v0 * (2.0 * alpha).to_radians().sin() / G;
            let (ans, note) = answer(ctx, r, 1, "m");
            let rt = ans.text(lang);
            let what = pick_tr(
                ctx,
                &[
                    ("un ballon", "a ball"),
                    ("un poids", "a shot"),
                    ("un projectile", "a projectile"),
                ],
            );
            Q {
                situation: format!(
                    "{} {air}",
                    tr!(
                        lang,
                        "Depuis le sol horizontal, on lance {what} avec une vitesse v₀ = {vs} faisant un angle α = {als} avec l'horizontale.",
                        "From level ground, {what} is launched at v₀ = {vs} at an angle α = {als} above the horizontal."
                    )
                ),
                question: ask(
                    tr!(
                        lang,
                        "À quelle distance du point de lancement retombe-t-il au sol, en m ?",
                        "How far from the launch point does it land, in m?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "il retombe à {{v}} du point de lancement",
                    "it lands {{v}} from the launch point"
                ),
                noun: tr!(lang, "portée", "range"),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        v0 * v0 * alpha.to_radians().sin() / G,
                        1,
                        "m",
                        "sin α au lieu de sin(2 × α)",
                        "sin α instead of sin(2 × α)",
                    ),
                    wr(ctx, v0 * v0 / G, 1, "m", "angle oublié", "angle forgotten"),
                    wr(
                        ctx,
                        r / 2.0,
                        1,
                        "m",
                        "moitié de la portée (abscisse du sommet)",
                        "half the range (the top's position)",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "x(t) = v₀ cos α t et z(t) = -½ g t² + v₀ sin α t ; z = 0 pour t = 2 v₀ sin α ÷ g, d'où la portée v₀² sin(2 × α) ÷ g ≈ {rt}.",
                    "x(t) = v₀ cos α t and z(t) = -½ g t² + v₀ sin α t; z = 0 at t = 2 v₀ sin α ÷ g, so the range is v₀² sin(2 × α) ÷ g ≈ {rt}."
                ),
                law: Law::ProjectileRange,
                data: vec![v0, alpha, G],
                title: tr!(lang, "Lancer oblique", "Oblique launch"),
                lines: vec![
                    format!("v₀ = {vs}"),
                    format!("α = {als}"),
                    format!("g = {gs}"),
                ],
            }
        }
    }
}

// ------------------------------------------------------------------------------------------
// Condensateur et circuit RC

const CAPS: &[f64] = &[1.0, 2.2, 4.7, 10.0, 22.0, 47.0, 100.0, 220.0, 470.0];
const RES: &[f64] = &[1.0, 2.2, 3.3, 4.7, 10.0, 22.0, 33.0, 47.0, 100.0];

fn rc(ctx: &mut Ctx, v: u8) -> Q {
    let lang = ctx.lang;
    let title = tr!(lang, "Circuit RC", "RC circuit");
    match v {
        0 => {
            let c = ctx.pick(CAPS);
            let u = ctx.pick(&[1.5, 3.0, 4.5, 5.0, 6.0, 9.0, 10.0, 12.0, 15.0, 24.0]);
            let (cs, us) = (show(ctx, c, 1, "µF"), show(ctx, u, 1, "V"));
            let (ans, note) = answer(ctx, c * u, 2, "µC");
            let qt = ans.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "Un condensateur de capacité C = {cs} est chargé sous une tension u_C = {us}.",
                    "A capacitor of capacitance C = {cs} is charged to a voltage u_C = {us}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle charge q porte son armature positive, en µC ?",
                        "What charge q does its positive plate hold, in µC?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "son armature positive porte une charge de {{v}}",
                    "its positive plate holds a charge of {{v}}"
                ),
                noun: tr!(lang, "charge", "charge"),
                answer: ans,
                wrongs: vec![
                    wr(ctx, c / u, 3, "µC", "C ÷ u", "C ÷ u"),
                    wr(ctx, u / c, 3, "µC", "u ÷ C", "u ÷ C"),
                    wr(
                        ctx,
                        0.5 * c * u * u,
                        2,
                        "µC",
                        "énergie ½ C u² au lieu de la charge",
                        "energy ½ C u² instead of the charge",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "q = C × u_C = {cs} × {us} = {qt}.",
                    "q = C × u_C = {cs} × {us} = {qt}."
                ),
                law: Law::Charge,
                data: vec![c * 1e-6, u],
                title,
                lines: vec![format!("C = {cs}"), format!("u_C = {us}"), "q = ?".into()],
            }
        }
        1 => {
            let r = ctx.pick(RES);
            let c = ctx.pick(CAPS);
            let (rs, cs) = (show(ctx, r, 1, "kΩ"), show(ctx, c, 1, "µF"));
            let (ans, note) = answer(ctx, r * c, 2, "ms");
            let tt = ans.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "Un condensateur de capacité C = {cs} se charge à travers un conducteur ohmique de résistance R = {rs}.",
                    "A capacitor of capacitance C = {cs} charges through a resistor of resistance R = {rs}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est la constante de temps τ du circuit, en ms ?",
                        "What is the time constant τ of the circuit, in ms?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "la constante de temps vaut {{v}}",
                    "the time constant is {{v}}"
                ),
                noun: tr!(lang, "constante de temps", "time constant"),
                answer: ans,
                wrongs: vec![
                    wr(ctx, r / c, 3, "ms", "R ÷ C", "R ÷ C"),
                    wr(
                        ctx,
                        r * c * 1000.0,
                        0,
                        "ms",
                        "kΩ × µF pris pour des secondes",
                        "kΩ × µF taken for seconds",
                    ),
                    wr(
                        ctx,
                        5.0 * r * c,
                        2,
                        "ms",
                        "durée de charge 5 × τ",
                        "charging time 5 × τ",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "τ = R × C = {rs} × {cs} = {tt}, car 1 kΩ × 1 µF = 1 ms.",
                    "τ = R × C = {rs} × {cs} = {tt}, since 1 kΩ × 1 µF = 1 ms."
                ),
                law: Law::TimeConstant,
                data: vec![r * 1000.0, c * 1e-6],
                title,
                lines: vec![format!("R = {rs}"), format!("C = {cs}"), "τ = ?".into()],
            }
        }
        _ => {
            let e = ctx.pick(&[4.5, 5.0, 6.0, 9.0, 10.0, 12.0]);
            let tau = ctx.pick(&[10.0, 20.0, 22.0, 33.0, 47.0, 50.0, 100.0, 220.0]);
            let k = ctx.pick(&[0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0]);
            let t = tau * k;
            let (es, taus, ts) = (
                show(ctx, e, 1, "V"),
                show(ctx, tau, 0, "ms"),
                show(ctx, t, 1, "ms"),
            );
            let charge = v == 2;
            let u = if charge {
                e * (1.0 - (-k).exp())
            } else {
                e * (-k).exp()
            };
            let (ans, note) = answer(ctx, u, 2, "V");
            let ut = ans.text(lang);
            let ks = ctx.dec(k, 1);
            let (situation, question, law, explanation, wrongs) = if charge {
                (
                    tr!(
                        lang,
                        "À l'instant t = 0, on ferme l'interrupteur d'un circuit RC alimenté par un générateur idéal de tension E = {es} ; le condensateur est initialement déchargé. La constante de temps vaut τ = {taus}. On a u_C(t) = E (1 - e^(-t/τ)).",
                        "At t = 0 the switch of an RC circuit powered by an ideal source of voltage E = {es} is closed; the capacitor starts uncharged. The time constant is τ = {taus}. u_C(t) = E (1 - e^(-t/τ))."
                    ),
                    tr!(
                        lang,
                        "Quelle est la tension u_C aux bornes du condensateur à l'instant t = {ts}, en V ?",
                        "What is the capacitor voltage u_C at t = {ts}, in V?"
                    ),
                    Law::RcCharge,
                    tr!(
                        lang,
                        "t ÷ τ = {ks}, donc u_C = {es} × (1 - e^(-{ks})) ≈ {ut}.",
                        "t ÷ τ = {ks}, so u_C = {es} × (1 - e^(-{ks})) ≈ {ut}."
                    ),
                    vec![
                        wr(
                            ctx,
                            e * (-k).exp(),
                            2,
                            "V",
                            "décharge au lieu de charge",
                            "discharge instead of charge",
                        ),
                        wr(
                            ctx,
                            e * k.min(1.0) * 0.63,
                            2,
                            "V",
                            "63 % de E quel que soit t",
                            "63 % of E whatever t",
                        ),
                        wr(
                            ctx,
                            e * (1.0 - (-1.0 / k).exp()),
                            2,
                            "V",
                            "τ ÷ t au lieu de t ÷ τ",
                            "τ ÷ t instead of t ÷ τ",
                        ),
                    ],
                )
            } else {
                (
                    tr!(
                        lang,
                        "Un condensateur chargé sous la tension E = {es} se décharge à partir de t = 0 dans un conducteur ohmique ; la constante de temps vaut τ = {taus}. On a u_C(t) = E e^(-t/τ).",
                        "A capacitor charged to E = {es} discharges through a resistor from t = 0; the time constant is τ = {taus}. u_C(t) = E e^(-t/τ)."
                    ),
                    tr!(
                        lang,
                        "Quelle est la tension u_C aux bornes du condensateur à l'instant t = {ts}, en V ?",
                        "What is the capacitor voltage u_C at t = {ts}, in V?"
                    ),
                    Law::RcDischarge,
                    tr!(
                        lang,
                        "t ÷ τ = {ks}, donc u_C = {es} × e^(-{ks}) ≈ {ut}.",
                        "t ÷ τ = {ks}, so u_C = {es} × e^(-{ks}) ≈ {ut}."
                    ),
                    vec![
                        wr(
                            ctx,
                            e * (1.0 - (-k).exp()),
                            2,
                            "V",
                            "charge au lieu de décharge",
                            "charge instead of discharge",
                        ),
                        wr(ctx, e / (2.0 * k), 2, "V", "E ÷ (2 t/τ)", "E ÷ (2 t/τ)"),
                        wr(
                            ctx,
                            e * (-1.0 / k).exp(),
                            2,
                            "V",
                            "τ ÷ t au lieu de t ÷ τ",
                            "τ ÷ t instead of t ÷ τ",
                        ),
                    ],
                )
            };
            Q {
                situation,
                question: ask(question, &note),
                claim: tr!(
                    lang,
                    "à t = {ts}, la tension u_C vaut {{v}}",
                    "at t = {ts}, the voltage u_C is {{v}}"
                ),
                noun: tr!(lang, "tension", "voltage"),
                answer: ans,
                wrongs,
                explanation,
                law,
                data: vec![e, t / 1000.0, tau / 1000.0],
                title,
                lines: vec![
                    format!("E = {es}"),
                    format!("τ = {taus}"),
                    format!("t = {ts}"),
                ],
            }
        }
    }
}

// ------------------------------------------------------------------------------------------
// Gaz parfait et transferts thermiques

const R_GAS: f64 = 8.314;

fn thermo(ctx: &mut Ctx, v: u8) -> Q {
    let lang = ctx.lang;
    let rs = format!("{}\u{a0}J/(mol·K)", ctx.dec(R_GAS, 3));
    match v {
        0 | 1 => {
            let vl = ctx.pick(&[0.5, 1.0, 1.5, 2.0, 2.5, 5.0, 10.0, 20.0]);
            let t = ctx.pick(&[
                273.0, 283.0, 293.0, 298.0, 300.0, 310.0, 323.0, 350.0, 373.0,
            ]);
            let (vs, ts) = (show(ctx, vl, 1, "L"), show(ctx, t, 0, "K"));
            let (gas, gas_of) = ctx.pick(&[
                (("de l'air", "d'air"), "air"),
                (("du diazote", "de diazote"), "nitrogen"),
                (("du dioxygène", "de dioxygène"), "oxygen"),
                (("de l'hélium", "d'hélium"), "helium"),
            ]);
            let (gas, gas_of) = if ctx.fr() {
                (gas.0.to_owned(), gas.1.to_owned())
            } else {
                (gas_of.to_owned(), format!("of {gas_of}"))
            };
            let title = tr!(lang, "Gaz parfait", "Ideal gas");
            if v == 0 {
                let p = ctx.int(8, 60) as f64 * 5.0;
                // (the pressure asked in the other variant stays below 10 000 kPa)
                let ps = show(ctx, p, 0, "kPa");
                let n = p * 1000.0 * vl / 1000.0 / (R_GAS * t);
                let (ans, note) = answer(ctx, n, 3, "mol");
                let nt = ans.text(lang);
                Q {
                    situation: tr!(
                        lang,
                        "Un récipient de volume V = {vs} contient {gas}, assimilé à un gaz parfait, à la pression p = {ps} et à la température T = {ts}. On donne R = {rs}.",
                        "A container of volume V = {vs} holds {gas}, modelled as an ideal gas, at pressure p = {ps} and temperature T = {ts}. R = {rs}."
                    ),
                    question: ask(
                        tr!(
                            lang,
                            "Quelle quantité de matière de gaz contient-il, en mol ?",
                            "What amount of gas does it hold, in mol?"
                        ),
                        &note,
                    ),
                    claim: tr!(lang, "il contient {{v}} de gaz", "it holds {{v}} of gas"),
                    noun: tr!(lang, "quantité de matière", "amount of substance"),
                    answer: ans,
                    wrongs: vec![
                        wr(
                            ctx,
                            p * vl / (R_GAS * t),
                            3,
                            "mol",
                            "kPa et L non convertis",
                            "kPa and L not converted",
                        ),
                        wr(
                            ctx,
                            n * 1000.0,
                            1,
                            "mol",
                            "volume laissé en L",
                            "volume left in L",
                        ),
                        wr(
                            ctx,
                            R_GAS * t / (p * vl),
                            3,
                            "mol",
                            "formule inversée",
                            "inverted formula",
                        ),
                    ],
                    explanation: tr!(
                        lang,
                        "p V = n R T en unités SI (p en Pa, V en m³) : n = p V ÷ (R T) = {} × {} ÷ ({} × {}) ≈ {nt}.",
                        "p V = n R T in SI units (p in Pa, V in m³): n = p V ÷ (R T) = {} × {} ÷ ({} × {}) ≈ {nt}.",
                        show(ctx, p * 1000.0, 0, "Pa"),
                        show(ctx, vl / 1000.0, 4, "m³"),
                        ctx.dec(R_GAS, 3),
                        ts
                    ),
                    law: Law::IdealGasMoles,
                    data: vec![p * 1000.0, vl / 1000.0, t, R_GAS],
                    title,
                    lines: vec![
                        format!("p = {ps}"),
                        format!("V = {vs}"),
                        format!("T = {ts}"),
                    ],
                }
            } else {
                let mut n = ctx.pick(&[0.02, 0.05, 0.1, 0.2, 0.25, 0.4, 0.5, 0.8, 1.0, 1.5, 2.0]);
                while n * R_GAS * t / (vl / 1000.0) / 1000.0 >= 9_999.0 {
                    n /= 2.0;
                }
                let ns = show(ctx, n, 4, "mol");
                let p = n * R_GAS * t / (vl / 1000.0) / 1000.0;
                let (ans, note) = answer(ctx, p, 1, "kPa");
                let pt = ans.text(lang);
                Q {
                    situation: tr!(
                        lang,
                        "Un récipient de volume V = {vs} contient n = {ns} {gas_of}, assimilé à un gaz parfait, à la température T = {ts}. On donne R = {rs}.",
                        "A container of volume V = {vs} holds n = {ns} {gas_of}, modelled as an ideal gas, at temperature T = {ts}. R = {rs}."
                    ),
                    question: ask(
                        tr!(
                            lang,
                            "Quelle est la pression du gaz, en kPa ?",
                            "What is the pressure of the gas, in kPa?"
                        ),
                        &note,
                    ),
                    claim: tr!(
                        lang,
                        "la pression du gaz vaut {{v}}",
                        "the pressure of the gas is {{v}}"
                    ),
                    noun: tr!(lang, "pression", "pressure"),
                    answer: ans,
                    wrongs: vec![
                        wr(
                            ctx,
                            p / 1000.0,
                            4,
                            "kPa",
                            "volume laissé en L",
                            "volume left in L",
                        ),
                        wr(
                            ctx,
                            n * R_GAS * (t - 273.0) / (vl / 1000.0) / 1000.0,
                            1,
                            "kPa",
                            "température en °C",
                            "temperature in °C",
                        ),
                        wr(
                            ctx,
                            n * R_GAS * t / vl,
                            1,
                            "kPa",
                            "p en Pa lue comme des kPa, V en L",
                            "p in Pa read as kPa, V in L",
                        ),
                    ],
                    explanation: tr!(
                        lang,
                        "p = n R T ÷ V avec V = {} : p = {ns} × {} × {ts} ÷ {} ≈ {pt}.",
                        "p = n R T ÷ V with V = {}: p = {ns} × {} × {ts} ÷ {} ≈ {pt}.",
                        show(ctx, vl / 1000.0, 4, "m³"),
                        ctx.dec(R_GAS, 3),
                        show(ctx, vl / 1000.0, 4, "m³")
                    ),
                    law: Law::IdealGasPressure,
                    data: vec![n, vl / 1000.0, t, R_GAS],
                    title,
                    lines: vec![
                        format!("n = {ns}"),
                        format!("V = {vs}"),
                        format!("T = {ts}"),
                    ],
                }
            }
        }
        2 => {
            let c = 4180.0;
            let cs = format!("{}\u{a0}J/(kg·K)", ctx.dec(c, 0));
            let m = ctx.int(2, 50) as f64 / 10.0;
            let dt = ctx.int(5, 80) as f64;
            let (ms, dts) = (show(ctx, m, 1, "kg"), ctx.dec(dt, 0));
            let q = m * c * dt / 1000.0;
            let (ans, note) = answer(ctx, q, 3, "kJ");
            let qt = ans.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "On chauffe une masse m = {ms} d'eau liquide, dont la température augmente de {dts} °C. La capacité thermique massique de l'eau vaut c = {cs}.",
                    "A mass m = {ms} of liquid water is heated and its temperature rises by {dts} °C. The specific heat capacity of water is c = {cs}."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle énergie Q l'eau a-t-elle reçue, en kJ ?",
                        "What energy Q has the water received, in kJ?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "l'eau a reçu une énergie de {{v}}",
                    "the water has received an energy of {{v}}"
                ),
                noun: tr!(lang, "énergie", "energy"),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        q * 1000.0,
                        0,
                        "kJ",
                        "joules non convertis en kJ",
                        "joules not converted into kJ",
                    ),
                    wr(
                        ctx,
                        m * c / dt / 1000.0,
                        3,
                        "kJ",
                        "division par ΔT",
                        "divided by ΔT",
                    ),
                    wr(
                        ctx,
                        c * dt / 1000.0,
                        3,
                        "kJ",
                        "masse oubliée",
                        "mass forgotten",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "Q = m × c × ΔT = {ms} × {cs} × {dts} K = {qt}.",
                    "Q = m × c × ΔT = {ms} × {cs} × {dts} K = {qt}."
                ),
                law: Law::Heat,
                data: vec![m, c, dt],
                title: tr!(lang, "Transfert thermique", "Heat transfer"),
                lines: vec![
                    format!("m = {ms}"),
                    format!("c = {cs}"),
                    format!("ΔT = {dts} °C"),
                ],
            }
        }
        _ => {
            let rth = ctx.pick(&[0.005, 0.01, 0.02, 0.025, 0.04, 0.05, 0.1, 0.2, 0.25]);
            let dt = ctx.int(4, 30) as f64;
            let rths = format!("{}\u{a0}K/W", ctx.dec(rth, 3));
            let dts = ctx.dec(dt, 0);
            let (ans, note) = answer(ctx, dt / rth, 1, "W");
            let ft = ans.text(lang);
            let wall = pick_tr(
                ctx,
                &[
                    ("Un mur", "A wall"),
                    ("Une fenêtre", "A window"),
                    ("Une porte", "A door"),
                    ("Une toiture", "A roof"),
                ],
            );
            Q {
                situation: tr!(
                    lang,
                    "{wall} a une résistance thermique R_th = {rths}. L'écart de température entre l'intérieur et l'extérieur vaut {dts} °C.",
                    "{wall} has a thermal resistance R_th = {rths}. The temperature difference between inside and outside is {dts} °C."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quel est le flux thermique Φ qui la traverse, en W ?",
                        "What is the heat flow Φ through it, in W?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "le flux thermique vaut {{v}}",
                    "the heat flow is {{v}}"
                ),
                noun: tr!(lang, "flux thermique", "heat flow"),
                answer: ans,
                wrongs: vec![
                    wr(ctx, dt * rth, 3, "W", "ΔT × R_th", "ΔT × R_th"),
                    wr(ctx, rth / dt, 5, "W", "R_th ÷ ΔT", "R_th ÷ ΔT"),
                    wr(
                        ctx,
                        (dt + 273.0) / rth,
                        1,
                        "W",
                        "température convertie en kelvins",
                        "temperature converted into kelvins",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "Φ = ΔT ÷ R_th = {dts} K ÷ {rths} = {ft}.",
                    "Φ = ΔT ÷ R_th = {dts} K ÷ {rths} = {ft}."
                ),
                law: Law::ThermalFlux,
                data: vec![dt, rth],
                title: tr!(lang, "Paroi", "Wall"),
                lines: vec![
                    format!("R_th = {rths}"),
                    format!("ΔT = {dts} °C"),
                    "Φ = ?".into(),
                ],
            }
        }
    }
}

// ------------------------------------------------------------------------------------------
// Diffraction, interférences, effet Doppler

fn optics(ctx: &mut Ctx, v: u8) -> Q {
    let lang = ctx.lang;
    let lambda = ctx.pick(&[405.0, 450.0, 532.0, 633.0, 650.0]);
    let d = ctx.pick(&[1.2, 1.5, 1.8, 2.0, 2.5, 3.0]);
    let (ls, ds) = (show(ctx, lambda, 0, "nm"), show(ctx, d, 1, "m"));
    let laser = tr!(
        lang,
        "Un laser de longueur d'onde λ = {ls}",
        "A laser of wavelength λ = {ls}"
    );
    match v {
        0 => {
            let a = ctx.pick(&[40.0, 50.0, 60.0, 80.0, 100.0, 120.0, 150.0, 200.0]);
            let as_ = show(ctx, a, 0, "µm");
            let big_l = 2.0 * lambda * 1e-9 * d / (a * 1e-6) * 1000.0;
            let (ans, note) = answer(ctx, big_l, 1, "mm");
            let lt = ans.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "{laser} éclaire une fente de largeur a = {as_}. La figure de diffraction est observée sur un écran à la distance D = {ds} de la fente. Aux petits angles, le demi-angle de la tache centrale vaut θ = λ/a.",
                    "{laser} lights a slit of width a = {as_}. The diffraction pattern is seen on a screen at a distance D = {ds} from the slit. For small angles, the half-angle of the central spot is θ = λ/a."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est la largeur L de la tache centrale sur l'écran, en mm ?",
                        "What is the width L of the central spot on the screen, in mm?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "la tache centrale mesure {{v}}",
                    "the central spot is {{v}} wide"
                ),
                noun: tr!(
                    lang,
                    "largeur de la tache centrale",
                    "width of the central spot"
                ),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        big_l / 2.0,
                        1,
                        "mm",
                        "facteur 2 oublié (demi-largeur)",
                        "factor 2 forgotten (half-width)",
                    ),
                    wr(
                        ctx,
                        2.0 * a * 1e-6 * d / (lambda * 1e-9) / 1000.0,
                        1,
                        "mm",
                        "a et λ échangées",
                        "a and λ swapped",
                    ),
                    wr(
                        ctx,
                        big_l * 1000.0,
                        0,
                        "mm",
                        "unités mal converties",
                        "units converted wrongly",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "L = 2 D tan θ ≈ 2 D λ ÷ a = 2 × {ds} × {ls} ÷ {as_} ≈ {lt}.",
                    "L = 2 D tan θ ≈ 2 D λ ÷ a = 2 × {ds} × {ls} ÷ {as_} ≈ {lt}."
                ),
                law: Law::DiffractionWidth,
                data: vec![lambda * 1e-9, d, a * 1e-6],
                title: tr!(lang, "Diffraction", "Diffraction"),
                lines: vec![
                    format!("λ = {ls}"),
                    format!("a = {as_}"),
                    format!("D = {ds}"),
                ],
            }
        }
        1 => {
            let b = ctx.pick(&[0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.8, 1.0]);
            let bs = show(ctx, b, 2, "mm");
            let i = lambda * 1e-9 * d / (b * 1e-3) * 1000.0;
            let (ans, note) = answer(ctx, i, 2, "mm");
            let it = ans.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "{laser} éclaire deux fentes fines séparées de b = {bs}. Les franges d'interférences sont observées sur un écran à la distance D = {ds} des fentes.",
                    "{laser} lights two narrow slits b = {bs} apart. The interference fringes are seen on a screen at a distance D = {ds} from the slits."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quel est l'interfrange i = λD/b, en mm ?",
                        "What is the fringe spacing i = λD/b, in mm?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "l'interfrange vaut {{v}}",
                    "the fringe spacing is {{v}}"
                ),
                noun: tr!(lang, "interfrange", "fringe spacing"),
                answer: ans,
                wrongs: vec![
                    wr(ctx, 2.0 * i, 2, "mm", "facteur 2 en trop", "extra factor 2"),
                    wr(
                        ctx,
                        i * 10.0,
                        2,
                        "mm",
                        "erreur d'un facteur 10 sur b",
                        "off by a factor of 10 on b",
                    ),
                    wr(
                        ctx,
                        i * 1000.0,
                        0,
                        "mm",
                        "unités mal converties",
                        "units converted wrongly",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "i = λ D ÷ b = {ls} × {ds} ÷ {bs} ≈ {it}.",
                    "i = λ D ÷ b = {ls} × {ds} ÷ {bs} ≈ {it}."
                ),
                law: Law::FringeSpacing,
                data: vec![lambda * 1e-9, d, b * 1e-3],
                title: tr!(lang, "Interférences", "Interference"),
                lines: vec![
                    format!("λ = {ls}"),
                    format!("b = {bs}"),
                    format!("D = {ds}"),
                ],
            }
        }
        2 => {
            let big_l = ctx.int(10, 80) as f64;
            let lms = show(ctx, big_l, 0, "mm");
            let a = 2.0 * lambda * 1e-9 * d / (big_l * 1e-3) * 1e6;
            let (ans, note) = answer(ctx, a, 0, "µm");
            let at = ans.text(lang);
            Q {
                situation: tr!(
                    lang,
                    "{laser} éclaire une fente de largeur a inconnue. Sur un écran à la distance D = {ds} de la fente, la tache centrale de diffraction mesure L = {lms}. Aux petits angles, L = 2λD/a.",
                    "{laser} lights a slit of unknown width a. On a screen at a distance D = {ds} from the slit, the central diffraction spot is L = {lms} wide. For small angles, L = 2λD/a."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quelle est la largeur a de la fente, en µm ?",
                        "What is the width a of the slit, in µm?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "la fente a une largeur de {{v}}",
                    "the slit is {{v}} wide"
                ),
                noun: tr!(lang, "largeur de la fente", "slit width"),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        a / 2.0,
                        0,
                        "µm",
                        "facteur 2 oublié",
                        "factor 2 forgotten",
                    ),
                    wr(ctx, 2.0 * a, 0, "µm", "facteur 2 en trop", "extra factor 2"),
                    wr(ctx, a * 1000.0, 0, "µm", "L laissée en mm", "L left in mm"),
                ],
                explanation: tr!(
                    lang,
                    "a = 2 λ D ÷ L = 2 × {ls} × {ds} ÷ {lms} ≈ {at}.",
                    "a = 2 λ D ÷ L = 2 × {ls} × {ds} ÷ {lms} ≈ {at}."
                ),
                law: Law::DiffractionWidth,
                data: vec![lambda * 1e-9, d, big_l * 1e-3],
                title: tr!(lang, "Diffraction", "Diffraction"),
                lines: vec![
                    format!("λ = {ls}"),
                    format!("D = {ds}"),
                    format!("L = {lms}"),
                ],
            }
        }
        _ => {
            let f = ctx.int(20, 120) as f64 * 10.0;
            let vs_ = ctx.int(5, 40) as f64;
            let c = 340.0;
            let (fs, vss, cs) = (
                show(ctx, f, 0, "Hz"),
                show(ctx, vs_, 0, "m/s"),
                show(ctx, c, 0, "m/s"),
            );
            let df = f * vs_ / c;
            let (ans, note) = answer(ctx, df, 1, "Hz");
            let dt = ans.text(lang);
            let what = pick_tr(
                ctx,
                &[
                    ("Une ambulance", "An ambulance"),
                    ("Un camion de pompiers", "A fire engine"),
                    ("Une voiture de police", "A police car"),
                ],
            );
            Q {
                situation: tr!(
                    lang,
                    "{what} dont la sirène émet un son de fréquence f = {fs} s'approche d'un observateur immobile à la vitesse v_S = {vss}. La célérité du son dans l'air vaut v = {cs}. Pour une source lente, le décalage Doppler vaut Δf = f × v_S ÷ v.",
                    "{what} whose siren emits a sound of frequency f = {fs} approaches a still observer at a speed v_S = {vss}. The speed of sound in air is v = {cs}. For a slow source, the Doppler shift is Δf = f × v_S ÷ v."
                ),
                question: ask(
                    tr!(
                        lang,
                        "Quel est le décalage Doppler Δf, en Hz ?",
                        "What is the Doppler shift Δf, in Hz?"
                    ),
                    &note,
                ),
                claim: tr!(
                    lang,
                    "le décalage Doppler vaut {{v}}",
                    "the Doppler shift is {{v}}"
                ),
                noun: tr!(lang, "décalage Doppler", "Doppler shift"),
                answer: ans,
                wrongs: vec![
                    wr(
                        ctx,
                        f + df,
                        1,
                        "Hz",
                        "fréquence perçue au lieu du décalage",
                        "perceived frequency instead of the shift",
                    ),
                    wr(
                        ctx,
                        f * c / vs_,
                        0,
                        "Hz",
                        "rapport des vitesses inversé",
                        "ratio of the speeds inverted",
                    ),
                    wr(
                        ctx,
                        vs_ / c,
                        3,
                        "Hz",
                        "fréquence oubliée",
                        "frequency forgotten",
                    ),
                ],
                explanation: tr!(
                    lang,
                    "Δf = f × v_S ÷ v = {fs} × {vss} ÷ {cs} ≈ {dt} ; le son perçu est plus aigu.",
                    "Δf = f × v_S ÷ v = {fs} × {vss} ÷ {cs} ≈ {dt}; the sound heard is higher."
                ),
                law: Law::DopplerShift,
                data: vec![f, vs_, c],
                title: tr!(lang, "Effet Doppler", "Doppler effect"),
                lines: vec![
                    format!("f = {fs}"),
                    format!("v_S = {vss}"),
                    format!("v = {cs}"),
                ],
            }
        }
    }
}
