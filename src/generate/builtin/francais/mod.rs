//! Français: conjugation (a real engine, [`conjugation`]), grammar, spelling, vocabulary and
//! reading comprehension. Statements are in French whatever the request's language.
//!
//! A chapter's mode picks its template list; question `round` of a chapter uses template
//! `round % len`, so that an exam of a chapter goes through all of them.

pub(crate) mod conjugation;
mod lecture;
pub(crate) mod lexicon;
pub(crate) mod themes;
mod verbs;

use self::conjugation::{PERSON_NAMES, Tense, Verb, verb, verbs};
use super::facts::{Check, Claim};
use super::kinds::{capitalize, choice_question, draft, matching_of};
use super::{Built, Ctx, Family, Item, Lvl};
use crate::domain::question::{Answer, QuestionKind, Visual};
use crate::generate::visual::{card, visual};

/// The français family.
///
/// A chapter's templates are its variants (one declared kind: each template builds the kind
/// it asks), so that a 50-question exam of a chapter goes through all of them.
pub(crate) static FAMILY: Family = Family {
    name: "francais",
    notion,
    item: no_item,
    special,
    kinds,
    variants: |m| templates(m).len() as u8,
};

fn no_item(_: &mut Ctx) -> Item {
    unreachable!("every français question is built by its template")
}

fn kinds(_: u8) -> &'static [QuestionKind] {
    &[QuestionKind::SingleChoice]
}

/// The notion of the course knowledge (`generate::course::knowledge::francais`) that template
/// `v` of mode `m` practises.
fn notion(m: u8, v: u8) -> Option<&'static str> {
    match m {
        mode::CONJUGAISON | mode::TEMPS => CONJ_NOTIONS.get(usize::from(v)).copied().flatten(),
        _ => lexicon::notion(m, v),
    }
}

/// The notions of the conjugation templates, in template order.
const CONJ_NOTIONS: [Option<&str>; 13] = [
    Some("temps"),
    Some("temps"),
    Some("temps"),
    Some("temps"),
    Some("groupes"),
    Some("temps"),
    Some("personnes"),
    Some("groupes"),
    Some("participes"),
    Some("participes"),
    Some("participes"),
    Some("temps"),
    Some("imperatif"),
];

/// One template.
type Template = fn(&mut Ctx) -> Built;

/// Chapter modes.
pub(crate) mod mode {
    /// Conjugation of the simple tenses and the passé composé (CP to 6e).
    pub(crate) const CONJUGAISON: u8 = 0;
    /// Every tense and mood (5e and above).
    pub(crate) const TEMPS: u8 = 1;
    /// Word classes and sentence types.
    pub(crate) const NATURE: u8 = 2;
    /// Functions in the sentence.
    pub(crate) const FONCTIONS: u8 = 3;
    /// Agreements: past participle, adjective.
    pub(crate) const ACCORDS: u8 = 4;
    /// Homophones.
    pub(crate) const HOMOPHONES: u8 = 5;
    /// Vocabulary: families, prefixes, suffixes, synonyms, antonyms.
    pub(crate) const VOCABULAIRE: u8 = 6;
    /// Reading comprehension.
    pub(crate) const LECTURE: u8 = 7;
    /// Reported speech: its types, speech verbs, transpositions, indirect questions.
    pub(crate) const DISCOURS: u8 = 8;
}

fn templates(m: u8) -> &'static [Template] {
    match m {
        mode::CONJUGAISON | mode::TEMPS => &[
            conj_choice,
            conj_typed,
            conj_true_false,
            conj_which_tense,
            conj_which_infinitive,
            conj_match_tenses,
            conj_match_persons,
            conj_group,
            conj_participle,
            conj_auxiliary,
            conj_present_participle,
            conj_several,
            conj_imperative,
        ],
        mode::NATURE => lexicon::NATURE,
        mode::FONCTIONS => lexicon::FONCTIONS,
        mode::ACCORDS => lexicon::ACCORDS,
        mode::HOMOPHONES => lexicon::HOMOPHONES,
        mode::VOCABULAIRE => lexicon::VOCABULAIRE,
        mode::DISCOURS => lexicon::DISCOURS_RAPPORTE,
        _ => lecture::LECTURE,
    }
}

/// How many templates a mode has.
#[cfg(test)]
pub(crate) fn template_count(m: u8) -> usize {
    templates(m).len()
}

