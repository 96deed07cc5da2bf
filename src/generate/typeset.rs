//! The last pass over every text of a generated question: French and English typography.
//!
//! French: a narrow no-break space (U+202F) before `;` `!` `?` and inside « », a no-break space
//! (U+00A0) before `:` and `%` and between a number and its unit, thousands grouped with
//! U+202F. English: no space before `; : ! ? %`, “quotes”, a no-break space between a number
//! and its unit, thousands grouped with a comma. Templates write plain spaces; this pass makes
//! them right in one place, in the statement, choices, feedback, explanation, parts, answers,
//! alt text and the figure's labels alike (so an ordering item and its choice stay equal).

use crate::domain::question::{Answer, Language, QuestionDraft};

const NNBSP: char = '\u{202F}';
const NBSP: char = '\u{A0}';

/// Unit symbols that take a no-break space after a number.
const UNITS: &[&str] = &[
    "mm", "cm", "dm", "m", "dam", "hm", "km", "mm²", "cm²", "dm²", "m²", "dam²", "hm²", "km²",
    "ha", "mm³", "cm³", "dm³", "m³", "mL", "cL", "dL", "L", "hL", "kL", "mg", "cg", "dg", "g",
    "dag", "hg", "kg", "min", "h", "s", "km/h", "m/s", "m/min", "km/min", "km/s", "g/cm³", "kg/L",
    "g/mL", "kg/m³", "g/L", "mg/L", "N", "N/kg", "V", "mV", "kV", "mA", "Ω", "kΩ", "J", "kJ", "MJ",
    "W", "kW", "MW", "Wh", "kWh", "Hz", "kHz", "dB", "€", "ms",
];

fn is_space(c: char) -> bool {
    matches!(c, ' ' | NBSP | NNBSP)
}

/// Whether [`text`] leaves `s` as it is: every rule starts at a digit, at one of `; ! ? : %` or
/// at a guillemet, so a text without any of them (most labels, the space between the tags of
/// an SVG) is copied without being read char by char.
pub(crate) fn unchanged(s: &str) -> bool {
    !s.bytes()
        .any(|b| b.is_ascii_digit() || matches!(b, b';' | b'!' | b'?' | b':' | b'%'))
        && !s.contains(['«', '»'])
}

/// Typesets one text. A code span between backticks (`` `for i in range(1, 5):` ``, in
/// the alt text of a program) is copied verbatim, backticks included: code is never
/// typeset.
pub(crate) fn text(s: &str, lang: Language) -> String {
    if unchanged(s) {
        return s.to_owned();
    }
    if s.contains('`') {
        let mut out = String::with_capacity(s.len() + 8);
        for (i, part) in s.split('`').enumerate() {
            if i > 0 {
                out.push('`');
            }
            if i % 2 == 1 {
                out.push_str(part);
            } else {
                out.push_str(&text(part, lang));
            }
        }
        return out;
    }
    rules(s, lang)
}

