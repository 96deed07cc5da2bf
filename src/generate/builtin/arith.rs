//! Arithmetic: multiples and divisibility (mode 0), primes and prime factorisation (1),
//! greatest common divisor and irreducible fractions (2: 3e, 3: 2de).

use super::super::rational::{Rational, gcd};
use super::super::visual::{card, visual};
use super::facts::{Check, Claim, Facts};
use super::kinds::{choice_question, draft};
use super::{Built, Ctx, Family, Item, Qty, tr, w};
use crate::domain::question::QuestionKind::{self, *};
use crate::domain::question::{Answer, Visual};

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "arithmetic",
    item,
    special,
    kinds: |mode| match mode {
        0 => &[Numeric, MultipleChoice, SingleChoice, TrueFalse],
        1 => &[Numeric, ShortText, SingleChoice, MultipleChoice, TrueFalse],
        _ => &[Numeric, SingleChoice, ShortText, TrueFalse, MultipleChoice],
    },
};

const PRIMES: [i64; 10] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29];

fn is_prime(n: i64) -> bool {
    n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
}

/// Prime factors with exponents, increasing.
fn factorize(mut n: i64) -> Vec<(i64, u32)> {
    let mut out = Vec::new();
    let mut p = 2;
    while p * p <= n {
        let mut e = 0;
        while n % p == 0 {
            n /= p;
            e += 1;
        }
        if e > 0 {
            out.push((p, e));
        }
        p += 1;
    }
    if n > 1 {
        out.push((n, 1));
    }
    out
}

fn sup(e: u32) -> String {
    e.to_string()
        .chars()
        .map(|c| match c {
            '0' => '⁰',
            '1' => '¹',
            '2' => '²',
            '3' => '³',
            '4' => '⁴',
            '5' => '⁵',
            '6' => '⁶',
            '7' => '⁷',
            '8' => '⁸',
            _ => '⁹',
        })
        .collect()
}

fn power_form(f: &[(i64, u32)]) -> String {
    f.iter()
        .map(|&(p, e)| {
            if e == 1 {
                p.to_string()
            } else {
                format!("{p}{}", sup(e))
            }
        })
        .collect::<Vec<_>>()
        .join(" × ")
}

fn expanded_form(f: &[(i64, u32)]) -> String {
    f.iter()
        .flat_map(|&(p, e)| std::iter::repeat_n(p.to_string(), e as usize))
        .collect::<Vec<_>>()
        .join(" × ")
}

/// A composite number with 3 to 5 prime factors.
fn composite(ctx: &mut Ctx, max: i64) -> i64 {
    loop {
        let k = ctx.int(3, 5);
        let mut n = 1;
        for _ in 0..k {
            n *= ctx.pick(&PRIMES[..6]);
        }
        if n <= max && n >= 12 {
            return n;
        }
    }
}

fn number_card(ctx: &Ctx, n: i64, lines: Vec<String>) -> Visual {
    let title = super::super::num::int(n, ctx.lang);
    let alt = if ctx.fr() {
        format!("Fiche : le nombre {title}. {}", lines.join(" "))
    } else {
        format!("Card: the number {title}. {}", lines.join(" "))
    };
    visual(&card(&title, &lines), alt)
}

fn item(ctx: &mut Ctx) -> Item {
    match ctx.mode {
        0 => largest_multiple(ctx),
        1 => smallest_prime(ctx),
        _ => gcd_item(ctx),
    }
}

fn special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    match (ctx.mode, kind) {
        (0, MultipleChoice) => Some(divisors_mc(ctx)),
        (1, ShortText) => Some(factorization_text(ctx)),
        (1, SingleChoice) if ctx.chance(0.6) => Some(factorization_choice(ctx)),
        (1, MultipleChoice) | (3, MultipleChoice) => Some(primes_mc(ctx)),
        (2 | 3, SingleChoice) if ctx.chance(0.6) => Some(irreducible_choice(ctx)),
        (2 | 3, ShortText) => Some(irreducible_text(ctx)),
        _ => None,
    }
}

