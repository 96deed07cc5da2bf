//! Ordering (numbers of the chapter's kind, or a timeline) and categorize (numbers, fractions,
//! units, signs, or words by chapter).

use std::collections::HashSet;

use rand::Rng;
use rand::seq::SliceRandom;

use super::Source;
use super::words;
use crate::domain::game::content::{CategorizeContent, CategoryItem, OrderingContent};
use crate::domain::game::modules::{
    CategorizeOptions, OrderingOptions, SequenceSource, SortSource,
};
use crate::domain::game::validate::normalized;
use crate::generate::num;
use crate::generate::rational::Rational;

fn any_slug(s: &Source<'_>, keys: &[&str]) -> bool {
    s.slugs()
        .iter()
        .any(|sl| keys.iter().any(|k| sl.contains(k)))
}

/// A dated event of a subject's history (year, French, English).
type Dated = (i32, &'static str, &'static str);

static MATHS_TIMELINE: &[Dated] = &[
    (
        -1800,
        "Une tablette babylonienne donne une valeur approchée de √2",
        "A Babylonian tablet gives an approximation of √2",
    ),
    (
        -300,
        "Euclide écrit les Éléments",
        "Euclid writes the Elements",
    ),
    (
        -250,
        "Archimède encadre le nombre π",
        "Archimedes bounds the number π",
    ),
    (
        628,
        "Brahmagupta donne des règles de calcul avec zéro",
        "Brahmagupta gives rules for computing with zero",
    ),
    (
        825,
        "Al-Khwârizmî écrit son traité d’algèbre",
        "Al-Khwarizmi writes his treatise on algebra",
    ),
    (
        1202,
        "Fibonacci fait connaître les chiffres indo-arabes en Europe",
        "Fibonacci brings Hindu-Arabic numerals to Europe",
    ),
    (
        1557,
        "Robert Recorde invente le signe égal",
        "Robert Recorde invents the equals sign",
    ),
    (
        1637,
        "Descartes repère les points par des coordonnées",
        "Descartes locates points with coordinates",
    ),
    (
        1654,
        "Pascal et Fermat fondent le calcul des probabilités",
        "Pascal and Fermat found probability theory",
    ),
    (
        1795,
        "La France adopte le système métrique",
        "France adopts the metric system",
    ),
];

static PHYSICS_TIMELINE: &[Dated] = &[
    (
        -250,
        "Archimède énonce la poussée des liquides",
        "Archimedes states the principle of buoyancy",
    ),
    (
        1609,
        "Galilée observe le ciel avec une lunette",
        "Galileo observes the sky with a telescope",
    ),
    (
        1687,
        "Newton publie la loi de la gravitation",
        "Newton publishes the law of gravitation",
    ),
    (
        1777,
        "Lavoisier montre le rôle de l’oxygène dans la combustion",
        "Lavoisier shows the role of oxygen in burning",
    ),
    (
        1800,
        "Volta construit la première pile électrique",
        "Volta builds the first electric battery",
    ),
    (
        1827,
        "Ohm publie la loi qui porte son nom",
        "Ohm publishes the law named after him",
    ),
    (
        1831,
        "Faraday découvre l’induction",
        "Faraday discovers induction",
    ),
    (
        1869,
        "Mendeleïev classe les éléments chimiques",
        "Mendeleev arranges the chemical elements",
    ),
    (
        1898,
        "Marie et Pierre Curie découvrent le radium",
        "Marie and Pierre Curie discover radium",
    ),
    (
        1905,
        "Einstein publie la relativité restreinte",
        "Einstein publishes special relativity",
    ),
];

