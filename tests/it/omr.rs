//! The optical mark reader on a corpus made by the tests themselves: real answer sheets printed
//! by the paper module, rasterised with hayro, filled the way students fill them (solid fills,
//! pen ticks and crosses, light pencil, partial fills, erased marks), then degraded (rotations
//! of 90°, 180°, 270° and up to ±10°, 100 to 600 dpi, noise, blur, JPEG quality 50, uneven
//! light, slight perspective), encoded as PNG or JPEG and read back. Every box decision is
//! compared with the truth: right, wrong (the opposite decision) or sent to review.

use std::collections::BTreeMap;
use std::f64::consts::PI;

use edugen::domain::export::{BoxRole, PaperLayout, SheetBox, SheetPage};
use edugen::paper::read::{self, Decision, Gray, Homography};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};

use crate::support::TestApi;

/// The chapters of the corpus exam: every kind of answer box appears.
pub(crate) const CHAPTERS: [&str; 4] = [
    "mathematiques-4e-theoreme-de-pythagore",
    "mathematiques-4e-calcul-litteral",
    "mathematiques-4e-fractions",
    "mathematiques-4e-equations",
];

/// Every page of `pdf` rasterised at `dpi` with hayro, in grey levels.
pub(crate) fn rasterise(pdf: &[u8], dpi: f32) -> Vec<Gray> {
    use hayro::hayro_interpret::InterpreterSettings;
    use hayro::vello_cpu::color::palette::css::WHITE;
    let doc = hayro::hayro_syntax::Pdf::new(pdf.to_vec()).expect("a readable PDF");
    let cache = hayro::RenderCache::new();
    let settings = InterpreterSettings::default();
    let scale = dpi / 72.0;
    doc.pages()
        .iter()
        .map(|page| {
            let pixmap = hayro::render(
                page,
                &cache,
                &settings,
                &hayro::RenderSettings::default(),
                &hayro::PixmapSettings {
                    x_scale: scale,
                    y_scale: scale,
                    bg_color: WHITE,
                },
            );
            Gray {
                width: usize::from(pixmap.width()),
                height: usize::from(pixmap.height()),
                data: pixmap
                    .data()
                    .iter()
                    .map(|p| {
                        ((u32::from(p.r) * 299 + u32::from(p.g) * 587 + u32::from(p.b) * 114)
                            / 1000) as u8
                    })
                    .collect(),
            }
        })
        .collect()
}

/// How a student marks a box.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Style {
    Solid,
    Tick,
    Cross,
    Pencil,
    Partial,
    /// A mark rubbed out: a faint smudge, read as empty.
    Erased,
}

impl Style {
    pub(crate) fn filled(self) -> bool {
        self != Self::Erased
    }
}

fn ink(img: &mut Gray, x: isize, y: isize, level: u8) {
    if x >= 0 && y >= 0 && (x as usize) < img.width && (y as usize) < img.height {
        let i = y as usize * img.width + x as usize;
        img.data[i] = img.data[i].min(level);
    }
}

/// A stroke from `a` to `b` (points) `width` points wide.
fn stroke(img: &mut Gray, s: f64, a: (f64, f64), b: (f64, f64), width: f64, level: u8) {
    let (ax, ay, bx, by) = (a.0 * s, a.1 * s, b.0 * s, b.1 * s);
    let r = width * s / 2.0;
    let (x0, x1) = (ax.min(bx) - r, ax.max(bx) + r);
    let (y0, y1) = (ay.min(by) - r, ay.max(by) + r);
    let (dx, dy) = (bx - ax, by - ay);
    let len2 = (dx * dx + dy * dy).max(1e-9);
    for y in y0.floor() as isize..=y1.ceil() as isize {
        for x in x0.floor() as isize..=x1.ceil() as isize {
            let (px, py) = (x as f64, y as f64);
            let t = (((px - ax) * dx + (py - ay) * dy) / len2).clamp(0.0, 1.0);
            let (cx, cy) = (ax + t * dx, ay + t * dy);
            if (px - cx).hypot(py - cy) <= r {
                ink(img, x, y, level);
            }
        }
    }
}

