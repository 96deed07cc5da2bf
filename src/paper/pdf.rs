//! The PDF renderer (feature `pdf`): krilla for the document, krilla-svg for the figures as
//! vectors, qrcode for the sheets' codes, fonts from typst-assets (embedded and subset by
//! krilla; the machine's fonts are never looked up).
//!
//! Rendering runs in two steps: every page is first laid out into a display list (text runs,
//! rectangles, discs, figures, QR modules) with the structure-tree node each item belongs to;
//! the list is then drawn, and the structure tree (parts, headings, numbered lists of
//! questions, figures with their alt text, lists of choices) built from it, so that a screen
//! reader reads the subject in order. Rules, boxes, marks and page numbers are artifacts.

use std::num::NonZeroU16;
use std::sync::{Arc, OnceLock};

use krilla::Document;
use krilla::SerializeSettings;
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point, Size, Transform};
use krilla::metadata::Metadata;
use krilla::num::NormalizedF32;
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke};
use krilla::surface::Surface;
use krilla::tagging::{
    Artifact, ArtifactType, ContentTag, ListNumbering, Node, SpanTag, Tag, TagGroup, TagKind,
    TagTree,
};
use krilla::text::{Font, TextDirection};
use krilla_svg::{SurfaceExt, SvgSettings};

use super::sheet::{self, Align, Ink, MARGIN, MM};
use super::{Part, RenderError, Rendered, Selection, number, qr_content};
use crate::domain::export::{
    CopyLayout, CopyPage, ExportKind, PageRange, PaperLayout, PdfParts, PrintCopy, PrintJob,
    PrintQuestion, PrintVariant, Rect,
};
use crate::domain::question::{Language, QuestionKind};

// ---------------------------------------------------------------------------------------------
// Fonts

/// A text style.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Style {
    Regular,
    Bold,
    Italic,
    Mono,
}

pub(super) struct Face {
    font: Font,
    metrics: ttf_parser::Face<'static>,
}

pub(super) struct Fonts {
    regular: Face,
    bold: Face,
    italic: Face,
    mono: Face,
    /// For the few signs the text faces lack.
    math: Face,
    /// The fonts figures' text is set in.
    svg: Arc<usvg::fontdb::Database>,
}

fn postscript_name(face: &ttf_parser::Face<'_>) -> Option<String> {
    face.names()
        .into_iter()
        .filter(|n| n.name_id == ttf_parser::name_id::POST_SCRIPT_NAME)
        .find_map(|n| n.to_string())
}

pub(super) fn fonts() -> Result<&'static Fonts, RenderError> {
    static FONTS: OnceLock<Option<Fonts>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let find = |name: &str| -> Option<Face> {
                typst_assets::fonts().find_map(|data| {
                    let metrics = ttf_parser::Face::parse(data, 0).ok()?;
                    if postscript_name(&metrics).as_deref() != Some(name) {
                        return None;
                    }
                    let font = Font::new(data.into(), 0)?;
                    Some(Face { font, metrics })
                })
            };
            let mut db = usvg::fontdb::Database::new();
            for data in typst_assets::fonts() {
                let keep = ttf_parser::Face::parse(data, 0)
                    .ok()
                    .and_then(|f| postscript_name(&f))
                    .is_some_and(|n| n.starts_with("LibertinusSerif-") || n == "DejaVuSansMono");
                if keep {
                    db.load_font_data(data.to_vec());
                }
            }
            db.set_sans_serif_family("Libertinus Serif");
            db.set_serif_family("Libertinus Serif");
            db.set_monospace_family("DejaVu Sans Mono");
            Some(Fonts {
                regular: find("LibertinusSerif-Regular")?,
                bold: find("LibertinusSerif-Bold")?,
                italic: find("LibertinusSerif-Italic")?,
                mono: find("DejaVuSansMono")?,
                math: find("NewCMMath-Regular")?,
                svg: Arc::new(db),
            })
        })
        .as_ref()
        .ok_or_else(|| RenderError::Failed("the bundled fonts could not be read".to_owned()))
}

impl Fonts {
    fn face(&self, style: Style) -> &Face {
        match style {
            Style::Regular => &self.regular,
            Style::Bold => &self.bold,
            Style::Italic => &self.italic,
            Style::Mono => &self.mono,
        }
    }

    /// `text` cut into runs of one face each: the style's face, or a fallback for a character
    /// it lacks.
    fn runs<'f>(&'f self, text: &str, style: Style) -> Vec<(&'f Face, String)> {
        let primary = self.face(style);
        let mut runs: Vec<(&Face, String)> = Vec::new();
        for c in text.chars() {
            let face = if c.is_control() || primary.metrics.glyph_index(c).is_some() {
                primary
            } else if self.math.metrics.glyph_index(c).is_some() {
                &self.math
            } else if self.mono.metrics.glyph_index(c).is_some() {
                &self.mono
            } else {
                primary
            };
            match runs.last_mut() {
                Some((f, s)) if std::ptr::eq(*f, face) => s.push(c),
                _ => runs.push((face, c.to_string())),
            }
        }
        runs
    }

    /// The characters of `text` no bundled face draws.
    #[cfg(test)]
    fn missing(&self, text: &str) -> Vec<char> {
        text.chars()
            .filter(|&c| {
                [&self.regular, &self.math, &self.mono]
                    .iter()
                    .all(|f| f.metrics.glyph_index(c).is_none())
            })
            .collect()
    }

    /// The advance of `text` at `size` points.
    pub(super) fn width(&self, text: &str, style: Style, size: f32) -> f32 {
        self.runs(text, style)
            .iter()
            .map(|(face, s)| {
                let m = &face.metrics;
                let units: f32 = s
                    .chars()
                    .map(|c| {
                        m.glyph_index(c)
                            .and_then(|g| m.glyph_hor_advance(g))
                            .map_or(0.0, f32::from)
                    })
                    .sum();
                units * size / f32::from(m.units_per_em())
            })
            .sum()
    }

    /// `text` broken into lines of at most `width` points (greedy, at spaces; no-break spaces
    /// hold); a word longer than a line is cut.
    pub(super) fn wrap(&self, text: &str, style: Style, size: f32, width: f32) -> Vec<String> {
        let mut lines = Vec::new();
        for paragraph in text.split('\n') {
            let mut line = String::new();
            for word in paragraph.split(' ').filter(|w| !w.is_empty()) {
                let candidate = if line.is_empty() {
                    word.to_owned()
                } else {
                    format!("{line} {word}")
                };
                if self.width(&candidate, style, size) <= width || line.is_empty() {
                    line = candidate;
                } else {
                    lines.push(std::mem::take(&mut line));
                    line = word.to_owned();
                }
                // A word wider than the line is cut where it overflows.
                while self.width(&line, style, size) > width && line.chars().count() > 1 {
                    let mut head = String::new();
                    for c in line.chars() {
                        head.push(c);
                        if self.width(&head, style, size) > width {
                            head.pop();
                            break;
                        }
                    }
                    if head.is_empty() {
                        break;
                    }
                    let rest = line[head.len()..].to_owned();
                    lines.push(head);
                    line = rest;
                }
            }
            lines.push(line);
        }
        lines
    }
}

