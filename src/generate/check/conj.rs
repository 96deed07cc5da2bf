//! Conjugation, checked without the generator's engine: a table written by hand for the
//! auxiliaries and a sample of irregular verbs, a second, plain implementation of the regular
//! first and second groups, and for every other verb the endings each tense and person must
//! have (and the auxiliary a compound tense starts with).

/// The auxiliaries in the simple tenses: (tense id, six forms).
const ETRE: &[(&str, [&str; 6])] = &[
    ("present", ["suis", "es", "est", "sommes", "êtes", "sont"]),
    (
        "imparfait",
        ["étais", "étais", "était", "étions", "étiez", "étaient"],
    ),
    (
        "passe-simple",
        ["fus", "fus", "fut", "fûmes", "fûtes", "furent"],
    ),
    (
        "futur",
        ["serai", "seras", "sera", "serons", "serez", "seront"],
    ),
    (
        "conditionnel-present",
        [
            "serais", "serais", "serait", "serions", "seriez", "seraient",
        ],
    ),
    (
        "subjonctif-present",
        ["sois", "sois", "soit", "soyons", "soyez", "soient"],
    ),
    (
        "subjonctif-imparfait",
        ["fusse", "fusses", "fût", "fussions", "fussiez", "fussent"],
    ),
    ("imperatif-present", ["", "sois", "", "soyons", "soyez", ""]),
];
const AVOIR: &[(&str, [&str; 6])] = &[
    ("present", ["ai", "as", "a", "avons", "avez", "ont"]),
    (
        "imparfait",
        ["avais", "avais", "avait", "avions", "aviez", "avaient"],
    ),
    (
        "passe-simple",
        ["eus", "eus", "eut", "eûmes", "eûtes", "eurent"],
    ),
    (
        "futur",
        ["aurai", "auras", "aura", "aurons", "aurez", "auront"],
    ),
    (
        "conditionnel-present",
        [
            "aurais", "aurais", "aurait", "aurions", "auriez", "auraient",
        ],
    ),
    (
        "subjonctif-present",
        ["aie", "aies", "ait", "ayons", "ayez", "aient"],
    ),
    (
        "subjonctif-imparfait",
        ["eusse", "eusses", "eût", "eussions", "eussiez", "eussent"],
    ),
    ("imperatif-present", ["", "aie", "", "ayons", "ayez", ""]),
];

/// Irregular verbs written out: (verb, tense, six forms).
const IRREGULAR: &[(&str, &str, [&str; 6])] = &[
    (
        "aller",
        "present",
        ["vais", "vas", "va", "allons", "allez", "vont"],
    ),
    (
        "aller",
        "futur",
        ["irai", "iras", "ira", "irons", "irez", "iront"],
    ),
    (
        "aller",
        "subjonctif-present",
        ["aille", "ailles", "aille", "allions", "alliez", "aillent"],
    ),
    (
        "faire",
        "present",
        ["fais", "fais", "fait", "faisons", "faites", "font"],
    ),
    (
        "faire",
        "futur",
        ["ferai", "feras", "fera", "ferons", "ferez", "feront"],
    ),
    (
        "faire",
        "passe-simple",
        ["fis", "fis", "fit", "fîmes", "fîtes", "firent"],
    ),
    (
        "faire",
        "subjonctif-present",
        ["fasse", "fasses", "fasse", "fassions", "fassiez", "fassent"],
    ),
    (
        "dire",
        "present",
        ["dis", "dis", "dit", "disons", "dites", "disent"],
    ),
    (
        "venir",
        "present",
        ["viens", "viens", "vient", "venons", "venez", "viennent"],
    ),
    (
        "venir",
        "futur",
        [
            "viendrai",
            "viendras",
            "viendra",
            "viendrons",
            "viendrez",
            "viendront",
        ],
    ),
    (
        "venir",
        "passe-simple",
        ["vins", "vins", "vint", "vînmes", "vîntes", "vinrent"],
    ),
    (
        "prendre",
        "present",
        ["prends", "prends", "prend", "prenons", "prenez", "prennent"],
    ),
    (
        "prendre",
        "passe-simple",
        ["pris", "pris", "prit", "prîmes", "prîtes", "prirent"],
    ),
    (
        "voir",
        "present",
        ["vois", "vois", "voit", "voyons", "voyez", "voient"],
    ),
    (
        "voir",
        "futur",
        ["verrai", "verras", "verra", "verrons", "verrez", "verront"],
    ),
    (
        "pouvoir",
        "present",
        ["peux", "peux", "peut", "pouvons", "pouvez", "peuvent"],
    ),
    (
        "pouvoir",
        "futur",
        [
            "pourrai", "pourras", "pourra", "pourrons", "pourrez", "pourront",
        ],
    ),
    (
        "vouloir",
        "present",
        ["veux", "veux", "veut", "voulons", "voulez", "veulent"],
    ),
    (
        "mettre",
        "present",
        ["mets", "mets", "met", "mettons", "mettez", "mettent"],
    ),
    (
        "partir",
        "present",
        ["pars", "pars", "part", "partons", "partez", "partent"],
    ),
    (
        "lire",
        "present",
        ["lis", "lis", "lit", "lisons", "lisez", "lisent"],
    ),
    (
        "écrire",
        "present",
        ["écris", "écris", "écrit", "écrivons", "écrivez", "écrivent"],
    ),
    (
        "savoir",
        "present",
        ["sais", "sais", "sait", "savons", "savez", "savent"],
    ),
    (
        "devoir",
        "present",
        ["dois", "dois", "doit", "devons", "devez", "doivent"],
    ),
    (
        "boire",
        "present",
        ["bois", "bois", "boit", "buvons", "buvez", "boivent"],
    ),
    (
        "connaître",
        "present",
        [
            "connais",
            "connais",
            "connaît",
            "connaissons",
            "connaissez",
            "connaissent",
        ],
    ),
];

