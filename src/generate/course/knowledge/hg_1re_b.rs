//! Histoire-géographie 1re, themes 3 and 4 of history (programme de première générale et
//! technologique, BO spécial n° 1 du 22 janvier 2019), from their fact banks (`builtin/hg/l1b.rs`).

use super::{Entry, notion};

pub(super) static ENTRIES: &[Entry] = &[
    Entry {
        chapters: &["histoire-geographie-1re-projet-republicain"],
        title_en: "Putting the republican project into practice",
        intro: [
            "Née de la défaite de 1870, la IIIe République s'enracine en une trentaine d'années : les républicains gagnent le pouvoir, fondent l'école gratuite, laïque et obligatoire, votent les grandes libertés et séparent les Églises et l'État, malgré les crises du boulangisme et de l'affaire Dreyfus.",
            "Born of the defeat of 1870, the Third Republic takes root in some thirty years: the republicans win power, found free, secular and compulsory schooling, pass the great freedoms and separate the Churches and the State, despite the crises of Boulangism and the Dreyfus affair.",
        ],
        notions: &[
            notion(
                "republique-enracinee",
                "remember",
                [
                    "L'enracinement de la République",
                    "Citer les lois qui fondent la République et ses libertés entre 1875 et 1905",
                    "Régime parlementaire",
                    "Le régime parlementaire est le régime dans lequel le gouvernement est responsable devant les députés, qui peuvent le renverser.",
                    "Des lois constitutionnelles aux grandes libertés",
                    "Les lois constitutionnelles de 1875 organisent la République. Après la démission de Mac Mahon en 1879, les républicains dominent : lois Ferry sur l'école gratuite (1881), obligatoire et laïque (1882), liberté de réunion et de la presse (1881), liberté syndicale (1884), liberté d'association (1901).",
                    "1881-1882 : l'école gratuite, laïque et obligatoire.",
                ],
                [
                    "The Republic takes root",
                    "List the laws that found the Republic and its freedoms between 1875 and 1905",
                    "Parliamentary system",
                    "The parliamentary system is the system in which the government is answerable to the deputies, who can overthrow it.",
                    "From the constitutional laws to the great freedoms",
                    "The constitutional laws of 1875 organise the Republic. After Mac Mahon resigns in 1879, the republicans dominate: Ferry laws on free (1881), compulsory and secular (1882) schooling, freedom of assembly and of the press (1881), freedom of trade unions (1884), freedom of association (1901).",
                    "1881-1882: free, secular and compulsory schooling.",
                ],
            ),
            notion(
                "crises-et-laicite",
                "understand",
                [
                    "Crises et laïcité",
                    "Expliquer comment la République surmonte ses crises et devient laïque",
                    "Laïcité",
                    "La laïcité est le principe qui sépare les Églises et l'État, garantit la liberté de conscience et impose la neutralité religieuse de l'État.",
                    "Du boulangisme à la loi de 1905",
                    "À la fin des années 1880, le boulangisme menace la République. De 1894 à 1906, l'affaire Dreyfus divise la France entre dreyfusards, défenseurs des droits de l'individu, et antidreyfusards, souvent antisémites. Les républicains qui l'emportent votent en 1905 la loi de séparation des Églises et de l'État.",
                    "1905 : la séparation des Églises et de l'État.",
                ],
                [
                    "Crises and secularism",
                    "Explain how the Republic overcomes its crises and becomes secular",
                    "Secularism",
                    "Secularism is the principle that separates the Churches and the State, guarantees freedom of conscience and requires the religious neutrality of the State.",
                    "From Boulangism to the law of 1905",
                    "At the end of the 1880s, Boulangism threatens the Republic. From 1894 to 1906, the Dreyfus affair divides France between Dreyfusards, defenders of individual rights, and anti-Dreyfusards, often antisemitic. The victorious republicans pass in 1905 the law separating the Churches and the State.",
                    "1905: the separation of the Churches and the State.",
                ],
            ),
        ],
    },
    Entry {
        chapters: &["histoire-geographie-1re-societe-francaise-jusqu-en-1914"],
        title_en: "Continuity and change in French society up to 1914",
        intro: [
            "Avant 1914, la France reste un pays très rural, mais le monde ouvrier grandit, s'organise en syndicats et en partis, et accueille de nombreux immigrés ; les femmes conquièrent quelques droits sans obtenir le droit de vote.",
            "Before 1914, France remains a very rural country, but the working world grows, organises itself in trade unions and parties, and takes in many immigrants; women win a few rights without obtaining the vote.",
        ],
        notions: &[
            notion(
                "mouvement-ouvrier",
                "understand",
                [
                    "Le mouvement ouvrier",
                    "Décrire l'organisation du mouvement ouvrier avant 1914",
                    "Syndicalisme révolutionnaire",
                    "Le syndicalisme révolutionnaire est le courant ouvrier qui veut transformer la société par la grève générale, sans passer par les partis.",
                    "Syndicats et partis",
                    "Autorisés en 1884, les syndicats se regroupent en 1895 dans la CGT, qui affirme son indépendance envers les partis en 1906. Les socialistes s'unissent en 1905 dans la SFIO, où Jean Jaurès joue un grand rôle. Les premières lois sociales apparaissent : repos hebdomadaire (1906), retraites ouvrières et paysannes (1910).",
                    "1895 : la CGT ; 1905 : la SFIO.",
                ],
                [
                    "The labour movement",
                    "Describe the organisation of the labour movement before 1914",
                    "Revolutionary syndicalism",
                    "Revolutionary syndicalism is the workers' movement that wants to transform society through the general strike, without going through the parties.",
                    "Trade unions and parties",
                    "Authorised in 1884, trade unions come together in 1895 in the CGT, which asserts its independence from the parties in 1906. The socialists unite in 1905 in the SFIO, where Jean Jaurès plays a great part. The first social laws appear: weekly rest day (1906), workers' and peasants' pensions (1910).",
                    "1895: the CGT; 1905: the SFIO.",
                ],
            ),
            notion(
                "immigres-et-femmes",
                "understand",
                [
                    "Immigrés et femmes",
                    "Expliquer la place des immigrés et des femmes dans la société d'avant 1914",
                    "Xénophobie",
                    "La xénophobie est l'hostilité envers les étrangers.",
                    "Des droits inégaux",
                    "Belges et Italiens viennent travailler dans les mines, les usines et les champs, et subissent parfois la xénophobie, comme à Aigues-Mortes en 1893. Les femmes, nombreuses au travail, obtiennent l'accès aux lycées (1880), le divorce (1884) et la libre disposition de leur salaire (1907), mais pas le droit de vote, réclamé par des féministes comme Hubertine Auclert.",
                    "Avant 1914, les Françaises ne votent pas.",
                ],
                [
                    "Immigrants and women",
                    "Explain the place of immigrants and women in society before 1914",
                    "Xenophobia",
                    "Xenophobia is hostility towards foreigners.",
                    "Unequal rights",
                    "Belgians and Italians come to work in the mines, factories and fields, and sometimes suffer from xenophobia, as at Aigues-Mortes in 1893. Women, many of whom work, win access to lycées (1880), divorce (1884) and the free use of their wages (1907), but not the vote, demanded by feminists such as Hubertine Auclert.",
                    "Before 1914, French women do not vote.",
                ],
            ),
        ],
    },
    Entry {
        chapters: &["histoire-geographie-1re-metropole-et-colonies"],
        title_en: "Mother country and colonies",
        intro: [
            "De la prise d'Alger en 1830 aux années 1930, la France se constitue le deuxième empire colonial du monde. La République y impose une domination qui refuse aux colonisés les droits des citoyens, tout en la célébrant en métropole.",
            "From the capture of Algiers in 1830 to the 1930s, France builds up the second largest colonial empire in the world. The Republic imposes a domination there that denies the colonised the rights of citizens, while celebrating it in the mother country.",
        ],
        notions: &[
            notion(
                "empire-colonial",
                "remember",
                [
                    "La formation de l'empire",
                    "Citer les étapes de la formation de l'empire colonial français",
                    "Protectorat",
                    "Un protectorat est un territoire qui garde son souverain mais dont la puissance coloniale contrôle l'administration et la politique extérieure.",
                    "De l'Algérie au Maroc",
                    "La conquête de l'Algérie commence en 1830 ; le territoire est divisé en départements en 1848. La IIIe République étend l'empire : protectorat sur la Tunisie (1881), Union indochinoise (1887), AOF (1895), Madagascar (1896), AEF (1910), protectorat sur le Maroc (1912). La conférence de Berlin (1884-1885) fixe les règles du partage de l'Afrique entre Européens.",
                    "1830 : la prise d'Alger ouvre la conquête.",
                ],
                [
                    "The making of the empire",
                    "List the stages of the making of the French colonial empire",
                    "Protectorate",
                    "A protectorate is a territory that keeps its ruler but whose administration and foreign policy are controlled by the colonial power.",
                    "From Algeria to Morocco",
                    "The conquest of Algeria begins in 1830; the territory is divided into departments in 1848. The Third Republic extends the empire: protectorate over Tunisia (1881), Indochinese Union (1887), French West Africa (1895), Madagascar (1896), French Equatorial Africa (1910), protectorate over Morocco (1912). The Berlin Conference (1884-1885) sets the rules for the partition of Africa between Europeans.",
                    "1830: the capture of Algiers opens the conquest.",
                ],
            ),
            notion(
                "domination-coloniale",
                "analyze",
                [
                    "La domination coloniale",
                    "Analyser l'inégalité entre colons et colonisés",
                    "Code de l'indigénat",
                    "Le code de l'indigénat est l'ensemble de règles et de peines spéciales imposées aux seuls colonisés, appliqué en Algérie à partir de 1881.",
                    "Sujets et citoyens",
                    "Les colonisés sont des sujets, soumis au code de l'indigénat et parfois au travail forcé, alors que les colons sont des citoyens. La colonisation est justifiée au nom d'une mission civilisatrice et célébrée en métropole, par exemple lors de l'Exposition coloniale internationale de Paris en 1931.",
                    "Les colonisés sont des sujets, non des citoyens.",
                ],
                [
                    "Colonial domination",
                    "Examine the inequality between settlers and colonised",
                    "Native code",
                    "The native code is the set of special rules and penalties imposed on the colonised alone, applied in Algeria from 1881.",
                    "Subjects and citizens",
                    "The colonised are subjects, under the native code and sometimes forced labour, whereas the settlers are citizens. Colonisation is justified in the name of a civilising mission and celebrated in the mother country, for instance at the International Colonial Exhibition in Paris in 1931.",
                    "The colonised are subjects, not citizens.",
                ],
            ),
        ],
    },
];
