//! Crossword layout: words of the chapters placed on a grid one at a time, each crossing words
//! already there on a shared letter, never touching another word side by side (so no run of
//! letters forms a word that is not listed), then clues numbered in reading order.

use std::collections::{BTreeSet, HashMap};

use rand::Rng;
use rand::seq::{IndexedRandom, SliceRandom};

use super::Source;
use super::words;
use crate::domain::game::content::{CrosswordContent, CrosswordWord, Orientation};
use crate::domain::game::validate;

/// The widest and tallest grid.
pub(crate) const MAX_SIDE: i32 = 17;

/// A term as written in a grid: capital letters without accents; `None` when it is not one
/// word of 3 to 12 letters.
pub(crate) fn grid_word(term: &str) -> Option<String> {
    use unicode_normalization::UnicodeNormalization;
    let mut out = String::new();
    for c in term.nfd() {
        if c.is_ascii_alphabetic() {
            out.push(c.to_ascii_uppercase());
        } else if c == 'œ' {
            out.push_str("OE");
        } else if c.is_alphabetic() || c.is_whitespace() || c == '-' || c == '\'' || c == '’' {
            return None;
        }
        // combining accents are dropped
    }
    (3..=12).contains(&out.len()).then_some(out)
}

/// The chapters' one-word terms: (word, clue), each word once.
pub(crate) fn candidates(source: &Source<'_>) -> Vec<(String, String)> {
    let mut seen = std::collections::HashSet::new();
    words::terms(source)
        .into_iter()
        .filter_map(|t| Some((grid_word(&t.term)?, t.clue(source.fr()))))
        .filter(|(w, _)| seen.insert(w.clone()))
        .collect()
}

#[derive(Debug, Clone, Copy)]
struct Cell {
    letter: u8,
    across: bool,
    down: bool,
}

#[derive(Debug, Clone)]
struct Placed {
    word: String,
    clue: String,
    row: i32,
    col: i32,
    across: bool,
}

#[derive(Debug, Default, Clone)]
struct Grid {
    cells: HashMap<(i32, i32), Cell>,
    placed: Vec<Placed>,
}

impl Grid {
    fn bounds(&self) -> (i32, i32, i32, i32) {
        let mut b = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
        for &(r, c) in self.cells.keys() {
            b = (b.0.min(r), b.1.min(c), b.2.max(r), b.3.max(c));
        }
        b
    }

    /// The number of crossings of `word` at (row, col), or `None` if it cannot go there.
    fn fits(&self, word: &[u8], row: i32, col: i32, across: bool) -> Option<usize> {
        let (dr, dc) = if across { (0, 1) } else { (1, 0) };
        let len = word.len() as i32;
        // Nothing right before or right after the word.
        if self.cells.contains_key(&(row - dr, col - dc))
            || self.cells.contains_key(&(row + dr * len, col + dc * len))
        {
            return None;
        }
        let mut crossings = 0;
        for (k, &b) in word.iter().enumerate() {
            let (r, c) = (row + dr * k as i32, col + dc * k as i32);
            match self.cells.get(&(r, c)) {
                Some(cell) => {
                    // A crossing: same letter, and the cell is not already on a word running
                    // this way.
                    if cell.letter != b || (across && cell.across) || (!across && cell.down) {
                        return None;
                    }
                    crossings += 1;
                }
                None => {
                    // A new letter touches nothing on its sides.
                    let sides = [(r + dc, c + dr), (r - dc, c - dr)];
                    if sides.iter().any(|p| self.cells.contains_key(p)) {
                        return None;
                    }
                }
            }
        }
        if !self.placed.is_empty() && crossings == 0 {
            return None;
        }
        // The grid stays within MAX_SIDE.
        if !self.cells.is_empty() {
            let (r0, c0, r1, c1) = self.bounds();
            let (er, ec) = (row + dr * (len - 1), col + dc * (len - 1));
            if r1.max(er) - r0.min(row) >= MAX_SIDE || c1.max(ec) - c0.min(col) >= MAX_SIDE {
                return None;
            }
        }
        Some(crossings)
    }