/// Past participles and auxiliaries written out.
const PARTICIPLES: &[(&str, &str, bool)] = &[
    ("être", "été", false),
    ("avoir", "eu", false),
    ("aller", "allé", true),
    ("venir", "venu", true),
    ("partir", "parti", true),
    ("arriver", "arrivé", true),
    ("tomber", "tombé", true),
    ("naître", "né", true),
    ("mourir", "mort", true),
    ("faire", "fait", false),
    ("dire", "dit", false),
    ("prendre", "pris", false),
    ("mettre", "mis", false),
    ("voir", "vu", false),
    ("pouvoir", "pu", false),
    ("vouloir", "voulu", false),
    ("lire", "lu", false),
    ("écrire", "écrit", false),
    ("ouvrir", "ouvert", false),
    ("chanter", "chanté", false),
    ("finir", "fini", false),
];

fn table(
    t: &'static [(&'static str, [&'static str; 6])],
    tense: &str,
    p: usize,
) -> Option<&'static str> {
    t.iter()
        .find(|(id, _)| *id == tense)
        .map(|(_, f)| f[p])
        .filter(|s| !s.is_empty())
}

fn simple_of(tense: &str) -> Option<&'static str> {
    Some(match tense {
        "passe-compose" => "present",
        "plus-que-parfait" => "imparfait",
        "passe-anterieur" => "passe-simple",
        "futur-anterieur" => "futur",
        "conditionnel-passe" => "conditionnel-present",
        "subjonctif-passe" => "subjonctif-present",
        "subjonctif-plus-que-parfait" => "subjonctif-imparfait",
        "imperatif-passe" => "imperatif-present",
        _ => return None,
    })
}

