//! French national curriculum reference data: levels, cycles, subjects, sequences, chapters,
//! the components of the *socle commun* (décret 2015) and the revised Bloom taxonomy
//! (Anderson & Krathwohl, 2001).
//!
//! Everything is static, pure Rust and free of I/O: the dataset lives in `data.rs` and is
//! turned once into a [`Curriculum`] by [`curriculum()`]. Identifiers are stable ASCII slugs:
//! a sequence or chapter id is `"<subject>-<level>-<slug>"`, e.g.
//! `"mathematiques-4e-theoreme-de-pythagore"`.
//!
//! Lists are always in a stable order: levels by their school order, subjects in a fixed
//! order, sequences and chapters by level order, then subject order, then their own order.

mod data;
pub mod search;

use std::sync::OnceLock;

use serde::Serialize;
use utoipa::ToSchema;

pub use self::search::{SearchHit, SearchKind, normalize};

/// A school level (*classe*), from *petite section* to *terminale*.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Level {
    /// ASCII slug: `ps`, `ms`, `gs`, `cp`, `ce1`, `ce2`, `cm1`, `cm2`, `6e`, `5e`, `4e`, `3e`,
    /// `2de`, `1re` or `tle`.
    pub id: String,
    /// French name, e.g. "Sixième".
    pub name: String,
    /// Usual short name, e.g. "6e" or "CM1".
    pub short_name: String,
    /// Id of the cycle the level belongs to (`cycle1`..`cycle4`, `lycee`).
    pub cycle: String,
    /// School stage: `maternelle`, `elementaire`, `college` or `lycee`.
    pub stage: String,
    /// Position in schooling, 1 (PS) to 15 (Tle).
    pub order: u32,
}

/// A teaching cycle (*cycle d'enseignement*) grouping consecutive levels.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Cycle {
    /// `cycle1`, `cycle2`, `cycle3`, `cycle4` or `lycee`.
    pub id: String,
    /// French name, e.g. "Cycle 3 : cycle de consolidation".
    pub name: String,
    /// Ids of its levels, in school order.
    pub levels: Vec<String>,
}

/// A subject (*enseignement*), or a learning domain for the *école maternelle*.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Subject {
    /// ASCII slug, e.g. `mathematiques`, `physique-chimie`, `svt`.
    pub id: String,
    /// French name, e.g. "Physique-chimie".
    pub name: String,
    /// Ids of the cycles where it is taught, in school order.
    pub cycles: Vec<String>,
    /// Ids of the levels where it is taught, in school order.
    pub levels: Vec<String>,
}

/// A themed block of a subject's year at one level (e.g. "Nombres et calculs" in 5e).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Sequence {
    /// `"<subject>-<level>-<slug>"`, e.g. `mathematiques-4e-espace-et-geometrie`.
    pub id: String,
    /// Id of its subject.
    pub subject_id: String,
    /// Id of its level.
    pub level_id: String,
    /// Title, usually the official theme name.
    pub title: String,
    /// Position within the subject's year, from 1.
    pub order: u32,
    /// Ids of its chapters, in order.
    pub chapter_ids: Vec<String>,
}

/// A chapter: one teachable unit of a sequence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Chapter {
    /// `"<subject>-<level>-<slug>"`, e.g. `mathematiques-4e-theoreme-de-pythagore`.
    pub id: String,
    /// Id of its subject.
    pub subject_id: String,
    /// Id of its level.
    pub level_id: String,
    /// Id of the sequence it belongs to.
    pub sequence_id: String,
    /// Title.
    pub title: String,
    /// Position within its sequence, from 1.
    pub order: u32,
    /// Ids of the *socle commun* components it develops (e.g. `D1.3`, `D4`).
    pub competencies: Vec<String>,
    /// Ids of the Bloom levels it typically targets (e.g. `apply`, `analyze`).
    pub bloom: Vec<String>,
    /// A few French keywords.
    pub keywords: Vec<String>,
}

/// A domain or component of the *socle commun de connaissances, de compétences et de culture*.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Competency {
    /// `D1`, `D1.1`..`D1.4`, `D2`..`D5`.
    pub id: String,
    /// The domain it belongs to, `D1`..`D5`.
    pub domain: String,
    /// Official title.
    pub title: String,
    /// Short French description.
    pub description: String,
    /// `Some("D1")` for the components of D1, `None` for the domains.
    pub parent: Option<String>,
}

