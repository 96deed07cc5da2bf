//! Pairs for memory and matching: a fraction and its decimal value (equal in value, computed
//! exactly), a term and its definition, a figure and its name.

use std::collections::HashSet;

use rand::Rng;
use rand::seq::SliceRandom;

use super::Source;
use super::words::{self, capitalized};
use crate::domain::game::content::{DeckCard, Face, MatchingContent, MemoryContent, Pair};
use crate::domain::game::modules::PairSource;
use crate::generate::num;
use crate::generate::rational::Rational;

/// The source `auto` stands for, given the chapters.
fn resolve(source: PairSource, s: &Source<'_>) -> PairSource {
    if source != PairSource::Auto {
        return source;
    }
    let slugs = s.slugs();
    let any = |keys: &[&str]| slugs.iter().any(|sl| keys.iter().any(|k| sl.contains(k)));
    if any(&["fraction"]) {
        PairSource::FractionDecimal
    } else if any(&["angle", "triangle", "perimetres", "aires"]) {
        PairSource::FigureName
    } else {
        PairSource::TermDefinition
    }
}

pub(super) fn check(source: PairSource, n: usize, s: &Source<'_>) -> Result<(), String> {
    match resolve(source, s) {
        PairSource::TermDefinition => {
            let k = words::terms(s).len();
            if k < n {
                return Err(format!(
                    "needs {n} terms and the chapters have {k}; choose other chapters, fewer pairs, or other pairs"
                ));
            }
            Ok(())
        }
        PairSource::FigureName if FIGURES.len() < n => Err(format!(
            "needs {n} figures and there are {}; ask for fewer pairs",
            FIGURES.len()
        )),
        _ => Ok(()),
    }
}

/// `n` pairs from `source`.
pub(super) fn pairs(source: PairSource, n: usize, s: &Source<'_>) -> Result<Vec<Pair>, String> {
    check(source, n, s)?;
    let text = |t: String| Face { text: t, svg: None };
    Ok(match resolve(source, s) {
        PairSource::FractionDecimal => fraction_decimals(n, s)
            .into_iter()
            .map(|(f, d)| Pair {
                left: text(f),
                right: text(d),
            })
            .collect(),
        PairSource::FigureName => {
            let mut figures: Vec<&Figure> = FIGURES.iter().collect();
            figures.shuffle(&mut s.rng(11));
            figures
                .into_iter()
                .take(n)
                .map(|f| {
                    let (name, alt) = if s.fr() {
                        (f.fr, f.alt_fr)
                    } else {
                        (f.en, f.alt_en)
                    };
                    Pair {
                        left: Face {
                            text: alt.to_owned(),
                            svg: Some(figure_svg(f, alt)),
                        },
                        right: text(capitalized(name)),
                    }
                })
                .collect()
        }
        PairSource::TermDefinition | PairSource::Auto => {
            let mut terms = words::terms(s);
            terms.shuffle(&mut s.rng(12));
            terms
                .into_iter()
                .take(n)
                .map(|t| Pair {
                    left: text(t.front()),
                    right: text(t.back()),
                })
                .collect()
        }
    })
}

pub(super) fn memory(
    source: PairSource,
    n: usize,
    s: &Source<'_>,
) -> Result<MemoryContent, String> {
    let pairs = pairs(source, n, s)?;
    let mut deck: Vec<DeckCard> = (0..pairs.len() as u32)
        .flat_map(|pair| [false, true].map(|right| DeckCard { pair, right }))
        .collect();
    deck.shuffle(&mut s.rng(13));
    Ok(MemoryContent { pairs, deck })
}

pub(super) fn matching(
    source: PairSource,
    n: usize,
    s: &Source<'_>,
) -> Result<MatchingContent, String> {
    let pairs = pairs(source, n, s)?;
    let mut right_order: Vec<u32> = (0..pairs.len() as u32).collect();
    let mut rng = s.rng(14);
    // Never the left column's order: that would give the answer away.
    while right_order
        .iter()
        .enumerate()
        .any(|(i, &j)| i == j as usize)
    {
        right_order.shuffle(&mut rng);
    }
    Ok(MatchingContent { pairs, right_order })
}

/// `n` fractions with a finite decimal writing, all of different values, each with its decimal
/// value: ("3/4", "0,75").
pub(crate) fn fraction_decimals(n: usize, s: &Source<'_>) -> Vec<(String, String)> {
    let mut rng = s.rng(15);
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    while out.len() < n {
        let den = [2i64, 4, 5, 8, 10, 20, 25][rng.random_range(0..7)];
        let numer = rng.random_range(1..2 * den);
        if numer % den == 0 {
            continue;
        }
        let r = Rational::new(numer, den);
        if !seen.insert(r) {
            continue;
        }
        // Shown as drawn (3/4, 6/8…): recognising equal values is the point.
        let Some((scaled, d)) = r.to_decimal(4) else {
            continue;
        };
        let decimal = num::dec(scaled as f64 / 10f64.powi(d as i32), d, s.language);
        out.push((format!("{numer}/{den}"), decimal));
    }
    out
}

