//! SVT 1re and Terminale, enseignement de spécialité: the programmes of each level, in the
//! shape of [`super::Programme`].

use super::*;

pub(super) static PROGRAMMES: &[Programme] = &[
    prog_src(
        "svt",
        "1re",
        "Programme de l'enseignement de spécialité de sciences de la vie et de la Terre de première générale (BO spécial n° 1 du 22 janvier 2019)",
        &[
            seq(
                "terre-vie-organisation-du-vivant",
                "La Terre, la vie et l'organisation du vivant",
                &[
                    ch(
                        "divisions-cellulaires",
                        "Les divisions cellulaires et la transmission du patrimoine génétique",
                        SCI,
                        B_SOLVE,
                        &[
                            "mitose",
                            "méiose",
                            "réplication",
                            "chromosome",
                            "cycle cellulaire",
                        ],
                    ),
                    ch(
                        "mutations-de-l-adn",
                        "Les mutations de l'ADN et la variabilité génétique",
                        SCI,
                        B_SOLVE,
                        &[
                            "mutation",
                            "allèle",
                            "agent mutagène",
                            "réparation",
                            "clone",
                        ],
                    ),
                    ch(
                        "expression-du-patrimoine-genetique",
                        "L'expression du patrimoine génétique",
                        SCI,
                        B_SOLVE,
                        &[
                            "transcription",
                            "traduction",
                            "ARN messager",
                            "code génétique",
                            "protéine",
                        ],
                    ),
                    ch(
                        "structure-du-globe",
                        "La structure du globe terrestre",
                        SCI,
                        B_INQUIRY,
                        &["onde sismique", "croûte", "manteau", "noyau", "lithosphère"],
                    ),
                    ch(
                        "dynamique-de-la-lithosphere",
                        "La dynamique de la lithosphère",
                        SCI,
                        B_INQUIRY,
                        &[
                            "dorsale",
                            "subduction",
                            "plaque",
                            "magmatisme",
                            "paléomagnétisme",
                        ],
                    ),
                ],
            ),
            seq(
                "enjeux-contemporains",
                "Enjeux contemporains de la planète",
                &[ch(
                    "ecosystemes-et-services-environnementaux",
                    "Écosystèmes et services environnementaux",
                    SCI_CIT,
                    B_INQUIRY,
                    &[
                        "écosystème",
                        "réseau trophique",
                        "biomasse",
                        "service écosystémique",
                        "gestion durable",
                    ],
                )],
            ),
            seq(
                "corps-humain-et-sante",
                "Corps humain et santé",
                &[
                    ch(
                        "variation-genetique-et-sante",
                        "Variation génétique et santé",
                        SCI_CIT,
                        B_SOLVE,
                        &[
                            "mucoviscidose",
                            "arbre généalogique",
                            "cancer",
                            "antibiorésistance",
                            "thérapie génique",
                        ],
                    ),
                    ch(
                        "systeme-immunitaire",
                        "Le fonctionnement du système immunitaire humain",
                        SCI_CIT,
                        B_SOLVE,
                        &[
                            "immunité innée",
                            "immunité adaptative",
                            "lymphocyte",
                            "anticorps",
                            "vaccination",
                        ],
                    ),
                ],
            ),
        ],
    ),
    prog_src(
        "svt",
        "tle",
        "Programme de l'enseignement de spécialité de sciences de la vie et de la Terre de terminale générale (BO spécial n° 8 du 25 juillet 2019)",
        &[
            seq(
                "terre-vie-organisation-du-vivant",
                "La Terre, la vie et l'organisation du vivant",
                &[
                    ch(
                        "genetique-et-evolution",
                        "Génétique et évolution",
                        SCI,
                        B_SOLVE,
                        &[
                            "méiose",
                            "brassage génétique",
                            "fécondation",
                            "Hardy-Weinberg",
                            "spéciation",
                        ],
                    ),
                    ch(
                        "passe-geologique",
                        "À la recherche du passé géologique de notre planète",
                        SCI,
                        B_INQUIRY,
                        &[
                            "chronologie relative",
                            "datation absolue",
                            "fossile stratigraphique",
                            "ophiolite",
                            "chaîne de montagnes",
                        ],
                    ),
                ],
            ),
            seq(
                "enjeux-contemporains",
                "Enjeux contemporains de la planète",
                &[
                    ch(
                        "plante-domestiquee",
                        "De la plante sauvage à la plante domestiquée",
                        SCI_CIT,
                        B_INQUIRY,
                        &[
                            "plante à fleurs",
                            "pollinisation",
                            "graine",
                            "domestication",
                            "sélection variétale",
                        ],
                    ),
                    ch(
                        "climats-de-la-terre",
                        "Les climats de la Terre : comprendre le passé pour agir aujourd'hui et demain",
                        SCI_WORLD,
                        B_DATA,
                        &[
                            "climat",
                            "effet de serre",
                            "glaciation",
                            "isotope de l'oxygène",
                            "carbone",
                        ],
                    ),
                ],
            ),
            seq(
                "corps-humain-et-sante",
                "Corps humain et santé",
                &[
                    ch(
                        "mouvement-et-systeme-nerveux",
                        "Comportements, mouvement et système nerveux",
                        SCI,
                        B_SOLVE,
                        &[
                            "réflexe myotatique",
                            "neurone",
                            "synapse",
                            "cortex moteur",
                            "plasticité cérébrale",
                        ],
                    ),
                    ch(
                        "contraction-musculaire",
                        "Produire le mouvement : contraction musculaire et apport d'énergie",
                        SCI,
                        B_SOLVE,
                        &["fibre musculaire", "actine", "myosine", "ATP", "calcium"],
                    ),
                    ch(
                        "comportements-et-stress",
                        "Comportements et stress : vers une vision intégrée de l'organisme",
                        SCI_CIT,
                        B_INQUIRY,
                        &[
                            "stress aigu",
                            "adrénaline",
                            "cortisol",
                            "système limbique",
                            "stress chronique",
                        ],
                    ),
                ],
            ),
        ],
    ),
];
