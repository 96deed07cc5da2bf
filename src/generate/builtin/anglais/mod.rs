//! Anglais: vocabulary by theme, irregular verbs, tenses and cloze sentences. Exercises are
//! in English, instructions in French.
//!
//! A chapter's templates are its four kinds (single choice, typed answer, true or false,
//! matching) × the variants of its mode, each variant practising one notion of the chapter's
//! course ([`notion`]). Each level has its own content: its vocabulary themes, the irregular
//! verbs it studies first (with some revision of earlier ones), and the sentences of its band
//! (A1: CM1–6e, A2: 5e–3e, B1–B2: lycée), split between adjacent levels.

mod sentences;
mod verbs;
mod vocab;

use self::sentences::{GROUPS, GrammarSentence, TENSE_SENTENCES, TenseSentence};
use self::verbs::{IRREGULAR, Tense, conjugate, window, wrong_forms};
use super::facts::{Check, Claim};
use super::francais::{figure, one_of, true_false, typed};
use super::kinds::matching_of;
use super::{Built, Ctx, Family, Item, Lvl};
use crate::domain::question::{QuestionKind, Visual};

/// The anglais family.
pub(crate) static FAMILY: Family = Family {
    name: "anglais",
    notion,
    item: no_item,
    special,
    kinds,
    variants,
};

fn no_item(_: &mut Ctx) -> Item {
    unreachable!("every anglais question is built by its template")
}

const KINDS: [QuestionKind; 4] = [
    QuestionKind::SingleChoice,
    QuestionKind::ShortText,
    QuestionKind::TrueFalse,
    QuestionKind::Matching,
];

fn kinds(_: u8) -> &'static [QuestionKind] {
    &KINDS
}

/// Chapter modes.
pub(crate) mod mode {
    /// Vocabulary by theme.
    pub(crate) const VOCABULAIRE: u8 = 0;
    /// Irregular verbs.
    pub(crate) const VERBES: u8 = 1;
    /// Tenses.
    pub(crate) const TEMPS: u8 = 2;
    /// Cloze sentences: tenses in context, grammar words, structures.
    pub(crate) const TROUS: u8 = 3;
}

/// The notions of each mode, one per variant (keys of the course knowledge).
const NOTIONS: [&[&str]; 4] = [
    &["sens-des-mots", "traduire-en-anglais", "themes"],
    &["preterit", "participe-passe", "sens-et-base"],
    &[
        "present-simple",
        "present-continuous",
        "preterit",
        "present-perfect",
        "futur-will",
    ],
    &["temps-en-contexte", "mots-grammaticaux", "structures"],
];

fn variants(m: u8) -> u8 {
    NOTIONS[usize::from(m.min(3))].len() as u8
}

fn notion(m: u8, v: u8) -> Option<&'static str> {
    NOTIONS[usize::from(m.min(3))].get(usize::from(v)).copied()
}

/// How many templates a mode has.
#[cfg(test)]
pub(crate) fn template_count(m: u8) -> usize {
    KINDS.len() * usize::from(variants(m))
}

fn special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    let v = ctx.variant(variants(ctx.mode));
    let k = match kind {
        QuestionKind::SingleChoice | QuestionKind::MultipleChoice => 0,
        QuestionKind::ShortText | QuestionKind::Numeric | QuestionKind::Open => 1,
        QuestionKind::TrueFalse => 2,
        _ => 3,
    };
    Some(match ctx.mode {
        mode::VOCABULAIRE => vocabulary(ctx, v, k),
        mode::VERBES => irregular(ctx, v, k),
        mode::TEMPS => tense(ctx, Tense::ALL[usize::from(v) % 5], k),
        _ => cloze(ctx, v, k),
    })
}

// ---------------------------------------------------------------------------------------------
// Levels
// ---------------------------------------------------------------------------------------------

/// The level's index from CM1 (0) to Terminale (8).
fn level(ctx: &Ctx) -> usize {
    level_of(ctx.lvl)
}

/// The index of a level from CM1 (0) to Terminale (8).
fn level_of(lvl: Lvl) -> usize {
    match lvl {
        Lvl::Cp | Lvl::Ce1 | Lvl::Ce2 | Lvl::Cm1 => 0,
        Lvl::Cm2 => 1,
        Lvl::L6 => 2,
        Lvl::L5 => 3,
        Lvl::L4 => 4,
        Lvl::L3 => 5,
        Lvl::L2 => 6,
        Lvl::L1 => 7,
        Lvl::Tle => 8,
    }
}