fn special(ctx: &mut Ctx, _: QuestionKind) -> Option<Built> {
    let t = templates(ctx.mode);
    let i = ctx.pin.map_or(ctx.round as usize, usize::from);
    let f = t[i % t.len()];
    Some(f(ctx))
}

// ---------------------------------------------------------------------------------------------
// Shared builders
// ---------------------------------------------------------------------------------------------

/// A reminder card as the figure.
pub(crate) fn figure(title: &str, lines: &[String]) -> Visual {
    let alt = format!("{title} : {}", lines.join(" ; "));
    visual(&card(title, lines), alt)
}

/// A question answered by typing a word or a form.
pub(crate) fn typed(
    stem: String,
    accepted: Vec<String>,
    checks: Vec<Check>,
    fig: Visual,
    explanation: String,
) -> Built {
    Built {
        draft: draft(
            QuestionKind::ShortText,
            stem,
            Vec::new(),
            Answer::Text { accepted },
            1.0,
            fig,
            explanation,
        ),
        checks,
    }
}

/// A true-or-false statement.
pub(crate) fn true_false(
    stem: String,
    value: bool,
    checks: Vec<Check>,
    fig: Visual,
    explanation: String,
) -> Built {
    Built {
        draft: draft(
            QuestionKind::TrueFalse,
            stem,
            Vec::new(),
            Answer::Boolean { value },
            1.0,
            fig,
            explanation,
        ),
        checks,
    }
}

/// A single choice among `wrong` (distinct from `right`, three kept) and `right`.
pub(crate) fn one_of(
    ctx: &mut Ctx,
    stem: String,
    right: String,
    wrong: Vec<String>,
    checks: Vec<Check>,
    fig: Visual,
    explanation: String,
) -> Built {
    let mut options = vec![(right.clone(), true, None)];
    for w in wrong {
        if w != right
            && !options
                .iter()
                .any(|o: &(String, bool, Option<String>)| o.0 == w)
        {
            let why = format!("Non : la réponse attendue est « {right} ».");
            options.push((w, false, Some(why)));
        }
    }
    if options.len() < 4 {
        // fewer than three wrong answers (a or à, avoir or être): the answer is written
        let choices: Vec<&str> = options.iter().map(|o| o.0.as_str()).collect();
        let stem = format!("{stem} Écris ta réponse ({}).", choices.join(" ou "));
        return typed(stem, vec![right], checks, fig, explanation);
    }
    choice_question(ctx, stem, options, checks, fig, explanation)
}

/// Pairs matched by an exact pairing (the claim compares against the pairs given).
pub(crate) fn pairs(
    ctx: &mut Ctx,
    stem: String,
    pairs: Vec<(String, String)>,
    fig: Visual,
    explanation: String,
) -> Built {
    let table = pairs.clone();
    let claim = move |l: &str, r: &str| Claim::Pairs {
        pairs: table.clone(),
        left: l.to_owned(),
        right: r.to_owned(),
    };
    matching_of(ctx, stem, pairs, &claim, fig, explanation)
}

// ---------------------------------------------------------------------------------------------
// Conjugation
// ---------------------------------------------------------------------------------------------

/// Tenses asked at a level.
fn tenses(ctx: &Ctx) -> &'static [Tense] {
    use Tense::*;
    match ctx.lvl {
        Lvl::Cp | Lvl::Ce1 => &[Present, Futur],
        Lvl::Ce2 => &[Present, Imparfait, Futur, PasseCompose],
        Lvl::Cm1 | Lvl::Cm2 => &[
            Present,
            Imparfait,
            Futur,
            PasseCompose,
            PasseSimple,
            ImperatifPresent,
        ],
        Lvl::L6 => &[
            Present,
            Imparfait,
            Futur,
            PasseCompose,
            PasseSimple,
            ImperatifPresent,
            PlusQueParfait,
        ],
        Lvl::L5 | Lvl::L4 => &[
            Present,
            Imparfait,
            PasseSimple,
            Futur,
            PasseCompose,
            PlusQueParfait,
            FuturAnterieur,
            CondPresent,
            SubjPresent,
            ImperatifPresent,
        ],
        _ => &Tense::ALL,
    }
}

