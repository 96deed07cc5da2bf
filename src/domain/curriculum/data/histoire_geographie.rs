//! Histoire-géographie: the programmes of each level, in the shape of [`super::Programme`].

use super::*;

pub(super) static PROGRAMMES: &[Programme] = &[
    prog_src(
        "histoire-geographie",
        "6e",
        "Programme du cycle 3 (BO n° 31 du 30 juillet 2020), histoire et géographie",
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
    prog_src(
        "histoire-geographie",
        "5e",
        "Programme du cycle 4 (BO n° 31 du 30 juillet 2020), histoire et géographie",
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
    prog_src(
        "histoire-geographie",
        "4e",
        "Programme du cycle 4 (BO n° 31 du 30 juillet 2020), histoire et géographie",
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
    prog_src(
        "histoire-geographie",
        "3e",
        "Programme du cycle 4 (BO n° 31 du 30 juillet 2020), histoire et géographie",
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
    prog_src(
        "histoire-geographie",
        "2de",
        "Programme d'histoire-géographie de seconde générale et technologique (BO spécial n° 1 du 22 janvier 2019)",
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
