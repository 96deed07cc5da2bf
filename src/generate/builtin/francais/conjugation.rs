//! The conjugation engine: every tense of the indicative, conditional, subjunctive and
//! imperative, the participles, for the three groups. First- and second-group verbs are
//! conjugated by rule (with the spelling changes of -cer, -ger, -eler, -eter, e/é + consonant
//! and -oyer/-uyer); third-group and irregular verbs from their principal parts
//! ([`super::verbs`]).

use std::sync::OnceLock;

use super::verbs::{BASES, COMPOUNDS, DOUBLING, FIRST, FIRST_ETRE, SECOND};

/// A tense (with its mood).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Tense {
    Present,
    Imparfait,
    PasseSimple,
    Futur,
    PasseCompose,
    PlusQueParfait,
    PasseAnterieur,
    FuturAnterieur,
    CondPresent,
    CondPasse,
    SubjPresent,
    SubjImparfait,
    SubjPasse,
    SubjPlusQueParfait,
    ImperatifPresent,
    ImperatifPasse,
}

impl Tense {
    /// Every tense, simple ones first.
    pub(crate) const ALL: [Tense; 16] = [
        Tense::Present,
        Tense::Imparfait,
        Tense::PasseSimple,
        Tense::Futur,
        Tense::CondPresent,
        Tense::SubjPresent,
        Tense::SubjImparfait,
        Tense::ImperatifPresent,
        Tense::PasseCompose,
        Tense::PlusQueParfait,
        Tense::PasseAnterieur,
        Tense::FuturAnterieur,
        Tense::CondPasse,
        Tense::SubjPasse,
        Tense::SubjPlusQueParfait,
        Tense::ImperatifPasse,
    ];

    /// Its name, with its mood: "futur simple de l'indicatif".
    pub(crate) fn name(self) -> &'static str {
        match self {
            Tense::Present => "présent de l'indicatif",
            Tense::Imparfait => "imparfait de l'indicatif",
            Tense::PasseSimple => "passé simple de l'indicatif",
            Tense::Futur => "futur simple de l'indicatif",
            Tense::PasseCompose => "passé composé de l'indicatif",
            Tense::PlusQueParfait => "plus-que-parfait de l'indicatif",
            Tense::PasseAnterieur => "passé antérieur de l'indicatif",
            Tense::FuturAnterieur => "futur antérieur de l'indicatif",
            Tense::CondPresent => "présent du conditionnel",
            Tense::CondPasse => "passé du conditionnel",
            Tense::SubjPresent => "présent du subjonctif",
            Tense::SubjImparfait => "imparfait du subjonctif",
            Tense::SubjPasse => "passé du subjonctif",
            Tense::SubjPlusQueParfait => "plus-que-parfait du subjonctif",
            Tense::ImperatifPresent => "présent de l'impératif",
            Tense::ImperatifPasse => "passé de l'impératif",
        }
    }

    /// A stable id ("futur"), for the checks.
    pub(crate) fn id(self) -> &'static str {
        match self {
            Tense::Present => "present",
            Tense::Imparfait => "imparfait",
            Tense::PasseSimple => "passe-simple",
            Tense::Futur => "futur",
            Tense::PasseCompose => "passe-compose",
            Tense::PlusQueParfait => "plus-que-parfait",
            Tense::PasseAnterieur => "passe-anterieur",
            Tense::FuturAnterieur => "futur-anterieur",
            Tense::CondPresent => "conditionnel-present",
            Tense::CondPasse => "conditionnel-passe",
            Tense::SubjPresent => "subjonctif-present",
            Tense::SubjImparfait => "subjonctif-imparfait",
            Tense::SubjPasse => "subjonctif-passe",
            Tense::SubjPlusQueParfait => "subjonctif-plus-que-parfait",
            Tense::ImperatifPresent => "imperatif-present",
            Tense::ImperatifPasse => "imperatif-passe",
        }
    }

    /// From [`Tense::id`].
    pub(crate) fn from_id(id: &str) -> Option<Tense> {
        Tense::ALL.into_iter().find(|t| t.id() == id)
    }

    /// Whether the tense is an imperative (persons 1, 3 and 4 only).
    pub(crate) fn imperative(self) -> bool {
        matches!(self, Tense::ImperatifPresent | Tense::ImperatifPasse)
    }

    /// Whether the tense is a subjunctive (introduced by « que »).
    pub(crate) fn subjunctive(self) -> bool {
        matches!(
            self,
            Tense::SubjPresent
                | Tense::SubjImparfait
                | Tense::SubjPasse
                | Tense::SubjPlusQueParfait
        )
    }

    /// The auxiliary's tense of a compound tense.
    fn aux(self) -> Option<Tense> {
        Some(match self {
            Tense::PasseCompose => Tense::Present,
            Tense::PlusQueParfait => Tense::Imparfait,
            Tense::PasseAnterieur => Tense::PasseSimple,
            Tense::FuturAnterieur => Tense::Futur,
            Tense::CondPasse => Tense::CondPresent,
            Tense::SubjPasse => Tense::SubjPresent,
            Tense::SubjPlusQueParfait => Tense::SubjImparfait,
            Tense::ImperatifPasse => Tense::ImperatifPresent,
            _ => return None,
        })
    }
}

