//! Géographie 1re and 2de (programme de première et de seconde générales et technologiques, BO
//! spécial n° 1 du 22 janvier 2019), from their fact banks (`builtin/hg/g1.rs`).

use super::{Entry, notion};

pub(super) static ENTRIES: &[Entry] = &[
    Entry {
        chapters: &["histoire-geographie-1re-metropolisation"],
        title_en: "Metropolisation: a worldwide and uneven process",
        intro: [
            "Depuis 2007 environ, plus de la moitié de l'humanité vit en ville. Les plus grandes villes, les métropoles, concentrent la population, les richesses et les fonctions de commandement, mais elles s'étalent et se fragmentent.",
            "Since about 2007, more than half of humanity has lived in towns and cities. The largest cities, the metropolises, concentrate population, wealth and command functions, but they sprawl and become fragmented.",
        ],
        notions: &[
            notion(
                "metropoles-et-villes-mondiales",
                "understand",
                [
                    "Métropoles et villes mondiales",
                    "Expliquer pourquoi les métropoles concentrent les fonctions de commandement",
                    "Métropolisation",
                    "La métropolisation est le processus de concentration des populations, des activités et des fonctions de commandement dans les plus grandes villes.",
                    "Une hiérarchie mondiale",
                    "Les métropoles accueillent les sièges sociaux des grandes firmes, les places boursières, les universités et les centres de décision politique. Au sommet, quelques villes mondiales comme New York, Londres, Tokyo ou Paris rayonnent sur toute la planète. Selon l'ONU, le monde compte 33 mégapoles de plus de 10 millions d'habitants en 2018, et Tokyo est la plus grande agglomération avec environ 37 millions d'habitants.",
                    "Les villes mondiales commandent l'économie de la planète.",
                ],
                [
                    "Metropolises and global cities",
                    "Explain why metropolises concentrate command functions",
                    "Metropolisation",
                    "Metropolisation is the process by which population, activities and command functions become concentrated in the largest cities.",
                    "A world hierarchy",
                    "Metropolises host the head offices of large firms, stock exchanges, universities and centres of political decision. At the top, a few global cities such as New York, London, Tokyo or Paris reach across the whole planet. According to the UN, the world has 33 megacities of more than 10 million inhabitants in 2018, and Tokyo is the largest urban area with about 37 million inhabitants.",
                    "Global cities command the economy of the planet.",
                ],
            ),
            notion(
                "recompositions-urbaines",
                "analyze",
                [
                    "Les recompositions des métropoles",
                    "Analyser les transformations internes des métropoles",
                    "Gentrification",
                    "La gentrification est le remplacement progressif des habitants modestes d'un quartier ancien par des habitants plus aisés.",
                    "Étalement, gentrification, fragmentation",
                    "Les métropoles s'étendent sur les campagnes voisines : c'est l'étalement urbain. Leurs centres anciens se gentrifient, tandis que des quartiers d'affaires comme La Défense concentrent les bureaux. Les inégalités créent une fragmentation urbaine, des quartiers fermés aux bidonvilles comme Dharavi à Mumbai. En France, la Métropole de Lyon (2015) et la Métropole du Grand Paris (2016) organisent ces espaces.",
                    "Les métropoles s'étalent, se gentrifient et se fragmentent.",
                ],
                [
                    "How metropolises change",
                    "Analyze the changes inside metropolises",
                    "Gentrification",
                    "Gentrification is the gradual replacement of the poorer residents of an old neighbourhood by wealthier ones.",
                    "Sprawl, gentrification, fragmentation",
                    "Metropolises spread over the nearby countryside: this is urban sprawl. Their old centres become gentrified, while business districts such as La Défense concentrate offices. Inequalities create urban fragmentation, from gated communities to slums such as Dharavi in Mumbai. In France, the Lyon Metropolis (2015) and the Greater Paris Metropolis (2016) organise these areas.",
                    "Metropolises sprawl, gentrify and become fragmented.",
                ],
            ),
        ],
    },
    Entry {
        chapters: &["histoire-geographie-1re-espaces-et-acteurs-de-la-production"],
        title_en: "A diversification of the areas and actors of production",
        intro: [
            "La production de biens et de services se mondialise : les firmes transnationales répartissent leurs activités entre les pays, tandis que les États et les territoires cherchent à attirer les entreprises.",
            "The production of goods and services is becoming global: transnational corporations spread their activities over several countries, while states and territories try to attract companies.",
        ],
        notions: &[
            notion(
                "chaines-de-valeur",
                "understand",
                [
                    "Firmes transnationales et chaînes de valeur",
                    "Expliquer comment une firme transnationale organise sa production à l'échelle mondiale",
                    "Chaîne de valeur mondiale",
                    "Une chaîne de valeur mondiale est la répartition entre plusieurs pays des étapes de fabrication d'un produit, de sa conception à sa vente.",
                    "Produire à l'échelle du monde",
                    "Une firme transnationale comme Apple ou Airbus conçoit ses produits dans ses pays d'origine, fait fabriquer des pièces par des sous-traitants et assemble là où les coûts sont faibles. Les délocalisations ont été favorisées par la création de l'OMC en 1995 et l'entrée de la Chine dans l'OMC en 2001. Certaines activités reviennent aujourd'hui dans leur pays d'origine : ce sont des relocalisations.",
                    "Une firme transnationale répartit les étapes de sa production entre plusieurs pays.",
                ],
                [
                    "Transnational corporations and value chains",
                    "Explain how a transnational corporation organises its production worldwide",
                    "Global value chain",
                    "A global value chain is the spreading over several countries of the stages of making a product, from its design to its sale.",
                    "Producing on a world scale",
                    "A transnational corporation such as Apple or Airbus designs its products in its home countries, has parts made by subcontractors and assembles where costs are low. Offshoring was encouraged by the creation of the WTO in 1995 and China's entry into the WTO in 2001. Some activities now return to their home country: this is reshoring.",
                    "A transnational corporation spreads the stages of its production over several countries.",
                ],
            ),
            notion(
                "espaces-productifs",
                "analyze",
                [
                    "Des espaces productifs variés",
                    "Distinguer les différents types d'espaces productifs",
                    "Technopôle",
                    "Un technopôle est un parc aménagé qui accueille des entreprises de haute technologie à proximité d'universités et de laboratoires.",
                    "Ports, technopôles et métropoles",
                    "Les industries lourdes se concentrent dans les zones industrialo-portuaires comme Rotterdam ou Fos-sur-Mer. Les activités d'innovation recherchent les technopôles, comme la Silicon Valley ou Sophia Antipolis, créé en 1969. En France, l'État labellise depuis 2005 des pôles de compétitivité qui rapprochent entreprises, laboratoires et centres de formation.",
                    "L'innovation se concentre dans les technopôles et les métropoles.",
                ],
                [
                    "Varied production areas",
                    "Distinguish the different kinds of production areas",
                    "Technology park",
                    "A technology park is a planned park that hosts high-tech companies close to universities and laboratories.",
                    "Ports, technology parks and metropolises",
                    "Heavy industries are concentrated in port industrial zones such as Rotterdam or Fos-sur-Mer. Innovation seeks technology parks, such as Silicon Valley or Sophia Antipolis, created in 1969. In France, since 2005 the state has approved competitiveness clusters that bring together companies, laboratories and training centres.",
                    "Innovation is concentrated in technology parks and metropolises.",
                ],
            ),
        ],
    },
];