/// Marks box `b` (points) on a page rasterised at `s` pixels per point.
pub(crate) fn mark(img: &mut Gray, s: f64, b: &SheetBox, style: Style, rng: &mut StdRng) {
    let (x, y, w, h) = (
        f64::from(b.rect.x),
        f64::from(b.rect.y),
        f64::from(b.rect.width),
        f64::from(b.rect.height),
    );
    let jx = rng.random_range(-0.6..0.6);
    let jy = rng.random_range(-0.6..0.6);
    let (cx, cy) = (x + w / 2.0 + jx, y + h / 2.0 + jy);
    let at = |u: f64, v: f64| (x + u * w + jx, y + v * h + jy);
    match style {
        Style::Solid | Style::Pencil | Style::Erased => {
            let level: u8 = match style {
                Style::Solid => rng.random_range(20..70),
                Style::Pencil => rng.random_range(120..145),
                _ => rng.random_range(212..228),
            };
            let (rx, ry) = (
                w * rng.random_range(0.46..0.56),
                h * rng.random_range(0.46..0.56),
            );
            for py in ((cy - ry) * s).floor() as isize..=((cy + ry) * s).ceil() as isize {
                for px in ((cx - rx) * s).floor() as isize..=((cx + rx) * s).ceil() as isize {
                    let (u, v) = ((px as f64 / s - cx) / rx, (py as f64 / s - cy) / ry);
                    if u * u + v * v <= 1.0 {
                        ink(img, px, py, level);
                    }
                }
            }
        }
        Style::Tick => {
            let level = rng.random_range(20..80);
            let width = rng.random_range(1.7..2.3);
            stroke(img, s, at(0.1, 0.5), at(0.4, 0.88), width, level);
            stroke(img, s, at(0.4, 0.88), at(0.95, 0.02), width, level);
        }
        Style::Cross => {
            let level = rng.random_range(20..80);
            let width = rng.random_range(1.5..2.1);
            stroke(img, s, at(0.05, 0.05), at(0.95, 0.95), width, level);
            stroke(img, s, at(0.95, 0.05), at(0.05, 0.95), width, level);
        }
        Style::Partial => {
            // The lower 55 to 70 % of the box, scribbled solid.
            let level = rng.random_range(30..90);
            let top = y + h * rng.random_range(0.3..0.45);
            for py in (top * s).floor() as isize..=((y + h) * s).ceil() as isize {
                for px in ((x + 0.5) * s) as isize..=((x + w - 0.5) * s) as isize {
                    ink(img, px, py, level);
                }
            }
        }
    }
}

/// A degradation of a scan.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Condition {
    /// As rendered.
    Clean,
    /// Turned by this many degrees (multiples of 90 plus a skew).
    Rotated(f64),
    /// Gaussian noise of this standard deviation (grey levels).
    Noise(f64),
    /// A box blur of this radius (pixels).
    Blur(usize),
    /// Re-encoded as JPEG at quality 50.
    Jpeg50,
    /// Light falling from 100 % at the top-left to this share at the bottom-right.
    UnevenLight(f64),
    /// Each corner moved by up to this share of the page (a photo slightly off axis).
    Perspective(f64),
    /// Skew, noise, light, blur and JPEG together.
    Combined,
}

impl Condition {
    pub(crate) fn name(self) -> String {
        match self {
            Self::Clean => "clean".to_owned(),
            Self::Rotated(a) => format!("rotated {a}°"),
            Self::Noise(s) => format!("noise σ={s}"),
            Self::Blur(r) => format!("blur r={r}px"),
            Self::Jpeg50 => "JPEG q50".to_owned(),
            Self::UnevenLight(l) => format!("uneven light to {}%", (l * 100.0) as u32),
            Self::Perspective(p) => format!("perspective {:.1}%", p * 100.0),
            Self::Combined => "combined".to_owned(),
        }
    }
}

