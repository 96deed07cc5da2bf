//! The checker's own interpreter of the short programs of `builtin/algo.rs`: a subset of Python
//! read from its text (integers, variables, `+ - * // % **`, comparisons, `and`, `or`, `not`,
//! assignments, `for … in range(…)`, `while`, `if`/`elif`/`else`, `print`, one-argument
//! functions with `return`), one statement a line, blocks by indentation. It shares nothing
//! with the generator, which builds its programs as trees and runs them its own way.

use std::collections::HashMap;

/// What a program did: its variables at the end and the values it printed.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Run {
    pub vars: HashMap<String, i64>,
    pub printed: Vec<i64>,
}

/// Runs `lines` (at most 10,000 steps); `None` when a line cannot be read or the run fails.
pub(crate) fn run(lines: &[String]) -> Option<Run> {
    let parsed: Vec<(usize, String)> = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let l = l.replace(['\u{A0}', '\u{202F}'], " ");
            let indent = l.chars().take_while(|c| *c == ' ').count();
            (indent, l.trim().to_owned())
        })
        .collect();
    let mut m = Machine {
        lines: parsed,
        vars: HashMap::new(),
        funcs: HashMap::new(),
        printed: Vec::new(),
        steps: 0,
    };
    let end = m.lines.len();
    match m.block(0, end)? {
        Flow::Next => {}
        Flow::Return(_) => return None,
    }
    Some(Run {
        vars: m.vars,
        printed: m.printed,
    })
}

enum Flow {
    Next,
    Return(i64),
}

struct Machine {
    lines: Vec<(usize, String)>,
    vars: HashMap<String, i64>,
    /// name -> (parameter, first line of the body, end of the body)
    funcs: HashMap<String, (String, usize, usize)>,
    printed: Vec<i64>,
    steps: u32,
}

/// The head of a block ("for i in range(3) :") without its colon.
fn head(s: &str) -> Option<&str> {
    Some(s.strip_suffix(':')?.trim_end())
}

impl Machine {
    /// The end of the block whose header is line `i` (the first line not indented deeper).
    fn body_end(&self, i: usize, end: usize) -> usize {
        let ind = self.lines[i].0;
        (i + 1..end)
            .find(|&j| self.lines[j].0 <= ind)
            .unwrap_or(end)
    }

    fn tick(&mut self) -> Option<()> {
        self.steps += 1;
        (self.steps < 10_000).then_some(())
    }

    fn block(&mut self, start: usize, end: usize) -> Option<Flow> {
        let mut i = start;
        while i < end {
            self.tick()?;
            let text = self.lines[i].1.clone();
            let body_end = self.body_end(i, end);
            if let Some(h) = text.strip_prefix("def ") {
                let h = head(h)?;
                let (name, rest) = h.split_once('(')?;
                let param = rest.strip_suffix(')')?.trim().to_owned();
                self.funcs
                    .insert(name.trim().to_owned(), (param, i + 1, body_end));
                i = body_end;
            } else if let Some(h) = text.strip_prefix("for ") {
                let h = head(h)?;
                let (var, range) = h.split_once(" in ")?;
                let args = range.trim().strip_prefix("range(")?.strip_suffix(')')?;
                let (lo, hi) = match split_top(args, ',').as_slice() {
                    [hi] => (0, self.expr(hi)?),
                    [lo, hi] => (self.expr(lo)?, self.expr(hi)?),
                    _ => return None,
                };
                for k in lo..hi {
                    self.vars.insert(var.trim().to_owned(), k);
                    if let Flow::Return(v) = self.block(i + 1, body_end)? {
                        return Some(Flow::Return(v));
                    }
                }
                i = body_end;
            } else if let Some(h) = text.strip_prefix("while ") {
                let cond = head(h)?.to_owned();
                while self.expr(&cond)? != 0 {
                    self.tick()?;
                    if let Flow::Return(v) = self.block(i + 1, body_end)? {
                        return Some(Flow::Return(v));
                    }
                }
                i = body_end;
            } else if text.starts_with("if ") {
                // the chain if / elif / else at this indentation
                let ind = self.lines[i].0;
                let mut j = i;
                let mut done = false;
                let mut after;
                loop {
                    let t = self.lines[j].1.clone();
                    let b_end = self.body_end(j, end);
                    after = b_end;
                    let cond = if let Some(h) = t.strip_prefix("if ") {
                        Some(head(h)?.to_owned())
                    } else if let Some(h) = t.strip_prefix("elif ") {
                        Some(head(h)?.to_owned())
                    } else if head(&t)? == "else" {
                        None
                    } else {
                        return None;
                    };
                    if !done {
                        let take = match &cond {
                            Some(c) => self.expr(c)? != 0,
                            None => true,
                        };
                        if take {
                            done = true;
                            if let Flow::Return(v) = self.block(j + 1, b_end)? {
                                return Some(Flow::Return(v));
                            }
                        }
                    }
                    let next_is_branch = b_end < end
                        && self.lines[b_end].0 == ind
                        && (self.lines[b_end].1.starts_with("elif ")
                            || head(&self.lines[b_end].1) == Some("else"));
                    if cond.is_none() || !next_is_branch {
                        break;
                    }
                    j = b_end;
                }
                i = after;
            } else if let Some(e) = text.strip_prefix("return ") {
                return Some(Flow::Return(self.expr(e)?));
            } else if let Some(args) = text.strip_prefix("print(") {
                let v = self.expr(args.strip_suffix(')')?)?;
                self.printed.push(v);
                i += 1;
            } else if let Some((var, e)) = assignment(&text) {
                let v = self.expr(e)?;
                self.vars.insert(var.to_owned(), v);
                i += 1;
            } else {
                return None;
            }
        }
        Some(Flow::Next)
    }

