//! Optical mark reading of the answer sheets that [`crate::paper`] prints (feature `omr`), pure Rust.
//!
//! A page goes through these steps, each of which may send it to review rather than guess:
//! 1. [`decode`]: PNG, JPEG, multi-page TIFF (grey, colour or bi-level) or a scanned PDF, to
//!    grey levels.
//! 2. [`locate`]: the four registration discs (the dark blob nearest each corner of the image
//!    that is shaped like a disc of the printed size), the page format from their
//!    proportions (the other format tried next if the QR code does not fit), the orientation
//!    (the page may come rotated by any multiple of 90° and skewed by up to ±10°), the page
//!    transform (a homography from the sheet's points to the scan's pixels), and the QR code,
//!    sampled through that transform and read with rqrr. The QR code's corners where rqrr
//!    finds them, against where the transform puts them, give the fit's residual: over
//!    [`MAX_RESIDUAL_PT`] the page is refused (`bad_fit`).
//! 3. [`read_boxes`]: for every box of the page's layout, its black ratio: the share of
//!    samples, on a grid inside the box inset by [`INSET_PT`] (clear of the printed frame),
//!    darker than halfway between the local paper white (measured around the box) and the ink
//!    black (measured in the discs). A ratio at most [`EMPTY_MAX`] is empty, at least
//!    [`FILLED_MIN`] filled, anything between is uncertain.
//! 4. [`interpret`]: the boxes of each question become an answer value in the shape of a
//!    digital submission (a fraction zone reads as `"-n/d"`, scored exactly as a rational); an
//!    uncertain box, two marks where one is expected, a gap in a number, a fraction without
//!    its numerator or denominator, or a handwritten zone send that question (and the copy) to
//!    review, with the reason.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::ToSchema;

use crate::domain::export::{
    BoxRole, Mark, PaperSize, PrintQuestion, PrintVariant, Rect, SheetBox, SheetPage, VariantSheet,
};
pub use crate::domain::grading::{BoxReading, Decision, ReviewReason};
use crate::domain::question::QuestionKind;
use crate::paper::parse_qr;

mod decode;
mod geometry;

pub use decode::{DecodeError, MAX_PAGES, MAX_PIXELS, PDF_DPI, decode};
pub use geometry::Homography;

/// A scanned page in grey levels (0 black, 255 white), row by row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gray {
    /// Width in pixels.
    pub width: usize,
    /// Height in pixels.
    pub height: usize,
    /// `width × height` grey levels.
    pub data: Vec<u8>,
}

impl Gray {
    /// The grey level at `(x, y)`, white outside the image.
    #[inline]
    pub fn at(&self, x: isize, y: isize) -> u8 {
        if x < 0 || y < 0 || x as usize >= self.width || y as usize >= self.height {
            255
        } else {
            self.data[y as usize * self.width + x as usize]
        }
    }

    /// Bilinear grey level at `(x, y)` (pixel centres at integer coordinates).
    #[inline]
    pub fn sample(&self, x: f64, y: f64) -> f64 {
        let (x0, y0) = (x.floor(), y.floor());
        let (fx, fy) = (x - x0, y - y0);
        let (x0, y0) = (x0 as isize, y0 as isize);
        let a = f64::from(self.at(x0, y0));
        let b = f64::from(self.at(x0 + 1, y0));
        let c = f64::from(self.at(x0, y0 + 1));
        let d = f64::from(self.at(x0 + 1, y0 + 1));
        (a * (1.0 - fx) + b * fx) * (1.0 - fy) + (c * (1.0 - fx) + d * fx) * fy
    }
}

/// Largest distance, in points, between where the page transform puts the QR code's corners
/// and where they are found; beyond it the fit is refused.
pub const MAX_RESIDUAL_PT: f64 = 4.0;
/// Inset of the measured area inside each box, in points (the frame is 0.9 pt wide).
pub const INSET_PT: f64 = 2.2;
/// A box whose black ratio is at most this is empty.
pub const EMPTY_MAX: f64 = 0.10;
/// A box whose black ratio is at least this is filled.
pub const FILLED_MIN: f64 = 0.25;
/// Share of darkness (0 paper, 1 ink) from which a sample counts as black.
const DARK: f64 = 0.4;

/// Why a page could not be located or identified.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema, thiserror::Error)]
#[serde(rename_all = "camelCase")]
#[error("{code}: {message}")]
pub struct Unreadable {
    /// `marks_not_found`, `bad_fit`, `qr_unreadable` or `qr_invalid`.
    pub code: String,
    /// What was seen.
    pub message: String,
}

impl Unreadable {
    fn new(code: &str, message: impl Into<String>) -> Self {
        Self {
            code: code.to_owned(),
            message: message.into(),
        }
    }
}

/// A page whose marks, transform and QR code were found.
#[derive(Debug, Clone)]
pub struct Located {
    /// The page format, from the discs' proportions.
    pub paper: PaperSize,
    /// Sheet points → scan pixels.
    pub transform: Homography,
    /// Clockwise rotation of the page in the scan, in degrees (0, 90, 180, 270 plus skew).
    pub rotation: f64,
    /// Scan pixels per point (so, dots per inch / 72).
    pub scale: f64,
    /// The QR code's content.
    pub qr: String,
    /// The export, copy and page the QR code names.
    pub export_id: String,
    /// Copy number (1-based).
    pub copy: u32,
    /// Sheet page (1-based).
    pub page: u32,
    /// The fit's residual (points).
    pub residual: f64,
    /// The ink level (grey of the discs).
    pub black: f64,
}

