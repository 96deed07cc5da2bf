//! Histoire-géographie 1re (programme de première générale et technologique, BO spécial n° 1
//! du 22 janvier 2019, tronc commun): one fact bank per chapter, with its own [`BANKS`] and
//! [`FAMILY`], at the level of a lycée pupil.

use super::l4::year;
use super::timeline;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Relation, pair};

/// The histoire-géographie 1re family: a catalog entry's mode is the index of its chapter's
/// bank in [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// The 1re banks, in the order of the programme (append only).
pub(crate) static BANKS: &[&Bank] = &[
    &REVOLUTION_EMPIRE,
    &RESTAURATION,
    &DEUXIEME_REPUBLIQUE,
    &INDUSTRIALISATION,
    &NOUVEAUX_ETATS,
];

/// La Révolution française et l'Empire : une nouvelle conception de la nation.
pub(crate) static REVOLUTION_EMPIRE: Bank = Bank {
    chapter: "histoire-geographie-1re-revolution-francaise-et-empire",
    title: [
        "La Révolution française et l'Empire",
        "The French Revolution and the Empire",
    ],
    relations: &[
        Relation {
            name: ["Les acteurs de la période", "The actors of the period"],
            matching: [
                "Associe chaque acteur de la période révolutionnaire et impériale à son rôle.",
                "Match each actor of the revolutionary and imperial period with their role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'abbé Sieyès", "Abbé Sieyès"],
                    [
                        "l'auteur du pamphlet de 1789 affirmant que le tiers état forme à lui seul une nation complète",
                        "the author of the 1789 pamphlet claiming that the Third Estate alone forms a complete nation",
                    ],
                    [
                        "Quel rôle l'abbé Sieyès joue-t-il en 1789 ?",
                        "What part does Abbé Sieyès play in 1789?",
                    ],
                    [
                        "Qui écrit en 1789 que le tiers état forme à lui seul une nation complète ?",
                        "Who writes in 1789 that the Third Estate alone forms a complete nation?",
                    ],
                ),
                pair(
                    ["Maximilien de Robespierre", "Maximilien Robespierre"],
                    [
                        "le député montagnard qui incarne au Comité de salut public le gouvernement révolutionnaire de 1793-1794",
                        "the Montagnard deputy who embodies the revolutionary government of 1793-1794 on the Committee of Public Safety",
                    ],
                    [
                        "Quel rôle Maximilien de Robespierre joue-t-il sous la Convention ?",
                        "What part does Maximilien Robespierre play under the Convention?",
                    ],
                    [
                        "Quel député montagnard incarne au Comité de salut public le gouvernement révolutionnaire de 1793-1794 ?",
                        "Which Montagnard deputy embodies the revolutionary government of 1793-1794 on the Committee of Public Safety?",
                    ],
                ),
                pair(
                    ["Toussaint Louverture", "Toussaint Louverture"],
                    [
                        "le chef de la révolution des esclaves de Saint-Domingue, mort en captivité dans le Jura en 1803",
                        "the leader of the slave revolution of Saint-Domingue, who died in captivity in the Jura in 1803",
                    ],
                    [
                        "Quel rôle Toussaint Louverture joue-t-il pendant la Révolution ?",
                        "What part does Toussaint Louverture play during the Revolution?",
                    ],
                    [
                        "Quel chef de la révolution des esclaves de Saint-Domingue meurt en captivité dans le Jura en 1803 ?",
                        "Which leader of the slave revolution of Saint-Domingue died in captivity in the Jura in 1803?",
                    ],
                ),
                pair(
                    ["Napoléon Bonaparte", "Napoleon Bonaparte"],
                    [
                        "le général qui s'empare du pouvoir par le coup d'État du 18 Brumaire",
                        "the general who seizes power in the coup of 18 Brumaire",
                    ],
                    [
                        "Comment Napoléon Bonaparte arrive-t-il au pouvoir ?",
                        "How does Napoleon Bonaparte come to power?",
                    ],
                    [
                        "Quel général s'empare du pouvoir par le coup d'État du 18 Brumaire ?",
                        "Which general seizes power in the coup of 18 Brumaire?",
                    ],
                ),
                pair(
                    ["Louis XVI", "Louis XVI"],
                    [
                        "le roi jugé par la Convention et guillotiné le 21 janvier 1793",
                        "the king tried by the Convention and guillotined on 21 January 1793",
                    ],
                    [
                        "Quel est le sort de Louis XVI sous la Convention ?",
                        "What happens to Louis XVI under the Convention?",
                    ],
                    [
                        "Quel roi est jugé par la Convention et guillotiné le 21 janvier 1793 ?",
                        "Which king is tried by the Convention and guillotined on 21 January 1793?",
                    ],
                ),
                pair(
                    ["le pape Pie VII", "Pope Pius VII"],
                    [
                        "le pontife qui signe le Concordat de 1801 avec le Premier consul",
                        "the pontiff who signs the Concordat of 1801 with the First Consul",
                    ],
                    [
                        "Quel rôle le pape Pie VII joue-t-il sous le Consulat ?",
                        "What part does Pope Pius VII play under the Consulate?",
                    ],
                    [
                        "Quel pape signe le Concordat de 1801 avec le Premier consul ?",
                        "Which pope signs the Concordat of 1801 with the First Consul?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les notions de la période", "The notions of the period"],
            matching: [
                "Associe chaque notion à sa définition.",
                "Match each notion with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la souveraineté nationale", "national sovereignty"],
                    [
                        "le principe selon lequel le pouvoir réside essentiellement dans la nation et non dans le roi",
                        "the principle that power resides essentially in the nation and not in the king",
                    ],
                    [
                        "Qu'est-ce que la souveraineté nationale ?",
                        "What is national sovereignty?",
                    ],
                ),
                word!(
                    ["la monarchie constitutionnelle", "constitutional monarchy"],
                    [
                        "le régime dans lequel les pouvoirs du roi sont limités et encadrés par une constitution",
                        "the system in which the powers of the king are limited and framed by a constitution",
                    ],
                    [
                        "Qu'est-ce que la monarchie constitutionnelle ?",
                        "What is a constitutional monarchy?",
                    ],
                ),
                word!(
                    ["le suffrage censitaire", "census suffrage"],
                    [
                        "le système électoral qui réserve le droit de vote aux hommes payant un montant minimal d'impôt",
                        "the electoral system that keeps the right to vote for men paying a minimum amount of tax",
                    ],
                    [
                        "Qu'est-ce que le suffrage censitaire ?",
                        "What is census suffrage?",
                    ],
                ),
                word!(
                    ["la Terreur", "the Terror"],
                    [
                        "la politique d'exception et de répression des suspects menée par le gouvernement révolutionnaire en 1793-1794",
                        "the policy of emergency measures and repression of suspects led by the revolutionary government in 1793-1794",
                    ],
                    ["Qu'est-ce que la Terreur ?", "What was the Terror?"],
                ),
                word!(
                    ["le Code civil", "the Civil Code"],
                    [
                        "le recueil de lois de 1804 qui fixe le droit des personnes, de la famille et de la propriété",
                        "the body of laws of 1804 that sets the law of persons, of the family and of property",
                    ],
                    ["Qu'est-ce que le Code civil ?", "What is the Civil Code?"],
                ),
                word!(
                    ["un préfet", "a prefect"],
                    [
                        "le haut fonctionnaire nommé par le pouvoir central à la tête de chaque département depuis 1800",
                        "the senior official appointed by the central power at the head of each department since 1800",
                    ],
                    ["Qu'est-ce qu'un préfet ?", "What is a prefect?"],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les créations du Consulat et de l'Empire",
            "The creations of the Consulate and the Empire",
        ],
        which: [
            "Parmi ces mesures, lesquelles datent du Consulat ou de l'Empire ?",
            "Which of these measures date from the Consulate or the Empire?",
        ],
        which_not: [
            "Parmi ces mesures, lesquelles ne datent pas du Consulat ou de l'Empire ?",
            "Which of these measures do not date from the Consulate or the Empire?",
        ],
        members: &[
            [
                "le Concordat avec la papauté",
                "the Concordat with the papacy",
            ],
            ["la création des préfets", "the creation of the prefects"],
            ["la Légion d'honneur", "the Legion of Honour"],
            ["la création des lycées", "the creation of the lycées"],
            ["le Code civil", "the Civil Code"],
        ],
        others: &[
            ["l'abolition des privilèges", "the abolition of privileges"],
            [
                "la Déclaration des droits de l'homme et du citoyen",
                "the Declaration of the Rights of Man and of the Citizen",
            ],
            [
                "la première abolition de l'esclavage",
                "the first abolition of slavery",
            ],
            [
                "la proclamation de la République",
                "the proclamation of the Republic",
            ],
        ],
    }],
    sequences: &[timeline(
        [
            "De la réunion des états généraux au sacre",
            "From the meeting of the Estates General to the coronation",
        ],
        &[
            [
                "l'ouverture des états généraux à Versailles",
                "the opening of the Estates General at Versailles",
            ],
            [
                "le serment du Jeu de paume prêté par les députés du tiers état",
                "the Tennis Court Oath sworn by the deputies of the Third Estate",
            ],
            [
                "la nuit où sont abolis les privilèges",
                "the night when privileges are abolished",
            ],
            [
                "la fin de la monarchie et la proclamation de la République",
                "the end of the monarchy and the proclamation of the Republic",
            ],
            ["le coup d'État du 18 Brumaire", "the coup of 18 Brumaire"],
            [
                "le sacre de Napoléon Ier à Notre-Dame de Paris",
                "the coronation of Napoleon I at Notre-Dame de Paris",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année la Déclaration des droits de l'homme et du citoyen affirme-t-elle la souveraineté de la nation ?",
                "In which year does the Declaration of the Rights of Man and of the Citizen assert the sovereignty of the nation?",
            ],
            [
                "la Déclaration des droits de l'homme et du citoyen",
                "the Declaration of the Rights of Man and of the Citizen",
            ],
            1789.0,
        ),
        year(
            [
                "En quelle année la République est-elle proclamée en France pour la première fois ?",
                "In which year is the Republic proclaimed in France for the first time?",
            ],
            [
                "la proclamation de la Ire République",
                "the proclamation of the First Republic",
            ],
            1792.0,
        ),
        year(
            [
                "En quelle année la Convention abolit-elle l'esclavage dans les colonies françaises ?",
                "In which year does the Convention abolish slavery in the French colonies?",
            ],
            [
                "la première abolition de l'esclavage",
                "the first abolition of slavery",
            ],
            1794.0,
        ),
        year(
            [
                "En quelle année Bonaparte rétablit-il l'esclavage dans les colonies ?",
                "In which year does Bonaparte restore slavery in the colonies?",
            ],
            [
                "le rétablissement de l'esclavage",
                "the restoration of slavery",
            ],
            1802.0,
        ),
        year(
            [
                "En quelle année le Code civil est-il promulgué ?",
                "In which year is the Civil Code promulgated?",
            ],
            [
                "la promulgation du Code civil",
                "the promulgation of the Civil Code",
            ],
            1804.0,
        ),
    ],
    diagrams: &[],
};

