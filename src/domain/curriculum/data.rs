//! The static dataset behind [`super::Curriculum`].
//!
//! Names of levels, cycles, subjects, *socle commun* domains, themes and chapters follow the
//! official French programmes (cycles 1 to 4: programmes of 2015 as revised since; lycée:
//! programmes of 2019). Cycle 4 programmes are written for the whole cycle, so the split of
//! physique-chimie and SVT chapters between 5e, 4e and 3e is the usual progression, not an
//! official one. In 6e, physique-chimie and SVT chapters are the matching parts of the
//! cycle 3 "Sciences et technologie" programme.
//!
//! Sequence and chapter ids are derived as `"<subject>-<level>-<slug>"` from the slugs below:
//! never change a slug once published.

/// A level: ids and names; its order is its position in [`LEVELS`].
pub(super) struct LevelDef {
    pub id: &'static str,
    pub name: &'static str,
    pub short_name: &'static str,
    pub cycle: &'static str,
    pub stage: &'static str,
}

/// A cycle; its levels are those of [`LEVELS`] naming it.
pub(super) struct CycleDef {
    pub id: &'static str,
    pub name: &'static str,
}

/// A subject and the levels where it is taught. `aliases` only feed the search.
pub(super) struct SubjectDef {
    pub id: &'static str,
    pub name: &'static str,
    pub levels: &'static [&'static str],
    pub aliases: &'static [&'static str],
}

/// The sequences of one subject at one level.
pub(super) struct Programme {
    pub subject: &'static str,
    pub level: &'static str,
    pub sequences: &'static [SequenceDef],
    /// The official text the programme is written from (its reference in the Bulletin
    /// officiel). Data for readers of the source; not served.
    #[allow(dead_code)]
    pub source: &'static str,
}

/// A sequence and its chapters, in order.
pub(super) struct SequenceDef {
    pub slug: &'static str,
    pub title: &'static str,
    pub chapters: &'static [ChapterDef],
}

/// A chapter.
pub(super) struct ChapterDef {
    pub slug: &'static str,
    pub title: &'static str,
    pub competencies: &'static [&'static str],
    pub bloom: &'static [&'static str],
    pub keywords: &'static [&'static str],
}

/// A domain or component of the socle commun.
pub(super) struct CompetencyDef {
    pub id: &'static str,
    pub domain: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    pub parent: Option<&'static str>,
}

/// A Bloom cognitive level; its order is its position in [`BLOOM_LEVELS`].
pub(super) struct BloomDef {
    pub id: &'static str,
    pub name_fr: &'static str,
    pub name_en: &'static str,
    pub description: &'static str,
    pub verbs_fr: &'static [&'static str],
    pub verbs_en: &'static [&'static str],
}

/// A type of knowledge; its order is its position in [`KNOWLEDGE_DIMENSIONS`].
pub(super) struct KnowledgeDef {
    pub id: &'static str,
    pub name_fr: &'static str,
    pub name_en: &'static str,
    pub description: &'static str,
}

/// A programme with the official text it is written from.
const fn prog_src(
    subject: &'static str,
    level: &'static str,
    source: &'static str,
    sequences: &'static [SequenceDef],
) -> Programme {
    Programme {
        subject,
        level,
        sequences,
        source,
    }
}

const fn seq(
    slug: &'static str,
    title: &'static str,
    chapters: &'static [ChapterDef],
) -> SequenceDef {
    SequenceDef {
        slug,
        title,
        chapters,
    }
}

const fn ch(
    slug: &'static str,
    title: &'static str,
    competencies: &'static [&'static str],
    bloom: &'static [&'static str],
    keywords: &'static [&'static str],
) -> ChapterDef {
    ChapterDef {
        slug,
        title,
        competencies,
        bloom,
        keywords,
    }
}

// ---------------------------------------------------------------------------------------------
// Levels, cycles, subjects
// ---------------------------------------------------------------------------------------------