/// The band of sentences of a level (A1, A2, B1–B2) and its half of them (adjacent levels of
/// a band take different halves).
fn band(ctx: &Ctx) -> (usize, usize) {
    const HALF: [usize; 9] = [0, 1, 0, 0, 1, 0, 0, 1, 0];
    let l = level(ctx);
    (l / 3, HALF[l])
}

fn half<T: Copy>(items: &[T], h: usize) -> Vec<T> {
    items
        .iter()
        .enumerate()
        .filter(|(i, _)| i % 2 == h)
        .map(|(_, x)| *x)
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Claims
// ---------------------------------------------------------------------------------------------

fn pair_claim(left: &str, right: &str) -> Claim {
    Claim::Pairs {
        pairs: vec![(left.to_owned(), right.to_owned())],
        left: left.to_owned(),
        right: right.to_owned(),
    }
}

fn claim(c: Claim, expect: bool) -> Check {
    Check::Claim { claim: c, expect }
}

fn english_claim(base: &str, participle: bool, form: &str) -> Claim {
    Claim::EnglishVerb {
        base: base.to_owned(),
        participle,
        form: form.to_owned(),
    }
}

/// Matching of `pairs` whose claims are `pair(left, right)` as the table says.
fn matching(
    ctx: &mut Ctx,
    stem: String,
    pairs: Vec<(String, String)>,
    pair: fn(&str, &str) -> (String, String),
    fig: Visual,
    explanation: String,
) -> Built {
    let table: Vec<(String, String)> = pairs.iter().map(|(l, r)| pair(l, r)).collect();
    let claim = move |l: &str, r: &str| {
        let (left, right) = pair(l, r);
        Claim::Pairs {
            pairs: table.clone(),
            left,
            right,
        }
    };
    matching_of(ctx, stem, pairs, &claim, fig, explanation)
}

/// One of `items`, cloned.
fn pick_owned(ctx: &mut Ctx, items: &[String]) -> String {
    items[ctx.int(0, items.len() as i64 - 1) as usize].clone()
}

fn same(l: &str, r: &str) -> (String, String) {
    (l.to_owned(), r.to_owned())
}

/// A single choice whose options are checked with `claim_of(option)`.
fn choice(
    ctx: &mut Ctx,
    stem: String,
    right: &str,
    wrong: &[String],
    claim_of: &dyn Fn(&str) -> Claim,
    fig: Visual,
    explanation: String,
) -> Built {
    let mut checks = vec![claim(claim_of(right), true)];
    let mut kept: Vec<String> = Vec::new();
    for w in wrong {
        if w != right && !kept.contains(w) && kept.len() < 3 {
            checks.push(claim(claim_of(w), false));
            kept.push(w.clone());
        }
    }
    one_of(ctx, stem, right.to_owned(), kept, checks, fig, explanation)
}

// ---------------------------------------------------------------------------------------------
// Irregular verbs
// ---------------------------------------------------------------------------------------------

type Verb = (&'static str, &'static str, &'static str, &'static str);

const FORM: [&str; 2] = ["prétérit", "participe passé"];

/// A verb of the level: one of its new verbs, sometimes one of earlier levels.
fn verb(ctx: &mut Ctx) -> Verb {
    let (new, review) = window(level(ctx));
    if !review.is_empty() && ctx.chance(0.25) {
        ctx.pick(review)
    } else {
        ctx.pick(new)
    }
}

/// Verbs for a matching or for distractors: the level's new ones.
fn verbs_of_level(ctx: &Ctx) -> &'static [Verb] {
    window(level(ctx)).0
}

fn form_of(v: Verb, w: usize) -> &'static str {
    if w == 0 { v.1 } else { v.2 }
}

/// Forms a learner may wrongly give for the preterit (`w` 0) or participle (1) of `v`.
fn wrong_past(v: Verb, w: usize) -> Vec<String> {
    let (base, right) = (v.0, form_of(v, w));
    let regular = if base.ends_with('e') {
        format!("{base}d")
    } else {
        format!("{base}ed")
    };
    let en = if base.ends_with('e') {
        format!("{base}n")
    } else {
        format!("{base}en")
    };
    let other = form_of(v, 1 - w).split('/').next().unwrap_or_default();
    let mut out = Vec::new();
    for c in [
        regular,
        other.to_owned(),
        base.to_owned(),
        en,
        format!("{base}ing"),
    ] {
        if c != right && !right.split('/').any(|r| r == c) && !out.contains(&c) {
            out.push(c);
        }
    }
    out.truncate(3);
    out
}

