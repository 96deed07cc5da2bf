//! Français 2de (programme de seconde, BOEN spécial n° 1 du 22 janvier 2019): la poésie du
//! Moyen Âge au XVIIIe siècle, la littérature d'idées et la presse du XIXe au XXIe siècle, le
//! roman et le récit du XVIIIe au XXIe siècle, le théâtre du XVIIe au XXIe siècle.

use super::year;
use crate::generate::builtin::bank::{Bank, Group, Relation, Sequence};

/// La poésie du Moyen Âge au XVIIIe siècle.
pub(crate) static POESIE: Bank = Bank {
    chapter: "francais-2de-poesie",
    title: [
        "La poésie du Moyen Âge au XVIIIe siècle",
        "Poetry from the Middle Ages to the 18th century",
    ],
    relations: &[
        Relation {
            name: ["Les œuvres et leurs poètes", "The works and their poets"],
            matching: [
                "Associe chaque œuvre à son auteur.",
                "Match each work with its author.",
            ],
            typed: true,
            pairs: &[
                by!(
                    "Les Regrets",
                    "The Regrets",
                    "Joachim Du Bellay",
                    "Joachim Du Bellay",
                    "il"
                ),
                by!(
                    "la Ballade des pendus",
                    "the Ballad of the Hanged Men",
                    "François Villon",
                    "François Villon",
                    "il"
                ),
                by!(
                    "Les Tragiques",
                    "The Tragics",
                    "Agrippa d'Aubigné",
                    "Agrippa d'Aubigné",
                    "il"
                ),
                by!(
                    "l'Art poétique de 1674",
                    "the Art of Poetry of 1674",
                    "Nicolas Boileau",
                    "Nicolas Boileau",
                    "il"
                ),
                by!("Délie", "Délie", "Maurice Scève", "Maurice Scève", "il"),
                by!(
                    "Les Amours de 1552",
                    "the Loves of 1552",
                    "Pierre de Ronsard",
                    "Pierre de Ronsard",
                    "il"
                ),
                by!(
                    "les Cent Ballades d'amant et de dame",
                    "the Hundred Ballades of a Lover and his Lady",
                    "Christine de Pizan",
                    "Christine de Pizan",
                    "elle"
                ),
            ],
        },
        Relation {
            name: ["La versification", "Versification"],
            matching: [
                "Associe chaque mot de la versification à sa définition.",
                "Match each word of versification with its definition.",
            ],
            typed: true,
            pairs: &[
                term!(
                    "une ballade",
                    "a ballade",
                    "Qu'est-ce qu'une ballade ?",
                    "What is a ballade?",
                    "un poème à forme fixe de trois strophes et d'un envoi, terminés par le même refrain",
                    "a fixed-form poem of three stanzas and an envoi, ending with the same refrain"
                ),
                term!(
                    "un rondeau",
                    "a rondeau",
                    "Qu'est-ce qu'un rondeau ?",
                    "What is a rondeau?",
                    "un court poème à forme fixe sur deux rimes, dont les premiers mots reviennent comme refrain",
                    "a short fixed-form poem on two rhymes, whose first words come back as a refrain"
                ),
                term!(
                    "la césure",
                    "the caesura",
                    "Qu'est-ce que la césure ?",
                    "What is the caesura?",
                    "la coupe principale à l'intérieur d'un vers, après la sixième syllabe dans l'alexandrin",
                    "the main break inside a line, after the sixth syllable in the alexandrine"
                ),
                term!(
                    "un hémistiche",
                    "a hemistich",
                    "Qu'est-ce qu'un hémistiche ?",
                    "What is a hemistich?",
                    "chacune des deux moitiés d'un vers séparées par la césure",
                    "each of the two halves of a line separated by the caesura"
                ),
                term!(
                    "un enjambement",
                    "an enjambment",
                    "Qu'est-ce qu'un enjambement ?",
                    "What is an enjambment?",
                    "le débordement d'une phrase d'un vers sur le vers suivant",
                    "the running over of a sentence from one line into the next"
                ),
                term!(
                    "des rimes embrassées",
                    "enclosed rhymes",
                    "Que sont des rimes embrassées ?",
                    "What are enclosed rhymes?",
                    "des rimes disposées selon le schéma ABBA",
                    "rhymes arranged in the pattern ABBA"
                ),
                term!(
                    "des rimes croisées",
                    "alternate rhymes",
                    "Que sont des rimes croisées ?",
                    "What are alternate rhymes?",
                    "des rimes disposées selon le schéma ABAB",
                    "rhymes arranged in the pattern ABAB"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les poètes de la Pléiade", "The poets of the Pléiade"],
        which: [
            "Parmi ces poètes, lesquels appartiennent au groupe de la Pléiade ?",
            "Which of these poets belong to the group of the Pléiade?",
        ],
        which_not: [
            "Parmi ces poètes, lesquels n'appartiennent pas au groupe de la Pléiade ?",
            "Which of these poets do not belong to the group of the Pléiade?",
        ],
        members: &[
            ["Pierre de Ronsard", "Pierre de Ronsard"],
            ["Joachim Du Bellay", "Joachim Du Bellay"],
            ["Jean-Antoine de Baïf", "Jean-Antoine de Baïf"],
            ["Rémy Belleau", "Rémy Belleau"],
        ],
        others: &[
            ["François Villon", "François Villon"],
            ["Clément Marot", "Clément Marot"],
            ["François de Malherbe", "François de Malherbe"],
            ["Nicolas Boileau", "Nicolas Boileau"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Des poètes du Moyen Âge au XVIIIe siècle",
            "Poets from the Middle Ages to the 18th century",
        ],
        order: [
            "Range ces poètes par date de naissance, du plus ancien au plus récent.",
            "Put these poets in order of birth, from the oldest to the most recent.",
        ],
        backward: [
            "Range ces poètes par date de naissance, du plus récent au plus ancien.",
            "Put these poets in order of birth, from the most recent to the oldest.",
        ],
        next: [
            "Par ordre de naissance, quel poète vient juste après « {} » ?",
            "In order of birth, which poet comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : le poète « {a} » est né avant le poète « {b} ».",
            "True or false: the poet “{a}” was born before the poet “{b}”.",
        ],
        steps: &[
            ["Rutebeuf", "Rutebeuf"],
            ["Christine de Pizan", "Christine de Pizan"],
            ["François Villon", "François Villon"],
            ["Clément Marot", "Clément Marot"],
            ["Pierre de Ronsard", "Pierre de Ronsard"],
            ["Jean de La Fontaine", "Jean de La Fontaine"],
            ["André Chénier", "André Chénier"],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année paraissent Les Regrets de Du Bellay ?",
                "In which year was Du Bellay's The Regrets published?",
            ],
            ["la parution des Regrets", "the publication of The Regrets"],
            1558.0,
        ),
        year(
            [
                "En quelle année Du Bellay publie-t-il la Défense et illustration de la langue française ?",
                "In which year does Du Bellay publish the Defence and Illustration of the French Language?",
            ],
            [
                "la Défense et illustration de la langue française",
                "the Defence and Illustration of the French Language",
            ],
            1549.0,
        ),
        year(
            [
                "En quelle année Boileau publie-t-il son Art poétique ?",
                "In which year does Boileau publish his Art of Poetry?",
            ],
            ["l'Art poétique de Boileau", "Boileau's Art of Poetry"],
            1674.0,
        ),
        year(
            [
                "Combien de syllabes compte un décasyllabe ?",
                "How many syllables does a decasyllable have?",
            ],
            [
                "le nombre de syllabes d'un décasyllabe",
                "the number of syllables of a decasyllable",
            ],
            10.0,
        ),
    ],
    diagrams: &[],
};

/// La littérature d'idées et la presse du XIXe siècle au XXIe siècle.
pub(crate) static IDEES: Bank = Bank {
    chapter: "francais-2de-litterature-d-idees-et-presse",
    title: [
        "La littérature d'idées et la presse",
        "The literature of ideas and the press",
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
                    "De la démocratie en Amérique",
                    "Democracy in America",
                    "Alexis de Tocqueville",
                    "Alexis de Tocqueville",
                    "il"
                ),
                by!(
                    "Le Deuxième Sexe",
                    "The Second Sex",
                    "Simone de Beauvoir",
                    "Simone de Beauvoir",
                    "elle"
                ),
                by!(
                    "le Discours sur le colonialisme",
                    "the Discourse on Colonialism",
                    "Aimé Césaire",
                    "Aimé Césaire",
                    "il"
                ),
                by!(
                    "Race et histoire",
                    "Race and History",
                    "Claude Lévi-Strauss",
                    "Claude Lévi-Strauss",
                    "il"
                ),
                by!(
                    "Les Damnés de la Terre",
                    "The Wretched of the Earth",
                    "Frantz Fanon",
                    "Frantz Fanon",
                    "il"
                ),
                by!(
                    "Le Dernier Jour d'un condamné",
                    "The Last Day of a Condemned Man",
                    "Victor Hugo",
                    "Victor Hugo",
                    "il"
                ),
                by!(
                    "Au bagne",
                    "In the Penal Colony",
                    "Albert Londres",
                    "Albert Londres",
                    "il"
                ),
            ],
        },
        Relation {
            name: ["Les mots de l'argumentation", "The words of argument"],
            matching: [
                "Associe chaque mot de l'argumentation à sa définition.",
                "Match each word of argument with its definition.",
            ],
            typed: true,
            pairs: &[
                term!(
                    "un essai",
                    "an essay",
                    "Qu'est-ce qu'un essai ?",
                    "What is an essay?",
                    "un ouvrage en prose où l'auteur développe librement sa réflexion personnelle sur un sujet",
                    "a prose work in which the author freely develops his personal reflection on a subject"
                ),
                term!(
                    "un pamphlet",
                    "a pamphlet",
                    "Qu'est-ce qu'un pamphlet ?",
                    "What is a pamphlet?",
                    "un court texte violent et polémique qui attaque une personne, une institution ou un régime",
                    "a short, violent and polemical text that attacks a person, an institution or a regime"
                ),
                term!(
                    "une tribune",
                    "an opinion piece",
                    "Qu'est-ce qu'une tribune dans la presse ?",
                    "What is an opinion piece in the press?",
                    "un article d'opinion qu'une personne extérieure à la rédaction signe dans un journal",
                    "an opinion article that a person from outside the editorial staff signs in a newspaper"
                ),
                term!(
                    "un plaidoyer",
                    "a plea",
                    "Qu'est-ce qu'un plaidoyer ?",
                    "What is a plea?",
                    "un discours ou un texte qui défend une personne ou une cause",
                    "a speech or text that defends a person or a cause"
                ),
                term!(
                    "la réfutation",
                    "refutation",
                    "Qu'est-ce que la réfutation ?",
                    "What is refutation?",
                    "le fait de démontrer qu'une thèse adverse est fausse",
                    "showing that an opposing thesis is false"
                ),
                term!(
                    "la concession",
                    "concession",
                    "Qu'est-ce que la concession ?",
                    "What is concession?",
                    "le fait d'admettre une part de la thèse adverse avant de la contester",
                    "admitting part of the opposing thesis before challenging it"
                ),
                term!(
                    "un argument d'autorité",
                    "an argument from authority",
                    "Qu'est-ce qu'un argument d'autorité ?",
                    "What is an argument from authority?",
                    "un argument qui s'appuie sur l'opinion d'une personne reconnue",
                    "an argument that relies on the opinion of a recognised person"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Des discours devant une assemblée",
            "Speeches before an assembly",
        ],
        which: [
            "Parmi ces textes, lesquels sont des discours prononcés devant une assemblée d'élus ?",
            "Which of these texts are speeches delivered before an assembly of elected members?",
        ],
        which_not: [
            "Parmi ces textes, lesquels ne sont pas des discours prononcés devant une assemblée d'élus ?",
            "Which of these texts are not speeches delivered before an assembly of elected members?",
        ],
        members: &[
            [
                "le discours de Victor Hugo sur la misère, en 1849",
                "Victor Hugo's speech on poverty, in 1849",
            ],
            [
                "le discours de Simone Veil sur l'interruption volontaire de grossesse, en 1974",
                "Simone Veil's speech on the voluntary termination of pregnancy, in 1974",
            ],
            [
                "le discours de Robert Badinter pour l'abolition de la peine de mort, en 1981",
                "Robert Badinter's speech for the abolition of the death penalty, in 1981",
            ],
        ],
        others: &[
            [
                "la lettre ouverte de Zola sur l'affaire Dreyfus",
                "Zola's open letter on the Dreyfus affair",
            ],
            [
                "Le Deuxième Sexe de Simone de Beauvoir",
                "Simone de Beauvoir's The Second Sex",
            ],
            [
                "Race et histoire de Claude Lévi-Strauss",
                "Claude Lévi-Strauss's Race and History",
            ],
            [
                "De la démocratie en Amérique de Tocqueville",
                "Tocqueville's Democracy in America",
            ],
        ],
    }],
    sequences: &[works_in_time!(
        [
            "Les idées du XIXe au XXIe siècle",
            "Ideas from the 19th to the 21st century"
        ],
        &[
            [
                "Le Dernier Jour d'un condamné de Victor Hugo",
                "Victor Hugo's The Last Day of a Condemned Man"
            ],
            [
                "De la démocratie en Amérique de Tocqueville",
                "Tocqueville's Democracy in America"
            ],
            [
                "la lettre ouverte de Zola sur l'affaire Dreyfus",
                "Zola's open letter on the Dreyfus affair"
            ],
            [
                "Au bagne d'Albert Londres",
                "Albert Londres's In the Penal Colony"
            ],
            [
                "Le Deuxième Sexe de Simone de Beauvoir",
                "Simone de Beauvoir's The Second Sex"
            ],
            [
                "Race et histoire de Claude Lévi-Strauss",
                "Claude Lévi-Strauss's Race and History"
            ],
            [
                "Les Damnés de la Terre de Frantz Fanon",
                "Frantz Fanon's The Wretched of the Earth"
            ],
        ]
    )],
    numbers: &[
        year(
            [
                "En quelle année paraît Le Deuxième Sexe de Simone de Beauvoir ?",
                "In which year was Simone de Beauvoir's The Second Sex published?",
            ],
            [
                "la parution du Deuxième Sexe",
                "the publication of The Second Sex",
            ],
            1949.0,
        ),
        year(
            [
                "En quelle année la peine de mort est-elle abolie en France ?",
                "In which year was the death penalty abolished in France?",
            ],
            [
                "l'abolition de la peine de mort",
                "the abolition of the death penalty",
            ],
            1981.0,
        ),
        year(
            [
                "En quelle année paraît le premier tome de l'essai De la démocratie en Amérique ?",
                "In which year was the first volume of Democracy in America published?",
            ],
            [
                "le premier tome de l'essai De la démocratie en Amérique",
                "the first volume of Democracy in America",
            ],
            1835.0,
        ),
    ],
    diagrams: &[],
};

/// Le roman et le récit du XVIIIe siècle au XXIe siècle.
pub(crate) static ROMAN: Bank = Bank {
    chapter: "francais-2de-roman-et-recit",
    title: ["Le roman et le récit", "The novel and narrative"],
    relations: &[
        Relation {
            name: [
                "Les romans et leurs auteurs",
                "The novels and their authors",
            ],
            matching: [
                "Associe chaque roman à son auteur.",
                "Match each novel with its author.",
            ],
            typed: true,
            pairs: &[
                by!(
                    "Les Liaisons dangereuses",
                    "Dangerous Liaisons",
                    "Choderlos de Laclos",
                    "Choderlos de Laclos",
                    "il"
                ),
                by!(
                    "Manon Lescaut",
                    "Manon Lescaut",
                    "l'abbé Prévost",
                    "Abbé Prévost",
                    "il"
                ),
                by!(
                    "La Chartreuse de Parme",
                    "The Charterhouse of Parma",
                    "Stendhal",
                    "Stendhal",
                    "il"
                ),
                by!(
                    "L'Éducation sentimentale",
                    "Sentimental Education",
                    "Gustave Flaubert",
                    "Gustave Flaubert",
                    "il"
                ),
                by!(
                    "Du côté de chez Swann",
                    "Swann's Way",
                    "Marcel Proust",
                    "Marcel Proust",
                    "il"
                ),
                by!(
                    "Voyage au bout de la nuit",
                    "Journey to the End of the Night",
                    "Louis-Ferdinand Céline",
                    "Louis-Ferdinand Céline",
                    "il"
                ),
                by!(
                    "L'Étranger",
                    "The Stranger",
                    "Albert Camus",
                    "Albert Camus",
                    "il"
                ),
                by!(
                    "L'Amant",
                    "The Lover",
                    "Marguerite Duras",
                    "Marguerite Duras",
                    "elle"
                ),
            ],
        },
        Relation {
            name: ["Les mots du récit", "The words of narrative"],
            matching: [
                "Associe chaque mot de l'analyse du récit à sa définition.",
                "Match each word of narrative analysis with its definition.",
            ],
            typed: true,
            pairs: &[
                term!(
                    "la focalisation interne",
                    "internal focalisation",
                    "Qu'est-ce que la focalisation interne ?",
                    "What is internal focalisation?",
                    "un point de vue où le récit est mené à travers le regard et les pensées d'un seul personnage",
                    "a point of view in which the story is told through the eyes and thoughts of a single character"
                ),
                term!(
                    "la focalisation externe",
                    "external focalisation",
                    "Qu'est-ce que la focalisation externe ?",
                    "What is external focalisation?",
                    "un point de vue où le narrateur décrit de l'extérieur, sans connaître les pensées des personnages",
                    "a point of view in which the narrator describes from outside, without knowing the characters' thoughts"
                ),
                term!(
                    "la focalisation zéro",
                    "zero focalisation",
                    "Qu'est-ce que la focalisation zéro ?",
                    "What is zero focalisation?",
                    "un point de vue où le narrateur sait tout des personnages, de leurs pensées, de leur passé et de leur avenir",
                    "a point of view in which the narrator knows everything about the characters, their thoughts, their past and their future"
                ),
                term!(
                    "un roman épistolaire",
                    "an epistolary novel",
                    "Qu'est-ce qu'un roman épistolaire ?",
                    "What is an epistolary novel?",
                    "un roman composé des lettres que s'écrivent les personnages",
                    "a novel made of the letters the characters write to each other"
                ),
                term!(
                    "un roman d'apprentissage",
                    "a coming-of-age novel",
                    "Qu'est-ce qu'un roman d'apprentissage ?",
                    "What is a coming-of-age novel?",
                    "un roman qui suit la formation d'un jeune héros jusqu'à l'âge adulte",
                    "a novel that follows the education of a young hero until adulthood"
                ),
                term!(
                    "une analepse",
                    "an analepsis",
                    "Qu'est-ce qu'une analepse ?",
                    "What is an analepsis?",
                    "un retour en arrière dans le récit, qui raconte un événement passé",
                    "a flashback in the story, which tells a past event"
                ),
                term!(
                    "une prolepse",
                    "a prolepsis",
                    "Qu'est-ce qu'une prolepse ?",
                    "What is a prolepsis?",
                    "une anticipation dans le récit, qui annonce un événement à venir",
                    "a flash-forward in the story, which announces an event to come"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les romans épistolaires", "Epistolary novels"],
        which: [
            "Parmi ces romans, lesquels sont des romans épistolaires ?",
            "Which of these novels are epistolary novels?",
        ],
        which_not: [
            "Parmi ces romans, lesquels ne sont pas des romans épistolaires ?",
            "Which of these novels are not epistolary novels?",
        ],
        members: &[
            [
                "Les Liaisons dangereuses de Laclos",
                "Laclos's Dangerous Liaisons",
            ],
            [
                "Julie ou la Nouvelle Héloïse de Rousseau",
                "Rousseau's Julie, or the New Heloise",
            ],
            [
                "Lettres d'une Péruvienne de Mme de Graffigny",
                "Madame de Graffigny's Letters from a Peruvian Woman",
            ],
        ],
        others: &[
            [
                "Manon Lescaut de l'abbé Prévost",
                "Abbé Prévost's Manon Lescaut",
            ],
            ["L'Étranger de Camus", "Camus's The Stranger"],
            [
                "Voyage au bout de la nuit de Céline",
                "Céline's Journey to the End of the Night",
            ],
            [
                "La Chartreuse de Parme de Stendhal",
                "Stendhal's The Charterhouse of Parma",
            ],
        ],
    }],
    sequences: &[works_in_time!(
        [
            "Le roman du XVIIIe au XXIe siècle",
            "The novel from the 18th to the 21st century"
        ],
        &[
            [
                "Manon Lescaut de l'abbé Prévost",
                "Abbé Prévost's Manon Lescaut"
            ],
            [
                "Les Liaisons dangereuses de Laclos",
                "Laclos's Dangerous Liaisons"
            ],
            [
                "La Chartreuse de Parme de Stendhal",
                "Stendhal's The Charterhouse of Parma"
            ],
            [
                "L'Éducation sentimentale de Flaubert",
                "Flaubert's Sentimental Education"
            ],
            ["Du côté de chez Swann de Proust", "Proust's Swann's Way"],
            ["L'Étranger de Camus", "Camus's The Stranger"],
            [
                "La Modification de Michel Butor",
                "Michel Butor's Second Thoughts"
            ],
            [
                "L'Amant de Marguerite Duras",
                "Marguerite Duras's The Lover"
            ],
        ]
    )],
    numbers: &[
        year(
            [
                "En quelle année paraît L'Étranger d'Albert Camus ?",
                "In which year was Albert Camus's The Stranger published?",
            ],
            [
                "la parution de L'Étranger",
                "the publication of The Stranger",
            ],
            1942.0,
        ),
        year(
            [
                "En quelle année paraissent Les Liaisons dangereuses de Laclos ?",
                "In which year was Laclos's Dangerous Liaisons published?",
            ],
            [
                "la parution des Liaisons dangereuses",
                "the publication of Dangerous Liaisons",
            ],
            1782.0,
        ),
        year(
            [
                "En quelle année paraît Du côté de chez Swann de Marcel Proust ?",
                "In which year was Marcel Proust's Swann's Way published?",
            ],
            [
                "la parution du roman Du côté de chez Swann",
                "the publication of Swann's Way",
            ],
            1913.0,
        ),
        year(
            [
                "Combien de volumes compte À la recherche du temps perdu de Marcel Proust ?",
                "How many volumes does Marcel Proust's In Search of Lost Time have?",
            ],
            [
                "les volumes d'À la recherche du temps perdu",
                "the volumes of In Search of Lost Time",
            ],
            7.0,
        ),
    ],
    diagrams: &[],
};

/// Le théâtre du XVIIe siècle au XXIe siècle.
pub(crate) static THEATRE: Bank = Bank {
    chapter: "francais-2de-theatre",
    title: [
        "Le théâtre du XVIIe au XXIe siècle",
        "Theatre from the 17th to the 21st century",
    ],
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
                    "Andromaque",
                    "Andromache",
                    "Jean Racine",
                    "Jean Racine",
                    "il"
                ),
                by!("Dom Juan", "Don Juan", "Molière", "Molière", "il"),
                by!(
                    "L'Île des esclaves",
                    "The Island of Slaves",
                    "Marivaux",
                    "Marivaux",
                    "il"
                ),
                by!("Hernani", "Hernani", "Victor Hugo", "Victor Hugo", "il"),
                by!(
                    "Lorenzaccio",
                    "Lorenzaccio",
                    "Alfred de Musset",
                    "Alfred de Musset",
                    "il"
                ),
                by!(
                    "Ubu roi",
                    "Ubu the King",
                    "Alfred Jarry",
                    "Alfred Jarry",
                    "il"
                ),
                by!(
                    "En attendant Godot",
                    "Waiting for Godot",
                    "Samuel Beckett",
                    "Samuel Beckett",
                    "il"
                ),
                by!(
                    "La Cantatrice chauve",
                    "The Bald Soprano",
                    "Eugène Ionesco",
                    "Eugène Ionesco",
                    "il"
                ),
            ],
        },
        Relation {
            name: ["Les mots du théâtre", "The words of theatre"],
            matching: [
                "Associe chaque mot du théâtre à sa définition.",
                "Match each word of theatre with its definition.",
            ],
            typed: true,
            pairs: &[
                term!(
                    "la double énonciation",
                    "double enunciation",
                    "Qu'est-ce que la double énonciation ?",
                    "What is double enunciation?",
                    "le fait que les paroles d'un personnage s'adressent à la fois aux autres personnages et au public",
                    "the fact that a character's words are addressed both to the other characters and to the audience"
                ),
                term!(
                    "la scène d'exposition",
                    "the exposition scene",
                    "Qu'est-ce que la scène d'exposition ?",
                    "What is the exposition scene?",
                    "la première scène, qui présente les personnages, le lieu et la situation",
                    "the first scene, which presents the characters, the place and the situation"
                ),
                term!(
                    "la règle des trois unités",
                    "the rule of the three unities",
                    "Qu'est-ce que la règle des trois unités ?",
                    "What is the rule of the three unities?",
                    "la règle classique d'une seule action, en un seul lieu, en une seule journée",
                    "the classical rule of a single action, in a single place, in a single day"
                ),
                term!(
                    "la bienséance",
                    "decorum",
                    "Qu'est-ce que la bienséance au théâtre ?",
                    "What is decorum in the theatre?",
                    "la règle classique qui interdit de montrer sur scène ce qui pourrait choquer le public, comme la mort ou la violence",
                    "the classical rule that forbids showing on stage what might shock the audience, such as death or violence"
                ),
                term!(
                    "la vraisemblance",
                    "verisimilitude",
                    "Qu'est-ce que la vraisemblance au théâtre ?",
                    "What is verisimilitude in the theatre?",
                    "la règle classique selon laquelle l'action doit paraître crédible au spectateur",
                    "the classical rule by which the action must seem credible to the audience"
                ),
                term!(
                    "la catharsis",
                    "catharsis",
                    "Qu'est-ce que la catharsis ?",
                    "What is catharsis?",
                    "la purgation des passions que la tragédie provoque chez le spectateur, selon Aristote",
                    "the purging of the passions that tragedy brings about in the audience, according to Aristotle"
                ),
                term!(
                    "la mise en scène",
                    "the staging",
                    "Qu'est-ce que la mise en scène ?",
                    "What is staging?",
                    "le travail qui fait passer le texte à la scène : jeu des acteurs, décor, costumes et lumières",
                    "the work that brings the text to the stage: acting, set, costumes and lighting"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Le théâtre de l'absurde", "The theatre of the absurd"],
        which: [
            "Parmi ces pièces, lesquelles appartiennent au théâtre de l'absurde ?",
            "Which of these plays belong to the theatre of the absurd?",
        ],
        which_not: [
            "Parmi ces pièces, lesquelles n'appartiennent pas au théâtre de l'absurde ?",
            "Which of these plays do not belong to the theatre of the absurd?",
        ],
        members: &[
            ["La Cantatrice chauve", "The Bald Soprano"],
            ["En attendant Godot", "Waiting for Godot"],
            ["Rhinocéros", "Rhinoceros"],
            ["Fin de partie", "Endgame"],
        ],
        others: &[
            ["Andromaque", "Andromache"],
            ["Hernani", "Hernani"],
            ["Lorenzaccio", "Lorenzaccio"],
            ["Le Barbier de Séville", "The Barber of Seville"],
        ],
    }],
    sequences: &[works_in_time!(
        [
            "Le théâtre du XVIIe au XXIe siècle",
            "Theatre from the 17th to the 21st century"
        ],
        &[
            [
                "L'Illusion comique de Corneille",
                "Corneille's The Comic Illusion"
            ],
            ["Andromaque de Racine", "Racine's Andromache"],
            [
                "Le Barbier de Séville de Beaumarchais",
                "Beaumarchais's The Barber of Seville"
            ],
            ["Hernani de Victor Hugo", "Victor Hugo's Hernani"],
            ["Ubu roi d'Alfred Jarry", "Alfred Jarry's Ubu the King"],
            [
                "En attendant Godot de Samuel Beckett",
                "Samuel Beckett's Waiting for Godot"
            ],
            [
                "Juste la fin du monde de Jean-Luc Lagarce",
                "Jean-Luc Lagarce's It's Only the End of the World"
            ],
        ]
    )],
    numbers: &[
        year(
            [
                "En quelle année la première d'Hernani de Victor Hugo déclenche-t-elle une bataille entre classiques et romantiques ?",
                "In which year does the premiere of Victor Hugo's Hernani set off a battle between classics and romantics?",
            ],
            ["la bataille d'Hernani", "the battle of Hernani"],
            1830.0,
        ),
        year(
            [
                "Combien d'actes compte une tragédie classique ?",
                "How many acts does a classical tragedy have?",
            ],
            [
                "le nombre d'actes d'une tragédie classique",
                "the number of acts of a classical tragedy",
            ],
            5.0,
        ),
        year(
            [
                "En quelle année Ubu roi d'Alfred Jarry est-il joué pour la première fois ?",
                "In which year was Alfred Jarry's Ubu the King first performed?",
            ],
            [
                "la création d'Ubu roi",
                "the first performance of Ubu the King",
            ],
            1896.0,
        ),
    ],
    diagrams: &[],
};