/// Subject pronouns of the six persons.
pub(crate) const PRONOUNS: [&str; 6] = ["je", "tu", "il", "nous", "vous", "ils"];

/// Names of the persons.
pub(crate) const PERSON_NAMES: [&str; 6] = [
    "1re personne du singulier",
    "2e personne du singulier",
    "3e personne du singulier",
    "1re personne du pluriel",
    "2e personne du pluriel",
    "3e personne du pluriel",
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ps {
    A,
    I,
    U,
    In,
}

#[derive(Debug, Clone)]
enum Subj {
    Stems(String, String),
    Full([String; 6]),
}

/// A verb, ready to conjugate.
#[derive(Debug, Clone)]
pub(crate) struct Verb {
    /// The infinitive.
    pub inf: String,
    /// 1, 2 or 3.
    pub group: u8,
    /// Conjugated with « être » in compound tenses.
    pub etre: bool,
    /// The past participle.
    pub pp: String,
    /// The present participle.
    pub ppr: String,
    pres: [String; 6],
    impf: String,
    ps: String,
    psk: Ps,
    fut: String,
    subj: Subj,
    ipv: Option<[String; 3]>,
    cg: bool,
}

fn six(s: &str) -> [String; 6] {
    let v: Vec<String> = s.split(' ').map(str::to_owned).collect();
    assert_eq!(v.len(), 6, "six forms in {s:?}");
    [
        v[0].clone(),
        v[1].clone(),
        v[2].clone(),
        v[3].clone(),
        v[4].clone(),
        v[5].clone(),
    ]
}

fn strip<'a>(s: &'a str, suffix: &str) -> &'a str {
    s.strip_suffix(suffix).unwrap_or(s)
}

impl Verb {
    fn parse(line: &str) -> Verb {
        let f: Vec<&str> = line.split('|').collect();
        let pres = six(f[1]);
        let (ps, k) = f[2].split_once(':').expect("passé simple stem:kind");
        let psk = match k {
            "A" => Ps::A,
            "I" => Ps::I,
            "U" => Ps::U,
            _ => Ps::In,
        };
        let subj = if let Some(full) = f[4].strip_prefix('=') {
            Subj::Full(six(full))
        } else if let Some((a, b)) = f[4].split_once(',') {
            Subj::Stems(a.to_owned(), b.to_owned())
        } else {
            Subj::Stems(
                strip(&pres[5], "ent").to_owned(),
                strip(&pres[3], "ons").to_owned(),
            )
        };
        let mut v = Verb {
            inf: f[0].to_owned(),
            group: if f[0] == "être" || f[0] == "avoir" {
                0
            } else {
                3
            },
            etre: f[6] == "E",
            pp: f[5].to_owned(),
            ppr: format!("{}ant", strip(&pres[3], "ons")),
            impf: strip(&pres[3], "ons").to_owned(),
            ps: ps.to_owned(),
            psk,
            fut: f[3].to_owned(),
            subj,
            ipv: None,
            cg: false,
            pres,
        };
        v.ipv = Some(v.imperative_from_present());
        if let Some(opts) = f.get(7) {
            for o in opts.split(';') {
                match o.split_once('=') {
                    Some(("imp", s)) => v.impf = s.to_owned(),
                    Some(("ppr", s)) => v.ppr = s.to_owned(),
                    Some(("ipv", s)) => {
                        let p: Vec<&str> = s.split(' ').collect();
                        v.ipv = Some([p[0].to_owned(), p[1].to_owned(), p[2].to_owned()]);
                    }
                    _ if o == "noimp" => v.ipv = None,
                    _ => panic!("unknown option {o:?} in {line:?}"),
                }
            }
        }
        if v.inf.ends_with("er") && v.inf != "aller" {
            v.group = 1;
        }
        v
    }

