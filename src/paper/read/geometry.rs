//! The page transform: a plane homography fitted on the four registration marks.

/// A projective transform of the plane, `(x, y) ↦ ((a x + b y + c) / (g x + h y + 1), (d x +
/// e y + f) / (g x + h y + 1))`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Homography([f64; 8]);

impl Homography {
    /// The homography taking each of the four points `from` to the matching one of `to`, or
    /// `None` when three of them are aligned.
    pub fn from_points(from: &[(f64, f64)], to: &[(f64, f64)]) -> Option<Self> {
        if from.len() != 4 || to.len() != 4 {
            return None;
        }
        let mut m = [[0.0f64; 9]; 8];
        for i in 0..4 {
            let (x, y) = from[i];
            let (u, v) = to[i];
            m[2 * i] = [x, y, 1.0, 0.0, 0.0, 0.0, -u * x, -u * y, u];
            m[2 * i + 1] = [0.0, 0.0, 0.0, x, y, 1.0, -v * x, -v * y, v];
        }
        // Gaussian elimination with partial pivoting.
        for col in 0..8 {
            let pivot = (col..8).max_by(|&a, &b| m[a][col].abs().total_cmp(&m[b][col].abs()))?;
            if m[pivot][col].abs() < 1e-12 {
                return None;
            }
            m.swap(col, pivot);
            for row in 0..8 {
                if row != col {
                    let k = m[row][col] / m[col][col];
                    if k != 0.0 {
                        let pivot_row = m[col];
                        for (x, p) in m[row].iter_mut().zip(pivot_row).skip(col) {
                            *x -= k * p;
                        }
                    }
                }
            }
        }
        let mut p = [0.0; 8];
        for (i, v) in p.iter_mut().enumerate() {
            *v = m[i][8] / m[i][i];
        }
        p.iter().all(|v| v.is_finite()).then_some(Self(p))
    }

    /// The image of `(x, y)`.
    #[inline]
    pub fn apply(&self, x: f64, y: f64) -> (f64, f64) {
        let p = &self.0;
        let w = p[6] * x + p[7] * y + 1.0;
        (
            (p[0] * x + p[1] * y + p[2]) / w,
            (p[3] * x + p[4] * y + p[5]) / w,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_points_map_exactly_and_lines_stay_lines() {
        let from = [(0.0, 0.0), (100.0, 0.0), (100.0, 200.0), (0.0, 200.0)];
        let to = [(10.0, 20.0), (215.0, 30.0), (220.0, 440.0), (5.0, 430.0)];
        let h = Homography::from_points(&from, &to).unwrap();
        for (a, b) in from.iter().zip(&to) {
            let (u, v) = h.apply(a.0, a.1);
            assert!((u - b.0).abs() < 1e-9 && (v - b.1).abs() < 1e-9);
        }
        // The midpoint of a side lies on the image of that side.
        let (u, v) = h.apply(50.0, 0.0);
        let cross = (215.0 - 10.0) * (v - 20.0) - (30.0 - 20.0) * (u - 10.0);
        assert!(cross.abs() < 1e-6);
        assert!(Homography::from_points(&from, &[(0.0, 0.0); 4]).is_none());
    }
}
