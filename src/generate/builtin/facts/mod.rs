//! Independent verification. A generator records the parameters of its question as [`Facts`]
//! (and the statements of its options as [`Claim`]s); the checks here recompute the answer a
//! second way (substitution, an equivalent formula, brute-force enumeration, parsing back what
//! is displayed) without calling the generator's own computation.

use std::f64::consts::PI;

pub(crate) mod laws;

use super::super::expr;
use super::super::num;
use super::super::rational::{Rational, gcd};
use super::units;
use crate::domain::question::Language;

/// A plane or solid figure and the measured quantity, with its dimensions (base units).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Shape {
    /// `[length, width]`.
    RectangleArea,
    /// `[length, width]`.
    RectanglePerimeter,
    /// `[side]`.
    SquareArea,
    /// `[side]`.
    SquarePerimeter,
    /// `[base, height]`.
    TriangleArea,
    /// `[base, height]`.
    ParallelogramArea,
    /// `[radius]`.
    DiscArea,
    /// `[radius]`.
    Circumference,
    /// `[length, width, height]`.
    CuboidVolume,
    /// `[leg 1, leg 2, height]` (right-triangle base).
    PrismVolume,
    /// `[radius, height]`.
    CylinderVolume,
    /// `[base side, height]` (square base).
    PyramidVolume,
    /// `[radius, height]`.
    ConeVolume,
    /// `[radius]`.
    SphereVolume,
    /// `[radius]`.
    SphereArea,
}

/// A statistic of a data set.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Stat {
    Mean,
    Median,
    Range,
    Total,
    /// The value of entry `i`.
    Entry(usize),
    /// Frequency (in %) of entry `i` in the total.
    Percent(usize),
    /// The largest value.
    Max,
    /// The first (1) or third (3) quartile: the smallest value of the series with at least a
    /// quarter (three quarters) of the values at or below it.
    Quartile(u8),
    /// The interquartile range Q3 - Q1.
    Interquartile,
}

/// An event on draws from an urn (colours are indices into the counts).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Event {
    /// The (first) ball has colour `c`.
    Colour(usize),
    /// The (first) ball does not have colour `c`.
    NotColour(usize),
    /// First ball of colour `a`, second of colour `b`.
    Then(usize, usize),
    /// Both balls have the same colour.
    Same,
    /// At least one ball has colour `c`.
    AtLeastOne(usize),
}

/// What is asked about a line known by two of its points.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum LineWant {
    Slope,
    Intercept,
    Antecedent(f64),
}

