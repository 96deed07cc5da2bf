//! Histoire-géographie 5e (cycle 4, programme du BO n° 31 du 30 juillet 2020): the Western
//! feudal order (XIth-XVth centuries), Europe and the world in the XVIth century, and the
//! geography of the demographic question, resources and risks.

use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Number, Relation, Sequence, pair};

/// The family of these 5e banks.
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// These 5e banks: a catalog entry's mode is the index of its chapter's bank here (append
/// only).
pub(crate) static BANKS: &[&Bank] = &[
    &SEIGNEURIAL,
    &URBAINE,
    &CHARLES_QUINT,
    &HUMANISME,
    &DEMOGRAPHIE,
    &RICHESSE,
    &ENERGIE_EAU,
    &CHANGEMENT_GLOBAL,
    &RISQUES,
];

/// A timeline: its events ordered first to last and last to first, the event right after
/// another (`next`, with `{}`) and "a took place before b".
const fn timeline(
    name: [&'static str; 2],
    next: [&'static str; 2],
    steps: &'static [[&'static str; 2]],
) -> Sequence {
    Sequence {
        name,
        order: [
            "Range ces événements dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the latest to the earliest.",
        ],
        next,
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps,
    }
}

/// L'ordre seigneurial : la formation et la domination des campagnes.
pub(crate) static SEIGNEURIAL: Bank = Bank {
    chapter: "histoire-geographie-5e-l-ordre-seigneurial",
    title: ["L'ordre seigneurial", "The seigneurial order"],
    relations: &[
        Relation {
            name: [
                "La seigneurie et les paysans",
                "The lordship and the peasants",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la seigneurie", "the lordship"],
                    [
                        "le territoire sur lequel un seigneur exerce son pouvoir sur les terres et sur les hommes",
                        "the territory over which a lord exercises his power over the land and the people",
                    ],
                    ["Qu'est-ce que la seigneurie ?", "What is the lordship?"],
                ),
                word!(
                    ["la réserve", "the demesne"],
                    [
                        "la partie de la seigneurie que le seigneur exploite directement, grâce au travail des paysans",
                        "the part of the lordship that the lord farms himself, thanks to the peasants' work",
                    ],
                    ["Qu'est-ce que la réserve ?", "What is the demesne?"],
                ),
                word!(
                    ["une tenure", "a holding"],
                    [
                        "une terre confiée par le seigneur à une famille paysanne, en échange de redevances",
                        "a piece of land the lord grants to a peasant family, in return for dues",
                    ],
                    ["Qu'est-ce qu'une tenure ?", "What is a holding?"],
                ),
                word!(
                    ["la corvée", "the corvée"],
                    [
                        "le travail gratuit que les paysans doivent faire sur la réserve du seigneur",
                        "the unpaid work the peasants must do on the lord's demesne",
                    ],
                    ["Qu'est-ce que la corvée ?", "What is the corvée?"],
                ),
                word!(
                    ["les banalités", "the banalities"],
                    [
                        "les taxes payées au seigneur pour utiliser son moulin, son four ou son pressoir",
                        "the taxes paid to the lord for using his mill, his oven or his wine press",
                    ],
                    ["Que sont les banalités ?", "What are the banalities?"],
                ),
                word!(
                    ["la dîme", "the tithe"],
                    [
                        "l'impôt versé à l'Église, environ le dixième des récoltes",
                        "the tax paid to the Church, about a tenth of the harvest",
                    ],
                    ["Qu'est-ce que la dîme ?", "What is the tithe?"],
                ),
                word!(
                    ["un serf", "a serf"],
                    [
                        "un paysan qui n'est pas libre et ne peut pas quitter la seigneurie sans l'accord du seigneur",
                        "a peasant who is not free and cannot leave the lordship without the lord's consent",
                    ],
                    ["Qu'est-ce qu'un serf ?", "What is a serf?"],
                ),
            ],
        },
        Relation {
            name: [
                "Les seigneurs et les liens féodaux",
                "The lords and the feudal ties",
            ],
            matching: [
                "Associe chaque mot du monde des seigneurs à sa définition.",
                "Match each word of the lords' world with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["un fief", "a fief"],
                    [
                        "une terre donnée par un seigneur à son vassal en échange de sa fidélité",
                        "a piece of land given by a lord to his vassal in return for his loyalty",
                    ],
                    ["Qu'est-ce qu'un fief ?", "What is a fief?"],
                ),
                word!(
                    ["un vassal", "a vassal"],
                    [
                        "un seigneur qui s'est engagé à servir un seigneur plus puissant",
                        "a lord who has sworn to serve a more powerful lord",
                    ],
                    ["Qu'est-ce qu'un vassal ?", "What is a vassal?"],
                ),
                word!(
                    ["un suzerain", "an overlord"],
                    [
                        "le seigneur auquel un vassal a prêté hommage",
                        "the lord to whom a vassal has paid homage",
                    ],
                    ["Qu'est-ce qu'un suzerain ?", "What is an overlord?"],
                ),
                word!(
                    ["l'hommage", "homage"],
                    [
                        "la cérémonie au cours de laquelle le vassal se déclare l'homme de son seigneur, les mains dans les siennes",
                        "the ceremony during which the vassal declares himself his lord's man, his hands in the lord's hands",
                    ],
                    ["Qu'est-ce que l'hommage ?", "What is homage?"],
                ),
                word!(
                    ["l'adoubement", "dubbing"],
                    [
                        "la cérémonie qui fait d'un jeune noble un chevalier",
                        "the ceremony that makes a young noble a knight",
                    ],
                    ["Qu'est-ce que l'adoubement ?", "What is dubbing?"],
                ),
                word!(
                    ["le château fort", "the castle"],
                    [
                        "la demeure fortifiée du seigneur, d'où il domine et protège ses terres",
                        "the lord's fortified residence, from which he rules and protects his lands",
                    ],
                    ["Qu'est-ce que le château fort ?", "What is the castle?"],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Ce que les paysans doivent au seigneur",
                "What the peasants owe the lord",
            ],
            which: [
                "Parmi ces obligations, lesquelles sont dues par les paysans à leur seigneur ?",
                "Which of these obligations do the peasants owe their lord?",
            ],
            which_not: [
                "Parmi ces obligations, lesquelles ne sont pas dues par les paysans à leur seigneur ?",
                "Which of these obligations do the peasants not owe their lord?",
            ],
            members: &[
                ["la corvée", "the corvée"],
                ["les banalités", "the banalities"],
                [
                    "le cens, une redevance payée pour la tenure",
                    "the cens, a due paid for the holding",
                ],
            ],
            others: &[
                ["l'hommage du vassal", "the vassal's homage"],
                ["l'adoubement", "dubbing"],
                [
                    "la dîme, versée à l'Église",
                    "the tithe, paid to the Church",
                ],
            ],
        },
        Group {
            name: ["Les parties d'une seigneurie", "The parts of a lordship"],
            which: [
                "Parmi ces éléments, lesquels font partie d'une seigneurie rurale ?",
                "Which of these are parts of a rural lordship?",
            ],
            which_not: [
                "Parmi ces éléments, lesquels ne font pas partie d'une seigneurie rurale ?",
                "Which of these are not parts of a rural lordship?",
            ],
            members: &[
                ["le château du seigneur", "the lord's castle"],
                ["la réserve", "the demesne"],
                ["les tenures des paysans", "the peasants' holdings"],
                ["le moulin banal", "the lord's mill"],
            ],
            others: &[
                ["l'université", "the university"],
                ["le beffroi", "the belfry"],
                ["l'hôtel de ville", "the town hall"],
            ],
        },
    ],
    sequences: &[
        Sequence {
            name: ["Devenir vassal", "Becoming a vassal"],
            order: [
                "Range dans l'ordre les étapes par lesquelles un seigneur devient le vassal d'un autre.",
                "Put in order the steps by which a lord becomes another lord's vassal.",
            ],
            backward: [
                "Range ces étapes de la dernière à la première.",
                "Put these steps in order from last to first.",
            ],
            next: [
                "Quand un seigneur devient vassal, quelle étape vient juste après « {} » ?",
                "When a lord becomes a vassal, which step comes right after “{}”?",
            ],
            before: [
                "Vrai ou faux : quand un seigneur devient vassal, « {a} » vient avant « {b} ».",
                "True or false: when a lord becomes a vassal, “{a}” comes before “{b}”.",
            ],
            steps: &[
                [
                    "l'hommage : à genoux, il place ses mains dans celles du seigneur",
                    "homage: kneeling, he puts his hands in the lord's hands",
                ],
                [
                    "le serment de fidélité, prêté sur la Bible ou sur des reliques",
                    "the oath of fealty, sworn on the Bible or on relics",
                ],
                [
                    "l'investiture : le seigneur lui remet un objet qui représente le fief",
                    "investiture: the lord hands him an object that stands for the fief",
                ],
                [
                    "le vassal sert son seigneur par l'aide militaire et le conseil",
                    "the vassal serves his lord with military help and counsel",
                ],
            ],
        },
        timeline(
            ["Les campagnes du Moyen Âge", "The medieval countryside"],
            [
                "Dans l'histoire des campagnes médiévales, quel événement vient juste après celui-ci : « {} » ?",
                "In the history of the medieval countryside, which event comes right after this one: “{}”?",
            ],
            &[
                [
                    "la fondation de l'abbaye de Cluny (910)",
                    "the founding of Cluny Abbey (910)",
                ],
                [
                    "le concile de Charroux, qui proclame la paix de Dieu (989)",
                    "the council of Charroux, which proclaims the Peace of God (989)",
                ],
                [
                    "la fondation de l'abbaye de Cîteaux (1098)",
                    "the founding of Cîteaux Abbey (1098)",
                ],
                [
                    "l'arrivée de la peste noire à Marseille (1347)",
                    "the arrival of the Black Death in Marseille (1347)",
                ],
                [
                    "la Jacquerie, révolte des paysans d'Île-de-France (1358)",
                    "the Jacquerie, a revolt of the peasants of Île-de-France (1358)",
                ],
            ],
        ),
    ],
    numbers: &[
        year(
            [
                "En quelle année l'abbaye de Cluny est-elle fondée ?",
                "In which year is Cluny Abbey founded?",
            ],
            ["la fondation de Cluny", "the founding of Cluny"],
            910.0,
        ),
        year(
            [
                "En quelle année la peste noire arrive-t-elle à Marseille ?",
                "In which year does the Black Death reach Marseille?",
            ],
            [
                "l'arrivée de la peste noire à Marseille",
                "the arrival of the Black Death in Marseille",
            ],
            1347.0,
        ),
        year(
            [
                "En quelle année éclate la Jacquerie, révolte des paysans d'Île-de-France ?",
                "In which year does the Jacquerie, a revolt of the peasants of Île-de-France, break out?",
            ],
            ["la Jacquerie", "the Jacquerie"],
            1358.0,
        ),
    ],
    diagrams: &[],
};

