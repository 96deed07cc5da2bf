//! A small, backend-neutral figure model, and its SVG renderer.
//!
//! Every visual of the built-in generator is first built as a [`Figure`] (lines, polygons,
//! circles, arcs, rectangles, texts, arrows, groups) in a y-down coordinate system, then rendered
//! by [`Figure::to_svg`]. Another backend (a PDF export, TikZ) can walk the same elements.
//! Arrow heads are plain polygons and no element uses ids, so several figures can be inlined in
//! one HTML page.

use std::sync::Arc;

/// A point, in figure units (y grows downwards).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    /// Abscissa.
    pub x: f64,
    /// Ordinate (downwards).
    pub y: f64,
}

/// Shorthand for a [`Point`].
pub const fn pt(x: f64, y: f64) -> Point {
    Point { x, y }
}

/// How a shape is stroked and filled. Colours are CSS colour strings.
#[derive(Debug, Clone, PartialEq)]
pub struct Style {
    /// Stroke colour; `None`: no stroke.
    pub stroke: Option<&'static str>,
    /// Fill colour; `None`: no fill.
    pub fill: Option<&'static str>,
    /// Stroke width.
    pub width: f64,
    /// Dashed stroke.
    pub dashed: bool,
    /// Fill opacity, 0 to 1.
    pub opacity: f64,
}

impl Style {
    /// A black stroke of width 1.5, no fill.
    pub const fn stroke() -> Self {
        Style {
            stroke: Some("#222"),
            fill: None,
            width: 1.5,
            dashed: false,
            opacity: 1.0,
        }
    }

    /// A thin grey stroke (grids, ticks).
    pub const fn thin() -> Self {
        Style {
            stroke: Some("#bbb"),
            fill: None,
            width: 0.75,
            dashed: false,
            opacity: 1.0,
        }
    }

    /// A fill of `colour` with a dark outline.
    pub const fn filled(colour: &'static str) -> Self {
        Style {
            stroke: Some("#222"),
            fill: Some(colour),
            width: 1.2,
            dashed: false,
            opacity: 1.0,
        }
    }

    /// The same style, dashed.
    pub const fn dashed(mut self) -> Self {
        self.dashed = true;
        self
    }

    /// The same style with another stroke colour.
    pub const fn colour(mut self, colour: &'static str) -> Self {
        self.stroke = Some(colour);
        self
    }

    /// The same style with another stroke width.
    pub const fn width(mut self, width: f64) -> Self {
        self.width = width;
        self
    }

    /// The same style with a fill opacity.
    pub const fn opacity(mut self, opacity: f64) -> Self {
        self.opacity = opacity;
        self
    }
}

/// The white ground of [`Figure::text_on_ground`].
const GROUND: Style = Style {
    stroke: None,
    fill: Some("#fff"),
    width: 0.0,
    dashed: false,
    opacity: 1.0,
};

/// Horizontal alignment of a text on its anchor point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    /// The text starts at the point.
    Start,
    /// The text is centred on the point.
    Middle,
    /// The text ends at the point.
    End,
}

/// One drawable element.
#[derive(Debug, Clone, PartialEq)]
pub enum Element {
    /// A segment.
    Line {
        /// Start.
        from: Point,
        /// End.
        to: Point,
        /// Stroke.
        style: Style,
    },
    /// An open broken line.
    Polyline {
        /// Vertices.
        points: Vec<Point>,
        /// Stroke.
        style: Style,
    },
    /// A closed polygon.
    Polygon {
        /// Vertices.
        points: Vec<Point>,
        /// Stroke and fill.
        style: Style,
    },
    /// A circle.
    Circle {
        /// Centre.
        center: Point,
        /// Radius.
        r: f64,
        /// Stroke and fill.
        style: Style,
    },
    /// An ellipse (solids in perspective).
    Ellipse {
        /// Centre.
        center: Point,
        /// Horizontal radius.
        rx: f64,
        /// Vertical radius.
        ry: f64,
        /// Stroke and fill.
        style: Style,
    },
    /// A circular arc, from `start` to `end` degrees, counter-clockwise as seen on screen
    /// (0° points right, 90° up). With `sector`, the arc is closed through the centre.
    Arc {
        /// Centre.
        center: Point,
        /// Radius.
        r: f64,
        /// Start angle, degrees.
        start: f64,
        /// End angle, degrees.
        end: f64,
        /// Closed through the centre (a pie slice).
        sector: bool,
        /// Stroke and fill.
        style: Style,
    },
    /// A rectangle.
    Rect {
        /// Top-left corner.
        at: Point,
        /// Width.
        w: f64,
        /// Height.
        h: f64,
        /// Corner radius.
        rx: f64,
        /// Stroke and fill.
        style: Style,
    },
    /// A single line of text; its baseline is at `at.y + size / 3` so `at` is its visual centre
    /// line.
    Text {
        /// Anchor point.
        at: Point,
        /// The text (escaped when rendered).
        text: String,
        /// Font size.
        size: f64,
        /// Alignment.
        anchor: Anchor,
        /// Bold.
        bold: bool,
        /// Colour.
        colour: &'static str,
    },
    /// A segment with a filled arrow head at `to` (and at `from` when `both`).
    Arrow {
        /// Start.
        from: Point,
        /// End (head).
        to: Point,
        /// Head at both ends.
        both: bool,
        /// Stroke (the head is filled with the stroke colour).
        style: Style,
    },
    /// Elements drawn together, translated by `offset`.
    Group {
        /// Translation.
        offset: Point,
        /// Children.
        elements: Vec<Element>,
    },
    /// Shapes rendered once and shared ([`Figure::freeze`]): the schematic of a diagram or a
    /// map that many questions number or colour differently.
    Frozen(Arc<Frozen>),
}

