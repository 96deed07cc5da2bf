//! Accent- and case-insensitive search over the curriculum.
//!
//! Texts and queries are folded by [`normalize`] and cut into alphanumeric tokens. A hit's
//! score puts it in one tier, best first:
//!
//! | score     | match                                                                  |
//! |-----------|------------------------------------------------------------------------|
//! | 1000      | the query is the whole title (or an alternative name, or the id)        |
//! | 800..=899 | the (main) title starts with the query                                 |
//! | 600..=699 | every query token starts a word of the title or of an alternative name |
//! | 300..=399 | every query token starts a word of the title, keywords or description  |
//! | 100..=199 | some of the query's significant tokens are found, one in the title     |
//!
//! Within a tier, the extra points reward titles the query covers best. Ties are broken by
//! kind (chapter, sequence, subject, level, competency, bloom) and then by id.

use serde::Serialize;
use unicode_normalization::{UnicodeNormalization, char::is_combining_mark};
use utoipa::ToSchema;

use super::{Curriculum, data};

/// The kind of item a [`SearchHit`] points to. Variants are declared in tie-break order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SearchKind {
    /// A [`super::Chapter`].
    Chapter,
    /// A [`super::Sequence`].
    Sequence,
    /// A [`super::Subject`].
    Subject,
    /// A [`super::Level`].
    Level,
    /// A [`super::Competency`] of the socle commun.
    Competency,
    /// A [`super::BloomLevel`].
    Bloom,
}

/// One search result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchHit {
    /// What the id refers to.
    pub kind: SearchKind,
    /// Id of the item in its collection.
    pub id: String,
    /// Display title (for a Bloom level, its French name).
    pub title: String,
    /// Relevance, higher is better (see the module documentation for the tiers).
    pub score: u32,
    /// The subject of a chapter or sequence, or the subject itself.
    pub subject_id: Option<String>,
    /// The level of a chapter or sequence, or the level itself.
    pub level_id: Option<String>,
}

/// Folds `s` for comparison: lowercase, accents and other combining marks removed (after
/// canonical decomposition), `œ` → `oe`, `æ` → `ae`, and apostrophes (`'`, `’`, `‘`, `ʼ`)
/// replaced by a space. Other characters are kept: `normalize("Œuvre d’Élève")` is
/// `"oeuvre d eleve"`.
pub fn normalize(s: &str) -> String {
    let lower = s.to_lowercase();
    let mut out = String::with_capacity(lower.len());
    for c in lower.nfd() {
        match c {
            c if is_combining_mark(c) => {}
            '\'' | '\u{2019}' | '\u{2018}' | '\u{02bc}' => out.push(' '),
            'œ' => out.push_str("oe"),
            'æ' => out.push_str("ae"),
            c => out.push(c),
        }
    }
    out
}

