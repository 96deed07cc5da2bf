//! Structural checks of a draft: choices consistent with the answer, numbers well formed for
//! the language, points in halves, tags from the curriculum, a well-formed figure.

use super::super::num;
use crate::domain::curriculum::curriculum;
use crate::domain::question::{Answer, Language, QuestionDraft, QuestionKind};

/// Finds badly written numbers: a decimal point in French, a decimal comma in English
/// (outside thousands groups), "-0", trailing zeros after a decimal separator (but in a
/// rounded value, written "≈ 44,0" or in a question that asks for a rounding).
#[cfg(test)]
pub(crate) fn lint_numbers(text: &str, lang: Language) -> Result<(), String> {
    lint(text, lang, false)
}

/// Whether a statement asks for a rounded value ("Arrondis au dixième.", "Round to the nearest
/// tenth.", "Les valeurs sont arrondies."): its values keep their last decimals ("2,0 cm").
pub(crate) fn asks_rounding(stem: &str) -> bool {
    let s = stem.to_lowercase();
    ["arrondi", "round", "nearest"]
        .iter()
        .any(|w| s.contains(w))
}

/// [`lint_numbers`] in a question that asks for a rounding (`rounded`) or not.
pub(crate) fn lint(text: &str, lang: Language, rounded: bool) -> Result<(), String> {
    let c: Vec<char> = text.chars().collect();
    let digit = |i: usize| c.get(i).is_some_and(char::is_ascii_digit);
    for i in 0..c.len() {
        let ch = c[i];
        let prev_digit = i > 0 && digit(i - 1);
        if prev_digit && digit(i + 1) {
            match (ch, lang) {
                ('.', Language::Fr) => {
                    return Err(format!("decimal point in French text: {text:?}"));
                }
                (',', Language::En) => {
                    // a thousands group is exactly three digits then a non-digit
                    let run = (i + 1..c.len()).take_while(|&j| digit(j)).count();
                    if run != 3 {
                        return Err(format!("decimal comma in English text: {text:?}"));
                    }
                }
                _ => {}
            }
        }
        let is_sep = match lang {
            Language::Fr => ch == ',',
            Language::En => ch == '.',
        };
        if is_sep && prev_digit && digit(i + 1) {
            // trailing zero of the decimal part
            let end = (i + 1..c.len())
                .take_while(|&j| digit(j))
                .last()
                .unwrap_or(i);
            // the value's start, and whether "≈" comes right before it
            let mut start = i;
            while start > 0
                && (digit(start - 1)
                    || start >= 2
                        && digit(start - 2)
                        && matches!(c[start - 1], ' ' | '\u{a0}' | '\u{202f}'))
            {
                start -= 1;
            }
            let approx = c[..start]
                .iter()
                .rev()
                .find(|ch| !ch.is_whitespace())
                .is_some_and(|&ch| ch == '≈');
            if c[end] == '0' && !rounded && !approx {
                return Err(format!("trailing zero in {text:?}"));
            }
        }
        if ch == '-'
            && c.get(i + 1) == Some(&'0')
            && !digit(i + 2)
            && !matches!(c.get(i + 2), Some(',' | '.'))
            && !(i > 0 && c[i - 1].is_alphanumeric())
        {
            return Err(format!("negative zero in {text:?}"));
        }
    }
    if text.contains("NaN") {
        return Err(format!("not a number in {text:?}"));
    }
    // ∞ only as a signed bound, "[3 ; +∞[", "]−∞ ; 2]": never a lone "∞" standing for a value
    if let Some(i) = c
        .iter()
        .enumerate()
        .position(|(i, &ch)| ch == '∞' && (i == 0 || !matches!(c[i - 1], '+' | '-' | '−')))
    {
        return Err(format!(
            "an unsigned ∞ (not an interval's bound) at {i} in {text:?}"
        ));
    }
    Ok(())
}

fn half(p: f64) -> bool {
    p > 0.0 && (p * 2.0).fract() == 0.0
}

