//! Histoire-géographie 2de, the modern State, the societies of the 17th and 18th centuries and
//! the geography programme (BO spécial n° 1 du 22 janvier 2019): one fact bank per chapter,
//! with its own [`BANKS`] and [`FAMILY`].

use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Number, Relation, Sequence, T, pair};

/// The family of these 2de banks: a catalog entry's mode is the index of its chapter's bank in
/// [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// These 2de banks, in the order of the programme (append only).
pub(crate) static BANKS: &[&Bank] = &[
    &ETAT_FRANCE,
    &BRITANNIQUE,
    &SCIENCES,
    &ORDRES,
    &RISQUES,
    &RESSOURCES,
    &DEVELOPPEMENT,
    &MIGRATIONS,
    &TOURISME,
    &AFRIQUE_AUSTRALE,
];

/// A person and what they did, asked "who was …?" and "who did …?".
macro_rules! who {
    (
        [$fr:literal, $en:literal $(,)?],
        [$dfr:literal, $den:literal $(,)?],
        [$qfr:literal, $qen:literal $(,)?] $(,)?
    ) => {
        pair(
            [$fr, $en],
            [$dfr, $den],
            [
                concat!("Qui était ", $fr, " ?"),
                concat!("Who was ", $en, "?"),
            ],
            [$qfr, $qen],
        )
    };
}

/// A count or a quantity given without a unit symbol (its unit is said in the question).
const fn count(ask: T, about: T, value: f64, dp: u32) -> Number {
    Number {
        ask,
        about,
        value,
        dp,
        unit: "",
    }
}

/// A timeline, earliest event first.
const fn timeline(name: T, steps: &'static [T]) -> Sequence {
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
            "Dans l'ordre chronologique, quel événement vient juste après celui-ci : « {} » ?",
            "In chronological order, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps,
    }
}

/// The matching instruction of the actors of a chapter.
const ACTORS: T = [
    "Associe chaque personnage à ce qu'il a fait.",
    "Match each person with what they did.",
];

/// The matching instruction of the words of a chapter.
const WORDS: T = [
    "Associe chaque mot à sa définition.",
    "Match each word with its definition.",
];

