//! Histoire-géographie 1re (voie générale, tronc commun): the programme, in the shape of
//! [`super::Programme`]. One chapter per chapitre of the programme (histoire) and per question
//! of its thèmes (géographie).

use super::*;

pub(super) static PROGRAMMES: &[Programme] = &[prog_src(
    "histoire-geographie",
    "1re",
    "Programme d'histoire-géographie de première générale et technologique (BO spécial n° 1 du 22 janvier 2019)",
    &[
        seq(
            "histoire-theme-1",
            "L'Europe face aux révolutions",
            &[
                ch(
                    "revolution-francaise-et-empire",
                    "La Révolution française et l'Empire : une nouvelle conception de la nation",
                    HG_CIT,
                    B_HIST,
                    &[
                        "Révolution française",
                        "souveraineté nationale",
                        "Déclaration des droits de l'homme et du citoyen",
                        "Napoléon Bonaparte",
                        "Code civil",
                    ],
                ),
                ch(
                    "europe-entre-restauration-et-revolution",
                    "L'Europe entre restauration et révolution (1814-1848)",
                    HG,
                    B_HIST,
                    &[
                        "congrès de Vienne",
                        "Restauration",
                        "libéralisme",
                        "nationalités",
                        "printemps des peuples",
                    ],
                ),
            ],
        ),
        seq(
            "histoire-theme-2",
            "La France dans l'Europe des nationalités : politique et société (1848-1871)",
            &[
                ch(
                    "iie-republique-et-second-empire",
                    "La difficile entrée dans l'âge démocratique : la IIe République et le Second \
                     Empire",
                    HG_CIT,
                    B_HIST,
                    &[
                        "suffrage universel masculin",
                        "IIe République",
                        "abolition de l'esclavage",
                        "Second Empire",
                        "Napoléon III",
                    ],
                ),
                ch(
                    "industrialisation-en-france",
                    "L'industrialisation et l'accélération des transformations économiques et \
                     sociales en France",
                    HG,
                    B_HIST,
                    &[
                        "industrialisation",
                        "chemin de fer",
                        "exode rural",
                        "ouvriers",
                        "grands magasins",
                    ],
                ),
                ch(
                    "nouveaux-etats-par-la-guerre-et-la-diplomatie",
                    "La France et la construction de nouveaux États par la guerre et la diplomatie",
                    HG,
                    B_HIST,
                    &[
                        "unité italienne",
                        "unité allemande",
                        "Bismarck",
                        "Cavour",
                        "Sedan",
                    ],
                ),
            ],
        ),
        seq(
            "histoire-theme-3",
            "La Troisième République avant 1914 : un régime politique, un empire colonial",
            &[
                ch(
                    "projet-republicain",
                    "La mise en œuvre du projet républicain",
                    HG_CIT,
                    B_HIST,
                    &[
                        "lois constitutionnelles de 1875",
                        "lois Ferry",
                        "libertés fondamentales",
                        "affaire Dreyfus",
                        "laïcité",
                    ],
                ),
                ch(
                    "societe-francaise-jusqu-en-1914",
                    "Permanences et mutations de la société française jusqu'en 1914",
                    HG,
                    B_HIST,
                    &[
                        "monde rural",
                        "syndicalisme",
                        "CGT",
                        "immigration",
                        "droits des femmes",
                    ],
                ),
                ch(
                    "metropole-et-colonies",
                    "Métropole et colonies",
                    HG,
                    B_HIST,
                    &[
                        "colonisation",
                        "empire colonial",
                        "indigénat",
                        "Algérie",
                        "exposition coloniale",
                    ],
                ),
            ],
        ),
        seq(
            "histoire-theme-4",
            "La Première Guerre mondiale : le « suicide de l'Europe » et la fin des empires \
             européens",
            &[
                ch(
                    "embrasement-mondial",
                    "Un embrasement mondial et ses grandes étapes",
                    HG,
                    B_HIST,
                    &[
                        "guerre de mouvement",
                        "guerre de position",
                        "Verdun",
                        "Somme",
                        "armistice",
                    ],
                ),
                ch(
                    "societes-en-guerre",
                    "Les sociétés en guerre : des civils acteurs et victimes de la guerre",
                    HG,
                    B_HIST,
                    &[
                        "guerre totale",
                        "Union sacrée",
                        "génocide des Arméniens",
                        "occupation",
                        "mobilisation",
                    ],
                ),
                ch(
                    "sortir-de-la-guerre",
                    "Sortir de la guerre : la tentative de construire une paix durable",
                    HG_CIT,
                    B_HIST,
                    &[
                        "traité de Versailles",
                        "Société des Nations",
                        "quatorze points",
                        "réparations",
                        "fin des empires",
                    ],
                ),
            ],
        ),
        seq(
            "geographie-theme-1",
            "La métropolisation : un processus mondial différencié",
            &[ch(
                "metropolisation",
                "La métropolisation : un processus mondial différencié",
                HG,
                B_HIST,
                &[
                    "métropolisation",
                    "métropole",
                    "ville mondiale",
                    "périurbanisation",
                    "gentrification",
                ],
            )],
        ),
        seq(
            "geographie-theme-2",
            "Une diversification des espaces et des acteurs de la production",
            &[ch(
                "espaces-et-acteurs-de-la-production",
                "Une diversification des espaces et des acteurs de la production",
                HG,
                B_HIST,
                &[
                    "chaîne de valeur",
                    "firme transnationale",
                    "espace productif",
                    "technopôle",
                    "zone industrialo-portuaire",
                ],
            )],
        ),
        seq(
            "geographie-theme-3",
            "Les espaces ruraux : multifonctionnalité ou fragmentation ?",
            &[ch(
                "espaces-ruraux",
                "Les espaces ruraux : multifonctionnalité ou fragmentation ?",
                HG,
                B_HIST,
                &[
                    "espace rural",
                    "multifonctionnalité",
                    "agriculture productiviste",
                    "périurbain",
                    "déprise",
                ],
            )],
        ),
        seq(
            "geographie-theme-4",
            "La Chine : des recompositions spatiales multiples",
            &[ch(
                "la-chine",
                "La Chine : des recompositions spatiales multiples",
                HG,
                B_HIST,
                &[
                    "Chine",
                    "littoralisation",
                    "zones économiques spéciales",
                    "migrants",
                    "développement",
                ],
            )],
        ),
    ],
)];