/// A dark blob of the reduced image that may be a registration disc.
#[derive(Debug, Clone, Copy)]
struct Blob {
    x: f64,
    y: f64,
}

/// Finds the page's discs, transform and QR code.
pub fn locate(img: &Gray) -> Result<Located, Unreadable> {
    if img.width < 200 || img.height < 200 {
        return Err(Unreadable::new(
            "marks_not_found",
            "the image is too small to be a scanned page",
        ));
    }
    // Expected scale if the image shows the whole page (A4's long side).
    let long = img.width.max(img.height) as f64;
    let s0 = long / 841.89;
    let blobs = disc_candidates(img, s0);
    let corners = [
        (0.0, 0.0),
        (img.width as f64, 0.0),
        (img.width as f64, img.height as f64),
        (0.0, img.height as f64),
    ];
    let diag = (img.width as f64).hypot(img.height as f64);
    let mut found: Vec<(f64, f64)> = Vec::new();
    for (cx, cy) in corners {
        let best = blobs
            .iter()
            .map(|b| (b, (b.x - cx).hypot(b.y - cy)))
            .filter(|(_, d)| *d < 0.3 * diag)
            .min_by(|a, b| a.1.total_cmp(&b.1));
        match best {
            Some((b, _)) => found.push((b.x, b.y)),
            None => {
                return Err(Unreadable::new(
                    "marks_not_found",
                    format!(
                        "no registration mark near the {} corner of the image",
                        ["top-left", "top-right", "bottom-right", "bottom-left"][found.len()]
                    ),
                ));
            }
        }
    }
    for i in 0..4 {
        for j in i + 1..4 {
            if (found[i].0 - found[j].0).hypot(found[i].1 - found[j].1) < 0.2 * diag {
                return Err(Unreadable::new(
                    "marks_not_found",
                    "the four registration marks were not found apart",
                ));
            }
        }
    }
    // Refine each centre and measure the ink level at full resolution.
    let mut refined = Vec::with_capacity(4);
    let mut black = 0.0;
    for &(x, y) in &found {
        let (rx, ry, ink, radius) = refine_disc(img, x, y, s0);
        refined.push((rx, ry));
        black += ink / 4.0;
        let expected = crate::paper::sheet::MARK_RADIUS as f64 * s0;
        if !(0.55..=1.6).contains(&(radius / expected)) {
            return Err(Unreadable::new(
                "marks_not_found",
                format!(
                    "a registration mark has the wrong size ({radius:.1} px for about {expected:.1})"
                ),
            ));
        }
    }
    // Clockwise order around the centre (image y points down, so increasing atan2 is
    // clockwise on screen).
    let (mx, my) = (
        refined.iter().map(|p| p.0).sum::<f64>() / 4.0,
        refined.iter().map(|p| p.1).sum::<f64>() / 4.0,
    );
    refined.sort_by(|a, b| {
        (a.1 - my)
            .atan2(a.0 - mx)
            .total_cmp(&(b.1 - my).atan2(b.0 - mx))
    });
    // `refined` now starts at the point of smallest angle (towards the top-left after −π):
    // try the four cyclic assignments to the page's TL, TR, BR, BL.
    let side = |a: (f64, f64), b: (f64, f64)| (a.0 - b.0).hypot(a.1 - b.1);
    let mut candidates = Vec::new();
    for shift in 0..4 {
        let p: Vec<(f64, f64)> = (0..4).map(|i| refined[(i + shift) % 4]).collect();
        let across = (side(p[0], p[1]) + side(p[3], p[2])) / 2.0;
        let down = (side(p[1], p[2]) + side(p[0], p[3])) / 2.0;
        if down <= across {
            continue; // a portrait sheet: its top side is the short one
        }
        // The format whose marks' proportions are nearer first; the other next, since a
        // photo's perspective can bring an A4 page's proportions nearer Letter's (its QR code
        // then reads through the wrong format's transform, a few points off).
        let ratio = down / across;
        let a4_first = (ratio - a4_ratio()).abs() <= (ratio - letter_ratio()).abs();
        for paper in if a4_first {
            [PaperSize::A4, PaperSize::Letter]
        } else {
            [PaperSize::Letter, PaperSize::A4]
        } {
            candidates.push((p.clone(), paper));
        }
    }
    let mut last = Unreadable::new("qr_unreadable", "the QR code could not be read");
    let mut bad_fit: Option<f64> = None;
    for (p, paper) in candidates {
        let marks = crate::paper::sheet::marks(paper);
        let from: Vec<(f64, f64)> = marks.iter().map(|m| (m.x as f64, m.y as f64)).collect();
        let Some(h) = Homography::from_points(&from, &p) else {
            continue;
        };
        let qr_rect = crate::paper::sheet::qr_rect(paper);
        match read_qr(img, &h, qr_rect) {
            Ok((content, residual)) => {
                let Some((export_id, copy, page)) = parse_qr(&content) else {
                    return Err(Unreadable::new(
                        "qr_invalid",
                        format!(
                            "the QR code reads `{content}`, which is not one of an answer sheet"
                        ),
                    ));
                };
                if residual > MAX_RESIDUAL_PT {
                    bad_fit = Some(bad_fit.map_or(residual, |b: f64| b.min(residual)));
                    continue;
                }
                let (ox, oy) = h.apply(0.0, 0.0);
                let (ux, uy) = h.apply(100.0, 0.0);
                let rotation = (uy - oy).atan2(ux - ox).to_degrees().rem_euclid(360.0);
                let scale = (ux - ox).hypot(uy - oy) / 100.0;
                return Ok(Located {
                    paper,
                    transform: h,
                    rotation,
                    scale,
                    qr: content,
                    export_id,
                    copy,
                    page,
                    residual,
                    black,
                });
            }
            Err(e) => last = e,
        }
    }
    if let Some(residual) = bad_fit {
        return Err(Unreadable::new(
            "bad_fit",
            format!(
                "the page transform misses the QR code by {residual:.1} pt (at most {MAX_RESIDUAL_PT} pt)"
            ),
        ));
    }
    Err(last)
}

