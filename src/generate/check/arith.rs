//! Exact arithmetic on displayed text, written for the checker alone: a fraction type on
//! `i128`, a reader of numbers as a French or English pupil sees them ("12 500,5", "12,500.5"),
//! an evaluator of "3 × (4 + 5)²", and the units a quantity can be written in.

use crate::domain::question::Language;

const NNBSP: char = '\u{202F}';
const NBSP: char = '\u{A0}';

/// An exact fraction, always reduced, denominator positive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Q {
    pub(crate) n: i128,
    pub(crate) d: i128,
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Q {
    pub(crate) fn new(n: i128, d: i128) -> Option<Q> {
        if d == 0 {
            return None;
        }
        let g = gcd(n, d).max(1);
        let s = if d < 0 { -1 } else { 1 };
        Some(Q {
            n: s * n / g,
            d: s * d / g,
        })
    }
    pub(crate) fn int(n: i128) -> Q {
        Q { n, d: 1 }
    }
    pub(crate) fn add(self, o: Q) -> Option<Q> {
        Q::new(
            self.n
                .checked_mul(o.d)?
                .checked_add(o.n.checked_mul(self.d)?)?,
            self.d.checked_mul(o.d)?,
        )
    }
    pub(crate) fn neg(self) -> Q {
        Q {
            n: -self.n,
            d: self.d,
        }
    }
    pub(crate) fn sub(self, o: Q) -> Option<Q> {
        self.add(o.neg())
    }
    pub(crate) fn mul(self, o: Q) -> Option<Q> {
        let g1 = gcd(self.n, o.d).max(1);
        let g2 = gcd(o.n, self.d).max(1);
        Q::new(
            (self.n / g1).checked_mul(o.n / g2)?,
            (self.d / g2).checked_mul(o.d / g1)?,
        )
    }
    pub(crate) fn div(self, o: Q) -> Option<Q> {
        if o.n == 0 {
            return None;
        }
        self.mul(Q { n: o.d, d: o.n }.norm())
    }
    fn norm(self) -> Q {
        if self.d < 0 {
            Q {
                n: -self.n,
                d: -self.d,
            }
        } else {
            self
        }
    }
    pub(crate) fn pow(self, e: i32) -> Option<Q> {
        if e.unsigned_abs() > 40 {
            return None;
        }
        let mut r = Q::int(1);
        for _ in 0..e.unsigned_abs() {
            r = r.mul(self)?;
        }
        if e < 0 { Q::int(1).div(r) } else { Some(r) }
    }
    /// The exact square root, when it is a fraction.
    pub(crate) fn sqrt(self) -> Option<Q> {
        if self.n < 0 {
            return None;
        }
        let r = |x: i128| {
            let s = (x as f64).sqrt().round() as i128;
            (s * s == x).then_some(s)
        };
        Q::new(r(self.n)?, r(self.d)?)
    }
    pub(crate) fn f64(self) -> f64 {
        self.n as f64 / self.d as f64
    }
    /// Whether it has a finite decimal expansion (denominator 2^a 5^b).
    pub(crate) fn terminates(self) -> bool {
        let mut d = self.d;
        while d % 2 == 0 {
            d /= 2;
        }
        while d % 5 == 0 {
            d /= 5;
        }
        d == 1
    }
    /// The nearest fraction with a denominator up to 10⁶ of a float (a value the generator
    /// stored as f64).
    pub(crate) fn from_f64(x: f64) -> Option<Q> {
        if !x.is_finite() || x.abs() > 1e15 {
            return None;
        }
        for d in [
            1i128, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 25, 100, 1000, 10_000, 100_000,
            1_000_000,
        ] {
            let n = (x * d as f64).round();
            if (n / d as f64 - x).abs() <= 1e-9 * x.abs().max(1.0) {
                return Q::new(n as i128, d);
            }
        }
        // continued fraction
        let (mut h0, mut h1, mut k0, mut k1) = (0i128, 1i128, 1i128, 0i128);
        let mut v = x;
        for _ in 0..30 {
            let a = v.floor();
            let (h2, k2) = (a as i128 * h1 + h0, a as i128 * k1 + k0);
            if k2 > 1_000_000 {
                break;
            }
            (h0, h1, k0, k1) = (h1, h2, k1, k2);
            if (h1 as f64 / k1 as f64 - x).abs() <= 1e-12 * x.abs().max(1.0) {
                return Q::new(h1, k1);
            }
            let f = v - a;
            if f.abs() < 1e-15 {
                break;
            }
            v = 1.0 / f;
        }
        None
    }
}

