//! Histoire-géographie Terminale (programme de terminale générale et technologique, BO spécial
//! n° 8 du 25 juillet 2019): one fact bank per chapter, with its own [`BANKS`] and [`FAMILY`].

use super::count;
use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Relation, Sequence, pair};

/// The histoire-géographie Terminale family: a catalog entry's mode is the index of its
/// chapter's bank in [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// The Terminale banks, in the order of the programme (append only).
pub(crate) static BANKS: &[&Bank] = &[
    &CRISE_1929,
    &TOTALITARISMES,
    &SECONDE_GUERRE,
    &FRANCE_GUERRE,
    &NOUVEL_ORDRE,
    &BIPOLARISATION,
    &FRANCE_MONDE,
    &GRANDS_EQUILIBRES,
    &FRANCE_1974_1988,
    &RAPPORTS_PUISSANCE,
    &EUROPE_DEPUIS_1990,
    &REPUBLIQUE,
    &MERS_OCEANS,
];

/// L'impact de la crise de 1929 : déséquilibres économiques et sociaux.
pub(crate) static CRISE_1929: Bank = Bank {
    chapter: "histoire-geographie-tle-crise-de-1929",
    title: ["La crise de 1929", "The crisis of 1929"],
    relations: &[
        Relation {
            name: ["Les notions de la crise", "The notions of the crisis"],
            matching: [
                "Associe chaque notion à sa définition.",
                "Match each notion with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la spéculation", "speculation"],
                    [
                        "l'achat d'actions ou de biens dans le seul espoir de les revendre plus cher",
                        "the buying of shares or goods only in the hope of selling them at a higher price",
                    ],
                    ["Qu'est-ce que la spéculation ?", "What is speculation?"],
                ),
                word!(
                    ["un krach boursier", "a stock market crash"],
                    [
                        "l'effondrement brutal du cours des actions dans une Bourse",
                        "the sudden collapse of share prices on a stock exchange",
                    ],
                    [
                        "Qu'est-ce qu'un krach boursier ?",
                        "What is a stock market crash?"
                    ],
                ),
                word!(
                    ["la déflation", "deflation"],
                    [
                        "la baisse générale et durable des prix",
                        "a general and lasting fall in prices",
                    ],
                    ["Qu'est-ce que la déflation ?", "What is deflation?"],
                ),
                word!(
                    ["le protectionnisme", "protectionism"],
                    [
                        "la politique qui protège la production nationale de la concurrence étrangère par des droits de douane",
                        "the policy that shields national production from foreign competition with customs duties",
                    ],
                    [
                        "Qu'est-ce que le protectionnisme ?",
                        "What is protectionism?"
                    ],
                ),
                word!(
                    ["le New Deal", "the New Deal"],
                    [
                        "la politique de relance et de réformes menée aux États-Unis par Roosevelt à partir de 1933",
                        "the policy of recovery and reform led in the United States by Roosevelt from 1933",
                    ],
                    ["Qu'est-ce que le New Deal ?", "What was the New Deal?"],
                ),
                word!(
                    ["l'État-providence", "the welfare state"],
                    [
                        "un État qui protège les individus contre les risques sociaux comme le chômage, la maladie ou la vieillesse",
                        "a state that protects individuals against social risks such as unemployment, illness or old age",
                    ],
                    [
                        "Qu'est-ce que l'État-providence ?",
                        "What is the welfare state?"
                    ],
                ),
                word!(
                    ["la dévaluation", "devaluation"],
                    [
                        "la baisse décidée par l'État de la valeur de sa monnaie par rapport à l'or ou aux autres monnaies",
                        "the lowering, decided by the state, of the value of its currency against gold or other currencies",
                    ],
                    ["Qu'est-ce qu'une dévaluation ?", "What is a devaluation?"],
                ),
            ],
        },
        Relation {
            name: [
                "Les acteurs face à la crise",
                "The actors facing the crisis",
            ],
            matching: [
                "Associe chaque personnage à son rôle pendant la crise.",
                "Match each person with their role during the crisis.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Herbert Hoover", "Herbert Hoover"],
                    [
                        "le président des États-Unis lors du krach, qui compte d'abord sur le retour spontané de la prospérité",
                        "the president of the United States at the time of the crash, who first relies on prosperity coming back by itself",
                    ],
                    ["Qui était Herbert Hoover ?", "Who was Herbert Hoover?"],
                    [
                        "Quel président des États-Unis, en fonction lors du krach, compte d'abord sur le retour spontané de la prospérité ?",
                        "Which president of the United States, in office at the time of the crash, first relies on prosperity coming back by itself?",
                    ],
                ),
                pair(
                    ["Franklin D. Roosevelt", "Franklin D. Roosevelt"],
                    [
                        "le président démocrate élu en 1932 qui engage l'État fédéral dans la lutte contre la crise",
                        "the Democratic president elected in 1932 who commits the federal state to the fight against the crisis",
                    ],
                    [
                        "Qui était Franklin D. Roosevelt ?",
                        "Who was Franklin D. Roosevelt?",
                    ],
                    [
                        "Quel président démocrate, élu en 1932, engage l'État fédéral dans la lutte contre la crise ?",
                        "Which Democratic president, elected in 1932, commits the federal state to the fight against the crisis?",
                    ],
                ),
                pair(
                    ["John Maynard Keynes", "John Maynard Keynes"],
                    [
                        "l'économiste britannique qui recommande que l'État relance la demande par la dépense publique",
                        "the British economist who recommends that the state revive demand through public spending",
                    ],
                    [
                        "Qui était John Maynard Keynes ?",
                        "Who was John Maynard Keynes?",
                    ],
                    [
                        "Quel économiste britannique recommande que l'État relance la demande par la dépense publique ?",
                        "Which British economist recommends that the state revive demand through public spending?",
                    ],
                ),
                pair(
                    ["Pierre Laval", "Pierre Laval"],
                    [
                        "le président du Conseil qui impose en 1935 une politique de déflation en baissant les traitements des fonctionnaires",
                        "the French prime minister who imposes a deflation policy in 1935 by cutting civil servants' pay",
                    ],
                    [
                        "Qui était Pierre Laval en 1935 ?",
                        "Who was Pierre Laval in 1935?",
                    ],
                    [
                        "Quel président du Conseil impose en 1935 une politique de déflation en baissant les traitements des fonctionnaires ?",
                        "Which French prime minister imposes a deflation policy in 1935 by cutting civil servants' pay?",
                    ],
                ),
                pair(
                    ["Adolf Hitler", "Adolf Hitler"],
                    [
                        "le chef du parti nazi, nommé chancelier en janvier 1933 dans une Allemagne ravagée par le chômage",
                        "the leader of the Nazi party, appointed chancellor in January 1933 in a Germany ravaged by unemployment",
                    ],
                    [
                        "Qui était Adolf Hitler en 1933 ?",
                        "Who was Adolf Hitler in 1933?",
                    ],
                    [
                        "Quel chef de parti est nommé chancelier en janvier 1933 dans une Allemagne ravagée par le chômage ?",
                        "Which party leader is appointed chancellor in January 1933 in a Germany ravaged by unemployment?",
                    ],
                ),
                pair(
                    ["John Steinbeck", "John Steinbeck"],
                    [
                        "le romancier qui raconte dans Les Raisins de la colère l'exode des fermiers ruinés de l'Oklahoma",
                        "the novelist who tells in The Grapes of Wrath of the exodus of the ruined farmers of Oklahoma",
                    ],
                    ["Qui était John Steinbeck ?", "Who was John Steinbeck?"],
                    [
                        "Quel romancier raconte dans Les Raisins de la colère l'exode des fermiers ruinés de l'Oklahoma ?",
                        "Which novelist tells in The Grapes of Wrath of the exodus of the ruined farmers of Oklahoma?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les lois du New Deal", "The laws of the New Deal"],
        which: [
            "Parmi ces mesures, lesquelles font partie du New Deal de Roosevelt ?",
            "Which of these measures are part of Roosevelt's New Deal?",
        ],
        which_not: [
            "Parmi ces mesures, lesquelles ne font pas partie du New Deal de Roosevelt ?",
            "Which of these measures are not part of Roosevelt's New Deal?",
        ],
        members: &[
            [
                "la création de la Tennessee Valley Authority (1933)",
                "the creation of the Tennessee Valley Authority (1933)",
            ],
            [
                "le Social Security Act, qui crée des pensions de retraite et une assurance chômage (1935)",
                "the Social Security Act, which creates old-age pensions and unemployment insurance (1935)",
            ],
            [
                "le Wagner Act, qui protège le droit syndical (1935)",
                "the Wagner Act, which protects the right to join a union (1935)",
            ],
            [
                "le Glass-Steagall Act, qui sépare banques de dépôt et banques d'affaires (1933)",
                "the Glass-Steagall Act, which separates deposit banks and investment banks (1933)",
            ],
        ],
        others: &[
            [
                "les accords Matignon (1936)",
                "the Matignon Agreements (1936)",
            ],
            [
                "les décrets-lois de déflation de Pierre Laval (1935)",
                "Pierre Laval's deflation decrees (1935)",
            ],
            [
                "le premier plan quinquennal soviétique (1928)",
                "the first Soviet five-year plan (1928)",
            ],
            [
                "le plan Dawes sur les réparations allemandes (1924)",
                "the Dawes Plan on German reparations (1924)",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "De la crise américaine à la crise mondiale",
            "From the American crisis to the world crisis",
        ],
        order: [
            "Range ces événements de la crise du plus ancien au plus récent.",
            "Put these events of the crisis in order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements de la crise du plus récent au plus ancien.",
            "Put these events of the crisis in order, from the latest to the earliest.",
        ],
        next: [
            "Dans l'ordre chronologique, quel événement de la crise vient juste après celui-ci : « {} » ?",
            "In chronological order, which event of the crisis comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps: &[
            [
                "le « jeudi noir » à la Bourse de New York",
                "“Black Thursday” on the New York Stock Exchange",
            ],
            [
                "la faillite de la Kreditanstalt, grande banque de Vienne",
                "the failure of the Kreditanstalt, a major Vienna bank",
            ],
            [
                "le Royaume-Uni abandonne l'étalon-or",
                "the United Kingdom leaves the gold standard",
            ],
            [
                "Hitler est nommé chancelier d'Allemagne",
                "Hitler is appointed chancellor of Germany",
            ],
            [
                "Roosevelt entre en fonction et lance les premières lois du New Deal",
                "Roosevelt takes office and launches the first New Deal laws",
            ],
            [
                "la grève générale et les accords Matignon en France",
                "the general strike and the Matignon Agreements in France",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la faillite de la Kreditanstalt de Vienne étend-elle la crise bancaire à l'Europe ?",
                "In which year does the failure of the Vienna Kreditanstalt spread the banking crisis to Europe?",
            ],
            [
                "la faillite de la Kreditanstalt",
                "the failure of the Kreditanstalt",
            ],
            1931.0,
        ),
        year(
            [
                "En quelle année Franklin D. Roosevelt est-il élu président des États-Unis pour la première fois ?",
                "In which year is Franklin D. Roosevelt first elected president of the United States?",
            ],
            [
                "la première élection de Roosevelt",
                "Roosevelt's first election",
            ],
            1932.0,
        ),
        year(
            [
                "En quelle année Keynes publie-t-il sa Théorie générale de l'emploi, de l'intérêt et de la monnaie ?",
                "In which year does Keynes publish his General Theory of Employment, Interest and Money?",
            ],
            ["la Théorie générale de Keynes", "Keynes's General Theory"],
            1936.0,
        ),
        year(
            [
                "En quelle année le Social Security Act crée-t-il des pensions de retraite et une assurance chômage aux États-Unis ?",
                "In which year does the Social Security Act create old-age pensions and unemployment insurance in the United States?",
            ],
            ["le Social Security Act", "the Social Security Act"],
            1935.0,
        ),
        count(
            [
                "Environ combien de millions de chômeurs l'Allemagne compte-t-elle au début de 1932 ?",
                "About how many million unemployed does Germany count at the start of 1932?",
            ],
            [
                "les chômeurs allemands au début de 1932 (en millions)",
                "the German unemployed at the start of 1932 (in millions)",
            ],
            6.0,
        ),
    ],
    diagrams: &[],
};

