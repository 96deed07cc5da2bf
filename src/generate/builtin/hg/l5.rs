//! Histoire 5e (cycle 4, programme du BO spécial n° 11 du 26 novembre 2015, modifié au BO
//! n° 31 du 30 juillet 2020): Christendoms and Islam, VIth-XIIIth centuries.

use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Relation, Sequence, pair};

/// The 5e banks: a catalog entry's mode is the index of its chapter's bank here (append only).
pub(crate) static BANKS: &[&Bank] = &[&BYZANCE, &ISLAM];

/// The family of the 5e banks.
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// Byzance et l'Europe carolingienne.
pub(crate) static BYZANCE: Bank = Bank {
    chapter: "histoire-geographie-5e-byzance-et-l-europe-carolingienne",
    title: [
        "Byzance et l'Europe carolingienne",
        "Byzantium and Carolingian Europe",
    ],
    relations: &[
        Relation {
            name: [
                "Les mots des deux chrétientés",
                "The words of the two Christendoms",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["l'Empire byzantin", "the Byzantine Empire"],
                    [
                        "l'Empire romain d'Orient, qui dure jusqu'à la prise de Constantinople par les Ottomans en 1453",
                        "the Eastern Roman Empire, which lasts until the capture of Constantinople by the Ottomans in 1453",
                    ],
                    [
                        "Qu'est-ce que l'Empire byzantin ?",
                        "What is the Byzantine Empire?"
                    ],
                ),
                word!(
                    ["le basileus", "the basileus"],
                    [
                        "l'empereur byzantin, chef de l'État et protecteur de l'Église",
                        "the Byzantine emperor, head of the state and protector of the Church",
                    ],
                    ["Qui est le basileus ?", "Who is the basileus?"],
                ),
                word!(
                    ["une icône", "an icon"],
                    [
                        "une image religieuse peinte sur bois, vénérée par les chrétiens d'Orient",
                        "a religious image painted on wood, venerated by Eastern Christians",
                    ],
                    ["Qu'est-ce qu'une icône ?", "What is an icon?"],
                ),
                word!(
                    ["le schisme de 1054", "the schism of 1054"],
                    [
                        "la séparation entre l'Église d'Orient, orthodoxe, et l'Église d'Occident, catholique",
                        "the split between the Eastern Church, Orthodox, and the Western Church, Catholic",
                    ],
                    [
                        "Qu'est-ce que le schisme de 1054 ?",
                        "What is the schism of 1054?"
                    ],
                ),
                word!(
                    ["le pape", "the pope"],
                    [
                        "l'évêque de Rome, chef de l'Église d'Occident",
                        "the bishop of Rome, head of the Western Church",
                    ],
                    ["Qui est le pape ?", "Who is the pope?"],
                ),
                word!(
                    [
                        "le patriarche de Constantinople",
                        "the patriarch of Constantinople"
                    ],
                    [
                        "l'évêque de Constantinople, chef de l'Église d'Orient",
                        "the bishop of Constantinople, head of the Eastern Church",
                    ],
                    [
                        "Qui est le patriarche de Constantinople ?",
                        "Who is the patriarch of Constantinople?",
                    ],
                ),
                word!(
                    ["un comte", "a count"],
                    [
                        "le représentant de l'empereur carolingien dans une circonscription, le comté",
                        "the Carolingian emperor's representative in a district, the county",
                    ],
                    ["Qu'est-ce qu'un comte ?", "What is a count?"],
                ),
                pair(
                    ["les missi dominici", "the missi dominici"],
                    [
                        "les envoyés de Charlemagne, allant par deux, chargés de contrôler les comtes",
                        "Charlemagne's envoys, travelling in pairs, in charge of checking on the counts",
                    ],
                    [
                        "Qui sont les missi dominici ?",
                        "Who are the missi dominici?",
                    ],
                    [
                        "Comment appelle-t-on les envoyés de Charlemagne, allant par deux, chargés de contrôler les comtes ?",
                        "What do we call Charlemagne's envoys, travelling in pairs, in charge of checking on the counts?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les personnages et les lieux", "The people and places"],
            matching: [
                "Associe chaque nom à sa description.",
                "Match each name with its description.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Justinien", "Justinian"],
                    [
                        "l'empereur byzantin du VIe siècle qui fait bâtir Sainte-Sophie et rassembler le droit romain",
                        "the 6th-century Byzantine emperor who has Hagia Sophia built and Roman law gathered",
                    ],
                    ["Qui était Justinien ?", "Who was Justinian?"],
                    [
                        "Quel empereur byzantin du VIe siècle fait bâtir Sainte-Sophie et rassembler le droit romain ?",
                        "Which 6th-century Byzantine emperor has Hagia Sophia built and Roman law gathered?",
                    ],
                ),
                pair(
                    ["Charlemagne", "Charlemagne"],
                    [
                        "le roi des Francs couronné empereur à Rome par le pape le 25 décembre 800",
                        "the king of the Franks crowned emperor in Rome by the pope on 25 December 800",
                    ],
                    ["Qui était Charlemagne ?", "Who was Charlemagne?"],
                    [
                        "Quel roi des Francs est couronné empereur à Rome par le pape le 25 décembre 800 ?",
                        "Which king of the Franks is crowned emperor in Rome by the pope on 25 December 800?",
                    ],
                ),
                pair(
                    ["Pépin le Bref", "Pepin the Short"],
                    [
                        "le père de Charlemagne, premier roi carolingien en 751",
                        "Charlemagne's father, the first Carolingian king in 751",
                    ],
                    ["Qui était Pépin le Bref ?", "Who was Pepin the Short?"],
                    [
                        "Qui est le père de Charlemagne, premier roi carolingien en 751 ?",
                        "Who is Charlemagne's father, the first Carolingian king in 751?",
                    ],
                ),
                pair(
                    ["Constantinople", "Constantinople"],
                    [
                        "la capitale de l'Empire byzantin, fondée par Constantin sur le site de Byzance",
                        "the capital of the Byzantine Empire, founded by Constantine on the site of Byzantium",
                    ],
                    ["Qu'est-ce que Constantinople ?", "What is Constantinople?"],
                    [
                        "Quelle ville, capitale de l'Empire byzantin, a été fondée par Constantin sur le site de Byzance ?",
                        "Which town, the capital of the Byzantine Empire, was founded by Constantine on the site of Byzantium?",
                    ],
                ),
                pair(
                    ["Aix-la-Chapelle", "Aachen"],
                    [
                        "la ville où Charlemagne fait bâtir son palais et sa chapelle, et où il est enterré",
                        "the town where Charlemagne has his palace and chapel built, and where he is buried",
                    ],
                    ["Qu'est-ce qu'Aix-la-Chapelle ?", "What is Aachen?"],
                    [
                        "Dans quelle ville Charlemagne fait-il bâtir son palais et sa chapelle, et est-il enterré ?",
                        "In which town does Charlemagne have his palace and chapel built, and is he buried?",
                    ],
                ),
                pair(
                    ["Sainte-Sophie", "Hagia Sophia"],
                    [
                        "la grande église de Constantinople, achevée en 537",
                        "the great church of Constantinople, completed in 537",
                    ],
                    ["Qu'est-ce que Sainte-Sophie ?", "What is Hagia Sophia?"],
                    [
                        "Quelle grande église de Constantinople est achevée en 537 ?",
                        "Which great church of Constantinople is completed in 537?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["L'empire de Charlemagne", "Charlemagne's empire"],
            which: [
                "Parmi ces villes, lesquelles font partie de l'empire de Charlemagne à sa mort, en 814 ?",
                "Which of these towns are part of Charlemagne's empire at his death, in 814?",
            ],
            which_not: [
                "Parmi ces villes, lesquelles ne font pas partie de l'empire de Charlemagne à sa mort, en 814 ?",
                "Which of these towns are not part of Charlemagne's empire at his death, in 814?",
            ],
            members: &[
                ["Aix-la-Chapelle", "Aachen"],
                ["Paris", "Paris"],
                ["Milan", "Milan"],
            ],
            others: &[
                ["Constantinople", "Constantinople"],
                ["Cordoue", "Córdoba"],
                ["Bagdad", "Baghdad"],
            ],
        },
        Group {
            name: ["Byzance", "Byzantium"],
            which: [
                "Parmi ces éléments, lesquels caractérisent l'Empire byzantin ?",
                "Which of these are features of the Byzantine Empire?",
            ],
            which_not: [
                "Parmi ces éléments, lesquels ne caractérisent pas l'Empire byzantin ?",
                "Which of these are not features of the Byzantine Empire?",
            ],
            members: &[
                ["le basileus", "the basileus"],
                [
                    "le patriarche de Constantinople",
                    "the patriarch of Constantinople",
                ],
                ["le culte des icônes", "the veneration of icons"],
            ],
            others: &[
                ["le pape", "the pope"],
                ["les missi dominici", "the missi dominici"],
                [
                    "les capitulaires de Charlemagne",
                    "Charlemagne's capitularies",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "La frise de Byzance et de l'Occident",
            "The timeline of Byzantium and the West",
        ],
        order: [
            "Range ces événements dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the latest to the earliest.",
        ],
        next: [
            "Dans l'histoire de Byzance et de l'Occident, quel événement vient juste après celui-ci : « {} » ?",
            "In the history of Byzantium and the West, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "l'achèvement de Sainte-Sophie sous Justinien (537)",
                "the completion of Hagia Sophia under Justinian (537)",
            ],
            [
                "Pépin le Bref devient roi des Francs (751)",
                "Pepin the Short becomes king of the Franks (751)",
            ],
            [
                "le couronnement impérial de Charlemagne (800)",
                "the imperial coronation of Charlemagne (800)",
            ],
            [
                "le partage de l'empire au traité de Verdun (843)",
                "the division of the empire by the treaty of Verdun (843)",
            ],
            [
                "le schisme entre les Églises d'Orient et d'Occident (1054)",
                "the schism between the Eastern and Western Churches (1054)",
            ],
            [
                "le pillage de Constantinople par les croisés (1204)",
                "the sack of Constantinople by the crusaders (1204)",
            ],
            [
                "la prise de Constantinople par les Ottomans (1453)",
                "the capture of Constantinople by the Ottomans (1453)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année Charlemagne est-il couronné empereur à Rome ?",
                "In which year is Charlemagne crowned emperor in Rome?",
            ],
            [
                "le couronnement de Charlemagne",
                "the coronation of Charlemagne",
            ],
            800.0,
        ),
        year(
            [
                "En quelle année le traité de Verdun partage-t-il l'empire carolingien ?",
                "In which year does the treaty of Verdun divide the Carolingian empire?",
            ],
            ["le traité de Verdun", "the treaty of Verdun"],
            843.0,
        ),
        year(
            [
                "En quelle année a lieu le schisme entre l'Église d'Orient et l'Église d'Occident ?",
                "In which year does the schism between the Eastern and Western Churches take place?",
            ],
            [
                "le schisme entre les Églises",
                "the schism between the Churches",
            ],
            1054.0,
        ),
        year(
            [
                "En quelle année les Ottomans prennent-ils Constantinople ?",
                "In which year do the Ottomans capture Constantinople?",
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

/// De la naissance de l'islam à la prise de Bagdad par les Mongols : pouvoirs, sociétés,
/// cultures.
pub(crate) static ISLAM: Bank = Bank {
    chapter: "histoire-geographie-5e-naissance-de-l-islam",
    title: [
        "De la naissance de l'islam à la prise de Bagdad",
        "From the birth of Islam to the fall of Baghdad",
    ],
    relations: &[
        Relation {
            name: ["Les mots de l'islam", "The words of Islam"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["le Coran", "the Quran"],
                    [
                        "le livre sacré de l'islam, qui rassemble selon les musulmans la parole de Dieu révélée à Mahomet",
                        "the holy book of Islam, which according to Muslims gathers the word of God revealed to Muhammad",
                    ],
                    ["Qu'est-ce que le Coran ?", "What is the Quran?"],
                ),
                word!(
                    ["l'Hégire", "the Hijra"],
                    [
                        "le départ de Mahomet de La Mecque pour Médine en 622, point de départ du calendrier musulman",
                        "Muhammad's departure from Mecca for Medina in 622, the starting point of the Muslim calendar",
                    ],
                    ["Qu'est-ce que l'Hégire ?", "What is the Hijra?"],
                ),
                word!(
                    ["un calife", "a caliph"],
                    [
                        "le successeur de Mahomet à la tête de la communauté des musulmans",
                        "Muhammad's successor at the head of the community of Muslims",
                    ],
                    ["Qu'est-ce qu'un calife ?", "What is a caliph?"],
                ),
                word!(
                    ["une mosquée", "a mosque"],
                    [
                        "le lieu où les musulmans se réunissent pour prier",
                        "the place where Muslims gather to pray",
                    ],
                    ["Qu'est-ce qu'une mosquée ?", "What is a mosque?"],
                ),
                word!(
                    ["un minaret", "a minaret"],
                    [
                        "la tour de la mosquée d'où le muezzin appelle les fidèles à la prière",
                        "the tower of the mosque from which the muezzin calls the faithful to prayer",
                    ],
                    ["Qu'est-ce qu'un minaret ?", "What is a minaret?"],
                ),
                word!(
                    ["la Kaaba", "the Kaaba"],
                    [
                        "le sanctuaire en forme de cube, à La Mecque, vers lequel les musulmans se tournent pour prier",
                        "the cube-shaped shrine, in Mecca, towards which Muslims turn to pray",
                    ],
                    ["Qu'est-ce que la Kaaba ?", "What is the Kaaba?"],
                ),
                word!(
                    ["un dhimmi", "a dhimmi"],
                    [
                        "un juif ou un chrétien vivant en terre d'islam, protégé en échange d'un impôt",
                        "a Jew or a Christian living in Muslim lands, protected in exchange for a tax",
                    ],
                    ["Qu'est-ce qu'un dhimmi ?", "What is a dhimmi?"],
                ),
                pair(
                    ["les chiites", "the Shia"],
                    [
                        "les musulmans pour qui seuls Ali et ses descendants peuvent diriger la communauté",
                        "the Muslims for whom only Ali and his descendants may lead the community",
                    ],
                    ["Qui sont les chiites ?", "Who are the Shia?"],
                    [
                        "Comment appelle-t-on les musulmans pour qui seuls Ali et ses descendants peuvent diriger la communauté ?",
                        "What do we call the Muslims for whom only Ali and his descendants may lead the community?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les personnages et les lieux", "The people and places"],
            matching: [
                "Associe chaque nom à sa description.",
                "Match each name with its description.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Mahomet", "Muhammad"],
                    [
                        "le prophète de l'islam, né à La Mecque vers 570 et mort à Médine en 632",
                        "the prophet of Islam, born in Mecca around 570 and died in Medina in 632",
                    ],
                    ["Qui était Mahomet ?", "Who was Muhammad?"],
                    [
                        "Qui est le prophète de l'islam, né à La Mecque vers 570 et mort à Médine en 632 ?",
                        "Who is the prophet of Islam, born in Mecca around 570 and died in Medina in 632?",
                    ],
                ),
                pair(
                    ["Abou Bakr", "Abu Bakr"],
                    [
                        "le premier calife, élu à la mort de Mahomet en 632",
                        "the first caliph, chosen at Muhammad's death in 632",
                    ],
                    ["Qui était Abou Bakr ?", "Who was Abu Bakr?"],
                    [
                        "Qui est le premier calife, élu à la mort de Mahomet en 632 ?",
                        "Who is the first caliph, chosen at Muhammad's death in 632?",
                    ],
                ),
                pair(
                    ["Haroun al-Rachid", "Harun al-Rashid"],
                    [
                        "le calife abbasside de Bagdad, contemporain de Charlemagne",
                        "the Abbasid caliph of Baghdad, a contemporary of Charlemagne",
                    ],
                    ["Qui était Haroun al-Rachid ?", "Who was Harun al-Rashid?"],
                    [
                        "Quel calife abbasside de Bagdad est contemporain de Charlemagne ?",
                        "Which Abbasid caliph of Baghdad is a contemporary of Charlemagne?",
                    ],
                ),
                pair(
                    ["Avicenne", "Avicenna"],
                    [
                        "le médecin et philosophe persan, auteur du Canon de la médecine, au XIe siècle",
                        "the Persian physician and philosopher, author of the Canon of Medicine, in the 11th century",
                    ],
                    ["Qui était Avicenne ?", "Who was Avicenna?"],
                    [
                        "Quel médecin et philosophe persan écrit le Canon de la médecine, au XIe siècle ?",
                        "Which Persian physician and philosopher writes the Canon of Medicine, in the 11th century?",
                    ],
                ),
                pair(
                    ["Averroès", "Averroes"],
                    [
                        "le savant de Cordoue du XIIe siècle, célèbre pour ses commentaires d'Aristote",
                        "the 12th-century scholar of Córdoba, famous for his commentaries on Aristotle",
                    ],
                    ["Qui était Averroès ?", "Who was Averroes?"],
                    [
                        "Quel savant de Cordoue du XIIe siècle est célèbre pour ses commentaires d'Aristote ?",
                        "Which 12th-century scholar of Córdoba is famous for his commentaries on Aristotle?",
                    ],
                ),
                pair(
                    ["Bagdad", "Baghdad"],
                    [
                        "la capitale des califes abbassides, fondée en 762 et prise par les Mongols en 1258",
                        "the capital of the Abbasid caliphs, founded in 762 and taken by the Mongols in 1258",
                    ],
                    ["Qu'est-ce que Bagdad ?", "What is Baghdad?"],
                    [
                        "Quelle ville, capitale des califes abbassides, est fondée en 762 et prise par les Mongols en 1258 ?",
                        "Which town, the capital of the Abbasid caliphs, is founded in 762 and taken by the Mongols in 1258?",
                    ],
                ),
                pair(
                    ["Damas", "Damascus"],
                    [
                        "la capitale des califes omeyyades, de 661 à 750",
                        "the capital of the Umayyad caliphs, from 661 to 750",
                    ],
                    ["Qu'est-ce que Damas ?", "What is Damascus?"],
                    [
                        "Quelle ville est la capitale des califes omeyyades, de 661 à 750 ?",
                        "Which town is the capital of the Umayyad caliphs, from 661 to 750?",
                    ],
                ),
                pair(
                    ["Médine", "Medina"],
                    [
                        "la ville où Mahomet s'installe en 622 et où il meurt en 632",
                        "the town where Muhammad settles in 622 and where he dies in 632",
                    ],
                    ["Qu'est-ce que Médine ?", "What is Medina?"],
                    [
                        "Dans quelle ville Mahomet s'installe-t-il en 622 et meurt-il en 632 ?",
                        "In which town does Muhammad settle in 622 and die in 632?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les cinq piliers de l'islam", "The five pillars of Islam"],
            which: [
                "Parmi ces pratiques, lesquelles sont des piliers de l'islam ?",
                "Which of these practices are pillars of Islam?",
            ],
            which_not: [
                "Parmi ces pratiques, lesquelles ne sont pas des piliers de l'islam ?",
                "Which of these practices are not pillars of Islam?",
            ],
            members: &[
                ["la profession de foi", "the profession of faith"],
                ["les cinq prières quotidiennes", "the five daily prayers"],
                ["l'aumône", "almsgiving"],
                [
                    "le jeûne du mois de ramadan",
                    "the fast of the month of Ramadan",
                ],
                ["le pèlerinage à La Mecque", "the pilgrimage to Mecca"],
            ],
            others: &[
                ["le baptême", "baptism"],
                ["la messe du dimanche", "Sunday mass"],
                ["le repos du shabbat", "the Sabbath rest"],
            ],
        },
        Group {
            name: ["Les capitales des califes", "The caliphs' capitals"],
            which: [
                "Parmi ces villes, lesquelles ont été la capitale d'un califat ?",
                "Which of these towns were the capital of a caliphate?",
            ],
            which_not: [
                "Parmi ces villes, lesquelles n'ont jamais été la capitale d'un califat ?",
                "Which of these towns were never the capital of a caliphate?",
            ],
            members: &[
                ["Damas", "Damascus"],
                ["Bagdad", "Baghdad"],
                ["Cordoue", "Córdoba"],
                ["Le Caire", "Cairo"],
            ],
            others: &[
                ["Aix-la-Chapelle", "Aachen"],
                ["Rome", "Rome"],
                ["Paris", "Paris"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["La frise de l'islam", "The timeline of Islam"],
        order: [
            "Range ces événements dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the latest to the earliest.",
        ],
        next: [
            "Dans l'histoire de l'islam, quel événement vient juste après celui-ci : « {} » ?",
            "In the history of Islam, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "la naissance de Mahomet à La Mecque (vers 570)",
                "the birth of Muhammad in Mecca (around 570)",
            ],
            [
                "l'Hégire, départ de Mahomet pour Médine (622)",
                "the Hijra, Muhammad's departure for Medina (622)",
            ],
            ["la mort de Mahomet (632)", "the death of Muhammad (632)"],
            [
                "les Omeyyades installent le califat à Damas (661)",
                "the Umayyads set up the caliphate in Damascus (661)",
            ],
            [
                "le début de la conquête de l'Espagne (711)",
                "the start of the conquest of Spain (711)",
            ],
            [
                "la fondation de Bagdad par les Abbassides (762)",
                "the founding of Baghdad by the Abbasids (762)",
            ],
            [
                "la prise de Bagdad par les Mongols (1258)",
                "the capture of Baghdad by the Mongols (1258)",
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
                "En quelle année meurt Mahomet ?",
                "In which year does Muhammad die?",
            ],
            ["la mort de Mahomet", "the death of Muhammad"],
            632.0,
        ),
        year(
            [
                "En quelle année les Abbassides fondent-ils Bagdad ?",
                "In which year do the Abbasids found Baghdad?",
            ],
            ["la fondation de Bagdad", "the founding of Baghdad"],
            762.0,
        ),
        year(
            [
                "En quelle année les Mongols prennent-ils Bagdad ?",
                "In which year do the Mongols capture Baghdad?",
            ],
            [
                "la prise de Bagdad par les Mongols",
                "the capture of Baghdad by the Mongols",
            ],
            1258.0,
        ),
    ],
    diagrams: &[],
};