/// The parameters of a question, enough to recheck any candidate answer.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Facts {
    /// The answer is the exact value of `expr` (at `x`).
    Expr {
        expr: String,
        x: Option<Rational>,
        tol: f64,
    },
    /// `a × b = c` (base units); the answer goes in `slot`.
    Product {
        abc: [f64; 3],
        slot: usize,
        tol: f64,
    },
    /// `E = ½ m v²` as `[m, v, E]`; the answer goes in `slot`.
    Kinetic {
        mve: [f64; 3],
        slot: usize,
        tol: f64,
    },
    /// Right triangle `[leg, leg, hypotenuse]`; the answer goes in `slot`.
    Pythagoras {
        sides: [f64; 3],
        slot: usize,
        tol: f64,
    },
    /// Right triangle `[hypotenuse, opposite, adjacent, angle°]`; the answer goes in `slot`.
    Trig {
        vals: [f64; 4],
        slot: usize,
        tol: f64,
    },
    /// `a / b = c / d` as `[a, b, c, d]`; the answer goes in `slot`.
    Ratio {
        abcd: [f64; 4],
        slot: usize,
        tol: f64,
    },
    /// The answer plus the known angles make `total`.
    AngleSum { known: Vec<f64>, total: f64 },
    /// Quotient (or remainder) of the Euclidean division of `a` by `b`.
    Euclid { a: i64, b: i64, remainder: bool },
    /// The largest multiple of `d` below `bound`.
    LargestMultiple { d: i64, bound: i64 },
    /// The smallest prime divisor of `n`.
    SmallestPrime { n: i64 },
    /// The greatest common divisor.
    Gcd { a: i64, b: i64 },
    /// The exponent `k` with `base^k = expr`.
    PowerExp { base: Rational, expr: String },
    /// The solution of a linear equation in `x`.
    Solution { equation: String },
    /// Coefficient of `x^degree` of a polynomial expression of degree at most 2.
    Coef { expr: String, degree: u32 },
    /// `start × (1 + rate) = end` (rate as a fraction: 0,2 for +20 %); the answer goes in
    /// `slot` (0 start, 1 rate, 2 end).
    Evolution {
        vals: [f64; 3],
        slot: usize,
        tol: f64,
    },
    /// A measure of a figure.
    Shape {
        shape: Shape,
        dims: Vec<f64>,
        tol: f64,
    },
    /// `original × k^power`.
    Scale {
        k: Rational,
        power: u32,
        original: f64,
    },
    /// A line through two points.
    Line {
        p1: (f64, f64),
        p2: (f64, f64),
        want: LineWant,
    },
    /// A statistic of `data`.
    Stat {
        data: Vec<f64>,
        stat: Stat,
        tol: f64,
    },
    /// The probability of `event` when drawing `draws` balls from an urn with `counts`.
    Proba {
        counts: Vec<i64>,
        draws: u8,
        replace: bool,
        event: Event,
    },
    /// The same quantity as `value` `from` (a conversion).
    Convert { value: f64, from: &'static str },
    /// The derivative at `at` of the polynomial `expr` in `x` (degree at most 4), checked by
    /// the five-point difference quotient, exact for such polynomials.
    Derivative { expr: String, at: Rational },
    /// The integral from `a` to `b` of the polynomial `expr` in `x` (degree at most 3),
    /// checked by Simpson's rule, exact for such polynomials.
    Integral {
        expr: String,
        a: Rational,
        b: Rational,
    },
    /// A law of the lycée's physique-chimie and its data, in base units ([`laws`]).
    Law {
        law: laws::Law,
        data: Vec<f64>,
        tol: f64,
    },
    /// A short program (Python, as `check::program` reads it): the answer is the value of
    /// `var` at the end, or the last value printed when `var` is empty.
    Program { lines: Vec<String>, var: String },
}

/// The five-point difference quotient of `f` at `a` with step 1: exact for degree ≤ 4.
pub(crate) fn five_point(
    f: impl Fn(Rational) -> Option<Rational>,
    a: Rational,
) -> Option<Rational> {
    let one = Rational::ONE;
    let two = Rational::int(2);
    let (m2, m1, p1, p2) = (
        f(a.checked_sub(two)?)?,
        f(a.checked_sub(one)?)?,
        f(a.checked_add(one)?)?,
        f(a.checked_add(two)?)?,
    );
    let eight = Rational::int(8);
    m2.checked_sub(eight.checked_mul(m1)?)?
        .checked_add(eight.checked_mul(p1)?)?
        .checked_sub(p2)?
        .checked_div(Rational::int(12))
}

/// Simpson's rule for `f` on `[a, b]`: exact for degree ≤ 3.
pub(crate) fn simpson(
    f: impl Fn(Rational) -> Option<Rational>,
    a: Rational,
    b: Rational,
) -> Option<Rational> {
    let mid = a.checked_add(b)?.checked_div(Rational::int(2))?;
    let inner = f(a)?
        .checked_add(Rational::int(4).checked_mul(f(mid)?)?)?
        .checked_add(f(b)?)?;
    b.checked_sub(a)?
        .checked_mul(inner)?
        .checked_div(Rational::int(6))
}

fn len_pt(a: (f64, f64), b: (f64, f64)) -> f64 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

fn close(a: f64, b: f64, tol: f64) -> bool {
    (a - b).abs() <= tol + 1e-9 * a.abs().max(b.abs()).max(1.0)
}

fn is_prime(n: i64) -> bool {
    n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
}

