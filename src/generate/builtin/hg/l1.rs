//! Histoire-géographie 1re (programme de première générale et technologique, BO spécial n° 1
//! du 22 janvier 2019, tronc commun): one fact bank per chapter, with its own [`BANKS`] and
//! [`FAMILY`], at the level of a lycée pupil.

use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Relation, Sequence, pair};

/// The histoire-géographie 1re family: a catalog entry's mode is the index of its chapter's
/// bank in [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// The 1re banks, in the order of the programme (append only).
pub(crate) static BANKS: &[&Bank] = &[&REVOLUTION_EMPIRE, &RESTAURATION];

/// The usual wording of a chapter's timeline.
const fn timeline(name: [&'static str; 2], steps: &'static [[&'static str; 2]]) -> Sequence {
    Sequence {
        name,
        order: [
            "Range ces faits dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these facts in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces faits dans l'ordre chronologique inverse, du plus récent au plus ancien.",
            "Put these facts in reverse chronological order, from the latest to the earliest.",
        ],
        next: [
            "Dans la chronologie du chapitre, quel fait suit immédiatement « {} » ?",
            "In the timeline of the chapter, which fact immediately follows “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » précède « {b} ».",
            "True or false: “{a}” precedes “{b}”.",
        ],
        steps,
    }
}

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