// ---------------------------------------------------------------------------------------------
// Display list and structure

/// A node of the structure tree being built.
#[derive(Debug)]
pub(super) struct GroupSpec {
    kind: TagKind,
    parent: Option<usize>,
}

/// Content of the structure tree: a group, or marked content of a page.
enum Child {
    Group(usize),
    Content(krilla::tagging::Identifier),
}

#[derive(Debug, Clone)]
pub(super) enum Item {
    Text {
        x: f32,
        y: f32,
        size: f32,
        style: Style,
        text: String,
        group: Option<usize>,
    },
    /// A stroked rectangle.
    Frame {
        rect: Rect,
        width: f32,
    },
    /// A filled rectangle.
    Fill {
        rect: Rect,
    },
    /// A horizontal rule or a dotted answer line.
    Rule {
        x1: f32,
        x2: f32,
        y: f32,
        width: f32,
        dotted: bool,
    },
    Disc {
        x: f32,
        y: f32,
        radius: f32,
    },
    Qr {
        rect: Rect,
        content: String,
    },
    Svg {
        tree: Box<usvg::Tree>,
        x: f32,
        y: f32,
        width: f32,
        height: f32,
        group: usize,
    },
}

/// A document being laid out: its pages as display lists, and its structure tree.
pub(super) struct Doc<'a> {
    pub(super) fonts: &'a Fonts,
    pub(super) size: (f32, f32),
    pub(super) pages: Vec<Vec<Item>>,
    pub(super) groups: Vec<GroupSpec>,
    /// Top-level groups, in reading order.
    pub(super) root: Vec<usize>,
    /// Why the document cannot be printed (a figure that does not parse).
    pub(super) failure: Option<String>,
}

/// An exam's subjects, sheets and keys being laid out.
struct Builder<'a> {
    doc: Doc<'a>,
    job: &'a PrintJob,
}

impl<'a> std::ops::Deref for Builder<'a> {
    type Target = Doc<'a>;
    fn deref(&self) -> &Doc<'a> {
        &self.doc
    }
}

impl std::ops::DerefMut for Builder<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.doc
    }
}

impl<'a> Doc<'a> {
    /// An empty document of `size` (points).
    pub(super) fn new(fonts: &'a Fonts, size: (f32, f32)) -> Self {
        Self {
            fonts,
            size,
            pages: Vec::new(),
            groups: Vec::new(),
            root: Vec::new(),
            failure: None,
        }
    }

    pub(super) fn group(&mut self, kind: impl Into<TagKind>, parent: Option<usize>) -> usize {
        self.groups.push(GroupSpec {
            kind: kind.into(),
            parent,
        });
        let id = self.groups.len() - 1;
        if parent.is_none() {
            self.root.push(id);
        }
        id
    }

    pub(super) fn new_page(&mut self) -> usize {
        self.pages.push(Vec::new());
        self.pages.len() - 1
    }