/// `img` warped through `to_source` (output pixel → source pixel) onto a `w × h` white page.
fn warp(img: &Gray, w: usize, h: usize, to_source: &Homography) -> Gray {
    let mut data = vec![255u8; w * h];
    for y in 0..h {
        for x in 0..w {
            let (sx, sy) = to_source.apply(x as f64, y as f64);
            data[y * w + x] = img.sample(sx, sy).round() as u8;
        }
    }
    Gray {
        width: w,
        height: h,
        data,
    }
}

fn rotate(img: &Gray, degrees: f64) -> Gray {
    let a = degrees * PI / 180.0;
    let (c, s) = (a.cos(), a.sin());
    let (w, h) = (img.width as f64, img.height as f64);
    let nw = (w * c.abs() + h * s.abs()).ceil();
    let nh = (w * s.abs() + h * c.abs()).ceil();
    let src = [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)];
    let dst: Vec<(f64, f64)> = src
        .iter()
        .map(|&(x, y)| {
            let (x, y) = (x - w / 2.0, y - h / 2.0);
            (x * c - y * s + nw / 2.0, x * s + y * c + nh / 2.0)
        })
        .collect();
    let back = Homography::from_points(&dst, &src).unwrap();
    warp(img, nw as usize, nh as usize, &back)
}

fn perspective(img: &Gray, share: f64, rng: &mut StdRng) -> Gray {
    let (w, h) = (img.width as f64, img.height as f64);
    let src = [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)];
    let m = share * w;
    let dst: Vec<(f64, f64)> = src
        .iter()
        .map(|&(x, y)| {
            (
                x + m + rng.random_range(-m..m),
                y + m + rng.random_range(-m..m),
            )
        })
        .collect();
    let back = Homography::from_points(&dst, &src).unwrap();
    warp(img, (w + 2.0 * m) as usize, (h + 2.0 * m) as usize, &back)
}

fn noise(img: &mut Gray, sigma: f64, rng: &mut StdRng) {
    for v in &mut img.data {
        // Box–Muller.
        let (u1, u2): (f64, f64) = (rng.random_range(1e-12..1.0), rng.random_range(0.0..1.0));
        let n = (-2.0 * u1.ln()).sqrt() * (2.0 * PI * u2).cos() * sigma;
        *v = (f64::from(*v) + n).round().clamp(0.0, 255.0) as u8;
    }
}

fn blur(img: &Gray, r: usize) -> Gray {
    let (w, h) = (img.width, img.height);
    let mut tmp = vec![0u8; w * h];
    let mut out = vec![0u8; w * h];
    let n = (2 * r + 1) as u32;
    for y in 0..h {
        for x in 0..w {
            let mut s = 0u32;
            for dx in 0..=2 * r {
                let xx = (x + dx).saturating_sub(r).min(w - 1);
                s += u32::from(img.data[y * w + xx]);
            }
            tmp[y * w + x] = (s / n) as u8;
        }
    }
    for y in 0..h {
        for x in 0..w {
            let mut s = 0u32;
            for dy in 0..=2 * r {
                let yy = (y + dy).saturating_sub(r).min(h - 1);
                s += u32::from(tmp[yy * w + x]);
            }
            out[y * w + x] = (s / n) as u8;
        }
    }
    Gray {
        width: w,
        height: h,
        data: out,
    }
}

fn light(img: &mut Gray, low: f64) {
    let (w, h) = (img.width as f64, img.height as f64);
    for y in 0..img.height {
        for x in 0..img.width {
            let t = (x as f64 / w + y as f64 / h) / 2.0;
            let f = 1.0 - (1.0 - low) * t;
            let i = y * img.width + x;
            img.data[i] = (f64::from(img.data[i]) * f).round() as u8;
        }
    }
}

