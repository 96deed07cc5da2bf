//! Français: the programmes of each level, in the shape of [`super::Programme`].

use super::*;

pub(super) static PROGRAMMES: &[Programme] = &[
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
];
