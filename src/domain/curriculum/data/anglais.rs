//! Langues vivantes (anglais): the programmes of each level, in the shape of
//! [`super::Programme`], with the level of the Common European Framework aimed at.
//!
//! Sources: programmes de langues vivantes du cycle 3 et du cycle 4 (BOEN n° 31 du 30 juillet
//! 2020), programmes de langues vivantes du lycée général et technologique (BOEN spécial n° 1
//! du 22 janvier 2019); CECRL levels A1 (cycle 3), A2 (cycle 4), B1 (seconde, première), B2
//! (terminale).

use super::*;

const LV: &[&str] = &["D1.2", "D5"];

pub(super) static PROGRAMMES: &[Programme] = &[
    prog_src(
        "langues-vivantes",
        "cm1",
        "Programme du cycle 3 (BO n° 31 du 30 juillet 2020), langues vivantes (étrangères ou régionales)",
        &[seq(
            "anglais-a1",
            "Anglais (A1)",
            &[
                ch(
                    "vocabulaire-thematique",
                    "Vocabulaire par thèmes",
                    LV,
                    B_LANG,
                    &["vocabulary", "thème", "lexique", "A1"],
                ),
                ch(
                    "verbes-irreguliers",
                    "Les verbes irréguliers",
                    LV,
                    B_LANG,
                    &["irregular verbs", "prétérit", "participe passé", "A1"],
                ),
                ch(
                    "temps-verbaux",
                    "Les temps : présent, prétérit, present perfect, futur",
                    LV,
                    B_LANG,
                    &[
                        "present simple",
                        "preterit",
                        "present perfect",
                        "will",
                        "A1",
                    ],
                ),
                ch(
                    "phrases-a-trous",
                    "Compléter des phrases",
                    LV,
                    B_LANG,
                    &["cloze", "grammaire", "lexique", "A1"],
                ),
            ],
        )],
    ),
    prog_src(
        "langues-vivantes",
        "cm2",
        "Programme du cycle 3 (BO n° 31 du 30 juillet 2020), langues vivantes (étrangères ou régionales)",
        &[seq(
            "anglais-a1",
            "Anglais (A1)",
            &[
                ch(
                    "vocabulaire-thematique",
                    "Vocabulaire par thèmes",
                    LV,
                    B_LANG,
                    &["vocabulary", "thème", "lexique", "A1"],
                ),
                ch(
                    "verbes-irreguliers",
                    "Les verbes irréguliers",
                    LV,
                    B_LANG,
                    &["irregular verbs", "prétérit", "participe passé", "A1"],
                ),
                ch(
                    "temps-verbaux",
                    "Les temps : présent, prétérit, present perfect, futur",
                    LV,
                    B_LANG,
                    &[
                        "present simple",
                        "preterit",
                        "present perfect",
                        "will",
                        "A1",
                    ],
                ),
                ch(
                    "phrases-a-trous",
                    "Compléter des phrases",
                    LV,
                    B_LANG,
                    &["cloze", "grammaire", "lexique", "A1"],
                ),
            ],
        )],
    ),
    prog_src(
        "langues-vivantes",
        "6e",
        "Programme du cycle 3 (BO n° 31 du 30 juillet 2020), langues vivantes (étrangères ou régionales)",
        &[seq(
            "anglais-a1",
            "Anglais (A1)",
            &[
                ch(
                    "vocabulaire-thematique",
                    "Vocabulaire par thèmes",
                    LV,
                    B_LANG,
                    &["vocabulary", "thème", "lexique", "A1"],
                ),
                ch(
                    "verbes-irreguliers",
                    "Les verbes irréguliers",
                    LV,
                    B_LANG,
                    &["irregular verbs", "prétérit", "participe passé", "A1"],
                ),
                ch(
                    "temps-verbaux",
                    "Les temps : présent, prétérit, present perfect, futur",
                    LV,
                    B_LANG,
                    &[
                        "present simple",
                        "preterit",
                        "present perfect",
                        "will",
                        "A1",
                    ],
                ),
                ch(
                    "phrases-a-trous",
                    "Compléter des phrases",
                    LV,
                    B_LANG,
                    &["cloze", "grammaire", "lexique", "A1"],
                ),
            ],
        )],
    ),
    prog_src(
        "langues-vivantes",
        "5e",
        "Programme du cycle 4 (BO n° 31 du 30 juillet 2020), langues vivantes (étrangères ou régionales)",
        &[seq(
            "anglais-a2",
            "Anglais (A2)",
            &[
                ch(
                    "vocabulaire-thematique",
                    "Vocabulaire par thèmes",
                    LV,
                    B_LANG,
                    &["vocabulary", "thème", "lexique", "A2"],
                ),
                ch(
                    "verbes-irreguliers",
                    "Les verbes irréguliers",
                    LV,
                    B_LANG,
                    &["irregular verbs", "prétérit", "participe passé", "A2"],
                ),
                ch(
                    "temps-verbaux",
                    "Les temps : présent, prétérit, present perfect, futur",
                    LV,
                    B_LANG,
                    &[
                        "present simple",
                        "preterit",
                        "present perfect",
                        "will",
                        "A2",
                    ],
                ),
                ch(
                    "phrases-a-trous",
                    "Compléter des phrases",
                    LV,
                    B_LANG,
                    &["cloze", "grammaire", "lexique", "A2"],
                ),
            ],
        )],
    ),
    prog_src(
        "langues-vivantes",
        "4e",
        "Programme du cycle 4 (BO n° 31 du 30 juillet 2020), langues vivantes (étrangères ou régionales)",
        &[seq(
            "anglais-a2",
            "Anglais (A2)",
            &[
                ch(
                    "vocabulaire-thematique",
                    "Vocabulaire par thèmes",
                    LV,
                    B_LANG,
                    &["vocabulary", "thème", "lexique", "A2"],
                ),
                ch(
                    "verbes-irreguliers",
                    "Les verbes irréguliers",
                    LV,
                    B_LANG,
                    &["irregular verbs", "prétérit", "participe passé", "A2"],
                ),
                ch(
                    "temps-verbaux",
                    "Les temps : présent, prétérit, present perfect, futur",
                    LV,
                    B_LANG,
                    &[
                        "present simple",
                        "preterit",
                        "present perfect",
                        "will",
                        "A2",
                    ],
                ),
                ch(
                    "phrases-a-trous",
                    "Compléter des phrases",
                    LV,
                    B_LANG,
                    &["cloze", "grammaire", "lexique", "A2"],
                ),
            ],
        )],
    ),
    prog_src(
        "langues-vivantes",
        "3e",
        "Programme du cycle 4 (BO n° 31 du 30 juillet 2020), langues vivantes (étrangères ou régionales)",
        &[seq(
            "anglais-a2",
            "Anglais (A2)",
            &[
                ch(
                    "vocabulaire-thematique",
                    "Vocabulaire par thèmes",
                    LV,
                    B_LANG,
                    &["vocabulary", "thème", "lexique", "A2"],
                ),
                ch(
                    "verbes-irreguliers",
                    "Les verbes irréguliers",
                    LV,
                    B_LANG,
                    &["irregular verbs", "prétérit", "participe passé", "A2"],
                ),
                ch(
                    "temps-verbaux",
                    "Les temps : présent, prétérit, present perfect, futur",
                    LV,
                    B_LANG,
                    &[
                        "present simple",
                        "preterit",
                        "present perfect",
                        "will",
                        "A2",
                    ],
                ),
                ch(
                    "phrases-a-trous",
                    "Compléter des phrases",
                    LV,
                    B_LANG,
                    &["cloze", "grammaire", "lexique", "A2"],
                ),
            ],
        )],
    ),
    prog_src(
        "langues-vivantes",
        "2de",
        "Programme de langues vivantes de seconde générale et technologique (BO spécial n° 1 du 22 janvier 2019)",
        &[seq(
            "anglais-b1",
            "Anglais (B1)",
            &[
                ch(
                    "vocabulaire-thematique",
                    "Vocabulaire par thèmes",
                    LV,
                    B_LANG,
                    &["vocabulary", "thème", "lexique", "B1"],
                ),
                ch(
                    "verbes-irreguliers",
                    "Les verbes irréguliers",
                    LV,
                    B_LANG,
                    &["irregular verbs", "prétérit", "participe passé", "B1"],
                ),
                ch(
                    "temps-verbaux",
                    "Les temps : présent, prétérit, present perfect, futur",
                    LV,
                    B_LANG,
                    &[
                        "present simple",
                        "preterit",
                        "present perfect",
                        "will",
                        "B1",
                    ],
                ),
                ch(
                    "phrases-a-trous",
                    "Compléter des phrases",
                    LV,
                    B_LANG,
                    &["cloze", "grammaire", "lexique", "B1"],
                ),
            ],
        )],
    ),
    prog_src(
        "langues-vivantes",
        "1re",
        "Programme de langues vivantes du cycle terminal de la voie générale et technologique (BO spécial n° 1 du 22 janvier 2019)",
        &[seq(
            "anglais-b1",
            "Anglais (B1)",
            &[
                ch(
                    "vocabulaire-thematique",
                    "Vocabulaire par thèmes",
                    LV,
                    B_LANG,
                    &["vocabulary", "thème", "lexique", "B1"],
                ),
                ch(
                    "verbes-irreguliers",
                    "Les verbes irréguliers",
                    LV,
                    B_LANG,
                    &["irregular verbs", "prétérit", "participe passé", "B1"],
                ),
                ch(
                    "temps-verbaux",
                    "Les temps : présent, prétérit, present perfect, futur",
                    LV,
                    B_LANG,
                    &[
                        "present simple",
                        "preterit",
                        "present perfect",
                        "will",
                        "B1",
                    ],
                ),
                ch(
                    "phrases-a-trous",
                    "Compléter des phrases",
                    LV,
                    B_LANG,
                    &["cloze", "grammaire", "lexique", "B1"],
                ),
            ],
        )],
    ),
    prog_src(
        "langues-vivantes",
        "tle",
        "Programme de langues vivantes du cycle terminal de la voie générale et technologique (BO spécial n° 1 du 22 janvier 2019)",
        &[seq(
            "anglais-b2",
            "Anglais (B2)",
            &[
                ch(
                    "vocabulaire-thematique",
                    "Vocabulaire par thèmes",
                    LV,
                    B_LANG,
                    &["vocabulary", "thème", "lexique", "B2"],
                ),
                ch(
                    "verbes-irreguliers",
                    "Les verbes irréguliers",
                    LV,
                    B_LANG,
                    &["irregular verbs", "prétérit", "participe passé", "B2"],
                ),
                ch(
                    "temps-verbaux",
                    "Les temps : présent, prétérit, present perfect, futur",
                    LV,
                    B_LANG,
                    &[
                        "present simple",
                        "preterit",
                        "present perfect",
                        "will",
                        "B2",
                    ],
                ),
                ch(
                    "phrases-a-trous",
                    "Compléter des phrases",
                    LV,
                    B_LANG,
                    &["cloze", "grammaire", "lexique", "B2"],
                ),
            ],
        )],
    ),
];
