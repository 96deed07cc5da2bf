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
pub(crate) static BANKS: &[&Bank] = &[&SEIGNEURIAL, &URBAINE, &CHARLES_QUINT, &HUMANISME];

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