    pub(super) fn push(&mut self, page: usize, item: Item) {
        self.pages[page].push(item);
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn text(
        &mut self,
        page: usize,
        x: f32,
        y: f32,
        size: f32,
        style: Style,
        text: impl Into<String>,
        group: Option<usize>,
    ) {
        self.push(
            page,
            Item::Text {
                x,
                y,
                size,
                style,
                text: text.into(),
                group,
            },
        );
    }

    /// Draws the pages (with `footers[i]`, if any, centred under page `i` as an artifact),
    /// builds the structure tree, and serializes the document titled `title` in `language`.
    pub(super) fn finish(
        self,
        title: &str,
        language: Language,
        footers: &[Option<String>],
    ) -> Result<Vec<u8>, RenderError> {
        let fonts = self.fonts;
        let lang = match language {
            Language::Fr => "fr-FR",
            Language::En => "en",
        };
        let mut document = Document::new_with(SerializeSettings::default());
        let metadata = Metadata::new()
            .title(title.to_owned())
            .language(lang.to_owned())
            .creator("edugen".to_owned())
            .producer("edugen (krilla)".to_owned());
        document.set_metadata(metadata);
        let mut contents: Vec<Vec<Child>> = (0..self.groups.len()).map(|_| Vec::new()).collect();
        let (w, h) = self.size;
        for (i, items) in self.pages.iter().enumerate() {
            let settings = PageSettings::from_wh(w, h)
                .ok_or_else(|| RenderError::Failed("bad page size".to_owned()))?;
            let mut page = document.start_page_with(settings);
            let mut surface = page.surface();
            for item in items {
                draw_item(&mut surface, fonts, item, &mut contents)?;
            }
            if let Some(Some(text)) = footers.get(i) {
                let tw = fonts.width(text, Style::Regular, 8.5);
                artifact(&mut surface, ArtifactType::PageNumber);
                surface.set_fill(Some(fill_black()));
                draw_text(
                    &mut surface,
                    fonts,
                    w / 2.0 - tw / 2.0,
                    h - 10.0 * MM,
                    8.5,
                    Style::Regular,
                    text,
                );
                surface.end_tagged();
            }
            surface.finish();
            page.finish();
        }
        let mut children: Vec<Vec<usize>> = (0..self.groups.len()).map(|_| Vec::new()).collect();
        for (i, g) in self.groups.iter().enumerate() {
            if let Some(p) = g.parent {
                children[p].push(i);
            }
        }
        let mut tree = TagTree::new().with_lang(Some(lang.to_owned()));
        for &g in &self.root {
            let group = build_group(g, &self.groups, &mut children, &mut contents);
            if !group.children.is_empty() {
                tree.push(group);
            }
        }
        document.set_tag_tree(tree);
        document
            .finish()
            .map_err(|e| RenderError::Failed(format!("PDF: {e:?}")))
    }
}

pub(super) fn heading(level: u16) -> Tag<krilla::tagging::kind::Hn> {
    Tag::Hn(NonZeroU16::new(level).unwrap_or(NonZeroU16::MIN), None)
}

/// The printed texts; French addresses the student as "tu", as the questions do.
fn labels(language: Language) -> Labels {
    match language {
        Language::Fr => Labels {
            variant: "Sujet",
            copy: "Copie",
            page: "page",
            name: "Nom et prénom\u{a0}:",
            class: "Classe\u{a0}:",
            points: |p| {
                if p <= 1.0 {
                    format!("{}\u{a0}pt", number(p, Language::Fr))
                } else {
                    format!("{}\u{a0}pts", number(p, Language::Fr))
                }
            },
            total: "Barème",
            answer: "Réponse\u{a0}:",
            answer_key: "Corrigé",
            sheet: "Feuille de réponses",
            on_sheet: "Réponds sur la feuille de réponses, en noircissant les cases.",
            instructions: "Noircis entièrement chaque case choisie, au stylo noir ou bleu foncé, sans déborder. Pour annuler, efface ou passe au blanc\u{a0}: ne barre pas. Écris ton numéro d’élève dans les cases du haut et noircis les chiffres correspondants. Pour un nombre, noircis un chiffre par colonne, et le signe s’il le faut\u{202f}; pour une fraction, le numérateur puis le dénominateur. Ne plie pas la feuille et n’écris pas près des disques noirs ni du code.",
            example: "Exemple\u{a0}: case noircie",
            matching: "Associe chaque élément de gauche à une option de droite.",
            ordering: "Range les éléments dans l’ordre.",
            right_options: "Options",
        },
        Language::En => Labels {
            variant: "Version",
            copy: "Copy",
            page: "page",
            name: "Name:",
            class: "Class:",
            points: |p| {
                if p <= 1.0 {
                    format!("{} pt", number(p, Language::En))
                } else {
                    format!("{} pts", number(p, Language::En))
                }
            },
            total: "Total",
            answer: "Answer:",
            answer_key: "Answer key",
            sheet: "Answer sheet",
            on_sheet: "Answer on the answer sheet by filling in the boxes.",
            instructions: "Fill each chosen box completely with a black or dark blue pen, without going over its edge. To cancel, erase it or use correction fluid: do not cross it out. Write your student number in the top cells and fill in the matching digits. For a number, fill in one digit per column, and the sign if needed; for a fraction, the numerator then the denominator. Do not fold the sheet and do not write near the black discs or the code.",
            example: "Example: a filled box",
            matching: "Match each item on the left with an option on the right.",
            ordering: "Put the items in order.",
            right_options: "Options",
        },
    }
}

struct Labels {
    variant: &'static str,
    copy: &'static str,
    page: &'static str,
    name: &'static str,
    class: &'static str,
    points: fn(f64) -> String,
    total: &'static str,
    answer: &'static str,
    answer_key: &'static str,
    sheet: &'static str,
    on_sheet: &'static str,
    instructions: &'static str,
    example: &'static str,
    matching: &'static str,
    ordering: &'static str,
    right_options: &'static str,
}

// ---------------------------------------------------------------------------------------------
// Subjects

const BODY: f32 = 11.0;
const LEADING: f32 = 14.5;
const SUBJECT_MARGIN: f32 = 20.0 * MM;
const SUBJECT_TOP: f32 = 18.0 * MM;
const SUBJECT_BOTTOM: f32 = 20.0 * MM;
const INDENT: f32 = 8.0 * MM;
const FIGURE_MAX_WIDTH: f32 = 85.0 * MM;
const FIGURE_MAX_HEIGHT: f32 = 60.0 * MM;

/// A question laid out at the origin, to be placed as a whole.
struct Laid {
    items: Vec<Item>,
    height: f32,
}

pub(super) fn parse_svg(svg: &str, fonts: &Fonts) -> Option<usvg::Tree> {
    let options = usvg::Options {
        fontdb: fonts.svg.clone(),
        ..usvg::Options::default()
    };
    usvg::Tree::from_str(svg, &options).ok()
}

impl Builder<'_> {
    /// Lays out question `q` at `y = 0`, its content in the structure groups created under
    /// `list`.
    fn lay_question(&mut self, q: &PrintQuestion, list: usize, paper: bool) -> Laid {
        let fonts = self.fonts;
        let l = labels(self.job.language);
        let width = self.size.0 - 2.0 * SUBJECT_MARGIN;
        let body_width = width - INDENT;
        let li = self.group(Tag::LI, Some(list));
        let lbl = self.group(Tag::Lbl, Some(li));
        let lbody = self.group(Tag::LBody, Some(li));
        let mut items = Vec::new();
        let x0 = SUBJECT_MARGIN;
        let mut y = LEADING - 3.0;
        items.push(Item::Text {
            x: x0,
            y,
            size: BODY,
            style: Style::Bold,
            text: format!("{}.", q.number),
            group: Some(lbl),
        });
        let pts = (l.points)(q.points);
        let pts_width = fonts.width(&pts, Style::Italic, 9.5);
        let stem = self.group(Tag::P, Some(lbody));
        let lines = fonts.wrap(
            &q.stem,
            Style::Regular,
            BODY,
            body_width - pts_width - 4.0 * MM,
        );
        let mut first = true;
        for line in lines {
            items.push(Item::Text {
                x: x0 + INDENT,
                y,
                size: BODY,
                style: Style::Regular,
                text: line,
                group: Some(stem),
            });
            if first {
                let p = self.group(Tag::P, Some(lbody));
                items.push(Item::Text {
                    x: x0 + width - pts_width,
                    y,
                    size: 9.5,
                    style: Style::Italic,
                    text: pts.clone(),
                    group: Some(p),
                });
                first = false;
            }
            y += LEADING;
        }
        let tree = q.visual.as_ref().map(|v| (v, parse_svg(&v.svg, fonts)));
        if let Some((_, None)) = &tree {
            self.failure = Some(format!(
                "the figure of question {} could not be read",
                q.number
            ));
        }
        if let Some((visual, Some(tree))) = tree {
            let (w, h) = (tree.size().width(), tree.size().height());
            let scale = (FIGURE_MAX_WIDTH / w).min(FIGURE_MAX_HEIGHT / h).min(1.6);
            let (fw, fh) = (w * scale, h * scale);
            let figure = self.group(Tag::Figure(Some(visual.alt.clone())), Some(lbody));
            items.push(Item::Svg {
                tree: Box::new(tree),
                x: x0 + INDENT,
                y: y - 6.0,
                width: fw,
                height: fh,
                group: figure,
            });
            y += fh + 4.0;
        }
        match q.kind {
            QuestionKind::SingleChoice
            | QuestionKind::MultipleChoice
            | QuestionKind::Ordering
            | QuestionKind::Matching => {
                if q.kind == QuestionKind::Matching {
                    let hint = self.group(Tag::P, Some(lbody));
                    items.push(Item::Text {
                        x: x0 + INDENT,
                        y,
                        size: 9.5,
                        style: Style::Italic,
                        text: l.matching.to_owned(),
                        group: Some(hint),
                    });
                    y += LEADING;
                    let left = self.group(Tag::L(ListNumbering::Decimal), Some(lbody));
                    for (i, text) in q.left.iter().enumerate() {
                        y = self.list_item(
                            &mut items,
                            left,
                            &format!("{}.", i + 1),
                            text,
                            x0 + INDENT,
                            y,
                            body_width,
                        );
                    }
                    let p = self.group(Tag::P, Some(lbody));
                    items.push(Item::Text {
                        x: x0 + INDENT,
                        y,
                        size: 9.5,
                        style: Style::Italic,
                        text: format!("{} :", l.right_options).replace(
                            " :",
                            if self.job.language == Language::Fr {
                                "\u{a0}:"
                            } else {
                                ":"
                            },
                        ),
                        group: Some(p),
                    });
                    y += LEADING;
                } else if q.kind == QuestionKind::Ordering {
                    let hint = self.group(Tag::P, Some(lbody));
                    items.push(Item::Text {
                        x: x0 + INDENT,
                        y,
                        size: 9.5,
                        style: Style::Italic,
                        text: l.ordering.to_owned(),
                        group: Some(hint),
                    });
                    y += LEADING;
                }
                let list = self.group(Tag::L(ListNumbering::UpperAlpha), Some(lbody));
                // Short choices go side by side: 4, 2 or 1 per line.
                let widest = q
                    .choices
                    .iter()
                    .map(|c| {
                        fonts.width(&format!("{}.  {}", c.label, c.text), Style::Regular, BODY)
                    })
                    .fold(0.0f32, f32::max);
                let columns = if q.choices.len() >= 4 && widest < body_width / 4.0 - 4.0 * MM {
                    4
                } else if widest < body_width / 2.0 - 4.0 * MM {
                    2
                } else {
                    1
                };
                let column_width = body_width / columns as f32;
                let mut bottom = y;
                for (i, c) in q.choices.iter().enumerate() {
                    let col = i % columns;
                    if col == 0 && i > 0 {
                        y = bottom;
                    }
                    let end = self.list_item(
                        &mut items,
                        list,
                        &format!("{}.", c.label),
                        &c.text,
                        x0 + INDENT + column_width * col as f32,
                        y,
                        column_width - 3.0 * MM,
                    );
                    bottom = bottom.max(end);
                }
                y = bottom;
            }
            QuestionKind::TrueFalse => {
                if !paper {
                    let words = super::boolean_words(self.job.language);
                    let p = self.group(Tag::P, Some(lbody));
                    items.push(Item::Text {
                        x: x0 + INDENT,
                        y,
                        size: BODY,
                        style: Style::Regular,
                        text: format!("{}   /   {}", words[0], words[1]),
                        group: Some(p),
                    });
                    y += LEADING;
                }
            }
            QuestionKind::Numeric | QuestionKind::ShortText | QuestionKind::Open => {}
        }
        for part in &q.parts {
            let p = self.group(Tag::P, Some(lbody));
            let head = format!("{})", part.label);
            items.push(Item::Text {
                x: x0 + INDENT,
                y,
                size: BODY,
                style: Style::Bold,
                text: head,
                group: Some(p),
            });
            let pp = (l.points)(part.points);
            let ppw = fonts.width(&pp, Style::Italic, 9.5);
            let mut first = true;
            for line in fonts.wrap(
                &part.stem,
                Style::Regular,
                BODY,
                body_width - 6.0 * MM - ppw - 4.0 * MM,
            ) {
                items.push(Item::Text {
                    x: x0 + INDENT + 6.0 * MM,
                    y,
                    size: BODY,
                    style: Style::Regular,
                    text: line,
                    group: Some(p),
                });
                if first {
                    let g = self.group(Tag::P, Some(lbody));
                    items.push(Item::Text {
                        x: x0 + width - ppw,
                        y,
                        size: 9.5,
                        style: Style::Italic,
                        text: pp.clone(),
                        group: Some(g),
                    });
                    first = false;
                }
                y += LEADING;
            }
            if !paper {
                y = self.answer_lines(&mut items, lbody, x0 + INDENT + 6.0 * MM, y, 1);
            }
        }
        if !paper && q.parts.is_empty() {
            let lines = match q.kind {
                QuestionKind::Numeric | QuestionKind::ShortText => 1,
                QuestionKind::Open => 5,
                _ => 0,
            };
            if lines > 0 {
                y = self.answer_lines(&mut items, lbody, x0 + INDENT, y, lines);
            }
        }
        Laid {
            items,
            height: y - LEADING + 5.0,
        }
    }

