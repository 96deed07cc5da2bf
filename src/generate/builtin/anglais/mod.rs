//! Anglais: vocabulary by theme, irregular verbs, tenses and cloze sentences. Exercises are
//! in English, instructions in French.
//!
//! Each chapter's mode picks a template list; question `round` of a chapter uses template
//! `round % len`.

mod data;

use self::data::{CLOZE, IRREGULAR, THEMES};
use super::facts::{Check, Claim};
use super::francais::{figure, one_of, pairs, true_false, typed};
use super::{Built, Ctx, Family, Item, Lvl};
use crate::domain::question::QuestionKind;

/// The anglais family.
pub(crate) static FAMILY: Family = Family {
    name: "anglais",
    notion: crate::generate::builtin::no_notion,
    item: no_item,
    special,
    kinds,
    variants: |_| 1,
};

fn no_item(_: &mut Ctx) -> Item {
    unreachable!("every anglais question is built by its template")
}

fn kinds(_: u8) -> &'static [QuestionKind] {
    use QuestionKind::*;
    &[SingleChoice, ShortText, TrueFalse, Matching]
}

type Template = fn(&mut Ctx) -> Built;

/// Chapter modes.
pub(crate) mod mode {
    /// Vocabulary by theme.
    pub(crate) const VOCABULAIRE: u8 = 0;
    /// Irregular verbs.
    pub(crate) const VERBES: u8 = 1;
    /// Tenses.
    pub(crate) const TEMPS: u8 = 2;
    /// Cloze sentences of every kind.
    pub(crate) const TROUS: u8 = 3;
}

fn templates(m: u8) -> &'static [Template] {
    match m {
        mode::VOCABULAIRE => &[
            vocab_en::<0>,
            vocab_fr::<0>,
            vocab_en::<1>,
            vocab_fr::<1>,
            vocab_en::<2>,
            vocab_fr::<2>,
            vocab_en::<3>,
            vocab_fr::<3>,
            vocab_en::<4>,
            vocab_fr::<4>,
            vocab_en::<5>,
            vocab_fr::<5>,
            vocab_match,
        ],
        mode::VERBES => &[
            verb_choice::<0>,
            verb_choice::<1>,
            verb_typed::<0>,
            verb_typed::<1>,
            verb_true_false::<0>,
            verb_true_false::<1>,
            verb_match::<0>,
            verb_match::<1>,
            verb_meaning,
            verb_base,
            verb_choice::<0>,
            verb_choice::<1>,
        ],
        mode::TEMPS => &[
            cloze_choice::<0>,
            cloze_tense::<0>,
            cloze_true_false::<0>,
            cloze_choice::<1>,
            cloze_tense::<1>,
            cloze_true_false::<1>,
            cloze_choice::<2>,
            cloze_tense::<2>,
            cloze_true_false::<2>,
            cloze_choice::<3>,
            cloze_tense::<3>,
            cloze_true_false::<3>,
            cloze_typed::<4>,
            cloze_tense::<4>,
            cloze_true_false::<4>,
            cloze_typed::<5>,
            cloze_tense::<5>,
            cloze_true_false::<5>,
        ],
        _ => &[
            cloze_choice::<0>,
            cloze_typed::<1>,
            cloze_choice::<2>,
            cloze_typed::<3>,
            cloze_choice::<4>,
            cloze_typed::<5>,
            vocab_fr::<0>,
            vocab_en::<3>,
            verb_choice::<0>,
            verb_typed::<1>,
            vocab_match,
            cloze_tense::<2>,
        ],
    }
}

/// How many templates a mode has.
#[cfg(test)]
pub(crate) fn template_count(m: u8) -> usize {
    templates(m).len()
}

fn special(ctx: &mut Ctx, _: QuestionKind) -> Option<Built> {
    let t = templates(ctx.mode);
    let f = t[(ctx.round as usize) % t.len()];
    Some(f(ctx))
}

fn pair_claim(left: &str, right: &str) -> Claim {
    Claim::Pairs {
        pairs: vec![(left.to_owned(), right.to_owned())],
        left: left.to_owned(),
        right: right.to_owned(),
    }
}

fn english_claim(base: &str, which: u8, form: &str) -> Claim {
    Claim::EnglishVerb {
        base: base.to_owned(),
        participle: which == 1,
        form: form.to_owned(),
    }
}

