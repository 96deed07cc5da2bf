//! Sentences written for the purpose: tense sentences (a blank for one verb, with the subject's
//! person) and grammar sentences (a blank, its answer and three wrong fillers), by band of
//! levels (A1: CM1–6e, A2: 5e–3e, B1–B2: lycée).

use super::verbs::Person::{self, I, Pl, S3};

/// A tense sentence: (text with "___", verb, person of the subject).
pub(super) type TenseSentence = (&'static str, &'static str, Person);

/// Tense sentences by band, then by tense (present simple, present continuous, preterit,
/// present perfect, future with will).
pub(super) const TENSE_SENTENCES: [[&[TenseSentence]; 5]; 3] = [
    // A1
    [
        &[
            ("My sister ___ tennis every Saturday.", "play", S3),
            ("We ___ to school by bus every morning.", "go", Pl),
            ("He ___ milk at breakfast every day.", "drink", S3),
            ("I ___ cereal for breakfast every morning.", "eat", I),
            ("Tom ___ football on Wednesdays.", "play", S3),
            ("They ___ in a big house in London.", "live", Pl),
            ("My cat ___ all day long.", "sleep", S3),
            ("I usually ___ my homework after school.", "do", I),
            ("She always ___ the bus at eight o'clock.", "take", S3),
            ("My dad ___ dinner every evening.", "cook", S3),
        ],
        &[
            ("Look, the children ___ in the garden now.", "play", Pl),
            ("Be quiet, I ___ a letter at the moment.", "write", I),
            ("She ___ her homework right now.", "do", S3),
            ("They ___ dinner at the moment.", "cook", Pl),
            ("Listen! Anna ___ a song.", "sing", S3),
            ("Look! It ___ outside.", "snow", S3),
            ("I ___ a book now.", "read", I),
            ("Dad ___ the car at the moment.", "wash", S3),
            ("We ___ to music right now.", "listen", Pl),
            ("Look at Max! He ___ in the pool.", "swim", S3),
        ],
        &[
            ("Yesterday, we ___ to the cinema.", "go", Pl),
            ("Last year, she ___ a new bike.", "buy", S3),
            ("Last Sunday, I ___ my grandmother.", "visit", I),
            ("Two days ago, I ___ my keys.", "lose", I),
            ("Yesterday, Tom ___ a big cake.", "eat", S3),
            ("Last night, they ___ a film on TV.", "watch", Pl),
            ("Last summer, we ___ in the sea.", "swim", Pl),
            (
                "Yesterday, my brother ___ football in the park.",
                "play",
                S3,
            ),
            ("Last week, I ___ a letter to my friend.", "write", I),
            ("Last Saturday, she ___ a beautiful song.", "sing", S3),
        ],
        &[
            ("I ___ my homework, so I can play now.", "finish", I),
            ("She ___ her keys, so she cannot open the door.", "lose", S3),
            ("We ___ this film three times.", "see", Pl),
            ("He ___ to London twice.", "be", S3),
            ("They ___ a new house.", "buy", Pl),
            ("Oh no! I ___ my glass.", "break", I),
            ("My parents ___ a lot of countries.", "visit", Pl),
            ("Tom ___ his leg, he is at the hospital.", "break", S3),
            ("I ___ this book. It is great!", "read", I),
            ("Look! Anna ___ a beautiful picture.", "paint", S3),
        ],
        &[
            ("I think it ___ tomorrow.", "rain", S3),
            ("One day, people ___ on Mars.", "live", Pl),
            ("Don't worry, I ___ you.", "help", I),
            ("In the future, cars ___ by themselves.", "drive", Pl),
            ("Next year, my sister ___ ten years old.", "be", S3),
            ("Tomorrow, we ___ to the zoo.", "go", Pl),
            ("I promise I ___ my room.", "clean", I),
            ("Next summer, they ___ to Spain.", "travel", Pl),
            ("Tomorrow, Tom ___ his grandparents.", "visit", S3),
            ("I'm sure you ___ the match on Saturday.", "win", Pl),
        ],
    ],
    // A2
    [
        &[
            ("The shop ___ at nine o'clock every day.", "open", S3),
            ("My brother never ___ coffee.", "drink", S3),
            ("The sun ___ in the east.", "rise", S3),
            ("My parents ___ in a bank.", "work", Pl),
            ("She often ___ her friends on Saturdays.", "meet", S3),
            (
                "The train ___ at half past seven every morning.",
                "leave",
                S3,
            ),
            ("I ___ to the radio every morning.", "listen", I),
            ("Bats ___ during the day.", "sleep", Pl),
            ("My uncle ___ English in a secondary school.", "teach", S3),
            ("We sometimes ___ to the library after school.", "go", Pl),
        ],
        &[
            ("Shh! The baby ___ upstairs.", "sleep", S3),
            ("Look! Those boys ___ for the bus.", "run", Pl),
            ("I can't talk now, I ___ dinner.", "cook", I),
            ("My mum ___ on the phone at the moment.", "speak", S3),
            ("This week, we ___ a project on volcanoes.", "do", Pl),
            ("Listen! Somebody ___ the piano.", "play", S3),
            ("It ___ again, take your umbrella!", "rain", S3),
            ("The students ___ for their exam these days.", "study", Pl),
            ("I ___ for the bus right now.", "wait", I),
            ("Look! The leaves ___ from the trees.", "fall", Pl),
        ],
        &[
            ("In 1969, Neil Armstrong ___ on the Moon.", "walk", S3),
            ("Christopher Columbus ___ America in 1492.", "discover", S3),
            ("When I was five, I ___ in a small village.", "live", I),
            ("The Titanic ___ Southampton in April 1912.", "leave", S3),
            ("Last month, my parents ___ a new car.", "buy", Pl),
            (
                "We ___ a lot of photos during our holidays last summer.",
                "take",
                Pl,
            ),
            (
                "She ___ her best friend at school ten years ago.",
                "meet",
                S3,
            ),
            ("I ___ my bag on the bus yesterday.", "forget", I),
            ("It ___ all day yesterday.", "rain", S3),
            ("Our team ___ the match last Sunday.", "win", S3),
        ],
        &[
            ("I ___ in Paris since 2015.", "live", I),
            ("We ___ each other for ten years.", "know", Pl),
            ("He ___ to Japan twice in his life.", "be", S3),
            ("She ___ English since she was six.", "study", S3),
            (
                "My grandparents ___ in this village all their lives.",
                "live",
                Pl,
            ),
            ("They ___ a new museum in our town.", "build", Pl),
            ("Tom ___ his job, he is looking for a new one.", "lose", S3),
            ("I ___ three books since September.", "read", I),
            (
                "Our teacher ___ us a lot of homework this week.",
                "give",
                S3,
            ),
            ("We ___ a lot of progress this year.", "make", Pl),
        ],
        &[
            ("Next week, the museum ___ a new exhibition.", "open", S3),
            ("I think robots ___ many jobs in the future.", "do", Pl),
            ("Tomorrow, it ___ cold and windy.", "be", S3),
            ("I ___ you a postcard from London.", "send", I),
            ("In the future, we ___ electric cars.", "drive", Pl),
            ("Next year, she ___ to university.", "go", S3),
            ("Don't touch that! You ___ it.", "break", Pl),
            ("I'm sure our team ___ the cup next year.", "win", S3),
            ("The concert ___ at nine o'clock tomorrow.", "start", S3),
            ("One day, I ___ around the world.", "travel", I),
        ],
    ],
    // B1-B2
    [
        &[
            ("The Earth ___ around the Sun.", "go", S3),
            (
                "In the United Kingdom, people ___ on the left.",
                "drive",
                Pl,
            ),
            (
                "Most teenagers ___ several hours a day online.",
                "spend",
                Pl,
            ),
            ("My sister ___ in a hospital as a nurse.", "work", S3),
            ("Plants ___ faster when they get enough light.", "grow", Pl),
            ("Our school ___ a newspaper every month.", "publish", S3),
            ("Prices usually ___ at the end of the year.", "rise", Pl),
            ("He rarely ___ his opinion.", "change", S3),
            ("Volunteers ___ the beach every spring.", "clean", Pl),
            ("She ___ three languages fluently.", "speak", S3),
        ],
        &[
            (
                "More and more people ___ electric cars nowadays.",
                "buy",
                Pl,
            ),
            (
                "The climate ___ faster than scientists expected.",
                "change",
                S3,
            ),
            (
                "At the moment, engineers ___ a new bridge over the river.",
                "build",
                Pl,
            ),
            ("I ___ for my final exams this month.", "study", I),
            ("Sea levels ___ because the ice is melting.", "rise", Pl),
            ("My brother ___ abroad this year.", "live", S3),
            (
                "The number of cyclists in the city ___ steadily.",
                "increase",
                S3,
            ),
            (
                "We ___ a campaign against plastic waste this term.",
                "run",
                Pl,
            ),
            (
                "Look, the protesters ___ towards the town hall.",
                "walk",
                Pl,
            ),
            (
                "She ___ a novel about her grandmother's life at the moment.",
                "write",
                S3,
            ),
        ],
        &[
            (
                "Martin Luther King ___ his famous speech in Washington in 1963.",
                "give",
                S3,
            ),
            ("The Berlin Wall ___ in 1989.", "fall", S3),
            ("Alexander Fleming ___ penicillin in 1928.", "discover", S3),
            (
                "Women in the United Kingdom first ___ in a general election in 1918.",
                "vote",
                Pl,
            ),
            (
                "When I was a child, we ___ abroad every summer.",
                "travel",
                Pl,
            ),
            (
                "Nelson Mandela ___ president of South Africa in 1994.",
                "become",
                S3,
            ),
            (
                "The Wright brothers ___ the first powered plane in 1903.",
                "fly",
                Pl,
            ),
            (
                "Last year, our class ___ a short film about recycling.",
                "make",
                S3,
            ),
            (
                "The Industrial Revolution ___ in Britain in the eighteenth century.",
                "begin",
                S3,
            ),
            ("I ___ my phone on the train last night.", "leave", I),
        ],
        &[
            (
                "Scientists ___ a new species of frog in the Amazon.",
                "discover",
                Pl,
            ),
            (
                "Temperatures ___ by about one degree since the nineteenth century.",
                "rise",
                Pl,
            ),
            ("She ___ in three different countries so far.", "live", S3),
            ("The company ___ its profits this year.", "increase", S3),
            (
                "We ___ our habits since we watched that documentary.",
                "change",
                Pl,
            ),
            ("He ___ for that company for five years.", "work", S3),
            ("Smartphones ___ the way we communicate.", "change", Pl),
            ("The town ___ a new cycle lane.", "build", S3),
            ("I ___ for this internship twice.", "apply", I),
            ("They ___ each other since primary school.", "know", Pl),
        ],
        &[
            ("In 2050, robots ___ many of our daily tasks.", "do", Pl),
            ("I promise I ___ you as soon as I arrive.", "call", I),
            ("The new law ___ into force next January.", "come", S3),
            (
                "According to experts, sea levels ___ in the coming decades.",
                "rise",
                Pl,
            ),
            ("The president ___ a speech tomorrow.", "give", S3),
            ("I think I ___ engineering at university.", "study", I),
            (
                "Next year, the company ___ a new factory in Lyon.",
                "build",
                S3,
            ),
            ("If you need help, I ___ there.", "be", I),
            ("The train ___ in ten minutes.", "leave", S3),
            (
                "In the future, we ___ more time working from home.",
                "spend",
                Pl,
            ),
        ],
    ],
];

