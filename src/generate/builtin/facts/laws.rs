//! The laws of the lycée's physique-chimie (1re and Terminale spécialité), recomputed for the
//! checks. A question records its law and its data in base units ([`Facts::Law`]
//! (super::Facts::Law)); the value is recomputed here by another route than the generator's
//! (an equivalent formula: logarithms through `ln`, exponentials through powers of 2, energy
//! instead of kinematics, the conjugation relation solved as a product), and the content
//! checker (`generate::check::laws`) recomputes it a third time with the textbook formula.

use std::f64::consts::LN_2;
use std::f64::consts::LN_10;

/// A law and the quantity it gives; the comment lists its data, in order, in base units
/// (kg, m, s, mol, mol/m³, Pa, K, J, V, Ω, F, Hz, degrees for angles).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Law {
    /// `[m, M]` → n = m / M.
    MolesFromMass,
    /// `[m, M, V]` → c = m / (M V).
    ConcFromMass,
    /// `[V, Vm]` → n = V / Vm.
    GasMoles,
    /// `[c_ref, A_ref, A]` → c = c_ref A / A_ref (Beer-Lambert).
    BeerLambert,
    /// `[a, b, c_B, V_E, V_A]` → c_A = a c_B V_E / (b V_A) (titrated A, titrant B).
    TitratedConc,
    /// `[a, b, c_A, V_A, c_B]` → V_E = b c_A V_A / (a c_B).
    EquivalenceVolume,
    /// `[a, b, c_B, V_E]` → n_A = a c_B V_E / b.
    TitratedAmount,
    /// `[a, b, c_B, V_E, M]` → m_A = a c_B V_E M / b.
    TitratedMass,
    /// `[F, d, α°]` → W = F d cos α.
    Work,
    /// `[m, g, z]` → Epp = m g z.
    PotentialEnergy,
    /// `[g, h]` → v = √(2 g h) (fall from rest).
    DropSpeed,
    /// `[m, v0, v1]` → W = ½ m (v1² - v0²) (kinetic energy theorem).
    WorkEnergy,
    /// `[d, τ]` → v = d / τ.
    Celerity,
    /// `[v, f]` → λ = v / f.
    Wavelength,
    /// `[v, λ]` → f = v / λ.
    Frequency,
    /// `[n, Δt]` → f = n / Δt (n periods in Δt).
    FrequencyFromPeriods,
    /// `[OA, f']` → OA' (conjugation relation, signed).
    LensImage,
    /// `[OA, f']` → γ = OA' / OA.
    LensMagnification,
    /// `[OA, f', AB]` → A'B' = γ AB.
    LensImageSize,
    /// `[OA, OA']` → f'.
    LensFocal,
    /// `[c]` (H₃O⁺, mol/m³) → pH = -log c (c in mol/L).
    PhFromConc,
    /// `[pH]` → [H₃O⁺] in mol/m³.
    ConcFromPh,
    /// `[pKa, [A⁻], [AH]]` → pH = pKa + log([A⁻]/[AH]).
    Henderson,
    /// `[pKa, pH]` → [A⁻]/[AH] = 10^(pH - pKa).
    BaseAcidRatio,
    /// `[q0, t, t½]` → q = q0 / 2^(t / t½).
    Decay,
    /// `[q0, q, t½]` → t = t½ log₂(q0 / q).
    DecayTime,
    /// `[q0, q, t]` → t½ = t / log₂(q0 / q).
    HalfLife,
    /// `[F, m]` → a = F / m.
    Acceleration,
    /// `[a, t]` → x = ½ a t² (from rest).
    DistanceFromRest,
    /// `[v, R]` → a = v² / R (uniform circular motion).
    Centripetal,
    /// `[v0, a]` → d = v0² / (2 a) (braking to a stop).
    BrakingDistance,
    /// `[h, g]` → t = √(2 h / g) (fall from rest).
    FallTime,
    /// `[v0, h, g]` → x = v0 √(2 h / g) (horizontal launch).
    HorizontalRange,
    /// `[v0, g]` → h = v0² / (2 g) (vertical throw).
    MaxHeight,
    /// `[v0, α°, g]` → R = v0² sin 2α / g (launch from the ground).
    ProjectileRange,
    /// `[C, u]` → q = C u.
    Charge,
    /// `[R, C]` → τ = R C.
    TimeConstant,
    /// `[E, t, τ]` → u_C = E (1 - e^(-t/τ)).
    RcCharge,
    /// `[E, t, τ]` → u_C = E e^(-t/τ).
    RcDischarge,
    /// `[p, V, T, R]` → n = p V / (R T).
    IdealGasMoles,
    /// `[n, V, T, R]` → p = n R T / V.
    IdealGasPressure,
    /// `[m, c, ΔT]` → Q = m c ΔT.
    Heat,
    /// `[ΔT, R_th]` → Φ = ΔT / R_th.
    ThermalFlux,
    /// `[λ, D, a]` → L = 2 λ D / a (central spot of a diffraction pattern); with `[λ, D, L]`,
    /// the slit width a.
    DiffractionWidth,
    /// `[λ, D, b]` → i = λ D / b (fringe spacing).
    FringeSpacing,
    /// `[f, v_S, v]` → Δf = f v_S / v (Doppler shift at low speed).
    DopplerShift,
}