/// L'affirmation de l'État dans le royaume de France (XVIe-XVIIe siècles).
pub(crate) static ETAT_FRANCE: Bank = Bank {
    chapter: "histoire-geographie-2de-affirmation-de-l-etat-en-france",
    title: [
        "L'affirmation de l'État en France",
        "The rise of the State in France",
    ],
    relations: &[
        Relation {
            name: [
                "Les rois et leurs ministres",
                "The kings and their ministers",
            ],
            matching: ACTORS,
            typed: true,
            pairs: &[
                who!(
                    ["François Ier", "Francis I"],
                    [
                        "le roi qui impose le français dans les actes officiels par l'ordonnance de Villers-Cotterêts",
                        "the king who imposes French in official acts by the ordinance of Villers-Cotterêts",
                    ],
                    [
                        "Quel roi impose le français dans les actes officiels par l'ordonnance de Villers-Cotterêts ?",
                        "Which king imposes French in official acts by the ordinance of Villers-Cotterêts?",
                    ],
                ),
                who!(
                    ["Henri IV", "Henry IV"],
                    [
                        "le roi qui met fin aux guerres de Religion en signant l'édit de Nantes",
                        "the king who ends the Wars of Religion by signing the Edict of Nantes",
                    ],
                    [
                        "Quel roi met fin aux guerres de Religion en signant l'édit de Nantes ?",
                        "Which king ends the Wars of Religion by signing the Edict of Nantes?",
                    ],
                ),
                who!(
                    ["Richelieu", "Richelieu"],
                    [
                        "le principal ministre de Louis XIII, qui fait assiéger La Rochelle protestante",
                        "Louis XIII's chief minister, who has Protestant La Rochelle besieged",
                    ],
                    [
                        "Quel principal ministre de Louis XIII fait assiéger La Rochelle protestante ?",
                        "Which chief minister of Louis XIII has Protestant La Rochelle besieged?",
                    ],
                ),
                who!(
                    ["Mazarin", "Mazarin"],
                    [
                        "le principal ministre de la régence d'Anne d'Autriche, contesté pendant la Fronde",
                        "the chief minister of Anne of Austria's regency, challenged during the Fronde",
                    ],
                    [
                        "Quel principal ministre de la régence d'Anne d'Autriche est contesté pendant la Fronde ?",
                        "Which chief minister of Anne of Austria's regency is challenged during the Fronde?",
                    ],
                ),
                who!(
                    ["Colbert", "Colbert"],
                    [
                        "le contrôleur général des finances de Louis XIV, qui développe les manufactures royales",
                        "Louis XIV's controller-general of finances, who develops the royal manufactories",
                    ],
                    [
                        "Quel contrôleur général des finances de Louis XIV développe les manufactures royales ?",
                        "Which controller-general of finances of Louis XIV develops the royal manufactories?",
                    ],
                ),
                who!(
                    ["Vauban", "Vauban"],
                    [
                        "l'ingénieur militaire qui couvre les frontières du royaume de places fortes",
                        "the military engineer who lines the kingdom's borders with fortresses",
                    ],
                    [
                        "Quel ingénieur militaire couvre les frontières du royaume de places fortes ?",
                        "Which military engineer lines the kingdom's borders with fortresses?",
                    ],
                ),
                who!(
                    ["Louis XIV", "Louis XIV"],
                    [
                        "le roi qui gouverne sans principal ministre à partir de 1661 et installe la cour à Versailles",
                        "the king who rules without a chief minister from 1661 and moves the court to Versailles",
                    ],
                    [
                        "Quel roi gouverne sans principal ministre à partir de 1661 et installe la cour à Versailles ?",
                        "Which king rules without a chief minister from 1661 and moves the court to Versailles?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les mots de l'État royal", "The words of the royal State"],
            matching: WORDS,
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
                    ["un intendant", "an intendant"],
                    [
                        "l'agent du roi envoyé dans une généralité pour y faire appliquer ses décisions",
                        "the king's agent sent to a généralité to enforce his decisions there",
                    ],
                    ["Qu'est-ce qu'un intendant ?", "What was an intendant?"],
                ),
                word!(
                    ["le mercantilisme", "mercantilism"],
                    [
                        "la politique qui cherche à enrichir l'État en vendant à l'étranger plus qu'on ne lui achète",
                        "the policy that seeks to enrich the State by selling abroad more than it buys",
                    ],
                    ["Qu'est-ce que le mercantilisme ?", "What is mercantilism?",],
                ),
                word!(
                    ["la Fronde", "the Fronde"],
                    [
                        "la révolte des parlementaires et des grands seigneurs contre le pouvoir royal de 1648 à 1653",
                        "the revolt of the parlements and the great lords against royal power from 1648 to 1653",
                    ],
                    ["Qu'est-ce que la Fronde ?", "What was the Fronde?"],
                ),
                word!(
                    ["le pré carré", "the pré carré"],
                    [
                        "la double ligne de places fortes qui protège la frontière du nord du royaume",
                        "the double line of fortresses that protects the kingdom's northern border",
                    ],
                    ["Qu'est-ce que le pré carré ?", "What was the pré carré?",],
                ),
                word!(
                    ["la taille", "the taille"],
                    [
                        "l'impôt royal direct payé par les roturiers",
                        "the direct royal tax paid by commoners",
                    ],
                    ["Qu'est-ce que la taille ?", "What was the taille?"],
                ),
                word!(
                    ["la gabelle", "the gabelle"],
                    ["l'impôt royal sur le sel", "the royal tax on salt"],
                    ["Qu'est-ce que la gabelle ?", "What was the gabelle?"],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les ministres de Louis XIV", "The ministers of Louis XIV"],
            which: [
                "Parmi ces hommes, lesquels ont été ministres de Louis XIV ?",
                "Which of these men were ministers of Louis XIV?",
            ],
            which_not: [
                "Parmi ces hommes, lesquels n'ont pas été ministres de Louis XIV ?",
                "Which of these men were not ministers of Louis XIV?",
            ],
            members: &[
                ["Mazarin", "Mazarin"],
                ["Colbert", "Colbert"],
                ["Louvois", "Louvois"],
            ],
            others: &[
                ["Richelieu", "Richelieu"],
                ["Sully", "Sully"],
                ["Turgot", "Turgot"],
            ],
        },
        Group {
            name: ["Les impôts du roi", "The king's taxes"],
            which: [
                "Parmi ces prélèvements, lesquels sont des impôts royaux ?",
                "Which of these levies are royal taxes?",
            ],
            which_not: [
                "Parmi ces prélèvements, lesquels ne sont pas des impôts royaux ?",
                "Which of these levies are not royal taxes?",
            ],
            members: &[
                ["la taille", "the taille"],
                ["la gabelle", "the gabelle"],
                ["la capitation", "the capitation"],
            ],
            others: &[
                ["la dîme", "the tithe"],
                ["le cens", "the cens"],
                ["les banalités", "the banalités"],
            ],
        },
    ],
    sequences: &[timeline(
        ["De François Ier à Louis XIV", "From Francis I to Louis XIV"],
        &[
            [
                "l'ordonnance de Villers-Cotterêts",
                "the ordinance of Villers-Cotterêts",
            ],
            [
                "le massacre de la Saint-Barthélemy",
                "the St Bartholomew's Day massacre",
            ],
            ["l'édit de Nantes", "the Edict of Nantes"],
            ["le siège de La Rochelle", "the siege of La Rochelle"],
            ["le début de la Fronde", "the start of the Fronde"],
            [
                "le début du règne personnel de Louis XIV",
                "the start of Louis XIV's personal rule",
            ],
            [
                "l'installation de la cour à Versailles",
                "the court's move to Versailles",
            ],
            [
                "la révocation de l'édit de Nantes",
                "the revocation of the Edict of Nantes",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année François Ier signe-t-il l'ordonnance de Villers-Cotterêts ?",
                "In which year does Francis I sign the ordinance of Villers-Cotterêts?",
            ],
            [
                "l'ordonnance de Villers-Cotterêts",
                "the ordinance of Villers-Cotterêts",
            ],
            1539.0,
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
        year(
            [
                "En quelle année, à la mort de Mazarin, Louis XIV commence-t-il à gouverner seul ?",
                "In which year, at Mazarin's death, does Louis XIV begin to rule alone?",
            ],
            [
                "le début du règne personnel de Louis XIV",
                "the start of Louis XIV's personal rule",
            ],
            1661.0,
        ),
        year(
            [
                "En quelle année Louis XIV installe-t-il la cour et le gouvernement à Versailles ?",
                "In which year does Louis XIV move the court and the government to Versailles?",
            ],
            [
                "l'installation de la cour à Versailles",
                "the court's move to Versailles",
            ],
            1682.0,
        ),
        year(
            [
                "En quelle année Louis XIV révoque-t-il l'édit de Nantes par l'édit de Fontainebleau ?",
                "In which year does Louis XIV revoke the Edict of Nantes by the Edict of Fontainebleau?",
            ],
            [
                "la révocation de l'édit de Nantes",
                "the revocation of the Edict of Nantes",
            ],
            1685.0,
        ),
        year(
            [
                "En quelle année meurt Louis XIV, après 72 ans de règne ?",
                "In which year does Louis XIV die, after a 72-year reign?",
            ],
            ["la mort de Louis XIV", "the death of Louis XIV"],
            1715.0,
        ),
    ],
    diagrams: &[],
};

/// Le modèle britannique et son influence (XVIIe-XVIIIe siècles).
pub(crate) static BRITANNIQUE: Bank = Bank {
    chapter: "histoire-geographie-2de-le-modele-britannique",
    title: ["Le modèle britannique", "The British model"],
    relations: &[
        Relation {
            name: [
                "Les acteurs du modèle britannique",
                "The actors of the British model",
            ],
            matching: ACTORS,
            typed: true,
            pairs: &[
                who!(
                    ["Jean sans Terre", "King John"],
                    [
                        "le roi d'Angleterre contraint par ses barons d'accepter la Grande Charte en 1215",
                        "the King of England forced by his barons to accept Magna Carta in 1215",
                    ],
                    [
                        "Quel roi d'Angleterre est contraint par ses barons d'accepter la Grande Charte en 1215 ?",
                        "Which King of England is forced by his barons to accept Magna Carta in 1215?",
                    ],
                ),
                who!(
                    ["Charles Ier", "Charles I"],
                    [
                        "le roi d'Angleterre vaincu par le Parlement puis décapité en 1649",
                        "the King of England defeated by Parliament and then beheaded in 1649",
                    ],
                    [
                        "Quel roi d'Angleterre, vaincu par le Parlement, est décapité en 1649 ?",
                        "Which King of England, defeated by Parliament, is beheaded in 1649?",
                    ],
                ),
                who!(
                    ["Oliver Cromwell", "Oliver Cromwell"],
                    [
                        "le chef puritain qui gouverne l'Angleterre avec le titre de lord-protecteur de 1653 à 1658",
                        "the Puritan leader who rules England with the title of Lord Protector from 1653 to 1658",
                    ],
                    [
                        "Quel chef puritain gouverne l'Angleterre avec le titre de lord-protecteur de 1653 à 1658 ?",
                        "Which Puritan leader rules England with the title of Lord Protector from 1653 to 1658?",
                    ],
                ),
                who!(
                    ["Jacques II", "James II"],
                    [
                        "le roi catholique chassé du trône d'Angleterre lors de la Glorieuse Révolution",
                        "the Catholic king driven from the English throne in the Glorious Revolution",
                    ],
                    [
                        "Quel roi catholique est chassé du trône d'Angleterre lors de la Glorieuse Révolution ?",
                        "Which Catholic king is driven from the English throne in the Glorious Revolution?",
                    ],
                ),
                who!(
                    ["Guillaume d'Orange", "William of Orange"],
                    [
                        "le stathouder des Provinces-Unies qui devient roi d'Angleterre en acceptant le Bill of Rights",
                        "the stadtholder of the United Provinces who becomes King of England by accepting the Bill of Rights",
                    ],
                    [
                        "Quel stathouder des Provinces-Unies devient roi d'Angleterre en acceptant le Bill of Rights ?",
                        "Which stadtholder of the United Provinces becomes King of England by accepting the Bill of Rights?",
                    ],
                ),
                who!(
                    ["John Locke", "John Locke"],
                    [
                        "le philosophe anglais qui, dans ses Deux Traités du gouvernement, justifie la résistance à un roi tyrannique",
                        "the English philosopher who, in his Two Treatises of Government, justifies resistance to a tyrannical king",
                    ],
                    [
                        "Quel philosophe anglais justifie la résistance à un roi tyrannique dans ses Deux Traités du gouvernement ?",
                        "Which English philosopher justifies resistance to a tyrannical king in his Two Treatises of Government?",
                    ],
                ),
                who!(
                    ["Voltaire", "Voltaire"],
                    [
                        "l'écrivain français qui vante la liberté et la tolérance anglaises dans ses Lettres philosophiques",
                        "the French writer who praises English liberty and tolerance in his Philosophical Letters",
                    ],
                    [
                        "Quel écrivain français vante la liberté et la tolérance anglaises dans ses Lettres philosophiques ?",
                        "Which French writer praises English liberty and tolerance in his Philosophical Letters?",
                    ],
                ),
                who!(
                    ["Montesquieu", "Montesquieu"],
                    [
                        "le philosophe français qui décrit dans De l'esprit des lois l'équilibre des pouvoirs de la constitution anglaise",
                        "the French philosopher who describes in The Spirit of the Laws the balance of powers of the English constitution",
                    ],
                    [
                        "Quel philosophe français décrit dans De l'esprit des lois l'équilibre des pouvoirs de la constitution anglaise ?",
                        "Which French philosopher describes in The Spirit of the Laws the balance of powers of the English constitution?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les mots de la monarchie anglaise",
                "The words of the English monarchy",
            ],
            matching: WORDS,
            typed: true,
            pairs: &[
                word!(
                    ["la Grande Charte", "Magna Carta"],
                    [
                        "le texte de 1215 par lequel le roi promet de ne plus lever certains impôts sans l'accord des grands du royaume",
                        "the text of 1215 by which the king promises not to raise certain taxes without the consent of the great men of the realm",
                    ],
                    ["Qu'est-ce que la Grande Charte ?", "What is Magna Carta?",],
                ),
                word!(
                    ["le Parlement", "Parliament"],
                    [
                        "l'assemblée anglaise formée de la Chambre des lords et de la Chambre des communes",
                        "the English assembly made up of the House of Lords and the House of Commons",
                    ],
                    [
                        "Qu'est-ce que le Parlement en Angleterre ?",
                        "What is Parliament in England?",
                    ],
                ),
                word!(
                    ["l'Habeas Corpus", "the Habeas Corpus Act"],
                    [
                        "la loi de 1679 qui interdit de garder une personne en prison sans la présenter à un juge",
                        "the act of 1679 that forbids keeping a person in prison without bringing them before a judge",
                    ],
                    [
                        "Qu'est-ce que l'Habeas Corpus ?",
                        "What is the Habeas Corpus Act?",
                    ],
                ),
                word!(
                    ["le Bill of Rights", "the Bill of Rights"],
                    [
                        "le texte de 1689 qui interdit au roi de lever des impôts ou d'entretenir une armée en temps de paix sans l'accord du Parlement",
                        "the text of 1689 that forbids the king to raise taxes or keep an army in peacetime without the consent of Parliament",
                    ],
                    [
                        "Qu'est-ce que le Bill of Rights ?",
                        "What is the Bill of Rights?",
                    ],
                ),
                word!(
                    ["la Glorieuse Révolution", "the Glorious Revolution"],
                    [
                        "le renversement presque sans violence de Jacques II en 1688-1689",
                        "the almost bloodless overthrow of James II in 1688-1689",
                    ],
                    [
                        "Qu'est-ce que la Glorieuse Révolution ?",
                        "What was the Glorious Revolution?",
                    ],
                ),
                word!(
                    ["le Commonwealth", "the Commonwealth"],
                    [
                        "la république proclamée en Angleterre après l'exécution de Charles Ier",
                        "the republic proclaimed in England after the execution of Charles I",
                    ],
                    [
                        "Qu'est-ce que le Commonwealth d'Angleterre ?",
                        "What was the Commonwealth of England?",
                    ],
                ),
                word!(
                    ["la monarchie parlementaire", "parliamentary monarchy"],
                    [
                        "le régime dans lequel le pouvoir du roi est limité par un Parlement qui vote l'impôt et les lois",
                        "the system in which the king's power is limited by a Parliament that votes taxes and laws",
                    ],
                    [
                        "Qu'est-ce que la monarchie parlementaire ?",
                        "What is parliamentary monarchy?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les textes qui limitent le pouvoir du roi d'Angleterre",
                "The texts that limit the power of the King of England",
            ],
            which: [
                "Parmi ces textes, lesquels limitent le pouvoir du roi d'Angleterre ?",
                "Which of these texts limit the power of the King of England?",
            ],
            which_not: [
                "Parmi ces textes, lesquels ne limitent pas le pouvoir du roi d'Angleterre ?",
                "Which of these texts do not limit the power of the King of England?",
            ],
            members: &[
                ["la Grande Charte", "Magna Carta"],
                ["l'Habeas Corpus", "the Habeas Corpus Act"],
                ["le Bill of Rights", "the Bill of Rights"],
            ],
            others: &[
                ["l'édit de Nantes", "the Edict of Nantes"],
                [
                    "l'ordonnance de Villers-Cotterêts",
                    "the ordinance of Villers-Cotterêts",
                ],
                ["l'édit de Fontainebleau", "the Edict of Fontainebleau"],
            ],
        },
        Group {
            name: [
                "Les admirateurs français des institutions anglaises",
                "The French admirers of English institutions",
            ],
            which: [
                "Parmi ces Français, lesquels ont admiré les institutions anglaises ?",
                "Which of these Frenchmen admired English institutions?",
            ],
            which_not: [
                "Parmi ces Français, lesquels n'ont pas pris les institutions anglaises pour modèle ?",
                "Which of these Frenchmen did not take English institutions as a model?",
            ],
            members: &[["Voltaire", "Voltaire"], ["Montesquieu", "Montesquieu"]],
            others: &[
                ["Louis XIV", "Louis XIV"],
                ["Bossuet", "Bossuet"],
                ["Richelieu", "Richelieu"],
            ],
        },
    ],
    sequences: &[timeline(
        [
            "De la Grande Charte à l'indépendance américaine",
            "From Magna Carta to American independence",
        ],
        &[
            ["la Grande Charte", "Magna Carta"],
            ["l'exécution de Charles Ier", "the execution of Charles I"],
            [
                "le retour des Stuarts sur le trône avec Charles II",
                "the return of the Stuarts to the throne with Charles II",
            ],
            ["l'Habeas Corpus", "the Habeas Corpus Act"],
            ["le Bill of Rights", "the Bill of Rights"],
            [
                "les Lettres philosophiques de Voltaire",
                "Voltaire's Philosophical Letters",
            ],
            [
                "la Déclaration d'indépendance des États-Unis",
                "the United States Declaration of Independence",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année Jean sans Terre accepte-t-il la Grande Charte ?",
                "In which year does King John accept Magna Carta?",
            ],
            ["la Grande Charte", "Magna Carta"],
            1215.0,
        ),
        year(
            [
                "En quelle année le roi Charles Ier est-il exécuté ?",
                "In which year is King Charles I executed?",
            ],
            ["l'exécution de Charles Ier", "the execution of Charles I"],
            1649.0,
        ),
        year(
            [
                "En quelle année le Parlement anglais vote-t-il l'Habeas Corpus ?",
                "In which year does the English Parliament pass the Habeas Corpus Act?",
            ],
            ["l'Habeas Corpus", "the Habeas Corpus Act"],
            1679.0,
        ),
        year(
            [
                "En quelle année Guillaume et Marie acceptent-ils le Bill of Rights ?",
                "In which year do William and Mary accept the Bill of Rights?",
            ],
            ["le Bill of Rights", "the Bill of Rights"],
            1689.0,
        ),
        year(
            [
                "En quelle année paraissent les Lettres philosophiques de Voltaire ?",
                "In which year are Voltaire's Philosophical Letters published?",
            ],
            ["les Lettres philosophiques", "the Philosophical Letters"],
            1734.0,
        ),
        year(
            [
                "En quelle année les colonies anglaises d'Amérique proclament-elles leur indépendance ?",
                "In which year do the English colonies in America declare their independence?",
            ],
            [
                "la Déclaration d'indépendance des États-Unis",
                "the United States Declaration of Independence",
            ],
            1776.0,
        ),
        year(
            [
                "En quelle année la Constitution des États-Unis est-elle rédigée à Philadelphie ?",
                "In which year is the Constitution of the United States drafted in Philadelphia?",
            ],
            [
                "la Constitution des États-Unis",
                "the Constitution of the United States",
            ],
            1787.0,
        ),
    ],
    diagrams: &[],
};

/// Les Lumières et le développement des sciences (XVIe-XVIIIe siècles).
pub(crate) static SCIENCES: Bank = Bank {
    chapter: "histoire-geographie-2de-lumieres-et-sciences",
    title: [
        "Les Lumières et les sciences",
        "The Enlightenment and the sciences",
    ],
    relations: &[
        Relation {
            name: ["Les savants", "The scientists"],
            matching: [
                "Associe chaque savant à ce qu'il a apporté.",
                "Match each scientist with his or her contribution.",
            ],
            typed: true,
            pairs: &[
                who!(
                    ["Copernic", "Copernicus"],
                    [
                        "l'astronome polonais qui place le Soleil, et non la Terre, au centre du monde",
                        "the Polish astronomer who puts the Sun, not the Earth, at the centre of the world",
                    ],
                    [
                        "Quel astronome polonais place le Soleil, et non la Terre, au centre du monde ?",
                        "Which Polish astronomer puts the Sun, not the Earth, at the centre of the world?",
                    ],
                ),
                who!(
                    ["Galilée", "Galileo"],
                    [
                        "le savant italien qui observe le ciel à la lunette et que l'Église condamne en 1633",
                        "the Italian scientist who observes the sky with a telescope and whom the Church condemns in 1633",
                    ],
                    [
                        "Quel savant italien observe le ciel à la lunette et est condamné par l'Église en 1633 ?",
                        "Which Italian scientist observes the sky with a telescope and is condemned by the Church in 1633?",
                    ],
                ),
                who!(
                    ["Kepler", "Kepler"],
                    [
                        "l'astronome allemand qui montre que les planètes décrivent des ellipses autour du Soleil",
                        "the German astronomer who shows that the planets move in ellipses around the Sun",
                    ],
                    [
                        "Quel astronome allemand montre que les planètes décrivent des ellipses autour du Soleil ?",
                        "Which German astronomer shows that the planets move in ellipses around the Sun?",
                    ],
                ),
                who!(
                    ["Descartes", "Descartes"],
                    [
                        "le philosophe qui propose dans le Discours de la méthode de ne tenir pour vrai que ce qui est évident",
                        "the philosopher who proposes in the Discourse on the Method to hold as true only what is evident",
                    ],
                    [
                        "Quel philosophe propose dans le Discours de la méthode de ne tenir pour vrai que ce qui est évident ?",
                        "Which philosopher proposes in the Discourse on the Method to hold as true only what is evident?",
                    ],
                ),
                who!(
                    ["Isaac Newton", "Isaac Newton"],
                    [
                        "le savant anglais qui énonce la loi de la gravitation universelle",
                        "the English scientist who states the law of universal gravitation",
                    ],
                    [
                        "Quel savant anglais énonce la loi de la gravitation universelle ?",
                        "Which English scientist states the law of universal gravitation?",
                    ],
                ),
                who!(
                    ["Émilie du Châtelet", "Émilie du Châtelet"],
                    [
                        "la savante qui traduit en français les Principes mathématiques de Newton",
                        "the scientist who translates Newton's Mathematical Principles into French",
                    ],
                    [
                        "Quelle savante traduit en français les Principes mathématiques de Newton ?",
                        "Which woman scientist translates Newton's Mathematical Principles into French?",
                    ],
                ),
                who!(
                    ["Linné", "Linnaeus"],
                    [
                        "le naturaliste suédois qui désigne chaque espèce vivante par deux noms latins",
                        "the Swedish naturalist who names each living species with two Latin names",
                    ],
                    [
                        "Quel naturaliste suédois désigne chaque espèce vivante par deux noms latins ?",
                        "Which Swedish naturalist names each living species with two Latin names?",
                    ],
                ),
                who!(
                    ["Lavoisier", "Lavoisier"],
                    [
                        "le chimiste français qui montre que la masse se conserve au cours d'une réaction chimique",
                        "the French chemist who shows that mass is conserved in a chemical reaction",
                    ],
                    [
                        "Quel chimiste français montre que la masse se conserve au cours d'une réaction chimique ?",
                        "Which French chemist shows that mass is conserved in a chemical reaction?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les mots de la révolution scientifique",
                "The words of the scientific revolution",
            ],
            matching: WORDS,
            typed: true,
            pairs: &[
                word!(
                    ["le géocentrisme", "geocentrism"],
                    [
                        "la conception du monde qui place la Terre immobile en son centre",
                        "the view of the world that puts a motionless Earth at its centre",
                    ],
                    ["Qu'est-ce que le géocentrisme ?", "What is geocentrism?",],
                ),
                word!(
                    ["l'héliocentrisme", "heliocentrism"],
                    [
                        "la conception du monde selon laquelle la Terre et les planètes tournent autour du Soleil",
                        "the view of the world in which the Earth and the planets revolve around the Sun",
                    ],
                    ["Qu'est-ce que l'héliocentrisme ?", "What is heliocentrism?",],
                ),
                word!(
                    ["la méthode expérimentale", "the experimental method"],
                    [
                        "la démarche qui met une hypothèse à l'épreuve par l'observation et l'expérience",
                        "the approach that tests a hypothesis by observation and experiment",
                    ],
                    [
                        "Qu'est-ce que la méthode expérimentale ?",
                        "What is the experimental method?",
                    ],
                ),
                word!(
                    ["une académie des sciences", "an academy of sciences"],
                    [
                        "une société savante, soutenue par le pouvoir, qui réunit des savants pour débattre de leurs travaux",
                        "a learned society, backed by the authorities, that brings scientists together to discuss their work",
                    ],
                    [
                        "Qu'est-ce qu'une académie des sciences ?",
                        "What is an academy of sciences?",
                    ],
                ),
                word!(
                    ["l'Encyclopédie", "the Encyclopédie"],
                    [
                        "le dictionnaire raisonné des sciences, des arts et des métiers publié en France à partir de 1751",
                        "the reasoned dictionary of the sciences, arts and trades published in France from 1751",
                    ],
                    [
                        "Qu'est-ce que l'Encyclopédie ?",
                        "What is the Encyclopédie?",
                    ],
                ),
                word!(
                    ["un cabinet de curiosités", "a cabinet of curiosities"],
                    [
                        "une collection d'objets rares, d'animaux, de plantes et de minéraux rassemblés pour être étudiés",
                        "a collection of rare objects, animals, plants and minerals gathered to be studied",
                    ],
                    [
                        "Qu'est-ce qu'un cabinet de curiosités ?",
                        "What is a cabinet of curiosities?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les partisans de l'héliocentrisme",
            "The supporters of heliocentrism",
        ],
        which: [
            "Parmi ces savants, lesquels affirment que la Terre tourne autour du Soleil ?",
            "Which of these scholars state that the Earth revolves around the Sun?",
        ],
        which_not: [
            "Parmi ces savants, lesquels placent la Terre au centre du monde ?",
            "Which of these scholars put the Earth at the centre of the world?",
        ],
        members: &[
            ["Copernic", "Copernicus"],
            ["Galilée", "Galileo"],
            ["Kepler", "Kepler"],
            ["Isaac Newton", "Isaac Newton"],
        ],
        others: &[["Ptolémée", "Ptolemy"], ["Aristote", "Aristotle"]],
    }],
    sequences: &[timeline(
        [
            "Les étapes de la révolution scientifique",
            "The stages of the scientific revolution",
        ],
        &[
            [
                "Copernic publie son traité sur les révolutions des orbes célestes",
                "Copernicus publishes his treatise on the revolutions of the heavenly spheres",
            ],
            ["l'Église condamne Galilée", "the Church condemns Galileo"],
            [
                "Descartes publie le Discours de la méthode",
                "Descartes publishes the Discourse on the Method",
            ],
            [
                "Colbert fonde l'Académie royale des sciences",
                "Colbert founds the Royal Academy of Sciences",
            ],
            [
                "Newton publie les Principes mathématiques de la philosophie naturelle",
                "Newton publishes the Mathematical Principles of Natural Philosophy",
            ],
            [
                "le premier volume de l'Encyclopédie paraît",
                "the first volume of the Encyclopédie comes out",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année Copernic publie-t-il son traité défendant l'héliocentrisme ?",
                "In which year does Copernicus publish his treatise defending heliocentrism?",
            ],
            ["le traité de Copernic", "Copernicus's treatise"],
            1543.0,
        ),
        year(
            [
                "En quelle année Galilée est-il condamné par l'Église ?",
                "In which year is Galileo condemned by the Church?",
            ],
            ["la condamnation de Galilée", "the condemnation of Galileo"],
            1633.0,
        ),
        year(
            [
                "En quelle année Descartes publie-t-il le Discours de la méthode ?",
                "In which year does Descartes publish the Discourse on the Method?",
            ],
            ["le Discours de la méthode", "the Discourse on the Method"],
            1637.0,
        ),
        year(
            [
                "En quelle année l'Académie royale des sciences est-elle fondée à Paris ?",
                "In which year is the Royal Academy of Sciences founded in Paris?",
            ],
            [
                "la fondation de l'Académie royale des sciences",
                "the founding of the Royal Academy of Sciences",
            ],
            1666.0,
        ),
        year(
            [
                "En quelle année Newton publie-t-il ses Principes mathématiques de la philosophie naturelle ?",
                "In which year does Newton publish his Mathematical Principles of Natural Philosophy?",
            ],
            ["les Principes de Newton", "Newton's Principia"],
            1687.0,
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
    ],
    diagrams: &[],
};

/// Tensions, mutations et crispations de la société d'ordres (XVIIe-XVIIIe siècles).
pub(crate) static ORDRES: Bank = Bank {
    chapter: "histoire-geographie-2de-societe-d-ordres",
    title: ["La société d'ordres", "The society of orders"],
    relations: &[
        Relation {
            name: [
                "Les mots de la société d'ordres",
                "The words of the society of orders",
            ],
            matching: WORDS,
            typed: true,
            pairs: &[
                word!(
                    ["un ordre", "an order"],
                    [
                        "un groupe de la société défini par sa fonction, son rang et ses droits, auquel on appartient en général par la naissance",
                        "a group of society defined by its function, rank and rights, to which one usually belongs by birth",
                    ],
                    [
                        "Qu'est-ce qu'un ordre dans la société d'Ancien Régime ?",
                        "What is an order in the society of the Ancien Régime?",
                    ],
                ),
                word!(
                    ["un privilège", "a privilege"],
                    [
                        "un droit particulier accordé à un ordre, à un corps ou à une ville, comme une exemption d'impôt",
                        "a special right granted to an order, a body or a town, such as an exemption from tax",
                    ],
                    ["Qu'est-ce qu'un privilège ?", "What is a privilege?",],
                ),
                word!(
                    ["la noblesse d'épée", "the nobility of the sword"],
                    [
                        "la noblesse ancienne, qui tire son prestige du service des armes",
                        "the old nobility, which draws its prestige from military service",
                    ],
                    [
                        "Qu'est-ce que la noblesse d'épée ?",
                        "What is the nobility of the sword?",
                    ],
                ),
                word!(
                    ["la noblesse de robe", "the nobility of the robe"],
                    [
                        "la noblesse acquise par l'achat d'une charge de justice ou de finances",
                        "the nobility acquired by buying a judicial or financial office",
                    ],
                    [
                        "Qu'est-ce que la noblesse de robe ?",
                        "What is the nobility of the robe?",
                    ],
                ),
                word!(
                    ["la vénalité des offices", "the sale of offices"],
                    [
                        "la vente par le roi de charges publiques, que leurs titulaires peuvent transmettre",
                        "the sale by the king of public posts, which their holders can pass on",
                    ],
                    [
                        "Qu'est-ce que la vénalité des offices ?",
                        "What is the sale of offices?",
                    ],
                ),
                word!(
                    ["la corvée royale", "the royal corvée"],
                    [
                        "le travail gratuit imposé aux paysans pour construire et entretenir les routes",
                        "the unpaid labour imposed on peasants to build and maintain the roads",
                    ],
                    [
                        "Qu'est-ce que la corvée royale ?",
                        "What was the royal corvée?",
                    ],
                ),
                word!(
                    ["la bourgeoisie", "the bourgeoisie"],
                    [
                        "les roturiers des villes enrichis par le commerce, la finance ou les professions du droit",
                        "the town commoners enriched by trade, finance or the legal professions",
                    ],
                    ["Qu'est-ce que la bourgeoisie ?", "What is the bourgeoisie?",],
                ),
            ],
        },
        Relation {
            name: ["Les révoltes", "The revolts"],
            matching: [
                "Associe chaque révolte à ce qui la caractérise.",
                "Match each revolt with what characterises it.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la révolte des Croquants", "the revolt of the Croquants"],
                    [
                        "le soulèvement des paysans du Sud-Ouest contre la hausse des impôts en 1636-1637",
                        "the rising of the peasants of the South-West against the rise in taxes in 1636-1637",
                    ],
                    [
                        "Qu'est-ce que la révolte des Croquants ?",
                        "What was the revolt of the Croquants?",
                    ],
                    [
                        "Quelle révolte soulève les paysans du Sud-Ouest contre la hausse des impôts en 1636-1637 ?",
                        "Which revolt raises the peasants of the South-West against the rise in taxes in 1636-1637?",
                    ],
                ),
                pair(
                    ["la révolte des Nu-pieds", "the revolt of the Nu-pieds"],
                    [
                        "le soulèvement de la Normandie en 1639 contre l'extension de la gabelle",
                        "the rising of Normandy in 1639 against the extension of the gabelle",
                    ],
                    [
                        "Qu'est-ce que la révolte des Nu-pieds ?",
                        "What was the revolt of the Nu-pieds?",
                    ],
                    [
                        "Quelle révolte soulève la Normandie en 1639 contre l'extension de la gabelle ?",
                        "Which revolt raises Normandy in 1639 against the extension of the gabelle?",
                    ],
                ),
                pair(
                    ["la Fronde", "the Fronde"],
                    [
                        "la révolte des parlementaires, des grands et du peuple de Paris pendant la minorité de Louis XIV",
                        "the revolt of the parlements, the great lords and the people of Paris during the minority of Louis XIV",
                    ],
                    ["Qu'est-ce que la Fronde ?", "What was the Fronde?"],
                    [
                        "Quelle révolte soulève les parlementaires, les grands et le peuple de Paris pendant la minorité de Louis XIV ?",
                        "Which revolt raises the parlements, the great lords and the people of Paris during the minority of Louis XIV?",
                    ],
                ),
                pair(
                    [
                        "la révolte des Bonnets rouges",
                        "the revolt of the Bonnets rouges",
                    ],
                    [
                        "le soulèvement de la Bretagne en 1675 contre le papier timbré et d'autres taxes nouvelles",
                        "the rising of Brittany in 1675 against stamped paper and other new taxes",
                    ],
                    [
                        "Qu'est-ce que la révolte des Bonnets rouges ?",
                        "What was the revolt of the Bonnets rouges?",
                    ],
                    [
                        "Quelle révolte soulève la Bretagne en 1675 contre le papier timbré et d'autres taxes nouvelles ?",
                        "Which revolt raises Brittany in 1675 against stamped paper and other new taxes?",
                    ],
                ),
                pair(
                    ["la révolte des camisards", "the revolt of the Camisards"],
                    [
                        "le soulèvement des protestants des Cévennes après la révocation de l'édit de Nantes",
                        "the rising of the Protestants of the Cévennes after the revocation of the Edict of Nantes",
                    ],
                    [
                        "Qu'est-ce que la révolte des camisards ?",
                        "What was the revolt of the Camisards?",
                    ],
                    [
                        "Quelle révolte soulève les protestants des Cévennes après la révocation de l'édit de Nantes ?",
                        "Which revolt raises the Protestants of the Cévennes after the revocation of the Edict of Nantes?",
                    ],
                ),
                pair(
                    ["la guerre des farines", "the Flour War"],
                    [
                        "la vague d'émeutes de 1775 contre la cherté du grain et du pain",
                        "the wave of riots of 1775 against the high price of grain and bread",
                    ],
                    [
                        "Qu'est-ce que la guerre des farines ?",
                        "What was the Flour War?",
                    ],
                    [
                        "Quelle vague d'émeutes éclate en 1775 contre la cherté du grain et du pain ?",
                        "Which wave of riots breaks out in 1775 against the high price of grain and bread?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les regards sur la société d'ordres",
                "Views of the society of orders",
            ],
            matching: ACTORS,
            typed: true,
            pairs: &[
                who!(
                    ["Molière", "Molière"],
                    [
                        "l'auteur d'une comédie de 1670 qui se moque d'un bourgeois voulant imiter les nobles",
                        "the author of a comedy of 1670 that mocks a bourgeois who wants to ape the nobles",
                    ],
                    [
                        "Quel auteur se moque, dans une comédie de 1670, d'un bourgeois voulant imiter les nobles ?",
                        "Which author mocks, in a comedy of 1670, a bourgeois who wants to ape the nobles?",
                    ],
                ),
                who!(
                    ["Saint-Simon", "Saint-Simon"],
                    [
                        "le duc et mémorialiste de la cour de Louis XIV, attaché au rang de la haute noblesse",
                        "the duke and memoirist of the court of Louis XIV, attached to the rank of the high nobility",
                    ],
                    [
                        "Quel duc, mémorialiste de la cour de Louis XIV, est attaché au rang de la haute noblesse ?",
                        "Which duke, a memoirist of the court of Louis XIV, is attached to the rank of the high nobility?",
                    ],
                ),
                who!(
                    ["Turgot", "Turgot"],
                    [
                        "le contrôleur général des finances de Louis XVI qui tente de supprimer la corvée royale en 1776",
                        "Louis XVI's controller-general of finances who tries to abolish the royal corvée in 1776",
                    ],
                    [
                        "Quel contrôleur général des finances de Louis XVI tente de supprimer la corvée royale en 1776 ?",
                        "Which controller-general of finances of Louis XVI tries to abolish the royal corvée in 1776?",
                    ],
                ),
                who!(
                    ["Necker", "Necker"],
                    [
                        "le ministre des Finances qui rend publiques en 1781 les recettes et les dépenses de l'État",
                        "the finance minister who makes the State's revenue and spending public in 1781",
                    ],
                    [
                        "Quel ministre des Finances rend publiques en 1781 les recettes et les dépenses de l'État ?",
                        "Which finance minister makes the State's revenue and spending public in 1781?",
                    ],
                ),
                who!(
                    ["Beaumarchais", "Beaumarchais"],
                    [
                        "l'auteur du Mariage de Figaro, où un valet raille les privilèges de son maître noble",
                        "the author of The Marriage of Figaro, in which a valet mocks the privileges of his noble master",
                    ],
                    [
                        "Quel auteur fait railler par un valet les privilèges de son maître noble dans le Mariage de Figaro ?",
                        "Which author has a valet mock the privileges of his noble master in The Marriage of Figaro?",
                    ],
                ),
                who!(
                    ["Sieyès", "Sieyès"],
                    [
                        "l'abbé qui demande en 1789, dans une brochure célèbre, ce qu'est le tiers état",
                        "the abbé who asks in 1789, in a famous pamphlet, what the Third Estate is",
                    ],
                    [
                        "Quel abbé demande en 1789, dans une brochure célèbre, ce qu'est le tiers état ?",
                        "Which abbé asks in 1789, in a famous pamphlet, what the Third Estate is?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les membres du tiers état",
            "The members of the Third Estate",
        ],
        which: [
            "Parmi ces personnes, lesquelles appartiennent au tiers état ?",
            "Which of these people belong to the Third Estate?",
        ],
        which_not: [
            "Parmi ces personnes, lesquelles n'appartiennent pas au tiers état ?",
            "Which of these people do not belong to the Third Estate?",
        ],
        members: &[
            ["un paysan", "a peasant"],
            ["un artisan", "a craftsman"],
            ["un marchand", "a merchant"],
            ["un domestique", "a servant"],
        ],
        others: &[
            ["un évêque", "a bishop"],
            ["un curé", "a parish priest"],
            ["un duc", "a duke"],
            ["un marquis", "a marquis"],
        ],
    }],
    sequences: &[timeline(
        [
            "Les tensions de la société d'ordres",
            "The tensions of the society of orders",
        ],
        &[
            [
                "la révolte des Nu-pieds en Normandie",
                "the revolt of the Nu-pieds in Normandy",
            ],
            ["le début de la Fronde", "the start of the Fronde"],
            [
                "la révolte des Bonnets rouges en Bretagne",
                "the revolt of the Bonnets rouges in Brittany",
            ],
            [
                "le soulèvement des camisards dans les Cévennes",
                "the Camisard rising in the Cévennes",
            ],
            ["la guerre des farines", "the Flour War"],
            [
                "l'édit de Ségur réserve les grades d'officier aux nobles",
                "the Ségur ordinance reserves officer ranks for nobles",
            ],
            [
                "l'ouverture des états généraux à Versailles",
                "the opening of the Estates General at Versailles",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année la Normandie se soulève-t-elle lors de la révolte des Nu-pieds ?",
                "In which year does Normandy rise in the revolt of the Nu-pieds?",
            ],
            ["la révolte des Nu-pieds", "the revolt of the Nu-pieds"],
            1639.0,
        ),
        year(
            [
                "En quelle année la Bretagne se soulève-t-elle lors de la révolte des Bonnets rouges ?",
                "In which year does Brittany rise in the revolt of the Bonnets rouges?",
            ],
            [
                "la révolte des Bonnets rouges",
                "the revolt of the Bonnets rouges",
            ],
            1675.0,
        ),
        year(
            [
                "En quelle année éclate la guerre des farines ?",
                "In which year does the Flour War break out?",
            ],
            ["la guerre des farines", "the Flour War"],
            1775.0,
        ),
        year(
            [
                "En quelle année l'édit de Ségur réserve-t-il les grades d'officier aux nobles ?",
                "In which year does the Ségur ordinance reserve officer ranks for nobles?",
            ],
            ["l'édit de Ségur", "the Ségur ordinance"],
            1781.0,
        ),
        year(
            [
                "En quelle année les états généraux s'ouvrent-ils à Versailles ?",
                "In which year do the Estates General open at Versailles?",
            ],
            [
                "l'ouverture des états généraux",
                "the opening of the Estates General",
            ],
            1789.0,
        ),
        count(
            [
                "En combien d'ordres la société d'Ancien Régime est-elle divisée ?",
                "Into how many orders is the society of the Ancien Régime divided?",
            ],
            [
                "le nombre d'ordres de la société",
                "the number of orders of society",
            ],
            3.0,
            0,
        ),
    ],
    diagrams: &[],
};

/// Les sociétés face aux risques.
pub(crate) static RISQUES: Bank = Bank {
    chapter: "histoire-geographie-2de-societes-face-aux-risques",
    title: ["Les sociétés face aux risques", "Societies facing risks"],
    relations: &[
        Relation {
            name: ["Les mots du risque", "The words of risk"],
            matching: WORDS,
            typed: true,
            pairs: &[
                word!(
                    ["un aléa", "a hazard"],
                    [
                        "un phénomène naturel ou technologique qui peut survenir et causer des dommages",
                        "a natural or technological phenomenon that may occur and cause damage",
                    ],
                    ["Qu'est-ce qu'un aléa ?", "What is a hazard?"],
                ),
                word!(
                    ["les enjeux", "the assets at stake"],
                    [
                        "les personnes, les biens et les activités exposés à un aléa",
                        "the people, property and activities exposed to a hazard",
                    ],
                    [
                        "Que sont les enjeux face à un risque ?",
                        "What are the assets at stake in a risk?",
                    ],
                ),
                word!(
                    ["la vulnérabilité", "vulnerability"],
                    [
                        "la fragilité d'une société face à un aléa, qui dépend de sa richesse et de sa préparation",
                        "the fragility of a society facing a hazard, which depends on its wealth and its preparedness",
                    ],
                    ["Qu'est-ce que la vulnérabilité ?", "What is vulnerability?",],
                ),
                word!(
                    ["le risque", "risk"],
                    [
                        "la possibilité qu'un aléa frappe une société vulnérable et lui cause des dommages",
                        "the possibility that a hazard strikes a vulnerable society and causes it damage",
                    ],
                    [
                        "Qu'est-ce que le risque en géographie ?",
                        "What is risk in geography?",
                    ],
                ),
                word!(
                    ["la résilience", "resilience"],
                    [
                        "la capacité d'une société à surmonter une catastrophe et à retrouver un fonctionnement normal",
                        "the capacity of a society to overcome a disaster and return to normal functioning",
                    ],
                    ["Qu'est-ce que la résilience ?", "What is resilience?",],
                ),
                word!(
                    ["la prévention", "prevention"],
                    [
                        "l'ensemble des mesures prises avant l'aléa pour en limiter les effets",
                        "all the measures taken before the hazard to limit its effects",
                    ],
                    ["Qu'est-ce que la prévention ?", "What is prevention?",],
                ),
                word!(
                    [
                        "un plan de prévention des risques",
                        "a risk prevention plan",
                    ],
                    [
                        "le document qui interdit ou limite les constructions dans les zones exposées",
                        "the document that bans or restricts building in the exposed areas",
                    ],
                    [
                        "Qu'est-ce qu'un plan de prévention des risques ?",
                        "What is a risk prevention plan?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Des catastrophes", "Some disasters"],
            matching: [
                "Associe chaque catastrophe à ce qui s'est passé.",
                "Match each disaster with what happened.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["la catastrophe de Bhopal", "the Bhopal disaster"],
                    [
                        "la fuite de gaz toxique d'une usine de pesticides en Inde en 1984",
                        "the leak of toxic gas from a pesticide plant in India in 1984",
                    ],
                    [
                        "Que s'est-il passé lors de la catastrophe de Bhopal ?",
                        "What happened in the Bhopal disaster?",
                    ],
                    [
                        "Quelle catastrophe est la fuite de gaz toxique d'une usine de pesticides en Inde en 1984 ?",
                        "Which disaster is the leak of toxic gas from a pesticide plant in India in 1984?",
                    ],
                ),
                pair(
                    ["la catastrophe de Tchernobyl", "the Chernobyl disaster"],
                    [
                        "l'explosion d'un réacteur de centrale nucléaire en Ukraine en 1986",
                        "the explosion of a nuclear power plant reactor in Ukraine in 1986",
                    ],
                    [
                        "Que s'est-il passé lors de la catastrophe de Tchernobyl ?",
                        "What happened in the Chernobyl disaster?",
                    ],
                    [
                        "Quelle catastrophe est l'explosion d'un réacteur de centrale nucléaire en Ukraine en 1986 ?",
                        "Which disaster is the explosion of a nuclear power plant reactor in Ukraine in 1986?",
                    ],
                ),
                pair(
                    ["l'explosion de l'usine AZF", "the AZF plant explosion"],
                    [
                        "l'explosion d'un stock de nitrate d'ammonium dans une usine chimique de Toulouse en 2001",
                        "the explosion of a store of ammonium nitrate in a chemical plant in Toulouse in 2001",
                    ],
                    [
                        "Que s'est-il passé lors de l'explosion de l'usine AZF ?",
                        "What happened in the AZF plant explosion?",
                    ],
                    [
                        "Quelle catastrophe est l'explosion d'un stock de nitrate d'ammonium dans une usine chimique de Toulouse en 2001 ?",
                        "Which disaster is the explosion of a store of ammonium nitrate in a chemical plant in Toulouse in 2001?",
                    ],
                ),
                pair(
                    ["l'ouragan Katrina", "Hurricane Katrina"],
                    [
                        "le cyclone qui inonde La Nouvelle-Orléans en 2005 après la rupture de ses digues",
                        "the cyclone that floods New Orleans in 2005 after its levees break",
                    ],
                    [
                        "Que s'est-il passé lors de l'ouragan Katrina ?",
                        "What happened during Hurricane Katrina?",
                    ],
                    [
                        "Quelle catastrophe est le cyclone qui inonde La Nouvelle-Orléans en 2005 après la rupture de ses digues ?",
                        "Which disaster is the cyclone that floods New Orleans in 2005 after its levees break?",
                    ],
                ),
                pair(
                    ["la tempête Xynthia", "Storm Xynthia"],
                    [
                        "la tempête qui submerge en 2010 des quartiers construits en zone basse sur le littoral vendéen",
                        "the storm that floods in 2010 neighbourhoods built on low ground on the Vendée coast",
                    ],
                    [
                        "Que s'est-il passé lors de la tempête Xynthia ?",
                        "What happened during Storm Xynthia?",
                    ],
                    [
                        "Quelle catastrophe est la tempête qui submerge en 2010 des quartiers construits en zone basse sur le littoral vendéen ?",
                        "Which disaster is the storm that floods in 2010 neighbourhoods built on low ground on the Vendée coast?",
                    ],
                ),
                pair(
                    ["le séisme d'Haïti", "the Haiti earthquake"],
                    [
                        "le tremblement de terre qui dévaste Port-au-Prince en 2010",
                        "the earthquake that devastates Port-au-Prince in 2010",
                    ],
                    [
                        "Que s'est-il passé lors du séisme d'Haïti ?",
                        "What happened in the Haiti earthquake?",
                    ],
                    [
                        "Quelle catastrophe est le tremblement de terre qui dévaste Port-au-Prince en 2010 ?",
                        "Which disaster is the earthquake that devastates Port-au-Prince in 2010?",
                    ],
                ),
                pair(
                    ["la catastrophe de Fukushima", "the Fukushima disaster"],
                    [
                        "l'accident nucléaire provoqué au Japon en 2011 par un séisme suivi d'un tsunami",
                        "the nuclear accident caused in Japan in 2011 by an earthquake followed by a tsunami",
                    ],
                    [
                        "Que s'est-il passé lors de la catastrophe de Fukushima ?",
                        "What happened in the Fukushima disaster?",
                    ],
                    [
                        "Quelle catastrophe est l'accident nucléaire provoqué au Japon en 2011 par un séisme suivi d'un tsunami ?",
                        "Which disaster is the nuclear accident caused in Japan in 2011 by an earthquake followed by a tsunami?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les aléas naturels", "Natural hazards"],
        which: [
            "Parmi ces aléas, lesquels sont des aléas naturels ?",
            "Which of these hazards are natural hazards?",
        ],
        which_not: [
            "Parmi ces aléas, lesquels sont des aléas technologiques ?",
            "Which of these hazards are technological hazards?",
        ],
        members: &[
            ["un séisme", "an earthquake"],
            ["un cyclone", "a cyclone"],
            ["une éruption volcanique", "a volcanic eruption"],
            ["un tsunami", "a tsunami"],
        ],
        others: &[
            [
                "l'explosion d'une usine chimique",
                "the explosion of a chemical plant",
            ],
            [
                "un accident dans une centrale nucléaire",
                "an accident in a nuclear power plant",
            ],
            [
                "une marée noire due au naufrage d'un pétrolier",
                "an oil spill from a sunken tanker",
            ],
            ["la rupture d'un barrage", "the failure of a dam"],
        ],
    }],
    sequences: &[Sequence {
        name: ["La gestion d'un risque", "Managing a risk"],
        order: [
            "Range ces étapes de la gestion d'un risque, de la première à la dernière.",
            "Put these stages of managing a risk in order, from the first to the last.",
        ],
        backward: [
            "Range ces étapes de la gestion d'un risque, de la dernière à la première.",
            "Put these stages of managing a risk in order, from the last to the first.",
        ],
        next: [
            "Dans la gestion d'un risque, quelle étape vient juste après « {} » ?",
            "In managing a risk, which stage comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : dans la gestion d'un risque, « {a} » vient avant « {b} ».",
            "True or false: in managing a risk, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "cartographier les zones exposées et y limiter les constructions",
                "map the exposed areas and restrict building in them",
            ],
            [
                "alerter la population à l'approche de l'aléa",
                "warn the population as the hazard approaches",
            ],
            [
                "évacuer et secourir les habitants pendant la crise",
                "evacuate and rescue the inhabitants during the crisis",
            ],
            [
                "reconstruire les zones sinistrées",
                "rebuild the stricken areas",
            ],
            [
                "tirer les leçons de la catastrophe pour mieux se préparer",
                "learn the lessons of the disaster to be better prepared",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année a lieu la catastrophe de Bhopal, en Inde ?",
                "In which year does the Bhopal disaster take place, in India?",
            ],
            ["la catastrophe de Bhopal", "the Bhopal disaster"],
            1984.0,
        ),
        year(
            [
                "En quelle année un réacteur de la centrale de Tchernobyl explose-t-il ?",
                "In which year does a reactor of the Chernobyl power plant explode?",
            ],
            ["la catastrophe de Tchernobyl", "the Chernobyl disaster"],
            1986.0,
        ),
        year(
            [
                "En quelle année l'usine AZF explose-t-elle à Toulouse ?",
                "In which year does the AZF plant explode in Toulouse?",
            ],
            ["l'explosion de l'usine AZF", "the AZF plant explosion"],
            2001.0,
        ),
        year(
            [
                "En quelle année l'ouragan Katrina frappe-t-il La Nouvelle-Orléans ?",
                "In which year does Hurricane Katrina hit New Orleans?",
            ],
            ["l'ouragan Katrina", "Hurricane Katrina"],
            2005.0,
        ),
        year(
            [
                "En quelle année la tempête Xynthia frappe-t-elle le littoral atlantique français ?",
                "In which year does Storm Xynthia hit the French Atlantic coast?",
            ],
            ["la tempête Xynthia", "Storm Xynthia"],
            2010.0,
        ),
        year(
            [
                "En quelle année a lieu la catastrophe nucléaire de Fukushima ?",
                "In which year does the Fukushima nuclear disaster take place?",
            ],
            ["la catastrophe de Fukushima", "the Fukushima disaster"],
            2011.0,
        ),
    ],
    diagrams: &[],
};

/// Des ressources majeures sous pression : tensions, gestion (l'eau et l'énergie).
pub(crate) static RESSOURCES: Bank = Bank {
    chapter: "histoire-geographie-2de-ressources-sous-pression",
    title: ["Des ressources sous pression", "Resources under pressure"],
    relations: &[
        Relation {
            name: ["Les mots des ressources", "The words of resources"],
            matching: WORDS,
            typed: true,
            pairs: &[
                word!(
                    ["une ressource", "a resource"],
                    [
                        "un élément de l'environnement qu'une société exploite pour satisfaire ses besoins",
                        "an element of the environment that a society exploits to meet its needs",
                    ],
                    [
                        "Qu'est-ce qu'une ressource en géographie ?",
                        "What is a resource in geography?",
                    ],
                ),
                word!(
                    ["le stress hydrique", "water stress"],
                    [
                        "la situation d'un territoire où la demande en eau approche ou dépasse la quantité disponible",
                        "the situation of an area where the demand for water approaches or exceeds the amount available",
                    ],
                    [
                        "Qu'est-ce que le stress hydrique ?",
                        "What is water stress?",
                    ],
                ),
                word!(
                    ["une énergie fossile", "a fossil fuel"],
                    [
                        "une source d'énergie formée en millions d'années à partir de débris d'êtres vivants, donc épuisable",
                        "an energy source formed over millions of years from the remains of living things, and so exhaustible",
                    ],
                    [
                        "Qu'est-ce qu'une énergie fossile ?",
                        "What is a fossil fuel?",
                    ],
                ),
                word!(
                    ["une énergie renouvelable", "a renewable energy"],
                    [
                        "une source d'énergie qui se reconstitue assez vite pour ne pas s'épuiser à l'échelle humaine",
                        "an energy source that renews itself fast enough not to run out on a human timescale",
                    ],
                    [
                        "Qu'est-ce qu'une énergie renouvelable ?",
                        "What is a renewable energy?",
                    ],
                ),
                word!(
                    ["le mix énergétique", "the energy mix"],
                    [
                        "la répartition des différentes sources d'énergie consommées dans un territoire",
                        "the breakdown of the different energy sources consumed in an area",
                    ],
                    [
                        "Qu'est-ce que le mix énergétique ?",
                        "What is the energy mix?",
                    ],
                ),
                word!(
                    ["la transition énergétique", "the energy transition"],
                    [
                        "le passage d'une économie fondée sur les énergies fossiles à des énergies qui émettent peu de gaz à effet de serre",
                        "the shift from an economy based on fossil fuels to energies that emit few greenhouse gases",
                    ],
                    [
                        "Qu'est-ce que la transition énergétique ?",
                        "What is the energy transition?",
                    ],
                ),
                word!(
                    ["le dessalement", "desalination"],
                    [
                        "la transformation de l'eau de mer en eau douce en lui retirant son sel",
                        "turning seawater into fresh water by removing its salt",
                    ],
                    ["Qu'est-ce que le dessalement ?", "What is desalination?",],
                ),
            ],
        },
        Relation {
            name: [
                "Des lieux de tensions sur les ressources",
                "Places of tension over resources",
            ],
            matching: [
                "Associe chaque lieu à ce qui le caractérise.",
                "Match each place with what characterises it.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["la mer d'Aral", "the Aral Sea"],
                    [
                        "le lac d'Asie centrale presque asséché par l'irrigation des champs de coton",
                        "the Central Asian lake almost dried up by the irrigation of cotton fields",
                    ],
                    [
                        "Qu'est-ce qui caractérise la mer d'Aral ?",
                        "What characterises the Aral Sea?",
                    ],
                    [
                        "Quel lac d'Asie centrale est presque asséché par l'irrigation des champs de coton ?",
                        "Which Central Asian lake is almost dried up by the irrigation of cotton fields?",
                    ],
                ),
                pair(
                    ["le barrage des Trois-Gorges", "the Three Gorges Dam"],
                    [
                        "le barrage chinois sur le Yangzi, dont la construction a déplacé plus d'un million d'habitants",
                        "the Chinese dam on the Yangtze, whose building displaced more than a million people",
                    ],
                    [
                        "Qu'est-ce qui caractérise le barrage des Trois-Gorges ?",
                        "What characterises the Three Gorges Dam?",
                    ],
                    [
                        "Quel barrage chinois sur le Yangzi a déplacé plus d'un million d'habitants ?",
                        "Which Chinese dam on the Yangtze displaced more than a million people?",
                    ],
                ),
                pair(
                    [
                        "le grand barrage de la Renaissance",
                        "the Grand Ethiopian Renaissance Dam",
                    ],
                    [
                        "le barrage éthiopien sur le Nil Bleu, source de tensions avec l'Égypte",
                        "the Ethiopian dam on the Blue Nile, a source of tension with Egypt",
                    ],
                    [
                        "Qu'est-ce qui caractérise le grand barrage de la Renaissance ?",
                        "What characterises the Grand Ethiopian Renaissance Dam?",
                    ],
                    [
                        "Quel barrage éthiopien sur le Nil Bleu est une source de tensions avec l'Égypte ?",
                        "Which Ethiopian dam on the Blue Nile is a source of tension with Egypt?",
                    ],
                ),
                pair(
                    ["le Tigre et l'Euphrate", "the Tigris and the Euphrates"],
                    [
                        "les fleuves dont les barrages turcs réduisent le débit en Syrie et en Irak",
                        "the rivers whose flow into Syria and Iraq is reduced by Turkish dams",
                    ],
                    [
                        "Qu'est-ce qui caractérise le Tigre et l'Euphrate ?",
                        "What characterises the Tigris and the Euphrates?",
                    ],
                    [
                        "Quels fleuves voient leur débit en Syrie et en Irak réduit par les barrages turcs ?",
                        "Which rivers have their flow into Syria and Iraq reduced by Turkish dams?",
                    ],
                ),
                pair(
                    ["le détroit d'Ormuz", "the Strait of Hormuz"],
                    [
                        "le passage maritime par lequel sort une grande partie du pétrole du golfe Persique",
                        "the sea passage through which a large share of the Persian Gulf's oil leaves",
                    ],
                    [
                        "Qu'est-ce qui caractérise le détroit d'Ormuz ?",
                        "What characterises the Strait of Hormuz?",
                    ],
                    [
                        "Par quel passage maritime sort une grande partie du pétrole du golfe Persique ?",
                        "Through which sea passage does a large share of the Persian Gulf's oil leave?",
                    ],
                ),
                pair(
                    ["l'Alberta", "Alberta"],
                    [
                        "la province canadienne qui exploite des sables bitumineux très polluants",
                        "the Canadian province that exploits highly polluting oil sands",
                    ],
                    [
                        "Qu'est-ce qui caractérise l'Alberta ?",
                        "What characterises Alberta?",
                    ],
                    [
                        "Quelle province canadienne exploite des sables bitumineux très polluants ?",
                        "Which Canadian province exploits highly polluting oil sands?",
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
    }],
    sequences: &[Sequence {
        name: [
            "Le trajet de l'eau domestique",
            "The path of household water",
        ],
        order: [
            "Range ces étapes du trajet de l'eau dans une ville, de la première à la dernière.",
            "Put these stages of the path of water in a town in order, from the first to the last.",
        ],
        backward: [
            "Range ces étapes du trajet de l'eau dans une ville, de la dernière à la première.",
            "Put these stages of the path of water in a town in order, from the last to the first.",
        ],
        next: [
            "Sur le trajet de l'eau dans une ville, quelle étape vient juste après « {} » ?",
            "On the path of water in a town, which stage comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : sur le trajet de l'eau dans une ville, « {a} » vient avant « {b} ».",
            "True or false: on the path of water in a town, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "le captage de l'eau dans une rivière ou une nappe",
                "drawing water from a river or an aquifer",
            ],
            [
                "la potabilisation dans une usine de traitement",
                "purification in a treatment plant",
            ],
            [
                "le stockage dans un château d'eau",
                "storage in a water tower",
            ],
            [
                "la distribution jusqu'au robinet",
                "distribution to the tap",
            ],
            [
                "la collecte des eaux usées par les égouts",
                "collection of wastewater by the sewers",
            ],
            [
                "l'épuration dans une station avant le rejet dans le milieu",
                "treatment in a plant before release into the environment",
            ],
        ],
    }],
    numbers: &[
        count(
            [
                "Au-dessous de combien de mètres cubes d'eau douce disponibles par habitant et par an parle-t-on de stress hydrique ?",
                "Below how many cubic metres of available fresh water per inhabitant per year do we speak of water stress?",
            ],
            [
                "le seuil de stress hydrique, en m³ par habitant et par an",
                "the water stress threshold, in m³ per inhabitant per year",
            ],
            1700.0,
            0,
        ),
        count(
            [
                "Au-dessous de combien de mètres cubes d'eau douce disponibles par habitant et par an parle-t-on de pénurie d'eau ?",
                "Below how many cubic metres of available fresh water per inhabitant per year do we speak of water scarcity?",
            ],
            [
                "le seuil de pénurie d'eau, en m³ par habitant et par an",
                "the water scarcity threshold, in m³ per inhabitant per year",
            ],
            1000.0,
            0,
        ),
        count(
            [
                "Quel pourcentage environ des prélèvements mondiaux d'eau douce sert à l'agriculture ?",
                "About what percentage of the world's fresh water withdrawals is used by agriculture?",
            ],
            [
                "la part de l'agriculture dans les prélèvements d'eau, en %",
                "agriculture's share of water withdrawals, in %",
            ],
            70.0,
            0,
        ),
        year(
            [
                "En quelle année l'accord de Paris sur le climat est-il adopté lors de la COP21 ?",
                "In which year is the Paris Agreement on climate adopted at COP21?",
            ],
            ["l'accord de Paris", "the Paris Agreement"],
            2015.0,
        ),
    ],
    diagrams: &[],
};

/// Développement et inégalités.
pub(crate) static DEVELOPPEMENT: Bank = Bank {
    chapter: "histoire-geographie-2de-developpement-et-inegalites",
    title: [
        "Développement et inégalités",
        "Development and inequalities",
    ],
    relations: &[
        Relation {
            name: ["Les mots du développement", "The words of development"],
            matching: WORDS,
            typed: true,
            pairs: &[
                word!(
                    ["le développement", "development"],
                    [
                        "l'amélioration des conditions de vie de l'ensemble d'une population",
                        "the improvement of the living conditions of a whole population",
                    ],
                    ["Qu'est-ce que le développement ?", "What is development?",],
                ),
                word!(
                    ["l'IDH", "the HDI"],
                    [
                        "l'indicateur qui combine l'espérance de vie, le niveau d'instruction et le revenu par habitant",
                        "the indicator that combines life expectancy, education level and income per inhabitant",
                    ],
                    ["Qu'est-ce que l'IDH ?", "What is the HDI?"],
                ),
                word!(
                    ["le PIB", "GDP"],
                    [
                        "la valeur des richesses produites en un an sur le territoire d'un pays",
                        "the value of the wealth produced in a year on a country's territory",
                    ],
                    ["Qu'est-ce que le PIB ?", "What is GDP?"],
                ),
                word!(
                    ["la pauvreté", "poverty"],
                    [
                        "la situation des personnes qui n'ont pas assez de ressources pour satisfaire leurs besoins essentiels",
                        "the situation of people who lack the resources to meet their basic needs",
                    ],
                    ["Qu'est-ce que la pauvreté ?", "What is poverty?",],
                ),
                word!(
                    ["un pays émergent", "an emerging country"],
                    [
                        "un pays à forte croissance économique qui s'intègre rapidement à la mondialisation",
                        "a country with strong economic growth that is quickly joining globalisation",
                    ],
                    [
                        "Qu'est-ce qu'un pays émergent ?",
                        "What is an emerging country?",
                    ],
                ),
                word!(
                    ["un pays moins avancé", "a least developed country"],
                    [
                        "un pays classé par l'ONU parmi les plus pauvres et les plus fragiles du monde",
                        "a country classed by the UN among the poorest and most fragile in the world",
                    ],
                    [
                        "Qu'est-ce qu'un pays moins avancé ?",
                        "What is a least developed country?",
                    ],
                ),
                word!(
                    ["le développement durable", "sustainable development"],
                    [
                        "un développement qui répond aux besoins présents sans compromettre ceux des générations futures",
                        "development that meets present needs without compromising those of future generations",
                    ],
                    [
                        "Qu'est-ce que le développement durable ?",
                        "What is sustainable development?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les indicateurs du développement",
                "The indicators of development",
            ],
            matching: [
                "Associe chaque indicateur à ce qu'il mesure.",
                "Match each indicator with what it measures.",
            ],
            typed: false,
            pairs: &[
                pair(
                    [
                        "l'espérance de vie à la naissance",
                        "life expectancy at birth",
                    ],
                    [
                        "le nombre moyen d'années que peut espérer vivre un nouveau-né",
                        "the average number of years a newborn baby can expect to live",
                    ],
                    [
                        "Que mesure l'espérance de vie à la naissance ?",
                        "What does life expectancy at birth measure?",
                    ],
                    [
                        "Quel indicateur mesure le nombre moyen d'années que peut espérer vivre un nouveau-né ?",
                        "Which indicator measures the average number of years a newborn baby can expect to live?",
                    ],
                ),
                pair(
                    [
                        "le taux de mortalité infantile",
                        "the infant mortality rate",
                    ],
                    [
                        "le nombre d'enfants morts avant l'âge d'un an pour mille naissances vivantes",
                        "the number of children who die before the age of one per thousand live births",
                    ],
                    [
                        "Que mesure le taux de mortalité infantile ?",
                        "What does the infant mortality rate measure?",
                    ],
                    [
                        "Quel indicateur mesure le nombre d'enfants morts avant l'âge d'un an pour mille naissances vivantes ?",
                        "Which indicator measures the number of children who die before the age of one per thousand live births?",
                    ],
                ),
                pair(
                    ["le taux d'alphabétisation", "the literacy rate"],
                    [
                        "la part des adultes qui savent lire et écrire",
                        "the share of adults who can read and write",
                    ],
                    [
                        "Que mesure le taux d'alphabétisation ?",
                        "What does the literacy rate measure?",
                    ],
                    [
                        "Quel indicateur mesure la part des adultes qui savent lire et écrire ?",
                        "Which indicator measures the share of adults who can read and write?",
                    ],
                ),
                pair(
                    ["le PIB par habitant", "GDP per inhabitant"],
                    [
                        "la richesse produite en un an divisée par le nombre d'habitants",
                        "the wealth produced in a year divided by the number of inhabitants",
                    ],
                    [
                        "Que mesure le PIB par habitant ?",
                        "What does GDP per inhabitant measure?",
                    ],
                    [
                        "Quel indicateur mesure la richesse produite en un an divisée par le nombre d'habitants ?",
                        "Which indicator measures the wealth produced in a year divided by the number of inhabitants?",
                    ],
                ),
                pair(
                    ["le coefficient de Gini", "the Gini coefficient"],
                    [
                        "les inégalités de revenus dans une population, de 0 pour l'égalité parfaite à 1",
                        "income inequality in a population, from 0 for perfect equality to 1",
                    ],
                    [
                        "Que mesure le coefficient de Gini ?",
                        "What does the Gini coefficient measure?",
                    ],
                    [
                        "Quel indicateur mesure les inégalités de revenus dans une population, de 0 pour l'égalité parfaite à 1 ?",
                        "Which indicator measures income inequality in a population, from 0 for perfect equality to 1?",
                    ],
                ),
                pair(
                    [
                        "le taux d'accès à l'eau potable",
                        "the rate of access to drinking water",
                    ],
                    [
                        "la part de la population qui dispose d'une eau sans danger pour la boire",
                        "the share of the population that has water safe to drink",
                    ],
                    [
                        "Que mesure le taux d'accès à l'eau potable ?",
                        "What does the rate of access to drinking water measure?",
                    ],
                    [
                        "Quel indicateur mesure la part de la population qui dispose d'une eau sans danger pour la boire ?",
                        "Which indicator measures the share of the population that has water safe to drink?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les pays à l'IDH très élevé",
                "The countries with a very high HDI",
            ],
            which: [
                "Parmi ces pays, lesquels ont un IDH très élevé ?",
                "Which of these countries have a very high HDI?",
            ],
            which_not: [
                "Parmi ces pays, lesquels ont un IDH faible ?",
                "Which of these countries have a low HDI?",
            ],
            members: &[
                ["la Norvège", "Norway"],
                ["la Suisse", "Switzerland"],
                ["l'Islande", "Iceland"],
                ["l'Australie", "Australia"],
            ],
            others: &[
                ["le Niger", "Niger"],
                ["le Tchad", "Chad"],
                ["la Somalie", "Somalia"],
                ["le Soudan du Sud", "South Sudan"],
            ],
        },
        Group {
            name: ["Les BRICS", "The BRICS"],
            which: [
                "Parmi ces pays, lesquels font partie des BRICS ?",
                "Which of these countries are members of the BRICS?",
            ],
            which_not: [
                "Parmi ces pays, lesquels ne font pas partie des BRICS ?",
                "Which of these countries are not members of the BRICS?",
            ],
            members: &[
                ["le Brésil", "Brazil"],
                ["la Russie", "Russia"],
                ["l'Inde", "India"],
                ["la Chine", "China"],
                ["l'Afrique du Sud", "South Africa"],
            ],
            others: &[
                ["le Japon", "Japan"],
                ["le Canada", "Canada"],
                ["la France", "France"],
                ["l'Australie", "Australia"],
            ],
        },
    ],
    sequences: &[timeline(
        [
            "Mesurer et promouvoir le développement",
            "Measuring and promoting development",
        ],
        &[
            [
                "la création du FMI et de la Banque mondiale à Bretton Woods",
                "the creation of the IMF and the World Bank at Bretton Woods",
            ],
            [
                "l'ONU crée la catégorie des pays moins avancés",
                "the UN creates the category of least developed countries",
            ],
            [
                "le rapport Brundtland définit le développement durable",
                "the Brundtland report defines sustainable development",
            ],
            [
                "le premier calcul de l'IDH par le PNUD",
                "the first calculation of the HDI by the UNDP",
            ],
            [
                "l'adoption des objectifs du millénaire pour le développement",
                "the adoption of the Millennium Development Goals",
            ],
            [
                "l'adoption des objectifs de développement durable",
                "the adoption of the Sustainable Development Goals",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année le PNUD publie-t-il le premier IDH ?",
                "In which year does the UNDP publish the first HDI?",
            ],
            ["le premier IDH", "the first HDI"],
            1990.0,
        ),
        year(
            [
                "En quelle année l'ONU adopte-t-elle les objectifs du millénaire pour le développement ?",
                "In which year does the UN adopt the Millennium Development Goals?",
            ],
            [
                "les objectifs du millénaire",
                "the Millennium Development Goals",
            ],
            2000.0,
        ),
        year(
            [
                "En quelle année l'ONU adopte-t-elle les objectifs de développement durable ?",
                "In which year does the UN adopt the Sustainable Development Goals?",
            ],
            [
                "les objectifs de développement durable",
                "the Sustainable Development Goals",
            ],
            2015.0,
        ),
        count(
            [
                "Combien d'objectifs de développement durable l'ONU a-t-elle fixés pour 2030 ?",
                "How many Sustainable Development Goals has the UN set for 2030?",
            ],
            [
                "le nombre d'objectifs de développement durable",
                "the number of Sustainable Development Goals",
            ],
            17.0,
            0,
        ),
        count(
            [
                "Combien d'objectifs du millénaire pour le développement l'ONU a-t-elle adoptés en 2000 ?",
                "How many Millennium Development Goals did the UN adopt in 2000?",
            ],
            [
                "le nombre d'objectifs du millénaire",
                "the number of Millennium Development Goals",
            ],
            8.0,
            0,
        ),
        count(
            [
                "Quelle est la valeur maximale que peut atteindre l'IDH ?",
                "What is the highest value the HDI can reach?",
            ],
            [
                "la valeur maximale de l'IDH",
                "the highest value of the HDI",
            ],
            1.0,
            0,
        ),
    ],
    diagrams: &[],
};

/// Les migrations internationales.
pub(crate) static MIGRATIONS: Bank = Bank {
    chapter: "histoire-geographie-2de-migrations-internationales",
    title: ["Les migrations internationales", "International migration"],
    relations: &[
        Relation {
            name: ["Les mots des migrations", "The words of migration"],
            matching: WORDS,
            typed: true,
            pairs: &[
                word!(
                    ["un migrant international", "an international migrant"],
                    [
                        "une personne qui vit depuis au moins un an dans un autre pays que celui où elle est née",
                        "a person who has lived for at least a year in a country other than the one where they were born",
                    ],
                    [
                        "Qu'est-ce qu'un migrant international ?",
                        "What is an international migrant?",
                    ],
                ),
                word!(
                    ["un réfugié", "a refugee"],
                    [
                        "une personne qui a fui son pays par crainte de persécutions et qu'un autre État protège",
                        "a person who has fled their country for fear of persecution and whom another State protects",
                    ],
                    ["Qu'est-ce qu'un réfugié ?", "What is a refugee?"],
                ),
                word!(
                    ["un demandeur d'asile", "an asylum seeker"],
                    [
                        "une personne qui demande à un État de la reconnaître comme réfugiée et attend sa décision",
                        "a person who asks a State to recognise them as a refugee and awaits its decision",
                    ],
                    [
                        "Qu'est-ce qu'un demandeur d'asile ?",
                        "What is an asylum seeker?",
                    ],
                ),
                word!(
                    ["un déplacé interne", "an internally displaced person"],
                    [
                        "une personne forcée de fuir son domicile mais restée dans son propre pays",
                        "a person forced to flee their home but still in their own country",
                    ],
                    [
                        "Qu'est-ce qu'un déplacé interne ?",
                        "What is an internally displaced person?",
                    ],
                ),
                word!(
                    ["une diaspora", "a diaspora"],
                    [
                        "l'ensemble des personnes d'une même origine dispersées dans plusieurs pays et qui gardent des liens entre elles",
                        "all the people of the same origin scattered across several countries who keep ties with one another",
                    ],
                    ["Qu'est-ce qu'une diaspora ?", "What is a diaspora?",],
                ),
                word!(
                    ["les transferts de fonds", "remittances"],
                    [
                        "l'argent que les migrants envoient à leur famille restée dans le pays d'origine",
                        "the money migrants send to their family back in the country of origin",
                    ],
                    [
                        "Que sont les transferts de fonds des migrants ?",
                        "What are migrants' remittances?",
                    ],
                ),
                word!(
                    ["la fuite des cerveaux", "the brain drain"],
                    [
                        "le départ vers l'étranger de travailleurs très qualifiés, qui prive leur pays de leurs compétences",
                        "the departure abroad of highly skilled workers, which deprives their country of their skills",
                    ],
                    [
                        "Qu'est-ce que la fuite des cerveaux ?",
                        "What is the brain drain?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Des lieux des migrations", "Places of migration"],
            matching: [
                "Associe chaque lieu à ce qui le caractérise.",
                "Match each place with what characterises it.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["Lampedusa", "Lampedusa"],
                    [
                        "l'île italienne où débarquent de nombreux migrants partis des côtes libyennes ou tunisiennes",
                        "the Italian island where many migrants land after leaving the Libyan or Tunisian coast",
                    ],
                    [
                        "Qu'est-ce qui caractérise Lampedusa ?",
                        "What characterises Lampedusa?",
                    ],
                    [
                        "Sur quelle île italienne débarquent de nombreux migrants partis des côtes libyennes ou tunisiennes ?",
                        "On which Italian island do many migrants land after leaving the Libyan or Tunisian coast?",
                    ],
                ),
                pair(
                    ["Ceuta et Melilla", "Ceuta and Melilla"],
                    [
                        "les enclaves espagnoles au Maroc, seules frontières terrestres entre l'Union européenne et l'Afrique",
                        "the Spanish enclaves in Morocco, the only land borders between the European Union and Africa",
                    ],
                    [
                        "Qu'est-ce qui caractérise Ceuta et Melilla ?",
                        "What characterises Ceuta and Melilla?",
                    ],
                    [
                        "Quelles enclaves espagnoles au Maroc sont les seules frontières terrestres entre l'Union européenne et l'Afrique ?",
                        "Which Spanish enclaves in Morocco are the only land borders between the European Union and Africa?",
                    ],
                ),
                pair(
                    ["Calais", "Calais"],
                    [
                        "le port français d'où des migrants tentent de passer au Royaume-Uni",
                        "the French port from which migrants try to cross to the United Kingdom",
                    ],
                    [
                        "Qu'est-ce qui caractérise Calais ?",
                        "What characterises Calais?",
                    ],
                    [
                        "De quel port français des migrants tentent-ils de passer au Royaume-Uni ?",
                        "From which French port do migrants try to cross to the United Kingdom?",
                    ],
                ),
                pair(
                    ["le Darién", "the Darién"],
                    [
                        "la forêt entre la Colombie et le Panama que traversent des migrants en route vers les États-Unis",
                        "the forest between Colombia and Panama crossed by migrants on their way to the United States",
                    ],
                    [
                        "Qu'est-ce qui caractérise le Darién ?",
                        "What characterises the Darién?",
                    ],
                    [
                        "Quelle forêt entre la Colombie et le Panama des migrants en route vers les États-Unis traversent-ils ?",
                        "Which forest between Colombia and Panama do migrants on their way to the United States cross?",
                    ],
                ),
                pair(
                    ["Tijuana", "Tijuana"],
                    [
                        "la ville mexicaine accolée à la frontière des États-Unis, face à San Diego",
                        "the Mexican city right on the United States border, facing San Diego",
                    ],
                    [
                        "Qu'est-ce qui caractérise Tijuana ?",
                        "What characterises Tijuana?",
                    ],
                    [
                        "Quelle ville mexicaine est accolée à la frontière des États-Unis, face à San Diego ?",
                        "Which Mexican city lies right on the United States border, facing San Diego?",
                    ],
                ),
                pair(
                    ["Dubaï", "Dubai"],
                    [
                        "la ville du Golfe où les étrangers forment la grande majorité des habitants",
                        "the Gulf city where foreigners make up the great majority of the inhabitants",
                    ],
                    [
                        "Qu'est-ce qui caractérise Dubaï ?",
                        "What characterises Dubai?",
                    ],
                    [
                        "Dans quelle ville du Golfe les étrangers forment-ils la grande majorité des habitants ?",
                        "In which Gulf city do foreigners make up the great majority of the inhabitants?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les monarchies du Golfe", "The Gulf monarchies"],
        which: [
            "Parmi ces pays, lesquels sont des monarchies du Golfe qui font venir de nombreux travailleurs étrangers ?",
            "Which of these countries are Gulf monarchies that bring in many foreign workers?",
        ],
        which_not: [
            "Parmi ces pays, lesquels ne sont pas des monarchies du Golfe ?",
            "Which of these countries are not Gulf monarchies?",
        ],
        members: &[
            ["l'Arabie saoudite", "Saudi Arabia"],
            ["les Émirats arabes unis", "the United Arab Emirates"],
            ["le Qatar", "Qatar"],
            ["le Koweït", "Kuwait"],
        ],
        others: &[
            ["l'Inde", "India"],
            ["le Népal", "Nepal"],
            ["les Philippines", "the Philippines"],
            ["le Bangladesh", "Bangladesh"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Le parcours d'un demandeur d'asile en France",
            "The path of an asylum seeker in France",
        ],
        order: [
            "Range ces étapes du parcours d'un demandeur d'asile, de la première à la dernière.",
            "Put these stages of an asylum seeker's path in order, from the first to the last.",
        ],
        backward: [
            "Range ces étapes du parcours d'un demandeur d'asile, de la dernière à la première.",
            "Put these stages of an asylum seeker's path in order, from the last to the first.",
        ],
        next: [
            "Dans le parcours d'un demandeur d'asile, quelle étape vient juste après « {} » ?",
            "On an asylum seeker's path, which stage comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : dans le parcours d'un demandeur d'asile, « {a} » vient avant « {b} ».",
            "True or false: on an asylum seeker's path, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "fuir son pays par crainte de persécutions",
                "flee one's country for fear of persecution",
            ],
            [
                "traverser un ou plusieurs pays de transit",
                "cross one or more transit countries",
            ],
            [
                "déposer une demande d'asile en France",
                "lodge an asylum application in France",
            ],
            [
                "être entendu en entretien par l'OFPRA",
                "be interviewed by the OFPRA",
            ],
            ["obtenir le statut de réfugié", "obtain refugee status"],
        ],
    }],
    numbers: &[
        count(
            [
                "Combien de millions de migrants internationaux l'ONU recense-t-elle dans le monde en 2020 ?",
                "How many million international migrants does the UN count in the world in 2020?",
            ],
            [
                "le nombre de migrants internationaux en 2020, en millions",
                "the number of international migrants in 2020, in millions",
            ],
            281.0,
            0,
        ),
        count(
            [
                "Quel pourcentage de la population mondiale les migrants internationaux représentent-ils en 2020 ?",
                "What percentage of the world population do international migrants make up in 2020?",
            ],
            [
                "la part des migrants dans la population mondiale en 2020, en %",
                "the share of migrants in the world population in 2020, in %",
            ],
            3.6,
            1,
        ),
        year(
            [
                "En quelle année la convention de Genève définit-elle le statut de réfugié ?",
                "In which year does the Geneva Convention define refugee status?",
            ],
            ["la convention de Genève", "the Geneva Convention"],
            1951.0,
        ),
        year(
            [
                "En quelle année les accords de Schengen sur la libre circulation des personnes sont-ils signés ?",
                "In which year are the Schengen agreements on the free movement of people signed?",
            ],
            ["les accords de Schengen", "the Schengen agreements"],
            1985.0,
        ),
    ],
    diagrams: &[],
};

/// Les mobilités touristiques internationales.
pub(crate) static TOURISME: Bank = Bank {
    chapter: "histoire-geographie-2de-mobilites-touristiques",
    title: [
        "Les mobilités touristiques internationales",
        "International tourist flows",
    ],
    relations: &[
        Relation {
            name: ["Les mots du tourisme", "The words of tourism"],
            matching: WORDS,
            typed: true,
            pairs: &[
                word!(
                    ["un touriste international", "an international tourist"],
                    [
                        "un visiteur qui passe au moins une nuit dans un pays autre que celui où il réside",
                        "a visitor who spends at least one night in a country other than the one where they live",
                    ],
                    [
                        "Qu'est-ce qu'un touriste international ?",
                        "What is an international tourist?",
                    ],
                ),
                word!(
                    ["un excursionniste", "a day visitor"],
                    [
                        "un visiteur qui se déplace pour la journée, sans passer la nuit sur place",
                        "a visitor who travels for the day, without spending the night there",
                    ],
                    ["Qu'est-ce qu'un excursionniste ?", "What is a day visitor?",],
                ),
                word!(
                    ["le tourisme de masse", "mass tourism"],
                    [
                        "le tourisme pratiqué par un très grand nombre de personnes, concentrées dans les mêmes lieux aux mêmes dates",
                        "tourism practised by a very large number of people, crowded into the same places on the same dates",
                    ],
                    [
                        "Qu'est-ce que le tourisme de masse ?",
                        "What is mass tourism?",
                    ],
                ),
                word!(
                    ["le surtourisme", "overtourism"],
                    [
                        "une fréquentation touristique excessive qui dégrade un lieu et la vie de ses habitants",
                        "excessive tourist numbers that damage a place and the lives of its inhabitants",
                    ],
                    ["Qu'est-ce que le surtourisme ?", "What is overtourism?",],
                ),
                word!(
                    ["l'écotourisme", "ecotourism"],
                    [
                        "un tourisme qui fait découvrir la nature en la préservant et en faisant profiter les populations locales",
                        "tourism that shows nature while preserving it and benefiting the local people",
                    ],
                    ["Qu'est-ce que l'écotourisme ?", "What is ecotourism?",],
                ),
                word!(
                    ["une station touristique", "a tourist resort"],
                    [
                        "une localité aménagée pour accueillir des touristes, avec des hébergements et des équipements de loisirs",
                        "a place developed to welcome tourists, with accommodation and leisure facilities",
                    ],
                    [
                        "Qu'est-ce qu'une station touristique ?",
                        "What is a tourist resort?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Des lieux touristiques", "Tourist places"],
            matching: [
                "Associe chaque lieu à ce qui le caractérise.",
                "Match each place with what characterises it.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["Venise", "Venice"],
                    [
                        "la ville italienne qui fait payer depuis 2024 un droit d'entrée aux visiteurs d'un jour",
                        "the Italian city that has charged day visitors an entry fee since 2024",
                    ],
                    [
                        "Qu'est-ce qui caractérise Venise ?",
                        "What characterises Venice?",
                    ],
                    [
                        "Quelle ville italienne fait payer depuis 2024 un droit d'entrée aux visiteurs d'un jour ?",
                        "Which Italian city has charged day visitors an entry fee since 2024?",
                    ],
                ),
                pair(
                    ["Cancún", "Cancún"],
                    [
                        "la station balnéaire créée par l'État mexicain à partir des années 1970 sur la côte caraïbe",
                        "the seaside resort created by the Mexican State from the 1970s on the Caribbean coast",
                    ],
                    [
                        "Qu'est-ce qui caractérise Cancún ?",
                        "What characterises Cancún?",
                    ],
                    [
                        "Quelle station balnéaire l'État mexicain crée-t-il à partir des années 1970 sur la côte caraïbe ?",
                        "Which seaside resort does the Mexican State create from the 1970s on the Caribbean coast?",
                    ],
                ),
                pair(
                    ["le Machu Picchu", "Machu Picchu"],
                    [
                        "le site inca des Andes péruviennes dont le nombre de visiteurs par jour est limité",
                        "the Inca site in the Peruvian Andes whose number of visitors per day is limited",
                    ],
                    [
                        "Qu'est-ce qui caractérise le Machu Picchu ?",
                        "What characterises Machu Picchu?",
                    ],
                    [
                        "Quel site inca des Andes péruviennes limite le nombre de ses visiteurs par jour ?",
                        "Which Inca site in the Peruvian Andes limits its number of visitors per day?",
                    ],
                ),
                pair(
                    ["Courchevel", "Courchevel"],
                    [
                        "la station de sports d'hiver des Alpes françaises créée après la Seconde Guerre mondiale",
                        "the winter sports resort in the French Alps created after the Second World War",
                    ],
                    [
                        "Qu'est-ce qui caractérise Courchevel ?",
                        "What characterises Courchevel?",
                    ],
                    [
                        "Quelle station de sports d'hiver des Alpes françaises est créée après la Seconde Guerre mondiale ?",
                        "Which winter sports resort in the French Alps is created after the Second World War?",
                    ],
                ),
                pair(
                    ["Dubrovnik", "Dubrovnik"],
                    [
                        "la vieille ville croate qui limite l'escale des paquebots de croisière",
                        "the Croatian old town that limits calls by cruise ships",
                    ],
                    [
                        "Qu'est-ce qui caractérise Dubrovnik ?",
                        "What characterises Dubrovnik?",
                    ],
                    [
                        "Quelle vieille ville croate limite l'escale des paquebots de croisière ?",
                        "Which Croatian old town limits calls by cruise ships?",
                    ],
                ),
                pair(
                    ["Barcelone", "Barcelona"],
                    [
                        "la ville espagnole où des habitants manifestent contre le surtourisme et la hausse des loyers",
                        "the Spanish city where residents demonstrate against overtourism and rising rents",
                    ],
                    [
                        "Qu'est-ce qui caractérise Barcelone ?",
                        "What characterises Barcelona?",
                    ],
                    [
                        "Dans quelle ville espagnole des habitants manifestent-ils contre le surtourisme et la hausse des loyers ?",
                        "In which Spanish city do residents demonstrate against overtourism and rising rents?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les premières destinations touristiques",
            "The leading tourist destinations",
        ],
        which: [
            "Parmi ces pays, lesquels font partie des cinq pays qui accueillent le plus de touristes internationaux ?",
            "Which of these countries are among the five countries that receive the most international tourists?",
        ],
        which_not: [
            "Parmi ces pays, lesquels ne font pas partie des cinq pays qui accueillent le plus de touristes internationaux ?",
            "Which of these countries are not among the five countries that receive the most international tourists?",
        ],
        members: &[
            ["la France", "France"],
            ["l'Espagne", "Spain"],
            ["les États-Unis", "the United States"],
            ["l'Italie", "Italy"],
        ],
        others: &[
            ["le Tchad", "Chad"],
            ["la Mongolie", "Mongolia"],
            ["la Bolivie", "Bolivia"],
            ["le Paraguay", "Paraguay"],
        ],
    }],
    sequences: &[timeline(
        [
            "Du Grand Tour au tourisme de masse",
            "From the Grand Tour to mass tourism",
        ],
        &[
            [
                "le Grand Tour des jeunes aristocrates britanniques en Europe",
                "the Grand Tour of young British aristocrats in Europe",
            ],
            [
                "l'essor des stations balnéaires desservies par le chemin de fer",
                "the rise of seaside resorts served by the railway",
            ],
            [
                "les deux premières semaines de congés payés en France",
                "the first two weeks of paid holiday in France",
            ],
            [
                "la quatrième semaine de congés payés",
                "the fourth week of paid holiday",
            ],
            [
                "la cinquième semaine de congés payés",
                "the fifth week of paid holiday",
            ],
            [
                "Venise fait payer un droit d'entrée aux visiteurs d'un jour",
                "Venice charges day visitors an entry fee",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année les salariés français obtiennent-ils leurs premiers congés payés ?",
                "In which year do French employees get their first paid holidays?",
            ],
            ["les premiers congés payés", "the first paid holidays"],
            1936.0,
        ),
        year(
            [
                "En quelle année les salariés français obtiennent-ils une troisième semaine de congés payés ?",
                "In which year do French employees get a third week of paid holiday?",
            ],
            [
                "la troisième semaine de congés payés",
                "the third week of paid holiday",
            ],
            1956.0,
        ),
        year(
            [
                "En quelle année les salariés français obtiennent-ils une quatrième semaine de congés payés ?",
                "In which year do French employees get a fourth week of paid holiday?",
            ],
            [
                "la quatrième semaine de congés payés",
                "the fourth week of paid holiday",
            ],
            1969.0,
        ),
        year(
            [
                "En quelle année les salariés français obtiennent-ils une cinquième semaine de congés payés ?",
                "In which year do French employees get a fifth week of paid holiday?",
            ],
            [
                "la cinquième semaine de congés payés",
                "the fifth week of paid holiday",
            ],
            1982.0,
        ),
        count(
            [
                "Combien de semaines de congés payés les salariés français obtiennent-ils en 1936 ?",
                "How many weeks of paid holiday do French employees get in 1936?",
            ],
            [
                "les semaines de congés payés obtenues en 1936",
                "the weeks of paid holiday won in 1936",
            ],
            2.0,
            0,
        ),
        count(
            [
                "Combien de milliards d'arrivées de touristes internationaux compte-t-on dans le monde en 2019, arrondi au dixième ?",
                "How many billion international tourist arrivals are counted in the world in 2019, to the nearest tenth?",
            ],
            [
                "les arrivées de touristes internationaux en 2019, en milliards",
                "international tourist arrivals in 2019, in billions",
            ],
            1.5,
            1,
        ),
    ],
    diagrams: &[],
};

/// L'Afrique australe : transitions et défis du développement.
pub(crate) static AFRIQUE_AUSTRALE: Bank = Bank {
    chapter: "histoire-geographie-2de-afrique-australe",
    title: ["L'Afrique australe", "Southern Africa"],
    relations: &[
        Relation {
            name: [
                "Les mots de l'Afrique australe",
                "The words of Southern Africa",
            ],
            matching: WORDS,
            typed: true,
            pairs: &[
                word!(
                    ["l'apartheid", "apartheid"],
                    [
                        "la politique de séparation et de domination raciales menée en Afrique du Sud de 1948 à 1991",
                        "the policy of racial separation and domination carried out in South Africa from 1948 to 1991",
                    ],
                    ["Qu'est-ce que l'apartheid ?", "What was apartheid?",],
                ),
                word!(
                    ["un township", "a township"],
                    [
                        "un quartier périphérique où la population noire était reléguée sous l'apartheid",
                        "an outlying district where the black population was confined under apartheid",
                    ],
                    ["Qu'est-ce qu'un township ?", "What is a township?",],
                ),
                word!(
                    ["la SADC", "the SADC"],
                    [
                        "l'organisation de coopération qui réunit les États d'Afrique australe",
                        "the cooperation organisation that brings together the States of Southern Africa",
                    ],
                    ["Qu'est-ce que la SADC ?", "What is the SADC?"],
                ),
                word!(
                    ["un corridor de développement", "a development corridor"],
                    [
                        "un axe de transport qui relie un espace intérieur à un port et attire des activités",
                        "a transport route that links an inland area to a port and attracts activities",
                    ],
                    [
                        "Qu'est-ce qu'un corridor de développement ?",
                        "What is a development corridor?",
                    ],
                ),
                word!(
                    ["une économie de rente", "a rentier economy"],
                    [
                        "une économie qui dépend surtout de la vente d'une ressource naturelle, comme un minerai",
                        "an economy that depends mainly on selling a natural resource, such as an ore",
                    ],
                    [
                        "Qu'est-ce qu'une économie de rente ?",
                        "What is a rentier economy?",
                    ],
                ),
                word!(
                    ["un pays enclavé", "a landlocked country"],
                    [
                        "un pays qui n'a pas d'accès direct à la mer",
                        "a country with no direct access to the sea",
                    ],
                    [
                        "Qu'est-ce qu'un pays enclavé ?",
                        "What is a landlocked country?",
                    ],
                ),
                word!(
                    ["le secteur informel", "the informal sector"],
                    [
                        "l'ensemble des activités économiques qui ne sont ni déclarées ni enregistrées par l'État",
                        "all the economic activities that are neither declared nor registered by the State",
                    ],
                    [
                        "Qu'est-ce que le secteur informel ?",
                        "What is the informal sector?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Des lieux de l'Afrique australe",
                "Places of Southern Africa",
            ],
            matching: [
                "Associe chaque lieu à ce qui le caractérise.",
                "Match each place with what characterises it.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["Johannesburg", "Johannesburg"],
                    [
                        "la capitale économique de l'Afrique du Sud, née de la ruée vers l'or de 1886",
                        "the economic capital of South Africa, born of the gold rush of 1886",
                    ],
                    [
                        "Qu'est-ce qui caractérise Johannesburg ?",
                        "What characterises Johannesburg?",
                    ],
                    [
                        "Quelle ville est la capitale économique de l'Afrique du Sud, née de la ruée vers l'or de 1886 ?",
                        "Which city is the economic capital of South Africa, born of the gold rush of 1886?",
                    ],
                ),
                pair(
                    ["Pretoria", "Pretoria"],
                    [
                        "la capitale administrative de l'Afrique du Sud, siège du gouvernement",
                        "the administrative capital of South Africa, seat of the government",
                    ],
                    [
                        "Qu'est-ce qui caractérise Pretoria ?",
                        "What characterises Pretoria?",
                    ],
                    [
                        "Quelle ville est la capitale administrative de l'Afrique du Sud, siège du gouvernement ?",
                        "Which city is the administrative capital of South Africa, seat of the government?",
                    ],
                ),
                pair(
                    ["Le Cap", "Cape Town"],
                    [
                        "la ville sud-africaine qui a failli manquer d'eau au robinet en 2018",
                        "the South African city that nearly ran out of tap water in 2018",
                    ],
                    [
                        "Qu'est-ce qui caractérise Le Cap ?",
                        "What characterises Cape Town?",
                    ],
                    [
                        "Quelle ville sud-africaine a failli manquer d'eau au robinet en 2018 ?",
                        "Which South African city nearly ran out of tap water in 2018?",
                    ],
                ),
                pair(
                    ["Soweto", "Soweto"],
                    [
                        "le grand township au sud-ouest de Johannesburg, haut lieu de la lutte contre l'apartheid",
                        "the large township south-west of Johannesburg, a landmark of the struggle against apartheid",
                    ],
                    [
                        "Qu'est-ce qui caractérise Soweto ?",
                        "What characterises Soweto?",
                    ],
                    [
                        "Quel grand township au sud-ouest de Johannesburg est un haut lieu de la lutte contre l'apartheid ?",
                        "Which large township south-west of Johannesburg is a landmark of the struggle against apartheid?",
                    ],
                ),
                pair(
                    ["Maputo", "Maputo"],
                    [
                        "la capitale portuaire du Mozambique, reliée à Johannesburg par un corridor de développement",
                        "the port capital of Mozambique, linked to Johannesburg by a development corridor",
                    ],
                    [
                        "Qu'est-ce qui caractérise Maputo ?",
                        "What characterises Maputo?",
                    ],
                    [
                        "Quelle capitale portuaire du Mozambique est reliée à Johannesburg par un corridor de développement ?",
                        "Which port capital of Mozambique is linked to Johannesburg by a development corridor?",
                    ],
                ),
                pair(
                    ["le barrage de Kariba", "the Kariba Dam"],
                    [
                        "le barrage sur le Zambèze, à la frontière entre la Zambie et le Zimbabwe",
                        "the dam on the Zambezi, on the border between Zambia and Zimbabwe",
                    ],
                    [
                        "Qu'est-ce qui caractérise le barrage de Kariba ?",
                        "What characterises the Kariba Dam?",
                    ],
                    [
                        "Quel barrage se trouve sur le Zambèze, à la frontière entre la Zambie et le Zimbabwe ?",
                        "Which dam stands on the Zambezi, on the border between Zambia and Zimbabwe?",
                    ],
                ),
                pair(
                    ["le delta de l'Okavango", "the Okavango Delta"],
                    [
                        "la grande zone humide intérieure du Botswana, classée au patrimoine mondial",
                        "the large inland wetland of Botswana, a World Heritage site",
                    ],
                    [
                        "Qu'est-ce qui caractérise le delta de l'Okavango ?",
                        "What characterises the Okavango Delta?",
                    ],
                    [
                        "Quelle grande zone humide intérieure du Botswana est classée au patrimoine mondial ?",
                        "Which large inland wetland of Botswana is a World Heritage site?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les pays enclavés d'Afrique australe",
                "The landlocked countries of Southern Africa",
            ],
            which: [
                "Parmi ces pays d'Afrique australe, lesquels sont enclavés ?",
                "Which of these Southern African countries are landlocked?",
            ],
            which_not: [
                "Parmi ces pays d'Afrique australe, lesquels ont un accès à la mer ?",
                "Which of these Southern African countries have access to the sea?",
            ],
            members: &[
                ["le Botswana", "Botswana"],
                ["le Zimbabwe", "Zimbabwe"],
                ["la Zambie", "Zambia"],
                ["le Lesotho", "Lesotho"],
                ["le Malawi", "Malawi"],
            ],
            others: &[
                ["l'Afrique du Sud", "South Africa"],
                ["la Namibie", "Namibia"],
                ["le Mozambique", "Mozambique"],
                ["l'Angola", "Angola"],
            ],
        },
        Group {
            name: [
                "Les pays d'Afrique australe",
                "The countries of Southern Africa",
            ],
            which: [
                "Parmi ces pays africains, lesquels se trouvent en Afrique australe ?",
                "Which of these African countries are in Southern Africa?",
            ],
            which_not: [
                "Parmi ces pays africains, lesquels ne se trouvent pas en Afrique australe ?",
                "Which of these African countries are not in Southern Africa?",
            ],
            members: &[
                ["l'Afrique du Sud", "South Africa"],
                ["la Namibie", "Namibia"],
                ["le Botswana", "Botswana"],
                ["le Mozambique", "Mozambique"],
            ],
            others: &[
                ["le Nigeria", "Nigeria"],
                ["le Sénégal", "Senegal"],
                ["l'Égypte", "Egypt"],
                ["le Maroc", "Morocco"],
            ],
        },
    ],
    sequences: &[timeline(
        [
            "L'histoire de l'Afrique du Sud",
            "The history of South Africa",
        ],
        &[
            [
                "la fondation du Cap par la Compagnie néerlandaise des Indes orientales",
                "the founding of Cape Town by the Dutch East India Company",
            ],
            [
                "la découverte de l'or du Witwatersrand",
                "the discovery of the gold of the Witwatersrand",
            ],
            [
                "la création de l'Union sud-africaine",
                "the creation of the Union of South Africa",
            ],
            [
                "la mise en place de l'apartheid",
                "the introduction of apartheid",
            ],
            [
                "la libération de Nelson Mandela",
                "the release of Nelson Mandela",
            ],
            [
                "l'élection de Nelson Mandela à la présidence",
                "the election of Nelson Mandela as president",
            ],
            [
                "la Coupe du monde de football en Afrique du Sud",
                "the football World Cup in South Africa",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année les Néerlandais fondent-ils Le Cap ?",
                "In which year do the Dutch found Cape Town?",
            ],
            ["la fondation du Cap", "the founding of Cape Town"],
            1652.0,
        ),
        year(
            [
                "En quelle année l'or du Witwatersrand est-il découvert ?",
                "In which year is the gold of the Witwatersrand discovered?",
            ],
            [
                "la découverte de l'or du Witwatersrand",
                "the discovery of the gold of the Witwatersrand",
            ],
            1886.0,
        ),
        year(
            [
                "En quelle année l'apartheid est-il mis en place en Afrique du Sud ?",
                "In which year is apartheid introduced in South Africa?",
            ],
            [
                "la mise en place de l'apartheid",
                "the introduction of apartheid",
            ],
            1948.0,
        ),
        year(
            [
                "En quelle année Nelson Mandela est-il libéré après 27 ans de prison ?",
                "In which year is Nelson Mandela released after 27 years in prison?",
            ],
            [
                "la libération de Nelson Mandela",
                "the release of Nelson Mandela",
            ],
            1990.0,
        ),
        year(
            [
                "En quelle année Nelson Mandela devient-il président de l'Afrique du Sud ?",
                "In which year does Nelson Mandela become president of South Africa?",
            ],
            [
                "l'élection de Nelson Mandela",
                "the election of Nelson Mandela",
            ],
            1994.0,
        ),
        year(
            [
                "En quelle année l'Afrique du Sud accueille-t-elle la Coupe du monde de football ?",
                "In which year does South Africa host the football World Cup?",
            ],
            [
                "la Coupe du monde en Afrique du Sud",
                "the World Cup in South Africa",
            ],
            2010.0,
        ),
    ],
    diagrams: &[],
};
