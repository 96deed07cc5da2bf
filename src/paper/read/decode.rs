//! Scans to grey levels: PNG, JPEG, TIFF (every page), PDF (every page, rendered).

use super::Gray;

/// Most pages read from one upload.
pub const MAX_PAGES: usize = 200;
/// Most pixels of one page (a 600 dpi A3 page is about 70 million).
pub const MAX_PIXELS: u64 = 80_000_000;
/// Resolution PDF pages are rendered at, in dots per inch.
pub const PDF_DPI: f32 = 200.0;

/// Why a scan could not be decoded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// Not a media type the reader takes.
    #[error(
        "unsupported media type `{0}`: send image/png, image/jpeg, image/tiff or application/pdf"
    )]
    Unsupported(String),
    /// The bytes are not a readable file of that type.
    #[error("{0}")]
    Undecodable(String),
}

/// The pages of a scan of `media_type` (`image/png`, `image/jpeg`, `image/tiff`,
/// `application/pdf`; parameters ignored) in grey levels.
pub fn decode(bytes: &[u8], media_type: &str) -> Result<Vec<Gray>, DecodeError> {
    let essence = media_type
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    match essence.as_str() {
        "image/png" => raster(bytes, image::ImageFormat::Png).map(|g| vec![g]),
        "image/jpeg" | "image/jpg" => raster(bytes, image::ImageFormat::Jpeg).map(|g| vec![g]),
        "image/tiff" => tiff_pages(bytes),
        "application/pdf" => pdf_pages(bytes),
        _ => Err(DecodeError::Unsupported(essence)),
    }
}

fn undecodable(what: &str, e: impl std::fmt::Display) -> DecodeError {
    DecodeError::Undecodable(format!("not a readable {what} file: {e}"))
}

fn raster(bytes: &[u8], format: image::ImageFormat) -> Result<Gray, DecodeError> {
    let name = match format {
        image::ImageFormat::Png => "PNG",
        image::ImageFormat::Jpeg => "JPEG",
        _ => "image",
    };
    let mut reader = image::ImageReader::with_format(std::io::Cursor::new(bytes), format);
    let mut limits = image::Limits::default();
    limits.max_alloc = Some(MAX_PIXELS * 4);
    reader.limits(limits);
    let img = reader.decode().map_err(|e| undecodable(name, e))?;
    let luma = img.into_luma8();
    let (w, h) = luma.dimensions();
    Ok(Gray {
        width: w as usize,
        height: h as usize,
        data: luma.into_raw(),
    })
}

fn tiff_pages(bytes: &[u8]) -> Result<Vec<Gray>, DecodeError> {
    // The image crate reads one page; walk the directory chain by re-opening at each page.
    let mut out = Vec::new();
    let mut decoder = tiff::decoder::Decoder::new(std::io::Cursor::new(bytes))
        .map_err(|e| undecodable("TIFF", e))?;
    loop {
        let (w, h) = decoder.dimensions().map_err(|e| undecodable("TIFF", e))?;
        if u64::from(w) * u64::from(h) > MAX_PIXELS {
            return Err(DecodeError::Undecodable(format!(
                "TIFF page {} is {w} × {h} pixels, more than {MAX_PIXELS}",
                out.len() + 1
            )));
        }
        let color = decoder.colortype().map_err(|e| undecodable("TIFF", e))?;
        let photometric = decoder
            .find_tag_unsigned::<u16>(tiff::tags::Tag::PhotometricInterpretation)
            .map_err(|e| undecodable("TIFF", e))?;
        let data = decoder.read_image().map_err(|e| undecodable("TIFF", e))?;
        out.push(tiff_gray(w as usize, h as usize, color, photometric, data)?);
        if out.len() > MAX_PAGES {
            return Err(DecodeError::Undecodable(format!(
                "more than {MAX_PAGES} pages in one request"
            )));
        }
        if !decoder.more_images() {
            break;
        }
        decoder.next_image().map_err(|e| undecodable("TIFF", e))?;
    }
    Ok(out)
}

/// PhotometricInterpretation `WhiteIsZero` (TIFF 6.0 §3): the smallest sample is white. Fax
/// and most bi-level scans are written so; `BlackIsZero` (1) is the other grey one.
const WHITE_IS_ZERO: u16 = 0;