/// A cognitive level of the revised Bloom taxonomy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BloomLevel {
    /// `remember`, `understand`, `apply`, `analyze`, `evaluate` or `create`.
    pub id: String,
    /// Rank, 1 (remember) to 6 (create).
    pub order: u32,
    /// French name, e.g. "Se souvenir".
    pub name_fr: String,
    /// English name, e.g. "Remember".
    pub name_en: String,
    /// Short French description.
    pub description: String,
    /// French action verbs typical of the level.
    pub verbs_fr: Vec<String>,
    /// English action verbs typical of the level.
    pub verbs_en: Vec<String>,
}

/// A type of knowledge in the knowledge dimension of the revised Bloom taxonomy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KnowledgeDimension {
    /// `factual`, `conceptual`, `procedural` or `metacognitive`.
    pub id: String,
    /// Rank, 1 (factual) to 4 (metacognitive).
    pub order: u32,
    /// French name.
    pub name_fr: String,
    /// English name.
    pub name_en: String,
    /// Short French description.
    pub description: String,
}

/// The whole reference dataset. Get it with [`curriculum()`].
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Curriculum {
    levels: Vec<Level>,
    cycles: Vec<Cycle>,
    subjects: Vec<Subject>,
    sequences: Vec<Sequence>,
    chapters: Vec<Chapter>,
    competencies: Vec<Competency>,
    bloom_levels: Vec<BloomLevel>,
    knowledge_dimensions: Vec<KnowledgeDimension>,
    #[serde(skip)]
    #[schema(ignore)]
    index: search::Index,
}

/// The curriculum, built on first use and shared afterwards.
pub fn curriculum() -> &'static Curriculum {
    static CURRICULUM: OnceLock<Curriculum> = OnceLock::new();
    CURRICULUM.get_or_init(Curriculum::build)
}

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| (*s).to_owned()).collect()
}

impl Curriculum {
    fn build() -> Self {
        let levels: Vec<Level> = data::LEVELS
            .iter()
            .zip(1..)
            .map(|(l, order)| Level {
                id: l.id.to_owned(),
                name: l.name.to_owned(),
                short_name: l.short_name.to_owned(),
                cycle: l.cycle.to_owned(),
                stage: l.stage.to_owned(),
                order,
            })
            .collect();
        let level_order = |id: &str| {
            levels
                .iter()
                .find(|l| l.id == id)
                .map_or(u32::MAX, |l| l.order)
        };

        let cycles = data::CYCLES
            .iter()
            .map(|c| Cycle {
                id: c.id.to_owned(),
                name: c.name.to_owned(),
                levels: levels
                    .iter()
                    .filter(|l| l.cycle == c.id)
                    .map(|l| l.id.clone())
                    .collect(),
            })
            .collect();

        let subjects = data::SUBJECTS
            .iter()
            .map(|s| {
                let mut subject_levels: Vec<&Level> = levels
                    .iter()
                    .filter(|l| s.levels.contains(&l.id.as_str()))
                    .collect();
                subject_levels.sort_by_key(|l| l.order);
                let mut cycles: Vec<String> = Vec::new();
                for l in &subject_levels {
                    if !cycles.contains(&l.cycle) {
                        cycles.push(l.cycle.clone());
                    }
                }
                Subject {
                    id: s.id.to_owned(),
                    name: s.name.to_owned(),
                    cycles,
                    levels: subject_levels.iter().map(|l| l.id.clone()).collect(),
                }
            })
            .collect();

        let subject_order = |id: &str| {
            data::SUBJECTS
                .iter()
                .position(|s| s.id == id)
                .unwrap_or(usize::MAX)
        };
        let mut programmes: Vec<&data::Programme> =
            data::PROGRAMMES.iter().flat_map(|s| s.iter()).collect();
        programmes.sort_by_key(|p| (level_order(p.level), subject_order(p.subject)));

        let mut sequences = Vec::new();
        let mut chapters = Vec::new();
        for p in programmes {
            for (seq, seq_order) in p.sequences.iter().zip(1..) {
                let sequence_id = format!("{}-{}-{}", p.subject, p.level, seq.slug);
                let mut chapter_ids = Vec::with_capacity(seq.chapters.len());
                for (ch, ch_order) in seq.chapters.iter().zip(1..) {
                    let id = format!("{}-{}-{}", p.subject, p.level, ch.slug);
                    chapter_ids.push(id.clone());
                    chapters.push(Chapter {
                        id,
                        subject_id: p.subject.to_owned(),
                        level_id: p.level.to_owned(),
                        sequence_id: sequence_id.clone(),
                        title: ch.title.to_owned(),
                        order: ch_order,
                        competencies: strings(ch.competencies),
                        bloom: strings(ch.bloom),
                        keywords: strings(ch.keywords),
                    });
                }
                sequences.push(Sequence {
                    id: sequence_id,
                    subject_id: p.subject.to_owned(),
                    level_id: p.level.to_owned(),
                    title: seq.title.to_owned(),
                    order: seq_order,
                    chapter_ids,
                });
            }
        }

        let competencies = data::COMPETENCIES
            .iter()
            .map(|c| Competency {
                id: c.id.to_owned(),
                domain: c.domain.to_owned(),
                title: c.title.to_owned(),
                description: c.description.to_owned(),
                parent: c.parent.map(str::to_owned),
            })
            .collect();

        let bloom_levels = data::BLOOM_LEVELS
            .iter()
            .zip(1..)
            .map(|(b, order)| BloomLevel {
                id: b.id.to_owned(),
                order,
                name_fr: b.name_fr.to_owned(),
                name_en: b.name_en.to_owned(),
                description: b.description.to_owned(),
                verbs_fr: strings(b.verbs_fr),
                verbs_en: strings(b.verbs_en),
            })
            .collect();

        let knowledge_dimensions = data::KNOWLEDGE_DIMENSIONS
            .iter()
            .zip(1..)
            .map(|(k, order)| KnowledgeDimension {
                id: k.id.to_owned(),
                order,
                name_fr: k.name_fr.to_owned(),
                name_en: k.name_en.to_owned(),
                description: k.description.to_owned(),
            })
            .collect();

        let mut curriculum = Curriculum {
            levels,
            cycles,
            subjects,
            sequences,
            chapters,
            competencies,
            bloom_levels,
            knowledge_dimensions,
            index: search::Index::default(),
        };
        curriculum.index = search::Index::build(&curriculum);
        curriculum
    }