/// All ordered draws (ball indices) and whether the event holds: favourable / total.
fn enumerate(counts: &[i64], draws: u8, replace: bool, event: Event) -> Option<(i64, i64)> {
    let balls: Vec<usize> = counts
        .iter()
        .enumerate()
        .flat_map(|(c, &n)| std::iter::repeat_n(c, usize::try_from(n).unwrap_or(0)))
        .collect();
    let (mut fav, mut total) = (0i64, 0i64);
    let holds = |seq: &[usize]| match event {
        Event::Colour(c) => seq[0] == c,
        Event::NotColour(c) => seq[0] != c,
        Event::Then(a, b) => seq.len() > 1 && seq[0] == a && seq[1] == b,
        Event::Same => seq.len() > 1 && seq[0] == seq[1],
        Event::AtLeastOne(c) => seq.contains(&c),
    };
    match draws {
        1 => {
            for &b in &balls {
                total += 1;
                fav += i64::from(holds(&[b]));
            }
        }
        2 => {
            for (i, &b1) in balls.iter().enumerate() {
                for (j, &b2) in balls.iter().enumerate() {
                    if !replace && i == j {
                        continue;
                    }
                    total += 1;
                    fav += i64::from(holds(&[b1, b2]));
                }
            }
        }
        _ => return None,
    }
    (total > 0).then_some((fav, total))
}

/// Coefficients `[c0, c1, c2]` of a polynomial of degree ≤ 2 from its values at -1, 0, 1.
fn coefficients(expr: &str, lang: Language) -> Option<[Rational; 3]> {
    let p = |x: i64| expr::eval_with(expr, lang, Some(Rational::int(x)));
    let (m, z, o) = (p(-1)?, p(0)?, p(1)?);
    let two = Rational::int(2);
    let c1 = (o - m) / two;
    let c2 = (o + m) / two - z;
    // reject anything of higher degree
    let at2 = p(2)?;
    (at2 == z + c1 * two + c2 * Rational::int(4)).then_some([z, c1, c2])
}

impl Facts {
    /// The answer is exactly the value of `expr`.
    pub(crate) fn exact(expr: String) -> Self {
        Facts::Expr {
            expr,
            x: None,
            tol: 0.0,
        }
    }

