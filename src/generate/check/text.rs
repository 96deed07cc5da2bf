//! Typography (French and English) and French agreement of a text, as a reader checks them.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::domain::question::Language;

const NNBSP: char = '\u{202F}';
const NBSP: char = '\u{A0}';

/// Units that follow a number (multi-letter symbols, and single letters that are units
/// when they stand alone after a number).
const UNITS: &[&str] = &[
    "mm", "cm", "dm", "m", "dam", "hm", "km", "mm²", "cm²", "dm²", "m²", "dam²", "hm²", "km²",
    "ha", "mm³", "cm³", "dm³", "m³", "mL", "cL", "dL", "L", "hL", "kL", "mg", "cg", "dg", "g",
    "dag", "hg", "kg", "min", "h", "s", "km/h", "m/s", "m/min", "km/min", "km/s", "g/cm³", "kg/L",
    "g/mL", "kg/m³", "g/L", "mg/L", "N", "N/kg", "V", "mV", "kV", "mA", "Ω", "kΩ", "J", "kJ", "MJ",
    "W", "kW", "MW", "Wh", "kWh", "Hz", "kHz", "dB", "€", "ms",
];

/// Grammatical gender.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Gender {
    M,
    F,
}

/// The nouns the templates use, with their gender (singular forms).
pub(crate) const LEXICON: &[(&str, Gender)] = {
    use Gender::{F, M};
    &[
        ("aire", F),
        ("volume", M),
        ("périmètre", M),
        ("longueur", F),
        ("largeur", F),
        ("hauteur", F),
        ("profondeur", F),
        ("rayon", M),
        ("diamètre", M),
        ("côté", M),
        ("angle", M),
        ("mesure", F),
        ("probabilité", F),
        ("boule", F),
        ("urne", F),
        ("dé", M),
        ("face", F),
        ("fraction", F),
        ("nombre", M),
        ("somme", F),
        ("différence", F),
        ("produit", M),
        ("quotient", M),
        ("reste", M),
        ("diviseur", M),
        ("multiple", M),
        ("moyenne", F),
        ("médiane", F),
        ("étendue", F),
        ("effectif", M),
        ("fréquence", F),
        ("série", F),
        ("valeur", F),
        ("vitesse", F),
        ("distance", F),
        ("durée", F),
        ("masse", F),
        ("poids", M),
        ("tension", F),
        ("intensité", F),
        ("résistance", F),
        ("énergie", F),
        ("puissance", F),
        ("concentration", F),
        ("solution", F),
        ("soluté", M),
        ("solvant", M),
        ("réduction", F),
        ("augmentation", F),
        ("baisse", F),
        ("hausse", F),
        ("évolution", F),
        ("pourcentage", M),
        ("prix", M),
        ("coefficient", M),
        ("équation", F),
        ("inéquation", F),
        ("expression", F),
        ("fonction", F),
        ("image", F),
        ("antécédent", M),
        ("droite", F),
        ("point", M),
        ("triangle", M),
        ("rectangle", M),
        ("carré", M),
        ("cercle", M),
        ("disque", M),
        ("cube", M),
        ("pavé", M),
        ("prisme", M),
        ("pyramide", F),
        ("cylindre", M),
        ("cône", M),
        ("sphère", F),
        ("hypoténuse", F),
        ("segment", M),
        ("cosinus", M),
        ("sinus", M),
        ("tangente", F),
        ("échelle", F),
        ("agrandissement", M),
        ("rapport", M),
        ("racine", F),
        ("exposant", M),
        ("écriture", F),
        ("forme", F),
        ("calcul", M),
        ("résultat", M),
        ("réponse", F),
        ("figure", F),
        ("graphique", M),
        ("diagramme", M),
        ("tableau", M),
        ("axe", M),
        ("abscisse", F),
        ("ordonnée", F),
        ("coordonnée", F),
        ("pente", F),
        ("signal", M),
        ("capteur", M),
        ("mélange", M),
        ("température", F),
        ("période", F),
        ("note", F),
        ("classe", F),
        ("semaine", F),
        ("jour", M),
        ("heure", F),
        ("minute", F),
        ("seconde", F),
        ("voiture", F),
        ("train", M),
        ("vélo", M),
        ("trajet", M),
        ("parcours", M),
        ("base", F),
        ("aire", F),
        ("unité", F),
        ("conversion", F),
        ("quantité", F),
        ("paire", F),
        ("issue", F),
        ("événement", M),
        ("tirage", M),
        ("couleur", F),
        ("lampe", F),
        ("pile", F),
        ("circuit", M),
        ("générateur", M),
        ("résistor", M),
        ("conducteur", M),
        ("dipôle", M),
        ("objet", M),
        ("liquide", M),
        ("récipient", M),
        ("bouteille", F),
        ("verre", M),
        ("eau", F),
        ("sucre", M),
        ("sel", M),
        ("chiffre", M),
        ("entier", M),
        ("décimal", M),
        ("dividende", M),
        ("division", F),
        ("multiplication", F),
        ("addition", F),
        ("soustraction", F),
        ("opération", F),
        ("priorité", F),
        ("parenthèse", F),
        ("développement", M),
        ("factorisation", F),
        ("identité", F),
        ("variable", F),
        ("inconnue", F),
        ("courbe", F),
        ("repère", M),
        ("milieu", M),
        ("longueur", F),
        ("vecteur", M),
        ("tarif", M),
        ("remise", F),
        ("taxe", F),
        ("article", M),
        ("recette", F),
        ("carte", F),
        ("plan", M),
        ("maquette", F),
        ("route", F),
        ("coureur", M),
        ("course", F),
        ("son", M),
        ("écho", M),
        ("éclair", M),
        ("tonnerre", M),
        ("planète", F),
        ("lune", F),
        ("terre", F),
        ("balance", F),
        ("pesée", F),
        ("médicament", M),
        ("sirop", M),
        ("dilution", F),
        ("fille", F),
        ("mère", F),
        ("moteur", M),
        ("appareil", M),
        ("ampoule", F),
        ("radiateur", M),
        ("consommation", F),
        ("facture", F),
        ("salaire", M),
        ("population", F),
        ("ville", F),
        ("contrôle", M),
        ("élève", M),
        ("taux", M),
        ("indice", M),
        ("montant", M),
        ("capital", M),
        ("intérêt", M),
        ("secteur", M),
        ("barre", F),
        ("colonne", F),
        ("ligne", F),
        ("case", F),
        ("sommet", M),
        ("arête", F),
        ("patron", M),
        ("boîte", F),
        ("piscine", F),
        ("aquarium", M),
        ("jardin", M),
        ("terrain", M),
        ("champ", M),
        ("pièce", F),
        ("mur", M),
        ("fenêtre", F),
        ("porte", F),
    ]
};

