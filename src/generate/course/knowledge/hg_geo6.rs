//! Géographie 6e (cycle 3, programme du BO n° 31 du 30 juillet 2020), from its fact banks
//! (`builtin/hg/geo6.rs`).

use super::{Entry, notion};

pub(super) static ENTRIES: &[Entry] = &[
    Entry {
        chapters: &["histoire-geographie-6e-les-metropoles-et-leurs-habitants"],
        title_en: "Metropolises and their inhabitants",
        intro: [
            "Depuis 2007, plus de la moitié de l'humanité vit en ville. Les métropoles, de Tokyo à Lagos, attirent les habitants et les activités ; y habiter, c'est s'y loger, y travailler et s'y déplacer.",
            "Since 2007, more than half of humankind has lived in cities. Metropolises, from Tokyo to Lagos, attract people and activities; living in one means finding a home, working and getting around there.",
        ],
        notions: &[
            notion(
                "metropole",
                "remember",
                [
                    "Les métropoles",
                    "Définir une métropole et une mégapole",
                    "Métropole",
                    "Une métropole est une grande ville qui concentre les habitants, les activités et les pouvoirs de décision.",
                    "Les mégapoles",
                    "Selon l'ONU, une mégapole est une ville de plus de 10 millions d'habitants, comme Tokyo au Japon, Mumbai en Inde, Lagos au Nigeria ou São Paulo au Brésil.",
                    "Les plus grandes métropoles se trouvent aujourd'hui surtout en Asie.",
                ],
                [
                    "Metropolises",
                    "Define a metropolis and a megacity",
                    "Metropolis",
                    "A metropolis is a large city that concentrates people, activities and decision-making power.",
                    "Megacities",
                    "According to the UN, a megacity is a city of more than 10 million inhabitants, such as Tokyo in Japan, Mumbai in India, Lagos in Nigeria or São Paulo in Brazil.",
                    "Most of the largest metropolises are now in Asia.",
                ],
            ),
            notion(
                "espaces",
                "understand",
                [
                    "Les espaces d'une métropole",
                    "Décrire l'organisation d'une métropole, du centre à la périphérie",
                    "Étalement urbain",
                    "L'étalement urbain est l'extension de la ville sur les espaces agricoles et naturels qui l'entourent.",
                    "Du centre à la périphérie",
                    "Autour de la ville-centre s'étend la banlieue, urbanisée de façon continue, puis l'espace périurbain, où les maisons se mêlent aux champs, avant l'espace rural.",
                    "Le quartier d'affaires concentre les sièges d'entreprises, les banques et les tours de bureaux.",
                ],
                [
                    "The areas of a metropolis",
                    "Describe how a metropolis is organised, from the centre to the edge",
                    "Urban sprawl",
                    "Urban sprawl is the spread of the city over the farmland and natural areas around it.",
                    "From the centre to the edge",
                    "Around the central city lie the suburbs, continuously built up, then the periurban area, where houses mix with fields, before the countryside.",
                    "The business district concentrates company headquarters, banks and office towers.",
                ],
            ),
            notion(
                "habiter",
                "understand",
                [
                    "Habiter une métropole",
                    "Expliquer comment les habitants se logent et se déplacent dans une métropole",
                    "Migration pendulaire",
                    "Une migration pendulaire est le trajet fait chaque jour entre le domicile et le lieu de travail ou d'études.",
                    "Des inégalités",
                    "Les habitants n'ont pas tous les mêmes conditions de vie : à côté des quartiers aisés, des bidonvilles regroupent des habitations précaires, souvent sans eau courante.",
                    "Le métro, le tramway, le bus et le train de banlieue sont des transports en commun qui limitent les embouteillages et la pollution.",
                ],
                [
                    "Living in a metropolis",
                    "Explain how people find a home and get around in a metropolis",
                    "Commute",
                    "A commute is the journey made every day between home and the place of work or study.",
                    "Inequalities",
                    "Not all inhabitants have the same living conditions: next to wealthy districts, slums group makeshift homes, often without running water.",
                    "The underground, the tram, the bus and the suburban train are public transport that reduce traffic jams and pollution.",
                ],
            ),
        ],
    },
    Entry {
        chapters: &["histoire-geographie-6e-repartition-de-la-population-mondiale"],
        title_en: "The distribution of the world population and its dynamics",
        intro: [
            "La Terre compte environ 8 milliards d'habitants, très inégalement répartis : la plupart vivent en Asie, quand de vastes espaces sont presque vides. La population mondiale continue d'augmenter, surtout en Afrique.",
            "The Earth has about 8 billion inhabitants, very unevenly spread: most live in Asia, while vast areas are almost empty. The world population keeps growing, above all in Africa.",
        ],
        notions: &[
            notion(
                "repartition",
                "understand",
                [
                    "Une population inégalement répartie",
                    "Situer les grands foyers de peuplement et les déserts humains",
                    "Foyer de peuplement",
                    "Un foyer de peuplement est une vaste région où vit une grande partie de la population, avec de fortes densités.",
                    "Foyers et déserts humains",
                    "Les trois grands foyers de peuplement sont l'Asie de l'Est, l'Asie du Sud et l'Europe de l'Ouest. Les déserts humains, vides ou presque vides d'habitants, sont des espaces aux fortes contraintes : déserts chauds comme le Sahara, régions froides comme la Sibérie ou le Groenland, forêt équatoriale comme l'Amazonie, hautes montagnes comme l'Himalaya.",
                    "L'Asie est le continent le plus peuplé, devant l'Afrique, l'Amérique, l'Europe et l'Océanie.",
                ],
                [
                    "An unevenly spread population",
                    "Describe where the main population clusters and the empty areas lie",
                    "Population cluster",
                    "A population cluster is a vast region where a large part of the population lives, with high densities.",
                    "Clusters and empty areas",
                    "The three main population clusters are East Asia, South Asia and Western Europe. Empty areas, with no or almost no inhabitants, are areas with strong constraints: hot deserts such as the Sahara, cold regions such as Siberia or Greenland, equatorial forest such as Amazonia, high mountains such as the Himalayas.",
                    "Asia is the most populated continent, ahead of Africa, America, Europe and Oceania.",
                ],
            ),
            notion(
                "densite",
                "apply",
                [
                    "La densité de population",
                    "Calculer et comparer des densités de population",
                    "Densité de population",
                    "La densité de population est le nombre moyen d'habitants par kilomètre carré : on divise le nombre d'habitants par la superficie.",
                    "Lire une carte des densités",
                    "Sur une carte, les couleurs foncées montrent les fortes densités et les couleurs claires les faibles densités.",
                    "Les fortes densités se trouvent souvent près des littoraux, dans les plaines et les vallées des grands fleuves, comme la vallée du Nil.",
                ],
                [
                    "Population density",
                    "Calculate and compare population densities",
                    "Population density",
                    "Population density is the average number of inhabitants per square kilometre: the number of inhabitants is divided by the area.",
                    "Reading a density map",
                    "On a map, dark colours show high densities and light colours low densities.",
                    "High densities are often found near coasts, in plains and in the valleys of great rivers, such as the Nile valley.",
                ],
            ),
            notion(
                "croissance",
                "understand",
                [
                    "Une population qui augmente",
                    "Décrire la croissance de la population mondiale",
                    "Accroissement naturel",
                    "L'accroissement naturel est la différence entre le nombre de naissances et le nombre de décès.",
                    "Plus de 8 milliards d'habitants",
                    "Selon l'ONU, la population mondiale a atteint 7 milliards d'habitants en 2011 et 8 milliards en 2022. La croissance démographique est aujourd'hui la plus forte en Afrique.",
                    "Avec l'exode rural, le départ des habitants des campagnes vers les villes, la population mondiale devient surtout urbaine.",
                ],
                [
                    "A growing population",
                    "Describe the growth of the world population",
                    "Natural increase",
                    "Natural increase is the difference between the number of births and the number of deaths.",
                    "More than 8 billion inhabitants",
                    "According to the UN, the world population reached 7 billion in 2011 and 8 billion in 2022. Population growth is now strongest in Africa.",
                    "With the rural exodus, the departure of country people for the cities, the world population is becoming mainly urban.",
                ],
            ),
        ],
    },
];
