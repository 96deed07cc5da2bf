//! Histoire-géographie 4e (cycle 4, programme du BO spécial n° 11 du 26 novembre 2015, modifié
//! au BO n° 31 du 30 juillet 2020).

use crate::generate::builtin::bank::{Bank, Group, Number, Relation, Sequence, pair};

/// La Révolution française et l'Empire.
pub(crate) static REVOLUTION: Bank = Bank {
    chapter: "histoire-geographie-4e-la-revolution-francaise-et-l-empire",
    title: ["La Révolution et l'Empire", "The Revolution and the Empire"],
    relations: &[
        Relation {
            name: ["Les acteurs", "The actors"],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what they did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Louis XVI", "Louis XVI"],
                    [
                        "le dernier roi de l'Ancien Régime, guillotiné en janvier 1793",
                        "the last king of the Ancien Régime, guillotined in January 1793",
                    ],
                    ["Qui était Louis XVI ?", "Who was Louis XVI?"],
                    [
                        "Quel roi de France a été guillotiné en janvier 1793 ?",
                        "Which king of France was guillotined in January 1793?",
                    ],
                ),
                pair(
                    ["Olympe de Gouges", "Olympe de Gouges"],
                    [
                        "l'autrice de la Déclaration des droits de la femme et de la citoyenne (1791)",
                        "the author of the Declaration of the Rights of Woman and of the Female Citizen (1791)",
                    ],
                    ["Qui était Olympe de Gouges ?", "Who was Olympe de Gouges?"],
                    [
                        "Qui a écrit la Déclaration des droits de la femme et de la citoyenne en 1791 ?",
                        "Who wrote the Declaration of the Rights of Woman and of the Female Citizen in 1791?",
                    ],
                ),
                pair(
                    ["Robespierre", "Robespierre"],
                    [
                        "le député montagnard qui incarne la Terreur en 1793 et 1794",
                        "the Montagnard deputy who embodies the Terror in 1793 and 1794",
                    ],
                    ["Qui était Robespierre ?", "Who was Robespierre?"],
                    [
                        "Quel député montagnard incarne la Terreur en 1793 et 1794 ?",
                        "Which Montagnard deputy embodies the Terror in 1793 and 1794?",
                    ],
                ),
                pair(
                    ["Napoléon Bonaparte", "Napoleon Bonaparte"],
                    [
                        "le général qui prend le pouvoir en 1799 et devient empereur des Français en 1804",
                        "the general who seizes power in 1799 and becomes Emperor of the French in 1804",
                    ],
                    [
                        "Qui était Napoléon Bonaparte ?",
                        "Who was Napoleon Bonaparte?",
                    ],
                    [
                        "Quel général prend le pouvoir en 1799 et devient empereur des Français en 1804 ?",
                        "Which general seizes power in 1799 and becomes Emperor of the French in 1804?",
                    ],
                ),
                pair(
                    ["Sieyès", "Sieyès"],
                    [
                        "l'auteur du pamphlet « Qu'est-ce que le tiers état ? » (1789)",
                        "the author of the pamphlet “What Is the Third Estate?” (1789)",
                    ],
                    ["Qui était Sieyès ?", "Who was Sieyès?"],
                    [
                        "Qui a écrit le pamphlet « Qu'est-ce que le tiers état ? » en 1789 ?",
                        "Who wrote the pamphlet “What Is the Third Estate?” in 1789?",
                    ],
                ),
                pair(
                    ["Marie-Antoinette", "Marie Antoinette"],
                    [
                        "la reine, épouse de Louis XVI, guillotinée en octobre 1793",
                        "the queen, wife of Louis XVI, guillotined in October 1793",
                    ],
                    ["Qui était Marie-Antoinette ?", "Who was Marie Antoinette?"],
                    [
                        "Quelle reine, épouse de Louis XVI, a été guillotinée en octobre 1793 ?",
                        "Which queen, wife of Louis XVI, was guillotined in October 1793?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les mots de la Révolution", "The words of the Revolution"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la souveraineté nationale", "national sovereignty"],
                    [
                        "le principe selon lequel le pouvoir appartient à la nation",
                        "the principle that power belongs to the nation",
                    ],
                    [
                        "Qu'est-ce que la souveraineté nationale ?",
                        "What is national sovereignty?",
                    ],
                    [
                        "Comment appelle-t-on le principe selon lequel le pouvoir appartient à la nation ?",
                        "What is the principle that power belongs to the nation called?",
                    ],
                ),
                pair(
                    ["les privilèges", "privileges"],
                    [
                        "les droits particuliers du clergé et de la noblesse, abolis dans la nuit du 4 août 1789",
                        "the special rights of the clergy and the nobility, abolished on the night of 4 August 1789",
                    ],
                    [
                        "Que sont les privilèges sous l'Ancien Régime ?",
                        "What were privileges under the Ancien Régime?",
                    ],
                    [
                        "Comment appelle-t-on les droits particuliers du clergé et de la noblesse abolis dans la nuit du 4 août 1789 ?",
                        "What are the special rights of the clergy and the nobility abolished on the night of 4 August 1789 called?",
                    ],
                ),
                pair(
                    ["la Terreur", "the Terror"],
                    [
                        "le gouvernement d'exception de 1793-1794 qui fait arrêter et exécuter de nombreux suspects",
                        "the emergency government of 1793-1794 that has many suspects arrested and executed",
                    ],
                    ["Qu'est-ce que la Terreur ?", "What was the Terror?"],
                    [
                        "Comment appelle-t-on le gouvernement d'exception de 1793-1794 qui fait arrêter et exécuter de nombreux suspects ?",
                        "What is the emergency government of 1793-1794 that had many suspects arrested and executed called?",
                    ],
                ),
                pair(
                    ["le Code civil", "the Civil Code"],
                    [
                        "le recueil des lois civiles promulgué par Napoléon Bonaparte en 1804",
                        "the collection of civil laws enacted by Napoleon Bonaparte in 1804",
                    ],
                    ["Qu'est-ce que le Code civil ?", "What is the Civil Code?"],
                    [
                        "Comment appelle-t-on le recueil des lois civiles promulgué par Napoléon Bonaparte en 1804 ?",
                        "What is the collection of civil laws enacted by Napoleon Bonaparte in 1804 called?",
                    ],
                ),
                pair(
                    ["la monarchie constitutionnelle", "constitutional monarchy"],
                    [
                        "un régime où le roi gouverne selon une constitution qui limite son pouvoir",
                        "a system in which the king rules under a constitution that limits his power",
                    ],
                    [
                        "Qu'est-ce qu'une monarchie constitutionnelle ?",
                        "What is a constitutional monarchy?",
                    ],
                    [
                        "Comment appelle-t-on un régime où le roi gouverne selon une constitution qui limite son pouvoir ?",
                        "What is a system in which the king rules under a constitution that limits his power called?",
                    ],
                ),
                pair(
                    ["le suffrage universel masculin", "universal male suffrage"],
                    [
                        "le droit de vote accordé à tous les hommes adultes",
                        "the right to vote given to every adult man",
                    ],
                    [
                        "Qu'est-ce que le suffrage universel masculin ?",
                        "What is universal male suffrage?",
                    ],
                    [
                        "Comment appelle-t-on le droit de vote accordé à tous les hommes adultes ?",
                        "What is the right to vote given to every adult man called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les trois ordres", "The three estates"],
            which: [
                "Parmi ces groupes, lesquels sont des ordres de la société d'Ancien Régime ?",
                "Which of these groups are estates of the society of the Ancien Régime?",
            ],
            which_not: [
                "Parmi ces groupes, lesquels ne sont pas des ordres de la société d'Ancien Régime ?",
                "Which of these groups are not estates of the society of the Ancien Régime?",
            ],
            members: &[
                ["le clergé", "the clergy"],
                ["la noblesse", "the nobility"],
                ["le tiers état", "the Third Estate"],
            ],
            others: &[
                ["la garde nationale", "the National Guard"],
                ["la Convention", "the Convention"],
                ["les sans-culottes", "the sans-culottes"],
            ],
        },
        Group {
            name: [
                "Les régimes de 1789 à 1815",
                "The regimes from 1789 to 1815",
            ],
            which: [
                "Parmi ces régimes, lesquels la France a-t-elle connus entre 1789 et 1815 ?",
                "Which of these regimes did France have between 1789 and 1815?",
            ],
            which_not: [
                "Parmi ces régimes, lesquels la France n'a-t-elle pas connus entre 1789 et 1815 ?",
                "Which of these regimes did France not have between 1789 and 1815?",
            ],
            members: &[
                [
                    "la monarchie constitutionnelle",
                    "the constitutional monarchy",
                ],
                ["la Première République", "the First Republic"],
                ["le Consulat", "the Consulate"],
                ["le Premier Empire", "the First Empire"],
            ],
            others: &[
                ["la monarchie de Juillet", "the July Monarchy"],
                ["le Second Empire", "the Second Empire"],
                ["la Troisième République", "the Third Republic"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["La frise de 1789 à 1815", "The timeline from 1789 to 1815"],
        order: [
            "Range ces événements dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the latest to the earliest.",
        ],
        next: [
            "Parmi les grands événements de 1789 à 1815, lequel vient juste après celui-ci : « {} » ?",
            "Among the major events from 1789 to 1815, which one comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "l'ouverture des États généraux (mai 1789)",
                "the opening of the Estates General (May 1789)",
            ],
            [
                "la prise de la Bastille (juillet 1789)",
                "the storming of the Bastille (July 1789)",
            ],
            [
                "la Déclaration des droits de l'homme et du citoyen (août 1789)",
                "the Declaration of the Rights of Man and of the Citizen (August 1789)",
            ],
            [
                "la proclamation de la République (septembre 1792)",
                "the proclamation of the Republic (September 1792)",
            ],
            [
                "l'exécution de Louis XVI (janvier 1793)",
                "the execution of Louis XVI (January 1793)",
            ],
            [
                "le coup d'État de Bonaparte (novembre 1799)",
                "Bonaparte's coup (November 1799)",
            ],
            [
                "le sacre de Napoléon Ier (décembre 1804)",
                "the coronation of Napoleon I (December 1804)",
            ],
            [
                "la défaite de Waterloo (juin 1815)",
                "the defeat at Waterloo (June 1815)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année a eu lieu la prise de la Bastille ?",
                "In which year was the Bastille stormed?",
            ],
            ["la prise de la Bastille", "the storming of the Bastille"],
            1789.0,
        ),
        year(
            [
                "En quelle année la République a-t-elle été proclamée pour la première fois en France ?",
                "In which year was the Republic proclaimed in France for the first time?",
            ],
            [
                "la proclamation de la Première République",
                "the proclamation of the First Republic",
            ],
            1792.0,
        ),
        year(
            [
                "En quelle année Louis XVI a-t-il été exécuté ?",
                "In which year was Louis XVI executed?",
            ],
            ["l'exécution de Louis XVI", "the execution of Louis XVI"],
            1793.0,
        ),
        year(
            [
                "En quelle année Bonaparte a-t-il pris le pouvoir par un coup d'État ?",
                "In which year did Bonaparte seize power in a coup?",
            ],
            ["le coup d'État de Bonaparte", "Bonaparte's coup"],
            1799.0,
        ),
        year(
            [
                "En quelle année Napoléon Ier a-t-il été sacré empereur ?",
                "In which year was Napoleon I crowned emperor?",
            ],
            ["le sacre de Napoléon Ier", "the coronation of Napoleon I"],
            1804.0,
        ),
        year(
            [
                "En quelle année a eu lieu la bataille de Waterloo ?",
                "In which year was the battle of Waterloo fought?",
            ],
            ["la bataille de Waterloo", "the battle of Waterloo"],
            1815.0,
        ),
    ],
    diagrams: &[],
};

/// A year.
pub(super) const fn year(ask: [&'static str; 2], about: [&'static str; 2], value: f64) -> Number {
    Number {
        ask,
        about,
        value,
        dp: 0,
        unit: "",
    }
}
