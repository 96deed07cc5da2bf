//! Histoire-géographie CM1 and CM2 (cycle 3): the programmes, in the shape of
//! [`super::Programme`]. One chapter per thème of the programme.

use super::*;

pub(super) static PROGRAMMES: &[Programme] = &[
    prog_src(
        "histoire-geographie",
        "cm1",
        "Programme du cycle 3 (BO n° 31 du 30 juillet 2020), histoire et géographie",
        &[
            seq(
                "histoire-theme-1",
                "Et avant la France ?",
                &[ch(
                    "et-avant-la-france",
                    "Et avant la France ?",
                    HG,
                    B_HIST,
                    &[
                        "Celtes",
                        "Gaulois",
                        "Romains",
                        "Alésia",
                        "Clovis",
                        "Charlemagne",
                    ],
                )],
            ),
            seq(
                "histoire-theme-2",
                "Le temps des rois",
                &[ch(
                    "le-temps-des-rois",
                    "Le temps des rois",
                    HG,
                    B_HIST,
                    &[
                        "Louis IX",
                        "François Ier",
                        "Henri IV",
                        "édit de Nantes",
                        "Louis XIV",
                        "Versailles",
                    ],
                )],
            ),
            seq(
                "histoire-theme-3",
                "Le temps de la Révolution et de l'Empire",
                &[ch(
                    "le-temps-de-la-revolution-et-de-l-empire",
                    "Le temps de la Révolution et de l'Empire",
                    HG,
                    B_HIST,
                    &[
                        "1789",
                        "Louis XVI",
                        "Révolution",
                        "Nation",
                        "Napoléon Bonaparte",
                        "Empire",
                    ],
                )],
            ),
            seq(
                "geographie-theme-1",
                "Découvrir le(s) lieu(x) où j'habite",
                &[ch(
                    "decouvrir-les-lieux-ou-j-habite",
                    "Découvrir le(s) lieu(x) où j'habite",
                    HG_CIT,
                    B_HIST,
                    &["commune", "département", "région", "carte", "paysage"],
                )],
            ),
            seq(
                "geographie-theme-2",
                "Se loger, travailler, se cultiver, avoir des loisirs en France",
                &[ch(
                    "se-loger-travailler-se-cultiver-avoir-des-loisirs",
                    "Se loger, travailler, se cultiver, avoir des loisirs en France",
                    HG_CIT,
                    B_HIST,
                    &["ville", "banlieue", "logement", "tourisme", "loisirs"],
                )],
            ),
            seq(
                "geographie-theme-3",
                "Consommer en France",
                &[ch(
                    "consommer-en-france",
                    "Consommer en France",
                    HG_CIT,
                    B_HIST,
                    &[
                        "énergie",
                        "eau",
                        "alimentation",
                        "ressource",
                        "consommation",
                    ],
                )],
            ),
        ],
    ),
    prog_src(
        "histoire-geographie",
        "cm2",
        "Programme du cycle 3 (BO n° 31 du 30 juillet 2020), histoire et géographie",
        &[
            seq(
                "histoire-theme-1",
                "Le temps de la République",
                &[ch(
                    "le-temps-de-la-republique",
                    "Le temps de la République",
                    HG_CIT,
                    B_HIST,
                    &[
                        "République",
                        "Jules Ferry",
                        "école",
                        "suffrage universel",
                        "Marianne",
                        "laïcité",
                    ],
                )],
            ),
            seq(
                "histoire-theme-2",
                "L'âge industriel en France",
                &[ch(
                    "l-age-industriel-en-france",
                    "L'âge industriel en France",
                    HG,
                    B_HIST,
                    &[
                        "machine à vapeur",
                        "charbon",
                        "usine",
                        "mine",
                        "chemin de fer",
                        "ouvrier",
                    ],
                )],
            ),
            seq(
                "histoire-theme-3",
                "La France, des guerres mondiales à l'Union européenne",
                &[ch(
                    "des-guerres-mondiales-a-l-union-europeenne",
                    "La France, des guerres mondiales à l'Union européenne",
                    HG,
                    B_HIST,
                    &[
                        "Première Guerre mondiale",
                        "Seconde Guerre mondiale",
                        "Résistance",
                        "armistice",
                        "Union européenne",
                    ],
                )],
            ),
            seq(
                "geographie-theme-1",
                "Se déplacer",
                &[ch(
                    "se-deplacer",
                    "Se déplacer",
                    HG_CIT,
                    B_HIST,
                    &["mobilité", "transport", "réseau", "aéroport", "TGV"],
                )],
            ),
            seq(
                "geographie-theme-2",
                "Communiquer d'un bout à l'autre du monde grâce à l'Internet",
                &[ch(
                    "communiquer-grace-a-l-internet",
                    "Communiquer d'un bout à l'autre du monde grâce à l'Internet",
                    HG_CIT,
                    B_HIST,
                    &[
                        "Internet",
                        "réseau",
                        "câble sous-marin",
                        "connexion",
                        "fracture numérique",
                    ],
                )],
            ),
            seq(
                "geographie-theme-3",
                "Mieux habiter",
                &[ch(
                    "mieux-habiter",
                    "Mieux habiter",
                    HG_CIT,
                    B_HIST,
                    &[
                        "écoquartier",
                        "recyclage",
                        "nature en ville",
                        "tri",
                        "développement durable",
                    ],
                )],
            ),
        ],
    ),
];
