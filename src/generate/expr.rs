//! A small exact evaluator for the expressions the generator displays ("7 + 3 × 4",
//! "(-3) × (+5)", "3/4 + 5/6", "2³ × 2⁻¹", "3x + 5", "2(x - 1)²", "√49"), used by the
//! high-quality checks and the tests to verify what a student actually sees.

use super::num::{NBSP, THIN};
use super::rational::Rational;
use crate::domain::question::Language;

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Num(Rational),
    Var,
    Plus,
    Minus,
    Times,
    Div,
    Pow(i32),
    Caret,
    Sqrt,
    Open,
    Close,
}

fn superscript(c: char) -> Option<i32> {
    Some(match c {
        '⁰' => 0,
        '¹' => 1,
        '²' => 2,
        '³' => 3,
        '⁴' => 4,
        '⁵' => 5,
        '⁶' => 6,
        '⁷' => 7,
        '⁸' => 8,
        '⁹' => 9,
        _ => return None,
    })
}

fn lex(s: &str, lang: Language, var: char) -> Option<Vec<Tok>> {
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    let mut out = Vec::new();
    let dec_sep = match lang {
        Language::Fr => ',',
        Language::En => '.',
    };
    while i < chars.len() {
        let c = chars[i];
        match c {
            ' ' | NBSP => i += 1,
            '0'..='9' => {
                let mut int: i64 = 0;
                let mut scale = 0u32;
                let mut frac = false;
                while i < chars.len() {
                    let d = chars[i];
                    if let Some(v) = d.to_digit(10) {
                        int = int.checked_mul(10)?.checked_add(i64::from(v))?;
                        if frac {
                            scale += 1;
                        }
                    } else if d == dec_sep
                        && !frac
                        && chars.get(i + 1).is_some_and(char::is_ascii_digit)
                    {
                        frac = true;
                    } else if d == THIN
                        || (lang == Language::En
                            && d == ','
                            && chars.get(i + 1).is_some_and(char::is_ascii_digit))
                    {
                        // thousands separator
                    } else {
                        break;
                    }
                    i += 1;
                }
                let mut value = Rational::decimal(int, scale);
                // a written fraction "3/4" (no spaces) is one number: "7/8 ÷ 9/4" is (7/8) ÷ (9/4)
                // but a power binds tighter than the bar: "8/2²" is 8 ÷ 2² = 2, not (8/2)²
                if chars.get(i) == Some(&'/') && chars.get(i + 1).is_some_and(char::is_ascii_digit)
                {
                    let mut j = i + 1;
                    let mut den: i64 = 0;
                    while let Some(v) = chars.get(j).and_then(|c| c.to_digit(10)) {
                        den = den.checked_mul(10)?.checked_add(i64::from(v))?;
                        j += 1;
                    }
                    let raised = chars
                        .get(j)
                        .is_some_and(|c| *c == '^' || superscript(*c).is_some() || *c == '⁻');
                    if !raised {
                        value = value.checked_div(Rational::int(den))?;
                        i = j;
                    }
                }
                out.push(Tok::Num(value));
            }
            '+' => {
                out.push(Tok::Plus);
                i += 1;
            }
            '-' | '\u{2212}' => {
                out.push(Tok::Minus);
                i += 1;
            }
            '×' | '*' | '·' => {
                out.push(Tok::Times);
                i += 1;
            }
            '÷' | ':' | '/' => {
                out.push(Tok::Div);
                i += 1;
            }
            '^' => {
                out.push(Tok::Caret);
                i += 1;
            }
            '√' => {
                out.push(Tok::Sqrt);
                i += 1;
            }
            '(' | '[' => {
                out.push(Tok::Open);
                i += 1;
            }
            ')' | ']' => {
                out.push(Tok::Close);
                i += 1;
            }
            '⁻' | '⁰'..='⁹' | '¹' | '²' | '³' => {
                let neg = c == '⁻';
                if neg {
                    i += 1;
                }
                let mut e: i32 = 0;
                let mut any = false;
                while let Some(d) = chars.get(i).copied().and_then(superscript) {
                    e = e.checked_mul(10)?.checked_add(d)?;
                    any = true;
                    i += 1;
                }
                if !any {
                    return None;
                }
                out.push(Tok::Pow(if neg { -e } else { e }));
            }
            c if c == var => {
                out.push(Tok::Var);
                i += 1;
            }
            _ => return None,
        }
    }
    Some(out)
}