/// Regular first- and second-group verbs, conjugated here by the textbook paradigm (only the
/// verbs without spelling changes).
fn regular(verb: &str, tense: &str, p: usize) -> Option<String> {
    let first = verb.ends_with("er")
        && verb != "aller"
        && !verb.ends_with("cer")
        && !verb.ends_with("ger")
        && !verb.ends_with("yer")
        && !verb.ends_with("eler")
        && !verb.ends_with("eter");
    let second = [
        "finir",
        "choisir",
        "grandir",
        "réussir",
        "obéir",
        "réfléchir",
        "remplir",
        "rougir",
        "bâtir",
        "agir",
        "applaudir",
        "avertir",
        "punir",
        "nourrir",
        "saisir",
        "salir",
        "guérir",
        "franchir",
        "maigrir",
        "grossir",
        "vieillir",
        "unir",
        "établir",
        "fournir",
    ]
    .contains(&verb);
    let stem = &verb[..verb.len() - 2];
    if first {
        // stems with e or é before their last consonant change their accent: not here
        let c: Vec<char> = stem.chars().collect();
        if c.len() >= 2 && matches!(c[c.len() - 2], 'e' | 'é') {
            return None;
        }
        let e: [&str; 6] = match tense {
            "present" => ["e", "es", "e", "ons", "ez", "ent"],
            "imparfait" => ["ais", "ais", "ait", "ions", "iez", "aient"],
            "passe-simple" => ["ai", "as", "a", "âmes", "âtes", "èrent"],
            "futur" => ["erai", "eras", "era", "erons", "erez", "eront"],
            "conditionnel-present" => ["erais", "erais", "erait", "erions", "eriez", "eraient"],
            "subjonctif-present" => ["e", "es", "e", "ions", "iez", "ent"],
            "subjonctif-imparfait" => ["asse", "asses", "ât", "assions", "assiez", "assent"],
            "imperatif-present" => ["", "e", "", "ons", "ez", ""],
            _ => return None,
        };
        return (!e[p].is_empty()).then(|| format!("{stem}{}", e[p]));
    }
    if second {
        let e: [&str; 6] = match tense {
            "present" => ["is", "is", "it", "issons", "issez", "issent"],
            "imparfait" => [
                "issais", "issais", "issait", "issions", "issiez", "issaient",
            ],
            "passe-simple" => ["is", "is", "it", "îmes", "îtes", "irent"],
            "futur" => ["irai", "iras", "ira", "irons", "irez", "iront"],
            "conditionnel-present" => ["irais", "irais", "irait", "irions", "iriez", "iraient"],
            "subjonctif-present" => ["isse", "isses", "isse", "issions", "issiez", "issent"],
            "subjonctif-imparfait" => ["isse", "isses", "ît", "issions", "issiez", "issent"],
            "imperatif-present" => ["", "is", "", "issons", "issez", ""],
            _ => return None,
        };
        return (!e[p].is_empty()).then(|| format!("{stem}{}", e[p]));
    }
    None
}

/// The endings a simple form must have.
fn endings(tense: &str, p: usize) -> &'static [&'static str] {
    let all: [&[&str]; 6] = match tense {
        "present" => [
            &["e", "s", "x", "ai"],
            &["es", "s", "x", "as"],
            &["e", "t", "d", "c", "a", "s"],
            &["ons", "sommes"],
            &["ez", "tes"],
            &["ent", "ont"],
        ],
        "imparfait" => [
            &["ais"],
            &["ais"],
            &["ait"],
            &["ions"],
            &["iez"],
            &["aient"],
        ],
        "passe-simple" => [
            &["ai", "is", "us", "ins"],
            &["as", "is", "us", "ins"],
            &["a", "it", "ut", "int"],
            &["âmes", "îmes", "ûmes", "înmes"],
            &["âtes", "îtes", "ûtes", "întes"],
            &["èrent", "irent", "urent", "inrent"],
        ],
        "futur" => [&["rai"], &["ras"], &["ra"], &["rons"], &["rez"], &["ront"]],
        "conditionnel-present" => [
            &["rais"],
            &["rais"],
            &["rait"],
            &["rions"],
            &["riez"],
            &["raient"],
        ],
        "subjonctif-present" => [
            &["e", "s"],
            &["es", "s"],
            &["e", "t"],
            &["ions", "ons"],
            &["iez", "ez"],
            &["ent"],
        ],
        "subjonctif-imparfait" => [
            &["sse"],
            &["sses"],
            &["ât", "ît", "ût", "înt"],
            &["ssions"],
            &["ssiez"],
            &["ssent"],
        ],
        "imperatif-present" => [
            &[],
            &["e", "s", "a", "x"],
            &[],
            &["ons"],
            &["ez", "tes"],
            &[],
        ],
        _ => [&[], &[], &[], &[], &[], &[]],
    };
    all[p]
}

