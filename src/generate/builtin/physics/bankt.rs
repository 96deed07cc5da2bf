//! Physique-chimie Tle spécialité, the knowledge chapters (programme de terminale générale,
//! BO spécial n° 8 du 25 juillet 2019) as fact banks: titrations, kinetics, organic synthesis,
//! satellites, fluid flow, the telescope and the photoelectric effect.

use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Number, Relation, Sequence, pair};

/// The chapters of this file, in catalog order (the catalog's mode is the index).
pub(crate) static BANKS: &[&Bank] = &[
    &TITRAGES,
    &CINETIQUE,
    &SYNTHESE,
    &SATELLITES,
    &ECOULEMENT,
    &LUNETTE,
];

/// The family of these banks.
pub(crate) static FAMILY: Family = bank::family!("physique-chimie", BANKS);

/// Titrages suivis par pH-métrie et conductimétrie.
pub(crate) static TITRAGES: Bank = Bank {
    chapter: "physique-chimie-tle-titrages-et-conductimetrie",
    title: [
        "Titrages suivis par pH-métrie et conductimétrie",
        "Titrations followed by pH and conductivity",
    ],
    relations: &[Relation {
        name: ["Le vocabulaire du titrage", "The words of titration"],
        matching: [
            "Associe chaque terme à sa définition.",
            "Match each term with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["l'équivalence", "the equivalence point"],
                [
                    "l'état du système où les réactifs titré et titrant ont été introduits dans les proportions stœchiométriques",
                    "the state of the system in which the titrated and titrating reactants have been added in stoichiometric proportions",
                ],
                [
                    "Qu'est-ce que l'équivalence d'un titrage ?",
                    "What is the equivalence point of a titration?",
                ],
                [
                    "Comment appelle-t-on l'état du système où les réactifs titré et titrant ont été introduits dans les proportions stœchiométriques ?",
                    "What is the state of the system in which the titrated and titrating reactants have been added in stoichiometric proportions called?",
                ],
            ),
            pair(
                ["la réaction support du titrage", "the titration reaction"],
                [
                    "la réaction, rapide, totale et unique, entre l'espèce titrée et l'espèce titrante",
                    "the reaction, fast, complete and unique, between the titrated species and the titrating species",
                ],
                [
                    "Qu'est-ce que la réaction support d'un titrage ?",
                    "What is the reaction of a titration?",
                ],
                [
                    "Comment appelle-t-on la réaction, rapide, totale et unique, entre l'espèce titrée et l'espèce titrante ?",
                    "What is the reaction, fast, complete and unique, between the titrated species and the titrating species called?",
                ],
            ),
            pair(
                ["la conductivité", "the conductivity"],
                [
                    "la grandeur σ qui mesure l'aptitude d'une solution ionique à conduire le courant, en S/m",
                    "the quantity σ that measures how well an ionic solution conducts current, in S/m",
                ],
                [
                    "Qu'est-ce que la conductivité d'une solution ?",
                    "What is the conductivity of a solution?",
                ],
                [
                    "Comment appelle-t-on la grandeur σ qui mesure l'aptitude d'une solution ionique à conduire le courant, en S/m ?",
                    "What is the quantity σ that measures how well an ionic solution conducts current, in S/m, called?",
                ],
            ),
            pair(
                ["la loi de Kohlrausch", "Kohlrausch's law"],
                [
                    "la conductivité d'une solution diluée est la somme des termes λᵢ × [Xᵢ] de ses ions",
                    "the conductivity of a dilute solution is the sum of the terms λᵢ × [Xᵢ] of its ions",
                ],
                [
                    "Que dit la loi de Kohlrausch ?",
                    "What does Kohlrausch's law say?",
                ],
                [
                    "Quelle loi dit que la conductivité d'une solution diluée est la somme des termes λᵢ × [Xᵢ] de ses ions ?",
                    "Which law says that the conductivity of a dilute solution is the sum of the terms λᵢ × [Xᵢ] of its ions?",
                ],
            ),
            pair(
                ["la méthode des tangentes", "the tangent method"],
                [
                    "une construction graphique qui repère l'équivalence sur une courbe de titrage pH-métrique",
                    "a graphical construction that finds the equivalence point on a pH titration curve",
                ],
                [
                    "Qu'est-ce que la méthode des tangentes ?",
                    "What is the tangent method?",
                ],
                [
                    "Comment appelle-t-on une construction graphique qui repère l'équivalence sur une courbe de titrage pH-métrique ?",
                    "What is a graphical construction that finds the equivalence point on a pH titration curve called?",
                ],
            ),
            pair(
                ["la solution titrante", "the titrant"],
                [
                    "la solution de concentration connue, placée dans la burette",
                    "the solution of known concentration, placed in the burette",
                ],
                [
                    "Qu'est-ce que la solution titrante ?",
                    "What is the titrant?",
                ],
                [
                    "Comment appelle-t-on la solution de concentration connue, placée dans la burette ?",
                    "What is the solution of known concentration, placed in the burette, called?",
                ],
            ),
        ],
    }],
    groups: &[Group {
        name: [
            "Les qualités d'une réaction support de titrage",
            "The qualities of a titration reaction",
        ],
        which: [
            "Parmi ces propriétés, lesquelles une réaction support de titrage doit-elle avoir ?",
            "Which of these properties must a titration reaction have?",
        ],
        which_not: [
            "Parmi ces propriétés, lesquelles une réaction support de titrage ne doit-elle pas avoir ?",
            "Which of these properties must a titration reaction not have?",
        ],
        members: &[
            ["être rapide", "being fast"],
            ["être totale", "being complete"],
            ["être unique", "being the only reaction"],
        ],
        others: &[
            ["être lente", "being slow"],
            ["être limitée", "being incomplete"],
            [
                "être en concurrence avec une autre réaction",
                "competing with another reaction",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Réaliser un titrage pH-métrique",
            "Carrying out a pH titration",
        ],
        order: [
            "Range dans l'ordre les étapes d'un titrage suivi par pH-métrie, de la première à la dernière.",
            "Put the steps of a titration followed by pH in order, from first to last.",
        ],
        backward: [
            "Range les étapes d'un titrage suivi par pH-métrie de la dernière à la première.",
            "Put the steps of a titration followed by pH in order from last to first.",
        ],
        next: [
            "Lors d'un titrage suivi par pH-métrie, quelle étape vient juste après celle-ci : « {} » ?",
            "In a titration followed by pH, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : lors d'un titrage suivi par pH-métrie, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: in a titration followed by pH, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "prélever un volume précis de solution titrée avec une pipette jaugée",
                "take an exact volume of the titrated solution with a volumetric pipette",
            ],
            [
                "verser la solution titrante millilitre par millilitre en relevant le pH",
                "add the titrant millilitre by millilitre, writing down the pH",
            ],
            ["tracer la courbe pH = f(V)", "plot the curve pH = f(V)"],
            [
                "repérer le volume versé à l'équivalence",
                "find the volume added at the equivalence point",
            ],
            [
                "calculer la concentration de l'espèce titrée",
                "work out the concentration of the titrated species",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "On titre 20 mL d'acide chlorhydrique par une solution d'hydroxyde de sodium à 0,1 mol/L ; l'équivalence est obtenue pour 10 mL. Quelle est la concentration de l'acide ?",
                "20 mL of hydrochloric acid is titrated with 0.1 mol/L sodium hydroxide solution; the equivalence point is reached at 10 mL. What is the concentration of the acid?",
            ],
            about: [
                "la concentration de l'acide titré",
                "the concentration of the titrated acid",
            ],
            value: 0.05,
            dp: 2,
            unit: "mol/L",
        },
        Number {
            ask: [
                "À 25 °C, quel est le pH à l'équivalence du titrage d'un acide fort par une base forte ?",
                "At 25 °C, what is the pH at the equivalence point of the titration of a strong acid by a strong base?",
            ],
            about: [
                "le pH à l'équivalence acide fort-base forte",
                "the pH at equivalence, strong acid and strong base",
            ],
            value: 7.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "On titre 10 mL d'une solution d'hydroxyde de sodium à 0,2 mol/L par de l'acide chlorhydrique à 0,1 mol/L. Quel volume d'acide faut-il verser pour atteindre l'équivalence ?",
                "10 mL of 0.2 mol/L sodium hydroxide solution is titrated with 0.1 mol/L hydrochloric acid. What volume of acid must be added to reach the equivalence point?",
            ],
            about: ["le volume à l'équivalence", "the volume at equivalence"],
            value: 20.0,
            dp: 0,
            unit: "mL",
        },
    ],
    diagrams: &[],
};