/// L'émergence d'une nouvelle société urbaine.
pub(crate) static URBAINE: Bank = Bank {
    chapter: "histoire-geographie-5e-nouvelle-societe-urbaine",
    title: ["Une nouvelle société urbaine", "A new urban society"],
    relations: &[
        Relation {
            name: [
                "Les mots de la ville médiévale",
                "The words of the medieval town",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["un bourgeois", "a burgher"],
                    [
                        "un habitant d'une ville qui profite de ses libertés",
                        "an inhabitant of a town who enjoys its freedoms",
                    ],
                    ["Qu'est-ce qu'un bourgeois ?", "What is a burgher?"],
                ),
                word!(
                    ["une charte de franchises", "a charter of liberties"],
                    [
                        "le texte par lequel un seigneur accorde des libertés aux habitants d'une ville",
                        "the text by which a lord grants freedoms to the inhabitants of a town",
                    ],
                    [
                        "Qu'est-ce qu'une charte de franchises ?",
                        "What is a charter of liberties?",
                    ],
                ),
                word!(
                    ["une commune", "a commune"],
                    [
                        "une ville dont les habitants ont obtenu le droit de s'administrer eux-mêmes",
                        "a town whose inhabitants have won the right to run their own affairs",
                    ],
                    ["Qu'est-ce qu'une commune ?", "What is a commune?"],
                ),
                word!(
                    ["les échevins", "the aldermen"],
                    [
                        "les bourgeois choisis pour administrer la ville et y rendre la justice",
                        "the burghers chosen to run the town and to judge there",
                    ],
                    ["Qui sont les échevins ?", "Who are the aldermen?"],
                ),
                word!(
                    ["un métier", "a guild"],
                    [
                        "l'association des artisans d'une même activité, qui fixe les règles du travail",
                        "the association of the craftsmen of one trade, which sets the rules of work",
                    ],
                    ["Qu'est-ce qu'un métier ?", "What is a guild?"],
                ),
                word!(
                    ["une foire", "a fair"],
                    [
                        "un grand marché qui se tient à dates fixes et attire des marchands venus de loin",
                        "a great market held on fixed dates that draws merchants from far away",
                    ],
                    ["Qu'est-ce qu'une foire ?", "What is a fair?"],
                ),
                word!(
                    ["le beffroi", "the belfry"],
                    [
                        "la tour de la ville qui abrite sa cloche et montre ses libertés",
                        "the town's tower which houses its bell and shows its freedoms",
                    ],
                    ["Qu'est-ce que le beffroi ?", "What is the belfry?"],
                ),
                word!(
                    ["une université", "a university"],
                    [
                        "une association de maîtres et d'étudiants, protégée par le pape et par le roi",
                        "an association of masters and students, protected by the pope and by the king",
                    ],
                    ["Qu'est-ce qu'une université ?", "What is a university?"],
                ),
            ],
        },
        Relation {
            name: [
                "Les villes du grand commerce",
                "The towns of long-distance trade",
            ],
            matching: [
                "Associe chaque lieu à sa description.",
                "Match each place with its description.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Venise", "Venice"],
                    [
                        "la ville italienne bâtie sur une lagune, grande puissance marchande de la Méditerranée",
                        "the Italian town built on a lagoon, a great trading power of the Mediterranean",
                    ],
                    ["Qu'est-ce que Venise ?", "What is Venice?"],
                    [
                        "Quelle ville italienne, bâtie sur une lagune, est une grande puissance marchande de la Méditerranée ?",
                        "Which Italian town, built on a lagoon, is a great trading power of the Mediterranean?",
                    ],
                ),
                pair(
                    ["Florence", "Florence"],
                    [
                        "la ville italienne des banquiers, qui frappe le florin, une monnaie d'or",
                        "the Italian town of bankers, which mints the florin, a gold coin",
                    ],
                    ["Qu'est-ce que Florence ?", "What is Florence?"],
                    [
                        "Quelle ville italienne des banquiers frappe le florin, une monnaie d'or ?",
                        "Which Italian town of bankers mints the florin, a gold coin?",
                    ],
                ),
                pair(
                    ["Lübeck", "Lübeck"],
                    [
                        "la ville allemande à la tête de la Hanse, l'association des marchands de la mer du Nord et de la Baltique",
                        "the German town at the head of the Hanse, the association of the merchants of the North Sea and the Baltic",
                    ],
                    ["Qu'est-ce que Lübeck ?", "What is Lübeck?"],
                    [
                        "Quelle ville allemande est à la tête de la Hanse ?",
                        "Which German town is at the head of the Hanse?",
                    ],
                ),
                pair(
                    ["Bruges", "Bruges"],
                    [
                        "le grand port de Flandre, carrefour du commerce de la draperie",
                        "the great port of Flanders, a crossroads of the cloth trade",
                    ],
                    ["Qu'est-ce que Bruges ?", "What is Bruges?"],
                    [
                        "Quel grand port de Flandre est un carrefour du commerce de la draperie ?",
                        "Which great port of Flanders is a crossroads of the cloth trade?",
                    ],
                ),
                pair(
                    ["les foires de Champagne", "the Champagne fairs"],
                    [
                        "les grands marchés de Troyes et de Provins, où se rencontrent marchands italiens et flamands aux XIIe et XIIIe siècles",
                        "the great markets of Troyes and Provins, where Italian and Flemish merchants meet in the 12th and 13th centuries",
                    ],
                    [
                        "Que sont les foires de Champagne ?",
                        "What are the Champagne fairs?",
                    ],
                    [
                        "Où se rencontrent marchands italiens et flamands, à Troyes et à Provins, aux XIIe et XIIIe siècles ?",
                        "Where do Italian and Flemish merchants meet, in Troyes and Provins, in the 12th and 13th centuries?",
                    ],
                ),
                pair(
                    ["Paris", "Paris"],
                    [
                        "la plus grande ville de l'Occident vers 1300, capitale du royaume de France",
                        "the largest town of the West around 1300, capital of the kingdom of France",
                    ],
                    [
                        "Qu'est-ce que Paris vers 1300 ?",
                        "What is Paris around 1300?",
                    ],
                    [
                        "Quelle est la plus grande ville de l'Occident vers 1300, capitale du royaume de France ?",
                        "Which is the largest town of the West around 1300, capital of the kingdom of France?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les libertés urbaines", "Urban freedoms"],
            which: [
                "Parmi ces éléments, lesquels sont des signes des libertés d'une ville médiévale ?",
                "Which of these are signs of the freedoms of a medieval town?",
            ],
            which_not: [
                "Parmi ces éléments, lesquels ne sont pas des signes des libertés d'une ville médiévale ?",
                "Which of these are not signs of the freedoms of a medieval town?",
            ],
            members: &[
                ["la charte de franchises", "the charter of liberties"],
                ["le beffroi", "the belfry"],
                ["le sceau de la commune", "the seal of the commune"],
                ["l'hôtel de ville", "the town hall"],
            ],
            others: &[
                ["la corvée", "the corvée"],
                ["le moulin banal", "the lord's mill"],
                ["le servage", "serfdom"],
            ],
        },
        Group {
            name: ["Les villes de la Hanse", "The towns of the Hanse"],
            which: [
                "Parmi ces villes, lesquelles font partie de la Hanse ?",
                "Which of these towns are members of the Hanse?",
            ],
            which_not: [
                "Parmi ces villes, lesquelles ne font pas partie de la Hanse ?",
                "Which of these towns are not members of the Hanse?",
            ],
            members: &[
                ["Lübeck", "Lübeck"],
                ["Hambourg", "Hamburg"],
                ["Brême", "Bremen"],
                ["Dantzig", "Danzig"],
            ],
            others: &[
                ["Venise", "Venice"],
                ["Florence", "Florence"],
                ["Gênes", "Genoa"],
            ],
        },
    ],
    sequences: &[timeline(
        ["Les villes médiévales", "Medieval towns"],
        [
            "Dans l'histoire des villes médiévales, quel événement vient juste après celui-ci : « {} » ?",
            "In the history of medieval towns, which event comes right after this one: “{}”?",
        ],
        &[
            [
                "le début de la construction de Notre-Dame de Paris (1163)",
                "the start of the building of Notre-Dame de Paris (1163)",
            ],
            [
                "les privilèges accordés par Philippe Auguste aux maîtres et étudiants de Paris (1200)",
                "the privileges granted by Philip Augustus to the masters and students of Paris (1200)",
            ],
            [
                "la première frappe du florin d'or à Florence (1252)",
                "the first minting of the gold florin in Florence (1252)",
            ],
            [
                "la peste noire, qui tue une grande partie des citadins (1348)",
                "the Black Death, which kills a large share of the townspeople (1348)",
            ],
            [
                "la révolte parisienne menée par Étienne Marcel, prévôt des marchands (1358)",
                "the Paris revolt led by Étienne Marcel, provost of the merchants (1358)",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année commence la construction de Notre-Dame de Paris ?",
                "In which year does the building of Notre-Dame de Paris begin?",
            ],
            [
                "le début de la construction de Notre-Dame de Paris",
                "the start of the building of Notre-Dame de Paris",
            ],
            1163.0,
        ),
        year(
            [
                "En quelle année Florence frappe-t-elle ses premiers florins d'or ?",
                "In which year does Florence mint its first gold florins?",
            ],
            ["les premiers florins d'or", "the first gold florins"],
            1252.0,
        ),
        year(
            [
                "En quelle année Étienne Marcel, prévôt des marchands, mène-t-il la révolte de Paris ?",
                "In which year does Étienne Marcel, provost of the merchants, lead the Paris revolt?",
            ],
            ["la révolte d'Étienne Marcel", "Étienne Marcel's revolt"],
            1358.0,
        ),
    ],
    diagrams: &[],
};

