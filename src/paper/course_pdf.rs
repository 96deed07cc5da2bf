//! A course as a tagged PDF (feature `pdf`), on the exams' machinery of [`super::pdf`]: the
//! same bundled fonts, display list, figures as vectors and structure tree.
//!
//! The document reads as the HTML page does: the title (H1) and the course's level and
//! duration, then each section (a `Sect` under an H2) with its objectives, its blocks in order —
//! headings (H3), paragraphs with their inline markup (`*emphasis*` in italics, `$maths$` in
//! italics with `x_A` set as a subscript), definitions, rules, worked examples (statement,
//! figure, numbered steps, result), figures with their alt text, exercises (statement, figure,
//! choices or parts), key points, summary. Definitions, rules, worked examples and key points
//! carry a rule in the margin. The answers of the exercises are gathered at the end, in a part
//! of their own ("Corrigé des exercices"), numbered as the exercises are, so that the course
//! can be handed out and the key kept apart. Page numbers are artifacts.

use krilla::tagging::{ListNumbering, Tag};

use super::RenderError;
use super::pdf::{Doc, Fonts, Item, Style, fonts, heading, parse_svg};
use super::sheet::MM;
use crate::domain::course::{Block, Course, SectionStatus, Words, answer_text, words};
use crate::domain::curriculum::curriculum;
use crate::domain::exam::QuestionNode;
use crate::domain::export::{PaperSize, Rect};
use crate::domain::question::{Answer, Language, QuestionKind, Visual};

const BODY: f32 = 11.0;
const LEADING: f32 = 14.5;
const SIDE: f32 = 20.0 * MM;
const TOP: f32 = 18.0 * MM;
const BOTTOM: f32 = 20.0 * MM;
/// Where the text of a boxed block starts, right of its margin rule.
const BOXED: f32 = 4.0 * MM;
/// The indent of list items' bodies.
const LIST: f32 = 6.0 * MM;
const FIGURE_MAX_WIDTH: f32 = 85.0 * MM;
const FIGURE_MAX_HEIGHT: f32 = 60.0 * MM;

/// A piece of text in one style; `sub` pieces are set smaller, below the baseline.
#[derive(Debug, Clone, PartialEq)]
struct Run {
    style: Style,
    sub: bool,
    text: String,
}

fn run(style: Style, text: impl Into<String>) -> Run {
    Run {
        style,
        sub: false,
        text: text.into(),
    }
}

/// The runs of a text with the inline markup: `*emphasis*` and `$maths$` in italics (in
/// `base` otherwise), `_x` in maths as a subscript.
fn markup(text: &str, base: Style) -> Vec<Run> {
    let mut out: Vec<Run> = Vec::new();
    let (mut em, mut maths) = (false, false);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let mut sub = false;
        let ch = match c {
            '$' => {
                maths = !maths;
                continue;
            }
            '*' if !maths => {
                em = !em;
                continue;
            }
            '_' if maths && chars.peek().is_some_and(|n| n.is_alphanumeric()) => {
                sub = true;
                chars.next().unwrap_or('_')
            }
            c => c,
        };
        let style = if em || maths { Style::Italic } else { base };
        match out.last_mut() {
            Some(r) if r.style == style && r.sub == sub => r.text.push(ch),
            _ => out.push(Run {
                style,
                sub,
                text: ch.to_string(),
            }),
        }
    }
    out
}

/// The items of a list: each label with its body.
type Items = Vec<(String, Vec<Run>)>;

/// Appends `r` to `line`, in its last run when the style is the same.
fn push_run(line: &mut Vec<Run>, r: Run) {
    match line.last_mut() {
        Some(last) if last.style == r.style && last.sub == r.sub => last.text.push_str(&r.text),
        _ => line.push(r),
    }
}

/// The course's layout: a cursor (page, baseline) flowing down the pages.
struct Flow<'a> {
    doc: Doc<'a>,
    page: usize,
    /// The baseline of the next line.
    y: f32,
}

