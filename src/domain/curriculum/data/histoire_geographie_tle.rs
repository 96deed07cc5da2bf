//! Histoire-géographie Terminale (voie générale et technologique, tronc commun): the programme
//! in the shape of [`super::Programme`].

use super::*;

pub(super) static PROGRAMMES: &[Programme] = &[prog_src(
    "histoire-geographie",
    "tle",
    "Programme d'histoire-géographie de terminale générale et technologique (BO spécial n° 8 du 25 juillet 2019)",
    &[
        seq(
            "histoire-theme-1",
            "Fragilités des démocraties, totalitarismes et Seconde Guerre mondiale (1929-1945)",
            &[
                ch(
                    "crise-de-1929",
                    "L'impact de la crise de 1929 : déséquilibres économiques et sociaux",
                    HG,
                    B_HIST,
                    &[
                        "krach",
                        "Grande Dépression",
                        "New Deal",
                        "Front populaire",
                        "chômage",
                    ],
                ),
                ch(
                    "regimes-totalitaires",
                    "Les régimes totalitaires",
                    HG_CIT,
                    B_HIST,
                    &[
                        "totalitarisme",
                        "fascisme",
                        "nazisme",
                        "stalinisme",
                        "propagande",
                    ],
                ),
                ch(
                    "seconde-guerre-mondiale",
                    "La Seconde Guerre mondiale",
                    HG,
                    B_HIST,
                    &[
                        "guerre d'anéantissement",
                        "Shoah",
                        "génocide",
                        "Stalingrad",
                        "Hiroshima",
                    ],
                ),
                ch(
                    "la-france-dans-la-guerre",
                    "La France dans la guerre",
                    HG_CIT,
                    B_HIST,
                    &[
                        "Vichy",
                        "collaboration",
                        "Résistance",
                        "France libre",
                        "Libération",
                    ],
                ),
            ],
        ),
        seq(
            "histoire-theme-2",
            "La multiplication des acteurs internationaux dans un monde bipolaire (de 1945 au début \
             des années 1970)",
            &[
                ch(
                    "nouvel-ordre-mondial",
                    "La fin de la Seconde Guerre mondiale et les débuts d'un nouvel ordre mondial",
                    HG,
                    B_HIST,
                    &[
                        "ONU",
                        "Nuremberg",
                        "Bretton Woods",
                        "plan Marshall",
                        "Israël",
                    ],
                ),
                ch(
                    "bipolarisation-et-tiers-monde",
                    "Une nouvelle donne géopolitique : bipolarisation et émergence du tiers-monde",
                    HG,
                    B_HIST,
                    &[
                        "guerre froide",
                        "décolonisation",
                        "Bandung",
                        "non-alignement",
                        "Cuba",
                    ],
                ),
                ch(
                    "la-france-nouvelle-place-dans-le-monde",
                    "La France : une nouvelle place dans le monde",
                    HG_CIT,
                    B_HIST,
                    &[
                        "IVe République",
                        "Ve République",
                        "de Gaulle",
                        "guerre d'Algérie",
                        "CEE",
                    ],
                ),
            ],
        ),
        seq(
            "histoire-theme-3",
            "Les remises en cause économiques, politiques et sociales des années 1970 à 1991",
            &[
                ch(
                    "grands-equilibres-mondiaux",
                    "La modification des grands équilibres économiques et politiques mondiaux",
                    HG,
                    B_HIST,
                    &[
                        "choc pétrolier",
                        "libéralisme",
                        "révolution iranienne",
                        "chute du mur de Berlin",
                    ],
                ),
                ch(
                    "la-france-de-1974-a-1988",
                    "Un tournant social, politique et culturel, la France de 1974 à 1988",
                    HG_CIT,
                    B_HIST,
                    &[
                        "alternance",
                        "loi Veil",
                        "abolition de la peine de mort",
                        "décentralisation",
                    ],
                ),
            ],
        ),
        seq(
            "histoire-theme-4",
            "Le monde, l'Europe et la France depuis les années 1990, entre coopérations et conflits",
            &[
                ch(
                    "nouveaux-rapports-de-puissance",
                    "Nouveaux rapports de puissance et enjeux mondiaux",
                    HG,
                    B_HIST,
                    &[
                        "hyperpuissance",
                        "11 septembre 2001",
                        "multilatéralisme",
                        "émergents",
                    ],
                ),
                ch(
                    "construction-europeenne-depuis-1990",
                    "La construction européenne entre élargissement, approfondissement et remises \
                     en question",
                    HG_CIT,
                    B_HIST,
                    &["Maastricht", "euro", "élargissement", "Brexit"],
                ),
                ch(
                    "la-republique-francaise",
                    "La République française",
                    HG_CIT,
                    B_HIST,
                    &["Constitution", "laïcité", "parité", "État de droit"],
                ),
            ],
        ),
        seq(
            "geographie-theme-1",
            "Mers et océans : au cœur de la mondialisation",
            &[ch(
                "mers-et-oceans-mondialisation",
                "Mers et océans : au cœur de la mondialisation",
                HG,
                B_HIST,
                &[
                    "maritimisation",
                    "ZEE",
                    "détroit",
                    "conteneur",
                    "route maritime",
                ],
            )],
        ),
        seq(
            "geographie-theme-2",
            "Dynamiques territoriales, coopérations et tensions dans la mondialisation",
            &[ch(
                "dynamiques-territoriales-mondialisation",
                "Dynamiques territoriales, coopérations et tensions dans la mondialisation",
                HG,
                B_HIST,
                &[
                    "métropolisation",
                    "intégration régionale",
                    "OMC",
                    "frontière",
                ],
            )],
        ),
        seq(
            "geographie-theme-3",
            "L'Union européenne dans la mondialisation : des dynamiques complexes",
            &[ch(
                "union-europeenne-mondialisation",
                "L'Union européenne dans la mondialisation : des dynamiques complexes",
                HG_CIT,
                B_HIST,
                &[
                    "Union européenne",
                    "espace Schengen",
                    "zone euro",
                    "mégalopole européenne",
                ],
            )],
        ),
        seq(
            "geographie-theme-conclusif",
            "La France et ses régions dans l'Union européenne et dans la mondialisation",
            &[ch(
                "la-france-et-ses-regions",
                "La France et ses régions dans l'Union européenne et dans la mondialisation : \
                 lignes de force et recompositions",
                HG,
                B_HIST,
                &[
                    "région",
                    "métropole",
                    "coopération transfrontalière",
                    "politique régionale",
                ],
            )],
        ),
    ],
)];
