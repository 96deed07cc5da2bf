//! Histoire 4e, further chapters (cycle 4, programme du BO spécial n° 11 du 26 novembre 2015,
//! modifié au BO n° 31 du 30 juillet 2020): the Atlantic trade and the slave trade, the
//! Enlightenment, the Industrial Revolution.

use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Relation, Sequence, pair};

/// These chapters' banks; a catalog entry's mode is an index in this slice (append only).
pub(crate) static BANKS: &[&Bank] = &[&TRAITES, &LUMIERES, &INDUSTRIELLE];

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

/// L'Europe des Lumières : circulation des idées, despotisme éclairé et contestation de
/// l'absolutisme.
pub(crate) static LUMIERES: Bank = Bank {
    chapter: "histoire-geographie-4e-l-europe-des-lumieres",
    title: ["L'Europe des Lumières", "The Europe of the Enlightenment"],
    relations: &[
        Relation {
            name: ["Les mots des Lumières", "The words of the Enlightenment"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["les Lumières", "the Enlightenment"],
                    [
                        "le mouvement intellectuel du XVIIIe siècle qui veut éclairer les hommes par la raison",
                        "the 18th-century intellectual movement that seeks to enlighten people through reason",
                    ],
                    ["Que sont les Lumières ?", "What was the Enlightenment?"],
                    [
                        "Comment appelle-t-on le mouvement intellectuel du XVIIIe siècle qui veut éclairer les hommes par la raison ?",
                        "What is the 18th-century intellectual movement that seeks to enlighten people through reason called?",
                    ],
                ),
                pair(
                    ["la tolérance", "tolerance"],
                    [
                        "le fait d'accepter les opinions et les religions différentes des siennes",
                        "accepting opinions and religions different from one's own",
                    ],
                    ["Qu'est-ce que la tolérance ?", "What is tolerance?"],
                    [
                        "Comment appelle-t-on le fait d'accepter les opinions et les religions différentes des siennes ?",
                        "What is accepting opinions and religions different from one's own called?",
                    ],
                ),
                pair(
                    ["le despotisme éclairé", "enlightened despotism"],
                    [
                        "le gouvernement de souverains absolus qui disent s'inspirer des idées des philosophes",
                        "the rule of absolute monarchs who claim to draw on the ideas of the philosophers",
                    ],
                    [
                        "Qu'est-ce que le despotisme éclairé ?",
                        "What is enlightened despotism?",
                    ],
                    [
                        "Comment appelle-t-on le gouvernement de souverains absolus qui disent s'inspirer des idées des philosophes ?",
                        "What is the rule of absolute monarchs who claim to draw on the ideas of the philosophers called?",
                    ],
                ),
                pair(
                    ["la séparation des pouvoirs", "the separation of powers"],
                    [
                        "le partage des pouvoirs législatif, exécutif et judiciaire entre des personnes différentes",
                        "the sharing of legislative, executive and judicial power among different people",
                    ],
                    [
                        "Qu'est-ce que la séparation des pouvoirs ?",
                        "What is the separation of powers?",
                    ],
                    [
                        "Comment appelle-t-on le partage des pouvoirs législatif, exécutif et judiciaire entre des personnes différentes ?",
                        "What is the sharing of legislative, executive and judicial power among different people called?",
                    ],
                ),
                pair(
                    ["un salon", "a salon"],
                    [
                        "une réunion régulière chez un particulier, souvent une femme, où l'on discute des idées nouvelles",
                        "a regular gathering at a private home, often hosted by a woman, where new ideas are discussed",
                    ],
                    ["Qu'est-ce qu'un salon ?", "What is a salon?"],
                    [
                        "Comment appelle-t-on une réunion régulière chez un particulier, souvent une femme, où l'on discute des idées nouvelles ?",
                        "What is a regular gathering at a private home, often hosted by a woman, where new ideas are discussed called?",
                    ],
                ),
                pair(
                    ["la censure", "censorship"],
                    [
                        "le contrôle des livres et des journaux par les autorités, qui peuvent les interdire",
                        "the control of books and newspapers by the authorities, who can ban them",
                    ],
                    ["Qu'est-ce que la censure ?", "What is censorship?"],
                    [
                        "Comment appelle-t-on le contrôle des livres et des journaux par les autorités, qui peuvent les interdire ?",
                        "What is the control of books and newspapers by the authorities, who can ban them, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les acteurs des Lumières",
                "The actors of the Enlightenment",
            ],
            matching: [
                "Associe chaque personnage à ce qui le caractérise.",
                "Match each person with what he or she is known for.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Montesquieu", "Montesquieu"],
                    [
                        "le philosophe qui défend la séparation des pouvoirs dans De l'esprit des lois",
                        "the philosopher who argues for the separation of powers in The Spirit of the Laws",
                    ],
                    [
                        "Qu'est-ce qui caractérise Montesquieu ?",
                        "What is Montesquieu known for?",
                    ],
                    [
                        "Quel philosophe défend la séparation des pouvoirs dans De l'esprit des lois ?",
                        "Which philosopher argues for the separation of powers in The Spirit of the Laws?",
                    ],
                ),
                pair(
                    ["Voltaire", "Voltaire"],
                    [
                        "le philosophe qui combat l'intolérance religieuse dans son Traité sur la tolérance",
                        "the philosopher who fights religious intolerance in his Treatise on Tolerance",
                    ],
                    [
                        "Qu'est-ce qui caractérise Voltaire ?",
                        "What is Voltaire known for?",
                    ],
                    [
                        "Quel philosophe combat l'intolérance religieuse dans son Traité sur la tolérance ?",
                        "Which philosopher fights religious intolerance in his Treatise on Tolerance?",
                    ],
                ),
                pair(
                    ["Rousseau", "Rousseau"],
                    [
                        "le philosophe qui affirme dans Du contrat social que la souveraineté appartient au peuple",
                        "the philosopher who states in The Social Contract that sovereignty belongs to the people",
                    ],
                    [
                        "Qu'est-ce qui caractérise Rousseau ?",
                        "What is Rousseau known for?",
                    ],
                    [
                        "Quel philosophe affirme dans Du contrat social que la souveraineté appartient au peuple ?",
                        "Which philosopher states in The Social Contract that sovereignty belongs to the people?",
                    ],
                ),
                pair(
                    ["Diderot", "Diderot"],
                    [
                        "le philosophe qui dirige l'Encyclopédie avec d'Alembert",
                        "the philosopher who edits the Encyclopédie with d'Alembert",
                    ],
                    [
                        "Qu'est-ce qui caractérise Diderot ?",
                        "What is Diderot known for?",
                    ],
                    [
                        "Quel philosophe dirige l'Encyclopédie avec d'Alembert ?",
                        "Which philosopher edits the Encyclopédie with d'Alembert?",
                    ],
                ),
                pair(
                    ["Frédéric II", "Frederick II"],
                    [
                        "le roi de Prusse, despote éclairé, qui accueille Voltaire à sa cour",
                        "the King of Prussia, an enlightened despot, who welcomes Voltaire to his court",
                    ],
                    [
                        "Qu'est-ce qui caractérise Frédéric II ?",
                        "What is Frederick II known for?",
                    ],
                    [
                        "Quel roi de Prusse, despote éclairé, accueille Voltaire à sa cour ?",
                        "Which King of Prussia, an enlightened despot, welcomes Voltaire to his court?",
                    ],
                ),
                pair(
                    ["Catherine II", "Catherine II"],
                    [
                        "l'impératrice de Russie, despote éclairée, qui reçoit Diderot à Saint-Pétersbourg",
                        "the Empress of Russia, an enlightened despot, who receives Diderot in Saint Petersburg",
                    ],
                    [
                        "Qu'est-ce qui caractérise Catherine II ?",
                        "What is Catherine II known for?",
                    ],
                    [
                        "Quelle impératrice de Russie, despote éclairée, reçoit Diderot à Saint-Pétersbourg ?",
                        "Which Empress of Russia, an enlightened despot, receives Diderot in Saint Petersburg?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les philosophes des Lumières",
            "The philosophers of the Enlightenment",
        ],
        which: [
            "Parmi ces personnages, lesquels sont des philosophes français des Lumières ?",
            "Which of these people are French philosophers of the Enlightenment?",
        ],
        which_not: [
            "Parmi ces personnages, lesquels ne sont pas des philosophes des Lumières ?",
            "Which of these people are not philosophers of the Enlightenment?",
        ],
        members: &[
            ["Montesquieu", "Montesquieu"],
            ["Voltaire", "Voltaire"],
            ["Rousseau", "Rousseau"],
            ["Diderot", "Diderot"],
            ["d'Alembert", "d'Alembert"],
        ],
        others: &[
            ["Louis XIV", "Louis XIV"],
            ["Colbert", "Colbert"],
            ["Richelieu", "Richelieu"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Les grandes œuvres des Lumières",
            "The great works of the Enlightenment",
        ],
        order: [
            "Range dans l'ordre chronologique ces parutions des Lumières.",
            "Put these Enlightenment publications in chronological order.",
        ],
        backward: [
            "Range ces parutions des Lumières de la plus récente à la plus ancienne.",
            "Put these Enlightenment publications in order from the most recent to the oldest.",
        ],
        next: [
            "Parmi les grandes parutions des Lumières, laquelle vient juste après celle-ci : « {} » ?",
            "Among the great Enlightenment publications, which one comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » paraît avant « {b} ».",
            "True or false: “{a}” comes out before “{b}”.",
        ],
        steps: &[
            [
                "De l'esprit des lois de Montesquieu",
                "Montesquieu's The Spirit of the Laws",
            ],
            [
                "le premier volume de l'Encyclopédie",
                "the first volume of the Encyclopédie",
            ],
            [
                "Du contrat social de Rousseau",
                "Rousseau's The Social Contract",
            ],
            [
                "le Traité sur la tolérance de Voltaire",
                "Voltaire's Treatise on Tolerance",
            ],
            [
                "le dernier volume de planches de l'Encyclopédie",
                "the last volume of plates of the Encyclopédie",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année paraît De l'esprit des lois de Montesquieu ?",
                "In which year does Montesquieu's The Spirit of the Laws come out?",
            ],
            ["De l'esprit des lois", "The Spirit of the Laws"],
            1748.0,
        ),
        year(
            [
                "En quelle année paraît le premier volume de l'Encyclopédie ?",
                "In which year does the first volume of the Encyclopédie come out?",
            ],
            [
                "le premier volume de l'Encyclopédie",
                "the first volume of the Encyclopédie",
            ],
            1751.0,
        ),
        year(
            [
                "En quelle année paraît Du contrat social de Rousseau ?",
                "In which year does Rousseau's The Social Contract come out?",
            ],
            ["Du contrat social", "The Social Contract"],
            1762.0,
        ),
        year(
            [
                "En quelle année paraît le Traité sur la tolérance de Voltaire ?",
                "In which year does Voltaire's Treatise on Tolerance come out?",
            ],
            ["le Traité sur la tolérance", "the Treatise on Tolerance"],
            1763.0,
        ),
    ],
    diagrams: &[],
};

/// L'Europe de la « révolution industrielle ».
pub(crate) static INDUSTRIELLE: Bank = Bank {
    chapter: "histoire-geographie-4e-revolution-industrielle",
    title: ["La révolution industrielle", "The Industrial Revolution"],
    relations: &[
        Relation {
            name: [
                "Les mots de l'industrialisation",
                "The words of industrialisation",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'industrialisation", "industrialisation"],
                    [
                        "le passage d'une économie surtout agricole et artisanale à une économie dominée par l'industrie",
                        "the shift from a mainly farming and craft economy to an economy dominated by industry",
                    ],
                    [
                        "Qu'est-ce que l'industrialisation ?",
                        "What is industrialisation?",
                    ],
                    [
                        "Comment appelle-t-on le passage d'une économie surtout agricole et artisanale à une économie dominée par l'industrie ?",
                        "What is the shift from a mainly farming and craft economy to an economy dominated by industry called?",
                    ],
                ),
                pair(
                    ["une usine", "a factory"],
                    [
                        "un grand bâtiment où des ouvriers produisent en grande quantité à l'aide de machines",
                        "a large building where workers produce goods in large quantities with machines",
                    ],
                    ["Qu'est-ce qu'une usine ?", "What is a factory?"],
                    [
                        "Comment appelle-t-on un grand bâtiment où des ouvriers produisent en grande quantité à l'aide de machines ?",
                        "What is a large building where workers produce goods in large quantities with machines called?",
                    ],
                ),
                pair(
                    ["l'exode rural", "the rural exodus"],
                    [
                        "le départ massif des habitants des campagnes vers les villes",
                        "the mass departure of country people for the towns",
                    ],
                    ["Qu'est-ce que l'exode rural ?", "What is the rural exodus?"],
                    [
                        "Comment appelle-t-on le départ massif des habitants des campagnes vers les villes ?",
                        "What is the mass departure of country people for the towns called?",
                    ],
                ),
                pair(
                    ["un syndicat", "a trade union"],
                    [
                        "une association de travailleurs qui défend leurs intérêts",
                        "an association of workers that defends their interests",
                    ],
                    ["Qu'est-ce qu'un syndicat ?", "What is a trade union?"],
                    [
                        "Comment appelle-t-on une association de travailleurs qui défend leurs intérêts ?",
                        "What is an association of workers that defends their interests called?",
                    ],
                ),
                pair(
                    ["la grève", "a strike"],
                    [
                        "l'arrêt collectif du travail pour obtenir de meilleures conditions",
                        "a collective stoppage of work to win better conditions",
                    ],
                    ["Qu'est-ce que la grève ?", "What is a strike?"],
                    [
                        "Comment appelle-t-on l'arrêt collectif du travail pour obtenir de meilleures conditions ?",
                        "What is a collective stoppage of work to win better conditions called?",
                    ],
                ),
                pair(
                    ["le socialisme", "socialism"],
                    [
                        "la doctrine qui veut mettre fin aux inégalités en mettant en commun les moyens de production",
                        "the doctrine that seeks to end inequality by holding the means of production in common",
                    ],
                    ["Qu'est-ce que le socialisme ?", "What is socialism?"],
                    [
                        "Comment appelle-t-on la doctrine qui veut mettre fin aux inégalités en mettant en commun les moyens de production ?",
                        "What is the doctrine that seeks to end inequality by holding the means of production in common called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les acteurs et les lieux de l'industrie",
                "The actors and places of industry",
            ],
            matching: [
                "Associe chaque personnage ou lieu à ce qui le caractérise.",
                "Match each person or place with what it is known for.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["James Watt", "James Watt"],
                    [
                        "l'ingénieur écossais qui perfectionne la machine à vapeur",
                        "the Scottish engineer who improves the steam engine",
                    ],
                    [
                        "Qu'est-ce qui caractérise James Watt ?",
                        "What is James Watt known for?",
                    ],
                    [
                        "Quel ingénieur écossais perfectionne la machine à vapeur ?",
                        "Which Scottish engineer improves the steam engine?",
                    ],
                ),
                pair(
                    ["Karl Marx", "Karl Marx"],
                    [
                        "le penseur allemand qui publie le Manifeste du parti communiste avec Engels",
                        "the German thinker who publishes The Communist Manifesto with Engels",
                    ],
                    [
                        "Qu'est-ce qui caractérise Karl Marx ?",
                        "What is Karl Marx known for?",
                    ],
                    [
                        "Quel penseur allemand publie le Manifeste du parti communiste avec Engels ?",
                        "Which German thinker publishes The Communist Manifesto with Engels?",
                    ],
                ),
                pair(
                    ["Manchester", "Manchester"],
                    [
                        "la grande ville anglaise de l'industrie du coton",
                        "the great English city of the cotton industry",
                    ],
                    [
                        "Qu'est-ce qui caractérise Manchester au XIXe siècle ?",
                        "What is Manchester known for in the 19th century?",
                    ],
                    [
                        "Quelle est la grande ville anglaise de l'industrie du coton au XIXe siècle ?",
                        "Which is the great English city of the cotton industry in the 19th century?",
                    ],
                ),
                pair(
                    ["Le Creusot", "Le Creusot"],
                    [
                        "la ville de Bourgogne où la famille Schneider dirige de grandes usines métallurgiques",
                        "the Burgundy town where the Schneider family runs large ironworks",
                    ],
                    [
                        "Qu'est-ce qui caractérise Le Creusot au XIXe siècle ?",
                        "What is Le Creusot known for in the 19th century?",
                    ],
                    [
                        "Dans quelle ville de Bourgogne la famille Schneider dirige-t-elle de grandes usines métallurgiques ?",
                        "In which Burgundy town does the Schneider family run large ironworks?",
                    ],
                ),
                pair(
                    ["la Ruhr", "the Ruhr"],
                    [
                        "la grande région allemande des mines de charbon et de la sidérurgie",
                        "the great German region of coal mines and steelmaking",
                    ],
                    [
                        "Qu'est-ce qui caractérise la Ruhr au XIXe siècle ?",
                        "What is the Ruhr known for in the 19th century?",
                    ],
                    [
                        "Quelle est la grande région allemande des mines de charbon et de la sidérurgie au XIXe siècle ?",
                        "Which is the great German region of coal mines and steelmaking in the 19th century?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les industries du XIXe siècle",
            "The industries of the 19th century",
        ],
        which: [
            "Parmi ces activités, lesquelles sont des industries motrices de l'industrialisation au XIXe siècle ?",
            "Which of these activities are driving industries of 19th-century industrialisation?",
        ],
        which_not: [
            "Parmi ces activités, lesquelles n'existent pas encore au XIXe siècle ?",
            "Which of these activities do not exist yet in the 19th century?",
        ],
        members: &[
            ["le textile", "textiles"],
            ["la sidérurgie", "steelmaking"],
            ["les mines de charbon", "coal mining"],
            ["les chemins de fer", "railways"],
        ],
        others: &[
            ["l'informatique", "computing"],
            ["la téléphonie mobile", "mobile telephony"],
            ["l'industrie spatiale", "the space industry"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Les étapes de l'industrialisation",
            "The stages of industrialisation",
        ],
        order: [
            "Range ces événements de l'industrialisation dans l'ordre chronologique.",
            "Put these events of industrialisation in chronological order.",
        ],
        backward: [
            "Range ces événements de l'industrialisation du plus récent au plus ancien.",
            "Put these events of industrialisation in order from the most recent to the oldest.",
        ],
        next: [
            "Dans l'histoire de l'industrialisation, quel événement vient juste après celui-ci : « {} » ?",
            "In the history of industrialisation, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a lieu avant « {b} ».",
            "True or false: “{a}” happens before “{b}”.",
        ],
        steps: &[
            [
                "le brevet de la machine à vapeur de James Watt",
                "James Watt's patent for his steam engine",
            ],
            [
                "la première loi française limitant le travail des enfants",
                "the first French law limiting child labour",
            ],
            [
                "la parution du Manifeste du parti communiste",
                "the publication of The Communist Manifesto",
            ],
            [
                "la reconnaissance du droit de grève en France",
                "the recognition of the right to strike in France",
            ],
            [
                "l'autorisation des syndicats en France",
                "the legalisation of trade unions in France",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année James Watt dépose-t-il le brevet de sa machine à vapeur ?",
                "In which year does James Watt take out the patent for his steam engine?",
            ],
            [
                "le brevet de la machine à vapeur de Watt",
                "Watt's steam engine patent",
            ],
            1769.0,
        ),
        year(
            [
                "En quelle année paraît le Manifeste du parti communiste ?",
                "In which year does The Communist Manifesto come out?",
            ],
            [
                "le Manifeste du parti communiste",
                "The Communist Manifesto",
            ],
            1848.0,
        ),
        year(
            [
                "En quelle année le droit de grève est-il reconnu en France ?",
                "In which year is the right to strike recognised in France?",
            ],
            [
                "le droit de grève en France",
                "the right to strike in France",
            ],
            1864.0,
        ),
        year(
            [
                "En quelle année les syndicats sont-ils autorisés en France ?",
                "In which year are trade unions legalised in France?",
            ],
            [
                "l'autorisation des syndicats en France",
                "the legalisation of trade unions in France",
            ],
            1884.0,
        ),
    ],
    diagrams: &[],
};
