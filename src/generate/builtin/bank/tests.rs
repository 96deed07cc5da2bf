//! The engine on every bank: enough ways of asking, distractors never right, matchings
//! bijective, orderings in the sequence's order, every claim decided as flagged (by the
//! builder's reading and by the checker's).

use std::collections::HashSet;

use super::claim::BankClaim;
use super::*;
use crate::domain::question::{Answer, Language, QuestionKind};
use crate::generate::builtin::facts::{Check, Claim};
use crate::generate::builtin::{self, Lvl, svt, units};

const LANGS: [Language; 2] = [Language::Fr, Language::En];

fn ctx(seed: u64, lang: Language, mode: u8, pin: u8, round: u64) -> Ctx {
    let mut c = Ctx::new(seed, lang, Lvl::L6, mode);
    c.pin = Some(pin);
    c.round = round;
    c
}

/// Every template of every bank, `rounds` times, in both languages.
fn each_question(rounds: u64, mut f: impl FnMut(&Bank, &Built, Language)) {
    for (banks, mode, bank) in SUBJECTS
        .iter()
        .flat_map(|s| s.iter().enumerate().map(move |(m, b)| (*s, m, *b)))
    {
        for (kind, _) in bank.templates() {
            for v in 0..VARIANTS {
                for round in 0..rounds {
                    for lang in LANGS {
                        let mut c = ctx(round * 31 + u64::from(v), lang, mode as u8, v, round * 14);
                        let b = special(banks, &mut c, kind).expect("a template of the bank");
                        f(bank, &b, lang);
                    }
                }
            }
        }
    }
}

#[test]
fn every_bank_serves_six_kinds_twice_and_its_chapter_exists() {
    let c = crate::domain::curriculum::curriculum();
    for bank in all_banks() {
        let t = bank.templates();
        assert!(t.len() >= 6, "{}: {t:?}", bank.chapter);
        assert!(c.chapter(bank.chapter).is_some(), "{}", bank.chapter);
        for (_, ways) in &t {
            assert_ne!(ways[0], ways[1]);
        }
    }
    // a catalog entry of a bank family names its chapter's bank
    let mut served = 0;
    for topic in builtin::topics() {
        if bank_of(&topic.chapter.id).is_none() {
            continue;
        }
        served += 1;
        for round in 0..4 {
            let rng = rand::SeedableRng::seed_from_u64(round);
            let (b, _) = builtin::build(topic, None, round, rng, Language::Fr);
            let named: Vec<&str> = b
                .checks
                .iter()
                .filter_map(|c| match c {
                    Check::Claim {
                        claim: Claim::Bank(bc),
                        ..
                    } => Some(bc.chapter()),
                    _ => None,
                })
                .collect();
            assert!(
                !named.is_empty() && named.iter().all(|c| *c == topic.chapter.id),
                "{}: the catalog mode names another bank ({named:?})",
                topic.chapter.id
            );
        }
    }
    assert!(served >= 1);
}