/// Adjectives with distinct masculine and feminine singular forms.
const ADJECTIVES: &[(&str, &str)] = &[
    ("moyen", "moyenne"),
    ("exact", "exacte"),
    ("total", "totale"),
    ("égal", "égale"),
    ("équilibré", "équilibrée"),
    ("entier", "entière"),
    ("décimal", "décimale"),
    ("premier", "première"),
    ("dernier", "dernière"),
    ("vrai", "vraie"),
    ("correct", "correcte"),
    ("approché", "approchée"),
    ("arrondi", "arrondie"),
    ("vert", "verte"),
    ("bleu", "bleue"),
    ("noir", "noire"),
    ("blanc", "blanche"),
    ("initial", "initiale"),
    ("final", "finale"),
    ("réduit", "réduite"),
    ("développé", "développée"),
    ("factorisé", "factorisée"),
    ("opposé", "opposée"),
    ("parcouru", "parcourue"),
    ("cinétique", "cinétique"),
    ("massique", "massique"),
    ("nouveau", "nouvelle"),
    ("grand", "grande"),
    ("petit", "petite"),
    ("rectangle", "rectangle"),
    ("droit", "droite"),
    ("aigu", "aiguë"),
    ("obtus", "obtuse"),
    ("plat", "plate"),
    ("nul", "nulle"),
    ("positif", "positive"),
    ("négatif", "négative"),
    ("irréductible", "irréductible"),
    ("relatif", "relative"),
    ("électrique", "électrique"),
    ("constant", "constante"),
    ("contraire", "contraire"),
    ("suivant", "suivante"),
    ("complet", "complète"),
];