fn a4_ratio() -> f64 {
    let m = crate::paper::sheet::marks(PaperSize::A4);
    f64::from(m[3].y - m[0].y) / f64::from(m[1].x - m[0].x)
}

fn letter_ratio() -> f64 {
    let m = crate::paper::sheet::marks(PaperSize::Letter);
    f64::from(m[3].y - m[0].y) / f64::from(m[1].x - m[0].x)
}

/// Dark disc-shaped blobs of a reduced copy of `img` (about 75 dpi), in full-size pixels.
fn disc_candidates(img: &Gray, s0: f64) -> Vec<Blob> {
    let f = ((s0 * 72.0 / 75.0).floor() as usize).max(1);
    let (w, h) = (img.width / f, img.height / f);
    let mut small = vec![0u8; w * h];
    let area = (f * f) as u32;
    for y in 0..h {
        for x in 0..w {
            let mut sum = 0u32;
            for dy in 0..f {
                let row = (y * f + dy) * img.width + x * f;
                for v in &img.data[row..row + f] {
                    sum += u32::from(*v);
                }
            }
            small[y * w + x] = (sum / area) as u8;
        }
    }
    // Expected disc diameter in reduced pixels; the page may be scanned at another size than
    // A4's, so be generous.
    let d = 2.0 * crate::paper::sheet::MARK_RADIUS as f64 * s0 / f as f64;
    // Uneven light: each pixel is taken relative to the paper around it, so that a corner in
    // shadow is not darker than the threshold that finds the discs.
    flatten_background(&mut small, w, h, (2.5 * d).ceil() as usize);
    let t = otsu(&small).min(160);
    let mut label = vec![0u32; w * h];
    let mut out = Vec::new();
    let mut stack = Vec::new();
    let mut next = 0u32;
    for start in 0..w * h {
        if small[start] > t || label[start] != 0 {
            continue;
        }
        next += 1;
        label[start] = next;
        stack.push(start);
        let (mut n, mut sx, mut sy) = (0usize, 0usize, 0usize);
        let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
        while let Some(i) = stack.pop() {
            let (x, y) = (i % w, i / w);
            n += 1;
            sx += x;
            sy += y;
            x0 = x0.min(x);
            x1 = x1.max(x);
            y0 = y0.min(y);
            y1 = y1.max(y);
            let mut push = |j: usize| {
                if small[j] <= t && label[j] == 0 {
                    label[j] = next;
                    stack.push(j);
                }
            };
            if x > 0 {
                push(i - 1);
            }
            if x + 1 < w {
                push(i + 1);
            }
            if y > 0 {
                push(i - w);
            }
            if y + 1 < h {
                push(i + w);
            }
        }
        let (bw, bh) = ((x1 - x0 + 1) as f64, (y1 - y0 + 1) as f64);
        let fill = n as f64 / (bw * bh);
        let aspect = bw / bh;
        if (0.55 * d..=1.7 * d).contains(&bw)
            && (0.55 * d..=1.7 * d).contains(&bh)
            && (0.75..=1.33).contains(&aspect)
            && (0.62..=0.92).contains(&fill)
        {
            out.push(Blob {
                x: (sx as f64 / n as f64 + 0.5) * f as f64 - 0.5,
                y: (sy as f64 / n as f64 + 0.5) * f as f64 - 0.5,
            });
        }
    }
    out
}

/// Divides `img` (`w` × `h`) by its local paper level: the brightest value of the 3 × 3 tiles
/// of side `tile` around each pixel's tile. A disc is smaller than a tile, so the window always
/// holds paper; on an evenly lit page the image is unchanged but for a scale.
fn flatten_background(img: &mut [u8], w: usize, h: usize, tile: usize) {
    let tile = tile.max(1);
    let (tw, th) = (w.div_ceil(tile), h.div_ceil(tile));
    let mut tmax = vec![0u8; tw * th];
    for y in 0..h {
        for x in 0..w {
            let t = &mut tmax[(y / tile) * tw + x / tile];
            *t = (*t).max(img[y * w + x]);
        }
    }
    let mut bg = vec![0u8; tw * th];
    for ty in 0..th {
        for tx in 0..tw {
            let mut m = 0u8;
            for ny in ty.saturating_sub(1)..=(ty + 1).min(th - 1) {
                for nx in tx.saturating_sub(1)..=(tx + 1).min(tw - 1) {
                    m = m.max(tmax[ny * tw + nx]);
                }
            }
            bg[ty * tw + tx] = m;
        }
    }
    for y in 0..h {
        for x in 0..w {
            let b = u32::from(bg[(y / tile) * tw + x / tile]).max(1);
            let v = &mut img[y * w + x];
            *v = (u32::from(*v) * 255 / b).min(255) as u8;
        }
    }
}