fn strip_pronoun(form: &str, tense: &str, p: usize) -> Option<String> {
    let mut f = form;
    if tense.starts_with("subjonctif") {
        f = f.strip_prefix(if p == 2 || p == 5 { "qu'" } else { "que " })?;
    }
    if tense.starts_with("imperatif") {
        return Some(f.to_owned());
    }
    const PRO: [&str; 6] = ["je ", "tu ", "il ", "nous ", "vous ", "ils "];
    if p == 0
        && let Some(rest) = f.strip_prefix("j'")
    {
        return rest
            .starts_with(|c: char| "aeiouyhéèêâîôû".contains(c))
            .then(|| rest.to_owned());
    }
    let rest = f.strip_prefix(PRO[p])?;
    if p == 0 && rest.starts_with(|c: char| "aeiouyéèêâîôû".contains(c)) {
        return None;
    }
    Some(rest.to_owned())
}

/// Whether `form` is `verb` at `tense` (id) and `person`: `Some(true)` or `Some(false)` when
/// the checker can tell, `None` when it cannot.
pub(crate) fn conjugated(verb: &str, tense: &str, p: usize, form: &str) -> Option<bool> {
    if p > 5 {
        return Some(false);
    }
    let Some(bare) = strip_pronoun(form, tense, p) else {
        // the present participle check asks "nous …" of a verb: same rule
        return Some(false);
    };
    if tense.starts_with("imperatif") && !matches!(p, 1 | 3 | 4) {
        return Some(false);
    }
    if let Some(simple) = simple_of(tense) {
        let Some((aux, participle)) = bare.split_once(' ') else {
            return Some(false);
        };
        let is_etre = table(ETRE, simple, p) == Some(aux);
        let is_avoir = table(AVOIR, simple, p) == Some(aux);
        if !is_etre && !is_avoir {
            return Some(false);
        }
        if let Some((_, pp, etre)) = PARTICIPLES.iter().find(|(v, _, _)| *v == verb) {
            let agreed = if *etre && p >= 3 && !pp.ends_with('s') {
                format!("{pp}s")
            } else {
                (*pp).to_owned()
            };
            return Some(*etre == is_etre && participle == agreed);
        }
        if let Some(stem) = verb.strip_suffix("er").filter(|_| verb != "aller") {
            let pp = format!("{stem}é");
            return Some(participle == pp || participle == format!("{pp}s"));
        }
        // otherwise: a participle's ending, or wrong
        let plausible = ["é", "i", "u", "s", "t", "û"]
            .iter()
            .any(|e| participle.ends_with(e));
        return if plausible { None } else { Some(false) };
    }
    if verb == "être" {
        return Some(table(ETRE, tense, p) == Some(bare.as_str()));
    }
    if verb == "avoir" {
        return Some(table(AVOIR, tense, p) == Some(bare.as_str()));
    }
    if let Some((_, _, f)) = IRREGULAR.iter().find(|(v, t, _)| *v == verb && *t == tense) {
        return Some(f[p] == bare);
    }
    if let Some(r) = regular(verb, tense, p) {
        return Some(r == bare);
    }
    // otherwise the endings only: a form without them is wrong, one with them is not decided
    let e = endings(tense, p);
    if e.is_empty() || !e.iter().any(|x| bare.ends_with(x)) {
        return Some(false);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_table_and_rules() {
        assert_eq!(
            conjugated("chanter", "futur", 1, "tu chanteras"),
            Some(true)
        );
        assert_eq!(
            conjugated("chanter", "futur", 1, "tu chantais"),
            Some(false)
        );
        assert_eq!(
            conjugated("finir", "present", 3, "nous finissons"),
            Some(true)
        );
        assert_eq!(
            conjugated("aller", "passe-compose", 3, "nous sommes allés"),
            Some(true)
        );
        assert_eq!(
            conjugated("aller", "passe-compose", 3, "nous avons allé"),
            Some(false)
        );
        assert_eq!(
            conjugated("venir", "passe-simple", 3, "nous vînmes"),
            Some(true)
        );
        assert_eq!(
            conjugated("être", "subjonctif-present", 2, "qu'il soit"),
            Some(true)
        );
        assert_eq!(conjugated("aimer", "present", 0, "je aime"), Some(false));
        assert_eq!(conjugated("coudre", "imparfait", 3, "nous cousions"), None);
        assert_eq!(
            conjugated("coudre", "imparfait", 3, "nous cousons"),
            Some(false)
        );
    }
}
