//! Histoire-géographie, more chapters of 6e, 5e and 2de (cycle 3 and cycle 4, BO n° 31 du 30
//! juillet 2020; lycée, BO spécial n° 1 du 22 janvier 2019): living in spaces with strong
//! natural constraints, the affirmation of the monarchical State (Capetians and Valois), from
//! the Renaissance prince to the absolute king, feeding the world, and the Renaissance,
//! humanism and religious reformations at lycée level.

use super::l4::year;
use super::timeline;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Number, Relation, pair};

/// The family of these banks.
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// These banks: a catalog entry's mode is the index of its chapter's bank here (append only).
pub(crate) static BANKS: &[&Bank] = &[
    &CONTRAINTES,
    &MONARCHIE,
    &ROI_ABSOLU,
    &ALIMENTATION,
    &RENAISSANCE,
];

/// 6e: Habiter un espace à forte(s) contrainte(s) naturelle(s) ou/et de grande biodiversité.
pub(crate) static CONTRAINTES: Bank = Bank {
    chapter: "histoire-geographie-6e-espace-a-fortes-contraintes",
    title: [
        "Habiter un espace à fortes contraintes naturelles",
        "Living in a space with strong natural constraints",
    ],
    relations: &[
        Relation {
            name: [
                "Des espaces à fortes contraintes",
                "Spaces with strong constraints",
            ],
            matching: [
                "Associe chaque espace à sa description.",
                "Match each space with its description.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le Sahara", "the Sahara"],
                    [
                        "le plus grand désert chaud du monde, dans le nord de l'Afrique",
                        "the largest hot desert in the world, in the north of Africa",
                    ],
                    ["Qu'est-ce que le Sahara ?", "What is the Sahara?"],
                    [
                        "Quel est le plus grand désert chaud du monde, dans le nord de l'Afrique ?",
                        "What is the largest hot desert in the world, in the north of Africa?",
                    ],
                ),
                pair(
                    ["l'Himalaya", "the Himalayas"],
                    [
                        "la chaîne de montagnes d'Asie où se trouve l'Everest, le plus haut sommet du monde",
                        "the mountain range of Asia where Everest, the highest peak in the world, stands",
                    ],
                    ["Qu'est-ce que l'Himalaya ?", "What are the Himalayas?"],
                    [
                        "Dans quelle chaîne de montagnes d'Asie se trouve l'Everest ?",
                        "In which mountain range of Asia does Everest stand?",
                    ],
                ),
                pair(
                    ["les Alpes", "the Alps"],
                    [
                        "la chaîne de montagnes d'Europe dont le plus haut sommet est le mont Blanc",
                        "the mountain range of Europe whose highest peak is Mont Blanc",
                    ],
                    ["Que sont les Alpes ?", "What are the Alps?"],
                    [
                        "Quelle chaîne de montagnes d'Europe a pour plus haut sommet le mont Blanc ?",
                        "Which mountain range of Europe has Mont Blanc as its highest peak?",
                    ],
                ),
                pair(
                    ["l'Antarctique", "Antarctica"],
                    [
                        "le continent couvert de glace qui entoure le pôle Sud",
                        "the ice-covered continent around the South Pole",
                    ],
                    ["Qu'est-ce que l'Antarctique ?", "What is Antarctica?"],
                    [
                        "Quel continent couvert de glace entoure le pôle Sud ?",
                        "Which ice-covered continent lies around the South Pole?",
                    ],
                ),
                pair(
                    ["le Groenland", "Greenland"],
                    [
                        "la très grande île de l'Arctique, couverte en grande partie par une calotte de glace, où vivent des Inuits",
                        "the very large Arctic island, mostly covered by an ice sheet, where Inuit live",
                    ],
                    ["Qu'est-ce que le Groenland ?", "What is Greenland?"],
                    [
                        "Quelle très grande île de l'Arctique, couverte en grande partie de glace, est habitée par des Inuits ?",
                        "Which very large Arctic island, mostly covered with ice, is inhabited by Inuit?",
                    ],
                ),
                pair(
                    ["la forêt amazonienne", "the Amazon rainforest"],
                    [
                        "la plus grande forêt équatoriale du monde, en Amérique du Sud",
                        "the largest equatorial forest in the world, in South America",
                    ],
                    [
                        "Qu'est-ce que la forêt amazonienne ?",
                        "What is the Amazon rainforest?",
                    ],
                    [
                        "Quelle est la plus grande forêt équatoriale du monde, en Amérique du Sud ?",
                        "What is the largest equatorial forest in the world, in South America?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les mots des espaces à fortes contraintes",
                "The words of spaces with strong constraints",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["une contrainte naturelle", "a natural constraint"],
                    [
                        "un élément du milieu naturel qui rend difficiles la vie ou les activités des habitants",
                        "a feature of the natural environment that makes life or the inhabitants' activities difficult",
                    ],
                    [
                        "Qu'est-ce qu'une contrainte naturelle ?",
                        "What is a natural constraint?",
                    ],
                ),
                word!(
                    ["la biodiversité", "biodiversity"],
                    [
                        "la variété des espèces animales et végétales qui vivent dans un milieu",
                        "the variety of animal and plant species living in an environment",
                    ],
                    ["Qu'est-ce que la biodiversité ?", "What is biodiversity?"],
                ),
                word!(
                    ["une oasis", "an oasis"],
                    [
                        "un lieu du désert où la présence d'eau permet de cultiver et d'habiter",
                        "a place in the desert where water makes farming and living possible",
                    ],
                    ["Qu'est-ce qu'une oasis ?", "What is an oasis?"],
                ),
                word!(
                    ["un espace de faible densité", "a low-density area"],
                    [
                        "un espace où vivent peu d'habitants pour une grande surface",
                        "an area where few people live over a large surface",
                    ],
                    [
                        "Qu'est-ce qu'un espace de faible densité ?",
                        "What is a low-density area?",
                    ],
                ),
                word!(
                    ["une station de sports d'hiver", "a winter sports resort"],
                    [
                        "un village ou une ville de montagne aménagés pour accueillir les skieurs",
                        "a mountain village or town equipped to welcome skiers",
                    ],
                    [
                        "Qu'est-ce qu'une station de sports d'hiver ?",
                        "What is a winter sports resort?",
                    ],
                ),
                word!(
                    ["un parc national", "a national park"],
                    [
                        "un espace protégé par l'État où les activités humaines sont limitées pour préserver la nature",
                        "an area protected by the State where human activities are limited to preserve nature",
                    ],
                    [
                        "Qu'est-ce qu'un parc national ?",
                        "What is a national park?"
                    ],
                ),
                word!(
                    ["la déforestation", "deforestation"],
                    [
                        "la destruction de la forêt par les humains pour exploiter le bois, cultiver ou élever du bétail",
                        "the destruction of the forest by humans to use the wood, grow crops or raise cattle",
                    ],
                    ["Qu'est-ce que la déforestation ?", "What is deforestation?"],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les déserts chauds", "Hot deserts"],
            which: [
                "Parmi ces espaces, lesquels sont des déserts chauds ?",
                "Which of these spaces are hot deserts?",
            ],
            which_not: [
                "Parmi ces espaces, lesquels ne sont pas des déserts chauds ?",
                "Which of these spaces are not hot deserts?",
            ],
            members: &[
                ["le Sahara", "the Sahara"],
                ["le Kalahari", "the Kalahari"],
                ["le désert d'Arabie", "the Arabian Desert"],
            ],
            others: &[
                ["la forêt amazonienne", "the Amazon rainforest"],
                ["les Alpes", "the Alps"],
                ["le Groenland", "Greenland"],
            ],
        },
        Group {
            name: [
                "Les contraintes des régions polaires",
                "The constraints of polar regions",
            ],
            which: [
                "Parmi ces contraintes, lesquelles sont celles des régions polaires ?",
                "Which of these constraints are those of polar regions?",
            ],
            which_not: [
                "Parmi ces contraintes, lesquelles ne sont pas celles des régions polaires ?",
                "Which of these constraints are not those of polar regions?",
            ],
            members: &[
                ["un froid très intense", "a very intense cold"],
                [
                    "la longue nuit polaire de l'hiver",
                    "the long polar night of winter",
                ],
                ["un sol gelé en permanence", "permanently frozen ground"],
            ],
            others: &[
                [
                    "une forte chaleur toute l'année",
                    "great heat all year round",
                ],
                [
                    "des pluies abondantes toute l'année sur une forêt très dense",
                    "heavy rain all year round over a very dense forest",
                ],
            ],
        },
    ],
    sequences: &[timeline(
        [
            "Explorer et aménager les espaces à fortes contraintes",
            "Exploring and developing spaces with strong constraints",
        ],
        &[
            [
                "la première ascension du mont Blanc (1786)",
                "the first ascent of Mont Blanc (1786)",
            ],
            [
                "l'expédition d'Amundsen atteint le pôle Sud (1911)",
                "Amundsen's expedition reaches the South Pole (1911)",
            ],
            [
                "les premiers Jeux olympiques d'hiver à Chamonix (1924)",
                "the first Winter Olympic Games in Chamonix (1924)",
            ],
            [
                "la première ascension de l'Everest (1953)",
                "the first ascent of Everest (1953)",
            ],
            [
                "la création du parc national de la Vanoise, le premier de France (1963)",
                "the creation of the Vanoise National Park, the first in France (1963)",
            ],
            [
                "la création du parc amazonien de Guyane (2007)",
                "the creation of the Amazonian Park of French Guiana (2007)",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année l'Everest est-il gravi pour la première fois ?",
                "In which year is Everest climbed for the first time?",
            ],
            [
                "la première ascension de l'Everest",
                "the first ascent of Everest",
            ],
            1953.0,
        ),
        year(
            [
                "En quelle année l'expédition d'Amundsen atteint-elle le pôle Sud ?",
                "In which year does Amundsen's expedition reach the South Pole?",
            ],
            [
                "l'arrivée d'Amundsen au pôle Sud",
                "Amundsen's arrival at the South Pole",
            ],
            1911.0,
        ),
        Number {
            ask: [
                "Quelle est l'altitude de l'Everest, en mètres, d'après la mesure publiée en 2020 ?",
                "What is the height of Everest, in metres, according to the measurement published in 2020?",
            ],
            about: [
                "l'altitude de l'Everest (mesure de 2020)",
                "the height of Everest (2020 measurement)",
            ],
            value: 8849.0,
            dp: 0,
            unit: "m",
        },
    ],
    diagrams: &[],
};

/// 5e: L'affirmation de l'État monarchique dans le royaume des Capétiens et des Valois.
pub(crate) static MONARCHIE: Bank = Bank {
    chapter: "histoire-geographie-5e-affirmation-de-l-etat-monarchique",
    title: [
        "L'affirmation de l'État monarchique (Capétiens et Valois)",
        "The rise of the monarchical State (Capetians and Valois)",
    ],
    relations: &[
        Relation {
            name: [
                "Les rois et les acteurs du royaume",
                "The kings and the actors of the kingdom",
            ],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what they did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Hugues Capet", "Hugh Capet"],
                    [
                        "le roi élu en 987, fondateur de la dynastie des Capétiens",
                        "the king elected in 987, founder of the Capetian dynasty",
                    ],
                    ["Qui était Hugues Capet ?", "Who was Hugh Capet?"],
                    [
                        "Quel roi, élu en 987, fonde la dynastie des Capétiens ?",
                        "Which king, elected in 987, founds the Capetian dynasty?",
                    ],
                ),
                pair(
                    ["Philippe Auguste", "Philip Augustus"],
                    [
                        "le roi vainqueur à Bouvines en 1214, qui agrandit fortement le domaine royal",
                        "the king who wins at Bouvines in 1214 and greatly enlarges the royal domain",
                    ],
                    ["Qui était Philippe Auguste ?", "Who was Philip Augustus?"],
                    [
                        "Quel roi est vainqueur à Bouvines en 1214 ?",
                        "Which king wins at Bouvines in 1214?",
                    ],
                ),
                pair(
                    ["Louis IX", "Louis IX"],
                    [
                        "le roi très pieux, justicier, mort en croisade en 1270 et devenu Saint Louis",
                        "the very pious king, known for his justice, who died on crusade in 1270 and became Saint Louis",
                    ],
                    ["Qui était Louis IX ?", "Who was Louis IX?"],
                    [
                        "Quel roi, mort en croisade en 1270, est devenu Saint Louis ?",
                        "Which king, who died on crusade in 1270, became Saint Louis?",
                    ],
                ),
                pair(
                    ["Philippe le Bel", "Philip the Fair"],
                    [
                        "le roi qui réunit en 1302 les premiers états généraux et s'oppose au pape",
                        "the king who gathers the first Estates General in 1302 and opposes the pope",
                    ],
                    ["Qui était Philippe le Bel ?", "Who was Philip the Fair?"],
                    [
                        "Quel roi réunit en 1302 les premiers états généraux ?",
                        "Which king gathers the first Estates General in 1302?",
                    ],
                ),
                pair(
                    ["Édouard III", "Edward III"],
                    [
                        "le roi d'Angleterre qui revendique la couronne de France au début de la guerre de Cent Ans",
                        "the king of England who claims the crown of France at the start of the Hundred Years' War",
                    ],
                    ["Qui était Édouard III ?", "Who was Edward III?"],
                    [
                        "Quel roi d'Angleterre revendique la couronne de France au début de la guerre de Cent Ans ?",
                        "Which king of England claims the crown of France at the start of the Hundred Years' War?",
                    ],
                ),
                pair(
                    ["Jeanne d'Arc", "Joan of Arc"],
                    [
                        "la jeune paysanne qui fait lever le siège d'Orléans en 1429 et est brûlée à Rouen en 1431",
                        "the young peasant girl who lifts the siege of Orléans in 1429 and is burnt in Rouen in 1431",
                    ],
                    ["Qui était Jeanne d'Arc ?", "Who was Joan of Arc?"],
                    [
                        "Quelle jeune paysanne fait lever le siège d'Orléans en 1429 ?",
                        "Which young peasant girl lifts the siege of Orléans in 1429?",
                    ],
                ),
                pair(
                    ["Charles VII", "Charles VII"],
                    [
                        "le roi sacré à Reims en 1429, qui chasse les Anglais du royaume à la fin de la guerre de Cent Ans",
                        "the king crowned at Reims in 1429, who drives the English out of the kingdom at the end of the Hundred Years' War",
                    ],
                    ["Qui était Charles VII ?", "Who was Charles VII?"],
                    [
                        "Quel roi est sacré à Reims en 1429 ?",
                        "Which king is crowned at Reims in 1429?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les mots de l'État monarchique",
                "The words of the monarchical State",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["une dynastie", "a dynasty"],
                    [
                        "une suite de rois issus de la même famille",
                        "a line of kings from the same family",
                    ],
                    ["Qu'est-ce qu'une dynastie ?", "What is a dynasty?"],
                ),
                word!(
                    ["le domaine royal", "the royal domain"],
                    [
                        "l'ensemble des terres qui appartiennent directement au roi",
                        "all the lands that belong directly to the king",
                    ],
                    [
                        "Qu'est-ce que le domaine royal ?",
                        "What is the royal domain?"
                    ],
                ),
                word!(
                    ["le sacre", "the coronation"],
                    [
                        "la cérémonie religieuse, à Reims, au cours de laquelle le roi reçoit l'onction et devient l'élu de Dieu",
                        "the religious ceremony, at Reims, during which the king is anointed and becomes God's chosen one",
                    ],
                    ["Qu'est-ce que le sacre ?", "What is the coronation?"],
                ),
                word!(
                    ["un bailli", "a bailiff"],
                    [
                        "un agent du roi qui rend la justice et lève les impôts en son nom dans une partie du domaine royal",
                        "an agent of the king who administers justice and collects taxes in his name in part of the royal domain",
                    ],
                    ["Qu'est-ce qu'un bailli ?", "What is a bailiff?"],
                ),
                word!(
                    ["les états généraux", "the Estates General"],
                    [
                        "l'assemblée des représentants du clergé, de la noblesse et des villes, réunie par le roi",
                        "the assembly of the representatives of the clergy, the nobility and the towns, called by the king",
                    ],
                    [
                        "Que sont les états généraux ?",
                        "What are the Estates General?",
                    ],
                ),
                word!(
                    ["la taille", "the taille"],
                    [
                        "l'impôt royal direct, devenu permanent pendant la guerre de Cent Ans",
                        "the direct royal tax, made permanent during the Hundred Years' War",
                    ],
                    ["Qu'est-ce que la taille ?", "What is the taille?"],
                ),
                word!(
                    ["un vassal", "a vassal"],
                    [
                        "un seigneur qui a prêté hommage à un seigneur plus puissant, son suzerain",
                        "a lord who has paid homage to a more powerful lord, his overlord",
                    ],
                    ["Qu'est-ce qu'un vassal ?", "What is a vassal?"],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les rois Valois", "The Valois kings"],
            which: [
                "Parmi ces rois de France, lesquels appartiennent à la dynastie des Valois, au pouvoir à partir de 1328 ?",
                "Which of these kings of France belong to the Valois dynasty, in power from 1328?",
            ],
            which_not: [
                "Parmi ces rois de France, lesquels n'appartiennent pas à la dynastie des Valois, au pouvoir à partir de 1328 ?",
                "Which of these kings of France do not belong to the Valois dynasty, in power from 1328?",
            ],
            members: &[
                ["Philippe VI", "Philip VI"],
                ["Charles V", "Charles V"],
                ["Charles VII", "Charles VII"],
                ["Louis XI", "Louis XI"],
            ],
            others: &[
                ["Hugues Capet", "Hugh Capet"],
                ["Philippe Auguste", "Philip Augustus"],
                ["Louis IX", "Louis IX"],
            ],
        },
        Group {
            name: [
                "Les batailles de la guerre de Cent Ans",
                "The battles of the Hundred Years' War",
            ],
            which: [
                "Parmi ces batailles, lesquelles ont eu lieu pendant la guerre de Cent Ans (1337-1453) ?",
                "Which of these battles took place during the Hundred Years' War (1337-1453)?",
            ],
            which_not: [
                "Parmi ces batailles, lesquelles n'ont pas eu lieu pendant la guerre de Cent Ans (1337-1453) ?",
                "Which of these battles did not take place during the Hundred Years' War (1337-1453)?",
            ],
            members: &[
                ["la bataille de Crécy", "the battle of Crécy"],
                ["la bataille d'Azincourt", "the battle of Agincourt"],
                ["la bataille de Castillon", "the battle of Castillon"],
            ],
            others: &[
                ["la bataille de Bouvines", "the battle of Bouvines"],
                ["la bataille de Marignan", "the battle of Marignano"],
                [
                    "la bataille de Poitiers de 732",
                    "the battle of Poitiers of 732",
                ],
            ],
        },
    ],
    sequences: &[timeline(
        [
            "Capétiens et Valois (987-1453)",
            "Capetians and Valois (987-1453)",
        ],
        &[
            [
                "Hugues Capet est élu roi (987)",
                "Hugh Capet is elected king (987)",
            ],
            [
                "Philippe Auguste est vainqueur à Bouvines (1214)",
                "Philip Augustus wins at Bouvines (1214)",
            ],
            [
                "Louis IX meurt en croisade (1270)",
                "Louis IX dies on crusade (1270)",
            ],
            [
                "Philippe le Bel réunit les premiers états généraux (1302)",
                "Philip the Fair gathers the first Estates General (1302)",
            ],
            [
                "le début de la guerre de Cent Ans (1337)",
                "the start of the Hundred Years' War (1337)",
            ],
            [
                "Charles VII est sacré à Reims (1429)",
                "Charles VII is crowned at Reims (1429)",
            ],
            [
                "la fin de la guerre de Cent Ans (1453)",
                "the end of the Hundred Years' War (1453)",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année Hugues Capet est-il élu roi ?",
                "In which year is Hugh Capet elected king?",
            ],
            ["l'élection d'Hugues Capet", "Hugh Capet's election"],
            987.0,
        ),
        year(
            [
                "En quelle année a lieu la bataille de Bouvines ?",
                "In which year does the battle of Bouvines take place?",
            ],
            ["la bataille de Bouvines", "the battle of Bouvines"],
            1214.0,
        ),
        year(
            [
                "En quelle année commence la guerre de Cent Ans ?",
                "In which year does the Hundred Years' War begin?",
            ],
            [
                "le début de la guerre de Cent Ans",
                "the start of the Hundred Years' War",
            ],
            1337.0,
        ),
        year(
            [
                "En quelle année se termine la guerre de Cent Ans ?",
                "In which year does the Hundred Years' War end?",
            ],
            [
                "la fin de la guerre de Cent Ans",
                "the end of the Hundred Years' War",
            ],
            1453.0,
        ),
    ],
    diagrams: &[],
};

/// 5e: Du Prince de la Renaissance au roi absolu (François Ier, Henri IV, Louis XIV).
pub(crate) static ROI_ABSOLU: Bank = Bank {
    chapter: "histoire-geographie-5e-du-prince-de-la-renaissance-au-roi-absolu",
    title: [
        "Du Prince de la Renaissance au roi absolu",
        "From the Renaissance prince to the absolute king",
    ],
    relations: &[
        Relation {
            name: [
                "Les rois et leurs ministres",
                "The kings and their ministers",
            ],
            matching: [
                "Associe chaque personnage à son rôle.",
                "Match each person with their role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["François Ier", "Francis I"],
                    [
                        "le roi vainqueur à Marignan en 1515, protecteur des artistes de la Renaissance",
                        "the king who wins at Marignano in 1515, patron of the artists of the Renaissance",
                    ],
                    ["Qui était François Ier ?", "Who was Francis I?"],
                    [
                        "Quel roi est vainqueur à Marignan en 1515 ?",
                        "Which king wins at Marignano in 1515?",
                    ],
                ),
                pair(
                    ["Léonard de Vinci", "Leonardo da Vinci"],
                    [
                        "le peintre et ingénieur italien invité par François Ier, mort à Amboise en 1519",
                        "the Italian painter and engineer invited by Francis I, who died at Amboise in 1519",
                    ],
                    ["Qui était Léonard de Vinci ?", "Who was Leonardo da Vinci?"],
                    [
                        "Quel artiste italien, invité par François Ier, meurt à Amboise en 1519 ?",
                        "Which Italian artist, invited by Francis I, dies at Amboise in 1519?",
                    ],
                ),
                pair(
                    ["Henri IV", "Henry IV"],
                    [
                        "le premier roi Bourbon, qui signe l'édit de Nantes en 1598",
                        "the first Bourbon king, who signs the Edict of Nantes in 1598",
                    ],
                    ["Qui était Henri IV ?", "Who was Henry IV?"],
                    [
                        "Quel roi, le premier des Bourbons, signe l'édit de Nantes en 1598 ?",
                        "Which king, the first of the Bourbons, signs the Edict of Nantes in 1598?",
                    ],
                ),
                pair(
                    ["Richelieu", "Richelieu"],
                    [
                        "le cardinal, principal ministre de Louis XIII, qui renforce l'autorité du roi",
                        "the cardinal, chief minister of Louis XIII, who strengthens the king's authority",
                    ],
                    ["Qui était Richelieu ?", "Who was Richelieu?"],
                    [
                        "Quel cardinal est le principal ministre de Louis XIII ?",
                        "Which cardinal is the chief minister of Louis XIII?",
                    ],
                ),
                pair(
                    ["Louis XIV", "Louis XIV"],
                    [
                        "le roi qui gouverne seul à partir de 1661 et installe la cour à Versailles en 1682",
                        "the king who rules alone from 1661 and moves the court to Versailles in 1682",
                    ],
                    ["Qui était Louis XIV ?", "Who was Louis XIV?"],
                    [
                        "Quel roi gouverne seul à partir de 1661 et installe la cour à Versailles ?",
                        "Which king rules alone from 1661 and moves the court to Versailles?",
                    ],
                ),
                pair(
                    ["Colbert", "Colbert"],
                    [
                        "le ministre de Louis XIV chargé des finances, qui développe les manufactures royales",
                        "Louis XIV's minister in charge of finances, who develops the royal manufactures",
                    ],
                    ["Qui était Colbert ?", "Who was Colbert?"],
                    [
                        "Quel ministre de Louis XIV, chargé des finances, développe les manufactures royales ?",
                        "Which minister of Louis XIV, in charge of finances, develops the royal manufactures?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les lieux du pouvoir royal", "The places of royal power"],
            matching: [
                "Associe chaque lieu à l'événement ou au monument qui le rend célèbre.",
                "Match each place with the event or monument that made it famous.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Marignan", "Marignano"],
                    [
                        "la victoire de François Ier en Italie du Nord en 1515",
                        "Francis I's victory in northern Italy in 1515",
                    ],
                    [
                        "Quel événement rend Marignan célèbre ?",
                        "What event made Marignano famous?",
                    ],
                    [
                        "Où François Ier remporte-t-il une victoire en Italie du Nord en 1515 ?",
                        "Where does Francis I win a victory in northern Italy in 1515?",
                    ],
                ),
                pair(
                    ["Villers-Cotterêts", "Villers-Cotterêts"],
                    [
                        "l'ordonnance de 1539 qui impose le français dans les actes de justice et d'administration",
                        "the 1539 ordinance that imposes French in legal and administrative documents",
                    ],
                    [
                        "Quel texte rend Villers-Cotterêts célèbre ?",
                        "What text made Villers-Cotterêts famous?",
                    ],
                    [
                        "Où est signée l'ordonnance de 1539 qui impose le français dans les actes officiels ?",
                        "Where is the 1539 ordinance imposing French in official documents signed?",
                    ],
                ),
                pair(
                    ["Chambord", "Chambord"],
                    [
                        "le château de la Loire construit pour François Ier à partir de 1519",
                        "the Loire castle built for Francis I from 1519",
                    ],
                    [
                        "Quel monument rend Chambord célèbre ?",
                        "What monument made Chambord famous?",
                    ],
                    [
                        "Où se trouve le château de la Loire construit pour François Ier à partir de 1519 ?",
                        "Where is the Loire castle built for Francis I from 1519?",
                    ],
                ),
                pair(
                    ["Nantes", "Nantes"],
                    [
                        "l'édit de 1598 qui accorde aux protestants la liberté de culte dans certains lieux",
                        "the 1598 edict that grants Protestants freedom of worship in certain places",
                    ],
                    [
                        "Quel texte rend Nantes célèbre dans l'histoire des guerres de Religion ?",
                        "What text made Nantes famous in the history of the Wars of Religion?",
                    ],
                    [
                        "Où Henri IV signe-t-il en 1598 l'édit qui accorde aux protestants la liberté de culte ?",
                        "Where does Henry IV sign in 1598 the edict granting Protestants freedom of worship?",
                    ],
                ),
                pair(
                    ["Versailles", "Versailles"],
                    [
                        "le château où Louis XIV installe la cour et le gouvernement en 1682",
                        "the palace where Louis XIV moves the court and the government in 1682",
                    ],
                    [
                        "Quel monument rend Versailles célèbre ?",
                        "What monument made Versailles famous?",
                    ],
                    [
                        "Où Louis XIV installe-t-il la cour et le gouvernement en 1682 ?",
                        "Where does Louis XIV move the court and the government in 1682?",
                    ],
                ),
                pair(
                    ["Fontainebleau", "Fontainebleau"],
                    [
                        "l'édit de 1685 par lequel Louis XIV révoque l'édit de Nantes",
                        "the 1685 edict by which Louis XIV revokes the Edict of Nantes",
                    ],
                    [
                        "Quel texte de Louis XIV est signé à Fontainebleau ?",
                        "Which text of Louis XIV is signed at Fontainebleau?",
                    ],
                    [
                        "Où Louis XIV signe-t-il en 1685 l'édit qui révoque l'édit de Nantes ?",
                        "Where does Louis XIV sign in 1685 the edict revoking the Edict of Nantes?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les mots de la monarchie absolue",
                "The words of absolute monarchy",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la monarchie absolue", "absolute monarchy"],
                    [
                        "le régime dans lequel le roi, qui tient son pouvoir de Dieu, concentre tous les pouvoirs",
                        "the system in which the king, who holds his power from God, concentrates all powers",
                    ],
                    [
                        "Qu'est-ce que la monarchie absolue ?",
                        "What is absolute monarchy?",
                    ],
                ),
                word!(
                    ["un mécène", "a patron"],
                    [
                        "une personne riche et puissante qui protège et finance des artistes",
                        "a rich and powerful person who protects and funds artists",
                    ],
                    ["Qu'est-ce qu'un mécène ?", "What is a patron?"],
                ),
                word!(
                    ["un courtisan", "a courtier"],
                    [
                        "un noble qui vit à la cour, auprès du roi, pour obtenir ses faveurs",
                        "a noble who lives at court, close to the king, to win his favours",
                    ],
                    ["Qu'est-ce qu'un courtisan ?", "What is a courtier?"],
                ),
                word!(
                    ["un intendant", "an intendant"],
                    [
                        "un agent du roi chargé de faire appliquer ses décisions dans une province",
                        "an agent of the king in charge of enforcing his decisions in a province",
                    ],
                    ["Qu'est-ce qu'un intendant ?", "What is an intendant?"],
                ),
                word!(
                    ["la Fronde", "the Fronde"],
                    [
                        "la révolte des parlementaires et des grands nobles contre le pouvoir royal de 1648 à 1653",
                        "the revolt of the parlements and the great nobles against royal power from 1648 to 1653",
                    ],
                    ["Qu'est-ce que la Fronde ?", "What was the Fronde?"],
                ),
                word!(
                    ["une manufacture royale", "a royal manufacture"],
                    [
                        "un grand atelier créé ou soutenu par le roi pour produire des objets de luxe ou des armes",
                        "a large workshop created or supported by the king to produce luxury goods or weapons",
                    ],
                    [
                        "Qu'est-ce qu'une manufacture royale ?",
                        "What is a royal manufacture?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les rois Bourbons", "The Bourbon kings"],
        which: [
            "Parmi ces rois de France, lesquels appartiennent à la dynastie des Bourbons, au pouvoir à partir de 1589 ?",
            "Which of these kings of France belong to the Bourbon dynasty, in power from 1589?",
        ],
        which_not: [
            "Parmi ces rois de France, lesquels n'appartiennent pas à la dynastie des Bourbons, au pouvoir à partir de 1589 ?",
            "Which of these kings of France do not belong to the Bourbon dynasty, in power from 1589?",
        ],
        members: &[
            ["Henri IV", "Henry IV"],
            ["Louis XIII", "Louis XIII"],
            ["Louis XIV", "Louis XIV"],
        ],
        others: &[
            ["François Ier", "Francis I"],
            ["Henri II", "Henry II"],
            ["Charles IX", "Charles IX"],
        ],
    }],
    sequences: &[timeline(
        ["De François Ier à Louis XIV", "From Francis I to Louis XIV"],
        &[
            [
                "la victoire de François Ier à Marignan (1515)",
                "Francis I's victory at Marignano (1515)",
            ],
            [
                "l'ordonnance de Villers-Cotterêts (1539)",
                "the ordinance of Villers-Cotterêts (1539)",
            ],
            ["l'édit de Nantes (1598)", "the Edict of Nantes (1598)"],
            [
                "l'assassinat d'Henri IV (1610)",
                "the assassination of Henry IV (1610)",
            ],
            [
                "Louis XIV décide de gouverner seul (1661)",
                "Louis XIV decides to rule alone (1661)",
            ],
            [
                "l'installation de la cour à Versailles (1682)",
                "the court moves to Versailles (1682)",
            ],
            [
                "la révocation de l'édit de Nantes (1685)",
                "the revocation of the Edict of Nantes (1685)",
            ],
            [
                "la mort de Louis XIV (1715)",
                "the death of Louis XIV (1715)",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année François Ier remporte-t-il la bataille de Marignan ?",
                "In which year does Francis I win the battle of Marignano?",
            ],
            ["la bataille de Marignan", "the battle of Marignano"],
            1515.0,
        ),
        year(
            [
                "En quelle année est signée l'ordonnance de Villers-Cotterêts ?",
                "In which year is the ordinance of Villers-Cotterêts signed?",
            ],
            [
                "l'ordonnance de Villers-Cotterêts",
                "the ordinance of Villers-Cotterêts",
            ],
            1539.0,
        ),
        year(
            [
                "En quelle année Louis XIV révoque-t-il l'édit de Nantes ?",
                "In which year does Louis XIV revoke the Edict of Nantes?",
            ],
            [
                "la révocation de l'édit de Nantes",
                "the revocation of the Edict of Nantes",
            ],
            1685.0,
        ),
    ],
    diagrams: &[],
};

/// 5e: L'alimentation : comment nourrir une humanité en croissance démographique et aux
/// besoins alimentaires accrus ?
pub(crate) static ALIMENTATION: Bank = Bank {
    chapter: "histoire-geographie-5e-l-alimentation",
    title: [
        "L'alimentation : nourrir une humanité en croissance",
        "Food: feeding a growing humanity",
    ],
    relations: &[
        Relation {
            name: ["Les mots de l'alimentation", "The words of food"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la sous-alimentation", "undernourishment"],
                    [
                        "le manque de nourriture en quantité, qui ne couvre pas les besoins en énergie du corps",
                        "the lack of food in quantity, which does not cover the body's energy needs",
                    ],
                    [
                        "Qu'est-ce que la sous-alimentation ?",
                        "What is undernourishment?",
                    ],
                ),
                word!(
                    ["la malnutrition", "malnutrition"],
                    [
                        "une alimentation déséquilibrée, qui manque de certains éléments comme les vitamines ou en apporte trop",
                        "an unbalanced diet, which lacks some elements such as vitamins or provides too much of them",
                    ],
                    ["Qu'est-ce que la malnutrition ?", "What is malnutrition?"],
                ),
                word!(
                    ["la sécurité alimentaire", "food security"],
                    [
                        "la situation où chacun a accès à tout moment à une nourriture suffisante, saine et nutritive",
                        "the situation in which everyone has access at all times to sufficient, safe and nutritious food",
                    ],
                    [
                        "Qu'est-ce que la sécurité alimentaire ?",
                        "What is food security?",
                    ],
                ),
                word!(
                    ["la révolution verte", "the Green Revolution"],
                    [
                        "la forte hausse des rendements agricoles dans des pays du Sud à partir des années 1960, grâce aux semences sélectionnées, aux engrais et à l'irrigation",
                        "the sharp rise in farm yields in countries of the South from the 1960s, thanks to selected seeds, fertilisers and irrigation",
                    ],
                    [
                        "Qu'est-ce que la révolution verte ?",
                        "What is the Green Revolution?",
                    ],
                ),
                word!(
                    ["l'agriculture vivrière", "subsistence farming"],
                    [
                        "une agriculture qui produit d'abord pour nourrir la famille du paysan",
                        "farming that produces first of all to feed the farmer's family",
                    ],
                    [
                        "Qu'est-ce que l'agriculture vivrière ?",
                        "What is subsistence farming?",
                    ],
                ),
                word!(
                    ["l'agriculture intensive", "intensive farming"],
                    [
                        "une agriculture qui cherche à produire le plus possible sur une surface grâce aux machines, aux engrais et aux pesticides",
                        "farming that seeks to produce as much as possible on an area thanks to machines, fertilisers and pesticides",
                    ],
                    [
                        "Qu'est-ce que l'agriculture intensive ?",
                        "What is intensive farming?",
                    ],
                ),
                word!(
                    ["une famine", "a famine"],
                    [
                        "un manque grave de nourriture qui frappe toute une population et provoque de nombreux morts",
                        "a severe lack of food that strikes a whole population and causes many deaths",
                    ],
                    ["Qu'est-ce qu'une famine ?", "What is a famine?"],
                ),
            ],
        },
        Relation {
            name: [
                "Les acteurs et les lieux de l'alimentation mondiale",
                "The actors and places of world food",
            ],
            matching: [
                "Associe chaque acteur ou chaque lieu à sa description.",
                "Match each actor or place with its description.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la FAO", "the FAO"],
                    [
                        "l'organisation des Nations unies pour l'alimentation et l'agriculture, créée en 1945",
                        "the Food and Agriculture Organization of the United Nations, created in 1945",
                    ],
                    ["Qu'est-ce que la FAO ?", "What is the FAO?"],
                    [
                        "Quelle organisation des Nations unies pour l'alimentation et l'agriculture est créée en 1945 ?",
                        "Which United Nations organisation for food and agriculture is created in 1945?",
                    ],
                ),
                pair(
                    [
                        "le Programme alimentaire mondial",
                        "the World Food Programme",
                    ],
                    [
                        "l'agence de l'ONU qui apporte une aide alimentaire d'urgence, prix Nobel de la paix en 2020",
                        "the UN agency that brings emergency food aid, Nobel Peace Prize winner in 2020",
                    ],
                    [
                        "Qu'est-ce que le Programme alimentaire mondial ?",
                        "What is the World Food Programme?",
                    ],
                    [
                        "Quelle agence de l'ONU apporte une aide alimentaire d'urgence et reçoit le prix Nobel de la paix en 2020 ?",
                        "Which UN agency brings emergency food aid and receives the Nobel Peace Prize in 2020?",
                    ],
                ),
                pair(
                    ["Norman Borlaug", "Norman Borlaug"],
                    [
                        "l'agronome américain, père de la révolution verte, prix Nobel de la paix en 1970",
                        "the American agronomist, father of the Green Revolution, Nobel Peace Prize winner in 1970",
                    ],
                    ["Qui était Norman Borlaug ?", "Who was Norman Borlaug?"],
                    [
                        "Quel agronome américain, père de la révolution verte, reçoit le prix Nobel de la paix en 1970 ?",
                        "Which American agronomist, father of the Green Revolution, receives the Nobel Peace Prize in 1970?",
                    ],
                ),
                pair(
                    ["l'Inde", "India"],
                    [
                        "le grand pays d'Asie du Sud où la révolution verte fait fortement augmenter la production de blé et de riz à partir de la fin des années 1960",
                        "the large South Asian country where the Green Revolution sharply raises wheat and rice output from the late 1960s",
                    ],
                    [
                        "Quel rôle la révolution verte a-t-elle joué pour l'Inde ?",
                        "What part did the Green Revolution play for India?",
                    ],
                    [
                        "Dans quel grand pays d'Asie du Sud la révolution verte fait-elle fortement augmenter la production de blé et de riz à partir de la fin des années 1960 ?",
                        "In which large South Asian country does the Green Revolution sharply raise wheat and rice output from the late 1960s?",
                    ],
                ),
                pair(
                    ["l'Afrique subsaharienne", "sub-Saharan Africa"],
                    [
                        "la région du monde où la part des habitants sous-alimentés est la plus forte, selon la FAO en 2022",
                        "the region of the world where the share of undernourished people is the highest, according to the FAO in 2022",
                    ],
                    [
                        "Que dit la FAO de l'Afrique subsaharienne en 2022 ?",
                        "What does the FAO say about sub-Saharan Africa in 2022?",
                    ],
                    [
                        "Selon la FAO en 2022, dans quelle région du monde la part des habitants sous-alimentés est-elle la plus forte ?",
                        "According to the FAO in 2022, in which region of the world is the share of undernourished people the highest?",
                    ],
                ),
                pair(
                    ["le Brésil", "Brazil"],
                    [
                        "le pays d'Amérique du Sud, premier exportateur mondial de soja en 2020",
                        "the South American country, the world's leading soya exporter in 2020",
                    ],
                    [
                        "Quelle place le Brésil occupe-t-il pour le soja en 2020 ?",
                        "What position does Brazil hold for soya in 2020?",
                    ],
                    [
                        "Quel pays d'Amérique du Sud est le premier exportateur mondial de soja en 2020 ?",
                        "Which South American country is the world's leading soya exporter in 2020?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les moyens de la révolution verte",
                "The means of the Green Revolution",
            ],
            which: [
                "Parmi ces moyens, lesquels ont été utilisés par la révolution verte ?",
                "Which of these means were used by the Green Revolution?",
            ],
            which_not: [
                "Parmi ces moyens, lesquels n'ont pas été utilisés par la révolution verte ?",
                "Which of these means were not used by the Green Revolution?",
            ],
            members: &[
                [
                    "des semences sélectionnées à haut rendement",
                    "selected high-yield seeds",
                ],
                ["les engrais chimiques", "chemical fertilisers"],
                ["l'irrigation", "irrigation"],
            ],
            others: &[
                ["la chasse et la cueillette", "hunting and gathering"],
                [
                    "l'abandon des cultures de céréales",
                    "giving up cereal crops",
                ],
            ],
        },
        Group {
            name: [
                "Les causes des crises alimentaires",
                "The causes of food crises",
            ],
            which: [
                "Parmi ces situations, lesquelles peuvent provoquer une crise alimentaire ?",
                "Which of these situations can cause a food crisis?",
            ],
            which_not: [
                "Parmi ces situations, lesquelles ne provoquent pas de crise alimentaire ?",
                "Which of these situations do not cause a food crisis?",
            ],
            members: &[
                ["une guerre", "a war"],
                ["une longue sécheresse", "a long drought"],
                [
                    "une forte hausse du prix des céréales",
                    "a sharp rise in the price of cereals",
                ],
            ],
            others: &[
                ["une récolte abondante", "an abundant harvest"],
                [
                    "la construction d'un réseau d'irrigation",
                    "the building of an irrigation network",
                ],
            ],
        },
    ],
    sequences: &[timeline(
        [
            "Nourrir le monde depuis 1945",
            "Feeding the world since 1945",
        ],
        &[
            [
                "la création de la FAO (1945)",
                "the creation of the FAO (1945)",
            ],
            [
                "la création du Programme alimentaire mondial (1961)",
                "the creation of the World Food Programme (1961)",
            ],
            [
                "Norman Borlaug reçoit le prix Nobel de la paix (1970)",
                "Norman Borlaug receives the Nobel Peace Prize (1970)",
            ],
            [
                "le Sommet mondial de l'alimentation à Rome (1996)",
                "the World Food Summit in Rome (1996)",
            ],
            [
                "l'ONU se fixe l'objectif d'éliminer la faim d'ici 2030 (2015)",
                "the UN sets the goal of ending hunger by 2030 (2015)",
            ],
            [
                "la population mondiale atteint 8 milliards d'habitants (2022)",
                "the world population reaches 8 billion (2022)",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année la FAO est-elle créée ?",
                "In which year is the FAO created?",
            ],
            ["la création de la FAO", "the creation of the FAO"],
            1945.0,
        ),
        year(
            [
                "En quelle année Norman Borlaug, père de la révolution verte, reçoit-il le prix Nobel de la paix ?",
                "In which year does Norman Borlaug, father of the Green Revolution, receive the Nobel Peace Prize?",
            ],
            [
                "le prix Nobel de la paix de Norman Borlaug",
                "Norman Borlaug's Nobel Peace Prize",
            ],
            1970.0,
        ),
        Number {
            ask: [
                "Combien de milliards d'habitants la Terre compte-t-elle environ en 1950, selon l'ONU ?",
                "About how many billion people live on Earth in 1950, according to the UN?",
            ],
            about: [
                "la population mondiale en 1950 (en milliards)",
                "the world population in 1950 (in billions)",
            ],
            value: 2.5,
            dp: 1,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// 2de: Renaissance, humanisme et réformes religieuses : les mutations de l'Europe.
pub(crate) static RENAISSANCE: Bank = Bank {
    chapter: "histoire-geographie-2de-renaissance-humanisme-reformes",
    title: [
        "Renaissance, humanisme et réformes religieuses",
        "Renaissance, humanism and religious reformations",
    ],
    relations: &[
        Relation {
            name: [
                "Les acteurs de la Renaissance et des réformes",
                "The actors of the Renaissance and the reformations",
            ],
            matching: [
                "Associe chaque acteur à son rôle dans les mutations de l'Europe.",
                "Match each actor with their part in the changes of Europe.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Gutenberg", "Gutenberg"],
                    [
                        "met au point à Mayence, vers 1450, l'imprimerie à caractères métalliques mobiles",
                        "develops in Mainz, around 1450, printing with movable metal type",
                    ],
                    [
                        "Quel est le rôle de Gutenberg dans la diffusion des idées ?",
                        "What is Gutenberg's part in the spread of ideas?",
                    ],
                    [
                        "Qui met au point à Mayence, vers 1450, l'imprimerie à caractères métalliques mobiles ?",
                        "Who develops in Mainz, around 1450, printing with movable metal type?",
                    ],
                ),
                pair(
                    ["Érasme", "Erasmus"],
                    [
                        "humaniste de Rotterdam, il publie en 1516 une édition critique du Nouveau Testament en grec",
                        "humanist from Rotterdam, he publishes in 1516 a critical edition of the New Testament in Greek",
                    ],
                    ["Quel est le rôle d'Érasme ?", "What is Erasmus's part?"],
                    [
                        "Quel humaniste de Rotterdam publie en 1516 une édition critique du Nouveau Testament en grec ?",
                        "Which humanist from Rotterdam publishes in 1516 a critical edition of the New Testament in Greek?",
                    ],
                ),
                pair(
                    ["Martin Luther", "Martin Luther"],
                    [
                        "moine et professeur à Wittenberg, il diffuse en 1517 ses 95 thèses contre les indulgences",
                        "monk and professor in Wittenberg, he circulates in 1517 his 95 theses against indulgences",
                    ],
                    [
                        "Quel est le rôle de Martin Luther ?",
                        "What is Martin Luther's part?",
                    ],
                    [
                        "Quel moine, professeur à Wittenberg, diffuse en 1517 ses 95 thèses contre les indulgences ?",
                        "Which monk, a professor in Wittenberg, circulates in 1517 his 95 theses against indulgences?",
                    ],
                ),
                pair(
                    ["Jean Calvin", "John Calvin"],
                    [
                        "réformateur français, auteur de l'Institution de la religion chrétienne, qui fait de Genève un foyer de la Réforme",
                        "French reformer, author of the Institutes of the Christian Religion, who makes Geneva a centre of the Reformation",
                    ],
                    [
                        "Quel est le rôle de Jean Calvin ?",
                        "What is John Calvin's part?",
                    ],
                    [
                        "Quel réformateur français fait de Genève un foyer de la Réforme ?",
                        "Which French reformer makes Geneva a centre of the Reformation?",
                    ],
                ),
                pair(
                    ["Henri VIII", "Henry VIII"],
                    [
                        "roi d'Angleterre, il rompt avec Rome et devient chef de l'Église d'Angleterre par l'Acte de suprématie de 1534",
                        "king of England, he breaks with Rome and becomes head of the Church of England through the Act of Supremacy of 1534",
                    ],
                    [
                        "Quel est le rôle d'Henri VIII ?",
                        "What is Henry VIII's part?",
                    ],
                    [
                        "Quel roi d'Angleterre devient chef de l'Église d'Angleterre par l'Acte de suprématie de 1534 ?",
                        "Which king of England becomes head of the Church of England through the Act of Supremacy of 1534?",
                    ],
                ),
                pair(
                    ["Ignace de Loyola", "Ignatius of Loyola"],
                    [
                        "fondateur de la Compagnie de Jésus, approuvée par le pape en 1540",
                        "founder of the Society of Jesus, approved by the pope in 1540",
                    ],
                    [
                        "Quel est le rôle d'Ignace de Loyola ?",
                        "What is Ignatius of Loyola's part?",
                    ],
                    [
                        "Qui fonde la Compagnie de Jésus, approuvée par le pape en 1540 ?",
                        "Who founds the Society of Jesus, approved by the pope in 1540?",
                    ],
                ),
                pair(
                    ["Copernic", "Copernicus"],
                    [
                        "astronome polonais, il défend en 1543 un modèle où la Terre tourne autour du Soleil",
                        "Polish astronomer, he defends in 1543 a model in which the Earth goes round the Sun",
                    ],
                    [
                        "Quel est le rôle de Copernic ?",
                        "What is Copernicus's part?",
                    ],
                    [
                        "Quel astronome polonais défend en 1543 un modèle où la Terre tourne autour du Soleil ?",
                        "Which Polish astronomer defends in 1543 a model in which the Earth goes round the Sun?",
                    ],
                ),
                pair(
                    ["Michel-Ange", "Michelangelo"],
                    [
                        "artiste florentin, il peint de 1508 à 1512 le plafond de la chapelle Sixtine à Rome",
                        "Florentine artist, he paints from 1508 to 1512 the ceiling of the Sistine Chapel in Rome",
                    ],
                    [
                        "Quel est le rôle de Michel-Ange ?",
                        "What is Michelangelo's part?",
                    ],
                    [
                        "Quel artiste florentin peint de 1508 à 1512 le plafond de la chapelle Sixtine ?",
                        "Which Florentine artist paints from 1508 to 1512 the ceiling of the Sistine Chapel?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les notions de la Renaissance et des réformes",
                "The notions of the Renaissance and the reformations",
            ],
            matching: [
                "Associe chaque notion à sa définition.",
                "Match each notion with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["l'humanisme", "humanism"],
                    [
                        "le mouvement intellectuel qui, par l'étude des textes antiques, place l'être humain au centre de la réflexion",
                        "the intellectual movement that, through the study of ancient texts, puts the human being at the centre of reflection",
                    ],
                    ["Qu'est-ce que l'humanisme ?", "What is humanism?"],
                ),
                word!(
                    ["la Renaissance", "the Renaissance"],
                    [
                        "le renouveau artistique et intellectuel européen des XVe et XVIe siècles, né en Italie et inspiré de l'Antiquité",
                        "the European artistic and intellectual renewal of the 15th and 16th centuries, born in Italy and inspired by Antiquity",
                    ],
                    ["Qu'est-ce que la Renaissance ?", "What is the Renaissance?"],
                ),
                word!(
                    ["une indulgence", "an indulgence"],
                    [
                        "une remise de la peine due pour les péchés, accordée par l'Église, parfois contre de l'argent",
                        "a remission of the punishment due for sins, granted by the Church, sometimes for money",
                    ],
                    ["Qu'est-ce qu'une indulgence ?", "What is an indulgence?"],
                ),
                word!(
                    ["le salut par la foi", "salvation by faith"],
                    [
                        "l'idée de Luther selon laquelle Dieu sauve le croyant pour sa seule foi, et non pour ses œuvres",
                        "Luther's idea that God saves believers through their faith alone, not for their works",
                    ],
                    [
                        "Qu'est-ce que le salut par la foi ?",
                        "What is salvation by faith?",
                    ],
                ),
                word!(
                    ["la Réforme catholique", "the Catholic Reformation"],
                    [
                        "le renouveau de l'Église romaine, défini par le concile de Trente, qui réaffirme ses dogmes et réforme le clergé",
                        "the renewal of the Roman Church, defined by the Council of Trent, which reasserts its dogmas and reforms the clergy",
                    ],
                    [
                        "Qu'est-ce que la Réforme catholique ?",
                        "What is the Catholic Reformation?",
                    ],
                ),
                word!(
                    ["l'héliocentrisme", "heliocentrism"],
                    [
                        "la théorie selon laquelle la Terre et les planètes tournent autour du Soleil",
                        "the theory that the Earth and the planets go round the Sun",
                    ],
                    ["Qu'est-ce que l'héliocentrisme ?", "What is heliocentrism?",],
                ),
                word!(
                    ["le mécénat", "patronage"],
                    [
                        "la protection et le financement des artistes et des savants par des princes ou de riches familles",
                        "the protection and funding of artists and scholars by princes or rich families",
                    ],
                    ["Qu'est-ce que le mécénat ?", "What is patronage?"],
                ),
            ],
        },
        Relation {
            name: [
                "Les lieux des mutations de l'Europe",
                "The places of the changes of Europe",
            ],
            matching: [
                "Associe chaque ville à ce qui s'y est passé.",
                "Match each city with what happened there.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Mayence", "Mainz"],
                    [
                        "la ville où Gutenberg imprime la Bible vers 1455",
                        "the city where Gutenberg prints the Bible around 1455",
                    ],
                    [
                        "Que s'est-il passé à Mayence vers 1455 ?",
                        "What happened in Mainz around 1455?",
                    ],
                    [
                        "Dans quelle ville Gutenberg imprime-t-il la Bible vers 1455 ?",
                        "In which city does Gutenberg print the Bible around 1455?",
                    ],
                ),
                pair(
                    ["Florence", "Florence"],
                    [
                        "la ville italienne des Médicis, premier foyer de la Renaissance au XVe siècle",
                        "the Italian city of the Medici, the first centre of the Renaissance in the 15th century",
                    ],
                    [
                        "Quel rôle Florence joue-t-elle au XVe siècle ?",
                        "What part does Florence play in the 15th century?",
                    ],
                    [
                        "Quelle ville italienne des Médicis est le premier foyer de la Renaissance au XVe siècle ?",
                        "Which Italian city of the Medici is the first centre of the Renaissance in the 15th century?",
                    ],
                ),
                pair(
                    ["Wittenberg", "Wittenberg"],
                    [
                        "la ville allemande où Luther enseigne et diffuse ses 95 thèses en 1517",
                        "the German town where Luther teaches and circulates his 95 theses in 1517",
                    ],
                    [
                        "Que s'est-il passé à Wittenberg en 1517 ?",
                        "What happened in Wittenberg in 1517?",
                    ],
                    [
                        "Dans quelle ville allemande Luther diffuse-t-il ses 95 thèses en 1517 ?",
                        "In which German town does Luther circulate his 95 theses in 1517?",
                    ],
                ),
                pair(
                    ["Worms", "Worms"],
                    [
                        "la ville où Luther refuse de se rétracter devant la diète impériale en 1521",
                        "the town where Luther refuses to recant before the imperial diet in 1521",
                    ],
                    [
                        "Que s'est-il passé à Worms en 1521 ?",
                        "What happened in Worms in 1521?",
                    ],
                    [
                        "Dans quelle ville Luther refuse-t-il de se rétracter devant la diète impériale en 1521 ?",
                        "In which town does Luther refuse to recant before the imperial diet in 1521?",
                    ],
                ),
                pair(
                    ["Genève", "Geneva"],
                    [
                        "la ville où Calvin organise une Église réformée à partir de 1541",
                        "the city where Calvin organises a Reformed Church from 1541",
                    ],
                    [
                        "Que s'est-il passé à Genève à partir de 1541 ?",
                        "What happened in Geneva from 1541?",
                    ],
                    [
                        "Dans quelle ville Calvin organise-t-il une Église réformée à partir de 1541 ?",
                        "In which city does Calvin organise a Reformed Church from 1541?",
                    ],
                ),
                pair(
                    ["Trente", "Trent"],
                    [
                        "la ville où se réunit de 1545 à 1563 le concile qui définit la Réforme catholique",
                        "the town where the council that defines the Catholic Reformation meets from 1545 to 1563",
                    ],
                    [
                        "Que s'est-il passé à Trente de 1545 à 1563 ?",
                        "What happened in Trent from 1545 to 1563?",
                    ],
                    [
                        "Dans quelle ville se réunit de 1545 à 1563 le concile qui définit la Réforme catholique ?",
                        "In which town does the council that defines the Catholic Reformation meet from 1545 to 1563?",
                    ],
                ),
                pair(
                    ["Augsbourg", "Augsburg"],
                    [
                        "la ville où la paix de 1555 laisse chaque prince allemand choisir entre catholicisme et luthéranisme pour ses sujets",
                        "the city where the peace of 1555 lets each German prince choose between Catholicism and Lutheranism for his subjects",
                    ],
                    [
                        "Que s'est-il passé à Augsbourg en 1555 ?",
                        "What happened in Augsburg in 1555?",
                    ],
                    [
                        "Dans quelle ville la paix de 1555 laisse-t-elle chaque prince allemand choisir entre catholicisme et luthéranisme pour ses sujets ?",
                        "In which city does the peace of 1555 let each German prince choose between Catholicism and Lutheranism for his subjects?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les réformateurs protestants", "The Protestant reformers"],
        which: [
            "Parmi ces personnages du XVIe siècle, lesquels sont des réformateurs protestants ?",
            "Which of these 16th-century figures are Protestant reformers?",
        ],
        which_not: [
            "Parmi ces personnages du XVIe siècle, lesquels ne sont pas des réformateurs protestants ?",
            "Which of these 16th-century figures are not Protestant reformers?",
        ],
        members: &[
            ["Martin Luther", "Martin Luther"],
            ["Jean Calvin", "John Calvin"],
            ["Ulrich Zwingli", "Huldrych Zwingli"],
            ["Philippe Melanchthon", "Philip Melanchthon"],
        ],
        others: &[
            ["Ignace de Loyola", "Ignatius of Loyola"],
            ["le pape Paul III", "Pope Paul III"],
            ["Charles Quint", "Charles V"],
        ],
    }],
    sequences: &[timeline(
        [
            "Les mutations de l'Europe (vers 1450-1563)",
            "The changes of Europe (around 1450-1563)",
        ],
        &[
            [
                "Gutenberg imprime la Bible à Mayence (vers 1455)",
                "Gutenberg prints the Bible in Mainz (around 1455)",
            ],
            [
                "Luther diffuse ses 95 thèses (1517)",
                "Luther circulates his 95 theses (1517)",
            ],
            [
                "Luther refuse de se rétracter à la diète de Worms (1521)",
                "Luther refuses to recant at the Diet of Worms (1521)",
            ],
            [
                "l'Acte de suprématie d'Henri VIII (1534)",
                "Henry VIII's Act of Supremacy (1534)",
            ],
            [
                "Copernic publie son traité sur les révolutions des orbes célestes (1543)",
                "Copernicus publishes his treatise on the revolutions of the heavenly spheres (1543)",
            ],
            [
                "l'ouverture du concile de Trente (1545)",
                "the opening of the Council of Trent (1545)",
            ],
            ["la paix d'Augsbourg (1555)", "the Peace of Augsburg (1555)"],
            [
                "la clôture du concile de Trente (1563)",
                "the close of the Council of Trent (1563)",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année Luther diffuse-t-il ses 95 thèses contre les indulgences ?",
                "In which year does Luther circulate his 95 theses against indulgences?",
            ],
            ["les 95 thèses de Luther", "Luther's 95 theses"],
            1517.0,
        ),
        year(
            [
                "En quelle année s'ouvre le concile de Trente ?",
                "In which year does the Council of Trent open?",
            ],
            [
                "l'ouverture du concile de Trente",
                "the opening of the Council of Trent",
            ],
            1545.0,
        ),
        year(
            [
                "En quelle année s'achève le concile de Trente ?",
                "In which year does the Council of Trent close?",
            ],
            [
                "la clôture du concile de Trente",
                "the close of the Council of Trent",
            ],
            1563.0,
        ),
        year(
            [
                "En quelle année est signée la paix d'Augsbourg ?",
                "In which year is the Peace of Augsburg signed?",
            ],
            ["la paix d'Augsbourg", "the Peace of Augsburg"],
            1555.0,
        ),
    ],
    diagrams: &[],
};