/// The verbs of each primary level, common verbs first: two adjacent levels share none, so
/// that a chapter taught at two adjacent levels asks about different verbs.
const PRIMARY_VERBS: [&[&str]; 5] = [
    // CP
    &[
        "être", "avoir", "aller", "chanter", "jouer", "parler", "danser", "regarder", "dessiner",
        "manger", "aimer", "marcher",
    ],
    // CE1
    &[
        "faire",
        "dire",
        "venir",
        "prendre",
        "voir",
        "finir",
        "grandir",
        "écouter",
        "donner",
        "chercher",
        "porter",
        "travailler",
    ],
    // CE2
    &[
        "pouvoir", "vouloir", "partir", "arriver", "tomber", "entrer", "choisir", "rester",
        "habiter", "trouver", "penser", "demander",
    ],
    // CM1
    &[
        "mettre",
        "lire",
        "écrire",
        "savoir",
        "devoir",
        "sortir",
        "réussir",
        "raconter",
        "préparer",
        "monter",
        "commencer",
        "ranger",
    ],
    // CM2
    &[
        "être", "avoir", "aller", "faire", "prendre", "venir", "dormir", "courir", "ouvrir",
        "appeler", "jeter", "acheter", "obéir", "remplir", "nager", "lancer",
    ],
];

/// A verb of the level: the level's own list at primary school; from 6e every verb of the
/// engine (but the CM2 list in 6e), the 1re and the Terminale taking every other one.
fn pick_verb(ctx: &mut Ctx) -> &'static Verb {
    if ctx.lvl <= Lvl::Cm2 {
        let inf = ctx.pick(PRIMARY_VERBS[ctx.lvl as usize]);
        return verb(inf).expect("known verb");
    }
    let all = verbs();
    loop {
        let i = ctx.int(0, all.len() as i64 - 1) as usize;
        let v = &all[i];
        let fits = match ctx.lvl {
            Lvl::L6 => !PRIMARY_VERBS[4].contains(&v.inf.as_str()),
            Lvl::L1 => i.is_multiple_of(2),
            Lvl::Tle => !i.is_multiple_of(2),
            _ => true,
        };
        if fits {
            return v;
        }
    }
}

/// A (verb, tense, person) that exists.
fn pick_form(ctx: &mut Ctx) -> (&'static Verb, Tense, usize) {
    loop {
        let v = pick_verb(ctx);
        let t = ctx.pick(tenses(ctx));
        let p = if t.imperative() {
            ctx.pick(&[1usize, 3, 4])
        } else {
            ctx.int(0, 5) as usize
        };
        if v.form(t, p).is_some() {
            return (v, t, p);
        }
    }
}

/// "au présent de l'indicatif", "à l'imparfait de l'indicatif".
fn au(t: Tense) -> String {
    let n = t.name();
    if conjugation::starts_with_vowel(n) {
        format!("à l'{n}")
    } else {
        format!("au {n}")
    }
}

/// "le présent de l'indicatif", "l'imparfait de l'indicatif".
fn le(t: Tense) -> String {
    let n = t.name();
    if conjugation::starts_with_vowel(n) {
        format!("l'{n}")
    } else {
        format!("le {n}")
    }
}

fn conj_claim(v: &Verb, t: Tense, p: usize, form: &str) -> Claim {
    Claim::Conjugated {
        verb: v.inf.clone(),
        tense: t.id().to_owned(),
        person: p as u8,
        form: form.to_owned(),
    }
}

fn conj_fig(v: &Verb, t: Tense) -> Visual {
    figure(
        "Conjugaison",
        &[
            format!("Verbe : {}", v.inf),
            format!("Temps : {}", t.name()),
        ],
    )
}

/// The pronoun as the statement shows it ("je (j')", "tu"…), or the person's name.
fn person_text(t: Tense, p: usize) -> String {
    if t.imperative() {
        PERSON_NAMES[p].to_owned()
    } else {
        ["je", "tu", "il", "nous", "vous", "ils"][p].to_owned()
    }
}

/// Wrong forms: the same person in other tenses, other persons of the tense.
fn wrong_forms(v: &Verb, t: Tense, p: usize, right: &str) -> Vec<String> {
    let mut out = Vec::new();
    for other in Tense::ALL {
        if other == t {
            continue;
        }
        if let Some(f) = v.with_pronoun(other, p)
            && f != right
            && other.imperative() == t.imperative()
        {
            out.push(f);
        }
    }
    out
}