pub(super) static LEVELS: &[LevelDef] = &[
    level("ps", "Petite section", "PS", "cycle1", "maternelle"),
    level("ms", "Moyenne section", "MS", "cycle1", "maternelle"),
    level("gs", "Grande section", "GS", "cycle1", "maternelle"),
    level("cp", "Cours préparatoire", "CP", "cycle2", "elementaire"),
    level(
        "ce1",
        "Cours élémentaire 1re année",
        "CE1",
        "cycle2",
        "elementaire",
    ),
    level(
        "ce2",
        "Cours élémentaire 2e année",
        "CE2",
        "cycle2",
        "elementaire",
    ),
    level(
        "cm1",
        "Cours moyen 1re année",
        "CM1",
        "cycle3",
        "elementaire",
    ),
    level(
        "cm2",
        "Cours moyen 2e année",
        "CM2",
        "cycle3",
        "elementaire",
    ),
    level("6e", "Sixième", "6e", "cycle3", "college"),
    level("5e", "Cinquième", "5e", "cycle4", "college"),
    level("4e", "Quatrième", "4e", "cycle4", "college"),
    level("3e", "Troisième", "3e", "cycle4", "college"),
    level("2de", "Seconde", "2de", "lycee", "lycee"),
    level("1re", "Première", "1re", "lycee", "lycee"),
    level("tle", "Terminale", "Tle", "lycee", "lycee"),
];

const fn level(
    id: &'static str,
    name: &'static str,
    short_name: &'static str,
    cycle: &'static str,
    stage: &'static str,
) -> LevelDef {
    LevelDef {
        id,
        name,
        short_name,
        cycle,
        stage,
    }
}

pub(super) static CYCLES: &[CycleDef] = &[
    CycleDef {
        id: "cycle1",
        name: "Cycle 1 : cycle des apprentissages premiers",
    },
    CycleDef {
        id: "cycle2",
        name: "Cycle 2 : cycle des apprentissages fondamentaux",
    },
    CycleDef {
        id: "cycle3",
        name: "Cycle 3 : cycle de consolidation",
    },
    CycleDef {
        id: "cycle4",
        name: "Cycle 4 : cycle des approfondissements",
    },
    CycleDef {
        id: "lycee",
        name: "Lycée : classe de seconde et cycle terminal",
    },
];

const MATERNELLE: &[&str] = &["ps", "ms", "gs"];
const CP_TO_TLE: &[&str] = &[
    "cp", "ce1", "ce2", "cm1", "cm2", "6e", "5e", "4e", "3e", "2de", "1re", "tle",
];
const CP_TO_3E: &[&str] = &["cp", "ce1", "ce2", "cm1", "cm2", "6e", "5e", "4e", "3e"];
const SCIENCES_6E_TO_TLE: &[&str] = &["6e", "5e", "4e", "3e", "2de", "1re", "tle"];