/// A token of a displayed calculation.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Tok {
    Num(Q),
    Op(char),
    Open,
    Close,
    Pow(i32),
    Sqrt,
}

fn superscript(c: char) -> Option<char> {
    Some(match c {
        '⁰' => '0',
        '¹' => '1',
        '²' => '2',
        '³' => '3',
        '⁴' => '4',
        '⁵' => '5',
        '⁶' => '6',
        '⁷' => '7',
        '⁸' => '8',
        '⁹' => '9',
        '⁻' => '-',
        _ => return None,
    })
}

/// Reads the number starting at `c[i]` (digits, grouping, decimal separator): its value and
/// the index after it.
pub(crate) fn read_number(c: &[char], mut i: usize, lang: Language) -> Option<(Q, usize)> {
    let digit = |j: usize| c.get(j).is_some_and(char::is_ascii_digit);
    if !digit(i) {
        return None;
    }
    let mut int = String::new();
    loop {
        while digit(i) {
            int.push(c[i]);
            i += 1;
        }
        // a thousands group: separator then exactly three digits
        let sep = c.get(i).copied();
        let grouping = match lang {
            Language::Fr => matches!(sep, Some(NNBSP)),
            Language::En => sep == Some(','),
        };
        if grouping
            && digit(i + 1)
            && digit(i + 2)
            && digit(i + 3)
            && !digit(i + 4)
            && !(lang == Language::En && c.get(i + 4) == Some(&','))
        {
            i += 1;
            continue;
        }
        if grouping && lang == Language::En && digit(i + 1) && digit(i + 2) && digit(i + 3) {
            i += 1;
            continue;
        }
        break;
    }
    let mut frac = String::new();
    let dec = match lang {
        Language::Fr => ',',
        Language::En => '.',
    };
    if c.get(i) == Some(&dec) && digit(i + 1) {
        i += 1;
        while digit(i) {
            frac.push(c[i]);
            i += 1;
        }
    }
    if int.len() + frac.len() > 30 {
        return None;
    }
    let n: i128 = format!("{int}{frac}").parse().ok()?;
    Some((Q::new(n, 10i128.pow(frac.len() as u32))?, i))
}

fn tokens(s: &str, lang: Language) -> Option<Vec<Tok>> {
    let c: Vec<char> = s.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        if ch.is_ascii_digit() {
            let (mut q, mut j) = read_number(&c, i, lang)?;
            // "3/4" written without spaces is one fraction (its bar binds first)
            if c.get(j) == Some(&'/') && c.get(j + 1).is_some_and(char::is_ascii_digit) {
                let (d, k) = read_number(&c, j + 1, lang)?;
                q = q.div(d)?;
                j = k;
            }
            out.push(Tok::Num(q));
            i = j;
            continue;
        }
        if superscript(ch).is_some() {
            let mut e = String::new();
            while let Some(d) = c.get(i).and_then(|&x| superscript(x)) {
                e.push(d);
                i += 1;
            }
            out.push(Tok::Pow(e.parse().ok()?));
            continue;
        }
        match ch {
            ' ' | NBSP | NNBSP => {}
            '+' => out.push(Tok::Op('+')),
            '-' | '−' => out.push(Tok::Op('-')),
            '×' | '*' | '·' => out.push(Tok::Op('*')),
            '÷' | '/' | ':' => out.push(Tok::Op('/')),
            '√' => out.push(Tok::Sqrt),
            '(' | '[' => out.push(Tok::Open),
            ')' | ']' => out.push(Tok::Close),
            _ => return None,
        }
        i += 1;
    }
    Some(out)
}

struct Parser {
    t: Vec<Tok>,
    i: usize,
}

