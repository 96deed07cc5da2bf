//! The geometry of an answer sheet: where the registration marks, the QR code, the
//! student-number grid and every question's boxes go. Pure arithmetic (no font is read), so
//! the layout a reader grades against is known without rendering, and the renderer draws
//! exactly these rectangles.
//!
//! Sizes follow what optical readers tolerate well (AMC, OMRChecker): boxes of 4.2 mm with at
//! least 1.4 mm between them, corner discs of 5 mm whose centres sit 10 mm from the edges, a QR
//! code of 24 mm (about 0.7 mm a module) with a quiet zone clear of every other mark.
//!
//! Compiled with the renderer (`pdf`) or the reader (`omr`); the reader alone needs only the
//! marks and the QR code's place, the layout being stored with each export.
#![cfg_attr(
    not(feature = "pdf"),
    allow(
        dead_code,
        reason = "the reader alone uses the marks and the QR code's place"
    )
)]

use super::{boolean_words, fraction_format, numeric_format};
use crate::domain::export::{
    BoxRole, FractionFormat, Mark, NumericFormat, PaperSize, PrintQuestion, PrintVariant, Rect,
    SheetBox, SheetField, SheetPage, VariantSheet,
};
use crate::domain::question::{Answer, Language, QuestionKind};

/// Points per millimetre.
pub(crate) const MM: f32 = 72.0 / 25.4;
/// Side of a box.
pub(crate) const BOX: f32 = 4.2 * MM;
/// Distance between the centres of two boxes of a grid.
pub(crate) const PITCH: f32 = 5.6 * MM;
/// Radius of a registration mark.
pub(crate) const MARK_RADIUS: f32 = 2.5 * MM;
/// Distance from a page edge to a mark's centre.
pub(crate) const MARK_INSET: f32 = 10.0 * MM;
/// Left and right margin of the content.
pub(crate) const MARGIN: f32 = 18.0 * MM;
/// The QR code's side.
pub(crate) const QR_SIDE: f32 = 24.0 * MM;
/// Top of the QR code.
pub(crate) const QR_TOP: f32 = 14.0 * MM;
/// The rule under the header.
pub(crate) const HEADER_RULE: f32 = 45.0 * MM;
/// Width of a question's number label.
const LABEL: f32 = 11.0 * MM;
/// Height of a one-line block (choices, true/false).
const LINE: f32 = 7.0 * MM;
/// Width of one choice cell: its letter, its box and the gap to the next.
const CHOICE_CELL: f32 = 10.0 * MM;
/// Width of a true/false cell.
const WORD_CELL: f32 = 17.0 * MM;
/// Height of the write-in row above a digit grid.
const WRITE_IN: f32 = 6.0 * MM;
/// Height of the header row of a matching or ordering grid.
const GRID_HEAD: f32 = 5.0 * MM;
/// Width of the row labels of a grid.
const ROW_LABEL: f32 = 5.0 * MM;
/// Gap between the integer and decimal digit columns (the separator).
const SEPARATOR: f32 = 2.5 * MM;
/// Horizontal gap between blocks.
const GAP_X: f32 = 7.0 * MM;
/// Vertical gap between rows of blocks.
const GAP_Y: f32 = 5.0 * MM;
/// A short-text zone's height.
const SHORT_ZONE: f32 = 13.0 * MM;
/// An open answer zone's height.
const OPEN_ZONE: f32 = 40.0 * MM;

/// Something the renderer draws besides boxes, marks and the header.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Ink {
    /// A line of text; `y` is its baseline.
    Text {
        x: f32,
        y: f32,
        size: f32,
        text: String,
        bold: bool,
        align: Align,
    },
    /// A frame (handwriting zones, write-in cells).
    Frame(Rect),
}

/// Horizontal alignment of an [`Ink::Text`] on its `x`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Align {
    Left,
    Center,
}

/// One sheet page: its layout (serialised for readers) and what else to draw on it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Page {
    pub(crate) layout: SheetPage,
    pub(crate) ink: Vec<Ink>,
    /// Top of the instructions (first page only).
    pub(crate) instructions: Option<(f32, f32)>,
}