fn gender_of(word: &str) -> Option<Gender> {
    // read for every word of every checked text: looked up, not scanned
    static BY_NOUN: OnceLock<HashMap<&'static str, Gender>> = OnceLock::new();
    let nouns = BY_NOUN.get_or_init(|| {
        let mut m = HashMap::new();
        for &(n, g) in LEXICON {
            m.entry(n).or_insert(g);
        }
        m
    });
    nouns.get(word.to_lowercase().as_str()).copied()
}

fn adjective_gender(word: &str) -> Option<Gender> {
    static BY_FORM: OnceLock<HashMap<&'static str, Gender>> = OnceLock::new();
    let forms = BY_FORM.get_or_init(|| {
        let mut m = HashMap::new();
        for &(masc, fem) in ADJECTIVES {
            if masc != fem {
                m.entry(masc).or_insert(Gender::M);
                m.entry(fem).or_insert(Gender::F);
            }
        }
        m
    });
    forms.get(word.to_lowercase().as_str()).copied()
}

/// Words beginning with a vowel sound (for elision), lower case.
fn vowel_initial(word: &str) -> bool {
    let w = word.to_lowercase();
    let Some(c) = w.chars().next() else {
        return false;
    };
    if w.chars().count() < 2 || !w.chars().all(char::is_alphabetic) {
        return false;
    }
    // a word in y- takes no elision (la yourte, le yaourt, le yoga), but for « yeux »
    if c == 'y' {
        return w == "yeux";
    }
    if matches!(
        c,
        'a' | 'e' | 'é' | 'è' | 'ê' | 'i' | 'î' | 'o' | 'ô' | 'u' | 'à' | 'â'
    ) {
        return !matches!(w.as_str(), "onze" | "oui");
    }
    // h muet
    [
        "heure",
        "hypoténuse",
        "histogramme",
        "hexagone",
        "hectare",
        "homme",
        "habitant",
        "huile",
        "hôpital",
        "hiver",
    ]
    .iter()
    .any(|h| w.starts_with(h))
}

/// Splits into words (letters, with apostrophe-split elisions) with their positions.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphabetic() || c == '-'))
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

/// French agreement and elision errors of a text.
pub(crate) fn agreement(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    // words with their separators, to know whether two words are adjacent across a space
    let toks: Vec<(String, bool)> = {
        // (word, followed only by a plain space before the next word)
        let mut v = Vec::new();
        let c: Vec<char> = text.chars().collect();
        let mut i = 0;
        while i < c.len() {
            if c[i].is_alphabetic() {
                let s = i;
                while i < c.len() && (c[i].is_alphabetic() || c[i] == '-') {
                    i += 1;
                }
                let w: String = c[s..i].iter().collect();
                let spaced =
                    c.get(i) == Some(&' ') && c.get(i + 1).is_some_and(|x| x.is_alphabetic());
                v.push((w, spaced));
            } else {
                i += 1;
            }
        }
        v
    };
    let _ = words;
    let lower: Vec<String> = toks.iter().map(|(w, _)| w.to_lowercase()).collect();
    for i in 0..toks.len().saturating_sub(1) {
        if !toks[i].1 {
            continue;
        }
        let (a, b) = (lower[i].as_str(), lower[i + 1].as_str());
        let original_b = toks[i + 1].0.as_str();
        let proper = original_b.chars().next().is_some_and(char::is_uppercase);
        // elision and contraction
        if matches!(
            a,
            "que" | "de" | "le" | "la" | "ce" | "si" | "lorsque" | "puisque"
        ) && !proper
            && vowel_initial(b)
            && (a != "si" || matches!(b, "il" | "ils"))
            && !(a == "ce" && b.starts_with('é'))
        {
            out.push(format!("no elision: \"{a} {b}\""));
        }
        // "de les comparer", "à les diviser": "les" is then a pronoun before an infinitive
        let pronoun = b == "les"
            && lower
                .get(i + 2)
                .is_some_and(|v| v.ends_with("er") || v.ends_with("ir") || v.ends_with("re"));
        if (a == "de" || a == "à") && (b == "le" || b == "les") && !pronoun {
            // "de le" / "à les" (but "de les" after a verb is rare in templates)
            out.push(format!("no contraction: \"{a} {b}\""));
        }
        // determiner + noun (+ adjective)
        let det = match a {
            "un" | "le" | "du" | "au" | "ce" | "cet" | "quel" => Some(Gender::M),
            "une" | "la" | "cette" | "quelle" => Some(Gender::F),
            _ => None,
        };
        // "l'un mesure": a pronoun, not a determiner
        let pronoun = i > 0 && lower[i - 1] == "l" && a == "un";
        if let (Some(d), Some(n)) = (det, gender_of(b))
            && d != n
            && !proper
            && !pronoun
        {
            out.push(format!("\"{a} {b}\": {b} is {n:?}"));
        }
        // "quel(le) est le/la noun"
        if matches!(a, "quel" | "quelle") && lower.get(i + 1).is_some_and(|w| w == "est") {
            let q = if a == "quel" { Gender::M } else { Gender::F };
            let next = lower.get(i + 2).map(String::as_str);
            let g = match next {
                Some("le") => Some(Gender::M),
                Some("la") => Some(Gender::F),
                Some("l") => lower.get(i + 3).and_then(|w| gender_of(w)),
                _ => None,
            };
            if g.is_some_and(|g| g != q) {
                out.push(format!("\"{a} est {}\"", next.unwrap_or_default()));
            }
        }
        // noun + adjective
        if let (Some(n), Some(g)) = (gender_of(a), adjective_gender(b)) {
            let after_det = i > 0
                && matches!(
                    lower[i - 1].as_str(),
                    "un" | "une" | "le" | "la" | "du" | "cette" | "ce" | "sa" | "son"
                );
            if n != g && after_det && a != "droite" {
                out.push(format!("\"{a} {b}\": {a} is {n:?}"));
            }
        }
    }
    out
}