/// A figure of plane geometry.
#[derive(Debug)]
pub(crate) struct Figure {
    pub(crate) fr: &'static str,
    pub(crate) en: &'static str,
    /// Its text alternative: what it looks like, not its name.
    pub(crate) alt_fr: &'static str,
    pub(crate) alt_en: &'static str,
    /// SVG shapes in a 100 × 100 box.
    pub(crate) shape: &'static str,
}

pub(crate) static FIGURES: &[Figure] = &[
    Figure {
        fr: "triangle quelconque",
        en: "scalene triangle",
        alt_fr: "Figure à trois côtés de longueurs différentes, sans angle droit",
        alt_en: "A three-sided figure with sides of different lengths and no right angle",
        shape: r#"<polygon points="10,85 90,80 35,15"/>"#,
    },
    Figure {
        fr: "triangle rectangle",
        en: "right triangle",
        alt_fr: "Figure à trois côtés dont deux forment un angle droit",
        alt_en: "A three-sided figure where two sides form a right angle",
        shape: r#"<polygon points="15,85 85,85 15,20"/><polyline points="15,73 27,73 27,85" fill="none"/>"#,
    },
    Figure {
        fr: "triangle équilatéral",
        en: "equilateral triangle",
        alt_fr: "Figure à trois côtés de même longueur",
        alt_en: "A three-sided figure with three equal sides",
        shape: r#"<polygon points="10,85 90,85 50,15.7"/>"#,
    },
    Figure {
        fr: "carré",
        en: "square",
        alt_fr: "Figure à quatre côtés égaux et quatre angles droits",
        alt_en: "A four-sided figure with four equal sides and four right angles",
        shape: r#"<rect x="15" y="15" width="70" height="70"/>"#,
    },
    Figure {
        fr: "rectangle",
        en: "rectangle",
        alt_fr: "Figure à quatre angles droits, plus longue que large",
        alt_en: "A four-sided figure with four right angles, longer than it is wide",
        shape: r#"<rect x="5" y="28" width="90" height="44"/>"#,
    },
    Figure {
        fr: "losange",
        en: "rhombus",
        alt_fr: "Figure à quatre côtés égaux, sans angle droit",
        alt_en: "A four-sided figure with four equal sides and no right angle",
        shape: r#"<polygon points="50,5 80,50 50,95 20,50"/>"#,
    },
    Figure {
        fr: "parallélogramme",
        en: "parallelogram",
        alt_fr: "Figure à quatre côtés, parallèles deux à deux, penchée",
        alt_en: "A slanted four-sided figure with two pairs of parallel sides",
        shape: r#"<polygon points="5,75 70,75 95,25 30,25"/>"#,
    },
    Figure {
        fr: "trapèze",
        en: "trapezium",
        alt_fr: "Figure à quatre côtés dont deux seulement sont parallèles",
        alt_en: "A four-sided figure with exactly two parallel sides",
        shape: r#"<polygon points="5,80 95,80 70,25 30,25"/>"#,
    },
    Figure {
        fr: "pentagone",
        en: "pentagon",
        alt_fr: "Figure à cinq côtés égaux",
        alt_en: "A figure with five equal sides",
        shape: r#"<polygon points="50,8 90,37 75,85 25,85 10,37"/>"#,
    },
    Figure {
        fr: "hexagone",
        en: "hexagon",
        alt_fr: "Figure à six côtés égaux",
        alt_en: "A figure with six equal sides",
        shape: r#"<polygon points="27,10 73,10 95,50 73,90 27,90 5,50"/>"#,
    },
    Figure {
        fr: "octogone",
        en: "octagon",
        alt_fr: "Figure à huit côtés égaux",
        alt_en: "A figure with eight equal sides",
        shape: r#"<polygon points="35,5 65,5 95,35 95,65 65,95 35,95 5,65 5,35"/>"#,
    },
    Figure {
        fr: "cercle",
        en: "circle",
        alt_fr: "Figure ronde dont tous les points sont à la même distance du centre",
        alt_en: "A round figure whose points are all at the same distance from the centre",
        shape: r##"<circle cx="50" cy="50" r="42"/><circle cx="50" cy="50" r="2" fill="#1d3557"/>"##,
    },
];

fn figure_svg(f: &Figure, alt: &str) -> String {
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img"><title>{alt}</title><g fill="#e9f1fb" stroke="#1d3557" stroke-width="3" stroke-linejoin="round">{}</g></svg>"##,
        f.shape
    )
}
