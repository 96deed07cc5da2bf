//! Typography of the course text: French spacing applied to the knowledge base, and the
//! independent checks the tests run over every written course.

use crate::domain::question::Language;

/// Narrow no-break space: before `;` `!` `?` and inside « ».
pub(crate) const NNBSP: char = '\u{202F}';
/// No-break space: before `:` and `%`.
pub(crate) const NBSP: char = '\u{A0}';

/// French spacing: the space before `;` `!` `?` and inside « » becomes a narrow no-break
/// space, the one before `:` and `%` a no-break space (missing ones are added, except inside
/// `$maths$`). English text keeps its spacing but for a no-break space between a number and
/// its unit and the French spacing of a French example in italics (`*où vas-tu ?*`).
pub(crate) fn typo(s: &str, lang: Language) -> String {
    if lang == Language::En {
        return english(s);
    }
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len() + 8);
    let mut maths = false;
    for (i, &c) in chars.iter().enumerate() {
        if c == '$' {
            maths = !maths;
        }
        // "(a ; b)": the coordinates' semicolon takes its narrow space in maths too
        if maths && c == ';' && out.ends_with(' ') {
            out.pop();
            out.push(NNBSP);
            out.push(c);
            continue;
        }
        // "2, 3 et 5": a list of numbers separated by commas reads as decimals; French
        // separates them with semicolons ("2 ; 3 et 5")
        if !maths
            && c == ','
            && digit_before(&chars, i)
            && chars.get(i + 1) == Some(&' ')
            && chars[i + 2..]
                .iter()
                .find(|&&x| x != '$')
                .is_some_and(char::is_ascii_digit)
        {
            out.push(NNBSP);
            out.push(';');
            continue;
        }
        let space = match c {
            ';' | '!' | '?' | '»' => Some(NNBSP),
            ':' | '%' => Some(NBSP),
            _ => None,
        };
        match space {
            // A colon between digits is a ratio or a time ("1:2", "10:30").
            Some(_)
                if c == ':'
                    && i > 0
                    && chars[i - 1].is_ascii_digit()
                    && chars.get(i + 1).is_some_and(char::is_ascii_digit) =>
            {
                out.push(c)
            }
            Some(sp) if !maths && i > 0 => {
                // Drop any space typed before it, then put the right one.
                while out.ends_with([' ', NBSP, NNBSP]) {
                    out.pop();
                }
                out.push(sp);
                out.push(c);
            }
            _ if c == ' ' && i > 0 && chars[i - 1] == '«' => out.push(NNBSP),
            // 12 500: thousands are grouped with a narrow no-break space.
            _ if c == ' '
                && i > 0
                && chars[i - 1].is_ascii_digit()
                && chars[i + 1..]
                    .iter()
                    .take_while(|d| d.is_ascii_digit())
                    .count()
                    == 3 =>
            {
                out.push(NNBSP)
            }
            // 3 cm, 20 €, 90°: a number stays with its unit (also after maths: "$U = 6$ V").
            _ if c == ' '
                && digit_before(&chars, i)
                && chars
                    .get(i + 1)
                    .is_some_and(|n| n.is_alphabetic() || matches!(n, '€' | '°' | 'Ω' | 'µ')) =>
            {
                out.push(NBSP)
            }
            _ if c == '«' => {
                out.push(c);
                // idempotent: a space already there is kept as it is
                if chars
                    .get(i + 1)
                    .is_some_and(|n| ![' ', NBSP, NNBSP].contains(n))
                {
                    out.push(NNBSP);
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// Whether the character before `i` (the inline markup's `$` aside) is a digit.
fn digit_before(chars: &[char], i: usize) -> bool {
    chars[..i]
        .iter()
        .rev()
        .find(|&&x| x != '$')
        .is_some_and(char::is_ascii_digit)
}

/// English spacing: a number keeps its unit or the word after it (a no-break space), and a
/// percent sign is set close to its number ("25%").
fn english(s: &str) -> String {
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len() + 4);
    let (mut maths, mut italic) = (false, false);
    for (i, &c) in chars.iter().enumerate() {
        let after_digit = digit_before(&chars, i);
        let next = chars.get(i + 1).copied();
        match c {
            '$' => maths = !maths,
            '*' if !maths => italic = !italic,
            _ => {}
        }
        // a French example in italics keeps French spacing: "ask *qui est-ce qui ?*"
        if italic && c == ' ' {
            match next {
                Some('?' | '!' | ';') => {
                    out.push(NNBSP);
                    continue;
                }
                Some(':') => {
                    out.push(NBSP);
                    continue;
                }
                _ => {}
            }
        }
        if after_digit && matches!(c, ' ' | NBSP | NNBSP) && next == Some('%') {
            continue;
        }
        if after_digit
            && c == ' '
            && next.is_some_and(|n| n.is_alphabetic() || matches!(n, '€' | '°' | 'Ω' | 'µ'))
        {
            out.push(NBSP);
            continue;
        }
        out.push(c);
    }
    out
}

/// The first typography mistake of `s` in `lang`, if any: in French a `;` `!` `?` `»` not
/// after a narrow no-break space, a `:` or `%` not after a no-break space, a `«` not followed
/// by a narrow no-break space, a decimal point between digits; in English a no-break space
/// before punctuation (but in a French example in italics). Also: a doubled space, a space
/// before a comma or a period, an unbalanced `$` or `*` of the inline markup.
#[cfg(test)]
pub(crate) fn check(s: &str, lang: Language) -> Result<(), String> {
    let chars: Vec<char> = s.chars().collect();
    let (mut maths, mut italic) = (false, false);
    for (i, &c) in chars.iter().enumerate() {
        let prev = if i > 0 { Some(chars[i - 1]) } else { None };
        let next = chars.get(i + 1).copied();
        if c == '$' {
            maths = !maths;
        }
        if c == '*' && !maths {
            italic = !italic;
        }
        if c == ' ' && prev == Some(' ') {
            return Err(format!("doubled space in {s:?}"));
        }
        if matches!(c, ',' | '.') && prev.is_some_and(|p| p == ' ' || p == NNBSP || p == NBSP) {
            return Err(format!("space before {c:?} in {s:?}"));
        }
        if maths {
            continue;
        }
        match lang {
            Language::Fr => {
                let want = match c {
                    ';' | '!' | '?' | '»' => Some(NNBSP),
                    ':' | '%' => Some(NBSP),
                    _ => None,
                };
                if let Some(w) = want
                    && i > 0
                    && prev != Some(w)
                    // "?!" and "…?" keep one space before the first mark
                    && !prev.is_some_and(|p| matches!(p, '!' | '?' | '»' | ')'))
                {
                    // A colon inside a ratio or a time ("1:2", "10:30") is not punctuation.
                    let digits = prev.is_some_and(|p| p.is_ascii_digit())
                        && next.is_some_and(|n| n.is_ascii_digit());
                    if !(c == ':' && digits) {
                        return Err(format!("{c:?} without its no-break space in {s:?}"));
                    }
                }
                if c == '«' && next != Some(NNBSP) {
                    return Err(format!("« without its narrow no-break space in {s:?}"));
                }
                if c == '.'
                    && prev.is_some_and(|p| p.is_ascii_digit())
                    && next.is_some_and(|n| n.is_ascii_digit())
                {
                    return Err(format!("decimal point in French text {s:?}"));
                }
            }
            Language::En => {
                if matches!(c, ';' | '!' | '?' | ':')
                    && prev.is_some_and(|p| matches!(p, ' ' | NBSP | NNBSP))
                    && !italic
                {
                    return Err(format!("French spacing in English text {s:?}"));
                }
            }
        }
    }
    if maths {
        return Err(format!("unbalanced $ in {s:?}"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_spacing_is_applied_and_checked() {
        let fixed = typo("Attention : si $a:b$ ; « oui » ! 5 % ?", Language::Fr);
        assert_eq!(
            fixed,
            "Attention\u{A0}: si $a:b$\u{202F}; «\u{202F}oui\u{202F}»\u{202F}! 5\u{A0}%\u{202F}?"
        );
        assert_eq!(check(&fixed, Language::Fr), Ok(()));
        assert_eq!(
            typo("1 000 m et 2 745 ; 3 et 12 500,5 g", Language::Fr),
            "1\u{202F}000\u{A0}m et 2\u{202F}745\u{202F}; 3\u{A0}et 12\u{202F}500,5\u{A0}g"
        );
        assert!(check("Attention : oui", Language::Fr).is_err());
        assert!(check("Vrai ?", Language::Fr).is_err());
        assert!(check("3.5 cm", Language::Fr).is_err());
        assert!(check("a  b", Language::Fr).is_err());
        assert!(check("$x", Language::En).is_err());
        assert_eq!(check("Note: yes; 3.5 cm?", Language::En), Ok(()));
        assert_eq!(typo("Note: yes", Language::En), "Note: yes");
        assert_eq!(
            typo("25 % of 12 cm, in 2 h", Language::En),
            "25% of 12\u{A0}cm, in 2\u{A0}h"
        );
        assert_eq!(
            typo("par 2, 3, 5 et 10 ; $A(1 ; 2)$ et $U = 6$ V", Language::Fr),
            "par 2\u{202F}; 3\u{202F}; 5\u{A0}et 10\u{202F}; $A(1\u{202F}; 2)$ et $U = 6$\u{A0}V"
        );
        assert_eq!(typo("$U = 6$ V", Language::En), "$U = 6$\u{A0}V");
        // a French example quoted in an English text keeps its own spacing
        let quoted = typo(
            "Ask *qui est-ce qui ?* first: *Attention : oui*!",
            Language::En,
        );
        assert_eq!(
            quoted,
            "Ask *qui est-ce qui\u{202F}?* first: *Attention\u{A0}: oui*!"
        );
        assert_eq!(typo(&quoted, Language::En), quoted);
        assert_eq!(check(&quoted, Language::En), Ok(()));
        assert!(check("Ask who ? first", Language::En).is_err());
    }
}
