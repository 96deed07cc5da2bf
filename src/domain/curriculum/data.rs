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

const fn prog(
    subject: &'static str,
    level: &'static str,
    sequences: &'static [SequenceDef],
) -> Programme {
    Programme {
        subject,
        level,
        sequences,
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
            "cp", "ce1", "ce2", "cm1", "cm2", "6e", "5e", "4e", "3e", "2de", "1re",
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

pub(super) static PROGRAMMES: &[Programme] = &[
    // ------------------------------------------------------------------ Mathématiques
    prog(
        "mathematiques",
        "6e",
        &[
            seq(
                "nombres-et-calculs",
                NOMBRES,
                &[
                    ch(
                        "nombres-entiers-et-decimaux",
                        "Nombres entiers et nombres décimaux",
                        MATH,
                        B_KNOW,
                        &[
                            "numération",
                            "décimal",
                            "entier",
                            "comparer",
                            "droite graduée",
                        ],
                    ),
                    ch(
                        "operations-sur-les-decimaux",
                        "Addition, soustraction et multiplication de nombres décimaux",
                        MATH,
                        B_KNOW,
                        &[
                            "calcul posé",
                            "calcul mental",
                            "somme",
                            "différence",
                            "produit",
                        ],
                    ),
                    ch(
                        "division-euclidienne-et-decimale",
                        "Division euclidienne et division décimale",
                        MATH,
                        B_KNOW,
                        &["division", "quotient", "reste", "dividende", "diviseur"],
                    ),
                    ch(
                        "multiples-et-diviseurs",
                        "Multiples, diviseurs et critères de divisibilité",
                        MATH,
                        B_KNOW,
                        &[
                            "multiple",
                            "diviseur",
                            "divisibilité",
                            "table de multiplication",
                        ],
                    ),
                    ch(
                        "fractions",
                        "Fractions",
                        MATH,
                        B_SOLVE,
                        &[
                            "fraction",
                            "partage",
                            "quotient",
                            "numérateur",
                            "dénominateur",
                        ],
                    ),
                ],
            ),
            seq(
                "grandeurs-et-mesures",
                GRANDEURS,
                &[
                    ch(
                        "perimetres-et-aires",
                        "Périmètres et aires",
                        MATH_MOD,
                        B_SOLVE,
                        &["périmètre", "aire", "rectangle", "disque", "unité d'aire"],
                    ),
                    ch(
                        "angles",
                        "Angles",
                        MATH_SPACE,
                        B_KNOW,
                        &["angle", "rapporteur", "degré", "angle aigu", "angle obtus"],
                    ),
                    ch(
                        "conversions-d-unites",
                        "Longueurs, masses et durées : unités et conversions",
                        MATH_MOD,
                        B_KNOW,
                        &["conversion", "unité", "mètre", "gramme", "durée", "heure"],
                    ),
                    ch(
                        "volume-du-pave-droit",
                        "Volume du pavé droit",
                        MATH_MOD,
                        B_KNOW,
                        &["volume", "pavé droit", "cube", "litre", "contenance"],
                    ),
                ],
            ),
            seq(
                "espace-et-geometrie",
                ESPACE,
                &[
                    ch(
                        "droites-paralleles-et-perpendiculaires",
                        "Droites parallèles et droites perpendiculaires",
                        MATH_SPACE,
                        B_KNOW,
                        &[
                            "droite",
                            "segment",
                            "parallèle",
                            "perpendiculaire",
                            "équerre",
                        ],
                    ),
                    ch(
                        "triangles-quadrilateres-et-cercle",
                        "Triangles, quadrilatères et cercle",
                        MATH_SPACE,
                        B_SOLVE,
                        &[
                            "triangle",
                            "quadrilatère",
                            "cercle",
                            "rayon",
                            "losange",
                            "carré",
                        ],
                    ),
                    ch(
                        "symetrie-axiale",
                        "Symétrie axiale",
                        MATH_SPACE,
                        B_SOLVE,
                        &[
                            "symétrie",
                            "axe de symétrie",
                            "médiatrice",
                            "figure symétrique",
                        ],
                    ),
                    ch(
                        "solides",
                        "Solides : représentations et patrons",
                        MATH_SPACE,
                        B_SOLVE,
                        &[
                            "solide",
                            "patron",
                            "perspective cavalière",
                            "cube",
                            "pavé droit",
                        ],
                    ),
                ],
            ),
            seq(
                "organisation-et-gestion-de-donnees",
                "Organisation et gestion de données",
                &[
                    ch(
                        "proportionnalite-et-pourcentages",
                        "Proportionnalité et pourcentages",
                        MATH_MOD,
                        B_SOLVE,
                        &["proportionnalité", "coefficient", "pourcentage", "échelle"],
                    ),
                    ch(
                        "representations-de-donnees",
                        "Tableaux et graphiques : lire et représenter des données",
                        MATH_MOD,
                        B_DATA,
                        &["tableau", "diagramme", "graphique", "données"],
                    ),
                ],
            ),
        ],
    ),
    prog(
        "mathematiques",
        "5e",
        &[
            seq(
                "nombres-et-calculs",
                NOMBRES,
                &[
                    ch(
                        "priorites-operatoires",
                        "Enchaînements d'opérations et priorités",
                        MATH,
                        B_KNOW,
                        &["priorité", "parenthèses", "expression numérique", "calcul"],
                    ),
                    ch(
                        "nombres-relatifs",
                        "Nombres relatifs : repérage, comparaison, addition et soustraction",
                        MATH,
                        B_KNOW,
                        &[
                            "relatif", "négatif", "positif", "opposé", "repère", "abscisse",
                        ],
                    ),
                    ch(
                        "fractions",
                        "Fractions : égalité, comparaison, addition et soustraction",
                        MATH,
                        B_SOLVE,
                        &["fraction", "simplifier", "dénominateur commun", "comparer"],
                    ),
                    ch(
                        "nombres-premiers",
                        "Multiples, diviseurs et nombres premiers",
                        MATH,
                        B_KNOW,
                        &["nombre premier", "multiple", "diviseur", "décomposition"],
                    ),
                    ch(
                        "calcul-litteral",
                        "Initiation au calcul littéral",
                        MATH,
                        B_SOLVE,
                        &[
                            "expression littérale",
                            "variable",
                            "substituer",
                            "tester une égalité",
                        ],
                    ),
                ],
            ),
            seq(
                "organisation-et-gestion-de-donnees-fonctions",
                DONNEES_FONCTIONS,
                &[
                    ch(
                        "proportionnalite-et-pourcentages",
                        "Proportionnalité, ratios et pourcentages",
                        MATH_MOD,
                        B_SOLVE,
                        &["proportionnalité", "ratio", "pourcentage", "échelle"],
                    ),
                    ch(
                        "statistiques",
                        "Statistiques : effectifs, fréquences et moyenne",
                        MATH_MOD,
                        B_DATA,
                        &[
                            "effectif",
                            "fréquence",
                            "moyenne",
                            "diagramme",
                            "série statistique",
                        ],
                    ),
                    ch(
                        "probabilites",
                        "Initiation aux probabilités",
                        MATH_MOD,
                        B_SOLVE,
                        &[
                            "probabilité",
                            "hasard",
                            "expérience aléatoire",
                            "issue",
                            "événement",
                        ],
                    ),
                ],
            ),
            seq(
                "grandeurs-et-mesures",
                GRANDEURS,
                &[
                    ch(
                        "perimetres-et-aires",
                        "Périmètres et aires : triangle, parallélogramme et disque",
                        MATH_MOD,
                        B_SOLVE,
                        &["aire", "périmètre", "disque", "pi", "parallélogramme"],
                    ),
                    ch(
                        "volumes",
                        "Volumes du prisme droit et du cylindre",
                        MATH_MOD,
                        B_SOLVE,
                        &["volume", "prisme droit", "cylindre", "litre", "conversion"],
                    ),
                ],
            ),
            seq(
                "espace-et-geometrie",
                ESPACE,
                &[
                    ch(
                        "angles-et-parallelisme",
                        "Angles et parallélisme",
                        MATH_SPACE,
                        B_REASON,
                        &[
                            "angles alternes-internes",
                            "angles correspondants",
                            "parallèle",
                        ],
                    ),
                    ch(
                        "triangles",
                        "Triangles : construction, inégalité triangulaire et somme des angles",
                        MATH_SPACE,
                        B_REASON,
                        &[
                            "triangle",
                            "inégalité triangulaire",
                            "somme des angles",
                            "hauteur",
                        ],
                    ),
                    ch(
                        "symetrie-centrale",
                        "Symétrie centrale",
                        MATH_SPACE,
                        B_SOLVE,
                        &["symétrie", "centre de symétrie", "image", "transformation"],
                    ),
                    ch(
                        "parallelogrammes",
                        "Parallélogrammes",
                        MATH_SPACE,
                        B_REASON,
                        &[
                            "parallélogramme",
                            "diagonales",
                            "losange",
                            "rectangle",
                            "carré",
                        ],
                    ),
                ],
            ),
            seq(
                "algorithmique-et-programmation",
                ALGO,
                &[ch(
                    "algorithmique-et-programmation",
                    "Programmation par blocs : séquences, boucles et conditions",
                    MATH_MOD,
                    B_ALGO,
                    &["scratch", "algorithme", "boucle", "condition", "programme"],
                )],
            ),
        ],
    ),
    prog(
        "mathematiques",
        "4e",
        &[
            seq(
                "nombres-et-calculs",
                NOMBRES,
                &[
                    ch(
                        "nombres-relatifs",
                        "Multiplication et division des nombres relatifs",
                        MATH,
                        B_KNOW,
                        &["relatif", "règle des signes", "produit", "quotient"],
                    ),
                    ch(
                        "fractions",
                        "Fractions : multiplication et division",
                        MATH,
                        B_SOLVE,
                        &["fraction", "inverse", "produit", "quotient", "simplifier"],
                    ),
                    ch(
                        "puissances",
                        "Puissances et notation scientifique",
                        MATH,
                        B_KNOW,
                        &[
                            "puissance",
                            "exposant",
                            "notation scientifique",
                            "puissance de dix",
                        ],
                    ),
                    ch(
                        "calcul-litteral",
                        "Calcul littéral : réduire, développer et factoriser",
                        MATH,
                        B_SOLVE,
                        &["développer", "factoriser", "réduire", "distributivité"],
                    ),
                    ch(
                        "equations",
                        "Équations du premier degré",
                        MATH_MOD,
                        B_SOLVE,
                        &["équation", "inconnue", "résoudre", "mise en équation"],
                    ),
                ],
            ),
            seq(
                "organisation-et-gestion-de-donnees-fonctions",
                DONNEES_FONCTIONS,
                &[
                    ch(
                        "proportionnalite-et-pourcentages",
                        "Proportionnalité, pourcentages et quatrième proportionnelle",
                        MATH_MOD,
                        B_SOLVE,
                        &[
                            "proportionnalité",
                            "pourcentage",
                            "quatrième proportionnelle",
                            "produit en croix",
                        ],
                    ),
                    ch(
                        "statistiques",
                        "Statistiques : moyenne, médiane et étendue",
                        MATH_MOD,
                        B_DATA,
                        &["moyenne", "médiane", "étendue", "série statistique"],
                    ),
                    ch(
                        "probabilites",
                        "Probabilités : calculs et fréquences",
                        MATH_MOD,
                        B_REASON,
                        &[
                            "probabilité",
                            "événement",
                            "fréquence",
                            "issue",
                            "équiprobabilité",
                        ],
                    ),
                ],
            ),
            seq(
                "grandeurs-et-mesures",
                GRANDEURS,
                &[
                    ch(
                        "conversions-d-unites",
                        "Vitesse, grandeurs composées et conversions d'unités",
                        MATH_MOD,
                        B_SOLVE,
                        &[
                            "vitesse",
                            "grandeur composée",
                            "conversion",
                            "km/h",
                            "débit",
                        ],
                    ),
                    ch(
                        "volumes",
                        "Volumes de la pyramide et du cône",
                        MATH_MOD,
                        B_SOLVE,
                        &["volume", "pyramide", "cône", "solide"],
                    ),
                ],
            ),
            seq(
                "espace-et-geometrie",
                ESPACE,
                &[
                    ch(
                        "theoreme-de-pythagore",
                        "Théorème de Pythagore",
                        MATH_SPACE,
                        B_REASON,
                        &[
                            "pythagore",
                            "triangle rectangle",
                            "hypoténuse",
                            "réciproque",
                            "racine carrée",
                        ],
                    ),
                    ch(
                        "theoreme-de-thales",
                        "Théorème de Thalès dans le triangle",
                        MATH_SPACE,
                        B_REASON,
                        &[
                            "thalès",
                            "triangles emboîtés",
                            "parallèles",
                            "longueurs proportionnelles",
                        ],
                    ),
                    ch(
                        "translations",
                        "Translations",
                        MATH_SPACE,
                        B_SOLVE,
                        &["translation", "transformation", "glissement", "image"],
                    ),
                ],
            ),
            seq(
                "algorithmique-et-programmation",
                ALGO,
                &[ch(
                    "algorithmique-et-programmation",
                    "Programmation : variables, boucles et blocs personnalisés",
                    MATH_MOD,
                    B_ALGO,
                    &["scratch", "variable", "boucle", "algorithme", "programme"],
                )],
            ),
        ],
    ),
    prog(
        "mathematiques",
        "3e",
        &[
            seq(
                "nombres-et-calculs",
                NOMBRES,
                &[
                    ch(
                        "arithmetique",
                        "Arithmétique : nombres premiers et fractions irréductibles",
                        MATH,
                        B_SOLVE,
                        &[
                            "nombre premier",
                            "décomposition",
                            "fraction irréductible",
                            "diviseur",
                        ],
                    ),
                    ch(
                        "puissances-et-racines-carrees",
                        "Puissances et racines carrées",
                        MATH,
                        B_KNOW,
                        &[
                            "puissance",
                            "racine carrée",
                            "notation scientifique",
                            "carré parfait",
                        ],
                    ),
                    ch(
                        "calcul-litteral",
                        "Calcul littéral : double distributivité et identités remarquables",
                        MATH,
                        B_SOLVE,
                        &[
                            "développer",
                            "factoriser",
                            "identité remarquable",
                            "double distributivité",
                        ],
                    ),
                    ch(
                        "equations-et-inequations",
                        "Équations produit et inéquations",
                        MATH_MOD,
                        B_SOLVE,
                        &[
                            "équation produit",
                            "inéquation",
                            "résoudre",
                            "mise en équation",
                        ],
                    ),
                ],
            ),
            seq(
                "organisation-et-gestion-de-donnees-fonctions",
                DONNEES_FONCTIONS,
                &[
                    ch(
                        "notion-de-fonction",
                        "Notion de fonction",
                        MATH_MOD,
                        B_SOLVE,
                        &[
                            "fonction",
                            "image",
                            "antécédent",
                            "courbe",
                            "tableau de valeurs",
                        ],
                    ),
                    ch(
                        "fonctions-lineaires-et-affines",
                        "Fonctions linéaires et fonctions affines",
                        MATH_MOD,
                        B_REASON,
                        &[
                            "fonction linéaire",
                            "fonction affine",
                            "coefficient directeur",
                            "ordonnée à l'origine",
                        ],
                    ),
                    ch(
                        "proportionnalite-et-pourcentages",
                        "Pourcentages, évolutions et proportionnalité",
                        MATH_MOD,
                        B_SOLVE,
                        &[
                            "pourcentage",
                            "évolution",
                            "augmentation",
                            "réduction",
                            "coefficient multiplicateur",
                        ],
                    ),
                    ch(
                        "statistiques",
                        "Statistiques : indicateurs de position et de dispersion",
                        MATH_MOD,
                        B_DATA,
                        &["moyenne", "médiane", "étendue", "série statistique"],
                    ),
                    ch(
                        "probabilites",
                        "Probabilités : expériences à une ou deux épreuves",
                        MATH_MOD,
                        B_REASON,
                        &[
                            "probabilité",
                            "arbre",
                            "tableau à double entrée",
                            "événement",
                        ],
                    ),
                ],
            ),
            seq(
                "grandeurs-et-mesures",
                GRANDEURS,
                &[
                    ch(
                        "agrandissement-et-reduction",
                        "Agrandissements et réductions : effet sur les longueurs, aires et volumes",
                        MATH_MOD,
                        B_REASON,
                        &[
                            "agrandissement",
                            "réduction",
                            "coefficient",
                            "échelle",
                            "aire",
                            "volume",
                        ],
                    ),
                    ch(
                        "sphere-et-boule",
                        "Sphère, boule et sections de solides",
                        MATH_SPACE,
                        B_SOLVE,
                        &[
                            "sphère",
                            "boule",
                            "section",
                            "volume",
                            "repérage sur la sphère",
                        ],
                    ),
                ],
            ),
            seq(
                "espace-et-geometrie",
                ESPACE,
                &[
                    ch(
                        "theoreme-de-thales",
                        "Théorème de Thalès et sa réciproque",
                        MATH_SPACE,
                        B_REASON,
                        &[
                            "thalès",
                            "réciproque",
                            "configuration papillon",
                            "parallèles",
                        ],
                    ),
                    ch(
                        "trigonometrie",
                        "Trigonométrie dans le triangle rectangle",
                        MATH_SPACE,
                        B_REASON,
                        &[
                            "cosinus",
                            "sinus",
                            "tangente",
                            "triangle rectangle",
                            "angle",
                        ],
                    ),
                    ch(
                        "rotations-et-homotheties",
                        "Rotations et homothéties",
                        MATH_SPACE,
                        B_SOLVE,
                        &["rotation", "homothétie", "transformation", "rapport"],
                    ),
                ],
            ),
            seq(
                "algorithmique-et-programmation",
                ALGO,
                &[ch(
                    "algorithmique-et-programmation",
                    "Algorithmique et programmation : résoudre un problème",
                    MATH_MOD,
                    B_ALGO,
                    &["scratch", "algorithme", "boucle", "condition", "variable"],
                )],
            ),
        ],
    ),
    prog(
        "mathematiques",
        "2de",
        &[
            seq(
                "nombres-et-calculs",
                NOMBRES,
                &[
                    ch(
                        "ensembles-de-nombres",
                        "Ensembles de nombres et intervalles",
                        MATH,
                        B_KNOW,
                        &[
                            "entiers naturels",
                            "rationnels",
                            "réels",
                            "intervalle",
                            "valeur absolue",
                        ],
                    ),
                    ch(
                        "arithmetique",
                        "Multiples, diviseurs et nombres premiers",
                        MATH,
                        B_REASON,
                        &["multiple", "diviseur", "nombre premier", "parité"],
                    ),
                    ch(
                        "puissances-et-racines-carrees",
                        "Puissances et racines carrées",
                        MATH,
                        B_KNOW,
                        &[
                            "puissance",
                            "racine carrée",
                            "exposant",
                            "notation scientifique",
                        ],
                    ),
                    ch(
                        "calcul-litteral",
                        "Calcul littéral et identités remarquables",
                        MATH,
                        B_SOLVE,
                        &[
                            "développer",
                            "factoriser",
                            "identité remarquable",
                            "expression",
                        ],
                    ),
                    ch(
                        "equations-et-inequations",
                        "Équations et inéquations",
                        MATH_MOD,
                        B_SOLVE,
                        &["équation", "inéquation", "tableau de signes", "résoudre"],
                    ),
                ],
            ),
            seq(
                "geometrie",
                "Géométrie",
                &[
                    ch(
                        "vecteurs",
                        "Vecteurs du plan",
                        MATH_SPACE,
                        B_REASON,
                        &[
                            "vecteur",
                            "translation",
                            "colinéarité",
                            "relation de Chasles",
                        ],
                    ),
                    ch(
                        "geometrie-reperee",
                        "Géométrie repérée : coordonnées, milieu et distance",
                        MATH_SPACE,
                        B_SOLVE,
                        &["repère", "coordonnées", "milieu", "distance"],
                    ),
                    ch(
                        "droites-et-systemes",
                        "Droites du plan et systèmes linéaires",
                        MATH_SPACE,
                        B_REASON,
                        &[
                            "équation de droite",
                            "coefficient directeur",
                            "système",
                            "droites parallèles",
                        ],
                    ),
                ],
            ),
            seq(
                "fonctions",
                "Fonctions",
                &[
                    ch(
                        "generalites-sur-les-fonctions",
                        "Généralités sur les fonctions",
                        MATH_MOD,
                        B_SOLVE,
                        &[
                            "fonction",
                            "ensemble de définition",
                            "image",
                            "antécédent",
                            "courbe",
                        ],
                    ),
                    ch(
                        "fonctions-de-reference",
                        "Fonctions de référence : carré, inverse, racine carrée et cube",
                        MATH_MOD,
                        B_SOLVE,
                        &[
                            "fonction carré",
                            "fonction inverse",
                            "fonction racine carrée",
                            "fonction cube",
                        ],
                    ),
                    ch(
                        "variations-et-extremums",
                        "Variations et extremums d'une fonction",
                        MATH_MOD,
                        B_REASON,
                        &[
                            "tableau de variations",
                            "croissante",
                            "décroissante",
                            "maximum",
                            "minimum",
                        ],
                    ),
                    ch(
                        "fonctions-affines",
                        "Fonctions affines et signe d'une expression",
                        MATH_MOD,
                        B_REASON,
                        &[
                            "fonction affine",
                            "fonction linéaire",
                            "signe",
                            "tableau de signes",
                        ],
                    ),
                ],
            ),
            seq(
                "statistiques-et-probabilites",
                "Statistiques et probabilités",
                &[
                    ch(
                        "pourcentages-et-evolutions",
                        "Proportions et évolutions en pourcentage",
                        MATH_MOD,
                        B_SOLVE,
                        &[
                            "proportion",
                            "pourcentage",
                            "évolution",
                            "taux",
                            "coefficient multiplicateur",
                        ],
                    ),
                    ch(
                        "statistiques",
                        "Statistiques descriptives",
                        MATH_MOD,
                        B_DATA,
                        &[
                            "moyenne",
                            "écart type",
                            "médiane",
                            "quartiles",
                            "écart interquartile",
                        ],
                    ),
                    ch(
                        "probabilites",
                        "Probabilités sur un ensemble fini",
                        MATH_MOD,
                        B_REASON,
                        &["probabilité", "univers", "événement", "loi de probabilité"],
                    ),
                    ch(
                        "echantillonnage",
                        "Échantillonnage",
                        MATH_MOD,
                        B_DATA,
                        &["échantillon", "fluctuation", "fréquence", "simulation"],
                    ),
                ],
            ),
            seq(
                "algorithmique-et-programmation",
                ALGO,
                &[ch(
                    "algorithmique-et-programmation",
                    "Algorithmique et programmation en Python",
                    MATH_MOD,
                    B_ALGO,
                    &[
                        "python",
                        "variable",
                        "boucle",
                        "fonction",
                        "instruction conditionnelle",
                    ],
                )],
            ),
        ],
    ),
    // ------------------------------------------------------------------ Physique-chimie
    prog(
        "physique-chimie",
        "6e",
        &[seq(
            "matiere-mouvement-energie-information",
            "Matière, mouvement, énergie, information",
            &[
                ch(
                    "etats-de-la-matiere",
                    "États de la matière et changements d'état",
                    SCI,
                    B_KNOW,
                    &[
                        "solide",
                        "liquide",
                        "gaz",
                        "fusion",
                        "solidification",
                        "eau",
                    ],
                ),
                ch(
                    "melanges-et-solutions",
                    "Mélanges et solutions",
                    SCI,
                    B_SOLVE,
                    &[
                        "mélange",
                        "dissolution",
                        "soluble",
                        "filtration",
                        "décantation",
                    ],
                ),
                ch(
                    "masse-et-volume",
                    "Masse et volume",
                    SCI,
                    B_KNOW,
                    &["masse", "volume", "balance", "éprouvette graduée", "litre"],
                ),
                ch(
                    "mouvements",
                    "Observer et décrire des mouvements",
                    SCI,
                    B_SOLVE,
                    &[
                        "mouvement",
                        "trajectoire",
                        "vitesse",
                        "rectiligne",
                        "circulaire",
                    ],
                ),
                ch(
                    "sources-et-conversions-d-energie",
                    "Sources d'énergie et conversions",
                    SCI_CIT,
                    B_SOLVE,
                    &[
                        "énergie",
                        "source d'énergie",
                        "renouvelable",
                        "conversion",
                        "chaîne énergétique",
                    ],
                ),
                ch(
                    "signal-et-information",
                    "Signal et information",
                    SCI,
                    B_KNOW,
                    &["signal", "information", "signal lumineux", "signal sonore"],
                ),
            ],
        )],
    ),
    prog(
        "physique-chimie",
        "5e",
        &[
            seq(
                "matiere",
                PC_MATIERE,
                &[
                    ch(
                        "etats-et-changements-d-etat",
                        "États et changements d'état de la matière",
                        SCI,
                        B_SOLVE,
                        &[
                            "fusion",
                            "vaporisation",
                            "température de changement d'état",
                            "palier",
                            "masse",
                        ],
                    ),
                    ch(
                        "melanges-et-corps-purs",
                        "Mélanges et corps purs : solubilité et miscibilité",
                        SCI,
                        B_SOLVE,
                        &[
                            "corps pur",
                            "mélange",
                            "solubilité",
                            "miscibilité",
                            "saturation",
                        ],
                    ),
                    ch(
                        "composition-de-l-air",
                        "L'air qui nous entoure",
                        SCI_CIT,
                        B_KNOW,
                        &["air", "dioxygène", "diazote", "pression", "pollution"],
                    ),
                ],
            ),
            seq(
                "mouvement-et-interactions",
                PC_MOUVEMENT,
                &[ch(
                    "decrire-un-mouvement",
                    "Décrire un mouvement : trajectoire et vitesse",
                    SCI,
                    B_SOLVE,
                    &[
                        "mouvement",
                        "trajectoire",
                        "vitesse",
                        "uniforme",
                        "accéléré",
                        "ralenti",
                    ],
                )],
            ),
            seq(
                "energie",
                PC_ENERGIE,
                &[
                    ch(
                        "sources-et-formes-d-energie",
                        "Sources et formes d'énergie",
                        SCI_CIT,
                        B_SOLVE,
                        &[
                            "énergie",
                            "source",
                            "renouvelable",
                            "conversion",
                            "chaîne énergétique",
                        ],
                    ),
                    ch(
                        "circuits-electriques",
                        "Circuits électriques en série et en dérivation",
                        SCI,
                        B_SOLVE,
                        &[
                            "circuit",
                            "série",
                            "dérivation",
                            "court-circuit",
                            "schéma normalisé",
                        ],
                    ),
                ],
            ),
            seq(
                "signaux",
                PC_SIGNAUX,
                &[ch(
                    "propagation-de-la-lumiere",
                    "Sources de lumière et propagation rectiligne",
                    SCI,
                    B_SOLVE,
                    &[
                        "lumière",
                        "source primaire",
                        "objet diffusant",
                        "ombre",
                        "rayon lumineux",
                    ],
                )],
            ),
        ],
    ),
    prog(
        "physique-chimie",
        "4e",
        &[
            seq(
                "matiere",
                PC_MATIERE,
                &[
                    ch(
                        "masse-volumique",
                        "Masse volumique",
                        SCI,
                        B_SOLVE,
                        &["masse volumique", "masse", "volume", "densité", "flotter"],
                    ),
                    ch(
                        "atomes-et-molecules",
                        "Atomes et molécules",
                        SCI,
                        B_KNOW,
                        &[
                            "atome",
                            "molécule",
                            "modèle moléculaire",
                            "formule chimique",
                        ],
                    ),
                    ch(
                        "transformations-chimiques",
                        "Transformations chimiques et combustions",
                        SCI,
                        B_SOLVE,
                        &[
                            "transformation chimique",
                            "réactif",
                            "produit",
                            "combustion",
                            "équation de réaction",
                        ],
                    ),
                ],
            ),
            seq(
                "mouvement-et-interactions",
                PC_MOUVEMENT,
                &[
                    ch(
                        "vitesse",
                        "Vitesse et relativité du mouvement",
                        SCI,
                        B_SOLVE,
                        &["vitesse", "référentiel", "distance", "durée", "m/s", "km/h"],
                    ),
                    ch(
                        "actions-mecaniques-et-forces",
                        "Actions mécaniques et forces",
                        SCI,
                        B_SOLVE,
                        &[
                            "action mécanique",
                            "force",
                            "newton",
                            "diagramme objet-interactions",
                        ],
                    ),
                ],
            ),
            seq(
                "energie",
                PC_ENERGIE,
                &[
                    ch(
                        "intensite-et-tension",
                        "Intensité et tension électriques",
                        SCI,
                        B_SOLVE,
                        &[
                            "intensité",
                            "tension",
                            "ampèremètre",
                            "voltmètre",
                            "loi des nœuds",
                        ],
                    ),
                    ch(
                        "loi-d-ohm",
                        "Résistance et loi d'Ohm",
                        SCI,
                        B_REASON,
                        &[
                            "loi d'ohm",
                            "résistance",
                            "ohm",
                            "caractéristique",
                            "tension",
                            "intensité",
                        ],
                    ),
                ],
            ),
            seq(
                "signaux",
                PC_SIGNAUX,
                &[
                    ch(
                        "lumiere",
                        "La lumière : vitesse de propagation et couleurs",
                        SCI_WORLD,
                        B_SOLVE,
                        &[
                            "lumière",
                            "vitesse de la lumière",
                            "année-lumière",
                            "couleur",
                            "spectre",
                        ],
                    ),
                    ch(
                        "son",
                        "Le son : production, propagation et vitesse",
                        SCI,
                        B_SOLVE,
                        &[
                            "son",
                            "vibration",
                            "vitesse du son",
                            "fréquence",
                            "milieu matériel",
                        ],
                    ),
                ],
            ),
        ],
    ),
    prog(
        "physique-chimie",
        "3e",
        &[
            seq(
                "matiere",
                PC_MATIERE,
                &[
                    ch(
                        "atomes-et-ions",
                        "Structure de l'atome et ions",
                        SCI,
                        B_KNOW,
                        &["atome", "noyau", "électron", "ion", "proton"],
                    ),
                    ch(
                        "acides-et-bases",
                        "Solutions acides et basiques : le pH",
                        SCI_CIT,
                        B_SOLVE,
                        &["ph", "acide", "base", "dilution", "ion hydrogène"],
                    ),
                    ch(
                        "reactions-acides-metaux",
                        "Réactions entre solutions acides et métaux",
                        SCI,
                        B_REASON,
                        &["acide", "métal", "dihydrogène", "test d'identification"],
                    ),
                    ch(
                        "univers-et-systeme-solaire",
                        "L'Univers et le système solaire",
                        SCI_WORLD,
                        B_KNOW,
                        &[
                            "univers",
                            "galaxie",
                            "système solaire",
                            "étoile",
                            "année-lumière",
                        ],
                    ),
                ],
            ),
            seq(
                "mouvement-et-interactions",
                PC_MOUVEMENT,
                &[
                    ch(
                        "poids-et-masse",
                        "Poids et masse",
                        SCI,
                        B_SOLVE,
                        &[
                            "poids",
                            "masse",
                            "intensité de pesanteur",
                            "newton",
                            "kilogramme",
                        ],
                    ),
                    ch(
                        "interaction-gravitationnelle",
                        "Interaction gravitationnelle",
                        SCI_WORLD,
                        B_SOLVE,
                        &["gravitation", "attraction", "force", "planète", "satellite"],
                    ),
                ],
            ),
            seq(
                "energie",
                PC_ENERGIE,
                &[
                    ch(
                        "energie-cinetique",
                        "Énergie cinétique et sécurité routière",
                        SCI_CIT,
                        B_REASON,
                        &[
                            "énergie cinétique",
                            "vitesse",
                            "distance de freinage",
                            "distance d'arrêt",
                        ],
                    ),
                    ch(
                        "energie-et-puissance",
                        "Puissance et énergie électriques",
                        SCI_CIT,
                        B_SOLVE,
                        &["puissance", "énergie", "watt", "joule", "kilowattheure"],
                    ),
                    ch(
                        "conversions-d-energie",
                        "Conversions et conservation de l'énergie",
                        SCI_CIT,
                        B_REASON,
                        &[
                            "conversion",
                            "conservation",
                            "rendement",
                            "chaîne énergétique",
                        ],
                    ),
                ],
            ),
            seq(
                "signaux",
                PC_SIGNAUX,
                &[ch(
                    "signaux-et-information",
                    "Signaux lumineux et sonores pour transmettre une information",
                    SCI,
                    B_SOLVE,
                    &["signal", "information", "émetteur", "récepteur", "onde"],
                )],
            ),
        ],
    ),
    prog(
        "physique-chimie",
        "2de",
        &[
            seq(
                "matiere",
                "Constitution et transformations de la matière",
                &[
                    ch(
                        "corps-purs-et-melanges",
                        "Corps purs et mélanges",
                        SCI,
                        B_SOLVE,
                        &[
                            "corps pur",
                            "mélange",
                            "composition massique",
                            "masse volumique",
                            "chromatographie",
                        ],
                    ),
                    ch(
                        "solutions-et-concentration",
                        "Solutions aqueuses et concentration en masse",
                        SCI,
                        B_SOLVE,
                        &[
                            "concentration",
                            "concentration en masse",
                            "soluté",
                            "solvant",
                            "dilution",
                        ],
                    ),
                    ch(
                        "modelisation-de-l-atome",
                        "Modélisation de l'atome et tableau périodique",
                        SCI,
                        B_KNOW,
                        &[
                            "noyau",
                            "électron",
                            "configuration électronique",
                            "tableau périodique",
                        ],
                    ),
                    ch(
                        "quantite-de-matiere",
                        "Entités chimiques et quantité de matière",
                        SCI,
                        B_SOLVE,
                        &[
                            "mole",
                            "quantité de matière",
                            "constante d'Avogadro",
                            "molécule",
                            "ion",
                        ],
                    ),
                    ch(
                        "transformations-chimiques",
                        "Transformation chimique et réactif limitant",
                        SCI,
                        B_REASON,
                        &[
                            "transformation chimique",
                            "équation de réaction",
                            "réactif limitant",
                            "stœchiométrie",
                        ],
                    ),
                    ch(
                        "transformations-physiques-et-nucleaires",
                        "Transformations physiques et nucléaires",
                        SCI_CIT,
                        B_SOLVE,
                        &[
                            "changement d'état",
                            "énergie",
                            "isotope",
                            "fission",
                            "fusion",
                        ],
                    ),
                ],
            ),
            seq(
                "mouvement-et-interactions",
                PC_MOUVEMENT,
                &[
                    ch(
                        "description-d-un-mouvement",
                        "Description d'un mouvement : référentiel et vecteur vitesse",
                        SCI,
                        B_SOLVE,
                        &[
                            "référentiel",
                            "trajectoire",
                            "vecteur vitesse",
                            "vitesse",
                            "chronophotographie",
                        ],
                    ),
                    ch(
                        "forces-et-principe-d-inertie",
                        "Forces et principe d'inertie",
                        SCI,
                        B_REASON,
                        &[
                            "force",
                            "poids",
                            "principe d'inertie",
                            "interaction",
                            "vecteur",
                        ],
                    ),
                ],
            ),
            seq(
                "ondes-et-signaux",
                "Ondes et signaux",
                &[
                    ch(
                        "son",
                        "Émission et perception d'un son",
                        SCI,
                        B_SOLVE,
                        &[
                            "son",
                            "fréquence",
                            "période",
                            "niveau d'intensité sonore",
                            "décibel",
                        ],
                    ),
                    ch(
                        "lumiere-et-lentilles",
                        "Vision et image : réfraction, spectres et lentilles",
                        SCI,
                        B_SOLVE,
                        &[
                            "réfraction",
                            "lentille convergente",
                            "spectre",
                            "image",
                            "dispersion",
                        ],
                    ),
                    ch(
                        "signaux-et-capteurs",
                        "Signaux et capteurs : lois de l'électricité",
                        SCI,
                        B_REASON,
                        &[
                            "loi d'ohm",
                            "loi des mailles",
                            "loi des nœuds",
                            "capteur",
                            "résistance",
                        ],
                    ),
                ],
            ),
        ],
    ),
    // ------------------------------------------------------------------ SVT
    prog(
        "svt",
        "6e",
        &[
            seq(
                "le-vivant",
                "Le vivant, sa diversité et les fonctions qui le caractérisent",
                &[
                    ch(
                        "classer-les-etres-vivants",
                        "Classer les êtres vivants",
                        SCI,
                        B_SOLVE,
                        &[
                            "classification",
                            "espèce",
                            "attribut",
                            "groupe emboîté",
                            "biodiversité",
                        ],
                    ),
                    ch(
                        "la-cellule",
                        "La cellule, unité du vivant",
                        SCI,
                        B_KNOW,
                        &[
                            "cellule",
                            "microscope",
                            "noyau",
                            "membrane",
                            "être unicellulaire",
                        ],
                    ),
                    ch(
                        "origine-de-la-matiere",
                        "L'origine de la matière des êtres vivants",
                        SCI,
                        B_SOLVE,
                        &[
                            "nutrition",
                            "producteur",
                            "consommateur",
                            "chaîne alimentaire",
                            "décomposeur",
                        ],
                    ),
                    ch(
                        "developpement-et-reproduction",
                        "Développement et reproduction des êtres vivants",
                        SCI,
                        B_SOLVE,
                        &[
                            "reproduction",
                            "développement",
                            "graine",
                            "métamorphose",
                            "croissance",
                        ],
                    ),
                ],
            ),
            seq(
                "la-planete-terre",
                "La planète Terre. Les êtres vivants dans leur environnement",
                &[
                    ch(
                        "la-terre-dans-le-systeme-solaire",
                        "La Terre dans le système solaire",
                        SCI_WORLD,
                        B_KNOW,
                        &[
                            "soleil",
                            "planète",
                            "rotation",
                            "révolution",
                            "saisons",
                            "jour et nuit",
                        ],
                    ),
                    ch(
                        "peuplement-des-milieux",
                        "Le peuplement des milieux",
                        SCI_CIT,
                        B_INQUIRY,
                        &["milieu", "peuplement", "écosystème", "facteur", "saison"],
                    ),
                    ch(
                        "paysages-et-action-humaine",
                        "Les paysages et l'action de l'être humain",
                        SCI_CIT,
                        B_INQUIRY,
                        &[
                            "paysage",
                            "aménagement",
                            "environnement",
                            "ressource",
                            "impact",
                        ],
                    ),
                ],
            ),
        ],
    ),
    prog(
        "svt",
        "5e",
        &[
            seq(
                "planete-terre",
                SVT_TERRE,
                &[
                    ch(
                        "erosion-et-paysages",
                        "Érosion, sédimentation et formation des paysages",
                        SCI_WORLD,
                        B_SOLVE,
                        &["érosion", "sédimentation", "roche", "paysage", "fossile"],
                    ),
                    ch(
                        "meteorologie-et-climat",
                        "Phénomènes météorologiques et climat",
                        SCI_WORLD,
                        B_SOLVE,
                        &[
                            "météorologie",
                            "climat",
                            "atmosphère",
                            "précipitation",
                            "vent",
                        ],
                    ),
                ],
            ),
            seq(
                "vivant-et-evolution",
                SVT_VIVANT,
                &[
                    ch(
                        "respiration-et-milieux",
                        "La respiration des êtres vivants dans leur milieu",
                        SCI,
                        B_SOLVE,
                        &[
                            "respiration",
                            "branchies",
                            "poumons",
                            "dioxygène",
                            "milieu aquatique",
                        ],
                    ),
                    ch(
                        "nutrition-des-organismes",
                        "Besoins des cellules et nutrition des organismes",
                        SCI,
                        B_SOLVE,
                        &[
                            "cellule",
                            "nutriment",
                            "photosynthèse",
                            "besoins nutritifs",
                            "végétaux",
                        ],
                    ),
                    ch(
                        "reproduction-des-etres-vivants",
                        "Reproduction sexuée et asexuée des êtres vivants",
                        SCI,
                        B_SOLVE,
                        &[
                            "reproduction sexuée",
                            "reproduction asexuée",
                            "fécondation",
                            "bouturage",
                        ],
                    ),
                ],
            ),
            seq(
                "corps-humain-et-sante",
                SVT_CORPS,
                &[
                    ch(
                        "activite-physique",
                        "Activité physique : respiration, circulation et effort",
                        SCI_CIT,
                        B_INQUIRY,
                        &[
                            "effort",
                            "rythme cardiaque",
                            "fréquence respiratoire",
                            "muscle",
                            "santé",
                        ],
                    ),
                    ch(
                        "digestion",
                        "Digestion et absorption des nutriments",
                        SCI_CIT,
                        B_SOLVE,
                        &[
                            "digestion",
                            "enzyme",
                            "intestin",
                            "nutriment",
                            "alimentation",
                        ],
                    ),
                ],
            ),
        ],
    ),
    prog(
        "svt",
        "4e",
        &[
            seq(
                "planete-terre",
                SVT_TERRE,
                &[
                    ch(
                        "tectonique-des-plaques",
                        "Séismes, volcans et tectonique des plaques",
                        SCI_WORLD,
                        B_SOLVE,
                        &[
                            "séisme",
                            "volcan",
                            "plaque lithosphérique",
                            "dorsale",
                            "subduction",
                        ],
                    ),
                    ch(
                        "risques-naturels",
                        "Risques géologiques et prévention",
                        SCI_CIT,
                        B_INQUIRY,
                        &["risque", "aléa", "vulnérabilité", "prévention", "séisme"],
                    ),
                ],
            ),
            seq(
                "vivant-et-evolution",
                SVT_VIVANT,
                &[
                    ch(
                        "ecosystemes-et-biodiversite",
                        "Écosystèmes et biodiversité",
                        SCI_CIT,
                        B_INQUIRY,
                        &[
                            "écosystème",
                            "biodiversité",
                            "réseau trophique",
                            "activité humaine",
                        ],
                    ),
                    ch(
                        "reproduction-des-plantes",
                        "Reproduction des plantes à fleurs et dispersion",
                        SCI,
                        B_SOLVE,
                        &["fleur", "pollinisation", "graine", "fruit", "dissémination"],
                    ),
                ],
            ),
            seq(
                "corps-humain-et-sante",
                SVT_CORPS,
                &[
                    ch(
                        "systeme-nerveux",
                        "Le système nerveux et la commande du mouvement",
                        SCI_CIT,
                        B_SOLVE,
                        &[
                            "système nerveux",
                            "neurone",
                            "cerveau",
                            "message nerveux",
                            "réflexe",
                        ],
                    ),
                    ch(
                        "puberte-et-reproduction",
                        "Puberté, reproduction humaine et sexualité",
                        SCI_CIT,
                        B_SOLVE,
                        &["puberté", "hormone", "ovaire", "testicule", "contraception"],
                    ),
                ],
            ),
        ],
    ),
    prog(
        "svt",
        "3e",
        &[
            seq(
                "planete-terre",
                SVT_TERRE,
                &[
                    ch(
                        "changement-climatique",
                        "Le changement climatique et ses conséquences",
                        SCI_CIT,
                        B_INQUIRY,
                        &[
                            "climat",
                            "effet de serre",
                            "réchauffement",
                            "dioxyde de carbone",
                        ],
                    ),
                    ch(
                        "ressources-naturelles",
                        "Ressources naturelles et développement durable",
                        SCI_CIT,
                        B_INQUIRY,
                        &[
                            "ressource",
                            "énergie fossile",
                            "développement durable",
                            "exploitation",
                        ],
                    ),
                ],
            ),
            seq(
                "vivant-et-evolution",
                SVT_VIVANT,
                &[
                    ch(
                        "genetique",
                        "ADN, chromosomes et gènes : l'information génétique",
                        SCI,
                        B_SOLVE,
                        &["adn", "chromosome", "gène", "allèle", "caryotype"],
                    ),
                    ch(
                        "biodiversite-et-evolution",
                        "Biodiversité et évolution des espèces",
                        SCI,
                        B_INQUIRY,
                        &[
                            "évolution",
                            "sélection naturelle",
                            "parenté",
                            "ancêtre commun",
                            "mutation",
                        ],
                    ),
                ],
            ),
            seq(
                "corps-humain-et-sante",
                SVT_CORPS,
                &[
                    ch(
                        "systeme-immunitaire",
                        "Le système immunitaire",
                        SCI_CIT,
                        B_SOLVE,
                        &[
                            "immunité",
                            "anticorps",
                            "lymphocyte",
                            "phagocytose",
                            "infection",
                        ],
                    ),
                    ch(
                        "microorganismes-et-sante",
                        "Micro-organismes, antibiotiques et vaccination",
                        SCI_CIT,
                        B_INQUIRY,
                        &["bactérie", "virus", "antibiotique", "vaccin", "hygiène"],
                    ),
                ],
            ),
        ],
    ),
    prog(
        "svt",
        "2de",
        &[
            seq(
                "terre-vie-organisation-du-vivant",
                "La Terre, la vie et l'organisation du vivant",
                &[
                    ch(
                        "organisme-pluricellulaire",
                        "L'organisme pluricellulaire, un ensemble de cellules spécialisées",
                        SCI,
                        B_SOLVE,
                        &[
                            "cellule",
                            "tissu",
                            "organe",
                            "spécialisation",
                            "matrice extracellulaire",
                        ],
                    ),
                    ch(
                        "metabolisme-cellulaire",
                        "Le métabolisme des cellules",
                        SCI,
                        B_SOLVE,
                        &[
                            "métabolisme",
                            "enzyme",
                            "photosynthèse",
                            "respiration",
                            "autotrophe",
                        ],
                    ),
                    ch(
                        "adn",
                        "L'ADN, support de l'information génétique",
                        SCI,
                        B_KNOW,
                        &[
                            "adn",
                            "nucléotide",
                            "gène",
                            "double hélice",
                            "information génétique",
                        ],
                    ),
                    ch(
                        "biodiversite-et-evolution",
                        "Biodiversité, résultat et étape de l'évolution",
                        SCI,
                        B_INQUIRY,
                        &[
                            "biodiversité",
                            "sélection naturelle",
                            "dérive génétique",
                            "espèce",
                        ],
                    ),
                ],
            ),
            seq(
                "enjeux-contemporains",
                "Enjeux contemporains de la planète",
                &[
                    ch(
                        "geosciences-et-paysages",
                        "Géosciences et dynamique des paysages",
                        SCI_WORLD,
                        B_SOLVE,
                        &["érosion", "altération", "sédiment", "paysage", "roche"],
                    ),
                    ch(
                        "agrosystemes",
                        "Agrosystèmes et développement durable",
                        SCI_CIT,
                        B_INQUIRY,
                        &[
                            "agrosystème",
                            "sol",
                            "rendement",
                            "intrant",
                            "développement durable",
                        ],
                    ),
                ],
            ),
            seq(
                "corps-humain-et-sante",
                "Corps humain et santé",
                &[
                    ch(
                        "procreation-et-sexualite",
                        "Procréation et sexualité humaine",
                        SCI_CIT,
                        B_SOLVE,
                        &[
                            "procréation",
                            "hormone",
                            "contraception",
                            "sexualité",
                            "gamète",
                        ],
                    ),
                    ch(
                        "microorganismes-et-sante",
                        "Microorganismes et santé",
                        SCI_CIT,
                        B_INQUIRY,
                        &[
                            "microbiote",
                            "agent pathogène",
                            "bactérie",
                            "antibiotique",
                            "vaccination",
                        ],
                    ),
                ],
            ),
        ],
    ),
    // ------------------------------------------------------------------ Français
    prog(
        "francais",
        "6e",
        &[
            seq(
                "culture-litteraire-et-artistique",
                FR_CULTURE,
                &[
                    ch(
                        "le-monstre",
                        "Le monstre, aux limites de l'humain",
                        FR_LIT,
                        B_LIT,
                        &["monstre", "mythologie", "conte", "métamorphose"],
                    ),
                    ch(
                        "recits-d-aventures",
                        "Récits d'aventures",
                        FR_LIT,
                        B_LIT,
                        &["aventure", "héros", "roman", "péripétie"],
                    ),
                    ch(
                        "recits-de-creation",
                        "Récits de création ; création poétique",
                        FR_LIT,
                        B_LIT,
                        &["création du monde", "genèse", "mythe", "poésie"],
                    ),
                    ch(
                        "resister-au-plus-fort",
                        "Résister au plus fort : ruses, mensonges et masques",
                        FR_CIT,
                        B_LIT,
                        &["fable", "ruse", "théâtre", "farce", "masque"],
                    ),
                ],
            ),
            seq(
                "etude-de-la-langue",
                FR_LANGUE,
                &[
                    ch(
                        "classes-de-mots",
                        "Les classes de mots",
                        FR_LANG,
                        B_LANG,
                        &["nom", "verbe", "adjectif", "déterminant", "pronom"],
                    ),
                    ch(
                        "phrase-simple",
                        "La phrase simple : sujet, verbe et compléments",
                        FR_LANG,
                        B_LANG,
                        &["phrase", "sujet", "complément", "fonction"],
                    ),
                    ch(
                        "conjugaison",
                        "Le verbe : présent, imparfait, passé simple et futur",
                        FR_LANG,
                        B_LANG,
                        &[
                            "conjugaison",
                            "temps",
                            "indicatif",
                            "passé simple",
                            "imparfait",
                        ],
                    ),
                    ch(
                        "accords",
                        "Les accords dans le groupe nominal et entre le sujet et le verbe",
                        FR_LANG,
                        B_LANG,
                        &[
                            "accord",
                            "orthographe",
                            "groupe nominal",
                            "sujet",
                            "pluriel",
                        ],
                    ),
                ],
            ),
        ],
    ),
    prog(
        "francais",
        "5e",
        &[
            seq(
                "culture-litteraire-et-artistique",
                FR_CULTURE,
                &[
                    ch(
                        "le-voyage-et-l-aventure",
                        "Le voyage et l'aventure : pourquoi aller vers l'inconnu ?",
                        FR_LIT,
                        B_LIT,
                        &["voyage", "aventure", "récit de voyage", "inconnu"],
                    ),
                    ch(
                        "avec-autrui",
                        "Avec autrui : familles, amis, réseaux",
                        FR_CIT,
                        B_LIT,
                        &["famille", "amitié", "théâtre", "comédie", "réseaux"],
                    ),
                    ch(
                        "imaginer-des-univers-nouveaux",
                        "Imaginer des univers nouveaux",
                        FR_LIT,
                        B_LIT,
                        &["science-fiction", "merveilleux", "univers", "imaginaire"],
                    ),
                    ch(
                        "heros-et-heroismes",
                        "Héros / héroïnes et héroïsmes",
                        FR_LIT,
                        B_LIT,
                        &["héros", "chevalier", "épopée", "roman de chevalerie"],
                    ),
                    ch(
                        "l-etre-humain-et-la-nature",
                        "L'être humain est-il maître de la nature ?",
                        FR_CIT,
                        B_LIT,
                        &["nature", "environnement", "argumentation", "écologie"],
                    ),
                ],
            ),
            seq(
                "etude-de-la-langue",
                FR_LANGUE,
                &[
                    ch(
                        "fonctions-dans-la-phrase",
                        "Les fonctions dans la phrase : attributs et compléments",
                        FR_LANG,
                        B_LANG,
                        &[
                            "attribut du sujet",
                            "complément d'objet",
                            "complément circonstanciel",
                        ],
                    ),
                    ch(
                        "temps-du-recit",
                        "Les temps du récit : passé simple et imparfait",
                        FR_LANG,
                        B_LANG,
                        &["passé simple", "imparfait", "premier plan", "arrière-plan"],
                    ),
                    ch(
                        "phrase-complexe",
                        "Phrase simple et phrase complexe : juxtaposition et coordination",
                        FR_LANG,
                        B_LANG,
                        &[
                            "proposition",
                            "juxtaposition",
                            "coordination",
                            "phrase complexe",
                        ],
                    ),
                ],
            ),
        ],
    ),
    prog(
        "francais",
        "4e",
        &[
            seq(
                "culture-litteraire-et-artistique",
                FR_CULTURE,
                &[
                    ch(
                        "dire-l-amour",
                        "Dire l'amour",
                        FR_LIT,
                        B_LIT,
                        &["amour", "poésie lyrique", "sonnet", "sentiment"],
                    ),
                    ch(
                        "individu-et-societe",
                        "Individu et société : confrontations de valeurs ?",
                        FR_CIT,
                        B_LIT,
                        &["tragédie", "comédie", "valeurs", "dilemme", "théâtre"],
                    ),
                    ch(
                        "la-fiction-pour-interroger-le-reel",
                        "La fiction pour interroger le réel",
                        FR_LIT,
                        B_LIT,
                        &["réalisme", "nouvelle", "roman", "XIXe siècle"],
                    ),
                    ch(
                        "informer-s-informer-deformer",
                        "Informer, s'informer, déformer ?",
                        FR_CIT,
                        B_LIT,
                        &["presse", "information", "médias", "esprit critique"],
                    ),
                    ch(
                        "la-ville",
                        "La ville, lieu de tous les possibles ?",
                        FR_LIT,
                        B_LIT,
                        &["ville", "poésie", "roman", "description"],
                    ),
                ],
            ),
            seq(
                "etude-de-la-langue",
                FR_LANGUE,
                &[
                    ch(
                        "subordonnees-relatives",
                        "Les propositions subordonnées relatives",
                        FR_LANG,
                        B_LANG,
                        &[
                            "pronom relatif",
                            "antécédent",
                            "subordonnée",
                            "expansion du nom",
                        ],
                    ),
                    ch(
                        "discours-rapporte",
                        "Le discours rapporté",
                        FR_LANG,
                        B_LANG,
                        &[
                            "discours direct",
                            "discours indirect",
                            "discours indirect libre",
                        ],
                    ),
                    ch(
                        "modes-et-temps",
                        "Modes et valeurs des temps : indicatif, subjonctif, conditionnel",
                        FR_LANG,
                        B_LANG,
                        &["mode", "subjonctif", "conditionnel", "valeur des temps"],
                    ),
                ],
            ),
        ],
    ),
    prog(
        "francais",
        "3e",
        &[
            seq(
                "culture-litteraire-et-artistique",
                FR_CULTURE,
                &[
                    ch(
                        "se-raconter-se-representer",
                        "Se raconter, se représenter",
                        FR_LIT,
                        B_LIT,
                        &["autobiographie", "mémoires", "autoportrait", "souvenir"],
                    ),
                    ch(
                        "denoncer-les-travers-de-la-societe",
                        "Dénoncer les travers de la société",
                        FR_CIT,
                        B_LIT,
                        &["satire", "caricature", "ironie", "dénonciation"],
                    ),
                    ch(
                        "visions-poetiques-du-monde",
                        "Visions poétiques du monde",
                        FR_LIT,
                        B_LIT,
                        &["poésie", "image poétique", "figure de style", "vers libre"],
                    ),
                    ch(
                        "agir-dans-la-cite",
                        "Agir dans la cité : individu et pouvoir",
                        FR_CIT,
                        B_LIT,
                        &["engagement", "guerre", "résistance", "témoignage"],
                    ),
                    ch(
                        "progres-et-reves-scientifiques",
                        "Progrès et rêves scientifiques",
                        FR_LIT,
                        B_LIT,
                        &["science", "progrès", "science-fiction", "anticipation"],
                    ),
                ],
            ),
            seq(
                "etude-de-la-langue",
                FR_LANGUE,
                &[
                    ch(
                        "subordonnees-circonstancielles",
                        "Les propositions subordonnées circonstancielles",
                        FR_LANG,
                        B_LANG,
                        &["cause", "conséquence", "but", "concession", "subordonnée"],
                    ),
                    ch(
                        "voix-active-et-passive",
                        "Voix active et voix passive",
                        FR_LANG,
                        B_LANG,
                        &["voix passive", "complément d'agent", "transformation"],
                    ),
                    ch(
                        "formation-des-mots",
                        "La formation des mots : dérivation, composition et étymologie",
                        FR_LANG,
                        B_LANG,
                        &[
                            "préfixe",
                            "suffixe",
                            "radical",
                            "étymologie",
                            "famille de mots",
                        ],
                    ),
                ],
            ),
        ],
    ),
    prog(
        "francais",
        "2de",
        &[
            seq(
                "objets-d-etude",
                "Objets d'étude",
                &[
                    ch(
                        "poesie",
                        "La poésie du Moyen Âge au XVIIIe siècle",
                        FR_LIT,
                        B_LIT,
                        &[
                            "poésie",
                            "sonnet",
                            "versification",
                            "lyrisme",
                            "commentaire",
                        ],
                    ),
                    ch(
                        "litterature-d-idees-et-presse",
                        "La littérature d'idées et la presse du XIXe siècle au XXIe siècle",
                        FR_CIT,
                        B_LIT,
                        &["argumentation", "presse", "essai", "thèse"],
                    ),
                    ch(
                        "roman-et-recit",
                        "Le roman et le récit du XVIIIe siècle au XXIe siècle",
                        FR_LIT,
                        B_LIT,
                        &["roman", "récit", "narrateur", "point de vue", "personnage"],
                    ),
                    ch(
                        "theatre",
                        "Le théâtre du XVIIe siècle au XXIe siècle",
                        FR_LIT,
                        B_LIT,
                        &[
                            "théâtre",
                            "tragédie",
                            "comédie",
                            "mise en scène",
                            "dialogue",
                        ],
                    ),
                ],
            ),
            seq(
                "etude-de-la-langue",
                FR_LANGUE,
                &[
                    ch(
                        "le-verbe",
                        "Le verbe : valeurs temporelles, aspectuelles et modales",
                        FR_LANG,
                        B_LANG,
                        &["temps", "aspect", "mode", "valeur modale"],
                    ),
                    ch(
                        "les-accords",
                        "Les accords dans la phrase et l'accord du participe passé",
                        FR_LANG,
                        B_LANG,
                        &["accord", "participe passé", "orthographe grammaticale"],
                    ),
                    ch(
                        "phrase-complexe",
                        "Les relations au sein de la phrase complexe",
                        FR_LANG,
                        B_LANG,
                        &[
                            "subordination",
                            "coordination",
                            "juxtaposition",
                            "proposition",
                        ],
                    ),
                ],
            ),
        ],
    ),
    // ------------------------------------------------------------------ Histoire-géographie
    prog(
        "histoire-geographie",
        "6e",
        &[
            seq(
                "histoire-theme-1",
                "La longue histoire de l'humanité et des migrations",
                &[
                    ch(
                        "debuts-de-l-humanite",
                        "Les débuts de l'humanité",
                        HG,
                        B_HIST,
                        &["préhistoire", "homo sapiens", "paléolithique", "peuplement"],
                    ),
                    ch(
                        "revolution-neolithique",
                        "La « révolution » néolithique",
                        HG,
                        B_HIST,
                        &["néolithique", "agriculture", "élevage", "sédentarisation"],
                    ),
                    ch(
                        "premiers-etats-premieres-ecritures",
                        "Premiers États, premières écritures",
                        HG,
                        B_HIST,
                        &["écriture", "Mésopotamie", "Égypte", "État", "cunéiforme"],
                    ),
                ],
            ),
            seq(
                "histoire-theme-2",
                "Récits fondateurs, croyances et citoyenneté dans la Méditerranée antique au Ier \
                 millénaire avant J.-C.",
                &[
                    ch(
                        "le-monde-des-cites-grecques",
                        "Le monde des cités grecques",
                        HG_CIT,
                        B_HIST,
                        &["cité", "Athènes", "citoyenneté", "démocratie", "Homère"],
                    ),
                    ch(
                        "rome-du-mythe-a-l-histoire",
                        "Rome du mythe à l'histoire",
                        HG,
                        B_HIST,
                        &["Rome", "Romulus", "République romaine", "fondation"],
                    ),
                    ch(
                        "naissance-du-monotheisme-juif",
                        "La naissance du monothéisme juif dans un monde polythéiste",
                        HG,
                        B_HIST,
                        &["monothéisme", "Bible", "Hébreux", "polythéisme"],
                    ),
                ],
            ),
            seq(
                "histoire-theme-3",
                "L'empire romain dans le monde antique",
                &[
                    ch(
                        "conquetes-paix-romaine-et-romanisation",
                        "Conquêtes, paix romaine et romanisation",
                        HG,
                        B_HIST,
                        &["empire romain", "Auguste", "romanisation", "paix romaine"],
                    ),
                    ch(
                        "des-chretiens-dans-l-empire",
                        "Des chrétiens dans l'empire",
                        HG,
                        B_HIST,
                        &["christianisme", "persécution", "Constantin", "Jésus"],
                    ),
                    ch(
                        "rome-et-la-chine-des-han",
                        "Les relations de l'empire romain avec les autres mondes anciens : \
                         l'ancienne route de la soie et la Chine des Han",
                        HG,
                        B_HIST,
                        &["route de la soie", "Chine des Han", "commerce", "échanges"],
                    ),
                ],
            ),
            seq(
                "geographie-theme-1",
                "Habiter une métropole",
                &[
                    ch(
                        "les-metropoles-et-leurs-habitants",
                        "Les métropoles et leurs habitants",
                        HG,
                        B_HIST,
                        &["métropole", "ville", "habiter", "mobilité", "quartier"],
                    ),
                    ch(
                        "la-ville-de-demain",
                        "La ville de demain",
                        GEO_ENV,
                        B_INQUIRY,
                        &["ville durable", "écoquartier", "urbanisme", "transports"],
                    ),
                ],
            ),
            seq(
                "geographie-theme-2",
                "Habiter un espace de faible densité",
                &[
                    ch(
                        "espace-a-fortes-contraintes",
                        "Habiter un espace à forte(s) contrainte(s) naturelle(s) ou/et de \
                         grande biodiversité",
                        GEO_ENV,
                        B_HIST,
                        &[
                            "contrainte",
                            "montagne",
                            "désert",
                            "biodiversité",
                            "faible densité",
                        ],
                    ),
                    ch(
                        "espace-agricole",
                        "Habiter un espace de faible densité à vocation agricole",
                        HG,
                        B_HIST,
                        &[
                            "agriculture",
                            "espace rural",
                            "faible densité",
                            "paysage agricole",
                        ],
                    ),
                ],
            ),
            seq(
                "geographie-theme-3",
                "Habiter les littoraux",
                &[
                    ch(
                        "littoral-industrialo-portuaire",
                        "Littoral industrialo-portuaire",
                        GEO_ENV,
                        B_HIST,
                        &["port", "littoral", "industrie", "conteneur"],
                    ),
                    ch(
                        "littoral-touristique",
                        "Littoral touristique",
                        GEO_ENV,
                        B_HIST,
                        &["tourisme", "littoral", "station balnéaire", "aménagement"],
                    ),
                ],
            ),
            seq(
                "geographie-theme-4",
                "Le monde habité",
                &[
                    ch(
                        "repartition-de-la-population-mondiale",
                        "La répartition de la population mondiale et ses dynamiques",
                        HG,
                        B_HIST,
                        &["population", "foyer de peuplement", "densité", "croissance"],
                    ),
                    ch(
                        "formes-d-occupation-spatiale",
                        "La variété des formes d'occupation spatiale dans le monde",
                        HG,
                        B_HIST,
                        &["occupation de l'espace", "urbanisation", "espace rural"],
                    ),
                ],
            ),
        ],
    ),
    prog(
        "histoire-geographie",
        "5e",
        &[
            seq(
                "histoire-theme-1",
                "Chrétientés et islam (VIe-XIIIe siècles), des mondes en contact",
                &[
                    ch(
                        "byzance-et-l-europe-carolingienne",
                        "Byzance et l'Europe carolingienne",
                        HG,
                        B_HIST,
                        &["Byzance", "Charlemagne", "empire carolingien", "chrétienté"],
                    ),
                    ch(
                        "naissance-de-l-islam",
                        "De la naissance de l'islam à la prise de Bagdad par les Mongols : \
                         pouvoirs, sociétés, cultures",
                        HG,
                        B_HIST,
                        &["islam", "califat", "Bagdad", "Mahomet", "Coran"],
                    ),
                ],
            ),
            seq(
                "histoire-theme-2",
                "Société, Église et pouvoir politique dans l'Occident féodal (XIe-XVe siècles)",
                &[
                    ch(
                        "l-ordre-seigneurial",
                        "L'ordre seigneurial : la formation et la domination des campagnes",
                        HG,
                        B_HIST,
                        &["seigneurie", "féodalité", "paysans", "château fort"],
                    ),
                    ch(
                        "nouvelle-societe-urbaine",
                        "L'émergence d'une nouvelle société urbaine",
                        HG,
                        B_HIST,
                        &["ville", "bourgeois", "commerce", "foire", "artisans"],
                    ),
                    ch(
                        "affirmation-de-l-etat-monarchique",
                        "L'affirmation de l'État monarchique dans le royaume des Capétiens et \
                         des Valois",
                        HG,
                        B_HIST,
                        &[
                            "Capétiens",
                            "Valois",
                            "monarchie",
                            "roi",
                            "guerre de Cent Ans",
                        ],
                    ),
                ],
            ),
            seq(
                "histoire-theme-3",
                "Transformations de l'Europe et ouverture sur le monde aux XVIe et XVIIe siècles",
                &[
                    ch(
                        "charles-quint-et-soliman",
                        "Le monde au temps de Charles Quint et Soliman le Magnifique",
                        HG,
                        B_HIST,
                        &[
                            "Charles Quint",
                            "Soliman",
                            "grandes découvertes",
                            "empire ottoman",
                        ],
                    ),
                    ch(
                        "humanisme-reformes-et-conflits-religieux",
                        "Humanisme, réformes et conflits religieux",
                        HG,
                        B_HIST,
                        &[
                            "humanisme",
                            "Renaissance",
                            "réforme protestante",
                            "guerres de religion",
                        ],
                    ),
                    ch(
                        "du-prince-de-la-renaissance-au-roi-absolu",
                        "Du Prince de la Renaissance au roi absolu (François Ier, Henri IV, \
                         Louis XIV)",
                        HG,
                        B_HIST,
                        &[
                            "François Ier",
                            "Henri IV",
                            "Louis XIV",
                            "absolutisme",
                            "Versailles",
                        ],
                    ),
                ],
            ),
            seq(
                "geographie-theme-1",
                "La question démographique et l'inégal développement",
                &[
                    ch(
                        "croissance-demographique",
                        "La croissance démographique et ses effets",
                        HG,
                        B_HIST,
                        &[
                            "démographie",
                            "natalité",
                            "mortalité",
                            "transition démographique",
                        ],
                    ),
                    ch(
                        "richesse-et-pauvrete",
                        "Répartition de la richesse et de la pauvreté dans le monde",
                        HG_CIT,
                        B_INQUIRY,
                        &["développement", "IDH", "pauvreté", "inégalités"],
                    ),
                ],
            ),
            seq(
                "geographie-theme-2",
                "Des ressources limitées, à gérer et à renouveler",
                &[
                    ch(
                        "l-energie-l-eau",
                        "L'énergie, l'eau : des ressources à ménager et à mieux utiliser",
                        GEO_ENV,
                        B_INQUIRY,
                        &["ressource", "eau", "énergie", "développement durable"],
                    ),
                    ch(
                        "l-alimentation",
                        "L'alimentation : comment nourrir une humanité en croissance \
                         démographique et aux besoins alimentaires accrus ?",
                        GEO_ENV,
                        B_INQUIRY,
                        &[
                            "alimentation",
                            "agriculture",
                            "sécurité alimentaire",
                            "sous-nutrition",
                        ],
                    ),
                ],
            ),
            seq(
                "geographie-theme-3",
                "Prévenir les risques, s'adapter au changement global",
                &[
                    ch(
                        "le-changement-global",
                        "Le changement global et ses principaux effets géographiques régionaux",
                        GEO_ENV,
                        B_INQUIRY,
                        &[
                            "changement climatique",
                            "réchauffement",
                            "adaptation",
                            "vulnérabilité",
                        ],
                    ),
                    ch(
                        "risques-industriels-et-technologiques",
                        "Prévenir les risques industriels et technologiques",
                        GEO_ENV,
                        B_INQUIRY,
                        &["risque industriel", "prévention", "catastrophe", "aléa"],
                    ),
                ],
            ),
        ],
    ),
    prog(
        "histoire-geographie",
        "4e",
        &[
            seq(
                "histoire-theme-1",
                "Le XVIIIe siècle. Expansions, Lumières et révolutions",
                &[
                    ch(
                        "bourgeoisies-negoces-et-traites-negrieres",
                        "Bourgeoisies marchandes, négoces internationaux et traites négrières \
                         au XVIIIe siècle",
                        HG_CIT,
                        B_HIST,
                        &[
                            "traite négrière",
                            "commerce triangulaire",
                            "esclavage",
                            "négoce",
                        ],
                    ),
                    ch(
                        "l-europe-des-lumieres",
                        "L'Europe des Lumières : circulation des idées, despotisme éclairé et \
                         contestation de l'absolutisme",
                        HG_CIT,
                        B_HIST,
                        &[
                            "Lumières",
                            "philosophes",
                            "Encyclopédie",
                            "despotisme éclairé",
                        ],
                    ),
                    ch(
                        "la-revolution-francaise-et-l-empire",
                        "La Révolution française et l'Empire : nouvel ordre politique et \
                         société révolutionnée en France et en Europe",
                        HG_CIT,
                        B_HIST,
                        &[
                            "Révolution française",
                            "1789",
                            "Napoléon",
                            "Déclaration des droits",
                        ],
                    ),
                ],
            ),
            seq(
                "histoire-theme-2",
                "L'Europe et le monde au XIXe siècle",
                &[
                    ch(
                        "revolution-industrielle",
                        "L'Europe de la « révolution industrielle »",
                        HG,
                        B_HIST,
                        &["industrialisation", "machine à vapeur", "ouvriers", "usine"],
                    ),
                    ch(
                        "conquetes-et-societes-coloniales",
                        "Conquêtes et sociétés coloniales",
                        HG_CIT,
                        B_HIST,
                        &["colonisation", "empire colonial", "colonies", "conquête"],
                    ),
                ],
            ),
            seq(
                "histoire-theme-3",
                "Société, culture et politique dans la France du XIXe siècle",
                &[
                    ch(
                        "voter-de-1815-a-1870",
                        "Une difficile conquête : voter de 1815 à 1870",
                        HG_CIT,
                        B_HIST,
                        &["suffrage universel", "vote", "1848", "Second Empire"],
                    ),
                    ch(
                        "la-troisieme-republique",
                        "La IIIe République",
                        HG_CIT,
                        B_HIST,
                        &["Troisième République", "laïcité", "école", "Jules Ferry"],
                    ),
                    ch(
                        "conditions-feminines",
                        "Conditions féminines dans une société en mutation",
                        HG_CIT,
                        B_HIST,
                        &[
                            "femmes",
                            "condition féminine",
                            "droits des femmes",
                            "travail",
                        ],
                    ),
                ],
            ),
            seq(
                "geographie-theme-1",
                "L'urbanisation du monde",
                &[
                    ch(
                        "espaces-et-paysages-de-l-urbanisation",
                        "Espaces et paysages de l'urbanisation : géographie des centres et des \
                         périphéries",
                        HG,
                        B_HIST,
                        &["urbanisation", "centre", "périphérie", "étalement urbain"],
                    ),
                    ch(
                        "villes-et-mondialisation",
                        "Des villes inégalement connectées aux réseaux de la mondialisation",
                        HG,
                        B_INQUIRY,
                        &["ville mondiale", "mondialisation", "réseau", "métropole"],
                    ),
                ],
            ),
            seq(
                "geographie-theme-2",
                "Les mobilités humaines transnationales",
                &[
                    ch(
                        "un-monde-de-migrants",
                        "Un monde de migrants",
                        HG_CIT,
                        B_HIST,
                        &["migration", "migrant", "réfugié", "flux migratoire"],
                    ),
                    ch(
                        "le-tourisme-et-ses-espaces",
                        "Le tourisme et ses espaces",
                        HG,
                        B_HIST,
                        &["tourisme", "flux touristique", "espace touristique"],
                    ),
                ],
            ),
            seq(
                "geographie-theme-3",
                "Des espaces transformés par la mondialisation",
                &[
                    ch(
                        "mers-et-oceans",
                        "Mers et océans : un monde maritimisé",
                        HG,
                        B_HIST,
                        &["maritimisation", "océan", "transport maritime", "ZEE"],
                    ),
                    ch(
                        "les-etats-unis-et-la-mondialisation",
                        "L'adaptation du territoire des États-Unis aux nouvelles conditions de \
                         la mondialisation",
                        HG,
                        B_HIST,
                        &["États-Unis", "mondialisation", "territoire", "Sun Belt"],
                    ),
                    ch(
                        "dynamiques-africaines",
                        "Les dynamiques d'un grand ensemble géographique africain",
                        HG,
                        B_HIST,
                        &[
                            "Afrique",
                            "développement",
                            "mondialisation",
                            "Afrique de l'Ouest",
                        ],
                    ),
                ],
            ),
        ],
    ),
    prog(
        "histoire-geographie",
        "3e",
        &[
            seq(
                "histoire-theme-1",
                "L'Europe, un théâtre majeur des guerres totales (1914-1945)",
                &[
                    ch(
                        "premiere-guerre-mondiale",
                        "Civils et militaires dans la Première Guerre mondiale",
                        HG_CIT,
                        B_HIST,
                        &[
                            "Première Guerre mondiale",
                            "guerre totale",
                            "Verdun",
                            "tranchées",
                        ],
                    ),
                    ch(
                        "democraties-et-totalitarismes",
                        "Démocraties fragilisées et expériences totalitaires dans l'Europe de \
                         l'entre-deux-guerres",
                        HG_CIT,
                        B_HIST,
                        &["totalitarisme", "nazisme", "stalinisme", "Front populaire"],
                    ),
                    ch(
                        "deuxieme-guerre-mondiale",
                        "La Deuxième Guerre mondiale, une guerre d'anéantissement",
                        HG_CIT,
                        B_HIST,
                        &[
                            "Seconde Guerre mondiale",
                            "génocide",
                            "Shoah",
                            "guerre d'anéantissement",
                        ],
                    ),
                    ch(
                        "la-france-defaite-et-occupee",
                        "La France défaite et occupée. Régime de Vichy, collaboration, \
                         Résistance",
                        HG_CIT,
                        B_HIST,
                        &[
                            "Vichy",
                            "collaboration",
                            "Résistance",
                            "occupation",
                            "de Gaulle",
                        ],
                    ),
                ],
            ),
            seq(
                "histoire-theme-2",
                "Le monde depuis 1945",
                &[
                    ch(
                        "independances",
                        "Indépendances et construction de nouveaux États",
                        HG,
                        B_HIST,
                        &["décolonisation", "indépendance", "Algérie", "Inde"],
                    ),
                    ch(
                        "guerre-froide",
                        "Un monde bipolaire au temps de la guerre froide",
                        HG,
                        B_HIST,
                        &[
                            "guerre froide",
                            "bipolarisation",
                            "Berlin",
                            "URSS",
                            "États-Unis",
                        ],
                    ),
                    ch(
                        "projet-europeen",
                        "Affirmation et mise en œuvre du projet européen",
                        HG_CIT,
                        B_HIST,
                        &[
                            "construction européenne",
                            "CEE",
                            "Union européenne",
                            "traité de Rome",
                        ],
                    ),
                    ch(
                        "enjeux-et-conflits-apres-1989",
                        "Enjeux et conflits dans le monde après 1989",
                        HG,
                        B_HIST,
                        &[
                            "conflit",
                            "terrorisme",
                            "mondialisation",
                            "chute du mur de Berlin",
                        ],
                    ),
                ],
            ),
            seq(
                "histoire-theme-3",
                "Françaises et Français dans une République repensée",
                &[
                    ch(
                        "refonder-la-republique",
                        "1944-1947, refonder la République, redéfinir la démocratie",
                        HG_CIT,
                        B_HIST,
                        &[
                            "Libération",
                            "IVe République",
                            "droit de vote des femmes",
                            "Sécurité sociale",
                        ],
                    ),
                    ch(
                        "la-cinquieme-republique",
                        "La Ve République, de la République gaullienne à l'alternance et à la \
                         cohabitation",
                        HG_CIT,
                        B_HIST,
                        &[
                            "Ve République",
                            "de Gaulle",
                            "alternance",
                            "cohabitation",
                            "Constitution",
                        ],
                    ),
                    ch(
                        "femmes-et-hommes-1950-1980",
                        "Femmes et hommes dans la société des années 1950 aux années 1980 : \
                         nouveaux enjeux sociaux et culturels, réponses politiques",
                        HG_CIT,
                        B_HIST,
                        &[
                            "société",
                            "Trente Glorieuses",
                            "droits des femmes",
                            "loi Veil",
                        ],
                    ),
                ],
            ),
            seq(
                "geographie-theme-1",
                "Dynamiques territoriales de la France contemporaine",
                &[
                    ch(
                        "aires-urbaines",
                        "Les aires urbaines, une nouvelle géographie d'une France mondialisée",
                        HG,
                        B_HIST,
                        &["aire urbaine", "périurbanisation", "métropolisation"],
                    ),
                    ch(
                        "espaces-productifs",
                        "Les espaces productifs et leurs évolutions",
                        HG,
                        B_HIST,
                        &["espace productif", "industrie", "agriculture", "services"],
                    ),
                    ch(
                        "espaces-de-faible-densite",
                        "Les espaces de faible densité et leurs atouts",
                        HG,
                        B_HIST,
                        &[
                            "faible densité",
                            "espace rural",
                            "tourisme vert",
                            "montagne",
                        ],
                    ),
                ],
            ),
            seq(
                "geographie-theme-2",
                "Pourquoi et comment aménager le territoire ?",
                &[
                    ch(
                        "amenager-face-aux-inegalites",
                        "Aménager pour répondre aux inégalités croissantes entre territoires \
                         français, à toutes les échelles",
                        HG_CIT,
                        B_INQUIRY,
                        &[
                            "aménagement du territoire",
                            "inégalités",
                            "acteurs",
                            "échelles",
                        ],
                    ),
                    ch(
                        "territoires-ultramarins",
                        "Les territoires ultra-marins français : une problématique spécifique",
                        HG,
                        B_HIST,
                        &["outre-mer", "DROM", "insularité", "éloignement"],
                    ),
                ],
            ),
            seq(
                "geographie-theme-3",
                "La France et l'Union européenne",
                &[
                    ch(
                        "l-union-europeenne",
                        "L'Union européenne, un nouveau territoire de référence et \
                         d'appartenance",
                        HG_CIT,
                        B_HIST,
                        &["Union européenne", "espace Schengen", "euro", "frontières"],
                    ),
                    ch(
                        "la-france-et-l-europe-dans-le-monde",
                        "La France et l'Europe dans le monde",
                        HG,
                        B_HIST,
                        &["puissance", "influence", "francophonie", "rayonnement"],
                    ),
                ],
            ),
        ],
    ),
    prog(
        "histoire-geographie",
        "2de",
        &[
            seq(
                "histoire-theme-1",
                "Le monde méditerranéen : empreintes de l'Antiquité et du Moyen Âge",
                &[
                    ch(
                        "mediterranee-antique",
                        "La Méditerranée antique : les empreintes grecques et romaines",
                        HG_CIT,
                        B_HIST,
                        &[
                            "Athènes",
                            "démocratie",
                            "Rome",
                            "empire romain",
                            "Méditerranée",
                        ],
                    ),
                    ch(
                        "mediterranee-medievale",
                        "La Méditerranée médiévale : espace d'échanges et de conflits à la \
                         croisée de trois civilisations",
                        HG,
                        B_HIST,
                        &["croisades", "Byzance", "islam", "Venise", "échanges"],
                    ),
                ],
            ),
            seq(
                "histoire-theme-2",
                "XVe-XVIe siècles : un nouveau rapport au monde, un temps de mutation \
                 intellectuelle",
                &[
                    ch(
                        "ouverture-atlantique",
                        "L'ouverture atlantique : les conséquences de la découverte du « \
                         Nouveau Monde »",
                        HG,
                        B_HIST,
                        &[
                            "Nouveau Monde",
                            "Christophe Colomb",
                            "conquistadors",
                            "Amérindiens",
                        ],
                    ),
                    ch(
                        "renaissance-humanisme-reformes",
                        "Renaissance, humanisme et réformes religieuses : les mutations de \
                         l'Europe",
                        HG,
                        B_HIST,
                        &[
                            "Renaissance",
                            "humanisme",
                            "imprimerie",
                            "Réforme",
                            "Luther",
                        ],
                    ),
                ],
            ),
            seq(
                "histoire-theme-3",
                "L'État à l'époque moderne : France et Angleterre",
                &[
                    ch(
                        "affirmation-de-l-etat-en-france",
                        "L'affirmation de l'État dans le royaume de France",
                        HG,
                        B_HIST,
                        &[
                            "monarchie absolue",
                            "Louis XIV",
                            "État moderne",
                            "administration",
                        ],
                    ),
                    ch(
                        "le-modele-britannique",
                        "Le modèle britannique et son influence",
                        HG_CIT,
                        B_HIST,
                        &[
                            "monarchie parlementaire",
                            "Bill of Rights",
                            "Glorieuse Révolution",
                        ],
                    ),
                ],
            ),
            seq(
                "histoire-theme-4",
                "Dynamiques et ruptures dans les sociétés des XVIIe et XVIIIe siècles",
                &[
                    ch(
                        "lumieres-et-sciences",
                        "Les Lumières et le développement des sciences",
                        HG,
                        B_HIST,
                        &[
                            "Lumières",
                            "révolution scientifique",
                            "Newton",
                            "Encyclopédie",
                        ],
                    ),
                    ch(
                        "societe-d-ordres",
                        "Tensions, mutations et crispations de la société d'ordres",
                        HG,
                        B_HIST,
                        &[
                            "société d'ordres",
                            "noblesse",
                            "clergé",
                            "tiers état",
                            "privilèges",
                        ],
                    ),
                ],
            ),
            seq(
                "geographie-theme-1",
                "Sociétés et environnements : des équilibres fragiles",
                &[
                    ch(
                        "societes-face-aux-risques",
                        "Les sociétés face aux risques",
                        GEO_ENV,
                        B_INQUIRY,
                        &["risque", "aléa", "vulnérabilité", "résilience"],
                    ),
                    ch(
                        "ressources-sous-pression",
                        "Des ressources majeures sous pression : tensions, gestion",
                        GEO_ENV,
                        B_INQUIRY,
                        &["ressource", "eau", "énergie", "gestion durable"],
                    ),
                ],
            ),
            seq(
                "geographie-theme-2",
                "Territoires, populations et développement : quels défis ?",
                &[
                    ch(
                        "trajectoires-demographiques",
                        "Des trajectoires démographiques différenciées : des défis pour le \
                         développement",
                        HG,
                        B_INQUIRY,
                        &["transition démographique", "vieillissement", "fécondité"],
                    ),
                    ch(
                        "developpement-et-inegalites",
                        "Développement et inégalités",
                        HG_CIT,
                        B_INQUIRY,
                        &["développement", "IDH", "inégalités", "pauvreté"],
                    ),
                ],
            ),
            seq(
                "geographie-theme-3",
                "Des mobilités généralisées",
                &[
                    ch(
                        "migrations-internationales",
                        "Les migrations internationales",
                        HG_CIT,
                        B_INQUIRY,
                        &["migration", "flux migratoire", "réfugié", "diaspora"],
                    ),
                    ch(
                        "mobilites-touristiques",
                        "Les mobilités touristiques internationales",
                        HG,
                        B_INQUIRY,
                        &["tourisme", "mobilité", "flux touristique"],
                    ),
                ],
            ),
            seq(
                "geographie-theme-4",
                "L'Afrique australe : un espace en profonde mutation",
                &[ch(
                    "afrique-australe",
                    "L'Afrique australe : transitions et défis du développement",
                    HG,
                    B_INQUIRY,
                    &[
                        "Afrique australe",
                        "Afrique du Sud",
                        "développement",
                        "transition",
                    ],
                )],
            ),
        ],
    ),
];