/// The bytes of `img` as PNG, or as JPEG at `quality`.
pub(crate) fn encode(img: &Gray, jpeg: Option<u8>) -> (Vec<u8>, &'static str) {
    let buf =
        image::GrayImage::from_raw(img.width as u32, img.height as u32, img.data.clone()).unwrap();
    let mut out = Vec::new();
    match jpeg {
        Some(q) => {
            let enc = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, q);
            buf.write_with_encoder(enc).unwrap();
            (out, "image/jpeg")
        }
        None => {
            let enc = image::codecs::png::PngEncoder::new_with_quality(
                &mut out,
                image::codecs::png::CompressionType::Fast,
                image::codecs::png::FilterType::Sub,
            );
            buf.write_with_encoder(enc).unwrap();
            (out, "image/png")
        }
    }
}

/// `img` degraded by `condition`, encoded (JPEG for `Jpeg50` and `Combined`, else PNG).
pub(crate) fn degrade(
    img: &Gray,
    condition: Condition,
    rng: &mut StdRng,
) -> (Vec<u8>, &'static str) {
    let mut jpeg = None;
    let out = match condition {
        Condition::Clean => img.clone(),
        Condition::Rotated(a) => rotate(img, a),
        Condition::Noise(s) => {
            let mut g = img.clone();
            noise(&mut g, s, rng);
            g
        }
        Condition::Blur(r) => blur(img, r),
        Condition::Jpeg50 => {
            jpeg = Some(50);
            img.clone()
        }
        Condition::UnevenLight(l) => {
            let mut g = img.clone();
            light(&mut g, l);
            g
        }
        Condition::Perspective(p) => perspective(img, p, rng),
        Condition::Combined => {
            let mut g = rotate(img, rng.random_range(-6.0..6.0));
            light(&mut g, 0.75);
            noise(&mut g, 8.0, rng);
            jpeg = Some(50);
            blur(&g, 1)
        }
    };
    encode(&out, jpeg)
}

/// Box decisions against the truth.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub(crate) struct Tally {
    pub(crate) pages: usize,
    pub(crate) qr_read: usize,
    pub(crate) right: usize,
    pub(crate) wrong: usize,
    pub(crate) review: usize,
    /// The largest fit residual of a located page (points).
    pub(crate) max_residual: f64,
}

impl Tally {
    fn add(&mut self, o: Tally) {
        self.pages += o.pages;
        self.qr_read += o.qr_read;
        self.right += o.right;
        self.wrong += o.wrong;
        self.review += o.review;
        self.max_residual = self.max_residual.max(o.max_residual);
    }

    fn boxes(&self) -> usize {
        self.right + self.wrong + self.review
    }
}

/// A sheet page to fill: its raster, geometry and what its QR code says.
pub(crate) struct Blank {
    pub(crate) raster: Gray,
    pub(crate) scale: f64,
    pub(crate) geometry: SheetPage,
    pub(crate) export: String,
    pub(crate) copy: u32,
    pub(crate) page: u32,
}

/// The sheet pages of a paper export of `exam` at each of `dpis`.
pub(crate) async fn blanks(
    t: &TestApi,
    exam: &str,
    body: Value,
    dpis: &[f32],
) -> (Value, BTreeMap<u32, Vec<Blank>>) {
    let r = t
        .post(&format!("/v1/exams/{exam}/paper"))
        .json(body)
        .send()
        .await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    let id = r.json()["id"].as_str().unwrap().to_owned();
    let v = crate::paper::wait_export(t, exam, &id).await;
    assert_eq!(v["status"], "completed", "{v}");
    let pdf = crate::paper::pdf(t, exam, &id, "").await;
    let layout: PaperLayout = serde_json::from_value(v["layout"].clone()).unwrap();
    let mut out = BTreeMap::new();
    for &dpi in dpis {
        let pages = rasterise(&pdf, dpi);
        let mut list = Vec::new();
        for copy in &layout.copies {
            let sheet = &layout.variants[copy.variant as usize - 1];
            for p in &copy.pages {
                list.push(Blank {
                    raster: pages[p.pdf_page as usize - 1].clone(),
                    scale: f64::from(dpi) / 72.0,
                    geometry: sheet.pages[p.page as usize - 1].clone(),
                    export: id.clone(),
                    copy: copy.copy,
                    page: p.page,
                });
            }
        }
        out.insert(dpi as u32, list);
    }
    (v, out)
}