    /// Whether `candidate` (in base units) answers the question.
    pub(crate) fn satisfies(&self, candidate: f64, lang: Language) -> bool {
        let c = candidate;
        if !c.is_finite() {
            return false;
        }
        match self {
            Facts::Expr { expr, x, tol } => {
                expr::eval_with(expr, lang, *x).is_some_and(|v| close(c, v.to_f64(), *tol))
            }
            Facts::Derivative { expr, at } => {
                five_point(|x| expr::eval_with(expr, lang, Some(x)), *at)
                    .is_some_and(|v| close(c, v.to_f64(), 0.0))
            }
            Facts::Integral { expr, a, b } => {
                simpson(|x| expr::eval_with(expr, lang, Some(x)), *a, *b)
                    .is_some_and(|v| close(c, v.to_f64(), 0.0))
            }
            Facts::Product { abc, slot, tol } => {
                let mut v = *abc;
                v[*slot] = c;
                // substitution: a × b must give c; the tolerance on the unknown propagates
                let scale = match slot {
                    0 => v[1].abs(),
                    1 => v[0].abs(),
                    _ => 1.0,
                };
                close(v[0] * v[1], v[2], tol * scale)
            }
            Facts::Kinetic { mve, slot, tol } => {
                let mut v = *mve;
                v[*slot] = c;
                let [m, s, e] = v;
                let scale = match slot {
                    0 => 0.5 * s * s,
                    1 => m * s.abs(),
                    _ => 1.0,
                };
                close(m * s * s, 2.0 * e, 2.0 * tol * scale)
            }
            Facts::Pythagoras { sides, slot, tol } => {
                let mut v = *sides;
                v[*slot] = c;
                let [a, b, h] = v;
                if a <= 0.0 || b <= 0.0 || h <= 0.0 {
                    return false;
                }
                // c² = a² + b², with the tolerance of the unknown propagated (d(x²) = 2x dx)
                close(h * h, a * a + b * b, 2.0 * c * tol + tol * tol)
            }
            Facts::Trig { vals, slot, tol } => {
                let [hyp, opp, adj, angle] = *vals;
                match slot {
                    // the opposite side is the side adjacent to the complementary angle
                    0 => {
                        close(c * (90.0 - angle).to_radians().cos(), opp, tol + 1e-9)
                            || close(c * angle.to_radians().cos(), adj, tol + 1e-9)
                    }
                    1 => {
                        let base = if hyp > 0.0 {
                            hyp * (90.0 - angle).to_radians().cos()
                        } else {
                            adj * angle.to_radians().tan()
                        };
                        close(c, base, *tol)
                    }
                    2 => {
                        let base = if hyp > 0.0 {
                            hyp * (90.0 - angle).to_radians().sin()
                        } else {
                            opp / angle.to_radians().tan()
                        };
                        close(c, base, *tol)
                    }
                    _ => {
                        // angle from the two known sides through atan2 of a reconstructed triangle
                        let (o, a) = match (opp > 0.0, adj > 0.0) {
                            (true, true) => (opp, adj),
                            (true, false) => (opp, (hyp * hyp - opp * opp).max(0.0).sqrt()),
                            _ => ((hyp * hyp - adj * adj).max(0.0).sqrt(), adj),
                        };
                        close(c, o.atan2(a).to_degrees(), *tol)
                    }
                }
            }
            Facts::Ratio { abcd, slot, tol } => {
                let mut v = *abcd;
                v[*slot] = c;
                let [a, b, cc, d] = v;
                let scale = match slot {
                    0 => d.abs(),
                    1 => cc.abs(),
                    2 => b.abs(),
                    _ => a.abs(),
                };
                close(a * d, b * cc, tol * scale)
            }
            Facts::AngleSum { known, total } => close(c + known.iter().sum::<f64>(), *total, 0.0),
            Facts::Euclid { a, b, remainder } => {
                if c.fract() != 0.0 {
                    return false;
                }
                let v = c as i64;
                if *remainder {
                    (0..*b).contains(&v) && (a - v) % b == 0
                } else {
                    b * v <= *a && *a < b * (v + 1)
                }
            }
            Facts::LargestMultiple { d, bound } => {
                c.fract() == 0.0 && {
                    let v = c as i64;
                    v % d == 0 && v < *bound && v + d >= *bound
                }
            }
            Facts::SmallestPrime { n } => {
                c.fract() == 0.0 && {
                    let p = c as i64;
                    is_prime(p) && n % p == 0 && (2..p).all(|q| n % q != 0)
                }
            }
            Facts::Gcd { a, b } => {
                c.fract() == 0.0 && {
                    let g = c as i64;
                    g >= 1
                        && a % g == 0
                        && b % g == 0
                        && ((g + 1)..=(*a.min(b))).all(|d| a % d != 0 || b % d != 0)
                }
            }
            Facts::PowerExp { base, expr } => {
                c.fract() == 0.0
                    && match (expr::eval(expr, lang), base.checked_pow(c as i32)) {
                        (Some(v), Some(p)) => v == p,
                        _ => false,
                    }
            }
            Facts::Solution { equation } => {
                // the candidate as a fraction with a small denominator
                (1..=200).any(|d| {
                    let n = (c * d as f64).round();
                    (n / d as f64 - c).abs() < 1e-9
                        && expr::solves(equation, lang, Rational::new(n as i64, d))
                })
            }
            Facts::Coef { expr, degree } => coefficients(expr, lang)
                .is_some_and(|k| close(c, k[*degree as usize].to_f64(), 0.0)),
            Facts::Evolution { vals, slot, tol } => {
                let mut v = *vals;
                v[*slot] = c;
                let scale = match slot {
                    0 => (1.0 + v[1]).abs(),
                    1 => v[0].abs(),
                    _ => 1.0,
                };
                close(v[0] * (1.0 + v[1]), v[2], tol * scale)
            }
            Facts::Shape { shape, dims, tol } => {
                let d = |i: usize| dims.get(i).copied().unwrap_or(0.0);
                // equivalent formulas (sums of parts, Archimedes' ratios, area = perimeter × r / 2)
                let expected = match shape {
                    Shape::RectangleArea => (0..4).map(|_| d(0) * d(1) / 4.0).sum(),
                    Shape::RectanglePerimeter => d(0) + d(1) + d(0) + d(1),
                    Shape::SquareArea => d(0).powi(2),
                    Shape::SquarePerimeter => d(0) + d(0) + d(0) + d(0),
                    Shape::TriangleArea => d(0) * d(1) - d(0) * d(1) / 2.0,
                    Shape::ParallelogramArea => 2.0 * (d(0) * d(1) / 2.0),
                    Shape::DiscArea => (2.0 * PI * d(0)) * d(0) / 2.0,
                    Shape::Circumference => 2.0 * (PI * d(0) * d(0)) / d(0),
                    Shape::CuboidVolume => d(2) * d(1) * d(0),
                    Shape::PrismVolume => d(0) * d(1) * d(2) / 2.0,
                    Shape::CylinderVolume => (PI * d(0) * d(0)) * d(1),
                    Shape::PyramidVolume => d(0) * d(0) * d(1) - 2.0 * d(0) * d(0) * d(1) / 3.0,
                    Shape::ConeVolume => (PI * d(0) * d(0) * d(1)) / 3.0,
                    Shape::SphereVolume => 2.0 / 3.0 * (PI * d(0) * d(0) * (2.0 * d(0))),
                    Shape::SphereArea => 4.0 * (PI * d(0) * d(0)),
                };
                close(c, expected, *tol)
            }
            Facts::Scale { k, power, original } => {
                let mut v = *original;
                for _ in 0..*power {
                    v *= k.to_f64();
                }
                close(c, v, 0.0)
            }
            Facts::Line { p1, p2, want } => {
                let (x1, y1) = *p1;
                let (x2, y2) = *p2;
                if x1 == x2 {
                    return false;
                }
                let slope = (y2 - y1) / (x2 - x1);
                match want {
                    LineWant::Slope => close(c, slope, 0.0),
                    LineWant::Intercept => close(c, y1 - slope * x1, 0.0),
                    LineWant::Antecedent(y) => close(y1 + slope * (c - x1), *y, 0.0),
                }
            }
            Facts::Stat { data, stat, tol } => {
                let n = data.len();
                if n == 0 {
                    return false;
                }
                match stat {
                    Stat::Mean => {
                        close(data.iter().map(|x| x - c).sum::<f64>(), 0.0, tol * n as f64)
                    }
                    Stat::Median => {
                        // peel off one smallest and one largest value until one or two remain
                        let mut rest = data.clone();
                        while rest.len() > 2 {
                            let lo = rest
                                .iter()
                                .enumerate()
                                .min_by(|a, b| a.1.total_cmp(b.1))
                                .map_or(0, |(k, _)| k);
                            rest.swap_remove(lo);
                            let hi = rest
                                .iter()
                                .enumerate()
                                .max_by(|a, b| a.1.total_cmp(b.1))
                                .map_or(0, |(k, _)| k);
                            rest.swap_remove(hi);
                        }
                        close(c, rest.iter().sum::<f64>() / rest.len() as f64, *tol)
                    }
                    Stat::Range => {
                        let mut it = data.iter().copied();
                        let first = it.next().unwrap_or(0.0);
                        let (lo, hi) =
                            it.fold((first, first), |(lo, hi), x| (lo.min(x), hi.max(x)));
                        close(c, hi - lo, *tol)
                    }
                    Stat::Total => close(c, data.iter().rev().sum(), *tol),
                    Stat::Max => {
                        data.iter().any(|&v| close(c, v, *tol))
                            && data.iter().all(|&v| v <= c + tol + 1e-9)
                    }
                    Stat::Entry(i) => data.get(*i).is_some_and(|&v| close(c, v, *tol)),
                    Stat::Quartile(_) | Stat::Interquartile => {
                        // a quartile is the value with at least q/4 of the series at or below
                        // it and fewer than q/4 strictly below it (counted, not sorted)
                        let quartile = |q: f64| {
                            data.iter().copied().find(|&v| {
                                let at_most = data.iter().filter(|&&x| x <= v).count() as f64;
                                let below = data.iter().filter(|&&x| x < v).count() as f64;
                                at_most >= q * n as f64 / 4.0 && below < q * n as f64 / 4.0
                            })
                        };
                        match (stat, quartile(1.0), quartile(3.0)) {
                            (Stat::Quartile(1), Some(q1), _) => close(c, q1, *tol),
                            (Stat::Quartile(_), _, Some(q3)) => close(c, q3, *tol),
                            (_, Some(q1), Some(q3)) => close(c, q3 - q1, *tol),
                            _ => false,
                        }
                    }
                    Stat::Percent(i) => {
                        // the candidate is a fraction (25 % is 0,25 in base units)
                        let total: f64 = data.iter().sum();
                        data.get(*i)
                            .is_some_and(|&v| close(c * total, v, tol * total))
                    }
                }
            }
            Facts::Proba {
                counts,
                draws,
                replace,
                event,
            } => enumerate(counts, *draws, *replace, *event)
                .is_some_and(|(f, t)| close(c * t as f64, f as f64, 1e-9)),
            Facts::Convert { value, from } => {
                units::factor(from).is_some_and(|k| close(c, value * k, 1e-9 * (value * k).abs()))
            }
            Facts::Law { law, data, tol } => laws::satisfies(*law, data, *tol, c),
            Facts::Program { lines, var } => crate::generate::check::program::run(lines)
                .and_then(|r| {
                    if var.is_empty() {
                        r.printed.last().copied()
                    } else {
                        r.vars.get(var).copied()
                    }
                })
                .is_some_and(|v| close(c, v as f64, 0.0)),
        }
    }
}

