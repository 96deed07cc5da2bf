//! Histoire-géographie, 4e chapters served by the banks of `hg/l4b.rs`.

use super::{Entry, notion};

pub(super) static ENTRIES: &[Entry] = &[
    Entry {
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
    },
    Entry {
        chapters: &["histoire-geographie-4e-l-europe-des-lumieres"],
        title_en: "The Europe of the Enlightenment: the spread of ideas, enlightened despotism and the challenge to absolutism",
        intro: [
            "Au XVIIIe siècle, les philosophes des Lumières veulent éclairer les hommes par la raison. Leurs idées circulent dans toute l'Europe et remettent en cause l'absolutisme et l'intolérance religieuse.",
            "In the 18th century, the philosophers of the Enlightenment seek to enlighten people through reason. Their ideas spread across Europe and challenge absolutism and religious intolerance.",
        ],
        notions: &[
            notion(
                "philosophes",
                "understand",
                [
                    "Les idées des philosophes",
                    "Expliquer comment les philosophes critiquent l'absolutisme",
                    "Lumières",
                    "Les Lumières sont le mouvement intellectuel du XVIIIe siècle qui veut éclairer les hommes par la raison.",
                    "Critiquer l'absolutisme",
                    "Montesquieu défend la séparation des pouvoirs dans De l'esprit des lois en 1748. Voltaire combat l'intolérance religieuse dans son Traité sur la tolérance en 1763. Rousseau affirme en 1762 dans Du contrat social que la souveraineté appartient au peuple.",
                    "Les philosophes défendent la raison, la liberté et la tolérance contre l'absolutisme.",
                ],
                [
                    "The ideas of the philosophers",
                    "Explain how the philosophers criticise absolutism",
                    "Enlightenment",
                    "The Enlightenment is the 18th-century intellectual movement that seeks to enlighten people through reason.",
                    "Criticising absolutism",
                    "Montesquieu argues for the separation of powers in The Spirit of the Laws in 1748. Voltaire fights religious intolerance in his Treatise on Tolerance in 1763. In 1762, Rousseau states in The Social Contract that sovereignty belongs to the people.",
                    "The philosophers defend reason, freedom and tolerance against absolutism.",
                ],
            ),
            notion(
                "despotisme-eclaire",
                "remember",
                [
                    "La circulation des idées",
                    "Citer les moyens par lesquels les idées des Lumières se diffusent en Europe",
                    "Despotisme éclairé",
                    "Le despotisme éclairé est le gouvernement de souverains absolus qui disent s'inspirer des idées des philosophes.",
                    "Des salons aux cours d'Europe",
                    "Les idées nouvelles se diffusent dans les salons, les cafés, les académies et par les livres, malgré la censure. L'Encyclopédie, dirigée par Diderot et d'Alembert, paraît à partir de 1751. Frédéric II de Prusse accueille Voltaire et Catherine II de Russie reçoit Diderot.",
                    "Le premier volume de l'Encyclopédie paraît en 1751.",
                ],
                [
                    "The spread of ideas",
                    "List the ways in which the ideas of the Enlightenment spread across Europe",
                    "Enlightened despotism",
                    "Enlightened despotism is the rule of absolute monarchs who claim to draw on the ideas of the philosophers.",
                    "From the salons to the courts of Europe",
                    "New ideas spread in salons, cafés and academies and through books, despite censorship. The Encyclopédie, edited by Diderot and d'Alembert, comes out from 1751. Frederick II of Prussia welcomes Voltaire and Catherine II of Russia receives Diderot.",
                    "The first volume of the Encyclopédie comes out in 1751.",
                ],
            ),
        ],
    },
    Entry {
        chapters: &["histoire-geographie-4e-revolution-industrielle"],
        title_en: "The Europe of the Industrial Revolution",
        intro: [
            "Au XIXe siècle, l'Europe s'industrialise : la machine à vapeur, le charbon et le chemin de fer transforment la production, les paysages et la société. Une nouvelle classe sociale apparaît, celle des ouvriers.",
            "In the 19th century, Europe industrialises: the steam engine, coal and the railway transform production, landscapes and society. A new social class appears, the industrial workers.",
        ],
        notions: &[
            notion(
                "industrialisation",
                "understand",
                [
                    "Une économie transformée",
                    "Expliquer comment la machine à vapeur transforme la production",
                    "Industrialisation",
                    "L'industrialisation est le passage d'une économie surtout agricole et artisanale à une économie dominée par l'industrie.",
                    "Charbon, vapeur et usines",
                    "La machine à vapeur, perfectionnée par James Watt, fonctionne au charbon. Elle actionne les métiers à tisser des usines textiles et les locomotives des chemins de fer. Des régions minières et industrielles se développent, comme la Ruhr en Allemagne ou Le Creusot en France.",
                    "Le charbon est la principale source d'énergie de l'industrialisation au XIXe siècle.",
                ],
                [
                    "A transformed economy",
                    "Explain how the steam engine transforms production",
                    "Industrialisation",
                    "Industrialisation is the shift from a mainly farming and craft economy to an economy dominated by industry.",
                    "Coal, steam and factories",
                    "The steam engine, improved by James Watt, runs on coal. It drives the looms of textile factories and the locomotives of the railways. Mining and industrial regions grow, such as the Ruhr in Germany or Le Creusot in France.",
                    "Coal is the main source of energy of industrialisation in the 19th century.",
                ],
            ),
            notion(
                "ouvriers",
                "understand",
                [
                    "Le monde ouvrier",
                    "Décrire les conditions de vie des ouvriers et leurs luttes",
                    "Exode rural",
                    "L'exode rural est le départ massif des habitants des campagnes vers les villes.",
                    "Des conditions difficiles",
                    "Les ouvriers, hommes, femmes et enfants, travaillent souvent plus de douze heures par jour pour de bas salaires et vivent dans des logements insalubres. Ils s'organisent pour défendre leurs droits : le droit de grève est reconnu en France en 1864 et les syndicats y sont autorisés en 1884.",
                    "Les syndicats sont autorisés en France en 1884.",
                ],
                [
                    "The working class",
                    "Describe the living conditions of workers and their struggles",
                    "Rural exodus",
                    "The rural exodus is the mass departure of country people for the towns.",
                    "Hard conditions",
                    "Workers, men, women and children, often work more than twelve hours a day for low wages and live in unhealthy housing. They organise to defend their rights: the right to strike is recognised in France in 1864 and trade unions are legalised there in 1884.",
                    "Trade unions are legalised in France in 1884.",
                ],
            ),
        ],
    },
];