fn largest_multiple(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let d = ctx.int(3, 25);
    let mut bound = ctx.int(50, 999);
    if bound % d == 0 {
        bound += 1;
    }
    let m = bound / d * d;
    let (ds, bs) = (d.to_string(), super::super::num::int(bound, lang));
    let answer = Qty::int(m, "");
    let wrongs = vec![
        w(
            ctx,
            Qty::int(bound - 1, ""),
            "nombre juste en dessous, sans vérifier qu'il est un multiple",
            "the number just below, without checking it is a multiple",
        ),
        w(
            ctx,
            Qty::int(m - d, ""),
            "un multiple de trop retiré",
            "went one multiple too low",
        ),
        w(
            ctx,
            Qty::int(m + d, ""),
            "ce multiple dépasse la borne",
            "this multiple is above the bound",
        ),
        w(
            ctx,
            Qty::int(bound / d, ""),
            "quotient donné au lieu du multiple",
            "gave the quotient instead of the multiple",
        ),
    ];
    let q = bound / d;
    let ms = super::super::num::int(m, lang);
    let (d2, d3, rest) = (2 * d, 3 * d, bound - m);
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "Quel est le plus grand multiple de {ds} inférieur à {bs} ?",
            "What is the largest multiple of {ds} below {bs}?"
        ),
        claim: tr!(
            lang,
            "le plus grand multiple de {ds} inférieur à {bs} est {{v}}",
            "the largest multiple of {ds} below {bs} is {{v}}"
        ),
        label: tr!(
            lang,
            "multiple de {ds} sous {bs}",
            "multiple of {ds} below {bs}"
        ),
        noun: tr!(lang, "plus grand multiple", "largest multiple"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: number_card(
            ctx,
            bound,
            vec![tr!(
                lang,
                "Multiples de {ds} : {ds}, {d2}, {d3}…",
                "Multiples of {ds}: {ds}, {d2}, {d3}…"
            )],
        ),
        explanation: tr!(
            lang,
            "{bs} = {ds} × {q} + {rest}, donc le plus grand multiple de {ds} inférieur à {bs} est {ds} × {q} = {ms}.",
            "{bs} = {ds} × {q} + {rest}, so the largest multiple of {ds} below {bs} is {ds} × {q} = {ms}."
        ),
        facts: Facts::LargestMultiple { d, bound },
        steps: Vec::new(),
        variant: 0,
    }
}

