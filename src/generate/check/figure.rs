//! Label boxes of a rendered SVG, read back from the SVG text: each `<text>`'s box from the
//! font's metrics, inside the view box, clear of the other labels and of the figure's strokes
//! (lines, polylines, polygons, rectangles, circles, ellipses and arcs drawn with a stroke).

use super::super::metrics::{CAP_HEIGHT, DESCENT, text_width};

/// A label's box.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Label {
    pub(crate) text: String,
    pub(crate) x0: f64,
    pub(crate) y0: f64,
    pub(crate) x1: f64,
    pub(crate) y1: f64,
    /// Its place among the SVG's tags (the drawing order).
    pub(crate) order: usize,
    /// A line of program code (`class="code"`): shown verbatim, not typeset.
    pub(crate) code: bool,
}

fn attr(tag: &str, name: &str) -> Option<String> {
    let key = format!(" {name}=\"");
    let s = tag.find(&key)? + key.len();
    let e = tag[s..].find('"')? + s;
    Some(tag[s..e].to_owned())
}

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

/// A view box: `(min x, min y, width, height)`.
pub(crate) type ViewBox = (f64, f64, f64, f64);

/// The view box and the labels of an SVG.
pub(crate) fn labels(svg: &str) -> Option<(ViewBox, Vec<Label>)> {
    let vb = attr(svg, "viewBox")?;
    let v: Vec<f64> = vb.split(' ').filter_map(|x| x.parse().ok()).collect();
    if v.len() != 4 {
        return None;
    }
    let mut out = Vec::new();
    for (order, (tag, text, (dx, dy))) in tags(svg)?.into_iter().enumerate() {
        if !tag.starts_with("<text") {
            continue;
        }
        let text = unescape(text);
        let x: f64 = attr(tag, "x")?.parse::<f64>().ok()? + dx;
        let y: f64 = attr(tag, "y")?.parse::<f64>().ok()? + dy;
        let size: f64 = attr(tag, "font-size")?.parse().ok()?;
        let bold = attr(tag, "font-weight").is_some_and(|w| w == "bold");
        let w = text_width(&text, size, bold);
        let x0 = match attr(tag, "text-anchor").as_deref() {
            Some("middle") => x - w / 2.0,
            Some("end") => x - w,
            _ => x,
        };
        out.push(Label {
            text,
            x0,
            y0: y - CAP_HEIGHT * size,
            x1: x0 + w,
            y1: y + DESCENT * size,
            order,
            code: attr(tag, "class").is_some_and(|c| c == "code"),
        });
    }
    Some(((v[0], v[1], v[2], v[3]), out))
}

/// A start tag, its text content (for `<text>`) and the translation of the groups it is in.
type Tag<'a> = (&'a str, &'a str, (f64, f64));

/// The start tags of an SVG in order.
fn tags(svg: &str) -> Option<Vec<Tag<'_>>> {
    let mut out = Vec::new();
    let mut stack: Vec<(f64, f64)> = vec![(0.0, 0.0)];
    let mut rest = svg;
    while let Some(i) = rest.find('<') {
        rest = &rest[i..];
        let close = rest.find('>')?;
        let tag = &rest[..close];
        let off = *stack.last()?;
        if tag.starts_with("</g") {
            stack.pop();
        } else if tag.starts_with("<g") {
            let (mut x, mut y) = off;
            if let Some(t) = attr(tag, "transform")
                && let Some(args) = t
                    .strip_prefix("translate(")
                    .and_then(|a| a.strip_suffix(')'))
            {
                let v: Vec<f64> = args
                    .split([' ', ','])
                    .filter_map(|a| a.parse().ok())
                    .collect();
                x += v.first().copied().unwrap_or(0.0);
                y += v.get(1).copied().unwrap_or(0.0);
            }
            if !tag.ends_with('/') {
                stack.push((x, y));
            }
        } else if tag.starts_with("<text") {
            let end = rest.find("</text>")?;
            out.push((tag, &rest[close + 1..end], off));
            rest = &rest[end..];
            continue;
        } else if !tag.starts_with("</") {
            out.push((tag, "", off));
        }
        rest = &rest[close..];
    }
    Some(out)
}

fn num_attr(tag: &str, name: &str) -> Option<f64> {
    attr(tag, name)?.parse().ok()
}