/// Fills `blank` at random (seeded): about one box in three, in every style; returns the
/// page and each box's truth (filled or not).
pub(crate) fn fill_at_random(blank: &Blank, rng: &mut StdRng) -> (Gray, Vec<Option<bool>>) {
    let mut img = blank.raster.clone();
    let mut truth = Vec::new();
    for b in &blank.geometry.boxes {
        if b.role == BoxRole::Zone {
            truth.push(Some(false));
            continue;
        }
        let roll: f64 = rng.random_range(0.0..1.0);
        let style = match roll {
            r if r < 0.09 => Some(Style::Solid),
            r if r < 0.15 => Some(Style::Tick),
            r if r < 0.21 => Some(Style::Cross),
            r if r < 0.27 => Some(Style::Pencil),
            r if r < 0.32 => Some(Style::Partial),
            r if r < 0.36 => Some(Style::Erased),
            _ => None,
        };
        if let Some(s) = style {
            mark(&mut img, blank.scale, b, s, rng);
        }
        truth.push(Some(style.is_some_and(Style::filled)));
    }
    (img, truth)
}

/// Reads one degraded page and scores its box decisions.
pub(crate) fn score_page(
    bytes: &[u8],
    media: &str,
    blank: &Blank,
    truth: &[Option<bool>],
) -> Tally {
    let pages = read::decode(bytes, media).expect("a decodable scan");
    assert_eq!(pages.len(), 1);
    let mut tally = Tally {
        pages: 1,
        ..Tally::default()
    };
    let located = match read::locate(&pages[0]) {
        Ok(l) => l,
        Err(e) => {
            eprintln!(
                "page {} of copy {} ({}×{} px) not located: {e}",
                blank.page, blank.copy, pages[0].width, pages[0].height
            );
            tally.review += truth.len();
            return tally;
        }
    };
    assert_eq!(
        (located.export_id.as_str(), located.copy, located.page),
        (blank.export.as_str(), blank.copy, blank.page),
        "a QR code read as another page's"
    );
    tally.qr_read += 1;
    tally.max_residual = located.residual;
    let readings = read::read_boxes(&pages[0], &located, &blank.geometry);
    for (r, t) in readings.iter().zip(truth) {
        let Some(filled) = t else { continue };
        match (r.decision, filled) {
            (Decision::Uncertain, _) => tally.review += 1,
            (Decision::Filled, true) | (Decision::Empty, false) => tally.right += 1,
            _ => tally.wrong += 1,
        }
    }
    tally
}

/// Runs the corpus: `per_condition` pages for each condition (each page filled afresh),
/// cycling through `dpis` for the clean and rotated ones; returns the tallies by condition.
pub(crate) async fn corpus(
    conditions: &[(Condition, Vec<u32>)],
    per_condition: usize,
    seed: u64,
) -> Vec<(String, Tally)> {
    let t = TestApi::new().await;
    let exam = crate::paper::ready_exam(&t, &CHAPTERS, 12, 5).await;
    let mut dpis: Vec<f32> = conditions
        .iter()
        .flat_map(|(_, d)| d.iter().map(|&d| d as f32))
        .collect();
    dpis.sort_by(f32::total_cmp);
    dpis.dedup();
    let (_, blanks) = blanks(
        &t,
        &exam,
        json!({"copies": 2, "variants": 2, "seed": 3, "studentIdDigits": 6}),
        &dpis,
    )
    .await;
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::new();
    for (condition, dpis) in conditions {
        let mut tally = Tally::default();
        for i in 0..per_condition {
            let dpi = dpis[i % dpis.len()];
            let pages = &blanks[&dpi];
            let blank = &pages[(i / dpis.len()) % pages.len()];
            let (img, truth) = fill_at_random(blank, &mut rng);
            let (bytes, media) = degrade(&img, *condition, &mut rng);
            let page = tokio::task::block_in_place(|| score_page(&bytes, media, blank, &truth));
            tally.add(page);
        }
        out.push((format!("{} at {:?} dpi", condition.name(), dpis), tally));
    }
    out
}

