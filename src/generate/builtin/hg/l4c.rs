//! Histoire-géographie 4e, further chapters (cycle 4, programme du BO spécial n° 11 du 26
//! novembre 2015, modifié au BO n° 31 du 30 juillet 2020): colonial conquests, voting from 1815
//! to 1870, the Third Republic, women's lives in the 19th century, and the géographie themes
//! (cities and globalisation, migrants, tourism, seas and oceans, Africa).

use super::count;
use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Relation, Sequence, pair};

/// These chapters' banks; a catalog entry's mode is an index in this slice (append only).
pub(crate) static BANKS: &[&Bank] = &[
    &COLONIES, &VOTER, &TROISIEME, &FEMMES, &VILLES, &MIGRANTS, &TOURISME, &MERS, &AFRIQUE,
];

/// The family of [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// Conquêtes et sociétés coloniales.
pub(crate) static COLONIES: Bank = Bank {
    chapter: "histoire-geographie-4e-conquetes-et-societes-coloniales",
    title: [
        "Conquêtes et sociétés coloniales",
        "Colonial conquests and societies",
    ],
    relations: &[
        Relation {
            name: ["Les mots de la colonisation", "The words of colonisation"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la colonisation", "colonisation"],
                    [
                        "la prise de contrôle d'un territoire par un État étranger qui le domine et l'exploite",
                        "the takeover of a territory by a foreign state that rules and exploits it",
                    ],
                    ["Qu'est-ce que la colonisation ?", "What is colonisation?"],
                ),
                word!(
                    ["une colonie", "a colony"],
                    [
                        "un territoire conquis et administré directement par la puissance qui le domine",
                        "a conquered territory run directly by the power that rules it",
                    ],
                    ["Qu'est-ce qu'une colonie ?", "What is a colony?"],
                ),
                word!(
                    ["la métropole", "the mother country"],
                    [
                        "le pays colonisateur, par opposition à ses colonies",
                        "the colonising country, as opposed to its colonies",
                    ],
                    [
                        "Que désigne la métropole à l'époque coloniale ?",
                        "What does the mother country mean in colonial times?",
                    ],
                ),
                word!(
                    ["un protectorat", "a protectorate"],
                    [
                        "un territoire qui garde son souverain mais dont la puissance coloniale contrôle la politique",
                        "a territory that keeps its own ruler but whose policy the colonial power controls",
                    ],
                    ["Qu'est-ce qu'un protectorat ?", "What is a protectorate?"],
                ),
                word!(
                    ["un empire colonial", "a colonial empire"],
                    [
                        "l'ensemble des territoires dominés par une même puissance coloniale",
                        "all the territories ruled by one colonial power",
                    ],
                    [
                        "Qu'est-ce qu'un empire colonial ?",
                        "What is a colonial empire?",
                    ],
                ),
                word!(
                    ["le travail forcé", "forced labour"],
                    [
                        "le travail imposé aux colonisés, souvent sans salaire, pour construire routes et voies ferrées",
                        "work imposed on the colonised, often unpaid, to build roads and railways",
                    ],
                    [
                        "Qu'est-ce que le travail forcé dans les colonies ?",
                        "What was forced labour in the colonies?",
                    ],
                ),
                word!(
                    ["l'indigénat", "the indigénat"],
                    [
                        "le régime qui soumet les colonisés à des règles et à des punitions particulières",
                        "the system that subjects the colonised to special rules and punishments",
                    ],
                    ["Qu'est-ce que l'indigénat ?", "What was the indigénat?",],
                ),
            ],
        },
        Relation {
            name: ["Les acteurs", "The actors"],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what they did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Abd el-Kader", "Abd al-Qadir"],
                    [
                        "l'émir qui résiste à la conquête française de l'Algérie jusqu'en 1847",
                        "the emir who resists the French conquest of Algeria until 1847",
                    ],
                    ["Qui était Abd el-Kader ?", "Who was Abd al-Qadir?"],
                    [
                        "Quel émir résiste à la conquête française de l'Algérie jusqu'en 1847 ?",
                        "Which emir resists the French conquest of Algeria until 1847?",
                    ],
                ),
                pair(
                    ["Samory Touré", "Samori Ture"],
                    [
                        "le chef malinké qui combat les troupes françaises en Afrique de l'Ouest jusqu'à sa capture en 1898",
                        "the Malinke leader who fights the French troops in West Africa until his capture in 1898",
                    ],
                    ["Qui était Samory Touré ?", "Who was Samori Ture?"],
                    [
                        "Quel chef malinké combat les troupes françaises en Afrique de l'Ouest jusqu'à sa capture en 1898 ?",
                        "Which Malinke leader fights the French troops in West Africa until his capture in 1898?",
                    ],
                ),
                pair(
                    ["Jules Ferry", "Jules Ferry"],
                    [
                        "le républicain qui défend l'expansion coloniale devant les députés en 1885",
                        "the republican who defends colonial expansion before the deputies in 1885",
                    ],
                    [
                        "Dans l'histoire coloniale, qui était Jules Ferry ?",
                        "In colonial history, who was Jules Ferry?",
                    ],
                    [
                        "Quel républicain défend l'expansion coloniale devant les députés en 1885 ?",
                        "Which republican defends colonial expansion before the deputies in 1885?",
                    ],
                ),
                pair(
                    ["Georges Clemenceau", "Georges Clemenceau"],
                    [
                        "le député radical qui s'oppose à la politique coloniale de Jules Ferry en 1885",
                        "the radical deputy who opposes Jules Ferry's colonial policy in 1885",
                    ],
                    [
                        "Dans l'histoire coloniale, qui était Georges Clemenceau ?",
                        "In colonial history, who was Georges Clemenceau?",
                    ],
                    [
                        "Quel député radical s'oppose à la politique coloniale de Jules Ferry en 1885 ?",
                        "Which radical deputy opposes Jules Ferry's colonial policy in 1885?",
                    ],
                ),
                pair(
                    ["Léopold II", "Leopold II"],
                    [
                        "le roi des Belges qui possède le Congo à titre personnel de 1885 à 1908",
                        "the King of the Belgians who owns the Congo personally from 1885 to 1908",
                    ],
                    ["Qui était Léopold II ?", "Who was Leopold II?"],
                    [
                        "Quel roi possède le Congo à titre personnel de 1885 à 1908 ?",
                        "Which king owns the Congo personally from 1885 to 1908?",
                    ],
                ),
                pair(
                    ["la reine Victoria", "Queen Victoria"],
                    [
                        "la souveraine britannique qui prend le titre d'impératrice des Indes en 1876",
                        "the British sovereign who takes the title of Empress of India in 1876",
                    ],
                    ["Qui était la reine Victoria ?", "Who was Queen Victoria?"],
                    [
                        "Quelle souveraine britannique prend le titre d'impératrice des Indes en 1876 ?",
                        "Which British sovereign takes the title of Empress of India in 1876?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["L'empire colonial français", "The French colonial empire"],
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
            ["l'Indochine", "Indochina"],
            ["le Maroc", "Morocco"],
        ],
        others: &[
            ["l'Inde", "India"],
            ["le Nigeria", "Nigeria"],
            ["le Congo belge", "the Belgian Congo"],
            ["le Kenya", "Kenya"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La formation de l'empire colonial français",
            "The building of the French colonial empire",
        ],
        order: [
            "Range ces événements de la colonisation dans l'ordre chronologique.",
            "Put these events of colonisation in chronological order.",
        ],
        backward: [
            "Range ces événements de la colonisation du plus récent au plus ancien.",
            "Put these events of colonisation in order from the latest to the earliest.",
        ],
        next: [
            "Dans l'histoire de la colonisation française, quel événement vient juste après celui-ci : « {} » ?",
            "In the history of French colonisation, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans l'histoire de la colonisation, « {a} » a eu lieu avant « {b} ».",
            "True or false: in the history of colonisation, “{a}” took place before “{b}”.",
        ],
        steps: &[
            ["la prise d'Alger (1830)", "the capture of Algiers (1830)"],
            [
                "la reddition d'Abd el-Kader (1847)",
                "the surrender of Abd al-Qadir (1847)",
            ],
            [
                "le protectorat français sur la Tunisie (1881)",
                "the French protectorate over Tunisia (1881)",
            ],
            [
                "la conférence de Berlin sur le partage de l'Afrique (1884-1885)",
                "the Berlin Conference on the partition of Africa (1884-1885)",
            ],
            [
                "la conquête de Madagascar (1895)",
                "the conquest of Madagascar (1895)",
            ],
            [
                "le protectorat français sur le Maroc (1912)",
                "the French protectorate over Morocco (1912)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année les troupes françaises prennent-elles Alger ?",
                "In which year do French troops capture Algiers?",
            ],
            ["la prise d'Alger", "the capture of Algiers"],
            1830.0,
        ),
        year(
            [
                "En quelle année la France impose-t-elle son protectorat à la Tunisie ?",
                "In which year does France impose its protectorate on Tunisia?",
            ],
            [
                "le protectorat sur la Tunisie",
                "the protectorate over Tunisia",
            ],
            1881.0,
        ),
        year(
            [
                "En quelle année se termine la conférence de Berlin sur le partage de l'Afrique ?",
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
                "En quelle année la France impose-t-elle son protectorat au Maroc ?",
                "In which year does France impose its protectorate on Morocco?",
            ],
            [
                "le protectorat sur le Maroc",
                "the protectorate over Morocco",
            ],
            1912.0,
        ),
        year(
            [
                "En quelle année l'Exposition coloniale se tient-elle à Paris ?",
                "In which year is the Colonial Exhibition held in Paris?",
            ],
            [
                "l'Exposition coloniale de Paris",
                "the Paris Colonial Exhibition",
            ],
            1931.0,
        ),
    ],
    diagrams: &[],
};

/// Une difficile conquête : voter de 1815 à 1870.
pub(crate) static VOTER: Bank = Bank {
    chapter: "histoire-geographie-4e-voter-de-1815-a-1870",
    title: ["Voter de 1815 à 1870", "Voting from 1815 to 1870"],
    relations: &[
        Relation {
            name: ["Les mots du vote", "The words of voting"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["le suffrage censitaire", "property-qualified suffrage"],
                    [
                        "un système où seuls votent les hommes qui paient un impôt élevé, le cens",
                        "a system in which only the men who pay a high tax, the cens, may vote",
                    ],
                    [
                        "Qu'est-ce que le suffrage censitaire ?",
                        "What is property-qualified suffrage?",
                    ],
                ),
                word!(
                    ["le suffrage universel masculin", "universal male suffrage"],
                    [
                        "un système où tous les hommes majeurs peuvent voter, quelle que soit leur fortune",
                        "a system in which every adult man may vote, whatever his wealth",
                    ],
                    [
                        "Qu'est-ce que le suffrage universel masculin ?",
                        "What is universal male suffrage?",
                    ],
                ),
                word!(
                    ["un plébiscite", "a plebiscite"],
                    [
                        "un vote où les électeurs répondent par oui ou par non à une question du chef de l'État, qui engage sa personne",
                        "a vote in which the electors answer yes or no to a question from the head of state, who stakes his own position on it",
                    ],
                    ["Qu'est-ce qu'un plébiscite ?", "What is a plebiscite?"],
                ),
                word!(
                    ["un candidat officiel", "an official candidate"],
                    [
                        "un candidat soutenu par le gouvernement du Second Empire lors des élections",
                        "a candidate backed by the government of the Second Empire at elections",
                    ],
                    [
                        "Qu'est-ce qu'un candidat officiel ?",
                        "What is an official candidate?",
                    ],
                ),
                word!(
                    ["un coup d'État", "a coup"],
                    [
                        "une prise du pouvoir par la force, en dehors des règles légales",
                        "a seizure of power by force, outside the legal rules",
                    ],
                    ["Qu'est-ce qu'un coup d'État ?", "What is a coup?"],
                ),
                word!(
                    ["les Trois Glorieuses", "the Three Glorious Days"],
                    [
                        "les trois journées de révolution de juillet 1830 à Paris",
                        "the three days of revolution in Paris in July 1830",
                    ],
                    [
                        "Que sont les Trois Glorieuses ?",
                        "What were the Three Glorious Days?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les acteurs", "The actors"],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what they did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Charles X", "Charles X"],
                    [
                        "le roi renversé par la révolution de juillet 1830",
                        "the king overthrown by the revolution of July 1830",
                    ],
                    ["Qui était Charles X ?", "Who was Charles X?"],
                    [
                        "Quel roi est renversé par la révolution de juillet 1830 ?",
                        "Which king is overthrown by the revolution of July 1830?",
                    ],
                ),
                pair(
                    ["Louis-Philippe", "Louis Philippe"],
                    [
                        "le « roi des Français » renversé par la révolution de février 1848",
                        "the “King of the French” overthrown by the revolution of February 1848",
                    ],
                    ["Qui était Louis-Philippe ?", "Who was Louis Philippe?"],
                    [
                        "Quel « roi des Français » est renversé par la révolution de février 1848 ?",
                        "Which “King of the French” is overthrown by the revolution of February 1848?",
                    ],
                ),
                pair(
                    ["Guizot", "Guizot"],
                    [
                        "le ministre de Louis-Philippe qui refuse d'élargir le droit de vote",
                        "Louis Philippe's minister who refuses to widen the right to vote",
                    ],
                    ["Qui était Guizot ?", "Who was Guizot?"],
                    [
                        "Quel ministre de Louis-Philippe refuse d'élargir le droit de vote ?",
                        "Which of Louis Philippe's ministers refuses to widen the right to vote?",
                    ],
                ),
                pair(
                    ["Lamartine", "Lamartine"],
                    [
                        "le poète membre du gouvernement provisoire de février 1848",
                        "the poet who is a member of the provisional government of February 1848",
                    ],
                    ["Qui était Lamartine ?", "Who was Lamartine?"],
                    [
                        "Quel poète est membre du gouvernement provisoire de février 1848 ?",
                        "Which poet is a member of the provisional government of February 1848?",
                    ],
                ),
                pair(
                    ["Victor Schœlcher", "Victor Schœlcher"],
                    [
                        "le sous-secrétaire d'État qui fait abolir l'esclavage en 1848",
                        "the under-secretary of state who has slavery abolished in 1848",
                    ],
                    ["Qui était Victor Schœlcher ?", "Who was Victor Schœlcher?"],
                    [
                        "Quel sous-secrétaire d'État fait abolir l'esclavage en 1848 ?",
                        "Which under-secretary of state has slavery abolished in 1848?",
                    ],
                ),
                pair(
                    ["Louis-Napoléon Bonaparte", "Louis-Napoléon Bonaparte"],
                    [
                        "le premier président de la République élu au suffrage universel masculin, en décembre 1848",
                        "the first President of the Republic elected by universal male suffrage, in December 1848",
                    ],
                    [
                        "Qui était Louis-Napoléon Bonaparte en 1848 ?",
                        "Who was Louis-Napoléon Bonaparte in 1848?",
                    ],
                    [
                        "Qui est élu en décembre 1848 premier président de la République au suffrage universel masculin ?",
                        "Who is elected in December 1848 as the first President of the Republic by universal male suffrage?",
                    ],
                ),
                pair(
                    ["Victor Hugo", "Victor Hugo"],
                    [
                        "l'écrivain qui s'exile pour s'opposer à Napoléon III de 1851 à 1870",
                        "the writer who goes into exile to oppose Napoleon III from 1851 to 1870",
                    ],
                    ["Qui était Victor Hugo ?", "Who was Victor Hugo?"],
                    [
                        "Quel écrivain s'exile pour s'opposer à Napoléon III de 1851 à 1870 ?",
                        "Which writer goes into exile to oppose Napoleon III from 1851 to 1870?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les électeurs de 1848", "The voters of 1848"],
        which: [
            "Avec le suffrage universel masculin de 1848, lesquelles de ces personnes peuvent voter ?",
            "Under the universal male suffrage of 1848, which of these people may vote?",
        ],
        which_not: [
            "Avec le suffrage universel masculin de 1848, lesquelles de ces personnes ne peuvent pas voter ?",
            "Under the universal male suffrage of 1848, which of these people may not vote?",
        ],
        members: &[
            [
                "un ouvrier parisien de 30 ans",
                "a 30-year-old Parisian worker",
            ],
            ["un paysan de 45 ans", "a 45-year-old peasant"],
            ["un riche banquier de 50 ans", "a rich 50-year-old banker"],
        ],
        others: &[
            ["une ouvrière de 30 ans", "a 30-year-old woman worker"],
            [
                "une riche propriétaire de 50 ans",
                "a rich 50-year-old woman landowner",
            ],
            ["un apprenti de 15 ans", "a 15-year-old apprentice"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Les régimes de 1815 à 1870",
            "The regimes from 1815 to 1870",
        ],
        order: [
            "Range ces régimes politiques de la France dans l'ordre chronologique.",
            "Put these political regimes of France in chronological order.",
        ],
        backward: [
            "Range ces régimes politiques du plus récent au plus ancien.",
            "Put these political regimes in order from the latest to the earliest.",
        ],
        next: [
            "Entre 1815 et 1870, quel régime vient juste après celui-ci : « {} » ?",
            "Between 1815 and 1870, which regime comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a précédé « {b} ».",
            "True or false: “{a}” came before “{b}”.",
        ],
        steps: &[
            [
                "la Restauration de Louis XVIII et Charles X",
                "the Restoration of Louis XVIII and Charles X",
            ],
            [
                "la monarchie de Juillet de Louis-Philippe",
                "the July Monarchy of Louis Philippe",
            ],
            ["la Deuxième République", "the Second Republic"],
            [
                "le Second Empire de Napoléon III",
                "the Second Empire of Napoleon III",
            ],
            [
                "la Troisième République proclamée le 4 septembre 1870",
                "the Third Republic proclaimed on 4 September 1870",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la révolution des Trois Glorieuses renverse-t-elle Charles X ?",
                "In which year does the revolution of the Three Glorious Days overthrow Charles X?",
            ],
            ["les Trois Glorieuses", "the Three Glorious Days"],
            1830.0,
        ),
        year(
            [
                "En quelle année le suffrage universel masculin est-il établi en France ?",
                "In which year is universal male suffrage established in France?",
            ],
            [
                "l'établissement du suffrage universel masculin",
                "the establishment of universal male suffrage",
            ],
            1848.0,
        ),
        year(
            [
                "En quelle année Louis-Napoléon Bonaparte fait-il son coup d'État ?",
                "In which year does Louis-Napoléon Bonaparte stage his coup?",
            ],
            [
                "le coup d'État de Louis-Napoléon Bonaparte",
                "Louis-Napoléon Bonaparte's coup",
            ],
            1851.0,
        ),
        year(
            [
                "En quelle année le Second Empire est-il proclamé ?",
                "In which year is the Second Empire proclaimed?",
            ],
            [
                "la proclamation du Second Empire",
                "the proclamation of the Second Empire",
            ],
            1852.0,
        ),
        year(
            [
                "En quelle année Napoléon III est-il fait prisonnier à Sedan ?",
                "In which year is Napoleon III taken prisoner at Sedan?",
            ],
            ["la défaite de Sedan", "the defeat at Sedan"],
            1870.0,
        ),
    ],
    diagrams: &[],
};

/// La IIIe République.
pub(crate) static TROISIEME: Bank = Bank {
    chapter: "histoire-geographie-4e-la-troisieme-republique",
    title: ["La IIIe République", "The Third Republic"],
    relations: &[
        Relation {
            name: ["Les mots de la République", "The words of the Republic"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la laïcité", "secularism"],
                    [
                        "le principe de séparation des Églises et de l'État, qui garantit la liberté de conscience",
                        "the principle that churches and the state are separate, which guarantees freedom of conscience",
                    ],
                    ["Qu'est-ce que la laïcité ?", "What is secularism?"],
                ),
                word!(
                    ["la Commune de Paris", "the Paris Commune"],
                    [
                        "l'insurrection parisienne de mars à mai 1871, écrasée pendant la Semaine sanglante",
                        "the Paris uprising of March to May 1871, crushed during the Bloody Week",
                    ],
                    [
                        "Qu'est-ce que la Commune de Paris ?",
                        "What was the Paris Commune?",
                    ],
                ),
                word!(
                    ["l'antisémitisme", "antisemitism"],
                    ["l'hostilité envers les Juifs", "hostility towards Jews",],
                    ["Qu'est-ce que l'antisémitisme ?", "What is antisemitism?",],
                ),
                word!(
                    ["un syndicat", "a trade union"],
                    [
                        "une association de travailleurs qui défend leurs intérêts, autorisée en France en 1884",
                        "an association of workers that defends their interests, allowed in France in 1884",
                    ],
                    ["Qu'est-ce qu'un syndicat ?", "What is a trade union?"],
                ),
                word!(
                    ["les hussards noirs", "the black hussars"],
                    [
                        "le surnom des instituteurs de l'école publique de la IIIe République",
                        "the nickname of the state-school teachers of the Third Republic",
                    ],
                    [
                        "Que désigne l'expression « les hussards noirs de la République » ?",
                        "What does the phrase “the black hussars of the Republic” mean?",
                    ],
                ),
                word!(
                    ["Marianne", "Marianne"],
                    [
                        "la figure de femme qui symbolise la République",
                        "the female figure that stands for the Republic",
                    ],
                    ["Qui est Marianne ?", "Who is Marianne?"],
                ),
            ],
        },
        Relation {
            name: ["Les acteurs", "The actors"],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what they did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Léon Gambetta", "Léon Gambetta"],
                    [
                        "le républicain qui proclame la République à Paris le 4 septembre 1870",
                        "the republican who proclaims the Republic in Paris on 4 September 1870",
                    ],
                    ["Qui était Léon Gambetta ?", "Who was Léon Gambetta?"],
                    [
                        "Quel républicain proclame la République à Paris le 4 septembre 1870 ?",
                        "Which republican proclaims the Republic in Paris on 4 September 1870?",
                    ],
                ),
                pair(
                    ["Adolphe Thiers", "Adolphe Thiers"],
                    [
                        "le chef du gouvernement qui fait écraser la Commune de Paris en 1871",
                        "the head of government who has the Paris Commune crushed in 1871",
                    ],
                    ["Qui était Adolphe Thiers ?", "Who was Adolphe Thiers?"],
                    [
                        "Quel chef du gouvernement fait écraser la Commune de Paris en 1871 ?",
                        "Which head of government has the Paris Commune crushed in 1871?",
                    ],
                ),
                pair(
                    ["Jules Ferry", "Jules Ferry"],
                    [
                        "le ministre qui rend l'école primaire gratuite, laïque et obligatoire en 1881-1882",
                        "the minister who makes primary school free, secular and compulsory in 1881-1882",
                    ],
                    [
                        "Pour quelles lois scolaires Jules Ferry est-il connu ?",
                        "Which school laws is Jules Ferry known for?",
                    ],
                    [
                        "Quel ministre rend l'école primaire gratuite, laïque et obligatoire en 1881-1882 ?",
                        "Which minister makes primary school free, secular and compulsory in 1881-1882?",
                    ],
                ),
                pair(
                    ["Alfred Dreyfus", "Alfred Dreyfus"],
                    [
                        "le capitaine juif condamné à tort pour trahison en 1894",
                        "the Jewish captain wrongly convicted of treason in 1894",
                    ],
                    ["Qui était Alfred Dreyfus ?", "Who was Alfred Dreyfus?"],
                    [
                        "Quel capitaine juif est condamné à tort pour trahison en 1894 ?",
                        "Which Jewish captain is wrongly convicted of treason in 1894?",
                    ],
                ),
                pair(
                    ["Émile Zola", "Émile Zola"],
                    [
                        "l'écrivain qui publie « J'accuse… ! » en 1898 pour défendre Dreyfus",
                        "the writer who publishes “J'accuse…!” in 1898 to defend Dreyfus",
                    ],
                    ["Qui était Émile Zola ?", "Who was Émile Zola?"],
                    [
                        "Quel écrivain publie « J'accuse… ! » en 1898 pour défendre Dreyfus ?",
                        "Which writer publishes “J'accuse…!” in 1898 to defend Dreyfus?",
                    ],
                ),
                pair(
                    ["Aristide Briand", "Aristide Briand"],
                    [
                        "le député rapporteur de la loi de séparation des Églises et de l'État de 1905",
                        "the deputy who steers the 1905 law separating the churches and the state through parliament",
                    ],
                    ["Qui était Aristide Briand ?", "Who was Aristide Briand?"],
                    [
                        "Quel député est le rapporteur de la loi de séparation des Églises et de l'État de 1905 ?",
                        "Which deputy steers the 1905 law separating the churches and the state through parliament?",
                    ],
                ),
                pair(
                    ["Jean Jaurès", "Jean Jaurès"],
                    [
                        "le dirigeant socialiste assassiné le 31 juillet 1914",
                        "the socialist leader murdered on 31 July 1914",
                    ],
                    ["Qui était Jean Jaurès ?", "Who was Jean Jaurès?"],
                    [
                        "Quel dirigeant socialiste est assassiné le 31 juillet 1914 ?",
                        "Which socialist leader is murdered on 31 July 1914?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les symboles de la République",
            "The symbols of the Republic",
        ],
        which: [
            "Parmi ces emblèmes, lesquels sont des symboles de la République française ?",
            "Which of these emblems are symbols of the French Republic?",
        ],
        which_not: [
            "Parmi ces emblèmes, lesquels ne sont pas des symboles de la République française ?",
            "Which of these emblems are not symbols of the French Republic?",
        ],
        members: &[
            ["Marianne", "Marianne"],
            ["La Marseillaise", "La Marseillaise"],
            ["le drapeau tricolore", "the tricolour flag"],
            [
                "la devise « Liberté, Égalité, Fraternité »",
                "the motto “Liberty, Equality, Fraternity”",
            ],
        ],
        others: &[
            ["la fleur de lys", "the fleur-de-lis"],
            ["l'aigle impérial", "the imperial eagle"],
            ["le drapeau blanc", "the white flag"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La République s'enracine (1870-1905)",
            "The Republic takes root (1870-1905)",
        ],
        order: [
            "Range ces événements des débuts de la IIIe République dans l'ordre chronologique.",
            "Put these events of the early Third Republic in chronological order.",
        ],
        backward: [
            "Range ces événements des débuts de la IIIe République du plus récent au plus ancien.",
            "Put these events of the early Third Republic in order from the latest to the earliest.",
        ],
        next: [
            "Sous la IIIe République, quel événement vient juste après celui-ci : « {} » ?",
            "Under the Third Republic, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : sous la IIIe République, « {a} » a eu lieu avant « {b} ».",
            "True or false: under the Third Republic, “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "la proclamation de la République (septembre 1870)",
                "the proclamation of the Republic (September 1870)",
            ],
            [
                "la Commune de Paris (printemps 1871)",
                "the Paris Commune (spring 1871)",
            ],
            [
                "le vote des lois constitutionnelles (1875)",
                "the passing of the constitutional laws (1875)",
            ],
            [
                "le choix du 14 Juillet comme fête nationale (1880)",
                "the choice of 14 July as the national holiday (1880)",
            ],
            [
                "les lois Ferry sur l'école (1881-1882)",
                "the Ferry laws on schooling (1881-1882)",
            ],
            [
                "la condamnation du capitaine Dreyfus (1894)",
                "the conviction of Captain Dreyfus (1894)",
            ],
            [
                "la loi de séparation des Églises et de l'État (1905)",
                "the law separating the churches and the state (1905)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la loi rend-elle l'école primaire obligatoire et laïque ?",
                "In which year does the law make primary school compulsory and secular?",
            ],
            [
                "l'école obligatoire et laïque",
                "compulsory and secular schooling",
            ],
            1882.0,
        ),
        year(
            [
                "En quelle année une loi autorise-t-elle les syndicats en France ?",
                "In which year does a law allow trade unions in France?",
            ],
            [
                "la loi autorisant les syndicats",
                "the law allowing trade unions",
            ],
            1884.0,
        ),
        year(
            [
                "En quelle année Émile Zola publie-t-il « J'accuse… ! » ?",
                "In which year does Émile Zola publish “J'accuse…!”?",
            ],
            ["« J'accuse… ! » d'Émile Zola", "Émile Zola's “J'accuse…!”"],
            1898.0,
        ),
        year(
            [
                "En quelle année la loi sépare-t-elle les Églises et l'État ?",
                "In which year does the law separate the churches and the state?",
            ],
            [
                "la loi de séparation des Églises et de l'État",
                "the law separating the churches and the state",
            ],
            1905.0,
        ),
        year(
            [
                "En quelle année la Commune de Paris est-elle écrasée ?",
                "In which year is the Paris Commune crushed?",
            ],
            ["l'écrasement de la Commune", "the crushing of the Commune"],
            1871.0,
        ),
    ],
    diagrams: &[],
};

/// Conditions féminines dans une société en mutation.
pub(crate) static FEMMES: Bank = Bank {
    chapter: "histoire-geographie-4e-conditions-feminines",
    title: [
        "Conditions féminines au XIXe siècle",
        "Women's lives in the 19th century",
    ],
    relations: &[
        Relation {
            name: ["Les mots", "The words"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["le féminisme", "feminism"],
                    [
                        "le combat pour l'égalité des droits entre les femmes et les hommes",
                        "the struggle for equal rights between women and men",
                    ],
                    ["Qu'est-ce que le féminisme ?", "What is feminism?"],
                ),
                word!(
                    ["une suffragette", "a suffragette"],
                    [
                        "une militante britannique qui réclame le droit de vote des femmes par des actions spectaculaires",
                        "a British activist who demands votes for women through striking actions",
                    ],
                    ["Qu'est-ce qu'une suffragette ?", "What is a suffragette?"],
                ),
                word!(
                    ["l'autorité maritale", "marital authority"],
                    [
                        "le pouvoir que le Code civil donne au mari sur sa femme",
                        "the power that the Civil Code gives a husband over his wife",
                    ],
                    [
                        "Qu'est-ce que l'autorité maritale ?",
                        "What is marital authority?",
                    ],
                ),
                word!(
                    ["une domestique", "a maidservant"],
                    [
                        "une employée logée chez ses patrons pour faire le ménage, la cuisine et le service",
                        "a woman employee who lives in her employers' house to do the cleaning, the cooking and the serving",
                    ],
                    ["Qu'est-ce qu'une domestique ?", "What is a maidservant?"],
                ),
                word!(
                    ["le divorce", "divorce"],
                    [
                        "la rupture légale du mariage, rétablie en France en 1884",
                        "the legal ending of a marriage, brought back in France in 1884",
                    ],
                    ["Qu'est-ce que le divorce ?", "What is divorce?"],
                ),
                word!(
                    ["le suffrage féminin", "women's suffrage"],
                    [
                        "le droit de vote des femmes, obtenu en France en 1944",
                        "the right of women to vote, won in France in 1944",
                    ],
                    [
                        "Qu'est-ce que le suffrage féminin ?",
                        "What is women's suffrage?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Des femmes du XIXe siècle", "Women of the 19th century"],
            matching: [
                "Associe chaque femme à ce qu'elle a fait.",
                "Match each woman with what she did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["George Sand", "George Sand"],
                    [
                        "la romancière qui publie ses livres sous un nom d'homme",
                        "the novelist who publishes her books under a man's name",
                    ],
                    ["Qui était George Sand ?", "Who was George Sand?"],
                    [
                        "Quelle romancière publie ses livres sous un nom d'homme ?",
                        "Which novelist publishes her books under a man's name?",
                    ],
                ),
                pair(
                    ["Julie-Victoire Daubié", "Julie-Victoire Daubié"],
                    [
                        "la première femme reçue au baccalauréat en France, en 1861",
                        "the first woman to pass the baccalauréat in France, in 1861",
                    ],
                    [
                        "Qui était Julie-Victoire Daubié ?",
                        "Who was Julie-Victoire Daubié?",
                    ],
                    [
                        "Quelle est la première femme reçue au baccalauréat en France, en 1861 ?",
                        "Who is the first woman to pass the baccalauréat in France, in 1861?",
                    ],
                ),
                pair(
                    ["Louise Michel", "Louise Michel"],
                    [
                        "l'institutrice, figure de la Commune de Paris, déportée en Nouvelle-Calédonie",
                        "the schoolteacher, a leading figure of the Paris Commune, deported to New Caledonia",
                    ],
                    ["Qui était Louise Michel ?", "Who was Louise Michel?"],
                    [
                        "Quelle institutrice, figure de la Commune de Paris, est déportée en Nouvelle-Calédonie ?",
                        "Which schoolteacher, a leading figure of the Paris Commune, is deported to New Caledonia?",
                    ],
                ),
                pair(
                    ["Hubertine Auclert", "Hubertine Auclert"],
                    [
                        "la militante qui fonde en 1881 le journal La Citoyenne pour réclamer le droit de vote des femmes",
                        "the activist who founds the newspaper La Citoyenne in 1881 to demand votes for women",
                    ],
                    [
                        "Qui était Hubertine Auclert ?",
                        "Who was Hubertine Auclert?",
                    ],
                    [
                        "Quelle militante fonde en 1881 le journal La Citoyenne pour réclamer le droit de vote des femmes ?",
                        "Which activist founds the newspaper La Citoyenne in 1881 to demand votes for women?",
                    ],
                ),
                pair(
                    ["Emmeline Pankhurst", "Emmeline Pankhurst"],
                    [
                        "la fondatrice en 1903 du mouvement britannique des suffragettes",
                        "the founder in 1903 of the British suffragette movement",
                    ],
                    [
                        "Qui était Emmeline Pankhurst ?",
                        "Who was Emmeline Pankhurst?",
                    ],
                    [
                        "Qui fonde en 1903 le mouvement britannique des suffragettes ?",
                        "Who founds the British suffragette movement in 1903?",
                    ],
                ),
                pair(
                    ["Marie Curie", "Marie Curie"],
                    [
                        "la physicienne, première femme à recevoir un prix Nobel, en 1903",
                        "the physicist, the first woman to win a Nobel Prize, in 1903",
                    ],
                    ["Qui était Marie Curie ?", "Who was Marie Curie?"],
                    [
                        "Quelle physicienne est la première femme à recevoir un prix Nobel, en 1903 ?",
                        "Which physicist is the first woman to win a Nobel Prize, in 1903?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les droits des Françaises avant 1914",
            "The rights of Frenchwomen before 1914",
        ],
        which: [
            "Parmi ces droits, lesquels les Françaises ont-elles obtenus avant 1914 ?",
            "Which of these rights had Frenchwomen won before 1914?",
        ],
        which_not: [
            "Parmi ces droits, lesquels les Françaises n'ont-elles pas encore obtenus en 1914 ?",
            "Which of these rights had Frenchwomen not yet won in 1914?",
        ],
        members: &[
            ["le droit de divorcer", "the right to divorce"],
            [
                "le droit d'étudier dans un lycée de jeunes filles",
                "the right to study at a girls' lycée",
            ],
            [
                "le droit pour une femme mariée de disposer de son salaire",
                "the right of a married woman to spend her own wages",
            ],
        ],
        others: &[
            ["le droit de vote", "the right to vote"],
            [
                "le droit d'être élue députée",
                "the right to be elected to parliament",
            ],
            [
                "le droit d'ouvrir un compte en banque sans l'accord de son mari",
                "the right to open a bank account without her husband's consent",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Les droits des femmes en France",
            "Women's rights in France",
        ],
        order: [
            "Range ces étapes de l'histoire des droits des femmes en France dans l'ordre chronologique.",
            "Put these stages in the history of women's rights in France in chronological order.",
        ],
        backward: [
            "Range ces étapes de l'histoire des droits des femmes du plus récent au plus ancien.",
            "Put these stages in the history of women's rights in order from the latest to the earliest.",
        ],
        next: [
            "Dans l'histoire des droits des femmes en France, quelle étape vient juste après celle-ci : « {} » ?",
            "In the history of women's rights in France, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans l'histoire des droits des femmes, « {a} » vient avant « {b} ».",
            "True or false: in the history of women's rights, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "le Code civil soumet l'épouse à son mari (1804)",
                "the Civil Code places the wife under her husband (1804)",
            ],
            [
                "le divorce est supprimé (1816)",
                "divorce is abolished (1816)",
            ],
            [
                "une première femme obtient le baccalauréat (1861)",
                "a first woman passes the baccalauréat (1861)",
            ],
            [
                "la loi Camille Sée crée les lycées de jeunes filles (1880)",
                "the Camille Sée law creates girls' lycées (1880)",
            ],
            [
                "le divorce est rétabli (1884)",
                "divorce is brought back (1884)",
            ],
            [
                "les femmes mariées peuvent disposer de leur salaire (1907)",
                "married women may spend their own wages (1907)",
            ],
            [
                "les femmes obtiennent le droit de vote (1944)",
                "women win the right to vote (1944)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année Julie-Victoire Daubié est-elle reçue au baccalauréat ?",
                "In which year does Julie-Victoire Daubié pass the baccalauréat?",
            ],
            [
                "le baccalauréat de Julie-Victoire Daubié",
                "Julie-Victoire Daubié's baccalauréat",
            ],
            1861.0,
        ),
        year(
            [
                "En quelle année la loi Camille Sée crée-t-elle les lycées de jeunes filles ?",
                "In which year does the Camille Sée law create girls' lycées?",
            ],
            ["la loi Camille Sée", "the Camille Sée law"],
            1880.0,
        ),
        year(
            [
                "En quelle année le divorce est-il rétabli en France ?",
                "In which year is divorce brought back in France?",
            ],
            ["le rétablissement du divorce", "the return of divorce"],
            1884.0,
        ),
        year(
            [
                "En quelle année Marie Curie reçoit-elle son premier prix Nobel ?",
                "In which year does Marie Curie receive her first Nobel Prize?",
            ],
            [
                "le premier prix Nobel de Marie Curie",
                "Marie Curie's first Nobel Prize",
            ],
            1903.0,
        ),
        year(
            [
                "En quelle année les Françaises obtiennent-elles le droit de vote ?",
                "In which year do Frenchwomen win the right to vote?",
            ],
            [
                "le droit de vote des Françaises",
                "the vote for Frenchwomen",
            ],
            1944.0,
        ),
    ],
    diagrams: &[],
};

/// Des villes inégalement connectées aux réseaux de la mondialisation.
pub(crate) static VILLES: Bank = Bank {
    chapter: "histoire-geographie-4e-villes-et-mondialisation",
    title: ["Villes et mondialisation", "Cities and globalisation"],
    relations: &[
        Relation {
            name: ["Les mots des villes mondiales", "The words of world cities"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["une ville mondiale", "a world city"],
                    [
                        "une très grande ville qui concentre des fonctions de commandement de l'économie mondiale",
                        "a very large city that concentrates command functions of the world economy",
                    ],
                    ["Qu'est-ce qu'une ville mondiale ?", "What is a world city?"],
                ),
                word!(
                    ["la métropolisation", "metropolisation"],
                    [
                        "la concentration des habitants, des activités et des pouvoirs dans les plus grandes villes",
                        "the concentration of people, activities and power in the largest cities",
                    ],
                    [
                        "Qu'est-ce que la métropolisation ?",
                        "What is metropolisation?",
                    ],
                ),
                word!(
                    ["une mégapole", "a megacity"],
                    [
                        "une agglomération de plus de 10 millions d'habitants",
                        "an urban area of more than 10 million inhabitants",
                    ],
                    ["Qu'est-ce qu'une mégapole ?", "What is a megacity?"],
                ),
                word!(
                    ["une firme transnationale", "a transnational company"],
                    [
                        "une grande entreprise qui possède des filiales dans plusieurs pays",
                        "a large company that owns subsidiaries in several countries",
                    ],
                    [
                        "Qu'est-ce qu'une firme transnationale ?",
                        "What is a transnational company?",
                    ],
                ),
                word!(
                    ["un hub", "a hub"],
                    [
                        "un aéroport où convergent de nombreuses lignes et où les passagers changent d'avion",
                        "an airport where many routes meet and where passengers change planes",
                    ],
                    ["Qu'est-ce qu'un hub ?", "What is a hub?"],
                ),
                word!(
                    ["une place financière", "a financial centre"],
                    [
                        "une ville où se concentrent les banques, les assurances et une bourse",
                        "a city where banks, insurers and a stock exchange are concentrated",
                    ],
                    [
                        "Qu'est-ce qu'une place financière ?",
                        "What is a financial centre?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Des villes dans la mondialisation",
                "Cities in globalisation",
            ],
            matching: [
                "Associe chaque ville à ce qui la caractérise.",
                "Match each city with what it is known for.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["New York", "New York"],
                    [
                        "la ville de Wall Street, première place boursière du monde",
                        "the city of Wall Street, the world's leading stock market",
                    ],
                    [
                        "Qu'est-ce qui caractérise New York dans la mondialisation ?",
                        "What is New York known for in globalisation?",
                    ],
                    [
                        "Quelle ville abrite Wall Street, première place boursière du monde ?",
                        "Which city is home to Wall Street, the world's leading stock market?",
                    ],
                ),
                pair(
                    ["Londres", "London"],
                    [
                        "la ville dont le quartier de la City est la première place financière d'Europe",
                        "the city whose district of the City is the leading financial centre of Europe",
                    ],
                    [
                        "Qu'est-ce qui caractérise Londres dans la mondialisation ?",
                        "What is London known for in globalisation?",
                    ],
                    [
                        "Quelle ville possède la City, première place financière d'Europe ?",
                        "Which city has the City, the leading financial centre of Europe?",
                    ],
                ),
                pair(
                    ["Shanghai", "Shanghai"],
                    [
                        "la ville chinoise qui possède le premier port à conteneurs du monde",
                        "the Chinese city that has the world's leading container port",
                    ],
                    [
                        "Qu'est-ce qui caractérise Shanghai dans la mondialisation ?",
                        "What is Shanghai known for in globalisation?",
                    ],
                    [
                        "Quelle ville possède le premier port à conteneurs du monde ?",
                        "Which city has the world's leading container port?",
                    ],
                ),
                pair(
                    ["Dubaï", "Dubai"],
                    [
                        "la ville du golfe Persique devenue un hub aérien entre l'Europe et l'Asie",
                        "the Persian Gulf city that has become an air hub between Europe and Asia",
                    ],
                    [
                        "Qu'est-ce qui caractérise Dubaï dans la mondialisation ?",
                        "What is Dubai known for in globalisation?",
                    ],
                    [
                        "Quelle ville du golfe Persique est devenue un hub aérien entre l'Europe et l'Asie ?",
                        "Which Persian Gulf city has become an air hub between Europe and Asia?",
                    ],
                ),
                pair(
                    ["Lagos", "Lagos"],
                    [
                        "la plus grande ville du Nigeria, où une grande partie des habitants vivent dans des quartiers informels",
                        "the largest city of Nigeria, where many inhabitants live in informal neighbourhoods",
                    ],
                    [
                        "Qu'est-ce qui caractérise Lagos ?",
                        "What is Lagos known for?",
                    ],
                    [
                        "Quelle est la plus grande ville du Nigeria ?",
                        "Which is the largest city of Nigeria?",
                    ],
                ),
                pair(
                    ["Mumbai", "Mumbai"],
                    [
                        "la capitale économique de l'Inde, où est installé le cinéma de Bollywood",
                        "the economic capital of India, home of the Bollywood film industry",
                    ],
                    [
                        "Qu'est-ce qui caractérise Mumbai ?",
                        "What is Mumbai known for?",
                    ],
                    [
                        "Quelle ville est la capitale économique de l'Inde, où est installé le cinéma de Bollywood ?",
                        "Which city is the economic capital of India, home of the Bollywood film industry?",
                    ],
                ),
                pair(
                    ["Singapour", "Singapore"],
                    [
                        "la cité-État d'Asie du Sud-Est, grand port sur le détroit de Malacca",
                        "the city-state of Southeast Asia, a great port on the Strait of Malacca",
                    ],
                    [
                        "Qu'est-ce qui caractérise Singapour ?",
                        "What is Singapore known for?",
                    ],
                    [
                        "Quelle cité-État d'Asie du Sud-Est est un grand port sur le détroit de Malacca ?",
                        "Which city-state of Southeast Asia is a great port on the Strait of Malacca?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les mégapoles", "Megacities"],
        which: [
            "Parmi ces villes, lesquelles sont des mégapoles de plus de 10 millions d'habitants ?",
            "Which of these cities are megacities of more than 10 million inhabitants?",
        ],
        which_not: [
            "Parmi ces villes, lesquelles ne sont pas des mégapoles de plus de 10 millions d'habitants ?",
            "Which of these cities are not megacities of more than 10 million inhabitants?",
        ],
        members: &[
            ["Tokyo", "Tokyo"],
            ["São Paulo", "São Paulo"],
            ["Le Caire", "Cairo"],
            ["Mexico", "Mexico City"],
        ],
        others: &[
            ["Genève", "Geneva"],
            ["Bordeaux", "Bordeaux"],
            ["Dubaï", "Dubai"],
            ["Singapour", "Singapore"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La part des citadins dans le monde",
            "The share of city dwellers in the world",
        ],
        order: [
            "Range ces étapes de l'urbanisation du monde dans l'ordre chronologique.",
            "Put these stages of world urbanisation in chronological order.",
        ],
        backward: [
            "Range ces étapes de l'urbanisation du monde de la plus récente à la plus ancienne.",
            "Put these stages of world urbanisation in order from the latest to the earliest.",
        ],
        next: [
            "Dans l'urbanisation du monde, quelle étape vient juste après celle-ci : « {} » ?",
            "In world urbanisation, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans l'urbanisation du monde, « {a} » vient avant « {b} ».",
            "True or false: in world urbanisation, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "environ un humain sur sept vit en ville (1900)",
                "about one person in seven lives in a city (1900)",
            ],
            [
                "environ un humain sur trois vit en ville (1950)",
                "about one person in three lives in a city (1950)",
            ],
            [
                "la moitié de l'humanité vit en ville (vers 2007)",
                "half of humanity lives in cities (around 2007)",
            ],
            [
                "environ deux humains sur trois vivraient en ville (prévision pour 2050)",
                "about two people in three would live in cities (forecast for 2050)",
            ],
        ],
    }],
    numbers: &[year(
        [
            "Vers quelle année la moitié de l'humanité vit-elle en ville pour la première fois ?",
            "Around which year does half of humanity live in cities for the first time?",
        ],
        [
            "la moitié de l'humanité en ville",
            "half of humanity in cities",
        ],
        2007.0,
    )],
    diagrams: &[],
};

/// Un monde de migrants.
pub(crate) static MIGRANTS: Bank = Bank {
    chapter: "histoire-geographie-4e-un-monde-de-migrants",
    title: ["Un monde de migrants", "A world of migrants"],
    relations: &[
        Relation {
            name: ["Les mots des migrations", "The words of migration"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["un migrant international", "an international migrant"],
                    [
                        "une personne qui quitte son pays pour s'installer durablement dans un autre",
                        "a person who leaves their country to settle for a long time in another",
                    ],
                    [
                        "Qu'est-ce qu'un migrant international ?",
                        "What is an international migrant?",
                    ],
                ),
                word!(
                    ["un réfugié", "a refugee"],
                    [
                        "une personne qui a dû fuir son pays à cause d'une guerre ou de persécutions",
                        "a person who has had to flee their country because of a war or persecution",
                    ],
                    ["Qu'est-ce qu'un réfugié ?", "What is a refugee?"],
                ),
                word!(
                    ["un demandeur d'asile", "an asylum seeker"],
                    [
                        "une personne qui demande à un État la protection accordée aux réfugiés",
                        "a person who asks a state for the protection given to refugees",
                    ],
                    [
                        "Qu'est-ce qu'un demandeur d'asile ?",
                        "What is an asylum seeker?",
                    ],
                ),
                word!(
                    ["un déplacé interne", "an internally displaced person"],
                    [
                        "une personne qui fuit la guerre ou une catastrophe sans quitter son pays",
                        "a person who flees war or a disaster without leaving their country",
                    ],
                    [
                        "Qu'est-ce qu'un déplacé interne ?",
                        "What is an internally displaced person?",
                    ],
                ),
                word!(
                    ["les transferts de fonds", "remittances"],
                    [
                        "l'argent que les migrants envoient à leur famille restée au pays",
                        "the money that migrants send to their family back home",
                    ],
                    [
                        "Que sont les transferts de fonds des migrants ?",
                        "What are migrants' remittances?",
                    ],
                ),
                word!(
                    ["une diaspora", "a diaspora"],
                    [
                        "l'ensemble des membres d'un peuple dispersés hors de leur pays d'origine",
                        "all the members of a people scattered outside their country of origin",
                    ],
                    ["Qu'est-ce qu'une diaspora ?", "What is a diaspora?"],
                ),
                word!(
                    ["un passeur", "a people smuggler"],
                    [
                        "une personne payée pour faire franchir illégalement une frontière à des migrants",
                        "a person paid to get migrants across a border illegally",
                    ],
                    ["Qu'est-ce qu'un passeur ?", "What is a people smuggler?"],
                ),
            ],
        },
        Relation {
            name: ["Les lieux des migrations", "The places of migration"],
            matching: [
                "Associe chaque lieu à son rôle dans les migrations.",
                "Match each place with its part in migration.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Lampedusa", "Lampedusa"],
                    [
                        "une île italienne où débarquent de nombreux migrants venus d'Afrique par la Méditerranée",
                        "an Italian island where many migrants from Africa land after crossing the Mediterranean",
                    ],
                    [
                        "Quel est le rôle de Lampedusa dans les migrations ?",
                        "What part does Lampedusa play in migration?",
                    ],
                    [
                        "Sur quelle île italienne débarquent de nombreux migrants venus d'Afrique par la Méditerranée ?",
                        "On which Italian island do many migrants from Africa land after crossing the Mediterranean?",
                    ],
                ),
                pair(
                    [
                        "la frontière entre le Mexique et les États-Unis",
                        "the border between Mexico and the United States",
                    ],
                    [
                        "une frontière en partie fermée par un mur, que tentent de franchir des migrants d'Amérique latine",
                        "a border partly closed by a wall, which migrants from Latin America try to cross",
                    ],
                    [
                        "Quel est le rôle de la frontière entre le Mexique et les États-Unis dans les migrations ?",
                        "What part does the border between Mexico and the United States play in migration?",
                    ],
                    [
                        "Quelle frontière, en partie fermée par un mur, des migrants d'Amérique latine tentent-ils de franchir ?",
                        "Which border, partly closed by a wall, do migrants from Latin America try to cross?",
                    ],
                ),
                pair(
                    [
                        "les monarchies du golfe Persique",
                        "the Persian Gulf monarchies",
                    ],
                    [
                        "des monarchies pétrolières qui emploient de nombreux travailleurs venus d'Asie du Sud",
                        "oil monarchies that employ many workers from South Asia",
                    ],
                    [
                        "Quel est le rôle des monarchies du golfe Persique dans les migrations ?",
                        "What part do the Persian Gulf monarchies play in migration?",
                    ],
                    [
                        "Quelles monarchies pétrolières emploient de nombreux travailleurs venus d'Asie du Sud ?",
                        "Which oil monarchies employ many workers from South Asia?",
                    ],
                ),
                pair(
                    ["Calais", "Calais"],
                    [
                        "une ville française d'où des migrants tentent de passer au Royaume-Uni",
                        "a French town from which migrants try to get to the United Kingdom",
                    ],
                    [
                        "Quel est le rôle de Calais dans les migrations ?",
                        "What part does Calais play in migration?",
                    ],
                    [
                        "De quelle ville française des migrants tentent-ils de passer au Royaume-Uni ?",
                        "From which French town do migrants try to get to the United Kingdom?",
                    ],
                ),
                pair(
                    ["la Turquie", "Turkey"],
                    [
                        "le pays qui accueille le plus grand nombre de réfugiés syriens",
                        "the country that takes in the largest number of Syrian refugees",
                    ],
                    [
                        "Quel est le rôle de la Turquie dans les migrations ?",
                        "What part does Turkey play in migration?",
                    ],
                    [
                        "Quel pays accueille le plus grand nombre de réfugiés syriens ?",
                        "Which country takes in the largest number of Syrian refugees?",
                    ],
                ),
                pair(
                    ["Ceuta et Melilla", "Ceuta and Melilla"],
                    [
                        "deux villes espagnoles en Afrique du Nord, entourées de hautes clôtures",
                        "two Spanish towns in North Africa, surrounded by high fences",
                    ],
                    [
                        "Quel est le rôle de Ceuta et Melilla dans les migrations ?",
                        "What part do Ceuta and Melilla play in migration?",
                    ],
                    [
                        "Quelles villes espagnoles d'Afrique du Nord sont entourées de hautes clôtures ?",
                        "Which Spanish towns in North Africa are surrounded by high fences?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les migrations forcées", "Forced migration"],
        which: [
            "Parmi ces personnes, lesquelles sont contraintes de fuir leur lieu de vie ?",
            "Which of these people are forced to flee their home?",
        ],
        which_not: [
            "Parmi ces personnes, lesquelles ne sont pas contraintes de fuir leur lieu de vie ?",
            "Which of these people are not forced to flee their home?",
        ],
        members: &[
            [
                "une famille syrienne qui fuit la guerre",
                "a Syrian family fleeing the war",
            ],
            [
                "un opposant politique qui fuit son pays pour échapper à la prison",
                "a political opponent fleeing his country to escape prison",
            ],
            [
                "des villageois chassés par les combats dans leur région",
                "villagers driven out by fighting in their region",
            ],
        ],
        others: &[
            [
                "un ingénieur indien embauché par une entreprise américaine",
                "an Indian engineer hired by an American company",
            ],
            [
                "une étudiante chinoise inscrite dans une université française",
                "a Chinese student enrolled at a French university",
            ],
            [
                "un retraité britannique installé en Espagne",
                "a British pensioner who has settled in Spain",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Le parcours d'un migrant de l'Afrique de l'Ouest vers l'Europe",
            "The journey of a migrant from West Africa to Europe",
        ],
        order: [
            "Range dans l'ordre les étapes du parcours d'un migrant parti d'Afrique de l'Ouest vers l'Europe.",
            "Put the stages of the journey of a migrant from West Africa to Europe in order.",
        ],
        backward: [
            "Range les étapes de ce parcours de la dernière à la première.",
            "Put the stages of this journey in order from the last to the first.",
        ],
        next: [
            "Sur le parcours d'un migrant d'Afrique de l'Ouest vers l'Europe, quelle étape vient juste après celle-ci : « {} » ?",
            "On the journey of a migrant from West Africa to Europe, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : sur le parcours d'un migrant d'Afrique de l'Ouest vers l'Europe, « {a} » vient avant « {b} ».",
            "True or false: on the journey of a migrant from West Africa to Europe, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "le départ de son village du Mali",
                "leaving his village in Mali",
            ],
            ["la traversée du Sahara", "crossing the Sahara"],
            [
                "l'attente sur la côte libyenne",
                "waiting on the Libyan coast",
            ],
            [
                "la traversée de la Méditerranée sur une embarcation de fortune",
                "crossing the Mediterranean in a makeshift boat",
            ],
            ["le débarquement à Lampedusa", "landing on Lampedusa"],
            [
                "le dépôt d'une demande d'asile en Europe",
                "lodging an asylum claim in Europe",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la convention de Genève définit-elle le statut de réfugié ?",
                "In which year does the Geneva Convention define refugee status?",
            ],
            [
                "la convention de Genève sur les réfugiés",
                "the Geneva Convention on refugees",
            ],
            1951.0,
        ),
        count(
            [
                "Combien de millions de migrants internationaux l'ONU compte-t-elle dans le monde en 2020 ?",
                "How many million international migrants does the UN count in the world in 2020?",
            ],
            [
                "le nombre de migrants internationaux en 2020, en millions",
                "the number of international migrants in 2020, in millions",
            ],
            281.0,
        ),
    ],
    diagrams: &[],
};

/// Le tourisme et ses espaces.
pub(crate) static TOURISME: Bank = Bank {
    chapter: "histoire-geographie-4e-le-tourisme-et-ses-espaces",
    title: ["Le tourisme et ses espaces", "Tourism and its spaces"],
    relations: &[
        Relation {
            name: ["Les mots du tourisme", "The words of tourism"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["un touriste", "a tourist"],
                    [
                        "une personne qui voyage pour ses loisirs hors de son domicile et y passe au moins une nuit",
                        "a person who travels away from home for leisure and spends at least one night there",
                    ],
                    ["Qu'est-ce qu'un touriste ?", "What is a tourist?"],
                ),
                word!(
                    ["un flux touristique", "a tourist flow"],
                    [
                        "un déplacement de touristes d'une région de départ vers une destination",
                        "a movement of tourists from a home region to a destination",
                    ],
                    [
                        "Qu'est-ce qu'un flux touristique ?",
                        "What is a tourist flow?",
                    ],
                ),
                word!(
                    ["le tourisme de masse", "mass tourism"],
                    [
                        "un tourisme qui attire un très grand nombre de visiteurs dans les mêmes lieux",
                        "tourism that draws a very large number of visitors to the same places",
                    ],
                    [
                        "Qu'est-ce que le tourisme de masse ?",
                        "What is mass tourism?",
                    ],
                ),
                word!(
                    ["le surtourisme", "overtourism"],
                    [
                        "la saturation d'un lieu par un nombre trop élevé de touristes, qui gêne les habitants",
                        "the overcrowding of a place by too many tourists, which troubles the residents",
                    ],
                    ["Qu'est-ce que le surtourisme ?", "What is overtourism?"],
                ),
                word!(
                    ["l'écotourisme", "ecotourism"],
                    [
                        "un tourisme qui respecte la nature et profite aux populations locales",
                        "tourism that respects nature and benefits local people",
                    ],
                    ["Qu'est-ce que l'écotourisme ?", "What is ecotourism?"],
                ),
                word!(
                    ["une station de sports d'hiver", "a winter sports resort",],
                    [
                        "une localité de montagne aménagée pour le ski",
                        "a mountain town fitted out for skiing",
                    ],
                    [
                        "Qu'est-ce qu'une station de sports d'hiver ?",
                        "What is a winter sports resort?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Des lieux touristiques", "Tourist places"],
            matching: [
                "Associe chaque lieu à ce qui le caractérise.",
                "Match each place with what it is known for.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la France", "France"],
                    [
                        "le premier pays du monde par le nombre de touristes internationaux",
                        "the leading country in the world for international tourist arrivals",
                    ],
                    [
                        "Qu'est-ce qui caractérise la France dans le tourisme mondial ?",
                        "What is France known for in world tourism?",
                    ],
                    [
                        "Quel est le premier pays du monde par le nombre de touristes internationaux ?",
                        "Which is the leading country in the world for international tourist arrivals?",
                    ],
                ),
                pair(
                    ["Venise", "Venice"],
                    [
                        "une ville italienne sur une lagune, saturée par le surtourisme",
                        "an Italian city on a lagoon, swamped by overtourism",
                    ],
                    [
                        "Qu'est-ce qui caractérise Venise ?",
                        "What is Venice known for?",
                    ],
                    [
                        "Quelle ville italienne sur une lagune est saturée par le surtourisme ?",
                        "Which Italian city on a lagoon is swamped by overtourism?",
                    ],
                ),
                pair(
                    ["Cancún", "Cancún"],
                    [
                        "une station balnéaire mexicaine créée à partir de 1970 pour les touristes nord-américains",
                        "a Mexican seaside resort built from 1970 for North American tourists",
                    ],
                    [
                        "Qu'est-ce qui caractérise Cancún ?",
                        "What is Cancún known for?",
                    ],
                    [
                        "Quelle station balnéaire mexicaine a été créée à partir de 1970 pour les touristes nord-américains ?",
                        "Which Mexican seaside resort was built from 1970 for North American tourists?",
                    ],
                ),
                pair(
                    ["La Mecque", "Mecca"],
                    [
                        "la ville sainte où des millions de musulmans viennent en pèlerinage",
                        "the holy city where millions of Muslims come on pilgrimage",
                    ],
                    [
                        "Qu'est-ce qui caractérise La Mecque ?",
                        "What is Mecca known for?",
                    ],
                    [
                        "Dans quelle ville sainte des millions de musulmans viennent-ils en pèlerinage ?",
                        "To which holy city do millions of Muslims come on pilgrimage?",
                    ],
                ),
                pair(
                    ["les Maldives", "the Maldives"],
                    [
                        "un archipel de l'océan Indien qui accueille un tourisme de luxe",
                        "an archipelago in the Indian Ocean that attracts luxury tourism",
                    ],
                    [
                        "Qu'est-ce qui caractérise les Maldives ?",
                        "What are the Maldives known for?",
                    ],
                    [
                        "Quel archipel de l'océan Indien accueille un tourisme de luxe ?",
                        "Which archipelago in the Indian Ocean attracts luxury tourism?",
                    ],
                ),
                pair(
                    ["Disneyland Paris", "Disneyland Paris"],
                    [
                        "le parc de loisirs le plus visité d'Europe, à Marne-la-Vallée",
                        "the most visited leisure park in Europe, at Marne-la-Vallée",
                    ],
                    [
                        "Qu'est-ce qui caractérise Disneyland Paris ?",
                        "What is Disneyland Paris known for?",
                    ],
                    [
                        "Quel est le parc de loisirs le plus visité d'Europe ?",
                        "Which is the most visited leisure park in Europe?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Des séjours touristiques", "Tourist stays"],
        which: [
            "Parmi ces déplacements, lesquels sont du tourisme ?",
            "Which of these trips are tourism?",
        ],
        which_not: [
            "Parmi ces déplacements, lesquels ne sont pas du tourisme ?",
            "Which of these trips are not tourism?",
        ],
        members: &[
            [
                "une semaine de vacances à la plage en Espagne",
                "a week's holiday on the beach in Spain",
            ],
            [
                "un week-end à Rome pour visiter ses monuments",
                "a weekend in Rome to see its monuments",
            ],
            [
                "un séjour au ski dans les Alpes",
                "a skiing holiday in the Alps",
            ],
        ],
        others: &[
            [
                "le trajet quotidien d'un salarié vers son bureau",
                "an employee's daily trip to the office",
            ],
            [
                "des courses au supermarché de son quartier",
                "shopping at the local supermarket",
            ],
            [
                "le trajet d'un élève vers son collège",
                "a pupil's trip to school",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: ["L'essor du tourisme", "The rise of tourism"],
        order: [
            "Range ces étapes de l'histoire du tourisme dans l'ordre chronologique.",
            "Put these stages in the history of tourism in chronological order.",
        ],
        backward: [
            "Range ces étapes de l'histoire du tourisme de la plus récente à la plus ancienne.",
            "Put these stages in the history of tourism in order from the latest to the earliest.",
        ],
        next: [
            "Dans l'histoire du tourisme, quelle étape vient juste après celle-ci : « {} » ?",
            "In the history of tourism, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans l'histoire du tourisme, « {a} » vient avant « {b} ».",
            "True or false: in the history of tourism, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "le Grand Tour des jeunes aristocrates anglais en Europe (XVIIIe siècle)",
                "the Grand Tour of young English aristocrats in Europe (18th century)",
            ],
            [
                "le chemin de fer mène les citadins aisés vers les premières stations (XIXe siècle)",
                "the railway takes well-off city dwellers to the first resorts (19th century)",
            ],
            [
                "les ouvriers français partent pour leurs premières vacances payées (1936)",
                "French workers leave on their first paid holidays (1936)",
            ],
            [
                "les vols charters lancent le tourisme de masse vers les pays lointains (années 1970)",
                "charter flights launch mass tourism to distant countries (1970s)",
            ],
            [
                "les compagnies aériennes à bas prix multiplient les courts séjours (années 2000)",
                "low-cost airlines make short breaks common (2000s)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année les salariés français obtiennent-ils leurs premiers congés payés ?",
                "In which year do French employees win their first paid holidays?",
            ],
            ["les premiers congés payés", "the first paid holidays"],
            1936.0,
        ),
        year(
            [
                "En quelle année les salariés français obtiennent-ils une cinquième semaine de congés payés ?",
                "In which year do French employees win a fifth week of paid holidays?",
            ],
            [
                "la cinquième semaine de congés payés",
                "the fifth week of paid holidays",
            ],
            1982.0,
        ),
    ],
    diagrams: &[],
};

/// Mers et océans : un monde maritimisé.
pub(crate) static MERS: Bank = Bank {
    chapter: "histoire-geographie-4e-mers-et-oceans",
    title: ["Mers et océans", "Seas and oceans"],
    relations: &[
        Relation {
            name: ["Les mots de la mer", "The words of the sea"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la maritimisation", "maritimisation"],
                    [
                        "la concentration des activités sur les littoraux et la hausse des échanges par la mer",
                        "the concentration of activities on coasts and the growth of trade by sea",
                    ],
                    [
                        "Qu'est-ce que la maritimisation ?",
                        "What is maritimisation?",
                    ],
                ),
                word!(
                    [
                        "une zone économique exclusive",
                        "an exclusive economic zone"
                    ],
                    [
                        "l'espace maritime jusqu'à 200 milles marins des côtes où un État exploite seul les ressources",
                        "the sea area up to 200 nautical miles from the coast where a state alone exploits the resources",
                    ],
                    [
                        "Qu'est-ce qu'une zone économique exclusive ?",
                        "What is an exclusive economic zone?",
                    ],
                ),
                word!(
                    ["la haute mer", "the high seas"],
                    [
                        "l'espace maritime au-delà des zones économiques exclusives, qui n'appartient à aucun État",
                        "the sea area beyond the exclusive economic zones, which belongs to no state",
                    ],
                    ["Qu'est-ce que la haute mer ?", "What are the high seas?"],
                ),
                word!(
                    ["un détroit", "a strait"],
                    [
                        "un passage maritime naturel et étroit entre deux terres",
                        "a narrow natural sea passage between two land masses",
                    ],
                    ["Qu'est-ce qu'un détroit ?", "What is a strait?"],
                ),
                word!(
                    ["un canal interocéanique", "an interoceanic canal"],
                    [
                        "une voie d'eau creusée par l'homme pour relier deux mers ou deux océans",
                        "a waterway dug by people to link two seas or two oceans",
                    ],
                    [
                        "Qu'est-ce qu'un canal interocéanique ?",
                        "What is an interoceanic canal?",
                    ],
                ),
                word!(
                    ["la piraterie", "piracy"],
                    [
                        "l'attaque de navires en mer pour les piller ou prendre des otages",
                        "attacking ships at sea to rob them or take hostages",
                    ],
                    ["Qu'est-ce que la piraterie ?", "What is piracy?"],
                ),
            ],
        },
        Relation {
            name: ["Les passages stratégiques", "The strategic passages"],
            matching: [
                "Associe chaque passage maritime à ce qui le caractérise.",
                "Match each sea passage with what it is known for.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le canal de Suez", "the Suez Canal"],
                    [
                        "le canal ouvert en 1869 qui relie la mer Méditerranée à la mer Rouge",
                        "the canal opened in 1869 that links the Mediterranean to the Red Sea",
                    ],
                    [
                        "Qu'est-ce qui caractérise le canal de Suez ?",
                        "What is the Suez Canal known for?",
                    ],
                    [
                        "Quel canal, ouvert en 1869, relie la mer Méditerranée à la mer Rouge ?",
                        "Which canal, opened in 1869, links the Mediterranean to the Red Sea?",
                    ],
                ),
                pair(
                    ["le canal de Panama", "the Panama Canal"],
                    [
                        "le canal ouvert en 1914 qui relie l'océan Atlantique à l'océan Pacifique",
                        "the canal opened in 1914 that links the Atlantic Ocean to the Pacific Ocean",
                    ],
                    [
                        "Qu'est-ce qui caractérise le canal de Panama ?",
                        "What is the Panama Canal known for?",
                    ],
                    [
                        "Quel canal, ouvert en 1914, relie l'océan Atlantique à l'océan Pacifique ?",
                        "Which canal, opened in 1914, links the Atlantic Ocean to the Pacific Ocean?",
                    ],
                ),
                pair(
                    ["le détroit de Malacca", "the Strait of Malacca"],
                    [
                        "le détroit entre la Malaisie et Sumatra, emprunté par les navires qui relient l'Asie orientale à l'Europe",
                        "the strait between Malaysia and Sumatra, used by the ships that link East Asia to Europe",
                    ],
                    [
                        "Qu'est-ce qui caractérise le détroit de Malacca ?",
                        "What is the Strait of Malacca known for?",
                    ],
                    [
                        "Quel détroit entre la Malaisie et Sumatra est emprunté par les navires qui relient l'Asie orientale à l'Europe ?",
                        "Which strait between Malaysia and Sumatra is used by the ships that link East Asia to Europe?",
                    ],
                ),
                pair(
                    ["le détroit d'Ormuz", "the Strait of Hormuz"],
                    [
                        "le détroit à la sortie du golfe Persique, par où passe une grande partie du pétrole exporté dans le monde",
                        "the strait at the mouth of the Persian Gulf, through which a large share of the world's oil exports passes",
                    ],
                    [
                        "Qu'est-ce qui caractérise le détroit d'Ormuz ?",
                        "What is the Strait of Hormuz known for?",
                    ],
                    [
                        "Quel détroit, à la sortie du golfe Persique, voit passer une grande partie du pétrole exporté dans le monde ?",
                        "Which strait, at the mouth of the Persian Gulf, sees a large share of the world's oil exports pass through?",
                    ],
                ),
                pair(
                    ["le pas de Calais", "the Strait of Dover"],
                    [
                        "le détroit entre la France et l'Angleterre, l'un des plus fréquentés du monde",
                        "the strait between France and England, one of the busiest in the world",
                    ],
                    [
                        "Qu'est-ce qui caractérise le pas de Calais ?",
                        "What is the Strait of Dover known for?",
                    ],
                    [
                        "Quel détroit entre la France et l'Angleterre est l'un des plus fréquentés du monde ?",
                        "Which strait between France and England is one of the busiest in the world?",
                    ],
                ),
                pair(
                    ["le détroit de Gibraltar", "the Strait of Gibraltar"],
                    [
                        "le détroit entre l'Espagne et le Maroc, qui relie la Méditerranée à l'océan Atlantique",
                        "the strait between Spain and Morocco, which links the Mediterranean to the Atlantic Ocean",
                    ],
                    [
                        "Qu'est-ce qui caractérise le détroit de Gibraltar ?",
                        "What is the Strait of Gibraltar known for?",
                    ],
                    [
                        "Quel détroit entre l'Espagne et le Maroc relie la Méditerranée à l'océan Atlantique ?",
                        "Which strait between Spain and Morocco links the Mediterranean to the Atlantic Ocean?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les océans", "The oceans"],
        which: [
            "Parmi ces étendues d'eau, lesquelles sont des océans ?",
            "Which of these bodies of water are oceans?",
        ],
        which_not: [
            "Parmi ces étendues d'eau, lesquelles ne sont pas des océans ?",
            "Which of these bodies of water are not oceans?",
        ],
        members: &[
            ["l'Atlantique", "the Atlantic"],
            ["le Pacifique", "the Pacific"],
            ["l'océan Indien", "the Indian Ocean"],
            ["l'Arctique", "the Arctic"],
        ],
        others: &[
            ["la Méditerranée", "the Mediterranean"],
            ["la mer du Nord", "the North Sea"],
            ["la mer Rouge", "the Red Sea"],
            ["la Manche", "the English Channel"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Le voyage d'un porte-conteneurs de Shanghai à Rotterdam",
            "The voyage of a container ship from Shanghai to Rotterdam",
        ],
        order: [
            "Range dans l'ordre les étapes du voyage d'un porte-conteneurs de Shanghai à Rotterdam par le canal de Suez.",
            "Put the stages of the voyage of a container ship from Shanghai to Rotterdam through the Suez Canal in order.",
        ],
        backward: [
            "Range les étapes de ce voyage de la dernière à la première.",
            "Put the stages of this voyage in order from the last to the first.",
        ],
        next: [
            "Sur la route de Shanghai à Rotterdam par le canal de Suez, quelle étape vient juste après celle-ci : « {} » ?",
            "On the route from Shanghai to Rotterdam through the Suez Canal, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : sur la route de Shanghai à Rotterdam par le canal de Suez, « {a} » vient avant « {b} ».",
            "True or false: on the route from Shanghai to Rotterdam through the Suez Canal, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "le chargement des conteneurs à Shanghai",
                "loading the containers at Shanghai",
            ],
            [
                "le passage du détroit de Malacca",
                "passing through the Strait of Malacca",
            ],
            [
                "la traversée de l'océan Indien",
                "crossing the Indian Ocean",
            ],
            ["la remontée de la mer Rouge", "sailing up the Red Sea"],
            [
                "le passage du canal de Suez",
                "passing through the Suez Canal",
            ],
            [
                "la traversée de la Méditerranée",
                "crossing the Mediterranean",
            ],
            [
                "le passage du détroit de Gibraltar",
                "passing through the Strait of Gibraltar",
            ],
            ["le déchargement à Rotterdam", "unloading at Rotterdam"],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année le canal de Suez est-il ouvert ?",
                "In which year is the Suez Canal opened?",
            ],
            [
                "l'ouverture du canal de Suez",
                "the opening of the Suez Canal",
            ],
            1869.0,
        ),
        year(
            [
                "En quelle année le canal de Panama est-il ouvert ?",
                "In which year is the Panama Canal opened?",
            ],
            [
                "l'ouverture du canal de Panama",
                "the opening of the Panama Canal",
            ],
            1914.0,
        ),
        year(
            [
                "En quelle année la convention des Nations unies sur le droit de la mer est-elle signée à Montego Bay ?",
                "In which year is the United Nations Convention on the Law of the Sea signed at Montego Bay?",
            ],
            ["la convention de Montego Bay", "the Montego Bay Convention"],
            1982.0,
        ),
        count(
            [
                "Jusqu'à combien de milles marins des côtes s'étend une zone économique exclusive ?",
                "Up to how many nautical miles from the coast does an exclusive economic zone extend?",
            ],
            [
                "la largeur d'une zone économique exclusive, en milles marins",
                "the width of an exclusive economic zone, in nautical miles",
            ],
            200.0,
        ),
    ],
    diagrams: &[],
};

/// Les dynamiques d'un grand ensemble géographique africain (l'Afrique de l'Ouest).
pub(crate) static AFRIQUE: Bank = Bank {
    chapter: "histoire-geographie-4e-dynamiques-africaines",
    title: ["L'Afrique de l'Ouest", "West Africa"],
    relations: &[
        Relation {
            name: ["Les mots du développement", "The words of development"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["le secteur informel", "the informal sector"],
                    [
                        "l'ensemble des activités économiques qui ne sont ni déclarées ni contrôlées par l'État",
                        "all the economic activities that are neither declared to nor controlled by the state",
                    ],
                    [
                        "Qu'est-ce que le secteur informel ?",
                        "What is the informal sector?",
                    ],
                ),
                word!(
                    ["une culture d'exportation", "an export crop"],
                    [
                        "une culture destinée à être vendue à l'étranger, comme le cacao ou le coton",
                        "a crop grown to be sold abroad, such as cocoa or cotton",
                    ],
                    [
                        "Qu'est-ce qu'une culture d'exportation ?",
                        "What is an export crop?",
                    ],
                ),
                word!(
                    ["une matière première", "a raw material"],
                    [
                        "un produit tiré de la nature avant toute transformation, comme le pétrole ou l'or",
                        "a product taken from nature before any processing, such as oil or gold",
                    ],
                    [
                        "Qu'est-ce qu'une matière première ?",
                        "What is a raw material?",
                    ],
                ),
                word!(
                    ["l'enclavement", "being landlocked"],
                    [
                        "la situation d'un pays qui n'a pas d'accès à la mer",
                        "the situation of a country that has no access to the sea",
                    ],
                    [
                        "Qu'est-ce que l'enclavement ?",
                        "What does being landlocked mean?"
                    ],
                ),
                word!(
                    ["le Sahel", "the Sahel"],
                    [
                        "la bande de terres semi-arides qui borde le Sahara au sud",
                        "the belt of semi-arid land that borders the Sahara to the south",
                    ],
                    ["Qu'est-ce que le Sahel ?", "What is the Sahel?"],
                ),
                word!(
                    ["la CEDEAO", "ECOWAS"],
                    [
                        "l'organisation régionale des États d'Afrique de l'Ouest, créée en 1975",
                        "the regional organisation of the West African states, created in 1975",
                    ],
                    ["Qu'est-ce que la CEDEAO ?", "What is ECOWAS?"],
                ),
            ],
        },
        Relation {
            name: [
                "Les pays d'Afrique de l'Ouest",
                "The countries of West Africa",
            ],
            matching: [
                "Associe chaque pays à ce qui le caractérise.",
                "Match each country with what it is known for.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le Nigeria", "Nigeria"],
                    [
                        "le pays le plus peuplé d'Afrique, grand producteur de pétrole",
                        "the most populous country in Africa, a major oil producer",
                    ],
                    [
                        "Qu'est-ce qui caractérise le Nigeria ?",
                        "What is Nigeria known for?",
                    ],
                    [
                        "Quel est le pays le plus peuplé d'Afrique, grand producteur de pétrole ?",
                        "Which is the most populous country in Africa, a major oil producer?",
                    ],
                ),
                pair(
                    ["la Côte d'Ivoire", "Côte d'Ivoire"],
                    [
                        "le premier producteur mondial de cacao, dont Abidjan est la capitale économique",
                        "the world's leading cocoa producer, whose economic capital is Abidjan",
                    ],
                    [
                        "Qu'est-ce qui caractérise la Côte d'Ivoire ?",
                        "What is Côte d'Ivoire known for?",
                    ],
                    [
                        "Quel pays est le premier producteur mondial de cacao ?",
                        "Which country is the world's leading cocoa producer?",
                    ],
                ),
                pair(
                    ["le Ghana", "Ghana"],
                    [
                        "un grand producteur d'or et de cacao, autrefois appelé Gold Coast",
                        "a major producer of gold and cocoa, formerly called the Gold Coast",
                    ],
                    [
                        "Qu'est-ce qui caractérise le Ghana ?",
                        "What is Ghana known for?",
                    ],
                    [
                        "Quel pays, grand producteur d'or et de cacao, était autrefois appelé Gold Coast ?",
                        "Which country, a major producer of gold and cocoa, was formerly called the Gold Coast?",
                    ],
                ),
                pair(
                    ["le Mali", "Mali"],
                    [
                        "un pays sahélien sans accès à la mer, traversé par le fleuve Niger, dont la capitale est Bamako",
                        "a landlocked Sahel country crossed by the River Niger, whose capital is Bamako",
                    ],
                    [
                        "Qu'est-ce qui caractérise le Mali ?",
                        "What is Mali known for?",
                    ],
                    [
                        "Quel pays sahélien sans accès à la mer a pour capitale Bamako ?",
                        "Which landlocked Sahel country has Bamako as its capital?",
                    ],
                ),
                pair(
                    ["le Sénégal", "Senegal"],
                    [
                        "le pays dont la capitale, Dakar, est la ville la plus à l'ouest de l'Afrique continentale",
                        "the country whose capital, Dakar, is the westernmost city of mainland Africa",
                    ],
                    [
                        "Qu'est-ce qui caractérise le Sénégal ?",
                        "What is Senegal known for?",
                    ],
                    [
                        "Quel pays a pour capitale Dakar, la ville la plus à l'ouest de l'Afrique continentale ?",
                        "Which country has as its capital Dakar, the westernmost city of mainland Africa?",
                    ],
                ),
                pair(
                    ["le Niger", "Niger"],
                    [
                        "un pays sahélien sans accès à la mer, grand producteur d'uranium, dont la capitale est Niamey",
                        "a landlocked Sahel country, a major uranium producer, whose capital is Niamey",
                    ],
                    [
                        "Qu'est-ce qui caractérise le Niger ?",
                        "What is Niger known for?",
                    ],
                    [
                        "Quel pays sahélien sans accès à la mer, grand producteur d'uranium, a pour capitale Niamey ?",
                        "Which landlocked Sahel country, a major uranium producer, has Niamey as its capital?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les pays enclavés d'Afrique de l'Ouest",
            "The landlocked countries of West Africa",
        ],
        which: [
            "Parmi ces pays d'Afrique de l'Ouest, lesquels n'ont pas d'accès à la mer ?",
            "Which of these West African countries have no access to the sea?",
        ],
        which_not: [
            "Parmi ces pays d'Afrique de l'Ouest, lesquels ont un accès à la mer ?",
            "Which of these West African countries have access to the sea?",
        ],
        members: &[
            ["le Mali", "Mali"],
            ["le Niger", "Niger"],
            ["le Burkina Faso", "Burkina Faso"],
        ],
        others: &[
            ["le Sénégal", "Senegal"],
            ["la Côte d'Ivoire", "Côte d'Ivoire"],
            ["le Ghana", "Ghana"],
            ["le Nigeria", "Nigeria"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Du cacao ivoirien au chocolat",
            "From Ivorian cocoa to chocolate",
        ],
        order: [
            "Range dans l'ordre les étapes qui mènent du cacao ivoirien à la tablette de chocolat.",
            "Put the stages from Ivorian cocoa to the chocolate bar in order.",
        ],
        backward: [
            "Range ces étapes de la dernière à la première.",
            "Put these stages in order from the last to the first.",
        ],
        next: [
            "Du cacao ivoirien au chocolat, quelle étape vient juste après celle-ci : « {} » ?",
            "From Ivorian cocoa to chocolate, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : du cacao ivoirien au chocolat, « {a} » vient avant « {b} ».",
            "True or false: from Ivorian cocoa to chocolate, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "la récolte des cabosses par un petit planteur",
                "a smallholder harvests the cocoa pods",
            ],
            [
                "la fermentation et le séchage des fèves",
                "the beans are fermented and dried",
            ],
            [
                "l'exportation des fèves par le port d'Abidjan",
                "the beans are exported through the port of Abidjan",
            ],
            [
                "le broyage des fèves dans une usine européenne",
                "the beans are ground in a European factory",
            ],
            [
                "la vente des tablettes de chocolat en supermarché",
                "the chocolate bars are sold in supermarkets",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la plupart des colonies françaises d'Afrique de l'Ouest deviennent-elles indépendantes ?",
                "In which year do most of the French colonies of West Africa become independent?",
            ],
            [
                "l'indépendance de la plupart des colonies françaises d'Afrique de l'Ouest",
                "the independence of most of the French colonies of West Africa",
            ],
            1960.0,
        ),
        year(
            [
                "En quelle année la CEDEAO est-elle créée ?",
                "In which year is ECOWAS created?",
            ],
            ["la création de la CEDEAO", "the creation of ECOWAS"],
            1975.0,
        ),
        count(
            [
                "Combien d'États l'Union africaine compte-t-elle ?",
                "How many member states does the African Union have?",
            ],
            [
                "le nombre d'États de l'Union africaine",
                "the number of member states of the African Union",
            ],
            55.0,
        ),
    ],
    diagrams: &[],
};