fn points(s: &str) -> Vec<(f64, f64)> {
    let v: Vec<f64> = s.split([' ', ',']).filter_map(|a| a.parse().ok()).collect();
    v.chunks_exact(2).map(|c| (c[0], c[1])).collect()
}

/// Points along a circle (or an ellipse) of centre `c`, `n` of them, closed.
fn ring(c: (f64, f64), rx: f64, ry: f64, n: usize) -> Vec<(f64, f64)> {
    (0..=n)
        .map(|i| {
            let a = i as f64 / n as f64 * std::f64::consts::TAU;
            (c.0 + rx * a.cos(), c.1 + ry * a.sin())
        })
        .collect()
}

/// The polyline of a path made of `M`, `L`, `A` (circular arcs) and `Z` commands.
fn path_points(d: &str) -> Vec<Vec<(f64, f64)>> {
    let mut runs: Vec<Vec<(f64, f64)>> = Vec::new();
    let spaced: String = d
        .chars()
        .flat_map(|c| {
            if matches!(c, 'M' | 'L' | 'A' | 'Z') {
                vec![' ', c, ' ']
            } else {
                vec![c]
            }
        })
        .collect();
    let toks: Vec<String> = spaced
        .split([' ', ','])
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
        .collect();
    let mut i = 0;
    let n = |i: usize| toks.get(i).and_then(|t| t.parse::<f64>().ok());
    let mut cur = (0.0, 0.0);
    while i < toks.len() {
        match toks[i].as_str() {
            "M" => {
                let (Some(x), Some(y)) = (n(i + 1), n(i + 2)) else {
                    break;
                };
                cur = (x, y);
                runs.push(vec![cur]);
                i += 3;
            }
            "L" => {
                let (Some(x), Some(y)) = (n(i + 1), n(i + 2)) else {
                    break;
                };
                cur = (x, y);
                if let Some(r) = runs.last_mut() {
                    r.push(cur);
                }
                i += 3;
            }
            "A" => {
                let vals: Option<Vec<f64>> = (1..=7).map(|k| n(i + k)).collect();
                let Some(v) = vals else { break };
                let (r, large, sweep, to) = (v[0], v[3] != 0.0, v[4] != 0.0, (v[5], v[6]));
                // the centre from the end points (SVG's endpoint parameterisation, rx = ry)
                let (mx, my) = ((cur.0 + to.0) / 2.0, (cur.1 + to.1) / 2.0);
                let (dx, dy) = (to.0 - cur.0, to.1 - cur.1);
                let d = (dx * dx + dy * dy).sqrt();
                if d > 1e-9 && r > 0.0 {
                    let h = (r * r - d * d / 4.0).max(0.0).sqrt();
                    let s = if large == sweep { -1.0 } else { 1.0 };
                    let c = (mx - s * h * dy / d, my + s * h * dx / d);
                    let a0 = (cur.1 - c.1).atan2(cur.0 - c.0);
                    let a1 = (to.1 - c.1).atan2(to.0 - c.0);
                    let mut da = a1 - a0;
                    if sweep && da < 0.0 {
                        da += std::f64::consts::TAU;
                    } else if !sweep && da > 0.0 {
                        da -= std::f64::consts::TAU;
                    }
                    if let Some(run) = runs.last_mut() {
                        for k in 1..=24 {
                            let a = a0 + da * k as f64 / 24.0;
                            run.push((c.0 + r * a.cos(), c.1 + r * a.sin()));
                        }
                    }
                }
                cur = to;
                i += 8;
            }
            "Z" => {
                if let Some(r) = runs.last_mut()
                    && let Some(&p) = r.first()
                {
                    r.push(p);
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
    runs
}

/// A stroked segment: its tag's place in the drawing order and `(x1, y1, x2, y2)`.
pub(crate) type Segment = (usize, (f64, f64, f64, f64));

/// White grounds (opaque white rectangles without a stroke) that hide what was drawn before
/// them: their place in the drawing order and their box.
fn grounds(svg: &str) -> Vec<(usize, (f64, f64, f64, f64))> {
    let mut out = Vec::new();
    for (order, (tag, _, (dx, dy))) in tags(svg).unwrap_or_default().into_iter().enumerate() {
        let white = matches!(
            attr(tag, "fill").as_deref(),
            Some("#fff" | "#ffffff" | "white")
        );
        if tag.starts_with("<rect")
            && white
            && attr(tag, "stroke").is_none_or(|s| s == "none")
            && attr(tag, "fill-opacity").is_none()
            && let (Some(x), Some(y), Some(w), Some(h)) = (
                num_attr(tag, "x"),
                num_attr(tag, "y"),
                num_attr(tag, "width"),
                num_attr(tag, "height"),
            )
        {
            out.push((order, (x + dx, y + dy, x + dx + w, y + dy + h)));
        }
    }
    out
}

/// The stroked segments of an SVG.
pub(crate) fn strokes(svg: &str) -> Vec<Segment> {
    let mut out = Vec::new();
    for (order, (tag, _, (dx, dy))) in tags(svg).unwrap_or_default().into_iter().enumerate() {
        if attr(tag, "stroke").is_none_or(|s| s == "none") {
            continue;
        }
        let name = tag[1..].split_whitespace().next().unwrap_or("");
        let runs: Vec<Vec<(f64, f64)>> = match name {
            "line" => {
                let v: Option<Vec<f64>> = ["x1", "y1", "x2", "y2"]
                    .iter()
                    .map(|a| num_attr(tag, a))
                    .collect();
                v.map(|v| vec![vec![(v[0], v[1]), (v[2], v[3])]])
                    .unwrap_or_default()
            }
            "polyline" => vec![points(&attr(tag, "points").unwrap_or_default())],
            "polygon" => {
                let mut p = points(&attr(tag, "points").unwrap_or_default());
                if let Some(&f) = p.first() {
                    p.push(f);
                }
                vec![p]
            }
            "rect" => {
                let v: Option<Vec<f64>> = ["x", "y", "width", "height"]
                    .iter()
                    .map(|a| num_attr(tag, a))
                    .collect();
                v.map(|v| {
                    let (x0, y0, x1, y1) = (v[0], v[1], v[0] + v[2], v[1] + v[3]);
                    vec![vec![(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)]]
                })
                .unwrap_or_default()
            }
            "circle" => match (num_attr(tag, "cx"), num_attr(tag, "cy"), num_attr(tag, "r")) {
                (Some(x), Some(y), Some(r)) => vec![ring((x, y), r, r, 48)],
                _ => Vec::new(),
            },
            "ellipse" => match (
                num_attr(tag, "cx"),
                num_attr(tag, "cy"),
                num_attr(tag, "rx"),
                num_attr(tag, "ry"),
            ) {
                (Some(x), Some(y), Some(rx), Some(ry)) => vec![ring((x, y), rx, ry, 48)],
                _ => Vec::new(),
            },
            "path" => path_points(&attr(tag, "d").unwrap_or_default()),
            _ => Vec::new(),
        };
        for run in runs {
            for w in run.windows(2) {
                out.push((order, (w[0].0 + dx, w[0].1 + dy, w[1].0 + dx, w[1].1 + dy)));
            }
        }
    }
    out
}

/// Whether the segment crosses the inside of the box shrunk by `inset` on every side
/// (Liang–Barsky clipping).
pub(crate) fn crosses(seg: (f64, f64, f64, f64), l: &Label, inset: f64) -> bool {
    let (x0, y0, x1, y1) = (l.x0 + inset, l.y0 + inset, l.x1 - inset, l.y1 - inset);
    if x0 >= x1 || y0 >= y1 {
        return false;
    }
    let (dx, dy) = (seg.2 - seg.0, seg.3 - seg.1);
    let (mut t0, mut t1) = (0.0f64, 1.0f64);
    for (p, q) in [
        (-dx, seg.0 - x0),
        (dx, x1 - seg.0),
        (-dy, seg.1 - y0),
        (dy, y1 - seg.1),
    ] {
        if p.abs() < 1e-12 {
            if q < 0.0 {
                return false;
            }
        } else {
            let t = q / p;
            if p < 0.0 {
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

/// Labels that stick out of the view box, pairs of labels that overlap, and labels crossed
/// by a stroke of the figure.
pub(crate) fn defects(svg: &str) -> Vec<(&'static str, String)> {
    let Some(((mx, my, w, h), ls)) = labels(svg) else {
        return vec![("figure-unreadable", svg.chars().take(80).collect())];
    };
    let mut out = Vec::new();
    let eps = 0.5;
    for l in &ls {
        if l.text.trim().is_empty() {
            continue;
        }
        if l.x0 < mx - eps || l.y0 < my - eps || l.x1 > mx + w + eps || l.y1 > my + h + eps {
            out.push((
                "figure-label-clipped",
                format!(
                    "{:?} box [{:.1},{:.1}]-[{:.1},{:.1}] in {w}×{h}",
                    l.text, l.x0, l.y0, l.x1, l.y1
                ),
            ));
        }
    }
    let segs = strokes(svg);
    let grounds = grounds(svg);
    for l in &ls {
        if l.text.trim().is_empty() {
            continue;
        }
        // a stroke drawn before a white ground that holds the label is hidden under it
        let hidden = |o: usize| {
            grounds.iter().any(|&(g, (x0, y0, x1, y1))| {
                o < g
                    && g < l.order
                    && x0 <= l.x0 + 0.5
                    && y0 <= l.y0 + 0.5
                    && x1 >= l.x1 - 0.5
                    && y1 >= l.y1 - 0.5
            })
        };
        if let Some((_, sg)) = segs
            .iter()
            .find(|(o, sg)| !hidden(*o) && crosses(*sg, l, 1.0))
        {
            out.push((
                "figure-label-on-stroke",
                format!(
                    "{:?} box [{:.1},{:.1}]-[{:.1},{:.1}] crossed by [{:.1},{:.1}]-[{:.1},{:.1}]",
                    l.text, l.x0, l.y0, l.x1, l.y1, sg.0, sg.1, sg.2, sg.3
                ),
            ));
        }
    }
    for (i, a) in ls.iter().enumerate() {
        for b in &ls[i + 1..] {
            let ox = a.x1.min(b.x1) - a.x0.max(b.x0);
            let oy = a.y1.min(b.y1) - a.y0.max(b.y0);
            if ox > 1.0 && oy > 1.0 && !a.text.trim().is_empty() && !b.text.trim().is_empty() {
                out.push((
                    "figure-labels-overlap",
                    format!("{:?} and {:?}", a.text, b.text),
                ));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_from_metrics() {
        let svg = r#"<svg viewBox="0 0 100 50"><text x="95" y="20" font-size="12">10 cm</text><text x="10" y="20" font-size="12">A</text><text x="12" y="22" font-size="12">B</text></svg>"#;
        let d = defects(svg);
        assert_eq!(d.len(), 2, "{d:?}");
        assert_eq!(d[0].0, "figure-label-clipped");
        assert_eq!(d[1].0, "figure-labels-overlap");
    }

    #[test]
    fn a_stroke_through_a_label_is_found_and_one_beside_it_is_not() {
        let svg = r##"<svg viewBox="0 0 100 50"><line x1="0" y1="16" x2="100" y2="16" stroke="#222" stroke-width="1"/><text x="10" y="20" font-size="12">AB</text><line x1="0" y1="40" x2="100" y2="40" stroke="#222" stroke-width="1"/><text x="60" y="20" font-size="12">CD</text></svg>"##;
        let d = defects(svg);
        assert_eq!(d.len(), 2, "{d:?}");
        assert!(d.iter().all(|x| x.0 == "figure-label-on-stroke"));
        // in a group, moved below the line; a stroke="none" shape is not a stroke
        let svg = r##"<svg viewBox="0 0 100 50"><line x1="0" y1="16" x2="100" y2="16" stroke="#222"/><g transform="translate(0 14)"><text x="10" y="20" font-size="12">AB</text></g><rect x="0" y="0" width="100" height="50" stroke="none" fill="#eee"/></svg>"##;
        assert_eq!(defects(svg), Vec::new());
        // a white ground drawn after the line and before the label hides the line
        let svg = r##"<svg viewBox="0 0 100 50"><line x1="0" y1="16" x2="100" y2="16" stroke="#bbb"/><rect x="8" y="9" width="20" height="15" stroke="none" fill="#fff"/><text x="10" y="20" font-size="12">AB</text></svg>"##;
        assert_eq!(defects(svg), Vec::new());
        // an arc (an angle mark) through a label
        let svg = r##"<svg viewBox="0 0 100 100"><path d="M60 50 A10 10 0 0 0 50 40" stroke="#222" fill="none"/><text x="53" y="46" font-size="10">x</text></svg>"##;
        assert_eq!(defects(svg).len(), 1);
    }
}