/// Verbs of the level: the most common first for the youngest.
fn irregulars(ctx: &Ctx) -> &'static [(&'static str, &'static str, &'static str, &'static str)] {
    let n = match ctx.lvl {
        Lvl::Cm1 | Lvl::Cm2 | Lvl::L6 => 25,
        Lvl::L5 | Lvl::L4 => 45,
        _ => IRREGULAR.len(),
    };
    &IRREGULAR[..n.min(IRREGULAR.len())]
}

const FORM: [&str; 2] = ["prétérit", "participe passé"];

fn verb_choice<const W: u8>(ctx: &mut Ctx) -> Built {
    let list = irregulars(ctx);
    let (base, pret, pp, fr) = ctx.pick(list);
    let right = if W == 0 { pret } else { pp };
    let mut wrong = vec![
        format!("{base}ed"),
        if W == 0 { pp } else { pret }.to_owned(),
        base.to_owned(),
    ];
    wrong.retain(|w| w != right);
    let mut checks = vec![Check::Claim {
        claim: english_claim(base, W, right),
        expect: true,
    }];
    for w in &wrong {
        checks.push(Check::Claim {
            claim: english_claim(base, W, w),
            expect: false,
        });
    }
    let stem = format!(
        "Quel est le {} du verbe « to {base} » ({fr}) ?",
        FORM[W as usize]
    );
    let expl = format!("« to {base} » : {pret}, {pp}.");
    let fig = figure("Verbes irréguliers", &[format!("base verbale : {base}")]);
    one_of(ctx, stem, right.to_owned(), wrong, checks, fig, expl)
}

fn verb_typed<const W: u8>(ctx: &mut Ctx) -> Built {
    let (base, pret, pp, fr) = ctx.pick(irregulars(ctx));
    let right = if W == 0 { pret } else { pp };
    let stem = format!(
        "Écris le {} du verbe « to {base} » ({fr}).",
        FORM[W as usize]
    );
    let accepted: Vec<String> = right.split('/').map(str::to_owned).collect();
    let checks = vec![Check::Claim {
        claim: english_claim(base, W, right),
        expect: true,
    }];
    let expl = format!("« to {base} » : {pret}, {pp}.");
    let fig = figure("Verbes irréguliers", &[format!("base verbale : {base}")]);
    typed(stem, accepted, checks, fig, expl)
}

fn verb_true_false<const W: u8>(ctx: &mut Ctx) -> Built {
    let (base, pret, pp, _) = ctx.pick(irregulars(ctx));
    let right = if W == 0 { pret } else { pp };
    let shown = if ctx.chance(0.5) {
        right.to_owned()
    } else {
        format!("{base}ed")
    };
    let truth = shown == right;
    let stem = format!(
        "Vrai ou faux : le {} de « to {base} » est « {shown} ».",
        FORM[W as usize]
    );
    let checks = vec![Check::Claim {
        claim: english_claim(base, W, &shown),
        expect: truth,
    }];
    let expl = format!("« to {base} » : {pret}, {pp}.");
    let fig = figure("Verbes irréguliers", &[format!("base verbale : {base}")]);
    true_false(stem, truth, checks, fig, expl)
}

fn verb_match<const W: u8>(ctx: &mut Ctx) -> Built {
    let list = irregulars(ctx);
    let mut chosen: Vec<(&str, &str, &str, &str)> = Vec::new();
    while chosen.len() < 4 {
        let v = ctx.pick(list);
        let right = if W == 0 { v.1 } else { v.2 };
        if !chosen
            .iter()
            .any(|c| c.0 == v.0 || (if W == 0 { c.1 } else { c.2 }) == right)
        {
            chosen.push(v);
        }
    }
    let p: Vec<(String, String)> = chosen
        .iter()
        .map(|v| {
            (
                format!("to {}", v.0),
                (if W == 0 { v.1 } else { v.2 }).to_owned(),
            )
        })
        .collect();
    let stem = format!("Associe chaque verbe à son {}.", FORM[W as usize]);
    let expl = chosen
        .iter()
        .map(|v| format!("to {} : {}, {}", v.0, v.1, v.2))
        .collect::<Vec<_>>()
        .join(" ; ");
    let fig = figure("Verbes irréguliers", &[FORM[W as usize].to_owned()]);
    let mut b = pairs(ctx, stem, p, fig, format!("{expl}."));
    for v in &chosen {
        b.checks.push(Check::Claim {
            claim: english_claim(v.0, W, if W == 0 { v.1 } else { v.2 }),
            expect: true,
        });
    }
    b
}

