//! The rules a module's content must keep, whoever wrote it (the generator or a teacher's edit):
//! answers consistent with the questions, pairs with no two cards alike, each item in exactly one
//! category, blanks whose answers are unique, crosswords whose crossings agree and word searches
//! where every word is found exactly once.

use std::collections::{BTreeMap, HashMap, HashSet};

use super::content::*;
use super::modules::Direction;
use crate::domain::question::{Answer, QuestionKind};

/// Longest text of any field of a module's content, in characters.
pub const MAX_TEXT: usize = 2_000;
/// Longest figure, in bytes.
pub const MAX_SVG: usize = 100_000;
/// Most items in a module.
pub const MAX_ITEMS: usize = 40;

/// Why a content is not valid: a path inside it (`pairs[2].left.text`) and a message.
pub type Invalid = (String, String);

fn bad(path: impl Into<String>, message: impl Into<String>) -> Invalid {
    (path.into(), message.into())
}

fn text(path: &str, s: &str) -> Result<(), Invalid> {
    if s.trim().is_empty() || s.chars().count() > MAX_TEXT {
        return Err(bad(path, format!("must be 1 to {MAX_TEXT} characters")));
    }
    Ok(())
}

fn count(path: &str, n: usize, min: usize) -> Result<(), Invalid> {
    if n < min || n > MAX_ITEMS {
        return Err(bad(path, format!("must hold {min} to {MAX_ITEMS} items")));
    }
    Ok(())
}

