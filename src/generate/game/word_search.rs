//! Word search: the chapters' words hidden in a square grid along the allowed directions, the
//! other cells filled at random until no word can be read a second time anywhere (in any of the
//! 8 directions).

use rand::Rng;
use rand::seq::{IndexedRandom, SliceRandom};

use super::Source;
use super::crossword::grid_word;
use super::words;
use crate::domain::game::content::{HiddenWord, WordSearchContent};
use crate::domain::game::modules::WordSearchOptions;
use crate::domain::game::validate::{self, occurrences, steps};

/// The chapters' one-word terms that fit a grid of side `size`: (word, label). Palindromes and
/// words read inside another word (forwards or backwards) are left out, since they would be
/// found twice.
pub(crate) fn candidates(source: &Source<'_>, size: usize) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for t in words::terms(source) {
        let Some(w) = grid_word(&t.term) else {
            continue;
        };
        let rev: String = w.chars().rev().collect();
        if w.len() > size || rev == w {
            continue;
        }
        let clash = out.iter().any(|(o, _)| {
            let orev: String = o.chars().rev().collect();
            o.contains(&w) || o.contains(&rev) || w.contains(o.as_str()) || w.contains(&orev)
        });
        if !clash {
            out.push((w, t.front()));
        }
    }
    out
}

pub(crate) fn build(
    o: &WordSearchOptions,
    source: &Source<'_>,
) -> Result<WordSearchContent, String> {
    let size = o.size as usize;
    let n = o.word_count as usize;
    let all = candidates(source, size);
    if all.len() < n {
        return Err(format!(
            "needs {n} one-word terms that fit a {size} × {size} grid and the chapters have {}; choose other chapters, fewer words or a bigger grid",
            all.len()
        ));
    }
    let allowed = steps(&o.directions, o.backwards);
    let mut rng = source.rng(51);
    for _ in 0..40 {
        let mut chosen: Vec<&(String, String)> = all.iter().collect();
        chosen.shuffle(&mut rng);
        chosen.truncate(n);
        // Longest first: they are the hardest to fit.
        chosen.sort_by_key(|(w, _)| std::cmp::Reverse(w.len()));
        let mut grid = vec![vec![0u8; size]; size];
        let mut hidden = Vec::new();
        for (word, label) in &chosen {
            match hide(&mut grid, word.as_bytes(), &allowed, &mut rng) {
                Some((row, col, dr, dc)) => hidden.push(HiddenWord {
                    word: word.clone(),
                    label: label.clone(),
                    row: row as u32,
                    col: col as u32,
                    dr,
                    dc,
                }),
                None => break,
            }
        }
        if hidden.len() < n {
            continue;
        }
        let blanks: Vec<(usize, usize)> = (0..size)
            .flat_map(|r| (0..size).map(move |c| (r, c)))
            .filter(|&(r, c)| grid[r][c] == 0)
            .collect();
        // Fill the blanks; refill the cells of an accidental second copy until there is none.
        for &(r, c) in &blanks {
            grid[r][c] = rng.random_range(b'A'..=b'Z');
        }
        for _ in 0..200 {
            let mut extra = Vec::new();
            for h in &hidden {
                for (r, c, dr, dc) in occurrences(&grid, h.word.as_bytes()) {
                    if (r as u32, c as u32, dr, dc) != (h.row, h.col, h.dr, h.dc) {
                        extra.push((r, c, dr, dc, h.word.len()));
                    }
                }
            }
            if extra.is_empty() {
                break;
            }
            for (r, c, dr, dc, len) in extra {
                for k in 0..len {
                    let (rr, cc) = (
                        (r as i32 + dr * k as i32) as usize,
                        (c as i32 + dc * k as i32) as usize,
                    );
                    if blanks.contains(&(rr, cc)) {
                        grid[rr][cc] = rng.random_range(b'A'..=b'Z');
                    }
                }
            }
        }
        let content = WordSearchContent {
            grid: grid
                .iter()
                .map(|row| String::from_utf8_lossy(row).into_owned())
                .collect(),
            words: hidden,
            directions: o.directions.clone(),
            backwards: o.backwards,
        };
        if validate::word_search(&content).is_ok() {
            return Ok(content);
        }
    }
    Err(format!(
        "could not hide {n} of the chapters' words in a {size} × {size} grid; choose fewer words or a bigger grid"
    ))
}

/// Hides `word` at a random place where it fits (empty cells or the same letters).
fn hide(
    grid: &mut [Vec<u8>],
    word: &[u8],
    allowed: &[(i32, i32)],
    rng: &mut impl Rng,
) -> Option<(usize, usize, i32, i32)> {
    let n = grid.len() as i32;
    let mut spots = Vec::new();
    for &(dr, dc) in allowed {
        for r in 0..n {
            for c in 0..n {
                let fits = word.iter().enumerate().all(|(k, &b)| {
                    let (rr, cc) = (r + dr * k as i32, c + dc * k as i32);
                    (0..n).contains(&rr)
                        && (0..n).contains(&cc)
                        && matches!(grid[rr as usize][cc as usize], 0)
                        || {
                            let (rr, cc) = (r + dr * k as i32, c + dc * k as i32);
                            (0..n).contains(&rr)
                                && (0..n).contains(&cc)
                                && grid[rr as usize][cc as usize] == b
                        }
                });
                if fits {
                    spots.push((r, c, dr, dc));
                }
            }
        }
    }
    let &(r, c, dr, dc) = spots.choose(rng)?;
    for (k, &b) in word.iter().enumerate() {
        grid[(r + dr * k as i32) as usize][(c + dc * k as i32) as usize] = b;
    }
    Some((r as usize, c as usize, dr, dc))
}
