//! Physique-chimie 3e, the knowledge chapters (cycle 4, BO n° 31 du 30 juillet 2020) as fact
//! banks.

use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{
    self, Bank, Diagram, Group, Number, Part, Relation, Sequence, pair,
};
use crate::generate::visual::diagrams::physics as draw;

/// The chapters of this file, in catalog order (the catalog's mode is the index).
pub(crate) static BANKS: &[&Bank] = &[&IONS, &ACIDES, &UNIVERS, &GRAVITATION];

/// The family of the 3e banks.
pub(crate) static FAMILY: Family = bank::family!("physique-chimie", BANKS);

/// An atom.
pub(crate) static ATOM: Diagram = Diagram {
    title: [
        "un atome (le noyau est très agrandi)",
        "an atom (the nucleus is greatly enlarged)",
    ],
    size: (360.0, 300.0),
    draw: draw::atom,
    parts: &[
        Part {
            name: ["le noyau", "the nucleus"],
            at: (162.0, 132.0),
            label: (60.0, 40.0),
        },
        Part {
            name: ["un proton", "a proton"],
            at: (190.0, 160.0),
            label: (330.0, 200.0),
        },
        Part {
            name: ["un neutron", "a neutron"],
            at: (190.0, 138.0),
            label: (330.0, 40.0),
        },
        Part {
            name: ["un électron", "an electron"],
            at: (266.6, 100.0),
            label: (335.0, 110.0),
        },
        Part {
            name: ["le nuage électronique", "the electron cloud"],
            at: (86.0, 184.0),
            label: (30.0, 260.0),
        },
    ],
};