fn report(results: &[(String, Tally)]) -> (Tally, Tally) {
    let (mut clean, mut degraded) = (Tally::default(), Tally::default());
    println!(
        "{:<44} {:>5} {:>5} {:>7} {:>7} {:>7} {:>9}",
        "condition", "pages", "QR", "right", "wrong", "review", "residual"
    );
    for (name, t) in results {
        let n = t.boxes().max(1) as f64;
        println!(
            "{:<44} {:>5} {:>5} {:>6.2}% {:>6.2}% {:>6.2}% {:>6.2} pt   ({} boxes)",
            name,
            t.pages,
            t.qr_read,
            100.0 * t.right as f64 / n,
            100.0 * t.wrong as f64 / n,
            100.0 * t.review as f64 / n,
            t.max_residual,
            t.boxes()
        );
        if name.starts_with("clean") {
            clean.add(*t);
        } else {
            degraded.add(*t);
        }
    }
    (clean, degraded)
}

/// The CI-sized corpus: 70 pages.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_reader_is_right_on_every_clean_box_and_never_wrong_on_degraded_scans() {
    let conditions = vec![
        (Condition::Clean, vec![100, 150, 200, 300]),
        (Condition::Rotated(90.0), vec![150]),
        (Condition::Rotated(180.0), vec![150]),
        (Condition::Rotated(273.0), vec![150]),
        (Condition::Rotated(-10.0), vec![200]),
        (Condition::Rotated(8.5), vec![150]),
        (Condition::Rotated(-4.0), vec![100]),
        (Condition::Noise(12.0), vec![150]),
        (Condition::Blur(1), vec![150]),
        (Condition::Jpeg50, vec![150]),
        (Condition::UnevenLight(0.6), vec![150]),
        (Condition::UnevenLight(0.45), vec![150]),
        (Condition::Perspective(0.02), vec![150]),
        (Condition::Combined, vec![200]),
    ];
    let results = corpus(&conditions, 5, 42).await;
    let (clean, degraded) = report(&results);
    assert_eq!(clean.pages + degraded.pages, 70);
    assert_eq!(clean.qr_read, clean.pages, "every clean QR code is read");
    assert_eq!(clean.right, clean.boxes(), "{clean:?}");
    assert_eq!(degraded.wrong, 0, "{degraded:?}");
    assert_eq!(degraded.qr_read, degraded.pages, "every QR code is read");
    assert!(
        degraded.right as f64 >= 0.995 * degraded.boxes() as f64,
        "{degraded:?}"
    );
}

/// How a bi-level TIFF page is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Bilevel {
    /// PhotometricInterpretation: 0 min is white (a set bit is black), 1 min is black.
    pub(crate) photometric: u16,
    /// CCITT Group 4 (compression 4) rather than uncompressed (1).
    pub(crate) group4: bool,
}