fn verb_meaning(ctx: &mut Ctx) -> Built {
    let list = irregulars(ctx);
    let (base, _, _, fr) = ctx.pick(list);
    let mut wrong = Vec::new();
    while wrong.len() < 3 {
        let o = ctx.pick(list);
        if o.0 != base && !wrong.contains(&o.3.to_owned()) {
            wrong.push(o.3.to_owned());
        }
    }
    let stem = format!("Que signifie le verbe « to {base} » ?");
    let mut checks = vec![Check::Claim {
        claim: pair_claim(&format!("to {base}"), fr),
        expect: true,
    }];
    for w in &wrong {
        checks.push(Check::Claim {
            claim: pair_claim(&format!("to {base}"), w),
            expect: false,
        });
    }
    let fig = figure("Verbes irréguliers", &[format!("base verbale : {base}")]);
    one_of(
        ctx,
        stem,
        fr.to_owned(),
        wrong,
        checks,
        fig,
        format!("« to {base} » : {fr}."),
    )
}

fn verb_base(ctx: &mut Ctx) -> Built {
    let list = irregulars(ctx);
    let (base, pret, pp, fr) = ctx.pick(list);
    let stem = format!("« {pret} » est le prétérit de quel verbe ? Écris sa base verbale.");
    let checks = vec![Check::Claim {
        claim: english_claim(base, 0, pret),
        expect: true,
    }];
    let fig = figure("Verbes irréguliers", &["prétérit".to_owned()]);
    typed(
        stem,
        vec![base.to_owned()],
        checks,
        fig,
        format!("« to {base} » ({fr}) : {pret}, {pp}."),
    )
}

fn vocab_en<const T: usize>(ctx: &mut Ctx) -> Built {
    let (theme, words) = THEMES[T];
    let (en, fr) = ctx.pick(words);
    let mut wrong = Vec::new();
    while wrong.len() < 3 {
        let o = ctx.pick(words);
        if o.1 != fr && !wrong.contains(&o.1.to_owned()) {
            wrong.push(o.1.to_owned());
        }
    }
    let stem = format!("Thème « {theme} » : que signifie « {en} » ?");
    let mut checks = vec![Check::Claim {
        claim: pair_claim(en, fr),
        expect: true,
    }];
    for w in &wrong {
        checks.push(Check::Claim {
            claim: pair_claim(en, w),
            expect: false,
        });
    }
    let fig = figure("Vocabulaire", &[format!("thème : {theme}")]);
    one_of(
        ctx,
        stem,
        fr.to_owned(),
        wrong,
        checks,
        fig,
        format!("« {en} » : {fr}."),
    )
}

fn vocab_fr<const T: usize>(ctx: &mut Ctx) -> Built {
    let (theme, words) = THEMES[T];
    let (en, fr) = ctx.pick(words);
    let stem = format!("Thème « {theme} » : écris en anglais « {fr} ».");
    let checks = vec![Check::Claim {
        claim: pair_claim(en, fr),
        expect: true,
    }];
    let fig = figure("Vocabulaire", &[format!("thème : {theme}")]);
    typed(
        stem,
        vec![en.to_owned()],
        checks,
        fig,
        format!("« {fr} » se dit « {en} »."),
    )
}

fn vocab_match(ctx: &mut Ctx) -> Built {
    let (theme, words) = THEMES[ctx.int(0, THEMES.len() as i64 - 1) as usize];
    let mut w: Vec<(&str, &str)> = words.to_vec();
    ctx.shuffle(&mut w);
    let p: Vec<(String, String)> = w
        .iter()
        .take(4)
        .map(|(en, fr)| ((*en).to_owned(), (*fr).to_owned()))
        .collect();
    let stem = format!("Thème « {theme} » : associe chaque mot anglais à sa traduction.");
    let expl = p
        .iter()
        .map(|(e, f)| format!("{e} : {f}"))
        .collect::<Vec<_>>()
        .join(" ; ");
    let fig = figure("Vocabulaire", &[format!("thème : {theme}")]);
    pairs(ctx, stem, p, fig, format!("{expl}."))
}

const TENSES: [&str; 6] = [
    "present simple",
    "present continuous",
    "prétérit",
    "present perfect",
    "futur avec will",
    "futur avec be going to",
];