    /// All levels, PS to Tle.
    pub fn levels(&self) -> &[Level] {
        &self.levels
    }

    /// The level with this id (`"6e"`, `"cm1"`, ...).
    pub fn level(&self, id: &str) -> Option<&Level> {
        self.levels.iter().find(|l| l.id == id)
    }

    /// All cycles, cycle 1 to lycée.
    pub fn cycles(&self) -> &[Cycle] {
        &self.cycles
    }

    /// The cycle with this id (`"cycle3"`, `"lycee"`, ...).
    pub fn cycle(&self, id: &str) -> Option<&Cycle> {
        self.cycles.iter().find(|c| c.id == id)
    }

    /// All subjects, in their fixed order.
    pub fn subjects(&self) -> &[Subject] {
        &self.subjects
    }

    /// The subject with this id (`"mathematiques"`, `"svt"`, ...).
    pub fn subject(&self, id: &str) -> Option<&Subject> {
        self.subjects.iter().find(|s| s.id == id)
    }

    /// All sequences, by level order, then subject order, then sequence order.
    pub fn sequences(&self) -> &[Sequence] {
        &self.sequences
    }

    /// The sequence with this id.
    pub fn sequence(&self, id: &str) -> Option<&Sequence> {
        self.sequences.iter().find(|s| s.id == id)
    }

    /// All chapters, by level order, then subject order, then sequence and chapter order.
    pub fn chapters(&self) -> &[Chapter] {
        &self.chapters
    }

    /// The chapter with this id (e.g. `"mathematiques-4e-theoreme-de-pythagore"`).
    pub fn chapter(&self, id: &str) -> Option<&Chapter> {
        self.chapters.iter().find(|c| c.id == id)
    }

    /// The *socle commun* domain D1, its components D1.1 to D1.4, and the domains D2 to D5.
    pub fn competencies(&self) -> &[Competency] {
        &self.competencies
    }

    /// The *socle commun* domain or component with this id (`"D1.3"`, `"D4"`, ...).
    pub fn competency(&self, id: &str) -> Option<&Competency> {
        self.competencies.iter().find(|c| c.id == id)
    }

