//! The first implementation of the typesetting rules, char by char over a `Vec<char>`: the
//! oracle the faster [`super::rules`] is compared with on random texts.

use super::{Language, NBSP, NNBSP, UNITS, is_space};

/// The rules, applied char by char.
pub(super) fn rules(s: &str, lang: Language) -> String {
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
    super::group_thousands(&out, lang)
}