#[test]
fn banks_are_well_formed() {
    for bank in all_banks() {
        let ch = bank.chapter;
        for lang in LANGS {
            // a claim names its relation by its matching instruction
            let mut instructions = HashSet::new();
            for r in bank.relations {
                assert!(
                    instructions.insert(tx(&r.matching, lang)),
                    "{ch}: two relations with the matching instruction {:?}",
                    tx(&r.matching, lang)
                );
            }
            for r in bank.relations {
                for p in r.pairs {
                    // the same side is asked by the same question
                    for q in r.pairs {
                        if tx(&p.left, lang) == tx(&q.left, lang) {
                            assert_eq!(p.ask_right, q.ask_right, "{ch}");
                        }
                        if tx(&p.right, lang) == tx(&q.right, lang) {
                            assert_eq!(p.ask_left, q.ask_left, "{ch}");
                        }
                    }
                    // three distractors at least, either way
                    let others = |side: fn(&Pair) -> &T, ask: fn(&Pair) -> &T| {
                        let accepted: HashSet<&str> = r
                            .pairs
                            .iter()
                            .filter(|q| tx(ask(q), lang) == tx(ask(p), lang))
                            .map(|q| tx(side(q), lang))
                            .collect();
                        r.pairs
                            .iter()
                            .map(|q| tx(side(q), lang))
                            .filter(|t| !accepted.contains(t))
                            .collect::<HashSet<_>>()
                            .len()
                    };
                    if r.pairs.len() >= 4 {
                        assert!(others(|q| &q.right, |q| &q.ask_right) >= 3, "{ch}");
                        if !p.ask_left[0].is_empty() {
                            assert!(others(|q| &q.left, |q| &q.ask_left) >= 3, "{ch}");
                        }
                    }
                    assert_eq!(p.ask_left[0].is_empty(), p.ask_left[1].is_empty(), "{ch}");
                }
            }
            for s in bank.sequences {
                assert!(tx(&s.next, lang).contains("{}"), "{ch}");
                assert!(tx(&s.before, lang).contains("{a}"), "{ch}");
                assert!(tx(&s.before, lang).contains("{b}"), "{ch}");
                let steps: HashSet<&str> = s.steps.iter().map(|t| tx(t, lang)).collect();
                assert_eq!(steps.len(), s.steps.len(), "{ch}: a step twice");
            }
            for g in bank.groups {
                let m: HashSet<&str> = g.members.iter().map(|t| tx(t, lang)).collect();
                assert!(g.others.iter().all(|o| !m.contains(tx(o, lang))), "{ch}");
            }
            for d in bank.diagrams {
                let names: HashSet<&str> = d.parts.iter().map(|p| tx(&p.name, lang)).collect();
                assert_eq!(names.len(), d.parts.len(), "{ch}: a part twice");
                for p in d.parts {
                    let inside =
                        |(x, y): (f64, f64)| x > 0.0 && y > 0.0 && x < d.size.0 && y < d.size.1;
                    assert!(inside(p.at) && inside(p.label), "{ch}: {:?}", p.name);
                }
            }
        }
        for n in bank.numbers {
            assert!(units::factor(n.unit).is_some(), "{ch}: unit {:?}", n.unit);
        }
    }
}

#[test]
fn every_claim_is_decided_as_flagged_by_the_builder_and_by_the_checker() {
    let mut n = 0;
    each_question(8, |bank, b, lang| {
        assert!(!b.checks.is_empty(), "{}: {}", bank.chapter, b.draft.stem);
        for c in &b.checks {
            c.run(lang)
                .unwrap_or_else(|e| panic!("{}: {} — {e}", bank.chapter, b.draft.stem));
            if let Check::Claim {
                claim: Claim::Bank(bc),
                expect,
            } = c
            {
                assert_eq!(
                    crate::generate::check::bank_truth(bc, lang),
                    Some(*expect),
                    "{}: {bc:?}",
                    b.draft.stem
                );
                n += 1;
            }
        }
    });
    assert!(n > 100);
}

#[test]
fn distractors_are_never_right_and_every_option_is_decided() {
    each_question(8, |bank, b, _| {
        let d = &b.draft;
        if !matches!(
            d.kind,
            QuestionKind::SingleChoice | QuestionKind::MultipleChoice
        ) {
            return;
        }
        let texts: HashSet<&str> = d.choices.iter().map(|c| c.text.as_str()).collect();
        assert_eq!(texts.len(), d.choices.len(), "{}: an option twice", d.stem);
        // one claim per option, its truth the option's
        assert!(
            b.checks.len() >= d.choices.len(),
            "{}: {}",
            bank.chapter,
            d.stem
        );
        if d.kind == QuestionKind::SingleChoice {
            assert_eq!(d.choices.len(), 4, "{}", d.stem);
        }
    });
}

#[test]
fn matchings_are_bijections_of_true_pairs() {
    let mut seen = 0;
    each_question(8, |_, b, _| {
        let Answer::Matching { pairs } = &b.draft.answer else {
            return;
        };
        seen += 1;
        assert_eq!(pairs.len(), 4, "{}", b.draft.stem);
        let l: HashSet<&str> = pairs.iter().map(|p| p.0.as_str()).collect();
        let r: HashSet<&str> = pairs.iter().map(|p| p.1.as_str()).collect();
        assert_eq!((l.len(), r.len()), (4, 4), "{}", b.draft.stem);
        // every (left, right) is decided: true on the diagonal only
        assert_eq!(b.checks.len(), 16);
    });
    assert!(seen > 0);
}