/// A text as compared for sameness: trimmed, lowercase, inner spaces collapsed.
pub fn normalized(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

fn permutation(path: &str, order: &[u32], n: usize) -> Result<(), Invalid> {
    let mut seen = vec![false; n];
    if order.len() != n {
        return Err(bad(path, format!("must list each of the {n} indices once")));
    }
    for &i in order {
        match seen.get_mut(i as usize) {
            Some(s) if !*s => *s = true,
            _ => return Err(bad(path, format!("must list each of the {n} indices once"))),
        }
    }
    Ok(())
}

fn face(path: &str, f: &Face) -> Result<(), Invalid> {
    text(&format!("{path}.text"), &f.text)?;
    if let Some(svg) = &f.svg
        && (!svg.starts_with("<svg") || svg.len() > MAX_SVG || svg.contains("<script"))
    {
        return Err(bad(
            format!("{path}.svg"),
            "must be a standalone SVG figure without script",
        ));
    }
    Ok(())
}

/// No two cards alike: every face's text is different from every other face's.
fn pairs(ps: &[Pair]) -> Result<(), Invalid> {
    count("pairs", ps.len(), 2)?;
    let mut seen = HashMap::new();
    for (i, p) in ps.iter().enumerate() {
        for (side, f) in [("left", &p.left), ("right", &p.right)] {
            let path = format!("pairs[{i}].{side}");
            face(&path, f)?;
            if let Some(other) = seen.insert(normalized(&f.text), path.clone()) {
                return Err(bad(
                    format!("{path}.text"),
                    format!("is the same as {other}: no two cards may be alike"),
                ));
            }
        }
    }
    Ok(())
}

/// Checks a module's content.
pub fn content(c: &Content) -> Result<(), Invalid> {
    match c {
        Content::Quiz(q) => {
            count("questions", q.questions.len(), 1)?;
            for (i, question) in q.questions.iter().enumerate() {
                quiz_question(&format!("questions[{i}]"), question)?;
            }
        }
        Content::Race(r) => {
            count("statements", r.statements.len(), 1)?;
            let mut seen = HashSet::new();
            for (i, s) in r.statements.iter().enumerate() {
                text(&format!("statements[{i}].text"), &s.text)?;
                text(&format!("statements[{i}].explanation"), &s.explanation)?;
                if !seen.insert(normalized(&s.text)) {
                    return Err(bad(
                        format!("statements[{i}].text"),
                        "appears twice in the race",
                    ));
                }
            }
        }
        Content::Flashcards(f) => {
            count("cards", f.cards.len(), 1)?;
            let mut seen = HashSet::new();
            for (i, card) in f.cards.iter().enumerate() {
                text(&format!("cards[{i}].front"), &card.front)?;
                text(&format!("cards[{i}].back"), &card.back)?;
                if !seen.insert(normalized(&card.front)) {
                    return Err(bad(format!("cards[{i}].front"), "appears twice"));
                }
            }
        }
        Content::Memory(m) => {
            pairs(&m.pairs)?;
            let mut seen = HashSet::new();
            let n = m.pairs.len();
            if m.deck.len() != 2 * n
                || !m
                    .deck
                    .iter()
                    .all(|c| (c.pair as usize) < n && seen.insert((c.pair, c.right)))
            {
                return Err(bad("deck", "must hold each side of each pair once"));
            }
        }
        Content::Matching(m) => {
            pairs(&m.pairs)?;
            permutation("rightOrder", &m.right_order, m.pairs.len())?;
        }
        Content::Ordering(o) => {
            text("prompt", &o.prompt)?;
            count("items", o.items.len(), 2)?;
            let mut seen = HashSet::new();
            for (i, item) in o.items.iter().enumerate() {
                text(&format!("items[{i}]"), item)?;
                if !seen.insert(normalized(item)) {
                    return Err(bad(format!("items[{i}]"), "appears twice"));
                }
            }
            permutation("shuffled", &o.shuffled, o.items.len())?;
            if o.shuffled.iter().enumerate().all(|(i, &j)| i == j as usize) {
                return Err(bad("shuffled", "must not be the right order already"));
            }
        }
        Content::FillBlanks(f) => fill_blanks(f)?,
        Content::Categorize(c) => {
            count("categories", c.categories.len(), 2)?;
            let mut names = HashSet::new();
            for (i, name) in c.categories.iter().enumerate() {
                text(&format!("categories[{i}]"), name)?;
                if !names.insert(normalized(name)) {
                    return Err(bad(format!("categories[{i}]"), "appears twice"));
                }
            }
            count("items", c.items.len(), 2)?;
            let mut seen = HashSet::new();
            for (i, item) in c.items.iter().enumerate() {
                text(&format!("items[{i}].text"), &item.text)?;
                if item.category as usize >= c.categories.len() {
                    return Err(bad(
                        format!("items[{i}].category"),
                        "must be the index of a category",
                    ));
                }
                // The same text twice could not belong to exactly one category.
                if !seen.insert(normalized(&item.text)) {
                    return Err(bad(format!("items[{i}].text"), "appears twice"));
                }
            }
        }
        Content::Crossword(c) => crossword(c)?,
        Content::WordSearch(w) => word_search(w)?,
    }
    Ok(())
}

fn quiz_question(path: &str, q: &QuizQuestion) -> Result<(), Invalid> {
    text(&format!("{path}.stem"), &q.stem)?;
    text(&format!("{path}.explanation"), &q.explanation)?;
    for (i, c) in q.choices.iter().enumerate() {
        text(&format!("{path}.choices[{i}]"), c)?;
    }
    if let Some(v) = &q.visual {
        text(&format!("{path}.visual.alt"), &v.alt)?;
        if !v.svg.starts_with("<svg") || v.svg.len() > MAX_SVG || v.svg.contains("<script") {
            return Err(bad(
                format!("{path}.visual.svg"),
                "must be a standalone SVG figure without script",
            ));
        }
    }
    let answer = format!("{path}.answer");
    match (q.kind, &q.answer) {
        (
            QuestionKind::SingleChoice | QuestionKind::MultipleChoice,
            Answer::Choices { correct },
        ) => {
            if q.choices.len() < 2 || q.choices.len() > 10 {
                return Err(bad(format!("{path}.choices"), "must hold 2 to 10 options"));
            }
            let distinct: HashSet<String> = q.choices.iter().map(|c| normalized(c)).collect();
            if distinct.len() != q.choices.len() {
                return Err(bad(format!("{path}.choices"), "must all be different"));
            }
            let increasing = correct.windows(2).all(|w| w[0] < w[1]);
            let in_range = correct.iter().all(|&i| i < q.choices.len());
            let single = q.kind == QuestionKind::SingleChoice;
            if correct.is_empty() || !increasing || !in_range || (single && correct.len() != 1) {
                return Err(bad(
                    answer,
                    if single {
                        "must name exactly one option"
                    } else {
                        "must name one or more options, in increasing order"
                    },
                ));
            }
        }
        (QuestionKind::TrueFalse, Answer::Boolean { .. }) => {
            if !q.choices.is_empty() {
                return Err(bad(format!("{path}.choices"), "must be empty"));
            }
        }
        (
            QuestionKind::Numeric,
            Answer::Numeric {
                value,
                tolerance,
                display,
                ..
            },
        ) => {
            if !value.is_finite() || !tolerance.is_finite() || *tolerance < 0.0 {
                return Err(bad(
                    answer,
                    "value and tolerance must be finite, tolerance ≥ 0",
                ));
            }
            text(&format!("{answer}.display"), display)?;
        }
        (QuestionKind::SingleChoice | QuestionKind::MultipleChoice, _)
        | (QuestionKind::TrueFalse, _)
        | (QuestionKind::Numeric, _) => {
            return Err(bad(answer, "does not fit the question's kind"));
        }
        _ => {
            return Err(bad(
                format!("{path}.kind"),
                "must be single_choice, multiple_choice, true_false or numeric",
            ));
        }
    }
    Ok(())
}

fn fill_blanks(f: &FillBlanksContent) -> Result<(), Invalid> {
    count("sentences", f.sentences.len(), 1)?;
    let answers: Vec<String> = f.sentences.iter().map(|s| normalized(&s.answer)).collect();
    for (i, s) in f.sentences.iter().enumerate() {
        text(&format!("sentences[{i}].answer"), &s.answer)?;
        if s.before.chars().count() > MAX_TEXT || s.after.chars().count() > MAX_TEXT {
            return Err(bad(
                format!("sentences[{i}]"),
                format!("texts must be at most {MAX_TEXT} characters"),
            ));
        }
        if answers[..i].contains(&answers[i]) {
            return Err(bad(
                format!("sentences[{i}].answer"),
                "is the answer of another blank: every blank's answer must be unique",
            ));
        }
        // An answer visible in the text would give itself away, or fit another blank.
        let shown = normalized(&format!("{} {}", s.before, s.after));
        for (j, a) in answers.iter().enumerate() {
            if contains_word(&shown, a) {
                return Err(bad(
                    format!("sentences[{i}]"),
                    format!("shows the answer of blank {j} in its text"),
                ));
            }
        }
    }
    let mut bank: Vec<String> = f.bank.iter().map(|b| normalized(b)).collect();
    let mut expected = answers.clone();
    bank.sort();
    expected.sort();
    if bank != expected {
        return Err(bad("bank", "must hold every answer once, and nothing else"));
    }
    Ok(())
}

/// Whether `word` appears in `text` as a whole word (both normalized).
fn contains_word(text: &str, word: &str) -> bool {
    let is_letter = |c: char| c.is_alphanumeric();
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(is_letter) && !after.is_some_and(is_letter)
    })
}