    /// `count` dotted lines to write on, the first after "Answer:".
    fn answer_lines(
        &mut self,
        items: &mut Vec<Item>,
        lbody: usize,
        x: f32,
        mut y: f32,
        count: u32,
    ) -> f32 {
        let l = labels(self.job.language);
        let right = self.size.0 - SUBJECT_MARGIN;
        let p = self.group(Tag::P, Some(lbody));
        let lw = self.fonts.width(l.answer, Style::Italic, 10.0);
        y += 4.0;
        items.push(Item::Text {
            x,
            y,
            size: 10.0,
            style: Style::Italic,
            text: l.answer.to_owned(),
            group: Some(p),
        });
        for i in 0..count {
            let start = if i == 0 { x + lw + 2.0 * MM } else { x };
            items.push(Item::Rule {
                x1: start,
                x2: right,
                y: y + 1.5,
                width: 0.5,
                dotted: true,
            });
            y += LEADING + 4.0;
        }
        y
    }

    /// One lettered or numbered item of a list; returns the `y` after it.
    #[allow(clippy::too_many_arguments)]
    fn list_item(
        &mut self,
        items: &mut Vec<Item>,
        list: usize,
        label: &str,
        text: &str,
        x: f32,
        mut y: f32,
        width: f32,
    ) -> f32 {
        let li = self.group(Tag::LI, Some(list));
        let lbl = self.group(Tag::Lbl, Some(li));
        let body = self.group(Tag::LBody, Some(li));
        items.push(Item::Text {
            x,
            y,
            size: BODY,
            style: Style::Bold,
            text: label.to_owned(),
            group: Some(lbl),
        });
        let indent = 6.0 * MM;
        for line in self.fonts.wrap(text, Style::Regular, BODY, width - indent) {
            items.push(Item::Text {
                x: x + indent,
                y,
                size: BODY,
                style: Style::Regular,
                text: line,
                group: Some(body),
            });
            y += LEADING;
        }
        y
    }

