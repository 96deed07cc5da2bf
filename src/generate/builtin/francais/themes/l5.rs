//! Français 5e (cycle 4): le voyage et l'aventure, avec autrui, imaginer des univers nouveaux,
//! héros et héroïsmes, l'être humain et la nature.

use super::year;
use crate::generate::builtin::bank::{Bank, Group, Relation, Sequence, pair};

/// Le voyage et l'aventure : pourquoi aller vers l'inconnu ?
pub(crate) static VOYAGE: Bank = Bank {
    chapter: "francais-5e-le-voyage-et-l-aventure",
    title: ["Le voyage et l'aventure", "Travel and adventure"],
    relations: &[
        Relation {
            name: [
                "Les récits de voyage et leurs auteurs",
                "Travel writing and its authors",
            ],
            matching: [
                "Associe chaque récit de voyage à son auteur.",
                "Match each travel narrative with its author.",
            ],
            typed: true,
            pairs: &[
                by!(
                    "Le Devisement du monde",
                    "The Description of the World",
                    "Marco Polo",
                    "Marco Polo",
                    "il"
                ),
                by!(
                    "Histoire d'un voyage fait en la terre du Brésil",
                    "History of a Voyage to the Land of Brazil",
                    "Jean de Léry",
                    "Jean de Léry",
                    "il"
                ),
                by!(
                    "Voyage autour du monde (1771)",
                    "A Voyage Round the World (1771)",
                    "Louis-Antoine de Bougainville",
                    "Louis-Antoine de Bougainville",
                    "il"
                ),
                by!(
                    "Voyage avec un âne dans les Cévennes",
                    "Travels with a Donkey in the Cévennes",
                    "Robert Louis Stevenson",
                    "Robert Louis Stevenson",
                    "il"
                ),
                by!(
                    "L'Usage du monde",
                    "The Way of the World",
                    "Nicolas Bouvier",
                    "Nicolas Bouvier",
                    "il"
                ),
            ],
        },
        Relation {
            name: [
                "Les voyageurs et leurs destinations",
                "The travellers and their destinations",
            ],
            matching: [
                "Associe chaque voyageur au pays ou à la région qu'il a parcouru.",
                "Match each traveller with the country or region he travelled through.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Marco Polo", "Marco Polo"],
                    ["la Chine", "China"],
                    [
                        "Dans quel pays Marco Polo séjourne-t-il à la fin du XIIIe siècle ?",
                        "In which country does Marco Polo stay at the end of the 13th century?",
                    ],
                    [
                        "Quel voyageur séjourne en Chine à la fin du XIIIe siècle ?",
                        "Which traveller stays in China at the end of the 13th century?",
                    ],
                ),
                pair(
                    ["Christophe Colomb", "Christopher Columbus"],
                    ["l'Amérique", "America"],
                    [
                        "Quel continent Christophe Colomb atteint-il en 1492 ?",
                        "Which continent does Christopher Columbus reach in 1492?",
                    ],
                    [
                        "Quel navigateur atteint l'Amérique en 1492 ?",
                        "Which navigator reaches America in 1492?",
                    ],
                ),
                pair(
                    ["Jacques Cartier", "Jacques Cartier"],
                    ["le Canada", "Canada"],
                    [
                        "Quelle terre Jacques Cartier explore-t-il à partir de 1534 ?",
                        "Which land does Jacques Cartier explore from 1534?",
                    ],
                    [
                        "Quel navigateur explore le Canada à partir de 1534 ?",
                        "Which navigator explores Canada from 1534?",
                    ],
                ),
                pair(
                    ["Jean de Léry", "Jean de Léry"],
                    ["le Brésil", "Brazil"],
                    [
                        "Dans quel pays Jean de Léry vit-il parmi les Tupinamba ?",
                        "In which country does Jean de Léry live among the Tupinamba?",
                    ],
                    [
                        "Quel voyageur vit parmi les Tupinamba du Brésil ?",
                        "Which traveller lives among the Tupinamba of Brazil?",
                    ],
                ),
                pair(
                    [
                        "Louis-Antoine de Bougainville",
                        "Louis-Antoine de Bougainville",
                    ],
                    ["Tahiti", "Tahiti"],
                    [
                        "Sur quelle île du Pacifique Bougainville fait-il escale en 1768 ?",
                        "On which Pacific island does Bougainville stop in 1768?",
                    ],
                    [
                        "Quel navigateur fait escale à Tahiti en 1768 ?",
                        "Which navigator stops at Tahiti in 1768?",
                    ],
                ),
                pair(
                    ["Robert Louis Stevenson", "Robert Louis Stevenson"],
                    ["les Cévennes", "the Cévennes"],
                    [
                        "Quelle région Stevenson traverse-t-il à pied avec une ânesse en 1878 ?",
                        "Which region does Stevenson cross on foot with a donkey in 1878?",
                    ],
                    [
                        "Quel écrivain traverse les Cévennes à pied avec une ânesse en 1878 ?",
                        "Which writer crosses the Cévennes on foot with a donkey in 1878?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les récits de voyages réels", "Accounts of real journeys"],
        which: [
            "Parmi ces œuvres, lesquelles racontent un voyage réellement accompli par leur auteur ?",
            "Which of these works tell of a journey really made by their author?",
        ],
        which_not: [
            "Parmi ces œuvres, lesquelles ne racontent pas un voyage réellement accompli par leur auteur ?",
            "Which of these works do not tell of a journey really made by their author?",
        ],
        members: &[
            ["Le Devisement du monde", "The Description of the World"],
            [
                "Voyage avec un âne dans les Cévennes",
                "Travels with a Donkey in the Cévennes",
            ],
            ["L'Usage du monde", "The Way of the World"],
            [
                "Histoire d'un voyage fait en la terre du Brésil",
                "History of a Voyage to the Land of Brazil",
            ],
        ],
        others: &[
            ["l'Odyssée", "the Odyssey"],
            ["Les Voyages de Gulliver", "Gulliver's Travels"],
            [
                "Vingt mille lieues sous les mers",
                "Twenty Thousand Leagues Under the Seas",
            ],
            [
                "Le Tour du monde en quatre-vingts jours",
                "Around the World in Eighty Days",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: ["Le voyage d'Ulysse", "The journey of Odysseus"],
        order: [
            "Range dans l'ordre les étapes du voyage d'Ulysse dans l'Odyssée, de son départ de Troie à son retour.",
            "Put the stages of Odysseus's journey in the Odyssey in order, from his departure from Troy to his return.",
        ],
        backward: [
            "Range les étapes du voyage d'Ulysse dans l'Odyssée de la dernière à la première.",
            "Put the stages of Odysseus's journey in the Odyssey in order from last to first.",
        ],
        next: [
            "Dans le voyage d'Ulysse, quelle étape vient juste après « {} » ?",
            "In Odysseus's journey, which stage comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : dans le voyage d'Ulysse, « {a} » vient avant « {b} ».",
            "True or false: in Odysseus's journey, “{a}” comes before “{b}”.",
        ],
        steps: &[
            ["le pays des Lotophages", "the land of the Lotus-eaters"],
            [
                "l'île du cyclope Polyphème",
                "the island of the Cyclops Polyphemus",
            ],
            [
                "l'île d'Éole, le maître des vents",
                "the island of Aeolus, master of the winds",
            ],
            [
                "l'île de la magicienne Circé",
                "the island of the sorceress Circe",
            ],
            ["le passage devant les Sirènes", "sailing past the Sirens"],
            [
                "l'île de la nymphe Calypso",
                "the island of the nymph Calypso",
            ],
            ["le retour à Ithaque", "the return to Ithaca"],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année Christophe Colomb atteint-il l'Amérique ?",
                "In which year does Christopher Columbus reach America?",
            ],
            [
                "l'arrivée de Christophe Colomb en Amérique",
                "Christopher Columbus's arrival in America",
            ],
            1492.0,
        ),
        year(
            [
                "En quelle année Jacques Cartier fait-il son premier voyage au Canada ?",
                "In which year does Jacques Cartier make his first voyage to Canada?",
            ],
            [
                "le premier voyage de Jacques Cartier",
                "Jacques Cartier's first voyage",
            ],
            1534.0,
        ),
        year(
            [
                "Combien d'années Ulysse reste-t-il retenu sur l'île de Calypso ?",
                "How many years is Odysseus held on Calypso's island?",
            ],
            [
                "le séjour d'Ulysse chez Calypso, en années",
                "Odysseus's stay with Calypso, in years",
            ],
            7.0,
        ),
    ],
    diagrams: &[],
};

/// Avec autrui : familles, amis, réseaux.
pub(crate) static AUTRUI: Bank = Bank {
    chapter: "francais-5e-avec-autrui",
    title: ["Avec autrui", "With others"],
    relations: &[
        Relation {
            name: ["Les œuvres et leurs auteurs", "The works and their authors"],
            matching: [
                "Associe chaque œuvre à son auteur.",
                "Match each work with its author.",
            ],
            typed: true,
            pairs: &[
                by!("L'Avare", "The Miser", "Molière", "Molière", "il"),
                by!(
                    "Poil de Carotte",
                    "Carrot Top",
                    "Jules Renard",
                    "Jules Renard",
                    "il"
                ),
                by!(
                    "Sans famille",
                    "Nobody's Boy",
                    "Hector Malot",
                    "Hector Malot",
                    "il"
                ),
                by!(
                    "Le Petit Prince",
                    "The Little Prince",
                    "Antoine de Saint-Exupéry",
                    "Antoine de Saint-Exupéry",
                    "il"
                ),
                by!(
                    "L'Ami retrouvé",
                    "Reunion",
                    "Fred Uhlman",
                    "Fred Uhlman",
                    "il"
                ),
                by!(
                    "les Essais",
                    "the Essays",
                    "Michel de Montaigne",
                    "Michel de Montaigne",
                    "il"
                ),
            ],
        },
        Relation {
            name: ["Les mots de la comédie", "The words of comedy"],
            matching: [
                "Associe chaque mot du théâtre à sa définition.",
                "Match each theatre word with its definition.",
            ],
            typed: true,
            pairs: &[
                term!(
                    "une comédie",
                    "a comedy",
                    "Qu'est-ce qu'une comédie ?",
                    "What is a comedy?",
                    "une pièce de théâtre qui cherche à faire rire et se termine bien",
                    "a play that aims to make people laugh and ends well"
                ),
                term!(
                    "une tirade",
                    "a tirade",
                    "Qu'est-ce qu'une tirade ?",
                    "What is a tirade?",
                    "une longue réplique qu'un personnage adresse à d'autres personnages",
                    "a long speech that a character addresses to other characters"
                ),
                term!(
                    "un monologue",
                    "a monologue",
                    "Qu'est-ce qu'un monologue ?",
                    "What is a monologue?",
                    "les paroles d'un personnage seul en scène qui se parle à lui-même",
                    "the words of a character alone on stage who talks to himself"
                ),
                term!(
                    "un aparté",
                    "an aside",
                    "Qu'est-ce qu'un aparté ?",
                    "What is an aside?",
                    "une réplique qu'un personnage prononce pour lui seul, que le public entend mais pas les autres personnages présents",
                    "a line that a character says to himself, heard by the audience but not by the other characters on stage"
                ),
                term!(
                    "une didascalie",
                    "a stage direction",
                    "Qu'est-ce qu'une didascalie ?",
                    "What is a stage direction?",
                    "une indication de l'auteur sur les gestes, le ton ou le décor, qui n'est pas prononcée",
                    "an indication from the author about gestures, tone or setting, which is not spoken"
                ),
                term!(
                    "un quiproquo",
                    "a mix-up",
                    "Qu'est-ce qu'un quiproquo ?",
                    "What is a mix-up (quiproquo)?",
                    "un malentendu où l'on prend une personne ou une chose pour une autre",
                    "a misunderstanding in which one person or thing is taken for another"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les comédies de Molière", "Molière's comedies"],
        which: [
            "Parmi ces pièces, lesquelles sont des comédies de Molière ?",
            "Which of these plays are comedies by Molière?",
        ],
        which_not: [
            "Parmi ces pièces, lesquelles ne sont pas des comédies de Molière ?",
            "Which of these plays are not comedies by Molière?",
        ],
        members: &[
            ["L'Avare", "The Miser"],
            ["Le Bourgeois gentilhomme", "The Bourgeois Gentleman"],
            ["Le Malade imaginaire", "The Imaginary Invalid"],
            ["L'École des femmes", "The School for Wives"],
        ],
        others: &[
            ["Le Cid", "The Cid"],
            ["Phèdre", "Phaedra"],
            ["Andromaque", "Andromache"],
            [
                "Le Jeu de l'amour et du hasard",
                "The Game of Love and Chance",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: ["Les comédies de Molière", "Molière's comedies"],
        order: [
            "Range ces pièces de Molière de la première jouée à la dernière.",
            "Put these plays by Molière in order from the first staged to the last.",
        ],
        backward: [
            "Range ces pièces de Molière de la dernière jouée à la première.",
            "Put these plays by Molière in order from the last staged to the first.",
        ],
        next: [
            "Parmi ces pièces de Molière, laquelle a été jouée juste après « {} » ?",
            "Among these plays by Molière, which was staged right after “{}”?",
        ],
        before: [
            "Vrai ou faux : Molière a fait jouer « {a} » avant « {b} ».",
            "True or false: Molière staged “{a}” before “{b}”.",
        ],
        steps: &[
            ["Les Précieuses ridicules", "The Affected Young Ladies"],
            ["L'École des femmes", "The School for Wives"],
            ["Le Misanthrope", "The Misanthrope"],
            ["L'Avare", "The Miser"],
            ["Le Bourgeois gentilhomme", "The Bourgeois Gentleman"],
            ["Le Malade imaginaire", "The Imaginary Invalid"],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année Molière meurt-il, après une représentation du Malade imaginaire ?",
                "In which year does Molière die, after a performance of The Imaginary Invalid?",
            ],
            ["la mort de Molière", "Molière's death"],
            1673.0,
        ),
        year(
            [
                "Combien d'actes compte L'Avare de Molière ?",
                "How many acts does Molière's The Miser have?",
            ],
            [
                "le nombre d'actes de L'Avare",
                "the number of acts of The Miser",
            ],
            5.0,
        ),
        year(
            [
                "En quelle année paraît Le Petit Prince de Saint-Exupéry ?",
                "In which year was Saint-Exupéry's The Little Prince published?",
            ],
            [
                "la parution du Petit Prince",
                "the publication of The Little Prince",
            ],
            1943.0,
        ),
    ],
    diagrams: &[],
};

/// Imaginer des univers nouveaux.
pub(crate) static UNIVERS: Bank = Bank {
    chapter: "francais-5e-imaginer-des-univers-nouveaux",
    title: ["Imaginer des univers nouveaux", "Imagining new worlds"],
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
                    "Alice au pays des merveilles",
                    "Alice's Adventures in Wonderland",
                    "Lewis Carroll",
                    "Lewis Carroll",
                    "il"
                ),
                by!(
                    "Les Voyages de Gulliver",
                    "Gulliver's Travels",
                    "Jonathan Swift",
                    "Jonathan Swift",
                    "il"
                ),
                by!(
                    "La Guerre des mondes",
                    "The War of the Worlds",
                    "H. G. Wells",
                    "H. G. Wells",
                    "il"
                ),
                by!(
                    "Le Seigneur des anneaux",
                    "The Lord of the Rings",
                    "J. R. R. Tolkien",
                    "J. R. R. Tolkien",
                    "il"
                ),
                by!(
                    "Chroniques martiennes",
                    "The Martian Chronicles",
                    "Ray Bradbury",
                    "Ray Bradbury",
                    "il"
                ),
                by!("L'Utopie", "Utopia", "Thomas More", "Thomas More", "il"),
            ],
        },
        Relation {
            name: ["Les mondes imaginaires", "Imaginary worlds"],
            matching: [
                "Associe chaque monde imaginaire à l'œuvre où on le découvre.",
                "Match each imaginary world with the work in which we discover it.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Lilliput", "Lilliput"],
                    ["Les Voyages de Gulliver", "Gulliver's Travels"],
                    [
                        "Dans quelle œuvre découvre-t-on le pays de Lilliput ?",
                        "In which work do we discover the land of Lilliput?",
                    ],
                    [
                        "Quel pays imaginaire découvre-t-on dans Les Voyages de Gulliver ?",
                        "Which imaginary land do we discover in Gulliver's Travels?",
                    ],
                ),
                pair(
                    ["la Terre du Milieu", "Middle-earth"],
                    ["Le Seigneur des anneaux", "The Lord of the Rings"],
                    [
                        "Dans quelle œuvre découvre-t-on la Terre du Milieu ?",
                        "In which work do we discover Middle-earth?",
                    ],
                    [
                        "Quel monde imaginaire découvre-t-on dans Le Seigneur des anneaux ?",
                        "Which imaginary world do we discover in The Lord of the Rings?",
                    ],
                ),
                pair(
                    ["le pays des Merveilles", "Wonderland"],
                    [
                        "Alice au pays des merveilles",
                        "Alice's Adventures in Wonderland",
                    ],
                    [
                        "Dans quelle œuvre découvre-t-on le pays où Alice arrive en tombant dans un terrier de lapin ?",
                        "In which work do we discover the land Alice reaches by falling down a rabbit hole?",
                    ],
                    [
                        "Quel monde imaginaire découvre-t-on dans Alice au pays des merveilles ?",
                        "Which imaginary world do we discover in Alice's Adventures in Wonderland?",
                    ],
                ),
                pair(
                    ["Narnia", "Narnia"],
                    ["Le Monde de Narnia", "The Chronicles of Narnia"],
                    [
                        "Dans quelle œuvre de C. S. Lewis découvre-t-on un royaume où l'on entre par une armoire ?",
                        "In which work by C. S. Lewis do we discover a kingdom entered through a wardrobe?",
                    ],
                    [
                        "Quel royaume imaginaire découvre-t-on dans Le Monde de Narnia ?",
                        "Which imaginary kingdom do we discover in The Chronicles of Narnia?",
                    ],
                ),
                pair(
                    ["l'île d'Utopie", "the island of Utopia"],
                    ["L'Utopie", "Utopia"],
                    [
                        "Dans quelle œuvre de Thomas More découvre-t-on une île à la société idéale ?",
                        "In which work by Thomas More do we discover an island with an ideal society?",
                    ],
                    [
                        "Quelle île imaginaire découvre-t-on dans L'Utopie de Thomas More ?",
                        "Which imaginary island do we discover in Thomas More's Utopia?",
                    ],
                ),
                pair(
                    ["le Pays imaginaire", "Neverland"],
                    ["Peter Pan", "Peter Pan"],
                    [
                        "Dans quelle œuvre découvre-t-on le pays où vivent les enfants perdus qui ne grandissent jamais ?",
                        "In which work do we discover the land where the lost boys who never grow up live?",
                    ],
                    [
                        "Quel monde imaginaire découvre-t-on dans Peter Pan ?",
                        "Which imaginary world do we discover in Peter Pan?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["La science-fiction", "Science fiction"],
        which: [
            "Parmi ces œuvres, lesquelles sont des œuvres de science-fiction ?",
            "Which of these works are science fiction?",
        ],
        which_not: [
            "Parmi ces œuvres, lesquelles ne sont pas des œuvres de science-fiction ?",
            "Which of these works are not science fiction?",
        ],
        members: &[
            ["La Guerre des mondes", "The War of the Worlds"],
            ["La Machine à explorer le temps", "The Time Machine"],
            ["Chroniques martiennes", "The Martian Chronicles"],
            ["Dune", "Dune"],
        ],
        others: &[
            [
                "Alice au pays des merveilles",
                "Alice's Adventures in Wonderland",
            ],
            ["Le Seigneur des anneaux", "The Lord of the Rings"],
            ["Le Monde de Narnia", "The Chronicles of Narnia"],
            ["Peter Pan", "Peter Pan"],
        ],
    }],
    sequences: &[works_in_time!(
        [
            "Des univers à travers les siècles",
            "Worlds through the centuries"
        ],
        &[
            ["L'Utopie de Thomas More", "Thomas More's Utopia"],
            ["Les Voyages de Gulliver", "Gulliver's Travels"],
            [
                "Alice au pays des merveilles",
                "Alice's Adventures in Wonderland"
            ],
            ["La Guerre des mondes", "The War of the Worlds"],
            ["Le Seigneur des anneaux", "The Lord of the Rings"],
            ["Dune", "Dune"],
        ]
    )],
    numbers: &[
        year(
            [
                "En quelle année paraît Alice au pays des merveilles ?",
                "In which year was Alice's Adventures in Wonderland published?",
            ],
            [
                "la parution d'Alice au pays des merveilles",
                "the publication of Alice's Adventures in Wonderland",
            ],
            1865.0,
        ),
        year(
            [
                "En quelle année paraissent Les Voyages de Gulliver ?",
                "In which year was Gulliver's Travels published?",
            ],
            [
                "la parution des Voyages de Gulliver",
                "the publication of Gulliver's Travels",
            ],
            1726.0,
        ),
        year(
            [
                "En quelle année paraît La Guerre des mondes de H. G. Wells ?",
                "In which year was H. G. Wells's The War of the Worlds published?",
            ],
            [
                "la parution de La Guerre des mondes",
                "the publication of The War of the Worlds",
            ],
            1898.0,
        ),
    ],
    diagrams: &[],
};

/// Héros / héroïnes et héroïsmes.
pub(crate) static HEROS: Bank = Bank {
    chapter: "francais-5e-heros-et-heroismes",
    title: ["Héros et héroïsmes", "Heroes and heroism"],
    relations: &[
        Relation {
            name: ["Les héros et leurs œuvres", "The heroes and their works"],
            matching: [
                "Associe chaque héros à l'œuvre dont il est le héros.",
                "Match each hero with the work of which he is the hero.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Roland", "Roland"],
                    ["la Chanson de Roland", "the Song of Roland"],
                    [
                        "De quelle œuvre Roland, le neveu de Charlemagne, est-il le héros ?",
                        "Of which work is Roland, Charlemagne's nephew, the hero?",
                    ],
                    [
                        "Qui est le héros de la Chanson de Roland ?",
                        "Who is the hero of the Song of Roland?",
                    ],
                ),
                pair(
                    ["Yvain", "Yvain"],
                    ["Le Chevalier au lion", "The Knight of the Lion"],
                    [
                        "De quelle œuvre de Chrétien de Troyes Yvain est-il le héros ?",
                        "Of which work by Chrétien de Troyes is Yvain the hero?",
                    ],
                    [
                        "Qui est le héros du Chevalier au lion ?",
                        "Who is the hero of The Knight of the Lion?",
                    ],
                ),
                pair(
                    ["Lancelot", "Lancelot"],
                    ["Le Chevalier de la charrette", "The Knight of the Cart"],
                    [
                        "De quelle œuvre de Chrétien de Troyes Lancelot est-il le héros ?",
                        "Of which work by Chrétien de Troyes is Lancelot the hero?",
                    ],
                    [
                        "Qui est le héros du Chevalier de la charrette ?",
                        "Who is the hero of The Knight of the Cart?",
                    ],
                ),
                pair(
                    ["Perceval", "Perceval"],
                    ["Le Conte du Graal", "The Story of the Grail"],
                    [
                        "De quelle œuvre de Chrétien de Troyes Perceval est-il le héros ?",
                        "Of which work by Chrétien de Troyes is Perceval the hero?",
                    ],
                    [
                        "Qui est le héros du Conte du Graal ?",
                        "Who is the hero of The Story of the Grail?",
                    ],
                ),
                pair(
                    ["Achille", "Achilles"],
                    ["l'Iliade", "the Iliad"],
                    [
                        "De quelle épopée d'Homère Achille est-il le héros ?",
                        "Of which epic by Homer is Achilles the hero?",
                    ],
                    [
                        "Qui est le héros de l'Iliade ?",
                        "Who is the hero of the Iliad?",
                    ],
                ),
                pair(
                    ["Énée", "Aeneas"],
                    ["l'Énéide", "the Aeneid"],
                    [
                        "De quelle épopée de Virgile Énée est-il le héros ?",
                        "Of which epic by Virgil is Aeneas the hero?",
                    ],
                    [
                        "Qui est le héros de l'Énéide ?",
                        "Who is the hero of the Aeneid?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les œuvres et leurs auteurs", "The works and their authors"],
            matching: [
                "Associe chaque œuvre à son auteur.",
                "Match each work with its author.",
            ],
            typed: true,
            pairs: &[
                by!(
                    "Le Chevalier au lion",
                    "The Knight of the Lion",
                    "Chrétien de Troyes",
                    "Chrétien de Troyes",
                    "il"
                ),
                by!(
                    "Le Conte du Graal",
                    "The Story of the Grail",
                    "Chrétien de Troyes",
                    "Chrétien de Troyes",
                    "il"
                ),
                by!("l'Iliade", "the Iliad", "Homère", "Homer", "il"),
                by!("l'Énéide", "the Aeneid", "Virgile", "Virgil", "il"),
                by!(
                    "Don Quichotte",
                    "Don Quixote",
                    "Miguel de Cervantès",
                    "Miguel de Cervantes",
                    "il"
                ),
                by!(
                    "le Lai du chèvrefeuille",
                    "the Lay of the Honeysuckle",
                    "Marie de France",
                    "Marie de France",
                    "elle"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les chevaliers de la Table ronde",
            "The Knights of the Round Table",
        ],
        which: [
            "Parmi ces héros, lesquels sont des chevaliers de la Table ronde ?",
            "Which of these heroes are Knights of the Round Table?",
        ],
        which_not: [
            "Parmi ces héros, lesquels ne sont pas des chevaliers de la Table ronde ?",
            "Which of these heroes are not Knights of the Round Table?",
        ],
        members: &[
            ["Lancelot", "Lancelot"],
            ["Perceval", "Perceval"],
            ["Gauvain", "Gawain"],
            ["Yvain", "Yvain"],
        ],
        others: &[
            ["Roland", "Roland"],
            ["Achille", "Achilles"],
            ["Ulysse", "Odysseus"],
            ["Don Quichotte", "Don Quixote"],
        ],
    }],
    sequences: &[works_in_time!(
        [
            "Des héros à travers les siècles",
            "Heroes through the centuries"
        ],
        &[
            ["l'Iliade d'Homère", "Homer's Iliad"],
            ["l'Énéide de Virgile", "Virgil's Aeneid"],
            ["la Chanson de Roland", "the Song of Roland"],
            [
                "Le Chevalier au lion de Chrétien de Troyes",
                "Chrétien de Troyes's The Knight of the Lion"
            ],
            ["Don Quichotte de Cervantès", "Cervantes's Don Quixote"],
        ]
    )],
    numbers: &[
        year(
            [
                "En quelle année a lieu la bataille de Roncevaux, où meurt Roland ?",
                "In which year is the battle of Roncevaux, where Roland dies, fought?",
            ],
            ["la bataille de Roncevaux", "the battle of Roncevaux"],
            778.0,
        ),
        year(
            [
                "En quelle année paraît la première partie de Don Quichotte ?",
                "In which year was the first part of Don Quixote published?",
            ],
            [
                "la parution de la première partie de Don Quichotte",
                "the publication of the first part of Don Quixote",
            ],
            1605.0,
        ),
        year(
            [
                "Combien de chants compte l'Iliade ?",
                "How many books does the Iliad have?",
            ],
            [
                "le nombre de chants de l'Iliade",
                "the number of books of the Iliad",
            ],
            24.0,
        ),
    ],
    diagrams: &[],
};

/// L'être humain est-il maître de la nature ?
pub(crate) static NATURE: Bank = Bank {
    chapter: "francais-5e-l-etre-humain-et-la-nature",
    title: ["L'être humain et la nature", "Human beings and nature"],
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
                    "L'Homme qui plantait des arbres",
                    "The Man Who Planted Trees",
                    "Jean Giono",
                    "Jean Giono",
                    "il"
                ),
                by!(
                    "Walden ou la Vie dans les bois",
                    "Walden, or Life in the Woods",
                    "Henry David Thoreau",
                    "Henry David Thoreau",
                    "il"
                ),
                by!(
                    "Printemps silencieux",
                    "Silent Spring",
                    "Rachel Carson",
                    "Rachel Carson",
                    "elle"
                ),
                by!(
                    "le Discours de la méthode",
                    "the Discourse on the Method",
                    "René Descartes",
                    "René Descartes",
                    "il"
                ),
                by!(
                    "Vendredi ou la Vie sauvage",
                    "Friday and Robinson",
                    "Michel Tournier",
                    "Michel Tournier",
                    "il"
                ),
                by!(
                    "Les Rêveries du promeneur solitaire",
                    "Reveries of the Solitary Walker",
                    "Jean-Jacques Rousseau",
                    "Jean-Jacques Rousseau",
                    "il"
                ),
                by!(
                    "Le Parti pris des choses",
                    "The Voice of Things",
                    "Francis Ponge",
                    "Francis Ponge",
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
                    "une thèse",
                    "a thesis",
                    "Qu'est-ce qu'une thèse ?",
                    "What is a thesis?",
                    "l'opinion que défend celui qui argumente",
                    "the opinion defended by the person who argues"
                ),
                term!(
                    "un argument",
                    "an argument",
                    "Qu'est-ce qu'un argument ?",
                    "What is an argument?",
                    "une raison avancée pour justifier une opinion",
                    "a reason put forward to justify an opinion"
                ),
                term!(
                    "un exemple",
                    "an example",
                    "Qu'est-ce qu'un exemple dans une argumentation ?",
                    "What is an example in an argument?",
                    "un fait précis qui illustre un argument",
                    "a precise fact that illustrates an argument"
                ),
                term!(
                    "un connecteur logique",
                    "a logical connective",
                    "Qu'est-ce qu'un connecteur logique ?",
                    "What is a logical connective?",
                    "un mot qui relie deux idées en marquant leur rapport, comme mais, donc ou car",
                    "a word that links two ideas by marking their relation, like but, so or because"
                ),
                term!(
                    "l'écologie",
                    "ecology",
                    "Qu'est-ce que l'écologie ?",
                    "What is ecology?",
                    "la science qui étudie les relations des êtres vivants avec leur milieu",
                    "the science that studies the relations of living things with their environment"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Des auteurs du XXe siècle", "Authors of the 20th century"],
        which: [
            "Parmi ces auteurs, lesquels ont écrit leurs œuvres au XXe siècle ?",
            "Which of these authors wrote their works in the 20th century?",
        ],
        which_not: [
            "Parmi ces auteurs, lesquels n'ont pas écrit leurs œuvres au XXe siècle ?",
            "Which of these authors did not write their works in the 20th century?",
        ],
        members: &[
            ["Jean Giono", "Jean Giono"],
            ["Rachel Carson", "Rachel Carson"],
            ["Francis Ponge", "Francis Ponge"],
        ],
        others: &[
            ["Jean-Jacques Rousseau", "Jean-Jacques Rousseau"],
            ["René Descartes", "René Descartes"],
            ["Henry David Thoreau", "Henry David Thoreau"],
            ["Jean de La Fontaine", "Jean de La Fontaine"],
        ],
    }],
    sequences: &[works_in_time!(
        [
            "La nature à travers les siècles",
            "Nature through the centuries"
        ],
        &[
            [
                "le Discours de la méthode de Descartes",
                "Descartes's Discourse on the Method"
            ],
            [
                "Les Rêveries du promeneur solitaire de Rousseau",
                "Rousseau's Reveries of the Solitary Walker"
            ],
            ["Walden de Thoreau", "Thoreau's Walden"],
            [
                "Le Parti pris des choses de Ponge",
                "Ponge's The Voice of Things"
            ],
            [
                "L'Homme qui plantait des arbres de Giono",
                "Giono's The Man Who Planted Trees"
            ],
            [
                "Printemps silencieux de Rachel Carson",
                "Rachel Carson's Silent Spring"
            ],
        ]
    )],
    numbers: &[
        year(
            [
                "En quelle année paraît le Discours de la méthode de Descartes ?",
                "In which year was Descartes's Discourse on the Method published?",
            ],
            [
                "la parution du Discours de la méthode",
                "the publication of the Discourse on the Method",
            ],
            1637.0,
        ),
        year(
            [
                "En quelle année paraît Printemps silencieux de Rachel Carson ?",
                "In which year was Rachel Carson's Silent Spring published?",
            ],
            [
                "la parution de Printemps silencieux",
                "the publication of Silent Spring",
            ],
            1962.0,
        ),
        year(
            [
                "En quelle année paraît Walden de Henry David Thoreau ?",
                "In which year was Henry David Thoreau's Walden published?",
            ],
            ["la parution de Walden", "the publication of Walden"],
            1854.0,
        ),
    ],
    diagrams: &[],
};