    fn imperative_from_present(&self) -> [String; 3] {
        let tu = &self.pres[1];
        let tu = if tu.ends_with("es") || tu == "vas" {
            tu[..tu.len() - 1].to_owned()
        } else {
            tu.clone()
        };
        [tu, self.pres[3].clone(), self.pres[4].clone()]
    }

    /// A verb conjugated like `base`, with the prefix changed.
    fn compound(inf: &str, base: &Verb, aux: Option<char>) -> Verb {
        // the longest common ending of the two infinitives
        let a: Vec<char> = base.inf.chars().collect();
        let b: Vec<char> = inf.chars().collect();
        let mut n = 0;
        while n < a.len() && n < b.len() && a[a.len() - 1 - n] == b[b.len() - 1 - n] {
            n += 1;
        }
        let old: String = a[..a.len() - n].iter().collect();
        let new: String = b[..b.len() - n].iter().collect();
        let re = |s: &String| -> String {
            match s.strip_prefix(old.as_str()) {
                Some(rest) => format!("{new}{rest}"),
                None => s.clone(),
            }
        };
        let re6 = |s: &[String; 6]| -> [String; 6] {
            [
                re(&s[0]),
                re(&s[1]),
                re(&s[2]),
                re(&s[3]),
                re(&s[4]),
                re(&s[5]),
            ]
        };
        Verb {
            inf: inf.to_owned(),
            group: base.group,
            etre: match aux {
                Some(c) => c == 'E',
                None => base.etre,
            },
            pp: re(&base.pp),
            ppr: re(&base.ppr),
            pres: re6(&base.pres),
            impf: re(&base.impf),
            ps: re(&base.ps),
            psk: base.psk,
            fut: re(&base.fut),
            subj: match &base.subj {
                Subj::Stems(x, y) => Subj::Stems(re(x), re(y)),
                Subj::Full(s) => Subj::Full(re6(s)),
            },
            ipv: base.ipv.as_ref().map(|i| [re(&i[0]), re(&i[1]), re(&i[2])]),
            cg: base.cg,
        }
    }

    fn first(inf: &str) -> Verb {
        let stem = &inf[..inf.len() - 2];
        let cg = inf.ends_with("cer") || inf.ends_with("ger");
        let chars: Vec<char> = stem.chars().collect();
        // the stem used before a mute e, and the future's stem
        let (mute, fut): (String, String) = if inf.ends_with("oyer") || inf.ends_with("uyer") {
            let m = format!("{}i", &stem[..stem.len() - 1]);
            (m.clone(), format!("{m}er"))
        } else if DOUBLING.contains(&inf) {
            let last = chars[chars.len() - 1];
            let m = format!("{stem}{last}");
            (m.clone(), format!("{m}er"))
        } else if chars.len() >= 3
            && matches!(chars[chars.len() - 2], 'e' | 'é')
            && !"aeiouyéè".contains(chars[chars.len() - 1])
            && !"aeiouyéè".contains(chars[chars.len() - 3])
        {
            let mut m = chars.clone();
            let acute = m[m.len() - 2] == 'é';
            let i = m.len() - 2;
            m[i] = 'è';
            let m: String = m.into_iter().collect();
            // é keeps its accent in the future (traditional spelling)
            let f = if acute {
                inf.to_owned()
            } else {
                format!("{m}er")
            };
            (m, f)
        } else {
            (stem.to_owned(), inf.to_owned())
        };
        let s = stem.to_owned();
        let pres = [
            format!("{mute}e"),
            format!("{mute}es"),
            format!("{mute}e"),
            join(cg, &s, "ons"),
            format!("{s}ez"),
            format!("{mute}ent"),
        ];
        let mut v = Verb {
            inf: inf.to_owned(),
            group: 1,
            etre: FIRST_ETRE.contains(&inf),
            pp: format!("{s}é"),
            ppr: join(cg, &s, "ant"),
            pres,
            impf: s.clone(),
            ps: s.clone(),
            psk: Ps::A,
            fut,
            subj: Subj::Stems(mute, s),
            ipv: None,
            cg,
        };
        v.ipv = Some(v.imperative_from_present());
        v
    }

