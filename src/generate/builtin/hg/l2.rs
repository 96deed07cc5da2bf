//! Histoire-géographie 2de (programme de seconde générale et technologique, BO spécial n° 1 du
//! 22 janvier 2019): one fact bank per chapter, with its own [`BANKS`] and [`FAMILY`].

use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Number, Relation, Sequence, pair};

/// The histoire-géographie 2de family: a catalog entry's mode is the index of its chapter's
/// bank in [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// The 2de banks, in the order of the programme (append only).
pub(crate) static BANKS: &[&Bank] = &[&ANTIQUE, &MEDIEVALE, &ATLANTIQUE];

/// A century, counted as a number ("au cours de quel siècle… ?").
const fn century(ask: [&'static str; 2], about: [&'static str; 2], value: f64) -> Number {
    year(ask, about, value)
}

/// La Méditerranée antique : les empreintes grecques et romaines.
pub(crate) static ANTIQUE: Bank = Bank {
    chapter: "histoire-geographie-2de-mediterranee-antique",
    title: ["La Méditerranée antique", "The ancient Mediterranean"],
    relations: &[
        Relation {
            name: ["Les acteurs", "The actors"],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what they did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Clisthène", "Cleisthenes"],
                    [
                        "l'Athénien dont les réformes de 508-507 av. J.-C. fondent la démocratie",
                        "the Athenian whose reforms of 508-507 BC found democracy",
                    ],
                    ["Qui était Clisthène ?", "Who was Cleisthenes?"],
                    [
                        "Quel Athénien fonde la démocratie par ses réformes de 508-507 av. J.-C. ?",
                        "Which Athenian founds democracy through his reforms of 508-507 BC?",
                    ],
                ),
                pair(
                    ["Périclès", "Pericles"],
                    [
                        "le stratège qui domine la vie politique d'Athènes au milieu du Ve siècle av. J.-C.",
                        "the strategos who dominates the political life of Athens in the middle of the 5th century BC",
                    ],
                    ["Qui était Périclès ?", "Who was Pericles?"],
                    [
                        "Quel stratège domine la vie politique d'Athènes au milieu du Ve siècle av. J.-C. ?",
                        "Which strategos dominates the political life of Athens in the middle of the 5th century BC?",
                    ],
                ),
                pair(
                    ["Auguste", "Augustus"],
                    [
                        "le premier empereur romain, au pouvoir de 27 av. J.-C. à 14 apr. J.-C.",
                        "the first Roman emperor, in power from 27 BC to AD 14",
                    ],
                    ["Qui était Auguste ?", "Who was Augustus?"],
                    [
                        "Qui fut le premier empereur romain ?",
                        "Who was the first Roman emperor?",
                    ],
                ),
                pair(
                    ["Caracalla", "Caracalla"],
                    [
                        "l'empereur qui accorde en 212 la citoyenneté romaine à tous les hommes libres de l'Empire",
                        "the emperor who grants Roman citizenship to all the free men of the Empire in 212",
                    ],
                    ["Qui était Caracalla ?", "Who was Caracalla?"],
                    [
                        "Quel empereur accorde en 212 la citoyenneté romaine à tous les hommes libres de l'Empire ?",
                        "Which emperor grants Roman citizenship to all the free men of the Empire in 212?",
                    ],
                ),
                pair(
                    ["Constantin", "Constantine"],
                    [
                        "le premier empereur chrétien, qui fonde Constantinople en 330",
                        "the first Christian emperor, who founds Constantinople in 330",
                    ],
                    ["Qui était Constantin ?", "Who was Constantine?"],
                    [
                        "Quel empereur, le premier à être chrétien, fonde Constantinople en 330 ?",
                        "Which emperor, the first to be a Christian, founds Constantinople in 330?",
                    ],
                ),
                pair(
                    ["Théodose", "Theodosius"],
                    [
                        "l'empereur qui fait du christianisme la religion officielle de l'Empire en 380",
                        "the emperor who makes Christianity the official religion of the Empire in 380",
                    ],
                    ["Qui était Théodose ?", "Who was Theodosius?"],
                    [
                        "Quel empereur fait du christianisme la religion officielle de l'Empire en 380 ?",
                        "Which emperor makes Christianity the official religion of the Empire in 380?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les mots de l'Antiquité", "The words of Antiquity"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la démocratie", "democracy"],
                    [
                        "le régime politique dans lequel le pouvoir appartient à l'ensemble des citoyens",
                        "the political system in which power belongs to all the citizens",
                    ],
                    ["Qu'est-ce que la démocratie ?", "What is democracy?"],
                    [
                        "Comment appelle-t-on le régime politique dans lequel le pouvoir appartient à l'ensemble des citoyens ?",
                        "What is the political system in which power belongs to all the citizens called?",
                    ],
                ),
                pair(
                    ["l'ecclésia", "the ecclesia"],
                    [
                        "l'assemblée des citoyens athéniens, qui vote les lois et décide de la guerre et de la paix",
                        "the assembly of the Athenian citizens, which votes the laws and decides on war and peace",
                    ],
                    ["Qu'est-ce que l'ecclésia ?", "What was the ecclesia?"],
                    [
                        "Comment appelle-t-on l'assemblée des citoyens athéniens, qui vote les lois et décide de la guerre et de la paix ?",
                        "What was the assembly of the Athenian citizens, which voted the laws and decided on war and peace, called?",
                    ],
                ),
                pair(
                    ["la Boulè", "the Boule"],
                    [
                        "le conseil de 500 citoyens tirés au sort qui prépare les lois à Athènes",
                        "the council of 500 citizens chosen by lot that prepares the laws in Athens",
                    ],
                    ["Qu'est-ce que la Boulè ?", "What was the Boule?"],
                    [
                        "Comment appelle-t-on le conseil de 500 citoyens tirés au sort qui prépare les lois à Athènes ?",
                        "What was the council of 500 citizens chosen by lot that prepared the laws in Athens called?",
                    ],
                ),
                pair(
                    ["un métèque", "a metic"],
                    [
                        "un étranger libre installé à Athènes, sans droits politiques",
                        "a free foreigner settled in Athens, with no political rights",
                    ],
                    ["Qu'est-ce qu'un métèque ?", "What was a metic?"],
                    [
                        "Comment appelle-t-on un étranger libre installé à Athènes, sans droits politiques ?",
                        "What was a free foreigner settled in Athens, with no political rights, called?",
                    ],
                ),
                pair(
                    ["la romanisation", "Romanisation"],
                    [
                        "la diffusion de la langue, du mode de vie et des institutions de Rome dans les territoires conquis",
                        "the spread of the language, the way of life and the institutions of Rome in the conquered territories",
                    ],
                    ["Qu'est-ce que la romanisation ?", "What is Romanisation?"],
                    [
                        "Comment appelle-t-on la diffusion de la langue, du mode de vie et des institutions de Rome dans les territoires conquis ?",
                        "What is the spread of the language, the way of life and the institutions of Rome in the conquered territories called?",
                    ],
                ),
                pair(
                    ["le princeps", "the princeps"],
                    [
                        "le « premier des citoyens », titre que prend Auguste pour gouverner Rome",
                        "the “first of the citizens”, the title Augustus takes to rule Rome",
                    ],
                    ["Qu'est-ce que le princeps ?", "What was the princeps?"],
                    [
                        "Quel titre, « premier des citoyens », Auguste prend-il pour gouverner Rome ?",
                        "Which title, “first of the citizens”, does Augustus take to rule Rome?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les empereurs romains", "The Roman emperors"],
        which: [
            "Parmi ces personnages, lesquels ont été empereurs romains ?",
            "Which of these people were Roman emperors?",
        ],
        which_not: [
            "Parmi ces personnages, lesquels n'ont pas été empereurs romains ?",
            "Which of these people were not Roman emperors?",
        ],
        members: &[
            ["Auguste", "Augustus"],
            ["Hadrien", "Hadrian"],
            ["Caracalla", "Caracalla"],
            ["Constantin", "Constantine"],
            ["Théodose", "Theodosius"],
        ],
        others: &[
            ["Périclès", "Pericles"],
            ["Clisthène", "Cleisthenes"],
            ["Jules César", "Julius Caesar"],
            ["Alexandre le Grand", "Alexander the Great"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "De la démocratie athénienne à l'Empire chrétien",
            "From Athenian democracy to the Christian Empire",
        ],
        order: [
            "Range ces événements de l'Antiquité du plus ancien au plus récent.",
            "Put these events of Antiquity in order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements de l'Antiquité du plus récent au plus ancien.",
            "Put these events of Antiquity in order, from the latest to the earliest.",
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
                "les réformes de Clisthène à Athènes",
                "the reforms of Cleisthenes in Athens",
            ],
            [
                "Périclès, stratège d'Athènes",
                "Pericles, strategos of Athens",
            ],
            [
                "Auguste devient le premier empereur romain",
                "Augustus becomes the first Roman emperor",
            ],
            [
                "l'édit de Caracalla sur la citoyenneté",
                "the edict of Caracalla on citizenship",
            ],
            [
                "la fondation de Constantinople",
                "the founding of Constantinople",
            ],
            [
                "le christianisme devient la religion officielle de l'Empire",
                "Christianity becomes the official religion of the Empire",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année l'édit de Caracalla accorde-t-il la citoyenneté romaine à tous les hommes libres de l'Empire ?",
                "In which year does the edict of Caracalla grant Roman citizenship to all the free men of the Empire?",
            ],
            ["l'édit de Caracalla", "the edict of Caracalla"],
            212.0,
        ),
        year(
            [
                "En quelle année Constantin et Licinius accordent-ils la liberté de culte aux chrétiens par l'édit de Milan ?",
                "In which year do Constantine and Licinius grant Christians freedom of worship by the edict of Milan?",
            ],
            ["l'édit de Milan", "the edict of Milan"],
            313.0,
        ),
        year(
            [
                "En quelle année Constantinople est-elle inaugurée par Constantin ?",
                "In which year is Constantinople inaugurated by Constantine?",
            ],
            [
                "la fondation de Constantinople",
                "the founding of Constantinople",
            ],
            330.0,
        ),
        year(
            [
                "En quelle année Théodose fait-il du christianisme la religion officielle de l'Empire romain ?",
                "In which year does Theodosius make Christianity the official religion of the Roman Empire?",
            ],
            [
                "le christianisme religion officielle de l'Empire",
                "Christianity as the official religion of the Empire",
            ],
            380.0,
        ),
        year(
            [
                "En quelle année, à la mort de Théodose, l'Empire romain est-il partagé entre l'Occident et l'Orient ?",
                "In which year, at the death of Theodosius, is the Roman Empire divided between West and East?",
            ],
            [
                "le partage de l'Empire entre l'Occident et l'Orient",
                "the division of the Empire between West and East",
            ],
            395.0,
        ),
        century(
            [
                "Au cours de quel siècle avant J.-C. Périclès domine-t-il la vie politique d'Athènes ? (donne le numéro du siècle)",
                "In which century BC does Pericles dominate the political life of Athens? (give the number of the century)",
            ],
            [
                "le siècle de Périclès (avant J.-C.)",
                "the century of Pericles (BC)",
            ],
            5.0,
        ),
    ],
    diagrams: &[],
};

/// La Méditerranée médiévale : espace d'échanges et de conflits à la croisée de trois
/// civilisations.
pub(crate) static MEDIEVALE: Bank = Bank {
    chapter: "histoire-geographie-2de-mediterranee-medievale",
    title: ["La Méditerranée médiévale", "The medieval Mediterranean"],
    relations: &[
        Relation {
            name: ["Les acteurs", "The actors"],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what they did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Justinien", "Justinian"],
                    [
                        "l'empereur byzantin du VIe siècle qui fait construire la basilique Sainte-Sophie",
                        "the 6th-century Byzantine emperor who has the basilica of Hagia Sophia built",
                    ],
                    ["Qui était Justinien ?", "Who was Justinian?"],
                    [
                        "Quel empereur byzantin du VIe siècle fait construire la basilique Sainte-Sophie ?",
                        "Which 6th-century Byzantine emperor has the basilica of Hagia Sophia built?",
                    ],
                ),
                pair(
                    ["Urbain II", "Urban II"],
                    [
                        "le pape qui appelle à la première croisade à Clermont en 1095",
                        "the pope who calls for the First Crusade at Clermont in 1095",
                    ],
                    ["Qui était Urbain II ?", "Who was Urban II?"],
                    [
                        "Quel pape appelle à la première croisade à Clermont en 1095 ?",
                        "Which pope calls for the First Crusade at Clermont in 1095?",
                    ],
                ),
                pair(
                    ["Bernard de Clairvaux", "Bernard of Clairvaux"],
                    [
                        "le moine cistercien qui prêche la deuxième croisade à Vézelay en 1146",
                        "the Cistercian monk who preaches the Second Crusade at Vézelay in 1146",
                    ],
                    [
                        "Qui était Bernard de Clairvaux ?",
                        "Who was Bernard of Clairvaux?",
                    ],
                    [
                        "Quel moine cistercien prêche la deuxième croisade à Vézelay en 1146 ?",
                        "Which Cistercian monk preaches the Second Crusade at Vézelay in 1146?",
                    ],
                ),
                pair(
                    ["Saladin", "Saladin"],
                    [
                        "le sultan qui reprend Jérusalem aux croisés en 1187",
                        "the sultan who takes Jerusalem back from the crusaders in 1187",
                    ],
                    ["Qui était Saladin ?", "Who was Saladin?"],
                    [
                        "Quel sultan reprend Jérusalem aux croisés en 1187 ?",
                        "Which sultan takes Jerusalem back from the crusaders in 1187?",
                    ],
                ),
                pair(
                    ["Mehmed II", "Mehmed II"],
                    [
                        "le sultan ottoman qui prend Constantinople en 1453",
                        "the Ottoman sultan who takes Constantinople in 1453",
                    ],
                    ["Qui était Mehmed II ?", "Who was Mehmed II?"],
                    [
                        "Quel sultan ottoman prend Constantinople en 1453 ?",
                        "Which Ottoman sultan takes Constantinople in 1453?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les mots de la Méditerranée médiévale",
                "The words of the medieval Mediterranean",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une croisade", "a crusade"],
                    [
                        "une expédition militaire de chrétiens d'Occident, lancée à l'appel du pape, pour prendre ou défendre Jérusalem et les lieux saints",
                        "a military expedition of Western Christians, launched at the pope's call, to take or defend Jerusalem and the holy places",
                    ],
                    ["Qu'est-ce qu'une croisade ?", "What is a crusade?"],
                    [
                        "Comment appelle-t-on une expédition militaire de chrétiens d'Occident, lancée à l'appel du pape, pour prendre ou défendre Jérusalem et les lieux saints ?",
                        "What is a military expedition of Western Christians, launched at the pope's call, to take or defend Jerusalem and the holy places called?",
                    ],
                ),
                pair(
                    ["le schisme de 1054", "the schism of 1054"],
                    [
                        "la séparation entre l'Église catholique de Rome et l'Église orthodoxe de Constantinople",
                        "the split between the Catholic Church of Rome and the Orthodox Church of Constantinople",
                    ],
                    [
                        "Qu'est-ce que le schisme de 1054 ?",
                        "What is the schism of 1054?",
                    ],
                    [
                        "Comment appelle-t-on la séparation, en 1054, entre l'Église catholique de Rome et l'Église orthodoxe de Constantinople ?",
                        "What is the split, in 1054, between the Catholic Church of Rome and the Orthodox Church of Constantinople called?",
                    ],
                ),
                pair(
                    ["le califat", "the caliphate"],
                    [
                        "un État musulman gouverné par un calife, successeur du prophète Mahomet",
                        "a Muslim state ruled by a caliph, the successor of the Prophet Muhammad",
                    ],
                    ["Qu'est-ce qu'un califat ?", "What is a caliphate?"],
                    [
                        "Comment appelle-t-on un État musulman gouverné par un successeur du prophète Mahomet ?",
                        "What is a Muslim state ruled by a successor of the Prophet Muhammad called?",
                    ],
                ),
                pair(
                    ["le basileus", "the basileus"],
                    [
                        "l'empereur byzantin, chef de l'État et protecteur de l'Église orthodoxe",
                        "the Byzantine emperor, head of the State and protector of the Orthodox Church",
                    ],
                    ["Qu'est-ce que le basileus ?", "What was the basileus?"],
                    [
                        "Quel titre porte l'empereur byzantin, chef de l'État et protecteur de l'Église orthodoxe ?",
                        "What title does the Byzantine emperor, head of the State and protector of the Orthodox Church, bear?",
                    ],
                ),
                pair(
                    ["un comptoir", "a trading post"],
                    [
                        "un établissement de commerce installé par des marchands dans un port étranger",
                        "a trading establishment set up by merchants in a foreign port",
                    ],
                    ["Qu'est-ce qu'un comptoir ?", "What is a trading post?"],
                    [
                        "Comment appelle-t-on un établissement de commerce installé par des marchands dans un port étranger ?",
                        "What is a trading establishment set up by merchants in a foreign port called?",
                    ],
                ),
                pair(
                    ["la Reconquista", "the Reconquista"],
                    [
                        "la reconquête par les royaumes chrétiens des territoires musulmans de la péninsule Ibérique, achevée en 1492",
                        "the reconquest by the Christian kingdoms of the Muslim lands of the Iberian Peninsula, completed in 1492",
                    ],
                    [
                        "Qu'est-ce que la Reconquista ?",
                        "What was the Reconquista?",
                    ],
                    [
                        "Comment appelle-t-on la reconquête par les royaumes chrétiens des territoires musulmans de la péninsule Ibérique ?",
                        "What is the reconquest by the Christian kingdoms of the Muslim lands of the Iberian Peninsula called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les cités marchandes italiennes",
            "The Italian merchant cities",
        ],
        which: [
            "Parmi ces villes, lesquelles sont des cités marchandes italiennes, puissances maritimes de la Méditerranée médiévale ?",
            "Which of these cities are Italian merchant cities, maritime powers of the medieval Mediterranean?",
        ],
        which_not: [
            "Parmi ces villes, lesquelles ne sont pas des cités marchandes italiennes ?",
            "Which of these cities are not Italian merchant cities?",
        ],
        members: &[
            ["Venise", "Venice"],
            ["Gênes", "Genoa"],
            ["Pise", "Pisa"],
            ["Amalfi", "Amalfi"],
        ],
        others: &[
            ["Cordoue", "Córdoba"],
            ["Bagdad", "Baghdad"],
            ["Constantinople", "Constantinople"],
            ["Alexandrie", "Alexandria"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La Méditerranée médiévale, du VIIe au XVe siècle",
            "The medieval Mediterranean, from the 7th to the 15th century",
        ],
        order: [
            "Range ces événements du plus ancien au plus récent.",
            "Put these events in order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order, from the latest to the earliest.",
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
                "l'Hégire, début du calendrier musulman",
                "the Hijra, the start of the Muslim calendar",
            ],
            [
                "le schisme entre Rome et Constantinople",
                "the schism between Rome and Constantinople",
            ],
            [
                "la prise de Jérusalem par les croisés",
                "the capture of Jerusalem by the crusaders",
            ],
            [
                "la reprise de Jérusalem par Saladin",
                "the recapture of Jerusalem by Saladin",
            ],
            [
                "le sac de Constantinople par les croisés",
                "the sack of Constantinople by the crusaders",
            ],
            [
                "la prise de Constantinople par les Ottomans",
                "the capture of Constantinople by the Ottomans",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année a lieu l'Hégire, point de départ du calendrier musulman ?",
                "In which year does the Hijra, the starting point of the Muslim calendar, take place?",
            ],
            ["l'Hégire", "the Hijra"],
            622.0,
        ),
        year(
            [
                "En quelle année a lieu le schisme entre l'Église de Rome et l'Église de Constantinople ?",
                "In which year does the schism between the Church of Rome and the Church of Constantinople take place?",
            ],
            [
                "le schisme entre Rome et Constantinople",
                "the schism between Rome and Constantinople",
            ],
            1054.0,
        ),
        year(
            [
                "En quelle année le pape Urbain II appelle-t-il à la croisade à Clermont ?",
                "In which year does Pope Urban II call for the crusade at Clermont?",
            ],
            ["l'appel de Clermont", "the call of Clermont"],
            1095.0,
        ),
        year(
            [
                "En quelle année les croisés prennent-ils Jérusalem ?",
                "In which year do the crusaders take Jerusalem?",
            ],
            [
                "la prise de Jérusalem par les croisés",
                "the capture of Jerusalem by the crusaders",
            ],
            1099.0,
        ),
        year(
            [
                "En quelle année Saladin reprend-il Jérusalem aux croisés ?",
                "In which year does Saladin take Jerusalem back from the crusaders?",
            ],
            [
                "la reprise de Jérusalem par Saladin",
                "the recapture of Jerusalem by Saladin",
            ],
            1187.0,
        ),
        year(
            [
                "En quelle année les croisés de la quatrième croisade mettent-ils Constantinople à sac ?",
                "In which year do the crusaders of the Fourth Crusade sack Constantinople?",
            ],
            [
                "le sac de Constantinople par les croisés",
                "the sack of Constantinople by the crusaders",
            ],
            1204.0,
        ),
        year(
            [
                "En quelle année les Ottomans prennent-ils Constantinople ?",
                "In which year do the Ottomans take Constantinople?",
            ],
            [
                "la prise de Constantinople par les Ottomans",
                "the capture of Constantinople by the Ottomans",
            ],
            1453.0,
        ),
    ],
    diagrams: &[],
};

/// L'ouverture atlantique : les conséquences de la découverte du « Nouveau Monde ».
pub(crate) static ATLANTIQUE: Bank = Bank {
    chapter: "histoire-geographie-2de-ouverture-atlantique",
    title: ["L'ouverture atlantique", "The opening of the Atlantic"],
    relations: &[
        Relation {
            name: ["Les acteurs", "The actors"],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what they did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Bartolomeu Dias", "Bartolomeu Dias"],
                    [
                        "le navigateur portugais qui franchit le cap de Bonne-Espérance en 1488",
                        "the Portuguese navigator who rounds the Cape of Good Hope in 1488",
                    ],
                    ["Qui était Bartolomeu Dias ?", "Who was Bartolomeu Dias?"],
                    [
                        "Quel navigateur portugais franchit le cap de Bonne-Espérance en 1488 ?",
                        "Which Portuguese navigator rounds the Cape of Good Hope in 1488?",
                    ],
                ),
                pair(
                    ["Christophe Colomb", "Christopher Columbus"],
                    [
                        "le navigateur génois qui atteint les Antilles en 1492 pour le compte des Rois catholiques",
                        "the Genoese navigator who reaches the West Indies in 1492 on behalf of the Catholic Monarchs",
                    ],
                    [
                        "Qui était Christophe Colomb ?",
                        "Who was Christopher Columbus?",
                    ],
                    [
                        "Quel navigateur génois atteint les Antilles en 1492 pour le compte des Rois catholiques ?",
                        "Which Genoese navigator reaches the West Indies in 1492 on behalf of the Catholic Monarchs?",
                    ],
                ),
                pair(
                    ["Vasco de Gama", "Vasco da Gama"],
                    [
                        "le navigateur portugais qui ouvre la route maritime des Indes en 1498",
                        "the Portuguese navigator who opens the sea route to India in 1498",
                    ],
                    ["Qui était Vasco de Gama ?", "Who was Vasco da Gama?"],
                    [
                        "Quel navigateur portugais ouvre la route maritime des Indes en 1498 ?",
                        "Which Portuguese navigator opens the sea route to India in 1498?",
                    ],
                ),
                pair(
                    ["Hernán Cortés", "Hernán Cortés"],
                    [
                        "le conquistador qui soumet l'Empire aztèque entre 1519 et 1521",
                        "the conquistador who subdues the Aztec Empire between 1519 and 1521",
                    ],
                    ["Qui était Hernán Cortés ?", "Who was Hernán Cortés?"],
                    [
                        "Quel conquistador soumet l'Empire aztèque entre 1519 et 1521 ?",
                        "Which conquistador subdues the Aztec Empire between 1519 and 1521?",
                    ],
                ),
                pair(
                    ["Francisco Pizarro", "Francisco Pizarro"],
                    [
                        "le conquistador qui conquiert l'Empire inca à partir de 1532",
                        "the conquistador who conquers the Inca Empire from 1532",
                    ],
                    [
                        "Qui était Francisco Pizarro ?",
                        "Who was Francisco Pizarro?",
                    ],
                    [
                        "Quel conquistador conquiert l'Empire inca à partir de 1532 ?",
                        "Which conquistador conquers the Inca Empire from 1532?",
                    ],
                ),
                pair(
                    ["Bartolomé de Las Casas", "Bartolomé de Las Casas"],
                    [
                        "le dominicain qui défend les Amérindiens lors de la controverse de Valladolid (1550-1551)",
                        "the Dominican friar who defends the Native Americans in the Valladolid debate (1550-1551)",
                    ],
                    [
                        "Qui était Bartolomé de Las Casas ?",
                        "Who was Bartolomé de Las Casas?",
                    ],
                    [
                        "Quel dominicain défend les Amérindiens lors de la controverse de Valladolid (1550-1551) ?",
                        "Which Dominican friar defends the Native Americans in the Valladolid debate (1550-1551)?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les mots de l'ouverture atlantique",
                "The words of the opening of the Atlantic",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un conquistador", "a conquistador"],
                    [
                        "un conquérant espagnol de l'Amérique au XVIe siècle",
                        "a Spanish conqueror of America in the 16th century",
                    ],
                    ["Qu'est-ce qu'un conquistador ?", "What was a conquistador?"],
                    [
                        "Comment appelle-t-on un conquérant espagnol de l'Amérique au XVIe siècle ?",
                        "What was a Spanish conqueror of America in the 16th century called?",
                    ],
                ),
                pair(
                    ["le traité de Tordesillas", "the Treaty of Tordesillas"],
                    [
                        "l'accord de 1494 qui partage entre l'Espagne et le Portugal les terres découvertes et à découvrir",
                        "the agreement of 1494 that divides the lands discovered and to be discovered between Spain and Portugal",
                    ],
                    [
                        "Qu'est-ce que le traité de Tordesillas ?",
                        "What is the Treaty of Tordesillas?",
                    ],
                    [
                        "Quel accord de 1494 partage entre l'Espagne et le Portugal les terres découvertes et à découvrir ?",
                        "Which agreement of 1494 divides the lands discovered and to be discovered between Spain and Portugal?",
                    ],
                ),
                pair(
                    ["le choc microbien", "the microbial shock"],
                    [
                        "l'effondrement de la population amérindienne, décimée par les maladies apportées par les Européens",
                        "the collapse of the Native American population, decimated by the diseases brought by the Europeans",
                    ],
                    [
                        "Qu'est-ce que le choc microbien ?",
                        "What is the microbial shock?",
                    ],
                    [
                        "Comment appelle-t-on l'effondrement de la population amérindienne, décimée par les maladies apportées par les Européens ?",
                        "What is the collapse of the Native American population, decimated by the diseases brought by the Europeans, called?",
                    ],
                ),
                pair(
                    ["l'encomienda", "the encomienda"],
                    [
                        "le système qui confie à un colon espagnol des Amérindiens qui doivent travailler pour lui, en échange de leur évangélisation",
                        "the system that entrusts Native Americans to a Spanish settler, for whom they must work, in exchange for their evangelisation",
                    ],
                    ["Qu'est-ce que l'encomienda ?", "What was the encomienda?"],
                    [
                        "Comment appelle-t-on le système qui confie à un colon espagnol des Amérindiens qui doivent travailler pour lui, en échange de leur évangélisation ?",
                        "What was the system that entrusted Native Americans to a Spanish settler, for whom they had to work, in exchange for their evangelisation, called?",
                    ],
                ),
                pair(
                    ["la traite", "the slave trade"],
                    [
                        "le commerce des esclaves africains, déportés vers les plantations d'Amérique",
                        "the trade in African slaves, deported to the plantations of America",
                    ],
                    ["Qu'est-ce que la traite ?", "What is the slave trade?"],
                    [
                        "Comment appelle-t-on le commerce des esclaves africains, déportés vers les plantations d'Amérique ?",
                        "What is the trade in African slaves, deported to the plantations of America, called?",
                    ],
                ),
                pair(
                    ["le Nouveau Monde", "the New World"],
                    [
                        "le nom donné par les Européens au continent américain",
                        "the name given by the Europeans to the American continent",
                    ],
                    ["Qu'est-ce que le Nouveau Monde ?", "What is the New World?"],
                    [
                        "Quel nom les Européens donnent-ils au continent américain ?",
                        "What name do the Europeans give to the American continent?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les peuples amérindiens", "The Native American peoples"],
            which: [
                "Parmi ces peuples, lesquels vivaient en Amérique avant l'arrivée des Européens ?",
                "Which of these peoples lived in America before the Europeans arrived?",
            ],
            which_not: [
                "Parmi ces peuples, lesquels ne vivaient pas en Amérique avant l'arrivée des Européens ?",
                "Which of these peoples did not live in America before the Europeans arrived?",
            ],
            members: &[
                ["les Aztèques", "the Aztecs"],
                ["les Incas", "the Incas"],
                ["les Mayas", "the Maya"],
                ["les Taïnos", "the Taíno"],
            ],
            others: &[
                ["les Ottomans", "the Ottomans"],
                ["les Castillans", "the Castilians"],
                ["les Portugais", "the Portuguese"],
                ["les Vénitiens", "the Venetians"],
            ],
        },
        Group {
            name: ["Les plantes venues d'Amérique", "The plants from America"],
            which: [
                "Parmi ces plantes, lesquelles sont originaires d'Amérique et arrivent en Europe après 1492 ?",
                "Which of these plants come from America and reach Europe after 1492?",
            ],
            which_not: [
                "Parmi ces plantes, lesquelles ne sont pas originaires d'Amérique ?",
                "Which of these plants do not come from America?",
            ],
            members: &[
                ["le maïs", "maize"],
                ["la pomme de terre", "the potato"],
                ["la tomate", "the tomato"],
                ["le cacao", "cocoa"],
            ],
            others: &[
                ["le blé", "wheat"],
                ["la canne à sucre", "sugar cane"],
                ["le riz", "rice"],
                ["l'olivier", "the olive tree"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Les grandes découvertes et la conquête",
            "The great discoveries and the conquest",
        ],
        order: [
            "Range ces événements du plus ancien au plus récent.",
            "Put these events in order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order, from the latest to the earliest.",
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
                "Bartolomeu Dias franchit le cap de Bonne-Espérance",
                "Bartolomeu Dias rounds the Cape of Good Hope",
            ],
            [
                "Christophe Colomb atteint les Antilles",
                "Christopher Columbus reaches the West Indies",
            ],
            ["le traité de Tordesillas", "the Treaty of Tordesillas"],
            [
                "Vasco de Gama atteint les Indes",
                "Vasco da Gama reaches India",
            ],
            ["Cabral aborde le Brésil", "Cabral lands in Brazil"],
            ["Cortés prend Tenochtitlan", "Cortés takes Tenochtitlan"],
            ["la controverse de Valladolid", "the Valladolid debate"],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année Bartolomeu Dias franchit-il le cap de Bonne-Espérance ?",
                "In which year does Bartolomeu Dias round the Cape of Good Hope?",
            ],
            [
                "le passage du cap de Bonne-Espérance par Dias",
                "Dias rounding the Cape of Good Hope",
            ],
            1488.0,
        ),
        year(
            [
                "En quelle année Christophe Colomb atteint-il les Antilles ?",
                "In which year does Christopher Columbus reach the West Indies?",
            ],
            [
                "l'arrivée de Christophe Colomb aux Antilles",
                "Columbus's arrival in the West Indies",
            ],
            1492.0,
        ),
        year(
            [
                "En quelle année l'Espagne et le Portugal signent-ils le traité de Tordesillas ?",
                "In which year do Spain and Portugal sign the Treaty of Tordesillas?",
            ],
            ["le traité de Tordesillas", "the Treaty of Tordesillas"],
            1494.0,
        ),
        year(
            [
                "En quelle année Vasco de Gama atteint-il les Indes par la mer ?",
                "In which year does Vasco da Gama reach India by sea?",
            ],
            [
                "l'arrivée de Vasco de Gama aux Indes",
                "Vasco da Gama's arrival in India",
            ],
            1498.0,
        ),
        year(
            [
                "En quelle année Pedro Álvares Cabral aborde-t-il le Brésil ?",
                "In which year does Pedro Álvares Cabral land in Brazil?",
            ],
            [
                "l'arrivée de Cabral au Brésil",
                "Cabral's arrival in Brazil",
            ],
            1500.0,
        ),
        year(
            [
                "En quelle année Cortés prend-il Tenochtitlan, la capitale aztèque ?",
                "In which year does Cortés take Tenochtitlan, the Aztec capital?",
            ],
            ["la prise de Tenochtitlan", "the capture of Tenochtitlan"],
            1521.0,
        ),
        year(
            [
                "En quelle année s'ouvre la controverse de Valladolid ?",
                "In which year does the Valladolid debate open?",
            ],
            ["la controverse de Valladolid", "the Valladolid debate"],
            1550.0,
        ),
    ],
    diagrams: &[],
};