    /// The subject of `variant` (for `copy` on paper), from a new page; returns its pages.
    fn subject(&mut self, variant: &PrintVariant, copy: Option<&PrintCopy>) -> PageRange {
        let fonts = self.fonts;
        let job = self.job;
        let l = labels(job.language);
        let paper = job.kind == ExportKind::Paper;
        let (width, height) = self.size;
        let first_page = self.new_page();
        let part = self.group(Tag::Part, None);
        let mut page = first_page;
        let mut y = SUBJECT_TOP + 12.0;
        let x0 = SUBJECT_MARGIN;
        let right = width - SUBJECT_MARGIN;
        let h1 = self.group(heading(1), Some(part));
        self.text(page, x0, y, 16.0, Style::Bold, job.title.clone(), Some(h1));
        let tag = match copy {
            Some(c) => format!("{} {} · {} {}", l.variant, variant.number, l.copy, c.number),
            None => format!("{} {}", l.variant, variant.number),
        };
        let tw = fonts.width(&tag, Style::Bold, 11.0);
        let tg = self.group(Tag::P, Some(part));
        self.push(
            page,
            Item::Frame {
                rect: Rect {
                    x: right - tw - 4.0 * MM,
                    y: y - 13.0,
                    width: tw + 4.0 * MM,
                    height: 18.0,
                },
                width: 0.8,
            },
        );
        self.text(
            page,
            right - tw - 2.0 * MM,
            y,
            11.0,
            Style::Bold,
            tag,
            Some(tg),
        );
        y += 16.0;
        let sub = self.group(Tag::P, Some(part));
        for line in fonts.wrap(&job.subtitle, Style::Italic, 10.0, right - x0) {
            self.text(page, x0, y, 10.0, Style::Italic, line, Some(sub));
            y += 13.0;
        }
        y += 6.0;
        // Name line.
        let name = self.group(Tag::P, Some(part));
        match copy.and_then(|c| c.student.as_ref()) {
            Some(s) => {
                self.text(page, x0, y, BODY, Style::Regular, l.name, Some(name));
                let nw = fonts.width(l.name, Style::Regular, BODY);
                self.text(
                    page,
                    x0 + nw + 2.0 * MM,
                    y,
                    BODY,
                    Style::Bold,
                    format!("{} ({})", s.name, s.id),
                    Some(name),
                );
            }
            None => {
                self.text(page, x0, y, BODY, Style::Regular, l.name, Some(name));
                let nw = fonts.width(l.name, Style::Regular, BODY);
                let class_x = x0 + (right - x0) * 0.68;
                self.push(
                    page,
                    Item::Rule {
                        x1: x0 + nw + 2.0 * MM,
                        x2: class_x - 4.0 * MM,
                        y: y + 1.5,
                        width: 0.5,
                        dotted: true,
                    },
                );
                self.text(page, class_x, y, BODY, Style::Regular, l.class, Some(name));
                let cw = fonts.width(l.class, Style::Regular, BODY);
                self.push(
                    page,
                    Item::Rule {
                        x1: class_x + cw + 2.0 * MM,
                        x2: right,
                        y: y + 1.5,
                        width: 0.5,
                        dotted: true,
                    },
                );
            }
        }
        y += LEADING + 2.0;
        let total: f64 = variant.questions().map(|q| q.points).sum();
        let info = self.group(Tag::P, Some(part));
        let mut line = format!(
            "{}{}{}",
            l.total,
            if job.language == Language::Fr {
                "\u{a0}: "
            } else {
                ": "
            },
            (l.points)(total)
        );
        if paper {
            line = format!("{line}. {}", l.on_sheet);
        }
        self.text(page, x0, y, 10.0, Style::Italic, line, Some(info));
        y += 8.0;
        self.push(
            page,
            Item::Rule {
                x1: x0,
                x2: right,
                y,
                width: 0.8,
                dotted: false,
            },
        );
        y += LEADING + 4.0;
        let bottom = height - SUBJECT_BOTTOM;
        let top = SUBJECT_TOP + 6.0;
        for section in &variant.sections {
            let sect = self.group(Tag::Section, Some(part));
            let h2 = self.group(heading(2), Some(sect));
            let list = self.group(Tag::L(ListNumbering::Decimal), Some(sect));
            let mut pending_heading = Some((h2, section.title.clone()));
            for q in &section.questions {
                let laid = self.lay_question(q, list, paper);
                let head_height = if pending_heading.is_some() { 22.0 } else { 0.0 };
                // Kept on one page unless longer than a page.
                if y - LEADING + head_height + laid.height > bottom
                    && (laid.height + head_height) < bottom - top
                    && y > top + LEADING
                {
                    page = self.new_page();
                    y = top + LEADING;
                }
                if let Some((h2, title)) = pending_heading.take() {
                    self.text(page, x0, y, 12.5, Style::Bold, title, Some(h2));
                    y += 22.0;
                }
                let dy = y - LEADING;
                for item in laid.items {
                    let item = shift(item, dy);
                    let item_y = item_top(&item);
                    if item_y > bottom {
                        // A question longer than a page continues on the next.
                        page = self.new_page();
                        y = top + LEADING - (item_y - dy);
                    }
                    let _ = item_y;
                    self.push(page, item);
                }
                y += laid.height + 6.0;
            }
        }
        PageRange {
            first: first_page as u32 + 1,
            last: page as u32 + 1,
        }
    }
}

fn shift(item: Item, dy: f32) -> Item {
    match item {
        Item::Text {
            x,
            y,
            size,
            style,
            text,
            group,
        } => Item::Text {
            x,
            y: y + dy,
            size,
            style,
            text,
            group,
        },
        Item::Frame { rect, width } => Item::Frame {
            rect: Rect {
                y: rect.y + dy,
                ..rect
            },
            width,
        },
        Item::Fill { rect } => Item::Fill {
            rect: Rect {
                y: rect.y + dy,
                ..rect
            },
        },
        Item::Rule {
            x1,
            x2,
            y,
            width,
            dotted,
        } => Item::Rule {
            x1,
            x2,
            y: y + dy,
            width,
            dotted,
        },
        Item::Disc { x, y, radius } => Item::Disc {
            x,
            y: y + dy,
            radius,
        },
        Item::Qr { rect, content } => Item::Qr {
            rect: Rect {
                y: rect.y + dy,
                ..rect
            },
            content,
        },
        Item::Svg {
            tree,
            x,
            y,
            width,
            height,
            group,
        } => Item::Svg {
            tree,
            x,
            y: y + dy,
            width,
            height,
            group,
        },
    }
}

fn item_top(item: &Item) -> f32 {
    match item {
        Item::Text { y, .. } | Item::Rule { y, .. } | Item::Disc { y, .. } => *y,
        Item::Frame { rect, .. } | Item::Fill { rect } | Item::Qr { rect, .. } => rect.y,
        Item::Svg { y, height, .. } => y + height,
    }
}

// ---------------------------------------------------------------------------------------------
// Answer sheets