fn letters(path: &str, w: &str) -> Result<(), Invalid> {
    if w.len() < 2 || w.len() > 20 || !w.bytes().all(|b| b.is_ascii_uppercase()) {
        return Err(bad(path, "must be 2 to 20 capital letters A to Z"));
    }
    Ok(())
}

/// A crossword's grid: the letter of each filled cell.
pub type Cells = BTreeMap<(u32, u32), u8>;

/// Lays the words of a crossword on its grid, checking that they fit and that crossings agree.
pub fn crossword_cells(c: &CrosswordContent) -> Result<Cells, Invalid> {
    let mut cells = Cells::new();
    for (i, w) in c.words.iter().enumerate() {
        letters(&format!("words[{i}].answer"), &w.answer)?;
        let len = w.answer.len() as u32;
        let (end_r, end_c) = match w.orientation {
            Orientation::Across => (w.row, w.col + len - 1),
            Orientation::Down => (w.row + len - 1, w.col),
        };
        if end_r >= c.height || end_c >= c.width {
            return Err(bad(format!("words[{i}]"), "runs off the grid"));
        }
        for (k, b) in w.answer.bytes().enumerate() {
            let k = k as u32;
            let cell = match w.orientation {
                Orientation::Across => (w.row, w.col + k),
                Orientation::Down => (w.row + k, w.col),
            };
            if let Some(old) = cells.insert(cell, b)
                && old != b
            {
                return Err(bad(
                    format!("words[{i}].answer"),
                    format!(
                        "crosses another word at row {}, column {} with a different letter",
                        cell.0, cell.1
                    ),
                ));
            }
        }
    }
    Ok(cells)
}

