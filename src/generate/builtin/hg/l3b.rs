//! Histoire 3e, further chapters (cycle 4, programme du BO spécial n° 11 du 26 novembre 2015,
//! modifié au BO n° 31 du 30 juillet 2020): the interwar years, the Second World War, France
//! defeated and occupied, independence, the European project, the world after 1989, the
//! Republic rebuilt, the Fifth Republic, society from the fifties to the eighties.

use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Relation, Sequence, pair};

/// These chapters' banks; a catalog entry's mode is an index in this slice (append only).
pub(crate) static BANKS: &[&Bank] = &[
    &TOTALITARISMES,
    &DEUXIEME_GUERRE,
    &VICHY,
    &INDEPENDANCES,
    &PROJET_EUROPEEN,
    &APRES_1989,
    &REFONDER,
    &CINQUIEME,
    &SOCIETE,
];

/// The family of [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// Démocraties fragilisées et expériences totalitaires dans l'Europe de l'entre-deux-guerres.
pub(crate) static TOTALITARISMES: Bank = Bank {
    chapter: "histoire-geographie-3e-democraties-et-totalitarismes",
    title: [
        "Démocraties et totalitarismes",
        "Democracies and totalitarian regimes",
    ],
    relations: &[
        Relation {
            name: [
                "Les mots de l'entre-deux-guerres",
                "The words of the interwar years",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le totalitarisme", "totalitarianism"],
                    [
                        "un régime qui veut contrôler toute la société par un parti unique, la propagande et la terreur",
                        "a system that seeks to control the whole of society through a single party, propaganda and terror",
                    ],
                    [
                        "Qu'est-ce que le totalitarisme ?",
                        "What is totalitarianism?",
                    ],
                    [
                        "Comment appelle-t-on un régime qui veut contrôler toute la société par un parti unique, la propagande et la terreur ?",
                        "What is a system that seeks to control the whole of society through a single party, propaganda and terror called?",
                    ],
                ),
                pair(
                    ["la propagande", "propaganda"],
                    [
                        "l'ensemble des moyens (affiches, radio, cinéma, presse) utilisés pour imposer des idées à la population",
                        "all the means (posters, radio, cinema, newspapers) used to force ideas on the population",
                    ],
                    ["Qu'est-ce que la propagande ?", "What is propaganda?"],
                    [
                        "Comment appelle-t-on l'ensemble des moyens (affiches, radio, cinéma, presse) utilisés pour imposer des idées à la population ?",
                        "What are all the means (posters, radio, cinema, newspapers) used to force ideas on the population called?",
                    ],
                ),
                pair(
                    ["le goulag", "the Gulag"],
                    [
                        "le système des camps de travail forcé de l'URSS",
                        "the system of forced-labour camps of the USSR",
                    ],
                    ["Qu'est-ce que le goulag ?", "What was the Gulag?"],
                    [
                        "Comment appelle-t-on le système des camps de travail forcé de l'URSS ?",
                        "What is the system of forced-labour camps of the USSR called?",
                    ],
                ),
                pair(
                    ["la collectivisation", "collectivisation"],
                    [
                        "la mise en commun forcée des terres et du bétail des paysans soviétiques, imposée par Staline à partir de 1929",
                        "the forced pooling of Soviet peasants' land and livestock, imposed by Stalin from 1929",
                    ],
                    [
                        "Qu'est-ce que la collectivisation en URSS ?",
                        "What was collectivisation in the USSR?",
                    ],
                    [
                        "Comment appelle-t-on la mise en commun forcée des terres et du bétail des paysans soviétiques, imposée par Staline à partir de 1929 ?",
                        "What is the forced pooling of Soviet peasants' land and livestock, imposed by Stalin from 1929, called?",
                    ],
                ),
                pair(
                    ["l'antisémitisme", "antisemitism"],
                    [
                        "la haine des Juifs, au cœur de l'idéologie nazie",
                        "hatred of Jews, at the heart of Nazi ideology",
                    ],
                    ["Qu'est-ce que l'antisémitisme ?", "What is antisemitism?"],
                    [
                        "Comment appelle-t-on la haine des Juifs, au cœur de l'idéologie nazie ?",
                        "What is hatred of Jews, at the heart of Nazi ideology, called?",
                    ],
                ),
                pair(
                    ["le Front populaire", "the Popular Front"],
                    [
                        "l'alliance des partis de gauche qui gagne les élections législatives de 1936 en France",
                        "the alliance of left-wing parties that wins the 1936 general election in France",
                    ],
                    [
                        "Qu'est-ce que le Front populaire ?",
                        "What was the Popular Front?",
                    ],
                    [
                        "Comment appelle-t-on l'alliance des partis de gauche qui gagne les élections législatives de 1936 en France ?",
                        "What is the alliance of left-wing parties that wins the 1936 general election in France called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les acteurs", "The actors"],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what he did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Lénine", "Lenin"],
                    [
                        "le chef des bolcheviks qui prennent le pouvoir en Russie en octobre 1917",
                        "the leader of the Bolsheviks who seize power in Russia in October 1917",
                    ],
                    ["Qui était Lénine ?", "Who was Lenin?"],
                    [
                        "Qui dirige les bolcheviks qui prennent le pouvoir en Russie en octobre 1917 ?",
                        "Who leads the Bolsheviks who seize power in Russia in October 1917?",
                    ],
                ),
                pair(
                    ["Staline", "Stalin"],
                    [
                        "le dirigeant qui impose un pouvoir totalitaire à l'URSS de 1929 à sa mort en 1953",
                        "the leader who imposes totalitarian rule on the USSR from 1929 until his death in 1953",
                    ],
                    ["Qui était Staline ?", "Who was Stalin?"],
                    [
                        "Quel dirigeant impose un pouvoir totalitaire à l'URSS de 1929 à sa mort en 1953 ?",
                        "Which leader imposes totalitarian rule on the USSR from 1929 until his death in 1953?",
                    ],
                ),
                pair(
                    ["Hitler", "Hitler"],
                    [
                        "le chef du parti nazi, nommé chancelier de l'Allemagne en janvier 1933",
                        "the leader of the Nazi party, appointed Chancellor of Germany in January 1933",
                    ],
                    ["Qui était Hitler ?", "Who was Hitler?"],
                    [
                        "Quel chef de parti est nommé chancelier de l'Allemagne en janvier 1933 ?",
                        "Which party leader is appointed Chancellor of Germany in January 1933?",
                    ],
                ),
                pair(
                    ["Mussolini", "Mussolini"],
                    [
                        "le chef fasciste qui prend le pouvoir en Italie en 1922",
                        "the fascist leader who takes power in Italy in 1922",
                    ],
                    ["Qui était Mussolini ?", "Who was Mussolini?"],
                    [
                        "Quel chef fasciste prend le pouvoir en Italie en 1922 ?",
                        "Which fascist leader takes power in Italy in 1922?",
                    ],
                ),
                pair(
                    ["Léon Blum", "Léon Blum"],
                    [
                        "le socialiste qui dirige le gouvernement du Front populaire en 1936",
                        "the socialist who heads the Popular Front government in 1936",
                    ],
                    ["Qui était Léon Blum ?", "Who was Léon Blum?"],
                    [
                        "Quel socialiste dirige le gouvernement du Front populaire en 1936 ?",
                        "Which socialist heads the Popular Front government in 1936?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les réformes du Front populaire",
            "The reforms of the Popular Front",
        ],
        which: [
            "Parmi ces mesures, lesquelles ont été prises par le Front populaire en 1936 ?",
            "Which of these measures were taken by the Popular Front in 1936?",
        ],
        which_not: [
            "Parmi ces mesures, lesquelles n'ont pas été prises par le Front populaire en 1936 ?",
            "Which of these measures were not taken by the Popular Front in 1936?",
        ],
        members: &[
            [
                "deux semaines de congés payés",
                "two weeks of paid holidays",
            ],
            ["la semaine de 40 heures", "the 40-hour week"],
            ["les conventions collectives", "collective agreements"],
        ],
        others: &[
            ["le droit de vote des femmes", "women's right to vote"],
            ["la Sécurité sociale", "Social Security"],
            [
                "la cinquième semaine de congés payés",
                "the fifth week of paid holidays",
            ],
            [
                "l'abolition de la peine de mort",
                "the abolition of the death penalty",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La frise de l'entre-deux-guerres",
            "The timeline of the interwar years",
        ],
        order: [
            "Range ces événements dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the latest to the earliest.",
        ],
        next: [
            "Parmi ces événements de l'entre-deux-guerres, lequel vient juste après celui-ci : « {} » ?",
            "Among these events of the interwar years, which one comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "la révolution bolchevique en Russie (octobre 1917)",
                "the Bolshevik revolution in Russia (October 1917)",
            ],
            [
                "la prise du pouvoir par Mussolini en Italie (octobre 1922)",
                "Mussolini's seizure of power in Italy (October 1922)",
            ],
            [
                "le krach de Wall Street (octobre 1929)",
                "the Wall Street Crash (October 1929)",
            ],
            [
                "la nomination d'Hitler comme chancelier (janvier 1933)",
                "Hitler's appointment as Chancellor (January 1933)",
            ],
            [
                "les lois antisémites de Nuremberg (septembre 1935)",
                "the antisemitic Nuremberg Laws (September 1935)",
            ],
            [
                "la victoire du Front populaire aux élections (mai 1936)",
                "the Popular Front's election victory (May 1936)",
            ],
            [
                "la nuit de Cristal (novembre 1938)",
                "Kristallnacht (November 1938)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année les bolcheviks de Lénine prennent-ils le pouvoir en Russie ?",
                "In which year do Lenin's Bolsheviks seize power in Russia?",
            ],
            [
                "la prise du pouvoir par les bolcheviks",
                "the Bolsheviks' seizure of power",
            ],
            1917.0,
        ),
        year(
            [
                "En quelle année le krach de Wall Street a-t-il lieu ?",
                "In which year does the Wall Street Crash take place?",
            ],
            ["le krach de Wall Street", "the Wall Street Crash"],
            1929.0,
        ),
        year(
            [
                "En quelle année Hitler est-il nommé chancelier de l'Allemagne ?",
                "In which year is Hitler appointed Chancellor of Germany?",
            ],
            [
                "la nomination d'Hitler comme chancelier",
                "Hitler's appointment as Chancellor",
            ],
            1933.0,
        ),
        year(
            [
                "En quelle année les lois de Nuremberg sont-elles adoptées en Allemagne ?",
                "In which year are the Nuremberg Laws passed in Germany?",
            ],
            ["les lois de Nuremberg", "the Nuremberg Laws"],
            1935.0,
        ),
        year(
            [
                "En quelle année le Front populaire gagne-t-il les élections législatives en France ?",
                "In which year does the Popular Front win the general election in France?",
            ],
            [
                "la victoire du Front populaire",
                "the Popular Front's victory",
            ],
            1936.0,
        ),
        year(
            [
                "En quelle année a lieu la nuit de Cristal, pogrom organisé par les nazis dans toute l'Allemagne ?",
                "In which year does Kristallnacht, a pogrom organised by the Nazis throughout Germany, take place?",
            ],
            ["la nuit de Cristal", "Kristallnacht"],
            1938.0,
        ),
    ],
    diagrams: &[],
};

/// La Deuxième Guerre mondiale, une guerre d'anéantissement.
pub(crate) static DEUXIEME_GUERRE: Bank = Bank {
    chapter: "histoire-geographie-3e-deuxieme-guerre-mondiale",
    title: ["La Deuxième Guerre mondiale", "The Second World War"],
    relations: &[
        Relation {
            name: [
                "Les mots de la Deuxième Guerre mondiale",
                "The words of the Second World War",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une guerre d'anéantissement", "a war of annihilation"],
                    [
                        "une guerre qui vise à détruire totalement l'ennemi, y compris sa population civile",
                        "a war that aims to destroy the enemy completely, including its civilian population",
                    ],
                    [
                        "Qu'est-ce qu'une guerre d'anéantissement ?",
                        "What is a war of annihilation?",
                    ],
                    [
                        "Comment appelle-t-on une guerre qui vise à détruire totalement l'ennemi, y compris sa population civile ?",
                        "What is a war that aims to destroy the enemy completely, including its civilian population, called?",
                    ],
                ),
                pair(
                    ["la Shoah", "the Shoah"],
                    [
                        "le génocide des Juifs d'Europe par les nazis, qui fait près de six millions de victimes",
                        "the genocide of the Jews of Europe by the Nazis, which claims nearly six million victims",
                    ],
                    ["Qu'est-ce que la Shoah ?", "What is the Shoah?"],
                    [
                        "Comment appelle-t-on le génocide des Juifs d'Europe par les nazis ?",
                        "What is the genocide of the Jews of Europe by the Nazis called?",
                    ],
                ),
                pair(
                    ["un ghetto", "a ghetto"],
                    [
                        "un quartier fermé où les nazis enferment les Juifs, comme à Varsovie",
                        "a closed district where the Nazis shut the Jews in, as in Warsaw",
                    ],
                    ["Qu'est-ce qu'un ghetto ?", "What is a ghetto?"],
                    [
                        "Comment appelle-t-on un quartier fermé où les nazis enferment les Juifs, comme à Varsovie ?",
                        "What is a closed district where the Nazis shut the Jews in, as in Warsaw, called?",
                    ],
                ),
                pair(
                    ["un camp d'extermination", "an extermination camp"],
                    [
                        "un camp construit par les nazis pour tuer les déportés dès leur arrivée, dans des chambres à gaz",
                        "a camp built by the Nazis to kill the deportees in gas chambers as soon as they arrive",
                    ],
                    [
                        "Qu'est-ce qu'un camp d'extermination ?",
                        "What is an extermination camp?",
                    ],
                    [
                        "Comment appelle-t-on un camp construit par les nazis pour tuer les déportés dès leur arrivée, dans des chambres à gaz ?",
                        "What is a camp built by the Nazis to kill the deportees in gas chambers as soon as they arrive called?",
                    ],
                ),
                pair(
                    ["un camp de concentration", "a concentration camp"],
                    [
                        "un camp où les nazis enferment opposants et déportés, soumis au travail forcé jusqu'à l'épuisement",
                        "a camp where the Nazis lock up opponents and deportees, made to do forced labour until exhaustion",
                    ],
                    [
                        "Qu'est-ce qu'un camp de concentration ?",
                        "What is a concentration camp?",
                    ],
                    [
                        "Comment appelle-t-on un camp où les nazis enferment opposants et déportés, soumis au travail forcé jusqu'à l'épuisement ?",
                        "What is a camp where the Nazis lock up opponents and deportees, made to do forced labour until exhaustion, called?",
                    ],
                ),
                pair(
                    ["les Einsatzgruppen", "the Einsatzgruppen"],
                    [
                        "les unités mobiles SS qui fusillent en masse les Juifs en URSS à partir de 1941",
                        "the mobile SS units that carry out mass shootings of Jews in the USSR from 1941",
                    ],
                    [
                        "Qui étaient les Einsatzgruppen ?",
                        "Who were the Einsatzgruppen?",
                    ],
                    [
                        "Comment appelle-t-on les unités mobiles SS qui fusillent en masse les Juifs en URSS à partir de 1941 ?",
                        "What are the mobile SS units that carry out mass shootings of Jews in the USSR from 1941 called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les lieux de la guerre", "The places of the war"],
            matching: [
                "Associe chaque lieu à ce qui s'y est passé.",
                "Match each place with what happened there.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Pearl Harbor", "Pearl Harbor"],
                    [
                        "l'attaque japonaise contre la flotte américaine, le 7 décembre 1941",
                        "the Japanese attack on the American fleet, on 7 December 1941",
                    ],
                    [
                        "Que s'est-il passé à Pearl Harbor le 7 décembre 1941 ?",
                        "What happened at Pearl Harbor on 7 December 1941?",
                    ],
                    [
                        "Quelle base américaine le Japon attaque-t-il le 7 décembre 1941 ?",
                        "Which American base does Japan attack on 7 December 1941?",
                    ],
                ),
                pair(
                    ["Stalingrad", "Stalingrad"],
                    [
                        "la bataille gagnée par l'Armée rouge en février 1943, premier grand recul allemand",
                        "the battle won by the Red Army in February 1943, the first great German retreat",
                    ],
                    [
                        "Que s'est-il passé à Stalingrad ?",
                        "What happened at Stalingrad?",
                    ],
                    [
                        "Dans quelle ville l'Armée rouge remporte-t-elle en février 1943 la bataille qui marque le premier grand recul allemand ?",
                        "In which city does the Red Army win, in February 1943, the battle that marks the first great German retreat?",
                    ],
                ),
                pair(
                    ["Auschwitz-Birkenau", "Auschwitz-Birkenau"],
                    [
                        "le plus grand centre de mise à mort nazi, en Pologne occupée",
                        "the largest Nazi killing centre, in occupied Poland",
                    ],
                    [
                        "Qu'était Auschwitz-Birkenau ?",
                        "What was Auschwitz-Birkenau?",
                    ],
                    [
                        "Quel était le plus grand centre de mise à mort nazi, en Pologne occupée ?",
                        "What was the largest Nazi killing centre, in occupied Poland?",
                    ],
                ),
                pair(
                    ["la Normandie", "Normandy"],
                    [
                        "le débarquement allié du 6 juin 1944",
                        "the Allied landings of 6 June 1944",
                    ],
                    [
                        "Que s'est-il passé en Normandie le 6 juin 1944 ?",
                        "What happened in Normandy on 6 June 1944?",
                    ],
                    [
                        "Dans quelle région de France les Alliés débarquent-ils le 6 juin 1944 ?",
                        "In which region of France do the Allies land on 6 June 1944?",
                    ],
                ),
                pair(
                    ["Hiroshima", "Hiroshima"],
                    [
                        "la première bombe atomique utilisée contre une ville, le 6 août 1945",
                        "the first atomic bomb used against a city, on 6 August 1945",
                    ],
                    [
                        "Que s'est-il passé à Hiroshima le 6 août 1945 ?",
                        "What happened in Hiroshima on 6 August 1945?",
                    ],
                    [
                        "Sur quelle ville japonaise la première bombe atomique est-elle larguée le 6 août 1945 ?",
                        "On which Japanese city is the first atomic bomb dropped on 6 August 1945?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les puissances de l'Axe", "The Axis powers"],
        which: [
            "Parmi ces pays, lesquels formaient l'Axe pendant la Deuxième Guerre mondiale ?",
            "Which of these countries formed the Axis during the Second World War?",
        ],
        which_not: [
            "Parmi ces pays, lesquels ne faisaient pas partie de l'Axe pendant la Deuxième Guerre mondiale ?",
            "Which of these countries were not part of the Axis during the Second World War?",
        ],
        members: &[
            ["l'Allemagne", "Germany"],
            ["l'Italie", "Italy"],
            ["le Japon", "Japan"],
        ],
        others: &[
            ["le Royaume-Uni", "the United Kingdom"],
            ["l'URSS", "the USSR"],
            ["les États-Unis", "the United States"],
            ["la Chine", "China"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La frise de la Deuxième Guerre mondiale",
            "The timeline of the Second World War",
        ],
        order: [
            "Range ces événements de la Deuxième Guerre mondiale dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events of the Second World War in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements de la Deuxième Guerre mondiale du plus récent au plus ancien.",
            "Put these events of the Second World War in order from the latest to the earliest.",
        ],
        next: [
            "Pendant la Deuxième Guerre mondiale, quel événement vient juste après celui-ci : « {} » ?",
            "During the Second World War, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "l'invasion de la Pologne par l'Allemagne (septembre 1939)",
                "Germany's invasion of Poland (September 1939)",
            ],
            [
                "la défaite de la France (juin 1940)",
                "the defeat of France (June 1940)",
            ],
            [
                "l'invasion de l'URSS par l'Allemagne (juin 1941)",
                "Germany's invasion of the USSR (June 1941)",
            ],
            [
                "l'attaque de Pearl Harbor (décembre 1941)",
                "the attack on Pearl Harbor (December 1941)",
            ],
            [
                "la victoire soviétique à Stalingrad (février 1943)",
                "the Soviet victory at Stalingrad (February 1943)",
            ],
            [
                "le débarquement de Normandie (juin 1944)",
                "the Normandy landings (June 1944)",
            ],
            [
                "la capitulation de l'Allemagne (mai 1945)",
                "Germany's surrender (May 1945)",
            ],
            [
                "la capitulation du Japon (septembre 1945)",
                "Japan's surrender (September 1945)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la Deuxième Guerre mondiale commence-t-elle ?",
                "In which year does the Second World War begin?",
            ],
            [
                "le début de la Deuxième Guerre mondiale",
                "the beginning of the Second World War",
            ],
            1939.0,
        ),
        year(
            [
                "En quelle année les États-Unis entrent-ils en guerre, après l'attaque de Pearl Harbor ?",
                "In which year do the United States enter the war, after the attack on Pearl Harbor?",
            ],
            [
                "l'entrée en guerre des États-Unis",
                "the United States' entry into the war",
            ],
            1941.0,
        ),
        year(
            [
                "En quelle année se tient la conférence de Wannsee, qui organise la « solution finale » ?",
                "In which year is the Wannsee Conference, which organises the “final solution”, held?",
            ],
            ["la conférence de Wannsee", "the Wannsee Conference"],
            1942.0,
        ),
        year(
            [
                "En quelle année l'Armée rouge remporte-t-elle la bataille de Stalingrad ?",
                "In which year does the Red Army win the battle of Stalingrad?",
            ],
            [
                "la victoire soviétique à Stalingrad",
                "the Soviet victory at Stalingrad",
            ],
            1943.0,
        ),
        year(
            [
                "En quelle année les Alliés débarquent-ils en Normandie ?",
                "In which year do the Allies land in Normandy?",
            ],
            ["le débarquement de Normandie", "the Normandy landings"],
            1944.0,
        ),
        year(
            [
                "En quelle année la Deuxième Guerre mondiale prend-elle fin ?",
                "In which year does the Second World War end?",
            ],
            [
                "la fin de la Deuxième Guerre mondiale",
                "the end of the Second World War",
            ],
            1945.0,
        ),
    ],
    diagrams: &[],
};

/// La France défaite et occupée. Régime de Vichy, collaboration, Résistance.
pub(crate) static VICHY: Bank = Bank {
    chapter: "histoire-geographie-3e-la-france-defaite-et-occupee",
    title: [
        "La France défaite et occupée",
        "France defeated and occupied",
    ],
    relations: &[
        Relation {
            name: [
                "Les mots de la France occupée",
                "The words of occupied France",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la collaboration", "collaboration"],
                    [
                        "la politique de coopération du régime de Vichy avec l'Allemagne nazie",
                        "the Vichy regime's policy of cooperation with Nazi Germany",
                    ],
                    [
                        "Qu'est-ce que la collaboration ?",
                        "What was collaboration?",
                    ],
                    [
                        "Comment appelle-t-on la politique de coopération du régime de Vichy avec l'Allemagne nazie ?",
                        "What is the Vichy regime's policy of cooperation with Nazi Germany called?",
                    ],
                ),
                pair(
                    ["la Résistance", "the Resistance"],
                    [
                        "l'ensemble des actions menées contre l'occupant allemand et le régime de Vichy",
                        "all the actions taken against the German occupiers and the Vichy regime",
                    ],
                    ["Qu'est-ce que la Résistance ?", "What was the Resistance?"],
                    [
                        "Comment appelle-t-on l'ensemble des actions menées contre l'occupant allemand et le régime de Vichy ?",
                        "What are all the actions taken against the German occupiers and the Vichy regime called?",
                    ],
                ),
                pair(
                    ["la Révolution nationale", "the National Revolution"],
                    [
                        "le programme du régime de Vichy, résumé par la devise « Travail, Famille, Patrie »",
                        "the programme of the Vichy regime, summed up by the motto “Work, Family, Fatherland”",
                    ],
                    [
                        "Qu'est-ce que la Révolution nationale ?",
                        "What was the National Revolution?",
                    ],
                    [
                        "Comment appelle-t-on le programme du régime de Vichy, résumé par la devise « Travail, Famille, Patrie » ?",
                        "What is the programme of the Vichy regime, summed up by the motto “Work, Family, Fatherland”, called?",
                    ],
                ),
                pair(
                    ["la ligne de démarcation", "the demarcation line"],
                    [
                        "la limite entre la zone occupée et la zone libre, de 1940 à 1942",
                        "the boundary between the occupied zone and the free zone, from 1940 to 1942",
                    ],
                    [
                        "Qu'est-ce que la ligne de démarcation ?",
                        "What was the demarcation line?",
                    ],
                    [
                        "Comment appelle-t-on la limite entre la zone occupée et la zone libre, de 1940 à 1942 ?",
                        "What is the boundary between the occupied zone and the free zone, from 1940 to 1942, called?",
                    ],
                ),
                pair(
                    ["le STO", "the STO"],
                    [
                        "le Service du travail obligatoire, qui envoie à partir de 1943 de jeunes Français travailler en Allemagne",
                        "the Compulsory Work Service, which from 1943 sends young Frenchmen to work in Germany",
                    ],
                    ["Qu'est-ce que le STO ?", "What was the STO?"],
                    [
                        "Quel service envoie à partir de 1943 de jeunes Français travailler en Allemagne ?",
                        "Which service sends young Frenchmen to work in Germany from 1943?",
                    ],
                ),
                pair(
                    ["un maquis", "a maquis"],
                    [
                        "un groupe de résistants cachés dans les forêts ou les montagnes",
                        "a group of resistance fighters hiding in forests or mountains",
                    ],
                    ["Qu'est-ce qu'un maquis ?", "What is a maquis?"],
                    [
                        "Comment appelle-t-on un groupe de résistants cachés dans les forêts ou les montagnes ?",
                        "What is a group of resistance fighters hiding in forests or mountains called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les acteurs", "The actors"],
            matching: [
                "Associe chaque personnage à son rôle.",
                "Match each person with their role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Philippe Pétain", "Philippe Pétain"],
                    [
                        "le maréchal qui dirige l'État français, à Vichy, de 1940 à 1944",
                        "the marshal who heads the French State, in Vichy, from 1940 to 1944",
                    ],
                    ["Qui était Philippe Pétain ?", "Who was Philippe Pétain?"],
                    [
                        "Quel maréchal dirige l'État français, à Vichy, de 1940 à 1944 ?",
                        "Which marshal heads the French State, in Vichy, from 1940 to 1944?",
                    ],
                ),
                pair(
                    ["Charles de Gaulle", "Charles de Gaulle"],
                    [
                        "le général qui lance l'appel du 18 juin 1940 depuis Londres et dirige la France libre",
                        "the general who makes the appeal of 18 June 1940 from London and leads Free France",
                    ],
                    [
                        "Qui était Charles de Gaulle ?",
                        "Who was Charles de Gaulle?",
                    ],
                    [
                        "Quel général lance l'appel du 18 juin 1940 depuis Londres et dirige la France libre ?",
                        "Which general makes the appeal of 18 June 1940 from London and leads Free France?",
                    ],
                ),
                pair(
                    ["Jean Moulin", "Jean Moulin"],
                    [
                        "le représentant du général de Gaulle qui unifie la Résistance intérieure et préside le CNR en 1943",
                        "General de Gaulle's representative who unites the internal Resistance and chairs the CNR in 1943",
                    ],
                    ["Qui était Jean Moulin ?", "Who was Jean Moulin?"],
                    [
                        "Quel représentant du général de Gaulle unifie la Résistance intérieure et préside le CNR en 1943 ?",
                        "Which representative of General de Gaulle unites the internal Resistance and chairs the CNR in 1943?",
                    ],
                ),
                pair(
                    ["Pierre Laval", "Pierre Laval"],
                    [
                        "le chef du gouvernement de Vichy de 1942 à 1944, partisan de la collaboration",
                        "the head of the Vichy government from 1942 to 1944, a supporter of collaboration",
                    ],
                    ["Qui était Pierre Laval ?", "Who was Pierre Laval?"],
                    [
                        "Qui est le chef du gouvernement de Vichy de 1942 à 1944, partisan de la collaboration ?",
                        "Who is the head of the Vichy government from 1942 to 1944, a supporter of collaboration?",
                    ],
                ),
                pair(
                    ["Lucie Aubrac", "Lucie Aubrac"],
                    [
                        "la résistante du mouvement Libération-Sud qui fait évader son mari en 1943",
                        "the resistance fighter of the Libération-Sud movement who helps her husband escape in 1943",
                    ],
                    ["Qui était Lucie Aubrac ?", "Who was Lucie Aubrac?"],
                    [
                        "Quelle résistante du mouvement Libération-Sud fait évader son mari en 1943 ?",
                        "Which resistance fighter of the Libération-Sud movement helps her husband escape in 1943?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["La collaboration", "Collaboration"],
        which: [
            "Parmi ces faits, lesquels relèvent de la collaboration avec l'occupant ?",
            "Which of these facts are part of collaboration with the occupiers?",
        ],
        which_not: [
            "Parmi ces faits, lesquels ne relèvent pas de la collaboration avec l'occupant ?",
            "Which of these facts are not part of collaboration with the occupiers?",
        ],
        members: &[
            [
                "l'entrevue de Montoire entre Pétain et Hitler",
                "the meeting between Pétain and Hitler at Montoire",
            ],
            [
                "la rafle du Vél d'Hiv par la police française",
                "the Vel' d'Hiv roundup by the French police",
            ],
            ["la création de la Milice", "the creation of the Milice"],
            ["la mise en place du STO", "the setting up of the STO"],
        ],
        others: &[
            ["l'appel du 18 juin", "the appeal of 18 June"],
            [
                "la création du Conseil national de la Résistance",
                "the founding of the National Council of the Resistance",
            ],
            ["les sabotages des maquisards", "the maquisards' sabotage"],
            ["la libération de Paris", "the liberation of Paris"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La frise de la France de 1940 à 1944",
            "The timeline of France from 1940 to 1944",
        ],
        order: [
            "Range ces événements dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the latest to the earliest.",
        ],
        next: [
            "Dans la France de 1940 à 1944, quel événement vient juste après celui-ci : « {} » ?",
            "In France from 1940 to 1944, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "l'appel du général de Gaulle (18 juin 1940)",
                "General de Gaulle's appeal (18 June 1940)",
            ],
            [
                "la signature de l'armistice (22 juin 1940)",
                "the signing of the armistice (22 June 1940)",
            ],
            [
                "le vote des pleins pouvoirs à Pétain (10 juillet 1940)",
                "the vote of full powers to Pétain (10 July 1940)",
            ],
            [
                "l'entrevue de Montoire (octobre 1940)",
                "the Montoire meeting (October 1940)",
            ],
            [
                "la rafle du Vél d'Hiv (juillet 1942)",
                "the Vel' d'Hiv roundup (July 1942)",
            ],
            [
                "l'invasion de la zone libre (novembre 1942)",
                "the invasion of the free zone (November 1942)",
            ],
            [
                "la création du Conseil national de la Résistance (mai 1943)",
                "the founding of the National Council of the Resistance (May 1943)",
            ],
            [
                "la libération de Paris (août 1944)",
                "the liberation of Paris (August 1944)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année l'armistice qui consacre la défaite de la France face à l'Allemagne est-il signé ?",
                "In which year is the armistice that seals France's defeat by Germany signed?",
            ],
            ["l'armistice de la défaite", "the armistice of the defeat"],
            1940.0,
        ),
        year(
            [
                "En quelle année a lieu la rafle du Vél d'Hiv ?",
                "In which year does the Vel' d'Hiv roundup take place?",
            ],
            ["la rafle du Vél d'Hiv", "the Vel' d'Hiv roundup"],
            1942.0,
        ),
        year(
            [
                "En quelle année le Conseil national de la Résistance est-il créé ?",
                "In which year is the National Council of the Resistance founded?",
            ],
            [
                "la création du Conseil national de la Résistance",
                "the founding of the National Council of the Resistance",
            ],
            1943.0,
        ),
        year(
            [
                "En quelle année Paris est-il libéré ?",
                "In which year is Paris liberated?",
            ],
            ["la libération de Paris", "the liberation of Paris"],
            1944.0,
        ),
    ],
    diagrams: &[],
};

/// Indépendances et construction de nouveaux États.
pub(crate) static INDEPENDANCES: Bank = Bank {
    chapter: "histoire-geographie-3e-independances",
    title: ["Les indépendances", "Independence"],
    relations: &[
        Relation {
            name: [
                "Les mots de la décolonisation",
                "The words of decolonisation",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la décolonisation", "decolonisation"],
                    [
                        "le processus par lequel les colonies obtiennent leur indépendance",
                        "the process by which colonies gain their independence",
                    ],
                    [
                        "Qu'est-ce que la décolonisation ?",
                        "What is decolonisation?",
                    ],
                    [
                        "Comment appelle-t-on le processus par lequel les colonies obtiennent leur indépendance ?",
                        "What is the process by which colonies gain their independence called?",
                    ],
                ),
                pair(
                    ["la non-violence", "non-violence"],
                    [
                        "la lutte pacifique menée par Gandhi contre la domination britannique en Inde",
                        "the peaceful struggle led by Gandhi against British rule in India",
                    ],
                    [
                        "Qu'est-ce que la non-violence prônée par Gandhi ?",
                        "What was the non-violence advocated by Gandhi?",
                    ],
                    [
                        "Comment appelle-t-on la lutte pacifique menée par Gandhi contre la domination britannique en Inde ?",
                        "What is the peaceful struggle led by Gandhi against British rule in India called?",
                    ],
                ),
                pair(
                    ["la partition", "partition"],
                    [
                        "le partage de l'Inde britannique entre l'Inde et le Pakistan, en 1947",
                        "the division of British India between India and Pakistan, in 1947",
                    ],
                    [
                        "Qu'est-ce que la partition de l'Inde ?",
                        "What was the partition of India?",
                    ],
                    [
                        "Comment appelle-t-on le partage de l'Inde britannique entre l'Inde et le Pakistan, en 1947 ?",
                        "What is the division of British India between India and Pakistan, in 1947, called?",
                    ],
                ),
                pair(
                    ["le FLN", "the FLN"],
                    [
                        "le Front de libération nationale, qui déclenche la guerre d'indépendance de l'Algérie en novembre 1954",
                        "the National Liberation Front, which starts Algeria's war of independence in November 1954",
                    ],
                    ["Qu'est-ce que le FLN ?", "What was the FLN?"],
                    [
                        "Quel mouvement déclenche la guerre d'indépendance de l'Algérie en novembre 1954 ?",
                        "Which movement starts Algeria's war of independence in November 1954?",
                    ],
                ),
                pair(
                    ["les accords d'Évian", "the Évian Accords"],
                    [
                        "les accords signés en mars 1962 qui mettent fin à la guerre d'Algérie",
                        "the agreements signed in March 1962 that end the Algerian War",
                    ],
                    [
                        "Que sont les accords d'Évian ?",
                        "What were the Évian Accords?",
                    ],
                    [
                        "Quels accords signés en mars 1962 mettent fin à la guerre d'Algérie ?",
                        "Which agreements signed in March 1962 end the Algerian War?",
                    ],
                ),
                pair(
                    ["le tiers-monde", "the Third World"],
                    [
                        "l'ensemble des pays pauvres, souvent d'anciennes colonies, qui n'appartiennent à aucun des deux blocs",
                        "all the poor countries, often former colonies, that belong to neither of the two blocs",
                    ],
                    [
                        "Qu'appelle-t-on le tiers-monde ?",
                        "What was called the Third World?",
                    ],
                    [
                        "Comment appelle-t-on l'ensemble des pays pauvres, souvent d'anciennes colonies, qui n'appartiennent à aucun des deux blocs ?",
                        "What are all the poor countries, often former colonies, that belong to neither of the two blocs called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les acteurs", "The actors"],
            matching: [
                "Associe chaque personnage à ce qu'il a fait.",
                "Match each person with what he did.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Gandhi", "Gandhi"],
                    [
                        "le chef du mouvement pour l'indépendance de l'Inde, qui prône la non-violence",
                        "the leader of the movement for India's independence, who advocates non-violence",
                    ],
                    ["Qui était Gandhi ?", "Who was Gandhi?"],
                    [
                        "Qui dirige le mouvement pour l'indépendance de l'Inde en prônant la non-violence ?",
                        "Who leads the movement for India's independence, advocating non-violence?",
                    ],
                ),
                pair(
                    ["Nehru", "Nehru"],
                    [
                        "le premier chef du gouvernement de l'Inde indépendante, en 1947",
                        "the first head of government of independent India, in 1947",
                    ],
                    ["Qui était Nehru ?", "Who was Nehru?"],
                    [
                        "Qui devient le premier chef du gouvernement de l'Inde indépendante, en 1947 ?",
                        "Who becomes the first head of government of independent India, in 1947?",
                    ],
                ),
                pair(
                    ["Hô Chi Minh", "Ho Chi Minh"],
                    [
                        "le chef communiste qui proclame l'indépendance du Vietnam en 1945",
                        "the communist leader who proclaims Vietnam's independence in 1945",
                    ],
                    ["Qui était Hô Chi Minh ?", "Who was Ho Chi Minh?"],
                    [
                        "Quel chef communiste proclame l'indépendance du Vietnam en 1945 ?",
                        "Which communist leader proclaims Vietnam's independence in 1945?",
                    ],
                ),
                pair(
                    ["Nasser", "Nasser"],
                    [
                        "le président égyptien qui nationalise le canal de Suez en 1956",
                        "the Egyptian president who nationalises the Suez Canal in 1956",
                    ],
                    ["Qui était Nasser ?", "Who was Nasser?"],
                    [
                        "Quel président égyptien nationalise le canal de Suez en 1956 ?",
                        "Which Egyptian president nationalises the Suez Canal in 1956?",
                    ],
                ),
                pair(
                    ["Léopold Sédar Senghor", "Léopold Sédar Senghor"],
                    [
                        "le premier président du Sénégal indépendant, en 1960",
                        "the first president of independent Senegal, in 1960",
                    ],
                    [
                        "Qui était Léopold Sédar Senghor ?",
                        "Who was Léopold Sédar Senghor?",
                    ],
                    [
                        "Qui devient le premier président du Sénégal indépendant, en 1960 ?",
                        "Who becomes the first president of independent Senegal, in 1960?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les indépendances de 1960", "The independences of 1960"],
        which: [
            "Parmi ces pays, lesquels sont devenus indépendants en 1960 ?",
            "Which of these countries became independent in 1960?",
        ],
        which_not: [
            "Parmi ces pays, lesquels ne sont pas devenus indépendants en 1960 ?",
            "Which of these countries did not become independent in 1960?",
        ],
        members: &[
            ["le Sénégal", "Senegal"],
            ["Madagascar", "Madagascar"],
            ["la Côte d'Ivoire", "Côte d'Ivoire"],
            ["le Mali", "Mali"],
        ],
        others: &[
            ["l'Algérie", "Algeria"],
            ["l'Inde", "India"],
            ["le Maroc", "Morocco"],
            ["la Tunisie", "Tunisia"],
        ],
    }],
    sequences: &[Sequence {
        name: ["La frise des indépendances", "The timeline of independence"],
        order: [
            "Range ces événements de la décolonisation dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events of decolonisation in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements de la décolonisation du plus récent au plus ancien.",
            "Put these events of decolonisation in order from the latest to the earliest.",
        ],
        next: [
            "Dans l'histoire de la décolonisation, quel événement vient juste après celui-ci : « {} » ?",
            "In the history of decolonisation, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "l'indépendance de l'Inde et du Pakistan (août 1947)",
                "the independence of India and Pakistan (August 1947)",
            ],
            [
                "la défaite française de Diên Biên Phu (mai 1954)",
                "the French defeat at Dien Bien Phu (May 1954)",
            ],
            [
                "le début de la guerre d'Algérie (novembre 1954)",
                "the beginning of the Algerian War (November 1954)",
            ],
            [
                "la conférence de Bandung (avril 1955)",
                "the Bandung Conference (April 1955)",
            ],
            [
                "l'indépendance de la plupart des colonies françaises d'Afrique subsaharienne (1960)",
                "the independence of most French colonies in sub-Saharan Africa (1960)",
            ],
            [
                "l'indépendance de l'Algérie (juillet 1962)",
                "Algeria's independence (July 1962)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année l'Inde devient-elle indépendante ?",
                "In which year does India become independent?",
            ],
            ["l'indépendance de l'Inde", "India's independence"],
            1947.0,
        ),
        year(
            [
                "En quelle année la guerre d'Algérie commence-t-elle ?",
                "In which year does the Algerian War begin?",
            ],
            [
                "le début de la guerre d'Algérie",
                "the beginning of the Algerian War",
            ],
            1954.0,
        ),
        year(
            [
                "En quelle année se tient la conférence de Bandung, qui réunit des pays d'Asie et d'Afrique ?",
                "In which year is the Bandung Conference, which brings together countries of Asia and Africa, held?",
            ],
            ["la conférence de Bandung", "the Bandung Conference"],
            1955.0,
        ),
        year(
            [
                "En quelle année la plupart des colonies françaises d'Afrique subsaharienne deviennent-elles indépendantes ?",
                "In which year do most French colonies in sub-Saharan Africa become independent?",
            ],
            [
                "les indépendances de l'Afrique subsaharienne française",
                "the independence of French sub-Saharan Africa",
            ],
            1960.0,
        ),
        year(
            [
                "En quelle année l'Algérie devient-elle indépendante ?",
                "In which year does Algeria become independent?",
            ],
            ["l'indépendance de l'Algérie", "Algeria's independence"],
            1962.0,
        ),
    ],
    diagrams: &[],
};

/// Affirmation et mise en œuvre du projet européen.
pub(crate) static PROJET_EUROPEEN: Bank = Bank {
    chapter: "histoire-geographie-3e-projet-europeen",
    title: ["Le projet européen", "The European project"],
    relations: &[
        Relation {
            name: [
                "Les mots de la construction européenne",
                "The words of European integration",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la CECA", "the ECSC"],
                    [
                        "la Communauté européenne du charbon et de l'acier, fondée en 1951 par six pays",
                        "the European Coal and Steel Community, founded in 1951 by six countries",
                    ],
                    ["Qu'est-ce que la CECA ?", "What was the ECSC?"],
                    [
                        "Quelle communauté, fondée en 1951 par six pays, met en commun le charbon et l'acier ?",
                        "Which community, founded in 1951 by six countries, pools coal and steel?",
                    ],
                ),
                pair(
                    ["la CEE", "the EEC"],
                    [
                        "la Communauté économique européenne, créée par le traité de Rome en 1957",
                        "the European Economic Community, created by the Treaty of Rome in 1957",
                    ],
                    ["Qu'est-ce que la CEE ?", "What was the EEC?"],
                    [
                        "Quelle communauté est créée par le traité de Rome en 1957 ?",
                        "Which community is created by the Treaty of Rome in 1957?",
                    ],
                ),
                pair(
                    ["l'Union européenne", "the European Union"],
                    [
                        "l'union politique et économique créée par le traité de Maastricht en 1992",
                        "the political and economic union created by the Maastricht Treaty in 1992",
                    ],
                    [
                        "Qu'est-ce que l'Union européenne ?",
                        "What is the European Union?",
                    ],
                    [
                        "Quelle union politique et économique est créée par le traité de Maastricht en 1992 ?",
                        "Which political and economic union is created by the Maastricht Treaty in 1992?",
                    ],
                ),
                pair(
                    ["l'euro", "the euro"],
                    [
                        "la monnaie unique européenne, dont les pièces et les billets circulent depuis 2002",
                        "the single European currency, whose coins and notes have circulated since 2002",
                    ],
                    ["Qu'est-ce que l'euro ?", "What is the euro?"],
                    [
                        "Comment s'appelle la monnaie unique européenne, dont les pièces et les billets circulent depuis 2002 ?",
                        "What is the name of the single European currency, whose coins and notes have circulated since 2002?",
                    ],
                ),
                pair(
                    ["l'espace Schengen", "the Schengen Area"],
                    [
                        "l'espace où les personnes circulent librement, sans contrôle aux frontières intérieures",
                        "the area where people move freely, without checks at internal borders",
                    ],
                    [
                        "Qu'est-ce que l'espace Schengen ?",
                        "What is the Schengen Area?",
                    ],
                    [
                        "Comment appelle-t-on l'espace où les personnes circulent librement, sans contrôle aux frontières intérieures ?",
                        "What is the area where people move freely, without checks at internal borders, called?",
                    ],
                ),
                pair(
                    ["le Brexit", "Brexit"],
                    [
                        "la sortie du Royaume-Uni de l'Union européenne, effective le 31 janvier 2020",
                        "the United Kingdom's withdrawal from the European Union, effective on 31 January 2020",
                    ],
                    ["Qu'est-ce que le Brexit ?", "What is Brexit?"],
                    [
                        "Comment appelle-t-on la sortie du Royaume-Uni de l'Union européenne, effective le 31 janvier 2020 ?",
                        "What is the United Kingdom's withdrawal from the European Union, effective on 31 January 2020, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les acteurs", "The actors"],
            matching: [
                "Associe chaque personnage à son rôle dans la construction européenne.",
                "Match each person with their part in European integration.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Robert Schuman", "Robert Schuman"],
                    [
                        "le ministre français qui propose, le 9 mai 1950, de mettre en commun le charbon et l'acier",
                        "the French minister who proposes, on 9 May 1950, to pool coal and steel",
                    ],
                    ["Qui était Robert Schuman ?", "Who was Robert Schuman?"],
                    [
                        "Quel ministre français propose, le 9 mai 1950, de mettre en commun le charbon et l'acier ?",
                        "Which French minister proposes, on 9 May 1950, to pool coal and steel?",
                    ],
                ),
                pair(
                    ["Jean Monnet", "Jean Monnet"],
                    [
                        "l'inspirateur de la CECA, premier président de sa Haute Autorité",
                        "the mind behind the ECSC, first president of its High Authority",
                    ],
                    ["Qui était Jean Monnet ?", "Who was Jean Monnet?"],
                    [
                        "Qui inspire la CECA et devient le premier président de sa Haute Autorité ?",
                        "Who is the mind behind the ECSC and becomes the first president of its High Authority?",
                    ],
                ),
                pair(
                    ["Konrad Adenauer", "Konrad Adenauer"],
                    [
                        "le chancelier de la RFA qui signe avec de Gaulle le traité de l'Élysée en 1963",
                        "the West German chancellor who signs the Élysée Treaty with de Gaulle in 1963",
                    ],
                    ["Qui était Konrad Adenauer ?", "Who was Konrad Adenauer?"],
                    [
                        "Quel chancelier de la RFA signe avec de Gaulle le traité de l'Élysée en 1963 ?",
                        "Which West German chancellor signs the Élysée Treaty with de Gaulle in 1963?",
                    ],
                ),
                pair(
                    ["Simone Veil", "Simone Veil"],
                    [
                        "la première présidente du Parlement européen élu au suffrage universel, en 1979",
                        "the first president of the European Parliament elected by universal suffrage, in 1979",
                    ],
                    ["Qui était Simone Veil ?", "Who was Simone Veil?"],
                    [
                        "Qui devient en 1979 la première présidente du Parlement européen élu au suffrage universel ?",
                        "Who becomes, in 1979, the first president of the European Parliament elected by universal suffrage?",
                    ],
                ),
                pair(
                    ["Jacques Delors", "Jacques Delors"],
                    [
                        "le président de la Commission européenne de 1985 à 1995, artisan du marché unique",
                        "the president of the European Commission from 1985 to 1995, architect of the single market",
                    ],
                    ["Qui était Jacques Delors ?", "Who was Jacques Delors?"],
                    [
                        "Qui préside la Commission européenne de 1985 à 1995 et construit le marché unique ?",
                        "Who presides over the European Commission from 1985 to 1995 and builds the single market?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les six pays fondateurs", "The six founding countries"],
        which: [
            "Parmi ces pays, lesquels ont fondé la CEE en 1957 ?",
            "Which of these countries founded the EEC in 1957?",
        ],
        which_not: [
            "Parmi ces pays, lesquels ne font pas partie des fondateurs de la CEE en 1957 ?",
            "Which of these countries were not among the founders of the EEC in 1957?",
        ],
        members: &[
            ["la France", "France"],
            ["la RFA", "West Germany"],
            ["l'Italie", "Italy"],
            ["la Belgique", "Belgium"],
            ["les Pays-Bas", "the Netherlands"],
            ["le Luxembourg", "Luxembourg"],
        ],
        others: &[
            ["le Royaume-Uni", "the United Kingdom"],
            ["l'Espagne", "Spain"],
            ["le Danemark", "Denmark"],
            ["la Grèce", "Greece"],
            ["le Portugal", "Portugal"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La frise de la construction européenne",
            "The timeline of European integration",
        ],
        order: [
            "Range ces étapes de la construction européenne dans l'ordre chronologique, de la plus ancienne à la plus récente.",
            "Put these stages of European integration in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces étapes de la construction européenne de la plus récente à la plus ancienne.",
            "Put these stages of European integration in order from the latest to the earliest.",
        ],
        next: [
            "Dans la construction européenne, quelle étape vient juste après celle-ci : « {} » ?",
            "In European integration, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "la déclaration Schuman (1950)",
                "the Schuman Declaration (1950)",
            ],
            ["le traité de Rome (1957)", "the Treaty of Rome (1957)"],
            [
                "l'entrée du Royaume-Uni, de l'Irlande et du Danemark (1973)",
                "the entry of the United Kingdom, Ireland and Denmark (1973)",
            ],
            [
                "la première élection du Parlement européen au suffrage universel (1979)",
                "the first election of the European Parliament by universal suffrage (1979)",
            ],
            [
                "le traité de Maastricht (1992)",
                "the Maastricht Treaty (1992)",
            ],
            [
                "la mise en circulation des pièces et des billets en euros (2002)",
                "the introduction of euro coins and notes (2002)",
            ],
            [
                "l'élargissement à dix nouveaux pays, surtout d'Europe centrale et orientale (2004)",
                "the enlargement to ten new countries, mostly from Central and Eastern Europe (2004)",
            ],
            [
                "la sortie du Royaume-Uni (2020)",
                "the United Kingdom's withdrawal (2020)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année Robert Schuman propose-t-il de mettre en commun le charbon et l'acier ?",
                "In which year does Robert Schuman propose to pool coal and steel?",
            ],
            ["la déclaration Schuman", "the Schuman Declaration"],
            1950.0,
        ),
        year(
            [
                "En quelle année le traité de Rome, qui crée la CEE, est-il signé ?",
                "In which year is the Treaty of Rome, which creates the EEC, signed?",
            ],
            ["le traité de Rome", "the Treaty of Rome"],
            1957.0,
        ),
        year(
            [
                "En quelle année le traité de Maastricht, qui crée l'Union européenne, est-il signé ?",
                "In which year is the Maastricht Treaty, which creates the European Union, signed?",
            ],
            ["le traité de Maastricht", "the Maastricht Treaty"],
            1992.0,
        ),
        year(
            [
                "En quelle année les pièces et les billets en euros sont-ils mis en circulation ?",
                "In which year are euro coins and notes brought into circulation?",
            ],
            [
                "la mise en circulation des pièces et des billets en euros",
                "the introduction of euro coins and notes",
            ],
            2002.0,
        ),
        year(
            [
                "En quelle année l'Union européenne s'élargit-elle à dix nouveaux pays, surtout d'Europe centrale et orientale ?",
                "In which year does the European Union enlarge to ten new countries, mostly from Central and Eastern Europe?",
            ],
            [
                "l'élargissement à dix nouveaux pays",
                "the enlargement to ten new countries",
            ],
            2004.0,
        ),
        year(
            [
                "En quelle année la sortie du Royaume-Uni de l'Union européenne devient-elle effective ?",
                "In which year does the United Kingdom's withdrawal from the European Union take effect?",
            ],
            ["le Brexit", "Brexit"],
            2020.0,
        ),
    ],
    diagrams: &[],
};

/// Enjeux et conflits dans le monde après 1989.
pub(crate) static APRES_1989: Bank = Bank {
    chapter: "histoire-geographie-3e-enjeux-et-conflits-apres-1989",
    title: ["Le monde après 1989", "The world after 1989"],
    relations: &[
        Relation {
            name: [
                "Les mots du monde après 1989",
                "The words of the world after 1989",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une hyperpuissance", "a hyperpower"],
                    [
                        "une puissance sans rival dans tous les domaines, comme les États-Unis après la disparition de l'URSS",
                        "a power without rival in every field, like the United States after the end of the USSR",
                    ],
                    ["Qu'est-ce qu'une hyperpuissance ?", "What is a hyperpower?"],
                    [
                        "Comment appelle-t-on une puissance sans rival dans tous les domaines, comme les États-Unis après la disparition de l'URSS ?",
                        "What is a power without rival in every field, like the United States after the end of the USSR, called?",
                    ],
                ),
                pair(
                    ["le terrorisme", "terrorism"],
                    [
                        "l'usage de la violence contre des civils pour répandre la peur et atteindre un but politique",
                        "the use of violence against civilians to spread fear and achieve a political aim",
                    ],
                    ["Qu'est-ce que le terrorisme ?", "What is terrorism?"],
                    [
                        "Comment appelle-t-on l'usage de la violence contre des civils pour répandre la peur et atteindre un but politique ?",
                        "What is the use of violence against civilians to spread fear and achieve a political aim called?",
                    ],
                ),
                pair(
                    ["le djihadisme", "jihadism"],
                    [
                        "l'idéologie islamiste qui justifie la violence armée, revendiquée par Al-Qaïda ou Daech",
                        "the Islamist ideology that justifies armed violence, claimed by Al-Qaeda or ISIS",
                    ],
                    ["Qu'est-ce que le djihadisme ?", "What is jihadism?"],
                    [
                        "Comment appelle-t-on l'idéologie islamiste qui justifie la violence armée, revendiquée par Al-Qaïda ou Daech ?",
                        "What is the Islamist ideology that justifies armed violence, claimed by Al-Qaeda or ISIS, called?",
                    ],
                ),
                pair(
                    ["un casque bleu", "a blue helmet"],
                    [
                        "un soldat de l'ONU chargé de maintenir la paix",
                        "a UN soldier in charge of keeping the peace",
                    ],
                    ["Qu'est-ce qu'un casque bleu ?", "What is a blue helmet?"],
                    [
                        "Comment appelle-t-on un soldat de l'ONU chargé de maintenir la paix ?",
                        "What is a UN soldier in charge of keeping the peace called?",
                    ],
                ),
                pair(
                    ["la mondialisation", "globalisation"],
                    [
                        "la mise en relation des différentes parties du monde par les échanges de marchandises, de personnes, de capitaux et d'informations",
                        "the linking of the different parts of the world by flows of goods, people, capital and information",
                    ],
                    [
                        "Qu'est-ce que la mondialisation ?",
                        "What is globalisation?",
                    ],
                    [
                        "Comment appelle-t-on la mise en relation des différentes parties du monde par les échanges de marchandises, de personnes, de capitaux et d'informations ?",
                        "What is the linking of the different parts of the world by flows of goods, people, capital and information called?",
                    ],
                ),
                pair(
                    ["un génocide", "a genocide"],
                    [
                        "l'extermination volontaire et organisée d'un peuple, comme celle des Tutsi du Rwanda en 1994",
                        "the deliberate and organised extermination of a people, like that of the Tutsi of Rwanda in 1994",
                    ],
                    ["Qu'est-ce qu'un génocide ?", "What is a genocide?"],
                    [
                        "Comment appelle-t-on l'extermination volontaire et organisée d'un peuple, comme celle des Tutsi du Rwanda en 1994 ?",
                        "What is the deliberate and organised extermination of a people, like that of the Tutsi of Rwanda in 1994, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les lieux des conflits", "The places of the conflicts"],
            matching: [
                "Associe chaque lieu à l'événement qui s'y est déroulé.",
                "Match each place with the event that took place there.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Berlin", "Berlin"],
                    [
                        "la chute du mur, le 9 novembre 1989",
                        "the fall of the Wall, on 9 November 1989",
                    ],
                    [
                        "Que s'est-il passé à Berlin le 9 novembre 1989 ?",
                        "What happened in Berlin on 9 November 1989?",
                    ],
                    [
                        "Dans quelle ville le mur tombe-t-il le 9 novembre 1989 ?",
                        "In which city does the wall fall on 9 November 1989?",
                    ],
                ),
                pair(
                    ["le Rwanda", "Rwanda"],
                    [
                        "le génocide des Tutsi, d'avril à juillet 1994",
                        "the genocide of the Tutsi, from April to July 1994",
                    ],
                    [
                        "Que s'est-il passé au Rwanda en 1994 ?",
                        "What happened in Rwanda in 1994?",
                    ],
                    [
                        "Dans quel pays d'Afrique les Tutsi sont-ils victimes d'un génocide d'avril à juillet 1994 ?",
                        "In which African country are the Tutsi the victims of a genocide from April to July 1994?",
                    ],
                ),
                pair(
                    ["New York", "New York"],
                    [
                        "les attentats d'Al-Qaïda contre les tours du World Trade Center, le 11 septembre 2001",
                        "Al-Qaeda's attacks on the towers of the World Trade Center, on 11 September 2001",
                    ],
                    [
                        "Que s'est-il passé à New York le 11 septembre 2001 ?",
                        "What happened in New York on 11 September 2001?",
                    ],
                    [
                        "Dans quelle ville les tours du World Trade Center sont-elles détruites le 11 septembre 2001 ?",
                        "In which city are the towers of the World Trade Center destroyed on 11 September 2001?",
                    ],
                ),
                pair(
                    ["l'ex-Yougoslavie", "the former Yugoslavia"],
                    [
                        "les guerres qui accompagnent l'éclatement d'un État fédéral d'Europe, de 1991 à 2001",
                        "the wars that come with the break-up of a European federal state, from 1991 to 2001",
                    ],
                    [
                        "Quels conflits ont eu lieu en ex-Yougoslavie ?",
                        "Which conflicts took place in the former Yugoslavia?",
                    ],
                    [
                        "Où des guerres accompagnent-elles l'éclatement d'un État fédéral d'Europe, de 1991 à 2001 ?",
                        "Where do wars come with the break-up of a European federal state, from 1991 to 2001?",
                    ],
                ),
                pair(
                    ["l'Irak", "Iraq"],
                    [
                        "la guerre du Golfe en 1991, puis l'invasion par les États-Unis en 2003",
                        "the Gulf War in 1991, then the invasion by the United States in 2003",
                    ],
                    [
                        "Quels conflits ont eu lieu en Irak ?",
                        "Which conflicts took place in Iraq?",
                    ],
                    [
                        "Quel pays connaît la guerre du Golfe en 1991, puis l'invasion par les États-Unis en 2003 ?",
                        "Which country goes through the Gulf War in 1991, then the invasion by the United States in 2003?",
                    ],
                ),
                pair(
                    ["la Syrie", "Syria"],
                    [
                        "la guerre civile commencée en 2011",
                        "the civil war that began in 2011",
                    ],
                    [
                        "Quel conflit a lieu en Syrie depuis 2011 ?",
                        "Which conflict has been taking place in Syria since 2011?",
                    ],
                    [
                        "Quel pays du Proche-Orient est plongé dans une guerre civile commencée en 2011 ?",
                        "Which Middle Eastern country is plunged into a civil war that began in 2011?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les membres permanents du Conseil de sécurité",
            "The permanent members of the Security Council",
        ],
        which: [
            "Parmi ces pays, lesquels sont membres permanents du Conseil de sécurité de l'ONU ?",
            "Which of these countries are permanent members of the UN Security Council?",
        ],
        which_not: [
            "Parmi ces pays, lesquels ne sont pas membres permanents du Conseil de sécurité de l'ONU ?",
            "Which of these countries are not permanent members of the UN Security Council?",
        ],
        members: &[
            ["les États-Unis", "the United States"],
            ["la Russie", "Russia"],
            ["la Chine", "China"],
            ["le Royaume-Uni", "the United Kingdom"],
            ["la France", "France"],
        ],
        others: &[
            ["l'Allemagne", "Germany"],
            ["le Japon", "Japan"],
            ["l'Inde", "India"],
            ["le Brésil", "Brazil"],
        ],
    }],
    sequences: &[Sequence {
        name: ["La frise depuis 1989", "The timeline since 1989"],
        order: [
            "Range ces événements dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the latest to the earliest.",
        ],
        next: [
            "Parmi ces événements survenus depuis 1989, lequel vient juste après celui-ci : « {} » ?",
            "Among these events since 1989, which one comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "la chute du mur de Berlin (novembre 1989)",
                "the fall of the Berlin Wall (November 1989)",
            ],
            [
                "la disparition de l'URSS (décembre 1991)",
                "the end of the USSR (December 1991)",
            ],
            [
                "le génocide des Tutsi au Rwanda (1994)",
                "the genocide of the Tutsi in Rwanda (1994)",
            ],
            [
                "les attentats du 11 septembre aux États-Unis (2001)",
                "the 11 September attacks in the United States (2001)",
            ],
            [
                "l'invasion de l'Irak par les États-Unis (2003)",
                "the invasion of Iraq by the United States (2003)",
            ],
            [
                "le début de la guerre civile en Syrie (2011)",
                "the beginning of the civil war in Syria (2011)",
            ],
            [
                "les attentats du 13 novembre à Paris (2015)",
                "the 13 November attacks in Paris (2015)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année le mur de Berlin tombe-t-il ?",
                "In which year does the Berlin Wall fall?",
            ],
            ["la chute du mur de Berlin", "the fall of the Berlin Wall"],
            1989.0,
        ),
        year(
            [
                "En quelle année l'URSS disparaît-elle ?",
                "In which year does the USSR come to an end?",
            ],
            ["la disparition de l'URSS", "the end of the USSR"],
            1991.0,
        ),
        year(
            [
                "En quelle année a lieu le génocide des Tutsi au Rwanda ?",
                "In which year does the genocide of the Tutsi in Rwanda take place?",
            ],
            [
                "le génocide des Tutsi au Rwanda",
                "the genocide of the Tutsi in Rwanda",
            ],
            1994.0,
        ),
        year(
            [
                "En quelle année ont lieu les attentats du 11 septembre à New York et Washington ?",
                "In which year do the 11 September attacks on New York and Washington take place?",
            ],
            ["les attentats du 11 septembre", "the 11 September attacks"],
            2001.0,
        ),
        year(
            [
                "En quelle année les États-Unis envahissent-ils l'Irak ?",
                "In which year do the United States invade Iraq?",
            ],
            [
                "l'invasion de l'Irak par les États-Unis",
                "the invasion of Iraq by the United States",
            ],
            2003.0,
        ),
        year(
            [
                "En quelle année ont lieu les attentats du 13 novembre à Paris et Saint-Denis ?",
                "In which year do the 13 November attacks in Paris and Saint-Denis take place?",
            ],
            ["les attentats du 13 novembre", "the 13 November attacks"],
            2015.0,
        ),
    ],
    diagrams: &[],
};

/// 1944-1947, refonder la République, redéfinir la démocratie.
pub(crate) static REFONDER: Bank = Bank {
    chapter: "histoire-geographie-3e-refonder-la-republique",
    title: [
        "Refonder la République (1944-1947)",
        "Rebuilding the Republic (1944-1947)",
    ],
    relations: &[
        Relation {
            name: ["Les mots de la Libération", "The words of the Liberation"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le GPRF", "the GPRF"],
                    [
                        "le Gouvernement provisoire de la République française, présidé par de Gaulle à la Libération",
                        "the Provisional Government of the French Republic, headed by de Gaulle at the Liberation",
                    ],
                    ["Qu'est-ce que le GPRF ?", "What was the GPRF?"],
                    [
                        "Quel gouvernement, présidé par de Gaulle à la Libération, rétablit la République ?",
                        "Which government, headed by de Gaulle at the Liberation, restores the Republic?",
                    ],
                ),
                pair(
                    ["la Sécurité sociale", "Social Security"],
                    [
                        "le système créé en 1945 qui protège les travailleurs et leur famille contre la maladie, les accidents du travail et la vieillesse",
                        "the system created in 1945 that protects workers and their families against illness, accidents at work and old age",
                    ],
                    [
                        "Qu'est-ce que la Sécurité sociale ?",
                        "What is Social Security?",
                    ],
                    [
                        "Quel système créé en 1945 protège les travailleurs et leur famille contre la maladie, les accidents du travail et la vieillesse ?",
                        "Which system created in 1945 protects workers and their families against illness, accidents at work and old age?",
                    ],
                ),
                pair(
                    ["une nationalisation", "a nationalisation"],
                    [
                        "le passage d'une entreprise privée sous le contrôle de l'État, comme Renault en 1945",
                        "the transfer of a private company to State control, like Renault in 1945",
                    ],
                    [
                        "Qu'est-ce qu'une nationalisation ?",
                        "What is a nationalisation?",
                    ],
                    [
                        "Comment appelle-t-on le passage d'une entreprise privée sous le contrôle de l'État, comme Renault en 1945 ?",
                        "What is the transfer of a private company to State control, like Renault in 1945, called?",
                    ],
                ),
                pair(
                    ["l'épuration", "the purge"],
                    [
                        "la punition des collaborateurs à la Libération",
                        "the punishment of collaborators at the Liberation",
                    ],
                    ["Qu'est-ce que l'épuration ?", "What was the purge?"],
                    [
                        "Comment appelle-t-on la punition des collaborateurs à la Libération ?",
                        "What is the punishment of collaborators at the Liberation called?",
                    ],
                ),
                pair(
                    ["la IVe République", "the Fourth Republic"],
                    [
                        "le régime parlementaire fondé par la Constitution adoptée en octobre 1946",
                        "the parliamentary system founded by the Constitution adopted in October 1946",
                    ],
                    [
                        "Qu'est-ce que la IVe République ?",
                        "What was the Fourth Republic?",
                    ],
                    [
                        "Quel régime parlementaire est fondé par la Constitution adoptée en octobre 1946 ?",
                        "Which parliamentary system is founded by the Constitution adopted in October 1946?",
                    ],
                ),
                pair(
                    ["le programme du CNR", "the CNR programme"],
                    [
                        "le programme adopté par le Conseil national de la Résistance en mars 1944, qui inspire les réformes de la Libération",
                        "the programme adopted by the National Council of the Resistance in March 1944, which inspires the reforms of the Liberation",
                    ],
                    [
                        "Qu'est-ce que le programme du CNR ?",
                        "What was the CNR programme?",
                    ],
                    [
                        "Quel programme, adopté en mars 1944, inspire les réformes de la Libération ?",
                        "Which programme, adopted in March 1944, inspires the reforms of the Liberation?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les acteurs", "The actors"],
            matching: [
                "Associe chaque personnage à son rôle.",
                "Match each person with their role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Charles de Gaulle", "Charles de Gaulle"],
                    [
                        "le chef du Gouvernement provisoire, qui démissionne en janvier 1946",
                        "the head of the Provisional Government, who resigns in January 1946",
                    ],
                    [
                        "Quel rôle joue Charles de Gaulle de 1944 à 1946 ?",
                        "What part does Charles de Gaulle play from 1944 to 1946?",
                    ],
                    [
                        "Qui dirige le Gouvernement provisoire avant de démissionner en janvier 1946 ?",
                        "Who heads the Provisional Government before resigning in January 1946?",
                    ],
                ),
                pair(
                    ["Ambroise Croizat", "Ambroise Croizat"],
                    [
                        "le ministre du Travail qui met en place la Sécurité sociale en 1946",
                        "the Minister of Labour who sets up Social Security in 1946",
                    ],
                    ["Qui était Ambroise Croizat ?", "Who was Ambroise Croizat?"],
                    [
                        "Quel ministre du Travail met en place la Sécurité sociale en 1946 ?",
                        "Which Minister of Labour sets up Social Security in 1946?",
                    ],
                ),
                pair(
                    ["Vincent Auriol", "Vincent Auriol"],
                    [
                        "le premier président de la IVe République, élu en janvier 1947",
                        "the first president of the Fourth Republic, elected in January 1947",
                    ],
                    ["Qui était Vincent Auriol ?", "Who was Vincent Auriol?"],
                    [
                        "Qui est élu en janvier 1947 premier président de la IVe République ?",
                        "Who is elected first president of the Fourth Republic in January 1947?",
                    ],
                ),
                pair(
                    ["Jean Moulin", "Jean Moulin"],
                    [
                        "le fondateur du Conseil national de la Résistance, mort en 1943 après son arrestation",
                        "the founder of the National Council of the Resistance, who died in 1943 after his arrest",
                    ],
                    ["Qui était Jean Moulin ?", "Who was Jean Moulin?"],
                    [
                        "Quel fondateur du Conseil national de la Résistance meurt en 1943 après son arrestation ?",
                        "Which founder of the National Council of the Resistance dies in 1943 after his arrest?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les réformes de la Libération",
            "The reforms of the Liberation",
        ],
        which: [
            "Parmi ces mesures, lesquelles ont été prises de 1944 à 1946 ?",
            "Which of these measures were taken from 1944 to 1946?",
        ],
        which_not: [
            "Parmi ces mesures, lesquelles n'ont pas été prises de 1944 à 1946 ?",
            "Which of these measures were not taken from 1944 to 1946?",
        ],
        members: &[
            ["le droit de vote des femmes", "women's right to vote"],
            [
                "la création de la Sécurité sociale",
                "the creation of Social Security",
            ],
            [
                "la nationalisation de Renault",
                "the nationalisation of Renault",
            ],
            [
                "la création des comités d'entreprise",
                "the creation of works councils",
            ],
        ],
        others: &[
            [
                "deux semaines de congés payés",
                "two weeks of paid holidays",
            ],
            [
                "la légalisation de l'interruption volontaire de grossesse",
                "the legalisation of abortion",
            ],
            ["la majorité à 18 ans", "the age of majority at 18"],
            [
                "l'abolition de la peine de mort",
                "the abolition of the death penalty",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: ["La frise de 1944 à 1947", "The timeline from 1944 to 1947"],
        order: [
            "Range ces événements dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the latest to the earliest.",
        ],
        next: [
            "De 1944 à 1947, quel événement vient juste après celui-ci : « {} » ?",
            "From 1944 to 1947, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "l'adoption du programme du CNR (mars 1944)",
                "the adoption of the CNR programme (March 1944)",
            ],
            [
                "l'ordonnance qui accorde le droit de vote aux femmes (avril 1944)",
                "the ordinance that gives women the right to vote (April 1944)",
            ],
            [
                "la libération de Paris (août 1944)",
                "the liberation of Paris (August 1944)",
            ],
            [
                "le premier vote des femmes, aux élections municipales (avril 1945)",
                "women's first vote, in the municipal elections (April 1945)",
            ],
            [
                "les ordonnances créant la Sécurité sociale (octobre 1945)",
                "the ordinances creating Social Security (October 1945)",
            ],
            [
                "la démission du général de Gaulle (janvier 1946)",
                "General de Gaulle's resignation (January 1946)",
            ],
            [
                "l'adoption de la Constitution de la IVe République (octobre 1946)",
                "the adoption of the Constitution of the Fourth Republic (October 1946)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année les femmes obtiennent-elles le droit de vote en France ?",
                "In which year do women obtain the right to vote in France?",
            ],
            ["le droit de vote des femmes", "women's right to vote"],
            1944.0,
        ),
        year(
            [
                "En quelle année les ordonnances créant la Sécurité sociale sont-elles signées ?",
                "In which year are the ordinances creating Social Security signed?",
            ],
            [
                "la création de la Sécurité sociale",
                "the creation of Social Security",
            ],
            1945.0,
        ),
        year(
            [
                "En quelle année la Constitution de la IVe République est-elle adoptée ?",
                "In which year is the Constitution of the Fourth Republic adopted?",
            ],
            [
                "la Constitution de la IVe République",
                "the Constitution of the Fourth Republic",
            ],
            1946.0,
        ),
        year(
            [
                "En quelle année Vincent Auriol est-il élu premier président de la IVe République ?",
                "In which year is Vincent Auriol elected first president of the Fourth Republic?",
            ],
            ["l'élection de Vincent Auriol", "Vincent Auriol's election"],
            1947.0,
        ),
    ],
    diagrams: &[],
};

/// La Ve République, de la République gaullienne à l'alternance et à la cohabitation.
pub(crate) static CINQUIEME: Bank = Bank {
    chapter: "histoire-geographie-3e-la-cinquieme-republique",
    title: ["La Ve République", "The Fifth Republic"],
    relations: &[
        Relation {
            name: [
                "Les mots de la Ve République",
                "The words of the Fifth Republic",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la Constitution", "the Constitution"],
                    [
                        "le texte qui fixe l'organisation des pouvoirs, adopté par référendum le 28 septembre 1958",
                        "the text that sets out how powers are organised, adopted by referendum on 28 September 1958",
                    ],
                    [
                        "Qu'est-ce que la Constitution de la Ve République ?",
                        "What is the Constitution of the Fifth Republic?",
                    ],
                    [
                        "Comment appelle-t-on le texte qui fixe l'organisation des pouvoirs, adopté par référendum le 28 septembre 1958 ?",
                        "What is the text that sets out how powers are organised, adopted by referendum on 28 September 1958, called?",
                    ],
                ),
                pair(
                    ["un référendum", "a referendum"],
                    [
                        "un vote par lequel les citoyens répondent directement par oui ou par non à une question",
                        "a vote in which citizens answer a question directly, yes or no",
                    ],
                    ["Qu'est-ce qu'un référendum ?", "What is a referendum?"],
                    [
                        "Comment appelle-t-on un vote par lequel les citoyens répondent directement par oui ou par non à une question ?",
                        "What is a vote in which citizens answer a question directly, yes or no, called?",
                    ],
                ),
                pair(
                    ["l'alternance", "alternation"],
                    [
                        "le passage du pouvoir de la majorité à l'opposition, comme en 1981",
                        "the transfer of power from the majority to the opposition, as in 1981",
                    ],
                    ["Qu'est-ce que l'alternance ?", "What is alternation?"],
                    [
                        "Comment appelle-t-on le passage du pouvoir de la majorité à l'opposition, comme en 1981 ?",
                        "What is the transfer of power from the majority to the opposition, as in 1981, called?",
                    ],
                ),
                pair(
                    ["la cohabitation", "cohabitation"],
                    [
                        "la situation où le président de la République et le Premier ministre viennent de camps politiques opposés",
                        "the situation in which the President of the Republic and the Prime Minister come from opposing political camps",
                    ],
                    ["Qu'est-ce que la cohabitation ?", "What is cohabitation?"],
                    [
                        "Comment appelle-t-on la situation où le président de la République et le Premier ministre viennent de camps politiques opposés ?",
                        "What is the situation in which the President of the Republic and the Prime Minister come from opposing political camps called?",
                    ],
                ),
                pair(
                    ["le quinquennat", "the five-year term"],
                    [
                        "le mandat de cinq ans du président de la République, adopté par référendum en 2000",
                        "the President of the Republic's five-year term of office, adopted by referendum in 2000",
                    ],
                    [
                        "Qu'est-ce que le quinquennat ?",
                        "What is the five-year term?",
                    ],
                    [
                        "Comment appelle-t-on le mandat de cinq ans du président de la République, adopté par référendum en 2000 ?",
                        "What is the President of the Republic's five-year term of office, adopted by referendum in 2000, called?",
                    ],
                ),
                pair(
                    ["le suffrage universel direct", "direct universal suffrage"],
                    [
                        "le mode d'élection du président de la République par tous les citoyens, adopté par référendum en 1962",
                        "the election of the President of the Republic by all citizens, adopted by referendum in 1962",
                    ],
                    [
                        "Comment le président de la République est-il élu depuis la réforme de 1962 ?",
                        "How has the President of the Republic been elected since the 1962 reform?",
                    ],
                    [
                        "Comment appelle-t-on le mode d'élection du président de la République par tous les citoyens, adopté par référendum en 1962 ?",
                        "What is the election of the President of the Republic by all citizens, adopted by referendum in 1962, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les présidents", "The presidents"],
            matching: [
                "Associe chaque président à un fait de sa présidence.",
                "Match each president with a fact of his presidency.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Charles de Gaulle", "Charles de Gaulle"],
                    [
                        "le fondateur de la Ve République, président de 1959 à sa démission en 1969",
                        "the founder of the Fifth Republic, president from 1959 until his resignation in 1969",
                    ],
                    [
                        "Quel rôle Charles de Gaulle joue-t-il dans la Ve République ?",
                        "What part does Charles de Gaulle play in the Fifth Republic?",
                    ],
                    [
                        "Quel président fonde la Ve République et la dirige de 1959 à sa démission en 1969 ?",
                        "Which president founds the Fifth Republic and leads it from 1959 until his resignation in 1969?",
                    ],
                ),
                pair(
                    ["Georges Pompidou", "Georges Pompidou"],
                    [
                        "le successeur du général de Gaulle, président de 1969 à sa mort en 1974",
                        "General de Gaulle's successor, president from 1969 until his death in 1974",
                    ],
                    ["Qui était Georges Pompidou ?", "Who was Georges Pompidou?"],
                    [
                        "Quel président succède au général de Gaulle et exerce le pouvoir de 1969 à sa mort en 1974 ?",
                        "Which president succeeds General de Gaulle and holds office from 1969 until his death in 1974?",
                    ],
                ),
                pair(
                    ["Valéry Giscard d'Estaing", "Valéry Giscard d'Estaing"],
                    [
                        "le président élu en 1974 qui abaisse la majorité à 18 ans",
                        "the president elected in 1974 who lowers the age of majority to 18",
                    ],
                    [
                        "Qui était Valéry Giscard d'Estaing ?",
                        "Who was Valéry Giscard d'Estaing?",
                    ],
                    [
                        "Quel président élu en 1974 abaisse la majorité à 18 ans ?",
                        "Which president elected in 1974 lowers the age of majority to 18?",
                    ],
                ),
                pair(
                    ["François Mitterrand", "François Mitterrand"],
                    [
                        "le premier président de gauche de la Ve République, élu en 1981",
                        "the first left-wing president of the Fifth Republic, elected in 1981",
                    ],
                    [
                        "Qui était François Mitterrand ?",
                        "Who was François Mitterrand?",
                    ],
                    [
                        "Qui est le premier président de gauche de la Ve République, élu en 1981 ?",
                        "Who is the first left-wing president of the Fifth Republic, elected in 1981?",
                    ],
                ),
                pair(
                    ["Jacques Chirac", "Jacques Chirac"],
                    [
                        "le président élu en 1995, puis réélu en 2002 pour le premier quinquennat",
                        "the president elected in 1995, then re-elected in 2002 for the first five-year term",
                    ],
                    ["Qui était Jacques Chirac ?", "Who was Jacques Chirac?"],
                    [
                        "Quel président, élu en 1995, est réélu en 2002 pour le premier quinquennat ?",
                        "Which president, elected in 1995, is re-elected in 2002 for the first five-year term?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les présidents de la Ve République",
            "The presidents of the Fifth Republic",
        ],
        which: [
            "Parmi ces hommes politiques, lesquels ont été présidents de la Ve République ?",
            "Which of these politicians were presidents of the Fifth Republic?",
        ],
        which_not: [
            "Parmi ces hommes politiques, lesquels n'ont pas été présidents de la Ve République ?",
            "Which of these politicians were not presidents of the Fifth Republic?",
        ],
        members: &[
            ["Charles de Gaulle", "Charles de Gaulle"],
            ["Georges Pompidou", "Georges Pompidou"],
            ["Valéry Giscard d'Estaing", "Valéry Giscard d'Estaing"],
            ["François Mitterrand", "François Mitterrand"],
            ["Jacques Chirac", "Jacques Chirac"],
        ],
        others: &[
            ["Vincent Auriol", "Vincent Auriol"],
            ["René Coty", "René Coty"],
            ["Léon Blum", "Léon Blum"],
            ["Pierre Mendès France", "Pierre Mendès France"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La frise de la Ve République",
            "The timeline of the Fifth Republic",
        ],
        order: [
            "Range ces événements de la Ve République dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events of the Fifth Republic in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements de la Ve République du plus récent au plus ancien.",
            "Put these events of the Fifth Republic in order from the latest to the earliest.",
        ],
        next: [
            "Sous la Ve République, quel événement vient juste après celui-ci : « {} » ?",
            "Under the Fifth Republic, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "l'adoption de la Constitution par référendum (1958)",
                "the adoption of the Constitution by referendum (1958)",
            ],
            [
                "le référendum sur l'élection du président au suffrage universel direct (1962)",
                "the referendum on electing the president by direct universal suffrage (1962)",
            ],
            ["la crise de Mai 68 (1968)", "the crisis of May 68 (1968)"],
            [
                "la démission du général de Gaulle (1969)",
                "General de Gaulle's resignation (1969)",
            ],
            [
                "l'élection de François Mitterrand, première alternance (1981)",
                "François Mitterrand's election, the first alternation (1981)",
            ],
            [
                "la première cohabitation (1986)",
                "the first cohabitation (1986)",
            ],
            [
                "le référendum sur le quinquennat (2000)",
                "the referendum on the five-year term (2000)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la Constitution de la Ve République est-elle adoptée ?",
                "In which year is the Constitution of the Fifth Republic adopted?",
            ],
            [
                "la Constitution de la Ve République",
                "the Constitution of the Fifth Republic",
            ],
            1958.0,
        ),
        year(
            [
                "En quelle année le référendum instaure-t-il l'élection du président de la République au suffrage universel direct ?",
                "In which year does a referendum bring in the election of the President of the Republic by direct universal suffrage?",
            ],
            [
                "le référendum sur l'élection du président au suffrage universel direct",
                "the referendum on electing the president by direct universal suffrage",
            ],
            1962.0,
        ),
        year(
            [
                "En quelle année le général de Gaulle démissionne-t-il de la présidence de la République ?",
                "In which year does General de Gaulle resign from the presidency of the Republic?",
            ],
            [
                "la démission du général de Gaulle",
                "General de Gaulle's resignation",
            ],
            1969.0,
        ),
        year(
            [
                "En quelle année François Mitterrand est-il élu président de la République pour la première fois ?",
                "In which year is François Mitterrand first elected President of the Republic?",
            ],
            [
                "la première élection de François Mitterrand",
                "François Mitterrand's first election",
            ],
            1981.0,
        ),
        year(
            [
                "En quelle année commence la première cohabitation ?",
                "In which year does the first cohabitation begin?",
            ],
            ["la première cohabitation", "the first cohabitation"],
            1986.0,
        ),
        year(
            [
                "En quelle année le quinquennat est-il adopté par référendum ?",
                "In which year is the five-year term adopted by referendum?",
            ],
            [
                "le référendum sur le quinquennat",
                "the referendum on the five-year term",
            ],
            2000.0,
        ),
    ],
    diagrams: &[],
};

/// Femmes et hommes dans la société des années 1950 aux années 1980.
pub(crate) static SOCIETE: Bank = Bank {
    chapter: "histoire-geographie-3e-femmes-et-hommes-1950-1980",
    title: [
        "Femmes et hommes de 1950 à 1980",
        "Women and men from 1950 to 1980",
    ],
    relations: &[
        Relation {
            name: [
                "Les mots de la société de 1950 à 1980",
                "The words of society from 1950 to 1980",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["les Trente Glorieuses", "the Thirty Glorious Years"],
                    [
                        "la période de forte croissance économique, de la fin de la guerre au milieu des années 1970",
                        "the period of strong economic growth, from the end of the war to about 1975",
                    ],
                    [
                        "Que sont les Trente Glorieuses ?",
                        "What were the Thirty Glorious Years?",
                    ],
                    [
                        "Comment appelle-t-on la période de forte croissance économique, de la fin de la guerre au milieu des années 1970 ?",
                        "What is the period of strong economic growth, from the end of the war to about 1975, called?",
                    ],
                ),
                pair(
                    ["la société de consommation", "the consumer society"],
                    [
                        "une société où l'achat de biens (voiture, électroménager, télévision) tient une place centrale",
                        "a society in which buying goods (cars, household appliances, television) is central",
                    ],
                    [
                        "Qu'est-ce que la société de consommation ?",
                        "What is the consumer society?",
                    ],
                    [
                        "Comment appelle-t-on une société où l'achat de biens (voiture, électroménager, télévision) tient une place centrale ?",
                        "What is a society in which buying goods (cars, household appliances, television) is central called?",
                    ],
                ),
                pair(
                    ["le baby-boom", "the baby boom"],
                    [
                        "la forte hausse des naissances après la Deuxième Guerre mondiale",
                        "the sharp rise in births after the Second World War",
                    ],
                    ["Qu'est-ce que le baby-boom ?", "What was the baby boom?"],
                    [
                        "Comment appelle-t-on la forte hausse des naissances après la Deuxième Guerre mondiale ?",
                        "What is the sharp rise in births after the Second World War called?",
                    ],
                ),
                pair(
                    ["l'exode rural", "the rural exodus"],
                    [
                        "le départ massif des habitants des campagnes vers les villes",
                        "the mass departure of country people for the towns",
                    ],
                    ["Qu'est-ce que l'exode rural ?", "What is the rural exodus?"],
                    [
                        "Comment appelle-t-on le départ massif des habitants des campagnes vers les villes ?",
                        "What is the mass departure of country people for the towns called?",
                    ],
                ),
                pair(
                    ["l'immigration de travail", "labour immigration"],
                    [
                        "l'arrivée de travailleurs étrangers venus répondre au manque de main-d'œuvre",
                        "the arrival of foreign workers who come to meet the shortage of labour",
                    ],
                    [
                        "Qu'est-ce que l'immigration de travail ?",
                        "What is labour immigration?",
                    ],
                    [
                        "Comment appelle-t-on l'arrivée de travailleurs étrangers venus répondre au manque de main-d'œuvre ?",
                        "What is the arrival of foreign workers who come to meet the shortage of labour called?",
                    ],
                ),
                pair(
                    ["le MLF", "the MLF"],
                    [
                        "le Mouvement de libération des femmes, né en 1970, qui lutte pour l'égalité et le droit des femmes à disposer de leur corps",
                        "the Women's Liberation Movement, born in 1970, which fights for equality and women's right to decide over their own bodies",
                    ],
                    ["Qu'est-ce que le MLF ?", "What was the MLF?"],
                    [
                        "Quel mouvement, né en 1970, lutte pour l'égalité et le droit des femmes à disposer de leur corps ?",
                        "Which movement, born in 1970, fights for equality and women's right to decide over their own bodies?",
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
                    ["Simone Veil", "Simone Veil"],
                    [
                        "la ministre de la Santé qui fait voter en 1975 la loi légalisant l'interruption volontaire de grossesse",
                        "the Minister of Health who gets the 1975 law legalising abortion passed",
                    ],
                    ["Qui était Simone Veil ?", "Who was Simone Veil?"],
                    [
                        "Quelle ministre de la Santé fait voter en 1975 la loi légalisant l'interruption volontaire de grossesse ?",
                        "Which Minister of Health gets the 1975 law legalising abortion passed?",
                    ],
                ),
                pair(
                    ["Lucien Neuwirth", "Lucien Neuwirth"],
                    [
                        "le député qui fait autoriser la contraception en 1967",
                        "the member of parliament who gets contraception legalised in 1967",
                    ],
                    ["Qui était Lucien Neuwirth ?", "Who was Lucien Neuwirth?"],
                    [
                        "Quel député fait autoriser la contraception en 1967 ?",
                        "Which member of parliament gets contraception legalised in 1967?",
                    ],
                ),
                pair(
                    ["Gisèle Halimi", "Gisèle Halimi"],
                    [
                        "l'avocate qui défend en 1972, au procès de Bobigny, une jeune fille poursuivie pour avoir avorté",
                        "the lawyer who defends in 1972, at the Bobigny trial, a girl prosecuted for having an abortion",
                    ],
                    ["Qui était Gisèle Halimi ?", "Who was Gisèle Halimi?"],
                    [
                        "Quelle avocate défend en 1972, au procès de Bobigny, une jeune fille poursuivie pour avoir avorté ?",
                        "Which lawyer defends in 1972, at the Bobigny trial, a girl prosecuted for having an abortion?",
                    ],
                ),
                pair(
                    ["Simone de Beauvoir", "Simone de Beauvoir"],
                    [
                        "la philosophe, autrice du Deuxième Sexe en 1949",
                        "the philosopher, author of The Second Sex in 1949",
                    ],
                    [
                        "Qui était Simone de Beauvoir ?",
                        "Who was Simone de Beauvoir?",
                    ],
                    [
                        "Quelle philosophe a écrit le Deuxième Sexe en 1949 ?",
                        "Which philosopher wrote The Second Sex in 1949?",
                    ],
                ),
                pair(
                    ["Robert Badinter", "Robert Badinter"],
                    [
                        "le garde des Sceaux qui fait abolir la peine de mort en 1981",
                        "the Minister of Justice who gets the death penalty abolished in 1981",
                    ],
                    ["Qui était Robert Badinter ?", "Who was Robert Badinter?"],
                    [
                        "Quel garde des Sceaux fait abolir la peine de mort en 1981 ?",
                        "Which Minister of Justice gets the death penalty abolished in 1981?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les droits des femmes", "Women's rights"],
        which: [
            "Parmi ces lois, lesquelles concernent directement les droits des femmes ?",
            "Which of these laws are directly about women's rights?",
        ],
        which_not: [
            "Parmi ces lois, lesquelles ne concernent pas directement les droits des femmes ?",
            "Which of these laws are not directly about women's rights?",
        ],
        members: &[
            [
                "la loi Neuwirth sur la contraception (1967)",
                "the Neuwirth law on contraception (1967)",
            ],
            [
                "la loi Veil sur l'interruption volontaire de grossesse (1975)",
                "the Veil law on abortion (1975)",
            ],
            [
                "la loi Roudy sur l'égalité professionnelle entre femmes et hommes (1983)",
                "the Roudy law on equality between women and men at work (1983)",
            ],
            [
                "la loi qui permet aux femmes mariées d'ouvrir un compte bancaire sans l'accord de leur mari (1965)",
                "the law that allows married women to open a bank account without their husband's consent (1965)",
            ],
        ],
        others: &[
            [
                "la loi qui abaisse la majorité à 18 ans (1974)",
                "the law that lowers the age of majority to 18 (1974)",
            ],
            [
                "la loi qui abolit la peine de mort (1981)",
                "the law that abolishes the death penalty (1981)",
            ],
            [
                "la loi qui crée le revenu minimum d'insertion (1988)",
                "the law that creates the minimum integration income (1988)",
            ],
            [
                "la loi qui instaure le salaire minimum interprofessionnel de croissance (1970)",
                "the law that brings in the growth-linked minimum wage (1970)",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: ["La frise de 1965 à 1983", "The timeline from 1965 to 1983"],
        order: [
            "Range ces événements dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the latest to the earliest.",
        ],
        next: [
            "De 1965 à 1983, quel événement vient juste après celui-ci : « {} » ?",
            "From 1965 to 1983, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "la loi qui permet aux femmes mariées de travailler sans l'accord de leur mari (1965)",
                "the law that allows married women to work without their husband's consent (1965)",
            ],
            [
                "la loi Neuwirth sur la contraception (1967)",
                "the Neuwirth law on contraception (1967)",
            ],
            ["les événements de Mai 68", "the events of May 68"],
            ["la naissance du MLF (1970)", "the birth of the MLF (1970)"],
            [
                "la majorité à 18 ans (1974)",
                "the age of majority at 18 (1974)",
            ],
            [
                "la loi Veil sur l'interruption volontaire de grossesse (1975)",
                "the Veil law on abortion (1975)",
            ],
            [
                "l'abolition de la peine de mort (1981)",
                "the abolition of the death penalty (1981)",
            ],
            [
                "la loi Roudy sur l'égalité professionnelle (1983)",
                "the Roudy law on equality at work (1983)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la loi Neuwirth autorise-t-elle la contraception ?",
                "In which year does the Neuwirth law legalise contraception?",
            ],
            ["la loi Neuwirth", "the Neuwirth law"],
            1967.0,
        ),
        year(
            [
                "En quelle année ont lieu les événements de Mai 68 ?",
                "In which year do the events of May 68 take place?",
            ],
            ["Mai 68", "May 68"],
            1968.0,
        ),
        year(
            [
                "En quelle année la majorité passe-t-elle de 21 à 18 ans ?",
                "In which year is the age of majority lowered from 21 to 18?",
            ],
            ["la majorité à 18 ans", "the age of majority at 18"],
            1974.0,
        ),
        year(
            [
                "En quelle année la loi Veil légalise-t-elle l'interruption volontaire de grossesse ?",
                "In which year does the Veil law legalise abortion?",
            ],
            ["la loi Veil", "the Veil law"],
            1975.0,
        ),
        year(
            [
                "En quelle année la peine de mort est-elle abolie en France ?",
                "In which year is the death penalty abolished in France?",
            ],
            [
                "l'abolition de la peine de mort",
                "the abolition of the death penalty",
            ],
            1981.0,
        ),
        year(
            [
                "En quelle année la loi Roudy sur l'égalité professionnelle entre femmes et hommes est-elle votée ?",
                "In which year is the Roudy law on equality between women and men at work passed?",
            ],
            ["la loi Roudy", "the Roudy law"],
            1983.0,
        ),
    ],
    diagrams: &[],
};

#[cfg(test)]
mod tests {
    use crate::domain::question::Language;
    use crate::generate::builtin::bank::{Bank, VARIANTS, special};
    use crate::generate::builtin::{Ctx, Lvl};

    /// Every bank of these files (`l3b.rs`, `geo3b.rs`) with the slice it is in.
    fn banks() -> Vec<(&'static [&'static Bank], usize, &'static Bank)> {
        [super::BANKS, super::super::geo3b::BANKS]
            .into_iter()
            .flat_map(|s| s.iter().enumerate().map(move |(m, b)| (s, m, *b)))
            .collect()
    }

    /// Prints a question of each template of these banks, to read them, and what the
    /// independent checker finds in any of them or in the chapters' knowledge
    /// (`cargo test --all-features --lib hg::l3b -- --ignored --nocapture`).
    #[test]
    #[ignore = "prints questions"]
    fn print_questions() {
        let mut defects = Vec::new();
        for (banks, mode, bank) in banks() {
            println!("=== {}", bank.chapter);
            for (kind, _) in bank.templates() {
                for v in 0..VARIANTS {
                    for round in 0..8u64 {
                        for lang in [Language::Fr, Language::En] {
                            let mut c = Ctx::new(7 + round, lang, Lvl::L3, mode as u8);
                            c.pin = Some(v);
                            c.round = round * 14;
                            let b = special(banks, &mut c, kind).expect("a template");
                            for d in crate::generate::check::draft_defects(&b.draft, lang) {
                                defects.push(format!("{}: {d:?}", bank.chapter));
                            }
                            if round == 1 {
                                let choices: Vec<String> =
                                    b.draft.choices.iter().map(|c| c.text.clone()).collect();
                                println!(
                                    "- {kind:?} {}\n    {choices:?}\n    {:?}",
                                    b.draft.stem, b.draft.answer
                                );
                            }
                        }
                    }
                }
            }
            let e = crate::generate::course::knowledge::entry(bank.chapter).expect("knowledge");
            for lang in [Language::Fr, Language::En] {
                let mut texts = vec![e.intro(lang)];
                for n in e.notions {
                    let t = n.text(lang);
                    texts.extend([t.title, t.objective, t.term, t.definition]);
                    texts.extend([t.rule_title, t.rule, t.key]);
                }
                for t in texts {
                    let s = crate::generate::course::text::typo(t, lang);
                    if let Err(m) = crate::generate::course::text::check(&s, lang) {
                        defects.push(format!("{}: {m}", bank.chapter));
                    }
                    for d in crate::generate::check::text::typography(&s, lang) {
                        defects.push(format!("{}: {d:?}", bank.chapter));
                    }
                    if lang == Language::Fr {
                        for d in crate::generate::check::text::agreement(&s) {
                            defects.push(format!("{}: {d}", bank.chapter));
                        }
                    }
                }
            }
        }
        defects.dedup();
        for d in &defects {
            println!("DEFECT {d}");
        }
    }
}