fn divisors_mc(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let cands = [2i64, 3, 4, 5, 9, 10];
    let n = loop {
        let n = ctx.int(100, 9999);
        let k = cands.iter().filter(|&&d| n % d == 0).count();
        if (1..=4).contains(&k) {
            break n;
        }
    };
    let ns = super::super::num::int(n, lang);
    let digit_sum: i64 = n
        .to_string()
        .chars()
        .filter_map(|c| c.to_digit(10))
        .map(i64::from)
        .sum();
    let last = n % 10;
    let mut options = Vec::new();
    let mut checks = Vec::new();
    for d in cands {
        // the generator decides with the divisibility criteria; the check divides
        let by_criteria = match d {
            2 => last % 2 == 0,
            3 => digit_sum % 3 == 0,
            4 => (n % 100) % 4 == 0,
            5 => last == 0 || last == 5,
            9 => digit_sum % 9 == 0,
            _ => last == 0,
        };
        let fb = (!by_criteria).then(|| match d {
            2 => tr!(
                lang,
                "le chiffre des unités ({last}) n'est pas pair",
                "the units digit ({last}) is not even"
            ),
            3 => tr!(
                lang,
                "la somme des chiffres ({digit_sum}) n'est pas un multiple de 3",
                "the digit sum ({digit_sum}) is not a multiple of 3"
            ),
            4 => tr!(
                lang,
                "le nombre formé par les deux derniers chiffres n'est pas un multiple de 4",
                "the last two digits do not form a multiple of 4"
            ),
            5 => tr!(
                lang,
                "le chiffre des unités n'est ni 0 ni 5",
                "the units digit is neither 0 nor 5"
            ),
            9 => tr!(
                lang,
                "la somme des chiffres ({digit_sum}) n'est pas un multiple de 9",
                "the digit sum ({digit_sum}) is not a multiple of 9"
            ),
            _ => tr!(
                lang,
                "le chiffre des unités n'est pas 0",
                "the units digit is not 0"
            ),
        });
        checks.push(Check::Claim {
            claim: Claim::Divides { d, n },
            expect: by_criteria,
        });
        options.push((d.to_string(), by_criteria, fb));
    }
    let yes: Vec<String> = options
        .iter()
        .filter(|o| o.1)
        .map(|o| o.0.clone())
        .collect();
    let list = yes.join(", ");
    let stem = tr!(
        lang,
        "Parmi les nombres 2, 3, 4, 5, 9 et 10, lesquels sont des diviseurs de {ns} ?",
        "Among 2, 3, 4, 5, 9 and 10, which are divisors of {ns}?"
    );
    let vis = number_card(
        ctx,
        n,
        vec![
            tr!(
                lang,
                "Somme des chiffres : {digit_sum}",
                "Digit sum: {digit_sum}"
            ),
            tr!(lang, "Chiffre des unités : {last}", "Units digit: {last}"),
        ],
    );
    let explanation = tr!(
        lang,
        "Avec les critères de divisibilité, {ns} est divisible par : {list}.",
        "By the divisibility rules, {ns} is divisible by: {list}."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

fn smallest_prime(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let n = loop {
        let n = if ctx.chance(0.5) {
            composite(ctx, 2000)
        } else {
            // odd composites make the question less trivial
            let p = ctx.pick(&[3i64, 5, 7, 11, 13]);
            let q = ctx.pick(&[3i64, 5, 7, 11, 13, 17, 19]);
            p * q * ctx.pick(&[1i64, 1, 3, 7])
        };
        if !is_prime(n) && n > 9 {
            break n;
        }
    };
    let f = factorize(n);
    let p = f[0].0;
    let ns = super::super::num::int(n, lang);
    let next_prime = PRIMES
        .iter()
        .copied()
        .find(|&q| q > p && n % q != 0)
        .unwrap_or(31);
    let mut wrongs = vec![
        w(
            ctx,
            Qty::int(1, ""),
            "1 n'est pas un nombre premier",
            "1 is not a prime number",
        ),
        w(
            ctx,
            Qty::int(n / p, ""),
            "plus grand diviseur propre donné au lieu du plus petit diviseur premier",
            "gave the largest proper divisor instead",
        ),
        w(
            ctx,
            Qty::int(next_prime, ""),
            "ce nombre premier ne divise pas le nombre",
            "this prime does not divide the number",
        ),
    ];
    if n % 2 == 1 {
        wrongs.push(w(
            ctx,
            Qty::int(2, ""),
            "le nombre est impair : 2 ne le divise pas",
            "the number is odd: 2 does not divide it",
        ));
    }
    let pf = power_form(&f);
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "Quel est le plus petit diviseur premier de {ns} ?",
            "What is the smallest prime divisor of {ns}?"
        ),
        claim: tr!(
            lang,
            "le plus petit diviseur premier de {ns} est {{v}}",
            "the smallest prime divisor of {ns} is {{v}}"
        ),
        label: ns.clone(),
        noun: tr!(
            lang,
            "plus petit diviseur premier",
            "smallest prime divisor"
        ),
        answer: Qty::int(p, ""),
        wrongs,
        alts: Vec::new(),
        visual: number_card(
            ctx,
            n,
            vec![tr!(
                lang,
                "Nombres premiers : 2, 3, 5, 7, 11, 13…",
                "Primes: 2, 3, 5, 7, 11, 13…"
            )],
        ),
        explanation: tr!(
            lang,
            "On essaie les nombres premiers dans l'ordre : {ns} = {pf}, donc le plus petit est {p}.",
            "Try the primes in order: {ns} = {pf}, so the smallest is {p}."
        ),
        facts: Facts::SmallestPrime { n },
        steps: Vec::new(),
        variant: 0,
    }
}

