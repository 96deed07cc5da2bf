//! Physique-chimie 2de, the knowledge chapters (programme de seconde, BO spécial n° 1 du
//! 22 janvier 2019) as fact banks: the atom, amounts of substance, chemical, physical and
//! nuclear changes, forces, sound, light and lenses.

use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Number, Relation, Sequence, pair};

/// The chapters of this file, in catalog order (the catalog's mode is the index).
pub(crate) static BANKS: &[&Bank] = &[
    &ATOME, &MATIERE, &TRANSFO, &NUCLEAIRE, &FORCES, &SON, &LUMIERE,
];

/// The family of these banks.
pub(crate) static FAMILY: Family = bank::family!("physique-chimie", BANKS);

/// Modélisation de l'atome et tableau périodique.
pub(crate) static ATOME: Bank = Bank {
    chapter: "physique-chimie-2de-modelisation-de-l-atome",
    title: [
        "Modélisation de l'atome et tableau périodique",
        "Modelling the atom and the periodic table",
    ],
    relations: &[
        Relation {
            name: ["Le vocabulaire de l'atome", "The words of the atom"],
            matching: [
                "Associe chaque terme à sa définition.",
                "Match each term with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un nucléon", "a nucleon"],
                    [
                        "une particule du noyau : un proton ou un neutron",
                        "a particle of the nucleus: a proton or a neutron",
                    ],
                    ["Qu'est-ce qu'un nucléon ?", "What is a nucleon?"],
                    [
                        "Comment appelle-t-on une particule du noyau, proton ou neutron ?",
                        "What is a particle of the nucleus, a proton or a neutron, called?",
                    ],
                ),
                pair(
                    ["le numéro atomique", "the atomic number"],
                    [
                        "le nombre de protons du noyau, noté Z",
                        "the number of protons in the nucleus, written Z",
                    ],
                    [
                        "Qu'est-ce que le numéro atomique d'un atome ?",
                        "What is the atomic number of an atom?",
                    ],
                    [
                        "Comment appelle-t-on le nombre de protons du noyau, noté Z ?",
                        "What is the number of protons in the nucleus, written Z, called?",
                    ],
                ),
                pair(
                    ["le nombre de masse", "the mass number"],
                    [
                        "le nombre de nucléons du noyau, noté A",
                        "the number of nucleons in the nucleus, written A",
                    ],
                    [
                        "Qu'est-ce que le nombre de masse d'un noyau ?",
                        "What is the mass number of a nucleus?",
                    ],
                    [
                        "Comment appelle-t-on le nombre de nucléons du noyau, noté A ?",
                        "What is the number of nucleons in the nucleus, written A, called?",
                    ],
                ),
                pair(
                    ["des isotopes", "isotopes"],
                    [
                        "des atomes de même numéro atomique Z mais de nombres de neutrons différents",
                        "atoms with the same atomic number Z but different numbers of neutrons",
                    ],
                    ["Que sont des isotopes ?", "What are isotopes?"],
                    [
                        "Comment appelle-t-on des atomes de même numéro atomique Z mais de nombres de neutrons différents ?",
                        "What are atoms with the same atomic number Z but different numbers of neutrons called?",
                    ],
                ),
                pair(
                    ["le cortège électronique", "the electron cloud"],
                    [
                        "l'ensemble des électrons d'un atome, répartis en couches et en sous-couches",
                        "all the electrons of an atom, arranged in shells and subshells",
                    ],
                    [
                        "Qu'est-ce que le cortège électronique d'un atome ?",
                        "What is the electron cloud of an atom?",
                    ],
                    [
                        "Comment appelle-t-on l'ensemble des électrons d'un atome, répartis en couches et en sous-couches ?",
                        "What are all the electrons of an atom, arranged in shells and subshells, called?",
                    ],
                ),
                pair(
                    ["les électrons de valence", "the valence electrons"],
                    [
                        "les électrons de la dernière couche occupée d'un atome",
                        "the electrons of the outermost occupied shell of an atom",
                    ],
                    [
                        "Que sont les électrons de valence d'un atome ?",
                        "What are the valence electrons of an atom?",
                    ],
                    [
                        "Comment appelle-t-on les électrons de la dernière couche occupée d'un atome ?",
                        "What are the electrons of the outermost occupied shell of an atom called?",
                    ],
                ),
                pair(
                    ["un élément chimique", "a chemical element"],
                    [
                        "l'ensemble des atomes et des ions qui ont le même numéro atomique Z",
                        "all the atoms and ions that have the same atomic number Z",
                    ],
                    [
                        "Qu'est-ce qu'un élément chimique ?",
                        "What is a chemical element?",
                    ],
                    [
                        "Comment appelle-t-on l'ensemble des atomes et des ions qui ont le même numéro atomique Z ?",
                        "What are all the atoms and ions that have the same atomic number Z called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les configurations électroniques",
                "Electron configurations",
            ],
            matching: [
                "Associe chaque atome à sa configuration électronique.",
                "Match each atom with its electron configuration.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["l'hélium (Z = 2)", "helium (Z = 2)"],
                    ["1s²", "1s²"],
                    [
                        "Quelle est la configuration électronique de l'atome d'hélium (Z = 2) ?",
                        "What is the electron configuration of the helium atom (Z = 2)?",
                    ],
                    [
                        "Quel atome a pour configuration électronique 1s² ?",
                        "Which atom has the electron configuration 1s²?",
                    ],
                ),
                pair(
                    ["le carbone (Z = 6)", "carbon (Z = 6)"],
                    ["1s² 2s² 2p²", "1s² 2s² 2p²"],
                    [
                        "Quelle est la configuration électronique de l'atome de carbone (Z = 6) ?",
                        "What is the electron configuration of the carbon atom (Z = 6)?",
                    ],
                    [
                        "Quel atome a pour configuration électronique 1s² 2s² 2p² ?",
                        "Which atom has the electron configuration 1s² 2s² 2p²?",
                    ],
                ),
                pair(
                    ["l'azote (Z = 7)", "nitrogen (Z = 7)"],
                    ["1s² 2s² 2p³", "1s² 2s² 2p³"],
                    [
                        "Quelle est la configuration électronique de l'atome d'azote (Z = 7) ?",
                        "What is the electron configuration of the nitrogen atom (Z = 7)?",
                    ],
                    [
                        "Quel atome a pour configuration électronique 1s² 2s² 2p³ ?",
                        "Which atom has the electron configuration 1s² 2s² 2p³?",
                    ],
                ),
                pair(
                    ["l'oxygène (Z = 8)", "oxygen (Z = 8)"],
                    ["1s² 2s² 2p⁴", "1s² 2s² 2p⁴"],
                    [
                        "Quelle est la configuration électronique de l'atome d'oxygène (Z = 8) ?",
                        "What is the electron configuration of the oxygen atom (Z = 8)?",
                    ],
                    [
                        "Quel atome a pour configuration électronique 1s² 2s² 2p⁴ ?",
                        "Which atom has the electron configuration 1s² 2s² 2p⁴?",
                    ],
                ),
                pair(
                    ["le néon (Z = 10)", "neon (Z = 10)"],
                    ["1s² 2s² 2p⁶", "1s² 2s² 2p⁶"],
                    [
                        "Quelle est la configuration électronique de l'atome de néon (Z = 10) ?",
                        "What is the electron configuration of the neon atom (Z = 10)?",
                    ],
                    [
                        "Quel atome a pour configuration électronique 1s² 2s² 2p⁶ ?",
                        "Which atom has the electron configuration 1s² 2s² 2p⁶?",
                    ],
                ),
                pair(
                    ["le sodium (Z = 11)", "sodium (Z = 11)"],
                    ["1s² 2s² 2p⁶ 3s¹", "1s² 2s² 2p⁶ 3s¹"],
                    [
                        "Quelle est la configuration électronique de l'atome de sodium (Z = 11) ?",
                        "What is the electron configuration of the sodium atom (Z = 11)?",
                    ],
                    [
                        "Quel atome a pour configuration électronique 1s² 2s² 2p⁶ 3s¹ ?",
                        "Which atom has the electron configuration 1s² 2s² 2p⁶ 3s¹?",
                    ],
                ),
                pair(
                    ["le chlore (Z = 17)", "chlorine (Z = 17)"],
                    ["1s² 2s² 2p⁶ 3s² 3p⁵", "1s² 2s² 2p⁶ 3s² 3p⁵"],
                    [
                        "Quelle est la configuration électronique de l'atome de chlore (Z = 17) ?",
                        "What is the electron configuration of the chlorine atom (Z = 17)?",
                    ],
                    [
                        "Quel atome a pour configuration électronique 1s² 2s² 2p⁶ 3s² 3p⁵ ?",
                        "Which atom has the electron configuration 1s² 2s² 2p⁶ 3s² 3p⁵?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["La famille des gaz nobles", "The noble gas family"],
            which: [
                "Parmi ces éléments, lesquels appartiennent à la famille des gaz nobles ?",
                "Which of these elements belong to the noble gas family?",
            ],
            which_not: [
                "Parmi ces éléments, lesquels n'appartiennent pas à la famille des gaz nobles ?",
                "Which of these elements do not belong to the noble gas family?",
            ],
            members: &[
                ["l'hélium", "helium"],
                ["le néon", "neon"],
                ["l'argon", "argon"],
            ],
            others: &[
                ["l'oxygène", "oxygen"],
                ["le sodium", "sodium"],
                ["le chlore", "chlorine"],
                ["le carbone", "carbon"],
            ],
        },
        Group {
            name: ["La famille des halogènes", "The halogen family"],
            which: [
                "Parmi ces éléments, lesquels appartiennent à la famille des halogènes ?",
                "Which of these elements belong to the halogen family?",
            ],
            which_not: [
                "Parmi ces éléments, lesquels n'appartiennent pas à la famille des halogènes ?",
                "Which of these elements do not belong to the halogen family?",
            ],
            members: &[
                ["le fluor", "fluorine"],
                ["le chlore", "chlorine"],
                ["le brome", "bromine"],
                ["l'iode", "iodine"],
            ],
            others: &[
                ["le néon", "neon"],
                ["le lithium", "lithium"],
                ["le magnésium", "magnesium"],
                ["l'azote", "nitrogen"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "L'histoire du modèle de l'atome",
            "The history of the model of the atom",
        ],
        order: [
            "Range ces étapes de l'histoire du modèle de l'atome dans l'ordre chronologique.",
            "Put these steps in the history of the model of the atom in chronological order.",
        ],
        backward: [
            "Range ces étapes de l'histoire du modèle de l'atome de la plus récente à la plus ancienne.",
            "Put these steps in the history of the model of the atom in order from the most recent to the oldest.",
        ],
        next: [
            "Dans l'histoire du modèle de l'atome, quelle étape vient juste après celle-ci : « {} » ?",
            "In the history of the model of the atom, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans l'histoire du modèle de l'atome, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: in the history of the model of the atom, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "Thomson découvre l'électron, une particule chargée négativement",
                "Thomson discovers the electron, a negatively charged particle",
            ],
            [
                "Rutherford montre que l'atome est presque vide, avec un noyau minuscule chargé positivement",
                "Rutherford shows that the atom is mostly empty, with a tiny positively charged nucleus",
            ],
            [
                "Bohr place les électrons sur des orbites correspondant à des niveaux d'énergie définis",
                "Bohr puts the electrons on orbits matching definite energy levels",
            ],
            [
                "Chadwick découvre le neutron, particule neutre du noyau",
                "Chadwick discovers the neutron, the neutral particle of the nucleus",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Combien de neutrons le noyau de carbone 14, de numéro atomique Z = 6 et de nombre de masse A = 14, contient-il ?",
                "How many neutrons does the carbon-14 nucleus, with atomic number Z = 6 and mass number A = 14, contain?",
            ],
            about: [
                "les neutrons du noyau de carbone 14",
                "the neutrons of the carbon-14 nucleus",
            ],
            value: 8.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien d'électrons de valence l'atome de chlore, de configuration 1s² 2s² 2p⁶ 3s² 3p⁵, possède-t-il ?",
                "How many valence electrons does the chlorine atom, with configuration 1s² 2s² 2p⁶ 3s² 3p⁵, have?",
            ],
            about: [
                "les électrons de valence du chlore",
                "the valence electrons of chlorine",
            ],
            value: 7.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Dans quelle période (ligne) du tableau périodique se trouve l'élément de configuration 1s² 2s² 2p⁶ 3s² 3p⁵ ?",
                "In which period (row) of the periodic table is the element with configuration 1s² 2s² 2p⁶ 3s² 3p⁵?",
            ],
            about: ["la période du chlore", "the period of chlorine"],
            value: 3.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Le sodium a pour numéro atomique Z = 11. Combien d'électrons l'ion sodium Na⁺ possède-t-il ?",
                "Sodium has the atomic number Z = 11. How many electrons does the sodium ion Na⁺ have?",
            ],
            about: ["les électrons de l'ion Na⁺", "the electrons of the Na⁺ ion"],
            value: 10.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de nucléons le noyau d'uranium 235 contient-il ?",
                "How many nucleons does the uranium-235 nucleus contain?",
            ],
            about: [
                "les nucléons de l'uranium 235",
                "the nucleons of uranium 235",
            ],
            value: 235.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Entités chimiques et quantité de matière.
pub(crate) static MATIERE: Bank = Bank {
    chapter: "physique-chimie-2de-quantite-de-matiere",
    title: [
        "Entités chimiques et quantité de matière",
        "Chemical entities and amount of substance",
    ],
    relations: &[
        Relation {
            name: [
                "Le vocabulaire des entités et de la mole",
                "The words of entities and the mole",
            ],
            matching: [
                "Associe chaque terme à sa définition.",
                "Match each term with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une molécule", "a molecule"],
                    [
                        "un assemblage d'atomes liés entre eux, électriquement neutre",
                        "a group of atoms bonded together, electrically neutral",
                    ],
                    ["Qu'est-ce qu'une molécule ?", "What is a molecule?"],
                    [
                        "Comment appelle-t-on un assemblage d'atomes liés entre eux, électriquement neutre ?",
                        "What is a group of atoms bonded together, electrically neutral, called?",
                    ],
                ),
                pair(
                    ["un anion", "an anion"],
                    ["un ion chargé négativement", "a negatively charged ion"],
                    ["Qu'est-ce qu'un anion ?", "What is an anion?"],
                    [
                        "Comment appelle-t-on un ion chargé négativement ?",
                        "What is a negatively charged ion called?",
                    ],
                ),
                pair(
                    ["un cation", "a cation"],
                    ["un ion chargé positivement", "a positively charged ion"],
                    ["Qu'est-ce qu'un cation ?", "What is a cation?"],
                    [
                        "Comment appelle-t-on un ion chargé positivement ?",
                        "What is a positively charged ion called?",
                    ],
                ),
                pair(
                    ["une espèce chimique", "a chemical species"],
                    [
                        "un ensemble d'entités chimiques identiques",
                        "a collection of identical chemical entities",
                    ],
                    [
                        "Qu'est-ce qu'une espèce chimique ?",
                        "What is a chemical species?",
                    ],
                    [
                        "Comment appelle-t-on un ensemble d'entités chimiques identiques ?",
                        "What is a collection of identical chemical entities called?",
                    ],
                ),
                pair(
                    ["la mole", "the mole"],
                    [
                        "l'unité de la quantité de matière dans le Système international",
                        "the unit of amount of substance in the International System",
                    ],
                    ["Qu'est-ce que la mole ?", "What is the mole?"],
                    [
                        "Comment appelle-t-on l'unité de la quantité de matière dans le Système international ?",
                        "What is the unit of amount of substance in the International System called?",
                    ],
                ),
                pair(
                    ["la constante d'Avogadro", "the Avogadro constant"],
                    [
                        "le nombre d'entités dans une mole, N_A = 6,02 × 10²³ mol⁻¹",
                        "the number of entities in one mole, N_A = 6.02 × 10²³ mol⁻¹",
                    ],
                    [
                        "Qu'est-ce que la constante d'Avogadro ?",
                        "What is the Avogadro constant?",
                    ],
                    [
                        "Comment appelle-t-on le nombre d'entités dans une mole, N_A = 6,02 × 10²³ mol⁻¹ ?",
                        "What is the number of entities in one mole, N_A = 6.02 × 10²³ mol⁻¹, called?",
                    ],
                ),
                pair(
                    ["la quantité de matière", "the amount of substance"],
                    [
                        "le nombre de moles d'entités d'un échantillon, n = N / N_A",
                        "the number of moles of entities in a sample, n = N / N_A",
                    ],
                    [
                        "Qu'est-ce que la quantité de matière d'un échantillon ?",
                        "What is the amount of substance of a sample?",
                    ],
                    [
                        "Comment appelle-t-on le nombre de moles d'entités d'un échantillon, n = N / N_A ?",
                        "What is the number of moles of entities in a sample, n = N / N_A, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les formules des entités", "The formulas of entities"],
            matching: [
                "Associe chaque entité à sa formule.",
                "Match each entity with its formula.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la molécule de méthane", "the methane molecule"],
                    ["CH₄", "CH₄"],
                    [
                        "Quelle est la formule de la molécule de méthane ?",
                        "What is the formula of the methane molecule?",
                    ],
                    [
                        "Quelle entité a pour formule CH₄ ?",
                        "Which entity has the formula CH₄?",
                    ],
                ),
                pair(
                    [
                        "la molécule de dioxyde de carbone",
                        "the carbon dioxide molecule",
                    ],
                    ["CO₂", "CO₂"],
                    [
                        "Quelle est la formule de la molécule de dioxyde de carbone ?",
                        "What is the formula of the carbon dioxide molecule?",
                    ],
                    [
                        "Quelle entité a pour formule CO₂ ?",
                        "Which entity has the formula CO₂?",
                    ],
                ),
                pair(
                    ["la molécule de diazote", "the nitrogen molecule"],
                    ["N₂", "N₂"],
                    [
                        "Quelle est la formule de la molécule de diazote ?",
                        "What is the formula of the nitrogen molecule?",
                    ],
                    [
                        "Quelle entité a pour formule N₂ ?",
                        "Which entity has the formula N₂?",
                    ],
                ),
                pair(
                    ["l'ion hydroxyde", "the hydroxide ion"],
                    ["HO⁻", "HO⁻"],
                    [
                        "Quelle est la formule de l'ion hydroxyde ?",
                        "What is the formula of the hydroxide ion?",
                    ],
                    [
                        "Quelle entité a pour formule HO⁻ ?",
                        "Which entity has the formula HO⁻?",
                    ],
                ),
                pair(
                    ["l'ion sulfate", "the sulfate ion"],
                    ["SO₄²⁻", "SO₄²⁻"],
                    [
                        "Quelle est la formule de l'ion sulfate ?",
                        "What is the formula of the sulfate ion?",
                    ],
                    [
                        "Quelle entité a pour formule SO₄²⁻ ?",
                        "Which entity has the formula SO₄²⁻?",
                    ],
                ),
                pair(
                    ["l'ion ammonium", "the ammonium ion"],
                    ["NH₄⁺", "NH₄⁺"],
                    [
                        "Quelle est la formule de l'ion ammonium ?",
                        "What is the formula of the ammonium ion?",
                    ],
                    [
                        "Quelle entité a pour formule NH₄⁺ ?",
                        "Which entity has the formula NH₄⁺?",
                    ],
                ),
                pair(
                    ["la molécule de glucose", "the glucose molecule"],
                    ["C₆H₁₂O₆", "C₆H₁₂O₆"],
                    [
                        "Quelle est la formule de la molécule de glucose ?",
                        "What is the formula of the glucose molecule?",
                    ],
                    [
                        "Quelle entité a pour formule C₆H₁₂O₆ ?",
                        "Which entity has the formula C₆H₁₂O₆?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les anions", "Anions"],
        which: [
            "Parmi ces ions, lesquels sont des anions ?",
            "Which of these ions are anions?",
        ],
        which_not: [
            "Parmi ces ions, lesquels ne sont pas des anions ?",
            "Which of these ions are not anions?",
        ],
        members: &[
            ["l'ion chlorure Cl⁻", "the chloride ion Cl⁻"],
            ["l'ion hydroxyde HO⁻", "the hydroxide ion HO⁻"],
            ["l'ion sulfate SO₄²⁻", "the sulfate ion SO₄²⁻"],
            ["l'ion fluorure F⁻", "the fluoride ion F⁻"],
        ],
        others: &[
            ["l'ion sodium Na⁺", "the sodium ion Na⁺"],
            ["l'ion cuivre II Cu²⁺", "the copper(II) ion Cu²⁺"],
            ["l'ion ammonium NH₄⁺", "the ammonium ion NH₄⁺"],
            ["l'ion potassium K⁺", "the potassium ion K⁺"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Déterminer la quantité de matière d'un échantillon",
            "Finding the amount of substance in a sample",
        ],
        order: [
            "Range dans l'ordre les étapes pour déterminer la quantité de matière d'un échantillon de masse connue, de la première à la dernière.",
            "Put in order the steps for finding the amount of substance in a sample of known mass, from first to last.",
        ],
        backward: [
            "Range les étapes pour déterminer la quantité de matière d'un échantillon de la dernière à la première.",
            "Put the steps for finding the amount of substance in a sample in order from last to first.",
        ],
        next: [
            "Pour déterminer la quantité de matière d'un échantillon, quelle étape vient juste après celle-ci : « {} » ?",
            "To find the amount of substance in a sample, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : pour déterminer la quantité de matière d'un échantillon, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: to find the amount of substance in a sample, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "peser l'échantillon pour connaître sa masse m",
                "weigh the sample to know its mass m",
            ],
            [
                "calculer la masse d'une entité à partir de sa formule et de la masse des atomes",
                "work out the mass of one entity from its formula and the masses of the atoms",
            ],
            [
                "calculer le nombre d'entités N en divisant m par la masse d'une entité",
                "work out the number of entities N by dividing m by the mass of one entity",
            ],
            [
                "calculer la quantité de matière n en divisant N par la constante d'Avogadro",
                "work out the amount of substance n by dividing N by the Avogadro constant",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Combien d'atomes une molécule de méthane CH₄ contient-elle ?",
                "How many atoms does a methane molecule CH₄ contain?",
            ],
            about: [
                "les atomes d'une molécule de méthane",
                "the atoms of a methane molecule",
            ],
            value: 5.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un échantillon de fer contient 2 × N_A atomes de fer. Quelle est sa quantité de matière ?",
                "A sample of iron contains 2 × N_A iron atoms. What is its amount of substance?",
            ],
            about: [
                "la quantité de matière de 2 × N_A atomes",
                "the amount of substance of 2 × N_A atoms",
            ],
            value: 2.0,
            dp: 0,
            unit: "mol",
        },
        Number {
            ask: [
                "Combien d'atomes une molécule de glucose C₆H₁₂O₆ contient-elle ?",
                "How many atoms does a glucose molecule C₆H₁₂O₆ contain?",
            ],
            about: [
                "les atomes d'une molécule de glucose",
                "the atoms of a glucose molecule",
            ],
            value: 24.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Le chlore a pour numéro atomique Z = 17. Combien d'électrons l'ion chlorure Cl⁻ possède-t-il ?",
                "Chlorine has the atomic number Z = 17. How many electrons does the chloride ion Cl⁻ have?",
            ],
            about: ["les électrons de l'ion Cl⁻", "the electrons of the Cl⁻ ion"],
            value: 18.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Transformation chimique et réactif limitant.
pub(crate) static TRANSFO: Bank = Bank {
    chapter: "physique-chimie-2de-transformations-chimiques",
    title: [
        "Transformation chimique et réactif limitant",
        "Chemical change and limiting reactant",
    ],
    relations: &[
        Relation {
            name: [
                "Le vocabulaire du système chimique",
                "The words of the chemical system",
            ],
            matching: [
                "Associe chaque terme à sa définition.",
                "Match each term with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le système chimique", "the chemical system"],
                    [
                        "l'ensemble des espèces chimiques étudiées, avec leur état physique et leur quantité",
                        "all the chemical species studied, with their physical state and their amount",
                    ],
                    [
                        "Qu'est-ce qu'un système chimique ?",
                        "What is a chemical system?",
                    ],
                    [
                        "Comment appelle-t-on l'ensemble des espèces chimiques étudiées, avec leur état physique et leur quantité ?",
                        "What are all the chemical species studied, with their physical state and their amount, called?",
                    ],
                ),
                pair(
                    ["le réactif limitant", "the limiting reactant"],
                    [
                        "le réactif entièrement consommé à l'état final, dont la disparition arrête la transformation",
                        "the reactant fully used up in the final state, whose disappearance stops the change",
                    ],
                    [
                        "Qu'est-ce que le réactif limitant ?",
                        "What is the limiting reactant?",
                    ],
                    [
                        "Comment appelle-t-on le réactif entièrement consommé à l'état final, dont la disparition arrête la transformation ?",
                        "What is the reactant fully used up in the final state, whose disappearance stops the change, called?",
                    ],
                ),
                pair(
                    ["une espèce spectatrice", "a spectator species"],
                    [
                        "une espèce présente dans le système qui n'est ni consommée ni formée",
                        "a species present in the system that is neither used up nor formed",
                    ],
                    [
                        "Qu'est-ce qu'une espèce spectatrice ?",
                        "What is a spectator species?",
                    ],
                    [
                        "Comment appelle-t-on une espèce présente dans le système qui n'est ni consommée ni formée ?",
                        "What is a species present in the system that is neither used up nor formed called?",
                    ],
                ),
                pair(
                    ["les nombres stœchiométriques", "the stoichiometric numbers"],
                    [
                        "les nombres placés devant les formules pour ajuster une équation de réaction",
                        "the numbers placed in front of the formulas to balance a reaction equation",
                    ],
                    [
                        "Que sont les nombres stœchiométriques ?",
                        "What are the stoichiometric numbers?",
                    ],
                    [
                        "Comment appelle-t-on les nombres placés devant les formules pour ajuster une équation de réaction ?",
                        "What are the numbers placed in front of the formulas to balance a reaction equation called?",
                    ],
                ),
                pair(
                    ["un mélange stœchiométrique", "a stoichiometric mixture"],
                    [
                        "un mélange initial dont tous les réactifs sont entièrement consommés à l'état final",
                        "a starting mixture whose reactants are all fully used up in the final state",
                    ],
                    [
                        "Qu'est-ce qu'un mélange stœchiométrique ?",
                        "What is a stoichiometric mixture?",
                    ],
                    [
                        "Comment appelle-t-on un mélange initial dont tous les réactifs sont entièrement consommés à l'état final ?",
                        "What is a starting mixture whose reactants are all fully used up in the final state called?",
                    ],
                ),
                pair(
                    ["une transformation exothermique", "an exothermic change"],
                    [
                        "une transformation qui cède de l'énergie thermique au milieu extérieur",
                        "a change that gives off thermal energy to the surroundings",
                    ],
                    [
                        "Qu'est-ce qu'une transformation exothermique ?",
                        "What is an exothermic change?",
                    ],
                    [
                        "Comment appelle-t-on une transformation qui cède de l'énergie thermique au milieu extérieur ?",
                        "What is a change that gives off thermal energy to the surroundings called?",
                    ],
                ),
                pair(
                    ["une transformation endothermique", "an endothermic change"],
                    [
                        "une transformation qui reçoit de l'énergie thermique du milieu extérieur",
                        "a change that takes in thermal energy from the surroundings",
                    ],
                    [
                        "Qu'est-ce qu'une transformation endothermique ?",
                        "What is an endothermic change?",
                    ],
                    [
                        "Comment appelle-t-on une transformation qui reçoit de l'énergie thermique du milieu extérieur ?",
                        "What is a change that takes in thermal energy from the surroundings called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les équations de réaction ajustées",
                "Balanced reaction equations",
            ],
            matching: [
                "Associe chaque transformation à son équation de réaction ajustée.",
                "Match each change with its balanced reaction equation.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["la combustion du carbone", "the combustion of carbon"],
                    ["C + O₂ → CO₂", "C + O₂ → CO₂"],
                    [
                        "Quelle est l'équation ajustée de la combustion du carbone ?",
                        "What is the balanced equation of the combustion of carbon?",
                    ],
                    [
                        "Quelle transformation l'équation C + O₂ → CO₂ modélise-t-elle ?",
                        "Which change does the equation C + O₂ → CO₂ model?",
                    ],
                ),
                pair(
                    ["la combustion du méthane", "the combustion of methane"],
                    ["CH₄ + 2 O₂ → CO₂ + 2 H₂O", "CH₄ + 2 O₂ → CO₂ + 2 H₂O"],
                    [
                        "Quelle est l'équation ajustée de la combustion complète du méthane ?",
                        "What is the balanced equation of the complete combustion of methane?",
                    ],
                    [
                        "Quelle transformation l'équation CH₄ + 2 O₂ → CO₂ + 2 H₂O modélise-t-elle ?",
                        "Which change does the equation CH₄ + 2 O₂ → CO₂ + 2 H₂O model?",
                    ],
                ),
                pair(
                    ["la synthèse de l'eau", "the synthesis of water"],
                    ["2 H₂ + O₂ → 2 H₂O", "2 H₂ + O₂ → 2 H₂O"],
                    [
                        "Quelle est l'équation ajustée de la synthèse de l'eau à partir de dihydrogène et de dioxygène ?",
                        "What is the balanced equation of the synthesis of water from hydrogen and oxygen?",
                    ],
                    [
                        "Quelle transformation l'équation 2 H₂ + O₂ → 2 H₂O modélise-t-elle ?",
                        "Which change does the equation 2 H₂ + O₂ → 2 H₂O model?",
                    ],
                ),
                pair(
                    ["la combustion du propane", "the combustion of propane"],
                    ["C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O", "C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O"],
                    [
                        "Quelle est l'équation ajustée de la combustion complète du propane ?",
                        "What is the balanced equation of the complete combustion of propane?",
                    ],
                    [
                        "Quelle transformation l'équation C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O modélise-t-elle ?",
                        "Which change does the equation C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O model?",
                    ],
                ),
                pair(
                    ["la synthèse de l'ammoniac", "the synthesis of ammonia"],
                    ["N₂ + 3 H₂ → 2 NH₃", "N₂ + 3 H₂ → 2 NH₃"],
                    [
                        "Quelle est l'équation ajustée de la synthèse de l'ammoniac à partir de diazote et de dihydrogène ?",
                        "What is the balanced equation of the synthesis of ammonia from nitrogen and hydrogen?",
                    ],
                    [
                        "Quelle transformation l'équation N₂ + 3 H₂ → 2 NH₃ modélise-t-elle ?",
                        "Which change does the equation N₂ + 3 H₂ → 2 NH₃ model?",
                    ],
                ),
                pair(
                    [
                        "l'attaque du fer par les ions hydrogène",
                        "the attack of iron by hydrogen ions",
                    ],
                    ["Fe + 2 H⁺ → Fe²⁺ + H₂", "Fe + 2 H⁺ → Fe²⁺ + H₂"],
                    [
                        "Quelle est l'équation ajustée de l'attaque du fer par les ions hydrogène d'une solution acide ?",
                        "What is the balanced equation of the attack of iron by the hydrogen ions of an acidic solution?",
                    ],
                    [
                        "Quelle transformation l'équation Fe + 2 H⁺ → Fe²⁺ + H₂ modélise-t-elle ?",
                        "Which change does the equation Fe + 2 H⁺ → Fe²⁺ + H₂ model?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les transformations exothermiques", "Exothermic changes"],
        which: [
            "Parmi ces transformations chimiques, lesquelles sont exothermiques ?",
            "Which of these chemical changes are exothermic?",
        ],
        which_not: [
            "Parmi ces transformations chimiques, lesquelles ne sont pas exothermiques ?",
            "Which of these chemical changes are not exothermic?",
        ],
        members: &[
            ["la combustion du bois", "the burning of wood"],
            [
                "la combustion du butane dans un réchaud",
                "the burning of butane in a camping stove",
            ],
            [
                "la combustion du méthane dans une gazinière",
                "the burning of methane in a gas cooker",
            ],
        ],
        others: &[
            [
                "la décomposition du calcaire en chaux vive dans un four",
                "the breaking down of limestone into quicklime in a kiln",
            ],
            ["l'électrolyse de l'eau", "the electrolysis of water"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Déterminer le réactif limitant",
            "Finding the limiting reactant",
        ],
        order: [
            "Range dans l'ordre les étapes pour déterminer le réactif limitant, de la première à la dernière.",
            "Put in order the steps for finding the limiting reactant, from first to last.",
        ],
        backward: [
            "Range les étapes pour déterminer le réactif limitant de la dernière à la première.",
            "Put the steps for finding the limiting reactant in order from last to first.",
        ],
        next: [
            "Pour déterminer le réactif limitant, quelle étape vient juste après celle-ci : « {} » ?",
            "To find the limiting reactant, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : pour déterminer le réactif limitant, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: to find the limiting reactant, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "écrire l'équation de réaction ajustée",
                "write the balanced reaction equation",
            ],
            [
                "déterminer la quantité de matière initiale de chaque réactif",
                "find the starting amount of each reactant",
            ],
            [
                "diviser la quantité initiale de chaque réactif par son nombre stœchiométrique",
                "divide the starting amount of each reactant by its stoichiometric number",
            ],
            [
                "désigner comme limitant le réactif dont le quotient est le plus petit",
                "name as limiting the reactant with the smallest quotient",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Dans l'équation CH₄ + 2 O₂ → CO₂ + 2 H₂O, quel est le nombre stœchiométrique du dioxygène ?",
                "In the equation CH₄ + 2 O₂ → CO₂ + 2 H₂O, what is the stoichiometric number of oxygen?",
            ],
            about: [
                "le nombre stœchiométrique de O₂",
                "the stoichiometric number of O₂",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "On mélange 2 mol de méthane et 2 mol de dioxygène, qui réagissent selon CH₄ + 2 O₂ → CO₂ + 2 H₂O. Quelle quantité de méthane reste-t-il à l'état final ?",
                "2 mol of methane and 2 mol of oxygen are mixed and react as CH₄ + 2 O₂ → CO₂ + 2 H₂O. What amount of methane is left in the final state?",
            ],
            about: ["le méthane restant", "the methane left"],
            value: 1.0,
            dp: 0,
            unit: "mol",
        },
        Number {
            ask: [
                "On mélange 4 mol de dihydrogène et 1 mol de dioxygène, qui réagissent selon 2 H₂ + O₂ → 2 H₂O. Quelle quantité d'eau est formée ?",
                "4 mol of hydrogen and 1 mol of oxygen are mixed and react as 2 H₂ + O₂ → 2 H₂O. What amount of water is formed?",
            ],
            about: ["l'eau formée", "the water formed"],
            value: 2.0,
            dp: 0,
            unit: "mol",
        },
        Number {
            ask: [
                "On mélange 1 mol de diazote et 6 mol de dihydrogène, qui réagissent selon N₂ + 3 H₂ → 2 NH₃. Quelle quantité de dihydrogène reste-t-il à l'état final ?",
                "1 mol of nitrogen and 6 mol of hydrogen are mixed and react as N₂ + 3 H₂ → 2 NH₃. What amount of hydrogen is left in the final state?",
            ],
            about: ["le dihydrogène restant", "the hydrogen left"],
            value: 3.0,
            dp: 0,
            unit: "mol",
        },
    ],
    diagrams: &[],
};

/// Transformations physiques et nucléaires.
pub(crate) static NUCLEAIRE: Bank = Bank {
    chapter: "physique-chimie-2de-transformations-physiques-et-nucleaires",
    title: [
        "Transformations physiques et nucléaires",
        "Physical and nuclear changes",
    ],
    relations: &[
        Relation {
            name: [
                "Les changements d'état et l'énergie",
                "Changes of state and energy",
            ],
            matching: [
                "Associe chaque changement d'état à sa description.",
                "Match each change of state with its description.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la fusion", "melting"],
                    [
                        "le passage de l'état solide à l'état liquide, qui absorbe de l'énergie",
                        "the change from solid to liquid, which takes in energy",
                    ],
                    [
                        "Qu'est-ce que la fusion d'une espèce chimique ?",
                        "What is the melting of a chemical species?",
                    ],
                    [
                        "Quel changement d'état fait passer de l'état solide à l'état liquide en absorbant de l'énergie ?",
                        "Which change of state goes from solid to liquid, taking in energy?",
                    ],
                ),
                pair(
                    ["la solidification", "freezing"],
                    [
                        "le passage de l'état liquide à l'état solide, qui libère de l'énergie",
                        "the change from liquid to solid, which gives off energy",
                    ],
                    ["Qu'est-ce que la solidification ?", "What is freezing?"],
                    [
                        "Quel changement d'état fait passer de l'état liquide à l'état solide en libérant de l'énergie ?",
                        "Which change of state goes from liquid to solid, giving off energy?",
                    ],
                ),
                pair(
                    ["la vaporisation", "vaporisation"],
                    [
                        "le passage de l'état liquide à l'état gazeux, qui absorbe de l'énergie",
                        "the change from liquid to gas, which takes in energy",
                    ],
                    ["Qu'est-ce que la vaporisation ?", "What is vaporisation?"],
                    [
                        "Quel changement d'état fait passer de l'état liquide à l'état gazeux en absorbant de l'énergie ?",
                        "Which change of state goes from liquid to gas, taking in energy?",
                    ],
                ),
                pair(
                    ["la liquéfaction", "condensation"],
                    [
                        "le passage de l'état gazeux à l'état liquide, qui libère de l'énergie",
                        "the change from gas to liquid, which gives off energy",
                    ],
                    ["Qu'est-ce que la liquéfaction ?", "What is condensation?"],
                    [
                        "Quel changement d'état fait passer de l'état gazeux à l'état liquide en libérant de l'énergie ?",
                        "Which change of state goes from gas to liquid, giving off energy?",
                    ],
                ),
                pair(
                    ["la sublimation", "sublimation"],
                    [
                        "le passage direct de l'état solide à l'état gazeux, qui absorbe de l'énergie",
                        "the direct change from solid to gas, which takes in energy",
                    ],
                    ["Qu'est-ce que la sublimation ?", "What is sublimation?"],
                    [
                        "Quel changement d'état fait passer directement de l'état solide à l'état gazeux en absorbant de l'énergie ?",
                        "Which change of state goes straight from solid to gas, taking in energy?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les transformations nucléaires", "Nuclear changes"],
            matching: [
                "Associe chaque terme à sa définition.",
                "Match each term with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une transformation physique", "a physical change"],
                    [
                        "une transformation où les entités restent les mêmes, comme un changement d'état",
                        "a change in which the entities stay the same, such as a change of state",
                    ],
                    [
                        "Qu'est-ce qu'une transformation physique ?",
                        "What is a physical change?",
                    ],
                    [
                        "Comment appelle-t-on une transformation où les entités restent les mêmes, comme un changement d'état ?",
                        "What is a change in which the entities stay the same, such as a change of state, called?",
                    ],
                ),
                pair(
                    ["une transformation chimique", "a chemical change"],
                    [
                        "une transformation où des espèces disparaissent et d'autres se forment, les éléments chimiques étant conservés",
                        "a change in which some species disappear and others form, the chemical elements being conserved",
                    ],
                    [
                        "Qu'est-ce qu'une transformation chimique ?",
                        "What is a chemical change?",
                    ],
                    [
                        "Comment appelle-t-on une transformation où des espèces disparaissent et d'autres se forment, les éléments chimiques étant conservés ?",
                        "What is a change in which some species disappear and others form, the chemical elements being conserved, called?",
                    ],
                ),
                pair(
                    ["une transformation nucléaire", "a nuclear change"],
                    [
                        "une transformation qui modifie des noyaux : des éléments chimiques disparaissent et d'autres apparaissent",
                        "a change that alters nuclei: some chemical elements disappear and others appear",
                    ],
                    [
                        "Qu'est-ce qu'une transformation nucléaire ?",
                        "What is a nuclear change?",
                    ],
                    [
                        "Comment appelle-t-on une transformation qui modifie des noyaux, où des éléments chimiques disparaissent et d'autres apparaissent ?",
                        "What is a change that alters nuclei, in which some chemical elements disappear and others appear, called?",
                    ],
                ),
                pair(
                    ["la fission", "fission"],
                    [
                        "la cassure d'un noyau lourd, frappé par un neutron, en deux noyaux plus légers",
                        "the splitting of a heavy nucleus, struck by a neutron, into two lighter nuclei",
                    ],
                    [
                        "Qu'est-ce que la fission nucléaire ?",
                        "What is nuclear fission?",
                    ],
                    [
                        "Comment appelle-t-on la cassure d'un noyau lourd, frappé par un neutron, en deux noyaux plus légers ?",
                        "What is the splitting of a heavy nucleus, struck by a neutron, into two lighter nuclei called?",
                    ],
                ),
                pair(
                    ["la fusion nucléaire", "nuclear fusion"],
                    [
                        "la réunion de deux noyaux légers en un noyau plus lourd",
                        "the joining of two light nuclei into a heavier nucleus",
                    ],
                    [
                        "Qu'est-ce que la fusion nucléaire ?",
                        "What is nuclear fusion?",
                    ],
                    [
                        "Comment appelle-t-on la réunion de deux noyaux légers en un noyau plus lourd ?",
                        "What is the joining of two light nuclei into a heavier nucleus called?",
                    ],
                ),
                pair(
                    ["la radioactivité", "radioactivity"],
                    [
                        "la désintégration spontanée d'un noyau instable, qui émet un rayonnement",
                        "the spontaneous decay of an unstable nucleus, which gives off radiation",
                    ],
                    ["Qu'est-ce que la radioactivité ?", "What is radioactivity?"],
                    [
                        "Comment appelle-t-on la désintégration spontanée d'un noyau instable, qui émet un rayonnement ?",
                        "What is the spontaneous decay of an unstable nucleus, which gives off radiation, called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les transformations nucléaires", "Nuclear changes"],
        which: [
            "Parmi ces transformations, lesquelles sont nucléaires ?",
            "Which of these changes are nuclear?",
        ],
        which_not: [
            "Parmi ces transformations, lesquelles ne sont pas nucléaires ?",
            "Which of these changes are not nuclear?",
        ],
        members: &[
            [
                "la fission de l'uranium 235 dans une centrale",
                "the fission of uranium 235 in a power station",
            ],
            [
                "la fusion de l'hydrogène au cœur du Soleil",
                "the fusion of hydrogen in the core of the Sun",
            ],
            ["la désintégration du carbone 14", "the decay of carbon 14"],
        ],
        others: &[
            ["la fusion de la glace", "the melting of ice"],
            ["la combustion du méthane", "the combustion of methane"],
            [
                "l'évaporation de l'eau d'une flaque",
                "the evaporation of the water in a puddle",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Chauffer de la glace jusqu'à la vapeur",
            "Heating ice up to steam",
        ],
        order: [
            "On chauffe de la glace à −10 °C sous la pression atmosphérique normale jusqu'à obtenir de la vapeur à 110 °C. Range les étapes dans l'ordre, de la première à la dernière.",
            "Ice at −10 °C is heated at normal atmospheric pressure until it is steam at 110 °C. Put the steps in order, from first to last.",
        ],
        backward: [
            "On chauffe de la glace à −10 °C jusqu'à obtenir de la vapeur à 110 °C. Range les étapes de la dernière à la première.",
            "Ice at −10 °C is heated until it is steam at 110 °C. Put the steps in order from last to first.",
        ],
        next: [
            "Quand on chauffe de la glace à −10 °C jusqu'à la vapeur à 110 °C, quelle étape vient juste après celle-ci : « {} » ?",
            "When ice at −10 °C is heated up to steam at 110 °C, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : quand on chauffe de la glace à −10 °C jusqu'à la vapeur à 110 °C, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: when ice at −10 °C is heated up to steam at 110 °C, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "la température de la glace monte jusqu'à 0 °C",
                "the temperature of the ice rises to 0 °C",
            ],
            [
                "la glace fond à température constante, 0 °C",
                "the ice melts at a constant temperature, 0 °C",
            ],
            [
                "la température de l'eau liquide monte de 0 °C à 100 °C",
                "the temperature of the liquid water rises from 0 °C to 100 °C",
            ],
            [
                "l'eau bout à température constante, 100 °C",
                "the water boils at a constant temperature, 100 °C",
            ],
            [
                "la température de la vapeur d'eau monte au-delà de 100 °C",
                "the temperature of the steam rises above 100 °C",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "L'énergie massique de fusion de la glace vaut 334 kJ/kg. Quelle énergie faut-il transférer à 1 kg de glace à 0 °C pour la faire fondre entièrement ?",
                "The specific latent heat of fusion of ice is 334 kJ/kg. What energy must be transferred to 1 kg of ice at 0 °C to melt it fully?",
            ],
            about: [
                "l'énergie pour faire fondre 1 kg de glace",
                "the energy to melt 1 kg of ice",
            ],
            value: 334.0,
            dp: 0,
            unit: "kJ",
        },
        Number {
            ask: [
                "L'énergie massique de fusion de la glace vaut 334 kJ/kg. Quelle énergie faut-il transférer à 2 kg de glace à 0 °C pour la faire fondre entièrement ?",
                "The specific latent heat of fusion of ice is 334 kJ/kg. What energy must be transferred to 2 kg of ice at 0 °C to melt it fully?",
            ],
            about: [
                "l'énergie pour faire fondre 2 kg de glace",
                "the energy to melt 2 kg of ice",
            ],
            value: 668.0,
            dp: 0,
            unit: "kJ",
        },
        Number {
            ask: [
                "Le noyau d'uranium 235 a pour numéro atomique Z = 92. Combien de neutrons contient-il ?",
                "The uranium-235 nucleus has the atomic number Z = 92. How many neutrons does it contain?",
            ],
            about: [
                "les neutrons de l'uranium 235",
                "the neutrons of uranium 235",
            ],
            value: 143.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Dans la fusion ²H + ³H → ⁴He + ¹n, combien de nucléons y a-t-il en tout avant la réaction ?",
                "In the fusion ²H + ³H → ⁴He + ¹n, how many nucleons are there in all before the reaction?",
            ],
            about: [
                "les nucléons avant la fusion",
                "the nucleons before the fusion",
            ],
            value: 5.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Forces et principe d'inertie.
pub(crate) static FORCES: Bank = Bank {
    chapter: "physique-chimie-2de-forces-et-principe-d-inertie",
    title: [
        "Forces et principe d'inertie",
        "Forces and the principle of inertia",
    ],
    relations: &[
        Relation {
            name: ["Les forces usuelles", "Common forces"],
            matching: [
                "Associe chaque force à sa description.",
                "Match each force with its description.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le poids", "the weight"],
                    [
                        "la force exercée par la Terre sur un objet, verticale et vers le bas",
                        "the force the Earth exerts on an object, vertical and downwards",
                    ],
                    [
                        "Comment décrire le poids d'un objet ?",
                        "How is the weight of an object described?",
                    ],
                    [
                        "Quelle force, verticale et vers le bas, la Terre exerce-t-elle sur un objet ?",
                        "Which force, vertical and downwards, does the Earth exert on an object?",
                    ],
                ),
                pair(
                    ["la réaction du support", "the support reaction"],
                    [
                        "la force exercée par un support sur l'objet posé dessus, perpendiculaire au support en l'absence de frottement",
                        "the force a support exerts on the object resting on it, perpendicular to the support when there is no friction",
                    ],
                    [
                        "Comment décrire la réaction d'un support ?",
                        "How is the reaction of a support described?",
                    ],
                    [
                        "Quelle force un support exerce-t-il sur l'objet posé dessus, perpendiculairement au support en l'absence de frottement ?",
                        "Which force does a support exert on the object resting on it, perpendicular to the support when there is no friction?",
                    ],
                ),
                pair(
                    ["la tension du fil", "the tension of the string"],
                    [
                        "la force exercée par un fil tendu sur l'objet accroché, dirigée le long du fil",
                        "the force a taut string exerts on the object hanging from it, directed along the string",
                    ],
                    [
                        "Comment décrire la tension d'un fil ?",
                        "How is the tension of a string described?",
                    ],
                    [
                        "Quelle force un fil tendu exerce-t-il sur l'objet accroché, le long du fil ?",
                        "Which force does a taut string exert on the object hanging from it, along the string?",
                    ],
                ),
                pair(
                    ["la force de frottement", "the friction force"],
                    [
                        "la force qui s'oppose au glissement d'un objet sur une surface",
                        "the force that opposes the sliding of an object on a surface",
                    ],
                    [
                        "Comment décrire une force de frottement ?",
                        "How is a friction force described?",
                    ],
                    [
                        "Quelle force s'oppose au glissement d'un objet sur une surface ?",
                        "Which force opposes the sliding of an object on a surface?",
                    ],
                ),
                pair(
                    ["la force magnétique", "the magnetic force"],
                    [
                        "la force exercée à distance par un aimant sur un objet en fer",
                        "the force a magnet exerts at a distance on an iron object",
                    ],
                    [
                        "Comment décrire la force magnétique d'un aimant ?",
                        "How is the magnetic force of a magnet described?",
                    ],
                    [
                        "Quelle force un aimant exerce-t-il à distance sur un objet en fer ?",
                        "Which force does a magnet exert at a distance on an iron object?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les principes et les notions", "Principles and notions"],
            matching: [
                "Associe chaque principe ou notion à son énoncé.",
                "Match each principle or notion with its statement.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le principe d'inertie", "the principle of inertia"],
                    [
                        "si les forces qui s'exercent sur un système se compensent, il est immobile ou en mouvement rectiligne uniforme, et réciproquement",
                        "if the forces on a system balance out, it is at rest or in uniform straight-line motion, and conversely",
                    ],
                    [
                        "Quel est l'énoncé du principe d'inertie ?",
                        "What is the statement of the principle of inertia?",
                    ],
                    [
                        "Quel principe dit que si les forces qui s'exercent sur un système se compensent, il est immobile ou en mouvement rectiligne uniforme, et réciproquement ?",
                        "Which principle says that if the forces on a system balance out, it is at rest or in uniform straight-line motion, and conversely?",
                    ],
                ),
                pair(
                    [
                        "le principe des actions réciproques",
                        "the principle of reciprocal actions",
                    ],
                    [
                        "si A exerce une force sur B, B exerce sur A une force de même droite d'action, de même valeur et de sens opposé",
                        "if A exerts a force on B, B exerts on A a force along the same line, of the same size and in the opposite direction",
                    ],
                    [
                        "Quel est l'énoncé du principe des actions réciproques ?",
                        "What is the statement of the principle of reciprocal actions?",
                    ],
                    [
                        "Quel principe dit que si A exerce une force sur B, B exerce sur A une force de même droite d'action, de même valeur et de sens opposé ?",
                        "Which principle says that if A exerts a force on B, B exerts on A a force along the same line, of the same size and in the opposite direction?",
                    ],
                ),
                pair(
                    ["une force", "a force"],
                    [
                        "le modèle d'une action mécanique par un vecteur, de valeur exprimée en newtons",
                        "the model of a mechanical action by a vector, whose size is given in newtons",
                    ],
                    ["Qu'est-ce qu'une force ?", "What is a force?"],
                    [
                        "Comment appelle-t-on le modèle d'une action mécanique par un vecteur, de valeur exprimée en newtons ?",
                        "What is the model of a mechanical action by a vector, whose size is given in newtons, called?",
                    ],
                ),
                pair(
                    [
                        "le diagramme objet-interactions",
                        "the object-interaction diagram",
                    ],
                    [
                        "un schéma qui représente le système et les objets qui agissent sur lui",
                        "a drawing of the system and of the objects acting on it",
                    ],
                    [
                        "Qu'est-ce qu'un diagramme objet-interactions ?",
                        "What is an object-interaction diagram?",
                    ],
                    [
                        "Comment appelle-t-on un schéma qui représente le système et les objets qui agissent sur lui ?",
                        "What is a drawing of the system and of the objects acting on it called?",
                    ],
                ),
                pair(
                    [
                        "un mouvement rectiligne uniforme",
                        "uniform straight-line motion",
                    ],
                    [
                        "un mouvement en ligne droite à vitesse constante",
                        "a motion in a straight line at a constant speed",
                    ],
                    [
                        "Qu'est-ce qu'un mouvement rectiligne uniforme ?",
                        "What is uniform straight-line motion?",
                    ],
                    [
                        "Comment appelle-t-on un mouvement en ligne droite à vitesse constante ?",
                        "What is a motion in a straight line at a constant speed called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les forces se compensent", "The forces balance out"],
        which: [
            "D'après le principe d'inertie, dans lesquelles de ces situations les forces qui s'exercent sur le système se compensent-elles ?",
            "According to the principle of inertia, in which of these situations do the forces on the system balance out?",
        ],
        which_not: [
            "D'après le principe d'inertie, dans lesquelles de ces situations les forces qui s'exercent sur le système ne se compensent-elles pas ?",
            "According to the principle of inertia, in which of these situations do the forces on the system not balance out?",
        ],
        members: &[
            [
                "un livre immobile sur une table",
                "a book at rest on a table",
            ],
            [
                "un parachutiste qui descend en ligne droite à vitesse constante",
                "a parachutist coming down in a straight line at a constant speed",
            ],
            [
                "une voiture qui roule en ligne droite à vitesse constante",
                "a car driving in a straight line at a constant speed",
            ],
        ],
        others: &[
            [
                "une pomme qui tombe de plus en plus vite",
                "an apple falling faster and faster",
            ],
            ["une voiture qui freine", "a car braking"],
            [
                "un satellite en orbite circulaire autour de la Terre",
                "a satellite in a circular orbit around the Earth",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Appliquer le principe d'inertie",
            "Applying the principle of inertia",
        ],
        order: [
            "Range dans l'ordre les étapes pour appliquer le principe d'inertie, de la première à la dernière.",
            "Put in order the steps for applying the principle of inertia, from first to last.",
        ],
        backward: [
            "Range les étapes pour appliquer le principe d'inertie de la dernière à la première.",
            "Put the steps for applying the principle of inertia in order from last to first.",
        ],
        next: [
            "Pour appliquer le principe d'inertie, quelle étape vient juste après celle-ci : « {} » ?",
            "To apply the principle of inertia, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : pour appliquer le principe d'inertie, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: to apply the principle of inertia, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            ["choisir le système étudié", "choose the system studied"],
            [
                "tracer le diagramme objet-interactions du système",
                "draw the object-interaction diagram of the system",
            ],
            [
                "représenter chaque force par un vecteur",
                "draw each force as a vector",
            ],
            [
                "vérifier si les forces se compensent",
                "check whether the forces balance out",
            ],
            [
                "en déduire si le système est immobile ou en mouvement rectiligne uniforme",
                "deduce whether the system is at rest or in uniform straight-line motion",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Quel est le poids d'un objet de masse 2 kg à la surface de la Terre, où g = 9,8 N/kg ?",
                "What is the weight of an object of mass 2 kg at the surface of the Earth, where g = 9.8 N/kg?",
            ],
            about: ["le poids d'un objet de 2 kg", "the weight of a 2 kg object"],
            value: 19.6,
            dp: 1,
            unit: "N",
        },
        Number {
            ask: [
                "Un livre de poids 5 N est immobile sur une table horizontale. Quelle est la valeur de la force exercée par la table sur le livre ?",
                "A book weighing 5 N is at rest on a level table. What is the size of the force the table exerts on the book?",
            ],
            about: ["la réaction de la table", "the reaction of the table"],
            value: 5.0,
            dp: 0,
            unit: "N",
        },
        Number {
            ask: [
                "Un enfant pousse un mur avec une force de 50 N. Quelle est la valeur de la force exercée par le mur sur l'enfant ?",
                "A child pushes a wall with a force of 50 N. What is the size of the force the wall exerts on the child?",
            ],
            about: [
                "la force du mur sur l'enfant",
                "the force of the wall on the child",
            ],
            value: 50.0,
            dp: 0,
            unit: "N",
        },
        Number {
            ask: [
                "On représente une force de 3 N à l'échelle 1 cm pour 1 N. Quelle est la longueur du vecteur ?",
                "A 3 N force is drawn to the scale 1 cm for 1 N. How long is the vector?",
            ],
            about: [
                "la longueur du vecteur force",
                "the length of the force vector",
            ],
            value: 3.0,
            dp: 0,
            unit: "cm",
        },
    ],
    diagrams: &[],
};

/// Émission et perception d'un son.
pub(crate) static SON: Bank = Bank {
    chapter: "physique-chimie-2de-son",
    title: [
        "Émission et perception d'un son",
        "Making and hearing a sound",
    ],
    relations: &[
        Relation {
            name: [
                "Les grandeurs du son et leurs unités",
                "The quantities of sound and their units",
            ],
            matching: [
                "Associe chaque grandeur à son unité.",
                "Match each quantity with its unit.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la fréquence", "the frequency"],
                    ["le hertz (Hz)", "the hertz (Hz)"],
                    [
                        "En quelle unité la fréquence d'un son s'exprime-t-elle ?",
                        "In what unit is the frequency of a sound expressed?",
                    ],
                    [
                        "Quelle grandeur du son s'exprime en hertz (Hz) ?",
                        "Which quantity of sound is expressed in hertz (Hz)?",
                    ],
                ),
                pair(
                    ["la période", "the period"],
                    ["la seconde (s)", "the second (s)"],
                    [
                        "En quelle unité la période d'un signal sonore s'exprime-t-elle ?",
                        "In what unit is the period of a sound signal expressed?",
                    ],
                    [
                        "Quelle grandeur d'un signal sonore périodique s'exprime en secondes (s) ?",
                        "Which quantity of a periodic sound signal is expressed in seconds (s)?",
                    ],
                ),
                pair(
                    ["le niveau d'intensité sonore", "the sound level"],
                    ["le décibel (dB)", "the decibel (dB)"],
                    [
                        "En quelle unité le niveau d'intensité sonore s'exprime-t-il ?",
                        "In what unit is the sound level expressed?",
                    ],
                    [
                        "Quelle grandeur du son s'exprime en décibels (dB) ?",
                        "Which quantity of sound is expressed in decibels (dB)?",
                    ],
                ),
                pair(
                    ["l'intensité sonore", "the sound intensity"],
                    [
                        "le watt par mètre carré (W/m²)",
                        "the watt per square metre (W/m²)",
                    ],
                    [
                        "En quelle unité l'intensité sonore s'exprime-t-elle ?",
                        "In what unit is the sound intensity expressed?",
                    ],
                    [
                        "Quelle grandeur du son s'exprime en watts par mètre carré (W/m²) ?",
                        "Which quantity of sound is expressed in watts per square metre (W/m²)?",
                    ],
                ),
                pair(
                    ["la vitesse de propagation", "the speed of propagation"],
                    ["le mètre par seconde (m/s)", "the metre per second (m/s)"],
                    [
                        "En quelle unité la vitesse de propagation d'un son s'exprime-t-elle ?",
                        "In what unit is the speed of propagation of a sound expressed?",
                    ],
                    [
                        "Quelle grandeur du son s'exprime en mètres par seconde (m/s) ?",
                        "Which quantity of sound is expressed in metres per second (m/s)?",
                    ],
                ),
                pair(
                    [
                        "la tension délivrée par un microphone",
                        "the voltage from a microphone",
                    ],
                    ["le volt (V)", "the volt (V)"],
                    [
                        "En quelle unité la tension délivrée par un microphone s'exprime-t-elle ?",
                        "In what unit is the voltage from a microphone expressed?",
                    ],
                    [
                        "Quelle grandeur, mesurée à la sortie d'un microphone, s'exprime en volts (V) ?",
                        "Which quantity, measured at the output of a microphone, is expressed in volts (V)?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Le vocabulaire du son", "The words of sound"],
            matching: [
                "Associe chaque terme à sa définition.",
                "Match each term with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un son pur", "a pure sound"],
                    [
                        "un son dont le signal est sinusoïdal",
                        "a sound whose signal is a sine wave",
                    ],
                    ["Qu'est-ce qu'un son pur ?", "What is a pure sound?"],
                    [
                        "Comment appelle-t-on un son dont le signal est sinusoïdal ?",
                        "What is a sound whose signal is a sine wave called?",
                    ],
                ),
                pair(
                    ["un son composé", "a complex sound"],
                    [
                        "un son dont le signal est périodique mais pas sinusoïdal",
                        "a sound whose signal is periodic but not a sine wave",
                    ],
                    ["Qu'est-ce qu'un son composé ?", "What is a complex sound?"],
                    [
                        "Comment appelle-t-on un son dont le signal est périodique mais pas sinusoïdal ?",
                        "What is a sound whose signal is periodic but not a sine wave called?",
                    ],
                ),
                pair(
                    ["la hauteur", "the pitch"],
                    [
                        "la qualité d'un son liée à sa fréquence : plus elle est grande, plus le son est aigu",
                        "the quality of a sound linked to its frequency: the higher it is, the higher the note",
                    ],
                    [
                        "Qu'est-ce que la hauteur d'un son ?",
                        "What is the pitch of a sound?",
                    ],
                    [
                        "Comment appelle-t-on la qualité d'un son liée à sa fréquence, qui le rend grave ou aigu ?",
                        "What is the quality of a sound linked to its frequency, which makes it low or high, called?",
                    ],
                ),
                pair(
                    ["le timbre", "the timbre"],
                    [
                        "la qualité d'un son liée à la forme de son signal, qui distingue deux instruments jouant la même note",
                        "the quality of a sound linked to the shape of its signal, which tells apart two instruments playing the same note",
                    ],
                    [
                        "Qu'est-ce que le timbre d'un son ?",
                        "What is the timbre of a sound?",
                    ],
                    [
                        "Comment appelle-t-on la qualité d'un son liée à la forme de son signal, qui distingue deux instruments jouant la même note ?",
                        "What is the quality of a sound linked to the shape of its signal, which tells apart two instruments playing the same note, called?",
                    ],
                ),
                pair(
                    ["un ultrason", "an ultrasound"],
                    [
                        "une onde sonore de fréquence supérieure à 20 kHz, que l'oreille humaine n'entend pas",
                        "a sound wave with a frequency above 20 kHz, which the human ear cannot hear",
                    ],
                    ["Qu'est-ce qu'un ultrason ?", "What is an ultrasound?"],
                    [
                        "Comment appelle-t-on une onde sonore de fréquence supérieure à 20 kHz, que l'oreille humaine n'entend pas ?",
                        "What is a sound wave with a frequency above 20 kHz, which the human ear cannot hear, called?",
                    ],
                ),
                pair(
                    ["un infrason", "an infrasound"],
                    [
                        "une onde sonore de fréquence inférieure à 20 Hz, que l'oreille humaine n'entend pas",
                        "a sound wave with a frequency below 20 Hz, which the human ear cannot hear",
                    ],
                    ["Qu'est-ce qu'un infrason ?", "What is an infrasound?"],
                    [
                        "Comment appelle-t-on une onde sonore de fréquence inférieure à 20 Hz, que l'oreille humaine n'entend pas ?",
                        "What is a sound wave with a frequency below 20 Hz, which the human ear cannot hear, called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les sons audibles", "Audible sounds"],
        which: [
            "Parmi ces ondes sonores, lesquelles une oreille humaine jeune peut-elle entendre ?",
            "Which of these sound waves can a young human ear hear?",
        ],
        which_not: [
            "Parmi ces ondes sonores, lesquelles une oreille humaine ne peut-elle pas entendre ?",
            "Which of these sound waves can a human ear not hear?",
        ],
        members: &[
            [
                "une onde de fréquence 440 Hz",
                "a wave with a frequency of 440 Hz",
            ],
            [
                "une onde de fréquence 2 kHz",
                "a wave with a frequency of 2 kHz",
            ],
            [
                "une onde de fréquence 10 kHz",
                "a wave with a frequency of 10 kHz",
            ],
            [
                "une onde de fréquence 100 Hz",
                "a wave with a frequency of 100 Hz",
            ],
        ],
        others: &[
            [
                "une onde de fréquence 5 Hz",
                "a wave with a frequency of 5 Hz",
            ],
            [
                "une onde de fréquence 40 kHz",
                "a wave with a frequency of 40 kHz",
            ],
            [
                "une onde de fréquence 100 kHz",
                "a wave with a frequency of 100 kHz",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Du son émis au son perçu",
            "From the sound made to the sound heard",
        ],
        order: [
            "Range dans l'ordre les étapes qui mènent de l'émission d'un son à sa perception, de la première à la dernière.",
            "Put in order the steps from the making of a sound to its hearing, from first to last.",
        ],
        backward: [
            "Range les étapes de l'émission à la perception d'un son de la dernière à la première.",
            "Put the steps from the making to the hearing of a sound in order from last to first.",
        ],
        next: [
            "De l'émission d'un son à sa perception, quelle étape vient juste après celle-ci : « {} » ?",
            "From the making of a sound to its hearing, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : de l'émission d'un son à sa perception, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: from the making of a sound to its hearing, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "un objet vibre et met en mouvement l'air qui l'entoure",
                "an object vibrates and sets the air around it moving",
            ],
            [
                "la vibration se propage de proche en proche dans l'air",
                "the vibration travels step by step through the air",
            ],
            ["le tympan se met à vibrer", "the eardrum starts to vibrate"],
            [
                "les osselets transmettent la vibration à l'oreille interne",
                "the ossicles pass the vibration on to the inner ear",
            ],
            [
                "la cochlée transforme la vibration en signal électrique",
                "the cochlea turns the vibration into an electrical signal",
            ],
            [
                "le nerf auditif transmet le signal au cerveau",
                "the auditory nerve carries the signal to the brain",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Quelle est la fréquence de la note la₃ émise par un diapason ?",
                "What is the frequency of the note A4 given by a tuning fork?",
            ],
            about: ["la fréquence du la₃", "the frequency of A4"],
            value: 440.0,
            dp: 0,
            unit: "Hz",
        },
        Number {
            ask: [
                "Quelle est la période d'un son de fréquence 500 Hz ?",
                "What is the period of a sound with a frequency of 500 Hz?",
            ],
            about: [
                "la période d'un son de 500 Hz",
                "the period of a 500 Hz sound",
            ],
            value: 2.0,
            dp: 0,
            unit: "ms",
        },
        Number {
            ask: [
                "Quelle est la fréquence la plus haute qu'une oreille humaine jeune peut entendre ?",
                "What is the highest frequency a young human ear can hear?",
            ],
            about: [
                "la limite haute de l'audition humaine",
                "the upper limit of human hearing",
            ],
            value: 20.0,
            dp: 0,
            unit: "kHz",
        },
        Number {
            ask: [
                "Quelle est la valeur approchée, couramment utilisée, de la vitesse de propagation du son dans l'air ?",
                "What is the rounded value commonly used for the speed of sound in air?",
            ],
            about: ["la vitesse du son dans l'air", "the speed of sound in air"],
            value: 340.0,
            dp: 0,
            unit: "m/s",
        },
        Number {
            ask: [
                "Un signal sonore a une période de 4 ms. Quelle est sa fréquence ?",
                "A sound signal has a period of 4 ms. What is its frequency?",
            ],
            about: [
                "la fréquence d'un son de période 4 ms",
                "the frequency of a sound with a 4 ms period",
            ],
            value: 250.0,
            dp: 0,
            unit: "Hz",
        },
    ],
    diagrams: &[],
};

/// Vision et image : réfraction, spectres et lentilles.
pub(crate) static LUMIERE: Bank = Bank {
    chapter: "physique-chimie-2de-lumiere-et-lentilles",
    title: [
        "Vision et image : réfraction, spectres et lentilles",
        "Vision and images: refraction, spectra and lenses",
    ],
    relations: &[
        Relation {
            name: ["La lumière et les spectres", "Light and spectra"],
            matching: [
                "Associe chaque terme à sa définition.",
                "Match each term with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la réfraction", "refraction"],
                    [
                        "le changement de direction de la lumière quand elle passe d'un milieu transparent à un autre",
                        "the change of direction of light when it passes from one transparent medium into another",
                    ],
                    [
                        "Qu'est-ce que la réfraction de la lumière ?",
                        "What is the refraction of light?",
                    ],
                    [
                        "Comment appelle-t-on le changement de direction de la lumière quand elle passe d'un milieu transparent à un autre ?",
                        "What is the change of direction of light when it passes from one transparent medium into another called?",
                    ],
                ),
                pair(
                    ["la dispersion", "dispersion"],
                    [
                        "la séparation par un prisme des radiations qui composent une lumière",
                        "the splitting by a prism of the radiations that make up a light",
                    ],
                    [
                        "Qu'est-ce que la dispersion de la lumière ?",
                        "What is the dispersion of light?",
                    ],
                    [
                        "Comment appelle-t-on la séparation par un prisme des radiations qui composent une lumière ?",
                        "What is the splitting by a prism of the radiations that make up a light called?",
                    ],
                ),
                pair(
                    ["l'indice de réfraction", "the refractive index"],
                    [
                        "le quotient de la vitesse de la lumière dans le vide par sa vitesse dans le milieu, n = c / v",
                        "the speed of light in a vacuum divided by its speed in the medium, n = c / v",
                    ],
                    [
                        "Qu'est-ce que l'indice de réfraction d'un milieu ?",
                        "What is the refractive index of a medium?",
                    ],
                    [
                        "Comment appelle-t-on le quotient de la vitesse de la lumière dans le vide par sa vitesse dans un milieu, n = c / v ?",
                        "What is the speed of light in a vacuum divided by its speed in a medium, n = c / v, called?",
                    ],
                ),
                pair(
                    ["une lumière monochromatique", "a monochromatic light"],
                    [
                        "une lumière formée d'une seule radiation, qu'un prisme ne décompose pas",
                        "a light made of a single radiation, which a prism does not split",
                    ],
                    [
                        "Qu'est-ce qu'une lumière monochromatique ?",
                        "What is a monochromatic light?",
                    ],
                    [
                        "Comment appelle-t-on une lumière formée d'une seule radiation, qu'un prisme ne décompose pas ?",
                        "What is a light made of a single radiation, which a prism does not split, called?",
                    ],
                ),
                pair(
                    ["un spectre continu", "a continuous spectrum"],
                    [
                        "un spectre sans interruption, émis par un corps chaud comme le filament d'une lampe",
                        "an unbroken spectrum, given off by a hot body such as the filament of a lamp",
                    ],
                    [
                        "Qu'est-ce qu'un spectre continu ?",
                        "What is a continuous spectrum?",
                    ],
                    [
                        "Comment appelle-t-on un spectre sans interruption, émis par un corps chaud comme le filament d'une lampe ?",
                        "What is an unbroken spectrum, given off by a hot body such as the filament of a lamp, called?",
                    ],
                ),
                pair(
                    [
                        "un spectre de raies d'émission",
                        "an emission line spectrum",
                    ],
                    [
                        "un spectre fait de raies colorées sur fond noir, émis par un gaz chaud sous faible pression",
                        "a spectrum made of coloured lines on a black background, given off by a hot gas at low pressure",
                    ],
                    [
                        "Qu'est-ce qu'un spectre de raies d'émission ?",
                        "What is an emission line spectrum?",
                    ],
                    [
                        "Comment appelle-t-on un spectre fait de raies colorées sur fond noir, émis par un gaz chaud sous faible pression ?",
                        "What is a spectrum made of coloured lines on a black background, given off by a hot gas at low pressure, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["La lentille mince convergente", "The thin converging lens"],
            matching: [
                "Associe chaque terme de l'optique des lentilles à sa définition.",
                "Match each term of lens optics with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le centre optique", "the optical centre"],
                    [
                        "le point de la lentille qu'un rayon lumineux traverse sans être dévié",
                        "the point of the lens that a light ray crosses without being bent",
                    ],
                    [
                        "Qu'est-ce que le centre optique d'une lentille ?",
                        "What is the optical centre of a lens?",
                    ],
                    [
                        "Comment appelle-t-on le point d'une lentille qu'un rayon lumineux traverse sans être dévié ?",
                        "What is the point of a lens that a light ray crosses without being bent called?",
                    ],
                ),
                pair(
                    ["l'axe optique", "the optical axis"],
                    [
                        "la droite perpendiculaire à la lentille qui passe par son centre optique",
                        "the line perpendicular to the lens through its optical centre",
                    ],
                    [
                        "Qu'est-ce que l'axe optique d'une lentille ?",
                        "What is the optical axis of a lens?",
                    ],
                    [
                        "Comment appelle-t-on la droite perpendiculaire à une lentille qui passe par son centre optique ?",
                        "What is the line perpendicular to a lens through its optical centre called?",
                    ],
                ),
                pair(
                    ["le foyer image", "the image focal point"],
                    [
                        "le point où convergent les rayons arrivant parallèlement à l'axe optique",
                        "the point where rays arriving parallel to the optical axis meet",
                    ],
                    [
                        "Qu'est-ce que le foyer image d'une lentille convergente ?",
                        "What is the image focal point of a converging lens?",
                    ],
                    [
                        "Comment appelle-t-on le point où convergent les rayons arrivant parallèlement à l'axe optique d'une lentille convergente ?",
                        "What is the point where rays arriving parallel to the optical axis of a converging lens meet called?",
                    ],
                ),
                pair(
                    ["la distance focale", "the focal length"],
                    [
                        "la distance entre le centre optique et le foyer image",
                        "the distance between the optical centre and the image focal point",
                    ],
                    [
                        "Qu'est-ce que la distance focale d'une lentille ?",
                        "What is the focal length of a lens?",
                    ],
                    [
                        "Comment appelle-t-on la distance entre le centre optique et le foyer image d'une lentille ?",
                        "What is the distance between the optical centre and the image focal point of a lens called?",
                    ],
                ),
                pair(
                    ["le grandissement", "the magnification"],
                    [
                        "le quotient de la taille de l'image par la taille de l'objet",
                        "the size of the image divided by the size of the object",
                    ],
                    [
                        "Qu'est-ce que le grandissement d'une lentille ?",
                        "What is the magnification of a lens?",
                    ],
                    [
                        "Comment appelle-t-on le quotient de la taille de l'image par la taille de l'objet ?",
                        "What is the size of the image divided by the size of the object called?",
                    ],
                ),
                pair(
                    ["la rétine", "the retina"],
                    [
                        "la partie de l'œil où se forme l'image, modélisée par un écran",
                        "the part of the eye where the image forms, modelled by a screen",
                    ],
                    [
                        "Dans le modèle de l'œil réduit, quel rôle joue la rétine ?",
                        "In the reduced model of the eye, what role does the retina play?",
                    ],
                    [
                        "Quelle partie de l'œil, modélisée par un écran, reçoit l'image ?",
                        "Which part of the eye, modelled by a screen, receives the image?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les radiations visibles", "Visible radiations"],
        which: [
            "Parmi ces radiations, dont on donne la longueur d'onde dans le vide, lesquelles sont visibles par l'œil humain ?",
            "Which of these radiations, given by their wavelength in a vacuum, can the human eye see?",
        ],
        which_not: [
            "Parmi ces radiations, dont on donne la longueur d'onde dans le vide, lesquelles sont invisibles pour l'œil humain ?",
            "Which of these radiations, given by their wavelength in a vacuum, are invisible to the human eye?",
        ],
        members: &[
            ["une radiation de 450 nm", "a 450 nm radiation"],
            ["une radiation de 550 nm", "a 550 nm radiation"],
            ["une radiation de 650 nm", "a 650 nm radiation"],
            ["une radiation de 700 nm", "a 700 nm radiation"],
        ],
        others: &[
            ["une radiation de 250 nm", "a 250 nm radiation"],
            ["une radiation de 900 nm", "a 900 nm radiation"],
            ["une radiation de 300 nm", "a 300 nm radiation"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Les couleurs du spectre de la lumière blanche",
            "The colours of the spectrum of white light",
        ],
        order: [
            "Range ces couleurs du spectre de la lumière blanche par longueur d'onde croissante.",
            "Put these colours of the spectrum of white light in order of increasing wavelength.",
        ],
        backward: [
            "Range ces couleurs du spectre de la lumière blanche par longueur d'onde décroissante.",
            "Put these colours of the spectrum of white light in order of decreasing wavelength.",
        ],
        next: [
            "Dans le spectre de la lumière blanche, rangé par longueur d'onde croissante, quelle couleur vient juste après celle-ci : « {} » ?",
            "In the spectrum of white light, in order of increasing wavelength, which colour comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans le spectre de la lumière blanche, rangé par longueur d'onde croissante, « {a} » vient avant « {b} ».",
            "True or false: in the spectrum of white light, in order of increasing wavelength, “{a}” comes before “{b}”.",
        ],
        steps: &[
            ["le violet", "violet"],
            ["le bleu", "blue"],
            ["le vert", "green"],
            ["le jaune", "yellow"],
            ["l'orange", "orange"],
            ["le rouge", "red"],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Quelle est, arrondie, la vitesse de la lumière dans le vide ?",
                "What is the rounded speed of light in a vacuum?",
            ],
            about: [
                "la vitesse de la lumière dans le vide",
                "the speed of light in a vacuum",
            ],
            value: 300000.0,
            dp: 0,
            unit: "km/s",
        },
        Number {
            ask: [
                "Quelle est la plus petite longueur d'onde, dans le vide, des radiations visibles ?",
                "What is the shortest wavelength, in a vacuum, of visible radiations?",
            ],
            about: [
                "la limite violette du visible",
                "the violet end of the visible range",
            ],
            value: 400.0,
            dp: 0,
            unit: "nm",
        },
        Number {
            ask: [
                "Quelle est la plus grande longueur d'onde, dans le vide, des radiations visibles ?",
                "What is the longest wavelength, in a vacuum, of visible radiations?",
            ],
            about: [
                "la limite rouge du visible",
                "the red end of the visible range",
            ],
            value: 800.0,
            dp: 0,
            unit: "nm",
        },
        Number {
            ask: [
                "Quel est l'indice de réfraction de l'eau, arrondi au centième ?",
                "What is the refractive index of water, to two decimal places?",
            ],
            about: [
                "l'indice de réfraction de l'eau",
                "the refractive index of water",
            ],
            value: 1.33,
            dp: 2,
            unit: "",
        },
        Number {
            ask: [
                "La lumière va 1,5 fois moins vite dans un verre que dans le vide. Quel est l'indice de réfraction de ce verre ?",
                "Light travels 1.5 times slower in a glass than in a vacuum. What is the refractive index of this glass?",
            ],
            about: [
                "l'indice de réfraction du verre",
                "the refractive index of the glass",
            ],
            value: 1.5,
            dp: 1,
            unit: "",
        },
    ],
    diagrams: &[],
};