    /// The six cognitive levels of the revised Bloom taxonomy, remember to create.
    pub fn bloom_levels(&self) -> &[BloomLevel] {
        &self.bloom_levels
    }

    /// The Bloom level with this id (`"apply"`, ...).
    pub fn bloom_level(&self, id: &str) -> Option<&BloomLevel> {
        self.bloom_levels.iter().find(|b| b.id == id)
    }

    /// The four types of knowledge, factual to metacognitive.
    pub fn knowledge_dimensions(&self) -> &[KnowledgeDimension] {
        &self.knowledge_dimensions
    }

    fn level_in_cycle(&self, level: &str, cycle: &str) -> bool {
        self.level(level).is_some_and(|l| l.cycle == cycle)
    }

    /// Levels, optionally only those of `cycle`.
    pub fn levels_filtered(&self, cycle: Option<&str>) -> Vec<&Level> {
        self.levels
            .iter()
            .filter(|l| cycle.is_none_or(|c| l.cycle == c))
            .collect()
    }

    /// Subjects, optionally only those taught at `level` and in `cycle`.
    pub fn subjects_filtered(&self, level: Option<&str>, cycle: Option<&str>) -> Vec<&Subject> {
        self.subjects
            .iter()
            .filter(|s| level.is_none_or(|l| s.levels.iter().any(|x| x == l)))
            .filter(|s| cycle.is_none_or(|c| s.cycles.iter().any(|x| x == c)))
            .collect()
    }

    /// Sequences, optionally only those of `subject`, at `level` and in `cycle`.
    pub fn sequences_filtered(
        &self,
        subject: Option<&str>,
        level: Option<&str>,
        cycle: Option<&str>,
    ) -> Vec<&Sequence> {
        self.sequences
            .iter()
            .filter(|s| subject.is_none_or(|x| s.subject_id == x))
            .filter(|s| level.is_none_or(|x| s.level_id == x))
            .filter(|s| cycle.is_none_or(|c| self.level_in_cycle(&s.level_id, c)))
            .collect()
    }

    /// Chapters, optionally only those of `subject`, at `level`, in `cycle` and in `sequence`.
    pub fn chapters_filtered(
        &self,
        subject: Option<&str>,
        level: Option<&str>,
        cycle: Option<&str>,
        sequence: Option<&str>,
    ) -> Vec<&Chapter> {
        self.chapters
            .iter()
            .filter(|c| subject.is_none_or(|x| c.subject_id == x))
            .filter(|c| level.is_none_or(|x| c.level_id == x))
            .filter(|c| cycle.is_none_or(|x| self.level_in_cycle(&c.level_id, x)))
            .filter(|c| sequence.is_none_or(|x| c.sequence_id == x))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    const MAIN_SUBJECTS: [&str; 5] = [
        "mathematiques",
        "physique-chimie",
        "svt",
        "francais",
        "histoire-geographie",
    ];
    const SECONDARY_LEVELS: [&str; 5] = ["6e", "5e", "4e", "3e", "2de"];

    fn assert_unique<'a>(what: &str, ids: impl Iterator<Item = &'a str>) {
        let mut seen = HashSet::new();
        for id in ids {
            assert!(seen.insert(id), "duplicate {what} id {id}");
        }
    }

    fn is_slug(s: &str) -> bool {
        !s.is_empty()
            && s.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
            && !s.starts_with('-')
            && !s.ends_with('-')
            && !s.contains("--")
    }

    #[test]
    fn fifteen_levels_in_order_with_their_cycles() {
        let c = curriculum();
        let expected = [
            ("ps", "cycle1", "maternelle"),
            ("ms", "cycle1", "maternelle"),
            ("gs", "cycle1", "maternelle"),
            ("cp", "cycle2", "elementaire"),
            ("ce1", "cycle2", "elementaire"),
            ("ce2", "cycle2", "elementaire"),
            ("cm1", "cycle3", "elementaire"),
            ("cm2", "cycle3", "elementaire"),
            ("6e", "cycle3", "college"),
            ("5e", "cycle4", "college"),
            ("4e", "cycle4", "college"),
            ("3e", "cycle4", "college"),
            ("2de", "lycee", "lycee"),
            ("1re", "lycee", "lycee"),
            ("tle", "lycee", "lycee"),
        ];
        assert_eq!(c.levels().len(), 15);
        for ((level, (id, cycle, stage)), order) in c.levels().iter().zip(expected).zip(1..) {
            assert_eq!(level.id, id);
            assert_eq!(level.cycle, cycle);
            assert_eq!(level.stage, stage);
            assert_eq!(level.order, order);
        }
        assert_eq!(c.level("6e").unwrap().name, "Sixième");
        assert_eq!(c.level("6e").unwrap().short_name, "6e");
        assert!(c.level("7e").is_none());
    }

