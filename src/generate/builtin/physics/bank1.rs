//! Physique-chimie 1re spécialité, the knowledge chapters (programme de première générale,
//! BO spécial n° 1 du 22 janvier 2019) as fact banks: cohesion and solubility, organic
//! species, interactions and fields, fluids at rest, electrical energy, light and photons.

use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Number, Relation, Sequence, pair};

/// The chapters of this file, in catalog order (the catalog's mode is the index).
pub(crate) static BANKS: &[&Bank] = &[
    &COHESION,
    &ORGANIQUE,
    &CHAMPS,
    &FLUIDE,
    &ELECTRIQUE,
    &PHOTONS,
];

/// The family of these banks.
pub(crate) static FAMILY: Family = bank::family!("physique-chimie", BANKS);

/// De la structure des entités à la cohésion et à la solubilité.
pub(crate) static COHESION: Bank = Bank {
    chapter: "physique-chimie-1re-structure-des-entites-et-cohesion",
    title: [
        "De la structure des entités à la cohésion et à la solubilité",
        "From the structure of entities to cohesion and solubility",
    ],
    relations: &[
        Relation {
            name: ["La géométrie des molécules", "The shape of molecules"],
            matching: [
                "Associe chaque entité à sa géométrie.",
                "Match each entity with its shape.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["le méthane CH₄", "methane CH₄"],
                    ["tétraédrique", "tetrahedral"],
                    [
                        "Quelle est la géométrie de la molécule de méthane CH₄ ?",
                        "What is the shape of the methane molecule CH₄?",
                    ],
                    [
                        "Parmi ces entités, laquelle a une géométrie tétraédrique ?",
                        "Which of these entities has a tetrahedral shape?",
                    ],
                ),
                pair(
                    ["l'ion ammonium NH₄⁺", "the ammonium ion NH₄⁺"],
                    ["tétraédrique", "tetrahedral"],
                    [
                        "Quelle est la géométrie de l'ion ammonium NH₄⁺ ?",
                        "What is the shape of the ammonium ion NH₄⁺?",
                    ],
                    [
                        "Parmi ces entités, laquelle a une géométrie tétraédrique ?",
                        "Which of these entities has a tetrahedral shape?",
                    ],
                ),
                pair(
                    ["l'ammoniac NH₃", "ammonia NH₃"],
                    ["pyramidale", "trigonal pyramidal"],
                    [
                        "Quelle est la géométrie de la molécule d'ammoniac NH₃ ?",
                        "What is the shape of the ammonia molecule NH₃?",
                    ],
                    [
                        "Parmi ces entités, laquelle a une géométrie pyramidale ?",
                        "Which of these entities has a trigonal pyramidal shape?",
                    ],
                ),
                pair(
                    ["l'eau H₂O", "water H₂O"],
                    ["coudée", "bent"],
                    [
                        "Quelle est la géométrie de la molécule d'eau H₂O ?",
                        "What is the shape of the water molecule H₂O?",
                    ],
                    [
                        "Parmi ces entités, laquelle a une géométrie coudée ?",
                        "Which of these entities has a bent shape?",
                    ],
                ),
                pair(
                    ["le dioxyde de carbone CO₂", "carbon dioxide CO₂"],
                    ["linéaire", "linear"],
                    [
                        "Quelle est la géométrie de la molécule de dioxyde de carbone CO₂ ?",
                        "What is the shape of the carbon dioxide molecule CO₂?",
                    ],
                    [
                        "Parmi ces entités, laquelle a une géométrie linéaire ?",
                        "Which of these entities has a linear shape?",
                    ],
                ),
                pair(
                    ["le chlorure d'hydrogène HCl", "hydrogen chloride HCl"],
                    ["linéaire", "linear"],
                    [
                        "Quelle est la géométrie de la molécule de chlorure d'hydrogène HCl ?",
                        "What is the shape of the hydrogen chloride molecule HCl?",
                    ],
                    [
                        "Parmi ces entités, laquelle a une géométrie linéaire ?",
                        "Which of these entities has a linear shape?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Le vocabulaire de la cohésion", "The words of cohesion"],
            matching: [
                "Associe chaque terme à sa définition.",
                "Match each term with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'électronégativité", "electronegativity"],
                    [
                        "la capacité d'un atome à attirer vers lui les électrons d'une liaison covalente",
                        "the ability of an atom to pull towards itself the electrons of a covalent bond",
                    ],
                    [
                        "Qu'est-ce que l'électronégativité d'un atome ?",
                        "What is the electronegativity of an atom?",
                    ],
                    [
                        "Comment appelle-t-on la capacité d'un atome à attirer vers lui les électrons d'une liaison covalente ?",
                        "What is the ability of an atom to pull towards itself the electrons of a covalent bond called?",
                    ],
                ),
                pair(
                    ["une liaison polarisée", "a polar bond"],
                    [
                        "une liaison covalente entre deux atomes d'électronégativités différentes, qui portent des charges partielles",
                        "a covalent bond between two atoms of different electronegativities, which carry partial charges",
                    ],
                    [
                        "Qu'est-ce qu'une liaison polarisée ?",
                        "What is a polar bond?",
                    ],
                    [
                        "Comment appelle-t-on une liaison covalente entre deux atomes d'électronégativités différentes, qui portent des charges partielles ?",
                        "What is a covalent bond between two atoms of different electronegativities, which carry partial charges, called?",
                    ],
                ),
                pair(
                    ["une molécule polaire", "a polar molecule"],
                    [
                        "une molécule où le centre des charges partielles positives ne coïncide pas avec celui des charges partielles négatives",
                        "a molecule in which the centre of the positive partial charges does not coincide with that of the negative partial charges",
                    ],
                    [
                        "Qu'est-ce qu'une molécule polaire ?",
                        "What is a polar molecule?",
                    ],
                    [
                        "Comment appelle-t-on une molécule où le centre des charges partielles positives ne coïncide pas avec celui des charges partielles négatives ?",
                        "What is a molecule in which the centre of the positive partial charges does not coincide with that of the negative partial charges called?",
                    ],
                ),
                pair(
                    ["un doublet non liant", "a lone pair"],
                    [
                        "une paire d'électrons de valence d'un atome qui n'est pas engagée dans une liaison",
                        "a pair of valence electrons of an atom that takes no part in a bond",
                    ],
                    [
                        "Qu'est-ce qu'un doublet non liant ?",
                        "What is a lone pair?",
                    ],
                    [
                        "Comment appelle-t-on une paire d'électrons de valence d'un atome qui n'est pas engagée dans une liaison ?",
                        "What is a pair of valence electrons of an atom that takes no part in a bond called?",
                    ],
                ),
                pair(
                    ["la liaison hydrogène", "the hydrogen bond"],
                    [
                        "une interaction entre un atome d'hydrogène lié à un atome très électronégatif et un autre atome très électronégatif",
                        "an interaction between a hydrogen atom bonded to a highly electronegative atom and another highly electronegative atom",
                    ],
                    [
                        "Qu'est-ce qu'une liaison hydrogène ?",
                        "What is a hydrogen bond?",
                    ],
                    [
                        "Comment appelle-t-on une interaction entre un atome d'hydrogène lié à un atome très électronégatif et un autre atome très électronégatif ?",
                        "What is an interaction between a hydrogen atom bonded to a highly electronegative atom and another highly electronegative atom called?",
                    ],
                ),
                pair(
                    [
                        "les interactions de Van der Waals",
                        "Van der Waals interactions",
                    ],
                    [
                        "des interactions électriques de faible intensité entre entités, polaires ou non",
                        "weak electrical interactions between entities, polar or not",
                    ],
                    [
                        "Que sont les interactions de Van der Waals ?",
                        "What are Van der Waals interactions?",
                    ],
                    [
                        "Comment appelle-t-on des interactions électriques de faible intensité entre entités, polaires ou non ?",
                        "What are weak electrical interactions between entities, polar or not, called?",
                    ],
                ),
                pair(
                    ["un solide ionique", "an ionic solid"],
                    [
                        "un solide fait de cations et d'anions, électriquement neutre, dont la cohésion est assurée par l'interaction électrostatique",
                        "a solid made of cations and anions, electrically neutral, held together by the electrostatic interaction",
                    ],
                    [
                        "Qu'est-ce qu'un solide ionique ?",
                        "What is an ionic solid?",
                    ],
                    [
                        "Comment appelle-t-on un solide fait de cations et d'anions, électriquement neutre, dont la cohésion est assurée par l'interaction électrostatique ?",
                        "What is a solid made of cations and anions, electrically neutral, held together by the electrostatic interaction, called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les molécules polaires", "Polar molecules"],
        which: [
            "Parmi ces molécules, lesquelles sont polaires ?",
            "Which of these molecules are polar?",
        ],
        which_not: [
            "Parmi ces molécules, lesquelles ne sont pas polaires ?",
            "Which of these molecules are not polar?",
        ],
        members: &[
            ["l'eau H₂O", "water H₂O"],
            ["l'ammoniac NH₃", "ammonia NH₃"],
            ["le chlorure d'hydrogène HCl", "hydrogen chloride HCl"],
        ],
        others: &[
            ["le dioxyde de carbone CO₂", "carbon dioxide CO₂"],
            ["le méthane CH₄", "methane CH₄"],
            ["le dioxygène O₂", "oxygen O₂"],
            ["le diazote N₂", "nitrogen N₂"],
        ],
    }],
    sequences: &[
        Sequence {
            name: [
                "La dissolution d'un solide ionique dans l'eau",
                "Dissolving an ionic solid in water",
            ],
            order: [
                "Range dans l'ordre les étapes de la dissolution d'un solide ionique dans l'eau, de la première à la dernière.",
                "Put the steps of dissolving an ionic solid in water in order, from first to last.",
            ],
            backward: [
                "Range les étapes de la dissolution d'un solide ionique dans l'eau de la dernière à la première.",
                "Put the steps of dissolving an ionic solid in water in order from last to first.",
            ],
            next: [
                "Lors de la dissolution d'un solide ionique dans l'eau, quelle étape vient juste après celle-ci : « {} » ?",
                "When an ionic solid dissolves in water, which step comes right after this one: “{}”?",
            ],
            before: [
                "Vrai ou faux : lors de la dissolution d'un solide ionique dans l'eau, l'étape « {a} » vient avant l'étape « {b} ».",
                "True or false: when an ionic solid dissolves in water, the step “{a}” comes before the step “{b}”.",
            ],
            steps: &[
                [
                    "on introduit le solide ionique dans l'eau",
                    "the ionic solid is put into water",
                ],
                [
                    "la dissociation : les molécules d'eau, polaires, séparent les ions du cristal",
                    "dissociation: the polar water molecules pull the ions away from the crystal",
                ],
                [
                    "la solvatation : chaque ion s'entoure de molécules d'eau",
                    "solvation: each ion surrounds itself with water molecules",
                ],
                [
                    "la dispersion : les ions solvatés se répartissent dans toute la solution",
                    "dispersion: the solvated ions spread through the whole solution",
                ],
            ],
        },
        Sequence {
            name: [
                "L'électronégativité croissante",
                "Increasing electronegativity",
            ],
            order: [
                "Range ces atomes par électronégativité croissante.",
                "Put these atoms in order of increasing electronegativity.",
            ],
            backward: [
                "Range ces atomes par électronégativité décroissante.",
                "Put these atoms in order of decreasing electronegativity.",
            ],
            next: [
                "Dans le classement par électronégativité croissante, quel atome vient juste après celui-ci : « {} » ?",
                "In order of increasing electronegativity, which atom comes right after this one: “{}”?",
            ],
            before: [
                "Vrai ou faux : dans le classement par électronégativité croissante, « {a} » vient avant « {b} ».",
                "True or false: in order of increasing electronegativity, “{a}” comes before “{b}”.",
            ],
            steps: &[
                ["l'hydrogène H", "hydrogen H"],
                ["le carbone C", "carbon C"],
                ["l'azote N", "nitrogen N"],
                ["l'oxygène O", "oxygen O"],
                ["le fluor F", "fluorine F"],
            ],
        },
    ],
    numbers: &[
        Number {
            ask: [
                "Combien de doublets non liants l'atome d'oxygène porte-t-il dans la molécule d'eau H₂O ?",
                "How many lone pairs does the oxygen atom carry in the water molecule H₂O?",
            ],
            about: [
                "les doublets non liants de l'oxygène dans H₂O",
                "the lone pairs of oxygen in H₂O",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de doublets non liants l'atome d'azote porte-t-il dans la molécule d'ammoniac NH₃ ?",
                "How many lone pairs does the nitrogen atom carry in the ammonia molecule NH₃?",
            ],
            about: [
                "les doublets non liants de l'azote dans NH₃",
                "the lone pairs of nitrogen in NH₃",
            ],
            value: 1.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de doublets liants l'atome de carbone engage-t-il dans la molécule de méthane CH₄ ?",
                "How many bonding pairs does the carbon atom form in the methane molecule CH₄?",
            ],
            about: [
                "les doublets liants du carbone dans CH₄",
                "the bonding pairs of carbon in CH₄",
            ],
            value: 4.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Quelle est la valeur de l'angle entre deux liaisons C–H dans la molécule de méthane, arrondie au dixième ?",
                "What is the angle between two C–H bonds in the methane molecule, to one decimal place?",
            ],
            about: ["l'angle HCH du méthane", "the HCH angle of methane"],
            value: 109.5,
            dp: 1,
            unit: "°",
        },
    ],
    diagrams: &[],
};