/// Shapes rendered once: their SVG and the stroked segments that labels keep clear of, in runs
/// with the box around each run (a label is tested against the segments of the runs it
/// touches only).
#[derive(Debug, PartialEq)]
pub struct Frozen {
    svg: String,
    runs: Vec<(LabelBox, Vec<(Point, Point)>)>,
}

/// Segments of a frozen run.
const RUN: usize = 24;
/// The ink of program code ([`Figure::code`]): a text of this colour is rendered in a
/// monospace font with `class="code"`, which the typesetter copies verbatim.
pub const CODE_INK: &str = "#17202a";

/// A figure: a canvas and its elements, painted in order.
#[derive(Debug, Clone, PartialEq)]
pub struct Figure {
    /// Canvas width.
    pub width: f64,
    /// Canvas height.
    pub height: f64,
    /// Elements, back to front.
    pub elements: Vec<Element>,
}

/// Escapes text for XML content and attribute values.
pub fn escape_xml(s: &str, out: &mut String) {
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if (c as u32) < 0x20 && !matches!(c, '\n' | '\t' | '\r') => out.push(' '),
            c => out.push(c),
        }
    }
}

/// Writes a coordinate with at most two decimals and no trailing zeros.
fn num(out: &mut String, x: f64) {
    let v = (x * 100.0).round() as i64;
    if v < 0 {
        out.push('-');
    }
    let a = v.unsigned_abs();
    out.push_str(itoa::Buffer::new().format(a / 100));
    let f = (a % 100) as u8;
    if f != 0 {
        out.push('.');
        out.push(char::from(b'0' + f / 10));
        if !f.is_multiple_of(10) {
            out.push(char::from(b'0' + f % 10));
        }
    }
}

impl Figure {
    /// An empty figure.
    pub fn new(width: f64, height: f64) -> Self {
        Figure {
            width,
            height,
            elements: Vec::new(),
        }
    }

    /// Adds an element.
    pub fn push(&mut self, e: Element) -> &mut Self {
        self.elements.push(e);
        self
    }

    /// Adds a segment.
    pub fn line(&mut self, from: Point, to: Point, style: Style) -> &mut Self {
        self.push(Element::Line { from, to, style })
    }

    /// Adds a text.
    pub fn text(
        &mut self,
        at: Point,
        text: impl Into<String>,
        size: f64,
        anchor: Anchor,
    ) -> &mut Self {
        self.push(Element::Text {
            at,
            text: text.into(),
            size,
            anchor,
            bold: false,
            colour: "#222",
        })
    }

    /// Adds a bold text.
    pub fn bold(
        &mut self,
        at: Point,
        text: impl Into<String>,
        size: f64,
        anchor: Anchor,
    ) -> &mut Self {
        self.push(Element::Text {
            at,
            text: text.into(),
            size,
            anchor,
            bold: true,
            colour: "#222",
        })
    }

    /// Adds a line of program code: drawn in a monospace font, in [`CODE_INK`], and left
    /// verbatim by the typesetter (no French spacing before `:`, no "1 ; 5" for "1, 5").
    pub fn code(&mut self, at: Point, text: impl Into<String>, size: f64) -> &mut Self {
        self.push(Element::Text {
            at,
            text: text.into(),
            size,
            anchor: Anchor::Start,
            bold: false,
            colour: CODE_INK,
        })
    }

    /// Adds a polygon.
    pub fn polygon(&mut self, points: Vec<Point>, style: Style) -> &mut Self {
        self.push(Element::Polygon { points, style })
    }

    /// Adds a rectangle.
    pub fn rect(&mut self, at: Point, w: f64, h: f64, style: Style) -> &mut Self {
        self.push(Element::Rect {
            at,
            w,
            h,
            rx: 0.0,
            style,
        })
    }