    fn call(&mut self, name: &str, arg: i64) -> Option<i64> {
        let (param, start, end) = self.funcs.get(name)?.clone();
        // the function's own variables: its parameter and what it assigns
        let saved = self.vars.clone();
        self.vars.insert(param, arg);
        let flow = self.block(start, end)?;
        self.vars = saved;
        match flow {
            Flow::Return(v) => Some(v),
            Flow::Next => None,
        }
    }

    fn expr(&mut self, s: &str) -> Option<i64> {
        let toks = lex(s)?;
        let mut p = Parser { toks, at: 0 };
        let v = self.or(&mut p)?;
        (p.at == p.toks.len()).then_some(v)
    }

    fn or(&mut self, p: &mut Parser) -> Option<i64> {
        let mut v = self.and(p)?;
        while p.eat_word("or") {
            let r = self.and(p)?;
            v = i64::from(v != 0 || r != 0);
        }
        Some(v)
    }

    fn and(&mut self, p: &mut Parser) -> Option<i64> {
        let mut v = self.not(p)?;
        while p.eat_word("and") {
            let r = self.not(p)?;
            v = i64::from(v != 0 && r != 0);
        }
        Some(v)
    }

    fn not(&mut self, p: &mut Parser) -> Option<i64> {
        if p.eat_word("not") {
            return Some(i64::from(self.not(p)? == 0));
        }
        self.compare(p)
    }

    fn compare(&mut self, p: &mut Parser) -> Option<i64> {
        let a = self.sum(p)?;
        for op in ["==", "!=", "<=", ">=", "<", ">"] {
            if p.eat_op(op) {
                let b = self.sum(p)?;
                return Some(i64::from(match op {
                    "==" => a == b,
                    "!=" => a != b,
                    "<=" => a <= b,
                    ">=" => a >= b,
                    "<" => a < b,
                    _ => a > b,
                }));
            }
        }
        Some(a)
    }

    fn sum(&mut self, p: &mut Parser) -> Option<i64> {
        let mut v = self.term(p)?;
        loop {
            if p.eat_op("+") {
                v = v.checked_add(self.term(p)?)?;
            } else if p.eat_op("-") {
                v = v.checked_sub(self.term(p)?)?;
            } else {
                return Some(v);
            }
        }
    }

    fn term(&mut self, p: &mut Parser) -> Option<i64> {
        let mut v = self.unary(p)?;
        loop {
            if p.eat_op("*") {
                v = v.checked_mul(self.unary(p)?)?;
            } else if p.eat_op("//") {
                // Python floors, as div_euclid does for a positive divisor
                let d = self.unary(p)?;
                if d <= 0 {
                    return None;
                }
                v = v.checked_div_euclid(d)?;
            } else if p.eat_op("%") {
                let d = self.unary(p)?;
                if d <= 0 {
                    return None;
                }
                v = v.checked_rem_euclid(d)?;
            } else {
                return Some(v);
            }
        }
    }

    fn unary(&mut self, p: &mut Parser) -> Option<i64> {
        if p.eat_op("-") {
            return self.unary(p)?.checked_neg();
        }
        self.power(p)
    }