pub(super) static SUBJECTS: &[SubjectDef] = &[
    SubjectDef {
        id: "mathematiques",
        name: "Mathématiques",
        levels: CP_TO_TLE,
        aliases: &["maths", "math"],
    },
    SubjectDef {
        id: "francais",
        name: "Français",
        levels: &[
            "cp", "ce1", "ce2", "cm1", "cm2", "6e", "5e", "4e", "3e", "2de", "1re", "tle",
        ],
        aliases: &["lettres", "littérature", "grammaire"],
    },
    SubjectDef {
        id: "physique-chimie",
        name: "Physique-chimie",
        levels: SCIENCES_6E_TO_TLE,
        aliases: &["pc", "sciences physiques"],
    },
    SubjectDef {
        id: "svt",
        name: "Sciences de la vie et de la Terre",
        levels: SCIENCES_6E_TO_TLE,
        aliases: &["svt", "biologie", "géologie"],
    },
    SubjectDef {
        id: "histoire-geographie",
        name: "Histoire-géographie",
        levels: &["cm1", "cm2", "6e", "5e", "4e", "3e", "2de", "1re", "tle"],
        aliases: &["hg", "histoire", "géographie", "histoire géo"],
    },
    SubjectDef {
        id: "langues-vivantes",
        name: "Langues vivantes",
        levels: CP_TO_TLE,
        aliases: &[
            "lv",
            "anglais",
            "allemand",
            "espagnol",
            "italien",
            "langue étrangère",
        ],
    },
    SubjectDef {
        id: "emc",
        name: "Enseignement moral et civique",
        levels: CP_TO_TLE,
        aliases: &["emc", "éducation civique", "citoyenneté"],
    },
    SubjectDef {
        id: "eps",
        name: "Éducation physique et sportive",
        levels: CP_TO_TLE,
        aliases: &["eps", "sport"],
    },
    SubjectDef {
        id: "arts-plastiques",
        name: "Arts plastiques",
        levels: CP_TO_3E,
        aliases: &["dessin", "arts visuels"],
    },
    SubjectDef {
        id: "education-musicale",
        name: "Éducation musicale",
        levels: CP_TO_3E,
        aliases: &["musique"],
    },
    SubjectDef {
        id: "questionner-le-monde",
        name: "Questionner le monde",
        levels: &["cp", "ce1", "ce2"],
        aliases: &["découverte du monde", "sciences"],
    },
    SubjectDef {
        id: "sciences-et-technologie",
        name: "Sciences et technologie",
        levels: &["cm1", "cm2", "6e"],
        aliases: &["sciences"],
    },
    SubjectDef {
        id: "technologie",
        name: "Technologie",
        levels: &["5e", "4e", "3e"],
        aliases: &["techno"],
    },
    SubjectDef {
        id: "sciences-numeriques-et-technologie",
        name: "Sciences numériques et technologie",
        levels: &["2de"],
        aliases: &["snt", "numérique"],
    },
    SubjectDef {
        id: "sciences-economiques-et-sociales",
        name: "Sciences économiques et sociales",
        levels: &["2de", "1re", "tle"],
        aliases: &["ses", "économie", "sociologie"],
    },
    SubjectDef {
        id: "enseignement-scientifique",
        name: "Enseignement scientifique",
        levels: &["1re", "tle"],
        aliases: &["sciences"],
    },
    SubjectDef {
        id: "philosophie",
        name: "Philosophie",
        levels: &["tle"],
        aliases: &["philo"],
    },
    SubjectDef {
        id: "mobiliser-le-langage",
        name: "Mobiliser le langage dans toutes ses dimensions",
        levels: MATERNELLE,
        aliases: &["maternelle", "langage", "oral", "écrit"],
    },
    SubjectDef {
        id: "activite-physique",
        name: "Agir, s'exprimer, comprendre à travers l'activité physique",
        levels: MATERNELLE,
        aliases: &["maternelle", "motricité"],
    },
    SubjectDef {
        id: "activites-artistiques",
        name: "Agir, s'exprimer, comprendre à travers les activités artistiques",
        levels: MATERNELLE,
        aliases: &["maternelle", "arts"],
    },
    SubjectDef {
        id: "premiers-outils-mathematiques",
        name: "Acquérir les premiers outils mathématiques",
        levels: MATERNELLE,
        aliases: &["maternelle", "nombres", "formes"],
    },
    SubjectDef {
        id: "explorer-le-monde",
        name: "Explorer le monde",
        levels: MATERNELLE,
        aliases: &["maternelle", "vivant", "espace", "temps"],
    },
];

// ---------------------------------------------------------------------------------------------
// Socle commun (décret n° 2015-372), revised Bloom taxonomy
// ---------------------------------------------------------------------------------------------