/// Count nouns the templates put after a number, besides the [`LEXICON`] (singular forms).
const COUNT_NOUNS_FR: &[&str] = &[
    "unité",
    "dizaine",
    "centaine",
    "millier",
    "million",
    "milliard",
    "dixième",
    "centième",
    "millième",
    "plaque",
    "barre",
    "cube",
    "cube-unité",
    "billet",
    "pièce",
    "bille",
    "élève",
    "boule",
    "jeton",
    "carte",
    "face",
    "sommet",
    "arête",
    "euro",
    "centime",
    "heure",
    "minute",
    "seconde",
    "jour",
    "semaine",
    "année",
    "page",
    "livre",
    "case",
    "part",
    "issue",
];

/// English count nouns the templates put after a number, as (singular, plural).
const COUNT_NOUNS_EN: &[(&str, &str)] = &[
    ("one", "ones"),
    ("ten", "tens"),
    ("hundred", "hundreds"),
    ("thousand", "thousands"),
    ("million", "millions"),
    ("tenth", "tenths"),
    ("hundredth", "hundredths"),
    ("thousandth", "thousandths"),
    ("hundred flat", "hundred flats"),
    ("ten rod", "ten rods"),
    ("cube", "cubes"),
    ("unit cube", "unit cubes"),
    ("note", "notes"),
    ("coin", "coins"),
    ("marble", "marbles"),
    ("ball", "balls"),
    ("pupil", "pupils"),
    ("student", "students"),
    ("face", "faces"),
    ("vertex", "vertices"),
    ("edge", "edges"),
    ("hour", "hours"),
    ("minute", "minutes"),
    ("day", "days"),
    ("week", "weeks"),
    ("year", "years"),
    ("page", "pages"),
    ("outcome", "outcomes"),
];