#[test]
fn orderings_follow_their_sequence() {
    let mut seen = 0;
    each_question(8, |bank, b, lang| {
        let Answer::Ordering { items } = &b.draft.answer else {
            return;
        };
        seen += 1;
        assert!(items.len() >= 4);
        let backward = b.checks.iter().any(|c| {
            matches!(
                c,
                Check::Claim {
                    claim: Claim::Bank(BankClaim::Order { backward: true, .. }),
                    ..
                }
            )
        });
        let s = bank
            .sequences
            .iter()
            .find(|s| s.steps.iter().any(|t| tx(t, lang) == items[0]))
            .expect("a sequence");
        // the instruction is the sequence's own, for the direction the claim checks
        let said = tx(if backward { &s.backward } else { &s.order }, lang);
        assert!(b.draft.stem.starts_with(said), "{}", b.draft.stem);
        let pos: Vec<usize> = items
            .iter()
            .map(|i| {
                s.steps
                    .iter()
                    .position(|t| tx(t, lang) == i)
                    .expect("a step")
            })
            .collect();
        assert!(
            pos.windows(2).all(|w| (w[0] < w[1]) != backward),
            "{}: {pos:?}",
            b.draft.stem
        );
    });
    assert!(seen > 0);
}

#[test]
fn a_wrong_pairing_a_wrong_order_and_a_wrong_label_are_caught() {
    let bank = svt::BANKS[0];
    let lang = Language::Fr;
    let r = &bank.relations[0];
    let wrong = BankClaim::Pair {
        chapter: bank.chapter.into(),
        matching: tx(&r.matching, lang).into(),
        left: tx(&r.pairs[0].left, lang).into(),
        right: tx(&r.pairs[1].right, lang).into(),
    };
    assert_eq!(wrong.holds(lang), Some(false));
    assert_eq!(
        crate::generate::check::bank_truth(&wrong, lang),
        Some(false)
    );
    let s = &bank.sequences[0];
    let order = BankClaim::Order {
        chapter: bank.chapter.into(),
        items: vec![tx(&s.steps[1], lang).into(), tx(&s.steps[0], lang).into()],
        backward: false,
    };
    assert_eq!(order.holds(lang), Some(false));
    assert_eq!(
        crate::generate::check::bank_truth(&order, lang),
        Some(false)
    );
    let d = bank.diagrams[0];
    let names: Vec<String> = d
        .parts
        .iter()
        .map(|p| tx(&p.name, lang).to_owned())
        .collect();
    let label = BankClaim::Label {
        chapter: bank.chapter.into(),
        title: tx(&d.title, lang).into(),
        numbering: names.clone(),
        number: 1,
        name: names[1].clone(),
    };
    assert_eq!(label.holds(lang), Some(false));
    let unknown = BankClaim::Answers {
        chapter: bank.chapter.into(),
        prompt: "Une question qui n'est pas dans la banque ?".into(),
        answer: "oui".into(),
    };
    assert_eq!(unknown.holds(lang), None);
}

#[test]
fn typed_answers_accept_the_term_without_its_article() {
    assert_eq!(
        make::spellings_for_tests("le noyau"),
        vec!["le noyau".to_owned(), "noyau".to_owned()]
    );
    assert_eq!(
        make::spellings_for_tests("l'amibe"),
        vec!["l'amibe".to_owned(), "amibe".to_owned()]
    );
}

#[test]
fn the_diagram_alt_text_places_each_number_without_naming_its_part() {
    let d = svt::BANKS[0].diagrams[0];
    let order: Vec<usize> = (0..d.parts.len()).collect();
    for lang in LANGS {
        let v = make::diagram_visual(d, &order, lang);
        for p in d.parts {
            let name = tx(&p.name, lang);
            let bare = name.rsplit([' ', '\'']).next().unwrap_or(name);
            assert!(!v.alt.contains(bare), "{:?} names {bare}", v.alt);
        }
        for k in 1..=d.parts.len() {
            assert!(v.alt.contains(&format!(" {k} ")), "{}", v.alt);
        }
    }
}