/// Les régimes totalitaires.
pub(crate) static TOTALITARISMES: Bank = Bank {
    chapter: "histoire-geographie-tle-regimes-totalitaires",
    title: ["Les régimes totalitaires", "Totalitarian regimes"],
    relations: &[
        Relation {
            name: [
                "Les notions des totalitarismes",
                "The notions of totalitarianism",
            ],
            matching: [
                "Associe chaque notion à sa définition.",
                "Match each notion with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["le totalitarisme", "totalitarianism"],
                    [
                        "un régime qui prétend soumettre toute la vie des individus à une idéologie, par un parti-État, l'embrigadement et la terreur",
                        "a system that claims to subject the whole life of individuals to an ideology, through a party-state, regimentation and terror",
                    ],
                    [
                        "Qu'est-ce que le totalitarisme ?",
                        "What is totalitarianism?"
                    ],
                ),
                word!(
                    ["le culte de la personnalité", "the personality cult"],
                    [
                        "la glorification d'un chef présenté comme infaillible et guide du peuple",
                        "the glorification of a leader presented as infallible and as the guide of the people",
                    ],
                    [
                        "Qu'est-ce que le culte de la personnalité ?",
                        "What is the personality cult?",
                    ],
                ),
                word!(
                    ["l'espace vital", "living space"],
                    [
                        "les terres de l'Est de l'Europe que les nazis veulent conquérir pour y installer le peuple allemand",
                        "the lands of Eastern Europe that the Nazis want to conquer to settle the German people there",
                    ],
                    ["Qu'est-ce que l'espace vital ?", "What was living space?"],
                ),
                word!(
                    ["la dékoulakisation", "dekulakisation"],
                    [
                        "l'élimination des paysans accusés d'être riches, déportés ou tués en URSS à partir de 1930",
                        "the elimination of the peasants accused of being rich, deported or killed in the USSR from 1930",
                    ],
                    [
                        "Qu'est-ce que la dékoulakisation ?",
                        "What was dekulakisation?"
                    ],
                ),
                word!(
                    ["l'Holodomor", "the Holodomor"],
                    [
                        "la famine de 1932-1933 en Ukraine, provoquée par les réquisitions imposées par le pouvoir soviétique",
                        "the famine of 1932-1933 in Ukraine, caused by the requisitions imposed by the Soviet government",
                    ],
                    ["Qu'est-ce que l'Holodomor ?", "What was the Holodomor?"],
                ),
                word!(
                    ["la Grande Terreur", "the Great Terror"],
                    [
                        "la vague de répression de 1937-1938 en URSS, avec des centaines de milliers d'exécutions",
                        "the wave of repression of 1937-1938 in the USSR, with hundreds of thousands of executions",
                    ],
                    [
                        "Qu'est-ce que la Grande Terreur ?",
                        "What was the Great Terror?"
                    ],
                ),
                word!(
                    ["la Nuit de Cristal", "Kristallnacht"],
                    [
                        "le pogrom organisé par les nazis dans toute l'Allemagne en novembre 1938",
                        "the pogrom organised by the Nazis throughout Germany in November 1938",
                    ],
                    [
                        "Qu'est-ce que la Nuit de Cristal ?",
                        "What was Kristallnacht?"
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les acteurs des totalitarismes",
                "The actors of totalitarianism",
            ],
            matching: [
                "Associe chaque personnage à son rôle.",
                "Match each person with their role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Benito Mussolini", "Benito Mussolini"],
                    [
                        "le fondateur du fascisme, appelé au pouvoir par le roi après la marche sur Rome",
                        "the founder of fascism, called to power by the king after the March on Rome",
                    ],
                    ["Qui était Benito Mussolini ?", "Who was Benito Mussolini?"],
                    [
                        "Quel fondateur du fascisme est appelé au pouvoir par le roi après la marche sur Rome ?",
                        "Which founder of fascism is called to power by the king after the March on Rome?",
                    ],
                ),
                pair(
                    ["Giacomo Matteotti", "Giacomo Matteotti"],
                    [
                        "le député socialiste italien assassiné par des fascistes en 1924",
                        "the Italian socialist deputy murdered by fascists in 1924",
                    ],
                    [
                        "Qui était Giacomo Matteotti ?",
                        "Who was Giacomo Matteotti?",
                    ],
                    [
                        "Quel député socialiste italien est assassiné par des fascistes en 1924 ?",
                        "Which Italian socialist deputy is murdered by fascists in 1924?",
                    ],
                ),
                pair(
                    ["Joseph Staline", "Joseph Stalin"],
                    [
                        "le secrétaire général du Parti communiste qui lance les plans quinquennaux et la Grande Terreur",
                        "the general secretary of the Communist Party who launches the five-year plans and the Great Terror",
                    ],
                    ["Qui était Joseph Staline ?", "Who was Joseph Stalin?"],
                    [
                        "Quel secrétaire général du Parti communiste lance les plans quinquennaux et la Grande Terreur ?",
                        "Which general secretary of the Communist Party launches the five-year plans and the Great Terror?",
                    ],
                ),
                pair(
                    ["Ernst Röhm", "Ernst Röhm"],
                    [
                        "le chef des SA, assassiné lors de la Nuit des longs couteaux en 1934",
                        "the leader of the SA, murdered during the Night of the Long Knives in 1934",
                    ],
                    ["Qui était Ernst Röhm ?", "Who was Ernst Röhm?"],
                    [
                        "Quel chef des SA est assassiné lors de la Nuit des longs couteaux en 1934 ?",
                        "Which leader of the SA is murdered during the Night of the Long Knives in 1934?",
                    ],
                ),
                pair(
                    ["Joseph Goebbels", "Joseph Goebbels"],
                    [
                        "le ministre de la Propagande du IIIe Reich",
                        "the Minister of Propaganda of the Third Reich",
                    ],
                    ["Qui était Joseph Goebbels ?", "Who was Joseph Goebbels?"],
                    [
                        "Qui était le ministre de la Propagande du IIIe Reich ?",
                        "Who was the Minister of Propaganda of the Third Reich?",
                    ],
                ),
                pair(
                    ["Heinrich Himmler", "Heinrich Himmler"],
                    [
                        "le chef de la SS, qui contrôle la police et les camps de concentration nazis",
                        "the head of the SS, who controls the police and the Nazi concentration camps",
                    ],
                    ["Qui était Heinrich Himmler ?", "Who was Heinrich Himmler?"],
                    [
                        "Quel chef de la SS contrôle la police et les camps de concentration nazis ?",
                        "Which head of the SS controls the police and the Nazi concentration camps?",
                    ],
                ),
                pair(
                    ["Hannah Arendt", "Hannah Arendt"],
                    [
                        "la philosophe qui analyse ces régimes dans Les Origines du totalitarisme en 1951",
                        "the philosopher who analyses these regimes in The Origins of Totalitarianism in 1951",
                    ],
                    ["Qui était Hannah Arendt ?", "Who was Hannah Arendt?"],
                    [
                        "Quelle philosophe analyse ces régimes dans Les Origines du totalitarisme en 1951 ?",
                        "Which philosopher analyses these regimes in The Origins of Totalitarianism in 1951?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["L'Allemagne nazie", "Nazi Germany"],
        which: [
            "Parmi ces événements, lesquels se sont déroulés dans l'Allemagne nazie ?",
            "Which of these events took place in Nazi Germany?",
        ],
        which_not: [
            "Parmi ces événements, lesquels ne se sont pas déroulés dans l'Allemagne nazie ?",
            "Which of these events did not take place in Nazi Germany?",
        ],
        members: &[
            [
                "l'ouverture du camp de Dachau",
                "the opening of the Dachau camp",
            ],
            ["la Nuit des longs couteaux", "the Night of the Long Knives"],
            [
                "le vote des lois de Nuremberg",
                "the passing of the Nuremberg Laws",
            ],
            ["la Nuit de Cristal", "Kristallnacht"],
        ],
        others: &[
            ["la marche sur Rome", "the March on Rome"],
            ["l'assassinat de Matteotti", "the murder of Matteotti"],
            ["l'Holodomor", "the Holodomor"],
            ["la Grande Terreur", "the Great Terror"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La mise en place des régimes totalitaires",
            "The rise of the totalitarian regimes",
        ],
        order: [
            "Range ces événements du plus ancien au plus récent.",
            "Put these events in order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order, from the latest to the earliest.",
        ],
        next: [
            "Dans l'ordre chronologique, quel événement vient juste après celui-ci : « {} » ?",
            "In chronological order, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps: &[
            ["la marche sur Rome", "the March on Rome"],
            [
                "l'assassinat du député Matteotti",
                "the murder of the deputy Matteotti",
            ],
            [
                "la nomination de Hitler comme chancelier",
                "Hitler's appointment as chancellor",
            ],
            ["l'incendie du Reichstag", "the Reichstag fire"],
            [
                "la Nuit des longs couteaux contre les SA",
                "the Night of the Long Knives against the SA",
            ],
            [
                "les lois de Nuremberg contre les Juifs",
                "the Nuremberg Laws against the Jews",
            ],
            [
                "le pogrom de la Nuit de Cristal",
                "the Kristallnacht pogrom",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la marche sur Rome porte-t-elle Mussolini au pouvoir ?",
                "In which year does the March on Rome bring Mussolini to power?",
            ],
            ["la marche sur Rome", "the March on Rome"],
            1922.0,
        ),
        year(
            [
                "En quelle année le régime nazi ouvre-t-il le camp de concentration de Dachau ?",
                "In which year does the Nazi regime open the Dachau concentration camp?",
            ],
            [
                "l'ouverture du camp de Dachau",
                "the opening of the Dachau camp",
            ],
            1933.0,
        ),
        year(
            [
                "En quelle année les lois de Nuremberg privent-elles les Juifs allemands de la citoyenneté du Reich ?",
                "In which year do the Nuremberg Laws strip German Jews of Reich citizenship?",
            ],
            ["les lois de Nuremberg", "the Nuremberg Laws"],
            1935.0,
        ),
        year(
            [
                "En quelle année commence la Grande Terreur en URSS ?",
                "In which year does the Great Terror begin in the USSR?",
            ],
            [
                "le début de la Grande Terreur",
                "the start of the Great Terror",
            ],
            1937.0,
        ),
        year(
            [
                "En quelle année Hannah Arendt publie-t-elle Les Origines du totalitarisme ?",
                "In which year does Hannah Arendt publish The Origins of Totalitarianism?",
            ],
            [
                "Les Origines du totalitarisme",
                "The Origins of Totalitarianism",
            ],
            1951.0,
        ),
    ],
    diagrams: &[],
};

/// La Seconde Guerre mondiale.
pub(crate) static SECONDE_GUERRE: Bank = Bank {
    chapter: "histoire-geographie-tle-seconde-guerre-mondiale",
    title: ["La Seconde Guerre mondiale", "The Second World War"],
    relations: &[
        Relation {
            name: [
                "Les lieux de la guerre mondiale",
                "The places of the world war",
            ],
            matching: [
                "Associe chaque lieu à ce qui s'y est passé.",
                "Match each place with what happened there.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Midway", "Midway"],
                    [
                        "la victoire aéronavale américaine sur le Japon en juin 1942",
                        "the American air and naval victory over Japan in June 1942",
                    ],
                    ["Que s'est-il passé à Midway ?", "What happened at Midway?"],
                    [
                        "Où les Américains remportent-ils sur le Japon une victoire aéronavale en juin 1942 ?",
                        "Where do the Americans win an air and naval victory over Japan in June 1942?",
                    ],
                ),
                pair(
                    ["El-Alamein", "El Alamein"],
                    [
                        "la victoire britannique qui arrête en Égypte l'avancée germano-italienne à l'automne 1942",
                        "the British victory that halts the German-Italian advance in Egypt in the autumn of 1942",
                    ],
                    [
                        "Que s'est-il passé à El-Alamein ?",
                        "What happened at El Alamein?",
                    ],
                    [
                        "Où les Britanniques arrêtent-ils en Égypte l'avancée germano-italienne à l'automne 1942 ?",
                        "Where do the British halt the German-Italian advance in Egypt in the autumn of 1942?",
                    ],
                ),
                pair(
                    ["Stalingrad", "Stalingrad"],
                    [
                        "la bataille qui s'achève par la capitulation de la VIe armée allemande en février 1943",
                        "the battle that ends with the surrender of the German Sixth Army in February 1943",
                    ],
                    [
                        "Que s'est-il passé à Stalingrad ?",
                        "What happened at Stalingrad?",
                    ],
                    [
                        "Quelle bataille s'achève par la capitulation de la VIe armée allemande en février 1943 ?",
                        "Which battle ends with the surrender of the German Sixth Army in February 1943?",
                    ],
                ),
                pair(
                    ["Koursk", "Kursk"],
                    [
                        "la grande bataille de chars gagnée par l'Armée rouge à l'été 1943",
                        "the great tank battle won by the Red Army in the summer of 1943",
                    ],
                    ["Que s'est-il passé à Koursk ?", "What happened at Kursk?"],
                    [
                        "Où l'Armée rouge gagne-t-elle une grande bataille de chars à l'été 1943 ?",
                        "Where does the Red Army win a great tank battle in the summer of 1943?",
                    ],
                ),
                pair(
                    ["Leningrad", "Leningrad"],
                    [
                        "la ville soviétique assiégée par les Allemands de septembre 1941 à janvier 1944",
                        "the Soviet city besieged by the Germans from September 1941 to January 1944",
                    ],
                    [
                        "Que s'est-il passé à Leningrad ?",
                        "What happened at Leningrad?",
                    ],
                    [
                        "Quelle ville soviétique est assiégée par les Allemands de septembre 1941 à janvier 1944 ?",
                        "Which Soviet city is besieged by the Germans from September 1941 to January 1944?",
                    ],
                ),
                pair(
                    ["Babi Yar", "Babi Yar"],
                    [
                        "le ravin près de Kiev où plus de 33 000 Juifs sont fusillés en deux jours en septembre 1941",
                        "the ravine near Kiev where more than 33,000 Jews are shot in two days in September 1941",
                    ],
                    [
                        "Que s'est-il passé à Babi Yar ?",
                        "What happened at Babi Yar?",
                    ],
                    [
                        "Dans quel ravin près de Kiev plus de 33 000 Juifs sont-ils fusillés en deux jours en septembre 1941 ?",
                        "In which ravine near Kiev are more than 33,000 Jews shot in two days in September 1941?",
                    ],
                ),
                pair(
                    ["Nagasaki", "Nagasaki"],
                    [
                        "la ville japonaise détruite par la seconde bombe atomique, le 9 août 1945",
                        "the Japanese city destroyed by the second atomic bomb, on 9 August 1945",
                    ],
                    [
                        "Que s'est-il passé à Nagasaki ?",
                        "What happened at Nagasaki?",
                    ],
                    [
                        "Quelle ville japonaise est détruite par la seconde bombe atomique, le 9 août 1945 ?",
                        "Which Japanese city is destroyed by the second atomic bomb, on 9 August 1945?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les notions de la guerre", "The notions of the war"],
            matching: [
                "Associe chaque notion à sa définition.",
                "Match each notion with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["le pacte germano-soviétique", "the German-Soviet Pact"],
                    [
                        "le traité de non-agression conclu entre l'Allemagne nazie et l'URSS en août 1939",
                        "the non-aggression treaty concluded between Nazi Germany and the USSR in August 1939",
                    ],
                    [
                        "Qu'est-ce que le pacte germano-soviétique ?",
                        "What was the German-Soviet Pact?",
                    ],
                ),
                word!(
                    ["la guerre éclair", "the Blitzkrieg"],
                    [
                        "une offensive rapide qui combine chars et aviation pour vaincre l'ennemi en quelques semaines",
                        "a swift offensive combining tanks and aircraft to defeat the enemy in a few weeks",
                    ],
                    [
                        "Qu'est-ce que la guerre éclair ?",
                        "What was the Blitzkrieg?"
                    ],
                ),
                word!(
                    ["le prêt-bail", "Lend-Lease"],
                    [
                        "la loi américaine de 1941 qui permet de fournir armes et matériel aux pays en guerre contre l'Axe",
                        "the American law of 1941 that allows arms and equipment to be supplied to the countries at war with the Axis",
                    ],
                    ["Qu'est-ce que le prêt-bail ?", "What was Lend-Lease?"],
                ),
                word!(
                    ["la Charte de l'Atlantique", "the Atlantic Charter"],
                    [
                        "la déclaration de Roosevelt et Churchill, en août 1941, sur les principes de la paix future",
                        "the declaration by Roosevelt and Churchill, in August 1941, on the principles of the future peace",
                    ],
                    [
                        "Qu'est-ce que la Charte de l'Atlantique ?",
                        "What was the Atlantic Charter?",
                    ],
                ),
                word!(
                    ["la « solution finale »", "the “Final Solution”"],
                    [
                        "le nom donné par les nazis à leur projet d'extermination de tous les Juifs d'Europe",
                        "the name the Nazis gave to their plan to exterminate all the Jews of Europe",
                    ],
                    [
                        "Qu'est-ce que la « solution finale » ?",
                        "What was the “Final Solution”?",
                    ],
                ),
                word!(
                    ["un génocide", "a genocide"],
                    [
                        "la destruction intentionnelle, totale ou partielle, d'un groupe national, ethnique, racial ou religieux",
                        "the intentional destruction, in whole or in part, of a national, ethnic, racial or religious group",
                    ],
                    ["Qu'est-ce qu'un génocide ?", "What is a genocide?"],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les centres de mise à mort", "The killing centres"],
        which: [
            "Parmi ces camps nazis, lesquels étaient des centres de mise à mort ?",
            "Which of these Nazi camps were killing centres?",
        ],
        which_not: [
            "Parmi ces camps nazis, lesquels n'étaient pas des centres de mise à mort ?",
            "Which of these Nazi camps were not killing centres?",
        ],
        members: &[
            ["Auschwitz-Birkenau", "Auschwitz-Birkenau"],
            ["Treblinka", "Treblinka"],
            ["Sobibor", "Sobibor"],
            ["Belzec", "Belzec"],
            ["Chelmno", "Chelmno"],
        ],
        others: &[
            ["Dachau", "Dachau"],
            ["Buchenwald", "Buchenwald"],
            ["Bergen-Belsen", "Bergen-Belsen"],
            ["Ravensbrück", "Ravensbrück"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Une guerre mondiale, de 1939 à 1945",
            "A world war, from 1939 to 1945",
        ],
        order: [
            "Range ces événements de la guerre du plus ancien au plus récent.",
            "Put these events of the war in order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements de la guerre du plus récent au plus ancien.",
            "Put these events of the war in order, from the latest to the earliest.",
        ],
        next: [
            "Dans l'ordre chronologique, quel événement de la guerre vient juste après celui-ci : « {} » ?",
            "In chronological order, which event of the war comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps: &[
            [
                "la signature du pacte germano-soviétique",
                "the signing of the German-Soviet Pact",
            ],
            [
                "le vote de la loi du prêt-bail aux États-Unis",
                "the passing of the Lend-Lease Act in the United States",
            ],
            [
                "le déclenchement de l'opération Barbarossa",
                "the launch of Operation Barbarossa",
            ],
            ["la conférence de Wannsee", "the Wannsee Conference"],
            ["la bataille de Midway", "the battle of Midway"],
            [
                "la capitulation allemande à Stalingrad",
                "the German surrender at Stalingrad",
            ],
            ["la bataille de Koursk", "the battle of Kursk"],
            [
                "la bombe atomique sur Nagasaki",
                "the atomic bomb on Nagasaki",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année l'Allemagne nazie et l'URSS signent-elles un pacte de non-agression ?",
                "In which year do Nazi Germany and the USSR sign a non-aggression pact?",
            ],
            ["le pacte germano-soviétique", "the German-Soviet Pact"],
            1939.0,
        ),
        year(
            [
                "En quelle année le Congrès américain vote-t-il la loi du prêt-bail ?",
                "In which year does the American Congress pass the Lend-Lease Act?",
            ],
            ["la loi du prêt-bail", "the Lend-Lease Act"],
            1941.0,
        ),
        year(
            [
                "En quelle année des dirigeants nazis se réunissent-ils à Wannsee pour coordonner la « solution finale » ?",
                "In which year do Nazi leaders meet at Wannsee to coordinate the “Final Solution”?",
            ],
            ["la conférence de Wannsee", "the Wannsee Conference"],
            1942.0,
        ),
        year(
            [
                "En quelle année l'Armée rouge remporte-t-elle la bataille de Koursk ?",
                "In which year does the Red Army win the battle of Kursk?",
            ],
            ["la bataille de Koursk", "the battle of Kursk"],
            1943.0,
        ),
        year(
            [
                "En quelle année les États-Unis lancent-ils une bombe atomique sur Nagasaki ?",
                "In which year do the United States drop an atomic bomb on Nagasaki?",
            ],
            ["la bombe de Nagasaki", "the Nagasaki bomb"],
            1945.0,
        ),
    ],
    diagrams: &[],
};

/// La France dans la guerre.
pub(crate) static FRANCE_GUERRE: Bank = Bank {
    chapter: "histoire-geographie-tle-la-france-dans-la-guerre",
    title: ["La France dans la guerre", "France in the war"],
    relations: &[
        Relation {
            name: [
                "Vichy, la Résistance et la Libération",
                "Vichy, the Resistance and the Liberation",
            ],
            matching: [
                "Associe chaque personnage à son rôle.",
                "Match each person with their role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["René Bousquet", "René Bousquet"],
                    [
                        "le secrétaire général de la police de Vichy, qui organise avec les Allemands la rafle du Vél d'Hiv",
                        "the secretary general of the Vichy police, who organises the Vel d'Hiv round-up with the Germans",
                    ],
                    ["Qui était René Bousquet ?", "Who was René Bousquet?"],
                    [
                        "Quel secrétaire général de la police de Vichy organise avec les Allemands la rafle du Vél d'Hiv ?",
                        "Which secretary general of the Vichy police organises the Vel d'Hiv round-up with the Germans?",
                    ],
                ),
                pair(
                    ["Xavier Vallat", "Xavier Vallat"],
                    [
                        "le premier commissaire général aux questions juives, nommé par Vichy en 1941",
                        "the first commissioner-general for Jewish affairs, appointed by Vichy in 1941",
                    ],
                    ["Qui était Xavier Vallat ?", "Who was Xavier Vallat?"],
                    [
                        "Qui fut le premier commissaire général aux questions juives, nommé par Vichy en 1941 ?",
                        "Who was the first commissioner-general for Jewish affairs, appointed by Vichy in 1941?",
                    ],
                ),
                pair(
                    ["Joseph Darnand", "Joseph Darnand"],
                    [
                        "le chef de la Milice, créée en 1943 pour traquer les résistants",
                        "the head of the Milice, created in 1943 to hunt down resistance fighters",
                    ],
                    ["Qui était Joseph Darnand ?", "Who was Joseph Darnand?"],
                    [
                        "Qui dirige la Milice, créée en 1943 pour traquer les résistants ?",
                        "Who heads the Milice, created in 1943 to hunt down resistance fighters?",
                    ],
                ),
                pair(
                    ["Henri Frenay", "Henri Frenay"],
                    [
                        "l'officier qui fonde le mouvement de résistance Combat",
                        "the officer who founds the resistance movement Combat",
                    ],
                    ["Qui était Henri Frenay ?", "Who was Henri Frenay?"],
                    [
                        "Quel officier fonde le mouvement de résistance Combat ?",
                        "Which officer founds the resistance movement Combat?",
                    ],
                ),
                pair(
                    ["Jean Moulin", "Jean Moulin"],
                    [
                        "l'ancien préfet rallié à de Gaulle, arrêté à Caluire en juin 1943 et mort sous la torture",
                        "the former prefect who joined de Gaulle, arrested at Caluire in June 1943 and who died under torture",
                    ],
                    ["Qui était Jean Moulin ?", "Who was Jean Moulin?"],
                    [
                        "Quel ancien préfet rallié à de Gaulle est arrêté à Caluire en juin 1943 et meurt sous la torture ?",
                        "Which former prefect who joined de Gaulle is arrested at Caluire in June 1943 and dies under torture?",
                    ],
                ),
                pair(
                    ["Germaine Tillion", "Germaine Tillion"],
                    [
                        "l'ethnologue résistante du réseau du musée de l'Homme, déportée à Ravensbrück",
                        "the ethnologist in the resistance network of the Musée de l'Homme, deported to Ravensbrück",
                    ],
                    ["Qui était Germaine Tillion ?", "Who was Germaine Tillion?"],
                    [
                        "Quelle ethnologue résistante du réseau du musée de l'Homme est déportée à Ravensbrück ?",
                        "Which ethnologist in the resistance network of the Musée de l'Homme is deported to Ravensbrück?",
                    ],
                ),
                pair(
                    ["le général Leclerc", "General Leclerc"],
                    [
                        "le général de la France libre dont la 2e division blindée entre dans Paris en août 1944",
                        "the Free French general whose 2nd Armoured Division enters Paris in August 1944",
                    ],
                    ["Qui était le général Leclerc ?", "Who was General Leclerc?"],
                    [
                        "Quel général de la France libre entre dans Paris avec sa 2e division blindée en août 1944 ?",
                        "Which Free French general enters Paris with his 2nd Armoured Division in August 1944?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les notions de la France en guerre",
                "The notions of France at war",
            ],
            matching: [
                "Associe chaque notion à sa définition.",
                "Match each notion with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["l'État français", "the French State"],
                    [
                        "le nom officiel du régime de Vichy, qui remplace la République en 1940",
                        "the official name of the Vichy regime, which replaces the Republic in 1940",
                    ],
                    [
                        "Qu'est-ce que l'État français ?",
                        "What was the French State?"
                    ],
                ),
                word!(
                    ["le statut des Juifs", "the Statute on Jews"],
                    [
                        "la loi de Vichy d'octobre 1940 qui exclut les Juifs de la fonction publique et de nombreuses professions",
                        "the Vichy law of October 1940 that excludes Jews from the civil service and many professions",
                    ],
                    [
                        "Qu'est-ce que le statut des Juifs ?",
                        "What was the Statute on Jews?"
                    ],
                ),
                word!(
                    ["la France libre", "Free France"],
                    [
                        "l'organisation fondée à Londres par de Gaulle pour continuer la guerre aux côtés des Alliés",
                        "the organisation founded in London by de Gaulle to carry on the war alongside the Allies",
                    ],
                    ["Qu'est-ce que la France libre ?", "What was Free France?"],
                ),
                word!(
                    ["le CNR", "the CNR"],
                    [
                        "le Conseil national de la Résistance, qui réunit en 1943 les mouvements, les partis et les syndicats résistants",
                        "the National Council of the Resistance, which brings together in 1943 the resistance movements, parties and trade unions",
                    ],
                    ["Qu'est-ce que le CNR ?", "What was the CNR?"],
                ),
                word!(
                    ["les FFI", "the FFI"],
                    [
                        "les Forces françaises de l'intérieur, qui regroupent en 1944 les combattants de la Résistance intérieure",
                        "the French Forces of the Interior, which group together in 1944 the fighters of the Resistance inside France",
                    ],
                    ["Qu'est-ce que les FFI ?", "What were the FFI?"],
                ),
                word!(
                    ["le GPRF", "the GPRF"],
                    [
                        "le Gouvernement provisoire de la République française, proclamé en juin 1944 et présidé par de Gaulle",
                        "the Provisional Government of the French Republic, proclaimed in June 1944 and led by de Gaulle",
                    ],
                    ["Qu'est-ce que le GPRF ?", "What was the GPRF?"],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Le programme du CNR", "The programme of the CNR"],
        which: [
            "Parmi ces mesures, lesquelles figurent dans le programme du Conseil national de la Résistance (mars 1944) ?",
            "Which of these measures are in the programme of the National Council of the Resistance (March 1944)?",
        ],
        which_not: [
            "Parmi ces mesures, lesquelles ne figurent pas dans le programme du Conseil national de la Résistance (mars 1944) ?",
            "Which of these measures are not in the programme of the National Council of the Resistance (March 1944)?",
        ],
        members: &[
            [
                "un plan complet de sécurité sociale",
                "a complete social security plan",
            ],
            [
                "le retour à la nation des grands moyens de production",
                "the return of the great means of production to the nation",
            ],
            ["la liberté de la presse", "the freedom of the press"],
            [
                "le rétablissement du suffrage universel",
                "the restoration of universal suffrage",
            ],
        ],
        others: &[
            ["la création de la Milice", "the creation of the Milice"],
            [
                "le Service du travail obligatoire",
                "compulsory labour service",
            ],
            [
                "l'exclusion des Juifs de la fonction publique",
                "the exclusion of Jews from the civil service",
            ],
            [
                "l'interdiction des grèves par la Charte du travail",
                "the ban on strikes by the Labour Charter",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: ["De Vichy à la Libération", "From Vichy to the Liberation"],
        order: [
            "Range ces événements du plus ancien au plus récent.",
            "Put these events in order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order, from the latest to the earliest.",
        ],
        next: [
            "Dans la France en guerre, quel événement vient juste après celui-ci : « {} » ?",
            "In wartime France, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans la France en guerre, « {a} » a précédé « {b} ».",
            "True or false: in wartime France, “{a}” came before “{b}”.",
        ],
        steps: &[
            ["le premier statut des Juifs", "the first Statute on Jews"],
            [
                "la création du Commissariat général aux questions juives",
                "the creation of the General Commission for Jewish Affairs",
            ],
            ["la rafle du Vél d'Hiv", "the Vel d'Hiv round-up"],
            [
                "l'invasion de la zone libre par les Allemands",
                "the German invasion of the free zone",
            ],
            ["la création de la Milice", "the creation of the Milice"],
            [
                "l'arrestation de Jean Moulin à Caluire",
                "the arrest of Jean Moulin at Caluire",
            ],
            ["la proclamation du GPRF", "the proclamation of the GPRF"],
            ["la libération de Paris", "the liberation of Paris"],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année Vichy adopte-t-il le premier statut des Juifs ?",
                "In which year does Vichy adopt the first Statute on Jews?",
            ],
            ["le premier statut des Juifs", "the first Statute on Jews"],
            1940.0,
        ),
        year(
            [
                "En quelle année Vichy crée-t-il le Commissariat général aux questions juives ?",
                "In which year does Vichy create the General Commission for Jewish Affairs?",
            ],
            [
                "le Commissariat général aux questions juives",
                "the General Commission for Jewish Affairs",
            ],
            1941.0,
        ),
        year(
            [
                "En quelle année a lieu la rafle du Vél d'Hiv ?",
                "In which year does the Vel d'Hiv round-up take place?",
            ],
            ["la rafle du Vél d'Hiv", "the Vel d'Hiv round-up"],
            1942.0,
        ),
        year(
            [
                "En quelle année Vichy crée-t-il la Milice ?",
                "In which year does Vichy create the Milice?",
            ],
            ["la création de la Milice", "the creation of the Milice"],
            1943.0,
        ),
        year(
            [
                "En quelle année une ordonnance signée à Alger accorde-t-elle le droit de vote aux femmes françaises ?",
                "In which year does an ordinance signed in Algiers give French women the right to vote?",
            ],
            ["le droit de vote des femmes", "women's right to vote"],
            1944.0,
        ),
    ],
    diagrams: &[],
};

/// La fin de la Seconde Guerre mondiale et les débuts d'un nouvel ordre mondial.
pub(crate) static NOUVEL_ORDRE: Bank = Bank {
    chapter: "histoire-geographie-tle-nouvel-ordre-mondial",
    title: ["Un nouvel ordre mondial", "A new world order"],
    relations: &[
        Relation {
            name: [
                "Les institutions du nouvel ordre",
                "The institutions of the new order",
            ],
            matching: [
                "Associe chaque notion à sa définition.",
                "Match each notion with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["l'ONU", "the UN"],
                    [
                        "l'organisation fondée en 1945 pour maintenir la paix et la sécurité internationales",
                        "the organisation founded in 1945 to maintain international peace and security",
                    ],
                    ["Qu'est-ce que l'ONU ?", "What is the UN?"],
                ),
                word!(
                    ["le Conseil de sécurité", "the Security Council"],
                    [
                        "l'organe de l'ONU chargé du maintien de la paix, où cinq membres permanents ont un droit de veto",
                        "the UN body in charge of keeping the peace, where five permanent members have a right of veto",
                    ],
                    [
                        "Qu'est-ce que le Conseil de sécurité ?",
                        "What is the Security Council?",
                    ],
                ),
                word!(
                    ["le crime contre l'humanité", "the crime against humanity"],
                    [
                        "l'assassinat, l'extermination, la réduction en esclavage ou la déportation de populations civiles, défini en 1945 pour le procès de Nuremberg",
                        "the murder, extermination, enslavement or deportation of civilian populations, defined in 1945 for the Nuremberg trial",
                    ],
                    [
                        "Qu'est-ce que le crime contre l'humanité ?",
                        "What is the crime against humanity?",
                    ],
                ),
                word!(
                    ["le FMI", "the IMF"],
                    [
                        "le Fonds monétaire international, créé à Bretton Woods pour stabiliser les monnaies et aider les États en difficulté",
                        "the International Monetary Fund, created at Bretton Woods to stabilise currencies and help states in difficulty",
                    ],
                    ["Qu'est-ce que le FMI ?", "What is the IMF?"],
                ),
                word!(
                    ["le plan Marshall", "the Marshall Plan"],
                    [
                        "l'aide économique américaine à la reconstruction de l'Europe, proposée en 1947",
                        "the American economic aid to the reconstruction of Europe, proposed in 1947",
                    ],
                    [
                        "Qu'est-ce que le plan Marshall ?",
                        "What was the Marshall Plan?"
                    ],
                ),
                word!(
                    [
                        "la Déclaration universelle des droits de l'homme",
                        "the Universal Declaration of Human Rights",
                    ],
                    [
                        "le texte adopté par l'Assemblée générale des Nations unies à Paris en décembre 1948",
                        "the text adopted by the United Nations General Assembly in Paris in December 1948",
                    ],
                    [
                        "Qu'est-ce que la Déclaration universelle des droits de l'homme ?",
                        "What is the Universal Declaration of Human Rights?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les lieux de l'après-guerre",
                "The places of the post-war settlement",
            ],
            matching: [
                "Associe chaque lieu à ce qui s'y est passé.",
                "Match each place with what happened there.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Bretton Woods", "Bretton Woods"],
                    [
                        "la conférence de juillet 1944 qui organise le système monétaire international autour du dollar",
                        "the conference of July 1944 that organises the international monetary system around the dollar",
                    ],
                    [
                        "Que s'est-il passé à Bretton Woods ?",
                        "What happened at Bretton Woods?",
                    ],
                    [
                        "Où se tient en juillet 1944 la conférence qui organise le système monétaire international autour du dollar ?",
                        "Where is the conference of July 1944 held that organises the international monetary system around the dollar?",
                    ],
                ),
                pair(
                    ["Yalta", "Yalta"],
                    [
                        "la conférence de février 1945 où Roosevelt, Churchill et Staline préparent l'après-guerre",
                        "the conference of February 1945 where Roosevelt, Churchill and Stalin prepare the post-war world",
                    ],
                    ["Que s'est-il passé à Yalta ?", "What happened at Yalta?"],
                    [
                        "Où Roosevelt, Churchill et Staline se réunissent-ils en février 1945 pour préparer l'après-guerre ?",
                        "Where do Roosevelt, Churchill and Stalin meet in February 1945 to prepare the post-war world?",
                    ],
                ),
                pair(
                    ["Reims", "Reims"],
                    [
                        "la ville où l'Allemagne signe une première capitulation sans condition le 7 mai 1945",
                        "the city where Germany signs a first unconditional surrender on 7 May 1945",
                    ],
                    [
                        "Que s'est-il passé à Reims le 7 mai 1945 ?",
                        "What happened at Reims on 7 May 1945?",
                    ],
                    [
                        "Dans quelle ville l'Allemagne signe-t-elle une première capitulation sans condition le 7 mai 1945 ?",
                        "In which city does Germany sign a first unconditional surrender on 7 May 1945?",
                    ],
                ),
                pair(
                    ["San Francisco", "San Francisco"],
                    [
                        "la ville où est signée la Charte des Nations unies en juin 1945",
                        "the city where the United Nations Charter is signed in June 1945",
                    ],
                    [
                        "Que s'est-il passé à San Francisco en juin 1945 ?",
                        "What happened in San Francisco in June 1945?",
                    ],
                    [
                        "Dans quelle ville la Charte des Nations unies est-elle signée en juin 1945 ?",
                        "In which city is the United Nations Charter signed in June 1945?",
                    ],
                ),
                pair(
                    ["Potsdam", "Potsdam"],
                    [
                        "la conférence de l'été 1945 qui fixe le sort de l'Allemagne vaincue",
                        "the conference of the summer of 1945 that settles the fate of defeated Germany",
                    ],
                    [
                        "Que s'est-il passé à Potsdam ?",
                        "What happened at Potsdam?",
                    ],
                    [
                        "Où se tient à l'été 1945 la conférence qui fixe le sort de l'Allemagne vaincue ?",
                        "Where is the conference of the summer of 1945 held that settles the fate of defeated Germany?",
                    ],
                ),
                pair(
                    ["Nuremberg", "Nuremberg"],
                    [
                        "la ville où un tribunal militaire international juge les principaux dirigeants nazis en 1945-1946",
                        "the city where an international military tribunal tries the main Nazi leaders in 1945-1946",
                    ],
                    [
                        "Que s'est-il passé à Nuremberg en 1945-1946 ?",
                        "What happened at Nuremberg in 1945-1946?",
                    ],
                    [
                        "Dans quelle ville un tribunal militaire international juge-t-il les principaux dirigeants nazis en 1945-1946 ?",
                        "In which city does an international military tribunal try the main Nazi leaders in 1945-1946?",
                    ],
                ),
                pair(
                    ["Tokyo", "Tokyo"],
                    [
                        "la ville où un tribunal international juge les dirigeants japonais de 1946 à 1948",
                        "the city where an international tribunal tries the Japanese leaders from 1946 to 1948",
                    ],
                    [
                        "Que s'est-il passé à Tokyo de 1946 à 1948 ?",
                        "What happened in Tokyo from 1946 to 1948?",
                    ],
                    [
                        "Dans quelle ville un tribunal international juge-t-il les dirigeants japonais de 1946 à 1948 ?",
                        "In which city does an international tribunal try the Japanese leaders from 1946 to 1948?",
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
            "Parmi ces pays, lesquels sont membres permanents du Conseil de sécurité de l'ONU depuis 1945 ?",
            "Which of these countries have been permanent members of the UN Security Council since 1945?",
        ],
        which_not: [
            "Parmi ces pays, lesquels ne sont pas membres permanents du Conseil de sécurité de l'ONU ?",
            "Which of these countries are not permanent members of the UN Security Council?",
        ],
        members: &[
            ["les États-Unis", "the United States"],
            ["le Royaume-Uni", "the United Kingdom"],
            ["la France", "France"],
            ["la Chine", "China"],
        ],
        others: &[
            ["l'Allemagne", "Germany"],
            ["le Japon", "Japan"],
            ["l'Italie", "Italy"],
            ["l'Inde", "India"],
            ["le Canada", "Canada"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "De la guerre à l'ordre de l'après-guerre",
            "From the war to the post-war order",
        ],
        order: [
            "Range ces événements du plus ancien au plus récent.",
            "Put these events in order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order, from the latest to the earliest.",
        ],
        next: [
            "Dans l'ordre chronologique, quel événement vient juste après celui-ci : « {} » ?",
            "In chronological order, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps: &[
            [
                "la conférence de Bretton Woods",
                "the Bretton Woods Conference",
            ],
            ["la conférence de Yalta", "the Yalta Conference"],
            [
                "la capitulation allemande signée à Reims",
                "the German surrender signed at Reims",
            ],
            [
                "la signature de la Charte des Nations unies",
                "the signing of the United Nations Charter",
            ],
            ["la conférence de Potsdam", "the Potsdam Conference"],
            [
                "l'ouverture du procès de Nuremberg",
                "the opening of the Nuremberg trial",
            ],
            [
                "l'annonce du plan Marshall",
                "the announcement of the Marshall Plan",
            ],
            [
                "l'adoption de la Déclaration universelle des droits de l'homme",
                "the adoption of the Universal Declaration of Human Rights",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année se tient la conférence de Bretton Woods ?",
                "In which year is the Bretton Woods Conference held?",
            ],
            [
                "la conférence de Bretton Woods",
                "the Bretton Woods Conference",
            ],
            1944.0,
        ),
        year(
            [
                "En quelle année la Charte des Nations unies est-elle signée ?",
                "In which year is the United Nations Charter signed?",
            ],
            ["la Charte des Nations unies", "the United Nations Charter"],
            1945.0,
        ),
        year(
            [
                "En quelle année le tribunal de Nuremberg rend-il son jugement ?",
                "In which year does the Nuremberg tribunal deliver its judgement?",
            ],
            ["le jugement de Nuremberg", "the Nuremberg judgement"],
            1946.0,
        ),
        year(
            [
                "En quelle année le secrétaire d'État George Marshall propose-t-il son plan d'aide à l'Europe ?",
                "In which year does Secretary of State George Marshall propose his plan of aid to Europe?",
            ],
            ["le plan Marshall", "the Marshall Plan"],
            1947.0,
        ),
        year(
            [
                "En quelle année l'ONU adopte-t-elle la Déclaration universelle des droits de l'homme ?",
                "In which year does the UN adopt the Universal Declaration of Human Rights?",
            ],
            [
                "la Déclaration universelle des droits de l'homme",
                "the Universal Declaration of Human Rights",
            ],
            1948.0,
        ),
        count(
            [
                "Combien de membres permanents le Conseil de sécurité de l'ONU compte-t-il ?",
                "How many permanent members does the UN Security Council have?",
            ],
            [
                "les membres permanents du Conseil de sécurité",
                "the permanent members of the Security Council",
            ],
            5.0,
        ),
    ],
    diagrams: &[],
};

/// Une nouvelle donne géopolitique : bipolarisation et émergence du tiers-monde.
pub(crate) static BIPOLARISATION: Bank = Bank {
    chapter: "histoire-geographie-tle-bipolarisation-et-tiers-monde",
    title: [
        "Bipolarisation et tiers-monde",
        "Bipolarisation and the Third World",
    ],
    relations: &[
        Relation {
            name: [
                "Les notions d'un monde bipolaire",
                "The notions of a bipolar world",
            ],
            matching: [
                "Associe chaque notion à sa définition.",
                "Match each notion with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la doctrine Truman", "the Truman Doctrine"],
                    [
                        "la politique d'endiguement du communisme annoncée par le président américain en 1947",
                        "the policy of containing communism announced by the American president in 1947",
                    ],
                    [
                        "Qu'est-ce que la doctrine Truman ?",
                        "What was the Truman Doctrine?"
                    ],
                ),
                word!(
                    ["la doctrine Jdanov", "the Zhdanov Doctrine"],
                    [
                        "la réponse soviétique de 1947, qui dénonce l'impérialisme américain et soude le camp socialiste",
                        "the Soviet answer of 1947, which denounces American imperialism and binds the socialist camp together",
                    ],
                    [
                        "Qu'est-ce que la doctrine Jdanov ?",
                        "What was the Zhdanov Doctrine?"
                    ],
                ),
                word!(
                    ["l'équilibre de la terreur", "the balance of terror"],
                    [
                        "la dissuasion mutuelle entre deux puissances nucléaires capables de se détruire",
                        "the mutual deterrence between two nuclear powers able to destroy each other",
                    ],
                    [
                        "Qu'est-ce que l'équilibre de la terreur ?",
                        "What is the balance of terror?",
                    ],
                ),
                word!(
                    ["le tiers-monde", "the Third World"],
                    [
                        "l'ensemble des pays pauvres, souvent issus de la décolonisation, nommé ainsi par Alfred Sauvy en 1952",
                        "all the poor countries, often born of decolonisation, so named by Alfred Sauvy in 1952",
                    ],
                    ["Qu'est-ce que le tiers-monde ?", "What is the Third World?"],
                ),
                word!(
                    ["le non-alignement", "non-alignment"],
                    [
                        "le refus de certains États de se ranger derrière l'un des deux Grands",
                        "the refusal of some states to side with either of the two superpowers",
                    ],
                    [
                        "Qu'est-ce que le non-alignement ?",
                        "What is non-alignment?"
                    ],
                ),
                word!(
                    ["l'OTAN", "NATO"],
                    [
                        "l'alliance militaire fondée en 1949 autour des États-Unis",
                        "the military alliance founded in 1949 around the United States",
                    ],
                    ["Qu'est-ce que l'OTAN ?", "What is NATO?"],
                ),
                word!(
                    ["le pacte de Varsovie", "the Warsaw Pact"],
                    [
                        "l'alliance militaire fondée en 1955 autour de l'URSS",
                        "the military alliance founded in 1955 around the USSR",
                    ],
                    [
                        "Qu'est-ce que le pacte de Varsovie ?",
                        "What was the Warsaw Pact?"
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les acteurs d'un monde bipolaire",
                "The actors of a bipolar world",
            ],
            matching: [
                "Associe chaque personnage à son rôle.",
                "Match each person with their role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Jawaharlal Nehru", "Jawaharlal Nehru"],
                    [
                        "le Premier ministre de l'Inde indépendante, figure du non-alignement",
                        "the prime minister of independent India, a leading figure of non-alignment",
                    ],
                    ["Qui était Jawaharlal Nehru ?", "Who was Jawaharlal Nehru?"],
                    [
                        "Quel Premier ministre de l'Inde indépendante est une figure du non-alignement ?",
                        "Which prime minister of independent India is a leading figure of non-alignment?",
                    ],
                ),
                pair(
                    ["Gamal Abdel Nasser", "Gamal Abdel Nasser"],
                    [
                        "le président égyptien qui nationalise le canal de Suez en 1956",
                        "the Egyptian president who nationalises the Suez Canal in 1956",
                    ],
                    [
                        "Qui était Gamal Abdel Nasser ?",
                        "Who was Gamal Abdel Nasser?",
                    ],
                    [
                        "Quel président égyptien nationalise le canal de Suez en 1956 ?",
                        "Which Egyptian president nationalises the Suez Canal in 1956?",
                    ],
                ),
                pair(
                    ["Soekarno", "Sukarno"],
                    [
                        "le président indonésien qui accueille la conférence de Bandung en 1955",
                        "the Indonesian president who hosts the Bandung Conference in 1955",
                    ],
                    ["Qui était Soekarno ?", "Who was Sukarno?"],
                    [
                        "Quel président indonésien accueille la conférence de Bandung en 1955 ?",
                        "Which Indonesian president hosts the Bandung Conference in 1955?",
                    ],
                ),
                pair(
                    ["Tito", "Tito"],
                    [
                        "le dirigeant communiste yougoslave qui rompt avec Staline en 1948",
                        "the Yugoslav communist leader who breaks with Stalin in 1948",
                    ],
                    ["Qui était Tito ?", "Who was Tito?"],
                    [
                        "Quel dirigeant communiste yougoslave rompt avec Staline en 1948 ?",
                        "Which Yugoslav communist leader breaks with Stalin in 1948?",
                    ],
                ),
                pair(
                    ["Fidel Castro", "Fidel Castro"],
                    [
                        "le révolutionnaire qui prend le pouvoir à Cuba en 1959",
                        "the revolutionary who takes power in Cuba in 1959",
                    ],
                    ["Qui était Fidel Castro ?", "Who was Fidel Castro?"],
                    [
                        "Quel révolutionnaire prend le pouvoir à Cuba en 1959 ?",
                        "Which revolutionary takes power in Cuba in 1959?",
                    ],
                ),
                pair(
                    ["John F. Kennedy", "John F. Kennedy"],
                    [
                        "le président américain qui impose un blocus naval à Cuba en octobre 1962",
                        "the American president who imposes a naval blockade on Cuba in October 1962",
                    ],
                    ["Qui était John F. Kennedy ?", "Who was John F. Kennedy?"],
                    [
                        "Quel président américain impose un blocus naval à Cuba en octobre 1962 ?",
                        "Which American president imposes a naval blockade on Cuba in October 1962?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les fondateurs de l'OTAN", "The founders of NATO"],
        which: [
            "Parmi ces pays, lesquels ont fondé l'OTAN en 1949 ?",
            "Which of these countries founded NATO in 1949?",
        ],
        which_not: [
            "Parmi ces pays, lesquels n'ont pas fondé l'OTAN en 1949 ?",
            "Which of these countries did not found NATO in 1949?",
        ],
        members: &[
            ["les États-Unis", "the United States"],
            ["le Canada", "Canada"],
            ["la France", "France"],
            ["l'Italie", "Italy"],
            ["le Portugal", "Portugal"],
        ],
        others: &[
            ["l'Espagne", "Spain"],
            ["la Suède", "Sweden"],
            ["la Pologne", "Poland"],
            ["la Yougoslavie", "Yugoslavia"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Guerre froide et décolonisation",
            "Cold War and decolonisation",
        ],
        order: [
            "Range ces événements du plus ancien au plus récent.",
            "Put these events in order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order, from the latest to the earliest.",
        ],
        next: [
            "Dans l'ordre chronologique, quel événement vient juste après celui-ci : « {} » ?",
            "In chronological order, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps: &[
            [
                "l'annonce de la doctrine Truman",
                "the announcement of the Truman Doctrine",
            ],
            ["le blocus de Berlin", "the Berlin Blockade"],
            [
                "la proclamation de la République populaire de Chine",
                "the proclamation of the People's Republic of China",
            ],
            [
                "le début de la guerre de Corée",
                "the start of the Korean War",
            ],
            ["la conférence de Bandung", "the Bandung Conference"],
            ["la crise de Suez", "the Suez Crisis"],
            [
                "la construction du mur de Berlin",
                "the building of the Berlin Wall",
            ],
            ["la crise des missiles de Cuba", "the Cuban Missile Crisis"],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année Mao Zedong proclame-t-il la République populaire de Chine ?",
                "In which year does Mao Zedong proclaim the People's Republic of China?",
            ],
            [
                "la proclamation de la République populaire de Chine",
                "the proclamation of the People's Republic of China",
            ],
            1949.0,
        ),
        year(
            [
                "En quelle année la Corée du Nord envahit-elle la Corée du Sud ?",
                "In which year does North Korea invade South Korea?",
            ],
            [
                "le début de la guerre de Corée",
                "the start of the Korean War",
            ],
            1950.0,
        ),
        year(
            [
                "En quelle année se réunit la conférence afro-asiatique de Bandung ?",
                "In which year does the Afro-Asian Conference of Bandung meet?",
            ],
            ["la conférence de Bandung", "the Bandung Conference"],
            1955.0,
        ),
        year(
            [
                "En quelle année Nasser nationalise-t-il le canal de Suez ?",
                "In which year does Nasser nationalise the Suez Canal?",
            ],
            [
                "la nationalisation du canal de Suez",
                "the nationalisation of the Suez Canal",
            ],
            1956.0,
        ),
        year(
            [
                "En quelle année le mur de Berlin est-il construit ?",
                "In which year is the Berlin Wall built?",
            ],
            [
                "la construction du mur de Berlin",
                "the building of the Berlin Wall",
            ],
            1961.0,
        ),
        year(
            [
                "En quelle année a lieu la crise des missiles de Cuba ?",
                "In which year does the Cuban Missile Crisis take place?",
            ],
            ["la crise des missiles de Cuba", "the Cuban Missile Crisis"],
            1962.0,
        ),
    ],
    diagrams: &[],
};

/// La France : une nouvelle place dans le monde.
pub(crate) static FRANCE_MONDE: Bank = Bank {
    chapter: "histoire-geographie-tle-la-france-nouvelle-place-dans-le-monde",
    title: [
        "La France, une nouvelle place dans le monde",
        "France, a new place in the world",
    ],
    relations: &[
        Relation {
            name: [
                "Organisations, traités et accords",
                "Organisations, treaties and agreements",
            ],
            matching: [
                "Associe chaque terme à sa définition.",
                "Match each term with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la CECA", "the ECSC"],
                    [
                        "l'organisation créée en 1951 par six pays européens pour mettre en commun leur charbon et leur acier",
                        "the organisation created in 1951 by six European countries to pool their coal and steel",
                    ],
                    ["Qu'est-ce que la CECA ?", "What was the ECSC?"],
                ),
                word!(
                    ["les accords de Genève", "the Geneva Accords"],
                    [
                        "les accords de 1954 qui mettent fin à la guerre d'Indochine",
                        "the agreements of 1954 that end the Indochina War",
                    ],
                    [
                        "Que sont les accords de Genève ?",
                        "What were the Geneva Accords?"
                    ],
                ),
                word!(
                    ["le traité de Rome", "the Treaty of Rome"],
                    [
                        "le traité de 1957 qui crée la Communauté économique européenne",
                        "the treaty of 1957 that creates the European Economic Community",
                    ],
                    [
                        "Qu'est-ce que le traité de Rome ?",
                        "What was the Treaty of Rome?"
                    ],
                ),
                word!(
                    ["les accords d'Évian", "the Évian Accords"],
                    [
                        "les accords de mars 1962 qui mettent fin à la guerre d'Algérie",
                        "the agreements of March 1962 that end the Algerian War",
                    ],
                    [
                        "Que sont les accords d'Évian ?",
                        "What were the Évian Accords?"
                    ],
                ),
                word!(
                    ["le traité de l'Élysée", "the Élysée Treaty"],
                    [
                        "le traité d'amitié et de coopération franco-allemand signé en 1963",
                        "the Franco-German treaty of friendship and cooperation signed in 1963",
                    ],
                    [
                        "Qu'est-ce que le traité de l'Élysée ?",
                        "What was the Élysée Treaty?"
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
                    ["Robert Schuman", "Robert Schuman"],
                    [
                        "le ministre des Affaires étrangères qui propose en 1950 de mettre en commun le charbon et l'acier français et allemands",
                        "the foreign minister who proposes in 1950 to pool French and German coal and steel",
                    ],
                    ["Qui était Robert Schuman ?", "Who was Robert Schuman?"],
                    [
                        "Quel ministre des Affaires étrangères propose en 1950 de mettre en commun le charbon et l'acier français et allemands ?",
                        "Which foreign minister proposes in 1950 to pool French and German coal and steel?",
                    ],
                ),
                pair(
                    ["Jean Monnet", "Jean Monnet"],
                    [
                        "l'inspirateur de la CECA, premier président de sa Haute Autorité",
                        "the inspirer of the ECSC, first president of its High Authority",
                    ],
                    ["Qui était Jean Monnet ?", "Who was Jean Monnet?"],
                    [
                        "Qui fut l'inspirateur de la CECA et le premier président de sa Haute Autorité ?",
                        "Who was the inspirer of the ECSC and the first president of its High Authority?",
                    ],
                ),
                pair(
                    ["Pierre Mendès France", "Pierre Mendès France"],
                    [
                        "le président du Conseil qui met fin à la guerre d'Indochine en 1954",
                        "the French prime minister who ends the Indochina War in 1954",
                    ],
                    [
                        "Qui était Pierre Mendès France ?",
                        "Who was Pierre Mendès France?",
                    ],
                    [
                        "Quel président du Conseil met fin à la guerre d'Indochine en 1954 ?",
                        "Which French prime minister ends the Indochina War in 1954?",
                    ],
                ),
                pair(
                    ["Guy Mollet", "Guy Mollet"],
                    [
                        "le président du Conseil socialiste qui envoie le contingent en Algérie en 1956",
                        "the socialist French prime minister who sends the conscripts to Algeria in 1956",
                    ],
                    ["Qui était Guy Mollet ?", "Who was Guy Mollet?"],
                    [
                        "Quel président du Conseil socialiste envoie le contingent en Algérie en 1956 ?",
                        "Which socialist French prime minister sends the conscripts to Algeria in 1956?",
                    ],
                ),
                pair(
                    ["Konrad Adenauer", "Konrad Adenauer"],
                    [
                        "le chancelier ouest-allemand qui scelle avec de Gaulle la réconciliation franco-allemande",
                        "the West German chancellor who seals Franco-German reconciliation with de Gaulle",
                    ],
                    ["Qui était Konrad Adenauer ?", "Who was Konrad Adenauer?"],
                    [
                        "Quel chancelier ouest-allemand scelle avec de Gaulle la réconciliation franco-allemande ?",
                        "Which West German chancellor seals Franco-German reconciliation with de Gaulle?",
                    ],
                ),
                pair(
                    ["Hô Chi Minh", "Ho Chi Minh"],
                    [
                        "le chef du Viêt-minh qui proclame l'indépendance du Viêt Nam en 1945",
                        "the leader of the Viet Minh who proclaims the independence of Vietnam in 1945",
                    ],
                    ["Qui était Hô Chi Minh ?", "Who was Ho Chi Minh?"],
                    [
                        "Quel chef du Viêt-minh proclame l'indépendance du Viêt Nam en 1945 ?",
                        "Which leader of the Viet Minh proclaims the independence of Vietnam in 1945?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "La politique étrangère du général de Gaulle",
            "General de Gaulle's foreign policy",
        ],
        which: [
            "Parmi ces décisions, lesquelles ont été prises par le général de Gaulle, président de la République ?",
            "Which of these decisions were taken by General de Gaulle as President of the Republic?",
        ],
        which_not: [
            "Parmi ces décisions, lesquelles n'ont pas été prises par le général de Gaulle, président de la République ?",
            "Which of these decisions were not taken by General de Gaulle as President of the Republic?",
        ],
        members: &[
            [
                "la reconnaissance de la Chine populaire (1964)",
                "the recognition of the People's Republic of China (1964)",
            ],
            [
                "le retrait du commandement intégré de l'OTAN (1966)",
                "the withdrawal from NATO's integrated command (1966)",
            ],
            [
                "la signature du traité de l'Élysée (1963)",
                "the signing of the Élysée Treaty (1963)",
            ],
            [
                "le discours de Phnom Penh contre la guerre du Viêt Nam (1966)",
                "the Phnom Penh speech against the Vietnam War (1966)",
            ],
        ],
        others: &[
            [
                "la signature des accords de Genève (1954)",
                "the signing of the Geneva Accords (1954)",
            ],
            [
                "l'expédition franco-britannique de Suez (1956)",
                "the Franco-British Suez expedition (1956)",
            ],
            [
                "la signature du traité de Rome (1957)",
                "the signing of the Treaty of Rome (1957)",
            ],
            [
                "l'adhésion de la France à l'OTAN (1949)",
                "France joining NATO (1949)",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: ["La France de 1946 à 1966", "France from 1946 to 1966"],
        order: [
            "Range ces événements du plus ancien au plus récent.",
            "Put these events in order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order, from the latest to the earliest.",
        ],
        next: [
            "Dans l'ordre chronologique, quel événement vient juste après celui-ci : « {} » ?",
            "In chronological order, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps: &[
            [
                "le début de la guerre d'Indochine",
                "the start of the Indochina War",
            ],
            ["la création de la CECA", "the creation of the ECSC"],
            ["la défaite de Diên Biên Phu", "the defeat at Dien Bien Phu"],
            [
                "la signature du traité de Rome",
                "the signing of the Treaty of Rome",
            ],
            [
                "le retour au pouvoir du général de Gaulle",
                "General de Gaulle's return to power",
            ],
            [
                "le premier essai nucléaire français",
                "the first French nuclear test",
            ],
            ["les accords d'Évian", "the Évian Accords"],
            [
                "le retrait du commandement intégré de l'OTAN",
                "the withdrawal from NATO's integrated command",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année les accords de Genève mettent-ils fin à la guerre d'Indochine ?",
                "In which year do the Geneva Accords end the Indochina War?",
            ],
            ["les accords de Genève", "the Geneva Accords"],
            1954.0,
        ),
        year(
            [
                "En quelle année le traité de Rome crée-t-il la Communauté économique européenne ?",
                "In which year does the Treaty of Rome create the European Economic Community?",
            ],
            ["le traité de Rome", "the Treaty of Rome"],
            1957.0,
        ),
        year(
            [
                "En quelle année la France réalise-t-elle son premier essai nucléaire, au Sahara ?",
                "In which year does France carry out its first nuclear test, in the Sahara?",
            ],
            [
                "le premier essai nucléaire français",
                "the first French nuclear test",
            ],
            1960.0,
        ),
        year(
            [
                "En quelle année les accords d'Évian mettent-ils fin à la guerre d'Algérie ?",
                "In which year do the Évian Accords end the Algerian War?",
            ],
            ["les accords d'Évian", "the Évian Accords"],
            1962.0,
        ),
        year(
            [
                "En quelle année la France reconnaît-elle la République populaire de Chine ?",
                "In which year does France recognise the People's Republic of China?",
            ],
            [
                "la reconnaissance de la Chine populaire",
                "the recognition of the People's Republic of China",
            ],
            1964.0,
        ),
        year(
            [
                "En quelle année la France quitte-t-elle le commandement intégré de l'OTAN ?",
                "In which year does France leave NATO's integrated command?",
            ],
            [
                "le retrait du commandement intégré de l'OTAN",
                "the withdrawal from NATO's integrated command",
            ],
            1966.0,
        ),
    ],
    diagrams: &[],
};

/// La modification des grands équilibres économiques et politiques mondiaux.
pub(crate) static GRANDS_EQUILIBRES: Bank = Bank {
    chapter: "histoire-geographie-tle-grands-equilibres-mondiaux",
    title: [
        "Les nouveaux équilibres mondiaux (1973-1991)",
        "The new world balance (1973-1991)",
    ],
    relations: &[
        Relation {
            name: [
                "Les notions des années 1970-1991",
                "The notions of the years 1970-1991",
            ],
            matching: [
                "Associe chaque notion à sa définition.",
                "Match each notion with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["un choc pétrolier", "an oil shock"],
                    [
                        "une brusque et forte hausse du prix du pétrole, comme en 1973 puis en 1979",
                        "a sudden, steep rise in the price of oil, as in 1973 and again in 1979",
                    ],
                    ["Qu'est-ce qu'un choc pétrolier ?", "What is an oil shock?"],
                ),
                word!(
                    ["la stagflation", "stagflation"],
                    [
                        "la combinaison d'une croissance faible, d'un chômage élevé et d'une forte inflation",
                        "the combination of weak growth, high unemployment and high inflation",
                    ],
                    ["Qu'est-ce que la stagflation ?", "What is stagflation?"],
                ),
                word!(
                    ["le néolibéralisme", "neoliberalism"],
                    [
                        "la politique qui réduit le rôle de l'État dans l'économie par les privatisations, la déréglementation et la baisse des impôts",
                        "the policy that reduces the role of the state in the economy through privatisation, deregulation and tax cuts",
                    ],
                    [
                        "Qu'est-ce que le néolibéralisme ?",
                        "What is neoliberalism?"
                    ],
                ),
                word!(
                    ["la perestroïka", "perestroika"],
                    [
                        "la politique de restructuration de l'économie soviétique lancée par Gorbatchev",
                        "the policy of restructuring the Soviet economy launched by Gorbachev",
                    ],
                    ["Qu'est-ce que la perestroïka ?", "What was perestroika?"],
                ),
                word!(
                    ["la glasnost", "glasnost"],
                    [
                        "la politique de transparence et de liberté d'expression lancée par Gorbatchev",
                        "the policy of openness and freedom of expression launched by Gorbachev",
                    ],
                    ["Qu'est-ce que la glasnost ?", "What was glasnost?"],
                ),
                word!(
                    ["la révolution islamique", "the Islamic Revolution"],
                    [
                        "la révolution qui renverse le chah d'Iran en 1979 et fonde une république islamique",
                        "the revolution that overthrows the Shah of Iran in 1979 and founds an Islamic republic",
                    ],
                    [
                        "Qu'est-ce que la révolution islamique ?",
                        "What was the Islamic Revolution?",
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
                    ["Margaret Thatcher", "Margaret Thatcher"],
                    [
                        "la Première ministre britannique qui privatise et affronte les syndicats à partir de 1979",
                        "the British prime minister who privatises and takes on the trade unions from 1979",
                    ],
                    [
                        "Qui était Margaret Thatcher ?",
                        "Who was Margaret Thatcher?",
                    ],
                    [
                        "Quelle Première ministre britannique privatise et affronte les syndicats à partir de 1979 ?",
                        "Which British prime minister privatises and takes on the trade unions from 1979?",
                    ],
                ),
                pair(
                    ["Ronald Reagan", "Ronald Reagan"],
                    [
                        "le président américain élu en 1980 qui baisse les impôts et relance la course aux armements",
                        "the American president elected in 1980 who cuts taxes and revives the arms race",
                    ],
                    ["Qui était Ronald Reagan ?", "Who was Ronald Reagan?"],
                    [
                        "Quel président américain, élu en 1980, baisse les impôts et relance la course aux armements ?",
                        "Which American president, elected in 1980, cuts taxes and revives the arms race?",
                    ],
                ),
                pair(
                    ["Deng Xiaoping", "Deng Xiaoping"],
                    [
                        "le dirigeant chinois qui ouvre la Chine à l'économie de marché à partir de 1978",
                        "the Chinese leader who opens China to the market economy from 1978",
                    ],
                    ["Qui était Deng Xiaoping ?", "Who was Deng Xiaoping?"],
                    [
                        "Quel dirigeant chinois ouvre la Chine à l'économie de marché à partir de 1978 ?",
                        "Which Chinese leader opens China to the market economy from 1978?",
                    ],
                ),
                pair(
                    ["l'ayatollah Khomeiny", "Ayatollah Khomeini"],
                    [
                        "le chef religieux chiite qui prend la tête de l'Iran en 1979",
                        "the Shiite religious leader who takes the lead of Iran in 1979",
                    ],
                    [
                        "Qui était l'ayatollah Khomeiny ?",
                        "Who was Ayatollah Khomeini?",
                    ],
                    [
                        "Quel chef religieux chiite prend la tête de l'Iran en 1979 ?",
                        "Which Shiite religious leader takes the lead of Iran in 1979?",
                    ],
                ),
                pair(
                    ["Mikhaïl Gorbatchev", "Mikhail Gorbachev"],
                    [
                        "le dernier dirigeant de l'URSS, arrivé au pouvoir en 1985",
                        "the last leader of the USSR, who came to power in 1985",
                    ],
                    [
                        "Qui était Mikhaïl Gorbatchev ?",
                        "Who was Mikhail Gorbachev?",
                    ],
                    [
                        "Qui fut le dernier dirigeant de l'URSS, arrivé au pouvoir en 1985 ?",
                        "Who was the last leader of the USSR, who came to power in 1985?",
                    ],
                ),
                pair(
                    ["Lech Walesa", "Lech Walesa"],
                    [
                        "l'ouvrier des chantiers navals de Gdańsk qui dirige le syndicat indépendant Solidarność",
                        "the Gdańsk shipyard worker who leads the independent trade union Solidarność",
                    ],
                    ["Qui était Lech Walesa ?", "Who was Lech Walesa?"],
                    [
                        "Quel ouvrier des chantiers navals de Gdańsk dirige le syndicat indépendant Solidarność ?",
                        "Which Gdańsk shipyard worker leads the independent trade union Solidarność?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "L'automne des peuples (1989)",
            "The autumn of nations (1989)",
        ],
        which: [
            "Parmi ces pays, dans lesquels le régime communiste tombe-t-il en 1989 ?",
            "In which of these countries does the communist regime fall in 1989?",
        ],
        which_not: [
            "Parmi ces pays, lesquels gardent un régime communiste après 1989 ?",
            "Which of these countries keep a communist regime after 1989?",
        ],
        members: &[
            ["la Pologne", "Poland"],
            ["la Hongrie", "Hungary"],
            ["la RDA", "the GDR"],
            ["la Tchécoslovaquie", "Czechoslovakia"],
            ["la Roumanie", "Romania"],
        ],
        others: &[
            ["la Chine", "China"],
            ["Cuba", "Cuba"],
            ["le Viêt Nam", "Vietnam"],
            ["la Corée du Nord", "North Korea"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Des chocs pétroliers à la fin de l'URSS",
            "From the oil shocks to the end of the USSR",
        ],
        order: [
            "Range ces événements du plus ancien au plus récent.",
            "Put these events in order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order, from the latest to the earliest.",
        ],
        next: [
            "Dans l'ordre chronologique, quel événement vient juste après celui-ci : « {} » ?",
            "In chronological order, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps: &[
            ["le premier choc pétrolier", "the first oil shock"],
            [
                "la révolution islamique en Iran",
                "the Islamic Revolution in Iran",
            ],
            [
                "l'intervention soviétique en Afghanistan",
                "the Soviet intervention in Afghanistan",
            ],
            [
                "l'élection de Ronald Reagan",
                "the election of Ronald Reagan",
            ],
            [
                "l'arrivée au pouvoir de Gorbatchev",
                "Gorbachev's coming to power",
            ],
            ["la chute du mur de Berlin", "the fall of the Berlin Wall"],
            ["la disparition de l'URSS", "the end of the USSR"],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année a lieu le premier choc pétrolier ?",
                "In which year does the first oil shock take place?",
            ],
            ["le premier choc pétrolier", "the first oil shock"],
            1973.0,
        ),
        year(
            [
                "En quelle année la révolution islamique renverse-t-elle le chah d'Iran ?",
                "In which year does the Islamic Revolution overthrow the Shah of Iran?",
            ],
            [
                "la révolution islamique en Iran",
                "the Islamic Revolution in Iran",
            ],
            1979.0,
        ),
        year(
            [
                "En quelle année Ronald Reagan est-il élu président des États-Unis ?",
                "In which year is Ronald Reagan elected president of the United States?",
            ],
            [
                "l'élection de Ronald Reagan",
                "the election of Ronald Reagan",
            ],
            1980.0,
        ),
        year(
            [
                "En quelle année Gorbatchev arrive-t-il à la tête de l'URSS ?",
                "In which year does Gorbachev come to the head of the USSR?",
            ],
            [
                "l'arrivée au pouvoir de Gorbatchev",
                "Gorbachev's coming to power",
            ],
            1985.0,
        ),
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
                "In which year does the USSR cease to exist?",
            ],
            ["la disparition de l'URSS", "the end of the USSR"],
            1991.0,
        ),
    ],
    diagrams: &[],
};

/// Un tournant social, politique et culturel, la France de 1974 à 1988.
pub(crate) static FRANCE_1974_1988: Bank = Bank {
    chapter: "histoire-geographie-tle-la-france-de-1974-a-1988",
    title: ["La France de 1974 à 1988", "France from 1974 to 1988"],
    relations: &[
        Relation {
            name: ["Les acteurs", "The actors"],
            matching: [
                "Associe chaque personnage à son rôle.",
                "Match each person with their role.",
            ],
            typed: true,
            pairs: &[
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
                        "Quel président, élu en 1974, abaisse la majorité à 18 ans ?",
                        "Which president, elected in 1974, lowers the age of majority to 18?",
                    ],
                ),
                pair(
                    ["Simone Veil", "Simone Veil"],
                    [
                        "la ministre de la Santé qui fait voter en 1975 la loi autorisant l'interruption volontaire de grossesse",
                        "the health minister who has the 1975 law allowing abortion passed",
                    ],
                    ["Qui était Simone Veil ?", "Who was Simone Veil?"],
                    [
                        "Quelle ministre de la Santé fait voter en 1975 la loi autorisant l'interruption volontaire de grossesse ?",
                        "Which health minister has the 1975 law allowing abortion passed?",
                    ],
                ),
                pair(
                    ["François Mitterrand", "François Mitterrand"],
                    [
                        "le premier président socialiste de la Ve République, élu en 1981",
                        "the first socialist president of the Fifth Republic, elected in 1981",
                    ],
                    [
                        "Qui était François Mitterrand ?",
                        "Who was François Mitterrand?",
                    ],
                    [
                        "Qui fut le premier président socialiste de la Ve République, élu en 1981 ?",
                        "Who was the first socialist president of the Fifth Republic, elected in 1981?",
                    ],
                ),
                pair(
                    ["Robert Badinter", "Robert Badinter"],
                    [
                        "le garde des Sceaux qui fait voter l'abolition de la peine de mort en 1981",
                        "the justice minister who has the abolition of the death penalty passed in 1981",
                    ],
                    ["Qui était Robert Badinter ?", "Who was Robert Badinter?"],
                    [
                        "Quel garde des Sceaux fait voter l'abolition de la peine de mort en 1981 ?",
                        "Which justice minister has the abolition of the death penalty passed in 1981?",
                    ],
                ),
                pair(
                    ["Gaston Defferre", "Gaston Defferre"],
                    [
                        "le ministre de l'Intérieur qui fait voter les lois de décentralisation de 1982",
                        "the interior minister who has the decentralisation laws of 1982 passed",
                    ],
                    ["Qui était Gaston Defferre ?", "Who was Gaston Defferre?"],
                    [
                        "Quel ministre de l'Intérieur fait voter les lois de décentralisation de 1982 ?",
                        "Which interior minister has the decentralisation laws of 1982 passed?",
                    ],
                ),
                pair(
                    ["Yvette Roudy", "Yvette Roudy"],
                    [
                        "la ministre déléguée aux Droits de la femme qui fait voter en 1983 une loi sur l'égalité professionnelle",
                        "the junior minister for women's rights who has a law on equality at work passed in 1983",
                    ],
                    ["Qui était Yvette Roudy ?", "Who was Yvette Roudy?"],
                    [
                        "Quelle ministre déléguée aux Droits de la femme fait voter en 1983 une loi sur l'égalité professionnelle ?",
                        "Which junior minister for women's rights has a law on equality at work passed in 1983?",
                    ],
                ),
                pair(
                    ["Jacques Chirac", "Jacques Chirac"],
                    [
                        "le Premier ministre de la première cohabitation, de 1986 à 1988",
                        "the prime minister of the first cohabitation, from 1986 to 1988",
                    ],
                    [
                        "Qui était Jacques Chirac en 1986 ?",
                        "Who was Jacques Chirac in 1986?",
                    ],
                    [
                        "Qui est le Premier ministre de la première cohabitation, de 1986 à 1988 ?",
                        "Who is the prime minister of the first cohabitation, from 1986 to 1988?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les notions de la vie politique",
                "The notions of political life",
            ],
            matching: [
                "Associe chaque notion à sa définition.",
                "Match each notion with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["l'alternance", "alternation in power"],
                    [
                        "le passage du pouvoir d'une majorité politique à une autre, comme en 1981",
                        "the handing of power from one political majority to another, as in 1981",
                    ],
                    [
                        "Qu'est-ce que l'alternance ?",
                        "What is alternation in power?"
                    ],
                ),
                word!(
                    ["la cohabitation", "cohabitation"],
                    [
                        "la coexistence d'un président de la République et d'un Premier ministre de camps politiques opposés",
                        "the coexistence of a President of the Republic and a prime minister from opposing political camps",
                    ],
                    ["Qu'est-ce que la cohabitation ?", "What is cohabitation?"],
                ),
                word!(
                    ["la décentralisation", "decentralisation"],
                    [
                        "le transfert de compétences de l'État vers les collectivités territoriales",
                        "the transfer of powers from the state to the local authorities",
                    ],
                    [
                        "Qu'est-ce que la décentralisation ?",
                        "What is decentralisation?"
                    ],
                ),
                word!(
                    ["la rigueur", "austerity"],
                    [
                        "la politique de réduction des dépenses et de lutte contre l'inflation choisie par le gouvernement en 1983",
                        "the policy of cutting spending and fighting inflation chosen by the government in 1983",
                    ],
                    [
                        "Qu'est-ce que la politique de rigueur ?",
                        "What was the austerity policy?"
                    ],
                ),
                word!(
                    ["le collège unique", "the single middle school"],
                    [
                        "le collège qui accueille tous les élèves sans filières séparées, créé par la loi Haby de 1975",
                        "the middle school that takes in all pupils without separate tracks, created by the Haby law of 1975",
                    ],
                    [
                        "Qu'est-ce que le collège unique ?",
                        "What is the single middle school?"
                    ],
                ),
                word!(
                    ["le RMI", "the RMI"],
                    [
                        "le revenu minimum d'insertion, créé en 1988 pour les personnes sans ressources",
                        "the minimum integration income, created in 1988 for people with no means",
                    ],
                    ["Qu'est-ce que le RMI ?", "What was the RMI?"],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les réformes de 1981-1982", "The reforms of 1981-1982"],
        which: [
            "Parmi ces réformes, lesquelles ont été adoptées en 1981-1982, après l'alternance ?",
            "Which of these reforms were adopted in 1981-1982, after the change of majority?",
        ],
        which_not: [
            "Parmi ces réformes, lesquelles n'ont pas été adoptées en 1981-1982 ?",
            "Which of these reforms were not adopted in 1981-1982?",
        ],
        members: &[
            [
                "l'abolition de la peine de mort",
                "the abolition of the death penalty",
            ],
            ["la retraite à 60 ans", "retirement at 60"],
            [
                "la cinquième semaine de congés payés",
                "the fifth week of paid holiday",
            ],
            ["les lois de décentralisation", "the decentralisation laws"],
        ],
        others: &[
            [
                "la légalisation de l'interruption volontaire de grossesse",
                "the legalisation of abortion",
            ],
            ["la majorité à 18 ans", "the age of majority at 18"],
            ["la création du RMI", "the creation of the RMI"],
            [
                "la création du collège unique",
                "the creation of the single middle school",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: ["La France de 1974 à 1988", "France from 1974 to 1988"],
        order: [
            "Range ces événements du plus ancien au plus récent.",
            "Put these events in order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order, from the latest to the earliest.",
        ],
        next: [
            "Dans l'ordre chronologique, quel événement vient juste après celui-ci : « {} » ?",
            "In chronological order, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps: &[
            [
                "l'élection de Valéry Giscard d'Estaing",
                "the election of Valéry Giscard d'Estaing",
            ],
            ["le vote de la loi Veil", "the passing of the Veil law"],
            [
                "l'élection de François Mitterrand",
                "the election of François Mitterrand",
            ],
            [
                "les lois Defferre de décentralisation",
                "the Defferre decentralisation laws",
            ],
            ["le tournant de la rigueur", "the turn to austerity"],
            ["la première cohabitation", "the first cohabitation"],
            ["la création du RMI", "the creation of the RMI"],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la majorité civile est-elle abaissée à 18 ans en France ?",
                "In which year is the age of majority lowered to 18 in France?",
            ],
            ["la majorité à 18 ans", "the age of majority at 18"],
            1974.0,
        ),
        year(
            [
                "En quelle année la loi Veil autorise-t-elle l'interruption volontaire de grossesse ?",
                "In which year does the Veil law allow abortion?",
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
                "En quelle année les lois Defferre lancent-elles la décentralisation ?",
                "In which year do the Defferre laws launch decentralisation?",
            ],
            ["les lois Defferre", "the Defferre laws"],
            1982.0,
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
                "En quelle année le revenu minimum d'insertion est-il créé ?",
                "In which year is the minimum integration income created?",
            ],
            ["la création du RMI", "the creation of the RMI"],
            1988.0,
        ),
    ],
    diagrams: &[],
};

/// Nouveaux rapports de puissance et enjeux mondiaux.
pub(crate) static RAPPORTS_PUISSANCE: Bank = Bank {
    chapter: "histoire-geographie-tle-nouveaux-rapports-de-puissance",
    title: [
        "Nouveaux rapports de puissance depuis 1991",
        "New power relations since 1991",
    ],
    relations: &[
        Relation {
            name: [
                "Les notions des relations internationales",
                "The notions of international relations",
            ],
            matching: [
                "Associe chaque notion à sa définition.",
                "Match each notion with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["l'hyperpuissance", "hyperpower"],
                    [
                        "la puissance sans rival des États-Unis après la fin de la guerre froide, selon l'expression d'Hubert Védrine",
                        "the unrivalled power of the United States after the end of the Cold War, in Hubert Védrine's phrase",
                    ],
                    ["Qu'est-ce que l'hyperpuissance ?", "What is hyperpower?"],
                ),
                word!(
                    ["le multilatéralisme", "multilateralism"],
                    [
                        "le règlement des affaires du monde par la concertation de nombreux États, notamment à l'ONU",
                        "the settling of world affairs through consultation among many states, notably at the UN",
                    ],
                    [
                        "Qu'est-ce que le multilatéralisme ?",
                        "What is multilateralism?"
                    ],
                ),
                word!(
                    ["l'unilatéralisme", "unilateralism"],
                    [
                        "la conduite par un État de sa politique étrangère sans chercher l'accord des autres États",
                        "a state's conduct of its foreign policy without seeking the agreement of other states",
                    ],
                    ["Qu'est-ce que l'unilatéralisme ?", "What is unilateralism?"],
                ),
                word!(
                    ["les BRICS", "the BRICS"],
                    [
                        "le groupe de puissances émergentes fondé par le Brésil, la Russie, l'Inde et la Chine, rejoint par l'Afrique du Sud en 2011",
                        "the group of emerging powers founded by Brazil, Russia, India and China, joined by South Africa in 2011",
                    ],
                    ["Que sont les BRICS ?", "What are the BRICS?"],
                ),
                word!(
                    [
                        "la Cour pénale internationale",
                        "the International Criminal Court"
                    ],
                    [
                        "la juridiction permanente, en place depuis 2002, qui juge les personnes accusées de génocide, de crimes contre l'humanité ou de crimes de guerre",
                        "the permanent court, in place since 2002, that tries people accused of genocide, crimes against humanity or war crimes",
                    ],
                    [
                        "Qu'est-ce que la Cour pénale internationale ?",
                        "What is the International Criminal Court?",
                    ],
                ),
                word!(
                    ["le G20", "the G20"],
                    [
                        "le forum qui réunit les principales économies développées et émergentes, au niveau des chefs d'État depuis la crise de 2008",
                        "the forum that brings together the main developed and emerging economies, at the level of heads of state since the crisis of 2008",
                    ],
                    ["Qu'est-ce que le G20 ?", "What is the G20?"],
                ),
            ],
        },
        Relation {
            name: [
                "Les lieux des conflits depuis 1990",
                "The places of conflict since 1990",
            ],
            matching: [
                "Associe chaque lieu à ce qui s'y est passé.",
                "Match each place with what happened there.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le Koweït", "Kuwait"],
                    [
                        "le pays envahi par l'Irak en 1990, libéré en 1991 par une coalition autorisée par l'ONU",
                        "the country invaded by Iraq in 1990, freed in 1991 by a coalition authorised by the UN",
                    ],
                    [
                        "Que s'est-il passé au Koweït en 1990-1991 ?",
                        "What happened in Kuwait in 1990-1991?",
                    ],
                    [
                        "Quel pays est envahi par l'Irak en 1990, puis libéré en 1991 par une coalition autorisée par l'ONU ?",
                        "Which country is invaded by Iraq in 1990, then freed in 1991 by a coalition authorised by the UN?",
                    ],
                ),
                pair(
                    ["le Rwanda", "Rwanda"],
                    [
                        "le pays où a lieu en 1994 le génocide des Tutsi",
                        "the country where the genocide of the Tutsi takes place in 1994",
                    ],
                    [
                        "Que s'est-il passé au Rwanda en 1994 ?",
                        "What happened in Rwanda in 1994?",
                    ],
                    [
                        "Dans quel pays a lieu en 1994 le génocide des Tutsi ?",
                        "In which country does the genocide of the Tutsi take place in 1994?",
                    ],
                ),
                pair(
                    ["Srebrenica", "Srebrenica"],
                    [
                        "la ville de Bosnie où plus de 8 000 hommes et garçons musulmans sont massacrés en juillet 1995",
                        "the Bosnian town where more than 8,000 Muslim men and boys are massacred in July 1995",
                    ],
                    [
                        "Que s'est-il passé à Srebrenica en 1995 ?",
                        "What happened at Srebrenica in 1995?",
                    ],
                    [
                        "Dans quelle ville de Bosnie plus de 8 000 hommes et garçons musulmans sont-ils massacrés en juillet 1995 ?",
                        "In which Bosnian town are more than 8,000 Muslim men and boys massacred in July 1995?",
                    ],
                ),
                pair(
                    ["New York", "New York"],
                    [
                        "la ville où les tours du World Trade Center sont détruites par les attentats du 11 septembre 2001",
                        "the city where the towers of the World Trade Center are destroyed by the attacks of 11 September 2001",
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
                    ["l'Afghanistan", "Afghanistan"],
                    [
                        "le pays où les États-Unis interviennent en octobre 2001 contre les talibans et al-Qaida",
                        "the country where the United States intervenes in October 2001 against the Taliban and al-Qaeda",
                    ],
                    [
                        "Que s'est-il passé en Afghanistan en octobre 2001 ?",
                        "What happened in Afghanistan in October 2001?",
                    ],
                    [
                        "Dans quel pays les États-Unis interviennent-ils en octobre 2001 contre les talibans et al-Qaida ?",
                        "In which country does the United States intervene in October 2001 against the Taliban and al-Qaeda?",
                    ],
                ),
                pair(
                    ["l'Irak", "Iraq"],
                    [
                        "le pays envahi en 2003 par les États-Unis sans l'accord du Conseil de sécurité",
                        "the country invaded in 2003 by the United States without the agreement of the Security Council",
                    ],
                    [
                        "Que s'est-il passé en Irak en 2003 ?",
                        "What happened in Iraq in 2003?",
                    ],
                    [
                        "Quel pays est envahi en 2003 par les États-Unis sans l'accord du Conseil de sécurité ?",
                        "Which country is invaded in 2003 by the United States without the agreement of the Security Council?",
                    ],
                ),
                pair(
                    ["la Crimée", "Crimea"],
                    [
                        "la péninsule ukrainienne annexée par la Russie en 2014",
                        "the Ukrainian peninsula annexed by Russia in 2014",
                    ],
                    [
                        "Que s'est-il passé en Crimée en 2014 ?",
                        "What happened in Crimea in 2014?",
                    ],
                    [
                        "Quelle péninsule ukrainienne est annexée par la Russie en 2014 ?",
                        "Which Ukrainian peninsula is annexed by Russia in 2014?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les BRICS en 2011", "The BRICS in 2011"],
        which: [
            "Parmi ces pays, lesquels forment le groupe des BRICS en 2011 ?",
            "Which of these countries make up the BRICS group in 2011?",
        ],
        which_not: [
            "Parmi ces pays, lesquels ne font pas partie des BRICS en 2011 ?",
            "Which of these countries are not part of the BRICS in 2011?",
        ],
        members: &[
            ["le Brésil", "Brazil"],
            ["la Russie", "Russia"],
            ["l'Inde", "India"],
            ["la Chine", "China"],
            ["l'Afrique du Sud", "South Africa"],
        ],
        others: &[
            ["le Mexique", "Mexico"],
            ["le Japon", "Japan"],
            ["le Nigeria", "Nigeria"],
            ["la Turquie", "Turkey"],
        ],
    }],
    sequences: &[Sequence {
        name: ["Les conflits depuis 1990", "The conflicts since 1990"],
        order: [
            "Range ces événements du plus ancien au plus récent.",
            "Put these events in order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order, from the latest to the earliest.",
        ],
        next: [
            "Dans l'ordre chronologique, quel événement vient juste après celui-ci : « {} » ?",
            "In chronological order, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps: &[
            ["la guerre du Golfe", "the Gulf War"],
            [
                "le génocide des Tutsi au Rwanda",
                "the genocide of the Tutsi in Rwanda",
            ],
            ["le massacre de Srebrenica", "the Srebrenica massacre"],
            ["les attentats du 11 septembre", "the 11 September attacks"],
            [
                "l'invasion de l'Irak par les États-Unis",
                "the invasion of Iraq by the United States",
            ],
            [
                "la crise financière mondiale partie des États-Unis",
                "the world financial crisis that started in the United States",
            ],
            [
                "l'annexion de la Crimée par la Russie",
                "the annexation of Crimea by Russia",
            ],
            [
                "l'invasion de toute l'Ukraine par la Russie",
                "the invasion of the whole of Ukraine by Russia",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année a lieu le génocide des Tutsi au Rwanda ?",
                "In which year does the genocide of the Tutsi in Rwanda take place?",
            ],
            ["le génocide des Tutsi", "the genocide of the Tutsi"],
            1994.0,
        ),
        year(
            [
                "En quelle année a lieu le massacre de Srebrenica ?",
                "In which year does the Srebrenica massacre take place?",
            ],
            ["le massacre de Srebrenica", "the Srebrenica massacre"],
            1995.0,
        ),
        year(
            [
                "En quelle année la Cour pénale internationale entre-t-elle en fonction ?",
                "In which year does the International Criminal Court come into operation?",
            ],
            [
                "la Cour pénale internationale",
                "the International Criminal Court",
            ],
            2002.0,
        ),
        year(
            [
                "En quelle année les États-Unis envahissent-ils l'Irak ?",
                "In which year does the United States invade Iraq?",
            ],
            ["l'invasion de l'Irak", "the invasion of Iraq"],
            2003.0,
        ),
        year(
            [
                "En quelle année la Russie annexe-t-elle la Crimée ?",
                "In which year does Russia annex Crimea?",
            ],
            ["l'annexion de la Crimée", "the annexation of Crimea"],
            2014.0,
        ),
        year(
            [
                "En quelle année la Russie lance-t-elle l'invasion de toute l'Ukraine ?",
                "In which year does Russia launch the invasion of the whole of Ukraine?",
            ],
            [
                "l'invasion de toute l'Ukraine",
                "the invasion of the whole of Ukraine",
            ],
            2022.0,
        ),
    ],
    diagrams: &[],
};

/// La construction européenne entre élargissement, approfondissement et remises en question.
pub(crate) static EUROPE_DEPUIS_1990: Bank = Bank {
    chapter: "histoire-geographie-tle-construction-europeenne-depuis-1990",
    title: [
        "La construction européenne depuis 1990",
        "European integration since 1990",
    ],
    relations: &[
        Relation {
            name: [
                "Les notions de l'Union européenne",
                "The notions of the European Union",
            ],
            matching: [
                "Associe chaque notion à sa définition.",
                "Match each notion with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["l'espace Schengen", "the Schengen Area"],
                    [
                        "l'espace de libre circulation des personnes, sans contrôle aux frontières intérieures",
                        "the area of free movement of people, with no checks at the internal borders",
                    ],
                    [
                        "Qu'est-ce que l'espace Schengen ?",
                        "What is the Schengen Area?"
                    ],
                ),
                word!(
                    ["l'euro", "the euro"],
                    [
                        "la monnaie unique européenne, dont les pièces et les billets circulent depuis 2002",
                        "the European single currency, whose coins and notes have circulated since 2002",
                    ],
                    ["Qu'est-ce que l'euro ?", "What is the euro?"],
                ),
                word!(
                    ["l'élargissement", "enlargement"],
                    [
                        "l'entrée de nouveaux États dans l'Union européenne",
                        "the entry of new states into the European Union",
                    ],
                    ["Qu'est-ce que l'élargissement ?", "What is enlargement?"],
                ),
                word!(
                    ["l'approfondissement", "deepening"],
                    [
                        "le renforcement de l'intégration entre les États membres par de nouvelles compétences communes",
                        "the strengthening of integration between the member states through new shared powers",
                    ],
                    ["Qu'est-ce que l'approfondissement ?", "What is deepening?"],
                ),
                word!(
                    ["l'euroscepticisme", "Euroscepticism"],
                    [
                        "la méfiance ou l'hostilité envers la construction européenne",
                        "distrust of or hostility to European integration",
                    ],
                    [
                        "Qu'est-ce que l'euroscepticisme ?",
                        "What is Euroscepticism?"
                    ],
                ),
                word!(
                    ["le Brexit", "Brexit"],
                    [
                        "la sortie du Royaume-Uni de l'Union européenne, effective en 2020",
                        "the United Kingdom's exit from the European Union, effective in 2020",
                    ],
                    ["Qu'est-ce que le Brexit ?", "What is Brexit?"],
                ),
            ],
        },
        Relation {
            name: ["Les traités européens", "The European treaties"],
            matching: [
                "Associe chaque traité à ce qu'il décide ou à ce qu'il devient.",
                "Match each treaty with what it decides or what becomes of it.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'Acte unique européen", "the Single European Act"],
                    [
                        "le traité de 1986 qui prévoit le grand marché intérieur pour 1993",
                        "the treaty of 1986 that plans the single market for 1993",
                    ],
                    [
                        "Qu'est-ce que l'Acte unique européen ?",
                        "What was the Single European Act?",
                    ],
                    [
                        "Quel traité de 1986 prévoit le grand marché intérieur pour 1993 ?",
                        "Which treaty of 1986 plans the single market for 1993?",
                    ],
                ),
                pair(
                    ["le traité de Maastricht", "the Maastricht Treaty"],
                    [
                        "le traité de 1992 qui crée l'Union européenne et la citoyenneté européenne",
                        "the treaty of 1992 that creates the European Union and European citizenship",
                    ],
                    [
                        "Qu'est-ce que le traité de Maastricht ?",
                        "What was the Maastricht Treaty?",
                    ],
                    [
                        "Quel traité de 1992 crée l'Union européenne et la citoyenneté européenne ?",
                        "Which treaty of 1992 creates the European Union and European citizenship?",
                    ],
                ),
                pair(
                    ["le traité d'Amsterdam", "the Treaty of Amsterdam"],
                    [
                        "le traité de 1997 qui intègre les accords de Schengen au droit de l'Union",
                        "the treaty of 1997 that brings the Schengen agreements into Union law",
                    ],
                    [
                        "Qu'est-ce que le traité d'Amsterdam ?",
                        "What was the Treaty of Amsterdam?",
                    ],
                    [
                        "Quel traité de 1997 intègre les accords de Schengen au droit de l'Union ?",
                        "Which treaty of 1997 brings the Schengen agreements into Union law?",
                    ],
                ),
                pair(
                    [
                        "le traité établissant une Constitution pour l'Europe",
                        "the Treaty establishing a Constitution for Europe",
                    ],
                    [
                        "le traité rejeté par référendum en France et aux Pays-Bas en 2005",
                        "the treaty rejected by referendum in France and the Netherlands in 2005",
                    ],
                    [
                        "Qu'est-il advenu du traité établissant une Constitution pour l'Europe ?",
                        "What became of the Treaty establishing a Constitution for Europe?",
                    ],
                    [
                        "Quel traité est rejeté par référendum en France et aux Pays-Bas en 2005 ?",
                        "Which treaty is rejected by referendum in France and the Netherlands in 2005?",
                    ],
                ),
                pair(
                    ["le traité de Lisbonne", "the Treaty of Lisbon"],
                    [
                        "le traité de 2007 qui reprend l'essentiel de la Constitution rejetée et crée un président stable du Conseil européen",
                        "the treaty of 2007 that takes up most of the rejected Constitution and creates a standing president of the European Council",
                    ],
                    [
                        "Qu'est-ce que le traité de Lisbonne ?",
                        "What is the Treaty of Lisbon?",
                    ],
                    [
                        "Quel traité de 2007 reprend l'essentiel de la Constitution rejetée et crée un président stable du Conseil européen ?",
                        "Which treaty of 2007 takes up most of the rejected Constitution and creates a standing president of the European Council?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["L'élargissement de 2004", "The enlargement of 2004"],
        which: [
            "Parmi ces pays, lesquels sont entrés dans l'Union européenne en 2004 ?",
            "Which of these countries joined the European Union in 2004?",
        ],
        which_not: [
            "Parmi ces pays, lesquels ne sont pas entrés dans l'Union européenne en 2004 ?",
            "Which of these countries did not join the European Union in 2004?",
        ],
        members: &[
            ["la Pologne", "Poland"],
            ["la Hongrie", "Hungary"],
            ["la République tchèque", "the Czech Republic"],
            ["la Lituanie", "Lithuania"],
            ["Malte", "Malta"],
        ],
        others: &[
            ["la Roumanie", "Romania"],
            ["la Bulgarie", "Bulgaria"],
            ["la Croatie", "Croatia"],
            ["l'Autriche", "Austria"],
            ["la Suède", "Sweden"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "L'Union européenne depuis 1992",
            "The European Union since 1992",
        ],
        order: [
            "Range ces événements du plus ancien au plus récent.",
            "Put these events in order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order, from the latest to the earliest.",
        ],
        next: [
            "Dans l'ordre chronologique, quel événement vient juste après celui-ci : « {} » ?",
            "In chronological order, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps: &[
            [
                "la signature du traité de Maastricht",
                "the signing of the Maastricht Treaty",
            ],
            [
                "la mise en circulation des pièces et billets en euros",
                "the introduction of euro coins and notes",
            ],
            [
                "l'entrée de dix nouveaux États dans l'Union",
                "the entry of ten new states into the Union",
            ],
            [
                "le rejet du traité constitutionnel par les Français",
                "the rejection of the constitutional treaty by the French",
            ],
            [
                "la signature du traité de Lisbonne",
                "the signing of the Treaty of Lisbon",
            ],
            ["l'adhésion de la Croatie", "the accession of Croatia"],
            [
                "la sortie effective du Royaume-Uni",
                "the United Kingdom's actual exit",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année le traité de Maastricht est-il signé ?",
                "In which year is the Maastricht Treaty signed?",
            ],
            ["le traité de Maastricht", "the Maastricht Treaty"],
            1992.0,
        ),
        year(
            [
                "En quelle année les pièces et les billets en euros sont-ils mis en circulation ?",
                "In which year are euro coins and notes put into circulation?",
            ],
            ["les premiers billets en euros", "the first euro notes"],
            2002.0,
        ),
        year(
            [
                "En quelle année dix nouveaux États entrent-ils dans l'Union européenne ?",
                "In which year do ten new states join the European Union?",
            ],
            [
                "l'élargissement à dix États",
                "the enlargement to ten states",
            ],
            2004.0,
        ),
        year(
            [
                "En quelle année les Français rejettent-ils par référendum le traité constitutionnel européen ?",
                "In which year do the French reject the European constitutional treaty by referendum?",
            ],
            [
                "le rejet du traité constitutionnel",
                "the rejection of the constitutional treaty",
            ],
            2005.0,
        ),
        year(
            [
                "En quelle année la Croatie entre-t-elle dans l'Union européenne ?",
                "In which year does Croatia join the European Union?",
            ],
            ["l'adhésion de la Croatie", "the accession of Croatia"],
            2013.0,
        ),
        year(
            [
                "En quelle année la sortie du Royaume-Uni de l'Union européenne devient-elle effective ?",
                "In which year does the United Kingdom's exit from the European Union take effect?",
            ],
            ["la sortie du Royaume-Uni", "the United Kingdom's exit"],
            2020.0,
        ),
    ],
    diagrams: &[],
};

/// La République française.
pub(crate) static REPUBLIQUE: Bank = Bank {
    chapter: "histoire-geographie-tle-la-republique-francaise",
    title: ["La République française", "The French Republic"],
    relations: &[
        Relation {
            name: [
                "Les principes de la République",
                "The principles of the Republic",
            ],
            matching: [
                "Associe chaque notion à sa définition.",
                "Match each notion with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["l'État de droit", "the rule of law"],
                    [
                        "un État où les pouvoirs publics sont soumis aux règles de droit, sous le contrôle de juges",
                        "a state where public authorities are bound by the rules of law, under the control of judges",
                    ],
                    [
                        "Qu'est-ce que l'État de droit ?",
                        "What is the rule of law?"
                    ],
                ),
                word!(
                    ["la laïcité", "secularism"],
                    [
                        "le principe de séparation des Églises et de l'État, qui garantit la liberté de conscience",
                        "the principle of the separation of the Churches and the state, which guarantees freedom of conscience",
                    ],
                    [
                        "Qu'est-ce que la laïcité ?",
                        "What is secularism (laïcité)?"
                    ],
                ),
                word!(
                    ["la parité", "parity"],
                    [
                        "l'égal accès des femmes et des hommes aux mandats électoraux et aux fonctions électives",
                        "equal access of women and men to electoral mandates and elected office",
                    ],
                    ["Qu'est-ce que la parité ?", "What is parity?"],
                ),
                word!(
                    ["le quinquennat", "the five-year term"],
                    [
                        "le mandat présidentiel de cinq ans, adopté par référendum en 2000",
                        "the presidential term of five years, adopted by referendum in 2000",
                    ],
                    [
                        "Qu'est-ce que le quinquennat ?",
                        "What is the five-year term?"
                    ],
                ),
                word!(
                    [
                        "la question prioritaire de constitutionnalité",
                        "the priority question of constitutionality"
                    ],
                    [
                        "le droit pour un justiciable de contester devant le Conseil constitutionnel une loi déjà en vigueur",
                        "the right of a party to a case to challenge a law already in force before the Constitutional Council",
                    ],
                    [
                        "Qu'est-ce que la question prioritaire de constitutionnalité ?",
                        "What is the priority question of constitutionality?",
                    ],
                ),
                word!(
                    ["le PACS", "the PACS"],
                    [
                        "le pacte civil de solidarité, créé en 1999, qui permet à deux adultes, de même sexe ou non, d'organiser leur vie commune",
                        "the civil solidarity pact, created in 1999, which allows two adults, of the same sex or not, to organise their life together",
                    ],
                    ["Qu'est-ce que le PACS ?", "What is the PACS?"],
                ),
            ],
        },
        Relation {
            name: [
                "Les institutions de la Ve République",
                "The institutions of the Fifth Republic",
            ],
            matching: [
                "Associe chaque institution à son rôle.",
                "Match each institution with its role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    [
                        "le président de la République",
                        "the President of the Republic",
                    ],
                    [
                        "le chef de l'État, élu au suffrage universel direct depuis la réforme de 1962",
                        "the head of state, elected by direct universal suffrage since the reform of 1962",
                    ],
                    [
                        "Quel est le rôle du président de la République ?",
                        "What is the role of the President of the Republic?",
                    ],
                    [
                        "Qui est le chef de l'État, élu au suffrage universel direct depuis la réforme de 1962 ?",
                        "Who is the head of state, elected by direct universal suffrage since the reform of 1962?",
                    ],
                ),
                pair(
                    ["le gouvernement", "the government"],
                    [
                        "l'ensemble des ministres dirigé par le Premier ministre, qui détermine et conduit la politique de la nation",
                        "the ministers led by the prime minister, who determine and conduct the policy of the nation",
                    ],
                    [
                        "Quel est le rôle du gouvernement ?",
                        "What is the role of the government?",
                    ],
                    [
                        "Quelle institution, dirigée par le Premier ministre, détermine et conduit la politique de la nation ?",
                        "Which institution, led by the prime minister, determines and conducts the policy of the nation?",
                    ],
                ),
                pair(
                    ["le Parlement", "Parliament"],
                    [
                        "l'Assemblée nationale et le Sénat, qui votent la loi et contrôlent l'action du gouvernement",
                        "the National Assembly and the Senate, which pass the laws and scrutinise the government's action",
                    ],
                    [
                        "Quel est le rôle du Parlement ?",
                        "What is the role of Parliament?",
                    ],
                    [
                        "Quelle institution, formée de l'Assemblée nationale et du Sénat, vote la loi et contrôle l'action du gouvernement ?",
                        "Which institution, made up of the National Assembly and the Senate, passes the laws and scrutinises the government's action?",
                    ],
                ),
                pair(
                    ["le Conseil constitutionnel", "the Constitutional Council"],
                    [
                        "l'institution qui vérifie que les lois respectent la Constitution",
                        "the institution that checks that the laws comply with the Constitution",
                    ],
                    [
                        "Quel est le rôle du Conseil constitutionnel ?",
                        "What is the role of the Constitutional Council?",
                    ],
                    [
                        "Quelle institution vérifie que les lois respectent la Constitution ?",
                        "Which institution checks that the laws comply with the Constitution?",
                    ],
                ),
                pair(
                    ["le Conseil d'État", "the Council of State"],
                    [
                        "l'institution qui conseille le gouvernement sur ses projets de loi et juge en dernier ressort les litiges avec l'administration",
                        "the institution that advises the government on its bills and rules in the last instance on disputes with the administration",
                    ],
                    [
                        "Quel est le rôle du Conseil d'État ?",
                        "What is the role of the Council of State?",
                    ],
                    [
                        "Quelle institution conseille le gouvernement sur ses projets de loi et juge en dernier ressort les litiges avec l'administration ?",
                        "Which institution advises the government on its bills and rules in the last instance on disputes with the administration?",
                    ],
                ),
                pair(
                    ["le Défenseur des droits", "the Defender of Rights"],
                    [
                        "l'autorité indépendante, inscrite dans la Constitution en 2008, qui défend les droits des usagers face aux services publics et lutte contre les discriminations",
                        "the independent authority, written into the Constitution in 2008, that defends the rights of users of public services and fights discrimination",
                    ],
                    [
                        "Quel est le rôle du Défenseur des droits ?",
                        "What is the role of the Defender of Rights?",
                    ],
                    [
                        "Quelle autorité indépendante, inscrite dans la Constitution en 2008, défend les droits des usagers face aux services publics et lutte contre les discriminations ?",
                        "Which independent authority, written into the Constitution in 2008, defends the rights of users of public services and fights discrimination?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "L'article 1er de la Constitution",
            "Article 1 of the Constitution",
        ],
        which: [
            "Parmi ces mots, lesquels l'article 1er de la Constitution de 1958 emploie-t-il pour qualifier la République française ?",
            "Which of these words does Article 1 of the Constitution of 1958 use to describe the French Republic?",
        ],
        which_not: [
            "Parmi ces mots, lesquels l'article 1er de la Constitution de 1958 n'emploie-t-il pas pour qualifier la République française ?",
            "Which of these words does Article 1 of the Constitution of 1958 not use to describe the French Republic?",
        ],
        members: &[
            ["indivisible", "indivisible"],
            ["laïque", "secular"],
            ["démocratique", "democratic"],
            ["sociale", "social"],
        ],
        others: &[
            ["fédérale", "federal"],
            ["confessionnelle", "denominational"],
            ["présidentielle", "presidential"],
            ["parlementaire", "parliamentary"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La République de 1905 à nos jours",
            "The Republic from 1905 to the present",
        ],
        order: [
            "Range ces événements du plus ancien au plus récent.",
            "Put these events in order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order, from the latest to the earliest.",
        ],
        next: [
            "Dans l'ordre chronologique, quel événement vient juste après celui-ci : « {} » ?",
            "In chronological order, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps: &[
            [
                "la loi de séparation des Églises et de l'État",
                "the law separating the Churches and the state",
            ],
            [
                "l'adoption de la Constitution de la Ve République",
                "the adoption of the Constitution of the Fifth Republic",
            ],
            [
                "le référendum sur l'élection du président au suffrage universel direct",
                "the referendum on electing the president by direct universal suffrage",
            ],
            ["la création du PACS", "the creation of the PACS"],
            [
                "le référendum sur le quinquennat",
                "the referendum on the five-year term",
            ],
            [
                "la révision constitutionnelle qui crée la question prioritaire de constitutionnalité",
                "the constitutional revision that creates the priority question of constitutionality",
            ],
            [
                "l'ouverture du mariage aux couples de même sexe",
                "the opening of marriage to same-sex couples",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la loi de séparation des Églises et de l'État est-elle votée ?",
                "In which year is the law separating the Churches and the state passed?",
            ],
            [
                "la loi de séparation des Églises et de l'État",
                "the law separating the Churches and the state",
            ],
            1905.0,
        ),
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
                "En quelle année un référendum décide-t-il l'élection du président de la République au suffrage universel direct ?",
                "In which year does a referendum decide that the President of the Republic is elected by direct universal suffrage?",
            ],
            [
                "l'élection du président au suffrage universel direct",
                "the election of the president by direct universal suffrage",
            ],
            1962.0,
        ),
        year(
            [
                "En quelle année le pacte civil de solidarité est-il créé ?",
                "In which year is the civil solidarity pact created?",
            ],
            ["la création du PACS", "the creation of the PACS"],
            1999.0,
        ),
        year(
            [
                "En quelle année les Français adoptent-ils le quinquennat par référendum ?",
                "In which year do the French adopt the five-year term by referendum?",
            ],
            ["le quinquennat", "the five-year term"],
            2000.0,
        ),
        year(
            [
                "En quelle année le mariage est-il ouvert aux couples de même sexe en France ?",
                "In which year is marriage opened to same-sex couples in France?",
            ],
            [
                "le mariage pour les couples de même sexe",
                "marriage for same-sex couples",
            ],
            2013.0,
        ),
    ],
    diagrams: &[],
};

/// Mers et océans : au cœur de la mondialisation.
pub(crate) static MERS_OCEANS: Bank = Bank {
    chapter: "histoire-geographie-tle-mers-et-oceans-mondialisation",
    title: [
        "Mers et océans, au cœur de la mondialisation",
        "Seas and oceans, at the heart of globalisation",
    ],
    relations: &[
        Relation {
            name: [
                "Les notions de la géographie maritime",
                "The notions of maritime geography",
            ],
            matching: [
                "Associe chaque notion à sa définition.",
                "Match each notion with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la maritimisation", "maritimisation"],
                    [
                        "le rôle croissant des mers et des océans dans l'économie mondiale et les échanges",
                        "the growing role of the seas and oceans in the world economy and in trade",
                    ],
                    [
                        "Qu'est-ce que la maritimisation ?",
                        "What is maritimisation?"
                    ],
                ),
                word!(
                    ["la conteneurisation", "containerisation"],
                    [
                        "le transport des marchandises dans des caisses métalliques de taille standard",
                        "the carrying of goods in metal boxes of a standard size",
                    ],
                    [
                        "Qu'est-ce que la conteneurisation ?",
                        "What is containerisation?"
                    ],
                ),
                word!(
                    [
                        "la zone économique exclusive",
                        "the exclusive economic zone"
                    ],
                    [
                        "l'espace maritime, jusqu'à 200 milles marins des côtes, où un État est seul à exploiter les ressources",
                        "the sea area, up to 200 nautical miles from the coast, where a state alone exploits the resources",
                    ],
                    [
                        "Qu'est-ce que la zone économique exclusive ?",
                        "What is the exclusive economic zone?",
                    ],
                ),
                word!(
                    ["la haute mer", "the high seas"],
                    [
                        "l'espace maritime situé au-delà des zones économiques exclusives, qui n'appartient à aucun État",
                        "the sea area beyond the exclusive economic zones, which belongs to no state",
                    ],
                    ["Qu'est-ce que la haute mer ?", "What are the high seas?"],
                ),
                word!(
                    ["un hub portuaire", "a port hub"],
                    [
                        "un grand port où les conteneurs passent des plus grands navires à des navires plus petits qui desservent d'autres ports",
                        "a major port where containers are moved from the largest ships to smaller ships serving other ports",
                    ],
                    ["Qu'est-ce qu'un hub portuaire ?", "What is a port hub?"],
                ),
                word!(
                    ["une façade maritime", "a maritime façade"],
                    [
                        "un littoral qui regroupe plusieurs grands ports ouverts sur un même espace maritime",
                        "a coastline grouping several major ports open onto the same sea area",
                    ],
                    [
                        "Qu'est-ce qu'une façade maritime ?",
                        "What is a maritime façade?"
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les passages stratégiques", "The strategic passages"],
            matching: [
                "Associe chaque passage aux espaces maritimes qu'il relie.",
                "Match each passage with the sea areas it links.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le détroit de Malacca", "the Strait of Malacca"],
                    [
                        "relie l'océan Indien à la mer de Chine méridionale",
                        "links the Indian Ocean with the South China Sea",
                    ],
                    [
                        "Quels espaces maritimes le détroit de Malacca relie-t-il ?",
                        "Which sea areas does the Strait of Malacca link?",
                    ],
                    [
                        "Quel détroit relie l'océan Indien à la mer de Chine méridionale ?",
                        "Which strait links the Indian Ocean with the South China Sea?",
                    ],
                ),
                pair(
                    ["le détroit d'Ormuz", "the Strait of Hormuz"],
                    [
                        "relie le golfe Persique à la mer d'Oman",
                        "links the Persian Gulf with the Gulf of Oman",
                    ],
                    [
                        "Quels espaces maritimes le détroit d'Ormuz relie-t-il ?",
                        "Which sea areas does the Strait of Hormuz link?",
                    ],
                    [
                        "Quel détroit relie le golfe Persique à la mer d'Oman ?",
                        "Which strait links the Persian Gulf with the Gulf of Oman?",
                    ],
                ),
                pair(
                    ["le canal de Suez", "the Suez Canal"],
                    [
                        "relie la mer Méditerranée à la mer Rouge",
                        "links the Mediterranean Sea with the Red Sea",
                    ],
                    [
                        "Quels espaces maritimes le canal de Suez relie-t-il ?",
                        "Which sea areas does the Suez Canal link?",
                    ],
                    [
                        "Quel canal relie la mer Méditerranée à la mer Rouge ?",
                        "Which canal links the Mediterranean Sea with the Red Sea?",
                    ],
                ),
                pair(
                    ["le canal de Panama", "the Panama Canal"],
                    [
                        "relie la mer des Caraïbes à l'océan Pacifique",
                        "links the Caribbean Sea with the Pacific Ocean",
                    ],
                    [
                        "Quels espaces maritimes le canal de Panama relie-t-il ?",
                        "Which sea areas does the Panama Canal link?",
                    ],
                    [
                        "Quel canal relie la mer des Caraïbes à l'océan Pacifique ?",
                        "Which canal links the Caribbean Sea with the Pacific Ocean?",
                    ],
                ),
                pair(
                    ["le détroit de Gibraltar", "the Strait of Gibraltar"],
                    [
                        "relie la mer Méditerranée à l'océan Atlantique",
                        "links the Mediterranean Sea with the Atlantic Ocean",
                    ],
                    [
                        "Quels espaces maritimes le détroit de Gibraltar relie-t-il ?",
                        "Which sea areas does the Strait of Gibraltar link?",
                    ],
                    [
                        "Quel détroit relie la mer Méditerranée à l'océan Atlantique ?",
                        "Which strait links the Mediterranean Sea with the Atlantic Ocean?",
                    ],
                ),
                pair(
                    ["le pas de Calais", "the Strait of Dover"],
                    [
                        "relie la Manche à la mer du Nord",
                        "links the English Channel with the North Sea",
                    ],
                    [
                        "Quels espaces maritimes le pas de Calais relie-t-il ?",
                        "Which sea areas does the Strait of Dover link?",
                    ],
                    [
                        "Quel détroit relie la Manche à la mer du Nord ?",
                        "Which strait links the English Channel with the North Sea?",
                    ],
                ),
                pair(
                    ["le détroit de Bab el-Mandeb", "the Bab el-Mandeb Strait"],
                    [
                        "relie la mer Rouge au golfe d'Aden",
                        "links the Red Sea with the Gulf of Aden",
                    ],
                    [
                        "Quels espaces maritimes le détroit de Bab el-Mandeb relie-t-il ?",
                        "Which sea areas does the Bab el-Mandeb Strait link?",
                    ],
                    [
                        "Quel détroit relie la mer Rouge au golfe d'Aden ?",
                        "Which strait links the Red Sea with the Gulf of Aden?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les grands ports à conteneurs chinois",
            "The major Chinese container ports",
        ],
        which: [
            "Parmi ces ports, lesquels sont des ports chinois ?",
            "Which of these ports are Chinese ports?",
        ],
        which_not: [
            "Parmi ces ports, lesquels ne sont pas des ports chinois ?",
            "Which of these ports are not Chinese ports?",
        ],
        members: &[
            ["Shanghai", "Shanghai"],
            ["Ningbo-Zhoushan", "Ningbo-Zhoushan"],
            ["Shenzhen", "Shenzhen"],
            ["Qingdao", "Qingdao"],
        ],
        others: &[
            ["Singapour", "Singapore"],
            ["Busan", "Busan"],
            ["Rotterdam", "Rotterdam"],
            ["Le Havre", "Le Havre"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Les grandes étapes de la mondialisation maritime",
            "The main stages of maritime globalisation",
        ],
        order: [
            "Range ces événements du plus ancien au plus récent.",
            "Put these events in order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order, from the latest to the earliest.",
        ],
        next: [
            "Dans l'ordre chronologique, quel événement vient juste après celui-ci : « {} » ?",
            "In chronological order, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps: &[
            [
                "l'ouverture du canal de Suez",
                "the opening of the Suez Canal",
            ],
            [
                "l'ouverture du canal de Panama",
                "the opening of the Panama Canal",
            ],
            [
                "le premier transport de conteneurs par navire",
                "the first shipment of containers by ship",
            ],
            [
                "la signature de la convention de Montego Bay sur le droit de la mer",
                "the signing of the Montego Bay convention on the law of the sea",
            ],
            [
                "l'inauguration du canal de Panama élargi",
                "the inauguration of the enlarged Panama Canal",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année le canal de Suez est-il ouvert à la navigation ?",
                "In which year is the Suez Canal opened to shipping?",
            ],
            [
                "l'ouverture du canal de Suez",
                "the opening of the Suez Canal",
            ],
            1869.0,
        ),
        year(
            [
                "En quelle année le canal de Panama est-il ouvert à la navigation ?",
                "In which year is the Panama Canal opened to shipping?",
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
            ["la convention de Montego Bay", "the Montego Bay convention"],
            1982.0,
        ),
        count(
            [
                "Jusqu'à combien de milles marins des côtes s'étend une zone économique exclusive ?",
                "Up to how many nautical miles from the coast does an exclusive economic zone extend?",
            ],
            [
                "la largeur maximale d'une zone économique exclusive (en milles marins)",
                "the greatest breadth of an exclusive economic zone (in nautical miles)",
            ],
            200.0,
        ),
    ],
    diagrams: &[],
};
