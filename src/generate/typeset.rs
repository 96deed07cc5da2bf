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

/// Whether [`text`] leaves `s` as it is, read byte by byte without allocating: every rule
/// starts at one of `; ! ? : %`, at a guillemet, at a space or ", " after a digit (a unit
/// follows, a list) or at a run of five digits or more (thousands), so a text without any of
/// them ("12", "3,5", "AB = 4", most labels and statements' parts, the space between the tags
/// of an SVG) is copied as it is.
pub(crate) fn unchanged(s: &str) -> bool {
    let b = s.as_bytes();
    let mut digits = 0;
    for (i, &c) in b.iter().enumerate() {
        match c {
            b';' | b'!' | b'?' | b':' | b'%' => return false,
            b'0'..=b'9' => {
                digits += 1;
                if digits >= 5 {
                    return false;
                }
                continue;
            }
            // a space after a digit (' ' or U+202F, E2 80 AF), "18, 36" (a French list)
            b' ' if digits > 0 => return false,
            b',' if digits > 0 && b.get(i + 1) == Some(&b' ') => return false,
            0xE2 if digits > 0 && b.get(i + 1) == Some(&0x80) && b.get(i + 2) == Some(&0xAF) => {
                return false;
            }
            // « and » (C2 AB, C2 BB)
            0xC2 if matches!(b.get(i + 1), Some(0xAB | 0xBB)) => return false,
            _ => {}
        }
        digits = 0;
    }
    true
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

/// The bytes [`trigger`] may accept, for a scan of a table lookup a byte.
static MAY_TRIGGER: [bool; 256] = {
    let mut t = [false; 256];
    let mut k = 0;
    let bytes = *b";!?:%, \xC2\xE2";
    while k < bytes.len() {
        t[bytes[k] as usize] = true;
        k += 1;
    }
    t
};

/// Whether byte `i` of `b` may start a rule: `; ! ? : % ,`, a space, or the first byte of
/// « » or U+202F.
fn trigger(b: &[u8], i: usize) -> bool {
    match b[i] {
        b';' | b'!' | b'?' | b':' | b'%' | b',' | b' ' => true,
        0xC2 => matches!(b.get(i + 1), Some(0xAB | 0xBB)),
        0xE2 => b.get(i + 1) == Some(&0x80) && b.get(i + 2) == Some(&0xAF),
        _ => false,
    }
}

/// The char before the last of `s`.
fn second_last(s: &str) -> Option<char> {
    s.chars().rev().nth(1)
}

/// The rules of [`text`]: the runs of bytes between two places where a rule may start are
/// copied whole.
fn rules(s: &str, lang: Language) -> String {
    let b = s.as_bytes();
    let mut out = String::with_capacity(s.len() + 8);
    let mut i = 0;
    while i < b.len() {
        let start = i;
        i += b[start..]
            .iter()
            .position(|&c| MAY_TRIGGER[usize::from(c)])
            .unwrap_or(b.len() - start);
        out.push_str(&s[start..i]);
        let Some(ch) = s[i..].chars().next() else {
            break;
        };
        if !trigger(b, i) {
            // a lead byte of another char than « » U+202F
            out.push(ch);
            i += ch.len_utf8();
            continue;
        }
        let after = &s[i + ch.len_utf8()..];
        let next = after.chars().next();
        i += ch.len_utf8();
        match (lang, ch) {
            (Language::Fr, ';' | '!' | '?' | ':' | '%' | '»') => {
                // "d = ?": a question mark standing for a value is not punctuation
                let placeholder = ch == '?'
                    && out.chars().next_back().is_some_and(is_space)
                    && second_last(&out).is_some_and(|p| matches!(p, '=' | '→' | '≈'));
                let space = if matches!(ch, ':' | '%') || placeholder {
                    NBSP
                } else {
                    NNBSP
                };
                match out.chars().next_back() {
                    Some(p) if is_space(p) => {
                        out.pop();
                        out.push(space);
                    }
                    Some(p) => {
                        let insert = match ch {
                            // "&apos;" and friends, and "?!"
                            ';' => false,
                            '!' | '?' => !matches!(p, '!' | '?' | '(' | '«'),
                            ':' => {
                                p.is_alphanumeric()
                                    && !next.is_some_and(|n| n.is_ascii_digit())
                                    && next.is_none_or(|n| n != '/')
                            }
                            '%' => p.is_ascii_digit(),
                            _ => true,
                        };
                        if insert {
                            out.push(space);
                        }
                    }
                    None => {}
                }
                out.push(ch);
            }
            // "18, 36, 54": the comma is the decimal mark in French, a list takes ";"
            (Language::Fr, ',')
                if out.chars().next_back().is_some_and(|p| p.is_ascii_digit())
                    && next == Some(' ')
                    && after.chars().nth(1).is_some_and(|n| n.is_ascii_digit()) =>
            {
                out.push(NNBSP);
                out.push(';');
            }
            (Language::Fr, '«') => {
                out.push(ch);
                if let Some(n) = next.filter(|n| is_space(*n)) {
                    i += n.len_utf8();
                }
                out.push(NNBSP);
            }
            (Language::En, ';' | '!' | '?' | ':' | '%') => {
                while out.chars().next_back().is_some_and(is_space) {
                    out.pop();
                }
                out.push(ch);
            }
            (Language::En, '«') => {
                out.push('“');
                while let Some(n) = s[i..].chars().next().filter(|n| is_space(*n)) {
                    i += n.len_utf8();
                }
            }
            (Language::En, '»') => {
                while out.chars().next_back().is_some_and(is_space) {
                    out.pop();
                }
                out.push('”');
            }
            (_, ' ' | NNBSP) if out.chars().next_back().is_some_and(|p| p.is_ascii_digit()) => {
                // a number then a unit: no-break space
                let end = after
                    .char_indices()
                    .find(|&(_, c)| {
                        !(c.is_alphabetic() || matches!(c, '²' | '³' | '/' | 'Ω' | '€'))
                    })
                    .map_or(after.len(), |(j, _)| j);
                let word = after[..end].trim_end_matches('/');
                let follows_ok = after[word.len()..]
                    .chars()
                    .next()
                    .is_none_or(|n| !n.is_alphanumeric());
                if end > 0 && UNITS.contains(&word) && follows_ok {
                    out.push(NBSP);
                } else {
                    out.push(ch);
                }
            }
            _ => out.push(ch),
        }
    }
    if has_long_number(out.as_bytes()) {
        let c: Vec<char> = out.chars().collect();
        return group_thousands(&c, lang);
    }
    out
}

/// Whether `b` holds a run of five ASCII digits or more.
fn has_long_number(b: &[u8]) -> bool {
    let mut run = 0;
    for &c in b {
        if c.is_ascii_digit() {
            run += 1;
            if run >= 5 {
                return true;
            }
        } else {
            run = 0;
        }
    }
    false
}

/// Groups the integer part of numbers of five digits or more.
pub(super) fn group_thousands(c: &[char], lang: Language) -> String {
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

/// Typesets the text nodes of an SVG (not its tags and attributes), in place: an SVG whose
/// text nodes need nothing is not copied.
fn svg(s: &mut String, lang: Language) {
    let nodes_unchanged = {
        let mut rest = s.as_str();
        let mut all = true;
        while let Some(open) = rest.find('<') {
            if !unchanged(&rest[..open]) {
                all = false;
                break;
            }
            rest = &rest[open..];
            rest = rest.find('>').map_or("", |e| &rest[e + 1..]);
        }
        all && unchanged(rest)
    };
    if nodes_unchanged {
        return;
    }
    let mut out = String::with_capacity(s.len() + 16);
    let mut rest = s.as_str();
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
    *s = out;
}

/// Typesets `s` in place (a text the rules leave as it is is not copied).
fn set(s: &mut String, lang: Language) {
    if !unchanged(s) {
        *s = text(s, lang);
    }
}

fn answer(a: &mut Answer, lang: Language) {
    match a {
        Answer::Numeric { display, .. } => set(display, lang),
        Answer::Text { accepted } => {
            for t in accepted {
                set(t, lang);
            }
        }
        Answer::Matching { pairs } => {
            for (l, r) in pairs {
                set(l, lang);
                set(r, lang);
            }
        }
        Answer::Ordering { items } => {
            for t in items {
                set(t, lang);
            }
        }
        Answer::Open { rubric } => set(rubric, lang),
        Answer::Choices { .. } | Answer::Boolean { .. } => {}
    }
}

/// Typesets every text of a draft.
pub(crate) fn draft(d: &mut QuestionDraft, lang: Language) {
    set(&mut d.stem, lang);
    set(&mut d.explanation, lang);
    set(&mut d.visual.alt, lang);
    svg(&mut d.visual.svg, lang);
    for c in &mut d.choices {
        set(&mut c.text, lang);
        if let Some(f) = &mut c.feedback {
            set(f, lang);
        }
    }
    for p in &mut d.parts {
        set(&mut p.stem, lang);
        answer(&mut p.answer, lang);
    }
    answer(&mut d.answer, lang);
}

#[cfg(test)]
#[path = "typeset_reference.rs"]
mod reference;

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
        let mut out = f.to_svg("x");
        svg(&mut out, fr);
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
    fn a_text_the_shortcut_accepts_is_left_as_it_is() {
        // the rules never change a text `unchanged` accepts: the shortcut of `text` skips them
        let alphabet: Vec<char> =
            "aAéÉ çœ'’-–.,()[]/&=+<>\"\u{A0}\u{202F}\nxyz²³€Ω→≈0123456789  cmkgLh"
                .chars()
                .collect();
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut accepted = 0;
        for _ in 0..20_000 {
            let len = (seed % 24) as usize;
            let s: String = (0..len)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    alphabet[(seed % alphabet.len() as u64) as usize]
                })
                .collect();
            if !unchanged(&s) {
                continue;
            }
            accepted += 1;
            for lang in [Language::Fr, Language::En] {
                assert_eq!(rules(&s, lang), s, "{s:?}");
            }
        }
        assert!(accepted > 5_000, "{accepted}");
        for s in ["12", "3,5", "AB = 4", "x", "1234", "Paris", "a\u{A0}b"] {
            assert!(unchanged(s), "{s:?}");
        }
        for s in [
            "3 cm",
            "3\u{202F}cm",
            "Combien ?",
            "« oui »",
            "a;b",
            "25 %",
            "x:y",
            "!",
            "12500",
            "18, 36",
        ] {
            assert!(!unchanged(s), "{s:?}");
        }
    }

    #[test]
    fn the_rules_agree_with_the_char_by_char_reference() {
        let alphabet: Vec<char> = "aé É;!?:%,  «»\u{A0}\u{202F}0123456789cmkgLh/²=→≈(x'"
            .chars()
            .collect();
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..50_000 {
            let len = (seed % 32) as usize;
            let s: String = (0..len)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    alphabet[(seed % alphabet.len() as u64) as usize]
                })
                .collect();
            for lang in [Language::Fr, Language::En] {
                assert_eq!(rules(&s, lang), super::reference::rules(&s, lang), "{s:?}");
            }
        }
    }

    #[test]
    fn svg_text_nodes_only() {
        let s = r#"<svg viewBox="0 0 1 1"><title>Combien ?</title><text x="1">3 cm</text></svg>"#;
        let mut s = s.to_owned();
        svg(&mut s, Language::Fr);
        assert_eq!(
            s,
            "<svg viewBox=\"0 0 1 1\"><title>Combien\u{202F}?</title><text x=\"1\">3\u{A0}cm</text></svg>"
        );
    }
}
