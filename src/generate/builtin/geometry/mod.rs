//! Plane geometry, one file per chapter family with the chapters it serves:
//!
//! | file | family | chapters |
//! |---|---|---|
//! | [`pythagore`] | [`PYTHAGORAS`] | `theoreme-de-pythagore` 4e |
//! | [`coordinates`] | [`PYTHAGORAS`] (mode 1) | `geometrie-reperee` 2de |
//! | [`thales`] | [`THALES`] | `theoreme-de-thales` 4e and 3e |
//! | [`trigonometry`] | [`TRIG`] | `trigonometrie` 3e |
//! | [`angles`] | [`ANGLES`] | `angles` 6e, `angles-et-parallelisme` 5e, `triangles` 5e |
//!
//! The lengths they share (in cm, rounded to the tenth with a note saying so) and the slip of
//! Pythagoras' theorem and distances (the square root forgotten) are here.

mod angles;
mod coordinates;
mod figures;
mod pythagore;
mod solids;
mod thales;
mod transform;
mod trigonometry;

use super::{Ctx, Qty, Wrong, tr, w};

pub(crate) use self::angles::ANGLES;
pub(crate) use self::figures::FIGURES;
pub(crate) use self::pythagore::PYTHAGORAS;
pub(crate) use self::solids::SOLIDS;
pub(crate) use self::thales::THALES;
pub(crate) use self::transform::TRANSFORM;
pub(crate) use self::trigonometry::TRIG;

fn cm(ctx: &Ctx, x: f64) -> String {
    ctx.qty(x, 2, "cm")
}

/// A length in cm rounded to 0,1 (or exact when it is).
fn length(x: f64) -> Qty {
    if (x * 10.0 - (x * 10.0).round()).abs() < 1e-9 {
        Qty::rounded_exact(x, 1, "cm")
    } else {
        Qty::rounded(x, 1, "cm")
    }
}

fn round_note(ctx: &Ctx, q: &Qty) -> String {
    if q.is_exact() {
        String::new()
    } else if q.unit == "°" {
        tr!(
            ctx.lang,
            "Arrondis au degré près.",
            "Round to the nearest degree."
        )
    } else {
        tr!(
            ctx.lang,
            "Arrondis au dixième.",
            "Round to the nearest tenth."
        )
    }
}

/// Distractor: the square of the length given, the square root forgotten.
fn no_root(ctx: &Ctx, qty: Qty) -> Wrong {
    w(ctx, qty, "racine carrée oubliée", "forgot the square root")
}
