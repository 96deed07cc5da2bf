//! Histoire-géographie CM1 and CM2 (programme du cycle 3, BO n° 31 du 30 juillet 2020): one
//! fact bank per thème, with its own [`BANKS`] and [`FAMILY`]. Short sentences and the famous
//! dates, at the level of a CM1 or CM2 pupil.

use super::count;
use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Number, Relation, Sequence, pair};

/// The histoire-géographie CM1 and CM2 family: a catalog entry's mode is the index of its
/// chapter's bank in [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// The CM1 and CM2 banks, in the order of the programmes (append only).
pub(crate) static BANKS: &[&Bank] = &[
    &AVANT_LA_FRANCE,
    &ROIS,
    &REVOLUTION,
    &MON_LIEU,
    &SE_LOGER,
    &CONSOMMER,
    &REPUBLIQUE,
    &INDUSTRIEL,
    &GUERRES,
    &SE_DEPLACER,
    &INTERNET,
    &MIEUX_HABITER,
];

/// The usual wording of a timeline of a chapter.
const fn timeline(name: [&'static str; 2], steps: &'static [[&'static str; 2]]) -> Sequence {
    Sequence {
        name,
        order: [
            "Range ces événements du plus ancien au plus récent.",
            "Put these events in order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order, from the latest to the earliest.",
        ],
        next: [
            "Dans l'ordre chronologique, quel événement vient juste après « {} » ?",
            "In chronological order, which event comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps,
    }
}

/// Et avant la France ? (CM1, histoire, thème 1).
pub(crate) static AVANT_LA_FRANCE: Bank = Bank {
    chapter: "histoire-geographie-cm1-et-avant-la-france",
    title: ["Et avant la France ?", "Before France"],
    relations: &[
        Relation {
            name: ["Les personnages", "The people"],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what they did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Vercingétorix", "Vercingetorix"],
                    [
                        "le chef gaulois vaincu par les Romains à Alésia",
                        "the Gallic chief defeated by the Romans at Alesia",
                    ],
                    ["Qui était Vercingétorix ?", "Who was Vercingetorix?"],
                    [
                        "Quel chef gaulois a été vaincu par les Romains à Alésia ?",
                        "Which Gallic chief was defeated by the Romans at Alesia?",
                    ],
                ),
                pair(
                    ["Jules César", "Julius Caesar"],
                    [
                        "le général romain qui a conquis la Gaule",
                        "the Roman general who conquered Gaul",
                    ],
                    ["Qui était Jules César ?", "Who was Julius Caesar?"],
                    [
                        "Quel général romain a conquis la Gaule ?",
                        "Which Roman general conquered Gaul?",
                    ],
                ),
                pair(
                    ["Clovis", "Clovis"],
                    [
                        "le roi des Francs qui s'est fait baptiser à Reims",
                        "the king of the Franks who was baptised in Reims",
                    ],
                    ["Qui était Clovis ?", "Who was Clovis?"],
                    [
                        "Quel roi des Francs s'est fait baptiser à Reims ?",
                        "Which king of the Franks was baptised in Reims?",
                    ],
                ),
                pair(
                    ["saint Remi", "Saint Remigius"],
                    [
                        "l'évêque de Reims qui a baptisé Clovis",
                        "the bishop of Reims who baptised Clovis",
                    ],
                    ["Qui était saint Remi ?", "Who was Saint Remigius?"],
                    [
                        "Quel évêque de Reims a baptisé Clovis ?",
                        "Which bishop of Reims baptised Clovis?",
                    ],
                ),
                pair(
                    ["Charles Martel", "Charles Martel"],
                    [
                        "le chef franc qui a arrêté une armée arabe près de Poitiers en 732",
                        "the Frankish leader who stopped an Arab army near Poitiers in 732",
                    ],
                    ["Qui était Charles Martel ?", "Who was Charles Martel?"],
                    [
                        "Quel chef franc a arrêté une armée arabe près de Poitiers en 732 ?",
                        "Which Frankish leader stopped an Arab army near Poitiers in 732?",
                    ],
                ),
                pair(
                    ["Charlemagne", "Charlemagne"],
                    [
                        "le roi des Francs couronné empereur à Rome en 800",
                        "the king of the Franks crowned emperor in Rome in 800",
                    ],
                    ["Qui était Charlemagne ?", "Who was Charlemagne?"],
                    [
                        "Quel roi des Francs a été couronné empereur à Rome en 800 ?",
                        "Which king of the Franks was crowned emperor in Rome in 800?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les mots de la Gaule", "The words of Gaul"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["un oppidum", "an oppidum"],
                    [
                        "une ville gauloise fortifiée, construite sur une hauteur",
                        "a fortified Gallic town, built on high ground",
                    ],
                    ["Qu'est-ce qu'un oppidum ?", "What is an oppidum?"],
                ),
                word!(
                    ["un druide", "a druid"],
                    ["un prêtre des Gaulois", "a priest of the Gauls",],
                    ["Qu'est-ce qu'un druide ?", "What is a druid?"],
                ),
                word!(
                    ["un aqueduc", "an aqueduct"],
                    [
                        "un ouvrage construit par les Romains pour amener l'eau jusqu'aux villes",
                        "a structure built by the Romans to bring water to the towns",
                    ],
                    ["Qu'est-ce qu'un aqueduc ?", "What is an aqueduct?"],
                ),
                word!(
                    ["un amphithéâtre", "an amphitheatre"],
                    [
                        "un bâtiment romain où l'on regarde des combats de gladiateurs",
                        "a Roman building where people watch gladiator fights",
                    ],
                    [
                        "Qu'est-ce qu'un amphithéâtre romain ?",
                        "What is a Roman amphitheatre?"
                    ],
                ),
                word!(
                    ["les thermes", "the baths"],
                    [
                        "les bains publics des villes romaines",
                        "the public baths of Roman towns",
                    ],
                    ["Que sont les thermes ?", "What were the Roman baths?"],
                ),
                word!(
                    ["la romanisation", "Romanisation"],
                    [
                        "l'adoption par les Gaulois de la langue et du mode de vie des Romains",
                        "the adoption by the Gauls of the language and way of life of the Romans",
                    ],
                    ["Qu'est-ce que la romanisation ?", "What is Romanisation?"],
                ),
            ],
        },
        Relation {
            name: ["Les peuples", "The peoples"],
            matching: [
                "Associe chaque peuple à ce qu'il a fait.",
                "Match each people with what they did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["les Grecs", "the Greeks"],
                    [
                        "ont fondé Marseille, sur la côte de la Méditerranée",
                        "founded Marseille, on the Mediterranean coast",
                    ],
                    [
                        "Qu'ont fait les Grecs sur le territoire de la France actuelle ?",
                        "What did the Greeks do on the territory of today's France?",
                    ],
                    [
                        "Quel peuple a fondé Marseille, sur la côte de la Méditerranée ?",
                        "Which people founded Marseille, on the Mediterranean coast?",
                    ],
                ),
                pair(
                    ["les Gaulois", "the Gauls"],
                    [
                        "ont combattu Jules César derrière Vercingétorix",
                        "fought Julius Caesar behind Vercingetorix",
                    ],
                    [
                        "Qu'ont fait les Gaulois sur le territoire de la France actuelle ?",
                        "What did the Gauls do on the territory of today's France?",
                    ],
                    [
                        "Quel peuple a combattu Jules César derrière Vercingétorix ?",
                        "Which people fought Julius Caesar behind Vercingetorix?",
                    ],
                ),
                pair(
                    ["les Romains", "the Romans"],
                    [
                        "ont conquis la Gaule et y ont construit des routes et des aqueducs",
                        "conquered Gaul and built roads and aqueducts there",
                    ],
                    [
                        "Qu'ont fait les Romains sur le territoire de la France actuelle ?",
                        "What did the Romans do on the territory of today's France?",
                    ],
                    [
                        "Quel peuple a conquis la Gaule et y a construit des routes et des aqueducs ?",
                        "Which people conquered Gaul and built roads and aqueducts there?",
                    ],
                ),
                pair(
                    ["les Huns", "the Huns"],
                    [
                        "ont envahi la Gaule avec leur chef Attila au Ve siècle",
                        "invaded Gaul with their leader Attila in the 5th century",
                    ],
                    [
                        "Qu'ont fait les Huns sur le territoire de la France actuelle ?",
                        "What did the Huns do on the territory of today's France?",
                    ],
                    [
                        "Quel peuple a envahi la Gaule avec son chef Attila au Ve siècle ?",
                        "Which people invaded Gaul with their leader Attila in the 5th century?",
                    ],
                ),
                pair(
                    ["les Francs", "the Franks"],
                    [
                        "ont donné leur nom à la France, avec leur roi Clovis",
                        "gave their name to France, with their king Clovis",
                    ],
                    [
                        "Qu'ont fait les Francs sur le territoire de la France actuelle ?",
                        "What did the Franks do on the territory of today's France?",
                    ],
                    [
                        "Quel peuple, avec son roi Clovis, a donné son nom à la France ?",
                        "Which people, with their king Clovis, gave their name to France?",
                    ],
                ),
                pair(
                    ["les Vikings", "the Vikings"],
                    [
                        "sont venus du nord de l'Europe par la mer et se sont installés en Normandie",
                        "came from northern Europe by sea and settled in Normandy",
                    ],
                    [
                        "Qu'ont fait les Vikings sur le territoire de la France actuelle ?",
                        "What did the Vikings do on the territory of today's France?",
                    ],
                    [
                        "Quel peuple est venu du nord de l'Europe par la mer et s'est installé en Normandie ?",
                        "Which people came from northern Europe by sea and settled in Normandy?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les traces des Romains en Gaule",
            "The traces of the Romans in Gaul",
        ],
        which: [
            "Parmi ces monuments, lesquels ont été construits à l'époque romaine ?",
            "Which of these monuments were built in Roman times?",
        ],
        which_not: [
            "Parmi ces monuments, lesquels n'ont pas été construits à l'époque romaine ?",
            "Which of these monuments were not built in Roman times?",
        ],
        members: &[
            ["le pont du Gard", "the Pont du Gard"],
            ["les arènes de Nîmes", "the arena of Nîmes"],
            ["la Maison carrée de Nîmes", "the Maison Carrée in Nîmes"],
            [
                "le théâtre antique d'Orange",
                "the ancient theatre of Orange",
            ],
        ],
        others: &[
            ["le château de Versailles", "the palace of Versailles"],
            ["la tour Eiffel", "the Eiffel Tower"],
            ["les alignements de Carnac", "the Carnac stones"],
            [
                "la cathédrale Notre-Dame de Paris",
                "Notre-Dame cathedral in Paris",
            ],
        ],
    }],
    sequences: &[timeline(
        ["Des Gaulois à Charlemagne", "From the Gauls to Charlemagne"],
        &[
            ["des Grecs fondent Marseille", "Greeks found Marseille"],
            [
                "Vercingétorix est vaincu à Alésia",
                "Vercingetorix is defeated at Alesia",
            ],
            ["Clovis est baptisé à Reims", "Clovis is baptised in Reims"],
            [
                "Charles Martel arrête une armée arabe près de Poitiers",
                "Charles Martel stops an Arab army near Poitiers",
            ],
            [
                "Charlemagne est couronné empereur",
                "Charlemagne is crowned emperor",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année avant J.-C. Vercingétorix est-il vaincu à Alésia ? (Donne le nombre d'années avant J.-C.)",
                "In which year BC is Vercingetorix defeated at Alesia? (Give the number of years BC.)",
            ],
            [
                "la bataille d'Alésia (année av. J.-C.)",
                "the battle of Alesia (year BC)",
            ],
            52.0,
        ),
        year(
            [
                "En quelle année Charles Martel arrête-t-il une armée arabe près de Poitiers ?",
                "In which year does Charles Martel stop an Arab army near Poitiers?",
            ],
            ["la bataille de Poitiers", "the battle of Poitiers"],
            732.0,
        ),
        year(
            [
                "En quelle année Charlemagne est-il couronné empereur à Rome ?",
                "In which year is Charlemagne crowned emperor in Rome?",
            ],
            ["le couronnement de Charlemagne", "Charlemagne's coronation"],
            800.0,
        ),
    ],
    diagrams: &[],
};

/// Le temps des rois (CM1, histoire, thème 2).
pub(crate) static ROIS: Bank = Bank {
    chapter: "histoire-geographie-cm1-le-temps-des-rois",
    title: ["Le temps des rois", "The time of the kings"],
    relations: &[
        Relation {
            name: ["Les personnages", "The people"],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what they did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Hugues Capet", "Hugh Capet"],
                    [
                        "le roi élu en 987, premier de la famille des Capétiens",
                        "the king elected in 987, the first of the Capetian family",
                    ],
                    ["Qui était Hugues Capet ?", "Who was Hugh Capet?"],
                    [
                        "Quel roi, élu en 987, est le premier de la famille des Capétiens ?",
                        "Which king, elected in 987, is the first of the Capetian family?",
                    ],
                ),
                pair(
                    ["Louis IX", "Louis IX"],
                    [
                        "le roi très chrétien du XIIIe siècle, devenu saint Louis",
                        "the very Christian king of the 13th century, who became Saint Louis",
                    ],
                    ["Qui était Louis IX ?", "Who was Louis IX?"],
                    [
                        "Quel roi très chrétien du XIIIe siècle est devenu saint Louis ?",
                        "Which very Christian king of the 13th century became Saint Louis?",
                    ],
                ),
                pair(
                    ["François Ier", "Francis I"],
                    [
                        "le roi de la Renaissance, vainqueur à Marignan en 1515",
                        "the Renaissance king, victorious at Marignano in 1515",
                    ],
                    ["Qui était François Ier ?", "Who was Francis I?"],
                    [
                        "Quel roi de la Renaissance a été vainqueur à Marignan en 1515 ?",
                        "Which Renaissance king was victorious at Marignano in 1515?",
                    ],
                ),
                pair(
                    ["Léonard de Vinci", "Leonardo da Vinci"],
                    [
                        "le grand artiste italien invité en France par François Ier",
                        "the great Italian artist invited to France by Francis I",
                    ],
                    ["Qui était Léonard de Vinci ?", "Who was Leonardo da Vinci?"],
                    [
                        "Quel grand artiste italien a été invité en France par François Ier ?",
                        "Which great Italian artist was invited to France by Francis I?",
                    ],
                ),
                pair(
                    ["Henri IV", "Henry IV"],
                    [
                        "le roi qui a signé l'édit de Nantes en 1598",
                        "the king who signed the edict of Nantes in 1598",
                    ],
                    ["Qui était Henri IV ?", "Who was Henry IV?"],
                    [
                        "Quel roi a signé l'édit de Nantes en 1598 ?",
                        "Which king signed the edict of Nantes in 1598?",
                    ],
                ),
                pair(
                    ["Louis XIV", "Louis XIV"],
                    [
                        "le Roi-Soleil, qui a fait construire le château de Versailles",
                        "the Sun King, who had the palace of Versailles built",
                    ],
                    ["Qui était Louis XIV ?", "Who was Louis XIV?"],
                    [
                        "Quel roi, surnommé le Roi-Soleil, a fait construire le château de Versailles ?",
                        "Which king, called the Sun King, had the palace of Versailles built?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les mots du temps des rois",
                "The words of the time of the kings",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["le sacre", "the coronation"],
                    [
                        "la cérémonie religieuse au cours de laquelle le roi est couronné à Reims",
                        "the religious ceremony in which the king is crowned in Reims",
                    ],
                    [
                        "Qu'est-ce que le sacre du roi ?",
                        "What is the king's coronation?"
                    ],
                ),
                word!(
                    ["une croisade", "a crusade"],
                    [
                        "une expédition militaire des chrétiens vers Jérusalem",
                        "a military expedition of Christians towards Jerusalem",
                    ],
                    ["Qu'est-ce qu'une croisade ?", "What is a crusade?"],
                ),
                word!(
                    ["la Renaissance", "the Renaissance"],
                    [
                        "le renouveau des arts et des savoirs en Europe aux XVe et XVIe siècles",
                        "the revival of the arts and of knowledge in Europe in the 15th and 16th centuries",
                    ],
                    ["Qu'est-ce que la Renaissance ?", "What is the Renaissance?"],
                ),
                word!(
                    ["un protestant", "a Protestant"],
                    [
                        "un chrétien qui suit les idées de Luther ou de Calvin",
                        "a Christian who follows the ideas of Luther or Calvin",
                    ],
                    ["Qu'est-ce qu'un protestant ?", "What is a Protestant?"],
                ),
                word!(
                    ["un édit", "an edict"],
                    ["une loi décidée par le roi", "a law decided by the king",],
                    ["Qu'est-ce qu'un édit ?", "What is an edict?"],
                ),
                word!(
                    ["un courtisan", "a courtier"],
                    [
                        "un noble qui vit à la cour, auprès du roi",
                        "a noble who lives at court, near the king",
                    ],
                    ["Qu'est-ce qu'un courtisan ?", "What is a courtier?"],
                ),
                word!(
                    ["la monarchie absolue", "absolute monarchy"],
                    [
                        "un régime dans lequel le roi a tous les pouvoirs",
                        "a system of government in which the king holds all the powers",
                    ],
                    [
                        "Qu'est-ce que la monarchie absolue ?",
                        "What is absolute monarchy?"
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les rois de France", "The kings of France"],
        which: [
            "Parmi ces personnages, lesquels ont été rois de France ?",
            "Which of these people were kings of France?",
        ],
        which_not: [
            "Parmi ces personnages, lesquels n'ont jamais été rois de France ?",
            "Which of these people were never kings of France?",
        ],
        members: &[
            ["Hugues Capet", "Hugh Capet"],
            ["Louis IX", "Louis IX"],
            ["François Ier", "Francis I"],
            ["Henri IV", "Henry IV"],
            ["Louis XIV", "Louis XIV"],
        ],
        others: &[
            ["Léonard de Vinci", "Leonardo da Vinci"],
            ["Jeanne d'Arc", "Joan of Arc"],
            ["Vercingétorix", "Vercingetorix"],
            ["Molière", "Molière"],
        ],
    }],
    sequences: &[timeline(
        [
            "De Hugues Capet à Louis XIV",
            "From Hugh Capet to Louis XIV",
        ],
        &[
            ["Hugues Capet devient roi", "Hugh Capet becomes king"],
            ["Louis IX part en croisade", "Louis IX goes on crusade"],
            ["Jeanne d'Arc délivre Orléans", "Joan of Arc frees Orléans"],
            [
                "François Ier gagne la bataille de Marignan",
                "Francis I wins the battle of Marignano",
            ],
            [
                "Henri IV signe l'édit de Nantes",
                "Henry IV signs the edict of Nantes",
            ],
            [
                "Louis XIV s'installe à Versailles",
                "Louis XIV settles in Versailles",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année Hugues Capet devient-il roi ?",
                "In which year does Hugh Capet become king?",
            ],
            ["Hugues Capet devient roi", "Hugh Capet becomes king"],
            987.0,
        ),
        year(
            [
                "En quelle année François Ier gagne-t-il la bataille de Marignan ?",
                "In which year does Francis I win the battle of Marignano?",
            ],
            ["la bataille de Marignan", "the battle of Marignano"],
            1515.0,
        ),
        year(
            [
                "En quelle année Henri IV signe-t-il l'édit de Nantes ?",
                "In which year does Henry IV sign the edict of Nantes?",
            ],
            ["l'édit de Nantes", "the edict of Nantes"],
            1598.0,
        ),
        year(
            [
                "En quelle année Louis XIV installe-t-il la cour à Versailles ?",
                "In which year does Louis XIV move the court to Versailles?",
            ],
            [
                "la cour s'installe à Versailles",
                "the court moves to Versailles",
            ],
            1682.0,
        ),
        year(
            [
                "En quelle année Jeanne d'Arc délivre-t-elle Orléans ?",
                "In which year does Joan of Arc free Orléans?",
            ],
            ["Jeanne d'Arc délivre Orléans", "Joan of Arc frees Orléans"],
            1429.0,
        ),
    ],
    diagrams: &[],
};

/// Le temps de la Révolution et de l'Empire (CM1, histoire, thème 3).
pub(crate) static REVOLUTION: Bank = Bank {
    chapter: "histoire-geographie-cm1-le-temps-de-la-revolution-et-de-l-empire",
    title: [
        "Le temps de la Révolution et de l'Empire",
        "The time of the Revolution and the Empire",
    ],
    relations: &[
        Relation {
            name: ["Les personnages", "The people"],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what they did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Louis XVI", "Louis XVI"],
                    [
                        "le roi jugé puis exécuté en 1793",
                        "the king tried and then executed in 1793",
                    ],
                    ["Qui était Louis XVI ?", "Who was Louis XVI?"],
                    [
                        "Quel roi a été jugé puis exécuté en 1793 ?",
                        "Which king was tried and then executed in 1793?",
                    ],
                ),
                pair(
                    ["Marie-Antoinette", "Marie Antoinette"],
                    [
                        "la reine, épouse de Louis XVI",
                        "the queen, wife of Louis XVI",
                    ],
                    ["Qui était Marie-Antoinette ?", "Who was Marie Antoinette?"],
                    [
                        "Comment s'appelait la reine, épouse de Louis XVI ?",
                        "What was the name of the queen, wife of Louis XVI?",
                    ],
                ),
                pair(
                    ["La Fayette", "Lafayette"],
                    [
                        "le général qui commande la garde nationale de Paris en 1789",
                        "the general who commands the Paris National Guard in 1789",
                    ],
                    ["Qui était La Fayette ?", "Who was Lafayette?"],
                    [
                        "Quel général commande la garde nationale de Paris en 1789 ?",
                        "Which general commands the Paris National Guard in 1789?",
                    ],
                ),
                pair(
                    ["Olympe de Gouges", "Olympe de Gouges"],
                    [
                        "la femme qui réclame en 1791 les mêmes droits pour les femmes que pour les hommes",
                        "the woman who demands in 1791 the same rights for women as for men",
                    ],
                    ["Qui était Olympe de Gouges ?", "Who was Olympe de Gouges?"],
                    [
                        "Quelle femme réclame en 1791 les mêmes droits pour les femmes que pour les hommes ?",
                        "Which woman demands in 1791 the same rights for women as for men?",
                    ],
                ),
                pair(
                    ["Robespierre", "Robespierre"],
                    [
                        "le révolutionnaire qui dirige la Terreur en 1793 et 1794",
                        "the revolutionary who leads the Terror in 1793 and 1794",
                    ],
                    ["Qui était Robespierre ?", "Who was Robespierre?"],
                    [
                        "Quel révolutionnaire dirige la Terreur en 1793 et 1794 ?",
                        "Which revolutionary leads the Terror in 1793 and 1794?",
                    ],
                ),
                pair(
                    ["Napoléon Bonaparte", "Napoleon Bonaparte"],
                    [
                        "le général devenu empereur des Français en 1804",
                        "the general who became Emperor of the French in 1804",
                    ],
                    [
                        "Qui était Napoléon Bonaparte ?",
                        "Who was Napoleon Bonaparte?",
                    ],
                    [
                        "Quel général est devenu empereur des Français en 1804 ?",
                        "Which general became Emperor of the French in 1804?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les mots de la Révolution", "The words of the Revolution"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["les états généraux", "the Estates General"],
                    [
                        "l'assemblée des députés des trois ordres, réunie par le roi en mai 1789",
                        "the assembly of the deputies of the three orders, called by the king in May 1789",
                    ],
                    [
                        "Que sont les états généraux ?",
                        "What were the Estates General?"
                    ],
                ),
                word!(
                    ["les privilèges", "the privileges"],
                    [
                        "les avantages réservés au clergé et à la noblesse, abolis le 4 août 1789",
                        "the advantages kept for the clergy and the nobility, abolished on 4 August 1789",
                    ],
                    ["Que sont les privilèges ?", "What were the privileges?"],
                ),
                word!(
                    [
                        "la Déclaration des droits de l'homme et du citoyen",
                        "the Declaration of the Rights of Man and of the Citizen"
                    ],
                    [
                        "le texte de 1789 qui dit que les hommes naissent libres et égaux en droits",
                        "the text of 1789 that says that men are born free and equal in rights",
                    ],
                    [
                        "Qu'est-ce que la Déclaration des droits de l'homme et du citoyen ?",
                        "What is the Declaration of the Rights of Man and of the Citizen?",
                    ],
                ),
                word!(
                    ["la République", "the Republic"],
                    [
                        "un régime sans roi, proclamé en France en septembre 1792",
                        "a system of government without a king, proclaimed in France in September 1792",
                    ],
                    ["Qu'est-ce que la République ?", "What is the Republic?"],
                ),
                word!(
                    ["la Nation", "the Nation"],
                    [
                        "l'ensemble des citoyens d'un pays, qui ont les mêmes lois",
                        "all the citizens of a country, who share the same laws",
                    ],
                    ["Qu'est-ce que la Nation ?", "What is the Nation?"],
                ),
                word!(
                    ["le Code civil", "the Civil Code"],
                    [
                        "le recueil de lois voulu par Napoléon Bonaparte en 1804",
                        "the collection of laws wanted by Napoleon Bonaparte in 1804",
                    ],
                    ["Qu'est-ce que le Code civil ?", "What is the Civil Code?"],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les événements de 1789", "The events of 1789"],
        which: [
            "Parmi ces événements, lesquels ont eu lieu en 1789 ?",
            "Which of these events took place in 1789?",
        ],
        which_not: [
            "Parmi ces événements, lesquels n'ont pas eu lieu en 1789 ?",
            "Which of these events did not take place in 1789?",
        ],
        members: &[
            [
                "la réunion des états généraux",
                "the meeting of the Estates General",
            ],
            ["la prise de la Bastille", "the storming of the Bastille"],
            ["l'abolition des privilèges", "the abolition of privileges"],
            [
                "la Déclaration des droits de l'homme et du citoyen",
                "the Declaration of the Rights of Man and of the Citizen",
            ],
        ],
        others: &[
            [
                "la proclamation de la République",
                "the proclamation of the Republic",
            ],
            ["l'exécution de Louis XVI", "the execution of Louis XVI"],
            ["le sacre de Napoléon", "Napoleon's coronation"],
            ["la bataille de Waterloo", "the battle of Waterloo"],
        ],
    }],
    sequences: &[timeline(
        [
            "De la Révolution à l'Empire",
            "From the Revolution to the Empire",
        ],
        &[
            [
                "la réunion des états généraux",
                "the meeting of the Estates General",
            ],
            ["la prise de la Bastille", "the storming of the Bastille"],
            ["l'abolition des privilèges", "the abolition of privileges"],
            [
                "la proclamation de la République",
                "the proclamation of the Republic",
            ],
            ["l'exécution de Louis XVI", "the execution of Louis XVI"],
            [
                "Napoléon Bonaparte est sacré empereur",
                "Napoleon Bonaparte is crowned emperor",
            ],
            ["la bataille de Waterloo", "the battle of Waterloo"],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année le peuple de Paris prend-il la Bastille ?",
                "In which year do the people of Paris storm the Bastille?",
            ],
            ["la prise de la Bastille", "the storming of the Bastille"],
            1789.0,
        ),
        year(
            [
                "En quelle année la République est-elle proclamée pour la première fois en France ?",
                "In which year is the Republic proclaimed in France for the first time?",
            ],
            [
                "la proclamation de la République",
                "the proclamation of the Republic",
            ],
            1792.0,
        ),
        year(
            [
                "En quelle année Louis XVI est-il exécuté ?",
                "In which year is Louis XVI executed?",
            ],
            ["l'exécution de Louis XVI", "the execution of Louis XVI"],
            1793.0,
        ),
        year(
            [
                "En quelle année Napoléon Bonaparte est-il sacré empereur ?",
                "In which year is Napoleon Bonaparte crowned emperor?",
            ],
            ["le sacre de Napoléon", "Napoleon's coronation"],
            1804.0,
        ),
        year(
            [
                "En quelle année Napoléon est-il battu à Waterloo ?",
                "In which year is Napoleon defeated at Waterloo?",
            ],
            ["la bataille de Waterloo", "the battle of Waterloo"],
            1815.0,
        ),
    ],
    diagrams: &[],
};

/// Découvrir le(s) lieu(x) où j'habite (CM1, géographie, thème 1).
pub(crate) static MON_LIEU: Bank = Bank {
    chapter: "histoire-geographie-cm1-decouvrir-les-lieux-ou-j-habite",
    title: [
        "Découvrir le lieu où j'habite",
        "Discovering the place where I live",
    ],
    relations: &[
        Relation {
            name: ["Les mots pour se repérer", "Words to find your way"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["une carte", "a map"],
                    [
                        "un dessin simplifié d'un territoire vu d'en haut",
                        "a simplified drawing of an area seen from above",
                    ],
                    ["Qu'est-ce qu'une carte ?", "What is a map?"],
                ),
                word!(
                    ["la légende", "the key"],
                    [
                        "le tableau qui explique les couleurs et les symboles d'une carte",
                        "the box that explains the colours and symbols of a map",
                    ],
                    [
                        "Qu'est-ce que la légende d'une carte ?",
                        "What is the key of a map?"
                    ],
                ),
                word!(
                    ["l'échelle", "the scale"],
                    [
                        "l'indication qui permet de calculer les vraies distances sur une carte",
                        "the indication used to work out the real distances on a map",
                    ],
                    [
                        "Qu'est-ce que l'échelle d'une carte ?",
                        "What is the scale of a map?"
                    ],
                ),
                word!(
                    ["la rose des vents", "the compass rose"],
                    [
                        "le dessin qui indique le nord, le sud, l'est et l'ouest sur une carte",
                        "the drawing that shows north, south, east and west on a map",
                    ],
                    [
                        "Qu'est-ce que la rose des vents ?",
                        "What is the compass rose?"
                    ],
                ),
                word!(
                    ["un paysage", "a landscape"],
                    [
                        "l'espace que l'on voit quand on regarde autour de soi",
                        "the area you see when you look around you",
                    ],
                    ["Qu'est-ce qu'un paysage ?", "What is a landscape?"],
                ),
                word!(
                    ["une commune", "a commune"],
                    [
                        "le territoire géré par un maire et un conseil municipal",
                        "the area run by a mayor and a municipal council",
                    ],
                    ["Qu'est-ce qu'une commune ?", "What is a commune?"],
                ),
                word!(
                    ["un département", "a département"],
                    [
                        "un territoire qui regroupe de nombreuses communes et porte un numéro",
                        "an area that groups many communes together and has a number",
                    ],
                    ["Qu'est-ce qu'un département ?", "What is a département?"],
                ),
            ],
        },
        Relation {
            name: [
                "Les régions et leur chef-lieu",
                "The regions and their capitals",
            ],
            matching: [
                "Associe chaque région à son chef-lieu.",
                "Match each region with its capital.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la Bretagne", "Brittany"],
                    ["Rennes", "Rennes"],
                    [
                        "Quel est le chef-lieu de la région Bretagne ?",
                        "What is the capital of the region of Brittany?",
                    ],
                    [
                        "De quelle région Rennes est-elle le chef-lieu ?",
                        "Which region is Rennes the capital of?",
                    ],
                ),
                pair(
                    ["l'Île-de-France", "Île-de-France"],
                    ["Paris", "Paris"],
                    [
                        "Quel est le chef-lieu de la région Île-de-France ?",
                        "What is the capital of the Île-de-France region?",
                    ],
                    [
                        "De quelle région Paris est-elle le chef-lieu ?",
                        "Which region is Paris the capital of?",
                    ],
                ),
                pair(
                    ["l'Auvergne-Rhône-Alpes", "Auvergne-Rhône-Alpes"],
                    ["Lyon", "Lyon"],
                    [
                        "Quel est le chef-lieu de la région Auvergne-Rhône-Alpes ?",
                        "What is the capital of the Auvergne-Rhône-Alpes region?",
                    ],
                    [
                        "De quelle région Lyon est-elle le chef-lieu ?",
                        "Which region is Lyon the capital of?",
                    ],
                ),
                pair(
                    ["l'Occitanie", "Occitania"],
                    ["Toulouse", "Toulouse"],
                    [
                        "Quel est le chef-lieu de la région Occitanie ?",
                        "What is the capital of the region of Occitania?",
                    ],
                    [
                        "De quelle région Toulouse est-elle le chef-lieu ?",
                        "Which region is Toulouse the capital of?",
                    ],
                ),
                pair(
                    ["la Nouvelle-Aquitaine", "Nouvelle-Aquitaine"],
                    ["Bordeaux", "Bordeaux"],
                    [
                        "Quel est le chef-lieu de la région Nouvelle-Aquitaine ?",
                        "What is the capital of the Nouvelle-Aquitaine region?",
                    ],
                    [
                        "De quelle région Bordeaux est-elle le chef-lieu ?",
                        "Which region is Bordeaux the capital of?",
                    ],
                ),
                pair(
                    ["les Hauts-de-France", "Hauts-de-France"],
                    ["Lille", "Lille"],
                    [
                        "Quel est le chef-lieu de la région Hauts-de-France ?",
                        "What is the capital of the Hauts-de-France region?",
                    ],
                    [
                        "De quelle région Lille est-elle le chef-lieu ?",
                        "Which region is Lille the capital of?",
                    ],
                ),
                pair(
                    ["le Grand Est", "Grand Est"],
                    ["Strasbourg", "Strasbourg"],
                    [
                        "Quel est le chef-lieu de la région Grand Est ?",
                        "What is the capital of the Grand Est region?",
                    ],
                    [
                        "De quelle région Strasbourg est-elle le chef-lieu ?",
                        "Which region is Strasbourg the capital of?",
                    ],
                ),
                pair(
                    [
                        "la Provence-Alpes-Côte d'Azur",
                        "Provence-Alpes-Côte d'Azur",
                    ],
                    ["Marseille", "Marseille"],
                    [
                        "Quel est le chef-lieu de la région Provence-Alpes-Côte d'Azur ?",
                        "What is the capital of the Provence-Alpes-Côte d'Azur region?",
                    ],
                    [
                        "De quelle région Marseille est-elle le chef-lieu ?",
                        "Which region is Marseille the capital of?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les régions françaises", "The French regions"],
        which: [
            "Parmi ces noms, lesquels sont des noms de régions françaises ?",
            "Which of these names are names of French regions?",
        ],
        which_not: [
            "Parmi ces noms, lesquels ne sont pas des noms de régions françaises ?",
            "Which of these names are not names of French regions?",
        ],
        members: &[
            ["la Bretagne", "Brittany"],
            ["la Normandie", "Normandy"],
            ["l'Occitanie", "Occitania"],
            ["le Grand Est", "Grand Est"],
            ["les Hauts-de-France", "Hauts-de-France"],
        ],
        others: &[
            ["la Belgique", "Belgium"],
            ["Lyon", "Lyon"],
            ["la Gironde", "the Gironde"],
            ["l'Europe", "Europe"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Du plus petit au plus grand territoire",
            "From the smallest to the largest area",
        ],
        order: [
            "Range ces territoires du plus petit au plus grand.",
            "Put these areas in order, from the smallest to the largest.",
        ],
        backward: [
            "Range ces territoires du plus grand au plus petit.",
            "Put these areas in order, from the largest to the smallest.",
        ],
        next: [
            "Du plus petit au plus grand, quel territoire vient juste après « {} » ?",
            "From the smallest to the largest, which area comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » est un territoire plus petit que « {b} ».",
            "True or false: “{a}” is a smaller area than “{b}”.",
        ],
        steps: &[
            ["ma commune", "my commune"],
            ["mon département", "my département"],
            ["ma région", "my region"],
            ["la France", "France"],
            ["l'Europe", "Europe"],
            ["le monde", "the world"],
        ],
    }],
    numbers: &[
        count(
            [
                "Combien y a-t-il de régions en France métropolitaine ?",
                "How many regions are there in metropolitan France?",
            ],
            [
                "les régions de France métropolitaine",
                "the regions of metropolitan France",
            ],
            13.0,
        ),
        count(
            [
                "Combien y a-t-il de départements en France, outre-mer compris ?",
                "How many départements are there in France, overseas included?",
            ],
            ["les départements français", "the French départements"],
            101.0,
        ),
        count(
            [
                "Pour combien d'années les conseillers municipaux d'une commune sont-ils élus ?",
                "For how many years are the municipal councillors of a commune elected?",
            ],
            [
                "la durée du mandat des conseillers municipaux (en années)",
                "the length of the term of municipal councillors (in years)",
            ],
            6.0,
        ),
        count(
            [
                "Combien y a-t-il de points cardinaux ?",
                "How many cardinal points are there?",
            ],
            ["les points cardinaux", "the cardinal points"],
            4.0,
        ),
    ],
    diagrams: &[&super::geo3::REGIONS_MAP],
};

/// Se loger, travailler, se cultiver, avoir des loisirs en France (CM1, géographie, thème 2).
pub(crate) static SE_LOGER: Bank = Bank {
    chapter: "histoire-geographie-cm1-se-loger-travailler-se-cultiver-avoir-des-loisirs",
    title: [
        "Se loger, travailler, se cultiver, avoir des loisirs",
        "Housing, work, culture and leisure",
    ],
    relations: &[
        Relation {
            name: ["Les espaces où l'on habite", "The places where people live"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["le centre-ville", "the town centre"],
                    [
                        "le cœur ancien d'une ville, avec ses commerces et ses monuments",
                        "the old heart of a town, with its shops and monuments",
                    ],
                    [
                        "Qu'est-ce que le centre-ville ?",
                        "What is the town centre?"
                    ],
                ),
                word!(
                    ["la banlieue", "the suburbs"],
                    [
                        "les quartiers construits tout autour du centre d'une grande ville",
                        "the districts built all around the centre of a big city",
                    ],
                    ["Qu'est-ce que la banlieue ?", "What are the suburbs?"],
                ),
                word!(
                    ["l'espace périurbain", "the periurban area"],
                    [
                        "les villages proches d'une ville, dont beaucoup d'habitants vont travailler en ville",
                        "the villages near a town, many of whose inhabitants go to work in the town",
                    ],
                    [
                        "Qu'est-ce que l'espace périurbain ?",
                        "What is the periurban area?"
                    ],
                ),
                word!(
                    ["l'espace rural", "the rural area"],
                    [
                        "la campagne, avec ses villages, ses champs et ses forêts",
                        "the countryside, with its villages, fields and forests",
                    ],
                    ["Qu'est-ce que l'espace rural ?", "What is the rural area?"],
                ),
                word!(
                    ["un immeuble", "a block of flats"],
                    [
                        "un grand bâtiment de plusieurs étages qui contient de nombreux logements",
                        "a large building with several floors that contains many homes",
                    ],
                    ["Qu'est-ce qu'un immeuble ?", "What is a block of flats?"],
                ),
                word!(
                    ["un pavillon", "a detached house"],
                    [
                        "une maison individuelle entourée d'un jardin",
                        "a single-family house surrounded by a garden",
                    ],
                    ["Qu'est-ce qu'un pavillon ?", "What is a detached house?"],
                ),
                word!(
                    ["un touriste", "a tourist"],
                    [
                        "une personne qui voyage pour ses loisirs et dort au moins une nuit loin de chez elle",
                        "a person who travels for leisure and spends at least one night away from home",
                    ],
                    ["Qu'est-ce qu'un touriste ?", "What is a tourist?"],
                ),
            ],
        },
        Relation {
            name: [
                "Des lieux touristiques de France",
                "Tourist sites in France",
            ],
            matching: [
                "Associe chaque lieu touristique à sa description.",
                "Match each tourist site with its description.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le Mont-Saint-Michel", "Mont-Saint-Michel"],
                    [
                        "une abbaye construite sur un îlot rocheux, en Normandie",
                        "an abbey built on a rocky islet, in Normandy",
                    ],
                    [
                        "Qu'est-ce que le Mont-Saint-Michel ?",
                        "What is Mont-Saint-Michel?",
                    ],
                    [
                        "Quel lieu touristique est une abbaye construite sur un îlot rocheux, en Normandie ?",
                        "Which tourist site is an abbey built on a rocky islet, in Normandy?",
                    ],
                ),
                pair(
                    ["la tour Eiffel", "the Eiffel Tower"],
                    [
                        "une tour de fer construite à Paris pour l'Exposition universelle de 1889",
                        "an iron tower built in Paris for the World's Fair of 1889",
                    ],
                    [
                        "Qu'est-ce que la tour Eiffel ?",
                        "What is the Eiffel Tower?",
                    ],
                    [
                        "Quel monument est une tour de fer construite à Paris pour l'Exposition universelle de 1889 ?",
                        "Which monument is an iron tower built in Paris for the World's Fair of 1889?",
                    ],
                ),
                pair(
                    ["le château de Versailles", "the palace of Versailles"],
                    [
                        "le palais de Louis XIV, près de Paris",
                        "the palace of Louis XIV, near Paris",
                    ],
                    [
                        "Qu'est-ce que le château de Versailles ?",
                        "What is the palace of Versailles?",
                    ],
                    [
                        "Quel lieu touristique est le palais de Louis XIV, près de Paris ?",
                        "Which tourist site is the palace of Louis XIV, near Paris?",
                    ],
                ),
                pair(
                    ["Chamonix", "Chamonix"],
                    [
                        "une station de sports d'hiver au pied du mont Blanc",
                        "a winter sports resort at the foot of Mont Blanc",
                    ],
                    ["Qu'est-ce que Chamonix ?", "What is Chamonix?"],
                    [
                        "Quel lieu touristique est une station de sports d'hiver au pied du mont Blanc ?",
                        "Which tourist site is a winter sports resort at the foot of Mont Blanc?",
                    ],
                ),
                pair(
                    ["la Côte d'Azur", "the French Riviera"],
                    [
                        "un littoral de la mer Méditerranée, très fréquenté en été",
                        "a coast of the Mediterranean Sea, very busy in summer",
                    ],
                    [
                        "Qu'est-ce que la Côte d'Azur ?",
                        "What is the French Riviera?",
                    ],
                    [
                        "Quel lieu touristique est un littoral de la mer Méditerranée, très fréquenté en été ?",
                        "Which tourist site is a coast of the Mediterranean Sea, very busy in summer?",
                    ],
                ),
                pair(
                    ["les châteaux de la Loire", "the châteaux of the Loire"],
                    [
                        "des châteaux de la Renaissance construits dans la vallée de la Loire",
                        "Renaissance castles built in the Loire valley",
                    ],
                    [
                        "Que sont les châteaux de la Loire ?",
                        "What are the châteaux of the Loire?",
                    ],
                    [
                        "Quels lieux touristiques sont des châteaux de la Renaissance construits dans la vallée de la Loire ?",
                        "Which tourist sites are Renaissance castles built in the Loire valley?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les lieux pour se cultiver", "Places for culture"],
        which: [
            "Parmi ces lieux, lesquels sont des lieux où l'on se cultive ?",
            "Which of these places are places for culture?",
        ],
        which_not: [
            "Parmi ces lieux, lesquels ne sont pas des lieux où l'on se cultive ?",
            "Which of these places are not places for culture?",
        ],
        members: &[
            ["un musée", "a museum"],
            ["une bibliothèque", "a library"],
            ["un théâtre", "a theatre"],
            ["une salle de concert", "a concert hall"],
        ],
        others: &[
            ["une usine", "a factory"],
            ["un entrepôt", "a warehouse"],
            ["une station d'épuration", "a sewage works"],
            ["un parking", "a car park"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "De la campagne au cœur de la ville",
            "From the countryside to the heart of the city",
        ],
        order: [
            "Range ces espaces de la campagne jusqu'au cœur de la ville.",
            "Put these areas in order, from the countryside to the heart of the city.",
        ],
        backward: [
            "Range ces espaces du cœur de la ville jusqu'à la campagne.",
            "Put these areas in order, from the heart of the city to the countryside.",
        ],
        next: [
            "En allant de la campagne vers le cœur de la ville, quel espace vient juste après « {} » ?",
            "Going from the countryside to the heart of the city, which area comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : en allant de la campagne vers le cœur de la ville, on traverse « {a} » avant « {b} ».",
            "True or false: going from the countryside to the heart of the city, you cross “{a}” before “{b}”.",
        ],
        steps: &[
            ["l'espace rural", "the rural area"],
            ["l'espace périurbain", "the periurban area"],
            ["la banlieue", "the suburbs"],
            ["le centre-ville", "the town centre"],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année les salariés français obtiennent-ils leurs premiers congés payés ?",
                "In which year do French employees get their first paid holidays?",
            ],
            ["les premiers congés payés", "the first paid holidays"],
            1936.0,
        ),
        count(
            [
                "Combien de semaines de congés payés un salarié a-t-il par an en France aujourd'hui ?",
                "How many weeks of paid holiday does an employee have per year in France today?",
            ],
            [
                "les semaines de congés payés par an",
                "the weeks of paid holiday per year",
            ],
            5.0,
        ),
        year(
            [
                "En quelle année la tour Eiffel est-elle inaugurée ?",
                "In which year is the Eiffel Tower opened?",
            ],
            [
                "l'inauguration de la tour Eiffel",
                "the opening of the Eiffel Tower",
            ],
            1889.0,
        ),
    ],
    diagrams: &[],
};

/// Consommer en France (CM1, géographie, thème 3).
pub(crate) static CONSOMMER: Bank = Bank {
    chapter: "histoire-geographie-cm1-consommer-en-france",
    title: ["Consommer en France", "Consuming in France"],
    relations: &[
        Relation {
            name: ["Produire de l'énergie", "Producing energy"],
            matching: [
                "Associe chaque mot de l'énergie à sa définition.",
                "Match each word about energy with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["une énergie renouvelable", "a renewable energy"],
                    [
                        "une énergie qui ne s'épuise pas, comme celle du vent ou du soleil",
                        "an energy that does not run out, like that of the wind or the sun",
                    ],
                    [
                        "Qu'est-ce qu'une énergie renouvelable ?",
                        "What is a renewable energy?",
                    ],
                ),
                word!(
                    ["une énergie fossile", "a fossil energy"],
                    [
                        "une énergie tirée du sous-sol qui s'épuise, comme le pétrole ou le charbon",
                        "an energy taken from underground that runs out, like oil or coal",
                    ],
                    [
                        "Qu'est-ce qu'une énergie fossile ?",
                        "What is a fossil energy?"
                    ],
                ),
                word!(
                    ["une centrale nucléaire", "a nuclear power station"],
                    [
                        "une usine qui produit de l'électricité avec de l'uranium",
                        "a plant that produces electricity with uranium",
                    ],
                    [
                        "Qu'est-ce qu'une centrale nucléaire ?",
                        "What is a nuclear power station?",
                    ],
                ),
                word!(
                    ["une éolienne", "a wind turbine"],
                    [
                        "une machine qui produit de l'électricité grâce au vent",
                        "a machine that produces electricity using the wind",
                    ],
                    ["Qu'est-ce qu'une éolienne ?", "What is a wind turbine?"],
                ),
                word!(
                    ["un panneau photovoltaïque", "a solar panel"],
                    [
                        "un équipement qui produit de l'électricité grâce à la lumière du soleil",
                        "a device that produces electricity using sunlight",
                    ],
                    [
                        "Qu'est-ce qu'un panneau photovoltaïque ?",
                        "What is a solar panel?",
                    ],
                ),
                word!(
                    ["un barrage hydroélectrique", "a hydroelectric dam"],
                    [
                        "un mur qui retient l'eau d'une rivière pour produire de l'électricité",
                        "a wall that holds back the water of a river to produce electricity",
                    ],
                    [
                        "Qu'est-ce qu'un barrage hydroélectrique ?",
                        "What is a hydroelectric dam?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["L'eau et l'alimentation", "Water and food"],
            matching: [
                "Associe chaque mot de l'eau et de l'alimentation à sa définition.",
                "Match each word about water and food with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["l'eau potable", "drinking water"],
                    [
                        "une eau que l'on peut boire sans danger pour la santé",
                        "water that can be drunk without danger to health",
                    ],
                    ["Qu'est-ce que l'eau potable ?", "What is drinking water?"],
                ),
                word!(
                    ["une nappe phréatique", "an aquifer"],
                    [
                        "une réserve d'eau cachée dans le sous-sol",
                        "a store of water hidden underground",
                    ],
                    ["Qu'est-ce qu'une nappe phréatique ?", "What is an aquifer?"],
                ),
                word!(
                    ["un château d'eau", "a water tower"],
                    [
                        "un grand réservoir placé en hauteur, qui distribue l'eau dans les maisons",
                        "a large tank placed high up, which supplies water to homes",
                    ],
                    ["Qu'est-ce qu'un château d'eau ?", "What is a water tower?"],
                ),
                word!(
                    ["une station d'épuration", "a sewage works"],
                    [
                        "une usine qui nettoie les eaux usées avant de les rejeter dans la nature",
                        "a plant that cleans waste water before releasing it into nature",
                    ],
                    [
                        "Qu'est-ce qu'une station d'épuration ?",
                        "What is a sewage works?",
                    ],
                ),
                word!(
                    ["l'agriculture biologique", "organic farming"],
                    [
                        "une agriculture qui n'utilise pas d'engrais ni de pesticides chimiques",
                        "a kind of farming that uses no chemical fertilisers or pesticides",
                    ],
                    [
                        "Qu'est-ce que l'agriculture biologique ?",
                        "What is organic farming?",
                    ],
                ),
                word!(
                    ["un circuit court", "a short supply chain"],
                    [
                        "une vente avec au plus un intermédiaire entre le producteur et le consommateur",
                        "a sale with at most one intermediary between the producer and the consumer",
                    ],
                    [
                        "Qu'est-ce qu'un circuit court ?",
                        "What is a short supply chain?"
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
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
            ["le vent", "the wind"],
            ["le soleil", "the sun"],
            ["l'eau des rivières", "the water of rivers"],
            ["le bois", "wood"],
        ],
        others: &[
            ["le pétrole", "oil"],
            ["le charbon", "coal"],
            ["le gaz naturel", "natural gas"],
            ["l'uranium", "uranium"],
        ],
    }],
    sequences: &[Sequence {
        name: ["Le trajet de l'eau", "The journey of water"],
        order: [
            "Range dans l'ordre les étapes du trajet de l'eau que nous utilisons.",
            "Put in order the steps of the journey of the water we use.",
        ],
        backward: [
            "Range les étapes du trajet de l'eau de la dernière à la première.",
            "Put the steps of the journey of water in order from last to first.",
        ],
        next: [
            "Sur le trajet de l'eau que nous utilisons, quelle étape vient juste après « {} » ?",
            "On the journey of the water we use, which step comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : sur le trajet de l'eau, « {a} » vient avant « {b} ».",
            "True or false: on the journey of water, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "l'eau est pompée dans une rivière ou une nappe phréatique",
                "water is pumped from a river or an aquifer",
            ],
            [
                "l'eau est rendue potable dans une usine de traitement",
                "water is made drinkable in a treatment plant",
            ],
            [
                "l'eau est stockée dans un château d'eau",
                "water is stored in a water tower",
            ],
            [
                "l'eau coule au robinet de la maison",
                "water comes out of the tap at home",
            ],
            [
                "les eaux usées sont nettoyées dans une station d'épuration",
                "waste water is cleaned in a sewage works",
            ],
            [
                "l'eau nettoyée retourne à la rivière",
                "the cleaned water returns to the river",
            ],
        ],
    }],
    numbers: &[
        count(
            [
                "Combien de fruits et légumes par jour conseille-t-on de manger pour être en bonne santé ?",
                "How many portions of fruit and vegetables a day are we advised to eat to stay healthy?",
            ],
            [
                "les fruits et légumes conseillés par jour",
                "the fruit and vegetables advised per day",
            ],
            5.0,
        ),
        count(
            [
                "Combien de repas par jour, avec le goûter, conseille-t-on aux enfants ?",
                "How many meals a day, counting the afternoon snack, are children advised to have?",
            ],
            ["les repas d'un enfant par jour", "a child's meals per day"],
            4.0,
        ),
    ],
    diagrams: &[],
};

/// Le temps de la République (CM2, histoire, thème 1).
pub(crate) static REPUBLIQUE: Bank = Bank {
    chapter: "histoire-geographie-cm2-le-temps-de-la-republique",
    title: ["Le temps de la République", "The time of the Republic"],
    relations: &[
        Relation {
            name: ["Les personnages", "The people"],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what they did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Victor Schœlcher", "Victor Schœlcher"],
                    [
                        "l'homme politique qui fait abolir l'esclavage en 1848",
                        "the politician who has slavery abolished in 1848",
                    ],
                    ["Qui était Victor Schœlcher ?", "Who was Victor Schœlcher?"],
                    [
                        "Quel homme politique fait abolir l'esclavage en 1848 ?",
                        "Which politician has slavery abolished in 1848?",
                    ],
                ),
                pair(
                    ["Napoléon III", "Napoleon III"],
                    [
                        "le dernier empereur des Français, de 1852 à 1870",
                        "the last Emperor of the French, from 1852 to 1870",
                    ],
                    ["Qui était Napoléon III ?", "Who was Napoleon III?"],
                    [
                        "Qui fut le dernier empereur des Français, de 1852 à 1870 ?",
                        "Who was the last Emperor of the French, from 1852 to 1870?",
                    ],
                ),
                pair(
                    ["Victor Hugo", "Victor Hugo"],
                    [
                        "l'écrivain républicain, exilé pendant tout le Second Empire",
                        "the republican writer, in exile during the whole Second Empire",
                    ],
                    ["Qui était Victor Hugo ?", "Who was Victor Hugo?"],
                    [
                        "Quel écrivain républicain a été exilé pendant tout le Second Empire ?",
                        "Which republican writer was in exile during the whole Second Empire?",
                    ],
                ),
                pair(
                    ["Jules Ferry", "Jules Ferry"],
                    [
                        "le ministre qui rend l'école primaire gratuite, laïque et obligatoire",
                        "the minister who makes primary school free, secular and compulsory",
                    ],
                    ["Qui était Jules Ferry ?", "Who was Jules Ferry?"],
                    [
                        "Quel ministre rend l'école primaire gratuite, laïque et obligatoire ?",
                        "Which minister makes primary school free, secular and compulsory?",
                    ],
                ),
                pair(
                    ["Hubertine Auclert", "Hubertine Auclert"],
                    [
                        "la militante qui réclame le droit de vote pour les femmes à la fin du XIXe siècle",
                        "the activist who demands the right to vote for women at the end of the 19th century",
                    ],
                    [
                        "Qui était Hubertine Auclert ?",
                        "Who was Hubertine Auclert?",
                    ],
                    [
                        "Quelle militante réclame le droit de vote pour les femmes à la fin du XIXe siècle ?",
                        "Which activist demands the right to vote for women at the end of the 19th century?",
                    ],
                ),
                pair(
                    ["Charles de Gaulle", "Charles de Gaulle"],
                    [
                        "le général qui dirige le gouvernement quand les femmes obtiennent le droit de vote en 1944",
                        "the general who heads the government when women get the right to vote in 1944",
                    ],
                    [
                        "Qui était Charles de Gaulle ?",
                        "Who was Charles de Gaulle?",
                    ],
                    [
                        "Quel général dirige le gouvernement quand les femmes obtiennent le droit de vote en 1944 ?",
                        "Which general heads the government when women get the right to vote in 1944?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les symboles et les mots de la République",
                "The symbols and words of the Republic",
            ],
            matching: [
                "Associe chaque symbole ou mot à ce qu'il désigne.",
                "Match each symbol or word with what it stands for.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Marianne", "Marianne"],
                    [
                        "la figure de femme au bonnet phrygien qui représente la République",
                        "the figure of a woman in a Phrygian cap who stands for the Republic",
                    ],
                    ["Qui est Marianne ?", "Who is Marianne?"],
                    [
                        "Comment appelle-t-on la figure de femme au bonnet phrygien qui représente la République ?",
                        "What do we call the figure of a woman in a Phrygian cap who stands for the Republic?",
                    ],
                ),
                pair(
                    ["La Marseillaise", "La Marseillaise"],
                    [
                        "l'hymne national de la France",
                        "the national anthem of France",
                    ],
                    [
                        "Qu'est-ce que La Marseillaise ?",
                        "What is La Marseillaise?",
                    ],
                    [
                        "Comment s'appelle l'hymne national de la France ?",
                        "What is the name of the national anthem of France?",
                    ],
                ),
                pair(
                    ["le 14 Juillet", "the 14th of July"],
                    [
                        "la fête nationale de la France",
                        "the national holiday of France",
                    ],
                    ["Qu'est-ce que le 14 Juillet ?", "What is the 14th of July?"],
                    [
                        "Quel jour est la fête nationale de la France ?",
                        "Which day is the national holiday of France?",
                    ],
                ),
                pair(
                    [
                        "« Liberté, Égalité, Fraternité »",
                        "“Liberty, Equality, Fraternity”",
                    ],
                    [
                        "la devise de la République française",
                        "the motto of the French Republic",
                    ],
                    [
                        "Qu'est-ce que « Liberté, Égalité, Fraternité » ?",
                        "What is “Liberty, Equality, Fraternity”?",
                    ],
                    [
                        "Quelle est la devise de la République française ?",
                        "What is the motto of the French Republic?",
                    ],
                ),
                word!(
                    ["le suffrage universel", "universal suffrage"],
                    [
                        "le droit de vote donné à tous les citoyens adultes",
                        "the right to vote given to all adult citizens",
                    ],
                    [
                        "Qu'est-ce que le suffrage universel ?",
                        "What is universal suffrage?",
                    ],
                ),
                word!(
                    ["la laïcité", "secularism"],
                    [
                        "le principe qui sépare les religions et l'État",
                        "the principle that separates religions and the State",
                    ],
                    ["Qu'est-ce que la laïcité ?", "What is secularism?"],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les symboles de la République",
            "The symbols of the Republic",
        ],
        which: [
            "Parmi ces symboles, lesquels sont des symboles de la République française ?",
            "Which of these symbols are symbols of the French Republic?",
        ],
        which_not: [
            "Parmi ces symboles, lesquels ne sont pas des symboles de la République française ?",
            "Which of these symbols are not symbols of the French Republic?",
        ],
        members: &[
            ["Marianne", "Marianne"],
            [
                "le drapeau bleu, blanc, rouge",
                "the blue, white and red flag",
            ],
            ["La Marseillaise", "La Marseillaise"],
            [
                "la devise « Liberté, Égalité, Fraternité »",
                "the motto “Liberty, Equality, Fraternity”",
            ],
        ],
        others: &[
            ["la fleur de lys", "the fleur-de-lis"],
            ["la couronne du roi", "the king's crown"],
            ["le sceptre du roi", "the king's sceptre"],
            ["l'aigle de Napoléon", "Napoleon's eagle"],
        ],
    }],
    sequences: &[timeline(
        ["La République s'installe", "The Republic takes root"],
        &[
            ["l'abolition de l'esclavage", "the abolition of slavery"],
            [
                "la proclamation de la IIIe République",
                "the proclamation of the Third Republic",
            ],
            [
                "le 14 Juillet devient la fête nationale",
                "the 14th of July becomes the national holiday",
            ],
            [
                "la loi Ferry rend l'école obligatoire",
                "the Ferry law makes school compulsory",
            ],
            [
                "la République fête ses cent ans",
                "the Republic celebrates its hundredth birthday",
            ],
            [
                "la loi de séparation des Églises et de l'État",
                "the law separating the Churches and the State",
            ],
            [
                "les femmes obtiennent le droit de vote",
                "women get the right to vote",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année l'esclavage est-il aboli en France ?",
                "In which year is slavery abolished in France?",
            ],
            ["l'abolition de l'esclavage", "the abolition of slavery"],
            1848.0,
        ),
        year(
            [
                "En quelle année la IIIe République est-elle proclamée ?",
                "In which year is the Third Republic proclaimed?",
            ],
            [
                "la proclamation de la IIIe République",
                "the proclamation of the Third Republic",
            ],
            1870.0,
        ),
        year(
            [
                "En quelle année le 14 Juillet devient-il la fête nationale ?",
                "In which year does the 14th of July become the national holiday?",
            ],
            [
                "le 14 Juillet, fête nationale",
                "the 14th of July as national holiday",
            ],
            1880.0,
        ),
        year(
            [
                "En quelle année une loi de Jules Ferry rend-elle l'école obligatoire ?",
                "In which year does a law of Jules Ferry make school compulsory?",
            ],
            ["l'école obligatoire", "compulsory schooling"],
            1882.0,
        ),
        year(
            [
                "En quelle année est votée la loi de séparation des Églises et de l'État ?",
                "In which year is the law separating the Churches and the State passed?",
            ],
            [
                "la loi de séparation des Églises et de l'État",
                "the law separating the Churches and the State",
            ],
            1905.0,
        ),
        year(
            [
                "En quelle année les femmes obtiennent-elles le droit de vote en France ?",
                "In which year do women get the right to vote in France?",
            ],
            ["le droit de vote des femmes", "women's right to vote"],
            1944.0,
        ),
    ],
    diagrams: &[],
};

/// L'âge industriel en France (CM2, histoire, thème 2).
pub(crate) static INDUSTRIEL: Bank = Bank {
    chapter: "histoire-geographie-cm2-l-age-industriel-en-france",
    title: ["L'âge industriel en France", "The industrial age in France"],
    relations: &[
        Relation {
            name: [
                "Les mots de l'âge industriel",
                "The words of the industrial age",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la machine à vapeur", "the steam engine"],
                    [
                        "une machine qui utilise la force de la vapeur d'eau pour produire un mouvement",
                        "a machine that uses the force of steam to produce movement",
                    ],
                    [
                        "Qu'est-ce que la machine à vapeur ?",
                        "What is the steam engine?"
                    ],
                ),
                word!(
                    ["une usine", "a factory"],
                    [
                        "un grand bâtiment où des ouvriers fabriquent des produits en grande quantité avec des machines",
                        "a large building where workers make goods in large numbers with machines",
                    ],
                    ["Qu'est-ce qu'une usine ?", "What is a factory?"],
                ),
                word!(
                    ["un mineur", "a miner"],
                    [
                        "un ouvrier qui extrait le charbon au fond de la mine",
                        "a worker who digs out coal deep in the mine",
                    ],
                    ["Qu'est-ce qu'un mineur ?", "What is a miner?"],
                ),
                word!(
                    ["un grand magasin", "a department store"],
                    [
                        "un très grand commerce de ville qui vend toutes sortes de produits à prix fixe",
                        "a very large town shop that sells all kinds of goods at fixed prices",
                    ],
                    [
                        "Qu'est-ce qu'un grand magasin ?",
                        "What is a department store?"
                    ],
                ),
                word!(
                    ["l'exode rural", "the rural exodus"],
                    [
                        "le départ des habitants des campagnes vers les villes",
                        "the departure of country people for the towns",
                    ],
                    ["Qu'est-ce que l'exode rural ?", "What is the rural exodus?"],
                ),
                word!(
                    ["une grève", "a strike"],
                    [
                        "l'arrêt du travail par des salariés pour obtenir de meilleures conditions",
                        "a stop of work by employees to obtain better conditions",
                    ],
                    ["Qu'est-ce qu'une grève ?", "What is a strike?"],
                ),
                word!(
                    ["le chemin de fer", "the railway"],
                    [
                        "le transport par des trains qui roulent sur des rails",
                        "transport by trains running on rails",
                    ],
                    ["Qu'est-ce que le chemin de fer ?", "What is the railway?"],
                ),
            ],
        },
        Relation {
            name: ["Les personnages", "The people"],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what they did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["James Watt", "James Watt"],
                    [
                        "l'ingénieur écossais qui perfectionne la machine à vapeur",
                        "the Scottish engineer who improves the steam engine",
                    ],
                    ["Qui était James Watt ?", "Who was James Watt?"],
                    [
                        "Quel ingénieur écossais perfectionne la machine à vapeur ?",
                        "Which Scottish engineer improves the steam engine?",
                    ],
                ),
                pair(
                    ["Aristide Boucicaut", "Aristide Boucicaut"],
                    [
                        "le commerçant qui fait du Bon Marché, à Paris, un des premiers grands magasins",
                        "the shopkeeper who turns Le Bon Marché, in Paris, into one of the first department stores",
                    ],
                    [
                        "Qui était Aristide Boucicaut ?",
                        "Who was Aristide Boucicaut?",
                    ],
                    [
                        "Quel commerçant fait du Bon Marché, à Paris, un des premiers grands magasins ?",
                        "Which shopkeeper turns Le Bon Marché, in Paris, into one of the first department stores?",
                    ],
                ),
                pair(
                    ["Émile Zola", "Émile Zola"],
                    [
                        "l'écrivain qui raconte la vie des mineurs dans Germinal",
                        "the writer who tells the life of miners in Germinal",
                    ],
                    ["Qui était Émile Zola ?", "Who was Émile Zola?"],
                    [
                        "Quel écrivain raconte la vie des mineurs dans Germinal ?",
                        "Which writer tells the life of miners in Germinal?",
                    ],
                ),
                pair(
                    ["Gustave Eiffel", "Gustave Eiffel"],
                    [
                        "l'ingénieur dont l'entreprise construit la tour de fer de l'Exposition universelle de 1889",
                        "the engineer whose company builds the iron tower of the 1889 World's Fair",
                    ],
                    ["Qui était Gustave Eiffel ?", "Who was Gustave Eiffel?"],
                    [
                        "Quel ingénieur a donné son nom à la tour de fer de l'Exposition universelle de 1889 ?",
                        "Which engineer gave his name to the iron tower of the 1889 World's Fair?",
                    ],
                ),
                pair(
                    ["Louis Pasteur", "Louis Pasteur"],
                    [
                        "le savant qui met au point le vaccin contre la rage",
                        "the scientist who develops the rabies vaccine",
                    ],
                    ["Qui était Louis Pasteur ?", "Who was Louis Pasteur?"],
                    [
                        "Quel savant met au point le vaccin contre la rage ?",
                        "Which scientist develops the rabies vaccine?",
                    ],
                ),
                pair(
                    ["les frères Lumière", "the Lumière brothers"],
                    [
                        "les inventeurs du cinématographe, présenté en 1895",
                        "the inventors of the cinematograph, shown in 1895",
                    ],
                    [
                        "Qui étaient les frères Lumière ?",
                        "Who were the Lumière brothers?",
                    ],
                    [
                        "Qui a inventé le cinématographe, présenté en 1895 ?",
                        "Who invented the cinematograph, shown in 1895?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les inventions du XIXe siècle",
            "Inventions of the 19th century",
        ],
        which: [
            "Parmi ces inventions, lesquelles datent du XIXe siècle ?",
            "Which of these inventions date from the 19th century?",
        ],
        which_not: [
            "Parmi ces inventions, lesquelles ne datent pas du XIXe siècle ?",
            "Which of these inventions do not date from the 19th century?",
        ],
        members: &[
            ["la locomotive à vapeur", "the steam locomotive"],
            ["la photographie", "photography"],
            ["l'ampoule électrique", "the light bulb"],
            ["le cinématographe", "the cinematograph"],
        ],
        others: &[
            ["l'imprimerie", "the printing press"],
            ["la boussole", "the compass"],
            ["l'ordinateur portable", "the laptop computer"],
            ["le téléphone portable", "the mobile phone"],
        ],
    }],
    sequences: &[timeline(
        ["Au temps de l'industrie", "In the time of industry"],
        &[
            [
                "une loi interdit le travail en usine des enfants de moins de 8 ans",
                "a law forbids factory work for children under 8",
            ],
            [
                "Aristide Boucicaut transforme le Bon Marché en grand magasin",
                "Aristide Boucicaut turns Le Bon Marché into a department store",
            ],
            [
                "Émile Zola publie Germinal",
                "Émile Zola publishes Germinal",
            ],
            ["la tour Eiffel est inaugurée", "the Eiffel Tower is opened"],
            [
                "les frères Lumière présentent le cinématographe",
                "the Lumière brothers show the cinematograph",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année une loi interdit-elle le travail en usine des enfants de moins de 8 ans ?",
                "In which year does a law forbid factory work for children under 8?",
            ],
            [
                "la loi sur le travail des enfants",
                "the law on child labour",
            ],
            1841.0,
        ),
        year(
            [
                "En quelle année Émile Zola publie-t-il Germinal ?",
                "In which year does Émile Zola publish Germinal?",
            ],
            ["la parution de Germinal", "the publication of Germinal"],
            1885.0,
        ),
        year(
            [
                "En quelle année la tour Eiffel est-elle inaugurée, pour l'Exposition universelle ?",
                "In which year is the Eiffel Tower opened, for the World's Fair?",
            ],
            ["la tour Eiffel", "the Eiffel Tower"],
            1889.0,
        ),
        year(
            [
                "En quelle année les frères Lumière présentent-ils le cinématographe au public ?",
                "In which year do the Lumière brothers show the cinematograph to the public?",
            ],
            ["le cinématographe", "the cinematograph"],
            1895.0,
        ),
    ],
    diagrams: &[],
};

/// La France, des guerres mondiales à l'Union européenne (CM2, histoire, thème 3).
pub(crate) static GUERRES: Bank = Bank {
    chapter: "histoire-geographie-cm2-des-guerres-mondiales-a-l-union-europeenne",
    title: [
        "Des guerres mondiales à l'Union européenne",
        "From the world wars to the European Union",
    ],
    relations: &[
        Relation {
            name: ["Les personnages", "The people"],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what they did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Georges Clemenceau", "Georges Clemenceau"],
                    [
                        "le chef du gouvernement qui mène la France à la victoire en 1918",
                        "the head of government who leads France to victory in 1918",
                    ],
                    [
                        "Qui était Georges Clemenceau ?",
                        "Who was Georges Clemenceau?",
                    ],
                    [
                        "Quel chef du gouvernement mène la France à la victoire en 1918 ?",
                        "Which head of government leads France to victory in 1918?",
                    ],
                ),
                pair(
                    ["Adolf Hitler", "Adolf Hitler"],
                    [
                        "le dictateur nazi qui dirige l'Allemagne de 1933 à 1945",
                        "the Nazi dictator who rules Germany from 1933 to 1945",
                    ],
                    ["Qui était Adolf Hitler ?", "Who was Adolf Hitler?"],
                    [
                        "Quel dictateur nazi dirige l'Allemagne de 1933 à 1945 ?",
                        "Which Nazi dictator rules Germany from 1933 to 1945?",
                    ],
                ),
                pair(
                    ["Philippe Pétain", "Philippe Pétain"],
                    [
                        "le maréchal qui dirige le régime de Vichy et collabore avec l'Allemagne nazie",
                        "the marshal who leads the Vichy regime and collaborates with Nazi Germany",
                    ],
                    ["Qui était Philippe Pétain ?", "Who was Philippe Pétain?"],
                    [
                        "Quel maréchal dirige le régime de Vichy et collabore avec l'Allemagne nazie ?",
                        "Which marshal leads the Vichy regime and collaborates with Nazi Germany?",
                    ],
                ),
                pair(
                    ["Charles de Gaulle", "Charles de Gaulle"],
                    [
                        "le général qui appelle les Français à continuer le combat le 18 juin 1940",
                        "the general who calls on the French to keep fighting on 18 June 1940",
                    ],
                    [
                        "Qui était Charles de Gaulle ?",
                        "Who was Charles de Gaulle?",
                    ],
                    [
                        "Quel général appelle les Français à continuer le combat le 18 juin 1940 ?",
                        "Which general calls on the French to keep fighting on 18 June 1940?",
                    ],
                ),
                pair(
                    ["Jean Moulin", "Jean Moulin"],
                    [
                        "le résistant qui unit les mouvements de la Résistance en France",
                        "the Resistance fighter who unites the Resistance movements in France",
                    ],
                    ["Qui était Jean Moulin ?", "Who was Jean Moulin?"],
                    [
                        "Quel résistant unit les mouvements de la Résistance en France ?",
                        "Which Resistance fighter unites the Resistance movements in France?",
                    ],
                ),
                pair(
                    ["Robert Schuman", "Robert Schuman"],
                    [
                        "le ministre qui propose en 1950 de mettre en commun le charbon et l'acier en Europe",
                        "the minister who proposes in 1950 to pool coal and steel in Europe",
                    ],
                    ["Qui était Robert Schuman ?", "Who was Robert Schuman?"],
                    [
                        "Quel ministre propose en 1950 de mettre en commun le charbon et l'acier en Europe ?",
                        "Which minister proposes in 1950 to pool coal and steel in Europe?",
                    ],
                ),
                pair(
                    ["Simone Veil", "Simone Veil"],
                    [
                        "la rescapée d'Auschwitz devenue la première présidente du Parlement européen élu",
                        "the Auschwitz survivor who became the first president of the elected European Parliament",
                    ],
                    ["Qui était Simone Veil ?", "Who was Simone Veil?"],
                    [
                        "Quelle rescapée d'Auschwitz est devenue la première présidente du Parlement européen élu ?",
                        "Which Auschwitz survivor became the first president of the elected European Parliament?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les mots des guerres et de la paix",
                "The words of war and peace",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["un poilu", "a poilu"],
                    [
                        "un soldat français de la Première Guerre mondiale",
                        "a French soldier of the First World War",
                    ],
                    ["Qu'est-ce qu'un poilu ?", "What was a poilu?"],
                ),
                word!(
                    ["une tranchée", "a trench"],
                    [
                        "un fossé creusé par les soldats pour se protéger des tirs ennemis",
                        "a ditch dug by soldiers to protect themselves from enemy fire",
                    ],
                    ["Qu'est-ce qu'une tranchée ?", "What is a trench?"],
                ),
                word!(
                    ["un armistice", "an armistice"],
                    [
                        "un accord qui arrête les combats",
                        "an agreement that stops the fighting",
                    ],
                    ["Qu'est-ce qu'un armistice ?", "What is an armistice?"],
                ),
                word!(
                    ["la Résistance", "the Resistance"],
                    [
                        "la lutte des Français qui refusent l'occupation allemande",
                        "the struggle of the French who refuse the German occupation",
                    ],
                    ["Qu'est-ce que la Résistance ?", "What was the Resistance?"],
                ),
                word!(
                    ["la Shoah", "the Holocaust"],
                    [
                        "l'extermination des Juifs d'Europe par les nazis",
                        "the extermination of the Jews of Europe by the Nazis",
                    ],
                    ["Qu'est-ce que la Shoah ?", "What was the Holocaust?"],
                ),
                word!(
                    ["l'euro", "the euro"],
                    [
                        "la monnaie commune de nombreux pays de l'Union européenne",
                        "the common currency of many countries of the European Union",
                    ],
                    ["Qu'est-ce que l'euro ?", "What is the euro?"],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les six pays fondateurs de l'Europe",
            "The six founding countries of Europe",
        ],
        which: [
            "Parmi ces pays, lesquels ont signé le traité de Rome en 1957 ?",
            "Which of these countries signed the Treaty of Rome in 1957?",
        ],
        which_not: [
            "Parmi ces pays, lesquels n'ont pas signé le traité de Rome en 1957 ?",
            "Which of these countries did not sign the Treaty of Rome in 1957?",
        ],
        members: &[
            ["la France", "France"],
            ["l'Allemagne de l'Ouest", "West Germany"],
            ["l'Italie", "Italy"],
            ["la Belgique", "Belgium"],
            ["les Pays-Bas", "the Netherlands"],
            ["le Luxembourg", "Luxembourg"],
        ],
        others: &[
            ["le Royaume-Uni", "the United Kingdom"],
            ["l'Espagne", "Spain"],
            ["la Pologne", "Poland"],
            ["la Suisse", "Switzerland"],
        ],
    }],
    sequences: &[timeline(
        [
            "Des guerres à la paix en Europe",
            "From war to peace in Europe",
        ],
        &[
            [
                "le début de la Première Guerre mondiale",
                "the start of the First World War",
            ],
            ["la bataille de Verdun", "the battle of Verdun"],
            ["l'armistice du 11 novembre", "the armistice of 11 November"],
            [
                "le début de la Seconde Guerre mondiale",
                "the start of the Second World War",
            ],
            ["l'appel du général de Gaulle", "General de Gaulle's appeal"],
            ["le débarquement en Normandie", "the Normandy landings"],
            [
                "la signature du traité de Rome",
                "the signing of the Treaty of Rome",
            ],
            [
                "l'arrivée des pièces et des billets en euros",
                "the arrival of euro coins and notes",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année commence la Première Guerre mondiale ?",
                "In which year does the First World War begin?",
            ],
            [
                "le début de la Première Guerre mondiale",
                "the start of the First World War",
            ],
            1914.0,
        ),
        year(
            [
                "En quelle année a lieu la bataille de Verdun ?",
                "In which year does the battle of Verdun take place?",
            ],
            ["la bataille de Verdun", "the battle of Verdun"],
            1916.0,
        ),
        year(
            [
                "En quelle année l'armistice du 11 novembre met-il fin aux combats de la Première Guerre mondiale ?",
                "In which year does the armistice of 11 November end the fighting of the First World War?",
            ],
            ["l'armistice du 11 novembre", "the armistice of 11 November"],
            1918.0,
        ),
        year(
            [
                "En quelle année commence la Seconde Guerre mondiale ?",
                "In which year does the Second World War begin?",
            ],
            [
                "le début de la Seconde Guerre mondiale",
                "the start of the Second World War",
            ],
            1939.0,
        ),
        year(
            [
                "En quelle année la Seconde Guerre mondiale se termine-t-elle ?",
                "In which year does the Second World War end?",
            ],
            [
                "la fin de la Seconde Guerre mondiale",
                "the end of the Second World War",
            ],
            1945.0,
        ),
        year(
            [
                "En quelle année six pays signent-ils le traité de Rome ?",
                "In which year do six countries sign the Treaty of Rome?",
            ],
            ["le traité de Rome", "the Treaty of Rome"],
            1957.0,
        ),
    ],
    diagrams: &[],
};

/// Se déplacer (CM2, géographie, thème 1).
pub(crate) static SE_DEPLACER: Bank = Bank {
    chapter: "histoire-geographie-cm2-se-deplacer",
    title: ["Se déplacer", "Getting around"],
    relations: &[
        Relation {
            name: ["Les mots des déplacements", "The words of travel"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la mobilité", "mobility"],
                    [
                        "l'ensemble des déplacements des personnes",
                        "all the journeys people make",
                    ],
                    ["Qu'est-ce que la mobilité ?", "What is mobility?"],
                ),
                word!(
                    ["un transport en commun", "public transport"],
                    [
                        "un moyen de transport partagé par de nombreux voyageurs, comme le bus ou le métro",
                        "a means of transport shared by many passengers, like the bus or the underground",
                    ],
                    [
                        "Qu'est-ce qu'un transport en commun ?",
                        "What is public transport?",
                    ],
                ),
                word!(
                    ["le covoiturage", "car sharing"],
                    [
                        "le partage d'une voiture par plusieurs personnes qui font le même trajet",
                        "the sharing of one car by several people making the same journey",
                    ],
                    ["Qu'est-ce que le covoiturage ?", "What is car sharing?"],
                ),
                word!(
                    ["un embouteillage", "a traffic jam"],
                    [
                        "une longue file de voitures bloquées sur une route trop chargée",
                        "a long line of cars stuck on an overloaded road",
                    ],
                    ["Qu'est-ce qu'un embouteillage ?", "What is a traffic jam?"],
                ),
                word!(
                    ["un réseau de transport", "a transport network"],
                    [
                        "l'ensemble des lignes et des routes qui relient des lieux entre eux",
                        "all the lines and roads that link places together",
                    ],
                    [
                        "Qu'est-ce qu'un réseau de transport ?",
                        "What is a transport network?",
                    ],
                ),
                word!(
                    ["une mobilité douce", "active travel"],
                    [
                        "une façon de se déplacer sans moteur, comme la marche ou le vélo",
                        "a way of getting around without an engine, like walking or cycling",
                    ],
                    [
                        "Qu'est-ce qu'une mobilité douce ?",
                        "What is active travel?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Où prendre chaque transport",
                "Where to board each transport",
            ],
            matching: [
                "Associe chaque moyen de transport au lieu où l'on monte à bord.",
                "Match each means of transport with the place where you board it.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'avion", "the plane"],
                    ["un aéroport", "an airport"],
                    [
                        "Où monte-t-on à bord d'un avion ?",
                        "Where do you board a plane?",
                    ],
                    [
                        "Quel moyen de transport prend-on dans un aéroport ?",
                        "Which means of transport do you take at an airport?",
                    ],
                ),
                pair(
                    ["le train", "the train"],
                    ["une gare ferroviaire", "a railway station"],
                    [
                        "Où monte-t-on à bord d'un train ?",
                        "Where do you board a train?",
                    ],
                    [
                        "Quel moyen de transport prend-on dans une gare ferroviaire ?",
                        "Which means of transport do you take at a railway station?",
                    ],
                ),
                pair(
                    ["le ferry", "the ferry"],
                    ["un port", "a port"],
                    [
                        "Où monte-t-on à bord d'un ferry ?",
                        "Where do you board a ferry?",
                    ],
                    [
                        "Quel moyen de transport prend-on dans un port ?",
                        "Which means of transport do you take at a port?",
                    ],
                ),
                pair(
                    ["le métro", "the underground"],
                    ["une station de métro", "an underground station"],
                    [
                        "Où monte-t-on à bord du métro ?",
                        "Where do you board the underground?",
                    ],
                    [
                        "Quel moyen de transport prend-on dans une station de métro ?",
                        "Which means of transport do you take at an underground station?",
                    ],
                ),
                pair(
                    ["le bus", "the bus"],
                    ["un arrêt de bus", "a bus stop"],
                    [
                        "Où monte-t-on à bord d'un bus ?",
                        "Where do you board a bus?",
                    ],
                    [
                        "Quel moyen de transport prend-on à un arrêt de bus ?",
                        "Which means of transport do you take at a bus stop?",
                    ],
                ),
                pair(
                    ["le téléphérique", "the cable car"],
                    ["une gare de téléphérique", "a cable car station"],
                    [
                        "Où monte-t-on à bord d'un téléphérique ?",
                        "Where do you board a cable car?",
                    ],
                    [
                        "Quel moyen de transport prend-on dans une gare de téléphérique ?",
                        "Which means of transport do you take at a cable car station?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les transports en commun", "Public transport"],
        which: [
            "Parmi ces moyens de transport, lesquels sont des transports en commun ?",
            "Which of these means of transport are public transport?",
        ],
        which_not: [
            "Parmi ces moyens de transport, lesquels ne sont pas des transports en commun ?",
            "Which of these means of transport are not public transport?",
        ],
        members: &[
            ["le bus", "the bus"],
            ["le métro", "the underground"],
            ["le tramway", "the tram"],
            ["le train", "the train"],
        ],
        others: &[
            ["la voiture personnelle", "one's own car"],
            ["le vélo personnel", "one's own bicycle"],
            ["la trottinette personnelle", "one's own scooter"],
            ["la marche à pied", "walking"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Du plus lent au plus rapide",
            "From the slowest to the fastest",
        ],
        order: [
            "Range ces façons de se déplacer de la plus lente à la plus rapide.",
            "Put these ways of travelling in order, from the slowest to the fastest.",
        ],
        backward: [
            "Range ces façons de se déplacer de la plus rapide à la plus lente.",
            "Put these ways of travelling in order, from the fastest to the slowest.",
        ],
        next: [
            "De la plus lente à la plus rapide, quelle façon de se déplacer vient juste après « {} » ?",
            "From the slowest to the fastest, which way of travelling comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : se déplacer « {a} » est plus lent que se déplacer « {b} ».",
            "True or false: travelling “{a}” is slower than travelling “{b}”.",
        ],
        steps: &[
            ["à pied", "on foot"],
            ["à vélo", "by bicycle"],
            ["en voiture sur l'autoroute", "by car on the motorway"],
            ["en TGV", "by high-speed train"],
            ["en avion de ligne", "by airliner"],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la première ligne du métro de Paris est-elle ouverte ?",
                "In which year is the first line of the Paris underground opened?",
            ],
            [
                "la première ligne du métro de Paris",
                "the first Paris underground line",
            ],
            1900.0,
        ),
        year(
            [
                "En quelle année le premier TGV relie-t-il Paris à Lyon ?",
                "In which year does the first TGV link Paris and Lyon?",
            ],
            ["le premier TGV", "the first TGV"],
            1981.0,
        ),
        year(
            [
                "En quelle année le tunnel sous la Manche est-il ouvert ?",
                "In which year is the Channel Tunnel opened?",
            ],
            ["le tunnel sous la Manche", "the Channel Tunnel"],
            1994.0,
        ),
        Number {
            ask: [
                "Quelle est la vitesse maximale autorisée sur une autoroute française, par temps sec ?",
                "What is the speed limit on a French motorway, in dry weather?",
            ],
            about: [
                "la vitesse maximale sur autoroute",
                "the motorway speed limit",
            ],
            value: 130.0,
            dp: 0,
            unit: "km/h",
        },
    ],
    diagrams: &[],
};

/// Communiquer d'un bout à l'autre du monde grâce à l'Internet (CM2, géographie, thème 2).
pub(crate) static INTERNET: Bank = Bank {
    chapter: "histoire-geographie-cm2-communiquer-grace-a-l-internet",
    title: [
        "Communiquer grâce à l'Internet",
        "Communicating through the Internet",
    ],
    relations: &[Relation {
        name: ["Les mots d'Internet", "The words of the Internet"],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            word!(
                ["Internet", "the Internet"],
                [
                    "le réseau mondial qui relie des milliards d'ordinateurs et de téléphones",
                    "the worldwide network that links billions of computers and phones",
                ],
                ["Qu'est-ce qu'Internet ?", "What is the Internet?"],
            ),
            word!(
                ["un câble sous-marin", "an undersea cable"],
                [
                    "un câble posé au fond de l'océan qui transporte les données d'un continent à l'autre",
                    "a cable laid on the ocean floor that carries data from one continent to another",
                ],
                [
                    "Qu'est-ce qu'un câble sous-marin ?",
                    "What is an undersea cable?"
                ],
            ),
            word!(
                ["un centre de données", "a data centre"],
                [
                    "un bâtiment rempli d'ordinateurs qui stockent les données d'Internet",
                    "a building full of computers that store the data of the Internet",
                ],
                [
                    "Qu'est-ce qu'un centre de données ?",
                    "What is a data centre?"
                ],
            ),
            word!(
                ["la fibre optique", "optical fibre"],
                [
                    "un fil de verre très fin qui transporte les données sous forme de lumière",
                    "a very thin glass thread that carries data as light",
                ],
                ["Qu'est-ce que la fibre optique ?", "What is optical fibre?"],
            ),
            word!(
                [
                    "un fournisseur d'accès à Internet",
                    "an Internet service provider"
                ],
                [
                    "une entreprise qui permet à ses clients de se connecter à Internet",
                    "a company that lets its customers connect to the Internet",
                ],
                [
                    "Qu'est-ce qu'un fournisseur d'accès à Internet ?",
                    "What is an Internet service provider?",
                ],
            ),
            word!(
                ["la fracture numérique", "the digital divide"],
                [
                    "l'inégalité entre les personnes qui ont accès à Internet et celles qui n'y ont pas accès",
                    "the inequality between people who have access to the Internet and those who do not",
                ],
                [
                    "Qu'est-ce que la fracture numérique ?",
                    "What is the digital divide?"
                ],
            ),
            word!(
                ["une zone blanche", "a white zone"],
                [
                    "un territoire où l'on ne capte ni le téléphone mobile ni Internet",
                    "an area with no mobile phone or Internet signal",
                ],
                ["Qu'est-ce qu'une zone blanche ?", "What is a white zone?"],
            ),
            word!(
                [
                    "un satellite de télécommunication",
                    "a communications satellite"
                ],
                [
                    "un engin qui tourne autour de la Terre et relaie les communications",
                    "a craft that orbits the Earth and relays communications",
                ],
                [
                    "Qu'est-ce qu'un satellite de télécommunication ?",
                    "What is a communications satellite?",
                ],
            ),
        ],
    }],
    groups: &[Group {
        name: [
            "Les équipements d'Internet",
            "The equipment of the Internet",
        ],
        which: [
            "Parmi ces équipements, lesquels servent à faire fonctionner Internet ?",
            "Which of these pieces of equipment are used to run the Internet?",
        ],
        which_not: [
            "Parmi ces équipements, lesquels ne servent pas à faire fonctionner Internet ?",
            "Which of these pieces of equipment are not used to run the Internet?",
        ],
        members: &[
            ["les câbles sous-marins", "undersea cables"],
            ["les centres de données", "data centres"],
            ["les câbles de fibre optique", "optical fibre cables"],
            ["les antennes relais", "relay masts"],
        ],
        others: &[
            ["les châteaux d'eau", "water towers"],
            ["les écluses", "canal locks"],
            ["les barrages hydroélectriques", "hydroelectric dams"],
            ["les stations d'épuration", "sewage works"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Le voyage d'un message de Paris à New York",
            "The journey of a message from Paris to New York",
        ],
        order: [
            "Range dans l'ordre les étapes du voyage d'un message envoyé de Paris à un ami de New York.",
            "Put in order the steps of the journey of a message sent from Paris to a friend in New York.",
        ],
        backward: [
            "Range les étapes du voyage de ce message de la dernière à la première.",
            "Put the steps of this message's journey in order from last to first.",
        ],
        next: [
            "Pendant le voyage d'un message de Paris à New York, quelle étape vient juste après « {} » ?",
            "During the journey of a message from Paris to New York, which step comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : pendant le voyage d'un message de Paris à New York, « {a} » vient avant « {b} ».",
            "True or false: during the journey of a message from Paris to New York, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "j'écris le message sur ma tablette, à Paris",
                "I write the message on my tablet, in Paris",
            ],
            [
                "le message passe par la box de la maison",
                "the message goes through the home router",
            ],
            [
                "il voyage dans la fibre optique jusqu'à la côte",
                "it travels through optical fibre to the coast",
            ],
            [
                "il traverse l'océan Atlantique dans un câble sous-marin",
                "it crosses the Atlantic Ocean in an undersea cable",
            ],
            [
                "il arrive sur le téléphone de mon ami, à New York",
                "it reaches my friend's phone, in New York",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année Graham Bell dépose-t-il le brevet du téléphone ?",
                "In which year does Graham Bell patent the telephone?",
            ],
            ["le brevet du téléphone", "the telephone patent"],
            1876.0,
        ),
        year(
            [
                "En quelle année les premiers ordinateurs du réseau ARPANET, l'ancêtre d'Internet, sont-ils reliés ?",
                "In which year are the first computers of the ARPANET network, the ancestor of the Internet, linked?",
            ],
            ["la naissance d'ARPANET", "the birth of ARPANET"],
            1969.0,
        ),
        year(
            [
                "En quelle année Tim Berners-Lee propose-t-il le Web, au CERN ?",
                "In which year does Tim Berners-Lee propose the Web, at CERN?",
            ],
            ["la proposition du Web", "the proposal of the Web"],
            1989.0,
        ),
    ],
    diagrams: &[],
};

/// Mieux habiter (CM2, géographie, thème 3).
pub(crate) static MIEUX_HABITER: Bank = Bank {
    chapter: "histoire-geographie-cm2-mieux-habiter",
    title: ["Mieux habiter", "Living better"],
    relations: &[
        Relation {
            name: ["Une ville plus agréable", "A more pleasant town"],
            matching: [
                "Associe chaque mot de la ville durable à sa définition.",
                "Match each word about the sustainable town with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["un écoquartier", "an eco-district"],
                    [
                        "un quartier conçu pour respecter l'environnement et économiser l'énergie",
                        "a district designed to respect the environment and save energy",
                    ],
                    ["Qu'est-ce qu'un écoquartier ?", "What is an eco-district?"],
                ),
                word!(
                    ["le développement durable", "sustainable development"],
                    [
                        "un développement qui répond aux besoins d'aujourd'hui sans empêcher les générations futures de répondre aux leurs",
                        "development that meets today's needs without preventing future generations from meeting theirs",
                    ],
                    [
                        "Qu'est-ce que le développement durable ?",
                        "What is sustainable development?",
                    ],
                ),
                word!(
                    ["une toiture végétalisée", "a green roof"],
                    ["un toit recouvert de plantes", "a roof covered with plants",],
                    [
                        "Qu'est-ce qu'une toiture végétalisée ?",
                        "What is a green roof?",
                    ],
                ),
                word!(
                    ["un jardin partagé", "a community garden"],
                    [
                        "un jardin cultivé ensemble par les habitants d'un quartier",
                        "a garden grown together by the residents of a district",
                    ],
                    [
                        "Qu'est-ce qu'un jardin partagé ?",
                        "What is a community garden?"
                    ],
                ),
                word!(
                    ["une piste cyclable", "a cycle lane"],
                    ["une voie réservée aux vélos", "a lane kept for bicycles",],
                    ["Qu'est-ce qu'une piste cyclable ?", "What is a cycle lane?"],
                ),
                word!(
                    ["un îlot de chaleur", "a heat island"],
                    [
                        "un endroit de la ville où il fait plus chaud qu'autour, à cause du béton et du manque d'arbres",
                        "a place in town that is hotter than its surroundings, because of concrete and a lack of trees",
                    ],
                    [
                        "Qu'est-ce qu'un îlot de chaleur ?",
                        "What is a heat island?"
                    ],
                ),
            ],
        },
        Relation {
            name: ["Moins de déchets", "Less waste"],
            matching: [
                "Associe chaque mot des déchets à sa définition.",
                "Match each word about waste with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["le recyclage", "recycling"],
                    [
                        "la transformation d'un déchet en matière pour fabriquer de nouveaux objets",
                        "the turning of waste into material to make new objects",
                    ],
                    ["Qu'est-ce que le recyclage ?", "What is recycling?"],
                ),
                word!(
                    ["le tri sélectif", "waste sorting"],
                    [
                        "le fait de séparer ses déchets dans des poubelles différentes selon leur matière",
                        "separating one's waste into different bins according to its material",
                    ],
                    ["Qu'est-ce que le tri sélectif ?", "What is waste sorting?"],
                ),
                word!(
                    ["le compost", "compost"],
                    [
                        "un engrais naturel obtenu à partir des déchets de cuisine et de jardin",
                        "a natural fertiliser made from kitchen and garden waste",
                    ],
                    ["Qu'est-ce que le compost ?", "What is compost?"],
                ),
                word!(
                    ["une déchetterie", "a recycling centre"],
                    [
                        "un lieu où l'on apporte les déchets encombrants ou dangereux pour qu'ils soient triés",
                        "a place where people bring bulky or dangerous waste so that it is sorted",
                    ],
                    [
                        "Qu'est-ce qu'une déchetterie ?",
                        "What is a recycling centre?"
                    ],
                ),
                word!(
                    ["le gaspillage", "waste"],
                    [
                        "le fait de jeter ce qui pourrait encore servir",
                        "throwing away what could still be used",
                    ],
                    ["Qu'est-ce que le gaspillage ?", "What is waste?"],
                ),
                word!(
                    ["une ressourcerie", "a reuse centre"],
                    [
                        "un lieu où des objets usagés sont réparés puis revendus",
                        "a place where used objects are repaired and then sold again",
                    ],
                    ["Qu'est-ce qu'une ressourcerie ?", "What is a reuse centre?"],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Ce qui va au compost", "What goes into the compost"],
        which: [
            "Parmi ces déchets, lesquels peut-on mettre au compost ?",
            "Which of these kinds of waste can go into the compost?",
        ],
        which_not: [
            "Parmi ces déchets, lesquels ne doit-on pas mettre au compost ?",
            "Which of these kinds of waste must not go into the compost?",
        ],
        members: &[
            ["les épluchures de légumes", "vegetable peelings"],
            ["le marc de café", "coffee grounds"],
            ["les coquilles d'œufs", "eggshells"],
            ["les feuilles mortes", "dead leaves"],
        ],
        others: &[
            ["les piles usagées", "used batteries"],
            ["les bouteilles en verre", "glass bottles"],
            ["les canettes en métal", "metal cans"],
            ["les sacs en plastique", "plastic bags"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La vie d'une bouteille en plastique recyclée",
            "The life of a recycled plastic bottle",
        ],
        order: [
            "Range dans l'ordre les étapes du recyclage d'une bouteille en plastique.",
            "Put in order the steps of the recycling of a plastic bottle.",
        ],
        backward: [
            "Range les étapes du recyclage d'une bouteille en plastique de la dernière à la première.",
            "Put the steps of the recycling of a plastic bottle in order from last to first.",
        ],
        next: [
            "Lors du recyclage d'une bouteille en plastique, quelle étape vient juste après « {} » ?",
            "In the recycling of a plastic bottle, which step comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : lors du recyclage d'une bouteille en plastique, « {a} » vient avant « {b} ».",
            "True or false: in the recycling of a plastic bottle, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "je jette la bouteille vide dans la poubelle de tri",
                "I throw the empty bottle into the recycling bin",
            ],
            [
                "un camion collecte les déchets triés",
                "a lorry collects the sorted waste",
            ],
            [
                "au centre de tri, les déchets sont séparés selon leur matière",
                "at the sorting centre, the waste is separated by material",
            ],
            [
                "à l'usine de recyclage, la bouteille est broyée en petits morceaux",
                "at the recycling plant, the bottle is crushed into small pieces",
            ],
            [
                "ces morceaux servent à fabriquer un nouvel objet",
                "these pieces are used to make a new object",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année a lieu le Sommet de la Terre de Rio, qui fait connaître le développement durable ?",
                "In which year does the Rio Earth Summit, which makes sustainable development known, take place?",
            ],
            ["le Sommet de la Terre de Rio", "the Rio Earth Summit"],
            1992.0,
        ),
        year(
            [
                "En quelle année l'accord de Paris sur le climat est-il adopté ?",
                "In which year is the Paris Agreement on climate adopted?",
            ],
            [
                "l'accord de Paris sur le climat",
                "the Paris Agreement on climate",
            ],
            2015.0,
        ),
        year(
            [
                "Depuis quelle année les collectivités doivent-elles proposer à tous les habitants une solution pour trier leurs déchets alimentaires ?",
                "Since which year must local authorities offer all residents a way to sort their food waste?",
            ],
            [
                "le tri obligatoire des déchets alimentaires",
                "the compulsory sorting of food waste",
            ],
            2024.0,
        ),
    ],
    diagrams: &[],
};