/// The rules of [`text`], applied char by char.
fn rules(s: &str, lang: Language) -> String {
    let c: Vec<char> = s.chars().collect();
    let mut out: Vec<char> = Vec::with_capacity(c.len() + 8);
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        match (lang, ch) {
            (Language::Fr, ';' | '!' | '?' | ':' | '%' | '»') => {
                // "d = ?": a question mark standing for a value is not punctuation
                let placeholder = ch == '?'
                    && out.len() >= 2
                    && is_space(out[out.len() - 1])
                    && matches!(out[out.len() - 2], '=' | '→' | '≈');
                let space = if matches!(ch, ':' | '%') || placeholder {
                    NBSP
                } else {
                    NNBSP
                };
                let glued = out.last().is_some_and(|p| !is_space(*p));
                let prev = out.last().copied();
                if let Some(p) = prev.filter(|p| is_space(*p)) {
                    let _ = p;
                    out.pop();
                    out.push(space);
                } else if glued {
                    let p = prev.unwrap_or(' ');
                    let insert = match ch {
                        // "&apos;" and friends, and "?!"
                        ';' => false,
                        '!' | '?' => !matches!(p, '!' | '?' | '(' | '«'),
                        ':' => {
                            p.is_alphanumeric()
                                && !c.get(i + 1).is_some_and(char::is_ascii_digit)
                                && c.get(i + 1).is_none_or(|n| *n != '/')
                        }
                        '%' => p.is_ascii_digit(),
                        _ => true,
                    };
                    if insert {
                        out.push(space);
                    }
                }
                out.push(ch);
            }
            // "18, 36, 54": the comma is the decimal mark in French, a list takes ";"
            (Language::Fr, ',')
                if out.last().is_some_and(char::is_ascii_digit)
                    && c.get(i + 1) == Some(&' ')
                    && c.get(i + 2).is_some_and(char::is_ascii_digit) =>
            {
                out.push(NNBSP);
                out.push(';');
            }
            (Language::Fr, '«') => {
                out.push(ch);
                if c.get(i + 1).is_some_and(|n| is_space(*n)) {
                    i += 1;
                }
                out.push(NNBSP);
            }
            (Language::En, ';' | '!' | '?' | ':' | '%') => {
                while out.last().is_some_and(|p| is_space(*p)) {
                    out.pop();
                }
                out.push(ch);
            }
            (Language::En, '«') => {
                out.push('“');
                while c.get(i + 1).is_some_and(|n| is_space(*n)) {
                    i += 1;
                }
            }
            (Language::En, '»') => {
                while out.last().is_some_and(|p| is_space(*p)) {
                    out.pop();
                }
                out.push('”');
            }
            (_, ' ' | NNBSP) if out.last().is_some_and(char::is_ascii_digit) => {
                // a number then a unit: no-break space
                let start = i + 1;
                let end = (start..c.len())
                    .take_while(|&j| {
                        c[j].is_alphabetic() || matches!(c[j], '²' | '³' | '/' | 'Ω' | '€')
                    })
                    .last()
                    .map_or(start, |j| j + 1);
                let word: String = c[start..end].iter().collect();
                let word = word.trim_end_matches('/');
                let follows_ok = c
                    .get(start + word.chars().count())
                    .is_none_or(|n| !n.is_alphanumeric());
                if end > start && UNITS.contains(&word) && follows_ok {
                    out.push(NBSP);
                } else {
                    out.push(ch);
                }
            }
            _ => out.push(ch),
        }
        i += 1;
    }
    group_thousands(&out, lang)
}

/// Groups the integer part of numbers of five digits or more.
fn group_thousands(c: &[char], lang: Language) -> String {
    let sep = match lang {
        Language::Fr => NNBSP,
        Language::En => ',',
    };
    let dec = match lang {
        Language::Fr => ',',
        Language::En => '.',
    };
    let mut out = String::with_capacity(c.len() + 4);
    let mut i = 0;
    while i < c.len() {
        let starts = c[i].is_ascii_digit()
            && !(i > 0
                && (c[i - 1].is_alphanumeric()
                    || c[i - 1] == dec
                    || c[i - 1] == sep
                    || c[i - 1] == '_'
                    || c[i - 1] == '#'));
        if !starts {
            out.push(c[i]);
            i += 1;
            continue;
        }
        let s = i;
        while i < c.len() && c[i].is_ascii_digit() {
            i += 1;
        }
        let run = &c[s..i];
        let glued_after = c.get(i).is_some_and(|n| n.is_alphabetic())
            || (c.get(i) == Some(&sep) && c.get(i + 1).is_some_and(char::is_ascii_digit));
        if run.len() >= 5 && !glued_after {
            for (k, d) in run.iter().enumerate() {
                if k > 0 && (run.len() - k).is_multiple_of(3) {
                    out.push(sep);
                }
                out.push(*d);
            }
        } else {
            out.extend(run);
        }
    }
    out
}

/// Typesets the text nodes of an SVG (not its tags and attributes).
fn svg(s: &str, lang: Language) -> String {
    let mut out = String::with_capacity(s.len() + 16);
    let mut rest = s;
    // the text of a `class="code"` element (a program's line) is code: left verbatim
    let mut code = false;
    while let Some(open) = rest.find('<') {
        let node = &rest[..open];
        if unchanged(node) || code {
            out.push_str(node);
        } else {
            out.push_str(&text(node, lang));
        }
        let close = rest[open..].find('>').map_or(rest.len(), |e| open + e + 1);
        code = rest[open..close].contains("class=\"code\"");
        out.push_str(&rest[open..close]);
        rest = &rest[close..];
    }
    out.push_str(&text(rest, lang));
    out
}

fn answer(a: &mut Answer, lang: Language) {
    match a {
        Answer::Numeric { display, .. } => *display = text(display, lang),
        Answer::Text { accepted } => {
            for t in accepted {
                *t = text(t, lang);
            }
        }
        Answer::Matching { pairs } => {
            for (l, r) in pairs {
                *l = text(l, lang);
                *r = text(r, lang);
            }
        }
        Answer::Ordering { items } => {
            for t in items {
                *t = text(t, lang);
            }
        }
        Answer::Open { rubric } => *rubric = text(rubric, lang),
        Answer::Choices { .. } | Answer::Boolean { .. } => {}
    }
}