/// Évolution temporelle d'une transformation chimique.
pub(crate) static CINETIQUE: Bank = Bank {
    chapter: "physique-chimie-tle-cinetique-chimique",
    title: [
        "Évolution temporelle d'une transformation chimique",
        "How a chemical change evolves over time",
    ],
    relations: &[Relation {
        name: ["Le vocabulaire de la cinétique", "The words of kinetics"],
        matching: [
            "Associe chaque terme à sa définition.",
            "Match each term with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["un facteur cinétique", "a kinetic factor"],
                [
                    "un paramètre qui modifie la vitesse d'une transformation, comme la température ou la concentration des réactifs",
                    "a parameter that changes the rate of a change, such as the temperature or the concentration of the reactants",
                ],
                [
                    "Qu'est-ce qu'un facteur cinétique ?",
                    "What is a kinetic factor?",
                ],
                [
                    "Comment appelle-t-on un paramètre qui modifie la vitesse d'une transformation, comme la température ou la concentration des réactifs ?",
                    "What is a parameter that changes the rate of a change, such as the temperature or the concentration of the reactants, called?",
                ],
            ),
            pair(
                ["un catalyseur", "a catalyst"],
                [
                    "une espèce qui accélère une transformation sans être consommée et sans apparaître dans l'équation",
                    "a species that speeds up a change without being used up and without appearing in the equation",
                ],
                ["Qu'est-ce qu'un catalyseur ?", "What is a catalyst?"],
                [
                    "Comment appelle-t-on une espèce qui accélère une transformation sans être consommée et sans apparaître dans l'équation ?",
                    "What is a species that speeds up a change without being used up and without appearing in the equation called?",
                ],
            ),
            pair(
                ["le temps de demi-réaction", "the half-reaction time"],
                [
                    "la durée au bout de laquelle l'avancement atteint la moitié de sa valeur finale",
                    "the time after which the extent of reaction reaches half its final value",
                ],
                [
                    "Qu'est-ce que le temps de demi-réaction ?",
                    "What is the half-reaction time?",
                ],
                [
                    "Comment appelle-t-on la durée au bout de laquelle l'avancement atteint la moitié de sa valeur finale ?",
                    "What is the time after which the extent of reaction reaches half its final value called?",
                ],
            ),
            pair(
                [
                    "la vitesse volumique de disparition d'un réactif",
                    "the volumetric rate of disappearance of a reactant",
                ],
                [
                    "l'opposé de la dérivée par rapport au temps de la concentration du réactif",
                    "minus the time derivative of the concentration of the reactant",
                ],
                [
                    "Comment la vitesse volumique de disparition d'un réactif est-elle définie ?",
                    "How is the volumetric rate of disappearance of a reactant defined?",
                ],
                [
                    "Quelle grandeur est l'opposé de la dérivée par rapport au temps de la concentration d'un réactif ?",
                    "Which quantity is minus the time derivative of the concentration of a reactant?",
                ],
            ),
            pair(
                ["une catalyse enzymatique", "an enzymatic catalysis"],
                [
                    "une catalyse dont le catalyseur est une enzyme, une protéine",
                    "a catalysis whose catalyst is an enzyme, a protein",
                ],
                [
                    "Qu'est-ce qu'une catalyse enzymatique ?",
                    "What is an enzymatic catalysis?",
                ],
                [
                    "Comment appelle-t-on une catalyse dont le catalyseur est une enzyme, une protéine ?",
                    "What is a catalysis whose catalyst is an enzyme, a protein, called?",
                ],
            ),
            pair(
                ["une catalyse hétérogène", "a heterogeneous catalysis"],
                [
                    "une catalyse dont le catalyseur n'est pas dans la même phase que les réactifs",
                    "a catalysis whose catalyst is not in the same phase as the reactants",
                ],
                [
                    "Qu'est-ce qu'une catalyse hétérogène ?",
                    "What is a heterogeneous catalysis?",
                ],
                [
                    "Comment appelle-t-on une catalyse dont le catalyseur n'est pas dans la même phase que les réactifs ?",
                    "What is a catalysis whose catalyst is not in the same phase as the reactants called?",
                ],
            ),
            pair(
                ["un intermédiaire réactionnel", "a reaction intermediate"],
                [
                    "une espèce formée au cours d'un acte élémentaire puis consommée dans un autre",
                    "a species formed in one elementary step and then used up in another",
                ],
                [
                    "Qu'est-ce qu'un intermédiaire réactionnel ?",
                    "What is a reaction intermediate?",
                ],
                [
                    "Comment appelle-t-on une espèce formée au cours d'un acte élémentaire puis consommée dans un autre ?",
                    "What is a species formed in one elementary step and then used up in another called?",
                ],
            ),
        ],
    }],
    groups: &[Group {
        name: [
            "Ce qui accélère une transformation",
            "What speeds up a change",
        ],
        which: [
            "Parmi ces modifications, lesquelles accélèrent une transformation chimique ?",
            "Which of these changes speed up a chemical change?",
        ],
        which_not: [
            "Parmi ces modifications, lesquelles n'accélèrent pas une transformation chimique ?",
            "Which of these changes do not speed up a chemical change?",
        ],
        members: &[
            [
                "élever la température du milieu",
                "raising the temperature of the mixture",
            ],
            [
                "augmenter la concentration des réactifs",
                "raising the concentration of the reactants",
            ],
            ["ajouter un catalyseur", "adding a catalyst"],
        ],
        others: &[
            ["refroidir le milieu", "cooling the mixture"],
            [
                "diluer le milieu réactionnel",
                "diluting the reaction mixture",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Déterminer graphiquement le temps de demi-réaction",
            "Finding the half-reaction time on a graph",
        ],
        order: [
            "Range dans l'ordre les étapes pour déterminer graphiquement le temps de demi-réaction, de la première à la dernière.",
            "Put in order the steps for finding the half-reaction time on a graph, from first to last.",
        ],
        backward: [
            "Range les étapes pour déterminer le temps de demi-réaction de la dernière à la première.",
            "Put the steps for finding the half-reaction time in order from last to first.",
        ],
        next: [
            "Pour déterminer graphiquement le temps de demi-réaction, quelle étape vient juste après celle-ci : « {} » ?",
            "To find the half-reaction time on a graph, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : pour déterminer graphiquement le temps de demi-réaction, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: to find the half-reaction time on a graph, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "tracer la courbe de l'avancement x en fonction du temps",
                "plot the extent of reaction x against time",
            ],
            [
                "lire l'avancement final x_f sur l'asymptote horizontale",
                "read the final extent x_f on the horizontal asymptote",
            ],
            [
                "calculer la moitié de l'avancement final, x_f / 2",
                "work out half the final extent, x_f / 2",
            ],
            [
                "lire l'abscisse du point de la courbe d'ordonnée x_f / 2",
                "read the time of the point of the curve at height x_f / 2",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Pour une réaction d'ordre 1, la concentration d'un réactif est divisée par deux à chaque temps de demi-réaction, qui vaut 10 min. Au bout de combien de temps la concentration est-elle divisée par 4 ?",
                "For a first-order reaction, the concentration of a reactant halves every half-reaction time, which is 10 min. After how long is the concentration divided by 4?",
            ],
            about: [
                "la durée pour diviser la concentration par 4",
                "the time to divide the concentration by 4",
            ],
            value: 20.0,
            dp: 0,
            unit: "min",
        },
        Number {
            ask: [
                "Pour une réaction d'ordre 1, la concentration d'un réactif est divisée par deux à chaque temps de demi-réaction. Elle vaut 0,08 mol/L au départ : combien vaut-elle après deux temps de demi-réaction ?",
                "For a first-order reaction, the concentration of a reactant halves every half-reaction time. It starts at 0.08 mol/L: what is it after two half-reaction times?",
            ],
            about: [
                "la concentration après deux temps de demi-réaction",
                "the concentration after two half-reaction times",
            ],
            value: 0.02,
            dp: 2,
            unit: "mol/L",
        },
        Number {
            ask: [
                "L'avancement final d'une transformation vaut 4 mmol. Quel avancement est atteint au temps de demi-réaction ?",
                "The final extent of a change is 4 mmol. What extent is reached at the half-reaction time?",
            ],
            about: [
                "l'avancement au temps de demi-réaction",
                "the extent at the half-reaction time",
            ],
            value: 2.0,
            dp: 0,
            unit: "mmol",
        },
    ],
    diagrams: &[],
};