pub(super) static COMPETENCIES: &[CompetencyDef] = &[
    CompetencyDef {
        id: "D1",
        domain: "D1",
        title: "Les langages pour penser et communiquer",
        description: "Maîtriser les langages qui servent à penser, à communiquer et à accéder aux \
                      savoirs : la langue française, les langues vivantes, les langages \
                      scientifiques et ceux des arts et du corps.",
        parent: None,
    },
    CompetencyDef {
        id: "D1.1",
        domain: "D1",
        title: "Comprendre, s'exprimer en utilisant la langue française à l'oral et à l'écrit",
        description: "Lire et comprendre des textes variés, parler et écrire de façon claire et \
                      organisée, connaître le fonctionnement de la langue.",
        parent: Some("D1"),
    },
    CompetencyDef {
        id: "D1.2",
        domain: "D1",
        title: "Comprendre, s'exprimer en utilisant une langue étrangère et, le cas échéant, \
                une langue régionale",
        description: "Comprendre et produire des messages oraux et écrits simples dans une langue \
                      vivante étrangère ou régionale.",
        parent: Some("D1"),
    },
    CompetencyDef {
        id: "D1.3",
        domain: "D1",
        title: "Comprendre, s'exprimer en utilisant les langages mathématiques, scientifiques \
                et informatiques",
        description: "Utiliser nombres, calculs, symboles, figures, tableaux, graphiques et \
                      algorithmes pour raisonner, modéliser et communiquer.",
        parent: Some("D1"),
    },
    CompetencyDef {
        id: "D1.4",
        domain: "D1",
        title: "Comprendre, s'exprimer en utilisant les langages des arts et du corps",
        description: "S'exprimer et communiquer par les pratiques artistiques et corporelles, en \
                      connaissant leurs codes.",
        parent: Some("D1"),
    },
    CompetencyDef {
        id: "D2",
        domain: "D2",
        title: "Les méthodes et outils pour apprendre",
        description: "Organiser son travail, rechercher et trier l'information, coopérer, mener \
                      un projet et se servir des outils numériques.",
        parent: None,
    },
    CompetencyDef {
        id: "D3",
        domain: "D3",
        title: "La formation de la personne et du citoyen",
        description: "Exprimer sa sensibilité et respecter celle d'autrui, comprendre la règle \
                      et le droit, exercer son jugement et son esprit critique, s'engager.",
        parent: None,
    },
    CompetencyDef {
        id: "D4",
        domain: "D4",
        title: "Les systèmes naturels et les systèmes techniques",
        description: "Mener des démarches scientifiques et technologiques, comprendre le monde \
                      naturel et technique, agir de façon responsable pour la santé et \
                      l'environnement.",
        parent: None,
    },
    CompetencyDef {
        id: "D5",
        domain: "D5",
        title: "Les représentations du monde et l'activité humaine",
        description: "Se repérer dans l'espace et dans le temps, comprendre les sociétés et leur \
                      organisation, interpréter et créer des productions culturelles.",
        parent: None,
    },
];

