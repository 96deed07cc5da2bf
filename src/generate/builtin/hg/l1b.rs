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
pub(crate) static BANKS: &[&Bank] = &[&PROJET_REPUBLICAIN, &SOCIETE_1914, &METROPOLE_COLONIES];

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
