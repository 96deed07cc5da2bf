//! Exact rational arithmetic on `i64` numerators and denominators, always kept reduced with a
//! positive denominator, so that `6/8` and `3/4` are the same value and `4/1` is an integer.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Div, Mul, Neg, Sub};

/// A reduced fraction `num/den` with `den > 0`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Rational {
    num: i64,
    den: i64,
}

/// Greatest common divisor of the absolute values (`gcd(0, 0) = 0`).
pub(crate) fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    i64::try_from(a).unwrap_or(i64::MAX)
}

/// Least common multiple of the absolute values (0 if either is 0).
pub(crate) fn lcm(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        return 0;
    }
    (a / gcd(a, b) * b).abs()
}

fn reduce128(num: i128, den: i128) -> Option<Rational> {
    if den == 0 {
        return None;
    }
    let (mut a, mut b) = (num.unsigned_abs(), den.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    let g = i128::try_from(a).ok()?.max(1);
    let sign = if den < 0 { -1 } else { 1 };
    let num = i64::try_from(sign * num / g).ok()?;
    let den = i64::try_from(sign * den / g).ok()?;
    Some(Rational { num, den })
}

impl Rational {
    /// Zero.
    #[cfg(test)]
    pub(crate) const ZERO: Rational = Rational { num: 0, den: 1 };
    /// One.
    pub(crate) const ONE: Rational = Rational { num: 1, den: 1 };

    /// `num/den`, reduced. Panics if `den` is 0.
    pub(crate) fn new(num: i64, den: i64) -> Self {
        Self::checked_new(num, den).expect("rational with a zero denominator")
    }

    /// `num/den`, reduced; `None` if `den` is 0.
    pub(crate) fn checked_new(num: i64, den: i64) -> Option<Self> {
        reduce128(i128::from(num), i128::from(den))
    }

    /// The integer `n`.
    pub(crate) const fn int(n: i64) -> Self {
        Rational { num: n, den: 1 }
    }

    /// A decimal given as `scaled / 10^decimals`, e.g. `(347, 2)` for 3.47.
    pub(crate) fn decimal(scaled: i64, decimals: u32) -> Self {
        Self::new(scaled, 10i64.pow(decimals))
    }

    /// Numerator (carries the sign).
    pub(crate) const fn num(self) -> i64 {
        self.num
    }

    /// Denominator (always positive).
    pub(crate) const fn den(self) -> i64 {
        self.den
    }

    /// Whether the value is an integer.
    pub(crate) const fn is_integer(self) -> bool {
        self.den == 1
    }

    /// Nearest `f64`.
    pub(crate) fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }

    /// Inverse; `None` for zero.
    pub(crate) fn recip(self) -> Option<Self> {
        Self::checked_new(self.den, self.num)
    }

    /// Sum, `None` on overflow.
    pub(crate) fn checked_add(self, o: Self) -> Option<Self> {
        let n = i128::from(self.num) * i128::from(o.den) + i128::from(o.num) * i128::from(self.den);
        reduce128(n, i128::from(self.den) * i128::from(o.den))
    }

    /// Difference, `None` on overflow.
    pub(crate) fn checked_sub(self, o: Self) -> Option<Self> {
        self.checked_add(Rational {
            num: o.num.checked_neg()?,
            den: o.den,
        })
    }

    /// Product, `None` on overflow.
    pub(crate) fn checked_mul(self, o: Self) -> Option<Self> {
        reduce128(
            i128::from(self.num) * i128::from(o.num),
            i128::from(self.den) * i128::from(o.den),
        )
    }

    /// Quotient, `None` on overflow or division by zero.
    pub(crate) fn checked_div(self, o: Self) -> Option<Self> {
        reduce128(
            i128::from(self.num) * i128::from(o.den),
            i128::from(self.den) * i128::from(o.num),
        )
    }

    /// `self^e` for any integer exponent; `None` on overflow or `0^negative`.
    pub(crate) fn checked_pow(self, e: i32) -> Option<Self> {
        let base = if e < 0 { self.recip()? } else { self };
        let mut acc = Rational::ONE;
        for _ in 0..e.unsigned_abs() {
            acc = acc.checked_mul(base)?;
        }
        Some(acc)
    }

    /// If the value is a decimal with at most `max_decimals` digits after the point:
    /// `(scaled, decimals)` with `value = scaled / 10^decimals` and `decimals` minimal.
    pub(crate) fn to_decimal(self, max_decimals: u32) -> Option<(i64, u32)> {
        for d in 0..=max_decimals {
            let p = 10i128.checked_pow(d)?;
            let scaled = i128::from(self.num) * p;
            if scaled % i128::from(self.den) == 0 {
                return Some((i64::try_from(scaled / i128::from(self.den)).ok()?, d));
            }
        }
        None
    }
}

