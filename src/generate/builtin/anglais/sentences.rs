//! Sentences written for the purpose: tense sentences (a blank for one verb, with the subject's
//! person) and grammar sentences (a blank, its answer and three wrong fillers), by band of
//! levels (A1: CM1–6e, A2: 5e–3e, B1–B2: lycée).

use super::verbs::Person::{self, I, Pl, S3};

/// A tense sentence: (text with "...", verb, person of the subject).
pub(super) type TenseSentence = (&'static str, &'static str, Person);

/// Tense sentences by band, then by tense (present simple, present continuous, preterit,
/// present perfect, future with will).
pub(super) const TENSE_SENTENCES: [[&[TenseSentence]; 5]; 3] = [
    // A1
    [
        &[
            ("My sister ... tennis every Saturday.", "play", S3),
            ("We ... to school by bus every morning.", "go", Pl),
            ("He ... milk at breakfast every day.", "drink", S3),
            ("I ... cereal for breakfast every morning.", "eat", I),
            ("Tom ... football on Wednesdays.", "play", S3),
            ("They ... in a big house in London.", "live", Pl),
            ("My cat ... all day long.", "sleep", S3),
            ("I usually ... my homework after school.", "do", I),
            ("She always ... the bus at eight o'clock.", "take", S3),
            ("My dad ... dinner every evening.", "cook", S3),
        ],
        &[
            ("Look, the children ... in the garden now.", "play", Pl),
            ("Be quiet, I ... a letter at the moment.", "write", I),
            ("She ... her homework right now.", "do", S3),
            ("They ... dinner at the moment.", "cook", Pl),
            ("Listen! Anna ... a song.", "sing", S3),
            ("Look! It ... outside.", "snow", S3),
            ("I ... a book now.", "read", I),
            ("Dad ... the car at the moment.", "wash", S3),
            ("We ... to music right now.", "listen", Pl),
            ("Look at Max! He ... in the pool.", "swim", S3),
        ],
        &[
            ("Yesterday, we ... to the cinema.", "go", Pl),
            ("Last year, she ... a new bike.", "buy", S3),
            ("Last Sunday, I ... my grandmother.", "visit", I),
            ("Two days ago, I ... my keys.", "lose", I),
            ("Yesterday, Tom ... a big cake.", "eat", S3),
            ("Last night, they ... a film on TV.", "watch", Pl),
            ("Last summer, we ... in the sea.", "swim", Pl),
            (
                "Yesterday, my brother ... football in the park.",
                "play",
                S3,
            ),
            ("Last week, I ... a letter to my friend.", "write", I),
            ("Last Saturday, she ... a beautiful song.", "sing", S3),
        ],
        &[
            ("I ... my homework, so I can play now.", "finish", I),
            ("She ... her keys, so she cannot open the door.", "lose", S3),
            ("We ... this film three times.", "see", Pl),
            ("He ... to London twice.", "be", S3),
            ("They ... a new house.", "buy", Pl),
            ("Oh no! I ... my glass.", "break", I),
            ("My parents ... a lot of countries.", "visit", Pl),
            ("Tom ... his leg, he is at the hospital.", "break", S3),
            ("I ... this book. It is great!", "read", I),
            ("Look! Anna ... a beautiful picture.", "paint", S3),
        ],
        &[
            ("I think it ... tomorrow.", "rain", S3),
            ("One day, people ... on Mars.", "live", Pl),
            ("Don't worry, I ... you.", "help", I),
            ("In the future, cars ... by themselves.", "drive", Pl),
            ("Next year, my sister ... ten years old.", "be", S3),
            ("Tomorrow, we ... to the zoo.", "go", Pl),
            ("I promise I ... my room.", "clean", I),
            ("Next summer, they ... to Spain.", "travel", Pl),
            ("Tomorrow, Tom ... his grandparents.", "visit", S3),
            ("I'm sure you ... the match on Saturday.", "win", Pl),
        ],
    ],
    // A2
    [
        &[
            ("The shop ... at nine o'clock every day.", "open", S3),
            ("My brother never ... coffee.", "drink", S3),
            ("The sun ... in the east.", "rise", S3),
            ("My parents ... in a bank.", "work", Pl),
            ("She often ... her friends on Saturdays.", "meet", S3),
            (
                "The train ... at half past seven every morning.",
                "leave",
                S3,
            ),
            ("I ... to the radio every morning.", "listen", I),
            ("Bats ... during the day.", "sleep", Pl),
            ("My uncle ... English in a secondary school.", "teach", S3),
            ("We sometimes ... to the library after school.", "go", Pl),
        ],
        &[
            ("Shh! The baby ... upstairs.", "sleep", S3),
            ("Look! Those boys ... for the bus.", "run", Pl),
            ("I can't talk now, I ... dinner.", "cook", I),
            ("My mum ... on the phone at the moment.", "speak", S3),
            ("This week, we ... a project on volcanoes.", "do", Pl),
            ("Listen! Somebody ... the piano.", "play", S3),
            ("It ... again, take your umbrella!", "rain", S3),
            ("The students ... for their exam these days.", "study", Pl),
            ("I ... for the bus right now.", "wait", I),
            ("Look! The leaves ... from the trees.", "fall", Pl),
        ],
        &[
            ("In 1969, Neil Armstrong ... on the Moon.", "walk", S3),
            ("Christopher Columbus ... America in 1492.", "discover", S3),
            ("When I was five, I ... in a small village.", "live", I),
            ("The Titanic ... Southampton in April 1912.", "leave", S3),
            ("Last month, my parents ... a new car.", "buy", Pl),
            (
                "We ... a lot of photos during our holidays last summer.",
                "take",
                Pl,
            ),
            (
                "She ... her best friend at school ten years ago.",
                "meet",
                S3,
            ),
            ("I ... my bag on the bus yesterday.", "forget", I),
            ("It ... all day yesterday.", "rain", S3),
            ("Our team ... the match last Sunday.", "win", S3),
        ],
        &[
            ("I ... in Paris since 2015.", "live", I),
            ("We ... each other for ten years.", "know", Pl),
            ("He ... to Japan twice in his life.", "be", S3),
            ("She ... English since she was six.", "study", S3),
            (
                "My grandparents ... in this village all their lives.",
                "live",
                Pl,
            ),
            ("They ... a new museum in our town.", "build", Pl),
            ("Tom ... his job, he is looking for a new one.", "lose", S3),
            ("I ... three books since September.", "read", I),
            (
                "Our teacher ... us a lot of homework this week.",
                "give",
                S3,
            ),
            ("We ... a lot of progress this year.", "make", Pl),
        ],
        &[
            ("Next week, the museum ... a new exhibition.", "open", S3),
            ("I think robots ... many jobs in the future.", "do", Pl),
            ("Tomorrow, it ... cold and windy.", "be", S3),
            ("I ... you a postcard from London.", "send", I),
            ("In the future, we ... electric cars.", "drive", Pl),
            ("Next year, she ... to university.", "go", S3),
            ("Don't touch that! You ... it.", "break", Pl),
            ("I'm sure our team ... the cup next year.", "win", S3),
            ("The concert ... at nine o'clock tomorrow.", "start", S3),
            ("One day, I ... around the world.", "travel", I),
        ],
    ],
    // B1-B2
    [
        &[
            ("The Earth ... around the Sun.", "go", S3),
            (
                "In the United Kingdom, people ... on the left.",
                "drive",
                Pl,
            ),
            (
                "Most teenagers ... several hours a day online.",
                "spend",
                Pl,
            ),
            ("My sister ... in a hospital as a nurse.", "work", S3),
            ("Plants ... faster when they get enough light.", "grow", Pl),
            ("Our school ... a newspaper every month.", "publish", S3),
            ("Prices usually ... at the end of the year.", "rise", Pl),
            ("He rarely ... his opinion.", "change", S3),
            ("Volunteers ... the beach every spring.", "clean", Pl),
            ("She ... three languages fluently.", "speak", S3),
        ],
        &[
            (
                "More and more people ... electric cars nowadays.",
                "buy",
                Pl,
            ),
            (
                "The climate ... faster than scientists expected.",
                "change",
                S3,
            ),
            (
                "At the moment, engineers ... a new bridge over the river.",
                "build",
                Pl,
            ),
            ("I ... for my final exams this month.", "study", I),
            ("Sea levels ... because the ice is melting.", "rise", Pl),
            ("My brother ... abroad this year.", "live", S3),
            (
                "The number of cyclists in the city ... steadily.",
                "increase",
                S3,
            ),
            (
                "We ... a campaign against plastic waste this term.",
                "run",
                Pl,
            ),
            (
                "Look, the protesters ... towards the town hall.",
                "walk",
                Pl,
            ),
            (
                "She ... a novel about her grandmother's life at the moment.",
                "write",
                S3,
            ),
        ],
        &[
            (
                "Martin Luther King ... his famous speech in Washington in 1963.",
                "give",
                S3,
            ),
            ("The Berlin Wall ... in 1989.", "fall", S3),
            ("Alexander Fleming ... penicillin in 1928.", "discover", S3),
            (
                "Women in the United Kingdom first ... in a general election in 1918.",
                "vote",
                Pl,
            ),
            (
                "When I was a child, we ... abroad every summer.",
                "travel",
                Pl,
            ),
            (
                "Nelson Mandela ... president of South Africa in 1994.",
                "become",
                S3,
            ),
            (
                "The Wright brothers ... the first powered plane in 1903.",
                "fly",
                Pl,
            ),
            (
                "Last year, our class ... a short film about recycling.",
                "make",
                S3,
            ),
            (
                "The Industrial Revolution ... in Britain in the eighteenth century.",
                "begin",
                S3,
            ),
            ("I ... my phone on the train last night.", "leave", I),
        ],
        &[
            (
                "Scientists ... a new species of frog in the Amazon.",
                "discover",
                Pl,
            ),
            (
                "Temperatures ... by about one degree since the nineteenth century.",
                "rise",
                Pl,
            ),
            ("She ... in three different countries so far.", "live", S3),
            ("The company ... its profits this year.", "increase", S3),
            (
                "We ... our habits since we watched that documentary.",
                "change",
                Pl,
            ),
            ("He ... for that company for five years.", "work", S3),
            ("Smartphones ... the way we communicate.", "change", Pl),
            ("The town ... a new cycle lane.", "build", S3),
            ("I ... for this internship twice.", "apply", I),
            ("They ... each other since primary school.", "know", Pl),
        ],
        &[
            ("In 2050, robots ... many of our daily tasks.", "do", Pl),
            ("I promise I ... you as soon as I arrive.", "call", I),
            ("The new law ... into force next January.", "come", S3),
            (
                "According to experts, sea levels ... in the coming decades.",
                "rise",
                Pl,
            ),
            ("The president ... a speech tomorrow.", "give", S3),
            ("I think I ... engineering at university.", "study", I),
            (
                "Next year, the company ... a new factory in Lyon.",
                "build",
                S3,
            ),
            ("If you need help, I ... there.", "be", I),
            ("The train ... in ten minutes.", "leave", S3),
            (
                "In the future, we ... more time working from home.",
                "spend",
                Pl,
            ),
        ],
    ],
];

