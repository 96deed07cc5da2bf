//! SVT: the programmes of each level, in the shape of [`super::Programme`].

use super::*;

pub(super) static PROGRAMMES: &[Programme] = &[
    prog_src(
        "svt",
        "6e",
        "Programme du cycle 3 (BO n° 31 du 30 juillet 2020), sciences et technologie : le vivant, sa diversité et les fonctions qui le caractérisent ; la planète Terre, les êtres vivants dans leur environnement",
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
    prog_src(
        "svt",
        "5e",
        "Programme du cycle 4 (BO n° 31 du 30 juillet 2020), sciences de la vie et de la Terre",
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
    prog_src(
        "svt",
        "4e",
        "Programme du cycle 4 (BO n° 31 du 30 juillet 2020), sciences de la vie et de la Terre",
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
    prog_src(
        "svt",
        "3e",
        "Programme du cycle 4 (BO n° 31 du 30 juillet 2020), sciences de la vie et de la Terre",
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
    prog_src(
        "svt",
        "2de",
        "Programme de sciences de la vie et de la Terre de seconde générale et technologique (BO spécial n° 1 du 22 janvier 2019)",
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
];