/// Structure de l'atome et ions.
pub(crate) static IONS: Bank = Bank {
    chapter: "physique-chimie-3e-atomes-et-ions",
    title: ["L'atome et les ions", "The atom and ions"],
    relations: &[
        Relation {
            name: ["La structure de l'atome", "The structure of the atom"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le noyau", "the nucleus"],
                    [
                        "la partie centrale de l'atome, qui contient presque toute sa masse",
                        "the central part of the atom, which holds almost all its mass",
                    ],
                    [
                        "Qu'est-ce que le noyau d'un atome ?",
                        "What is the nucleus of an atom?",
                    ],
                    [
                        "Quelle partie de l'atome, centrale, contient presque toute sa masse ?",
                        "Which central part of the atom holds almost all its mass?",
                    ],
                ),
                pair(
                    ["un proton", "a proton"],
                    [
                        "une particule du noyau qui porte une charge électrique positive",
                        "a particle of the nucleus that carries a positive electric charge",
                    ],
                    ["Qu'est-ce qu'un proton ?", "What is a proton?"],
                    [
                        "Comment appelle-t-on une particule du noyau qui porte une charge électrique positive ?",
                        "What is a particle of the nucleus that carries a positive electric charge called?",
                    ],
                ),
                pair(
                    ["un neutron", "a neutron"],
                    [
                        "une particule du noyau qui ne porte pas de charge électrique",
                        "a particle of the nucleus that carries no electric charge",
                    ],
                    ["Qu'est-ce qu'un neutron ?", "What is a neutron?"],
                    [
                        "Comment appelle-t-on une particule du noyau qui ne porte pas de charge électrique ?",
                        "What is a particle of the nucleus that carries no electric charge called?",
                    ],
                ),
                pair(
                    ["un électron", "an electron"],
                    [
                        "une particule qui se déplace autour du noyau et porte une charge électrique négative",
                        "a particle that moves round the nucleus and carries a negative electric charge",
                    ],
                    ["Qu'est-ce qu'un électron ?", "What is an electron?"],
                    [
                        "Comment appelle-t-on une particule qui se déplace autour du noyau et porte une charge électrique négative ?",
                        "What is a particle that moves round the nucleus and carries a negative electric charge called?",
                    ],
                ),
                pair(
                    ["un ion positif", "a positive ion"],
                    [
                        "un atome ou un groupe d'atomes qui a perdu un ou plusieurs électrons",
                        "an atom or group of atoms that has lost one or more electrons",
                    ],
                    ["Qu'est-ce qu'un ion positif ?", "What is a positive ion?"],
                    [
                        "Comment appelle-t-on un atome ou un groupe d'atomes qui a perdu un ou plusieurs électrons ?",
                        "What is an atom or group of atoms that has lost one or more electrons called?",
                    ],
                ),
                pair(
                    ["un ion négatif", "a negative ion"],
                    [
                        "un atome ou un groupe d'atomes qui a gagné un ou plusieurs électrons",
                        "an atom or group of atoms that has gained one or more electrons",
                    ],
                    ["Qu'est-ce qu'un ion négatif ?", "What is a negative ion?"],
                    [
                        "Comment appelle-t-on un atome ou un groupe d'atomes qui a gagné un ou plusieurs électrons ?",
                        "What is an atom or group of atoms that has gained one or more electrons called?",
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
            ],
        },
        Relation {
            name: ["Les ions et leur formule", "Ions and their formulas"],
            matching: [
                "Associe chaque ion à sa formule.",
                "Match each ion with its formula.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'ion sodium", "the sodium ion"],
                    ["Na⁺", "Na⁺"],
                    [
                        "Quelle est la formule de l'ion sodium ?",
                        "What is the formula of the sodium ion?",
                    ],
                    [
                        "Quel ion a pour formule Na⁺ ?",
                        "Which ion has the formula Na⁺?",
                    ],
                ),
                pair(
                    ["l'ion chlorure", "the chloride ion"],
                    ["Cl⁻", "Cl⁻"],
                    [
                        "Quelle est la formule de l'ion chlorure ?",
                        "What is the formula of the chloride ion?",
                    ],
                    [
                        "Quel ion a pour formule Cl⁻ ?",
                        "Which ion has the formula Cl⁻?",
                    ],
                ),
                pair(
                    ["l'ion cuivre II", "the copper(II) ion"],
                    ["Cu²⁺", "Cu²⁺"],
                    [
                        "Quelle est la formule de l'ion cuivre II ?",
                        "What is the formula of the copper(II) ion?",
                    ],
                    [
                        "Quel ion a pour formule Cu²⁺ ?",
                        "Which ion has the formula Cu²⁺?",
                    ],
                ),
                pair(
                    ["l'ion fer II", "the iron(II) ion"],
                    ["Fe²⁺", "Fe²⁺"],
                    [
                        "Quelle est la formule de l'ion fer II ?",
                        "What is the formula of the iron(II) ion?",
                    ],
                    [
                        "Quel ion a pour formule Fe²⁺ ?",
                        "Which ion has the formula Fe²⁺?",
                    ],
                ),
                pair(
                    ["l'ion fer III", "the iron(III) ion"],
                    ["Fe³⁺", "Fe³⁺"],
                    [
                        "Quelle est la formule de l'ion fer III ?",
                        "What is the formula of the iron(III) ion?",
                    ],
                    [
                        "Quel ion a pour formule Fe³⁺ ?",
                        "Which ion has the formula Fe³⁺?",
                    ],
                ),
                pair(
                    ["l'ion hydrogène", "the hydrogen ion"],
                    ["H⁺", "H⁺"],
                    [
                        "Quelle est la formule de l'ion hydrogène ?",
                        "What is the formula of the hydrogen ion?",
                    ],
                    [
                        "Quel ion a pour formule H⁺ ?",
                        "Which ion has the formula H⁺?",
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
                        "Quel ion a pour formule HO⁻ ?",
                        "Which ion has the formula HO⁻?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les ions positifs", "Positive ions"],
        which: [
            "Parmi ces ions, lesquels sont des ions positifs ?",
            "Which of these ions are positive ions?",
        ],
        which_not: [
            "Parmi ces ions, lesquels sont des ions négatifs ?",
            "Which of these ions are negative ions?",
        ],
        members: &[
            ["l'ion sodium Na⁺", "the sodium ion Na⁺"],
            ["l'ion cuivre II Cu²⁺", "the copper(II) ion Cu²⁺"],
            ["l'ion fer III Fe³⁺", "the iron(III) ion Fe³⁺"],
            ["l'ion zinc Zn²⁺", "the zinc ion Zn²⁺"],
        ],
        others: &[
            ["l'ion chlorure Cl⁻", "the chloride ion Cl⁻"],
            ["l'ion hydroxyde HO⁻", "the hydroxide ion HO⁻"],
            ["l'ion sulfate SO₄²⁻", "the sulphate ion SO₄²⁻"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Identifier l'ion cuivre II",
            "Identifying the copper(II) ion",
        ],
        order: [
            "Range dans l'ordre les étapes du test de l'ion cuivre II dans une solution, de la première à la dernière.",
            "Put the steps of the test for the copper(II) ion in a solution in order, from first to last.",
        ],
        backward: [
            "Range les étapes du test de l'ion cuivre II dans une solution de la dernière à la première.",
            "Put the steps of the test for the copper(II) ion in a solution in order from last to first.",
        ],
        next: [
            "Pour tester la présence de l'ion cuivre II dans une solution, quelle étape vient juste après celle-ci : « {} » ?",
            "To test for the copper(II) ion in a solution, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : pour tester la présence de l'ion cuivre II dans une solution, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: to test for the copper(II) ion in a solution, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "mettre des lunettes et des gants de protection",
                "put on safety glasses and gloves",
            ],
            [
                "verser un peu de la solution dans un tube à essais",
                "pour a little of the solution into a test tube",
            ],
            [
                "ajouter quelques gouttes de solution d'hydroxyde de sodium",
                "add a few drops of sodium hydroxide solution",
            ],
            [
                "observer la formation d'un précipité",
                "see a precipitate form",
            ],
            [
                "conclure : un précipité bleu montre la présence de l'ion cuivre II",
                "conclude: a blue precipitate shows the copper(II) ion is present",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Un atome de carbone possède 6 protons. Combien d'électrons possède-t-il ?",
                "A carbon atom has 6 protons. How many electrons does it have?",
            ],
            about: [
                "les électrons d'un atome de carbone",
                "the electrons of a carbon atom",
            ],
            value: 6.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un atome de cuivre possède 29 électrons. Combien d'électrons l'ion cuivre II Cu²⁺ possède-t-il ?",
                "A copper atom has 29 electrons. How many electrons does the copper(II) ion Cu²⁺ have?",
            ],
            about: [
                "les électrons de l'ion Cu²⁺",
                "the electrons of the Cu²⁺ ion",
            ],
            value: 27.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un atome de chlore possède 17 électrons. Combien d'électrons l'ion chlorure Cl⁻ possède-t-il ?",
                "A chlorine atom has 17 electrons. How many electrons does the chloride ion Cl⁻ have?",
            ],
            about: ["les électrons de l'ion Cl⁻", "the electrons of the Cl⁻ ion"],
            value: 18.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un atome de sodium possède 11 électrons. Combien d'électrons l'ion sodium Na⁺ possède-t-il ?",
                "A sodium atom has 11 electrons. How many electrons does the sodium ion Na⁺ have?",
            ],
            about: ["les électrons de l'ion Na⁺", "the electrons of the Na⁺ ion"],
            value: 10.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un atome de fer possède 26 électrons. Combien d'électrons l'ion fer III Fe³⁺ possède-t-il ?",
                "An iron atom has 26 electrons. How many electrons does the iron(III) ion Fe³⁺ have?",
            ],
            about: [
                "les électrons de l'ion Fe³⁺",
                "the electrons of the Fe³⁺ ion",
            ],
            value: 23.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&ATOM],
};