    /// Adds a text on a white ground that hides what was drawn before it under the text (the
    /// tick labels of a graph sit on their grid line).
    pub fn text_on_ground(
        &mut self,
        at: Point,
        text: impl Into<String>,
        size: f64,
        anchor: Anchor,
    ) -> &mut Self {
        let text = text.into();
        let b = LabelBox::of(at, &text, size, anchor, false);
        let m = 1.5;
        self.push(Element::Rect {
            at: pt(b.x0 - m, b.y0 - m),
            w: b.x1 - b.x0 + 2.0 * m,
            h: b.y1 - b.y0 + 2.0 * m,
            rx: 0.0,
            style: GROUND,
        });
        self.text(at, text, size, anchor)
    }

    /// Adds a circle.
    pub fn circle(&mut self, center: Point, r: f64, style: Style) -> &mut Self {
        self.push(Element::Circle { center, r, style })
    }

    /// Adds an arrow.
    pub fn arrow(&mut self, from: Point, to: Point, style: Style) -> &mut Self {
        self.push(Element::Arrow {
            from,
            to,
            both: false,
            style,
        })
    }

    /// This figure's elements rendered once, to be drawn into other figures as
    /// [`Element::Frozen`] (in the same place: the frozen shapes keep their coordinates). Its
    /// texts are drawn as they are, not moved by the label layout of the figures it goes into:
    /// freeze shapes, and add the labels to each figure.
    pub fn freeze(&self) -> Frozen {
        let mut svg = String::with_capacity(self.elements.len() * 96);
        for e in &self.elements {
            render(e, &mut svg);
        }
        let segments = self.stroke_segments();
        let runs = segments
            .chunks(RUN)
            .map(|run| {
                let b = run.iter().fold(
                    LabelBox {
                        x0: f64::MAX,
                        y0: f64::MAX,
                        x1: f64::MIN,
                        y1: f64::MIN,
                    },
                    |b, &(_, p, q)| LabelBox {
                        x0: b.x0.min(p.x).min(q.x),
                        y0: b.y0.min(p.y).min(q.y),
                        x1: b.x1.max(p.x).max(q.x),
                        y1: b.y1.max(p.y).max(q.y),
                    },
                );
                (b, run.iter().map(|&(_, p, q)| (p, q)).collect())
            })
            .collect();
        Frozen { svg, runs }
    }

