//! Français 3e (cycle 4): se raconter, se représenter, dénoncer les travers de la société,
//! visions poétiques du monde, agir dans la cité, progrès et rêves scientifiques.

use super::year;
use crate::generate::builtin::bank::{Bank, Group, Relation, Sequence};

/// Se raconter, se représenter.
pub(crate) static SE_RACONTER: Bank = Bank {
    chapter: "francais-3e-se-raconter-se-representer",
    title: ["Se raconter, se représenter", "Telling one's own story"],
    relations: &[
        Relation {
            name: [
                "Les récits de soi et leurs auteurs",
                "Life writing and its authors",
            ],
            matching: [
                "Associe chaque œuvre à son auteur.",
                "Match each work with its author.",
            ],
            typed: true,
            pairs: &[
                by!(
                    "Les Confessions",
                    "The Confessions",
                    "Jean-Jacques Rousseau",
                    "Jean-Jacques Rousseau",
                    "il"
                ),
                by!(
                    "Les Mots",
                    "Words",
                    "Jean-Paul Sartre",
                    "Jean-Paul Sartre",
                    "il"
                ),
                by!(
                    "Enfance",
                    "Childhood",
                    "Nathalie Sarraute",
                    "Nathalie Sarraute",
                    "elle"
                ),
                by!(
                    "W ou le Souvenir d'enfance",
                    "W, or the Memory of Childhood",
                    "Georges Perec",
                    "Georges Perec",
                    "il"
                ),
                by!(
                    "La Gloire de mon père",
                    "My Father's Glory",
                    "Marcel Pagnol",
                    "Marcel Pagnol",
                    "il"
                ),
                by!(
                    "Mémoires d'une jeune fille rangée",
                    "Memoirs of a Dutiful Daughter",
                    "Simone de Beauvoir",
                    "Simone de Beauvoir",
                    "elle"
                ),
                by!(
                    "Mémoires d'outre-tombe",
                    "Memoirs from Beyond the Grave",
                    "Chateaubriand",
                    "Chateaubriand",
                    "il"
                ),
            ],
        },
        Relation {
            name: ["Les mots de l'écriture de soi", "The words of life writing"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                term!(
                    "une autobiographie",
                    "an autobiography",
                    "Qu'est-ce qu'une autobiographie ?",
                    "What is an autobiography?",
                    "le récit qu'une personne réelle fait de sa propre vie, en insistant sur l'histoire de sa personnalité",
                    "the account a real person gives of their own life, stressing the story of their personality"
                ),
                term!(
                    "des mémoires",
                    "memoirs",
                    "Que sont des mémoires ?",
                    "What are memoirs?",
                    "le récit qu'une personne fait de sa vie en lien avec les événements historiques dont elle a été témoin",
                    "the account a person gives of their life in connection with the historical events they witnessed"
                ),
                term!(
                    "un journal intime",
                    "a diary",
                    "Qu'est-ce qu'un journal intime ?",
                    "What is a diary?",
                    "un texte écrit au jour le jour, où l'auteur note ses impressions à des dates précises",
                    "a text written day by day, in which the author notes impressions on precise dates"
                ),
                term!(
                    "un autoportrait",
                    "a self-portrait",
                    "Qu'est-ce qu'un autoportrait ?",
                    "What is a self-portrait?",
                    "une représentation de soi par soi-même, en peinture ou par écrit",
                    "a representation of oneself by oneself, in painting or in writing"
                ),
                term!(
                    "le pacte autobiographique",
                    "the autobiographical pact",
                    "Qu'est-ce que le pacte autobiographique ?",
                    "What is the autobiographical pact?",
                    "l'engagement de l'auteur à dire la vérité sur lui-même, l'auteur, le narrateur et le personnage ne faisant qu'un",
                    "the author's commitment to tell the truth about himself, the author, the narrator and the character being one"
                ),
                term!(
                    "une autofiction",
                    "an autofiction",
                    "Qu'est-ce qu'une autofiction ?",
                    "What is autofiction?",
                    "un récit qui mêle des éléments de la vie réelle de l'auteur et des éléments inventés",
                    "a story that mixes elements of the author's real life with invented ones"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les récits autobiographiques",
            "Autobiographical narratives",
        ],
        which: [
            "Parmi ces œuvres, lesquelles sont des récits autobiographiques ?",
            "Which of these works are autobiographical narratives?",
        ],
        which_not: [
            "Parmi ces œuvres, lesquelles ne sont pas des récits autobiographiques ?",
            "Which of these works are not autobiographical narratives?",
        ],
        members: &[
            ["Les Confessions de Rousseau", "Rousseau's Confessions"],
            ["Les Mots de Sartre", "Sartre's Words"],
            [
                "Enfance de Nathalie Sarraute",
                "Nathalie Sarraute's Childhood",
            ],
            [
                "La Gloire de mon père de Marcel Pagnol",
                "Marcel Pagnol's My Father's Glory",
            ],
        ],
        others: &[
            ["Madame Bovary de Flaubert", "Flaubert's Madame Bovary"],
            ["Le Père Goriot de Balzac", "Balzac's Father Goriot"],
            ["Candide de Voltaire", "Voltaire's Candide"],
            ["Germinal de Zola", "Zola's Germinal"],
        ],
    }],
    sequences: &[works_in_time!(
        [
            "L'écriture de soi à travers les siècles",
            "Life writing through the centuries"
        ],
        &[
            ["les Essais de Montaigne", "Montaigne's Essays"],
            ["Les Confessions de Rousseau", "Rousseau's Confessions"],
            [
                "Mémoires d'outre-tombe de Chateaubriand",
                "Chateaubriand's Memoirs from Beyond the Grave"
            ],
            [
                "La Gloire de mon père de Pagnol",
                "Pagnol's My Father's Glory"
            ],
            ["Les Mots de Sartre", "Sartre's Words"],
            [
                "W ou le Souvenir d'enfance de Perec",
                "Perec's W, or the Memory of Childhood"
            ],
            [
                "Enfance de Nathalie Sarraute",
                "Nathalie Sarraute's Childhood"
            ],
        ]
    )],
    numbers: &[
        year(
            [
                "En quelle année paraissent Les Mots de Jean-Paul Sartre en volume ?",
                "In which year was Jean-Paul Sartre's Words published as a book?",
            ],
            ["la parution des Mots", "the publication of Words"],
            1964.0,
        ),
        year(
            [
                "En quelle année paraît Enfance de Nathalie Sarraute ?",
                "In which year was Nathalie Sarraute's Childhood published?",
            ],
            ["la parution d'Enfance", "the publication of Childhood"],
            1983.0,
        ),
        year(
            [
                "En quelle année paraît la première édition des Essais de Montaigne ?",
                "In which year was the first edition of Montaigne's Essays published?",
            ],
            [
                "la première édition des Essais",
                "the first edition of the Essays",
            ],
            1580.0,
        ),
    ],
    diagrams: &[],
};

/// Dénoncer les travers de la société.
pub(crate) static DENONCER: Bank = Bank {
    chapter: "francais-3e-denoncer-les-travers-de-la-societe",
    title: [
        "Dénoncer les travers de la société",
        "Denouncing the faults of society",
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
                by!("Candide", "Candide", "Voltaire", "Voltaire", "il"),
                by!(
                    "les Lettres persanes",
                    "the Persian Letters",
                    "Montesquieu",
                    "Montesquieu",
                    "il"
                ),
                by!(
                    "Les Caractères",
                    "The Characters",
                    "Jean de La Bruyère",
                    "Jean de La Bruyère",
                    "il"
                ),
                by!("Le Tartuffe", "Tartuffe", "Molière", "Molière", "il"),
                by!(
                    "La Ferme des animaux",
                    "Animal Farm",
                    "George Orwell",
                    "George Orwell",
                    "il"
                ),
                by!(
                    "Gargantua",
                    "Gargantua",
                    "François Rabelais",
                    "François Rabelais",
                    "il"
                ),
                by!(
                    "Modeste Proposition",
                    "A Modest Proposal",
                    "Jonathan Swift",
                    "Jonathan Swift",
                    "il"
                ),
            ],
        },
        Relation {
            name: ["Les armes de la critique", "The weapons of criticism"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                term!(
                    "l'humour noir",
                    "black humour",
                    "Qu'est-ce que l'humour noir ?",
                    "What is black humour?",
                    "un humour qui rit de choses graves ou tragiques, comme la mort ou la misère",
                    "a humour that laughs at serious or tragic things, such as death or poverty"
                ),
                term!(
                    "l'ironie",
                    "irony",
                    "Qu'est-ce que l'ironie ?",
                    "What is irony?",
                    "un procédé qui consiste à dire le contraire de ce que l'on pense pour faire entendre une critique",
                    "a device that consists in saying the opposite of what one thinks in order to convey a criticism"
                ),
                term!(
                    "une caricature",
                    "a caricature",
                    "Qu'est-ce qu'une caricature ?",
                    "What is a caricature?",
                    "un dessin qui exagère les traits d'une personne pour s'en moquer",
                    "a drawing that exaggerates a person's features to mock them"
                ),
                term!(
                    "un conte philosophique",
                    "a philosophical tale",
                    "Qu'est-ce qu'un conte philosophique ?",
                    "What is a philosophical tale?",
                    "un récit plaisant et invraisemblable qui sert à critiquer la société et à faire réfléchir",
                    "an entertaining and improbable story that serves to criticise society and make people think"
                ),
                term!(
                    "une parodie",
                    "a parody",
                    "Qu'est-ce qu'une parodie ?",
                    "What is a parody?",
                    "l'imitation moqueuse d'une œuvre ou d'un style",
                    "the mocking imitation of a work or a style"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les œuvres des Lumières", "Works of the Enlightenment"],
        which: [
            "Parmi ces œuvres, lesquelles ont été écrites au XVIIIe siècle, le siècle des Lumières ?",
            "Which of these works were written in the 18th century, the century of the Enlightenment?",
        ],
        which_not: [
            "Parmi ces œuvres, lesquelles n'ont pas été écrites au XVIIIe siècle ?",
            "Which of these works were not written in the 18th century?",
        ],
        members: &[
            ["Candide", "Candide"],
            ["les Lettres persanes", "the Persian Letters"],
            ["Modeste Proposition", "A Modest Proposal"],
            ["L'Ingénu", "The Huron"],
        ],
        others: &[
            ["Le Tartuffe", "Tartuffe"],
            ["Les Caractères", "The Characters"],
            ["Gargantua", "Gargantua"],
            ["La Ferme des animaux", "Animal Farm"],
        ],
    }],
    sequences: &[works_in_time!(
        [
            "La satire à travers les siècles",
            "Satire through the centuries"
        ],
        &[
            ["Gargantua de Rabelais", "Rabelais's Gargantua"],
            ["Le Tartuffe de Molière", "Molière's Tartuffe"],
            [
                "Les Caractères de La Bruyère",
                "La Bruyère's The Characters"
            ],
            [
                "les Lettres persanes de Montesquieu",
                "Montesquieu's Persian Letters"
            ],
            ["Candide de Voltaire", "Voltaire's Candide"],
            ["La Ferme des animaux d'Orwell", "Orwell's Animal Farm"],
        ]
    )],
    numbers: &[
        year(
            [
                "En quelle année paraît Candide de Voltaire ?",
                "In which year was Voltaire's Candide published?",
            ],
            ["la parution de Candide", "the publication of Candide"],
            1759.0,
        ),
        year(
            [
                "En quelle année paraissent les Lettres persanes de Montesquieu ?",
                "In which year were Montesquieu's Persian Letters published?",
            ],
            [
                "la parution des Lettres persanes",
                "the publication of the Persian Letters",
            ],
            1721.0,
        ),
        year(
            [
                "En quelle année paraît La Ferme des animaux de George Orwell ?",
                "In which year was George Orwell's Animal Farm published?",
            ],
            [
                "la parution de La Ferme des animaux",
                "the publication of Animal Farm",
            ],
            1945.0,
        ),
    ],
    diagrams: &[],
};

/// Visions poétiques du monde.
pub(crate) static VISIONS: Bank = Bank {
    chapter: "francais-3e-visions-poetiques-du-monde",
    title: ["Visions poétiques du monde", "Poetic visions of the world"],
    relations: &[
        Relation {
            name: ["Les poèmes et leurs poètes", "The poems and their poets"],
            matching: [
                "Associe chaque poème ou recueil à son auteur.",
                "Match each poem or collection with its author.",
            ],
            typed: true,
            pairs: &[
                by!(
                    "le poème Le Dormeur du val",
                    "the poem The Sleeper in the Valley",
                    "Arthur Rimbaud",
                    "Arthur Rimbaud",
                    "il"
                ),
                by!(
                    "le poème Correspondances",
                    "the poem Correspondences",
                    "Charles Baudelaire",
                    "Charles Baudelaire",
                    "il"
                ),
                by!(
                    "le poème Demain, dès l'aube…",
                    "the poem Tomorrow, at Dawn…",
                    "Victor Hugo",
                    "Victor Hugo",
                    "il"
                ),
                by!(
                    "le poème Mon rêve familier",
                    "the poem My Familiar Dream",
                    "Paul Verlaine",
                    "Paul Verlaine",
                    "il"
                ),
                by!(
                    "le poème Le Pont Mirabeau",
                    "the poem The Mirabeau Bridge",
                    "Guillaume Apollinaire",
                    "Guillaume Apollinaire",
                    "il"
                ),
                by!(
                    "le recueil Paroles",
                    "the collection Paroles",
                    "Jacques Prévert",
                    "Jacques Prévert",
                    "il"
                ),
                by!(
                    "Cahier d'un retour au pays natal",
                    "Notebook of a Return to the Native Land",
                    "Aimé Césaire",
                    "Aimé Césaire",
                    "il"
                ),
            ],
        },
        Relation {
            name: ["Les figures de la poésie", "The figures of poetry"],
            matching: [
                "Associe chaque figure ou chaque forme à sa définition.",
                "Match each figure or form with its definition.",
            ],
            typed: true,
            pairs: &[
                term!(
                    "une allitération",
                    "an alliteration",
                    "Qu'est-ce qu'une allitération ?",
                    "What is an alliteration?",
                    "la répétition d'un même son consonne dans des mots proches",
                    "the repetition of the same consonant sound in nearby words"
                ),
                term!(
                    "une assonance",
                    "an assonance",
                    "Qu'est-ce qu'une assonance ?",
                    "What is an assonance?",
                    "la répétition d'un même son voyelle dans des mots proches",
                    "the repetition of the same vowel sound in nearby words"
                ),
                term!(
                    "une anaphore",
                    "an anaphora",
                    "Qu'est-ce qu'une anaphore ?",
                    "What is an anaphora?",
                    "la répétition d'un même mot ou groupe de mots en tête de plusieurs vers ou phrases",
                    "the repetition of the same word or group of words at the start of several lines or sentences"
                ),
                term!(
                    "un oxymore",
                    "an oxymoron",
                    "Qu'est-ce qu'un oxymore ?",
                    "What is an oxymoron?",
                    "l'alliance dans une même expression de deux mots de sens opposé",
                    "the joining in one expression of two words of opposite meaning"
                ),
                term!(
                    "une gradation",
                    "a gradation",
                    "Qu'est-ce qu'une gradation ?",
                    "What is a gradation?",
                    "une suite de termes d'intensité croissante ou décroissante",
                    "a series of terms of increasing or decreasing intensity"
                ),
                term!(
                    "une synesthésie",
                    "a synaesthesia",
                    "Qu'est-ce qu'une synesthésie ?",
                    "What is synaesthesia?",
                    "l'association de sensations de sens différents, des sons, des couleurs et des parfums qui se répondent",
                    "the association of sensations from different senses, sounds, colours and scents that answer one another"
                ),
                term!(
                    "le vers libre",
                    "free verse",
                    "Qu'est-ce que le vers libre ?",
                    "What is free verse?",
                    "un vers sans nombre de syllabes fixe ni rime obligatoire",
                    "a line with no fixed number of syllables and no compulsory rhyme"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Des poètes du XIXe siècle", "Poets of the 19th century"],
        which: [
            "Parmi ces poètes, lesquels ont publié leurs recueils au XIXe siècle ?",
            "Which of these poets published their collections in the 19th century?",
        ],
        which_not: [
            "Parmi ces poètes, lesquels n'ont pas publié leurs recueils au XIXe siècle ?",
            "Which of these poets did not publish their collections in the 19th century?",
        ],
        members: &[
            ["Charles Baudelaire", "Charles Baudelaire"],
            ["Arthur Rimbaud", "Arthur Rimbaud"],
            ["Paul Verlaine", "Paul Verlaine"],
            ["Victor Hugo", "Victor Hugo"],
        ],
        others: &[
            ["Jacques Prévert", "Jacques Prévert"],
            ["Aimé Césaire", "Aimé Césaire"],
            ["Paul Éluard", "Paul Éluard"],
            ["Pierre de Ronsard", "Pierre de Ronsard"],
        ],
    }],
    sequences: &[Sequence {
        name: ["Les mouvements poétiques", "Poetic movements"],
        order: [
            "Range ces mouvements littéraires du plus ancien au plus récent.",
            "Put these literary movements in order from the oldest to the most recent.",
        ],
        backward: [
            "Range ces mouvements littéraires du plus récent au plus ancien.",
            "Put these literary movements in order from the most recent to the oldest.",
        ],
        next: [
            "Dans l'ordre chronologique, quel mouvement vient juste après « {} » ?",
            "In chronological order, which movement comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : le mouvement « {a} » est plus ancien que le mouvement « {b} ».",
            "True or false: the movement “{a}” is older than the movement “{b}”.",
        ],
        steps: &[
            ["la Pléiade", "the Pléiade"],
            ["le classicisme", "classicism"],
            ["le romantisme", "Romanticism"],
            ["le Parnasse", "the Parnassians"],
            ["le symbolisme", "Symbolism"],
            ["le surréalisme", "Surrealism"],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année paraissent Les Fleurs du mal de Baudelaire ?",
                "In which year was Baudelaire's The Flowers of Evil published?",
            ],
            [
                "la parution des Fleurs du mal",
                "the publication of The Flowers of Evil",
            ],
            1857.0,
        ),
        year(
            [
                "En quelle année André Breton publie-t-il le Manifeste du surréalisme ?",
                "In which year does André Breton publish the Surrealist Manifesto?",
            ],
            ["le Manifeste du surréalisme", "the Surrealist Manifesto"],
            1924.0,
        ),
        year(
            [
                "En quelle année Rimbaud écrit-il Le Dormeur du val ?",
                "In which year does Rimbaud write The Sleeper in the Valley?",
            ],
            [
                "l'écriture du Dormeur du val",
                "the writing of The Sleeper in the Valley",
            ],
            1870.0,
        ),
    ],
    diagrams: &[],
};

/// Agir dans la cité : individu et pouvoir.
pub(crate) static AGIR: Bank = Bank {
    chapter: "francais-3e-agir-dans-la-cite",
    title: ["Agir dans la cité", "Acting in society"],
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
                    "Le Feu",
                    "Under Fire",
                    "Henri Barbusse",
                    "Henri Barbusse",
                    "il"
                ),
                by!(
                    "À l'ouest rien de nouveau",
                    "All Quiet on the Western Front",
                    "Erich Maria Remarque",
                    "Erich Maria Remarque",
                    "il"
                ),
                by!(
                    "Le Silence de la mer",
                    "The Silence of the Sea",
                    "Vercors",
                    "Vercors",
                    "il"
                ),
                by!(
                    "Si c'est un homme",
                    "If This Is a Man",
                    "Primo Levi",
                    "Primo Levi",
                    "il"
                ),
                by!(
                    "Les Châtiments",
                    "The Punishments",
                    "Victor Hugo",
                    "Victor Hugo",
                    "il"
                ),
                by!("La Nuit", "Night", "Elie Wiesel", "Elie Wiesel", "il"),
                by!(
                    "le poème Liberté",
                    "the poem Liberty",
                    "Paul Éluard",
                    "Paul Éluard",
                    "il"
                ),
            ],
        },
        Relation {
            name: ["Les mots de l'engagement", "The words of commitment"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                term!(
                    "l'engagement",
                    "commitment",
                    "Qu'est-ce que l'engagement d'un écrivain ?",
                    "What is a writer's commitment?",
                    "le fait pour un écrivain de mettre son œuvre au service d'une cause",
                    "the fact that a writer puts his work at the service of a cause"
                ),
                term!(
                    "un témoignage",
                    "a testimony",
                    "Qu'est-ce qu'un témoignage ?",
                    "What is a testimony?",
                    "le récit d'événements que l'auteur a vécus ou vus lui-même",
                    "the account of events that the author lived through or saw himself"
                ),
                term!(
                    "la Résistance",
                    "the Resistance",
                    "Qu'est-ce que la Résistance ?",
                    "What was the Resistance?",
                    "l'ensemble des actions menées contre l'occupant allemand et le régime de Vichy",
                    "all the actions taken against the German occupier and the Vichy regime"
                ),
                term!(
                    "la censure",
                    "censorship",
                    "Qu'est-ce que la censure ?",
                    "What is censorship?",
                    "le contrôle des écrits et des spectacles par le pouvoir, qui interdit ce qui lui déplaît",
                    "the control of writings and shows by those in power, who ban what displeases them"
                ),
                term!(
                    "un pseudonyme",
                    "a pen name",
                    "Qu'est-ce qu'un pseudonyme ?",
                    "What is a pen name?",
                    "un nom d'emprunt sous lequel un auteur publie",
                    "an assumed name under which an author publishes"
                ),
                term!(
                    "la poésie clandestine",
                    "clandestine poetry",
                    "Qu'est-ce que la poésie clandestine ?",
                    "What is clandestine poetry?",
                    "des poèmes publiés et diffusés en secret sous l'Occupation",
                    "poems published and circulated in secret under the Occupation"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["La Grande Guerre", "The Great War"],
        which: [
            "Parmi ces œuvres, lesquelles racontent la Première Guerre mondiale ?",
            "Which of these works tell of the First World War?",
        ],
        which_not: [
            "Parmi ces œuvres, lesquelles ne racontent pas la Première Guerre mondiale ?",
            "Which of these works do not tell of the First World War?",
        ],
        members: &[
            ["Le Feu", "Under Fire"],
            [
                "À l'ouest rien de nouveau",
                "All Quiet on the Western Front",
            ],
            ["Les Croix de bois", "Wooden Crosses"],
        ],
        others: &[
            ["Le Silence de la mer", "The Silence of the Sea"],
            ["Si c'est un homme", "If This Is a Man"],
            ["La Nuit", "Night"],
            ["Les Châtiments", "The Punishments"],
        ],
    }],
    sequences: &[works_in_time!(
        [
            "L'engagement à travers les œuvres",
            "Commitment through the works"
        ],
        &[
            [
                "Les Châtiments de Victor Hugo",
                "Victor Hugo's The Punishments"
            ],
            ["Le Feu d'Henri Barbusse", "Henri Barbusse's Under Fire"],
            [
                "À l'ouest rien de nouveau de Remarque",
                "Remarque's All Quiet on the Western Front"
            ],
            [
                "Le Silence de la mer de Vercors",
                "Vercors's The Silence of the Sea"
            ],
            [
                "Si c'est un homme de Primo Levi",
                "Primo Levi's If This Is a Man"
            ],
            ["La Nuit d'Elie Wiesel", "Elie Wiesel's Night"],
        ]
    )],
    numbers: &[
        year(
            [
                "En quelle année Le Feu d'Henri Barbusse reçoit-il le prix Goncourt ?",
                "In which year does Henri Barbusse's Under Fire win the Prix Goncourt?",
            ],
            [
                "le prix Goncourt du Feu",
                "the Prix Goncourt for Under Fire",
            ],
            1916.0,
        ),
        year(
            [
                "En quelle année paraît clandestinement Le Silence de la mer de Vercors ?",
                "In which year was Vercors's The Silence of the Sea published clandestinely?",
            ],
            [
                "la parution du Silence de la mer",
                "the publication of The Silence of the Sea",
            ],
            1942.0,
        ),
        year(
            [
                "En quelle année paraissent Les Châtiments de Victor Hugo, écrits en exil ?",
                "In which year was Victor Hugo's The Punishments, written in exile, published?",
            ],
            [
                "la parution des Châtiments",
                "the publication of The Punishments",
            ],
            1853.0,
        ),
    ],
    diagrams: &[],
};

/// Progrès et rêves scientifiques.
pub(crate) static PROGRES: Bank = Bank {
    chapter: "francais-3e-progres-et-reves-scientifiques",
    title: [
        "Progrès et rêves scientifiques",
        "Progress and scientific dreams",
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
                    "De la Terre à la Lune",
                    "From the Earth to the Moon",
                    "Jules Verne",
                    "Jules Verne",
                    "il"
                ),
                by!(
                    "Le Meilleur des mondes",
                    "Brave New World",
                    "Aldous Huxley",
                    "Aldous Huxley",
                    "il"
                ),
                by!(
                    "Fahrenheit 451",
                    "Fahrenheit 451",
                    "Ray Bradbury",
                    "Ray Bradbury",
                    "il"
                ),
                by!(
                    "La Planète des singes",
                    "Planet of the Apes",
                    "Pierre Boulle",
                    "Pierre Boulle",
                    "il"
                ),
                by!(
                    "Ravage",
                    "Ashes, Ashes",
                    "René Barjavel",
                    "René Barjavel",
                    "il"
                ),
                by!(
                    "L'Étrange Cas du docteur Jekyll et de M. Hyde",
                    "Strange Case of Dr Jekyll and Mr Hyde",
                    "Robert Louis Stevenson",
                    "Robert Louis Stevenson",
                    "il"
                ),
                by!(
                    "Les Robots",
                    "I, Robot",
                    "Isaac Asimov",
                    "Isaac Asimov",
                    "il"
                ),
            ],
        },
        Relation {
            name: [
                "Les mots de l'anticipation",
                "The words of speculative fiction",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                term!(
                    "une dystopie",
                    "a dystopia",
                    "Qu'est-ce qu'une dystopie ?",
                    "What is a dystopia?",
                    "un récit qui décrit une société imaginaire cauchemardesque, où le progrès sert à contrôler les êtres humains",
                    "a story that describes a nightmarish imaginary society, where progress is used to control human beings"
                ),
                term!(
                    "une utopie",
                    "a utopia",
                    "Qu'est-ce qu'une utopie ?",
                    "What is a utopia?",
                    "un récit qui décrit une société imaginaire idéale",
                    "a story that describes an ideal imaginary society"
                ),
                term!(
                    "une uchronie",
                    "an alternate history",
                    "Qu'est-ce qu'une uchronie ?",
                    "What is an alternate history?",
                    "un récit qui imagine ce que serait devenue l'histoire si un événement s'était passé autrement",
                    "a story that imagines what history would have become if an event had happened differently"
                ),
                term!(
                    "un robot",
                    "a robot",
                    "Qu'est-ce qu'un robot ?",
                    "What is a robot?",
                    "une machine qui agit seule à la place de l'être humain, dont le nom apparaît dans une pièce de Karel Čapek en 1920",
                    "a machine that acts on its own in place of human beings, whose name appears in a play by Karel Čapek in 1920"
                ),
                term!(
                    "un cyborg",
                    "a cyborg",
                    "Qu'est-ce qu'un cyborg ?",
                    "What is a cyborg?",
                    "un être humain dont le corps est en partie remplacé par des éléments mécaniques ou électroniques",
                    "a human being whose body is partly replaced by mechanical or electronic parts"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les dystopies", "Dystopias"],
        which: [
            "Parmi ces romans, lesquels sont des dystopies ?",
            "Which of these novels are dystopias?",
        ],
        which_not: [
            "Parmi ces romans, lesquels ne sont pas des dystopies ?",
            "Which of these novels are not dystopias?",
        ],
        members: &[
            ["Le Meilleur des mondes", "Brave New World"],
            ["1984", "Nineteen Eighty-Four"],
            ["Fahrenheit 451", "Fahrenheit 451"],
        ],
        others: &[
            ["De la Terre à la Lune", "From the Earth to the Moon"],
            ["L'Île mystérieuse", "The Mysterious Island"],
            [
                "L'Étrange Cas du docteur Jekyll et de M. Hyde",
                "Strange Case of Dr Jekyll and Mr Hyde",
            ],
            ["Les Robots", "I, Robot"],
        ],
    }],
    sequences: &[works_in_time!(
        [
            "Les rêves scientifiques à travers les siècles",
            "Scientific dreams through the centuries"
        ],
        &[
            [
                "Les États et Empires de la Lune de Cyrano de Bergerac",
                "Cyrano de Bergerac's The States and Empires of the Moon"
            ],
            [
                "De la Terre à la Lune de Jules Verne",
                "Jules Verne's From the Earth to the Moon"
            ],
            [
                "L'Étrange Cas du docteur Jekyll et de M. Hyde",
                "Strange Case of Dr Jekyll and Mr Hyde"
            ],
            [
                "Le Meilleur des mondes d'Aldous Huxley",
                "Aldous Huxley's Brave New World"
            ],
            [
                "1984 de George Orwell",
                "George Orwell's Nineteen Eighty-Four"
            ],
            [
                "Fahrenheit 451 de Ray Bradbury",
                "Ray Bradbury's Fahrenheit 451"
            ],
            [
                "La Planète des singes de Pierre Boulle",
                "Pierre Boulle's Planet of the Apes"
            ],
        ]
    )],
    numbers: &[
        year(
            [
                "En quelle année paraît De la Terre à la Lune de Jules Verne ?",
                "In which year was Jules Verne's From the Earth to the Moon published?",
            ],
            [
                "la parution du roman De la Terre à la Lune",
                "the publication of From the Earth to the Moon",
            ],
            1865.0,
        ),
        year(
            [
                "En quelle année paraît Le Meilleur des mondes d'Aldous Huxley ?",
                "In which year was Aldous Huxley's Brave New World published?",
            ],
            [
                "la parution du Meilleur des mondes",
                "the publication of Brave New World",
            ],
            1932.0,
        ),
        year(
            [
                "En quelle année paraît le roman 1984 de George Orwell ?",
                "In which year was George Orwell's novel Nineteen Eighty-Four published?",
            ],
            [
                "la parution de 1984",
                "the publication of Nineteen Eighty-Four",
            ],
            1949.0,
        ),
        year(
            [
                "En quelle année un être humain marche-t-il pour la première fois sur la Lune ?",
                "In which year does a human being first walk on the Moon?",
            ],
            [
                "les premiers pas sur la Lune",
                "the first steps on the Moon",
            ],
            1969.0,
        ),
    ],
    diagrams: &[],
};