impl Builder<'_> {
    /// The answer sheet of `copy`; returns its pages in the PDF.
    fn sheet(
        &mut self,
        sheet: &sheet::Sheet,
        variant: &PrintVariant,
        copy: &PrintCopy,
    ) -> Vec<CopyPage> {
        let fonts = self.fonts;
        let job = self.job;
        let l = labels(job.language);
        let (width, _) = self.size;
        let part = self.group(Tag::Part, None);
        let count = sheet.pages.len();
        let mut out = Vec::new();
        for (i, p) in sheet.pages.iter().enumerate() {
            let page = self.new_page();
            let number = i as u32 + 1;
            let qr = qr_content(&job.id, copy.number, number);
            for m in &p.layout.marks {
                self.push(
                    page,
                    Item::Disc {
                        x: m.x,
                        y: m.y,
                        radius: m.radius,
                    },
                );
            }
            self.push(
                page,
                Item::Qr {
                    rect: p.layout.qr,
                    content: qr.clone(),
                },
            );
            let qr_text_w = fonts.width(&qr, Style::Mono, 5.0);
            let qr_x = p.layout.qr.x + p.layout.qr.width / 2.0 - qr_text_w / 2.0;
            let qr_text_x = qr_x.min(width - MARGIN - qr_text_w);
            let code = self.group(Tag::P, Some(part));
            self.text(
                page,
                qr_text_x,
                p.layout.qr.y + p.layout.qr.height + 3.0 * MM,
                5.0,
                Style::Mono,
                qr.clone(),
                Some(code),
            );
            let text_right = p.layout.qr.x - 6.0 * MM;
            let h1 = self.group(heading(1), Some(part));
            let mut y = 20.0 * MM;
            let title = format!("{} — {}", l.sheet, job.title);
            for line in fonts.wrap(&title, Style::Bold, 13.0, text_right - MARGIN) {
                self.text(page, MARGIN, y, 13.0, Style::Bold, line, Some(h1));
                y += 15.0;
            }
            let info = self.group(Tag::P, Some(part));
            self.text(
                page,
                MARGIN,
                y + 2.0,
                10.5,
                Style::Regular,
                format!(
                    "{} {} · {} {} · {} {}/{}",
                    l.copy, copy.number, l.variant, variant.number, l.page, number, count
                ),
                Some(info),
            );
            y += 7.0 * MM;
            let name = self.group(Tag::P, Some(part));
            self.text(page, MARGIN, y, 10.5, Style::Regular, l.name, Some(name));
            let nw = fonts.width(l.name, Style::Regular, 10.5);
            match &copy.student {
                Some(s) => self.text(
                    page,
                    MARGIN + nw + 2.0 * MM,
                    y,
                    10.5,
                    Style::Bold,
                    format!("{} ({})", s.name, s.id),
                    Some(name),
                ),
                None => self.push(
                    page,
                    Item::Rule {
                        x1: MARGIN + nw + 2.0 * MM,
                        x2: text_right,
                        y: y + 1.5,
                        width: 0.5,
                        dotted: true,
                    },
                ),
            }
            self.push(
                page,
                Item::Rule {
                    x1: MARGIN,
                    x2: width - MARGIN,
                    y: sheet::HEADER_RULE,
                    width: 0.8,
                    dotted: false,
                },
            );
            if let Some((x, top)) = p.instructions {
                let ins = self.group(Tag::P, Some(part));
                let mut iy = top + 3.0 * MM;
                let w = width - MARGIN - x;
                for line in fonts.wrap(l.instructions, Style::Regular, 9.0, w) {
                    self.text(page, x, iy, 9.0, Style::Regular, line, Some(ins));
                    iy += 11.5;
                }
                iy += 4.0;
                let ex = self.group(Tag::P, Some(part));
                self.text(page, x, iy, 9.0, Style::Italic, l.example, Some(ex));
                let ew = fonts.width(l.example, Style::Italic, 9.0);
                self.push(
                    page,
                    Item::Fill {
                        rect: Rect {
                            x: x + ew + 2.0 * MM,
                            y: iy - sheet::BOX + 2.5,
                            width: sheet::BOX,
                            height: sheet::BOX,
                        },
                    },
                );
            }
            for b in &p.layout.boxes {
                self.push(
                    page,
                    Item::Frame {
                        rect: b.rect,
                        width: if b.role == crate::domain::export::BoxRole::Zone {
                            0.8
                        } else {
                            0.9
                        },
                    },
                );
            }
            for ink in &p.ink {
                match ink {
                    Ink::Text {
                        x,
                        y,
                        size,
                        text,
                        bold,
                        align,
                    } => {
                        let style = if *bold { Style::Bold } else { Style::Regular };
                        let x = match align {
                            Align::Left => *x,
                            Align::Center => x - fonts.width(text, style, *size) / 2.0,
                        };
                        self.push(
                            page,
                            Item::Text {
                                x,
                                y: *y,
                                size: *size,
                                style,
                                text: text.clone(),
                                group: None,
                            },
                        );
                    }
                    Ink::Frame(rect) => self.push(
                        page,
                        Item::Frame {
                            rect: *rect,
                            width: 0.4,
                        },
                    ),
                }
            }
            out.push(CopyPage {
                page: number,
                pdf_page: page as u32 + 1,
                qr,
            });
        }
        out
    }

    /// The answer key of `variant`, from a new page.
    fn answers(&mut self, variant: &PrintVariant) -> PageRange {
        let fonts = self.fonts;
        let job = self.job;
        let l = labels(job.language);
        let (width, height) = self.size;
        let key = super::answer_key(variant, job.language);
        let first = self.new_page();
        let mut page = first;
        let part = self.group(Tag::Part, None);
        let h1 = self.group(heading(1), Some(part));
        let x0 = SUBJECT_MARGIN;
        let mut y = SUBJECT_TOP + 12.0;
        self.text(
            page,
            x0,
            y,
            15.0,
            Style::Bold,
            format!(
                "{} — {} {} — {}",
                l.answer_key, l.variant, variant.number, job.title
            ),
            Some(h1),
        );
        y += 26.0;
        let list = self.group(Tag::L(ListNumbering::Decimal), Some(part));
        let mut entries: Vec<_> = key.values().collect();
        entries.sort_by_key(|e| natural(&e.number));
        for e in entries {
            let lines = fonts.wrap(
                &e.display,
                Style::Regular,
                BODY,
                width - 2.0 * x0 - 34.0 * MM,
            );
            if y + LEADING * lines.len() as f32 > height - SUBJECT_BOTTOM {
                page = self.new_page();
                y = SUBJECT_TOP + 12.0;
            }
            let li = self.group(Tag::LI, Some(list));
            let lbl = self.group(Tag::Lbl, Some(li));
            let body = self.group(Tag::LBody, Some(li));
            self.text(
                page,
                x0,
                y,
                BODY,
                Style::Bold,
                format!("{}.", e.number),
                Some(lbl),
            );
            self.text(
                page,
                x0 + 12.0 * MM,
                y,
                9.5,
                Style::Italic,
                (l.points)(e.points),
                Some(body),
            );
            for line in lines {
                self.text(
                    page,
                    x0 + 30.0 * MM,
                    y,
                    BODY,
                    Style::Regular,
                    line,
                    Some(body),
                );
                y += LEADING;
            }
            y += 3.0;
        }
        PageRange {
            first: first as u32 + 1,
            last: page as u32 + 1,
        }
    }
}