    #[test]
    fn cycles_list_their_levels() {
        let c = curriculum();
        let ids: Vec<&str> = c.cycles().iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["cycle1", "cycle2", "cycle3", "cycle4", "lycee"]);
        assert_eq!(c.cycle("cycle3").unwrap().levels, ["cm1", "cm2", "6e"]);
        assert_eq!(c.cycle("cycle4").unwrap().levels, ["5e", "4e", "3e"]);
        assert_eq!(
            c.cycle("cycle3").unwrap().name,
            "Cycle 3 : cycle de consolidation"
        );
        for level in c.levels() {
            let cycle = c.cycle(&level.cycle).expect("level's cycle exists");
            assert!(cycle.levels.contains(&level.id));
        }
    }

    #[test]
    fn subjects_reference_existing_levels_and_cycles() {
        let c = curriculum();
        for id in MAIN_SUBJECTS {
            assert!(c.subject(id).is_some(), "missing subject {id}");
        }
        for s in c.subjects() {
            assert!(is_slug(&s.id), "bad subject id {}", s.id);
            assert!(!s.levels.is_empty());
            for l in &s.levels {
                let level = c.level(l).expect("subject level exists");
                assert!(s.cycles.contains(&level.cycle));
            }
            for cy in &s.cycles {
                assert!(c.cycle(cy).is_some());
            }
        }
    }

    #[test]
    fn sequences_reference_existing_subjects_and_levels() {
        let c = curriculum();
        for s in c.sequences() {
            let subject = c.subject(&s.subject_id).expect("sequence subject exists");
            assert!(c.level(&s.level_id).is_some(), "sequence level exists");
            assert!(subject.levels.contains(&s.level_id), "{} not taught", s.id);
            assert!(s.id.starts_with(&format!("{}-{}-", s.subject_id, s.level_id)));
            assert!(is_slug(&s.id), "bad sequence id {}", s.id);
            assert!(!s.chapter_ids.is_empty(), "empty sequence {}", s.id);
            for ch in &s.chapter_ids {
                let chapter = c.chapter(ch).expect("listed chapter exists");
                assert_eq!(chapter.sequence_id, s.id);
            }
        }
    }

    #[test]
    fn chapters_reference_existing_sequences_competencies_and_bloom_levels() {
        let c = curriculum();
        for ch in c.chapters() {
            let seq = c
                .sequence(&ch.sequence_id)
                .expect("chapter sequence exists");
            assert!(seq.chapter_ids.contains(&ch.id), "{} not listed", ch.id);
            assert_eq!(seq.subject_id, ch.subject_id);
            assert_eq!(seq.level_id, ch.level_id);
            assert!(is_slug(&ch.id), "bad chapter id {}", ch.id);
            assert!(
                ch.id
                    .starts_with(&format!("{}-{}-", ch.subject_id, ch.level_id))
            );
            assert!(!ch.competencies.is_empty(), "{} has no competency", ch.id);
            for comp in &ch.competencies {
                assert!(c.competency(comp).is_some(), "{}: unknown {comp}", ch.id);
            }
            assert!(!ch.bloom.is_empty(), "{} has no bloom level", ch.id);
            for b in &ch.bloom {
                assert!(c.bloom_level(b).is_some(), "{}: unknown bloom {b}", ch.id);
            }
            assert!(!ch.keywords.is_empty(), "{} has no keyword", ch.id);
        }
    }

    #[test]
    fn ids_are_unique_in_each_collection() {
        let c = curriculum();
        assert_unique("level", c.levels().iter().map(|x| x.id.as_str()));
        assert_unique("cycle", c.cycles().iter().map(|x| x.id.as_str()));
        assert_unique("subject", c.subjects().iter().map(|x| x.id.as_str()));
        assert_unique("sequence", c.sequences().iter().map(|x| x.id.as_str()));
        assert_unique("chapter", c.chapters().iter().map(|x| x.id.as_str()));
        assert_unique("competency", c.competencies().iter().map(|x| x.id.as_str()));
        assert_unique("bloom", c.bloom_levels().iter().map(|x| x.id.as_str()));
        assert_unique(
            "knowledge",
            c.knowledge_dimensions().iter().map(|x| x.id.as_str()),
        );
    }

    #[test]
    fn main_subjects_have_at_least_four_chapters_per_secondary_level() {
        let c = curriculum();
        for subject in MAIN_SUBJECTS {
            for level in SECONDARY_LEVELS {
                let n = c
                    .chapters_filtered(Some(subject), Some(level), None, None)
                    .len();
                assert!(n >= 4, "{subject} {level}: only {n} chapters");
            }
        }
    }

    #[test]
    fn required_chapters_exist() {
        let c = curriculum();
        for id in [
            "mathematiques-4e-theoreme-de-pythagore",
            "mathematiques-4e-theoreme-de-thales",
            "mathematiques-3e-theoreme-de-thales",
            "mathematiques-3e-trigonometrie",
            "mathematiques-3e-fonctions-lineaires-et-affines",
            "mathematiques-2de-vecteurs",
            "mathematiques-2de-fonctions-de-reference",
            "physique-chimie-4e-vitesse",
            "physique-chimie-4e-masse-volumique",
            "physique-chimie-3e-poids-et-masse",
            "physique-chimie-4e-loi-d-ohm",
            "physique-chimie-3e-energie-et-puissance",
            "physique-chimie-2de-solutions-et-concentration",
        ] {
            assert!(c.chapter(id).is_some(), "missing chapter {id}");
        }
    }

    #[test]
    fn lists_are_in_stable_order() {
        let c = curriculum();
        let key = |subject: &str, level: &str| {
            (
                c.level(level).unwrap().order,
                c.subjects().iter().position(|s| s.id == subject).unwrap(),
            )
        };
        let seq_keys: Vec<_> = c
            .sequences()
            .iter()
            .map(|s| (key(&s.subject_id, &s.level_id), s.order))
            .collect();
        assert!(seq_keys.windows(2).all(|w| w[0] < w[1]));
        let ch_keys: Vec<_> = c
            .chapters()
            .iter()
            .map(|ch| {
                let seq = c.sequence(&ch.sequence_id).unwrap();
                (key(&ch.subject_id, &ch.level_id), seq.order, ch.order)
            })
            .collect();
        assert!(ch_keys.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn filters() {
        let c = curriculum();
        let cycle4: Vec<&str> = c
            .levels_filtered(Some("cycle4"))
            .iter()
            .map(|l| l.id.as_str())
            .collect();
        assert_eq!(cycle4, ["5e", "4e", "3e"]);
        assert_eq!(c.levels_filtered(None).len(), 15);
        assert!(c.levels_filtered(Some("nope")).is_empty());

        let at_5e = c.subjects_filtered(Some("5e"), None);
        assert!(at_5e.iter().any(|s| s.id == "physique-chimie"));
        assert!(!at_5e.iter().any(|s| s.id == "philosophie"));
        assert!(
            c.subjects_filtered(None, Some("cycle2"))
                .iter()
                .all(|s| s.cycles.iter().any(|x| x == "cycle2"))
        );

        let seqs = c.sequences_filtered(Some("mathematiques"), None, Some("cycle4"));
        assert!(!seqs.is_empty());
        assert!(seqs.iter().all(|s| s.subject_id == "mathematiques"
            && ["5e", "4e", "3e"].contains(&s.level_id.as_str())));

        let seq = "mathematiques-4e-espace-et-geometrie";
        let chs = c.chapters_filtered(None, None, None, Some(seq));
        let ids: Vec<&str> = chs.iter().map(|ch| ch.id.as_str()).collect();
        assert_eq!(ids, c.sequence(seq).unwrap().chapter_ids);
        assert!(ids.contains(&"mathematiques-4e-theoreme-de-pythagore"));

        let pc3 = c.chapters_filtered(Some("physique-chimie"), Some("3e"), Some("cycle4"), None);
        assert!(pc3.len() >= 4);
        assert!(
            c.chapters_filtered(Some("physique-chimie"), Some("3e"), Some("cycle3"), None)
                .is_empty()
        );
        assert_eq!(
            c.chapters_filtered(None, None, None, None).len(),
            c.chapters().len()
        );
    }

    #[test]
    fn bloom_levels_and_knowledge_dimensions() {
        let c = curriculum();
        let bloom: Vec<(&str, u32, &str)> = c
            .bloom_levels()
            .iter()
            .map(|b| (b.id.as_str(), b.order, b.name_fr.as_str()))
            .collect();
        assert_eq!(
            bloom,
            [
                ("remember", 1, "Se souvenir"),
                ("understand", 2, "Comprendre"),
                ("apply", 3, "Appliquer"),
                ("analyze", 4, "Analyser"),
                ("evaluate", 5, "Évaluer"),
                ("create", 6, "Créer"),
            ]
        );
        for b in c.bloom_levels() {
            assert!((8..=12).contains(&b.verbs_fr.len()), "{} verbsFr", b.id);
            assert!((8..=12).contains(&b.verbs_en.len()), "{} verbsEn", b.id);
            assert!(!b.name_en.is_empty() && !b.description.is_empty());
        }
        let dims: Vec<&str> = c
            .knowledge_dimensions()
            .iter()
            .map(|k| k.id.as_str())
            .collect();
        assert_eq!(
            dims,
            ["factual", "conceptual", "procedural", "metacognitive"]
        );
    }

    #[test]
    fn socle_components() {
        let c = curriculum();
        let ids: Vec<&str> = c.competencies().iter().map(|x| x.id.as_str()).collect();
        assert_eq!(
            ids,
            ["D1", "D1.1", "D1.2", "D1.3", "D1.4", "D2", "D3", "D4", "D5"]
        );
        for comp in c.competencies() {
            if comp.id.starts_with("D1.") {
                assert_eq!(comp.parent.as_deref(), Some("D1"));
                assert_eq!(comp.domain, "D1");
            } else {
                assert_eq!(comp.parent, None);
                assert_eq!(comp.domain, comp.id);
            }
        }
        assert_eq!(
            c.competency("D1").unwrap().title,
            "Les langages pour penser et communiquer"
        );
        assert_eq!(
            c.competency("D5").unwrap().title,
            "Les représentations du monde et l'activité humaine"
        );
    }

    #[test]
    fn serializes_in_camel_case() {
        let c = curriculum();
        let ch = serde_json::to_value(c.chapter("mathematiques-4e-theoreme-de-pythagore").unwrap())
            .unwrap();
        assert_eq!(ch["subjectId"], "mathematiques");
        assert_eq!(ch["levelId"], "4e");
        assert_eq!(ch["sequenceId"], "mathematiques-4e-espace-et-geometrie");
        assert_eq!(ch["title"], "Théorème de Pythagore");
        assert!(ch["competencies"].is_array() && ch["bloom"].is_array());
        let level = serde_json::to_value(c.level("6e").unwrap()).unwrap();
        assert_eq!(level["shortName"], "6e");
        let bloom = serde_json::to_value(&c.bloom_levels()[0]).unwrap();
        assert_eq!(bloom["nameFr"], "Se souvenir");
        assert!(bloom["verbsFr"].is_array());
        let comp = serde_json::to_value(c.competency("D2").unwrap()).unwrap();
        assert!(comp["parent"].is_null());
        let all = serde_json::to_value(c).unwrap();
        assert!(all["chapters"].is_array() && all["bloomLevels"].is_array());
        assert!(all.get("index").is_none());
    }

    #[test]
    fn openapi_schemas_match_the_json() {
        use utoipa::PartialSchema;
        let schema = serde_json::to_value(Curriculum::schema()).unwrap();
        let props = schema["properties"].as_object().unwrap();
        assert!(props.contains_key("bloomLevels") && props.contains_key("knowledgeDimensions"));
        assert!(!props.contains_key("index"));
        let chapter = serde_json::to_value(Chapter::schema()).unwrap();
        assert!(chapter["properties"]["sequenceId"].is_object());
        let hit = serde_json::to_value(SearchHit::schema()).unwrap();
        assert!(hit["properties"]["subjectId"].is_object());
    }
}