fn factorization_text(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let n = composite(ctx, 1000);
    let f = factorize(n);
    let ns = super::super::num::int(n, lang);
    let canonical = power_form(&f);
    let expanded = expanded_form(&f);
    let caret = f
        .iter()
        .map(|&(p, e)| {
            if e == 1 {
                p.to_string()
            } else {
                format!("{p}^{e}")
            }
        })
        .collect::<Vec<_>>()
        .join(" × ");
    let mut accepted = vec![canonical.clone()];
    for a in [
        expanded.clone(),
        caret,
        expanded.replace(" × ", "×"),
        canonical.replace(" × ", "×"),
    ] {
        if !accepted.contains(&a) {
            accepted.push(a);
        }
    }
    let checks = accepted
        .iter()
        .map(|a| Check::Claim {
            claim: Claim::Factorization { n, text: a.clone() },
            expect: true,
        })
        .collect();
    let stem = tr!(
        lang,
        "Décompose {ns} en produit de facteurs premiers (écris les facteurs dans l'ordre croissant, avec le signe ×).",
        "Write {ns} as a product of prime factors (in increasing order, with the × sign)."
    );
    let vis = number_card(
        ctx,
        n,
        vec![tr!(lang, "{ns} = … × … × …", "{ns} = … × … × …")],
    );
    let explanation = tr!(
        lang,
        "On divise successivement par 2, 3, 5… : {ns} = {expanded} = {canonical}.",
        "Divide by 2, 3, 5… in turn: {ns} = {expanded} = {canonical}."
    );
    Built {
        draft: draft(
            ShortText,
            stem,
            Vec::new(),
            Answer::Text { accepted },
            1.0,
            vis,
            explanation,
        ),
        checks,
    }
}