/// Number agreement of count nouns after a whole number: "1 unités" or "3 unité" in French
/// (singular below 2), "1 tens" or "3 ten" in English (singular for 1 only).
pub(crate) fn number_agreement(text: &str, lang: Language) -> Vec<String> {
    let spaces = |c: char| c == ' ' || c == NBSP || c == NNBSP;
    let toks: Vec<&str> = text.split(spaces).filter(|t| !t.is_empty()).collect();
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let t = toks[i];
        if t.is_empty() || !t.chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        // part of a grouped number ("1 000", "12 500"), a decimal, a sign or a range before it
        let grouped = toks
            .get(i + 1)
            .is_some_and(|n| n.len() == 3 && n.chars().all(|c| c.is_ascii_digit()))
            || i > 0
                && toks[i - 1].chars().last().is_some_and(|c| {
                    c.is_ascii_digit() || matches!(c, ',' | '.' | '/' | '−' | '-' | '×' | '÷')
                });
        // a year ("en 1981 porte", "in 1981 brings"), not a count
        let year = t.len() == 4
            && i > 0
            && matches!(
                toks[i - 1].to_lowercase().as_str(),
                "en" | "in" | "depuis" | "since" | "vers" | "dès" | "jusqu'en" | "until"
            );
        if grouped || year {
            continue;
        }
        let n: u64 = match t.parse() {
            Ok(n) => n,
            Err(_) => continue,
        };
        let word = |w: &str| -> String {
            w.trim_end_matches(|c: char| !c.is_alphabetic() && c != '-')
                .to_lowercase()
        };
        let w = word(toks[i + 1]);
        let w2 = toks.get(i + 2).map(|x| format!("{w} {}", word(x)));
        let at = || toks[i.saturating_sub(4)..(i + 3).min(toks.len())].join(" ");
        match lang {
            Language::Fr => {
                let singular = |x: &str| COUNT_NOUNS_FR.contains(&x) || gender_of(x).is_some();
                let plural_of = |x: &str| {
                    ["s", "x"]
                        .iter()
                        .filter_map(|e| x.strip_suffix(e))
                        .any(|stem| stem != x && singular(stem))
                        || x == "cubes-unités"
                };
                if n < 2 && plural_of(&w) {
                    out.push(format!("\"{t} {w}\": singular below 2 in «{}»", at()));
                } else if n >= 2 && singular(&w) && !w.ends_with('s') && !w.ends_with('x') {
                    out.push(format!("\"{t} {w}\": plural from 2 in «{}»", at()));
                }
            }
            Language::En => {
                // a two-word noun ("ten rods") before a one-word one ("tens")
                let pair = |x: &str| COUNT_NOUNS_EN.iter().find(|(o, m)| x == *o || x == *m);
                let (said, forms) = match w2.as_deref().and_then(|x| pair(x).map(|p| (x, p))) {
                    Some((x, p)) if x.contains(' ') => (x.to_owned(), p),
                    _ => match pair(&w) {
                        Some(p) => (w.clone(), p),
                        None => continue,
                    },
                };
                let &(one, many) = forms;
                // "7 hundred", "2 thousand": numerals, not counts
                let numeral = matches!(one, "ten" | "hundred" | "thousand" | "million");
                if n == 1 && said == many {
                    out.push(format!("\"{t} {many}\": singular for 1 in «{}»", at()));
                } else if n != 1 && said == one && !numeral {
                    out.push(format!("\"{t} {one}\": plural but for 1 in «{}»", at()));
                }
            }
        }
    }
    out
}

