//! Histoire 4e, further chapters (cycle 4, programme du BO spécial n° 11 du 26 novembre 2015,
//! modifié au BO n° 31 du 30 juillet 2020): the Atlantic trade and the slave trade.

use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Relation, Sequence, pair};

/// These chapters' banks; a catalog entry's mode is an index in this slice (append only).
pub(crate) static BANKS: &[&Bank] = &[&TRAITES];

/// The family of [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// Bourgeoisies marchandes, négoces internationaux et traites négrières au XVIIIe siècle.
pub(crate) static TRAITES: Bank = Bank {
    chapter: "histoire-geographie-4e-bourgeoisies-negoces-et-traites-negrieres",
    title: ["Négoces et traites négrières", "Trade and the slave trade"],
    relations: &[
        Relation {
            name: [
                "Les mots du commerce atlantique",
                "The words of the Atlantic trade",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la traite négrière", "the slave trade"],
                    [
                        "le commerce des captifs africains vendus comme esclaves",
                        "the trade in African captives sold as slaves",
                    ],
                    [
                        "Qu'est-ce que la traite négrière ?",
                        "What was the slave trade?",
                    ],
                    [
                        "Comment appelle-t-on le commerce des captifs africains vendus comme esclaves ?",
                        "What is the trade in African captives sold as slaves called?",
                    ],
                ),
                pair(
                    ["le commerce triangulaire", "the triangular trade"],
                    [
                        "le circuit des navires négriers entre l'Europe, l'Afrique et les Amériques",
                        "the circuit of slave ships between Europe, Africa and the Americas",
                    ],
                    [
                        "Qu'est-ce que le commerce triangulaire ?",
                        "What was the triangular trade?",
                    ],
                    [
                        "Comment appelle-t-on le circuit des navires négriers entre l'Europe, l'Afrique et les Amériques ?",
                        "What is the circuit of slave ships between Europe, Africa and the Americas called?",
                    ],
                ),
                pair(
                    ["le Code noir", "the Code Noir"],
                    [
                        "l'ordonnance royale de 1685 qui fixe le sort des esclaves dans les colonies françaises",
                        "the royal ordinance of 1685 that lays down the lot of slaves in the French colonies",
                    ],
                    ["Qu'est-ce que le Code noir ?", "What was the Code Noir?"],
                    [
                        "Comment appelle-t-on l'ordonnance royale de 1685 qui fixe le sort des esclaves dans les colonies françaises ?",
                        "What is the royal ordinance of 1685 that lays down the lot of slaves in the French colonies called?",
                    ],
                ),
                pair(
                    ["une plantation", "a plantation"],
                    [
                        "une grande exploitation agricole des colonies où des esclaves cultivent la canne à sucre, le café ou le coton",
                        "a large colonial farm where slaves grow sugar cane, coffee or cotton",
                    ],
                    ["Qu'est-ce qu'une plantation ?", "What is a plantation?"],
                    [
                        "Comment appelle-t-on une grande exploitation agricole des colonies où des esclaves cultivent la canne à sucre, le café ou le coton ?",
                        "What is a large colonial farm where slaves grow sugar cane, coffee or cotton called?",
                    ],
                ),
                pair(
                    ["un négociant", "a merchant"],
                    [
                        "un riche marchand qui pratique le commerce en gros, souvent par la mer",
                        "a rich trader who deals wholesale, often by sea",
                    ],
                    ["Qu'est-ce qu'un négociant ?", "What is a merchant?"],
                    [
                        "Comment appelle-t-on un riche marchand qui pratique le commerce en gros, souvent par la mer ?",
                        "What is a rich trader who deals wholesale, often by sea, called?",
                    ],
                ),
                pair(
                    ["le marronnage", "marronage"],
                    [
                        "la fuite des esclaves hors des plantations",
                        "the flight of slaves from the plantations",
                    ],
                    ["Qu'est-ce que le marronnage ?", "What was marronage?"],
                    [
                        "Comment appelle-t-on la fuite des esclaves hors des plantations ?",
                        "What is the flight of slaves from the plantations called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les lieux de la traite", "The places of the slave trade"],
            matching: [
                "Associe chaque lieu à ce qui le caractérise au XVIIIe siècle.",
                "Match each place with what it is known for in the 18th century.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Nantes", "Nantes"],
                    [
                        "le premier port négrier français",
                        "the leading French slave-trading port",
                    ],
                    [
                        "Qu'est-ce qui caractérise Nantes au XVIIIe siècle ?",
                        "What is Nantes known for in the 18th century?",
                    ],
                    [
                        "Quel est le premier port négrier français au XVIIIe siècle ?",
                        "Which is the leading French slave-trading port in the 18th century?",
                    ],
                ),
                pair(
                    ["Bordeaux", "Bordeaux"],
                    [
                        "le premier port français du commerce direct avec les Antilles (sucre, café)",
                        "the leading French port for direct trade with the West Indies (sugar, coffee)",
                    ],
                    [
                        "Qu'est-ce qui caractérise Bordeaux au XVIIIe siècle ?",
                        "What is Bordeaux known for in the 18th century?",
                    ],
                    [
                        "Quel est le premier port français du commerce direct avec les Antilles au XVIIIe siècle ?",
                        "Which is the leading French port for direct trade with the West Indies in the 18th century?",
                    ],
                ),
                pair(
                    ["Saint-Domingue", "Saint-Domingue"],
                    [
                        "la plus riche colonie française, grande productrice de sucre",
                        "the richest French colony, a great producer of sugar",
                    ],
                    [
                        "Qu'est-ce qui caractérise Saint-Domingue au XVIIIe siècle ?",
                        "What is Saint-Domingue known for in the 18th century?",
                    ],
                    [
                        "Quelle est la plus riche colonie française au XVIIIe siècle, grande productrice de sucre ?",
                        "Which is the richest French colony in the 18th century, a great producer of sugar?",
                    ],
                ),
                pair(
                    ["le golfe de Guinée", "the Gulf of Guinea"],
                    [
                        "une côte d'Afrique où les négriers européens achètent un grand nombre de captifs",
                        "an African coast where European slave traders buy a great many captives",
                    ],
                    [
                        "Quel rôle joue le golfe de Guinée dans la traite ?",
                        "What part does the Gulf of Guinea play in the slave trade?",
                    ],
                    [
                        "Sur quelle côte d'Afrique les négriers européens achètent-ils un grand nombre de captifs ?",
                        "On which African coast do European slave traders buy a great many captives?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les produits coloniaux", "Colonial goods"],
        which: [
            "Parmi ces produits, lesquels les navires rapportent-ils des colonies d'Amérique vers l'Europe ?",
            "Which of these goods do ships bring back from the American colonies to Europe?",
        ],
        which_not: [
            "Parmi ces produits, lesquels ne viennent pas des colonies d'Amérique ?",
            "Which of these goods do not come from the American colonies?",
        ],
        members: &[
            ["le sucre", "sugar"],
            ["le café", "coffee"],
            ["le coton", "cotton"],
            ["l'indigo", "indigo"],
        ],
        others: &[
            ["les armes à feu", "firearms"],
            ["l'eau-de-vie", "brandy"],
            ["la verroterie", "glass beads"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Le voyage d'un navire négrier",
            "The voyage of a slave ship",
        ],
        order: [
            "Range dans l'ordre les étapes du voyage d'un navire négrier parti de Nantes.",
            "Put the stages of the voyage of a slave ship sailing from Nantes in order.",
        ],
        backward: [
            "Range les étapes du voyage d'un navire négrier de la dernière à la première.",
            "Put the stages of the voyage of a slave ship in order from the last to the first.",
        ],
        next: [
            "Lors du voyage d'un navire négrier, quelle étape vient juste après celle-ci : « {} » ?",
            "On the voyage of a slave ship, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : lors du voyage d'un navire négrier, « {a} » vient avant « {b} ».",
            "True or false: on the voyage of a slave ship, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "le départ de Nantes, chargé d'armes, de tissus et d'alcool",
                "sailing from Nantes, loaded with weapons, cloth and alcohol",
            ],
            [
                "l'échange de ces marchandises contre des captifs sur les côtes africaines",
                "the exchange of these goods for captives on the African coast",
            ],
            [
                "la traversée de l'Atlantique avec les captifs entassés dans la cale",
                "the crossing of the Atlantic with the captives crammed in the hold",
            ],
            [
                "la vente des captifs comme esclaves aux Antilles",
                "the sale of the captives as slaves in the West Indies",
            ],
            [
                "le retour en Europe chargé de sucre et de café",
                "the return to Europe loaded with sugar and coffee",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année le Code noir est-il promulgué ?",
                "In which year is the Code Noir enacted?",
            ],
            ["le Code noir", "the Code Noir"],
            1685.0,
        ),
        year(
            [
                "En quelle année la Convention abolit-elle l'esclavage pour la première fois ?",
                "In which year does the Convention abolish slavery for the first time?",
            ],
            [
                "la première abolition de l'esclavage",
                "the first abolition of slavery",
            ],
            1794.0,
        ),
        year(
            [
                "En quelle année Bonaparte rétablit-il l'esclavage dans les colonies françaises ?",
                "In which year does Bonaparte restore slavery in the French colonies?",
            ],
            [
                "le rétablissement de l'esclavage",
                "the restoration of slavery",
            ],
            1802.0,
        ),
        year(
            [
                "En quelle année l'esclavage est-il définitivement aboli dans les colonies françaises ?",
                "In which year is slavery abolished for good in the French colonies?",
            ],
            [
                "l'abolition définitive de l'esclavage",
                "the final abolition of slavery",
            ],
            1848.0,
        ),
    ],
    diagrams: &[],
};