fn factorization_choice(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let (n, f) = loop {
        let n = composite(ctx, 1000);
        let f = factorize(n);
        if f.iter().any(|&(p, e)| p == 2 && e >= 2) && f.len() >= 2 {
            break (n, f);
        }
    };
    let ns = super::super::num::int(n, lang);
    let good = power_form(&f);
    let mut options = vec![(good.clone(), true, None)];
    // 4 instead of 2²: not prime
    let mut with_four: Vec<String> = Vec::new();
    for &(p, e) in &f {
        if p == 2 {
            with_four.push("4".to_owned());
            if e > 2 {
                with_four.push(if e - 2 == 1 {
                    "2".to_owned()
                } else {
                    format!("2{}", sup(e - 2))
                });
            }
        } else {
            with_four.push(if e == 1 {
                p.to_string()
            } else {
                format!("{p}{}", sup(e))
            });
        }
    }
    options.push((
        with_four.join(" × "),
        false,
        Some(tr!(
            lang,
            "4 n'est pas un nombre premier",
            "4 is not a prime number"
        )),
    ));
    // a factor missing
    let last = f.len() - 1;
    let mut missing = f.clone();
    if missing[last].1 > 1 {
        missing[last].1 -= 1;
    } else {
        missing.pop();
    }
    options.push((
        power_form(&missing),
        false,
        Some(tr!(
            lang,
            "il manque un facteur : le produit ne vaut pas {ns}",
            "a factor is missing: the product is not {ns}"
        )),
    ));
    // exponent added once too many
    let mut extra = f.clone();
    extra[0].1 += 1;
    options.push((
        power_form(&extra),
        false,
        Some(tr!(
            lang,
            "un facteur de trop : le produit ne vaut pas {ns}",
            "one factor too many: the product is not {ns}"
        )),
    ));
    let checks = options
        .iter()
        .map(|(t, c, _)| Check::Claim {
            claim: Claim::Factorization { n, text: t.clone() },
            expect: *c,
        })
        .collect();
    let stem = tr!(
        lang,
        "Quelle est la décomposition de {ns} en produit de facteurs premiers ?",
        "Which is the prime factorisation of {ns}?"
    );
    let vis = number_card(
        ctx,
        n,
        vec![tr!(
            lang,
            "Nombres premiers : 2, 3, 5, 7, 11…",
            "Primes: 2, 3, 5, 7, 11…"
        )],
    );
    let explanation = tr!(
        lang,
        "{ns} = {good}, et chaque facteur est premier.",
        "{ns} = {good}, and every factor is prime."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

fn primes_mc(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let mut nums: Vec<i64> = Vec::new();
    let n_primes = ctx.int(2, 3);
    while nums.len() < 6 {
        let want_prime = (nums.iter().filter(|&&x| is_prime(x)).count() as i64) < n_primes;
        let x = if want_prime {
            ctx.pick(&[
                2i64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73,
                79, 83, 89, 97,
            ])
        } else {
            // traps: 1, odd composites, squares of primes
            ctx.pick(&[
                1i64, 9, 15, 21, 25, 27, 33, 35, 39, 49, 51, 57, 63, 69, 77, 81, 87, 91, 93,
            ])
        };
        if !nums.contains(&x) {
            nums.push(x);
        }
    }
    let mut options = Vec::new();
    let mut checks = Vec::new();
    for &x in &nums {
        let p = is_prime(x);
        let fb = (!p).then(|| {
            if x == 1 {
                tr!(
                    lang,
                    "1 n'a qu'un seul diviseur : il n'est pas premier",
                    "1 has only one divisor: it is not prime"
                )
            } else {
                let d = factorize(x)[0].0;
                let q = x / d;
                tr!(
                    lang,
                    "{x} = {d} × {q} n'est pas premier",
                    "{x} = {d} × {q} is not prime"
                )
            }
        });
        checks.push(Check::Claim {
            claim: Claim::Prime { p: x },
            expect: p,
        });
        options.push((x.to_string(), p, fb));
    }
    let list = nums
        .iter()
        .filter(|&&x| is_prime(x))
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let all = nums
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(" ; ");
    let stem = tr!(
        lang,
        "Parmi ces nombres, lesquels sont premiers ?",
        "Which of these numbers are prime?"
    );
    let vis = visual(
        &card(&tr!(lang, "Nombres", "Numbers"), std::slice::from_ref(&all)),
        tr!(lang, "Fiche : les nombres {all}", "Card: the numbers {all}"),
    );
    let explanation = tr!(
        lang,
        "Un nombre premier a exactement deux diviseurs, 1 et lui-même : {list}.",
        "A prime has exactly two divisors, 1 and itself: {list}."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

/// Two numbers with a non-trivial gcd.
fn pair(ctx: &mut Ctx) -> (i64, i64, i64) {
    loop {
        let g = ctx.pick(&[2i64, 3, 4, 5, 6, 7, 8, 9, 12, 14, 15, 18, 21, 24]);
        let (x, y) = (ctx.int(2, 15), ctx.int(2, 15));
        if x != y && gcd(x, y) == 1 && g * x.max(y) <= 400 {
            return (g * x, g * y, g);
        }
    }
}

fn gcd_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (a, b, g) = pair(ctx);
    let lcm = a / g * b;
    let f = factorize(g);
    let partial = if f.len() > 1 || f[0].1 > 1 {
        g / f[0].0
    } else {
        1
    };
    let mut wrongs = vec![
        w(
            ctx,
            Qty::int(lcm, ""),
            "confusion avec le plus petit multiple commun",
            "confused with the least common multiple",
        ),
        w(
            ctx,
            Qty::int(a.min(b), ""),
            "le plus petit des deux nombres ne divise pas l'autre",
            "the smaller number does not divide the other",
        ),
        w(
            ctx,
            Qty::int(a * b, ""),
            "produit des deux nombres",
            "product of the two numbers",
        ),
    ];
    if partial > 1 {
        wrongs.push(w(
            ctx,
            Qty::int(partial, ""),
            "diviseur commun, mais pas le plus grand",
            "a common divisor, but not the greatest",
        ));
    }
    let (fa, fb) = (power_form(&factorize(a)), power_form(&factorize(b)));
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "Quel est le plus grand diviseur commun de {a} et {b} ?",
            "What is the greatest common divisor of {a} and {b}?"
        ),
        claim: tr!(
            lang,
            "le PGCD de {a} et {b} est {{v}}",
            "the GCD of {a} and {b} is {{v}}"
        ),
        label: format!("{a} ; {b}"),
        noun: tr!(
            lang,
            "plus grand diviseur commun",
            "greatest common divisor"
        ),
        answer: Qty::int(g, ""),
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &card(
                &tr!(
                    lang,
                    "Plus grand diviseur commun",
                    "Greatest common divisor"
                ),
                &[format!("{a} = {fa}"), format!("{b} = ?")],
            ),
            tr!(
                lang,
                "Fiche : {a} = {fa} ; décomposer {b}",
                "Card: {a} = {fa}; factorise {b}"
            ),
        ),
        explanation: tr!(
            lang,
            "{a} = {fa} et {b} = {fb} : le produit des facteurs communs vaut {g}.",
            "{a} = {fa} and {b} = {fb}: the common factors multiply to {g}."
        ),
        facts: Facts::Gcd { a, b },
        steps: Vec::new(),
        variant: 0,
    }
}