/// The alphanumeric tokens of `s` once normalized.
fn tokens(s: &str) -> Vec<String> {
    normalize(s)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Words too common to count on their own (already normalized).
const STOP_WORDS: &[&str] = &[
    "a", "au", "aux", "avec", "d", "dans", "de", "des", "du", "en", "et", "l", "la", "le", "les",
    "ou", "par", "pour", "sur", "un", "une", "and", "of", "the",
];

/// A precomputed, normalized view of one searchable item.
#[derive(Debug, Clone)]
struct Entry {
    kind: SearchKind,
    id: String,
    title: String,
    subject_id: Option<String>,
    level_id: Option<String>,
    /// The id's tokens joined by a space.
    id_key: String,
    /// The tokens of the title and of its alternative names (title first).
    titles: Vec<Vec<String>>,
    /// Each of `titles` joined by a space.
    title_keys: Vec<String>,
    /// Tokens of keywords, descriptions and context (subject, level), sorted, deduplicated.
    extra: Vec<String>,
}

impl Entry {
    fn new(
        kind: SearchKind,
        id: &str,
        titles: &[&str],
        extra: &[&str],
        subject_id: Option<&str>,
        level_id: Option<&str>,
    ) -> Self {
        let title = titles.first().copied().unwrap_or(id).to_owned();
        let titles: Vec<Vec<String>> = titles.iter().map(|t| tokens(t)).collect();
        let title_keys = titles.iter().map(|t| t.join(" ")).collect();
        let mut extra: Vec<String> = extra.iter().flat_map(|e| tokens(e)).collect();
        extra.sort_unstable();
        extra.dedup();
        Entry {
            kind,
            id: id.to_owned(),
            title,
            subject_id: subject_id.map(str::to_owned),
            level_id: level_id.map(str::to_owned),
            id_key: tokens(id).join(" "),
            titles,
            title_keys,
            extra,
        }
    }

    fn in_titles(&self, token: &str) -> bool {
        self.titles
            .iter()
            .any(|t| t.iter().any(|w| w.starts_with(token)))
    }

    fn in_extra(&self, token: &str) -> bool {
        // `extra` is sorted: the words starting with `token` follow its insertion point.
        let i = self.extra.partition_point(|w| w.as_str() < token);
        self.extra.get(i).is_some_and(|w| w.starts_with(token))
    }

    fn score(&self, query: &Query) -> Option<u32> {
        let key = query.key.as_str();
        if self.id_key == key || self.title_keys.iter().any(|t| t == key) {
            return Some(1000);
        }
        let cover = |title_len: usize| ratio(key.len(), title_len, 99);
        if let Some(title) = self.title_keys.first().filter(|t| t.starts_with(key)) {
            return Some(800 + cover(title.len()));
        }
        let required = &query.required;
        if let Some(title) = self
            .titles
            .iter()
            .find(|t| required.iter().all(|q| t.iter().any(|w| w.starts_with(q))))
        {
            return Some(600 + cover(title.join(" ").len()));
        }
        let in_title = required.iter().filter(|q| self.in_titles(q)).count();
        let found = required
            .iter()
            .filter(|q| self.in_titles(q) || self.in_extra(q))
            .count();
        let n = required.len();
        if found == n {
            return Some(300 + ratio(in_title, n, 99));
        }
        if in_title == 0 || n < 2 {
            return None;
        }
        // Title matches weigh twice as much as keyword matches.
        Some(100 + ratio(in_title + found, 2 * n, 99))
    }

    fn hit(&self, score: u32) -> SearchHit {
        SearchHit {
            kind: self.kind,
            id: self.id.clone(),
            title: self.title.clone(),
            score,
            subject_id: self.subject_id.clone(),
            level_id: self.level_id.clone(),
        }
    }
}

/// `max * part / whole`, rounded down.
fn ratio(part: usize, whole: usize, max: u32) -> u32 {
    let value = part * max as usize / whole.max(1);
    u32::try_from(value).unwrap_or(max).min(max)
}

/// A prepared query.
struct Query {
    /// All tokens joined by a space.
    key: String,
    /// The tokens every match needs: the significant ones, or all if none is significant.
    required: Vec<String>,
}

impl Query {
    fn parse(q: &str) -> Option<Self> {
        let all = tokens(q);
        if all.is_empty() {
            return None;
        }
        let significant: Vec<String> = all
            .iter()
            .filter(|t| !STOP_WORDS.contains(&t.as_str()))
            .cloned()
            .collect();
        Some(Query {
            key: all.join(" "),
            required: if significant.is_empty() {
                all
            } else {
                significant
            },
        })
    }
}

/// Normalized search data for every searchable item of a [`Curriculum`].
#[derive(Debug, Clone, Default)]
pub(super) struct Index {
    entries: Vec<Entry>,
}

impl Index {
    /// Indexes `c`'s chapters, sequences, subjects, levels, competencies and Bloom levels.
    pub(super) fn build(c: &Curriculum) -> Self {
        let subject_context = |id: &str| -> Vec<&str> {
            let mut ctx = Vec::new();
            if let Some(s) = c.subject(id) {
                ctx.push(s.name.as_str());
            }
            if let Some(def) = data::SUBJECTS.iter().find(|s| s.id == id) {
                ctx.extend_from_slice(def.aliases);
            }
            ctx
        };
        let level_context = |id: &str| -> Vec<&str> {
            c.level(id)
                .map(|l| vec![l.name.as_str(), l.short_name.as_str(), l.id.as_str()])
                .unwrap_or_default()
        };

        let mut entries = Vec::new();
        for ch in &c.chapters {
            let mut extra: Vec<&str> = ch.keywords.iter().map(String::as_str).collect();
            if let Some(seq) = c.sequence(&ch.sequence_id) {
                extra.push(&seq.title);
            }
            extra.extend(subject_context(&ch.subject_id));
            extra.extend(level_context(&ch.level_id));
            entries.push(Entry::new(
                SearchKind::Chapter,
                &ch.id,
                &[&ch.title],
                &extra,
                Some(&ch.subject_id),
                Some(&ch.level_id),
            ));
        }
        for seq in &c.sequences {
            let mut extra = subject_context(&seq.subject_id);
            extra.extend(level_context(&seq.level_id));
            entries.push(Entry::new(
                SearchKind::Sequence,
                &seq.id,
                &[&seq.title],
                &extra,
                Some(&seq.subject_id),
                Some(&seq.level_id),
            ));
        }
        for s in &c.subjects {
            let mut titles = vec![s.name.as_str()];
            if let Some(def) = data::SUBJECTS.iter().find(|d| d.id == s.id) {
                titles.extend_from_slice(def.aliases);
            }
            let extra: Vec<&str> = s.levels.iter().map(String::as_str).collect();
            entries.push(Entry::new(
                SearchKind::Subject,
                &s.id,
                &titles,
                &extra,
                Some(&s.id),
                None,
            ));
        }
        for l in &c.levels {
            let mut extra = vec![l.stage.as_str()];
            if let Some(cycle) = c.cycle(&l.cycle) {
                extra.push(&cycle.name);
            }
            entries.push(Entry::new(
                SearchKind::Level,
                &l.id,
                &[&l.name, &l.short_name],
                &extra,
                None,
                Some(&l.id),
            ));
        }
        for comp in &c.competencies {
            entries.push(Entry::new(
                SearchKind::Competency,
                &comp.id,
                &[&comp.title],
                &[&comp.description, "socle commun"],
                None,
                None,
            ));
        }
        for b in &c.bloom_levels {
            let mut extra = vec![b.description.as_str(), "bloom", "taxonomie"];
            extra.extend(b.verbs_fr.iter().map(String::as_str));
            extra.extend(b.verbs_en.iter().map(String::as_str));
            entries.push(Entry::new(
                SearchKind::Bloom,
                &b.id,
                &[&b.name_fr, &b.name_en],
                &extra,
                None,
                None,
            ));
        }
        Index { entries }
    }
}

impl Curriculum {
    /// Searches chapters, sequences, subjects, levels, socle components and Bloom levels,
    /// ignoring case and accents. Best hits first; an empty or blank query finds nothing.
    pub fn search(&self, q: &str) -> Vec<SearchHit> {
        let Some(query) = Query::parse(q) else {
            return Vec::new();
        };
        let mut hits: Vec<SearchHit> = self
            .index
            .entries
            .iter()
            .filter_map(|e| e.score(&query).map(|s| e.hit(s)))
            .collect();
        hits.sort_by(|a, b| {
            b.score
                .cmp(&a.score)
                .then(a.kind.cmp(&b.kind))
                .then_with(|| a.id.cmp(&b.id))
        });
        hits
    }
}

#[cfg(test)]
mod tests {
    use super::super::curriculum;
    use super::*;

    fn ids(hits: &[SearchHit]) -> Vec<&str> {
        hits.iter().map(|h| h.id.as_str()).collect()
    }

    #[test]
    fn normalize_folds_case_accents_ligatures_and_apostrophes() {
        assert_eq!(normalize("Œuvre d’Élève"), "oeuvre d eleve");
        assert_eq!(normalize("THALÈS"), "thales");
        assert_eq!(normalize("Énergie"), "energie");
        assert_eq!(normalize("Cæsar"), "caesar");
        assert_eq!(normalize("ÆŒ"), "aeoe");
        assert_eq!(normalize("l'été"), "l ete");
        assert_eq!(normalize("ça, c‘est ʼça"), "ca, c est  ca");
        assert_eq!(normalize("Ç Ñ ü î"), "c n u i");
        assert_eq!(
            tokens("Loi d'Ohm : U = R×I"),
            ["loi", "d", "ohm", "u", "r", "i"]
        );
    }

    #[test]
    fn empty_or_blank_query_finds_nothing() {
        let c = curriculum();
        assert!(c.search("").is_empty());
        assert!(c.search("   \t\n").is_empty());
        assert!(c.search(" ' ’ - : ").is_empty());
    }

    #[test]
    fn pythagore_finds_the_4e_chapter_first() {
        let hits = curriculum().search("pythagore");
        let first = &hits[0];
        assert_eq!(first.id, "mathematiques-4e-theoreme-de-pythagore");
        assert_eq!(first.kind, SearchKind::Chapter);
        assert_eq!(first.title, "Théorème de Pythagore");
        assert_eq!(first.subject_id.as_deref(), Some("mathematiques"));
        assert_eq!(first.level_id.as_deref(), Some("4e"));
        let exact = curriculum().search("Théorème de Pythagore");
        assert_eq!(exact[0].id, "mathematiques-4e-theoreme-de-pythagore");
        assert_eq!(exact[0].score, 1000);
    }

    #[test]
    fn search_ignores_case_and_accents() {
        let c = curriculum();
        let upper = c.search("THALÈS");
        assert!(!upper.is_empty());
        assert_eq!(upper, c.search("thales"));
        assert_eq!(upper, c.search("Thalès"));
        let found = ids(&upper);
        assert!(found.contains(&"mathematiques-4e-theoreme-de-thales"));
        assert!(found.contains(&"mathematiques-3e-theoreme-de-thales"));
        assert_eq!(c.search("ÉNERGIE"), c.search("energie"));
        assert_eq!(c.search("loi d’ohm"), c.search("LOI D'OHM"));
    }

    #[test]
    fn energie_finds_physique_chimie_chapters_titled_with_energie() {
        let c = curriculum();
        let hits = c.search("energie");
        let found = ids(&hits);
        for id in [
            "physique-chimie-3e-energie-cinetique",
            "physique-chimie-3e-energie-et-puissance",
            "physique-chimie-5e-sources-et-formes-d-energie",
            "physique-chimie-6e-sources-et-conversions-d-energie",
        ] {
            assert!(found.contains(&id), "missing {id}");
        }
        // Every physique-chimie chapter with a word starting "énergie" in its title is found
        // in the title tiers.
        for ch in c.chapters_filtered(Some("physique-chimie"), None, None, None) {
            if tokens(&ch.title).iter().any(|w| w.starts_with("energie")) {
                let hit = hits.iter().find(|h| h.id == ch.id).expect("found");
                assert!(hit.score >= 600, "{} scored {}", ch.id, hit.score);
            }
        }
        let cinetique = c.search("énergie cinétique");
        assert_eq!(cinetique[0].id, "physique-chimie-3e-energie-cinetique");
    }

    #[test]
    fn ranking_tiers() {
        let c = curriculum();
        // Exact title, then titles starting with the query, then word-prefix matches.
        let hits = c.search("fractions");
        assert_eq!(hits[0].id, "mathematiques-6e-fractions");
        assert_eq!(hits[0].score, 1000);
        let five = hits
            .iter()
            .find(|h| h.id == "mathematiques-5e-fractions")
            .unwrap();
        assert!((800..900).contains(&five.score));
        let four = hits
            .iter()
            .find(|h| h.id == "mathematiques-4e-fractions")
            .unwrap();
        assert!((800..900).contains(&four.score));
        let ops = c.search("division");
        let euclid = ops
            .iter()
            .find(|h| h.id == "mathematiques-6e-division-euclidienne-et-decimale")
            .unwrap();
        assert!((800..900).contains(&euclid.score));
        let frac4 = ops
            .iter()
            .find(|h| h.id == "mathematiques-4e-fractions")
            .unwrap();
        assert!((600..700).contains(&frac4.score));
        // A keyword-only match ranks below title matches.
        let hyp = c.search("hypoténuse");
        assert_eq!(hyp[0].id, "mathematiques-4e-theoreme-de-pythagore");
        assert!((300..400).contains(&hyp[0].score));
        // Context tokens (the level) narrow a keyword search.
        let py4 = c.search("pythagore 4e");
        assert_eq!(py4[0].id, "mathematiques-4e-theoreme-de-pythagore");
        assert!((300..400).contains(&py4[0].score));
        // Partial matches need a title match: the 3e chapters do not all come up.
        let py3 = c.search("pythagore 3e");
        assert!(py3.iter().all(|h| h.score < 200));
        assert!(
            py3.iter()
                .any(|h| h.id == "mathematiques-4e-theoreme-de-pythagore")
        );
        assert!(!py3.iter().any(|h| h.id == "mathematiques-3e-trigonometrie"));
    }

    #[test]
    fn other_kinds_are_searchable() {
        let c = curriculum();
        let six = c.search("6e");
        assert_eq!((six[0].kind, six[0].id.as_str()), (SearchKind::Level, "6e"));
        let six = c.search("sixième");
        assert_eq!((six[0].kind, six[0].id.as_str()), (SearchKind::Level, "6e"));
        let d13 = c.search("D1.3");
        assert_eq!(
            (d13[0].kind, d13[0].id.as_str()),
            (SearchKind::Competency, "D1.3")
        );
        let apply = c.search("Appliquer");
        assert_eq!(
            (apply[0].kind, apply[0].id.as_str()),
            (SearchKind::Bloom, "apply")
        );
        assert_eq!(c.search("evaluate")[0].id, "evaluate");
        assert_eq!(c.search("évaluer")[0].id, "evaluate");
        let maths = c.search("maths");
        assert_eq!(
            (maths[0].kind, maths[0].id.as_str()),
            (SearchKind::Subject, "mathematiques")
        );
        let pc = c.search("physique chimie");
        assert_eq!(pc[0].id, "physique-chimie");
        let seq = c.search("mouvement et interactions");
        assert_eq!(seq[0].kind, SearchKind::Sequence);
        assert_eq!(seq.iter().filter(|h| h.score == 1000).count(), 6);
        assert!(seq.iter().take(6).all(|h| h.kind == SearchKind::Sequence));
        let langue = c.search("langue française");
        assert_eq!(langue[0].id, "D1.1");
    }

    #[test]
    fn hits_are_sorted_by_score_then_kind_then_id() {
        let c = curriculum();
        for q in [
            "de", "nombres", "energie", "the", "d", "système", "analyser",
        ] {
            let hits = c.search(q);
            assert!(!hits.is_empty(), "{q}");
            for w in hits.windows(2) {
                let key = |h: &SearchHit| (std::cmp::Reverse(h.score), h.kind, h.id.clone());
                assert!(key(&w[0]) < key(&w[1]), "{q}: {:?} then {:?}", w[0], w[1]);
            }
        }
    }

    #[test]
    fn hits_serialize_in_camel_case() {
        let hit = &curriculum().search("pythagore")[0];
        let json = serde_json::to_value(hit).unwrap();
        assert_eq!(json["kind"], "chapter");
        assert_eq!(json["subjectId"], "mathematiques");
        assert_eq!(json["levelId"], "4e");
        assert_eq!(json["score"], hit.score);
        let bloom = serde_json::to_value(&curriculum().search("create")[0]).unwrap();
        assert_eq!(bloom["kind"], "bloom");
        assert!(bloom["subjectId"].is_null());
    }
}