fn timeline(s: &Source<'_>) -> &'static [Dated] {
    if s.chapters.iter().all(|c| c.subject_id == "physique-chimie") && !s.chapters.is_empty() {
        PHYSICS_TIMELINE
    } else {
        MATHS_TIMELINE
    }
}

pub(super) fn check_ordering(o: &OrderingOptions, s: &Source<'_>) -> Result<(), String> {
    let n = o.item_count as usize;
    if o.sequence == SequenceSource::Timeline && timeline(s).len() < n {
        return Err(format!(
            "needs {n} dated events and the subject's timeline has {}; ask for fewer items",
            timeline(s).len()
        ));
    }
    Ok(())
}

/// The kind of numbers a chapter orders.
fn number_kind(s: &Source<'_>) -> u8 {
    if any_slug(s, &["fraction"]) {
        1
    } else if any_slug(s, &["relatifs"]) {
        2
    } else {
        0
    }
}

/// `n` numbers of different values, each with its display: decimals, fractions or relative
/// numbers.
fn numbers(n: usize, kind: u8, s: &Source<'_>, salt: u64) -> Vec<(Rational, String)> {
    let mut rng = s.rng(salt);
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    while out.len() < n {
        let (r, shown) = match kind {
            1 => {
                let den = rng.random_range(2..=12i64);
                let numer = rng.random_range(1..=2 * den);
                let r = Rational::new(numer, den);
                (r, format!("{numer}/{den}"))
            }
            2 => {
                let scaled = rng.random_range(-200..=200i64);
                let r = Rational::decimal(scaled, 1);
                (
                    r,
                    num::dec(scaled as f64 / 10.0, 1, s.language).replace('-', "\u{2212}"),
                )
            }
            _ => {
                // Close decimals with different numbers of digits: 3,5 and 3,45 and 3,405.
                let whole = rng.random_range(0..=9i64);
                let digits = rng.random_range(1..=3u32);
                let frac = rng.random_range(1..10i64.pow(digits));
                let scaled = whole * 10i64.pow(digits) + frac;
                let r = Rational::decimal(scaled, digits);
                let Some((sc, d)) = r.to_decimal(3) else {
                    continue;
                };
                (r, num::dec(sc as f64 / 10f64.powi(d as i32), d, s.language))
            }
        };
        if seen.insert(r) && seen.len() < 10_000 {
            out.push((r, shown));
        }
    }
    out
}

pub(super) fn ordering(o: &OrderingOptions, s: &Source<'_>) -> Result<OrderingContent, String> {
    check_ordering(o, s)?;
    let n = o.item_count as usize;
    let fr = s.fr();
    let (prompt, items): (&str, Vec<String>) = match o.sequence {
        SequenceSource::Numbers => {
            let mut ns = numbers(n, number_kind(s), s, 21);
            ns.sort_by_key(|a| a.0);
            (
                if fr {
                    "Range ces nombres du plus petit au plus grand."
                } else {
                    "Put these numbers in order from smallest to largest."
                },
                ns.into_iter().map(|(_, t)| t).collect(),
            )
        }
        SequenceSource::Timeline => {
            let mut events: Vec<&Dated> = timeline(s).iter().collect();
            events.shuffle(&mut s.rng(22));
            events.truncate(n);
            events.sort_by_key(|e| e.0);
            (
                if fr {
                    "Range ces événements du plus ancien au plus récent."
                } else {
                    "Put these events in order from oldest to most recent."
                },
                events
                    .into_iter()
                    .map(|e| (if fr { e.1 } else { e.2 }).to_owned())
                    .collect(),
            )
        }
    };
    let mut shuffled: Vec<u32> = (0..items.len() as u32).collect();
    let mut rng = s.rng(23);
    while shuffled.iter().enumerate().all(|(i, &j)| i == j as usize) {
        shuffled.shuffle(&mut rng);
    }
    Ok(OrderingContent {
        prompt: prompt.to_owned(),
        items,
        shuffled,
    })
}

/// Units by magnitude (French name, English name, symbols).
static UNITS: &[(&str, &str, &[&str])] = &[
    ("Longueur", "Length", &["mm", "cm", "dm", "m", "km"]),
    ("Masse", "Mass", &["mg", "g", "kg", "t"]),
    ("Contenance", "Capacity", &["mL", "cL", "L", "hL"]),
    ("Durée", "Time", &["s", "min", "h"]),
    ("Aire", "Area", &["mm²", "cm²", "m²", "km²", "ha"]),
    ("Volume", "Volume", &["cm³", "dm³", "m³"]),
];

/// Chapters that have terms belonging to them alone, with those terms.
fn chapter_terms(s: &Source<'_>) -> Vec<(String, Vec<String>)> {
    let terms = words::terms(s);
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for c in s.chapters {
        let own: Vec<String> = terms
            .iter()
            .filter(|t| t.chapters == [c.id.as_str()])
            .map(|t| t.front())
            .collect();
        if !own.is_empty() && !out.iter().any(|(title, _)| *title == c.title) {
            out.push((c.title.clone(), own));
        }
    }
    out
}

fn resolve(sort: SortSource, s: &Source<'_>) -> SortSource {
    if sort != SortSource::Auto {
        return sort;
    }
    if any_slug(s, &["premiers", "arithmetique", "multiples"]) {
        SortSource::Primes
    } else if any_slug(s, &["fraction"]) {
        SortSource::FractionVsOne
    } else if any_slug(s, &["relatifs"]) {
        SortSource::Sign
    } else if chapter_terms(s).len() >= 2 {
        SortSource::Chapters
    } else {
        SortSource::Units
    }
}

pub(super) fn check_categorize(o: &CategorizeOptions, s: &Source<'_>) -> Result<(), String> {
    let n = o.item_count as usize;
    match resolve(o.sort, s) {
        SortSource::Chapters => {
            let groups = chapter_terms(s);
            let total: usize = groups.iter().map(|g| g.1.len()).sum();
            if groups.len() < 2 || total < n {
                return Err(format!(
                    "sorting by chapter needs two chapters with their own words and {n} words in all; the chapters give {} chapters and {total} words",
                    groups.len()
                ));
            }
            Ok(())
        }
        SortSource::Units => {
            let total: usize = UNITS.iter().map(|u| u.2.len()).sum();
            if total < n {
                return Err(format!("there are only {total} units to sort"));
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

fn is_prime(n: u32) -> bool {
    n >= 2
        && (2..)
            .take_while(|d| d * d <= n)
            .all(|d| !n.is_multiple_of(d))
}

pub(super) fn categorize(
    o: &CategorizeOptions,
    s: &Source<'_>,
) -> Result<CategorizeContent, String> {
    check_categorize(o, s)?;
    let n = o.item_count as usize;
    let fr = s.fr();
    let mut rng = s.rng(31);
    let names = |list: &[(&str, &str)]| -> Vec<String> {
        list.iter()
            .map(|(f, e)| (if fr { *f } else { *e }).to_owned())
            .collect()
    };
    let mut items: Vec<CategoryItem> = Vec::new();
    let mut seen = HashSet::new();
    let mut push = |items: &mut Vec<CategoryItem>, text: String, category: u32| {
        if seen.insert(normalized(&text)) {
            items.push(CategoryItem { text, category });
        }
    };
    let categories = match resolve(o.sort, s) {
        SortSource::Primes => {
            // Half prime, half composite (1 is neither: never drawn).
            while items.len() < n {
                let want_prime = items.len().is_multiple_of(2);
                let k = rng.random_range(2..=100u32);
                if is_prime(k) == want_prime {
                    push(&mut items, k.to_string(), u32::from(!want_prime));
                }
            }
            names(&[
                ("Nombre premier", "Prime number"),
                ("Nombre composé", "Composite number"),
            ])
        }
        SortSource::FractionVsOne => {
            while items.len() < n {
                let want = (items.len() % 3) as u32;
                let den = rng.random_range(2..=12i64);
                let numer = match want {
                    0 => rng.random_range(1..den),
                    1 => den,
                    _ => rng.random_range(den + 1..=3 * den),
                };
                push(&mut items, format!("{numer}/{den}"), want);
            }
            names(&[
                ("Inférieure à 1", "Less than 1"),
                ("Égale à 1", "Equal to 1"),
                ("Supérieure à 1", "Greater than 1"),
            ])
        }
        SortSource::Sign => {
            while items.len() < n {
                let negative = items.len() % 2 == 1;
                let k = rng.random_range(1..=50i64) * if negative { -1 } else { 1 };
                let digits = rng.random_range(0..=1u32);
                let scaled = k * 10i64.pow(digits)
                    + if digits == 1 {
                        k.signum() * rng.random_range(0..10)
                    } else {
                        0
                    };
                let shown = num::dec(
                    scaled as f64 / 10f64.powi(digits as i32),
                    digits,
                    s.language,
                )
                .replace('-', "\u{2212}");
                push(&mut items, shown, u32::from(negative));
            }
            names(&[("Positif", "Positive"), ("Négatif", "Negative")])
        }
        SortSource::Units => {
            let mut groups: Vec<usize> = (0..UNITS.len()).collect();
            groups.shuffle(&mut rng);
            // As few categories as hold `n` units, at least three.
            let mut chosen = Vec::new();
            let mut room = 0;
            for g in groups {
                chosen.push(g);
                room += UNITS[g].2.len();
                if room >= n && chosen.len() >= 3 {
                    break;
                }
            }
            let mut pool: Vec<(String, u32)> = chosen
                .iter()
                .enumerate()
                .flat_map(|(i, &g)| UNITS[g].2.iter().map(move |u| ((*u).to_owned(), i as u32)))
                .collect();
            pool.shuffle(&mut rng);
            // Every category gets one unit first, then the rest at random.
            for i in 0..chosen.len() as u32 {
                if let Some(p) = pool.iter().position(|(_, c)| *c == i) {
                    let (t, c) = pool.remove(p);
                    push(&mut items, t, c);
                }
            }
            for (t, c) in pool {
                if items.len() == n {
                    break;
                }
                push(&mut items, t, c);
            }
            chosen
                .iter()
                .map(|&g| (if fr { UNITS[g].0 } else { UNITS[g].1 }).to_owned())
                .collect()
        }
        SortSource::Chapters | SortSource::Auto => {
            let groups = chapter_terms(s);
            let mut pool: Vec<(String, u32)> = Vec::new();
            for (i, (_, terms)) in groups.iter().enumerate() {
                let mut t = terms.clone();
                t.shuffle(&mut rng);
                pool.extend(t.into_iter().map(|w| (w, i as u32)));
            }
            // Round robin over the chapters, so that each has items.
            let mut by: Vec<Vec<(String, u32)>> = vec![Vec::new(); groups.len()];
            for (t, c) in pool {
                by[c as usize].push((t, c));
            }
            let mut k = 0;
            while items.len() < n && by.iter().any(|b| !b.is_empty()) {
                let g = k % by.len();
                if let Some((t, c)) = by[g].pop() {
                    push(&mut items, t, c);
                }
                k += 1;
            }
            groups.into_iter().map(|(title, _)| title).collect()
        }
    };
    items.truncate(n);
    items.shuffle(&mut rng);
    Ok(CategorizeContent { categories, items })
}
