//! A course as one self-contained HTML page: inline CSS and SVG, no network, printable, with
//! the course's language, a heading outline, and the figures' alt texts; and as a tagged PDF
//! ([`pdf`], rendered by [`crate::paper::render_course`]).

use std::fmt::Write;

use crate::domain::course::{Block, Course, SectionStatus, answer_text as answer, words};
use crate::domain::curriculum::curriculum;
use crate::domain::question::Language;

const CSS: &str = "\
body{font-family:Georgia,'Times New Roman',serif;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.55;color:#1b1b1b}
h1{font-size:1.8rem;margin-bottom:.2rem}h2{font-size:1.35rem;margin-top:2.2rem;border-bottom:2px solid #2b5797;padding-bottom:.2rem}
h3{font-size:1.1rem}.meta{color:#555}.objectives{background:#eef3fb;padding:.6rem 1rem;border-radius:4px}
.objectives li span{font-variant:small-caps;color:#2b5797}.box{border-left:4px solid #2b5797;padding:.4rem .9rem;margin:1rem 0;background:#f7f9fc}
.rule{border-color:#b8860b;background:#fdf8ec}.example{border-color:#3c8d40;background:#f2f9f2}.exercise{border-color:#888;background:#fafafa}
.keypoints{border-color:#8b1e3f;background:#fbf1f4}.m{font-style:italic;font-family:'Cambria Math','STIX Two Math',serif;white-space:nowrap}
figure{margin:.8rem 0;text-align:center}figure svg{max-width:100%;height:auto;max-height:16rem}figcaption{font-size:.9rem;color:#555}
.answer{margin-top:.4rem;color:#333}details summary{cursor:pointer;color:#2b5797}
@media print{body{margin:0;max-width:none}details{display:block}details>*{display:block}h2{break-after:avoid}.box,figure{break-inside:avoid}}
";

/// Escapes text for HTML.
fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// Escapes text and renders the inline markup: `*emphasis*` and `$maths$`.
#[cfg(test)]
fn inline(s: &str) -> String {
    inline_quoting(s, None)
}

/// [`inline`], its emphasis marked as a quotation in language `quoted` (the French examples
/// of a français course written in English: `<em lang="fr">`).
fn inline_quoting(s: &str, quoted: Option<&str>) -> String {
    let open = match quoted {
        Some(code) => format!("<em lang=\"{code}\">"),
        None => "<em>".to_owned(),
    };
    let mut out = String::new();
    let (mut em, mut maths) = (false, false);
    for part in s.chars() {
        match part {
            '$' if !maths => {
                out.push_str("<span class=\"m\">");
                maths = true;
            }
            '$' => {
                out.push_str("</span>");
                maths = false;
            }
            '*' if !maths && !em => {
                out.push_str(&open);
                em = true;
            }
            '*' if !maths => {
                out.push_str("</em>");
                em = false;
            }
            c => out.push_str(&esc(&c.to_string())),
        }
    }
    // In maths, `x_A` is set as a subscript.
    let mut i = 0;
    while let Some(at) = out[i..].find('_') {
        let at = i + at;
        match out[at + 1..].chars().next() {
            Some(c) if c.is_alphanumeric() && in_maths(&out[..at]) => {
                let sub = format!("<sub>{c}</sub>");
                out.replace_range(at..at + 1 + c.len_utf8(), &sub);
                i = at + sub.len();
            }
            _ => i = at + 1,
        }
    }
    if maths {
        out.push_str("</span>");
    }
    if em {
        out.push_str("</em>");
    }
    out
}

/// Whether the end of `html` is inside a maths span.
fn in_maths(html: &str) -> bool {
    html.rfind("<span class=\"m\">")
        .is_some_and(|open| html[open..].find("</span>").is_none())
}

/// The course as a tagged PDF; `None` when this build has no PDF renderer (the `pdf`
/// feature).
pub(crate) fn pdf(course: &Course) -> Result<Option<Vec<u8>>, crate::error::Error> {
    match crate::paper::render_course(course) {
        Ok(pdf) => Ok(Some(pdf)),
        Err(crate::paper::RenderError::NotCompiled) => Ok(None),
        Err(crate::paper::RenderError::Failed(why)) => {
            tracing::error!(course = %course.id, %why, "a course could not be rendered as a PDF");
            Err(crate::error::Error::internal())
        }
    }
}

/// The page of a course.
pub(crate) fn render(course: &Course) -> String {
    let lang = course.language;
    let w = words(lang);
    let code = match lang {
        Language::Fr => "fr",
        Language::En => "en",
    };
    let level = curriculum()
        .level(&course.level)
        .map_or_else(|| course.level.clone(), |l| l.short_name.clone());
    // a français course in English quotes its French examples in italics
    let quoted = (lang == Language::En && course.subject == "francais").then_some("fr");
    let inline = |s: &str| inline_quoting(s, quoted);
    let mut h = String::with_capacity(64 * 1024);
    let _ = write!(
        h,
        "<!DOCTYPE html>\n<html lang=\"{code}\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n<style>{CSS}</style>\n</head>\n<body>\n<main>\n<h1>{}</h1>\n<p class=\"meta\">{} {} · {} {}\u{A0}{}</p>\n",
        esc(&course.title),
        esc(&course.title),
        w.level,
        esc(&level),
        w.duration,
        course.duration_minutes,
        w.minutes
    );
    let mut exercise = 0;
    for (i, s) in course.sections.iter().enumerate() {
        let _ = write!(
            h,
            "<section aria-labelledby=\"s{i}\">\n<h2 id=\"s{i}\">{}. {} <small class=\"meta\">({}\u{A0}{})</small></h2>\n",
            i + 1,
            esc(&s.title),
            s.minutes,
            w.minutes
        );
        h.push_str("<div class=\"objectives\"><strong>");
        h.push_str(w.objectives);
        h.push_str("</strong><ul>");
        for o in &s.objectives {
            let bloom = curriculum().bloom_level(&o.bloom).map_or_else(
                || o.bloom.clone(),
                |b| match lang {
                    Language::Fr => b.name_fr.clone(),
                    Language::En => b.name_en.clone(),
                },
            );
            let _ = write!(
                h,
                "<li>{} <span>({})</span></li>",
                esc(&o.text),
                esc(&bloom)
            );
        }
        h.push_str("</ul></div>\n");
        if s.status != SectionStatus::Written {
            let _ = writeln!(h, "<p><em>{}</em></p>", w.unwritten);
        }
        for b in &s.blocks {
            match b {
                Block::Heading { text } => {
                    let _ = writeln!(h, "<h3>{}</h3>", inline(text));
                }
                Block::Paragraph { text } => {
                    let _ = writeln!(h, "<p>{}</p>", inline(text));
                }
                Block::Definition { term, text } => {
                    let _ = writeln!(
                        h,
                        "<div class=\"box\"><p><strong>{}</strong> — {}</p></div>",
                        inline(term),
                        inline(text)
                    );
                }
                Block::Rule { title, text } => {
                    let _ = writeln!(
                        h,
                        "<div class=\"box rule\"><p><strong>{}</strong></p><p>{}</p></div>",
                        inline(title),
                        inline(text)
                    );
                }
                Block::WorkedExample {
                    statement,
                    steps,
                    result,
                    visual,
                } => {
                    let _ = write!(
                        h,
                        "<div class=\"box example\"><p><strong>{}</strong></p><p>{}</p>",
                        w.example,
                        esc(statement)
                    );
                    if let Some(v) = visual {
                        let _ = write!(
                            h,
                            "<figure role=\"img\" aria-label=\"{}\">{}</figure>",
                            esc(&v.alt),
                            v.svg
                        );
                    }
                    h.push_str("<ol>");
                    for step in steps {
                        let _ = write!(h, "<li>{}</li>", esc(step));
                    }
                    let _ = writeln!(
                        h,
                        "</ol><p><strong>{}</strong> {}</p></div>",
                        w.result,
                        esc(result)
                    );
                }
                Block::Figure { visual, caption } => {
                    let _ = writeln!(
                        h,
                        "<figure role=\"img\" aria-label=\"{}\">{}<figcaption>{}</figcaption></figure>",
                        esc(&visual.alt),
                        visual.svg,
                        esc(caption)
                    );
                }
                Block::Exercise { question } => {
                    exercise += 1;
                    let _ = write!(
                        h,
                        "<div class=\"box exercise\"><p><strong>{} {exercise}</strong> ({} pt)</p><p>{}</p>",
                        w.exercise,
                        question.points,
                        esc(&question.stem)
                    );
                    let _ = write!(
                        h,
                        "<figure role=\"img\" aria-label=\"{}\">{}</figure>",
                        esc(&question.visual.alt),
                        question.visual.svg
                    );
                    if !question.choices.is_empty() {
                        h.push_str("<ol type=\"a\">");
                        for c in &question.choices {
                            let _ = write!(h, "<li>{}</li>", esc(&c.text));
                        }
                        h.push_str("</ol>");
                    }
                    if !question.parts.is_empty() {
                        h.push_str("<ol type=\"a\">");
                        for p in &question.parts {
                            let _ = write!(h, "<li>{}</li>", esc(&p.stem));
                        }
                        h.push_str("</ol>");
                    }
                    let choices: Vec<String> =
                        question.choices.iter().map(|c| c.text.clone()).collect();
                    let _ = writeln!(
                        h,
                        "<details><summary>{}</summary><p class=\"answer\"><strong>{}</strong> {}</p><p>{}</p></details></div>",
                        w.solution,
                        w.answer,
                        esc(&answer(&question.answer, &choices, lang)),
                        esc(&question.explanation)
                    );
                }
                Block::KeyPoints { items } => {
                    let _ = write!(
                        h,
                        "<div class=\"box keypoints\"><p><strong>{}</strong></p><ul>",
                        w.keypoints
                    );
                    for item in items {
                        let _ = write!(h, "<li>{}</li>", inline(item));
                    }
                    h.push_str("</ul></div>\n");
                }
                Block::Summary { text } => {
                    let _ = writeln!(
                        h,
                        "<p><strong>{}</strong> — {}</p>",
                        w.summary,
                        inline(text)
                    );
                }
            }
        }
        h.push_str("</section>\n");
    }
    h.push_str("</main>\n</body>\n</html>\n");
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes the page of a whole course to `$EDUGEN_HTML` (default `/tmp/course.html`).
    #[test]
    #[ignore = "writes a page to look at: EDUGEN_CHAPTER=… cargo test --lib course_page::tests::page -- --ignored"]
    fn page() {
        use crate::domain::course::Section;
        use crate::generate::course::{CourseRequest, SectionRequest, default_title};
        use crate::generate::{BuiltinGenerator, Generator};
        use futures_util::{FutureExt, StreamExt};
        let chapter = std::env::var("EDUGEN_CHAPTER")
            .unwrap_or_else(|_| "mathematiques-4e-theoreme-de-pythagore".to_owned());
        let ch = curriculum().chapter(&chapter).unwrap();
        let mut req = CourseRequest::new(&ch.subject_id, &ch.level_id, [chapter.clone()], 55, 5);
        if std::env::var("EDUGEN_LANG").as_deref() == Ok("en") {
            req.language = Language::En;
        }
        let now = chrono::Utc::now();
        let mut course = Course::new(
            ("acc_x", false),
            default_title(&req),
            req.subject.clone(),
            req.level.clone(),
            req.chapters.clone(),
            req.language,
            55,
            0,
            now,
        );
        let planned: Vec<_> = BuiltinGenerator
            .outline(&req)
            .unwrap()
            .collect::<Vec<_>>()
            .now_or_never()
            .unwrap();
        let mut used = Vec::new();
        for (i, p) in planned.into_iter().enumerate() {
            let mut s = Section::planned(p.unwrap(), now);
            let mut r = SectionRequest::new(
                &req.subject,
                &req.level,
                req.chapters.clone(),
                req.language,
                0,
                i as u32,
                s.clone(),
            );
            r.avoid = used.clone();
            let blocks = BuiltinGenerator
                .write_section(&r)
                .now_or_never()
                .unwrap()
                .unwrap();
            s.write(blocks, now);
            used.extend(s.statements());
            course.sections.push(s);
        }
        let path = std::env::var("EDUGEN_HTML").unwrap_or_else(|_| "/tmp/course.html".into());
        std::fs::write(path, render(&course)).unwrap();
    }

    #[test]
    fn inline_markup_is_escaped_and_rendered() {
        assert_eq!(
            inline("Si *a* < b alors $a² + b²$ & c"),
            "Si <em>a</em> &lt; b alors <span class=\"m\">a² + b²</span> &amp; c"
        );
        assert_eq!(
            inline("x_A et $x_A + y_B$"),
            "x_A et <span class=\"m\">x<sub>A</sub> + y<sub>B</sub></span>"
        );
        assert_eq!(
            inline_quoting("Ask *qui est-ce qui ?*", Some("fr")),
            "Ask <em lang=\"fr\">qui est-ce qui ?</em>"
        );
    }
}