/// Otsu's threshold of grey levels.
fn otsu(data: &[u8]) -> u8 {
    let mut hist = [0u64; 256];
    for &v in data {
        hist[v as usize] += 1;
    }
    let total = data.len() as f64;
    let sum: f64 = hist
        .iter()
        .enumerate()
        .map(|(i, &c)| i as f64 * c as f64)
        .sum();
    let (mut sum_b, mut w_b, mut best, mut best_t) = (0.0, 0.0, 0.0, 127u8);
    for (t, &c) in hist.iter().enumerate() {
        w_b += c as f64;
        if w_b == 0.0 {
            continue;
        }
        let w_f = total - w_b;
        if w_f == 0.0 {
            break;
        }
        sum_b += t as f64 * c as f64;
        let m_b = sum_b / w_b;
        let m_f = (sum - sum_b) / w_f;
        let between = w_b * w_f * (m_b - m_f) * (m_b - m_f);
        if between > best {
            best = between;
            best_t = t as u8;
        }
    }
    best_t
}

/// The centre, ink level and radius of the disc near `(x, y)` at full resolution.
fn refine_disc(img: &Gray, x: f64, y: f64, s0: f64) -> (f64, f64, f64, f64) {
    let r = crate::paper::sheet::MARK_RADIUS as f64 * s0;
    let half = (1.8 * r).ceil() as isize;
    let (cx, cy) = (x.round() as isize, y.round() as isize);
    let (mut lo, mut hi) = (255u8, 0u8);
    for yy in cy - half..=cy + half {
        for xx in cx - half..=cx + half {
            let v = img.at(xx, yy);
            lo = lo.min(v);
            hi = hi.max(v);
        }
    }
    let t = (f64::from(lo) + f64::from(hi)) / 2.0;
    let (mut n, mut sx, mut sy, mut ink) = (0.0, 0.0, 0.0, 0.0);
    for yy in cy - half..=cy + half {
        for xx in cx - half..=cx + half {
            let v = f64::from(img.at(xx, yy));
            if v < t {
                n += 1.0;
                sx += xx as f64;
                sy += yy as f64;
                ink += v;
            }
        }
    }
    if n == 0.0 {
        return (x, y, f64::from(lo), 0.0);
    }
    (sx / n, sy / n, ink / n, (n / std::f64::consts::PI).sqrt())
}

/// Pixels per point of the QR code's sampled image.
const QR_SCALE: f64 = 3.0;
/// Quiet zones sampled around the QR code, in points, tried in turn (the text printed under
/// the code can hide its finder patterns from rqrr when the zone is wide).
const QR_MARGINS: [f64; 3] = [7.0, 4.5, 11.0];

/// Reads the QR code at `rect` through `h`: its content and the distance (points) between its
/// corners as found and as placed. Samplings are tried in turn (quiet zones, then each once
/// smoothed against scanner noise) until one decodes with its corners within
/// [`MAX_RESIDUAL_PT`]; a code that only decodes farther off is returned with its smallest
/// residual, for the caller to refuse.
fn read_qr(img: &Gray, h: &Homography, rect: Rect) -> Result<(String, f64), Unreadable> {
    let mut last = Unreadable::new("qr_unreadable", "no QR code where the layout puts it");
    let mut best: Option<(String, f64)> = None;
    for smooth in [false, true] {
        for margin in QR_MARGINS {
            match read_qr_with(img, h, rect, margin, smooth) {
                Ok(found) if found.1 <= MAX_RESIDUAL_PT => return Ok(found),
                Ok(found) => {
                    if best.as_ref().is_none_or(|b| found.1 < b.1) {
                        best = Some(found);
                    }
                }
                Err(e) => last = e,
            }
        }
    }
    best.ok_or(last)
}