/// A multi-page bi-level TIFF (little-endian) of `pages`, each thresholded at mid-grey and
/// written as `how` says: the bits and tags a scanner writes.
pub(crate) fn bilevel_tiff(pages: &[(&Gray, Bilevel)]) -> Vec<u8> {
    let mut out = b"II*\0\0\0\0\0".to_vec();
    let mut link = 4usize; // where the offset of the next directory goes
    for (img, how) in pages {
        let (w, h) = (img.width, img.height);
        let black = |x: usize, y: usize| img.data[y * w + x] < 128;
        let strip: Vec<u8> = if how.group4 {
            use fax::{Color, VecWriter, encoder::Encoder};
            let mut enc = Encoder::new(VecWriter::new());
            for y in 0..h {
                let pels = (0..w).map(|x| {
                    if black(x, y) {
                        Color::Black
                    } else {
                        Color::White
                    }
                });
                enc.encode_line(pels, w as u16).unwrap();
            }
            enc.finish().unwrap().finish()
        } else {
            let stride = w.div_ceil(8);
            let mut bits = vec![0u8; stride * h];
            for y in 0..h {
                for x in 0..w {
                    // Min is white: a set bit is black; min is black: a set bit is white.
                    if black(x, y) == (how.photometric == 0) {
                        bits[y * stride + x / 8] |= 0x80 >> (x % 8);
                    }
                }
            }
            bits
        };
        let strip_at = out.len();
        out.extend_from_slice(&strip);
        if out.len() % 2 == 1 {
            out.push(0);
        }
        let ifd_at = out.len();
        out[link..link + 4].copy_from_slice(&(ifd_at as u32).to_le_bytes());
        // (tag, type: 3 SHORT or 4 LONG, value), sorted by tag.
        let entries: [(u16, u16, u32); 9] = [
            (256, 4, w as u32),
            (257, 4, h as u32),
            (258, 3, 1),
            (259, 3, if how.group4 { 4 } else { 1 }),
            (262, 3, u32::from(how.photometric)),
            (273, 4, strip_at as u32),
            (277, 3, 1),
            (278, 4, h as u32),
            (279, 4, strip.len() as u32),
        ];
        out.extend_from_slice(&(entries.len() as u16).to_le_bytes());
        for (tag, kind, value) in entries {
            out.extend_from_slice(&tag.to_le_bytes());
            out.extend_from_slice(&kind.to_le_bytes());
            out.extend_from_slice(&1u32.to_le_bytes());
            if kind == 3 {
                out.extend_from_slice(&(value as u16).to_le_bytes());
                out.extend_from_slice(&[0, 0]);
            } else {
                out.extend_from_slice(&value.to_le_bytes());
            }
        }
        link = out.len();
        out.extend_from_slice(&[0; 4]);
    }
    out
}

/// Bi-level TIFF scans, the way scanners write them: "min is white" (uncompressed and CCITT
/// Group 4) and "min is black", in one multi-page file; every page reads black as black.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bilevel_tiff_pages_read_black_as_black_whichever_their_photometry() {
    // The decoder on a tiny page: its top-left pixel black, the rest white, 13 pixels wide so
    // that rows end inside a byte.
    let mut tiny = Gray {
        width: 13,
        height: 3,
        data: vec![255; 39],
    };
    tiny.data[0] = 0;
    tiny.data[12 + 2 * 13] = 0;
    let ways = [
        Bilevel {
            photometric: 0,
            group4: false,
        },
        Bilevel {
            photometric: 1,
            group4: false,
        },
        Bilevel {
            photometric: 0,
            group4: true,
        },
    ];
    let file = bilevel_tiff(&ways.map(|how| (&tiny, how)));
    let pages = read::decode(&file, "image/tiff").expect("a readable TIFF");
    assert_eq!(pages.len(), 3);
    for (page, how) in pages.iter().zip(ways) {
        assert_eq!(page, &tiny, "{how:?}");
    }
    // A whole answer sheet, filled, at 200 dpi.
    let t = TestApi::new().await;
    let exam = crate::paper::ready_exam(&t, &CHAPTERS, 6, 11).await;
    let (_, blanks) = blanks(
        &t,
        &exam,
        json!({"copies": 1, "variants": 1, "seed": 2, "studentIdDigits": 4}),
        &[200.0],
    )
    .await;
    let blank = &blanks[&200][0];
    let mut rng = StdRng::seed_from_u64(5);
    // Solid and crossed marks only: a pencil grey does not survive a 1-bit threshold.
    let mut img = blank.raster.clone();
    let mut truth = Vec::new();
    for (i, b) in blank.geometry.boxes.iter().enumerate() {
        let filled = b.role != BoxRole::Zone && i % 3 == 0;
        if filled {
            let style = if i % 2 == 0 {
                Style::Solid
            } else {
                Style::Cross
            };
            mark(&mut img, blank.scale, b, style, &mut rng);
        }
        truth.push(Some(filled));
    }
    let file = bilevel_tiff(&ways.map(|how| (&img, how)));
    let pages = read::decode(&file, "image/tiff").expect("a readable TIFF");
    assert_eq!(pages.len(), 3);
    for (page, how) in pages.iter().zip(ways) {
        let at = read::locate(page).unwrap_or_else(|e| panic!("{how:?}: {e}"));
        assert_eq!(
            (at.export_id.as_str(), at.copy, at.page),
            (blank.export.as_str(), blank.copy, blank.page)
        );
        let readings = read::read_boxes(page, &at, &blank.geometry);
        let decided: Vec<Option<bool>> = readings
            .iter()
            .map(|r| Some(r.decision == Decision::Filled))
            .collect();
        assert!(
            readings.iter().all(|r| r.decision != Decision::Uncertain),
            "{how:?}"
        );
        assert_eq!(decided, truth, "{how:?}");
    }
    // The same bits under the other PhotometricInterpretation are the negative page: the tag
    // is what decides which bit is black.
    let positive = bilevel_tiff(&[(&img, ways[0])]);
    let mut negative = positive.clone();
    // The value of the fifth directory entry (262), in the last directory of the file.
    let at = negative.len() - 4 - 9 * 12 + 4 * 12 + 8;
    assert_eq!(negative[at - 8..at - 6], 262u16.to_le_bytes());
    negative[at] = 1;
    let (p, n) = (
        read::decode(&positive, "image/tiff").unwrap().remove(0),
        read::decode(&negative, "image/tiff").unwrap().remove(0),
    );
    assert!(p.data.iter().zip(&n.data).all(|(a, b)| *a == 255 - *b));
}