/// Le monde au temps de Charles Quint et Soliman le Magnifique.
pub(crate) static CHARLES_QUINT: Bank = Bank {
    chapter: "histoire-geographie-5e-charles-quint-et-soliman",
    title: [
        "Le monde au temps de Charles Quint et Soliman",
        "The world in the time of Charles V and Suleiman",
    ],
    relations: &[
        Relation {
            name: [
                "Les acteurs du XVIe siècle",
                "The actors of the 16th century",
            ],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what they did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Charles Quint", "Charles V"],
                    [
                        "le roi d'Espagne élu empereur du Saint-Empire en 1519, à la tête d'un immense empire",
                        "the king of Spain elected Holy Roman Emperor in 1519, at the head of a huge empire",
                    ],
                    ["Qui était Charles Quint ?", "Who was Charles V?"],
                    [
                        "Quel roi d'Espagne est élu empereur du Saint-Empire en 1519 ?",
                        "Which king of Spain is elected Holy Roman Emperor in 1519?",
                    ],
                ),
                pair(
                    ["Soliman le Magnifique", "Suleiman the Magnificent"],
                    [
                        "le sultan qui règne sur l'Empire ottoman de 1520 à 1566",
                        "the sultan who reigns over the Ottoman Empire from 1520 to 1566",
                    ],
                    [
                        "Qui était Soliman le Magnifique ?",
                        "Who was Suleiman the Magnificent?",
                    ],
                    [
                        "Quel sultan règne sur l'Empire ottoman de 1520 à 1566 ?",
                        "Which sultan reigns over the Ottoman Empire from 1520 to 1566?",
                    ],
                ),
                pair(
                    ["François Ier", "Francis I"],
                    [
                        "le roi de France qui s'allie avec le sultan ottoman contre Charles Quint",
                        "the king of France who allies with the Ottoman sultan against Charles V",
                    ],
                    ["Qui était François Ier ?", "Who was Francis I?"],
                    [
                        "Quel roi de France s'allie avec le sultan ottoman contre Charles Quint ?",
                        "Which king of France allies with the Ottoman sultan against Charles V?",
                    ],
                ),
                pair(
                    ["Christophe Colomb", "Christopher Columbus"],
                    [
                        "le navigateur qui atteint l'Amérique en 1492 pour le compte des souverains espagnols",
                        "the navigator who reaches America in 1492 on behalf of the Spanish monarchs",
                    ],
                    [
                        "Qui était Christophe Colomb ?",
                        "Who was Christopher Columbus?",
                    ],
                    [
                        "Quel navigateur atteint l'Amérique en 1492 pour le compte des souverains espagnols ?",
                        "Which navigator reaches America in 1492 on behalf of the Spanish monarchs?",
                    ],
                ),
                pair(
                    ["Vasco de Gama", "Vasco da Gama"],
                    [
                        "le navigateur portugais qui atteint l'Inde par la mer en contournant l'Afrique en 1498",
                        "the Portuguese navigator who reaches India by sea, sailing round Africa, in 1498",
                    ],
                    ["Qui était Vasco de Gama ?", "Who was Vasco da Gama?"],
                    [
                        "Quel navigateur portugais atteint l'Inde par la mer en contournant l'Afrique en 1498 ?",
                        "Which Portuguese navigator reaches India by sea, sailing round Africa, in 1498?",
                    ],
                ),
                pair(
                    ["Magellan", "Magellan"],
                    [
                        "le navigateur qui dirige la première expédition autour du monde, achevée en 1522 sans lui",
                        "the navigator who leads the first expedition around the world, completed in 1522 without him",
                    ],
                    ["Qui était Magellan ?", "Who was Magellan?"],
                    [
                        "Quel navigateur dirige la première expédition autour du monde, achevée en 1522 sans lui ?",
                        "Which navigator leads the first expedition around the world, completed in 1522 without him?",
                    ],
                ),
                pair(
                    ["Hernán Cortés", "Hernán Cortés"],
                    [
                        "le conquistador qui s'empare de l'Empire aztèque de 1519 à 1521",
                        "the conquistador who seizes the Aztec Empire from 1519 to 1521",
                    ],
                    ["Qui était Hernán Cortés ?", "Who was Hernán Cortés?"],
                    [
                        "Quel conquistador s'empare de l'Empire aztèque de 1519 à 1521 ?",
                        "Which conquistador seizes the Aztec Empire from 1519 to 1521?",
                    ],
                ),
                pair(
                    ["Francisco Pizarro", "Francisco Pizarro"],
                    [
                        "le conquistador qui s'empare de l'Empire inca à partir de 1532",
                        "the conquistador who seizes the Inca Empire from 1532",
                    ],
                    [
                        "Qui était Francisco Pizarro ?",
                        "Who was Francisco Pizarro?",
                    ],
                    [
                        "Quel conquistador s'empare de l'Empire inca à partir de 1532 ?",
                        "Which conquistador seizes the Inca Empire from 1532?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les mots du XVIe siècle", "The words of the 16th century"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["un sultan", "a sultan"],
                    [
                        "le souverain de l'Empire ottoman",
                        "the ruler of the Ottoman Empire",
                    ],
                    ["Qu'est-ce qu'un sultan ?", "What is a sultan?"],
                ),
                word!(
                    ["un janissaire", "a janissary"],
                    [
                        "un soldat d'élite de l'infanterie ottomane",
                        "an elite soldier of the Ottoman infantry",
                    ],
                    ["Qu'est-ce qu'un janissaire ?", "What is a janissary?"],
                ),
                word!(
                    ["un conquistador", "a conquistador"],
                    [
                        "un conquérant espagnol de l'Amérique au XVIe siècle",
                        "a Spanish conqueror of America in the 16th century",
                    ],
                    ["Qu'est-ce qu'un conquistador ?", "What is a conquistador?"],
                ),
                word!(
                    ["une caravelle", "a caravel"],
                    [
                        "un navire léger et maniable utilisé par les navigateurs portugais et espagnols",
                        "a light, easily handled ship used by the Portuguese and Spanish navigators",
                    ],
                    ["Qu'est-ce qu'une caravelle ?", "What is a caravel?"],
                ),
                word!(
                    ["le Nouveau Monde", "the New World"],
                    [
                        "le nom donné par les Européens à l'Amérique",
                        "the name the Europeans gave to America",
                    ],
                    ["Qu'est-ce que le Nouveau Monde ?", "What is the New World?"],
                ),
                word!(
                    ["le Saint-Empire", "the Holy Roman Empire"],
                    [
                        "l'ensemble des principautés d'Europe centrale, surtout allemandes, dirigé par un empereur élu",
                        "the group of principalities of central Europe, mostly German, led by an elected emperor",
                    ],
                    [
                        "Qu'est-ce que le Saint-Empire ?",
                        "What is the Holy Roman Empire?"
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les possessions de Charles Quint", "Charles V's lands"],
            which: [
                "Parmi ces territoires, lesquels appartiennent à Charles Quint ?",
                "Which of these lands belong to Charles V?",
            ],
            which_not: [
                "Parmi ces territoires, lesquels n'appartiennent pas à Charles Quint ?",
                "Which of these lands do not belong to Charles V?",
            ],
            members: &[
                ["l'Espagne", "Spain"],
                ["les Pays-Bas", "the Netherlands"],
                ["le royaume de Naples", "the kingdom of Naples"],
                [
                    "les colonies espagnoles d'Amérique",
                    "the Spanish colonies in America",
                ],
            ],
            others: &[
                ["le royaume de France", "the kingdom of France"],
                ["le royaume d'Angleterre", "the kingdom of England"],
                ["l'Égypte", "Egypt"],
            ],
        },
        Group {
            name: ["L'Empire ottoman de Soliman", "Suleiman's Ottoman Empire"],
            which: [
                "Parmi ces villes, lesquelles font partie de l'Empire ottoman à la mort de Soliman, en 1566 ?",
                "Which of these towns are part of the Ottoman Empire at Suleiman's death, in 1566?",
            ],
            which_not: [
                "Parmi ces villes, lesquelles ne font pas partie de l'Empire ottoman à la mort de Soliman, en 1566 ?",
                "Which of these towns are not part of the Ottoman Empire at Suleiman's death, in 1566?",
            ],
            members: &[
                ["Istanbul", "Istanbul"],
                ["Le Caire", "Cairo"],
                ["Bagdad", "Baghdad"],
            ],
            others: &[["Vienne", "Vienna"], ["Madrid", "Madrid"], ["Rome", "Rome"]],
        },
    ],
    sequences: &[timeline(
        [
            "Le temps de Charles Quint et de Soliman",
            "The time of Charles V and Suleiman",
        ],
        [
            "Au temps de Charles Quint et de Soliman, quel événement vient juste après celui-ci : « {} » ?",
            "In the time of Charles V and Suleiman, which event comes right after this one: “{}”?",
        ],
        &[
            [
                "Christophe Colomb atteint l'Amérique (1492)",
                "Christopher Columbus reaches America (1492)",
            ],
            [
                "Vasco de Gama atteint l'Inde par la mer (1498)",
                "Vasco da Gama reaches India by sea (1498)",
            ],
            [
                "Charles Quint est élu empereur (1519)",
                "Charles V is elected emperor (1519)",
            ],
            [
                "Soliman devient sultan (1520)",
                "Suleiman becomes sultan (1520)",
            ],
            [
                "la victoire ottomane de Mohács, en Hongrie (1526)",
                "the Ottoman victory at Mohács, in Hungary (1526)",
            ],
            [
                "le siège de Vienne par les Ottomans (1529)",
                "the siege of Vienna by the Ottomans (1529)",
            ],
            ["la mort de Soliman (1566)", "the death of Suleiman (1566)"],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année Christophe Colomb atteint-il l'Amérique ?",
                "In which year does Christopher Columbus reach America?",
            ],
            [
                "l'arrivée de Colomb en Amérique",
                "Columbus's arrival in America",
            ],
            1492.0,
        ),
        year(
            [
                "En quelle année Charles Quint est-il élu empereur ?",
                "In which year is Charles V elected emperor?",
            ],
            [
                "l'élection impériale de Charles Quint",
                "the imperial election of Charles V",
            ],
            1519.0,
        ),
        year(
            [
                "En quelle année les Ottomans assiègent-ils Vienne pour la première fois ?",
                "In which year do the Ottomans besiege Vienna for the first time?",
            ],
            ["le premier siège de Vienne", "the first siege of Vienna"],
            1529.0,
        ),
    ],
    diagrams: &[],
};

/// Humanisme, réformes et conflits religieux.
pub(crate) static HUMANISME: Bank = Bank {
    chapter: "histoire-geographie-5e-humanisme-reformes-et-conflits-religieux",
    title: [
        "Humanisme, réformes et conflits religieux",
        "Humanism, reformations and religious conflicts",
    ],
    relations: &[
        Relation {
            name: [
                "Les humanistes et les réformateurs",
                "Humanists and reformers",
            ],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what they did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Gutenberg", "Gutenberg"],
                    [
                        "l'inventeur de l'imprimerie à caractères mobiles, à Mayence, vers 1450",
                        "the inventor of printing with movable type, in Mainz, around 1450",
                    ],
                    ["Qui était Gutenberg ?", "Who was Gutenberg?"],
                    [
                        "Qui invente l'imprimerie à caractères mobiles, à Mayence, vers 1450 ?",
                        "Who invents printing with movable type, in Mainz, around 1450?",
                    ],
                ),
                pair(
                    ["Érasme", "Erasmus"],
                    [
                        "l'humaniste de Rotterdam, auteur de l'Éloge de la folie",
                        "the humanist from Rotterdam, author of The Praise of Folly",
                    ],
                    ["Qui était Érasme ?", "Who was Erasmus?"],
                    [
                        "Quel humaniste de Rotterdam a écrit l'Éloge de la folie ?",
                        "Which humanist from Rotterdam wrote The Praise of Folly?",
                    ],
                ),
                pair(
                    ["Martin Luther", "Martin Luther"],
                    [
                        "le moine allemand qui dénonce la vente des indulgences en 1517",
                        "the German monk who denounces the sale of indulgences in 1517",
                    ],
                    ["Qui était Martin Luther ?", "Who was Martin Luther?"],
                    [
                        "Quel moine allemand dénonce la vente des indulgences en 1517 ?",
                        "Which German monk denounces the sale of indulgences in 1517?",
                    ],
                ),
                pair(
                    ["Jean Calvin", "John Calvin"],
                    [
                        "le réformateur français qui organise une Église protestante à Genève",
                        "the French reformer who organises a Protestant Church in Geneva",
                    ],
                    ["Qui était Jean Calvin ?", "Who was John Calvin?"],
                    [
                        "Quel réformateur français organise une Église protestante à Genève ?",
                        "Which French reformer organises a Protestant Church in Geneva?",
                    ],
                ),
                pair(
                    ["Léonard de Vinci", "Leonardo da Vinci"],
                    [
                        "le peintre et ingénieur italien de la Joconde, mort en France en 1519",
                        "the Italian painter and engineer of the Mona Lisa, who died in France in 1519",
                    ],
                    ["Qui était Léonard de Vinci ?", "Who was Leonardo da Vinci?"],
                    [
                        "Quel peintre et ingénieur italien a peint la Joconde et est mort en France en 1519 ?",
                        "Which Italian painter and engineer painted the Mona Lisa and died in France in 1519?",
                    ],
                ),
                pair(
                    ["Copernic", "Copernicus"],
                    [
                        "l'astronome polonais qui affirme que la Terre tourne autour du Soleil",
                        "the Polish astronomer who states that the Earth goes round the Sun",
                    ],
                    ["Qui était Copernic ?", "Who was Copernicus?"],
                    [
                        "Quel astronome polonais affirme que la Terre tourne autour du Soleil ?",
                        "Which Polish astronomer states that the Earth goes round the Sun?",
                    ],
                ),
                pair(
                    ["Henri IV", "Henry IV"],
                    [
                        "le roi de France qui signe l'édit de Nantes en 1598",
                        "the king of France who signs the Edict of Nantes in 1598",
                    ],
                    ["Qui était Henri IV ?", "Who was Henry IV?"],
                    [
                        "Quel roi de France signe l'édit de Nantes en 1598 ?",
                        "Which king of France signs the Edict of Nantes in 1598?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les mots de l'humanisme et des réformes",
                "The words of humanism and the reformations",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["l'humanisme", "humanism"],
                    [
                        "le courant de pensée qui place l'être humain au centre de sa réflexion et redécouvre les textes antiques",
                        "the movement of thought that puts the human being at the centre of its reflection and rediscovers ancient texts",
                    ],
                    ["Qu'est-ce que l'humanisme ?", "What is humanism?"],
                ),
                word!(
                    ["la Renaissance", "the Renaissance"],
                    [
                        "le renouveau des arts et des sciences aux XVe et XVIe siècles, inspiré par l'Antiquité",
                        "the renewal of the arts and sciences in the 15th and 16th centuries, inspired by Antiquity",
                    ],
                    ["Qu'est-ce que la Renaissance ?", "What is the Renaissance?"],
                ),
                word!(
                    ["les indulgences", "indulgences"],
                    [
                        "les remises de peine pour les péchés, accordées par l'Église contre de l'argent",
                        "the remissions of punishment for sins, granted by the Church for money",
                    ],
                    ["Que sont les indulgences ?", "What are indulgences?"],
                ),
                word!(
                    ["la Réforme protestante", "the Protestant Reformation"],
                    [
                        "la rupture avec l'Église catholique, lancée par Luther puis par Calvin",
                        "the break with the Catholic Church, started by Luther then by Calvin",
                    ],
                    [
                        "Qu'est-ce que la Réforme protestante ?",
                        "What is the Protestant Reformation?",
                    ],
                ),
                word!(
                    ["la Réforme catholique", "the Catholic Reformation"],
                    [
                        "le renouveau de l'Église catholique décidé au concile de Trente",
                        "the renewal of the Catholic Church decided at the Council of Trent",
                    ],
                    [
                        "Qu'est-ce que la Réforme catholique ?",
                        "What is the Catholic Reformation?",
                    ],
                ),
                word!(
                    ["un édit", "an edict"],
                    ["une loi décidée par le roi", "a law decided by the king",],
                    ["Qu'est-ce qu'un édit ?", "What is an edict?"],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les humanistes", "The humanists"],
            which: [
                "Parmi ces personnages, lesquels sont des humanistes ?",
                "Which of these people are humanists?",
            ],
            which_not: [
                "Parmi ces personnages, lesquels ne sont pas des humanistes ?",
                "Which of these people are not humanists?",
            ],
            members: &[
                ["Érasme", "Erasmus"],
                ["Rabelais", "Rabelais"],
                ["Montaigne", "Montaigne"],
                ["Thomas More", "Thomas More"],
            ],
            others: &[
                ["Soliman le Magnifique", "Suleiman the Magnificent"],
                ["Hernán Cortés", "Hernán Cortés"],
                ["Charlemagne", "Charlemagne"],
            ],
        },
        Group {
            name: ["Les idées protestantes", "Protestant ideas"],
            which: [
                "Parmi ces idées et pratiques, lesquelles sont celles des protestants ?",
                "Which of these ideas and practices are those of the Protestants?",
            ],
            which_not: [
                "Parmi ces idées et pratiques, lesquelles ne sont pas celles des protestants ?",
                "Which of these ideas and practices are not those of the Protestants?",
            ],
            members: &[
                [
                    "la Bible est la seule source de la foi",
                    "the Bible is the only source of faith",
                ],
                [
                    "le culte célébré dans la langue des fidèles",
                    "worship held in the language of the faithful",
                ],
                ["les pasteurs peuvent se marier", "pastors may marry"],
            ],
            others: &[
                ["l'autorité du pape", "the authority of the pope"],
                ["la vente des indulgences", "the sale of indulgences"],
                ["le culte des saints", "the veneration of saints"],
            ],
        },
    ],
    sequences: &[timeline(
        [
            "Humanisme, réformes et guerres de Religion",
            "Humanism, reformations and wars of religion",
        ],
        [
            "Dans l'histoire de l'humanisme et des réformes, quel événement vient juste après celui-ci : « {} » ?",
            "In the history of humanism and the reformations, which event comes right after this one: “{}”?",
        ],
        &[
            [
                "la Bible imprimée par Gutenberg (vers 1455)",
                "the Bible printed by Gutenberg (around 1455)",
            ],
            [
                "Luther dénonce la vente des indulgences (1517)",
                "Luther denounces the sale of indulgences (1517)",
            ],
            [
                "l'ouverture du concile de Trente (1545)",
                "the opening of the Council of Trent (1545)",
            ],
            [
                "le massacre de la Saint-Barthélemy (1572)",
                "the St Bartholomew's Day massacre (1572)",
            ],
            ["l'édit de Nantes (1598)", "the Edict of Nantes (1598)"],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année Luther dénonce-t-il la vente des indulgences ?",
                "In which year does Luther denounce the sale of indulgences?",
            ],
            [
                "la dénonciation des indulgences par Luther",
                "Luther's denunciation of indulgences",
            ],
            1517.0,
        ),
        year(
            [
                "En quelle année a lieu le massacre de la Saint-Barthélemy ?",
                "In which year does the St Bartholomew's Day massacre take place?",
            ],
            [
                "le massacre de la Saint-Barthélemy",
                "the St Bartholomew's Day massacre",
            ],
            1572.0,
        ),
        year(
            [
                "En quelle année Henri IV signe-t-il l'édit de Nantes ?",
                "In which year does Henry IV sign the Edict of Nantes?",
            ],
            ["l'édit de Nantes", "the Edict of Nantes"],
            1598.0,
        ),
    ],
    diagrams: &[],
};

/// La croissance démographique et ses effets.
pub(crate) static DEMOGRAPHIE: Bank = Bank {
    chapter: "histoire-geographie-5e-croissance-demographique",
    title: [
        "La croissance démographique et ses effets",
        "Population growth and its effects",
    ],
    relations: &[
        Relation {
            name: ["Les mots de la démographie", "The words of demography"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la natalité", "the birth rate"],
                    [
                        "le nombre de naissances dans une année pour mille habitants",
                        "the number of births in a year per thousand inhabitants",
                    ],
                    ["Qu'est-ce que la natalité ?", "What is the birth rate?"],
                ),
                word!(
                    ["la mortalité", "the death rate"],
                    [
                        "le nombre de décès dans une année pour mille habitants",
                        "the number of deaths in a year per thousand inhabitants",
                    ],
                    ["Qu'est-ce que la mortalité ?", "What is the death rate?"],
                ),
                word!(
                    ["la fécondité", "the fertility rate"],
                    [
                        "le nombre moyen d'enfants par femme",
                        "the average number of children per woman",
                    ],
                    [
                        "Qu'est-ce que la fécondité ?",
                        "What is the fertility rate?"
                    ],
                ),
                word!(
                    ["l'espérance de vie", "life expectancy"],
                    [
                        "le nombre moyen d'années que peut espérer vivre un nouveau-né",
                        "the average number of years a newborn baby can expect to live",
                    ],
                    [
                        "Qu'est-ce que l'espérance de vie ?",
                        "What is life expectancy?"
                    ],
                ),
                word!(
                    ["la transition démographique", "the demographic transition"],
                    [
                        "le passage d'une natalité et d'une mortalité fortes à une natalité et une mortalité faibles",
                        "the shift from high birth and death rates to low birth and death rates",
                    ],
                    [
                        "Qu'est-ce que la transition démographique ?",
                        "What is the demographic transition?",
                    ],
                ),
                word!(
                    ["le vieillissement de la population", "population ageing"],
                    [
                        "l'augmentation de la part des personnes âgées dans une population",
                        "the rise in the share of old people in a population",
                    ],
                    [
                        "Qu'est-ce que le vieillissement de la population ?",
                        "What is population ageing?",
                    ],
                ),
                word!(
                    ["le solde migratoire", "net migration"],
                    [
                        "la différence entre le nombre de personnes qui arrivent dans un pays et le nombre de celles qui en partent",
                        "the difference between the number of people who come into a country and the number who leave it",
                    ],
                    [
                        "Qu'est-ce que le solde migratoire ?",
                        "What is net migration?"
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Des pays et leur population",
                "Countries and their population",
            ],
            matching: [
                "Associe chaque pays à sa situation démographique.",
                "Match each country with its demographic situation.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'Inde", "India"],
                    [
                        "le pays le plus peuplé du monde depuis 2023",
                        "the most populous country in the world since 2023",
                    ],
                    [
                        "Quelle est la situation démographique de l'Inde ?",
                        "What is India's demographic situation?",
                    ],
                    [
                        "Quel pays est le plus peuplé du monde depuis 2023 ?",
                        "Which country has been the most populous in the world since 2023?",
                    ],
                ),
                pair(
                    ["la Chine", "China"],
                    [
                        "le pays qui a imposé la politique de l'enfant unique de 1979 à 2015",
                        "the country that enforced the one-child policy from 1979 to 2015",
                    ],
                    [
                        "Quelle est la situation démographique de la Chine ?",
                        "What is China's demographic situation?",
                    ],
                    [
                        "Quel pays a imposé la politique de l'enfant unique de 1979 à 2015 ?",
                        "Which country enforced the one-child policy from 1979 to 2015?",
                    ],
                ),
                pair(
                    ["le Niger", "Niger"],
                    [
                        "le pays du Sahel où les femmes ont en moyenne plus de six enfants",
                        "the Sahel country where women have more than six children on average",
                    ],
                    [
                        "Quelle est la situation démographique du Niger ?",
                        "What is Niger's demographic situation?",
                    ],
                    [
                        "Dans quel pays du Sahel les femmes ont-elles en moyenne plus de six enfants ?",
                        "In which Sahel country do women have more than six children on average?",
                    ],
                ),
                pair(
                    ["le Nigeria", "Nigeria"],
                    [
                        "le pays le plus peuplé d'Afrique",
                        "the most populous country in Africa",
                    ],
                    [
                        "Quelle est la situation démographique du Nigeria ?",
                        "What is Nigeria's demographic situation?",
                    ],
                    [
                        "Quel est le pays le plus peuplé d'Afrique ?",
                        "Which is the most populous country in Africa?",
                    ],
                ),
                pair(
                    ["le Japon", "Japan"],
                    [
                        "le pays d'Asie dont la population diminue et vieillit, avec près de trois habitants sur dix âgés de 65 ans ou plus",
                        "the Asian country whose population shrinks and ages, with nearly three inhabitants in ten aged 65 or over",
                    ],
                    [
                        "Quelle est la situation démographique du Japon ?",
                        "What is Japan's demographic situation?",
                    ],
                    [
                        "Quel pays d'Asie voit sa population diminuer et vieillir, avec près de trois habitants sur dix âgés de 65 ans ou plus ?",
                        "Which Asian country sees its population shrink and age, with nearly three inhabitants in ten aged 65 or over?",
                    ],
                ),
                pair(
                    ["les États-Unis", "the United States"],
                    [
                        "le troisième pays le plus peuplé du monde, dont la population croît grâce à l'immigration",
                        "the third most populous country in the world, whose population grows thanks to immigration",
                    ],
                    [
                        "Quelle est la situation démographique des États-Unis ?",
                        "What is the demographic situation of the United States?",
                    ],
                    [
                        "Quel pays, le troisième le plus peuplé du monde, voit sa population croître grâce à l'immigration ?",
                        "Which country, the third most populous in the world, sees its population grow thanks to immigration?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les pays les plus peuplés", "The most populous countries"],
            which: [
                "Parmi ces pays, lesquels comptent plus de 250 millions d'habitants ?",
                "Which of these countries have more than 250 million inhabitants?",
            ],
            which_not: [
                "Parmi ces pays, lesquels comptent moins de 250 millions d'habitants ?",
                "Which of these countries have fewer than 250 million inhabitants?",
            ],
            members: &[
                ["l'Inde", "India"],
                ["la Chine", "China"],
                ["les États-Unis", "the United States"],
                ["l'Indonésie", "Indonesia"],
            ],
            others: &[
                ["la France", "France"],
                ["le Japon", "Japan"],
                ["la Russie", "Russia"],
                ["le Canada", "Canada"],
            ],
        },
        Group {
            name: ["Une forte fécondité", "A high fertility rate"],
            which: [
                "Parmi ces pays, lesquels ont une fécondité de plus de cinq enfants par femme ?",
                "Which of these countries have a fertility rate of more than five children per woman?",
            ],
            which_not: [
                "Parmi ces pays, lesquels ont une fécondité de moins de deux enfants par femme ?",
                "Which of these countries have a fertility rate of fewer than two children per woman?",
            ],
            members: &[
                ["le Niger", "Niger"],
                ["le Tchad", "Chad"],
                ["la Somalie", "Somalia"],
            ],
            others: &[
                ["le Japon", "Japan"],
                ["l'Italie", "Italy"],
                ["la Corée du Sud", "South Korea"],
                ["l'Allemagne", "Germany"],
            ],
        },
    ],
    sequences: &[
        Sequence {
            name: ["La transition démographique", "The demographic transition"],
            order: [
                "Range dans l'ordre les phases de la transition démographique.",
                "Put the phases of the demographic transition in order.",
            ],
            backward: [
                "Range ces phases de la dernière à la première.",
                "Put these phases in order from last to first.",
            ],
            next: [
                "Dans la transition démographique, quelle phase vient juste après « {} » ?",
                "In the demographic transition, which phase comes right after “{}”?",
            ],
            before: [
                "Vrai ou faux : dans la transition démographique, « {a} » vient avant « {b} ».",
                "True or false: in the demographic transition, “{a}” comes before “{b}”.",
            ],
            steps: &[
                [
                    "la natalité et la mortalité sont fortes : la population augmente peu",
                    "birth and death rates are high: the population grows little",
                ],
                [
                    "la mortalité baisse, la natalité reste forte : la population augmente vite",
                    "the death rate falls, the birth rate stays high: the population grows fast",
                ],
                [
                    "la natalité baisse à son tour : la croissance ralentit",
                    "the birth rate falls in turn: growth slows down",
                ],
                [
                    "la natalité et la mortalité sont faibles : la population augmente peu",
                    "birth and death rates are low: the population grows little",
                ],
            ],
        },
        timeline(
            ["La population mondiale", "The world population"],
            [
                "Dans l'histoire de la population mondiale, quelle étape vient juste après celle-ci : « {} » ?",
                "In the history of the world population, which milestone comes right after this one: “{}”?",
            ],
            &[
                [
                    "la population mondiale atteint 1 milliard d'habitants",
                    "the world population reaches 1 billion",
                ],
                [
                    "la population mondiale atteint 3 milliards d'habitants",
                    "the world population reaches 3 billion",
                ],
                [
                    "la population mondiale atteint 6 milliards d'habitants",
                    "the world population reaches 6 billion",
                ],
                [
                    "la population mondiale atteint 8 milliards d'habitants",
                    "the world population reaches 8 billion",
                ],
            ],
        ),
    ],
    numbers: &[
        year(
            [
                "En quelle année la population mondiale atteint-elle 8 milliards d'habitants ?",
                "In which year does the world population reach 8 billion?",
            ],
            [
                "les 8 milliards d'habitants sur Terre",
                "8 billion people on Earth",
            ],
            2022.0,
        ),
        year(
            [
                "En quelle année la population mondiale atteint-elle 7 milliards d'habitants ?",
                "In which year does the world population reach 7 billion?",
            ],
            [
                "les 7 milliards d'habitants sur Terre",
                "7 billion people on Earth",
            ],
            2011.0,
        ),
        Number {
            ask: [
                "Au-dessous de combien d'enfants par femme la fécondité ne suffit-elle plus à remplacer les générations ?",
                "Below how many children per woman is the fertility rate no longer enough to replace the generations?",
            ],
            about: [
                "le seuil de renouvellement des générations",
                "the replacement level",
            ],
            value: 2.1,
            dp: 1,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Répartition de la richesse et de la pauvreté dans le monde.
pub(crate) static RICHESSE: Bank = Bank {
    chapter: "histoire-geographie-5e-richesse-et-pauvrete",
    title: [
        "Richesse et pauvreté dans le monde",
        "Wealth and poverty in the world",
    ],
    relations: &[Relation {
        name: ["Les mots du développement", "The words of development"],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            word!(
                ["le développement", "development"],
                [
                    "l'amélioration des conditions de vie de toute une population",
                    "the improvement of the living conditions of a whole population",
                ],
                ["Qu'est-ce que le développement ?", "What is development?"],
            ),
            word!(
                ["le PIB", "GDP"],
                [
                    "la valeur de toutes les richesses produites dans un pays en un an",
                    "the value of all the wealth produced in a country in a year",
                ],
                ["Qu'est-ce que le PIB ?", "What is GDP?"],
            ),
            word!(
                ["l'IDH", "the HDI"],
                [
                    "l'indicateur qui combine le revenu, l'espérance de vie et le niveau d'éducation, entre 0 et 1",
                    "the indicator that combines income, life expectancy and level of education, between 0 and 1",
                ],
                ["Qu'est-ce que l'IDH ?", "What is the HDI?"],
            ),
            word!(
                ["un PMA", "an LDC"],
                [
                    "un des pays les moins avancés, les plus pauvres de la planète selon l'ONU",
                    "one of the least developed countries, the poorest on the planet according to the UN",
                ],
                ["Qu'est-ce qu'un PMA ?", "What is an LDC?"],
            ),
            word!(
                ["un pays émergent", "an emerging country"],
                [
                    "un pays en forte croissance économique qui prend une place croissante dans l'économie mondiale",
                    "a country with strong economic growth which takes a growing place in the world economy",
                ],
                [
                    "Qu'est-ce qu'un pays émergent ?",
                    "What is an emerging country?"
                ],
            ),
            word!(
                ["un bidonville", "a shanty town"],
                [
                    "un quartier d'habitations précaires construites sans autorisation, souvent sans eau courante",
                    "a district of makeshift homes built without permission, often without running water",
                ],
                ["Qu'est-ce qu'un bidonville ?", "What is a shanty town?"],
            ),
            word!(
                [
                    "l'aide publique au développement",
                    "official development aid"
                ],
                [
                    "l'argent et l'aide que les États riches donnent ou prêtent aux pays pauvres",
                    "the money and help that rich states give or lend to poor countries",
                ],
                [
                    "Qu'est-ce que l'aide publique au développement ?",
                    "What is official development aid?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: [
                "Les pays les moins avancés",
                "The least developed countries",
            ],
            which: [
                "Parmi ces pays, lesquels font partie des pays les moins avancés (PMA) ?",
                "Which of these countries are among the least developed countries (LDCs)?",
            ],
            which_not: [
                "Parmi ces pays, lesquels ne font pas partie des pays les moins avancés (PMA) ?",
                "Which of these countries are not among the least developed countries (LDCs)?",
            ],
            members: &[
                ["le Niger", "Niger"],
                ["le Tchad", "Chad"],
                ["Haïti", "Haiti"],
                ["le Mali", "Mali"],
            ],
            others: &[
                ["la Norvège", "Norway"],
                ["le Japon", "Japan"],
                ["le Brésil", "Brazil"],
                ["l'Australie", "Australia"],
            ],
        },
        Group {
            name: ["Les pays émergents", "The emerging countries"],
            which: [
                "Parmi ces pays, lesquels sont des pays émergents ?",
                "Which of these countries are emerging countries?",
            ],
            which_not: [
                "Parmi ces pays, lesquels ne sont pas des pays émergents ?",
                "Which of these countries are not emerging countries?",
            ],
            members: &[
                ["la Chine", "China"],
                ["l'Inde", "India"],
                ["le Brésil", "Brazil"],
                ["le Mexique", "Mexico"],
            ],
            others: &[
                ["le Niger", "Niger"],
                ["Haïti", "Haiti"],
                ["la Norvège", "Norway"],
                ["le Japon", "Japan"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Des pays rangés selon leur IDH",
            "Countries ranked by their HDI",
        ],
        order: [
            "Range ces pays de l'IDH le plus élevé à l'IDH le plus faible.",
            "Put these countries in order from the highest HDI to the lowest.",
        ],
        backward: [
            "Range ces pays de l'IDH le plus faible à l'IDH le plus élevé.",
            "Put these countries in order from the lowest HDI to the highest.",
        ],
        next: [
            "Dans le classement de ces pays selon leur IDH, du plus élevé au plus faible, quel pays vient juste après « {} » ?",
            "In the ranking of these countries by HDI, from highest to lowest, which country comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a un IDH plus élevé que « {b} ».",
            "True or false: “{a}” has a higher HDI than “{b}”.",
        ],
        steps: &[
            ["la Norvège", "Norway"],
            ["la France", "France"],
            ["le Brésil", "Brazil"],
            ["l'Inde", "India"],
            ["le Niger", "Niger"],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année l'ONU publie-t-elle pour la première fois l'IDH ?",
                "In which year does the UN first publish the HDI?",
            ],
            ["le premier IDH publié", "the first HDI published"],
            1990.0,
        ),
        year(
            [
                "En quelle année l'ONU adopte-t-elle les objectifs de développement durable, à atteindre en 2030 ?",
                "In which year does the UN adopt the sustainable development goals, to be reached by 2030?",
            ],
            [
                "l'adoption des objectifs de développement durable",
                "the adoption of the sustainable development goals",
            ],
            2015.0,
        ),
        Number {
            ask: [
                "Quelle est la valeur la plus élevée que peut prendre l'IDH ?",
                "What is the highest value the HDI can take?",
            ],
            about: [
                "la valeur maximale de l'IDH",
                "the highest value of the HDI",
            ],
            value: 1.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// L'énergie, l'eau : des ressources à ménager et à mieux utiliser.
pub(crate) static ENERGIE_EAU: Bank = Bank {
    chapter: "histoire-geographie-5e-l-energie-l-eau",
    title: ["L'énergie et l'eau", "Energy and water"],
    relations: &[
        Relation {
            name: ["Les mots des ressources", "The words of resources"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["une ressource", "a resource"],
                    [
                        "un élément de la nature que les sociétés utilisent pour vivre et produire",
                        "an element of nature that societies use to live and produce",
                    ],
                    ["Qu'est-ce qu'une ressource ?", "What is a resource?"],
                ),
                word!(
                    ["une énergie renouvelable", "a renewable energy"],
                    [
                        "une source d'énergie qui se reconstitue rapidement, comme le vent ou le soleil",
                        "an energy source that renews itself quickly, like the wind or the sun",
                    ],
                    [
                        "Qu'est-ce qu'une énergie renouvelable ?",
                        "What is a renewable energy?",
                    ],
                ),
                word!(
                    ["une énergie fossile", "a fossil fuel"],
                    [
                        "une source d'énergie formée en des millions d'années dans le sous-sol, comme le pétrole",
                        "an energy source formed over millions of years underground, like oil",
                    ],
                    [
                        "Qu'est-ce qu'une énergie fossile ?",
                        "What is a fossil fuel?"
                    ],
                ),
                word!(
                    ["le stress hydrique", "water stress"],
                    [
                        "la situation d'un territoire où les besoins en eau dépassent presque l'eau disponible",
                        "the situation of a territory where the need for water nearly exceeds the water available",
                    ],
                    [
                        "Qu'est-ce que le stress hydrique ?",
                        "What is water stress?"
                    ],
                ),
                word!(
                    ["une nappe phréatique", "a water table"],
                    [
                        "une réserve d'eau souterraine, dans les roches du sous-sol",
                        "an underground store of water, in the rocks below the surface",
                    ],
                    [
                        "Qu'est-ce qu'une nappe phréatique ?",
                        "What is a water table?",
                    ],
                ),
                word!(
                    ["le dessalement", "desalination"],
                    [
                        "la transformation de l'eau de mer en eau douce dans une usine",
                        "the turning of seawater into fresh water in a plant",
                    ],
                    ["Qu'est-ce que le dessalement ?", "What is desalination?"],
                ),
                word!(
                    ["l'irrigation", "irrigation"],
                    [
                        "l'apport d'eau aux cultures par des canaux, des tuyaux ou des asperseurs",
                        "bringing water to crops through canals, pipes or sprinklers",
                    ],
                    ["Qu'est-ce que l'irrigation ?", "What is irrigation?"],
                ),
                word!(
                    ["la transition énergétique", "the energy transition"],
                    [
                        "le passage des énergies fossiles aux énergies renouvelables et aux économies d'énergie",
                        "the shift from fossil fuels to renewable energies and energy savings",
                    ],
                    [
                        "Qu'est-ce que la transition énergétique ?",
                        "What is the energy transition?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les sources d'énergie", "The energy sources"],
            matching: [
                "Associe chaque source d'énergie à la centrale qui l'utilise.",
                "Match each energy source with the power station that uses it.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["le vent", "the wind"],
                    ["l'éolienne", "the wind turbine"],
                    [
                        "Quelle installation produit de l'électricité avec le vent ?",
                        "Which installation produces electricity from the wind?",
                    ],
                    [
                        "Quelle source d'énergie une éolienne utilise-t-elle ?",
                        "Which energy source does a wind turbine use?",
                    ],
                ),
                pair(
                    ["le rayonnement du soleil", "sunlight"],
                    ["le panneau photovoltaïque", "the solar panel"],
                    [
                        "Quelle installation produit de l'électricité avec le rayonnement du soleil ?",
                        "Which installation produces electricity from sunlight?",
                    ],
                    [
                        "Quelle source d'énergie un panneau photovoltaïque utilise-t-il ?",
                        "Which energy source does a solar panel use?",
                    ],
                ),
                pair(
                    ["l'eau d'un fleuve retenue", "the dammed water of a river"],
                    ["le barrage hydroélectrique", "the hydroelectric dam"],
                    [
                        "Quelle installation produit de l'électricité avec l'eau d'un fleuve retenue ?",
                        "Which installation produces electricity from the dammed water of a river?",
                    ],
                    [
                        "Quelle source d'énergie un barrage hydroélectrique utilise-t-il ?",
                        "Which energy source does a hydroelectric dam use?",
                    ],
                ),
                pair(
                    ["l'uranium", "uranium"],
                    ["la centrale nucléaire", "the nuclear power station"],
                    [
                        "Quelle installation produit de l'électricité avec l'uranium ?",
                        "Which installation produces electricity from uranium?",
                    ],
                    [
                        "Quelle source d'énergie une centrale nucléaire utilise-t-elle ?",
                        "Which energy source does a nuclear power station use?",
                    ],
                ),
                pair(
                    ["le charbon", "coal"],
                    [
                        "la centrale thermique à charbon",
                        "the coal-fired power station",
                    ],
                    [
                        "Quelle installation produit de l'électricité avec le charbon ?",
                        "Which installation produces electricity from coal?",
                    ],
                    [
                        "Quelle source d'énergie une centrale thermique à charbon utilise-t-elle ?",
                        "Which energy source does a coal-fired power station use?",
                    ],
                ),
                pair(
                    ["la chaleur de la Terre", "the Earth's heat"],
                    ["la centrale géothermique", "the geothermal power station"],
                    [
                        "Quelle installation produit de l'électricité avec la chaleur de la Terre ?",
                        "Which installation produces electricity from the Earth's heat?",
                    ],
                    [
                        "Quelle source d'énergie une centrale géothermique utilise-t-elle ?",
                        "Which energy source does a geothermal power station use?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les énergies renouvelables", "Renewable energies"],
            which: [
                "Parmi ces sources d'énergie, lesquelles sont renouvelables ?",
                "Which of these energy sources are renewable?",
            ],
            which_not: [
                "Parmi ces sources d'énergie, lesquelles ne sont pas renouvelables ?",
                "Which of these energy sources are not renewable?",
            ],
            members: &[
                ["l'énergie solaire", "solar energy"],
                ["l'énergie éolienne", "wind energy"],
                ["l'hydroélectricité", "hydroelectricity"],
                ["la géothermie", "geothermal energy"],
            ],
            others: &[
                ["le pétrole", "oil"],
                ["le charbon", "coal"],
                ["le gaz naturel", "natural gas"],
                ["l'uranium", "uranium"],
            ],
        },
        Group {
            name: ["Les énergies fossiles", "Fossil fuels"],
            which: [
                "Parmi ces sources d'énergie, lesquelles sont des énergies fossiles ?",
                "Which of these energy sources are fossil fuels?",
            ],
            which_not: [
                "Parmi ces sources d'énergie, lesquelles ne sont pas des énergies fossiles ?",
                "Which of these energy sources are not fossil fuels?",
            ],
            members: &[
                ["le pétrole", "oil"],
                ["le charbon", "coal"],
                ["le gaz naturel", "natural gas"],
            ],
            others: &[
                ["l'uranium", "uranium"],
                ["l'énergie solaire", "solar energy"],
                ["l'énergie éolienne", "wind energy"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Le circuit de l'eau potable", "The path of drinking water"],
        order: [
            "Range dans l'ordre les étapes du circuit de l'eau, de la rivière au robinet puis à la rivière.",
            "Put in order the steps of the path of water, from the river to the tap and back to the river.",
        ],
        backward: [
            "Range ces étapes de la dernière à la première.",
            "Put these steps in order from last to first.",
        ],
        next: [
            "Dans le circuit de l'eau potable, quelle étape vient juste après « {} » ?",
            "In the path of drinking water, which step comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : dans le circuit de l'eau potable, « {a} » vient avant « {b} ».",
            "True or false: in the path of drinking water, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "le pompage de l'eau dans une rivière ou une nappe",
                "pumping water from a river or a water table",
            ],
            [
                "le traitement dans une usine de production d'eau potable",
                "treatment in a drinking water plant",
            ],
            [
                "le stockage dans un château d'eau",
                "storage in a water tower",
            ],
            [
                "la distribution jusqu'au robinet des habitants",
                "distribution to the inhabitants' taps",
            ],
            [
                "l'épuration des eaux usées dans une station d'épuration",
                "the cleaning of waste water in a sewage plant",
            ],
            [
                "le rejet de l'eau épurée dans la rivière",
                "the release of the cleaned water into the river",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Quelle part environ de l'eau douce prélevée dans le monde sert à l'agriculture ?",
                "About what share of the fresh water drawn in the world is used for farming?",
            ],
            about: [
                "la part de l'eau douce prélevée pour l'agriculture",
                "the share of fresh water drawn for farming",
            ],
            value: 70.0,
            dp: 0,
            unit: "%",
        },
        Number {
            ask: [
                "Quelle part environ de l'eau de la Terre est de l'eau salée ?",
                "About what share of the Earth's water is salt water?",
            ],
            about: [
                "la part de l'eau salée sur Terre",
                "the share of salt water on Earth",
            ],
            value: 97.0,
            dp: 0,
            unit: "%",
        },
    ],
    diagrams: &[],
};

/// Le changement global et ses principaux effets géographiques régionaux.
pub(crate) static CHANGEMENT_GLOBAL: Bank = Bank {
    chapter: "histoire-geographie-5e-le-changement-global",
    title: ["Le changement global", "Global change"],
    relations: &[
        Relation {
            name: [
                "Les mots du changement global",
                "The words of global change",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["l'effet de serre", "the greenhouse effect"],
                    [
                        "le phénomène par lequel certains gaz de l'atmosphère retiennent la chaleur près du sol",
                        "the process by which some gases of the atmosphere keep heat close to the ground",
                    ],
                    [
                        "Qu'est-ce que l'effet de serre ?",
                        "What is the greenhouse effect?"
                    ],
                ),
                word!(
                    ["le réchauffement climatique", "global warming"],
                    [
                        "la hausse des températures moyennes de la Terre depuis le XIXe siècle",
                        "the rise in the Earth's average temperatures since the 19th century",
                    ],
                    [
                        "Qu'est-ce que le réchauffement climatique ?",
                        "What is global warming?",
                    ],
                ),
                word!(
                    ["le GIEC", "the IPCC"],
                    [
                        "le groupe de scientifiques qui fait le point sur le climat pour l'ONU",
                        "the group of scientists that reviews the state of the climate for the UN",
                    ],
                    ["Qu'est-ce que le GIEC ?", "What is the IPCC?"],
                ),
                word!(
                    ["l'atténuation", "mitigation"],
                    [
                        "l'ensemble des actions qui réduisent les émissions de gaz à effet de serre",
                        "all the actions that reduce greenhouse gas emissions",
                    ],
                    ["Qu'est-ce que l'atténuation ?", "What is mitigation?"],
                ),
                word!(
                    ["l'adaptation", "adaptation"],
                    [
                        "l'ensemble des actions qui permettent de mieux vivre avec les effets du réchauffement",
                        "all the actions that make it possible to live better with the effects of warming",
                    ],
                    ["Qu'est-ce que l'adaptation ?", "What is adaptation?"],
                ),
                word!(
                    ["un réfugié climatique", "a climate refugee"],
                    [
                        "une personne obligée de quitter sa région à cause des effets du changement climatique",
                        "a person forced to leave their region because of the effects of climate change",
                    ],
                    [
                        "Qu'est-ce qu'un réfugié climatique ?",
                        "What is a climate refugee?",
                    ],
                ),
                word!(
                    ["la vulnérabilité", "vulnerability"],
                    [
                        "la fragilité d'une population ou d'un territoire face à un danger",
                        "the fragility of a population or a territory in the face of a danger",
                    ],
                    ["Qu'est-ce que la vulnérabilité ?", "What is vulnerability?"],
                ),
            ],
        },
        Relation {
            name: ["Des régions menacées", "Regions under threat"],
            matching: [
                "Associe chaque région à sa description.",
                "Match each region with its description.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le Bangladesh", "Bangladesh"],
                    [
                        "un pays d'Asie du Sud bâti sur un immense delta, menacé par les inondations et la montée de la mer",
                        "a South Asian country built on a huge delta, threatened by floods and the rising sea",
                    ],
                    [
                        "Quelle description correspond au Bangladesh ?",
                        "Which description fits Bangladesh?",
                    ],
                    [
                        "Quel pays d'Asie du Sud, bâti sur un immense delta, est menacé par les inondations et la montée de la mer ?",
                        "Which South Asian country, built on a huge delta, is threatened by floods and the rising sea?",
                    ],
                ),
                pair(
                    ["Tuvalu", "Tuvalu"],
                    [
                        "un petit État du Pacifique fait d'atolls qui risquent d'être submergés",
                        "a small Pacific state made of atolls that may be submerged",
                    ],
                    [
                        "Quelle description correspond à Tuvalu ?",
                        "Which description fits Tuvalu?",
                    ],
                    [
                        "Quel petit État du Pacifique est fait d'atolls qui risquent d'être submergés ?",
                        "Which small Pacific state is made of atolls that may be submerged?",
                    ],
                ),
                pair(
                    ["le Sahel", "the Sahel"],
                    [
                        "la bande de terres semi-arides au sud du Sahara, frappée par des sécheresses plus fréquentes",
                        "the strip of semi-arid land south of the Sahara, hit by more frequent droughts",
                    ],
                    [
                        "Quelle description correspond au Sahel ?",
                        "Which description fits the Sahel?",
                    ],
                    [
                        "Quelle bande de terres semi-arides au sud du Sahara est frappée par des sécheresses plus fréquentes ?",
                        "Which strip of semi-arid land south of the Sahara is hit by more frequent droughts?",
                    ],
                ),
                pair(
                    ["l'Arctique", "the Arctic"],
                    [
                        "la région polaire du Nord, où la banquise fond un peu plus chaque été",
                        "the northern polar region, where the sea ice melts a little more each summer",
                    ],
                    [
                        "Quelle description correspond à l'Arctique ?",
                        "Which description fits the Arctic?",
                    ],
                    [
                        "Dans quelle région polaire du Nord la banquise fond-elle un peu plus chaque été ?",
                        "In which northern polar region does the sea ice melt a little more each summer?",
                    ],
                ),
                pair(
                    ["les Alpes", "the Alps"],
                    [
                        "les montagnes d'Europe dont les glaciers reculent et où l'enneigement diminue",
                        "the mountains of Europe whose glaciers retreat and where snow cover shrinks",
                    ],
                    [
                        "Quelle description correspond aux Alpes ?",
                        "Which description fits the Alps?",
                    ],
                    [
                        "Dans quelles montagnes d'Europe les glaciers reculent-ils et l'enneigement diminue-t-il ?",
                        "In which mountains of Europe do glaciers retreat and snow cover shrink?",
                    ],
                ),
                pair(
                    ["la Grande Barrière de corail", "the Great Barrier Reef"],
                    [
                        "le récif d'Australie dont les coraux blanchissent et meurent quand la mer se réchauffe",
                        "the Australian reef whose corals bleach and die when the sea warms up",
                    ],
                    [
                        "Quelle description correspond à la Grande Barrière de corail ?",
                        "Which description fits the Great Barrier Reef?",
                    ],
                    [
                        "Quel récif d'Australie voit ses coraux blanchir et mourir quand la mer se réchauffe ?",
                        "Which Australian reef sees its corals bleach and die when the sea warms up?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les gaz à effet de serre", "Greenhouse gases"],
            which: [
                "Parmi ces gaz, lesquels sont des gaz à effet de serre ?",
                "Which of these gases are greenhouse gases?",
            ],
            which_not: [
                "Parmi ces gaz, lesquels ne sont pas des gaz à effet de serre ?",
                "Which of these gases are not greenhouse gases?",
            ],
            members: &[
                ["le dioxyde de carbone", "carbon dioxide"],
                ["le méthane", "methane"],
                ["la vapeur d'eau", "water vapour"],
            ],
            others: &[
                ["le dioxygène", "oxygen"],
                ["le diazote", "nitrogen"],
                ["l'argon", "argon"],
            ],
        },
        Group {
            name: [
                "S'adapter au changement climatique",
                "Adapting to climate change",
            ],
            which: [
                "Parmi ces actions, lesquelles servent à s'adapter aux effets du réchauffement ?",
                "Which of these actions serve to adapt to the effects of warming?",
            ],
            which_not: [
                "Parmi ces actions, lesquelles servent plutôt à réduire les émissions de gaz à effet de serre ?",
                "Which of these actions serve rather to reduce greenhouse gas emissions?",
            ],
            members: &[
                [
                    "rehausser les digues face à la montée de la mer",
                    "raising the dykes against the rising sea",
                ],
                [
                    "cultiver des plantes qui résistent à la sécheresse",
                    "growing plants that withstand drought",
                ],
                [
                    "créer des îlots de fraîcheur dans les villes",
                    "creating cool islands in cities",
                ],
            ],
            others: &[
                [
                    "remplacer les centrales à charbon par des éoliennes",
                    "replacing coal-fired power stations with wind turbines",
                ],
                [
                    "prendre les transports en commun plutôt que la voiture",
                    "taking public transport rather than the car",
                ],
                [
                    "réduire la consommation de pétrole",
                    "cutting oil consumption",
                ],
            ],
        },
    ],
    sequences: &[timeline(
        [
            "La lutte internationale contre le réchauffement",
            "The international fight against warming",
        ],
        [
            "Dans la lutte internationale contre le réchauffement, quel événement vient juste après celui-ci : « {} » ?",
            "In the international fight against warming, which event comes right after this one: “{}”?",
        ],
        &[
            [
                "la création du GIEC (1988)",
                "the creation of the IPCC (1988)",
            ],
            [
                "le Sommet de la Terre à Rio de Janeiro (1992)",
                "the Earth Summit in Rio de Janeiro (1992)",
            ],
            ["le protocole de Kyoto (1997)", "the Kyoto Protocol (1997)"],
            [
                "l'accord de Paris, lors de la COP21 (2015)",
                "the Paris Agreement, at COP21 (2015)",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année l'accord de Paris sur le climat est-il adopté ?",
                "In which year is the Paris climate agreement adopted?",
            ],
            ["l'accord de Paris", "the Paris Agreement"],
            2015.0,
        ),
        year(
            [
                "En quelle année le GIEC est-il créé ?",
                "In which year is the IPCC created?",
            ],
            ["la création du GIEC", "the creation of the IPCC"],
            1988.0,
        ),
        Number {
            ask: [
                "L'accord de Paris vise à limiter le réchauffement bien en dessous de combien de degrés Celsius ?",
                "The Paris Agreement aims to keep warming well below how many degrees Celsius?",
            ],
            about: [
                "l'objectif maximal de l'accord de Paris, en degrés Celsius",
                "the upper goal of the Paris Agreement, in degrees Celsius",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Prévenir les risques industriels et technologiques.
pub(crate) static RISQUES: Bank = Bank {
    chapter: "histoire-geographie-5e-risques-industriels-et-technologiques",
    title: [
        "Prévenir les risques industriels et technologiques",
        "Preventing industrial and technological risks",
    ],
    relations: &[
        Relation {
            name: ["Les mots du risque", "The words of risk"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["un aléa", "a hazard"],
                    [
                        "un phénomène dangereux qui peut se produire, comme une explosion ou une fuite toxique",
                        "a dangerous event that may happen, such as an explosion or a toxic leak",
                    ],
                    ["Qu'est-ce qu'un aléa ?", "What is a hazard?"],
                ),
                word!(
                    ["les enjeux", "the assets at stake"],
                    [
                        "les personnes, les biens et les activités qui peuvent être touchés par un danger",
                        "the people, property and activities that a danger may affect",
                    ],
                    ["Que sont les enjeux ?", "What are the assets at stake?"],
                ),
                word!(
                    ["un risque majeur", "a major risk"],
                    [
                        "la menace d'un événement rare mais très grave, qui peut faire de nombreuses victimes et de gros dégâts",
                        "the threat of a rare but very serious event, which may cause many victims and great damage",
                    ],
                    ["Qu'est-ce qu'un risque majeur ?", "What is a major risk?"],
                ),
                word!(
                    ["la prévention", "prevention"],
                    [
                        "l'ensemble des mesures prises à l'avance pour réduire les effets d'une catastrophe",
                        "all the measures taken in advance to reduce the effects of a disaster",
                    ],
                    ["Qu'est-ce que la prévention ?", "What is prevention?"],
                ),
                word!(
                    ["un site Seveso", "a Seveso site"],
                    [
                        "un site industriel dangereux, surveillé de près selon une directive européenne",
                        "a dangerous industrial site, closely monitored under a European directive",
                    ],
                    ["Qu'est-ce qu'un site Seveso ?", "What is a Seveso site?"],
                ),
                word!(
                    ["le PPRT", "the PPRT"],
                    [
                        "le plan qui limite les constructions autour d'un site industriel dangereux",
                        "the plan that limits building around a dangerous industrial site",
                    ],
                    ["Qu'est-ce que le PPRT ?", "What is the PPRT?"],
                ),
                word!(
                    ["la résilience", "resilience"],
                    [
                        "la capacité d'un territoire à se relever après une catastrophe",
                        "the ability of a territory to recover after a disaster",
                    ],
                    ["Qu'est-ce que la résilience ?", "What is resilience?"],
                ),
            ],
        },
        Relation {
            name: ["Des catastrophes industrielles", "Industrial disasters"],
            matching: [
                "Associe chaque catastrophe à ce qui s'est passé.",
                "Match each disaster with what happened.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Seveso", "Seveso"],
                    [
                        "un nuage de dioxine s'échappe d'une usine chimique en Italie, en 1976",
                        "a cloud of dioxin escapes from a chemical plant in Italy, in 1976",
                    ],
                    ["Que s'est-il passé à Seveso ?", "What happened at Seveso?"],
                    [
                        "Où un nuage de dioxine s'échappe-t-il d'une usine chimique italienne en 1976 ?",
                        "Where does a cloud of dioxin escape from an Italian chemical plant in 1976?",
                    ],
                ),
                pair(
                    ["Bhopal", "Bhopal"],
                    [
                        "un gaz toxique s'échappe d'une usine de pesticides en Inde, en 1984",
                        "a toxic gas escapes from a pesticide plant in India, in 1984",
                    ],
                    ["Que s'est-il passé à Bhopal ?", "What happened at Bhopal?"],
                    [
                        "Où un gaz toxique s'échappe-t-il d'une usine de pesticides indienne en 1984 ?",
                        "Where does a toxic gas escape from an Indian pesticide plant in 1984?",
                    ],
                ),
                pair(
                    ["Tchernobyl", "Chernobyl"],
                    [
                        "un réacteur de centrale nucléaire explose en Ukraine, alors en URSS, en 1986",
                        "a nuclear power station reactor explodes in Ukraine, then in the USSR, in 1986",
                    ],
                    [
                        "Que s'est-il passé à Tchernobyl ?",
                        "What happened at Chernobyl?",
                    ],
                    [
                        "Où un réacteur de centrale nucléaire explose-t-il en 1986, en Ukraine ?",
                        "Where does a nuclear power station reactor explode in 1986, in Ukraine?",
                    ],
                ),
                pair(
                    ["l'usine AZF de Toulouse", "the AZF plant in Toulouse"],
                    [
                        "une usine d'engrais explose dans une grande ville française, en 2001",
                        "a fertiliser plant explodes in a large French city, in 2001",
                    ],
                    [
                        "Que s'est-il passé à l'usine AZF de Toulouse ?",
                        "What happened at the AZF plant in Toulouse?",
                    ],
                    [
                        "Quelle usine d'engrais explose dans une grande ville française en 2001 ?",
                        "Which fertiliser plant explodes in a large French city in 2001?",
                    ],
                ),
                pair(
                    ["Fukushima", "Fukushima"],
                    [
                        "une centrale nucléaire est ravagée par un tsunami au Japon, en 2011",
                        "a nuclear power station is wrecked by a tsunami in Japan, in 2011",
                    ],
                    [
                        "Que s'est-il passé à Fukushima ?",
                        "What happened at Fukushima?",
                    ],
                    [
                        "Où une centrale nucléaire est-elle ravagée par un tsunami en 2011, au Japon ?",
                        "Where is a nuclear power station wrecked by a tsunami in 2011, in Japan?",
                    ],
                ),
                pair(
                    ["l'usine Lubrizol de Rouen", "the Lubrizol plant in Rouen"],
                    [
                        "un incendie ravage une usine chimique en Normandie, en 2019",
                        "a fire sweeps through a chemical plant in Normandy, in 2019",
                    ],
                    [
                        "Que s'est-il passé à l'usine Lubrizol de Rouen ?",
                        "What happened at the Lubrizol plant in Rouen?",
                    ],
                    [
                        "Quelle usine chimique de Normandie est ravagée par un incendie en 2019 ?",
                        "Which chemical plant in Normandy is swept by fire in 2019?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les risques technologiques", "Technological risks"],
            which: [
                "Parmi ces risques, lesquels sont des risques technologiques ?",
                "Which of these risks are technological risks?",
            ],
            which_not: [
                "Parmi ces risques, lesquels sont des risques naturels ?",
                "Which of these risks are natural risks?",
            ],
            members: &[
                [
                    "l'explosion d'une usine chimique",
                    "the explosion of a chemical plant",
                ],
                ["un accident nucléaire", "a nuclear accident"],
                ["la rupture d'un barrage", "the failure of a dam"],
                [
                    "un accident de camion transportant des matières dangereuses",
                    "an accident of a lorry carrying dangerous goods",
                ],
            ],
            others: &[
                ["un séisme", "an earthquake"],
                ["une éruption volcanique", "a volcanic eruption"],
                ["un cyclone", "a cyclone"],
                ["une avalanche", "an avalanche"],
            ],
        },
        Group {
            name: [
                "Les bons réflexes en cas d'alerte",
                "What to do when the alarm sounds",
            ],
            which: [
                "Quand la sirène d'alerte retentit près d'une usine dangereuse, lesquels de ces gestes faut-il faire ?",
                "When the warning siren sounds near a dangerous plant, which of these things should you do?",
            ],
            which_not: [
                "Quand la sirène d'alerte retentit près d'une usine dangereuse, lesquels de ces gestes ne faut-il pas faire ?",
                "When the warning siren sounds near a dangerous plant, which of these things should you not do?",
            ],
            members: &[
                [
                    "se mettre à l'abri dans un bâtiment",
                    "taking shelter in a building",
                ],
                [
                    "fermer les portes et les fenêtres",
                    "closing the doors and windows",
                ],
                [
                    "écouter la radio pour suivre les consignes",
                    "listening to the radio to follow the instructions",
                ],
            ],
            others: &[
                [
                    "aller chercher ses enfants à l'école",
                    "going to fetch one's children from school",
                ],
                [
                    "sortir voir ce qui se passe",
                    "going outside to see what is happening",
                ],
                [
                    "téléphoner à ses proches et encombrer le réseau",
                    "phoning one's family and clogging the network",
                ],
            ],
        },
    ],
    sequences: &[timeline(
        ["Des catastrophes industrielles", "Industrial disasters"],
        [
            "Parmi ces catastrophes industrielles, laquelle vient juste après celle-ci : « {} » ?",
            "Among these industrial disasters, which one comes right after this one: “{}”?",
        ],
        &[
            [
                "la catastrophe de Seveso (1976)",
                "the Seveso disaster (1976)",
            ],
            [
                "la catastrophe de Bhopal (1984)",
                "the Bhopal disaster (1984)",
            ],
            [
                "la catastrophe de Tchernobyl (1986)",
                "the Chernobyl disaster (1986)",
            ],
            [
                "l'explosion de l'usine AZF de Toulouse (2001)",
                "the explosion of the AZF plant in Toulouse (2001)",
            ],
            [
                "l'accident nucléaire de Fukushima (2011)",
                "the Fukushima nuclear accident (2011)",
            ],
            [
                "l'incendie de l'usine Lubrizol de Rouen (2019)",
                "the fire at the Lubrizol plant in Rouen (2019)",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année a lieu la catastrophe de Seveso, qui donne son nom à la directive européenne ?",
                "In which year does the Seveso disaster, which gives its name to the European directive, take place?",
            ],
            ["la catastrophe de Seveso", "the Seveso disaster"],
            1976.0,
        ),
        year(
            [
                "En quelle année explose l'usine AZF de Toulouse ?",
                "In which year does the AZF plant in Toulouse explode?",
            ],
            ["l'explosion d'AZF", "the AZF explosion"],
            2001.0,
        ),
        year(
            [
                "En quelle année a lieu la catastrophe nucléaire de Tchernobyl ?",
                "In which year does the Chernobyl nuclear disaster take place?",
            ],
            ["la catastrophe de Tchernobyl", "the Chernobyl disaster"],
            1986.0,
        ),
    ],
    diagrams: &[],
};