fn read_qr_with(
    img: &Gray,
    h: &Homography,
    rect: Rect,
    margin: f64,
    smooth: bool,
) -> Result<(String, f64), Unreadable> {
    let (x0, y0) = (rect.x as f64 - margin, rect.y as f64 - margin);
    let side_pt = rect.width as f64 + 2.0 * margin;
    let n = (side_pt * QR_SCALE).round() as usize;
    let mut data = vec![255u8; n * n];
    for v in 0..n {
        for u in 0..n {
            let (px, py) = h.apply(
                x0 + (u as f64 + 0.5) / QR_SCALE,
                y0 + (v as f64 + 0.5) / QR_SCALE,
            );
            data[v * n + u] = img.sample(px, py).round().clamp(0.0, 255.0) as u8;
        }
    }
    if smooth {
        // A 3 × 3 mean: a module spans about six samples, noise one.
        let src = data.clone();
        for v in 1..n - 1 {
            for u in 1..n - 1 {
                let mut sum = 0u32;
                for dv in 0..3 {
                    for du in 0..3 {
                        sum += u32::from(src[(v + dv - 1) * n + u + du - 1]);
                    }
                }
                data[v * n + u] = (sum / 9) as u8;
            }
        }
    }
    let mut prepared = rqrr::PreparedImage::prepare_from_greyscale(n, n, |x, y| data[y * n + x]);
    let grids = prepared.detect_grids();
    let mut last = Unreadable::new("qr_unreadable", "no QR code where the layout puts it");
    for g in grids {
        match g.decode() {
            Ok((_, content)) => {
                let expected = [
                    (rect.x as f64, rect.y as f64),
                    ((rect.x + rect.width) as f64, rect.y as f64),
                    ((rect.x + rect.width) as f64, (rect.y + rect.height) as f64),
                    (rect.x as f64, (rect.y + rect.height) as f64),
                ];
                let mut residual: f64 = 0.0;
                for (bx, by) in qr_corners(&g) {
                    // Sample `u` was taken at `x0 + (u + 0.5) / QR_SCALE`.
                    let (bx, by) = (x0 + (bx + 0.5) / QR_SCALE, y0 + (by + 0.5) / QR_SCALE);
                    let d = expected
                        .iter()
                        .map(|(ex, ey)| (bx - ex).hypot(by - ey))
                        .fold(f64::INFINITY, f64::min);
                    residual = residual.max(d);
                }
                return Ok((content, residual));
            }
            Err(e) => {
                last =
                    Unreadable::new("qr_unreadable", format!("the QR code does not decode: {e}"));
            }
        }
    }
    Err(last)
}

/// The four corners of a decoded QR code in the sampled image, in sample coordinates.
///
/// rqrr gives as `bounds` the images of the grid points `(0, 0)`, `(n + 1, 0)`, `(n + 1, n + 1)`
/// and `(0, n + 1)` of an `n`-module code (rounded to whole samples), whereas the code's
/// corners are at `0` and `n`: taken as they are, the far corners lie a module (the bottom-right
/// one √2 modules) beyond the code, about 3 pt of residual on a perfect scan. The corners are
/// brought back through the projective map those four points define.
fn qr_corners<G: rqrr::BitGrid>(g: &rqrr::Grid<G>) -> [(f64, f64); 4] {
    let n = g.grid.size() as f64;
    let grid = [
        (0.0, 0.0),
        (n + 1.0, 0.0),
        (n + 1.0, n + 1.0),
        (0.0, n + 1.0),
    ];
    let found = g.bounds.map(|p| (f64::from(p.x), f64::from(p.y)));
    match Homography::from_points(&grid, &found) {
        Some(m) => [(0.0, 0.0), (n, 0.0), (n, n), (0.0, n)].map(|(u, v)| m.apply(u, v)),
        None => found,
    }
}

/// The black ratio of every box of `page` on the located scan.
pub fn read_boxes(img: &Gray, at: &Located, page: &SheetPage) -> Vec<BoxReading> {
    page.boxes
        .iter()
        .map(|b| {
            let ratio = if b.role == BoxRole::Zone {
                zone_ratio(img, at, b)
            } else {
                box_ratio(img, at, &b.rect)
            };
            let ratio = (ratio * 1000.0).round() / 1000.0;
            let decision = if b.role == BoxRole::Zone {
                if ratio <= 0.002 {
                    Decision::Empty
                } else {
                    Decision::Filled
                }
            } else if ratio <= EMPTY_MAX {
                Decision::Empty
            } else if ratio >= FILLED_MIN {
                Decision::Filled
            } else {
                Decision::Uncertain
            };
            BoxReading {
                field: b.field.clone(),
                role: b.role,
                value: b.value.clone(),
                row: b.row,
                column: b.column,
                ratio,
                decision,
            }
        })
        .collect()
}

/// A page's read confidence: the smallest margin, in black ratio, between a box's ratio and
/// the threshold its decision crossed ([`EMPTY_MAX`] `− ratio` for an empty box, `ratio −`
/// [`FILLED_MIN`] for a filled one, 0 for an uncertain one), over every box but the
/// handwriting zones, rounded to 3 decimals; 1 for a page without boxes.
pub fn confidence(boxes: &[BoxReading]) -> f64 {
    let margin = boxes
        .iter()
        .filter(|b| b.role != BoxRole::Zone)
        .map(|b| match b.decision {
            Decision::Empty => EMPTY_MAX - b.ratio,
            Decision::Filled => b.ratio - FILLED_MIN,
            Decision::Uncertain => 0.0,
        })
        .fold(1.0f64, f64::min)
        .max(0.0);
    (margin * 1000.0).round() / 1000.0
}