    fn place(&mut self, word: &str, clue: &str, row: i32, col: i32, across: bool) {
        let (dr, dc) = if across { (0, 1) } else { (1, 0) };
        for (k, b) in word.bytes().enumerate() {
            let cell = self
                .cells
                .entry((row + dr * k as i32, col + dc * k as i32))
                .or_insert(Cell {
                    letter: b,
                    across: false,
                    down: false,
                });
            if across {
                cell.across = true;
            } else {
                cell.down = true;
            }
        }
        self.placed.push(Placed {
            word: word.to_owned(),
            clue: clue.to_owned(),
            row,
            col,
            across,
        });
    }

    /// Places `word` where it crosses most, the smallest grid breaking ties; false if nowhere.
    fn add(&mut self, word: &str, clue: &str, rng: &mut impl Rng) -> bool {
        let bytes = word.as_bytes();
        if self.placed.is_empty() {
            self.place(word, clue, 0, 0, true);
            return true;
        }
        let mut best: Vec<(usize, i32, i32, i32, bool)> = Vec::new();
        let mut best_key = (0usize, i32::MIN);
        let spots: Vec<((i32, i32), u8)> = self.cells.iter().map(|(&p, c)| (p, c.letter)).collect();
        for ((r, c), letter) in spots {
            for (k, &b) in bytes.iter().enumerate() {
                if b != letter {
                    continue;
                }
                for across in [true, false] {
                    let (row, col) = if across {
                        (r, c - k as i32)
                    } else {
                        (r - k as i32, c)
                    };
                    if let Some(x) = self.fits(bytes, row, col, across) {
                        let (r0, c0, r1, c1) = self.bounds();
                        let len = bytes.len() as i32;
                        let (er, ec) = if across {
                            (row, col + len - 1)
                        } else {
                            (row + len - 1, col)
                        };
                        let area = (r1.max(er) - r0.min(row) + 1) * (c1.max(ec) - c0.min(col) + 1);
                        let key = (x, -area);
                        if key > best_key {
                            best_key = key;
                            best.clear();
                        }
                        if key == best_key {
                            best.push((x, area, row, col, across));
                        }
                    }
                }
            }
        }
        match best.choose(rng) {
            Some(&(_, _, row, col, across)) => {
                self.place(word, clue, row, col, across);
                true
            }
            None => false,
        }
    }
}

/// Lays out `n` of the `candidates` (word, clue); tries several orders before giving up.
pub(crate) fn build(
    candidates: &[(String, String)],
    n: usize,
    source: &Source<'_>,
) -> Result<CrosswordContent, String> {
    if candidates.len() < n {
        return Err(format!(
            "needs {n} one-word terms and the chapters have {}; choose other chapters or fewer words",
            candidates.len()
        ));
    }
    let mut rng = source.rng(41);
    for _ in 0..60 {
        let mut order: Vec<&(String, String)> = candidates.iter().collect();
        order.shuffle(&mut rng);
        // A long word first gives the others room to cross.
        if let Some(i) = (0..order.len()).max_by_key(|&i| order[i].0.len()) {
            order.swap(0, i);
        }
        let mut grid = Grid::default();
        for (w, clue) in order {
            if grid.placed.len() == n {
                break;
            }
            grid.add(w, clue, &mut rng);
        }
        if grid.placed.len() == n {
            let content = finish(&grid);
            if validate::crossword(&content).is_ok() {
                return Ok(content);
            }
        }
    }
    Err(format!(
        "could not cross {n} of the chapters' words in a grid; choose other chapters or fewer words"
    ))
}

/// Moves the grid to (0, 0), numbers the clues and lists across words, then down words.
fn finish(grid: &Grid) -> CrosswordContent {
    let (r0, c0, r1, c1) = grid.bounds();
    let starts: BTreeSet<(u32, u32)> = grid
        .placed
        .iter()
        .map(|p| ((p.row - r0) as u32, (p.col - c0) as u32))
        .collect();
    let mut words: Vec<CrosswordWord> = grid
        .placed
        .iter()
        .map(|p| {
            let (row, col) = ((p.row - r0) as u32, (p.col - c0) as u32);
            CrosswordWord {
                number: starts.range(..(row, col)).count() as u32 + 1,
                orientation: if p.across {
                    Orientation::Across
                } else {
                    Orientation::Down
                },
                row,
                col,
                answer: p.word.clone(),
                clue: p.clue.clone(),
            }
        })
        .collect();
    words.sort_by_key(|w| (w.orientation == Orientation::Down, w.number));
    CrosswordContent {
        width: (c1 - c0 + 1) as u32,
        height: (r1 - r0 + 1) as u32,
        words,
    }
}
