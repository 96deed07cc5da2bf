//! The checker's own reading of the lycée's physique-chimie laws: each value recomputed with
//! the formula as the programme writes it (not the generator's computation, nor the
//! alternative routes of `builtin::facts::laws`), and the data the statement must show.

use super::Derived;
use crate::generate::builtin::facts::laws::Law;

/// The value of `law` for `d` (base units) as a textbook writes it.
fn textbook(law: Law, d: &[f64]) -> Option<f64> {
    use Law::*;
    let g = |i: usize| d.get(i).copied();
    let v = match law {
        MolesFromMass => g(0)? / g(1)?,
        ConcFromMass => g(0)? / g(1)? / g(2)?,
        GasMoles => g(0)? / g(1)?,
        BeerLambert => g(0)? * g(2)? / g(1)?,
        TitratedConc => g(0)? * g(2)? * g(3)? / (g(1)? * g(4)?),
        EquivalenceVolume => g(1)? * g(2)? * g(3)? / (g(0)? * g(4)?),
        TitratedAmount => g(0)? * g(2)? * g(3)? / g(1)?,
        TitratedMass => g(0)? * g(2)? * g(3)? * g(4)? / g(1)?,
        Work => g(0)? * g(1)? * g(2)?.to_radians().cos(),
        PotentialEnergy => g(0)? * g(1)? * g(2)?,
        DropSpeed => (2.0 * g(0)? * g(1)?).sqrt(),
        WorkEnergy => 0.5 * g(0)? * g(2)? * g(2)? - 0.5 * g(0)? * g(1)? * g(1)?,
        Celerity => g(0)? / g(1)?,
        Wavelength => g(0)? / g(1)?,
        Frequency => g(0)? / g(1)?,
        FrequencyFromPeriods => g(0)? / g(1)?,
        LensImage => 1.0 / (1.0 / g(0)? + 1.0 / g(1)?),
        LensMagnification => (1.0 / (1.0 / g(0)? + 1.0 / g(1)?)) / g(0)?,
        LensImageSize => g(2)? * (1.0 / (1.0 / g(0)? + 1.0 / g(1)?)) / g(0)?,
        LensFocal => 1.0 / (1.0 / g(1)? - 1.0 / g(0)?),
        PhFromConc => -(g(0)? / 1000.0).log10(),
        ConcFromPh => 1000.0 * 10f64.powf(-g(0)?),
        Henderson => g(0)? + (g(1)? / g(2)?).log10(),
        BaseAcidRatio => 10f64.powf(g(1)? - g(0)?),
        Decay => g(0)? / 2f64.powf(g(1)? / g(2)?),
        DecayTime => g(2)? * (g(0)? / g(1)?).log2(),
        HalfLife => g(2)? / (g(0)? / g(1)?).log2(),
        Acceleration => g(0)? / g(1)?,
        DistanceFromRest => 0.5 * g(0)? * g(1)? * g(1)?,
        Centripetal => g(0)? * g(0)? / g(1)?,
        BrakingDistance => g(0)? * g(0)? / (2.0 * g(1)?),
        FallTime => (2.0 * g(0)? / g(1)?).sqrt(),
        HorizontalRange => g(0)? * (2.0 * g(1)? / g(2)?).sqrt(),
        MaxHeight => g(0)? * g(0)? / (2.0 * g(1)?),
        ProjectileRange => g(0)? * g(0)? * (2.0 * g(1)?).to_radians().sin() / g(2)?,
        Charge => g(0)? * g(1)?,
        TimeConstant => g(0)? * g(1)?,
        RcCharge => g(0)? * (1.0 - (-g(1)? / g(2)?).exp()),
        RcDischarge => g(0)? * (-g(1)? / g(2)?).exp(),
        IdealGasMoles => g(0)? * g(1)? / (g(3)? * g(2)?),
        IdealGasPressure => g(0)? * g(3)? * g(2)? / g(1)?,
        Heat => g(0)? * g(1)? * g(2)?,
        ThermalFlux => g(0)? / g(1)?,
        DiffractionWidth => 2.0 * g(0)? * g(1)? / g(2)?,
        FringeSpacing => g(0)? * g(1)? / g(2)?,
        DopplerShift => g(0)? * g(1)? / g(2)?,
    };
    v.is_finite().then_some(v)
}

/// The data of `law` a student must read in the statement: all of them but the
/// stoichiometric coefficients (read in the equation) and the quantities given as a
/// proportion (a percentage left).
fn shown(law: Law, d: &[f64]) -> Vec<f64> {
    use Law::*;
    let skip: &[usize] = match law {
        TitratedConc | EquivalenceVolume | TitratedAmount | TitratedMass => &[0, 1],
        // the initial quantity of a percentage left is 100 %
        DecayTime | HalfLife => &[0],
        _ => &[],
    };
    d.iter()
        .enumerate()
        .filter(|(i, _)| !skip.contains(i))
        .map(|(_, x)| *x)
        .collect()
}

/// The answer of `law` for `data` (an approximation within `tol`, or within a relative
/// 10⁻⁹ when the answer is exact), and the data to find in the statement.
pub(crate) fn derive(law: Law, data: &[f64], tol: f64) -> (Option<Derived>, Vec<f64>) {
    let v = textbook(law, data).map(|v| Derived::Approx(v, tol.max(1e-9 * v.abs())));
    (v, shown(law, data))
}