pub(super) static BLOOM_LEVELS: &[BloomDef] = &[
    BloomDef {
        id: "remember",
        name_fr: "Se souvenir",
        name_en: "Remember",
        description: "Retrouver en mémoire des faits, des définitions ou des procédures pour les \
                      reconnaître ou les restituer.",
        verbs_fr: &[
            "citer",
            "définir",
            "nommer",
            "lister",
            "reconnaître",
            "restituer",
            "identifier",
            "repérer",
            "rappeler",
            "énumérer",
        ],
        verbs_en: &[
            "define",
            "list",
            "name",
            "recall",
            "recognize",
            "identify",
            "state",
            "label",
            "match",
            "repeat",
        ],
    },
    BloomDef {
        id: "understand",
        name_fr: "Comprendre",
        name_en: "Understand",
        description: "Donner du sens à une information : la reformuler, l'illustrer par un \
                      exemple, la classer, la résumer ou l'expliquer.",
        verbs_fr: &[
            "expliquer",
            "reformuler",
            "résumer",
            "classer",
            "illustrer",
            "interpréter",
            "décrire",
            "associer",
            "traduire",
            "situer",
        ],
        verbs_en: &[
            "explain",
            "summarize",
            "paraphrase",
            "classify",
            "illustrate",
            "interpret",
            "describe",
            "infer",
            "exemplify",
            "translate",
        ],
    },
    BloomDef {
        id: "apply",
        name_fr: "Appliquer",
        name_en: "Apply",
        description: "Mettre en œuvre une méthode ou une procédure connue dans une situation \
                      familière ou nouvelle.",
        verbs_fr: &[
            "appliquer",
            "calculer",
            "résoudre",
            "utiliser",
            "exécuter",
            "mesurer",
            "convertir",
            "compléter",
            "effectuer",
            "tracer",
        ],
        verbs_en: &[
            "apply",
            "calculate",
            "solve",
            "use",
            "execute",
            "implement",
            "carry out",
            "compute",
            "measure",
            "demonstrate",
        ],
    },
    BloomDef {
        id: "analyze",
        name_fr: "Analyser",
        name_en: "Analyze",
        description: "Décomposer un objet en ses éléments, dégager leurs relations et comprendre \
                      comment l'ensemble est organisé.",
        verbs_fr: &[
            "analyser",
            "distinguer",
            "comparer",
            "organiser",
            "décomposer",
            "différencier",
            "catégoriser",
            "déduire",
            "examiner",
            "relier",
        ],
        verbs_en: &[
            "analyze",
            "differentiate",
            "organize",
            "attribute",
            "compare",
            "contrast",
            "distinguish",
            "examine",
            "deconstruct",
            "outline",
        ],
    },
    BloomDef {
        id: "evaluate",
        name_fr: "Évaluer",
        name_en: "Evaluate",
        description: "Porter un jugement argumenté en s'appuyant sur des critères : vérifier, \
                      critiquer, justifier un choix.",
        verbs_fr: &[
            "évaluer",
            "juger",
            "justifier",
            "critiquer",
            "vérifier",
            "argumenter",
            "contrôler",
            "valider",
            "estimer",
            "défendre",
        ],
        verbs_en: &[
            "evaluate", "judge", "justify", "critique", "check", "argue", "defend", "assess",
            "verify", "appraise",
        ],
    },
    BloomDef {
        id: "create",
        name_fr: "Créer",
        name_en: "Create",
        description: "Assembler des éléments en un tout cohérent et nouveau : émettre une \
                      hypothèse, planifier, concevoir ou produire une œuvre.",
        verbs_fr: &[
            "créer",
            "concevoir",
            "construire",
            "élaborer",
            "produire",
            "inventer",
            "planifier",
            "rédiger",
            "formuler",
            "composer",
        ],
        verbs_en: &[
            "create",
            "design",
            "construct",
            "plan",
            "produce",
            "generate",
            "formulate",
            "compose",
            "devise",
            "hypothesize",
        ],
    },
];

pub(super) static KNOWLEDGE_DIMENSIONS: &[KnowledgeDef] = &[
    KnowledgeDef {
        id: "factual",
        name_fr: "Connaissances factuelles",
        name_en: "Factual knowledge",
        description: "Les éléments de base d'une discipline : vocabulaire, symboles, dates, \
                      noms et détails précis.",
    },
    KnowledgeDef {
        id: "conceptual",
        name_fr: "Connaissances conceptuelles",
        name_en: "Conceptual knowledge",
        description: "Les relations entre ces éléments dans un ensemble plus vaste : \
                      classifications, principes, modèles et théories.",
    },
    KnowledgeDef {
        id: "procedural",
        name_fr: "Connaissances procédurales",
        name_en: "Procedural knowledge",
        description: "Savoir comment faire : méthodes, techniques, algorithmes et critères pour \
                      choisir la bonne procédure.",
    },
    KnowledgeDef {
        id: "metacognitive",
        name_fr: "Connaissances métacognitives",
        name_en: "Metacognitive knowledge",
        description: "La connaissance de sa propre manière d'apprendre et de penser : \
                      stratégies, exigences d'une tâche, connaissance de soi.",
    },
];