/// The value the law gives for `d`, by a route of its own.
pub(crate) fn value(law: Law, d: &[f64]) -> Option<f64> {
    use Law::*;
    let g = |i: usize| d.get(i).copied();
    let cos_deg = |a: f64| (90.0 - a).to_radians().sin();
    let v = match law {
        // amounts: the product form solved by a reciprocal
        MolesFromMass => g(0)? * g(1)?.recip(),
        ConcFromMass => g(0)? * (g(1)? * g(2)?).recip(),
        GasMoles => g(0)? * g(1)?.recip(),
        // the absorbance per unit of concentration is the same for both solutions
        BeerLambert => g(2)? * (g(1)? / g(0)?).recip(),
        // equivalence: the titrant's amount scaled by the stoichiometry, then divided
        TitratedConc => (g(2)? * g(3)? / g(1)?) * g(0)? / g(4)?,
        EquivalenceVolume => (g(2)? * g(3)? / g(0)?) * g(1)? / g(4)?,
        TitratedAmount => (g(2)? * g(3)? / g(1)?) * g(0)?,
        TitratedMass => (g(2)? * g(3)? / g(1)?) * g(0)? * g(4)?,
        // work as the product of the force's component along the displacement
        Work => g(0)? * cos_deg(g(2)?) * g(1)?,
        PotentialEnergy => g(2)? * g(1)? * g(0)?,
        // kinematics: t = √(2h/g), then v = g t
        DropSpeed => g(0)? * (2.0 * g(1)? / g(0)?).sqrt(),
        // (v1 - v0)(v1 + v0)
        WorkEnergy => g(0)? * (g(2)? - g(1)?) * (g(2)? + g(1)?) / 2.0,
        Celerity => g(0)? * g(1)?.recip(),
        // v × T with T = 1/f
        Wavelength => g(0)? * g(1)?.recip(),
        Frequency => (g(1)? / g(0)?).recip(),
        FrequencyFromPeriods => (g(1)? / g(0)?).recip(),
        // OA' = f' OA / (f' + OA)
        LensImage => g(1)? * g(0)? / (g(1)? + g(0)?),
        LensMagnification => g(1)? / (g(1)? + g(0)?),
        LensImageSize => g(2)? * g(1)? / (g(1)? + g(0)?),
        LensFocal => g(0)? * g(1)? / (g(0)? - g(1)?),
        // decimal logarithms through ln
        PhFromConc => -(g(0)? / 1000.0).ln() / LN_10,
        ConcFromPh => 1000.0 * (-g(0)? * LN_10).exp(),
        Henderson => g(0)? + (g(1)?.ln() - g(2)?.ln()) / LN_10,
        BaseAcidRatio => ((g(1)? - g(0)?) * LN_10).exp(),
        // decay through e^(-λ t) with λ = ln 2 / t½
        Decay => g(0)? * (-LN_2 * g(1)? / g(2)?).exp(),
        DecayTime => g(2)? * (g(0)? / g(1)?).ln() / LN_2,
        HalfLife => g(2)? * LN_2 / (g(0)? / g(1)?).ln(),
        Acceleration => g(0)? * g(1)?.recip(),
        // the mean speed a t / 2 over the duration t
        DistanceFromRest => (g(0)? * g(1)? / 2.0) * g(1)?,
        // ω² R with ω = v / R
        Centripetal => (g(0)? / g(1)?).powi(2) * g(1)?,
        // v0 t - ½ a t² with t = v0 / a
        BrakingDistance => {
            let t = g(0)? / g(1)?;
            g(0)? * t - g(1)? * t * t / 2.0
        }
        // the mean speed v/2 of the fall with v = √(2 g h)
        FallTime => g(0)? / ((2.0 * g(1)? * g(0)?).sqrt() / 2.0),
        HorizontalRange => g(0)? * 2.0 * g(1)? / (2.0 * g(2)? * g(1)?).sqrt(),
        // energy: ½ v0² = g h
        MaxHeight => g(0)?.powi(2) / 2.0 / g(1)?,
        // horizontal speed × twice the time to the top
        ProjectileRange => {
            let a = g(1)?.to_radians();
            g(0)? * a.cos() * 2.0 * (g(0)? * a.sin() / g(2)?)
        }
        Charge => g(1)? * g(0)?,
        TimeConstant => g(1)? * g(0)?,
        // powers of 2: e^(-x) = 2^(-x / ln 2)
        RcCharge => g(0)? - g(0)? * 2f64.powf(-g(1)? / g(2)? / LN_2),
        RcDischarge => g(0)? / 2f64.powf(g(1)? / g(2)? / LN_2),
        IdealGasMoles => g(0)? / g(3)? * g(1)? / g(2)?,
        IdealGasPressure => g(0)? / g(1)? * g(3)? * g(2)?,
        Heat => g(2)? * g(1)? * g(0)?,
        ThermalFlux => g(0)? * g(1)?.recip(),
        // twice the half-width D tan θ, tan θ ≈ θ = λ / a
        DiffractionWidth => 2.0 * g(1)? * (g(0)? / g(2)?),
        FringeSpacing => g(1)? * (g(0)? / g(2)?),
        DopplerShift => g(0)? * (g(1)? / g(2)?),
    };
    v.is_finite().then_some(v)
}