/// A statement whose truth the checks can decide on their own.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Claim {
    /// Two displayed expressions have the same exact value.
    ExprEq { a: String, b: String },
    /// Two expressions in `x` are the same polynomial.
    PolyEq { a: String, b: String },
    /// The value (an expression) solves the equation.
    Solves { equation: String, x: String },
    /// `d` divides `n`.
    Divides { d: i64, n: i64 },
    /// `p` is prime.
    Prime { p: i64 },
    /// `text` is a product of primes equal to `n`.
    Factorization { n: i64, text: String },
    /// `text` is the irreducible form of the fraction (or integer) `of`.
    IrreducibleFormOf { text: String, of: String },
    /// The three lengths form a right triangle.
    RightTriangle { sides: [i64; 3] },
    /// AM/AB = AN/AC (lengths scaled to integers).
    Parallel { am: i64, ab: i64, an: i64, ac: i64 },
    /// Three angles of a triangle.
    TriangleAngles { angles: [i64; 3] },
    /// In a triangle ABC right-angled at B (vertices 0, 1, 2), `func` (0 cos, 1 sin, 2 tan) of
    /// the angle at `vertex` equals the length ratio `num` / `den` (segments as vertex pairs).
    TrigRatio {
        func: u8,
        vertex: usize,
        num: [usize; 2],
        den: [usize; 2],
    },
    /// The statistic of the data is the displayed value.
    Stat {
        data: Vec<f64>,
        stat: Stat,
        value: String,
    },
    /// Two displayed quantities (with units) are equal.
    SameQty { a: String, b: String },
    /// The displayed quantities (expressions, with units) are strictly increasing.
    Ascending { items: Vec<String> },
    /// The form (with its pronoun, or alone for the imperative) is the verb conjugated at
    /// the tense (an id of the conjugation engine) and person (0–5).
    Conjugated {
        verb: String,
        tense: String,
        person: u8,
        form: String,
    },
    /// `left` is paired with `right` in a table of items written for the purpose.
    Pairs {
        pairs: Vec<(String, String)>,
        left: String,
        right: String,
    },
    /// `form` is the preterit (or past participle) of the English verb `base`.
    EnglishVerb {
        base: String,
        participle: bool,
        form: String,
    },
    /// `x` lies strictly between `lo` and `hi` (displayed numbers).
    Between { x: String, lo: String, hi: String },
    /// A statement decided by a chapter's fact bank (`bank::claim`).
    Bank(super::bank::claim::BankClaim),
    /// Lines numbered from 0 with the relations stated about them, `(i, j, perpendicular)`
    /// (parallel when not): line `a` is perpendicular (`perp`) or parallel to line `b`.
    /// Undecided when the relations do not link `a` to `b`.
    Lines {
        rels: Vec<(usize, usize, bool)>,
        a: usize,
        b: usize,
        perp: bool,
    },
}