    fn second(inf: &str) -> Verb {
        let s = &inf[..inf.len() - 2];
        let mut v = Verb {
            inf: inf.to_owned(),
            group: 2,
            etre: false,
            pp: format!("{s}i"),
            ppr: format!("{s}issant"),
            pres: six(&format!("{s}is {s}is {s}it {s}issons {s}issez {s}issent")),
            impf: format!("{s}iss"),
            ps: s.to_owned(),
            psk: Ps::I,
            fut: inf.to_owned(),
            subj: Subj::Stems(format!("{s}iss"), format!("{s}iss")),
            ipv: None,
            cg: false,
        };
        v.ipv = Some(v.imperative_from_present());
        v
    }

    /// Whether the verb has an imperative.
    pub(crate) fn has_imperative(&self) -> bool {
        self.ipv.is_some()
    }

    /// The simple form of `tense` at `person` (0–5), without pronoun; `None` for a person the
    /// tense does not have (imperative: persons 1, 3, 4 only).
    fn simple(&self, tense: Tense, p: usize) -> Option<String> {
        const IMPF: [&str; 6] = ["ais", "ais", "ait", "ions", "iez", "aient"];
        const FUT: [&str; 6] = ["ai", "as", "a", "ons", "ez", "ont"];
        const SUBJ: [&str; 6] = ["e", "es", "e", "ions", "iez", "ent"];
        Some(match tense {
            Tense::Present => self.pres[p].clone(),
            Tense::Imparfait => join(self.cg, &unsoft(self.cg, &self.impf), IMPF[p]),
            Tense::PasseSimple => {
                let e: [&str; 6] = match self.psk {
                    Ps::A => ["ai", "as", "a", "âmes", "âtes", "èrent"],
                    Ps::I => ["is", "is", "it", "îmes", "îtes", "irent"],
                    Ps::U => ["us", "us", "ut", "ûmes", "ûtes", "urent"],
                    Ps::In => ["ins", "ins", "int", "înmes", "întes", "inrent"],
                };
                join(self.cg, &self.ps, e[p])
            }
            Tense::Futur => format!("{}{}", self.fut, FUT[p]),
            Tense::CondPresent => format!("{}{}", self.fut, IMPF[p]),
            Tense::SubjPresent => match &self.subj {
                Subj::Full(f) => f[p].clone(),
                Subj::Stems(a, b) => {
                    let stem = if p == 3 || p == 4 { b } else { a };
                    format!("{stem}{}", SUBJ[p])
                }
            },
            Tense::SubjImparfait => {
                let e: [&str; 6] = match self.psk {
                    Ps::A => ["asse", "asses", "ât", "assions", "assiez", "assent"],
                    Ps::I => ["isse", "isses", "ît", "issions", "issiez", "issent"],
                    Ps::U => ["usse", "usses", "ût", "ussions", "ussiez", "ussent"],
                    Ps::In => ["insse", "insses", "înt", "inssions", "inssiez", "inssent"],
                };
                join(self.cg, &self.ps, e[p])
            }
            Tense::ImperatifPresent => {
                let i = self.ipv.as_ref()?;
                match p {
                    1 => i[0].clone(),
                    3 => i[1].clone(),
                    4 => i[2].clone(),
                    _ => return None,
                }
            }
            _ => return None,
        })
    }