fn verb_card(base: &str) -> Visual {
    figure("Verbes irréguliers", &[format!("base verbale : {base}")])
}

fn irregular(ctx: &mut Ctx, v: u8, k: usize) -> Built {
    if v < 2 {
        past_form(ctx, usize::from(v), k)
    } else {
        verb_meaning(ctx, k)
    }
}

fn past_form(ctx: &mut Ctx, w: usize, k: usize) -> Built {
    let participle = w == 1;
    let name = FORM[w];
    if k == 3 {
        let list = verbs_of_level(ctx);
        let mut chosen: Vec<Verb> = Vec::new();
        for _ in 0..500 {
            if chosen.len() == 4 {
                break;
            }
            let v = ctx.pick(list);
            if !chosen
                .iter()
                .any(|c| c.0 == v.0 || form_of(*c, w) == form_of(v, w))
            {
                chosen.push(v);
            }
        }
        let p: Vec<(String, String)> = chosen
            .iter()
            .map(|v| (format!("to {}", v.0), form_of(*v, w).to_owned()))
            .collect();
        let expl = chosen
            .iter()
            .map(|v| format!("to {} : {}, {}", v.0, v.1, v.2))
            .collect::<Vec<_>>()
            .join(" ; ");
        let fig = figure("Verbes irréguliers", &[name.to_owned()]);
        let mut b = matching(
            ctx,
            format!("Associe chaque verbe à son {name}."),
            p,
            same,
            fig,
            format!("{expl}."),
        );
        for v in &chosen {
            b.checks
                .push(claim(english_claim(v.0, participle, form_of(*v, w)), true));
        }
        return b;
    }
    let vb = verb(ctx);
    let (base, pret, pp, fr) = vb;
    let right = form_of(vb, w);
    let expl = format!("« to {base} » : {pret}, {pp}.");
    match k {
        0 => {
            let stem = format!("Quel est le {name} du verbe « to {base} » ({fr}) ?");
            let wrong = wrong_past(vb, w);
            choice(
                ctx,
                stem,
                right,
                &wrong,
                &|f| english_claim(base, participle, f),
                verb_card(base),
                expl,
            )
        }
        1 => {
            let stem = format!("Écris le {name} du verbe « to {base} » ({fr}).");
            let accepted: Vec<String> = right.split('/').map(str::to_owned).collect();
            let checks = vec![claim(english_claim(base, participle, right), true)];
            typed(stem, accepted, checks, verb_card(base), expl)
        }
        _ => {
            let shown = if ctx.chance(0.5) {
                right.to_owned()
            } else {
                pick_owned(ctx, &wrong_past(vb, w)[..2])
            };
            let truth = shown == right;
            let stem = format!("Vrai ou faux : le {name} de « to {base} » est « {shown} ».");
            let checks = vec![claim(english_claim(base, participle, &shown), truth)];
            true_false(stem, truth, checks, verb_card(base), expl)
        }
    }
}