/// The large corpus (1,200 pages): `cargo test --release --test it omr::large -- --ignored
/// --nocapture` prints the figures per condition.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "about 1,200 pages: run by hand in release mode"]
async fn large_corpus_figures_per_condition() {
    let conditions = vec![
        (Condition::Clean, vec![100, 150, 200, 300, 600]),
        (Condition::Rotated(90.0), vec![150, 200]),
        (Condition::Rotated(180.0), vec![150, 200]),
        (Condition::Rotated(270.0), vec![150, 200]),
        (Condition::Rotated(10.0), vec![150, 300]),
        (Condition::Rotated(-7.0), vec![100, 200]),
        (Condition::Rotated(93.0), vec![200]),
        (Condition::Noise(12.0), vec![100, 200]),
        (Condition::Noise(20.0), vec![200]),
        (Condition::Blur(1), vec![150, 300]),
        (Condition::Blur(2), vec![300]),
        (Condition::Jpeg50, vec![100, 200]),
        (Condition::UnevenLight(0.6), vec![150, 200]),
        (Condition::UnevenLight(0.45), vec![200]),
        (Condition::Perspective(0.02), vec![150, 200]),
        (Condition::Perspective(0.035), vec![200]),
        (Condition::Combined, vec![150, 200, 300]),
    ];
    let per = 72;
    let results = corpus(&conditions, per, 7).await;
    let (clean, degraded) = report(&results);
    println!("clean: {clean:?}\ndegraded: {degraded:?}");
    assert!(clean.pages + degraded.pages >= 1000);
    // The targets: every clean box right, no degraded box wrong, at least 99.5 % of
    // them right (the rest sent to review), every QR code read.
    assert_eq!(clean.right, clean.boxes(), "{clean:?}");
    assert_eq!(degraded.wrong, 0, "{degraded:?}");
    assert!(
        degraded.right as f64 >= 0.995 * degraded.boxes() as f64,
        "{degraded:?}"
    );
    assert_eq!(
        clean.qr_read + degraded.qr_read,
        clean.pages + degraded.pages
    );
}