/// Solutions acides et basiques : le pH.
pub(crate) static ACIDES: Bank = Bank {
    chapter: "physique-chimie-3e-acides-et-bases",
    title: ["Acides, bases et pH", "Acids, bases and pH"],
    relations: &[Relation {
        name: ["Le vocabulaire du pH", "The words of pH"],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["une solution acide", "an acidic solution"],
                [
                    "une solution de pH inférieur à 7, qui contient plus d'ions H⁺ que d'ions HO⁻",
                    "a solution with a pH below 7, holding more H⁺ ions than HO⁻ ions",
                ],
                [
                    "Qu'est-ce qu'une solution acide ?",
                    "What is an acidic solution?",
                ],
                [
                    "Comment appelle-t-on une solution de pH inférieur à 7, qui contient plus d'ions H⁺ que d'ions HO⁻ ?",
                    "What is a solution with a pH below 7, holding more H⁺ ions than HO⁻ ions, called?",
                ],
            ),
            pair(
                ["une solution basique", "a basic solution"],
                [
                    "une solution de pH supérieur à 7, qui contient plus d'ions HO⁻ que d'ions H⁺",
                    "a solution with a pH above 7, holding more HO⁻ ions than H⁺ ions",
                ],
                [
                    "Qu'est-ce qu'une solution basique ?",
                    "What is a basic solution?",
                ],
                [
                    "Comment appelle-t-on une solution de pH supérieur à 7, qui contient plus d'ions HO⁻ que d'ions H⁺ ?",
                    "What is a solution with a pH above 7, holding more HO⁻ ions than H⁺ ions, called?",
                ],
            ),
            pair(
                ["une solution neutre", "a neutral solution"],
                [
                    "une solution de pH égal à 7, qui contient autant d'ions H⁺ que d'ions HO⁻",
                    "a solution with a pH of 7, holding as many H⁺ ions as HO⁻ ions",
                ],
                [
                    "Qu'est-ce qu'une solution neutre ?",
                    "What is a neutral solution?",
                ],
                [
                    "Comment appelle-t-on une solution de pH égal à 7, qui contient autant d'ions H⁺ que d'ions HO⁻ ?",
                    "What is a solution with a pH of 7, holding as many H⁺ ions as HO⁻ ions, called?",
                ],
            ),
            pair(
                ["le pH-mètre", "the pH meter"],
                [
                    "l'appareil qui mesure le pH d'une solution avec précision",
                    "the instrument that measures the pH of a solution precisely",
                ],
                ["Qu'est-ce qu'un pH-mètre ?", "What is a pH meter?"],
                [
                    "Quel appareil mesure le pH d'une solution avec précision ?",
                    "Which instrument measures the pH of a solution precisely?",
                ],
            ),
            pair(
                ["le papier pH", "pH paper"],
                [
                    "un papier dont la couleur donne une valeur approchée du pH",
                    "a paper whose colour gives an approximate pH value",
                ],
                ["Qu'est-ce que le papier pH ?", "What is pH paper?"],
                [
                    "Comment appelle-t-on le papier dont la couleur donne une valeur approchée du pH ?",
                    "What is the paper whose colour gives an approximate pH value called?",
                ],
            ),
            pair(
                ["la dilution", "dilution"],
                [
                    "l'ajout d'eau à une solution, qui rapproche son pH de 7",
                    "adding water to a solution, which brings its pH closer to 7",
                ],
                [
                    "Qu'est-ce que la dilution d'une solution acide ou basique ?",
                    "What is the dilution of an acidic or basic solution?",
                ],
                [
                    "Comment appelle-t-on l'ajout d'eau à une solution, qui rapproche son pH de 7 ?",
                    "What is adding water to a solution, which brings its pH closer to 7, called?",
                ],
            ),
        ],
    }],
    groups: &[Group {
        name: ["Les solutions acides", "Acidic solutions"],
        which: [
            "Parmi ces solutions, lesquelles sont acides ?",
            "Which of these solutions are acidic?",
        ],
        which_not: [
            "Parmi ces solutions, lesquelles ne sont pas acides ?",
            "Which of these solutions are not acidic?",
        ],
        members: &[
            ["le vinaigre", "vinegar"],
            ["le jus de citron", "lemon juice"],
            ["le soda au cola", "cola"],
            ["l'acide chlorhydrique", "hydrochloric acid"],
        ],
        others: &[
            ["l'eau de Javel", "bleach"],
            [
                "la soude (hydroxyde de sodium)",
                "caustic soda (sodium hydroxide)",
            ],
            ["l'eau savonneuse", "soapy water"],
            ["l'eau pure", "pure water"],
        ],
    }],
    sequences: &[Sequence {
        name: ["L'échelle de pH", "The pH scale"],
        order: [
            "Range ces liquides du plus acide au plus basique.",
            "Put these liquids in order from the most acidic to the most basic.",
        ],
        backward: [
            "Range ces liquides du plus basique au plus acide.",
            "Put these liquids in order from the most basic to the most acidic.",
        ],
        next: [
            "Quand on range ces liquides du plus acide au plus basique, lequel vient juste après celui-ci : « {} » ?",
            "When these liquids are put in order from the most acidic to the most basic, which comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » est plus acide que « {b} ».",
            "True or false: “{a}” is more acidic than “{b}”.",
        ],
        steps: &[
            [
                "l'acide chlorhydrique du laboratoire",
                "the laboratory hydrochloric acid",
            ],
            ["le jus de citron", "lemon juice"],
            ["le café", "coffee"],
            ["l'eau pure", "pure water"],
            ["l'eau de mer", "sea water"],
            ["l'eau de Javel", "bleach"],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Quel est le pH de l'eau pure à 25 °C ?",
                "What is the pH of pure water at 25 °C?",
            ],
            about: ["le pH de l'eau pure", "the pH of pure water"],
            value: 7.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Dans une solution aqueuse à 25 °C, le pH va de 0 jusqu'à quelle valeur ?",
                "In a water solution at 25 °C, the pH goes from 0 up to which value?",
            ],
            about: [
                "la valeur la plus haute de l'échelle de pH",
                "the top value of the pH scale",
            ],
            value: 14.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// The solar system.
pub(crate) static SOLAR: Diagram = Diagram {
    title: [
        "le système solaire (tailles et distances pas à l'échelle)",
        "the solar system (sizes and distances not to scale)",
    ],
    size: (520.0, 200.0),
    draw: draw::solar_system,
    parts: &[
        Part {
            name: ["le Soleil", "the Sun"],
            at: (40.0, 120.0),
            label: (40.0, 180.0),
        },
        Part {
            name: ["Mercure", "Mercury"],
            at: (105.0, 100.0),
            label: (105.0, 30.0),
        },
        Part {
            name: ["la Terre", "the Earth"],
            at: (158.0, 100.0),
            label: (158.0, 170.0),
        },
        Part {
            name: ["Jupiter", "Jupiter"],
            at: (245.0, 90.0),
            label: (245.0, 30.0),
        },
        Part {
            name: ["Saturne", "Saturn"],
            at: (330.0, 106.0),
            label: (330.0, 170.0),
        },
        Part {
            name: ["Neptune", "Neptune"],
            at: (475.0, 95.0),
            label: (475.0, 30.0),
        },
    ],
};

/// L'Univers et le système solaire.
pub(crate) static UNIVERS: Bank = Bank {
    chapter: "physique-chimie-3e-univers-et-systeme-solaire",
    title: [
        "L'Univers et le système solaire",
        "The Universe and the solar system",
    ],
    relations: &[Relation {
        name: ["Le vocabulaire de l'Univers", "The words of the Universe"],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["une étoile", "a star"],
                [
                    "un astre qui produit sa propre lumière, comme le Soleil",
                    "a body in space that produces its own light, like the Sun",
                ],
                ["Qu'est-ce qu'une étoile ?", "What is a star?"],
                [
                    "Comment appelle-t-on un astre qui produit sa propre lumière, comme le Soleil ?",
                    "What is a body in space that produces its own light, like the Sun, called?",
                ],
            ),
            pair(
                ["une planète", "a planet"],
                [
                    "un astre qui tourne directement autour d'une étoile sans produire de lumière",
                    "a body that orbits a star directly without producing light",
                ],
                ["Qu'est-ce qu'une planète ?", "What is a planet?"],
                [
                    "Comment appelle-t-on un astre qui tourne directement autour d'une étoile sans produire de lumière ?",
                    "What is a body that orbits a star directly without producing light called?",
                ],
            ),
            pair(
                ["un satellite naturel", "a natural satellite"],
                [
                    "un astre qui tourne autour d'une planète, comme la Lune",
                    "a body that orbits a planet, like the Moon",
                ],
                [
                    "Qu'est-ce qu'un satellite naturel ?",
                    "What is a natural satellite?",
                ],
                [
                    "Comment appelle-t-on un astre qui tourne autour d'une planète, comme la Lune ?",
                    "What is a body that orbits a planet, like the Moon, called?",
                ],
            ),
            pair(
                ["une galaxie", "a galaxy"],
                [
                    "un immense ensemble d'étoiles, de gaz et de poussières",
                    "a huge system of stars, gas and dust",
                ],
                ["Qu'est-ce qu'une galaxie ?", "What is a galaxy?"],
                [
                    "Comment appelle-t-on un immense ensemble d'étoiles, de gaz et de poussières ?",
                    "What is a huge system of stars, gas and dust called?",
                ],
            ),
            pair(
                ["la Voie lactée", "the Milky Way"],
                [
                    "la galaxie à laquelle appartient le système solaire",
                    "the galaxy the solar system belongs to",
                ],
                ["Qu'est-ce que la Voie lactée ?", "What is the Milky Way?"],
                [
                    "À quelle galaxie le système solaire appartient-il ?",
                    "Which galaxy does the solar system belong to?",
                ],
            ),
            pair(
                ["le système solaire", "the solar system"],
                [
                    "le Soleil et l'ensemble des astres qui tournent autour de lui",
                    "the Sun and all the bodies that orbit it",
                ],
                [
                    "Qu'est-ce que le système solaire ?",
                    "What is the solar system?",
                ],
                [
                    "Comment appelle-t-on le Soleil et l'ensemble des astres qui tournent autour de lui ?",
                    "What are the Sun and all the bodies that orbit it called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: ["Les planètes rocheuses", "Rocky planets"],
            which: [
                "Parmi ces planètes, lesquelles sont des planètes rocheuses (telluriques) ?",
                "Which of these planets are rocky (terrestrial) planets?",
            ],
            which_not: [
                "Parmi ces planètes, lesquelles sont des planètes géantes gazeuses ?",
                "Which of these planets are giant gas planets?",
            ],
            members: &[
                ["Mercure", "Mercury"],
                ["Vénus", "Venus"],
                ["la Terre", "the Earth"],
                ["Mars", "Mars"],
            ],
            others: &[
                ["Jupiter", "Jupiter"],
                ["Saturne", "Saturn"],
                ["Uranus", "Uranus"],
                ["Neptune", "Neptune"],
            ],
        },
        Group {
            name: ["Les étoiles", "Stars"],
            which: [
                "Parmi ces astres, lesquels sont des étoiles ?",
                "Which of these bodies are stars?",
            ],
            which_not: [
                "Parmi ces astres, lesquels ne sont pas des étoiles ?",
                "Which of these bodies are not stars?",
            ],
            members: &[
                ["le Soleil", "the Sun"],
                ["Sirius", "Sirius"],
                ["Proxima du Centaure", "Proxima Centauri"],
            ],
            others: &[
                ["la Lune", "the Moon"],
                ["Vénus", "Venus"],
                ["Jupiter", "Jupiter"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Les planètes du système solaire",
            "The planets of the solar system",
        ],
        order: [
            "Range ces planètes de la plus proche à la plus éloignée du Soleil.",
            "Put these planets in order from nearest to farthest from the Sun.",
        ],
        backward: [
            "Range ces planètes de la plus éloignée à la plus proche du Soleil.",
            "Put these planets in order from farthest to nearest from the Sun.",
        ],
        next: [
            "En s'éloignant du Soleil, quelle planète vient juste après celle-ci : « {} » ?",
            "Moving away from the Sun, which planet comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » est plus proche du Soleil que « {b} ».",
            "True or false: “{a}” is nearer the Sun than “{b}”.",
        ],
        steps: &[
            ["Mercure", "Mercury"],
            ["Vénus", "Venus"],
            ["la Terre", "the Earth"],
            ["Mars", "Mars"],
            ["Jupiter", "Jupiter"],
            ["Saturne", "Saturn"],
            ["Uranus", "Uranus"],
            ["Neptune", "Neptune"],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Quel est l'âge de l'Univers, en milliards d'années, arrondi à l'unité ?",
                "How old is the Universe, in billions of years, to the nearest whole number?",
            ],
            about: [
                "l'âge de l'Univers, en milliards d'années",
                "the age of the Universe, in billions of years",
            ],
            value: 14.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Quel est l'âge du système solaire, en millions d'années ?",
                "How old is the solar system, in millions of years?",
            ],
            about: [
                "l'âge du système solaire, en millions d'années",
                "the age of the solar system, in millions of years",
            ],
            value: 4600.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Quelle est la distance moyenne entre la Terre et le Soleil, en millions de kilomètres ?",
                "What is the average distance between the Earth and the Sun, in millions of kilometres?",
            ],
            about: [
                "la distance Terre-Soleil, en millions de kilomètres",
                "the Earth–Sun distance, in millions of kilometres",
            ],
            value: 150.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de planètes tournent autour du Soleil ?",
                "How many planets orbit the Sun?",
            ],
            about: [
                "le nombre de planètes du système solaire",
                "the number of planets of the solar system",
            ],
            value: 8.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de planètes rocheuses (telluriques) le système solaire compte-t-il ?",
                "How many rocky (terrestrial) planets does the solar system have?",
            ],
            about: [
                "le nombre de planètes rocheuses du système solaire",
                "the number of rocky planets of the solar system",
            ],
            value: 4.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&SOLAR],
};

