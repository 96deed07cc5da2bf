//! Géographie 3e, the last chapter of the programme (cycle 4, programme du BO spécial n° 11
//! du 26 novembre 2015, modifié au BO n° 31 du 30 juillet 2020): France and Europe in the
//! world.

use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Relation, Sequence, pair};

/// These chapters' banks; a catalog entry's mode is an index in this slice (append only).
pub(crate) static BANKS: &[&Bank] = &[&DANS_LE_MONDE];

/// The family of [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// La France et l'Europe dans le monde.
pub(crate) static DANS_LE_MONDE: Bank = Bank {
    chapter: "histoire-geographie-3e-la-france-et-l-europe-dans-le-monde",
    title: [
        "La France et l'Europe dans le monde",
        "France and Europe in the world",
    ],
    relations: &[
        Relation {
            name: ["Les mots de la puissance", "The words of power"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la puissance", "power"],
                    [
                        "la capacité d'un État à agir sur la scène mondiale et à peser sur les décisions des autres",
                        "the ability of a state to act on the world stage and to weigh on the decisions of others",
                    ],
                    [
                        "Qu'est-ce que la puissance d'un État ?",
                        "What is the power of a state?",
                    ],
                ),
                word!(
                    ["le soft power", "soft power"],
                    [
                        "l'influence qu'un État exerce par sa culture, sa langue et ses valeurs plutôt que par la force",
                        "the influence that a state exerts through its culture, its language and its values rather than by force",
                    ],
                    ["Qu'est-ce que le soft power ?", "What is soft power?"],
                ),
                word!(
                    ["la francophonie", "the French-speaking world"],
                    [
                        "l'ensemble des personnes et des pays qui ont le français en partage",
                        "all the people and countries that share the French language",
                    ],
                    [
                        "Qu'est-ce que la francophonie ?",
                        "What is the French-speaking world (la francophonie)?",
                    ],
                ),
                word!(
                    ["la dissuasion nucléaire", "nuclear deterrence"],
                    [
                        "la possession de l'arme atomique pour décourager tout ennemi d'attaquer",
                        "owning the atomic bomb to discourage any enemy from attacking",
                    ],
                    [
                        "Qu'est-ce que la dissuasion nucléaire ?",
                        "What is nuclear deterrence?",
                    ],
                ),
                word!(
                    ["une opération extérieure", "an overseas operation"],
                    [
                        "une intervention de l'armée française hors du territoire national",
                        "a deployment of the French army outside the national territory",
                    ],
                    [
                        "Qu'est-ce qu'une opération extérieure ?",
                        "What is an overseas operation?",
                    ],
                ),
                word!(
                    [
                        "l'aide publique au développement",
                        "official development aid"
                    ],
                    [
                        "l'argent que les États riches donnent ou prêtent aux pays pauvres pour les aider à se développer",
                        "the money that rich states give or lend to poor countries to help them develop",
                    ],
                    [
                        "Qu'est-ce que l'aide publique au développement ?",
                        "What is official development aid?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les sièges des organisations internationales",
                "The seats of international organisations",
            ],
            matching: [
                "Associe chaque ville aux organisations qu'elle accueille.",
                "Match each city with the organisations it hosts.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Paris", "Paris"],
                    ["l'UNESCO et l'OCDE", "UNESCO and the OECD"],
                    [
                        "Quelles organisations internationales ont leur siège à Paris ?",
                        "Which international organisations have their seat in Paris?",
                    ],
                    [
                        "Quelle ville accueille le siège de l'UNESCO et de l'OCDE ?",
                        "Which city is the seat of UNESCO and the OECD?",
                    ],
                ),
                pair(
                    ["Bruxelles", "Brussels"],
                    [
                        "la Commission européenne et l'OTAN",
                        "the European Commission and NATO",
                    ],
                    [
                        "Quelles organisations internationales ont leur siège à Bruxelles ?",
                        "Which international organisations have their seat in Brussels?",
                    ],
                    [
                        "Quelle ville accueille le siège de la Commission européenne et de l'OTAN ?",
                        "Which city is the seat of the European Commission and NATO?",
                    ],
                ),
                pair(
                    ["Strasbourg", "Strasbourg"],
                    [
                        "le Parlement européen et le Conseil de l'Europe",
                        "the European Parliament and the Council of Europe",
                    ],
                    [
                        "Quelles organisations internationales ont leur siège à Strasbourg ?",
                        "Which international organisations have their seat in Strasbourg?",
                    ],
                    [
                        "Quelle ville accueille le siège du Parlement européen et du Conseil de l'Europe ?",
                        "Which city is the seat of the European Parliament and the Council of Europe?",
                    ],
                ),
                pair(
                    ["Francfort", "Frankfurt"],
                    ["la Banque centrale européenne", "the European Central Bank"],
                    [
                        "Quelle organisation internationale a son siège à Francfort ?",
                        "Which international organisation has its seat in Frankfurt?",
                    ],
                    [
                        "Quelle ville accueille le siège de la Banque centrale européenne ?",
                        "Which city is the seat of the European Central Bank?",
                    ],
                ),
                pair(
                    ["La Haye", "The Hague"],
                    [
                        "la Cour internationale de justice",
                        "the International Court of Justice",
                    ],
                    [
                        "Quelle organisation internationale a son siège à La Haye ?",
                        "Which international organisation has its seat in The Hague?",
                    ],
                    [
                        "Quelle ville accueille le siège de la Cour internationale de justice ?",
                        "Which city is the seat of the International Court of Justice?",
                    ],
                ),
                pair(
                    ["Genève", "Geneva"],
                    [
                        "l'Organisation mondiale du commerce et le Comité international de la Croix-Rouge",
                        "the World Trade Organization and the International Committee of the Red Cross",
                    ],
                    [
                        "Quelles organisations internationales ont leur siège à Genève ?",
                        "Which international organisations have their seat in Geneva?",
                    ],
                    [
                        "Quelle ville accueille le siège de l'Organisation mondiale du commerce et du Comité international de la Croix-Rouge ?",
                        "Which city is the seat of the World Trade Organization and the International Committee of the Red Cross?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Des pays où le français est langue officielle",
            "Countries where French is an official language",
        ],
        which: [
            "Parmi ces pays, dans lesquels le français est-il une langue officielle ?",
            "In which of these countries is French an official language?",
        ],
        which_not: [
            "Parmi ces pays, dans lesquels le français n'est-il pas une langue officielle ?",
            "In which of these countries is French not an official language?",
        ],
        members: &[
            ["la Belgique", "Belgium"],
            ["la Suisse", "Switzerland"],
            ["le Sénégal", "Senegal"],
            ["le Canada", "Canada"],
        ],
        others: &[
            ["l'Espagne", "Spain"],
            ["le Brésil", "Brazil"],
            ["l'Inde", "India"],
            ["le Portugal", "Portugal"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La France dans le monde depuis 1945",
            "France in the world since 1945",
        ],
        order: [
            "Range ces événements dans l'ordre chronologique.",
            "Put these events in chronological order.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the latest to the earliest.",
        ],
        next: [
            "Dans l'histoire de la place de la France dans le monde depuis 1945, quel événement vient juste après celui-ci : « {} » ?",
            "In the history of France's place in the world since 1945, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "la France devient membre permanent du Conseil de sécurité de l'ONU (1945)",
                "France becomes a permanent member of the UN Security Council (1945)",
            ],
            [
                "le premier essai nucléaire français, dans le Sahara (1960)",
                "the first French nuclear test, in the Sahara (1960)",
            ],
            [
                "la création de l'agence qui deviendra l'Organisation internationale de la francophonie (1970)",
                "the creation of the agency that will become the International Organisation of La Francophonie (1970)",
            ],
            [
                "le premier sommet des grandes puissances industrielles, à Rambouillet (1975)",
                "the first summit of the major industrial powers, at Rambouillet (1975)",
            ],
            [
                "l'adoption de l'accord de Paris sur le climat (2015)",
                "the adoption of the Paris Agreement on climate (2015)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la France fait-elle son premier essai nucléaire ?",
                "In which year does France carry out its first nuclear test?",
            ],
            [
                "le premier essai nucléaire français",
                "the first French nuclear test",
            ],
            1960.0,
        ),
        year(
            [
                "En quelle année l'accord de Paris sur le climat est-il conclu ?",
                "In which year is the Paris Agreement on climate reached?",
            ],
            [
                "l'accord de Paris sur le climat",
                "the Paris Agreement on climate",
            ],
            2015.0,
        ),
        year(
            [
                "En quelle année le premier sommet des grandes puissances industrielles se tient-il à Rambouillet ?",
                "In which year is the first summit of the major industrial powers held at Rambouillet?",
            ],
            ["le sommet de Rambouillet", "the Rambouillet summit"],
            1975.0,
        ),
    ],
    diagrams: &[],
};