fn conj_choice(ctx: &mut Ctx) -> Built {
    let (v, t, p) = pick_form(ctx);
    let right = v.with_pronoun(t, p).expect("form");
    let mut wrong = wrong_forms(v, t, p, &right);
    ctx.shuffle(&mut wrong);
    let mut checks = vec![Check::Claim {
        claim: conj_claim(v, t, p, &right),
        expect: true,
    }];
    for w in wrong.iter().take(3) {
        checks.push(Check::Claim {
            claim: conj_claim(v, t, p, w),
            expect: false,
        });
    }
    let stem = format!(
        "Quelle est la forme du verbe « {} » {}, avec « {} » ?",
        v.inf,
        au(t),
        person_text(t, p)
    );
    let expl = format!("{}, « {} » donne « {right} ».", capitalize(&au(t)), v.inf);
    let fig = conj_fig(v, t);
    one_of(
        ctx,
        stem,
        right,
        wrong.into_iter().take(3).collect(),
        checks,
        fig,
        expl,
    )
}

fn conj_typed(ctx: &mut Ctx) -> Built {
    let (v, t, p) = pick_form(ctx);
    let form = v.form(t, p).expect("form");
    let full = v.with_pronoun(t, p).expect("form");
    let stem = format!(
        "Conjugue le verbe « {} » {} à la {}. Écris la forme avec son pronom.",
        v.inf,
        au(t),
        PERSON_NAMES[p]
    );
    let mut accepted = vec![full.clone()];
    if full != form {
        accepted.push(form.clone());
    }
    let checks = vec![Check::Claim {
        claim: conj_claim(v, t, p, &full),
        expect: true,
    }];
    let expl = format!("« {} » {} : « {full} ».", v.inf, au(t));
    typed(stem, accepted, checks, conj_fig(v, t), expl)
}

fn conj_true_false(ctx: &mut Ctx) -> Built {
    let (v, t, p) = pick_form(ctx);
    let right = v.with_pronoun(t, p).expect("form");
    let truth = ctx.chance(0.5);
    let shown = if truth {
        right.clone()
    } else {
        let mut w = wrong_forms(v, t, p, &right);
        if w.is_empty() {
            right.clone()
        } else {
            let i = ctx.int(0, w.len() as i64 - 1) as usize;
            w.swap_remove(i)
        }
    };
    let truth = shown == right;
    let stem = format!(
        "Vrai ou faux : « {shown} » est le verbe « {} » conjugué {}.",
        v.inf,
        au(t)
    );
    let checks = vec![Check::Claim {
        claim: conj_claim(v, t, p, &shown),
        expect: truth,
    }];
    let expl = format!("{}, on écrit « {right} ».", capitalize(&au(t)));
    true_false(stem, truth, checks, conj_fig(v, t), expl)
}

fn conj_which_tense(ctx: &mut Ctx) -> Built {
    // a form that belongs to one tense only of the level's list
    loop {
        let (v, t, p) = pick_form(ctx);
        let right = v.with_pronoun(t, p).expect("form");
        let level_tenses = tenses(ctx);
        let same: Vec<Tense> = Tense::ALL
            .into_iter()
            .filter(|o| {
                *o != t
                    && (v.with_pronoun(*o, p).as_deref() == Some(right.as_str())
                        // an imperative is read without its pronoun ("finissons")
                        || (t.imperative() && v.form(*o, p).as_deref() == Some(right.as_str())))
            })
            .collect();
        if !same.is_empty() || level_tenses.len() < 2 {
            continue;
        }
        let mut others: Vec<Tense> = level_tenses.iter().copied().filter(|o| *o != t).collect();
        ctx.shuffle(&mut others);
        let wrong: Vec<String> = others.iter().take(3).map(|o| o.name().to_owned()).collect();
        let mut checks = vec![Check::Claim {
            claim: conj_claim(v, t, p, &right),
            expect: true,
        }];
        for o in others.iter().take(3) {
            checks.push(Check::Claim {
                claim: conj_claim(v, *o, p, &right),
                expect: false,
            });
        }
        let stem = format!(
            "À quel temps le verbe « {} » est-il conjugué dans « {right} » ?",
            v.inf
        );
        let expl = format!("« {right} » : {} du verbe « {} ».", t.name(), v.inf);
        let fig = figure("Conjugaison", &[format!("Forme : {right}")]);
        return one_of(ctx, stem, t.name().to_owned(), wrong, checks, fig, expl);
    }
}

