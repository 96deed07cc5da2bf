//! Optical mark reading on one core: answer-sheet pages read per minute at 200 dpi, with the
//! time to decode the same PNG files alone printed beside it as the baseline.
//!
//! `cargo bench --bench omr` renders 8 answer-sheet pages of a 20-question exam with the paper
//! module, rasterises them at 200 dpi with hayro, fills a third of the boxes, encodes them as
//! PNG, then reads them again and again (decode, marks, transform, QR code, every box).
//!
//! Target: at least 1,000 pages a minute per core (five times OMRChecker's 200).

use std::time::{Duration, Instant};

use edugen::domain::export::ExportKind;
use edugen::paper::read;
use edugen::paper::{self, Part, Selection};

#[path = "support/print.rs"]
mod print;
use print::{exam, job, variants};

/// Pages of `pdf` at `dpi`, grey.
fn rasterise(pdf: &[u8], dpi: f32) -> Vec<read::Gray> {
    use hayro::hayro_interpret::InterpreterSettings;
    use hayro::vello_cpu::color::palette::css::WHITE;
    let doc = hayro::hayro_syntax::Pdf::new(pdf.to_vec()).expect("a readable PDF");
    let cache = hayro::RenderCache::new();
    let settings = InterpreterSettings::default();
    let scale = dpi / 72.0;
    doc.pages()
        .iter()
        .map(|page| {
            let p = hayro::render(
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
            read::Gray {
                width: usize::from(p.width()),
                height: usize::from(p.height()),
                data: p
                    .data()
                    .iter()
                    .map(|c| {
                        ((u32::from(c.r) * 299 + u32::from(c.g) * 587 + u32::from(c.b) * 114)
                            / 1000) as u8
                    })
                    .collect(),
            }
        })
        .collect()
}

fn main() {
    let exam = exam();
    let job = job(ExportKind::Paper, variants(&exam, 2), 4);
    let rendered = paper::render(
        &job,
        Selection {
            part: Some(Part::Sheets),
            copy: None,
        },
    )
    .expect("renders");
    let layout = rendered.layout.expect("a layout");
    let dpi = 200.0;
    let s = f64::from(dpi) / 72.0;
    let rasters = rasterise(&rendered.pdf, dpi);
    // The sheet pages, in order, with their geometry; every third box filled solid.
    let mut pages = Vec::new();
    let mut n = 0usize;
    for copy in &layout.copies {
        let sheet = &layout.variants[copy.variant as usize - 1];
        for p in &copy.pages {
            let geometry = sheet.pages[p.page as usize - 1].clone();
            let mut img = rasters[pages.len()].clone();
            for b in &geometry.boxes {
                n += 1;
                if !n.is_multiple_of(3) || b.role == edugen::domain::export::BoxRole::Zone {
                    continue;
                }
                let (x0, y0) = (
                    (f64::from(b.rect.x) + 1.0) * s,
                    (f64::from(b.rect.y) + 1.0) * s,
                );
                let (x1, y1) = (
                    (f64::from(b.rect.x + b.rect.width) - 1.0) * s,
                    (f64::from(b.rect.y + b.rect.height) - 1.0) * s,
                );
                for y in y0 as usize..y1 as usize {
                    for x in x0 as usize..x1 as usize {
                        img.data[y * img.width + x] = 40;
                    }
                }
            }
            let mut png = Vec::new();
            image::GrayImage::from_raw(img.width as u32, img.height as u32, img.data.clone())
                .unwrap()
                .write_with_encoder(image::codecs::png::PngEncoder::new(&mut png))
                .unwrap();
            pages.push((png, geometry));
        }
    }
    let rounds = 5;
    let total = pages.len() * rounds;
    // Baseline: decoding alone.
    let start = Instant::now();
    for _ in 0..rounds {
        for (png, _) in &pages {
            std::hint::black_box(read::decode(png, "image/png").unwrap());
        }
    }
    let decode = start.elapsed();
    // Reading: decode, locate, every box.
    let start = Instant::now();
    let mut boxes = 0usize;
    let mut filled = 0usize;
    for _ in 0..rounds {
        for (png, geometry) in &pages {
            let img = read::decode(png, "image/png").unwrap().remove(0);
            let at = read::locate(&img).expect("located");
            let r = read::read_boxes(&img, &at, geometry);
            boxes += r.len();
            filled += r
                .iter()
                .filter(|b| b.decision == read::Decision::Filled)
                .count();
        }
    }
    let reading = start.elapsed();
    let per_min = |d: Duration| total as f64 / d.as_secs_f64() * 60.0;
    println!(
        "omr: {} pages at {dpi} dpi ({}×{} px), {} boxes read, {} filled",
        total, rasters[0].width, rasters[0].height, boxes, filled
    );
    println!(
        "  read (decode + marks + QR + boxes): {:>8.0} pages/min/core  ({:.1} ms a page)",
        per_min(reading),
        reading.as_secs_f64() * 1000.0 / total as f64
    );
    println!(
        "  baseline, PNG decode alone:         {:>8.0} pages/min/core  ({:.1} ms a page)",
        per_min(decode),
        decode.as_secs_f64() * 1000.0 / total as f64
    );
    println!(
        "  reading beyond decoding: {:.1} ms a page; target 1,000 pages/min/core",
        (reading.as_secs_f64() - decode.as_secs_f64()) * 1000.0 / total as f64
    );
}