// ---------------------------------------------------------------------------------------------
// Shorthands for chapters
// ---------------------------------------------------------------------------------------------

// Socle components.
const MATH: &[&str] = &["D1.3", "D2"];
const MATH_MOD: &[&str] = &["D1.3", "D2", "D4"];
const MATH_SPACE: &[&str] = &["D1.3", "D4", "D5"];
const SCI: &[&str] = &["D1.3", "D2", "D4"];
const SCI_CIT: &[&str] = &["D1.3", "D3", "D4"];
const SCI_WORLD: &[&str] = &["D1.3", "D4", "D5"];
const FR_LIT: &[&str] = &["D1.1", "D5"];
const FR_CIT: &[&str] = &["D1.1", "D3", "D5"];
const FR_LANG: &[&str] = &["D1.1", "D2"];
const HG: &[&str] = &["D1.1", "D2", "D5"];
const HG_CIT: &[&str] = &["D1.1", "D3", "D5"];
const GEO_ENV: &[&str] = &["D1.1", "D4", "D5"];

// Bloom levels.
const B_KNOW: &[&str] = &["remember", "understand", "apply"];
const B_SOLVE: &[&str] = &["understand", "apply", "analyze"];
const B_REASON: &[&str] = &["apply", "analyze", "evaluate"];
const B_DATA: &[&str] = &["understand", "apply", "analyze", "evaluate"];
const B_ALGO: &[&str] = &["apply", "analyze", "create"];
const B_INQUIRY: &[&str] = &["understand", "analyze", "evaluate"];
const B_HIST: &[&str] = &["remember", "understand", "analyze"];
const B_LIT: &[&str] = &["understand", "analyze", "evaluate", "create"];
const B_LANG: &[&str] = &["remember", "understand", "apply"];

// Sequence titles shared by several levels.
const NOMBRES: &str = "Nombres et calculs";
const GRANDEURS: &str = "Grandeurs et mesures";
const ESPACE: &str = "Espace et géométrie";
const DONNEES_FONCTIONS: &str = "Organisation et gestion de données, fonctions";
const ALGO: &str = "Algorithmique et programmation";
const PC_MATIERE: &str = "Organisation et transformations de la matière";
const PC_MOUVEMENT: &str = "Mouvement et interactions";
const PC_ENERGIE: &str = "L'énergie et ses conversions";
const PC_SIGNAUX: &str = "Des signaux pour observer et communiquer";
const SVT_TERRE: &str = "La planète Terre, l'environnement et l'action humaine";
const SVT_VIVANT: &str = "Le vivant et son évolution";
const SVT_CORPS: &str = "Le corps humain et la santé";
const FR_CULTURE: &str = "Culture littéraire et artistique";
const FR_LANGUE: &str = "Étude de la langue";

// ---------------------------------------------------------------------------------------------
// Sequences and chapters
// ---------------------------------------------------------------------------------------------

/// The programmes, one slice per subject (each in its own file under `data/`).
pub(super) static PROGRAMMES: &[&[Programme]] = &[
    mathematiques::PROGRAMMES,
    physique_chimie::PROGRAMMES,
    svt::PROGRAMMES,
    francais::PROGRAMMES,
    histoire_geographie::PROGRAMMES,
    anglais::PROGRAMMES,
    svt_lycee::PROGRAMMES,
    histoire_geographie_tle::PROGRAMMES,
    histoire_geographie_cycle3::PROGRAMMES,
    histoire_geographie_1re::PROGRAMMES,
];

mod anglais;
mod francais;
mod histoire_geographie;
mod histoire_geographie_1re;
mod histoire_geographie_cycle3;
mod histoire_geographie_tle;
mod mathematiques;
mod physique_chimie;
mod svt;
mod svt_lycee;