fn conj_which_infinitive(ctx: &mut Ctx) -> Built {
    let (v, t, p) = pick_form(ctx);
    let right = v.with_pronoun(t, p).expect("form");
    let mut wrong: Vec<String> = Vec::new();
    while wrong.len() < 3 {
        let o = pick_verb(ctx);
        // a verb with the same form would be a second right answer ("je suis": être, suivre)
        let same = o.with_pronoun(t, p).as_deref() == Some(right.as_str());
        if o.inf != v.inf && !same && !wrong.contains(&o.inf) {
            wrong.push(o.inf.clone());
        }
    }
    let mut checks = vec![Check::Claim {
        claim: conj_claim(v, t, p, &right),
        expect: true,
    }];
    for w in &wrong {
        let o = verb(w).expect("known");
        checks.push(Check::Claim {
            claim: conj_claim(o, t, p, &right),
            expect: false,
        });
    }
    let stem = format!(
        "« {right} » ({}) : quel est l'infinitif de ce verbe ?",
        t.name()
    );
    let expl = format!("« {right} » est une forme du verbe « {} ».", v.inf);
    let fig = figure("Conjugaison", &[format!("Forme : {right}")]);
    one_of(ctx, stem, v.inf.clone(), wrong, checks, fig, expl)
}

fn conj_match_tenses(ctx: &mut Ctx) -> Built {
    if tenses(ctx).len() < 3 {
        return conj_match_persons(ctx);
    }
    loop {
        let v = pick_verb(ctx);
        let p = ctx.pick(&[1usize, 3, 4]);
        let mut ts: Vec<Tense> = tenses(ctx).to_vec();
        ctx.shuffle(&mut ts);
        let ts: Vec<Tense> = ts.into_iter().take(4).collect();
        let forms: Vec<String> = ts.iter().filter_map(|t| v.with_pronoun(*t, p)).collect();
        let distinct = forms.len() == ts.len()
            && forms
                .iter()
                .enumerate()
                .all(|(i, f)| !forms[..i].contains(f));
        if ts.len() < 3 || !distinct {
            continue;
        }
        let pairs_v: Vec<(String, String)> = forms
            .iter()
            .zip(&ts)
            .map(|(f, t)| (f.clone(), t.name().to_owned()))
            .collect();
        let stem = format!("Associe chaque forme du verbe « {} » à son temps.", v.inf);
        let expl = pairs_v
            .iter()
            .map(|(f, t)| format!("« {f} » : {t}."))
            .collect::<Vec<_>>()
            .join(" ");
        let fig = figure("Conjugaison", &[format!("Verbe : {}", v.inf)]);
        let mut b = pairs(ctx, stem, pairs_v.clone(), fig, expl);
        for (f, t) in forms.iter().zip(&ts) {
            b.checks.push(Check::Claim {
                claim: conj_claim(v, *t, p, f),
                expect: true,
            });
        }
        return b;
    }
}

fn conj_match_persons(ctx: &mut Ctx) -> Built {
    loop {
        let v = pick_verb(ctx);
        let t = ctx.pick(tenses(ctx));
        if t.imperative() {
            continue;
        }
        let ps = [0usize, 1, 3, 5];
        let forms: Vec<String> = ps.iter().filter_map(|p| v.form(t, *p)).collect();
        let distinct = forms.len() == 4
            && forms
                .iter()
                .enumerate()
                .all(|(i, f)| !forms[..i].contains(f));
        if !distinct {
            continue;
        }
        let pairs_v: Vec<(String, String)> = ps
            .iter()
            .zip(&forms)
            .map(|(p, f)| (PERSON_NAMES[*p].to_owned(), f.clone()))
            .collect();
        let stem = format!(
            "Associe chaque personne à la forme du verbe « {} » {}.",
            v.inf,
            au(t)
        );
        let expl = ps
            .iter()
            .map(|p| format!("« {} »", v.with_pronoun(t, *p).expect("form")))
            .collect::<Vec<_>>()
            .join(", ");
        let fig = conj_fig(v, t);
        let mut b = pairs(ctx, stem, pairs_v, fig, format!("On écrit {expl}."));
        for p in ps {
            b.checks.push(Check::Claim {
                claim: conj_claim(v, t, p, &v.with_pronoun(t, p).expect("form")),
                expect: true,
            });
        }
        return b;
    }
}