/// Checks a crossword: words inside the grid, crossings that agree, every run of two or more
/// letters a listed word (no accidental word), every word connected to the others, and clue
/// numbers in reading order.
pub fn crossword(c: &CrosswordContent) -> Result<(), Invalid> {
    count("words", c.words.len(), 2)?;
    if !(2..=40).contains(&c.width) || !(2..=40).contains(&c.height) {
        return Err(bad("width", "width and height must be from 2 to 40"));
    }
    for (i, w) in c.words.iter().enumerate() {
        text(&format!("words[{i}].clue"), &w.clue)?;
    }
    let cells = crossword_cells(c)?;
    // Every maximal run of letters, across and down, is exactly one listed word.
    let listed: HashSet<(Orientation, u32, u32, &str)> = c
        .words
        .iter()
        .map(|w| (w.orientation, w.row, w.col, w.answer.as_str()))
        .collect();
    if listed.len() != c.words.len() {
        return Err(bad("words", "lists a word twice"));
    }
    for orientation in [Orientation::Across, Orientation::Down] {
        for &(r, col) in cells.keys() {
            let prev = match orientation {
                Orientation::Across => col.checked_sub(1).map(|c| (r, c)),
                Orientation::Down => r.checked_sub(1).map(|r| (r, col)),
            };
            if prev.is_some_and(|p| cells.contains_key(&p)) {
                continue; // not the start of a run
            }
            let mut run = String::new();
            let mut cur = (r, col);
            while let Some(&b) = cells.get(&cur) {
                run.push(b as char);
                cur = match orientation {
                    Orientation::Across => (cur.0, cur.1 + 1),
                    Orientation::Down => (cur.0 + 1, cur.1),
                };
            }
            if run.len() >= 2 && !listed.contains(&(orientation, r, col, run.as_str())) {
                return Err(bad(
                    "words",
                    format!(
                        "the letters at row {r}, column {col} form `{run}` {}, which is not a listed word",
                        if orientation == Orientation::Across {
                            "across"
                        } else {
                            "down"
                        }
                    ),
                ));
            }
        }
    }
    // Connected: every cell reachable from the first.
    let mut stack: Vec<(u32, u32)> = cells.keys().next().copied().into_iter().collect();
    let mut reached = HashSet::new();
    while let Some((r, col)) = stack.pop() {
        if !reached.insert((r, col)) {
            continue;
        }
        let around = [
            (r.wrapping_sub(1), col),
            (r + 1, col),
            (r, col.wrapping_sub(1)),
            (r, col + 1),
        ];
        stack.extend(around.into_iter().filter(|p| cells.contains_key(p)));
    }
    if reached.len() != cells.len() {
        return Err(bad("words", "must all be linked by crossings"));
    }
    // Numbers: the starting cells in reading order get 1, 2, 3…; two words starting in one
    // cell share its number.
    let starts: std::collections::BTreeSet<(u32, u32)> =
        c.words.iter().map(|w| (w.row, w.col)).collect();
    for (i, w) in c.words.iter().enumerate() {
        let expected = starts.range(..(w.row, w.col)).count() as u32 + 1;
        if w.number != expected {
            return Err(bad(
                format!("words[{i}].number"),
                format!("must be {expected}: clues are numbered in reading order"),
            ));
        }
    }
    Ok(())
}