/// Typography errors of a text, each as (kind, detail).
pub(crate) fn typography(text: &str, lang: Language) -> Vec<(&'static str, String)> {
    // a code span between backticks is code, shown verbatim: not read
    let c: Vec<char> = text
        .split('`')
        .enumerate()
        .flat_map(|(i, part)| {
            let code = i % 2 == 1;
            let tick = (i > 0).then_some('`');
            tick.into_iter()
                .chain(part.chars().map(move |ch| if code { 'x' } else { ch }))
        })
        .collect();
    let mut out = Vec::new();
    let ctx = |i: usize| -> String {
        let s = i.saturating_sub(18);
        let e = (i + 12).min(c.len());
        c[s..e].iter().collect()
    };
    let digit = |i: usize| c.get(i).is_some_and(char::is_ascii_digit);
    for i in 0..c.len() {
        let ch = c[i];
        let prev = if i > 0 { Some(c[i - 1]) } else { None };
        match lang {
            Language::Fr => match ch {
                // "d = ?": a question mark standing for a value takes a no-break space
                ';' | '!' | '?'
                    if prev.is_some()
                        && prev != Some(NNBSP)
                        && !(ch == '?'
                            && prev == Some(NBSP)
                            && i >= 2
                            && matches!(c[i - 2], '=' | '→' | '≈'))
                        && !matches!(prev, Some('?' | '!')) =>
                {
                    out.push(("fr-space-before-;!?", ctx(i)));
                }
                ':' if prev.is_some() && prev != Some(NBSP) => {
                    out.push(("fr-space-before-:", ctx(i)));
                }
                '%' if prev.is_some() && prev != Some(NBSP) => {
                    out.push(("fr-space-before-%", ctx(i)));
                }
                '«' if c.get(i + 1) != Some(&NNBSP) => {
                    out.push(("fr-guillemets", ctx(i)));
                }
                '»' if prev != Some(NNBSP) => {
                    out.push(("fr-guillemets", ctx(i)));
                }
                '.' if i > 0 && digit(i - 1) && digit(i + 1) => {
                    out.push(("decimal-separator", ctx(i)));
                }
                // "9, 10, 12": a list of numbers reads as decimals; French separates with ";"
                ',' if i > 0 && digit(i - 1) && c.get(i + 1) == Some(&' ') && digit(i + 2) => {
                    out.push(("fr-number-list-comma", ctx(i)));
                }
                _ => {}
            },
            Language::En => match ch {
                ';' | '!' | '?' | ':' | '%' => {
                    if matches!(prev, Some(' ' | NBSP | NNBSP)) {
                        out.push(("en-space-before-punct", ctx(i)));
                    }
                }
                '«' | '»' => out.push(("en-guillemets", ctx(i))),
                ',' if i > 0 && digit(i - 1) && digit(i + 1) => {
                    let run = (i + 1..c.len()).take_while(|&j| digit(j)).count();
                    if run != 3 {
                        out.push(("decimal-separator", ctx(i)));
                    }
                }
                _ => {}
            },
        }
    }
    // number runs: grouping and the space before a unit
    let mut i = 0;
    while i < c.len() {
        if !digit(i) || (i > 0 && (c[i - 1].is_alphanumeric() || superscript(c[i - 1]))) {
            i += 1;
            continue;
        }
        let start = i;
        // integer part with its groups
        let mut int_digits = 0;
        let mut grouped = false;
        loop {
            while digit(i) {
                int_digits += 1;
                i += 1;
            }
            let sep = c.get(i).copied();
            let is_group_sep = match lang {
                Language::Fr => matches!(sep, Some(NNBSP | NBSP | ' ')),
                Language::En => sep == Some(','),
            };
            if is_group_sep
                && digit(i + 1)
                && digit(i + 2)
                && digit(i + 3)
                && !digit(i + 4)
                && int_digits <= 3
                || is_group_sep
                    && grouped
                    && digit(i + 1)
                    && digit(i + 2)
                    && digit(i + 3)
                    && !digit(i + 4)
            {
                if lang == Language::Fr && sep != Some(NNBSP) {
                    // "12 500" with a plain or no-break space: only when it reads as a number
                    if sep == Some(' ')
                        && int_digits <= 3
                        && c.get(i + 4).is_some_and(|x| !x.is_ascii_digit())
                    {
                        out.push(("thousands-separator", ctx(start)));
                    }
                    break;
                }
                grouped = true;
                i += 1;
                continue;
            }
            break;
        }
        let dec_sep = match lang {
            Language::Fr => ',',
            Language::En => '.',
        };
        let mut is_decimal_part = false;
        if c.get(i) == Some(&dec_sep) && digit(i + 1) {
            is_decimal_part = true;
            i += 1;
            while digit(i) {
                i += 1;
            }
        }
        let _ = is_decimal_part;
        if int_digits >= 5 && !grouped {
            out.push(("thousands-grouping", ctx(start)));
        }
        // the unit after the number
        let sp = c.get(i).copied();
        let (gap, from) = match sp {
            Some(' ' | NBSP | NNBSP) => (sp, i + 1),
            _ => (None, i),
        };
        let unit_end = (from..c.len())
            .take_while(|&j| c[j].is_alphabetic() || matches!(c[j], '²' | '³' | '/' | 'Ω' | '€'))
            .last()
            .map_or(from, |j| j + 1);
        if unit_end > from {
            let unit: String = c[from..unit_end].iter().collect();
            let unit = unit.trim_end_matches('/');
            let next_ok = c.get(unit_end).is_none_or(|x| !x.is_alphanumeric());
            // "the 1950s": a decade, not seconds
            let decade = lang == Language::En
                && unit == "s"
                && gap.is_none()
                && int_digits == 4
                && c[i - 1] == '0';
            if UNITS.contains(&unit) && next_ok && gap != Some(NBSP) && !decade {
                out.push(("number-unit-space", ctx(start)));
            }
        }
        i = i.max(start + 1);
    }
    out
}