/// L'Europe entre restauration et révolution (1814-1848).
pub(crate) static RESTAURATION: Bank = Bank {
    chapter: "histoire-geographie-1re-europe-entre-restauration-et-revolution",
    title: [
        "L'Europe entre restauration et révolution",
        "Europe between restoration and revolution",
    ],
    relations: &[
        Relation {
            name: ["Les acteurs de 1814-1848", "The actors of 1814-1848"],
            matching: [
                "Associe chaque acteur à son rôle entre 1814 et 1848.",
                "Match each actor with their role between 1814 and 1848.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Metternich", "Metternich"],
                    [
                        "le ministre autrichien qui domine le congrès de Vienne et défend l'ordre monarchique",
                        "the Austrian minister who dominates the Congress of Vienna and defends the monarchical order",
                    ],
                    [
                        "Quel rôle Metternich joue-t-il après 1814 ?",
                        "What part does Metternich play after 1814?",
                    ],
                    [
                        "Quel ministre autrichien domine le congrès de Vienne et défend l'ordre monarchique ?",
                        "Which Austrian minister dominates the Congress of Vienna and defends the monarchical order?",
                    ],
                ),
                pair(
                    ["Louis XVIII", "Louis XVIII"],
                    [
                        "le frère de Louis XVI, qui octroie la Charte de 1814 aux Français",
                        "the brother of Louis XVI, who grants the Charter of 1814 to the French",
                    ],
                    [
                        "Quel rôle Louis XVIII joue-t-il en 1814 ?",
                        "What part does Louis XVIII play in 1814?",
                    ],
                    [
                        "Quel frère de Louis XVI octroie la Charte de 1814 aux Français ?",
                        "Which brother of Louis XVI grants the Charter of 1814 to the French?",
                    ],
                ),
                pair(
                    ["Charles X", "Charles X"],
                    [
                        "le dernier roi Bourbon, renversé par les Trois Glorieuses",
                        "the last Bourbon king, overthrown by the Three Glorious Days",
                    ],
                    [
                        "Quel est le sort de Charles X en 1830 ?",
                        "What happens to Charles X in 1830?",
                    ],
                    [
                        "Quel dernier roi Bourbon est renversé par les Trois Glorieuses ?",
                        "Which last Bourbon king is overthrown by the Three Glorious Days?",
                    ],
                ),
                pair(
                    ["Louis-Philippe", "Louis-Philippe"],
                    [
                        "le « roi des Français » de la monarchie de Juillet, renversé en février 1848",
                        "the “King of the French” of the July Monarchy, overthrown in February 1848",
                    ],
                    [
                        "Quel rôle Louis-Philippe joue-t-il de 1830 à 1848 ?",
                        "What part does Louis-Philippe play from 1830 to 1848?",
                    ],
                    [
                        "Qui est le « roi des Français » de la monarchie de Juillet, renversé en février 1848 ?",
                        "Who is the “King of the French” of the July Monarchy, overthrown in February 1848?",
                    ],
                ),
                pair(
                    ["Lord Byron", "Lord Byron"],
                    [
                        "le poète anglais mort en 1824 à Missolonghi, où il soutenait l'indépendance grecque",
                        "the English poet who died in 1824 at Missolonghi, where he was supporting Greek independence",
                    ],
                    [
                        "Quel rôle Lord Byron joue-t-il dans les années 1820 ?",
                        "What part does Lord Byron play in the 1820s?",
                    ],
                    [
                        "Quel poète anglais meurt en 1824 à Missolonghi, où il soutenait l'indépendance grecque ?",
                        "Which English poet died in 1824 at Missolonghi, where he was supporting Greek independence?",
                    ],
                ),
                pair(
                    ["Giuseppe Mazzini", "Giuseppe Mazzini"],
                    [
                        "le patriote qui fonde en 1831 la Jeune Italie pour une Italie unie et républicaine",
                        "the patriot who founds Young Italy in 1831 for a united and republican Italy",
                    ],
                    [
                        "Quel rôle Giuseppe Mazzini joue-t-il en 1831 ?",
                        "What part does Giuseppe Mazzini play in 1831?",
                    ],
                    [
                        "Quel patriote fonde en 1831 la Jeune Italie pour une Italie unie et républicaine ?",
                        "Which patriot founds Young Italy in 1831 for a united and republican Italy?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les notions de 1814-1848", "The notions of 1814-1848"],
            matching: [
                "Associe chaque notion à sa définition.",
                "Match each notion with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la Restauration", "the Restoration"],
                    [
                        "le retour des Bourbons sur le trône de France après la chute de Napoléon",
                        "the return of the Bourbons to the throne of France after the fall of Napoleon",
                    ],
                    [
                        "Qu'est-ce que la Restauration ?",
                        "What was the Restoration?",
                    ],
                ),
                word!(
                    ["le libéralisme politique", "political liberalism"],
                    [
                        "le courant qui défend les libertés individuelles et veut limiter le pouvoir des souverains par une constitution",
                        "the current that defends individual freedoms and wants to limit the power of rulers by a constitution",
                    ],
                    [
                        "Qu'est-ce que le libéralisme politique ?",
                        "What is political liberalism?",
                    ],
                ),
                word!(
                    [
                        "le principe des nationalités",
                        "the principle of nationalities"
                    ],
                    [
                        "l'idée que chaque peuple a le droit de former un État indépendant",
                        "the idea that each people has the right to form an independent state",
                    ],
                    [
                        "Qu'est-ce que le principe des nationalités ?",
                        "What is the principle of nationalities?",
                    ],
                ),
                word!(
                    ["la Sainte-Alliance", "the Holy Alliance"],
                    [
                        "l'union conclue en 1815 par les souverains de Russie, d'Autriche et de Prusse pour défendre l'ordre monarchique",
                        "the union formed in 1815 by the rulers of Russia, Austria and Prussia to defend the monarchical order",
                    ],
                    [
                        "Qu'est-ce que la Sainte-Alliance ?",
                        "What was the Holy Alliance?",
                    ],
                ),
                word!(
                    ["le romantisme", "Romanticism"],
                    [
                        "le mouvement artistique qui exalte les sentiments, la nature et le passé des peuples",
                        "the artistic movement that exalts feelings, nature and the past of peoples",
                    ],
                    ["Qu'est-ce que le romantisme ?", "What is Romanticism?"],
                ),
                word!(
                    ["le printemps des peuples", "the Springtime of Nations"],
                    [
                        "la vague de révolutions libérales et nationales qui traverse l'Europe en 1848",
                        "the wave of liberal and national revolutions that sweeps across Europe in 1848",
                    ],
                    [
                        "Qu'est-ce que le printemps des peuples ?",
                        "What was the Springtime of Nations?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les peuples qui obtiennent un État entre 1815 et 1848",
            "The peoples who gain a state between 1815 and 1848",
        ],
        which: [
            "Parmi ces peuples, lesquels obtiennent un État indépendant entre 1815 et 1848 ?",
            "Which of these peoples gain an independent state between 1815 and 1848?",
        ],
        which_not: [
            "Parmi ces peuples, lesquels n'obtiennent pas d'État indépendant entre 1815 et 1848 ?",
            "Which of these peoples do not gain an independent state between 1815 and 1848?",
        ],
        members: &[["les Grecs", "the Greeks"], ["les Belges", "the Belgians"]],
        others: &[
            ["les Polonais", "the Poles"],
            ["les Italiens", "the Italians"],
            ["les Hongrois", "the Hungarians"],
        ],
    }],
    sequences: &[timeline(
        [
            "De l'ordre de Vienne au printemps des peuples",
            "From the order of Vienna to the Springtime of Nations",
        ],
        &[
            [
                "l'acte final du congrès de Vienne",
                "the final act of the Congress of Vienna",
            ],
            [
                "le soulèvement des Grecs contre l'Empire ottoman",
                "the uprising of the Greeks against the Ottoman Empire",
            ],
            [
                "les Trois Glorieuses à Paris",
                "the Three Glorious Days in Paris",
            ],
            [
                "la proclamation de l'indépendance de la Belgique",
                "the proclamation of the independence of Belgium",
            ],
            [
                "l'insurrection de Varsovie contre la domination russe",
                "the Warsaw uprising against Russian rule",
            ],
            [
                "la révolution de février à Paris et la IIe République",
                "the February revolution in Paris and the Second Republic",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année s'achève le congrès de Vienne, qui redessine la carte de l'Europe ?",
                "In which year does the Congress of Vienna, which redraws the map of Europe, end?",
            ],
            [
                "la fin du congrès de Vienne",
                "the end of the Congress of Vienna",
            ],
            1815.0,
        ),
        year(
            [
                "En quelle année les Grecs se soulèvent-ils contre l'Empire ottoman ?",
                "In which year do the Greeks rise up against the Ottoman Empire?",
            ],
            ["le soulèvement grec", "the Greek uprising"],
            1821.0,
        ),
        year(
            [
                "En quelle année les Trois Glorieuses renversent-elles Charles X ?",
                "In which year do the Three Glorious Days overthrow Charles X?",
            ],
            ["les Trois Glorieuses", "the Three Glorious Days"],
            1830.0,
        ),
        year(
            [
                "En quelle année éclate le printemps des peuples ?",
                "In which year does the Springtime of Nations break out?",
            ],
            ["le printemps des peuples", "the Springtime of Nations"],
            1848.0,
        ),
    ],
    diagrams: &[],
};

/// La difficile entrée dans l'âge démocratique : la IIe République et le Second Empire.
pub(crate) static DEUXIEME_REPUBLIQUE: Bank = Bank {
    chapter: "histoire-geographie-1re-iie-republique-et-second-empire",
    title: [
        "La IIe République et le Second Empire",
        "The Second Republic and the Second Empire",
    ],
    relations: &[
        Relation {
            name: ["Les acteurs de 1848-1870", "The actors of 1848-1870"],
            matching: [
                "Associe chaque acteur à son rôle entre 1848 et 1870.",
                "Match each actor with their role between 1848 and 1870.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Alphonse de Lamartine", "Alphonse de Lamartine"],
                    [
                        "le poète membre du gouvernement provisoire qui proclame la République en février 1848",
                        "the poet, member of the provisional government that proclaims the Republic in February 1848",
                    ],
                    [
                        "Quel rôle Alphonse de Lamartine joue-t-il en février 1848 ?",
                        "What part does Alphonse de Lamartine play in February 1848?",
                    ],
                    [
                        "Quel poète est membre du gouvernement provisoire qui proclame la République en février 1848 ?",
                        "Which poet is a member of the provisional government that proclaims the Republic in February 1848?",
                    ],
                ),
                pair(
                    ["Victor Schœlcher", "Victor Schœlcher"],
                    [
                        "le sous-secrétaire d'État qui prépare le décret d'abolition de l'esclavage d'avril 1848",
                        "the under-secretary of state who prepares the decree abolishing slavery of April 1848",
                    ],
                    [
                        "Quel rôle Victor Schœlcher joue-t-il en 1848 ?",
                        "What part does Victor Schœlcher play in 1848?",
                    ],
                    [
                        "Quel sous-secrétaire d'État prépare le décret d'abolition de l'esclavage d'avril 1848 ?",
                        "Which under-secretary of state prepares the decree abolishing slavery of April 1848?",
                    ],
                ),
                pair(
                    ["Louis-Napoléon Bonaparte", "Louis-Napoleon Bonaparte"],
                    [
                        "le premier président de la République élu au suffrage universel masculin, devenu empereur",
                        "the first president of the Republic elected by universal male suffrage, who became emperor",
                    ],
                    [
                        "Quel rôle Louis-Napoléon Bonaparte joue-t-il à partir de décembre 1848 ?",
                        "What part does Louis-Napoleon Bonaparte play from December 1848?",
                    ],
                    [
                        "Qui est le premier président de la République élu au suffrage universel masculin, devenu empereur ?",
                        "Who is the first president of the Republic elected by universal male suffrage, who became emperor?",
                    ],
                ),
                pair(
                    ["Victor Hugo", "Victor Hugo"],
                    [
                        "l'écrivain opposant au coup d'État de 1851, exilé notamment à Jersey puis à Guernesey",
                        "the writer who opposed the coup of 1851, exiled in particular to Jersey and then Guernsey",
                    ],
                    [
                        "Quel rôle Victor Hugo joue-t-il sous le Second Empire ?",
                        "What part does Victor Hugo play under the Second Empire?",
                    ],
                    [
                        "Quel écrivain, opposant au coup d'État de 1851, s'exile à Jersey puis à Guernesey ?",
                        "Which writer, an opponent of the coup of 1851, goes into exile in Jersey and then Guernsey?",
                    ],
                ),
                pair(
                    ["le baron Haussmann", "Baron Haussmann"],
                    [
                        "le préfet de la Seine qui transforme Paris sous le Second Empire",
                        "the prefect of the Seine who transforms Paris under the Second Empire",
                    ],
                    [
                        "Quel rôle le baron Haussmann joue-t-il sous le Second Empire ?",
                        "What part does Baron Haussmann play under the Second Empire?",
                    ],
                    [
                        "Quel préfet de la Seine transforme Paris sous le Second Empire ?",
                        "Which prefect of the Seine transforms Paris under the Second Empire?",
                    ],
                ),
                pair(
                    ["Émile Ollivier", "Émile Ollivier"],
                    [
                        "l'ancien républicain qui dirige le gouvernement de l'Empire libéral en 1870",
                        "the former republican who leads the government of the liberal Empire in 1870",
                    ],
                    [
                        "Quel rôle Émile Ollivier joue-t-il en 1870 ?",
                        "What part does Émile Ollivier play in 1870?",
                    ],
                    [
                        "Quel ancien républicain dirige le gouvernement de l'Empire libéral en 1870 ?",
                        "Which former republican leads the government of the liberal Empire in 1870?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les notions de 1848-1870", "The notions of 1848-1870"],
            matching: [
                "Associe chaque notion à sa définition.",
                "Match each notion with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["le suffrage universel masculin", "universal male suffrage"],
                    [
                        "le droit de vote accordé en 1848 à tous les hommes majeurs, sans condition de fortune",
                        "the right to vote granted in 1848 to all adult men, with no condition of wealth",
                    ],
                    [
                        "Qu'est-ce que le suffrage universel masculin ?",
                        "What is universal male suffrage?",
                    ],
                ),
                word!(
                    ["un plébiscite", "a plebiscite"],
                    [
                        "un vote par lequel les citoyens répondent par oui ou par non à une question du chef de l'État",
                        "a vote in which the citizens answer yes or no to a question from the head of state",
                    ],
                    ["Qu'est-ce qu'un plébiscite ?", "What is a plebiscite?"],
                ),
                word!(
                    ["les ateliers nationaux", "the national workshops"],
                    [
                        "les chantiers ouverts en 1848 pour donner du travail aux chômeurs parisiens",
                        "the work sites opened in 1848 to give work to the unemployed of Paris",
                    ],
                    [
                        "Que sont les ateliers nationaux ?",
                        "What were the national workshops?",
                    ],
                ),
                word!(
                    ["les journées de Juin", "the June Days"],
                    [
                        "l'insurrection ouvrière parisienne de 1848, écrasée par l'armée après la fermeture des ateliers nationaux",
                        "the Paris workers' uprising of 1848, crushed by the army after the closure of the national workshops",
                    ],
                    [
                        "Que sont les journées de Juin ?",
                        "What were the June Days?",
                    ],
                ),
                word!(
                    ["le bonapartisme", "Bonapartism"],
                    [
                        "la pratique d'un pouvoir fort et personnel qui s'appuie sur le peuple par le plébiscite",
                        "the practice of a strong and personal power that relies on the people through the plebiscite",
                    ],
                    ["Qu'est-ce que le bonapartisme ?", "What is Bonapartism?",],
                ),
                word!(
                    ["le droit de grève", "the right to strike"],
                    [
                        "la possibilité pour les salariés de cesser collectivement le travail, reconnue en France en 1864",
                        "the possibility for employees to stop work collectively, recognised in France in 1864",
                    ],
                    [
                        "Qu'est-ce que le droit de grève ?",
                        "What is the right to strike?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les mesures de la IIe République en 1848",
            "The measures of the Second Republic in 1848",
        ],
        which: [
            "Parmi ces mesures, lesquelles sont prises par la IIe République en 1848 ?",
            "Which of these measures are taken by the Second Republic in 1848?",
        ],
        which_not: [
            "Parmi ces mesures, lesquelles ne sont pas prises par la IIe République en 1848 ?",
            "Which of these measures are not taken by the Second Republic in 1848?",
        ],
        members: &[
            [
                "l'abolition de l'esclavage dans les colonies",
                "the abolition of slavery in the colonies",
            ],
            [
                "l'instauration du suffrage universel masculin",
                "the introduction of universal male suffrage",
            ],
            [
                "l'abolition de la peine de mort en matière politique",
                "the abolition of the death penalty for political offences",
            ],
            [
                "l'ouverture des ateliers nationaux",
                "the opening of the national workshops",
            ],
        ],
        others: &[
            [
                "la reconnaissance du droit de grève",
                "the recognition of the right to strike",
            ],
            [
                "les grands travaux d'Haussmann à Paris",
                "Haussmann's great works in Paris",
            ],
            ["l'octroi de la Charte", "the granting of the Charter"],
            [
                "la promulgation du Code civil",
                "the promulgation of the Civil Code",
            ],
        ],
    }],
    sequences: &[timeline(
        [
            "De la révolution de février à Sedan",
            "From the February revolution to Sedan",
        ],
        &[
            [
                "le gouvernement provisoire proclame la République",
                "the provisional government proclaims the Republic",
            ],
            [
                "l'insurrection ouvrière des journées de Juin",
                "the workers' uprising of the June Days",
            ],
            [
                "l'élection de Louis-Napoléon Bonaparte à la présidence",
                "the election of Louis-Napoleon Bonaparte to the presidency",
            ],
            ["le coup d'État du 2 décembre", "the coup of 2 December"],
            [
                "le rétablissement de l'Empire",
                "the restoration of the Empire",
            ],
            [
                "la loi reconnaissant le droit de grève",
                "the law recognising the right to strike",
            ],
            [
                "la capitulation de Napoléon III à Sedan",
                "the surrender of Napoleon III at Sedan",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année le suffrage universel masculin est-il instauré en France ?",
                "In which year is universal male suffrage introduced in France?",
            ],
            [
                "l'instauration du suffrage universel masculin",
                "the introduction of universal male suffrage",
            ],
            1848.0,
        ),
        year(
            [
                "En quelle année Louis-Napoléon Bonaparte fait-il son coup d'État ?",
                "In which year does Louis-Napoleon Bonaparte carry out his coup?",
            ],
            [
                "le coup d'État de Louis-Napoléon Bonaparte",
                "the coup of Louis-Napoleon Bonaparte",
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
                "En quelle année le droit de grève est-il reconnu en France ?",
                "In which year is the right to strike recognised in France?",
            ],
            [
                "la reconnaissance du droit de grève",
                "the recognition of the right to strike",
            ],
            1864.0,
        ),
        year(
            [
                "En quelle année le Second Empire s'effondre-t-il après la défaite de Sedan ?",
                "In which year does the Second Empire collapse after the defeat at Sedan?",
            ],
            ["la chute du Second Empire", "the fall of the Second Empire"],
            1870.0,
        ),
    ],
    diagrams: &[],
};

/// L'industrialisation et l'accélération des transformations économiques et sociales en France.
pub(crate) static INDUSTRIALISATION: Bank = Bank {
    chapter: "histoire-geographie-1re-industrialisation-en-france",
    title: [
        "L'industrialisation de la France",
        "The industrialisation of France",
    ],
    relations: &[
        Relation {
            name: [
                "Les acteurs de l'industrialisation",
                "The actors of industrialisation",
            ],
            matching: [
                "Associe chaque acteur de l'industrialisation à son rôle.",
                "Match each actor of industrialisation with their role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Eugène Schneider", "Eugène Schneider"],
                    [
                        "le maître de forges qui fait du Creusot un grand centre sidérurgique",
                        "the ironmaster who turns Le Creusot into a great iron and steel centre",
                    ],
                    [
                        "Quel rôle Eugène Schneider joue-t-il dans l'industrialisation ?",
                        "What part does Eugène Schneider play in industrialisation?",
                    ],
                    [
                        "Quel maître de forges fait du Creusot un grand centre sidérurgique ?",
                        "Which ironmaster turns Le Creusot into a great iron and steel centre?",
                    ],
                ),
                pair(
                    ["Aristide Boucicaut", "Aristide Boucicaut"],
                    [
                        "le commerçant qui fait du Bon Marché l'un des premiers grands magasins parisiens",
                        "the merchant who makes Le Bon Marché one of the first Paris department stores",
                    ],
                    [
                        "Quel rôle Aristide Boucicaut joue-t-il dans le commerce ?",
                        "What part does Aristide Boucicaut play in trade?",
                    ],
                    [
                        "Quel commerçant fait du Bon Marché l'un des premiers grands magasins parisiens ?",
                        "Which merchant makes Le Bon Marché one of the first Paris department stores?",
                    ],
                ),
                pair(
                    ["les frères Pereire", "the Pereire brothers"],
                    [
                        "les banquiers qui fondent le Crédit mobilier en 1852 pour financer l'industrie et les chemins de fer",
                        "the bankers who found the Crédit Mobilier in 1852 to finance industry and railways",
                    ],
                    [
                        "Quel rôle les frères Pereire jouent-ils sous le Second Empire ?",
                        "What part do the Pereire brothers play under the Second Empire?",
                    ],
                    [
                        "Quels banquiers fondent le Crédit mobilier en 1852 pour financer l'industrie et les chemins de fer ?",
                        "Which bankers found the Crédit Mobilier in 1852 to finance industry and railways?",
                    ],
                ),
                pair(
                    ["Henri Germain", "Henri Germain"],
                    [
                        "le banquier qui fonde le Crédit lyonnais en 1863 pour collecter l'épargne des particuliers",
                        "the banker who founds the Crédit Lyonnais in 1863 to collect the savings of individuals",
                    ],
                    [
                        "Quel rôle Henri Germain joue-t-il en 1863 ?",
                        "What part does Henri Germain play in 1863?",
                    ],
                    [
                        "Quel banquier fonde le Crédit lyonnais en 1863 pour collecter l'épargne des particuliers ?",
                        "Which banker founds the Crédit Lyonnais in 1863 to collect the savings of individuals?",
                    ],
                ),
                pair(
                    ["Michel Chevalier", "Michel Chevalier"],
                    [
                        "l'économiste qui négocie le traité de libre-échange de 1860 avec le Royaume-Uni",
                        "the economist who negotiates the free trade treaty of 1860 with the United Kingdom",
                    ],
                    [
                        "Quel rôle Michel Chevalier joue-t-il en 1860 ?",
                        "What part does Michel Chevalier play in 1860?",
                    ],
                    [
                        "Quel économiste négocie le traité de libre-échange de 1860 avec le Royaume-Uni ?",
                        "Which economist negotiates the free trade treaty of 1860 with the United Kingdom?",
                    ],
                ),
                pair(
                    ["Émile Zola", "Émile Zola"],
                    [
                        "le romancier qui décrit un grand magasin parisien dans Au Bonheur des Dames",
                        "the novelist who describes a Paris department store in Au Bonheur des Dames",
                    ],
                    [
                        "Quel lien Émile Zola a-t-il avec les grands magasins ?",
                        "What link does Émile Zola have with department stores?",
                    ],
                    [
                        "Quel romancier décrit un grand magasin parisien dans Au Bonheur des Dames ?",
                        "Which novelist describes a Paris department store in Au Bonheur des Dames?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les notions de l'industrialisation",
                "The notions of industrialisation",
            ],
            matching: [
                "Associe chaque notion à sa définition.",
                "Match each notion with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["l'industrialisation", "industrialisation"],
                    [
                        "le passage d'une économie dominée par l'agriculture et l'artisanat à une économie dominée par l'industrie",
                        "the shift from an economy dominated by farming and crafts to an economy dominated by industry",
                    ],
                    [
                        "Qu'est-ce que l'industrialisation ?",
                        "What is industrialisation?",
                    ],
                ),
                word!(
                    ["l'exode rural", "the rural exodus"],
                    [
                        "le départ durable des habitants des campagnes vers les villes",
                        "the lasting departure of country dwellers for the towns",
                    ],
                    ["Qu'est-ce que l'exode rural ?", "What is the rural exodus?"],
                ),
                word!(
                    ["le libre-échange", "free trade"],
                    [
                        "la politique commerciale qui réduit ou supprime les droits de douane entre les pays",
                        "the trade policy that reduces or removes customs duties between countries",
                    ],
                    ["Qu'est-ce que le libre-échange ?", "What is free trade?"],
                ),
                word!(
                    ["le paternalisme", "paternalism"],
                    [
                        "la politique patronale qui encadre la vie des ouvriers (logement, école, soins) en échange de leur fidélité",
                        "the employers' policy that frames the workers' lives (housing, school, care) in exchange for their loyalty",
                    ],
                    ["Qu'est-ce que le paternalisme ?", "What is paternalism?"],
                ),
                word!(
                    ["la pluriactivité", "multiple jobholding"],
                    [
                        "le cumul par un même travailleur d'une activité agricole et d'un travail artisanal ou industriel",
                        "the combination by one worker of farming and craft or industrial work",
                    ],
                    [
                        "Qu'est-ce que la pluriactivité ?",
                        "What is multiple jobholding?",
                    ],
                ),
                word!(
                    ["une société anonyme", "a public limited company"],
                    [
                        "une entreprise dont le capital est divisé en actions détenues par des actionnaires",
                        "a company whose capital is divided into shares held by shareholders",
                    ],
                    [
                        "Qu'est-ce qu'une société anonyme ?",
                        "What is a public limited company?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les énergies et techniques de la première industrialisation",
            "The energies and techniques of the first industrialisation",
        ],
        which: [
            "Parmi ces énergies et techniques, lesquelles portent la première industrialisation ?",
            "Which of these energies and techniques drive the first industrialisation?",
        ],
        which_not: [
            "Parmi ces énergies et techniques, lesquelles n'appartiennent pas à la première industrialisation ?",
            "Which of these energies and techniques do not belong to the first industrialisation?",
        ],
        members: &[
            ["la machine à vapeur", "the steam engine"],
            ["le charbon", "coal"],
            ["le chemin de fer", "the railway"],
            ["le métier à tisser mécanique", "the power loom"],
        ],
        others: &[
            ["le moteur à explosion", "the internal combustion engine"],
            ["le pétrole", "oil"],
            ["l'avion", "the aeroplane"],
            ["l'ordinateur", "the computer"],
        ],
    }],
    sequences: &[timeline(
        [
            "Les étapes de l'industrialisation française",
            "The stages of French industrialisation",
        ],
        &[
            [
                "les frères Schneider reprennent les forges du Creusot",
                "the Schneider brothers take over the Le Creusot ironworks",
            ],
            [
                "la loi qui organise le réseau ferré en étoile autour de Paris",
                "the law that organises the railway network as a star around Paris",
            ],
            [
                "la fondation du Crédit mobilier",
                "the founding of the Crédit Mobilier",
            ],
            [
                "le traité de libre-échange franco-britannique",
                "the Franco-British free trade treaty",
            ],
            [
                "la fondation du Crédit lyonnais",
                "the founding of the Crédit Lyonnais",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année une loi organise-t-elle le réseau ferré français en étoile autour de Paris ?",
                "In which year does a law organise the French railway network as a star around Paris?",
            ],
            ["la loi sur les chemins de fer", "the railway law"],
            1842.0,
        ),
        year(
            [
                "En quelle année les frères Pereire fondent-ils le Crédit mobilier ?",
                "In which year do the Pereire brothers found the Crédit Mobilier?",
            ],
            [
                "la fondation du Crédit mobilier",
                "the founding of the Crédit Mobilier",
            ],
            1852.0,
        ),
        year(
            [
                "En quelle année la France signe-t-elle un traité de libre-échange avec le Royaume-Uni ?",
                "In which year does France sign a free trade treaty with the United Kingdom?",
            ],
            [
                "le traité de libre-échange franco-britannique",
                "the Franco-British free trade treaty",
            ],
            1860.0,
        ),
        year(
            [
                "En quelle année Henri Germain fonde-t-il le Crédit lyonnais ?",
                "In which year does Henri Germain found the Crédit Lyonnais?",
            ],
            [
                "la fondation du Crédit lyonnais",
                "the founding of the Crédit Lyonnais",
            ],
            1863.0,
        ),
    ],
    diagrams: &[],
};

/// La France et la construction de nouveaux États par la guerre et la diplomatie.
pub(crate) static NOUVEAUX_ETATS: Bank = Bank {
    chapter: "histoire-geographie-1re-nouveaux-etats-par-la-guerre-et-la-diplomatie",
    title: [
        "L'unité italienne et l'unité allemande",
        "Italian and German unification",
    ],
    relations: &[
        Relation {
            name: ["Les artisans des unités", "The makers of unification"],
            matching: [
                "Associe chaque personnage à son rôle dans les unités italienne et allemande.",
                "Match each person with their part in Italian and German unification.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Cavour", "Cavour"],
                    [
                        "le chef du gouvernement du Piémont-Sardaigne qui obtient l'alliance de Napoléon III contre l'Autriche",
                        "the head of government of Piedmont-Sardinia who wins the alliance of Napoleon III against Austria",
                    ],
                    [
                        "Quel rôle Cavour joue-t-il dans l'unité italienne ?",
                        "What part does Cavour play in Italian unification?",
                    ],
                    [
                        "Quel chef du gouvernement du Piémont-Sardaigne obtient l'alliance de Napoléon III contre l'Autriche ?",
                        "Which head of government of Piedmont-Sardinia wins the alliance of Napoleon III against Austria?",
                    ],
                ),
                pair(
                    ["Giuseppe Garibaldi", "Giuseppe Garibaldi"],
                    [
                        "le chef de l'expédition des Mille qui conquiert la Sicile et Naples en 1860",
                        "the leader of the Expedition of the Thousand that conquers Sicily and Naples in 1860",
                    ],
                    [
                        "Quel rôle Giuseppe Garibaldi joue-t-il en 1860 ?",
                        "What part does Giuseppe Garibaldi play in 1860?",
                    ],
                    [
                        "Qui dirige l'expédition des Mille qui conquiert la Sicile et Naples en 1860 ?",
                        "Who leads the Expedition of the Thousand that conquers Sicily and Naples in 1860?",
                    ],
                ),
                pair(
                    ["Victor-Emmanuel II", "Victor Emmanuel II"],
                    [
                        "le roi de Piémont-Sardaigne proclamé roi d'Italie en 1861",
                        "the king of Piedmont-Sardinia proclaimed king of Italy in 1861",
                    ],
                    [
                        "Quel rôle Victor-Emmanuel II joue-t-il en 1861 ?",
                        "What part does Victor Emmanuel II play in 1861?",
                    ],
                    [
                        "Quel roi de Piémont-Sardaigne est proclamé roi d'Italie en 1861 ?",
                        "Which king of Piedmont-Sardinia is proclaimed king of Italy in 1861?",
                    ],
                ),
                pair(
                    ["Otto von Bismarck", "Otto von Bismarck"],
                    [
                        "le ministre-président de Prusse qui réalise l'unité allemande par trois guerres victorieuses",
                        "the minister-president of Prussia who achieves German unification through three victorious wars",
                    ],
                    [
                        "Quel rôle Otto von Bismarck joue-t-il dans l'unité allemande ?",
                        "What part does Otto von Bismarck play in German unification?",
                    ],
                    [
                        "Quel ministre-président de Prusse réalise l'unité allemande par trois guerres victorieuses ?",
                        "Which minister-president of Prussia achieves German unification through three victorious wars?",
                    ],
                ),
                pair(
                    ["Guillaume Ier", "William I"],
                    [
                        "le roi de Prusse proclamé empereur allemand dans la galerie des Glaces de Versailles",
                        "the king of Prussia proclaimed German emperor in the Hall of Mirrors at Versailles",
                    ],
                    [
                        "Quel rôle Guillaume Ier joue-t-il en 1871 ?",
                        "What part does William I play in 1871?",
                    ],
                    [
                        "Quel roi de Prusse est proclamé empereur allemand dans la galerie des Glaces de Versailles ?",
                        "Which king of Prussia is proclaimed German emperor in the Hall of Mirrors at Versailles?",
                    ],
                ),
                pair(
                    ["Napoléon III", "Napoleon III"],
                    [
                        "l'empereur des Français qui reçoit Nice et la Savoie pour prix de son aide au Piémont",
                        "the emperor of the French who receives Nice and Savoy as the price of his help to Piedmont",
                    ],
                    [
                        "Que reçoit Napoléon III pour prix de son aide au Piémont ?",
                        "What does Napoleon III receive as the price of his help to Piedmont?",
                    ],
                    [
                        "Quel empereur des Français reçoit Nice et la Savoie pour prix de son aide au Piémont ?",
                        "Which emperor of the French receives Nice and Savoy as the price of his help to Piedmont?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les batailles et les traités",
                "The battles and the treaties",
            ],
            matching: [
                "Associe chaque bataille ou traité à ce qu'il représente.",
                "Match each battle or treaty with what it stands for.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Solférino", "Solferino"],
                    [
                        "la sanglante bataille de 1859 qui inspire à Henri Dunant la création de la Croix-Rouge",
                        "the bloody battle of 1859 that inspires Henri Dunant to create the Red Cross",
                    ],
                    [
                        "Que s'est-il passé à Solférino ?",
                        "What happened at Solferino?",
                    ],
                    [
                        "Quelle sanglante bataille de 1859 inspire à Henri Dunant la création de la Croix-Rouge ?",
                        "Which bloody battle of 1859 inspires Henri Dunant to create the Red Cross?",
                    ],
                ),
                pair(
                    ["le traité de Turin", "the Treaty of Turin"],
                    [
                        "l'accord de 1860 par lequel le Piémont cède Nice et la Savoie à la France",
                        "the agreement of 1860 by which Piedmont cedes Nice and Savoy to France",
                    ],
                    [
                        "Que prévoit le traité de Turin ?",
                        "What does the Treaty of Turin provide?",
                    ],
                    [
                        "Par quel accord de 1860 le Piémont cède-t-il Nice et la Savoie à la France ?",
                        "By which agreement of 1860 does Piedmont cede Nice and Savoy to France?",
                    ],
                ),
                pair(
                    ["Sadowa", "Sadowa"],
                    [
                        "la victoire prussienne de 1866 qui écarte l'Autriche des affaires allemandes",
                        "the Prussian victory of 1866 that shuts Austria out of German affairs",
                    ],
                    ["Que s'est-il passé à Sadowa ?", "What happened at Sadowa?"],
                    [
                        "Quelle bataille est la victoire prussienne de 1866 qui écarte l'Autriche des affaires allemandes ?",
                        "Which battle is the Prussian victory of 1866 that shuts Austria out of German affairs?",
                    ],
                ),
                pair(
                    ["Sedan", "Sedan"],
                    [
                        "la défaite de 1870 où Napoléon III est fait prisonnier",
                        "the defeat of 1870 where Napoleon III is taken prisoner",
                    ],
                    ["Que s'est-il passé à Sedan ?", "What happened at Sedan?"],
                    [
                        "Lors de quelle défaite de 1870 Napoléon III est-il fait prisonnier ?",
                        "At which defeat of 1870 is Napoleon III taken prisoner?",
                    ],
                ),
                pair(
                    ["le traité de Francfort", "the Treaty of Frankfurt"],
                    [
                        "la paix de 1871 par laquelle la France cède l'Alsace et la Moselle à l'Empire allemand",
                        "the peace of 1871 by which France cedes Alsace and Moselle to the German Empire",
                    ],
                    [
                        "Que prévoit le traité de Francfort ?",
                        "What does the Treaty of Frankfurt provide?",
                    ],
                    [
                        "Par quelle paix de 1871 la France cède-t-elle l'Alsace et la Moselle à l'Empire allemand ?",
                        "By which peace of 1871 does France cede Alsace and Moselle to the German Empire?",
                    ],
                ),
                pair(
                    ["Magenta", "Magenta"],
                    [
                        "la victoire du 4 juin 1859 qui ouvre aux Franco-Piémontais la route de Milan",
                        "the victory of 4 June 1859 that opens the road to Milan to the French and Piedmontese",
                    ],
                    [
                        "Que s'est-il passé à Magenta ?",
                        "What happened at Magenta?",
                    ],
                    [
                        "Quelle victoire du 4 juin 1859 ouvre aux Franco-Piémontais la route de Milan ?",
                        "Which victory of 4 June 1859 opens the road to Milan to the French and Piedmontese?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les États nés d'une unification entre 1859 et 1871",
            "The states born of a unification between 1859 and 1871",
        ],
        which: [
            "Parmi ces États, lesquels naissent d'une unification entre 1859 et 1871 ?",
            "Which of these states are born of a unification between 1859 and 1871?",
        ],
        which_not: [
            "Parmi ces États, lesquels ne naissent pas d'une unification entre 1859 et 1871 ?",
            "Which of these states are not born of a unification between 1859 and 1871?",
        ],
        members: &[
            ["le royaume d'Italie", "the Kingdom of Italy"],
            ["l'Empire allemand", "the German Empire"],
        ],
        others: &[
            ["l'Empire ottoman", "the Ottoman Empire"],
            ["le Royaume-Uni", "the United Kingdom"],
            ["l'Empire russe", "the Russian Empire"],
            ["l'Espagne", "Spain"],
        ],
    }],
    sequences: &[timeline(
        [
            "Les unités italienne et allemande",
            "Italian and German unification",
        ],
        &[
            [
                "la victoire de Solférino sur l'Autriche",
                "the victory of Solferino over Austria",
            ],
            [
                "l'annexion de Nice et de la Savoie par la France",
                "the annexation of Nice and Savoy by France",
            ],
            [
                "la proclamation du royaume d'Italie",
                "the proclamation of the Kingdom of Italy",
            ],
            [
                "la victoire prussienne de Sadowa",
                "the Prussian victory of Sadowa",
            ],
            ["la capitulation de Sedan", "the surrender at Sedan"],
            [
                "la proclamation de l'Empire allemand à Versailles",
                "the proclamation of the German Empire at Versailles",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année Victor-Emmanuel II est-il proclamé roi d'Italie ?",
                "In which year is Victor Emmanuel II proclaimed king of Italy?",
            ],
            [
                "la proclamation du royaume d'Italie",
                "the proclamation of the Kingdom of Italy",
            ],
            1861.0,
        ),
        year(
            [
                "En quelle année la Prusse bat-elle l'Autriche à Sadowa ?",
                "In which year does Prussia defeat Austria at Sadowa?",
            ],
            ["la bataille de Sadowa", "the battle of Sadowa"],
            1866.0,
        ),
        year(
            [
                "En quelle année Nice et la Savoie deviennent-elles françaises ?",
                "In which year do Nice and Savoy become French?",
            ],
            [
                "le rattachement de Nice et de la Savoie",
                "the annexation of Nice and Savoy",
            ],
            1860.0,
        ),
        year(
            [
                "En quelle année l'Empire allemand est-il proclamé à Versailles ?",
                "In which year is the German Empire proclaimed at Versailles?",
            ],
            [
                "la proclamation de l'Empire allemand",
                "the proclamation of the German Empire",
            ],
            1871.0,
        ),
    ],
    diagrams: &[],
};
