//! Géographie 6e (cycle 3, programme du BO n° 31 du 30 juillet 2020), from its fact banks
//! (`builtin/hg/geo6.rs`).

use super::{Entry, notion};

pub(super) static ENTRIES: &[Entry] = &[Entry {
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
}];