/// The steps (dr, dc) a word search allows.
pub fn steps(directions: &[Direction], backwards: bool) -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    for d in directions {
        let forward: &[(i32, i32)] = match d {
            Direction::Horizontal => &[(0, 1)],
            Direction::Vertical => &[(1, 0)],
            Direction::Diagonal => &[(1, 1), (-1, 1)],
        };
        for &(dr, dc) in forward {
            out.push((dr, dc));
            if backwards {
                out.push((-dr, -dc));
            }
        }
    }
    out
}

/// Every place `word` is read in `grid` along any of the 8 directions: (row, col, dr, dc).
pub fn occurrences(grid: &[Vec<u8>], word: &[u8]) -> Vec<(usize, usize, i32, i32)> {
    let n = grid.len() as i32;
    let mut out = Vec::new();
    for r in 0..n {
        for c in 0..n {
            for dr in -1..=1 {
                for dc in -1..=1 {
                    if (dr, dc) == (0, 0) {
                        continue;
                    }
                    let fits = word.iter().enumerate().all(|(k, &b)| {
                        let (rr, cc) = (r + dr * k as i32, c + dc * k as i32);
                        (0..n).contains(&rr)
                            && (0..n).contains(&cc)
                            && grid[rr as usize][cc as usize] == b
                    });
                    if fits {
                        out.push((r as usize, c as usize, dr, dc));
                    }
                }
            }
        }
    }
    out
}

/// Checks a word search: a square grid of capital letters; every word at its stated place, in an
/// allowed direction, and read nowhere else in the grid in any of the 8 directions (so a pupil
/// never finds a second copy).
pub fn word_search(w: &WordSearchContent) -> Result<(), Invalid> {
    let n = w.grid.len();
    if !(4..=20).contains(&n) {
        return Err(bad("grid", "must have 4 to 20 rows"));
    }
    let grid: Vec<Vec<u8>> = w.grid.iter().map(|r| r.as_bytes().to_vec()).collect();
    for (i, row) in grid.iter().enumerate() {
        if row.len() != n || !row.iter().all(u8::is_ascii_uppercase) {
            return Err(bad(
                format!("grid[{i}]"),
                format!("must be {n} capital letters A to Z"),
            ));
        }
    }
    if w.directions.is_empty() {
        return Err(bad("directions", "must name at least one direction"));
    }
    let allowed = steps(&w.directions, w.backwards);
    count("words", w.words.len(), 1)?;
    let mut seen = HashSet::new();
    for (i, h) in w.words.iter().enumerate() {
        letters(&format!("words[{i}].word"), &h.word)?;
        text(&format!("words[{i}].label"), &h.label)?;
        if !seen.insert(h.word.clone()) {
            return Err(bad(format!("words[{i}].word"), "appears twice"));
        }
        if !allowed.contains(&(h.dr, h.dc)) {
            return Err(bad(
                format!("words[{i}]"),
                "runs in a direction the grid does not allow",
            ));
        }
        let found = occurrences(&grid, h.word.as_bytes());
        let here = (h.row as usize, h.col as usize, h.dr, h.dc);
        if !found.contains(&here) {
            return Err(bad(format!("words[{i}]"), "is not at its stated place"));
        }
        if found.len() != 1 {
            return Err(bad(
                format!("words[{i}].word"),
                format!(
                    "can be read {} times in the grid: it must be found exactly once",
                    found.len()
                ),
            ));
        }
    }
    Ok(())
}
