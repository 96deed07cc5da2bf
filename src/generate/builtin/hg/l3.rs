//! Histoire-géographie 3e (cycle 4, programme du BO spécial n° 11 du 26 novembre 2015, modifié
//! au BO n° 31 du 30 juillet 2020).

use super::l4::year;
use crate::generate::builtin::bank::{Bank, Group, Relation, Sequence, pair};

/// Civils et militaires dans la Première Guerre mondiale.
pub(crate) static GRANDE_GUERRE: Bank = Bank {
    chapter: "histoire-geographie-3e-premiere-guerre-mondiale",
    title: ["La Première Guerre mondiale", "The First World War"],
    relations: &[
        Relation {
            name: ["Les mots de la Grande Guerre", "The words of the Great War"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une guerre totale", "a total war"],
                    [
                        "une guerre qui mobilise toutes les ressources humaines, économiques et morales des pays en guerre",
                        "a war that mobilises all the human, economic and moral resources of the countries at war",
                    ],
                    ["Qu'est-ce qu'une guerre totale ?", "What is a total war?"],
                    [
                        "Comment appelle-t-on une guerre qui mobilise toutes les ressources humaines, économiques et morales des pays en guerre ?",
                        "What is a war that mobilises all the human, economic and moral resources of the countries at war called?",
                    ],
                ),
                pair(
                    ["une tranchée", "a trench"],
                    [
                        "un fossé creusé sur le front pour abriter les soldats",
                        "a ditch dug along the front to shelter the soldiers",
                    ],
                    ["Qu'est-ce qu'une tranchée ?", "What is a trench?"],
                    [
                        "Comment appelle-t-on le fossé creusé sur le front pour abriter les soldats ?",
                        "What is the ditch dug along the front to shelter the soldiers called?",
                    ],
                ),
                pair(
                    ["un poilu", "a poilu"],
                    [
                        "le surnom donné aux soldats français de la Grande Guerre",
                        "the nickname of the French soldiers of the Great War",
                    ],
                    ["Qu'est-ce qu'un poilu ?", "What is a poilu?"],
                    [
                        "Quel surnom donne-t-on aux soldats français de la Grande Guerre ?",
                        "What nickname is given to the French soldiers of the Great War?",
                    ],
                ),
                pair(
                    ["un génocide", "a genocide"],
                    [
                        "la destruction volontaire et organisée d'un peuple, comme celle des Arméniens de l'Empire ottoman à partir de 1915",
                        "the deliberate and organised destruction of a people, like that of the Armenians of the Ottoman Empire from 1915",
                    ],
                    ["Qu'est-ce qu'un génocide ?", "What is a genocide?"],
                    [
                        "Comment appelle-t-on la destruction volontaire et organisée d'un peuple ?",
                        "What is the deliberate and organised destruction of a people called?",
                    ],
                ),
                pair(
                    ["l'armistice", "the armistice"],
                    [
                        "l'arrêt des combats, signé le 11 novembre 1918",
                        "the end of the fighting, signed on 11 November 1918",
                    ],
                    [
                        "Qu'est-ce que l'armistice du 11 novembre 1918 ?",
                        "What was the armistice of 11 November 1918?",
                    ],
                    [
                        "Comment appelle-t-on l'arrêt des combats signé le 11 novembre 1918 ?",
                        "What is the end of the fighting signed on 11 November 1918 called?",
                    ],
                ),
                pair(
                    ["l'arrière", "the home front"],
                    [
                        "les territoires loin du front où vivent les civils qui soutiennent l'effort de guerre",
                        "the lands far from the front where the civilians who support the war effort live",
                    ],
                    [
                        "Qu'appelle-t-on l'arrière pendant la Grande Guerre ?",
                        "What was the home front during the Great War?",
                    ],
                    [
                        "Comment appelle-t-on les territoires loin du front où vivent les civils qui soutiennent l'effort de guerre ?",
                        "What are the lands far from the front where the civilians who support the war effort live called?",
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
                    ["Sarajevo", "Sarajevo"],
                    [
                        "l'assassinat de l'archiduc François-Ferdinand, le 28 juin 1914",
                        "the assassination of Archduke Franz Ferdinand, on 28 June 1914",
                    ],
                    [
                        "Que s'est-il passé à Sarajevo le 28 juin 1914 ?",
                        "What happened in Sarajevo on 28 June 1914?",
                    ],
                    [
                        "Dans quelle ville l'archiduc François-Ferdinand a-t-il été assassiné le 28 juin 1914 ?",
                        "In which city was Archduke Franz Ferdinand assassinated on 28 June 1914?",
                    ],
                ),
                pair(
                    ["la Marne", "the Marne"],
                    [
                        "la bataille qui arrête l'avancée allemande en septembre 1914",
                        "the battle that halts the German advance in September 1914",
                    ],
                    [
                        "Que s'est-il passé sur la Marne en septembre 1914 ?",
                        "What happened on the Marne in September 1914?",
                    ],
                    [
                        "Près de quelle rivière a lieu la bataille qui arrête l'avancée allemande en septembre 1914 ?",
                        "Near which river is the battle that halts the German advance in September 1914 fought?",
                    ],
                ),
                pair(
                    ["Verdun", "Verdun"],
                    [
                        "la bataille qui oppose Français et Allemands de février à décembre 1916",
                        "the battle between the French and the Germans from February to December 1916",
                    ],
                    [
                        "Que s'est-il passé à Verdun en 1916 ?",
                        "What happened at Verdun in 1916?",
                    ],
                    [
                        "Près de quelle ville Français et Allemands s'affrontent-ils de février à décembre 1916 ?",
                        "Near which town do the French and the Germans fight from February to December 1916?",
                    ],
                ),
                pair(
                    ["la Somme", "the Somme"],
                    [
                        "l'offensive franco-britannique lancée en juillet 1916",
                        "the Franco-British offensive launched in July 1916",
                    ],
                    [
                        "Que s'est-il passé sur la Somme en juillet 1916 ?",
                        "What happened on the Somme in July 1916?",
                    ],
                    [
                        "Sur quel fleuve les Franco-Britanniques lancent-ils une offensive en juillet 1916 ?",
                        "On which river do the French and the British launch an offensive in July 1916?",
                    ],
                ),
                pair(
                    ["Rethondes", "Rethondes"],
                    [
                        "la signature de l'armistice, le 11 novembre 1918",
                        "the signing of the armistice, on 11 November 1918",
                    ],
                    [
                        "Que s'est-il passé à Rethondes le 11 novembre 1918 ?",
                        "What happened at Rethondes on 11 November 1918?",
                    ],
                    [
                        "Dans quelle clairière de la forêt de Compiègne l'armistice est-il signé le 11 novembre 1918 ?",
                        "In which clearing of the forest of Compiègne is the armistice signed on 11 November 1918?",
                    ],
                ),
                pair(
                    ["Versailles", "Versailles"],
                    [
                        "la signature du traité de paix avec l'Allemagne, le 28 juin 1919",
                        "the signing of the peace treaty with Germany, on 28 June 1919",
                    ],
                    [
                        "Que s'est-il passé à Versailles le 28 juin 1919 ?",
                        "What happened at Versailles on 28 June 1919?",
                    ],
                    [
                        "Où le traité de paix avec l'Allemagne est-il signé le 28 juin 1919 ?",
                        "Where is the peace treaty with Germany signed on 28 June 1919?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["La Triple-Entente", "The Triple Entente"],
        which: [
            "Parmi ces pays, lesquels formaient la Triple-Entente en 1914 ?",
            "Which of these countries formed the Triple Entente in 1914?",
        ],
        which_not: [
            "Parmi ces pays, lesquels ne faisaient pas partie de la Triple-Entente en 1914 ?",
            "Which of these countries were not part of the Triple Entente in 1914?",
        ],
        members: &[
            ["la France", "France"],
            ["le Royaume-Uni", "the United Kingdom"],
            ["la Russie", "Russia"],
        ],
        others: &[
            ["l'Allemagne", "Germany"],
            ["l'Autriche-Hongrie", "Austria-Hungary"],
            ["l'Empire ottoman", "the Ottoman Empire"],
        ],
    }],
    sequences: &[Sequence {
        name: ["La frise de 1914 à 1919", "The timeline from 1914 to 1919"],
        order: [
            "Range ces événements dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the latest to the earliest.",
        ],
        next: [
            "Parmi les grands événements de 1914 à 1919, lequel vient juste après celui-ci : « {} » ?",
            "Among the major events from 1914 to 1919, which one comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "l'attentat de Sarajevo (juin 1914)",
                "the assassination in Sarajevo (June 1914)",
            ],
            [
                "la bataille de la Marne (septembre 1914)",
                "the battle of the Marne (September 1914)",
            ],
            [
                "le début du génocide des Arméniens (avril 1915)",
                "the beginning of the Armenian genocide (April 1915)",
            ],
            [
                "le début de la bataille de Verdun (février 1916)",
                "the beginning of the battle of Verdun (February 1916)",
            ],
            [
                "l'entrée en guerre des États-Unis (avril 1917)",
                "the United States' entry into the war (April 1917)",
            ],
            [
                "l'armistice (novembre 1918)",
                "the armistice (November 1918)",
            ],
            [
                "le traité de Versailles (juin 1919)",
                "the Treaty of Versailles (June 1919)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la Première Guerre mondiale a-t-elle commencé ?",
                "In which year did the First World War begin?",
            ],
            [
                "le début de la Première Guerre mondiale",
                "the beginning of the First World War",
            ],
            1914.0,
        ),
        year(
            [
                "En quelle année a eu lieu la bataille de Verdun ?",
                "In which year was the battle of Verdun fought?",
            ],
            ["la bataille de Verdun", "the battle of Verdun"],
            1916.0,
        ),
        year(
            [
                "En quelle année les États-Unis sont-ils entrés en guerre aux côtés de l'Entente ?",
                "In which year did the United States enter the war on the side of the Entente?",
            ],
            [
                "l'entrée en guerre des États-Unis",
                "the United States' entry into the war",
            ],
            1917.0,
        ),
        year(
            [
                "En quelle année l'armistice qui met fin aux combats a-t-il été signé ?",
                "In which year was the armistice that ended the fighting signed?",
            ],
            ["l'armistice", "the armistice"],
            1918.0,
        ),
        year(
            [
                "En quelle année le traité de Versailles a-t-il été signé ?",
                "In which year was the Treaty of Versailles signed?",
            ],
            ["le traité de Versailles", "the Treaty of Versailles"],
            1919.0,
        ),
        year(
            [
                "En quelle année le génocide des Arméniens a-t-il commencé ?",
                "In which year did the Armenian genocide begin?",
            ],
            [
                "le début du génocide des Arméniens",
                "the beginning of the Armenian genocide",
            ],
            1915.0,
        ),
    ],
    diagrams: &[],
};

/// Un monde bipolaire au temps de la guerre froide.
pub(crate) static GUERRE_FROIDE: Bank = Bank {
    chapter: "histoire-geographie-3e-guerre-froide",
    title: ["La guerre froide", "The Cold War"],
    relations: &[
        Relation {
            name: ["Les mots de la guerre froide", "The words of the Cold War"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la guerre froide", "the Cold War"],
                    [
                        "l'affrontement indirect entre les États-Unis et l'URSS, de 1947 à 1991",
                        "the indirect confrontation between the United States and the USSR, from 1947 to 1991",
                    ],
                    ["Qu'est-ce que la guerre froide ?", "What was the Cold War?"],
                    [
                        "Comment appelle-t-on l'affrontement indirect entre les États-Unis et l'URSS, de 1947 à 1991 ?",
                        "What is the indirect confrontation between the United States and the USSR, from 1947 to 1991, called?",
                    ],
                ),
                pair(
                    ["le rideau de fer", "the Iron Curtain"],
                    [
                        "la frontière fermée qui sépare l'Europe de l'Ouest et l'Europe de l'Est",
                        "the closed border that divides Western Europe from Eastern Europe",
                    ],
                    [
                        "Qu'est-ce que le rideau de fer ?",
                        "What was the Iron Curtain?",
                    ],
                    [
                        "Comment appelle-t-on la frontière fermée qui sépare l'Europe de l'Ouest et l'Europe de l'Est ?",
                        "What is the closed border that divides Western Europe from Eastern Europe called?",
                    ],
                ),
                pair(
                    ["l'OTAN", "NATO"],
                    [
                        "l'alliance militaire du bloc de l'Ouest, créée en 1949",
                        "the military alliance of the Western bloc, founded in 1949",
                    ],
                    ["Qu'est-ce que l'OTAN ?", "What is NATO?"],
                    [
                        "Quelle alliance militaire du bloc de l'Ouest a été créée en 1949 ?",
                        "Which military alliance of the Western bloc was founded in 1949?",
                    ],
                ),
                pair(
                    ["le pacte de Varsovie", "the Warsaw Pact"],
                    [
                        "l'alliance militaire du bloc de l'Est, créée en 1955",
                        "the military alliance of the Eastern bloc, founded in 1955",
                    ],
                    [
                        "Qu'est-ce que le pacte de Varsovie ?",
                        "What was the Warsaw Pact?",
                    ],
                    [
                        "Quelle alliance militaire du bloc de l'Est a été créée en 1955 ?",
                        "Which military alliance of the Eastern bloc was founded in 1955?",
                    ],
                ),
                pair(
                    ["la dissuasion nucléaire", "nuclear deterrence"],
                    [
                        "la menace d'une riposte atomique qui retient l'adversaire d'attaquer",
                        "the threat of an atomic response that keeps the enemy from attacking",
                    ],
                    [
                        "Qu'est-ce que la dissuasion nucléaire ?",
                        "What is nuclear deterrence?",
                    ],
                    [
                        "Comment appelle-t-on la menace d'une riposte atomique qui retient l'adversaire d'attaquer ?",
                        "What is the threat of an atomic response that keeps the enemy from attacking called?",
                    ],
                ),
                pair(
                    ["la doctrine Truman", "the Truman Doctrine"],
                    [
                        "la politique américaine d'endiguement du communisme, annoncée en 1947",
                        "the American policy of containment of communism, announced in 1947",
                    ],
                    [
                        "Qu'est-ce que la doctrine Truman ?",
                        "What was the Truman Doctrine?",
                    ],
                    [
                        "Comment appelle-t-on la politique américaine d'endiguement du communisme annoncée en 1947 ?",
                        "What is the American policy of containment of communism announced in 1947 called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les crises et les conflits", "Crises and conflicts"],
            matching: [
                "Associe chaque lieu à la crise ou au conflit qui s'y est déroulé.",
                "Match each place with the crisis or conflict that took place there.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Berlin", "Berlin"],
                    [
                        "le blocus de 1948-1949 puis le mur construit en 1961",
                        "the blockade of 1948-1949, then the wall built in 1961",
                    ],
                    [
                        "Quelles crises de la guerre froide ont eu lieu à Berlin ?",
                        "Which crises of the Cold War took place in Berlin?",
                    ],
                    [
                        "Quelle ville a connu un blocus en 1948-1949 puis la construction d'un mur en 1961 ?",
                        "Which city went through a blockade in 1948-1949, then the building of a wall in 1961?",
                    ],
                ),
                pair(
                    ["Cuba", "Cuba"],
                    [
                        "la crise des missiles d'octobre 1962",
                        "the missile crisis of October 1962",
                    ],
                    [
                        "Quelle crise de la guerre froide a eu lieu à Cuba ?",
                        "Which crisis of the Cold War took place in Cuba?",
                    ],
                    [
                        "Sur quelle île l'URSS installe-t-elle des missiles, ce qui provoque la crise d'octobre 1962 ?",
                        "On which island does the USSR install missiles, causing the crisis of October 1962?",
                    ],
                ),
                pair(
                    ["la Corée", "Korea"],
                    [
                        "la guerre de 1950 à 1953, qui finit par la division du pays en deux",
                        "the war from 1950 to 1953, which ends with the country divided in two",
                    ],
                    [
                        "Quel conflit de la guerre froide a eu lieu en Corée ?",
                        "Which conflict of the Cold War took place in Korea?",
                    ],
                    [
                        "Quel pays d'Asie est le théâtre d'une guerre de 1950 à 1953, qui finit par sa division en deux ?",
                        "Which Asian country is the scene of a war from 1950 to 1953, which ends with it divided in two?",
                    ],
                ),
                pair(
                    ["Budapest", "Budapest"],
                    [
                        "l'insurrection hongroise écrasée par les chars soviétiques en 1956",
                        "the Hungarian uprising crushed by Soviet tanks in 1956",
                    ],
                    [
                        "Que s'est-il passé à Budapest en 1956 ?",
                        "What happened in Budapest in 1956?",
                    ],
                    [
                        "Dans quelle capitale les chars soviétiques écrasent-ils une insurrection en 1956 ?",
                        "In which capital do Soviet tanks crush an uprising in 1956?",
                    ],
                ),
                pair(
                    ["l'Afghanistan", "Afghanistan"],
                    [
                        "l'intervention de l'armée soviétique, de 1979 à 1989",
                        "the Soviet army's intervention, from 1979 to 1989",
                    ],
                    [
                        "Quel conflit de la guerre froide a eu lieu en Afghanistan ?",
                        "Which conflict of the Cold War took place in Afghanistan?",
                    ],
                    [
                        "Dans quel pays l'armée soviétique intervient-elle de 1979 à 1989 ?",
                        "In which country does the Soviet army intervene from 1979 to 1989?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Le bloc de l'Est", "The Eastern bloc"],
        which: [
            "Parmi ces pays, lesquels étaient membres du pacte de Varsovie ?",
            "Which of these countries were members of the Warsaw Pact?",
        ],
        which_not: [
            "Parmi ces pays, lesquels n'étaient pas membres du pacte de Varsovie ?",
            "Which of these countries were not members of the Warsaw Pact?",
        ],
        members: &[
            ["la Pologne", "Poland"],
            ["la Hongrie", "Hungary"],
            ["la Tchécoslovaquie", "Czechoslovakia"],
            ["la RDA", "the GDR"],
        ],
        others: &[
            ["la France", "France"],
            ["le Royaume-Uni", "the United Kingdom"],
            ["la RFA", "West Germany"],
            ["l'Italie", "Italy"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La frise de la guerre froide",
            "The timeline of the Cold War",
        ],
        order: [
            "Range ces événements de la guerre froide dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these events of the Cold War in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements de la guerre froide du plus récent au plus ancien.",
            "Put these events of the Cold War in order from the latest to the earliest.",
        ],
        next: [
            "Pendant la guerre froide, quel événement vient juste après celui-ci : « {} » ?",
            "During the Cold War, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” took place before “{b}”.",
        ],
        steps: &[
            [
                "l'annonce de la doctrine Truman (1947)",
                "the announcement of the Truman Doctrine (1947)",
            ],
            [
                "le début du blocus de Berlin (1948)",
                "the beginning of the Berlin Blockade (1948)",
            ],
            [
                "la création du pacte de Varsovie (1955)",
                "the founding of the Warsaw Pact (1955)",
            ],
            [
                "la construction du mur de Berlin (1961)",
                "the building of the Berlin Wall (1961)",
            ],
            [
                "la crise des missiles de Cuba (1962)",
                "the Cuban Missile Crisis (1962)",
            ],
            [
                "la chute du mur de Berlin (1989)",
                "the fall of the Berlin Wall (1989)",
            ],
            [
                "la disparition de l'URSS (1991)",
                "the end of the USSR (1991)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année l'OTAN a-t-elle été créée ?",
                "In which year was NATO founded?",
            ],
            ["la création de l'OTAN", "the founding of NATO"],
            1949.0,
        ),
        year(
            [
                "En quelle année le mur de Berlin a-t-il été construit ?",
                "In which year was the Berlin Wall built?",
            ],
            [
                "la construction du mur de Berlin",
                "the building of the Berlin Wall",
            ],
            1961.0,
        ),
        year(
            [
                "En quelle année a eu lieu la crise des missiles de Cuba ?",
                "In which year did the Cuban Missile Crisis take place?",
            ],
            ["la crise de Cuba", "the Cuban Missile Crisis"],
            1962.0,
        ),
        year(
            [
                "En quelle année le mur de Berlin est-il tombé ?",
                "In which year did the Berlin Wall fall?",
            ],
            ["la chute du mur de Berlin", "the fall of the Berlin Wall"],
            1989.0,
        ),
        year(
            [
                "En quelle année l'URSS a-t-elle disparu ?",
                "In which year did the USSR come to an end?",
            ],
            ["la disparition de l'URSS", "the end of the USSR"],
            1991.0,
        ),
        year(
            [
                "En quelle année le pacte de Varsovie a-t-il été créé ?",
                "In which year was the Warsaw Pact founded?",
            ],
            [
                "la création du pacte de Varsovie",
                "the founding of the Warsaw Pact",
            ],
            1955.0,
        ),
    ],
    diagrams: &[],
};