fn cloze_choice<const K: usize>(ctx: &mut Ctx) -> Built {
    let (sentence, verb, right, wrong) = ctx.pick(CLOZE[K]);
    let stem = format!(
        "Complète la phrase avec le verbe « {verb} » au {} : « {sentence} »",
        TENSES[K]
    );
    let mut checks = vec![Check::Claim {
        claim: pair_claim(sentence, right),
        expect: true,
    }];
    for w in wrong.iter() {
        checks.push(Check::Claim {
            claim: pair_claim(sentence, w),
            expect: false,
        });
    }
    let fig = figure("Les temps", &[TENSES[K].to_owned()]);
    let wrong: Vec<String> = wrong.iter().map(|w| (*w).to_owned()).collect();
    one_of(
        ctx,
        stem,
        (*right).to_owned(),
        wrong,
        checks,
        fig,
        format!("On écrit « {} ».", sentence.replace("...", right)),
    )
}

fn cloze_typed<const K: usize>(ctx: &mut Ctx) -> Built {
    let (sentence, verb, right, _) = ctx.pick(CLOZE[K]);
    let stem = format!(
        "Écris le verbe « {verb} » au {} pour compléter : « {sentence} »",
        TENSES[K]
    );
    let checks = vec![Check::Claim {
        claim: pair_claim(sentence, right),
        expect: true,
    }];
    let fig = figure("Les temps", &[TENSES[K].to_owned()]);
    typed(
        stem,
        vec![(*right).to_owned()],
        checks,
        fig,
        format!("On écrit « {} ».", sentence.replace("...", right)),
    )
}

fn cloze_true_false<const K: usize>(ctx: &mut Ctx) -> Built {
    let (sentence, verb, right, wrong) = ctx.pick(CLOZE[K]);
    let shown = if ctx.chance(0.5) {
        right
    } else {
        ctx.pick(wrong)
    };
    let truth = shown == right;
    let stem = format!(
        "Vrai ou faux : avec le verbe « {verb} » au {}, on complète « {sentence} » par « {shown} ».",
        TENSES[K]
    );
    let checks = vec![Check::Claim {
        claim: pair_claim(sentence, shown),
        expect: truth,
    }];
    let fig = figure("Les temps", &[TENSES[K].to_owned()]);
    let expl = format!("On écrit « {} ».", sentence.replace("...", right));
    true_false(stem, truth, checks, fig, expl)
}

fn cloze_tense<const K: usize>(ctx: &mut Ctx) -> Built {
    let (sentence, _, right, _) = ctx.pick(CLOZE[K]);
    let full = sentence.replace("...", right);
    let mut wrong: Vec<String> = TENSES
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != K)
        .map(|(_, t)| (*t).to_owned())
        .collect();
    ctx.shuffle(&mut wrong);
    wrong.truncate(3);
    let stem = format!("À quel temps est le verbe de cette phrase : « {full} »");
    let mut checks = vec![Check::Claim {
        claim: pair_claim(sentence, right),
        expect: true,
    }];
    for w in &wrong {
        checks.push(Check::Claim {
            claim: pair_claim(sentence, w),
            expect: false,
        });
    }
    let fig = figure("Les temps", &["present, past, future".to_owned()]);
    one_of(
        ctx,
        stem,
        TENSES[K].to_owned(),
        wrong,
        checks,
        fig,
        format!("« {right} » : {}.", TENSES[K]),
    )
}

/// Whether `right` is the table's pair of `left` (vocabulary, meanings, cloze sentences).
pub(crate) fn answers(left: &str, right: &str) -> Option<bool> {
    for (_, words) in THEMES {
        if let Some((_, fr)) = words.iter().find(|(en, _)| *en == left) {
            return Some(*fr == right);
        }
    }
    if let Some(base) = left.strip_prefix("to ")
        && let Some(v) = IRREGULAR.iter().find(|v| v.0 == base)
    {
        return Some(v.3 == right || v.1 == right || v.2 == right);
    }
    for group in CLOZE {
        if let Some((_, _, r, _)) = group.iter().find(|(s, _, _, _)| *s == left) {
            return Some(*r == right);
        }
    }
    None
}

/// The preterit (`participle` false) or past participle of an irregular verb of the table.
pub(crate) fn english_form(base: &str, participle: bool) -> Option<&'static str> {
    IRREGULAR
        .iter()
        .find(|v| v.0 == base)
        .map(|v| if participle { v.2 } else { v.1 })
}