fn verb_meaning(ctx: &mut Ctx, k: usize) -> Built {
    let list = verbs_of_level(ctx);
    if k == 3 {
        let mut chosen: Vec<Verb> = Vec::new();
        for _ in 0..500 {
            if chosen.len() == 4 {
                break;
            }
            let v = ctx.pick(list);
            if !chosen.iter().any(|c| c.0 == v.0) {
                chosen.push(v);
            }
        }
        let p: Vec<(String, String)> = chosen
            .iter()
            .map(|v| (format!("to {}", v.0), v.3.to_owned()))
            .collect();
        let expl = p
            .iter()
            .map(|(e, f)| format!("{e} : {f}"))
            .collect::<Vec<_>>()
            .join(" ; ");
        let fig = figure("Verbes irréguliers", &["sens des verbes".to_owned()]);
        return matching(
            ctx,
            "Associe chaque verbe à son sens.".to_owned(),
            p,
            same,
            fig,
            format!("{expl}."),
        );
    }
    let vb = verb(ctx);
    let (base, pret, pp, fr) = vb;
    let expl = format!("« to {base} » ({fr}) : {pret}, {pp}.");
    let others = |ctx: &mut Ctx, n: usize| -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for _ in 0..500 {
            if out.len() == n {
                break;
            }
            let o = ctx.pick(list);
            if o.0 != base && !out.contains(&o.3.to_owned()) {
                out.push(o.3.to_owned());
            }
        }
        out
    };
    let to = format!("to {base}");
    match k {
        0 => {
            let wrong = others(ctx, 3);
            choice(
                ctx,
                format!("Que signifie le verbe « to {base} » ?"),
                fr,
                &wrong,
                &|m| pair_claim(&to, m),
                verb_card(base),
                expl,
            )
        }
        1 => {
            let shown = pret.split('/').next().unwrap_or(pret);
            let stem =
                format!("« {shown} » est le prétérit de quel verbe ? Écris sa base verbale.");
            let checks = vec![claim(english_claim(base, false, pret), true)];
            let fig = figure("Verbes irréguliers", &["prétérit".to_owned()]);
            typed(stem, vec![base.to_owned()], checks, fig, expl)
        }
        _ => {
            let shown = if ctx.chance(0.5) {
                fr.to_owned()
            } else {
                others(ctx, 1).remove(0)
            };
            let truth = shown == fr;
            let stem = format!("Vrai ou faux : le verbe « to {base} » signifie « {shown} ».");
            let checks = vec![claim(pair_claim(&to, &shown), truth)];
            true_false(stem, truth, checks, verb_card(base), expl)
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------

type Words = &'static [(&'static str, &'static str)];

fn vocab_card(theme: &str) -> Visual {
    figure("Vocabulaire", &[format!("thème : {theme}")])
}

/// `n` distinct words of a theme.
fn words_of(ctx: &mut Ctx, words: Words, n: usize) -> Vec<(&'static str, &'static str)> {
    let mut w: Vec<(&str, &str)> = words.to_vec();
    ctx.shuffle(&mut w);
    w.truncate(n);
    w
}

fn vocabulary(ctx: &mut Ctx, v: u8, k: usize) -> Built {
    let themes = vocab::themes(level(ctx));
    let (theme, words) = ctx.pick(&themes);
    match (v, k) {
        (2, _) => theme_question(ctx, &themes, theme, words, k),
        (_, 3) => {
            let p: Vec<(String, String)> = words_of(ctx, words, 4)
                .iter()
                .map(|(en, fr)| {
                    if v == 0 {
                        ((*en).to_owned(), (*fr).to_owned())
                    } else {
                        ((*fr).to_owned(), (*en).to_owned())
                    }
                })
                .collect();
            let expl = p
                .iter()
                .map(|(a, b)| format!("{a} : {b}"))
                .collect::<Vec<_>>()
                .join(" ; ");
            #[allow(clippy::type_complexity)]
            let (stem, pair): (String, fn(&str, &str) -> (String, String)) = if v == 0 {
                (
                    format!("Thème « {theme} » : associe chaque mot anglais à sa traduction."),
                    same,
                )
            } else {
                (
                    format!("Thème « {theme} » : associe chaque mot français au mot anglais."),
                    |l, r| (r.to_owned(), l.to_owned()),
                )
            };
            matching(ctx, stem, p, pair, vocab_card(theme), format!("{expl}."))
        }
        _ => {
            let w = words_of(ctx, words, 4);
            let (en, fr) = w[0];
            let expl = format!("« {en} » : {fr}.");
            match (v, k) {
                (0, 0) => {
                    let wrong: Vec<String> = w[1..].iter().map(|x| x.1.to_owned()).collect();
                    choice(
                        ctx,
                        format!("Thème « {theme} » : que signifie « {en} » ?"),
                        fr,
                        &wrong,
                        &|m| pair_claim(en, m),
                        vocab_card(theme),
                        expl,
                    )
                }
                (1, 0) => {
                    let wrong: Vec<String> = w[1..].iter().map(|x| x.0.to_owned()).collect();
                    choice(
                        ctx,
                        format!("Thème « {theme} » : comment dit-on « {fr} » en anglais ?"),
                        en,
                        &wrong,
                        &|e| pair_claim(e, fr),
                        vocab_card(theme),
                        expl,
                    )
                }
                (0, 1) => typed(
                    format!("Thème « {theme} » : écris en anglais « {fr} »."),
                    vec![en.to_owned()],
                    vec![claim(pair_claim(en, fr), true)],
                    vocab_card(theme),
                    expl,
                ),
                (1, 1) => anagram(ctx, &themes),
                (0, _) => {
                    let shown = if ctx.chance(0.5) { fr } else { w[1].1 };
                    let truth = shown == fr;
                    true_false(
                        format!(
                            "Vrai ou faux : « {en} » signifie « {shown} » (thème « {theme} »)."
                        ),
                        truth,
                        vec![claim(pair_claim(en, shown), truth)],
                        vocab_card(theme),
                        expl,
                    )
                }
                _ => {
                    let shown = if ctx.chance(0.5) { en } else { w[1].0 };
                    let truth = shown == en;
                    true_false(
                        format!("Vrai ou faux : « {fr} » se dit « {shown} » en anglais."),
                        truth,
                        vec![claim(pair_claim(shown, fr), truth)],
                        vocab_card(theme),
                        format!("« {fr} » se dit « {en} »."),
                    )
                }
            }
        }
    }
}

/// The letters of a word of one of the level's themes, mixed: write the word.
fn anagram(ctx: &mut Ctx, themes: &[(&'static str, Words)]) -> Built {
    let simple = |w: &(&str, &str)| w.0.len() >= 4 && w.0.chars().all(|c| c.is_ascii_lowercase());
    let usable: Vec<(&str, Words)> = themes
        .iter()
        .copied()
        .filter(|t| t.1.iter().any(simple))
        .collect();
    let (theme, words) = ctx.pick(&usable);
    let candidates: Vec<(&str, &str)> = words.iter().copied().filter(simple).collect();
    let (en, fr) = ctx.pick(&candidates);
    let mut letters: Vec<char> = en.chars().collect();
    for _ in 0..8 {
        ctx.shuffle(&mut letters);
        if letters.iter().collect::<String>() != en {
            break;
        }
    }
    if letters.iter().collect::<String>() == en {
        letters.rotate_left(1);
    }
    let shown = letters
        .iter()
        .map(char::to_string)
        .collect::<Vec<_>>()
        .join(" - ");
    typed(
        format!(
            "Thème « {theme} » : remets les lettres dans l'ordre pour écrire en anglais « {fr} » : {shown}."
        ),
        vec![en.to_owned()],
        vec![claim(pair_claim(en, fr), true)],
        vocab_card(theme),
        format!("« {fr} » se dit « {en} »."),
    )
}

fn theme_left(en: &str) -> String {
    format!("thème de {en}")
}

fn theme_question(
    ctx: &mut Ctx,
    themes: &[(&'static str, Words)],
    theme: &'static str,
    words: Words,
    k: usize,
) -> Built {
    let others: Vec<(&str, Words)> = themes.iter().copied().filter(|t| t.0 != theme).collect();
    let fig = figure(
        "Vocabulaire",
        &[format!(
            "thèmes : {}",
            themes.iter().map(|t| t.0).collect::<Vec<_>>().join(", ")
        )],
    );
    let (en, _) = ctx.pick(words);
    // one word of each other theme
    let foreign: Vec<&str> = others.iter().map(|t| ctx.pick(t.1).0).collect();
    match k {
        0 => {
            let wrong: Vec<String> = foreign.iter().map(|w| (*w).to_owned()).collect();
            choice(
                ctx,
                format!("Quel mot appartient au thème « {theme} » ?"),
                en,
                &wrong,
                &|w| pair_claim(&theme_left(w), theme),
                fig,
                format!("« {en} » appartient au thème « {theme} »."),
            )
        }
        1 => {
            let intruder = foreign[ctx.int(0, foreign.len() as i64 - 1) as usize];
            let mut shown: Vec<&str> = words_of(ctx, words, 3).iter().map(|w| w.0).collect();
            shown.push(intruder);
            ctx.shuffle(&mut shown);
            let mut checks = vec![claim(pair_claim(&theme_left(intruder), theme), false)];
            for w in &shown {
                if *w != intruder {
                    checks.push(claim(pair_claim(&theme_left(w), theme), true));
                }
            }
            typed(
                format!(
                    "Quel mot n'appartient pas au thème « {theme} » : {} ? Écris-le.",
                    shown.join(", ")
                ),
                vec![intruder.to_owned()],
                checks,
                fig,
                format!(
                    "« {intruder} » appartient au thème « {} ».",
                    vocab::theme_of(intruder).unwrap_or_default()
                ),
            )
        }
        2 => {
            let shown = if ctx.chance(0.5) {
                en
            } else {
                ctx.pick(&foreign)
            };
            let truth = shown == en;
            true_false(
                format!("Vrai ou faux : le mot « {shown} » appartient au thème « {theme} »."),
                truth,
                vec![claim(pair_claim(&theme_left(shown), theme), truth)],
                fig,
                format!(
                    "« {shown} » appartient au thème « {} ».",
                    vocab::theme_of(shown).unwrap_or_default()
                ),
            )
        }
        _ => {
            let mut p: Vec<(String, String)> = vec![(en.to_owned(), theme.to_owned())];
            for (t, w) in others.iter().zip(&foreign) {
                p.push(((*w).to_owned(), t.0.to_owned()));
            }
            p.truncate(4);
            ctx.shuffle(&mut p);
            let words_list = p
                .iter()
                .map(|x| x.0.as_str())
                .collect::<Vec<_>>()
                .join(", ");
            let expl = p
                .iter()
                .map(|(w, t)| format!("{w} : {t}"))
                .collect::<Vec<_>>()
                .join(" ; ");
            matching(
                ctx,
                format!("Associe chaque mot à son thème : {words_list}."),
                p,
                |l, r| (theme_left(l), r.to_owned()),
                fig,
                format!("{expl}."),
            )
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Tenses
// ---------------------------------------------------------------------------------------------

/// The tense sentences of the level for a tense.
fn tense_sentences(ctx: &Ctx, t: Tense) -> Vec<TenseSentence> {
    let (b, h) = band(ctx);
    let i = Tense::ALL.iter().position(|x| *x == t).unwrap_or(0);
    half(TENSE_SENTENCES[b][i], h)
}

fn answer_of(s: TenseSentence, t: Tense) -> String {
    conjugate(s.1, s.2, t).expect("every verb of the sentences has its forms")
}

fn tense_card(t: Tense) -> Visual {
    figure("Les temps", &[format!("temps : {}", t.name())])
}

fn tense(ctx: &mut Ctx, t: Tense, k: usize) -> Built {
    let list = tense_sentences(ctx, t);
    if k == 3 {
        let mut chosen: Vec<(TenseSentence, String)> = Vec::new();
        for _ in 0..500 {
            if chosen.len() == 4 {
                break;
            }
            let s = ctx.pick(&list);
            let a = answer_of(s, t);
            if !chosen
                .iter()
                .any(|(c, ca)| c.0 == s.0 || c.1 == s.1 || *ca == a)
            {
                chosen.push((s, a));
            }
        }
        let p: Vec<(String, String)> = chosen
            .iter()
            .map(|(s, a)| (format!("{} ({})", s.0, s.1), a.clone()))
            .collect();
        let expl = chosen
            .iter()
            .map(|(s, a)| s.0.replace("___", a))
            .collect::<Vec<_>>()
            .join(" ");
        return matching(
            ctx,
            format!(
                "Associe chaque phrase à la forme du verbe entre parenthèses au {} : {}",
                t.name(),
                numbered(chosen.iter().map(|(s, _)| format!("{} ({})", s.0, s.1)))
            ),
            p,
            |l, r| {
                let raw = l.rsplit_once(" (").map_or(l, |(a, _)| a);
                (raw.to_owned(), r.to_owned())
            },
            tense_card(t),
            expl,
        );
    }
    let s = ctx.pick(&list);
    let (sentence, verb, p) = s;
    let right = answer_of(s, t);
    let expl = format!("On écrit « {} ».", sentence.replace("___", &right));
    match k {
        0 => {
            let wrong = wrong_forms(verb, p, t);
            choice(
                ctx,
                format!(
                    "Complète la phrase avec le verbe « {verb} » au {} : « {sentence} »",
                    t.name()
                ),
                &right,
                &wrong,
                &|f| pair_claim(sentence, f),
                tense_card(t),
                expl,
            )
        }
        1 => typed(
            format!(
                "Écris le verbe « {verb} » au {} pour compléter : « {sentence} »",
                t.name()
            ),
            vec![right.clone()],
            vec![claim(pair_claim(sentence, &right), true)],
            tense_card(t),
            expl,
        ),
        _ => {
            let shown = if ctx.chance(0.5) {
                right.clone()
            } else {
                let w = wrong_forms(verb, p, t);
                pick_owned(ctx, &w[..3.min(w.len())])
            };
            let truth = shown == right;
            true_false(
                format!(
                    "Vrai ou faux : avec le verbe « {verb} » au {}, on complète « {sentence} » par « {shown} ».",
                    t.name()
                ),
                truth,
                vec![claim(pair_claim(sentence, &shown), truth)],
                tense_card(t),
                expl,
            )
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Cloze sentences
// ---------------------------------------------------------------------------------------------

fn tense_left(full: &str) -> String {
    format!("temps de {full}")
}

fn cloze(ctx: &mut Ctx, v: u8, k: usize) -> Built {
    if v == 0 {
        return tense_in_context(ctx, k);
    }
    let (b, h) = band(ctx);
    let groups: Vec<&(usize, u8, &str, bool, &[GrammarSentence])> = GROUPS
        .iter()
        .filter(|g| g.0 == b && g.1 == v && (k != 3 || g.3))
        .collect();
    let g = ctx.pick(&groups);
    let (rule, items) = (g.2, half(g.4, h));
    let fig = figure("Compléter des phrases", &[rule.to_owned()]);
    if k == 3 {
        let mut chosen: Vec<GrammarSentence> = Vec::new();
        for _ in 0..500 {
            if chosen.len() == 4 {
                break;
            }
            let s = ctx.pick(&items);
            if !chosen.iter().any(|c| c.1 == s.1) {
                chosen.push(s);
            }
        }
        let p: Vec<(String, String)> = chosen
            .iter()
            .map(|s| (s.0.to_owned(), s.1.to_owned()))
            .collect();
        let expl = chosen
            .iter()
            .map(|s| s.0.replace("___", s.1))
            .collect::<Vec<_>>()
            .join(" ");
        return matching(
            ctx,
            format!(
                "{} : associe chaque phrase au mot ou à la forme qui la complète : {}",
                capital(rule),
                numbered(chosen.iter().map(|s| s.0.to_owned()))
            ),
            p,
            same,
            fig,
            expl,
        );
    }
    let (sentence, right, wrong) = ctx.pick(&items);
    let expl = format!("On écrit « {} ».", sentence.replace("___", right));
    let wrong: Vec<String> = wrong.iter().map(|w| (*w).to_owned()).collect();
    match k {
        0 => choice(
            ctx,
            format!("{} : complète la phrase « {sentence} »", capital(rule)),
            right,
            &wrong,
            &|f| pair_claim(sentence, f),
            fig,
            expl,
        ),
        1 => {
            let mut options: Vec<&str> = wrong.iter().map(String::as_str).collect();
            options.push(right);
            options.sort_unstable();
            typed(
                format!(
                    "{} : écris le mot ou la forme qui convient ({}) pour compléter « {sentence} »",
                    capital(rule),
                    options.join(" / ")
                ),
                vec![right.to_owned()],
                vec![claim(pair_claim(sentence, right), true)],
                fig,
                expl,
            )
        }
        _ => {
            let shown = if ctx.chance(0.5) {
                right.to_owned()
            } else {
                pick_owned(ctx, &wrong)
            };
            let truth = shown == right;
            true_false(
                format!("Vrai ou faux : on complète « {sentence} » par « {shown} »."),
                truth,
                vec![claim(pair_claim(sentence, &shown), truth)],
                fig,
                expl,
            )
        }
    }
}

/// "(1) … (2) …": the items of a matching, listed in its statement.
fn numbered(items: impl Iterator<Item = String>) -> String {
    items
        .enumerate()
        .map(|(i, s)| format!("({}) {s}", i + 1))
        .collect::<Vec<_>>()
        .join(" ")
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// A sentence of the level at any tense, filled in, with its tense.
fn any_tense(ctx: &mut Ctx) -> (TenseSentence, Tense) {
    let t = ctx.pick(&Tense::ALL);
    let s = ctx.pick(&tense_sentences(ctx, t));
    (s, t)
}

fn tense_in_context(ctx: &mut Ctx, k: usize) -> Built {
    let fig = figure(
        "Compléter des phrases",
        &["le temps et ses marqueurs".to_owned()],
    );
    if k == 3 {
        let mut tenses = Tense::ALL.to_vec();
        ctx.shuffle(&mut tenses);
        let mut listed = Vec::new();
        let mut p: Vec<(String, String)> = Vec::new();
        for (i, t) in tenses[..4].iter().enumerate() {
            let s = ctx.pick(&tense_sentences(ctx, *t));
            let full = s.0.replace("___", &answer_of(s, *t));
            listed.push(format!("({}) {full} [verbe « {} »]", i + 1, s.1));
            p.push((full, t.name().to_owned()));
        }
        let expl = p
            .iter()
            .map(|(s, t)| format!("« {s} » : {t}"))
            .collect::<Vec<_>>()
            .join(" ; ");
        return matching(
            ctx,
            format!(
                "Associe chaque phrase au temps du verbe indiqué : {}",
                listed.join(" ")
            ),
            p,
            |l, r| (tense_left(l), r.to_owned()),
            fig,
            format!("{expl}."),
        );
    }
    let (s, t) = any_tense(ctx);
    let (sentence, verb, _) = s;
    let right = answer_of(s, t);
    let full = sentence.replace("___", &right);
    let expl = format!("« {right} » : {}.", t.name());
    match k {
        0 => {
            let wrong: Vec<String> = Tense::ALL
                .iter()
                .filter(|x| **x != t)
                .map(|x| x.name().to_owned())
                .collect();
            let mut wrong = wrong;
            ctx.shuffle(&mut wrong);
            choice(
                ctx,
                format!("À quel temps est conjugué le verbe « {verb} » dans « {full} » ?"),
                t.name(),
                &wrong,
                &|n| pair_claim(&tense_left(&full), n),
                fig,
                expl,
            )
        }
        1 => typed(
            format!(
                "Mets le verbe « {verb} » au {} pour compléter : « {sentence} »",
                t.name()
            ),
            vec![right.clone()],
            vec![claim(pair_claim(sentence, &right), true)],
            fig,
            format!("On écrit « {full} »."),
        ),
        _ => {
            let shown = if ctx.chance(0.5) {
                t
            } else {
                let others: Vec<Tense> = Tense::ALL.iter().copied().filter(|x| *x != t).collect();
                ctx.pick(&others)
            };
            let truth = shown == t;
            true_false(
                format!(
                    "Vrai ou faux : dans « {full} », le verbe « {verb} » est au {}.",
                    shown.name()
                ),
                truth,
                vec![claim(pair_claim(&tense_left(&full), shown.name()), truth)],
                fig,
                expl,
            )
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The table's answers, for the checks
// ---------------------------------------------------------------------------------------------

/// Whether `right` is the table's pair of `left`: a word's meaning, a word's theme
/// ("thème de …"), a verb's meaning or forms ("to …"), a blank's filler, a sentence's tense
/// ("temps de …").
pub(crate) fn answers(left: &str, right: &str) -> Option<bool> {
    if let Some(fr) = vocab::meaning(left) {
        return Some(fr == right);
    }
    if let Some(w) = left.strip_prefix("thème de ") {
        return vocab::theme_of(w).map(|t| t == right);
    }
    if let Some(base) = left.strip_prefix("to ")
        && let Some(v) = IRREGULAR.iter().find(|v| v.0 == base)
    {
        return Some(v.3 == right || v.1 == right || v.2 == right);
    }
    if let Some(full) = left.strip_prefix("temps de ") {
        for band in &TENSE_SENTENCES {
            for (i, list) in band.iter().enumerate() {
                for s in list.iter() {
                    if s.0.replace("___", &answer_of(*s, Tense::ALL[i])) == full {
                        return Some(Tense::ALL[i].name() == right);
                    }
                }
            }
        }
        return None;
    }
    for band in &TENSE_SENTENCES {
        for (i, list) in band.iter().enumerate() {
            if let Some(s) = list.iter().find(|s| s.0 == left) {
                return Some(answer_of(*s, Tense::ALL[i]) == right);
            }
        }
    }
    GROUPS
        .iter()
        .flat_map(|g| g.4.iter())
        .find(|s| s.0 == left)
        .map(|s| s.1 == right)
}

/// The words a chapter of the anglais family teaches, as (English, French): the vocabulary
/// of its level's themes, or its level's irregular verbs ("go", "aller"); empty for the other
/// chapters (tenses, cloze sentences). The word games read them.
pub(crate) fn lexicon(chapter: &str) -> Vec<(&'static str, &'static str)> {
    let Some(t) = super::catalog::topic(chapter) else {
        return Vec::new();
    };
    if !std::ptr::eq(t.family, &FAMILY) {
        return Vec::new();
    }
    let level = level_of(t.lvl);
    match t.mode {
        mode::VOCABULAIRE => vocab::themes(level)
            .into_iter()
            .flat_map(|(_, words)| words.iter().copied())
            .collect(),
        mode::VERBES => window(level).0.iter().map(|v| (v.0, v.3)).collect(),
        _ => Vec::new(),
    }
}

/// The preterit (`participle` false) or past participle of an irregular verb of the table.
pub(crate) fn english_form(base: &str, participle: bool) -> Option<&'static str> {
    IRREGULAR
        .iter()
        .find(|v| v.0 == base)
        .map(|v| if participle { v.2 } else { v.1 })
}

#[cfg(test)]
mod tests;
