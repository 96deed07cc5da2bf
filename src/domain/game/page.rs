//! The playable page of a game: one self-contained HTML document (inline CSS, JavaScript and
//! SVG; no network; works opened from disk). The page's code is hand-written in `page.html`,
//! embedded at build time; the game goes in as JSON. It plays every module type with mouse, touch
//! and keyboard, keeps the score with the model of [`super::scoring`], and ends on a result
//! screen.

use serde_json::{Map, Value, json};

use super::Game;
use super::modules::ModuleType;
use crate::domain::question::Language;

const TEMPLATE: &str = include_str!("page.html");

/// Text safe inside HTML.
fn html_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// JSON safe inside a `<script>` element: no `<`, `>` or `&` that could close it.
fn script_json(v: &Value) -> String {
    v.to_string()
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
        .replace('\u{2028}', "\\u2028")
        .replace('\u{2029}', "\\u2029")
}

/// What the page's script reads: the game, and the scoring rule of each module type.
pub fn data(game: &Game) -> Value {
    let mut rules = Map::new();
    for t in ModuleType::ALL {
        rules.insert(
            t.as_str().to_owned(),
            serde_json::to_value(t.scoring()).unwrap_or_default(),
        );
    }
    json!({
        "id": game.id,
        "title": game.title,
        "language": game.language,
        "progression": game.progression,
        "scoring": game.scoring,
        "maxPoints": game.max_points,
        "modules": game.modules,
        "rules": rules,
    })
}

/// The page of `game`.
pub fn render(game: &Game) -> String {
    let lang = match game.language {
        Language::Fr => "fr",
        Language::En => "en",
    };
    TEMPLATE
        .replacen("{{LANG}}", lang, 1)
        .replacen("{{TITLE}}", &html_escape(&game.title), 1)
        .replacen("{{DATA}}", &script_json(&data(game)), 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_json_cannot_close_the_script() {
        let v = json!({"t": "</script><script>alert(1)</script> & \u{2028}"});
        let s = script_json(&v);
        assert!(!s.contains('<') && !s.contains('>') && !s.contains('&'));
        assert_eq!(serde_json::from_str::<Value>(&s).unwrap(), v);
        assert_eq!(
            html_escape("<b>\"A&B\"</b>"),
            "&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;"
        );
    }
}