impl<'a> Flow<'a> {
    fn fonts(&self) -> &'a Fonts {
        self.doc.fonts
    }

    fn right(&self) -> f32 {
        self.doc.size.0 - SIDE
    }

    fn bottom(&self) -> f32 {
        self.doc.size.1 - BOTTOM
    }

    /// A new page when `height` more points do not fit on this one.
    fn room(&mut self, height: f32) {
        if self.y + height > self.bottom() {
            self.page = self.doc.new_page();
            self.y = TOP + LEADING;
        }
    }

    fn width_of(&self, r: &Run, size: f32) -> f32 {
        self.fonts()
            .width(&r.text, r.style, if r.sub { size * 0.7 } else { size })
    }

    /// `runs` wrapped in lines of at most `width` (at spaces; no-break spaces hold).
    fn wrap(&self, runs: &[Run], size: f32, width: f32) -> Vec<Vec<Run>> {
        // Words: runs between spaces.
        let mut words: Vec<Vec<Run>> = vec![Vec::new()];
        for r in runs {
            for (i, piece) in r.text.split(' ').enumerate() {
                if i > 0 {
                    words.push(Vec::new());
                }
                if let Some(w) = words.last_mut().filter(|_| !piece.is_empty()) {
                    w.push(Run {
                        text: piece.to_owned(),
                        ..r.clone()
                    });
                }
            }
        }
        let space = self.fonts().width(" ", Style::Regular, size);
        let mut lines: Vec<Vec<Run>> = Vec::new();
        let mut line: Vec<Run> = Vec::new();
        let mut used = 0.0;
        for word in words.into_iter().filter(|w| !w.is_empty()) {
            let w: f32 = word.iter().map(|r| self.width_of(r, size)).sum();
            if !line.is_empty() && used + space + w > width {
                lines.push(std::mem::take(&mut line));
                used = 0.0;
            }
            if !line.is_empty() {
                push_run(&mut line, run(word[0].style, " "));
                used += space;
            }
            used += w;
            for r in word {
                push_run(&mut line, r);
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
        lines
    }

    /// One line of runs at `x` on the current baseline, in `group`.
    fn line(&mut self, runs: &[Run], x: f32, size: f32, group: usize) {
        let mut x = x;
        for r in runs {
            let (s, dy) = if r.sub {
                (size * 0.7, size * 0.2)
            } else {
                (size, 0.0)
            };
            self.doc.text(
                self.page,
                x,
                self.y + dy,
                s,
                r.style,
                r.text.clone(),
                Some(group),
            );
            x += self.width_of(r, size);
        }
    }

    /// A margin rule beside the line whose baseline is `y` (boxed blocks).
    fn bar(&mut self, size: f32) {
        let rect = Rect {
            x: SIDE,
            y: self.y - size,
            width: 1.2,
            height: LEADING,
        };
        self.doc.push(self.page, Item::Fill { rect });
    }

    /// `runs` as wrapped lines from `x` to the right margin, in `group`; `boxed`: with the
    /// margin rule. Returns the lines written.
    fn text(&mut self, runs: &[Run], x: f32, size: f32, group: usize, boxed: bool) -> usize {
        let lines = self.wrap(runs, size, self.right() - x);
        for l in &lines {
            self.room(LEADING);
            self.line(l, x, size, group);
            if boxed {
                self.bar(size);
            }
            self.y += size.max(BODY) * LEADING / BODY;
        }
        lines.len()
    }

    /// A paragraph (`P`) under `parent`.
    fn paragraph(&mut self, runs: &[Run], x: f32, parent: usize, boxed: bool) {
        let p = self.doc.group(Tag::P, Some(parent));
        self.text(runs, x, BODY, p, boxed);
    }

    /// A heading of `level` under `parent`, kept with the two lines after it.
    fn heading(&mut self, level: u16, runs: &[Run], size: f32, parent: usize) {
        self.y += size * 0.6;
        self.room(size + 2.0 * LEADING);
        let h = self.doc.group(heading(level), Some(parent));
        self.text(runs, SIDE, size, h, false);
        self.y += 2.0;
    }

    /// A list (`L`) of `items` under `parent`, each with its label.
    fn list(
        &mut self,
        numbering: ListNumbering,
        items: &[(String, Vec<Run>)],
        x: f32,
        parent: usize,
        boxed: bool,
    ) {
        let list = self.doc.group(Tag::L(numbering), Some(parent));
        for (label, body) in items {
            let li = self.doc.group(Tag::LI, Some(list));
            let lbl = self.doc.group(Tag::Lbl, Some(li));
            let lb = self.doc.group(Tag::LBody, Some(li));
            self.room(LEADING);
            self.doc.text(
                self.page,
                x,
                self.y,
                BODY,
                Style::Bold,
                label.clone(),
                Some(lbl),
            );
            self.text(body, x + LIST, BODY, lb, boxed);
        }
    }

    /// The width and height at which `visual` is drawn (none when it has no figure or one
    /// that cannot be read).
    fn figure_size(&self, visual: &Visual) -> Option<(f32, f32)> {
        if visual.svg.trim().is_empty() {
            return None;
        }
        let tree = parse_svg(&visual.svg, self.fonts())?;
        let (w, h) = (tree.size().width(), tree.size().height());
        let scale = (FIGURE_MAX_WIDTH / w).min(FIGURE_MAX_HEIGHT / h).min(1.6);
        Some((w * scale, h * scale))
    }

    /// The height of `runs` wrapped from `x` to the right margin.
    fn height(&self, runs: &[Run], x: f32) -> f32 {
        self.wrap(runs, BODY, self.right() - x).len() as f32 * LEADING
    }

    /// A figure (`Figure` with its alt text) under `parent`, scaled to fit; `boxed`: with the
    /// margin rule beside it.
    fn figure(&mut self, visual: &Visual, x: f32, parent: usize, boxed: bool) {
        if visual.svg.trim().is_empty() {
            return;
        }
        let Some(tree) = parse_svg(&visual.svg, self.fonts()) else {
            self.doc.failure = Some(format!("the figure “{}” could not be read", visual.alt));
            return;
        };
        let (w, h) = (tree.size().width(), tree.size().height());
        let scale = (FIGURE_MAX_WIDTH / w).min(FIGURE_MAX_HEIGHT / h).min(1.6);
        let (fw, fh) = (w * scale, h * scale);
        self.room(fh + 4.0);
        let group = self
            .doc
            .group(Tag::Figure(Some(visual.alt.clone())), Some(parent));
        let top = self.y - BODY * 0.8;
        self.doc.push(
            self.page,
            Item::Svg {
                tree: Box::new(tree),
                x,
                y: top,
                width: fw,
                height: fh,
                group,
            },
        );
        let before = self.y;
        self.y = top + fh + LEADING;
        if boxed {
            let rect = Rect {
                x: SIDE,
                y: before - BODY,
                width: 1.2,
                height: self.y - before,
            };
            self.doc.push(self.page, Item::Fill { rect });
        }
    }
}

/// "Réponse :" and the like with the course's spacing.
fn plain(text: &str) -> Vec<Run> {
    vec![run(Style::Regular, text)]
}

/// What an exercise shows besides its statement: the left column of a matching, its choices,
/// its parts.
fn exercise_lists(q: &QuestionNode) -> Vec<(ListNumbering, Items)> {
    let mut out = Vec::new();
    if let (QuestionKind::Matching, Answer::Matching { pairs }) = (q.kind, &q.answer) {
        let left = pairs
            .iter()
            .enumerate()
            .map(|(i, (l, _))| (format!("{}.", i + 1), plain(l)))
            .collect();
        out.push((ListNumbering::Decimal, left));
    }
    let letter = |i: usize| char::from(b'a' + (i % 26) as u8);
    if !q.choices.is_empty() {
        let choices = q
            .choices
            .iter()
            .enumerate()
            .map(|(i, c)| (format!("{}.", letter(i)), plain(&c.text)))
            .collect();
        out.push((ListNumbering::LowerAlpha, choices));
    }
    if !q.parts.is_empty() {
        let parts = q
            .parts
            .iter()
            .enumerate()
            .map(|(i, p)| (format!("{})", letter(i)), plain(&p.stem)))
            .collect();
        out.push((ListNumbering::LowerAlpha, parts));
    }
    out
}

/// The answer of exercise `q`, with the parts' answers, as a reader sees it.
fn exercise_answer(q: &QuestionNode, lang: Language) -> String {
    let choices: Vec<String> = q.choices.iter().map(|c| c.text.clone()).collect();
    if q.parts.is_empty() {
        return answer_text(&q.answer, &choices, lang);
    }
    q.parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            format!(
                "{}) {}",
                char::from(b'a' + (i % 26) as u8),
                answer_text(&p.answer, &[], lang)
            )
        })
        .collect::<Vec<_>>()
        .join(if lang == Language::Fr {
            "\u{202F}; "
        } else {
            "; "
        })
}