impl Parser {
    fn peek(&self) -> Option<Tok> {
        self.t.get(self.i).copied()
    }
    fn expr(&mut self) -> Option<Q> {
        let mut v = self.term()?;
        while let Some(Tok::Op(o @ ('+' | '-'))) = self.peek() {
            self.i += 1;
            let r = self.term()?;
            v = if o == '+' { v.add(r)? } else { v.sub(r)? };
        }
        Some(v)
    }
    fn term(&mut self) -> Option<Q> {
        let mut v = self.unary()?;
        while let Some(Tok::Op(o @ ('*' | '/'))) = self.peek() {
            self.i += 1;
            let r = self.unary()?;
            v = if o == '*' { v.mul(r)? } else { v.div(r)? };
        }
        Some(v)
    }
    fn unary(&mut self) -> Option<Q> {
        match self.peek() {
            Some(Tok::Op('-')) => {
                self.i += 1;
                Some(self.unary()?.neg())
            }
            Some(Tok::Op('+')) => {
                self.i += 1;
                self.unary()
            }
            Some(Tok::Sqrt) => {
                self.i += 1;
                self.power()?.sqrt()
            }
            _ => self.power(),
        }
    }
    fn power(&mut self) -> Option<Q> {
        let base = match self.peek()? {
            Tok::Num(q) => {
                self.i += 1;
                q
            }
            Tok::Open => {
                self.i += 1;
                let v = self.expr()?;
                if self.peek()? != Tok::Close {
                    return None;
                }
                self.i += 1;
                v
            }
            _ => return None,
        };
        if let Some(Tok::Pow(e)) = self.peek() {
            self.i += 1;
            return base.pow(e);
        }
        Some(base)
    }
}

/// The exact value of a displayed calculation ("3 × (4 + 5)²", "12,5 ÷ 5", "-3/4"), or `None`
/// when it is not one.
pub(crate) fn eval(s: &str, lang: Language) -> Option<Q> {
    let t = tokens(s, lang)?;
    if t.is_empty() {
        return None;
    }
    let mut p = Parser { t, i: 0 };
    let v = p.expr()?;
    (p.i == p.t.len()).then_some(v)
}

/// Whether a displayed calculation has an operator (so is more than a number).
pub(crate) fn has_operator(s: &str, lang: Language) -> bool {
    tokens(s, lang).is_some_and(|t| {
        t.iter().enumerate().any(|(i, k)| match k {
            Tok::Op('-') => i > 0,
            Tok::Op(_) | Tok::Pow(_) => true,
            _ => false,
        })
    })
}

/// Factor from a unit to its base unit, exactly (the checker's own table).
pub(crate) fn unit_factor(u: &str) -> Option<Q> {
    let (n, d): (i128, i128) = match u {
        "" | "°" | "€" | "N" | "N/kg" | "V" | "A" | "Ω" | "J" | "W" | "m" | "m²" | "m³" | "kg"
        | "s" | "m/s" | "kg/m³" | "g/L" | "élèves" | "students" | "points" | "pts" => (1, 1),
        "%" => (1, 100),
        "mm" => (1, 1000),
        "cm" => (1, 100),
        "dm" => (1, 10),
        "dam" => (10, 1),
        "hm" => (100, 1),
        "km" => (1000, 1),
        "mm²" => (1, 1_000_000),
        "cm²" => (1, 10_000),
        "dm²" => (1, 100),
        "dam²" => (100, 1),
        "hm²" | "ha" => (10_000, 1),
        "a" => (100, 1),
        "km²" => (1_000_000, 1),
        "mm³" => (1, 1_000_000_000),
        "cm³" | "mL" => (1, 1_000_000),
        "dm³" | "L" => (1, 1000),
        "dam³" => (1000, 1),
        "cL" => (1, 100_000),
        "dL" => (1, 10_000),
        "hL" => (1, 10),
        "kL" => (1, 1),
        "daL" => (1, 100),
        "t" => (1000, 1),
        "g" => (1, 1000),
        "hg" => (1, 10),
        "dag" => (1, 100),
        "dg" => (1, 10_000),
        "cg" => (1, 100_000),
        "mg" => (1, 1_000_000),
        "min" => (60, 1),
        "h" => (3600, 1),
        "km/h" => (5, 18),
        "m/min" => (1, 60),
        "km/min" => (50, 3),
        "km/s" => (1000, 1),
        "g/cm³" | "kg/L" | "g/mL" | "kg/dm³" => (1000, 1),
        "mg/L" => (1, 1000),
        "mV" | "mA" => (1, 1000),
        "kV" | "kΩ" | "kJ" | "kW" => (1000, 1),
        "MJ" | "MW" => (1_000_000, 1),
        "Wh" => (3600, 1),
        "kWh" => (3_600_000, 1),
        "mol" | "mmol/L" | "m/s²" | "Hz" | "Pa" | "K" | "Bq" | "J/K" => (1, 1),
        "mmol" | "µmol/L" | "g/mol" | "L/mol" | "ms" | "mC" => (1, 1000),
        "µmol" | "µs" | "µm" | "µF" | "µC" => (1, 1_000_000),
        "nm" | "nF" => (1, 1_000_000_000),
        "mol/L" | "kHz" | "kPa" | "kBq" => (1000, 1),
        "hPa" => (100, 1),
        "MBq" => (1_000_000, 1),
        // a Julian year
        "ans" | "years" => (31_557_600, 1),
        _ => return None,
    };
    Q::new(n, d)
}

