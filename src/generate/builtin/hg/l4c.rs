//! Histoire-géographie 4e, further chapters (cycle 4, programme du BO spécial n° 11 du 26
//! novembre 2015, modifié au BO n° 31 du 30 juillet 2020): colonial conquests, voting from 1815
//! to 1870, the Third Republic, women's lives in the 19th century, and the géographie themes
//! (cities and globalisation, migrants, tourism, seas and oceans, Africa).

use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Relation, Sequence, pair};

/// These chapters' banks; a catalog entry's mode is an index in this slice (append only).
pub(crate) static BANKS: &[&Bank] = &[&COLONIES, &VOTER, &TROISIEME, &FEMMES];

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
                        "un territoire dominé et administré par une puissance étrangère",
                        "a territory ruled and run by a foreign power",
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