/// A grammar sentence: (text with "...", answer, three wrong fillers).
pub(super) type GrammarSentence = (&'static str, &'static str, [&'static str; 3]);

/// A group of grammar sentences: (band, variant 1 words / 2 structures, the rule's name,
/// whether any four of its sentences with different answers match them one way only,
/// sentences).
pub(super) type Group = (usize, u8, &'static str, bool, &'static [GrammarSentence]);

/// Grammar sentences, by band and variant.
pub(super) const GROUPS: &[Group] = &[
    (
        0,
        1,
        "les mots interrogatifs",
        true,
        &[
            (
                "... is your name? — My name is Lucy.",
                "What",
                ["Where", "Who", "When"],
            ),
            (
                "... do you live? — I live in Manchester.",
                "Where",
                ["What", "When", "Who"],
            ),
            (
                "... is your birthday? — It's in May.",
                "When",
                ["Where", "Who", "How old"],
            ),
            (
                "... is that girl? — She's my cousin.",
                "Who",
                ["What", "Where", "When"],
            ),
            (
                "... are you? — I'm eleven.",
                "How old",
                ["How many", "When", "What"],
            ),
            (
                "... brothers have you got? — Two.",
                "How many",
                ["How old", "What", "Who"],
            ),
            (
                "... are you sad? — Because I lost my cat.",
                "Why",
                ["What", "Where", "Who"],
            ),
            (
                "... colour is your bike? — It's blue.",
                "What",
                ["Who", "Where", "How"],
            ),
            (
                "... is my pencil? — It's under the table.",
                "Where",
                ["When", "What", "Who"],
            ),
            (
                "... is your teacher? — Mr Smith.",
                "Who",
                ["When", "Where", "How old"],
            ),
        ],
    ),
    (
        0,
        1,
        "this, that, these, those",
        true,
        &[
            ("... book here is mine.", "This", ["These", "Those", "That"]),
            (
                "Look at ... birds over there!",
                "those",
                ["these", "this", "that"],
            ),
            (
                "I love ... shoes I'm wearing today.",
                "these",
                ["those", "this", "that"],
            ),
            (
                "... house over there is my school.",
                "That",
                ["This", "These", "Those"],
            ),
            (
                "Can you see ... boats over there, near the island?",
                "those",
                ["these", "this", "that"],
            ),
            (
                "... apples in my basket are red.",
                "These",
                ["Those", "This", "That"],
            ),
            (
                "Who is ... man over there?",
                "that",
                ["this", "these", "those"],
            ),
            (
                "... pen in my hand doesn't work.",
                "This",
                ["That", "These", "Those"],
            ),
        ],
    ),
    (
        0,
        2,
        "questions et réponses courtes",
        true,
        &[
            (
                "... you like pizza? — Yes, I do.",
                "Do",
                ["Does", "Are", "Is"],
            ),
            (
                "... your brother tall? — Yes, he is.",
                "Is",
                ["Does", "Are", "Do"],
            ),
            (
                "... Tom play the guitar? — Yes, he does.",
                "Does",
                ["Do", "Is", "Are"],
            ),
            (
                "... they at school today? — No, they aren't.",
                "Are",
                ["Do", "Is", "Does"],
            ),
            ("... you hungry? — Yes, I am.", "Are", ["Do", "Is", "Does"]),
            (
                "... your parents speak English? — Yes, they do.",
                "Do",
                ["Does", "Are", "Is"],
            ),
            (
                "... it cold today? — Yes, it is.",
                "Is",
                ["Does", "Are", "Do"],
            ),
            (
                "... your sister like cats? — No, she doesn't.",
                "Does",
                ["Do", "Is", "Are"],
            ),
        ],
    ),
    (
        0,
        2,
        "les pluriels irréguliers",
        true,
        &[
            (
                "Two ... (child) are playing in the garden.",
                "children",
                ["childs", "childrens", "child"],
            ),
            (
                "The dentist checks all my ... (tooth) every year.",
                "teeth",
                ["tooths", "teeths", "tooth"],
            ),
            (
                "There are three ... (mouse) in the kitchen.",
                "mice",
                ["mouses", "mices", "mouse"],
            ),
            (
                "My ... (foot) are cold.",
                "feet",
                ["foots", "feets", "foot"],
            ),
            (
                "Two ... (man) are talking in the street.",
                "men",
                ["mans", "mens", "man"],
            ),
            (
                "The ... (woman) are waiting for the bus.",
                "women",
                ["womans", "womens", "woman"],
            ),
            (
                "We saw five ... (sheep) in the field.",
                "sheep",
                ["sheeps", "sheepes", "sheepies"],
            ),
            (
                "Put the ... (box) in the cupboard, please.",
                "boxes",
                ["boxs", "boxies", "box"],
            ),
            (
                "The ... (baby) are sleeping.",
                "babies",
                ["babys", "babyes", "baby"],
            ),
            (
                "In autumn, the ... (leaf) fall from the trees.",
                "leaves",
                ["leafs", "leafes", "leaf"],
            ),
        ],
    ),
    (
        1,
        1,
        "les prépositions de temps",
        true,
        &[
            ("I was born ... 2012.", "in", ["on", "at", "since"]),
            (
                "The film starts ... eight o'clock.",
                "at",
                ["in", "on", "for"],
            ),
            (
                "We don't have lessons ... Wednesday afternoon.",
                "on",
                ["in", "at", "since"],
            ),
            (
                "She has been ill ... Monday.",
                "since",
                ["for", "in", "ago"],
            ),
            (
                "They have known each other ... ten years.",
                "for",
                ["since", "in", "ago"],
            ),
            (
                "I met him three years ... at a concert.",
                "ago",
                ["for", "since", "in"],
            ),
            (
                "My birthday is ... Christmas Day.",
                "on",
                ["in", "at", "since"],
            ),
            ("We go skiing ... winter.", "in", ["on", "at", "for"]),
            (
                "I have lived here ... I was six.",
                "since",
                ["for", "ago", "in"],
            ),
            (
                "The shop closes ... noon on Saturdays.",
                "at",
                ["in", "on", "for"],
            ),
            ("We waited ... two hours.", "for", ["since", "ago", "at"]),
        ],
    ),
    (
        1,
        1,
        "les questions en How",
        true,
        &[
            (
                "... does this T-shirt cost? — Ten pounds.",
                "How much",
                ["How many", "How often", "How long"],
            ),
            (
                "... sisters have you got? — Three.",
                "How many",
                ["How much", "How old", "How often"],
            ),
            (
                "... do you play tennis? — Twice a week.",
                "How often",
                ["How long", "How much", "How far"],
            ),
            (
                "... is the film? — Two hours.",
                "How long",
                ["How often", "How far", "How many"],
            ),
            (
                "... is the station from here? — About two kilometres.",
                "How far",
                ["How long", "How much", "How often"],
            ),
            (
                "... is your grandfather? — He's eighty.",
                "How old",
                ["How long", "How many", "How much"],
            ),
            (
                "... water do you drink every day? — About one litre.",
                "How much",
                ["How many", "How often", "How long"],
            ),
            (
                "... do you go to the cinema? — Once a month.",
                "How often",
                ["How long", "How many", "How far"],
            ),
            (
                "... does the journey take? — About three hours.",
                "How long",
                ["How far", "How often", "How much"],
            ),
            (
                "... people live in your town? — About ten thousand.",
                "How many",
                ["How much", "How often", "How old"],
            ),
        ],
    ),
    (
        1,
        2,
        "les comparatifs et les superlatifs",
        true,
        &[
            (
                "My brother is ... (tall) than me.",
                "taller",
                ["more tall", "tallest", "the tallest"],
            ),
            (
                "This is ... (interesting) book I have ever read.",
                "the most interesting",
                [
                    "more interesting",
                    "the more interesting",
                    "most interesting",
                ],
            ),
            (
                "A plane is ... (fast) than a train.",
                "faster",
                ["more fast", "fastest", "the faster"],
            ),
            (
                "Mount Everest is ... (high) mountain in the world.",
                "the highest",
                ["higher", "the higher", "the most high"],
            ),
            (
                "Today is ... (hot) than yesterday.",
                "hotter",
                ["hoter", "more hot", "hottest"],
            ),
            (
                "This dress is ... (expensive) than that one.",
                "more expensive",
                ["expensiver", "most expensive", "the more expensive"],
            ),
            (
                "My marks are ... (good) than last year.",
                "better",
                ["gooder", "more good", "best"],
            ),
            (
                "It was ... (bad) day of my life.",
                "the worst",
                ["the baddest", "worse", "the worse"],
            ),
            (
                "Russia is ... (big) country in the world.",
                "the biggest",
                ["the bigger", "the bigest", "the most big"],
            ),
            (
                "For me, English is ... (easy) than Chinese.",
                "easier",
                ["more easy", "easyer", "easiest"],
            ),
        ],
    ),
    (
        1,
        2,
        "le prétérit en be + -ing",
        true,
        &[
            (
                "I ... (read) when the phone rang.",
                "was reading",
                ["were reading", "read", "am reading"],
            ),
            (
                "They ... (play) football when it started to rain.",
                "were playing",
                ["was playing", "played", "are playing"],
            ),
            (
                "She ... (sleep) when I arrived.",
                "was sleeping",
                ["were sleeping", "slept", "is sleeping"],
            ),
            (
                "We ... (watch) TV when the lights went out.",
                "were watching",
                ["was watching", "watched", "are watching"],
            ),
            (
                "At eight o'clock yesterday, I ... (have) breakfast.",
                "was having",
                ["were having", "had", "have"],
            ),
            (
                "The children ... (swim) when the storm began.",
                "were swimming",
                ["was swimming", "swam", "are swimming"],
            ),
            (
                "He ... (drive) too fast when the police stopped him.",
                "was driving",
                ["were driving", "drove", "is driving"],
            ),
            (
                "You ... (wait) for the bus when I saw you.",
                "were waiting",
                ["was waiting", "waited", "are waiting"],
            ),
        ],
    ),
    (
        2,
        1,
        "les pronoms relatifs",
        true,
        &[
            (
                "The woman ... lives next door is a doctor.",
                "who",
                ["which", "whose", "where"],
            ),
            (
                "This is the town ... I was born.",
                "where",
                ["which", "who", "whose"],
            ),
            (
                "I have a friend ... father is a pilot.",
                "whose",
                ["who", "which", "where"],
            ),
            (
                "The book ... you lent me was fascinating.",
                "which",
                ["who", "whose", "where"],
            ),
            (
                "I will never forget the day ... we met.",
                "when",
                ["where", "which", "whose"],
            ),
            (
                "The scientist ... discovered penicillin was Scottish.",
                "who",
                ["which", "whose", "when"],
            ),
            (
                "The museum ... we visited last week is closed on Mondays.",
                "which",
                ["where", "who", "whose"],
            ),
            (
                "She is the singer ... songs are on the radio all the time.",
                "whose",
                ["who", "which", "when"],
            ),
            (
                "That's the café ... we first met.",
                "where",
                ["which", "when", "whose"],
            ),
            (
                "The year ... the Berlin Wall fell was 1989.",
                "when",
                ["where", "which", "who"],
            ),
        ],
    ),
    (
        2,
        1,
        "les mots de liaison",
        false,
        &[
            (
                "... it was raining, we went for a walk.",
                "Although",
                ["Despite", "However", "Because of"],
            ),
            (
                "... the rain, the match was played.",
                "Despite",
                ["Although", "However", "Unless"],
            ),
            (
                "The hotel was expensive. ..., the rooms were small.",
                "However",
                ["Although", "Despite", "Because"],
            ),
            (
                "We stayed at home ... it was too cold.",
                "because",
                ["although", "despite", "however"],
            ),
            (
                "You won't pass your exam ... you work harder.",
                "unless",
                ["because", "despite", "however"],
            ),
            (
                "My brother loves maths, ... I prefer languages.",
                "whereas",
                ["because", "unless", "despite"],
            ),
            (
                "She went to work ... feeling ill.",
                "despite",
                ["because", "unless", "however"],
            ),
            (
                "The flight was cancelled ... of the storm.",
                "because",
                ["despite", "although", "unless"],
            ),
            (
                "... of the strike, there were no trains.",
                "Because",
                ["Despite", "Although", "However"],
            ),
            (
                "It's a great phone. ..., the battery doesn't last long.",
                "However",
                ["Although", "Despite", "Unless"],
            ),
        ],
    ),
    (
        2,
        2,
        "les phrases conditionnelles",
        true,
        &[
            (
                "If it rains tomorrow, we ... (stay) at home.",
                "will stay",
                ["would stay", "stay", "would have stayed"],
            ),
            (
                "If I had more time, I ... (learn) Chinese.",
                "would learn",
                ["will learn", "learn", "would learnt"],
            ),
            (
                "If they had left earlier, they ... (catch) the train.",
                "would have caught",
                ["would catched", "will catch", "caught"],
            ),
            (
                "If you heat ice, it ... (melt).",
                "melts",
                ["would melt", "will have melted", "melted"],
            ),
            (
                "If I were you, I ... (apologise).",
                "would apologise",
                ["will apologise", "apologise", "would apologised"],
            ),
            (
                "If she ... (study) harder, she would pass her exams.",
                "studied",
                ["studies", "will study", "would study"],
            ),
            (
                "If we ... (take) the bus, we will arrive on time.",
                "take",
                ["took", "had taken", "would take"],
            ),
            (
                "If he had known about the party, he ... (come).",
                "would have come",
                ["would came", "will come", "came"],
            ),
            (
                "If you mix blue and yellow, you ... (get) green.",
                "get",
                ["would get", "got", "would have got"],
            ),
            (
                "If I ... (win) the lottery, I would travel around the world.",
                "won",
                ["win", "will win", "would win"],
            ),
        ],
    ),
    (
        2,
        2,
        "la voix passive",
        true,
        &[
            (
                "Today, English ... (speak) all over the world.",
                "is spoken",
                ["speaks", "is speaking", "has spoken"],
            ),
            (
                "The Eiffel Tower ... (build) in 1889.",
                "was built",
                ["is built", "has been built", "built"],
            ),
            (
                "The results ... (publish) next week.",
                "will be published",
                ["were published", "will publish", "have been published"],
            ),
            (
                "A new hospital ... (build) at the moment.",
                "is being built",
                ["is built", "was built", "builds"],
            ),
            (
                "The thief ... (arrest) yesterday.",
                "was arrested",
                ["is arrested", "has been arrested", "arrested"],
            ),
            (
                "Millions of plastic bottles ... (throw) away every day.",
                "are thrown",
                ["is thrown", "throw", "are throwing"],
            ),
            (
                "The Mona Lisa ... (paint) by Leonardo da Vinci.",
                "was painted",
                ["is painted", "has painted", "painted"],
            ),
            (
                "Our car ... (steal) last night.",
                "was stolen",
                ["is stolen", "has been stolen", "stole"],
            ),
            (
                "Many new species ... (discover) since 2000.",
                "have been discovered",
                ["were discovered", "are discovered", "discovered"],
            ),
            (
                "The letter ... (send) tomorrow.",
                "will be sent",
                ["was sent", "will send", "has been sent"],
            ),
        ],
    ),
];