    /// Renders a standalone SVG document: `viewBox`, `role="img"`, `<title>` = `alt`.
    ///
    /// Labels are laid out first (a label overlapping an earlier one is moved apart) and the
    /// view box grows to hold every label, so no label is clipped.
    pub fn to_svg(&self, alt: &str) -> String {
        let mut fig = self.clone();
        let placed = fig.settle();
        // labels on a white ground are drawn last, on top of every stroke
        let mut top = Vec::new();
        let mut i = 0;
        while i + 1 < fig.elements.len() {
            let grounded = matches!(&fig.elements[i], Element::Rect { style, .. } if *style == GROUND)
                && matches!(&fig.elements[i + 1], Element::Text { .. });
            if grounded {
                top.extend(fig.elements.drain(i..i + 2));
            } else {
                i += 1;
            }
        }
        fig.elements.extend(top);
        let (x0, y0, x1, y1) = fig.label_extent(&placed);
        let (min_x, min_y) = (x0.min(0.0), y0.min(0.0));
        let (w, h) = (x1.max(fig.width) - min_x, y1.max(fig.height) - min_y);
        let mut out = String::with_capacity(256 + fig.elements.len() * 96 + alt.len());
        out.push_str(r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox=""#);
        num(&mut out, min_x);
        out.push(' ');
        num(&mut out, min_y);
        out.push(' ');
        num(&mut out, w);
        out.push(' ');
        num(&mut out, h);
        out.push_str(r#"" width=""#);
        num(&mut out, w);
        out.push_str(r#"" height=""#);
        num(&mut out, h);
        out.push_str(r#"" role="img" font-family="Helvetica, Arial, sans-serif"><title>"#);
        escape_xml(alt, &mut out);
        out.push_str("</title>");
        for e in &fig.elements {
            render(e, &mut out);
        }
        out.push_str("</svg>");
        out
    }

    /// The boxes of the figure's labels, from the font's metrics (Liberation Sans, the
    /// metrics of Helvetica and Arial): `(path to the element, box)`.
    fn label_boxes(&self) -> Vec<(Vec<usize>, LabelBox)> {
        fn walk(
            elements: &[Element],
            off: Point,
            path: &mut Vec<usize>,
            out: &mut Vec<(Vec<usize>, LabelBox)>,
        ) {
            for (i, e) in elements.iter().enumerate() {
                path.push(i);
                match e {
                    Element::Text {
                        at,
                        text,
                        size,
                        anchor,
                        bold,
                        ..
                    } if !text.trim().is_empty() => {
                        out.push((
                            path.clone(),
                            LabelBox::of(
                                pt(at.x + off.x, at.y + off.y),
                                text,
                                *size,
                                *anchor,
                                *bold,
                            ),
                        ));
                    }
                    Element::Group { offset, elements } => {
                        walk(elements, pt(off.x + offset.x, off.y + offset.y), path, out);
                    }
                    _ => {}
                }
                path.pop();
            }
        }
        let mut out = Vec::new();
        walk(&self.elements, pt(0.0, 0.0), &mut Vec::new(), &mut out);
        out
    }

    /// The smallest rectangle holding the figure and every label (`boxes`, as
    /// [`Figure::settle`] placed them), with a small margin.
    fn label_extent(&self, boxes: &[LabelBox]) -> (f64, f64, f64, f64) {
        let margin = 2.0;
        boxes
            .iter()
            .fold((0.0, 0.0, self.width, self.height), |(a, b, c, d), l| {
                (
                    a.min(l.x0 - margin),
                    b.min(l.y0 - margin),
                    c.max(l.x1 + margin),
                    d.max(l.y1 + margin),
                )
            })
    }

    /// The stroked segments of the figure on the canvas (circles, ellipses and arcs as short
    /// chords), which labels keep clear of.
    fn stroke_segments(&self) -> Vec<(usize, Point, Point)> {
        fn ring(c: Point, rx: f64, ry: f64, from: f64, sweep: f64, n: usize) -> Vec<Point> {
            (0..=n)
                .map(|i| {
                    let a = (from + sweep * i as f64 / n as f64).to_radians();
                    pt(c.x + rx * a.cos(), c.y - ry * a.sin())
                })
                .collect()
        }
        fn walk(
            elements: &[Element],
            off: Point,
            order: &mut usize,
            out: &mut Vec<(usize, Point, Point)>,
        ) {
            for e in elements {
                *order += 1;
                let pts: Vec<Point> = match e {
                    Element::Group { offset, elements } => {
                        walk(elements, pt(off.x + offset.x, off.y + offset.y), order, out);
                        continue;
                    }
                    Element::Text { .. } | Element::Frozen(_) => continue,
                    Element::Line { style, .. }
                    | Element::Polyline { style, .. }
                    | Element::Polygon { style, .. }
                    | Element::Circle { style, .. }
                    | Element::Ellipse { style, .. }
                    | Element::Arc { style, .. }
                    | Element::Rect { style, .. }
                    | Element::Arrow { style, .. }
                        if style.stroke.is_none() =>
                    {
                        continue;
                    }
                    Element::Line { from, to, .. } | Element::Arrow { from, to, .. } => {
                        vec![*from, *to]
                    }
                    Element::Polyline { points, .. } => points.clone(),
                    Element::Polygon { points, .. } => {
                        let mut p = points.clone();
                        p.extend(points.first().copied());
                        p
                    }
                    Element::Circle { center, r, .. } => ring(*center, *r, *r, 0.0, 360.0, 48),
                    Element::Ellipse { center, rx, ry, .. } => {
                        ring(*center, *rx, *ry, 0.0, 360.0, 48)
                    }
                    Element::Arc {
                        center,
                        r,
                        start,
                        end,
                        sector,
                        ..
                    } => {
                        let mut p =
                            ring(*center, *r, *r, *start, (end - start).rem_euclid(360.0), 24);
                        if *sector {
                            p.insert(0, *center);
                            p.push(*center);
                        }
                        p
                    }
                    Element::Rect { at, w, h, .. } => vec![
                        *at,
                        pt(at.x + w, at.y),
                        pt(at.x + w, at.y + h),
                        pt(at.x, at.y + h),
                        *at,
                    ],
                };
                for w in pts.windows(2) {
                    out.push((
                        *order,
                        pt(w[0].x + off.x, w[0].y + off.y),
                        pt(w[1].x + off.x, w[1].y + off.y),
                    ));
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.elements, pt(0.0, 0.0), &mut 0, &mut out);
        out
    }

    /// The frozen parts of the figure, with the offset of the groups they are in.
    fn frozen_parts(&self) -> Vec<(Point, Arc<Frozen>)> {
        fn walk(elements: &[Element], off: Point, out: &mut Vec<(Point, Arc<Frozen>)>) {
            for e in elements {
                match e {
                    Element::Frozen(f) => out.push((off, Arc::clone(f))),
                    Element::Group { offset, elements } => {
                        walk(elements, pt(off.x + offset.x, off.y + offset.y), out);
                    }
                    _ => {}
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.elements, pt(0.0, 0.0), &mut out);
        out
    }

    /// For each label (in the order of [`Figure::label_boxes`]): its place in the drawing order
    /// and whether it stands on a white ground ([`Figure::text_on_ground`]).
    fn label_orders(&self) -> Vec<(usize, bool)> {
        fn walk(elements: &[Element], order: &mut usize, out: &mut Vec<(usize, bool)>) {
            for (i, e) in elements.iter().enumerate() {
                *order += 1;
                match e {
                    Element::Text { text, .. } if !text.trim().is_empty() => {
                        let grounded = i > 0
                            && matches!(&elements[i - 1], Element::Rect { style, .. } if *style == GROUND);
                        out.push((*order, grounded));
                    }
                    Element::Group { elements, .. } => walk(elements, order, out),
                    _ => {}
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.elements, &mut 0, &mut out);
        out
    }

    /// Moves labels that overlap an earlier label or a stroke to the nearest free place around
    /// them (up, down, sideways, then diagonally, a few units at a time).
    pub(crate) fn settle_labels(&mut self) {
        self.settle();
    }

    /// [`Figure::settle_labels`], answering the labels' boxes where they were placed.
    fn settle(&mut self) -> Vec<LabelBox> {
        let boxes = self.label_boxes();
        if boxes.is_empty() {
            return Vec::new();
        }
        // only the strokes near a label matter (the search moves a label at most 48 units)
        let reach = boxes.iter().fold(
            (f64::MAX, f64::MAX, f64::MIN, f64::MIN),
            |(a, b, c, d), (_, l)| (a.min(l.x0), b.min(l.y0), c.max(l.x1), d.max(l.y1)),
        );
        let r = 50.0;
        let orders = self.label_orders();
        let segments: Vec<(usize, Point, Point)> = self
            .stroke_segments()
            .into_iter()
            .filter(|(_, p, q)| {
                p.x.max(q.x) >= reach.0 - r
                    && p.x.min(q.x) <= reach.2 + r
                    && p.y.max(q.y) >= reach.1 - r
                    && p.y.min(q.y) <= reach.3 + r
            })
            .collect();
        let frozen = self.frozen_parts();
        let mut placed: Vec<LabelBox> = Vec::with_capacity(boxes.len());
        for (k, (path, b)) in boxes.into_iter().enumerate() {
            // a label on a white ground hides the strokes drawn before it
            let grounded = orders.get(k).is_some_and(|o| o.1);
            // a label on a white ground is drawn on top of every stroke (see `to_svg`)
            let clear = |c: &LabelBox, placed: &[LabelBox]| {
                placed.iter().all(|p| !p.overlaps(c))
                    && (grounded
                        || (!segments.iter().any(|&(_, p, q)| c.crossed_by(p, q))
                            && !frozen.iter().any(|(off, f)| {
                                let c = c.shifted(-off.x, -off.y);
                                f.runs.iter().any(|(b, run)| {
                                    b.near(&c) && run.iter().any(|&(p, q)| c.crossed_by(p, q))
                                })
                            })))
            };
            if clear(&b, &placed) {
                placed.push(b);
                continue;
            }
            let mut chosen = None;
            'search: for r in [4.0, 7.0, 10.0, 14.0, 18.0, 24.0, 30.0, 38.0, 48.0] {
                for (dx, dy) in [
                    (0.0, -1.0),
                    (0.0, 1.0),
                    (1.0, 0.0),
                    (-1.0, 0.0),
                    (1.0, -1.0),
                    (-1.0, -1.0),
                    (1.0, 1.0),
                    (-1.0, 1.0),
                ] {
                    let c = b.shifted(dx * r, dy * r);
                    if clear(&c, &placed) {
                        chosen = Some((dx * r, dy * r, c));
                        break 'search;
                    }
                }
            }
            match chosen {
                Some((dx, dy, c)) => {
                    if let Some(Element::Text { at, .. }) = element_at(&mut self.elements, &path) {
                        at.x += dx;
                        at.y += dy;
                    }
                    // its white ground goes with it
                    if grounded && let Some((last, rest)) = path.split_last() {
                        let mut ground = rest.to_vec();
                        ground.push(last.saturating_sub(1));
                        if let Some(Element::Rect { at, .. }) =
                            element_at(&mut self.elements, &ground)
                        {
                            at.x += dx;
                            at.y += dy;
                        }
                    }
                    placed.push(c);
                }
                None => placed.push(b),
            }
        }
        placed
    }
}

/// A label's box on the canvas.
#[derive(Debug, Clone, Copy, PartialEq)]
struct LabelBox {
    x0: f64,
    y0: f64,
    x1: f64,
    y1: f64,
}

impl LabelBox {
    /// The box of a text drawn at `at` (its visual centre line, as rendered). Its width is the
    /// wider of its French and English typeset forms (the last pass of the generator inserts
    /// no-break spaces and groups thousands after the figure is drawn).
    fn of(at: Point, text: &str, size: f64, anchor: Anchor, bold: bool) -> Self {
        use super::metrics::{CAP_HEIGHT, DESCENT, text_width};
        use crate::domain::question::Language;
        let plain = text_width(text, size, bold);
        let w = if super::typeset::unchanged(text) {
            plain
        } else {
            [Language::Fr, Language::En]
                .iter()
                .map(|&l| text_width(&super::typeset::text(text, l), size, bold))
                .fold(plain, f64::max)
        };
        let x0 = match anchor {
            Anchor::Start => at.x,
            Anchor::Middle => at.x - w / 2.0,
            Anchor::End => at.x - w,
        };
        let baseline = at.y + size / 3.0;
        LabelBox {
            x0,
            y0: baseline - CAP_HEIGHT * size,
            x1: x0 + w,
            y1: baseline + DESCENT * size,
        }
    }

    fn shifted(self, dx: f64, dy: f64) -> Self {
        LabelBox {
            x0: self.x0 + dx,
            y0: self.y0 + dy,
            x1: self.x1 + dx,
            y1: self.y1 + dy,
        }
    }

    /// Whether the segment `p`–`q` passes through the box or within half a unit of it
    /// (Liang–Barsky clipping).
    fn crossed_by(&self, p: Point, q: Point) -> bool {
        let m = 0.5;
        let (x0, y0, x1, y1) = (self.x0 - m, self.y0 - m, self.x1 + m, self.y1 + m);
        let (dx, dy) = (q.x - p.x, q.y - p.y);
        let (mut t0, mut t1) = (0.0f64, 1.0f64);
        for (a, b) in [
            (-dx, p.x - x0),
            (dx, x1 - p.x),
            (-dy, p.y - y0),
            (dy, y1 - p.y),
        ] {
            if a.abs() < 1e-12 {
                if b < 0.0 {
                    return false;
                }
            } else {
                let t = b / a;
                if a < 0.0 {
                    t0 = t0.max(t);
                } else {
                    t1 = t1.min(t);
                }
                if t0 > t1 {
                    return false;
                }
            }
        }
        true
    }

    /// Whether a segment inside `self` may pass within half a unit of `o` (see
    /// [`LabelBox::crossed_by`]).
    fn near(&self, o: &LabelBox) -> bool {
        let m = 0.5;
        self.x0 <= o.x1 + m && o.x0 - m <= self.x1 && self.y0 <= o.y1 + m && o.y0 - m <= self.y1
    }

    /// Whether two boxes overlap (with a one-unit gap kept between labels).
    fn overlaps(&self, o: &LabelBox) -> bool {
        let gap = 1.0;
        self.x0 < o.x1 + gap && o.x0 < self.x1 + gap && self.y0 < o.y1 + gap && o.y0 < self.y1 + gap
    }
}

/// The element at `path` (indices through groups).
fn element_at<'a>(elements: &'a mut [Element], path: &[usize]) -> Option<&'a mut Element> {
    let (first, rest) = path.split_first()?;
    let e = elements.get_mut(*first)?;
    if rest.is_empty() {
        return Some(e);
    }
    match e {
        Element::Group { elements, .. } => element_at(elements, rest),
        _ => None,
    }
}

fn style_attrs(s: &Style, out: &mut String) {
    match s.stroke {
        Some(c) => {
            out.push_str(" stroke=\"");
            out.push_str(c);
            out.push_str("\" stroke-width=\"");
            num(out, s.width);
            out.push('"');
            if s.dashed {
                out.push_str(" stroke-dasharray=\"5 4\"");
            }
        }
        None => out.push_str(" stroke=\"none\""),
    }
    match s.fill {
        Some(c) => {
            out.push_str(" fill=\"");
            out.push_str(c);
            out.push('"');
            if s.opacity < 1.0 {
                out.push_str(" fill-opacity=\"");
                num(out, s.opacity);
                out.push('"');
            }
        }
        None => out.push_str(" fill=\"none\""),
    }
}

fn points_attr(points: &[Point], out: &mut String) {
    out.push_str(" points=\"");
    for (i, p) in points.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        num(out, p.x);
        out.push(',');
        num(out, p.y);
    }
    out.push('"');
}

fn attr(out: &mut String, name: &str, v: f64) {
    out.push(' ');
    out.push_str(name);
    out.push_str("=\"");
    num(out, v);
    out.push('"');
}

/// Point on the circle at `deg` (counter-clockwise on screen).
pub fn polar(c: Point, r: f64, deg: f64) -> Point {
    let a = deg.to_radians();
    pt(c.x + r * a.cos(), c.y - r * a.sin())
}

fn render(e: &Element, out: &mut String) {
    match e {
        Element::Line { from, to, style } => {
            out.push_str("<line");
            attr(out, "x1", from.x);
            attr(out, "y1", from.y);
            attr(out, "x2", to.x);
            attr(out, "y2", to.y);
            style_attrs(style, out);
            out.push_str("/>");
        }
        Element::Polyline { points, style } => {
            out.push_str("<polyline");
            points_attr(points, out);
            style_attrs(style, out);
            out.push_str("/>");
        }
        Element::Polygon { points, style } => {
            out.push_str("<polygon");
            points_attr(points, out);
            style_attrs(style, out);
            out.push_str("/>");
        }
        Element::Circle { center, r, style } => {
            out.push_str("<circle");
            attr(out, "cx", center.x);
            attr(out, "cy", center.y);
            attr(out, "r", *r);
            style_attrs(style, out);
            out.push_str("/>");
        }
        Element::Ellipse {
            center,
            rx,
            ry,
            style,
        } => {
            out.push_str("<ellipse");
            attr(out, "cx", center.x);
            attr(out, "cy", center.y);
            attr(out, "rx", *rx);
            attr(out, "ry", *ry);
            style_attrs(style, out);
            out.push_str("/>");
        }
        Element::Arc {
            center,
            r,
            start,
            end,
            sector,
            style,
        } => {
            let sweep = (end - start).rem_euclid(360.0);
            let (a, b) = (polar(*center, *r, *start), polar(*center, *r, *end));
            out.push_str("<path d=\"M");
            if *sector {
                num(out, center.x);
                out.push(' ');
                num(out, center.y);
                out.push_str(" L");
            }
            num(out, a.x);
            out.push(' ');
            num(out, a.y);
            out.push_str(" A");
            num(out, *r);
            out.push(' ');
            num(out, *r);
            out.push_str(if sweep > 180.0 { " 0 1 0 " } else { " 0 0 0 " });
            num(out, b.x);
            out.push(' ');
            num(out, b.y);
            if *sector {
                out.push_str(" Z");
            }
            out.push('"');
            style_attrs(style, out);
            out.push_str("/>");
        }
        Element::Rect {
            at,
            w,
            h,
            rx,
            style,
        } => {
            out.push_str("<rect");
            attr(out, "x", at.x);
            attr(out, "y", at.y);
            attr(out, "width", *w);
            attr(out, "height", *h);
            if *rx > 0.0 {
                attr(out, "rx", *rx);
            }
            style_attrs(style, out);
            out.push_str("/>");
        }
        Element::Text {
            at,
            text,
            size,
            anchor,
            bold,
            colour,
        } => {
            out.push_str("<text");
            attr(out, "x", at.x);
            attr(out, "y", at.y + size / 3.0);
            attr(out, "font-size", *size);
            out.push_str(match anchor {
                Anchor::Start => "",
                Anchor::Middle => " text-anchor=\"middle\"",
                Anchor::End => " text-anchor=\"end\"",
            });
            if *bold {
                out.push_str(" font-weight=\"bold\"");
            }
            if *colour == CODE_INK {
                out.push_str(" class=\"code\" font-family=\"monospace\"");
            }
            out.push_str(" fill=\"");
            out.push_str(colour);
            out.push_str("\">");
            escape_xml(text, out);
            out.push_str("</text>");
        }
        Element::Arrow {
            from,
            to,
            both,
            style,
        } => {
            let head = |tip: Point, tail: Point, out: &mut String| {
                let (dx, dy) = (tip.x - tail.x, tip.y - tail.y);
                let len = (dx * dx + dy * dy).sqrt().max(1e-9);
                let (ux, uy) = (dx / len, dy / len);
                let s = 4.0 + 2.0 * style.width;
                let base = pt(tip.x - ux * s * 1.6, tip.y - uy * s * 1.6);
                let pts = [
                    tip,
                    pt(base.x - uy * s * 0.6, base.y + ux * s * 0.6),
                    pt(base.x + uy * s * 0.6, base.y - ux * s * 0.6),
                ];
                out.push_str("<polygon");
                points_attr(&pts, out);
                out.push_str(" fill=\"");
                out.push_str(style.stroke.unwrap_or("#222"));
                out.push_str("\" stroke=\"none\"/>");
            };
            out.push_str("<line");
            attr(out, "x1", from.x);
            attr(out, "y1", from.y);
            attr(out, "x2", to.x);
            attr(out, "y2", to.y);
            style_attrs(style, out);
            out.push_str("/>");
            head(*to, *from, out);
            if *both {
                head(*from, *to, out);
            }
        }
        Element::Group { offset, elements } => {
            out.push_str("<g transform=\"translate(");
            num(out, offset.x);
            out.push(' ');
            num(out, offset.y);
            out.push_str(")\">");
            for e in elements {
                render(e, out);
            }
            out.push_str("</g>");
        }
        Element::Frozen(f) => out.push_str(&f.svg),
    }
}

/// A tiny XML well-formedness checker (tags nest, attributes are quoted, entities are known),
/// for tests: returns the root element's name.
#[cfg(test)]
pub(crate) fn check_xml(s: &str) -> Result<String, String> {
    let b = s.as_bytes();
    let mut i = 0;
    let mut stack: Vec<String> = Vec::new();
    let mut root: Option<String> = None;
    let check_text = |t: &str| -> Result<(), String> {
        let mut rest = t;
        while let Some(p) = rest.find('&') {
            let end = rest[p..].find(';').ok_or("unterminated entity")?;
            let ent = &rest[p + 1..p + end];
            let ok = matches!(ent, "amp" | "lt" | "gt" | "quot" | "apos")
                || (ent.starts_with('#') && ent.len() > 1);
            if !ok {
                return Err(format!("unknown entity &{ent};"));
            }
            rest = &rest[p + end + 1..];
        }
        if t.contains('<') {
            return Err("raw < in text".into());
        }
        Ok(())
    };
    while i < b.len() {
        if b[i] == b'<' {
            let end = s[i..].find('>').ok_or("unterminated tag")? + i;
            let tag = &s[i + 1..end];
            if let Some(name) = tag.strip_prefix('/') {
                let open = stack.pop().ok_or("close without open")?;
                if open != name.trim() {
                    return Err(format!("</{name}> closes <{open}>"));
                }
            } else {
                let self_closing = tag.ends_with('/');
                let tag = tag.trim_end_matches('/');
                let name_end = tag.find(char::is_whitespace).unwrap_or(tag.len());
                let name = &tag[..name_end];
                if name.is_empty()
                    || !name
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == ':')
                {
                    return Err(format!("bad tag name {name:?}"));
                }
                // attributes: name="value" pairs
                let mut rest = tag[name_end..].trim_start();
                let mut seen = Vec::new();
                while !rest.is_empty() {
                    let eq = rest.find('=').ok_or("attribute without value")?;
                    let an = rest[..eq].trim();
                    if an.is_empty() || seen.contains(&an) {
                        return Err(format!("bad or duplicate attribute {an:?}"));
                    }
                    seen.push(an);
                    let after = &rest[eq + 1..];
                    let q = after.chars().next().ok_or("missing quote")?;
                    if q != '"' && q != '\'' {
                        return Err("unquoted attribute".into());
                    }
                    let close = after[1..].find(q).ok_or("unterminated attribute")?;
                    check_text(&after[1..1 + close])?;
                    rest = after[close + 2..].trim_start();
                }
                if stack.is_empty() {
                    if root.is_some() {
                        return Err("two roots".into());
                    }
                    root = Some(name.to_owned());
                }
                if !self_closing {
                    stack.push(name.to_owned());
                }
            }
            i = end + 1;
        } else {
            let end = s[i..].find('<').map_or(b.len(), |p| p + i);
            let text = &s[i..end];
            if stack.is_empty() && !text.trim().is_empty() {
                return Err("text outside the root".into());
            }
            check_text(text)?;
            i = end;
        }
    }
    if !stack.is_empty() {
        return Err(format!("unclosed {stack:?}"));
    }
    root.ok_or_else(|| "empty document".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_well_formed_svg() {
        let mut f = Figure::new(200.0, 100.0);
        f.line(pt(0.0, 0.0), pt(10.5, 20.25), Style::stroke().dashed())
            .text(pt(100.0, 50.0), "a < b & \"c\"", 12.0, Anchor::Middle)
            .polygon(
                vec![pt(0.0, 0.0), pt(1.0, 1.0), pt(0.0, 1.0)],
                Style::filled("#eef"),
            )
            .arrow(pt(0.0, 0.0), pt(50.0, 50.0), Style::stroke());
        f.push(Element::Arc {
            center: pt(50.0, 50.0),
            r: 10.0,
            start: 0.0,
            end: 270.0,
            sector: true,
            style: Style::filled("#fc0"),
        });
        f.push(Element::Group {
            offset: pt(3.0, 4.0),
            elements: vec![Element::Circle {
                center: pt(0.0, 0.0),
                r: 2.0,
                style: Style::stroke(),
            }],
        });
        let svg = f.to_svg("Une figure <test>");
        assert_eq!(check_xml(&svg), Ok("svg".to_owned()));
        assert!(svg.contains("viewBox=\"0 0 200 100\""));
        assert!(svg.contains("role=\"img\""));
        assert!(svg.contains("<title>Une figure &lt;test&gt;</title>"));
        assert!(svg.contains("x2=\"10.5\" y2=\"20.25\""));
        assert!(check_xml("<a><b></a></b>").is_err());
        // a label at the edge grows the view box; two labels at one place are moved apart
        let mut g = Figure::new(100.0, 50.0);
        g.text(pt(2.0, 25.0), "10 cm", 12.0, Anchor::Middle)
            .text(pt(60.0, 25.0), "A", 12.0, Anchor::Middle)
            .text(pt(61.0, 26.0), "B", 12.0, Anchor::Middle);
        let svg = g.to_svg("labels");
        assert!(svg.contains("viewBox=\"-16.33 0 116.33 50\""), "{svg}");
        g.settle_labels();
        let b = g.label_boxes();
        assert!(!b[1].1.overlaps(&b[2].1), "{b:?}");
        assert!(check_xml("<a x=1/>").is_err());
        assert!(check_xml("<a>&nope;</a>").is_err());
    }
}
