//! Histoire-géographie 1re, themes 3 and 4 of history (programme de première générale et
//! technologique, BO spécial n° 1 du 22 janvier 2019): the Third Republic before 1914 and the
//! First World War, one fact bank per chapter, with its own [`BANKS`] and [`FAMILY`].

use super::l4::year;
use super::timeline;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Relation, pair};

/// The family of these banks: a catalog entry's mode is the index of its chapter's bank in
/// [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// The banks, in the order of the programme (append only).
pub(crate) static BANKS: &[&Bank] = &[
    &PROJET_REPUBLICAIN,
    &SOCIETE_1914,
    &METROPOLE_COLONIES,
    &EMBRASEMENT,
    &SOCIETES_EN_GUERRE,
    &SORTIR_DE_LA_GUERRE,
];

/// La mise en œuvre du projet républicain.
pub(crate) static PROJET_REPUBLICAIN: Bank = Bank {
    chapter: "histoire-geographie-1re-projet-republicain",
    title: [
        "La mise en œuvre du projet républicain",
        "Putting the republican project into practice",
    ],
    relations: &[
        Relation {
            name: [
                "Les acteurs de la IIIe République",
                "The actors of the Third Republic",
            ],
            matching: [
                "Associe chaque acteur des débuts de la IIIe République à son rôle entre 1870 et 1905.",
                "Match each actor of the early Third Republic with their role between 1870 and 1905.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Léon Gambetta", "Léon Gambetta"],
                    [
                        "le républicain qui quitte Paris assiégé en ballon en 1870 pour organiser la défense nationale",
                        "the republican who leaves besieged Paris by balloon in 1870 to organise national defence",
                    ],
                    [
                        "Quel rôle Léon Gambetta joue-t-il en 1870 ?",
                        "What part does Léon Gambetta play in 1870?",
                    ],
                    [
                        "Quel républicain quitte Paris assiégé en ballon en 1870 pour organiser la défense nationale ?",
                        "Which republican leaves besieged Paris by balloon in 1870 to organise national defence?",
                    ],
                ),
                pair(
                    ["Adolphe Thiers", "Adolphe Thiers"],
                    [
                        "le chef du pouvoir exécutif qui fait écraser la Commune de Paris en mai 1871",
                        "the head of the executive power who has the Paris Commune crushed in May 1871",
                    ],
                    [
                        "Quel rôle Adolphe Thiers joue-t-il en 1871 ?",
                        "What part does Adolphe Thiers play in 1871?",
                    ],
                    [
                        "Quel chef du pouvoir exécutif fait écraser la Commune de Paris en mai 1871 ?",
                        "Which head of the executive power has the Paris Commune crushed in May 1871?",
                    ],
                ),
                pair(
                    ["Patrice de Mac Mahon", "Patrice de Mac Mahon"],
                    [
                        "le président monarchiste qui démissionne en 1879 après sa défaite face aux républicains",
                        "the monarchist president who resigns in 1879 after his defeat by the republicans",
                    ],
                    [
                        "Quel rôle Patrice de Mac Mahon joue-t-il dans les années 1870 ?",
                        "What part does Patrice de Mac Mahon play in the 1870s?",
                    ],
                    [
                        "Quel président monarchiste démissionne en 1879 après sa défaite face aux républicains ?",
                        "Which monarchist president resigns in 1879 after his defeat by the republicans?",
                    ],
                ),
                pair(
                    ["Jules Ferry", "Jules Ferry"],
                    [
                        "le ministre de l'Instruction publique qui fait voter les lois scolaires de 1881-1882",
                        "the minister of Public Instruction who has the school laws of 1881-1882 passed",
                    ],
                    [
                        "Quel rôle Jules Ferry joue-t-il en 1881-1882 ?",
                        "What part does Jules Ferry play in 1881-1882?",
                    ],
                    [
                        "Quel ministre de l'Instruction publique fait voter les lois scolaires de 1881-1882 ?",
                        "Which minister of Public Instruction has the school laws of 1881-1882 passed?",
                    ],
                ),
                pair(
                    ["le général Boulanger", "General Boulanger"],
                    [
                        "l'ancien ministre de la Guerre dont le mouvement populaire menace la République à la fin des années 1880",
                        "the former minister of War whose popular movement threatens the Republic at the end of the 1880s",
                    ],
                    [
                        "Quel rôle le général Boulanger joue-t-il à la fin des années 1880 ?",
                        "What part does General Boulanger play at the end of the 1880s?",
                    ],
                    [
                        "Quel ancien ministre de la Guerre mène un mouvement populaire qui menace la République à la fin des années 1880 ?",
                        "Which former minister of War leads a popular movement that threatens the Republic at the end of the 1880s?",
                    ],
                ),
                pair(
                    ["Alfred Dreyfus", "Alfred Dreyfus"],
                    [
                        "le capitaine juif condamné à tort pour trahison en 1894, puis réhabilité en 1906",
                        "the Jewish captain wrongly convicted of treason in 1894, then cleared in 1906",
                    ],
                    [
                        "Quel est le sort d'Alfred Dreyfus entre 1894 et 1906 ?",
                        "What happens to Alfred Dreyfus between 1894 and 1906?",
                    ],
                    [
                        "Quel capitaine juif est condamné à tort pour trahison en 1894, puis réhabilité en 1906 ?",
                        "Which Jewish captain is wrongly convicted of treason in 1894, then cleared in 1906?",
                    ],
                ),
                pair(
                    ["Émile Zola", "Émile Zola"],
                    [
                        "l'écrivain qui publie en 1898 une lettre ouverte au président de la République pour défendre Dreyfus",
                        "the writer who publishes in 1898 an open letter to the President of the Republic to defend Dreyfus",
                    ],
                    [
                        "Quel rôle Émile Zola joue-t-il dans l'affaire Dreyfus ?",
                        "What part does Émile Zola play in the Dreyfus affair?",
                    ],
                    [
                        "Quel écrivain publie en 1898 une lettre ouverte au président de la République pour défendre Dreyfus ?",
                        "Which writer publishes in 1898 an open letter to the President of the Republic to defend Dreyfus?",
                    ],
                ),
                pair(
                    ["Aristide Briand", "Aristide Briand"],
                    [
                        "le député rapporteur de la loi de 1905 de séparation des Églises et de l'État",
                        "the deputy who reports on the 1905 law separating the Churches and the State",
                    ],
                    [
                        "Quel rôle Aristide Briand joue-t-il en 1905 ?",
                        "What part does Aristide Briand play in 1905?",
                    ],
                    [
                        "Quel député est le rapporteur de la loi de 1905 de séparation des Églises et de l'État ?",
                        "Which deputy reports on the 1905 law separating the Churches and the State?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les notions du projet républicain",
                "The notions of the republican project",
            ],
            matching: [
                "Associe chaque notion du projet républicain à sa définition.",
                "Match each notion of the republican project with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la laïcité", "secularism"],
                    [
                        "le principe qui sépare les Églises et l'État, garantit la liberté de conscience et impose la neutralité religieuse de l'État",
                        "the principle that separates the Churches and the State, guarantees freedom of conscience and requires the religious neutrality of the State",
                    ],
                    ["Qu'est-ce que la laïcité ?", "What is secularism?"],
                ),
                word!(
                    ["le régime parlementaire", "the parliamentary system"],
                    [
                        "le régime dans lequel le gouvernement est responsable devant les députés, qui peuvent le renverser",
                        "the system in which the government is answerable to the deputies, who can overthrow it",
                    ],
                    [
                        "Qu'est-ce que le régime parlementaire ?",
                        "What is the parliamentary system?"
                    ],
                ),
                word!(
                    ["l'instruction obligatoire", "compulsory education"],
                    [
                        "l'obligation, fixée par la loi de 1882, d'instruire tous les enfants de six à treize ans",
                        "the obligation, set by the law of 1882, to educate all children aged six to thirteen",
                    ],
                    [
                        "Qu'est-ce que l'instruction obligatoire ?",
                        "What is compulsory education?"
                    ],
                ),
                word!(
                    ["le boulangisme", "Boulangism"],
                    [
                        "le mouvement qui rassemble des mécontents hostiles à la République parlementaire autour d'un général à la fin des années 1880",
                        "the movement that gathers malcontents hostile to the parliamentary Republic around a general at the end of the 1880s",
                    ],
                    ["Qu'est-ce que le boulangisme ?", "What is Boulangism?"],
                ),
                word!(
                    ["l'antisémitisme", "antisemitism"],
                    [
                        "l'hostilité envers les juifs, qui se déchaîne en France pendant l'affaire Dreyfus",
                        "hostility towards Jews, which breaks out in France during the Dreyfus affair",
                    ],
                    ["Qu'est-ce que l'antisémitisme ?", "What is antisemitism?"],
                ),
                word!(
                    ["un dreyfusard", "a Dreyfusard"],
                    [
                        "un partisan de la révision du procès du capitaine Dreyfus",
                        "a supporter of the review of Captain Dreyfus's trial",
                    ],
                    ["Qu'est-ce qu'un dreyfusard ?", "What is a Dreyfusard?"],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Des lois votées par la IIIe République entre 1881 et 1905",
            "Laws passed by the Third Republic between 1881 and 1905",
        ],
        which: [
            "Parmi ces lois, lesquelles sont votées par la IIIe République entre 1881 et 1905 ?",
            "Which of these laws are passed by the Third Republic between 1881 and 1905?",
        ],
        which_not: [
            "Parmi ces lois, lesquelles ne sont pas votées par la IIIe République entre 1881 et 1905 ?",
            "Which of these laws are not passed by the Third Republic between 1881 and 1905?",
        ],
        members: &[
            [
                "la loi sur la liberté de la presse",
                "the law on the freedom of the press",
            ],
            [
                "la loi sur la liberté de réunion",
                "the law on the freedom of assembly",
            ],
            [
                "la loi autorisant les syndicats",
                "the law authorising trade unions",
            ],
            [
                "la loi sur la liberté d'association",
                "the law on the freedom of association",
            ],
            [
                "la loi de séparation des Églises et de l'État",
                "the law separating the Churches and the State",
            ],
            [
                "la loi rétablissant le divorce",
                "the law restoring divorce",
            ],
        ],
        others: &[
            [
                "la loi Le Chapelier interdisant les coalitions ouvrières",
                "the Le Chapelier law banning workers' combinations",
            ],
            [
                "la loi Falloux favorable à l'enseignement catholique",
                "the Falloux law favourable to Catholic education",
            ],
            [
                "le Concordat signé avec le pape Pie VII",
                "the Concordat signed with Pope Pius VII",
            ],
            [
                "l'ordonnance accordant le droit de vote aux femmes",
                "the ordinance granting women the right to vote",
            ],
        ],
    }],
    sequences: &[timeline(
        [
            "De la proclamation de la IIIe République à la séparation des Églises et de l'État",
            "From the proclamation of the Third Republic to the separation of the Churches and the State",
        ],
        &[
            [
                "la proclamation de la République après la défaite de Sedan",
                "the proclamation of the Republic after the defeat at Sedan",
            ],
            [
                "l'écrasement de la Commune de Paris",
                "the crushing of the Paris Commune",
            ],
            [
                "le vote des lois constitutionnelles de la IIIe République",
                "the passing of the constitutional laws of the Third Republic",
            ],
            [
                "la démission du président Mac Mahon",
                "the resignation of President Mac Mahon",
            ],
            [
                "les lois Ferry sur l'école primaire",
                "the Ferry laws on primary school",
            ],
            [
                "la condamnation du capitaine Dreyfus",
                "the conviction of Captain Dreyfus",
            ],
            [
                "la loi de séparation des Églises et de l'État",
                "the law separating the Churches and the State",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année sont votées les lois constitutionnelles qui organisent la IIIe République ?",
                "In which year are the constitutional laws that organise the Third Republic passed?",
            ],
            [
                "le vote des lois constitutionnelles de la IIIe République",
                "the passing of the constitutional laws of the Third Republic",
            ],
            1875.0,
        ),
        year(
            [
                "En quelle année la loi sur la liberté de la presse est-elle votée ?",
                "In which year is the law on the freedom of the press passed?",
            ],
            [
                "la loi sur la liberté de la presse",
                "the law on the freedom of the press",
            ],
            1881.0,
        ),
        year(
            [
                "En quelle année la loi sur la liberté d'association est-elle votée ?",
                "In which year is the law on the freedom of association passed?",
            ],
            [
                "la loi sur la liberté d'association",
                "the law on the freedom of association",
            ],
            1901.0,
        ),
        year(
            [
                "En quelle année la loi de séparation des Églises et de l'État est-elle votée ?",
                "In which year is the law separating the Churches and the State passed?",
            ],
            [
                "la loi de séparation des Églises et de l'État",
                "the law separating the Churches and the State",
            ],
            1905.0,
        ),
    ],
    diagrams: &[],
};