/// Parses a displayed quantity ("2,5 km", "3/4", "2³", "25 %") into base units.
pub(crate) fn base_value(text: &str, lang: Language) -> Option<f64> {
    let (number, unit) = num::split_unit(text);
    if let (Some(factor), Some(v)) = (units::factor(unit), num::parse(number, lang)) {
        return Some(v * factor);
    }
    // an expression ("6,9 × 10⁴", "2³"), possibly followed by a unit after a no-break space
    if let Some(v) = expr::eval(text, lang) {
        return Some(v.to_f64());
    }
    let (number, unit) = text.rsplit_once(num::NBSP)?;
    Some(expr::eval(number, lang)?.to_f64() * units::factor(unit.trim())?)
}

impl Claim {
    /// Whether the statement is true.
    pub(crate) fn holds(&self, lang: Language) -> Option<bool> {
        Some(match self {
            Claim::ExprEq { a, b } => expr::eval(a, lang)? == expr::eval(b, lang)?,
            Claim::PolyEq { a, b } => expr::same_polynomial(a, b, lang),
            Claim::Solves { equation, x } => expr::solves(equation, lang, expr::eval(x, lang)?),
            Claim::Divides { d, n } => *d != 0 && n % d == 0,
            Claim::Prime { p } => is_prime(*p),
            Claim::Factorization { n, text } => {
                let factors: Vec<&str> = text.split('×').map(str::trim).collect();
                let mut product = Rational::ONE;
                for f in &factors {
                    // each factor: a prime, possibly with a superscript exponent
                    let base: String = f.chars().take_while(char::is_ascii_digit).collect();
                    let p: i64 = base.parse().ok()?;
                    if !is_prime(p) {
                        return Some(false);
                    }
                    product = product.checked_mul(expr::eval(f, lang)?)?;
                }
                product == Rational::int(*n)
            }
            Claim::IrreducibleFormOf { text, of } => {
                let same = expr::eval(text, lang)? == expr::eval(of, lang)?;
                let reduced = match text.split_once('/') {
                    Some((a, b)) => {
                        let (a, b): (i64, i64) = (a.trim().parse().ok()?, b.trim().parse().ok()?);
                        b > 1 && gcd(a, b) == 1
                    }
                    None => text.trim().parse::<i64>().is_ok(),
                };
                same && reduced
            }
            Claim::RightTriangle { sides } => {
                let mut s = *sides;
                s.sort_unstable();
                s[0] > 0 && s[0] * s[0] + s[1] * s[1] == s[2] * s[2]
            }
            Claim::Parallel { am, ab, an, ac } => am * ac == an * ab,
            Claim::TrigRatio {
                func,
                vertex,
                num,
                den,
            } => {
                // a concrete triangle: A(0, 3), B(0, 0), C(4, 0)
                let p = [(0.0f64, 3.0f64), (0.0, 0.0), (4.0, 0.0)];
                let len = |s: [usize; 2]| {
                    ((p[s[0]].0 - p[s[1]].0).powi(2) + (p[s[0]].1 - p[s[1]].1).powi(2)).sqrt()
                };
                let v = p[*vertex];
                let others: Vec<(f64, f64)> =
                    (0..3).filter(|i| i != vertex).map(|i| p[i]).collect();
                let (u, w) = (others[0], others[1]);
                let dot = (u.0 - v.0) * (w.0 - v.0) + (u.1 - v.1) * (w.1 - v.1);
                let angle = (dot / (len_pt(u, v) * len_pt(w, v))).acos();
                let f = match func {
                    0 => angle.cos(),
                    1 => angle.sin(),
                    _ => angle.tan(),
                };
                *vertex != 1 && (f - len(*num) / len(*den)).abs() < 1e-9
            }
            Claim::TriangleAngles { angles } => {
                angles.iter().all(|&a| a > 0) && angles.iter().sum::<i64>() == 180
            }
            Claim::Stat { data, stat, value } => {
                let v = base_value(value, lang)?;
                Facts::Stat {
                    data: data.clone(),
                    stat: *stat,
                    tol: 0.0,
                }
                .satisfies(v, lang)
            }
            Claim::SameQty { a, b } => {
                let (x, y) = (base_value(a, lang)?, base_value(b, lang)?);
                close(x, y, 0.0)
            }
            Claim::Ascending { items } => {
                let vals: Option<Vec<f64>> = items.iter().map(|s| base_value(s, lang)).collect();
                vals?.windows(2).all(|w| w[0] < w[1])
            }
            Claim::Conjugated {
                verb,
                tense,
                person,
                form,
            } => {
                use super::francais::conjugation as c;
                let t = c::Tense::from_id(tense)?;
                let v = c::verb(verb)?;
                let p = usize::from(*person);
                v.with_pronoun(t, p).as_deref() == Some(form.as_str())
                    || (t == c::Tense::Present
                        && p == 3
                        && form.strip_prefix("nous ") == v.form(t, p).as_deref())
            }
            Claim::Pairs { pairs, left, right } => {
                match super::francais::lexicon::answers(left, right)
                    .or_else(|| super::anglais::answers(left, right))
                {
                    Some(t) => t,
                    None => pairs.iter().any(|(l, r)| l == left && r == right),
                }
            }
            Claim::EnglishVerb {
                base,
                participle,
                form,
            } => super::anglais::english_form(base, *participle)? == form,
            Claim::Between { x, lo, hi } => {
                let (x, lo, hi) = (
                    base_value(x, lang)?,
                    base_value(lo, lang)?,
                    base_value(hi, lang)?,
                );
                lo < x && x < hi
            }
            Claim::Bank(c) => c.holds(lang)?,
            Claim::Lines { rels, a, b, perp } => {
                // the parity of the perpendiculars crossed on a path from a to b
                let mut parity: Vec<(usize, bool)> = vec![(*a, false)];
                let mut grew = true;
                while grew {
                    grew = false;
                    for &(i, j, p) in rels {
                        for (from, to) in [(i, j), (j, i)] {
                            let known = parity.iter().find(|(l, _)| *l == from).map(|x| x.1);
                            if let Some(k) = known
                                && !parity.iter().any(|(l, _)| *l == to)
                            {
                                parity.push((to, k ^ p));
                                grew = true;
                            }
                        }
                    }
                }
                parity.iter().find(|(l, _)| l == b)?.1 == *perp
            }
        })
    }
}