/// A decoded TIFF page in grey levels (0 black). The tiff decoder hands grey samples over
/// "min is black" whatever the page's PhotometricInterpretation: it inverts "min is white"
/// ones (bi-level and 8-bit alike) as it reads them, so both read the same here (pinned by the
/// tests on pages written each way, uncompressed and CCITT Group 4).
fn tiff_gray(
    w: usize,
    h: usize,
    color: tiff::ColorType,
    photometric: Option<u16>,
    data: tiff::decoder::DecodingResult,
) -> Result<Gray, DecodeError> {
    use tiff::ColorType;
    use tiff::decoder::DecodingResult;
    let is_grey = matches!(color, ColorType::Gray(_));
    if is_grey && !matches!(photometric, Some(WHITE_IS_ZERO | 1)) {
        return Err(DecodeError::Undecodable(format!(
            "a grey TIFF page needs PhotometricInterpretation 0 (min is white) or 1 (min is black), not {}",
            photometric.map_or("none".to_owned(), |p| p.to_string())
        )));
    }
    let gray: Vec<u8> = match (color, data) {
        (ColorType::Gray(8), DecodingResult::U8(buf)) => buf,
        (ColorType::Gray(16), DecodingResult::U16(buf)) => {
            buf.iter().map(|v| (v >> 8) as u8).collect()
        }
        (ColorType::Gray(1), DecodingResult::U8(buf)) => {
            // Rows start on a byte; the first pixel is the most significant bit; after the
            // decoder's normalisation a set bit is white.
            let stride = w.div_ceil(8);
            if buf.len() < stride * h {
                return Err(DecodeError::Undecodable("a truncated TIFF page".to_owned()));
            }
            let mut g = Vec::with_capacity(w * h);
            for row in buf.chunks_exact(stride).take(h) {
                for x in 0..w {
                    g.push(if row[x / 8] & (0x80 >> (x % 8)) != 0 {
                        255
                    } else {
                        0
                    });
                }
            }
            g
        }
        (ColorType::GrayA(8), DecodingResult::U8(buf)) => {
            buf.chunks_exact(2).map(|p| p[0]).collect()
        }
        (ColorType::RGB(8), DecodingResult::U8(buf)) => buf
            .chunks_exact(3)
            .map(|p| luma(p[0], p[1], p[2]))
            .collect(),
        (ColorType::RGBA(8), DecodingResult::U8(buf)) => buf
            .chunks_exact(4)
            .map(|p| luma(p[0], p[1], p[2]))
            .collect(),
        (other, _) => {
            return Err(DecodeError::Undecodable(format!(
                "TIFF colour type {other:?} is not supported (bi-level, 8- or 16-bit grey, 8-bit RGB)"
            )));
        }
    };
    if gray.len() != w * h {
        return Err(DecodeError::Undecodable("a truncated TIFF page".to_owned()));
    }
    Ok(Gray {
        width: w,
        height: h,
        data: gray,
    })
}

#[inline]
fn luma(r: u8, g: u8, b: u8) -> u8 {
    ((u32::from(r) * 299 + u32::from(g) * 587 + u32::from(b) * 114) / 1000) as u8
}

fn pdf_pages(bytes: &[u8]) -> Result<Vec<Gray>, DecodeError> {
    use hayro::hayro_interpret::InterpreterSettings;
    use hayro::vello_cpu::color::palette::css::WHITE;
    let doc = hayro::hayro_syntax::Pdf::new(bytes.to_vec())
        .map_err(|e| undecodable("PDF", format!("{e:?}")))?;
    let pages = doc.pages();
    if pages.len() > MAX_PAGES {
        return Err(DecodeError::Undecodable(format!(
            "more than {MAX_PAGES} pages in one request"
        )));
    }
    let cache = hayro::RenderCache::new();
    let settings = InterpreterSettings::default();
    let scale = PDF_DPI / 72.0;
    let mut out = Vec::with_capacity(pages.len());
    for page in pages.iter() {
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
        out.push(Gray {
            width: usize::from(pixmap.width()),
            height: usize::from(pixmap.height()),
            data: pixmap.data().iter().map(|p| luma(p.r, p.g, p.b)).collect(),
        });
    }
    if out.is_empty() {
        return Err(DecodeError::Undecodable("the PDF has no page".to_owned()));
    }
    Ok(out)
}