struct Parser<'a> {
    toks: &'a [Tok],
    pos: usize,
    x: Option<Rational>,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }

    fn expr(&mut self) -> Option<Rational> {
        let mut acc = self.term()?;
        while let Some(t) = self.peek() {
            match t {
                Tok::Plus => {
                    self.pos += 1;
                    acc = acc.checked_add(self.term()?)?;
                }
                Tok::Minus => {
                    self.pos += 1;
                    acc = acc.checked_sub(self.term()?)?;
                }
                _ => break,
            }
        }
        Some(acc)
    }

    fn term(&mut self) -> Option<Rational> {
        let mut acc = self.unary()?;
        loop {
            match self.peek() {
                Some(Tok::Times) => {
                    self.pos += 1;
                    acc = acc.checked_mul(self.unary()?)?;
                }
                Some(Tok::Div) => {
                    self.pos += 1;
                    acc = acc.checked_div(self.unary()?)?;
                }
                // implicit product: 3x, 2(x + 1), x(x - 1), (x + 1)(x - 1), 3√4
                Some(Tok::Var | Tok::Open | Tok::Sqrt) => {
                    acc = acc.checked_mul(self.power()?)?;
                }
                _ => break,
            }
        }
        Some(acc)
    }

    fn unary(&mut self) -> Option<Rational> {
        match self.peek() {
            Some(Tok::Minus) => {
                self.pos += 1;
                Some(-self.unary()?)
            }
            Some(Tok::Plus) => {
                self.pos += 1;
                self.unary()
            }
            _ => self.power(),
        }
    }

    fn power(&mut self) -> Option<Rational> {
        let base = self.atom()?;
        match self.peek() {
            Some(Tok::Pow(e)) => {
                let e = *e;
                self.pos += 1;
                base.checked_pow(e)
            }
            Some(Tok::Caret) => {
                self.pos += 1;
                let e = self.unary()?;
                if !e.is_integer() {
                    return None;
                }
                base.checked_pow(i32::try_from(e.num()).ok()?)
            }
            _ => Some(base),
        }
    }

    fn atom(&mut self) -> Option<Rational> {
        let t = self.peek()?.clone();
        self.pos += 1;
        match t {
            Tok::Num(r) => Some(r),
            Tok::Var => self.x,
            Tok::Open => {
                let v = self.expr()?;
                (self.peek() == Some(&Tok::Close)).then_some(())?;
                self.pos += 1;
                Some(v)
            }
            Tok::Sqrt => {
                let v = self.power()?;
                exact_sqrt(v)
            }
            _ => None,
        }
    }
}

fn isqrt(n: i64) -> Option<i64> {
    if n < 0 {
        return None;
    }
    let r = (n as f64).sqrt().round() as i64;
    (r.checked_mul(r)? == n).then_some(r)
}

/// The square root of a rational that is the square of a rational.
pub(crate) fn exact_sqrt(v: Rational) -> Option<Rational> {
    Rational::checked_new(isqrt(v.num())?, isqrt(v.den())?)
}

/// Evaluates `s` exactly, with the variable `x` bound to `x` (if any). `None`: malformed,
/// unbound variable, division by zero, or an irrational square root.
pub(crate) fn eval_with(s: &str, lang: Language, x: Option<Rational>) -> Option<Rational> {
    let toks = lex(s, lang, 'x')?;
    let mut p = Parser {
        toks: &toks,
        pos: 0,
        x,
    };
    let v = p.expr()?;
    (p.pos == toks.len()).then_some(v)
}