/// Orders `3b` after `3a` and `10` after `9`.
fn natural(number: &str) -> (u32, String) {
    let digits: String = number.chars().take_while(char::is_ascii_digit).collect();
    (
        digits.parse().unwrap_or(0),
        number[digits.len()..].to_owned(),
    )
}

// ---------------------------------------------------------------------------------------------
// Drawing

fn black() -> rgb::Color {
    rgb::Color::new(0, 0, 0)
}

fn fill_black() -> Fill {
    Fill {
        paint: black().into(),
        opacity: NormalizedF32::ONE,
        rule: Default::default(),
    }
}

fn rect_path(r: Rect) -> Option<krilla::geom::Path> {
    let mut pb = PathBuilder::new();
    pb.push_rect(krilla::geom::Rect::from_xywh(r.x, r.y, r.width, r.height)?);
    pb.finish()
}

fn disc_path(x: f32, y: f32, radius: f32) -> Option<krilla::geom::Path> {
    const K: f32 = 0.552_284_8;
    let k = radius * K;
    let mut pb = PathBuilder::new();
    pb.move_to(x + radius, y);
    pb.cubic_to(x + radius, y + k, x + k, y + radius, x, y + radius);
    pb.cubic_to(x - k, y + radius, x - radius, y + k, x - radius, y);
    pb.cubic_to(x - radius, y - k, x - k, y - radius, x, y - radius);
    pb.cubic_to(x + k, y - radius, x + radius, y - k, x + radius, y);
    pb.close();
    pb.finish()
}

fn artifact(surface: &mut Surface<'_>, kind: ArtifactType) {
    surface.start_tagged(ContentTag::Artifact(Artifact::new(kind, None)));
}

fn draw_text(
    surface: &mut Surface<'_>,
    fonts: &Fonts,
    x: f32,
    y: f32,
    size: f32,
    style: Style,
    text: &str,
) {
    let mut x = x;
    for (face, run) in fonts.runs(text, style) {
        surface.draw_text(
            Point::from_xy(x, y),
            face.font.clone(),
            size,
            &run,
            false,
            TextDirection::Auto,
        );
        x += fonts.width(&run, style, size);
    }
}

fn draw_item(
    surface: &mut Surface<'_>,
    fonts: &Fonts,
    item: &Item,
    contents: &mut [Vec<Child>],
) -> Result<(), RenderError> {
    match item {
        Item::Text {
            x,
            y,
            size,
            style,
            text,
            group,
        } => {
            surface.set_fill(Some(fill_black()));
            surface.set_stroke(None);
            match group {
                Some(g) => {
                    let id = surface.start_tagged(ContentTag::Span(SpanTag::empty()));
                    draw_text(surface, fonts, *x, *y, *size, *style, text);
                    surface.end_tagged();
                    contents[*g].push(Child::Content(id));
                }
                None => {
                    artifact(surface, ArtifactType::Layout);
                    draw_text(surface, fonts, *x, *y, *size, *style, text);
                    surface.end_tagged();
                }
            }
        }
        Item::Frame { rect, width } => {
            if let Some(path) = rect_path(*rect) {
                artifact(surface, ArtifactType::Layout);
                surface.set_fill(None);
                surface.set_stroke(Some(Stroke {
                    paint: black().into(),
                    width: *width,
                    ..Default::default()
                }));
                surface.draw_path(&path);
                surface.end_tagged();
            }
        }
        Item::Fill { rect } => {
            if let Some(path) = rect_path(*rect) {
                artifact(surface, ArtifactType::Layout);
                surface.set_stroke(None);
                surface.set_fill(Some(fill_black()));
                surface.draw_path(&path);
                surface.end_tagged();
            }
        }
        Item::Rule {
            x1,
            x2,
            y,
            width,
            dotted,
        } => {
            let mut pb = PathBuilder::new();
            pb.move_to(*x1, *y);
            pb.line_to(*x2, *y);
            if let Some(path) = pb.finish() {
                artifact(surface, ArtifactType::Layout);
                surface.set_fill(None);
                surface.set_stroke(Some(Stroke {
                    paint: black().into(),
                    width: *width,
                    dash: dotted.then(|| krilla::paint::StrokeDash {
                        array: vec![1.0, 2.0],
                        offset: 0.0,
                    }),
                    ..Default::default()
                }));
                surface.draw_path(&path);
                surface.end_tagged();
            }
        }
        Item::Disc { x, y, radius } => {
            if let Some(path) = disc_path(*x, *y, *radius) {
                artifact(surface, ArtifactType::Page);
                surface.set_stroke(None);
                surface.set_fill(Some(fill_black()));
                surface.draw_path(&path);
                surface.end_tagged();
            }
        }
        Item::Qr { rect, content } => {
            let code =
                qrcode::QrCode::with_error_correction_level(content.as_bytes(), qrcode::EcLevel::M)
                    .map_err(|e| RenderError::Failed(format!("QR code: {e}")))?;
            let n = code.width();
            let colors = code.to_colors();
            let module = rect.width / n as f32;
            let mut pb = PathBuilder::new();
            for row in 0..n {
                let mut col = 0;
                while col < n {
                    if colors[row * n + col] == qrcode::Color::Dark {
                        let start = col;
                        while col < n && colors[row * n + col] == qrcode::Color::Dark {
                            col += 1;
                        }
                        if let Some(r) = krilla::geom::Rect::from_xywh(
                            rect.x + module * start as f32,
                            rect.y + module * row as f32,
                            module * (col - start) as f32,
                            module,
                        ) {
                            pb.push_rect(r);
                        }
                    } else {
                        col += 1;
                    }
                }
            }
            if let Some(path) = pb.finish() {
                artifact(surface, ArtifactType::Page);
                surface.set_stroke(None);
                surface.set_fill(Some(fill_black()));
                surface.draw_path(&path);
                surface.end_tagged();
            }
        }
        Item::Svg {
            tree,
            x,
            y,
            width,
            height,
            group,
        } => {
            let id = surface.start_tagged(ContentTag::Other);
            surface.push_transform(&Transform::from_translate(*x, *y));
            let size = Size::from_wh(*width, *height)
                .ok_or_else(|| RenderError::Failed("a figure has no size".to_owned()))?;
            surface.draw_svg(tree, size, SvgSettings::default());
            surface.pop();
            surface.end_tagged();
            contents[*group].push(Child::Content(id));
        }
    }
    Ok(())
}