/// Typesets every text of a draft.
pub(crate) fn draft(d: &mut QuestionDraft, lang: Language) {
    d.stem = text(&d.stem, lang);
    d.explanation = text(&d.explanation, lang);
    d.visual.alt = text(&d.visual.alt, lang);
    d.visual.svg = svg(&d.visual.svg, lang);
    for c in &mut d.choices {
        c.text = text(&c.text, lang);
        if let Some(f) = &mut c.feedback {
            *f = text(f, lang);
        }
    }
    for p in &mut d.parts {
        p.stem = text(&p.stem, lang);
        answer(&mut p.answer, lang);
    }
    answer(&mut d.answer, lang);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_is_shown_verbatim() {
        use crate::generate::figure::{Figure, pt};
        let fr = Language::Fr;
        // a program's lines in a figure: no French spacing, no list semicolon, no grouping
        let mut f = Figure::new(200.0, 100.0);
        f.code(pt(10.0, 20.0), "for i in range(1, 5):", 14.0);
        f.code(pt(10.0, 40.0), "if x % 2 != 0: x = 12345", 14.0);
        f.text(
            pt(10.0, 60.0),
            "Programme : 12345",
            14.0,
            crate::generate::figure::Anchor::Start,
        );
        let out = svg(&f.to_svg("x"), fr);
        assert!(out.contains(">for i in range(1, 5):</text>"), "{out}");
        assert!(out.contains(">if x % 2 != 0: x = 12345</text>"), "{out}");
        // the other labels are still typeset
        assert!(out.contains("Programme\u{A0}: 12\u{202F}345"), "{out}");
        // a code span of a text (an alt text) is verbatim, the rest typeset
        assert_eq!(
            text("Programme : `for i in range(1, 5):` / `print(x)` ?", fr),
            "Programme\u{A0}: `for i in range(1, 5):` / `print(x)`\u{202F}?"
        );
    }

    #[test]
    fn french_and_english_spaces() {
        let fr = Language::Fr;
        assert_eq!(
            text("Combien ? Ainsi : 25 % de 12 cm ; « oui »", fr),
            "Combien\u{202F}? Ainsi\u{A0}: 25\u{A0}% de 12\u{A0}cm\u{202F}; «\u{202F}oui\u{202F}»"
        );
        assert_eq!(text("A-t-il raison?", fr), "A-t-il raison\u{202F}?");
        assert_eq!(text("d = ?", fr), "d =\u{A0}?");
        assert_eq!(text("12500 élèves, 3 x", fr), "12\u{202F}500 élèves, 3 x");
        assert_eq!(text("18, 36, 54", fr), "18\u{202F}; 36\u{202F}; 54");
        assert_eq!(text("&apos;x&apos;", fr), "&apos;x&apos;");
        let en = Language::En;
        assert_eq!(
            text("How much ? 25 % ; « yes » 12500 m", en),
            "How much? 25%; “yes” 12,500\u{A0}m"
        );
    }

    #[test]
    fn a_text_without_digit_punctuation_or_guillemet_is_left_as_it_is() {
        // the rules never change such a text: the shortcut of `text` skips them
        let alphabet: Vec<char> = "aAéÉ çœ'’-–.,()[]/&=+<>\"\u{A0}\u{202F}\nxyz²³€Ω→≈"
            .chars()
            .collect();
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..5_000 {
            let len = (seed % 24) as usize;
            let s: String = (0..len)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    alphabet[(seed % alphabet.len() as u64) as usize]
                })
                .collect();
            assert!(unchanged(&s), "{s:?}");
            for lang in [Language::Fr, Language::En] {
                assert_eq!(rules(&s, lang), s, "{s:?}");
            }
        }
        for s in ["3 cm", "Combien ?", "« oui »", "a;b", "25 %", "x:y", "!"] {
            assert!(!unchanged(s), "{s:?}");
        }
    }

    #[test]
    fn svg_text_nodes_only() {
        let s = r#"<svg viewBox="0 0 1 1"><title>Combien ?</title><text x="1">3 cm</text></svg>"#;
        assert_eq!(
            svg(s, Language::Fr),
            "<svg viewBox=\"0 0 1 1\"><title>Combien\u{202F}?</title><text x=\"1\">3\u{A0}cm</text></svg>"
        );
    }
}