/// A variant's sheet: its pages and fields.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Sheet {
    pub(crate) pages: Vec<Page>,
    pub(crate) fields: Vec<SheetField>,
}

impl Sheet {
    /// The part a reader needs.
    pub(crate) fn layout(&self, variant: u32) -> VariantSheet {
        VariantSheet {
            variant,
            fields: self.fields.clone(),
            pages: self.pages.iter().map(|p| p.layout.clone()).collect(),
        }
    }
}

fn r(v: f32) -> f32 {
    (v * 100.0).round() / 100.0
}

fn rect(x: f32, y: f32, w: f32, h: f32) -> Rect {
    Rect {
        x: r(x),
        y: r(y),
        width: r(w),
        height: r(h),
    }
}

/// The four marks of a page of `size`: top-left, top-right, bottom-right, bottom-left.
pub(crate) fn marks(size: PaperSize) -> Vec<Mark> {
    let (w, h) = size.points();
    [
        (MARK_INSET, MARK_INSET),
        (w - MARK_INSET, MARK_INSET),
        (w - MARK_INSET, h - MARK_INSET),
        (MARK_INSET, h - MARK_INSET),
    ]
    .into_iter()
    .map(|(x, y)| Mark {
        x: r(x),
        y: r(y),
        radius: r(MARK_RADIUS),
    })
    .collect()
}

/// Where the QR code goes on a page of `size`.
pub(crate) fn qr_rect(size: PaperSize) -> Rect {
    let (w, _) = size.points();
    rect(w - MARGIN - QR_SIDE, QR_TOP, QR_SIDE, QR_SIDE)
}

/// One question's (or part's) answer area, before it is placed.
struct Block {
    field: SheetField,
    width: f32,
    height: f32,
    /// Boxes and ink relative to the block's top-left.
    boxes: Vec<SheetBox>,
    ink: Vec<Ink>,
    /// Takes the whole width.
    wide: bool,
}

fn letter(i: usize) -> String {
    char::from(b'A' + (i % 26) as u8).to_string()
}

struct Builder {
    field: String,
    boxes: Vec<SheetBox>,
    ink: Vec<Ink>,
}