/// The paper's white around `rect`: a high percentile of samples on a ring just outside it.
fn local_white(img: &Gray, h: &Homography, rect: &Rect) -> f64 {
    let (x0, y0) = (rect.x as f64 - 1.8, rect.y as f64 - 1.8);
    let (x1, y1) = (
        (rect.x + rect.width) as f64 + 1.8,
        (rect.y + rect.height) as f64 + 1.8,
    );
    let mut v = Vec::with_capacity(32);
    for i in 0..8 {
        let t = (i as f64 + 0.5) / 8.0;
        for (x, y) in [
            (x0 + t * (x1 - x0), y0),
            (x0 + t * (x1 - x0), y1),
            (x0, y0 + t * (y1 - y0)),
            (x1, y0 + t * (y1 - y0)),
        ] {
            let (px, py) = h.apply(x, y);
            v.push(img.sample(px, py));
        }
    }
    v.sort_by(f64::total_cmp);
    v[v.len() * 3 / 4]
}

/// Samples per side of a box's inset.
const GRID: usize = 12;

fn box_ratio(img: &Gray, at: &Located, rect: &Rect) -> f64 {
    let h = &at.transform;
    let white = local_white(img, h, rect);
    let span = (white - at.black).max(40.0);
    let cut = white - DARK * span;
    let (x0, y0) = (rect.x as f64 + INSET_PT, rect.y as f64 + INSET_PT);
    let (w, hh) = (
        rect.width as f64 - 2.0 * INSET_PT,
        rect.height as f64 - 2.0 * INSET_PT,
    );
    let mut dark = 0usize;
    for j in 0..GRID {
        for i in 0..GRID {
            let x = x0 + w * (i as f64 + 0.5) / GRID as f64;
            let y = y0 + hh * (j as f64 + 0.5) / GRID as f64;
            let (px, py) = h.apply(x, y);
            if img.sample(px, py) < cut {
                dark += 1;
            }
        }
    }
    dark as f64 / (GRID * GRID) as f64
}

/// Share of dark samples in a handwriting zone (every 1.5 pt inside a 3 pt inset).
fn zone_ratio(img: &Gray, at: &Located, b: &SheetBox) -> f64 {
    let h = &at.transform;
    let white = local_white(img, h, &b.rect);
    let span = (white - at.black).max(40.0);
    let cut = white - 0.5 * span;
    let (x0, y0) = (b.rect.x as f64 + 3.0, b.rect.y as f64 + 3.0);
    let (w, hh) = (b.rect.width as f64 - 6.0, b.rect.height as f64 - 6.0);
    let (nx, ny) = ((w / 1.5).max(1.0) as usize, (hh / 1.5).max(1.0) as usize);
    let mut dark = 0usize;
    for j in 0..ny {
        for i in 0..nx {
            let (px, py) = h.apply(
                x0 + w * (i as f64 + 0.5) / nx as f64,
                y0 + hh * (j as f64 + 0.5) / ny as f64,
            );
            if img.sample(px, py) < cut {
                dark += 1;
            }
        }
    }
    dark as f64 / (nx * ny) as f64
}

/// The answers read from a copy's boxes.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Interpreted {
    /// Node id → answer value, in the shape of a digital submission (questions left blank are
    /// absent).
    pub answers: BTreeMap<String, Value>,
    /// The questions that wait for review, and why.
    pub review: Vec<ReviewReason>,
    /// The student number read from the grid, when filled in full.
    pub student_number: Option<String>,
}

fn reason(field: &str, code: &str, message: impl Into<String>) -> ReviewReason {
    ReviewReason {
        field: field.to_owned(),
        code: code.to_owned(),
        message: message.into(),
    }
}

/// Turns the boxes read on a copy's pages into answers, given the variant as printed and its
/// sheet.
pub fn interpret(
    sheet: &VariantSheet,
    variant: &PrintVariant,
    boxes: &[BoxReading],
) -> Interpreted {
    let mut out = Interpreted::default();
    let questions: BTreeMap<&str, &PrintQuestion> =
        variant.questions().map(|q| (q.id.as_str(), q)).collect();
    let mut by_field: BTreeMap<&str, Vec<&BoxReading>> = BTreeMap::new();
    for b in boxes {
        by_field.entry(b.field.as_str()).or_default().push(b);
    }
    // The student number.
    if let Some(grid) = by_field.get("studentId") {
        match digits(grid, BoxRole::Student) {
            Ok(cols) if cols.iter().all(Option::is_none) => {}
            Ok(cols) if cols.iter().all(Option::is_some) => {
                out.student_number = Some(cols.iter().flatten().collect());
            }
            Ok(_) => out.review.push(reason(
                "studentId",
                "incomplete_number",
                "a column of the student number is left blank",
            )),
            Err(r) => out.review.push(reason("studentId", r.0, r.1)),
        }
    }
    for f in &sheet.fields {
        let Some(list) = by_field.get(f.field.as_str()) else {
            continue;
        };
        if let Some(u) = list.iter().find(|b| b.decision == Decision::Uncertain) {
            out.review.push(reason(
                &f.field,
                "uncertain_mark",
                format!(
                    "box {} of question {} has a black ratio of {} (between {EMPTY_MAX} and {FILLED_MIN})",
                    label(u),
                    f.number,
                    u.ratio
                ),
            ));
            continue;
        }
        let filled: Vec<&&BoxReading> = list
            .iter()
            .filter(|b| b.decision == Decision::Filled)
            .collect();
        let question = questions.get(f.field.as_str()).copied().or_else(|| {
            variant
                .questions()
                .find(|q| q.parts.iter().any(|p| p.id == f.field))
        });
        let value: Result<Option<Value>, ReviewReason> = match f.kind {
            _ if list.iter().any(|b| b.role == BoxRole::Zone) => {
                if filled.is_empty() {
                    Ok(None)
                } else {
                    Err(reason(
                        &f.field,
                        "handwritten",
                        format!(
                            "question {} is answered by hand: score it by hand",
                            f.number
                        ),
                    ))
                }
            }
            QuestionKind::SingleChoice => match filled.as_slice() {
                [] => Ok(None),
                [one] => Ok(one.choice_id(sheet).map(|c| json!(c))),
                _ => Err(reason(
                    &f.field,
                    "double_mark",
                    format!(
                        "question {} expects one box and {} are marked",
                        f.number,
                        filled.len()
                    ),
                )),
            },
            QuestionKind::MultipleChoice => {
                let ids: Vec<String> = filled.iter().filter_map(|b| b.choice_id(sheet)).collect();
                Ok((!ids.is_empty()).then(|| json!(ids)))
            }
            QuestionKind::TrueFalse => match filled.as_slice() {
                [] => Ok(None),
                [one] => Ok(Some(json!(one.value == "true"))),
                _ => Err(reason(
                    &f.field,
                    "double_mark",
                    format!("question {}: both true and false are marked", f.number),
                )),
            },
            QuestionKind::Numeric if f.fraction.is_some() => fraction(f, list),
            QuestionKind::Numeric => numeric(f, list),
            QuestionKind::Matching => matching(f, list, question),
            QuestionKind::Ordering => ordering(f, list, question),
            _ => Ok(None),
        };
        match value {
            Ok(Some(v)) => {
                out.answers.insert(f.field.clone(), v);
            }
            Ok(None) => {}
            Err(r) => out.review.push(r),
        }
    }
    out
}

