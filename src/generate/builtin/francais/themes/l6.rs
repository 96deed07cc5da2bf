//! Français 6e (cycle 3): le monstre, les récits de création, résister au plus fort (the
//! récits d'aventures are served by the reading comprehension of `francais::lecture`).

use super::year;
use crate::generate::builtin::bank::{Bank, Group, Relation, Sequence, pair};

/// Le monstre, aux limites de l'humain.
pub(crate) static MONSTRE: Bank = Bank {
    chapter: "francais-6e-le-monstre",
    title: ["Le monstre", "The monster"],
    relations: &[
        Relation {
            name: [
                "Les monstres et leurs héros",
                "The monsters and their heroes",
            ],
            matching: [
                "Associe chaque monstre au héros qui l'affronte.",
                "Match each monster with the hero who faces it.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le Minotaure", "the Minotaur"],
                    ["Thésée", "Theseus"],
                    [
                        "Quel héros affronte le Minotaure ?",
                        "Which hero faces the Minotaur?",
                    ],
                    [
                        "Quel monstre Thésée affronte-t-il ?",
                        "Which monster does Theseus face?",
                    ],
                ),
                pair(
                    ["Méduse", "Medusa"],
                    ["Persée", "Perseus"],
                    ["Quel héros affronte Méduse ?", "Which hero faces Medusa?"],
                    [
                        "Quel monstre Persée affronte-t-il ?",
                        "Which monster does Perseus face?",
                    ],
                ),
                pair(
                    ["le cyclope Polyphème", "the Cyclops Polyphemus"],
                    ["Ulysse", "Odysseus"],
                    [
                        "Quel héros affronte le cyclope Polyphème ?",
                        "Which hero faces the Cyclops Polyphemus?",
                    ],
                    [
                        "Quel monstre Ulysse affronte-t-il dans une caverne ?",
                        "Which monster does Odysseus face in a cave?",
                    ],
                ),
                pair(
                    ["l'hydre de Lerne", "the Lernaean Hydra"],
                    ["Héraclès", "Heracles"],
                    [
                        "Quel héros affronte l'hydre de Lerne ?",
                        "Which hero faces the Lernaean Hydra?",
                    ],
                    [
                        "Quel serpent à plusieurs têtes Héraclès affronte-t-il ?",
                        "Which many-headed serpent does Heracles face?",
                    ],
                ),
                pair(
                    ["le Sphinx", "the Sphinx"],
                    ["Œdipe", "Oedipus"],
                    [
                        "Quel héros résout l'énigme du Sphinx ?",
                        "Which hero solves the riddle of the Sphinx?",
                    ],
                    [
                        "Quel monstre Œdipe affronte-t-il en résolvant son énigme ?",
                        "Which monster does Oedipus face by solving its riddle?",
                    ],
                ),
                pair(
                    ["la Chimère", "the Chimera"],
                    ["Bellérophon", "Bellerophon"],
                    [
                        "Quel héros affronte la Chimère ?",
                        "Which hero faces the Chimera?",
                    ],
                    [
                        "Quel monstre Bellérophon affronte-t-il ?",
                        "Which monster does Bellerophon face?",
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
                by!("l'Odyssée", "the Odyssey", "Homère", "Homer", "il"),
                by!(
                    "les Métamorphoses",
                    "the Metamorphoses",
                    "Ovide",
                    "Ovid",
                    "il"
                ),
                by!(
                    "Le Petit Poucet",
                    "Little Thumb",
                    "Charles Perrault",
                    "Charles Perrault",
                    "il"
                ),
                by!(
                    "Frankenstein",
                    "Frankenstein",
                    "Mary Shelley",
                    "Mary Shelley",
                    "elle"
                ),
                by!(
                    "Le Hobbit",
                    "The Hobbit",
                    "J. R. R. Tolkien",
                    "J. R. R. Tolkien",
                    "il"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les monstres de la mythologie grecque",
            "The monsters of Greek mythology",
        ],
        which: [
            "Parmi ces monstres, lesquels viennent de la mythologie grecque ?",
            "Which of these monsters come from Greek mythology?",
        ],
        which_not: [
            "Parmi ces monstres, lesquels ne viennent pas de la mythologie grecque ?",
            "Which of these monsters do not come from Greek mythology?",
        ],
        members: &[
            ["le Minotaure", "the Minotaur"],
            ["Méduse", "Medusa"],
            ["le cyclope Polyphème", "the Cyclops Polyphemus"],
            ["l'hydre de Lerne", "the Lernaean Hydra"],
        ],
        others: &[
            ["l'ogre du Petit Poucet", "the ogre in Little Thumb"],
            ["la créature de Frankenstein", "Frankenstein's creature"],
            [
                "le dragon Smaug du Hobbit",
                "the dragon Smaug in The Hobbit",
            ],
            [
                "la Bête de La Belle et la Bête",
                "the Beast in Beauty and the Beast",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Des monstres à travers les siècles",
            "Monsters through the centuries",
        ],
        order: [
            "Range ces œuvres de la plus ancienne à la plus récente.",
            "Put these works in order from the oldest to the most recent.",
        ],
        backward: [
            "Range ces œuvres de la plus récente à la plus ancienne.",
            "Put these works in order from the most recent to the oldest.",
        ],
        next: [
            "Dans l'ordre chronologique, quelle œuvre vient juste après « {} » ?",
            "In chronological order, which work comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : l'œuvre « {a} » est plus ancienne que l'œuvre « {b} ».",
            "True or false: the work “{a}” is older than the work “{b}”.",
        ],
        steps: &[
            ["l'Odyssée d'Homère", "Homer's Odyssey"],
            ["les Métamorphoses d'Ovide", "Ovid's Metamorphoses"],
            ["les Contes de Perrault", "Perrault's Tales"],
            [
                "La Belle et la Bête de Mme Leprince de Beaumont",
                "Beauty and the Beast by Madame Leprince de Beaumont",
            ],
            [
                "Frankenstein de Mary Shelley",
                "Mary Shelley's Frankenstein",
            ],
            ["Le Hobbit de Tolkien", "Tolkien's The Hobbit"],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année paraissent les Contes de Perrault ?",
                "In which year were Perrault's Tales published?",
            ],
            [
                "la parution des Contes de Perrault",
                "the publication of Perrault's Tales",
            ],
            1697.0,
        ),
        year(
            [
                "En quelle année paraît Frankenstein de Mary Shelley ?",
                "In which year was Mary Shelley's Frankenstein published?",
            ],
            [
                "la parution de Frankenstein",
                "the publication of Frankenstein",
            ],
            1818.0,
        ),
        year(
            [
                "Combien de têtes Cerbère, le chien qui garde les Enfers, a-t-il ?",
                "How many heads does Cerberus, the dog guarding the Underworld, have?",
            ],
            [
                "le nombre de têtes de Cerbère",
                "the number of heads of Cerberus",
            ],
            3.0,
        ),
    ],
    diagrams: &[],
};

/// Récits de création ; création poétique.
pub(crate) static CREATION: Bank = Bank {
    chapter: "francais-6e-recits-de-creation",
    title: ["Récits de création", "Creation stories"],
    relations: &[
        Relation {
            name: [
                "Les récits des origines et leurs peuples",
                "The stories of origins and their peoples",
            ],
            matching: [
                "Associe chaque récit des origines au peuple qui l'a transmis.",
                "Match each story of origins with the people who handed it down.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la Genèse", "Genesis"],
                    ["les Hébreux", "the Hebrews"],
                    [
                        "Quel peuple a transmis la Genèse, le premier livre de la Bible ?",
                        "Which people handed down Genesis, the first book of the Bible?",
                    ],
                    [
                        "Quel récit des origines les Hébreux ont-ils transmis ?",
                        "Which story of origins did the Hebrews hand down?",
                    ],
                ),
                pair(
                    ["la Théogonie d'Hésiode", "Hesiod's Theogony"],
                    ["les Grecs de l'Antiquité", "the ancient Greeks"],
                    [
                        "Quel peuple a transmis la Théogonie d'Hésiode ?",
                        "Which people handed down Hesiod's Theogony?",
                    ],
                    [
                        "Quel récit des origines les Grecs de l'Antiquité ont-ils transmis ?",
                        "Which story of origins did the ancient Greeks hand down?",
                    ],
                ),
                pair(
                    ["les Métamorphoses d'Ovide", "Ovid's Metamorphoses"],
                    ["les Romains de l'Antiquité", "the ancient Romans"],
                    [
                        "Quel peuple a transmis les Métamorphoses d'Ovide ?",
                        "Which people handed down Ovid's Metamorphoses?",
                    ],
                    [
                        "Quel récit des origines les Romains de l'Antiquité ont-ils transmis ?",
                        "Which story of origins did the ancient Romans hand down?",
                    ],
                ),
                pair(
                    ["le Popol Vuh", "the Popol Vuh"],
                    ["les Mayas", "the Maya"],
                    [
                        "Quel peuple a transmis le Popol Vuh ?",
                        "Which people handed down the Popol Vuh?",
                    ],
                    [
                        "Quel récit des origines les Mayas ont-ils transmis ?",
                        "Which story of origins did the Maya hand down?",
                    ],
                ),
                pair(
                    ["l'Épopée de Gilgamesh", "the Epic of Gilgamesh"],
                    ["les peuples de Mésopotamie", "the peoples of Mesopotamia"],
                    [
                        "Quels peuples ont transmis l'Épopée de Gilgamesh ?",
                        "Which peoples handed down the Epic of Gilgamesh?",
                    ],
                    [
                        "Quel récit les peuples de Mésopotamie ont-ils transmis ?",
                        "Which story did the peoples of Mesopotamia hand down?",
                    ],
                ),
                pair(
                    ["l'Edda", "the Edda"],
                    ["les peuples scandinaves", "the Scandinavian peoples"],
                    [
                        "Quels peuples ont transmis les mythes de l'Edda ?",
                        "Which peoples handed down the myths of the Edda?",
                    ],
                    [
                        "Quel recueil de mythes les peuples scandinaves ont-ils transmis ?",
                        "Which collection of myths did the Scandinavian peoples hand down?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les mots des récits de création",
                "The words of creation stories",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                term!(
                    "un mythe",
                    "a myth",
                    "Qu'est-ce qu'un mythe ?",
                    "What is a myth?",
                    "un récit très ancien, d'abord transmis oralement, qui explique l'origine du monde par l'action des dieux et des héros",
                    "a very old story, first handed down orally, that explains the origin of the world through the deeds of gods and heroes"
                ),
                term!(
                    "le polythéisme",
                    "polytheism",
                    "Qu'est-ce que le polythéisme ?",
                    "What is polytheism?",
                    "la croyance en plusieurs dieux",
                    "the belief in several gods"
                ),
                term!(
                    "le monothéisme",
                    "monotheism",
                    "Qu'est-ce que le monothéisme ?",
                    "What is monotheism?",
                    "la croyance en un dieu unique",
                    "the belief in a single god"
                ),
                term!(
                    "une métamorphose",
                    "a metamorphosis",
                    "Qu'est-ce qu'une métamorphose ?",
                    "What is a metamorphosis?",
                    "la transformation d'un être en un autre être ou en une chose",
                    "the transformation of a being into another being or into a thing"
                ),
                term!(
                    "un calligramme",
                    "a calligram",
                    "Qu'est-ce qu'un calligramme ?",
                    "What is a calligram?",
                    "un poème dont les mots dessinent ce dont il parle",
                    "a poem whose words draw what it speaks of"
                ),
                term!(
                    "un haïku",
                    "a haiku",
                    "Qu'est-ce qu'un haïku ?",
                    "What is a haiku?",
                    "un court poème japonais de trois vers de cinq, sept et cinq syllabes",
                    "a short Japanese poem of three lines of five, seven and five syllables"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les récits du déluge", "The flood stories"],
        which: [
            "Parmi ces récits, lesquels racontent un déluge ?",
            "Which of these stories tell of a flood?",
        ],
        which_not: [
            "Parmi ces récits, lesquels ne racontent pas de déluge ?",
            "Which of these stories do not tell of a flood?",
        ],
        members: &[
            ["la Genèse", "Genesis"],
            ["les Métamorphoses d'Ovide", "Ovid's Metamorphoses"],
            ["l'Épopée de Gilgamesh", "the Epic of Gilgamesh"],
        ],
        others: &[
            ["l'Odyssée d'Homère", "Homer's Odyssey"],
            ["le Roman de Renart", "the Romance of Reynard"],
            ["les Fables de La Fontaine", "La Fontaine's Fables"],
            [
                "Le Petit Prince de Saint-Exupéry",
                "Saint-Exupéry's The Little Prince",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La création du monde dans la Genèse",
            "The creation of the world in Genesis",
        ],
        order: [
            "Range dans l'ordre ce que Dieu crée, jour après jour, dans le premier récit de la Genèse.",
            "Put in order what God creates, day after day, in the first account of Genesis.",
        ],
        backward: [
            "Range ce que Dieu crée dans le premier récit de la Genèse, du dernier jour au premier.",
            "Put what God creates in the first account of Genesis in order, from the last day to the first.",
        ],
        next: [
            "Dans le premier récit de la Genèse, que crée Dieu le jour qui suit celui où il crée « {} » ?",
            "In the first account of Genesis, what does God create on the day after he creates “{}”?",
        ],
        before: [
            "Vrai ou faux : dans le premier récit de la Genèse, Dieu crée « {a} » avant « {b} ».",
            "True or false: in the first account of Genesis, God creates “{a}” before “{b}”.",
        ],
        steps: &[
            ["la lumière", "light"],
            [
                "le firmament, c'est-à-dire le ciel",
                "the firmament, that is the sky",
            ],
            [
                "la terre ferme, les mers et les plantes",
                "dry land, the seas and plants",
            ],
            [
                "le soleil, la lune et les étoiles",
                "the sun, the moon and the stars",
            ],
            ["les poissons et les oiseaux", "fish and birds"],
            [
                "les animaux de la terre et l'être humain",
                "land animals and human beings",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "Selon la Genèse, en combien de jours Dieu crée-t-il le monde avant de se reposer ?",
                "According to Genesis, in how many days does God create the world before resting?",
            ],
            [
                "les jours de la création dans la Genèse",
                "the days of creation in Genesis",
            ],
            6.0,
        ),
        year(
            [
                "Combien de syllabes compte un haïku ?",
                "How many syllables does a haiku have?",
            ],
            [
                "le nombre de syllabes d'un haïku",
                "the number of syllables of a haiku",
            ],
            17.0,
        ),
        year(
            [
                "Combien de livres comptent les Métamorphoses d'Ovide ?",
                "How many books do Ovid's Metamorphoses have?",
            ],
            [
                "le nombre de livres des Métamorphoses",
                "the number of books of the Metamorphoses",
            ],
            15.0,
        ),
        year(
            [
                "En quelle année paraissent les Calligrammes d'Apollinaire ?",
                "In which year were Apollinaire's Calligrammes published?",
            ],
            [
                "la parution des Calligrammes",
                "the publication of the Calligrammes",
            ],
            1918.0,
        ),
    ],
    diagrams: &[],
};

/// Résister au plus fort : ruses, mensonges et masques.
pub(crate) static RESISTER: Bank = Bank {
    chapter: "francais-6e-resister-au-plus-fort",
    title: ["Résister au plus fort", "Standing up to the strongest"],
    relations: &[
        Relation {
            name: [
                "Les fables de La Fontaine et leur morale",
                "La Fontaine's fables and their morals",
            ],
            matching: [
                "Associe chaque fable de La Fontaine à sa morale.",
                "Match each of La Fontaine's fables with its moral.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Le Corbeau et le Renard", "The Crow and the Fox"],
                    [
                        "Tout flatteur vit aux dépens de celui qui l'écoute.",
                        "Every flatterer lives at the expense of whoever listens to him.",
                    ],
                    [
                        "Quelle est la morale de la fable Le Corbeau et le Renard ?",
                        "What is the moral of the fable The Crow and the Fox?",
                    ],
                    [
                        "Quelle fable de La Fontaine a pour morale : Tout flatteur vit aux dépens de celui qui l'écoute ?",
                        "Which of La Fontaine's fables has the moral: Every flatterer lives at the expense of whoever listens to him?",
                    ],
                ),
                pair(
                    ["Le Loup et l'Agneau", "The Wolf and the Lamb"],
                    [
                        "La raison du plus fort est toujours la meilleure.",
                        "The reason of the strongest is always the best.",
                    ],
                    [
                        "Quelle est la morale de la fable Le Loup et l'Agneau ?",
                        "What is the moral of the fable The Wolf and the Lamb?",
                    ],
                    [
                        "Quelle fable de La Fontaine a pour morale : La raison du plus fort est toujours la meilleure ?",
                        "Which of La Fontaine's fables has the moral: The reason of the strongest is always the best?",
                    ],
                ),
                pair(
                    ["Le Lièvre et la Tortue", "The Hare and the Tortoise"],
                    [
                        "Rien ne sert de courir ; il faut partir à point.",
                        "There is no use running; one must set off in time.",
                    ],
                    [
                        "Quelle est la morale de la fable Le Lièvre et la Tortue ?",
                        "What is the moral of the fable The Hare and the Tortoise?",
                    ],
                    [
                        "Quelle fable de La Fontaine a pour morale : Rien ne sert de courir ; il faut partir à point ?",
                        "Which of La Fontaine's fables has the moral: There is no use running; one must set off in time?",
                    ],
                ),
                pair(
                    ["Le Lion et le Rat", "The Lion and the Rat"],
                    [
                        "On a souvent besoin d'un plus petit que soi.",
                        "We often need someone smaller than ourselves.",
                    ],
                    [
                        "Quelle est la morale de la fable Le Lion et le Rat ?",
                        "What is the moral of the fable The Lion and the Rat?",
                    ],
                    [
                        "Quelle fable de La Fontaine a pour morale : On a souvent besoin d'un plus petit que soi ?",
                        "Which of La Fontaine's fables has the moral: We often need someone smaller than ourselves?",
                    ],
                ),
                pair(
                    ["Le Renard et la Cigogne", "The Fox and the Stork"],
                    [
                        "Trompeurs, c'est pour vous que j'écris : attendez-vous à la pareille.",
                        "Deceivers, it is for you that I write: expect the same in return.",
                    ],
                    [
                        "Quelle est la morale de la fable Le Renard et la Cigogne ?",
                        "What is the moral of the fable The Fox and the Stork?",
                    ],
                    [
                        "Quelle fable de La Fontaine a pour morale : Trompeurs, c'est pour vous que j'écris ?",
                        "Which of La Fontaine's fables has the moral: Deceivers, it is for you that I write?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les rusés et leurs œuvres",
                "The tricksters and their works",
            ],
            matching: [
                "Associe chaque personnage à l'œuvre où il apparaît.",
                "Match each character with the work in which they appear.",
            ],
            typed: true,
            pairs: &[
                cast!(
                    "Renart",
                    "Reynard",
                    "le Roman de Renart",
                    "the Romance of Reynard",
                    "il"
                ),
                cast!(
                    "Ysengrin",
                    "Isengrim",
                    "le Roman de Renart",
                    "the Romance of Reynard",
                    "il"
                ),
                cast!(
                    "Scapin",
                    "Scapin",
                    "Les Fourberies de Scapin",
                    "The Impostures of Scapin",
                    "il"
                ),
                cast!(
                    "Maître Pathelin",
                    "Master Pathelin",
                    "La Farce de Maître Pathelin",
                    "The Farce of Master Pathelin",
                    "il"
                ),
                cast!("Ulysse", "Odysseus", "l'Odyssée", "the Odyssey", "il"),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les pièces de théâtre", "Plays"],
        which: [
            "Parmi ces œuvres, lesquelles sont des pièces de théâtre ?",
            "Which of these works are plays?",
        ],
        which_not: [
            "Parmi ces œuvres, lesquelles ne sont pas des pièces de théâtre ?",
            "Which of these works are not plays?",
        ],
        members: &[
            ["Les Fourberies de Scapin", "The Impostures of Scapin"],
            [
                "La Farce de Maître Pathelin",
                "The Farce of Master Pathelin",
            ],
            ["Le Médecin malgré lui", "The Doctor in Spite of Himself"],
        ],
        others: &[
            ["le Roman de Renart", "the Romance of Reynard"],
            ["les Fables de La Fontaine", "La Fontaine's Fables"],
            ["l'Odyssée", "the Odyssey"],
            ["les Contes de Perrault", "Perrault's Tales"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Des ruses à travers les siècles",
            "Tricks through the centuries",
        ],
        order: [
            "Range ces œuvres de la plus ancienne à la plus récente.",
            "Put these works in order from the oldest to the most recent.",
        ],
        backward: [
            "Range ces œuvres de la plus récente à la plus ancienne.",
            "Put these works in order from the most recent to the oldest.",
        ],
        next: [
            "Dans l'ordre chronologique, quelle œuvre vient juste après « {} » ?",
            "In chronological order, which work comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : l'œuvre « {a} » est plus ancienne que l'œuvre « {b} ».",
            "True or false: the work “{a}” is older than the work “{b}”.",
        ],
        steps: &[
            ["l'Odyssée d'Homère", "Homer's Odyssey"],
            ["les fables d'Ésope", "Aesop's fables"],
            ["le Roman de Renart", "the Romance of Reynard"],
            [
                "La Farce de Maître Pathelin",
                "The Farce of Master Pathelin",
            ],
            [
                "le premier recueil des Fables de La Fontaine",
                "the first collection of La Fontaine's Fables",
            ],
            [
                "Les Fourberies de Scapin de Molière",
                "Molière's The Impostures of Scapin",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année paraît le premier recueil des Fables de La Fontaine ?",
                "In which year was the first collection of La Fontaine's Fables published?",
            ],
            [
                "la parution du premier recueil des Fables",
                "the publication of the first collection of the Fables",
            ],
            1668.0,
        ),
        year(
            [
                "En quelle année Molière fait-il jouer Les Fourberies de Scapin ?",
                "In which year did Molière stage The Impostures of Scapin?",
            ],
            [
                "la création des Fourberies de Scapin",
                "the first performance of The Impostures of Scapin",
            ],
            1671.0,
        ),
        year(
            [
                "En combien de livres les Fables de La Fontaine sont-elles réparties ?",
                "Into how many books are La Fontaine's Fables divided?",
            ],
            [
                "le nombre de livres des Fables",
                "the number of books of the Fables",
            ],
            12.0,
        ),
    ],
    diagrams: &[],
};