/// Writes every diagram, numbered, to `$EDUGEN_DIAGRAM_DIR` (default `/tmp/diagrams`), to look
/// at them.
#[test]
#[ignore = "writes the diagrams as SVG files"]
fn write_diagrams() {
    let dir = std::env::var("EDUGEN_DIAGRAM_DIR").unwrap_or_else(|_| "/tmp/diagrams".into());
    std::fs::create_dir_all(&dir).expect("a directory");
    for bank in all_banks() {
        for (i, d) in bank.diagrams.iter().enumerate() {
            let order: Vec<usize> = (0..d.parts.len()).collect();
            let v = make::diagram_visual(d, &order, Language::Fr);
            let name = format!("{dir}/{}-{i}.svg", bank.chapter);
            std::fs::write(&name, &v.svg).expect("written");
            println!("{name}: {}", v.alt);
        }
    }
}

/// Values with a unit, with decimals and of five digits, asked in both languages.
static VALUES: Bank = Bank {
    chapter: "svt-6e-la-cellule",
    title: ["Valeurs", "Values"],
    relations: &[],
    groups: &[],
    sequences: &[],
    numbers: &[
        Number {
            ask: [
                "Quelle est la vitesse de la lumière dans le vide, en km/s ?",
                "What is the speed of light in a vacuum, in km/s?",
            ],
            about: ["la vitesse de la lumière", "the speed of light"],
            value: 300_000.0,
            dp: 0,
            unit: "km/s",
        },
        Number {
            ask: [
                "Quelle est la part du dioxygène dans l'air, en pourcentage ?",
                "What share of the air is oxygen, as a percentage?",
            ],
            about: ["la part du dioxygène", "the share of oxygen"],
            value: 20.9,
            dp: 1,
            unit: "",
        },
    ],
    diagrams: &[],
};

#[test]
fn a_value_with_a_unit_decimals_or_five_digits_is_checked_in_both_languages() {
    for round in 0..2 {
        for lang in LANGS {
            let mut c = ctx(round, lang, 0, 0, round);
            let it = make::item(&VALUES, &mut c);
            let b = builtin::kinds::numeric(&mut c, it.clone(), false);
            let draft = &b.draft;
            for check in &b.checks {
                check
                    .run(lang)
                    .unwrap_or_else(|e| panic!("{} — {e}", draft.stem));
            }
            let defects = crate::generate::check::facts_defects(draft, &b.checks, lang);
            assert!(defects.is_empty(), "{}: {defects:?}", draft.stem);
            // the value as shown answers it, a value one off does not
            assert!(it.facts.satisfies(it.answer.base(), lang), "{}", draft.stem);
            assert!(!it.facts.satisfies(it.answer.base() + 1.0, lang));
        }
    }
}

#[test]
fn a_diagram_schematic_names_nothing_and_renders_as_drawn() {
    use crate::generate::figure::{Element, Figure};
    for b in all_banks() {
        for d in b.diagrams {
            let mut f = Figure::new(d.size.0, d.size.1);
            (d.draw)(&mut f);
            // frozen once (make::schematic), its texts would not be laid out
            assert!(
                !f.elements.iter().any(|e| matches!(e, Element::Text { .. })),
                "{}",
                d.title[0]
            );
            // the frozen schematic numbered like a question renders as the figure drawn
            // element by element
            let mut whole = f.clone();
            let mut frozen = Figure::new(d.size.0, d.size.1);
            frozen.push(Element::Frozen(std::sync::Arc::new(f.freeze())));
            for (k, p) in d.parts.iter().enumerate() {
                for g in [&mut whole, &mut frozen] {
                    g.bold(
                        crate::generate::figure::pt(p.label.0, p.label.1 + 5.0),
                        (k + 1).to_string(),
                        15.0,
                        crate::generate::figure::Anchor::Middle,
                    );
                }
            }
            assert_eq!(whole.to_svg("d"), frozen.to_svg("d"), "{}", d.title[0]);
        }
    }
}