/// Permanences et mutations de la société française jusqu'en 1914.
pub(crate) static SOCIETE_1914: Bank = Bank {
    chapter: "histoire-geographie-1re-societe-francaise-jusqu-en-1914",
    title: [
        "La société française jusqu'en 1914",
        "French society up to 1914",
    ],
    relations: &[
        Relation {
            name: [
                "Les acteurs de la société d'avant 1914",
                "The actors of society before 1914",
            ],
            matching: [
                "Associe chaque acteur ou organisation de la société française d'avant 1914 à son rôle.",
                "Match each actor or organisation of French society before 1914 with their role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Jean Jaurès", "Jean Jaurès"],
                    [
                        "le député socialiste qui fonde le journal L'Humanité en 1904 et est assassiné en juillet 1914",
                        "the socialist deputy who founds the newspaper L'Humanité in 1904 and is murdered in July 1914",
                    ],
                    [
                        "Quel rôle Jean Jaurès joue-t-il avant 1914 ?",
                        "What part does Jean Jaurès play before 1914?",
                    ],
                    [
                        "Quel député socialiste fonde le journal L'Humanité en 1904 et est assassiné en juillet 1914 ?",
                        "Which socialist deputy founds the newspaper L'Humanité in 1904 and is murdered in July 1914?",
                    ],
                ),
                pair(
                    ["la CGT", "the CGT"],
                    [
                        "la confédération syndicale fondée à Limoges en 1895",
                        "the trade union confederation founded in Limoges in 1895",
                    ],
                    [
                        "Qu'est-ce que la CGT fondée en 1895 ?",
                        "What is the CGT founded in 1895?",
                    ],
                    [
                        "Quelle confédération syndicale est fondée à Limoges en 1895 ?",
                        "Which trade union confederation is founded in Limoges in 1895?",
                    ],
                ),
                pair(
                    ["la SFIO", "the SFIO"],
                    [
                        "le parti socialiste unifié fondé en 1905",
                        "the unified socialist party founded in 1905",
                    ],
                    [
                        "Qu'est-ce que la SFIO fondée en 1905 ?",
                        "What is the SFIO founded in 1905?",
                    ],
                    [
                        "Quel parti socialiste unifié est fondé en 1905 ?",
                        "Which unified socialist party is founded in 1905?",
                    ],
                ),
                pair(
                    ["Hubertine Auclert", "Hubertine Auclert"],
                    [
                        "la militante féministe qui réclame dès les années 1880 le droit de vote des femmes",
                        "the feminist activist who demands votes for women from the 1880s",
                    ],
                    [
                        "Quel combat Hubertine Auclert mène-t-elle ?",
                        "What cause does Hubertine Auclert fight for?",
                    ],
                    [
                        "Quelle militante féministe réclame dès les années 1880 le droit de vote des femmes ?",
                        "Which feminist activist demands votes for women from the 1880s?",
                    ],
                ),
                pair(
                    ["Marie Curie", "Marie Curie"],
                    [
                        "la scientifique qui devient en 1903 la première femme à recevoir un prix Nobel",
                        "the scientist who becomes in 1903 the first woman to receive a Nobel Prize",
                    ],
                    [
                        "Quelle première Marie Curie réalise-t-elle en 1903 ?",
                        "What first does Marie Curie achieve in 1903?",
                    ],
                    [
                        "Quelle scientifique devient en 1903 la première femme à recevoir un prix Nobel ?",
                        "Which scientist becomes in 1903 the first woman to receive a Nobel Prize?",
                    ],
                ),
                pair(
                    ["Pierre Waldeck-Rousseau", "Pierre Waldeck-Rousseau"],
                    [
                        "le ministre qui fait voter en 1884 la loi autorisant les syndicats",
                        "the minister who has the 1884 law authorising trade unions passed",
                    ],
                    [
                        "Quel rôle Pierre Waldeck-Rousseau joue-t-il en 1884 ?",
                        "What part does Pierre Waldeck-Rousseau play in 1884?",
                    ],
                    [
                        "Quel ministre fait voter en 1884 la loi autorisant les syndicats ?",
                        "Which minister has the 1884 law authorising trade unions passed?",
                    ],
                ),
                pair(
                    ["Georges Clemenceau", "Georges Clemenceau"],
                    [
                        "le président du Conseil de 1906 à 1909, qui fait durement réprimer les grèves",
                        "the prime minister from 1906 to 1909, who has strikes harshly put down",
                    ],
                    [
                        "Quel rôle Georges Clemenceau joue-t-il de 1906 à 1909 ?",
                        "What part does Georges Clemenceau play from 1906 to 1909?",
                    ],
                    [
                        "Quel président du Conseil de 1906 à 1909 fait durement réprimer les grèves ?",
                        "Which prime minister from 1906 to 1909 has strikes harshly put down?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les notions de la société d'avant 1914",
                "The notions of society before 1914",
            ],
            matching: [
                "Associe chaque notion de la société d'avant 1914 à sa définition.",
                "Match each notion of society before 1914 with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    [
                        "le syndicalisme révolutionnaire",
                        "revolutionary syndicalism"
                    ],
                    [
                        "le courant ouvrier qui veut transformer la société par la grève générale, sans passer par les partis",
                        "the workers' movement that wants to transform society through the general strike, without going through the parties",
                    ],
                    [
                        "Qu'est-ce que le syndicalisme révolutionnaire ?",
                        "What is revolutionary syndicalism?"
                    ],
                ),
                word!(
                    ["le socialisme", "socialism"],
                    [
                        "la doctrine qui veut mettre fin à l'exploitation des ouvriers par la propriété collective des moyens de production",
                        "the doctrine that wants to end the exploitation of workers through the collective ownership of the means of production",
                    ],
                    ["Qu'est-ce que le socialisme ?", "What is socialism?"],
                ),
                word!(
                    ["la xénophobie", "xenophobia"],
                    [
                        "l'hostilité envers les étrangers, dont sont victimes les ouvriers italiens tués à Aigues-Mortes en 1893",
                        "hostility towards foreigners, of which the Italian workers killed at Aigues-Mortes in 1893 are victims",
                    ],
                    ["Qu'est-ce que la xénophobie ?", "What is xenophobia?"],
                ),
                word!(
                    ["le féminisme", "feminism"],
                    [
                        "le mouvement qui réclame l'égalité des droits entre les femmes et les hommes",
                        "the movement that demands equal rights for women and men",
                    ],
                    ["Qu'est-ce que le féminisme ?", "What is feminism?"],
                ),
                word!(
                    ["la Belle Époque", "the Belle Époque"],
                    [
                        "le nom donné après coup aux années 1900-1914, vues comme une période de prospérité et d'insouciance",
                        "the name given afterwards to the years 1900-1914, seen as a time of prosperity and carefreeness",
                    ],
                    [
                        "Qu'est-ce que la Belle Époque ?",
                        "What is the Belle Époque?"
                    ],
                ),
                word!(
                    ["la bourgeoisie", "the bourgeoisie"],
                    [
                        "le groupe social des patrons, des rentiers et des professions libérales, qui domine la société d'avant 1914",
                        "the social group of employers, people of private means and professionals, which dominates society before 1914",
                    ],
                    ["Qu'est-ce que la bourgeoisie ?", "What is the bourgeoisie?"],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Des droits obtenus par les Françaises avant 1914",
            "Rights won by French women before 1914",
        ],
        which: [
            "Parmi ces droits, lesquels les Françaises obtiennent-elles avant 1914 ?",
            "Which of these rights do French women win before 1914?",
        ],
        which_not: [
            "Parmi ces droits, lesquels les Françaises n'obtiennent-elles pas avant 1914 ?",
            "Which of these rights do French women not win before 1914?",
        ],
        members: &[
            [
                "l'accès des filles à un enseignement secondaire public",
                "girls' access to a public secondary education",
            ],
            ["le droit de divorcer", "the right to divorce"],
            [
                "le droit des femmes mariées de disposer de leur salaire",
                "the right of married women to dispose of their wages",
            ],
            [
                "le droit d'exercer le métier d'avocate",
                "the right to practise as a lawyer",
            ],
        ],
        others: &[
            ["le droit de vote", "the right to vote"],
            [
                "le droit d'être élue députée",
                "the right to be elected as a deputy",
            ],
            [
                "le droit d'exercer une profession sans l'autorisation du mari",
                "the right to work in a profession without the husband's permission",
            ],
            [
                "l'accès légal à la contraception",
                "legal access to contraception",
            ],
        ],
    }],
    sequences: &[timeline(
        [
            "Le mouvement ouvrier et la société de 1880 à 1914",
            "The labour movement and society from 1880 to 1914",
        ],
        &[
            [
                "la loi Camille Sée créant des lycées de jeunes filles",
                "the Camille Sée law creating girls' lycées",
            ],
            [
                "la loi autorisant les syndicats",
                "the law authorising trade unions",
            ],
            [
                "le massacre d'ouvriers italiens à Aigues-Mortes",
                "the massacre of Italian workers at Aigues-Mortes",
            ],
            [
                "la fondation de la CGT à Limoges",
                "the founding of the CGT in Limoges",
            ],
            ["la fondation de la SFIO", "the founding of the SFIO"],
            [
                "la loi sur les retraites ouvrières et paysannes",
                "the law on workers' and peasants' pensions",
            ],
            ["l'assassinat de Jean Jaurès", "the murder of Jean Jaurès"],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année la CGT est-elle fondée ?",
                "In which year is the CGT founded?",
            ],
            ["la fondation de la CGT", "the founding of the CGT"],
            1895.0,
        ),
        year(
            [
                "En quelle année la SFIO est-elle fondée ?",
                "In which year is the SFIO founded?",
            ],
            ["la fondation de la SFIO", "the founding of the SFIO"],
            1905.0,
        ),
        year(
            [
                "En quelle année une loi impose-t-elle le repos hebdomadaire aux salariés ?",
                "In which year does a law impose a weekly rest day for employees?",
            ],
            [
                "la loi sur le repos hebdomadaire",
                "the law on the weekly rest day",
            ],
            1906.0,
        ),
    ],
    diagrams: &[],
};