/// Espèces organiques : synthèses et combustions.
pub(crate) static ORGANIQUE: Bank = Bank {
    chapter: "physique-chimie-1re-synthese-et-combustions",
    title: [
        "Espèces organiques : synthèses et combustions",
        "Organic species: syntheses and combustions",
    ],
    relations: &[
        Relation {
            name: [
                "Les familles de composés organiques",
                "Families of organic compounds",
            ],
            matching: [
                "Associe chaque molécule à sa famille.",
                "Match each molecule with its family.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["l'éthanol CH₃–CH₂–OH", "ethanol CH₃–CH₂–OH"],
                    ["les alcools", "the alcohols"],
                    [
                        "À quelle famille l'éthanol CH₃–CH₂–OH appartient-il ?",
                        "Which family does ethanol CH₃–CH₂–OH belong to?",
                    ],
                    [
                        "Parmi ces molécules, laquelle est un alcool ?",
                        "Which of these molecules is an alcohol?",
                    ],
                ),
                pair(
                    ["le propan-2-ol CH₃–CHOH–CH₃", "propan-2-ol CH₃–CHOH–CH₃"],
                    ["les alcools", "the alcohols"],
                    [
                        "À quelle famille le propan-2-ol CH₃–CHOH–CH₃ appartient-il ?",
                        "Which family does propan-2-ol CH₃–CHOH–CH₃ belong to?",
                    ],
                    [
                        "Parmi ces molécules, laquelle est un alcool ?",
                        "Which of these molecules is an alcohol?",
                    ],
                ),
                pair(
                    ["l'éthanal CH₃–CHO", "ethanal CH₃–CHO"],
                    ["les aldéhydes", "the aldehydes"],
                    [
                        "À quelle famille l'éthanal CH₃–CHO appartient-il ?",
                        "Which family does ethanal CH₃–CHO belong to?",
                    ],
                    [
                        "Parmi ces molécules, laquelle est un aldéhyde ?",
                        "Which of these molecules is an aldehyde?",
                    ],
                ),
                pair(
                    ["la propanone CH₃–CO–CH₃", "propanone CH₃–CO–CH₃"],
                    ["les cétones", "the ketones"],
                    [
                        "À quelle famille la propanone CH₃–CO–CH₃ appartient-elle ?",
                        "Which family does propanone CH₃–CO–CH₃ belong to?",
                    ],
                    [
                        "Parmi ces molécules, laquelle est une cétone ?",
                        "Which of these molecules is a ketone?",
                    ],
                ),
                pair(
                    ["l'acide éthanoïque CH₃–COOH", "ethanoic acid CH₃–COOH"],
                    ["les acides carboxyliques", "the carboxylic acids"],
                    [
                        "À quelle famille l'acide éthanoïque CH₃–COOH appartient-il ?",
                        "Which family does ethanoic acid CH₃–COOH belong to?",
                    ],
                    [
                        "Parmi ces molécules, laquelle est un acide carboxylique ?",
                        "Which of these molecules is a carboxylic acid?",
                    ],
                ),
                pair(
                    ["le propane CH₃–CH₂–CH₃", "propane CH₃–CH₂–CH₃"],
                    ["les alcanes", "the alkanes"],
                    [
                        "À quelle famille le propane CH₃–CH₂–CH₃ appartient-il ?",
                        "Which family does propane CH₃–CH₂–CH₃ belong to?",
                    ],
                    [
                        "Parmi ces molécules, laquelle est un alcane ?",
                        "Which of these molecules is an alkane?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Synthèses et combustions", "Syntheses and combustions"],
            matching: [
                "Associe chaque terme à sa définition.",
                "Match each term with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le groupe caractéristique", "the functional group"],
                    [
                        "l'ensemble d'atomes qui donne à une molécule organique les propriétés de sa famille",
                        "the group of atoms that gives an organic molecule the properties of its family",
                    ],
                    [
                        "Qu'est-ce qu'un groupe caractéristique ?",
                        "What is a functional group?",
                    ],
                    [
                        "Comment appelle-t-on l'ensemble d'atomes qui donne à une molécule organique les propriétés de sa famille ?",
                        "What is the group of atoms that gives an organic molecule the properties of its family called?",
                    ],
                ),
                pair(
                    ["le squelette carboné", "the carbon skeleton"],
                    [
                        "l'enchaînement des atomes de carbone d'une molécule organique",
                        "the chain of carbon atoms of an organic molecule",
                    ],
                    [
                        "Qu'est-ce que le squelette carboné d'une molécule ?",
                        "What is the carbon skeleton of a molecule?",
                    ],
                    [
                        "Comment appelle-t-on l'enchaînement des atomes de carbone d'une molécule organique ?",
                        "What is the chain of carbon atoms of an organic molecule called?",
                    ],
                ),
                pair(
                    ["le rendement", "the yield"],
                    [
                        "le quotient de la quantité de produit obtenue par la quantité maximale attendue",
                        "the amount of product obtained divided by the greatest amount expected",
                    ],
                    [
                        "Qu'est-ce que le rendement d'une synthèse ?",
                        "What is the yield of a synthesis?",
                    ],
                    [
                        "Comment appelle-t-on le quotient de la quantité de produit obtenue par la quantité maximale attendue ?",
                        "What is the amount of product obtained divided by the greatest amount expected called?",
                    ],
                ),
                pair(
                    ["le combustible", "the fuel"],
                    [
                        "l'espèce qui brûle en réagissant avec le comburant",
                        "the species that burns by reacting with the oxidiser",
                    ],
                    [
                        "Qu'est-ce que le combustible d'une combustion ?",
                        "What is the fuel of a combustion?",
                    ],
                    [
                        "Comment appelle-t-on l'espèce qui brûle en réagissant avec le comburant ?",
                        "What is the species that burns by reacting with the oxidiser called?",
                    ],
                ),
                pair(
                    ["le comburant", "the oxidiser"],
                    [
                        "l'espèce qui réagit avec le combustible, le plus souvent le dioxygène de l'air",
                        "the species that reacts with the fuel, most often the oxygen of the air",
                    ],
                    [
                        "Qu'est-ce que le comburant d'une combustion ?",
                        "What is the oxidiser of a combustion?",
                    ],
                    [
                        "Comment appelle-t-on l'espèce qui réagit avec le combustible, le plus souvent le dioxygène de l'air ?",
                        "What is the species that reacts with the fuel, most often the oxygen of the air, called?",
                    ],
                ),
                pair(
                    [
                        "l'énergie molaire de combustion",
                        "the molar energy of combustion",
                    ],
                    [
                        "l'énergie libérée par la combustion d'une mole de combustible",
                        "the energy released by the combustion of one mole of fuel",
                    ],
                    [
                        "Qu'est-ce que l'énergie molaire de combustion ?",
                        "What is the molar energy of combustion?",
                    ],
                    [
                        "Comment appelle-t-on l'énergie libérée par la combustion d'une mole de combustible ?",
                        "What is the energy released by the combustion of one mole of fuel called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les produits d'une combustion complète",
            "The products of a complete combustion",
        ],
        which: [
            "Parmi ces espèces, lesquelles sont produites par la combustion complète d'un alcane ?",
            "Which of these species are produced by the complete combustion of an alkane?",
        ],
        which_not: [
            "Parmi ces espèces, lesquelles ne sont pas produites par la combustion complète d'un alcane ?",
            "Which of these species are not produced by the complete combustion of an alkane?",
        ],
        members: &[
            ["le dioxyde de carbone", "carbon dioxide"],
            ["l'eau", "water"],
        ],
        others: &[
            ["le monoxyde de carbone", "carbon monoxide"],
            ["le carbone (suie)", "carbon (soot)"],
            ["le dihydrogène", "hydrogen"],
        ],
    }],
    sequences: &[Sequence {
        name: ["Les étapes d'une synthèse", "The stages of a synthesis"],
        order: [
            "Range dans l'ordre les étapes d'une synthèse organique au laboratoire, de la première à la dernière.",
            "Put the stages of an organic synthesis in the laboratory in order, from first to last.",
        ],
        backward: [
            "Range les étapes d'une synthèse organique de la dernière à la première.",
            "Put the stages of an organic synthesis in order from last to first.",
        ],
        next: [
            "Au cours d'une synthèse organique, quelle étape vient juste après celle-ci : « {} » ?",
            "During an organic synthesis, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : au cours d'une synthèse organique, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: during an organic synthesis, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "la transformation des réactifs, souvent par chauffage à reflux",
                "the change of the reactants, often by heating under reflux",
            ],
            [
                "l'isolement du produit brut, par exemple par filtration ou extraction",
                "the isolation of the crude product, for example by filtration or extraction",
            ],
            [
                "la purification du produit, par recristallisation ou distillation",
                "the purification of the product, by recrystallisation or distillation",
            ],
            [
                "l'identification du produit, par chromatographie ou mesure de sa température de fusion",
                "the identification of the product, by chromatography or by measuring its melting point",
            ],
            [
                "le calcul du rendement de la synthèse",
                "the calculation of the yield of the synthesis",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Une synthèse pouvait donner au maximum 0,8 mol de produit ; on en obtient 0,6 mol. Quel est son rendement ?",
                "A synthesis could give at most 0.8 mol of product; 0.6 mol is obtained. What is its yield?",
            ],
            about: ["le rendement de la synthèse", "the yield of the synthesis"],
            value: 75.0,
            dp: 0,
            unit: "%",
        },
        Number {
            ask: [
                "Quelle quantité de dioxygène faut-il pour brûler complètement 1 mol de propane selon C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O ?",
                "What amount of oxygen is needed to burn 1 mol of propane completely according to C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O?",
            ],
            about: [
                "le dioxygène pour 1 mol de propane",
                "the oxygen for 1 mol of propane",
            ],
            value: 5.0,
            dp: 0,
            unit: "mol",
        },
        Number {
            ask: [
                "Combien d'atomes de carbone compte la chaîne carbonée du butan-1-ol ?",
                "How many carbon atoms are in the carbon chain of butan-1-ol?",
            ],
            about: [
                "les atomes de carbone du butan-1-ol",
                "the carbon atoms of butan-1-ol",
            ],
            value: 4.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "La combustion complète d'une mole d'éthanol C₂H₆O produit combien de moles de dioxyde de carbone ?",
                "The complete combustion of one mole of ethanol C₂H₆O produces how many moles of carbon dioxide?",
            ],
            about: [
                "le CO₂ formé par 1 mol d'éthanol",
                "the CO₂ formed by 1 mol of ethanol",
            ],
            value: 2.0,
            dp: 0,
            unit: "mol",
        },
    ],
    diagrams: &[],
};

