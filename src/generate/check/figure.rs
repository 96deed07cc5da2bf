//! Label boxes of a rendered SVG, read back from the SVG text: each `<text>`'s box from the
//! font's metrics, inside the view box and clear of the other labels.

use super::super::metrics::{CAP_HEIGHT, DESCENT, text_width};

/// A label's box.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Label {
    pub(crate) text: String,
    pub(crate) x0: f64,
    pub(crate) y0: f64,
    pub(crate) x1: f64,
    pub(crate) y1: f64,
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
    let mut rest = svg;
    while let Some(i) = rest.find("<text") {
        rest = &rest[i..];
        let close = rest.find('>')?;
        let tag = &rest[..close];
        let end = rest.find("</text>")?;
        let text = unescape(&rest[close + 1..end]);
        rest = &rest[end..];
        let x: f64 = attr(tag, "x")?.parse().ok()?;
        let y: f64 = attr(tag, "y")?.parse().ok()?;
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
        });
    }
    Some(((v[0], v[1], v[2], v[3]), out))
}

/// Labels that stick out of the view box, and pairs of labels that overlap.
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
}