fn superscript(c: char) -> bool {
    matches!(
        c,
        '⁰' | '¹' | '²' | '³' | '⁴' | '⁵' | '⁶' | '⁷' | '⁸' | '⁹' | '⁻'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(t: &str, lang: Language) -> Vec<&'static str> {
        typography(t, lang).into_iter().map(|(k, _)| k).collect()
    }

    #[test]
    fn french_typography() {
        let fr = Language::Fr;
        assert!(
            kinds(
                "Combien\u{202F}? Ainsi\u{A0}: 25\u{A0}% de 12\u{202F}500\u{A0}cm",
                fr
            )
            .is_empty()
        );
        assert_eq!(kinds("Combien ?", fr), ["fr-space-before-;!?"]);
        assert_eq!(kinds("Ainsi : oui", fr), ["fr-space-before-:"]);
        assert_eq!(kinds("25 %", fr), ["fr-space-before-%"]);
        assert_eq!(kinds("« oui »", fr), ["fr-guillemets", "fr-guillemets"]);
        assert_eq!(kinds("3.5", fr), ["decimal-separator"]);
        assert_eq!(kinds("12500 élèves", fr), ["thousands-grouping"]);
        assert_eq!(kinds("12 cm", fr), ["number-unit-space"]);
        assert!(kinds("le point A et 3 x", fr).is_empty());
        // code between backticks is verbatim: not read
        assert!(kinds("Programme\u{A0}: `for i in range(1, 5):`", fr).is_empty());
        assert_eq!(kinds("`x = 1` ; `y`", fr), ["fr-space-before-;!?"]);
    }

    #[test]
    fn english_typography() {
        let en = Language::En;
        assert!(kinds("How much? 25% of 12,500\u{A0}cm is 3.5\u{A0}m.", en).is_empty());
        assert_eq!(kinds("How much ?", en), ["en-space-before-punct"]);
        assert_eq!(kinds("3,5", en), ["decimal-separator"]);
        // a decade is not a number of seconds
        assert_eq!(kinds("in the 1950s, in 30s", en), ["number-unit-space"]);
    }

    #[test]
    fn french_agreement() {
        assert_eq!(agreement("On applique un réduction").len(), 1);
        assert!(agreement("permet de les comparer et apprend à les diviser").is_empty());
        assert_eq!(agreement("la moitié de les élèves").len(), 1);
        let fr = Language::Fr;
        assert_eq!(number_agreement("avec 1 milliers et 3 unités", fr).len(), 1);
        assert_eq!(number_agreement("0 dizaines", fr).len(), 1);
        assert_eq!(number_agreement("3 dixième", fr).len(), 1);
        assert!(number_agreement("1 unité, 0 dizaine, 3 centièmes et 1 000 élèves", fr).is_empty());
        assert!(number_agreement("2,1 unités ; 12 500 euros ; 1 cm", fr).is_empty());
        let en = Language::En;
        assert_eq!(number_agreement("1 tens and 2 one", en).len(), 2);
        assert_eq!(number_agreement("1 ten rods", en).len(), 1);
        assert!(
            number_agreement(
                "1 ten, 0 ones, 1 unit cube, 3 unit cubes and 7 ten rods",
                en
            )
            .is_empty()
        );
        assert!(number_agreement("7 hundred and 2 thousand", en).is_empty());
        // a word in y- takes no elision
        assert!(!agreement("la yourte").iter().any(|e| e.contains("elision")));
        // a year after "en" is not a count
        assert!(
            number_agreement(
                "L'élection de Mitterrand en 1981 porte la gauche au pouvoir.",
                fr
            )
            .is_empty()
        );
        assert_eq!(number_agreement("Il y a 1981 porte.", fr).len(), 1);
        assert_eq!(agreement("Quelle est le volume du cube").len(), 1);
        assert_eq!(agreement("la probabilité que au moins").len(), 1);
        assert!(agreement("Quel est le volume de la pyramide d'une hauteur").is_empty());
        assert_eq!(agreement("la vitesse moyen").len(), 1);
        assert!(agreement("la vitesse moyenne de Hugo, si elle").is_empty());
    }
}