impl BoxReading {
    /// The choice id of a choice box, from the sheet it was read on.
    fn choice_id(&self, sheet: &VariantSheet) -> Option<String> {
        sheet
            .pages
            .iter()
            .flat_map(|p| p.boxes.iter())
            .find(|b| b.field == self.field && b.role == self.role && b.value == self.value)
            .and_then(|b| b.choice_id.clone())
    }
}

fn label(b: &BoxReading) -> String {
    match (b.row, b.column) {
        (Some(r), _) => format!("{}/{}", r, b.value),
        (_, Some(c)) => format!("{} of column {}", b.value, c + 1),
        _ => b.value.clone(),
    }
}

/// Per column (0 = leftmost) the digit marked, or `None` when the column is blank; `Err` on a
/// column with two marks.
fn digits(
    boxes: &[&BoxReading],
    role: BoxRole,
) -> Result<Vec<Option<char>>, (&'static str, String)> {
    let columns = boxes
        .iter()
        .filter(|b| b.role == role)
        .filter_map(|b| b.column)
        .max()
        .map_or(0, |c| c + 1);
    let mut out = vec![None; columns as usize];
    for c in 0..columns {
        let marked: Vec<&&BoxReading> = boxes
            .iter()
            .filter(|b| b.role == role && b.column == Some(c))
            .filter(|b| b.decision != Decision::Empty)
            .collect();
        match marked.as_slice() {
            [] => {}
            [one] if one.decision == Decision::Filled => {
                out[c as usize] = one.value.chars().next();
            }
            [one] => {
                return Err((
                    "uncertain_mark",
                    format!(
                        "digit {} of column {} is uncertain ({})",
                        one.value,
                        c + 1,
                        one.ratio
                    ),
                ));
            }
            _ => {
                return Err((
                    "double_mark",
                    format!("column {} has {} digits marked", c + 1, marked.len()),
                ));
            }
        }
    }
    Ok(out)
}

fn numeric(
    f: &crate::domain::export::SheetField,
    list: &[&BoxReading],
) -> Result<Option<Value>, ReviewReason> {
    let Some(format) = f.numeric else {
        return Ok(None);
    };
    let cols = digits(list, BoxRole::Digit)
        .map_err(|(c, m)| reason(&f.field, c, format!("question {}: {m}", f.number)))?;
    let negative = list
        .iter()
        .any(|b| b.role == BoxRole::Sign && b.decision == Decision::Filled);
    if cols.iter().all(Option::is_none) {
        return if negative {
            Err(reason(
                &f.field,
                "incomplete_number",
                format!("question {}: a sign without digits", f.number),
            ))
        } else {
            Ok(None)
        };
    }
    let int = format.integer_digits as usize;
    let (ip, dp) = cols.split_at(int.min(cols.len()));
    // Leading blank columns of the integer part are allowed; a blank between digits is not.
    let first = ip.iter().position(Option::is_some);
    let mut int_text = String::new();
    if let Some(first) = first {
        for c in &ip[first..] {
            match c {
                Some(d) => int_text.push(*d),
                None => {
                    return Err(reason(
                        &f.field,
                        "incomplete_number",
                        format!("question {}: a blank column between digits", f.number),
                    ));
                }
            }
        }
    }
    let last = dp.iter().rposition(Option::is_some);
    let mut dec_text = String::new();
    if let Some(last) = last {
        for c in &dp[..=last] {
            match c {
                Some(d) => dec_text.push(*d),
                None => {
                    return Err(reason(
                        &f.field,
                        "incomplete_number",
                        format!(
                            "question {}: a blank decimal column before a digit",
                            f.number
                        ),
                    ));
                }
            }
        }
    }
    if int_text.is_empty() {
        int_text.push('0');
    }
    let mut text = String::new();
    if negative {
        text.push('-');
    }
    text.push_str(&int_text);
    if !dec_text.is_empty() {
        text.push(',');
        text.push_str(&dec_text);
    }
    Ok(Some(json!(text)))
}