    /// The past participle agreeing with a masculine subject of person `p` (with « être »).
    fn agreed_pp(&self, p: usize) -> String {
        if self.etre && p >= 3 && !self.pp.ends_with('s') {
            format!("{}s", self.pp)
        } else {
            self.pp.clone()
        }
    }

    /// The form of `tense` at `person` (0–5), without pronoun ("ai chanté", "chantâmes").
    pub(crate) fn form(&self, tense: Tense, p: usize) -> Option<String> {
        if tense.imperative() && (!matches!(p, 1 | 3 | 4) || self.ipv.is_none()) {
            return None;
        }
        match tense.aux() {
            None => self.simple(tense, p),
            Some(t) => {
                // the table starts with « être » and « avoir »
                let aux = &verbs()[usize::from(!self.etre)];
                Some(format!("{} {}", aux.simple(t, p)?, self.agreed_pp(p)))
            }
        }
    }

    /// The form with its subject pronoun ("j'ai chanté", "que nous chantions"), or alone
    /// for the imperative.
    pub(crate) fn with_pronoun(&self, tense: Tense, p: usize) -> Option<String> {
        let f = self.form(tense, p)?;
        if tense.imperative() {
            return Some(f);
        }
        let pro = if p == 0 && starts_with_vowel(&f) {
            "j'".to_owned()
        } else {
            format!("{} ", PRONOUNS[p])
        };
        let que = if tense.subjunctive() {
            if p == 2 || p == 5 { "qu'" } else { "que " }
        } else {
            ""
        };
        Some(format!("{que}{pro}{f}"))
    }
}

/// Whether a form elides « je » (vowel or mute h).
pub(crate) fn starts_with_vowel(s: &str) -> bool {
    s.chars()
        .next()
        .is_some_and(|c| "aeiouyhéèêâîôûœ".contains(c))
}

/// Stem + ending, with ç / ge before a and o for -cer / -ger verbs.
fn join(cg: bool, stem: &str, ending: &str) -> String {
    let hard = ending.starts_with(['a', 'â', 'o']);
    if cg && hard {
        if let Some(s) = stem.strip_suffix('c') {
            return format!("{s}ç{ending}");
        }
        if stem.ends_with('g') {
            return format!("{stem}e{ending}");
        }
    }
    format!("{stem}{ending}")
}

/// Undoes ç / ge at the end of a stem taken from a form.
fn unsoft(cg: bool, stem: &str) -> String {
    if !cg {
        return stem.to_owned();
    }
    if let Some(s) = stem.strip_suffix('ç') {
        return format!("{s}c");
    }
    if let Some(s) = stem.strip_suffix("ge") {
        return format!("{s}g");
    }
    stem.to_owned()
}

/// Every verb the engine knows, in table order: irregular bases, their compounds, then the
/// first and second groups.
pub(crate) fn verbs() -> &'static [Verb] {
    static VERBS: OnceLock<Vec<Verb>> = OnceLock::new();
    VERBS.get_or_init(|| {
        let mut out: Vec<Verb> = BASES.iter().map(|l| Verb::parse(l)).collect();
        for (inf, base, aux) in COMPOUNDS {
            let b = out
                .iter()
                .find(|v| v.inf == *base)
                .unwrap_or_else(|| panic!("base {base} of {inf}"))
                .clone();
            out.push(Verb::compound(inf, &b, *aux));
        }
        out.extend(FIRST.iter().map(|i| Verb::first(i)));
        out.extend(SECOND.iter().map(|i| Verb::second(i)));
        out
    })
}

/// The verb of this infinitive.
pub(crate) fn verb(inf: &str) -> Option<&'static Verb> {
    verbs().iter().find(|v| v.inf == inf)
}

/// How many irregular verbs (given by their principal parts or conjugated like one of
/// those) the engine knows.
#[cfg(test)]
pub(crate) fn irregular_count() -> usize {
    BASES.len() + COMPOUNDS.len()
}

#[cfg(test)]
mod tests;