/// Points as "1 pt", "2 pts" / "1,5 pt".
fn points(p: f64, lang: Language) -> String {
    let n = super::number(p, lang);
    let unit = if p <= 1.0 { "pt" } else { "pts" };
    format!("{n}\u{A0}{unit}")
}

/// The course `course` as a tagged PDF on A4 paper.
pub(super) fn render(course: &Course) -> Result<Vec<u8>, RenderError> {
    let lang = course.language;
    let w: &Words = words(lang);
    let mut f = Flow {
        doc: Doc::new(fonts()?, PaperSize::A4.points()),
        page: 0,
        y: TOP + 16.0,
    };
    f.doc.new_page();
    let part = f.doc.group(Tag::Part, None);
    let h1 = f.doc.group(heading(1), Some(part));
    f.text(
        &[run(Style::Bold, course.title.as_str())],
        SIDE,
        18.0,
        h1,
        false,
    );
    let level = curriculum()
        .level(&course.level)
        .map_or_else(|| course.level.clone(), |l| l.short_name.clone());
    let colon = if lang == Language::Fr {
        "\u{A0}: "
    } else {
        ": "
    };
    let meta = format!(
        "{}{colon}{level} · {}{colon}{}\u{A0}{}",
        w.level, w.duration, course.duration_minutes, w.minutes
    );
    let p = f.doc.group(Tag::P, Some(part));
    f.text(&[run(Style::Italic, meta)], SIDE, 10.0, p, false);
    let rule_y = f.y - 6.0;
    let right = f.right();
    f.doc.push(
        f.page,
        Item::Rule {
            x1: SIDE,
            x2: right,
            y: rule_y,
            width: 0.8,
            dotted: false,
        },
    );
    f.y += 6.0;

    // Exercises, numbered through the course, with their answers for the key at the end.
    let mut key: Vec<(usize, String, String)> = Vec::new();
    for (i, s) in course.sections.iter().enumerate() {
        let sect = f.doc.group(Tag::Section, Some(part));
        let title = format!("{}. {} ({}\u{A0}{})", i + 1, s.title, s.minutes, w.minutes);
        f.heading(2, &[run(Style::Bold, title)], 14.0, sect);
        let p = f.doc.group(Tag::P, Some(sect));
        f.text(&[run(Style::Bold, w.objectives)], SIDE, BODY, p, false);
        let objectives: Items = s
            .objectives
            .iter()
            .map(|o| {
                let bloom = curriculum().bloom_level(&o.bloom).map_or_else(
                    || o.bloom.clone(),
                    |b| match lang {
                        Language::Fr => b.name_fr.clone(),
                        Language::En => b.name_en.clone(),
                    },
                );
                let body = vec![
                    run(Style::Regular, format!("{} ", o.text)),
                    run(Style::Italic, format!("({bloom})")),
                ];
                ("•".to_owned(), body)
            })
            .collect();
        f.list(ListNumbering::Disc, &objectives, SIDE, sect, false);
        f.y += 4.0;
        if s.status != SectionStatus::Written {
            f.paragraph(&[run(Style::Italic, w.unwritten)], SIDE, sect, false);
        }
        for b in &s.blocks {
            block(&mut f, b, sect, lang, &mut key);
        }
    }
    if !key.is_empty() {
        let answers = f.doc.group(Tag::Part, None);
        f.page = f.doc.new_page();
        f.y = TOP + 16.0;
        let h = f.doc.group(heading(2), Some(answers));
        f.text(&[run(Style::Bold, w.answers)], SIDE, 14.0, h, false);
        f.y += 4.0;
        let items: Items = key
            .into_iter()
            .map(|(n, answer, explanation)| {
                let mut body = vec![
                    run(Style::Bold, format!("{} ", w.answer)),
                    run(Style::Regular, answer),
                ];
                if !explanation.trim().is_empty() {
                    body.push(run(Style::Regular, format!(" — {explanation}")));
                }
                (format!("{n}."), body)
            })
            .collect();
        f.list(ListNumbering::Decimal, &items, SIDE, answers, false);
    }
    if let Some(why) = f.doc.failure.take() {
        return Err(RenderError::Failed(why));
    }
    let pages = f.doc.pages.len();
    let footers: Vec<Option<String>> = (1..=pages)
        .map(|k| Some(format!("{} — {} {k}/{pages}", course.title, w.page)))
        .collect();
    f.doc.finish(&course.title, lang, &footers)
}