fn fraction_card(ctx: &Ctx, a: i64, b: i64) -> Visual {
    let lang = ctx.lang;
    visual(
        &card(
            &tr!(lang, "Fraction à simplifier", "Fraction to simplify"),
            &[format!("{a}/{b}")],
        ),
        tr!(
            lang,
            "Fiche : la fraction {a}/{b}",
            "Card: the fraction {a}/{b}"
        ),
    )
}

fn irreducible_choice(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let (a, b, g) = pair(ctx);
    let r = Rational::new(a, b);
    let good = ctx.frac(r);
    let f = factorize(g);
    let of = format!("{a}/{b}");
    let mut options = vec![(good.clone(), true, None)];
    let small = f[0].0;
    if small != g {
        options.push((
            format!("{}/{}", a / small, b / small),
            false,
            Some(tr!(
                lang,
                "simplifiée par {small} seulement : elle n'est pas irréductible",
                "simplified by {small} only: it is not irreducible"
            )),
        ));
    }
    options.push((
        format!("{}/{}", r.den(), r.num()),
        false,
        Some(tr!(
            lang,
            "fraction renversée",
            "fraction turned upside down"
        )),
    ));
    options.push((
        format!("{}/{}", a - g, b - g),
        false,
        Some(tr!(
            lang,
            "le diviseur commun a été soustrait au lieu de diviser",
            "subtracted the common divisor instead of dividing"
        )),
    ));
    options.push((
        format!("{}/{}", r.num() + 1, r.den()),
        false,
        Some(tr!(
            lang,
            "erreur dans la division du numérateur",
            "slip dividing the numerator"
        )),
    ));
    let mut seen = Vec::new();
    options.retain(|o| {
        let fresh = !seen.contains(&o.0);
        seen.push(o.0.clone());
        fresh
    });
    let checks = options
        .iter()
        .map(|(t, c, _)| Check::Claim {
            claim: Claim::IrreducibleFormOf {
                text: t.clone(),
                of: of.clone(),
            },
            expect: *c,
        })
        .collect();
    let stem = tr!(
        lang,
        "Quelle est la forme irréductible de la fraction {a}/{b} ?",
        "What is the fraction {a}/{b} in its simplest form?"
    );
    let vis = fraction_card(ctx, a, b);
    let explanation = tr!(
        lang,
        "Le PGCD de {a} et {b} est {g} ; on divise le numérateur et le dénominateur par {g} : {a}/{b} = {good}.",
        "The GCD of {a} and {b} is {g}; divide both by {g}: {a}/{b} = {good}."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

fn irreducible_text(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let (a, b, g) = pair(ctx);
    let good = ctx.frac(Rational::new(a, b));
    let of = format!("{a}/{b}");
    let stem = tr!(
        lang,
        "Écris la fraction {a}/{b} sous forme irréductible (sous la forme a/b).",
        "Write the fraction {a}/{b} in its simplest form (as a/b)."
    );
    let checks = vec![Check::Claim {
        claim: Claim::IrreducibleFormOf {
            text: good.clone(),
            of,
        },
        expect: true,
    }];
    let explanation = tr!(
        lang,
        "PGCD({a} ; {b}) = {g}, donc {a}/{b} = {good}.",
        "GCD({a}, {b}) = {g}, so {a}/{b} = {good}."
    );
    let vis = fraction_card(ctx, a, b);
    Built {
        draft: draft(
            ShortText,
            stem,
            Vec::new(),
            Answer::Text {
                accepted: vec![good],
            },
            1.0,
            vis,
            explanation,
        ),
        checks,
    }
}