/// A displayed quantity ("2,5 km", "3/4", "25 %", "2³", "1,2 × 10⁴ m") in base units.
pub(crate) fn quantity(s: &str, lang: Language) -> Option<Q> {
    let s = s.trim();
    if let Some(v) = eval(s, lang) {
        return Some(v);
    }
    // number then unit after a (no-break) space, or a glued "°"/"%"
    for (i, ch) in s.char_indices().rev() {
        if matches!(ch, ' ' | NBSP | NNBSP) {
            let (n, u) = (&s[..i], s[i + ch.len_utf8()..].trim());
            if let (Some(v), Some(k)) = (eval(n, lang), unit_factor(u)) {
                return v.mul(k);
            }
        }
    }
    for suffix in ["°", "%"] {
        if let Some(n) = s.strip_suffix(suffix) {
            return eval(n, lang)?.mul(unit_factor(suffix)?);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evaluates_displayed_calculations() {
        let fr = Language::Fr;
        let en = Language::En;
        assert_eq!(eval("3 × (4 + 5)²", fr), Some(Q::int(243)));
        assert_eq!(eval("12\u{202F}500,5 - 0,5", fr), Some(Q::int(12500)));
        assert_eq!(eval("12,500.5 - 0.5", en), Some(Q::int(12500)));
        assert_eq!(eval("-3/4 + 1", fr), Q::new(1, 4));
        assert_eq!(eval("7/9 ÷ 1/6", fr), Q::new(14, 3));
        assert_eq!(eval("88 - 72 : 8", fr), Some(Q::int(79)));
        assert_eq!(eval("√(54 ÷ 6) + √25", fr), Some(Q::int(8)));
        assert_eq!(eval("√2", fr), None);
        assert_eq!(eval("2 × 10⁻²", fr), Q::new(1, 50));
        assert_eq!(eval("1 − (−2)", fr), Some(Q::int(3)));
        assert_eq!(eval("3 x", fr), None);
        assert_eq!(eval("3,5", en), None);
        assert_eq!(quantity("2,5\u{A0}km", fr), Some(Q::int(2500)));
        assert_eq!(quantity("25\u{A0}%", fr), Q::new(1, 4));
        assert_eq!(quantity("25%", en), Q::new(1, 4));
        assert_eq!(quantity("90\u{A0}km/h", fr), Some(Q::int(25)));
        assert!(!Q::new(1, 3).unwrap().terminates());
        assert!(Q::new(3, 40).unwrap().terminates());
        assert_eq!(Q::from_f64(1.0 / 3.0), Q::new(1, 3));
        assert!(has_operator("2 + 3", fr) && !has_operator("-3", fr));
    }
}