/// Evaluates a constant expression exactly.
pub(crate) fn eval(s: &str, lang: Language) -> Option<Rational> {
    eval_with(s, lang, None)
}

/// Whether two expressions in `x` are the same polynomial of degree < 6 (equal at 7 points).
pub(crate) fn same_polynomial(a: &str, b: &str, lang: Language) -> bool {
    (-3..=3).all(|k| {
        let x = Some(Rational::new(2 * k + 1, 2));
        match (eval_with(a, lang, x), eval_with(b, lang, x)) {
            (Some(u), Some(v)) => u == v,
            _ => false,
        }
    })
}

/// Whether `x` solves the equation `lhs = rhs` written as one text.
pub(crate) fn solves(equation: &str, lang: Language, x: Rational) -> bool {
    let Some((l, r)) = equation.split_once('=') else {
        return false;
    };
    matches!((eval_with(l, lang, Some(x)), eval_with(r, lang, Some(x))), (Some(a), Some(b)) if a == b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(n: i64, d: i64) -> Option<Rational> {
        Some(Rational::new(n, d))
    }

    #[test]
    fn evaluates_displayed_expressions() {
        let fr = Language::Fr;
        assert_eq!(eval("7 + 3 × 4", fr), r(19, 1));
        assert_eq!(eval("(7 + 3) × 4", fr), r(40, 1));
        assert_eq!(eval("20 - 8 : 4", fr), r(18, 1));
        assert_eq!(eval("(-3) × (+5)", fr), r(-15, 1));
        assert_eq!(eval("-3 - (-5)", fr), r(2, 1));
        assert_eq!(eval("3/4 + 5/6", fr), r(19, 12));
        assert_eq!(eval("7/8 ÷ 9/4", fr), r(7, 18));
        assert_eq!(eval("2 ÷ 3/4 × 2", fr), r(16, 3));
        assert_eq!(eval("-3/4", fr), r(-3, 4));
        assert_eq!(eval("2,5 × 1,2", fr), r(3, 1));
        assert_eq!(eval("2.5 × 1.2", Language::En), r(3, 1));
        assert_eq!(eval("12\u{202F}500 + 1", fr), r(12501, 1));
        assert_eq!(eval("2³ × 2⁻¹", fr), r(4, 1));
        assert_eq!(eval("(2²)³", fr), r(64, 1));
        assert_eq!(eval("10⁻³", fr), r(1, 1000));
        // a power binds tighter than a division, written fraction or not
        assert_eq!(eval("8/2²", fr), r(2, 1));
        assert_eq!(eval("8 / 2²", fr), r(2, 1));
        assert_eq!(eval("8 ÷ 2²", fr), r(2, 1));
        assert_eq!(eval("3/2^2", fr), r(3, 4));
        assert_eq!(eval("(8/2)²", fr), r(16, 1));
        assert_eq!(eval("3,45 × 10⁴", fr), r(34500, 1));
        assert_eq!(eval("√49 + √(9/4)", fr), r(17, 2));
        assert_eq!(eval("√2", fr), None);
        assert_eq!(eval("1/0", fr), None);
        assert_eq!(eval("2 +", fr), None);
        assert_eq!(eval_with("3x + 5", fr, r(2, 1)), r(11, 1));
        assert_eq!(eval_with("2(x - 1)²", fr, r(4, 1)), r(18, 1));
        assert_eq!(eval_with("-x²", fr, r(3, 1)), r(-9, 1));
        assert!(same_polynomial("(x + 3)²", "x² + 6x + 9", fr));
        assert!(!same_polynomial("(x + 3)²", "x² + 9", fr));
        assert!(solves("3x + 5 = 20", fr, Rational::int(5)));
        assert!(!solves("3x + 5 = 20", fr, Rational::int(4)));
    }
}