/// Checks the structure of a draft (not the truth of its answer: see the facts checks).
pub(crate) fn structure(d: &QuestionDraft, lang: Language) -> Result<(), String> {
    if d.stem.trim().is_empty() {
        return Err("empty stem".into());
    }
    if d.explanation.trim().is_empty() {
        return Err("empty explanation".into());
    }
    if !half(d.points) {
        return Err(format!("points {} are not whole or half", d.points));
    }
    // visual
    let v = &d.visual;
    if v.kind != "svg"
        || v.alt.trim().is_empty()
        || !v.svg.starts_with("<svg")
        || !v.svg.ends_with("</svg>")
    {
        return Err("visual must be an svg with alt text".into());
    }
    if !v.svg.contains("role=\"img\"") || !v.svg.contains("viewBox=") || !v.svg.contains("<title>")
    {
        return Err("svg lacks role, viewBox or title".into());
    }
    // texts
    let mut texts: Vec<&str> = vec![&d.stem, &d.explanation, &v.alt];
    texts.extend(d.choices.iter().map(|c| c.text.as_str()));
    texts.extend(d.choices.iter().filter_map(|c| c.feedback.as_deref()));
    texts.extend(d.parts.iter().map(|p| p.stem.as_str()));
    let rounded = asks_rounding(&d.stem) || d.parts.iter().any(|p| asks_rounding(&p.stem));
    for t in texts {
        lint(t, lang, rounded)?;
    }
    // choices against the answer
    let mut seen = std::collections::HashSet::new();
    for c in &d.choices {
        if c.text.trim().is_empty() || !seen.insert(c.text.as_str()) {
            return Err(format!("empty or duplicate choice {:?}", c.text));
        }
    }
    match (&d.kind, &d.answer) {
        (
            QuestionKind::SingleChoice | QuestionKind::MultipleChoice,
            Answer::Choices { correct },
        ) => {
            let flagged: Vec<usize> = d
                .choices
                .iter()
                .enumerate()
                .filter(|(_, c)| c.correct)
                .map(|(i, _)| i)
                .collect();
            if &flagged != correct {
                return Err(format!(
                    "flags {flagged:?} differ from the answer {correct:?}"
                ));
            }
            if d.choices.len() < 3 {
                return Err("fewer than three choices".into());
            }
            if d.kind == QuestionKind::SingleChoice && (correct.len() != 1 || d.choices.len() != 4)
            {
                return Err("a single choice needs four options, exactly one correct".into());
            }
            if correct.is_empty() {
                return Err("no correct choice".into());
            }
            for c in &d.choices {
                if !c.correct && c.feedback.as_deref().is_none_or(|f| f.trim().is_empty()) {
                    return Err(format!("distractor {:?} has no feedback", c.text));
                }
            }
        }
        (QuestionKind::TrueFalse, Answer::Boolean { .. }) => {
            if !d.choices.is_empty() {
                return Err("true/false with choices".into());
            }
        }
        (QuestionKind::Numeric, a @ Answer::Numeric { .. }) => {
            numeric(a, lang, rounded)?;
            for p in &d.parts {
                numeric(&p.answer, lang, rounded)?;
            }
        }
        (QuestionKind::Ordering, Answer::Ordering { items }) => {
            let mut a: Vec<&str> = items.iter().map(String::as_str).collect();
            let mut b: Vec<&str> = d.choices.iter().map(|c| c.text.as_str()).collect();
            a.sort_unstable();
            b.sort_unstable();
            if a != b || items.len() < 3 {
                return Err("ordering items and choices differ".into());
            }
        }
        (QuestionKind::Matching, Answer::Matching { pairs }) => {
            let mut a: Vec<&str> = pairs.iter().map(|p| p.1.as_str()).collect();
            let mut b: Vec<&str> = d.choices.iter().map(|c| c.text.as_str()).collect();
            a.sort_unstable();
            b.sort_unstable();
            let lefts: std::collections::HashSet<&str> =
                pairs.iter().map(|p| p.0.as_str()).collect();
            if a != b || lefts.len() != pairs.len() || pairs.len() < 3 {
                return Err("matching pairs and choices differ".into());
            }
            for (l, r) in pairs {
                lint(l, lang, rounded)?;
                lint(r, lang, rounded)?;
            }
        }
        (QuestionKind::ShortText, Answer::Text { accepted }) => {
            if accepted.is_empty() || accepted.iter().any(|a| a.trim().is_empty()) {
                return Err("short text without accepted answers".into());
            }
        }
        (k, a) => return Err(format!("kind {k:?} with answer {a:?}")),
    }
    if !d.parts.is_empty() {
        let sum: f64 = d.parts.iter().map(|p| p.points).sum();
        if (sum - d.points).abs() > 1e-9
            || d.parts
                .iter()
                .any(|p| !half(p.points) || p.stem.trim().is_empty())
        {
            return Err("parts' points do not add up".into());
        }
    }
    // tags
    let ch = curriculum()
        .chapter(&d.tags.chapter)
        .ok_or_else(|| format!("unknown chapter {}", d.tags.chapter))?;
    if !ch.bloom.contains(&d.tags.bloom) {
        return Err(format!(
            "bloom {} is not one of {:?}",
            d.tags.bloom, ch.bloom
        ));
    }
    if !ch.competencies.contains(&d.tags.competency) {
        return Err(format!(
            "competency {} is not one of {:?}",
            d.tags.competency, ch.competencies
        ));
    }
    Ok(())
}