/// Whether `candidate` (base units) is the law's value within `tol`.
pub(crate) fn satisfies(law: Law, data: &[f64], tol: f64, candidate: f64) -> bool {
    value(law, data).is_some_and(|v| {
        (candidate - v).abs() <= tol * 1.000_001 + 1e-9 * v.abs().max(candidate.abs()).max(1e-12)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn laws_give_textbook_values() {
        let near = |a: f64, b: f64| (a - b).abs() < 1e-9 * b.abs().max(1.0);
        assert!(near(
            value(Law::MolesFromMass, &[0.009, 0.018]).unwrap(),
            0.5
        ));
        assert!(near(value(Law::PhFromConc, &[1.0]).unwrap(), 3.0));
        assert!(near(value(Law::Decay, &[80.0, 2.0, 1.0]).unwrap(), 20.0));
        assert!(near(value(Law::LensImage, &[-0.3, 0.1]).unwrap(), 0.15));
        assert!(near(value(Law::Work, &[100.0, 10.0, 60.0]).unwrap(), 500.0));
        assert!(near(
            value(Law::BrakingDistance, &[20.0, 5.0]).unwrap(),
            40.0
        ));
        assert!(satisfies(Law::FallTime, &[5.0, 9.81], 0.005, 1.01));
        assert!(!satisfies(Law::FallTime, &[5.0, 9.81], 0.005, 1.02));
    }
}