fn conj_group(ctx: &mut Ctx) -> Built {
    let v = loop {
        let v = pick_verb(ctx);
        if v.group >= 1 {
            break v;
        }
    };
    let name = |g: u8| format!("{}e groupe", g).replace("1e groupe", "1er groupe");
    let right = name(v.group);
    let stem = format!(
        "À quel groupe appartient le verbe « {} » ? Écris le numéro du groupe (1, 2 ou 3).",
        v.inf
    );
    let why = match v.group {
        1 => "il se termine par -er à l'infinitif (sauf « aller »)".to_owned(),
        2 => format!(
            "il fait « nous {} » au présent",
            v.form(Tense::Present, 3).expect("form")
        ),
        _ => "il n'appartient ni au 1er ni au 2e groupe".to_owned(),
    };
    let expl = format!("« {} » est du {right} : {why}.", v.inf);
    let checks = vec![Check::Claim {
        claim: Claim::Pairs {
            pairs: vec![(v.inf.clone(), right.clone())],
            left: v.inf.clone(),
            right: right.clone(),
        },
        expect: true,
    }];
    let fig = figure(
        "Les trois groupes",
        &[
            "1er : -er".to_owned(),
            "2e : -ir, -issons".to_owned(),
            "3e : les autres".to_owned(),
        ],
    );
    let accepted = vec![v.group.to_string(), right.clone()];
    typed(stem, accepted, checks, fig, expl)
}

fn conj_participle(ctx: &mut Ctx) -> Built {
    let v = pick_verb(ctx);
    let stem = format!("Quel est le participe passé du verbe « {} » ?", v.inf);
    let form = v.with_pronoun(Tense::PasseCompose, 0).expect("form");
    let checks = vec![Check::Claim {
        claim: conj_claim(v, Tense::PasseCompose, 0, &form),
        expect: true,
    }];
    let expl = format!(
        "Au passé composé : « {} ».",
        v.with_pronoun(Tense::PasseCompose, 0).expect("form")
    );
    typed(
        stem,
        vec![v.pp.clone()],
        checks,
        conj_fig(v, Tense::PasseCompose),
        expl,
    )
}

fn conj_auxiliary(ctx: &mut Ctx) -> Built {
    let v = pick_verb(ctx);
    let aux = if v.etre { "être" } else { "avoir" };
    let other = if v.etre { "avoir" } else { "être" };
    let p = ctx.int(0, 5) as usize;
    let right = v.with_pronoun(Tense::PasseCompose, p).expect("form");
    let stem = format!(
        "Avec quel auxiliaire le verbe « {} » se conjugue-t-il au passé composé ?",
        v.inf
    );
    let checks = vec![Check::Claim {
        claim: conj_claim(v, Tense::PasseCompose, p, &right),
        expect: true,
    }];
    let expl = format!("On dit « {right} » : auxiliaire « {aux} ».");
    let fig = figure(
        "Conjugaison",
        &[
            format!("Verbe : {}", v.inf),
            "Temps : passé composé".to_owned(),
        ],
    );
    one_of(
        ctx,
        stem,
        aux.to_owned(),
        vec![other.to_owned()],
        checks,
        fig,
        expl,
    )
}

fn conj_present_participle(ctx: &mut Ctx) -> Built {
    let v = pick_verb(ctx);
    let stem = format!("Quel est le participe présent du verbe « {} » ?", v.inf);
    let nous = v.form(Tense::Present, 3).expect("form");
    let checks = vec![Check::Claim {
        claim: conj_claim(v, Tense::Present, 3, &format!("nous {nous}")),
        expect: true,
    }];
    let expl = format!("Le participe présent de « {} » est « {} ».", v.inf, v.ppr);
    typed(
        stem,
        vec![v.ppr.clone()],
        checks,
        conj_fig(v, Tense::Present),
        expl,
    )
}