impl Builder {
    fn new(field: &str) -> Self {
        Self {
            field: field.to_owned(),
            boxes: Vec::new(),
            ink: Vec::new(),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn square(
        &mut self,
        role: BoxRole,
        value: String,
        row: Option<u32>,
        column: Option<u32>,
        choice_id: Option<String>,
        cx: f32,
        cy: f32,
    ) {
        self.boxes.push(SheetBox {
            field: self.field.clone(),
            role,
            value,
            row,
            column,
            choice_id,
            rect: rect(cx - BOX / 2.0, cy - BOX / 2.0, BOX, BOX),
        });
    }

    fn text(&mut self, x: f32, y: f32, size: f32, text: impl Into<String>, align: Align) {
        self.ink.push(Ink::Text {
            x,
            y,
            size,
            text: text.into(),
            bold: false,
            align,
        });
    }
}

/// The digit columns of a numeric answer or the student number: optionally a sign column,
/// then `format.integer_digits` + `format.decimals` columns of ten boxes (0 at the top) under
/// a write-in cell each. Returns the grid's width and height from `(x, y)`.
fn digit_grid(
    b: &mut Builder,
    x: f32,
    y: f32,
    format: NumericFormat,
    sign: bool,
    role: BoxRole,
) -> (f32, f32) {
    let digits_top = y + WRITE_IN + 1.0 * MM;
    // Row labels 0..9 at the left.
    for d in 0..10 {
        b.text(
            x + ROW_LABEL / 2.0,
            digits_top + PITCH * d as f32 + PITCH / 2.0 + 2.6,
            7.0,
            d.to_string(),
            Align::Center,
        );
    }
    let mut cx = x + ROW_LABEL + PITCH / 2.0;
    if sign {
        // The minus sign: a box on the write-in row, "−" on the row labels' column beside it.
        b.text(
            x + ROW_LABEL / 2.0,
            y + WRITE_IN / 2.0 + 3.0,
            10.0,
            "−",
            Align::Center,
        );
        b.square(
            BoxRole::Sign,
            "-".to_owned(),
            None,
            None,
            None,
            cx,
            y + WRITE_IN / 2.0,
        );
        cx += PITCH;
    }
    let columns = format.integer_digits + format.decimals;
    for c in 0..columns {
        if c == format.integer_digits && format.decimals > 0 {
            // The decimal separator, between the columns, on the write-in row.
            b.text(
                cx - PITCH / 2.0 + SEPARATOR / 2.0,
                y + WRITE_IN - 1.0 * MM,
                11.0,
                ",",
                Align::Center,
            );
            cx += SEPARATOR;
        }
        b.ink.push(Ink::Frame(rect(
            cx - PITCH / 2.0 + 0.3 * MM,
            y,
            PITCH - 0.6 * MM,
            WRITE_IN,
        )));
        for d in 0..10u32 {
            b.square(
                role,
                d.to_string(),
                None,
                Some(c),
                None,
                cx,
                digits_top + PITCH * d as f32 + PITCH / 2.0,
            );
        }
        cx += PITCH;
    }
    (cx - PITCH / 2.0 - x, digits_top + 10.0 * PITCH - y)
}

/// Width of the fraction bar between a fraction's numerator and denominator grids.
const FRACTION_BAR: f32 = 6.0 * MM;

/// The grids of a fraction answer: a sign box and the numerator's digit columns, a fraction
/// bar (`/` on the write-in row), then the denominator's digit columns with their own 0–9 row
/// labels. Returns the width and height from `(x, y)`.
fn fraction_grid(b: &mut Builder, x: f32, y: f32, format: FractionFormat) -> (f32, f32) {
    let columns = |digits| NumericFormat {
        integer_digits: digits,
        decimals: 0,
    };
    let (w, h) = digit_grid(
        b,
        x,
        y,
        columns(format.numerator_digits),
        true,
        BoxRole::Numerator,
    );
    b.text(
        x + w + FRACTION_BAR / 2.0,
        y + WRITE_IN - 1.0 * MM,
        16.0,
        "/",
        Align::Center,
    );
    let x1 = x + w + FRACTION_BAR;
    let (w1, _) = digit_grid(
        b,
        x1,
        y,
        columns(format.denominator_digits),
        false,
        BoxRole::Denominator,
    );
    (x1 + w1 - x, h)
}

/// The block of one question, or of one part (`part` = `(id, label, answer)`).
fn block(
    q: &PrintQuestion,
    part: Option<(&str, &str, &Answer)>,
    language: Language,
    content_width: f32,
) -> Block {
    let (id, number, kind) = match part {
        Some((id, label, answer)) => {
            let kind = match answer {
                Answer::Numeric { .. } => QuestionKind::Numeric,
                Answer::Boolean { .. } => QuestionKind::TrueFalse,
                Answer::Text { .. } => QuestionKind::ShortText,
                _ => QuestionKind::Open,
            };
            (id.to_owned(), format!("{}{label}", q.number), kind)
        }
        None => (q.id.clone(), q.number.to_string(), q.kind),
    };
    let answer = part.map_or(&q.answer, |p| p.2);
    let mut b = Builder::new(&id);
    let label_y = LINE / 2.0 + 3.5;
    b.ink.push(Ink::Text {
        x: 0.0,
        y: label_y,
        size: 10.5,
        text: number.clone(),
        bold: true,
        align: Align::Left,
    });
    let x0 = LABEL;
    let mut numeric = None;
    let mut fraction = None;
    let mut wide = false;
    let (width, height) = match kind {
        QuestionKind::SingleChoice | QuestionKind::MultipleChoice => {
            for (i, c) in q.choices.iter().enumerate() {
                let cell = x0 + CHOICE_CELL * i as f32;
                b.text(cell + 1.2 * MM, label_y, 9.5, &c.label, Align::Center);
                b.square(
                    BoxRole::Choice,
                    c.label.clone(),
                    None,
                    None,
                    Some(c.id.clone()),
                    cell + 3.0 * MM + BOX / 2.0,
                    LINE / 2.0,
                );
            }
            (x0 + CHOICE_CELL * q.choices.len() as f32 - 3.0 * MM, LINE)
        }
        QuestionKind::TrueFalse => {
            for (i, (word, value)) in boolean_words(language)
                .into_iter()
                .zip(["true", "false"])
                .enumerate()
            {
                let cell = x0 + WORD_CELL * i as f32;
                b.text(cell, label_y, 9.5, word, Align::Left);
                b.square(
                    BoxRole::Boolean,
                    value.to_owned(),
                    None,
                    None,
                    None,
                    cell + 9.5 * MM + BOX / 2.0,
                    LINE / 2.0,
                );
            }
            (x0 + WORD_CELL * 2.0 - 3.0 * MM, LINE)
        }
        QuestionKind::Numeric => match fraction_format(answer) {
            Some(format) => {
                fraction = Some(format);
                let (w, h) = fraction_grid(&mut b, x0, 0.0, format);
                (x0 + w, h)
            }
            None => {
                let format = numeric_format(answer).unwrap_or(NumericFormat {
                    integer_digits: 4,
                    decimals: 2,
                });
                numeric = Some(format);
                let (w, h) = digit_grid(&mut b, x0, 0.0, format, true, BoxRole::Digit);
                (x0 + w, h)
            }
        },
        QuestionKind::Matching | QuestionKind::Ordering => {
            let matching = kind == QuestionKind::Matching;
            let rows = if matching {
                q.left.len()
            } else {
                q.choices.len()
            };
            let cols = q.choices.len();
            let grid_x = x0 + ROW_LABEL;
            for c in 0..cols {
                let head = if matching {
                    letter(c)
                } else {
                    (c + 1).to_string()
                };
                b.text(
                    grid_x + PITCH * c as f32 + PITCH / 2.0,
                    GRID_HEAD - 1.4 * MM,
                    7.5,
                    head,
                    Align::Center,
                );
            }
            for row in 0..rows {
                let cy = GRID_HEAD + PITCH * row as f32 + PITCH / 2.0;
                let row_label = if matching {
                    (row + 1).to_string()
                } else {
                    letter(row)
                };
                b.text(
                    x0 + ROW_LABEL / 2.0,
                    cy + 2.6,
                    7.5,
                    row_label,
                    Align::Center,
                );
                for c in 0..cols {
                    let (role, value) = if matching {
                        (BoxRole::Match, letter(c))
                    } else {
                        (BoxRole::Position, (c + 1).to_string())
                    };
                    b.square(
                        role,
                        value,
                        Some(row as u32 + 1),
                        None,
                        None,
                        grid_x + PITCH * c as f32 + PITCH / 2.0,
                        cy,
                    );
                }
            }
            (
                grid_x + PITCH * cols as f32,
                GRID_HEAD + PITCH * rows as f32,
            )
        }
        QuestionKind::ShortText | QuestionKind::Open => {
            wide = true;
            let h = if kind == QuestionKind::ShortText {
                SHORT_ZONE
            } else {
                OPEN_ZONE
            };
            b.boxes.push(SheetBox {
                field: id.clone(),
                role: BoxRole::Zone,
                value: String::new(),
                row: None,
                column: None,
                choice_id: None,
                rect: rect(x0, 0.0, content_width - x0, h),
            });
            (content_width, h)
        }
    };
    Block {
        field: SheetField {
            field: id,
            number,
            kind,
            page: 0,
            numeric,
            fraction,
        },
        width,
        height,
        boxes: b.boxes,
        ink: b.ink,
        wide,
    }
}

fn shift_rect(r0: Rect, dx: f32, dy: f32) -> Rect {
    rect(r0.x + dx, r0.y + dy, r0.width, r0.height)
}

fn shift_ink(ink: Ink, dx: f32, dy: f32) -> Ink {
    match ink {
        Ink::Text {
            x,
            y,
            size,
            text,
            bold,
            align,
        } => Ink::Text {
            x: x + dx,
            y: y + dy,
            size,
            text,
            bold,
            align,
        },
        Ink::Frame(f) => Ink::Frame(shift_rect(f, dx, dy)),
    }
}

fn new_page(number: u32, size: PaperSize) -> Page {
    let (width, height) = size.points();
    Page {
        layout: SheetPage {
            page: number,
            width: r(width),
            height: r(height),
            marks: marks(size),
            qr: qr_rect(size),
            boxes: Vec::new(),
        },
        ink: Vec::new(),
        instructions: None,
    }
}

/// Lays out the answer sheet of `variant`: the student-number grid (`student_digits` columns,
/// none for 0) and the instructions on the first page, then every question's block, left to
/// right and top to bottom, starting a new page when a block does not fit.
pub(crate) fn layout(
    variant: &PrintVariant,
    size: PaperSize,
    student_digits: u8,
    language: Language,
) -> Sheet {
    let (width, height) = size.points();
    let content_width = width - 2.0 * MARGIN;
    let bottom = height - 18.0 * MM;
    let top = HEADER_RULE + 5.0 * MM;
    let mut pages = vec![new_page(1, size)];
    let mut y = top;
    {
        let page = &mut pages[0];
        let mut b = Builder::new("studentId");
        let mut right = MARGIN;
        if student_digits > 0 {
            b.ink.push(Ink::Text {
                x: MARGIN,
                y: y + 3.0 * MM,
                size: 9.0,
                text: match language {
                    Language::Fr => "Numéro d’élève".to_owned(),
                    Language::En => "Student number".to_owned(),
                },
                bold: true,
                align: Align::Left,
            });
            let format = NumericFormat {
                integer_digits: u32::from(student_digits),
                decimals: 0,
            };
            let (w, h) = digit_grid(
                &mut b,
                MARGIN,
                y + 5.0 * MM,
                format,
                false,
                BoxRole::Student,
            );
            right = MARGIN + w + 10.0 * MM;
            page.instructions = Some((right, y));
            y += 5.0 * MM + h + GAP_Y + 2.0 * MM;
        } else {
            page.instructions = Some((right, y));
            y += 20.0 * MM;
        }
        page.layout.boxes.extend(b.boxes);
        page.ink.extend(b.ink);
    }
    let mut fields = Vec::new();
    let mut x = MARGIN;
    let mut row_height = 0.0f32;
    for q in variant.questions() {
        let blocks: Vec<Block> = if q.parts.is_empty() {
            vec![block(q, None, language, content_width)]
        } else {
            q.parts
                .iter()
                .map(|p| {
                    block(
                        q,
                        Some((p.id.as_str(), p.label.as_str(), &p.answer)),
                        language,
                        content_width,
                    )
                })
                .collect()
        };
        for mut blk in blocks {
            // Next row if it does not fit beside the previous blocks.
            if x > MARGIN && (blk.wide || x + blk.width > MARGIN + content_width) {
                x = MARGIN;
                y += row_height + GAP_Y;
                row_height = 0.0;
            }
            if y + blk.height > bottom && y > top {
                let n = pages.len() as u32 + 1;
                pages.push(new_page(n, size));
                x = MARGIN;
                y = top;
                row_height = 0.0;
            }
            let page = pages.last_mut().expect("a page");
            blk.field.page = page.layout.page;
            for bx in blk.boxes {
                page.layout.boxes.push(SheetBox {
                    rect: shift_rect(bx.rect, x, y),
                    ..bx
                });
            }
            page.ink
                .extend(blk.ink.into_iter().map(|i| shift_ink(i, x, y)));
            fields.push(blk.field);
            row_height = row_height.max(blk.height);
            x += blk.width + GAP_X;
            if blk.wide {
                x = MARGIN + content_width + 1.0;
            }
        }
    }
    Sheet { pages, fields }
}