    fn power(&mut self, p: &mut Parser) -> Option<i64> {
        let b = self.atom(p)?;
        if p.eat_op("**") {
            let e = self.unary(p)?;
            return b.checked_pow(u32::try_from(e).ok()?);
        }
        Some(b)
    }

    fn atom(&mut self, p: &mut Parser) -> Option<i64> {
        match p.next()? {
            Tok::Num(n) => Some(n),
            Tok::Op(o) if o == "(" => {
                let v = self.or(p)?;
                p.eat_op(")").then_some(v)
            }
            Tok::Word(w) => {
                if p.eat_op("(") {
                    let arg = self.or(p)?;
                    if !p.eat_op(")") {
                        return None;
                    }
                    self.call(&w, arg)
                } else {
                    self.vars.get(&w).copied()
                }
            }
            Tok::Op(_) => None,
        }
    }
}

/// "x = e" (not "==", "<=", …): the variable and the expression.
fn assignment(s: &str) -> Option<(&str, &str)> {
    let (var, e) = s.split_once('=')?;
    let var = var.trim();
    let ok = !var.is_empty()
        && var.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !e.starts_with('=');
    ok.then_some((var, e.trim()))
}

/// `s` split at `sep` outside parentheses.
fn split_top(s: &str, sep: char) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut from) = (0i32, 0usize);
    for (i, c) in s.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            c if c == sep && depth == 0 => {
                out.push(&s[from..i]);
                from = i + c.len_utf8();
            }
            _ => {}
        }
    }
    out.push(&s[from..]);
    out
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Num(i64),
    Word(String),
    Op(String),
}

fn lex(s: &str) -> Option<Vec<Tok>> {
    let c: Vec<char> = s.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        if ch.is_whitespace() {
            i += 1;
        } else if ch.is_ascii_digit() {
            let start = i;
            while i < c.len() && c[i].is_ascii_digit() {
                i += 1;
            }
            let n: String = c[start..i].iter().collect();
            out.push(Tok::Num(n.parse().ok()?));
        } else if ch.is_ascii_alphabetic() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_ascii_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            out.push(Tok::Word(c[start..i].iter().collect()));
        } else {
            let two: String = c[i..(i + 2).min(c.len())].iter().collect();
            if ["==", "!=", "<=", ">=", "//", "**"].contains(&two.as_str()) {
                out.push(Tok::Op(two));
                i += 2;
            } else if "+-*%<>()".contains(ch) {
                out.push(Tok::Op(ch.to_string()));
                i += 1;
            } else {
                return None;
            }
        }
    }
    Some(out)
}

struct Parser {
    toks: Vec<Tok>,
    at: usize,
}

impl Parser {
    fn next(&mut self) -> Option<Tok> {
        let t = self.toks.get(self.at).cloned();
        self.at += 1;
        t
    }

    fn eat_op(&mut self, op: &str) -> bool {
        if self.toks.get(self.at) == Some(&Tok::Op(op.to_owned())) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn eat_word(&mut self, w: &str) -> bool {
        if self.toks.get(self.at) == Some(&Tok::Word(w.to_owned())) {
            self.at += 1;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::run;

    fn lines(s: &str) -> Vec<String> {
        s.lines().map(str::to_owned).collect()
    }

    #[test]
    fn runs_loops_conditions_and_functions() {
        let r = run(&lines(
            "x = 3\nfor i in range(4) :\n    x = x + i\nif x > 8:\n    y = 1\nelif x > 5:\n    y = 2\nelse:\n    y = 3\nprint(x * 2)",
        ))
        .unwrap();
        assert_eq!(r.vars["x"], 9);
        assert_eq!(r.vars["y"], 1);
        assert_eq!(r.printed, vec![18]);
        let r = run(&lines(
            "def f(x):\n    return 3 * x - 2\nn = 0\nwhile f(n) < 20:\n    n = n + 1\nprint(n)",
        ))
        .unwrap();
        assert_eq!(r.printed, vec![8]);
        let r = run(&lines(
            "x = 7\nif x % 2 == 0:\n    x = x // 2\nelse:\n    x = 3 * x + 1\nprint(x)",
        ))
        .unwrap();
        assert_eq!(r.printed, vec![22]);
        assert!(run(&lines("x = 1\nwhile x > 0:\n    x = x + 1")).is_none());
    }
}
