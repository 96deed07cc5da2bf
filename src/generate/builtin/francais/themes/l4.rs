//! Français 4e (cycle 4): dire l'amour, individu et société, la fiction pour interroger le réel,
//! informer, s'informer, déformer, la ville.

use super::year;
use crate::generate::builtin::bank::{Bank, Group, Relation, Sequence, pair};

/// Dire l'amour.
pub(crate) static AMOUR: Bank = Bank {
    chapter: "francais-4e-dire-l-amour",
    title: ["Dire l'amour", "Speaking of love"],
    relations: &[
        Relation {
            name: ["Les œuvres et leurs auteurs", "The works and their authors"],
            matching: [
                "Associe chaque œuvre à son auteur.",
                "Match each work with its author.",
            ],
            typed: true,
            pairs: &[
                by!(
                    "les Sonnets pour Hélène",
                    "the Sonnets for Helen",
                    "Pierre de Ronsard",
                    "Pierre de Ronsard",
                    "il"
                ),
                by!(
                    "Les Yeux d'Elsa",
                    "Elsa's Eyes",
                    "Louis Aragon",
                    "Louis Aragon",
                    "il"
                ),
                by!(
                    "Roméo et Juliette",
                    "Romeo and Juliet",
                    "William Shakespeare",
                    "William Shakespeare",
                    "il"
                ),
                by!(
                    "Cyrano de Bergerac",
                    "Cyrano de Bergerac",
                    "Edmond Rostand",
                    "Edmond Rostand",
                    "il"
                ),
                by!(
                    "Capitale de la douleur",
                    "Capital of Pain",
                    "Paul Éluard",
                    "Paul Éluard",
                    "il"
                ),
                by!(
                    "Alcools",
                    "Alcools",
                    "Guillaume Apollinaire",
                    "Guillaume Apollinaire",
                    "il"
                ),
            ],
        },
        Relation {
            name: ["Les mots de la poésie", "The words of poetry"],
            matching: [
                "Associe chaque mot de la poésie à sa définition.",
                "Match each word of poetry with its definition.",
            ],
            typed: true,
            pairs: &[
                term!(
                    "un sonnet",
                    "a sonnet",
                    "Qu'est-ce qu'un sonnet ?",
                    "What is a sonnet?",
                    "un poème de quatorze vers formé de deux quatrains et de deux tercets",
                    "a poem of fourteen lines made of two quatrains and two tercets"
                ),
                term!(
                    "un alexandrin",
                    "an alexandrine",
                    "Qu'est-ce qu'un alexandrin ?",
                    "What is an alexandrine?",
                    "un vers de douze syllabes",
                    "a line of twelve syllables"
                ),
                term!(
                    "un octosyllabe",
                    "an octosyllable",
                    "Qu'est-ce qu'un octosyllabe ?",
                    "What is an octosyllable?",
                    "un vers de huit syllabes",
                    "a line of eight syllables"
                ),
                term!(
                    "un quatrain",
                    "a quatrain",
                    "Qu'est-ce qu'un quatrain ?",
                    "What is a quatrain?",
                    "une strophe de quatre vers",
                    "a stanza of four lines"
                ),
                term!(
                    "un tercet",
                    "a tercet",
                    "Qu'est-ce qu'un tercet ?",
                    "What is a tercet?",
                    "une strophe de trois vers",
                    "a stanza of three lines"
                ),
                term!(
                    "la poésie lyrique",
                    "lyric poetry",
                    "Qu'est-ce que la poésie lyrique ?",
                    "What is lyric poetry?",
                    "la poésie qui exprime les sentiments personnels du poète, comme l'amour ou la douleur",
                    "the poetry that expresses the poet's personal feelings, such as love or grief"
                ),
                term!(
                    "un blason",
                    "a blazon",
                    "Qu'est-ce qu'un blason en poésie ?",
                    "What is a blazon in poetry?",
                    "un poème qui célèbre une partie du corps de la personne aimée",
                    "a poem that celebrates a part of the beloved's body"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les amours tragiques", "Tragic loves"],
        which: [
            "Parmi ces couples d'amoureux, lesquels voient leur histoire s'achever par la mort des deux amants ?",
            "Which of these couples of lovers see their story end with the death of both lovers?",
        ],
        which_not: [
            "Parmi ces couples d'amoureux, lesquels ne voient pas leur histoire s'achever par la mort des deux amants ?",
            "Which of these couples of lovers do not see their story end with the death of both lovers?",
        ],
        members: &[
            ["Tristan et Iseut", "Tristan and Iseult"],
            ["Roméo et Juliette", "Romeo and Juliet"],
            ["Pyrame et Thisbé", "Pyramus and Thisbe"],
        ],
        others: &[
            [
                "Rodrigue et Chimène, dans Le Cid",
                "Rodrigue and Chimène, in The Cid",
            ],
            [
                "Silvia et Dorante, dans Le Jeu de l'amour et du hasard",
                "Silvia and Dorante, in The Game of Love and Chance",
            ],
            [
                "Agnès et Horace, dans L'École des femmes",
                "Agnès and Horace, in The School for Wives",
            ],
        ],
    }],
    sequences: &[works_in_time!(
        [
            "L'amour à travers les siècles",
            "Love through the centuries"
        ],
        &[
            ["Tristan et Iseut", "Tristan and Iseult"],
            ["les Sonnets de Louise Labé", "Louise Labé's Sonnets"],
            [
                "les Sonnets pour Hélène de Ronsard",
                "Ronsard's Sonnets for Helen"
            ],
            [
                "Cyrano de Bergerac d'Edmond Rostand",
                "Edmond Rostand's Cyrano de Bergerac"
            ],
            ["Alcools d'Apollinaire", "Apollinaire's Alcools"],
            ["Les Yeux d'Elsa d'Aragon", "Aragon's Elsa's Eyes"],
        ]
    )],
    numbers: &[
        year(
            [
                "Combien de vers compte un sonnet ?",
                "How many lines does a sonnet have?",
            ],
            [
                "le nombre de vers d'un sonnet",
                "the number of lines of a sonnet",
            ],
            14.0,
        ),
        year(
            [
                "Combien de syllabes compte un alexandrin ?",
                "How many syllables does an alexandrine have?",
            ],
            [
                "le nombre de syllabes d'un alexandrin",
                "the number of syllables of an alexandrine",
            ],
            12.0,
        ),
        year(
            [
                "En quelle année Cyrano de Bergerac d'Edmond Rostand est-il joué pour la première fois ?",
                "In which year was Edmond Rostand's Cyrano de Bergerac first performed?",
            ],
            [
                "la création de Cyrano de Bergerac",
                "the first performance of Cyrano de Bergerac",
            ],
            1897.0,
        ),
    ],
    diagrams: &[],
};

/// Individu et société : confrontations de valeurs ?
pub(crate) static SOCIETE: Bank = Bank {
    chapter: "francais-4e-individu-et-societe",
    title: ["Individu et société", "The individual and society"],
    relations: &[
        Relation {
            name: ["Les pièces et leurs auteurs", "The plays and their authors"],
            matching: [
                "Associe chaque pièce à son auteur.",
                "Match each play with its author.",
            ],
            typed: true,
            pairs: &[
                by!(
                    "Le Cid",
                    "The Cid",
                    "Pierre Corneille",
                    "Pierre Corneille",
                    "il"
                ),
                by!("Phèdre", "Phaedra", "Jean Racine", "Jean Racine", "il"),
                by!(
                    "l'Antigone de 1944",
                    "the Antigone of 1944",
                    "Jean Anouilh",
                    "Jean Anouilh",
                    "il"
                ),
                by!(
                    "Le Mariage de Figaro",
                    "The Marriage of Figaro",
                    "Beaumarchais",
                    "Beaumarchais",
                    "il"
                ),
                by!(
                    "Le Jeu de l'amour et du hasard",
                    "The Game of Love and Chance",
                    "Marivaux",
                    "Marivaux",
                    "il"
                ),
                by!("Ruy Blas", "Ruy Blas", "Victor Hugo", "Victor Hugo", "il"),
            ],
        },
        Relation {
            name: [
                "Les personnages et leurs pièces",
                "The characters and their plays",
            ],
            matching: [
                "Associe chaque personnage à la pièce où il apparaît.",
                "Match each character with the play in which they appear.",
            ],
            typed: true,
            pairs: &[
                cast!("Rodrigue", "Rodrigue", "Le Cid", "The Cid", "il"),
                cast!("Chimène", "Chimène", "Le Cid", "The Cid", "elle"),
                cast!(
                    "Créon",
                    "Creon",
                    "l'Antigone de 1944",
                    "the Antigone of 1944",
                    "il"
                ),
                cast!(
                    "Silvia",
                    "Silvia",
                    "Le Jeu de l'amour et du hasard",
                    "The Game of Love and Chance",
                    "elle"
                ),
                cast!(
                    "le comte Almaviva",
                    "Count Almaviva",
                    "Le Mariage de Figaro",
                    "The Marriage of Figaro",
                    "il"
                ),
                cast!("Hippolyte", "Hippolytus", "Phèdre", "Phaedra", "il"),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les tragédies", "Tragedies"],
        which: [
            "Parmi ces pièces, lesquelles sont des tragédies ?",
            "Which of these plays are tragedies?",
        ],
        which_not: [
            "Parmi ces pièces, lesquelles ne sont pas des tragédies ?",
            "Which of these plays are not tragedies?",
        ],
        members: &[
            ["Phèdre", "Phaedra"],
            ["Britannicus", "Britannicus"],
            ["Andromaque", "Andromache"],
            ["l'Antigone de 1944", "the Antigone of 1944"],
        ],
        others: &[
            ["Le Mariage de Figaro", "The Marriage of Figaro"],
            [
                "Le Jeu de l'amour et du hasard",
                "The Game of Love and Chance",
            ],
            ["L'Avare", "The Miser"],
            ["Le Malade imaginaire", "The Imaginary Invalid"],
        ],
    }],
    sequences: &[works_in_time!(
        [
            "Le théâtre à travers les siècles",
            "Theatre through the centuries"
        ],
        &[
            ["l'Antigone de Sophocle", "Sophocles's Antigone"],
            ["Le Cid de Corneille", "Corneille's The Cid"],
            ["Phèdre de Racine", "Racine's Phaedra"],
            [
                "Le Jeu de l'amour et du hasard de Marivaux",
                "Marivaux's The Game of Love and Chance"
            ],
            [
                "Le Mariage de Figaro de Beaumarchais",
                "Beaumarchais's The Marriage of Figaro"
            ],
            ["Ruy Blas de Victor Hugo", "Victor Hugo's Ruy Blas"],
            ["l'Antigone de Jean Anouilh", "Jean Anouilh's Antigone"],
        ]
    )],
    numbers: &[
        year(
            [
                "En quelle année Le Cid de Corneille est-il publié ?",
                "In which year was Corneille's The Cid published?",
            ],
            ["la publication du Cid", "the publication of The Cid"],
            1637.0,
        ),
        year(
            [
                "En quelle année Le Mariage de Figaro est-il joué pour la première fois ?",
                "In which year was The Marriage of Figaro first performed?",
            ],
            [
                "la création du Mariage de Figaro",
                "the first performance of The Marriage of Figaro",
            ],
            1784.0,
        ),
        year(
            [
                "En quelle année l'Antigone de Jean Anouilh est-elle jouée pour la première fois ?",
                "In which year was Jean Anouilh's Antigone first performed?",
            ],
            [
                "la création de l'Antigone d'Anouilh",
                "the first performance of Anouilh's Antigone",
            ],
            1944.0,
        ),
    ],
    diagrams: &[],
};

/// La fiction pour interroger le réel.
pub(crate) static FICTION: Bank = Bank {
    chapter: "francais-4e-la-fiction-pour-interroger-le-reel",
    title: [
        "La fiction pour interroger le réel",
        "Fiction to question reality",
    ],
    relations: &[
        Relation {
            name: ["Les œuvres et leurs auteurs", "The works and their authors"],
            matching: [
                "Associe chaque œuvre à son auteur.",
                "Match each work with its author.",
            ],
            typed: true,
            pairs: &[
                by!(
                    "Le Père Goriot",
                    "Father Goriot",
                    "Honoré de Balzac",
                    "Honoré de Balzac",
                    "il"
                ),
                by!(
                    "Madame Bovary",
                    "Madame Bovary",
                    "Gustave Flaubert",
                    "Gustave Flaubert",
                    "il"
                ),
                by!("Germinal", "Germinal", "Émile Zola", "Émile Zola", "il"),
                by!(
                    "Bel-Ami",
                    "Bel-Ami",
                    "Guy de Maupassant",
                    "Guy de Maupassant",
                    "il"
                ),
                by!(
                    "Le Rouge et le Noir",
                    "The Red and the Black",
                    "Stendhal",
                    "Stendhal",
                    "il"
                ),
                by!(
                    "La Vénus d'Ille",
                    "The Venus of Ille",
                    "Prosper Mérimée",
                    "Prosper Mérimée",
                    "il"
                ),
                by!(
                    "Les Misérables",
                    "Les Misérables",
                    "Victor Hugo",
                    "Victor Hugo",
                    "il"
                ),
            ],
        },
        Relation {
            name: [
                "Les personnages et leurs œuvres",
                "The characters and their works",
            ],
            matching: [
                "Associe chaque personnage à l'œuvre où il apparaît.",
                "Match each character with the work in which they appear.",
            ],
            typed: true,
            pairs: &[
                cast!(
                    "Eugène de Rastignac",
                    "Eugène de Rastignac",
                    "Le Père Goriot",
                    "Father Goriot",
                    "il"
                ),
                cast!(
                    "Julien Sorel",
                    "Julien Sorel",
                    "Le Rouge et le Noir",
                    "The Red and the Black",
                    "il"
                ),
                cast!(
                    "Étienne Lantier",
                    "Étienne Lantier",
                    "Germinal",
                    "Germinal",
                    "il"
                ),
                cast!(
                    "Jean Valjean",
                    "Jean Valjean",
                    "Les Misérables",
                    "Les Misérables",
                    "il"
                ),
                cast!("Georges Duroy", "Georges Duroy", "Bel-Ami", "Bel-Ami", "il"),
                cast!(
                    "Mathilde Loisel",
                    "Mathilde Loisel",
                    "La Parure",
                    "The Necklace",
                    "elle"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les romanciers réalistes et naturalistes",
            "Realist and naturalist novelists",
        ],
        which: [
            "Parmi ces écrivains, lesquels sont des romanciers réalistes ou naturalistes du XIXe siècle ?",
            "Which of these writers are realist or naturalist novelists of the 19th century?",
        ],
        which_not: [
            "Parmi ces écrivains, lesquels ne sont pas des romanciers réalistes ou naturalistes du XIXe siècle ?",
            "Which of these writers are not realist or naturalist novelists of the 19th century?",
        ],
        members: &[
            ["Honoré de Balzac", "Honoré de Balzac"],
            ["Gustave Flaubert", "Gustave Flaubert"],
            ["Émile Zola", "Émile Zola"],
            ["Guy de Maupassant", "Guy de Maupassant"],
        ],
        others: &[
            ["Pierre de Ronsard", "Pierre de Ronsard"],
            ["Molière", "Molière"],
            ["Voltaire", "Voltaire"],
            ["Guillaume Apollinaire", "Guillaume Apollinaire"],
        ],
    }],
    sequences: &[works_in_time!(
        ["Le roman au XIXe siècle", "The novel in the 19th century"],
        &[
            [
                "Le Rouge et le Noir de Stendhal",
                "Stendhal's The Red and the Black"
            ],
            ["Le Père Goriot de Balzac", "Balzac's Father Goriot"],
            ["Madame Bovary de Flaubert", "Flaubert's Madame Bovary"],
            [
                "Les Misérables de Victor Hugo",
                "Victor Hugo's Les Misérables"
            ],
            ["Germinal de Zola", "Zola's Germinal"],
        ]
    )],
    numbers: &[
        year(
            [
                "En quelle année paraît Madame Bovary de Flaubert en volume ?",
                "In which year was Flaubert's Madame Bovary published as a book?",
            ],
            [
                "la parution de Madame Bovary",
                "the publication of Madame Bovary",
            ],
            1857.0,
        ),
        year(
            [
                "En quelle année paraît Germinal d'Émile Zola ?",
                "In which year was Émile Zola's Germinal published?",
            ],
            ["la parution de Germinal", "the publication of Germinal"],
            1885.0,
        ),
        year(
            [
                "Combien de romans compte le cycle des Rougon-Macquart d'Émile Zola ?",
                "How many novels does Émile Zola's Rougon-Macquart cycle have?",
            ],
            [
                "le nombre de romans des Rougon-Macquart",
                "the number of novels of the Rougon-Macquart",
            ],
            20.0,
        ),
        year(
            [
                "En quelle année paraissent Les Misérables de Victor Hugo ?",
                "In which year was Victor Hugo's Les Misérables published?",
            ],
            [
                "la parution des Misérables",
                "the publication of Les Misérables",
            ],
            1862.0,
        ),
    ],
    diagrams: &[],
};

/// Informer, s'informer, déformer ?
pub(crate) static INFORMER: Bank = Bank {
    chapter: "francais-4e-informer-s-informer-deformer",
    title: [
        "Informer, s'informer, déformer",
        "Informing, being informed, distorting",
    ],
    relations: &[
        Relation {
            name: ["Les mots de la presse", "The words of the press"],
            matching: [
                "Associe chaque mot de la presse à sa définition.",
                "Match each word of the press with its definition.",
            ],
            typed: true,
            pairs: &[
                term!(
                    "une source",
                    "a source",
                    "Qu'est-ce que la source d'une information ?",
                    "What is the source of a piece of news?",
                    "la personne, le document ou le média d'où vient une information",
                    "the person, document or medium a piece of news comes from"
                ),
                term!(
                    "une dépêche",
                    "a dispatch",
                    "Qu'est-ce qu'une dépêche ?",
                    "What is a dispatch?",
                    "une information brève qu'une agence de presse envoie aux médias",
                    "a short piece of news that a news agency sends to the media"
                ),
                term!(
                    "un éditorial",
                    "an editorial",
                    "Qu'est-ce qu'un éditorial ?",
                    "What is an editorial?",
                    "un article qui exprime l'opinion de la rédaction du journal",
                    "an article that expresses the opinion of the newspaper's editors"
                ),
                term!(
                    "un reportage",
                    "a report",
                    "Qu'est-ce qu'un reportage ?",
                    "What is a report?",
                    "un article ou une émission où un journaliste raconte ce qu'il a vu sur place",
                    "an article or programme in which a journalist tells what he saw on the spot"
                ),
                term!(
                    "une infox",
                    "a piece of fake news",
                    "Qu'est-ce qu'une infox ?",
                    "What is fake news?",
                    "une fausse information diffusée volontairement pour tromper",
                    "a false piece of news spread on purpose to deceive"
                ),
                term!(
                    "la manchette",
                    "the banner headline",
                    "Qu'est-ce que la manchette d'un journal ?",
                    "What is a newspaper's banner headline?",
                    "le gros titre qui barre le haut de la première page d'un journal",
                    "the large headline across the top of a newspaper's front page"
                ),
                term!(
                    "le chapeau",
                    "the standfirst",
                    "Qu'est-ce que le chapeau d'un article ?",
                    "What is the standfirst of an article?",
                    "le court texte placé sous le titre, qui résume l'article",
                    "the short text under the headline that sums up the article"
                ),
            ],
        },
        Relation {
            name: ["Des journaux et des agences", "Newspapers and agencies"],
            matching: [
                "Associe chaque titre de presse à ce qui le caractérise.",
                "Match each press title with what characterises it.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["La Gazette", "La Gazette"],
                    [
                        "le premier journal français, fondé par Théophraste Renaudot en 1631",
                        "the first French newspaper, founded by Théophraste Renaudot in 1631",
                    ],
                    ["Qu'est-ce que La Gazette ?", "What was La Gazette?"],
                    [
                        "Quel est le premier journal français, fondé par Théophraste Renaudot en 1631 ?",
                        "What is the first French newspaper, founded by Théophraste Renaudot in 1631?",
                    ],
                ),
                pair(
                    ["L'Aurore", "L'Aurore"],
                    [
                        "le journal où Zola publie sa lettre ouverte sur l'affaire Dreyfus en 1898",
                        "the newspaper in which Zola publishes his open letter on the Dreyfus affair in 1898",
                    ],
                    ["Qu'est-ce que L'Aurore ?", "What was L'Aurore?"],
                    [
                        "Dans quel journal Zola publie-t-il sa lettre ouverte sur l'affaire Dreyfus en 1898 ?",
                        "In which newspaper does Zola publish his open letter on the Dreyfus affair in 1898?",
                    ],
                ),
                pair(
                    ["Le Petit Journal", "Le Petit Journal"],
                    [
                        "un quotidien populaire vendu un sou, lancé en 1863",
                        "a popular daily sold for one sou, launched in 1863",
                    ],
                    [
                        "Qu'est-ce que Le Petit Journal ?",
                        "What was Le Petit Journal?",
                    ],
                    [
                        "Quel quotidien populaire vendu un sou est lancé en 1863 ?",
                        "Which popular daily sold for one sou is launched in 1863?",
                    ],
                ),
                pair(
                    ["l'Agence France-Presse", "Agence France-Presse"],
                    [
                        "l'agence de presse française qui fournit des dépêches aux médias",
                        "the French news agency that supplies dispatches to the media",
                    ],
                    [
                        "Qu'est-ce que l'Agence France-Presse ?",
                        "What is Agence France-Presse?",
                    ],
                    [
                        "Quelle est l'agence de presse française qui fournit des dépêches aux médias ?",
                        "What is the French news agency that supplies dispatches to the media?",
                    ],
                ),
                pair(
                    ["Le Canard enchaîné", "Le Canard enchaîné"],
                    [
                        "un hebdomadaire satirique fondé en 1915",
                        "a satirical weekly founded in 1915",
                    ],
                    [
                        "Qu'est-ce que Le Canard enchaîné ?",
                        "What is Le Canard enchaîné?",
                    ],
                    [
                        "Quel hebdomadaire satirique est fondé en 1915 ?",
                        "Which satirical weekly is founded in 1915?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Vérifier une information", "Checking a piece of news"],
        which: [
            "Parmi ces réflexes, lesquels aident à vérifier une information ?",
            "Which of these habits help to check a piece of news?",
        ],
        which_not: [
            "Parmi ces réflexes, lesquels n'aident pas à vérifier une information ?",
            "Which of these habits do not help to check a piece of news?",
        ],
        members: &[
            [
                "chercher la source de l'information",
                "looking for the source of the news",
            ],
            [
                "comparer ce qu'en disent plusieurs médias",
                "comparing what several media say about it",
            ],
            [
                "vérifier la date de publication",
                "checking the date of publication",
            ],
            [
                "se demander qui est l'auteur et pourquoi il écrit",
                "asking who the author is and why he writes",
            ],
        ],
        others: &[
            [
                "partager l'information aussitôt",
                "sharing the news at once",
            ],
            [
                "croire une information parce qu'elle est très partagée",
                "believing a piece of news because it is widely shared",
            ],
            ["se contenter de lire le titre", "reading only the headline"],
            [
                "se fier à une photo sans savoir d'où elle vient",
                "trusting a photo without knowing where it comes from",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: ["Une histoire de la presse", "A history of the press"],
        order: [
            "Range ces événements de l'histoire de la presse du plus ancien au plus récent.",
            "Put these events of the history of the press in order from the oldest to the most recent.",
        ],
        backward: [
            "Range ces événements de l'histoire de la presse du plus récent au plus ancien.",
            "Put these events of the history of the press in order from the most recent to the oldest.",
        ],
        next: [
            "Dans l'histoire de la presse, quel événement vient juste après « {} » ?",
            "In the history of the press, which event comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : dans l'histoire de la presse, « {a} » vient avant « {b} ».",
            "True or false: in the history of the press, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "la fondation de La Gazette par Théophraste Renaudot",
                "the founding of La Gazette by Théophraste Renaudot",
            ],
            [
                "la Déclaration des droits de l'homme et du citoyen, qui proclame la libre communication des pensées",
                "the Declaration of the Rights of Man and of the Citizen, which proclaims the free communication of thoughts",
            ],
            [
                "le lancement du Petit Journal",
                "the launch of Le Petit Journal",
            ],
            [
                "la loi sur la liberté de la presse",
                "the law on the freedom of the press",
            ],
            [
                "la lettre ouverte de Zola sur l'affaire Dreyfus dans L'Aurore",
                "Zola's open letter on the Dreyfus affair in L'Aurore",
            ],
            [
                "la création de l'Agence France-Presse",
                "the creation of Agence France-Presse",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année Théophraste Renaudot fonde-t-il La Gazette ?",
                "In which year does Théophraste Renaudot found La Gazette?",
            ],
            ["la fondation de La Gazette", "the founding of La Gazette"],
            1631.0,
        ),
        year(
            [
                "En quelle année est votée la loi sur la liberté de la presse, toujours en vigueur ?",
                "In which year was the law on the freedom of the press, still in force, passed?",
            ],
            [
                "la loi sur la liberté de la presse",
                "the law on the freedom of the press",
            ],
            1881.0,
        ),
        year(
            [
                "En quelle année Zola publie-t-il sa lettre ouverte sur l'affaire Dreyfus dans L'Aurore ?",
                "In which year does Zola publish his open letter on the Dreyfus affair in L'Aurore?",
            ],
            ["la lettre ouverte de Zola", "Zola's open letter"],
            1898.0,
        ),
    ],
    diagrams: &[],
};

/// La ville, lieu de tous les possibles ?
pub(crate) static VILLE: Bank = Bank {
    chapter: "francais-4e-la-ville",
    title: ["La ville", "The city"],
    relations: &[
        Relation {
            name: ["Les œuvres et leurs auteurs", "The works and their authors"],
            matching: [
                "Associe chaque œuvre à son auteur.",
                "Match each work with its author.",
            ],
            typed: true,
            pairs: &[
                by!(
                    "Notre-Dame de Paris",
                    "The Hunchback of Notre-Dame",
                    "Victor Hugo",
                    "Victor Hugo",
                    "il"
                ),
                by!(
                    "Au Bonheur des Dames",
                    "The Ladies' Paradise",
                    "Émile Zola",
                    "Émile Zola",
                    "il"
                ),
                by!(
                    "Les Villes tentaculaires",
                    "The Tentacular Cities",
                    "Émile Verhaeren",
                    "Émile Verhaeren",
                    "il"
                ),
                by!(
                    "Zazie dans le métro",
                    "Zazie in the Metro",
                    "Raymond Queneau",
                    "Raymond Queneau",
                    "il"
                ),
                by!(
                    "Les Mystères de Paris",
                    "The Mysteries of Paris",
                    "Eugène Sue",
                    "Eugène Sue",
                    "il"
                ),
                by!(
                    "Le Spleen de Paris",
                    "Paris Spleen",
                    "Charles Baudelaire",
                    "Charles Baudelaire",
                    "il"
                ),
                by!(
                    "Les Villes invisibles",
                    "Invisible Cities",
                    "Italo Calvino",
                    "Italo Calvino",
                    "il"
                ),
            ],
        },
        Relation {
            name: ["Les figures de style", "Figures of speech"],
            matching: [
                "Associe chaque figure de style à sa définition.",
                "Match each figure of speech with its definition.",
            ],
            typed: true,
            pairs: &[
                term!(
                    "une comparaison",
                    "a simile",
                    "Qu'est-ce qu'une comparaison ?",
                    "What is a simile?",
                    "une figure qui rapproche deux éléments à l'aide d'un outil de comparaison (comme, tel, pareil à…)",
                    "a figure that brings two things together with a word of comparison (like, as, similar to…)"
                ),
                term!(
                    "une métaphore",
                    "a metaphor",
                    "Qu'est-ce qu'une métaphore ?",
                    "What is a metaphor?",
                    "une figure qui rapproche deux éléments sans outil de comparaison",
                    "a figure that brings two things together without a word of comparison"
                ),
                term!(
                    "une personnification",
                    "a personification",
                    "Qu'est-ce qu'une personnification ?",
                    "What is a personification?",
                    "une figure qui prête des traits humains à une chose, à un animal ou à une idée",
                    "a figure that gives human features to a thing, an animal or an idea"
                ),
                term!(
                    "une énumération",
                    "an enumeration",
                    "Qu'est-ce qu'une énumération ?",
                    "What is an enumeration?",
                    "une figure qui aligne une suite de mots de même nature ou de même fonction",
                    "a figure that lines up a series of words of the same class or function"
                ),
                term!(
                    "une hyperbole",
                    "a hyperbole",
                    "Qu'est-ce qu'une hyperbole ?",
                    "What is a hyperbole?",
                    "une figure qui exagère pour frapper les esprits",
                    "a figure that exaggerates to make an impression"
                ),
                term!(
                    "une antithèse",
                    "an antithesis",
                    "Qu'est-ce qu'une antithèse ?",
                    "What is an antithesis?",
                    "une figure qui rapproche deux mots ou deux idées de sens opposé",
                    "a figure that brings together two words or ideas of opposite meaning"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Paris dans les romans", "Paris in novels"],
        which: [
            "Parmi ces romans, lesquels se déroulent à Paris ?",
            "Which of these novels take place in Paris?",
        ],
        which_not: [
            "Parmi ces romans, lesquels ne se déroulent pas à Paris ?",
            "Which of these novels do not take place in Paris?",
        ],
        members: &[
            ["Notre-Dame de Paris", "The Hunchback of Notre-Dame"],
            ["Au Bonheur des Dames", "The Ladies' Paradise"],
            ["Zazie dans le métro", "Zazie in the Metro"],
            ["Les Mystères de Paris", "The Mysteries of Paris"],
        ],
        others: &[
            ["Madame Bovary", "Madame Bovary"],
            ["Eugénie Grandet", "Eugénie Grandet"],
            ["L'Île au trésor", "Treasure Island"],
            ["Robinson Crusoé", "Robinson Crusoe"],
        ],
    }],
    sequences: &[works_in_time!(
        [
            "La ville à travers les œuvres",
            "The city through the works"
        ],
        &[
            [
                "Notre-Dame de Paris de Victor Hugo",
                "Victor Hugo's The Hunchback of Notre-Dame"
            ],
            [
                "Les Mystères de Paris d'Eugène Sue",
                "Eugène Sue's The Mysteries of Paris"
            ],
            [
                "Le Spleen de Paris de Baudelaire",
                "Baudelaire's Paris Spleen"
            ],
            [
                "Au Bonheur des Dames de Zola",
                "Zola's The Ladies' Paradise"
            ],
            [
                "Les Villes tentaculaires de Verhaeren",
                "Verhaeren's The Tentacular Cities"
            ],
            [
                "Zazie dans le métro de Queneau",
                "Queneau's Zazie in the Metro"
            ],
            [
                "Les Villes invisibles de Calvino",
                "Calvino's Invisible Cities"
            ],
        ]
    )],
    numbers: &[
        year(
            [
                "En quelle année paraît Notre-Dame de Paris de Victor Hugo ?",
                "In which year was Victor Hugo's The Hunchback of Notre-Dame published?",
            ],
            [
                "la parution de Notre-Dame de Paris",
                "the publication of The Hunchback of Notre-Dame",
            ],
            1831.0,
        ),
        year(
            [
                "En quelle année paraît Zazie dans le métro de Raymond Queneau ?",
                "In which year was Raymond Queneau's Zazie in the Metro published?",
            ],
            [
                "la parution de Zazie dans le métro",
                "the publication of Zazie in the Metro",
            ],
            1959.0,
        ),
        year(
            [
                "En quelle année le baron Haussmann devient-il préfet de la Seine et commence-t-il à transformer Paris ?",
                "In which year does Baron Haussmann become prefect of the Seine and begin to transform Paris?",
            ],
            ["la nomination d'Haussmann", "Haussmann's appointment"],
            1853.0,
        ),
    ],
    diagrams: &[],
};