/// One block of a section, under the section's group `sect`.
fn block(
    f: &mut Flow<'_>,
    b: &Block,
    sect: usize,
    lang: Language,
    key: &mut Vec<(usize, String, String)>,
) {
    let w = words(lang);
    let inner = SIDE + BOXED;
    f.y += 3.0;
    match b {
        Block::Heading { text } => f.heading(3, &markup(text, Style::Bold), 12.0, sect),
        Block::Paragraph { text } => f.paragraph(&markup(text, Style::Regular), SIDE, sect, false),
        Block::Definition { term, text } => {
            let mut runs = markup(term, Style::Bold);
            runs.push(run(Style::Regular, " — "));
            runs.extend(markup(text, Style::Regular));
            f.room(2.0 * LEADING);
            f.paragraph(&runs, inner, sect, true);
        }
        Block::Rule { title, text } => {
            f.room(2.0 * LEADING);
            let div = f.doc.group(Tag::Div, Some(sect));
            f.paragraph(&markup(title, Style::Bold), inner, div, true);
            f.paragraph(&markup(text, Style::Regular), inner, div, true);
        }
        Block::WorkedExample {
            statement,
            steps,
            result,
            visual,
        } => {
            // The heading, the statement and the figure stay on one page.
            let figure = visual
                .as_ref()
                .and_then(|v| f.figure_size(v))
                .map_or(0.0, |(_, h)| h + LEADING);
            f.room(LEADING + f.height(&plain(statement), inner) + figure);
            let div = f.doc.group(Tag::Div, Some(sect));
            f.paragraph(&[run(Style::Bold, w.example)], inner, div, true);
            f.paragraph(&plain(statement), inner, div, true);
            if let Some(v) = visual {
                f.figure(v, inner, div, true);
            }
            let steps: Items = steps
                .iter()
                .enumerate()
                .map(|(i, s)| (format!("{}.", i + 1), plain(s)))
                .collect();
            f.list(ListNumbering::Decimal, &steps, inner, div, true);
            let runs = vec![
                run(Style::Bold, format!("{} ", w.result)),
                run(Style::Regular, result.as_str()),
            ];
            f.paragraph(&runs, inner, div, true);
        }
        Block::Figure { visual, caption } => {
            f.figure(visual, SIDE, sect, false);
            f.paragraph(&[run(Style::Italic, caption.as_str())], SIDE, sect, false);
        }
        Block::Exercise { question } => {
            let n = key.len() + 1;
            // The heading, the statement and the figure stay on one page.
            let figure = f
                .figure_size(&question.visual)
                .map_or(0.0, |(_, h)| h + LEADING);
            f.room(LEADING + f.height(&plain(&question.stem), SIDE) + figure);
            let div = f.doc.group(Tag::Div, Some(sect));
            let head = vec![
                run(Style::Bold, format!("{} {n} ", w.exercise)),
                run(
                    Style::Italic,
                    format!("({})", points(question.points, lang)),
                ),
            ];
            f.paragraph(&head, SIDE, div, false);
            f.paragraph(&plain(&question.stem), SIDE, div, false);
            f.figure(&question.visual, SIDE, div, false);
            for (numbering, items) in exercise_lists(question) {
                f.list(numbering, &items, SIDE + 2.0 * MM, div, false);
            }
            key.push((
                n,
                exercise_answer(question, lang),
                question.explanation.clone(),
            ));
        }
        Block::KeyPoints { items } => {
            f.room(2.0 * LEADING);
            let div = f.doc.group(Tag::Div, Some(sect));
            f.paragraph(&[run(Style::Bold, w.keypoints)], inner, div, true);
            let items: Items = items
                .iter()
                .map(|i| ("•".to_owned(), markup(i, Style::Regular)))
                .collect();
            f.list(ListNumbering::Disc, &items, inner, div, true);
        }
        Block::Summary { text } => {
            let mut runs = vec![run(Style::Bold, format!("{} — ", w.summary))];
            runs.extend(markup(text, Style::Regular));
            f.paragraph(&runs, SIDE, sect, false);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_inline_markup_becomes_styled_runs() {
        let runs = markup("Si *a* < b alors $x_A + 1$.", Style::Regular);
        let shown: Vec<(Style, bool, &str)> = runs
            .iter()
            .map(|r| (r.style, r.sub, r.text.as_str()))
            .collect();
        assert_eq!(
            shown,
            [
                (Style::Regular, false, "Si "),
                (Style::Italic, false, "a"),
                (Style::Regular, false, " < b alors "),
                (Style::Italic, false, "x"),
                (Style::Italic, true, "A"),
                (Style::Italic, false, " + 1"),
                (Style::Regular, false, "."),
            ]
        );
    }
}