fn conj_several(ctx: &mut Ctx) -> Built {
    loop {
        let v = pick_verb(ctx);
        let t = ctx.pick(tenses(ctx));
        if t.imperative() {
            continue;
        }
        let mut options = Vec::new();
        let mut checks = Vec::new();
        for p in [0usize, 2, 4] {
            let ok = ctx.chance(0.5) || p == 0;
            let right = v.with_pronoun(t, p).expect("form");
            let shown = if ok {
                right
            } else {
                let w = wrong_forms(v, t, p, &right);
                if w.is_empty() {
                    continue;
                }
                let i = ctx.int(0, w.len() as i64 - 1) as usize;
                w[i].clone()
            };
            checks.push(Check::Claim {
                claim: conj_claim(v, t, p, &shown),
                expect: ok,
            });
            if !options
                .iter()
                .any(|o: &(String, bool, Option<String>)| o.0 == shown)
            {
                let why = (!ok).then(|| format!("Ce n'est pas {}.", le(t)));
                options.push((shown, ok, why));
            }
        }
        // a wrong one always, so that not every choice is right
        let p = 5;
        let right = v.with_pronoun(t, p).expect("form");
        let w = wrong_forms(v, t, p, &right);
        if w.is_empty() {
            continue;
        }
        let shown = w[ctx.int(0, w.len() as i64 - 1) as usize].clone();
        if options.iter().any(|o| o.0 == shown) {
            continue;
        }
        checks.push(Check::Claim {
            claim: conj_claim(v, t, p, &shown),
            expect: false,
        });
        options.push((shown, false, Some(format!("Ce n'est pas {}.", le(t)))));
        if options.len() < 3 {
            continue;
        }
        if options.iter().filter(|o| o.1).count() < 2 {
            options.push((right.clone(), true, None));
            checks.push(Check::Claim {
                claim: conj_claim(v, t, p, &right),
                expect: true,
            });
        }
        let stem = format!(
            "Quelles formes sont celles du verbe « {} » {} ?",
            v.inf,
            au(t)
        );
        let expl = format!(
            "{} : « {} », « {} », « {} », « {} ».",
            capitalize(&au(t)),
            v.with_pronoun(t, 0).expect("form"),
            v.with_pronoun(t, 2).expect("form"),
            v.with_pronoun(t, 4).expect("form"),
            v.with_pronoun(t, 5).expect("form")
        );
        let fig = conj_fig(v, t);
        return choice_question(ctx, stem, options, checks, fig, expl);
    }
}

fn conj_imperative(ctx: &mut Ctx) -> Built {
    let v = loop {
        let v = pick_verb(ctx);
        if v.has_imperative() {
            break v;
        }
    };
    let p = ctx.pick(&[1usize, 3, 4]);
    let t = Tense::ImperatifPresent;
    let right = v.form(t, p).expect("form");
    let stem = format!(
        "Conjugue le verbe « {} » au présent de l'impératif, à la {}.",
        v.inf, PERSON_NAMES[p]
    );
    let checks = vec![Check::Claim {
        claim: conj_claim(v, t, p, &right),
        expect: true,
    }];
    let expl = format!("À l'impératif, sans pronom sujet : « {right} ».");
    typed(stem, vec![right], checks, conj_fig(v, t), expl)
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use super::*;
    use crate::domain::question::Language;
    use crate::generate::builtin;

    #[test]
    fn every_francais_chapter_is_served_with_at_least_12_templates() {
        let mut served = 0;
        for t in builtin::topics() {
            // the literary themes are fact banks (`themes`), checked with the banks
            if !std::ptr::eq(t.family, &FAMILY) {
                continue;
            }
            let n = template_count(t.mode);
            assert!(n >= 12, "{}: {n}", t.chapter.id);
            assert_eq!(builtin::template_count(t), n as u64, "{}", t.chapter.id);
            served += 1;
        }
        assert_eq!(served, 54);
    }

    #[test]
    fn every_anglais_chapter_written_has_at_least_12_templates() {
        let mut written = 0;
        for t in builtin::catalog::unserved_topics() {
            if t.chapter.subject_id == "langues-vivantes" {
                let n = builtin::anglais::template_count(t.mode);
                assert!(n >= 12, "{}: {n}", t.chapter.id);
                written += 1;
            }
        }
        assert_eq!(written, 36);
    }

    #[test]
    fn questions_are_french_whatever_the_language_and_pass_their_checks() {
        for t in builtin::topics() {
            if t.chapter.subject_id != "francais" {
                continue;
            }
            for round in 0..26 {
                let rng = StdRng::seed_from_u64(builtin::question_seed(5, round));
                let (b, _) = builtin::build(t, None, round, rng, Language::En);
                assert!(!b.draft.stem.is_empty());
                assert!(!b.checks.is_empty(), "{}: {}", t.chapter.id, b.draft.stem);
                for c in &b.checks {
                    c.run(Language::Fr)
                        .unwrap_or_else(|e| panic!("{}: {} — {e}", t.chapter.id, b.draft.stem));
                }
            }
        }
    }
}