/// One verification of a built question.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Check {
    /// The displayed quantity `text` answers the question (`expect`) or does not.
    Shown {
        facts: Facts,
        text: String,
        expect: bool,
    },
    /// A raw value in `unit` answers the question.
    Value {
        facts: Facts,
        value: f64,
        unit: &'static str,
    },
    /// A statement is true (`expect`) or false.
    Claim { claim: Claim, expect: bool },
}

impl Check {
    /// Runs the check.
    pub(crate) fn run(&self, lang: Language) -> Result<(), String> {
        match self {
            Check::Shown {
                facts,
                text,
                expect,
            } => {
                let v = base_value(text, lang)
                    .ok_or_else(|| format!("cannot read the displayed value {text:?}"))?;
                if facts.satisfies(v, lang) != *expect {
                    return Err(format!(
                        "{text:?} is {} an answer, but is flagged {} ({facts:?})",
                        if *expect { "not" } else { "" },
                        if *expect { "correct" } else { "wrong" }
                    ));
                }
            }
            Check::Value { facts, value, unit } => {
                let k = units::factor(unit).ok_or_else(|| format!("unknown unit {unit:?}"))?;
                if !facts.satisfies(value * k, lang) {
                    return Err(format!("value {value} {unit} does not answer {facts:?}"));
                }
            }
            Check::Claim { claim, expect } => {
                let truth = claim
                    .holds(lang)
                    .ok_or_else(|| format!("cannot decide {claim:?}"))?;
                if truth != *expect {
                    return Err(format!("{claim:?} is {truth}, flagged {expect}"));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