/// The structure group `g` and everything under it.
fn build_group(
    g: usize,
    groups: &[GroupSpec],
    children: &mut [Vec<usize>],
    contents: &mut [Vec<Child>],
) -> TagGroup {
    let mut group = TagGroup::new(groups[g].kind.clone());
    let mut kids: Vec<Child> = std::mem::take(&mut contents[g]);
    // Sub-groups come in creation order, which is reading order; content of a group comes
    // before its sub-groups only for leaf groups (headings, paragraphs, labels): a group has
    // either content or sub-groups, except `LBody`, whose own content does not exist.
    kids.extend(
        std::mem::take(&mut children[g])
            .into_iter()
            .map(Child::Group),
    );
    for k in kids {
        match k {
            Child::Content(id) => group.push(Node::Leaf(id)),
            Child::Group(c) => {
                let sub = build_group(c, groups, children, contents);
                if !sub.children.is_empty() {
                    group.push(Node::Group(sub));
                }
            }
        }
    }
    group
}

// ---------------------------------------------------------------------------------------------
// The document

/// Renders `selection` of `job`.
pub(super) fn render(job: &PrintJob, selection: Selection) -> Result<Rendered, RenderError> {
    let fonts = fonts()?;
    if job.variants.is_empty() {
        return Err(RenderError::Failed("nothing to print".to_owned()));
    }
    let mut b = Builder {
        doc: Doc::new(fonts, job.paper_size.points()),
        job,
    };
    let wants = |part: Part| selection.part.is_none_or(|p| p == part);
    let mut parts = PdfParts::default();
    let variant_of = |n: u32| job.variants.iter().find(|v| v.number == n);
    let mut layout = None;
    match job.kind {
        ExportKind::Export => {
            for v in &job.variants {
                if selection.copy.is_some_and(|c| c != v.number) {
                    continue;
                }
                if wants(Part::Subject) {
                    parts.subjects.push(b.subject(v, None));
                }
            }
        }
        ExportKind::Paper => {
            let sheets: Vec<(u32, sheet::Sheet)> = job
                .variants
                .iter()
                .map(|v| {
                    (
                        v.number,
                        sheet::layout(v, job.paper_size, job.student_id_digits, job.language),
                    )
                })
                .collect();
            let mut copies = Vec::new();
            for copy in &job.copies {
                if selection.copy.is_some_and(|c| c != copy.number) {
                    continue;
                }
                let v = variant_of(copy.variant)
                    .ok_or_else(|| RenderError::Failed(format!("no variant {}", copy.variant)))?;
                let subject = if wants(Part::Subject) {
                    let r = b.subject(v, Some(copy));
                    parts.subjects.push(r);
                    r
                } else {
                    PageRange { first: 0, last: 0 }
                };
                if wants(Part::Sheets) {
                    let sheet = &sheets
                        .iter()
                        .find(|(n, _)| *n == v.number)
                        .ok_or_else(|| RenderError::Failed(format!("no sheet {}", v.number)))?
                        .1;
                    let pages = b.sheet(sheet, v, copy);
                    parts.sheets.push(PageRange {
                        first: pages.first().map_or(0, |p| p.pdf_page),
                        last: pages.last().map_or(0, |p| p.pdf_page),
                    });
                    copies.push(CopyLayout {
                        copy: copy.number,
                        variant: v.number,
                        student: copy.student.clone(),
                        subject,
                        pages,
                    });
                }
            }
            layout = Some(PaperLayout {
                unit: "pt".to_owned(),
                origin: "top-left".to_owned(),
                variants: sheets.iter().map(|(n, s)| s.layout(*n)).collect(),
                copies,
            });
        }
    }
    if job.answer_key && wants(Part::Answers) {
        for v in &job.variants {
            let only = match (job.kind, selection.copy) {
                (_, None) => true,
                (ExportKind::Export, Some(c)) => c == v.number,
                (ExportKind::Paper, Some(c)) => job
                    .copies
                    .iter()
                    .any(|copy| copy.number == c && copy.variant == v.number),
            };
            if only {
                parts.answers.push(b.answers(v));
            }
        }
    }
    if let Some(why) = b.failure.take() {
        return Err(RenderError::Failed(why));
    }
    if b.pages.is_empty() {
        return Err(RenderError::Failed("the selection has no page".to_owned()));
    }
    let page_count = b.pages.len() as u32;
    // Page numbers of the subjects and keys (sheets carry their own).
    let footers = page_footers(job, &parts, page_count);

    let pdf = b.doc.finish(&job.title, job.language, &footers)?;
    Ok(Rendered {
        pdf,
        page_count,
        parts,
        layout,
    })
}

/// "Sujet 2 — page 1/3" under every subject and key page, after the white-label line when
/// there is one.
fn page_footers(job: &PrintJob, parts: &PdfParts, pages: u32) -> Vec<Option<String>> {
    let l = labels(job.language);
    let mut out = vec![None; pages as usize];
    for r in parts.subjects.iter().chain(&parts.answers) {
        let n = r.last + 1 - r.first;
        for (k, p) in (r.first..=r.last).enumerate() {
            if let Some(slot) = out.get_mut(p as usize - 1) {
                let footer = format!("{} — {} {}/{}", job.title, l.page, k + 1, n);
                *slot = Some(match &job.brand {
                    Some(brand) => format!("{brand} · {footer}"),
                    None => footer,
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_fonts_draw_french_and_the_generators_signs() {
        let fonts = fonts().expect("the bundled fonts");
        let signs = "× − ÷ ≤ ≥ ≠ √ π ² ³ ½ € ° « » ’ … – — · → ∞ ≈ ± ‰ µ Ω";
        let french = "àâäéèêëîïôöùûüÿçœæ ÀÂÉÈÊËÎÏÔÙÛÜŸÇŒÆ \u{a0}\u{202f}";
        assert_eq!(fonts.missing(signs), Vec::<char>::new());
        assert_eq!(fonts.missing(french), Vec::<char>::new());
        // Text falls back to another face only for what Libertinus lacks.
        assert_eq!(fonts.runs("Calculer 3 × 4", Style::Regular).len(), 1);
    }

    #[test]
    fn long_words_and_paragraphs_wrap_within_the_width() {
        let fonts = fonts().expect("the bundled fonts");
        let text = "Un triangle ABC est rectangle en A.\nCalculer BC, arrondi au dixième : \
                    Anticonstitutionnellementissimement";
        let lines = fonts.wrap(text, Style::Regular, 11.0, 80.0);
        assert!(lines.len() >= 4, "{lines:?}");
        for l in &lines {
            assert!(fonts.width(l, Style::Regular, 11.0) <= 80.0, "{l}");
        }
        assert_eq!(lines[0], "Un triangle ABC");
    }
}