/// Interaction gravitationnelle.
pub(crate) static GRAVITATION: Bank = Bank {
    chapter: "physique-chimie-3e-interaction-gravitationnelle",
    title: ["La gravitation", "Gravitation"],
    relations: &[Relation {
        name: [
            "Le vocabulaire de la gravitation",
            "The words of gravitation",
        ],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                [
                    "l'interaction gravitationnelle",
                    "gravitational interaction",
                ],
                [
                    "l'attraction qu'exercent l'un sur l'autre deux objets qui ont une masse",
                    "the pull two objects with mass exert on each other",
                ],
                [
                    "Qu'est-ce que l'interaction gravitationnelle ?",
                    "What is gravitational interaction?",
                ],
                [
                    "Comment appelle-t-on l'attraction qu'exercent l'un sur l'autre deux objets qui ont une masse ?",
                    "What is the pull two objects with mass exert on each other called?",
                ],
            ),
            pair(
                ["une orbite", "an orbit"],
                [
                    "la trajectoire fermée d'un astre autour d'un autre",
                    "the closed path of a body around another",
                ],
                ["Qu'est-ce qu'une orbite ?", "What is an orbit?"],
                [
                    "Comment appelle-t-on la trajectoire fermée d'un astre autour d'un autre ?",
                    "What is the closed path of a body around another called?",
                ],
            ),
            pair(
                ["un satellite artificiel", "an artificial satellite"],
                [
                    "un engin construit par l'être humain et placé en orbite autour de la Terre",
                    "a craft built by humans and put in orbit round the Earth",
                ],
                [
                    "Qu'est-ce qu'un satellite artificiel ?",
                    "What is an artificial satellite?",
                ],
                [
                    "Comment appelle-t-on un engin construit par l'être humain et placé en orbite autour de la Terre ?",
                    "What is a craft built by humans and put in orbit round the Earth called?",
                ],
            ),
            pair(
                ["le poids", "weight"],
                [
                    "la force d'attraction exercée par un astre sur un objet proche de sa surface",
                    "the pull a body in space exerts on an object near its surface",
                ],
                [
                    "Qu'est-ce que le poids d'un objet ?",
                    "What is the weight of an object?",
                ],
                [
                    "Comment appelle-t-on la force d'attraction exercée par un astre sur un objet proche de sa surface ?",
                    "What is the pull a body in space exerts on an object near its surface called?",
                ],
            ),
            pair(
                ["la masse", "mass"],
                [
                    "la grandeur, en kilogrammes, qui ne dépend pas du lieu où se trouve l'objet",
                    "the quantity, in kilograms, that does not depend on where the object is",
                ],
                [
                    "Qu'est-ce qui distingue la masse d'un objet de son poids ?",
                    "What sets the mass of an object apart from its weight?",
                ],
                [
                    "Quelle grandeur, exprimée en kilogrammes, ne dépend pas du lieu où se trouve l'objet ?",
                    "Which quantity, in kilograms, does not depend on where the object is?",
                ],
            ),
        ],
    }],
    groups: &[Group {
        name: [
            "Ce qui renforce l'attraction gravitationnelle",
            "What makes the gravitational pull stronger",
        ],
        which: [
            "Parmi ces changements, lesquels augmentent l'attraction gravitationnelle entre deux objets ?",
            "Which of these changes increase the gravitational pull between two objects?",
        ],
        which_not: [
            "Parmi ces changements, lesquels diminuent l'attraction gravitationnelle entre deux objets ?",
            "Which of these changes decrease the gravitational pull between two objects?",
        ],
        members: &[
            [
                "augmenter la masse de l'un des objets",
                "increasing the mass of one of the objects",
            ],
            [
                "rapprocher les deux objets",
                "bringing the two objects closer",
            ],
            [
                "augmenter la masse des deux objets",
                "increasing the mass of both objects",
            ],
        ],
        others: &[
            ["éloigner les deux objets", "moving the two objects apart"],
            [
                "diminuer la masse de l'un des objets",
                "decreasing the mass of one of the objects",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "De Copernic à la conquête spatiale",
            "From Copernicus to the space age",
        ],
        order: [
            "Range ces événements dans l'ordre chronologique.",
            "Put these events in chronological order.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the most recent to the oldest.",
        ],
        next: [
            "Dans l'ordre chronologique, quel événement vient juste après celui-ci : « {} » ?",
            "In chronological order, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps: &[
            [
                "Copernic place le Soleil au centre du système",
                "Copernicus puts the Sun at the centre of the system",
            ],
            [
                "Galilée observe les satellites de Jupiter avec une lunette",
                "Galileo observes the moons of Jupiter with a telescope",
            ],
            [
                "Newton énonce la loi de la gravitation universelle",
                "Newton states the law of universal gravitation",
            ],
            [
                "Spoutnik 1, premier satellite artificiel, est mis en orbite",
                "Sputnik 1, the first artificial satellite, is put in orbit",
            ],
            [
                "les astronautes d'Apollo 11 marchent sur la Lune",
                "the Apollo 11 astronauts walk on the Moon",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Sur la Terre, l'intensité de la pesanteur vaut 9,8 N/kg. Quel est le poids d'un objet de 10 kg (en N) ?",
                "On the Earth, the gravitational field strength is 9.8 N/kg. What is the weight of a 10 kg object (in N)?",
            ],
            about: [
                "le poids d'un objet de 10 kg sur la Terre, en N",
                "the weight of a 10 kg object on the Earth, in N",
            ],
            value: 98.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Sur la Lune, l'intensité de la pesanteur vaut 1,6 N/kg. Quel est le poids d'un objet de 10 kg (en N) ?",
                "On the Moon, the gravitational field strength is 1.6 N/kg. What is the weight of a 10 kg object (in N)?",
            ],
            about: [
                "le poids d'un objet de 10 kg sur la Lune, en N",
                "the weight of a 10 kg object on the Moon, in N",
            ],
            value: 16.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En quelle année Newton publie-t-il la loi de la gravitation universelle ?",
                "In which year does Newton publish the law of universal gravitation?",
            ],
            about: [
                "l'année de la loi de la gravitation de Newton",
                "the year of Newton's law of gravitation",
            ],
            value: 1687.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En quelle année le premier satellite artificiel, Spoutnik 1, est-il mis en orbite ?",
                "In which year is the first artificial satellite, Sputnik 1, put in orbit?",
            ],
            about: ["l'année de Spoutnik 1", "the year of Sputnik 1"],
            value: 1957.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "À quelle altitude environ, en milliers de kilomètres, un satellite géostationnaire tourne-t-il autour de la Terre ?",
                "At about what altitude, in thousands of kilometres, does a geostationary satellite orbit the Earth?",
            ],
            about: [
                "l'altitude d'un satellite géostationnaire, en milliers de km",
                "the altitude of a geostationary satellite, in thousands of km",
            ],
            value: 36.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};