/// Interactions fondamentales et notion de champ.
pub(crate) static CHAMPS: Bank = Bank {
    chapter: "physique-chimie-1re-interactions-et-champs",
    title: [
        "Interactions fondamentales et notion de champ",
        "Fundamental interactions and fields",
    ],
    relations: &[
        Relation {
            name: ["Les lois et les champs", "Laws and fields"],
            matching: [
                "Associe chaque loi ou champ à son expression.",
                "Match each law or field with its expression.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["la loi de Coulomb", "Coulomb's law"],
                    ["F = k × |q_A × q_B| / d²", "F = k × |q_A × q_B| / d²"],
                    [
                        "Quelle est l'expression de la loi de Coulomb pour deux charges q_A et q_B distantes de d ?",
                        "What is the expression of Coulomb's law for two charges q_A and q_B a distance d apart?",
                    ],
                    [
                        "Quelle loi s'écrit F = k × |q_A × q_B| / d² ?",
                        "Which law is written F = k × |q_A × q_B| / d²?",
                    ],
                ),
                pair(
                    [
                        "la loi de la gravitation universelle",
                        "the law of universal gravitation",
                    ],
                    ["F = G × m_A × m_B / d²", "F = G × m_A × m_B / d²"],
                    [
                        "Quelle est l'expression de la loi de la gravitation universelle pour deux masses m_A et m_B distantes de d ?",
                        "What is the expression of the law of universal gravitation for two masses m_A and m_B a distance d apart?",
                    ],
                    [
                        "Quelle loi s'écrit F = G × m_A × m_B / d² ?",
                        "Which law is written F = G × m_A × m_B / d²?",
                    ],
                ),
                pair(
                    ["le champ électrostatique", "the electrostatic field"],
                    [
                        "E = F / q, la force électrique subie par une charge q divisée par q",
                        "E = F / q, the electric force on a charge q divided by q",
                    ],
                    [
                        "Comment le champ électrostatique est-il relié à la force subie par une charge q ?",
                        "How is the electrostatic field related to the force on a charge q?",
                    ],
                    [
                        "Quel champ est défini par E = F / q, la force électrique subie par une charge q divisée par q ?",
                        "Which field is defined by E = F / q, the electric force on a charge q divided by q?",
                    ],
                ),
                pair(
                    ["le champ de gravitation", "the gravitational field"],
                    [
                        "g = F / m, la force gravitationnelle subie par une masse m divisée par m",
                        "g = F / m, the gravitational force on a mass m divided by m",
                    ],
                    [
                        "Comment le champ de gravitation est-il relié à la force subie par une masse m ?",
                        "How is the gravitational field related to the force on a mass m?",
                    ],
                    [
                        "Quel champ est défini par g = F / m, la force gravitationnelle subie par une masse m divisée par m ?",
                        "Which field is defined by g = F / m, the gravitational force on a mass m divided by m?",
                    ],
                ),
                pair(
                    [
                        "le champ entre les armatures d'un condensateur plan",
                        "the field between the plates of a parallel-plate capacitor",
                    ],
                    [
                        "E = U / d, uniforme, où U est la tension entre les armatures et d leur distance",
                        "E = U / d, uniform, where U is the voltage between the plates and d their distance apart",
                    ],
                    [
                        "Quelle est l'expression du champ électrostatique entre les armatures d'un condensateur plan ?",
                        "What is the expression of the electrostatic field between the plates of a parallel-plate capacitor?",
                    ],
                    [
                        "Quel champ vaut E = U / d, uniforme, où U est la tension entre les armatures et d leur distance ?",
                        "Which field is E = U / d, uniform, where U is the voltage between the plates and d their distance apart?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les grandeurs et leurs unités",
                "Quantities and their units",
            ],
            matching: [
                "Associe chaque grandeur à son unité.",
                "Match each quantity with its unit.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la charge électrique", "the electric charge"],
                    ["le coulomb (C)", "the coulomb (C)"],
                    [
                        "Dans quelle unité exprime-t-on une charge électrique ?",
                        "In which unit is an electric charge given?",
                    ],
                    [
                        "Quelle grandeur s'exprime en coulombs (C) ?",
                        "Which quantity is given in coulombs (C)?",
                    ],
                ),
                pair(
                    ["le champ électrostatique", "the electrostatic field"],
                    ["le volt par mètre (V/m)", "the volt per metre (V/m)"],
                    [
                        "Dans quelle unité exprime-t-on un champ électrostatique ?",
                        "In which unit is an electrostatic field given?",
                    ],
                    [
                        "Quelle grandeur s'exprime en volts par mètre (V/m) ?",
                        "Which quantity is given in volts per metre (V/m)?",
                    ],
                ),
                pair(
                    ["le champ de gravitation", "the gravitational field"],
                    [
                        "le newton par kilogramme (N/kg)",
                        "the newton per kilogram (N/kg)",
                    ],
                    [
                        "Dans quelle unité exprime-t-on un champ de gravitation ?",
                        "In which unit is a gravitational field given?",
                    ],
                    [
                        "Quelle grandeur s'exprime en newtons par kilogramme (N/kg) ?",
                        "Which quantity is given in newtons per kilogram (N/kg)?",
                    ],
                ),
                pair(
                    ["la force", "the force"],
                    ["le newton (N)", "the newton (N)"],
                    [
                        "Dans quelle unité exprime-t-on une force ?",
                        "In which unit is a force given?",
                    ],
                    [
                        "Quelle grandeur s'exprime en newtons (N) ?",
                        "Which quantity is given in newtons (N)?",
                    ],
                ),
                pair(
                    ["la distance", "the distance"],
                    ["le mètre (m)", "the metre (m)"],
                    [
                        "Dans quelle unité du Système international exprime-t-on une distance ?",
                        "In which SI unit is a distance given?",
                    ],
                    [
                        "Quelle grandeur s'exprime en mètres (m) ?",
                        "Which quantity is given in metres (m)?",
                    ],
                ),
                pair(
                    ["la masse", "the mass"],
                    ["le kilogramme (kg)", "the kilogram (kg)"],
                    [
                        "Dans quelle unité du Système international exprime-t-on une masse ?",
                        "In which SI unit is a mass given?",
                    ],
                    [
                        "Quelle grandeur s'exprime en kilogrammes (kg) ?",
                        "Which quantity is given in kilograms (kg)?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Le vocabulaire des champs", "The words of fields"],
            matching: [
                "Associe chaque terme à sa définition.",
                "Match each term with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un champ uniforme", "a uniform field"],
                    [
                        "un champ qui a la même direction, le même sens et la même valeur en tout point",
                        "a field with the same direction, sense and size at every point",
                    ],
                    [
                        "Qu'est-ce qu'un champ uniforme ?",
                        "What is a uniform field?",
                    ],
                    [
                        "Comment appelle-t-on un champ qui a la même direction, le même sens et la même valeur en tout point ?",
                        "What is a field with the same direction, sense and size at every point called?",
                    ],
                ),
                pair(
                    ["une ligne de champ", "a field line"],
                    [
                        "une ligne tangente en chacun de ses points au vecteur champ",
                        "a line tangent at each of its points to the field vector",
                    ],
                    ["Qu'est-ce qu'une ligne de champ ?", "What is a field line?"],
                    [
                        "Comment appelle-t-on une ligne tangente en chacun de ses points au vecteur champ ?",
                        "What is a line tangent at each of its points to the field vector called?",
                    ],
                ),
                pair(
                    ["l'électrisation par frottement", "charging by friction"],
                    [
                        "le transfert d'électrons entre deux objets frottés l'un contre l'autre",
                        "the transfer of electrons between two objects rubbed against each other",
                    ],
                    [
                        "Qu'est-ce que l'électrisation par frottement ?",
                        "What is charging by friction?",
                    ],
                    [
                        "Comment appelle-t-on le transfert d'électrons entre deux objets frottés l'un contre l'autre ?",
                        "What is the transfer of electrons between two objects rubbed against each other called?",
                    ],
                ),
                pair(
                    ["la charge élémentaire", "the elementary charge"],
                    [
                        "la plus petite charge portée par une particule libre, e = 1,6 × 10⁻¹⁹ C",
                        "the smallest charge carried by a free particle, e = 1.6 × 10⁻¹⁹ C",
                    ],
                    [
                        "Qu'est-ce que la charge élémentaire ?",
                        "What is the elementary charge?",
                    ],
                    [
                        "Comment appelle-t-on la plus petite charge portée par une particule libre, e = 1,6 × 10⁻¹⁹ C ?",
                        "What is the smallest charge carried by a free particle, e = 1.6 × 10⁻¹⁹ C, called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les grandeurs vectorielles", "Vector quantities"],
        which: [
            "Parmi ces grandeurs, lesquelles sont représentées par un vecteur ?",
            "Which of these quantities are represented by a vector?",
        ],
        which_not: [
            "Parmi ces grandeurs, lesquelles ne sont pas représentées par un vecteur ?",
            "Which of these quantities are not represented by a vector?",
        ],
        members: &[
            ["une force", "a force"],
            ["un champ électrostatique", "an electrostatic field"],
            ["un champ de gravitation", "a gravitational field"],
            ["une vitesse", "a velocity"],
        ],
        others: &[
            ["une masse", "a mass"],
            ["une charge électrique", "an electric charge"],
            ["une énergie", "an energy"],
            ["une température", "a temperature"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Des lois d'interaction à la charge élémentaire",
            "From the laws of interaction to the elementary charge",
        ],
        order: [
            "Range ces découvertes dans l'ordre chronologique.",
            "Put these discoveries in chronological order.",
        ],
        backward: [
            "Range ces découvertes de la plus récente à la plus ancienne.",
            "Put these discoveries in order from the most recent to the oldest.",
        ],
        next: [
            "Dans l'ordre chronologique, quelle découverte vient juste après celle-ci : « {} » ?",
            "In chronological order, which discovery comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps: &[
            [
                "Newton énonce la loi de la gravitation universelle (1687)",
                "Newton states the law of universal gravitation (1687)",
            ],
            [
                "Coulomb établit la loi de l'interaction électrostatique (1785)",
                "Coulomb establishes the law of the electrostatic interaction (1785)",
            ],
            [
                "Thomson découvre l'électron (1897)",
                "Thomson discovers the electron (1897)",
            ],
            [
                "Millikan mesure la charge élémentaire (1909)",
                "Millikan measures the elementary charge (1909)",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Si la distance entre deux charges double, par combien la force de Coulomb est-elle divisée ?",
                "If the distance between two charges doubles, by how much is the Coulomb force divided?",
            ],
            about: [
                "la division de la force quand d double",
                "the division of the force when d doubles",
            ],
            value: 4.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Si la distance entre deux masses triple, par combien la force de gravitation est-elle divisée ?",
                "If the distance between two masses triples, by how much is the gravitational force divided?",
            ],
            about: [
                "la division de la force quand d triple",
                "the division of the force when d triples",
            ],
            value: 9.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Quelle est la valeur du champ de pesanteur à la surface de la Terre, arrondie au dixième ?",
                "What is the size of the gravitational field at the surface of the Earth, to one decimal place?",
            ],
            about: [
                "le champ de pesanteur terrestre",
                "the Earth's gravitational field",
            ],
            value: 9.8,
            dp: 1,
            unit: "N/kg",
        },
        Number {
            ask: [
                "Quelle est la valeur du champ de pesanteur à la surface de la Lune, arrondie au dixième ?",
                "What is the size of the gravitational field at the surface of the Moon, to one decimal place?",
            ],
            about: [
                "le champ de pesanteur lunaire",
                "the Moon's gravitational field",
            ],
            value: 1.6,
            dp: 1,
            unit: "N/kg",
        },
        Number {
            ask: [
                "Une charge de 2 C placée dans un champ électrostatique de 3 V/m subit une force de quelle valeur ?",
                "A 2 C charge placed in a 3 V/m electrostatic field feels a force of what size?",
            ],
            about: [
                "la force sur une charge de 2 C",
                "the force on a 2 C charge",
            ],
            value: 6.0,
            dp: 0,
            unit: "N",
        },
    ],
    diagrams: &[],
};

/// Description d'un fluide au repos.
pub(crate) static FLUIDE: Bank = Bank {
    chapter: "physique-chimie-1re-fluide-au-repos",
    title: [
        "Description d'un fluide au repos",
        "Describing a fluid at rest",
    ],
    relations: &[
        Relation {
            name: ["Les lois et les notions", "Laws and notions"],
            matching: [
                "Associe chaque terme à sa définition ou à son énoncé.",
                "Match each term with its definition or statement.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la pression", "the pressure"],
                    [
                        "la valeur de la force pressante divisée par l'aire de la surface pressée, P = F / S",
                        "the size of the pressure force divided by the area of the surface pressed, P = F / S",
                    ],
                    [
                        "Comment la pression est-elle définie ?",
                        "How is pressure defined?",
                    ],
                    [
                        "Quelle grandeur est la valeur de la force pressante divisée par l'aire de la surface pressée, P = F / S ?",
                        "Which quantity is the size of the pressure force divided by the area of the surface pressed, P = F / S?",
                    ],
                ),
                pair(
                    ["la force pressante", "the pressure force"],
                    [
                        "la force exercée par un fluide sur une surface, perpendiculaire à cette surface",
                        "the force a fluid exerts on a surface, perpendicular to that surface",
                    ],
                    [
                        "Qu'est-ce qu'une force pressante ?",
                        "What is a pressure force?",
                    ],
                    [
                        "Comment appelle-t-on la force exercée par un fluide sur une surface, perpendiculaire à cette surface ?",
                        "What is the force a fluid exerts on a surface, perpendicular to that surface, called?",
                    ],
                ),
                pair(
                    ["la loi de Mariotte", "Boyle's law"],
                    [
                        "à température constante, pour une quantité de gaz donnée, P × V = constante",
                        "at constant temperature, for a given amount of gas, P × V = constant",
                    ],
                    ["Que dit la loi de Mariotte ?", "What does Boyle's law say?"],
                    [
                        "Quelle loi dit qu'à température constante, pour une quantité de gaz donnée, P × V = constante ?",
                        "Which law says that at constant temperature, for a given amount of gas, P × V = constant?",
                    ],
                ),
                pair(
                    [
                        "la loi fondamentale de la statique des fluides",
                        "the fundamental law of fluid statics",
                    ],
                    [
                        "dans un liquide au repos, P_B − P_A = ρ × g × (z_A − z_B)",
                        "in a liquid at rest, P_B − P_A = ρ × g × (z_A − z_B)",
                    ],
                    [
                        "Que dit la loi fondamentale de la statique des fluides ?",
                        "What does the fundamental law of fluid statics say?",
                    ],
                    [
                        "Quelle loi dit que dans un liquide au repos, P_B − P_A = ρ × g × (z_A − z_B) ?",
                        "Which law says that in a liquid at rest, P_B − P_A = ρ × g × (z_A − z_B)?",
                    ],
                ),
                pair(
                    ["un fluide", "a fluid"],
                    [
                        "un liquide ou un gaz, qui peut s'écouler et prend la forme de son récipient",
                        "a liquid or a gas, which can flow and takes the shape of its container",
                    ],
                    ["Qu'est-ce qu'un fluide ?", "What is a fluid?"],
                    [
                        "Comment appelle-t-on un liquide ou un gaz, qui peut s'écouler et prend la forme de son récipient ?",
                        "What is a liquid or a gas, which can flow and takes the shape of its container, called?",
                    ],
                ),
                pair(
                    ["un manomètre", "a pressure gauge"],
                    [
                        "un appareil qui mesure la pression d'un fluide",
                        "a device that measures the pressure of a fluid",
                    ],
                    ["Qu'est-ce qu'un manomètre ?", "What is a pressure gauge?"],
                    [
                        "Comment appelle-t-on un appareil qui mesure la pression d'un fluide ?",
                        "What is a device that measures the pressure of a fluid called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les grandeurs de la statique des fluides",
                "The quantities of fluid statics",
            ],
            matching: [
                "Associe chaque grandeur à son unité du Système international.",
                "Match each quantity with its SI unit.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la pression", "the pressure"],
                    ["le pascal (Pa)", "the pascal (Pa)"],
                    [
                        "Quelle est l'unité de la pression dans le Système international ?",
                        "What is the SI unit of pressure?",
                    ],
                    [
                        "Quelle grandeur de la statique des fluides s'exprime en pascals (Pa) ?",
                        "Which quantity of fluid statics is measured in pascals (Pa)?",
                    ],
                ),
                pair(
                    ["la force pressante", "the pressure force"],
                    ["le newton (N)", "the newton (N)"],
                    [
                        "Quelle est l'unité de la force pressante dans le Système international ?",
                        "What is the SI unit of the pressure force?",
                    ],
                    [
                        "Quelle grandeur de la statique des fluides s'exprime en newtons (N) ?",
                        "Which quantity of fluid statics is measured in newtons (N)?",
                    ],
                ),
                pair(
                    [
                        "l'aire de la surface pressée",
                        "the area of the surface pressed",
                    ],
                    ["le mètre carré (m²)", "the square metre (m²)"],
                    [
                        "Quelle est l'unité de l'aire d'une surface dans le Système international ?",
                        "What is the SI unit of the area of a surface?",
                    ],
                    [
                        "Quelle grandeur de la statique des fluides s'exprime en mètres carrés (m²) ?",
                        "Which quantity of fluid statics is measured in square metres (m²)?",
                    ],
                ),
                pair(
                    ["le volume d'un gaz", "the volume of a gas"],
                    ["le mètre cube (m³)", "the cubic metre (m³)"],
                    [
                        "Quelle est l'unité du volume dans le Système international ?",
                        "What is the SI unit of volume?",
                    ],
                    [
                        "Quelle grandeur de la statique des fluides s'exprime en mètres cubes (m³) ?",
                        "Which quantity of fluid statics is measured in cubic metres (m³)?",
                    ],
                ),
                pair(
                    ["la masse volumique", "the density"],
                    [
                        "le kilogramme par mètre cube (kg/m³)",
                        "the kilogram per cubic metre (kg/m³)",
                    ],
                    [
                        "Quelle est l'unité de la masse volumique dans le Système international ?",
                        "What is the SI unit of density?",
                    ],
                    [
                        "Quelle grandeur de la statique des fluides s'exprime en kilogrammes par mètre cube (kg/m³) ?",
                        "Which quantity of fluid statics is measured in kilograms per cubic metre (kg/m³)?",
                    ],
                ),
                pair(
                    ["la température absolue", "the absolute temperature"],
                    ["le kelvin (K)", "the kelvin (K)"],
                    [
                        "Quelle est l'unité de la température absolue dans le Système international ?",
                        "What is the SI unit of absolute temperature?",
                    ],
                    [
                        "Quelle grandeur s'exprime en kelvins (K) ?",
                        "Which quantity is measured in kelvins (K)?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les fluides", "Fluids"],
        which: [
            "Parmi ces corps, lesquels sont des fluides ?",
            "Which of these substances are fluids?",
        ],
        which_not: [
            "Parmi ces corps, lesquels ne sont pas des fluides ?",
            "Which of these substances are not fluids?",
        ],
        members: &[
            ["l'eau liquide", "liquid water"],
            ["l'air", "air"],
            ["l'huile", "oil"],
            ["la vapeur d'eau", "steam"],
        ],
        others: &[
            ["la glace", "ice"],
            ["l'acier", "steel"],
            ["un bloc de bois", "a block of wood"],
        ],
    }],
    sequences: &[Sequence {
        name: ["Vérifier la loi de Mariotte", "Checking Boyle's law"],
        order: [
            "Range dans l'ordre les étapes de la vérification de la loi de Mariotte avec une seringue et un manomètre, de la première à la dernière.",
            "Put in order the steps of checking Boyle's law with a syringe and a pressure gauge, from first to last.",
        ],
        backward: [
            "Range les étapes de la vérification de la loi de Mariotte de la dernière à la première.",
            "Put the steps of checking Boyle's law in order from last to first.",
        ],
        next: [
            "Pour vérifier la loi de Mariotte, quelle étape vient juste après celle-ci : « {} » ?",
            "To check Boyle's law, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : pour vérifier la loi de Mariotte, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: to check Boyle's law, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "enfermer de l'air dans une seringue reliée à un manomètre",
                "trap some air in a syringe connected to a pressure gauge",
            ],
            [
                "relever le volume et la pression de départ",
                "write down the starting volume and pressure",
            ],
            [
                "pousser lentement le piston pour réduire le volume",
                "slowly push the plunger in to reduce the volume",
            ],
            [
                "relever le nouveau volume et la nouvelle pression",
                "write down the new volume and the new pressure",
            ],
            [
                "calculer le produit P × V pour chaque mesure et comparer",
                "work out the product P × V for each measurement and compare",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Quelle est la valeur de la pression atmosphérique normale au niveau de la mer ?",
                "What is normal atmospheric pressure at sea level?",
            ],
            about: [
                "la pression atmosphérique normale",
                "normal atmospheric pressure",
            ],
            value: 1013.0,
            dp: 0,
            unit: "hPa",
        },
        Number {
            ask: [
                "Dans l'eau, la pression augmente de 9,8 kPa par mètre de profondeur. De combien augmente-t-elle quand on descend de 10 m ?",
                "In water, the pressure rises by 9.8 kPa per metre of depth. By how much does it rise when going 10 m down?",
            ],
            about: [
                "la hausse de pression sur 10 m d'eau",
                "the pressure rise over 10 m of water",
            ],
            value: 98.0,
            dp: 0,
            unit: "kPa",
        },
        Number {
            ask: [
                "À température constante, un gaz occupe 60 mL sous 100 kPa. Quelle est sa pression quand on réduit son volume à 30 mL ?",
                "At constant temperature, a gas takes up 60 mL at 100 kPa. What is its pressure when its volume is reduced to 30 mL?",
            ],
            about: [
                "la pression du gaz comprimé",
                "the pressure of the compressed gas",
            ],
            value: 200.0,
            dp: 0,
            unit: "kPa",
        },
        Number {
            ask: [
                "Un gaz à la pression de 100 kPa presse sur une surface de 0,01 m². Quelle est la valeur de la force pressante ?",
                "A gas at a pressure of 100 kPa presses on a 0.01 m² surface. What is the size of the pressure force?",
            ],
            about: [
                "la force pressante sur 0,01 m²",
                "the pressure force on 0.01 m²",
            ],
            value: 1000.0,
            dp: 0,
            unit: "N",
        },
    ],
    diagrams: &[],
};

/// Aspects énergétiques des phénomènes électriques.
pub(crate) static ELECTRIQUE: Bank = Bank {
    chapter: "physique-chimie-1re-energie-electrique",
    title: [
        "Aspects énergétiques des phénomènes électriques",
        "Energy in electrical phenomena",
    ],
    relations: &[
        Relation {
            name: [
                "Les relations de l'électricité",
                "The relations of electricity",
            ],
            matching: [
                "Associe chaque grandeur à la relation qui permet de la calculer.",
                "Match each quantity with the relation used to work it out.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["l'intensité du courant", "the current"],
                    ["I = Q / Δt", "I = Q / Δt"],
                    [
                        "Quelle relation donne l'intensité du courant à partir de la charge Q qui traverse une section pendant Δt ?",
                        "Which relation gives the current from the charge Q passing through a cross-section during Δt?",
                    ],
                    [
                        "Quelle grandeur se calcule par I = Q / Δt ?",
                        "Which quantity is worked out with I = Q / Δt?",
                    ],
                ),
                pair(
                    [
                        "la puissance électrique reçue par un dipôle",
                        "the electrical power received by a component",
                    ],
                    ["P = U × I", "P = U × I"],
                    [
                        "Quelle relation donne la puissance électrique reçue par un dipôle ?",
                        "Which relation gives the electrical power received by a component?",
                    ],
                    [
                        "Quelle grandeur se calcule par P = U × I ?",
                        "Which quantity is worked out with P = U × I?",
                    ],
                ),
                pair(
                    [
                        "la puissance dissipée par effet Joule",
                        "the power dissipated by the Joule effect",
                    ],
                    ["P = R × I²", "P = R × I²"],
                    [
                        "Quelle relation donne la puissance dissipée par effet Joule dans une résistance R ?",
                        "Which relation gives the power dissipated by the Joule effect in a resistance R?",
                    ],
                    [
                        "Quelle grandeur se calcule par P = R × I² ?",
                        "Which quantity is worked out with P = R × I²?",
                    ],
                ),
                pair(
                    [
                        "l'énergie électrique transférée",
                        "the electrical energy transferred",
                    ],
                    ["E = P × Δt", "E = P × Δt"],
                    [
                        "Quelle relation donne l'énergie électrique transférée pendant une durée Δt ?",
                        "Which relation gives the electrical energy transferred during a time Δt?",
                    ],
                    [
                        "Quelle grandeur se calcule par E = P × Δt ?",
                        "Which quantity is worked out with E = P × Δt?",
                    ],
                ),
                pair(
                    [
                        "la tension aux bornes d'une source réelle",
                        "the voltage across a real source",
                    ],
                    ["U = E − r × I", "U = E − r × I"],
                    [
                        "Quelle relation modélise la tension aux bornes d'une source réelle de tension ?",
                        "Which relation models the voltage across a real voltage source?",
                    ],
                    [
                        "Quelle grandeur se calcule par U = E − r × I ?",
                        "Which quantity is worked out with U = E − r × I?",
                    ],
                ),
                pair(
                    [
                        "le rendement d'un convertisseur",
                        "the efficiency of a converter",
                    ],
                    [
                        "η = énergie utile / énergie reçue",
                        "η = useful energy / energy received",
                    ],
                    [
                        "Quelle relation donne le rendement d'un convertisseur ?",
                        "Which relation gives the efficiency of a converter?",
                    ],
                    [
                        "Quelle grandeur se calcule par η = énergie utile / énergie reçue ?",
                        "Which quantity is worked out with η = useful energy / energy received?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Le vocabulaire de l'énergie électrique",
                "The words of electrical energy",
            ],
            matching: [
                "Associe chaque terme à sa définition.",
                "Match each term with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'effet Joule", "the Joule effect"],
                    [
                        "la conversion d'énergie électrique en énergie thermique dans un conducteur parcouru par un courant",
                        "the conversion of electrical energy into thermal energy in a conductor carrying a current",
                    ],
                    ["Qu'est-ce que l'effet Joule ?", "What is the Joule effect?"],
                    [
                        "Comment appelle-t-on la conversion d'énergie électrique en énergie thermique dans un conducteur parcouru par un courant ?",
                        "What is the conversion of electrical energy into thermal energy in a conductor carrying a current called?",
                    ],
                ),
                pair(
                    ["le courant électrique", "the electric current"],
                    [
                        "un déplacement d'ensemble de porteurs de charge, électrons ou ions",
                        "an overall movement of charge carriers, electrons or ions",
                    ],
                    [
                        "Qu'est-ce qu'un courant électrique ?",
                        "What is an electric current?",
                    ],
                    [
                        "Comment appelle-t-on un déplacement d'ensemble de porteurs de charge, électrons ou ions ?",
                        "What is an overall movement of charge carriers, electrons or ions, called?",
                    ],
                ),
                pair(
                    ["la force électromotrice", "the electromotive force"],
                    [
                        "la tension aux bornes d'une source réelle quand elle ne débite aucun courant",
                        "the voltage across a real source when it delivers no current",
                    ],
                    [
                        "Qu'est-ce que la force électromotrice d'une source ?",
                        "What is the electromotive force of a source?",
                    ],
                    [
                        "Comment appelle-t-on la tension aux bornes d'une source réelle quand elle ne débite aucun courant ?",
                        "What is the voltage across a real source when it delivers no current called?",
                    ],
                ),
                pair(
                    ["la résistance interne", "the internal resistance"],
                    [
                        "la grandeur r qui modélise les pertes par effet Joule dans une source réelle",
                        "the quantity r that models the Joule losses inside a real source",
                    ],
                    [
                        "Qu'est-ce que la résistance interne d'une source ?",
                        "What is the internal resistance of a source?",
                    ],
                    [
                        "Comment appelle-t-on la grandeur r qui modélise les pertes par effet Joule dans une source réelle ?",
                        "What is the quantity r that models the Joule losses inside a real source called?",
                    ],
                ),
                pair(
                    ["un convertisseur", "a converter"],
                    [
                        "un système qui reçoit de l'énergie sous une forme et la cède sous une autre",
                        "a system that takes in energy in one form and gives it out in another",
                    ],
                    [
                        "Qu'est-ce qu'un convertisseur d'énergie ?",
                        "What is an energy converter?",
                    ],
                    [
                        "Comment appelle-t-on un système qui reçoit de l'énergie sous une forme et la cède sous une autre ?",
                        "What is a system that takes in energy in one form and gives it out in another called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les récepteurs électriques", "Electrical receivers"],
        which: [
            "Parmi ces dipôles, lesquels sont des récepteurs, qui reçoivent de l'énergie électrique ?",
            "Which of these components are receivers, taking in electrical energy?",
        ],
        which_not: [
            "Parmi ces dipôles, lesquels ne sont pas des récepteurs mais des sources d'énergie électrique ?",
            "Which of these components are not receivers but sources of electrical energy?",
        ],
        members: &[
            ["une lampe", "a lamp"],
            ["un moteur électrique", "an electric motor"],
            ["un conducteur ohmique", "a resistor"],
            ["un électrolyseur", "an electrolyser"],
        ],
        others: &[
            ["une pile", "a cell"],
            ["une cellule photovoltaïque", "a solar cell"],
            ["un alternateur", "an alternator"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Tracer la caractéristique d'une pile",
            "Plotting the characteristic of a cell",
        ],
        order: [
            "Range dans l'ordre les étapes pour établir la caractéristique d'une pile, de la première à la dernière.",
            "Put in order the steps for finding the characteristic of a cell, from first to last.",
        ],
        backward: [
            "Range les étapes pour établir la caractéristique d'une pile de la dernière à la première.",
            "Put the steps for finding the characteristic of a cell in order from last to first.",
        ],
        next: [
            "Pour établir la caractéristique d'une pile, quelle étape vient juste après celle-ci : « {} » ?",
            "To find the characteristic of a cell, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : pour établir la caractéristique d'une pile, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: to find the characteristic of a cell, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "monter la pile en série avec une résistance variable et un ampèremètre, un voltmètre à ses bornes",
                "connect the cell in series with a variable resistor and an ammeter, with a voltmeter across it",
            ],
            [
                "relever la tension U et l'intensité I pour plusieurs réglages de la résistance",
                "write down the voltage U and the current I for several settings of the resistor",
            ],
            ["tracer la courbe U en fonction de I", "plot U against I"],
            [
                "modéliser la droite obtenue par U = E − r × I",
                "model the straight line obtained by U = E − r × I",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Une charge de 6 C traverse un fil en 3 s. Quelle est l'intensité du courant ?",
                "A charge of 6 C passes through a wire in 3 s. What is the current?",
            ],
            about: ["l'intensité pour 6 C en 3 s", "the current for 6 C in 3 s"],
            value: 2.0,
            dp: 0,
            unit: "A",
        },
        Number {
            ask: [
                "Une lampe fonctionne sous 12 V et est traversée par un courant de 0,5 A. Quelle puissance reçoit-elle ?",
                "A lamp works at 12 V with a current of 0.5 A. What power does it receive?",
            ],
            about: ["la puissance de la lampe", "the power of the lamp"],
            value: 6.0,
            dp: 0,
            unit: "W",
        },
        Number {
            ask: [
                "Un courant de 2 A traverse une résistance de 10 Ω. Quelle puissance est dissipée par effet Joule ?",
                "A current of 2 A flows through a 10 Ω resistance. What power is dissipated by the Joule effect?",
            ],
            about: [
                "la puissance dissipée dans 10 Ω",
                "the power dissipated in 10 Ω",
            ],
            value: 40.0,
            dp: 0,
            unit: "W",
        },
        Number {
            ask: [
                "Un moteur reçoit 100 J d'énergie électrique et fournit 80 J d'énergie mécanique. Quel est son rendement ?",
                "A motor takes in 100 J of electrical energy and gives out 80 J of mechanical energy. What is its efficiency?",
            ],
            about: ["le rendement du moteur", "the efficiency of the motor"],
            value: 80.0,
            dp: 0,
            unit: "%",
        },
        Number {
            ask: [
                "Une pile a une force électromotrice de 4,5 V et une résistance interne de 1,5 Ω. Quelle est la tension à ses bornes quand elle débite 1 A ?",
                "A cell has an electromotive force of 4.5 V and an internal resistance of 1.5 Ω. What is the voltage across it when it delivers 1 A?",
            ],
            about: [
                "la tension aux bornes de la pile",
                "the voltage across the cell",
            ],
            value: 3.0,
            dp: 0,
            unit: "V",
        },
    ],
    diagrams: &[],
};

/// La lumière : couleurs, modèles ondulatoire et particulaire.
pub(crate) static PHOTONS: Bank = Bank {
    chapter: "physique-chimie-1re-lumiere-ondes-et-photons",
    title: [
        "La lumière : couleurs, modèles ondulatoire et particulaire",
        "Light: colours, wave and particle models",
    ],
    relations: &[
        Relation {
            name: ["La synthèse des couleurs", "Colour mixing"],
            matching: [
                "Associe chaque mélange à la couleur obtenue.",
                "Match each mix with the colour obtained.",
            ],
            typed: false,
            pairs: &[
                pair(
                    [
                        "la superposition de lumières rouge et verte",
                        "overlapping red and green lights",
                    ],
                    ["du jaune", "yellow"],
                    [
                        "Quelle couleur obtient-on en superposant des lumières rouge et verte ?",
                        "What colour is obtained by overlapping red and green lights?",
                    ],
                    ["Quel mélange donne du jaune ?", "Which mix gives yellow?"],
                ),
                pair(
                    [
                        "la superposition de lumières rouge et bleue",
                        "overlapping red and blue lights",
                    ],
                    ["du magenta", "magenta"],
                    [
                        "Quelle couleur obtient-on en superposant des lumières rouge et bleue ?",
                        "What colour is obtained by overlapping red and blue lights?",
                    ],
                    [
                        "Quel mélange donne du magenta ?",
                        "Which mix gives magenta?",
                    ],
                ),
                pair(
                    [
                        "la superposition de lumières verte et bleue",
                        "overlapping green and blue lights",
                    ],
                    ["du cyan", "cyan"],
                    [
                        "Quelle couleur obtient-on en superposant des lumières verte et bleue ?",
                        "What colour is obtained by overlapping green and blue lights?",
                    ],
                    ["Quel mélange donne du cyan ?", "Which mix gives cyan?"],
                ),
                pair(
                    [
                        "la superposition de lumières rouge, verte et bleue",
                        "overlapping red, green and blue lights",
                    ],
                    ["du blanc", "white"],
                    [
                        "Quelle couleur obtient-on en superposant des lumières rouge, verte et bleue ?",
                        "What colour is obtained by overlapping red, green and blue lights?",
                    ],
                    ["Quel mélange donne du blanc ?", "Which mix gives white?"],
                ),
                pair(
                    [
                        "un filtre jaune suivi d'un filtre cyan, en lumière blanche",
                        "a yellow filter followed by a cyan filter, in white light",
                    ],
                    ["du vert", "green"],
                    [
                        "Quelle couleur voit-on à travers un filtre jaune suivi d'un filtre cyan, éclairés en lumière blanche ?",
                        "What colour is seen through a yellow filter followed by a cyan filter, lit with white light?",
                    ],
                    ["Quel mélange donne du vert ?", "Which mix gives green?"],
                ),
                pair(
                    [
                        "un filtre jaune suivi d'un filtre magenta, en lumière blanche",
                        "a yellow filter followed by a magenta filter, in white light",
                    ],
                    ["du rouge", "red"],
                    [
                        "Quelle couleur voit-on à travers un filtre jaune suivi d'un filtre magenta, éclairés en lumière blanche ?",
                        "What colour is seen through a yellow filter followed by a magenta filter, lit with white light?",
                    ],
                    ["Quel mélange donne du rouge ?", "Which mix gives red?"],
                ),
                pair(
                    [
                        "un filtre cyan suivi d'un filtre magenta, en lumière blanche",
                        "a cyan filter followed by a magenta filter, in white light",
                    ],
                    ["du bleu", "blue"],
                    [
                        "Quelle couleur voit-on à travers un filtre cyan suivi d'un filtre magenta, éclairés en lumière blanche ?",
                        "What colour is seen through a cyan filter followed by a magenta filter, lit with white light?",
                    ],
                    ["Quel mélange donne du bleu ?", "Which mix gives blue?"],
                ),
            ],
        },
        Relation {
            name: ["Ondes et photons", "Waves and photons"],
            matching: [
                "Associe chaque terme à sa définition.",
                "Match each term with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un photon", "a photon"],
                    [
                        "une particule de lumière, sans masse, qui transporte l'énergie E = h × ν",
                        "a particle of light, with no mass, that carries the energy E = h × ν",
                    ],
                    ["Qu'est-ce qu'un photon ?", "What is a photon?"],
                    [
                        "Comment appelle-t-on une particule de lumière, sans masse, qui transporte l'énergie E = h × ν ?",
                        "What is a particle of light, with no mass, that carries the energy E = h × ν, called?",
                    ],
                ),
                pair(
                    ["la constante de Planck", "the Planck constant"],
                    [
                        "la constante h = 6,63 × 10⁻³⁴ J·s, qui relie l'énergie d'un photon à sa fréquence",
                        "the constant h = 6.63 × 10⁻³⁴ J·s, which links the energy of a photon to its frequency",
                    ],
                    [
                        "Qu'est-ce que la constante de Planck ?",
                        "What is the Planck constant?",
                    ],
                    [
                        "Comment appelle-t-on la constante h = 6,63 × 10⁻³⁴ J·s, qui relie l'énergie d'un photon à sa fréquence ?",
                        "What is the constant h = 6.63 × 10⁻³⁴ J·s, which links the energy of a photon to its frequency, called?",
                    ],
                ),
                pair(
                    ["l'électronvolt", "the electronvolt"],
                    [
                        "une unité d'énergie adaptée à l'échelle atomique : 1 eV = 1,6 × 10⁻¹⁹ J",
                        "a unit of energy suited to the atomic scale: 1 eV = 1.6 × 10⁻¹⁹ J",
                    ],
                    [
                        "Qu'est-ce que l'électronvolt ?",
                        "What is the electronvolt?",
                    ],
                    [
                        "Comment appelle-t-on l'unité d'énergie adaptée à l'échelle atomique, telle que 1 eV = 1,6 × 10⁻¹⁹ J ?",
                        "What is the unit of energy suited to the atomic scale, with 1 eV = 1.6 × 10⁻¹⁹ J, called?",
                    ],
                ),
                pair(
                    ["la synthèse additive", "additive mixing"],
                    [
                        "la superposition de lumières colorées sur un écran blanc",
                        "the overlapping of coloured lights on a white screen",
                    ],
                    [
                        "Qu'est-ce que la synthèse additive des couleurs ?",
                        "What is additive colour mixing?",
                    ],
                    [
                        "Comment appelle-t-on la superposition de lumières colorées sur un écran blanc ?",
                        "What is the overlapping of coloured lights on a white screen called?",
                    ],
                ),
                pair(
                    ["la synthèse soustractive", "subtractive mixing"],
                    [
                        "l'absorption d'une partie de la lumière blanche par des filtres ou des pigments",
                        "the absorption of part of white light by filters or pigments",
                    ],
                    [
                        "Qu'est-ce que la synthèse soustractive des couleurs ?",
                        "What is subtractive colour mixing?",
                    ],
                    [
                        "Comment appelle-t-on l'absorption d'une partie de la lumière blanche par des filtres ou des pigments ?",
                        "What is the absorption of part of white light by filters or pigments called?",
                    ],
                ),
                pair(
                    ["des couleurs complémentaires", "complementary colours"],
                    [
                        "deux couleurs dont les lumières superposées donnent du blanc",
                        "two colours whose lights, overlapped, give white",
                    ],
                    [
                        "Que sont des couleurs complémentaires ?",
                        "What are complementary colours?",
                    ],
                    [
                        "Comment appelle-t-on deux couleurs dont les lumières superposées donnent du blanc ?",
                        "What are two colours whose lights, overlapped, give white called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les couleurs primaires de la synthèse additive",
            "The primary colours of additive mixing",
        ],
        which: [
            "Parmi ces couleurs, lesquelles sont les couleurs primaires de la synthèse additive ?",
            "Which of these colours are the primary colours of additive mixing?",
        ],
        which_not: [
            "Parmi ces couleurs, lesquelles ne sont pas des couleurs primaires de la synthèse additive ?",
            "Which of these colours are not primary colours of additive mixing?",
        ],
        members: &[
            ["le rouge", "red"],
            ["le vert", "green"],
            ["le bleu", "blue"],
        ],
        others: &[
            ["le jaune", "yellow"],
            ["le cyan", "cyan"],
            ["le magenta", "magenta"],
        ],
    }],
    sequences: &[
        Sequence {
            name: [
                "L'émission d'un photon par un atome",
                "An atom giving off a photon",
            ],
            order: [
                "Range dans l'ordre les étapes de l'émission d'un photon par un atome, de la première à la dernière.",
                "Put the steps of an atom giving off a photon in order, from first to last.",
            ],
            backward: [
                "Range les étapes de l'émission d'un photon par un atome de la dernière à la première.",
                "Put the steps of an atom giving off a photon in order from last to first.",
            ],
            next: [
                "Lors de l'émission d'un photon par un atome, quelle étape vient juste après celle-ci : « {} » ?",
                "When an atom gives off a photon, which step comes right after this one: “{}”?",
            ],
            before: [
                "Vrai ou faux : lors de l'émission d'un photon par un atome, l'étape « {a} » vient avant l'étape « {b} ».",
                "True or false: when an atom gives off a photon, the step “{a}” comes before the step “{b}”.",
            ],
            steps: &[
                [
                    "l'atome est dans son état fondamental",
                    "the atom is in its ground state",
                ],
                [
                    "l'atome reçoit de l'énergie, par exemple lors d'un choc",
                    "the atom takes in energy, for example in a collision",
                ],
                [
                    "l'atome passe à un niveau d'énergie supérieur : il est excité",
                    "the atom moves up to a higher energy level: it is excited",
                ],
                [
                    "l'atome redescend à un niveau d'énergie inférieur",
                    "the atom drops back to a lower energy level",
                ],
                [
                    "un photon d'énergie égale à l'écart entre les deux niveaux est émis",
                    "a photon with an energy equal to the gap between the two levels is given off",
                ],
            ],
        },
        Sequence {
            name: [
                "L'énergie des photons visibles",
                "The energy of visible photons",
            ],
            order: [
                "Range ces photons par énergie croissante.",
                "Put these photons in order of increasing energy.",
            ],
            backward: [
                "Range ces photons par énergie décroissante.",
                "Put these photons in order of decreasing energy.",
            ],
            next: [
                "Dans le classement par énergie croissante, quel photon vient juste après celui-ci : « {} » ?",
                "In order of increasing energy, which photon comes right after this one: “{}”?",
            ],
            before: [
                "Vrai ou faux : dans le classement par énergie croissante, « {a} » vient avant « {b} ».",
                "True or false: in order of increasing energy, “{a}” comes before “{b}”.",
            ],
            steps: &[
                ["un photon rouge", "a red photon"],
                ["un photon jaune", "a yellow photon"],
                ["un photon vert", "a green photon"],
                ["un photon bleu", "a blue photon"],
                ["un photon violet", "a violet photon"],
            ],
        },
    ],
    numbers: &[
        Number {
            ask: [
                "Un atome d'hydrogène passe du niveau d'énergie −3,4 eV au niveau −13,6 eV. Quelle est, en électronvolts, l'énergie du photon émis ?",
                "A hydrogen atom goes from the energy level −3.4 eV to the level −13.6 eV. What is the energy of the photon given off, in electronvolts?",
            ],
            about: [
                "le photon de la transition vers −13,6 eV",
                "the photon of the transition to −13.6 eV",
            ],
            value: 10.2,
            dp: 1,
            unit: "",
        },
        Number {
            ask: [
                "Un atome d'hydrogène passe du niveau d'énergie −1,51 eV au niveau −3,4 eV. Quelle est, en électronvolts, l'énergie du photon émis ?",
                "A hydrogen atom goes from the energy level −1.51 eV to the level −3.4 eV. What is the energy of the photon given off, in electronvolts?",
            ],
            about: [
                "le photon de la transition vers −3,4 eV",
                "the photon of the transition to −3.4 eV",
            ],
            value: 1.89,
            dp: 2,
            unit: "",
        },
        Number {
            ask: [
                "Combien de couleurs primaires la synthèse additive utilise-t-elle ?",
                "How many primary colours does additive mixing use?",
            ],
            about: ["les couleurs primaires", "the primary colours"],
            value: 3.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Si la fréquence d'une radiation double, par combien l'énergie de ses photons est-elle multipliée ?",
                "If the frequency of a radiation doubles, by how much is the energy of its photons multiplied?",
            ],
            about: [
                "l'énergie d'un photon quand ν double",
                "the energy of a photon when ν doubles",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};