/// A grammar sentence: (text with "___", answer, three wrong fillers).
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
                "___ is your name? — My name is Lucy.",
                "What",
                ["Where", "Who", "When"],
            ),
            (
                "___ do you live? — I live in Manchester.",
                "Where",
                ["What", "When", "Who"],
            ),
            (
                "___ is your birthday? — It's in May.",
                "When",
                ["Where", "Who", "How old"],
            ),
            (
                "___ is that girl? — She's my cousin.",
                "Who",
                ["What", "Where", "When"],
            ),
            (
                "___ are you? — I'm eleven.",
                "How old",
                ["How many", "When", "What"],
            ),
            (
                "___ brothers have you got? — Two.",
                "How many",
                ["How old", "What", "Who"],
            ),
            (
                "___ are you sad? — Because I lost my cat.",
                "Why",
                ["What", "Where", "Who"],
            ),
            (
                "___ colour is your bike? — It's blue.",
                "What",
                ["Who", "Where", "How"],
            ),
            (
                "___ is my pencil? — It's under the table.",
                "Where",
                ["When", "What", "Who"],
            ),
            (
                "___ is your teacher? — Mr Smith.",
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
            ("___ book here is mine.", "This", ["These", "Those", "That"]),
            (
                "Look at ___ birds over there!",
                "those",
                ["these", "this", "that"],
            ),
            (
                "I love ___ shoes I'm wearing today.",
                "these",
                ["those", "this", "that"],
            ),
            (
                "___ house over there is my school.",
                "That",
                ["This", "These", "Those"],
            ),
            (
                "Can you see ___ boats over there, near the island?",
                "those",
                ["these", "this", "that"],
            ),
            (
                "___ apples in my basket are red.",
                "These",
                ["Those", "This", "That"],
            ),
            (
                "Who is ___ man over there?",
                "that",
                ["this", "these", "those"],
            ),
            (
                "___ pen in my hand doesn't work.",
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
                "___ you like pizza? — Yes, I do.",
                "Do",
                ["Does", "Are", "Is"],
            ),
            (
                "___ your brother tall? — Yes, he is.",
                "Is",
                ["Does", "Are", "Do"],
            ),
            (
                "___ Tom play the guitar? — Yes, he does.",
                "Does",
                ["Do", "Is", "Are"],
            ),
            (
                "___ they at school today? — No, they aren't.",
                "Are",
                ["Do", "Is", "Does"],
            ),
            ("___ you hungry? — Yes, I am.", "Are", ["Do", "Is", "Does"]),
            (
                "___ your parents speak English? — Yes, they do.",
                "Do",
                ["Does", "Are", "Is"],
            ),
            (
                "___ it cold today? — Yes, it is.",
                "Is",
                ["Does", "Are", "Do"],
            ),
            (
                "___ your sister like cats? — No, she doesn't.",
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
                "Two ___ (child) are playing in the garden.",
                "children",
                ["childs", "childrens", "child"],
            ),
            (
                "The dentist checks all my ___ (tooth) every year.",
                "teeth",
                ["tooths", "teeths", "tooth"],
            ),
            (
                "There are three ___ (mouse) in the kitchen.",
                "mice",
                ["mouses", "mices", "mouse"],
            ),
            (
                "My ___ (foot) are cold.",
                "feet",
                ["foots", "feets", "foot"],
            ),
            (
                "Two ___ (man) are talking in the street.",
                "men",
                ["mans", "mens", "man"],
            ),
            (
                "The ___ (woman) are waiting for the bus.",
                "women",
                ["womans", "womens", "woman"],
            ),
            (
                "We saw five ___ (sheep) in the field.",
                "sheep",
                ["sheeps", "sheepes", "sheepies"],
            ),
            (
                "Put the ___ (box) in the cupboard, please.",
                "boxes",
                ["boxs", "boxies", "box"],
            ),
            (
                "The ___ (baby) are sleeping.",
                "babies",
                ["babys", "babyes", "baby"],
            ),
            (
                "In autumn, the ___ (leaf) fall from the trees.",
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
            ("I was born ___ 2012.", "in", ["on", "at", "since"]),
            (
                "The film starts ___ eight o'clock.",
                "at",
                ["in", "on", "for"],
            ),
            (
                "We don't have lessons ___ Wednesday afternoon.",
                "on",
                ["in", "at", "since"],
            ),
            (
                "She has been ill ___ Monday.",
                "since",
                ["for", "in", "ago"],
            ),
            (
                "They have known each other ___ ten years.",
                "for",
                ["since", "in", "ago"],
            ),
            (
                "I met him three years ___ at a concert.",
                "ago",
                ["for", "since", "in"],
            ),
            (
                "My birthday is ___ Christmas Day.",
                "on",
                ["in", "at", "since"],
            ),
            ("We go skiing ___ winter.", "in", ["on", "at", "for"]),
            (
                "I have lived here ___ I was six.",
                "since",
                ["for", "ago", "in"],
            ),
            (
                "The shop closes ___ noon on Saturdays.",
                "at",
                ["in", "on", "for"],
            ),
            ("We waited ___ two hours.", "for", ["since", "ago", "at"]),
        ],
    ),
    (
        1,
        1,
        "les questions en How",
        true,
        &[
            (
                "___ does this T-shirt cost? — Ten pounds.",
                "How much",
                ["How many", "How often", "How long"],
            ),
            (
                "___ sisters have you got? — Three.",
                "How many",
                ["How much", "How old", "How often"],
            ),
            (
                "___ do you play tennis? — Twice a week.",
                "How often",
                ["How long", "How much", "How far"],
            ),
            (
                "___ is the film? — Two hours.",
                "How long",
                ["How often", "How far", "How many"],
            ),
            (
                "___ is the station from here? — About two kilometres.",
                "How far",
                ["How long", "How much", "How often"],
            ),
            (
                "___ is your grandfather? — He's eighty.",
                "How old",
                ["How long", "How many", "How much"],
            ),
            (
                "___ water do you drink every day? — About one litre.",
                "How much",
                ["How many", "How often", "How long"],
            ),
            (
                "___ do you go to the cinema? — Once a month.",
                "How often",
                ["How long", "How many", "How far"],
            ),
            (
                "___ does the journey take? — About three hours.",
                "How long",
                ["How far", "How often", "How much"],
            ),
            (
                "___ people live in your town? — About ten thousand.",
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
                "My brother is ___ (tall) than me.",
                "taller",
                ["more tall", "tallest", "the tallest"],
            ),
            (
                "This is ___ (interesting) book I have ever read.",
                "the most interesting",
                [
                    "more interesting",
                    "the more interesting",
                    "most interesting",
                ],
            ),
            (
                "A plane is ___ (fast) than a train.",
                "faster",
                ["more fast", "fastest", "the faster"],
            ),
            (
                "Mount Everest is ___ (high) mountain in the world.",
                "the highest",
                ["higher", "the higher", "the most high"],
            ),
            (
                "Today is ___ (hot) than yesterday.",
                "hotter",
                ["hoter", "more hot", "hottest"],
            ),
            (
                "This dress is ___ (expensive) than that one.",
                "more expensive",
                ["expensiver", "most expensive", "the more expensive"],
            ),
            (
                "My marks are ___ (good) than last year.",
                "better",
                ["gooder", "more good", "best"],
            ),
            (
                "It was ___ (bad) day of my life.",
                "the worst",
                ["the baddest", "worse", "the worse"],
            ),
            (
                "Russia is ___ (big) country in the world.",
                "the biggest",
                ["the bigger", "the bigest", "the most big"],
            ),
            (
                "For me, English is ___ (easy) than Chinese.",
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
                "I ___ (read) when the phone rang.",
                "was reading",
                ["were reading", "read", "am reading"],
            ),
            (
                "They ___ (play) football when it started to rain.",
                "were playing",
                ["was playing", "played", "are playing"],
            ),
            (
                "She ___ (sleep) when I arrived.",
                "was sleeping",
                ["were sleeping", "slept", "is sleeping"],
            ),
            (
                "We ___ (watch) TV when the lights went out.",
                "were watching",
                ["was watching", "watched", "are watching"],
            ),
            (
                "At eight o'clock yesterday, I ___ (have) breakfast.",
                "was having",
                ["were having", "had", "have"],
            ),
            (
                "The children ___ (swim) when the storm began.",
                "were swimming",
                ["was swimming", "swam", "are swimming"],
            ),
            (
                "He ___ (drive) too fast when the police stopped him.",
                "was driving",
                ["were driving", "drove", "is driving"],
            ),
            (
                "You ___ (wait) for the bus when I saw you.",
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
                "The woman ___ lives next door is a doctor.",
                "who",
                ["which", "whose", "where"],
            ),
            (
                "This is the town ___ I was born.",
                "where",
                ["which", "who", "whose"],
            ),
            (
                "I have a friend ___ father is a pilot.",
                "whose",
                ["who", "which", "where"],
            ),
            (
                "The book ___ you lent me was fascinating.",
                "which",
                ["who", "whose", "where"],
            ),
            (
                "I will never forget the day ___ we met.",
                "when",
                ["where", "which", "whose"],
            ),
            (
                "The scientist ___ discovered penicillin was Scottish.",
                "who",
                ["which", "whose", "when"],
            ),
            (
                "The museum ___ we visited last week is closed on Mondays.",
                "which",
                ["where", "who", "whose"],
            ),
            (
                "She is the singer ___ songs are on the radio all the time.",
                "whose",
                ["who", "which", "when"],
            ),
            (
                "That's the café ___ we first met.",
                "where",
                ["which", "when", "whose"],
            ),
            (
                "The year ___ the Berlin Wall fell was 1989.",
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
                "___ it was raining, we went for a walk.",
                "Although",
                ["Despite", "However", "Because of"],
            ),
            (
                "___ the rain, the match was played.",
                "Despite",
                ["Although", "However", "Unless"],
            ),
            (
                "The hotel was expensive. ___, the rooms were small.",
                "However",
                ["Although", "Despite", "Because"],
            ),
            (
                "We stayed at home ___ it was too cold.",
                "because",
                ["although", "despite", "however"],
            ),
            (
                "You won't pass your exam ___ you work harder.",
                "unless",
                ["because", "despite", "however"],
            ),
            (
                "My brother loves maths, ___ I prefer languages.",
                "whereas",
                ["because", "unless", "despite"],
            ),
            (
                "She went to work ___ feeling ill.",
                "despite",
                ["because", "unless", "however"],
            ),
            (
                "The flight was cancelled ___ of the storm.",
                "because",
                ["despite", "although", "unless"],
            ),
            (
                "___ of the strike, there were no trains.",
                "Because",
                ["Despite", "Although", "However"],
            ),
            (
                "It's a great phone. ___, the battery doesn't last long.",
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
                "If it rains tomorrow, we ___ (stay) at home.",
                "will stay",
                ["would stay", "stay", "would have stayed"],
            ),
            (
                "If I had more time, I ___ (learn) Chinese.",
                "would learn",
                ["will learn", "learn", "would learnt"],
            ),
            (
                "If they had left earlier, they ___ (catch) the train.",
                "would have caught",
                ["would catched", "will catch", "caught"],
            ),
            (
                "If you heat ice, it ___ (melt).",
                "melts",
                ["would melt", "will have melted", "melted"],
            ),
            (
                "If I were you, I ___ (apologise).",
                "would apologise",
                ["will apologise", "apologise", "would apologised"],
            ),
            (
                "If she ___ (study) harder, she would pass her exams.",
                "studied",
                ["studies", "will study", "would study"],
            ),
            (
                "If we ___ (take) the bus, we will arrive on time.",
                "take",
                ["took", "had taken", "would take"],
            ),
            (
                "If he had known about the party, he ___ (come).",
                "would have come",
                ["would came", "will come", "came"],
            ),
            (
                "If you mix blue and yellow, you ___ (get) green.",
                "get",
                ["would get", "got", "would have got"],
            ),
            (
                "If I ___ (win) the lottery, I would travel around the world.",
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
                "Today, English ___ (speak) all over the world.",
                "is spoken",
                ["speaks", "is speaking", "has spoken"],
            ),
            (
                "The Eiffel Tower ___ (build) in 1889.",
                "was built",
                ["is built", "has been built", "built"],
            ),
            (
                "The results ___ (publish) next week.",
                "will be published",
                ["were published", "will publish", "have been published"],
            ),
            (
                "A new hospital ___ (build) at the moment.",
                "is being built",
                ["is built", "was built", "builds"],
            ),
            (
                "The thief ___ (arrest) yesterday.",
                "was arrested",
                ["is arrested", "has been arrested", "arrested"],
            ),
            (
                "Millions of plastic bottles ___ (throw) away every day.",
                "are thrown",
                ["is thrown", "throw", "are throwing"],
            ),
            (
                "The Mona Lisa ___ (paint) by Leonardo da Vinci.",
                "was painted",
                ["is painted", "has painted", "painted"],
            ),
            (
                "Our car ___ (steal) last night.",
                "was stolen",
                ["is stolen", "has been stolen", "stole"],
            ),
            (
                "Many new species ___ (discover) since 2000.",
                "have been discovered",
                ["were discovered", "are discovered", "discovered"],
            ),
            (
                "The letter ___ (send) tomorrow.",
                "will be sent",
                ["was sent", "will send", "has been sent"],
            ),
        ],
    ),
];