/// A fraction's sign, numerator and denominator grids as `"-n/d"` (the numerator and the
/// denominator each written in consecutive columns, anywhere in their grid).
fn fraction(
    f: &crate::domain::export::SheetField,
    list: &[&BoxReading],
) -> Result<Option<Value>, ReviewReason> {
    let fail =
        |code: &str, m: String| reason(&f.field, code, format!("question {}: {m}", f.number));
    let negative = list
        .iter()
        .any(|b| b.role == BoxRole::Sign && b.decision == Decision::Filled);
    let mut parts = Vec::with_capacity(2);
    for (role, name) in [
        (BoxRole::Numerator, "numerator"),
        (BoxRole::Denominator, "denominator"),
    ] {
        let cols = digits(list, role).map_err(|(c, m)| fail(c, format!("{name}: {m}")))?;
        let first = cols.iter().position(Option::is_some);
        let last = cols.iter().rposition(Option::is_some);
        let text: Option<String> = match (first, last) {
            (Some(a), Some(z)) => Some(
                cols[a..=z]
                    .iter()
                    .map(|c| c.ok_or(()))
                    .collect::<Result<String, ()>>()
                    .map_err(|()| {
                        fail(
                            "incomplete_number",
                            format!("a blank column between the digits of the {name}"),
                        )
                    })?,
            ),
            _ => None,
        };
        parts.push(text);
    }
    match (parts[0].take(), parts[1].take()) {
        (None, None) if !negative => Ok(None),
        (Some(n), Some(d)) => Ok(Some(json!(format!(
            "{}{n}/{d}",
            if negative { "-" } else { "" }
        )))),
        (None, None) => Err(fail(
            "incomplete_number",
            "a sign without a fraction".to_owned(),
        )),
        (Some(_), None) => Err(fail(
            "incomplete_number",
            "a numerator without a denominator".to_owned(),
        )),
        (None, Some(_)) => Err(fail(
            "incomplete_number",
            "a denominator without a numerator".to_owned(),
        )),
    }
}

fn one_per_row<'a>(
    f: &crate::domain::export::SheetField,
    list: &[&'a BoxReading],
    role: BoxRole,
) -> Result<BTreeMap<u32, &'a BoxReading>, ReviewReason> {
    let mut rows: BTreeMap<u32, &BoxReading> = BTreeMap::new();
    for b in list
        .iter()
        .filter(|b| b.role == role && b.decision == Decision::Filled)
    {
        let row = b.row.unwrap_or(0);
        if rows.insert(row, b).is_some() {
            return Err(reason(
                &f.field,
                "double_mark",
                format!("question {}: row {row} has two boxes marked", f.number),
            ));
        }
    }
    Ok(rows)
}

fn matching(
    f: &crate::domain::export::SheetField,
    list: &[&BoxReading],
    question: Option<&PrintQuestion>,
) -> Result<Option<Value>, ReviewReason> {
    let Some(q) = question else { return Ok(None) };
    let rows = one_per_row(f, list, BoxRole::Match)?;
    let mut map = serde_json::Map::new();
    for (row, b) in rows {
        let (Some(left), Some(choice)) = (
            q.left.get(row as usize - 1),
            q.choices.iter().find(|c| c.label == b.value),
        ) else {
            continue;
        };
        map.insert(left.clone(), json!(choice.id));
    }
    Ok((!map.is_empty()).then_some(Value::Object(map)))
}

fn ordering(
    f: &crate::domain::export::SheetField,
    list: &[&BoxReading],
    question: Option<&PrintQuestion>,
) -> Result<Option<Value>, ReviewReason> {
    let Some(q) = question else { return Ok(None) };
    let rows = one_per_row(f, list, BoxRole::Position)?;
    if rows.is_empty() {
        return Ok(None);
    }
    let mut by_position: BTreeMap<u32, String> = BTreeMap::new();
    for (row, b) in &rows {
        let position: u32 = b.value.parse().unwrap_or(0);
        let Some(item) = q.choices.get(*row as usize - 1) else {
            continue;
        };
        if by_position.insert(position, item.id.clone()).is_some() {
            return Err(reason(
                &f.field,
                "double_mark",
                format!("question {}: two items at position {position}", f.number),
            ));
        }
    }
    if by_position.len() != q.choices.len() {
        return Err(reason(
            &f.field,
            "incomplete_order",
            format!(
                "question {}: {} of {} items are placed",
                f.number,
                by_position.len(),
                q.choices.len()
            ),
        ));
    }
    Ok(Some(json!(by_position.into_values().collect::<Vec<_>>())))
}

/// The marks of a page, for tests and tools: where the discs are on a page of `size`.
pub fn marks(size: PaperSize) -> Vec<Mark> {
    crate::paper::sheet::marks(size)
}

#[cfg(test)]
mod tests;
