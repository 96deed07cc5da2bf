//! Unit symbols and their factors to a base unit of their dimension (SI, with kg for masses).
//! The checks use this table to turn a displayed quantity ("2,5 km", "250 mL") into a base
//! value independently of how the generator converted it.

/// Factor from `unit` to the base unit of its dimension; `""` (a pure number) is 1.
pub(crate) fn factor(unit: &str) -> Option<f64> {
    Some(match unit {
        "" | "°" | "€" | "N" | "N/kg" | "V" | "A" | "Ω" | "J" | "W" | "m" | "m²" | "m³" | "kg"
        | "s" | "m/s" | "kg/m³" | "g/L" | "élèves" | "students" | "points" => 1.0,
        "%" => 0.01,
        "mm" => 1e-3,
        "cm" => 1e-2,
        "dm" => 1e-1,
        "dam" => 1e1,
        "hm" => 1e2,
        "km" => 1e3,
        "mm²" => 1e-6,
        "cm²" => 1e-4,
        "dm²" => 1e-2,
        "dam²" => 1e2,
        "hm²" | "ha" => 1e4,
        "km²" => 1e6,
        "mm³" => 1e-9,
        "cm³" => 1e-6,
        "dm³" => 1e-3,
        "mL" => 1e-6,
        "cL" => 1e-5,
        "dL" => 1e-4,
        "L" => 1e-3,
        "hL" => 1e-1,
        "kL" => 1.0,
        "daL" => 1e-2,
        "hg" => 1e-1,
        "dag" => 1e-2,
        "dg" => 1e-4,
        "cg" => 1e-5,
        "mg" => 1e-6,
        "g" => 1e-3,
        "t" => 1e3,
        "min" => 60.0,
        "h" => 3600.0,
        "km/h" => 1.0 / 3.6,
        "m/min" => 1.0 / 60.0,
        "km/min" => 1000.0 / 60.0,
        "km/s" => 1e3,
        "g/cm³" | "kg/L" | "g/mL" | "kg/dm³" => 1e3,
        "mg/L" => 1e-3,
        "mV" => 1e-3,
        "kV" => 1e3,
        "mA" => 1e-3,
        "kΩ" => 1e3,
        "kJ" => 1e3,
        "MJ" => 1e6,
        "Wh" => 3600.0,
        "kWh" => 3.6e6,
        "kW" => 1e3,
        "MW" => 1e6,
        // the lycée's physique-chimie (amounts in mol, concentrations in mol/m³)
        "mol" | "mmol/L" | "m/s²" | "Hz" | "Pa" | "K" | "Bq" | "J/K" => 1.0,
        "mmol" | "µmol/L" | "g/mol" | "L/mol" | "ms" | "mC" => 1e-3,
        "µmol" | "µs" | "µm" | "µF" | "µC" => 1e-6,
        "nm" | "nF" => 1e-9,
        "mol/L" | "kHz" | "kPa" | "kBq" => 1e3,
        "hPa" => 1e2,
        "MBq" => 1e6,
        "ans" | "years" => 31_557_600.0,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::factor;

    #[test]
    fn factors() {
        assert_eq!(factor("km"), Some(1000.0));
        assert_eq!(factor("mL"), factor("cm³"));
        assert_eq!(factor("L"), factor("dm³"));
        assert_eq!(factor("g/L"), factor("kg/m³"));
        assert!((factor("km/h").unwrap() * 3.6 - 1.0).abs() < 1e-15);
        assert_eq!(factor("furlong"), None);
    }
}