impl From<i64> for Rational {
    fn from(n: i64) -> Self {
        Rational::int(n)
    }
}

impl Add for Rational {
    type Output = Rational;
    fn add(self, o: Self) -> Self {
        self.checked_add(o).expect("rational overflow")
    }
}

impl Sub for Rational {
    type Output = Rational;
    fn sub(self, o: Self) -> Self {
        self.checked_sub(o).expect("rational overflow")
    }
}

impl Mul for Rational {
    type Output = Rational;
    fn mul(self, o: Self) -> Self {
        self.checked_mul(o).expect("rational overflow")
    }
}

impl Div for Rational {
    type Output = Rational;
    fn div(self, o: Self) -> Self {
        self.checked_div(o)
            .expect("rational division by zero or overflow")
    }
}

impl Neg for Rational {
    type Output = Rational;
    fn neg(self) -> Self {
        Rational {
            num: -self.num,
            den: self.den,
        }
    }
}

impl Ord for Rational {
    fn cmp(&self, o: &Self) -> Ordering {
        (i128::from(self.num) * i128::from(o.den)).cmp(&(i128::from(o.num) * i128::from(self.den)))
    }
}

impl PartialOrd for Rational {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

/// Language-neutral form: `3/4`, `-3/4`, `5`.
impl fmt::Display for Rational {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn small() -> impl Strategy<Value = Rational> {
        (-1000i64..=1000, 1i64..=1000).prop_map(|(n, d)| Rational::new(n, d))
    }

    #[test]
    fn reduced_and_signed() {
        let r = Rational::new(6, -8);
        assert_eq!((r.num(), r.den()), (-3, 4));
        assert_eq!(Rational::new(4, 2), Rational::int(2));
        assert!(Rational::new(4, 2).is_integer());
        assert_eq!(Rational::new(0, -5), Rational::ZERO);
        assert_eq!(
            Rational::new(1, 2) + Rational::new(1, 3),
            Rational::new(5, 6)
        );
        assert_eq!(
            Rational::new(2, 3).checked_pow(-2),
            Some(Rational::new(9, 4))
        );
        assert_eq!(Rational::new(7, 4).to_decimal(6), Some((175, 2)));
        assert_eq!(Rational::new(1, 3).to_decimal(6), None);
        assert_eq!(Rational::new(-3, 4).to_string(), "-3/4");
        assert_eq!(Rational::ZERO.recip(), None);
        assert_eq!(Rational::new(1, 1).checked_div(Rational::ZERO), None);
        assert_eq!(gcd(12, -18), 6);
        assert_eq!(lcm(4, 6), 12);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]
        #[test]
        fn arithmetic_matches_f64(a in small(), b in small()) {
            let close = |r: Rational, x: f64| (r.to_f64() - x).abs() <= 1e-12 * x.abs().max(1.0);
            prop_assert!(close(a + b, a.to_f64() + b.to_f64()));
            prop_assert!(close(a - b, a.to_f64() - b.to_f64()));
            prop_assert!(close(a * b, a.to_f64() * b.to_f64()));
            if b != Rational::ZERO {
                prop_assert!(close(a / b, a.to_f64() / b.to_f64()));
            }
            prop_assert_eq!(a.cmp(&b), a.to_f64().partial_cmp(&b.to_f64()).unwrap());
            let s = a + b;
            prop_assert!(s.den() > 0);
            prop_assert_eq!(gcd(s.num(), s.den()).max(1), 1);
            prop_assert_eq!((a - b) + b, a);
            if b != Rational::ZERO {
                prop_assert_eq!((a / b) * b, a);
            }
        }
    }
}