/// Stratégies de synthèse organique.
pub(crate) static SYNTHESE: Bank = Bank {
    chapter: "physique-chimie-tle-synthese-organique",
    title: [
        "Stratégies de synthèse organique",
        "Strategies of organic synthesis",
    ],
    relations: &[
        Relation {
            name: ["Les groupes caractéristiques", "Functional groups"],
            matching: [
                "Associe chaque famille à son groupe caractéristique.",
                "Match each family with its functional group.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["les esters", "the esters"],
                    [
                        "le groupe –COO– lié à deux atomes de carbone",
                        "the –COO– group bonded to two carbon atoms",
                    ],
                    [
                        "Quel groupe caractéristique signale un ester ?",
                        "Which functional group marks an ester?",
                    ],
                    [
                        "Quelle famille porte le groupe –COO– lié à deux atomes de carbone ?",
                        "Which family carries the –COO– group bonded to two carbon atoms?",
                    ],
                ),
                pair(
                    ["les amines", "the amines"],
                    [
                        "un atome d'azote lié à un ou plusieurs atomes de carbone, sans groupe carbonyle voisin",
                        "a nitrogen atom bonded to one or more carbon atoms, with no carbonyl group next to it",
                    ],
                    [
                        "Quel groupe caractéristique signale une amine ?",
                        "Which functional group marks an amine?",
                    ],
                    [
                        "Quelle famille porte un atome d'azote lié à un ou plusieurs atomes de carbone, sans groupe carbonyle voisin ?",
                        "Which family carries a nitrogen atom bonded to one or more carbon atoms, with no carbonyl group next to it?",
                    ],
                ),
                pair(
                    ["les amides", "the amides"],
                    [
                        "un groupe carbonyle C=O dont l'atome de carbone est lié à un atome d'azote",
                        "a carbonyl group C=O whose carbon atom is bonded to a nitrogen atom",
                    ],
                    [
                        "Quel groupe caractéristique signale un amide ?",
                        "Which functional group marks an amide?",
                    ],
                    [
                        "Quelle famille porte un groupe carbonyle C=O dont l'atome de carbone est lié à un atome d'azote ?",
                        "Which family carries a carbonyl group C=O whose carbon atom is bonded to a nitrogen atom?",
                    ],
                ),
                pair(
                    ["les halogénoalcanes", "the haloalkanes"],
                    [
                        "un atome d'halogène (F, Cl, Br, I) lié à un atome de carbone d'une chaîne saturée",
                        "a halogen atom (F, Cl, Br, I) bonded to a carbon atom of a saturated chain",
                    ],
                    [
                        "Quel groupe caractéristique signale un halogénoalcane ?",
                        "Which functional group marks a haloalkane?",
                    ],
                    [
                        "Quelle famille porte un atome d'halogène (F, Cl, Br, I) lié à un atome de carbone d'une chaîne saturée ?",
                        "Which family carries a halogen atom (F, Cl, Br, I) bonded to a carbon atom of a saturated chain?",
                    ],
                ),
                pair(
                    ["les acides carboxyliques", "the carboxylic acids"],
                    ["le groupe carboxyle –COOH", "the carboxyl group –COOH"],
                    [
                        "Quel groupe caractéristique signale un acide carboxylique ?",
                        "Which functional group marks a carboxylic acid?",
                    ],
                    [
                        "Quelle famille porte le groupe carboxyle –COOH ?",
                        "Which family carries the carboxyl group –COOH?",
                    ],
                ),
                pair(
                    ["les alcools", "the alcohols"],
                    [
                        "le groupe hydroxyle –OH lié à un atome de carbone d'une chaîne saturée",
                        "the hydroxyl group –OH bonded to a carbon atom of a saturated chain",
                    ],
                    [
                        "Quel groupe caractéristique signale un alcool ?",
                        "Which functional group marks an alcohol?",
                    ],
                    [
                        "Quelle famille porte le groupe hydroxyle –OH lié à un atome de carbone d'une chaîne saturée ?",
                        "Which family carries the hydroxyl group –OH bonded to a carbon atom of a saturated chain?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les stratégies de synthèse", "Strategies of synthesis"],
            matching: [
                "Associe chaque terme à sa définition.",
                "Match each term with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une substitution", "a substitution"],
                    [
                        "une réaction où un atome ou un groupe d'atomes est remplacé par un autre",
                        "a reaction in which an atom or a group of atoms is replaced by another",
                    ],
                    [
                        "Qu'est-ce qu'une réaction de substitution ?",
                        "What is a substitution reaction?",
                    ],
                    [
                        "Comment appelle-t-on une réaction où un atome ou un groupe d'atomes est remplacé par un autre ?",
                        "What is a reaction in which an atom or a group of atoms is replaced by another called?",
                    ],
                ),
                pair(
                    ["une addition", "an addition"],
                    [
                        "une réaction où des atomes se fixent sur une liaison multiple, qui devient simple ou double",
                        "a reaction in which atoms attach to a multiple bond, which becomes single or double",
                    ],
                    [
                        "Qu'est-ce qu'une réaction d'addition ?",
                        "What is an addition reaction?",
                    ],
                    [
                        "Comment appelle-t-on une réaction où des atomes se fixent sur une liaison multiple, qui devient simple ou double ?",
                        "What is a reaction in which atoms attach to a multiple bond, which becomes single or double, called?",
                    ],
                ),
                pair(
                    ["une élimination", "an elimination"],
                    [
                        "une réaction où des atomes portés par deux atomes voisins partent en formant une liaison multiple",
                        "a reaction in which atoms carried by two neighbouring atoms leave, forming a multiple bond",
                    ],
                    [
                        "Qu'est-ce qu'une réaction d'élimination ?",
                        "What is an elimination reaction?",
                    ],
                    [
                        "Comment appelle-t-on une réaction où des atomes portés par deux atomes voisins partent en formant une liaison multiple ?",
                        "What is a reaction in which atoms carried by two neighbouring atoms leave, forming a multiple bond, called?",
                    ],
                ),
                pair(
                    [
                        "la protection d'un groupe caractéristique",
                        "the protection of a functional group",
                    ],
                    [
                        "sa transformation temporaire pour qu'il ne réagisse pas lors d'une étape de la synthèse",
                        "its temporary change so that it does not react during a step of the synthesis",
                    ],
                    [
                        "En quoi consiste la protection d'un groupe caractéristique ?",
                        "What does the protection of a functional group consist of?",
                    ],
                    [
                        "Comment appelle-t-on la transformation temporaire d'un groupe caractéristique pour qu'il ne réagisse pas lors d'une étape de la synthèse ?",
                        "What is the temporary change of a functional group so that it does not react during a step of the synthesis called?",
                    ],
                ),
                pair(
                    ["une polymérisation", "a polymerisation"],
                    [
                        "une réaction qui enchaîne un grand nombre de petites molécules, les monomères, en une macromolécule",
                        "a reaction that links a large number of small molecules, the monomers, into a macromolecule",
                    ],
                    [
                        "Qu'est-ce qu'une polymérisation ?",
                        "What is a polymerisation?",
                    ],
                    [
                        "Comment appelle-t-on une réaction qui enchaîne un grand nombre de petites molécules, les monomères, en une macromolécule ?",
                        "What is a reaction that links a large number of small molecules, the monomers, into a macromolecule called?",
                    ],
                ),
                pair(
                    ["une réaction chimiosélective", "a chemoselective reaction"],
                    [
                        "une réaction qui transforme un seul des groupes caractéristiques d'une molécule qui en porte plusieurs",
                        "a reaction that changes only one of the functional groups of a molecule that carries several",
                    ],
                    [
                        "Qu'est-ce qu'une réaction chimiosélective ?",
                        "What is a chemoselective reaction?",
                    ],
                    [
                        "Comment appelle-t-on une réaction qui transforme un seul des groupes caractéristiques d'une molécule qui en porte plusieurs ?",
                        "What is a reaction that changes only one of the functional groups of a molecule that carries several called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Augmenter le rendement", "Raising the yield"],
        which: [
            "Parmi ces choix, lesquels augmentent le rendement d'une synthèse limitée par un équilibre ?",
            "Which of these choices raise the yield of a synthesis limited by an equilibrium?",
        ],
        which_not: [
            "Parmi ces choix, lesquels n'augmentent pas le rendement d'une synthèse limitée par un équilibre ?",
            "Which of these choices do not raise the yield of a synthesis limited by an equilibrium?",
        ],
        members: &[
            [
                "introduire un réactif en excès",
                "adding one reactant in excess",
            ],
            [
                "éliminer un produit au fur et à mesure de sa formation",
                "removing a product as it forms",
            ],
        ],
        others: &[
            ["ajouter un catalyseur", "adding a catalyst"],
            [
                "introduire les réactifs en proportions stœchiométriques",
                "adding the reactants in stoichiometric proportions",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Une synthèse avec protection",
            "A synthesis with protection",
        ],
        order: [
            "Range dans l'ordre les étapes d'une synthèse qui utilise la protection d'un groupe caractéristique, de la première à la dernière.",
            "Put in order the steps of a synthesis that uses the protection of a functional group, from first to last.",
        ],
        backward: [
            "Range les étapes d'une synthèse avec protection de la dernière à la première.",
            "Put the steps of a synthesis with protection in order from last to first.",
        ],
        next: [
            "Dans une synthèse avec protection, quelle étape vient juste après celle-ci : « {} » ?",
            "In a synthesis with protection, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans une synthèse avec protection, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: in a synthesis with protection, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "repérer le groupe caractéristique qui ne doit pas réagir",
                "spot the functional group that must not react",
            ],
            [
                "protéger ce groupe en le transformant temporairement",
                "protect this group by changing it temporarily",
            ],
            [
                "faire réagir l'autre groupe caractéristique",
                "make the other functional group react",
            ],
            [
                "déprotéger le groupe pour le rétablir",
                "deprotect the group to restore it",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Une synthèse pouvait donner au maximum 8,8 g d'ester ; on en obtient 6,6 g. Quel est le rendement ?",
                "A synthesis could give at most 8.8 g of ester; 6.6 g is obtained. What is the yield?",
            ],
            about: [
                "le rendement de la synthèse de l'ester",
                "the yield of the ester synthesis",
            ],
            value: 75.0,
            dp: 0,
            unit: "%",
        },
        Number {
            ask: [
                "Un polyéthylène a une masse molaire de 14 kg/mol et le monomère, l'éthylène, une masse molaire de 28 g/mol. Combien de motifs la chaîne compte-t-elle ?",
                "A polyethylene has a molar mass of 14 kg/mol and its monomer, ethylene, a molar mass of 28 g/mol. How many repeat units does the chain have?",
            ],
            about: [
                "le nombre de motifs du polyéthylène",
                "the number of repeat units of the polyethylene",
            ],
            value: 500.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Une synthèse se fait en deux étapes de rendements 80 % et 50 %. Quel est le rendement global ?",
                "A synthesis has two steps with yields of 80% and 50%. What is the overall yield?",
            ],
            about: [
                "le rendement global de deux étapes",
                "the overall yield of two steps",
            ],
            value: 40.0,
            dp: 0,
            unit: "%",
        },
    ],
    diagrams: &[],
};

/// Mouvement des satellites et des planètes.
pub(crate) static SATELLITES: Bank = Bank {
    chapter: "physique-chimie-tle-satellites-et-planetes",
    title: [
        "Mouvement des satellites et des planètes",
        "The motion of satellites and planets",
    ],
    relations: &[
        Relation {
            name: ["Les lois de Kepler", "Kepler's laws"],
            matching: [
                "Associe chaque loi à son énoncé.",
                "Match each law with its statement.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la première loi de Kepler", "Kepler's first law"],
                    [
                        "l'orbite d'une planète est une ellipse dont le Soleil occupe l'un des foyers",
                        "the orbit of a planet is an ellipse with the Sun at one of its foci",
                    ],
                    [
                        "Que dit la première loi de Kepler ?",
                        "What does Kepler's first law say?",
                    ],
                    [
                        "Quelle loi dit que l'orbite d'une planète est une ellipse dont le Soleil occupe l'un des foyers ?",
                        "Which law says that the orbit of a planet is an ellipse with the Sun at one of its foci?",
                    ],
                ),
                pair(
                    ["la deuxième loi de Kepler", "Kepler's second law"],
                    [
                        "le segment Soleil-planète balaie des aires égales pendant des durées égales",
                        "the line from the Sun to the planet sweeps out equal areas in equal times",
                    ],
                    [
                        "Que dit la deuxième loi de Kepler ?",
                        "What does Kepler's second law say?",
                    ],
                    [
                        "Quelle loi dit que le segment Soleil-planète balaie des aires égales pendant des durées égales ?",
                        "Which law says that the line from the Sun to the planet sweeps out equal areas in equal times?",
                    ],
                ),
                pair(
                    ["la troisième loi de Kepler", "Kepler's third law"],
                    [
                        "le quotient T² / a³ a la même valeur pour toutes les planètes du Système solaire",
                        "the ratio T² / a³ has the same value for all the planets of the Solar System",
                    ],
                    [
                        "Que dit la troisième loi de Kepler ?",
                        "What does Kepler's third law say?",
                    ],
                    [
                        "Quelle loi dit que le quotient T² / a³ a la même valeur pour toutes les planètes du Système solaire ?",
                        "Which law says that the ratio T² / a³ has the same value for all the planets of the Solar System?",
                    ],
                ),
                pair(
                    ["la deuxième loi de Newton", "Newton's second law"],
                    [
                        "dans un référentiel galiléen, la somme des forces est égale à la masse multipliée par le vecteur accélération",
                        "in an inertial frame, the sum of the forces equals the mass times the acceleration vector",
                    ],
                    [
                        "Que dit la deuxième loi de Newton ?",
                        "What does Newton's second law say?",
                    ],
                    [
                        "Quelle loi dit que, dans un référentiel galiléen, la somme des forces est égale à la masse multipliée par le vecteur accélération ?",
                        "Which law says that, in an inertial frame, the sum of the forces equals the mass times the acceleration vector?",
                    ],
                ),
                pair(
                    [
                        "la loi de la gravitation universelle",
                        "the law of universal gravitation",
                    ],
                    [
                        "deux corps de masses m et M distants de r s'attirent avec une force F = G × m × M / r²",
                        "two bodies of masses m and M a distance r apart attract each other with a force F = G × m × M / r²",
                    ],
                    [
                        "Que dit la loi de la gravitation universelle ?",
                        "What does the law of universal gravitation say?",
                    ],
                    [
                        "Quelle loi dit que deux corps de masses m et M distants de r s'attirent avec une force F = G × m × M / r² ?",
                        "Which law says that two bodies of masses m and M a distance r apart attract each other with a force F = G × m × M / r²?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Le vocabulaire des orbites", "The words of orbits"],
            matching: [
                "Associe chaque terme à sa définition.",
                "Match each term with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un satellite géostationnaire", "a geostationary satellite"],
                    [
                        "un satellite qui reste toujours à la verticale du même point de l'équateur",
                        "a satellite that always stays above the same point of the equator",
                    ],
                    [
                        "Qu'est-ce qu'un satellite géostationnaire ?",
                        "What is a geostationary satellite?",
                    ],
                    [
                        "Comment appelle-t-on un satellite qui reste toujours à la verticale du même point de l'équateur ?",
                        "What is a satellite that always stays above the same point of the equator called?",
                    ],
                ),
                pair(
                    ["la période de révolution", "the orbital period"],
                    [
                        "la durée d'un tour complet d'un astre sur son orbite",
                        "the time a body takes to go once round its orbit",
                    ],
                    [
                        "Qu'est-ce que la période de révolution d'un satellite ?",
                        "What is the orbital period of a satellite?",
                    ],
                    [
                        "Comment appelle-t-on la durée d'un tour complet d'un astre sur son orbite ?",
                        "What is the time a body takes to go once round its orbit called?",
                    ],
                ),
                pair(
                    ["le référentiel géocentrique", "the geocentric frame"],
                    [
                        "le référentiel lié au centre de la Terre et à trois étoiles lointaines",
                        "the frame tied to the centre of the Earth and to three distant stars",
                    ],
                    [
                        "Qu'est-ce que le référentiel géocentrique ?",
                        "What is the geocentric frame?",
                    ],
                    [
                        "Comment appelle-t-on le référentiel lié au centre de la Terre et à trois étoiles lointaines ?",
                        "What is the frame tied to the centre of the Earth and to three distant stars called?",
                    ],
                ),
                pair(
                    ["le référentiel héliocentrique", "the heliocentric frame"],
                    [
                        "le référentiel lié au centre du Soleil et à trois étoiles lointaines",
                        "the frame tied to the centre of the Sun and to three distant stars",
                    ],
                    [
                        "Qu'est-ce que le référentiel héliocentrique ?",
                        "What is the heliocentric frame?",
                    ],
                    [
                        "Comment appelle-t-on le référentiel lié au centre du Soleil et à trois étoiles lointaines ?",
                        "What is the frame tied to the centre of the Sun and to three distant stars called?",
                    ],
                ),
                pair(
                    ["le périhélie", "the perihelion"],
                    [
                        "le point de l'orbite d'une planète le plus proche du Soleil",
                        "the point of a planet's orbit closest to the Sun",
                    ],
                    [
                        "Qu'est-ce que le périhélie d'une planète ?",
                        "What is the perihelion of a planet?",
                    ],
                    [
                        "Comment appelle-t-on le point de l'orbite d'une planète le plus proche du Soleil ?",
                        "What is the point of a planet's orbit closest to the Sun called?",
                    ],
                ),
                pair(
                    ["l'aphélie", "the aphelion"],
                    [
                        "le point de l'orbite d'une planète le plus éloigné du Soleil",
                        "the point of a planet's orbit farthest from the Sun",
                    ],
                    [
                        "Qu'est-ce que l'aphélie d'une planète ?",
                        "What is the aphelion of a planet?",
                    ],
                    [
                        "Comment appelle-t-on le point de l'orbite d'une planète le plus éloigné du Soleil ?",
                        "What is the point of a planet's orbit farthest from the Sun called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Le mouvement circulaire uniforme d'un satellite",
            "The uniform circular motion of a satellite",
        ],
        which: [
            "Pour un satellite en orbite circulaire autour de la Terre, lesquelles de ces affirmations sont vraies ?",
            "For a satellite in a circular orbit around the Earth, which of these statements are true?",
        ],
        which_not: [
            "Pour un satellite en orbite circulaire autour de la Terre, lesquelles de ces affirmations sont fausses ?",
            "For a satellite in a circular orbit around the Earth, which of these statements are false?",
        ],
        members: &[
            [
                "la valeur de sa vitesse est constante",
                "the size of its velocity is constant",
            ],
            [
                "son accélération est dirigée vers le centre de la Terre",
                "its acceleration points towards the centre of the Earth",
            ],
            [
                "son vecteur vitesse est tangent à la trajectoire",
                "its velocity vector is tangent to the path",
            ],
        ],
        others: &[
            ["son accélération est nulle", "its acceleration is zero"],
            [
                "son vecteur vitesse est constant",
                "its velocity vector is constant",
            ],
            [
                "sa vitesse dépend de sa masse",
                "its speed depends on its mass",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Établir la vitesse d'un satellite",
            "Deriving the speed of a satellite",
        ],
        order: [
            "Range dans l'ordre les étapes pour établir la vitesse d'un satellite en orbite circulaire, de la première à la dernière.",
            "Put in order the steps for deriving the speed of a satellite in a circular orbit, from first to last.",
        ],
        backward: [
            "Range les étapes pour établir la vitesse d'un satellite de la dernière à la première.",
            "Put the steps for deriving the speed of a satellite in order from last to first.",
        ],
        next: [
            "Pour établir la vitesse d'un satellite en orbite circulaire, quelle étape vient juste après celle-ci : « {} » ?",
            "To derive the speed of a satellite in a circular orbit, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : pour établir la vitesse d'un satellite en orbite circulaire, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: to derive the speed of a satellite in a circular orbit, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "choisir le système et le référentiel géocentrique, supposé galiléen",
                "choose the system and the geocentric frame, taken as inertial",
            ],
            [
                "faire le bilan des forces : seule la force de gravitation de la Terre agit",
                "list the forces: only the Earth's gravitational force acts",
            ],
            [
                "appliquer la deuxième loi de Newton",
                "apply Newton's second law",
            ],
            [
                "projeter dans le repère de Frenet, sur la normale à la trajectoire",
                "project onto the Frenet frame, along the normal to the path",
            ],
            ["en déduire v = √(G × M / r)", "deduce v = √(G × M / r)"],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "À quelle altitude approximative un satellite géostationnaire orbite-t-il au-dessus de l'équateur ?",
                "At about what altitude does a geostationary satellite orbit above the equator?",
            ],
            about: [
                "l'altitude d'un satellite géostationnaire",
                "the altitude of a geostationary satellite",
            ],
            value: 36000.0,
            dp: 0,
            unit: "km",
        },
        Number {
            ask: [
                "D'après la troisième loi de Kepler, si le demi-grand axe d'une orbite est multiplié par 4, par combien la période de révolution est-elle multipliée ?",
                "By Kepler's third law, if the semi-major axis of an orbit is multiplied by 4, by how much is the orbital period multiplied?",
            ],
            about: [
                "la période quand a est multiplié par 4",
                "the period when a is multiplied by 4",
            ],
            value: 8.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un satellite en orbite circulaire voit son rayon d'orbite multiplié par 4. Par combien sa vitesse est-elle divisée ?",
                "A satellite in a circular orbit has its orbital radius multiplied by 4. By how much is its speed divided?",
            ],
            about: [
                "la vitesse quand r est multiplié par 4",
                "the speed when r is multiplied by 4",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de lois Kepler a-t-il énoncées sur le mouvement des planètes ?",
                "How many laws did Kepler state about the motion of planets?",
            ],
            about: ["les lois de Kepler", "Kepler's laws"],
            value: 3.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Modéliser l'écoulement d'un fluide.
pub(crate) static ECOULEMENT: Bank = Bank {
    chapter: "physique-chimie-tle-ecoulement-d-un-fluide",
    title: [
        "Modéliser l'écoulement d'un fluide",
        "Modelling the flow of a fluid",
    ],
    relations: &[Relation {
        name: [
            "Les lois et les notions de l'écoulement",
            "The laws and notions of flow",
        ],
        matching: [
            "Associe chaque terme à sa définition ou à son énoncé.",
            "Match each term with its definition or statement.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["la poussée d'Archimède", "the buoyant force"],
                [
                    "la force verticale, vers le haut, exercée par un fluide sur un corps immergé, égale au poids du fluide déplacé",
                    "the vertical, upward force a fluid exerts on an immersed body, equal to the weight of the fluid displaced",
                ],
                [
                    "Qu'est-ce que la poussée d'Archimède ?",
                    "What is the buoyant force?",
                ],
                [
                    "Comment appelle-t-on la force verticale, vers le haut, exercée par un fluide sur un corps immergé, égale au poids du fluide déplacé ?",
                    "What is the vertical, upward force a fluid exerts on an immersed body, equal to the weight of the fluid displaced, called?",
                ],
            ),
            pair(
                ["le débit volumique", "the volume flow rate"],
                [
                    "le volume de fluide qui traverse une section par unité de temps, D_V = S × v",
                    "the volume of fluid passing through a cross-section per unit of time, D_V = S × v",
                ],
                [
                    "Qu'est-ce que le débit volumique ?",
                    "What is the volume flow rate?",
                ],
                [
                    "Comment appelle-t-on le volume de fluide qui traverse une section par unité de temps, D_V = S × v ?",
                    "What is the volume of fluid passing through a cross-section per unit of time, D_V = S × v, called?",
                ],
            ),
            pair(
                ["la relation de Bernoulli", "Bernoulli's equation"],
                [
                    "le long d'une ligne de courant, P + ½ ρ v² + ρ g z garde la même valeur",
                    "along a streamline, P + ½ ρ v² + ρ g z keeps the same value",
                ],
                [
                    "Que dit la relation de Bernoulli ?",
                    "What does Bernoulli's equation say?",
                ],
                [
                    "Quelle relation dit que, le long d'une ligne de courant, P + ½ ρ v² + ρ g z garde la même valeur ?",
                    "Which equation says that, along a streamline, P + ½ ρ v² + ρ g z keeps the same value?",
                ],
            ),
            pair(
                ["l'effet Venturi", "the Venturi effect"],
                [
                    "la baisse de pression d'un fluide là où la section se rétrécit et où sa vitesse augmente",
                    "the drop in pressure of a fluid where the cross-section narrows and its speed rises",
                ],
                [
                    "Qu'est-ce que l'effet Venturi ?",
                    "What is the Venturi effect?",
                ],
                [
                    "Comment appelle-t-on la baisse de pression d'un fluide là où la section se rétrécit et où sa vitesse augmente ?",
                    "What is the drop in pressure of a fluid where the cross-section narrows and its speed rises called?",
                ],
            ),
            pair(
                ["la conservation du débit", "the conservation of flow rate"],
                [
                    "pour un fluide incompressible, S₁ × v₁ = S₂ × v₂ le long d'une conduite",
                    "for an incompressible fluid, S₁ × v₁ = S₂ × v₂ along a pipe",
                ],
                [
                    "Que dit la conservation du débit ?",
                    "What does the conservation of flow rate say?",
                ],
                [
                    "Quelle loi dit que, pour un fluide incompressible, S₁ × v₁ = S₂ × v₂ le long d'une conduite ?",
                    "Which law says that, for an incompressible fluid, S₁ × v₁ = S₂ × v₂ along a pipe?",
                ],
            ),
            pair(
                ["un écoulement permanent", "a steady flow"],
                [
                    "un écoulement dont la vitesse en chaque point ne dépend pas du temps",
                    "a flow whose velocity at each point does not depend on time",
                ],
                [
                    "Qu'est-ce qu'un écoulement permanent ?",
                    "What is a steady flow?",
                ],
                [
                    "Comment appelle-t-on un écoulement dont la vitesse en chaque point ne dépend pas du temps ?",
                    "What is a flow whose velocity at each point does not depend on time called?",
                ],
            ),
            pair(
                ["une ligne de courant", "a streamline"],
                [
                    "une ligne tangente en chacun de ses points au vecteur vitesse du fluide",
                    "a line tangent at each of its points to the velocity vector of the fluid",
                ],
                [
                    "Qu'est-ce qu'une ligne de courant ?",
                    "What is a streamline?",
                ],
                [
                    "Comment appelle-t-on une ligne tangente en chacun de ses points au vecteur vitesse du fluide ?",
                    "What is a line tangent at each of its points to the velocity vector of the fluid called?",
                ],
            ),
        ],
    }],
    groups: &[Group {
        name: [
            "Les objets qui flottent sur l'eau",
            "Objects that float on water",
        ],
        which: [
            "Parmi ces objets pleins, lesquels flottent sur l'eau douce ?",
            "Which of these solid objects float on fresh water?",
        ],
        which_not: [
            "Parmi ces objets pleins, lesquels coulent dans l'eau douce ?",
            "Which of these solid objects sink in fresh water?",
        ],
        members: &[
            ["un bouchon de liège", "a cork stopper"],
            ["un glaçon", "an ice cube"],
            ["une bille de polystyrène", "a polystyrene bead"],
        ],
        others: &[
            ["une bille d'acier", "a steel ball"],
            ["une pièce de cuivre", "a copper coin"],
            ["un galet", "a pebble"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Mesurer la poussée d'Archimède",
            "Measuring the buoyant force",
        ],
        order: [
            "Range dans l'ordre les étapes de la mesure de la poussée d'Archimède avec un dynamomètre, de la première à la dernière.",
            "Put in order the steps of measuring the buoyant force with a spring balance, from first to last.",
        ],
        backward: [
            "Range les étapes de la mesure de la poussée d'Archimède de la dernière à la première.",
            "Put the steps of measuring the buoyant force in order from last to first.",
        ],
        next: [
            "Pour mesurer la poussée d'Archimède avec un dynamomètre, quelle étape vient juste après celle-ci : « {} » ?",
            "To measure the buoyant force with a spring balance, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : pour mesurer la poussée d'Archimède avec un dynamomètre, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: to measure the buoyant force with a spring balance, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "suspendre l'objet au dynamomètre, dans l'air, et lire son poids",
                "hang the object from the spring balance, in air, and read its weight",
            ],
            [
                "plonger entièrement l'objet dans l'eau sans toucher le récipient",
                "lower the object fully into the water without touching the container",
            ],
            [
                "lire la nouvelle indication du dynamomètre, le poids apparent",
                "read the new reading of the spring balance, the apparent weight",
            ],
            [
                "calculer la différence des deux indications : c'est la poussée d'Archimède",
                "work out the difference between the two readings: it is the buoyant force",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Un objet pèse 5 N dans l'air et 3 N quand il est plongé entièrement dans l'eau. Quelle est la valeur de la poussée d'Archimède ?",
                "An object weighs 5 N in air and 3 N when fully under water. What is the size of the buoyant force?",
            ],
            about: [
                "la poussée sur l'objet plongé",
                "the buoyant force on the immersed object",
            ],
            value: 2.0,
            dp: 0,
            unit: "N",
        },
        Number {
            ask: [
                "De l'eau circule à 1 m/s dans un tuyau de section 4 cm², qui se rétrécit à 1 cm². Quelle est sa vitesse dans la partie étroite ?",
                "Water flows at 1 m/s in a pipe with a 4 cm² cross-section, which narrows to 1 cm². What is its speed in the narrow part?",
            ],
            about: [
                "la vitesse dans le rétrécissement",
                "the speed in the narrowing",
            ],
            value: 4.0,
            dp: 0,
            unit: "m/s",
        },
        Number {
            ask: [
                "Quelle est la poussée d'Archimède sur un objet de 1 L entièrement plongé dans l'eau (ρ = 1 kg/L, g = 9,8 N/kg) ?",
                "What is the buoyant force on a 1 L object fully under water (ρ = 1 kg/L, g = 9.8 N/kg)?",
            ],
            about: [
                "la poussée sur un objet de 1 L",
                "the buoyant force on a 1 L object",
            ],
            value: 9.8,
            dp: 1,
            unit: "N",
        },
        Number {
            ask: [
                "D'après la relation de Torricelli v = √(2 × g × h), à quelle vitesse l'eau sort-elle d'un réservoir par un orifice situé 5 m sous la surface libre (g = 9,8 N/kg) ?",
                "By Torricelli's law v = √(2 × g × h), at what speed does water leave a tank through a hole 5 m below the free surface (g = 9.8 N/kg)?",
            ],
            about: [
                "la vitesse de sortie de l'eau",
                "the speed of the water leaving",
            ],
            value: 9.9,
            dp: 1,
            unit: "m/s",
        },
    ],
    diagrams: &[],
};

/// Lunette astronomique et effet photoélectrique.
pub(crate) static LUNETTE: Bank = Bank {
    chapter: "physique-chimie-tle-lunette-et-effet-photoelectrique",
    title: [
        "Lunette astronomique et effet photoélectrique",
        "The astronomical telescope and the photoelectric effect",
    ],
    relations: &[
        Relation {
            name: ["La lunette astronomique", "The astronomical telescope"],
            matching: [
                "Associe chaque terme de la lunette à sa définition.",
                "Match each term of the telescope with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'objectif", "the objective lens"],
                    [
                        "la lentille convergente tournée vers l'objet observé, de grande distance focale",
                        "the converging lens facing the object observed, with a long focal length",
                    ],
                    [
                        "Qu'est-ce que l'objectif d'une lunette astronomique ?",
                        "What is the objective lens of an astronomical telescope?",
                    ],
                    [
                        "Comment appelle-t-on la lentille convergente d'une lunette tournée vers l'objet observé, de grande distance focale ?",
                        "What is the converging lens of a telescope facing the object observed, with a long focal length, called?",
                    ],
                ),
                pair(
                    ["l'oculaire", "the eyepiece"],
                    [
                        "la lentille convergente placée du côté de l'œil, de petite distance focale",
                        "the converging lens on the side of the eye, with a short focal length",
                    ],
                    [
                        "Qu'est-ce que l'oculaire d'une lunette astronomique ?",
                        "What is the eyepiece of an astronomical telescope?",
                    ],
                    [
                        "Comment appelle-t-on la lentille convergente d'une lunette placée du côté de l'œil, de petite distance focale ?",
                        "What is the converging lens of a telescope on the side of the eye, with a short focal length, called?",
                    ],
                ),
                pair(
                    ["une lunette afocale", "an afocal telescope"],
                    [
                        "une lunette dont le foyer image de l'objectif est confondu avec le foyer objet de l'oculaire",
                        "a telescope in which the image focal point of the objective coincides with the object focal point of the eyepiece",
                    ],
                    [
                        "Qu'est-ce qu'une lunette afocale ?",
                        "What is an afocal telescope?",
                    ],
                    [
                        "Comment appelle-t-on une lunette dont le foyer image de l'objectif est confondu avec le foyer objet de l'oculaire ?",
                        "What is a telescope in which the image focal point of the objective coincides with the object focal point of the eyepiece called?",
                    ],
                ),
                pair(
                    ["le grossissement", "the angular magnification"],
                    [
                        "le quotient de l'angle sous lequel on voit l'image dans la lunette par l'angle sous lequel on voit l'objet à l'œil nu",
                        "the angle at which the image is seen through the telescope divided by the angle at which the object is seen with the naked eye",
                    ],
                    [
                        "Qu'est-ce que le grossissement d'une lunette ?",
                        "What is the angular magnification of a telescope?",
                    ],
                    [
                        "Comment appelle-t-on le quotient de l'angle sous lequel on voit l'image dans une lunette par l'angle sous lequel on voit l'objet à l'œil nu ?",
                        "What is the angle at which the image is seen through a telescope divided by the angle at which the object is seen with the naked eye called?",
                    ],
                ),
                pair(
                    ["l'image intermédiaire", "the intermediate image"],
                    [
                        "l'image de l'objet donnée par l'objectif, qui sert d'objet à l'oculaire",
                        "the image of the object formed by the objective, which acts as the object for the eyepiece",
                    ],
                    [
                        "Qu'est-ce que l'image intermédiaire dans une lunette ?",
                        "What is the intermediate image in a telescope?",
                    ],
                    [
                        "Comment appelle-t-on l'image de l'objet donnée par l'objectif, qui sert d'objet à l'oculaire ?",
                        "What is the image of the object formed by the objective, which acts as the object for the eyepiece, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["L'effet photoélectrique", "The photoelectric effect"],
            matching: [
                "Associe chaque terme à sa définition.",
                "Match each term with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'effet photoélectrique", "the photoelectric effect"],
                    [
                        "l'émission d'électrons par un métal éclairé par une radiation de fréquence assez grande",
                        "the emission of electrons by a metal lit by a radiation of high enough frequency",
                    ],
                    [
                        "Qu'est-ce que l'effet photoélectrique ?",
                        "What is the photoelectric effect?",
                    ],
                    [
                        "Comment appelle-t-on l'émission d'électrons par un métal éclairé par une radiation de fréquence assez grande ?",
                        "What is the emission of electrons by a metal lit by a radiation of high enough frequency called?",
                    ],
                ),
                pair(
                    ["le travail d'extraction", "the work function"],
                    [
                        "l'énergie minimale à fournir pour arracher un électron au métal",
                        "the least energy needed to pull an electron out of the metal",
                    ],
                    [
                        "Qu'est-ce que le travail d'extraction d'un métal ?",
                        "What is the work function of a metal?",
                    ],
                    [
                        "Comment appelle-t-on l'énergie minimale à fournir pour arracher un électron à un métal ?",
                        "What is the least energy needed to pull an electron out of a metal called?",
                    ],
                ),
                pair(
                    ["la fréquence seuil", "the threshold frequency"],
                    [
                        "la fréquence en dessous de laquelle aucun électron n'est émis, quelle que soit la puissance lumineuse",
                        "the frequency below which no electron is given off, whatever the light power",
                    ],
                    [
                        "Qu'est-ce que la fréquence seuil d'un métal ?",
                        "What is the threshold frequency of a metal?",
                    ],
                    [
                        "Comment appelle-t-on la fréquence en dessous de laquelle aucun électron n'est émis, quelle que soit la puissance lumineuse ?",
                        "What is the frequency below which no electron is given off, whatever the light power, called?",
                    ],
                ),
                pair(
                    ["le rendement quantique", "the quantum efficiency"],
                    [
                        "le quotient du nombre d'électrons émis par le nombre de photons reçus",
                        "the number of electrons given off divided by the number of photons received",
                    ],
                    [
                        "Qu'est-ce que le rendement quantique d'une cellule photoélectrique ?",
                        "What is the quantum efficiency of a photoelectric cell?",
                    ],
                    [
                        "Comment appelle-t-on le quotient du nombre d'électrons émis par le nombre de photons reçus ?",
                        "What is the number of electrons given off divided by the number of photons received called?",
                    ],
                ),
                pair(
                    ["la dualité onde-particule", "wave-particle duality"],
                    [
                        "le fait que la lumière se comporte tantôt comme une onde, tantôt comme un flux de photons",
                        "the fact that light behaves sometimes as a wave, sometimes as a stream of photons",
                    ],
                    [
                        "Qu'est-ce que la dualité onde-particule de la lumière ?",
                        "What is the wave-particle duality of light?",
                    ],
                    [
                        "Comment appelle-t-on le fait que la lumière se comporte tantôt comme une onde, tantôt comme un flux de photons ?",
                        "What is the fact that light behaves sometimes as a wave, sometimes as a stream of photons called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Ce que seul le modèle du photon explique",
            "What only the photon model explains",
        ],
        which: [
            "Parmi ces phénomènes, lesquels s'expliquent par le modèle particulaire de la lumière (les photons) ?",
            "Which of these phenomena are explained by the particle model of light (photons)?",
        ],
        which_not: [
            "Parmi ces phénomènes, lesquels s'expliquent par le modèle ondulatoire de la lumière ?",
            "Which of these phenomena are explained by the wave model of light?",
        ],
        members: &[
            ["l'effet photoélectrique", "the photoelectric effect"],
            [
                "l'existence d'une fréquence seuil pour l'émission d'électrons",
                "the existence of a threshold frequency for the emission of electrons",
            ],
            [
                "les raies d'émission d'un atome",
                "the emission lines of an atom",
            ],
        ],
        others: &[
            [
                "la diffraction de la lumière par une fente fine",
                "the diffraction of light by a narrow slit",
            ],
            ["les interférences lumineuses", "light interference"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Le trajet de la lumière dans une lunette afocale",
            "The path of light in an afocal telescope",
        ],
        order: [
            "Range dans l'ordre les étapes du trajet de la lumière dans une lunette afocale, de la première à la dernière.",
            "Put the steps of the path of light in an afocal telescope in order, from first to last.",
        ],
        backward: [
            "Range les étapes du trajet de la lumière dans une lunette afocale de la dernière à la première.",
            "Put the steps of the path of light in an afocal telescope in order from last to first.",
        ],
        next: [
            "Dans une lunette afocale, quelle étape vient juste après celle-ci : « {} » ?",
            "In an afocal telescope, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans une lunette afocale, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: in an afocal telescope, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "la lumière d'un astre lointain arrive sur l'objectif",
                "the light of a distant star reaches the objective",
            ],
            [
                "l'objectif forme une image intermédiaire dans son plan focal image",
                "the objective forms an intermediate image in its image focal plane",
            ],
            [
                "l'oculaire donne de cette image une image à l'infini",
                "the eyepiece forms an image of it at infinity",
            ],
            [
                "l'œil observe l'image sans accommoder",
                "the eye views the image without accommodating",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Une lunette afocale a un objectif de distance focale 900 mm et un oculaire de distance focale 25 mm. Quel est son grossissement ?",
                "An afocal telescope has an objective with a 900 mm focal length and an eyepiece with a 25 mm focal length. What is its angular magnification?",
            ],
            about: [
                "le grossissement de la lunette",
                "the magnification of the telescope",
            ],
            value: 36.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Une lunette afocale a un objectif de distance focale 1 m et un oculaire de distance focale 20 mm. Quel est son grossissement ?",
                "An afocal telescope has an objective with a 1 m focal length and an eyepiece with a 20 mm focal length. What is its angular magnification?",
            ],
            about: [
                "le grossissement d'une lunette de 1 m",
                "the magnification of a 1 m telescope",
            ],
            value: 50.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Des photons de 3 eV frappent un métal de travail d'extraction 2,3 eV. Quelle est, en électronvolts, l'énergie cinétique maximale des électrons émis ?",
                "3 eV photons hit a metal with a work function of 2.3 eV. What is the greatest kinetic energy of the electrons given off, in electronvolts?",
            ],
            about: [
                "l'énergie cinétique maximale des électrons",
                "the greatest kinetic energy of the electrons",
            ],
            value: 0.7,
            dp: 1,
            unit: "",
        },
        Number {
            ask: [
                "Une lunette afocale a un objectif de distance focale 800 mm. Quelle distance sépare l'objectif d'un oculaire de distance focale 20 mm ?",
                "An afocal telescope has an objective with an 800 mm focal length. How far apart are the objective and an eyepiece with a 20 mm focal length?",
            ],
            about: ["la longueur de la lunette", "the length of the telescope"],
            value: 820.0,
            dp: 0,
            unit: "mm",
        },
    ],
    diagrams: &[],
};