/// Métropole et colonies.
pub(crate) static METROPOLE_COLONIES: Bank = Bank {
    chapter: "histoire-geographie-1re-metropole-et-colonies",
    title: ["Métropole et colonies", "Mother country and colonies"],
    relations: &[
        Relation {
            name: [
                "Les territoires de l'empire colonial",
                "The territories of the colonial empire",
            ],
            matching: [
                "Associe chaque territoire de l'empire colonial français à un fait de son histoire.",
                "Match each territory of the French colonial empire with a fact of its history.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'Algérie", "Algeria"],
                    [
                        "le territoire conquis à partir de 1830 et divisé en départements français en 1848",
                        "the territory conquered from 1830 and divided into French departments in 1848",
                    ],
                    [
                        "Quel fait marque l'histoire coloniale de l'Algérie ?",
                        "Which fact marks the colonial history of Algeria?",
                    ],
                    [
                        "Quel territoire est conquis à partir de 1830 et divisé en départements français en 1848 ?",
                        "Which territory is conquered from 1830 and divided into French departments in 1848?",
                    ],
                ),
                pair(
                    ["l'Indochine", "Indochina"],
                    [
                        "l'union formée en 1887 de la Cochinchine, de l'Annam, du Tonkin et du Cambodge",
                        "the union formed in 1887 of Cochinchina, Annam, Tonkin and Cambodia",
                    ],
                    [
                        "Quel fait marque l'histoire coloniale de l'Indochine ?",
                        "Which fact marks the colonial history of Indochina?",
                    ],
                    [
                        "Quelle union est formée en 1887 de la Cochinchine, de l'Annam, du Tonkin et du Cambodge ?",
                        "Which union is formed in 1887 of Cochinchina, Annam, Tonkin and Cambodia?",
                    ],
                ),
                pair(
                    ["l'Afrique-Occidentale française", "French West Africa"],
                    [
                        "la fédération de colonies d'Afrique de l'Ouest créée en 1895",
                        "the federation of West African colonies created in 1895",
                    ],
                    [
                        "Quel fait marque l'histoire coloniale de l'Afrique-Occidentale française ?",
                        "Which fact marks the colonial history of French West Africa?",
                    ],
                    [
                        "Quelle fédération de colonies d'Afrique de l'Ouest est créée en 1895 ?",
                        "Which federation of West African colonies is created in 1895?",
                    ],
                ),
                pair(
                    [
                        "l'Afrique-Équatoriale française",
                        "French Equatorial Africa",
                    ],
                    [
                        "la fédération de colonies d'Afrique centrale créée en 1910",
                        "the federation of Central African colonies created in 1910",
                    ],
                    [
                        "Quel fait marque l'histoire coloniale de l'Afrique-Équatoriale française ?",
                        "Which fact marks the colonial history of French Equatorial Africa?",
                    ],
                    [
                        "Quelle fédération de colonies d'Afrique centrale est créée en 1910 ?",
                        "Which federation of Central African colonies is created in 1910?",
                    ],
                ),
                pair(
                    ["Madagascar", "Madagascar"],
                    [
                        "l'île conquise en 1895 et annexée en 1896, où le général Gallieni réprime la résistance",
                        "the island conquered in 1895 and annexed in 1896, where General Gallieni crushes the resistance",
                    ],
                    [
                        "Quel fait marque l'histoire coloniale de Madagascar ?",
                        "Which fact marks the colonial history of Madagascar?",
                    ],
                    [
                        "Quelle île est conquise en 1895 et annexée en 1896, avant que le général Gallieni n'y réprime la résistance ?",
                        "Which island is conquered in 1895 and annexed in 1896, before General Gallieni crushes the resistance there?",
                    ],
                ),
                pair(
                    ["la Tunisie", "Tunisia"],
                    [
                        "le pays placé sous protectorat français en 1881 par le traité du Bardo",
                        "the country placed under a French protectorate in 1881 by the Treaty of Bardo",
                    ],
                    [
                        "Quel fait marque l'histoire coloniale de la Tunisie ?",
                        "Which fact marks the colonial history of Tunisia?",
                    ],
                    [
                        "Quel pays est placé sous protectorat français en 1881 par le traité du Bardo ?",
                        "Which country is placed under a French protectorate in 1881 by the Treaty of Bardo?",
                    ],
                ),
                pair(
                    ["le Maroc", "Morocco"],
                    [
                        "le pays placé sous protectorat français en 1912",
                        "the country placed under a French protectorate in 1912",
                    ],
                    [
                        "Quel fait marque l'histoire coloniale du Maroc ?",
                        "Which fact marks the colonial history of Morocco?",
                    ],
                    [
                        "Quel pays est placé sous protectorat français en 1912 ?",
                        "Which country is placed under a French protectorate in 1912?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les notions de la colonisation",
                "The notions of colonisation",
            ],
            matching: [
                "Associe chaque notion de la colonisation à sa définition.",
                "Match each notion of colonisation with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["le code de l'indigénat", "the native code"],
                    [
                        "l'ensemble de règles et de peines spéciales imposées aux seuls colonisés, appliqué en Algérie à partir de 1881",
                        "the set of special rules and penalties imposed on the colonised alone, applied in Algeria from 1881",
                    ],
                    [
                        "Qu'est-ce que le code de l'indigénat ?",
                        "What is the native code?"
                    ],
                ),
                word!(
                    ["un protectorat", "a protectorate"],
                    [
                        "un territoire qui garde son souverain mais dont la puissance coloniale contrôle l'administration et la politique extérieure",
                        "a territory that keeps its ruler but whose administration and foreign policy are controlled by the colonial power",
                    ],
                    ["Qu'est-ce qu'un protectorat ?", "What is a protectorate?"],
                ),
                word!(
                    ["une colonie de peuplement", "a settler colony"],
                    [
                        "un territoire où s'installent durablement de nombreux Européens venus de la métropole",
                        "a territory where many Europeans from the mother country settle for good",
                    ],
                    [
                        "Qu'est-ce qu'une colonie de peuplement ?",
                        "What is a settler colony?"
                    ],
                ),
                word!(
                    ["la mission civilisatrice", "the civilising mission"],
                    [
                        "l'idée, avancée pour justifier la colonisation, que les Européens auraient le devoir d'imposer leur civilisation aux peuples colonisés",
                        "the idea, put forward to justify colonisation, that Europeans had a duty to impose their civilisation on colonised peoples",
                    ],
                    [
                        "Qu'est-ce que la mission civilisatrice ?",
                        "What is the civilising mission?"
                    ],
                ),
                word!(
                    ["le travail forcé", "forced labour"],
                    [
                        "le travail obligatoire, peu ou pas payé, imposé aux colonisés, par exemple sur les chantiers de routes et de voies ferrées",
                        "compulsory work, poorly paid or unpaid, imposed on the colonised, for instance on road and railway building sites",
                    ],
                    ["Qu'est-ce que le travail forcé ?", "What is forced labour?"],
                ),
                word!(
                    ["la métropole", "the mother country"],
                    [
                        "le territoire européen de la France, par opposition à ses colonies",
                        "the European territory of France, as opposed to its colonies",
                    ],
                    [
                        "Qu'est-ce que la métropole ?",
                        "What is the mother country?"
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Des territoires de l'empire colonial français en 1914",
            "Territories of the French colonial empire in 1914",
        ],
        which: [
            "Parmi ces territoires, lesquels font partie de l'empire colonial français en 1914 ?",
            "Which of these territories are part of the French colonial empire in 1914?",
        ],
        which_not: [
            "Parmi ces territoires, lesquels ne font pas partie de l'empire colonial français en 1914 ?",
            "Which of these territories are not part of the French colonial empire in 1914?",
        ],
        members: &[
            ["l'Algérie", "Algeria"],
            ["le Sénégal", "Senegal"],
            ["Madagascar", "Madagascar"],
            ["le Tonkin", "Tonkin"],
            ["la Tunisie", "Tunisia"],
            ["la Guyane", "French Guiana"],
        ],
        others: &[
            ["les Indes néerlandaises", "the Dutch East Indies"],
            ["l'Égypte", "Egypt"],
            ["le Congo belge", "the Belgian Congo"],
            ["l'Afrique du Sud", "South Africa"],
        ],
    }],
    sequences: &[timeline(
        [
            "De la prise d'Alger à l'Exposition coloniale",
            "From the capture of Algiers to the Colonial Exhibition",
        ],
        &[
            [
                "la prise d'Alger par l'armée française",
                "the capture of Algiers by the French army",
            ],
            [
                "la division de l'Algérie en départements français",
                "the division of Algeria into French departments",
            ],
            [
                "la conférence de Berlin sur le partage de l'Afrique",
                "the Berlin Conference on the partition of Africa",
            ],
            [
                "la création de l'Afrique-Occidentale française",
                "the creation of French West Africa",
            ],
            [
                "le protectorat français sur le Maroc",
                "the French protectorate over Morocco",
            ],
            [
                "l'Exposition coloniale internationale de Paris",
                "the International Colonial Exhibition in Paris",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année l'armée française prend-elle Alger ?",
                "In which year does the French army capture Algiers?",
            ],
            ["la prise d'Alger", "the capture of Algiers"],
            1830.0,
        ),
        year(
            [
                "En quelle année s'achève la conférence de Berlin sur le partage de l'Afrique ?",
                "In which year does the Berlin Conference on the partition of Africa end?",
            ],
            [
                "la fin de la conférence de Berlin",
                "the end of the Berlin Conference",
            ],
            1885.0,
        ),
        year(
            [
                "En quelle année l'Exposition coloniale internationale se tient-elle à Paris ?",
                "In which year is the International Colonial Exhibition held in Paris?",
            ],
            [
                "l'Exposition coloniale internationale de Paris",
                "the International Colonial Exhibition in Paris",
            ],
            1931.0,
        ),
    ],
    diagrams: &[],
};

/// Un embrasement mondial et ses grandes étapes.
pub(crate) static EMBRASEMENT: Bank = Bank {
    chapter: "histoire-geographie-1re-embrasement-mondial",
    title: [
        "Un embrasement mondial et ses grandes étapes",
        "A world ablaze and its main stages",
    ],
    relations: &[
        Relation {
            name: [
                "Les batailles et les lieux de la Grande Guerre",
                "The battles and places of the Great War",
            ],
            matching: [
                "Associe chaque bataille ou lieu de la Grande Guerre à ce qui s'y passe.",
                "Match each battle or place of the Great War with what happens there.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la Marne", "the Marne"],
                    [
                        "la bataille de septembre 1914 qui arrête l'avancée allemande vers Paris",
                        "the battle of September 1914 that stops the German advance towards Paris",
                    ],
                    [
                        "Que se passe-t-il sur la Marne en septembre 1914 ?",
                        "What happens on the Marne in September 1914?",
                    ],
                    [
                        "Quelle bataille de septembre 1914 arrête l'avancée allemande vers Paris ?",
                        "Which battle of September 1914 stops the German advance towards Paris?",
                    ],
                ),
                pair(
                    ["Tannenberg", "Tannenberg"],
                    [
                        "la victoire allemande d'août 1914 sur l'armée russe en Prusse-Orientale",
                        "the German victory of August 1914 over the Russian army in East Prussia",
                    ],
                    [
                        "Que se passe-t-il à Tannenberg en août 1914 ?",
                        "What happens at Tannenberg in August 1914?",
                    ],
                    [
                        "Quelle bataille d'août 1914 est une victoire allemande sur l'armée russe en Prusse-Orientale ?",
                        "Which battle of August 1914 is a German victory over the Russian army in East Prussia?",
                    ],
                ),
                pair(
                    ["les Dardanelles", "the Dardanelles"],
                    [
                        "les détroits ottomans que l'expédition alliée de 1915 échoue à forcer",
                        "the Ottoman straits that the Allied expedition of 1915 fails to force",
                    ],
                    [
                        "Que se passe-t-il aux Dardanelles en 1915 ?",
                        "What happens at the Dardanelles in 1915?",
                    ],
                    [
                        "Quels détroits ottomans l'expédition alliée de 1915 échoue-t-elle à forcer ?",
                        "Which Ottoman straits does the Allied expedition of 1915 fail to force?",
                    ],
                ),
                pair(
                    ["Verdun", "Verdun"],
                    [
                        "la bataille de février à décembre 1916 lancée par l'armée allemande, devenue le symbole de la résistance française",
                        "the battle from February to December 1916 launched by the German army, which became the symbol of French resistance",
                    ],
                    [
                        "Que se passe-t-il à Verdun en 1916 ?",
                        "What happens at Verdun in 1916?",
                    ],
                    [
                        "Quelle bataille de février à décembre 1916, lancée par l'armée allemande, devient le symbole de la résistance française ?",
                        "Which battle from February to December 1916, launched by the German army, becomes the symbol of French resistance?",
                    ],
                ),
                pair(
                    ["la Somme", "the Somme"],
                    [
                        "l'offensive franco-britannique de juillet à novembre 1916, l'une des plus meurtrières de la guerre",
                        "the Franco-British offensive from July to November 1916, one of the deadliest of the war",
                    ],
                    [
                        "Que se passe-t-il sur la Somme en 1916 ?",
                        "What happens on the Somme in 1916?",
                    ],
                    [
                        "Quelle offensive franco-britannique de juillet à novembre 1916 est l'une des plus meurtrières de la guerre ?",
                        "Which Franco-British offensive from July to November 1916 is one of the deadliest of the war?",
                    ],
                ),
                pair(
                    ["le Chemin des Dames", "the Chemin des Dames"],
                    [
                        "l'offensive française d'avril 1917 dont l'échec sanglant provoque des mutineries",
                        "the French offensive of April 1917 whose bloody failure leads to mutinies",
                    ],
                    [
                        "Que se passe-t-il au Chemin des Dames en avril 1917 ?",
                        "What happens at the Chemin des Dames in April 1917?",
                    ],
                    [
                        "Quelle offensive française d'avril 1917 provoque des mutineries par son échec sanglant ?",
                        "Which French offensive of April 1917 leads to mutinies through its bloody failure?",
                    ],
                ),
                pair(
                    ["Brest-Litovsk", "Brest-Litovsk"],
                    [
                        "la ville où la Russie bolchevique signe en mars 1918 une paix séparée avec l'Allemagne",
                        "the town where Bolshevik Russia signs a separate peace with Germany in March 1918",
                    ],
                    [
                        "Que se passe-t-il à Brest-Litovsk en mars 1918 ?",
                        "What happens at Brest-Litovsk in March 1918?",
                    ],
                    [
                        "Dans quelle ville la Russie bolchevique signe-t-elle en mars 1918 une paix séparée avec l'Allemagne ?",
                        "In which town does Bolshevik Russia sign a separate peace with Germany in March 1918?",
                    ],
                ),
                pair(
                    ["Rethondes", "Rethondes"],
                    [
                        "le lieu de la forêt de Compiègne où l'armistice est signé le 11 novembre 1918",
                        "the place in the forest of Compiègne where the armistice is signed on 11 November 1918",
                    ],
                    [
                        "Que se passe-t-il à Rethondes le 11 novembre 1918 ?",
                        "What happens at Rethondes on 11 November 1918?",
                    ],
                    [
                        "Dans quel lieu de la forêt de Compiègne l'armistice est-il signé le 11 novembre 1918 ?",
                        "In which place in the forest of Compiègne is the armistice signed on 11 November 1918?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les dirigeants de la guerre", "The leaders of the war"],
            matching: [
                "Associe chaque dirigeant de la Grande Guerre à son rôle.",
                "Match each leader of the Great War with their role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Joseph Joffre", "Joseph Joffre"],
                    [
                        "le commandant en chef de l'armée française lors de la bataille de la Marne",
                        "the commander-in-chief of the French army at the battle of the Marne",
                    ],
                    [
                        "Quel rôle Joseph Joffre joue-t-il en 1914 ?",
                        "What part does Joseph Joffre play in 1914?",
                    ],
                    [
                        "Qui commande en chef l'armée française lors de la bataille de la Marne ?",
                        "Who is commander-in-chief of the French army at the battle of the Marne?",
                    ],
                ),
                pair(
                    ["Philippe Pétain", "Philippe Pétain"],
                    [
                        "le général qui commande à Verdun en 1916 puis prend la tête de l'armée française en mai 1917",
                        "the general who commands at Verdun in 1916 then takes the head of the French army in May 1917",
                    ],
                    [
                        "Quel rôle Philippe Pétain joue-t-il en 1916-1917 ?",
                        "What part does Philippe Pétain play in 1916-1917?",
                    ],
                    [
                        "Quel général commande à Verdun en 1916 puis prend la tête de l'armée française en mai 1917 ?",
                        "Which general commands at Verdun in 1916 then takes the head of the French army in May 1917?",
                    ],
                ),
                pair(
                    ["Ferdinand Foch", "Ferdinand Foch"],
                    [
                        "le général nommé en 1918 commandant en chef des armées alliées",
                        "the general appointed commander-in-chief of the Allied armies in 1918",
                    ],
                    [
                        "Quel rôle Ferdinand Foch joue-t-il en 1918 ?",
                        "What part does Ferdinand Foch play in 1918?",
                    ],
                    [
                        "Quel général est nommé en 1918 commandant en chef des armées alliées ?",
                        "Which general is appointed commander-in-chief of the Allied armies in 1918?",
                    ],
                ),
                pair(
                    ["Woodrow Wilson", "Woodrow Wilson"],
                    [
                        "le président qui fait entrer les États-Unis dans la guerre en avril 1917",
                        "the president who brings the United States into the war in April 1917",
                    ],
                    [
                        "Quel rôle Woodrow Wilson joue-t-il en 1917 ?",
                        "What part does Woodrow Wilson play in 1917?",
                    ],
                    [
                        "Quel président fait entrer les États-Unis dans la guerre en avril 1917 ?",
                        "Which president brings the United States into the war in April 1917?",
                    ],
                ),
                pair(
                    ["Lénine", "Lenin"],
                    [
                        "le chef bolchevik qui prend le pouvoir en Russie lors de la révolution d'octobre 1917",
                        "the Bolshevik leader who seizes power in Russia in the October Revolution of 1917",
                    ],
                    [
                        "Quel rôle Lénine joue-t-il en 1917 ?",
                        "What part does Lenin play in 1917?",
                    ],
                    [
                        "Quel chef bolchevik prend le pouvoir en Russie lors de la révolution d'octobre 1917 ?",
                        "Which Bolshevik leader seizes power in Russia in the October Revolution of 1917?",
                    ],
                ),
                pair(
                    ["Guillaume II", "William II"],
                    [
                        "l'empereur allemand qui abdique en novembre 1918",
                        "the German emperor who abdicates in November 1918",
                    ],
                    [
                        "Quel est le sort de Guillaume II en novembre 1918 ?",
                        "What happens to William II in November 1918?",
                    ],
                    [
                        "Quel empereur allemand abdique en novembre 1918 ?",
                        "Which German emperor abdicates in November 1918?",
                    ],
                ),
                pair(
                    ["Georges Clemenceau", "Georges Clemenceau"],
                    [
                        "le président du Conseil qui conduit la France à la victoire à partir de novembre 1917",
                        "the prime minister who leads France to victory from November 1917",
                    ],
                    [
                        "Quel rôle Georges Clemenceau joue-t-il à partir de novembre 1917 ?",
                        "What part does Georges Clemenceau play from November 1917?",
                    ],
                    [
                        "Quel président du Conseil conduit la France à la victoire à partir de novembre 1917 ?",
                        "Which prime minister leads France to victory from November 1917?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les notions de la guerre", "The notions of the war"],
            matching: [
                "Associe chaque notion de l'histoire militaire de la guerre à sa définition.",
                "Match each notion of the military history of the war with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la guerre de mouvement", "the war of movement"],
                    [
                        "la forme de guerre où les armées avancent et reculent rapidement, comme en 1914 et en 1918",
                        "the form of war in which armies advance and retreat quickly, as in 1914 and 1918",
                    ],
                    [
                        "Qu'est-ce que la guerre de mouvement ?",
                        "What is the war of movement?"
                    ],
                ),
                word!(
                    ["la guerre de position", "positional warfare"],
                    [
                        "la forme de guerre où les armées, enterrées dans des tranchées, tentent en vain de percer le front ennemi",
                        "the form of war in which armies, dug into trenches, try in vain to break through the enemy front",
                    ],
                    [
                        "Qu'est-ce que la guerre de position ?",
                        "What is positional warfare?"
                    ],
                ),
                word!(
                    ["une mutinerie", "a mutiny"],
                    [
                        "un refus collectif de soldats d'obéir aux ordres, comme au printemps 1917",
                        "a collective refusal by soldiers to obey orders, as in the spring of 1917",
                    ],
                    ["Qu'est-ce qu'une mutinerie ?", "What is a mutiny?"],
                ),
                word!(
                    ["un armistice", "an armistice"],
                    [
                        "un accord qui suspend les combats, sans être encore un traité de paix",
                        "an agreement that stops the fighting, without yet being a peace treaty",
                    ],
                    ["Qu'est-ce qu'un armistice ?", "What is an armistice?"],
                ),
                word!(
                    [
                        "la guerre sous-marine à outrance",
                        "unrestricted submarine warfare"
                    ],
                    [
                        "la stratégie allemande de 1917 consistant à couler sans avertissement tout navire allant vers les pays ennemis",
                        "the German strategy of 1917 of sinking without warning any ship heading for enemy countries",
                    ],
                    [
                        "Qu'est-ce que la guerre sous-marine à outrance ?",
                        "What is unrestricted submarine warfare?"
                    ],
                ),
                word!(
                    ["un poilu", "a poilu"],
                    [
                        "le surnom donné aux soldats français de la Grande Guerre",
                        "the nickname given to French soldiers of the Great War",
                    ],
                    ["Qu'est-ce qu'un poilu ?", "What is a poilu?"],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Des pays en guerre aux côtés de la France",
            "Countries at war on the side of France",
        ],
        which: [
            "Parmi ces pays, lesquels combattent aux côtés de la France pendant la Première Guerre mondiale ?",
            "Which of these countries fight on the side of France during the First World War?",
        ],
        which_not: [
            "Parmi ces pays, lesquels ne combattent pas aux côtés de la France pendant la Première Guerre mondiale ?",
            "Which of these countries do not fight on the side of France during the First World War?",
        ],
        members: &[
            ["le Royaume-Uni", "the United Kingdom"],
            ["la Russie", "Russia"],
            ["la Serbie", "Serbia"],
            ["la Belgique", "Belgium"],
            ["l'Italie", "Italy"],
        ],
        others: &[
            ["l'Allemagne", "Germany"],
            ["l'Autriche-Hongrie", "Austria-Hungary"],
            ["l'Empire ottoman", "the Ottoman Empire"],
            ["la Bulgarie", "Bulgaria"],
        ],
    }],
    sequences: &[timeline(
        [
            "De Sarajevo à l'armistice",
            "From Sarajevo to the armistice",
        ],
        &[
            [
                "l'assassinat de l'archiduc François-Ferdinand à Sarajevo",
                "the assassination of Archduke Franz Ferdinand in Sarajevo",
            ],
            ["la bataille de la Marne", "the battle of the Marne"],
            [
                "l'expédition alliée des Dardanelles",
                "the Allied expedition to the Dardanelles",
            ],
            [
                "le début de la bataille de Verdun",
                "the beginning of the battle of Verdun",
            ],
            [
                "l'entrée en guerre des États-Unis",
                "the entry of the United States into the war",
            ],
            [
                "la prise du pouvoir par les bolcheviks en Russie",
                "the seizure of power by the Bolsheviks in Russia",
            ],
            ["la paix de Brest-Litovsk", "the peace of Brest-Litovsk"],
            [
                "la signature de l'armistice à Rethondes",
                "the signing of the armistice at Rethondes",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année a lieu la bataille de la Marne ?",
                "In which year does the battle of the Marne take place?",
            ],
            ["la bataille de la Marne", "the battle of the Marne"],
            1914.0,
        ),
        year(
            [
                "En quelle année a lieu la bataille de Verdun ?",
                "In which year does the battle of Verdun take place?",
            ],
            ["la bataille de Verdun", "the battle of Verdun"],
            1916.0,
        ),
        year(
            [
                "En quelle année les États-Unis entrent-ils en guerre ?",
                "In which year does the United States enter the war?",
            ],
            [
                "l'entrée en guerre des États-Unis",
                "the entry of the United States into the war",
            ],
            1917.0,
        ),
        year(
            [
                "En quelle année l'armistice est-il signé à Rethondes ?",
                "In which year is the armistice signed at Rethondes?",
            ],
            [
                "la signature de l'armistice",
                "the signing of the armistice",
            ],
            1918.0,
        ),
    ],
    diagrams: &[],
};

/// Les sociétés en guerre : des civils acteurs et victimes de la guerre.
pub(crate) static SOCIETES_EN_GUERRE: Bank = Bank {
    chapter: "histoire-geographie-1re-societes-en-guerre",
    title: ["Les sociétés en guerre", "Societies at war"],
    relations: &[
        Relation {
            name: ["Les acteurs de l'arrière", "The actors of the home front"],
            matching: [
                "Associe chaque acteur de la guerre totale à son rôle entre 1914 et 1918.",
                "Match each actor of total war with their role between 1914 and 1918.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Raymond Poincaré", "Raymond Poincaré"],
                    [
                        "le président de la République qui appelle à l'Union sacrée en août 1914",
                        "the President of the Republic who calls for the Sacred Union in August 1914",
                    ],
                    [
                        "Quel rôle Raymond Poincaré joue-t-il en août 1914 ?",
                        "What part does Raymond Poincaré play in August 1914?",
                    ],
                    [
                        "Quel président de la République appelle à l'Union sacrée en août 1914 ?",
                        "Which President of the Republic calls for the Sacred Union in August 1914?",
                    ],
                ),
                pair(
                    ["Albert Thomas", "Albert Thomas"],
                    [
                        "le socialiste chargé à partir de 1915 d'organiser la production d'armes et de munitions",
                        "the socialist in charge from 1915 of organising the production of arms and munitions",
                    ],
                    [
                        "Quel rôle Albert Thomas joue-t-il à partir de 1915 ?",
                        "What part does Albert Thomas play from 1915?",
                    ],
                    [
                        "Quel socialiste est chargé à partir de 1915 d'organiser la production d'armes et de munitions ?",
                        "Which socialist is in charge from 1915 of organising the production of arms and munitions?",
                    ],
                ),
                pair(
                    ["Talaat Pacha", "Talaat Pasha"],
                    [
                        "le ministre ottoman de l'Intérieur qui organise en 1915 la déportation et l'extermination des Arméniens",
                        "the Ottoman interior minister who organises in 1915 the deportation and extermination of the Armenians",
                    ],
                    [
                        "Quel rôle Talaat Pacha joue-t-il en 1915 ?",
                        "What part does Talaat Pasha play in 1915?",
                    ],
                    [
                        "Quel ministre ottoman de l'Intérieur organise en 1915 la déportation et l'extermination des Arméniens ?",
                        "Which Ottoman interior minister organises in 1915 the deportation and extermination of the Armenians?",
                    ],
                ),
                pair(
                    ["les munitionnettes", "the munitionettes"],
                    [
                        "les ouvrières qui fabriquent les obus dans les usines d'armement",
                        "the women workers who make shells in the arms factories",
                    ],
                    [
                        "Quel rôle les munitionnettes jouent-elles pendant la guerre ?",
                        "What part do the munitionettes play during the war?",
                    ],
                    [
                        "Comment appelle-t-on les ouvrières qui fabriquent les obus dans les usines d'armement ?",
                        "What are the women workers who make shells in the arms factories called?",
                    ],
                ),
                pair(
                    ["les tirailleurs sénégalais", "the Senegalese tirailleurs"],
                    [
                        "les soldats recrutés en Afrique-Occidentale française pour combattre en Europe",
                        "the soldiers recruited in French West Africa to fight in Europe",
                    ],
                    [
                        "Qui sont les tirailleurs sénégalais ?",
                        "Who are the Senegalese tirailleurs?",
                    ],
                    [
                        "Comment appelle-t-on les soldats recrutés en Afrique-Occidentale française pour combattre en Europe ?",
                        "What are the soldiers recruited in French West Africa to fight in Europe called?",
                    ],
                ),
                pair(
                    ["Blaise Diagne", "Blaise Diagne"],
                    [
                        "le député du Sénégal chargé en 1918 de recruter des soldats en Afrique-Occidentale française",
                        "the deputy for Senegal put in charge in 1918 of recruiting soldiers in French West Africa",
                    ],
                    [
                        "Quel rôle Blaise Diagne joue-t-il en 1918 ?",
                        "What part does Blaise Diagne play in 1918?",
                    ],
                    [
                        "Quel député du Sénégal est chargé en 1918 de recruter des soldats en Afrique-Occidentale française ?",
                        "Which deputy for Senegal is put in charge in 1918 of recruiting soldiers in French West Africa?",
                    ],
                ),
                pair(
                    ["les marraines de guerre", "the war godmothers"],
                    [
                        "les femmes qui écrivent aux soldats isolés et leur envoient des colis",
                        "the women who write to lonely soldiers and send them parcels",
                    ],
                    [
                        "Quel rôle les marraines de guerre jouent-elles ?",
                        "What part do the war godmothers play?",
                    ],
                    [
                        "Comment appelle-t-on les femmes qui écrivent aux soldats isolés et leur envoient des colis ?",
                        "What are the women who write to lonely soldiers and send them parcels called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les notions de la guerre totale",
                "The notions of total war",
            ],
            matching: [
                "Associe chaque notion de la guerre totale à sa définition.",
                "Match each notion of total war with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la guerre totale", "total war"],
                    [
                        "une guerre qui mobilise toutes les ressources humaines, économiques et morales des pays et touche aussi les civils",
                        "a war that mobilises all the human, economic and moral resources of the countries and also strikes civilians",
                    ],
                    ["Qu'est-ce que la guerre totale ?", "What is total war?"],
                ),
                word!(
                    ["l'Union sacrée", "the Sacred Union"],
                    [
                        "le rassemblement de toutes les forces politiques et religieuses pour défendre la patrie, proclamé en août 1914",
                        "the coming together of all political and religious forces to defend the homeland, proclaimed in August 1914",
                    ],
                    [
                        "Qu'est-ce que l'Union sacrée ?",
                        "What is the Sacred Union?"
                    ],
                ),
                word!(
                    ["un génocide", "a genocide"],
                    [
                        "l'extermination volontaire et organisée d'un groupe humain en raison de son appartenance nationale, ethnique ou religieuse",
                        "the deliberate and organised extermination of a human group because of its national, ethnic or religious identity",
                    ],
                    ["Qu'est-ce qu'un génocide ?", "What is a genocide?"],
                ),
                word!(
                    ["la censure", "censorship"],
                    [
                        "le contrôle par l'État des journaux et des lettres des soldats pour cacher ce qui pourrait nuire au moral",
                        "the control by the State of newspapers and soldiers' letters to hide what could harm morale",
                    ],
                    ["Qu'est-ce que la censure ?", "What is censorship?"],
                ),
                word!(
                    ["le bourrage de crâne", "the brainwashing"],
                    [
                        "l'expression des soldats pour dénoncer les mensonges de la propagande de l'arrière",
                        "the soldiers' phrase to denounce the lies of home-front propaganda",
                    ],
                    [
                        "Qu'est-ce que le bourrage de crâne ?",
                        "What is the brainwashing?"
                    ],
                ),
                word!(
                    ["l'économie de guerre", "the war economy"],
                    [
                        "l'économie réorganisée par l'État pour produire en priorité des armes et des munitions",
                        "the economy reorganised by the State to produce arms and munitions first",
                    ],
                    [
                        "Qu'est-ce que l'économie de guerre ?",
                        "What is the war economy?"
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Des violences subies par des civils pendant la Première Guerre mondiale",
            "Violence suffered by civilians during the First World War",
        ],
        which: [
            "Parmi ces violences, lesquelles des civils subissent-ils pendant la Première Guerre mondiale ?",
            "Which of these acts of violence do civilians suffer during the First World War?",
        ],
        which_not: [
            "Parmi ces violences, lesquelles des civils ne subissent-ils pas pendant la Première Guerre mondiale ?",
            "Which of these acts of violence do civilians not suffer during the First World War?",
        ],
        members: &[
            ["le génocide des Arméniens", "the Armenian genocide"],
            [
                "l'occupation allemande du nord de la France",
                "the German occupation of northern France",
            ],
            [
                "les massacres de civils belges par l'armée allemande en 1914",
                "the massacres of Belgian civilians by the German army in 1914",
            ],
            [
                "les bombardements de Paris par des canons allemands à longue portée",
                "the shelling of Paris by long-range German guns",
            ],
        ],
        others: &[
            [
                "la bombe atomique lancée sur Hiroshima",
                "the atomic bomb dropped on Hiroshima",
            ],
            [
                "le massacre de la Saint-Barthélemy",
                "the St Bartholomew's Day massacre",
            ],
            ["la Shoah", "the Holocaust"],
            ["le bombardement de Guernica", "the bombing of Guernica"],
        ],
    }],
    sequences: &[timeline(
        [
            "Les civils dans la guerre, de 1914 à 1918",
            "Civilians in the war, from 1914 to 1918",
        ],
        &[
            ["l'appel à l'Union sacrée", "the call for the Sacred Union"],
            [
                "le début du génocide des Arméniens",
                "the beginning of the Armenian genocide",
            ],
            ["la bataille de la Somme", "the battle of the Somme"],
            [
                "les grèves des ouvrières parisiennes de la couture",
                "the strikes of Parisian dressmaking workers",
            ],
            [
                "l'arrivée de Clemenceau à la tête du gouvernement",
                "Clemenceau's arrival at the head of the government",
            ],
            [
                "les bombardements de Paris par des canons allemands à longue portée",
                "the shelling of Paris by long-range German guns",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année le président Poincaré appelle-t-il à l'Union sacrée ?",
                "In which year does President Poincaré call for the Sacred Union?",
            ],
            ["l'appel à l'Union sacrée", "the call for the Sacred Union"],
            1914.0,
        ),
        year(
            [
                "En quelle année commence le génocide des Arméniens ?",
                "In which year does the Armenian genocide begin?",
            ],
            [
                "le début du génocide des Arméniens",
                "the beginning of the Armenian genocide",
            ],
            1915.0,
        ),
        year(
            [
                "En quelle année les ouvrières parisiennes de la couture font-elles grève pour leurs salaires ?",
                "In which year do the Parisian dressmaking workers strike for their wages?",
            ],
            [
                "les grèves des ouvrières parisiennes de la couture",
                "the strikes of Parisian dressmaking workers",
            ],
            1917.0,
        ),
    ],
    diagrams: &[],
};

/// Sortir de la guerre : la tentative de construire une paix durable.
pub(crate) static SORTIR_DE_LA_GUERRE: Bank = Bank {
    chapter: "histoire-geographie-1re-sortir-de-la-guerre",
    title: ["Sortir de la guerre", "Leaving the war behind"],
    relations: &[
        Relation {
            name: [
                "Les traités et accords de l'après-guerre",
                "The treaties and agreements after the war",
            ],
            matching: [
                "Associe chaque traité ou accord de l'après-guerre à son contenu.",
                "Match each post-war treaty or agreement with its content.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le traité de Versailles", "the Treaty of Versailles"],
                    [
                        "le traité de 1919 qui déclare l'Allemagne responsable de la guerre et lui impose des réparations",
                        "the treaty of 1919 that declares Germany responsible for the war and imposes reparations on it",
                    ],
                    [
                        "Que prévoit le traité de Versailles ?",
                        "What does the Treaty of Versailles provide for?",
                    ],
                    [
                        "Quel traité de 1919 déclare l'Allemagne responsable de la guerre et lui impose des réparations ?",
                        "Which treaty of 1919 declares Germany responsible for the war and imposes reparations on it?",
                    ],
                ),
                pair(
                    [
                        "le traité de Saint-Germain-en-Laye",
                        "the Treaty of Saint-Germain-en-Laye",
                    ],
                    [
                        "le traité de 1919 qui réduit l'Autriche à un petit État et lui interdit de s'unir à l'Allemagne",
                        "the treaty of 1919 that reduces Austria to a small state and forbids it to unite with Germany",
                    ],
                    [
                        "Que prévoit le traité de Saint-Germain-en-Laye ?",
                        "What does the Treaty of Saint-Germain-en-Laye provide for?",
                    ],
                    [
                        "Quel traité de 1919 réduit l'Autriche à un petit État et lui interdit de s'unir à l'Allemagne ?",
                        "Which treaty of 1919 reduces Austria to a small state and forbids it to unite with Germany?",
                    ],
                ),
                pair(
                    ["le traité de Trianon", "the Treaty of Trianon"],
                    [
                        "le traité de 1920 qui fait perdre à la Hongrie les deux tiers de son territoire",
                        "the treaty of 1920 that makes Hungary lose two thirds of its territory",
                    ],
                    [
                        "Que prévoit le traité de Trianon ?",
                        "What does the Treaty of Trianon provide for?",
                    ],
                    [
                        "Quel traité de 1920 fait perdre à la Hongrie les deux tiers de son territoire ?",
                        "Which treaty of 1920 makes Hungary lose two thirds of its territory?",
                    ],
                ),
                pair(
                    ["le traité de Sèvres", "the Treaty of Sèvres"],
                    [
                        "le traité de 1920 qui démembre l'Empire ottoman, mais n'est jamais appliqué",
                        "the treaty of 1920 that dismembers the Ottoman Empire, but is never applied",
                    ],
                    [
                        "Que prévoit le traité de Sèvres ?",
                        "What does the Treaty of Sèvres provide for?",
                    ],
                    [
                        "Quel traité de 1920 démembre l'Empire ottoman, mais n'est jamais appliqué ?",
                        "Which treaty of 1920 dismembers the Ottoman Empire, but is never applied?",
                    ],
                ),
                pair(
                    ["le traité de Lausanne", "the Treaty of Lausanne"],
                    [
                        "le traité de 1923 qui remplace celui de Sèvres et fixe les frontières de la Turquie",
                        "the treaty of 1923 that replaces the one of Sèvres and sets the borders of Turkey",
                    ],
                    [
                        "Que prévoit le traité de Lausanne ?",
                        "What does the Treaty of Lausanne provide for?",
                    ],
                    [
                        "Quel traité de 1923 remplace celui de Sèvres et fixe les frontières de la Turquie ?",
                        "Which treaty of 1923 replaces the one of Sèvres and sets the borders of Turkey?",
                    ],
                ),
                pair(
                    ["les accords de Locarno", "the Locarno agreements"],
                    [
                        "les accords de 1925 par lesquels l'Allemagne reconnaît ses frontières avec la France et la Belgique",
                        "the agreements of 1925 by which Germany recognises its borders with France and Belgium",
                    ],
                    [
                        "Que prévoient les accords de Locarno ?",
                        "What do the Locarno agreements provide for?",
                    ],
                    [
                        "Par quels accords de 1925 l'Allemagne reconnaît-elle ses frontières avec la France et la Belgique ?",
                        "By which agreements of 1925 does Germany recognise its borders with France and Belgium?",
                    ],
                ),
                pair(
                    ["le pacte Briand-Kellogg", "the Briand-Kellogg Pact"],
                    [
                        "le pacte de 1928 qui met la guerre hors la loi",
                        "the pact of 1928 that outlaws war",
                    ],
                    [
                        "Que prévoit le pacte Briand-Kellogg ?",
                        "What does the Briand-Kellogg Pact provide for?",
                    ],
                    [
                        "Quel pacte de 1928 met la guerre hors la loi ?",
                        "Which pact of 1928 outlaws war?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les acteurs de la sortie de guerre",
                "The actors of the way out of war",
            ],
            matching: [
                "Associe chaque acteur de la sortie de guerre à son rôle entre 1918 et 1928.",
                "Match each actor of the way out of war with their role between 1918 and 1928.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Woodrow Wilson", "Woodrow Wilson"],
                    [
                        "le président américain qui propose en janvier 1918 quatorze points pour une paix juste",
                        "the American president who proposes fourteen points for a just peace in January 1918",
                    ],
                    [
                        "Que propose Woodrow Wilson en janvier 1918 ?",
                        "What does Woodrow Wilson propose in January 1918?",
                    ],
                    [
                        "Quel président américain propose en janvier 1918 quatorze points pour une paix juste ?",
                        "Which American president proposes fourteen points for a just peace in January 1918?",
                    ],
                ),
                pair(
                    ["Georges Clemenceau", "Georges Clemenceau"],
                    [
                        "le président du Conseil français qui préside la conférence de la paix de Paris en 1919",
                        "the French prime minister who chairs the Paris Peace Conference in 1919",
                    ],
                    [
                        "Quel rôle Georges Clemenceau joue-t-il en 1919 ?",
                        "What part does Georges Clemenceau play in 1919?",
                    ],
                    [
                        "Quel président du Conseil français préside la conférence de la paix de Paris en 1919 ?",
                        "Which French prime minister chairs the Paris Peace Conference in 1919?",
                    ],
                ),
                pair(
                    ["John Maynard Keynes", "John Maynard Keynes"],
                    [
                        "l'économiste britannique qui critique dès 1919 les réparations imposées à l'Allemagne",
                        "the British economist who criticises as early as 1919 the reparations imposed on Germany",
                    ],
                    [
                        "Quel rôle John Maynard Keynes joue-t-il en 1919 ?",
                        "What part does John Maynard Keynes play in 1919?",
                    ],
                    [
                        "Quel économiste britannique critique dès 1919 les réparations imposées à l'Allemagne ?",
                        "Which British economist criticises as early as 1919 the reparations imposed on Germany?",
                    ],
                ),
                pair(
                    ["Mustafa Kemal", "Mustafa Kemal"],
                    [
                        "le général qui refuse le traité de Sèvres et fonde la République turque en 1923",
                        "the general who rejects the Treaty of Sèvres and founds the Turkish Republic in 1923",
                    ],
                    [
                        "Quel rôle Mustafa Kemal joue-t-il de 1920 à 1923 ?",
                        "What part does Mustafa Kemal play from 1920 to 1923?",
                    ],
                    [
                        "Quel général refuse le traité de Sèvres et fonde la République turque en 1923 ?",
                        "Which general rejects the Treaty of Sèvres and founds the Turkish Republic in 1923?",
                    ],
                ),
                pair(
                    ["Gustav Stresemann", "Gustav Stresemann"],
                    [
                        "le ministre allemand des Affaires étrangères qui fait entrer l'Allemagne à la SDN en 1926",
                        "the German foreign minister who brings Germany into the League of Nations in 1926",
                    ],
                    [
                        "Quel rôle Gustav Stresemann joue-t-il en 1926 ?",
                        "What part does Gustav Stresemann play in 1926?",
                    ],
                    [
                        "Quel ministre allemand des Affaires étrangères fait entrer l'Allemagne à la SDN en 1926 ?",
                        "Which German foreign minister brings Germany into the League of Nations in 1926?",
                    ],
                ),
                pair(
                    ["Aristide Briand", "Aristide Briand"],
                    [
                        "le ministre français des Affaires étrangères qui signe en 1928 avec l'Américain Kellogg un pacte contre la guerre",
                        "the French foreign minister who signs in 1928 with the American Kellogg a pact against war",
                    ],
                    [
                        "Quel rôle Aristide Briand joue-t-il en 1928 ?",
                        "What part does Aristide Briand play in 1928?",
                    ],
                    [
                        "Quel ministre français des Affaires étrangères signe en 1928 avec l'Américain Kellogg un pacte contre la guerre ?",
                        "Which French foreign minister signs in 1928 with the American Kellogg a pact against war?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les notions de la paix", "The notions of peace"],
            matching: [
                "Associe chaque notion de la construction de la paix à sa définition.",
                "Match each notion of peace-building with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    [
                        "le droit des peuples à disposer d'eux-mêmes",
                        "the right of peoples to self-determination"
                    ],
                    [
                        "le principe selon lequel chaque peuple peut choisir librement son État et son gouvernement",
                        "the principle that each people may freely choose its state and its government",
                    ],
                    [
                        "Qu'est-ce que le droit des peuples à disposer d'eux-mêmes ?",
                        "What is the right of peoples to self-determination?",
                    ],
                ),
                word!(
                    ["les réparations", "reparations"],
                    [
                        "les sommes que l'Allemagne doit verser aux vainqueurs pour les dommages causés par la guerre",
                        "the sums Germany must pay the victors for the damage caused by the war",
                    ],
                    ["Que sont les réparations ?", "What are reparations?"],
                ),
                word!(
                    ["la Société des Nations", "the League of Nations"],
                    [
                        "l'organisation internationale installée à Genève pour préserver la paix par l'arbitrage et la sécurité collective",
                        "the international organisation based in Geneva to preserve peace through arbitration and collective security",
                    ],
                    [
                        "Qu'est-ce que la Société des Nations ?",
                        "What is the League of Nations?"
                    ],
                ),
                word!(
                    ["le diktat", "the diktat"],
                    [
                        "le nom donné par les Allemands au traité de Versailles, qu'ils jugent imposé sans négociation",
                        "the name given by the Germans to the Treaty of Versailles, which they see as imposed without negotiation",
                    ],
                    ["Qu'est-ce que le diktat ?", "What is the diktat?"],
                ),
                word!(
                    ["la sécurité collective", "collective security"],
                    [
                        "le principe selon lequel les États s'engagent à défendre ensemble tout pays attaqué",
                        "the principle that states undertake to defend together any country that is attacked",
                    ],
                    [
                        "Qu'est-ce que la sécurité collective ?",
                        "What is collective security?"
                    ],
                ),
                word!(
                    ["un mandat", "a mandate"],
                    [
                        "un ancien territoire ottoman ou allemand confié par la SDN à une puissance chargée de l'administrer",
                        "a former Ottoman or German territory entrusted by the League of Nations to a power in charge of administering it",
                    ],
                    ["Qu'est-ce qu'un mandat ?", "What is a mandate?"],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Des États qui apparaissent ou renaissent en Europe entre 1917 et 1920",
            "States that appear or are reborn in Europe between 1917 and 1920",
        ],
        which: [
            "Parmi ces États, lesquels apparaissent ou renaissent en Europe entre 1917 et 1920 ?",
            "Which of these states appear or are reborn in Europe between 1917 and 1920?",
        ],
        which_not: [
            "Parmi ces États, lesquels n'apparaissent pas et ne renaissent pas en Europe entre 1917 et 1920 ?",
            "Which of these states do not appear and are not reborn in Europe between 1917 and 1920?",
        ],
        members: &[
            ["la Pologne", "Poland"],
            ["la Tchécoslovaquie", "Czechoslovakia"],
            [
                "le royaume des Serbes, Croates et Slovènes",
                "the Kingdom of Serbs, Croats and Slovenes",
            ],
            ["la Finlande", "Finland"],
            ["la Lituanie", "Lithuania"],
        ],
        others: &[
            ["la Belgique", "Belgium"],
            ["l'Italie", "Italy"],
            ["la Suisse", "Switzerland"],
            ["l'Espagne", "Spain"],
        ],
    }],
    sequences: &[timeline(
        [
            "Des quatorze points au pacte Briand-Kellogg",
            "From the Fourteen Points to the Briand-Kellogg Pact",
        ],
        &[
            [
                "les quatorze points du président Wilson",
                "President Wilson's Fourteen Points",
            ],
            [
                "la signature du traité de Versailles",
                "the signing of the Treaty of Versailles",
            ],
            [
                "la signature du traité de Sèvres",
                "the signing of the Treaty of Sèvres",
            ],
            ["la fondation de l'URSS", "the founding of the USSR"],
            [
                "la signature du traité de Lausanne",
                "the signing of the Treaty of Lausanne",
            ],
            ["les accords de Locarno", "the Locarno agreements"],
            [
                "l'entrée de l'Allemagne à la SDN",
                "Germany's entry into the League of Nations",
            ],
            ["le pacte Briand-Kellogg", "the Briand-Kellogg Pact"],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année le traité de Versailles est-il signé ?",
                "In which year is the Treaty of Versailles signed?",
            ],
            [
                "la signature du traité de Versailles",
                "the signing of the Treaty of Versailles",
            ],
            1919.0,
        ),
        year(
            [
                "En quelle année l'URSS est-elle fondée ?",
                "In which year is the USSR founded?",
            ],
            ["la fondation de l'URSS", "the founding of the USSR"],
            1922.0,
        ),
        year(
            [
                "En quelle année les accords de Locarno sont-ils signés ?",
                "In which year are the Locarno agreements signed?",
            ],
            ["les accords de Locarno", "the Locarno agreements"],
            1925.0,
        ),
        year(
            [
                "En quelle année le pacte Briand-Kellogg est-il signé ?",
                "In which year is the Briand-Kellogg Pact signed?",
            ],
            ["le pacte Briand-Kellogg", "the Briand-Kellogg Pact"],
            1928.0,
        ),
    ],
    diagrams: &[],
};