fn numeric(a: &Answer, lang: Language, rounded: bool) -> Result<(), String> {
    let Answer::Numeric {
        value,
        tolerance,
        display,
        unit,
    } = a
    else {
        return Err("a part of a numeric question is not numeric".into());
    };
    if !value.is_finite() || !tolerance.is_finite() || *tolerance < 0.0 {
        return Err(format!("bad numeric value {value} ± {tolerance}"));
    }
    lint(display, lang, rounded)?;
    if let Some((n, d)) = display.split_once('/') {
        let (n, d): (i64, i64) = (
            n.trim()
                .parse()
                .map_err(|_| format!("bad fraction {display:?}"))?,
            d.trim()
                .parse()
                .map_err(|_| format!("bad fraction {display:?}"))?,
        );
        if d <= 1 || crate::generate::rational::gcd(n, d) != 1 {
            return Err(format!("fraction {display:?} is not reduced"));
        }
    }
    let back =
        num::parse(display, lang).ok_or_else(|| format!("display {display:?} does not parse"))?;
    if (back - value).abs() > tolerance + 1e-9 * value.abs().max(1.0) {
        return Err(format!("display {display:?} is not the value {value}"));
    }
    if unit
        .as_deref()
        .is_some_and(|u| super::units::factor(u).is_none())
    {
        return Err(format!("unknown unit {unit:?}"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lints() {
        let fr = Language::Fr;
        let en = Language::En;
        assert!(lint_numbers("AB = 3,5 cm", fr).is_ok());
        assert!(lint_numbers("AB = 3.5 cm", fr).is_err());
        assert!(lint_numbers("AB = 3,50 cm", fr).is_err());
        assert!(lint_numbers("x = -0 ici", fr).is_err());
        assert!(lint_numbers("x = -0,5", fr).is_ok());
        // ∞ as an interval's signed bound, never alone
        assert!(lint_numbers("x ∈ [3 ; +∞[", fr).is_ok());
        assert!(lint_numbers("x ∈ ]−∞ ; 2]", fr).is_ok());
        assert!(lint_numbers("x ∈ (-∞, 2]", en).is_ok());
        assert!(lint_numbers("x = ∞", fr).is_err());
        assert!(lint_numbers("x = NaN", en).is_err());
        // a rounded value keeps its last decimal after "≈" or when the question asks it
        assert!(lint_numbers("C ≈ 44,0 cm", fr).is_ok());
        assert!(lint_numbers("C ≈ 1 044,0 cm", fr).is_ok());
        assert!(lint_numbers("C = 44,0 cm", fr).is_err());
        assert!(lint("C = 44,0 cm", fr, true).is_ok());
        assert!(asks_rounding("Quelle est son aire ? Arrondis au dixième."));
        assert!(asks_rounding(
            "What is its area? Round to the nearest tenth."
        ));
        assert!(!asks_rounding("Quelle est son aire ?"));
        assert!(lint_numbers("AB = 3.5 cm", en).is_ok());
        assert!(lint_numbers("AB = 3,5 cm", en).is_err());
        assert!(lint_numbers("12,500 people", en).is_ok());
        assert!(lint_numbers("2, 3 and 5", en).is_ok());
        assert!(lint_numbers("at 3.50 m", en).is_err());
    }
}
