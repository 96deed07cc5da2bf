//! Histoire-géographie, géographie of Terminale (BO spécial n° 8 du 25 juillet 2019), of 4e and
//! of 3e (cycle 4, BO n° 31 du 30 juillet 2020): one fact bank per chapter, with its own
//! [`BANKS`] and [`FAMILY`].

use super::count;
use super::l4::year;
use super::timeline;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Number, Relation, Sequence, pair};

/// The family of these géographie banks: a catalog entry's mode is the index of its chapter's
/// bank in [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// The banks (append only).
pub(crate) static BANKS: &[&Bank] = &[
    &DYNAMIQUES_TERRITORIALES,
    &UE_MONDIALISATION,
    &FRANCE_REGIONS,
    &UNION_EUROPEENNE_3E,
    &URBANISATION_4E,
    &ETATS_UNIS_4E,
];

/// Dynamiques territoriales, coopérations et tensions dans la mondialisation (Tle).
pub(crate) static DYNAMIQUES_TERRITORIALES: Bank = Bank {
    chapter: "histoire-geographie-tle-dynamiques-territoriales-mondialisation",
    title: [
        "Dynamiques territoriales, coopérations et tensions dans la mondialisation",
        "Territorial dynamics, cooperation and tensions in globalisation",
    ],
    relations: &[
        Relation {
            name: [
                "Les notions des territoires dans la mondialisation",
                "The notions of territories in globalisation",
            ],
            matching: [
                "Associe chaque notion de géographie de la mondialisation à sa définition.",
                "Match each notion of the geography of globalisation with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la mondialisation", "globalisation"],
                    [
                        "la mise en relation des différentes parties du monde par des flux de marchandises, de capitaux, d'informations et de personnes",
                        "the linking of the different parts of the world by flows of goods, capital, information and people",
                    ],
                    [
                        "Qu'est-ce que la mondialisation ?",
                        "What is globalisation?"
                    ],
                ),
                word!(
                    ["la métropolisation", "metropolisation"],
                    [
                        "la concentration des populations, des activités et des fonctions de commandement dans les plus grandes villes",
                        "the concentration of people, activities and command functions in the largest cities",
                    ],
                    [
                        "Qu'est-ce que la métropolisation ?",
                        "What is metropolisation?"
                    ],
                ),
                word!(
                    ["l'intégration régionale", "regional integration"],
                    [
                        "le rapprochement d'États voisins qui forment entre eux un espace d'échanges et de coopération",
                        "the drawing together of neighbouring states that form an area of trade and cooperation between them",
                    ],
                    [
                        "Qu'est-ce que l'intégration régionale ?",
                        "What is regional integration?",
                    ],
                ),
                word!(
                    ["une firme transnationale", "a transnational firm"],
                    [
                        "une entreprise qui possède des filiales dans plusieurs pays",
                        "a company that owns subsidiaries in several countries",
                    ],
                    [
                        "Qu'est-ce qu'une firme transnationale ?",
                        "What is a transnational firm?",
                    ],
                ),
                word!(
                    ["une zone économique spéciale", "a special economic zone"],
                    [
                        "un espace où un État attire les investisseurs étrangers par des avantages fiscaux et douaniers",
                        "an area where a state attracts foreign investors with tax and customs advantages",
                    ],
                    [
                        "Qu'est-ce qu'une zone économique spéciale ?",
                        "What is a special economic zone?",
                    ],
                ),
                word!(
                    ["les marges", "margins"],
                    [
                        "des espaces restés à l'écart des grands flux de la mondialisation",
                        "areas left out of the main flows of globalisation",
                    ],
                    [
                        "Que désigne-t-on par les marges de la mondialisation ?",
                        "What are the margins of globalisation?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les organisations de la régulation et de l'intégration",
                "The organisations of regulation and integration",
            ],
            matching: [
                "Associe chaque organisation à sa description.",
                "Match each organisation with its description.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'OMC", "the WTO"],
                    [
                        "l'organisation créée en 1995 qui fixe les règles du commerce international et arbitre les différends commerciaux",
                        "the organisation created in 1995 that sets the rules of international trade and settles trade disputes",
                    ],
                    ["Qu'est-ce que l'OMC ?", "What is the WTO?"],
                    [
                        "Quelle organisation, créée en 1995, fixe les règles du commerce international et arbitre les différends commerciaux ?",
                        "Which organisation, created in 1995, sets the rules of international trade and settles trade disputes?",
                    ],
                ),
                pair(
                    ["l'ASEAN", "ASEAN"],
                    [
                        "l'association des nations d'Asie du Sud-Est, fondée en 1967",
                        "the Association of Southeast Asian Nations, founded in 1967",
                    ],
                    ["Qu'est-ce que l'ASEAN ?", "What is ASEAN?"],
                    [
                        "Quelle organisation régionale associe depuis 1967 des États d'Asie du Sud-Est ?",
                        "Which regional organisation has brought together states of Southeast Asia since 1967?",
                    ],
                ),
                pair(
                    ["le Mercosur", "Mercosur"],
                    [
                        "le marché commun d'Amérique du Sud fondé en 1991 autour du Brésil et de l'Argentine",
                        "the common market of South America founded in 1991 around Brazil and Argentina",
                    ],
                    ["Qu'est-ce que le Mercosur ?", "What is Mercosur?"],
                    [
                        "Quel marché commun d'Amérique du Sud est fondé en 1991 autour du Brésil et de l'Argentine ?",
                        "Which common market of South America is founded in 1991 around Brazil and Argentina?",
                    ],
                ),
                pair(
                    ["l'ACEUM", "the USMCA"],
                    [
                        "l'accord de libre-échange entre les États-Unis, le Mexique et le Canada qui remplace l'ALENA en 2020",
                        "the free-trade agreement between the United States, Mexico and Canada that replaces NAFTA in 2020",
                    ],
                    ["Qu'est-ce que l'ACEUM ?", "What is the USMCA?"],
                    [
                        "Quel accord de libre-échange entre les États-Unis, le Mexique et le Canada remplace l'ALENA en 2020 ?",
                        "Which free-trade agreement between the United States, Mexico and Canada replaces NAFTA in 2020?",
                    ],
                ),
                pair(
                    ["l'Union africaine", "the African Union"],
                    [
                        "l'organisation qui réunit depuis 2002 les États du continent africain",
                        "the organisation that has brought together the states of the African continent since 2002",
                    ],
                    [
                        "Qu'est-ce que l'Union africaine ?",
                        "What is the African Union?",
                    ],
                    [
                        "Quelle organisation réunit depuis 2002 les États du continent africain ?",
                        "Which organisation has brought together the states of the African continent since 2002?",
                    ],
                ),
                pair(
                    ["le FMI", "the IMF"],
                    [
                        "l'institution financière internationale qui prête aux États qui ne parviennent plus à payer leurs dettes",
                        "the international financial institution that lends to states that can no longer pay their debts",
                    ],
                    ["Qu'est-ce que le FMI ?", "What is the IMF?"],
                    [
                        "Quelle institution financière internationale prête aux États qui ne parviennent plus à payer leurs dettes ?",
                        "Which international financial institution lends to states that can no longer pay their debts?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les organisations d'intégration régionale",
            "Regional integration organisations",
        ],
        which: [
            "Parmi ces organisations, lesquelles sont des organisations d'intégration régionale, qui rassemblent des États d'une même partie du monde ?",
            "Which of these organisations are regional integration organisations, bringing together states of one part of the world?",
        ],
        which_not: [
            "Parmi ces organisations, lesquelles ne sont pas des organisations d'intégration régionale, mais des organisations à vocation mondiale ?",
            "Which of these organisations are not regional integration organisations but organisations with a worldwide scope?",
        ],
        members: &[
            ["l'Union européenne", "the European Union"],
            ["le Mercosur", "Mercosur"],
            ["l'ASEAN", "ASEAN"],
            ["l'Union africaine", "the African Union"],
        ],
        others: &[
            ["l'OMC", "the WTO"],
            ["le FMI", "the IMF"],
            ["l'ONU", "the UN"],
            ["la Banque mondiale", "the World Bank"],
        ],
    }],
    sequences: &[timeline(
        [
            "Les étapes de la régulation et de l'intégration des échanges",
            "The stages of the regulation and integration of trade",
        ],
        &[
            [
                "la signature du GATT, premier accord multilatéral sur les droits de douane",
                "the signing of the GATT, the first multilateral agreement on customs duties",
            ],
            [
                "la fondation de l'ASEAN en Asie du Sud-Est",
                "the founding of ASEAN in Southeast Asia",
            ],
            [
                "l'ouverture de la zone économique spéciale de Shenzhen en Chine",
                "the opening of the Shenzhen special economic zone in China",
            ],
            [
                "la fondation du Mercosur en Amérique du Sud",
                "the founding of Mercosur in South America",
            ],
            [
                "la création de l'OMC, qui succède au GATT",
                "the creation of the WTO, which succeeds the GATT",
            ],
            [
                "l'entrée de la Chine dans l'OMC",
                "China's entry into the WTO",
            ],
            [
                "l'entrée en vigueur de l'ACEUM, qui remplace l'ALENA",
                "the entry into force of the USMCA, which replaces NAFTA",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année l'OMC est-elle créée ?",
                "In which year is the WTO created?",
            ],
            ["la création de l'OMC", "the creation of the WTO"],
            1995.0,
        ),
        year(
            [
                "En quelle année la Chine entre-t-elle dans l'OMC ?",
                "In which year does China join the WTO?",
            ],
            [
                "l'entrée de la Chine dans l'OMC",
                "China's entry into the WTO",
            ],
            2001.0,
        ),
        year(
            [
                "En quelle année la Chine ouvre-t-elle la zone économique spéciale de Shenzhen ?",
                "In which year does China open the Shenzhen special economic zone?",
            ],
            [
                "l'ouverture de la zone économique spéciale de Shenzhen",
                "the opening of the Shenzhen special economic zone",
            ],
            1980.0,
        ),
        year(
            [
                "En quelle année le GATT est-il signé ?",
                "In which year is the GATT signed?",
            ],
            ["la signature du GATT", "the signing of the GATT"],
            1947.0,
        ),
    ],
    diagrams: &[],
};

/// L'Union européenne dans la mondialisation : des dynamiques complexes (Tle).
pub(crate) static UE_MONDIALISATION: Bank = Bank {
    chapter: "histoire-geographie-tle-union-europeenne-mondialisation",
    title: [
        "L'Union européenne dans la mondialisation",
        "The European Union in globalisation",
    ],
    relations: &[
        Relation {
            name: [
                "Les notions de l'Union européenne dans la mondialisation",
                "The notions of the European Union in globalisation",
            ],
            matching: [
                "Associe chaque notion de l'Union européenne dans la mondialisation à sa définition.",
                "Match each notion of the European Union in globalisation with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["le marché unique", "the single market"],
                    [
                        "l'espace où circulent librement, depuis 1993, les marchandises, les services, les capitaux et les personnes des États membres",
                        "the area where, since 1993, the goods, services, capital and people of the member states move freely",
                    ],
                    [
                        "Qu'est-ce que le marché unique européen ?",
                        "What is the European single market?",
                    ],
                ),
                word!(
                    ["la mégalopole européenne", "the European megalopolis"],
                    [
                        "l'axe urbain et économique qui s'étire de Londres à Milan et concentre hommes, richesses et pouvoirs",
                        "the urban and economic axis that stretches from London to Milan and concentrates people, wealth and power",
                    ],
                    [
                        "Qu'est-ce que la mégalopole européenne ?",
                        "What is the European megalopolis?",
                    ],
                ),
                word!(
                    ["la Northern Range", "the Northern Range"],
                    [
                        "la façade portuaire de la Manche et de la mer du Nord, du Havre à Hambourg",
                        "the port range of the Channel and the North Sea, from Le Havre to Hamburg",
                    ],
                    [
                        "Qu'est-ce que la Northern Range ?",
                        "What is the Northern Range?",
                    ],
                ),
                word!(
                    ["la politique de cohésion", "cohesion policy"],
                    [
                        "la politique par laquelle l'Union finance les régions les moins développées pour réduire les écarts de richesse",
                        "the policy through which the Union funds the least developed regions to reduce gaps in wealth",
                    ],
                    [
                        "Qu'est-ce que la politique de cohésion de l'Union européenne ?",
                        "What is the cohesion policy of the European Union?",
                    ],
                ),
                word!(
                    ["la PAC", "the CAP"],
                    [
                        "la politique commune, lancée en 1962, qui soutient les agriculteurs des États membres",
                        "the common policy, launched in 1962, that supports the farmers of the member states",
                    ],
                    ["Qu'est-ce que la PAC ?", "What is the CAP?"],
                ),
                word!(
                    ["Frontex", "Frontex"],
                    [
                        "l'agence européenne de garde-frontières et de garde-côtes qui aide les États à surveiller les frontières extérieures de l'Union",
                        "the European border and coast guard agency that helps the states watch the external borders of the Union",
                    ],
                    ["Qu'est-ce que Frontex ?", "What is Frontex?"],
                ),
            ],
        },
        Relation {
            name: [
                "Les lieux de l'Union européenne dans la mondialisation",
                "The places of the European Union in globalisation",
            ],
            matching: [
                "Associe chaque lieu à son rôle dans l'ouverture de l'Union européenne sur le monde.",
                "Match each place with its role in the opening of the European Union to the world.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Rotterdam", "Rotterdam"],
                    [
                        "le premier port d'Europe, aux Pays-Bas, à l'embouchure du Rhin",
                        "the largest port in Europe, in the Netherlands, at the mouth of the Rhine",
                    ],
                    [
                        "Quel est le rôle de Rotterdam dans l'Union européenne ?",
                        "What is the role of Rotterdam in the European Union?",
                    ],
                    [
                        "Quel est le premier port d'Europe, situé aux Pays-Bas à l'embouchure du Rhin ?",
                        "Which is the largest port in Europe, located in the Netherlands at the mouth of the Rhine?",
                    ],
                ),
                pair(
                    ["Anvers", "Antwerp"],
                    [
                        "le grand port belge, sur l'Escaut",
                        "the great Belgian port, on the Scheldt",
                    ],
                    [
                        "Quel est le rôle d'Anvers dans l'Union européenne ?",
                        "What is the role of Antwerp in the European Union?",
                    ],
                    [
                        "Quel grand port belge de la Northern Range est situé sur l'Escaut ?",
                        "Which great Belgian port of the Northern Range lies on the Scheldt?",
                    ],
                ),
                pair(
                    ["Hambourg", "Hamburg"],
                    [
                        "le premier port d'Allemagne, sur l'Elbe",
                        "the largest port in Germany, on the Elbe",
                    ],
                    [
                        "Quel est le rôle de Hambourg dans l'Union européenne ?",
                        "What is the role of Hamburg in the European Union?",
                    ],
                    [
                        "Quel est le premier port d'Allemagne, situé sur l'Elbe ?",
                        "Which is the largest port in Germany, located on the Elbe?",
                    ],
                ),
                pair(
                    ["Francfort", "Frankfurt"],
                    [
                        "la place financière allemande où siège la Banque centrale européenne",
                        "the German financial centre where the European Central Bank has its seat",
                    ],
                    [
                        "Quel est le rôle de Francfort dans l'Union européenne ?",
                        "What is the role of Frankfurt in the European Union?",
                    ],
                    [
                        "Dans quelle place financière allemande siège la Banque centrale européenne ?",
                        "In which German financial centre does the European Central Bank have its seat?",
                    ],
                ),
                pair(
                    ["Kourou", "Kourou"],
                    [
                        "le port spatial de l'Europe, en Guyane, d'où décollent les fusées Ariane",
                        "Europe's spaceport, in French Guiana, from which the Ariane rockets take off",
                    ],
                    [
                        "Quel est le rôle de Kourou pour l'Union européenne ?",
                        "What is the role of Kourou for the European Union?",
                    ],
                    [
                        "Quel est le port spatial de l'Europe, en Guyane, d'où décollent les fusées Ariane ?",
                        "What is Europe's spaceport, in French Guiana, from which the Ariane rockets take off?",
                    ],
                ),
                pair(
                    ["Le Pirée", "Piraeus"],
                    [
                        "le port grec dont l'armateur chinois COSCO prend le contrôle en 2016",
                        "the Greek port of which the Chinese shipping company COSCO takes control in 2016",
                    ],
                    [
                        "Que se passe-t-il au Pirée en 2016 ?",
                        "What happens at Piraeus in 2016?",
                    ],
                    [
                        "De quel port grec l'armateur chinois COSCO prend-il le contrôle en 2016 ?",
                        "Of which Greek port does the Chinese shipping company COSCO take control in 2016?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["La zone euro en 2020", "The euro area in 2020"],
        which: [
            "Parmi ces États membres de l'Union européenne, lesquels utilisent l'euro en 2020 ?",
            "Which of these member states of the European Union use the euro in 2020?",
        ],
        which_not: [
            "Parmi ces États membres de l'Union européenne, lesquels n'utilisent pas l'euro en 2020 ?",
            "Which of these member states of the European Union do not use the euro in 2020?",
        ],
        members: &[
            ["l'Allemagne", "Germany"],
            ["l'Italie", "Italy"],
            ["la Grèce", "Greece"],
            ["l'Estonie", "Estonia"],
            ["la Slovaquie", "Slovakia"],
        ],
        others: &[
            ["la Suède", "Sweden"],
            ["la Pologne", "Poland"],
            ["le Danemark", "Denmark"],
            ["la Hongrie", "Hungary"],
        ],
    }],
    sequences: &[timeline(
        [
            "L'Union européenne, du marché unique au Brexit",
            "The European Union, from the single market to Brexit",
        ],
        &[
            [
                "la signature de l'Acte unique européen",
                "the signing of the Single European Act",
            ],
            [
                "l'achèvement du marché unique",
                "the completion of the single market",
            ],
            [
                "la naissance de l'euro comme monnaie des marchés financiers dans onze pays",
                "the birth of the euro as the currency of the financial markets in eleven countries",
            ],
            [
                "l'entrée de dix nouveaux États, surtout d'Europe centrale et orientale",
                "the entry of ten new states, mostly from Central and Eastern Europe",
            ],
            [
                "le référendum où les Britanniques votent pour quitter l'Union",
                "the referendum in which the British vote to leave the Union",
            ],
            [
                "la sortie effective du Royaume-Uni de l'Union",
                "the United Kingdom's actual exit from the Union",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année le marché unique européen est-il achevé ?",
                "In which year is the European single market completed?",
            ],
            [
                "l'achèvement du marché unique",
                "the completion of the single market",
            ],
            1993.0,
        ),
        year(
            [
                "En quelle année les Britanniques votent-ils par référendum pour quitter l'Union européenne ?",
                "In which year do the British vote in a referendum to leave the European Union?",
            ],
            ["le référendum sur le Brexit", "the Brexit referendum"],
            2016.0,
        ),
        count(
            [
                "Combien d'États membres de l'Union européenne utilisent l'euro en 2020 ?",
                "How many member states of the European Union use the euro in 2020?",
            ],
            [
                "les États de la zone euro en 2020",
                "the states of the euro area in 2020",
            ],
            19.0,
        ),
        count(
            [
                "Combien d'États membres l'Union européenne compte-t-elle après l'élargissement de 2004 ?",
                "How many member states does the European Union have after the enlargement of 2004?",
            ],
            [
                "les États membres après l'élargissement de 2004",
                "the member states after the enlargement of 2004",
            ],
            25.0,
        ),
    ],
    diagrams: &[],
};

/// La France et ses régions dans l'Union européenne et dans la mondialisation (Tle).
pub(crate) static FRANCE_REGIONS: Bank = Bank {
    chapter: "histoire-geographie-tle-la-france-et-ses-regions",
    title: [
        "La France et ses régions dans l'Union européenne et la mondialisation",
        "France and its regions in the European Union and globalisation",
    ],
    relations: &[
        Relation {
            name: [
                "Les notions des régions françaises",
                "The notions of the French regions",
            ],
            matching: [
                "Associe chaque notion de l'aménagement régional à sa définition.",
                "Match each notion of regional planning with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la décentralisation", "decentralisation"],
                    [
                        "le transfert de compétences de l'État vers les collectivités territoriales, engagé par les lois de 1982",
                        "the transfer of powers from the state to the local authorities, begun by the laws of 1982",
                    ],
                    [
                        "Qu'est-ce que la décentralisation ?",
                        "What is decentralisation?"
                    ],
                ),
                word!(
                    ["le FEDER", "the ERDF"],
                    [
                        "le fonds européen qui finance des projets pour réduire les écarts de développement entre les régions",
                        "the European fund that finances projects to reduce the gaps in development between regions",
                    ],
                    ["Qu'est-ce que le FEDER ?", "What is the ERDF?"],
                ),
                word!(
                    ["une région ultrapériphérique", "an outermost region"],
                    [
                        "une région de l'Union européenne très éloignée du continent européen, comme La Réunion ou la Guyane",
                        "a region of the European Union very far from the European continent, such as Réunion or French Guiana",
                    ],
                    [
                        "Qu'est-ce qu'une région ultrapériphérique ?",
                        "What is an outermost region?",
                    ],
                ),
                word!(
                    [
                        "la coopération transfrontalière",
                        "cross-border cooperation"
                    ],
                    [
                        "les projets menés en commun par des territoires voisins situés de part et d'autre d'une frontière",
                        "the projects carried out jointly by neighbouring areas on either side of a border",
                    ],
                    [
                        "Qu'est-ce que la coopération transfrontalière ?",
                        "What is cross-border cooperation?",
                    ],
                ),
                word!(
                    ["un travailleur frontalier", "a cross-border worker"],
                    [
                        "une personne qui habite dans un pays et travaille chaque jour dans un pays voisin",
                        "a person who lives in one country and works every day in a neighbouring country",
                    ],
                    [
                        "Qu'est-ce qu'un travailleur frontalier ?",
                        "What is a cross-border worker?",
                    ],
                ),
                word!(
                    ["l'attractivité", "attractiveness"],
                    [
                        "la capacité d'un territoire à attirer des habitants, des entreprises et des touristes",
                        "the ability of an area to attract residents, businesses and tourists",
                    ],
                    [
                        "Qu'est-ce que l'attractivité d'un territoire ?",
                        "What is the attractiveness of an area?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les régions métropolitaines et leur chef-lieu",
                "The metropolitan regions and their regional capital",
            ],
            matching: [
                "Associe chaque région métropolitaine à son chef-lieu et à un de ses atouts.",
                "Match each metropolitan region with its regional capital and one of its assets.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["les Hauts-de-France", "Hauts-de-France"],
                    [
                        "Lille, au cœur d'une eurométropole partagée avec la Belgique",
                        "Lille, at the heart of a Eurometropolis shared with Belgium",
                    ],
                    [
                        "Quel est le chef-lieu de la région Hauts-de-France ?",
                        "What is the regional capital of Hauts-de-France?",
                    ],
                    [
                        "De quelle région Lille, au cœur d'une eurométropole partagée avec la Belgique, est-elle le chef-lieu ?",
                        "Of which region is Lille, at the heart of a Eurometropolis shared with Belgium, the regional capital?",
                    ],
                ),
                pair(
                    ["le Grand Est", "Grand Est"],
                    [
                        "Strasbourg, où siège le Parlement européen",
                        "Strasbourg, the seat of the European Parliament",
                    ],
                    [
                        "Quel est le chef-lieu de la région Grand Est ?",
                        "What is the regional capital of Grand Est?",
                    ],
                    [
                        "De quelle région Strasbourg, où siège le Parlement européen, est-elle le chef-lieu ?",
                        "Of which region is Strasbourg, the seat of the European Parliament, the regional capital?",
                    ],
                ),
                pair(
                    ["l'Occitanie", "Occitanie"],
                    [
                        "Toulouse, capitale européenne de l'aéronautique et de l'espace",
                        "Toulouse, the European capital of aeronautics and space",
                    ],
                    [
                        "Quel est le chef-lieu de la région Occitanie ?",
                        "What is the regional capital of Occitanie?",
                    ],
                    [
                        "De quelle région Toulouse, capitale européenne de l'aéronautique, est-elle le chef-lieu ?",
                        "Of which region is Toulouse, the European capital of aeronautics, the regional capital?",
                    ],
                ),
                pair(
                    ["l'Auvergne-Rhône-Alpes", "Auvergne-Rhône-Alpes"],
                    [
                        "Lyon, deuxième agglomération de France",
                        "Lyon, the second largest urban area in France",
                    ],
                    [
                        "Quel est le chef-lieu de la région Auvergne-Rhône-Alpes ?",
                        "What is the regional capital of Auvergne-Rhône-Alpes?",
                    ],
                    [
                        "De quelle région Lyon est-elle le chef-lieu ?",
                        "Of which region is Lyon the regional capital?",
                    ],
                ),
                pair(
                    [
                        "la Provence-Alpes-Côte d'Azur",
                        "Provence-Alpes-Côte d'Azur",
                    ],
                    [
                        "Marseille, grand port ouvert sur la Méditerranée",
                        "Marseille, a great port open to the Mediterranean",
                    ],
                    [
                        "Quel est le chef-lieu de la région Provence-Alpes-Côte d'Azur ?",
                        "What is the regional capital of Provence-Alpes-Côte d'Azur?",
                    ],
                    [
                        "De quelle région Marseille, grand port méditerranéen, est-elle le chef-lieu ?",
                        "Of which region is Marseille, a great Mediterranean port, the regional capital?",
                    ],
                ),
                pair(
                    ["la Nouvelle-Aquitaine", "Nouvelle-Aquitaine"],
                    [
                        "Bordeaux, grande métropole de la façade atlantique",
                        "Bordeaux, a great city of the Atlantic seaboard",
                    ],
                    [
                        "Quel est le chef-lieu de la région Nouvelle-Aquitaine ?",
                        "What is the regional capital of Nouvelle-Aquitaine?",
                    ],
                    [
                        "De quelle région Bordeaux est-elle le chef-lieu ?",
                        "Of which region is Bordeaux the regional capital?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les régions ultrapériphériques françaises",
            "The French outermost regions",
        ],
        which: [
            "Parmi ces territoires français d'outre-mer, lesquels sont des régions ultrapériphériques de l'Union européenne en 2020 ?",
            "Which of these French overseas territories are outermost regions of the European Union in 2020?",
        ],
        which_not: [
            "Parmi ces territoires français d'outre-mer, lesquels ne sont pas des régions ultrapériphériques de l'Union européenne en 2020 ?",
            "Which of these French overseas territories are not outermost regions of the European Union in 2020?",
        ],
        members: &[
            ["la Guadeloupe", "Guadeloupe"],
            ["la Martinique", "Martinique"],
            ["la Guyane", "French Guiana"],
            ["La Réunion", "Réunion"],
            ["Mayotte", "Mayotte"],
        ],
        others: &[
            ["la Nouvelle-Calédonie", "New Caledonia"],
            ["la Polynésie française", "French Polynesia"],
            ["Saint-Pierre-et-Miquelon", "Saint Pierre and Miquelon"],
            ["Wallis-et-Futuna", "Wallis and Futuna"],
        ],
    }],
    sequences: &[timeline(
        [
            "Les régions françaises entre État et Union européenne",
            "The French regions between the state and the European Union",
        ],
        &[
            [
                "la création du Fonds européen de développement régional",
                "the creation of the European Regional Development Fund",
            ],
            [
                "les lois de décentralisation qui font de la région une collectivité territoriale",
                "the decentralisation laws that make the region a local authority",
            ],
            [
                "le lancement du premier programme européen Interreg de coopération transfrontalière",
                "the launch of the first European Interreg programme of cross-border cooperation",
            ],
            [
                "l'ouverture du tunnel sous la Manche",
                "the opening of the Channel Tunnel",
            ],
            [
                "Mayotte devient une région ultrapériphérique de l'Union",
                "Mayotte becomes an outermost region of the Union",
            ],
            [
                "l'entrée en vigueur de la carte des treize régions métropolitaines",
                "the entry into force of the map of the thirteen metropolitan regions",
            ],
        ],
    )],
    numbers: &[
        count(
            [
                "Combien de régions la France métropolitaine compte-t-elle depuis 2016 ?",
                "How many regions has metropolitan France had since 2016?",
            ],
            [
                "les régions métropolitaines depuis 2016",
                "the metropolitan regions since 2016",
            ],
            13.0,
        ),
        count(
            [
                "Combien de régions la France métropolitaine comptait-elle avant la réforme de 2016 ?",
                "How many regions did metropolitan France have before the reform of 2016?",
            ],
            [
                "les régions métropolitaines avant 2016",
                "the metropolitan regions before 2016",
            ],
            22.0,
        ),
        count(
            [
                "Combien de régions la France compte-t-elle en tout, outre-mer compris, depuis 2016 ?",
                "How many regions has France had in all, overseas included, since 2016?",
            ],
            [
                "les régions françaises, outre-mer compris, depuis 2016",
                "the French regions, overseas included, since 2016",
            ],
            18.0,
        ),
        year(
            [
                "En quelle année les premières lois de décentralisation sont-elles votées ?",
                "In which year are the first decentralisation laws passed?",
            ],
            [
                "les premières lois de décentralisation",
                "the first decentralisation laws",
            ],
            1982.0,
        ),
    ],
    diagrams: &[&super::geo3::REGIONS_MAP],
};

/// L'Union européenne, un nouveau territoire de référence et d'appartenance (3e).
pub(crate) static UNION_EUROPEENNE_3E: Bank = Bank {
    chapter: "histoire-geographie-3e-l-union-europeenne",
    title: [
        "L'Union européenne, un territoire de référence et d'appartenance",
        "The European Union, a territory of reference and belonging",
    ],
    relations: &[
        Relation {
            name: [
                "Les mots de l'Union européenne",
                "The words of the European Union",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["un État membre", "a member state"],
                    [
                        "un pays qui a adhéré à l'Union européenne",
                        "a country that has joined the European Union",
                    ],
                    ["Qu'est-ce qu'un État membre ?", "What is a member state?"],
                ),
                word!(
                    ["l'espace Schengen", "the Schengen area"],
                    [
                        "l'espace où les personnes circulent sans contrôle aux frontières entre les pays signataires",
                        "the area where people travel without checks at the borders between the signatory countries",
                    ],
                    [
                        "Qu'est-ce que l'espace Schengen ?",
                        "What is the Schengen area?",
                    ],
                ),
                word!(
                    ["la zone euro", "the euro area"],
                    [
                        "l'ensemble des pays de l'Union qui ont l'euro pour monnaie",
                        "the group of countries of the Union that have the euro as their currency",
                    ],
                    ["Qu'est-ce que la zone euro ?", "What is the euro area?"],
                ),
                word!(
                    ["une frontière extérieure", "an external border"],
                    [
                        "une frontière qui sépare l'Union européenne d'un pays qui n'en est pas membre",
                        "a border that separates the European Union from a country that is not a member",
                    ],
                    [
                        "Qu'est-ce qu'une frontière extérieure de l'Union ?",
                        "What is an external border of the Union?",
                    ],
                ),
                word!(
                    ["la citoyenneté européenne", "European citizenship"],
                    [
                        "le statut qui s'ajoute à la nationalité et permet par exemple de voter aux élections européennes",
                        "the status that comes on top of nationality and allows, for example, voting in the European elections",
                    ],
                    [
                        "Qu'est-ce que la citoyenneté européenne ?",
                        "What is European citizenship?",
                    ],
                ),
                word!(
                    ["un élargissement", "an enlargement"],
                    [
                        "l'entrée de nouveaux pays dans l'Union européenne",
                        "the entry of new countries into the European Union",
                    ],
                    [
                        "Qu'est-ce qu'un élargissement de l'Union ?",
                        "What is an enlargement of the Union?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les institutions de l'Union européenne",
                "The institutions of the European Union",
            ],
            matching: [
                "Associe chaque institution de l'Union européenne à son rôle.",
                "Match each institution of the European Union with its role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le Parlement européen", "the European Parliament"],
                    [
                        "l'assemblée élue au suffrage universel direct par les citoyens européens tous les cinq ans",
                        "the assembly elected by direct universal suffrage by European citizens every five years",
                    ],
                    [
                        "Quel est le rôle du Parlement européen ?",
                        "What is the role of the European Parliament?",
                    ],
                    [
                        "Quelle institution de l'Union est une assemblée élue au suffrage universel direct tous les cinq ans ?",
                        "Which institution of the Union is an assembly elected by direct universal suffrage every five years?",
                    ],
                ),
                pair(
                    ["la Commission européenne", "the European Commission"],
                    [
                        "propose les lois européennes et veille à leur application, depuis Bruxelles",
                        "proposes European laws and makes sure they are applied, from Brussels",
                    ],
                    [
                        "Quel est le rôle de la Commission européenne ?",
                        "What is the role of the European Commission?",
                    ],
                    [
                        "Quelle institution propose les lois européennes et veille à leur application, depuis Bruxelles ?",
                        "Which institution proposes European laws and makes sure they are applied, from Brussels?",
                    ],
                ),
                pair(
                    ["le Conseil européen", "the European Council"],
                    [
                        "réunit les chefs d'État ou de gouvernement pour fixer les grandes orientations de l'Union",
                        "brings together the heads of state or government to set the Union's main directions",
                    ],
                    [
                        "Quel est le rôle du Conseil européen ?",
                        "What is the role of the European Council?",
                    ],
                    [
                        "Quelle institution réunit les chefs d'État ou de gouvernement pour fixer les grandes orientations de l'Union ?",
                        "Which institution brings together the heads of state or government to set the Union's main directions?",
                    ],
                ),
                pair(
                    [
                        "le Conseil de l'Union européenne",
                        "the Council of the European Union",
                    ],
                    [
                        "réunit les ministres des États membres selon le sujet traité",
                        "brings together the ministers of the member states according to the subject dealt with",
                    ],
                    [
                        "Quel est le rôle du Conseil de l'Union européenne ?",
                        "What is the role of the Council of the European Union?",
                    ],
                    [
                        "Quelle institution réunit les ministres des États membres selon le sujet traité ?",
                        "Which institution brings together the ministers of the member states according to the subject dealt with?",
                    ],
                ),
                pair(
                    [
                        "la Cour de justice de l'Union européenne",
                        "the Court of Justice of the European Union",
                    ],
                    [
                        "veille au respect du droit européen, depuis Luxembourg",
                        "makes sure European law is respected, from Luxembourg",
                    ],
                    [
                        "Quel est le rôle de la Cour de justice de l'Union européenne ?",
                        "What is the role of the Court of Justice of the European Union?",
                    ],
                    [
                        "Quelle institution veille au respect du droit européen, depuis Luxembourg ?",
                        "Which institution makes sure European law is respected, from Luxembourg?",
                    ],
                ),
                pair(
                    ["la Banque centrale européenne", "the European Central Bank"],
                    [
                        "gère la monnaie unique, l'euro, depuis Francfort",
                        "manages the single currency, the euro, from Frankfurt",
                    ],
                    [
                        "Quel est le rôle de la Banque centrale européenne ?",
                        "What is the role of the European Central Bank?",
                    ],
                    [
                        "Quelle institution gère la monnaie unique, l'euro, depuis Francfort ?",
                        "Which institution manages the single currency, the euro, from Frankfurt?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les États membres et leur capitale",
                "The member states and their capital",
            ],
            matching: [
                "Associe chaque État membre de l'Union européenne à sa capitale.",
                "Match each member state of the European Union with its capital.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le Portugal", "Portugal"],
                    ["Lisbonne", "Lisbon"],
                    [
                        "Quelle est la capitale du Portugal ?",
                        "What is the capital of Portugal?",
                    ],
                    [
                        "De quel État membre de l'Union Lisbonne est-elle la capitale ?",
                        "Of which member state of the Union is Lisbon the capital?",
                    ],
                ),
                pair(
                    ["la Pologne", "Poland"],
                    ["Varsovie", "Warsaw"],
                    [
                        "Quelle est la capitale de la Pologne ?",
                        "What is the capital of Poland?",
                    ],
                    [
                        "De quel État membre de l'Union Varsovie est-elle la capitale ?",
                        "Of which member state of the Union is Warsaw the capital?",
                    ],
                ),
                pair(
                    ["la Hongrie", "Hungary"],
                    ["Budapest", "Budapest"],
                    [
                        "Quelle est la capitale de la Hongrie ?",
                        "What is the capital of Hungary?",
                    ],
                    [
                        "De quel État membre de l'Union Budapest est-elle la capitale ?",
                        "Of which member state of the Union is Budapest the capital?",
                    ],
                ),
                pair(
                    ["l'Autriche", "Austria"],
                    ["Vienne", "Vienna"],
                    [
                        "Quelle est la capitale de l'Autriche ?",
                        "What is the capital of Austria?",
                    ],
                    [
                        "De quel État membre de l'Union Vienne est-elle la capitale ?",
                        "Of which member state of the Union is Vienna the capital?",
                    ],
                ),
                pair(
                    ["l'Irlande", "Ireland"],
                    ["Dublin", "Dublin"],
                    [
                        "Quelle est la capitale de l'Irlande ?",
                        "What is the capital of Ireland?",
                    ],
                    [
                        "De quel État membre de l'Union Dublin est-elle la capitale ?",
                        "Of which member state of the Union is Dublin the capital?",
                    ],
                ),
                pair(
                    ["la Grèce", "Greece"],
                    ["Athènes", "Athens"],
                    [
                        "Quelle est la capitale de la Grèce ?",
                        "What is the capital of Greece?",
                    ],
                    [
                        "De quel État membre de l'Union Athènes est-elle la capitale ?",
                        "Of which member state of the Union is Athens the capital?",
                    ],
                ),
                pair(
                    ["la Suède", "Sweden"],
                    ["Stockholm", "Stockholm"],
                    [
                        "Quelle est la capitale de la Suède ?",
                        "What is the capital of Sweden?",
                    ],
                    [
                        "De quel État membre de l'Union Stockholm est-elle la capitale ?",
                        "Of which member state of the Union is Stockholm the capital?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les États membres de l'Union européenne en 2021",
            "The member states of the European Union in 2021",
        ],
        which: [
            "Parmi ces pays d'Europe, lesquels sont membres de l'Union européenne en 2021 ?",
            "Which of these European countries are members of the European Union in 2021?",
        ],
        which_not: [
            "Parmi ces pays d'Europe, lesquels ne sont pas membres de l'Union européenne en 2021 ?",
            "Which of these European countries are not members of the European Union in 2021?",
        ],
        members: &[
            ["la Pologne", "Poland"],
            ["la Croatie", "Croatia"],
            ["l'Irlande", "Ireland"],
            ["le Portugal", "Portugal"],
            ["la Roumanie", "Romania"],
        ],
        others: &[
            ["la Norvège", "Norway"],
            ["la Suisse", "Switzerland"],
            ["le Royaume-Uni", "the United Kingdom"],
            ["la Serbie", "Serbia"],
        ],
    }],
    sequences: &[timeline(
        [
            "La construction de l'Union européenne",
            "The building of the European Union",
        ],
        &[
            [
                "la signature du traité de Rome, qui crée la Communauté économique européenne",
                "the signing of the Treaty of Rome, which creates the European Economic Community",
            ],
            [
                "la signature des accords de Schengen",
                "the signing of the Schengen Agreement",
            ],
            [
                "la signature du traité de Maastricht, qui crée l'Union européenne",
                "the signing of the Maastricht Treaty, which creates the European Union",
            ],
            [
                "l'arrivée des pièces et des billets en euros",
                "the arrival of euro coins and notes",
            ],
            [
                "l'entrée de la Croatie, vingt-huitième État membre",
                "the entry of Croatia, the twenty-eighth member state",
            ],
            [
                "la sortie du Royaume-Uni de l'Union",
                "the United Kingdom's exit from the Union",
            ],
        ],
    )],
    numbers: &[
        count(
            [
                "Combien d'États membres l'Union européenne compte-t-elle en 2021 ?",
                "How many member states does the European Union have in 2021?",
            ],
            [
                "les États membres de l'Union en 2021",
                "the member states of the Union in 2021",
            ],
            27.0,
        ),
        count(
            [
                "Combien de pays fondent la Communauté économique européenne en 1957 ?",
                "How many countries found the European Economic Community in 1957?",
            ],
            [
                "les pays fondateurs de la CEE",
                "the founding countries of the EEC",
            ],
            6.0,
        ),
        year(
            [
                "En quelle année les pièces et les billets en euros entrent-ils en circulation ?",
                "In which year do euro coins and notes come into circulation?",
            ],
            [
                "l'arrivée des pièces et billets en euros",
                "the arrival of euro coins and notes",
            ],
            2002.0,
        ),
        year(
            [
                "En quelle année le traité de Maastricht, qui crée l'Union européenne, est-il signé ?",
                "In which year is the Maastricht Treaty, which creates the European Union, signed?",
            ],
            ["le traité de Maastricht", "the Maastricht Treaty"],
            1992.0,
        ),
    ],
    diagrams: &[],
};

/// Espaces et paysages de l'urbanisation : géographie des centres et des périphéries (4e).
pub(crate) static URBANISATION_4E: Bank = Bank {
    chapter: "histoire-geographie-4e-espaces-et-paysages-de-l-urbanisation",
    title: [
        "Espaces et paysages de l'urbanisation",
        "Spaces and landscapes of urbanisation",
    ],
    relations: &[
        Relation {
            name: ["Les mots de la ville", "The words of the city"],
            matching: [
                "Associe chaque mot de la ville à sa définition.",
                "Match each word about the city with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["l'urbanisation", "urbanisation"],
                    [
                        "l'augmentation de la part de la population qui vit en ville",
                        "the rise in the share of the population living in towns and cities",
                    ],
                    ["Qu'est-ce que l'urbanisation ?", "What is urbanisation?"],
                ),
                word!(
                    ["le CBD", "the CBD"],
                    [
                        "le quartier central des affaires, avec ses gratte-ciel de bureaux",
                        "the central business district, with its office skyscrapers",
                    ],
                    ["Qu'est-ce que le CBD ?", "What is the CBD?"],
                ),
                word!(
                    ["une banlieue", "a suburb"],
                    [
                        "un espace urbanisé qui entoure la ville-centre et forme avec elle une agglomération",
                        "a built-up area that surrounds the central city and forms a conurbation with it",
                    ],
                    ["Qu'est-ce qu'une banlieue ?", "What is a suburb?"],
                ),
                word!(
                    ["l'espace périurbain", "the periurban area"],
                    [
                        "un espace à la campagne, au-delà des banlieues, où vivent des habitants qui travaillent en ville",
                        "an area in the countryside, beyond the suburbs, where people who work in the city live",
                    ],
                    [
                        "Qu'est-ce que l'espace périurbain ?",
                        "What is the periurban area?",
                    ],
                ),
                word!(
                    ["l'étalement urbain", "urban sprawl"],
                    [
                        "l'extension des villes sur les espaces agricoles ou naturels qui les entourent",
                        "the spreading of cities over the farmland or natural areas around them",
                    ],
                    [
                        "Qu'est-ce que l'étalement urbain ?",
                        "What is urban sprawl?"
                    ],
                ),
                word!(
                    ["une mégapole", "a megacity"],
                    [
                        "une très grande ville de plus de 10 millions d'habitants",
                        "a very large city of more than 10 million inhabitants",
                    ],
                    ["Qu'est-ce qu'une mégapole ?", "What is a megacity?"],
                ),
                word!(
                    ["un bidonville", "a slum"],
                    [
                        "un quartier d'habitations précaires construites sans autorisation, souvent sans eau courante",
                        "a district of makeshift homes built without permission, often without running water",
                    ],
                    ["Qu'est-ce qu'un bidonville ?", "What is a slum?"],
                ),
            ],
        },
        Relation {
            name: [
                "Des villes et leurs paysages",
                "Cities and their landscapes",
            ],
            matching: [
                "Associe chaque ville à un paysage ou un quartier qui la caractérise.",
                "Match each city with a landscape or district that characterises it.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["New York", "New York"],
                    [
                        "le CBD de Manhattan et ses gratte-ciel",
                        "the Manhattan CBD and its skyscrapers",
                    ],
                    [
                        "Quel paysage caractérise New York ?",
                        "Which landscape characterises New York?",
                    ],
                    [
                        "Quelle ville a pour quartier d'affaires le CBD de Manhattan ?",
                        "Which city has the Manhattan CBD as its business district?",
                    ],
                ),
                pair(
                    ["Paris", "Paris"],
                    [
                        "le quartier d'affaires de La Défense, à l'ouest de la ville-centre",
                        "the La Défense business district, to the west of the central city",
                    ],
                    [
                        "Quel quartier d'affaires caractérise l'agglomération de Paris ?",
                        "Which business district characterises the Paris conurbation?",
                    ],
                    [
                        "Quelle agglomération a pour quartier d'affaires La Défense ?",
                        "Which conurbation has La Défense as its business district?",
                    ],
                ),
                pair(
                    ["Londres", "London"],
                    [
                        "la City, son quartier financier historique",
                        "the City, its historic financial district",
                    ],
                    [
                        "Quel quartier caractérise Londres ?",
                        "Which district characterises London?",
                    ],
                    [
                        "Quelle ville a pour quartier financier historique la City ?",
                        "Which city has the City as its historic financial district?",
                    ],
                ),
                pair(
                    ["Mumbai", "Mumbai"],
                    [
                        "Dharavi, l'un des plus grands bidonvilles d'Asie",
                        "Dharavi, one of the largest slums in Asia",
                    ],
                    [
                        "Quel quartier caractérise Mumbai ?",
                        "Which district characterises Mumbai?",
                    ],
                    [
                        "Dans quelle mégapole indienne se trouve Dharavi, l'un des plus grands bidonvilles d'Asie ?",
                        "In which Indian megacity is Dharavi, one of the largest slums in Asia?",
                    ],
                ),
                pair(
                    ["Rio de Janeiro", "Rio de Janeiro"],
                    [
                        "les favelas accrochées aux collines (les mornes)",
                        "the favelas clinging to the hills (the morros)",
                    ],
                    [
                        "Quel paysage caractérise Rio de Janeiro ?",
                        "Which landscape characterises Rio de Janeiro?",
                    ],
                    [
                        "Dans quelle ville brésilienne les favelas s'accrochent-elles aux collines ?",
                        "In which Brazilian city do the favelas cling to the hills?",
                    ],
                ),
                pair(
                    ["Tokyo", "Tokyo"],
                    [
                        "la plus grande agglomération du monde, avec environ 37 millions d'habitants en 2018",
                        "the largest conurbation in the world, with about 37 million inhabitants in 2018",
                    ],
                    [
                        "Qu'est-ce qui caractérise Tokyo en 2018 ?",
                        "What characterises Tokyo in 2018?",
                    ],
                    [
                        "Quelle est la plus grande agglomération du monde en 2018, avec environ 37 millions d'habitants ?",
                        "Which is the largest conurbation in the world in 2018, with about 37 million inhabitants?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les paysages de l'espace périurbain",
            "The landscapes of the periurban area",
        ],
        which: [
            "Parmi ces éléments, lesquels caractérisent l'espace périurbain d'une ville des pays riches ?",
            "Which of these features characterise the periurban area of a city in a rich country?",
        ],
        which_not: [
            "Parmi ces éléments, lesquels ne caractérisent pas l'espace périurbain d'une ville des pays riches ?",
            "Which of these features do not characterise the periurban area of a city in a rich country?",
        ],
        members: &[
            [
                "des lotissements de maisons individuelles",
                "housing estates of detached houses",
            ],
            [
                "des zones commerciales au bord des routes",
                "shopping areas along the roads",
            ],
            [
                "de longs trajets quotidiens en voiture vers la ville",
                "long daily car journeys to the city",
            ],
            [
                "des champs grignotés par les constructions nouvelles",
                "fields eaten away by new building",
            ],
        ],
        others: &[
            ["des gratte-ciel de bureaux", "office skyscrapers"],
            [
                "les sièges sociaux des grandes entreprises",
                "the head offices of large companies",
            ],
            [
                "un réseau de métro très dense",
                "a very dense underground network",
            ],
            [
                "des immeubles anciens serrés autour d'une cathédrale",
                "old buildings packed around a cathedral",
            ],
        ],
    }],
    sequences: &[
        Sequence {
            name: [
                "Du centre à la périphérie d'une grande ville d'Amérique du Nord",
                "From the centre to the edge of a large North American city",
            ],
            order: [
                "Range ces espaces d'une grande ville d'Amérique du Nord, du centre vers la périphérie.",
                "Put these areas of a large North American city in order, from the centre to the edge.",
            ],
            backward: [
                "Range ces espaces d'une grande ville d'Amérique du Nord, de la périphérie vers le centre.",
                "Put these areas of a large North American city in order, from the edge to the centre.",
            ],
            next: [
                "En allant du centre d'une grande ville d'Amérique du Nord vers sa périphérie, quel espace vient juste après « {} » ?",
                "Going from the centre of a large North American city to its edge, which area comes right after “{}”?",
            ],
            before: [
                "Vrai ou faux : dans une grande ville d'Amérique du Nord, « {a} » est plus proche du centre que « {b} ».",
                "True or false: in a large North American city, “{a}” is closer to the centre than “{b}”.",
            ],
            steps: &[
                [
                    "le quartier central des affaires",
                    "the central business district",
                ],
                [
                    "les quartiers anciens qui entourent le centre",
                    "the old districts around the centre",
                ],
                ["les banlieues", "the suburbs"],
                ["l'espace périurbain", "the periurban area"],
                ["l'espace rural", "the rural area"],
            ],
        },
        timeline(
            [
                "Des repères de l'histoire des villes",
                "Landmarks in the history of cities",
            ],
            &[
                [
                    "l'ouverture à Londres du premier métro du monde",
                    "the opening in London of the world's first underground railway",
                ],
                [
                    "la construction à Chicago d'un des premiers gratte-ciel",
                    "the building in Chicago of one of the first skyscrapers",
                ],
                [
                    "l'inauguration de l'Empire State Building à New York",
                    "the opening of the Empire State Building in New York",
                ],
                [
                    "la population urbaine du monde dépasse la population rurale",
                    "the world's urban population overtakes the rural population",
                ],
                [
                    "l'inauguration de la Burj Khalifa à Dubaï, plus haute tour du monde",
                    "the opening of the Burj Khalifa in Dubai, the tallest tower in the world",
                ],
            ],
        ),
    ],
    numbers: &[
        count(
            [
                "À partir de combien de millions d'habitants parle-t-on d'une mégapole ?",
                "From how many million inhabitants do we speak of a megacity?",
            ],
            [
                "le seuil d'une mégapole (en millions d'habitants)",
                "the threshold of a megacity (in millions of inhabitants)",
            ],
            10.0,
        ),
        Number {
            ask: [
                "Quelle part de la population mondiale vit en ville en 2018 ?",
                "What share of the world's population lives in towns and cities in 2018?",
            ],
            about: [
                "la part de la population mondiale vivant en ville en 2018",
                "the share of the world's population living in towns and cities in 2018",
            ],
            value: 55.0,
            dp: 0,
            unit: "%",
        },
        year(
            [
                "En quelle année la population urbaine du monde dépasse-t-elle la population rurale ?",
                "In which year does the world's urban population overtake the rural population?",
            ],
            [
                "la population urbaine dépasse la population rurale",
                "the urban population overtakes the rural population",
            ],
            2007.0,
        ),
    ],
    diagrams: &[],
};

/// L'adaptation du territoire des États-Unis aux nouvelles conditions de la mondialisation (4e).
pub(crate) static ETATS_UNIS_4E: Bank = Bank {
    chapter: "histoire-geographie-4e-les-etats-unis-et-la-mondialisation",
    title: [
        "Le territoire des États-Unis et la mondialisation",
        "The territory of the United States and globalisation",
    ],
    relations: &[
        Relation {
            name: [
                "Les espaces des États-Unis",
                "The areas of the United States",
            ],
            matching: [
                "Associe chaque espace des États-Unis à sa description.",
                "Match each area of the United States with its description.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la Sun Belt", "the Sun Belt"],
                    [
                        "les États du Sud et de l'Ouest, très dynamiques depuis les années 1970",
                        "the states of the South and the West, very dynamic since the 1970s",
                    ],
                    ["Qu'est-ce que la Sun Belt ?", "What is the Sun Belt?"],
                ),
                word!(
                    ["la Manufacturing Belt", "the Manufacturing Belt"],
                    [
                        "l'ancienne grande région industrielle du Nord-Est et des Grands Lacs",
                        "the old great industrial region of the North-East and the Great Lakes",
                    ],
                    [
                        "Qu'est-ce que la Manufacturing Belt ?",
                        "What is the Manufacturing Belt?",
                    ],
                ),
                word!(
                    ["la Megalopolis", "Megalopolis"],
                    [
                        "la suite presque continue de grandes villes de Boston à Washington, sur la côte nord-est",
                        "the almost unbroken chain of large cities from Boston to Washington, on the north-east coast",
                    ],
                    [
                        "Qu'est-ce que la Megalopolis américaine ?",
                        "What is the American Megalopolis?",
                    ],
                ),
                word!(
                    ["la Silicon Valley", "Silicon Valley"],
                    [
                        "le technopôle de la région de San Francisco, spécialisé dans l'informatique et le numérique",
                        "the technology hub of the San Francisco area, specialised in computing and digital technology",
                    ],
                    [
                        "Qu'est-ce que la Silicon Valley ?",
                        "What is Silicon Valley?"
                    ],
                ),
                word!(
                    ["une façade maritime", "a seaboard"],
                    [
                        "un littoral bordé de ports et de villes actives, ouvert sur le monde",
                        "a coastline lined with busy ports and cities, open to the world",
                    ],
                    ["Qu'est-ce qu'une façade maritime ?", "What is a seaboard?"],
                ),
                word!(
                    ["une maquiladora", "a maquiladora"],
                    [
                        "une usine d'assemblage installée au Mexique près de la frontière, qui produit pour le marché des États-Unis",
                        "an assembly plant set up in Mexico near the border, which produces for the United States market",
                    ],
                    ["Qu'est-ce qu'une maquiladora ?", "What is a maquiladora?"],
                ),
            ],
        },
        Relation {
            name: [
                "Les grandes villes des États-Unis",
                "The great cities of the United States",
            ],
            matching: [
                "Associe chaque ville des États-Unis à ce qui la caractérise.",
                "Match each city of the United States with what characterises it.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["New York", "New York"],
                    [
                        "la ville de Wall Street et du siège de l'ONU",
                        "the city of Wall Street and of the UN headquarters",
                    ],
                    [
                        "Qu'est-ce qui caractérise New York ?",
                        "What characterises New York?",
                    ],
                    [
                        "Quelle ville des États-Unis accueille Wall Street et le siège de l'ONU ?",
                        "Which city of the United States hosts Wall Street and the UN headquarters?",
                    ],
                ),
                pair(
                    ["Washington", "Washington"],
                    [
                        "la capitale fédérale, où siègent le président et le Congrès",
                        "the federal capital, seat of the president and of Congress",
                    ],
                    [
                        "Qu'est-ce qui caractérise Washington ?",
                        "What characterises Washington?",
                    ],
                    [
                        "Quelle ville est la capitale fédérale des États-Unis ?",
                        "Which city is the federal capital of the United States?",
                    ],
                ),
                pair(
                    ["Los Angeles", "Los Angeles"],
                    [
                        "la grande métropole de Californie, où se trouvent les studios de Hollywood",
                        "the great city of California, home of the Hollywood studios",
                    ],
                    [
                        "Qu'est-ce qui caractérise Los Angeles ?",
                        "What characterises Los Angeles?",
                    ],
                    [
                        "Dans quelle métropole de Californie se trouvent les studios de Hollywood ?",
                        "In which Californian city are the Hollywood studios?",
                    ],
                ),
                pair(
                    ["Houston", "Houston"],
                    [
                        "la ville texane du pétrole et du centre spatial de la NASA",
                        "the Texan city of oil and of NASA's space centre",
                    ],
                    [
                        "Qu'est-ce qui caractérise Houston ?",
                        "What characterises Houston?",
                    ],
                    [
                        "Quelle ville texane est celle du pétrole et du centre spatial de la NASA ?",
                        "Which Texan city is the city of oil and of NASA's space centre?",
                    ],
                ),
                pair(
                    ["Détroit", "Detroit"],
                    [
                        "la capitale de l'automobile, frappée par la désindustrialisation",
                        "the car capital, hit by deindustrialisation",
                    ],
                    [
                        "Qu'est-ce qui caractérise Détroit ?",
                        "What characterises Detroit?",
                    ],
                    [
                        "Quelle ville, capitale de l'automobile, est frappée par la désindustrialisation ?",
                        "Which city, the car capital, is hit by deindustrialisation?",
                    ],
                ),
                pair(
                    ["Chicago", "Chicago"],
                    [
                        "le grand carrefour de transports au bord du lac Michigan",
                        "the great transport hub on the shore of Lake Michigan",
                    ],
                    [
                        "Qu'est-ce qui caractérise Chicago ?",
                        "What characterises Chicago?",
                    ],
                    [
                        "Quelle ville est le grand carrefour de transports au bord du lac Michigan ?",
                        "Which city is the great transport hub on the shore of Lake Michigan?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les États de la Sun Belt", "The states of the Sun Belt"],
        which: [
            "Parmi ces États des États-Unis, lesquels font partie de la Sun Belt ?",
            "Which of these states of the United States are part of the Sun Belt?",
        ],
        which_not: [
            "Parmi ces États des États-Unis, lesquels ne font pas partie de la Sun Belt ?",
            "Which of these states of the United States are not part of the Sun Belt?",
        ],
        members: &[
            ["la Californie", "California"],
            ["le Texas", "Texas"],
            ["la Floride", "Florida"],
            ["l'Arizona", "Arizona"],
        ],
        others: &[
            ["le Michigan", "Michigan"],
            ["l'Ohio", "Ohio"],
            ["le Massachusetts", "Massachusetts"],
            ["le Minnesota", "Minnesota"],
        ],
    }],
    sequences: &[timeline(
        [
            "Le territoire des États-Unis face à la mondialisation",
            "The territory of the United States facing globalisation",
        ],
        &[
            [
                "l'ouverture du canal de Panama entre l'Atlantique et le Pacifique",
                "the opening of the Panama Canal between the Atlantic and the Pacific",
            ],
            [
                "le lancement du réseau d'autoroutes inter-États",
                "the launch of the Interstate highway network",
            ],
            [
                "la fondation d'Apple dans la Silicon Valley",
                "the founding of Apple in Silicon Valley",
            ],
            [
                "l'entrée en vigueur de l'ALENA avec le Canada et le Mexique",
                "the entry into force of NAFTA with Canada and Mexico",
            ],
            [
                "la faillite de la ville de Détroit",
                "the bankruptcy of the city of Detroit",
            ],
            [
                "l'entrée en vigueur de l'ACEUM, qui remplace l'ALENA",
                "the entry into force of the USMCA, which replaces NAFTA",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année l'ALENA entre-t-il en vigueur ?",
                "In which year does NAFTA come into force?",
            ],
            [
                "l'entrée en vigueur de l'ALENA",
                "the entry into force of NAFTA",
            ],
            1994.0,
        ),
        count(
            [
                "Combien d'États forment les États-Unis ?",
                "How many states make up the United States?",
            ],
            [
                "les États des États-Unis",
                "the states of the United States",
            ],
            50.0,
        ),
        count(
            [
                "Environ combien de millions d'habitants les États-Unis comptent-ils au recensement de 2020 ?",
                "About how many million inhabitants does the United States count at the 2020 census?",
            ],
            [
                "les habitants des États-Unis en 2020 (en millions)",
                "the inhabitants of the United States in 2020 (in millions)",
            ],
            331.0,
        ),
        year(
            [
                "En quelle année la ville de Détroit se déclare-t-elle en faillite ?",
                "In which year does the city of Detroit declare bankruptcy?",
            ],
            ["la faillite de Détroit", "Detroit's bankruptcy"],
            2013.0,
        ),
    ],
    diagrams: &[],
};
