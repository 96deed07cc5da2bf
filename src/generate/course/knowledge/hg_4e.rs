//! Histoire-géographie, 4e chapters served by the banks of `hg/l4b.rs`.

use super::{Entry, notion};

pub(super) static ENTRIES: &[Entry] = &[Entry {
    chapters: &["histoire-geographie-4e-bourgeoisies-negoces-et-traites-negrieres"],
    title_en: "Merchant middle classes, international trade and the slave trades in the 18th century",
    intro: [
        "Au XVIIIe siècle, les ports de la façade atlantique s'enrichissent grâce au commerce avec les colonies d'Amérique. Cette prospérité repose sur la traite négrière et l'esclavage de millions d'Africains.",
        "In the 18th century, the Atlantic ports grow rich from trade with the American colonies. This prosperity rests on the slave trade and the enslavement of millions of Africans.",
    ],
    notions: &[
        notion(
            "commerce-triangulaire",
            "understand",
            [
                "Le commerce triangulaire",
                "Décrire les étapes du commerce triangulaire",
                "Traite négrière",
                "La traite négrière est le commerce des captifs africains vendus comme esclaves.",
                "Un circuit entre trois continents",
                "Les navires partent d'un port comme Nantes chargés d'armes, de tissus et d'alcool, les échangent contre des captifs en Afrique, traversent l'Atlantique et vendent les esclaves aux Antilles, puis rapportent en Europe sucre, café et coton.",
                "Nantes est le premier port négrier français au XVIIIe siècle.",
            ],
            [
                "The triangular trade",
                "Describe the stages of the triangular trade",
                "Slave trade",
                "The slave trade is the trade in African captives sold as slaves.",
                "A circuit between three continents",
                "Ships leave a port such as Nantes loaded with weapons, cloth and alcohol, exchange them for captives in Africa, cross the Atlantic and sell the slaves in the West Indies, then bring sugar, coffee and cotton back to Europe.",
                "Nantes is the leading French slave-trading port in the 18th century.",
            ],
        ),
        notion(
            "esclavage",
            "remember",
            [
                "L'esclavage dans les colonies",
                "Citer les grandes dates de l'histoire de l'esclavage dans les colonies françaises",
                "Code noir",
                "Le Code noir est l'ordonnance royale de 1685 qui fixe le sort des esclaves dans les colonies françaises.",
                "De l'esclavage à son abolition",
                "Dans les plantations, les esclaves travaillent sans droits ; certains résistent par le marronnage ou la révolte, comme à Saint-Domingue en 1791. La Convention abolit l'esclavage en 1794, Bonaparte le rétablit en 1802, et il est définitivement aboli en 1848.",
                "L'esclavage est définitivement aboli dans les colonies françaises en 1848.",
            ],
            [
                "Slavery in the colonies",
                "Recall the key dates in the history of slavery in the French colonies",
                "Code Noir",
                "The Code Noir is the royal ordinance of 1685 that lays down the lot of slaves in the French colonies.",
                "From slavery to its abolition",
                "On the plantations, slaves work without rights; some resist by running away or by revolt, as in Saint-Domingue in 1791. The Convention abolishes slavery in 1794, Bonaparte restores it in 1802, and it is abolished for good in 1848.",
                "Slavery is abolished for good in the French colonies in 1848.",
            ],
        ),
    ],
}];
